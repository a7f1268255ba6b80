"""UB-elimination rules for the ``vector`` dialect.

Sources: MLIR vector dialect docs (https://mlir.llvm.org/docs/Dialects/Vector/):
``vector.extract``/``insert`` ("if the dynamic position is out of bounds, the result is
poison"), ``vector.load``/``store`` ("out-of-bounds accesses are undefined behavior"),
``vector.transfer_read``/``write`` (an access on a dim marked ``in_bounds`` that is out of
bounds is UB; other dims are masked). DESIL Table 1 "Index out of bounds" (FixUBnew's
``vector.load`` handler clamps only dim 0; ``vector.insertelement``: ``pos urem dim``).
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder
from ubfix.registry import impl
from ubfix.rules.shaped import clamp, clamp_dynamic, dim_size


@impl("vector.extract", "vector.insert")
def vector_position(op: ir.Operation) -> int:
    """A dynamic position out of bounds gives poison (MLIR vector docs ``vector.extract``/
    ``vector.insert``; DESIL Table 1 "Index out of bounds", its ``vector.insertelement`` rule).
    Inserts ``pos' = pos urem dim`` for every dynamic position (vector dims are static)."""
    static = list(ir.DenseI64ArrayAttr(op.attributes["static_position"]))
    vec = op.operands[0] if op.name == "vector.extract" else op.operands[1]
    first = 1 if op.name == "vector.extract" else 2
    shape = ir.VectorType(vec.type).shape
    b = Builder(op)
    index = ir.IndexType.get()
    return clamp_dynamic(b, op, static, first, lambda d: (b.const(index, shape[d]), shape[d]))


@impl("vector.load", "vector.store")
def vector_memory_index(op: ir.Operation) -> int:
    """Out-of-bounds ``vector.load``/``store`` is UB (MLIR vector docs; DESIL Table 1 "Index out
    of bounds", FixUBnew's ``vector.load`` handler). Inserts, for each index:
    ``idx' = idx urem (dim - v + 1)`` on the trailing dims the vector covers (``v`` its size
    there; the whole vector then fits), ``idx' = idx urem dim`` on the leading dims. A dim
    smaller than the vector cannot be fixed statically and is left alone (smith never generates
    one)."""
    pos = 0 if op.name == "vector.load" else 1
    mem = op.operands[pos]
    vshape = ir.VectorType((op.results[0] if op.name == "vector.load"
                            else op.operands[0]).type).shape
    rank = ir.ShapedType(mem.type).rank
    b = Builder(op)
    index = ir.IndexType.get()
    hits = 0
    for d in range(rank):
        size, static = dim_size(b, mem, d)
        k = d - (rank - len(vshape))
        if k >= 0:
            if static is None:
                continue
            room = static - vshape[k] + 1
            size, static = (b.const(index, room), room) if room > 0 else (None, 0)
        new = clamp(b, op.operands[pos + 1 + d], size, static)
        if new is not None:
            op.operands[pos + 1 + d] = new
            hits = 1
    return hits


@impl("vector.transfer_read", "vector.transfer_write")
def vector_transfer(op: ir.Operation) -> int:
    """An ``in_bounds`` dim accessed out of bounds is UB (MLIR vector docs
    ``vector.transfer_read``; DESIL Table 1 "Index out of bounds"). Static repair:
    ``in_bounds`` set to all ``false`` (out-of-bounds lanes are then masked:
    padding on reads, dropped on writes), plus ``idx' = idx urem dim`` on every index so the
    start is in range (a negative start would make the mask arithmetic wrap and touch memory
    before the buffer)."""
    pos = 0 if op.name == "vector.transfer_read" else 1
    src = op.operands[pos]
    rank = ir.ShapedType(src.type).rank
    b = Builder(op)
    hits = 0
    if "in_bounds" in op.attributes:
        flags = [ir.BoolAttr(a).value for a in ir.ArrayAttr(op.attributes["in_bounds"])]
        if any(flags):
            op.attributes["in_bounds"] = ir.ArrayAttr.get(
                [ir.BoolAttr.get(False) for _ in flags])
            hits = 1
    for d in range(rank):
        size, static = dim_size(b, src, d)
        new = clamp(b, op.operands[pos + 1 + d], size, static)
        if new is not None:
            op.operands[pos + 1 + d] = new
            hits = 1
    return hits
