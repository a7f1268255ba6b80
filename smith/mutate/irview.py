"""The parsed IR a mutation works on: the mutated function, its mutation sites, the values
visible at a site (dominance), smith's type model of an IR type, and the edits every operator
shares (observe a value as a new result of the function, move ops built elsewhere into place).

Everything works on a module parsed with the MLIR Python bindings (``ground.mlir_ir``) and
walks it in a fixed order (ops in block order, regions in order), so the same draws give the
same edits. The op sets consulted (terminators, constant-like ops, the ops whose regions hold
sites) are data in ``mutate.json``.
"""

from __future__ import annotations

import json
from importlib import resources

from mlir import ir

from ground.errors import Reject
from smith.gen.harness import WRAPPER
from smith.gen.harness_sizes import func_name as sym_name
from smith.gen.types import MemRef, Scalar, Tensor, Type, Vector

TABLE = json.loads(resources.files("smith.mutate").joinpath("mutate.json").read_text())
TERMINATORS = frozenset(TABLE["terminators"])
CONSTANT_OPS = frozenset(TABLE["constant_ops"])
SITE_PARENTS = frozenset(TABLE["site_parents"])
_SCALARS = ("i1", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64", "index")


def functions(module: ir.Module) -> dict[str, ir.Operation]:
    """``func.func`` ops of ``module`` by symbol name, in module order."""
    return {sym_name(op.operation): op.operation for op in module.body.operations
            if op.operation.name == "func.func"}


def target_function(module: ir.Module) -> ir.Operation:
    """The function a mutant edits: ``@compute`` (a generated program), else the first defined
    function ``@main`` calls (the harnessed function of an imported test; through the
    harness's ``@smith_harness_N`` wrapper, the function it calls), else ``@main`` itself (a
    test whose ``@main`` computes inline), else (a module without ``@main``: a test piece run
    only along its origin pipelines, ``smith.app.origin_runs``) its first defined top-level
    ``func.func``.

    Raises:
        Reject: no ``@compute``, no ``@main`` with a body and no other defined function.
    """
    funcs = functions(module)
    if "compute" in funcs and funcs["compute"].regions[0].blocks:
        return funcs["compute"]
    main = funcs.get("main")
    if main is not None:
        f = _first_callee(main, funcs)
        if f is not None:
            inner = _first_callee(f, funcs) if _name(f).startswith(WRAPPER) else None
            return inner or f
        if main.regions[0].blocks:
            return main
    else:
        for f in funcs.values():
            if f.regions[0].blocks:
                return f
    raise Reject("no @compute, no @main with a body and no other defined function")


def _first_callee(fn: ir.Operation, funcs: dict[str, ir.Operation]) -> ir.Operation | None:
    """The first function with a body that ``fn`` calls (``func.call``), or None."""
    for op in walk(fn):
        if op.name == "func.call":
            f = funcs.get(ir.FlatSymbolRefAttr(op.attributes["callee"]).value)
            if f is not None and f.regions[0].blocks:
                return f
    return None


def _name(fn: ir.Operation) -> str:
    return ir.StringAttr(fn.attributes["sym_name"]).value


def walk(op: ir.Operation) -> list[ir.Operation]:
    """Every op nested in ``op`` in pre-order (parents before children), ``op`` excluded."""
    out: list[ir.Operation] = []
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                child = child.operation
                out.append(child)
                out += walk(child)
    return out


def parent_op(op: ir.Operation) -> ir.Operation:
    """The op whose region holds ``op``."""
    return op.parent.operation


def sites(func: ir.Operation) -> list[ir.Operation]:
    """The ops of ``func`` a mutation may edit or insert before: every non-terminator op in a
    block of the function body or of a control-flow region nested in it (``site_parents``);
    ops inside other regions (payloads of ``linalg.generic``, TOSA ``cond_if`` graphs isolated
    from above) are left alone."""
    out = []
    for op in walk(func):
        if op.name in TERMINATORS:
            continue
        p = op
        ok = True
        while True:
            p = parent_op(p)
            if p == func:
                break
            if p.name not in SITE_PARENTS:
                ok = False
                break
        if ok:
            out.append(op)
    return out


def block_ops(block: ir.Block) -> list[ir.Operation]:
    return [o.operation for o in block.operations]


def visible(op: ir.Operation, func: ir.Operation) -> list[ir.Value]:
    """The values that dominate ``op`` in ``func``, outermost first: per enclosing block its
    arguments, then the results of the ops before the enclosing op (structured control flow:
    one block per region, so dominance is nesting plus order)."""
    levels: list[list[ir.Value]] = []
    cur = op
    while True:
        block = cur.block
        vals: list[ir.Value] = list(block.arguments)
        for o in block_ops(block):
            if o == cur:
                break
            vals += list(o.results)
        levels.append(vals)
        owner = parent_op(cur)
        if owner == func:
            break
        cur = owner
    return [v for level in reversed(levels) for v in level]


def is_constant(v: ir.Value) -> bool:
    """Whether ``v`` is the result of a constant-like op (``constant_ops``)."""
    owner = v.owner
    return not isinstance(owner, ir.Block) and owner.operation.name in CONSTANT_OPS


def defining_op(v: ir.Value) -> ir.Operation | None:
    owner = v.owner
    return None if isinstance(owner, ir.Block) else owner.operation


def smith_type(t: ir.Type) -> Type | None:
    """smith's model (:mod:`smith.gen.types`) of ``t``: a scalar, or a static tensor, vector or
    identity-layout memref of a scalar element; None for anything else (dynamic or unranked
    shapes, layouts, other element types), which the generator's families cannot take."""
    text = str(t)
    if text in _SCALARS:
        return Scalar(text)
    if not isinstance(t, ir.ShapedType) or not t.has_rank or not t.has_static_shape:
        return None
    elem = str(t.element_type)
    if elem not in _SCALARS:
        return None
    shape = tuple(t.shape)
    if isinstance(t, ir.RankedTensorType):
        return Tensor(shape, elem) if t.encoding is None else None
    if isinstance(t, ir.VectorType):
        return None if t.scalable else Vector(shape, elem)
    if isinstance(t, ir.MemRefType):
        lay = t.layout
        identity = (isinstance(lay, ir.AffineMapAttr)
                    and lay.value == ir.AffineMap.get_identity(len(shape)))
        return MemRef(shape, elem) if identity else None
    return None


def checksummable(t: ir.Type) -> bool:
    """Whether the checksum (``ubfix.checksum``) can observe a result of type ``t``: scalars,
    static vectors, ranked tensors and identity-layout memrefs not of i1 (i1 memrefs crash
    MLIR 22.1.8's lowering)."""
    st = smith_type(t)
    if st is None:
        return False
    return not (isinstance(st, Tensor | MemRef) and st.elem == "i1")


def is_bool_tensor(t: ir.Type) -> bool:
    return isinstance(t, ir.RankedTensorType) and str(t.element_type) == "i1"


def attr_dict(op: ir.Operation) -> dict[str, ir.Attribute]:
    """The attributes of ``op`` (inherent and discardable) by name."""
    return {name: op.attributes[name] for name in op.attributes}


def function_type(func: ir.Operation) -> ir.FunctionType:
    return ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)


