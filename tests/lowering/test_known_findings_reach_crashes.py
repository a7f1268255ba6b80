"""Bugs and limitations met by the final 1-hour reach campaigns of issue 31 (`--seeds
upstream`), written up as known entries of lowering/known_crashes.json and checked on the real
toolchain: each fixture of tests/fixtures/findings/ shows its failure (and a neighbouring input
that passes), and the entry is confirmed on the signature smith computes from the tool's
output. If one starts failing, MLIR or LLVM changed."""

from __future__ import annotations

import pytest
from lowering_fixtures import FINDINGS, known_crash, near_miss_id

from ground.proc import run_tool
from lowering.failure import crash_signature, full_signature

FUSION = FINDINGS / "affine_loop_fusion_presburger_key_already_in_map.mlir"
FUSION_PIPELINE = ("--pass-pipeline=builtin.module(func.func("
                   "affine-loop-fusion{compute-tolerance=0.0}))")
OMP = FINDINGS / "omp_ordered_depend_vec_without_type_translation_abort.mlir"
COND_BR = FINDINGS / "vector_to_llvm_block_merge_index_cond_br.mlir"
BIG = FINDINGS / "llvm_translation_constant_over_4g_elements.mlir"
BIG_LOWER = ("--pass-pipeline=builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
             "convert-func-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,"
             "reconcile-unrealized-casts)")


def _fusion(toolchain, path):
    """affine-loop-fusion on the file ``path`` as smith runs it (single-threaded)."""
    return run_tool([toolchain.mlir_opt, path, "--mlir-disable-threading", FUSION_PIPELINE,
                     "-o", "/dev/null"], timeout=120)


@pytest.mark.slow
def test_affine_loop_fusion_presburger_key_already_in_map(toolchain, tmp_path):
    """affine-loop-fusion aborts in removeTrivialRedundancy ("Key already in new map?") on two
    nests indexed `mod 4294967296`; the same nests without that guard fuse. The entry is
    confirmed on the signature, with the pass.

    Whether the abort happens depends on the heap layout, which the input's path name shifts
    (on stdin, or with threads, the pass instead runs for minutes): the fixture is tried
    under file names of 1 to 16 characters until one aborts (most do within a few names)."""
    text = FUSION.read_text()
    assert run_tool([toolchain.mlir_opt, FUSION, "-o", "/dev/null"], timeout=60).ok
    res = None
    for n in range(1, 17):
        path = tmp_path / ("a" * n + ".mlir")
        path.write_text(text)
        res = _fusion(toolchain, path)
        if not res.ok and not res.timed_out:
            break
    assert res is not None
    assert not res.ok
    assert not res.timed_out
    assert 'Assertion `!FoundVal && "Key already in new map?"\' failed' in res.stderr
    sig = full_signature(res)
    assert "IntegerRelation::removeTrivialRedundancy" in sig.split(" @ ", 1)[1], sig
    assert known_crash("crash", sig, "affine-loop-fusion") == (
        "affine-loop-fusion-presburger-key-already-in-map", None)
    # the pass is part of the confirmation: another pass with the same abort is a near miss
    assert near_miss_id("crash", sig, "canonicalize") == \
        "affine-loop-fusion-presburger-key-already-in-map"
    plain = tmp_path / "plain.mlir"
    plain.write_text(text.replace(" mod 4294967296", ""))
    fused = _fusion(toolchain, plain)
    assert fused.ok, fused.stderr[-2000:]


def test_omp_ordered_without_depend_type_aborts_translation(toolchain):
    """An omp.ordered with depend_vec and no depend_type verifies but aborts the translation to
    LLVM IR (an empty std::optional<omp::ClauseDepend>); with depend_type(dependsink) it
    translates. The entry is confirmed on the signature mlir-runner's crash would give."""
    text = OMP.read_text()
    assert run_tool([toolchain.mlir_opt, "-", "-o", "/dev/null"], stdin=text, timeout=60).ok
    res = run_tool([toolchain.mlir_translate, "-", "--mlir-to-llvmir"], stdin=text, timeout=120)
    assert not res.ok
    sig = "runtime: " + full_signature(res)
    assert "_Tp = mlir::omp::ClauseDepend;" in sig
    assert "convertHostOrTargetOperation" in sig.split(" @ ", 1)[1], sig
    assert known_crash("crash", sig, None) == ("omp-ordered-depend-vec-without-type-translation",
                                              None)
    typed = text.replace("omp.ordered depend_vec", "omp.ordered depend_type(dependsink) depend_vec")
    ok = run_tool([toolchain.mlir_translate, "-", "--mlir-to-llvmir"], stdin=typed, timeout=120)
    assert ok.ok, ok.stderr
    assert "__kmpc_doacross_wait" in ok.stdout


def test_vector_to_llvm_block_merge_index_operand_is_known(toolchain):
    """convert-vector-to-llvm merges two blocks differing in an index constant and gives an
    llvm.cond_br an index operand (invalid IR): the known entry of the memref case, widened,
    matches it (campaign finding c739026af9d0); canonicalize leaves the input valid."""
    text = COND_BR.read_text()
    assert run_tool([toolchain.mlir_opt, "-", "-o", "/dev/null"], stdin=text, timeout=60).ok
    canon = run_tool([toolchain.mlir_opt, "-", "--canonicalize"], stdin=text, timeout=60)
    assert canon.ok, canon.stderr
    res = run_tool([toolchain.mlir_opt, "-", "--convert-vector-to-llvm"], stdin=text,
                   timeout=60)
    assert not res.ok
    sig = crash_signature(res)
    assert sig == ("error: 'llvm.cond_br' op operand #1 must be variadic of LLVM "
                   "dialect-compatible type, but got 'index'"), sig
    assert known_crash("invalid-ir", sig, "convert-vector-to-llvm") == (
        "vector-to-llvm-block-merge-memref-cond-br", None)
    other = sig.replace("'index'", "'tensor<4xf32>'")
    assert known_crash("invalid-ir", other, "convert-vector-to-llvm") == (None, None)


def test_constant_of_4g_elements_aborts_translation(toolchain):
    """A splat constant of 2^32 i32 elements lowers to an llvm.mlir.global that mlir-runner's
    translation cannot build ('SmallVector unable to grow'); the limitation's entry is
    confirmed on the runtime signature. The same module with 2^20 elements runs."""

    def lower_and_run(text: str):
        low = run_tool([toolchain.mlir_opt, "-", BIG_LOWER], stdin=text, timeout=120)
        assert low.ok, low.stderr
        return run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                         toolchain.shared_libs_flag], stdin=low.stdout, timeout=300)

    text = BIG.read_text()
    res = lower_and_run(text)
    assert not res.ok
    sig = "runtime: " + full_signature(res)
    assert sig.startswith("runtime: LLVM ERROR: SmallVector unable to grow. Requested capacity "
                          "(4294967296)"), sig
    assert known_crash("crash", sig, None) == ("llvm-translation-constant-over-4g-elements", None)
    small = lower_and_run(text.replace("tensor<4294967296xi32>", "tensor<1048576xi32>"))
    assert small.ok, small.stderr[-2000:]
