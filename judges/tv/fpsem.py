"""Floating-point semantics in the SMT FP theory (IEEE 754, round to nearest even unless an op
says otherwise), from the MLIR ``arith`` and ``math`` dialect descriptions (MLIR 22.1.8):

- ``addf``/``subf``/``mulf``/``divf``/``negf``, ``math.sqrt``/``math.fma``: IEEE 754 exactly;
- ``remf``: "the remainder has the same sign as the dividend" (C ``fmod``, LLVM ``frem``), from
  the IEEE remainder by adding back the divisor where the signs differ (exact);
- ``maximumf``/``minimumf``: NaN if an operand is NaN, -0 below +0;
- ``maxnumf``/``minnumf``: the other operand if one is NaN; for -0 and +0 the docs allow either:
  a choice constant of the run picks one (:meth:`judges.tv.state.UFs.choice`; the refinement
  check lets the source choose, :mod:`judges.tv.refine`);
- ``cmpf``: the 16 predicates (ordered/unordered);
- casts: ``extf`` exact, ``truncf``/``sitofp``/``uitofp`` rounded (``truncf``'s
  ``roundingmode`` honoured), ``fptosi``/``fptoui`` round towards zero and give poison when the
  result does not fit or the input is NaN/Inf (the docs are silent; LLVM LangRef ``fptosi``);
- fast-math flags: ``nnan``/``ninf`` give poison on NaN/Inf operands or results (LLVM LangRef
  "Fast-Math Flags"); ``reassoc``/``nsz``/``arcp``/``contract``/``afn`` permit value changes
  the encoding does not model: unsupported.
"""

from __future__ import annotations

import z3

from judges.tv.sym import (
    ElemType,
    Scalar,
    Unsupported,
    float_const,
    from_bool,
    ite,
    ordered,
    pand,
    por,
    rne,
)


def _p(*xs: Scalar) -> z3.BoolRef:
    return por(*[x.poison for x in xs])


COMMUTATIVE = frozenset({"addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf"})


def binary(kind: str, a: Scalar, b: Scalar, choice: z3.BoolRef | None = None) -> Scalar:
    """``addf subf mulf divf remf maximumf minimumf maxnumf minnumf``; ``choice`` decides
    the sign of a ``maxnumf``/``minnumf`` of -0 and +0 (None: the module doc's choice)."""
    if kind in COMMUTATIVE:
        a, b = ordered(a, b)
    x, y = a.v, b.v
    if kind == "addf":
        v = z3.fpAdd(rne(), x, y)
    elif kind == "subf":
        v = z3.fpSub(rne(), x, y)
    elif kind == "mulf":
        v = z3.fpMul(rne(), x, y)
    elif kind == "divf":
        v = z3.fpDiv(rne(), x, y)
    elif kind == "remf":
        v = fmod(x, y)
    else:
        v = minmax(kind, x, y, choice)
    return Scalar(v, _p(a, b))


def fmod(x: z3.FPRef, y: z3.FPRef) -> z3.FPRef:
    """C ``fmod``: ``x - trunc(x / y) * y`` exactly. The IEEE remainder ``r`` (quotient
    rounded to nearest) differs from it by ``|y|`` when ``r``'s sign differs from ``x``'s; a
    zero result takes ``x``'s sign."""
    r = z3.fpRem(x, y)
    ay = z3.fpAbs(y)
    neg_x = z3.fpIsNegative(x)
    fix = pand(z3.Not(z3.fpIsZero(r)), z3.fpIsNegative(r) != neg_x)
    fixed = ite(neg_x, z3.fpSub(rne(), r, ay), z3.fpAdd(rne(), r, ay))
    zero = ite(neg_x, z3.fpMinusZero(x.sort()), z3.fpPlusZero(x.sort()))
    return ite(z3.fpIsZero(r), zero, ite(fix, fixed, r))


def minmax(kind: str, x: z3.FPRef, y: z3.FPRef, choice: z3.BoolRef | None = None
           ) -> z3.FPRef:
    """``maximumf``/``minimumf``/``maxnumf``/``minnumf`` (see the module doc). With
    ``choice``, ``maxnumf``/``minnumf`` of -0 and +0 is +0 where it holds, else -0 (the docs'
    "either of them")."""
    big = kind.startswith("max")
    first = z3.fpGT(x, y) if big else z3.fpLT(x, y)
    second = z3.fpLT(x, y) if big else z3.fpGT(x, y)
    # equal values: only -0/+0 can differ; max takes +0, min takes -0
    tie = ite(z3.fpIsNegative(x), y, x) if big else ite(z3.fpIsNegative(x), x, y)
    if choice is not None and kind in ("maxnumf", "minnumf"):
        mixed = z3.fpIsNegative(x) != z3.fpIsNegative(y)
        tie = ite(mixed, ite(choice, z3.fpPlusZero(x.sort()), z3.fpMinusZero(x.sort())), tie)
    ordered = ite(first, x, ite(second, y, tie))
    nan = z3.fpNaN(x.sort())
    if kind in ("maximumf", "minimumf"):
        return ite(z3.Or(z3.fpIsNaN(x), z3.fpIsNaN(y)), nan, ordered)
    return ite(z3.fpIsNaN(x), y, ite(z3.fpIsNaN(y), x, ordered))


