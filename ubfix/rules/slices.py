"""UB-elimination rule for slices: ``tensor.extract_slice``, ``tensor.insert_slice``,
``tensor.parallel_insert_slice``, ``memref.subview``.

Sources: MLIR tensor docs (``extract_slice``/``insert_slice``: the slice must lie inside the
tensor; ``insert_slice``: the source's shape must be the sizes, rank-reduced dims dropped),
memref docs (``subview``); DESIL Table 1 rows "Index out of bounds" and "Shape inconsistency"
(``../shared/reference/desil-mlirod.md`` §2.3-2.4; DESIL has no slice rule). The guards are what
MLIR 22.1.8's runtime op verification checks for these ops (``generate-runtime-verification``:
``offset i is out-of-bounds``, ``... runs out-of-bounds along dimension i``), measured with
``smith run --check`` (docs/measurements.md, "Runtime checks").
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder
from ubfix.rules.shaped import KDYN, clamp_dynamic, const_int, dim_size, index_value

#: operand segments before the offsets: source (and destination for insert_slice)
_FIRST = {"tensor.extract_slice": 1, "tensor.insert_slice": 2, "tensor.parallel_insert_slice": 2,
          "memref.subview": 1}
#: the slice ops that write their source into a destination (operand 1)
_INSERTS = ("tensor.insert_slice", "tensor.parallel_insert_slice")


def _lists(op: ir.Operation) -> tuple[list[int], list[int], list[int]]:
    return tuple(list(ir.DenseI64ArrayAttr(op.attributes[k]))  # type: ignore[return-value]
                 for k in ("static_offsets", "static_sizes", "static_strides"))


def _dynamic_operands(op: ir.Operation) -> tuple[list, list, list]:
    """Per entry of the offsets, sizes and strides: its operand number, or None when static."""
    first = _FIRST[op.name]
    out, k = [], first
    for static in _lists(op):
        nums = []
        for v in static:
            nums.append(k if v == KDYN else None)
            k += v == KDYN
        out.append(nums)
    return tuple(out)  # type: ignore[return-value]


def _big(op: ir.Operation) -> ir.Value:
    """The sliced value: the source of extract_slice/subview, the destination of the inserts."""
    return op.operands[1] if op.name in _INSERTS else op.operands[0]


def rank_reduction(sizes: list[int], reduced: list[int]) -> list[int | None] | None:
    """For each entry of ``sizes`` (static sizes, ``KDYN`` for dynamic), the dim of the
    ``reduced`` shape it is, or None for a dropped unit dim; None when no mapping exists.
    The greedy matching of MLIR's ``computeRankReductionMask`` (a static 1 that does not
    equal the next reduced dim is dropped)."""
    out: list[int | None] = []
    j = 0
    for s in sizes:
        if j < len(reduced) and reduced[j] == s:
            out.append(j)
            j += 1
        elif s == 1:
            out.append(None)
        else:
            return None
    return out if j == len(reduced) else None


def _is_dim_of(v: ir.Value, src: ir.Value, d: int) -> bool:
    """Whether ``v`` is ``tensor.dim src, d`` (with a constant ``d``)."""
    owner = v.owner
    if isinstance(owner, ir.Block) or owner.operation.name != "tensor.dim":
        return False
    return owner.operation.operands[0] == src and const_int(owner.operation.operands[1]) == d


def _insert_sizes(b: Builder, op: ir.Operation) -> int:
    """``insert_slice``: every dynamic size becomes the source's dim it stands for (the one
    value that is not UB)."""
    src = op.operands[0]
    _, sizes, _ = _lists(op)
    mapping = rank_reduction(sizes, list(ir.ShapedType(src.type).shape))
    if mapping is None:
        return 0
    hits = 0
    _, size_ops, _ = _dynamic_operands(op)
    index = ir.IndexType.get()
    for num, j in zip(size_ops, mapping, strict=True):
        if num is None or j is None or _is_dim_of(op.operands[num], src, j):
            continue
        op.operands[num] = b.op("tensor.dim", [src, b.const(index, j)], index)
        hits = 1
    return hits


def _clamp_sizes(b: Builder, op: ir.Operation) -> int:
    """``extract_slice``/``subview``: a dynamic size ``s`` of a dim of size ``D`` with stride
    ``st`` becomes ``minui(s, ceildivui(D, max(st, 1)))``, the most elements a slice of that
    dim holds (``minui`` also maps a negative size, huge unsigned, into range)."""
    big = _big(op)
    _, _, strides = _lists(op)
    _, size_ops, stride_ops = _dynamic_operands(op)
    index = ir.IndexType.get()
    hits = 0
    for d, num in enumerate(size_ops):
        if num is None:
            continue
        dim_v, static = dim_size(b, big, d)
        if dim_v is None:  # a static dim of size 0: only an empty slice, nothing to clamp to
            continue
        st = None if stride_ops[d] is not None else strides[d]
        if static is not None and st is not None:
            cap = b.const(index, -(-static // max(st, 1)))
        else:
            stride_v = index_value(b, strides[d], op.operands[stride_ops[d]]
                                   if stride_ops[d] is not None else None)
            step = b.binary("arith.maxsi", stride_v, b.const(index, 1))
            cap = b.binary("arith.ceildivui", dim_v, step)
        op.operands[num] = b.binary("arith.minui", op.operands[num], cap)
        hits = 1
    return hits


def _unchecked(op: ir.Operation, d: int) -> bool:
    """Whether the verifier cannot check that a slice at a static offset fits dim ``d``: the
    dim, the slice's size or its stride is dynamic."""
    _, sizes, strides = _lists(op)
    dim = ir.ShapedType(_big(op).type).shape[d]
    return ir.ShapedType.is_dynamic_size(dim) or KDYN in (sizes[d], strides[d])


