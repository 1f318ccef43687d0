"""``nile.evaluate``: a policy against nile's bots over many games, seats rotating."""

from __future__ import annotations

import math
from typing import Any, Callable, Dict, Optional, Sequence, Union

import numpy as np

from ._nile import Agent, SeatEnv

#: z for a two-sided 95% interval.
Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> "tuple[float, float]":
    """The Wilson score interval of a rate of `successes` in `n` trials."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


Policy = Union[str, Agent, Callable[[np.ndarray, np.ndarray], int]]


def evaluate(
    policy: Policy,
    game: str,
    opponents: Union[str, Sequence[str]] = "hard",
    games: int = 100,
    seed: int = 0,
    players: Optional[int] = None,
    options: Optional[Dict[str, Any]] = None,
    think_cap: Optional[float] = None,
) -> Dict[str, Any]:
    """Plays `games` games of `game`: `policy` at one seat, `opponents` (a seat spec or
    level, or one per other seat) at the others, the policy's seat rotating (game `g`
    at seat ``g % players``), game `g` fixed by ``seed + g``.

    `policy` is a ``nile.Agent``, a seat spec or level (an agent seeded with `seed`), or
    a callable ``policy(observation, action_mask) -> action index`` given the seat's
    observation tensor and its int8 legal mask (it never sees the hidden truth).

    Returns ``games``, ``wins`` (first place alone), ``draws`` (first place shared),
    ``losses``, ``score`` ((wins + draws / 2) / games), ``wilson`` (the 95% Wilson
    interval of ``score``) and ``mean_margin`` (the policy's score minus the best other
    seat's, averaged).
    """
    agent: Optional[Agent] = None
    chooser: Optional[Callable[[np.ndarray, np.ndarray], int]] = None
    if isinstance(policy, str):
        agent = Agent(game, policy, seed=seed)
    elif isinstance(policy, Agent):
        agent = policy
    elif callable(policy):
        chooser = policy
    else:
        raise TypeError("policy must be a nile.Agent, a seat spec or a callable")
    opp: Any = opponents if isinstance(opponents, str) else list(opponents)
    envs: list = []
    wins = draws = losses = 0
    margins = []
    for g in range(games):
        if not envs:
            first = SeatEnv(game, players=players, options=options, opponents=opp,
                            seat=0, seed=seed, think_cap=think_cap)
            envs = [first] + [
                SeatEnv(game, players=players, options=options, opponents=opp,
                        seat=s, seed=seed, think_cap=think_cap)
                for s in range(1, first.num_players)
            ]
        env = envs[g % len(envs)]
        env.reset(seed=seed + g)
        while not env.is_over():
            if agent is not None:
                action = agent.choose(env.game())
            else:
                assert chooser is not None
                action = int(chooser(env.observation(), env.mask()))
            env.step(action)
        seat = env.seat
        outcome = env.game().outcome()
        ranks = outcome["ranks"]
        firsts = sum(1 for r in ranks if r == 0)
        if ranks[seat] == 0 and firsts == 1:
            wins += 1
        elif ranks[seat] == 0:
            draws += 1
        else:
            losses += 1
        scores = outcome["scores"]
        others = [s for p, s in enumerate(scores) if p != seat]
        margins.append(scores[seat] - max(others))
    score = (wins + draws / 2) / games if games else 0.0
    return {
        "games": games,
        "wins": wins,
        "draws": draws,
        "losses": losses,
        "score": score,
        "wilson": wilson(wins + draws / 2, games),
        "mean_margin": float(np.mean(margins)) if margins else 0.0,
    }
