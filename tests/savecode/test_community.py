"""All 165 published community codes load, and each plays 50 random moves."""

from __future__ import annotations

import random

import pytest
from savecode_data import VECTORS, vector

from pow2048_widget.conformance.savecodes import community_codes
from pow2048_widget.savecode import LoadedMode, SaveCodeError, load_save_code

CODES = list(community_codes(VECTORS))
VERDICTS = {v["id"]: v["reference_import_ok"] for v in vector("community_import_summary.json")}


def test_there_are_165_codes_and_four_rejected_by_the_reference():
    assert len(CODES) == 165
    assert sorted(i for i, ok in VERDICTS.items() if not ok) == ["c010", "c051", "c058", "c164"]


@pytest.mark.parametrize(("code_id", "kind", "code"), CODES, ids=[c[0] for c in CODES])
def test_community_code_loads_as_the_reference_does(code_id, kind, code):
    if VERDICTS[code_id]:
        loaded = load_save_code(code)
        assert isinstance(loaded, LoadedMode) and loaded.kind == kind
    else:
        with pytest.raises(SaveCodeError, match="SyntaxError"):
            load_save_code(code)
        loaded = load_save_code(code, lenient=True)
        assert loaded.kind == "Custom" and loaded.warnings


try:
    from pow2048_widget.engine import Game  # noqa: F401

    ENGINE = True
except ImportError:  # pragma: no cover - the engine is developed alongside
    ENGINE = False


@pytest.mark.skipif(not ENGINE, reason="pow2048_widget.engine.Game is not importable yet")
@pytest.mark.parametrize(("code_id", "kind", "code"), CODES, ids=[c[0] for c in CODES])
def test_community_mode_plays_50_random_moves(code_id, kind, code):
    loaded = load_save_code(code, lenient=True)
    game = loaded.new_game(seed=2048)
    rng = random.Random(code_id)
    directions = len(game.mode.directions)
    for _ in range(50):
        if game.over:
            break
        if game.win_screen:
            game.keep_playing()
        game.move(rng.randrange(directions))
    assert game.moves >= 1
