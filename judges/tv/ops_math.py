"""Encodings of the ``math`` dialect (MathOps.td, MLIR 22.1.8). What each encoding can prove:

Exact (any transformation of these is proven or refuted for all inputs):
``absi`` (|INT_MIN| wraps to INT_MIN, as ``llvm.intr.abs`` with ``is_int_min_poison=false``),
``ctlz``/``cttz`` (the bit width for 0), ``ctpop``, ``ipowi`` (wrapping square-and-multiply; a
negative exponent gives 1 for base 1, +-1 for base -1, 0 for other bases and UB for base 0,
the division by zero of MathToFuncs' expansion), ``absf``, ``copysign`` (NaN signs are not
modelled), ``floor``/``ceil``/``trunc``/``roundeven``/``round`` (ties away from zero), ``sqrt``
and ``fma`` (IEEE, correctly rounded), ``rsqrt`` as ``1 / sqrt(x)`` (two roundings, as its
folder and ``convert-math-to-llvm`` compute it), ``isnan``/``isinf``/``isfinite``/``isnormal``.

Uninterpreted (one function per op and float type, shared by source and target, so a
transformation that keeps ``math.sin(x)`` or moves it is proven; one that replaces it needs its
values): ``sin cos tan asin acos atan atan2 sinh cosh tanh asinh acosh atanh exp exp2 expm1 log
log10 log1p log2 erf erfc cbrt powf`` and ``sincos``. At every point where a formula or a
counterexample evaluates them, they are pinned to the C library's value (:mod:`judges.tv.libm`),
so folding ``math.atan2(0.0, 0.0)`` to NaN is refuted (libm gives +0) and folding ``math.sin``
of a constant to libm's value is proven. ``fpowi`` (``llvm.powi``: repeated multiplication in an
unspecified order) stays free: a refutation that depends on its value is inconclusive.
"""

from __future__ import annotations

import z3
from mlir import ir

from judges.tv import fpsem
from judges.tv.elementwise import lift, result_et
from judges.tv.libm import FUNCTIONS
from judges.tv.ops_arith import fastmath, with_fastmath
from judges.tv.state import Encoder, encoder
from judges.tv.sym import (
    Scalar,
    float_const,
    from_bool,
    int_const,
    ite,
    pand,
    por,
    rne,
)


@encoder("math.absi")
def _absi(enc: Encoder, op: ir.Operation):
    return lift(enc, op, lambda a: Scalar(ite(a.v < 0, -a.v, a.v), a.poison))


def leading_zeros(a: z3.BitVecRef) -> z3.BitVecRef:
    """``ctlz``: the bit width for 0."""
    return _count(a, True)


def _count(a: z3.BitVecRef, leading: bool) -> z3.BitVecRef:
    """Leading/trailing zero count as a chain of ``ite`` over bit positions."""
    w = a.size()
    r = int_const(w, w)
    positions = range(w) if leading else reversed(range(w))
    for i in positions:
        # for leading zeros: the highest set bit i gives w-1-i; iterate low to high so the
        # highest set bit wins (the outermost ite)
        count = (w - 1 - i) if leading else i
        r = ite(z3.Extract(i, i, a) == 1, int_const(count, w), r)
    return r


@encoder("math.ctlz", "math.cttz")
def _ctz(enc: Encoder, op: ir.Operation):
    leading = op.name == "math.ctlz"
    return lift(enc, op, lambda a: Scalar(_count(a.v, leading), a.poison))


@encoder("math.ctpop")
def _ctpop(enc: Encoder, op: ir.Operation):
    def one(a: Scalar) -> Scalar:
        w = a.v.size()
        total = int_const(0, w)
        for i in range(w):
            total = total + z3.ZeroExt(w - 1, z3.Extract(i, i, a.v))
        return Scalar(total, a.poison)

    return lift(enc, op, one)


def ipowi(enc: Encoder, a: Scalar, b: Scalar) -> Scalar:
    w = a.v.size()
    result = int_const(1, w)
    power = a.v
    for i in range(w - 1):  # exponent bits below the sign bit
        result = ite(z3.Extract(i, i, b.v) == 1, result * power, result)
        power = power * power
    one, minus1 = int_const(1, w), int_const(-1, w)
    odd = z3.Extract(0, 0, b.v) == 1
    negative = ite(a.v == one, one, ite(a.v == minus1, ite(odd, minus1, one), int_const(0, w)))
    enc.add_ub(pand(b.v < 0, a.v == 0))
    enc.add_ub(b.poison)
    return Scalar(ite(b.v < 0, negative, result), por(a.poison, b.poison))


