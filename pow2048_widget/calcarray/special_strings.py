"""The special-string interpreter: ``"@This 0"``, ``"@Score"``, ...

A string is split on single spaces; trailing ``@FromVCoord x``-style pairs change the
position for this one resolution; the first part picks a handler. A handler returns the
value, or ``UNRESOLVED`` to leave the original string as it is. Parsing is cached per
string, since the engine resolves the same few strings millions of times.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import observe
from .convert import LITERAL, mark
from .errors import CalcArrayError, CalcArrayLimitError
from .jsnum import string_to_number, to_string
from .values import UNDEFINED

if TYPE_CHECKING:
    from .context import EvalContext
    from .protocol import EvaluationProtocol as Evaluation

UNRESOLVED = object()

FROM_FIELDS = {"@FromVCoord": "vcoord", "@FromHCoord": "hcoord", "@FromVDir": "vdir",
         "@FromHDir": "hdir"}
COORD_WORDS = ("@VCoord", "@HCoord", "@Position")

Handler = Callable[..., Any]
HANDLERS: dict[str, tuple[int, int, Handler]] = {}  # head -> (min args, max args, handler)
_Parsed = tuple[Handler, tuple[str, ...], tuple[float, ...], tuple[tuple[str, float], ...]]
_CACHE: dict[str, _Parsed | None] = {}
_CACHE_LIMIT = 50_000


def _handler(head: str, min_args: int = 0, max_args: int = 0) -> Callable[[Handler], Handler]:
    def deco(func: Handler) -> Handler:
        HANDLERS[head] = (min_args, max_args, func)
        return func

    return deco


def parse_special(s: str) -> _Parsed | None:
    parts = s.split(" ")
    mods: list[tuple[str, float]] = []
    while len(parts) >= 2 and parts[-2] in FROM_FIELDS:
        mods.append((FROM_FIELDS[parts[-2]], string_to_number(parts[-1])))
        del parts[-2:]
    if not parts:
        return None
    entry = HANDLERS.get(parts[0])
    if entry is None:
        return None
    lo, hi, func = entry
    args = tuple(parts[1:])
    if not lo <= len(args) <= hi:
        return None
    nums = tuple(string_to_number(a) for a in args)
    return _specialise(func, args, nums), args, nums, tuple(reversed(mods))


def resolve(ev: Evaluation, s: str, pos: EvalContext, parents: list[Any],
            vars_: list[Any] | None, g: int, path: tuple[int, ...]) -> Any:
    """Resolve a string starting with ``@``; unrecognised strings come back unchanged."""
    try:
        parsed = _CACHE[s]
    except KeyError:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        parsed = _CACHE[s] = parse_special(s)
    if parsed is None:
        result: Any = s
    else:
        func, args, nums, mods = parsed
        if mods:
            pos = pos.with_changes(**dict(mods))
        result = func(ev, args, nums, pos, parents, vars_, g, path)
        if result is UNRESOLVED:
            result = s
    if ev.observer is not None:
        ev.observer(observe.ResolveString(path=path, running=None, variables=list(vars_ or ()),
                                          parents=list(parents), text=s, result=result,
                                          step=ev.steps))
    return result


def inert(s: str) -> bool:
    """``s`` is no special string (no handler reads it): ``resolve`` gives it back unchanged
    and reads nothing (text such as ``"@Empty"``, the empty cell)."""
    try:
        parsed = _CACHE[s]
    except KeyError:
        parsed = parse_special(s)
    return parsed is None


# --- helpers ------------------------------------------------------------------------------


def num(text: str) -> float:
    """A numeric part (JS ToNumber: ``""`` is 0, other text NaN). Remembered by text: the
    same few parts (``"-1"`` of ``"@Parent -1"``) are read at every evaluation."""
    x = _NUMS.get(text) if type(text) is str else None
    if x is None:
        x = string_to_number(text)
        if type(text) is str and len(_NUMS) < _NUMS_LIMIT:
            _NUMS[text] = x
    return x


#: ``num`` by text (a pure function of the text), at most ``_NUMS_LIMIT`` texts.
_NUMS: dict[str, float] = {}
_NUMS_LIMIT = 4096


def js_get(obj: Any, key: Any, path: tuple[int, ...] = ()) -> Any:
    """JavaScript ``obj[key]`` for our values; reading from null/undefined throws."""
    t = type(obj)
    if t is list:
        tk = type(key)
        if tk is float:
            if 0 <= key < len(obj) and key.is_integer():
                return obj[int(key)]
            return UNDEFINED
        if tk is int:
            return obj[key] if 0 <= key < len(obj) else UNDEFINED
        if tk is not str and tk is not bool and key is not None and key is not UNDEFINED:
            # An array, GaussianBigInt or BigRational key becomes its text, as a
            # JavaScript property key does: [0] and 0+0i read entry "0".
            key = to_string(key)
            tk = str
        if tk is str:
            i = _index_text(key)
            if i is not None:
                return obj[i] if i < len(obj) else UNDEFINED
            if key == "length":
                # An array's "length" property: a row named "length" is the row count.
                return float(len(obj))
        return UNDEFINED
    if obj is None or obj is UNDEFINED:
        raise CalcArrayError(
            f"cannot read cell {key!r} of {'null' if obj is None else 'undefined'} "
            "(the row does not exist)", path, kind="type")
    if t is str:
        if type(key) is float and key.is_integer() and 0 <= key < len(obj):
            return obj[int(key)]
        if type(key) is str:
            i = _index_text(key)
            if i is not None:
                return obj[i] if i < len(obj) else UNDEFINED
            if key == "length":
                return float(len(obj))
    return UNDEFINED


def _index_text(key: str) -> int | None:
    """The index a JavaScript property key names, if it is canonical index text ("0", "12";
    not "01", "1.0", "-0", nor Arabic-Indic or superscript digits, which Python's
    ``isdigit`` accepts but JavaScript reads as plain property names)."""
    if key.isascii() and key.isdigit() and (key == "0" or key[0] != "0"):
        return int(key)
    return None


def _is_index(x: Any) -> bool:
    return type(x) is float and x.is_integer()


def _container(ev: Evaluation, pos: EvalContext) -> Any:
    c = pos.container
    return ev.state.grid if c is None else c


def _in_bounds(ev: Evaluation, r: Any, c: Any) -> bool:
    st = ev.state
    return (type(r) is float and type(c) is float and r.is_integer() and c.is_integer()
            and 0 <= r < st.height and 0 <= c < st.width)


def _inside(cont: Any, r: Any, c: Any) -> bool:
    """Whether ``cont[r][c]`` exists (the walks stop when they leave the container)."""
    if not (type(cont) is list and type(r) is float and 0 <= r < len(cont) and r.is_integer()):
        return False
    row = cont[int(r)]
    return type(row) is list and type(c) is float and 0 <= c < len(row) and c.is_integer()


def _cell(cont: Any, r: Any, c: Any, path: tuple[int, ...]) -> Any:
    if _inside(cont, r, c):
        return cont[int(r)][int(c)]
    return js_get(js_get(cont, r, path), c, path)


def _valid_entry(ev: Evaluation, k: float) -> bool:
    return k.is_integer() and 0 <= k < ev.state.tile_num_amount if k == k else False


def _step(ev: Evaluation, cont: Any, r: Any, c: Any, dr: float, dc: float,
          path: tuple[int, ...]) -> tuple[Any, Any]:
    """One step, then skip slippery cells while inside the container."""
    r += dr
    c += dc
    while _inside(cont, r, c) and cont[int(r)][int(c)] == "@Slippery":
        ev.tick(path)
        r += dr
        c += dc
    return r, c


def _walk(ev: Evaluation, cont: Any, r: Any, c: Any, dr: float, dc: float, amount: float,
          path: tuple[int, ...]) -> tuple[Any, Any]:
    """Walk ``ceil(|amount|)`` steps (backwards if negative), each skipping slippery cells,
    stopping as soon as a position is outside the container."""
    if amount != amount or amount == 0 or type(r) is not float or type(c) is not float:
        return r, c  # NaN walks nowhere; "None" coordinates are never in bounds
    if amount < 0:
        dr, dc, amount = -dr, -dc, -amount
    steps = math.ceil(amount) if amount != math.inf else math.inf
    taken = 0
    while taken < steps:
        if steps == math.inf:
            ev.tick(path)
        r += dr
        c += dc
        while True:
            inside = _inside(cont, r, c)
            if not inside or cont[int(r)][int(c)] != "@Slippery":
                break
            ev.tick(path)
            r += dr
            c += dc
        taken += 1
        if not inside:
            break
    return r, c


def _entry(ev: Evaluation, cell: Any, k: float, path: tuple[int, ...]) -> Any:
    """Entry ``k`` of a cell; a string cell (``"@Empty"``) stands for itself."""
    if type(cell) is str:
        return cell
    return mark(js_get(cell, k, path))


def _coord_word(word: str, r: Any, c: Any) -> Any:
    if word == "@VCoord":
        return r
    if word == "@HCoord":
        return c
    return [LITERAL, r, c]


# --- tile strings --------------------------------------------------------------------


@_handler("@This", 0, 1)
def _this(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
          pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
          path: tuple[int, ...]) -> Any:
    cont = pos.container
    if cont is None:
        cont = ev.state.grid
    r, c = pos.vcoord, pos.hcoord
    if type(r) is float and type(cont) is list and 0 <= r < len(cont) and r.is_integer():
        row = cont[int(r)]
        if type(row) is list and type(c) is float:
            cell = row[int(c)] if 0 <= c < len(row) and c.is_integer() else UNDEFINED
        else:
            cell = js_get(row, c, path) if c != "None" else row
    elif r == "None":
        cell = cont
    elif c == "None":
        cell = js_get(cont, r, path)
    else:
        cell = _cell(cont, r, c, path)
    if not args:
        return mark(cell)
    word = args[0]
    if word in COORD_WORDS:
        return _coord_word(word, r, c)
    k = nums[0]
    if not (k.is_integer() and 0 <= k < ev.state.tile_num_amount):
        return UNRESOLVED
    if type(cell) is list:
        return mark(cell[int(k)]) if k < len(cell) else UNDEFINED
    if type(cell) is str:
        return cell
    if cell is UNDEFINED or cell is None:
        raise CalcArrayError(f"cannot read tile entry {word} of a missing cell", path,
                             kind="type")
    return UNDEFINED


def _add_info(pos: EvalContext) -> list[Any]:
    """``pos.add_info``: every evaluation pads it to four entries first
    (``context.normalize_context``), so it is a list here; the default is the same padding."""
    info = pos.add_info
    return info if info is not None else [1.0, math.inf, 0.0, 0.0]


def _merge_group(ev: Evaluation, pos: EvalContext, cont: Any, unlimited: bool,
                 path: tuple[int, ...]) -> Any:
    dr, dc = pos.vdir, pos.hdir
    r, c = pos.vcoord, pos.hcoord
    limit = math.inf if unlimited else to_float(_add_info(pos)[0]) - 1
    cells: list[Any] = []
    if type(r) is not float or type(c) is not float:
        return mark(cells)
    r, c = _step(ev, cont, r, c, dr, dc, path)
    while len(cells) < limit and _in_bounds(ev, r, c):
        ev.tick(path)
        cells.append(cont[int(r)][int(c)] if _inside(cont, r, c) else _cell(cont, r, c, path))
        r, c = _step(ev, cont, r, c, dr, dc, path)
    cells.reverse()
    return mark(cells)


def to_float(x: Any) -> float:
    from .jsnum import to_number

    return x if type(x) is float else to_number(x)


@_handler("@Next", 0, 3)
def _next(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
          pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
          path: tuple[int, ...]) -> Any:
    cont = pos.container
    if cont is None:
        cont = ev.state.grid
    if not args:
        return _merge_group(ev, pos, cont, False, path)
    if len(args) == 1 and args[0] == "FL":
        return _merge_group(ev, pos, cont, True, path)
    d = nums[0]
    dr, dc = pos.vdir, pos.hdir
    if len(args) == 1:
        r, c = _walk(ev, cont, pos.vcoord, pos.hcoord, dr, dc, d, path)
        if not _in_bounds(ev, r, c):
            return UNRESOLVED
        return mark(_cell(cont, r, c, path))
    second = args[1]
    if second in COORD_WORDS:
        r, c = _walk(ev, cont, pos.vcoord, pos.hcoord, dr, dc, d, path)
        if not _in_bounds(ev, r, c):
            return UNRESOLVED
        return _coord_word(second, r, c)
    k = nums[1] if len(args) == 2 else nums[2]
    if not (k.is_integer() and 0 <= k < ev.state.tile_num_amount):
        return UNRESOLVED
    r, c = _walk(ev, cont, pos.vcoord, pos.hcoord, dr, dc, d, path)
    if len(args) == 3 and type(r) is float and type(c) is float and _inside(cont, r, c):
        r, c = _walk(ev, cont, r, c, dc, -dr, nums[1], path)
    if not _in_bounds(ev, r, c):
        return UNRESOLVED
    return _entry(ev, _cell(cont, r, c, path), k, path)


def _counts(cell: Any, full: bool, listing: bool) -> bool:
    if type(cell) is str:
        if cell == "@Empty" or cell == "@Slippery":
            return False
        if full:
            if cell == "@Void":
                return False
            if listing and "@TemporaryHole" in cell:
                return False
        return True
    if full and listing and type(cell) is list and "@TemporaryHole" in cell:
        return False
    return True


def _next_occupied(ev: Evaluation, args: tuple[str, ...], pos: EvalContext,
                   path: tuple[int, ...], full: bool) -> Any:
    cont = _container(ev, pos)
    dr, dc = pos.vdir, pos.hdir
    r, c = pos.vcoord, pos.hcoord
    if not args:
        out: list[Any] = []
        if type(r) is not float or type(c) is not float:
            return out
        while True:
            ev.tick(path)
            r += dr
            c += dc
            if not _in_bounds(ev, r, c):
                return out
            cell = _cell(cont, r, c, path)
            if _counts(cell, full, True):
                out.append(cell)
    target = num(args[0])
    stepped = False
    if target == target and target != 0 and (type(r) is not float or type(c) is not float):
        # A "None" coordinate: the reference's first step glues the direction to the text
        # ("None" + 0 is "None0"), which is never in bounds, so the string stays unresolved.
        return UNRESOLVED
    if target == target and target != 0:
        if target < 0:
            dr, dc = -dr, -dc
        goal = abs(target)
        count = 0
        while count < goal:
            ev.tick(path)
            r += dr
            c += dc
            stepped = True
            if not _in_bounds(ev, r, c):
                return UNRESOLVED
            if _counts(_cell(cont, r, c, path), full, False):
                count += 1
    if len(args) == 1:
        # The final position is bounds-checked here (unlike "@NextNE c k"), also when no step
        # was taken: a count of 0 (or not a number) at a "None" or off-grid position is
        # unresolved, not the container or a thrown missing row.
        if not stepped and not _in_bounds(ev, r, c):
            return UNRESOLVED
        return mark(_cell(cont, r, c, path))
    second = args[1]
    if second in COORD_WORDS:
        if not _in_bounds(ev, r, c):
            return UNRESOLVED
        return _coord_word(second, r, c)
    k = num(second)
    if not _valid_entry(ev, k):
        return UNRESOLVED
    return _entry(ev, _cell(cont, r, c, path), k, path)


@_handler("@NextNE", 0, 2)
def _next_ne(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
             pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
             path: tuple[int, ...]) -> Any:
    return _next_occupied(ev, args, pos, path, False)


@_handler("@NextFull", 0, 2)
def _next_full(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
               pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
               path: tuple[int, ...]) -> Any:
    return _next_occupied(ev, args, pos, path, True)


@_handler("@Relative", 2, 3)
def _relative(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
              pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
              path: tuple[int, ...]) -> Any:
    r, c = pos.vcoord, pos.hcoord
    if type(r) is not float or type(c) is not float:
        return UNRESOLVED
    r2, c2 = r + num(args[0]), c + num(args[1])
    if not _in_bounds(ev, r2, c2):
        return UNRESOLVED
    cont = _container(ev, pos)
    cell = _cell(cont, r2, c2, path)
    if len(args) == 2:
        return mark(cell)
    k = num(args[2])
    if not _valid_entry(ev, k):
        return UNRESOLVED
    return _entry(ev, cell, k, path)


def _navigate(value: Any, args: tuple[str, ...]) -> Any:
    for part in args:
        if type(value) is not list:
            break
        i = num(part)
        if not (i >= 0 and i.is_integer() and i < len(value)):
            break
        nxt = value[int(i)]
        if nxt is UNDEFINED:
            break
        value = nxt
    return mark(value)


def _nav_handler(head: str, attr: str) -> None:
    def handler(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
                pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
                path: tuple[int, ...]) -> Any:
        return _navigate(getattr(ev.state, attr), args)

    HANDLERS[head] = (0, 1 << 30, handler)


_nav_handler("@Grid", "grid")
_nav_handler("@DiscTiles", "disc_tiles")
_nav_handler("@DiscWinning", "disc_winning")
_nav_handler("@DiscLosing", "disc_losing")
_nav_handler("@NextSpawns", "next_spawns")


def _simple(head: str, getter: Callable[[Evaluation, EvalContext], Any]) -> None:
    def handler(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
                pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
                path: tuple[int, ...]) -> Any:
        return getter(ev, pos)

    HANDLERS[head] = (0, 0, handler)


_simple("@GridWidth", lambda ev, pos: float(ev.state.width))
_simple("@GridHeight", lambda ev, pos: float(ev.state.height))
_simple("@VCoord", lambda ev, pos: pos.vcoord)
_simple("@HCoord", lambda ev, pos: pos.hcoord)
_simple("@VDir", lambda ev, pos: pos.vdir)
_simple("@HDir", lambda ev, pos: pos.hdir)
_simple("@MLength", lambda ev, pos: _add_info(pos)[0])
_simple("@SlideAmount", lambda ev, pos: _add_info(pos)[1])
_simple("@MoveType", lambda ev, pos: _add_info(pos)[2])
_simple("@DirectionIndex", lambda ev, pos: _add_info(pos)[3])
_simple("@TileContainer", lambda ev, pos: list(_container(ev, pos)))

# --- state strings -------------------------------------------------------------------

_simple("@Score", lambda ev, pos: float(ev.state.score))
_simple("@Moves", lambda ev, pos: float(ev.state.moves))
_simple("@Merges", lambda ev, pos: float(ev.state.merges))
_simple("@MergeMoves", lambda ev, pos: float(ev.state.merge_moves))
_simple("@MergesBefore", lambda ev, pos: float(ev.state.merges_before))
_simple("@Primes", lambda ev, pos: mark(list(ev.state.primes)))
_simple("@TileOrder", lambda ev, pos: list(ev.state.tile_order))


def _since(attr: str) -> Callable[[Evaluation, EvalContext], float]:
    def get(ev: Evaluation, pos: EvalContext) -> float:
        st = ev.state
        return float(st.seconds_between(st.clock(), getattr(st, attr)))

    return get


def _stamp(attr: str) -> Callable[[Evaluation, EvalContext], float]:
    def get(ev: Evaluation, pos: EvalContext) -> float:
        st = ev.state
        t = getattr(st, attr)
        if t is None:
            return -1.0
        start = st.start_game_time
        return float((t - (start if start is not None else 0.0)) / 1000.0)

    return get


_simple("@TimeSinceStartGame", _since("start_game_time"))
_simple("@TimeSinceFirstMove", _since("first_move_time"))
_simple("@TimeSinceMoveStart", _since("move_start_time"))
_simple("@TimeSinceMoveEnd", _since("move_end_time"))
_simple("@TimestampVictory", _stamp("victory_time"))
_simple("@TimestampGameOver", _stamp("game_over_time"))


def _in_game_status(ev: Evaluation, pos: EvalContext) -> float:
    st = ev.state
    if st.screen == "Gameplay":
        return 2.0 if st.move_in_progress else 1.0
    if st.screen == "SaveCode" and st.sub_screen == "Export":
        return 0.0
    if st.screen == "Win":
        return -1.0 if st.postgame_allowed else -2.0
    if st.screen == "Game Over":
        return -2.0
    return -math.inf


_simple("@InGameStatus", _in_game_status)


def at_index(seq: list[Any], text: str | None) -> Any:
    """JavaScript ``seq.at(ToNumber(text))``; None/undefined count as missing (UNRESOLVED)."""
    i = 0.0 if text is None else num(text)
    if i != i:
        i = 0.0
    if math.isinf(i):
        return UNRESOLVED
    i = float(math.trunc(i))
    if i < 0:
        i += len(seq)
    if not 0 <= i < len(seq):
        return UNRESOLVED
    value = seq[int(i)]
    if value is None or value is UNDEFINED:
        return UNRESOLVED
    return value


def _list_handler(head: str, getter: Callable[[Evaluation, list[Any] | None], Any]) -> None:
    def handler(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
                pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
                path: tuple[int, ...]) -> Any:
        seq = getter(ev, vars_)
        if not args:
            return list(seq)
        return at_index(seq, args[0])

    HANDLERS[head] = (0, 1, handler)


_list_handler("@Var", lambda ev, vars_: vars_ if vars_ is not None else [])
_list_handler("@GVar", lambda ev, vars_: ev.state.game_vars)
_list_handler("@MVar", lambda ev, vars_: ev.state.modifier_vars)


@_handler("@MVarIndex", 0, 1)
def _mvar_index(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
                pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
                path: tuple[int, ...]) -> Any:
    indices = ev.state.mvar_indices
    if not args:
        return list(indices)
    n = num(args[0])
    for i, v in enumerate(indices):
        if type(v) is float and v == n:
            return float(i)
    return -1.0


@_handler("@Parent", 0, 1)
def _parent(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
            pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
            path: tuple[int, ...]) -> Any:
    slot = at_index(parents, args[0] if args else None)
    if slot is UNRESOLVED:
        return UNRESOLVED
    ev.depth += 1  # a slot holding "@Parent ..." would otherwise recurse unbounded
    try:
        if ev.depth > ev.max_depth:
            raise CalcArrayLimitError(
                f"@Parent re-evaluation nested more than {ev.max_depth} deep", path)
        return ev.nested(slot, pos, parents, vars_, g, path)
    finally:
        ev.depth -= 1


# --- fast paths for the strings merge rules use most -----------------------------------------


MISS = object()
"""A fast reader's answer for "not the plain case": the general handler must decide."""


