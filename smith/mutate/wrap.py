"""Mutation operators that wrap a slice of consecutive ops of one block in a region op:
``wrap_scf_if``, ``wrap_scf_for`` and ``wrap_affine_for`` (MLIR scf and affine dialect docs).

The slice's values that later ops use leave the region op as its results, so the program
computes what it computed before whatever the drawn condition or trip count: ``scf.if`` runs
the slice in its then-region and a copy of it in its else-region; the loops run at least once
and yield the slice's values of the last iteration (their ``iter_args`` start from visible
values of the same types, or zeros, and are not read). The patterns that fold such regions (constant
conditions, single-iteration loops, ``CombineNestedIfs``) and the lowerings of ``scf``/``affine``
then see them.
"""

from __future__ import annotations

from typing import Any

from mlir import ir

from ground.errors import Reject
from smith.mutate.irview import (
    CONSTANT_OPS,
    TERMINATORS,
    block_ops,
    is_bool_tensor,
    sites,
    visible,
    walk,
)
from smith.mutate.registry import MutationContext, operator

MAX_SLICE = 4
MAX_TRIPS = 3
#: ops that free a buffer: run twice by a loop they free it twice (memref dialect docs)
FREEING_OPS = frozenset({"memref.dealloc", "memref.realloc", "bufferization.dealloc",
                         "gpu.dealloc"})


def _inside(op: ir.Operation, ops: list[ir.Operation], block: ir.Block) -> bool:
    """Whether ``op`` is one of ``ops`` or nested in one (``ops`` are in ``block``, inside a
    function). The climb stops at the function: asking a module op for its block would trip
    an assertion of the bindings."""
    cur = op
    while cur.name != "func.func":
        if cur.block == block:
            return any(cur == o for o in ops)
        parent = cur.parent
        if parent is None:
            return False
        cur = parent.operation
    return False


def _draw_slice(ctx: MutationContext) -> tuple[int, list[ir.Operation]]:
    """A drawn run of 1..MAX_SLICE consecutive non-terminator ops starting at a site; the
    index of its first site and the ops. Constant-like ops of the run are moved before it
    and left out (constants have no operands, so that is always legal, and they stay
    constants for the ops that need them: TOSA shapes, zero points)."""
    all_sites = sites(ctx.func)
    if not all_sites:
        raise Reject("no site")
    si = ctx.draw.integer(0, len(all_sites) - 1)
    first = all_sites[si]
    ops = block_ops(first.block)
    start = next(k for k, o in enumerate(ops) if o == first)
    run = []
    for o in ops[start:start + ctx.draw.integer(1, MAX_SLICE)]:
        if o.name in TERMINATORS:
            break
        run.append(o)
    rest = [o for o in run if o.name not in CONSTANT_OPS]
    if not rest:
        raise Reject("the slice holds only constants")
    for o in run:
        if o.name in CONSTANT_OPS:
            o.move_before(rest[0])
    return si, rest


def _escaping(run: list[ir.Operation]) -> list[tuple[ir.Value, list[tuple[ir.Operation, int]]]]:
    """The results of ``run`` used outside it, each with its outside uses (op, operand).

    Raises:
        Reject: an i1 tensor would cross the region's boundary (as a result, or used inside
            but defined outside): elementwise fusion could no longer keep it out of memory,
            and MLIR 22.1.8 asserts on ``memref<..xi1>`` (``smith.gen.builder``, bool tensors);
            or a constant would leave it (``tosa.tile`` wants its ``tosa.const_shape``
            operand "compile time resolvable"); or an op of the slice has an unranked tensor
            result (MLIR's tosa tests write ``tensor<*xf32>``): ``tosa-infer-shapes`` ranks
            only the tosa ops of the function's body, not those in an scf/affine region, and
            ``tosa-to-linalg`` cannot lower an unranked op (MLIR 22.1.8: "failed to legalize
            operation 'tosa.abs'" on mutants of Dialect/Tosa/tosa-infer-shapes.mlir).
    """
    block = run[0].block
    for op in run:
        for inner in [op, *walk(op)]:
            if any(isinstance(r.type, ir.UnrankedTensorType) for r in inner.results):
                raise Reject(f"a {inner.name} result is an unranked tensor")
            for v in inner.operands:
                d = v.owner
                inside = not isinstance(d, ir.Block) and _inside(d.operation, run, block)
                if is_bool_tensor(v.type) and not inside:
                    raise Reject("an i1 tensor from outside is used in the slice")
    out = []
    for op in run:
        for r in op.results:
            users = []
            for use in r.uses:
                user = use.owner.operation
                if not _inside(user, run, block):
                    users.append((user, use.operand_number))
            if users:
                if is_bool_tensor(r.type):
                    raise Reject("an i1 tensor would leave the region")
                if op.name in CONSTANT_OPS:  # TOSA shapes and zero points stay constants
                    raise Reject(f"a {op.name} result would leave the region")
                out.append((r, users))
    return out


