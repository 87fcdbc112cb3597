"""``Mode.lint()``: rules that can never fire, shadowed rules, wrong shapes, dead spawns.

The engine accepts a mode whose 3-tile rule is longer than ``knownMergeMaxLength`` or whose
pair rule always wins first, and such a rule then silently never merges anything. This
module looks at a mode as data and says so, naming the field and index
(``MergeRules[1]``) and what to change. Expression-level findings come from
``calcarray.lint``; the rest is checked here:

* merge rules longer than the merge cache's key (``knownMergeMaxLength``);
* conditions that are constant and not ``true``;
* rules shadowed by an earlier rule (checked on lines of reachable tiles: spawn tiles and
  everything their merges produce, up to ``MAX_TILES`` tiles);
* output tiles with a number of entries other than ``TileNumAmount``;
* TileTypes whose text or colours fail on those sample tiles;
* spawn entries with zero or negative weight;
* win conditions no explored tile reaches;
* Python ``int`` entries (BigInts in CalcArray) where the mode's tiles hold numbers: in win
  and lose conditions, spawn tiles, output tiles, TileTypes' tiles and gradients (a
  ``win_conditions = [[4]]`` written in Python never matches the tile ``[4.0]``).

Only rules whose parts read nothing but their own tiles are explored (random draws, game
variables and the like would make a static answer a guess); the exploration evaluates
expressions in a throw-away state and never touches a game.
"""

from __future__ import annotations

import copy
import itertools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..calcarray.colorexpr import ColorEnv, evaluate_color
from ..calcarray.context import EvalContext, Limits
from ..calcarray.errors import CalcArrayError, format_path
from ..calcarray.evaluator import cpu_clock, evaluate
from ..calcarray.lint import DISPLAY_WORDS, Diagnostic, constant_value, lint
from ..calcarray.state import GameState
from ..calcarray.trace import format_value
from .mode_fields import rule_body_start
from .purity import tile_local
from .rule_text import split_markers

if TYPE_CHECKING:
    from .mode import Mode

__all__ = ["ModeDiagnostic", "lint_mode", "MAX_TILES", "MAX_LINES"]

#: Distinct tiles the exploration collects before it stops (a bound, not a proof).
MAX_TILES = 24
#: Lines of tiles tested per rule and round.
MAX_LINES = 2000
#: Lines of tiles tested in all rounds together: the exploration's budget, a count, so its
#: findings are the same on every machine and under any load (past it they are partial).
MAX_TESTS = 12_000
#: Last resort only, as for evaluations: CPU seconds of this thread the exploration may use.
MAX_CPU_SECONDS = 30.0
_LIMITS = Limits(max_steps=20_000)


@dataclass(frozen=True)
class ModeDiagnostic:
    """A finding in a mode: ``field`` (reference name) and ``index`` of the entry, ``path``
    inside it, then as ``calcarray.Diagnostic``."""

    field: str
    index: int | None
    path: tuple[int, ...]
    severity: str
    code: str
    message: str
    suggestion: str | None = None

    def where(self) -> str:
        root = self.field if self.index is None else f"{self.field}[{self.index}]"
        return format_path(self.path, root)

    def __str__(self) -> str:
        text = f"{self.severity}: {self.where()}: {self.message}"
        return text + (f" ({self.suggestion})" if self.suggestion else "")

    def to_json(self) -> dict[str, Any]:
        return {"field": self.field, "index": self.index, "path": list(self.path),
                "where": self.where(), "severity": self.severity, "message": self.message,
                "suggestion": self.suggestion, "code": self.code}


def _wrap(field: str, index: int | None, d: Diagnostic) -> ModeDiagnostic:
    return ModeDiagnostic(field, index, d.path, d.severity, d.code, d.message, d.suggestion)


