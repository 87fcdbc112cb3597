"""One press, start to finish: the reference's sequence.

``Turn`` is the part of a ``Game`` that runs a press: probability gate, BeginTurn,
automatic moves, the slide (``Slider``), the Moveless scripts, the end-of-move sequence
(replay record, EndMovement, length-0 phase, counters, spawns through the ``Spawner``,
EndTurn) and the win / lose / game-over decision (``Judge``). It also knows which
directions can be pressed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from .directions import Movement, parse_movement
from .events import MoveResult
from .tiles import tile_key

if TYPE_CHECKING:
    from .calc import Calc, EvalCtx
    from .hooks import HookSite
    from .judge import Judge
    from .mode import Mode
    from .press_state import PressState
    from .scripts import ScriptRunner
    from .slide import Slider
    from .spawning import Spawner


class PressStrategy(Protocol):
    """A faster way to run three steps of a manual press, plugged into ``Turn.run``.

    ``Turn`` still runs the whole sequence (availability, scripts, counters, replay record,
    the end of the press); a strategy only replaces the steps it can settle exactly for its
    mode (``fast_press.LineTableStrategy`` looks whole lines up in a ``LineTable``).
    """

    def slide(self, d: int) -> bool:
        """Slide and merge the board for direction ``d`` (board, score, merge counters,
        discovered tiles, ``press.move_merges``); returns whether anything moved."""
        ...

    def spawn(self, record: list[Any] | None, ctx: EvalCtx, amount: float) -> bool:
        """Place the random spawns of the press itself; False leaves them to the
        ``Spawner``."""
        ...

    def judge(self) -> tuple[bool, bool]:
        """(win, lose) at the end of the press, discovered lists already up to date."""
        ...

    #: True when the length-0 phase and the level-2 clean-up of the merge cache have nothing
    #: to do in this mode (no length-0 rules, no temporary holes, a merge cache that only
    #: saves time), so the press skips them.
    quiet_end_of_move: bool


def std_info(mv: Movement, dir_index: float) -> list[Any]:
    """The addInfo a direction's expressions get: [1, slide amount, move type, index]."""
    return [1.0, mv.slide, mv.move_type, dir_index]


