"""``benchmarks/bench_general_path.py`` times the community codes left to the general path
and says why each is there."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_benchmark_lists_general_path_codes_slowest_first(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", [
        "bench_general_path.py", "--presses", "3", "--only", "c149,c095,c026"])
    runpy.run_path(str(ROOT / "benchmarks" / "bench_general_path.py"), run_name="__main__")
    lines = capsys.readouterr().out.splitlines()
    assert sorted(line.split()[1] for line in lines[:-1]) == ["c095", "c149"]  # c026: fast
    times = [float(line.split()[2]) for line in lines[:-1]]
    assert times == sorted(times, reverse=True)
    assert "(MergeRules[" in lines[0] and lines[-1] == "2 codes on the general path"
