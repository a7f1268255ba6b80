"""The ops a first divergent pass changed are counted on IR that parses again: MLIR 22.1.8
prints a newline ``vector.print`` bare, and the parser then takes the next line's result as its
operand ("expected ':'"). Campaign program 3791 (a mutant of an upstream vector test) lost its
wrong-code verdict to a smith error that way; real mlir-opt, mlir-runner and bindings here."""

from __future__ import annotations

import pytest

from ground.errors import UsageError
from lowering.census import op_counts
from lowering.findings.reproducer import _complete, first_divergent_pass
from lowering.pipeline import PassRunner

# the i4 add reduction of the mutant, reduced: a 24-lane vector<24xi4> (sum -44, i.e. 4 in i4)
PROGRAM = """module {
  func.func @main() {
    %cst = arith.constant dense<[-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, -8, -7, -6, -5, -4, -3, -2, -1]> : vector<24xi4>
    vector.print %cst : vector<24xi4>
    %1 = vector.reduction <add>, %cst : vector<24xi4> into i4
    vector.print %1 : i4
    return
  }
}
"""
# the divergent path of the campaign's program
DIVERGENT = ["canonicalize", "convert-vector-to-scf", "finalize-memref-to-llvm",
             "convert-scf-to-cf", "sccp", "convert-vector-to-llvm", "convert-to-llvm",
             "convert-ub-to-llvm", "reconcile-unrealized-casts"]


def test_first_divergent_pass_counts_ops_of_ir_that_does_not_round_trip(toolchain, passmap,
                                                                         tmp_path):
    runner = PassRunner(toolchain, passmap.func_nested)
    before = runner.run(PROGRAM, DIVERGENT[:5]).ir
    assert "vector.print\n" in before  # the bare newline print, as mlir-opt writes it
    with pytest.raises(UsageError, match="expected ':'"):
        op_counts(before)  # the MLIR bug: its own output does not parse again
    reference = _complete(PROGRAM, passmap, runner, toolchain, tmp_path, "ref", 60.0)
    assert reference is not None
    assert reference.splitlines()[-1].strip() == "4"  # the right sum
    d = first_divergent_pass(PROGRAM, DIVERGENT, reference, passmap, runner, toolchain,
                             tmp_path)
    assert DIVERGENT[d.index] == "convert-vector-to-llvm"
    assert {"vector.reduction", "llvm.intr.vector.reduce.add"} <= set(d.ops)
