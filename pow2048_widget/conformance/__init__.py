"""Conformance runner: checks this package against vectors recorded from the reference.

Public contract (other checks call it): ``python -m pow2048_widget.conformance KIND PATH...``
prints one line per failure and ends with ``N passed, M failed``; exit status 0 only when
nothing failed. Each KIND lives in a module of this package exposing
``run(paths: list[str], verbose: bool) -> tuple[int, int]`` (passed, failed).
"""

KINDS = {
    "calcarray": "pow2048_widget.conformance.calcarray_vectors",
    "traces": "pow2048_widget.conformance.traces",
    "display": "pow2048_widget.conformance.display_vectors",
    "savecodes": "pow2048_widget.conformance.savecodes",
}
