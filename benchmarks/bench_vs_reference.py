"""Side by side: the reference game's built-in modes, per press, in its own page and in this engine.

The reference game (the JavaScript "2048 Power Compendium") is not part of this repository.
Bring your own copy: a folder holding its ``index.html`` and the scripts that page loads.
This harness serves that folder on 127.0.0.1, opens it in headless Chromium (Playwright), and
for every built-in mode it

1. selects the mode through the page's own menu (or its mode-loading function) and starts a game
   with default settings;
2. exports the game's save code with the page's own export function and writes it to
   ``CODES/<number>_<name>.txt`` (so this engine can load exactly what the reference exported);
3. presses ``--presses`` random directions (a fixed seed picks among the directions the page
   says are available; a new game on game over) with animations set to speed 0, timing with
   ``performance.now()`` the call that handles a press (``sync``: the table's reference column)
   and that call plus the wait until the page takes input again (``ready``, which includes the
   browser's timer delays of at least 4 ms, so it is not engine time). It also counts the presses
   whose grid changed only after the call returned: if that count is not 0, the page finishes a
   press later (in a timer) and ``sync`` under-counts it;

then loads every exported code here (``load_save_code``) and times the same number of presses
with ``Game.move`` (random directions from a fixed seed, a new game on game over, CPU time),
and prints a table: mode, reference ms/press, ours ms/press, ratio (reference / ours); the
count of modes under ``--target`` (10x), the median ratio, the worst ten, and the codes this
engine could not load, with their errors.

Run: ``python benchmarks/bench_vs_reference.py --reference DIR --codes OUT
[--modes 1,2,...] [--presses 100] [--repeat 3] [--profile 5] [--json FILE]``.
``--ours-only`` skips the browser and times the codes already in ``OUT`` (the reference column
is then read from ``--json`` of an earlier run when given).

Timing notes: the reference runs in one Chromium tab, single-threaded, so its ms are close to
CPU ms; ours are CPU ms (``time.process_time``). Both are medians of ``--repeat`` runs. The
machine may be shared: quote ratios and say the load. The reference's randomness is its own
(``Math.random``), so its games differ from ours: fine for timing, not for comparing results.
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import http.server
import json
import os
import pstats
import re
import statistics
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_variants import per_move  # noqa: E402

from pow2048_widget.engine import Mode  # noqa: E402

CHROMIUM = os.environ.get("POW2048_CHROMIUM", "/usr/bin/chromium")  # as the e2e tests
#: The e2e tests' Chromium flags (tests/e2e/conftest.py), which avoid refused network attempts.
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
#: Global functions of the reference page this harness calls by name.
NEEDED = ("startGame", "exportSave", "MoveHandler")

# In-page helpers (our own code; it only calls the page's global functions and reads its globals).
LIST_MODES_JS = """() => Array.from(document.querySelectorAll('[id^="menu_tile_"]'))
    .map(e => [Number(e.id.slice(10)), (e.innerText || e.textContent || '').trim()])
    .filter(([n]) => Number.isInteger(n) && n > 0)"""

#: Animation speed 0 through the modifiers page's own input, when the page has it.
ANIMATIONS_OFF_JS = """() => {
    const e = document.getElementById('modifiers_animationSpeed_change');
    if (e) { e.value = '0'; e.dispatchEvent(new Event('change')); }
}"""

START_JS = """async (n) => {
    const ready = async (limit) => {
        for (let i = 0; i < limit && !inputAvailable; i++) await new Promise(r => setTimeout(r, 0));
        return inputAvailable;
    };
    const tile = document.getElementById('menu_tile_' + n);
    if (tile) tile.click();
    else if (typeof loadMode === 'function') loadMode(n);
    else throw new Error('no menu tile and no loadMode for mode ' + n);
    startGame();
    if (!(await ready(20000))) throw new Error('no input after starting mode ' + n);
    const r = exportSave(true);
    const box = document.getElementById('save_code_box');
    const code = (typeof r === 'string' && r) ? r : (box ? box.value : '');
    return {code: code, screen: String(currentScreen)};
}"""

#: With --logic-only: the page's grid and button drawing become no-ops while presses are timed
#: (the reference draws inside its move handler), so the numbers compare move logic with move logic.
DRAWING_OFF_JS = """() => {
    const saved = {};
    for (const name of ['displayGrid', 'displayButtons']) {
        if (typeof window[name] !== 'function') continue;
        saved[name] = window[name];
        window[name] = () => {};
    }
    window.__benchSavedDrawing = saved;
}"""
DRAWING_ON_JS = """() => {
    const saved = window.__benchSavedDrawing || {};
    for (const name of Object.keys(saved)) window[name] = saved[name];
}"""

PRESS_JS = """async ([presses, seed]) => {
    let x = seed >>> 0;
    const next = () => { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x; };
    const ready = async () => {
        for (let i = 0; i < 20000 && !inputAvailable; i++) await new Promise(r => setTimeout(r, 0));
    };
    const hidden = (id) => {
        const e = document.getElementById(id);
        return !e || getComputedStyle(e).display === 'none';
    };
    const big = (k, v) => typeof v === 'bigint' ? v.toString() + 'n' : v;
    const grid = () => (typeof Grid === 'undefined') ? '' : JSON.stringify(Grid, big);
    let sync = 0, total = 0, done = 0, newGames = 0, deferred = 0;
    while (done < presses) {
        await ready();
        if (!hidden('win_screen')) { document.getElementById('win_continue').click(); continue; }
        const open = [];
        for (let d = 0; d < directionsAvailable.length; d++) {
            if (directionsAvailable[d]) open.push(d);
        }
        if (open.length === 0 || currentScreen !== 'Gameplay') {
            PlayAgain(); newGames++; await ready();
            if (newGames > presses) throw new Error('no direction ever available');
            continue;
        }
        const d = open[next() % open.length];
        const before = grid();
        const t0 = performance.now();
        MoveHandler(d);
        const t1 = performance.now();
        const atReturn = grid();
        const t2 = performance.now();
        await ready();
        const t3 = performance.now();
        if (atReturn === before && grid() !== before) deferred++;
        sync += t1 - t0; total += (t1 - t0) + (t3 - t2); done++;
    }
    return {sync: sync / presses, ready: total / presses, newGames: newGames, deferred: deferred};
}"""


def slug(text: str) -> str:
    """A file-name-safe form of a mode's menu text."""
    return re.sub(r"[^A-Za-z0-9.+-]+", "_", text).strip("_")[:40] or "mode"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:  # the page loads many files; keep the table readable
        pass


