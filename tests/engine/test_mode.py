"""Mode fields: defaults, validation, conversion, observers."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from pow2048_widget.engine import Mode, ModeError, classic_mode
from pow2048_widget.engine.mode_fields import FIELDS

MODES = Path(__file__).parents[1] / "conformance" / "modes"


def test_defaults_are_plain_2048():
    mode = Mode()
    assert (mode.width, mode.height, mode.tile_num_amount) == (4, 4, 1)
    assert mode.start_tile_spawns == [[[0.0], 85.0], [[1.0], 12.0], [[2.0], 3.0]]
    assert mode.win_conditions == [[11.0]]
    assert mode.lose_requirement is False
    assert [d[7] for d in mode.directions] == [["ArrowUp", "KeyW"], ["ArrowDown", "KeyS"],
                                               ["ArrowLeft", "KeyA"], ["ArrowRight", "KeyD"]]
    assert mode.display_grid_interval_time == math.inf


def test_to_dict_has_all_46_fields_in_save_code_order():
    d = Mode().to_dict()
    assert list(d) == [f.name for f in FIELDS]
    assert len(d) == 46
    assert d["width"] == 4.0 and type(d["width"]) is float
    assert d["startingGrid"] == [["@Empty"] * 4] * 4


def test_from_dict_round_trip_and_missing_keys_get_defaults():
    mode = Mode.from_dict({"width": 5.0, "MergeRules": [], "winRequirement": 2.0})
    assert mode.width == 5 and mode.merge_rules == [] and mode.win_requirement == 2.0
    assert mode.height == 4
    again = Mode.from_dict(mode.to_dict())
    assert again == mode


def test_load_conformance_mode_file():
    mode = Mode.load(MODES / "aging_hole.json")
    assert mode.tile_num_amount == 2
    assert mode.starting_grid[1][2] == "@Void"
    assert mode.discovered_tiles_filter == ["arr_edit_elem", 1.0, 0.0]
    assert len(mode.merge_rules) == 3


def test_classic_mode_bundled_data():
    mode = classic_mode()
    assert mode.start_tile_spawns == [[[1.0], 9.0], [[2.0], 1.0]]
    assert mode.win_conditions == [[11.0]]
    assert mode.tile_types[3] == [[3.0], 8.0, "#f2b179", "#f9f6f2"]
    assert mode.tile_types[-1][0] is True and mode.tile_types[-1][2][0] == "@HSLA"
    assert classic_mode(win_tile=5).win_conditions == [[5.0]]


def test_rule_with_wrong_number_of_entries_names_index_and_keeps_old_value():
    mode = classic_mode()
    old = mode.merge_rules
    with pytest.raises(ModeError, match=r"MergeRules\[1\].*entries"):
        mode.merge_rules = [old[0], [2, True, True, [[1]]]]
    assert mode.merge_rules == old


def test_wrong_field_type_is_a_mode_error():
    mode = Mode()
    with pytest.raises(ModeError, match="width"):
        mode.width = "wide"
    with pytest.raises(ModeError, match="multiMerge"):
        mode.multi_merge = 1
    with pytest.raises(ModeError, match=r"spawnLocation"):
        mode.spawn_location = "Corner"
    with pytest.raises(ModeError, match=r"directions\[1\]\[0\]"):
        mode.directions = [mode.directions[0], [["x", 0]]]
    with pytest.raises(ModeError, match=r"startTileSpawns\[0\]"):
        mode.start_tile_spawns = [[5, 1]]
    with pytest.raises(ModeError, match=r"scripts\[0\]"):
        mode.scripts = [[[0], 5]]
    assert isinstance(ModeError("x", "y"), ValueError)


def test_unknown_field_is_rejected():
    with pytest.raises(ModeError, match="colour"):
        Mode.from_dict({"colour": 1})
    with pytest.raises(AttributeError):
        Mode().colour = 1


def test_starting_grid_must_fit_and_follows_resizes():
    mode = Mode(width=2, height=2)
    with pytest.raises(ModeError, match=r"startingGrid"):
        mode.starting_grid = [["@Empty"] * 3] * 2
    mode.starting_grid = [[[1.0], "@Void"], ["@Empty", "@Empty"]]
    mode.width = 3
    assert mode.starting_grid[0] == [[1.0], "@Void", "@Empty"]


def test_observers_hear_each_change_and_can_stop():
    mode = Mode()
    seen = []
    stop = mode.observe(seen.append)
    mode.multi_merge = True
    mode.update(width=5, next_tiles=2)
    stop()
    mode.height = 6
    assert seen == ["multi_merge", "width", "next_tiles"]


def test_failed_change_is_not_announced():
    mode = Mode()
    seen = []
    mode.observe(seen.append)
    with pytest.raises(ModeError):
        mode.tile_num_amount = 0
    assert seen == [] and mode.tile_num_amount == 1
