"""The ``Stepper`` anywidget: a step debugger for one CalcArray evaluation.

The trace is computed once, in Python, by ``calcarray.trace`` (the same evaluator the engine
uses, so what the learner sees is exactly what the game does). The widget syncs three
things: the expression tree (SC-JSON), the list of steps, and the current step index. All
navigation (step, back, step over/out, slider, jump) only moves ``current``; the browser
draws the step from the synced data. So a stepper shown twice stays in sync, Python can
drive it (``stepper.current = 5``), and nothing is lost when JupyterLab re-renders it.
"""

from __future__ import annotations

import copy
import pathlib
from typing import Any

import anywidget
import traitlets

from ..calcarray.context import EvalContext, Limits
from ..calcarray.errors import format_path
from ..calcarray.scjson import sc_loads
from ..calcarray.trace import Step, Trace, format_value, trace
from ._safe_state import SafeStateMixin
from .stepper_view import filled_in, step_payload

STATIC = pathlib.Path(__file__).resolve().parent.parent / "static"


class Stepper(SafeStateMixin, anywidget.AnyWidget):
    """Step through the evaluation of ``expr`` (a CalcArray expression) in ``context``.

    ``Stepper([3, "+", 2, "*", 4])`` shows the expression as nested boxes and lets you step
    forward and back, step over/out of nested arrays, jump to a step, skip trivial steps and
    predict the next value before it is shown. Keys (with the stepper focused): → / N step,
    ← / P back, ↓ / O step over, ↑ / U step out, Home / G first, End / E last, T skip
    trivial steps, Q predict mode.

    ``max_steps`` bounds the recording (a runaway loop ends on a limit error step instead
    of filling memory). The game state in ``context`` is copied: stepping never changes it.
    """

    # The bundle as text, not a path: anywidget ties every widget made from a file path to
    # that file's change signal (for hot reload) and never lets go, so no closed widget
    # could ever be freed.
    _esm = (STATIC / "stepper.js").read_text(encoding="utf-8")
    _css = (STATIC / "stepper.css").read_text(encoding="utf-8")

    expression = traitlets.Any(None).tag(sync=True)
    steps = traitlets.List(traitlets.Dict()).tag(sync=True)
    #: What the view itself sets (``SafeStateMixin`` puts anything else back).
    _browser_writable = frozenset({"current", "skip_trivial", "predict"})
    current = traitlets.Int(0).tag(sync=True)
    skip_trivial = traitlets.Bool(False).tag(sync=True)
    predict = traitlets.Bool(False).tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    notes = traitlets.List(traitlets.Dict(), help="calcarray.lint diagnostics").tag(sync=True)
    #: The limits the recording ran under, one line shown in the running-value panel.
    limits = traitlets.Unicode("").tag(sync=True)

    def __init__(
        self,
        expr: Any,
        context: EvalContext | None = None,
        *,
        title: str = "",
        max_steps: int | None = None,
        skip_trivial: bool = False,
        predict: bool = False,
        vars: list[Any] | None = None,
        **kwargs: Any,
    ) -> None:
        recorded = trace(expr, context, max_steps=max_steps, vars=vars)
        super().__init__(
            expression=recorded.expr_json(),
            steps=[step_payload(s) for s in recorded.steps],
            current=0,
            skip_trivial=skip_trivial,
            predict=predict,
            title=title,
            notes=_notes(expr, recorded),
            limits=limits_line(recorded.limits),
            **kwargs,
        )
        self._trace = recorded

    @classmethod
    def from_json(cls, text: str, context: EvalContext | None = None, **kwargs: Any) -> Stepper:
        """A stepper for an expression written as JSON, the way save codes and the guide do.

        In JSON every number is a CalcArray number (``3`` means 3, not the BigInt ``3n``,
        which Python's ``int`` would be); BigInts are written ``"@BigInt 3"``.
        """
        return cls(sc_loads(text), context, **kwargs)

    @classmethod
    def for_merge(
        cls,
        game: Any,
        rule_index: int,
        position: tuple[int, int],
        direction: int | str,
        **kwargs: Any,
    ) -> Stepper:
        """Step through merge rule ``rule_index``'s condition as the engine tests it.

        The condition is evaluated on the real game: ``@This`` is the tile at ``position``
        (row, column), ``@Next`` looks along ``direction`` (an index into the mode's
        directions, or a name such as ``"right"`` as ``Game.move`` takes), ``@MLength`` is
        the rule's length, and the rule's own variables
        (``@include_gvars``, definitions before ``@end_vars``) are offered as the engine
        offers them. The game is not changed: the state is copied.
        """
        from ..calcarray.evaluator import evaluate
        from ..engine.directions import parse_movement
        from ..engine.rule_text import as_length, expand_condition
        from ..engine.rules import compile_rules

        rules = compile_rules(game.state.merge_rules)
        if not 0 <= rule_index < len(rules):
            raise IndexError(f"the mode has {len(rules)} merge rules, not {rule_index + 1}")
        rule = rules[rule_index]
        directions = game.mode.directions
        if isinstance(direction, str):
            from ..engine.directions import resolve_direction

            direction = resolve_direction(direction, game.directions)
        if not 0 <= direction < len(directions):
            raise IndexError(f"the mode has {len(directions)} directions, not {direction + 1}")
        mv = parse_movement(directions[direction][0])
        v, h = position
        tail = [mv.slide, mv.move_type, float(direction)]
        state = _detached_state(game.state)
        base = EvalContext(float(v), float(h), float(mv.dv), float(mv.dh), [1.0, *tail],
                           None, state)
        variables: list[Any] = list(state.game_vars) if rule.include_gvars else []
        for definition in rule.var_defs:
            variables.append(evaluate(definition, base, vars=variables))
        length = rule.static_length
        if length is None:
            first = rule.body[0] if rule.body else 1.0
            length = as_length(evaluate(first, base, vars=variables))
        body = rule.body
        cond = body[1] if len(body) > 1 else False
        if len(body) >= 9 and type(body[6]) is float and body[6] < length:
            steps = [s if type(s) is float else 0.0 for s in
                     (body[7] if isinstance(body[7], list) else [])]
            cond = expand_condition(cond, steps, int(body[6]),
                                    body[8] if type(body[8]) is float else 1.0, length)
        ctx = EvalContext(float(v), float(h), float(mv.dv), float(mv.dh),
                          [float(length), *tail], None, state)
        kwargs.setdefault("title", f"MergeRules[{rule_index}] at row {v}, column {h}, "
                                   f"direction {direction} (length {length})")
        return cls(cond, ctx, vars=variables, **kwargs)

    @classmethod
    def for_tile(
        cls,
        game: Any,
        position: tuple[int, int],
        part: str = "match",
        rule_index: int | None = None,
        **kwargs: Any,
    ) -> Stepper:
        """Step through a TileTypes expression for the tile at ``position`` (row, column).

        ``part`` is ``"match"`` (entry 0: does this display rule apply?), ``"text"``
        (entry 1), ``"background"`` (entry 2) or ``"color"`` (entry 3, the text colour).
        ``rule_index`` picks the display rule; by default the one the display chooses (the
        first that matches, else the last). A colour expression is shown with its
        components as ``@CalcArray`` entries of a literal, so each component's evaluation
        is visible. The game is not changed: the state is copied.
        """
        from ..calcarray.colorexpr import load_prefixes
        from ..display.evaluation import tile_env
        from ..display.rules import rule_matches

        parts = {"match": 0, "text": 1, "background": 2, "color": 3}
        if part not in parts:
            raise ValueError(f"part must be one of {', '.join(parts)}, not {part!r}")
        v, h = position
        state = _detached_state(game.state)
        tile = state.grid[v][h]
        if not isinstance(tile, list):
            raise ValueError(f"no tile at row {v}, column {h} (the cell is {tile!r})")
        env = tile_env(state, float(v), float(h))
        tile_types = game.mode.tile_types
        chosen: list[Any] | None = None
        variables: list[Any] = []
        for k, rule in enumerate(tile_types):
            if not isinstance(rule, list) or not rule:
                continue
            rule_vars: list[Any] = []
            stripped = load_prefixes(rule, env, rule_vars)
            if not stripped:
                continue
            if rule_index is not None:
                if k == rule_index:
                    chosen, variables = stripped, rule_vars
                    break
                continue
            chosen, variables, picked = stripped, rule_vars, k
            if rule_matches(stripped[0], tile, env, rule_vars):
                break
        if chosen is None:
            raise ValueError("the mode has no such display rule")
        index = parts[part]
        expr = chosen[index] if index < len(chosen) else None
        if part in ("background", "color") and isinstance(expr, list):
            expr = _colour_as_literal(expr)
        ctx = EvalContext(float(v), float(h), state=state)
        which = rule_index if rule_index is not None else picked
        kwargs.setdefault("title", f"TileTypes[{which}] {part} for the tile "
                                   f"{format_value(tile)} at row {v}, column {h}")
        return cls(expr, ctx, vars=variables, **kwargs)

    # ------------------------------------------------------------------ data

    @property
    def trace(self) -> Trace:
        """The recorded evaluation (steps as Python objects, result or error)."""
        return self._trace

    @property
    def step(self) -> Step:
        """The step currently shown."""
        return self._trace.steps[self.current]

    @property
    def result(self) -> Any:
        """The expression's value (None when it failed; see ``error``)."""
        return self._trace.result

    @property
    def error(self) -> Exception | None:
        """The error that ended the evaluation, if any."""
        return self._trace.error

    @traitlets.validate("current")
    def _clamp_current(self, proposal: dict[str, Any]) -> int:
        # A stale slider or a typed number must never point past the trace.
        n = len(self.steps)
        return max(0, min(n - 1, int(proposal["value"]))) if n else 0

    # ------------------------------------------------------------------ driving from Python

    def forward(self, n: int = 1) -> Step:
        """Move ``n`` steps forward (like the Step button) and return the step shown."""
        self.current = self.current + n
        return self.step

    def back(self, n: int = 1) -> Step:
        """Move ``n`` steps back and return the step shown."""
        self.current = self.current - n
        return self.step

    def goto(self, index: int) -> Step:
        """Show step ``index`` (clamped to the trace)."""
        self.current = index
        return self.step

    def run_to_end(self) -> Step:
        """Show the last step: the result, or the error."""
        self.current = len(self.steps) - 1
        return self.step

    def text(self) -> str:
        """The expression once, with what each special string read and each nested array
        gave put in: ``["@Next 1 0"=2, "=", "@This 0"=3] = false``. In predict mode only
        the values of the steps shown so far (up to ``current``): the text never gives the
        answers away."""
        return filled_in(self._trace, up_to=self.current if self.predict else None)

    def __repr__(self) -> str:
        title = f"{self.title}: " if self.title else ""
        return f"Stepper({title}{self.text()}, step {self.current}/{len(self.steps) - 1})"


