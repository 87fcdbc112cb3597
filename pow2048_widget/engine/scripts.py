"""Scripts (engine.md section 8): triggers, their contexts, and the script signals.

``ScriptMixin`` is part of ``Game``. Scripts are indexed by trigger name once per mode
version, so a mode without scripts pays nothing per trigger.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..calcarray.state import GameState
    from .calc import Calc

MOVED = "@ScriptSignal_MovementOccurred"
DISPLAY = "@ScriptSignal_DisplayGrid"
DISCOVER = "@ScriptSignal_DiscoveredTileCheck"
WIN_CHECK = "@ScriptSignal_WinCheck"
MAX_SIGNAL_DEPTH = 32


def index_scripts(scripts: list[Any]) -> dict[str, list[tuple[int, Any]]]:
    """trigger name -> [(script index, expression)] in list order."""
    out: dict[str, list[tuple[int, Any]]] = {}
    for i, s in enumerate(scripts):
        if not (isinstance(s, list) and len(s) >= 2):
            continue
        kinds = s[1] if isinstance(s[1], list) else [s[1]]
        for k in kinds:
            if isinstance(k, str):
                out.setdefault(k, []).append((i, s[0]))
    return out


class ScriptMixin:
    """Running scripts and handling their signals for ``Game``."""

    state: GameState
    calc: Calc
    available: list[bool]
    _scripts_by: dict[str, list[tuple[int, Any]]]
    _signal_moved: bool
    _signal_depth: int
    _in_press: bool

    if TYPE_CHECKING:
        def _discovery_check(self) -> None: ...
        def _signalled_win_check(self) -> None: ...

    def _run_scripts(self, trigger: str, v: Any = 0, h: Any = 0, vd: float = 0.0,
                     hd: float = 0.0, info: list[Any] | None = None,
                     container: list[Any] | None = None, vars: list[Any] | None = None) -> int:
        """Run every script of ``trigger`` in list order; returns how many ran."""
        scripts = self._scripts_by.get(trigger)
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
        """engine.md 8: act on the signals raised since the last batch."""
        signals = list(self.state.script_signals)
        self.state.script_signals.clear()
        if self._signal_depth >= MAX_SIGNAL_DEPTH:
            return
        self._signal_depth += 1
        try:
            for s in signals:
                if s == MOVED:
                    self._signal_moved = True
                    self.available[:] = [True] * len(self.available)
                elif s == DISCOVER:
                    self._discovery_check()
                elif s == WIN_CHECK:
                    self._signalled_win_check()
                elif s == DISPLAY:
                    continue
                elif type(s) is str and s and not s.startswith("@"):
                    self._run_scripts(s)
        finally:
            self._signal_depth -= 1
