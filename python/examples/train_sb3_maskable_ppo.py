"""sb3-contrib's MaskablePPO on a nile Gymnasium environment, then `nile.evaluate`.

Needs PyTorch and sb3-contrib (`pip install torch sb3-contrib "nile-games[rl]"`; see
docs/python.md for the install's size). Trains for `--steps` learner steps against
`--opponents`, then plays the greedy policy against each of `--against` over
`--eval-games` games, its seat rotating, and prints one JSON line.

    python3 python/examples/train_sb3_maskable_ppo.py --game imhotep --opponents easy \
        --steps 150000 --eval-games 200
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any, Dict

import gymnasium
import numpy as np
import torch
from sb3_contrib import MaskablePPO

import nile


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="imhotep")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--opponents", default="easy", help="a seat spec or level")
    parser.add_argument("--steps", type=int, default=150_000, help="learner steps to train")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--against", default="easy,random", help="levels or specs, comma-separated")
    parser.add_argument("--think-cap", type=float, default=None, help="CPU seconds per opponent move")
    args = parser.parse_args()

    torch.set_num_threads(1)
    cpu, wall = time.process_time(), time.time()
    env = gymnasium.make(
        f"nile/{args.game}-v0",
        players=args.players,
        opponents=args.opponents,
        seat="random",
        think_cap=args.think_cap,
    )
    model = MaskablePPO("MlpPolicy", env, n_steps=2048, batch_size=256, seed=args.seed, verbose=0)
    model.learn(total_timesteps=args.steps)
    out: Dict[str, Any] = {
        "game": args.game,
        "opponents": args.opponents,
        "steps": args.steps,
        "train_cpu_s": round(time.process_time() - cpu, 1),
        "train_wall_s": round(time.time() - wall, 1),
    }

    def policy(obs: np.ndarray, mask: np.ndarray) -> int:
        action, _ = model.predict(
            obs.astype(np.float32), action_masks=mask.astype(bool), deterministic=True
        )
        return int(action)

    for opponent in args.against.split(","):
        result = nile.evaluate(
            policy, args.game, opponents=opponent, games=args.eval_games,
            seed=1000 + args.seed, players=args.players,
        )
        out[opponent] = {
            k: result[k] for k in ("wins", "draws", "losses", "score", "wilson", "mean_margin")
        }
    print(json.dumps(out))


if __name__ == "__main__":
    main()
