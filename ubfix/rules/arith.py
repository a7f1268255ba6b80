"""UB-elimination rules for the ``arith`` dialect.

Scalars and vectors get runtime guards built from ``arith.cmpi``/``cmpf`` + ``arith.select``
(vector masks live in registers). Tensor-typed arith ops (legal in MLIR, not produced by smith)
get an equivalent *bool-free* guard, because an ``i1`` tensor would be bufferized to a
``memref<..xi1>``, on which MLIR 22.1.8's ``finalize-memref-to-llvm`` asserts.

Sources: MLIR ``arith`` dialect docs (https://mlir.llvm.org/docs/Dialects/ArithOps/), LLVM
LangRef (the lowering target of every op here), DESIL paper Table 1 "scalar calculation" rows
and FixUBnew (``../shared/reference/desil-mlirod.md`` §2.2).
"""

from __future__ import annotations

import sys

from mlir import ir

from ubfix.build import Builder, element_type, int_width, is_tensor
from ubfix.registry import impl

NONE_OVERFLOW = "#arith.overflow<none>"
NONE_FASTMATH = "#arith.fastmath<none>"


def _is_const(v: ir.Value, pred) -> bool:
    """True when ``v`` is an ``arith.constant`` whose (splat or scalar) integer value passes
    ``pred``; lets rules skip guards that cannot fire (keeps fixed programs small)."""
    owner = v.owner
    if isinstance(owner, ir.Block):
        return False
    op = owner.operation
    if op.name != "arith.constant":
        return False
    attr = op.attributes["value"]
    try:
        if isinstance(attr, ir.IntegerAttr):
            return pred(ir.IntegerAttr(attr).value)
        if isinstance(attr, ir.DenseIntElementsAttr):
            d = ir.DenseIntElementsAttr(attr)
            return d.is_splat and pred(ir.IntegerAttr(d.get_splat_value()).value)
    except (ValueError, TypeError):
        return False
    return False


@impl("arith.divsi", "arith.ceildivsi", "arith.floordivsi", "arith.remsi")
def signed_division(op: ir.Operation) -> int:
    """Signed division/remainder: divisor 0, or INT_MIN / -1, is UB.

    MLIR arith docs (``arith.divsi``: "Division by zero, or signed division overflow (minimum
    value divided by -1) is undefined behavior"; same for ``ceildivsi``/``floordivsi``;
    ``remsi`` lowers to LLVM ``srem``, whose LangRef says the INT_MIN % -1 overflow is UB and
    which traps on x86). DESIL Table 1 "Division by zero / integer overflow" row; DESIL guards
    remsi only against zero (§2.2) -- we also guard its overflow.

    Inserts (width > 1): ``bad = (rhs == 0) | (lhs == MIN & rhs == -1)``;
    ``rhs' = select(bad, 1, rhs)``. For i1 (values 0 and -1; -1 / -1 overflows) also
    ``lhs' = select(bad, 0, lhs)`` with ``rhs' = select(bad, -1, rhs)``. Tensors: bool-free
    ``s = clamp(rhs, -1, 1); rhs' = rhs + (1 - s*s); lhs' = max(lhs, MIN+1)``.
    """
    lhs, rhs = op.operands[0], op.operands[1]
    t = rhs.type
    w = int_width(t)
    b = Builder(op)
    mn = -(1 << (w - 1))
    if w > 1 and _is_const(rhs, lambda v: v not in (0, -1)):
        return 0
    if is_tensor(t):
        if w == 1:
            op.operands[0] = b.const(lhs.type, 0)
            op.operands[1] = b.const(t, -1)
            return 1
        s = b.binary("arith.minsi", b.binary("arith.maxsi", rhs, b.const(t, -1)), b.const(t, 1))
        z = b.binary("arith.subi", b.const(t, 1), b.binary("arith.muli", s, s))
        op.operands[1] = b.binary("arith.addi", rhs, z)
        op.operands[0] = b.binary("arith.maxsi", lhs, b.const(lhs.type, mn + 1))
        return 1
    zero_d = b.cmpi("eq", rhs, b.const(t, 0))
    is_min = b.cmpi("eq", lhs, b.const(t, mn))
    ovf = b.binary("arith.andi", is_min, b.cmpi("eq", rhs, b.const(t, -1)))
    bad = b.binary("arith.ori", zero_d, ovf)
    if w == 1:
        new_lhs = b.select(bad, b.const(t, 0), lhs)
        new_rhs = b.select(bad, b.const(t, -1), rhs)
        op.operands[0] = new_lhs
        op.operands[1] = new_rhs
    else:
        op.operands[1] = b.select(bad, b.const(t, 1), rhs)
    return 1


