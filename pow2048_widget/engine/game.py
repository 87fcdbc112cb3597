"""``Game``: one game of a mode, move by move (engine.md sections 2.5, 4, 7, 9, 10).

The live state is a ``calcarray.GameState`` (``game.state``) so expressions read and change
exactly what the engine uses. A press runs the reference's sequence: probability gate,
BeginTurn, automatic moves, the slide, the end-of-move sequence (length-0 rules, counters,
spawns) and the win/lose/game-over decision. Every accepted press can be undone, and the
game keeps a replay record that reproduces it.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..calcarray.context import EvalContext, Limits
from ..calcarray.errors import CalcArrayError
from ..calcarray.jsnum import to_boolean, to_string
from ..calcarray.state import GameState
from .calc import Calc
from .directions import DirectionInfo, Movement, direction_keys, parse_movement
from .errors import GameError
from .events import MoveResult
from .judge import JudgeMixin, conditions_local
from .merge_cache import MergeCache
from .mode import Mode
from .offset_test import merge_rule_test
from .purity import tile_local
from .rng import Mulberry32
from .rule_text import expand_multilength
from .rules import RuleMixin, compile_rules
from .save_code_seam import save_codes
from .scripts import ScriptMixin, index_scripts
from .slide import SlideMixin
from .spawning import SpawnMixin
from .tiles import EMPTY, copy_value
from .turn import TurnMixin
from .undo import UndoMixin

Pos = tuple[int, int]
START_CLOCK_MS = 1_700_000_000_000.0
DEFAULT_MODIFIERS: list[Any] = [
    float("inf"), 1.0, 2.0, False, "All", "Square", 0.0, 0.0, 0.0, 0.0, "Orthogonal", False,
    -1.0, "None", 0.0, "Regular", 0.0, 0.0, 0.0, 1.0, 0.0, False, 1.0, 1.0, 1.0, 0.0, 1.0,
    1.0, 0.0, 0.0, 0.0, 0.0, False, 0.0,
]  # fmt: skip


def system_clock() -> float:
    """Wall-clock milliseconds, the default clock for time-based expressions."""
    return time.time() * 1000.0


@dataclass(frozen=True)
class HistoryEntry:
    """One accepted press that moved: the direction and the state it left."""

    move: int
    direction: int
    score: float
    grid: list[list[Any]]


class Game(TurnMixin, UndoMixin, RuleMixin, SlideMixin, SpawnMixin, ScriptMixin,
           JudgeMixin):
    """A game of ``mode``. ``seed`` seeds mulberry32 (None: a random seed).

    ``clock`` returns milliseconds for time-based expressions (read at game start and before
    each press). ``keep_history=False`` skips undo snapshots (for fast batch play).
    """

    def __init__(self, mode: Mode, seed: int | None = None,
                 clock: Callable[[], float] | None = None, *, keep_history: bool = True,
                 limits: Limits | None = None) -> None:
        if not isinstance(mode, Mode):
            raise TypeError(f"Game needs a Mode, not {type(mode).__name__}")
        self.mode = mode
        self.clock = clock or system_clock
        self.keep_history = keep_history
        self.limits = limits or Limits()
        self._observers: list[Callable[[Game], None]] = []
        #: The last accepted press's ``MoveResult`` (None after a new game or an undo), so
        #: an observer notified after ``move()`` can animate a move it did not make itself.
        self.last_result: MoveResult | None = None
        self._mode_dirty: set[str] = set()
        self._in_press = False
        # The mode holds only a weak reference, so games it outlives can be collected.
        ref = weakref.WeakMethod(self._mode_changed)

        def forward(field: str) -> None:
            method = ref()
            if method is not None:
                method(field)
            else:
                stop()

        stop = mode.observe(forward)
        self._unobserve_mode = stop
        self.manual_moves = 0
        self.new_game(seed, _notify=False)

    # --- public read-only views ----------------------------------------------------------------

    @property
    def grid(self) -> list[list[Any]]:
        """A copy of the board: rows of tiles (lists) and markers ("@Empty", "@Void", ...)."""
        return copy_value(self.state.grid)

    @property
    def score(self) -> float:
        return self.state.score

    @property
    def won(self) -> int:
        """0 (or the number of winning tiles seen) before a win; -1 after keep playing;
        -2 when a forced spawn with the game-over flag could not be placed."""
        return self._won

    @won.setter
    def won(self, value: int) -> None:
        self._won = value

    @property
    def win_screen(self) -> bool:
        """The last press ended on the win screen (call ``keep_playing`` or press again)."""
        return self._win_screen

    @property
    def over(self) -> bool:
        """The game has ended (game over, or a win without postgame)."""
        return self._over

    @property
    def lost(self) -> bool:
        """The game ended on the game-over screen."""
        return self._lost

    @property
    def moves(self) -> int:
        return int(self.state.moves)

    @property
    def directions(self) -> list[DirectionInfo]:
        """The mode's directions with their keyboard keys and button labels."""
        out = []
        for i, entry in enumerate(self.mode.directions):
            mv = self._dirs[i] if i < len(self._dirs) else parse_movement(entry[0])
            label: Any = entry[1] if len(entry) > 1 else ""
            try:
                label = to_string(self.calc.eval(label, f"directions[{i}][1]"))
            except GameError:
                label = to_string(label)
            out.append(DirectionInfo(i, mv.dv, mv.dh, direction_keys(entry), label))
        return out

    @property
    def history(self) -> list[HistoryEntry]:
        return list(self._history)

    @property
    def random_calls(self) -> int:
        """How many random numbers the game has drawn so far."""
        return self.rng.calls

    def pressable(self) -> list[bool]:
        """For each direction: can it be pressed now (available and not blocked)?"""
        if self._over:
            return [False] * len(self._dirs)
        return [self._pressable(d) for d in range(len(self._dirs))]

    def stat_boxes(self) -> list[tuple[str, Any]]:
        """(label, value text) of each visible stat box; tile boxes give the tile(s)."""
        return [(label, value) for _, label, value in self.stat_box_entries()]

    def stat_box_entries(self) -> list[tuple[int, str, Any]]:
        """Like ``stat_boxes`` with each box's index in ``mode.stat_boxes``, so a display
        can read the box's other entries (bottom line, tile kind, colours)."""
        out = []
        for i, box in enumerate(self.mode.stat_boxes):
            where = f"statBoxes[{i}]"
            if len(box) > 6 and box[6] is not True:
                visible = box[6]
                if isinstance(visible, (list, str)):
                    visible = self.calc.eval(visible, where + "[6]")
                if not to_boolean(visible):
                    continue
            label = to_string(self.calc.eval(box[0], where + "[0]"))
            value = self.calc.eval(box[1], where + "[1]")
            if len(box) > 4 and box[4] in ("Tile", "TileArray"):
                out.append((i, label, value))
            else:
                out.append((i, label, to_string(value)))
        return out

    # --- observers -----------------------------------------------------------------------------

    def observe(self, callback: Callable[[Game], None]) -> Callable[[], None]:
        """Call ``callback(game)`` after every change (press, undo, new game, mode edit)."""
        self._observers.append(callback)

        def unobserve() -> None:
            if callback in self._observers:
                self._observers.remove(callback)

        return unobserve

    def _notify(self) -> None:
        for cb in list(self._observers):
            cb(self)

    def _mode_changed(self, field: str) -> None:
        """A live edit: applied between moves (so it takes effect from the next move)."""
        self._mode_dirty.add(field)
        if not self._in_press:
            self._apply_mode_edits()
        self._notify()

    def to_save_code(self) -> str:
        """A v3.0 Game code of this game in progress, as the Compendium exports it."""
        return save_codes().encode_game(self)

    def to_replay_code(self) -> str:
        """A v3.0 Replay code that plays this game back move by move."""
        return save_codes().encode_replay(self)

    def close(self) -> None:
        """Stop listening to the mode (the mode keeps no reference to the game)."""
        self._unobserve_mode()

    # --- setup ---------------------------------------------------------------------------------

    def _compile_mode(self) -> None:
        """Derive what the engine needs from the mode's fields."""
        mode = self.mode
        st = self.state
        self.width, self.height = mode.width, mode.height
        st.width, st.height = mode.width, mode.height
        st.tile_num_amount = mode.tile_num_amount
        st.scripts = mode.scripts
        st.tile_value_function = mode.tile_value_function
        st.discovered_tiles_filter = mode.discovered_tiles_filter
        st.postgame_allowed = mode.postgame_allowed
        self._dirs = [parse_movement(d[0]) for d in mode.directions]
        self._scripts_by = index_scripts(mode.scripts)
        # Memos for expressions that read only the tile (see ``purity``).
        flt = mode.discovered_tiles_filter
        self._filter_memo = {} if flt and tile_local(flt, allow_this=False) else None
        self._conditions_local = conditions_local(mode.win_conditions) and conditions_local(
            mode.lose_conditions)
        self._judged = {}

    def _set_rules(self, rules: list[Any]) -> None:
        self.state.merge_rules = rules
        self._rules = compile_rules(rules)

    def _apply_mode_edits(self) -> None:
        """Take live edits of the mode into account (from the next move on)."""
        dirty, self._mode_dirty = self._mode_dirty, set()
        st = self.state
        self._compile_mode()
        if "width" in dirty or "height" in dirty:
            w, h = self.width, self.height
            rows = [(row + [EMPTY] * w)[:w] for row in st.grid[:h]]
            st.grid[:] = rows + [[EMPTY] * w for _ in range(h - len(rows))]
        if dirty & {"merge_rules", "width", "height"}:
            self._set_rules(expand_multilength(copy_value(self.mode.merge_rules),
                                               self.width, self.height))
        if "start_tile_spawns" in dirty:
            st.tile_spawns = copy_value(self.mode.start_tile_spawns)
            self._reset_boxes()
        if "start_forced_spawns" in dirty:
            st.forced_spawns = copy_value(self.mode.start_forced_spawns)
        if "next_tiles" in dirty:
            n = max(self.mode.next_tiles, 1)
            conv = st.next_spawns
            conv[:] = (conv + [EMPTY] * n)[:n]
        n = len(self._dirs)
        self.available = (self.available + [True] * n)[:n]

    def new_game(self, seed: int | None = None, *, _notify: bool = True,
                 _playback: list[Any] | None = None) -> None:
        """Start a new game (engine.md 2.5). ``seed`` None draws a fresh random seed."""
        if seed is None:
            import random

            seed = random.getrandbits(32)
        self.seed = int(seed)
        self.last_result = None
        self.rng = Mulberry32(self.seed)
        self.state = st = GameState()
        st.random = self.rng
        st.merge_rule_test = self._merge_rule_test
        st.screen = "Gameplay"
        self.calc = Calc(st, self.limits)
        self._mode_dirty = set()
        self._compile_mode()
        # 1. per-game state
        self._won = 0
        self._win_screen = self._over = self._lost = False
        self.possible_over_checked = False
        self.cache = MergeCache()
        self._key_sets = {}
        self._signal_moved = False
        self._signal_depth = 0
        self._in_press = False
        self._history: list[HistoryEntry] = []
        self._undo: list[dict[str, Any]] = []
        self.moves_played: list[list[Any]] = []
        self.other_random_events: list[float] = []
        self.replay_other_spawns: list[list[Any]] = []
        self._spawn_record: list[Any] | None = None
        self._playback_spawns: list[Any] | None = None
        self._spawn_log: list[tuple[int, int, Any, str]] = []
        self._result = MoveResult(-1)
        self._origin = {}
        self._mergeable = [[True] * self.width for _ in range(self.height)]
        self._move_merges = 0
        self.available = [True] * len(self._dirs)
        now = float(self.clock())
        st.now = now
        st.start_game_time = now
        # 2. the starting grid
        self._no_spawn: set[Pos] = set()
        st.grid = self._starting_grid()
        # 3. load-time processing: StartMode scripts around the multi-length expansion
        mode = self.mode
        self._reset_vars(copy_value(mode.start_game_vars), copy_value(mode.start_modifier_vars),
                         copy_value(mode.start_mvar_indices),
                         copy_value(mode.start_tile_spawns),
                         copy_value(mode.start_forced_spawns))
        self._set_rules(copy_value(mode.merge_rules))
        start_vars = [[], list(DEFAULT_MODIFIERS),
                      [[], copy_value(mode.directions), copy_value(mode.auto_directions)]]
        try:
            self._run_scripts("StartModeBM", vars=start_vars)
            self._set_rules(expand_multilength(st.merge_rules, self.width, self.height))
            self._run_scripts("StartModeAM", vars=start_vars)
            self._starts = (copy_value(st.game_vars), copy_value(st.modifier_vars),
                            copy_value(st.mvar_indices), copy_value(st.tile_spawns),
                            copy_value(st.forced_spawns))
            # 4. live copies of the start values, then RestartMode
            self._reset_vars(*copy_value(list(self._starts)))
            if _playback is None:
                self._run_scripts("RestartMode")
            # 5-7. directions, spawn boxes, the conveyor
            self.available = [True] * len(self._dirs)
            self._reset_boxes()
            st.next_spawns = [EMPTY] * max(mode.next_tiles, 1)
            ctx = (0, 0, 0.0, 0.0, None, None)
            self._spawn_record = [-1.0]
            self.moves_played.append(self._spawn_record)
            if _playback is not None:
                self._playback_spawns = [s for s in _playback if isinstance(s, list)]
                self._spawn_phase(ctx, 0)
                self._playback_spawns = None
            else:
                self._fill_conveyor(ctx)
                # 8. start spawns
                self._spawn_forced("BeforeSpawns", ctx)
                self._spawn_random(mode.start_tile_amount, ctx)
                self._spawn_forced("AfterSpawns", ctx)
            self._spawn_record = None
            # 9-10.
            self._run_scripts("EndModeSetup")
            self._recheck_availability()
        except Exception as exc:
            self._spawn_record = None
            if isinstance(exc, GameError):
                raise
            raise _as_game_error("game start", exc) from exc
        self.start_spawns = list(self._spawn_log)
        self.start_random_calls = self.rng.calls
        if _notify:
            self._notify()

    def _starting_grid(self) -> list[list[Any]]:
        grid = self.mode.starting_grid_or_empty()
        n = self.mode.tile_num_amount
        for v, row in enumerate(grid):
            for h, cell in enumerate(row):
                if cell == "@EmptyNoSpawn":
                    row[h] = EMPTY
                    self._no_spawn.add((v, h))
                elif cell == "@BlackBoxNoSpawn":
                    row[h] = ["BlackBox"] + [0.0] * max(0, n - 1)
                    self._no_spawn.add((v, h))
        return grid

    def _reset_vars(self, game_vars: list[Any], modifier_vars: list[Any],
                    mvar_indices: list[Any], tile_spawns: list[Any],
                    forced: list[Any]) -> None:
        st = self.state
        st.game_vars = game_vars
        st.modifier_vars = modifier_vars
        st.mvar_indices = mvar_indices
        st.tile_spawns = tile_spawns
        st.forced_spawns = forced

    # --- availability --------------------------------------------------------------------------

    def _std_info(self, mv: Movement, dir_index: float) -> list[Any]:
        return [1.0, mv.slide, mv.move_type, dir_index]

    def _recheck_availability(self) -> None:
        """Directions whose entry 9 evaluates to false become unavailable (engine.md 7.1)."""
        for d, entry in enumerate(self.mode.directions):
            if len(entry) > 9 and d < len(self.available):
                mv = self._dirs[d]
                val = self.calc.eval(entry[9], f"directions[{d}][9]", 0, 0, mv.dv, mv.dh,
                                     self._std_info(mv, float(d + 1)), vars=[float(d)])
                if val is False:
                    self.available[d] = False

    def _blocked_direction(self, d: int) -> bool:
        expr = self.mode.direction_blocked
        if expr is False:
            return False
        mv = self._dirs[d]
        return self.calc.eval(expr, "directionBlocked", 0, 0, mv.dv, mv.dh,
                              self._std_info(mv, float(d + 1)), vars=[float(d)]) is True

    def _pressable(self, d: int) -> bool:
        return bool(self.available[d]) and not self._blocked_direction(d)

    # --- pressing ------------------------------------------------------------------------------

    def move(self, direction: int) -> MoveResult:
        """Press direction ``direction`` (an index into ``mode.directions``).

        Raises ``ValueError`` for an index that is not a direction of the mode, and
        ``GameError`` (after rolling the press back) when an expression of the mode fails.
        A press on the win screen first chooses "keep playing".
        """
        if isinstance(direction, bool) or not isinstance(direction, int):
            raise ValueError(f"direction must be an int index, not {direction!r}")
        if self._mode_dirty:
            self._apply_mode_edits()
        if not 0 <= direction < len(self._dirs):
            raise ValueError(f"direction {direction} is not one of the mode's "
                             f"{len(self._dirs)} directions")
        if self._win_screen:
            self.keep_playing(_notify=False)
        if self._over:
            return MoveResult(direction, accepted=False, over=True)
        snap = self._snapshot() if self.keep_history else None
        try:
            result = self._press(direction)
        except Exception as exc:  # roll back, then report it as the mode's problem
            if snap is not None:
                self._restore(snap)
            if isinstance(exc, GameError):
                raise
            raise _as_game_error("move", exc) from exc
        finally:
            self._in_press = False
            self.state.move_in_progress = False
        if result.accepted and snap is not None:
            if result.moved:
                self._undo.append(snap)
                self._history.append(HistoryEntry(int(self.state.moves), direction,
                                                  self.state.score, self.grid))
        if result.accepted:
            self.last_result = result
            self._notify()
        return result

    def keep_playing(self, *, _notify: bool = True) -> None:
        """Leave the win screen and go on playing (``won`` becomes -1)."""
        if self._win_screen and self.mode.postgame_allowed:
            self._win_screen = False
            self._won = -1
            self.state.screen = "Gameplay"
            if _notify:
                self._notify()

    # --- clicks --------------------------------------------------------------------------------

    def click_tile(self, v: int, h: int) -> None:
        """A click on a cell between moves: runs the "TileClick" scripts (recorded in replays)."""
        if not (0 <= v < self.height and 0 <= h < self.width):
            raise ValueError(f"cell ({v}, {h}) is not on the {self.height}x{self.width} grid")
        self._between_moves(lambda: self._run_scripts("TileClick", v, h),
                            ["@TileClick", float(v), float(h)])

    def click_stat_box(self, b: int) -> None:
        """A click on stat box ``b``: runs its click action (entry 7), recorded in replays."""
        boxes = self.mode.stat_boxes
        if not 0 <= b < len(boxes):
            raise ValueError(f"stat box {b} does not exist")
        box = boxes[b]
        if len(box) <= 7:
            return
        self._between_moves(lambda: self.calc.eval(box[7], f"statBoxes[{b}][7]"),
                            ["@StatBoxClick", float(b)])

    def _between_moves(self, action: Callable[[], Any], record: list[Any]) -> None:
        if self._over:
            return
        snap = self._snapshot() if self.keep_history else None
        try:
            self.state.now = float(self.clock())
            action()
            self._recheck_availability()
        except GameError:
            if snap is not None:
                self._restore(snap)
            raise
        self.moves_played.append(record)
        self._notify()

    # --- mergeRuleApplies ----------------------------------------------------------------------

    def _merge_rule_test(self, rule_index: Any, ctx: EvalContext, offset: float,
                         non_recursive: bool) -> bool:
        """The merge-rule test behind the ``mergeRuleApplies`` operator (see offset_test)."""
        return merge_rule_test(self, rule_index, ctx, offset, non_recursive)

def _as_game_error(where: str, exc: Exception) -> GameError:
    """A ``GameError`` for an unexpected failure caused by unusual mode data."""
    if isinstance(exc, CalcArrayError):
        return GameError(where, exc)
    return GameError(where, CalcArrayError(
        f"the mode's data could not be used ({type(exc).__name__}: {exc})", kind="internal"))

