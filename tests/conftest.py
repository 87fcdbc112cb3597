"""Settings for the whole test suite.

The learner's progress file (``teach.progress``) would go to the real home folder: every
test session writes it to a temporary folder instead, through ``POW2048_PROGRESS_DIR``,
which notebook kernels and e2e servers started by the tests inherit.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


@pytest.fixture(scope="session", autouse=True)
def _progress_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = str(tmp_path_factory.mktemp("progress"))
    before = os.environ.get("POW2048_PROGRESS_DIR")
    os.environ["POW2048_PROGRESS_DIR"] = folder
    try:
        yield folder
    finally:
        if before is None:
            os.environ.pop("POW2048_PROGRESS_DIR", None)
        else:
            os.environ["POW2048_PROGRESS_DIR"] = before