@impl("arith.divui", "arith.ceildivui", "arith.remui")
def unsigned_division(op: ir.Operation) -> int:
    """Unsigned division/remainder by zero is UB.

    MLIR arith docs (``arith.divui``: "Division by zero is undefined behavior"; ``remui``,
    ``ceildivui`` likewise); LLVM LangRef ``udiv``/``urem``. DESIL Table 1 "Division by zero".

    Inserts ``rhs' = select(rhs == 0, 1, rhs)``; tensors: ``rhs' = maxui(rhs, 1)``.
    """
    rhs = op.operands[1]
    t = rhs.type
    if _is_const(rhs, lambda v: v != 0):
        return 0
    b = Builder(op)
    if is_tensor(t):
        op.operands[1] = b.binary("arith.maxui", rhs, b.const(t, 1))
    else:
        op.operands[1] = b.select(b.cmpi("eq", rhs, b.const(t, 0)), b.const(t, 1), rhs)
    return 1


@impl("arith.shli", "arith.shrsi", "arith.shrui")
def shift_amount(op: ir.Operation) -> int:
    """Shift by an amount >= the bit width gives poison.

    MLIR arith docs (``arith.shli``: "If the value of the second operand is greater or equal
    than the bitwidth of the first operand, then the operation returns poison"; same for
    ``shrsi``/``shrui``). DESIL Table 1 "Shift out of range" row (DESIL substitutes a random
    constant; we keep the low bits). ``index`` counts as 64 bits.

    Inserts ``rhs' = rhs urem bw`` (equal to ``rhs`` whenever ``rhs u< bw``); bool-free, so it
    serves scalars, vectors and tensors alike.
    """
    rhs = op.operands[1]
    w = int_width(rhs.type)
    if _is_const(rhs, lambda v: 0 <= v < w):
        return 0
    b = Builder(op)
    op.operands[1] = b.binary("arith.remui", rhs, b.const(rhs.type, w))
    return 1


@impl("arith.addi", "arith.subi", "arith.muli", "arith.shli", "arith.trunci")
def overflow_flags(op: ir.Operation) -> int:
    """``nsw``/``nuw`` make a wrapping result poison: drop them (static repair).

    MLIR arith docs ("If the nsw/nuw flags are present and overflow occurs, the result is
    poison"; without flags the ops wrap, which is defined). DESIL Table 1 has no row for
    poison flags (MLIRSmith never generated them). Sets ``overflowFlags`` to ``none``.
    """
    attrs_ = op.attributes
    if "overflowFlags" not in attrs_ or str(attrs_["overflowFlags"]) == NONE_OVERFLOW:
        return 0
    attrs_["overflowFlags"] = ir.Attribute.parse(NONE_OVERFLOW)
    return 1


@impl("arith.divsi", "arith.divui", "arith.shrsi", "arith.shrui")
def exact_flag(op: ir.Operation) -> int:
    """``exact`` makes a division/shift with a non-zero remainder (shifted-out bits) poison:
    drop it (static repair).

    MLIR arith docs (``arith.divsi``/``divui``/``shrsi``/``shrui`` "exact": "the result is
    poison if the operation is not exact"); LLVM LangRef ``sdiv exact``/``lshr exact``.
    """
    if "isExact" not in op.attributes:
        return 0
    del op.attributes["isExact"]
    return 1


