"""The Ray example on a local Ray instance."""

import importlib.util
import os
from pathlib import Path

import numpy as np
import pytest

import nile

# Under CI=true (run_tests.sh installs ray) a missing ray is a failure, never a skip.
if os.environ.get("CI") == "true":
    import ray
else:
    ray = pytest.importorskip("ray")

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "ray_simulate.py"


def load_example():
    spec = importlib.util.spec_from_file_location("ray_simulate", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, ignore_reinit_error=True,
             log_to_driver=False)
    yield
    ray.shutdown()


def test_batches_over_ray_give_the_same_games_as_one_local_call(local_ray):
    example = load_example()
    out = example.run("ra", players=4, games=2_500, batch=600, seed=3)
    local = nile.play_batch("ra", 2_500, players=4, seed=3)
    for key in local:
        assert np.array_equal(out[key], local[key])
    report = example.summary(out, 1.0)
    assert report["games"] == 2_500 and len(report["mean_scores"]) == 4
    assert sum(report["win_shares"]) == pytest.approx(1.0)


def test_bot_self_play_over_ray(local_ray):
    example = load_example()
    out = example.run("ra", players=2, games=4, batch=2, seed=1,
                      agents=["mcts:30", "greedy"])
    assert out["scores"].shape == (4, 2)


def test_batch_first_numbers_the_games():
    whole = nile.play_batch("ra", 10, players=3, seed=4)
    tail = nile.play_batch("ra", 4, players=3, seed=4, first=6)
    assert np.array_equal(whole["scores"][6:], tail["scores"])


def test_command_line(local_ray, capsys):
    example = load_example()
    report = example.main(["--game", "ra", "--players", "3", "--games", "300", "--batch", "100"])
    assert report["games"] == 300
    assert '"games": 300' in capsys.readouterr().out
