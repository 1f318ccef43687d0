"""A reference training run: maskable PPO against nile's bots, then an evaluation.

Trains a policy for one seat of a game (Imhotep, two seats, by default) against a bot
level (``easy`` by default) through the Gymnasium environment ``nile/<game>-v0``, for a
budget of this process's CPU time (``time.process_time()``), logging a learning curve;
then plays it against ``easy``, ``medium`` and ``random`` with ``nile.evaluate``::

    python3 python/examples/train_maskable_ppo.py --game imhotep --players 2 \\
        --opponents easy --cpu-seconds 720 --seed 0 --eval-games 200 --out runs/ppo

PPO with invalid-action masking (the masked-out logits set to -1e9 before the softmax,
as sb3-contrib's ``MaskablePPO`` does; the legal actions are the environment's
``action_masks()``), written on NumPy alone: a two-layer tanh network with a policy and
a value head, backpropagated by hand, Adam, GAE, the clipped surrogate, an entropy bonus,
running observation normalisation. No PyTorch: the CPU-only PyTorch wheels are served
from an index of their own, and PyPI's Linux x86-64 ``torch`` pulls the CUDA libraries
(gigabytes); a network this small trains as fast on NumPy. The environment works with
sb3-contrib's ``MaskablePPO`` unchanged (``action_masks()``) where PyTorch is installed.

Writes to ``--out``: ``curve.csv`` (one row per PPO update: steps, CPU seconds, episodes,
the training episodes' win rate and mean return, and every ``--curve-every`` updates a
short evaluation against the training opponents), ``curve.png`` when matplotlib is
installed (``pip install "nile-games[rl]"``; without it, the CSV only), ``policy.npz``
(the weights and the observation statistics) and ``result.json`` (the settings, the
training figures and the evaluation table, also printed).
"""

from __future__ import annotations

import os

# One BLAS thread: the machine is shared, and a network this small gains nothing from more.
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import csv  # noqa: E402
import json  # noqa: E402
import time  # noqa: E402
from typing import Any, Callable, Dict, List, Optional, Tuple  # noqa: E402

import gymnasium  # noqa: E402
import numpy as np  # noqa: E402
import numpy.typing as npt  # noqa: E402

import nile  # noqa: E402  (registers nile/<game>-v0)

F32 = npt.NDArray[np.float32]
NEG = np.float32(-1e9)


class RunningNorm:
    """Running mean and variance of the observations (Welford, batched), clipped to ±5."""

    def __init__(self, size: int) -> None:
        self.mean = np.zeros(size, dtype=np.float64)
        self.var = np.ones(size, dtype=np.float64)
        self.count = 1e-4

    def update(self, x: F32) -> None:
        bmean, bvar, n = x.mean(axis=0), x.var(axis=0), x.shape[0]
        delta = bmean - self.mean
        total = self.count + n
        self.mean = self.mean + delta * n / total
        m2 = self.var * self.count + bvar * n + delta**2 * self.count * n / total
        self.var = m2 / total
        self.count = total

    def __call__(self, x: F32) -> F32:
        out = (x - self.mean) / np.sqrt(self.var + 1e-8)
        clipped: F32 = np.clip(out, -5.0, 5.0).astype(np.float32)
        return clipped


