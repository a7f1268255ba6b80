"""UB-elimination rule for ``memref.realloc``: the elements past the source's size are
uninitialised.

Source: MLIR memref docs, ``memref.realloc`` ("If the result memref has more elements than the
source, the content of the additional memory is undefined" -- reading it is a read of
uninitialised memory, DESIL Table 1 "Invalid memory reference", as for ``memref.alloc``).
Met by the seed campaign's mutants of ``Dialect/MemRef/expand-realloc.mlir`` (finding
c5e832004d85: an uninitialised read after ``expand-realloc`` on every path).
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg

from ubfix.build import Builder, insertion_after
from ubfix.registry import impl
from ubfix.rules.shaped import KDYN


def _size(b: Builder, v: ir.Value) -> ir.Value:
    """The size of 1-D memref ``v`` as an index value (a constant when static)."""
    index = ir.IndexType.get()
    n = ir.ShapedType(v.type).shape[0]
    if not ir.ShapedType.is_dynamic_size(n):
        return b.const(index, n)
    return b.op("memref.dim", [v, b.const(index, 0)], index)


@impl("memref.realloc")
def realloc_tail(op: ir.Operation) -> int:
    """``%r = memref.realloc %s``: right after it, ``linalg.fill 0`` of the subview of ``%r``
    from ``min(size(%s), size(%r))`` to its end (empty when the realloc shrinks). The source's
    size is taken before the realloc frees it. Returns 1.

    Raises:
        Unguarded: the element type has no zero constant (``Builder.zero``).
    """
    src, res = op.operands[0], op.results[0]
    rt = ir.MemRefType(res.type)
    before = Builder(op)
    old = _size(before, src)
    b = Builder(ip=insertion_after(op), loc=op.location)
    zero = b.zero(rt.element_type)  # raises Unguarded first, before anything after the op
    new = _size(b, res)
    start = b.binary("arith.minui", old, new)
    length = b.binary("arith.subi", new, start)
    tail_t = ir.MemRefType.get([KDYN], rt.element_type,
                               ir.StridedLayoutAttr.get(KDYN, [1]), rt.memory_space)
    attrs = {"static_offsets": ir.DenseI64ArrayAttr.get([KDYN]),
             "static_sizes": ir.DenseI64ArrayAttr.get([KDYN]),
             "static_strides": ir.DenseI64ArrayAttr.get([1]),
             "operandSegmentSizes": ir.DenseI32ArrayAttr.get([1, 1, 1, 0])}
    tail = ir.Operation.create("memref.subview", results=[tail_t],
                               operands=[res, start, length], attributes=attrs,
                               loc=op.location, ip=b.ip).results[0]
    with b.ip, op.location:
        linalg.fill(zero, outs=[tail])
    return 1

