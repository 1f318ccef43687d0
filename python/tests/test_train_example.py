"""The reference training example (examples/train_maskable_ppo.py) runs end to end: a few
hundred learner steps, a tiny evaluation, and every file it promises. The full run and
its measured figures are in docs/python.md; this only proves the script works."""

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "train_maskable_ppo.py"

# Under CI=true (run_tests.sh installs the `rl` extra's gymnasium and matplotlib) a
# missing library is a failure, never a skip.
if os.environ.get("CI") == "true":
    import gymnasium  # noqa: F401
    import matplotlib  # noqa: F401

    HAS_MPL = True
else:
    pytest.importorskip("gymnasium")
    try:
        import matplotlib  # noqa: F401

        HAS_MPL = True
    except ImportError:
        HAS_MPL = False


def test_a_few_hundred_steps_then_a_tiny_evaluation(tmp_path):
    out = tmp_path / "run"
    cmd = [
        sys.executable, str(EXAMPLE), "--game", "imhotep", "--players", "2",
        "--opponents", "easy", "--cpu-seconds", "60", "--max-steps", "512",
        "--envs", "4", "--rollout", "64", "--epochs", "2", "--minibatch", "128",
        "--hidden", "32", "--curve-every", "1", "--curve-games", "2",
        "--eval-games", "4", "--seed", "3", "--out", str(out),
    ]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "| easy | 4 |" in done.stdout and "| medium | 4 |" in done.stdout

    result = json.loads((out / "result.json").read_text())
    assert result["train"]["steps"] == 512  # two updates of 4 envs x 64 steps
    assert result["train"]["updates"] == 2
    assert [r["opponents"] for r in result["evaluation"]] == ["easy", "medium", "random"]
    for r in result["evaluation"]:
        assert r["games"] == 4 and r["wins"] + r["draws"] + r["losses"] == 4
        assert 0.0 <= r["wilson"][0] <= r["score"] <= r["wilson"][1] <= 1.0

    with open(out / "curve.csv", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert [int(r["steps"]) for r in rows] == [256, 512]
    assert all(int(r["eval_games"]) == 2 for r in rows)
    assert (out / "policy.npz").stat().st_size > 0
    assert (out / "curve.png").exists() == HAS_MPL
    assert result["curve_png"] == (str(out / "curve.png") if HAS_MPL else None)