@impl("arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.remf", "arith.negf",
      "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.cmpf",
      "arith.extf", "arith.truncf")
def fastmath_flags(op: ir.Operation) -> int:
    """Fast-math flags: ``nnan``/``ninf`` turn a NaN/Inf operand or result into poison, and
    ``reassoc``/``contract``/``afn``/``arcp``/``nsz`` let each lowering path round differently,
    which a differential test would report as a false miscompilation. Drop them (static
    repair). MLIR arith docs (``#arith.fastmath``: "the LLVM fast-math flags"); LLVM LangRef
    "Fast-Math Flags". Not a DESIL rule (MLIRSmith never set fastmath).
    """
    attrs_ = op.attributes
    if "fastmath" not in attrs_ or str(attrs_["fastmath"]) == NONE_FASTMATH:
        return 0
    attrs_["fastmath"] = ir.Attribute.parse(NONE_FASTMATH)
    return 1


def _float_bound(ft: ir.Type, value: float) -> float:
    """``value`` rounded into float type ``ft`` (may become +-inf)."""
    return ir.FloatAttr(ir.FloatAttr.get(ft, value)).value


def _largest_below(ft: ir.Type, bound: float) -> float:
    """The largest finite value of ``ft`` strictly below ``bound`` (``bound`` > 0) -- used as a
    clamp ceiling. Implemented by bisection on the attribute's rounding, so it works for every
    MLIR float type without numpy dtypes."""
    lo, hi = 0.0, min(bound, sys.float_info.max)
    for _ in range(2000):
        mid = (lo + hi) / 2
        if mid in (lo, hi):
            break
        r = _float_bound(ft, mid)
        if r < bound and r != float("inf"):
            lo = mid
        else:
            hi = mid
    return _float_bound(ft, lo)


@impl("arith.fptosi", "arith.fptoui")
def float_to_int(op: ir.Operation) -> int:
    """Float-to-int conversion of NaN, Inf or an out-of-range value gives poison.

    MLIR arith docs (``arith.fptosi``/``fptoui``: lowered to LLVM ``fptosi``/``fptoui``, whose
    LangRef says "If the value cannot fit in ity2, the result is a poison value"). Not in DESIL
    (its generator never produced these casts from floats that could be out of range).

    Inserts, for a result of N bits: ``ok = (x oge lo) & (x olt hi)`` with ``lo = -2**(N-1)``,
    ``hi = 2**(N-1)`` (unsigned: ``lo = 0``, ``hi = 2**N``), both ordered (false for NaN);
    ``x' = select(ok, x, 0.0)``. When ``lo`` is not finite in the float type the test is
    ``x ogt -inf``. Tensors: bool-free ``x' = minnumf(maxnumf(x, lo), below(hi))``.
    """
    x = op.operands[0]
    ft = element_type(x.type)
    n = int_width(op.results[0].type)
    signed = op.name == "arith.fptosi"
    lo_v, hi_v = (-(2.0 ** (n - 1)), 2.0 ** (n - 1)) if signed else (0.0, 2.0 ** n)
    lo, hi = _float_bound(ft, lo_v), _float_bound(ft, hi_v)
    b = Builder(op)
    if is_tensor(x.type):
        big = _largest_below(ft, float("inf"))
        ceiling = _largest_below(ft, hi) if hi != float("inf") else big
        floor = lo if lo != float("-inf") else -big
        y = b.binary("arith.maxnumf", x, b.const(x.type, floor))
        op.operands[0] = b.binary("arith.minnumf", y, b.const(x.type, ceiling))
        return 1
    low_ok = b.cmpf("oge" if lo != float("-inf") else "ogt", x, b.const(x.type, lo))
    high_ok = b.cmpf("olt", x, b.const(x.type, hi))
    ok = b.binary("arith.andi", low_ok, high_ok)
    op.operands[0] = b.select(ok, x, b.const(x.type, 0.0))
    return 1
