"""The capstone: a variant of the learner's own, designed to a written brief and checked.

``check_capstone(mode, cases)`` checks each requirement of ``BRIEF`` on the learner's mode
by playing it (never by reading how it is written, so any way of meeting a requirement
counts), plays a whole game, round-trips its save code, and runs the learner's own cases
(a board, a press, the board they expect). The report gives one line per requirement, ✓ or
✗ with what was expected, what the mode did and why, in the words of the exercises; its
outcome is kept in the learner's progress file (``teach.progress_store``).

The boards the checker plays are built from the mode's own tiles: the tile it spawns first,
and the tiles three of those make when they merge, and so on up. So a variant may write its
tiles as exponents (``[1]`` is a 2, as classic does), as values (``[2]``) or any other way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..calcarray.lint import lint
from ..calcarray.scjson import sc_dumps
from ..engine.classic import classic_mode
from ..engine.game import Game
from ..engine.mode import Mode
from .exercise import Text
from .progress_store import CAPSTONE_ID, record_check
from .values import describe

__all__ = ["BRIEF", "REQUIREMENTS", "CapstoneReport", "RequirementResult", "check_capstone"]

E = "@Empty"

#: How many merge steps up from the spawned tile the checker follows (and the win tile may be).
MAX_LEVELS = 12
#: Presses of the test game (fixed seed, directions taken in turn).
PLAY_PRESSES = 200
PLAY_SEED = 2048

BRIEF = """\
Design *your* variant of 2048, a `Mode`, that meets this brief:

1. **Three-tile merges**: three equal tiles in a line merge into one tile; two equal tiles
   alone do not merge.
2. **Your own colours**: the tile that spawns and the tiles your merges make each have a
   background colour of your own (not the classic one), and no display rule fails.
3. **A win tile**: making a tile at least two merges above the spawned tile wins the game
   (for example the third tile up).
4. **A stat box**: a stat box besides the score, whose value changes as the game is played.
5. **It plays**: a game starts with tiles on the board and plays 200 presses (or to its
   end) without an error.
6. **It travels**: its Mode save code loads back as the same mode.
7. **Your cases**: three cases of your own, each a board, a press and the board you expect
   after it, which the checker plays on your mode (new tiles switched off).
"""

#: The requirements' short names, in the brief's order.
REQUIREMENTS = ["Three-tile merges", "Your own colours", "A win tile", "A stat box",
                "It plays", "It travels", "Your cases"]


@dataclass
class RequirementResult:
    """One requirement: met or not, what the checker saw, and why when it knows."""

    number: int
    name: str
    passed: bool
    detail: str
    why: list[str] = field(default_factory=list)

    def text(self) -> str:
        mark = "✓" if self.passed else "✗"
        lines = [f"{mark} {self.number}. {self.name}: {self.detail}"]
        lines += [f"    Why: {w}" for w in self.why]
        return "\n".join(lines)


@dataclass
class CapstoneReport:
    """Every requirement's result; true when all are met."""

    results: list[RequirementResult]

    @property
    def passed(self) -> bool:
        return all(r.passed for r in self.results)

    @property
    def failing(self) -> list[str]:
        return [r.name for r in self.results if not r.passed]

    def __bool__(self) -> bool:
        return self.passed

    def text(self) -> str:
        met = sum(r.passed for r in self.results)
        head = (f"✓ Capstone complete: all {met} requirements met." if self.passed else
                f"✗ Not yet: {met} of {len(self.results)} requirements met.")
        return "\n".join([head, *(r.text() for r in self.results)])

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()


class _Fail(Exception):
    """A requirement is not met: ``detail`` says what was seen, ``why`` why."""

    def __init__(self, detail: str, *why: str) -> None:
        super().__init__(detail)
        self.detail, self.why = detail, list(why)


# ---------------------------------------------------------------------------- playing


def _key(value: Any) -> str:
    try:
        return sc_dumps(value)
    except Exception:  # noqa: BLE001 - a value the JSON writer refuses is still shown
        return repr(value)


def _fresh_game(mode: Mode, grid: list[list[Any]], seed: int = 1) -> Game:
    m = mode.copy()
    m.random_tile_amount = 0
    m.start_tile_amount = 0
    m.starting_grid = grid
    return Game(m, seed=seed)


