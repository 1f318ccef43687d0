#!/usr/bin/env bash
# The browser test, as CI runs it: builds web/dist/ (web/build.sh, which installs the wasm32
# target and wasm-bindgen-cli), the `nile` binary that replays the saved logs, then drives
# Debian's headless chromium over WebDriver and Debian's firefox-esr over WebDriver BiDi
# (web/tests/*.test.mjs install chromium + chromium-driver and firefox-esr with apt-get when
# they are missing). NILE_WEB_BROWSERS=chromium (or firefox) runs one.
#
# A tool that cannot be had (Node.js, the wasm target, wasm-bindgen, a browser) fails the
# run with the reason. Outside CI a missing browser may be skipped by the test itself; under
# CI=true a run that skipped anything, or left a test marked todo, fails.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v node >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "web/test.sh: installing Node.js (apt-get install nodejs)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs >/dev/null
fi
if ! command -v node >/dev/null; then
  echo "web/test.sh: the browser test needs Node.js (node --test), which cannot be installed here" >&2
  exit 1
fi
web/build.sh
cargo build --release --quiet --bin nile
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
status=0
NILE_BIN="$PWD/target/release/nile" node --test --test-reporter=spec web/tests/ 2>&1 | tee "$out" || status=$?
if [ "$status" -ne 0 ]; then exit "$status"; fi
# node's spec reporter closes with "ℹ tests N", "ℹ pass N", "ℹ skipped N", "ℹ todo N", ...
skipped="$(sed -n 's/^ℹ skipped \([0-9]*\)$/\1/p' "$out" | tail -1)"
todo="$(sed -n 's/^ℹ todo \([0-9]*\)$/\1/p' "$out" | tail -1)"
passed="$(sed -n 's/^ℹ pass \([0-9]*\)$/\1/p' "$out" | tail -1)"
if [ -z "$passed" ] || [ "$passed" -eq 0 ]; then
  echo "web/test.sh: no browser test passed" >&2
  exit 1
fi
if [ "${CI:-}" = true ] && [ "${skipped:-0}" -ne 0 ]; then
  echo "web/test.sh: $skipped browser test(s) skipped under CI=true: a skipped test is a failure here" >&2
  exit 1
fi
if [ "${CI:-}" = true ] && [ "${todo:-0}" -ne 0 ]; then
  echo "web/test.sh: $todo browser test(s) marked todo under CI=true: a todo test is not a pass here" >&2
  exit 1
fi
