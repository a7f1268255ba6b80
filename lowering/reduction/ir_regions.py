"""Region inlining for the reduction of findings (``lowering.reduction.steps.inline_regions``):
an op with regions replaced by one run of one of its regions, on the parsed module (MLIR
Python bindings), the classic "replace a loop by one iteration" / "keep one branch" steps of
C-Reduce and ``mlir-reduce``.

A *choice* says which run replaces the ``k``-th op with regions of the functions (pre-order,
:func:`lowering.reduction.ir_edit.top_ops`):

- ``("iteration", v)``: an ``scf.for`` or ``affine.for`` with constant bounds runs its body
  once with the induction variable ``v`` (an ``arith.constant`` of the variable's type); the
  iteration arguments become their initial values and the loop's results the values the body
  yields (scf and affine dialect docs: ``scf.for``, ``affine.for``). :func:`trip_values` lists
  the values, the first iteration first, then the last, then the others (at most
  :data:`MAX_TRIPS`): the element of a checksum loop nest that differs may sit anywhere.
- ``("region", r)``: the body of region ``r`` of any other op (``scf.if``/``tosa.cond_if``
  branches, ``scf.while``/``tosa.while_loop`` bodies, ``scf.execute_region``) runs once: its
  block arguments become the op's operands (all of them, or all but the first: a condition)
  and the op's results the values its terminator yields. Fits only one block whose argument and
  yielded types match.

Each edit returns the new module text, or None when no choice fits or the result does not
verify.
"""

from __future__ import annotations

from mlir import ir

from lowering.reduction.ir_edit import bindings_context, edit_top_ops, top_ops

#: at most this many induction-variable values are tried for one loop (:func:`trip_values`)
MAX_TRIPS = 8
LOOPS = ("scf.for", "affine.for")


def _int_constant(value) -> int | None:
    """The integer of an ``arith.constant`` defining ``value``, or None."""
    owner = value.owner
    if not isinstance(owner, (ir.Operation, ir.OpView)):
        return None
    owner = owner.operation
    if owner.name != "arith.constant":
        return None
    try:
        return ir.IntegerAttr(owner.attributes["value"]).value
    except (ValueError, TypeError):
        return None


def _map_constant(attr: ir.Attribute, pick) -> int | None:
    """The value of an affine bound map without dimensions or symbols (several results: the
    ``pick`` of them, ``max`` for a lower bound, ``min`` for an upper bound; affine dialect
    doc), or None."""
    amap = ir.AffineMapAttr(attr).value
    if amap.n_dims or amap.n_symbols or not len(amap.results):
        return None
    vals = []
    for e in amap.results:
        if not isinstance(e, ir.AffineConstantExpr):  # results come downcast
            return None
        vals.append(e.value)
    return pick(vals)


def _loop(op) -> tuple[int, int, int, list] | None:
    """``(lb, ub, step, initial values)`` of an ``scf.for`` (bounds: its first three
    operands) or ``affine.for`` (bounds: maps without operands) with constant bounds and a
    positive step, else None."""
    if op.name == "scf.for":
        operands = list(op.operands)
        lb, ub, step = (_int_constant(v) for v in operands[:3])
        inits = operands[3:]
    elif op.name == "affine.for":
        lb = _map_constant(op.attributes["lowerBoundMap"], max)
        ub = _map_constant(op.attributes["upperBoundMap"], min)
        step = ir.IntegerAttr(op.attributes["step"]).value
        inits = list(op.operands)  # constant maps take no bound operands
    else:
        return None
    if lb is None or ub is None or not step or step < 0:
        return None
    return lb, ub, step, inits


