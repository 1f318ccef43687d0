"""nile.openspiel: every game as an OpenSpiel game; OpenSpiel's own algorithms on it."""

import numpy as np
import pyspiel
import pytest

import nile
import nile.openspiel as nos
from conftest import GAME_SEATS


def test_every_game_is_registered():
    names = set(pyspiel.registered_names())
    for name in nile.games():
        assert f"nile_{name}" in names
    assert nos.register_all() == [f"nile_{n}" for n in nile.games()]


@pytest.mark.parametrize("name,players", GAME_SEATS)
def test_load_game_and_random_sim(name, players):
    game = pyspiel.load_game(f"nile_{name}", {"players": players})
    assert game.num_players() == players
    assert game.num_distinct_actions() == nile.Game(name, players=players).num_distinct_actions
    # OpenSpiel's own consistency checks: random playouts, clones, serialization,
    # observation and information-state tensors and strings.
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_load_game_helper_and_params():
    game = nos.load_game("ra", {"players": 3})
    assert game.num_players() == 3
    assert nos.load_game("nile_ra").num_players() == 2
    assert game.get_type().short_name == "nile_ra"
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC


def test_state_api(name):
    game = pyspiel.load_game(f"nile_{name}")
    state = game.new_initial_state()
    rng = np.random.default_rng(0)
    for _ in range(60):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            assert state.current_player() == pyspiel.PlayerId.CHANCE
            action = outcomes[rng.integers(len(outcomes))][0]
        else:
            player = state.current_player()
            legal = state.legal_actions()
            assert legal == state.legal_actions(player) == sorted(legal)
            other = (player + 1) % game.num_players()
            if other != player:
                assert state.legal_actions(other) == []
            for p in range(game.num_players()):
                assert state.observation_string(p)
                assert state.information_state_string(p).startswith(f"seat {p}\n")
                tensor = np.asarray(state.observation_tensor(p))
                assert tensor.shape == (int(np.prod(game.observation_tensor_shape())),)
                assert np.asarray(state.information_state_tensor(p)).shape == tensor.shape
            action = legal[rng.integers(len(legal))]
            assert state.action_to_string(player, action) == state.nile_game().action_text(action)
        child = state.child(action)
        assert child.history() == state.history() + [action]
        state.apply_action(action)
        assert str(state) == str(child)
    assert state.move_number() == len(state.history())
    assert state.history_str() == ", ".join(map(str, state.history()))


def test_clone_is_independent(name):
    state = pyspiel.load_game(f"nile_{name}").new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    twin = state.clone()
    twin.apply_action(twin.legal_actions()[0])
    assert len(twin.history()) == len(state.history()) + 1
    assert str(twin) != str(state) or twin.history() != state.history()


def test_openspiel_mcts_plays_ra():
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game("nile_ra", {"players": 2})
    rng = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, uct_c=1.4, max_simulations=20, evaluator=evaluator,
                       random_state=rng, solve=False)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probs)))
        elif state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            decisions += 1
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randint(len(legal))])
    assert decisions > 5
    returns = state.returns()
    assert len(returns) == 2 and sum(returns) == pytest.approx(1.0)


def test_openspiel_evaluate_bots_with_mcts_and_random():
    from open_spiel.python.algorithms import evaluate_bots, mcts

    game = pyspiel.load_game("nile_ra", {"players": 3})
    rng = np.random.RandomState(4)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [
        mcts.MCTSBot(game, 1.4, 10, evaluator, random_state=rng),
        pyspiel.make_uniform_random_bot(1, 2),
        pyspiel.make_uniform_random_bot(2, 3),
    ]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert len(returns) == 3 and sum(returns) == pytest.approx(1.5)


def test_python_advanced_state_serializes_and_keeps_its_history(name):
    game = pyspiel.load_game(f"nile_{name}")
    state = game.new_initial_state()
    rng = np.random.default_rng(3)
    for _ in range(30):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply_action(legal[rng.integers(len(legal))])
    assert state.move_number() == len(state.history()) > 0
    again = game.deserialize_state(state.serialize())
    assert str(again) == str(state)
    assert again.history() == state.history()
    with pytest.raises(nile.NileError):
        state.apply_action(game.num_distinct_actions() + 3)


def test_options_are_typed_parameters(name):
    info = nile.game_info(name)
    spec = pyspiel.load_game(f"nile_{name}").get_type().parameter_specification
    assert spec["players"] == max(info["min_players"], min(2, info["max_players"]))
    for option in info["options"]:
        default = spec[option["key"]]
        assert nos._option_text(default) == option["default"]
        if set(option["values"]) == {"true", "false"}:
            assert isinstance(default, bool)
            players = info["min_players"]
            plain = pyspiel.load_game(f"nile_{name}", {"players": players})
            flipped = pyspiel.load_game(f"nile_{name}", {"players": players, option["key"]: not default})
            assert flipped.proto.config_json() != plain.proto.config_json()
            # The game's string names the parameter and OpenSpiel reads it back.
            again = pyspiel.load_game(str(flipped))
            assert again.proto.config_json() == flipped.proto.config_json()
