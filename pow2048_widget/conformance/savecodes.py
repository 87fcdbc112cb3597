"""Conformance kind ``savecodes``: the save-code vectors recorded from the reference.

``python -m pow2048_widget.conformance savecodes tests/conformance/savecodes`` walks the
folder's layout (README there): ``encoding.json``, ``malformed.json``, ``constructed/``,
``community/`` and the community code list with the reference's verdicts.

Where the spec recommends departing from the reference, the check expects the recommended
result and says so (``DEVIATIONS``): field 46 is read as SC JSON, unset game times are
``false`` instead of a huge negative number, fields a 1.0 code lacks get engine defaults
instead of the previous mode's values, and a wrong-sized starting grid fails on import.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..calcarray.jsnum import number_to_string, string_to_number
from ..calcarray.scjson import sc_dumps, sc_encode, sc_loads
from ..savecode import (
    LoadedGame,
    LoadedMode,
    LoadedModifiers,
    LoadedReplay,
    SaveCodeError,
    encode_custom,
    encode_game,
    encode_infused,
    encode_mode,
    encode_modifiers,
    encode_replay,
    load_save_code,
)
from ..savecode.base64text import decode_base64, encode_base64
from ..savecode.codec import field_text, split_code
from ..savecode.custom import decode_custom, read_design_fields
from ..savecode.entities import escape_entities, unescape_entities
from ..savecode.infused import decode_infused
from ..savecode.rules_text import compose_rules_text
from ..savecode.upgrades import add_at_prefix

DEVIATIONS = {
    "displayLagReductions": "field 46 is read as SC JSON: a list, never NaN",
    "times": "unset game times stay false",
    "v1_defaults": "fields a 1.0 code lacks get engine defaults",
    "grid_size": "a starting grid that does not fit width x height fails on import (11)",
}
# Fields the reference leaves at the previous mode's value on a 1.0 import.
V1_KEPT = ("knownMergeLookbackDistance", "knownMergeMaxLength")
REFERENCE_MESSAGES = ("Invalid ", "Infused mode values too short", "Replays created",
                      "Unsupported HTML")


class Report:
    """Counts checks and prints one line per failure (and per pass when verbose)."""

    def __init__(self, verbose: bool) -> None:
        self.verbose = verbose
        self.passed = 0
        self.failed = 0

    def check(self, name: str, ok: bool, detail: str = "") -> None:
        if ok:
            self.passed += 1
            if self.verbose:
                print(f"PASS {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}" + (f": {detail}" if detail else ""))

    def run(self, name: str, func: Callable[[], tuple[bool, str] | bool]) -> None:
        """Run one check; an unexpected exception is a failure, not a crash of the runner."""
        try:
            result = func()
        except Exception as exc:  # noqa: BLE001 - every failure must be reported, not raised
            self.check(name, False, f"{type(exc).__name__}: {exc}")
            return
        ok, detail = result if isinstance(result, tuple) else (result, "")
        self.check(name, ok, detail)


def same(a: Any, b: Any) -> bool:
    """Equality of SC-encoded values where booleans are not numbers and 1 == 1.0."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return float(a) == float(b)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def encoded(value: Any) -> Any:
    """A value in the conformance files' form (SC-encoded, as plain JSON)."""
    return sc_encode(value)


def compare(actual: Any, expected: Any) -> tuple[bool, str]:
    got = encoded(actual)
    if same(got, expected):
        return True, ""
    return False, f"got {_short(got)}, expected {_short(expected)}"


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 160 else text[:157] + "..."


def _load(path: Path) -> Any:
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


# --- encoding.json -------------------------------------------------------------------------


def _js_number(expected: Any) -> float:
    return {"@NaN": math.nan, "@Infinity": math.inf, "@-Infinity": -math.inf}.get(
        expected, expected
    )


def _numbers_equal(a: float, b: float) -> bool:
    return a == b or (math.isnan(a) and math.isnan(b))


