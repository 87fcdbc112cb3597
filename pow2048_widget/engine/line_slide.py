"""Sliding one line directly, for the line table's learning step (``line_table``).

The line table learns a line the first time it meets it. Sliding it on a scratch game (the
whole general slide, over a board that holds only that line) costs ~0.2 ms, and in a short
game of a mode with many different tiles most lines are new, so learning cost more than the
general press it replaces. ``LineSlider`` runs the passes of ``Slider.slide`` over the line
alone, as ``Slider.slide`` does them for a mode that qualifies for the fast path (default
movement parameters, no scripts, no slippery cells): front-most cell first, a tile moves one
cell per pass into an empty cell ahead, a merge makes every cell of the line "still" again.

Merge attempts are not re-implemented. An attempt at a cell depends on nothing but the tiles
of its longest possible merge group (the cell and the ``reach - 1`` cells ahead of it) and
their "already merged" flags (``fastpath``: the rules read only their group and act on
nothing), so its outcome is remembered under those: the first attempt with a given group
runs the engine's own ``Slider.try_merge`` on the scratch game, and the outcome is kept only
when replaying it gives exactly what the engine did (the same events, cells, flags and
travels). Anything outside that case (an outcome writing beyond the group, events that are
not one merge after its travels, a cell off the line) answers ``None``: the caller then
slides the line on the scratch game as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .events import Merge, MoveResult, Slide
from .tiles import EMPTY, SLIPPERY, tile_key

#: A merge attempt that found nothing (remembered like any outcome).
FAILED = ()


class NotDirect(Exception):
    """The line cannot be slid directly (see the module docstring)."""


class LineSlider:
    """The direct slide of one line of a mode that qualifies for the fast path.

    ``game`` is the line table's scratch game (its board holds at most the line being
    learnt; it is reset here), ``try_merge`` its slider's own ``try_merge``; ``moves`` and
    ``lines`` are the table's movements and line positions per direction; ``reach`` the
    longest merge group of the mode's rules.
    ``memos[c]`` holds the remembered attempts of slide class ``c`` (directions that slide
    alike, as the table's memos), keyed by the tile keys of the group's cells followed by
    which of them are spent (their flag is False, multiMerge off; () when none is).
    """

    def __init__(self, game: Any, moves: list[Any], lines: list[Any], reach: int,
                 classes: list[int], try_merge: Any) -> None:
        self.game = game
        self.try_merge = try_merge  # the scratch game's ``Slider.try_merge``
        self.moves = moves
        self.lines = lines
        self.reach = reach
        self.multi = bool(game.mode.multi_merge)
        self.classes = classes
        self.memos: list[dict[Any, Any]] = [{} for _ in set(classes)]
        self.real_attempts = 0  # attempts run on the engine (the rest were remembered)
        # Per direction: the scratch board, its merge flags and the line's cell of each
        # position, kept between attempts (only the line's cells are ever written).
        self._boards: dict[int, tuple[list[list[Any]], list[list[Any]],
                                      dict[tuple[int, int], int]]] = {}
        self._result = MoveResult(-1)  # collects each attempt's events

    def clear(self) -> None:
        for memo in self.memos:
            memo.clear()

    def slide(self, d: int, cells: Sequence[Any], keys: tuple[Any, ...],
              ) -> tuple[tuple[Any, ...], bool, list[tuple[Any, ...]], list[Any]]:
        """Slide ``cells`` (front-most first; ``keys`` their tile keys) in direction ``d``.

        Returns (cells after, moved, the merges as line-position events, the events with
        their times as ``LineStep.events`` lists them). Raises ``NotDirect``."""
        if SLIPPERY in cells:
            raise NotDirect("slippery cell")
        mv = self.moves[d]
        n = len(cells)
        line = list(cells)
        kl = list(keys)
        merg: list[Any] = [True] * n
        still = [True] * n
        origin: dict[int, int] = {}  # cell -> where its tile started (insertion ordered)
        last: dict[int, tuple[int, int]] = {}  # cell -> (pass, cell) of the last move into it
        events: list[Any] = []
        merges: list[tuple[Any, ...]] = []
        memo = self.memos[self.classes[d]]
        recall = memo.get
        reach = self.reach
        pair = reach == 2  # the usual longest group: its key is built without a slice
        multi = self.multi
        merges_on = mv.merges_on
        slide = mv.slide
        moved = False
        passes = 0
        spent = False  # some cell's flag is False (then the attempts' keys list the flags)
        while passes < slide:
            for i in range(n):
                if not still[i]:
                    continue
                cell = line[i]
                if cell.__class__ is not list:
                    still[i] = False
                    continue
                ahead = line[i - 1] if i else None
                if ahead.__class__ is str and ahead == EMPTY:
                    line[i - 1] = cell
                    kl[i - 1] = kl[i]
                    line[i] = EMPTY
                    kl[i] = EMPTY
                    still[i] = False
                    still[i - 1] = True
                    origin[i - 1] = origin.pop(i, i)
                    last[i - 1] = (passes, i)
                    moved = True
                elif (merg[i] or multi) and merges_on:
                    # The key: the tile keys of the group's cells, then which are spent.
                    lo = i - reach + 1 if i >= reach else 0
                    flags: tuple[bool, ...] = ()
                    if spent:
                        flags = tuple([merg[j] is False for j in range(lo, i + 1)])
                        if True not in flags:
                            flags = ()
                    if pair:
                        key = (kl[i - 1], kl[i], flags) if i else (kl[0], flags)
                    else:
                        key = (*kl[lo:i + 1], flags)
                    got = recall(key)
                    if got is None and flags:
                        got = _unspent(memo, key, i - lo)
                    if got is None:
                        got = self._learn(d, i, lo, key, line, kl, merg, origin, passes,
                                          events, merges)
                    elif got is not FAILED:
                        self._replay(got, i, line, kl, merg, origin, passes, events, merges)
                    if got is FAILED:
                        still[i] = False
                    else:
                        still[:] = [True] * n
                        moved = True
                        spent = not multi and True in [f is False for f in merg]
                else:
                    still[i] = False
            passes += 1
            if True not in still:
                break
        for end, start in origin.items():
            if start != end:
                p, came = last[end]
                events.append(((1, p, came), (Slide, start, end, line[end])))
        return tuple(line), moved, merges, events

    @staticmethod
    def _replay(got: tuple[Any, ...], i: int, line: list[Any], kl: list[Any],
                merg: list[Any], origin: dict[int, int], passes: int, events: list[Any],
                merges: list[tuple[Any, ...]]) -> None:
        """Apply a remembered merge at cell ``i``, as ``Slider.apply_merge`` does: the
        group's tiles end their travels, the outputs and flags are written, the merge is
        listed."""
        rule, group, targets, outputs, out_keys, flags, score = got
        tag = (0, passes, i)
        srcs = tuple(i + o for o in group)
        inputs = tuple(line[p] for p in srcs)
        for p in srcs:
            start = origin.pop(p, p)
            if start != p:
                events.append((tag, (Slide, start, p, line[p])))
        tgts = tuple(i + o for o in targets)
        for p, out, k, f in zip(tgts, outputs, out_keys, flags, strict=True):
            line[p] = out
            kl[p] = k
            merg[p] = f
            origin.pop(p, None)
        merge = (Merge, rule, srcs, inputs, tgts, outputs, score)
        events.append((tag, merge))
        merges.append(merge)

    def _learn(self, d: int, i: int, lo: int, key: Any, line: list[Any], kl: list[Any],
               merg: list[Any], origin: dict[int, int], passes: int, events: list[Any],
               merges: list[tuple[Any, ...]]) -> Any:
        """The attempt at cell ``i`` run by the engine (``Slider.try_merge``) on the scratch
        board; its outcome applied here and remembered under ``key`` when a replay gives
        exactly the same."""
        self.real_attempts += 1
        g = self.game
        press = g.press
        positions = self.lines[d][0]
        board = self._boards.get(d)
        if board is None:  # the line's cells are rewritten at each attempt, the rest stays
            w, h = press.width, press.height
            board = self._boards[d] = ([[EMPTY] * w for _ in range(h)],
                                       [[True] * w for _ in range(h)],
                                       {p: k for k, p in enumerate(positions)})
        grid, flags, at = board
        for (v, c), cell, f in zip(positions, line, merg, strict=True):
            grid[v][c] = cell
            flags[v][c] = f
        g.state.grid = grid
        press.mergeable = flags
        press.origin = {positions[e]: positions[s] for e, s in origin.items()} if origin \
            else {}
        press.failed_at = {}
        press.move_merges = 0
        result = press.result = self._result
        result.events.clear()
        mv = self.moves[d]
        v, c = positions[i]
        rng = g.rng
        calls = rng.calls
        try:
            ok = self.try_merge(v, c, mv.dv, mv.dh, (mv.slide, mv.move_type, float(d + 1)),
                                positions[i - 1] if i else None)
            if rng.calls != calls:  # cannot happen for a qualifying mode; stay exact anyway
                raise NotDirect("an attempt drew random numbers")
            if not ok and not result.events:
                # Nothing applied (``apply_merge`` lists every merge it makes): the usual
                # outcome, remembered without reading the board back.
                memo_put(self.memos[self.classes[d]], key, FAILED)
                return FAILED
            after = [grid[v][c] for v, c in positions]
            after_flags = [flags[v][c] for v, c in positions]
            after_origin = {at[e]: at[s] for e, s in press.origin.items()}
            made = [local_event(e, at) for e in result.events]
        except KeyError as exc:  # something off the line
            del self._boards[d]
            raise NotDirect("an attempt reached off the line") from exc
        except BaseException:
            del self._boards[d]  # whatever the failure left on the board
            raise
        if not ok:
            raise NotDirect("a failed attempt made events")
        if not made or made[-1][0] is not Merge or any(e[0] is not Slide for e in made[:-1]):
            raise NotDirect("an attempt did more than one merge")
        m = made[-1]
        got = (m[1], tuple(p - i for p in m[2]), tuple(p - i for p in m[4]), m[5],
               tuple(map(tile_key, m[5])), tuple(after_flags[p] for p in m[4]), m[6])
        # Replay on copies: remember the outcome only if it reproduces the engine exactly.
        line2, kl2, merg2, origin2 = list(line), list(kl), list(merg), dict(origin)
        ev2: list[Any] = []
        self._replay(got, i, line2, kl2, merg2, origin2, passes, ev2, [])
        tag = (0, passes, i)
        if ev2 != [(tag, e) for e in made] or line2 != after or merg2 != after_flags or \
                list(origin2.items()) != list(after_origin.items()):
            raise NotDirect("the outcome does not replay exactly")
        if all(lo <= p <= i for p in m[4]):  # else it wrote beyond its group: not kept
            memo_put(self.memos[self.classes[d]], key, got)
        self._replay(got, i, line, kl, merg, origin, passes, events, merges)
        return got


def _unspent(memo: dict[Any, Any], key: Any, at: int) -> Any:
    """The outcome of an attempt whose group has spent cells (``key[-1]``, This at window
    cell ``at``), known from the same tiles with nothing spent; None when it is not.

    ``Slider.try_merge`` tests the rules in order and passes over a rule that matches with
    a spent cell in its group; the rules' tests never read the flags. So when nothing
    matched with nothing spent, nothing matches now; when the first rule that matched has
    no spent cell in its group, it is still the first that applies (and writes the same
    outputs and flags). Otherwise a later rule may apply: the engine must say."""
    base = memo.get((*key[:-1], ()))
    if base is None:
        return None
    if base is not FAILED:
        flags = key[-1]
        if any(flags[at + o] for o in base[1]):
            return None
    memo_put(memo, key, base)
    return base


#: At most this many remembered attempts per memo (then it starts afresh).
MAX_ATTEMPTS = 200_000


def memo_put(memo: dict[Any, Any], key: Any, value: Any) -> None:
    if len(memo) >= MAX_ATTEMPTS:
        memo.clear()
    memo[key] = value


def local_event(e: Any, at: dict[tuple[int, int], int]) -> tuple[Any, ...]:
    """An event of the scratch board in line positions (KeyError: not on the line)."""
    if type(e) is Slide:
        return (Slide, at[e.start], at[e.end], e.tile)
    if type(e) is Merge:
        return (Merge, e.rule, tuple(at[p] for p in e.sources), e.inputs,
                tuple(at[p] for p in e.targets), e.outputs, e.score)
    raise KeyError(type(e).__name__)