def _reject_freeing(run: list[ir.Operation]) -> None:
    """Refuse to put ``run`` in a loop when it (or an op nested in it) frees a buffer: a
    second trip would free it again and use it after the free (a double free the program
    did not have).

    Raises:
        Reject: an op of ``FREEING_OPS`` in the slice.
    """
    for op in run:
        for inner in [op, *walk(op)]:
            if inner.name in FREEING_OPS:
                raise Reject(f"a {inner.name} in a loop would free its buffer twice")


def _finish(region_op: ir.Operation, esc, block: ir.Block, run: list[ir.Operation],
            yield_name: str) -> None:
    """Move ``run`` into ``block`` before a new ``yield_name`` of the escaping values, and
    point their outside uses at ``region_op``'s results."""
    y = ir.Operation.create(yield_name, operands=[v for v, _ in esc],
                            ip=ir.InsertionPoint(block))
    for op in run:
        op.move_before(y)
    for k, (_, users) in enumerate(esc):
        for user, i in users:
            user.operands[i] = region_op.results[k]


def _clone_into(run: list[ir.Operation], block: ir.Block, esc, yield_name: str) -> None:
    """Copy ``run`` into ``block`` (operands among the copies remapped) and yield the copies
    of the escaping values."""
    mapping: list[tuple[ir.Value, ir.Value]] = []
    copies = []
    for op in run:
        c = op.clone(ip=ir.InsertionPoint(block)).operation
        for inner in [c, *walk(c)]:
            for i, v in enumerate(inner.operands):
                for old, new in mapping:
                    if v == old:
                        inner.operands[i] = new
                        break
        mapping += list(zip(op.results, c.results))
        copies.append(c)
    outs = []
    for v, _ in esc:
        outs.append(next(new for old, new in mapping if old == v))
    ir.Operation.create(yield_name, operands=outs, ip=ir.InsertionPoint(block))


@operator("wrap_scf_if")
def wrap_scf_if(ctx: MutationContext) -> dict[str, Any]:
    """Wrap a slice in ``scf.if`` on a visible i1 (a constant when none is visible), with a
    copy of the slice in the else-region."""
    si, run = _draw_slice(ctx)
    if not run:
        raise Reject("no slice")
    esc = _escaping(run)
    conds = [v for v in visible(run[0], ctx.func) if str(v.type) == "i1"]
    ip = ir.InsertionPoint(run[0])
    if conds:
        k = ctx.draw.integer(0, len(conds) - 1)
        cond = conds[k]
    else:
        k = -1
        value = ctx.draw.boolean()
        cond = ir.Operation.create("arith.constant", results=[ir.IntegerType.get_signless(1)],
                                   attributes={"value": ir.BoolAttr.get(value)},
                                   ip=ip).result
    if_op = ir.Operation.create("scf.if", results=[v.type for v, _ in esc], operands=[cond],
                                regions=2, ip=ip)
    then_block = if_op.regions[0].blocks.append()
    else_block = if_op.regions[1].blocks.append()
    _clone_into(run, else_block, esc, "scf.yield")
    _finish(if_op, esc, then_block, run, "scf.yield")
    return {"site": si, "ops": len(run), "cond": k}


def _inits(ctx: MutationContext, run: list[ir.Operation], esc) -> list[ir.Value]:
    """A start value of each escaping value's type for the loop's iter_args (never read: the
    body yields the slice's values): a visible value of the type when there is one (drawn),
    else a zero constant (scalars, vectors) or a ``tensor.empty`` (tensors), made before the
    slice.

    Raises:
        Reject: a memref (or other) type with no visible value.
    """
    vis = [x for x in visible(run[0], ctx.func) if not is_bool_tensor(x.type)]
    out = []
    for v, _ in esc:
        cands = [x for x in vis if x.type == v.type]
        if cands:
            out.append(cands[ctx.draw.integer(0, len(cands) - 1)])
        else:
            out.append(_zero(v.type, ir.InsertionPoint(run[0])))
    return out


