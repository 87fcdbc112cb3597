"""The wheel as a user gets it: built from this checkout, installed into a clean virtual
environment outside the checkout, imported and asked to draw a board from there.

Also checks that the shipped JavaScript bundle was built from the current ``js/`` sources
(``static/build-info.json`` records their SHA-256 at build time), so no stale ``static/``
can be shipped or tested.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import textwrap
import venv
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
STATIC = REPO / "pow2048_widget" / "static"
BUILD_TIMEOUT = 600


def _source_hashes() -> dict[str, str]:
    """SHA-256 of the files the last build recorded, as they are now in the checkout."""
    recorded = json.loads((STATIC / "build-info.json").read_text())["sources"]
    return {
        name: hashlib.sha256((REPO / name).read_bytes()).hexdigest()
        for name in recorded
    }


def test_static_bundle_was_built_from_the_current_sources() -> None:
    info = STATIC / "build-info.json"
    assert info.exists(), "pow2048_widget/static/ was not built by js/build.mjs: npm run build"
    recorded = json.loads(info.read_text())["sources"]
    # Every widget entry and every module it imports is recorded...
    assert {"js/board.js", "js/board.css", "js/stepper.js", "js/keys.js"} <= set(recorded)
    # ...and none has changed since: otherwise `npm run build` was not run after an edit.
    stale = sorted(n for n, h in _source_hashes().items() if h != recorded[n])
    assert stale == [], f"static/ is older than {stale}: run npm run build"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(REPO)],
        capture_output=True, text=True, timeout=BUILD_TIMEOUT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    (path,) = out.glob("pow2048_widget-*.whl")
    return path


def test_wheel_holds_license_lessons_and_a_fresh_bundle(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        license_files = [n for n in names if n.endswith("/LICENSE")]
        assert license_files, "no LICENSE in the wheel"
        assert "MIT License" in zf.read(license_files[0]).decode()
        lessons = {n.rsplit("/", 1)[1] for n in names
                   if n.startswith("pow2048_widget/lessons/") and n.endswith(".ipynb")}
        assert lessons == {p.name for p in (REPO / "notebooks").glob("*.ipynb")}
        assert not any(".ipynb_checkpoints" in n for n in names)
        for asset in ("board.js", "board.css", "stepper.js", "build-info.json"):
            assert f"pow2048_widget/static/{asset}" in names
        shipped = json.loads(zf.read("pow2048_widget/static/build-info.json"))["sources"]
        metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
        assert "License-Expression: MIT" in zf.read(metadata).decode()
        entry_points = zf.read(metadata.replace("METADATA", "entry_points.txt")).decode()
        assert "pow2048-widget = pow2048_widget.cli:main" in entry_points
    assert shipped == _source_hashes(), "the wheel's JS bundle is not built from js/ as it is"


@pytest.fixture(scope="module")
def clean_env(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A virtual environment outside the checkout with only the wheel and its dependencies."""
    home = tmp_path_factory.mktemp("clean-env")
    env_dir = home / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    python = env_dir / "bin" / "python"
    done = subprocess.run(
        [str(python), "-m", "pip", "install", "-q", str(wheel)],
        capture_output=True, text=True, timeout=BUILD_TIMEOUT, cwd=home,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    yield env_dir


def _clean_run(env_dir: Path, args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "VIRTUAL_ENV"}}
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


RENDER = textwrap.dedent(
    """
    import json, pow2048_widget
    from pow2048_widget import Board
    from pow2048_widget.engine import Game, classic_mode
    board = Board(Game(classic_mode(), seed=1))
    state = board.get_state()
    bundle = board._repr_mimebundle_()
    view = bundle[0] if isinstance(bundle, tuple) else bundle
    print(json.dumps({
        "file": pow2048_widget.__file__,
        "esm": len(state["_esm"]),
        "tiles": sorted(c["text"] for row in state["cells"] for c in row if c),
        "score": state["score"],
        "view": sorted(view),
    }))
    """
)


def test_installed_wheel_imports_and_renders_a_board_outside_the_checkout(
    clean_env: Path, tmp_path: Path
) -> None:
    python = clean_env / "bin" / "python"
    done = _clean_run(clean_env, [str(python), "-c", RENDER], cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert Path(seen["file"]).is_relative_to(clean_env), seen["file"]
    assert int(seen["esm"]) > 10_000  # the bundled board front end, read from the wheel
    assert len(seen["tiles"]) == 2 and set(seen["tiles"]) <= {"2", "4"}  # two start tiles
    assert seen["score"] == "0"
    assert "application/vnd.jupyter.widget-view+json" in seen["view"]


def test_installed_command_copies_the_lessons_from_the_wheel(
    clean_env: Path, tmp_path: Path
) -> None:
    script = clean_env / "bin" / "pow2048-widget"
    done = _clean_run(clean_env, [str(script), "lessons", "--no-open"], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    copied = {p.name for p in (tmp_path / "pow2048-lessons").glob("*.ipynb")}
    assert copied == {p.name for p in (REPO / "notebooks").glob("*.ipynb")}
    done = _clean_run(clean_env, [str(script), "--help"], cwd=tmp_path)
    assert "lessons" in done.stdout and "play" in done.stdout
