"""Mode.lint(): rules that never fire, shadowed rules, shapes, spawn weights, win conditions."""

from __future__ import annotations

import copy

from helpers import LEFT, board_mode

from pow2048_widget.engine import Game
from pow2048_widget.engine.classic import classic_mode

TRIPLE = [3.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]], True,
          [[["@This 0", "+", 1.0]]], [3.0, "^", ["@This 0", "+", 1.0]], [False, True, True]]


def test_classic_mode_is_clean():
    assert classic_mode().lint() == []


def test_classic_with_a_three_tile_rule_appended_reports_it_and_why():
    mode = classic_mode()
    mode.merge_rules = [*mode.merge_rules, copy.deepcopy(TRIPLE)]
    found = mode.lint()
    about = [d for d in found if d.field == "MergeRules" and d.index == 1]
    codes = {d.code for d in about}
    assert codes == {"rule-too-long", "shadowed"}, [str(d) for d in found]
    too_long = next(d for d in about if d.code == "rule-too-long")
    assert "knownMergeMaxLength is 2" in too_long.message
    assert "knownMergeMaxLength to 3" in too_long.suggestion
    assert str(too_long).startswith("warning: MergeRules[1][0]:")
    shadowed = next(d for d in about if d.code == "shadowed")
    assert "rule 0" in shadowed.message and "before rule 0" in shadowed.suggestion
    # ... and the engine agrees: three equal tiles in a row merge by rule 0, never rule 1.
    game = Game(board_mode([[1, 1, 1, "@Empty"]], merge_rules=mode.merge_rules), seed=1)
    result = game.move(LEFT)
    assert [m.rule for m in result.merges] == [0]


def test_triple_rule_first_with_a_long_enough_cache_is_fine():
    mode = classic_mode()
    mode.merge_rules = [copy.deepcopy(TRIPLE), *mode.merge_rules]
    mode.known_merge_max_length = 3
    assert mode.lint() == []


def test_constant_conditions_and_output_shapes():
    mode = classic_mode()
    mode.merge_rules = [*mode.merge_rules,
                        [2.0, [1.0, "+", 1.0], True, [[5.0]], 0.0],
                        [2.0, False, True, [[5.0, 1.0]], 0.0, [False, True]]]
    got = {(d.index, d.code) for d in mode.lint() if d.field == "MergeRules"}
    assert {(1, "constant-condition"), (2, "never-fires"), (2, "output-shape")} <= got


def test_spawn_weights():
    mode = classic_mode()
    mode.start_tile_spawns = [[[1.0], 9.0], [[2.0], 0.0], [[3.0], -1.0]]
    spawn = [d for d in mode.lint() if d.field == "startTileSpawns"]
    assert [(d.index, d.path) for d in spawn] == [(1, (1,)), (2, (1,))]
    assert "never spawns" in spawn[0].message


def test_unreachable_win_condition():
    mode = classic_mode()
    mode.merge_rules = [[2.0, [["@Next 1 0", "=", "@This 0"], "&&", ["@This 0", "<", 3.0]],
                         True, [[["@This 0", "+", 1.0]]], 0.0, [False, True]]]
    mode.win_conditions = [[5.0]]
    (d,) = [d for d in mode.lint() if d.field == "winConditions"]
    assert d.severity == "warning" and "no tile can reach" in d.message
    mode.win_conditions = [[3.0]]
    assert [d for d in mode.lint() if d.field == "winConditions"] == []


def test_tile_types_failing_on_sample_tiles_and_typos():
    mode = classic_mode()
    types = copy.deepcopy(mode.tile_types)
    types[1][1] = ["@This 0", "str_toUpperCase"]  # a number has no toUpperCase: it throws
    types[2][2] = ["@HSLA", ["@This 0", "times", 30.0], 50.0, 50.0, 1.0]
    mode.tile_types = types
    found = [d for d in mode.lint() if d.field == "TileTypes"]
    assert any(d.index == 1 and d.code == "display-fails" and "[1]" in d.message
               for d in found), [str(d) for d in found]
    assert any(d.index == 2 and d.code == "unknown-operator" and d.path == (2, 1, 1)
               for d in found)


def test_lint_leaves_the_mode_alone():
    mode = classic_mode()
    mode.merge_rules = [*mode.merge_rules, copy.deepcopy(TRIPLE)]
    before = mode.to_dict()
    mode.lint()
    assert mode.to_dict() == before


def test_community_modes_lint_without_false_alarms():
    """165 modes written by players: lint never fails, and the only warnings it gives are
    spawn entries of weight 0 (which really never spawn)."""
    from pathlib import Path

    from pow2048_widget.savecode import load_save_code

    path = Path(__file__).resolve().parents[1] / "conformance/savecodes/community_codes.txt"
    checked = 0
    for line in path.read_text("utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        try:
            mode = load_save_code(line.split("\t")[-1], lenient=True).to_mode()
        except Exception:  # noqa: BLE001 - game and modifier codes have no mode
            continue
        warnings = [d for d in mode.lint() if d.severity != "info"]
        assert {d.code for d in warnings} <= {"spawn-weight"}, [str(d) for d in warnings]
        checked += 1
    assert checked > 100
