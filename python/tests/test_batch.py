"""nile.play_batch and nile.VectorEnv."""

import json
import threading
import time

import numpy as np
import pytest

import nile
from conftest import seat_counts


def test_batch_returns_arrays(name):
    players = seat_counts(name)[-1]
    out = nile.play_batch(name, 20, players=players, seed=3)
    assert out["scores"].shape == (20, players) and out["scores"].dtype == np.int32
    assert out["ranks"].shape == (20, players) and out["ranks"].dtype == np.uint8
    assert out["returns"].shape == (20, players) and out["returns"].dtype == np.float64
    assert out["steps"].shape == (20,) and out["steps"].dtype == np.int64
    assert (out["steps"] > 0).all()
    assert (out["ranks"].min(axis=1) == 0).all()


def test_batch_is_deterministic_for_any_thread_count(name):
    one = nile.play_batch(name, 24, seed=5, threads=1)
    two = nile.play_batch(name, 24, seed=5, threads=2)
    many = nile.play_batch(name, 24, seed=5, threads=0)
    for key in one:
        assert np.array_equal(one[key], two[key])
        assert np.array_equal(one[key], many[key])
    other = nile.play_batch(name, 24, seed=6)
    assert not np.array_equal(one["steps"], other["steps"])


def test_batch_with_bots(name):
    players = seat_counts(name)[0]
    specs = ["greedy"] + ["random"] * (players - 1)
    a = nile.play_batch(name, 4, players=players, agents=specs, seed=2, threads=2)
    b = nile.play_batch(name, 4, players=players, agents=specs, seed=2, threads=1)
    assert np.array_equal(a["scores"], b["scores"])
    assert a["scores"].shape == (4, players)


def test_batch_refuses_bad_agents_and_counts(name):
    players = seat_counts(name)[0]
    with pytest.raises(nile.InvalidAgentError):
        nile.play_batch(name, 2, players=players, agents=["nonsense"] * players)
    with pytest.raises(nile.InvalidConfigError, match="agents for"):
        nile.play_batch(name, 2, players=players, agents=["random"] * (players + 1))


def test_batch_takes_the_levels_by_name(name):
    # The levels (easy, medium, hard) are seat specs like any other, resolved per game by
    # the bots: the refusal sentence lists them, and a level takes no options.
    players = seat_counts(name)[0]
    with pytest.raises(nile.InvalidAgentError, match="easy, medium or hard"):
        nile.play_batch(name, 1, players=players, agents=["wizard"] * players)
    with pytest.raises(nile.InvalidAgentError, match="takes no options"):
        nile.play_batch(name, 1, players=players, agents=["hard:2"] * players)


def test_ra_plays_a_game_against_the_hard_bot():
    # Rá's hard bot thinks on a CPU-time budget (0.45 s a move): it plays a whole game.
    a = nile.play_batch("ra", 1, players=2, agents=["hard", "random"], seed=3)
    assert a["scores"].shape == (1, 2)
    assert a["scores"].min() >= 0


def test_a_deep_search_on_a_position_budget_repeats():
    # The deep search on a position budget needs no clock: a seeded game repeats.
    spec = "pimc:4:nodes=20000:win=8"
    a = nile.play_batch("ra", 1, players=2, agents=[spec, "random"], seed=3)
    b = nile.play_batch("ra", 1, players=2, agents=[spec, "random"], seed=3)
    assert np.array_equal(a["scores"], b["scores"])


def test_batch_releases_the_gil():
    ticks = []
    stop = threading.Event()

    def ticker():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    thread = threading.Thread(target=ticker)
    thread.start()
    start = time.perf_counter()
    nile.play_batch("ra", 20_000, players=4)
    elapsed = time.perf_counter() - start
    stop.set()
    thread.join()
    during = [t for t in ticks if start + 0.01 <= t <= start + elapsed - 0.01]
    # With the GIL held the ticker could not run at all during the batch.
    assert elapsed < 0.1 or len(during) >= 3


def test_batch_returns_agree_with_ranks(name):
    out = nile.play_batch(name, 50, seed=1)
    winners = out["ranks"] == 0
    sole = winners.sum(axis=1) == 1
    assert (out["returns"][sole][winners[sole]] == 1.0).all()
    # bench.py checks that the same seed gives the CLI's `simulate` games exactly.


def test_vector_env_reset_and_step(name):
    env = nile.VectorEnv(name, 8, seed=1)
    assert env.name == name and env.num_envs == 8
    out = env.reset()
    shape = tuple(env.observation_shape)
    assert out["obs"].shape == (8, *shape) and out["obs"].dtype == np.float32
    assert out["mask"].shape == (8, env.num_distinct_actions) and out["mask"].dtype == np.int8
    assert out["player"].shape == (8,)
    assert (out["mask"].sum(axis=1) > 0).all()
    rng = np.random.default_rng(0)
    finished = 0
    for _ in range(3000):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in out["mask"]], dtype=np.int64)
        out = env.step(actions)
        assert out["rewards"].shape == (8, env.num_players)
        finished += int(out["done"].sum())
        done_rewards = out["rewards"][out["done"]]
        if env.num_players >= 2 and len(done_rewards):
            assert np.allclose(done_rewards.sum(axis=1), env.num_players / 2)
        assert (out["rewards"][~out["done"]] == 0).all()
        if finished >= 8:
            break
    assert finished >= 1
    game = env.game(0)
    assert game.name == name and not game.is_terminal()


def test_vector_env_refuses_illegal_actions(name):
    env = nile.VectorEnv(name, 2, seed=1)
    out = env.reset(seed=4)
    illegal = [int(np.flatnonzero(m == 0)[0]) for m in out["mask"]]
    with pytest.raises(nile.NileError, match="^game 0: "):
        env.step(np.array(illegal, dtype=np.int64))
    with pytest.raises(nile.InvalidConfigError):
        env.step(np.array([0], dtype=np.int64))
    with pytest.raises(nile.InvalidConfigError):
        env.game(5)


def test_vector_env_seeding_is_deterministic(name):
    a, b = nile.VectorEnv(name, 3, seed=9), nile.VectorEnv(name, 3, seed=9)
    assert np.array_equal(a.reset()["obs"], b.reset()["obs"])
    assert np.array_equal(a.reset(seed=2)["obs"], b.reset(seed=2)["obs"])
