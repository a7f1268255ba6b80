"""Dead-code elimination on the parsed module (MLIR Python bindings) for the reduction of
findings (``lowering.reduction.steps.dead_code``): edits that never change what a program
computes, done in one parse to a fixpoint (a fresh MLIR context costs more than the edits).

- unused function results and arguments (:func:`lowering.reduction.ir_edit.drop_unused_values`);
- ops MLIR deems trivially dead (:func:`lowering.reduction.ir_edit.erase_trivially_dead`);
- buffers only written (:func:`lowering.reduction.ir_edit.dead_buffers`);
- loop-carried values nobody observes (:func:`drop_loop_values`): an ``scf.for`` iteration
  argument whose result is unused and which only feeds its own ``scf.yield`` operand; an
  ``scf.while`` initial value whose "before" argument only forwards to ``scf.condition``
  at a position whose result and "after" argument are unused, or is unused (scf dialect doc:
  ``scf.for``, ``scf.while``). What ``remove-dead-values`` does to loops, where it crashes
  (``cleanUpDeadVals`` on loops with ``iter_args``) or, on an ``scf.while`` whose exit
  depends on memory, folds a used result to its initial value (MLIR 22.1.8).
"""

from __future__ import annotations

from mlir import ir

from lowering.reduction.ir_edit import (
    EDIT_ERRORS,
    bindings_context,
    dead_buffers_in,
    drop_unused_in,
    erase_dead_in,
    privatize_in,
    top_ops,
)


def _owner(use):
    return use.owner.operation if hasattr(use.owner, "operation") else use.owner


def _rebuild(op, operands: list, keep_results: list[int]):
    """A copy of ``op`` (same name and attributes) with ``operands`` and the results
    ``keep_results`` of ``op``; its regions' blocks are moved over, the kept results' uses
    moved to the copy's results, ``op`` erased."""
    attrs = {na.name: na.attr for na in op.attributes}
    types = [op.results[i].type for i in keep_results]
    with ir.InsertionPoint(op), op.location:
        new = ir.Operation.create(op.name, results=types, operands=operands,
                                  attributes=attrs, regions=len(op.regions))
    for i, region in enumerate(op.regions):
        for block in list(region.blocks):
            block.append_to(new.regions[i])
    for j, i in enumerate(keep_results):
        op.results[i].replace_all_uses_with(new.results[j])
    op.erase()
    return new


def _retarget(term, drop: int) -> None:
    """Replace the terminator ``term`` by the same op without its operand ``drop``."""
    vals = [v for i, v in enumerate(term.operands) if i != drop]
    with ir.InsertionPoint(term), term.location:
        ir.Operation.create(term.name, operands=vals)
    term.erase()


def _drop_for_value(op) -> bool:
    """One unobserved iteration argument of the ``scf.for`` ``op`` dropped (module
    docstring); False when there is none."""
    body = op.regions[0].blocks[0]
    yield_op = list(body.operations)[-1].operation
    n = len(op.results)
    for j in reversed(range(n)):
        arg = body.arguments[j + 1]
        uses = list(arg.uses)
        if list(op.results[j].uses) or any(
                _owner(u) != yield_op or u.operand_number != j for u in uses):
            continue
        _retarget(yield_op, j)
        body.erase_argument(j + 1)
        operands = [v for i, v in enumerate(op.operands) if i != 3 + j]
        _rebuild(op, operands, [i for i in range(n) if i != j])
        return True
    return False


def _drop_while_value(op) -> bool:
    """One unobserved loop-carried value of the ``scf.while`` ``op`` dropped (module
    docstring); False when there is none."""
    before, after = op.regions[0].blocks[0], op.regions[1].blocks[0]
    cond = list(before.operations)[-1].operation
    yield_op = list(after.operations)[-1].operation
    for j in reversed(range(len(before.arguments))):
        uses = list(before.arguments[j].uses)
        if not uses:
            p = None
        elif (len(uses) == 1 and _owner(uses[0]) == cond and uses[0].operand_number >= 1):
            p = uses[0].operand_number - 1
            if list(op.results[p].uses) or list(after.arguments[p].uses):
                continue
        else:
            continue
        if p is not None:
            _retarget(cond, p + 1)
            after.erase_argument(p)
        _retarget(yield_op, j)
        before.erase_argument(j)
        operands = [v for i, v in enumerate(op.operands) if i != j]
        keep = [i for i in range(len(op.results)) if i != p]
        _rebuild(op, operands, keep)
        return True
    return False


def _drop_loop_values_in(m) -> bool:
    """:func:`drop_loop_values` on the module ``m``, in place; True when a value went."""
    changed = False
    for op in reversed([o for o in top_ops(m) if o.name in ("scf.for", "scf.while")]):
        if not all(len(r.blocks) == 1 for r in op.regions):
            continue
        drop = _drop_for_value if op.name == "scf.for" else _drop_while_value
        changed = drop(op) or changed  # one per op and call: a drop replaces the op
    return changed


def drop_loop_values(text: str) -> str:
    """``text`` without the loop-carried values nobody observes (module docstring), to a
    fixpoint; ``text`` unchanged when the result does not verify."""
    with bindings_context():
        m = ir.Module.parse(text)  # kept alive while its ops are read
        try:
            changed = False
            while _drop_loop_values_in(m):
                changed = True
            m.operation.verify()
        except EDIT_ERRORS:
            return text
        return str(m) if changed else text


def eliminate_dead_code(text: str, entry: str = "main", private: bool = True) -> str:
    """In one parse, to a fixpoint: the functions but ``entry`` made private
    (:func:`lowering.reduction.ir_edit.privatize`, if ``private``), then unused function results and
    arguments, trivially dead ops, write-only buffers and unobserved loop-carried values
    (module docstring) in turn; nothing changes meaning. ``text`` unchanged when it does not
    parse or an edit does not verify."""
    with bindings_context():
        try:
            m = ir.Module.parse(text)  # kept alive while its ops are read
        except ir.MLIRError:
            return text
        if private:
            privatize_in(m, entry)
        try:
            for _ in range(8):
                changed = drop_unused_in(m, entry)
                changed = erase_dead_in(m) or changed
                changed = _drop_loop_values_in(m) or changed
                if not (dead_buffers_in(m) or changed):
                    break
            m.operation.verify()
        except EDIT_ERRORS:
            return text
        return str(m)
