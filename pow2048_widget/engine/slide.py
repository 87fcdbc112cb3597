"""Sliding and merging: passes, merge lookup, the cache, length-0 phase.

``Slider`` is the part of a ``Game`` that moves and merges tiles for one move: it tests rules
through the ``RuleBook``, runs the slide's scripts through the ``ScriptRunner``, and
records merges, slides and changes in the press's ``MoveResult``. Flags (``still moving``,
``mergeable``) belong to cells, not tiles, exactly as in the reference (quirk 1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..calcarray.jsnum import to_number
from . import board
from .directions import Movement
from .events import Change, Merge, Slide
from .merge_cache import FAILED, CachedMerge, MergeCache
from .rules import Match
from .tiles import EMPTY, SLIPPERY, TEMP_HOLE, copy_grid, tile_key

if TYPE_CHECKING:
    from .calc import Calc
    from .judge import Judge
    from .mode import Mode
    from .press_state import PressState
    from .rules import RuleBook
    from .scripts import ScriptRunner

Pos = tuple[int, int]
DEFAULT_PARAMS = ["@VDir", "@HDir", "@SlideAmount"]
MOVED_SIGNAL = "@ScriptSignal_MovementOccurred"


def _score_number(value: Any) -> float:
    x = to_number(value)
    return 0.0 if x != x else x


class Slider:
    """The slide of one move, the length-0 phase and "stay still" moves.

    Changes the board, score and merge counters of ``press.state``, the press's merge
    bookkeeping (``press.mergeable``, ``press.origin``, ``press.move_merges``) and the merge
    cache; reads the rules from ``rules`` and runs scripts through ``scripts``.
    """

    def __init__(self, press: PressState, calc: Calc, mode: Mode, rules: RuleBook,
                 scripts: ScriptRunner, judge: Judge) -> None:
        self.press = press
        self.state = press.state
        self.calc = calc
        self.mode = mode
        self.rules = rules
        self.scripts = scripts
        self.judge = judge

    def _set_tile_order(self, order: tuple[Pos, ...]) -> None:
        self.state.tile_order = [[float(v), float(h)] for v, h in order]

    # --- passes ------------------------------------------------------------------------------

    def slide(self, mv: Movement, dir_index: float) -> bool:
        """Passes until nothing moves; returns whether movement occurred."""
        st = self.state
        press = self.press
        grid = st.grid
        w, hh = press.width, press.height
        order = board.traversal_order(w, hh, mv.dv, mv.dh)
        self._set_tile_order(order)
        still = [[True] * w for _ in range(hh)]
        merg: list[list[Any]] = [[True] * w for _ in range(hh)]
        press.mergeable = merg
        press.origin = {}
        press.move_merges = 0
        press.failed_at = {}
        params = self.mode.movement_parameters
        default_params = params == DEFAULT_PARAMS
        multi = self.mode.multi_merge
        merges_on = mv.merges_on
        info = [1.0, mv.slide, mv.move_type, dir_index]
        moved = False
        passes = 0
        end_tried = False
        any_still = True
        has_slippery = any(SLIPPERY in row for row in grid)
        nbr = None if has_slippery else board.neighbours(w, hh, mv.dv, mv.dh)
        move_scripts = self.scripts.has("TileMove")
        run_scripts = self.scripts.run
        try_merge = self.try_merge
        origin = press.origin
        while (any_still or not end_tried) and passes < mv.slide:
            changed = False
            for v, h in order:
                srow = still[v]
                if not srow[h]:
                    continue
                if default_params:
                    pv, ph, pslide = mv.dv, mv.dh, mv.slide
                else:
                    pv, ph, pslide = self._movement_params(params, v, h, mv, info)
                if (pv == 0 and ph == 0) or passes >= pslide:
                    srow[h] = False
                    continue
                cell = grid[v][h]
                if type(cell) is not list:
                    srow[h] = False
                    continue
                if nbr is not None and default_params:
                    nxt = nbr[v][h]
                else:
                    nxt = board.step(grid, w, hh, v, h, pv, ph)
                if nxt is not None and grid[nxt[0]][nxt[1]] == EMPTY:
                    nv, nh = nxt
                    grid[nv][nh] = cell
                    grid[v][h] = EMPTY
                    srow[h] = False
                    still[nv][nh] = True
                    origin[nxt] = origin.pop((v, h), (v, h))
                    changed = moved = True
                    if move_scripts or st.script_signals:
                        run_scripts("TileMove", v, h, pv, ph,
                                          [1.0, pslide, mv.move_type, dir_index])
                elif (merg[v][h] or multi) and merges_on:
                    if try_merge(v, h, pv, ph, (pslide, mv.move_type, dir_index), nxt):
                        for row in still:
                            row[:] = [True] * w
                        changed = moved = True
                        origin = press.origin
                    else:
                        srow[h] = False
                else:
                    srow[h] = False
            passes += 1
            press.signal_moved = False
            run_scripts("MoveIteration", 0, 0, mv.dv, mv.dh, info)
            moved = moved or press.signal_moved
            if changed:
                end_tried = False
            any_still = any(any(row) for row in still)
            if not any_still and not end_tried:
                end_tried = True
                press.signal_moved = False
                ran = run_scripts("PossibleEnd", 0, 0, mv.dv, mv.dh, info)
                moved = moved or press.signal_moved
                if ran:
                    for row in still:
                        row[:] = [True] * w
                    any_still = True
        self._flush_slides()
        return moved

    def _movement_params(self, params: list[Any], v: int, h: int, mv: Movement,
                         info: list[Any]) -> tuple[int, int, float]:
        calc = self.calc
        ctx = (v, h, mv.dv, mv.dh, info, None)
        out = []
        for k in range(3):
            x = to_number(calc.eval(params[k], f"movementParameters[{k}]", *ctx))
            out.append(x)
        pv = int(out[0]) if out[0] == out[0] and abs(out[0]) != float("inf") else 0
        ph = int(out[1]) if out[1] == out[1] and abs(out[1]) != float("inf") else 0
        ps = out[2] if out[2] == out[2] else 0.0
        return pv, ph, ps

    def _flush_slides(self) -> None:
        grid = self.state.grid
        for end, start in self.press.origin.items():
            if start != end:
                self.press.result.events.append(Slide(start, end, grid[end[0]][end[1]]))
        self.press.origin = {}

    def _end_travel(self, pos: Pos, tile: Any) -> None:
        start = self.press.origin.pop(pos, pos)
        if start != pos:
            self.press.result.events.append(Slide(start, pos, tile))

    # --- merges -------------------------------------------------------------------------------

    def _cache_key(self, v: int, h: int, pv: int, ph: int, path: list[Pos]) -> tuple[Any, Any]:
        """(key, tiles it mentions) for the cell (v, h)."""
        grid = self.state.grid
        mode = self.mode
        max_len = mode.known_merge_max_length
        look = mode.known_merge_lookback_distance
        multi = mode.multi_merge
        merg = self.press.mergeable
        first = grid[v][h]
        checked = [first]
        i = 0
        while len(checked) < max_len and i < len(path):
            cv, ch = path[i]
            if not multi and merg[cv][ch] is False:
                break
            checked.append(grid[cv][ch])
            i += 1
        if look <= 0:
            keys = tuple(map(tile_key, checked))
            return keys, tuple(k for c, k in zip(checked, keys, strict=True)
                               if type(c) is list)
        n_front = int(min(look - 1, len(path)))
        front = [grid[cv][ch] for cv, ch in path[i:i + n_front]] if n_front > 0 else []
        back: list[Any] = []
        offset = -1
        while len(back) < look:
            pos = board.counted_walk(grid, self.press.width, self.press.height, v, h, pv, ph,
                                     offset)
            if pos is None:
                break
            back.append(grid[pos[0]][pos[1]])
            offset = 0 if offset == -1 else offset + 1
        return MergeCache.make_key(checked, back, front)

    def try_merge(self, v: int, h: int, pv: int, ph: int, tail: tuple[Any, Any, Any],
                  nxt: Pos | None) -> bool:
        """Find and apply a merge with This at (v, h); ``nxt`` is the first
        cell ahead (None at the edge)."""
        st = self.state
        press = self.press
        mode = self.mode
        w, hh = press.width, press.height
        cache = press.cache
        use_cache = mode.merge_result_known_level >= 1
        key: Any = None
        tiles: tuple[Any, ...] = ()
        fast = use_cache and mode.known_merge_lookback_distance <= 0 and (
            mode.known_merge_max_length == 2)
        if fast:
            # The usual key: this tile and the cell ahead (unless that one is spent).
            grid = st.grid
            first = grid[v][h]
            spent = nxt is None or (not mode.multi_merge and
                                    press.mergeable[nxt[0]][nxt[1]] is False)
            ahead = None if spent else grid[nxt[0]][nxt[1]]  # type: ignore[index]
            # Same tile objects here as at a failed lookup earlier this move: same key, and
            # failures stay cached for the whole move, so it fails again.
            seen = press.failed_at.get((v, h))
            if seen is not None and seen[0] is first and seen[1] is ahead:
                return False
            k0 = tile_key(first)
            if spent:
                key = (k0,)
                tiles = key
            else:
                key = (k0, tile_key(ahead))
                tiles = key if type(ahead) is list else (k0,)
            hit = cache.get(key)
            if hit is FAILED:
                press.failed_at[(v, h)] = (first, ahead)
                return False
            if hit is not None:
                path = board.path(st.grid, w, hh, v, h, pv, ph)
                return self.apply_cached(hit, v, h, pv, ph, tail, path)
        elif use_cache:
            # The key needs only the first cells ahead; the full path only on a miss.
            ahead = board.path(st.grid, w, hh, v, h, pv, ph,
                               max(mode.known_merge_max_length - 1,
                                   mode.known_merge_lookback_distance - 1, 0)
                               + mode.known_merge_lookback_distance)
            key, tiles = self._cache_key(v, h, pv, ph, ahead)
            hit = cache.get(key)
            if hit is FAILED:
                return False
            if hit is not None:
                path = board.path(st.grid, w, hh, v, h, pv, ph)
                return self.apply_cached(hit, v, h, pv, ph, tail, path)
        path = board.path(st.grid, w, hh, v, h, pv, ph)
        multi = self.mode.multi_merge
        merg = press.mergeable
        for rule in self.rules.rules_for(v, h, pv, ph, tail):
            if rule.zero_memo is not None:
                continue  # a length-0 rule without side effects: testing it changes nothing
            m = self.rules.test(rule.index, v, h, pv, ph, tail, path)
            if m is None or m.length == 0:
                continue
            if not multi and any(merg[gv][gh] is False for gv, gh in m.positions[:m.length]):
                continue
            outputs = self.rules.eval_outputs(m, v, h, pv, ph)
            n_own = len(outputs) - len(m.pushed)
            score = self.apply_merge(m.rule, m.length, m.positions, outputs, m.prep.flags,
                                     m.prep.score, m.vars, m.info, v, h, pv, ph, tail)
            if use_cache:
                cache.put(key, tiles, CachedMerge(
                    m.rule, m.length, tuple(outputs[:n_own]), score, tuple(m.prep.flags),
                    m.prep.overflow, tuple(m.vars)))
            return True
        if use_cache:
            cache.put(key, tiles, FAILED)
            if fast:
                press.failed_at[(v, h)] = (first, ahead)
        return False

    def apply_cached(self, hit: CachedMerge, v: int, h: int, pv: int, ph: int,
                     tail: tuple[Any, Any, Any], path: list[Pos]) -> bool:
        length = hit.length
        if length - 1 > len(path):
            return False
        positions = [path[k] for k in range(length - 2, -1, -1)] + [(v, h)]
        if not self.mode.multi_merge and any(
                self.press.mergeable[gv][gh] is False for gv, gh in positions):
            return False
        outputs = list(hit.outputs)
        extra = len(outputs) - max(length, 1)
        if extra > 0:
            placed = self.rules.overflow_cells(v, h, pv, ph, extra, hit.overflow)
            if placed is None:
                return False
            positions += placed[0]
            outputs += placed[1]
        info = [float(length), *tail]
        self.apply_merge(hit.rule, length, positions, outputs, list(hit.flags), None,
                          list(hit.vars), info, v, h, pv, ph, tail, score_value=hit.score)
        return True

    def apply_merge(self, rule: int, length: int, positions: list[Pos], outputs: list[Any],
                    flags: list[Any], score_expr: Any, vars: list[Any], info: list[Any],
                    v: int, h: int, pv: int, ph: int, tail: tuple[Any, Any, Any],
                    score_value: float | None = None) -> float:
        """Returns the score added."""
        st = self.state
        grid = st.grid
        pre = copy_grid(grid)
        group = positions[:length]
        for gv, gh in group:
            self._end_travel((gv, gh), pre[gv][gh])
        merg = self.press.mergeable
        for j, (tv, th) in enumerate(positions):
            grid[tv][th] = outputs[j] if j < len(outputs) else EMPTY
            merg[tv][th] = flags[j] if j < len(flags) else None
            self.press.origin.pop((tv, th), None)
        st.merges += 1
        if score_value is None:
            score_value = _score_number(self.calc.converted(
                score_expr, f"MergeRules[{rule}][4]", v, h, pv, ph, info, pre, vars))
        st.score += score_value
        self.press.result.score_gained += score_value
        self.press.result.events.append(Merge(
            rule, tuple(group), tuple(pre[a][b] for a, b in group), tuple(positions),
            tuple(grid[a][b] for a, b in positions), score_value))
        self.scripts.run("Merge", v, h, pv, ph, [float(length), tail[0]],
                          vars=list(vars) + [list(outputs)])
        self.judge.discovery_check()
        self.press.move_merges += 1
        return score_value

    # --- stay still and the length-0 phase -----------------------------------------------------

    def stay_still(self, mv: Movement, dir_index: float) -> bool:
        """Moves iff some cell is empty; StayStill runs once per such row."""
        st = self.state
        self._set_tile_order(board.traversal_order(self.press.width, self.press.height, 0, 0))
        self.press.move_merges = 0
        moved = False
        info = [1.0, mv.slide, mv.move_type, dir_index]
        for v, row in enumerate(st.grid):
            if EMPTY in row:
                moved = True
                self.scripts.run("StayStill", v, 0, mv.dv, mv.dh, info)
        return moved

    def zero_phase(self, mv: Movement, dir_index: float) -> None:
        """Temporary holes count down, then every length-0 rule."""
        st = self.state
        grid = st.grid
        w, hh = self.press.width, self.press.height
        order = (board.traversal_order(w, hh, 0, 0) if mv.stays_still
                 else board.traversal_order(w, hh, mv.dv, mv.dh))
        # A plain-number length other than exactly 0 (e.g. -1, which a slide clamps to 0)
        # is skipped unevaluated.
        zero_rules = [r for r in self.rules.rules if r.static_length is None or r.has_prefix
                      or r.body[0] == 0]
        tail = (mv.slide, mv.move_type, dir_index)
        # This move's info: a memoised match was recorded on an earlier move, so its own
        # info (direction index, slide amount) may be stale for the ZeroMerge scripts.
        zinfo = [0.0, *tail]
        for v, h in order:
            cell = grid[v][h]
            if type(cell) is str and cell.startswith(TEMP_HOLE):
                n = to_number(cell[len(TEMP_HOLE):].strip()) - 1
                after = EMPTY if not n > 0 else f"{TEMP_HOLE} {int(n)}"
                grid[v][h] = after
                self.press.result.events.append(Change((v, h), cell, after))
                continue
            for rule in zero_rules:
                tile = grid[v][h]
                if type(tile) is not list:
                    break
                memo = rule.zero_memo
                if memo is not None:
                    key = tile_key(tile)
                    hit = memo.get(key, memo)
                    if hit is None:
                        continue
                    if hit is not memo:
                        self._apply_zero(hit[0], v, h, mv, [(v, h)], hit[1], zinfo, hit[2])
                        continue
                m = self.rules.test(rule.index, v, h, mv.dv, mv.dh, tail, [], zero_phase=True)
                if m is None or m.length != 0:
                    if memo is not None:
                        memo[key] = None
                    continue
                outputs = self.rules.eval_outputs(m, v, h, mv.dv, mv.dh)
                score = self._apply_zero(m, v, h, mv, m.positions, outputs, zinfo)
                if memo is not None and len(outputs) <= 1:
                    memo[key] = (m, outputs, score)

    def _apply_zero(self, m: Match, v: int, h: int, mv: Movement, positions: list[Pos],
                    outputs: list[Any], info: list[Any],
                    score: float | None = None) -> float:
        """Put a length-0 rule's outputs in place, add its score, run ZeroMerge."""
        st = self.state
        grid = st.grid
        pre = copy_grid(grid)
        before = grid[v][h]
        for j, (tv, th) in enumerate(positions):
            grid[tv][th] = outputs[j] if j < len(outputs) else EMPTY
        if score is None:
            score = _score_number(self.calc.converted(m.prep.score, f"MergeRules[{m.rule}][4]", v,
                                                  h, mv.dv, mv.dh, info, pre, m.vars))
        st.score += score
        self.press.result.score_gained += score
        self.press.result.events.append(Change((v, h), before, grid[v][h], m.rule))
        self.scripts.run("ZeroMerge", v, h, mv.dv, mv.dh, info, container=pre,
                          vars=list(m.vars) + [list(outputs)])
        return score
