#!/usr/bin/env bash
# Installs the Python test dependencies if missing, builds and installs the nile package
# from this folder (maturin, as its PEP 517 backend), and runs the Python tests.
#
#   bash python/run_tests.sh                 # everything
#   bash python/run_tests.sh -k pettingzoo   # extra arguments go to pytest
#   PYTHON=python3.12 bash python/run_tests.sh
#   NILE_SKIP_INSTALL=1 bash python/run_tests.sh   # test the nile already installed
#   NILE_SKIP_CLI_BUILD=1 bash python/run_tests.sh # use the CLIs in $NILE_CLI_DIR as they are
#
# Under CI=true nothing is skipped: a test whose CLI or package is missing fails.
#
# Exits non-zero when a test fails, and also when pytest collected no test at all.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PYTHON="${PYTHON:-python3}"

missing=()
# matplotlib: the `rl` extra's, for the training example's plot (test_train_example.py).
for pair in pytest:pytest numpy:numpy gymnasium:gymnasium pettingzoo:pettingzoo \
            pyspiel:open_spiel ray:ray matplotlib:matplotlib; do
    module="${pair%%:*}"
    package="${pair##*:}"
    if ! "$PYTHON" -c "import $module" >/dev/null 2>&1; then
        missing+=("$package")
    fi
done
if ((${#missing[@]})); then
    echo "run_tests.sh: installing ${missing[*]}"
    "$PYTHON" -m pip install --quiet "${missing[@]}"
fi

if [[ "${NILE_SKIP_INSTALL:-}" != "1" ]]; then
    # The distribution was called `nile` before 0.1.0 (the name of an unrelated PyPI
    # package too); either would share the `nile` import folder with nile-games.
    if "$PYTHON" -m pip show nile >/dev/null 2>&1; then
        "$PYTHON" -m pip uninstall --quiet -y nile
    fi
    echo "run_tests.sh: building and installing nile-games from $here"
    "$PYTHON" -m pip install --quiet --force-reinstall --no-deps "$here"
fi

# The CLI tests replay Python logs with each game's command line and read its logs back:
# build those (the root workspace's release examples) first, so that nothing is skipped.
if [[ "${NILE_SKIP_CLI_BUILD:-}" != "1" ]]; then
    echo "run_tests.sh: building the game command lines (cargo build --release --examples)"
    (cd "$here/.." && cargo build --release --quiet --examples)
    target="${CARGO_TARGET_DIR:-$(cd "$here/.." && pwd)/target}"
    export NILE_CLI_DIR="${NILE_CLI_DIR:-$target/release/examples}"
fi

# Run from tests/ so that the installed package, not the source tree, is imported.
cd "$here/tests"
status=0
"$PYTHON" -m pytest -q -p no:cacheprovider "$@" || status=$?
if [[ $status -eq 5 ]]; then
    echo "run_tests.sh: pytest collected no tests" >&2
    exit 1
fi
exit $status