def _specialise(func: Handler, args: tuple[str, ...], nums: tuple[float, ...]) -> Handler:
    """A handler made for one parsed string (``"@This 0"``, ``"@Next 1 0"``) when possible.

    The fast handlers cover the plain case (numeric coordinates on an ordinary board) and
    hand everything unusual to the general handler, so they never change a result. Each
    carries ``fast_read`` = (reader, extra arguments) so that compiled plans
    (``calcarray.fastplan``) can read the same value without the handler protocol.
    """
    if func is _this and len(args) == 1 and nums[0].is_integer() and nums[0] >= 0:
        return _fast_this_entry(int(nums[0]))
    if (func is _next and len(args) == 2 and args[1] not in COORD_WORDS
            and nums[0].is_integer() and 0 <= nums[0] < 64
            and nums[1].is_integer() and nums[1] >= 0):
        return _fast_next_entry(int(nums[0]), int(nums[1]))
    return func


def fast_reader(s: str) -> tuple[Callable[..., Any], tuple[Any, ...]] | None:
    """``(reader, extra args)`` for a string with a fast reader, else None.

    ``reader(state, pos, *extra)`` returns the string's value, ``UNRESOLVED`` (the string
    stays as it is) or ``MISS`` (not the plain case: use the general resolution).
    """
    try:
        parsed = _CACHE[s]
    except KeyError:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        parsed = _CACHE[s] = parse_special(s)
    if parsed is None or parsed[3]:
        return None
    if parsed[0] is HANDLERS["@GVar"][2] and len(parsed[1]) == 1:
        return read_game_var, (parsed[1][0],)
    return getattr(parsed[0], "fast_read", None)


