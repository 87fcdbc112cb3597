"""Conformance runner: checks this package against vectors recorded from the reference.

Public contract (other checks call it): ``python -m pow2048_widget.conformance KIND PATH...``
prints one line per failure and ends with ``N passed, M failed``; exit status 0 only when
nothing failed. Each KIND lives in a module of this package exposing
``run(paths: list[str], verbose: bool) -> tuple[int, int]`` (passed, failed).
"""

from collections.abc import Callable
from typing import Any

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


def run_jsonl(paths: list[str], verbose: bool,
              check_line: Callable[[dict[str, Any]], str | None]) -> tuple[int, int]:
    """Check every vector line of the given JSON Lines files (folders expand to ``*.jsonl``).

    ``check_line(raw)`` gets the line's parsed JSON and returns None when it passes, else
    the reason. A line that is not JSON, or whose check crashes, fails with the reason and the
    run goes on, so the summary line is always printed. Prints ``FAIL id: reason`` (and
    ``PASS id`` when ``verbose``); returns (passed, failed).
    """
    import json

    passed = failed = 0
    for path in expand_paths(paths, "*.jsonl"):
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if not line.strip():
                    continue
                name = f"{path}:{number}"
                try:
                    raw = json.loads(line)
                    name = raw.get("id", name) if isinstance(raw, dict) else name
                    reason = check_line(raw)
                except Exception as exc:  # noqa: BLE001 - a bad line fails, the run goes on
                    reason = f"crash: {type(exc).__name__}: {exc}"
                if reason is None:
                    passed += 1
                    if verbose:
                        print(f"PASS {name}")
                else:
                    failed += 1
                    print(f"FAIL {name}: {reason}")
    return passed, failed
