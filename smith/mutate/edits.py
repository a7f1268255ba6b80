"""Mutation operators that edit one op in place: ``replace_operand`` (an operand by a visible
value of the same type), ``replace_op`` (an op by another of the specs with the same operand
and result types), ``change_attribute`` (an enum attribute to another case the spec allows).

Sources: MLIRod's seed mutation replaces operands along data dependencies (Wang et al.,
"MLIRod", ``../shared/reference/seed-papers.md``); the op and attribute choices come from the
extracted TableGen specs (``specs/<dialect>.json``: ``attributes[].enum``, operand and result
records) and the overlay's families and dtype rows (``smith.gen.spec``).
"""

from __future__ import annotations

import re
from typing import Any

from mlir import ir

from ground.errors import Reject
from smith.gen.spec import OpSpec
from smith.mutate.irview import (
    CONSTANT_OPS,
    TABLE,
    attr_dict,
    defining_op,
    index_operand_ok,
    is_bool_tensor,
    is_constant,
    sites,
    visible,
)
from smith.mutate.registry import MutationContext, operator

#: sites examined (in a drawn order) before an operator gives up as not applicable
MAX_SITES = 24
_ATTR_SKIP = frozenset(TABLE.get("attribute_skip", ()))
_RULES: dict[str, dict[str, Any]] = TABLE.get("attribute_rules", {})


def _replaceable(op: ir.Operation, i: int) -> bool:
    """Whether operand ``i`` of ``op`` may be replaced: not an i1 tensor (it keeps its one
    use: ``smith.gen.builder``, bool tensors), no index operand
    :func:`irview.index_operand_ok` refuses (loop bounds, sizes, affine dims and symbols),
    not a constant operand of a TOSA op (shapes, zero
    points, shifts, pad values: the overlay draws them within the TOSA 1.0 ERROR_IF rules; a
    ``tosa.slice`` start swapped for another shape ran out of bounds)."""
    v = op.operands[i]
    if is_bool_tensor(v.type):
        return False
    if op.name.startswith("tosa.") and is_constant(v):
        return False
    return index_operand_ok(op, v)


def _candidates(op: ir.Operation, i: int, func: ir.Operation) -> list[ir.Value]:
    """Visible values that may take operand ``i`` of ``op``: the same type, another value,
    a constant where the operand is a constant (TOSA zero points and shifts stay constant),
    never a read-only buffer (``bufferization.to_buffer``)."""
    cur = op.operands[i]
    const = is_constant(cur)
    out = []
    for v in visible(op, func):
        if v == cur or v.type != cur.type or (const and not is_constant(v)):
            continue
        d = defining_op(v)
        if d is not None and d.name == "bufferization.to_buffer":
            continue
        out.append(v)
    return out


@operator("replace_operand")
def replace_operand(ctx: MutationContext) -> dict[str, Any]:
    """Replace one operand of one site by a visible value of the same type (dominance
    respected: :func:`smith.mutate.irview.visible`)."""
    all_sites = sites(ctx.func)
    order = ctx.draw.shuffle(list(range(len(all_sites))))
    for si in order[:MAX_SITES]:
        op = all_sites[si]
        if op.name.startswith("func.") or op.name in CONSTANT_OPS:
            continue
        idx = [i for i in range(len(op.operands)) if _replaceable(op, i)]
        if not idx:
            continue
        i = ctx.draw.choice(idx)
        cands = _candidates(op, i, ctx.func)
        if not cands:
            continue
        k = ctx.draw.integer(0, len(cands) - 1)
        op.operands[i] = cands[k]
        return {"site": si, "op": op.name, "operand": i, "value": k}
    raise Reject("no operand has another visible value of its type")


def _allowed(spec: OpSpec, a: dict[str, Any], elem: str) -> list[dict[str, Any]]:
    """The enum cases of attribute record ``a`` the overlay allows for ``spec``: an overlay
    list ``<name>s`` (``rounding_modes``) restricts them; ``attribute_rules`` in
    ``mutate.json`` ties an attribute to an overlay param, drops cases under flags and keeps
    the cases of the first operand's element type ``elem`` (``by_element``)."""
    cases = list(a["enum"]["cases"])
    rule = _RULES.get(a["name"])
    if rule:
        if rule.get("param") and not spec.params.get(rule["param"]):
            return []
        by_elem = rule.get("by_element")
        if by_elem:
            kind = "float" if elem.startswith(("f", "bf")) else "int"
            cases = [c for c in cases if c["str"] in by_elem[kind]]
        for flag, drop in rule.get("drop_if", {}).items():
            if spec.params.get(flag):
                cases = [c for c in cases if c["str"] not in drop]
    listed = spec.params.get(a["name"] + "s")
    if isinstance(listed, list):
        cases = [c for c in cases if c["str"] in listed]
    return cases


def _enum_attrs(spec: OpSpec | None, op: ir.Operation
                ) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """(attribute record, allowed cases) of the enum attributes of ``spec`` a mutation may
    change (two cases allowed at least)."""
    if spec is None or not spec.extracted:
        return []
    out = []
    for a in spec.extracted.get("attributes", []):
        if (not a.get("enum") or a["name"] in _ATTR_SKIP
                or a["enum"].get("syntax") not in ("integer", "dialect")):
            continue
        elem = _elems(op)[0] if len(op.operands) else ""
        cases = _allowed(spec, a, elem)
        if len(cases) > 1:
            out.append((a, cases))
    return out


