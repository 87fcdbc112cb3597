"""The engine's growing prime list (spec calcarray.md 4.8).

The list lives on ``GameState.primes`` because it is observable (``@Primes``) and
``prime``/``primeB`` with a negative index read it as it currently is. It only ever grows,
by re-sieving: twice the last prime when an index needs more primes, exactly ``n`` for
``@primesUpdate n``.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

from .errors import CalcArrayError
from .state import GameState

__all__ = ["sieve", "ensure_prime_count", "primes_update", "nth_prime"]


def sieve(limit: int) -> list[int]:
    """All primes ``<= limit`` (sieve of Eratosthenes on a bytearray)."""
    if limit < 2:
        return []
    flags = bytearray([1]) * (limit + 1)
    flags[0:2] = b"\x00\x00"
    for p in range(2, math.isqrt(limit) + 1):
        if flags[p]:
            flags[p * p :: p] = bytes(len(range(p * p, limit + 1, p)))
    return list(itertools.compress(range(limit + 1), flags))


def ensure_prime_count(state: GameState, count: int,
                       check_length: Callable[[int], None] | None = None) -> None:
    """Re-sieve up to twice the last prime until the list holds ``count`` primes."""
    primes = state.primes
    while len(primes) < count:
        limit = 2 * (primes[-1] if primes else 2)
        if check_length is not None:
            check_length(limit)
        primes = sieve(limit)
    state.primes = primes


def primes_update(state: GameState, n: int,
                  check_length: Callable[[int], None] | None = None) -> None:
    """``@primesUpdate n``: make the list hold every prime up to ``n``."""
    last = state.primes[-1] if state.primes else 0
    if last < n:
        if check_length is not None:
            check_length(n)
        state.primes = sieve(n)


def nth_prime(state: GameState, n: int,
              check_length: Callable[[int], None] | None = None) -> int:
    """The ``n``-th prime (1 is 2, 0 gives 1, ``-n`` minus the n-th without growing the list)."""
    if n == 0:
        return 1
    if n < 0:
        if len(state.primes) < -n:
            raise CalcArrayError(
                f"prime {n}: the prime list holds only {len(state.primes)} primes "
                "(negative indexes do not extend it)", kind="type")
        return -state.primes[-n - 1]
    ensure_prime_count(state, n, check_length)
    return state.primes[n - 1]
