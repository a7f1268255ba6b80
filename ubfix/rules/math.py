"""UB-elimination rules for the math dialect."""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder
from ubfix.registry import impl


@impl("math.ipowi")
def ipowi_negative_exponent(op: ir.Operation) -> int:
    """A zero base with a negative exponent divides by zero.

    MLIR 22.1.8 ``convert-math-to-funcs`` expands ``math.ipowi`` into an outlined function whose
    negative-exponent branch computes ``1 / base``; for base 0 that is ``arith.divsi`` by zero,
    which is UB (MLIR arith docs, ``arith.divsi``; DESIL Table 1 "Division by zero"). Measured:
    ``ipowi(0, -3)`` printed a different garbage value on each of four pipelines at -O0.

    Inserts ``exp' = select(base == 0 and exp < 0, 0, exp)`` (``0 ** 0 = 1``).
    """
    base, exp = op.operands[0], op.operands[1]
    b = Builder(op)
    t = exp.type
    zero_base = b.cmpi("eq", base, b.const(base.type, 0))
    negative = b.cmpi("slt", exp, b.const(t, 0))
    bad = b.binary("arith.andi", zero_base, negative)
    op.operands[1] = b.select(bad, b.const(t, 0), exp)
    return 1
