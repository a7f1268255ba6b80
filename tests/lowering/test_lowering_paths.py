"""Op collection with the bindings and random topological lowering orders (DESIL section 3.4)."""

from __future__ import annotations

import pytest

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
