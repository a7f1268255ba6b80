"""UB-elimination rules for tensor and memref indexing, slicing, dims, casts and
uninitialised contents.

Sources: MLIR tensor/memref dialect docs (``tensor.extract``/``insert``, ``memref.load``/
``store``: "an out of bounds index is undefined behavior"; ``tensor.dim``/``memref.dim``: "if
the dimension index is out of bounds, the behavior is undefined"; ``tensor.cast``/
``memref.cast``: a cast to an incompatible runtime shape is UB; ``tensor.empty``: "the contents
of the tensor are unspecified"); DESIL Table 1 rows "Index out of bounds", "Shape
inconsistency", "Invalid memory reference" (``../shared/reference/desil-mlirod.md`` §2.3-2.5).
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import scf

from ubfix.build import Builder
from ubfix.registry import impl
from ubfix.rules.shaped import KDYN, clamp, clamp_dynamic, const_int, dim_size, fill

_INDEXED = {"tensor.extract": 0, "tensor.insert": 1, "memref.load": 0, "memref.store": 1}


@impl("tensor.extract", "tensor.insert", "memref.load", "memref.store")
def tensor_index(op: ir.Operation) -> int:
    """Out-of-bounds ``tensor.extract``/``tensor.insert``/``memref.load``/``memref.store``
    index is UB (an unchecked load/store after bufferization).

    Inserts, for each index that is not a constant already in ``[0, dim)``:
    ``idx' = idx urem dim`` (``dim`` a constant for static dims, ``tensor.dim``/``memref.dim``
    otherwise; a zero-sized dim cannot be indexed at all and is left alone). DESIL's
    ``getValidIndex`` with an unconditional ``remui`` (the identity in range).
    """
    pos = _INDEXED[op.name]
    src = op.operands[pos]
    rank = ir.ShapedType(src.type).rank
    b = Builder(op)
    hits = 0
    for d in range(rank):
        size, static = dim_size(b, src, d)
        new = clamp(b, op.operands[pos + 1 + d], size, static)
        if new is not None:
            op.operands[pos + 1 + d] = new
            hits = 1
    return hits


@impl("tensor.extract_slice", "tensor.insert_slice", "memref.subview")
def tensor_slice_offsets(op: ir.Operation) -> int:
    """A slice that reaches outside its source/destination is UB (MLIR tensor docs
    ``extract_slice``/``insert_slice``, memref docs ``subview``). Static offsets are checked
    by the verifier; a dynamic offset ``o`` of a dim with static size ``D``, static slice size
    ``s`` and stride ``st`` is clamped: ``o' = o urem (D - (s-1)*st)`` (DESIL Table 1 "Index out
    of bounds"; DESIL has no slice rule). Dynamic sizes/strides are left alone (smith does not
    generate them).
    """
    big = op.operands[1] if op.name == "tensor.insert_slice" else op.operands[0]
    first = 2 if op.name == "tensor.insert_slice" else 1
    offs = list(ir.DenseI64ArrayAttr(op.attributes["static_offsets"]))
    sizes = list(ir.DenseI64ArrayAttr(op.attributes["static_sizes"]))
    strides = list(ir.DenseI64ArrayAttr(op.attributes["static_strides"]))
    shape = ir.ShapedType(big.type).shape
    index = ir.IndexType.get()
    b = Builder(op)

    def bound(d: int) -> tuple[ir.Value | None, int | None]:
        dim = shape[d]
        if ir.ShapedType.is_dynamic_size(dim) or sizes[d] == KDYN or strides[d] == KDYN:
            return None, None
        room = dim - (sizes[d] - 1) * strides[d]
        return (b.const(index, room) if room > 0 else None), room

    return clamp_dynamic(b, op, offs, first, bound)


@impl("tensor.dim", "memref.dim")
def dim_index(op: ir.Operation) -> int:
    """``tensor.dim``/``memref.dim`` with an index >= rank is UB (MLIR docs). DESIL Table 1
    "Index out of bounds" (``scf.if (dim uge rank)`` yields ``dim urem rank``).

    Inserts ``idx' = idx urem rank`` (rank >= 1; nothing for a constant in range).
    """
    rank = ir.ShapedType(op.operands[0].type).rank
    idx = op.operands[1]
    c = const_int(idx)
    if rank == 0 or (c is not None and 0 <= c < rank):
        return 0
    b = Builder(op)
    op.operands[1] = b.binary("arith.remui", idx, b.const(ir.IndexType.get(), rank))
    return 1


def _overwrites(user: ir.Operation, operand_no: int) -> bool:
    """True if ``user`` takes the value as a linalg DPS init whose payload never reads it."""
    if not user.name.startswith("linalg.") or not user.regions:
        return False
    n_in = len(user.operands) - len(user.results)
    if operand_no < n_in or not user.regions[0].blocks:
        return False
    arg = user.regions[0].blocks[0].arguments[operand_no]
    return not list(arg.uses)


@impl("tensor.empty", "bufferization.alloc_tensor")
def uninitialized_tensor(op: ir.Operation) -> int:
    """Reading a ``tensor.empty``/``bufferization.alloc_tensor`` element reads unspecified
    memory (MLIR tensor docs ``tensor.empty``: "the contents of the tensor are unspecified";
    bufferization docs ``alloc_tensor``: "uninitialized"). DESIL Table 1 "Invalid memory
    reference" (DESIL replaces every ``tensor.empty`` by a random tensor).

    Inserts ``linalg.fill 0`` after the op and redirects every use that may read it (all
    uses except linalg DPS inits whose payload ignores the init element).
    """
    res = op.results[0]
    readers = [u for u in res.uses if not _overwrites(u.owner, u.operand_number)]
    if not readers:
        return 0
    filled = fill(op, res)
    for u in readers:
        u.owner.operands[u.operand_number] = filled
    return 1


@impl("memref.alloc", "memref.alloca")
def uninitialized_memref(op: ir.Operation) -> int:
    """Reading an element of a fresh ``memref.alloc``/``alloca`` reads uninitialised memory
    (MLIR memref docs; LLVM LangRef: loads of uninitialised memory give ``undef``/poison).
    DESIL Table 1 "Invalid memory reference" (FixUBnew fills every alloc with ``linalg.fill``).

    Inserts ``linalg.fill 0`` right after the allocation unless the next op already writes
    all of it (a ``linalg.fill`` of it, or a ``memref.copy`` into it).
    """
    res = op.results[0]
    ops = [o.operation for o in op.block.operations]
    k = ops.index(op)
    nxt = ops[k + 1] if k + 1 < len(ops) else None
    if nxt is not None and nxt.name in ("linalg.fill", "memref.copy") and nxt.operands[1] == res:
        return 0  # fully written right away
    fill(op, res)
    return 1


@impl("tensor.cast", "memref.cast")
def shape_cast_check(op: ir.Operation) -> int:
    """A cast whose target has a static size where the source is dynamic is UB when the
    runtime size differs (MLIR tensor docs ``tensor.cast``, memref docs ``memref.cast``:
    "the behavior is undefined" on a mismatch). DESIL Table 1 "Shape inconsistency"
    (``memref.cast``/``tensor.cast`` rows).

    Inserts ``ok = and(dim(src, d) == static_d ...)`` and
    ``src' = scf.if ok { src } else { fresh }``; ``fresh`` is a zero-filled value of the
    target's static shape cast to the source type (``tensor.empty``/``memref.alloc`` +
    ``linalg.fill``).
    """
    src = op.operands[0]
    st, tt = ir.ShapedType(src.type), ir.ShapedType(op.results[0].type)
    if not (st.has_rank and tt.has_rank):
        return 0
    dims = [d for d in range(st.rank) if ir.ShapedType.is_dynamic_size(st.shape[d])
            and not ir.ShapedType.is_dynamic_size(tt.shape[d])]
    if not dims or not tt.has_static_shape:
        return 0
    b = Builder(op)
    index = ir.IndexType.get()
    ok = None
    for d in dims:
        size, _ = dim_size(b, src, d)
        eq = b.cmpi("eq", size, b.const(index, tt.shape[d]))
        ok = eq if ok is None else b.binary("arith.andi", ok, eq)
    is_memref = isinstance(src.type, ir.MemRefType)
    if_op = scf.IfOp(ok, [src.type], has_else=True, loc=op.location, ip=ir.InsertionPoint(op))
    with ir.InsertionPoint(if_op.then_block), op.location:
        scf.YieldOp([src])
    with ir.InsertionPoint(if_op.else_block), op.location:
        static_t = (ir.MemRefType.get(tt.shape, tt.element_type) if is_memref
                    else ir.RankedTensorType.get(tt.shape, tt.element_type))
        alloc = ir.Operation.create("memref.alloc" if is_memref else "tensor.empty",
                                    results=[static_t], operands=[],
                                    attributes=({"operandSegmentSizes":
                                                 ir.DenseI32ArrayAttr.get([0, 0])}
                                                if is_memref else {}))
        y = scf.YieldOp([alloc.result])
        filled = fill(alloc, alloc.result)
        val = alloc.result if is_memref else filled
        cast = ir.Operation.create("memref.cast" if is_memref else "tensor.cast",
                                   results=[src.type], operands=[val], ip=ir.InsertionPoint(y))
        y.operation.operands[0] = cast.result
    op.operands[0] = if_op.results[0]
    return 1
