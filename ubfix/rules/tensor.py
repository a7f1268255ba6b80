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

from ubfix.build import Builder, next_op, require_zero
from ubfix.registry import Unguarded, impl
from ubfix.rules.shaped import (
    clamp,
    const_int,
    dim_size,
    fill,
    run_when,
    value_or_zero,
)
from ubfix.rules.slices import slice_guards

_INDEXED = {"tensor.extract": 0, "tensor.insert": 1, "memref.load": 0, "memref.store": 1}


@impl("tensor.extract", "tensor.insert", "memref.load", "memref.store")
def tensor_index(op: ir.Operation) -> int:
    """Out-of-bounds ``tensor.extract``/``tensor.insert``/``memref.load``/``memref.store``
    index is UB (an unchecked load/store after bufferization).

    Inserts, for each index that is not a constant already in ``[0, dim)``:
    ``idx' = idx urem dim`` (``dim`` a constant for static dims; a zero-sized static dim
    cannot be indexed at all and is left alone). DESIL's ``getValidIndex`` with an
    unconditional ``remui`` (the identity in range). A dynamic dim may be 0 at run time (a
    slice of a drawn size 0: the ``remui`` trapped, smith crash eb84605c4705): its index
    becomes ``idx urem max(dim, 1)`` and the access runs only when every dynamic dim is
    non-zero (:func:`_when_nonempty`: ``scf.if``; a read gives 0, an insert its destination,
    a store nothing).
    """
    pos = _INDEXED[op.name]
    src = op.operands[pos]
    t = ir.ShapedType(src.type)
    if op.name in ("tensor.extract", "memref.load") and \
            any(ir.ShapedType.is_dynamic_size(n) for n in t.shape):
        require_zero(t.element_type)  # the value read from an empty dim: before any change
    b = Builder(op)
    index = ir.IndexType.get()
    hits, nonempty = 0, None
    for d in range(t.rank):
        size, static = dim_size(b, src, d)
        if static is None:
            ne = b.cmpi("ne", size, b.const(index, 0))
            nonempty = ne if nonempty is None else b.binary("arith.andi", nonempty, ne)
            size = b.binary("arith.maxui", size, b.const(index, 1))
        new = clamp(b, op.operands[pos + 1 + d], size, static)
        if new is not None:
            op.operands[pos + 1 + d] = new
            hits = 1
    if nonempty is not None:
        _when_nonempty(op, nonempty, src)
        hits = 1
    return hits


def _when_nonempty(op: ir.Operation, ok: ir.Value, src: ir.Value) -> None:
    """Run the access ``op`` only when ``ok`` (:func:`run_when`); otherwise it gives 0
    (``tensor.extract``/``memref.load``), ``src`` (``tensor.insert``: the destination
    unchanged) or nothing (``memref.store``)."""
    def otherwise(b: Builder) -> list[ir.Value]:
        if op.name == "tensor.insert":
            return [src]
        return [b.zero(r.type) for r in op.results]
    run_when(op, ok, otherwise)


@impl("tensor.extract_slice", "tensor.insert_slice", "tensor.parallel_insert_slice",
      "memref.subview")
def tensor_slice_offsets(op: ir.Operation) -> int:
    """A slice that reaches outside its source/destination is UB (MLIR tensor docs
    ``extract_slice``/``insert_slice``/``parallel_insert_slice``, memref docs ``subview``), and
    so is an ``insert_slice`` whose sizes are not its source's shape. A
    ``parallel_insert_slice``'s guards go before its ``scf.forall.in_parallel``
    (``ubfix.build.guard_anchor``); writes of different iterations that overlap stay (the docs
    leave the value of such elements undefined; no clamp of one op removes the overlap). DESIL
    Table 1 "Index out of bounds" (DESIL has no slice rule). Guards (:mod:`ubfix.rules.slices`),
    in this order:

    - ``insert_slice``: a dynamic size becomes ``tensor.dim`` of the source dim it stands for;
      ``extract_slice``/``subview``: a dynamic size ``s`` becomes ``minui(s, ceildivui(D,
      max(st, 1)))`` for a dim of size ``D`` and stride ``st`` (the most a slice holds);
    - a static non-zero offset the verifier cannot check (the dim, size or stride is dynamic)
      becomes a constant operand (the op is rebuilt; not for a subview whose result layout
      spells the offset);
    - a dynamic offset ``o`` is clamped: ``o' = o urem (D - (s-1)*st)``, with ``D``, ``s``,
      ``st`` constants where static and ``tensor.dim``/``memref.dim`` and the op's own
      size/stride operands where dynamic (then ``urem max(room, 1)``).

    A static size larger than a dynamic dim has no valid slice and stays as it is.
    """
    return slice_guards(op)


