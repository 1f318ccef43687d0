#!/usr/bin/env bash
# Builds the browser app into web/dist/: nile's engines and bots compiled to WebAssembly,
# the wasm-bindgen glue and the static site. Open web/dist/index.html (or serve the folder).
# Installs what it needs: the wasm32 target and the wasm-bindgen CLI matching the crate.
set -euo pipefail
cd "$(dirname "$0")"
WB_VERSION=0.2.130   # = the wasm-bindgen version pinned in wasm/Cargo.toml
if command -v rustup >/dev/null && ! rustup target list --installed | grep -q wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q "$WB_VERSION"; then
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --locked
fi
cargo build --release --target wasm32-unknown-unknown --manifest-path wasm/Cargo.toml
rm -rf dist && mkdir -p dist/pkg
wasm-bindgen --target no-modules --no-typescript --out-dir dist/pkg \
  wasm/target/wasm32-unknown-unknown/release/nile_web.wasm
cp site/index.html site/style.css site/app.js site/online.js site/views.js site/view-*.js dist/
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
