"""UB-elimination rules for the ``index`` dialect.

Sources: MLIR index dialect docs (https://mlir.llvm.org/docs/Dialects/IndexOps/); DESIL Table 1
"scalar calculation" rows (FixUBnew's index.divs/divu/shl handlers,
``../shared/reference/desil-mlirod.md`` §2.2). ``index`` is 64 bits on every path here.
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import INDEX_BITS, Builder
from ubfix.registry import impl
from ubfix.rules.shaped import const_int

MIN = -(1 << (INDEX_BITS - 1))


@impl("index.divs", "index.ceildivs", "index.floordivs", "index.rems")
def index_signed_division(op: ir.Operation) -> int:
    """Signed index division/remainder by 0, or of INT_MIN by -1, is UB.

    MLIR index docs (``index.divs``: "Division by zero and signed division overflow (minimum
    value divided by -1) is undefined behavior"; ``ceildivs``/``floordivs``/``rems`` likewise,
    they lower to ``sdiv``/``srem``). DESIL Table 1 "Division by zero / integer overflow";
    DESIL leaves ``rems`` overflow unguarded, we guard it.

    Inserts ``bad = (rhs == 0) | (lhs == MIN & rhs == -1)``; ``rhs' = select(bad, 1, rhs)``.
    """
    lhs, rhs = op.operands[0], op.operands[1]
    c = const_int(rhs)
    if c is not None and c not in (0, -1):
        return 0
    b = Builder(op)
    t = rhs.type
    zero = b.cmpi("eq", rhs, b.const(t, 0))
    ovf = b.binary("arith.andi", b.cmpi("eq", lhs, b.const(t, MIN)),
                   b.cmpi("eq", rhs, b.const(t, -1)))
    op.operands[1] = b.select(b.binary("arith.ori", zero, ovf), b.const(t, 1), rhs)
    return 1


@impl("index.divu", "index.ceildivu", "index.remu")
def index_unsigned_division(op: ir.Operation) -> int:
    """Unsigned index division/remainder by zero is UB (MLIR index docs ``index.divu``:
    "Division by zero is undefined behavior"). DESIL Table 1 "Division by zero".

    Inserts ``rhs' = select(rhs == 0, 1, rhs)``.
    """
    rhs = op.operands[1]
    c = const_int(rhs)
    if c is not None and c != 0:
        return 0
    b = Builder(op)
    op.operands[1] = b.select(b.cmpi("eq", rhs, b.const(rhs.type, 0)), b.const(rhs.type, 1), rhs)
    return 1


@impl("index.shl", "index.shrs", "index.shru")
def index_shift(op: ir.Operation) -> int:
    """An index shift by >= the bit width gives poison (MLIR index docs ``index.shl``: "If
    rhs is greater than or equal to the bitwidth of index, the result is poison"). DESIL Table 1
    "Shift out of range" (DESIL substitutes a random amount in [0, 63]).

    Inserts ``rhs' = rhs urem 64``.
    """
    rhs = op.operands[1]
    c = const_int(rhs)
    if c is not None and 0 <= c < INDEX_BITS:
        return 0
    b = Builder(op)
    op.operands[1] = b.binary("arith.remui", rhs, b.const(rhs.type, INDEX_BITS))
    return 1
