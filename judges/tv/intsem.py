"""Integer semantics on :class:`~judges.tv.sym.Scalar` bit-vectors, with poison and UB as the
MLIR ``arith`` dialect documentation defines them (ArithOps.td descriptions, MLIR 22.1.8):

- ``addi``/``subi``/``muli``/``shli``/``trunci`` with ``nsw``/``nuw``: signed/unsigned
  overflow gives poison;
- ``shli``/``shrui``/``shrsi``: an amount >= the bit width gives poison; ``exact`` shifts give
  poison when a non-zero bit is shifted out;
- ``divui``/``divsi``/``ceildivui``/``ceildivsi``/``floordivsi``/``remui``/``remsi``: division
  by zero is UB; ``divsi``/``ceildivsi``/``floordivsi`` of INT_MIN by -1 is UB (``remsi`` of
  INT_MIN by -1 is 0: its description names only division by zero); ``exact`` divisions give
  poison when the remainder is non-zero;
- a poison divisor is UB (it may be zero: LLVM LangRef ``udiv``/``sdiv``), and so is a poison
  dividend with a divisor of -1 for the signed divisions (it may be INT_MIN);
- every other op gives poison when an operand is poison.

Functions return the result :class:`Scalar` and, for the divisions, the UB condition.
"""

from __future__ import annotations

import z3

from judges.tv.sym import Scalar, from_bool, int_const, ite, ordered, pand, pnot, por


def _p(*xs: Scalar) -> z3.BoolRef:
    return por(*[x.poison for x in xs])


def _min(w: int) -> z3.BitVecRef:
    return int_const(-(1 << (w - 1)), w) if w > 1 else z3.BitVecVal(1, 1)


def add(a: Scalar, b: Scalar, nsw: bool = False, nuw: bool = False) -> Scalar:
    a, b = ordered(a, b)
    flags = []
    if nsw:
        flags += [pnot(z3.BVAddNoOverflow(a.v, b.v, True)), pnot(z3.BVAddNoUnderflow(a.v, b.v))]
    if nuw:
        flags.append(pnot(z3.BVAddNoOverflow(a.v, b.v, False)))
    return Scalar(a.v + b.v, por(_p(a, b), *flags))


def sub(a: Scalar, b: Scalar, nsw: bool = False, nuw: bool = False) -> Scalar:
    flags = []
    if nsw:
        flags += [pnot(z3.BVSubNoOverflow(a.v, b.v)), pnot(z3.BVSubNoUnderflow(a.v, b.v, True))]
    if nuw:
        flags.append(pnot(z3.BVSubNoUnderflow(a.v, b.v, False)))
    return Scalar(a.v - b.v, por(_p(a, b), *flags))


def mul(a: Scalar, b: Scalar, nsw: bool = False, nuw: bool = False) -> Scalar:
    a, b = ordered(a, b)
    flags = []
    if nsw:
        flags += [pnot(z3.BVMulNoOverflow(a.v, b.v, True)), pnot(z3.BVMulNoUnderflow(a.v, b.v))]
    if nuw:
        flags.append(pnot(z3.BVMulNoOverflow(a.v, b.v, False)))
    return Scalar(a.v * b.v, por(_p(a, b), *flags))


def _amount_ok(b: Scalar, w: int) -> z3.BoolRef:
    return z3.ULT(b.v, z3.BitVecVal(w, b.v.size()))


def shl(a: Scalar, b: Scalar, nsw: bool = False, nuw: bool = False) -> Scalar:
    w = a.v.size()
    r = a.v << b.v
    flags = [pnot(_amount_ok(b, w))]
    if nsw:
        flags.append(r >> b.v != a.v)
    if nuw:
        flags.append(z3.LShR(r, b.v) != a.v)
    return Scalar(r, por(_p(a, b), *flags))


def shrui(a: Scalar, b: Scalar, exact: bool = False) -> Scalar:
    r = z3.LShR(a.v, b.v)
    flags = [pnot(_amount_ok(b, a.v.size()))]
    if exact:
        flags.append(r << b.v != a.v)
    return Scalar(r, por(_p(a, b), *flags))


def shrsi(a: Scalar, b: Scalar, exact: bool = False) -> Scalar:
    r = a.v >> b.v
    flags = [pnot(_amount_ok(b, a.v.size()))]
    if exact:
        flags.append(r << b.v != a.v)
    return Scalar(r, por(_p(a, b), *flags))


def _unsigned_ub(b: Scalar) -> z3.BoolRef:
    return por(b.poison, b.v == 0)


def _signed_ub(a: Scalar, b: Scalar) -> z3.BoolRef:
    w = a.v.size()
    minus1 = b.v == int_const(-1, w)
    return por(b.poison, b.v == 0, pand(minus1, por(a.poison, a.v == _min(w))))


def divui(a: Scalar, b: Scalar, exact: bool = False) -> tuple[Scalar, z3.BoolRef]:
    flags = [z3.URem(a.v, b.v) != 0] if exact else []
    return Scalar(z3.UDiv(a.v, b.v), por(a.poison, *flags)), _unsigned_ub(b)


def divsi(a: Scalar, b: Scalar, exact: bool = False) -> tuple[Scalar, z3.BoolRef]:
    flags = [z3.SRem(a.v, b.v) != 0] if exact else []
    return Scalar(a.v / b.v, por(a.poison, *flags)), _signed_ub(a, b)


