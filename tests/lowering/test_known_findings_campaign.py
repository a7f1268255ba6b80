"""MLIR bugs met by a campaign over mutants of MLIR's own tests (corpora/upstream-22.1.8),
written up as known entries and checked on the real toolchain: each fixture of
tests/fixtures/findings/ shows its failure, and the entry of lowering/known_crashes.json is
confirmed on it (on its pass, not on another). If one starts failing, MLIR changed."""

from __future__ import annotations

from lowering_fixtures import FINDINGS, known_crash

from ground.proc import run_tool
from lowering.signature import crash_signature

STALE_CALL = FINDINGS / "one_shot_bufferize_stale_memref_call.mlir"
SUBVIEW = FINDINGS / "fold_memref_alias_ops_subview_constant_offset_type.mlir"


def test_bufferizing_function_boundaries_leaves_a_stale_memref_call(toolchain):
    """The fixture verifies and passes one-shot-bufferize without function boundaries; with
    them the callee's result type becomes memref<4xf32> and the call keeps memref<?xf32>."""
    assert run_tool([toolchain.mlir_opt, STALE_CALL], timeout=60).ok
    plain = run_tool([toolchain.mlir_opt, STALE_CALL, "--one-shot-bufferize"], timeout=60)
    assert plain.ok, plain.stderr
    res = run_tool([toolchain.mlir_opt, STALE_CALL,
                    "--one-shot-bufferize=bufferize-function-boundaries"], timeout=60)
    assert not res.ok
    assert "function result types: 'memref<4xf32>'" in res.stderr
    sig = crash_signature(res)
    assert sig == "error: 'func.call' op result type mismatch at index 0"
    assert known_crash("pass-failure", sig, "one-shot-bufferize{bufferize-function-boundaries}")[0] == \
        "one-shot-bufferize-stale-memref-call"
    made = known_crash("pass-failure", sig, "canonicalize")
    assert made[0] is None
    assert made[1]["id"] == "one-shot-bufferize-stale-memref-call"


def test_subview_of_subview_fold_keeps_a_dynamic_offset_type(toolchain):
    """The fixture verifies; fold-memref-alias-ops merges the two subviews with static offsets
    [2, 1] and keeps the type with offset ?, which does not verify."""
    assert run_tool([toolchain.mlir_opt, SUBVIEW], timeout=60).ok
    res = run_tool([toolchain.mlir_opt, SUBVIEW, "--fold-memref-alias-ops"], timeout=60)
    assert not res.ok
    assert "static_offsets = array<i64: 2, 1>" in res.stderr
    sig = crash_signature(res)
    assert sig == ("error: expected result type to be 'memref<1x1xi8, strided<[4, 1], "
                   "offset: 9>>' or a rank-reduced version. (mismatch of result layout), but "
                   "got 'memref<1x1xi8, strided<[4, 1], offset: ?>>'")
    assert known_crash("pass-failure", sig, "fold-memref-alias-ops")[0] == \
        "fold-memref-alias-ops-subview-static-offset-type"
    assert known_crash("pass-failure", sig, "expand-strided-metadata")[0] is None


SPIRV_SPACE = FINDINGS / "memref_spirv_memory_space_to_llvm.mlir"


def test_memref_in_a_spirv_memory_space_is_a_known_limitation(toolchain):
    """The fixture verifies; lowering its scf.if of memrefs in a SPIR-V memory space fails in
    convert-cf-to-llvm after the type converter's memory-space error, which is the signature,
    and the limitation entry takes it; an integer memory space lowers."""
    assert run_tool([toolchain.mlir_opt, SPIRV_SPACE], timeout=60).ok
    pipeline = "--pass-pipeline=builtin.module(convert-scf-to-cf,convert-cf-to-llvm)"
    res = run_tool([toolchain.mlir_opt, SPIRV_SPACE, pipeline], timeout=60)
    assert not res.ok
    assert "failed to legalize operation 'cf.br'" in res.stderr
    sig = crash_signature(res)
    assert sig.startswith("error: conversion of memref memory space "
                          "#spirv.storage_class<StorageBuffer> to integer address space failed")
    assert known_crash("pass-failure", sig, "convert-cf-to-llvm")[0] == "memref-non-integer-memory-space-to-llvm"
    text = SPIRV_SPACE.read_text().replace("#spirv.storage_class<StorageBuffer>", "1")
    assert run_tool([toolchain.mlir_opt, "-", pipeline], stdin=text, timeout=60).ok
