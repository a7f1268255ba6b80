"""Rules for ops that make the sign or payload of a NaN observable.

A float op that returns a NaN returns one whose sign bit and payload are not specified (LLVM
LangRef, "Behavior of Floating-Point NaN values": the result NaN is chosen nondeterministically
among the quiet NaNs; x86's ``divss`` of 0/0 gives ``0xFFC00000``, MLIR's and LLVM's constant
folders ``0x7FC00000``). The checksum prints every NaN float as one canonical bit pattern
(``ubfix.checksum``), but an op that reads the bits of a float lets the unspecified part reach
an integer, and two correct lowering paths print different checksums:

- ``arith.bitcast`` from a float (MLIR arith docs: "bitcast between values of equal bit
  width"): a NaN operand gives unspecified bits;
- ``math.copysign`` (MLIR math docs; LLVM ``llvm.copysign``): the sign of a NaN second operand
  becomes the sign of the result.

The guards pass the canonical quiet NaN on (:data:`ubfix.floats.CANONICAL_NAN_BITS`), on the
integer bits, so that no NaN constant travels through float arithmetic, and change no value
that is not a NaN. Not in DESIL (it skipped floats in its checksum).
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import CMPF, Builder, element_type, is_float, is_tensor
from ubfix.floats import CANONICAL_NAN_BITS
from ubfix.registry import Unguarded, impl


def _defined_by(v: ir.Value, name: str) -> ir.Operation | None:
    owner = v.owner
    if isinstance(owner, ir.Block):
        return None
    op = owner.operation
    return op if op.name == name else None


def _is_nan_test(cond: ir.Value, x: ir.Value) -> bool:
    """``cond`` is ``arith.cmpf uno, x, x``."""
    cmp = _defined_by(cond, "arith.cmpf")
    return (cmp is not None and cmp.operands[0] == x and cmp.operands[1] == x
            and ir.IntegerAttr(cmp.attributes["predicate"]).value == CMPF["uno"])


def _nan_tested_uses(op: ir.Operation, x: ir.Value) -> bool:
    """Every use of ``op``'s result is an ``arith.select`` on ``cmpf uno x, x`` (the checksum's
    pattern and the inner bitcast of :func:`canonical_nan`)."""
    uses = [u.owner for u in op.results[0].uses]
    return bool(uses) and all(getattr(u, "name", None) == "arith.select"
                              and _is_nan_test(u.operands[0], x) for u in uses)


def _guarded(x: ir.Value) -> bool:
    """``x`` is the result of :func:`canonical_nan` (keeps :func:`ubfix.rewrite.fix_ub`
    idempotent)."""
    back = _defined_by(x, "arith.bitcast")
    sel = _defined_by(back.operands[0], "arith.select") if back is not None else None
    inner = _defined_by(sel.operands[2], "arith.bitcast") if sel is not None else None
    return inner is not None and _is_nan_test(sel.operands[0], inner.operands[0])


def canonical_nan(b: Builder, x: ir.Value) -> ir.Value:
    """``x`` (float scalar or vector) with any NaN replaced by the canonical quiet NaN:
    ``bitcast(select(cmpf uno x, x, C, bitcast(x)))``.

    Raises:
        Unguarded: ``x`` is a tensor (an ``i1`` tensor mask is not used, ``ubfix.rules.arith``)
            or of a float type without a canonical NaN here (f8 and smaller formats).
    """
    ft = element_type(x.type)
    if is_tensor(x.type):
        raise Unguarded(f"NaN canonicalisation of a tensor ({x.type})")
    if str(ft) not in CANONICAL_NAN_BITS:
        raise Unguarded(f"no canonical NaN for {ft}")
    return b.op("arith.bitcast", [b.canonical_nan_bits(x)], x.type)


@impl("arith.bitcast")
def bitcast_nan_bits(op: ir.Operation) -> int:
    """``arith.bitcast`` of a float to another type: a NaN operand's sign and payload are not
    specified (module docstring). Inserts ``x' = canonical_nan(x)`` (:func:`canonical_nan`)."""
    x = op.operands[0]
    src, dst = element_type(x.type), element_type(op.results[0].type)
    if not is_float(src) or src == dst or _guarded(x) or _nan_tested_uses(op, x):
        return 0
    op.operands[0] = canonical_nan(Builder(op), x)
    return 1


@impl("math.copysign")
def copysign_nan_sign(op: ir.Operation) -> int:
    """``math.copysign(x, y)`` takes the sign of ``y``; the sign of a NaN ``y`` is not
    specified (module docstring). Inserts ``y' = canonical_nan(y)`` (sign 0: the result is
    positive for a NaN ``y``)."""
    y = op.operands[1]
    if _guarded(y):
        return 0
    op.operands[1] = canonical_nan(Builder(op), y)
    return 1
