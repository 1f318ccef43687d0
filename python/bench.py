#!/usr/bin/env python3
"""Speed figures for the nile Python package (a benchmark, not a test).

1. The OpenSpiel random-play loop in plain Python (new_initial_state, is_terminal,
   is_chance_node / chance_outcomes, legal_actions, apply_action until the end) over
   nile's Rá loaded with ``pyspiel.load_game("nile_ra", {"players": 4})`` and over
   OpenSpiel's own backgammon, in the same run: steps per second of each and the ratio
   (target: nile_ra at least 2x backgammon).
2. ``nile.play_batch("ra", players=4, threads=1)`` games per second against the CLI's
   ``cargo run --release --example ra -- simulate --players 4 --games 100000``
   (target: at least 90%). Both single-threaded, both measured in wall time and in CPU
   time (the CLI's ``--cpu-time``; ``time.process_time`` here), because the machine
   may be shared.

Usage (from the repository root or python/)::

    python3 python/bench.py                    # everything (builds the CLI example)
    python3 python/bench.py --skip-cli         # only the Python figures
    python3 python/bench.py --games 100000 --seconds 10
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path


def openspiel_loop(game, seconds: float, seed: int = 0):
    """Plays random games with the OpenSpiel API in plain Python for about `seconds`;
    returns (steps, games, wall seconds)."""
    rng = random.Random(seed)
    steps = games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                actions, probs = zip(*outcomes)
                action = rng.choices(actions, probs)[0]
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply_action(action)
            steps += 1
        games += 1
    return steps, games, time.perf_counter() - start


def bench_openspiel(seconds: float) -> dict:
    import pyspiel

    import nile.openspiel  # noqa: F401  (registers nile_<game>)

    ra = pyspiel.load_game("nile_ra", {"players": 4})
    backgammon = pyspiel.load_game("backgammon")
    out = {}
    # Alternate the two so that machine noise hits both alike.
    totals = {"nile_ra": [0, 0, 0.0], "backgammon": [0, 0, 0.0]}
    for _ in range(2):
        for name, game in (("nile_ra", ra), ("backgammon", backgammon)):
            steps, games, wall = openspiel_loop(game, seconds / 2)
            totals[name][0] += steps
            totals[name][1] += games
            totals[name][2] += wall
    for name, (steps, games, wall) in totals.items():
        out[name] = {
            "steps": steps,
            "games": games,
            "seconds": round(wall, 3),
            "steps_per_second": round(steps / wall),
        }
    out["ratio"] = round(
        out["nile_ra"]["steps_per_second"] / out["backgammon"]["steps_per_second"], 2
    )
    return out


def bench_batch(games: int) -> dict:
    import nile

    nile.play_batch("ra", 200, players=4)  # warm up
    wall0, cpu0 = time.perf_counter(), time.process_time()
    result = nile.play_batch("ra", games, players=4, seed=1, threads=1)
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    return {
        "games": games,
        "seconds": round(wall, 3),
        "cpu_seconds": round(cpu, 3),
        "games_per_second": round(games / wall),
        "games_per_cpu_second": round(games / cpu),
        "decisions_per_game": round(float(result["steps"].mean()), 2),
        "mean_scores": [round(float(x), 4) for x in result["scores"].mean(axis=0)],
    }


def bench_cli(games: int, root: Path, features: str | None) -> dict:
    cargo = ["cargo", "run", "-q", "--release"]
    if features:
        cargo += ["--no-default-features", "--features", features]
    cmd = cargo + [
        "--example", "ra", "--",
        "simulate", "--players", "4", "--games", str(games), "--json", "--cpu-time",
    ]
    print("running:", " ".join(cmd), file=sys.stderr)
    done = subprocess.run(cmd, cwd=root, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stderr[-3000:])
        raise SystemExit(
            "the CLI did not build or run; while a game of the default features does not "
            "compile, pass --cli-features cli,ra"
        )
    report = json.loads(done.stdout)
    return {
        "command": " ".join(cmd),
        "games": report["games"],
        "seconds": round(report["seconds"], 3),
        "cpu_seconds": round(report.get("cpu_seconds", float("nan")), 3),
        "games_per_second": round(report["games_per_second"]),
        "games_per_cpu_second": round(report.get("games_per_cpu_second", float("nan"))),
        "decisions_per_game": round(report["decisions_per_game"], 2),
        "mean_scores": [round(x, 4) for x in report["mean_scores"]],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0,
                        help="seconds of the OpenSpiel loop per game (split in two rounds)")
    parser.add_argument("--games", type=int, default=100_000,
                        help="games for the batch call and the CLI's simulate")
    parser.add_argument("--skip-cli", action="store_true", help="do not run the CLI")
    parser.add_argument("--skip-openspiel", action="store_true")
    parser.add_argument("--cli-features", default=None,
                        help="build the CLI with --no-default-features --features THESE")
    args = parser.parse_args()
    root = Path(__file__).resolve().parent.parent
    report: dict = {"cpus": os.cpu_count()}
    if not args.skip_openspiel:
        report["openspiel_random_loop"] = bench_openspiel(args.seconds)
    report["play_batch"] = bench_batch(args.games)
    if not args.skip_cli:
        report["cli_simulate"] = bench_cli(args.games, root, args.cli_features)
        b, c = report["play_batch"], report["cli_simulate"]
        report["batch_vs_cli"] = {
            "wall": round(b["games_per_second"] / c["games_per_second"], 3),
            "cpu": round(b["games_per_cpu_second"] / c["games_per_cpu_second"], 3),
            "same_games": b["mean_scores"] == c["mean_scores"],
        }
    print(json.dumps(report, indent=2))
    ok = True
    if "openspiel_random_loop" in report:
        ok &= report["openspiel_random_loop"]["ratio"] >= 2.0
    if "batch_vs_cli" in report:
        ok &= max(report["batch_vs_cli"]["wall"], report["batch_vs_cli"]["cpu"]) >= 0.9
    print("targets met" if ok else "TARGETS MISSED", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