@encoder("math.ipowi")
def _ipowi(enc: Encoder, op: ir.Operation):
    return lift(enc, op, lambda a, b: ipowi(enc, a, b))


_ROUNDS = {"math.floor": z3.RTN, "math.ceil": z3.RTP, "math.trunc": z3.RTZ,
           "math.roundeven": z3.RNE, "math.round": z3.RNA}


@encoder(*_ROUNDS)
def _round(enc: Encoder, op: ir.Operation):
    rm = _ROUNDS[op.name]()
    return lift(enc, op, with_fastmath(
        op, lambda a: Scalar(z3.fpRoundToIntegral(rm, a.v), a.poison)))


@encoder("math.absf")
def _absf(enc: Encoder, op: ir.Operation):
    return lift(enc, op, with_fastmath(op, lambda a: Scalar(z3.fpAbs(a.v), a.poison)))


@encoder("math.copysign")
def _copysign(enc: Encoder, op: ir.Operation):
    def one(a: Scalar, b: Scalar) -> Scalar:
        mag = z3.fpAbs(a.v)
        return Scalar(ite(z3.fpIsNegative(b.v), z3.fpNeg(mag), mag), por(a.poison, b.poison))

    return lift(enc, op, with_fastmath(op, one))


@encoder("math.sqrt")
def _sqrt(enc: Encoder, op: ir.Operation):
    return lift(enc, op, with_fastmath(op, lambda a: Scalar(z3.fpSqrt(rne(), a.v), a.poison)))


@encoder("math.rsqrt")
def _rsqrt(enc: Encoder, op: ir.Operation):
    et = result_et(op)

    def one(a: Scalar) -> Scalar:
        return Scalar(z3.fpDiv(rne(), float_const(1.0, et), z3.fpSqrt(rne(), a.v)), a.poison)

    return lift(enc, op, with_fastmath(op, one))


@encoder("math.fma")
def _fma(enc: Encoder, op: ir.Operation):
    def one(a: Scalar, b: Scalar, c: Scalar) -> Scalar:
        return Scalar(z3.fpFMA(rne(), a.v, b.v, c.v), por(a.poison, b.poison, c.poison))

    return lift(enc, op, with_fastmath(op, one))


def _is_normal(x: z3.FPRef) -> z3.BoolRef:
    return z3.fpIsNormal(x)


_CLASSIFY = {"math.isnan": z3.fpIsNaN, "math.isinf": z3.fpIsInf,
             "math.isfinite": lambda x: z3.Not(z3.Or(z3.fpIsNaN(x), z3.fpIsInf(x))),
             "math.isnormal": _is_normal}


@encoder(*_CLASSIFY)
def _classify(enc: Encoder, op: ir.Operation):
    test = _CLASSIFY[op.name]
    flags = fastmath(op)

    def one(a: Scalar) -> Scalar:
        return from_bool(test(a.v), por(a.poison, fpsem.fastmath_poison(flags, [a])))

    return lift(enc, op, one)


@encoder(*FUNCTIONS)
def _transcendental(enc: Encoder, op: ir.Operation):
    et = result_et(op)

    def one(*xs: Scalar) -> Scalar:
        v = enc.ufs.apply(op.name, et, [x.v for x in xs])
        return Scalar(v, por(*[x.poison for x in xs]))

    return lift(enc, op, with_fastmath(op, one))


@encoder("math.sincos")
def _sincos(enc: Encoder, op: ir.Operation):
    et = result_et(op)
    flags = fastmath(op)

    def one(a: Scalar) -> tuple[Scalar, Scalar]:
        outs = []
        for name in ("math.sin", "math.cos"):
            v = Scalar(enc.ufs.apply(name, et, [a.v]), a.poison)
            outs.append(Scalar(v.v, por(v.poison, fpsem.fastmath_poison(flags, [a, v]))))
        return tuple(outs)

    return lift(enc, op, one)


@encoder("math.fpowi")
def _fpowi(enc: Encoder, op: ir.Operation):
    et = result_et(op)

    def one(a: Scalar, b: Scalar) -> Scalar:
        v = enc.ufs.apply("math.fpowi", et, [a.v, b.v])
        return Scalar(v, por(a.poison, b.poison))

    return lift(enc, op, with_fastmath(op, one))
