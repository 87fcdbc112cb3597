"""Reference data tables the special schemes need.

``factorsFor3307``: the reference's table of special factors ``[n, a, b, c]`` with
``n = a + b + c`` where ``a = x*x``, ``b = +-x*y``, ``c = y*y`` (so ``n = x^2 +- xy + y^2``).
Origin: recorded from the reference (conformance vector ``data-001``). It is kept as data
because no rule we know of says for which ``n`` the table holds or which of several
representations is chosen: it lists most primes ``= 1 (mod 3)`` from 13 on but also some
composites (93, 183, 217) and not others (39, 91), and picks ``31 = 1 - 6 + 36`` over
``1 + 5 + 25``. Shipped as SC-JSON, BigInts as ``"@BigInt n"``.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from ...calcarray.errors import CalcArrayError
from ...calcarray.scjson import sc_loads

_FILES = {"factorsFor3307": "factors_3307.json"}


@cache
def _load(name: str) -> Any:
    text = resources.files(__package__).joinpath(_FILES[name]).read_text(encoding="utf-8")
    return sc_loads(text)


def reference_data(name: str) -> Any:
    """A copy of the named reference table; ``CalcArrayError`` for unknown names."""
    if name not in _FILES:
        raise CalcArrayError(f"no reference data named {name!r}", kind="type")
    return [list(row) for row in _load(name)]
