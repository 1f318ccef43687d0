"""nile.Game and the module functions, over every registered game."""

import copy
import json
import pickle
import random

import numpy as np
import pytest

import nile
from conftest import GAME_SEATS, needs_typed_support, play_random


def test_games_lists_every_registered_game():
    names = nile.games()
    assert "ra" in names
    assert len(names) == len(set(names))


def test_game_info_has_the_summary(name):
    info = nile.game_info(name)
    assert info["name"] == name
    assert info["title"]
    assert 1 <= info["min_players"] <= info["max_players"]
    for option in info["options"]:
        assert set(option) == {"key", "help", "values", "default", "label", "value_names", "solo_only"}
        assert option["label"] and len(option["value_names"]) == len(option["values"])


def test_unknown_game_is_an_invalid_config_error_with_the_rust_sentence():
    with pytest.raises(nile.InvalidConfigError, match='there is no game named "chess"'):
        nile.Game("chess")
    with pytest.raises(nile.NileError):
        nile.game_info("chess")


def test_bad_seat_count_raises(name):
    info = nile.game_info(name)
    with pytest.raises(nile.InvalidConfigError):
        nile.Game(name, players=info["max_players"] + 1)


def test_bad_option_raises(name):
    with pytest.raises(nile.InvalidConfigError):
        nile.Game(name, options={"no-such-option": "1"})


@pytest.mark.parametrize("name,players", GAME_SEATS)
def test_random_games_play_to_the_end(name, players):
    rng = random.Random(players)
    for seed in range(3):
        game = nile.Game(name, players=players, seed=seed)
        assert game.num_players == players
        play_random(game, rng)
        assert game.is_terminal()
        assert game.current_player() == nile.TERMINAL
        assert game.legal_actions() == []
        outcome = game.outcome()
        assert outcome is not None and len(outcome["scores"]) == players
        assert game.scores() == outcome["scores"]
        returns = game.returns()
        assert len(returns) == players and all(0.0 <= r <= 1.0 for r in returns)
        if players >= 2:
            assert sum(returns) == pytest.approx(players / 2)
        game.check_invariants()


def test_state_queries_at_each_step(name):
    game = nile.Game(name, seed=5)
    rng = random.Random(5)
    n = game.num_distinct_actions
    shape = game.observation_shape
    for _ in range(200):
        if game.is_terminal():
            break
        if game.is_chance_node():
            assert game.current_player() == nile.CHANCE
            outcomes = game.chance_outcomes()
            assert outcomes and sum(p for _, p in outcomes) == pytest.approx(1.0)
            assert [i for i, _ in outcomes] == sorted(i for i, _ in outcomes)
            assert game.spiel_legal_actions() == [i for i, _ in outcomes]
            assert game.legal_actions() == []
            index = game.sample_chance()
            assert index in [i for i, _ in outcomes]
            continue
        p = game.current_player()
        assert 0 <= p < game.num_players
        legal = game.legal_actions()
        assert legal == sorted(legal) and all(0 <= i < n for i in legal)
        assert game.spiel_legal_actions() == legal
        assert game.spiel_legal_actions(p) == legal
        mask = game.legal_mask()
        assert mask.dtype == np.int8 and mask.shape == (n,)
        assert list(np.flatnonzero(mask)) == legal
        texts = game.legal_actions_text()
        assert [game.parse_action(t) for t in texts] == legal
        assert game.action_string(p, legal[0]) == texts[0]
        if game.has_typed_support:
            json.loads(game.action_json(legal[0]))
        for viewer in [None, *range(game.num_players)]:
            assert isinstance(game.describe(legal[0], viewer), str)
        for seat in range(game.num_players):
            tensor = game.observation_tensor(seat)
            assert tensor.dtype == np.float32 and tensor.shape == tuple(shape)
            assert isinstance(game.observation(seat), (dict, list))
            assert json.loads(game.observation_json(seat)) == game.observation(seat)
            assert isinstance(game.render(seat), str)
        assert np.array_equal(game.observation_tensor(), game.observation_tensor(p))
        game.apply(legal[rng.randrange(len(legal))])


def test_text_actions_round_trip(name):
    game = nile.Game(name, seed=2)
    game.resolve_chance()
    text = game.legal_actions_text()[0]
    index = game.apply_text(text)
    assert game.history()[-1] == index
    assert game.action_text(index) == text


def test_illegal_action_raises_and_changes_nothing(name):
    game = nile.Game(name, seed=3)
    game.resolve_chance()
    before = game.to_json()
    legal = set(game.legal_actions())
    illegal = next(i for i in range(game.num_distinct_actions) if i not in legal)
    with pytest.raises(nile.NileError):
        game.apply(illegal)
    with pytest.raises(nile.ParseActionError, match="is not an action"):
        game.apply(game.num_distinct_actions + 5)
    with pytest.raises(nile.ParseActionError):
        game.apply_text("definitely not an action")
    assert game.to_json() == before


