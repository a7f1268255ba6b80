"""UB-elimination rules for the ``tosa`` dialect (TOSA 1.0 as lowered by MLIR 22.1.8).

No guard creates an ``i1`` tensor: MLIR 22.1.8's ``finalize-memref-to-llvm`` asserts on
``memref<..xi1>`` (``../shared/toolchain.md`` §2), so masks are replaced by integer arithmetic
(``minimum``/``maximum``/``sub``/``bitwise_and``/shifts) and float clamps. Constants have the
operand's rank with every dim 1 (TOSA 1.0 §1.9 broadcasting needs equal ranks), so an op whose
guarded operand is unranked is reported as unguarded. The scaling ops (``rescale``,
``apply_scale``) are in :mod:`ubfix.rules.tosa_scale`.

Sources: TOSA 1.0 specification (https://www.mlplatform.org/tosa/tosa_spec.html, section
numbers below), MLIR TosaToLinalg (what each op lowers to), DESIL Table 1 rows.
"""

from __future__ import annotations

import functools

from mlir import ir

from ubfix.build import Builder, element_type, int_width, require_ranked, to_signed
from ubfix.registry import Unguarded, impl
from ubfix.tosa_build import maximum, minimum, nonzero, reshape


@functools.lru_cache(maxsize=1)
def ignore_nan() -> str:
    """``nan_mode = IGNORE`` of ``tosa.clamp`` as the bindings' release spells it: the enum
    attribute ``#tosa.nan_mode<IGNORE>`` where it parses (MLIR 22 on), else the string
    ``"IGNORE"`` (MLIR 21's ``StringBasedAttr``; its extracted spec says the same)."""
    enum = "#tosa.nan_mode<IGNORE>"
    with ir.Context():
        try:
            ir.Attribute.parse(enum)
        except ir.MLIRError:
            return '"IGNORE"'
    return enum


# Largest finite value of the float types whose tosa.clamp MLIR 22.1.8's TosaToLinalg lowers
# (checked by experiment: it fails to legalize a clamp on f8 types).
FINITE_MAX = {"f16": 65504.0, "bf16": 3.3895313892515355e38, "f32": 3.4028234663852886e38,
              "f64": 1.7976931348623157e308}


def const_values(v: ir.Value) -> list[int] | None:
    """Integer values of a ``tosa.const``/``arith.constant`` producing ``v``, else None."""
    owner = v.owner
    if isinstance(owner, ir.Block):
        return None
    op = owner.operation
    key = {"tosa.const": "values", "arith.constant": "value"}.get(op.name)
    if key is None:
        return None
    attr = op.attributes[key]
    if isinstance(attr, ir.IntegerAttr):
        return [ir.IntegerAttr(attr).value]
    if not isinstance(attr, ir.DenseIntElementsAttr):
        return None
    d = ir.DenseIntElementsAttr(attr)
    return [d[i] for i in range(len(d))]


def shift_zero(b: Builder) -> ir.Value:
    """``tosa.const dense<0> : tensor<1xi8>`` (the shift operand of ``tosa.mul``)."""
    t = ir.RankedTensorType.get([1], ir.IntegerType.get_signless(8))
    attr = ir.DenseElementsAttr.get_splat(t, ir.IntegerAttr.get(t.element_type, 0))
    return b.op("tosa.const", [], t, {"values": attr})


def _int_operand(v: ir.Value, what: str) -> int:
    """Bit width of the integer tensor ``v``; Unguarded when it is unranked or not integer."""
    require_ranked(v.type)
    w = int_width(v.type)
    if w is None:
        raise Unguarded(f"{what} is not an integer tensor ({v.type})")
    return w


def _is_value(b: Builder, x: ir.Value, value: int, w: int) -> ir.Value:
    """1 where ``x == value`` (``value`` = INT_MIN or -1), else 0, bool-free and overflow-free:
    ``sign(x) & (1 - minimum(x' & MAX, 1))`` with ``x' = x`` for INT_MIN and ``~x`` for -1."""
    t = x.type
    low = x if value != -1 else b.op("tosa.bitwise_not", [x], t)
    low = b.op("tosa.bitwise_and", [low, b.tosa_const(t, (1 << (w - 1)) - 1)], t)
    rest_zero = b.op("tosa.sub", [b.tosa_const(t, 1),
                                  b.op("tosa.minimum", [low, b.tosa_const(t, 1)], t)], t)
    sign = b.op("tosa.logical_right_shift", [x, b.tosa_const(t, w - 1)], t)
    return b.op("tosa.bitwise_and", [sign, rest_zero], t)


