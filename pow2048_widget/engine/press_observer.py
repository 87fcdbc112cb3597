"""Watching a press from the inside: ``PressObserver`` and the parts that report to it.

``Game.fork(observer=...)`` builds a copy of a game whose parts tell ``observer`` what they
decide while a press runs: every merge attempt at a cell, every rule tested there (with the
match or its absence), merges made from the merge cache, merges applied, the end of each
pass of the slide, and the value of every expression evaluated. ``engine.explain`` is built
on it. Only a fork reports: the parts of an ordinary game are the plain classes, so a game
that nobody watches pays nothing for this.

The observing parts are subclasses that call the plain method and report around it, so the
press a fork runs is exactly the press the game would run.
"""

from __future__ import annotations

from typing import Any

from .calc import Calc
from .rules import Match, RuleBook
from .scripts import ScriptRunner
from .slide import Slider

Pos = tuple[int, int]


class PressObserver:
    """What a press reports to a fork's observer. Every method does nothing here: override
    the ones you need."""

    def merge_attempt(self, v: int, h: int, pv: int, ph: int) -> None:
        """The slide looks for a merge with This at (v, h), moving by (pv, ph)."""

    def merge_attempt_done(self, merged: bool | None) -> None:
        """The attempt ended: a merge was made, none was, or None when it failed."""

    def cached_merge(self) -> None:
        """The merge cache supplies an outcome for the current attempt."""

    def rule_testing(self, idx: int, zero_phase: bool, offset: float | None) -> None:
        """Rule ``idx`` is about to be tested (``offset``: a ``mergeRuleApplies`` test)."""

    def rule_tested(self, match: Match | None, idx: int, v: int, h: int, pv: int, ph: int,
                    tail: tuple[Any, Any, Any], path: list[Pos], zero_phase: bool,
                    offset: float | None) -> None:
        """Rule ``idx`` was tested with This at (v, h): ``match`` is None when it does not
        apply."""

    def merged(self, rule: int, outputs: list[Any], score: float) -> None:
        """A merge by ``rule`` put ``outputs`` on the board and scored ``score``."""

    def scripts_ran(self, trigger: str) -> None:
        """The scripts of ``trigger`` ran ("MoveIteration" ends each pass of the slide)."""

    def evaluated(self, where: str, value: Any) -> None:
        """The expression at ``where`` (a mode field path) gave ``value``."""


class ObservedCalc(Calc):
    """``Calc`` that reports each evaluation's value."""

    __slots__ = ("observer",)

    def __init__(self, state: Any, limits: Any, observer: PressObserver) -> None:
        super().__init__(state, limits)
        self.observer = observer

    def eval(self, expr: Any, where: str, *args: Any, **kw: Any) -> Any:
        value = super().eval(expr, where, *args, **kw)
        self.observer.evaluated(where, value)
        return value


class ObservedRuleBook(RuleBook):
    """``RuleBook`` that reports each rule test."""

    observer: PressObserver

    def test(self, idx: int, v: int, h: int, pv: int, ph: int, tail: tuple[Any, Any, Any],
             path: list[Pos], zero_phase: bool = False,
             offset: float | None = None, compiled_only: bool = False) -> Any:
        if compiled_only:  # never asked here: observed games run no compiled test
            return super().test(idx, v, h, pv, ph, tail, path, zero_phase, offset, True)
        self.observer.rule_testing(idx, zero_phase, offset)
        match = super().test(idx, v, h, pv, ph, tail, path, zero_phase, offset)
        self.observer.rule_tested(match, idx, v, h, pv, ph, tail, path, zero_phase, offset)
        return match


class ObservedSlider(Slider):
    """``Slider`` that reports merge attempts, cached merges and merges."""

    observer: PressObserver

    def try_merge(self, v: int, h: int, pv: int, ph: int, tail: tuple[Any, Any, Any],
                  nxt: Pos | None) -> bool:
        self.observer.merge_attempt(v, h, pv, ph)
        merged: bool | None = None
        try:
            merged = super().try_merge(v, h, pv, ph, tail, nxt)
        finally:
            self.observer.merge_attempt_done(merged)
        return merged

    def apply_cached(self, hit: Any, v: int, h: int, pv: int, ph: int,
                     tail: tuple[Any, Any, Any], path: list[Pos]) -> bool:
        self.observer.cached_merge()
        return super().apply_cached(hit, v, h, pv, ph, tail, path)

    def apply_merge(self, rule: int, length: int, positions: list[Pos], outputs: list[Any],
                    flags: list[Any], score_expr: Any, vars: list[Any], info: list[Any],
                    v: int, h: int, pv: int, ph: int, tail: tuple[Any, Any, Any],
                    score_value: float | None = None) -> float:
        score = super().apply_merge(rule, length, positions, outputs, flags, score_expr, vars,
                                    info, v, h, pv, ph, tail, score_value)
        self.observer.merged(rule, outputs, score)
        return score


class ObservedScriptRunner(ScriptRunner):
    """``ScriptRunner`` that reports each trigger run."""

    observer: PressObserver

    def run(self, trigger: str, v: Any = 0, h: Any = 0, vd: float = 0.0, hd: float = 0.0,
            info: list[Any] | None = None, container: list[Any] | None = None,
            vars: list[Any] | None = None) -> int:
        ran = super().run(trigger, v, h, vd, hd, info, container, vars)
        self.observer.scripts_ran(trigger)
        return ran