def test_chance_sampling_outside_a_chance_node_raises(name):
    game = nile.Game(name, seed=3)
    game.resolve_chance()
    with pytest.raises(nile.InvalidStateError, match="no chance draw is due"):
        game.sample_chance()
    assert game.resolve_chance() == 0


def test_bad_seat_raises_with_the_rust_sentence(name):
    game = nile.Game(name)
    seats = game.num_players
    with pytest.raises(nile.InvalidConfigError, match=f"there is no seat {seats}"):
        game.observation_json(seats)
    with pytest.raises(nile.InvalidConfigError):
        game.render(seats)


def test_same_seed_same_game(name):
    a, b = nile.Game(name, seed=11), nile.Game(name, seed=11)
    rng_a, rng_b = random.Random(1), random.Random(1)
    play_random(a, rng_a)
    play_random(b, rng_b)
    assert a.to_json() == b.to_json()
    assert a.history() == b.history()


def test_clone_is_independent(name):
    game = nile.Game(name, seed=4)
    game.resolve_chance()
    for copy_of in (lambda g: g.clone(), copy.copy, copy.deepcopy):
        twin = copy_of(game)
        assert twin.to_json() == game.to_json()
        twin.apply(twin.legal_actions()[0])
        assert twin.to_json() != game.to_json()
        assert len(twin.history()) == len(game.history()) + 1


def test_json_round_trip(name):
    game = nile.Game(name, seed=6)
    play_random_prefix(game, 40)
    again = nile.Game.from_json(name, game.to_json())
    assert again.to_json() == game.to_json()
    assert again.legal_actions() == game.legal_actions()
    assert again.history() is None and again.move_number() is None
    with pytest.raises(nile.InvalidStateError):
        again.log_json()
    with pytest.raises(nile.InvalidStateError):
        nile.Game.from_json(name, '{"not": "a state"}')


def play_random_prefix(game, steps, seed=0):
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_terminal():
            return
        if game.is_chance_node():
            game.sample_chance()
        else:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])


def test_pickle_round_trip(name):
    game = nile.Game(name, seed=6)
    play_random_prefix(game, 30)
    again = pickle.loads(pickle.dumps(game))
    assert again.to_json() == game.to_json()
    assert again.history() == game.history()


def test_config_json_is_json(name):
    assert isinstance(json.loads(nile.Game(name).config_json()), dict)


def test_log_round_trip_and_replay(name):
    needs_typed_support(name)
    game = nile.Game(name, seed=9)
    play_random(game, random.Random(9))
    seats = [f"bot{i}" for i in range(game.num_players)]
    log = json.loads(game.log_json(seats=seats))
    assert log["game"] == name and log["seed"] == 9 and log["seats"] == seats
    assert len(log["actions"]) == len(game.history())
    assert log["actions"][0] == json.loads(game_action_json_at_start(name, game))
    replayed = nile.replay(json.dumps(log))
    assert replayed.to_json() == game.to_json()
    assert replayed.history() == game.history()
    assert json.loads(replayed.log_json()) == log
    assert nile.Game.from_log(json.dumps(log)).to_json() == game.to_json()
    with pytest.raises(nile.InvalidConfigError):
        game.log_json(seats=["one"] * (game.num_players + 1))


def game_action_json_at_start(name, game):
    start = nile.Game.from_log(json.dumps({**json.loads(game.log_json()), "actions": []}))
    return start.action_json(game.history()[0])


def test_replay_refuses_bad_logs_with_the_rust_sentence(name):
    needs_typed_support(name)
    game = nile.Game(name, seed=1)
    play_random_prefix(game, 10)
    log = json.loads(game.log_json())
    log["actions"] = log["actions"] + log["actions"][-1:] * 50
    with pytest.raises(nile.InvalidStateError, match="could not be applied"):
        nile.replay(json.dumps(log))
    with pytest.raises(nile.InvalidStateError, match="not valid JSON"):
        nile.replay("{")


def test_viewer_history_and_move_number(name):
    game = nile.Game(name, seed=8)
    play_random_prefix(game, 25)
    for seat in range(game.num_players):
        seen = game.viewer_history(seat)
        assert len(seen) == game.move_number() == len(game.history())
        assert all(isinstance(s, str) for s in seen)


def test_determinize(name):
    game = nile.Game(name, seed=8)
    play_random_prefix(game, 25)
    # Seeded: 25 random steps never end a game of any title (no game is that short).
    assert not game.is_terminal()
    for seat in range(game.num_players):
        twin = game.determinize(seat, seed=3)
        twin.check_invariants()
        assert twin.observation_json(seat) == game.observation_json(seat)
        assert twin.history() is None


