"""A tiny IR builder used by the UB-elimination rules and the checksum instrumentation.

Every op is created with the generic ``ir.Operation.create`` right before an anchor op, so the
rules work on any parsed module (not only on programs smith wrote) and never depend on the
Python op classes' keyword conventions, which change between MLIR releases.

Type helpers here treat ``index`` as 64 bits wide: that is what every lowering path of the
pinned toolchain uses (``convert-index-to-llvm`` / ``convert-arith-to-llvm`` on x86-64).

Constants follow the shape of the value they guard: a splat ``arith.constant`` for scalars,
vectors (scalable ones included) and static tensors, ``tensor.splat`` with ``tensor.dim`` sizes
for dynamically shaped tensors. An unranked tensor has no such constant: rules check
:func:`require_ranked` before they change anything and report the op as unguarded.
"""

from __future__ import annotations

import inspect

from mlir import ir
from mlir.dialects import scf

from ubfix.floats import CANONICAL_NAN_BITS, UNSIGNED_FLOATS
from ubfix.registry import Unguarded

INDEX_BITS = 64

# arith.cmpi / arith.cmpf predicate numbers (ArithBase.td, Arith_CmpIPredicateAttr and
# Arith_CmpFPredicateAttr; they are I64EnumAttr cases, stored as i64 IntegerAttrs).
CMPI = {"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7, "ugt": 8,
        "uge": 9}
CMPF = {"false": 0, "oeq": 1, "ogt": 2, "oge": 3, "olt": 4, "ole": 5, "one": 6, "ord": 7,
        "ueq": 8, "ugt": 9, "uge": 10, "ult": 11, "ule": 12, "une": 13, "uno": 14, "true": 15}


def insertion_after(op: ir.Operation | ir.OpView) -> ir.InsertionPoint:
    """The insertion point right after ``op`` in its block (``InsertionPoint.after`` exists only
    in the MLIR 22 bindings: elsewhere, before the next op, or at the block's end)."""
    after = getattr(ir.InsertionPoint, "after", None)
    if after is not None:
        return after(op)
    op = op.operation
    ops = list(op.block.operations)
    i = next(k for k, o in enumerate(ops) if o.operation == op)
    return ir.InsertionPoint(ops[i + 1]) if i + 1 < len(ops) else ir.InsertionPoint(op.block)


def next_op(op: ir.Operation | ir.OpView) -> ir.Operation | None:
    """The op right after ``op`` in its block, or None at the block's end (in constant time
    with the MLIR 22 bindings; a walk of the block elsewhere)."""
    ref = insertion_after(op).ref_operation
    return None if ref is None else ref.operation


def scf_if_else(cond: ir.Value, result_types: list[ir.Type], loc: ir.Location,
                ip: ir.InsertionPoint):
    """An ``scf.if`` with then and else blocks (the Python class's keyword is ``has_else`` in
    the MLIR 22 bindings, ``hasElse`` in MLIR 21's)."""
    params = inspect.signature(scf.IfOp.__init__).parameters
    keyword = "has_else" if "has_else" in params else "hasElse"
    return scf.IfOp(cond, result_types, loc=loc, ip=ip, **{keyword: True})


def expr_is(e: ir.AffineExpr, kind: type) -> bool:
    """Whether affine expression ``e`` is a ``kind`` (``ir.AffineDimExpr``, ...): the MLIR 22
    bindings return the subclass, MLIR 21's a plain ``AffineExpr`` with ``kind.isinstance``."""
    if isinstance(e, kind):
        return True
    check = getattr(kind, "isinstance", None)
    return bool(check and check(e))


def element_type(t: ir.Type) -> ir.Type:
    """The element type of a shaped type (vector, tensor, memref), or ``t`` itself."""
    return t.element_type if isinstance(t, ir.ShapedType) else t


def with_element_type(t: ir.Type, elt: ir.Type) -> ir.Type:
    """``t`` with its element type replaced (scalar: ``elt``); used for i1 masks of compares.
    Keeps scalable vector dims and tensor encodings; an unranked tensor stays unranked."""
    if isinstance(t, ir.VectorType):
        vt = ir.VectorType(t)
        return ir.VectorType.get(vt.shape, elt, scalable=vt.scalable_dims)
    if isinstance(t, ir.RankedTensorType):
        rt = ir.RankedTensorType(t)
        return ir.RankedTensorType.get(rt.shape, elt, rt.encoding)
    if isinstance(t, ir.UnrankedTensorType):
        return ir.UnrankedTensorType.get(elt)
    return elt