class Net:
    """obs -> tanh(hidden) -> tanh(hidden) -> (masked logits, value), with Adam."""

    def __init__(self, n_in: int, n_out: int, hidden: int, rng: np.random.Generator) -> None:
        def layer(fan_in: int, fan_out: int, gain: float) -> F32:
            w: F32 = (rng.standard_normal((fan_in, fan_out)) * (gain / np.sqrt(fan_in))
                      ).astype(np.float32)
            return w

        self.p: Dict[str, F32] = {
            "w1": layer(n_in, hidden, np.sqrt(2)),
            "b1": np.zeros(hidden, np.float32),
            "w2": layer(hidden, hidden, np.sqrt(2)),
            "b2": np.zeros(hidden, np.float32),
            "wp": layer(hidden, n_out, 0.01),
            "bp": np.zeros(n_out, np.float32),
            "wv": layer(hidden, 1, 1.0),
            "bv": np.zeros(1, np.float32),
        }
        self.m = {k: np.zeros_like(v) for k, v in self.p.items()}
        self.v = {k: np.zeros_like(v) for k, v in self.p.items()}
        self.t = 0

    def forward(self, x: F32, mask: npt.NDArray[np.bool_]) -> Tuple[F32, F32, Dict[str, F32]]:
        """Masked log-probabilities, values, and what the backward pass needs."""
        p = self.p
        h1 = np.tanh(x @ p["w1"] + p["b1"])
        h2 = np.tanh(h1 @ p["w2"] + p["b2"])
        logits = np.where(mask, h2 @ p["wp"] + p["bp"], NEG)
        logits = logits - logits.max(axis=1, keepdims=True)
        logp = logits - np.log(np.exp(logits).sum(axis=1, keepdims=True))
        value = (h2 @ p["wv"] + p["bv"])[:, 0]
        return logp.astype(np.float32), value.astype(np.float32), {"x": x, "h1": h1, "h2": h2}

    def backward(self, cache: Dict[str, F32], dlogits: F32, dvalue: F32) -> Dict[str, F32]:
        p = self.p
        x, h1, h2 = cache["x"], cache["h1"], cache["h2"]
        g: Dict[str, F32] = {}
        g["wp"] = h2.T @ dlogits
        g["bp"] = dlogits.sum(axis=0)
        g["wv"] = h2.T @ dvalue[:, None]
        g["bv"] = dvalue.sum(keepdims=True)
        dh2 = (dlogits @ p["wp"].T + dvalue[:, None] @ p["wv"].T) * (1 - h2 * h2)
        g["w2"] = h1.T @ dh2
        g["b2"] = dh2.sum(axis=0)
        dh1 = (dh2 @ p["w2"].T) * (1 - h1 * h1)
        g["w1"] = x.T @ dh1
        g["b1"] = dh1.sum(axis=0)
        return g

    def adam(self, g: Dict[str, F32], lr: float, max_norm: float) -> None:
        norm = float(np.sqrt(sum(float((v * v).sum()) for v in g.values())))
        scale = min(1.0, max_norm / (norm + 1e-8))
        self.t += 1
        b1, b2 = 0.9, 0.999
        for k, grad in g.items():
            grad = grad * scale
            self.m[k] = b1 * self.m[k] + (1 - b1) * grad
            self.v[k] = b2 * self.v[k] + (1 - b2) * grad * grad
            mhat = self.m[k] / (1 - b1**self.t)
            vhat = self.v[k] / (1 - b2**self.t)
            self.p[k] = (self.p[k] - lr * mhat / (np.sqrt(vhat) + 1e-5)).astype(np.float32)


