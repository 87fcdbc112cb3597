"""``tile_key`` builds the key of a one-BigInt tile (DIVE's tiles) directly (#26): it must be
the key the general rule gives, so that equal keys still mean strictly equal tiles."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pow2048_widget.engine.tiles import _leaf_key, cells_equal, tile_key


@given(st.one_of(st.integers(), st.booleans(), st.text(max_size=3)),
       st.integers(min_value=1, max_value=3))
def test_tile_key_of_a_tile_without_numbers_is_the_general_key(v: object, n: int) -> None:
    cell = [v] * n
    assert tile_key(cell) == ("T",) + tuple(_leaf_key(x) for x in cell)
    for other in ([1.0], [1], [True], ["1"], [1, 1]):  # 1n, 1 and true stay apart
        assert (tile_key(cell) == tile_key(other)) == cells_equal(cell, other)
