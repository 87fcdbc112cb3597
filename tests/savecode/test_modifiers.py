"""Modifiers codes: read, upgraded, applied to a mode, written back."""

from __future__ import annotations

import math

from savecode_data import vector

from pow2048_widget.savecode import LoadedModifiers, encode_modifiers, load_save_code


def test_default_modifiers_leave_a_mode_unchanged(doubles_code):
    settings = load_save_code(vector("constructed/modifiers_default.json")["code"])
    assert isinstance(settings, LoadedModifiers)
    assert settings.modifiers[0] == math.inf and len(settings.modifiers) == 34
    fields = load_save_code(doubles_code).fields
    assert settings.apply_to(fields) == fields


def test_custom_grid_replaces_the_board(doubles_code):
    settings = load_save_code(vector("constructed/modifiers_custom_grid.json")["code"])
    fields = settings.apply_to(load_save_code(doubles_code).fields)
    assert (fields["width"], fields["height"]) == (3, 2)
    assert fields["startingGrid"][0][1] == "@Void"
    assert encode_modifiers(settings) == vector("constructed/modifiers_custom_grid.json")["code"]


def test_locked_modifiers_are_zeroed_with_a_warning(doubles_code):
    settings = load_save_code(vector("constructed/modifiers_changed.json")["code"])
    assert settings.modifiers[30] == settings.modifiers[31] == settings.modifiers[33] == 0
    assert len(settings.warnings) == 3
    fields = settings.apply_to(load_save_code(doubles_code).fields)
    assert fields["startTileAmount"] == 2 and fields["randomTileAmount"] == 2
    assert fields["spawnLocation"] == "Edge" and fields["multiMerge"] is True
    assert fields["_warnings"]  # modifiers that are not plain field changes are listed


def test_temporary_holes_become_a_forced_spawn(doubles_code):
    from pow2048_widget.engine import Game
    from pow2048_widget.savecode.loaded import build_mode
    from pow2048_widget.savecode.modifiers import default_modifiers

    mods = default_modifiers()
    mods[25], mods[26], mods[27] = 2.0, 3.0, 4.0   # 2 holes every 3 moves, lasting 4 moves
    fields = LoadedModifiers(mods, []).apply_to(load_save_code(doubles_code).fields)
    assert fields["start_forcedSpawns"][-1] == [["@Moves", "%", 3.0, "=", 0.0], "AfterSpawns",
                                                False, "@TemporaryHole 4", "@TemporaryHole 4"]
    assert "_warnings" not in fields
    game = Game(build_mode(fields), seed=3)   # @Moves is 0 at the start: the holes appear
    cells = [c for row in game.grid for c in row]
    assert cells.count("@TemporaryHole 4") == 2
