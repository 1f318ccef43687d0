#!/usr/bin/env python3
"""Simulation or bot self-play for any nile game spread over a Ray cluster.

The games are cut into batches; each batch is one Ray task that calls
``nile.play_batch`` (all of its games inside Rust, the GIL released) and returns NumPy
arrays, which are gathered and concatenated. Game ``g`` draws its chance from stream
``g`` of the seed wherever it runs, so the result is the same as one local
``nile.play_batch`` call over all the games, however the batches are spread.

Local (Ray starts a cluster of this machine's cores)::

    python3 python/examples/ray_simulate.py --game ra --players 4 --games 20000

A real cluster: start it (``ray start --head`` on one machine, ``ray start
--address=HEAD_IP:6379`` on the others, each with the ``nile`` package installed:
``pip install nile-games``), then point the script at it::

    python3 python/examples/ray_simulate.py --address auto            # on a cluster node
    python3 python/examples/ray_simulate.py --address ray://HEAD_IP:10001  # Ray Client

Self-play between bots: ``--agents mcts:200 greedy random random``.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any, Dict, List, Optional, Sequence

import numpy as np
import ray

import nile


@ray.remote
def simulate_batch(
    game: str,
    players: int,
    first: int,
    games: int,
    seed: int,
    agents: Optional[Sequence[str]] = None,
    options: Optional[Dict[str, str]] = None,
) -> Dict[str, np.ndarray]:
    """One Ray task: games ``first .. first + games`` of the run, played in Rust."""
    import nile as nile_on_worker

    return nile_on_worker.play_batch(
        game, games, players=players, options=options, agents=list(agents) if agents else None,
        seed=seed, threads=1, first=first,
    )


def run(
    game: str = "ra",
    players: int = 4,
    games: int = 10_000,
    batch: int = 1_000,
    seed: int = 1,
    agents: Optional[Sequence[str]] = None,
    options: Optional[Dict[str, str]] = None,
) -> Dict[str, np.ndarray]:
    """Plays `games` games in batches of `batch` as Ray tasks (Ray must be
    initialised) and returns the concatenated arrays of ``nile.play_batch``."""
    refs: List[ray.ObjectRef[Dict[str, np.ndarray]]] = [
        simulate_batch.remote(game, players, first, min(batch, games - first), seed, agents, options)
        for first in range(0, games, batch)
    ]
    results = ray.get(refs)
    return {key: np.concatenate([r[key] for r in results]) for key in results[0]}


def summary(out: Dict[str, np.ndarray], seconds: float) -> Dict[str, Any]:
    """Mean scores, win shares and decisions of a run, and its speed."""
    winners = out["ranks"] == 0
    shares = winners / winners.sum(axis=1, keepdims=True)
    return {
        "games": int(len(out["steps"])),
        "seconds": round(seconds, 3),
        "games_per_second": round(len(out["steps"]) / seconds),
        "mean_scores": out["scores"].mean(axis=0).round(3).tolist(),
        "win_shares": shares.mean(axis=0).round(4).tolist(),
        "decisions_per_game": round(float(out["steps"].mean()), 2),
    }


def main(argv: Optional[Sequence[str]] = None) -> Dict[str, Any]:
    """The command line: runs the games and prints (and returns) the summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="ra", choices=nile.games())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--batch", type=int, default=1_000, help="games per Ray task")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agents", nargs="*", help="one seat spec per seat (default: random)")
    parser.add_argument("--address", default=None,
                        help="Ray cluster address (auto, ray://HOST:10001); default: local")
    args = parser.parse_args(argv)
    if not ray.is_initialized():
        ray.init(address=args.address, include_dashboard=False)
    start = time.perf_counter()
    out = run(args.game, args.players, args.games, args.batch, args.seed, args.agents)
    report = summary(out, time.perf_counter() - start)
    print(json.dumps(report, indent=2))
    return report


if __name__ == "__main__":
    main()
