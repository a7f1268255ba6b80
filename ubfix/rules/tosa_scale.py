"""UB-elimination rules for TOSA integer scaling: ``tosa.rescale`` and ``tosa.apply_scale``.

Source: TOSA 1.0 specification, "Integer Behavior" (``apply_scale_32``/``apply_scale_16``:
``REQUIRE(multiplier >= 0)``, ``REQUIRE(2 <= shift <= 62)``,
``REQUIRE(-(1 << (shift-1)) <= value < 1 << (shift-1))``) and RESCALE, which applies them per
channel to ``value = input - input_zp``. Out of that domain the result is undefined (the 64-bit
product no longer fits the 32-bit result); inside it MLIR's two ``tosa.apply_scale`` lowerings
(64-bit and tosa-to-arith ``use-32-bit``) are required to agree. smith's generator draws the
multiplier and shift as constants (``smith.gen.families.tosa_scale``).

Repairs are exact: a constant shift or multiplier entry that is illegal (UB for every input) is
replaced by a legal one; the input is clamped to the domain only where it leaves it. What cannot
be decided statically (a non-constant shift, a quantized input that needs a clamp, a
non-constant zero point) is reported as unguarded.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import quant

from ubfix.build import Builder, element_type, int_width, require_ranked
from ubfix.registry import Unguarded, impl
from ubfix.rules.shaped import const_int
from ubfix.rules.tosa import const_values, int_const

SHIFT_MIN, SHIFT_MAX = 2, 62  # TOSA 1.0 apply_scale_32/16: REQUIRE(2 <= shift && shift <= 62)


def _bool_attr(op: ir.Operation, name: str) -> bool:
    return name in op.attributes and ir.BoolAttr(op.attributes[name]).value


def _legal_multiplier(m: int, bits: int) -> int:
    """``|m|`` for a negative multiplier (INT_MIN -> INT_MAX), ``m`` otherwise."""
    return m if m >= 0 else min(-m, (1 << (bits - 1)) - 1)


def _input_width(e: ir.Type) -> tuple[int, bool]:
    """(bit width, quantized) of a rescale input element type (quantized: storage width)."""
    if isinstance(e, quant.QuantizedType):
        return quant.QuantizedType(e).storage_type_integral_width, True
    w = int_width(e)
    if w is None:
        raise Unguarded(f"input element type {e} is not an integer")
    return w, False


def _clamp_signed(b: Builder, x: ir.Value, lo: int, hi: int) -> ir.Value:
    """``x`` clamped to ``[lo, hi]``: ``tosa.clamp`` for i8/i16 (its tosa-validate rows),
    ``maximum``/``minimum`` against rank-1s constants for wider types."""
    elt = element_type(x.type)
    if int_width(elt) < 32:
        attrs_ = {"min_val": ir.IntegerAttr.get(elt, lo), "max_val": ir.IntegerAttr.get(elt, hi)}
        return b.op("tosa.clamp", [x], x.type, attrs_)
    y = b.op("tosa.maximum", [x, b.tosa_const(x.type, lo)], x.type)
    return b.op("tosa.minimum", [y, b.tosa_const(x.type, hi)], x.type)


def _clamp_unsigned(b: Builder, x: ir.Value, lo: int, hi: int, w: int) -> ir.Value:
    """``x`` read as unsigned, clamped to ``[lo, hi]`` (0 <= lo <= hi < 2**w): flipping the
    sign bit maps unsigned order onto signed order, so
    ``x' = (clamp_signed(x ^ MIN, lo - 2**(w-1), hi - 2**(w-1))) ^ MIN``."""
    mn = -(1 << (w - 1))
    flip = b.tosa_const(x.type, mn)
    y = b.op("tosa.bitwise_xor", [x, flip], x.type)
    y = _clamp_signed(b, y, lo + mn, hi + mn)
    return b.op("tosa.bitwise_xor", [y, b.tosa_const(x.type, mn)], x.type)


def _input_domain(w: int, unsigned: bool, zp: int, shift: int) -> tuple[int, int] | None:
    """The input interval ``[lo, hi]`` whose ``value = input - zp`` satisfies the TOSA domain
    for ``shift``, or None when every input of the type does."""
    half = 1 << (shift - 1)
    tlo, thi = (0, (1 << w) - 1) if unsigned else (-(1 << (w - 1)), (1 << (w - 1)) - 1)
    lo, hi = max(tlo, zp - half), min(thi, zp + half - 1)
    return None if lo <= tlo and hi >= thi else (lo, hi)