CMPF = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true")  # Arith_CmpFPredicateAttr enum order


def cmpf(pred: str, a: Scalar, b: Scalar) -> Scalar:
    if pred in ("oeq", "one", "ord", "ueq", "une", "uno", "true", "false"):
        a, b = ordered(a, b)
    x, y = a.v, b.v
    uno = z3.Or(z3.fpIsNaN(x), z3.fpIsNaN(y))
    base = pred[1:] if pred[0] in "ou" and pred not in ("ord", "uno") else None
    if pred == "false":
        c = z3.BoolVal(False)
    elif pred == "true":
        c = z3.BoolVal(True)
    elif pred == "ord":
        c = z3.Not(uno)
    elif pred == "uno":
        c = uno
    else:
        rel = {"eq": z3.fpEQ(x, y), "gt": z3.fpGT(x, y), "ge": z3.fpGEQ(x, y),
               "lt": z3.fpLT(x, y), "le": z3.fpLEQ(x, y),
               "ne": z3.Not(z3.fpEQ(x, y))}[base]
        if base == "ne":
            # "one": ordered and not equal; "une": unordered or not equal
            c = z3.And(z3.Not(uno), rel) if pred[0] == "o" else z3.Or(uno, rel)
        else:
            c = rel if pred[0] == "o" else z3.Or(uno, rel)
    return from_bool(c, _p(a, b))


_ROUNDING = {"to_nearest_even": z3.RNE, "downward": z3.RTN, "upward": z3.RTP,
             "toward_zero": z3.RTZ, "to_nearest_away": z3.RNA}


def rounding_mode(attr_text: str | None) -> z3.FPRMRef:
    """The z3 rounding mode of an ``#arith<rounding ...>`` enum text (None: to nearest even)."""
    if attr_text is None:
        return rne()
    for name, rm in _ROUNDING.items():
        if name in attr_text:
            return rm()
    raise Unsupported(f"rounding mode {attr_text}")


def fp_cast(a: Scalar, to: ElemType, rm: z3.FPRMRef | None = None) -> Scalar:
    """``extf``/``truncf``: float to float."""
    return Scalar(z3.fpFPToFP(rne() if rm is None else rm, a.v, to.sort()), a.poison)


def int_to_fp(a: Scalar, to: ElemType, signed: bool) -> Scalar:
    if a.v.size() == 1 and signed:
        # i1 is 0 or -1 as a signed value
        v = ite(a.v == 1, float_const(-1.0, to), float_const(0.0, to))
        return Scalar(v, a.poison)
    conv = z3.fpSignedToFP if signed else z3.fpUnsignedToFP
    return Scalar(conv(rne(), a.v, to.sort()), a.poison)


def _pow2(k: int, et: ElemType, neg: bool = False) -> z3.FPRef:
    """``±2**k`` in ``et`` (infinity when it does not fit)."""
    big = (1 << (et.ebits - 1)) - 1  # largest unbiased exponent
    if k > big:
        return z3.fpMinusInfinity(et.sort()) if neg else z3.fpPlusInfinity(et.sort())
    return float_const(-(2.0 ** k) if neg else 2.0 ** k, et)


def fp_to_int(a: Scalar, src: ElemType, width: int, signed: bool) -> Scalar:
    """``fptosi``/``fptoui``: round towards zero; poison when out of range or NaN/Inf."""
    t = z3.fpRoundToIntegral(z3.RTZ(), a.v)
    if signed:
        lo = z3.fpGEQ(t, _pow2(width - 1, src, neg=True))
        hi = z3.fpLT(t, _pow2(width - 1, src))
        v = z3.fpToSBV(z3.RTZ(), a.v, z3.BitVecSort(width))
    else:
        lo = z3.fpGT(t, float_const(-1.0, src))
        hi = z3.fpLT(t, _pow2(width, src))
        v = z3.fpToUBV(z3.RTZ(), a.v, z3.BitVecSort(width))
    return Scalar(v, por(a.poison, z3.Not(z3.And(lo, hi))))


FASTMATH_OK = {"none", "nnan", "ninf"}


def fastmath_flags(text: str | None) -> set[str]:
    """Flags of an ``#arith.fastmath<...>`` attribute text.

    Raises:
        Unsupported: a flag that lets a transformation change values (see module doc).
    """
    if text is None:
        return set()
    inner = text[text.index("<") + 1:text.rindex(">")] if "<" in text else text
    flags = {f.strip() for f in inner.split(",") if f.strip()}
    if "fast" in flags:
        flags = {"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"}
    bad = sorted(flags - FASTMATH_OK)
    if bad:
        raise Unsupported(f"fast-math flag {bad[0]}")
    return flags - {"none"}


def fastmath_poison(flags: set[str], values: list[Scalar]) -> z3.BoolRef:
    """Poison of ``nnan``/``ninf`` over the float operands and results ``values``."""
    conds = []
    for s in values:
        if not z3.is_fp(s.v):
            continue
        if "nnan" in flags:
            conds.append(z3.fpIsNaN(s.v))
        if "ninf" in flags:
            conds.append(z3.fpIsInf(s.v))
    return por(*conds)
