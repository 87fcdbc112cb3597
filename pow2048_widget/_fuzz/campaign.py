"""The long fuzzing run: ``python -m pow2048_widget._fuzz`` (what ``scripts/fuzz.sh`` runs).

Inputs are drawn with a plain ``random.Random`` in rounds (expressions, then save codes, then
widget messages) until each door has had its count, so a run stopped early has still
covered every door. Prints progress, then how many inputs were tried, the time, and every
escape; escapes are also written one JSON object a line to ``--escapes``.
"""

from __future__ import annotations

import argparse
import random
import resource
import signal
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .generate import CodeMutator, ExpressionGenerator, MessageGenerator, seed_codes
from .oracle import Escape, Oracle, packed, shorten

HANG_SECONDS = 60
"""An input still running after this long is reported as a hang and abandoned."""


class Hang(BaseException):
    """Raised by the watchdog alarm (a BaseException, so no ``except Exception`` eats it)."""


def rss_mib() -> float:
    """Resident memory of this process now, in MiB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as fh:
            pages = int(fh.read().split()[1])
        return pages * resource.getpagesize() / 2**20
    except (OSError, ValueError, IndexError):
        return 0.0


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


@dataclass
class Door:
    """One kind of input: how to make one, how to run it, how many so far."""

    name: str
    target: int
    make: Callable[[], Any]
    run: Callable[[Any], Escape | None]
    tried: int = 0
    escapes: list[Escape] = field(default_factory=list)
    seconds: float = 0.0


@dataclass
class Report:
    doors: list[Door]
    seconds: float
    peak_rss_mib: float
    memory_escapes: list[Escape]

    @property
    def escapes(self) -> list[Escape]:
        return [e for d in self.doors for e in d.escapes] + self.memory_escapes

    def summary(self) -> str:
        lines = [f"fuzz: {self.seconds:.0f} s, peak RSS {self.peak_rss_mib:.0f} MiB"]
        for d in self.doors:
            lines.append(f"  {d.name:<11} {d.tried:>9,} tried in {d.seconds:7.0f} s, "
                         f"{len(d.escapes)} escaped")
        lines.append(f"  memory      {len(self.memory_escapes)} over the cap")
        lines.append(f"escapes: {len(self.escapes)}")
        for e in self.escapes[:50]:
            lines.append(f"  [{e.door}/{e.what}] {e.detail}\n      input: {e.input}")
        return "\n".join(lines)


def run_campaign(expressions: int, savecodes: int, messages: int, *, seed: int = 0,
                 seeds_dir: str | Path = "tests/conformance/savecodes",
                 escapes_file: str | Path | None = None, max_rss_mib: float = 1024.0,
                 progress: Callable[[str], None] | None = None,
                 progress_every: float = 60.0) -> Report:
    """Run the campaign; returns the report (see ``Report.summary``)."""
    oracle = Oracle(random.Random(seed + 1))
    doors = [
        Door("expressions", expressions, ExpressionGenerator(random.Random(seed + 2)),
             oracle.expression),
        Door("savecodes", savecodes,
             CodeMutator(random.Random(seed + 3), seed_codes(seeds_dir)) if savecodes else
             (lambda: ""), oracle.savecode),
        Door("messages", messages, MessageGenerator(random.Random(seed + 4)),
             lambda m: oracle.message(*m)),
    ]
    rounds = {"expressions": 2000, "savecodes": 200, "messages": 200}
    out = open(escapes_file, "a", encoding="utf-8") if escapes_file else None  # noqa: SIM115
    memory: list[Escape] = []
    start = last = time.perf_counter()
    use_alarm = hasattr(signal, "SIGALRM")
    if use_alarm:
        def on_alarm(signum: int, frame: Any) -> None:
            raise Hang()
        old_handler = signal.signal(signal.SIGALRM, on_alarm)
    try:
        while any(d.tried < d.target for d in doors):
            for door in doors:
                n = min(rounds[door.name], door.target - door.tried)
                t0 = time.perf_counter()
                for _ in range(n):
                    value = door.make()
                    if use_alarm:
                        signal.alarm(HANG_SECONDS)
                    try:
                        escape = door.run(value)
                    except Hang:
                        escape = Escape(door.name, "hang", f"still running after "
                                        f"{HANG_SECONDS} s", shorten(value), packed(value))
                    except MemoryError:
                        escape = Escape(door.name, "memory", "MemoryError", shorten(value),
                                        packed(value))
                    finally:
                        if use_alarm:
                            signal.alarm(0)
                    door.tried += 1
                    if escape is not None:
                        door.escapes.append(escape)
                        if out:
                            out.write(escape.to_json() + "\n")
                            out.flush()
                    if door.tried % 100 == 0:
                        rss = rss_mib()
                        if rss > max_rss_mib:
                            e = Escape(door.name, "memory", f"RSS {rss:.0f} MiB",
                                       shorten(value))
                            memory.append(e)
                            if out:
                                out.write(e.to_json() + "\n")
                                out.flush()
                door.seconds += time.perf_counter() - t0
            now = time.perf_counter()
            if progress and now - last >= progress_every:
                last = now
                progress(f"[{now - start:7.0f} s] " + ", ".join(
                    f"{d.name} {d.tried:,}/{d.target:,} ({len(d.escapes)} escaped)"
                    for d in doors) + f", RSS {rss_mib():.0f} MiB")
    finally:
        if use_alarm:
            signal.signal(signal.SIGALRM, old_handler)
        if out:
            out.close()
    return Report(doors, time.perf_counter() - start, peak_rss_mib(), memory)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pow2048_widget._fuzz",
                                     description="Fuzz expressions, save codes and widget "
                                                 "messages; exit 1 if anything escaped.")
    parser.add_argument("--expressions", type=int, default=1_000_000)
    parser.add_argument("--savecodes", type=int, default=100_000)
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seeds-dir", default="tests/conformance/savecodes",
                        help="directory with valid save codes to mutate")
    parser.add_argument("--escapes", default=None, help="append escapes here (JSON lines)")
    parser.add_argument("--max-rss-mib", type=float, default=1024.0)
    parser.add_argument("--address-space-gib", type=float, default=4.0,
                        help="hard cap (RLIMIT_AS) so a runaway allocation cannot hurt the "
                             "machine; it then shows up as a MemoryError escape")
    args = parser.parse_args(argv)
    if args.address_space_gib > 0:
        cap = int(args.address_space_gib * 2**30)
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    def say(text: str) -> None:
        print(text, flush=True)

    say(f"fuzz: {args.expressions:,} expressions, {args.savecodes:,} save codes, "
        f"{args.messages:,} widget messages, seed {args.seed}")
    report = run_campaign(args.expressions, args.savecodes, args.messages, seed=args.seed,
                          seeds_dir=args.seeds_dir, escapes_file=args.escapes,
                          max_rss_mib=args.max_rss_mib, progress=say)
    say(report.summary())
    return 1 if report.escapes else 0


if __name__ == "__main__":
    sys.exit(main())
