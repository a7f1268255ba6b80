"""UB-elimination rules for the ``scf`` dialect: termination.

Source: a non-terminating loop makes the program's output undefined for differential testing
(and a side-effect-free infinite loop is UB in LLVM's forward-progress model, LangRef
``mustprogress``). DESIL Table 1 "Control flow" row (FixUBnew replaces every ``scf.condition``
operand by ``false``, so each ``scf.while`` runs its "before" region once). The ``scf.for``
docs: the step "is required to be positive" (a step of 0 never ends the loop).
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import Builder
from ubfix.registry import impl
from ubfix.rules.arith import is_const

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


@impl("scf.for")
def for_positive_step(op: ir.Operation) -> int:
    """A step that is not a positive constant becomes ``arith.maxsi(step, 1)`` (inserted
    before the loop; the scf.for docs require a positive step): a step of 0 (an argument the
    harness drew as 0; smith run over the shipped seeds timed out on one) or a negative one,
    both UB, runs as step 1; a positive step is unchanged. ``unsignedCmp`` loops take the same
    signed maximum (a step of 2^63 or more becomes 1)."""
    step = op.operands[2]
    if is_const(step, lambda v: v > 0):
        return 0
    b = Builder(op)
    op.operands[2] = b.binary("arith.maxsi", step, b.const(step.type, 1))
    return 1
