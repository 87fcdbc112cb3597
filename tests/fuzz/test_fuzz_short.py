"""A short fuzzing run for CI (a few seconds): nothing escapes any of the three doors.

The long run is ``scripts/fuzz.sh`` (a million expressions); this keeps its oracle and
generators working and lets hypothesis explore and shrink around the same inputs.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings

from pow2048_widget._fuzz.campaign import run_campaign
from pow2048_widget._fuzz.oracle import Oracle

from .strategies import SAVECODES, expressions, messages, odd_expressions, save_codes


def fast(n: int) -> settings:
    return settings(max_examples=n, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
ORACLE = Oracle(random.Random(0))


@fast(150)
@given(expressions)
def test_expressions(expr) -> None:
    assert ORACLE.expression(expr) is None


@fast(10)
@given(odd_expressions())
def test_odd_expressions(expr) -> None:
    assert ORACLE.expression(expr) is None


@fast(25)
@given(save_codes)
def test_save_codes(code) -> None:
    assert ORACLE.savecode(code) is None


@fast(80)
@given(messages)
def test_widget_messages(message) -> None:
    assert ORACLE.message(*message) is None


def test_the_campaign_counts_and_reports() -> None:
    report = run_campaign(300, 20, 50, seed=3, seeds_dir=SAVECODES)
    assert [d.tried for d in report.doors] == [300, 20, 50]
    assert report.escapes == []
    assert "300 tried" in report.summary()
