"""Discovered tiles, winning and losing (engine.md section 6).

``Judge`` is the part of a ``Game`` that looks at the board after a change: it appends newly
seen tiles to the discovered lists and decides whether the game is won or lost. Discovered
lists only grow during a game; they are kept with a set of strict-equality keys beside each
list so membership tests stay cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .purity import tile_local
from .tiles import cells_equal, tile_key

if TYPE_CHECKING:
    from .calc import Calc
    from .mode import Mode
    from .press_state import PressState


_NO_MATCH = (False, False)


def conditions_local(conditions: list[Any]) -> bool:
    """Every condition is plain data or reads only the tile (see ``purity``)."""
    return all(_plain_numbers(c) or tile_local(c) for c in conditions)


def _plain_numbers(cond: Any) -> bool:
    """A flat list of numbers can never evaluate to ``true``: no need to evaluate it."""
    return type(cond) is list and all(type(x) is float for x in cond)


class Judge:
    """Discovery and the win/lose check. Reads the board and the discovered lists of
    ``press.state``, appends to the discovered lists and updates ``press.won``."""

    def __init__(self, press: PressState, calc: Calc, mode: Mode) -> None:
        self.press = press
        self.state = press.state
        self.calc = calc
        self.mode = mode
        self._key_sets: dict[str, tuple[list[Any], set[Any]]] = {}
        #: Tile-local conditions: tile key -> (win, lose) (the fast path reads it too).
        self.judged: dict[Any, tuple[bool, bool]] = {}
        self._filter_memo: dict[Any, Any] | None = None  # tile key -> filtered tile
        self._conditions_local = False
        self.compile()

    def compile(self) -> None:
        """Derive the memos from the mode's fields (at game start and after a live edit)."""
        mode = self.mode
        flt = mode.discovered_tiles_filter
        self._filter_memo = {} if flt and tile_local(flt, allow_this=False) else None
        self._conditions_local = conditions_local(mode.win_conditions) and conditions_local(
            mode.lose_conditions)
        self.judged = {}

    def keys_of(self, name: str) -> set[Any]:
        """Strict-equality keys of a discovered list of ``state``, rebuilt whenever the list
        object was replaced (undo, a restored save code)."""
        lst = getattr(self.state, name)
        got = self._key_sets.get(name)
        if got is None or got[0] is not lst:
            got = (lst, {tile_key(t) for t in lst})
            self._key_sets[name] = got
        return got[1]

    def _filtered(self, tile: Any, v: int, h: int) -> Any:
        """The tile passed through ``discoveredTilesFilter`` (empty filter: the tile).
        ``v``/``h`` say where the tile is but do not reach the filter's context."""
        flt = self.mode.discovered_tiles_filter
        if not flt:
            return tile
        memo = self._filter_memo
        if memo is not None:
            key = tile_key(tile)
            hit = memo.get(key, memo)
            if hit is not memo:
                return hit
        literal = ["@Literal", *tile] if type(tile) is list else tile
        if "@end_vars" in flt:
            k = flt.index("@end_vars") + 1
            expr = flt[:k] + [literal] + flt[k:]
        else:
            expr = [literal, *flt]
        # The reference runs the filter with its default context, cell (0, 0), whichever
        # cell the tile is on: "@This" reads the top-left cell (docs/reference-notes.md).
        out = self.calc.eval(expr, "discoveredTilesFilter", 0.0, 0.0)
        if memo is not None:
            memo[key] = out
        return out

    def _board_tiles(self) -> list[tuple[int, int, Any]]:
        return [(v, h, cell) for v, row in enumerate(self.state.grid)
                for h, cell in enumerate(row) if type(cell) is list]

    def discovery_check(self) -> None:
        """Append every not-yet-seen (filtered) tile on the board to ``discoveredTiles``."""
        keys = self.keys_of("disc_tiles")
        disc = self.state.disc_tiles
        if not self.mode.discovered_tiles_filter:  # fast path: the tiles themselves
            for row in self.state.grid:
                for cell in row:
                    if type(cell) is list:
                        k = tile_key(cell)
                        if k not in keys:
                            keys.add(k)
                            disc.append(cell)
            return
        for v, h, tile in self._board_tiles():
            f = self._filtered(tile, v, h)
            k = tile_key(f)
            if k not in keys:
                keys.add(k)
                disc.append(f)

    def matches(self, conditions: list[Any], tile: Any, field: str) -> bool:
        for i, cond in enumerate(conditions):
            if cells_equal(cond, tile):
                return True
            if _plain_numbers(cond):
                continue
            if self.calc.eval(cond, f"{field}[{i}]", 0.0, 0.0, container=[[tile]]) is True:
                return True
        return False

    def win_lose_check(self) -> tuple[bool, bool]:
        """engine.md 6 steps 1-4: update the winning/losing lists; (win, lose) detected."""
        st = self.state
        mode = self.mode
        # When every condition reads only the tile, matching depends on it alone: memoise.
        pure = self._conditions_local
        judged = self.judged
        win_keys = self.keys_of("disc_winning")
        lose_keys = self.keys_of("disc_losing")
        filtering = bool(mode.discovered_tiles_filter)
        for v, row in enumerate(st.grid):
            for h, tile in enumerate(row):
                if type(tile) is not list:
                    continue
                f = self._filtered(tile, v, h) if filtering else tile
                k = tile_key(f)
                if pure and judged.get(k) == _NO_MATCH:
                    continue
                win_hit = k not in win_keys and self.matches(mode.win_conditions, f,
                                                              "winConditions")
                if win_hit:
                    win_keys.add(k)
                    st.disc_winning.append(f)
                lose_hit = k not in lose_keys and self.matches(mode.lose_conditions, f,
                                                                "loseConditions")
                if lose_hit:
                    lose_keys.add(k)
                    st.disc_losing.append(f)
                if pure and k not in judged:
                    judged[k] = (win_hit, lose_hit)
        win = False
        press = self.press
        if press.won != -1:
            if press.won >= 0:
                press.won = len(st.disc_winning)
            req = mode.win_requirement
            if type(req) is float:
                win = len(st.disc_winning) >= req
            else:
                win = self.calc.eval(req, "winRequirement") is True
        lreq = mode.lose_requirement
        lose = press.won == -2
        if not lose:
            if type(lreq) is float:
                lose = len(st.disc_losing) >= lreq
            elif lreq is not False:
                lose = self.calc.eval(lreq, "loseRequirement") is True
        return win, lose
