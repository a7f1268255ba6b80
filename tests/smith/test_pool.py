"""The value pool's type index, the MLIR context kept across programs, and the in-process
verification of generated programs: each gives the same results as the slow way it replaces."""

from __future__ import annotations

import pytest
from mlir import ir

from ground.mlir_ir import context, kept_context
from lowering.program_run import _verify
from smith.builder import Builder
from smith.gen_options import GenOptions
from smith.pool import pool_keys
from smith.program import generate_program

DIALECT_SETS = [("arith", "tosa"), ("arith", "math"), ("arith", "memref", "scf"),
                ("affine", "arith", "index", "linalg", "math", "memref", "scf", "tensor",
                 "vector")]


@pytest.mark.parametrize("dialects", DIALECT_SETS, ids=",".join)
def test_indexed_queries_equal_full_scans(dialects, mlir_version, monkeypatch):
    """Every pool query made while generating real programs returns, in the same order, what a
    scan of every visible value (the pool before it was indexed) returns."""
    indexed_candidates, indexed_has = Builder.candidates, Builder.has
    calls = {"candidates": 0, "has": 0}

    def scan(b, pred, within):
        keys = None if within is None else set(within)
        return [v for v in b.visible() if v.available
                and (keys is None or keys & set(pool_keys(v.type)))
                and (pred is None or pred(v))]

    def candidates(b, pred=None, within=None):
        out = indexed_candidates(b, pred, within)
        assert out == scan(b, pred, within)
        calls["candidates"] += 1
        return out

    def has(b, pred=None, within=None):
        out = indexed_has(b, pred, within)
        assert out == bool(scan(b, pred, within))
        calls["has"] += 1
        return out

    monkeypatch.setattr(Builder, "candidates", candidates)
    monkeypatch.setattr(Builder, "has", has)
    for seed in range(4):
        generate_program(seed, GenOptions(dialects=dialects, ops=96), mlir_version)
    assert calls["candidates"] > 50
    assert calls["has"] > 0 or "tosa" not in dialects


def test_kept_context_is_reused_then_replaced():
    seen = []
    for _ in range(80):  # the context kept before (other tests) serves its remaining uses first
        with kept_context(uses=2) as ctx:
            assert ir.Context.current is ctx
            assert ir.Location.current is not None
            seen.append(ctx)
    runs = [1]
    for prev, ctx in zip(seen, seen[1:]):
        if ctx is prev:
            runs[-1] += 1
        else:
            runs.append(1)
    assert len(runs) > 10
    assert set(runs[1:-1]) == {2}
    with context() as outer, kept_context() as inner:
        assert inner is outer  # a current context is used as is


def test_generated_program_verified_in_process(toolchain, mlir_version, tmp_path):
    text = generate_program(3, GenOptions(), mlir_version).text
    res = _verify(text, toolchain, tmp_path / "a", 60.0, in_process=True)
    assert res.ok
    assert res.argv == ("mlir.ir.Module.parse",)
    bad = text.replace("func.func @main", "func.func @main_missing_brace {", 1)
    res = _verify(bad, toolchain, tmp_path / "b", 60.0, in_process=True)
    assert not res.ok
    assert "mlir-opt" in res.argv[0]
    res = _verify(text, toolchain, tmp_path / "c", 60.0, in_process=False)
    assert res.ok
    assert "mlir-opt" in res.argv[0]