def _direction(game: Game, press: Any) -> int:
    """A press as a direction index: an index, or a name/arrow the kit knows."""
    if isinstance(press, int) and not isinstance(press, bool):
        if 0 <= press < len(game.mode.directions):
            return press
        raise _Fail(f"the press {press} is not a direction of your mode "
                    f"(0 to {len(game.mode.directions) - 1})")
    steps = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1),
             "↑": (-1, 0), "↓": (1, 0), "←": (0, -1), "→": (0, 1)}
    want = steps.get(press.lower() if isinstance(press, str) else press)
    for d in game.directions:
        if want is not None and (d.dv, d.dh) == want:
            return d.index
        if isinstance(press, str) and d.label and d.label.lower() == press.lower():
            return d.index
    raise _Fail(f"your mode has no direction {press!r}")


def _row_board(mode: Mode, tiles: Sequence[Any]) -> list[list[Any]]:
    row = [*tiles, *[E] * (mode.width - len(tiles))]
    return [row] + [[E] * mode.width for _ in range(mode.height - 1)]


def _spawned_tile(mode: Mode) -> Any:
    spawns = mode.start_tile_spawns
    if not spawns or not isinstance(spawns[0], list) or not spawns[0]:
        raise _Fail("your mode spawns no tile (start_tile_spawns is empty)")
    return spawns[0][0]


def _merge_three(mode: Mode, tile: Any) -> tuple[list[Any], list[Any]]:
    """The top row after ``tile tile tile _`` and after ``tile tile _ _`` moving left."""
    if mode.width < 3:
        raise _Fail(f"your board is {mode.width} wide: three tiles need 3 columns")
    three = _fresh_game(mode, _row_board(mode, [tile] * 3))
    three.move(_direction(three, "left"))
    two = _fresh_game(mode, _row_board(mode, [tile] * 2))
    two.move(_direction(two, "left"))
    return three.grid[0], two.grid[0]


def _one_tile(row: list[Any]) -> Any:
    tiles = [c for c in row if isinstance(c, list)]
    return tiles[0] if len(tiles) == 1 and row[0] is tiles[0] else None


def _chain(mode: Mode) -> list[Any]:
    """The spawned tile, the tile three of it make, the tile three of those make, ..."""
    tiles = [_spawned_tile(mode)]
    for _ in range(MAX_LEVELS):
        made = _one_tile(_merge_three(mode, tiles[-1])[0])
        if made is None or _key(made) in {_key(t) for t in tiles}:
            break
        tiles.append(made)
    return tiles


def _length_why(mode: Mode) -> list[str]:
    longest = max((r[0] for r in mode.merge_rules if isinstance(r, list) and r
                   and isinstance(r[0], (int, float))), default=0)
    if longest >= 3 and mode.known_merge_max_length < longest:
        return [f"a rule of length {longest:g} is only tried when `known_merge_max_length` is "
                f"at least {longest:g} (yours is {mode.known_merge_max_length:g})"]
    if longest < 3:
        return ["none of your merge rules has length 3 (the first entry of a rule is how "
                "many tiles it merges)"]
    return []


# ---------------------------------------------------------------------------- requirements


def _three_tile_merges(mode: Mode, _cases: Any) -> str:
    tile = _spawned_tile(mode)
    three, two = _merge_three(mode, tile)
    made = _one_tile(three)
    pair_kept = [_key(c) for c in two[:2]] == [_key(tile)] * 2
    pair_why = ("two equal tiles merged too: a pair must stay a pair (keep only rules of "
                "length 3, or guard the pair rule)")
    if made is None:
        raise _Fail(f"{_row(three_of(tile))} moving left gave {_row(three)}, not one tile",
                    *_length_why(mode), *([] if pair_kept else [pair_why]))
    if not pair_kept:
        raise _Fail(f"{_row([tile, tile])} moving left gave {_row(two)}", pair_why)
    return f"{_row(three_of(tile))} → {describe(made)}; a pair stays a pair"


def three_of(tile: Any) -> list[Any]:
    return [tile] * 3


def _row(cells: Sequence[Any]) -> str:
    return " ".join("_" if c == E else describe(c) for c in cells)


def _own_colours(mode: Mode, _cases: Any) -> str:
    from ..display import TileRenderer

    tiles = _chain(mode)
    game = _fresh_game(mode, _row_board(mode, []))
    classic_game = Game(classic_mode(), seed=1)
    mine, theirs = TileRenderer(game.mode), TileRenderer(classic_game.mode)
    for tile in tiles:
        view = mine.view(tile, (0, 0), game.state)
        if view.warning:
            raise _Fail(f"the tile {describe(tile)} cannot be drawn: {view.warning}")
        classic = theirs.view(tile, (0, 0), classic_game.state)
        if not classic.warning and view.background == classic.background:
            raise _Fail(f"the tile {describe(tile)} has the classic background "
                        f"{view.background}",
                        "put a display rule of your own for it before (or instead of) the "
                        "classic ones")
    return (f"{len(tiles)} tiles ({describe(tiles[0])} to {describe(tiles[-1])}) drawn in "
            "colours of your own")


