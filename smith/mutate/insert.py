"""Mutation operators that add ops: ``insert_op`` (an op drawn from the specs, instantiated by
the generator's own family, whose operands are values visible at the insertion point) and
``splice_function`` (fusion of seeds: the functions of another seed copied in, and called from
the mutated function on visible values).

Both build their ops with :class:`smith.gen.builder.Builder` exactly as generation does: the
builder's pool holds the values visible at the site (as arguments ``%mK`` of a scratch
function), the family emits generic-form text, the text is parsed and verified with the
bindings, and its ops are moved before the site with the scratch arguments replaced by the
values they stand for. The options forbid new function arguments and reuse a pooled value
whenever one fits, so an operand comes from the site (or is a fresh constant where none fits).
A new result is used by a later op that takes its type (:func:`irview.later_uses`) or returned
from the function so the checksum covers it (:func:`irview.observe`).
"""

from __future__ import annotations

from typing import Any

from mlir import ir

from ground.errors import Reject, UsageError
from ground.mlir_ir import parse_verified
from smith.gen.builder import Builder
from smith.gen.families import FAMILIES
from smith.gen.instantiate import _instantiate_body
from smith.gen.pool import Value
from smith.gen.spec import OpSpec
from smith.mutate.irview import (
    TABLE,
    block_ops,
    functions,
    is_bool_tensor,
    is_constant,
    later_uses,
    observe,
    sites,
    smith_type,
    sym_name,
    target_function,
    visible,
    walk,
)
from smith.mutate.registry import MutationContext, operator

NO_INSERT = frozenset(TABLE["no_insert_families"])
#: probability that a new result feeds a later op of its type (else it is returned)
P_USE = 0.6
SCRATCH = "__smith_mutation"


def _pool_builder(ctx: MutationContext, anchor: ir.Operation) -> tuple[Builder, list[ir.Value]]:
    """A generator builder whose pool holds the values visible at ``anchor`` that smith's
    type model covers (i1 tensors left out: they keep their one use), and those values."""
    b = Builder(ctx.draw, ctx.options)
    # a payload region (linalg.generic, tensor.generate) gets no template children: its
    # family fills it from the region's block arguments, as for an empty template region
    b.instantiate_entries = lambda entries: _instantiate_body(b, entries, ctx.specs, [])
    args: list[ir.Value] = []
    for v in visible(anchor, ctx.func):
        st = smith_type(v.type)
        if st is None or is_bool_tensor(v.type):
            continue
        const = is_constant(v)
        b.scope.add(Value(f"%m{len(args)}", st, kind="const" if const else "op",
                          foldable=const))
        args.append(v)
    return b, args


def _place(b: Builder, args: list[ir.Value], anchor: ir.Operation,
           decls: str = "") -> list[ir.Operation]:
    """Parse the builder's lines in a scratch function over ``args`` (next to ``decls``, the
    declarations of the functions they call) and move its ops before ``anchor``, each scratch
    argument replaced by its value. Returns the moved ops.

    Raises:
        Reject: the built ops do not verify in the scratch function.
    """
    sig = ", ".join(f"%m{k}: {v.type}" for k, v in enumerate(args))
    body = "\n".join("    " + ln for ln in b.lines)
    text = decls + f"func.func @{SCRATCH}({sig}) {{\n{body}\n    \"func.return\"() : () -> ()\n}}\n"
    try:
        scratch = parse_verified(text, "mutation")
    except UsageError as exc:
        raise Reject(f"the built ops do not verify: {exc}") from None
    func = list(scratch.body.operations)[-1].operation
    block = func.regions[0].blocks[0]
    moved = block_ops(block)[:-1]
    for op in moved:
        op.move_before(anchor)
    for arg, v in zip(block.arguments, args):
        arg.replace_all_uses_with(v)
    return moved


def _feed_or_observe(ctx: MutationContext, op: ir.Operation) -> list[str]:
    """Use each result of ``op`` in a later op of its type, or return it from the function;
    the fate of each result (``"used"``, ``"returned"``, ``"dead"``)."""
    fates = []
    for r in op.results:
        uses = later_uses(op, r, ctx.func)
        if uses and ctx.draw.boolean(P_USE):
            user, i = ctx.draw.choice(uses)
            user.operands[i] = r
            fates.append("used")
            continue
        try:
            observe(ctx.module, ctx.func, r)
            fates.append("returned")
        except Reject:
            fates.append("dead")
    return fates


