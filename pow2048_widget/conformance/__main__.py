"""``python -m pow2048_widget.conformance KIND PATH... [-v]``."""

from __future__ import annotations

import argparse
import importlib
import sys

from . import KINDS


def main(argv: list[str] | None = None, prog: str = "python -m pow2048_widget.conformance") -> int:
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("kind", choices=sorted(KINDS))
    parser.add_argument("paths", nargs="+")
    parser.add_argument("-v", "--verbose", action="store_true", help="print passes too")
    args = parser.parse_args(argv)
    module = importlib.import_module(KINDS[args.kind])
    passed, failed = module.run(args.paths, args.verbose)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
