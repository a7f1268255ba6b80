"""Findings of `smith run` on the harnessed MLIR tests (corpora/upstream-22.1.8) written up as
known entries, checked on the real toolchain: each fixture of tests/fixtures/findings/ shows
its failure, and the entry of lowering/known_*.json is confirmed on it. If one starts failing,
MLIR or LLVM changed."""

from __future__ import annotations

from lowering_fixtures import FINDINGS, fixture_functions

from ground.proc import ToolResult, run_tool
from lowering.failure import full_signature
from lowering.findings.confirm import Probe, confirm_crash, confirm_wrong_code, known_for
from lowering.findings.finding_test import needle_of
from lowering.pipeline import PassRunner
from lowering.signature import crash_signature
from lowering.verdict import load_known_crashes, load_known_wrong_code, match_known

VSCALE = FINDINGS / "vector_vscale_x86_cannot_select.mlir"
VSCALE_ID = "x86-isel-vscale-cannot-select"


def test_vscale_lowers_to_llvm_vscale_which_x86_cannot_select(toolchain):
    """vector.vscale becomes llvm.intr.vscale (@llvm.vscale.i64): MLIR's lowering is what
    LangRef defines; the x86 JIT of mlir-runner aborts selecting it. The signature carries the
    fatal error's message (node number normalised), the entry's key and confirmation hold, and
    the replay needle is found in the raw output."""
    low = run_tool([toolchain.mlir_opt, VSCALE, "--convert-vector-to-llvm", "--convert-to-llvm",
                    "--reconcile-unrealized-casts"], timeout=60)
    assert low.ok, low.stderr
    assert "llvm.intr.vscale" in low.stdout
    ll = run_tool([toolchain.mlir_translate, "-", "--mlir-to-llvmir"], stdin=low.stdout,
                  timeout=60)
    assert ll.ok, ll.stderr
    assert "call i64 @llvm.vscale.i64()" in ll.stdout
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert not res.ok
    assert "LLVM ERROR: Cannot select: t2: i64 = vscale Constant:i64<1>" in res.stderr
    sig = "runtime: " + full_signature(res)
    assert sig.startswith("runtime: LLVM ERROR: Cannot select: t?: i64 = vscale Constant:i64<1>")
    assert "CannotYetSelect" in sig
    known = load_known_crashes()
    assert known_for("crash", sig, known,
                     lambda e: confirm_crash(e, sig, None)) == (VSCALE_ID, None)
    needle, _ = needle_of(sig)
    assert needle is not None
    assert needle in res.stderr


def test_fatal_error_signature_and_its_near_misses():
    """The first ``LLVM ERROR:`` line is the primary line when there is no assertion or
    ``error:`` line (before: ``signal 6``, alike for every fatal error); another node that
    cannot be selected does not take the vscale id, and a signal without the message is no
    match."""
    def aborted(stderr: str) -> ToolResult:
        return ToolResult(("mlir-runner",), -6, "", stderr, False, 0.0)

    other = aborted("LLVM ERROR: Cannot select: t28: v8i32 = X86ISD::CVTTP2UI t27\n"
                    "In function: f\nPLEASE submit a bug report\n")
    assert crash_signature(other) == "LLVM ERROR: Cannot select: t?: v8i32 = X86ISD::CVTTP2UI t?"
    assert crash_signature(aborted("Stack dump:\n")) == "signal 6"
    known = load_known_crashes()
    for sig in ("runtime: " + crash_signature(other), "runtime: signal 6 @ "
                "llvm::install_bad_alloc_error_handler < llvm::SelectionDAGISel::CannotYetSelect"):
        assert known_for("crash", sig, known,
                         lambda e, s=sig: confirm_crash(e, s, None)) == (None, None), sig


NOT_BUFFERIZED = FINDINGS / "one_shot_bufferize_op_without_interface.mlir"
NOT_BUFFERIZED_ID = "one-shot-bufferize-op-without-interface"