def trip_values(op) -> list[int]:
    """The induction-variable values to try for the loop ``op``: the first, the last, then the
    others in order, evenly spaced when there are more than :data:`MAX_TRIPS`; [] when the
    bounds are not constant or there is no iteration."""
    loop = _loop(op)
    if loop is None:
        return []
    lb, ub, step, _ = loop
    n = max(0, (ub - lb + step - 1) // step)
    if n == 0:
        return []
    inner = list(range(1, n - 1))
    if len(inner) > MAX_TRIPS - 2:
        inner = [inner[(j * len(inner)) // (MAX_TRIPS - 2)] for j in range(MAX_TRIPS - 2)]
    order = dict.fromkeys([0, n - 1, *inner])
    return [lb + i * step for i in order]


def choices(op) -> list[tuple[str, int]]:
    """The choices for ``op`` (module docstring), in the order they are tried."""
    if op.name in LOOPS:
        return [("iteration", v) for v in trip_values(op)]
    return [("region", r) for r in range(len(op.regions))]


def _splice(op, body: list, bound: list) -> None:
    """Replace ``op`` by ``body`` (the ops of one of its blocks, terminator last): the block's
    arguments become ``bound``, ``op``'s results the values the terminator yields."""
    block = body[-1].operation.block
    for a, v in zip(list(block.arguments), bound):
        a.replace_all_uses_with(v)
    for res, y in zip(op.results, list(body[-1].operands)):
        res.replace_all_uses_with(y)
    for o in body[:-1]:
        o.operation.move_before(op)
    op.erase()


def _apply(op, choice: tuple[str, int]) -> bool:
    """Edit the module in place: ``op`` replaced as ``choice`` says; False (nothing changed)
    when it does not fit."""
    kind, val = choice
    if kind == "iteration":
        loop = _loop(op)
        if loop is None or not op.regions[0].blocks:
            return False
        body = op.regions[0].blocks[0]
        args, ops = list(body.arguments), list(body.operations)
        if len(args) != 1 + len(loop[3]) or len(list(ops[-1].operands)) != len(op.results):
            return False
        with ir.InsertionPoint(op), op.location:
            c = ir.Operation.create("arith.constant", results=[args[0].type],
                                    attributes={"value": ir.IntegerAttr.get(args[0].type, val)})
        _splice(op, ops, [c.result, *loop[3]])
        return True
    if op.name in LOOPS or val >= len(op.regions):
        return False
    blocks = list(op.regions[val].blocks)
    if len(blocks) != 1 or not list(blocks[0].operations):
        return False
    body = list(blocks[0].operations)
    args, operands = list(blocks[0].arguments), list(op.operands)
    bound = operands if len(args) == len(operands) else operands[1:]
    yields = list(body[-1].operands)
    if (len(args) != len(bound) or len(yields) != len(op.results)
            or any(a.type != v.type for a, v in zip(args, bound))
            or any(y.type != res.type for y, res in zip(yields, op.results))):
        return False
    _splice(op, body, bound)
    return True


def region_choices(text: str) -> list[list[tuple[str, int]]]:
    """For each op with regions inside functions (pre-order), its :func:`choices`."""
    with bindings_context():
        m = ir.Module.parse(text)  # kept alive while its ops are read
        return [choices(op) for op in top_ops(m) if len(op.regions)]


def inline_ops(text: str, chosen: dict[int, tuple[str, int] | None]) -> str | None:
    """``text`` with each ``k``-th op with regions (pre-order) replaced as ``chosen[k]`` says
    (None: the first of its :func:`choices` that fits; the innermost ops are edited first);
    ops whose choice does not fit are left. None when nothing fits or the result does not
    verify.

    Example: ``inline_ops(t, {0: ("iteration", 2)})``: the first loop of ``t`` runs its third
    iteration (lb 0, step 1) alone."""
    def edit(tops: list) -> bool:
        ops = [op for op in tops if len(op.regions)]
        done = False
        for k in sorted(chosen, reverse=True):
            if k >= len(ops):
                continue
            tries = [chosen[k]] if chosen[k] is not None else choices(ops[k])
            done = any(_apply(ops[k], ch) for ch in tries if ch is not None) or done
        return done

    return edit_top_ops(text, edit)
