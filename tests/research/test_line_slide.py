"""A new line is learnt by sliding it directly (``line_slide``), with merge attempts
remembered by their group: the step must be the very one the general slide of that line
alone gives (cells, moved, scores, merges, made tiles and timed events), and the presses
built from such steps the very ones the general press makes."""

from __future__ import annotations

import random

import pytest
from modes_for_fastpath import _classic_with, all_modes
from test_fastpath_equivalence import state_of

from pow2048_widget.engine import Game, Mode, line_slide
from pow2048_widget.engine.fastpath import fast_path_blocker
from pow2048_widget.engine.line_table import LineTable
from pow2048_widget.engine.rule_families import numeric_tile
from pow2048_widget.engine.tiles import line_key

MODES = {name: mode for name, mode in all_modes().items() if fast_path_blocker(mode) is None}
ODD = ["@Void", "@Slippery", [True], [1.0, 2.0, 3.0], [], [-0.0], "@TemporaryHole 2"]


def _tiles_met(mode: Mode, presses: int = 150) -> list:
    game = Game(mode, seed=4, keep_history=False)
    game.fast_moves = False
    rnd = random.Random(4)
    seen: dict[str, list] = {}
    for k in range(presses):
        if game.over:
            game.new_game(seed=k)
        game.move(rnd.randrange(len(mode.directions)))
        for row in game.state.grid:
            for cell in row:
                if type(cell) is list:
                    seen.setdefault(repr(cell), cell)
    return list(seen.values())


def _lines(mode: Mode, table: LineTable, count: int, seed: int,
           odd: list) -> list[tuple[int, list]]:
    """Random lines of tiles met in play: many gaps, equal neighbours and ``odd`` cells."""
    tiles = _tiles_met(mode)
    rnd = random.Random(seed)
    out = []
    for _ in range(count):
        d = rnd.randrange(len(mode.directions))
        n = len(table.lines(d)[0])
        cells = [("@Empty" if rnd.random() < 0.3 else rnd.choice(odd) if rnd.random() < 0.04
                  else rnd.choice(tiles)) for _ in range(n)]
        for _ in range(rnd.randrange(3)):  # neighbours alike: merges, spent cells
            j = rnd.randrange(n - 1)
            cells[j + 1] = cells[j]
        out.append((d, cells))
    return out


def _outcome(compute, *args):
    try:
        return compute(*args)
    except Exception as exc:  # noqa: BLE001 - the same failure either way
        return (type(exc).__name__, str(exc))


@pytest.mark.parametrize("name", sorted(MODES))
def test_a_line_slid_directly_is_the_line_the_engine_slides(name, monkeypatch):
    mode = MODES[name]
    table = LineTable(mode.copy())
    assert table._direct is not None  # every qualifying mode learns directly
    answered = []
    real_unspent = line_slide._unspent

    def unspent(*args):
        got = real_unspent(*args)
        answered.append(got is not None)
        return got

    monkeypatch.setattr(line_slide, "_unspent", unspent)
    direct = fallback = 0
    lines = _lines(mode, table, 150, len(name), ODD)
    # The same lines twice (the second time every attempt is remembered), then lines with
    # a NaN (a key that never equals itself: never remembered).
    nan = _lines(mode, table, 20, len(name) + 1, [[float("nan")], [1.0, float("nan")]])
    asked = []
    failing = 0  # lines whose rules fail: a failure is not remembered, so asked again
    for k, (d, cells) in enumerate(lines + lines + nan):
        if k in (len(lines), 2 * len(lines)):
            asked.append(table._direct.real_attempts)
        if table.numeric_only and not all(map(numeric_tile, cells)):
            continue  # the general press's, before any rule runs (LineTable._compute)
        got = _outcome(table._compute, d, cells, line_key(cells))
        want = _outcome(table._compute_scratch, d, cells)
        assert got == want or repr(got) == repr(want), (d, cells)  # (repr: NaN)
        failing += k < len(lines) and type(got) is tuple
        try:
            table._direct.slide(d, cells, line_key(cells))
            direct += 1
        except line_slide.NotDirect:
            fallback += 1
        except Exception:  # noqa: BLE001 - a failing rule (compared above)
            fallback += 1
    assert direct > 4 * fallback  # the direct slide did the work
    assert asked[1] - asked[0] <= failing  # the same lines again: nothing asked again
    if name in ("classic", "community_c026", "triple_threes"):
        assert any(answered)  # spent cells answered from the same tiles unspent