def test_public_observation_is_what_no_seat_hides(name):
    game = nile.Game(name, seed=8)
    play_random_prefix(game, 25)
    assert not game.is_terminal()
    public = game.public_observation_json()
    assert json.loads(public) == game.public_observation()
    # A spectator's view is the same kind of document as a seat's ...
    assert isinstance(game.public_observation(), type(game.observation(0)))
    # ... and shows nothing any seat may not know: a copy determinized for any seat
    # gives the same public view.
    for seat in range(game.num_players):
        for seed in range(3):
            twin = game.determinize(seat, seed=seed)
            assert twin.public_observation_json() == public
    if game.is_chance_node():
        index = game.chance_outcomes()[0][0]
    else:
        index = game.legal_actions()[0]
    assert isinstance(game.describe(index, "spectator"), str)
    assert isinstance(game.render("spectator"), str)
    with pytest.raises(ValueError):
        game.describe(game.num_distinct_actions, "spectator")
    # A viewer is None (everything), a seat number or "spectator"; anything else is
    # refused with a sentence, as is a seat the game does not have.
    assert game.describe(index, "all") == game.describe(index)
    assert game.render("seat 0") == game.render(0)
    for wrong in ["nobody", -1, 2.5, game.num_players]:
        with pytest.raises(nile.InvalidConfigError):
            game.render(wrong)


def test_public_view_hides_a_dealt_card():
    # Tekhenu deals Decrees face down: a spectator reads "draws a decree" and sees
    # every seat's hand as a count, while the seat dealt sees its card.
    game = nile.Game("tekhenu", players=2, seed=4)
    for _ in range(400):
        if game.is_terminal():
            break
        if game.is_chance_node():
            index = game.chance_outcomes()[0][0]
            text = game.describe(index)
            public = game.describe(index, "spectator")
            if "decree" in public and text != public:
                assert public.endswith("a decree")
                game.apply(index)
                public = game.public_observation()
                assert public["viewer"] is None
                seats = [game.observation(p) for p in range(game.num_players)]
                assert all(o["hand_sizes"] == public["hand_sizes"] for o in seats)
                # The seat dealt sees a hand the spectator does not.
                assert any(o["state"] != public["state"] for o in seats)
                return
            game.apply(index)
        else:
            game.apply(game.legal_actions()[0])
    pytest.fail("no Decree was dealt in 400 steps")


def test_properties(name):
    game = nile.Game(name, seed=13)
    assert game.name == name
    assert game.title == nile.game_info(name)["title"]
    assert game.seed == 13
    assert game.num_distinct_actions > 0
    assert all(d > 0 for d in game.observation_shape)
    assert game.max_game_length is None or game.max_game_length > 0
    assert name in repr(game)
    assert str(game) == game.render()


def test_typed_support_covers_the_registry():
    missing = [n for n in nile.games() if not nile.Game(n).has_typed_support]
    assert missing == [], (
        f"add a line for {missing} to TYPED in python/src/typed.rs (logs and action JSON "
        "from Python need it; everything else already works)"
    )


def test_texts_in_portuguese_with_lang():
    game = nile.Game("senet", seed=3)
    game.resolve_chance()
    before = game.clone()
    index = game.legal_actions()[0]
    english = game.describe(index, lang="en")
    portuguese = game.describe(index, 0, lang="pt-BR")
    assert english.startswith("seat 0 moves the pawn")
    assert portuguese.startswith("jogador 0 move o peão da casa")
    assert game.describe(index) == english
    assert game.action_text(index, lang="pt-BR").startswith("mover ")
    assert game.parse_action(game.action_text(index, lang="pt-BR"), lang="pt-BR") == index
    game.apply(index)
    assert all("jogador" in line for line in game.narrate(before, index, lang="pt-BR"))
    assert game.narrate(before, index) == game.narrate(before, index, lang="en")
    assert "Senet, 5 peões cada" in game.render(lang="pt-BR")
    assert nile.game_info("senet", lang="pt-BR")["options"][0]["label"] == "Peões por jogador"
    with pytest.raises(nile.InvalidConfigError, match="not a language nile speaks"):
        game.render(lang="klingon")


def test_errors_carry_their_sentence_in_every_language():
    with pytest.raises(nile.InvalidConfigError) as refused:
        nile.Game("chess")
    texts = refused.value.texts
    assert set(texts) == {"en", "pt-BR"}
    assert texts["en"] == str(refused.value)
    assert texts["en"].startswith('invalid configuration: there is no game named "chess"')
    assert texts["pt-BR"].startswith('configuração inválida: não há jogo chamado "chess"')
    game = nile.Game("senet", seed=3)
    game.resolve_chance()
    with pytest.raises(nile.ParseActionError) as unread:
        game.apply_text("definitely not an action")
    assert unread.value.texts["pt-BR"].startswith('"definitely not an action" não é uma ação')
    # A mistake in the calling program's own call is a diagnostic: English in every language.
    with pytest.raises(nile.InvalidConfigError) as diagnostic:
        game.render(viewer=[1])
    assert diagnostic.value.texts["pt-BR"] == diagnostic.value.texts["en"] == str(diagnostic.value)
