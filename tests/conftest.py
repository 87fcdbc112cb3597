"""Settings for the whole test suite.

The learner's progress file (``teach.progress_store``) would go to the real home folder:
every test session writes it to a temporary folder instead, through
``POW2048_PROGRESS_DIR``, which notebook kernels and e2e servers started by the tests
inherit. Each test also gets a folder of its own, so what one test solves is not already
solved in the next (a session-wide fixture such as a JupyterLab server keeps the session's).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

ENV_VAR = "POW2048_PROGRESS_DIR"


@pytest.fixture(scope="session", autouse=True)
def _session_progress_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = str(tmp_path_factory.mktemp("progress"))
    before = os.environ.get(ENV_VAR)
    os.environ[ENV_VAR] = folder
    try:
        yield folder
    finally:
        if before is None:
            os.environ.pop(ENV_VAR, None)
        else:
            os.environ[ENV_VAR] = before


@pytest.fixture(autouse=True)
def _progress_dir(_session_progress_dir: str, tmp_path_factory: pytest.TempPathFactory,
                  monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.mktemp("progress-of-test")
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder
