"""Spawning: the spawn table, boxes, the conveyor, random and forced.

``Spawner`` is the part of a ``Game`` that draws and places new tiles. Random draws happen
in exactly the reference's order so seeded games reproduce recorded traces; during
replay playback the recorded spawns are placed instead.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..calcarray.jsnum import to_number
from . import board
from .events import Spawn
from .tiles import EMPTY, copy_grid

if TYPE_CHECKING:
    from .calc import Calc, EvalCtx
    from .hooks import HookSite
    from .judge import Judge
    from .mode import Mode
    from .press_state import PressState
    from .scripts import ScriptRunner

Pos = tuple[int, int]


def box_items(entry: list[Any]) -> list[Any]:
    """The bag of a ``["Box", weight, item, count?, ...]`` entry, items repeated by count."""
    items: list[Any] = []
    i = 2
    while i < len(entry):
        item = entry[i]
        count = 1
        if i + 1 < len(entry) and type(entry[i + 1]) is float:
            count = entry[i + 1]
            i += 1
        if count == count and count != math.inf:
            items.extend([item] * max(0, int(count)))
        i += 1
    return items


class Spawner:
    """Draws tiles (spawn table, boxes, the conveyor) and places them.

    Changes the board, conveyor and forced-spawn list of ``press.state``, the spawn boxes,
    the press's spawn log and replay record, and draws from ``press.rng``; runs the spawn
    scripts through ``scripts`` and asks ``judge`` to look at the board after placing.
    """

    def __init__(self, press: PressState, calc: Calc, mode: Mode, scripts: ScriptRunner,
                 judge: Judge, hooks: HookSite) -> None:
        self.press = press
        self.state = press.state
        self.rng = press.rng
        self.calc = calc
        self.mode = mode
        self.scripts = scripts
        self.judge = judge
        self.hooks = hooks
        #: Cells of the starting grid marked "no spawn" (``starting_grid`` fills it).
        self.no_spawn: set[Pos] = set()

    def starting_grid(self) -> list[list[Any]]:
        """The mode's starting grid, its "no spawn" markers noted in ``no_spawn``."""
        grid = self.mode.starting_grid_or_empty()
        n = self.mode.tile_num_amount
        for v, row in enumerate(grid):
            for h, cell in enumerate(row):
                if cell == "@EmptyNoSpawn":
                    row[h] = EMPTY
                    self.no_spawn.add((v, h))
                elif cell == "@BlackBoxNoSpawn":
                    row[h] = ["BlackBox"] + [0.0] * max(0, n - 1)
                    self.no_spawn.add((v, h))
        return grid

    def reset_boxes(self) -> None:
        self.press.spawn_boxes = []
        for entry in self.state.tile_spawns:
            if isinstance(entry, list) and entry and entry[0] == "Box":
                self.press.spawn_boxes.append(box_items(entry))
            else:
                self.press.spawn_boxes.append(None)

    def _spawn_tile_value(self, tile: Any, where: str, ctx: EvalCtx) -> Any:
        """Evaluate a spawn tile: ``["@CalcArray", ...]`` whole, else each array entry."""
        if type(tile) is list and tile and tile[0] == "@CalcArray":
            tile = self.calc.eval(tile, where, *ctx)
        if type(tile) is list:
            return [self.calc.eval(e, f"{where}[{k}]", *ctx) if type(e) is list else e
                    for k, e in enumerate(tile)]
        return tile

    def _draw_tile(self, ctx: EvalCtx) -> Any:
        """Pick an entry by weight (one draw), then a box item if it is a box."""
        calc = self.calc
        entries = []
        for i, e in enumerate(self.state.tile_spawns):
            if type(e) is list and e and e[0] == "@CalcArray":
                e = calc.eval(e, f"TileSpawns[{i}]", *ctx)
            entries.append(e if type(e) is list else [e, 0.0])
        weights = []
        for i, e in enumerate(entries):
            w = e[1] if len(e) > 1 else 0.0
            if type(w) is not float:
                w = to_number(calc.eval(w, f"TileSpawns[{i}][1]", *ctx))
            weights.append(w)
        if not entries:
            return None
        total = 0.0
        for w in weights:
            total += w
        r = self.rng() * total
        chosen = len(entries) - 1
        for i, w in enumerate(weights):
            r -= w
            if r <= 0:
                chosen = i
                break
        entry = entries[chosen]
        if entry and entry[0] == "Box":
            while len(self.press.spawn_boxes) <= chosen:
                self.press.spawn_boxes.append(None)
            bag = self.press.spawn_boxes[chosen]
            if not bag:
                bag = self.press.spawn_boxes[chosen] = box_items(entry)
            if not bag:
                return None
            tile = bag.pop(int(self.rng() * len(bag)))
            if not bag:
                self.press.spawn_boxes[chosen] = box_items(entry)
        else:
            tile = entry[0]
        return self._spawn_tile_value(tile, f"TileSpawns[{chosen}][0]", ctx)

    def fill_conveyor(self, ctx: EvalCtx) -> None:
        conv = self.state.next_spawns
        for i, slot in enumerate(conv):
            if type(slot) is str and slot == EMPTY:
                tile = self._draw_tile(ctx)
                if tile is None:
                    return
                conv[i] = tile

    def _take_tile(self, ctx: EvalCtx) -> Any:
        conv = self.state.next_spawns
        self.fill_conveyor(ctx)
        tile = conv.pop(0)
        conv.append(EMPTY)
        if self.mode.next_tiles > 0:
            self.fill_conveyor(ctx)
        return tile

    # --- placing ------------------------------------------------------------------------------

    def _blocked(self, v: int, h: int, tile: Any, ctx: EvalCtx) -> bool:
        expr = self.mode.spawn_tile_blocked
        if expr is False:
            return False
        grid = copy_grid(self.state.grid)
        grid[v][h] = tile
        _, _, dv, dh, info, _ = ctx
        return self.calc.eval(expr, "spawnTileBlocked", v, h, dv, dh, info, grid) is True

    def _place(self, v: int, h: int, tile: Any, kind: str, forced: bool,
               ctx: EvalCtx) -> None:
        self.state.grid[v][h] = tile
        self.press.spawn_log.append((v, h, tile, kind))
        self.press.result.events.append(Spawn((v, h), tile, kind))
        if self.press.spawn_record is not None:
            self.press.spawn_record.append([tile, float(v), float(h)])
        _, _, dv, dh, info, _ = ctx
        self.scripts.run("TileSpawn", v, h, dv, dh, info, vars=[tile, forced])

    def spawn_random(self, n: float, ctx: EvalCtx) -> None:
        """``n`` random tiles (direction in ``ctx`` matters for "Edge")."""
        placements = self.hooks.place_spawns(int(n) if math.isfinite(n) else 0)
        if placements is not None:  # the game's own spawns (hooks.TurnHook.place_spawns)
            for v, h, tile in placements:
                self._place(v, h, tile, "random", False, ctx)
            self.judge.discovery_check()
            return
        grid = self.state.grid
        _, _, dv, dh, info, _ = ctx
        if self.mode.spawn_location == "Edge" and (dv != 0 or dh != 0):
            cands = board.far_lines(grid, self.press.width, self.press.height, int(dv),
                                    int(dh))
        else:
            cands = [(v, h) for v in range(self.press.height)
                     for h in range(self.press.width)]
        if self.no_spawn:
            cands = [c for c in cands if c not in self.no_spawn]
        placed = 0
        while placed < n and cands:
            self.fill_conveyor(ctx)
            tile = self.state.next_spawns[0]
            if type(tile) is str and tile == EMPTY:
                break  # nothing can be drawn (empty spawn table)
            while True:
                if not cands:
                    self.scripts.run("TileSpawnFail", 0, 0, dv, dh, info, vars=[tile, False])
                    self.judge.discovery_check()
                    return
                i = int(self.rng() * len(cands))
                v, h = cands[i]
                if grid[v][h] == EMPTY and not self._blocked(v, h, tile, ctx):
                    break
                cands.pop(i)
            tile = self._take_tile(ctx)
            self._place(v, h, tile, "random", False, ctx)
            if (v, h) in cands:
                cands.remove((v, h))
            placed += 1
        self.judge.discovery_check()

    def spawn_forced(self, timing: str, ctx: EvalCtx) -> None:
        """Queue the triggered forced spawns of ``timing`` and place them."""
        st = self.state
        calc = self.calc
        queue: list[tuple[Any, bool]] = []
        fs = st.forced_spawns
        i = 0
        base = (0, 0, ctx[2], ctx[3], ctx[4], None)
        while i < len(fs):
            entry = fs[i]
            if not (type(entry) is list and len(entry) >= 3):
                i += 1
                continue
            cond = calc.eval(entry[0], f"forcedSpawns[{i}][0]", *base)
            if cond is True and entry[1] == timing:
                flag = entry[2]
                over, remove = (flag[0], flag[1] if len(flag) > 1 else False) if (
                    type(flag) is list and flag) else (flag, False)
                for k, t in enumerate(entry[3:]):
                    queue.append((self._spawn_tile_value(t, f"forcedSpawns[{i}][{k + 3}]",
                                                         base), over is True))
                if remove is True:
                    fs.pop(i)
                    continue
            i += 1
        if not queue:
            return
        kind = "forced-before" if timing == "BeforeSpawns" else "forced-after"
        grid = st.grid
        cands = [(v, h) for v in range(self.press.height) for h in range(self.press.width)]
        _, _, dv, dh, info, _ = ctx
        for qi, (tile, _over) in enumerate(queue):
            placed = False
            while cands:
                j = int(self.rng() * len(cands))
                v, h = cands[j]
                if grid[v][h] == EMPTY:
                    if not self._blocked(v, h, tile, ctx):
                        self._place(v, h, tile, kind, True, ctx)
                        # All queued tiles share one candidate list, and the cell just
                        # filled leaves it (as in the reference's source).
                        cands.pop(j)
                        placed = True
                        break
                    # Quirk: an empty but blocked cell is drawn again. Stop when every
                    # remaining candidate is such a cell (the reference loops forever).
                    if all(grid[a][b] == EMPTY and self._blocked(a, b, tile, ctx)
                           for a, b in cands):
                        cands = []
                else:
                    cands.pop(j)
            if not placed:
                self.scripts.run("TileSpawnFail", 0, 0, dv, dh, info, vars=[tile, True])
                if any(o for _, o in queue[qi:]):
                    self.press.won = -2
                break
        self.judge.discovery_check()

    def spawn_phase(self, ctx: EvalCtx, amount: float) -> None:
        """Forced "BeforeSpawns", ``amount`` random tiles, forced "AfterSpawns" (or playback)."""
        if self.press.playback_spawns is not None:
            _, _, dv, dh, info, _ = ctx
            for tile, v, h in self.press.playback_spawns:
                self._place(int(v), int(h), tile, "replay", False, ctx)
            self.press.playback_spawns = []
            self.judge.discovery_check()
            return
        self.spawn_forced("BeforeSpawns", ctx)
        self.spawn_random(amount, ctx)
        self.spawn_forced("AfterSpawns", ctx)
