"""Paths, loaders and fixtures shared by the save-code tests (imported as a plain module)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

VECTORS = Path(__file__).resolve().parents[1] / "conformance" / "savecodes"


def vector(name: str) -> dict[str, Any]:
    """One JSON file of the recorded conformance data (``constructed/mode_doubles.json``)."""
    with open(VECTORS / name, encoding="utf-8") as fh:
        return json.load(fh)


@pytest.fixture(scope="session")
def doubles_code() -> str:
    return vector("constructed/mode_doubles.json")["code"]


@pytest.fixture(scope="session")
def game_code() -> str:
    return vector("constructed/game_doubles.json")["code"]


@pytest.fixture(scope="session")
def replay_code() -> str:
    return vector("constructed/replay_doubles.json")["code"]
