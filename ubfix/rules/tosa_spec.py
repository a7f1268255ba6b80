"""UB-elimination rules for the run-time REQUIREs of the TOSA 1.0 specification that MLIR
lowers to defined (wrapping or NaN) code: i32 overflow of ``add``/``sub``/``negate``/``abs``/
``reduce_sum``, of the rounded ``mul`` with a shift and of ``acc + bias`` in i8 convolutions,
the domain of ``pow``, and i16 ``table`` slopes (reported: smith draws tables that fit).
MLIR's own paths agree on these programs; the TOSA reference model calls them UNPREDICTABLE,
so a corpus meant for other TOSA implementations must not execute them
(``judges/tosa_ref/requires.json`` lists every REQUIRE with its source).

Every guard is exact (DESIL's select on the UB condition): a value changes only where the
REQUIRE fails. Like :mod:`ubfix.rules.tosa`, no guard builds an ``i1`` tensor (MLIR 22.1.8
asserts on ``memref<..xi1>``): predicates are 0/1 integers or floats made by ``minimum``/
``maximum``/bitwise ops, and no guard op can itself overflow, so the guarded graph stays a
valid TOSA 1.0 graph (strict ``tosa-validate``: i32 ``minimum``/``maximum``/``add``/``sub``/
bitwise ops and shifts, float ``clamp``/``mul``/``add``/``sub``/``maximum``, ``slice``,
``reshape``).

Sources: TOSA 1.0.1 specification (github.com/arm/tosa-specification, tag v1.0.1), operator
pseudocode ADD, SUB, NEGATE, ABS, REDUCE_SUM, MUL, CONV2D/CONV3D/DEPTHWISE_CONV2D/
TRANSPOSE_CONV2D, POW, TABLE and the helpers ``apply_add_s``/``apply_sub_s`` ("Integer
Behavior": ``REQUIRE(c >= minimum_s<i32_t>() && c <= maximum_s``).
"""

from __future__ import annotations

import numpy as np
from mlir import ir

from ubfix.build import Builder, element_type, insertion_after, int_width, require_ranked
from ubfix.registry import Unguarded, impl
from ubfix.rules.tosa import FINITE_MAX, const_values, ignore_nan, shift_zero
from ubfix.tosa_build import (
    binary,
    bit_and,
    broadcast,
    maximum,
    minimum,
    nonzero,
    reshape,
    shift_right,
    slice_at,
)

I32_MIN, I32_MAX = -(1 << 31), (1 << 31) - 1
# Factors whose square lifts the smallest positive subnormal of each float type above 1
# (f16: 2**-24 * 2**30; bf16/f32: 2**-149 * 2**200), so clamp(x * s * s, 0, 1) is [x > 0].
LIFT = {"f16": 2.0 ** 15, "bf16": 2.0 ** 100, "f32": 2.0 ** 100}


def _i32_operands(op: ir.Operation, n: int) -> bool:
    """Whether the first ``n`` operands are ranked i32 tensors (else the rule does not apply;
    TOSA 1.0 defines these ops on i32 only among the integers, and i8/i16 NEGATE/ABS
    accumulate in i32, where nothing overflows)."""
    for v in list(op.operands)[:n]:
        if int_width(v.type) != 32 or not isinstance(element_type(v.type), ir.IntegerType):
            return False
    require_ranked(*(v.type for v in list(op.operands)[:n]), op.results[0].type)
    return True


def _const_safe(op: ir.Operation, n: int, fits) -> bool:
    """Whether the first ``n`` operands are constants whose values, broadcast (numpy rules =
    TOSA 1.0 §1.9 for equal ranks), make ``fits(*arrays)`` true everywhere (no guard needed)."""
    arrays = []
    for v in list(op.operands)[:n]:
        vals = const_values(v)
        if vals is None:
            return False
        shape = tuple(ir.RankedTensorType(v.type).shape)
        arr = np.array(vals, dtype=object)
        arrays.append(arr.reshape(shape) if arr.size == int(np.prod(shape))
                      else np.full(shape, vals[0], dtype=object))
    try:
        return bool(np.all(fits(*arrays)))
    except ValueError:  # shapes that do not broadcast: leave the guard in
        return False


def _in_i32(x) -> np.ndarray:
    return (x >= I32_MIN) & (x <= I32_MAX)


