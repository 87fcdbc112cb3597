"""The learner's progress, kept between kernels in one small JSON file.

Every check of an exercise is recorded (solved or not, how many attempts), so an exercise
solved yesterday is still solved when the lesson is opened again in a new kernel:
``lesson(2)[1].solved`` reads the file. ``progress()`` returns what the file holds, as data
and as a table (the course index shows it). A teacher can collect the files of a class:
each names its learner (``set_learner("Ada")``) and carries a random id.

Where the file lives (never inside the package):

* ``$POW2048_PROGRESS_DIR`` when set (the JupyterLite site points it at the browser's
  persisted file system; the tests point it at a temporary folder);
* Linux and others: ``$XDG_DATA_HOME/pow2048-widget`` or ``~/.local/share/pow2048-widget``;
* macOS: ``~/Library/Application Support/pow2048-widget``;
* Windows: ``%APPDATA%\\pow2048-widget``.

The file, ``progress.json`` (format version 1; docs/progress.md describes it)::

    {"format": "pow2048-widget progress", "version": 1,
     "learner": {"name": "Ada", "id": "3f2a..."},
     "exercises": {"2.1": {"solved": true, "attempts": 2, "passed_checks": 1,
                           "hints": 1, "solution_shown": false,
                           "first_solved": "2026-11-25T18:02:11Z",
                           "last_checked": "2026-11-25T18:02:11Z"}}}

Writes are atomic (a temporary file in the same folder, then ``os.replace``), and each
record reads the file again first, so two kernels open at once add up rather than
overwrite. A file that is not valid progress (cut short, edited by hand) is set aside as
``progress.json.bad`` (the previous backup is replaced) and a fresh one is started: saving
progress never stops a lesson. Nothing here raises into a check: a folder that cannot be
written gives one warning and the lesson goes on without saving.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import os
import sys
import tempfile
import uuid
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["ENV_VAR", "FILE_NAME", "FORMAT", "VERSION", "Progress", "progress",
           "progress_dir", "progress_file", "record_check", "record_help",
           "record_help_listener", "set_learner", "solved_ids"]

#: The environment variable that chooses the folder.
ENV_VAR = "POW2048_PROGRESS_DIR"
FILE_NAME = "progress.json"
FORMAT = "pow2048-widget progress"
VERSION = 1
APP_NAME = "pow2048-widget"

#: A file bigger than this is not progress (the course has well under 200 exercises).
MAX_FILE_BYTES = 1_000_000

_warned: set[str] = set()


def progress_dir() -> Path:
    """The folder of the progress file (see the module docstring); not created here."""
    chosen = os.environ.get(ENV_VAR)
    if chosen:
        return Path(chosen).expanduser()
    home = Path.home()
    if sys.platform == "win32":
        base = os.environ.get("APPDATA")
        return (Path(base) if base else home / "AppData" / "Roaming") / APP_NAME
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / APP_NAME
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share") \
        / APP_NAME


def progress_file() -> Path:
    """The progress file itself: ``progress_dir() / "progress.json"``."""
    return progress_dir() / FILE_NAME


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _empty() -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION,
            "learner": {"name": os.environ.get("POW2048_LEARNER", ""), "id": uuid.uuid4().hex},
            "exercises": {}}


def _warn_once(key: str, message: str) -> None:
    if key not in _warned:
        _warned.add(key)
        warnings.warn(message, RuntimeWarning, stacklevel=3)


def _valid(data: Any) -> bool:
    """Whether ``data`` has the shape of a progress file (unknown extra keys are kept)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return False
    if not isinstance(data.get("version"), int) or data["version"] < 1:
        return False
    learner, exercises = data.get("learner"), data.get("exercises")
    if not isinstance(learner, dict) or not isinstance(exercises, dict):
        return False
    return all(isinstance(k, str) and isinstance(v, dict) and isinstance(v.get("solved"), bool)
               for k, v in exercises.items())


def _load(path: Path) -> dict[str, Any]:
    """The file's data; a fresh record when it is absent, or (set aside) when it is bad."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ValueError("too big")
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return _empty()
    except OSError as err:
        _warn_once(f"read {path}", f"pow2048-widget: cannot read your progress file {path} "
                                   f"({err}); progress starts empty in this kernel.")
        return _empty()
    except ValueError:  # JSON error, bad UTF-8, too big
        data = None
    if _valid(data):
        return data
    backup = path.with_name(path.name + ".bad")
    with contextlib.suppress(OSError):
        os.replace(path, backup)
    _warn_once(f"bad {path}", f"pow2048-widget: {path} was not a progress file; it was "
                              f"kept as {backup.name} and progress starts again.")
    return _empty()


def _save(path: Path, data: dict[str, Any]) -> bool:
    """Write ``data`` atomically (temporary file, then ``os.replace``); False on failure."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(data, out, indent=1, sort_keys=True)
                out.write("\n")
                out.flush()
                with contextlib.suppress(OSError, AttributeError):  # e.g. a browser's FS
                    os.fsync(out.fileno())
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except OSError as err:
        _warn_once(f"write {path}", f"pow2048-widget: cannot save your progress in "
                                    f"{path.parent} ({err}); set {ENV_VAR} to a folder you "
                                    f"can write to. The lesson goes on without saving.")
        return False
    return True


def record_check(exercise_id: str, passed: bool) -> None:
    """Add one check of ``exercise_id`` to the file (never raises)."""
    try:
        path = progress_file()
        data = _load(path)
        now = _now()
        entry = data["exercises"].setdefault(exercise_id, {"solved": False, "attempts": 0})
        entry["attempts"] = int(entry.get("attempts", 0)) + 1
        entry["last_checked"] = now
        if passed:
            entry["passed_checks"] = int(entry.get("passed_checks", 0)) + 1
            if not entry["solved"]:
                entry["solved"] = True
                entry["first_solved"] = now
        _save(path, data)
    except Exception as err:  # noqa: BLE001 - saving progress must never break a check
        _warn_once("record", f"pow2048-widget: progress not saved ({err}).")


