"""Op collection with the bindings and random topological lowering orders (DESIL section 3.4)."""

from __future__ import annotations

import attrs
import pytest
from lowering_fixtures import fixture_text

from ground.draw import Draw
from lowering.paths import LoweringPath, collect_ops, draw_paths, keys_for


def test_collect_ops(select_program, passmap):
    census = collect_ops(select_program)
    assert {
        "tosa.add",
        "tosa.greater",
        "tosa.select",
        "arith.muli",
        "vector.print",
        "func.call",
    } <= census.names
    assert census.type_keys == {"<tensor>"}
    keys, unmapped = keys_for(census, passmap)
    assert "tosa.*" in keys
    assert "<tensor>" in keys
    assert "vector.print" in keys
    assert unmapped == []


def test_drawing_is_deterministic_and_distinct(select_program, passmap):
    a = draw_paths(select_program, passmap, Draw(11), k=6)
    b = draw_paths(select_program, passmap, Draw(11), k=6)
    assert a == b
    assert len({p.passes for p in a}) == 6
    c = draw_paths(select_program, passmap, Draw(12), k=6)
    assert [p.passes for p in c] != [p.passes for p in a]


def test_at_least_three_distinct_orders(select_program, passmap):
    # pure orders (no optimisation passes): distinct topological orders / slot choices
    paths = draw_paths(select_program, passmap, Draw(0), k=20, optimize=False)
    assert len(paths) == 20
    assert len({p.passes for p in paths}) == 20


def test_first_path_is_pure_and_order_respects_edges(mix_program, passmap):
    paths = draw_paths(mix_program, passmap, Draw(5), k=8)
    opt_names = {o.name for o in passmap.optimizations} - {"canonicalize", "cse"}
    assert not (set(paths[0].passes) & opt_names)
    for p in paths:
        order = {name.split("{")[0]: i for i, name in enumerate(p.passes)}
        assert order["tosa-to-linalg-named"] < order["tosa-to-linalg"]
        assert (
            order["tosa-to-linalg"]
            < order["linalg-fuse-elementwise-ops"]
            < order["one-shot-bufferize"]
        )
        assert p.passes[-1] == "reconcile-unrealized-casts"


def test_pipeline_rendering_groups_func_passes():
    p = LoweringPath(
        "x",
        ("tosa-to-linalg-named", "tosa-to-linalg", "canonicalize", "convert-linalg-to-loops"),
        func_nested=frozenset(
            {"tosa-to-linalg-named", "tosa-to-linalg", "convert-linalg-to-loops"}
        ),
    )
    assert p.pipeline() == (
        "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg),canonicalize,"
        "func.func(convert-linalg-to-loops))"
    )


def test_unparsable_program_is_a_usage_error():
    from ground.errors import UsageError

    with pytest.raises(UsageError):
        collect_ops("func.func @f( {")


def test_first_optimized_path_starts_with_canonicalize(passmap):
    """passmap.json ``first_optimized_path_starts_with``: for programs of several dialect mixes
    (tosa; tosa with linalg and tensor; the tosa pitfalls; a vector-only program) and k >= 2,
    exactly one path starts with canonicalize, it is d1, and the pure path d0 stays first and
    free of optimisation passes; k = 1 and optimize=False give the pure path only."""
    assert passmap.leading_passes == ("canonicalize",)
    opt_names = {o.name for o in passmap.optimizations} - {"cse"}
    programs = [fixture_text(f) for f in ("tosa_select.mlir", "tosa_mix.mlir",
                                          "tosa_float.mlir", "tosa_pitfalls.mlir",
                                          "rv_linalg_shapes.mlir", "never_ends.mlir")]
    for text in programs:
        for seed in range(3):
            pure = draw_paths(text, passmap, Draw(seed), k=1, optimize=False)[0]
            for k in (2, 4):
                paths = draw_paths(text, passmap, Draw(seed), k=k)
                assert len({p.passes for p in paths}) == len(paths) == k
                assert paths[0].passes == pure.passes
                assert not set(paths[0].passes) & opt_names
                leading = [p.name for p in paths if p.passes[0] == "canonicalize"]
                assert leading == ["d1"]
            assert draw_paths(text, passmap, Draw(seed), k=1) == [pure]


def test_leading_canonicalize_brings_the_chains_of_what_it_produces(passmap):
    """Early canonicalize may turn a tosa op into tosa.reshape/tosa.const (its 'produces'):
    the leading one pulls in their chains after it in tosa programs, and in a program without
    tosa ops it adds no tosa-to-* pass (drawn optimisations left out: an early canonicalize
    drawn among them still brings its chains, as before)."""
    pure, tosa = draw_paths(fixture_text("tosa_select.mlir"), passmap, Draw(3), k=2)
    assert tosa.passes[0] == "canonicalize"
    assert "tosa-to-tensor" in tosa.passes  # the chain of tosa.reshape
    assert "tosa-to-tensor" not in pure.passes
    plain = fixture_text("never_ends.mlir")
    assert "tosa." not in plain
    no_opts = attrs.evolve(passmap, max_opt_per_path=0)
    for seed in range(4):
        lead = draw_paths(plain, no_opts, Draw(seed), k=2)[1]
        assert lead.passes[0] == "canonicalize"
        assert not [p for p in lead.passes if p.startswith("tosa-to-")]