def _win_tile(mode: Mode, _cases: Any) -> str:
    if not mode.win_conditions:
        raise _Fail("your mode has no win condition (win_conditions is empty)")
    chain = _chain(mode)
    keys = [_key(t) for t in chain]
    for goal in mode.win_conditions:
        if _key(goal) in keys[2:]:
            level = keys.index(_key(goal))
            below = chain[level - 1]
            game = _fresh_game(mode, _row_board(mode, three_of(below)))
            game.move(_direction(game, "left"))
            if game.won > 0 or game.win_screen:
                return f"making {describe(goal)} ({level} merges up) wins"
            raise _Fail(f"making {describe(goal)} did not win")
    made = ", ".join(describe(t) for t in chain)
    why = [f"the tiles your merges make from the spawned tile are {made}"]
    ints = [v for g in mode.win_conditions for v in _python_ints(g)]
    if ints:
        why.append(f"a Python int (`{ints[0]}`) is a BigInt to the engine and never equals "
                   f"the number tile `{float(ints[0])}`: write tiles with a dot")
    raise _Fail(f"no win condition ({', '.join(describe(g) for g in mode.win_conditions)}) "
                "is a tile two or more merges above the spawned tile", *why)


def _python_ints(value: Any) -> list[int]:
    if isinstance(value, list):
        return [n for v in value for n in _python_ints(v)]
    return [value] if isinstance(value, int) and not isinstance(value, bool) else []


def _played(mode: Mode) -> tuple[Game, list[tuple[int, str, Any]], int]:
    game = Game(mode.copy(), seed=PLAY_SEED)
    if not any(isinstance(c, list) for row in game.grid for c in row):
        raise _Fail("a new game starts with an empty board",
                    "set `start_tile_amount` (or a starting grid) so a game has tiles")
    before = game.stat_box_entries()
    presses, n = 0, len(game.mode.directions)
    for k in range(PLAY_PRESSES):
        if game.over:
            break
        if game.win_screen:
            game.keep_playing()
        pressable = game.pressable()
        if not any(pressable):
            break
        game.move(next(d for d in ((k + j) % n for j in range(n)) if pressable[d]))
        presses += 1
    return game, before, presses


def _stat_box(mode: Mode, _cases: Any) -> str:
    game, before, _ = _played(mode)
    start = {i: value for i, _label, value in before}
    own = [(i, label, value) for i, label, value in game.stat_box_entries()
           if mode.stat_boxes[i][1] != "@Score"]
    if not own:
        raise _Fail("your mode shows no stat box besides the score",
                    "add one to `stat_boxes`: `[label, expression]`, e.g. "
                    "`[\"Moves\", \"@Moves\"]`")
    for i, label, value in own:
        if _key(start.get(i)) != _key(value):
            return f"{label!s}: {_text(start.get(i))} at the start, {_text(value)} later"
    stayed = ", ".join(f"{label!s} stayed {_text(value)}" for _, label, value in own)
    why = ["its expression should read something that changes (moves, the score, a game "
           "variable)"]
    for i, label, _value in own:  # a misspelt word (`@moves`) stays text: say which
        for d in lint(mode.stat_boxes[i][1]):
            if d.code == "unresolved-string":
                why.insert(0, f"in the expression of {label!s}: {d.message}"
                           + (f"; {d.suggestion}" if d.suggestion else ""))
    raise _Fail(f"{stayed} through a game", *why)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else describe(value)


def _it_plays(mode: Mode, _cases: Any) -> str:
    game, _, presses = _played(mode)
    end = "the game ended" if game.over else "still going"
    return f"{presses} presses from seed {PLAY_SEED} without an error ({end})"


def _it_travels(mode: Mode, _cases: Any) -> str:
    from ..savecode import load_save_code

    code = mode.to_save_code()
    loaded = load_save_code(code)
    if loaded.kind != "Mode":
        raise _Fail(f"the code loads as a {loaded.kind} code")
    back = loaded.to_mode()
    if back != mode:
        differ = [name for (name, a), (_, b) in zip(mode.fields(), back.fields(), strict=True)
                  if _key(a) != _key(b)]
        raise _Fail("the mode read back from its code differs in " + ", ".join(differ),
                    "a field holds something a save code cannot carry (a Python object?)")
    return f"a Mode code of {len(code):,} characters loads back as the same mode"


