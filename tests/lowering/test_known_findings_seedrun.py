"""Bugs met by ``smith run`` over all shipped seeds (the harnessed MLIR tests), written up as
known entries of lowering/known_crashes.json, checked on the real toolchain: each fixture of
tests/fixtures/findings/ shows its failure (and the neighbouring input that runs), and the
entry is confirmed on the signature smith computes. Two bugs have no entry, because their
signature (a leftover cast at translation, a segfault in JIT code) does not tell them from
other causes; their fixtures are checked here all the same. If one starts failing, MLIR or
LLVM changed."""

from __future__ import annotations

from lowering_fixtures import FINDINGS, fixture_functions, known_crash, near_miss_id

from ground.proc import run_tool
from lowering.failure import crash_signature, full_signature
from lowering.findings.confirm import Probe, confirm_wrong_code
from lowering.pipeline import PassRunner
from lowering.verdict import load_known_wrong_code, match_known

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


SUB_BYTE = FINDINGS / "memref_to_llvm_sub_byte_global_load_packed.mlir"
SUB_BYTE_ID = "memref-to-llvm-sub-byte-global-packed-load"
SUB_BYTE_LOWER = ("--pass-pipeline=builtin.module(convert-vector-to-scf,convert-vector-to-llvm,"
                  "convert-scf-to-cf,finalize-memref-to-llvm,convert-to-llvm,"
                  "reconcile-unrealized-casts)")
#: the seed's shape (IR/parse-literal.mlir): an i4 tensor constant read element by element
I4_TENSOR = """func.func @main() {
  %cst = arith.constant dense<-1> : tensor<4xi4>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %e = tensor.extract %cst[%i] : tensor<4xi4>
    %x = arith.extsi %e : i4 to i64
    vector.print %x : i64
  }
  return
}
"""
I4_TAIL = ("one-shot-bufferize{bufferize-function-boundaries}", "convert-vector-to-scf",
           "convert-scf-to-cf", "convert-to-llvm", "reconcile-unrealized-casts")