def check_encoding(path: Path, report: Report) -> None:
    data = _load(path)
    for i, case in enumerate(data["he_encode"]):
        report.run(f"he_encode[{i}]", lambda c=case: compare(
            [escape_entities(c["input"]), encode_base64(escape_entities(c["input"]))],
            [c["encoded"], c["base64"]]))
    for i, case in enumerate(data["he_decode"]):
        report.run(f"he_decode[{i}] {case['input']!r}",
                   lambda c=case: compare(unescape_entities(c["input"]), c["decoded"]))
    for i, case in enumerate(data["base64_decode"]):
        report.run(f"base64_decode[{i}] {case['input']!r}", lambda c=case: _check_base64(c))
    for i, case in enumerate(data["number_to_text"]):
        report.run(f"number_to_text[{i}] {case['js_expression']}",
                   lambda c=case: _check_number_to_text(c))
    for i, case in enumerate(data["number_from_text"]):
        report.run(f"number_from_text[{i}] {case['text']!r}", lambda c=case: (
            _numbers_equal(string_to_number(c["text"]), _js_number(c["Number"])),
            f"got {string_to_number(c['text'])!r}"))
    for i, case in enumerate(data["sc_stringify"]):
        if "SCstringify" in case:
            report.run(f"sc_stringify[{i}] {case['js_expression']}",
                       lambda c=case: _check_restringify(c["SCstringify"],
                                                         c["after_SCparse_restringify"]))
    for i, case in enumerate(data["sc_parse"]):
        report.run(f"sc_parse[{i}] {case['text']}", lambda c=case: _check_sc_parse(c))
    for i, case in enumerate(data["compose_rules_text"]):
        report.run(f"compose_rules_text[{i}]", lambda c=case: _check_composer(c))
    upgrade = data["update_at_sign"]
    report.run("update_at_sign", lambda: (
        same(add_at_prefix(upgrade["input"]), upgrade["output"]), "plain JSON values differ"))


def _check_base64(case: dict[str, Any]) -> tuple[bool, str]:
    try:
        got = decode_base64(case["input"])
    except SaveCodeError as exc:
        return "error" in case and case["error"] in exc.message, exc.message
    return got == case.get("decoded"), f"got {got!r}"


def _check_number_to_text(case: dict[str, Any]) -> tuple[bool, str]:
    # The number the case's JS expression denotes, read back from its String() form.
    value = math.nan if case["String"] == "NaN" else string_to_number(case["String"])
    got = (number_to_string(value), sc_dumps(value))
    return got == (case["String"], case["SCstringify"]), f"got {got}"


def _check_restringify(text: str, expected: str) -> tuple[bool, str]:
    got = sc_dumps(sc_loads(text))
    return got == expected, f"got {got}"


def _check_sc_parse(case: dict[str, Any]) -> tuple[bool, str]:
    try:
        got = sc_dumps(sc_loads(case["text"]))
    except Exception as exc:  # noqa: BLE001 - the vector may expect an error
        return "error" in case, f"raised {exc}"
    return got == case.get("restringified"), f"got {got}"


def _check_composer(case: dict[str, Any]) -> tuple[bool, str]:
    try:
        got = compose_rules_text(case["html"])
    except SaveCodeError as exc:
        return exc.message == case.get("error"), exc.message
    return compare(got, case.get("result"))


# --- malformed.json --------------------------------------------------------------------------


def check_malformed(path: Path, report: Report) -> None:
    for case in _load(path)["cases"]:
        report.run(f"malformed: {case['case']}", lambda c=case: _check_malformed_case(c))


def _error_matches(message: str, expected: str) -> bool:
    if expected.startswith(REFERENCE_MESSAGES):
        return message == expected
    return message.split(" ")[0] == expected.split(" ")[0]


def _check_malformed_case(case: dict[str, Any]) -> tuple[bool, str]:
    try:
        loaded = load_save_code(case["code"])
    except SaveCodeError as exc:
        if case["reference_result"] == "error":
            if case["message"].startswith("TypeError Cannot read properties"):
                return True, DEVIATIONS["grid_size"]  # the reference fails later, we up front
            return _error_matches(exc.message, case["message"]), f"message {exc.message!r}"
        return False, f"raised {exc}"
    if case["reference_result"] == "error":
        return False, "accepted a code the reference rejects"
    fields = loaded.fields if isinstance(loaded, LoadedMode) else loaded.mode.fields
    checks = [same(encoded(fields["width"]), case["width_after"])]
    if "startTileAmount_after" in case:
        checks.append(same(encoded(fields["startTileAmount"]), case["startTileAmount_after"]))
    if "displayLagReductions_after" in case:
        # DEVIATIONS["displayLagReductions"]: the list written in the field, not NaN.
        checks.append(isinstance(fields["displayLagReductions"], list))
    return all(checks), f"fields {checks}"


# --- constructed/ and community/ ---------------------------------------------------------------


