"""Gymnasium environments: one per registered game, ``nile/<game>-v0``.

The learner plays one seat; the other seats are played by nile's bots inside Rust
between the learner's turns (each on a determinization for its own seat, so no bot sees
the learner's hidden information), and chance is resolved inside too::

    import gymnasium
    import nile  # registers nile/<game>-v0 for every game when gymnasium is installed

    env = gymnasium.make("nile/imhotep-v0", players=2, opponents="easy", seat="random")
    obs, info = env.reset(seed=0)
    done = False
    while not done:
        action = env.action_space.sample()  # a legal action: see LegalDiscrete
        obs, reward, done, truncated, info = env.step(action)

The observation is the learner's seat's tensor (``Box``, float32), the action space is
``Discrete(num_distinct_actions)``, ``info["action_mask"]`` (int8) and
``action_masks()`` (bool, what sb3-contrib's ``MaskablePPO`` reads) mark the legal
actions, and the reward is the learner's return (``Game.returns``) when the game ends,
0 before. A masked-out action raises :class:`nile.IllegalActionError` and changes
nothing (with ``illegal_action="lose"`` it ends the episode with reward -1 instead,
``info["illegal_action"]`` set: what ``gymnasium.utils.env_checker.check_env`` needs, as
it draws the action of its step-determinism check before resetting to another state).
``reward_shaping=w`` (off by default) adds, at every step, ``w`` times the
change in the learner's score margin over the best other seat (``Game.scores``); its sum
over an episode is ``w`` times the final margin.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from ._nile import SeatEnv, game_info, games

__all__ = ["LegalDiscrete", "NileEnv", "env_id", "register_envs"]


class LegalDiscrete(spaces.Discrete):
    """``Discrete(n)`` whose ``sample()`` without a mask draws a legal action: the
    environment keeps ``legal`` (an int8 mask) up to date after every reset and step."""

    def __init__(self, n: int, seed: Optional[int] = None) -> None:
        super().__init__(n, seed=seed)
        self.legal = np.zeros(n, dtype=np.int8)

    def sample(self, mask: Any = None, **kwargs: Any) -> np.int64:
        """A uniformly drawn legal action (or per `mask`, as ``Discrete.sample``)."""
        if mask is None and not kwargs and self.legal.any():
            mask = self.legal
        return super().sample(mask=mask, **kwargs)


def env_id(game: str) -> str:
    """The Gymnasium id of a game's environment: ``nile/<game>-v0``."""
    return f"nile/{game}-v0"


class NileEnv(gymnasium.Env):  # type: ignore[misc]
    """One game of `game` from the learner's seat, the other seats played by bots.

    `illegal_action` is ``"raise"`` (a masked-out action raises
    ``nile.IllegalActionError``) or ``"lose"`` (it ends the episode with reward -1).
    `opponents` is a seat spec or level (``nile.levels(game)``) for every other seat,
    or a list of them, one per other seat in seat order; `seat` is the learner's seat
    or ``"random"`` (drawn each episode from the reset seed); `think_cap` caps every
    opponent move at that many seconds of CPU; `reward_shaping` weighs the shaped
    reward (see the module docs); `options` are the game's options (as ``nile.Game``).
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: str,
        players: Optional[int] = None,
        opponents: Union[str, Sequence[str]] = "hard",
        seat: Union[int, str] = "random",
        options: Optional[Dict[str, Any]] = None,
        think_cap: Optional[float] = None,
        reward_shaping: float = 0.0,
        illegal_action: str = "raise",
        render_mode: Optional[str] = None,
    ) -> None:
        if illegal_action not in ("raise", "lose"):
            raise ValueError(f"illegal_action {illegal_action!r} is not 'raise' or 'lose'")
        self.illegal_action = illegal_action
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r} is not one of ['ansi']")
        self.game_name = game
        self.render_mode = render_mode
        self.reward_shaping = float(reward_shaping)
        opp: Union[str, List[str]] = opponents if isinstance(opponents, str) else list(opponents)
        self._env = SeatEnv(
            game,
            players=players,
            options=options,
            opponents=opp,
            seat=seat,
            seed=0,
            think_cap=think_cap,
        )
        shape = tuple(self._env.observation_shape)
        self.observation_space = spaces.Box(-np.inf, np.inf, shape=shape, dtype=np.float32)
        self.action_space = LegalDiscrete(self._env.num_distinct_actions)
        self._mask = self._env.mask()
        self._margin = 0.0

    @property
    def seat(self) -> int:
        """The learner's seat in this episode."""
        return int(self._env.seat)

    @property
    def num_players(self) -> int:
        """The number of seats."""
        return int(self._env.num_players)

    def _margin_now(self) -> float:
        scores = self._env.scores()
        mine = scores[self._env.seat]
        others = [s for p, s in enumerate(scores) if p != self._env.seat]
        return float(mine - max(others)) if others else float(mine)

    def _refresh(self) -> Dict[str, Any]:
        self._mask = self._env.mask()
        self.action_space.legal = self._mask.copy()
        return {"action_mask": self._mask.copy(), "seat": self.seat}

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple[npt.NDArray[np.float32], Dict[str, Any]]:
        """Starts an episode; the episode (chance, drawn seat, opponents' seeds) is fixed
        by the seed of ``self.np_random``, reseeded when `seed` is given."""
        super().reset(seed=seed)
        episode = int(self.np_random.integers(0, 2**63 - 1))
        self._env.reset(seed=episode)
        self._margin = self._margin_now()
        return self._env.observation(), self._refresh()

    def step(
        self, action: Any
    ) -> Tuple[npt.NDArray[np.float32], float, bool, bool, Dict[str, Any]]:
        """Plays the learner's `action`, then the opponents until the learner's next
        decision or the end. A masked-out action raises ``nile.IllegalActionError``
        (with ``illegal_action="lose"``: ends the episode with reward -1 instead)."""
        if self.illegal_action == "lose":
            a = int(action)
            if not (0 <= a < len(self._mask)) or not self._mask[a]:
                info = {"action_mask": np.zeros_like(self._mask), "seat": self.seat,
                        "illegal_action": True}
                self._mask = info["action_mask"].copy()
                self.action_space.legal = self._mask.copy()
                return self._env.observation(), -1.0, True, False, info
        done = self._env.step(int(action))
        reward = float(self._env.reward()) if done else 0.0
        if self.reward_shaping:
            margin = self._margin_now()
            reward += self.reward_shaping * (margin - self._margin)
            self._margin = margin
        info = self._refresh()
        if done:
            info["returns"] = self._env.returns()
            info["scores"] = self._env.scores()
        return self._env.observation(), reward, bool(done), False, info

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions now, as booleans (what sb3-contrib's MaskablePPO reads)."""
        return self._mask.astype(bool)

    def render(self) -> Optional[str]:  # type: ignore[override]
        """The position as the learner's seat sees it (``render_mode="ansi"``)."""
        if self.render_mode == "ansi":
            return str(self._env.render())
        return None

    def game(self) -> Any:
        """A copy of the current state as a ``nile.Game`` (no history)."""
        return self._env.game()


def register_envs() -> List[str]:
    """Registers ``nile/<game>-v0`` for every game in ``nile.games()`` (those not yet
    registered); returns the ids."""
    ids = []
    for name in games():
        gid = env_id(name)
        if gid not in gymnasium.registry:
            info = game_info(name)
            gymnasium.register(
                id=gid,
                entry_point="nile.gym:NileEnv",
                kwargs={"game": info["name"]},
                disable_env_checker=False,
            )
        ids.append(gid)
    return ids
