"""``validate_steps`` (the building block of ``smith run --tv``): each step of a lowering path
checked on its own input, with real mlir-opt; the step that miscompiles is the one refuted."""

from __future__ import annotations

from judges.tv.driver import validate_steps

PROGRAM = """
func.func @f(%x: tensor<4xi16>) -> tensor<4xi32> {
  %a = "tosa.const"() <{values = dense<32766> : tensor<4xi16>}> : () -> tensor<4xi16>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %s : (tensor<4xi16>, tensor<4xi16>, tensor<1xi8>) -> tensor<4xi32>
  %1 = tosa.cast %x : (tensor<4xi16>) -> tensor<4xi32>
  %2 = tosa.add %0, %1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %2 : tensor<4xi32>
}
"""

PATH = ["cse", "canonicalize", "tosa-to-linalg", "linalg-fuse-elementwise-ops",
        "one-shot-bufferize{bufferize-function-boundaries}", "convert-linalg-to-loops",
        "convert-scf-to-cf", "canonicalize", "convert-arith-to-llvm"]


def test_each_step_checked_and_the_folding_step_refuted(toolchain):
    steps = validate_steps(PROGRAM, PATH, toolchain, timeout=60)
    verdicts = [s.verdict for s in steps]
    # bufferization (function boundaries included), loops, and the cf loops of
    # convert-scf-to-cf (unrolled) are all validated
    assert verdicts[:8] == ["validated", "refuted", "validated", "validated", "validated",
                            "validated", "validated", "validated"], \
        [(s.pass_, s.verdict, s.outcome and s.outcome.reason) for s in steps]
    refuted = steps[1]
    assert refuted.pass_ == "canonicalize"
    assert refuted.outcome.confirmation.confirmed
    # after convert-arith-to-llvm the IR holds ops no encoder covers: the step is skipped
    assert steps[8].verdict == "skipped"
    assert steps[8].skipped


def test_a_failing_pass_stops_the_path(toolchain):
    steps = validate_steps(PROGRAM, ["cse", "no-such-pass", "canonicalize"], toolchain)
    assert [s.verdict for s in steps] == ["validated", "pass-failed"]
