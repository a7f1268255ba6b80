"""UB-elimination rules for the ops that free memory: ``memref.realloc`` (the elements past
the source's size are uninitialised) and ``memref.dealloc`` of a function argument (the caller
may read it afterwards).

Source: MLIR memref docs, ``memref.realloc`` ("If the result memref has more elements than the
source, the content of the additional memory is undefined" -- reading it is a read of
uninitialised memory, DESIL Table 1 "Invalid memory reference", as for ``memref.alloc``).
Met by the seed campaign's mutants of ``Dialect/MemRef/expand-realloc.mlir`` (finding
c5e832004d85: an uninitialised read after ``expand-realloc`` on every path). MLIR memref docs,
``memref.dealloc``: the memref must not be used after it (a read of freed memory; DESIL Table 1
"Invalid memory reference"); the seed campaign's mutants of
``Conversion/MemRefToLLVM/generic-functions.mlir`` freed their argument, which the harness
then checksummed (finding 9742391057d0, "nondeterministic output").
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
    """The elements of a grown ``memref.realloc`` past its source's size are undefined (MLIR
    memref docs; reading them is DESIL Table 1 "Invalid memory reference").
    ``%r = memref.realloc %s``: right after it, ``linalg.fill 0`` of the subview of ``%r``
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



#: view-like ops whose result is the same memory as their first operand
_VIEWS = ("memref.cast", "memref.subview", "memref.reinterpret_cast", "memref.expand_shape",
          "memref.collapse_shape", "memref.memory_space_cast", "memref.assume_alignment")


def _function_argument(v: ir.Value) -> bool:
    """Whether ``v`` is (a view of) an argument of the enclosing ``func.func``."""
    while isinstance(v, ir.OpResult) and v.owner.operation.name in _VIEWS:
        v = v.owner.operands[0]
    if not isinstance(v, ir.BlockArgument):
        return False
    parent = v.owner.owner
    return parent is not None and parent.operation.name == "func.func"


@impl("memref.dealloc")
def dealloc_of_argument(op: ir.Operation) -> int:
    """``memref.dealloc`` of a function argument (or a view of one) is erased (MLIR memref
    docs: a freed memref must not be used; DESIL Table 1 "Invalid memory reference"): the caller
    owns that memory and may read it after the call (the harness checksums memref arguments
    after it), which would read freed memory; without the dealloc it only leaks. Returns 1
    when erased, else 0."""
    if not _function_argument(op.operands[0]):
        return 0
    op.erase()
    return 1
