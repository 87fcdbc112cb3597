"""Many games of a fast-path mode stepped together with numpy (needs numpy).

Boards are rows of small integer tile ids (0 is "@Empty"); a row or column is one int64
code, looked up in per-direction tables filled from the ``LineTable`` (so the merges are the
engine's own). Each game keeps its own mulberry32 stream, advanced only for that game,
and the spawn draws follow the engine's order exactly (a weighted draw when the next-tile
slot is empty, then a cell index per try, a tried full cell dropped from the candidates),
so game ``i`` here is game ``i`` of the engine, draw for draw (tests compare them).

Supported: modes that qualify for the fast path, with spawns in "All" locations, no
next-tile preview, finite spawn amounts and directions that count as moves. Anything else
(or something met during play that the tables cannot settle exactly, such as scores that
are not whole numbers) raises ``Unsupported`` and the caller plays the games one by one.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .fastpath import fast_path_blocker, plain_rest_blocker
from .game import Game
from .line_table import LineTable, shared_table
from .tiles import EMPTY, tile_key

_U32 = np.uint32
SUB_BATCH = 4096


class Unsupported(Exception):
    """The batch cannot play this mode (or this situation) exactly."""


def batch_blocker(mode: Any) -> str | None:
    """Why ``BatchGames`` cannot play ``mode``, or None."""
    why = fast_path_blocker(mode) or plain_rest_blocker(mode)
    if why:
        return why
    if mode.spawn_location == "Edge":
        return "spawns on the edge"
    if mode.next_tiles != 0:
        return "a next-tile preview"
    if not (math.isfinite(mode.random_tile_amount) and math.isfinite(mode.start_tile_amount)):
        return "an unbounded spawn amount"
    from .directions import parse_movement

    if any(parse_movement(e[0]).kind == -1 for e in mode.directions):
        return "a direction that does not count as a move"
    return None


class VecMulberry32:
    """One mulberry32 stream per game, advanced only for the games asked."""

    def __init__(self, seeds: Any) -> None:
        self.state = (np.asarray(seeds, dtype=np.int64) & 0xFFFFFFFF).astype(_U32)
        self.calls = np.zeros(len(self.state), dtype=np.int64)

    def draw(self, idx: Any) -> Any:
        s = self.state[idx] + _U32(0x6D2B79F5)
        self.state[idx] = s
        self.calls[idx] += 1
        t = (s ^ (s >> _U32(15))) * (s | _U32(1))
        t ^= t + ((t ^ (t >> _U32(7))) * (t | _U32(61)))
        return (t ^ (t >> _U32(14))).astype(np.float64) / 4294967296.0


class _Lookup:
    """Tile ids and line look-ups, learnt once per ``LineTable`` and shared by batches."""

    def __init__(self, classes: int, k: int) -> None:
        self.tiles: list[Any] = [EMPTY]
        self.ids: dict[Any, int] = {tile_key(EMPTY): 0}
        self.win_flag: list[bool] = [False]
        self.lose_flag: list[bool] = [False]
        self.keys = [np.zeros(0, dtype=np.int64) for _ in range(classes)]
        self.vals = [np.zeros(0, dtype=np.int64) for _ in range(classes)]
        self.known: list[dict[int, int]] = [{} for _ in range(classes)]
        self.res_cells = np.zeros((16, k), dtype=np.int32)
        self.res_moved = np.zeros(16, dtype=bool)
        self.res_score = np.zeros(16, dtype=np.float64)
        self.res_merges = np.zeros(16, dtype=np.int64)
        self.n_entries = 0


class BatchGames:
    """``n`` games of ``mode`` as arrays; ``start(idx, seeds)`` then ``press(idx, dirs)``."""

    def __init__(self, mode: Any, n: int, table: LineTable | None = None) -> None:
        why = batch_blocker(mode)
        if why:
            raise Unsupported(why)
        self.mode = mode
        self.table = table or shared_table(mode)
        helper = Game(mode, seed=0, clock=lambda: 0.0, keep_history=False)
        helper.close()
        self._helper = helper
        self.w, self.h = mode.width, mode.height
        self.ndirs = len(mode.directions)
        self.cells = self.w * self.h
        self.K = max(self.w, self.h)
        self.bits = max(1, 63 // self.K)
        # Look-up slots: directions sliding alike over lines of the same length share one.
        slots: dict[tuple[int, int], int] = {}
        sizes = [len(self.table.lines(d)[0]) for d in range(self.ndirs)]
        self.slot = [slots.setdefault((self.table.slide_class(d), sizes[d]), len(slots))
                     for d in range(self.ndirs)]
        lk = self.table.derived.get("batch_lookup")
        if lk is None:
            lk = self.table.derived["batch_lookup"] = _Lookup(len(slots), self.K)
        self.lk: _Lookup = lk
        start = helper.spawner.starting_grid()
        self.start_board = np.array([self.intern(c) for row in start for c in row],
                                    dtype=np.int32)
        no_spawn = helper.spawner.no_spawn
        self.spawn_cells = np.array([v * self.w + c for v in range(self.h)
                                     for c in range(self.w) if (v, c) not in no_spawn],
                                    dtype=np.int64)
        self.spawn_ids = np.array([self.intern(e[0]) for e in mode.start_tile_spawns],
                                  dtype=np.int32)
        self.spawn_weights = [float(e[1]) for e in mode.start_tile_spawns]
        self.spawn_total = 0.0
        for wt in self.spawn_weights:
            self.spawn_total += wt
        self.random_amount = int(mode.random_tile_amount)
        self.start_amount = int(mode.start_tile_amount)
        self.req = mode.win_requirement
        self.lreq = mode.lose_requirement
        lines = [self.table.lines(d) for d in range(self.ndirs)]
        self.line_idx = [np.array([[v * self.w + c for v, c in line] for line in ls],
                                  dtype=np.int64) for ls in lines]
        self.shifts = [np.array([self.bits * j for j in range(len(ls[0]))], dtype=np.int64)
                       for ls in lines]
        self.alloc(n)

    # --- tiles -----------------------------------------------------------------------------

    def intern(self, cell: Any) -> int:
        k = tile_key(cell)
        got = self.lk.ids.get(k)
        if got is not None:
            return got
        i = len(self.lk.tiles)
        if i >= 1 << self.bits:
            raise Unsupported("too many different tiles for the line codes")
        self.lk.ids[k] = i
        self.lk.tiles.append(cell)
        g = self._helper
        mode = self.mode
        is_tile = type(cell) is list
        matches = g.judge.matches
        self.lk.win_flag.append(is_tile and matches(mode.win_conditions, cell, "winConditions"))
        self.lk.lose_flag.append(is_tile and matches(mode.lose_conditions, cell,
                                                     "loseConditions"))
        return i

    # --- state -----------------------------------------------------------------------------

    def alloc(self, n: int) -> None:
        self.n = n
        self.board = np.zeros((n, self.cells), dtype=np.int32)
        self.conv = np.zeros(n, dtype=np.int32)
        self.rng = VecMulberry32(np.zeros(n, dtype=np.int64))
        self.available = np.ones((n, self.ndirs), dtype=bool)
        self.score = np.zeros(n, dtype=np.float64)
        self.moves = np.zeros(n, dtype=np.int64)
        self.won = np.zeros(n, dtype=np.int64)  # the engine's counter; -1 after a win
        self.ever_won = np.zeros(n, dtype=bool)
        self.over = np.zeros(n, dtype=bool)
        self.lost = np.zeros(n, dtype=bool)
        # per game: which winning / losing tiles it has discovered (one column per tile)
        self.seen = [np.zeros((n, 0), dtype=bool), np.zeros((n, 0), dtype=bool)]
        self.n_win = np.zeros(n, dtype=np.int64)
        self.n_lose = np.zeros(n, dtype=np.int64)

    def start(self, idx: Any, seeds: Any) -> None:
        """New games in slots ``idx`` with engine seeds ``seeds`` (as ``Game.new_game``)."""
        idx = np.asarray(idx, dtype=np.int64)
        self.board[idx] = self.start_board
        self.rng.state[idx] = (np.asarray(seeds, dtype=np.int64) & 0xFFFFFFFF).astype(_U32)
        self.rng.calls[idx] = 0
        self.available[idx] = True
        for arr in (self.conv, self.moves, self.won, self.n_win, self.n_lose):
            arr[idx] = 0
        self.score[idx] = 0.0
        for arr in (self.ever_won, self.over, self.lost):
            arr[idx] = False
        for seen in self.seen:
            seen[idx] = False
        self._draw_tiles(idx)
        self._spawn(idx, self.start_amount)

    # --- line look-ups ---------------------------------------------------------------------

    def _entries(self, d: int, codes: Any, cells: Any) -> Any:
        d = self.slot[d]
        keys = self.lk.keys[d]
        pos = np.searchsorted(keys, codes)
        pos = np.minimum(pos, max(len(keys) - 1, 0))
        hit = keys[pos] == codes if len(keys) else np.zeros(len(codes), dtype=bool)
        if not hit.all():
            self._learn(d, codes[~hit], cells[~hit])
            keys = self.lk.keys[d]
            pos = np.searchsorted(keys, codes)
        return self.lk.vals[d][pos]

    def _learn(self, c: int, codes: Any, cells: Any) -> None:
        d = self.slot.index(c)
        known = self.lk.known[c]
        uniq, first = np.unique(codes, return_index=True)
        new_keys: list[int] = []
        new_vals: list[int] = []
        for code, j in zip(uniq.tolist(), first.tolist(), strict=True):
            if code in known:
                continue
            line = [self.lk.tiles[i] for i in cells[j].tolist()]
            step = self.table.step(d, tuple(map(tile_key, line)), line)
            if not step.safe or not step.integral:
                raise Unsupported("a line the batch cannot settle exactly")
            e = self.lk.n_entries
            if e >= len(self.lk.res_moved):
                grow = len(self.lk.res_moved)
                cells_ = self.lk.res_cells
                self.lk.res_cells = np.concatenate([cells_, np.zeros_like(cells_)])
                self.lk.res_moved = np.concatenate([self.lk.res_moved, np.zeros(grow, dtype=bool)])
                self.lk.res_score = np.concatenate([self.lk.res_score, np.zeros(grow)])
                self.lk.res_merges = np.concatenate([self.lk.res_merges,
                                                  np.zeros(grow, dtype=np.int64)])
            out = [self.intern(c) for c in step.cells]
            self.lk.res_cells[e, :len(out)] = out
            self.lk.res_moved[e] = step.moved
            self.lk.res_score[e] = step.score
            self.lk.res_merges[e] = step.merges
            self.lk.n_entries += 1
            known[code] = e
            new_keys.append(code)
            new_vals.append(e)
        if new_keys:  # uniq is sorted, so new_keys are too
            keys = np.array(new_keys, dtype=np.int64)
            at = np.searchsorted(self.lk.keys[c], keys)
            self.lk.keys[c] = np.insert(self.lk.keys[c], at, keys)
            self.lk.vals[c] = np.insert(self.lk.vals[c], at,
                                         np.array(new_vals, dtype=np.int64))

    # --- pressing --------------------------------------------------------------------------

    def press(self, idx: Any, dirs: Any) -> tuple[Any, Any, Any]:
        """Press ``dirs[j]`` in game ``idx[j]`` (games not over, not on a win screen).

        Returns (accepted, moved, score gained) per game, like ``Game.move``.
        """
        idx = np.asarray(idx, dtype=np.int64)
        dirs = np.asarray(dirs, dtype=np.int64)
        accepted = self.available[idx, dirs]
        moved = np.zeros(len(idx), dtype=bool)
        gained = np.zeros(len(idx), dtype=np.float64)
        for d in range(self.ndirs):
            sel = np.flatnonzero((dirs == d) & accepted)
            if not len(sel):
                continue
            g = idx[sel]
            li = self.line_idx[d]
            cells = self.board[g][:, li]  # (m, lines, K)
            codes = (cells.astype(np.int64) << self.shifts[d]).sum(axis=2)
            e = self._entries(d, codes.ravel(), cells.reshape(-1, cells.shape[2]))
            e = e.reshape(codes.shape)
            mv = self.lk.res_moved[e].any(axis=1)
            moved[sel] = mv
            if mv.any():
                gm = g[mv]
                em = e[mv]
                sub = self.board[gm]
                sub[:, li] = self.lk.res_cells[em][:, :, :li.shape[1]]
                self.board[gm] = sub
                got = self.lk.res_score[em].sum(axis=1)
                self.score[gm] += got
                gained[sel[mv]] = got
        yes = idx[moved]
        no = accepted & ~moved
        self.available[idx[no], dirs[no]] = False
        if len(yes):
            self.available[yes] = True
            self.moves[yes] += 1
            self._draw_tiles(yes[self.conv[yes] == 0])
            self._spawn(yes, self.random_amount)
        self._judge(idx[accepted])
        return accepted, moved, gained

    def _draw_tiles(self, idx: Any) -> None:
        """``_fill_conveyor`` for games whose next-tile slot is empty: one weighted draw."""
        if not len(idx):
            return
        r = self.rng.draw(idx) * self.spawn_total
        chosen = np.full(len(idx), len(self.spawn_weights) - 1, dtype=np.int64)
        open_ = np.ones(len(idx), dtype=bool)
        for i, wt in enumerate(self.spawn_weights):
            r = r - wt
            hit = open_ & (r <= 0)
            chosen[hit] = i
            open_ &= ~hit
        self.conv[idx] = self.spawn_ids[chosen]

    def _spawn(self, idx: Any, amount: int) -> None:
        """``_spawn_random`` for games ``idx``, draw for draw."""
        if not len(idx) or amount <= 0:
            return
        m = len(idx)
        base = self.spawn_cells
        cands = np.tile(base, (m, 1))
        clen = np.full(m, len(base), dtype=np.int64)
        cols = np.arange(len(base))
        placed = 0
        live = np.arange(m)
        while placed < amount:
            live = live[clen[live] > 0]
            if not len(live):
                return
            if placed:
                self._draw_tiles(idx[live][self.conv[idx[live]] == 0])
            pending = live
            while len(pending):
                empty_c = clen[pending] == 0
                if empty_c.any():  # no candidate left: the spawn fails, the tile waits
                    live = np.setdiff1d(live, pending[empty_c])
                    pending = pending[~empty_c]
                    if not len(pending):
                        break
                g = idx[pending]
                i = (self.rng.draw(g) * clen[pending]).astype(np.int64)
                cell = cands[pending, i]
                free = self.board[g, cell] == 0
                done = pending[free]
                if len(done):
                    gd = idx[done]
                    self.board[gd, cell[free]] = self.conv[gd]
                    self.conv[gd] = 0
                # drop index i from the candidates (placed cells are dropped as well)
                rows = cands[pending]
                shifted = np.concatenate([rows[:, 1:], rows[:, -1:]], axis=1)
                cands[pending] = np.where(cols[None, :] >= i[:, None], shifted, rows)
                clen[pending] -= 1
                pending = pending[~free]
            placed += 1

    def _judge(self, idx: Any) -> None:
        """For games that just took a press: win, lose, game over."""
        if not len(idx):
            return
        for which, flag in enumerate((self.lk.win_flag, self.lk.lose_flag)):
            ids = [i for i, f in enumerate(flag) if f]
            if not ids:
                continue
            seen = self.seen[which]
            if seen.shape[1] < len(ids):
                seen = self.seen[which] = np.concatenate(
                    [seen, np.zeros((self.n, len(ids) - seen.shape[1]), dtype=bool)], axis=1)
            board = self.board[idx]
            present = np.stack([(board == t).any(axis=1) for t in ids], axis=1)
            seen[idx] |= present
            count = self.n_win if which == 0 else self.n_lose
            count[idx] = seen[idx].sum(axis=1)
        won = self.won[idx]
        active = won != -1
        won = np.where(won >= 0, self.n_win[idx], won)
        self.won[idx] = won
        win = active & (self.n_win[idx] >= self.req)
        lose = (self.n_lose[idx] >= self.lreq) if self.lreq is not False else np.zeros(
            len(idx), dtype=bool)
        stuck = ~self.available[idx].any(axis=1)
        victory = ~stuck & win & (~lose | bool(self.mode.win_priority))
        ended = stuck | (~victory & lose)
        g_over = idx[ended]
        self.over[g_over] = True
        self.lost[g_over] = True
        g_win = idx[victory]
        self.ever_won[g_win] = True
        if self.mode.postgame_allowed:
            self.won[g_win] = -1  # the next press chooses "keep playing"
        else:
            self.over[g_win] = True

    def grid(self, g: int) -> list[list[Any]]:
        """Game ``g``'s board as engine cells."""
        row = self.board[g].tolist()
        return [[self.lk.tiles[i] for i in row[v * self.w:(v + 1) * self.w]]
                for v in range(self.h)]