def test_the_engine_is_asked_once_per_group_of_tiles():
    mode = MODES["classic"]
    e = "@Empty"
    seen, new = [[1.0], [1.0], [3.0], e], [e, [3.0], [1.0], [1.0]]
    fresh = LineTable(mode.copy())
    fresh._compute(0, new, line_key(new))
    alone = fresh._direct.real_attempts
    table = LineTable(mode.copy())
    table._compute(0, seen, line_key(seen))
    before = table._direct.real_attempts
    step = table._compute(0, new, line_key(new))
    assert step == table._compute_scratch(0, new)
    # [3] at the edge and [1] behind [3] were met on the first line: not asked again.
    assert 0 < table._direct.real_attempts - before < alone
    table._compute(0, new, line_key(new))
    assert table._direct.real_attempts - before < alone  # nor anything the second time


def test_an_attempt_writing_beyond_its_group_is_not_remembered():
    """A rule whose outputs overflow past its group: the outcome depends on more cells than
    the attempt's key holds, so each such attempt is run by the engine."""

    mode = _classic_with(MergeRules=[[2, ["@This 0", "=", "@Next 1 0"], True,
                                      [[["@This 0", "+", 1]], [9]], 4, [False, True]]])
    if fast_path_blocker(mode) is not None:
        pytest.skip(f"overflowing rules do not qualify: {fast_path_blocker(mode)}")
    table = LineTable(mode.copy())
    e = "@Empty"
    for line in ([e, [1.0], [1.0], e], [[1.0], [1.0], e, e], [e, e, [1.0], [1.0]]):
        assert table._compute(0, line, line_key(line)) == table._compute_scratch(0, line)


def _two_number_mode() -> Mode:

    same = [["@This 0", "=", "@Next 1 0"], "&&", ["@This 1", "=", "@Next 1 1"]]
    return _classic_with(
        MergeRules=[[2, same, True, [[["@This 0", "+", 1], "@This 1"]],
                     [2, "^", ["@This 0", "+", 1]], [False, True]]],
        startTileSpawns=[[[1, 0], 6], [[1, 1], 3], ["Box", 1, [2, 0], 2, [2, 1], 1]],
        winConditions=[[3, 1]], TileNumAmount=2)


def test_two_number_tiles_and_boxes_press_as_in_general():
    """Two-number tiles (looked up by plain pairs, judged with the memory of quiet pairs)
    and a box in the spawn table (drawn by the fast press itself): the same presses as the
    general path, wins included."""
    mode = _two_number_mode()
    assert fast_path_blocker(mode) is None
    won = 0
    for seed in (1, 2, 3):
        general = Game(mode, seed=seed, clock=lambda: 5.0, keep_history=seed == 1)
        general.fast_moves = False
        fast = Game(mode, seed=seed, clock=lambda: 5.0, keep_history=seed == 1)
        rnd = random.Random(seed)
        for k in range(200):
            if general.over:
                general.new_game(seed + k)
                fast.new_game(seed + k)
            d = rnd.randrange(4)
            assert general.move(d) == fast.move(d), (seed, k)
            assert state_of(general) == state_of(fast), (seed, k)
            won += general.win_screen
        if seed == 1:
            assert general.undo(5) == fast.undo(5)
            assert state_of(general) == state_of(fast)
        strategy = fast._fast
        assert strategy is not None and strategy._plain_spawns and strategy._plain_judge
        assert strategy.general_presses <= 5  # (new tiles made on two lines at once)
        assert strategy._quiet_pairs  # quiet [x, y] tiles were remembered
    assert won  # a [3, 1] tile won (a [3, 0] tile, quiet, did not)


def test_box_spawns_come_from_the_fast_press(monkeypatch):
    from pow2048_widget.engine.spawning import Spawner

    mode = _two_number_mode()
    game = Game(mode, seed=5, keep_history=False)
    game.move(0)
    calls = []
    real = Spawner.spawn_phase
    monkeypatch.setattr(Spawner, "spawn_phase",
                        lambda self, *a: (calls.append(1), real(self, *a))[1])
    boxes = []
    for d in (1, 2, 3, 0, 1, 2, 3, 0):
        game.move(d)
        boxes.append(repr(game.spawn_boxes))
    assert calls == []  # every spawn drawn by the strategy
    assert len(set(boxes)) > 1  # from the box's bag, which changed


@pytest.mark.parametrize("fast_moves", [True, False])
def test_undo_brings_back_the_bags_conveyor_and_flags_as_they_were(fast_moves):
    """The press snapshot copies the spawn boxes' bags, the conveyor and the direction
    flags (shallowly: their tiles are never edited): undo gives back each earlier state."""
    mode = _two_number_mode()
    game = Game(mode, seed=7, clock=lambda: 5.0)
    game.fast_moves = fast_moves
    before = []  # the state before each press that moved (what undo brings back)
    rnd = random.Random(7)
    while len(before) < 25:
        state = state_of(game)
        if game.move(rnd.randrange(4)).moved:
            before.append(state)
    assert "2.0" in state_of(game)  # a box's tiles were drawn
    while before:
        assert game.undo() == 1
        assert state_of(game) == before.pop()
