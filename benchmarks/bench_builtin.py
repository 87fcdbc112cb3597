"""Speed of the reference's built-in modes, from mode files the user provides.

The reference game's built-in modes are not part of this repository (their author asks that
they are not republished). Export them from the reference game yourself (start the mode,
open its save/export screen and copy the mode's save code, or write the mode out as mode
JSON) and put the files in one folder: ``*.json`` files are read with ``Mode.load``,
``*.txt`` files are read as save codes. See docs/research.md ("Built-in modes").

Run: ``python benchmarks/bench_builtin.py --modes DIR [--presses 200] [--games 20]
[--simulate NAME,NAME] [--only NAME,...] [--repeat 3]``

Prints, for every mode file, the CPU ms per ``Game.move`` (random directions from a fixed
seed, a new game when one ends: the same presses every run), and for the modes named by
``--simulate`` (file stems, default ``DIVE,2187``) the games per CPU-second of ``simulate``
(after a warm-up call, as in a notebook that simulates twice). CPU time, the median of
``--repeat`` runs: the machine may be shared, so compare runs side by side.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_variants import games_per_cpu_second, per_move  # noqa: E402

from pow2048_widget.engine import Mode  # noqa: E402


def load_modes(folder: Path) -> dict[str, Mode]:
    """Every ``*.json`` (mode JSON) and ``*.txt`` (save code) file of ``folder``, by stem."""
    modes: dict[str, Mode] = {}
    for path in sorted(folder.iterdir()):
        if path.suffix == ".json":
            modes[path.stem] = Mode.load(path)
        elif path.suffix == ".txt":
            from pow2048_widget.savecode import load_save_code

            modes[path.stem] = load_save_code(path.read_text().strip(), lenient=True).to_mode()
    return modes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modes", type=Path, required=True, help="folder of mode files")
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--simulate", default="DIVE,2187")
    parser.add_argument("--only", default="", help="comma-separated file stems")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    modes = load_modes(args.modes)
    if args.only:
        keep = set(args.only.split(","))
        modes = {k: v for k, v in modes.items() if k in keep}
    if not modes:
        sys.exit(f"no *.json or *.txt mode files in {args.modes}")
    for name, mode in modes.items():
        runs = [per_move(mode, args.presses) for _ in range(args.repeat)]
        print(f"move      {name:20} {statistics.median(runs):8.3f} CPU ms/press", flush=True)
    for name in [n for n in args.simulate.split(",") if n in modes]:
        runs = [games_per_cpu_second(modes[name], args.games) for _ in range(args.repeat)]
        print(f"simulate  {name:20} {statistics.median(runs):8.2f} games/CPU-s", flush=True)


if __name__ == "__main__":
    main()