@impl("tensor.dim", "memref.dim")
def dim_index(op: ir.Operation) -> int:
    """``tensor.dim``/``memref.dim`` with an index >= rank is UB (MLIR docs). DESIL Table 1
    "Index out of bounds" (``scf.if (dim uge rank)`` yields ``dim urem rank``).

    Inserts ``idx' = idx urem rank`` (rank >= 1; nothing for a constant in range); for an
    unranked operand the rank is read at run time (``tensor.rank``/``memref.rank``).
    """
    src, idx = op.operands[0], op.operands[1]
    c = const_int(idx)
    b = Builder(op)
    index = ir.IndexType.get()
    if isinstance(src.type, (ir.UnrankedTensorType, ir.UnrankedMemRefType)):
        rank_op = "memref.rank" if isinstance(src.type, ir.UnrankedMemRefType) else "tensor.rank"
        op.operands[1] = b.binary("arith.remui", idx, b.op(rank_op, [src], index))
        return 1
    rank = ir.ShapedType(src.type).rank
    if rank == 0 or (c is not None and 0 <= c < rank):
        return 0
    op.operands[1] = b.binary("arith.remui", idx, b.const(index, rank))
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
    nxt = next_op(op)
    if nxt is not None and nxt.name in ("linalg.fill", "memref.copy") and nxt.operands[1] == res:
        return 0  # fully written right away
    fill(op, res)
    return 1


def _strided(t: ir.MemRefType) -> tuple[list[int], int] | None:
    """(strides, offset) of a memref with an identity or strided layout, else None."""
    try:
        return t.get_strides_and_offset()
    except (ValueError, RuntimeError):
        return None


def _check_layouts(st: ir.MemRefType, tt: ir.MemRefType) -> None:
    """Raise :class:`Unguarded` when the cast makes a dynamic stride/offset of ``st`` static
    in ``tt``: a runtime mismatch is UB that no shape check covers. (Non-strided layouts must
    be equal for the cast to verify.)"""
    src, tgt = _strided(st), _strided(tt)
    if src is None or tgt is None:
        return
    dyn = ir.ShapedType.get_dynamic_stride_or_offset()
    pairs = list(zip(src[0], tgt[0])) + [(src[1], tgt[1])]
    if any(s == dyn and t != dyn for s, t in pairs):
        raise Unguarded(f"the cast fixes strides or offset that are dynamic in {st}")


def _target_sizes(b: Builder, src: ir.Value, tt: ir.ShapedType
                  ) -> list[tuple[ir.Value | None, int | None]]:
    """The sizes of the cast target ``tt`` (:func:`zero_filled`'s form): its static sizes, and
    for its dynamic dims ``src``'s (a ``tensor.dim``/``memref.dim`` when dynamic there too)."""
    st = ir.ShapedType(src.type)
    sizes: list[tuple[ir.Value | None, int | None]] = []
    for d, n in enumerate(tt.shape):
        if ir.ShapedType.is_dynamic_size(n):
            n = st.shape[d]
        sizes.append(dim_size(b, src, d) if ir.ShapedType.is_dynamic_size(n) else (None, n))
    return sizes


