"""The fast path: a press whose slide is looked up line by line (a ``PressStrategy``).

``FastPress(game)`` presses directions of a ``Game`` whose mode qualifies (see
``fastpath``). Each press is the game's own press (``Game.run_press`` runs ``Turn``, the same
sequence as ``game.move``); this strategy replaces three of its steps: the slide (each line
looked up in a ``LineTable``), the random spawns of a plain spawn table, and the win/lose
check of plain conditions, with the same random draws and the same lists in the same
order. The game stays an ordinary ``Game``: it can be shown, saved or pressed the general
way at any time. A press the table cannot settle exactly (a temporary hole on a line, new
tiles made on two lines at once, scores that are not whole numbers, a mode edited since
the table was built) is pressed the general way, so results never differ.

The ``MoveResult`` of a fast press has no events (nothing to animate) unless the press is
made with ``events=True`` (what ``Game.move`` uses): then it lists the same events as the
general press, in the same order (``LineTable.events``), and a failing press is rolled
back. Otherwise undo snapshots are taken only when the game keeps history
(``Game(..., keep_history=False)`` is what simulations and environments use).
"""

from __future__ import annotations

import weakref
from typing import Any, NamedTuple

from .calc import EvalCtx
from .derived import PLAY_INPUTS
from .events import MoveResult, Spawn
from .fastpath import fast_path_blocker, plain_judge_blocker, plain_spawns_blocker
from .game import Game
from .line_table import LineStep, LineTable
from .spawning import box_items
from .tiles import EMPTY, tile_key

_NO_MATCH = (False, False)


class _Analysis(NamedTuple):
    """What the fast path needs to know of a mode's fields (``fastpath``)."""

    blocker: str | None  # why the mode does not qualify (None: it does)
    plain_spawns: bool  # the strategy's own spawns (``FastPress.spawn``)
    plain_judge: bool  # the strategy's own win/lose check (``FastPress.judge``)


#: id(mode) -> (a weak reference to it, its revision, its ``_Analysis``): ``Game.move``
#: asks at every new game, and the analysis reads every rule (~0.1 ms).
_ANALYSED: dict[int, tuple[Any, int, _Analysis]] = {}


def analysis(mode: Any) -> _Analysis:
    """The ``_Analysis`` of ``mode`` as it is now, made again only after an edit."""
    known = _ANALYSED.get(id(mode))
    if known is not None and known[0]() is mode and known[1] == mode.revision:
        return known[2]
    got = _Analysis(fast_path_blocker(mode),
                    plain_spawns_blocker(mode, boxes=True) is None
                    and mode.spawn_location != "Edge" and mode.next_tiles == 0,
                    plain_judge_blocker(mode) is None)
    if len(_ANALYSED) >= 64:
        _ANALYSED.clear()
    _ANALYSED[id(mode)] = (weakref.ref(mode), mode.revision, got)
    return got