def _cell(value: Any) -> Any:
    """A case's cell as the grid holds it: None is empty; whole numbers are numbers."""
    if value is None:
        return E
    if isinstance(value, list):
        return [float(v) if isinstance(v, int) and not isinstance(v, bool) else v
                for v in value]
    return value


def _grid(mode: Mode, board: Any, what: str) -> list[list[Any]]:
    if not isinstance(board, (list, tuple)) or not all(isinstance(r, (list, tuple))
                                                       for r in board):
        raise _Fail(f"{what} is not a list of rows")
    if len(board) > mode.height or any(len(r) > mode.width for r in board):
        raise _Fail(f"{what} is bigger than your {mode.height} × {mode.width} board")
    for r, row in enumerate(board):
        for c, cell in enumerate(row):
            if isinstance(cell, (int, float)) and not isinstance(cell, bool):
                raise _Fail(f"{what} has the number {cell} at row {r}, column {c}",
                            "a tile is a list, written as the grid writes it (the classic 2 "
                            "tile is `[1.0]`, your tiles as your mode stores them); `None` is "
                            "an empty cell")
    rows = [[_cell(c) for c in r] + [E] * (mode.width - len(r)) for r in board]
    return rows + [[E] * mode.width for _ in range(mode.height - len(rows))]


def _show_grid(grid: list[list[Any]]) -> str:
    return " / ".join(_row(r) for r in grid)


def _your_cases(mode: Mode, cases: Any) -> str:
    if not isinstance(cases, (list, tuple)) or len(cases) < 3:
        count = len(cases) if isinstance(cases, (list, tuple)) else 0
        raise _Fail(f"{count} case{'s' if count != 1 else ''} given, 3 needed",
                    "each case is (board, press, expected board)")
    seen = set()
    for k, case in enumerate(cases, start=1):
        if not isinstance(case, (list, tuple)) or len(case) != 3:
            raise _Fail(f"your case {k} is not (board, press, expected board)")
        board, press, expected = case
        start = _grid(mode, board, f"the board of your case {k}")
        want = _grid(mode, expected, f"the expected board of your case {k}")
        key = _key([start, press])
        if key in seen:
            raise _Fail(f"your case {k} repeats an earlier case: three different cases")
        seen.add(key)
        game = _fresh_game(mode, start)
        game.move(_direction(game, press))
        got = game.grid
        if _key(got) != _key(want):
            raise _Fail(f"your case {k} fails: {_show_grid(start)} pressing {press!r}\n"
                        f"      expected: {_show_grid(want)}\n"
                        f"      got:      {_show_grid(got)}",
                        "either the case or the mode is not what you meant: play it on a "
                        "Board to see which")
    return f"all {len(cases)} of your cases pass"


_CHECKS: list[Callable[[Mode, Any], str]] = [_three_tile_merges, _own_colours, _win_tile,
                                             _stat_box, _it_plays, _it_travels, _your_cases]


def check_capstone(mode: Any, cases: Any = ()) -> CapstoneReport:
    """Check ``mode`` against every requirement of ``BRIEF``; ``cases`` are the learner's
    own ``(board, press, expected board)`` triples (boards as rows of tiles, ``None`` for an
    empty cell; a press is a direction index or ``"left"``, ``"up"``, ... ).

    Never raises on a bad mode: an error while checking a requirement is that requirement's
    feedback. The outcome is recorded in the learner's progress.
    """
    results = []
    for number, (name, check) in enumerate(zip(REQUIREMENTS, _CHECKS, strict=True), start=1):
        if not isinstance(mode, Mode):
            results.append(RequirementResult(number, name, False,
                                             f"needs a Mode, not {type(mode).__name__}"))
            continue
        try:
            results.append(RequirementResult(number, name, True, check(mode, cases)))
        except _Fail as fail:
            results.append(RequirementResult(number, name, False, fail.detail, fail.why))
        except Exception as err:  # noqa: BLE001 - the learner's mode may fail anywhere
            results.append(RequirementResult(number, name, False,
                                             f"{type(err).__name__}: {err}"))
    report = CapstoneReport(results)
    record_check(CAPSTONE_ID, report.passed)
    return report


def brief() -> Text:
    """The capstone's brief, as text."""
    return Text(BRIEF)