def _dynamic_offsets(op: ir.Operation) -> ir.Operation:
    """``op`` rebuilt with its static non-zero offsets on unchecked dims (:func:`_unchecked`)
    as constant operands, so that they can be clamped like dynamic ones; ``op`` itself when
    there is none or the rebuilt op does not verify (a subview whose result layout has the
    static offset), the rebuilt op otherwise (``op`` is erased)."""
    offs, sizes, strides = _lists(op)
    move = [d for d, o in enumerate(offs) if o not in (KDYN, 0) and _unchecked(op, d)]
    if not move:
        return op
    b = Builder(op)
    index = ir.IndexType.get()
    first = _FIRST[op.name]
    off_ops, size_ops, stride_ops = _dynamic_operands(op)
    new_offs = [op.operands[n] if n is not None else
                (b.const(index, offs[d]) if d in move else None) for d, n in enumerate(off_ops)]
    operands = list(op.operands[:first]) + [v for v in new_offs if v is not None] + \
        [op.operands[n] for n in size_ops if n is not None] + \
        [op.operands[n] for n in stride_ops if n is not None]
    attrs = {name: op.attributes[name] for name in op.attributes}
    attrs["static_offsets"] = ir.DenseI64ArrayAttr.get(
        [KDYN if d in move else o for d, o in enumerate(offs)])
    segments = [1] * first + [sum(v is not None for v in new_offs), sizes.count(KDYN),
                              strides.count(KDYN)]
    attrs["operandSegmentSizes"] = ir.DenseI32ArrayAttr.get(segments)
    new = ir.Operation.create(op.name, results=[r.type for r in op.results], operands=operands,
                              attributes=attrs, loc=op.location, ip=ir.InsertionPoint(op))
    try:
        new.verify()
    except ir.MLIRError:
        new.erase()
        return op
    for old, res in zip(op.results, new.results, strict=True):
        old.replace_all_uses_with(res)
    op.erase()
    return new


def _clamp_offsets(op: ir.Operation) -> int:
    """A dynamic offset ``o`` of a dim of size ``D`` with slice size ``s`` and stride ``st`` is
    clamped: ``o' = o urem (D - (s-1)*st)``, with ``D``, ``s``, ``st`` constants where static
    and ``tensor.dim``/``memref.dim`` and the op's own size/stride operands where dynamic (then
    ``urem max(room, 1)``; a slice larger than its dim has no valid offset)."""
    big = _big(op)
    first = _FIRST[op.name]
    offs, sizes, strides = _lists(op)
    _, size_ops, stride_ops = _dynamic_operands(op)
    shape = ir.ShapedType(big.type).shape
    index = ir.IndexType.get()
    b = Builder(op)

    def bound(d: int) -> tuple[ir.Value | None, int | None]:
        dim = shape[d]
        if not ir.ShapedType.is_dynamic_size(dim) and sizes[d] != KDYN and strides[d] != KDYN:
            room = dim - (sizes[d] - 1) * strides[d]
            return (b.const(index, room) if room > 0 else None), room
        dim_v, _ = dim_size(b, big, d)
        if dim_v is None:  # a static dim of size 0 holds no slice
            return None, 0
        size_v = index_value(b, sizes[d], op.operands[size_ops[d]]
                             if size_ops[d] is not None else None)
        stride_v = index_value(b, strides[d], op.operands[stride_ops[d]]
                               if stride_ops[d] is not None else None)
        span = b.binary("arith.muli", b.binary("arith.subi", size_v, b.const(index, 1)), stride_v)
        room = b.binary("arith.subi", dim_v, span)
        return b.binary("arith.maxsi", room, b.const(index, 1)), None

    return clamp_dynamic(b, op, offs, first, bound)


def slice_guards(op: ir.Operation) -> int:
    """Guard one slice op (see :func:`ubfix.rules.tensor.tensor_slice_offsets`); returns 1 when
    anything was repaired."""
    b = Builder(op)
    hits = _insert_sizes(b, op) if op.name in _INSERTS else _clamp_sizes(b, op)
    new = _dynamic_offsets(op)
    hits |= int(new is not op)
    return _clamp_offsets(new) | hits
