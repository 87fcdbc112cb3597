"""``Game.explain_move``: why a press merged what it merged, without making the press.

A learner who sees ``[1] [1] [1]`` become ``[2] [1]`` wants to know which cell was tried
first, which rule was tested there with which tiles, and why the others did not apply. The
engine's own code answers that best, so the explanation runs the real press on a private
fork of the game (``Game.fork``: grid, random stream and merge cache copied, the game itself
is never touched) whose parts report to a ``PressObserver`` at the places that decide
merges: the merge attempt at a cell, the rule test, and the evaluation of a rule's
condition. Nothing of the
press logic is re-implemented here, so the explanation cannot disagree with ``move``.

Each :class:`RuleTest` keeps the condition, the tiles ``@This``/``@Next k`` stood for, the
result and the reason it did not apply, plus what the step debugger needs to replay the
condition on the board as it was (``stepper_args``).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ..calcarray.context import EvalContext
from ..calcarray.state import GameState
from ..calcarray.trace import format_value
from .errors import GameError
from .events import MoveResult
from .press_observer import PressObserver
from .rules import Match

# The game explained (``engine.Game``); not imported, since the game imports this module.
Game = Any

Pos = tuple[int, int]
# What a replayed rule test sees of the game besides the board (copied when replayed).
_STATE_COPIED = ("tile_num_amount", "score", "moves", "merges", "merge_moves",
                 "merges_before", "game_vars", "modifier_vars", "mvar_indices", "disc_tiles",
                 "disc_winning", "disc_losing", "next_spawns", "tile_spawns", "forced_spawns",
                 "primes", "tile_order", "screen", "move_in_progress", "now",
                 "start_game_time", "first_move_time", "move_start_time", "move_end_time",
                 "victory_time", "game_over_time", "tile_value_function",
                 "discovered_tiles_filter", "scripts")
__all__ = ["MoveExplanation", "CellAttempt", "RuleTest", "explain_move"]


@dataclass
class RuleTest:
    """One merge rule tested at one cell."""

    rule: int
    length: int | None
    condition: Any
    bindings: dict[str, Any]
    result: Any  # what the condition gave (None when it was not evaluated)
    applied: bool
    reason: str
    position: Pos = (0, 0)
    direction: tuple[int, int] = (0, 0)
    add_info: list[Any] = field(default_factory=list)
    grid: list[list[Any]] = field(default_factory=list)
    variables: list[Any] = field(default_factory=list)

    def condition_text(self) -> str:
        """The condition with the tile strings replaced by the tiles they stood for."""
        return _with_values(self.condition, self.bindings)

    def stepper_args(self) -> tuple[Any, EvalContext]:
        """(condition, context) to replay this test in the step debugger on a copy of the
        board, counters and variables as they were when the engine tested the rule (the
        engine's hooks, such as ``mergeRuleApplies``, are not attached to the copy)."""
        state = GameState(grid=copy.deepcopy(self.grid), width=len(self.grid[0]),
                          height=len(self.grid), **copy.deepcopy(self.state_then))
        ctx = EvalContext(vcoord=float(self.position[0]), hcoord=float(self.position[1]),
                          vdir=float(self.direction[0]), hdir=float(self.direction[1]),
                          add_info=list(self.add_info), state=state)
        return copy.deepcopy(self.condition), ctx

    #: What the test saw of the game besides the board (the fields of ``_STATE_COPIED``).
    state_then: dict[str, Any] = field(default_factory=dict, repr=False)

    reason_note: str = ""

    def __str__(self) -> str:
        what = "applies" if self.applied else f"does not apply: {self.reason}"
        if self.reason_note:
            what += f" ({self.reason_note})"
        if self.result is not None:
            got = f" -> {format_value(self.result)}"
        else:
            got = ""
        return f"rule {self.rule}: {self.condition_text()}{got}; {what}"

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "length": self.length, "condition": self.condition_text(),
                "bindings": {k: format_value(v) for k, v in self.bindings.items()},
                "result": None if self.result is None else format_value(self.result),
                "applied": self.applied, "reason": self.reason,
                "position": list(self.position)}