def lint_mode(mode: Mode) -> list[ModeDiagnostic]:
    """Everything ``Mode.lint()`` reports, rules first, in field order."""
    out: list[ModeDiagnostic] = []
    rules = [_RuleView(i, r) for i, r in enumerate(mode.merge_rules)]
    n_entries = mode.tile_num_amount
    explorer = _Explorer(mode, rules)

    def rule_findings() -> list[ModeDiagnostic]:
        found = []
        for r in rules:
            found += [_wrap("MergeRules", r.index, d)
                      for d in lint(r.raw, "merge_rule", tile_length=n_entries)]
            found += r.static_findings(mode)
        return found

    def explored() -> list[ModeDiagnostic]:
        explorer.run()
        return explorer.shadow_findings()

    def tile_types() -> list[ModeDiagnostic]:
        found = [_wrap("TileTypes", i, d) for i, tt in enumerate(mode.tile_types)
                 for d in lint(tt, "tile_type", tile_length=n_entries)]
        return found + _tile_type_failures(mode, explorer.sample_tiles())

    def spawns() -> list[ModeDiagnostic]:
        return _spawn_findings(mode)

    number_tiles = _number_tiles(mode)

    def python_ints() -> list[ModeDiagnostic]:
        return _python_int_findings(mode) if number_tiles else []

    for name, part in (("MergeRules", rule_findings), ("MergeRules", explored),
                       ("TileTypes", tile_types), ("startTileSpawns", spawns),
                       ("winConditions", explorer.win_findings), ("winConditions", python_ints)):
        try:
            found = part()
            if not number_tiles:  # a mode of BigInt tiles means its ints
                found = [d for d in found if d.code != "python-int"]
            out += found
        except Exception as exc:  # noqa: BLE001 - a lint must never fail on odd data
            out.append(ModeDiagnostic(name, None, (), "info", "lint-failed",
                                      f"this check could not run: {type(exc).__name__}: {exc}",
                                      None))
    return out


class _RuleView:
    """A merge rule split into prefix and body, with what can be known without a board."""

    def __init__(self, index: int, raw: Any) -> None:
        self.index = index
        self.raw = raw
        start = rule_body_start(raw) if type(raw) is list else 0
        self.start = start
        self.prefix = start > 0
        self.body = raw[start:] if type(raw) is list else []
        length: Any = self.body[0] if self.body else None
        # A BigInt length (a Python int) is evaluated by the engine to the same number.
        self.length = int(length) if type(length) in (float, int) and \
            float(length).is_integer() and length >= 0 else None
        self.cond = self.body[1] if len(self.body) > 1 else False
        self.in_order = self.body[2] if len(self.body) > 2 else True
        outs = self.body[3] if len(self.body) > 3 else []
        self.computed_outputs = type(outs) is list and bool(outs) and outs[0] == "@CalcArray"
        self.outputs = split_markers(outs)[0] if type(outs) is list and \
            not self.computed_outputs else []
        # Explorable: a plain length >= 1, in board order, reading only its tiles.
        self.explorable = (self.length is not None and self.length >= 1 and not self.prefix
                           and self.in_order is True and not self.computed_outputs
                           and len(self.body) in (5, 6)
                           and _line_local(self.cond) and _line_local(self.outputs))
        self.const = constant_value(self.cond) if tile_local(self.cond) else None

    def static_findings(self, mode: Mode) -> list[ModeDiagnostic]:
        out = []
        i, s = self.index, self.start
        known = mode.known_merge_max_length
        if self.length is not None and self.length > known and \
                mode.merge_result_known_level >= 1:
            out.append(ModeDiagnostic(
                "MergeRules", i, (s,), "warning", "rule-too-long",
                f"this rule merges {self.length} tiles but knownMergeMaxLength is {known}: the "
                f"merge cache remembers outcomes by the first {known} tiles only, so a failure "
                f"cached for those tiles (e.g. where the {self.length} tiles do not fit) stops "
                "the rule, and it can never fire where that happened first",
                f"set knownMergeMaxLength to {self.length} (mode.known_merge_max_length = "
                f"{self.length}) or turn the cache off (mergeResultKnownLevel 0)"))
        if self.cond is False:  # computed constants are reported by calcarray.lint
            out.append(ModeDiagnostic(
                "MergeRules", i, (s + 1,), "warning", "never-fires",
                "the condition is false, so this rule never fires",
                "a condition must give the boolean true"))
        n = mode.tile_num_amount
        for j, tile in enumerate(self.outputs):
            if type(tile) is list and len(tile) != n:
                out.append(ModeDiagnostic(
                    "MergeRules", i, (s + 3, j), "warning", "output-shape",
                    f"output tile {j} has {len(tile)} entr{'y' if len(tile) == 1 else 'ies'} but "
                    f"the mode's tiles have {n} (TileNumAmount)",
                    f"give every output tile {n} entr{'y' if n == 1 else 'ies'}"))
        return out


