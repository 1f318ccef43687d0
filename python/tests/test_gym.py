"""The Gymnasium environments (nile.gym), nile.SeatEnv and VectorEnv with opponents."""

import numpy as np
import pytest

import gymnasium  # noqa: E402  (run_tests.sh installs it)

import nile  # noqa: E402
import nile.gym  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402


def test_every_registered_game_has_an_environment():
    ids = {nile.gym.env_id(n) for n in nile.games()}
    assert ids <= set(gymnasium.registry)


def test_check_env(name):
    # check_env draws its step-determinism action before resetting to another state, so
    # the action may be illegal there: "lose" ends that episode rather than raising.
    env = gymnasium.make(
        nile.gym.env_id(name), players=2, opponents="easy", seat="random", illegal_action="lose"
    )
    check_env(env.unwrapped, skip_render_check=True)


def test_illegal_action_lose_ends_the_episode():
    name = nile.games()[0]
    env = gymnasium.make(nile.gym.env_id(name), opponents="random", seat=0, illegal_action="lose")
    obs, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False) and info["illegal_action"]
    with pytest.raises(ValueError):
        gymnasium.make(nile.gym.env_id(name), illegal_action="ignore")


def play_episode(env, seed, rng):
    obs, info = env.reset(seed=seed)
    steps, total = 0, 0.0
    while True:
        mask = info["action_mask"]
        legal = set(env.unwrapped.game().legal_actions())
        assert set(np.flatnonzero(mask)) == legal
        assert np.array_equal(env.unwrapped.action_masks(), mask.astype(bool))
        assert env.observation_space.contains(obs)
        action = int(rng.choice(np.flatnonzero(mask)))
        obs, reward, terminated, truncated, info = env.step(action)
        total += reward
        steps += 1
        assert not truncated
        if terminated:
            return reward, info, steps


def test_episode_against_hard_ends_with_the_games_returns(name):
    env = gymnasium.make(
        nile.gym.env_id(name), players=2, opponents="hard", seat="random", think_cap=0.005
    )
    reward, info, steps = play_episode(env, 11, np.random.default_rng(0))
    game = env.unwrapped.game()
    assert game.is_terminal()
    assert reward == game.returns()[env.unwrapped.seat] == info["returns"][env.unwrapped.seat]
    assert not info["action_mask"].any()


def test_mask_equals_the_legal_set_over_episodes(name):
    env = gymnasium.make(nile.gym.env_id(name), players=2, opponents="random", seat="random")
    rng = np.random.default_rng(1)
    seats = set()
    for episode in range(3):
        reward, info, _ = play_episode(env, episode, rng)
        seats.add(env.unwrapped.seat)
        assert reward in (0.0, 0.5, 1.0)


def test_masked_out_action_is_refused_with_the_typed_error(name):
    env = gymnasium.make(nile.gym.env_id(name), opponents="random", seat=0)
    obs, info = env.reset(seed=3)
    before = env.unwrapped.game().to_json()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    with pytest.raises(nile.IllegalActionError):
        env.step(illegal)
    with pytest.raises(nile.NileError):
        env.step(-1)
    assert env.unwrapped.game().to_json() == before


def test_reset_is_deterministic_and_seat_is_drawn():
    name = nile.games()[0]
    env = gymnasium.make(nile.gym.env_id(name), opponents="easy", seat="random")
    a, _ = env.reset(seed=5)
    b, _ = env.reset(seed=5)
    assert np.array_equal(a, b)
    seats = {env.reset(seed=s)[1]["seat"] for s in range(12)}
    assert seats == {0, 1}


def test_shaped_reward_sums_to_the_weighted_margin():
    name = "imhotep" if "imhotep" in nile.games() else nile.games()[0]
    env = gymnasium.make(nile.gym.env_id(name), opponents="random", seat=0, reward_shaping=0.1)
    obs, info = env.reset(seed=2)
    rng = np.random.default_rng(2)
    total = 0.0
    while True:
        obs, r, done, _, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
        total += r
        if done:
            break
    scores = info["scores"]
    margin = scores[0] - max(scores[1:])
    assert total == pytest.approx(info["returns"][0] + 0.1 * margin)


def test_bad_opponents_and_seat_are_refused():
    name = nile.games()[0]
    with pytest.raises(nile.InvalidAgentError):
        nile.SeatEnv(name, opponents="mtcs:4")
    with pytest.raises(nile.InvalidConfigError):
        nile.SeatEnv(name, opponents="random", seat=7)
    with pytest.raises(nile.InvalidConfigError):
        nile.SeatEnv(name, opponents="random", seat="left")
    with pytest.raises(nile.InvalidConfigError):
        nile.SeatEnv(name, players=2, opponents=["random", "random"])


def test_vector_env_with_opponents(name):
    env = nile.VectorEnv(name, 4, players=2, seed=3, opponents="easy", seat="random", threads=2)
    out = env.reset()
    seats = env.seats()
    assert list(out["player"]) == seats
    rng = np.random.default_rng(0)
    finished = 0
    for _ in range(400):
        for i in range(4):
            legal = set(env.game(i).legal_actions())
            assert set(np.flatnonzero(out["mask"][i])) == legal
            assert env.game(i).current_player() == env.seats()[i]
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in out["mask"]], dtype=np.int64)
        before = env.seats()
        out = env.step(actions)
        for i in np.flatnonzero(out["done"]):
            assert out["reward"][i] == out["rewards"][i][before[i]]
            finished += 1
        if finished >= 2:
            break
    assert finished >= 2


def test_vector_env_with_opponents_is_the_same_for_any_thread_count():
    name = nile.games()[0]
    runs = []
    for threads in (1, 2, 3):
        env = nile.VectorEnv(name, 5, seed=8, opponents="mcts:20", threads=threads)
        out = env.reset()
        obs = [out["obs"]]
        rng = np.random.default_rng(4)
        for _ in range(30):
            acts = np.array([rng.choice(np.flatnonzero(m)) for m in out["mask"]], dtype=np.int64)
            out = env.step(acts)
            obs.append(out["obs"])
        runs.append(np.stack(obs))
    assert np.array_equal(runs[0], runs[1]) and np.array_equal(runs[0], runs[2])


def test_vector_env_refuses_seat_without_opponents():
    with pytest.raises(nile.InvalidConfigError):
        nile.VectorEnv(nile.games()[0], 2, seat=0)
