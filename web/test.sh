#!/usr/bin/env bash
# The browser test, as CI runs it: builds web/dist/ (web/build.sh), the `nile` binary that
# replays the saved logs, then drives Debian's headless chromium over WebDriver and
# Debian's firefox-esr over WebDriver BiDi (web/tests/browser.test.mjs installs chromium +
# chromium-driver and firefox-esr with apt-get when it may, and skips a browser with a
# clear message when it cannot be had). NILE_WEB_BROWSERS=chromium (or firefox) runs one.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v node >/dev/null; then
  echo "SKIPPED: the browser test needs Node.js (node --test), which is not installed"
  exit 0
fi
# The toolchain pieces: a missing wasm target or wasm-bindgen CLI that cannot be installed
# here is a skip, not a failure; a build error in the app itself fails.
if command -v rustup >/dev/null && ! rustup target list --installed | grep -q wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown || { echo "SKIPPED: the wasm32-unknown-unknown target cannot be installed"; exit 0; }
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q 0.2.130; then
  cargo install wasm-bindgen-cli --version 0.2.130 --locked || { echo "SKIPPED: wasm-bindgen-cli 0.2.130 cannot be installed"; exit 0; }
fi
web/build.sh
cargo build --release --quiet --bin nile
# Firefox is driven over a WebSocket: global in Node 22, behind a flag in Node 20.
ws_flag=()
if [ "$(node -e 'process.stdout.write(typeof WebSocket)')" != function ]; then ws_flag=(--experimental-websocket); fi
NILE_BIN="$PWD/target/release/nile" node "${ws_flag[@]}" --test web/tests/