def _run_entry(toolchain, low: str, entry: str) -> str:
    """The output of mlir-runner on the lowered module ``low`` from ``entry``."""
    res = run_tool([toolchain.mlir_runner, "-e", entry, "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low, timeout=120)
    assert res.ok, res.stderr
    return res.stdout.strip()


def test_sub_byte_global_is_read_packed(toolchain, passmap, tmp_path):
    """A memref.global of i4 lowers to one element per byte and its loads read two per
    byte: dense<[1, 2, 3, 4]> prints ( 1, 0, 2, 0 ), the same with i8 ( 1, 2, 3, 4 ). The
    entry takes the seed run's key and is confirmed on an i4 tensor constant whose reads sccp
    folds (the path without sccp prints -1 0 -1 0, with it -1 -1 -1 -1)."""
    low = run_tool([toolchain.mlir_opt, SUB_BYTE, SUB_BYTE_LOWER], timeout=120)
    assert low.ok, low.stderr
    assert _run_entry(toolchain, low.stdout, "main") == "( 1, 0, 2, 0 )"
    assert _run_entry(toolchain, low.stdout, "main8") == "( 1, 2, 3, 4 )"

    entries = load_known_wrong_code()
    key = "first divergent pass sccp; ops arith.constant,arith.extsi,arith.muli,tensor.extract"
    assert match_known(key, entries) == SUB_BYTE_ID
    runner = PassRunner(toolchain, frozenset())
    entry = next(e for e in entries if e.id == SUB_BYTE_ID)
    folded = Probe(I4_TENSOR, ("sccp", *I4_TAIL), 0, runner, passmap, toolchain,
                   tmp_path / "d", reference=I4_TAIL, reference_runner=runner)
    assert folded.ref_output().split() == ["-1", "0", "-1", "0"]
    made = confirm_wrong_code(entry, folded)
    assert made.confirmed, made
    i8 = Probe(I4_TENSOR.replace("i4", "i8"), ("sccp", *I4_TAIL), 0, runner, passmap,
               toolchain, tmp_path / "e", reference=I4_TAIL, reference_runner=runner)
    assert not confirm_wrong_code(entry, i8).confirmed


EXTRACT_1 = FINDINGS / "vector_to_llvm_extract_one_element_vector_cast.mlir"
DIM_ALLOCA = FINDINGS / "memref_to_llvm_dim_alloca_in_loop.mlir"


def _lower(toolchain, src, passes: str) -> str:
    low = run_tool([toolchain.mlir_opt, src, f"--pass-pipeline=builtin.module({passes})"],
                   timeout=120)
    assert low.ok, low.stderr
    return low.stdout


def test_extract_of_one_element_vector_leaves_a_cast(toolchain):
    """vector.extract %v[1] : vector<1xf32> from vector<2xf32> lowers to an unresolved
    unrealized_conversion_cast that mlir-runner cannot translate; the scalar form runs."""
    fns = fixture_functions(EXTRACT_1)
    passes = "convert-vector-to-scf,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
    low = run_tool([toolchain.mlir_opt, "-", f"--pass-pipeline=builtin.module({passes})"],
                   stdin=fns["ext"] + fns["main"], timeout=120)
    assert low.ok, low.stderr
    assert "builtin.unrealized_conversion_cast" in low.stdout
    assert ": f32 to vector<1xf32>" in low.stdout
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert not res.ok
    assert "LLVM Translation failed for operation: builtin.unrealized_conversion_cast" \
        in res.stderr
    scalar = run_tool([toolchain.mlir_opt, "-", f"--pass-pipeline=builtin.module({passes})"],
                      stdin=(fns["ext_scalar"] + fns["main_scalar"]).replace(
                          "@main_scalar", "@main"), timeout=120)
    assert scalar.ok, scalar.stderr
    assert _run_entry(toolchain, scalar.stdout, "main") == "2.5"


def test_memref_dim_with_a_lowered_index_allocas_in_the_loop(toolchain):
    """With convert-arith-to-llvm before the memref lowering, memref.dim's sizes array is an
    llvm.alloca inside the loop and 10,000,000 iterations overflow the stack (a signal);
    without it there is no alloca and the program prints 20000000."""
    tail = "convert-to-llvm,reconcile-unrealized-casts"
    bad = _lower(toolchain, DIM_ALLOCA,
                 f"convert-vector-to-scf,convert-scf-to-cf,convert-arith-to-llvm,{tail}")
    body = bad.split("llvm.func @sum_dims", 1)[1].split("llvm.func @main", 1)[0]
    assert "llvm.alloca" in body
    assert "llvm.alloca" not in body.split("llvm.br", 1)[0]  # not in the entry block
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=bad, timeout=120)
    assert not res.ok
    assert full_signature(res).startswith("signal 11"), res.stderr[-500:]
    good = _lower(toolchain, DIM_ALLOCA, f"convert-vector-to-scf,convert-scf-to-cf,{tail}")
    assert "llvm.alloca" not in good
    assert _run_entry(toolchain, good, "main") == "20000000"


LIMITS = FINDINGS / "seedrun_lowering_limitations.mlir"


def test_seed_run_lowering_limitations_are_known(toolchain):
    """Each limitation of the fixture fails its pass with the signature of its entry and is
    confirmed on that pass (a near miss on another pass)."""
    fns = fixture_functions(LIMITS)
    variable = "tosa.variable @var_x : tensor<f32>\n"
    cases = (
        ("winograd_filter", "--one-shot-bufferize=bufferize-function-boundaries",
         "one-shot-bufferize", "error: op was not bufferized",
         "error: op was not bufferized [linalg.winograd_filter_transform]",
         "one-shot-bufferize-winograd-without-interface"),
        ("variable_without_value", "--pass-pipeline=builtin.module(tosa-to-mlprogram,"
         "one-shot-bufferize{bufferize-function-boundaries})", "one-shot-bufferize",
         "error: global op must have a value", "error: global op must have a value",
         "one-shot-bufferize-ml-program-global-without-value"),
        ("depthwise_zero_point_argument", "--pass-pipeline=builtin.module("
         "func.func(tosa-to-linalg-named))", "tosa-to-linalg-named",
         "error: failed to legalize operation 'tosa.depthwise_conv2d'",
         "error: failed to legalize operation 'tosa.depthwise_conv2d'",
         "tosa-to-linalg-named-quantized-conv-zero-point-argument"),
        ("integer_ceil", "--pass-pipeline=builtin.module(func.func(tosa-to-linalg))",
         "tosa-to-linalg", "error: failed to legalize operation 'tosa.ceil'",
         "error: failed to legalize operation 'tosa.ceil'", "tosa-to-linalg-integer-ceil-floor"),
    )
    for name, flags, pass_, message, sig, kid in cases:
        text = (variable if name == "variable_without_value" else "") + fns[name]
        res = run_tool([toolchain.mlir_opt, "-", flags], stdin=text, timeout=60)
        assert not res.ok, name
        assert message in res.stderr, res.stderr
        assert crash_signature(res) == sig
        assert known_crash("pass-failure", sig, pass_) == (kid, None), name
        assert near_miss_id("pass-failure", sig, "canonicalize") == kid, name