def observe(module: ir.Module, func: ir.Operation, value: ir.Value) -> None:
    """Return ``value`` from ``func`` as one more result (its ``func.return`` and type, and
    every ``func.call`` of it in ``module``, rebuilt with the extra result), so the checksum
    of ``@main`` covers it; in ``@main`` itself an unused value is observed as it is.

    Raises:
        Reject: the value cannot be checksummed (:func:`checksummable`) or is not defined in
            the function's entry block.
    """
    if not checksummable(value.type):
        raise Reject(f"a result of type {value.type} cannot be checksummed")
    entry = func.regions[0].blocks[0]
    ret = block_ops(entry)[-1]
    owner = value.owner
    block = owner if isinstance(owner, ir.Block) else owner.operation.block
    if block != entry:
        raise Reject("the value is not defined in the function's entry block")
    if sym_name(func) == "main":
        return  # the checksum observes every unused value of @main's body as it is
    ft = function_type(func)
    new_ret = ir.Operation.create("func.return", operands=[*ret.operands, value],
                                  ip=ir.InsertionPoint(ret), loc=ret.location)
    del new_ret
    ret.erase()
    results = [*ft.results, value.type]
    func.attributes["function_type"] = ir.TypeAttr.get(
        ir.FunctionType.get(list(ft.inputs), results))
    name = sym_name(func)
    for top in functions(module).values():
        for op in walk(top):
            if op.name != "func.call":
                continue
            if ir.FlatSymbolRefAttr(op.attributes["callee"]).value != name:
                continue
            _rebuild_call(op, results)


def _rebuild_call(call: ir.Operation, results: list[ir.Type]) -> None:
    attrs = attr_dict(call)
    new = ir.Operation.create("func.call", results=results, operands=list(call.operands),
                              attributes=attrs, ip=ir.InsertionPoint(call), loc=call.location)
    for old, fresh in zip(call.results, new.results):
        old.replace_all_uses_with(fresh)
    call.erase()


def index_operand_ok(op: ir.Operation, operand: ir.Value) -> bool:
    """Whether a mutation may give ``op`` another value for ``operand`` as far as index
    values go: any non-index operand; an index operand only of an ``arith``/``index`` op.
    Elsewhere an index is a loop bound or step (``scf.for``: an edge value would run for
    ever), a dynamic size (``tensor.empty``, ``memref.alloc``: an edge value would not fit
    in memory), or an affine dim or symbol (rules of their own; MLIR 22.1.8 prints
    ``%4#3 floordiv 2`` in an affine map but cannot parse it back)."""
    return not isinstance(operand.type, ir.IndexType) or op.name.startswith(("arith.",
                                                                             "index."))


def later_uses(anchor: ir.Operation, value: ir.Value, func: ir.Operation
               ) -> list[tuple[ir.Operation, int]]:
    """(op, operand index) of the sites (:func:`sites` of ``func``: never inside a while
    loop, whose condition decides termination, nor inside a region isolated from above)
    after ``anchor`` in its block (and in regions of the ops after it) that ``value``
    dominates and could feed: same type, not a constant operand
    (constants stay constants: TOSA wants its zero points and shifts constant), not an i1
    tensor (bool tensors keep one use), no index operand :func:`index_operand_ok` refuses."""
    if is_bool_tensor(value.type):
        return []
    allowed = set(sites(func))
    out = []
    after = False
    for o in block_ops(anchor.block):
        if o == anchor:
            after = True
            continue
        if not after:
            continue
        for user in [o, *walk(o)]:
            if user.name.startswith("func.") or user not in allowed:
                continue
            for i, operand in enumerate(user.operands):
                if not index_operand_ok(user, operand):
                    continue
                if operand.type == value.type and not is_constant(operand) and operand != value:
                    out.append((user, i))
    return out
