"""nile.pettingzoo: the AEC environment of every game passes PettingZoo's api_test."""

import numpy as np
import pytest
from pettingzoo.test import api_test

import nile
from conftest import GAME_SEATS
from nile.pettingzoo import NileAECEnv, env, raw_env


@pytest.mark.parametrize("name,players", GAME_SEATS)
def test_api_test_passes(name, players):
    api_test(env(name, players=players), num_cycles=300)


def test_env_for_ra_four_players():
    e = env("ra", players=4)
    assert isinstance(e, NileAECEnv)
    assert e.possible_agents == [f"player_{i}" for i in range(4)]
    assert e.metadata["name"] == "nile_ra"
    assert isinstance(raw_env("ra", players=3), NileAECEnv)


def test_observation_has_action_mask_for_the_acting_agent(name):
    e = env(name)
    e.reset(seed=1)
    obs, reward, terminated, truncated, info = e.last()
    mask = obs["action_mask"]
    assert mask.dtype == np.int8 and mask.shape == (e.action_space(e.agent_selection).n,)
    assert list(np.flatnonzero(mask)) == info["legal_moves"] == e.game.legal_actions()
    assert e.observation_space(e.agent_selection).contains(obs)
    for agent in e.agents:
        if agent != e.agent_selection:
            assert e.observe(agent)["action_mask"].sum() == 0


def test_seeded_reset_resolves_chance_the_same_way(name):
    a, b = env(name), env(name)
    a.reset(seed=7)
    b.reset(seed=7)
    assert a.game.to_json() == b.game.to_json()
    assert not a.game.is_chance_node()
    a.reset()
    assert a.game.seed == 8


def play_to_the_end(e, seed):
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        totals[agent] += reward
        if terminated or truncated:
            action = None
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        e.step(action)
    return totals


def test_full_game_rewards_are_the_returns(name):
    e = env(name)
    totals = play_to_the_end(e, 3)
    assert e.agents == []
    assert [totals[a] for a in e.possible_agents] == e.game.returns()


def test_render_gives_the_text_board(name):
    e = env(name)
    e.reset(seed=2)
    text = e.render()
    assert isinstance(text, str) and text == e.game.render()
    assert env(name, render_mode=None).render() is None
    with pytest.raises(ValueError):
        env(name, render_mode="rgb_array")
    e.close()


def test_info_text_is_the_viewer_text(name):
    e = env(name)
    e.reset(seed=5)
    agent = e.agent_selection
    action = e.game.legal_actions()[0]
    expected = e.game.describe(action, e.possible_agents.index(agent))
    e.step(action)
    assert e.infos[agent]["text"] == expected
