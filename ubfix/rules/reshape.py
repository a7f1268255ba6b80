"""UB-elimination rules for shapes that must agree at run time: ``tensor.expand_shape`` /
``memref.expand_shape`` (the source's dynamic size against the output shape) and
``memref.copy`` (source and target shapes).

Sources: MLIR tensor docs ``expand_shape`` ("the output_shape ... must be consistent with the
source": a dynamic source size that is not the product of its group's sizes is UB, and MLIR's
``generate-runtime-verification`` checks it: "static result dims in reassoc group do not
divide src dim evenly"), memref docs ``expand_shape`` (the same), ``memref.copy`` ("source
and destination are expected to have the same element type and shape. Otherwise, the result
is undefined"). DESIL Table 1 "Shape inconsistency" (DESIL has no rule for them). Smith met
both as harness input (``smith run --check`` over the shipped seeds:
``Dialect/MemRef/runtime-verification.mlir`` expands a drawn 1-element buffer into ``?x5``;
``Integration/Dialect/MemRef/copy-runtime-verification.mlir`` copies 4 elements into 5).
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder, require_zero
from ubfix.registry import Unguarded, impl
from ubfix.rules.shaped import dim_size, run_when, value_or_zero


def _groups(op: ir.Operation) -> list[list[int]]:
    return [[ir.IntegerAttr(x).value for x in ir.ArrayAttr(g)]
            for g in ir.ArrayAttr(op.attributes["reassociation"])]


def _plan(op: ir.Operation) -> tuple[list[tuple[int, int, list[int]]], list[int | None]]:
    """Per source dim ``d`` that needs a guard: ``(d, product of the group's static sizes,
    positions of its dynamic output sizes)``; and the output shape (None: dynamic).

    Raises:
        Unguarded: a group with a static size 0.
    """
    src = ir.ShapedType(op.operands[0].type)
    dyn = ir.ShapedType.get_dynamic_size()
    out = [None if n == dyn else n
           for n in ir.DenseI64ArrayAttr(op.attributes["static_output_shape"])]
    plan = []
    for d, group in enumerate(_groups(op)):
        sizes = [out[k] for k in group]
        dynamic = [k for k in group if out[k] is None]
        prod = 1
        for n in sizes:
            prod *= n if n is not None else 1
        if not dynamic and not src.is_dynamic_dim(d):
            continue
        if prod == 0:
            raise Unguarded(f"group {group} has a size 0")
        plan.append((d, prod, dynamic))
    return plan, out


def _output_sizes(b: Builder, op: ir.Operation, src: ir.Value, d: int, prod: int,
                  operands: list[int]) -> None:
    """The dynamic output sizes (operand numbers ``operands``) of the group of source dim
    ``d``, made to multiply to ``q = dim floordiv prod``: one size becomes ``q``; several are
    kept when they do (checked by divisions: ``v != 0``, ``r urem v == 0``, ``r = r / v``,
    the last equal to ``r``; no product can overflow), else become ``1, .., 1, q``."""
    index = ir.IndexType.get()
    have, _ = dim_size(b, src, d)
    q = b.binary("arith.divui", have, b.const(index, prod))
    if len(operands) == 1:
        op.operands[operands[0]] = q
        return
    one, zero = b.const(index, 1), b.const(index, 0)
    ok, r = None, q
    for k in operands[:-1]:
        v = op.operands[k]
        vm = b.binary("arith.maxui", v, one)
        good = b.binary("arith.andi", b.cmpi("ne", v, zero),
                        b.cmpi("eq", b.binary("arith.remui", r, vm), zero))
        ok = good if ok is None else b.binary("arith.andi", ok, good)
        r = b.binary("arith.divui", r, vm)
    ok = b.binary("arith.andi", ok, b.cmpi("eq", op.operands[operands[-1]], r))
    for k in operands[:-1]:
        op.operands[k] = b.select(ok, op.operands[k], one)
    op.operands[operands[-1]] = b.select(ok, op.operands[operands[-1]], q)


@impl("tensor.expand_shape", "memref.expand_shape")
def expand_shape_sizes(op: ir.Operation) -> int:
    """A dynamic source size that is not the product of its group's output sizes is UB (module
    docstring). For each group with a dynamic source size or dynamic output sizes, with ``P``
    the product of the group's static sizes and ``D`` the source's size: one dynamic output
    size becomes ``D' floordiv P`` (the only consistent value: equal to the old one wherever
    that was valid), several are kept where they multiply to it, else become ``1, .., 1,
    D' floordiv P`` (:func:`_output_sizes`), and the source is replaced, when some ``D`` is not
    a multiple of ``P`` (or not ``P`` in a group without a dynamic size), by a zero-filled
    one of sizes ``(D floordiv P) * P`` (``P``): ``src' = scf.if ok {src} else {fresh}``.
    Reported as unguarded: groups with a size 0, unranked sources, memrefs with a layout
    whose dynamic size may need the fresh source (it cannot take the layout), element types
    without zero."""
    src = op.operands[0]
    t = ir.ShapedType(src.type)
    if not t.has_rank:
        raise Unguarded(f"unranked source {src.type}")
    plan, _ = _plan(op)
    if not plan:
        return 0
    if isinstance(src.type, ir.MemRefType) and str(src.type) != str(
            ir.MemRefType.get(list(t.shape), t.element_type,
                              memory_space=ir.MemRefType(src.type).memory_space)) and any(
            t.is_dynamic_dim(d) for d, _, _ in plan):
        raise Unguarded(f"a fresh buffer cannot take the layout of {src.type}")
    require_zero(t.element_type)
    b = Builder(op)
    index = ir.IndexType.get()
    ok, sizes = None, [(None, n) for n in t.shape]  # (value, static size): zero_filled's form
    for d, prod, k in plan:
        have, static = dim_size(b, src, d)
        p = b.const(index, prod)
        if static is not None and (static % prod == 0 if k else static == prod):
            continue
        if not k:
            cond = b.cmpi("eq", have, p)
            sizes[d] = (None, prod)
        else:
            cond = b.cmpi("eq", b.binary("arith.remui", have, p), b.const(index, 0))
            sizes[d] = (b.binary("arith.muli", b.binary("arith.divui", have, p), p), None)
        ok = cond if ok is None else b.binary("arith.andi", ok, cond)
    if ok is not None:
        op.operands[0] = src = value_or_zero(op, ok, src, lambda _: sizes)
    dyn_positions = [k for k, n in enumerate(ir.DenseI64ArrayAttr(
        op.attributes["static_output_shape"])) if n == ir.ShapedType.get_dynamic_size()]
    for d, prod, k in plan:
        if k:
            _output_sizes(b, op, src, d, prod, [1 + dyn_positions.index(x) for x in k])
    return 1


@impl("memref.copy")
def copy_shapes(op: ir.Operation) -> int:
    """A ``memref.copy`` between buffers of different runtime shapes is UB (module docstring).
    When a dim is dynamic on either side, the copy runs under ``scf.if`` every such dim
    agrees (it copies nothing otherwise). Unranked operands are reported as unguarded."""
    src, dst = op.operands[0], op.operands[1]
    if not all(isinstance(v.type, ir.MemRefType) for v in (src, dst)):
        raise Unguarded(f"unranked copy {src.type} to {dst.type}")
    st, dt = ir.ShapedType(src.type), ir.ShapedType(dst.type)
    dims = [d for d in range(st.rank) if st.is_dynamic_dim(d) or dt.is_dynamic_dim(d)]
    if not dims:
        return 0
    b = Builder(op)
    ok = None
    for d in dims:
        (a, _), (c, _) = dim_size(b, src, d), dim_size(b, dst, d)
        index = ir.IndexType.get()
        eq = b.cmpi("eq", a if a is not None else b.const(index, 0),
                    c if c is not None else b.const(index, 0))
        ok = eq if ok is None else b.binary("arith.andi", ok, eq)
    run_when(op, ok, lambda _: [])
    return 1
