"""Conformance kind ``traces``: replay games recorded from the reference.

Each ``*.jsonl`` file is one game: a header (mode, seeds, state after game start), one line
per press and an end line. The game is replayed with the same engine seed and virtual
clock and every field of every line is compared. One trace file counts as one test.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..calcarray.errors import CalcArrayError
from ..calcarray.scjson import sc_decode
from ..engine import Game, GameError, Mode, ModeError
from ..engine.tiles import cells_equal
from . import expand_paths

START_MS = 1_700_000_000_000.0


class VirtualClock:
    """The traces' clock: fixed during a press, advanced by ``step`` ms before each press."""

    def __init__(self, step: float, start: float = START_MS) -> None:
        self.now = start
        self.step = step

    def __call__(self) -> float:
        return self.now

    def advance(self) -> None:
        self.now += self.step


class Mismatch(Exception):
    """A field differs from the recorded value."""


def load_trace_mode(header: dict[str, Any]) -> Mode:
    """The mode of a trace: from the save code when the importer exists, else ``mode_def``."""
    code = header.get("savecode")
    if isinstance(code, str):
        try:
            from ..savecode import load_save_code  # type: ignore[attr-defined]
        except ImportError:
            load_save_code = None
        if load_save_code is not None:
            loaded = load_save_code(code)
            mode = loaded.to_mode() if hasattr(loaded, "to_mode") else loaded
            if isinstance(mode, Mode):
                return mode
    return Mode.from_dict(sc_decode(header["mode_def"]))


def _num(x: Any) -> Any:
    """Counters are Python ints in the engine and floats in the decoded trace."""
    if type(x) is int:
        return float(x)
    return x


def _spawns(log: list[tuple[int, int, Any, str]]) -> tuple[list[Any], list[str]]:
    return [[float(v), float(h), t] for v, h, t, _ in log], [k for _, _, _, k in log]


def _check(where: str, field: str, expected: Any, actual: Any) -> None:
    if not cells_equal(expected, actual):
        raise Mismatch(f"{where}: {field}: expected {_short(expected)}, got {_short(actual)}")


def _short(x: Any, limit: int = 300) -> str:
    text = repr(x)
    return text if len(text) <= limit else text[:limit] + "..."


def check_trace(path: str | Path) -> tuple[int, str | None]:
    """Replay one trace file; returns (presses checked, first failure message or None)."""
    name = Path(path).name
    with open(path, encoding="utf-8") as fh:
        lines = [sc_decode(json.loads(line)) for line in fh if line.strip()]
    header = lines[0]
    if header.get("type") != "header":
        return 0, f"{name}: first line is not a header"
    clock = VirtualClock(float(header.get("clock_step_ms", 1000.0)))
    presses = 0
    try:
        mode = load_trace_mode(header)
        game = Game(mode, seed=int(header["engine_seed"]), clock=clock, keep_history=False)
        where = f"{name}: game start"
        if "merge_rules_in_play" in header:
            _check(where, "merge_rules_in_play", header["merge_rules_in_play"],
                   game.state.merge_rules)
        spawns, kinds = _spawns(game.start_spawns)
        _check(where, "start_spawns", header["start_spawns"], spawns)
        if "start_spawn_kinds" in header:
            _check(where, "start_spawn_kinds", header["start_spawn_kinds"], kinds)
        _check(where, "start_grid", header["start_grid"], game.state.grid)
        _check(where, "score", header["score"], game.score)
        _check(where, "won", header["won"], _num(game.won))
        _check(where, "game_vars", header["game_vars"], game.state.game_vars)
        _check(where, "random_calls", header["random_calls"], _num(game.start_random_calls))
        successful = 0
        for line in lines[1:]:
            if line.get("type") == "end":
                where = f"{name}: end"
                _check(where, "score", line["score"], game.score)
                _check(where, "won", line["won"], _num(game.won))
                _check(where, "moves", line["moves"], _num(successful))
                _check(where, "presses", line["presses"], _num(presses))
                break
            if line.get("type") != "move":
                continue
            presses += 1
            where = f"{name}: press {presses}"
            clock.advance()
            result = game.move(int(line["dir"]))
            if result.moved:
                successful += 1
            _check(where, "moved", line["moved"], result.moved)
            _check(where, "move", line["move"], float(successful) if result.moved else None)
            _check(where, "grid_after_move", line["grid_after_move"], result.grid_after_move)
            spawns, kinds = _spawns(game.press.spawn_log)
            _check(where, "spawns", line["spawns"], spawns)
            _check(where, "spawn_kinds", line["spawn_kinds"], kinds)
            _check(where, "grid", line["grid"], game.state.grid)
            _check(where, "score", line["score"], game.score)
            _check(where, "won", line["won"], _num(game.won))
            _check(where, "win_screen", line["win_screen"], game.win_screen)
            _check(where, "lost", line["lost"], game.lost)
            _check(where, "game_vars", line["game_vars"], game.state.game_vars)
            _check(where, "directions_available", line["directions_available"],
                   list(game.available))
            _check(where, "moves_so_far", line["moves_so_far"], _num(game.state.moves))
            _check(where, "merges_so_far", line["merges_so_far"], _num(game.state.merges))
            _check(where, "random_calls", line["random_calls"], _num(result.random_calls))
            if game.win_screen and game.mode.postgame_allowed:
                game.keep_playing()
    except Mismatch as exc:
        return presses, str(exc)
    except (GameError, ModeError, CalcArrayError) as exc:
        return presses, f"{name}: press {presses}: error: {exc}"
    except ValueError as exc:  # includes SaveCodeError
        return presses, f"{name}: press {presses}: {type(exc).__name__}: {exc}"
    except (KeyError, TypeError) as exc:
        return presses, f"{name}: malformed trace or crash: {type(exc).__name__}: {exc}"
    return presses, None


def run(paths: list[str], verbose: bool) -> tuple[int, int]:
    """Check each trace file; prints failures (and passes when ``verbose``)."""
    passed = failed = 0
    for p in expand_paths(paths, "*.jsonl"):
        try:
            presses, error = check_trace(p)
        except Exception as exc:  # noqa: BLE001 - a crash fails this trace, not the run
            presses, error = 0, f"{Path(p).name}: crash: {type(exc).__name__}: {exc}"
        if error is None:
            passed += 1
            if verbose:
                print(f"PASS {Path(p).name} ({presses} presses)")
        else:
            failed += 1
            print(f"FAIL {error}")
    return passed, failed


__all__ = ["run", "check_trace", "load_trace_mode", "VirtualClock"]
