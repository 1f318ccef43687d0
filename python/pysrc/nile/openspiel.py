"""Every nile game as an OpenSpiel game named ``nile_<name>``.

Importing this module registers, with ``pyspiel.register_game``, one OpenSpiel Python
game per game in ``nile.games()``, so that::

    import nile.openspiel  # registers nile_ra, ...
    import pyspiel
    game = pyspiel.load_game("nile_ra", {"players": 4})

works, and OpenSpiel's algorithms (MCTS, random simulation, CFR on small games, ...)
run on nile games. Nothing here names a game: a game added to the Rust registry is
registered on the next import.

The mapping:

- actions are the game's fixed action index (``num_distinct_actions``), chance outcomes
  included (``max_chance_outcomes`` is the same size); chance is explicit
  (``EXPLICIT_STOCHASTIC``) with the engine's exact probabilities;
- parameters: ``players`` (default: two if the game allows it, else its fewest) and every
  option the game declares (``nile.game_info(name)["options"]``): a bool when its values
  are ``true``/``false``, an int when they are integers, else a string;
- returns are :meth:`nile.Game.returns`: the fraction of opponents beaten, ties counting
  half, so a game with ``n >= 2`` seats is constant-sum (sum ``n / 2``); utilities lie in
  ``[0, 1]``. A game that allows one seat is declared general-sum;
- observation string: the seat's observation JSON; observation tensor: the engine's flat
  observation tensor (``nile.Game.observation_tensor``);
- information-state string: the seat, how every action so far read to that seat
  (``nile.Game.viewer_history``, the engine's ``describe``), then the observation JSON:
  a perfect-recall view. The information-state tensor is the observation tensor (not
  perfect recall: algorithms that need a perfect-recall tensor should use the string).

The state class is a thin wrapper: each method is one call into the Rust object, which
caches the legal actions of its current state and returns plain lists of ints (no JSON
on the hot path). Called from Python, ``legal_actions`` and ``apply_action`` go to the
engine directly; OpenSpiel's C++ reaches the same engine calls through
``_legal_actions`` and ``_apply_action``. The engine keeps the record of every action
either way, and ``history()``, ``history_str()`` and ``move_number()`` read it. One
caveat: OpenSpiel's C++-side history (``full_history()``, C++ code calling
``State::History()``) does not see actions applied from Python.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import numpy as np
import pyspiel

import nile

#: The prefix of every registered game's OpenSpiel name.
PREFIX = "nile_"

_REGISTERED: Dict[str, Any] = {}


def _default_players(info: Dict[str, Any]) -> int:
    return max(info["min_players"], min(2, info["max_players"]))


def _is_int(text: str) -> bool:
    try:
        int(text)
    except ValueError:
        return False
    return True


def _option_default(option: Dict[str, Any]) -> Any:
    """An option's default typed as OpenSpiel will parse it back from a game string
    (``nile_tekhenu(challenge=true)``): a bool when every value is ``true``/``false``, an
    int when every value is an integer, else a string."""
    values = list(option["values"]) or [option["default"]]
    default = option["default"]
    if all(v in ("true", "false") for v in values):
        return default == "true"
    if all(_is_int(v) for v in values) and _is_int(default):
        return int(default)
    return str(default)


def _option_text(value: Any) -> str:
    """An OpenSpiel parameter value as the text nile's options read."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _game_type(info: Dict[str, Any]) -> "pyspiel.GameType":
    params: Dict[str, Any] = {"players": _default_players(info)}
    for option in info["options"]:
        params[option["key"]] = _option_default(option)
    solo = info["min_players"] == 1
    return pyspiel.GameType(
        short_name=PREFIX + info["name"],
        long_name=f"nile {info['title']}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.GENERAL_SUM
            if solo
            else pyspiel.GameType.Utility.CONSTANT_SUM
        ),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info["max_players"],
        min_num_players=info["min_players"],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=params,
    )


class NileGame(pyspiel.Game):
    """An OpenSpiel game over one nile game kind (subclassed per game by
    :func:`register`; the subclass sets ``nile_name``)."""

    nile_name: str = ""

    def __init__(self, params: Optional[Dict[str, Any]] = None) -> None:
        """Creates the game from OpenSpiel parameters (``players`` and the game's
        declared options)."""
        info = nile.game_info(self.nile_name)
        params = dict(params or {})
        players = int(params.get("players", _default_players(info)))
        # OpenSpiel fills in every parameter's default; only the options set to something
        # else go to nile (a default may not apply to every seat count).
        options = {
            o["key"]: _option_text(params[o["key"]])
            for o in info["options"]
            if o["key"] in params and _option_text(params[o["key"]]) != o["default"]
        }
        #: A fresh nile state every new state is cloned from.
        self.proto = nile.Game(self.nile_name, players=players, options=options)
        actions = self.proto.num_distinct_actions
        length = self.proto.max_game_length or 100_000
        solo = info["min_players"] == 1
        game_info = pyspiel.GameInfo(
            num_distinct_actions=actions,
            max_chance_outcomes=actions,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None if solo else players / 2.0,
            max_game_length=min(length, 2**31 - 1),
        )
        super().__init__(_REGISTERED[self.nile_name], game_info, params)

    def new_initial_state(self, *args: Any) -> "NileState":
        """A state at the start of a game (chance first when the game deals)."""
        return NileState(self)

    def make_py_observer(
        self,
        iig_obs_type: Optional["pyspiel.IIGObservationType"] = None,
        params: Optional[Dict[str, Any]] = None,
    ) -> "NileObserver":
        """An observer: perfect recall for information states, else the observation."""
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return NileObserver(self.proto, perfect_recall=recall)