def require_ranked(*types: ir.Type) -> None:
    """Raise :class:`Unguarded` if one of ``types`` is an unranked tensor or memref (no
    constant of its shape can be built, and its rank is unknown)."""
    for t in types:
        if isinstance(t, (ir.UnrankedTensorType, ir.UnrankedMemRefType)):
            raise Unguarded(f"unranked operand ({t})")


def require_zero(elt: ir.Type) -> None:
    """Raise :class:`Unguarded` unless :meth:`Builder.zero` can build a zero of ``elt``
    (integer, index, signed float, or a complex of those) that ``linalg.fill`` accepts (its
    region builder has no vector element form)."""
    inner = ir.ComplexType(elt).element_type if isinstance(elt, ir.ComplexType) else elt
    if isinstance(inner, ir.ShapedType):
        raise Unguarded(f"element type {elt} has no zero that linalg.fill takes")
    require_int_or_float(inner)
    if str(inner) in UNSIGNED_FLOATS:
        raise Unguarded(f"float type {inner} has no sign bit")


def require_int_or_float(*types: ir.Type) -> None:
    """Raise :class:`Unguarded` unless every element type is an integer, index or float type
    (a quantized, complex or other element type has no arith constant)."""
    for t in types:
        e = element_type(t)
        if not isinstance(e, (ir.IntegerType, ir.IndexType, ir.FloatType)):
            raise Unguarded(f"element type {e} has no arith constant")


def is_tensor(t: ir.Type) -> bool:
    return isinstance(t, ir.RankedTensorType) or isinstance(t, ir.UnrankedTensorType)


def int_width(t: ir.Type) -> int | None:
    """Bit width of an integer or index element type, None for anything else."""
    e = element_type(t)
    if isinstance(e, ir.IndexType):
        return INDEX_BITS
    if isinstance(e, ir.IntegerType):
        return ir.IntegerType(e).width
    return None


def is_float(t: ir.Type) -> bool:
    return isinstance(element_type(t), ir.FloatType)


def to_signed(value: int, width: int) -> int:
    """``value`` reduced modulo 2**width and read back as a signed ``width``-bit integer."""
    value &= (1 << width) - 1
    return value - (1 << width) if value >= 1 << (width - 1) else value


def guard_anchor(op: ir.Operation | ir.OpView) -> ir.Operation:
    """Where guards for ``op`` go: before ``op`` itself, or before the ``vector.mask`` whose
    region holds it. That region holds exactly one op besides its ``vector.yield`` ("expects
    only one operation to mask", the op's verifier), and its block has no arguments, so every
    operand of the masked op is defined outside and visible before the mask. Likewise before
    the ``scf.forall.in_parallel`` holding a ``tensor.parallel_insert_slice`` (its region holds
    only parallel-combining ops, the scf.forall verifier; its block has no arguments)."""
    op = op.operation
    parent = op.parent
    if parent is not None and parent.name in ("vector.mask", "scf.forall.in_parallel"):
        return parent.operation
    return op


