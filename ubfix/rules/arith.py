"""UB-elimination rules for the ``arith`` dialect.

Scalars and vectors (scalable ones included) get runtime guards built from ``arith.cmpi``/
``cmpf`` + ``arith.select`` (vector masks live in registers). Tensor-typed arith ops (legal in
MLIR, not produced by smith) get an equivalent *bool-free* guard, because an ``i1`` tensor would
be bufferized to a ``memref<..xi1>``, on which MLIR 22.1.8's ``finalize-memref-to-llvm`` asserts;
their constants follow the operand's shape (``tensor.splat`` for dynamic shapes). Ops on
unranked tensors are reported as unguarded.

Sources: MLIR ``arith`` dialect docs (https://mlir.llvm.org/docs/Dialects/ArithOps/), LLVM
LangRef (the lowering target of every op here), DESIL paper Table 1 "scalar calculation" rows
and FixUBnew (``../shared/reference/desil-mlirod.md`` §2.2).
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder, element_type, int_width, is_tensor, require_ranked
from ubfix.floats import floor_float, largest_below, largest_finite, round_float
from ubfix.registry import impl

NONE_OVERFLOW = "#arith.overflow<none>"
NONE_FASTMATH = "#arith.fastmath<none>"


def is_const(v: ir.Value, pred) -> bool:
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
    ``lhs' = select(bad, 0, lhs)`` with ``rhs' = select(bad, -1, rhs)``. Tensors, bool-free:
    ``z = 1 - minui(rhs, 1)`` (1 exactly where rhs == 0),
    ``v = 1 - (minui(lhs ^ MIN, 1) | minui(rhs ^ -1, 1))`` (1 exactly where lhs == MIN and
    rhs == -1), ``rhs' = rhs + (z + 2v)`` (0 -> 1, -1 -> 1 only there); i1 tensors: every
    defined quotient is 0 / -1, so ``lhs' = 0``, ``rhs' = -1``.
    """
    lhs, rhs = op.operands[0], op.operands[1]
    t = rhs.type
    require_ranked(t)
    w = int_width(t)
    mn = -(1 << (w - 1))
    if w > 1 and is_const(rhs, lambda v: v not in (0, -1)):
        return 0
    b = Builder(op)
    if is_tensor(t):
        if w == 1:
            op.operands[0] = b.const_like(lhs, 0)
            op.operands[1] = b.const_like(rhs, -1)
            return 1
        one = b.const_like(rhs, 1)
        z = b.binary("arith.subi", one, b.binary("arith.minui", rhs, one))
        lhs_xor = b.binary("arith.xori", lhs, b.const_like(rhs, mn))  # 0 exactly where lhs == MIN
        rhs_xor = b.binary("arith.xori", rhs, b.const_like(rhs, -1))  # 0 exactly where rhs == -1
        lhs_not_min = b.binary("arith.minui", lhs_xor, one)
        rhs_not_m1 = b.binary("arith.minui", rhs_xor, one)
        ovf = b.binary("arith.subi", one, b.binary("arith.ori", lhs_not_min, rhs_not_m1))
        fix = b.binary("arith.addi", z, b.binary("arith.shli", ovf, one))
        op.operands[1] = b.binary("arith.addi", rhs, fix)
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
    require_ranked(t)
    if is_const(rhs, lambda v: v != 0):
        return 0
    b = Builder(op)
    if is_tensor(t):
        op.operands[1] = b.binary("arith.maxui", rhs, b.const_like(rhs, 1))
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
    require_ranked(rhs.type)
    w = int_width(rhs.type)
    if is_const(rhs, lambda v: 0 <= v < w):
        return 0
    b = Builder(op)
    op.operands[1] = b.binary("arith.remui", rhs, b.const_like(rhs, w))
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


@impl("arith.fptosi", "arith.fptoui")
def float_to_int(op: ir.Operation) -> int:
    """Float-to-int conversion of NaN, Inf or an out-of-range value gives poison.

    MLIR arith docs (``arith.fptosi``/``fptoui``: lowered to LLVM ``fptosi``/``fptoui``, whose
    LangRef says "If the value cannot fit in ity2, the result is a poison value"; the value is
    truncated toward zero first). Not in DESIL (its generator never produced these casts from
    floats that could be out of range).

    For a result of N bits the defined inputs are ``lo - 1 < x < hi`` with ``lo = -2**(N-1)``,
    ``hi = 2**(N-1)`` (unsigned: ``lo = 0``, ``hi = 2**N``). Inserts
    ``ok = (x ogt L) & (x olt hi)``, both ordered (false for NaN), with ``L`` the largest value
    of the float type <= ``lo - 1`` (``x oge -max`` / ``x ole max`` when a bound lies beyond
    the type's finite range); ``x' = select(ok, x, 0.0)``. Tensors, bool-free:
    ``x' = minnumf(maxnumf(x, lo'), below(hi))`` with ``lo' = max(lo, -max)`` (a value in
    ``(lo-1, lo)`` truncates to ``lo`` either way; NaN becomes ``lo'``).
    """
    x = op.operands[0]
    require_ranked(x.type)
    ft = element_type(x.type)
    n = int_width(op.results[0].type)
    signed = op.name == "arith.fptosi"
    lo_v, hi_v = (-(1 << (n - 1)), 1 << (n - 1)) if signed else (0, 1 << n)
    big = largest_finite(ft)
    b = Builder(op)
    if is_tensor(x.type):
        floor = -big if lo_v < -big else round_float(ft, float(lo_v))  # powers of two: exact
        ceiling = largest_below(ft, float(hi_v)) if hi_v <= big else big
        y = b.binary("arith.maxnumf", x, b.const_like(x, floor))
        op.operands[0] = b.binary("arith.minnumf", y, b.const_like(x, ceiling))
        return 1
    if lo_v - 1 < -big:
        low_ok = b.cmpf("oge", x, b.const(x.type, -big))
    else:
        low_ok = b.cmpf("ogt", x, b.const(x.type, floor_float(ft, lo_v - 1)))
    if hi_v > big:
        high_ok = b.cmpf("ole", x, b.const(x.type, big))
    else:
        high_ok = b.cmpf("olt", x, b.const(x.type, float(hi_v)))
    ok = b.binary("arith.andi", low_ok, high_ok)
    op.operands[0] = b.select(ok, x, b.const(x.type, 0.0))
    return 1
