"""Two games of the same mode played press by press with the same directions and new-game
seeds (one with a shortcut, one without), their results and states compared each press."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from pow2048_widget.engine import Game


def play_pair(fast: Game, plain: Game, seed: int, presses: int, state: Callable[[Game], str],
              on_new_game: Callable[[Game], None] | None = None) -> Iterator[Any]:
    """Yield ``fast``'s result of each press after checking it and ``state`` against
    ``plain``'s (``on_new_game(plain)`` sees a game that ended, before the next starts)."""
    rnd = random.Random(seed)
    for _ in range(presses):
        if plain.over:
            if on_new_game is not None:
                on_new_game(plain)
            game_seed = rnd.randrange(2**32)
            plain.new_game(seed=game_seed)
            fast.new_game(seed=game_seed)
        d = rnd.randrange(4)
        a, b = fast.move(d), plain.move(d)
        assert (a.moved, a.score_gained, a.random_calls) == (b.moved, b.score_gained,
                                                              b.random_calls)
        assert state(fast) == state(plain)
        yield a
