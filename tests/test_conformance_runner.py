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


def test_error_expect_after_and_approx_fields(tmp_path: Path) -> None:
    lines = [
        # the reference threw a TypeError: our CalcArrayError agrees, whatever its kind
        {"id": "err-ok", "expr": [None, "evaluateColor"], "error": True,
         "error_name": "TypeError"},
        {"id": "err-missed", "expr": [1, "+", 1], "error": True, "error_name": "RangeError"},
        # state after the evaluation: the prime list the reference leaves behind
        {"id": "after-ok", "expr": [4.5, "prime"], "expect": "@undefined",
         "expect_after": {"primes": ["@BigInt 2", "@BigInt 3", "@BigInt 5", "@BigInt 7",
                                     "@BigInt 11", "@BigInt 13"]}},
        {"id": "after-wrong", "expr": [1, "prime"], "expect": 2,
         "expect_after": {"primes": ["@BigInt 2"]}},
        {"id": "after-unknown", "expr": [1, "prime"], "expect_after": {"nonsense": 1}},
        # a float tolerance: true means 1e-12, a number is the relative tolerance
        {"id": "approx-ok", "expr": [1, "/", 3], "expect": 0.3333, "approx": 1e-3},
        {"id": "approx-too-far", "expr": [1, "/", 3], "expect": 0.3333, "approx": True},
    ]
    vectors = tmp_path / "v.jsonl"
    vectors.write_text("".join(json.dumps(v) + "\n" for v in lines))
    done = _run("calcarray", str(vectors))
    out = done.stdout
    assert out.strip().splitlines()[-1] == "3 passed, 4 failed"
    for failing in ("err-missed", "after-wrong", "after-unknown", "approx-too-far"):
        assert f"FAIL {failing}:" in out
    assert "expected an error, got 2" in out
    assert "nonsense" in out