# --- simulate's batch runner ---------------------------------------------------------------


def _choose(games: BatchGames, idx: Any, policy: Any, prng: VecMulberry32 | None,
            nxt: Any) -> Any:
    avail = games.available[idx]
    if policy == "random":
        count = avail.sum(axis=1)
        k = (prng.draw(idx) * count).astype(np.int64)  # type: ignore[union-attr]
        return np.argmax(np.cumsum(avail, axis=1) > k[:, None], axis=1)
    if policy == "cycle":
        n = games.ndirs
        rot = (nxt[idx][:, None] + np.arange(n)[None, :]) % n
        ok = np.take_along_axis(avail, rot, axis=1)
        d = rot[np.arange(len(idx)), np.argmax(ok, axis=1)]
        nxt[idx] = d + 1
        return d
    order = np.array(policy, dtype=np.int64)
    ok = avail[:, order]
    first = np.argmax(ok, axis=1)
    return np.where(ok.any(axis=1), order[first], order[0])


def batch_result(mode: Any, lo: int, hi: int, policy: Any, seed: int, max_presses: int,
                 bar: Any = None) -> Any:
    """Games ``lo .. hi-1`` of a ``simulate`` run, or None when the batch cannot play them."""
    from .simulate import SimulationResult, game_seeds, highest_entry

    if batch_blocker(mode) is not None:
        return None
    result = SimulationResult(first_game=lo)
    table = shared_table(mode)
    counted = 0
    try:
        for start in range(lo, hi, SUB_BATCH):
            stop = min(hi, start + SUB_BATCH)
            n = stop - start
            games = BatchGames(mode, n, table)
            seeds = [game_seeds(seed, i) for i in range(start, stop)]
            games.start(np.arange(n), [s[0] for s in seeds])
            prng = VecMulberry32([s[1] for s in seeds]) if policy == "random" else None
            nxt = np.zeros(n, dtype=np.int64)
            presses = np.zeros(n, dtype=np.int64)
            live = np.arange(n)
            while len(live):
                dirs = _choose(games, live, policy, prng, nxt)
                games.press(live, dirs)
                presses[live] += 1
                live = live[~games.over[live] & (presses[live] < max_presses)]
            for j in range(n):
                result.seeds.append(seeds[j][0])
                result.scores.append(float(games.score[j]))
                result.moves.append(int(games.moves[j]))
                result.presses.append(int(presses[j]))
                result.highest_tile.append(highest_entry(games.grid(j)))
                result.won.append(bool(games.ever_won[j]))
                result.lost.append(bool(games.lost[j]))
                result.truncated.append(not bool(games.over[j]))
            if bar is not None:
                bar.update(n)
                counted += n
    except Exception:  # noqa: BLE001 - Unsupported, or a failing rule: play one by one
        if bar is not None and counted:
            bar.update(-counted)  # the caller plays these games again, one by one
        return None
    return result
