"""Fill-pattern reduction of an uninitialised-read finding (``lowering.reduction.fill``), on the
real toolchain: the known ``linalg.map`` init bug of ``one-shot-bufferize`` with unrelated code
around it reduces with the test triage classified it with, at the same place, and the reduced
test (the ``uninit`` kind of ``lowering.findings.finding_test``) replays in Python and as a shell script."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from ground.errors import UsageError
from lowering.findings.finding_test import FindingTest, Oracle, Step, difference_test
from lowering.findings.repro_script import write_test
from lowering.findings.uninit import fill_allocas
from lowering.passmap import load_passmap
from lowering.paths import pure_path
from lowering.pipeline import PassRunner, render
from lowering.reduction.fill import FillTest, fill_test, reduce_uninit
from lowering.reduction.ir_edit import count_ops

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"

EXTRA = """  %k = arith.constant 5 : i32
  %j = arith.constant 9 : i32
  %s = arith.addi %k, %j : i32
  %p = arith.muli %s, %k : i32
  vector.print %p : i32
  return
"""


def _program() -> str:
    text = (FINDINGS / "one_shot_bufferize_linalg_map_init_read.mlir").read_text()
    body = "\n".join(ln for ln in text.splitlines() if not ln.startswith("//"))
    return body.replace("  return\n", EXTRA, 1)


def test_uninit_finding_reduces_at_its_place(toolchain, tmp_path):
    program = _program()
    pm = load_passmap()
    passes = pure_path(program, pm)
    assert passes is not None
    k = next(i for i, p in enumerate(passes) if p.startswith("one-shot-bufferize")) + 1
    runner = PassRunner(toolchain, pm.func_nested)
    oracle = Oracle(toolchain, tmp_path / "w", keep_lowered=4)
    ft = FillTest("uninit-every-path", passes, k, runner, pm, oracle, user="linalg.map")
    assert ft.holds(program)
    assert ft.buffer_user(program) == "linalg.map"
    # one pass earlier is not the place: the test of another place does not hold
    assert not FillTest("uninit-every-path", passes, k - 1, runner, pm, oracle).holds(program)
    reduced = reduce_uninit(ft, program, lambda s: None, lambda c: None)
    assert count_ops(reduced) < count_ops(program)
    assert "arith.muli" not in reduced  # the unrelated line went
    assert "linalg.map" in reduced
    step = Step.of(render(passes, pm.func_nested))
    final = ft.final_test(difference_test("wrong-code", step, step), reduced)
    assert final.kind == "uninit"
    assert oracle.check(final, reduced).reproduced
    (tmp_path / "reduced.mlir").write_text(reduced)
    write_test(tmp_path, final, toolchain, program="reduced.mlir", name="reduce.sh")
    res = subprocess.run(["sh", str(tmp_path / "reduce.sh")], capture_output=True, text=True,
                         check=False)
    assert res.returncode == 1, res.stderr


def test_fill_test_needs_an_uninit_label(toolchain, tmp_path):
    pm = load_passmap()
    step = Step.of("builtin.module(convert-to-llvm)")
    test = difference_test("wrong-code", step, step)
    oracle = Oracle(toolchain, tmp_path)
    with pytest.raises(UsageError, match="not an uninitialised read"):
        fill_test({"label": "located"}, test, _program(), PassRunner(toolchain, pm.func_nested),
                  pm, oracle)


STACK = """func.func @main() {
  %s = memref.alloca() : memref<4xi32>
  %c1 = arith.constant 1 : index
  %w = memref.load %s[%c1] : memref<4xi32>
  vector.print %w : i32
  return
}
"""


def test_uninit_test_fills_the_stack_in_python_and_in_the_script(toolchain, tmp_path):
    """A stack read shows only through the memset after ``llvm.alloca``: the oracle and the
    script (sed) apply the same rewrite; a written slot is not reported by either."""
    step = Step.of("builtin.module(finalize-memref-to-llvm,convert-to-llvm,"
                   "reconcile-unrealized-casts)")
    test = difference_test("wrong-code", step, step)
    test = type(test)("uninit", "wrong-code", step, entry="main")
    written = STACK.replace("  %w = memref.load", "  %k = arith.constant 7 : i32\n"
                            "  memref.store %k, %s[%c1] : memref<4xi32>\n  %w = memref.load")
    for text, expected in ((STACK, True), (written, False)):
        out = Oracle(toolchain, tmp_path / "w").check(test, text)
        assert out.reproduced is expected, out.reason
        (tmp_path / "p.mlir").write_text(text)
        write_test(tmp_path, test, toolchain, program="p.mlir", name="t.sh")
        res = subprocess.run(["sh", str(tmp_path / "t.sh")], capture_output=True, text=True,
                             check=False)
        assert res.returncode == (1 if expected else 0), res.stderr


def test_fill_allocas_rewrites_each_alloca_line_alone():
    """The rewrite is line by line (as sed applies it): a struct alloca whose line does not end
    the pattern is never joined with a later line."""
    lowered = "\n".join([
        "    %3 = llvm.alloca %2 x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr",
        "    %4 = llvm.mlir.constant(1 : index) : i64",
        "    %5 = llvm.alloca %4 x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr",
        "    %6 = llvm.alloca %4 x !llvm.struct<(i64, ptr)>",
        "    llvm.return"])
    text, n = fill_allocas(lowered, 0xAA)
    assert n == 2
    lines = text.split("\n")
    assert len(lines) == 5 + 2 * 5
    assert lines[1] == "    %smith_fill_3_null = llvm.mlir.zero : !llvm.ptr"
    assert lines[2] == ("    %smith_fill_3_end = llvm.getelementptr %smith_fill_3_null[%2] : "
                        "(!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>")
    assert lines[4] == "    %smith_fill_3_val = llvm.mlir.constant(-86 : i8) : i8"
    assert lines[9] == ("    %smith_fill_5_end = llvm.getelementptr %smith_fill_5_null[%4] : "
                        "(!llvm.ptr, i64) -> !llvm.ptr, i32")
    assert lines[13] == "    %6 = llvm.alloca %4 x !llvm.struct<(i64, ptr)>"


def test_scf_parallel_loop_fusion_reads_uninitialised_memory(toolchain, tmp_path):
    """The reduced campaign finding: its output depends on fresh memory with
    scf-parallel-loop-fusion in the pipeline, not without it (regression check of the
    toolchain: fails once MLIR fixes it)."""
    name = "scf_parallel_loop_fusion_transpose_conv_uninit_read"
    pipes = json.loads((FINDINGS / f"{name}.json").read_text())
    assert "scf-parallel-loop-fusion" in pipes["divergent"]
    assert "scf-parallel-loop-fusion" not in pipes["reference"]
    test = FindingTest("uninit", "wrong-code", Step.of(pipes["divergent"]),
                       Step.of(pipes["reference"]))
    out = Oracle(toolchain, tmp_path).check(test, (FINDINGS / f"{name}.mlir").read_text())
    assert out.reproduced, out.reason