def _const_minus(b: Builder, c: int, x: ir.Value) -> ir.Value:
    """``c - x`` (the caller proves it fits in int32)."""
    return binary(b, "tosa.sub", b.tosa_const(x.type, c), x)


def add_bounds(b: Builder, y: ir.Value, sign: int) -> tuple[ir.Value, ir.Value]:
    """``(lo, hi)`` such that ``x + sign*y`` fits in int32 exactly when ``lo <= x <= hi``
    (``sign`` 1: ``[MIN - min(y, 0), MAX - max(y, 0)]``; -1: ``[MIN + max(y, 0),
    MAX + min(y, 0)]``); no step overflows."""
    if sign > 0:
        return (_const_minus(b, I32_MIN, minimum(b, y, 0)),
                _const_minus(b, I32_MAX, maximum(b, y, 0)))
    return (binary(b, "tosa.add", b.tosa_const(y.type, I32_MIN), maximum(b, y, 0)),
            binary(b, "tosa.add", b.tosa_const(y.type, I32_MAX), minimum(b, y, 0)))


def _guard_add_sub(op: ir.Operation, sign: int) -> int:
    if not _i32_operands(op, 2) or _const_safe(op, 2, lambda a, c: _in_i32(a + sign * c)):
        return 0
    b = Builder(op)
    x, y = op.operands[0], op.operands[1]
    lo, hi = add_bounds(b, y, sign)
    op.operands[0] = minimum(b, maximum(b, x, lo), hi)
    return 1


@impl("tosa.add")
def tosa_add_overflow(op: ir.Operation) -> int:
    """i32 ``tosa.add`` whose exact sum leaves int32 (TOSA 1.0 ADD: ``apply_add_s``, REQUIRE
    on the 64-bit sum; MLIR wraps). Inserts ``a' = clamp(a, MIN - min(b, 0), MAX - max(b, 0))``
    (broadcast shape): ``a`` changes exactly where ``a + b`` overflows, and the sum then
    saturates."""
    return _guard_add_sub(op, 1)


@impl("tosa.sub")
def tosa_sub_overflow(op: ir.Operation) -> int:
    """i32 ``tosa.sub`` whose exact difference leaves int32 (TOSA 1.0 SUB: ``apply_sub_s``).
    Inserts ``a' = clamp(a, MIN + max(b, 0), MAX + min(b, 0))``: ``a`` changes exactly where
    ``a - b`` overflows."""
    return _guard_add_sub(op, -1)


@impl("tosa.negate", "tosa.abs")
def tosa_negate_abs_min(op: ir.Operation) -> int:
    """i32 ``tosa.negate``/``tosa.abs`` of INT32_MIN (TOSA 1.0 NEGATE/ABS: ``apply_sub_s(0,
    in)`` overflows; i32 zero points must be 0). Inserts ``in' = maximum(in, MIN + 1)``: only
    INT32_MIN changes."""
    if not _i32_operands(op, 1) or _const_safe(op, 1, lambda a: a != I32_MIN):
        return 0
    b = Builder(op)
    op.operands[0] = maximum(b, op.operands[0], I32_MIN + 1)
    return 1


def _mul0(b: Builder, x: ir.Value, y: ir.Value) -> ir.Value:
    """i32 ``tosa.mul`` with shift 0 (low 32 bits: defined in TOSA 1.0 MUL)."""
    return b.op("tosa.mul", [x, y, shift_zero(b)], broadcast(x.type, y.type))


def _add(b: Builder, *xs: ir.Value) -> ir.Value:
    out = xs[0]
    for x in xs[1:]:
        out = binary(b, "tosa.add", out, x)
    return out


