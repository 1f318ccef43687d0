#!/usr/bin/env python3
"""What `.ci/package` runs in a fresh virtual environment where the nile-games wheel (or
sdist) is installed, from a folder outside the source tree.

    python installed.py --no-cargo ra imhotep ...    # the wheel: cargo must not be on PATH
    python installed.py --play-only ra imhotep ...   # the sdist: a game of each title only

The games named are the ones the package must offer (``.ci/package`` passes the facade's
``games`` feature), so no list of games is kept here. Checks that ``nile`` is imported from
the environment (not a checkout) and offers exactly those games, then plays a game of each
by name, runs PettingZoo's ``api_test`` on each and loads and plays each as an OpenSpiel
game. Exits non-zero on any failure.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import warnings

import nile
from play_each import play


def check_installed(no_cargo: bool) -> None:
    """The package comes from this environment's site-packages, with its stubs."""
    where = os.path.realpath(nile.__file__)
    assert where.startswith(os.path.realpath(sys.prefix)), f"nile imported from {where}"
    folder = os.path.dirname(where)
    for name in ("py.typed", "_nile.pyi"):
        assert os.path.exists(os.path.join(folder, name)), f"{name} missing from the install"
    if no_cargo:
        assert shutil.which("cargo") is None, "cargo is on PATH"
        assert shutil.which("rustc") is None, "rustc is on PATH"
    print(f"nile {where} (Python {sys.version.split()[0]})")


def check_pettingzoo(name: str) -> None:
    """PettingZoo's own API test, on the smallest two-seat game."""
    from pettingzoo.test import api_test

    from nile.pettingzoo import env

    # api_test warns about every Dict observation space with an action mask (PettingZoo's
    # own classic environments get the same two warnings).
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "Observation space for each agent probably should be")
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        api_test(env(name, players=2), num_cycles=100)


def check_openspiel(name: str, seed: int) -> None:
    """Loads the game in OpenSpiel and plays it to the end with random moves."""
    import pyspiel

    import nile.openspiel  # noqa: F401  (registers nile_<game>)

    game = pyspiel.load_game(f"nile_{name}", {"players": 2})
    state = game.new_initial_state()
    moves = random.Random(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            actions, weights = zip(*state.chance_outcomes())
            state.apply_action(moves.choices(actions, weights)[0])
        else:
            state.apply_action(moves.choice(state.legal_actions()))
    print(f"  {name}: OpenSpiel returns {state.returns()}")


def main() -> None:
    parser = argparse.ArgumentParser(description="Checks an installed nile-games.")
    parser.add_argument("--no-cargo", action="store_true", help="fail if cargo is on PATH")
    parser.add_argument("--play-only", action="store_true", help="only play each title")
    parser.add_argument("games", nargs="+", help="the games the package must offer, in order")
    args = parser.parse_args()
    check_installed(args.no_cargo)
    assert nile.games() == args.games, f"nile offers {nile.games()}, expected {args.games}"
    for name in args.games:
        print(f"  {name}: scores {play(name, seed=3)}")
        if not args.play_only:
            check_pettingzoo(name)
            print(f"  {name}: PettingZoo api_test passed")
            check_openspiel(name, seed=3)
    print("installed package: every title played")


if __name__ == "__main__":
    main()
