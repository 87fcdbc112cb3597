"""Broken or hostile codes fail with SaveCodeError naming the field, never anything else."""

from __future__ import annotations

import base64

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pow2048_widget.savecode import SaveCodeError, load_save_code
from pow2048_widget.savecode.limits import MAX_CODE_CHARS, MAX_PARTS


def _with_field(code: str, index: int, text: str) -> str:
    parts = code.split("|")
    parts[index] = base64.b64encode(text.encode()).decode()
    return "|".join(parts)


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("", "Invalid save code type"),
        (" @2048PowCompMode|3.0|", "Invalid save code type"),
        ("@2048PowCompMode|9.9|", "Invalid update"),
        ("@2048PowCompReplay|2.3|", "Invalid update"),
    ],
)
def test_header_and_version_are_checked(code, message):
    with pytest.raises(SaveCodeError, match=message):
        load_save_code(code)


@pytest.mark.parametrize(
    ("index", "text", "field", "message"),
    [
        (2, "0", "width", "Invalid width"),
        (3, "2.5", "height", "Invalid height"),
        (8, "abc", "TileNumAmount", "Invalid amount of tile tier numbers"),
        (9, "[[1,2]", "TileTypes", "SyntaxError"),
        (10, "5", "MergeRules", "expected a list"),
        (4, '[["@Empty"]]', "startingGrid", "expected 4 rows of 4 cells"),
        (2, "100000", "width", "above the limit"),
        (31, '["@BigInt 1.5"]', "start_game_vars", "SyntaxError"),
    ],
)
def test_bad_field_names_the_field(doubles_code, index, text, field, message):
    with pytest.raises(SaveCodeError, match=message) as info:
        load_save_code(_with_field(doubles_code, index, text))
    assert field in str(info.value)


def test_missing_field_is_reported(doubles_code):
    truncated = "|".join(doubles_code.split("|")[:20])
    expected = r"field 20 \(gameplayBackground\).*InvalidCharacterError"
    with pytest.raises(SaveCodeError, match=expected):
        load_save_code(truncated)


def test_not_base64(doubles_code):
    parts = doubles_code.split("|")
    parts[5] = "not base64!"
    with pytest.raises(SaveCodeError, match="InvalidCharacterError"):
        load_save_code("|".join(parts))


def test_size_limits():
    with pytest.raises(SaveCodeError, match="longer than the limit"):
        load_save_code("@2048PowCompMode|3.0|" + "A" * MAX_CODE_CHARS)
    with pytest.raises(SaveCodeError, match="parts"):
        load_save_code("@2048PowCompMode|3.0" + "|" * (MAX_PARTS + 1))


def test_not_text():
    with pytest.raises(SaveCodeError, match="must be text"):
        load_save_code(b"@2048PowCompMode|3.0|")  # type: ignore[arg-type]


def test_lenient_path_strips_surrounding_white_space(doubles_code):
    with pytest.raises(SaveCodeError):
        load_save_code("\n" + doubles_code)
    assert load_save_code("\n" + doubles_code + "  \n", lenient=True).fields["width"] == 4


def test_infused_values_too_short():
    code = "@2048PowCompInfused|3.0|" + base64.b64encode(b'["[]","[]"]').decode() + "|"
    with pytest.raises(SaveCodeError, match="Infused mode values too short"):
        load_save_code(code)


def test_old_rules_text_with_unknown_html_fails():
    from savecode_data import vector

    code = vector("constructed/mode_v2_3.json")["code"]
    bad = _with_field(code, 24, "<div>x</div>")
    with pytest.raises(SaveCodeError, match="Unsupported HTML element") as info:
        load_save_code(bad)
    assert "gameplayRulesText" in str(info.value)


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_codes_fail_only_with_save_code_error(doubles_code, data):
    parts = doubles_code.split("|")
    index = data.draw(st.integers(2, len(parts) - 1))
    choice = data.draw(st.sampled_from(["text", "raw", "drop"]))
    if choice == "text":
        parts[index] = base64.b64encode(data.draw(st.text(max_size=40)).encode()).decode()
    elif choice == "raw":
        parts[index] = data.draw(st.text(max_size=12))
    else:
        del parts[index:]
    try:
        load_save_code("|".join(parts))
    except SaveCodeError:
        pass


@pytest.mark.parametrize("name", ["constructed/custom_designed.json",
                                  "constructed/game_doubles.json",
                                  "constructed/infused_from_doubles.json",
                                  "constructed/replay_triples.json",
                                  "constructed/mode_v1_0.json"])
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_mutated_codes_of_every_kind_fail_only_with_save_code_error(name, data):
    from savecode_data import vector

    parts = vector(name)["code"].split("|")
    index = data.draw(st.integers(2, len(parts) - 1))
    json_bits = st.sampled_from(["[]", "[[]]", "0", '"x"', "null", "[1,[2]]", '["@BigInt 3"]',
                                 "true", "[[true,1]]", '{"a":1}', "-1", "1e400"])
    parts[index] = base64.b64encode(data.draw(json_bits).encode()).decode()
    try:
        load_save_code("|".join(parts))
    except SaveCodeError:
        pass
