#!/usr/bin/env python3
"""Learner steps per second of ``nile.VectorEnv`` with bot opponents stepped in Rust.

Each step applies one random legal learner action per game, then the opponents (one
spec for every other seat) move inside Rust over ``--threads`` threads with the GIL
released, until every game is back at the learner's decision.

    python3 python/examples/vector_opponents_bench.py --game imhotep --opponents easy
    python3 python/examples/vector_opponents_bench.py --opponents hard --seconds 20
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import nile


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="imhotep")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--envs", type=int, default=16)
    p.add_argument("--opponents", default="easy")
    p.add_argument("--threads", type=int, default=0)
    p.add_argument("--seconds", type=float, default=10.0)
    a = p.parse_args()
    env = nile.VectorEnv(a.game, a.envs, players=a.players, seed=0,
                         opponents=a.opponents, threads=a.threads)
    out = env.reset()
    rng = np.random.default_rng(0)
    steps = episodes = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < a.seconds:
        acts = np.array([rng.choice(np.flatnonzero(m)) for m in out["mask"]], dtype=np.int64)
        out = env.step(acts)
        steps += a.envs
        episodes += int(out["done"].sum())
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"{a.game} {a.players}p vs {a.opponents}, {a.envs} envs, threads={a.threads}: "
          f"{steps / wall:,.0f} learner steps/s wall ({steps} steps, {episodes} episodes "
          f"in {wall:.1f} s; {cpu:.1f} s CPU)")


if __name__ == "__main__":
    main()