def read_game_var(state: Any, pos: EvalContext, text: str) -> Any:
    """``"@GVar i"``: a game variable (``UNRESOLVED`` when missing), as the handler reads it."""
    return at_index(state.game_vars, text)


def read_this_entry(state: Any, pos: EvalContext, k: int) -> Any:
    """``"@This k"`` on a plain board position, or ``MISS``."""
    if k < state.tile_num_amount:
        cont = pos.container
        if cont is None:
            cont = state.grid
        r, c = pos.vcoord, pos.hcoord
        if (type(r) is float and type(c) is float and 0 <= r < len(cont) and r.is_integer()
                and c.is_integer()):  # (is_integer is False for NaN and infinities)
            ci = int(c)
            row = cont[int(r)]
            if type(row) is list and 0 <= ci < len(row):
                cell = row[ci]
                if type(cell) is list:
                    if k < len(cell):
                        value = cell[k]
                        return [LITERAL, *value] if type(value) is list else value
                    return UNDEFINED
                if type(cell) is str:
                    return cell
    return MISS


def read_next_entry(state: Any, pos: EvalContext, d: int, k: int) -> Any:
    """``"@Next d k"`` when the walk meets no slippery cell, or ``MISS``.

    A walk that leaves the container ends there (``_walk``); outside the board the string
    stays unresolved.
    """
    if k >= state.tile_num_amount:
        return MISS
    cont = pos.container
    if cont is None:
        cont = state.grid
    r, c = pos.vcoord, pos.hcoord
    dr, dc = pos.vdir, pos.hdir
    if not (type(r) is float and type(c) is float and type(dr) is float
            and type(dc) is float and (dr or dc) and type(cont) is list):
        return MISS
    nrows = len(cont)
    if d == 0 and not (0 <= r < nrows and r.is_integer() and type(cont[int(r)]) is list
                       and 0 <= c < len(cont[int(r)]) and c.is_integer()):
        return MISS  # no walk: the base cell must be an ordinary cell of the container
    for _ in range(d):
        r += dr
        c += dc
        if not (0 <= r < nrows and r.is_integer()):
            break
        row = cont[int(r)]
        if not (type(row) is list and 0 <= c < len(row) and c.is_integer()):
            break
        if row[int(c)] == "@Slippery":
            return MISS  # the general walk counts its slips as steps
    else:
        if 0 <= r < state.height and 0 <= c < state.width:
            cell = cont[int(r)][int(c)]
            if type(cell) is list:
                if k < len(cell):
                    value = cell[k]
                    return [LITERAL, *value] if type(value) is list else value
                return UNDEFINED
            if type(cell) is str:
                return cell
            return MISS
        return UNRESOLVED
    # The walk left the container at (r, c).
    if r.is_integer() and c.is_integer() and 0 <= r < state.height and 0 <= c < state.width:
        return MISS  # inside the board but outside a smaller container: general rules
    return UNRESOLVED


def _fast_this_entry(k: int) -> Handler:
    def handler(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
                pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
                path: tuple[int, ...]) -> Any:
        value = read_this_entry(ev.state, pos, k)
        if value is MISS:
            return _this(ev, args, nums, pos, parents, vars_, g, path)
        return value

    handler.fast_read = (read_this_entry, (k,))  # type: ignore[attr-defined]
    return handler


def _fast_next_entry(d: int, k: int) -> Handler:
    def handler(ev: Evaluation, args: tuple[str, ...], nums: tuple[float, ...],
                pos: EvalContext, parents: list[Any], vars_: list[Any] | None, g: int,
                path: tuple[int, ...]) -> Any:
        value = read_next_entry(ev.state, pos, d, k)
        if value is MISS:
            return _next(ev, args, nums, pos, parents, vars_, g, path)
        return value

    handler.fast_read = (read_next_entry, (d, k))  # type: ignore[attr-defined]
    return handler
