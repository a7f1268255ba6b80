"""UB-elimination rules for the ``vector`` dialect.

Sources: MLIR vector dialect docs (https://mlir.llvm.org/docs/Dialects/Vector/):
``vector.extract``/``insert`` ("if the dynamic position is out of bounds, the result is
poison"), ``vector.load``/``store`` ("out-of-bounds accesses are undefined behavior"),
``vector.transfer_read``/``write`` (an access on a dim marked ``in_bounds`` that is out of
bounds is UB; other dims are masked), ``vector.maskedload``/``maskedstore`` ("if a mask bit is
set and the corresponding index is out-of-bounds for the given base, the behavior is
undefined"). DESIL Table 1 "Index out of bounds" (FixUBnew's
``vector.load`` handler clamps only dim 0; ``vector.insertelement``: ``pos urem dim``).
Scalable dims count ``n * vector.vscale`` elements.
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder, expr_is
from ubfix.registry import Unguarded, impl
from ubfix.rules.shaped import (
    clamp,
    clamp_below,
    clamp_dynamic,
    const_int,
    dim_size,
    vector_size,
)


@impl("vector.extract", "vector.insert")
def vector_position(op: ir.Operation) -> int:
    """A dynamic position out of bounds gives poison (MLIR vector docs ``vector.extract``/
    ``vector.insert``; DESIL Table 1 "Index out of bounds", its ``vector.insertelement`` rule).
    Inserts ``pos' = pos urem dim`` for every dynamic position (``dim`` a constant, or
    ``n * vscale`` for a scalable dim)."""
    static = list(ir.DenseI64ArrayAttr(op.attributes["static_position"]))
    vec = op.operands[0] if op.name == "vector.extract" else op.operands[1]
    first = 1 if op.name == "vector.extract" else 2
    vt = ir.VectorType(vec.type)
    b = Builder(op)
    return clamp_dynamic(b, op, static, first, lambda d: vector_size(b, vt, d))


def _vector_dims(op: ir.Operation, mem: ir.Value) -> tuple[ir.VectorType, int]:
    """The vector type of a ``vector.load``/``store`` and the first memref dim it spans (the
    memref rank when the memref holds vectors: then each index selects one element)."""
    vt = ir.VectorType((op.results[0] if op.name == "vector.load" else op.operands[0]).type)
    mt = ir.ShapedType(mem.type)
    if isinstance(mt.element_type, ir.VectorType):
        return vt, mt.rank
    return vt, mt.rank - vt.rank


@impl("vector.load", "vector.store")
def vector_memory_index(op: ir.Operation) -> int:
    """Out-of-bounds ``vector.load``/``store`` is UB (MLIR vector docs; DESIL Table 1 "Index out
    of bounds", FixUBnew's ``vector.load`` handler). Inserts, for each index:
    ``idx' = idx urem (dim - v + 1)`` on the trailing dims the vector spans (``v`` its size
    there, ``n * vscale`` for a scalable dim; the whole vector then fits), ``idx' = idx urem dim``
    on the leading dims (and on every dim of a memref of vectors). Dynamic sizes are read at
    run time (``urem max(room, 1)``). A static dim smaller than the vector cannot hold it at
    any index: reported as unguarded."""
    pos = 0 if op.name == "vector.load" else 1
    mem = op.operands[pos]
    vt, span = _vector_dims(op, mem)
    shape = ir.ShapedType(mem.type).shape
    rank = len(shape)
    for d in range(span, rank):
        k = d - span
        if (not vt.scalable_dims[k] and not ir.ShapedType.is_dynamic_size(shape[d])
                and shape[d] < vt.shape[k]):
            raise Unguarded(f"dim {d} of {mem.type} is smaller than the vector ({vt})")
    b = Builder(op)
    index = ir.IndexType.get()
    hits = 0
    for d in range(rank):
        idx = op.operands[pos + 1 + d]
        size, static = dim_size(b, mem, d)
        if d < span:
            new = clamp(b, idx, size, static)
        else:
            k = d - span
            if static is not None and not vt.scalable_dims[k]:
                room = static - vt.shape[k] + 1
                new = clamp(b, idx, b.const(index, room), room)
            else:
                v, _ = vector_size(b, vt, k)
                room = b.binary("arith.subi", size,
                                b.binary("arith.subi", v, b.const(index, 1)))
                new = clamp_below(b, idx, room)
        if new is not None:
            op.operands[pos + 1 + d] = new
            hits = 1
    return hits


def _transferred_dims(op: ir.Operation, rank: int) -> list[int | None]:
    """Per vector dim of a transfer: the source dim it walks (``permutation_map`` result
    ``d_i``), or None for a broadcast dim (result ``0``)."""
    if "permutation_map" in op.attributes:
        amap = ir.AffineMapAttr(op.attributes["permutation_map"]).value
        exprs = list(amap.results)
    else:
        n = len(ir.ArrayAttr(op.attributes["in_bounds"]))
        exprs = [ir.AffineDimExpr.get(d) for d in range(rank - n, rank)]
    return [ir.AffineDimExpr(e).position if expr_is(e, ir.AffineDimExpr) else None
            for e in exprs]


@impl("vector.transfer_read", "vector.transfer_write")
def vector_transfer(op: ir.Operation) -> int:
    """An ``in_bounds`` dim accessed out of bounds is UB, and so is an out-of-bounds index on a
    source dim the transfer does not walk (MLIR vector docs ``vector.transfer_read``; DESIL
    Table 1 "Index out of bounds"). Static repair: ``in_bounds`` set to ``false`` on every
    walked dim (out-of-bounds lanes are then masked: padding on reads, dropped on writes;
    broadcast dims stay ``true``). Runtime guards: on a walked dim ``idx' = minui(idx, dim)``
    (a start at or beyond the end, or negative, becomes "entirely masked" -- what any start
    >= dim already means), on any other dim ``idx' = idx urem dim``."""
    pos = 0 if op.name == "vector.transfer_read" else 1
    src = op.operands[pos]
    rank = ir.ShapedType(src.type).rank
    walked = _transferred_dims(op, rank)
    b = Builder(op)
    hits = 0
    if "in_bounds" in op.attributes:
        flags = [ir.BoolAttr(a).value for a in ir.ArrayAttr(op.attributes["in_bounds"])]
        new_flags = [f and w is None for f, w in zip(flags, walked)]
        if new_flags != flags:
            op.attributes["in_bounds"] = ir.ArrayAttr.get(
                [ir.BoolAttr.get(f) for f in new_flags])
            hits = 1
    for d in range(rank):
        idx = op.operands[pos + 1 + d]
        size, static = dim_size(b, src, d)
        if d in walked:
            c = const_int(idx)
            if size is None or (c is not None and static is not None and 0 <= c <= static):
                continue  # in range, or a dim of size 0 (every lane is masked already)
            new = b.binary("arith.minui", idx, size)
        else:
            new = clamp(b, idx, size, static)
        if new is not None:
            op.operands[pos + 1 + d] = new
            hits = 1
    return hits


