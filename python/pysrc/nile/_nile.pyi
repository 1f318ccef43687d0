"""Type stubs for nile's Rust extension module (``nile._nile``)."""

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

#: OpenSpiel's id for the chance player, returned by ``Game.current_player``.
CHANCE: int
#: OpenSpiel's id for a finished game, returned by ``Game.current_player``.
TERMINAL: int

class NileError(ValueError):
    """Any error nile's Rust engines return; the message is the Rust error's sentence."""

    #: The sentence in every language nile speaks, by tag: ``{"en": ..., "pt-BR": ...}``
    #: (``str(e)`` is the English one). A mistake in the calling program's own call is a
    #: diagnostic, the same English under every tag.
    texts: dict[str, str]

class GameOverError(NileError):
    """The game is over, so no more actions can be taken."""

class NotYourTurnError(NileError):
    """The action came from a seat whose turn it is not."""

class IllegalActionError(NileError):
    """The action is not legal now."""

class InvalidConfigError(NileError):
    """The configuration cannot start a game (seat count, options, game name, seat)."""

class InvalidStateError(NileError):
    """A state, log or request was malformed or broke the game's invariants."""

class InvalidAgentError(NileError):
    """A seat spec names no agent or its knobs are wrong."""

class ParseActionError(NileError):
    """Text (or an index) could not be read as an action."""

def games() -> List[str]:
    """The names of every registered game, in the registry's order."""

def game_info(name: str, lang: Optional[str] = None) -> Dict[str, Any]:
    """A game's summary: name, title, summary, min_players, max_players, options; the
    words in `lang` (``"en"``, the default, or ``"pt-BR"``)."""

def replay(json: str) -> Game:
    """Replays a match log and returns the final state (history and seed from the log)."""

def levels(game: str) -> List[str]:
    """The level names (``easy``, ``medium``, ``hard``) ``Agent`` accepts for `game`."""

def play_batch(
    name: str,
    games: int,
    players: Optional[int] = None,
    options: Optional[Mapping[str, Any]] = None,
    agents: Optional[Sequence[str]] = None,
    seed: int = 1,
    threads: int = 1,
    first: int = 0,
) -> Dict[str, np.ndarray]:
    """Plays `games` games inside Rust with the GIL released; returns ``scores``
    (int32, games x players), ``ranks`` (uint8), ``returns`` (float64) and ``steps``
    (int64, player decisions per game). Game `g` (numbered from `first`) draws from
    stream `g` of `seed`, as the CLI's ``simulate`` does."""

