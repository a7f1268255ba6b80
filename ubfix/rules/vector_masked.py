"""UB-elimination rules for the masked memory ops of the ``vector`` dialect: ``maskedload``,
``maskedstore``, ``expandload``, ``compressstore``, ``gather`` and ``scatter``.

Sources: MLIR vector dialect docs (https://mlir.llvm.org/docs/Dialects/Vector/, the op
descriptions of MLIR 22.1.8): for each op, "if a mask bit is set and the corresponding index
is out-of-bounds for the given base, the behavior is undefined"; a masked-off lane may have
any index. ``gather``/``scatter``: "the index into base only varies in the innermost
dimension". ``scatter``: "if the index vector contains two or more duplicate indices, the
behavior is undefined". DESIL Table 1 "Index out of bounds" (DESIL has no rule for them).

The guards keep the mask's meaning and turn lanes off rather than move them: the indices are
taken into range (``urem``), and every lane that would still reach outside the base (a base
with a dimension of size 0, a vector longer than what is left of the innermost dimension)
is masked off. Smith met these ops' UB as harness input: a 16-lane ``vector.maskedstore``
into a drawn 2-element ``memref<?xindex>`` and ``vector.scatter`` with drawn indices
corrupted the heap (campaign crash signatures 4ba68cad4cee, 8b4196c5625a, timeouts).
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder, int_width
from ubfix.registry import Unguarded, impl
from ubfix.rules.shaped import const_int, dim_size

#: ``scatter`` masks off lanes a later lane overwrites: one compare per lane pair, so
#: index vectors above this many lanes are reported as unguarded
MAX_SCATTER_LANES = 64


def _require_plain(op: ir.Operation) -> None:
    """Raise :class:`Unguarded` for an op with an ``alignment`` (moved indices may break it)
    or on an unranked base."""
    if "alignment" in op.attributes:
        raise Unguarded("an alignment attribute: guarded indices may break it")
    if not isinstance(op.operands[0].type, ir.ShapedType) or \
            not ir.ShapedType(op.operands[0].type).has_rank:
        raise Unguarded(f"unranked base {op.operands[0].type}")


def _clamp_all(b: Builder, base: ir.Value, indices: list[ir.Value]
               ) -> tuple[list[ir.Value], ir.Value, ir.Value | None]:
    """Each index ``i`` on dim ``d`` of ``base`` as ``i urem max(D, 1)`` (a constant already in
    ``[0, D)`` is kept); with the innermost dim's size and an i1 "every leading dim is
    non-empty" (None when all leading dims are static and positive)."""
    index = ir.IndexType.get()
    one = b.const(index, 1)
    out, nonempty, last = [], None, None
    for d, idx in enumerate(indices):
        size, static = dim_size(b, base, d)
        if size is None:  # a static dim of size 0
            size = b.const(index, 0)
        c = const_int(idx)
        if c is not None and static is not None and 0 <= c < static:
            out.append(idx)
        else:
            out.append(b.binary("arith.remui", idx, b.binary("arith.maxui", size, one)))
        if d < len(indices) - 1 and (static is None or static == 0):
            ne = b.cmpi("ne", size, b.const(index, 0))
            nonempty = ne if nonempty is None else b.binary("arith.andi", nonempty, ne)
        last = size
    return out, last, nonempty


def _room(b: Builder, base: ir.Value, indices: list[ir.Value]) -> tuple[list[ir.Value],
                                                                      ir.Value]:
    """Clamped ``indices`` (:func:`_clamp_all`) and the elements left in the innermost dim
    from the clamped innermost index (``D - i'``; 0 when any dim is empty)."""
    index = ir.IndexType.get()
    new, last, nonempty = _clamp_all(b, base, indices)
    room = b.binary("arith.subi", last, new[-1])
    zero = b.const(index, 0)
    room = b.select(b.cmpi("eq", last, zero), zero, room)  # D = 0: i' = 0, nothing is left
    if nonempty is not None:
        room = b.select(nonempty, room, zero)
    return new, room


@impl("vector.maskedload", "vector.maskedstore", "vector.expandload", "vector.compressstore")
def vector_masked_memory(op: ir.Operation) -> int:
    """Out-of-bounds lanes of ``maskedload``/``maskedstore``/``expandload``/``compressstore``
    whose mask bit is set are UB (MLIR vector docs). Inserts ``i' = i urem max(D, 1)`` for
    every index and ``mask' = mask & create_mask(room)``, ``room`` the elements from ``i'`` to
    the end of the innermost dim (0 when a dim is empty): lanes past the end are masked off
    (an expand/compress touches at most as many consecutive elements as set lanes, all below
    ``room`` then); on a rank-0 base (one element) only lane 0 stays. Ops whose whole vector
    is in range by constants are left alone."""
    _require_plain(op)
    base = op.operands[0]
    indices = list(op.operands[1:len(op.operands) - 2])
    lanes = ir.VectorType(op.operands[len(op.operands) - 1].type)  # pass_thru / value
    if lanes.rank != 1 or lanes.scalable:
        raise Unguarded(f"{lanes} on {base.type}: not a fixed 1-D vector")
    mask_pos = len(op.operands) - 2
    mask = op.operands[mask_pos]
    if not indices:  # a rank-0 base holds one element: only lane 0 stays
        b = Builder(op)
        keep = b.op("vector.create_mask", [b.const(ir.IndexType.get(), 1)], mask.type)
        op.operands[mask_pos] = b.binary("arith.andi", mask, keep)
        return 1
    shape = ir.ShapedType(base.type).shape
    consts = [const_int(i) for i in indices]
    if all(c is not None for c in consts) and not any(
            ir.ShapedType.is_dynamic_size(n) for n in shape) and all(
            0 <= c < n for c, n in zip(consts, shape)) and consts[-1] + lanes.shape[0] <= shape[-1]:
        return 0
    b = Builder(op)
    new, room = _room(b, base, indices)
    keep = b.op("vector.create_mask", [room], mask.type)
    for k, v in enumerate(new):
        op.operands[1 + k] = v
    op.operands[mask_pos] = b.binary("arith.andi", mask, keep)
    return 1


