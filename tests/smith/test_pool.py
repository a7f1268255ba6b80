"""The value pool's type index, the MLIR context kept across programs, and the in-process
verification of generated programs: each gives the same results as the slow way it replaces."""

from __future__ import annotations

import copy

import pytest
from mlir import ir

from ground.errors import UsageError
from ground.mlir_ir import context, kept_context, parse_verified, print_verified
from lowering.run.program import _verify
from smith.gen.builder import Builder
from smith.gen.gen_options import GenOptions
from smith.gen.pool import AFFINE_OPERAND, Scope, Value, pool_keys
from smith.gen.program import generate_program
from smith.gen.types import Scalar, Tensor

DIALECT_SETS = [("arith", "tosa"), ("arith", "math"), ("arith", "memref", "scf"),
                ("affine", "arith", "index", "linalg", "math", "memref", "scf", "tensor",
                 "vector")]


def _keys(v) -> set:
    """The keys a value belongs under, stated the slow way (the predicates the families used
    before the pool indexed them)."""
    keys = set(pool_keys(v.type))
    if v.affine_ok and "#" not in v.name:
        keys.add(AFFINE_OPERAND)
    return keys


def _scan(b, pred, within):
    """What a pool query selects, from a scan of every visible value."""
    keys = None if within is None else set(within)
    return [v for v in b.visible() if v.available
            and (keys is None or keys & _keys(v)) and (pred is None or pred(v))]


@pytest.mark.parametrize("dialects", DIALECT_SETS, ids=",".join)
def test_indexed_queries_equal_full_scans(dialects, mlir_version, monkeypatch):
    """Every pool query made while generating real programs returns, in the same order, what a
    scan of every visible value (the pool before it was indexed) returns; every pick from the
    indexes (:meth:`Builder.pick_of_types`) draws the value, and leaves the random state, that
    a weighted draw over the scan does."""
    indexed = {n: getattr(Builder, n) for n in ("candidates", "has", "of_types",
                                                "pick_of_types")}
    calls = dict.fromkeys(indexed, 0)

    def candidates(b, pred=None, within=None):
        out = indexed["candidates"](b, pred, within)
        assert out == _scan(b, pred, within)
        calls["candidates"] += 1
        return out

    def has(b, pred=None, within=None):
        out = indexed["has"](b, pred, within)
        assert out == bool(_scan(b, pred, within))
        calls["has"] += 1
        return out

    def typed(type_ok, multi_use):
        return lambda v: ((type_ok is None or type_ok(v.type))
                          and not (multi_use and v.single_use))

    def of_types(b, within, type_ok=None, multi_use=False):
        vals, weights = indexed["of_types"](b, within, type_ok, multi_use)
        assert vals == _scan(b, typed(type_ok, multi_use), within)
        assert weights == [1.0 / (1 + v.uses) for v in vals]
        calls["of_types"] += 1
        return vals, weights

    def pick_of_types(b, within, type_ok=None, p_reuse=None, multi_use=False):
        twin = copy.deepcopy(b.draw)
        cands = _scan(b, typed(type_ok, multi_use), within)
        p = b.options.p_reuse if p_reuse is None else p_reuse
        expected = None
        if cands and twin.boolean(p):
            expected = twin.weighted(cands, [1.0 / (1 + v.uses) for v in cands])
        out = indexed["pick_of_types"](b, within, type_ok, p_reuse, multi_use)
        assert out is expected
        assert b.draw._rng.getstate() == twin._rng.getstate()
        calls["pick_of_types"] += 1
        return out

    for name, fn in [("candidates", candidates), ("has", has), ("of_types", of_types),
                     ("pick_of_types", pick_of_types)]:
        monkeypatch.setattr(Builder, name, fn)
    for seed in range(4):
        generate_program(seed, GenOptions(dialects=dialects, ops=96), mlir_version)
    assert calls["pick_of_types"] > 50
    assert calls["of_types"] > 50
    assert calls["candidates"] > 0
    assert calls["has"] > 0 or "tosa" not in dialects


def test_scope_weights_follow_uses_and_single_use_values_leave_when_taken():
    sc = Scope()
    f32, i1 = Tensor((2,), "f32"), Tensor((2,), "i1")
    a, flag, c = Value("%a", f32), Value("%f", i1, single_use=True), Value("%c", f32, uses=2)
    for v in (a, flag, c):
        sc.add(v)
    a.uses += 3
    assert sc.of_types([Tensor]) == ([a, flag, c], [1 / 4, 1.0, 1 / 3])
    assert sc.of_types([Tensor], lambda t: t.elem == "f32") == ([a, c], [1 / 4, 1 / 3])
    assert sc.of_types([Tensor], multi_use=True) == ([a, c], [1 / 4, 1 / 3])
    flag.uses += 1
    assert sc.of_types([Tensor]) == ([a, c], [1 / 4, 1 / 3])
    assert sc.of_types([(Tensor, "f32"), f32]) == ([a, c], [1 / 4, 1 / 3])
    assert sc.of_types([Scalar("index")]) == ([], [])


def test_kept_context_is_reused_then_replaced():
    seen = []
    for _ in range(200):  # the context kept before (other tests) serves its remaining uses first
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


def test_parse_verified_verifies_and_print_verified_prints_custom_form():
    """The parser's own verification rejects IR that parses but does not verify; the printer
    gives what ``get_asm`` gives."""
    with context():
        with pytest.raises(UsageError, match="doesn't match function result type"):
            parse_verified("func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}", "t")
        module = parse_verified('func.func @g(%a: f32) -> f32 attributes {note = "\u00e9\u2192"}'
                                " {\n  return %a : f32\n}")
        text = print_verified(module)
        assert text == module.operation.get_asm(assume_verified=True)