def _new_attr(a: dict[str, Any], cases: list[dict[str, Any]], cur: ir.Attribute | None,
              draw) -> ir.Attribute:
    """Another case of ``cases`` (of the enum attribute record ``a``) than ``cur``."""
    enum = a["enum"]
    if enum["syntax"] == "integer":
        ty = ir.IntegerAttr(cur).type if cur is not None else ir.IntegerType.get_signless(
            int(enum.get("bitwidth") or 64))
        old = ir.IntegerAttr(cur).value if cur is not None else None
        pick = draw.choice([c for c in cases if c["value"] != old])
        return ir.IntegerAttr.get(ty, pick["value"])
    if cur is None:
        texts = [f"#{enum['attr_name']}<{c['str']}>" for c in cases]
    else:  # the current text with its case word swapped: every enum's own syntax
        old = str(cur)
        words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", old))
        now = max((c["str"] for c in enum["cases"] if c["str"] in words), key=len, default=None)
        if now is None:
            raise Reject(f"cannot read the case of {old}")
        texts = [re.sub(rf"\b{now}\b", c["str"], old) for c in cases if c["str"] != now]
    try:
        return ir.Attribute.parse(draw.choice(texts))
    except ir.MLIRError as exc:
        raise Reject(f"{a['name']}: {exc}".splitlines()[0]) from None


@operator("change_attribute")
def change_attribute(ctx: MutationContext) -> dict[str, Any]:
    """Set one enum attribute of one site (a predicate, a rounding or NaN mode) to another
    case of its enum in the extracted spec (``attributes[].enum.cases``)."""
    pairs = []
    for si, op in enumerate(sites(ctx.func)):
        for a, cases in _enum_attrs(ctx.specs.get(op.name), op):
            if a["name"] in op.attributes or a.get("optional"):
                pairs.append((si, op, a, cases))
    if not pairs:
        raise Reject("no site has an enum attribute in its spec")
    si, op, a, cases = ctx.draw.choice(pairs)
    cur = op.attributes[a["name"]] if a["name"] in op.attributes else None
    new = _new_attr(a, cases, cur, ctx.draw)
    op.attributes[a["name"]] = new
    return {"site": si, "op": op.name, "attribute": a["name"], "value": str(new)}


def _elems(op: ir.Operation) -> tuple[str, ...]:
    """The element types of ``op``'s operands, then of its results."""
    return tuple(str(v.type.element_type if isinstance(v.type, ir.ShapedType) else v.type)
                 for v in [*op.operands, *op.results])


def _row_fits(spec: OpSpec, elems: tuple[str, ...]) -> bool:
    """Whether a dtype row of ``spec`` gives ``elems`` (operands, then results): rows are
    read in operand-then-result order through the slot names; when the slots do not name
    every operand and result, the row's set of element types must be that of ``elems``."""
    if not spec.dtypes:
        return True
    ex = spec.extracted or {}
    order = [o["name"] for o in ex.get("operands", [])] + [r["name"]
                                                          for r in ex.get("results", [])]
    if len(order) == len(elems) and all(n in spec.slots for n in order):
        pos = [spec.slots.index(n) for n in order]
        return any(tuple(row[k] for k in pos) == elems for row in spec.dtypes)
    return any(set(row) == set(elems) for row in spec.dtypes)


def _arity(spec: OpSpec) -> tuple[int, int]:
    ex = spec.extracted or {}
    return len(ex.get("operands", [])), len(ex.get("results", []))


def _required_attrs(spec: OpSpec) -> set[str]:
    return {a["name"] for a in (spec.extracted or {}).get("attributes", [])
            if not a.get("optional") and a.get("default") is None}


def _substitutes(op: ir.Operation, specs: dict[str, OpSpec]) -> list[OpSpec]:
    """Specs that can stand for ``op`` with its operands and result types: the same family
    (so the same shape rule), as many operands and results, a dtype row over the same element
    types, and every attribute they require present on ``op``."""
    spec = specs.get(op.name)
    if spec is None or not spec.extracted or op.regions:
        return []  # ops with regions are built by their Python builders, not generically
    arity = (len(op.operands), len(op.results))
    if _arity(spec) != arity:
        return []
    elems = _elems(op)
    have = set(attr_dict(op))
    out = []
    for other in specs.values():
        if (other.name == op.name or other.family != spec.family or _arity(other) != arity
                or (other.extracted or {}).get("regions")):
            continue
        if not _row_fits(other, elems):
            continue
        if not _required_attrs(other) <= have:
            continue
        out.append(other)
    return out


@operator("replace_op")
def replace_op(ctx: MutationContext) -> dict[str, Any]:
    """Replace one site by another op of the specs with the same operands and result types
    (``arith.addi`` -> ``arith.maxsi``, ``tosa.sub`` -> ``tosa.maximum``); the attributes the
    new op's spec names are kept, the others dropped."""
    all_sites = sites(ctx.func)
    pairs = [(si, op, subs) for si, op in enumerate(all_sites)
             if (subs := _substitutes(op, ctx.specs))]
    if not pairs:
        raise Reject("no site has a substitute with the same operand and result types")
    si, op, subs = ctx.draw.choice(pairs)
    new_spec = ctx.draw.choice(subs)
    names = {a["name"] for a in new_spec.extracted.get("attributes", [])}
    attrs = {k: v for k, v in attr_dict(op).items() if k in names}
    was = op.name
    new = ir.Operation.create(new_spec.name, results=[r.type for r in op.results],
                              operands=list(op.operands), attributes=attrs,
                              ip=ir.InsertionPoint(op), loc=op.location)
    for old, fresh in zip(op.results, new.results):
        old.replace_all_uses_with(fresh)
    op.erase()
    return {"site": si, "op": new_spec.name, "was": was}