@dataclass
class CellAttempt:
    """The engine looked for a merge with ``tile`` at ``position`` during pass ``pass_no``."""

    pass_no: int
    line: int
    position: Pos
    tile: Any
    ahead: list[Any]
    tests: list[RuleTest] = field(default_factory=list)
    cached: str | None = None  # "failure" / "merge" when the merge cache answered
    merged_rule: int | None = None
    outputs: list[Any] = field(default_factory=list)
    score: float = 0.0

    line_name: str = "row"

    @property
    def merged(self) -> bool:
        return self.merged_rule is not None

    def lines(self) -> list[str]:
        ahead = " ".join(format_value(t) for t in self.ahead) or "(edge)"
        head = (f"  {self.line_name} {self.line}, cell {self.position} {format_value(self.tile)}"
                f", ahead: {ahead}")
        out = [head]
        if self.cached == "failure":
            out.append("    the merge cache (mergeResultKnownLevel) remembers that these tiles "
                       "did not merge: no rule is tested (its key is the first "
                       "knownMergeMaxLength tiles plus the lookback cells)")
        elif self.cached == "merge" and self.merged:
            out.append(f"    the merge cache remembers rule {self.merged_rule}'s outcome for "
                       "these tiles: applied without testing the rules again")
        elif self.cached == "merge":
            out.append("    the merge cache has an outcome for these tiles, but it does not fit "
                       "here (a tile already merged this move, or no room for the outputs)")
        out += [f"    {t}" for t in self.tests]
        if self.merged:
            outs = " ".join(format_value(t) for t in self.outputs)
            out.append(f"    => merged by rule {self.merged_rule} into {outs}, score "
                       f"+{format_value(self.score)}")
        elif not self.cached:
            out.append("    => no merge here")
        return out

    def to_json(self) -> dict[str, Any]:
        return {"pass": self.pass_no, "line": self.line, "line_name": self.line_name,
                "position": list(self.position),
                "tile": format_value(self.tile),
                "ahead": [format_value(t) for t in self.ahead], "cached": self.cached,
                "tests": [t.to_json() for t in self.tests], "merged_rule": self.merged_rule,
                "outputs": [format_value(t) for t in self.outputs], "score": self.score}


@dataclass
class MoveExplanation:
    """What a press would do, cell by cell, in the engine's order."""

    direction: int
    label: str
    accepted: bool
    moved: bool
    attempts: list[CellAttempt]
    merges: list[Any]
    slides: list[Any]
    score_gained: float
    grid_before: list[list[Any]]
    grid_after: list[list[Any]] | None
    note: str = ""

    @property
    def tests(self) -> list[RuleTest]:
        return [t for a in self.attempts for t in a.tests]

    def __str__(self) -> str:
        n = len(self.merges)
        head = (f"Move {self.label} (direction {self.direction}): "
                f"{n} merge{'s' if n != 1 else ''}, score +{format_value(self.score_gained)}")
        if not self.accepted:
            return head + " - the press is not accepted (direction unavailable or game over)"
        if not self.moved:
            head += " - nothing moves"
        lines = [head]
        if self.note:
            lines.append(self.note)
        current: int | None = None
        for a in self.attempts:
            if a.pass_no != current:
                current = a.pass_no
                lines.append(f"pass {a.pass_no} (cells in the engine's order):")
            lines += a.lines()
        if not self.attempts:
            lines.append("no tile reached another tile, so no merge was looked for")
        moved = [f"{sl.start}->{sl.end}" for sl in self.slides if sl.start != sl.end]
        if moved:
            lines.append("tiles travelled: " + ", ".join(moved))
        return "\n".join(lines)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def to_json(self) -> dict[str, Any]:
        return {"direction": self.direction, "label": self.label, "accepted": self.accepted,
                "moved": self.moved, "score_gained": self.score_gained,
                "attempts": [a.to_json() for a in self.attempts],
                "merges": [{"rule": m.rule, "sources": [list(p) for p in m.sources],
                            "targets": [list(p) for p in m.targets],
                            "outputs": [format_value(t) for t in m.outputs],
                            "score": m.score} for m in self.merges],
                "text": str(self)}