def serve(folder: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``folder`` on a free local port (pages behave as on the web, not as file://)."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/index.html"


def check_reference(folder: Path) -> None:
    """Stop with a clear message when the folder is not a copy of the reference page."""
    if not folder.is_dir():
        sys.exit(
            f"--reference {folder}: no such folder. Pass your own copy of the reference game "
            "(a folder with its index.html and the scripts it loads)."
        )
    if not (folder / "index.html").is_file():
        sys.exit(
            f"--reference {folder}: no index.html in it. Pass the folder that holds the "
            "reference game's index.html."
        )


def run_reference(
    folder: Path,
    codes: Path,
    wanted: list[int] | None,
    presses: int,
    repeat: int,
    chromium: str,
    logic_only: bool = False,
) -> dict[str, dict[str, Any]]:
    """Export and time every wanted built-in mode in the reference page; keyed by code file stem."""
    from playwright.sync_api import sync_playwright

    codes.mkdir(parents=True, exist_ok=True)
    server, url = serve(folder)
    results: dict[str, dict[str, Any]] = {}
    errors: list[str] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=LAUNCH_ARGS)
            page = browser.new_page()
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(url)
            try:
                page.wait_for_function(
                    " && ".join(f"typeof {name} === 'function'" for name in NEEDED), timeout=30000
                )
            except Exception:
                sys.exit(
                    f"{url} does not define {', '.join(NEEDED)} after 30 s: is this the "
                    f"reference game? Page errors: {errors[:3]}"
                )
            page.evaluate(ANIMATIONS_OFF_JS)
            listed = dict(page.evaluate(LIST_MODES_JS))
            numbers = wanted or sorted(listed)
            if not numbers:
                sys.exit(
                    "the page lists no menu tiles (menu_tile_N): pass --modes 1,2,... explicitly"
                )
            for n in numbers:
                name = f"{n}_{slug(listed.get(n, f'mode{n}'))}"
                try:
                    started = page.evaluate(START_JS, n)
                    (codes / f"{name}.txt").write_text(started["code"] + "\n")
                    if logic_only:
                        page.evaluate(DRAWING_OFF_JS)
                    runs = [page.evaluate(PRESS_JS, [presses, 1000 + r]) for r in range(repeat)]
                    if logic_only:
                        page.evaluate(DRAWING_ON_JS)
                except Exception as exc:  # one broken mode must not stop the others
                    first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                    results[name] = {"error": first}
                    print(f"reference {name:34} failed: {first}", flush=True)
                    page.goto(url)
                    page.wait_for_function(f"typeof {NEEDED[0]} === 'function'", timeout=30000)
                    continue
                results[name] = {
                    "sync": statistics.median(r["sync"] for r in runs),
                    "ready": statistics.median(r["ready"] for r in runs),
                    "deferred": max(r["deferred"] for r in runs),
                }
                print(
                    f"reference {name:34} {results[name]['sync']:8.3f} ms/press "
                    f"(until ready {results[name]['ready']:.3f}; grid changed only after the call "
                    f"returned on {results[name]['deferred']} presses)",
                    flush=True,
                )
            browser.close()
    finally:
        server.shutdown()
    return results


def load_code(path: Path) -> Mode:
    from pow2048_widget.savecode import load_save_code

    return load_save_code(path.read_text().strip(), lenient=True).to_mode()


def mode_number(stem: str) -> int:
    """The mode number a code file's name starts with (``12_2047`` -> 12), or 0."""
    head = stem.split("_")[0]
    return int(head) if head.isdigit() else 0


def run_ours(
    codes: Path, presses: int, repeat: int, wanted: list[int] | None = None
) -> tuple[dict[str, float], dict[str, str], dict[str, Mode]]:
    """CPU ms per press of the codes in ``codes``; and the codes that failed, with their errors."""
    ours: dict[str, float] = {}
    failed: dict[str, str] = {}
    modes: dict[str, Mode] = {}
    for path in sorted(codes.glob("*.txt"), key=lambda p: (mode_number(p.stem), p.stem)):
        if wanted and mode_number(path.stem) not in wanted:
            continue
        try:
            mode = load_code(path)
            per_move(mode, max(1, presses // 10))  # warm-up: compiled rules, first-use caches
            ours[path.stem] = statistics.median(
                per_move(mode, presses, seed=r + 1) for r in range(repeat)
            )
            modes[path.stem] = mode
        except Exception as exc:
            failed[path.stem] = (
                f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
            )
            print(f"ours      {path.stem:34} failed: {failed[path.stem]}", flush=True)
            continue
        print(f"ours      {path.stem:34} {ours[path.stem]:8.3f} CPU ms/press", flush=True)
    return ours, failed, modes


def profile_line(mode: Mode, presses: int, top: int = 4) -> str:
    """The functions where a press spends most of its own time (cProfile, tottime)."""
    per_move(mode, max(1, presses // 10))  # warm: compiled rules may have left the shared cache
    prof = cProfile.Profile()
    prof.runcall(per_move, mode, presses)
    stats = pstats.Stats(prof)
    rows = sorted(stats.stats.items(), key=lambda kv: kv[1][2], reverse=True)  # type: ignore[attr-defined]
    total = sum(v[2] for _k, v in rows) or 1.0
    parts = [f"{Path(f).stem}.{fn} {100 * v[2] / total:.0f}%" for (f, _line, fn), v in rows[:top]]
    return ", ".join(parts)


def report(
    ref: dict[str, dict[str, Any]],
    ours: dict[str, float],
    failed: dict[str, str],
    modes: dict[str, Mode],
    target: float,
    profile: int,
    presses: int,
) -> None:
    rows = []
    for name in sorted(
        set(ref) | set(ours),
        key=lambda s: (mode_number(s), s),
    ):
        r = ref.get(name, {}).get("sync")
        o = ours.get(name)
        ratio = r / o if r is not None and o else None
        rows.append((name, r, o, ratio))
    print("\n| mode | reference ms/press | ours CPU ms/press | ratio |\n|---|---|---|---|")
    for name, r, o, ratio in rows:
        fr = f"{r:.3f}" if r is not None else ref.get(name, {}).get("error", "-")
        fo = f"{o:.3f}" if o is not None else ("load failed" if name in failed else "-")
        print(f"| {name} | {fr} | {fo} | {f'{ratio:.1f}x' if ratio else '-'} |")
    ratios = [(ratio, name) for name, _r, _o, ratio in rows if ratio]
    if ratios:
        under = [n for q, n in ratios if q < target]
        print(
            f"\nmodes compared: {len(ratios)}; under {target:g}x: {len(under)}; "
            f"median ratio: {statistics.median(q for q, _n in ratios):.1f}x"
        )
        worst = sorted(ratios)[:10]
        print("worst 10: " + ", ".join(f"{n} {q:.1f}x" for q, n in worst))
        for q, n in sorted(ratios)[:profile]:
            print(f"profile {n} ({q:.1f}x): {profile_line(modes[n], presses)}")
    if failed:
        print(f"\ncodes this engine could not load ({len(failed)}):")
        for name, err in failed.items():
            print(f"  {name}: {err}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--reference", type=Path, help="your copy of the reference game (folder with index.html)"
    )
    parser.add_argument(
        "--codes", type=Path, required=True, help="folder for the exported save codes"
    )
    parser.add_argument(
        "--modes", default="", help="comma-separated mode numbers (default: every menu tile)"
    )
    parser.add_argument("--presses", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--target", type=float, default=10.0, help="ratio a mode should reach")
    parser.add_argument("--profile", type=int, default=0, help="cProfile our N worst modes")
    parser.add_argument(
        "--json", type=Path, help="write (or with --ours-only, read) the reference numbers"
    )
    parser.add_argument(
        "--ours-only", action="store_true", help="skip the browser; time the codes in --codes"
    )
    parser.add_argument("--chromium", default=CHROMIUM)
    parser.add_argument(
        "--logic-only",
        action="store_true",
        help="turn the page's grid drawing off while timing (move logic against move logic)",
    )
    args = parser.parse_args()
    wanted = [int(n) for n in args.modes.split(",") if n.strip()] or None
    if args.ours_only:
        if not args.codes.is_dir():
            sys.exit(
                f"--codes {args.codes}: no such folder (run once without --ours-only to export)"
            )
        ref = json.loads(args.json.read_text()) if args.json and args.json.is_file() else {}
    else:
        if args.reference is None:
            sys.exit(
                "--reference DIR is required (your copy of the reference game), or pass --ours-only"
            )
        check_reference(args.reference)
        ref = run_reference(
            args.reference,
            args.codes,
            wanted,
            args.presses,
            args.repeat,
            args.chromium,
            args.logic_only,
        )
        if args.json:
            args.json.write_text(json.dumps(ref, indent=1))
    if wanted and args.ours_only:
        ref = {k: v for k, v in ref.items() if mode_number(k) in wanted}
    ours, failed, modes = run_ours(args.codes, args.presses, args.repeat, wanted)
    report(ref, ours, failed, modes, args.target, args.profile, args.presses)


if __name__ == "__main__":
    main()