def mul_rounding_out_of_range(b: Builder, x: ir.Value, y: ir.Value, shift: int) -> ir.Value:
    """1 where TOSA 1.0 MUL's ``(x * y + 2**(shift-1)) >> shift`` (64-bit) leaves int32, else 0;
    i32 ``x``, ``y``, ``1 <= shift <= 31``. The 64-bit product is assembled from 16-bit limbs
    (``x = xh * 2**16 + xl``) so that no step overflows: ``Hi`` (the high word, with the
    carries of the low limbs and of the rounding constant) gives the result as ``Hi >>
    (shift - 1)``, which fits exactly when it is 0 or -1."""
    xh, xl = shift_right(b, x, 16), bit_and(b, x, 0xFFFF)
    yh, yl = shift_right(b, y, 16), bit_and(b, y, 0xFFFF)
    t0 = _mul0(b, xl, yl)  # al*bl in [0, 2**32): its low 32 bits, read as limbs
    t0_lo, t0_hi = bit_and(b, t0, 0xFFFF), shift_right(b, t0, 16, arithmetic=False)
    m1, m2 = _mul0(b, xh, yl), _mul0(b, xl, yh)  # |.| < 2**31
    r = 1 << (shift - 1)
    low0 = _add(b, t0_lo, b.tosa_const(t0_lo.type, r & 0xFFFF))
    mid = _add(b, bit_and(b, m1, 0xFFFF), bit_and(b, m2, 0xFFFF), t0_hi,
               b.tosa_const(t0_hi.type, r >> 16), shift_right(b, low0, 16))
    hi = _add(b, _mul0(b, xh, yh), shift_right(b, m1, 16), shift_right(b, m2, 16),
              shift_right(b, mid, 16))
    h = shift_right(b, hi, shift - 1)
    folded = binary(b, "tosa.bitwise_xor", h, shift_right(b, h, 31))  # 0 exactly for 0 and -1
    return minimum(b, folded, 1)


@impl("tosa.mul")
def tosa_mul_rounding_overflow(op: ir.Operation) -> int:
    """i32 ``tosa.mul`` with a constant shift in ``[1, 31]`` whose rounded result leaves
    int32 (TOSA 1.0 MUL: ``product = (a * b + round) >> shift`` in 64 bits, then
    ``REQUIRE(product >= minimum_s<i32_t>() && product <= maximum_s<i32_t>())``; MLIR lowers it
    through ``tosa.apply_scale``, where such values are out of its domain). Shift 0 takes the
    low 32 bits (no REQUIRE); a shift of 32 or more always fits.

    Inserts :func:`mul_rounding_out_of_range` and ``a' = a & (bad - 1)``: ``a`` becomes 0 exactly
    where the result would leave int32 (the product is then 0). A shift that is not a constant
    is reported as unguarded."""
    x, y = op.operands[0], op.operands[1]
    if int_width(x.type) != 32 or not isinstance(element_type(x.type), ir.IntegerType):
        return 0
    require_ranked(x.type, y.type)
    shifts = const_values(op.operands[2])
    if shifts is None:
        raise Unguarded("the shift is not a constant (the result range depends on it)")
    s = shifts[0]
    if not 1 <= s <= 31:
        return 0
    b = Builder(op)
    bad = mul_rounding_out_of_range(b, x, y, s)
    keep = binary(b, "tosa.sub", bad, b.tosa_const(bad.type, 1))
    op.operands[0] = binary(b, "tosa.bitwise_and", x, keep)
    return 1


CONVS = ("tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d", "tosa.transpose_conv2d")


@impl(*CONVS)
def tosa_conv_bias_overflow(op: ir.Operation) -> int:
    """i8 convolutions (i32 accumulator) where ``acc + bias`` leaves int32 (TOSA 1.0 CONV2D,
    CONV3D, DEPTHWISE_CONV2D, TRANSPOSE_CONV2D: ``acc = apply_add_s<out_t>(acc, bias[oc])``
    after the dot product; MLIR wraps, and the reference model does not flag it).

    The bias is per output channel and the overflow per output element, so the only exact
    guard splits the op: the convolution gets a zero bias and its result goes through the ADD
    guard (``acc' = clamp(acc, MIN - min(bias, 0), MAX - max(bias, 0))``, then ``acc' +
    bias``), which changes exactly the overflowing elements. A constant bias with ``|bias| <=
    MAX - taps * 2**16`` (no dot product of i8 values reaches that) keeps the op whole.
    Dynamic shapes are reported as unguarded."""
    out = op.results[0]
    if int_width(out.type) != 32 or not isinstance(element_type(out.type), ir.IntegerType):
        return 0
    bias, weight = op.operands[2], op.operands[1]
    require_ranked(out.type, bias.type, weight.type)
    ot, bt = ir.RankedTensorType(out.type), ir.RankedTensorType(bias.type)
    wt = ir.RankedTensorType(weight.type)
    if not (ot.has_static_shape and bt.has_static_shape and wt.has_static_shape):
        raise Unguarded("dynamic shapes: the bias is reshaped to the output's rank")
    bound = I32_MAX - int(np.prod(wt.shape)) * (1 << 16)
    vals = const_values(bias)
    if vals is not None and all(abs(v) <= bound for v in vals):
        return 0
    b = Builder(op)
    op.operands[2] = b.tosa_const(bias.type, 0)
    after = Builder(ip=insertion_after(op), loc=op.location)
    bias_r = reshape(after, bias, [1] * (ot.rank - 1) + [bt.shape[0]])
    lo, hi = add_bounds(after, bias_r, 1)
    low = maximum(after, out, lo)
    acc = minimum(after, low, hi)
    total = binary(after, "tosa.add", acc, bias_r)
    out.replace_all_uses_except(total, low.owner.operation)
    return 1


@impl("tosa.reduce_sum")
def tosa_reduce_sum_overflow(op: ir.Operation) -> int:
    """i32 ``tosa.reduce_sum`` where a partial sum leaves int32 (TOSA 1.0 REDUCE_SUM: ``acc =
    apply_add_s(acc, value)`` in index order along ``axis``, each step REQUIREs int32; a total
    that fits does not save an overflowing prefix).

    Inserts the running sums unrolled over the axis (``tosa.slice`` per index), each step
    saturated with the ADD bounds and flagged where saturation changed it; ``in' = in &
    (flag - 1)``: the inputs of a reduction with an overflowing prefix become 0 (the sum 0),
    every other reduction is unchanged. Needs a static shape (else unguarded); an axis of
    length 1 cannot overflow.
    """
    x = op.operands[0]
    if not _i32_operands(op, 1):
        return 0
    t = ir.RankedTensorType(x.type)
    if not t.has_static_shape:
        raise Unguarded(f"dynamic shape {x.type}: the running sums are unrolled per index")
    axis = ir.IntegerAttr(op.attributes["axis"]).value
    n = t.shape[axis]
    if n <= 1:
        return 0
    b = Builder(op)
    acc = slice_at(b, x, axis, 0)
    flag = None
    for k in range(1, n):
        v = slice_at(b, x, axis, k)
        lo, hi = add_bounds(b, v, 1)
        sat = minimum(b, maximum(b, acc, lo), hi)
        hit = nonzero(b, binary(b, "tosa.bitwise_xor", acc, sat))
        flag = hit if flag is None else binary(b, "tosa.bitwise_or", flag, hit)
        acc = binary(b, "tosa.add", sat, v)
    keep = binary(b, "tosa.sub", flag, b.tosa_const(flag.type, 1))
    op.operands[0] = binary(b, "tosa.bitwise_and", x, keep)
    return 1


def _fconst(b: Builder, like: ir.Value, value: float) -> ir.Value:
    return b.tosa_const(like.type, value)


def _fclamp(b: Builder, x: ir.Value, lo: float, hi: float) -> ir.Value:
    """``tosa.clamp(x, lo, hi, nan_mode = IGNORE)``: NaN -> ``lo`` (TOSA 1.0 CLAMP with
    IGNORE: ``max(NaN, lo) = lo``)."""
    elt = element_type(x.type)
    attrs_ = {"min_val": ir.FloatAttr.get(elt, lo), "max_val": ir.FloatAttr.get(elt, hi),
              "nan_mode": ir.Attribute.parse(ignore_nan())}
    return b.op("tosa.clamp", [x], x.type, attrs_)


def _lift(b: Builder, x: ir.Value, lift: float) -> ir.Value:
    """``x * s * s`` (``s`` from :data:`LIFT`): every nonzero finite magnitude becomes >= 1 or
    overflows to inf."""
    for _ in range(2):
        x = b.op("tosa.mul", [x, _fconst(b, x, lift), shift_zero(b)], x.type)
    return x


def _positive(b: Builder, x: ir.Value, lift: float) -> ir.Value:
    """1.0 where ``x > 0`` (including +inf), else 0.0 (NaN -> 0.0)."""
    return _fclamp(b, _lift(b, x, lift), 0.0, 1.0)


