"""What an answer *is* (an expression, a merge rule, a display rule, a spawn list ...) and
how to diagnose it as that, entry by entry, in the engine's own words.

A merge rule is not one expression: its condition, outputs and score are expressions, its
length, in-order and flags are data, and ``"EndTurn"`` in a script is the *when* entry, not
an operator. ``diagnose_shape(shape, answer)`` walks an answer the way the engine reads that
field and returns ``Finding`` objects that say where (``MergeRules[0][1]``, "the condition
entry") and what is wrong; the expression entries are diagnosed with ``mistakes`` (typical
slips and the linter). Nothing here runs the answer: the cases do that.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..calcarray.lint import lint
from ..calcarray.operators.base import REGISTRY
from .mistakes import diagnose_located
from .values import describe

__all__ = ["SHAPES", "Finding", "diagnose_shape", "where_text"]

#: The shapes an exercise's answer can have (``Exercise.shape``).
SHAPES = ("value", "expression", "condition", "rule", "rules", "tile_type", "spawns",
          "script", "stat_boxes", "win_conditions", "mode", "save_code", "python")

_RULE_ENTRIES = ("the length entry", "the condition entry", "the in-order entry",
                 "the outputs entry", "the score entry", "the flags entry")
_TILE_TYPE_ENTRIES = ("the match entry", "the text entry", "the background entry",
                      "the text colour entry")
_COLOUR_SIZES = {"@HSLA": 5, "@RGBA": 5, "@HSVA": 5}
#: When a script runs (the reference's trigger names a learner meets in lesson 11).
SCRIPT_WHENS = ("BeginTurn", "EndMovement", "EndMovementDirection", "EndMovementDirectionMoveless",
                "EndMovementMoveless", "EndTurn", "GameOver", "Merge", "PossibleOver",
                "PostSpawn", "PreSpawn", "StayStill", "TileClick", "TileSpawn", "TileSpawnFail",
                "TrueEndTurn", "Victory", "ZeroMerge")


@dataclass(frozen=True)
class Finding:
    """One diagnosis: ``where`` in words and as an index path (``MergeRules[0][1]``)."""

    where: str
    path: str
    reason: str

    def text(self) -> str:
        return f"{where_text(self)}: {self.reason}"


def _index(root: str, path: tuple[int, ...]) -> str:
    return root + "".join(f"[{i}]" for i in path)


def where_text(finding: Finding) -> str:
    """"the condition entry (`MergeRules[0][1]`)", or "`your expression[2]`" alone."""
    return f"{finding.where} (`{finding.path}`)" if finding.where else f"`{finding.path}`"


def _expression(expr: Any, root: str, base: tuple[int, ...], name: str,
                from_python: bool) -> list[Finding]:
    """Diagnose ``expr`` (found at ``base`` under ``root``) as one expression."""
    if isinstance(expr, str) and not expr.startswith("@"):
        return []  # a lone text is a value ("WIN", "#ffffff"), never an operator
    out = []
    for path, reason in diagnose_located(expr, from_python=from_python):
        full = base + (path or ())
        out.append(Finding(name, _index(root, full), reason))
    return out


def diagnose_shape(shape: str, answer: Any, *, from_python: bool = False) -> list[Finding]:
    """Findings for ``answer`` read as ``shape`` (see ``SHAPES``), first problems first."""
    try:
        if shape in ("expression", "condition"):
            root = "your expression" if shape == "expression" else "your condition"
            return _expression(answer, root, (), "", from_python)
        if shape == "rule":
            return _rule(answer, "MergeRules[0]", from_python)
        if shape == "rules":
            if not isinstance(answer, list) or not all(isinstance(r, list) for r in answer):
                return [Finding("the whole list", "MergeRules",
                                "`MergeRules` is a list of rules, each rule itself a list: "
                                "`[[rule 1], [rule 2]]`")]
            return [f for i, r in enumerate(answer) for f in
                    _rule(r, f"MergeRules[{i}]", from_python)]
        if shape == "tile_type":
            return _tile_type(answer, "TileTypes[0]", from_python)
        if shape == "spawns":
            return _spawns(answer, from_python)
        if shape == "script":
            return _script(answer, "scripts[0]", from_python)
        if shape == "stat_boxes":
            return _stat_boxes(answer, from_python)
        if shape == "win_conditions":
            return _tiles_list(answer, "winConditions", from_python)
        if shape == "mode":
            return _mode(answer)
        if shape == "save_code":
            return _save_code(answer)
    except Exception:  # noqa: BLE001 - extra advice must never turn feedback into an error
        return []
    return []


# --- merge rules ----------------------------------------------------------------------------


def _rule(rule: Any, root: str, from_python: bool) -> list[Finding]:
    if not isinstance(rule, list):
        return [Finding("the rule", root, f"a merge rule is a list `[length, condition, "
                        f"in-order, outputs, score, flags]`, not {describe(rule)}")]
    start = 1 if rule and rule[0] == "@include_gvars" else 0
    if "@end_vars" in rule:
        start = rule.index("@end_vars") + 1
    body = rule[start:]
    if len(body) < 6:
        have = ", ".join(_RULE_ENTRIES[i].split(" ")[1] for i in range(min(len(body), 6)))
        return [Finding("the rule", root, f"it has {len(body)} entries ({have or 'none'}); "
                        "a merge rule has six: `[length, condition, in-order, outputs, "
                        "score, flags]`")]
    out: list[Finding] = []

    def at(i: int, *more: int) -> str:
        return _index(root, (start + i, *more))

    length = body[0]
    if not isinstance(length, (int, float)) or isinstance(length, bool):
        out.append(Finding(_RULE_ENTRIES[0], at(0), f"the length is how many tiles merge "
                           f"(a number such as 2), not {describe(length)}"))
    if not isinstance(body[2], bool):
        out.append(Finding(_RULE_ENTRIES[2], at(2), f"in-order is `true` or `false` (whether "
                           f"the tiles must be in board order), not {describe(body[2])}"))
    out += _expression(body[1], root, (start + 1,), _RULE_ENTRIES[1], from_python)
    outputs = body[3]
    if not isinstance(outputs, list):
        out.append(Finding(_RULE_ENTRIES[3], at(3), "the outputs are a list of tiles, each a "
                           f"list of entry expressions (`[[[\"@This 0\", \"+\", 1]]]`), not "
                           f"{describe(outputs)}"))
    else:
        for t, tile in enumerate(outputs):
            name = f"{_RULE_ENTRIES[3]}, tile {t}"
            if not isinstance(tile, list):
                out.append(Finding(name, at(3, t), f"each output is a tile, itself a list of "
                                   f"entries: write `[{_short(tile)}]`"))
                continue
            ops = [e for e in tile if isinstance(e, str) and e in REGISTRY]
            if ops:
                out.append(Finding(name, at(3, t),
                                   f"this tile's entries are {', '.join(_short(e) for e in tile)}: "
                                   f"each entry of a tile is one expression, so `{ops[0]}` is "
                                   "read as an entry of its own; wrap the expression in its own "
                                   f"array: `[{_short(tile)}]`"))
                continue
            for j, entry in enumerate(tile):
                if isinstance(entry, int) and not isinstance(entry, bool) and from_python:
                    out.append(Finding(f"{name}, entry {j}", at(3, t, j),
                                       f"{entry} is a Python int, so the BigInt {entry}n: the "
                                       f"tile would hold {entry}n, which never equals the "
                                       f"number {entry} of other tiles (write {entry}.0)"))
                out += _expression(entry, root, (start + 3, t, j), f"{name}, entry {j}",
                                   from_python)
    out += _expression(body[4], root, (start + 4,), _RULE_ENTRIES[4], from_python)
    flags = body[5]
    if not isinstance(flags, list) or not all(isinstance(f, bool) for f in flags):
        out.append(Finding(_RULE_ENTRIES[5], at(5), "the flags are a list of `true`/`false`, "
                           "one per tile of the merge (may it merge again this move?), not "
                           f"{describe(flags)}"))
    elif isinstance(length, (int, float)) and not isinstance(length, bool) \
            and len(flags) != int(length):
        out.append(Finding(_RULE_ENTRIES[5], at(5), f"there are {len(flags)} flags for a rule "
                           f"of length {_short(length)}: one flag per tile of the merge"))
    if not any(f.where.startswith(_RULE_ENTRIES[1]) for f in out) and isinstance(body[1], list):
        for d in lint(rule, "merge_rule"):
            if d.code == "constant-condition" and d.path[:1] == (start + 1,):
                out.append(Finding(_RULE_ENTRIES[1], _index(root, d.path), d.message))
    return out


# --- display rules --------------------------------------------------------------------------


def _tile_type(rule: Any, root: str, from_python: bool) -> list[Finding]:
    if not isinstance(rule, list) or len(rule) < 4:
        return [Finding("the display rule", root, "a display rule is a list of four entries "
                        "`[match, text, background, text colour]`"
                        + (f", not {describe(rule)}" if not isinstance(rule, list) else
                           f"; yours has {len(rule)}"))]
    out: list[Finding] = []
    match = rule[0]
    if isinstance(match, (int, float)) and not isinstance(match, bool):
        out.append(Finding(_TILE_TYPE_ENTRIES[0], f"{root}[0]",
                           f"the match entry is the number {_short(match)}: it must be a tile "
                           f"such as `[{_short(match)}]` (or a condition giving `true`), so "
                           "this rule never matches"))
    elif isinstance(match, list) and any(isinstance(e, str) and e in REGISTRY for e in match):
        out += _expression(match, root, (0,), _TILE_TYPE_ENTRIES[0], from_python)
    elif isinstance(match, list) and from_python:
        for j, e in enumerate(match):
            if isinstance(e, int) and not isinstance(e, bool):
                out.append(Finding(_TILE_TYPE_ENTRIES[0], f"{root}[0][{j}]",
                                   f"{e} is a Python int, so the BigInt {e}n, which never "
                                   f"equals the tile entry {e} (write {e}.0)"))
    out += _expression(rule[1], root, (1,), _TILE_TYPE_ENTRIES[1], from_python)
    for i in (2, 3):
        out += _colour(rule[i], root, (i,), _TILE_TYPE_ENTRIES[i], from_python)
    return out


def _colour(expr: Any, root: str, base: tuple[int, ...], name: str,
            from_python: bool) -> list[Finding]:
    if not isinstance(expr, list) or not expr:
        return []
    head = expr[0]
    size = _COLOUR_SIZES.get(head) if isinstance(head, str) else None
    if size is None:
        return _expression(expr, root, base, name, from_python)
    out: list[Finding] = []
    if len(expr) != size:
        ops = [e for e in expr[1:] if isinstance(e, str) and e in REGISTRY]
        why = (f" (`{ops[0]}` is read as a component of its own: put an expression in its own "
               "nested array)") if ops else ""
        out.append(Finding(name, _index(root, base),
                           f"`{head}` takes {size - 1} components, one entry each, but has "
                           f"{len(expr) - 1}{why}"))
    for j, part in enumerate(expr[1:], start=1):
        out += _expression(part, root, (*base, j), f"{name}, component {j}", from_python)
    return out


# --- spawns, scripts, stat boxes, win conditions --------------------------------------------


def _tile_problem(tile: Any, from_python: bool) -> str | None:
    if not isinstance(tile, list):
        return (f"a tile is itself a list: write `[{_short(tile)}]`, not {describe(tile)}")
    for e in tile:
        if isinstance(e, int) and not isinstance(e, bool) and from_python:
            return (f"{e} is a Python int, so the BigInt {e}n, which never equals the tile "
                    f"entry {e} (write {e}.0)")
    if len(tile) == 1 and isinstance(tile[0], (int, float)) and not isinstance(tile[0], bool):
        k = tile[0]
        if k >= 3 and float(k).is_integer() and int(k) & (int(k) - 1) == 0:
            return (f"the tile [{_short(k)}] is shown as {2 ** int(k)}: classic tiles store "
                    f"the exponent, so the {int(k)} tile is [{int(k).bit_length() - 1}]")
    return None


def _spawns(answer: Any, from_python: bool) -> list[Finding]:
    if not isinstance(answer, list):
        return [Finding("the spawn list", "startTileSpawns",
                        "`startTileSpawns` is a list of `[tile, weight]` pairs")]
    out = []
    for i, pair in enumerate(answer):
        root = f"startTileSpawns[{i}]"
        if not isinstance(pair, list) or len(pair) != 2:
            out.append(Finding(f"spawn {i}", root, f"each spawn is a pair `[tile, weight]`, "
                               f"not {describe(pair)}"))
            continue
        problem = _tile_problem(pair[0], from_python)
        if problem:
            out.append(Finding(f"the tile of spawn {i}", f"{root}[0]", problem))
        weight = pair[1]
        if not isinstance(weight, (int, float)) or isinstance(weight, bool) or weight <= 0:
            out.append(Finding(f"the weight of spawn {i}", f"{root}[1]",
                               f"the weight is a positive number, not {describe(weight)}"))
    return out


def _script(answer: Any, root: str, from_python: bool) -> list[Finding]:
    if not isinstance(answer, list) or len(answer) != 2:
        return [Finding("the script", root, "a script is a pair `[expression, when]`, for "
                        'example `[[0, "@edit_gvar", 0, 1], "EndTurn"]`')]
    out = _expression(answer[0], root, (0,), "the expression entry", from_python)
    when = answer[1]
    if when not in SCRIPT_WHENS:
        out.append(Finding("the when entry", f"{root}[1]",
                           f"{describe(when)} is not a time a script runs; at the end of a "
                           'move that moved something is `"EndTurn"`'))
    return out


def _stat_boxes(answer: Any, from_python: bool) -> list[Finding]:
    if not isinstance(answer, list):
        return [Finding("the stat boxes", "statBoxes",
                        "`statBoxes` is a list of boxes, each `[label, value expression]`")]
    out = []
    for i, box in enumerate(answer):
        root = f"statBoxes[{i}]"
        if not isinstance(box, list) or len(box) != 2:
            out.append(Finding(f"box {i}", root, f"a stat box is `[label, value expression]`, "
                               f"not {describe(box)}"))
            continue
        out += _expression(box[0], root, (0,), f"the label of box {i}", from_python)
        out += _expression(box[1], root, (1,), f"the value entry of box {i}", from_python)
    return out


def _tiles_list(answer: Any, field: str, from_python: bool) -> list[Finding]:
    if not isinstance(answer, list):
        return [Finding(f"`{field}`", field, f"`{field}` is a list of tiles, such as `[[11]]`")]
    out = []
    for i, tile in enumerate(answer):
        problem = _tile_problem(tile, from_python)
        if problem:
            out.append(Finding(f"tile {i}", f"{field}[{i}]", problem))
    return out


def _mode(answer: Any) -> list[Finding]:
    lint_mode = getattr(answer, "lint", None)
    if lint_mode is None:
        return []
    out = []
    for d in lint_mode():
        if d.severity in ("error", "warning"):
            text = d.message + (f" ({d.suggestion})" if d.suggestion else "")
            out.append(Finding(f"your mode's {d.field}", d.where(), text))
    return out


def _save_code(answer: Any) -> list[Finding]:
    """What the code is: its kind (a Mode code starts a variant), or why it does not load."""
    from ..savecode import SaveCodeError, load_save_code

    if not isinstance(answer, str):
        return [Finding("the code", "code", f"a save code is text (a Python str), not "
                        f"{type(answer).__name__}: `mode.to_save_code()` makes one")]
    try:
        kind = load_save_code(answer).kind
    except SaveCodeError as err:
        return [Finding("the code", "code", f"it does not load: {err}")]
    if kind != "Mode":
        return [Finding("the code", "code", f"it is a {kind} code (`load_save_code(code).kind` "
                        f"is \"{kind}\"); a variant to share is a Mode code, made by "
                        "`mode.to_save_code()`")]
    return []


def _short(x: Any) -> str:
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    if isinstance(x, str):
        return f'"{x}"'
    if isinstance(x, list):
        return "[" + ", ".join(_short(e) for e in x) + "]"
    return str(x)
