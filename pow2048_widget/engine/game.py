"""``Game``: one game of a mode, move by move.

``Game`` is a facade over typed parts that share one ``PressState`` (``game.press``), the
object holding everything a press may change (the ``calcarray.GameState`` expressions read
and change, the random position, the merge cache, won/over flags, the replay records and the
press's merge bookkeeping), so a press is snapshotted and restored as one value:

* ``Turn`` (``game.turn``): the press sequence: probability gate, BeginTurn, automatic
  moves, the slide, the end-of-move sequence and the win/lose/game-over decision;
* ``Slider`` (``game.slider``): passes of the slide, merges, the merge cache, the length-0
  phase, with the merge rules compiled in a ``RuleBook`` (``game.rules``);
* ``Spawner`` (``game.spawner``): the spawn table, boxes, the conveyor, random and forced
  spawns;
* ``ScriptRunner`` (``game.scripts``): scripts by trigger and their signals;
* ``Judge`` (``game.judge``): discovered tiles, winning and losing.

``Game.move`` validates the press, snapshots ``game.press``, hands the press to
``game.turn.run`` and keeps the snapshot for undo (or restores it when the press fails).
Every accepted press can be undone, and the game keeps a replay record that reproduces it.
"""

from __future__ import annotations

import copy
import os
import time
from collections.abc import Callable
from typing import Any

from ..calcarray.context import Limits
from ..calcarray.jsnum import to_boolean, to_string
from ..calcarray.state import GameState
from .calc import Calc
from .derived import MERGE_INPUTS, game_programs
from .directions import DirectionInfo, direction_keys, parse_movement, resolve_direction
from .errors import GameError
from .errors import as_game_error as _as_game_error
from .events import MoveResult
from .hooks import HookSite, TurnHook
from .judge import Judge
from .mode import Mode
from .press_observer import (
    ObservedCalc,
    ObservedRuleBook,
    ObservedScriptRunner,
    ObservedSlider,
    PressObserver,
)
from .press_state import (
    RESUMABLE_FLOW,
    RESUMABLE_STATE,
    RESUMABLE_TIMES,
    HistoryEntry,
    PressSnapshot,
    PressState,
)
from .rng import Mulberry32
from .rule_text import expand_multilength
from .rules import RuleBook
from .save_code_seam import save_codes
from .scripts import ScriptRunner, index_scripts
from .slide import Slider
from .spawning import Spawner
from .tiles import EMPTY, copy_value
from .turn import PressStrategy, Turn

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


#: Most presses undo can take back.
MAX_UNDO = 1000
#: Board cells' worth of undo snapshots kept at most (a snapshot copies the grid and the
#: state: about 7 KB on 4 x 4, 11 MB on the largest board allowed).
UNDO_CELL_BUDGET = 500_000
#: Presses undo can always take back, however big the board.
MIN_UNDO = 10


