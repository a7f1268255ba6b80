"""``smith run --check``: the runtime-verification path ``rv`` turns UB that our UB elimination
missed into the verdict ``runtime-check-failed`` (with the op and its location), and a ubfixed
program passes it. Real mlir-opt / mlir-runner throughout."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lowering_fixtures import fixture_text

from lowering.run.program import RunOptions, run_program
from lowering.runtime_check import load_config
from ubfix.rewrite import fix_ub


@pytest.fixture(autouse=True)
def _no_symbolization(monkeypatch):
    """The failing check aborts mlir-runner; skip its stack symbolization (seconds)."""
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")


def _run(text: str, name: str, toolchain, passmap, known, out: Path, **kw):
    opts = RunOptions(paths=2, seed=1, check=True, **kw)
    return run_program(text, name, opts, toolchain, passmap, known, out)


def _line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_unguarded_ub_is_runtime_check_failed(toolchain, passmap, known, tmp_path):
    text = fixture_text("runtime_check_ub.mlir")
    rep = _run(text, "ub", toolchain, passmap, known, tmp_path)
    assert rep.verdict.kind == "runtime-check-failed", rep.verdict
    rv = rep.results[-1]
    assert rv.path.name == "rv"
    assert rv.path.passes[0] == load_config().pass_name
    failure = rep.runtime_check["failure"]
    assert failure["op"] == "tensor.extract"
    assert failure["message"] == "out-of-bounds access"
    line = _line_of(text, "tensor.extract %t[%i]")
    assert failure["location"].startswith(f"program.mlir:{line}:")
    assert rep.verdict.signature == "runtime check: tensor.extract: out-of-bounds access"
    # the finding directory records the failed check
    meta = json.loads((rep.finding / "meta.json").read_text())
    assert meta["finding_kind"] == "runtime-check-failed"
    assert meta["runtime_check"]["op"] == "tensor.extract"


def test_affine_ub_is_caught_after_lower_affine(toolchain, passmap, known, tmp_path):
    """affine.load has no runtime check; the check placed after lower-affine sees it."""
    text = fixture_text("runtime_check_affine_ub.mlir")
    rep = _run(text, "affine", toolchain, passmap, known, tmp_path)
    assert rep.verdict.kind == "runtime-check-failed", rep.verdict
    assert rep.runtime_check["failure"]["op"] == "memref.load"
    assert rep.runtime_check["checks_placed"] == 2


@pytest.mark.parametrize("name", ["runtime_check_ub.mlir", "runtime_check_affine_ub.mlir"])
def test_ubfixed_program_passes_the_check(name, toolchain, passmap, known, tmp_path):
    fixed = fix_ub(fixture_text(name))
    assert fixed.hits, "ubfix found nothing to guard"
    rep = _run(fixed.text, "fixed", toolchain, passmap, known, tmp_path)
    check = rep.runtime_check
    assert (check["stage"], check["failed"], check["failure"]) == ("done", False, None)
    assert check["checks_placed"] >= 1
    assert rep.verdict.kind == "ok", rep.verdict
    assert len({r.output for r in rep.results}) == 1  # rv prints what the other paths print