@impl("vector.maskedload", "vector.maskedstore")
def vector_masked_memory(op: ir.Operation) -> int:
    """A set mask bit whose element lies out of bounds of the base is UB (MLIR vector docs
    ``vector.maskedload``/``maskedstore``: "If a mask bit is set and the corresponding index is
    out-of-bounds for the given base, the behavior is undefined"; DESIL Table 1 "Index out of
    bounds"). Seen with a shipped seed of Conversion/VectorToLLVM/vector-to-llvm-interface.mlir
    whose harness passes a memref of 4 elements to a 16-lane load (smith finding 18ee837d9719:
    three paths, three outputs). Inserts, on the last dim (the one the 1-D vector walks),
    ``idx' = minui(idx, dim)`` and ``mask' = mask & create_mask(dim - idx')`` (the lanes past the
    end are masked off; a start at or past the end masks all), and ``idx' = idx urem dim`` on the
    leading dims, like ``vector.load``; on a rank-0 base only lane 0 stays.

    Raises:
        Unguarded: the vector is not 1-D, or the base is a memref of vectors.
    """
    first_index = 1
    mem = op.operands[0]
    mt = ir.ShapedType(mem.type)
    rank = mt.rank
    mask_pos = first_index + rank
    mask = op.operands[mask_pos]
    vt = ir.VectorType(mask.type)
    if vt.rank != 1 or isinstance(mt.element_type, ir.VectorType):
        raise Unguarded(f"a {vt} mask on {mem.type}")
    b = Builder(op)
    index = ir.IndexType.get()
    if rank == 0:  # one element: only lane 0 is inside
        inside = b.op("vector.create_mask", [b.const(index, 1)], vt)
        op.operands[mask_pos] = b.binary("arith.andi", mask, inside)
        return 1
    for d in range(rank - 1):
        size, static = dim_size(b, mem, d)
        new = clamp(b, op.operands[first_index + d], size, static)
        if new is not None:
            op.operands[first_index + d] = new
    last = first_index + rank - 1
    size, static = dim_size(b, mem, rank - 1)
    if size is None:
        size = b.const(index, 0)
    start = b.binary("arith.minui", op.operands[last], size)
    op.operands[last] = start
    room = b.binary("arith.subi", size, start)
    inside = b.op("vector.create_mask", [room], vt)
    op.operands[mask_pos] = b.binary("arith.andi", mask, inside)
    return 1
