"""Per-move speed of the published community codes that the fast path leaves to the
general path (subset guards, end-of-turn rules, scripts, conditions reading more than
their line), slowest first.

Run: ``python benchmarks/bench_general_path.py [--presses N] [--only c013,c100]``.

Prints one line per code: the mean CPU ms per ``Game.move`` of ``--presses`` seeded presses
(``bench_variants.per_move``: random directions, a new game on game over) and why the code
is not on the fast path. The machine may be shared: compare two checkouts one after the
other, alternating, and read the ratios.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_variants import CODES, per_move  # noqa: E402

from pow2048_widget.conformance.savecodes import community_codes  # noqa: E402
from pow2048_widget.engine.fastpath import fast_path_blocker  # noqa: E402
from pow2048_widget.savecode import load_save_code  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--only", default="", help="comma-separated code ids (c013,...)")
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    rows = []
    for cid, _kind, code in community_codes(CODES):
        if only and cid not in only:
            continue
        mode = load_save_code(code, lenient=True).to_mode()
        why = fast_path_blocker(mode)
        if why is not None:
            rows.append((per_move(mode, args.presses), cid, why))
    for ms, cid, why in sorted(rows, reverse=True):
        print(f"move      {cid:6} {ms:9.2f} CPU ms/press  ({why})", flush=True)
    print(f"{len(rows)} codes on the general path", flush=True)


if __name__ == "__main__":
    main()