class FastPress:
    """Presses for ``game`` through a shared ``LineTable`` (built when None).

    ``FastPress.for_game(game)`` returns None when the mode does not qualify. The table is
    derived from the mode's play fields (``derived.PLAY_INPUTS``): after an edit of one of
    them every press takes the general path (build a new ``FastPress`` for the new rules).
    """

    #: A qualifying mode has no length-0 rules, and its rules read only the cells a merge
    #: cache key holds (``fastpath``): the end of a move has nothing to clean up.
    quiet_end_of_move = True

    def __init__(self, game: Game, table: LineTable | None = None, *,
                 events: bool = False) -> None:
        self.game = game
        #: Presses list their events and are rolled back when they fail (``Game.move``).
        self.events = events
        if table is None or table.limits != game.limits:
            table = LineTable(game.mode, limits=game.limits)  # limits change what fails
        self.table = table
        self.general_presses = 0  # presses handed to the general path
        self._order: dict[int, list[list[float]]] = {}
        mode = game.mode
        self._built = mode.revision_of(PLAY_INPUTS)
        self._seen = mode.revision
        self._stale = False
        self._steps: list[LineStep] = []  # the lines of the press (none: nothing moves)
        self._events: list[Any] | None = None  # the events of the press's slide
        self._merging = 0  # how many of them merge
        self._clean = -1  # the mode revision at which ``_check_clean`` last passed
        self._ndirs = len(mode.directions)
        self._cells: dict[tuple[int, int], list[tuple[int, int]]] = {}  # spawn candidates
        # x for the tiles [x] (and x -> the y for [x, y]) of numbers whose entry in the
        # judge's ``judged`` is "no match", for the ``judged`` dict named beside it (a new
        # game or an edit brings a new judge or dict; an entry, once made, never changes).
        self._quiet: set[float] = set()
        self._quiet_pairs: dict[float, set[float]] = {}
        self._quiet_of: dict[Any, Any] | None = None
        known = analysis(mode)
        # Our own spawn and judge loops for plain data; the game's methods otherwise.
        self._plain_spawns = known.plain_spawns
        self._plain_judge = known.plain_judge
        self._weights = [e[1] for e in mode.start_tile_spawns] if known.plain_spawns else []
        total = 0.0
        for wt in self._weights:  # added in order, as ``_fill_conveyor`` adds them
            total += wt
        self._weight_total = total

    @classmethod
    def for_game(cls, game: Game, table: LineTable | None = None, *,
                 events: bool = False) -> FastPress | None:
        if analysis(game.mode).blocker is not None:
            return None
        return cls(game, table, events=events)

    @property
    def built_revision(self) -> int:
        """The revision of the mode's play fields the table was built for."""
        return self._built

    @property
    def stale(self) -> bool:
        """A play field of the mode was assigned since the table was built."""
        if self._stale:
            return True
        mode = self.game.mode
        revision = mode.revision
        if revision != self._seen:  # one counter read per press; the fields only on a change
            self._seen = revision
            self._stale = mode.revision_of(PLAY_INPUTS) != self._built
        return self._stale

    def close(self) -> None:
        """Nothing to release (kept for callers that close what they open)."""

    # --- pressing --------------------------------------------------------------------------

    def move(self, d: int) -> MoveResult:
        """Like ``game.move(d)`` (same validation, same outcome), faster."""
        game = self.game
        if game.mode.revision != self._clean and not self._check_clean() \
                or d.__class__ is not int or not 0 <= d < self._ndirs:
            return self._general(d)  # also any other kind of direction: it checks them
        try:
            steps = self.table.steps(d, game.state.grid)
        except Exception:  # noqa: BLE001 - a failing rule: the general path reports it
            return self._general(d)
        merging = 0
        moved = False
        for step in steps:
            if not step.safe:
                return self._general(d)
            if step.moved:
                moved = True
            if step.merges:
                merging += 1
        if merging > 1 and not self._exact(steps):
            return self._general(d)
        events = None
        if self.events and moved:
            grid = game.state.grid
            if len(grid) != self.table.height or len(grid[0]) != self.table.width:
                return self._general(d)
            events = self.table.events(d, steps)
            if events is None:
                return self._general(d)
        self._steps = steps if moved else []
        self._merging = merging
        self._events = events
        try:
            return game.run_press(d, self, rollback=self.events)
        finally:
            self._steps = []
            self._events = None

    def _check_clean(self) -> bool:
        """Can the game be pressed here: the table is not stale and the game has no edits
        waiting? Remembered by revision (``_clean``): while the mode's revision stays the
        same, neither can change."""
        if self.stale or self.game.has_pending_edits:
            return False
        self._clean = self.game.mode.revision
        return True

    def _exact(self, steps: list[Any]) -> bool:
        """Can the per-line results be combined without the global order of merges? Yes
        when at most one new tile is discovered (or all come from one line) and the scores
        are whole numbers (then the order of additions does not matter)."""
        merging = [s for s in steps if s.merges]
        if len(merging) <= 1:
            return True
        score = self.game.state.score
        if not (score.is_integer() and abs(score) < 2.0**50) or not all(
                s.integral for s in merging):
            return False
        disc = self.game.judge.keys_of("disc_tiles")
        fresh = [{k for k, _ in s.made if k not in disc} for s in merging]
        fresh = [f for f in fresh if f]
        return len(fresh) <= 1 or len(set().union(*fresh)) <= 1

    def _general(self, d: Any) -> MoveResult:
        self.general_presses += 1
        return self.game.run_press(d)  # the general press (``move`` without a strategy)

    # --- the strategy's steps (``turn.PressStrategy``) ---------------------------------------

    def slide(self, d: int) -> bool:
        """The looked-up lines written to the board, with their scores and discoveries."""
        game = self.game
        press = game.press
        st = press.state
        order = self._order.get(d)
        if order is None:
            from . import board

            mv = game.turn.dirs[d]
            order = self._order[d] = [[float(v), float(h)] for v, h in board.traversal_order(
                press.width, press.height, mv.dv, mv.dh)]
        st.tile_order = order
        press.move_merges = 0
        steps = self._steps
        if not steps:
            return False
        self.table.write(d, st.grid, steps)
        if self._events:
            press.result.events.extend(self._events)
        if self._merging:
            disc = game.judge.keys_of("disc_tiles")
            disc_list = st.disc_tiles
            score = 0.0
            merges = 0
            for step in steps:
                if step.merges and step.moved:
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
                press.result.score_gained = score
                press.move_merges = merges
        return True

    def spawn(self, record: list[Any] | None, ctx: EvalCtx, amount: float) -> bool:
        """``_spawn_random`` for a plain table (boxes of plain tiles included), "All"
        locations and no conveyor preview (False: the ``Spawner`` places them)."""
        if not self._plain_spawns or record is None:
            return False
        game = self.game
        press = game.press
        st = press.state
        grid = st.grid
        rng = press.rng
        n = game.mode.random_tile_amount
        w, h = press.width, press.height
        cells = self._cells.get((w, h))
        if cells is None:
            cells = self._cells[(w, h)] = [(v, c) for v in range(h) for c in range(w)]
        no_spawn = game.spawner.no_spawn
        cands = [c for c in cells if c not in no_spawn] if no_spawn else cells[:]
        weights = self._weights
        entries = st.tile_spawns
        conv = st.next_spawns
        placed = 0
        while placed < n and cands:
            if conv[0] == EMPTY:  # _fill_conveyor: one weighted draw
                if not entries:
                    break
                r = rng() * self._weight_total
                chosen = len(entries) - 1
                for i, wt in enumerate(weights):
                    r -= wt
                    if r <= 0:
                        chosen = i
                        break
                entry = entries[chosen]
                if entry[0] == "Box":
                    got = self._from_box(chosen, entry)
                    if got is None:
                        break  # an empty box: nothing drawn, as ``Spawner._draw_tile``
                    conv[0] = got
                else:
                    conv[0] = entry[0]
            tile = conv[0]
            while True:
                if not cands:
                    game.judge.discovery_check()
                    return True
                i = int(rng() * len(cands))
                v, c = cands[i]
                cell = grid[v][c]
                if cell.__class__ is str and cell == EMPTY:
                    break
                cands.pop(i)
            conv[0] = EMPTY
            grid[v][c] = tile
            press.spawn_log.append((v, c, tile, "random"))
            if self.events:
                press.result.events.append(Spawn((v, c), tile, "random"))
            record.append([tile, float(v), float(c)])
            cands.pop(i)  # (v, c), which is nowhere else in the list
            placed += 1
        if placed == 1:  # every other tile on the board is known already
            k = tile_key(tile)
            keys = game.judge.keys_of("disc_tiles")
            if k not in keys:
                keys.add(k)
                st.disc_tiles.append(tile)
        else:
            game.judge.discovery_check()
        return True

    def _from_box(self, chosen: int, entry: list[Any]) -> Any:
        """A tile from the bag of box entry ``chosen`` (refilled when empty), with the same
        draw as ``Spawner._draw_tile``; None when the box holds nothing."""
        press = self.game.press
        bags = press.spawn_boxes
        while len(bags) <= chosen:
            bags.append(None)
        bag = bags[chosen]
        if not bag:
            bag = bags[chosen] = box_items(entry)
        if not bag:
            return None
        tile = bag.pop(int(press.rng() * len(bag)))
        if not bag:
            bags[chosen] = box_items(entry)
        return list(tile)  # a tile of its own, as the Spawner's evaluated copy

    def judge(self) -> tuple[bool, bool]:
        """The win/lose check: our own loop over plain conditions, else the game's."""
        game = self.game
        judge = game.judge
        if not self._plain_judge:
            return judge.win_lose_check()
        judged = judge.judged
        press = game.press
        st = press.state
        quiet, pairs = self._quiet, self._quiet_pairs
        if judged is not self._quiet_of:
            quiet, pairs = self._quiet, self._quiet_pairs = set(), {}
            self._quiet_of = judged
        for row in st.grid:
            for cell in row:
                if cell.__class__ is list:
                    n = len(cell)
                    x: Any = cell[0] if n == 1 or n == 2 else None
                    if x.__class__ is not float:
                        n = 0
                    elif n == 1:
                        if x in quiet:
                            continue
                    else:
                        y = cell[1]
                        if y.__class__ is not float:
                            n = 0
                        elif y in pairs.get(x, ()):
                            continue
                    if judged.get(tile_key(cell)) != _NO_MATCH:
                        return judge.win_lose_check()
                    if n == 1:
                        quiet.add(x)
                    elif n == 2:
                        pairs.setdefault(x, set()).add(y)
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


def strategy_for_moves(game: Game, old: FastPress | None) -> FastPress | None:
    """The ``FastPress`` that ``Game.move`` uses (events listed, failed presses rolled back)
    for ``game``'s mode as it is now, after an edit or for the first press; None when the
    mode does not qualify. ``old``'s line table is kept while the fields it is derived from
    stay the same; otherwise the table of the mode's exact fields (``shared_table``)."""
    from .line_table import shared_table

    mode = game.mode
    if analysis(mode).blocker is not None:
        return None
    if old is not None and old.table.limits == game.limits and \
            mode.revision_of(PLAY_INPUTS) == old.built_revision:
        table = old.table
    else:
        table = shared_table(mode, game.limits)
    return FastPress(game, table, events=True)
