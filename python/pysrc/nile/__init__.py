"""nile: rules engines for Egyptian-themed board games, from Python.

Every game registered in the Rust crate ``nile`` (``nile.games()``) is reachable by name
through one class, :class:`nile.Game`, with no per-game Python code::

    import nile
    game = nile.Game("ra", players=4, seed=7)
    while not game.is_terminal():
        if game.is_chance_node():
            game.sample_chance()
        else:
            game.apply(game.legal_actions()[0])
    print(game.scores(), game.returns())

Front ends built on it: :mod:`nile.pettingzoo` (AEC environments),
:mod:`nile.openspiel` (every game registered as the OpenSpiel game ``nile_<name>``),
:func:`nile.play_batch` (many games inside Rust, the GIL released),
:class:`nile.VectorEnv` (N games stepped per call with NumPy arrays, optionally from one
seat against bots), :class:`nile.Agent` (nile's bots by seat spec or level),
:class:`nile.SeatEnv` (one game from one seat, the other seats played by bots),
:func:`nile.evaluate` (a policy against bots, seats rotating) and :mod:`nile.gym`
(Gymnasium environments ``nile/<game>-v0``, registered on import when gymnasium is
installed).
"""

from ._nile import (
    CHANCE,
    TERMINAL,
    Agent,
    Game,
    GameOverError,
    IllegalActionError,
    InvalidAgentError,
    InvalidConfigError,
    InvalidStateError,
    NileError,
    NotYourTurnError,
    ParseActionError,
    SeatEnv,
    VectorEnv,
    game_info,
    games,
    levels,
    play_batch,
    replay,
)
from ._evaluate import evaluate, wilson

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Agent",
    "Game",
    "GameOverError",
    "IllegalActionError",
    "InvalidAgentError",
    "InvalidConfigError",
    "InvalidStateError",
    "NileError",
    "NotYourTurnError",
    "ParseActionError",
    "SeatEnv",
    "VectorEnv",
    "evaluate",
    "game_info",
    "games",
    "levels",
    "play_batch",
    "replay",
    "wilson",
]

# Gymnasium is optional: with it installed, nile/<game>-v0 is registered for every game.
try:
    import gymnasium as _gymnasium  # noqa: F401
except ImportError:  # pragma: no cover - depends on the environment
    pass
else:
    from . import gym as gym

    gym.register_envs()

__version__ = "0.1.0"