def _line_local(expr: Any) -> bool:
    """Like ``purity.tile_local`` but also allowing the rule's own tiles (``@Next d k``) and
    its length (``@MLength``): what a line of tiles alone decides."""
    if type(expr) is list:
        return all(_line_local(e) for e in expr)
    if type(expr) is str and (expr.startswith("@Next ") or expr == "@MLength"):
        return "@From" not in expr and expr.split(" ")[0] in ("@Next", "@MLength")
    return tile_local(expr)


def _state(mode: Mode, row: list[Any]) -> GameState:
    st = GameState(grid=[row], width=len(row), height=1, tile_num_amount=mode.tile_num_amount,
                   random=lambda: 0.5)
    st.merge_rules = []
    return st


def _line_context(mode: Mode, tiles: tuple[Any, ...]) -> EvalContext:
    """``tiles[0]`` is This; moving left, Next k is ``k`` cells to its left."""
    row = list(reversed([list(t) for t in tiles]))
    L = len(tiles)
    return EvalContext(vcoord=0.0, hcoord=float(L - 1), vdir=0.0, hdir=-1.0,
                       add_info=[float(L), math.inf, 0.0, 0.0], state=_state(mode, row),
                       limits=_LIMITS)


def _applies(mode: Mode, rule: _RuleView, tiles: tuple[Any, ...]) -> bool:
    try:  # the evaluator never changes its input: the same object lets it compile a plan
        return evaluate(rule.cond, _line_context(mode, tiles)) is True
    except CalcArrayError:
        return False


def _outputs(mode: Mode, rule: _RuleView, tiles: tuple[Any, ...]) -> list[Any]:
    ctx = _line_context(mode, tiles)
    out = []
    for o in rule.outputs:
        try:
            if type(o) is list:
                out.append([evaluate(e, ctx) for e in o])
            else:
                v = evaluate(o, ctx)
                if type(v) is list:
                    out.append(v)
        except CalcArrayError:
            continue
    return out


def _key(tile: Any) -> str:
    return repr(tile)


class _Explorer:
    """Tiles reachable from the spawns through explorable rules, and who wins where."""

    def __init__(self, mode: Mode, rules: list[_RuleView]) -> None:
        self.mode = mode
        self.rules = rules
        self.tiles: dict[str, Any] = {}
        self.complete = False
        # Scripts and end-of-turn rules change tiles outside the merges: then no answer.
        self.ok = (bool(rules) and all(r.explorable for r in rules) and not mode.scripts
                   and not mode.auto_directions)
        # rule index -> (lines where it applies, lines where an earlier rule applies first,
        # that earlier rule)
        self.applied: dict[int, list[int]] = {}
        self.first_blocker: dict[int, int] = {}
        for t in self._spawn_tiles():
            self.tiles.setdefault(_key(t), t)

    def _spawn_tiles(self) -> list[Any]:
        out = []
        for e in self.mode.start_tile_spawns:
            if type(e) is list and len(e) >= 2 and type(e[0]) is list and e[0] \
                    and e[0][0] not in ("@CalcArray", "Box") \
                    and all(type(x) is not list for x in e[0]):
                out.append(e[0])
        for row in self.mode.starting_grid_or_empty():
            out += [c for c in row if type(c) is list]
        return out

    def sample_tiles(self) -> list[Any]:
        return list(self.tiles.values())[:40]

    def run(self) -> None:
        if not self.ok or not self.tiles:
            return
        seen_lines: set[tuple[int, tuple[str, ...]]] = set()
        deadline = cpu_clock() + MAX_CPU_SECONDS
        tested = 0
        while len(self.tiles) <= MAX_TILES:
            new: dict[str, Any] = {}
            tiles = list(self.tiles.values())
            for r in self.rules:
                if not r.explorable:
                    continue
                count = 0
                for combo in itertools.product(tiles, repeat=r.length or 0):
                    key = (r.index, tuple(_key(t) for t in combo))
                    if key in seen_lines:
                        continue
                    seen_lines.add(key)
                    count += 1
                    tested += 1
                    if count > MAX_LINES or tested > MAX_TESTS:
                        return
                    if tested & 255 == 0 and cpu_clock() > deadline:
                        return
                    if not _applies(self.mode, r, combo):
                        continue
                    stats = self.applied.setdefault(r.index, [0, 0])
                    stats[0] += 1
                    blocker = self._earlier(r, combo)
                    if blocker is not None:
                        stats[1] += 1
                        self.first_blocker.setdefault(r.index, blocker)
                        continue
                    for t in _outputs(self.mode, r, combo):
                        k = _key(t)
                        if k not in self.tiles and k not in new:
                            new[k] = t
            if not new:
                self.complete = True
                return
            self.tiles.update(new)

    def _earlier(self, rule: _RuleView, combo: tuple[Any, ...]) -> int | None:
        for r in self.rules[:rule.index]:
            if r.explorable and (r.length or 0) <= (rule.length or 0) and _applies(
                    self.mode, r, combo[:r.length]):
                return r.index
        return None

    def shadow_findings(self) -> list[ModeDiagnostic]:
        out = []
        for r in self.rules:
            stats = self.applied.get(r.index)
            if not stats or stats[0] != stats[1]:
                continue
            b = self.first_blocker[r.index]
            out.append(ModeDiagnostic(
                "MergeRules", r.index, (), "warning", "shadowed",
                f"shadowed by rule {b}: on all {stats[0]} lines of reachable tiles where this "
                f"rule applies, rule {b} applies too and is tried first (at the same tile), so "
                "this rule never fires there (and most likely nowhere)",
                f"move this rule before rule {b}, or make rule {b}'s condition exclude these "
                "tiles"))
        return out

    def win_findings(self) -> list[ModeDiagnostic]:
        if not self.ok or not self.tiles:
            return []
        out = []
        for i, cond in enumerate(self.mode.win_conditions):
            if any(_win_match(self.mode, cond, t) for t in self.tiles.values()):
                continue
            if self.complete:
                out.append(ModeDiagnostic(
                    "winConditions", i, (), "warning", "unreachable-win",
                    f"no tile can reach this win condition: the spawns and merge rules make "
                    f"only {len(self.tiles)} different tiles and none matches",
                    "check the tile's shape and values against the rules' outputs"))
            else:
                out.append(ModeDiagnostic(
                    "winConditions", i, (), "info", "unreachable-win",
                    f"none of the first {len(self.tiles)} tiles the merges produce matches this "
                    "win condition (the exploration stops there; it may still be reachable)",
                    None))
        return out


