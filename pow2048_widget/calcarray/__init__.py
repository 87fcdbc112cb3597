"""CalcArray, the array language of the 2048 Power Compendium.

``evaluate(expr, context)`` runs an expression as a top-level call (with the final
clean-up); ``EvalContext`` says where it is looked at from (tile position, direction,
addInfo, container), which ``GameState`` it reads and changes, under which ``Limits``, and
which observer (if any) receives step events (``calcarray.observe``).

What lives here (the language layer; it imports nothing else of the package):

- values and JavaScript semantics: ``values`` (the value kinds), ``constructors``
  (GaussianBigInt/BigRational from other values), ``jsnum``/``jsstring``/``jsmath``,
  ``scjson`` (SC-JSON), ``formatting`` (values as text), ``errors``;
- the evaluator: ``evaluator`` (``evaluate`` and the step loop), built from parts that use
  it only through ``protocol.EvaluationProtocol``: ``special_strings``, ``words``,
  ``blocks``, ``services``, ``convert`` and the ``operators`` package; ``fastplan``
  compiles the plain expressions the engine repeats; ``context``/``state`` are what an
  evaluation reads;
- the debugger's recorder: ``observe`` (the evaluator's events), ``steps`` (the recorded
  ``Step``/``Trace`` data and their text form) and ``trace`` (the recorder). How the
  Stepper shows a trace lives in the widgets layer (``widgets.stepper_view``);
- tools for learners: ``lint``, ``reference``, ``explain_text`` (``err.explain()``).
"""

from __future__ import annotations

from . import explain_text as _explain_text  # noqa: F401  (writes CalcArrayError.explain)
from . import operators as _operators  # noqa: F401  (registers every operator)
from .context import EvalContext, Limits
from .errors import CalcArrayError, CalcArrayLimitError
from .evaluator import evaluate
from .lint import Diagnostic, lint
from .reference import ReferenceEntry, describe, operator_reference, operator_reference_markdown
from .scjson import sc_decode, sc_dumps, sc_encode, sc_loads
from .state import GameState
from .trace import Step, Trace, trace
from .values import UNDEFINED, BigRational, GaussianBigInt

__all__ = [
    "evaluate",
    "EvalContext",
    "GameState",
    "Limits",
    "CalcArrayError",
    "CalcArrayLimitError",
    "UNDEFINED",
    "GaussianBigInt",
    "BigRational",
    "sc_loads",
    "sc_dumps",
    "sc_decode",
    "sc_encode",
    "trace",
    "Trace",
    "Step",
    "operator_reference",
    "operator_reference_markdown",
    "describe",
    "ReferenceEntry",
    "lint",
    "Diagnostic",
]