def _check_field_texts(name: str, data: dict[str, Any], report: Report) -> None:
    """Every field's decoded text and SC-decoded value, as the reference read them."""
    parts = split_code(data["code"])
    for entry in data.get("fields", []):
        label = f"{name} field {entry['index']} ({entry['name']})"
        report.run(label + " text", lambda e=entry: _field_text_check(parts, e))
        report.run(label + " value", lambda e=entry: _field_value_check(parts, e))


def _field_text_check(parts: Any, entry: dict[str, Any]) -> tuple[bool, str]:
    got = field_text(parts, entry["index"], entry["name"])
    return got == entry["text"], f"got {_short(got)}"


def _field_value_check(parts: Any, entry: dict[str, Any]) -> tuple[bool, str]:
    text = field_text(parts, entry["index"], entry["name"])
    if "error" in entry:  # the reference could not parse this field
        try:
            sc_loads(text)
        except Exception:  # noqa: BLE001 - any parse error is the expected outcome
            return True, ""
        return False, "parsed a field the reference cannot parse"
    if entry["encoding"] == "number":
        return compare(string_to_number(text), entry["value"])
    if entry["encoding"] == "string":
        return compare(text, entry["value"])
    return compare(sc_loads(text), entry["value"])


def _same_parts(ours: str, *references: str, skip: tuple[int, ...] = ()) -> tuple[bool, str]:
    """Our code equals one of the reference codes part by part (``skip``: documented)."""
    mine = ours.split("|")
    refs = [r.split("|") for r in references]
    if any(len(mine) != len(r) for r in refs):
        return False, f"{len(mine)} parts, expected {[len(r) for r in refs]}"
    bad = [i for i in range(len(mine)) if i not in skip and all(mine[i] != r[i] for r in refs)]
    return not bad, f"parts differ: {bad}"


def _mode_fields(loaded: Any) -> dict[str, Any]:
    return loaded.fields if isinstance(loaded, LoadedMode) else loaded.mode.fields


def check_constructed(name: str, data: dict[str, Any], report: Report) -> None:
    kind, version = data["kind"], data["version"]
    _check_field_texts(name, data, report)
    if not data["reference_import"]["ok"]:
        report.run(f"{name} rejected as by the reference", lambda: _rejected(data["code"]))
        report.run(f"{name} lenient load", lambda: (
            isinstance(load_save_code(data["code"], lenient=True), LoadedMode), ""))
        return
    loaded = load_save_code(data["code"])
    if kind in ("Mode", "Game", "Replay"):
        _check_mode_like(name, data, loaded, report)
    elif kind == "Custom":
        _check_custom(name, data, report)
        report.run(f"{name} re-encode", lambda: (encode_custom(
            decode_custom(split_code(data["code"]))) == data["code"], ""))
    elif kind == "Infused":
        _check_infused(name, data, report)
    elif kind == "Modifiers":
        _check_modifiers(name, data, loaded, report)
    report.run(f"{name} kind {kind} {version}", lambda: (loaded is not None, ""))


def _rejected(code: str) -> tuple[bool, str]:
    try:
        load_save_code(code)
    except SaveCodeError:
        return True, ""
    return False, "accepted"


def _check_mode_like(name: str, data: dict[str, Any], loaded: Any, report: Report) -> None:
    fields = _mode_fields(loaded)
    if "upgraded" in data:
        state = loaded.state if isinstance(loaded, LoadedGame) else {}
        for key, expected in data["upgraded"].items():
            if data["version"] == "1.0" and key in V1_KEPT:
                report.run(f"{name} upgraded {key}", lambda k=key: (
                    fields[k] == math.inf, DEVIATIONS["v1_defaults"]))
                continue
            actual = fields[key] if key in fields else state.get(key)
            report.run(f"{name} upgraded {key}", lambda a=actual, e=expected: compare(a, e))
    if "reference_reexport" in data:  # 3.0 Mode: equals the code or the reference re-export
        report.run(f"{name} re-export", lambda: _same_parts(
            encode_mode(loaded), data["code"], data["reference_reexport"]))
    if "reference_reexport_3_0" in data:
        skip = (46,) if data["version"] != "1.0" else (38, 39, 46)
        ours = encode_game(loaded) if isinstance(loaded, LoadedGame) else encode_mode(loaded)
        report.run(f"{name} re-export as 3.0", lambda: _same_parts(
            ours, data["reference_reexport_3_0"], skip=skip))
    if data["kind"] == "Game" and data["version"] == "3.0":
        _check_game_state(name, data, loaded, report)
    if isinstance(loaded, LoadedReplay):
        _check_replay_state(name, data, loaded, report)
        report.run(f"{name} re-export", lambda: _same_parts(encode_replay(loaded), data["code"]))


