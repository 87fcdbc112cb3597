"""A press without the general slide, undo snapshots or animation events (the fast path).

``FastPress(game)`` presses directions of a ``Game`` whose mode qualifies (see
``fastpath``): each line is looked up in a ``LineTable``, then spawning, discovery, win and
lose run exactly as the engine runs them (same random draws, same lists in the same
order). The game stays an ordinary ``Game``: it can be shown, saved or pressed the general
way at any time. A press the table cannot settle exactly (a temporary hole on a line, new
tiles made on two lines at once, scores that are not whole numbers, a mode edited since)
is handed to the general path, so results never differ.

The ``MoveResult`` of a fast press has no events (nothing to animate) and no
``grid_after_move``. Undo snapshots are taken only when the game keeps history
(``Game(..., keep_history=False)`` is what simulations and environments use).
"""

from __future__ import annotations

from typing import Any

from .calc import EvalCtx
from .errors import GameError
from .events import MoveResult
from .fastpath import fast_path_blocker, plain_rest_blocker
from .game import Game, _as_game_error
from .line_table import LineTable
from .tiles import EMPTY, tile_key

_NO_MATCH = (False, False)


class FastPress:
    """Presses for ``game`` through a shared ``LineTable`` (built when None).

    ``FastPress.for_game(game)`` returns None when the mode does not qualify.
    """

    def __init__(self, game: Game, table: LineTable | None = None) -> None:
        self.game = game
        if table is None or table.limits != game.limits:
            table = LineTable(game.mode, limits=game.limits)  # limits change what fails
        self.table = table
        self.general_presses = 0  # presses handed to the general path
        self._order: dict[int, list[list[float]]] = {}
        self._edited = False
        mode = game.mode
        self._stop = mode.observe_weakly(self._mode_edited)  # the mode must not keep us alive
        plain = plain_rest_blocker(mode) is None
        # Our own spawn and judge loops for plain data; the game's methods otherwise.
        self._plain_spawns = plain and mode.spawn_location != "Edge" and mode.next_tiles == 0
        self._plain_judge = plain
        self._weights = [e[1] for e in mode.start_tile_spawns] if plain else []

    @classmethod
    def for_game(cls, game: Game, table: LineTable | None = None) -> FastPress | None:
        if fast_path_blocker(game.mode) is not None:
            return None
        return cls(game, table)

    def _mode_edited(self, field: str) -> None:
        self._edited = True  # from now on this game takes the general path

    def close(self) -> None:
        self._stop()

    # --- pressing --------------------------------------------------------------------------

    def move(self, d: int) -> MoveResult:
        """Like ``game.move(d)`` (same validation, same outcome), faster."""
        game = self.game
        if self._edited or game._mode_dirty or isinstance(d, bool) or not isinstance(d, int) \
                or not 0 <= d < len(game.turn.dirs):
            return self._general(d)
        press = game.press
        if press.win_screen:
            game.keep_playing(_notify=False)
        if press.over:
            return MoveResult(d, accepted=False, over=True)
        table = self.table
        grid = press.state.grid
        steps = []
        try:
            for line in table.lines(d):
                cells = [grid[v][h] for v, h in line]
                step = table.step(d, tuple(map(tile_key, cells)), cells)
                if not step.safe:
                    return self._general(d)
                steps.append(step)
        except Exception:  # noqa: BLE001 - a failing rule: the general path reports it
            return self._general(d)
        if not self._exact(steps):
            return self._general(d)
        # As ``Game.move``: an undo snapshot when the game keeps history, a rollback when
        # something fails (a win/lose condition, say), observers told after the press.
        snap = game._snapshot() if game.keep_history else None
        try:
            result = self._press(d, steps)
        except Exception as exc:
            if snap is not None:
                game._restore(snap)
            if isinstance(exc, GameError):
                raise
            raise _as_game_error("move", exc) from exc
        game._accepted(result, snap)
        return result

    def _exact(self, steps: list[Any]) -> bool:
        """Can the per-line results be combined without the global order of merges? Yes
        when at most one new tile is discovered (or all come from one line) and the scores
        are whole numbers (then the order of additions does not matter)."""
        merging = [s for s in steps if s.merges]
        if len(merging) <= 1:
            return True
        score = self.game.press.state.score
        if not (score.is_integer() and abs(score) < 2.0**50) or not all(
                s.integral for s in merging):
            return False
        disc = self.game.judge.keys_of("disc_tiles")
        fresh = [{k for k, _ in s.made if k not in disc} for s in merging]
        fresh = [f for f in fresh if f]
        return len(fresh) <= 1 or len(set().union(*fresh)) <= 1

    def _general(self, d: Any) -> MoveResult:
        self.general_presses += 1
        return self.game.move(d)

    def _press(self, d: int, steps: list[Any]) -> MoveResult:
        game = self.game
        press = game.press
        st = press.state
        st.now = float(game.clock())
        press.result = result = MoveResult(d)
        press.spawn_log = []
        rng = press.rng
        calls0 = rng.calls
        if not press.available[d]:
            result.accepted = False
            return result
        mv = game.turn.dirs[d]
        st.move_start_time = st.now
        order = self._order.get(d)
        if order is None:
            from . import board

            order = self._order[d] = [[float(v), float(h)] for v, h in board.traversal_order(
                press.width, press.height, mv.dv, mv.dh)]
        st.tile_order = order
        moved = False
        merges = 0
        for step in steps:
            if step.moved:
                moved = True
                break
        if moved:
            grid = st.grid
            disc = game.judge.keys_of("disc_tiles")
            disc_list = st.disc_tiles
            score = 0.0
            for line, step in zip(self.table.lines(d), steps, strict=True):
                if not step.moved:
                    continue
                for (v, h), cell in zip(line, step.cells, strict=True):
                    grid[v][h] = cell
                if step.merges:
                    merges += step.merges
                    for x in step.scores:
                        st.score += x
                        score += x
                    for k, tile in step.made:
                        if k not in disc:
                            disc.add(k)
                            disc_list.append(tile)
            if merges:
                st.merges += merges
                result.score_gained = score
        st.move_end_time = st.now
        result.moved = moved
        if moved:
            record: list[Any] = [float(d)]
            press.moves_played.append(record)
            press.available[:] = [True] * len(press.available)
            if mv.kind != -1:
                st.moves += 1
            press.manual_moves += 1
            if st.first_move_time is None:
                st.first_move_time = st.now
            if merges > 0:
                st.merge_moves += 1
                st.merges_before += merges
            ctx = (0, 0, float(mv.dv), float(mv.dh), [1.0, mv.slide, mv.move_type,
                                                      float(d + 1)], None)
            cond = game.mode.spawn_conditions
            if mv.kind != -1 and (cond is True or game.calc.eval(
                    cond, "spawnConditions", *ctx) is True):
                if self._plain_spawns:
                    self._spawn_plain(record, ctx)
                else:
                    press.spawn_record = record
                    try:
                        game.spawner.spawn_phase(ctx, game.mode.random_tile_amount)
                    finally:
                        press.spawn_record = None
        else:
            press.available[d] = False
        self._end_of_press()
        result.win_screen = press.win_screen
        result.over = press.over
        result.random_calls = rng.calls - calls0
        return result

    def _spawn_plain(self, record: list[Any], ctx: EvalCtx) -> None:
        """``_spawn_random`` for a plain table, "All" locations and no conveyor preview."""
        game = self.game
        press = game.press
        st = press.state
        grid = st.grid
        rng = press.rng
        n = game.mode.random_tile_amount
        w, h = press.width, press.height
        cands = [(v, c) for v in range(h) for c in range(w)]
        no_spawn = game.spawner.no_spawn
        if no_spawn:
            cands = [c for c in cands if c not in no_spawn]
        weights = self._weights
        entries = st.tile_spawns
        conv = st.next_spawns
        placed = 0
        while placed < n and cands:
            if conv[0] == EMPTY:  # _fill_conveyor: one weighted draw
                if not entries:
                    break
                total = 0.0
                for wt in weights:
                    total += wt
                r = rng() * total
                chosen = len(entries) - 1
                for i, wt in enumerate(weights):
                    r -= wt
                    if r <= 0:
                        chosen = i
                        break
                conv[0] = entries[chosen][0]
            tile = conv[0]
            while True:
                if not cands:
                    game.judge.discovery_check()
                    return
                i = int(rng() * len(cands))
                v, c = cands[i]
                if grid[v][c] == EMPTY:
                    break
                cands.pop(i)
            conv[0] = EMPTY
            grid[v][c] = tile
            press.spawn_log.append((v, c, tile, "random"))
            record.append([tile, float(v), float(c)])
            if (v, c) in cands:
                cands.remove((v, c))
            placed += 1
        if placed == 1:  # every other tile on the board is known already
            k = tile_key(tile)
            keys = game.judge.keys_of("disc_tiles")
            if k not in keys:
                keys.add(k)
                st.disc_tiles.append(tile)
        else:
            game.judge.discovery_check()

    def _end_of_press(self) -> None:
        """engine.md 4.11 for a mode without scripts: win/lose, game over."""
        game = self.game
        turn = game.turn
        win, lose = self._win_lose()
        if not any(game.press.available):
            turn.game_over()
        elif win and (not lose or game.mode.win_priority):
            turn.victory()
        elif lose:
            turn.game_over()

    def _win_lose(self) -> tuple[bool, bool]:
        game = self.game
        judge = game.judge
        if not self._plain_judge:
            return judge.win_lose_check()
        judged = judge.judged
        press = game.press
        st = press.state
        for row in st.grid:
            for cell in row:
                if type(cell) is list and judged.get(tile_key(cell)) != _NO_MATCH:
                    return judge.win_lose_check()
        mode = game.mode
        win = False
        if press.won != -1:
            if press.won >= 0:
                press.won = len(st.disc_winning)
            win = len(st.disc_winning) >= mode.win_requirement
        lose = press.won == -2
        if not lose and mode.lose_requirement is not False:
            lose = len(st.disc_losing) >= mode.lose_requirement
        return win, lose
