"""Fuzzing the package's doors: CalcArray expressions, save codes and widget messages.

Internal (not part of the public API): ``generate`` builds random inputs with a plain
``random.Random`` (fast enough for a million inputs), ``oracle`` runs one input and says
whether anything escaped (an exception other than the documented ones, a run past its
limits), ``campaign`` runs the long loop behind ``scripts/fuzz.sh``. The hypothesis strategies
of the test suite (``tests/fuzz/strategies.py``) reuse the same vocabularies and mutations.
"""

from .oracle import ALLOWED, Escape

__all__ = ["ALLOWED", "Escape"]
