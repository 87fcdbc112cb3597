"""One press, start to finish (engine.md 4.1, 4.9, 4.11): the reference's sequence.

``TurnMixin`` is part of ``Game``: probability gate, BeginTurn, automatic moves, the slide,
the Moveless scripts, the end-of-move sequence (replay record, EndMovement, length-0 phase,
counters, spawns, EndTurn) and the win / lose / game-over decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .directions import Movement, parse_movement
from .events import MoveResult
from .hooks import TurnHook, hook_call
from .tiles import tile_key

if TYPE_CHECKING:
    from ..calcarray.state import GameState
    from .calc import Calc
    from .merge_cache import MergeCache
    from .mode import Mode
    from .rng import Mulberry32


class TurnMixin:
    """The press sequence for ``Game``."""

    state: GameState
    calc: Calc
    mode: Mode
    rng: Mulberry32
    cache: MergeCache
    available: list[bool]
    possible_over_checked: bool
    moves_played: list[list[Any]]
    other_random_events: list[float]
    replay_other_spawns: list[list[Any]]
    manual_moves: int
    clock: Any
    _dirs: list[Movement]
    _result: MoveResult
    _spawn_log: list[tuple[int, int, Any, str]]
    _spawn_record: list[Any] | None
    _signal_moved: bool
    _move_merges: int
    _in_press: bool
    _win_screen: bool
    _over: bool
    _lost: bool
    #: Optional replacements for single steps of a press (``hooks.TurnHook``); None = none.
    turn_hook: TurnHook | Any = None

    if TYPE_CHECKING:
        def _run_scripts(self, trigger: str, *args: Any, **kw: Any) -> int: ...
        def _recheck_availability(self) -> None: ...
        def _pressable(self, d: int) -> bool: ...
        def _std_info(self, mv: Movement, dir_index: float) -> list[Any]: ...
        def _slide(self, mv: Movement, dir_index: float) -> bool: ...
        def _stay_still(self, mv: Movement, dir_index: float) -> bool: ...
        def _zero_phase(self, mv: Movement, dir_index: float) -> None: ...
        def _spawn_phase(self, ctx: tuple[Any, ...], amount: float) -> None: ...
        def _discovery_check(self) -> None: ...
        def _win_lose_check(self) -> tuple[bool, bool]: ...

    def _press(self, d: int) -> MoveResult:
        st = self.state
        st.now = float(self.clock())
        self._result = result = MoveResult(d)
        self._spawn_log = []
        calls0 = self.rng.calls
        hook_call(self.turn_hook, "before_press", self, d)
        self._recheck_availability()
        if not self._pressable(d):
            result.accepted = False
            return result
        mv = self._dirs[d]
        if mv.prob is not None:
            r = 100.0 * self.rng()
            self.other_random_events.append(r)
            if r > mv.prob:
                result.random_calls = self.rng.calls - calls0
                return result
        self._in_press = True
        st.move_in_progress = True
        st.move_start_time = st.now
        moved = self._execute(mv, float(d + 1), manual=True, d=d)
        st.move_in_progress = False
        st.move_end_time = st.now
        self._in_press = False
        result.moved = moved
        self._recheck_availability()
        self._end_of_press(mv)
        result.win_screen = self._win_screen
        result.over = self._over
        result.random_calls = self.rng.calls - calls0
        return result

    def _execute(self, mv: Movement, dir_index: float, manual: bool, d: int = -1) -> bool:
        """One move (manual press or automatic move): engine.md 4.1 steps 2-8."""
        info = self._std_info(mv, dir_index)
        if mv.scripts_on:
            self._run_scripts("BeginTurn", 0, 0, mv.dv, mv.dh, info)
        moved = False
        if manual:
            moved = self._auto_moves("Before", mv, info)
        if mv.stays_still:
            moved = self._stay_still(mv, dir_index) or moved
        else:
            outcome = hook_call(self.turn_hook, "slide", self, d) if manual else None
            if outcome is None:
                moved = self._slide(mv, dir_index) or moved
            else:  # the hook's own slide (hooks.TurnHook.slide)
                grid, gained, changed = outcome
                self.state.grid[:] = [list(row) for row in grid]
                self.state.score += gained
                self._result.score_gained += gained
                self._move_merges = 0
                moved = changed or moved
        merges = self._move_merges
        if manual:
            moved = self._auto_moves("Between", mv, info) or moved
        self._signal_moved = False
        self._run_scripts("EndMovementDirectionMoveless", 0, 0, mv.dv, mv.dh, info)
        if mv.scripts_on:
            self._run_scripts("EndMovementMoveless", 0, 0, mv.dv, mv.dh, info)
        moved = moved or self._signal_moved
        if moved:
            self._end_of_move(mv, dir_index, manual, d, merges)
        elif manual:
            self.available[d] = False
        if manual:
            moved = self._auto_moves("After", mv, info) or moved
        return moved

    def _auto_moves(self, when: str, mv: Movement, info: list[Any]) -> bool:
        moved = False
        for a, entry in enumerate(self.mode.auto_directions):
            if entry[1] != when:
                continue
            if len(entry) > 2 and self.calc.eval(
                    entry[2], f"auto_directions[{a}][2]", 0, 0, mv.dv, mv.dh, info) is not True:
                continue
            auto = parse_movement(entry[0])
            if auto.prob is not None:
                r = 100.0 * self.rng()
                self.other_random_events.append(r)
                if r > auto.prob:
                    continue
            if self._execute(auto, float(-(a + 1)), manual=False):
                moved = True
        return moved

    def _end_of_move(self, mv: Movement, dir_index: float, manual: bool, d: int,
                     merges: int) -> None:
        """engine.md 4.9: replay record, EndMovement, length-0 phase, counters, spawns."""
        st = self.state
        info = self._std_info(mv, dir_index)
        record: list[Any] | None = None
        if manual:
            record = [float(d)]
            self.moves_played.append(record)
        elif mv.kind == 0:
            record = [dir_index]
            self.replay_other_spawns.append(record)
        self._run_scripts("EndMovementDirection", 0, 0, mv.dv, mv.dh, info)
        if mv.scripts_on:
            self._run_scripts("EndMovement", 0, 0, mv.dv, mv.dh, info)
        if manual:
            self.available[:] = [True] * len(self.available)
        if mv.zero_on:
            self._zero_phase(mv, dir_index)
        if mv.kind != -1:
            st.moves += 1
        if manual:
            self.manual_moves += 1
            if st.first_move_time is None:
                st.first_move_time = st.now
        if merges > 0:
            st.merge_moves += 1
            st.merges_before += merges
        ctx = (0, 0, float(mv.dv), float(mv.dh), info, None)
        if mv.kind != -1 and self.calc.eval(self.mode.spawn_conditions,
                                            "spawnConditions", *ctx) is True:
            if mv.scripts_on:
                self._run_scripts("PreSpawn", 0, 0, mv.dv, mv.dh, info)
            if manual:
                self._result.grid_after_move = [row[:] for row in st.grid]
            before = len(self._spawn_log)
            self._spawn_record = record
            try:
                self._spawn_phase(ctx, self.mode.random_tile_amount)
            finally:
                self._spawn_record = None
            if mv.scripts_on:
                spawned = [t for _, _, t, _ in self._spawn_log[before:]]
                self._run_scripts("PostSpawn", 0, 0, mv.dv, mv.dh, info, vars=[spawned])
        if mv.scripts_on:
            self._run_scripts("EndTurn", 0, 0, mv.dv, mv.dh, info)
        if self.mode.merge_result_known_level == 2:
            on_board = {tile_key(c) for row in st.grid for c in row if type(c) is list}
            self.cache.drop_missing(on_board)

    def _end_of_press(self, mv: Movement) -> None:
        """engine.md 4.11: discovery, win/lose, game over."""
        self._discovery_check()
        win, lose = self._win_lose_check()
        judged = hook_call(self.turn_hook, "judge", self, win, lose)
        if judged is not None:
            win, lose = judged
        scripts_on = mv.scripts_on
        if not any(self._pressable(d) for d in range(len(self._dirs))):
            if not self.possible_over_checked:
                if self._run_scripts("PossibleOver"):
                    self.available[:] = [True] * len(self.available)
                    self.possible_over_checked = True
                    return
            if scripts_on:
                self._run_scripts("TrueEndTurn")
            self._game_over()
        elif win and (not lose or self.mode.win_priority):
            if scripts_on:
                self._run_scripts("TrueEndTurn")
            self._victory()
        elif lose:
            if scripts_on:
                self._run_scripts("TrueEndTurn")
            self._game_over()
        elif scripts_on:
            self._run_scripts("TrueEndTurn")

    def _victory(self) -> None:
        self._run_scripts("Victory")
        self.state.victory_time = self.state.now
        self._win_screen = True
        self.state.screen = "Win"
        if not self.mode.postgame_allowed:
            self._over = True

    def _game_over(self) -> None:
        self._run_scripts("GameOver")
        self.state.game_over_time = self.state.now
        self._over = self._lost = True
        self._win_screen = False
        self.state.screen = "Game Over"

    def _signalled_win_check(self) -> None:
        """``@ScriptSignal_WinCheck``: outside a press the result takes effect at once."""
        win, lose = self._win_lose_check()
        if self._in_press or self._over or self._win_screen:
            return
        if win and (not lose or self.mode.win_priority):
            self._victory()
        elif lose:
            self._game_over()