def test_ops_without_a_bufferization_interface_are_a_known_limitation(toolchain):
    """linalg.pack, linalg.unpack, math.fpowi and arith.addf on tensors are not bufferized
    (allow-unknown-ops leaves them on tensors); the signature names the op, and the limitation
    entry takes it on one-shot-bufferize; arith.select on tensors bufferizes, and an op outside
    the entry's list (a tosa op a conversion left, arith.select) is no match."""
    bufferize = "--one-shot-bufferize=bufferize-function-boundaries"
    fns = fixture_functions(NOT_BUFFERIZED)
    known = load_known_crashes()
    for name, op in (("pack", "linalg.pack"), ("unpack", "linalg.unpack"),
                     ("fpowi", "math.fpowi"), ("addf", "arith.addf")):
        res = run_tool([toolchain.mlir_opt, "-", bufferize], stdin=fns[name], timeout=60)
        assert not res.ok, name
        sig = crash_signature(res)
        assert sig == f"error: op was not bufferized [{op}]"
        assert needle_of(sig) == ("op was not bufferized", False)
        assert known_for("pass-failure", sig, known, lambda e, s=sig: confirm_crash(
            e, s, "one-shot-bufferize{bufferize-function-boundaries}")) == (NOT_BUFFERIZED_ID,
                                                                            None)
        partial = run_tool([toolchain.mlir_opt, "-", bufferize + " allow-unknown-ops"],
                           stdin=fns[name], timeout=60)
        assert partial.ok, partial.stderr
        assert op in partial.stdout
        assert "bufferization.to_tensor" in partial.stdout
    assert run_tool([toolchain.mlir_opt, "-", bufferize], stdin=fns["select"], timeout=60).ok
    for op in ("tosa.reshape", "arith.select"):
        sig = f"error: op was not bufferized [{op}]"
        assert known_for("pass-failure", sig, known, lambda e, s=sig: confirm_crash(
            e, s, "one-shot-bufferize")) == (None, None), op
    wrong_pass = "error: op was not bufferized [linalg.pack]"
    made = known_for("pass-failure", wrong_pass, known,
                     lambda e: confirm_crash(e, wrong_pass, "canonicalize"))
    assert made[0] is None
    assert made[1]["id"] == NOT_BUFFERIZED_ID


FPOWI = FINDINGS / "math_expand_fpowi_negative_base_nan.mlir"
FPOWI_ID = "math-expand-fpowi-negative-base-nan"
LLVM_TAIL = ("convert-vector-to-scf", "convert-scf-to-cf", "convert-to-llvm",
             "reconcile-unrealized-casts")
EXPAND = ("math-expand-ops", *LLVM_TAIL)
PER_LANE = ("convert-math-to-funcs", "convert-vector-to-scf", "convert-scf-to-cf",
            "convert-math-to-llvm", "convert-to-llvm", "reconcile-unrealized-casts")
CONSTANT_POWER = """
func.func @cube(%a: vector<4xf32>) -> vector<4xf32> {
  %c3 = arith.constant dense<3> : vector<4xi32>
  %0 = math.fpowi %a, %c3 : vector<4xf32>, vector<4xi32>
  return %0 : vector<4xf32>
}
func.func @main() {
  %a = arith.constant dense<[-2.0, 0.5, 3.0, -1.5]> : vector<4xf32>
  %r = call @cube(%a) : (vector<4xf32>) -> vector<4xf32>
  vector.print %r : vector<4xf32>
  return
}
"""


def _run(toolchain, text: str, passes) -> str:
    """The output of ``text`` lowered by ``passes`` (module level) and run by mlir-runner."""
    low = run_tool([toolchain.mlir_opt, "-",
                    f"--pass-pipeline=builtin.module({','.join(passes)})"], stdin=text,
                   timeout=120)
    assert low.ok, low.stderr
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert res.ok, res.stderr
    return res.stdout


def test_math_expand_ops_turns_fpowi_of_a_negative_base_into_nan(toolchain, passmap,
                                                                  tmp_path):
    """(-2)^3 and (-1.5)^2 with a non-constant exponent: math-expand-ops gives nan (vector
    and scalar), a call per lane gives -8 and 2.25. The entry's key takes a located
    difference and its confirmation holds on the expanding path; with a constant exponent
    (multiplications, right) output_has refutes it."""
    text = FPOWI.read_text()
    assert _run(toolchain, text, PER_LANE).split("\n")[:2] == ["( -8, 4, 1, 2.25 )", "-8"]
    assert _run(toolchain, text, EXPAND).split("\n")[:2] == ["( -nan, 4, 1, -nan )", "-nan"]
    entries = load_known_wrong_code()
    assert match_known("first divergent pass math-expand-ops; ops arith.constant,"
                       "math.fpowi", entries) == FPOWI_ID
    entry = next(e for e in entries if e.id == FPOWI_ID)
    runner = PassRunner(toolchain, frozenset())
    probe = Probe(text, EXPAND, 0, runner, passmap, toolchain, tmp_path / "x",
                  reference=PER_LANE)
    made = confirm_wrong_code(entry, probe)
    assert made.confirmed, made
    assert [c.split(":")[0] for c in made.checks] == ["input_has", "output_has",
                                                      "without_pass"]
    # without the pass the vector fpowi is invalid IR (math-to-llvm-vector-fpowi-invalid-powi)
    assert made.checks[2].startswith("without_pass: held (not checked")
    constant = run_tool([toolchain.mlir_opt, "-", "--math-expand-ops"], stdin=CONSTANT_POWER,
                        timeout=60)
    assert constant.ok, constant.stderr
    assert "arith.mulf" in constant.stdout
    assert _run(toolchain, CONSTANT_POWER, EXPAND).split("\n")[0] == "( -8, 0.125, 27, -3.375 )"
    multiplied = Probe(CONSTANT_POWER, EXPAND, 0, runner, passmap, toolchain, tmp_path / "c",
                       reference=PER_LANE)
    refuted = confirm_wrong_code(entry, multiplied)
    assert not refuted.confirmed
    assert refuted.reason == "no arith\\.sitofp after math-expand-ops", refuted
