"""A log written by Python is read by the Rust CLI's `replay` (when a CLI is built)."""

import json
import os
import random
import subprocess
from pathlib import Path

import pytest

import nile
from conftest import needs_typed_support, play_random

ROOT = Path(__file__).resolve().parents[2]


def cli_for(name):
    """The game's CLI: $NILE_CLI_DIR/<game>, else a built `cargo --example <game>`."""
    folders = [os.environ.get("NILE_CLI_DIR", "")]
    folders += [ROOT / "target" / p / "examples" for p in ("release", "debug")]
    for folder in folders:
        if folder and (Path(folder) / name).is_file():
            return Path(folder) / name
    return None


def missing_cli(name):
    """No built CLI: a failure under CI=true (run_tests.sh builds them first), else a skip."""
    message = f"no built CLI for {name} (cargo build --release --example {name})"
    if os.environ.get("CI") == "true":
        pytest.fail(message)
    pytest.skip(message)


@pytest.mark.parametrize("name", nile.games())
def test_cli_replays_a_python_log(name, tmp_path):
    needs_typed_support(name)
    cli = cli_for(name)
    if cli is None:
        missing_cli(name)
    game = nile.Game(name, seed=21)
    play_random(game, random.Random(21))
    path = tmp_path / "game.json"
    path.write_text(game.log_json(seats=["python"] * game.num_players))
    done = subprocess.run([str(cli), "replay", str(path)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()
    assert nile.replay(path.read_text()).to_json() == game.to_json()


@pytest.mark.parametrize("name", nile.games())
def test_python_replays_a_cli_log(name, tmp_path):
    needs_typed_support(name)
    cli = cli_for(name)
    if cli is None:
        missing_cli(name)
    players = nile.game_info(name)["min_players"]
    path = tmp_path / "cli.json"
    seats = ",".join(["random"] * players)
    done = subprocess.run(
        [str(cli), "play", "--players", str(players), "--seats", seats, "--seed", "5",
         "--log", str(path)],
        capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    log = json.loads(path.read_text())
    game = nile.replay(path.read_text())
    assert game.is_terminal()
    assert game.seed == 5 and len(game.history()) == len(log["actions"])
    assert json.loads(game.log_json()) == log