def ppo_update(net: Net, batch: Dict[str, Any], args: argparse.Namespace,
               rng: np.random.Generator, lr: float) -> Dict[str, float]:
    """`--epochs` passes of minibatch PPO over one rollout; returns the last losses."""
    n = batch["obs"].shape[0]
    stats: Dict[str, float] = {}
    for _ in range(args.epochs):
        order = rng.permutation(n)
        for start in range(0, n, args.minibatch):
            idx = order[start:start + args.minibatch]
            x, mask, act = batch["obs"][idx], batch["mask"][idx], batch["act"][idx]
            adv = batch["adv"][idx]
            adv = (adv - adv.mean()) / (adv.std() + 1e-8)
            ret, old_logp = batch["ret"][idx], batch["logp"][idx]
            logp_all, value, cache = net.forward(x, mask)
            rows = np.arange(len(idx))
            logp = logp_all[rows, act]
            ratio = np.exp(logp - old_logp)
            clipped = np.clip(ratio, 1 - args.clip, 1 + args.clip)
            # d(-min(r A, clip(r) A))/dlogp: -r A where the unclipped term is the smaller.
            active = ratio * adv <= clipped * adv
            dlogp = np.where(active, -ratio * adv, 0.0).astype(np.float32)
            prob = np.exp(logp_all) * mask
            onehot = np.zeros_like(prob)
            onehot[rows, act] = 1.0
            dlogits = dlogp[:, None] * (onehot - prob)
            # Entropy bonus: -c H, dH/dlogit_j = -p_j (log p_j + H) over the legal actions.
            plogp = np.where(mask, prob * logp_all, 0.0)
            entropy = -plogp.sum(axis=1)
            dlogits += args.ent_coef * np.where(
                mask, prob * (logp_all + entropy[:, None]), 0.0)
            dvalue = (args.vf_coef * (value - ret)).astype(np.float32)
            b = np.float32(len(idx))
            grads = net.backward(cache, (dlogits / b).astype(np.float32), dvalue / b)
            net.adam(grads, lr, args.max_grad_norm)
            stats = {
                "policy_loss": float(-np.minimum(ratio * adv, clipped * adv).mean()),
                "value_loss": float(0.5 * ((value - ret) ** 2).mean()),
                "entropy": float(entropy.mean()),
                "approx_kl": float((old_logp - logp).mean()),
            }
    return stats


def make_policy(net: Net, norm: RunningNorm) -> Callable[[Any, Any], int]:
    """The greedy (most probable legal action) policy, as nile.evaluate takes it."""

    def policy(obs: Any, mask: Any) -> int:
        x = norm(np.asarray(obs, dtype=np.float32)[None, :])
        legal = np.asarray(mask, dtype=bool)[None, :]
        logp, _, _ = net.forward(x, legal)
        return int(np.argmax(logp[0]))

    return policy


