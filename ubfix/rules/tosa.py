"""UB-elimination rules for the ``tosa`` dialect (TOSA 1.0 as lowered by MLIR 22.1.8).

No guard creates an ``i1`` tensor: MLIR 22.1.8's ``finalize-memref-to-llvm`` asserts on
``memref<..xi1>`` (``../shared/toolchain.md`` §2), so masks are replaced by integer arithmetic
(``minimum``/``maximum``/``mul``/``sub``/``bitwise_and``) and float clamps. Constants have the
operand's rank with every dim 1 (TOSA 1.0 §1.9 broadcasting needs equal ranks).

Sources: TOSA 1.0 specification (https://www.mlplatform.org/tosa/tosa_spec.html, section
numbers below), MLIR TosaToLinalg (what each op lowers to), DESIL Table 1 rows.
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder, element_type, int_width, to_signed
from ubfix.registry import impl
from ubfix.rules.shaped import const_int

IGNORE_NAN = "#tosa.nan_mode<IGNORE>"


def _const_values(v: ir.Value) -> list[int] | None:
    """Integer values of a ``tosa.const``/``arith.constant`` producing ``v``, else None."""
    owner = v.owner
    if isinstance(owner, ir.Block):
        return None
    op = owner.operation
    key = {"tosa.const": "values", "arith.constant": "value"}.get(op.name)
    if key is None:
        return None
    attr = op.attributes[key]
    if not isinstance(attr, ir.DenseIntElementsAttr):
        return None
    d = ir.DenseIntElementsAttr(attr)
    return [d[i] for i in range(len(d))]


def _shift_zero(b: Builder) -> ir.Value:
    t = ir.RankedTensorType.get([1], ir.IntegerType.get_signless(8))
    attr = ir.DenseElementsAttr.get_splat(t, ir.IntegerAttr.get(t.element_type, 0))
    return b.op("tosa.const", [], t, {"values": attr})


@impl("tosa.intdiv")
def tosa_intdiv(op: ir.Operation) -> int:
    """``tosa.intdiv`` (TOSA 1.0 §2.4 INTDIV: ``REQUIRE(input2 != 0)`` and the quotient must
    fit in int32, i.e. not INT_MIN / -1); MLIR lowers it to ``arith.divsi``, where both cases
    are UB (x86 traps). DESIL Table 1 "Division by zero / integer overflow" row.

    Inserts, without any i1 tensor: ``s = minimum(maximum(b, -1), 1)`` (sign of b),
    ``z = 1 - s*s`` (1 exactly where b == 0), ``b' = b + z``; ``a' = maximum(a, INT_MIN+1)``
    so INT_MIN / -1 cannot happen. None of these can overflow.
    """
    a, bv = op.operands[0], op.operands[1]
    vals = _const_values(bv)
    if vals is not None and all(v not in (0, -1) for v in vals):
        return 0
    b = Builder(op)
    bt = bv.type
    s = b.op("tosa.minimum", [b.op("tosa.maximum", [bv, b.tosa_const(bt, -1)], bt),
                              b.tosa_const(bt, 1)], bt)
    ss = b.op("tosa.mul", [s, s, _shift_zero(b)], bt)
    z = b.op("tosa.sub", [b.tosa_const(bt, 1), ss], bt)
    op.operands[1] = b.op("tosa.add", [bv, z], bt)
    mn = -(1 << (int_width(a.type) - 1))
    op.operands[0] = b.op("tosa.maximum", [a, b.tosa_const(a.type, mn + 1)], a.type)
    return 1


@impl("tosa.logical_left_shift", "tosa.logical_right_shift", "tosa.arithmetic_right_shift")
def tosa_shift(op: ir.Operation) -> int:
    """Shift amounts outside ``[0, bw-1]`` (TOSA 1.0 §2.4 LOGICAL_LEFT_SHIFT /
    LOGICAL_RIGHT_SHIFT / ARITHMETIC_RIGHT_SHIFT: ``REQUIRE(0 <= input2 && input2 <= 31)``,
    narrower types likewise); MLIR lowers them to ``arith.shli``/``shrui``/``shrsi``, which
    give poison for amounts >= bw. DESIL Table 1 "Shift out of range" row.

    Inserts ``b' = bitwise_and(b, bw-1)`` (a no-op for legal amounts).
    """
    bv = op.operands[1]
    w = int_width(bv.type)
    vals = _const_values(bv)
    if vals is not None and all(0 <= v < w for v in vals):
        return 0
    b = Builder(op)
    op.operands[1] = b.op("tosa.bitwise_and", [bv, b.tosa_const(bv.type, w - 1)], bv.type)
    return 1


@impl("tosa.mul")
def tosa_mul_shift(op: ir.Operation) -> int:
    """``tosa.mul``'s ``shift`` operand (TOSA 1.0 §2.4 MUL: for i32 ``REQUIRE(0 <= shift <=
    63)``, otherwise shift must be 0; MLIR's verifier and TosaToLinalg need it constant).

    Static repair: when ``shift`` is not a constant with legal values, it is replaced by a
    ``tosa.const dense<0> : tensor<1xi8>``.
    """
    shift = op.operands[2]
    vals = _const_values(shift)
    w = int_width(op.operands[0].type)
    ok = vals is not None and all((0 <= v <= 63) if w == 32 else v == 0 for v in vals)
    if ok:
        return 0
    op.operands[2] = _shift_zero(Builder(op))
    return 1


@impl("tosa.cast")
def tosa_cast_float_to_int(op: ir.Operation) -> int:
    """``tosa.cast`` float -> int (TOSA 1.0 §2.13 CAST: the rounded value is saturated; NaN
    input has no defined result). MLIR 22.1.8 TosaToLinalg (checked by experiment): for
    f32->i8/i16 and f16->i8 it emits ``fptosi(maximumf(minimumf(roundeven(x), hi), lo))``,
    which propagates NaN into ``fptosi`` -> poison; f32->i32, f16->i16/i32 select a saturated
    constant through unordered compares and are safe.

    Inserts ``x' = tosa.clamp(x, lo, hi, nan_mode = IGNORE)`` (NaN -> lo) with the int range
    ``[-2**(N-1), 2**(N-1)-1]`` rounded into the float type (clipped to its finite range) for
    every float -> int (N > 1) cast, which keeps all saturating results and defines NaN/Inf.
    """
    x = op.operands[0]
    src, dst = element_type(x.type), element_type(op.results[0].type)
    n = int_width(dst)
    if int_width(src) is not None or n is None or n == 1:
        return 0
    big = _finite_max(src)
    if big is None:
        return 0
    b = Builder(op)
    lo = max(-(2.0 ** (n - 1)), -big)
    hi = min(2.0 ** (n - 1) - 1, big)
    attrs_ = {"min_val": ir.FloatAttr.get(src, lo), "max_val": ir.FloatAttr.get(src, hi),
              "nan_mode": ir.Attribute.parse(IGNORE_NAN)}
    op.operands[0] = b.op("tosa.clamp", [x], x.type, attrs_)
    return 1


def _finite_max(ft: ir.Type) -> float | None:
    """Largest finite value of float type ``ft`` (f16, bf16, f32, f64; None for others)."""
    table = {"f16": 65504.0, "bf16": 3.3895313892515355e38, "f32": 3.4028234663852886e38,
             "f64": 1.7976931348623157e308}
    return table.get(str(ft))


@impl("tosa.gather")
def tosa_gather_index(op: ir.Operation) -> int:
    """``tosa.gather`` index out of ``[0, K)`` (TOSA 1.0 §2.8 GATHER: ``REQUIRE(0 <= k < K)``);
    MLIR lowers it to an unchecked ``tensor.extract`` -> out-of-bounds load. DESIL Table 1
    "Index out of bounds" row.

    Inserts ``idx' = minimum(maximum(idx, 0), K-1)`` (K = dim 1 of ``values``, static).
    """
    values, idx = op.operands[0], op.operands[1]
    k = ir.RankedTensorType(values.type).shape[1]
    if ir.ShapedType.is_dynamic_size(k) or k <= 0:
        return 0
    vals = _const_values(idx)
    if vals is not None and all(0 <= v < k for v in vals):
        return 0
    b = Builder(op)
    t = idx.type
    lo = b.op("tosa.maximum", [idx, b.tosa_const(t, 0)], t)
    op.operands[1] = b.op("tosa.minimum", [lo, b.tosa_const(t, k - 1)], t)
    return 1


SHIFT_MIN, SHIFT_MAX = 2, 62  # TOSA 1.0 apply_scale_32/16: REQUIRE(2 <= shift && shift <= 62)


def _bool_attr(op: ir.Operation, name: str) -> bool:
    return name in op.attributes and ir.BoolAttr(op.attributes[name]).value


def _int_const(b: Builder, t: ir.Type, values: list[int]) -> ir.Value:
    """A ``tosa.const`` of the ranked tensor type ``t`` holding ``values``."""
    elt = element_type(t)
    w = int_width(elt)
    attrs_ = [ir.IntegerAttr.get(elt, to_signed(v, w)) for v in values]
    return b.op("tosa.const", [], t, {"values": ir.DenseElementsAttr.get(attrs_, type=t)})


def _clamp_signed(b: Builder, x: ir.Value, lo: int, hi: int) -> ir.Value:
    """``x`` clamped to ``[lo, hi]``: ``tosa.clamp`` for i8/i16 (its tosa-validate rows),
    ``maximum``/``minimum`` against rank-1s constants for i32."""
    elt = element_type(x.type)
    if int_width(elt) < 32:
        attrs_ = {"min_val": ir.IntegerAttr.get(elt, lo), "max_val": ir.IntegerAttr.get(elt, hi)}
        return b.op("tosa.clamp", [x], x.type, attrs_)
    y = b.op("tosa.maximum", [x, b.tosa_const(x.type, lo)], x.type)
    return b.op("tosa.minimum", [y, b.tosa_const(x.type, hi)], x.type)


@impl("tosa.rescale")
def tosa_rescale_range(op: ir.Operation) -> int:
    """``tosa.rescale`` outside the domain of the TOSA scaling helpers (TOSA 1.0 "Integer
    Behavior", ``apply_scale_32``/``apply_scale_16``: ``REQUIRE(multiplier >= 0)``,
    ``REQUIRE(2 <= shift <= 62)``, ``REQUIRE(value >= -(1 << (shift-1)) && value < 1 << (shift-1))``
    where value is ``input - input_zp``; RESCALE applies them per channel). Out of that domain
    the result is undefined (the 64-bit product no longer fits the 32-bit result), so a
    differential test must not depend on it; inside it MLIR's two ``tosa.apply_scale``
    lowerings (64-bit and tosa-to-arith ``use-32-bit``) are required to agree. (On the values
    tried with MLIR 22.1.8 both wrap the same way out of the domain; the guard does not rely
    on that.)

    Static repairs: a shift or multiplier that is not a constant in range becomes one (shift
    clipped to [2, 62], multiplier ``|m|``); an unsigned input (zero-extended, so no signed clamp
    applies) gets every shift raised to ``bits + 2``. Runtime guard: a signed input is clamped to
    ``[zp - 2**(s-1), zp + 2**(s-1) - 1]`` (s = smallest shift) when that is narrower than its
    type.
    """
    x, mult, shift, in_zp = op.operands[0], op.operands[1], op.operands[2], op.operands[3]
    hits = 0
    b = Builder(op)
    n = ir.RankedTensorType(shift.type).shape[0]
    shifts = _const_values(shift)
    w = int_width(element_type(x.type))
    unsigned = _bool_attr(op, "input_unsigned")
    floor = w + 2 if unsigned else SHIFT_MIN
    if shifts is None or any(not (floor <= s <= SHIFT_MAX) for s in shifts):
        shifts = [min(SHIFT_MAX, max(floor, s)) for s in (shifts or [SHIFT_MAX] * n)]
        op.operands[2] = _int_const(b, shift.type, shifts)
        hits += 1
    mults = _const_values(mult)
    if mults is None or any(m < 0 for m in mults):
        mults = [abs(m) if m != -(1 << 31) else (1 << 31) - 1
                 for m in (mults or [1 << (int_width(element_type(mult.type)) - 2)] * n)]
        op.operands[1] = _int_const(b, mult.type, mults)
        hits += 1
    if unsigned:
        return hits
    zps = _const_values(in_zp)
    zp = zps[0] if zps else 0
    half = 1 << (min(shifts) - 1)
    tlo, thi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    lo, hi = max(tlo, zp - half), min(thi, zp + half - 1)
    if lo <= tlo and hi >= thi:
        return hits
    op.operands[0] = _clamp_signed(b, x, lo, hi)
    return hits + 1


@impl("tosa.apply_scale")
def tosa_apply_scale_range(op: ir.Operation) -> int:
    """``tosa.apply_scale(value, multiplier, shift)`` outside TOSA 1.0's ``apply_scale_32``
    domain ("Integer Behavior": ``REQUIRE(multiplier >= 0)``, ``REQUIRE(2 <= shift <= 62)``,
    ``REQUIRE(-(1 << (shift-1)) <= value < 1 << (shift-1))``). Outside it the specification
    leaves the result undefined; inside it the 64-bit lowering and tosa-to-arith's
    ``use-32-bit`` lowering must agree.

    Static repair of non-constant or out-of-range multiplier/shift (scalar ``arith.constant``
    replacements); runtime guard ``value' = minsi(maxsi(value, -2**(s-1)), 2**(s-1) - 1)``.
    """
    value, mult, shift = op.operands[0], op.operands[1], op.operands[2]
    if isinstance(value.type, ir.ShapedType):
        return 0  # only scalar forms are generated; shaped ones would need splat constants
    b = Builder(op)
    hits = 0
    s = const_int(shift)
    if s is None or not (SHIFT_MIN <= s <= SHIFT_MAX):
        s = SHIFT_MAX if s is None else min(SHIFT_MAX, max(SHIFT_MIN, s))
        op.operands[2] = b.const(shift.type, s)
        hits += 1
    m = const_int(mult)
    if m is None or m < 0:
        op.operands[1] = b.const(mult.type, 1 << 30 if m is None else min(abs(m), (1 << 31) - 1))
        hits += 1
    w = int_width(value.type)
    half = 1 << (s - 1)
    if half >= 1 << (w - 1):
        return hits
    lo = b.op("arith.maxsi", [value, b.const(value.type, -half)], value.type)
    op.operands[0] = b.op("arith.minsi", [lo, b.const(value.type, half - 1)], value.type)
    return hits + 1


@impl("tosa.scatter")
def tosa_scatter_indices(op: ir.Operation) -> int:
    """``tosa.scatter`` indices (TOSA 1.0 SCATTER: ``REQUIRE(0 <= k < K)`` and
    ``REQUIRE(output_modified[n,k] == false)``, i.e. no index twice in one batch; a repeat is
    UNPREDICTABLE). Uniqueness cannot be guarded cheaply at run time, so indices that are not a
    constant with distinct in-range values per batch are replaced by the constant
    ``[0, 1, ..., W-1]`` per batch (static repair; needs W <= K, which the verifier does not
    check: ops with W > K are left alone)."""
    values, idx = op.operands[0], op.operands[1]
    k = ir.RankedTensorType(values.type).shape[1]
    n, w = ir.RankedTensorType(idx.type).shape
    if any(ir.ShapedType.is_dynamic_size(d) for d in (k, n, w)) or w > k:
        return 0
    vals = _const_values(idx)
    if vals is not None:
        rows = [vals[i * w:(i + 1) * w] for i in range(n)]
        if all(len(set(r)) == w and all(0 <= v < k for v in r) for r in rows):
            return 0
    op.operands[1] = _int_const(Builder(op), idx.type, list(range(w)) * n)
    return 1
