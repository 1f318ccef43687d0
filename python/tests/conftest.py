"""Shared fixtures: every registered game with a seat count to play it at."""

import os

import pytest

import nile


def seat_counts(name):
    """The seat counts the tests play `name` at: its fewest and its most."""
    info = nile.game_info(name)
    return sorted({info["min_players"], info["max_players"]})


GAME_SEATS = [(name, n) for name in nile.games() for n in seat_counts(name)]


@pytest.fixture(params=nile.games())
def name(request):
    """Each registered game's name."""
    return request.param


def play_random(game, rng, limit=100_000):
    """Plays `game` to the end with random choices from `rng`; returns the steps."""
    steps = 0
    while not game.is_terminal():
        if game.is_chance_node():
            game.sample_chance()
        else:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < limit
    return steps


def needs_typed_support(name):
    """Skips a test of logs or action JSON for a game this build has no typed helper for
    (`test_typed_support_covers_the_registry` fails for it instead, once)."""
    if not nile.Game(name).has_typed_support:
        message = f"no line for {name} in python/src/typed.rs"
        if os.environ.get("CI") == "true":
            pytest.fail(message)  # under CI=true nothing is skipped
        pytest.skip(message)