def _nonzero_f(b: Builder, d: ir.Value, lift: float) -> ir.Value:
    """1.0 where ``d`` is not 0 (NaN and inf included), else 0.0:
    ``-clamp(-|d| * s * s, -1, 0)`` (NaN -> -1 under IGNORE)."""
    neg = b.op("tosa.negate", [b.op("tosa.abs", [d], d.type), _fconst1(b, d, 0.0),
                               _fconst1(b, d, 0.0)], d.type)
    c = _fclamp(b, _lift(b, neg, lift), -1.0, 0.0)
    return binary(b, "tosa.sub", _fconst(b, c, 0.0), c)


def _fconst1(b: Builder, like: ir.Value, value: float) -> ir.Value:
    """A ``tensor<1xT>`` float constant (the zero points of ``tosa.negate``)."""
    t = ir.RankedTensorType.get([1], element_type(like.type))
    attr = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(t.element_type, value))
    return b.op("tosa.const", [], t, {"values": attr})


@impl("tosa.pow")
def tosa_pow_domain(op: ir.Operation) -> int:
    """``tosa.pow(x, y)`` outside its domain (TOSA 1.0 POW: ``REQUIRE(x >= 0)``,
    ``REQUIRE(x > 0 || y > 0)``, ``REQUIRE(!isNaN(x) && !isNaN(y))``, ``REQUIRE(!isInf(x) &&
    !isInf(y))``; MLIR lowers to ``math.powf``, which gives NaN or inf, so every path agrees).

    Inserts ``x' = clamp(x, 0, MAX)``, ``y' = clamp(y, -MAX, MAX)`` (identity on legal
    values), the 0/1 float ``bad = min([x != x'] + [y != y'] + max(1 - [x' > 0] - [y' > 0],
    0), 1)`` (NaN counts as different) and ``x'' = x' * (1 - bad) + bad``, ``y'' = y' * (1 -
    bad)``: defined elements keep x and y exactly, the others compute ``1 ** 0``. Float types
    without a lowerable clamp (f8) are reported as unguarded.
    """
    x, y = op.operands[0], op.operands[1]
    require_ranked(x.type, y.type)
    elt = str(element_type(x.type))
    if elt not in LIFT:
        raise Unguarded(f"no guard for pow on {elt}")
    big, lift = FINITE_MAX[elt], LIFT[elt]
    b = Builder(op)
    xc = _fclamp(b, x, 0.0, big)
    yc = _fclamp(b, y, -big, big)
    bad_x = _nonzero_f(b, binary(b, "tosa.sub", x, xc), lift)
    bad_y = _nonzero_f(b, binary(b, "tosa.sub", y, yc), lift)
    one_minus = binary(b, "tosa.sub", _fconst(b, xc, 1.0), _positive(b, xc, lift))
    zero_case = binary(b, "tosa.sub", one_minus, _positive(b, yc, lift))
    zero_case = binary(b, "tosa.maximum", zero_case, _fconst(b, zero_case, 0.0))
    bad = binary(b, "tosa.add", binary(b, "tosa.add", bad_x, bad_y), zero_case)
    bad = binary(b, "tosa.minimum", bad, _fconst(b, bad, 1.0))
    keep = binary(b, "tosa.sub", _fconst(b, bad, 1.0), bad)
    mul = lambda u, v: b.op("tosa.mul", [u, v, shift_zero(b)],  # noqa: E731
                            broadcast(u.type, v.type))
    op.operands[0] = binary(b, "tosa.add", mul(xc, keep), bad)
    op.operands[1] = mul(yc, keep)
    return 1


@impl("tosa.table")
def tosa_table_slopes(op: ir.Operation) -> int:
    """i16 ``tosa.table`` whose constant table has a slope ``table[i+1] - table[i]`` outside
    int16 (TOSA 1.0 TABLE, ``apply_lookup_s``: REQUIRE on the slope of the entry an input
    reaches). Which entries are reached is a run-time fact and the only exact repair would
    steer inputs away from them, so such a table is reported as unguarded (smith's generator
    draws i16 tables whose slopes all fit)."""
    table = op.operands[1]
    if int_width(table.type) != 16:
        return 0
    vals = const_values(table)
    if vals is None:
        raise Unguarded("the i16 table is not a constant (TOSA 1.0 requires one)")
    bad = [i for i in range(len(vals) - 1) if not -(1 << 15) <= vals[i + 1] - vals[i] < 1 << 15]
    if bad:
        raise Unguarded(f"the i16 table has {len(bad)} slopes outside int16 (first at entry "
                        f"{bad[0]})")
    return 0