@impl("tosa.rescale")
def tosa_rescale_range(op: ir.Operation) -> int:
    """``tosa.rescale`` outside the domain of the TOSA scaling helpers (module docstring;
    RESCALE applies them per channel).

    Static repairs (only entries that are UB for every input change): a shift entry outside
    ``[2, 62]`` is clipped into it, a negative multiplier entry becomes ``|m|``. Runtime guard:
    the input is clamped to ``[zp - 2**(s-1), zp + 2**(s-1) - 1]`` (s = smallest shift,
    intersected with the input type's range) when that is narrower than its type; an unsigned
    input (``input_unsigned``, zero point read unsigned too) is clamped in unsigned order.
    """
    x, mult, shift, in_zp = op.operands[0], op.operands[1], op.operands[2], op.operands[3]
    w, quantized = _input_width(element_type(x.type))
    shifts, mults = const_values(shift), const_values(mult)
    if shifts is None or mults is None:
        raise Unguarded("the multiplier or shift is not a constant (the input domain depends "
                        "on it)")
    unsigned = _bool_attr(op, "input_unsigned")
    new_shifts = [min(SHIFT_MAX, max(SHIFT_MIN, s)) for s in shifts]
    mult_bits = int_width(element_type(mult.type))
    new_mults = [_legal_multiplier(m, mult_bits) for m in mults]
    zps = const_values(in_zp)
    zp = (zps[0] & ((1 << w) - 1) if unsigned else zps[0]) if zps else 0
    domain = _input_domain(w, unsigned, zp, min(new_shifts))
    if domain is not None:
        if zps is None:
            raise Unguarded("the input zero point is not a constant")
        if quantized:
            raise Unguarded(f"the quantized input ({element_type(x.type)}) needs a clamp to "
                            "the TOSA domain, which has no quantized form here")
        if unsigned or w >= 32:
            require_ranked(x.type)
    b = Builder(op)
    hits = 0
    if new_shifts != shifts:
        op.operands[2] = int_const(b, shift.type, new_shifts)
        hits += 1
    if new_mults != mults:
        op.operands[1] = int_const(b, mult.type, new_mults)
        hits += 1
    if domain is not None:
        lo, hi = domain
        op.operands[0] = (_clamp_unsigned(b, x, lo, hi, w) if unsigned
                          else _clamp_signed(b, x, lo, hi))
        hits += 1
    return hits


def _splat_value(v: ir.Value) -> int | None:
    """The integer of a scalar constant or of a splat shaped constant, else None."""
    c = const_int(v)
    if c is not None:
        return c
    vals = const_values(v)
    return vals[0] if vals and len(set(vals)) == 1 else None


@impl("tosa.apply_scale")
def tosa_apply_scale_range(op: ir.Operation) -> int:
    """``tosa.apply_scale(value, multiplier, shift)`` outside TOSA 1.0's ``apply_scale_32``
    domain (module docstring); scalars, vectors and tensors.

    Static repair of an illegal constant shift (clipped to [2, 62]) or negative constant
    multiplier (``|m|``); runtime guard ``multiplier' = maxsi(multiplier, 0)`` for a
    non-constant multiplier and ``value' = minsi(maxsi(value, -2**(s-1)), 2**(s-1) - 1)``.
    A shift that is not a (splat) constant is reported as unguarded: the value range depends
    on it.
    """
    value, mult, shift = op.operands[0], op.operands[1], op.operands[2]
    require_ranked(value.type, mult.type, shift.type)
    s = _splat_value(shift)
    if s is None:
        raise Unguarded("the shift is not a constant (the value domain depends on it)")
    m = _splat_value(mult)
    b = Builder(op)
    hits = 0
    if not SHIFT_MIN <= s <= SHIFT_MAX:
        s = min(SHIFT_MAX, max(SHIFT_MIN, s))
        op.operands[2] = b.const_like(shift, s)
        hits += 1
    if m is None and const_int(mult) is None:
        op.operands[1] = b.binary("arith.maxsi", mult, b.const_like(mult, 0))
        hits += 1
    elif m is not None and m < 0:
        op.operands[1] = b.const_like(mult, _legal_multiplier(m, int_width(mult.type)))
        hits += 1
    w = int_width(value.type)
    half = 1 << (s - 1)
    if half >= 1 << (w - 1):
        return hits
    lo = b.binary("arith.maxsi", value, b.const_like(value, -half))
    op.operands[0] = b.binary("arith.minsi", lo, b.const_like(value, half - 1))
    return hits + 1