def insertable(specs: dict[str, OpSpec]) -> list[OpSpec]:
    """Specs ``insert_op`` may draw: lowerable, with a family that builds a single op (no
    region built from template children, no new function, no root memref)."""
    return [s for s in specs.values()
            if s.lowerable and s.family in FAMILIES and s.family not in NO_INSERT]


@operator("insert_op")
def insert_op(ctx: MutationContext) -> dict[str, Any]:
    """Insert before a drawn site an op drawn from the specs (weighted by spec weight), built
    by its generation family over the values visible there."""
    all_sites = sites(ctx.func)
    pool = insertable(ctx.specs)
    if not all_sites or not pool:
        raise Reject("no site or no insertable op")
    si = ctx.draw.integer(0, len(all_sites) - 1)
    anchor = all_sites[si]
    spec = ctx.draw.weighted(pool, [s.weight for s in pool])
    b, args = _pool_builder(ctx, anchor)
    b.entry = {"op": spec.name}
    FAMILIES[spec.family](b, spec)  # Reject: it does not fit here
    moved = _place(b, args, anchor)
    main = [op for op in moved if op.name == spec.name]
    if not main:
        raise Reject(f"{spec.name} was not built")
    if any(isinstance(r.type, ir.MemRefType) for r in main[-1].results):
        for op in reversed(moved):
            op.erase()
        raise Reject(f"{spec.name} makes a memref view")
    fates = _feed_or_observe(ctx, main[-1])
    return {"site": si, "op": spec.name, "ops": len(moved), "results": fates}


def _copy_functions(ctx: MutationContext, donor_text: str, prefix: str) -> ir.Operation:
    """Copy every function of the donor module but ``@main`` into the mutant, renamed
    ``prefix + name`` and private (calls among them renamed too); returns the copy of the
    donor's mutated function."""
    donor = parse_verified(donor_text, "donor seed")
    target = sym_name(target_function(donor))
    copies: dict[str, ir.Operation] = {}
    for name, f in functions(donor).items():
        if name == "main":
            continue
        c = f.clone(ip=ir.InsertionPoint(ctx.module.body))
        c = c.operation
        c.attributes["sym_name"] = ir.StringAttr.get(prefix + name)
        c.attributes["sym_visibility"] = ir.StringAttr.get("private")
        copies[name] = c
    for c in copies.values():
        for op in walk(c):
            if op.name == "func.call":
                callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
                if callee in copies:
                    op.attributes["callee"] = ir.FlatSymbolRefAttr.get(prefix + callee)
    return copies[target]


@operator("splice_function")
def splice_function(ctx: MutationContext) -> dict[str, Any]:
    """Fusion of seeds: copy the functions of another seed (drawn) into the mutant and call
    its mutated function from a site of the entry block on visible values of its argument
    types (a fresh constant where none is visible)."""
    if not ctx.donors:
        raise Reject("no other seed to splice from")
    entry = ctx.func.regions[0].blocks[0]
    top = [(si, op) for si, op in enumerate(sites(ctx.func)) if op.block == entry]
    if not top:
        raise Reject("the function body has no site")
    name = ctx.draw.choice(sorted(ctx.donors))
    si, anchor = ctx.draw.choice(top)
    if ctx.raw_donor is None:
        raise Reject("no reader for donor seeds")
    try:
        donor_text = ctx.raw_donor(ctx.donors[name])
    except Reject as why:
        raise Reject(f"donor {name}: {why}") from None
    callee = _copy_functions(ctx, donor_text, f"s{ctx.step}_")
    ftype = ir.FunctionType(ir.TypeAttr(callee.attributes["function_type"]).value)
    ins = [smith_type(t) for t in ftype.inputs]
    outs = [smith_type(t) for t in ftype.results]
    if any(t is None for t in ins + outs):
        raise Reject("the donor's function has types the generator cannot pool")
    b, args = _pool_builder(ctx, anchor)
    operands = [b.get(t, p_reuse=1.0) for t in ins]
    b.emit("func.call", operands, outs, {"callee": f"@{sym_name(callee)}"})
    decl = (f"func.func private @{sym_name(callee)}("
            f"{', '.join(str(t) for t in ftype.inputs)}) -> "
            f"({', '.join(str(t) for t in ftype.results)})\n")
    moved = _place(b, args, anchor, decl)
    call = [op for op in moved if op.name == "func.call"][-1]
    fates = _feed_or_observe(ctx, call)
    return {"site": si, "donor": name, "callee": sym_name(callee), "results": fates}
