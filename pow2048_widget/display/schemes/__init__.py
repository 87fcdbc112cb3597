"""Special colour schemes: ``"@ColorScheme"`` tiles.

Each scheme module registers painters with ``@scheme("Name")``; ``paint_scheme`` looks the
name up and runs it on a ``SchemeContext``. Unknown names leave the defaults (black tile,
white text), as in the reference. A scheme that fails on odd input raises
``CalcArrayError``; the renderer turns that into a fallback view with a warning.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from ...calcarray.colorexpr import ColorEnv
from ..rules import RenderOptions
from ..tree import Node
from .common import SCHEMES, SchemeContext, scheme

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _info.name != "common":
        importlib.import_module(f"{__name__}.{_info.name}")


def paint_scheme(name: Any, node: Node, paragraph: Node | None, value: Any, params: list[Any],
                 env: ColorEnv, variables: list[Any], options: RenderOptions,
                 limits: tuple[Any, Any], evaluated_params: bool = False,
                 zero_len_min: bool = False) -> None:
    """Paint ``node`` (a tile or a PrimeImage layer) with the special scheme ``name``."""
    painter = SCHEMES.get(name) if isinstance(name, str) else None
    if painter is None:
        return
    ctx = SchemeContext(name=name, node=node, paragraph=paragraph, value=value, params=params,
                        env=env, variables=variables, options=options, limits=limits,
                        zero_len_min=zero_len_min)
    painter(ctx)


__all__ = ["SCHEMES", "SchemeContext", "paint_scheme", "scheme"]