class Game:
    """A game state of any registered game; actions are indices into its fixed index."""

    def __init__(
        self,
        name: str,
        players: Optional[int] = None,
        options: Optional[Mapping[str, Any]] = None,
        seed: int = 0,
    ) -> None: ...
    @staticmethod
    def from_json(name: str, json: str, seed: int = 0) -> Game:
        """A state read from JSON (no history)."""
    @staticmethod
    def from_log(json: str) -> Game:
        """The final state of a match log."""
    @property
    def name(self) -> str:
        """The game's machine name."""
    @property
    def title(self) -> str:
        """The name people write."""
    @property
    def num_players(self) -> int:
        """The number of seats."""
    @property
    def seed(self) -> int:
        """The seed of this state's chance generator."""
    @property
    def num_distinct_actions(self) -> int:
        """The size of the fixed action index."""
    @property
    def observation_shape(self) -> Tuple[int, ...]:
        """The shape of ``observation_tensor``."""
    @property
    def max_game_length(self) -> Optional[int]:
        """An upper bound on the steps (chance included) of a game."""
    @property
    def has_typed_support(self) -> bool:
        """Whether logs and action JSON are available for this game in this build."""
    def config_json(self) -> str:
        """The configuration as JSON."""
    def current_player(self) -> int:
        """The acting seat, ``CHANCE`` (-1) or ``TERMINAL`` (-4)."""
    def is_chance_node(self) -> bool:
        """Whether a chance outcome is due."""
    def is_terminal(self) -> bool:
        """Whether the game is over."""
    def legal_actions(self) -> List[int]:
        """The acting seat's legal actions, ascending."""
    def legal_actions_text(self) -> List[str]:
        """The legal actions' texts."""
    def legal_mask(self) -> npt.NDArray[np.int8]:
        """1 where an action is legal now."""
    def chance_outcomes(self) -> List[Tuple[int, float]]:
        """(index, probability) pairs at a chance node."""
    def spiel_legal_actions(self, player: Optional[int] = None) -> List[int]:
        """OpenSpiel's legal actions (chance outcomes at a chance node)."""
    def action_text(self, index: int, lang: Optional[str] = None) -> str:
        """The text of an action; with `lang` (``"pt-BR"``), its own text in that
        language."""
    def action_string(self, player: int, action: int) -> str:
        """OpenSpiel's ``action_to_string(player, action)``."""
    def action_json(self, index: int) -> str:
        """The serde JSON of an action, as a match log stores it."""
    def parse_action(self, text: str, lang: Optional[str] = None) -> int:
        """The index of an action given as text; with `lang`, also a legal action's text
        as that language (or English) lists it."""
    def describe(
        self, index: int, viewer: Union[int, str, None] = None, lang: Optional[str] = None
    ) -> str:
        """How the action, about to be applied, reads to `viewer`: a seat number,
        ``"spectator"`` (someone at no seat) or ``None`` (one who sees everything); in
        `lang` (``"en"``, the default, or ``"pt-BR"``)."""
    def narrate(
        self,
        before: Game,
        index: int,
        viewer: Union[int, str, None] = None,
        lang: Optional[str] = None,
    ) -> List[str]:
        """What happened by itself when action `index` took `before` (a copy from just
        before it) to this state, one line per event, as `viewer` reads it, in `lang`."""
    def apply(self, index: int) -> None:
        """Applies an action (player's or chance outcome)."""
    def apply_text(self, text: str) -> int:
        """Applies an action given as text; returns its index."""
    def sample_chance(self) -> int:
        """Draws and applies a chance outcome; returns its index."""
    def resolve_chance(self) -> int:
        """Samples chance until a seat acts or the game ends; returns how many."""
    def observation_json(self, player: int) -> str:
        """Seat `player`'s observation as JSON."""
    def observation(self, player: int) -> Any:
        """Seat `player`'s observation as a dict."""
    def public_observation_json(self) -> str:
        """A spectator's observation as JSON: every seat's private information hidden."""
    def public_observation(self) -> Any:
        """A spectator's observation as a dict."""
    def observation_tensor(self, player: Optional[int] = None) -> npt.NDArray[np.float32]:
        """Seat `player`'s observation tensor, shaped ``observation_shape``."""
    def render(self, viewer: Union[int, str, None] = None, lang: Optional[str] = None) -> str:
        """The position as text for `viewer` (a seat number, ``"spectator"``, ``None``:
        everything), in `lang` (``"en"``, the default, or ``"pt-BR"``)."""
    def scores(self) -> List[int]:
        """Every seat's score."""
    def returns(self) -> List[float]:
        """Every seat's return (0 until over)."""
    def outcome(self) -> Optional[Dict[str, List[int]]]:
        """``{"scores", "ranks"}`` once over."""
    def to_json(self) -> str:
        """The state as JSON."""
    def clone(self) -> Game:
        """A copy."""
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, memo: Any) -> Game: ...
    def determinize(self, observer: int, seed: int = 0) -> Game:
        """A copy with what `observer` cannot know resampled."""
    def check_invariants(self) -> None:
        """Raises ``InvalidStateError`` if an invariant is broken."""
    def history(self) -> Optional[List[int]]:
        """Every action since the start, or None."""
    def viewer_history(self, player: int) -> List[str]:
        """How every action so far read to seat `player`."""
    def move_number(self) -> Optional[int]:
        """The number of actions since the start, or None."""
    def log_json(self, seats: Optional[Sequence[str]] = None) -> str:
        """The match log the CLI's ``replay`` reads."""
    def __reduce__(self) -> Any: ...
    @staticmethod
    def _from_parts(
        name: str,
        json: str,
        seed: int,
        history: Optional[List[int]],
        seats: Optional[List[str]],
    ) -> Game: ...

