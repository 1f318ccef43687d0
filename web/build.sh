#!/usr/bin/env bash
# Builds the browser app into web/dist/: nile's engines and bots compiled to WebAssembly,
# the wasm-bindgen glue and the static site. Open web/dist/index.html (or serve the folder).
# Installs what it needs: the wasm32 target and the wasm-bindgen CLI matching the crate.
# Fails (exit 1, with the reason) when one of them cannot be had.
set -euo pipefail
cd "$(dirname "$0")"
WB_VERSION=0.2.130   # = the wasm-bindgen version pinned in wasm/Cargo.toml
if command -v rustup >/dev/null && ! rustup target list --installed | grep -q wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q "$WB_VERSION"; then
  # Not `--locked`: the CLI's own lock file pins a dependency version the registry no longer
  # serves, so a locked install fails on a fresh machine. The version of the CLI itself is
  # still exact, which is what must match the crate.
  echo "build.sh: installing wasm-bindgen-cli $WB_VERSION (a few minutes, once)"
  # --force: a binary removed by hand leaves cargo believing it is still installed.
  cargo install --quiet --force wasm-bindgen-cli --version "=$WB_VERSION"
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q "$WB_VERSION"; then
  echo "build.sh: wasm-bindgen $WB_VERSION is not on the PATH after installing it (is ~/.cargo/bin on the PATH?)" >&2
  exit 1
fi
cargo build --release --target wasm32-unknown-unknown --manifest-path wasm/Cargo.toml
rm -rf dist && mkdir -p dist/pkg
wasm-bindgen --target no-modules --no-typescript --out-dir dist/pkg \
  wasm/target/wasm32-unknown-unknown/release/nile_web.wasm
cp site/index.html site/style.css site/*.js dist/
rm -f dist/worker.js
# game-views.js: every game's board view, each shipped in its crate (crates/GAME/web/view.js,
# the game's `BoardTargets::VIEW`), as `nile serve` writes it from its games
# (nile_core::dynamic::board::views_script).
python3 - <<'PY'
import glob, os
script = "'use strict';\n"
for path in sorted(glob.glob('../crates/*/web/view.js')):
    view = open(path).read()
    script += '// The board view of %s.\n%s' % (os.path.basename(os.path.dirname(os.path.dirname(path))), view)
    if not view.endswith('\n'):
        script += '\n'
open('dist/game-views.js', 'w').write(script)
PY
# engine.js: the worker's whole source (wasm bytes, glue, worker.js) as one string, so the
# page starts it from a Blob and works from a folder (file://) as well as from any host.
python3 - <<'PY'
import base64, json
wasm = base64.b64encode(open('dist/pkg/nile_web_bg.wasm', 'rb').read()).decode()
src = 'const NILE_WASM_B64 = "%s";\n%s\n%s' % (
    wasm, open('dist/pkg/nile_web.js').read(), open('site/worker.js').read())
open('dist/engine.js', 'w').write('const NILE_WORKER_SRC = %s;\n' % json.dumps(src))
PY
echo "built web/dist/ ($(du -sh dist | cut -f1))"
