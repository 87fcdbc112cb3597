"""Game.explain_move: the engine's own press on a copy, recorded cell by cell and rule by rule."""

from __future__ import annotations

import copy

from helpers import LEFT, RIGHT, board_mode

from pow2048_widget.calcarray import evaluate
from pow2048_widget.engine import Game
from pow2048_widget.engine.classic import classic_mode

E = "@Empty"


def _fingerprint(game: Game) -> tuple:
    return (copy.deepcopy(game.grid), game.score, game.random_calls, game.can_undo, len(game._undo),
            len(game.history), game.moves, game.rng.getstate(), game.state.merges)


def test_a_rule_that_fires_and_the_move_agrees():
    game = Game(board_mode([[1, 1, E, E], [2, 3, E, E]]), seed=1)
    before = _fingerprint(game)
    ex = game.explain_move(LEFT)
    assert _fingerprint(game) == before
    fired = [t for t in ex.tests if t.applied]
    assert [(t.rule, t.position) for t in fired] == [(0, (0, 1))]
    assert fired[0].bindings == {"@This 0": 1.0, "@Next 1 0": 1.0}
    assert fired[0].result is True
    not_fired = [t for t in ex.tests if t.position == (1, 1)]
    assert not_fired and not not_fired[0].applied
    assert not_fired[0].reason == "the condition gave false, not true"
    text = str(ex)
    assert '"@Next 1 0"=1, "=", "@This 0"=1' in text and "merged by rule 0 into [2]" in text
    assert "score +4" in text
    result = game.move(LEFT)
    assert [(m.rule, m.sources, m.outputs, m.score) for m in result.merges] == \
        [(m.rule, m.sources, m.outputs, m.score) for m in ex.merges]
    assert ex.score_gained == result.score_gained == 4.0
    assert ex.grid_after == result.grid_after_move


def test_no_rule_fires_and_reasons_are_given():
    game = Game(board_mode([[1, 2, 3, 4]]), seed=1)
    ex = game.explain_move(LEFT)
    assert not ex.merges and not any(t.applied for t in ex.tests)
    reasons = {t.position: t.reason for t in ex.tests}
    assert "line is too short" in reasons[(0, 0)]
    assert reasons[(0, 1)] == "the condition gave false, not true"
    assert "nothing moves" in str(ex)
    assert game.move(LEFT).moved is False


def test_already_merged_tiles_are_explained():
    game = Game(board_mode([[1, 1, 2, E]]), seed=1)
    ex = game.explain_move(LEFT)
    blocked = [t for t in ex.tests if t.result is True and not t.applied]
    assert blocked and "already merged" in blocked[0].reason
    assert [m.rule for m in game.move(LEFT).merges] == [0]


def test_classic_game_with_spawns_is_unchanged_and_agrees():
    game = Game(classic_mode(), seed=7)
    for d in (LEFT, RIGHT, LEFT, 0, 1):
        game.move(d)
    for d in range(4):
        before = _fingerprint(game)
        ex = game.explain_move(d)
        assert _fingerprint(game) == before
        result = game.move(d)
        assert ex.accepted == result.accepted and ex.moved == result.moved
        assert [(m.rule, m.sources) for m in ex.merges] == \
            [(m.rule, m.sources) for m in result.merges]
        assert ex.score_gained == result.score_gained
        if result.moved:
            game.undo()


def test_each_rule_test_replays_in_the_stepper_context():
    game = Game(board_mode([[1, 1, E, E], [2, 3, E, E]]), seed=1)
    for t in game.explain_move(LEFT).tests:
        if t.result is None:
            continue
        expr, ctx = t.stepper_args()
        assert evaluate(expr, ctx) == t.result


def test_structured_form():
    game = Game(board_mode([[1, 1, E, E]]), seed=1)
    data = game.explain_move(LEFT).to_json()
    assert data["merges"][0]["rule"] == 0 and data["score_gained"] == 4.0
    assert any(t["applied"] for a in data["attempts"] for t in a["tests"])
    assert data["text"].startswith("Move ")


