"""Conformance runner for ``display.jsonl``.

Each vector names a display function and its expected output; CSS strings are compared token
by token with numbers agreeing to a relative tolerance of 1e-9 (the reference's ``pow`` is
not correctly rounded), everything else exactly.
"""

from __future__ import annotations

import math
import re
import traceback
from typing import Any

from ..calcarray.errors import CalcArrayError
from ..calcarray.scjson import sc_decode
from ..calcarray.state import GameState
from ..calcarray.values import UNDEFINED
from . import run_jsonl

TOLERANCE = 1e-9
_NUMBER = re.compile(r"(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)")


def css_equal(actual: str, expected: str) -> bool:
    """Token-by-token comparison; numeric tokens within a relative tolerance."""
    a_parts, e_parts = _NUMBER.split(actual), _NUMBER.split(expected)
    if len(a_parts) != len(e_parts):
        return False
    for i, (a, e) in enumerate(zip(a_parts, e_parts, strict=True)):
        if i % 2 == 0:
            if a != e:
                return False
        elif not numbers_close(float(a), float(e)):
            return False
    return True


def numbers_close(a: float, e: float) -> bool:
    if math.isnan(a) or math.isnan(e):
        return math.isnan(a) and math.isnan(e)
    if a == e:
        return True
    return abs(a - e) <= TOLERANCE * max(abs(a), abs(e))


def values_equal(actual: Any, expected: Any) -> bool:
    """Deep comparison of decoded values; strings as CSS, floats with tolerance."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return type(actual) is type(expected) and actual == expected
    if isinstance(expected, float) and isinstance(actual, float):
        return numbers_close(actual, expected)
    if isinstance(expected, str) and isinstance(actual, str):
        return css_equal(actual, expected)
    if isinstance(expected, list) and isinstance(actual, list):
        return len(actual) == len(expected) and all(
            values_equal(a, e) for a, e in zip(actual, expected, strict=True))
    if isinstance(expected, dict) and isinstance(actual, dict):
        return actual.keys() == expected.keys() and all(
            values_equal(actual[k], expected[k]) for k in expected)
    return type(actual) is type(expected) and actual == expected


def _state_for(vector: dict[str, Any]) -> GameState:
    tile = vector.get("tile")
    state = GameState(tile_num_amount=int(vector.get("tile_num_amount", 1)))
    if tile is not None:
        state.grid = [[tile]]
        state.width = state.height = 1
    return state


def compute(vector: dict[str, Any]) -> Any:
    """What our implementation produces for one (decoded) vector."""
    from ..calcarray.abbrev import abbreviate_number, default_abbreviate
    from ..calcarray.colorexpr import convert_color, evaluate_color, rotate_color
    from ..display.evaluation import tile_env
    from ..display.factorcolor import three_factor_color
    from ..display.rules import RenderOptions, render_tile
    from ..display.schemes.data import reference_data
    from ..display.textexpr import as_html, evaluate_text, he_escape, plain_text

    kind = vector["kind"]
    state = _state_for(vector)
    env = tile_env(state, 0.0, 0.0)
    if kind == "color":
        return evaluate_color(vector["color"], env)
    if kind == "convert":
        return convert_color(vector["color"], vector["system"], env)
    if kind == "rotate":
        return rotate_color(vector["color"], vector["degrees"], vector["invert"], env)
    if kind == "abbrev":
        if vector["fn"] == "abbreviateNumber":
            result = abbreviate_number(vector["value"], vector["system"], vector["decimals"],
                                       vector["commas"], *vector.get("more", []))
        else:
            result = default_abbreviate(vector["value"])
        if isinstance(result, list):
            markup = as_html(evaluate_text(result, env))
        elif isinstance(result, str):
            markup = he_escape(result)
        else:
            markup = as_html(result)
        return {"expect": result, "html": markup, "text": plain_text(markup)}
    if kind == "text":
        result = evaluate_text(vector["expr"], env)
        out = {"expect": result}
        if "text" in vector:
            out["text"] = plain_text(as_html(result))
        return out
    if kind == "factorcolor":
        return three_factor_color(vector["factors"], vector["scheme"], vector["invert"],
                                  vector.get("alpha", 1.0))
    if kind == "data":
        return reference_data(vector["name"])
    if kind in ("tile", "scheme"):
        width = int(vector.get("grid_width", 4))
        if kind == "tile":
            tile_types, tile, dtype = vector["tile_types"], vector["tile"], vector["dtype"]
        else:
            tile = [vector["value"]]
            tile_types = [[True, vector.get("text_rule", "@This 0"), "@ColorScheme",
                           vector["scheme"], ["@This 0", *vector["params"]]]]
            dtype = "Grid"
            state.tile_num_amount = 1
            state.grid = [[tile]]
        from ..display.geometry import BoardGeometry

        base = BoardGeometry(width, width).font_base(dtype)
        return render_tile(tile, tile_types, env, RenderOptions(font_base=base)).to_dict()
    raise ValueError(f"unknown vector kind {kind!r}")


def check(vector: dict[str, Any]) -> tuple[bool, str]:
    """(passed, explanation) for one decoded vector."""
    try:
        actual = compute(vector)
    except (CalcArrayError, RecursionError) as exc:
        if vector.get("error"):
            return True, ""
        return False, f"raised {exc!r}"
    except Exception as exc:  # a crash is a failure, reported with its traceback
        return False, f"crashed: {exc!r}\n{traceback.format_exc(limit=4)}"
    if vector.get("error"):
        return False, f"expected an error, got {actual!r}"
    kind = vector["kind"]
    if kind in ("abbrev", "text"):
        for key in ("expect", "html", "text"):
            if key in vector and not values_equal(actual.get(key), vector[key]):
                return False, f"{key}: got {actual.get(key)!r}, expected {vector[key]!r}"
        return True, ""
    expected = vector.get("value" if kind == "data" else "expect", UNDEFINED)
    if values_equal(actual, expected):
        return True, ""
    return False, f"got {actual!r}\n      expected {expected!r}"


def _check_line(raw: dict[str, Any]) -> str | None:
    """One vector line: decoded from SC-JSON (keeping its id and kind as written), checked."""
    vector = sc_decode(raw)
    vector["id"], vector["kind"] = raw["id"], raw["kind"]
    ok, why = check(vector)
    return None if ok else why


def run(paths: list[str], verbose: bool) -> tuple[int, int]:
    """Run every vector in the given files; print failing ids (and passes when verbose)."""
    return run_jsonl(paths, verbose, _check_line)
