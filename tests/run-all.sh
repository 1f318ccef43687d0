#!/usr/bin/env bash
# Every test of the project: the Rust workspace (unit, property, scenario, snapshot,
# conformance, CLI and doc tests), the Python package's tests (which install its test
# dependencies and build the package first), then the browser app's tests in headless
# Chromium (installed with apt-get if missing). NILE_CASES=N runs more random games.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== cargo test --workspace --all-targets"
cargo test --workspace --all-targets
echo "== cargo test --workspace --doc"
cargo test --workspace --doc
echo "== python: bash python/run_tests.sh"
bash python/run_tests.sh
echo "== browser app: web/test.sh (builds web/dist, drives headless chromium and firefox; installs what it needs)"
bash web/test.sh