def _notes(expr: Any, recorded: Trace) -> list[dict[str, Any]]:
    """What ``calcarray.lint`` finds in the expression, and the kit's words for an error
    that reads like JavaScript, for the notes panel."""
    from ..calcarray.explain_text import plain_words
    from ..calcarray.lint import lint

    try:
        notes = [d.to_json() for d in lint(expr)]
        error = recorded.error
        words = plain_words(error, expr) if error is not None else None
        if error is not None and words:
            notes.append({"path": list(error.path), "where": format_path(error.path),
                          "severity": "error", "message": words, "suggestion": None,
                          "code": "error-explained"})
        return notes
    except Exception:  # noqa: BLE001 - help must never stop the debugger from showing
        return []


def limits_line(limits: Limits | None) -> str:
    """``Limits: 20,000 steps (operator work counted too), depth 200; 30 s of CPU as a
    last resort``: what stops a runaway evaluation, counts first."""
    if limits is None:
        return ""
    return (f"Limits: {limits.max_steps:,} steps (operator work counted too), "
            f"depth {limits.max_depth:,}; {limits.max_seconds:g} s of CPU as a last resort")


def _detached_state(state: Any) -> Any:
    """A deep copy of a game's state that leaves the game alone.

    The engine's hooks (its seeded random stream, the merge-rule test, announce/output) are
    bound to the live game, and through its observers to any ``Board`` showing it, which
    cannot be copied. The copy keeps the merge-rule test (it only reads), gets its own
    random stream (stepping never advances the game's), and drops the output hooks.
    """
    import random as _random

    hooks = {id(v): v for v in vars(state).values() if callable(v)}
    copied = copy.deepcopy(state, hooks)
    copied.random = _random.Random(0).random
    copied.announce = copied.output = None
    return copied


_COLOUR_WORDS = frozenset({
    "@HSLA", "@HSVA", "@RGBA", "@linear-gradient", "@radial-gradient", "@conic-gradient",
    "@repeating-linear-gradient", "@repeating-radial-gradient", "@repeating-conic-gradient",
    "@multi-gradient", "@rotate",
})


def _colour_as_literal(expr: list[Any]) -> list[Any]:
    """A colour expression as a CalcArray literal whose components are evaluated.

    ``["@HSLA", [..], 90, 60, 1]`` is not a CalcArray (``evaluateColor`` reads it), but its
    components are. As ``["@Literal", "@HSLA", ["@CalcArray", ..], 90, 60, 1]`` the stepper
    evaluates exactly those components, nested colours included, and shows their values.
    """
    out: list[Any] = ["@Literal"]
    for k, item in enumerate(expr):
        if k == 0 and isinstance(item, str) and item in _COLOUR_WORDS:
            out.append(item)
        elif isinstance(item, list) and item and isinstance(item[0], str) and (
                item[0] in _COLOUR_WORDS):
            out.append(_colour_as_literal(item)[1:])
        elif isinstance(item, list):
            out.append(["@CalcArray", *item])
        else:
            out.append(item)
    return out
