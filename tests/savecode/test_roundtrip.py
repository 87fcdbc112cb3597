"""Codes we write are codes the reference reads back to the same values."""

from __future__ import annotations

import copy
import math

from savecode_data import vector

from pow2048_widget.savecode import (
    LoadedGame,
    LoadedMode,
    LoadedReplay,
    encode_game,
    encode_mode,
    encode_replay,
    load_save_code,
)


def test_mode_code_round_trips_byte_for_byte(doubles_code):
    loaded = load_save_code(doubles_code)
    assert isinstance(loaded, LoadedMode)
    assert encode_mode(loaded) == doubles_code
    assert encode_mode(loaded.fields) == doubles_code


def test_engine_mode_round_trips_field_for_field(doubles_code):
    mode = load_save_code(doubles_code).to_mode()
    again = load_save_code(encode_mode(mode))
    assert again.fields == load_save_code(doubles_code).fields


def test_every_special_value_survives_a_round_trip():
    code = vector("constructed/mode_exotic.json")["code"]
    fields = load_save_code(code).fields
    again = load_save_code(encode_mode(fields)).fields
    values = again["start_game_vars"]
    assert values[0] == 5 and type(values[0]) is int  # BigInt stays a BigInt
    assert math.isnan(values[7]) and values[5] == math.inf
    assert values[16] == "quote \" apostrophe ' amp & lt < gt > done"
    assert values[18] == "café ↑ × “typed” 😀"


def test_written_codes_have_the_reference_layout(doubles_code):
    code = encode_mode(load_save_code(doubles_code))
    parts = code.split("|")
    assert parts[:2] == ["@2048PowCompMode", "3.0"] and len(parts) == 49 and parts[-1] == ""
    assert all(p.isascii() for p in parts)


def test_game_code_restores_a_playable_game(game_code):
    loaded = load_save_code(game_code)
    assert isinstance(loaded, LoadedGame)
    game = loaded.to_game(seed=7)
    assert game.score == 8 and game.moves == 6
    assert game.grid == loaded.state["Grid"]
    assert game.move(0).accepted
    again = load_save_code(encode_game(game))
    assert again.state["moves_so_far"] == 7
    assert again.mode.fields["gameplayRulesText"].count(
        ["p", "This game was resumed from a save code."]) == 1


def test_loaded_game_re_exports_with_unset_times_written_as_false(game_code):
    loaded = load_save_code(game_code)
    again = load_save_code(encode_game(loaded))
    assert again.state["victoryTime_rel"] is False
    assert again.state["Grid"] == loaded.state["Grid"]
    assert again.state["movesPlayed"] == loaded.state["movesPlayed"]


def test_replay_plays_back_to_the_recorded_game(replay_code, game_code):
    replay = load_save_code(replay_code)
    assert isinstance(replay, LoadedReplay)
    player = replay.player(seed=99)
    results = list(player)
    assert len(results) == 6 and all(r.moved for r in results)
    assert player.game.grid == load_save_code(game_code).state["Grid"]
    assert encode_replay(replay) == replay_code


def test_custom_and_infused_codes_become_mode_codes():
    custom = load_save_code(vector("constructed/custom_designed.json")["code"])
    infused = load_save_code(vector("constructed/infused_from_doubles.json")["code"])
    for loaded in (custom, infused):
        assert load_save_code(encode_mode(loaded)).fields == loaded.fields


def test_old_version_upgrades_match_a_fresh_3_0_export():
    old = load_save_code(vector("constructed/mode_v2_3.json")["code"])
    fields = copy.deepcopy(old.fields)
    assert fields["gameplayRulesText"][-1][0] == "p"
    assert load_save_code(encode_mode(fields)).fields == fields
