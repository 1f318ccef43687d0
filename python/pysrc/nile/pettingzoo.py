"""Every nile game as a PettingZoo AEC environment.

::

    from nile.pettingzoo import env
    e = env("ra", players=4)
    e.reset(seed=42)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are ``player_0`` ... ``player_{n-1}`` (seat order). Each observation is a dict:
``observation`` (the engine's float32 tensor for that seat, only what it may know) and
``action_mask`` (int8 over the game's fixed action index, 1 where legal for the agent to
act, all zeros for the others). Chance nodes never reach the agents: the environment
resolves them with its own generator, seeded by ``reset(seed=...)``. The game may give
the same seat several turns in a row, or any seat next: ``agent_selection`` is always
the seat the engine says acts. Rewards are 0 until the end, then
:meth:`nile.Game.returns` (fraction of opponents beaten, ties half). ``render()`` returns
the board as text (``render_mode="ansi"``; with ``"human"`` it is also printed);
``info["legal_moves"]`` lists the acting seat's legal indices and ``info["text"]`` how
the last action read to each seat (the engine's ``describe``, before it was applied).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import nile

__all__ = ["NileAECEnv", "env", "raw_env"]


class NileAECEnv(AECEnv):
    """A PettingZoo AEC environment over any nile game."""

    metadata = {"render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        players: Optional[int] = None,
        options: Optional[Dict[str, Any]] = None,
        render_mode: Optional[str] = "ansi",
    ) -> None:
        """An environment for the nile game `game` with `players` seats and `options`
        (as :class:`nile.Game`); `render_mode` is ``"ansi"`` (the default: ``render()``
        returns the board as text), ``"human"`` (also printed) or ``None``."""
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.game_name = game
        self.options = dict(options or {})
        self._game = nile.Game(game, players=players, options=self.options)
        self.metadata = dict(self.metadata, name=f"nile_{self._game.name}")
        n = self._game.num_players
        self.possible_agents: List[str] = [f"player_{i}" for i in range(n)]
        self.agents = self.possible_agents[:]
        actions = self._game.num_distinct_actions
        shape = tuple(self._game.observation_shape)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, shape=shape, dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(actions,), dtype=np.int8),
            }
        )
        self._action_space = spaces.Discrete(actions)
        self.observation_spaces = {a: self._observation_space for a in self.possible_agents}
        self.action_spaces = {a: self._action_space for a in self.possible_agents}
        self._seed = 0
        self._fresh_state()

    def observation_space(self, agent: str) -> spaces.Space:
        """The observation space (the same for every agent)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        """The action space: the game's fixed action index."""
        return self.action_spaces[agent]

    @property
    def game(self) -> nile.Game:
        """The underlying :class:`nile.Game` (not a copy)."""
        return self._game

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _fresh_state(self) -> None:
        self._game = nile.Game(
            self.game_name,
            players=len(self.possible_agents),
            options=self.options,
            seed=self._seed,
        )
        self._game.resolve_chance()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        """Points `agent_selection` at the acting seat and fills its info."""
        player = self._game.current_player()
        if player >= 0:
            self.agent_selection = self.possible_agents[player]
            self.infos[self.agent_selection]["legal_moves"] = self._game.legal_actions()

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """Starts a new game; `seed` seeds the generator that resolves chance (without
        one, the previous seed plus one, so successive resets give different games)."""
        if seed is not None:
            self._seed = int(seed)
        else:
            self._seed += 1
        self._fresh_state()
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        """`agent`'s observation dict (``observation`` and ``action_mask``)."""
        seat = self._seat(agent)
        observation = self._game.observation_tensor(seat)
        if self._game.current_player() == seat:
            mask = self._game.legal_mask()
        else:
            mask = np.zeros(self._game.num_distinct_actions, np.int8)
        return {"observation": observation, "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        """Applies `action` (an index) for `agent_selection`, then resolves chance with
        the environment's generator. A finished agent must be stepped with ``None``."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        index = int(action)
        texts = {a: self._game.describe(index, self._seat(a)) for a in self.agents}
        self._game.apply(index)
        self._game.resolve_chance()
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        for a in self.agents:
            self.infos[a] = {"text": texts[a]}
        if self._game.is_terminal():
            returns = self._game.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self._seat(a)])
                self.terminations[a] = True
        else:
            self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        """The board as text (everything, as a spectator sees it); printed too in
        ``"human"`` mode. ``None`` without a render mode, as PettingZoo expects."""
        if self.render_mode is None:
            return None
        text = self._game.render()
        if self.render_mode == "human":
            print(text)
        return text

    def close(self) -> None:
        """Nothing to release."""


def raw_env(game: str, players: Optional[int] = None, **kwargs: Any) -> NileAECEnv:
    """The environment without wrappers."""
    return NileAECEnv(game, players=players, **kwargs)


def env(game: str, players: Optional[int] = None, **kwargs: Any) -> NileAECEnv:
    """The PettingZoo AEC environment for the nile game `game` (``nile.games()``)
    with `players` seats; keyword arguments: ``options`` (dict of the game's options)
    and ``render_mode`` (``"ansi"`` or ``"human"``)."""
    return raw_env(game, players=players, **kwargs)
