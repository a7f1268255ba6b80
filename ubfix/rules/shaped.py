"""Helpers for the rules on shaped values (tensor, memref, vector, affine): sizes of dims,
index clamping, fills.

Clamping is ``idx' = idx urem n`` (DESIL's ``getValidIndex``, ``../shared/reference/
desil-mlirod.md`` §2.3, but unconditional: ``urem`` is the identity on in-range indices, and it
maps negative indices -- huge unsigned -- into range as well). A bound ``n`` that is 0 is never
used as a divisor: such a dim cannot be indexed, and the rule leaves the index alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mlir import ir
from mlir.dialects import linalg, scf

from ubfix.build import Builder, insertion_after, scf_if_else
from ubfix.registry import Unguarded

KDYN = -(2**63)  # ShapedType::kDynamic in static_offsets / static_position arrays


def const_int(v: ir.Value) -> int | None:
    """The value of an ``arith.constant``/``index.constant`` integer, else None."""
    owner = v.owner
    if isinstance(owner, ir.Block):
        return None
    op = owner.operation
    if op.name not in ("arith.constant", "index.constant"):
        return None
    attr = op.attributes["value"]
    return ir.IntegerAttr(attr).value if isinstance(attr, ir.IntegerAttr) else None


def dim_size(b: Builder, shaped: ir.Value, d: int) -> tuple[ir.Value | None, int | None]:
    """(value, static size) of dim ``d``: a constant for static dims (None if 0), else
    ``tensor.dim``/``memref.dim`` (static size None)."""
    t = ir.ShapedType(shaped.type)
    index = ir.IndexType.get()
    n = t.shape[d]
    if not ir.ShapedType.is_dynamic_size(n):
        return (b.const(index, n) if n > 0 else None), n
    op = "memref.dim" if isinstance(shaped.type, ir.MemRefType) else "tensor.dim"
    return b.op(op, [shaped, b.const(index, d)], index), None


def clamp(b: Builder, idx: ir.Value, bound: ir.Value | None, static: int | None) -> ir.Value | None:
    """``idx urem bound``, or None when no guard is needed (``idx`` a constant in range) or
    possible (``bound`` is 0)."""
    if bound is None or static == 0:
        return None
    c = const_int(idx)
    if c is not None and static is not None and 0 <= c < static:
        return None
    return b.binary("arith.remui", idx, bound)


def clamp_below(b: Builder, idx: ir.Value, room: ir.Value) -> ir.Value:
    """``idx urem max(room, 1)`` for a runtime ``room`` (the number of valid start indices;
    ``room <= 0`` means no start is valid, and ``max`` keeps the ``urem`` defined)."""
    one = b.const(ir.IndexType.get(), 1)
    return b.binary("arith.remui", idx, b.binary("arith.maxsi", room, one))


def index_value(b: Builder, static: int, dynamic: ir.Value | None) -> ir.Value:
    """An index value: ``dynamic`` when the entry is dynamic (an operand), else the constant
    ``static``."""
    return dynamic if dynamic is not None else b.const(ir.IndexType.get(), static)


def vector_size(b: Builder, vt: ir.VectorType, d: int) -> tuple[ir.Value, int | None]:
    """(value, static size) of dim ``d`` of vector type ``vt``: ``n`` for a fixed dim,
    ``n * vector.vscale`` (static size None) for a scalable one."""
    n = vt.shape[d]
    index = ir.IndexType.get()
    if not vt.scalable_dims[d]:
        return b.const(index, n), n
    vscale = b.op("vector.vscale", [], index)
    return b.binary("arith.muli", vscale, b.const(index, n)), None


def clamp_dynamic(b: Builder, op: ir.Operation, static: list[int], first: int,
                  bound: Callable[[int], tuple[ir.Value | None, int | None]]) -> int:
    """Clamp the dynamic entries of a mixed static/dynamic list attribute (``static_offsets``,
    ``static_position``, ...): entry ``d`` with ``static[d] == KDYN`` is operand ``first + k``
    (``k`` counting dynamic entries), replaced by :func:`clamp` against ``bound(d)`` = (bound
    value, static bound). Returns 1 if any operand was replaced, else 0."""
    k, hits = first, 0
    for d, s in enumerate(static):
        if s != KDYN:
            continue
        new = clamp(b, op.operands[k], *bound(d))
        if new is not None:
            op.operands[k] = new
            hits = 1
        k += 1
    return hits


def fill(anchor_after: ir.Operation, target: ir.Value) -> ir.Value | ir.Operation:
    """``linalg.fill`` of ``target`` with 0 right after ``anchor_after``; for tensors returns
    the filled tensor.

    Raises:
        Unguarded: ``target`` is unranked, or its element type has no zero constant
            (``Builder.zero``); raised before anything is created.
    """
    if isinstance(target.type, (ir.UnrankedTensorType, ir.UnrankedMemRefType)):
        raise Unguarded(f"unranked {target.type} cannot be filled")
    ip = insertion_after(anchor_after)
    b = Builder(ip=ip, loc=anchor_after.location)
    elt = ir.ShapedType(target.type).element_type
    zero = b.zero(elt)
    with ip, anchor_after.location:
        return linalg.fill(zero, outs=[target])


def zero_filled(b: Builder, src: ir.Value,
                sizes: Sequence[tuple[ir.Value | None, int | None]]) -> ir.Value:
    """A zero-filled tensor (``tensor.empty``, ``src``'s encoding) or buffer (``memref.alloc``,
    ``src``'s memory space) filled by :func:`fill`, of ``sizes`` (per dim: the size's value,
    used when the dim is dynamic, and its static size, None when dynamic), cast to ``src``'s
    type: what a guard puts in place of a value whose shape it found wrong.

    Raises:
        Unguarded: as :func:`fill` (no zero of the element type).
    """
    t = ir.ShapedType(src.type)
    shape = [ir.ShapedType.get_dynamic_size() if n is None else n for _, n in sizes]
    dynamic = [v for v, n in sizes if n is None]
    if isinstance(src.type, ir.MemRefType):
        fresh_t = ir.MemRefType.get(shape, t.element_type,
                                    memory_space=ir.MemRefType(src.type).memory_space)
        val = b.op("memref.alloc", dynamic, fresh_t,
                   {"operandSegmentSizes": ir.DenseI32ArrayAttr.get([len(dynamic), 0])})
        fill(val.owner.operation, val)
        return b.op("memref.cast", [val], src.type)
    fresh_t = ir.RankedTensorType.get(shape, t.element_type,
                                      ir.RankedTensorType(src.type).encoding)
    empty = b.op("tensor.empty", dynamic, fresh_t)
    return b.op("tensor.cast", [fill(empty.owner.operation, empty)], src.type)


def value_or_zero(op: ir.Operation, ok: ir.Value, v: ir.Value,
                  sizes: Callable[[Builder], Sequence[tuple[ir.Value | None, int | None]]]
                  ) -> ir.Value:
    """``scf.if ok { v } else { zero }`` inserted before ``op``, ``zero`` the
    :func:`zero_filled` stand-in of ``sizes(b)`` (called with a builder in the else-block, so
    the size values it makes live there); returns the ``scf.if`` result."""
    if_op = scf_if_else(ok, [v.type], op.location, ir.InsertionPoint(op))
    with ir.InsertionPoint(if_op.then_block), op.location:
        scf.YieldOp([v])
    with ir.InsertionPoint(if_op.else_block), op.location:
        inner = Builder(ip=ir.InsertionPoint.current, loc=op.location)
        scf.YieldOp([zero_filled(inner, v, sizes(inner))])
    return if_op.results[0]


def run_when(op: ir.Operation, ok: ir.Value,
             otherwise: Callable[[Builder], Sequence[ir.Value]]) -> None:
    """Move ``op`` into the then-region of ``scf.if ok`` (its results become the ``scf.if``'s);
    the else-region yields ``otherwise(b)`` (called with a builder in it: one value per result
    of ``op``, none for an op without results)."""
    types = [r.type for r in op.results]
    if_op = scf_if_else(ok, types, op.location, ir.InsertionPoint(op))
    for r, new in zip(op.results, if_op.results, strict=True):
        r.replace_all_uses_with(new)
    with ir.InsertionPoint(if_op.then_block), op.location:
        y = scf.YieldOp(list(op.results))
    op.move_before(y.operation)
    with ir.InsertionPoint(if_op.else_block), op.location:
        scf.YieldOp(list(otherwise(Builder(ip=ir.InsertionPoint.current, loc=op.location))))
