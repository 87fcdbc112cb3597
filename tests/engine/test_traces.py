"""The reference's recorded games (engine.md 12) replay field for field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pow2048_widget.conformance import traces

TRACES = sorted((Path(__file__).parents[1] / "conformance" / "traces").glob("*.jsonl"))


def test_all_visible_traces_are_present():
    assert len(TRACES) == 56  # 44 earlier, 6 of modes 41/49, 6 of random modes (fuzz_xm*)


@pytest.mark.parametrize("path", TRACES, ids=lambda p: p.stem)
def test_trace_replays_exactly(path: Path):
    presses, error = traces.check_trace(path)
    assert error is None, error
    recorded = sum('"type": "move"' in line or '"type":"move"' in line
                   for line in path.read_text().splitlines())
    assert presses == recorded > 30  # every recorded press was replayed (some games end early)


def test_runner_counts_files(capsys):
    assert traces.run([str(p) for p in TRACES], verbose=False) == (56, 0)


def test_runner_reports_a_divergence(tmp_path):
    lines = TRACES[0].read_text().splitlines()
    press3 = json.loads(lines[3])
    press3["score"] += 100
    lines[3] = json.dumps(press3)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n")
    presses, error = traces.check_trace(bad)
    assert error is not None and "press 3" in error and "score" in error
