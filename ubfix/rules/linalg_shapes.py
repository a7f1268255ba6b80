"""UB-elimination rule for the shapes of linalg structured ops on dynamically shaped tensors.

Source: MLIR linalg docs (structured ops: the loop bounds are inferred from the operands' shapes,
and every operand dim indexed by the same loop must have that size; the verifier checks static
sizes only, and MLIR 22.1.8's runtime op verification checks the dynamic ones: "dimension #d of
input/output operand #k is incompatible with inferred dimension size"); DESIL Table 1 "Shape
inconsistency" (``../shared/reference/desil-mlirod.md`` §2.4). Which ops have identity indexing
maps: ``linalg_shapes.json``.
"""

from __future__ import annotations

import json
from pathlib import Path

from mlir import ir

from ubfix.build import Builder, expr_is, require_zero
from ubfix.registry import impl
from ubfix.rules.shaped import dim_size, value_or_zero

TABLE = json.loads(Path(__file__).with_name("linalg_shapes.json").read_text())
IDENTITY = tuple(TABLE["identity_maps"])


def _loops(op: ir.Operation, shaped: list[int]) -> list[list[int | None]]:
    """Per shaped operand (operand numbers ``shaped``), per dim: the loop it is indexed by (a
    bare loop dim of its indexing map), or None (an expression of several loops)."""
    if op.name != "linalg.generic":
        return [list(range(ir.ShapedType(op.operands[i].type).rank)) for i in shaped]
    maps = [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(op.attributes["indexing_maps"])]
    return [[e.position if expr_is(e, ir.AffineDimExpr) else None for e in maps[i].results]
            for i in shaped]


@impl("linalg.generic", *IDENTITY)
def linalg_shapes(op: ir.Operation) -> int:
    """A linalg op whose operands disagree at run time on the size of a loop is UB (module
    docstring). For each tensor operand with a dim indexed by a loop whose first static
    operand dim, else first operand dim (the one MLIR infers the loop's size from), differs
    in size or is dynamic, inserts
    ``ok = and(dim(x, d) == size ...)`` and ``x' = scf.if ok { x } else { fresh }``, ``fresh``
    a zero tensor of the sizes the loops infer (its other dims as ``x``'s) cast to ``x``'s type.
    Ops with a memref operand (a buffer cannot be replaced) and scalars are left alone.
    """
    shaped = [i for i, v in enumerate(op.operands) if isinstance(v.type, ir.ShapedType)]
    if not shaped or any(not isinstance(op.operands[i].type, ir.RankedTensorType)
                         for i in shaped):
        return 0
    loops = _loops(op, shaped)

    def dynamic(num: int, d: int) -> bool:
        return ir.ShapedType(op.operands[num].type).is_dynamic_dim(d)

    # loop -> (operand number, dim) its size is taken from: the first operand dim indexed by
    # it, or the first static one (the size every operand must have, and the one a fold that
    # propagates static shapes gives the loop: guarding the others against a dynamic first
    # operand cast a fresh tensor of that size to the static type, itself UB)
    first: dict[int, tuple[int, int]] = {}
    for i, ls in zip(shaped, loops, strict=True):
        for d, lp in enumerate(ls):
            if lp is not None and (lp not in first or (dynamic(*first[lp])
                                                        and not dynamic(i, d))):
                first[lp] = (i, d)
    hits = 0
    for i, ls in zip(shaped, loops, strict=True):
        v = op.operands[i]
        t = ir.ShapedType(v.type)

        checks = [(d, first[lp]) for d, lp in enumerate(ls) if lp is not None
                  and first[lp] != (i, d) and (dynamic(i, d) or dynamic(*first[lp]))]
        if not checks:
            continue
        require_zero(t.element_type)
        b = Builder(op)
        want = {d: dim_size(b, op.operands[j], e) for d, (j, e) in checks}
        ok = None
        for d, (size, _) in want.items():
            have, _ = dim_size(b, v, d)
            if size is None or have is None:  # a static 0 on either side
                continue
            eq = b.cmpi("eq", have, size)
            ok = eq if ok is None else b.binary("arith.andi", ok, eq)
        if ok is None:
            continue
        op.operands[i] = value_or_zero(op, ok, v, lambda inner, v=v, t=t, want=want: [
            want[d] if d in want else dim_size(inner, v, d) for d in range(t.rank)])
        hits = 1
    return hits
