"""Issue 4 breadth: tosa.rescale, apply_scale, scatter, resize, transpose_conv2d, cond_if and
while_loop are generated, verify (and pass --tosa-validate), keep their UB guards, and run ok on
real lowering paths; dynamic shapes are drawn when asked and only then."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import attrs
import pytest
from mlir import ir

from ground.draw import Draw
from ground.errors import SmithError
from ground.header import read_header
from ground.mlir_ir import parse_verify
from ground.proc import run_tool
from lowering.passmap import load_passmap
from lowering.run.program import RunOptions, run_program
from lowering.verdict import load_known_crashes
from smith.app.ops_report import op_report
from smith.gen.builder import Builder
from smith.gen.gen_options import GenOptions
from smith.gen.program import generate_from_template, generate_program
from ubfix.rewrite import fix_ub

ROOT = Path(__file__).parent.parent.parent
NEW_OPS = ("tosa.rescale", "tosa.apply_scale", "tosa.scatter", "tosa.resize",
           "tosa.transpose_conv2d", "tosa.cond_if", "tosa.while_loop")
STATIC = GenOptions(dialects=("tosa", "arith"), dynamic_shapes=0.0)


def _program_with(op: str, mlir_version: str, seeds=range(12), options=STATIC):
    """The first generated program (over ``seeds``) whose @compute contains ``op``; the
    template nests a few ops inside region ops."""
    children = [{"op": "tosa.add"}, {"op": "tosa.rescale"}, {"op": "tosa.sub"}]
    entry = {"op": op}
    if op in ("tosa.cond_if", "tosa.while_loop"):
        entry["regions"] = [children, children[:2]][: 2 if op == "tosa.cond_if" else 1]
    template = {"format": "smith-template/1", "dialects": ["tosa", "arith"],
                "functions": [{"name": "compute", "body": [{"op": "tosa.mul"}, entry,
                                                           {"op": "tosa.add"}, entry]}]}
    for seed in seeds:
        try:
            prog = generate_from_template(seed, template, options, mlir_version)
        except SmithError:
            continue
        if prog.op_histogram.get(op):
            return prog
    pytest.fail(f"no program with {op} in seeds {list(seeds)}")


@pytest.mark.parametrize("op", NEW_OPS)
def test_new_op_verifies_and_passes_tosa_validate(op, toolchain, mlir_version):
    prog = _program_with(op, mlir_version)
    res = run_tool([str(toolchain.mlir_opt), "--tosa-validate"], stdin=prog.text, timeout=60)
    assert res.ok, res.stderr[-2000:]


@pytest.mark.parametrize("op", NEW_OPS)
def test_new_op_runs_ok(op, toolchain, mlir_version, tmp_path):
    """One drawn lowering path per op besides the first (two paths: outputs are compared)."""
    prog = _program_with(op, mlir_version)
    opts = RunOptions(paths=2, seed=1)
    out = run_program(prog.text, op, opts, toolchain, load_passmap(toolchain),
                      load_known_crashes(), tmp_path / op)
    assert out.verdict.kind == "ok", out.verdict


def test_scatter_indices_distinct_per_batch(mlir_version):
    for seed in range(6):
        prog = _program_with("tosa.scatter", mlir_version, seeds=range(seed, seed + 12))
        with ir.Context():
            module = ir.Module.parse(prog.text)
            seen = []

            def visit(op, seen=seen):
                if op.name == "tosa.scatter":
                    idx = op.operands[1].owner.attributes["values"]
                    n, w = ir.RankedTensorType(op.operands[1].type).shape
                    k = ir.RankedTensorType(op.operands[0].type).shape[1]
                    d = ir.DenseIntElementsAttr(idx)
                    vals = [d[i] for i in range(n * w)]
                    seen.append((n, w, k, vals))
                return ir.WalkResult.ADVANCE

            module.operation.walk(visit)
        assert seen
        for n, w, k, vals in seen:
            assert w <= k
            for i in range(n):
                row = vals[i * w:(i + 1) * w]
                assert len(set(row)) == w
                assert all(0 <= v < k for v in row)


def test_while_loop_counter_is_bounded(mlir_version):
    prog = _program_with("tosa.while_loop", mlir_version)
    with ir.Context():
        module = ir.Module.parse(prog.text)
        bounds = []

        def visit(op):
            if op.name == "tosa.while_loop":
                cond = op.regions[0].blocks[0]
                ops = list(cond.operations)
                assert [o.name for o in ops] == ["tensor.extract", "arith.constant",
                                                 "arith.cmpi", "tensor.from_elements",
                                                 "tosa.yield"]
                bounds.append(ir.IntegerAttr(ops[1].attributes["value"]).value)
                start = op.operands[0].owner.attributes["values"]
                assert 0 <= ir.DenseIntElementsAttr(start)[0] <= bounds[-1]
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
    assert bounds
    assert all(b <= 2 + 8 for b in bounds)


RESCALE = """func.func @f(%x: tensor<4xi32>) -> tensor<4xi8> {{
  %m = "tosa.const"() <{{values = dense<1073741824> : tensor<1xi32>}}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{{values = dense<{shift}> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %zi = "tosa.const"() <{{values = dense<0> : tensor<1xi32>}}> : () -> tensor<1xi32>
  %zo = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %zi, %zo {{input_unsigned = false, output_unsigned = false,
    per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true}}
    : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}}
"""


def test_rescale_value_range_guard():
    """TOSA apply_scale_32: value in [-(1 << (shift-1)), 1 << (shift-1)); an i32 input needs a
    clamp below shift 32 and none from 32 on; an illegal shift is repaired to [2, 62]."""
    small = fix_ub(RESCALE.format(shift=10))
    assert small.hits == {"tosa_rescale_range": 1}
    assert "tosa.maximum" in small.text
    assert "-512" in small.text
    assert "511" in small.text
    assert fix_ub(RESCALE.format(shift=40)).hits == {}
    bad = fix_ub(RESCALE.format(shift=70))
    assert bad.hits == {"tosa_rescale_range": 1}
    assert "dense<62>" in bad.text
    parse_verify(bad.text, source="rescale")


def test_scatter_duplicate_indices_are_repaired():
    text = """func.func @f(%v: tensor<1x4x2xf32>, %x: tensor<1x3x2xf32>) -> tensor<1x4x2xf32> {
  %i = "tosa.const"() <{values = dense<[[1, 3, 1]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %r = tosa.scatter %v, %i, %x : (tensor<1x4x2xf32>, tensor<1x3xi32>, tensor<1x3x2xf32>)
    -> tensor<1x4x2xf32>
  return %r : tensor<1x4x2xf32>
}
"""
    fixed = fix_ub(text)
    assert fixed.hits == {"tosa_scatter_indices": 1}
    assert "dense<[[0, 1, 2]]>" in fixed.text


def test_apply_scale_guard():
    text = """func.func @f(%v: i32) -> i32 {
  %m = arith.constant 1073741824 : i32
  %s = arith.constant 10 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
"""
    fixed = fix_ub(text)
    assert fixed.hits == {"tosa_apply_scale_range": 1}
    assert "arith.maxsi" in fixed.text
    assert "arith.minsi" in fixed.text


DYNAMIC = re.compile(r"tensor<[^>]*\?")


def _dynamic_ops(text: str) -> int:
    """Lines of tosa ops with a dynamically shaped type."""
    return sum(1 for line in text.splitlines()
               if "tosa." in line and "tensor.cast" not in line and DYNAMIC.search(line))


def test_dynamic_shapes_only_when_asked(mlir_version):
    dyn = GenOptions(dialects=("tosa", "arith"), dynamic_shapes=1.0)
    with_dyn = [generate_program(s, dyn, mlir_version).text for s in range(4)]
    assert sum(_dynamic_ops(t) for t in with_dyn) > 0
    without = [generate_program(s, STATIC, mlir_version).text for s in range(4)]
    assert not any(DYNAMIC.search(t) for t in without)


def test_ranks_0_to_4_are_drawn_for_elementwise_ops(mlir_version):
    """What the generator draws (without UB guards: those of conv3d results have rank 5)."""
    ranks = set()
    for s in range(12):
        text = generate_program(s, attrs.evolve(STATIC, ubfix=False), mlir_version).text
        with ir.Context():
            module = ir.Module.parse(text)

            def visit(op):
                if op.name in ("tosa.add", "tosa.abs", "tosa.exp", "tosa.sub", "tosa.maximum"):
                    ranks.add(ir.RankedTensorType(op.results[0].type).rank)
                return ir.WalkResult.ADVANCE

            module.operation.walk(visit)
    assert ranks == {0, 1, 2, 3, 4}


def test_transpose_conv2d_lowering_is_consistent(mlir_version):
    conv = json.loads((ROOT / "specs" / "conversions.json").read_text())
    assert conv["ops"]["tosa.transpose_conv2d"] == ["tosa-optional-decompositions"]
    passmap = json.loads((ROOT / "lowering" / "passmap.json").read_text())
    assert passmap["chains"]["tosa.transpose_conv2d"] == ["tosa-optional-decompositions"]
    rows = {r.name: r for r in op_report(STATIC, mlir_version, programs=0, seed=0)}
    row = rows["tosa.transpose_conv2d"]
    assert row.generatable
    assert row.lowerable
    assert "tosa-optional-decompositions" in row.reason
    for name in ("tosa.reduce_all", "tosa.reduce_any"):
        assert not rows[name].generatable
        assert "--bool-tensors any" in rows[name].reason


def test_tosa_control_flow_never_nests_in_itself():
    """The overlay's ``not_within`` holds in drawn templates: no cond_if inside a cond_if and no
    while_loop inside a while_loop (tosa-to-scf fails on both:
    tests/fixtures/findings/tosa_to_scf_nested_same_op.mlir), while the mixed nestings that
    lower are still drawn."""
    from ground.draw import Draw
    from smith.gen.spec import load_specs
    from smith.gen.template import make_template

    specs = load_specs(("tosa", "arith"))
    cf = {"tosa.cond_if", "tosa.while_loop"}
    pairs: set[tuple[str, str]] = set()

    def walk(entries, within):
        for e in entries:
            if e["op"] in cf:
                pairs.update((outer, e["op"]) for outer in within)
            for region in e.get("regions", []):
                walk(region, within | ({e["op"]} & cf))

    for seed in range(200):
        walk(make_template(Draw(seed), specs, ("tosa", "arith"), 60)["functions"][0]["body"],
             frozenset())
    assert pairs == {("tosa.cond_if", "tosa.while_loop"), ("tosa.while_loop", "tosa.cond_if")}


def test_max_numel_caps_drawn_shapes_and_is_recorded_only_when_set(mlir_version):
    """``--max-numel``: every randomly drawn shape has at most that many elements; headers of
    programs generated without it are unchanged (no ``max_numel`` key)."""
    b = Builder(Draw(7), attrs.evolve(STATIC, max_numel=4))
    shapes = [b.random_shape() for _ in range(300)]
    assert max(math.prod(s) for s in shapes) == 4
    default = Builder(Draw(7), STATIC)
    assert max(math.prod(default.random_shape()) for _ in range(300)) > 4
    small = attrs.evolve(STATIC, max_numel=4)
    assert read_header(generate_program(3, small, mlir_version).text)["options"]["max_numel"] == 4
    assert "max_numel" not in read_header(generate_program(3, STATIC, mlir_version).text)["options"]
