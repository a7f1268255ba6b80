"""The TOSA reference model (the optional ``oracle`` extra): tests that run it skip, cleanly and
only, when tosa-tools is not installed."""

from __future__ import annotations

import pytest

from judges.tosa_ref.tools import OracleUnavailable, find_tools


@pytest.fixture(scope="session")
def tosa_tools():
    try:
        return find_tools()
    except OracleUnavailable as exc:
        pytest.skip(str(exc))
