"""UB-elimination rules for the ``scf`` dialect: termination.

Source: a non-terminating loop makes the program's output undefined for differential testing
(and a side-effect-free infinite loop is UB in LLVM's forward-progress model, LangRef
``mustprogress``). DESIL Table 1 "Control flow" row (FixUBnew replaces every ``scf.condition``
operand by ``false``, so each ``scf.while`` runs its "before" region once).
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder
from ubfix.registry import impl

FUEL = 4096


@impl("scf.while")
def while_fuel(op: ir.Operation) -> int:
    """Bounds every ``scf.while`` by a fuel counter instead of DESIL's ``false``, so loops
    that terminate by themselves keep their semantics. Inserts before the loop
    ``%fuel = memref.alloca() : memref<index>`` + ``store 0``, and in the "before" region
    ahead of ``scf.condition``: ``n = load; store n + 1; cond' = cond & (n ult FUEL)``."""
    before = op.regions[0].blocks[0]
    cond_op = list(before.operations)[-1]
    if cond_op.name != "scf.condition":
        return 0
    index = ir.IndexType.get()
    b = Builder(op)
    mt = ir.MemRefType.get([], index)
    fuel = b.op("memref.alloca", [], mt,
                {"operandSegmentSizes": ir.DenseI32ArrayAttr.get([0, 0])})
    b.op("memref.store", [b.const(index, 0), fuel], None)
    bb = Builder(cond_op.operation)
    n = bb.op("memref.load", [fuel], index)
    bb.op("memref.store", [bb.binary("arith.addi", n, bb.const(index, 1)), fuel], None)
    ok = bb.cmpi("ult", n, bb.const(index, FUEL))
    cond_op.operation.operands[0] = bb.binary("arith.andi", cond_op.operation.operands[0], ok)
    return 1
