#!/usr/bin/env python3
"""Plays one game of every registered title with random moves and prints the scores.

    pip install nile-games
    python3 play_each.py [--seed 7]

``nile.games()`` lists every game; ``nile.Game`` plays any of them by name, with chance
resolved by the state's own seeded generator, so a seed gives the same games every time.
"""

from __future__ import annotations

import argparse
import random
from typing import Dict, List

import nile


def play(name: str, seed: int) -> List[int]:
    """Plays ``name`` at its smallest multi-seat count with random moves; returns the scores."""
    info = nile.game_info(name)
    players = max(2, int(info["min_players"]))
    game = nile.Game(name, players=players, seed=seed)
    moves = random.Random(seed)
    while not game.is_terminal():
        if game.is_chance_node():
            game.sample_chance()
        else:
            game.apply(moves.choice(game.legal_actions()))
    return list(game.scores())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    seed: int = parser.parse_args().seed
    results: Dict[str, List[int]] = {name: play(name, seed) for name in nile.games()}
    for name, scores in results.items():
        print(f"{name}: scores {scores}")


if __name__ == "__main__":
    main()
