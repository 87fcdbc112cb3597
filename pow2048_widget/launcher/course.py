"""Copying the course (the lesson notebooks) into a learner's folder without losing edits.

The wheel ships the lessons as ``pow2048_widget/lessons/*.ipynb``; a source checkout has them
in ``notebooks/``. A copy records the SHA-256 of every file it wrote in ``MANIFEST_NAME``, so a
later copy can tell three cases apart:

- the learner never touched a lesson: it is updated to the shipped version;
- the learner edited it (or ran it and saved outputs): it is kept, and reported, unless
  ``force`` is given;
- the file is new: it is copied.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path

MANIFEST_NAME = ".pow2048-lessons.json"
"""Hashes of the lessons as last copied (how edits are recognised)."""


def lessons_source() -> Path:
    """The folder that holds the shipped lessons (installed package or source checkout)."""
    packaged = Path(__file__).resolve().parents[1] / "lessons"
    if packaged.is_dir():
        return packaged
    checkout = Path(__file__).resolve().parents[2] / "notebooks"
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(
        "the lessons are missing from this installation (expected pow2048_widget/lessons/); "
        "reinstall pow2048-widget"
    )


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@dataclass
class CopyReport:
    """What ``copy_course`` did, file name by file name."""

    copied: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    kept_edited: list[str] = field(default_factory=list)
    overwritten: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        """A short human summary, one line per kind of outcome."""
        out = []
        for label, names in (
            ("copied", self.copied),
            ("updated to the shipped version", self.updated),
            ("already up to date", self.unchanged),
            ("overwritten (--force)", self.overwritten),
        ):
            if names:
                out.append(f"{label}: {', '.join(names)}")
        if self.kept_edited:
            out.append(
                "kept your edited copy (not overwritten; use --force to replace it): "
                + ", ".join(self.kept_edited)
            )
        return out


def copy_course(dest: Path, *, force: bool = False, source: Path | None = None) -> CopyReport:
    """Copy every lesson notebook into ``dest`` (created if needed); see the module doc."""
    source = source or lessons_source()
    lessons = sorted(p for p in source.glob("*.ipynb") if p.is_file())
    if not lessons:
        raise FileNotFoundError(f"no lesson notebooks found in {source}")
    dest.mkdir(parents=True, exist_ok=True)
    manifest_path = dest / MANIFEST_NAME
    try:
        manifest: dict[str, str] = json.loads(manifest_path.read_text())
    except (OSError, ValueError):
        manifest = {}
    report = CopyReport()
    for lesson in lessons:
        name = lesson.name
        target = dest / name
        shipped = _sha256(lesson)
        if not target.exists():
            shutil.copyfile(lesson, target)
            report.copied.append(name)
        else:
            current = _sha256(target)
            if current == shipped:
                report.unchanged.append(name)
            elif force:
                shutil.copyfile(lesson, target)
                report.overwritten.append(name)
            elif manifest.get(name) == current:
                shutil.copyfile(lesson, target)  # untouched since our last copy
                report.updated.append(name)
            else:
                report.kept_edited.append(name)
                continue  # keep the manifest's record of what we last wrote
        manifest[name] = shipped
    manifest_path.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return report
