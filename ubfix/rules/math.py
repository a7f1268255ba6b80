"""UB-elimination rules for the math dialect."""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder, int_width, is_tensor, require_ranked
from ubfix.registry import impl


@impl("math.ipowi")
def ipowi_negative_exponent(op: ir.Operation) -> int:
    """A zero base with a negative exponent divides by zero.

    MLIR 22.1.8 ``convert-math-to-funcs`` expands ``math.ipowi`` into an outlined function whose
    negative-exponent branch computes ``1 / base``; for base 0 that is ``arith.divsi`` by zero,
    which is UB (MLIR arith docs, ``arith.divsi``; DESIL Table 1 "Division by zero"). Measured:
    ``ipowi(0, -3)`` printed a different garbage value on each of four pipelines at -O0.

    Inserts ``exp' = select(base == 0 and exp < 0, 0, exp)`` (``0 ** 0 = 1``); tensors,
    bool-free (no ``i1`` tensor, see ``ubfix.rules.arith``):
    ``bad = (1 - minui(base, 1)) & (exp >>u (N-1))``, ``exp' = exp * (1 - bad)``.
    """
    base, exp = op.operands[0], op.operands[1]
    require_ranked(exp.type)
    b = Builder(op)
    t = exp.type
    if is_tensor(t):
        one = b.const_like(exp, 1)
        zero_base = b.binary("arith.subi", one, b.binary("arith.minui", base, one))
        negative = b.binary("arith.shrui", exp, b.const_like(exp, int_width(t) - 1))
        bad = b.binary("arith.andi", zero_base, negative)
        op.operands[1] = b.binary("arith.muli", exp, b.binary("arith.subi", one, bad))
        return 1
    zero_base = b.cmpi("eq", base, b.const(base.type, 0))
    negative = b.cmpi("slt", exp, b.const(t, 0))
    bad = b.binary("arith.andi", zero_base, negative)
    op.operands[1] = b.select(bad, b.const(t, 0), exp)
    return 1