def _with_values(expr: Any, bindings: dict[str, Any]) -> str:
    """The expression as text, each bound tile string followed by the value it read."""
    if type(expr) is list:
        return "[" + ", ".join(_with_values(e, bindings) for e in expr) + "]"
    if type(expr) is str and expr in bindings:
        return f'"{expr}"={format_value(bindings[expr])}'
    return format_value(expr)


def _tile_strings(expr: Any, out: set[str]) -> set[str]:
    if type(expr) is list:
        for e in expr:
            _tile_strings(e, out)
    elif type(expr) is str and expr.split(" ")[0] in ("@This", "@Next", "@NextNE",
                                                     "@NextFull", "@Relative"):
        out.add(expr)
    return out


def explain_move(game: Game, direction: int) -> MoveExplanation:
    """Run ``direction`` on a fork of ``game`` and report every merge attempt and rule test."""
    recorder = _Recorder()
    clone = game.fork(observer=recorder)
    recorder.game = clone
    grid_before = copy.deepcopy(clone.state.grid)
    try:
        labels = [d.label for d in clone.directions]
    except GameError:
        labels = []
    label = labels[direction] if 0 <= direction < len(labels) else str(direction)
    note = ""
    try:
        result: MoveResult = clone.move(direction)
    except GameError as exc:
        result = MoveResult(direction, accepted=False)
        note = f"the press fails: {exc}"
    if recorder.errors:
        note = (note + "\n" if note else "") + "some tests could not be recorded: " + \
            "; ".join(recorder.errors[:3])
    return MoveExplanation(
        direction=direction, label=label, accepted=result.accepted, moved=result.moved,
        attempts=recorder.attempts, merges=result.merges, slides=result.slides,
        score_gained=result.score_gained,
        grid_before=grid_before, grid_after=result.grid_after_move, note=note)