class Agent:
    """A bot of one game from a seat spec or level; it chooses on a determinization
    for the acting seat, with the GIL released."""

    def __init__(
        self, game: str, spec: str, seed: int = 0, think_cap: Optional[float] = None
    ) -> None: ...
    @property
    def game(self) -> str:
        """The game's machine name."""
    @property
    def spec(self) -> str:
        """The spec or level the agent was made from."""
    @property
    def seed(self) -> int:
        """The agent's seed."""
    @property
    def name(self) -> str:
        """The agent's name in reports."""
    def choose(self, game: Game, player: Optional[int] = None) -> int:
        """The acting seat's move as an action index; raises ``NotYourTurnError`` at a
        chance node or another seat's turn, ``GameOverError`` once over."""

class SeatEnv:
    """One game seen from the learner's seat, the other seats played by bots in Rust."""

    def __init__(
        self,
        name: str,
        players: Optional[int] = None,
        options: Optional[Mapping[str, Any]] = None,
        opponents: Union[str, Sequence[str], None] = None,
        seat: Union[int, str, None] = None,
        seed: int = 0,
        think_cap: Optional[float] = None,
    ) -> None: ...
    def reset(self, seed: Optional[int] = None) -> int:
        """Starts an episode; returns the learner's seat."""
    def step(self, index: int) -> bool:
        """Plays the learner's action and the opponents; returns whether it is over."""
    @property
    def seat(self) -> int:
        """The learner's seat."""
    @property
    def name(self) -> str:
        """The game's machine name."""
    @property
    def num_players(self) -> int:
        """The number of seats."""
    @property
    def num_distinct_actions(self) -> int:
        """The size of the action index."""
    @property
    def observation_shape(self) -> Tuple[int, ...]:
        """The observation tensor's shape."""
    def is_over(self) -> bool:
        """Whether the episode's game is over."""
    def observation(self) -> npt.NDArray[np.float32]:
        """The learner's observation tensor."""
    def mask(self) -> npt.NDArray[np.int8]:
        """1 where the learner's action is legal now."""
    def returns(self) -> List[float]:
        """Every seat's return (0 until over)."""
    def reward(self) -> float:
        """The learner's return (0 until over)."""
    def scores(self) -> List[int]:
        """Every seat's score."""
    def render(self, viewer: Union[int, str, None] = None) -> str:
        """The position as seat `viewer` (default: the learner) sees it."""
    def game(self) -> Game:
        """A copy of the episode's game."""

class VectorEnv:
    """N games of one kind stepped together with NumPy arrays."""

    def __init__(
        self,
        name: str,
        num_envs: int,
        players: Optional[int] = None,
        options: Optional[Mapping[str, Any]] = None,
        seed: int = 0,
        opponents: Union[str, Sequence[str], None] = None,
        seat: Union[int, str, None] = None,
        threads: int = 0,
        think_cap: Optional[float] = None,
    ) -> None: ...
    def seats(self) -> Optional[List[int]]:
        """The learner's seat in each game, with opponents."""
    @property
    def name(self) -> str:
        """The game's machine name."""
    @property
    def num_envs(self) -> int:
        """The number of games."""
    @property
    def num_players(self) -> int:
        """Seats per game."""
    @property
    def num_distinct_actions(self) -> int:
        """The width of ``mask``."""
    @property
    def observation_shape(self) -> Tuple[int, ...]:
        """One game's observation shape."""
    def reset(self, seed: Optional[int] = None) -> Dict[str, np.ndarray]:
        """Restarts every game; returns ``obs``, ``mask``, ``player``."""
    def step(self, actions: npt.NDArray[np.int64]) -> Dict[str, np.ndarray]:
        """Steps every game; returns ``obs``, ``mask``, ``player``, ``rewards``, ``done``
        (and ``reward``, the learner's, with opponents)."""
    def game(self, i: int) -> Game:
        """A copy of game `i`."""
