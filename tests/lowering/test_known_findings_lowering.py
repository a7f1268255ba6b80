"""MLIR 22.1.8 bugs found by ``smith run`` on the middle-level dialects (issue 5), kept as
regression checks of the toolchain: if one starts failing, MLIR fixed the bug."""

from __future__ import annotations

from pathlib import Path

from smith.proc import run_tool

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"


def test_vector_to_llvm_block_merge_gives_invalid_cond_br(toolchain):
    """convert-vector-to-llvm merges two identical blocks of valid IR and makes an
    llvm.cond_br carry memref operands (invalid IR). Found on corpus seed 1 (prog-00011)."""
    src = FINDINGS / "vector_to_llvm_block_merge_memref_cond_br.mlir"
    assert run_tool([toolchain.mlir_opt, src, "-o", "/dev/null"], timeout=60).ok  # input is valid
    res = run_tool([toolchain.mlir_opt, src, "--convert-vector-to-llvm"], timeout=60)
    assert not res.ok
    assert "'llvm.cond_br' op operand #1 must be variadic of LLVM dialect-compatible type" \
        in res.stderr
    assert "memref<3xf64>" in res.stderr


def test_affine_loop_fusion_unreachable_on_vector_load(toolchain, monkeypatch):
    """affine-loop-fusion reaches llvm_unreachable("unexpected op") in its dependence graph on
    a vector.load in an affine.for (valid input). Found on corpus seed 1 (prog-00233)."""
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")
    src = FINDINGS / "affine_loop_fusion_vector_load_unreachable.mlir"
    assert run_tool([toolchain.mlir_opt, src, "-o", "/dev/null"], timeout=60).ok
    res = run_tool([toolchain.mlir_opt, src,
                    "--pass-pipeline=builtin.module(func.func(affine-loop-fusion))"], timeout=60)
    assert not res.ok
    assert "unexpected op" in res.stderr
    assert "UNREACHABLE executed" in res.stderr