class _Recorder(PressObserver):
    """Turns what a fork's press reports into ``CellAttempt`` and ``RuleTest`` records."""

    game: Game

    def __init__(self) -> None:
        self.attempts: list[CellAttempt] = []
        self.errors: list[str] = []
        self.attempt_state: dict[str, Any] = {}
        self.pass_no = 1
        self.current: CellAttempt | None = None
        self.seen: dict[str, Any] = {}  # the last value of each ``where`` during a rule test
        self.grid_then: list[list[Any]] = []

    def evaluated(self, where: str, value: Any) -> None:
        self.seen[where] = value

    def scripts_ran(self, trigger: str) -> None:
        if trigger == "MoveIteration":
            self.pass_no += 1

    def merge_attempt(self, v: int, h: int, pv: int, ph: int) -> None:
        from . import board

        g = self.game
        grid = g.state.grid
        ahead_cells = board.path(grid, g.width, g.height, v, h, pv, ph)
        attempt = CellAttempt(self.pass_no, v if pv == 0 else h, (v, h), grid[v][h],
                              [grid[a][b] for a, b in ahead_cells],
                              line_name="row" if pv == 0 else "column")
        self.attempts.append(attempt)
        self.current = attempt
        # What the rule tests at this cell see of the game (shared by them, replayed later).
        self.attempt_state = {a: copy.deepcopy(getattr(g.state, a)) for a in _STATE_COPIED}
        self.seen = {}

    def merge_attempt_done(self, merged: bool | None) -> None:
        attempt, self.current = self.current, None
        if merged is False and attempt is not None and not attempt.tests \
                and not attempt.cached and self.game.mode.merge_result_known_level >= 1:
            attempt.cached = "failure"

    def cached_merge(self) -> None:
        if self.current is not None:
            self.current.cached = "merge"

    def merged(self, rule: int, outputs: list[Any], score: float) -> None:
        if self.current is not None:
            self.current.merged_rule = rule
            self.current.outputs = copy.deepcopy(outputs)
            self.current.score = float(score) if type(score) in (int, float) else 0.0

    def rule_testing(self, idx: int, zero_phase: bool, offset: float | None) -> None:
        self.grid_then = copy.deepcopy(self.game.state.grid)
        self.seen = {}

    def rule_tested(self, match: Match | None, idx: int, v: int, h: int, pv: int, ph: int,
                    tail: tuple[Any, Any, Any], path: list[Pos], zero_phase: bool,
                    offset: float | None) -> None:
        if self.current is None or zero_phase or offset:
            return
        try:
            self._record_test(match, idx, v, h, pv, ph, tail, path, self.grid_then)
        except Exception as exc:  # noqa: BLE001 - recording must never change the press
            self.errors.append(f"rule {idx} at {(v, h)}: {type(exc).__name__}: {exc}")

    def _record_test(self, match: Any, idx: int, v: int, h: int, pv: int, ph: int, tail: Any,
                     path: list[Pos], grid_then: list[list[Any]]) -> None:
        g = self.game
        rule = g.rules.rules[idx]
        where = f"MergeRules[{idx}]"
        cond_value = self.seen.get(where + "[1]")
        length = match.length if match is not None else rule.static_length
        body = rule.body
        cond = body[1] if len(body) > 1 else False
        tiles = {"@This": grid_then[v][h]}
        for k, (a, b) in enumerate(path, start=1):
            tiles[f"@Next {k}"] = grid_then[a][b]
        bindings = {}
        for s in _tile_strings(cond, set()):
            parts = s.split(" ")
            key = "@This" if parts[0] == "@This" else " ".join(parts[:2])
            tile = tiles.get(key)
            last = parts[-1]
            if (parts[0] == "@This" and len(parts) == 2) or (parts[0] == "@Next"
                                                             and len(parts) == 3):
                at = int(float(last)) if last.replace(".", "", 1).isdigit() else None
                value = tile[at] if type(tile) is list and at is not None and at < len(tile) \
                    else tile
            else:
                value = tile
            if tile is not None:
                bindings[s] = value
        info = [float(length if length is not None else 1), *tail]
        test = RuleTest(idx, length, cond, bindings, cond_value, False, "",
                        (v, h), (pv, ph), info, grid_then, list(match.vars) if match else [])
        test.state_then = self.attempt_state
        if self._unordered(rule):
            test.reason_note = ("the rule is unordered (in-order flag not true): the engine "
                                "tries the condition for each ordering of the tiles; shown "
                                "here in board order")
        if match is None:
            test.reason = self._reason(rule, v, h, path, grid_then, cond_value)
        elif match.length == 0:
            test.reason = "an end-of-turn (length 0) rule: tried after the slide"
        elif not g.mode.multi_merge and any(
                g.press.mergeable[a][b] is False for a, b in match.positions[:match.length]):
            test.reason = ("a tile of this merge already merged this move (its can-merge-again "
                           "flag is false)")
        else:
            test.applied = True
            test.reason = "applies"
        assert self.current is not None
        self.current.tests.append(test)

    @staticmethod
    def _unordered(rule: Any) -> bool:
        return len(rule.body) > 2 and rule.body[2] is not True

    @classmethod
    def _reason(cls, rule: Any, v: int, h: int, path: list[Pos], grid: list[list[Any]],
                cond_value: Any) -> str:
        length = rule.static_length
        if type(grid[v][h]) is not list:
            return "this cell holds no tile"
        if length is not None and length - 1 > len(path):
            left = len(path) + 1
            return (f"the line is too short: the rule needs {length} tiles and only {left} "
                    f"cell{'s are' if left != 1 else ' is'} left up to the edge")
        if length is not None:
            for k in range(length - 1):
                a, b = path[k]
                if type(grid[a][b]) is not list:
                    return f"@Next {k + 1} is {format_value(grid[a][b])}, not a tile"
        if cond_value is None:
            return "not tested (an earlier check of the rule failed)"
        if cls._unordered(rule):
            return "no ordering of the tiles made the condition true"
        return f"the condition gave {format_value(cond_value)}, not true"