def _win_match(mode: Mode, cond: Any, tile: Any) -> bool:
    if cond == tile:
        return True
    if type(cond) is not list:
        return False
    try:
        ctx = EvalContext(state=_state(mode, [copy.deepcopy(tile)]), limits=_LIMITS)
        return evaluate(copy.deepcopy(cond), ctx) is True
    except CalcArrayError:
        return False


def _tile_type_failures(mode: Mode, samples: list[Any]) -> list[ModeDiagnostic]:
    """Evaluate each TileType's text and colours on the sample tiles it is chosen for."""
    out: list[ModeDiagnostic] = []
    reported: set[tuple[int, int]] = set()
    types = mode.tile_types
    for tile in samples:
        ctx = EvalContext(state=_state(mode, [copy.deepcopy(tile)]), limits=_LIMITS)
        chosen = _choose_type(types, tile, ctx)
        if chosen is None:
            continue
        i, body, start = chosen

        def calc(expr: Any, variables: list[Any], ctx: EvalContext = ctx) -> Any:
            return evaluate(copy.deepcopy(expr), ctx, vars=variables)

        env = ColorEnv(calc=calc, game_vars=[])
        parts = [(1, "text")] + [(j, "colour") for j in (2, 3)]
        for j, what in parts:
            if j >= len(body) or (i, j) in reported:
                continue
            entry = body[j]
            if j == 3 and len(body) > 2 and body[2] == "@ColorScheme":
                continue
            try:
                if what == "text":
                    if type(entry) is list and not (entry and type(entry[0]) is str
                                                    and entry[0] in DISPLAY_WORDS):
                        calc(entry, [])
                elif entry != "@ColorScheme":
                    evaluate_color(copy.deepcopy(entry), env, [])
            except CalcArrayError as exc:
                reported.add((i, j))
                out.append(ModeDiagnostic(
                    "TileTypes", i, (start + j, *exc.path), "warning", "display-fails",
                    f"the {what} fails on the tile {format_value(tile)}: {exc.message}",
                    "test it with Stepper on that tile"))
    return out


