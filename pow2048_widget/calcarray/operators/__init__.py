"""All CalcArray operators, registered into ``base.REGISTRY`` on import.

Every module of this package registers its operators with ``@register`` when imported; we
import them all here so that ``REGISTRY`` is complete once this package is loaded. Modules
are grouped by the family of their operators (number.py, bigint.py, ...).
"""

from __future__ import annotations

import importlib
import pkgutil

from .base import REGISTRY, Operator, effects_of, names_with, register

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _info.name != "base":
        importlib.import_module(f"{__name__}.{_info.name}")

__all__ = ["REGISTRY", "Operator", "effects_of", "names_with", "register"]