@impl("tosa.intdiv")
def tosa_intdiv(op: ir.Operation) -> int:
    """``tosa.intdiv`` (TOSA 1.0 §2.4 INTDIV: ``REQUIRE(input2 != 0)`` and the quotient must
    fit in int32, i.e. not INT_MIN / -1); MLIR lowers it to ``arith.divsi``, where both cases
    are UB (x86 traps). DESIL Table 1 "Division by zero / integer overflow" row.

    Inserts, without any i1 tensor and without an op that can overflow:
    ``z = 1 - (clamp(b, -1, 1) & 1)`` (1 exactly where b == 0), ``v`` = 1 exactly where
    a == INT_MIN and b == -1 (sign bits and ``minimum(low bits, 1)``), ``b' = b + (z + v + v)``
    in the result shape: b changes only where the division is UB (0 -> 1, -1 -> 1).
    """
    a, bv = op.operands[0], op.operands[1]
    w = _int_operand(bv, "the divisor")
    _int_operand(a, "the dividend")
    out = op.results[0].type
    require_ranked(out)
    vals = const_values(bv)
    if vals is not None and all(v not in (0, -1) for v in vals):
        return 0
    b = Builder(op)
    bt = bv.type
    s = b.op("tosa.minimum", [b.op("tosa.maximum", [bv, b.tosa_const(bt, -1)], bt),
                              b.tosa_const(bt, 1)], bt)
    z = b.op("tosa.sub", [b.tosa_const(bt, 1), b.op("tosa.bitwise_and",
                                                    [s, b.tosa_const(bt, 1)], bt)], bt)
    ovf = b.op("tosa.bitwise_and", [_is_value(b, a, -(1 << (w - 1)), w),
                                    _is_value(b, bv, -1, w)], out)
    fix = b.op("tosa.add", [z, b.op("tosa.add", [ovf, ovf], out)], out)
    op.operands[1] = b.op("tosa.add", [bv, fix], out)
    return 1


@impl("tosa.logical_left_shift", "tosa.logical_right_shift", "tosa.arithmetic_right_shift")
def tosa_shift(op: ir.Operation) -> int:
    """Shift amounts outside ``[0, bw-1]`` (TOSA 1.0 §2.4 LOGICAL_LEFT_SHIFT /
    LOGICAL_RIGHT_SHIFT / ARITHMETIC_RIGHT_SHIFT: ``REQUIRE(0 <= input2 && input2 <= 31)``,
    narrower types likewise); MLIR lowers them to ``arith.shli``/``shrui``/``shrsi``, which
    give poison for amounts >= bw. DESIL Table 1 "Shift out of range" row.

    Inserts ``b' = bitwise_and(b, bw-1)`` (a no-op for legal amounts). Shifts of non-integer
    values (the MLIR verifier accepts floats; TOSA defines shifts on integers only) and
    unranked amounts are reported as unguarded.
    """
    bv = op.operands[1]
    w = _int_operand(bv, "the shift amount")
    vals = const_values(bv)
    if vals is not None and all(0 <= v < w for v in vals):
        return 0
    b = Builder(op)
    op.operands[1] = b.op("tosa.bitwise_and", [bv, b.tosa_const(bv.type, w - 1)], bv.type)
    return 1