class NileState(pyspiel.State):
    """An OpenSpiel state wrapping a :class:`nile.Game` (attribute ``_g``)."""

    def __init__(self, game: NileGame, inner: Optional[nile.Game] = None) -> None:
        """A fresh state of `game` (or one wrapping `inner`)."""
        super().__init__(game)
        self._g = inner if inner is not None else game.proto.clone()

    def current_player(self) -> int:
        """The acting seat, ``PlayerId.CHANCE`` or ``PlayerId.TERMINAL``."""
        return self._g.current_player()

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self._g.is_terminal()

    def is_chance_node(self) -> bool:
        """Whether a chance outcome is due."""
        return self._g.is_chance_node()

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        """The chance outcomes as ``(action, probability)``, ascending."""
        return self._g.chance_outcomes()

    def returns(self) -> List[float]:
        """Every seat's return (0 until the game is over)."""
        return self._g.returns()

    def legal_actions(self, player: Optional[int] = None) -> List[int]:
        """The legal actions of `player` (default: whoever acts), ascending; at a chance
        node the chance outcomes' actions (as OpenSpiel's ``legal_actions``). Answered
        by the engine directly: a query, so OpenSpiel's C++ bookkeeping is not needed."""
        return self._g.spiel_legal_actions(player)

    def apply_action(self, action: int) -> None:
        """Applies `action` (a player's or a chance outcome); an illegal one raises
        ``nile.NileError`` and changes nothing. Called from Python, it goes to the engine
        directly (OpenSpiel's C++ ``apply_action`` would reach it through two virtual
        calls back into Python); ``history()``, ``history_str()`` and ``move_number()``
        read the engine's record, which every path keeps."""
        self._g.apply(action)

    def history(self) -> List[int]:
        """Every action applied so far, chance outcomes included."""
        return self._g.history() or []

    def history_str(self) -> str:
        """The history as OpenSpiel writes it (actions joined by ``", "``)."""
        return ", ".join(str(a) for a in self.history())

    def move_number(self) -> int:
        """The number of actions applied so far."""
        return self._g.move_number() or 0

    def _legal_actions(self, player: int) -> List[int]:
        """`player`'s legal actions, ascending (OpenSpiel's C++ side calls this)."""
        return self._g.spiel_legal_actions(player)

    def _apply_action(self, action: int) -> None:
        """Applies `action` (OpenSpiel's C++ side calls this from ``apply_action``)."""
        self._g.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        """The action's text."""
        return self._g.action_text(action)

    def nile_game(self) -> nile.Game:
        """The wrapped :class:`nile.Game` (not a copy)."""
        return self._g

    def __str__(self) -> str:
        """The whole position as text."""
        return self._g.render()


class NileObserver:
    """OpenSpiel's Python observer interface over a nile game: ``tensor`` and ``dict``
    (one entry, ``"observation"``, the engine's tensor in its shape)."""

    def __init__(self, proto: nile.Game, perfect_recall: bool) -> None:
        """An observer for states shaped like `proto`."""
        shape = tuple(proto.observation_shape)
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state: NileState, player: int) -> None:
        """Fills ``tensor`` with `player`'s observation of `state`."""
        self.tensor[:] = state._g.observation_tensor(player).ravel()

    def string_from(self, state: NileState, player: int) -> str:
        """`player`'s observation (or, with perfect recall, information state) as text."""
        observation = state._g.observation_json(player)
        if not self.perfect_recall:
            return observation
        try:
            seen = state._g.viewer_history(player)
        except nile.InvalidStateError:
            seen = []
        return "\n".join([f"seat {player}", *seen, observation])


def register(name: str) -> str:
    """Registers the nile game `name` as the OpenSpiel game ``nile_<name>`` (once) and
    returns its OpenSpiel name."""
    if name not in _REGISTERED:
        info = nile.game_info(name)
        game_type = _game_type(info)
        _REGISTERED[name] = game_type
        cls = type(f"NileGame_{name}", (NileGame,), {"nile_name": name})
        pyspiel.register_game(game_type, cls)
    return PREFIX + name


def register_all() -> List[str]:
    """Registers every game in ``nile.games()``; returns their OpenSpiel names."""
    return [register(name) for name in nile.games()]


def load_game(name: str, params: Optional[Dict[str, Any]] = None) -> "pyspiel.Game":
    """``pyspiel.load_game("nile_<name>", params)`` after registering (accepts the
    nile name or the OpenSpiel name)."""
    short = name[len(PREFIX):] if name.startswith(PREFIX) else name
    return pyspiel.load_game(register(short), params or {})


register_all()