def _choose_type(types: list[Any], tile: Any, ctx: EvalContext) -> tuple[int, list, int] | None:
    for i, t in enumerate(types):
        if type(t) is not list or not t:
            continue
        start = rule_body_start(t)
        body = t[start:]
        if not body:
            continue
        match = body[0]
        if match == tile:
            return i, body, start
        if type(match) is list:
            try:
                if evaluate(copy.deepcopy(match), ctx) is True:
                    return i, body, start
            except CalcArrayError:
                continue
    if types and type(types[-1]) is list:
        start = rule_body_start(types[-1])
        return len(types) - 1, types[-1][start:], start
    return None


def _number_entries(mode: Mode) -> set[int]:
    """Entry positions where the mode's tiles hold numbers: a spawn tile or a win condition
    has a float there (a mode whose tiles are BigInts at a position means its ints)."""
    tiles = [e[0] for e in mode.start_tile_spawns if type(e) is list and e]
    tiles += list(mode.win_conditions)
    return {j for tile in tiles if type(tile) is list and tile[:1] != ["@CalcArray"]
            for j, x in enumerate(tile) if type(x) is float}


def _number_tiles(mode: Mode) -> bool:
    """Whether the mode's tiles hold numbers (its spawn tiles' first entry is a float)."""
    return 0 in _number_entries(mode)


def _python_int_findings(mode: Mode) -> list[ModeDiagnostic]:
    """Python ints in the tiles of win / lose conditions and spawns, at entry positions where
    the spawn tiles hold numbers."""
    numbers = _number_entries(mode)
    out = []
    for field, entries, tile_at in (("winConditions", mode.win_conditions, None),
                                    ("loseConditions", mode.lose_conditions, None),
                                    ("startTileSpawns", mode.start_tile_spawns, 0)):
        for i, entry in enumerate(entries):
            tile = entry if tile_at is None else (
                entry[tile_at] if type(entry) is list and entry else None)
            if type(tile) is not list or (tile and tile[0] == "@CalcArray"):
                continue
            for j, x in enumerate(tile):
                if type(x) is int and j in numbers:
                    path = (j,) if tile_at is None else (tile_at, j)
                    out.append(ModeDiagnostic(
                        field, i, path, "warning", "python-int",
                        f"{x} is a Python int, so the BigInt {x}n in CalcArray, but this mode's "
                        f"tiles hold numbers: {x}n never equals the number {x}, so this "
                        + ("condition never matches" if tile_at is None else
                           "spawn makes a tile no rule or display rule expects"),
                        f"write {x}.0, or build the list from JSON text where {x} is a "
                        "number"))
    return out


def _spawn_findings(mode: Mode) -> list[ModeDiagnostic]:
    out = []
    changes_spawns = bool(mode.scripts) or _mentions(
        [mode.merge_rules, mode.directions, mode.stat_boxes, mode.start_tile_spawns],
        ("@edit_spawn", "@insert_spawn", "@add_spawn", "@remove_spawn"))
    for i, e in enumerate(mode.start_tile_spawns):
        if type(e) is not list or len(e) < 2:
            continue
        if e[0] == "Box":
            weight, path = e[1], (1,)
        elif e[0] == "@CalcArray":
            continue
        else:
            weight, path = e[1], (1,)
        if type(weight) in (float, int) and not isinstance(weight, bool) and weight <= 0:
            what = "0" if weight == 0 else "negative"
            effect = ("never spawns" if weight == 0 else "never spawns and lowers the total "
                      "the other weights are drawn from")
            if changes_spawns:  # an expression may change the weights during play
                out.append(ModeDiagnostic(
                    "startTileSpawns", i, path, "info", "spawn-weight",
                    f"this spawn entry starts with a {what} weight ({weight:g}): it {effect} "
                    "unless an expression of the mode changes it", None))
                continue
            out.append(ModeDiagnostic(
                "startTileSpawns", i, path, "warning", "spawn-weight",
                f"this spawn entry has a {what} weight ({weight:g}), so it {effect}",
                "give it a positive weight or remove it"))
    return out


def _mentions(value: Any, words: tuple[str, ...]) -> bool:
    """Whether one of ``words`` is a string anywhere inside ``value``."""
    if type(value) is str:
        return value in words
    if type(value) is list:
        return any(_mentions(v, words) for v in value)
    return False