def _index_guard(b: Builder, idx: ir.Value, room: ir.Value) -> ir.Value:
    """The index vector ``idx`` taken into ``[0, min(room, smax))`` (``urem``; ``smax`` of its
    element type, so the lanes stay non-negative when sign-extended, as the LLVM lowering's
    GEP does; a divisor of at least 1)."""
    vt = ir.VectorType(idx.type)
    elt = vt.element_type
    width = int_width(elt)
    if width is None or width < 2:
        raise Unguarded(f"index vector {vt} is not an integer vector of 2 bits or more")
    index = ir.IndexType.get()
    cap = b.binary("arith.minui", room, b.const(index, (1 << min(width, 64) - 1) - 1))
    cap = b.binary("arith.maxui", cap, b.const(index, 1))
    if not isinstance(elt, ir.IndexType):
        cap = b.op("arith.index_cast", [cap], elt)
    return b.binary("arith.remui", idx, b.op("vector.broadcast", [cap], vt))


def _last_writer(b: Builder, idx: ir.Value, mask: ir.Value) -> ir.Value:
    """``mask`` with every lane off that a later set lane with the same index overwrites
    (lanes flattened to 1-D; the strict sequential order LLVM's ``masked.scatter`` keeps)."""
    mt = ir.VectorType(mask.type)
    n = 1
    for s in mt.shape:
        n *= s
    flat_i = ir.VectorType.get([n], ir.VectorType(idx.type).element_type)
    flat_m = ir.VectorType.get([n], mt.element_type)
    i1 = mt.element_type
    fi = b.op("vector.shape_cast", [idx], flat_i) if mt.rank != 1 else idx
    fm = b.op("vector.shape_cast", [mask], flat_m) if mt.rank != 1 else mask
    over = None
    for j in range(1, n):
        pos = {"static_position": ir.DenseI64ArrayAttr.get([j])}
        ij = b.op("vector.extract", [fi], flat_i.element_type, pos)
        mj = b.op("vector.extract", [fm], i1, pos)
        same = b.cmpi("eq", fi, b.op("vector.broadcast", [ij], flat_i))
        earlier = b.op("arith.constant", [], flat_m, {"value": ir.DenseElementsAttr.get(
            [ir.BoolAttr.get(k < j) for k in range(n)], type=flat_m)})
        hit = b.binary("arith.andi", b.binary("arith.andi", same, earlier),
                       b.op("vector.broadcast", [mj], flat_m))
        over = hit if over is None else b.binary("arith.ori", over, hit)
    if over is None:
        return mask
    keep = b.binary("arith.xori", over, b.const(flat_m, 1))
    fm = b.binary("arith.andi", fm, keep)
    return b.op("vector.shape_cast", [fm], mt) if mt.rank != 1 else fm


@impl("vector.gather", "vector.scatter")
def vector_gather_scatter(op: ir.Operation) -> int:
    """A set lane whose index is out of bounds is UB, and so are duplicate indices of a
    ``scatter`` (MLIR vector docs ``gather``/``scatter``). Inserts ``o' = o urem max(D, 1)``
    for each base offset, the index vector ``v' = v urem max(min(room, smax), 1)`` with
    ``room`` the elements left in the innermost dim after ``o'`` (the only dim the index
    vector moves in), and ``mask' = mask & (room > 0)``; a ``scatter`` also masks off every
    lane a later set lane overwrites (same index), so the lanes left write distinct elements
    and the result is the sequential one. A scatter of more than :data:`MAX_SCATTER_LANES`
    lanes is reported as unguarded."""
    _require_plain(op)
    base = op.operands[0]
    n_ops = len(op.operands)
    offsets = list(op.operands[1:n_ops - 3])
    idx, mask = op.operands[n_ops - 3], op.operands[n_ops - 2]
    mt = ir.VectorType(mask.type)
    if mt.scalable or not offsets:
        raise Unguarded(f"scalable lanes or a 0-D base ({mt}, {base.type})")
    lanes = 1
    for s in mt.shape:
        lanes *= s
    if op.name == "vector.scatter" and lanes > MAX_SCATTER_LANES:
        raise Unguarded(f"{lanes} lanes: duplicate indices are not masked off above "
                        f"{MAX_SCATTER_LANES}")
    b = Builder(op)
    new, room = _room(b, base, offsets)
    new_idx = _index_guard(b, idx, room)
    some = b.cmpi("ugt", room, b.const(ir.IndexType.get(), 0))
    new_mask = b.binary("arith.andi", mask, b.op("vector.broadcast", [some], mt))
    if op.name == "vector.scatter":
        new_mask = _last_writer(b, new_idx, new_mask)
    for k, v in enumerate(new):
        op.operands[1 + k] = v
    op.operands[n_ops - 3] = new_idx
    op.operands[n_ops - 2] = new_mask
    return 1