def _check_game_state(name: str, data: dict[str, Any], loaded: LoadedGame,
                      report: Report) -> None:
    expected = data["reference_state_after_import"]
    for key in ("Grid", "score", "won", "moves_so_far", "movesPlayed", "currentMovePlayed",
                "replayTimestamps"):
        report.run(f"{name} state {key}",
                   lambda k=key: compare(loaded.state[k], expected[k]))
    report.run(f"{name} rules text with the resumed line", lambda: compare(
        loaded.mode.fields["gameplayRulesText"], expected["gameplayRulesText"]))
    # Times: the code's victory/game-over times are the "not set" defect (DEVIATIONS).
    report.run(f"{name} unset times", lambda: (
        loaded.state["victoryTime_rel"] is False and loaded.state["gameOverTime_rel"] is False,
        DEVIATIONS["times"]))
    report.run(f"{name} re-export", lambda: _same_parts(
        encode_game(loaded), data["code"], skip=(24, 76, 77)))


def _check_replay_state(name: str, data: dict[str, Any], loaded: LoadedReplay,
                        report: Report) -> None:
    expected = data["reference_state_after_import"]
    actual = {
        "movesPlayed": loaded.moves,
        "otherRandomEvents": loaded.other_random_events,
        "gameWon": 1.0 if loaded.won else 0.0,
        "replayOtherSpawns": list(reversed(loaded.other_spawns)),  # the reference reverses
        "replayTimestamps": loaded.timestamps,
        "forcedSpawns": loaded.mode.fields["start_forcedSpawns"],
        "mvar_indices": loaded.mvar_indices,
    }
    for key, value in actual.items():
        report.run(f"{name} state {key}", lambda v=value, k=key: compare(v, expected[k]))


def _check_custom(name: str, data: dict[str, Any], report: Report) -> None:
    design = decode_custom(split_code(data["code"]))
    for key, expected in data["after_import"].items():
        report.run(f"{name} design {key}",
                   lambda k=key, e=expected: compare(design.values[k], e))
    loaded = load_save_code(data["code"])
    _check_playable(name, data.get("playable"), loaded, report)


def _check_playable(name: str, playable: dict[str, Any] | None, loaded: Any,
                    report: Report) -> None:
    if not playable:
        return
    fields = loaded.fields
    for key, expected in playable["mode_fields"].items():
        if key == "displayLagReductions" and expected == "@NaN":
            report.run(f"{name} playable {key}", lambda: (
                fields["displayLagReductions"] == [], DEVIATIONS["displayLagReductions"]))
            continue
        if key == "MergeRules":
            report.run(f"{name} playable {key}", lambda e=expected: _compare_rules(fields, e))
            continue
        report.run(f"{name} playable {key}", lambda k=key, e=expected: compare(fields[k], e))
    if "mode_vars" in playable:
        report.run(f"{name} playable mode_vars",
                   lambda: compare(loaded.extras.get("mode_vars"), playable["mode_vars"]))
    if "gm_background" in playable:
        report.run(f"{name} pre-game background", lambda: compare(
            loaded.extras.get("pregame_background"), playable["gm_background"]))
    if "gm_rules_text" in playable:
        report.run(f"{name} pre-game rules", lambda: compare(
            loaded.extras.get("pregame_rules_text", fields["gameplayRulesText"]),
            playable["gm_rules_text"]))


def _compare_rules(fields: dict[str, Any], expected: Any) -> tuple[bool, str]:
    """The reference exports merge rules after its game-start multi-length expansion; the mode
    keeps the rules as written, the engine expands them."""
    ok, detail = compare(fields["MergeRules"], expected)
    if ok:
        return ok, detail
    from ..engine.rule_text import expand_multilength

    expanded = expand_multilength(fields["MergeRules"], int(fields["width"]),
                                  int(fields["height"]))
    return compare(expanded, expected)


def _check_infused(name: str, data: dict[str, Any], report: Report) -> None:
    values = decode_infused(split_code(data["code"]))
    expected = data.get("after_import", {}).get("infusedModeValues")
    if expected is not None:
        report.run(f"{name} infused values", lambda: compare(values.values, expected))
    if "infused_values_decoded" in data:
        report.run(f"{name} infused values decoded", lambda: compare(
            [sc_loads(v) if i != 34 else v for i, v in enumerate(values.values)],
            data["infused_values_decoded"][:34] + [values.values[34]]
            + data["infused_values_decoded"][35:]))
    report.run(f"{name} re-encode", lambda: (
        decode_infused(split_code(encode_infused(values))).values == values.values, ""))
    _check_playable(name, data.get("playable"), load_save_code(data["code"]), report)


