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

__all__ = ["sieve", "ensure_prime_count", "primes_update", "nth_prime", "grow_for_factoring"]


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


def ensure_prime_count(state: GameState, count: float,
                       check_length: Callable[[int], None] | None = None) -> None:
    """Re-sieve up to twice the last prime until the list holds ``count`` primes (a float
    count such as 4.5 is compared as it is, as the reference does)."""
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


def _grow_to_reach(state: GameState, target: int,
                   check_length: Callable[[int], None] | None) -> None:
    """Re-sieve (twice the last prime each time) until the last prime is ``>= target``."""
    primes = state.primes
    if check_length is not None and (not primes or primes[-1] < target):
        check_length(target)  # refuse at once what no sieve within the limits reaches
    while not primes or primes[-1] < target:
        limit = 2 * (primes[-1] if primes else 2)
        if check_length is not None:
            check_length(limit)
        primes = sieve(limit)
    state.primes = primes


def grow_for_factoring(state: GameState, pairs: list[tuple[int, int]],
                       check_length: Callable[[int], None] | None = None,
                       largest: bool = False) -> None:
    """Leave the prime list as the reference's factorisation leaves it.

    The reference factorises by trial division through the engine's prime list, extending
    the list (twice its last prime) whenever it runs out, and stops at the first prime
    ``p`` whose square exceeds what is left to factor. ``pairs`` is the factorisation
    (found faster here); from it follows that stopping prime, and the list grows until it
    holds it. ``largest``: the list must also reach the largest prime factor (the
    exponent-list form indexes the list by it)."""
    if not pairs:
        return
    suffix = [1] * (len(pairs) + 1)
    for j in range(len(pairs) - 1, -1, -1):
        q, e = pairs[j]
        suffix[j] = suffix[j + 1] * q ** e
    previous = 1
    target = pairs[-1][0] + 1  # nothing stopped it earlier: the prime after the last factor
    for j, (q, _) in enumerate(pairs):
        lowest = max(previous + 1, math.isqrt(suffix[j]) + 1)
        if lowest <= q:
            target = lowest  # the stopping prime is the first prime >= lowest (<= q)
            break
        previous = q
    if largest:
        target = max(target, pairs[-1][0])
    _grow_to_reach(state, target, check_length)
