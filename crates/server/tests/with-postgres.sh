#!/usr/bin/env bash
# A throwaway PostgreSQL cluster in a temporary folder, for the server's tests.
#
#   with-postgres.sh run CMD…    start a cluster, run CMD with NILE_TEST_POSTGRES set to
#                                its URL, stop it and delete it (CMD's exit code)
#   with-postgres.sh start DIR   start a cluster in DIR (empty or missing); print its URL
#   with-postgres.sh stop DIR    stop the cluster in DIR and delete DIR
#
# Installs Debian's postgresql with apt-get when its binaries are missing. When they
# cannot be had it fails (exit 1), under CI=true or not: it never skips.
set -euo pipefail

die() { echo "with-postgres.sh: $*" >&2; exit 1; }

bindir() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [ -n "$d" ] && [ -x "$d/initdb" ] && echo "$d"
}

ensure_binaries() {
  if [ -z "$(bindir)" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2 \
        || die "apt-get could not install postgresql"
    fi
  fi
  [ -n "$(bindir)" ] || die "PostgreSQL's server binaries are missing and could not be installed (apt-get install postgresql)"
}

# initdb and postgres refuse to run as root: run them as the package's postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

start() {
  local dir=$1 bin port
  ensure_binaries
  bin=$(bindir)
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && { id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres; chown postgres "$dir"; }
  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; die "initdb failed"; }
  port=$(free_port)
  # Loopback only, sockets in the cluster's own folder; fsync on (the crash-safety
  # claims rest on it), more connections than the default for two servers and a load test.
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $port -k $dir -c max_connections=200" start >&2 \
    || { cat "$dir/server.log" >&2; die "the cluster did not start"; }
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres nile >&2 || die "createdb failed"
  echo "$port" >"$dir/port"
  echo "postgres://postgres@127.0.0.1:$port/nile"
}

stop() {
  local dir=$1 bin
  bin=$(bindir) || true
  if [ -n "$bin" ] && [ -d "$dir/data" ]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) [ $# = 2 ] || die "usage: with-postgres.sh start DIR"; start "$2" ;;
  stop) [ $# = 2 ] || die "usage: with-postgres.sh stop DIR"; stop "$2" ;;
  run)
    shift
    [ $# -gt 0 ] || die "usage: with-postgres.sh run CMD…"
    dir=$(mktemp -d /tmp/nile-pg.XXXXXX)
    trap 'stop "$dir"' EXIT
    NILE_TEST_POSTGRES=$(start "$dir")
    export NILE_TEST_POSTGRES
    "$@"
    ;;
  *) die "usage: with-postgres.sh run CMD… | start DIR | stop DIR" ;;
esac
