"""UB-elimination rules for the ``tensor`` dialect (the scalar <-> tensor glue smith emits).

Source: MLIR tensor dialect docs (``tensor.extract``/``tensor.insert``: "an out of bounds index
is undefined behavior"); DESIL Table 1 "Index out of bounds" row (FixUBnew ``getValidIndex``,
``../shared/reference/desil-mlirod.md`` §2.3).
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder
from ubfix.registry import impl


def _const_index(v: ir.Value) -> int | None:
    owner = v.owner
    if isinstance(owner, ir.Block) or owner.operation.name != "arith.constant":
        return None
    attr = owner.operation.attributes["value"]
    return ir.IntegerAttr(attr).value if isinstance(attr, ir.IntegerAttr) else None


@impl("tensor.extract", "tensor.insert")
def tensor_index(op: ir.Operation) -> int:
    """Out-of-bounds ``tensor.extract``/``tensor.insert`` index is UB (lowers to an
    unchecked ``memref.load``/``store``).

    Inserts, for each index that is not a constant already in ``[0, dim)``:
    ``idx' = idx urem dim`` (``dim`` a constant for static dims, ``tensor.dim`` otherwise;
    a zero-sized dim cannot be indexed at all and is left alone). Same as DESIL's
    ``getValidIndex`` but with an unconditional ``remui`` (equal to ``idx`` in range).
    """
    tensor_pos = 0 if op.name == "tensor.extract" else 1
    first_index = tensor_pos + 1
    t = ir.RankedTensorType(op.operands[tensor_pos].type)
    shape = t.shape
    hits = 0
    b = Builder(op)
    index = ir.IndexType.get()
    for d in range(t.rank):
        idx = op.operands[first_index + d]
        dim = shape[d]
        if not ir.ShapedType.is_dynamic_size(dim):
            c = _const_index(idx)
            if dim == 0 or (c is not None and 0 <= c < dim):
                continue
            size = b.const(index, dim)
        else:
            size = b.op("tensor.dim", [op.operands[tensor_pos], b.const(index, d)], index)
        op.operands[first_index + d] = b.binary("arith.remui", idx, size)
        hits += 1
    return min(hits, 1)
