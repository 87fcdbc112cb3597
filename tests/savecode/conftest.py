"""Fixtures of the save-code tests (the data helpers live in ``savecode_data``)."""

from savecode_data import doubles_code, game_code, replay_code  # noqa: F401
