"""Bugs met by ``smith run`` over all shipped seeds (the harnessed MLIR tests), written up as
known entries of lowering/known_crashes.json, checked on the real toolchain: each fixture of
tests/fixtures/findings/ shows its failure (and the neighbouring input that runs), and the
entry is confirmed on the signature smith computes. If one starts failing, LLVM changed."""

from __future__ import annotations

from ground.proc import run_tool
from lowering.failure import full_signature
from lowering_fixtures import FINDINGS, fixture_functions, known_crash

V1I1 = FINDINGS / "x86_avx512_v1i1_call_argument_physreg_copy.mlir"
V1I1_ID = "x86-avx512-v1i1-argument-physreg-copy"
LOWER = ("--pass-pipeline=builtin.module(convert-vector-to-scf,convert-vector-to-llvm,"
         "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)")


def _lower_and_run(toolchain, text: str, mattr: str):
    """``text`` lowered to the LLVM dialect, then run by mlir-runner with ``-mattr=mattr``
    (the runner's result)."""
    low = run_tool([toolchain.mlir_opt, "-", LOWER], stdin=text, timeout=120)
    assert low.ok, low.stderr
    return run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                     toolchain.shared_libs_flag, f"-mattr={mattr}"],
                    stdin=low.stdout, timeout=120)


def test_v1i1_argument_aborts_x86_codegen_with_avx512(toolchain):
    """A function with a vector<1xi1> parameter aborts the JIT's code generation with
    AVX-512 ('Cannot emit physreg copy instruction' in X86InstrInfo::copyPhysReg) and the
    entry is confirmed on the runtime signature; the same module runs without AVX-512, and
    vector<4xi1> runs with it."""
    fns = fixture_functions(V1I1)
    one = fns["id1"] + fns["main"]
    res = _lower_and_run(toolchain, one, "+avx512f")
    assert not res.ok
    assert "LLVM ERROR: Cannot emit physreg copy instruction" in res.stderr
    sig = "runtime: " + full_signature(res)
    assert sig.startswith("runtime: LLVM ERROR: Cannot emit physreg copy instruction @ "), sig
    assert "X86InstrInfo::copyPhysReg" in sig
    assert known_crash("crash", sig, None) == (V1I1_ID, None)
    plain = _lower_and_run(toolchain, one, "-avx512f")
    assert plain.ok, plain.stderr
    assert plain.stdout.split() == ["(", "1", ")"]
    four = _lower_and_run(toolchain, (fns["id4"] + fns["main4"]).replace("@main4", "@main"),
                          "+avx512f")
    assert four.ok, four.stderr
    assert four.stdout.split() == ["(", "1,", "0,", "1,", "1", ")"]
