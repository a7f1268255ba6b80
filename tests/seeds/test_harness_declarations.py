"""The harness drops the declarations nothing calls. MLIR's tests declare the runtime's print
functions (``func.func private @printNewline()``); the checksum's ``vector.print`` lowers to
``llvm.func @printNewline`` too, so a path running convert-vector-to-llvm before
convert-func-to-llvm failed with "redefinition of symbol named 'printNewline'" (a pass-failure
finding of a campaign over mutants of corpora/upstream-22.1.8, the harness's clash, not an
MLIR bug). Checked on the real toolchain."""

from __future__ import annotations

from ground.draw import Draw
from ground.proc import run_tool
from smith.gen.harness import harness

DECLARES_PRINT = """
func.func @add1(%arg0: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %0 = memref.load %arg0[%c0] : memref<2xf32>
  %1 = arith.addf %0, %cst : f32
  memref.store %1, %arg0[%c0] : memref<2xf32>
  return
}
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()
func.func @prints(%x: f32) {
  call @printF32(%x) : (f32) -> ()
  return
}
"""
#: convert-vector-to-llvm (the checksum's vector.print) before convert-func-to-llvm
VECTOR_FIRST = ("builtin.module(func.func(convert-linalg-to-loops),convert-vector-to-llvm,"
                "convert-scf-to-cf,finalize-memref-to-llvm,convert-arith-to-llvm,"
                "convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)")


def test_unused_print_declarations_are_dropped_and_the_program_lowers(toolchain):
    """@printNewline and @printComma go (nothing calls them), @printF32 goes with its caller
    @prints (a declared function cannot be linked), @add1 is harnessed; the program lowers
    along a path that converts vector.print before func.func and runs."""
    h = harness(DECLARES_PRINT, Draw(0), "piece")
    assert h.functions == ("add1",)
    assert h.skipped == {"prints": "calls declared", "printF32": "declaration",
                         "printNewline": "declaration", "printComma": "declaration"}, h.skipped
    assert "func.func private" not in h.text
    low = run_tool([toolchain.mlir_opt, "-", f"--pass-pipeline={VECTOR_FIRST}"], stdin=h.text,
                   timeout=120)
    assert low.ok, low.stderr
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert res.ok, res.stdout + res.stderr
    assert len(res.stdout.split()) == 2  # the memref's checksum and the total