def test_cached_merges_are_explained_and_agree():
    game = Game(board_mode([[1, 1, 1, 1]]), seed=1)
    ex = game.explain_move(LEFT)
    cached = [a for a in ex.attempts if a.cached == "merge"]
    assert cached and cached[0].merged_rule == 0 and not cached[0].tests
    assert "merge cache remembers rule 0's outcome" in str(ex)
    result = game.move(LEFT)
    assert [(m.sources, m.score) for m in result.merges] == [(m.sources, m.score)
                                                             for m in ex.merges]
    assert len(result.merges) == 2


def _community_modes(limit: int = 30) -> list:
    from pathlib import Path

    from pow2048_widget.savecode import load_save_code

    path = Path(__file__).resolve().parents[1] / "conformance/savecodes/community_codes.txt"
    out = []
    for line in path.read_text("utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        parts = line.split("\t")
        try:
            out.append((parts[0], load_save_code(parts[-1], lenient=True).to_mode()))
        except Exception:  # noqa: BLE001 - game and modifier codes have no mode
            continue
    return out[::max(1, len(out) // limit)][:limit]


def test_explanations_agree_with_the_engine_on_community_modes():
    for cid, mode in _community_modes():
        game = Game(mode, seed=5, clock=lambda: 1_700_000_000_000.0)
        for step in range(4):
            d = step % len(mode.directions)
            before = _fingerprint(game)
            ex = game.explain_move(d)
            assert _fingerprint(game) == before, cid
            result = game.move(d)
            assert (ex.accepted, ex.moved, ex.score_gained, ex.grid_after) == (
                result.accepted, result.moved, result.score_gained,
                result.grid_after_move), (cid, d)
            assert [(m.rule, m.sources) for m in ex.merges] == \
                [(m.rule, m.sources) for m in result.merges], (cid, d)


def test_replay_sees_the_games_counters_and_unordered_rules_say_so():
    moves_rule = [2.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Moves", "=", 1.0]], True,
                  [[["@This 0", "+", 1.0]]], 0.0, [False, True]]
    unordered = [2.0, [["@This 0", "=", 5.0], "&&", ["@Next 1 0", "=", 6.0]], False,
                 [[9.0]], 0.0, [False, True]]
    game = Game(board_mode([[E, 1, E, 1]], merge_rules=[unordered, moves_rule],
                           merge_result_known_level=0), seed=1)  # the cache would remember
    game.move(LEFT)  # [1] [1] _ _ : no merge yet (moves was 0), one move made
    assert game.moves == 1 and game.grid[0][:2] == [[1.0], [1.0]]
    ex = game.explain_move(RIGHT)
    applied = [t for t in ex.tests if t.applied]
    assert [t.rule for t in applied] == [1]
    expr, ctx = applied[0].stepper_args()
    assert evaluate(expr, ctx) is True  # "@Moves" reads 1 in the replay, as in the engine
    skipped = [t for t in ex.tests if t.rule == 0 and t.result is not None]
    assert skipped and skipped[0].reason == "no ordering of the tiles made the condition true"
    assert "unordered" in str(skipped[0])
    assert [m.rule for m in game.move(RIGHT).merges] == [1]


def test_game_error_explains_with_the_failing_part_marked():
    import pytest

    from pow2048_widget.engine import GameError

    broken = [2.0, ["@Next 1 0", "=", ["@This 0", "str_toUpperCase"]], True, [[1.0]], 0.0,
              [False, True]]
    game = Game(board_mode([[1, 1, E, E]], merge_rules=[broken]), seed=1)
    with pytest.raises(GameError) as info:
        game.move(LEFT)
    text = info.value.explain()
    assert text.startswith("in MergeRules[0][1]:")
    assert "got a number" in text
    marked = text.splitlines()[-2:]
    start = marked[1].index("^")
    assert marked[0][start:].startswith('"str_toUpperCase"')
