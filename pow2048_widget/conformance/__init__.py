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


def expand_paths(paths: list[str], pattern: str) -> list[str]:
    """Files named on the command line, with each directory replaced by its ``pattern`` files.

    Callers may pass a folder (``tests/conformance/traces``) or a shell glob's expansion.
    """
    from pathlib import Path

    out: list[str] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            out.extend(str(f) for f in sorted(path.glob(pattern)))
        else:
            out.append(p)
    return out
