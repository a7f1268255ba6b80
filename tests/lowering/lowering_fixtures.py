"""Paths of the lowering test fixtures (a uniquely named helper module: tests/ has several
conftest.py files, so tests must not ``import conftest``)."""

from __future__ import annotations

from pathlib import Path

from ground.proc import run_tool
from lowering.findings.confirm import confirm_crash, known_for
from lowering.verdict import load_known_crashes

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "lowering"
ROOT = Path(__file__).resolve().parents[2]
#: the fixtures of the known MLIR bugs (tests/lowering/test_known_findings_*.py)
FINDINGS = Path(__file__).resolve().parents[1] / "fixtures" / "findings"


def fixture_text(name: str) -> str:
    """The text of ``tests/fixtures/lowering/<name>``."""
    return (FIXTURES / name).read_text()


def fixture_functions(path: Path) -> dict[str, str]:
    """The functions of the fixture ``path``, each alone (by name; the comment header dropped)."""
    chunks = path.read_text().split("func.func @")[1:]
    return {c.split("(", 1)[0]: "func.func @" + c for c in chunks}


def opt(toolchain, text: str, *flags: str):
    """``mlir-opt`` on ``text`` with ``flags`` (the tool's result; a subprocess, 120 s)."""
    return run_tool([toolchain.mlir_opt, "-", *flags], stdin=text, timeout=120)


def known_crash(kind: str, sig: str, failing_pass: str | None):
    """``(known id, near miss)`` of a failure signature against the shipped crash table."""
    return known_for(kind, sig, load_known_crashes(),
                     lambda e: confirm_crash(e, sig, failing_pass))


def near_miss_id(kind: str, sig: str, failing_pass: str | None) -> str:
    """The id of the entry whose key the signature matches but whose confirmation fails on
    ``failing_pass`` (asserted: no id is given there, a near miss is named)."""
    kid, near = known_crash(kind, sig, failing_pass)
    assert kid is None, kid
    assert near is not None
    return near["id"]
