"""UB-elimination rules for the ``bufferization`` dialect: aliasing between tensors and
buffers.

Source: MLIR bufferization docs (https://mlir.llvm.org/docs/Dialects/BufferizationOps/):
``to_tensor ... restrict``: the buffer must not be accessed through another alias while the
tensor lives, else the behaviour is undefined; ``to_buffer ... read_only``: writing the
returned buffer is undefined. DESIL Table 1 "Invalid memory reference" (DESIL has no rule for
these ops; same class).
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder, insertion_after
from ubfix.registry import Unguarded, impl

_READERS = {"memref.load", "vector.load", "vector.transfer_read", "memref.dim",
            "affine.load", "bufferization.to_tensor"}


def _check_copyable(src: ir.Value) -> None:
    """Raise :class:`Unguarded` unless ``src`` is a ranked memref with an identity or strided
    layout (a fresh identity buffer can then be cast to its type)."""
    t = src.type
    if not isinstance(t, ir.MemRefType):
        raise Unguarded(f"unranked {t} cannot be copied")
    try:
        ir.MemRefType(t).get_strides_and_offset()
    except (ValueError, RuntimeError):
        raise Unguarded(f"non-strided layout of {t}") from None


def _private_copy(b: Builder, src: ir.Value) -> ir.Value:
    """``memref.alloc`` (dynamic sizes from ``memref.dim``, same memory space) +
    ``memref.copy src`` cast back to ``src``'s type (call :func:`_check_copyable` first)."""
    t = ir.MemRefType(src.type)
    index = ir.IndexType.get()
    sizes = [b.op("memref.dim", [src, b.const(index, d)], index)
             for d, n in enumerate(t.shape) if ir.ShapedType.is_dynamic_size(n)]
    fresh = ir.MemRefType.get(t.shape, t.element_type, memory_space=t.memory_space)
    m = b.op("memref.alloc", sizes, fresh,
             {"operandSegmentSizes": ir.DenseI32ArrayAttr.get([len(sizes), 0])})
    b.op("memref.copy", [src, m], None)
    if fresh != src.type:
        return b.op("memref.cast", [m], src.type)
    return m


@impl("bufferization.to_tensor")
def to_tensor_snapshot(op: ir.Operation) -> int:
    """Writing the memref of a ``to_tensor restrict`` while the tensor lives is UB (MLIR
    bufferization docs; DESIL Table 1 "Invalid memory reference" class). Inserts
    ``%c = memref.alloc`` + ``memref.copy %m, %c`` and makes ``to_tensor`` read
    ``%c``: the tensor is a snapshot of a buffer nobody else writes."""
    src = op.operands[0]
    owner = src.owner
    if (not isinstance(owner, ir.Block) and owner.operation.name == "memref.alloc"
            and len(list(src.uses)) == 2):
        return 0  # already a private copy made by this rule
    _check_copyable(src)
    op.operands[0] = _private_copy(Builder(op), src)
    return 1


@impl("bufferization.to_buffer")
def to_buffer_written(op: ir.Operation) -> int:
    """Writing a ``to_buffer read_only`` result is UB (MLIR bufferization docs; DESIL Table 1
    "Invalid memory reference" class). If any user of the result is not a known reader
    (``memref.load``, ``vector.load``/``transfer_read``, ``affine.load``, ``memref.dim``,
    ``memref.copy`` source, ``to_tensor``), inserts ``alloc`` + ``copy`` after it and redirects
    every user to the copy (the buffer becomes private: the tensor is never written)."""
    res = op.results[0]
    writers = [u for u in res.uses if not (u.owner.name in _READERS or
                                           (u.owner.name == "memref.copy"
                                            and u.operand_number == 0))]
    if not writers:
        return 0
    _check_copyable(res)
    b = Builder(ip=insertion_after(op), loc=op.location)
    users = [(u.owner, u.operand_number) for u in res.uses]
    copy = _private_copy(b, res)
    for owner, k in users:
        owner.operands[k] = copy
    return 1