def _zero(t: ir.Type, ip: ir.InsertionPoint) -> ir.Value:
    """A value of type ``t`` made at ``ip``: ``arith.constant`` zero for integers, floats,
    index and static vectors of them, ``tensor.empty`` for a static tensor.

    Raises:
        Reject: any other type.
    """
    if isinstance(t, ir.RankedTensorType) and t.has_static_shape:
        return ir.Operation.create("tensor.empty", results=[t], ip=ip).result
    elem = t.element_type if isinstance(t, ir.VectorType) else t
    if isinstance(t, ir.VectorType) and (t.scalable or not t.has_static_shape):
        raise Reject(f"no start value of type {t}")
    if isinstance(elem, ir.FloatType):
        attr = ir.FloatAttr.get(elem, 0.0)
    elif isinstance(elem, ir.IntegerType | ir.IndexType):
        attr = ir.IntegerAttr.get(elem, 0)
    else:
        raise Reject(f"no start value of type {t}")
    if isinstance(t, ir.VectorType):
        attr = ir.DenseElementsAttr.get_splat(t, attr)
    return ir.Operation.create("arith.constant", results=[t], attributes={"value": attr},
                               ip=ip).result


def _index_const(n: int, ip: ir.InsertionPoint) -> ir.Value:
    index = ir.IndexType.get()
    return ir.Operation.create("arith.constant", results=[index],
                               attributes={"value": ir.IntegerAttr.get(index, n)}, ip=ip).result


@operator("wrap_scf_for")
def wrap_scf_for(ctx: MutationContext) -> dict[str, Any]:
    """Wrap a slice in ``scf.for %i = 0 to N step 1`` (N in 1..MAX_TRIPS drawn); not a slice
    that frees a buffer (``_reject_freeing``)."""
    si, run = _draw_slice(ctx)
    if not run:
        raise Reject("no slice")
    _reject_freeing(run)
    esc = _escaping(run)
    inits = _inits(ctx, run, esc)
    trips = ctx.draw.integer(1, MAX_TRIPS)
    ip = ir.InsertionPoint(run[0])
    lb, ub, step = _index_const(0, ip), _index_const(trips, ip), _index_const(1, ip)
    types = [v.type for v, _ in esc]
    loop = ir.Operation.create("scf.for", results=types, operands=[lb, ub, step, *inits],
                               regions=1, ip=ip)
    body = loop.regions[0].blocks.append(ir.IndexType.get(), *types)
    _finish(loop, esc, body, run, "scf.yield")
    return {"site": si, "ops": len(run), "trips": trips}


@operator("wrap_affine_for")
def wrap_affine_for(ctx: MutationContext) -> dict[str, Any]:
    """Wrap a slice in ``affine.for %i = 0 to N`` (N in 1..MAX_TRIPS drawn). A slice whose
    tensors leave it is not wrapped: ``affine.for`` does not implement bufferization (MLIR
    22.1.8 ``one-shot-bufferize``: "op was not bufferized" on tensor ``iter_args``), nor one
    that frees a buffer (``_reject_freeing``)."""
    si, run = _draw_slice(ctx)
    if not run:
        raise Reject("no slice")
    _reject_freeing(run)
    esc = _escaping(run)
    if any(isinstance(v.type, ir.RankedTensorType) for v, _ in esc):
        raise Reject("affine.for cannot carry tensors through bufferization")
    inits = _inits(ctx, run, esc)
    trips = ctx.draw.integer(1, MAX_TRIPS)
    types = [v.type for v, _ in esc]
    attrs = {
        "lowerBoundMap": ir.Attribute.parse("affine_map<() -> (0)>"),
        "upperBoundMap": ir.Attribute.parse(f"affine_map<() -> ({trips})>"),
        "step": ir.IntegerAttr.get(ir.IndexType.get(), 1),
        "operandSegmentSizes": ir.Attribute.parse(f"array<i32: 0, 0, {len(inits)}>"),
    }
    loop = ir.Operation.create("affine.for", results=types, operands=inits, attributes=attrs,
                               regions=1, ip=ir.InsertionPoint(run[0]))
    body = loop.regions[0].blocks.append(ir.IndexType.get(), *types)
    _finish(loop, esc, body, run, "affine.yield")
    return {"site": si, "ops": len(run), "trips": trips}
