"""``benchmarks/bench_builtin.py`` reads the folder a user fills (mode JSON and save-code
text files) and prints one line per mode and per simulated mode."""

from __future__ import annotations

import json
import runpy
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CODES = ROOT / "tests" / "conformance" / "savecodes" / "constructed"


def test_the_benchmark_reads_mode_files_and_save_codes(tmp_path, monkeypatch, capsys):
    shutil.copy(ROOT / "tests" / "conformance" / "modes" / "triple_threes.json",
                tmp_path / "triples.json")
    code = json.loads((CODES / "game_triples.json").read_text())["code"]
    (tmp_path / "from_code.txt").write_text(code + "\n")
    (tmp_path / "notes.md").write_text("not a mode")  # other files are left alone
    monkeypatch.setattr(sys, "argv", [
        "bench_builtin.py", "--modes", str(tmp_path), "--presses", "5", "--repeat", "1",
        "--games", "1", "--simulate", "triples"])
    runpy.run_path(str(ROOT / "benchmarks" / "bench_builtin.py"), run_name="__main__")
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:2] for line in lines] == [
        ["move", "from_code"], ["move", "triples"], ["simulate", "triples"]]
    assert lines[0].endswith("CPU ms/press") and lines[2].endswith("games/CPU-s")