@impl("tosa.mul")
def tosa_mul_shift(op: ir.Operation) -> int:
    """``tosa.mul``'s ``shift`` operand (TOSA 1.0 §2.4 MUL: for i32 ``REQUIRE(0 <= shift <=
    63)``, otherwise shift must be 0).

    Static repair where every execution with the present shift is UB: a constant shift with
    illegal values, and any shift of a non-i32 multiplication, become
    ``tosa.const dense<0> : tensor<1xi8>``. A non-constant i32 shift gets the runtime guard
    ``shift' = clamp(shift, 0, 63)`` (TosaToLinalg lowers a runtime shift too).
    """
    shift = op.operands[2]
    vals = const_values(shift)
    w = int_width(element_type(op.operands[0].type))
    ok = vals is not None and all((0 <= v <= 63) if w == 32 else v == 0 for v in vals)
    if ok:
        return 0
    b = Builder(op)
    if vals is None and w == 32:
        i8 = element_type(shift.type)
        attrs_ = {"min_val": ir.IntegerAttr.get(i8, 0), "max_val": ir.IntegerAttr.get(i8, 63)}
        op.operands[2] = b.op("tosa.clamp", [shift], shift.type, attrs_)
        return 1
    op.operands[2] = shift_zero(b)
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
    A source type whose clamp TosaToLinalg cannot lower (f8 and other formats outside
    :data:`FINITE_MAX`) is reported as unguarded.
    """
    x = op.operands[0]
    src, dst = element_type(x.type), element_type(op.results[0].type)
    n = int_width(dst)
    if not isinstance(src, ir.FloatType) or n is None or n == 1:
        return 0
    big = FINITE_MAX.get(str(src))
    if big is None:
        raise Unguarded(f"no lowerable tosa.clamp for {src} (TosaToLinalg fails on it)")
    b = Builder(op)
    lo = max(-(2.0 ** (n - 1)), -big)
    hi = min(2.0 ** (n - 1) - 1, big)
    attrs_ = {"min_val": ir.FloatAttr.get(src, lo), "max_val": ir.FloatAttr.get(src, hi),
              "nan_mode": ir.Attribute.parse(ignore_nan())}
    op.operands[0] = b.op("tosa.clamp", [x], x.type, attrs_)
    return 1


def _gather_bound(b: Builder, values: ir.Value, idx: ir.Value) -> ir.Value:
    """A rank-matched constant holding K - 1 for the indices ``idx``: a ``tosa.const`` when K
    (dim 1 of ``values``) is static, else ``max(tensor.dim(values, 1) - 1, 0)`` cast to the
    index type and put in a ``tensor.from_elements`` with every dim 1."""
    vt = values.type
    if isinstance(vt, ir.RankedTensorType) and not ir.ShapedType.is_dynamic_size(vt.shape[1]):
        return b.tosa_const(idx.type, vt.shape[1] - 1)
    index = ir.IndexType.get()
    k = b.op("tensor.dim", [values, b.const(index, 1)], index)
    k1 = b.binary("arith.maxsi", b.binary("arith.subi", k, b.const(index, 1)), b.const(index, 0))
    elt = element_type(idx.type)
    k1 = b.op("arith.index_cast", [k1], elt)
    rank = ir.RankedTensorType(idx.type).rank
    return b.op("tensor.from_elements", [k1], ir.RankedTensorType.get([1] * rank, elt))


@impl("tosa.gather")
def tosa_gather_index(op: ir.Operation) -> int:
    """``tosa.gather`` index out of ``[0, K)`` (TOSA 1.0 §2.8 GATHER: ``REQUIRE(0 <= k < K)``);
    MLIR lowers it to an unchecked ``tensor.extract`` -> out-of-bounds load. DESIL Table 1
    "Index out of bounds" row.

    Inserts ``idx' = minimum(maximum(idx, 0), K-1)`` (K = dim 1 of ``values``; read at run
    time with ``tensor.dim`` when it is dynamic or ``values`` is unranked). Unranked indices
    are reported as unguarded; K = 0 leaves every index out of bounds (UB nothing can fix).
    """
    values, idx = op.operands[0], op.operands[1]
    _int_operand(idx, "the index tensor")
    vt = values.type
    k = ir.RankedTensorType(vt).shape[1] if isinstance(vt, ir.RankedTensorType) else None
    if k == 0:
        raise Unguarded("K = 0: every index is out of bounds")
    vals = const_values(idx)
    static = k is not None and not ir.ShapedType.is_dynamic_size(k)
    if static and vals is not None and all(0 <= v < k for v in vals):
        return 0
    b = Builder(op)
    t = idx.type
    lo = b.op("tosa.maximum", [idx, b.tosa_const(t, 0)], t)
    op.operands[1] = b.op("tosa.minimum", [lo, _gather_bound(b, values, idx)], t)
    return 1


def int_const(b: Builder, t: ir.Type, values: list[int]) -> ir.Value:
    """A ``tosa.const`` of the static ranked tensor type ``t`` holding ``values``."""
    elt = element_type(t)
    w = int_width(elt)
    attrs_ = [ir.IntegerAttr.get(elt, to_signed(v, w)) for v in values]
    return b.op("tosa.const", [], t, {"values": ir.DenseElementsAttr.get(attrs_, type=t)})


def _scatter_bad_batches(b: Builder, idx: ir.Value, k: int) -> ir.Value:
    """``[N, 1]`` i32: 1 for a batch of the static ``[N, W]`` indices with an index outside
    ``[0, K)`` or a repeated index, else 0. Bool-free and overflow-free: ``x ^ clamp(x, 0,
    K-1)`` is 0 exactly in range; the pairwise ``xor`` of ``[N, W, 1]`` and ``[N, 1, W]`` views
    is 0 exactly on equal pairs, counted with ``reduce_sum`` (the diagonal counts once)."""
    t = ir.RankedTensorType(idx.type)
    n, w = t.shape
    elt = t.element_type

    def ty(*shape: int) -> ir.Type:
        return ir.RankedTensorType.get(list(shape), elt)

    clamped = minimum(b, maximum(b, idx, 0), k - 1)
    out_of_range = nonzero(b, b.op("tosa.bitwise_xor", [idx, clamped], t))
    pairs = b.op("tosa.bitwise_xor", [reshape(b, idx, [n, w, 1]), reshape(b, idx, [n, 1, w])],
                 ty(n, w, w))
    equal = b.op("tosa.sub", [b.tosa_const(pairs.type, 1), nonzero(b, pairs)], pairs.type)
    count = b.op("tosa.reduce_sum", [equal], ty(n, w, 1), {"axis": ir.IntegerAttr.get(
        ir.IntegerType.get_signless(32), 2)})
    repeated = nonzero(b, b.op("tosa.sub", [reshape(b, count, [n, w]), b.tosa_const(t, 1)], t))
    bad = b.op("tosa.bitwise_or", [out_of_range, repeated], t)
    return b.op("tosa.reduce_max", [bad], ty(n, 1),
                {"axis": ir.IntegerAttr.get(ir.IntegerType.get_signless(32), 1)})


@impl("tosa.scatter")
def tosa_scatter_indices(op: ir.Operation) -> int:
    """``tosa.scatter`` indices (TOSA 1.0 SCATTER: ``REQUIRE(0 <= k < K)`` and
    ``REQUIRE(output_modified[n,k] == false)``, i.e. no index twice in one batch; a repeat is
    UNPREDICTABLE). Both REQUIREs concern a whole batch ``n`` (which rows are written), so a
    batch that violates one gets the indices ``[0, 1, ..., W-1]`` and every other batch keeps
    its indices: statically for constant indices, else at run time
    (:func:`_scatter_bad_batches`, then ``idx' = (idx & ~m) | (iota & m)`` with ``m = -bad``).
    It needs static N, W and K with W <= K; other ops are reported as unguarded."""
    values, idx = op.operands[0], op.operands[1]
    _int_operand(idx, "the index tensor")
    require_ranked(values.type)
    k = ir.RankedTensorType(values.type).shape[1]
    n, w = ir.RankedTensorType(idx.type).shape
    if any(ir.ShapedType.is_dynamic_size(d) for d in (k, n, w)):
        raise Unguarded(f"dynamic N, W or K ({idx.type}, {values.type}): the replacement "
                        "indices need static shapes")
    if w > k:
        raise Unguarded(f"W = {w} > K = {k}: the indices of a batch cannot be distinct")
    vals = const_values(idx)
    b = Builder(op)
    if vals is not None:
        if len(vals) != n * w:  # a splat: one value for every index
            vals = vals[:1] * (n * w)
        rows = [vals[i * w:(i + 1) * w] for i in range(n)]
        fixed = [r if len(set(r)) == w and all(0 <= v < k for v in r) else list(range(w))
                 for r in rows]
        if fixed == rows:
            return 0
        op.operands[1] = int_const(b, idx.type, [v for r in fixed for v in r])
        return 1
    t = idx.type
    mask = b.op("tosa.sub", [b.tosa_const(t, 0), _scatter_bad_batches(b, idx, k)],
                ir.RankedTensorType.get([n, 1], element_type(t)))
    iota = int_const(b, ir.RankedTensorType.get([1, w], element_type(t)), list(range(w)))
    keep = b.op("tosa.bitwise_and", [idx, b.op("tosa.bitwise_not", [mask], mask.type)], t)
    new = b.op("tosa.bitwise_and", [iota, mask], t)
    op.operands[1] = b.op("tosa.bitwise_or", [keep, new], t)
    return 1
