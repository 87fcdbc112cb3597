"""Small modules: none of the package passes 800 lines (generated data excepted), and the
step debugger's entry module stays small (its recorder lives in ``calcarray/recorder.py``)."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "pow2048_widget"
MAX_LINES = 800
#: Modules that hold generated data rather than code (none today).
GENERATED: frozenset[str] = frozenset()


def test_no_module_passes_800_lines() -> None:
    long = {str(p.relative_to(PACKAGE)): n for p in sorted(PACKAGE.rglob("*.py"))
            if (n := len(p.read_text().splitlines())) > MAX_LINES
            and str(p.relative_to(PACKAGE)) not in GENERATED}
    assert long == {}


def test_the_trace_entry_module_is_short() -> None:
    assert len((PACKAGE / "calcarray" / "trace.py").read_text().splitlines()) <= 500
