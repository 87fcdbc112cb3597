"""Run one fuzz input and report whether anything escaped.

An *escape* is an exception other than the documented ones (``ALLOWED``), a run that took
longer than its limits allow, or (checked by the campaign) a process above its memory cap.
Widgets catch failures of player actions and log them, so for messages the oracle also reads
the log: a logged traceback of an undocumented type is an escape too.
"""

from __future__ import annotations

import base64
import gc
import json
import logging
import pickle
import random
import reprlib
import time
from dataclasses import asdict, dataclass
from typing import Any

from ..calcarray import CalcArrayError, EvalContext, GameState, Limits, evaluate
from ..calcarray.trace import trace
from ..engine import Game, GameError, Mode, ModeError, classic_mode
from ..savecode import LoadedGame, LoadedModifiers, SaveCodeError, load_save_code

ALLOWED: tuple[type[BaseException], ...] = (CalcArrayError, ModeError, SaveCodeError, GameError)
"""The only exceptions bad input may raise (GameError wraps the other three)."""

FUZZ_LIMITS = Limits(max_steps=5_000, max_seconds=0.1)
"""Tighter than the defaults so an endless loop costs milliseconds: a million inputs fit in
a run (the default limits are exercised by a share of the inputs)."""

GRACE_SECONDS = 2.0
"""Slack over ``max_seconds`` before a run counts as past its limits: one operator's own
work is not interrupted (it is bounded by ``max_length`` and ``max_bigint_bits``; turning a
long array of huge BigInts into text takes about a second).
Runs are timed in CPU seconds of this thread: on a shared machine wall time also counts
other processes (and process time other threads)."""

_short = reprlib.Repr()
_short.maxstring = 300
_short.maxother = 300
_short.maxlist = 12
_short.maxlevel = 6


@dataclass
class Escape:
    """Something that got out: which door, what, and the input (shortened)."""

    door: str  # "expression", "savecode", "message"
    what: str  # "exception", "slow", "memory", "hang"
    detail: str
    input: str
    raw: str = ""  # the whole input, pickled and base64-encoded (to replay it in a test)

    def to_json(self) -> str:
        return json.dumps(asdict(self))


def packed(value: Any) -> str:
    """The input as base64 of a pickle (keeps self-containing lists and BigInts exact);
    ``unpack`` turns it back. Inputs above 1 MB are not kept."""
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001
        return ""
    return base64.b64encode(data).decode() if len(data) < 1_000_000 else ""


def unpack(text: str) -> Any:
    """The input of an escape (see ``packed``): only for files this campaign wrote."""
    return pickle.loads(base64.b64decode(text))  # noqa: S301 - our own escape log


def shorten(value: Any) -> str:
    try:
        return _short.repr(value)
    except Exception:  # noqa: BLE001 - a repr must never stop the campaign
        return f"<{type(value).__name__}>"


def _exception(door: str, exc: BaseException, value: Any) -> Escape:
    return Escape(door, "exception", f"{type(exc).__name__}: {str(exc)[:500]}", shorten(value),
                  packed(value))


def _fresh_state(primes: list[int] | None = None) -> GameState:
    e = "@Empty"
    return GameState(primes=primes or [2, 3, 5],
        grid=[[[1.0], [1.0], e, [3.0]], [e, [2.0], [2.0], e], ["@Void", e, e, [5.0]],
              [e, e, [0.0], e]],
        width=4, height=4, game_vars=[1.0, [2.0, 3.0], "x", True],
        modifier_vars=[0.0, 1.0], mvar_indices=[False, False],
        tile_spawns=[[[0.0], 90.0], [[1.0], 10.0]], forced_spawns=[],
        scripts=[[[0.0, "@add_score", 1.0], "Bonus"]], screen="Gameplay",
    )


