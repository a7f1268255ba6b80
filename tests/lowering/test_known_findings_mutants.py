"""Findings of a campaign on mutants of the harnessed MLIR tests (corpora/upstream-22.1.8)
written up as known entries of lowering/known_crashes.json, checked on the real toolchain: each
fixture of tests/fixtures/findings/ shows its failure (and the neighbouring input that lowers),
and the entry is confirmed on the signature smith computes. If one starts failing, MLIR
changed."""

from __future__ import annotations

import re

from lowering_fixtures import FINDINGS, fixture_functions, known_crash, near_miss_id, opt

from lowering.failure import full_signature
from lowering.findings.finding_test import needle_of

NO_ROLLBACK = FINDINGS / "dialect_conversion_no_rollback_fold_constant_abort.mlir"
NO_ROLLBACK_ID = "dialect-conversion-no-rollback-fold-constant"


def test_no_rollback_conversion_aborts_on_a_fold_it_cannot_keep(toolchain):
    """convert-to-llvm without rollback folds arith.muli / tosa.reshape of constants it was not
    asked to convert, cannot legalize the new constant and aborts naming the folded op; with
    rollback (the default) the fold is undone and the op stays. The entry's key and
    confirmation hold on either op, and the replay needle is in the raw output; a pattern's
    rollback (another message) is no match."""
    fns = fixture_functions(NO_ROLLBACK)
    for name, op in (("muli", "arith.muli"), ("reshape", "tosa.reshape")):
        res = opt(toolchain, fns[name], "--convert-to-llvm=filter-dialects=func "
                   "allow-pattern-rollback=0")
        assert not res.ok, name
        sig = full_signature(res)
        assert sig.startswith(f"LLVM ERROR: op '{op}' folder rollback of IR modifications "
                              "requested @ "), sig
        assert "OperationLegalizer::legalize" in sig
        assert known_crash("crash", sig, "convert-to-llvm") == (NO_ROLLBACK_ID, None)
        needle, _ = needle_of(sig)
        assert needle is not None
        assert needle in res.stderr
        kept = opt(toolchain, fns[name], "--convert-to-llvm=filter-dialects=func")
        assert kept.ok, kept.stderr
        assert op in kept.stdout
    pattern = ("LLVM ERROR: pattern '(anonymous namespace)::CmpFOpNanKernelPattern' rollback of "
               "IR modifications requested @ {anon}::OperationLegalizer::legalize")
    assert known_crash("crash", pattern, None) == (None, None)


EXPAND = FINDINGS / "expand_strided_metadata_expand_shape_two_dynamic_sizes_abort.mlir"
EXPAND_ID = "expand-strided-metadata-expand-shape-two-dynamic-sizes"


def test_expand_strided_metadata_aborts_on_two_dynamic_sizes_in_a_group(toolchain):
    """The expand_shape with two dynamic sizes in one group verifies and makes
    expand-strided-metadata assert in getExpandedSizes; with one dynamic size the group lowers
    (its size inferred from the source, floordiv 2). The entry holds on the pass, and is a near
    miss on another failing pass."""
    fns = fixture_functions(EXPAND)
    assert opt(toolchain, fns["two_dynamic"]).ok
    res = opt(toolchain, fns["two_dynamic"], "--expand-strided-metadata")
    assert not res.ok
    sig = full_signature(res)
    assert "There must be at most one dynamic size per group" in sig
    assert "getExpandedSizes" in sig.partition(" @ ")[2]
    assert known_crash("crash", sig, "expand-strided-metadata") == (EXPAND_ID, None)
    assert near_miss_id("crash", sig, "canonicalize") == EXPAND_ID
    one = opt(toolchain, fns["one_dynamic"], "--expand-strided-metadata")
    assert one.ok, one.stderr
    assert "floordiv 2" in one.stdout
    assert "memref.reinterpret_cast" in one.stdout


CMPXCHG = FINDINGS / "memref_to_llvm_generic_atomic_rmw_float_cmpxchg.mlir"
CMPXCHG_ID = "memref-to-llvm-generic-atomic-rmw-float-cmpxchg"


def test_generic_atomic_rmw_on_floats_lowers_to_an_invalid_cmpxchg(toolchain):
    """memref.generic_atomic_rmw on f32 becomes llvm.cmpxchg of f32 (invalid IR); on i32 it
    becomes a valid cmpxchg of i32, and memref.atomic_rmw addf an llvm.atomicrmw fadd. The
    entry takes float element types only."""
    fns = fixture_functions(CMPXCHG)
    res = opt(toolchain, fns["add_one_f32"], "--convert-to-llvm")
    assert not res.ok
    sig = full_signature(res)
    assert sig == ("error: 'llvm.cmpxchg' op operand #1 must be signless integer or LLVM "
                   "pointer type, but got 'f32'")
    assert known_crash("invalid-ir", sig, "convert-to-llvm") == (CMPXCHG_ID, None)
    fine = opt(toolchain, fns["add_one_i32"] + fns["atomic_addf"], "--convert-to-llvm")
    assert fine.ok, fine.stderr
    assert re.search(r"llvm\.cmpxchg .* : !llvm\.ptr, i32\n", fine.stdout)
    assert "llvm.atomicrmw fadd" in fine.stdout
    vector = sig.replace("'f32'", "'vector<4xi32>'")
    assert known_crash("invalid-ir", vector, "convert-to-llvm") == (None, None)


DEALLOC = FINDINGS / "memref_to_llvm_dealloc_memory_space_free.mlir"
DEALLOC_ID = "memref-to-llvm-dealloc-memory-space-free"


def test_dealloc_in_a_memory_space_calls_free_without_a_cast(toolchain):
    """memref.alloc in memory space 1 casts malloc's !llvm.ptr to !llvm.ptr<1>; the dealloc
    passes that !llvm.ptr<1> to free(!llvm.ptr) as it is (invalid IR). The same memref
    passed through func.call lowers (no call is involved). The entry takes the message."""
    fns = fixture_functions(DEALLOC)
    res = opt(toolchain, fns["alloc_dealloc"], "--finalize-memref-to-llvm")
    assert not res.ok
    sig = full_signature(res)
    assert sig == ("error: 'llvm.call' op operand type mismatch for operand 0: '!llvm.ptr<1>' "
                   "!= '!llvm.ptr'")
    assert "callee = @free" in res.stderr
    assert known_crash("invalid-ir", sig, "finalize-memref-to-llvm") == (DEALLOC_ID, None)
    alloc = opt(toolchain, fns["alloc_only"], "--finalize-memref-to-llvm")
    assert alloc.ok, alloc.stderr
    assert "llvm.call @malloc" in alloc.stdout
    assert "llvm.addrspacecast" in alloc.stdout
    assert "!llvm.ptr<1>" in alloc.stdout
    call = opt(toolchain, fns["load3"] + fns["through_call"], "--pass-pipeline=builtin.module("
                "convert-func-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,"
                "reconcile-unrealized-casts)")
    assert call.ok, call.stderr
    assert "llvm.call @load3" in call.stdout