def undo_limit_for(cells: int) -> int:
    """The undo cap of a board of ``cells`` cells: ``MAX_UNDO`` presses, fewer when the
    snapshots would pass ``UNDO_CELL_BUDGET`` cells, never under ``MIN_UNDO``."""
    return max(MIN_UNDO, min(MAX_UNDO, UNDO_CELL_BUDGET // max(cells, 1)))


class Game:
    """A game of ``mode``. ``seed`` seeds mulberry32 (None: a random seed).

    ``clock`` returns milliseconds for time-based expressions (read at game start and before
    each press). ``keep_history=False`` keeps no undo steps or history (for batch play); a
    failed press is rolled back either way.
    """

    #: Optional replacements for single steps of a press (``hooks.TurnHook``); None = none.
    turn_hook: TurnHook | Any = None
    #: ``move`` presses the fast way (``fast_press``, same result and events) when the mode
    #: qualifies and nothing watches the steps; False (or POW2048_GENERAL_MOVES=1): never.
    fast_moves: bool = os.environ.get("POW2048_GENERAL_MOVES", "") in ("", "0")
    #: The seed of the current game, the spawns of its start and the random numbers drawn
    #: until then (set by ``new_game``).
    seed: int
    start_spawns: list[Any]
    start_random_calls: int

    # Fields of the press state that other layers read (``Game.from_saved`` sets them).

    @property
    def available(self) -> list[bool]:
        """Which directions are available (a direction that did not move is not)."""
        return self.press.available

    @property
    def spawn_boxes(self) -> list[list[Any] | None]:
        """The bag of each box entry of the spawn table (None: not a box)."""
        return self.press.spawn_boxes

    @property
    def manual_moves(self) -> int:
        """Presses that moved (automatic moves not counted)."""
        return self.press.manual_moves

    @property
    def possible_over_checked(self) -> bool:
        """The PossibleOver scripts ran since the last move."""
        return self.press.possible_over_checked

    @property
    def moves_played(self) -> list[list[Any]]:
        """The replay record: the start spawns, then one entry per press or click."""
        return self.press.moves_played

    @property
    def other_random_events(self) -> list[float]:
        """Random numbers drawn for direction probabilities."""
        return self.press.other_random_events

    @property
    def replay_other_spawns(self) -> list[list[Any]]:
        """Replay entries of automatic moves."""
        return self.press.replay_other_spawns


    def __init__(self, mode: Mode, seed: int | None = None,
                 clock: Callable[[], float] | None = None, *, keep_history: bool = True,
                 limits: Limits | None = None,
                 _fork_of: tuple[Game, PressObserver | None] | None = None) -> None:
        if not isinstance(mode, Mode):
            raise TypeError(f"Game needs a Mode, not {type(mode).__name__}")
        self.mode = mode
        self._clock: Callable[[], float] = clock or system_clock
        self.keep_history = keep_history
        self.limits = limits or Limits()
        self._observers: list[Callable[[Game], None]] = []
        #: The last accepted press's ``MoveResult`` (None after a new game or an undo), so
        #: an observer notified after ``move()`` can animate a move it did not make itself.
        self.last_result: MoveResult | None = None
        #: ``mode.revision`` when the game last took the mode's edits into account.
        self._applied_revision = mode.revision
        self._history: list[HistoryEntry] = []
        self._undo: list[PressSnapshot] = []
        # The mode holds only a weak reference, so games it outlives can be collected.
        self._unobserve_mode = mode.observe_weakly(self._mode_changed)
        if _fork_of is None:
            self.new_game(seed, _notify=False)
        else:
            self._copy_game(*_fork_of)

    @classmethod
    def from_saved(cls, mode: Mode, seed: int | None = None, *, state: dict[str, Any],
                   flow: dict[str, Any], times: dict[str, float | None] | None = None,
                   elapsed_ms: float | None = None) -> Game:
        """A game of ``mode`` continuing a saved one (what a Game code holds).

        The game starts as a new game with ``seed`` (its random stream continues from
        there), then takes the saved values: ``state`` (names of ``RESUMABLE_STATE``),
        ``flow`` (names of ``RESUMABLE_FLOW``), ``times`` (``RESUMABLE_TIMES``, in ms since
        the game's start, None for "not yet") and ``elapsed_ms``, how long the game had
        been running (its start is put that far before now). Values are taken as given.
        """
        for given, allowed in ((state, RESUMABLE_STATE), (flow, RESUMABLE_FLOW),
                               (times or {}, RESUMABLE_TIMES)):
            unknown = sorted(set(given) - set(allowed))
            if unknown:
                raise ValueError(f"a resumed game cannot take {', '.join(unknown)}")
        game = cls(mode, seed=seed)
        st = game.press.state
        for name, value in state.items():
            setattr(st, name, value)
        now = st.clock()
        start = now - elapsed_ms if elapsed_ms is not None else now
        st.start_game_time = start
        for name, rel in (times or {}).items():
            setattr(st, name, None if rel is None else start + rel)
        for name, value in flow.items():
            setattr(game.press, name, value)
        return game

    # --- the parts -----------------------------------------------------------------------------

    def _build_parts(self, press: PressState, calc: Calc,
                     observer: PressObserver | None = None) -> None:
        """The parts of this game, sharing ``press`` (built afresh for every new game);
        with ``observer``, the parts that report to it (``press_observer``)."""
        mode = self.mode
        self.press = press
        self._calc = calc
        # ``move``'s FastPress (None: general steps), the revision and limits it is for.
        self._fast: Any = None
        self._fast_limits: Limits | None = None
        self._fast_revision, self._observed = -1, observer is not None
        self.judge = Judge(press, calc, mode)
        if observer is None:
            self.scripts = ScriptRunner(press, calc, self.judge, mode.scripts)
            self.rules = RuleBook(press, calc)
            self.slider = Slider(press, calc, mode, self.rules, self.scripts, self.judge)
        else:
            self.scripts = ObservedScriptRunner(press, calc, self.judge, mode.scripts)
            self.rules = ObservedRuleBook(press, calc)
            self.slider = ObservedSlider(press, calc, mode, self.rules, self.scripts,
                                         self.judge)
            for part in (self.scripts, self.rules, self.slider):
                part.observer = observer
        hooks = HookSite(self)
        self.spawner = Spawner(press, calc, mode, self.scripts, self.judge, hooks)
        self.turn = Turn(press, calc, mode, self.clock, self.slider, self.spawner, self.scripts,
                         self.judge, hooks)
        press.state.merge_rule_test = self.rules.applies

    @property
    def clock(self) -> Callable[[], float]:
        """Milliseconds for time-based expressions, read at game start and before a press."""
        return self._clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        turn = self.__dict__.get("turn")
        if turn is not None:
            turn.clock = clock

    @property
    def calc(self) -> Calc:
        """The evaluator over ``state`` that every part uses."""
        return self._calc

    @calc.setter
    def calc(self, calc: Calc) -> None:
        self._calc = calc
        for part in (self.judge, self.scripts, self.rules, self.slider, self.spawner,
                     self.turn):
            part.calc = calc

    def fork(self, observer: PressObserver | None = None) -> Game:
        """An independent copy of the game as it is now, to try presses on.

        The copy shares the mode and the clock (read only) and copies everything a press may
        change (board, score, variables, random position, merge cache, records). It keeps no
        undo history, has no observers of its own and never touches this game. With
        ``observer`` (a ``press_observer.PressObserver``) its parts report every merge
        attempt, rule test, merge and evaluation of its presses (``explain_move`` is built
        on that).
        """
        return type(self)(self.mode, clock=self.clock, keep_history=False, limits=self.limits,
                          _fork_of=(self, observer))

    def _copy_game(self, origin: Game, observer: PressObserver | None) -> None:
        """Become a copy of ``origin`` (see ``fork``), reading only its public fields."""
        press = origin.press
        st = press.state
        # The hooks that point back into the origin (or a widget) are not copied.
        memo: dict[int, Any] = {id(self.mode): self.mode}
        for hook in (st.merge_rule_test, st.announce, st.output):
            if hook is not None:
                memo[id(hook)] = None
        self.last_result = origin.last_result
        self._applied_revision = origin.applied_revision
        self.turn_hook = origin.turn_hook
        self.seed = origin.seed
        self.start_spawns = list(origin.start_spawns)
        self.start_random_calls = origin.start_random_calls
        self._starts = tuple(copy_value(list(origin.start_values)))
        copied: PressState = copy.deepcopy(press, memo)
        calc = (Calc(copied.state, self.limits) if observer is None
                else ObservedCalc(copied.state, self.limits, observer))
        self._build_parts(copied, calc, observer)
        self._compile_mode()
        self.rules.set_rules(copied.state.merge_rules)
        self.spawner.no_spawn = set(origin.spawner.no_spawn)

    @property
    def pending_edits(self) -> frozenset[str]:
        """Mode fields edited during a press, applied before the next press."""
        return self.mode.changed_since(self._applied_revision)

    @property
    def applied_revision(self) -> int:
        """``mode.revision`` when the game last took the mode's edits into account."""
        return self._applied_revision

    @property
    def start_values(self) -> tuple[Any, ...]:
        """The game's start values (game vars, modifier vars, their indices, the spawn
        table, forced spawns) as the start scripts left them; RestartMode starts from them."""
        return self._starts

    # --- public read-only views ----------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The live state expressions read and change (grid, score, variables, ...)."""
        return self.press.state

    @property
    def rng(self) -> Mulberry32:
        return self.press.rng

    @property
    def cache(self) -> Any:
        """The merge-result cache (``merge_cache.MergeCache``)."""
        return self.press.cache

    @property
    def width(self) -> int:
        return self.press.width

    @property
    def height(self) -> int:
        return self.press.height

    @property
    def grid(self) -> list[list[Any]]:
        """A copy of the board: rows of tiles (lists) and markers ("@Empty", "@Void", ...)."""
        return copy_value(self.press.state.grid)

    @property
    def score(self) -> float:
        return self.press.state.score

    @property
    def won(self) -> int:
        """0 (or the number of winning tiles seen) before a win; -1 after keep playing;
        -2 when a forced spawn with the game-over flag could not be placed."""
        return self.press.won

    @property
    def win_screen(self) -> bool:
        """The last press ended on the win screen (call ``keep_playing`` or press again)."""
        return self.press.win_screen

    @property
    def over(self) -> bool:
        """The game has ended (game over, or a win without postgame)."""
        return self.press.over

    @property
    def lost(self) -> bool:
        """The game ended on the game-over screen."""
        return self.press.lost

    @property
    def moves(self) -> int:
        return int(self.press.state.moves)

    @property
    def directions(self) -> list[DirectionInfo]:
        """The mode's directions with their keyboard keys and button labels."""
        out = []
        dirs = self.turn.dirs
        for i, entry in enumerate(self.mode.directions):
            mv = dirs[i] if i < len(dirs) else parse_movement(entry[0])
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
        return self.press.rng.calls

    def pressable(self) -> list[bool]:
        """For each direction: can it be pressed now (available and not blocked)?"""
        n = len(self.turn.dirs)
        if self.press.over:
            return [False] * n
        if self.mode.direction_blocked is False:  # nothing blocked: the available ones
            return [bool(a) for a in self.press.available[:n]]
        return [self.turn.pressable(d) for d in range(n)]

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
        if not self._observers:  # the usual case in simulations and environments
            return
        for cb in list(self._observers):
            cb(self)

    def _mode_changed(self, field: str) -> None:
        """A live edit: applied between moves (so it takes effect from the next move); what
        changed is read from the mode's revisions (``engine.derived``)."""
        if not self.press.in_press:
            self._apply_mode_edits()
        self._notify()

    def to_save_code(self) -> str:
        """A v3.0 Game code of this game in progress, as the Compendium exports it."""
        return save_codes().encode_game(self)

    @classmethod
    def resume(cls, path: str | os.PathLike[str]) -> Game:
        """The game saved in ``path`` (``Board(game, autosave=path)`` keeps such a file
        current), e.g. after a kernel restart: grid, score, variables, random state and
        the moves played, as a Game code carries them."""
        return save_codes().game_from_file(os.fspath(path))

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
        press = self.press
        st = press.state
        press.width, press.height = mode.width, mode.height
        st.width, st.height = mode.width, mode.height
        st.tile_num_amount = mode.tile_num_amount
        st.scripts = mode.scripts
        st.tile_value_function = mode.tile_value_function
        st.discovered_tiles_filter = mode.discovered_tiles_filter
        st.postgame_allowed = mode.postgame_allowed
        st.programs = game_programs(self, mode)
        self.turn.compile()
        self.scripts.by_trigger = index_scripts(mode.scripts)
        self.judge.compile()

    def _apply_mode_edits(self) -> None:
        """Take live edits of the mode into account (from the next move on)."""
        dirty = self.mode.changed_since(self._applied_revision)
        self._applied_revision = self.mode.revision
        press = self.press
        st = press.state
        self._compile_mode()
        if "width" in dirty or "height" in dirty:
            w, h = press.width, press.height
            rows = [(row + [EMPTY] * w)[:w] for row in st.grid[:h]]
            st.grid[:] = rows + [[EMPTY] * w for _ in range(h - len(rows))]
        if dirty & {"merge_rules", "width", "height"}:
            self.rules.set_rules(expand_multilength(copy_value(self.mode.merge_rules),
                                                    press.width, press.height), fresh=True)
        elif dirty & MERGE_INPUTS:
            self.rules.recompile()  # fresh per-rule memos
        if dirty & MERGE_INPUTS:
            # engine.derived: outcomes computed under the old rules must not be replayed.
            press.cache.clear()
        press.cache_revision = self.mode.revision_of(MERGE_INPUTS)
        if "start_tile_spawns" in dirty:
            st.tile_spawns = copy_value(self.mode.start_tile_spawns)
            self.spawner.reset_boxes()
        if "start_forced_spawns" in dirty:
            st.forced_spawns = copy_value(self.mode.start_forced_spawns)
        if "next_tiles" in dirty:
            n = max(self.mode.next_tiles, 1)
            conv = st.next_spawns
            conv[:] = (conv + [EMPTY] * n)[:n]
        n = len(self.turn.dirs)
        press.available = (press.available + [True] * n)[:n]

    def new_game(self, seed: int | None = None, *, _notify: bool = True,
                 _playback: list[Any] | None = None) -> None:
        """Start a new game. ``seed`` None draws a fresh random seed."""
        if seed is None:
            import random

            seed = random.getrandbits(32)
        self.seed = int(seed)
        self.last_result = None
        mode = self.mode
        rng = Mulberry32(self.seed)
        st = GameState()
        st.random = rng
        st.screen = "Gameplay"
        old = self.__dict__.get("press")
        # The count of manual moves is the game object's, not one game's: a new game keeps it.
        press = PressState(st, rng, mode.width, mode.height, mode.revision_of(MERGE_INPUTS),
                           manual_moves=old.manual_moves if old is not None else 0)
        self._build_parts(press, Calc(st, self.limits))
        self._applied_revision = mode.revision
        self._compile_mode()
        # 1. per-game state (the rest is fresh in ``press``)
        self._history = []
        self._undo = []
        press.available = [True] * len(self.turn.dirs)
        now = float(self.clock())
        st.now = now
        st.start_game_time = now
        # 2. the starting grid
        spawner = self.spawner
        st.grid = spawner.starting_grid()
        # 3. load-time processing: StartMode scripts around the multi-length expansion
        self._reset_vars(copy_value(mode.start_game_vars), copy_value(mode.start_modifier_vars),
                         copy_value(mode.start_mvar_indices),
                         copy_value(mode.start_tile_spawns),
                         copy_value(mode.start_forced_spawns))
        self.rules.set_rules(copy_value(mode.merge_rules))
        start_vars = [[], list(DEFAULT_MODIFIERS),
                      [[], copy_value(mode.directions), copy_value(mode.auto_directions)]]
        run = self.scripts.run
        try:
            run("StartModeBM", vars=start_vars)
            self.rules.set_rules(expand_multilength(st.merge_rules, press.width, press.height))
            run("StartModeAM", vars=start_vars)
            self._starts = (copy_value(st.game_vars), copy_value(st.modifier_vars),
                            copy_value(st.mvar_indices), copy_value(st.tile_spawns),
                            copy_value(st.forced_spawns))
            # 4. live copies of the start values, then RestartMode
            self._reset_vars(*copy_value(list(self._starts)))
            if _playback is None:
                run("RestartMode")
            # 5-7. directions, spawn boxes, the conveyor
            press.available = [True] * len(self.turn.dirs)
            spawner.reset_boxes()
            st.next_spawns = [EMPTY] * max(mode.next_tiles, 1)
            ctx = (0, 0, 0.0, 0.0, None, None)
            press.spawn_record = [-1.0]
            press.moves_played.append(press.spawn_record)
            if _playback is not None:
                press.playback_spawns = [s for s in _playback if isinstance(s, list)]
                spawner.spawn_phase(ctx, 0)
                press.playback_spawns = None
            else:
                spawner.fill_conveyor(ctx)
                # 8. start spawns
                spawner.spawn_forced("BeforeSpawns", ctx)
                spawner.spawn_random(mode.start_tile_amount, ctx)
                spawner.spawn_forced("AfterSpawns", ctx)
            press.spawn_record = None
            # 9-10.
            run("EndModeSetup")
            self.turn.recheck_availability()
        except Exception as exc:
            press.spawn_record = None
            if isinstance(exc, GameError):
                raise
            raise _as_game_error("game start", exc) from exc
        self.start_spawns = list(press.spawn_log)
        self.start_random_calls = rng.calls
        if _notify:
            self._notify()

    def _reset_vars(self, game_vars: list[Any], modifier_vars: list[Any],
                    mvar_indices: list[Any], tile_spawns: list[Any],
                    forced: list[Any]) -> None:
        st = self.press.state
        st.game_vars = game_vars
        st.modifier_vars = modifier_vars
        st.mvar_indices = mvar_indices
        st.tile_spawns = tile_spawns
        st.forced_spawns = forced

    def __repr__(self) -> str:
        from .shown import game_text

        return game_text(self)

    def _repr_html_(self) -> str:
        from .shown import game_html

        return game_html(self)

    # --- pressing ------------------------------------------------------------------------------

    def move(self, direction: int | str) -> MoveResult:
        """Press direction ``direction``: an index into ``mode.directions``, or a name
        (``"left"``, ``"up"``, ``"down"``, ``"right"``, the arrows ``"←"`` ``"↑"`` ``"→"``
        ``"↓"``, or a label the mode gives a direction).

        Raises ``ValueError`` for an index that is not a direction of the mode, and
        ``GameError`` (after rolling the press back) when an expression of the mode fails.
        A press on the win screen first chooses "keep playing". The press itself is
        ``Turn.run`` (see the module docstring), with ``FastPress`` steps when it can.
        """
        if direction.__class__ is int and self.fast_moves and self.turn_hook is None \
                and not self._observed and self.press.playback_spawns is None:
            if self._fast_revision != self.mode.revision or self._fast_limits is not \
                    self.limits:  # first press, an edit, other limits
                from .fast_press import strategy_for_moves

                self._fast_revision, self._fast_limits = self.mode.revision, self.limits
                self._fast = strategy_for_moves(self, self._fast)
            if self._fast is not None:
                return self._fast.move(direction)  # (the general press when not exact)
        return self.run_press(direction)

    @property
    def has_pending_edits(self) -> bool:
        """The mode was edited during a press; the edits apply before the next press."""
        return self.mode.revision != self._applied_revision

    def run_press(self, direction: int | str, strategy: PressStrategy | None = None, *,
                  rollback: bool = True) -> MoveResult:
        """``move(direction)`` with some steps done by ``strategy`` (``turn.PressStrategy``:
        the slide, the random spawns, the win/lose check); everything else is the same
        press. ``rollback=False`` takes no snapshot when the game keeps no history (a
        failing press then leaves the game as the failure left it): for simulations that
        throw a failed game away anyway."""
        if direction.__class__ is not int:
            if isinstance(direction, str):
                direction = resolve_direction(direction, self.directions)
            if isinstance(direction, bool) or not isinstance(direction, int):
                raise ValueError(f"direction must be an index or a name such as 'left', "
                                 f"not {direction!r}")
        if self.mode.revision != self._applied_revision:
            self._apply_mode_edits()
        press = self.press
        if not 0 <= direction < len(self.turn.dirs):
            raise ValueError(f"direction {direction} is not one of the mode's "
                             f"{len(self.turn.dirs)} directions")
        if press.win_screen:
            self.keep_playing(_notify=False)
        if press.over:
            return MoveResult(direction, accepted=False, over=True)
        # Atomic whatever the options: the snapshot that undo keeps also rolls a failed
        # press back (keep_history=False only skips keeping it).
        snap = self._snapshot() if rollback or self.keep_history else None
        try:
            result = self.turn.run(direction, strategy)
        except Exception as exc:  # roll back, then report it as the mode's problem
            if snap is not None:
                self._restore(snap)
            if isinstance(exc, GameError):
                raise
            raise _as_game_error(f"move {direction}", exc) from exc
        finally:
            press.in_press = False
            press.state.move_in_progress = False
        if result.accepted:
            if result.moved and self.keep_history and snap is not None:
                st = press.state
                self._undo.append(snap)
                self._history.append(HistoryEntry(int(st.moves), direction, st.score,
                                                  self.grid))
                if len(self._undo) > self.undo_limit:
                    self._drop_oldest_undo()
            self.last_result = result
            self._notify()
        return result

    def explain_move(self, direction: int | str) -> Any:
        """What ``move(direction)`` would do, cell by cell and rule by rule, without doing it
        (a ``MoveExplanation``: ``print`` it, or read its ``attempts``; see engine.explain)."""
        from .explain import explain_move

        if isinstance(direction, str):
            direction = resolve_direction(direction, self.directions)
        return explain_move(self, direction)

    def keep_playing(self, *, _notify: bool = True) -> None:
        """Leave the win screen and go on playing (``won`` becomes -1)."""
        press = self.press
        if press.win_screen and self.mode.postgame_allowed:
            press.win_screen = False
            press.won = -1
            press.state.screen = "Gameplay"
            if _notify:
                self._notify()

    # --- undo ----------------------------------------------------------------------------------

    def _snapshot(self) -> PressSnapshot:
        """Everything a press can change, copied (see ``press_state``)."""
        return PressSnapshot.capture(self.press, self._history)

    def _restore(self, snap: PressSnapshot) -> None:
        snap.restore(self.press, self._history, self.mode.revision_of(MERGE_INPUTS))

    def undo(self, n: int = 1) -> int:
        """Go back ``n`` moves (presses that moved); returns how many were undone.

        The random stream is rewound too, so repeating a move gives the same spawn.
        """
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"undo needs a non-negative int, not {n!r}")
        n = min(n, len(self._undo))
        if n == 0:
            return 0
        snap = self._undo[-n]
        del self._undo[-n:]
        self._restore(snap)
        self.last_result = None
        self._notify()
        return n

    @property
    def undo_limit(self) -> int:
        """How many presses undo can take back (``undo_limit_for``: 1,000, fewer on very
        big boards); older undo steps are dropped, the history keeps every move."""
        return undo_limit_for(self.press.width * self.press.height)

    def _drop_oldest_undo(self) -> None:
        del self._undo[:len(self._undo) - self.undo_limit]

    @property
    def can_undo(self) -> int:
        """How many moves can be undone."""
        return len(self._undo)

    # --- clicks --------------------------------------------------------------------------------

    def click_tile(self, v: int, h: int) -> None:
        """A click on a cell between moves: runs the "TileClick" scripts (recorded in replays)."""
        if not (0 <= v < self.height and 0 <= h < self.width):
            raise ValueError(f"cell ({v}, {h}) is not on the {self.height}x{self.width} grid")
        self._between_moves(lambda: self.scripts.run("TileClick", v, h),
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
        press = self.press
        if press.over:
            return
        snap = self._snapshot()
        try:
            press.state.now = float(self.clock())
            action()
            self.turn.recheck_availability()
        except Exception as exc:  # atomic like a press
            self._restore(snap)
            if isinstance(exc, GameError):
                raise
            raise _as_game_error(f"click {record[0]}", exc) from exc
        press.moves_played.append(record)
        self._notify()
