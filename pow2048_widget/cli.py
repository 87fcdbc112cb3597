"""The ``pow2048-widget`` console command: ``lessons``, ``play``, ``lite`` and ``conformance``.

``lessons [DIR]`` copies the course into DIR (default ``./pow2048-lessons``) and opens
JupyterLab there; ``play [SAVE_CODE | MODE]`` writes a notebook with that board and opens it;
``lite [DIR] [--port N]`` serves the JupyterLite site built by ``bash scripts/lite.sh``;
``conformance KIND PATH...`` is ``python -m pow2048_widget.conformance``. Arguments after
``--`` go to JupyterLab as they are (e.g. ``-- --port=9999``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

from . import __version__


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pow2048-widget",
        description="The 2048 Power Compendium in Jupyter: the course, a board, the "
        "conformance runner.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def add_open_flags(p: argparse.ArgumentParser) -> None:
        p.add_argument(
            "--no-browser",
            action="store_true",
            help="start JupyterLab but do not open a browser tab",
        )
        p.add_argument(
            "--no-open", action="store_true", help="only write the files; do not start JupyterLab"
        )

    lessons = sub.add_parser(
        "lessons",
        help="copy the course into DIR and open it in JupyterLab",
        description="Copy the lesson notebooks into DIR and open JupyterLab there. A lesson "
        "you edited is kept (and listed) unless you pass --force.",
    )
    lessons.add_argument("dir", nargs="?", default="pow2048-lessons", metavar="DIR",
                         help="where to put the course (default: ./pow2048-lessons)")
    lessons.add_argument("--force", action="store_true",
                         help="overwrite lessons you edited with the shipped version")
    add_open_flags(lessons)

    play = sub.add_parser(
        "play",
        help="write a notebook with one board (a mode name or a save code) and open it",
        description="Write a notebook that plays a game by name (classic, the default; eve, "
        "vanilla, excel: the seed documents' games) or a save code from the Compendium, then "
        "open it in JupyterLab.",
    )
    play.add_argument("what", nargs="?", default=None, metavar="SAVE_CODE_OR_MODE")
    play.add_argument("--dir", default=".", help="folder for the notebook (default: here)")
    play.add_argument("--seed", type=int, default=None, help="seed of the game's randomness")
    add_open_flags(play)

    lite = sub.add_parser(
        "lite",
        help="serve the course's JupyterLite site (Python in the browser; build it with "
        "bash scripts/lite.sh)",
        description="Serve a JupyterLite site of the course on this machine (127.0.0.1) and "
        "open it in the browser. Build the site first with `bash scripts/lite.sh`.",
    )
    lite.add_argument("dir", nargs="?", default="_lite", metavar="DIR",
                      help="the site folder (default: ./_lite)")
    lite.add_argument("--port", type=int, default=8000, help="port (default: 8000)")
    lite.add_argument("--no-browser", action="store_true", help="do not open a browser tab")

    sub.add_parser(
        "conformance",
        help="run conformance vectors (same as python -m pow2048_widget.conformance)",
        add_help=False,
    )
    return parser


def _open_lab(root: Path, notebook: str | None, args: argparse.Namespace,
              extra: list[str]) -> int:
    from .launcher import JupyterMissing, lab_command

    if args.no_open:
        return 0
    try:
        cmd = lab_command(root, notebook, browser=not args.no_browser, extra=extra)
    except JupyterMissing as err:
        print(f"pow2048-widget: {err}", file=sys.stderr)
        return 1
    print("starting JupyterLab (Ctrl+C to stop)", flush=True)
    if os.name == "posix":
        # Become JupyterLab: Ctrl+C and a terminating signal reach the server itself, and no
        # server is left running behind an ended command.
        os.chdir(root)
        os.execv(cmd[0], cmd)
    try:  # pragma: no cover - Windows has no exec that keeps the console
        return subprocess.call(cmd, cwd=root)
    except KeyboardInterrupt:  # pragma: no cover
        return 0


def _serve_lite(site: Path, port: int, no_browser: bool) -> int:
    from .launcher import SiteMissing, site_server

    try:
        server = site_server(site, port)
    except (SiteMissing, OSError) as err:
        print(f"pow2048-widget lite: {err}", file=sys.stderr)
        return 1
    url = f"http://127.0.0.1:{server.server_address[1]}/lab/index.html?path=00-index.ipynb"
    print(f"serving {site} at {url} (Ctrl+C to stop)", flush=True)
    if not no_browser:
        import webbrowser

        webbrowser.open(url)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console command; returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "conformance":
        from .conformance.__main__ import main as conformance_main

        return conformance_main(argv[1:], prog="pow2048-widget conformance")
    extra: list[str] = []
    if "--" in argv:
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1 :]
    args = _parser().parse_args(argv)

    if args.command == "lessons":
        from .launcher import copy_course

        dest = Path(args.dir).expanduser().resolve()
        try:
            report = copy_course(dest, force=args.force)
        except OSError as err:
            print(f"pow2048-widget lessons: {err}", file=sys.stderr)
            return 1
        print(f"the course is in {dest}")
        for line in report.lines():
            print("  " + line)
        return _open_lab(dest, None, args, extra)

    if args.command == "lite":
        return _serve_lite(Path(args.dir).expanduser().resolve(), args.port, args.no_browser)

    if args.command == "play":
        from .engine import GameError, ModeError
        from .launcher import resolve_play_target, write_play_notebook
        from .savecode import SaveCodeError

        try:
            target = resolve_play_target(args.what, seed=args.seed)
        except (ValueError, SaveCodeError, ModeError, GameError) as err:
            print(f"pow2048-widget play: {err}", file=sys.stderr)
            return 2
        folder = Path(args.dir).expanduser().resolve()
        path = write_play_notebook(target, folder)
        print(f"wrote {path}")
        return _open_lab(folder, os.path.relpath(path, folder), args, extra)

    return 2  # pragma: no cover - argparse requires a command


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