def _check_modifiers(name: str, data: dict[str, Any], loaded: LoadedModifiers,
                     report: Report) -> None:
    expected = data["after_import"]
    report.run(f"{name} modifiers", lambda: compare(loaded.modifiers, expected["modifiers"]))
    report.run(f"{name} auto_directions",
               lambda: compare(loaded.auto_directions, expected["auto_directions"]))
    if loaded.custom_grid is not None:
        for key in ("width", "height", "hexagonal", "startingGrid"):
            report.run(f"{name} custom grid {key}",
                       lambda k=key: compare(loaded.custom_grid[k], expected[k]))
    if not loaded.warnings:
        report.run(f"{name} re-encode", lambda: (encode_modifiers(loaded) == data["code"], ""))


def check_community_file(name: str, data: dict[str, Any], report: Report) -> None:
    _check_field_texts(name, data, report)
    if data["reference_import"]["ok"]:
        if data["kind"] == "Custom":
            _check_custom(name, data, report)
        else:
            _check_infused(name, data, report)
        return
    report.run(f"{name} rejected as by the reference", lambda: _rejected(data["code"]))
    lenient = data["lenient_not_reference"]["values"]
    raw = read_design_fields(split_code(data["code"]), entity_passes=0)
    for key, expected in lenient.items():
        report.run(f"{name} lenient {key}", lambda k=key, e=expected: compare(raw[k], e))
    report.run(f"{name} lenient load", lambda: (
        isinstance(load_save_code(data["code"], lenient=True), LoadedMode), ""))


def community_codes(folder: Path) -> Iterator[tuple[str, str, str]]:
    """(id, kind, code) of every line of ``community_codes.txt``."""
    with open(folder / "community_codes.txt", encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("#") or not line.strip():
                continue
            cols = line.rstrip("\n").split("\t")
            yield cols[0], cols[1], cols[-1]


def check_community_list(folder: Path, report: Report) -> None:
    verdicts = {v["id"]: v for v in _load(folder / "community_import_summary.json")}
    for code_id, kind, code in community_codes(folder):
        verdict = verdicts[code_id]
        report.run(f"community {code_id} {kind} reference verdict",
                   lambda c=code, v=verdict: _verdict(c, v))
        report.run(f"community {code_id} lenient load", lambda c=code: (
            isinstance(load_save_code(c, lenient=True), LoadedMode), ""))


def _verdict(code: str, verdict: dict[str, Any]) -> tuple[bool, str]:
    try:
        load_save_code(code)
    except SaveCodeError as exc:
        return not verdict["reference_import_ok"], str(exc)
    return verdict["reference_import_ok"], "accepted a code the reference rejects"


# --- entry point -----------------------------------------------------------------------------


def _check_folder(folder: Path, report: Report) -> None:
    if (folder / "encoding.json").exists():
        check_encoding(folder / "encoding.json", report)
    if (folder / "malformed.json").exists():
        check_malformed(folder / "malformed.json", report)
    for sub, check in (("constructed", check_constructed), ("community", check_community_file)):
        index = folder / sub / "index.json"
        if not index.exists():
            continue
        for entry in _load(index):
            path = folder / entry["file"]
            name = entry["file"]
            try:
                data = _load(path)
            except OSError as exc:
                report.check(name, False, str(exc))
                continue
            report.run(f"{name} loads",
                       lambda d=data, n=name, c=check: _whole_file(c, n, d, report))
    if (folder / "community_codes.txt").exists():
        check_community_list(folder, report)


def _whole_file(check: Callable[[str, dict[str, Any], Report], None], name: str,
                data: dict[str, Any], report: Report) -> tuple[bool, str]:
    """Run a file's checks; an exception outside a single check fails the file as a whole."""
    check(name, data, report)
    return True, ""


def run(paths: list[str], verbose: bool) -> tuple[int, int]:
    """Check every save-code vector folder in ``paths``; returns (passed, failed)."""
    report = Report(verbose)
    for p in paths:
        folder = Path(p)
        if not folder.is_dir():
            report.check(os.fspath(folder), False, "not a folder")
            continue
        _check_folder(folder, report)
    return report.passed, report.failed
