"""Spawning: seeds, the spawn table, boxes, the conveyor, forced spawns, spawn location."""

from __future__ import annotations

from helpers import LEFT, RIGHT, E, V, board_mode, play

from pow2048_widget.engine import Game, Mulberry32, classic_mode


def tiles_on(game: Game) -> list[tuple[int, int, list]]:
    return [(v, h, c) for v, r in enumerate(game.grid) for h, c in enumerate(r)
            if isinstance(c, list)]


def test_mulberry32_matches_the_reference_stream():
    r = Mulberry32(1)
    assert [r(), r(), r()] == [0.6270739405881613, 0.002735721180215478, 0.5274470399599522]
    assert r.calls == 3


def test_same_seed_same_game_other_seed_other_game():
    def moves(seed: int) -> list:
        game = Game(classic_mode(), seed=seed)
        for d in [0, 2, 1, 3] * 5:
            game.move(d)
        return game.grid

    assert moves(7) == moves(7)
    assert moves(7) != moves(8)


def test_classic_start_uses_four_draws_and_places_two_tiles():
    game = Game(classic_mode(), seed=1)
    assert game.random_calls == 4
    assert len(tiles_on(game)) == 2
    assert all(t in ([1.0], [2.0]) for _, _, t in tiles_on(game))


def test_spawn_box_deals_each_item_once_per_bag():
    box = [["Box", 1.0, [5.0], [6.0], [7.0]]]
    mode = board_mode([[E] * 3] * 2, start_tile_spawns=box, start_tile_amount=3,
                      merge_rules=[])
    for seed in range(5):
        game = Game(mode, seed=seed)
        assert sorted(t[0] for _, _, t in tiles_on(game)) == [5.0, 6.0, 7.0]


def test_box_counts_repeat_items():
    box = [["Box", 1.0, [5.0], 2.0, [6.0]]]
    mode = board_mode([[E] * 3], start_tile_spawns=box, start_tile_amount=3, merge_rules=[])
    game = Game(mode, seed=3)
    assert sorted(t[0] for _, _, t in tiles_on(game)) == [5.0, 5.0, 6.0]


def test_conveyor_shows_next_tiles_and_spawns_them_in_order():
    mode = board_mode([[E] * 4] * 4, start_tile_spawns=[[[1.0], 1.0], [[2.0], 1.0]],
                      next_tiles=2, random_tile_amount=1, start_tile_amount=1,
                      merge_rules=[])
    game = Game(mode, seed=11)
    upcoming = list(game.state.next_spawns)
    assert len(upcoming) == 2 and all(isinstance(t, list) for t in upcoming)
    result = game.move(RIGHT if tiles_on(game)[0][1] < 3 else LEFT)
    assert result.spawns[0].tile == upcoming[0]
    assert game.state.next_spawns[0] == upcoming[1]


def test_spawn_tile_entries_may_be_expressions():
    spawns = [[[["@GVar 0", "*", 2.0]], ["@GVar 1"]], [[0.0], 0.0]]
    mode = board_mode([[E, E]], start_tile_spawns=spawns, start_tile_amount=1,
                      start_game_vars=[4.0, 1.0], merge_rules=[])
    game = Game(mode, seed=2)
    assert [t for _, _, t in tiles_on(game)] == [[8.0]]


def test_forced_spawn_every_turn_and_removal_when_triggered():
    forced = [[True, "AfterSpawns", False, [9.0]],
              [True, "BeforeSpawns", [False, True], [7.0]]]
    mode = board_mode([[1, E, E, E]], start_forced_spawns=forced, merge_rules=[])
    game = Game(mode, seed=5)
    assert sorted(t[0] for _, _, t in tiles_on(game)) == [1.0, 7.0, 9.0]
    assert len(game.state.forced_spawns) == 1  # the removable one went away
    kinds = [k for *_, k in game.start_spawns]
    assert kinds == ["forced-before", "forced-after"]
    game.move(LEFT)
    assert sorted(t[0] for _, _, t in tiles_on(game)) == [1.0, 7.0, 9.0, 9.0]


def test_forced_spawn_with_game_over_flag_loses_when_it_cannot_be_placed():
    forced = [[["@Moves", ">=", 1.0], "AfterSpawns", True, [9.0], [8.0]]]
    mode = board_mode([[1, 2, E]], start_forced_spawns=forced, merge_rules=[])
    game = Game(mode, seed=1)
    result = game.move(RIGHT)  # [9] takes the last cell, [8] has nowhere to go
    assert game.grid[0] == [[9.0], [1.0], [2.0]]
    assert game.won == -2 and game.over and game.lost and result.over


