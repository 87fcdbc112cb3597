"""Scripts: triggers, their contexts, and the script signals.

``ScriptRunner`` is the part of a ``Game`` that runs the scripts of a trigger and acts on the
signals they raise. Scripts are indexed by trigger name once per mode version, so a mode
without scripts pays nothing per trigger.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .calc import Calc
    from .judge import Judge
    from .press_state import PressState

MOVED = "@ScriptSignal_MovementOccurred"
DISPLAY = "@ScriptSignal_DisplayGrid"
DISCOVER = "@ScriptSignal_DiscoveredTileCheck"
WIN_CHECK = "@ScriptSignal_WinCheck"
MAX_SIGNAL_DEPTH = 32


def index_scripts(scripts: list[Any]) -> dict[str, list[tuple[int, Any]]]:
    """Trigger name -> [(script index, expression)] in list order."""
    out: dict[str, list[tuple[int, Any]]] = {}
    for i, s in enumerate(scripts):
        if not (isinstance(s, list) and len(s) >= 2):
            continue
        kinds = s[1] if isinstance(s[1], list) else [s[1]]
        for k in kinds:
            if isinstance(k, str):
                out.setdefault(k, []).append((i, s[0]))
    return out


def _no_win_check() -> None:
    return None


class ScriptRunner:
    """Runs scripts by trigger and handles their signals. A movement signal sets
    ``press.signal_moved`` and makes every direction available again; a discovery signal
    asks the ``judge``; a win-check signal calls ``win_check`` (the press sequence's)."""

    def __init__(self, press: PressState, calc: Calc, judge: Judge,
                 scripts: list[Any]) -> None:
        self.press = press
        self.state = press.state
        self.calc = calc
        self.judge = judge
        self.by_trigger = index_scripts(scripts)
        #: Called on ``@ScriptSignal_WinCheck`` (set by the press sequence).
        self.win_check: Callable[[], None] = _no_win_check

    def has(self, trigger: str) -> bool:
        """Does the mode have a script for ``trigger``?"""
        return trigger in self.by_trigger

    def run(self, trigger: str, v: Any = 0, h: Any = 0, vd: float = 0.0,
            hd: float = 0.0, info: list[Any] | None = None,
            container: list[Any] | None = None, vars: list[Any] | None = None) -> int:
        """Run every script of ``trigger`` in list order; returns how many ran."""
        scripts = self.by_trigger.get(trigger)
        ran = 0
        if scripts:
            for i, expr in scripts:
                self.calc.eval(expr, f"scripts[{i}]", v, h, vd, hd, info, container,
                               vars=list(vars) if vars else [])
                ran += 1
        if self.state.script_signals:
            self._handle_signals()
        return ran

    def _handle_signals(self) -> None:
        """Act on the signals raised since the last batch."""
        signals = list(self.state.script_signals)
        self.state.script_signals.clear()
        press = self.press
        if press.signal_depth >= MAX_SIGNAL_DEPTH:
            return
        press.signal_depth += 1
        try:
            for s in signals:
                if s == MOVED:
                    press.signal_moved = True
                    press.available[:] = [True] * len(press.available)
                elif s == DISCOVER:
                    self.judge.discovery_check()
                elif s == WIN_CHECK:
                    self.win_check()
                elif s == DISPLAY:
                    continue
                elif type(s) is str and s and not s.startswith("@"):
                    self.run(s)
        finally:
            press.signal_depth -= 1