@impl("tensor.cast", "memref.cast")
def shape_cast_check(op: ir.Operation) -> int:
    """A cast whose target has a static size where the source is dynamic is UB when the
    runtime size differs (MLIR tensor docs ``tensor.cast``, memref docs ``memref.cast``:
    "the behavior is undefined" on a mismatch). DESIL Table 1 "Shape inconsistency"
    (``memref.cast``/``tensor.cast`` rows).

    Inserts ``ok = and(dim(src, d) == static_d ...)`` and
    ``src' = scf.if ok { src } else { fresh }``; ``fresh`` is a zero-filled value of the
    target's shape (its dynamic dims sized like ``src``, same memory space or encoding) cast to
    the source type (``tensor.empty``/``memref.alloc`` + ``linalg.fill``). Reported as
    unguarded: an unranked source cast to a ranked type (its rank is not checked), a memref
    cast that makes dynamic strides/offset static, a source with a non-strided layout or an
    element type without a zero (no fresh value can stand in for it).
    """
    src = op.operands[0]
    st, tt = src.type, op.results[0].type
    if isinstance(tt, (ir.UnrankedTensorType, ir.UnrankedMemRefType)):
        return 0
    if isinstance(st, (ir.UnrankedTensorType, ir.UnrankedMemRefType)):
        raise Unguarded(f"the rank of the unranked source ({st}) is not checked against {tt}")
    st, tt = ir.ShapedType(st), ir.ShapedType(tt)
    is_memref = isinstance(src.type, ir.MemRefType)
    if is_memref:
        _check_layouts(ir.MemRefType(src.type), ir.MemRefType(op.results[0].type))
    dims = [d for d in range(st.rank) if ir.ShapedType.is_dynamic_size(st.shape[d])
            and not ir.ShapedType.is_dynamic_size(tt.shape[d])]
    if not dims:
        return 0
    if is_memref and _strided(ir.MemRefType(src.type)) is None:
        raise Unguarded(f"non-strided layout of {src.type}: no fresh buffer can be cast to it")
    require_zero(st.element_type)
    b = Builder(op)
    index = ir.IndexType.get()
    ok = None
    for d in dims:
        size, _ = dim_size(b, src, d)
        eq = b.cmpi("eq", size, b.const(index, tt.shape[d]))
        ok = eq if ok is None else b.binary("arith.andi", ok, eq)
    op.operands[0] = value_or_zero(op, ok, src, lambda inner: _target_sizes(inner, src, tt))
    return 1


def _concat_axis_size(axis: int, types: list[ir.RankedTensorType],
                      result: ir.RankedTensorType) -> dict[int, int]:
    """``{operand index: size}`` along the concatenated ``axis``: the one operand of dynamic
    size there when the result's size is static (its size is the result's less the other
    operands'); empty otherwise."""
    dyn = [k for k, t in enumerate(types) if ir.ShapedType.is_dynamic_size(t.shape[axis])]
    if len(dyn) != 1 or ir.ShapedType.is_dynamic_size(result.shape[axis]):
        return {}
    rest = sum(t.shape[axis] for k, t in enumerate(types) if k != dyn[0])
    return {dyn[0]: result.shape[axis] - rest}