def test_edge_spawns_appear_on_the_far_side():
    mode = board_mode([[E] * 4] * 4, start_tile_spawns=[[[1.0], 1.0]], random_tile_amount=1,
                      spawn_location="Edge", merge_rules=[])
    mode.starting_grid = [[[5.0], E, E, E]] + [[E] * 4] * 3
    for seed in range(6):
        game = Game(mode, seed=seed)
        result = game.move(RIGHT if seed % 2 else 1)  # right or down
        (pos,) = [s.pos for s in result.spawns]
        assert (pos[1] if seed % 2 else pos[0]) == 0


def test_spawn_tile_blocked_keeps_cells_free():
    blocked = ["@This @HCoord", "=", 0.0]
    mode = board_mode([[E, E, E]], start_tile_spawns=[[[1.0], 1.0]], start_tile_amount=2,
                      spawn_tile_blocked=blocked, merge_rules=[])
    for seed in range(5):
        game = Game(mode, seed=seed)
        assert game.grid[0][0] == E and len(tiles_on(game)) == 2


def test_no_spawn_markers_in_the_starting_grid():
    mode = board_mode([["@EmptyNoSpawn", E]], start_tile_spawns=[[[1.0], 1.0]],
                      start_tile_amount=2, merge_rules=[])
    game = Game(mode, seed=4)
    assert game.grid[0] == [E, [1.0]]
    assert play(board_mode([["@BlackBoxNoSpawn", V]])).grid[0][0] == ["BlackBox"]


def test_full_board_spawn_failure_runs_tile_spawn_fail():
    script = [["@var_retain", 0.0, "@edit_gvar", 0.0, "@Var 0"], "TileSpawnFail"]
    mode = board_mode([[E, 1]], start_tile_spawns=[[[3.0], 1.0]], start_tile_amount=2,
                      scripts=[script], start_game_vars=[0.0], merge_rules=[])
    game = Game(mode, seed=1)
    assert game.state.game_vars == [[3.0]]


def test_calcarray_spawn_entries_and_tiles():
    whole = board_mode([[E, E]], start_tile_spawns=[["@CalcArray", "@Literal", [4.0], 1.0]],
                       start_tile_amount=1, merge_rules=[])
    assert [t for _, _, t in tiles_on(Game(whole, seed=1))] == [[4.0]]
    tile = board_mode([[E, E]], start_tile_spawns=[[["@CalcArray", "@Literal", 6.0, 7.0], 1.0]],
                      start_tile_amount=1, merge_rules=[], tile_num_amount=2)
    assert [t for _, _, t in tiles_on(Game(tile, seed=1))] == [[6.0, 7.0]]


def test_forced_tiles_share_one_candidate_list_without_the_cells_they_filled():
    # Two forced tiles on an empty 1x2 board: the first tile's cell leaves the shared
    # list, so the second tile draws once among one cell. Keeping the filled cell would
    # cost an extra draw whenever the second draw hit it (about every other seed).
    forced = [[True, "BeforeSpawns", False, [7.0], [8.0]]]
    for seed in range(1, 9):
        plain = Game(board_mode([[E, E]], merge_rules=[]), seed=seed)
        game = Game(board_mode([[E, E]], start_forced_spawns=forced, merge_rules=[]),
                    seed=seed)
        assert sorted(c[0] for c in game.grid[0]) == [7.0, 8.0]
        assert game.random_calls - plain.random_calls == 2


def test_a_no_spawn_cell_stays_off_limits_after_tiles_pass_through_it():
    # Our reading of engine.md 1.1 (the reference's source we could read predates the
    # marker): the position stays in the spawn-blocked set for the whole game.
    mode = board_mode([["@EmptyNoSpawn", E, 5]], start_tile_spawns=[[[1.0], 1.0]],
                      random_tile_amount=1, merge_rules=[])
    for seed in range(1, 6):
        game = play(mode, LEFT, seed=seed)   # the 5 moves onto the marked cell and leaves
        assert game.grid[0][0] == [5.0] and len(tiles_on(game)) == 2
        game.move(RIGHT)                     # only the marked cell is empty now
        assert game.grid[0] == [E, [5.0], [1.0]]
