"""The conformance runner's command line is a public contract that other checks call."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pow2048_widget.conformance", *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)


def test_summary_line_and_exit_status_on_success(tmp_path: Path) -> None:
    vectors = tmp_path / "v.jsonl"
    vectors.write_text(json.dumps({"id": "eval-x", "expr": [3, "+", 2, "*", 4], "expect": 20})
                       + "\n")
    done = _run("calcarray", str(vectors))
    assert done.returncode == 0
    assert done.stdout.strip().splitlines()[-1] == "1 passed, 0 failed"


def test_a_wrong_or_broken_vector_fails_without_stopping_the_run(tmp_path: Path) -> None:
    vectors = tmp_path / "v.jsonl"
    vectors.write_text(
        json.dumps({"id": "eval-wrong", "expr": [1, "+", 1], "expect": 3}) + "\n"
        + "this line is not JSON\n"
        + json.dumps({"id": "eval-ok", "expr": [2, "*", 2], "expect": 4}) + "\n"
    )
    done = _run("calcarray", str(vectors))
    assert done.returncode == 1
    assert "eval-wrong" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "1 passed, 2 failed"


def test_traces_accept_a_folder_and_count_files(tmp_path: Path) -> None:
    source = ROOT / "tests" / "conformance" / "traces" / "pow2_classic-seed-1.jsonl"
    (tmp_path / "good.jsonl").write_text(source.read_text())
    (tmp_path / "broken.jsonl").write_text('{"type": "header"}\n')
    done = _run("traces", str(tmp_path))
    assert done.stdout.strip().splitlines()[-1] == "1 passed, 1 failed"
    assert "broken.jsonl" in done.stdout