class Turn:
    """The press sequence. Changes the game only through ``press`` and the other parts."""

    def __init__(self, press: PressState, calc: Calc, mode: Mode, clock: Callable[[], float],
                 slider: Slider, spawner: Spawner, scripts: ScriptRunner, judge: Judge,
                 hooks: HookSite) -> None:
        self.press = press
        self.state = press.state
        self.rng = press.rng
        self.calc = calc
        self.mode = mode
        self.clock = clock
        self.slider = slider
        self.spawner = spawner
        self.scripts = scripts
        self.judge = judge
        self.hooks = hooks
        #: The mode's directions, parsed (``compile`` refreshes them after a live edit).
        self.dirs: list[Movement] = []
        #: The strategy of the press being run (None: the general steps).
        self.strategy: PressStrategy | None = None
        #: The press being run may skip script triggers that have nothing to do.
        self.quiet_scripts = False
        scripts.win_check = self.signalled_win_check
        self.compile()

    def compile(self) -> None:
        self.dirs = [parse_movement(d[0]) for d in self.mode.directions]
        #: (index, expression) of the directions with an availability entry (entry 9).
        self.availability = [(d, entry[9]) for d, entry in enumerate(self.mode.directions)
                             if len(entry) > 9]

    # --- availability --------------------------------------------------------------------------

    def recheck_availability(self) -> None:
        """Directions whose entry 9 evaluates to false become unavailable."""
        available = self.press.available
        for d, expr in self.availability:
            if d < len(available):
                mv = self.dirs[d]
                val = self.calc.eval(expr, f"directions[{d}][9]", 0, 0, mv.dv, mv.dh,
                                     std_info(mv, float(d + 1)), vars=[float(d)])
                if val is False:
                    available[d] = False

    def blocked_direction(self, d: int) -> bool:
        expr = self.mode.direction_blocked
        if expr is False:
            return False
        mv = self.dirs[d]
        return self.calc.eval(expr, "directionBlocked", 0, 0, mv.dv, mv.dh,
                              std_info(mv, float(d + 1)), vars=[float(d)]) is True

    def pressable(self, d: int) -> bool:
        return bool(self.press.available[d]) and not self.blocked_direction(d)

    def any_pressable(self) -> bool:
        """Can some direction be pressed now?"""
        if self.mode.direction_blocked is False:
            return any(self.press.available[:len(self.dirs)])
        return any(self.pressable(d) for d in range(len(self.dirs)))

    # --- the press -----------------------------------------------------------------------------

    def run(self, d: int, strategy: PressStrategy | None = None) -> MoveResult:
        """Press direction ``d`` (valid, game not over): the whole sequence, with the slide,
        the random spawns and the win/lose check done by ``strategy`` when one is given."""
        self.strategy = strategy
        try:
            return self._run(d, strategy)
        finally:
            self.strategy = None
            self.quiet_scripts = False

    def _run(self, d: int, strategy: PressStrategy | None) -> MoveResult:
        st = self.state
        press = self.press
        st.now = float(self.clock())
        press.result = result = MoveResult(d)
        press.spawn_log = []
        calls0 = self.rng.calls
        # A strategy's press in a mode without scripts skips the script triggers (each would
        # find nothing to run) unless a signal is waiting; other presses run them all, so an
        # observer still sees every trigger.
        self.quiet_scripts = strategy is not None and not self.scripts.by_trigger
        if self.hooks.game.turn_hook is not None:
            self.hooks.before_press(d)
        if self.availability:
            self.recheck_availability()
        if not press.available[d] or (self.mode.direction_blocked is not False
                                           and self.blocked_direction(d)):
            result.accepted = False
            return result
        mv = self.dirs[d]
        if mv.prob is not None:
            r = 100.0 * self.rng()
            press.other_random_events.append(r)
            if r > mv.prob:
                result.random_calls = self.rng.calls - calls0
                return result
        press.in_press = True
        st.move_in_progress = True
        st.move_start_time = st.now
        moved = self.execute(mv, float(d + 1), manual=True, d=d)
        st.move_in_progress = False
        st.move_end_time = st.now
        press.in_press = False
        result.moved = moved
        if self.availability:
            self.recheck_availability()
        self.end_of_press(mv)
        result.win_screen = press.win_screen
        result.over = press.over
        result.random_calls = self.rng.calls - calls0
        return result

    def execute(self, mv: Movement, dir_index: float, manual: bool, d: int = -1) -> bool:
        """One move (manual press or automatic move): BeginTurn scripts, automatic moves, the
        slide or stay-still, the Moveless scripts, then the end of the move if anything moved."""
        info = std_info(mv, dir_index)
        if mv.scripts_on and (not self.quiet_scripts or self.state.script_signals):
            self.scripts.run("BeginTurn", 0, 0, mv.dv, mv.dh, info)
        moved = False
        autos = manual and bool(self.mode.auto_directions)
        if autos:
            moved = self._auto_moves("Before", mv, info)
        if mv.stays_still:
            moved = self.slider.stay_still(mv, dir_index) or moved
        else:
            outcome = self.hooks.slide(d) if manual and \
                self.hooks.game.turn_hook is not None else None
            if outcome is None:
                strategy = self.strategy if manual else None
                if strategy is None:
                    moved = self.slider.slide(mv, dir_index) or moved
                else:
                    moved = strategy.slide(d) or moved
            else:  # the hook's own slide (hooks.TurnHook.slide)
                grid, gained, changed = outcome
                self.state.grid[:] = [list(row) for row in grid]
                self.state.score += gained
                self.press.result.score_gained += gained
                self.press.move_merges = 0
                moved = changed or moved
        merges = self.press.move_merges
        if autos:
            moved = self._auto_moves("Between", mv, info) or moved
        self.press.signal_moved = False
        if not self.quiet_scripts or self.state.script_signals:
            self.scripts.run("EndMovementDirectionMoveless", 0, 0, mv.dv, mv.dh, info)
            if mv.scripts_on:
                self.scripts.run("EndMovementMoveless", 0, 0, mv.dv, mv.dh, info)
        moved = moved or self.press.signal_moved
        if moved:
            self._end_of_move(mv, dir_index, manual, d, merges, info)
        elif manual:
            self.press.available[d] = False
        if autos:
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
                self.press.other_random_events.append(r)
                if r > auto.prob:
                    continue
            if self.execute(auto, float(-(a + 1)), manual=False):
                moved = True
        return moved

    def _end_of_move(self, mv: Movement, dir_index: float, manual: bool, d: int,
                     merges: int, info: list[Any]) -> None:
        """Replay record, EndMovement, length-0 phase, counters, spawns (``info``: the
        move's ``std_info``)."""
        st = self.state
        press = self.press
        scripts = self.scripts
        record: list[Any] | None = None
        if manual:
            record = [float(d)]
            press.moves_played.append(record)
        elif mv.kind == 0:
            record = [dir_index]
            press.replay_other_spawns.append(record)
        if not self.quiet_scripts or st.script_signals:
            scripts.run("EndMovementDirection", 0, 0, mv.dv, mv.dh, info)
            if mv.scripts_on:
                scripts.run("EndMovement", 0, 0, mv.dv, mv.dh, info)
        if manual:
            press.available[:] = [True] * len(press.available)
        strategy = self.strategy if manual else None
        quiet = strategy is not None and strategy.quiet_end_of_move
        if mv.zero_on and not quiet:
            self.slider.zero_phase(mv, dir_index)
        if mv.kind != -1:
            st.moves += 1
        if manual:
            press.manual_moves += 1
            if st.first_move_time is None:
                st.first_move_time = st.now
        if merges > 0:
            st.merge_moves += 1
            st.merges_before += merges
        ctx = (0, 0, float(mv.dv), float(mv.dh), info, None)
        mode = self.mode
        cond = mode.spawn_conditions
        if mv.kind != -1 and (cond is True or self.calc.eval(cond, "spawnConditions",
                                                             *ctx) is True):
            if mv.scripts_on and (not self.quiet_scripts or st.script_signals):
                scripts.run("PreSpawn", 0, 0, mv.dv, mv.dh, info)
            if manual:
                press.result.grid_after_move = [row[:] for row in st.grid]
            before = len(press.spawn_log)
            if strategy is None or not strategy.spawn(record, ctx, mode.random_tile_amount):
                press.spawn_record = record  # where the Spawner records what it places
                try:
                    self.spawner.spawn_phase(ctx, mode.random_tile_amount)
                finally:
                    press.spawn_record = None
            if mv.scripts_on and (not self.quiet_scripts or st.script_signals):
                spawned = [t for _, _, t, _ in press.spawn_log[before:]]
                scripts.run("PostSpawn", 0, 0, mv.dv, mv.dh, info, vars=[spawned])
        if mv.scripts_on and (not self.quiet_scripts or st.script_signals):
            scripts.run("EndTurn", 0, 0, mv.dv, mv.dh, info)
        if mode.merge_result_known_level == 2 and not quiet:
            on_board = {tile_key(c) for row in st.grid for c in row if type(c) is list}
            press.cache.drop_missing(on_board)

    def end_of_press(self, mv: Movement) -> None:
        """Discovery, win/lose, game over."""
        strategy = self.strategy
        if strategy is None:
            self.judge.discovery_check()
            win, lose = self.judge.win_lose_check()
        else:
            win, lose = strategy.judge()
        if self.hooks.game.turn_hook is not None:
            judged = self.hooks.judge(win, lose)
            if judged is not None:
                win, lose = judged
        scripts_on = mv.scripts_on
        if not self.any_pressable():
            if not self.press.possible_over_checked:
                if self.scripts.run("PossibleOver"):
                    self.press.available[:] = [True] * len(self.press.available)
                    self.press.possible_over_checked = True
                    return
            if scripts_on and (not self.quiet_scripts or self.state.script_signals):
                self.scripts.run("TrueEndTurn")
            self.game_over()
        elif win and (not lose or self.mode.win_priority):
            if scripts_on and (not self.quiet_scripts or self.state.script_signals):
                self.scripts.run("TrueEndTurn")
            self.victory()
        elif lose:
            if scripts_on and (not self.quiet_scripts or self.state.script_signals):
                self.scripts.run("TrueEndTurn")
            self.game_over()
        elif scripts_on and (not self.quiet_scripts or self.state.script_signals):
            self.scripts.run("TrueEndTurn")

    def victory(self) -> None:
        self.scripts.run("Victory")
        self.state.victory_time = self.state.now
        self.press.win_screen = True
        self.state.screen = "Win"
        if not self.mode.postgame_allowed:
            self.press.over = True

    def game_over(self) -> None:
        self.scripts.run("GameOver")
        self.state.game_over_time = self.state.now
        self.press.over = self.press.lost = True
        self.press.win_screen = False
        self.state.screen = "Game Over"

    def signalled_win_check(self) -> None:
        """``@ScriptSignal_WinCheck``: outside a press the result takes effect at once."""
        win, lose = self.judge.win_lose_check()
        if self.press.in_press or self.press.over or self.press.win_screen:
            return
        if win and (not lose or self.mode.win_priority):
            self.victory()
        elif lose:
            self.game_over()

