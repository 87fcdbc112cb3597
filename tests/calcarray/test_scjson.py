"""SC JSON reading and writing (savecodes.md 3, calcarray.md 13), against encoding.json."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from pow2048_widget.calcarray.errors import CalcArrayError
from pow2048_widget.calcarray.scjson import sc_decode, sc_dumps, sc_encode, sc_loads
from pow2048_widget.calcarray.values import UNDEFINED, BigRational, GaussianBigInt

ENCODING = json.loads(
    (Path(__file__).parents[1] / "conformance/savecodes/encoding.json").read_text("utf-8"))


@pytest.mark.parametrize("case", ENCODING["sc_parse"], ids=lambda c: c["text"])
def test_sc_parse_vectors(case: dict) -> None:
    if "error" in case:
        with pytest.raises(CalcArrayError):
            sc_loads(case["text"])
    else:
        assert sc_dumps(sc_loads(case["text"])) == case["restringified"]


@pytest.mark.parametrize("case", ENCODING["number_from_text"], ids=lambda c: c["text"])
def test_numbers_written_back(case: dict) -> None:
    value = sc_decode(case["Number"])
    assert isinstance(value, float)
    assert sc_dumps(value) == json.dumps(case["Number"])


def test_decoded_kinds() -> None:
    value = sc_loads('[1, "@BigInt 5", "@GaussianBigInt 3 -2", "@BigRational 6 -4", '
                     '"@Infinity", "@NaN", "@undefined", null, true, "@Empty"]')
    assert value[:3] == [1.0, 5, GaussianBigInt(3, -2)]
    assert isinstance(value[0], float) and type(value[1]) is int
    assert value[3] == BigRational(-3, 2)
    assert value[4] == math.inf and math.isnan(value[5])
    assert value[6:] == [UNDEFINED, None, True, "@Empty"]


def test_writing() -> None:
    assert sc_dumps([2.0, 1e21, 1.5e-7, -0.0]) == "[2,1e+21,1.5e-7,0]"
    assert sc_dumps({"a": UNDEFINED, "b": 1}) == '{"a":"@undefined","b":"@BigInt 1"}'
    assert sc_dumps(["caf\u00e9", "\U0001F600", "\u0007", "\ud800"]) == (
        '["caf\u00e9","\U0001F600","\\u0007","\\ud800"]')
    assert sc_encode([math.inf, -math.inf, UNDEFINED]) == ["@Infinity", "@-Infinity",
                                                          "@undefined"]


def test_object_properties_with_undefined_disappear() -> None:
    assert sc_loads('{"a": "@undefined", "b": 1}') == {"b": 1.0}


@pytest.mark.parametrize("text", ["NaN", "[1,]", "{'a': 1}", "Infinity", "", "[1"])
def test_strict_json(text: str) -> None:
    with pytest.raises(CalcArrayError):
        sc_loads(text)