class Oracle:
    """Runs inputs of each door; keeps a few games and widgets alive between inputs."""

    def __init__(self, rng: random.Random, limits: Limits = FUZZ_LIMITS) -> None:
        self.rng = rng
        self.limits = limits
        self._game: Game | None = None
        self._primes: list[int] = [2, 3, 5]
        self._game_uses = 0
        self._widgets: dict[str, Any] = {}
        self._widget_uses = 0
        self._log = _Recorder()
        logging.getLogger("pow2048_widget").addHandler(self._log)
        logging.getLogger("pow2048_widget").propagate = False

    # --- expressions ------------------------------------------------------------------------

    def expression(self, expr: Any) -> Escape | None:
        r = self.rng.random()
        budget = self.limits.max_seconds
        gc.disable()  # a collection of earlier inputs' garbage must not count as this one's
        start = time.thread_time()
        try:
            if r < 0.02:  # through a live game: engine hooks (mergeRuleApplies, clock...)
                self._live_game().calc.eval(expr, "fuzz", 1.0, 1.0, 0.0, 1.0)
            elif r < 0.03:  # the step debugger's path
                trace(expr, EvalContext(state=_fresh_state(), limits=self.limits))
            elif r < 0.032:  # no context at all: the default limits
                budget = Limits().max_seconds
                evaluate(expr)
            else:
                rr = self.rng
                # The prime list only grows, as in a game: share it between inputs so
                # "prime" does not sieve again for every expression.
                state = _fresh_state(self._primes)
                ctx = EvalContext(
                    rr.choice((0.0, 1.0, 3.0, -1.0, 7.5, "None")),
                    rr.choice((0.0, 1.0, 3.0, 9.0)), rr.choice((0.0, 1.0, -1.0)),
                    rr.choice((0.0, 1.0, -1.0)), None, None, state, self.limits)
                try:
                    if rr.random() < 0.2:
                        evaluate(expr, ctx, vars=[1.0, [2.0], "v"])
                    else:
                        evaluate(expr, ctx)
                finally:
                    if len(state.primes) < 2_000_000:
                        self._primes = state.primes
        except ALLOWED:
            pass
        except Exception as exc:  # noqa: BLE001 - that is what we are looking for
            return _exception("expression", exc, expr)
        finally:
            elapsed = time.thread_time() - start
            gc.enable()
        if elapsed > budget + GRACE_SECONDS:
            return Escape("expression", "slow", f"{elapsed:.2f} s (budget {budget:g} s)",
                          shorten(expr), packed(expr))
        return None

    def _live_game(self) -> Game:
        self._game_uses += 1
        if self._game is None or self._game_uses > 200:
            self._game = Game(classic_mode(), seed=self.rng.getrandbits(32),
                              limits=self.limits)
            self._game_uses = 0
        return self._game

    # --- save codes -------------------------------------------------------------------------

    def savecode(self, code: str) -> Escape | None:
        start = time.perf_counter()
        played = False
        try:
            loaded = load_save_code(code, lenient=self.rng.random() < 0.3)
            if not isinstance(loaded, LoadedModifiers):
                mode = loaded.to_mode()
                if self.rng.random() < 0.25:
                    played = True
                    self._play(mode, loaded)
        except ALLOWED:
            pass
        except Exception as exc:  # noqa: BLE001
            return _exception("savecode", exc, code)
        elapsed = time.perf_counter() - start
        # a game start and four presses evaluate many expressions, each within the budget
        limit = 30.0 if played else 5.0
        if elapsed > limit:
            return Escape("savecode", "slow", f"{elapsed:.2f} s (limit {limit:g} s)",
                          shorten(code), packed(code))
        return None

    def _play(self, mode: Mode, loaded: Any) -> None:
        if isinstance(loaded, LoadedGame) and self.rng.random() < 0.5:
            game = loaded.to_game(seed=1)
            game.limits = self.limits
            game.calc.limits = self.limits
        else:
            game = Game(mode, seed=1, limits=self.limits)
        for d in range(min(4, len(game.directions))):
            game.move(d)
        game.to_save_code()
        game.close()

    # --- widget messages --------------------------------------------------------------------

    def message(self, widget: str, method: str, payload: Any) -> Escape | None:
        target = self._widget(widget)
        msg = {"content": {"data": {"method": method,
                                    ("content" if method == "custom" else "state"): payload}},
               "buffers": []}
        self._log.records.clear()
        self._log.active = True
        start = time.perf_counter()
        try:
            target._handle_msg(msg)
            json.dumps(target.get_state(), default=str)
        except Exception as exc:  # noqa: BLE001
            return _exception("message", exc, (widget, method, payload))
        finally:
            self._log.active = False
        for record in self._log.records:
            if record.exc_info and not isinstance(record.exc_info[1], ALLOWED):
                exc = record.exc_info[1]
                return Escape("message", "exception", f"logged {type(exc).__name__}: {exc}",
                              shorten((widget, method, payload)))
        elapsed = time.perf_counter() - start
        if elapsed > 10.0:
            return Escape("message", "slow", f"{elapsed:.2f} s", shorten((widget, method,
                                                                           payload)))
        return None

    def _widget(self, name: str) -> Any:
        from ..widgets import Board, Stepper

        self._widget_uses += 1
        if self._widget_uses > 500:
            for w in self._widgets.values():
                w.close()
            self._widgets.clear()
            self._widget_uses = 0
        if name not in self._widgets:
            if name == "board":
                mode = classic_mode()
                if self.rng.random() < 0.5:
                    mode.scripts = [[[0.0, "@replace_tile", "@VCoord", "@HCoord", [4.0]],
                                     "TileClick"]]
                self._widgets[name] = Board(Game(mode, seed=self.rng.getrandbits(32),
                                                 limits=self.limits))
            else:
                self._widgets[name] = Stepper([3.0, "+", 2.0, "*", [4.0, "-", 1.0]])
        return self._widgets[name]


class _Recorder(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []
        self.active = False

    def emit(self, record: logging.LogRecord) -> None:
        if self.active:
            self.records.append(record)
