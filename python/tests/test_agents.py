"""nile.Agent, nile.levels and nile.evaluate."""

import random

import pytest

import nile
from conftest import seat_counts


def to_decision(game, rng, steps):
    """Plays random moves for `steps` decisions; returns whether a seat is to act."""
    for _ in range(steps):
        game.resolve_chance()
        if game.is_terminal():
            return False
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    game.resolve_chance()
    return not game.is_terminal()


def test_levels_name_every_level(name):
    assert nile.levels(name) == ["easy", "medium", "hard"]
    with pytest.raises(nile.InvalidConfigError):
        nile.levels("no-such-game")


def test_agent_accepts_specs_and_levels(name):
    game = nile.Game(name, seed=1)
    game.resolve_chance()
    for spec in ["random", "greedy", "mcts:50", "easy", "medium"]:
        agent = nile.Agent(name, spec, seed=3)
        assert agent.game == name and agent.spec == spec
        assert agent.choose(game) in game.legal_actions()
    with pytest.raises(nile.InvalidAgentError):
        nile.Agent(name, "mtcs:5")
    with pytest.raises(nile.InvalidAgentError, match="think_cap"):
        nile.Agent(name, "greedy", think_cap=-1.0)


def test_hard_with_a_think_cap_answers_quickly(name):
    game = nile.Game(name, seed=2)
    game.resolve_chance()
    agent = nile.Agent(name, "hard", seed=1, think_cap=0.02)
    assert agent.choose(game) in game.legal_actions()


def test_agent_is_deterministic_for_a_seed(name):
    """Two agents of the same spec and seed pick the same moves over a whole game."""
    game = nile.Game(name, seed=4)
    a, b = nile.Agent(name, "mcts:60", seed=9), nile.Agent(name, "mcts:60", seed=9)
    moves = 0
    while True:
        game.resolve_chance()
        if game.is_terminal() or moves >= 40:
            break
        x, y = a.choose(game), b.choose(game)
        assert x == y
        game.apply(x)
        moves += 1
    assert moves > 0


def test_agent_refuses_turns_that_are_not_a_decision(name):
    game = nile.Game(name, seed=5)
    agent = nile.Agent(name, "greedy", seed=1)
    while not game.is_chance_node() and not game.is_terminal():
        game.apply(game.legal_actions()[0])
    if game.is_chance_node():
        with pytest.raises(nile.NotYourTurnError, match="chance"):
            agent.choose(game)
    game = nile.Game(name, seed=5)
    game.resolve_chance()
    seat = game.current_player()
    other = (seat + 1) % game.num_players
    with pytest.raises(nile.NotYourTurnError):
        agent.choose(game, player=other)
    with pytest.raises(nile.InvalidConfigError):
        agent.choose(game, player=99)
    rng = random.Random(1)
    while not game.is_terminal():
        if game.is_chance_node():
            game.sample_chance()
        else:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
    with pytest.raises(nile.GameOverError):
        agent.choose(game)


def test_some_game_starts_at_a_chance_node():
    """The chance refusal above is exercised: some game starts at a chance node."""
    starts = [nile.Game(n).is_chance_node() for n in nile.games()]
    assert any(starts)
    game = next(nile.Game(n) for n in nile.games() if nile.Game(n).is_chance_node())
    with pytest.raises(nile.NotYourTurnError, match="no seat is to act"):
        nile.Agent(game.name, "random").choose(game)


def test_agent_refuses_another_games_state():
    names = nile.games()
    game = nile.Game(names[1])
    game.resolve_chance()
    with pytest.raises(nile.InvalidAgentError, match="asked to play"):
        nile.Agent(names[0], "random").choose(game)


@pytest.mark.parametrize("spec", ["easy", "mcts:80"])
def test_agent_never_sees_what_its_seat_cannot(spec):
    """Two states that differ only in what the acting seat cannot see (a copy
    determinized for it: the other seats' hidden cards resampled) get the same move from
    agents of the same spec and seed. Checked in every game at its most seats; the games
    with hidden hands must give positions where the two states differ."""
    differed = 0
    for name in nile.games():
        players = seat_counts(name)[-1]
        for trial in range(5):
            game = nile.Game(name, players=players, seed=trial)
            if not to_decision(game, random.Random(trial), 3 + 5 * trial):
                continue
            seat = game.current_player()
            other = game.determinize(seat, seed=100 + trial)
            assert other.observation_json(seat) == game.observation_json(seat)
            differed += other.to_json() != game.to_json()
            a = nile.Agent(name, spec, seed=trial)
            b = nile.Agent(name, spec, seed=trial)
            assert a.choose(game) == b.choose(other), f"{name}, trial {trial}"
    assert differed > 0, "no position had hidden information"


def test_evaluate_counts_and_interval(name):
    res = nile.evaluate("greedy", name, opponents="random", games=4, seed=3)
    assert res["games"] == 4
    assert res["wins"] + res["draws"] + res["losses"] == 4
    lo, hi = res["wilson"]
    assert 0.0 <= lo <= res["score"] <= hi <= 1.0
    again = nile.evaluate("greedy", name, opponents="random", games=4, seed=3)
    assert again == res


def test_evaluate_a_callable_policy_sees_only_obs_and_mask():
    name = nile.games()[0]
    seen = []

    def first_legal(obs, mask):
        seen.append(obs.shape)
        return int(mask.nonzero()[0][0])

    res = nile.evaluate(first_legal, name, opponents="random", games=2, seed=1)
    assert res["games"] == 2 and seen
    assert all(s == tuple(nile.Game(name).observation_shape) for s in seen)


def test_wilson_interval():
    lo, hi = nile.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert nile.wilson(0, 0) == (0.0, 1.0)