def record_help(exercise_id: str, hints: int, solution_shown: bool) -> None:
    """Note in the file how much help an exercise took: the most hints asked for, and
    whether the solution was shown (never raises)."""
    try:
        path = progress_file()
        data = _load(path)
        entry = data["exercises"].setdefault(exercise_id, {"solved": False, "attempts": 0})
        entry["hints"] = max(int(entry.get("hints", 0)), hints)
        entry["solution_shown"] = bool(entry.get("solution_shown")) or solution_shown
        _save(path, data)
    except Exception as err:  # noqa: BLE001 - saving progress must never break a lesson
        _warn_once("record", f"pow2048-widget: progress not saved ({err}).")


def record_help_listener() -> Callable[[Any], None]:
    """A listener for ``Exercise.on_change`` that records hints and a shown solution when
    they grow (a check changes neither and writes nothing here)."""
    noted = {"hints": 0, "solution": False}

    def listen(ex: Any) -> None:
        hints, shown = int(ex.hints_given), bool(ex.solution_shown)
        if hints > noted["hints"] or (shown and not noted["solution"]):
            noted["hints"], noted["solution"] = max(hints, noted["hints"]), shown
            record_help(ex.id, hints, shown)

    return listen


def solved_ids() -> set[str]:
    """The ids of the exercises the file records as solved (empty when there is none)."""
    try:
        data = _load(progress_file())
    except Exception:  # noqa: BLE001 - a lesson opens even when progress cannot be read
        return set()
    return {k for k, v in data["exercises"].items() if v.get("solved") is True}


def set_learner(name: str) -> None:
    """Put the learner's name in the progress file (so a teacher can tell files apart)."""
    if not isinstance(name, str):
        raise TypeError(f"the learner's name is text, not {type(name).__name__}")
    path = progress_file()
    data = _load(path)
    data["learner"]["name"] = name.strip()
    _save(path, data)


@dataclass
class Progress:
    """What the progress file holds: the learner and every exercise's record.

    ``exercises`` maps an exercise id ("2.1") to its record (``solved``, ``attempts``, ...);
    ``lessons()`` sums them up per lesson; in a notebook it shows as a table.
    """

    learner: dict[str, Any]
    exercises: dict[str, dict[str, Any]]
    path: Path
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def solved(self) -> list[str]:
        return [k for k, v in self.exercises.items() if v.get("solved")]

    def lessons(self) -> list[dict[str, Any]]:
        """One row per lesson with exercises: number, title, done, total, attempts."""
        from .lesson import LESSONS, all_exercises

        rows = []
        for number, exercises in all_exercises().items():
            ids = [ex.id for ex in exercises]
            records = [self.exercises.get(i, {}) for i in ids]
            rows.append({"lesson": number, "title": LESSONS[number],
                         "done": sum(bool(r.get("solved")) for r in records),
                         "total": len(ids),
                         "attempts": sum(int(r.get("attempts", 0)) for r in records)})
        capstone = self.exercises.get(CAPSTONE_ID)
        rows.append({"lesson": 15, "title": "Capstone",
                     "done": int(bool(capstone and capstone.get("solved"))), "total": 1,
                     "attempts": int(capstone.get("attempts", 0)) if capstone else 0})
        return rows

    def as_dict(self) -> dict[str, Any]:
        """The file's content (format, version, learner, exercises)."""
        return {**self.extra, "format": FORMAT, "version": VERSION,
                "learner": dict(self.learner), "exercises": dict(self.exercises)}

    @property
    def where(self) -> str:
        """The file's path, with the home folder written ``~``."""
        try:
            return "~/" + self.path.relative_to(Path.home()).as_posix()
        except (ValueError, RuntimeError):
            return str(self.path)

    def text(self) -> str:
        name = self.learner.get("name") or "(no name: teach.set_learner('...'))"
        lines = [f"Progress of {name}, kept in {self.where}"]
        for row in self.lessons():
            bar = "✓" * row["done"] + "·" * (row["total"] - row["done"])
            lines.append(f"  {row['lesson']:>2} {row['title']:<32} {row['done']:>2} of "
                         f"{row['total']:<2} {bar}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        from html import escape

        name = escape(self.learner.get("name") or "(no name yet)")
        body = "".join(
            f"<tr><td>{r['lesson']:02d}</td><td>{escape(r['title'])}</td>"
            f"<td>{r['done']} of {r['total']}</td>"
            f"<td>{'✓' * r['done']}{'·' * (r['total'] - r['done'])}</td></tr>"
            for r in self.lessons())
        return (f"<div class='p2048-progress'><p>Progress of <b>{name}</b></p>"
                f"<table><thead><tr><th>#</th><th>lesson</th><th>done</th><th></th></tr>"
                f"</thead><tbody>{body}</tbody></table>"
                f"<p><small>kept in <code>{escape(self.where)}</code></small></p></div>")


#: The id under which the capstone's checker records its outcome.
CAPSTONE_ID = "15.capstone"


def progress() -> Progress:
    """The learner's progress as data (read from the file; nothing is written)."""
    path = progress_file()
    try:
        data = _load(path)
    except Exception:  # noqa: BLE001
        data = _empty()
    extra = {k: v for k, v in data.items()
             if k not in ("format", "version", "learner", "exercises")}
    return Progress(dict(data["learner"]), dict(data["exercises"]), path, extra)