@impl("tensor.concat")
def concat_shapes(op: ir.Operation) -> int:
    """The operands of ``tensor.concat`` must have the same size in every dim but the
    concatenated one (MLIR tensor docs ``concat``: "all inputs ... must have the same shape,
    except along dim"; the verifier checks static sizes only, a dynamic size that differs is
    UB: bufferized, the copy into the result runs out of bounds). DESIL Table 1 "Shape
    inconsistency".

    For each operand with a dynamic size where another operand or the result has a static size
    ``n`` (not the concatenated dim), inserts ``tensor.cast`` to the type with ``n`` there,
    guarded by :func:`shape_cast_check` (a zero tensor of that shape when the sizes differ),
    and a ``tensor.cast`` back to the operand's type. Along the concatenated dim the result's
    size is the sum of the operands' (the same docs): a static result size with exactly one
    operand of dynamic size there sizes that operand the same way (to the result's size less
    the other operands'; a harness that drew 1 for the `?` of `(tensor<1x2x?xi32>) ->
    tensor<1x2x3xi32>` read past the operand). Dynamic sizes that must equal each other (no
    static size in that dim) are not guarded. Several operands of dynamic size along a static
    concatenated dim (``Dialect/Tensor/ops.mlir``: ``tensor.concat dim(1) %t, %t :
    (tensor<?x?x?xf32>, ...) -> tensor<?x10x?xf32>`` of two drawn 7x7x7 tensors wrote 14
    columns into 10, run timeouts fe0e7e4d8157) are reported as unguarded: no cast of one
    operand makes the sum right.
    """
    axis = ir.IntegerAttr(op.attributes["dim"]).value
    types = [ir.RankedTensorType(v.type) for v in op.operands]
    result = ir.RankedTensorType(op.results[0].type)
    along = _concat_axis_size(axis, types, result)
    if not along and not ir.ShapedType.is_dynamic_size(result.shape[axis]) and any(
            ir.ShapedType.is_dynamic_size(t.shape[axis]) for t in types):
        raise Unguarded(f"dynamic sizes along dim {axis} must add up to the result's "
                        f"{result.shape[axis]}")
    static: dict[int, int] = {}
    for t in [result, *types]:
        for d, n in enumerate(t.shape):
            if d != axis and not ir.ShapedType.is_dynamic_size(n):
                static.setdefault(d, n)
    hits = 0
    for k, t in enumerate(types):
        fixed = [static.get(d, n) if d != axis and ir.ShapedType.is_dynamic_size(n) else n
                 for d, n in enumerate(t.shape)]
        fixed[axis] = along.get(k, fixed[axis])
        if fixed == list(t.shape):
            continue
        b = Builder(op)
        target = ir.RankedTensorType.get(fixed, t.element_type, t.encoding)
        cast = b.op("tensor.cast", [op.operands[k]], target)
        shape_cast_check.apply(cast.owner.operation)
        op.operands[k] = b.op("tensor.cast", [cast], t)
        hits = 1
    return hits


def _byte_width(t: ir.Type) -> int | None:
    """Bytes per element of a scalar element type (``index``: 8), None when not whole bytes."""
    if isinstance(t, ir.IndexType):
        return 8
    width = getattr(t, "width", None)
    return width // 8 if isinstance(width, int) and width % 8 == 0 and width else None


@impl("memref.view")
def view_in_bounds(op: ir.Operation) -> int:
    """A ``memref.view`` larger than what is left of its byte buffer after the shift reads and
    writes past it (MLIR memref docs ``view``; DESIL Table 1 "Invalid memory reference"). A
    view whose source size, byte shift and sizes are constants is checked here (``shift +
    elements * bytes <= source bytes``); any other (a drawn buffer or size, e.g. a
    ``memref<?xi8>`` of 3 bytes viewed as ``memref<16x16xf32>``: smith crash 7eb4a761eac1 and
    a timeout of fe0e7e4d8157) has no guard that keeps the view's type: reported as
    unguarded, so the harness skips its function. An out-of-bounds constant view is
    unguarded too."""
    src = ir.ShapedType(op.operands[0].type)
    res = ir.ShapedType(op.results[0].type)
    shift = const_int(op.operands[1])
    sizes = [const_int(v) for v in op.operands[2:]]
    width = _byte_width(res.element_type)
    if not src.has_static_shape or shift is None or None in sizes or width is None:
        raise Unguarded(f"a view of {src} at a shift or sizes not all constant: its bounds "
                        "are not checked")
    it = iter(sizes)
    count = 1
    for n in res.shape:
        count *= next(it) if ir.ShapedType.is_dynamic_size(n) else n
    if shift < 0 or shift + count * width > src.shape[0]:
        raise Unguarded(f"the view needs {shift} + {count * width} bytes of {src}")
    return 0
