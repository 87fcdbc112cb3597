"""The visible reference vectors all pass (spec calcarray.md section 13)."""

from __future__ import annotations

import pathlib

from pow2048_widget.conformance import calcarray_vectors

VECTORS = pathlib.Path(__file__).resolve().parents[1] / "conformance" / "calcarray.jsonl"


def test_every_calcarray_vector_passes(capsys):
    passed, failed = calcarray_vectors.run([str(VECTORS)], verbose=False)
    failures = capsys.readouterr().out
    assert failed == 0, failures
    assert passed > 1500


def test_runner_reports_a_wrong_result(tmp_path, capsys):
    path = tmp_path / "v.jsonl"
    path.write_text('{"id": "x-1", "expr": [1, "+", 1], "expect": 3}\n'
                    '{"id": "x-2", "expr": [1, "CalcArrayParent", 2], "error": true}\n')
    assert calcarray_vectors.run([str(path)], verbose=False) == (1, 1)
    assert "FAIL x-1" in capsys.readouterr().out
