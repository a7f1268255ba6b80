"""Paths of the lowering test fixtures (a uniquely named helper module: tests/ has several
conftest.py files, so tests must not ``import conftest``)."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "lowering"
ROOT = Path(__file__).resolve().parents[2]


def fixture_text(name: str) -> str:
    """The text of ``tests/fixtures/lowering/<name>``."""
    return (FIXTURES / name).read_text()
