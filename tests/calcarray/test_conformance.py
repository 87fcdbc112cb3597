"""The visible reference vectors all pass (spec calcarray.md section 13)."""

from __future__ import annotations

import pathlib

from pow2048_widget.conformance import calcarray_vectors

VECTORS = pathlib.Path(__file__).resolve().parents[1] / "conformance" / "calcarray.jsonl"
FUZZ = VECTORS.with_name("calcarray-fuzz.jsonl")


def test_every_calcarray_vector_passes(capsys):
    passed, failed = calcarray_vectors.run([str(VECTORS)], verbose=False)
    failures = capsys.readouterr().out
    assert failed == 0, failures
    assert passed > 1500


def test_every_random_program_reproducer_passes(capsys):
    """Minimal reproducers of the causes random programs found (errors, state after)."""
    passed, failed = calcarray_vectors.run([str(FUZZ)], verbose=False)
    failures = capsys.readouterr().out
    assert (passed, failed) == (34, 0), failures


def test_runner_reports_a_wrong_result(tmp_path, capsys):
    path = tmp_path / "v.jsonl"
    path.write_text('{"id": "x-1", "expr": [1, "+", 1], "expect": 3}\n'
                    '{"id": "x-2", "expr": [1, "CalcArrayParent", 2], "error": true}\n')
    assert calcarray_vectors.run([str(path)], verbose=False) == (1, 1)
    assert "FAIL x-1" in capsys.readouterr().out