def ceildivui(a: Scalar, b: Scalar) -> tuple[Scalar, z3.BoolRef]:
    q = z3.UDiv(a.v, b.v)
    return Scalar(ite(z3.URem(a.v, b.v) != 0, q + 1, q), a.poison), _unsigned_ub(b)


def ceildivsi(a: Scalar, b: Scalar) -> tuple[Scalar, z3.BoolRef]:
    """Rounds towards +inf: the truncated quotient plus one when the remainder is non-zero
    and the exact quotient is positive (operands of the same sign)."""
    w = a.v.size()
    q, r = a.v / b.v, z3.SRem(a.v, b.v)
    zero = z3.BitVecVal(0, w)
    up = pand(r != 0, (a.v < zero) == (b.v < zero))
    return Scalar(ite(up, q + 1, q), a.poison), _signed_ub(a, b)


def floordivsi(a: Scalar, b: Scalar) -> tuple[Scalar, z3.BoolRef]:
    """Rounds towards -inf: the truncated quotient minus one when the remainder is non-zero
    and the exact quotient is negative (operands of different signs)."""
    w = a.v.size()
    q, r = a.v / b.v, z3.SRem(a.v, b.v)
    zero = z3.BitVecVal(0, w)
    down = pand(r != 0, (a.v < zero) != (b.v < zero))
    return Scalar(ite(down, q - 1, q), a.poison), _signed_ub(a, b)


def remui(a: Scalar, b: Scalar) -> tuple[Scalar, z3.BoolRef]:
    return Scalar(z3.URem(a.v, b.v), a.poison), _unsigned_ub(b)


def remsi(a: Scalar, b: Scalar) -> tuple[Scalar, z3.BoolRef]:
    """Sign of the dividend (SMT ``bvsrem``); INT_MIN rem -1 is 0, not UB (see module doc)."""
    return Scalar(z3.SRem(a.v, b.v), a.poison), por(b.poison, b.v == 0)


def bitwise(kind: str, a: Scalar, b: Scalar) -> Scalar:
    a, b = ordered(a, b)
    v = {"and": a.v & b.v, "or": a.v | b.v, "xor": a.v ^ b.v}[kind]
    return Scalar(v, _p(a, b))


def minmax(kind: str, a: Scalar, b: Scalar) -> Scalar:
    a, b = ordered(a, b)
    take_a = {"maxsi": a.v > b.v, "minsi": a.v < b.v, "maxui": z3.UGT(a.v, b.v),
              "minui": z3.ULT(a.v, b.v)}[kind]
    return Scalar(ite(take_a, a.v, b.v), _p(a, b))


CMPI = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")  # enum order


def cmpi(pred: str, a: Scalar, b: Scalar) -> Scalar:
    if pred in ("eq", "ne"):
        a, b = ordered(a, b)
    x, y = a.v, b.v
    c = {"eq": x == y, "ne": x != y, "slt": x < y, "sle": x <= y, "sgt": x > y, "sge": x >= y,
         "ult": z3.ULT(x, y), "ule": z3.ULE(x, y), "ugt": z3.UGT(x, y),
         "uge": z3.UGE(x, y)}[pred]
    return from_bool(c, _p(a, b))


def extui(a: Scalar, w: int) -> Scalar:
    return Scalar(z3.ZeroExt(w - a.v.size(), a.v), a.poison)


def extsi(a: Scalar, w: int) -> Scalar:
    return Scalar(z3.SignExt(w - a.v.size(), a.v), a.poison)


def trunci(a: Scalar, w: int, nsw: bool = False, nuw: bool = False) -> Scalar:
    r = z3.Extract(w - 1, 0, a.v)
    n = a.v.size()
    flags = []
    if nuw:
        flags.append(z3.ZeroExt(n - w, r) != a.v)
    if nsw:
        flags.append(z3.SignExt(n - w, r) != a.v)
    return Scalar(r, por(a.poison, *flags))


def resize(a: Scalar, w: int, signed: bool) -> Scalar:
    """Sign/zero extension or truncation to ``w`` bits (``index_cast``/``index_castui``)."""
    n = a.v.size()
    if w == n:
        return a
    if w < n:
        return trunci(a, w)
    return extsi(a, w) if signed else extui(a, w)


def add_extended(a: Scalar, b: Scalar) -> tuple[Scalar, Scalar]:
    """``addui_extended``: the sum and the unsigned-overflow bit."""
    s = a.v + b.v
    p = _p(a, b)
    return Scalar(s, p), from_bool(z3.ULT(s, a.v), p)


def mul_extended(a: Scalar, b: Scalar, signed: bool) -> tuple[Scalar, Scalar]:
    """``mulsi_extended``/``mului_extended``: low and high halves of the 2N-bit product. The
    low half is written as the N-bit product (the same value), the term ``arith.muli`` gives,
    so that replacing one by the other needs no multiplier equivalence proof."""
    a, b = ordered(a, b)
    w = a.v.size()
    ext = z3.SignExt if signed else z3.ZeroExt
    prod = ext(w, a.v) * ext(w, b.v)
    p = _p(a, b)
    return Scalar(a.v * b.v, p), Scalar(z3.Extract(2 * w - 1, w, prod), p)
