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
:func:`nile.play_batch` (many games inside Rust, the GIL released) and
:class:`nile.VectorEnv` (N games stepped per call with NumPy arrays).
"""

from ._nile import (
    CHANCE,
    TERMINAL,
    Game,
    GameOverError,
    IllegalActionError,
    InvalidAgentError,
    InvalidConfigError,
    InvalidStateError,
    NileError,
    NotYourTurnError,
    ParseActionError,
    VectorEnv,
    game_info,
    games,
    play_batch,
    replay,
)

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Game",
    "GameOverError",
    "IllegalActionError",
    "InvalidAgentError",
    "InvalidConfigError",
    "InvalidStateError",
    "NileError",
    "NotYourTurnError",
    "ParseActionError",
    "VectorEnv",
    "game_info",
    "games",
    "play_batch",
    "replay",
]

__version__ = "0.1.0"