def plot(rows: List[Dict[str, Any]], path: str, title: str) -> bool:
    """Saves the curve as a PNG; False when matplotlib is not installed."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    fig, ax = plt.subplots(figsize=(6.4, 3.6), dpi=100)
    steps = [r["steps"] for r in rows]
    ax.plot(steps, [r["train_win_rate"] for r in rows], lw=1, alpha=0.6,
            label="training games won (last 200, sampled actions)")
    ev = [r for r in rows if r["eval_games"]]
    if ev:
        ax.plot([r["steps"] for r in ev], [r["eval_score"] for r in ev], "o-", ms=3,
                label=f"score vs opponents, greedy policy ({ev[0]['eval_games']} games)")
    ax.axhline(0.5, color="grey", lw=0.8, ls="--")
    ax.set_xscale("log")  # the early climb, where the curve says most
    ax.set_xlabel("learner steps (log scale)")
    ax.set_ylabel("win rate / score")
    ax.set_ylim(0, 1)
    ax.set_title(title, fontsize=10)
    ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return True


def main(argv: Optional[List[str]] = None) -> Dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="imhotep")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--opponents", default="easy", help="training opponents (spec or level)")
    ap.add_argument("--cpu-seconds", type=float, default=900.0,
                    help="stop training after this much CPU time of this process")
    ap.add_argument("--wall-seconds", type=float, default=0.0,
                    help="also stop after this much wall time (0: no limit), on a shared machine")
    ap.add_argument("--max-steps", type=int, default=0,
                    help="also stop after this many learner steps (0: no limit)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--eval-games", type=int, default=200)
    ap.add_argument("--eval-opponents", default="easy,medium,random")
    ap.add_argument("--out", default="ppo_run")
    ap.add_argument("--envs", type=int, default=16)
    ap.add_argument("--rollout", type=int, default=128, help="steps per env per update")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--minibatch", type=int, default=512)
    ap.add_argument("--hidden", type=int, default=128)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--gamma", type=float, default=0.99)
    ap.add_argument("--lam", type=float, default=0.95)
    ap.add_argument("--clip", type=float, default=0.2)
    ap.add_argument("--ent-coef", type=float, default=0.01)
    ap.add_argument("--vf-coef", type=float, default=0.5)
    ap.add_argument("--max-grad-norm", type=float, default=0.5)
    ap.add_argument("--reward-shaping", type=float, default=0.02,
                    help="the environment's reward_shaping (score margin weight)")
    ap.add_argument("--curve-every", type=int, default=10,
                    help="a short evaluation every this many updates")
    ap.add_argument("--curve-games", type=int, default=40)
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    cpu0 = time.process_time()
    wall0 = time.time()
    rng = np.random.default_rng(args.seed)

    envs: List[Any] = [gymnasium.make(nile.gym.env_id(args.game), players=args.players,
                           opponents=args.opponents, seat="random",
                           reward_shaping=args.reward_shaping) for _ in range(args.envs)]
    n_obs = int(np.prod(envs[0].observation_space.shape))
    n_act = int(envs[0].action_space.n)
    net = Net(n_obs, n_act, args.hidden, rng)
    norm = RunningNorm(n_obs)

    obs = np.zeros((args.envs, n_obs), np.float32)
    masks = np.zeros((args.envs, n_act), bool)
    for i, env in enumerate(envs):
        o, _ = env.reset(seed=args.seed * 1_000_003 + i)
        obs[i] = o
        masks[i] = env.unwrapped.action_masks()
    returns_window: List[float] = []
    wins_window: List[float] = []
    episodes = 0
    steps = 0
    updates = 0
    rows: List[Dict[str, Any]] = []
    csv_path = os.path.join(args.out, "curve.csv")
    fields = ["update", "steps", "cpu_seconds", "episodes", "train_win_rate",
              "train_mean_return", "eval_games", "eval_score", "entropy", "approx_kl"]
    title = f"{args.game} {args.players}p, masked PPO (NumPy) vs {args.opponents}"
    T, E = args.rollout, args.envs

    with open(csv_path, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=fields)
        writer.writeheader()
        while time.process_time() - cpu0 < args.cpu_seconds and not (
                args.max_steps and steps >= args.max_steps) and not (
                args.wall_seconds and time.time() - wall0 >= args.wall_seconds):
            b_obs = np.zeros((T, E, n_obs), np.float32)
            b_mask = np.zeros((T, E, n_act), bool)
            b_act = np.zeros((T, E), np.int64)
            b_logp = np.zeros((T, E), np.float32)
            b_val = np.zeros((T, E), np.float32)
            b_rew = np.zeros((T, E), np.float32)
            b_done = np.zeros((T, E), np.float32)
            norm.update(obs)
            for t in range(T):
                x = norm(obs)
                logp, value, _ = net.forward(x, masks)
                prob = np.exp(logp.astype(np.float64))
                prob /= prob.sum(axis=1, keepdims=True)
                u = rng.random((E, 1))
                act = (prob.cumsum(axis=1) < u).sum(axis=1).clip(0, n_act - 1)
                act = np.where(masks[np.arange(E), act], act, np.argmax(logp, axis=1))
                b_obs[t], b_mask[t], b_act[t] = x, masks, act
                b_logp[t] = logp[np.arange(E), act]
                b_val[t] = value
                for i, env in enumerate(envs):
                    o, r, term, trunc, info = env.step(int(act[i]))
                    b_rew[t, i] = r
                    if term or trunc:
                        b_done[t, i] = 1.0
                        episodes += 1
                        ret = float(info["returns"][info["seat"]]) if "returns" in info else 0.0
                        returns_window.append(ret)
                        wins_window.append(1.0 if ret >= 1.0 else 0.0)
                        o, _ = env.reset()
                    obs[i] = o
                    masks[i] = env.unwrapped.action_masks()
                if t % 32 == 31:
                    norm.update(obs)
            steps += T * E
            # GAE over the rollout, bootstrapped from the value of the next observation.
            _, next_value, _ = net.forward(norm(obs), masks)
            adv = np.zeros((T, E), np.float32)
            last = np.zeros(E, np.float32)
            for t in reversed(range(T)):
                nv = next_value if t == T - 1 else b_val[t + 1]
                nonterminal = 1.0 - b_done[t]
                delta = b_rew[t] + args.gamma * nv * nonterminal - b_val[t]
                last = delta + args.gamma * args.lam * nonterminal * last
                adv[t] = last
            batch = {
                "obs": b_obs.reshape(T * E, n_obs), "mask": b_mask.reshape(T * E, n_act),
                "act": b_act.reshape(-1), "logp": b_logp.reshape(-1),
                "adv": adv.reshape(-1), "ret": (adv + b_val).reshape(-1),
            }
            stats = ppo_update(net, batch, args, rng, args.lr)
            updates += 1
            returns_window = returns_window[-200:]
            wins_window = wins_window[-200:]
            row: Dict[str, Any] = {
                "update": updates, "steps": steps,
                "cpu_seconds": round(time.process_time() - cpu0, 1),
                "episodes": episodes,
                "train_win_rate": round(float(np.mean(wins_window)), 4) if wins_window else 0.0,
                "train_mean_return": round(float(np.mean(returns_window)), 4)
                if returns_window else 0.0,
                "eval_games": 0, "eval_score": "",
                "entropy": round(stats["entropy"], 4), "approx_kl": round(stats["approx_kl"], 5),
            }
            if args.curve_every and updates % args.curve_every == 0 and args.curve_games:
                res = nile.evaluate(make_policy(net, norm), args.game,
                                    opponents=args.opponents, games=args.curve_games,
                                    seed=1_000_000 + updates, players=args.players)
                row["eval_games"], row["eval_score"] = args.curve_games, round(res["score"], 4)
            rows.append(row)
            writer.writerow(row)
            fh.flush()
            print(f"update {updates} steps {steps} cpu {row['cpu_seconds']} s episodes "
                  f"{episodes} won {row['train_win_rate']:.3f} entropy {stats['entropy']:.3f}"
                  + (f" eval {row['eval_score']}" if row["eval_games"] else ""), flush=True)
    train_cpu = time.process_time() - cpu0
    train_wall = time.time() - wall0
    arrays: Dict[str, Any] = {"obs_mean": norm.mean, "obs_var": norm.var, **net.p}
    np.savez(os.path.join(args.out, "policy.npz"), **arrays)
    png = os.path.join(args.out, "curve.png")
    plotted = plot(rows, png, title) if rows else False

    # The final evaluation: seeds apart from the curve's, the seat rotating.
    table = []
    policy = make_policy(net, norm)
    for opp in [o for o in args.eval_opponents.split(",") if o]:
        c0 = time.process_time()
        res = nile.evaluate(policy, args.game, opponents=opp, games=args.eval_games,
                            seed=2_000_000_000 + args.seed, players=args.players)
        res["opponents"] = opp
        res["cpu_seconds"] = round(time.process_time() - c0, 1)
        table.append(res)
    print()
    print(f"trained {steps} learner steps ({episodes} games, {updates} updates) in "
          f"{train_cpu:.0f} s CPU ({train_wall:.0f} s wall)")
    print("| opponents | games | wins | draws | losses | score | 95% Wilson | mean margin |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for entry in table:
        lo, hi = entry["wilson"]
        print(f"| {entry['opponents']} | {entry['games']} | {entry['wins']} | "
              f"{entry['draws']} | {entry['losses']} | {entry['score']:.3f} | "
              f"{lo:.3f}–{hi:.3f} | {entry['mean_margin']:+.2f} |")
    print(f"curve: {csv_path}" + (f", {png}" if plotted else
                                  " (no plot: matplotlib is not installed)"))
    result: Dict[str, Any] = {
        "settings": vars(args),
        "train": {"steps": steps, "episodes": episodes, "updates": updates,
                  "cpu_seconds": round(train_cpu, 1), "wall_seconds": round(train_wall, 1)},
        "evaluation": table,
        "curve_csv": csv_path,
        "curve_png": png if plotted else None,
    }
    with open(os.path.join(args.out, "result.json"), "w") as fh:
        json.dump(result, fh, indent=2)
    return result


if __name__ == "__main__":
    main()