class Builder:
    """Creates ops immediately before ``anchor`` (an ``ir.Operation``), at its location; or at
    an explicit insertion point ``ip`` with location ``loc``. An anchor masked by
    ``vector.mask`` puts the ops before the mask (:func:`guard_anchor`): rules of maskable
    ops (``vector.transfer_read``/``write``, ...) guard their operands with a ``Builder(op)``
    and nothing after the op."""

    def __init__(self, anchor: ir.Operation | None = None, *, ip: ir.InsertionPoint | None = None,
                 loc: ir.Location | None = None):
        if anchor is not None:
            anchor = guard_anchor(anchor)
        self.ip = ir.InsertionPoint(anchor) if anchor is not None else ip
        self.loc = anchor.location if anchor is not None else loc
        self.i64 = ir.IntegerType.get_signless(64)
        self._sizes: dict[ir.Value, list[ir.Value]] = {}  # const_like: tensor.dim per value

    def op(self, name: str, operands, result_type: ir.Type | None, attrs=None) -> ir.Value:
        """Create ``name`` with one result of ``result_type`` (or none); return the result."""
        o = ir.Operation.create(name, results=[result_type] if result_type is not None else [],
                                operands=list(operands), attributes=attrs or {},
                                loc=self.loc, ip=self.ip)
        return o.results[0] if result_type is not None else o

    # ---- constants -------------------------------------------------------------------------
    def scalar_attr(self, elt: ir.Type, value) -> ir.Attribute:
        if isinstance(elt, ir.IntegerType) or isinstance(elt, ir.IndexType):
            w = int_width(elt)
            return ir.IntegerAttr.get(elt, to_signed(int(value), w))
        if isinstance(elt, ir.FloatType):
            if str(elt) in UNSIGNED_FLOATS:
                raise Unguarded(f"float type {elt} has no sign bit")
            return ir.FloatAttr.get(elt, float(value))
        raise Unguarded(f"element type {elt} has no arith constant")

    def const(self, t: ir.Type, value) -> ir.Value:
        """``arith.constant`` of type ``t`` (scalar, or a splat for vectors and static
        tensors)."""
        attr = self.scalar_attr(element_type(t), value)
        if isinstance(t, ir.ShapedType):
            attr = ir.DenseElementsAttr.get_splat(t, attr)
        return self.op("arith.constant", [], t, {"value": attr})

    def const_like(self, like: ir.Value, value) -> ir.Value:
        """A splat of ``value`` with the type of ``like``: :meth:`const` for scalars, vectors
        and static tensors; ``tensor.splat`` sized by ``tensor.dim`` of ``like`` for a
        dynamically shaped tensor.

        Raises:
            Unguarded: ``like`` is an unranked tensor (check :func:`require_ranked` first).
        """
        t = like.type
        if not isinstance(t, ir.RankedTensorType) or ir.RankedTensorType(t).has_static_shape:
            require_ranked(t)
            return self.const(t, value)
        rt = ir.RankedTensorType(t)
        index = ir.IndexType.get()
        if like not in self._sizes:
            self._sizes[like] = [self.op("tensor.dim", [like, self.const(index, d)], index)
                                 for d, n in enumerate(rt.shape)
                                 if ir.ShapedType.is_dynamic_size(n)]
        return self.op("tensor.splat", [self.const(rt.element_type, value), *self._sizes[like]],
                       t)

    def zero(self, elt: ir.Type) -> ir.Value:
        """A zero of element type ``elt``: integer, index, float or complex
        (``complex.constant``); used to fill fresh buffers.

        Raises:
            Unguarded: ``elt`` has no zero constant here (:func:`require_zero`); raised before
                anything is created.
        """
        require_zero(elt)
        if isinstance(elt, ir.ComplexType):
            part = ir.ComplexType(elt).element_type
            zeros = ir.ArrayAttr.get([self.scalar_attr(part, 0), self.scalar_attr(part, 0)])
            return self.op("complex.constant", [], elt, {"value": zeros})
        return self.const(elt, 0)

    def tosa_const(self, like: ir.Type, value, elt: ir.Type | None = None) -> ir.Value:
        """``tosa.const`` of the same rank as the ranked tensor type ``like``, every dim 1
        (TOSA 1.0 broadcasting needs equal ranks; dims of size 1 broadcast)."""
        rank = ir.RankedTensorType(like).rank
        elt = elt or element_type(like)
        t = ir.RankedTensorType.get([1] * rank, elt)
        attr = ir.DenseElementsAttr.get_splat(t, self.scalar_attr(elt, value))
        return self.op("tosa.const", [], t, {"values": attr})

    # ---- arith shorthands ----------------------------------------------------------------
    def binary(self, name: str, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.op(name, [a, b], a.type)

    def cmpi(self, pred: str, a: ir.Value, b: ir.Value) -> ir.Value:
        i1 = ir.IntegerType.get_signless(1)
        return self.op("arith.cmpi", [a, b], with_element_type(a.type, i1),
                       {"predicate": ir.IntegerAttr.get(self.i64, CMPI[pred])})

    def cmpf(self, pred: str, a: ir.Value, b: ir.Value) -> ir.Value:
        i1 = ir.IntegerType.get_signless(1)
        return self.op("arith.cmpf", [a, b], with_element_type(a.type, i1),
                       {"predicate": ir.IntegerAttr.get(self.i64, CMPF[pred])})

    def select(self, cond: ir.Value, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.op("arith.select", [cond, a, b], a.type)

    def canonical_nan_bits(self, x: ir.Value) -> ir.Value:
        """The bits of float scalar or vector ``x`` (an integer of its width) with every NaN
        given as the canonical quiet NaN (``ubfix.floats.CANONICAL_NAN_BITS``):
        ``select(cmpf uno x, x, C, bitcast(x))``, on the integer bits, so no NaN constant
        travels through float registers. The caller checks that the element type has an entry
        in ``CANONICAL_NAN_BITS`` (KeyError otherwise)."""
        ft = element_type(x.type)
        it = with_element_type(x.type, ir.IntegerType.get_signless(ir.FloatType(ft).width))
        bits = self.op("arith.bitcast", [x], it)
        return self.select(self.cmpf("uno", x, x), self.const(it, CANONICAL_NAN_BITS[str(ft)]),
                           bits)
