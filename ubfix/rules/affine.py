"""UB-elimination rules for the ``affine`` dialect.

Source: MLIR affine docs (https://mlir.llvm.org/docs/Dialects/Affine/): ``affine.load``/
``affine.store`` of an out-of-bounds element is undefined behaviour. DESIL Table 1 "Index out
of bounds" (FixUBnew expands the map, ``remu``s each index by the dim and falls back to index 0
when the result is not a valid affine operand).
"""

from __future__ import annotations

from mlir import ir

from ubfix.build import expr_is
from ubfix.registry import Unguarded, impl


@impl("affine.load", "affine.store")
def affine_access_bounds(op: ir.Operation) -> int:
    """Static repair of the access map: every result ``e`` on a static dim ``D > 0`` becomes
    ``e mod D`` (affine ``mod`` by a positive constant is always in ``[0, D)``), unless ``e`` is
    a constant already in range. Stays affine, so operand validity is untouched (unlike
    DESIL's rewrite). A dynamic dim has no constant to take the ``mod`` by (a ``memref.dim``
    is not always a valid affine symbol where the access is): reported as unguarded, like a
    dim of size 0."""
    mem = op.operands[0] if op.name == "affine.load" else op.operands[1]
    shape = ir.ShapedType(mem.type).shape
    amap = ir.AffineMapAttr(op.attributes["map"]).value
    for d in range(len(amap.results)):
        if ir.ShapedType.is_dynamic_size(shape[d]) or shape[d] <= 0:
            raise Unguarded(f"dim {d} of {mem.type} is dynamic or empty")
    exprs, changed = [], False
    for d, e in enumerate(amap.results):
        size = shape[d]
        if expr_is(e, ir.AffineConstantExpr) and 0 <= ir.AffineConstantExpr(e).value < size:
            exprs.append(e)
            continue
        exprs.append(ir.AffineExpr.__mod__(e, size) if hasattr(ir.AffineExpr, "__mod__")
                     else ir.AffineModExpr.get(e, ir.AffineConstantExpr.get(size)))
        changed = True
    if not changed:
        return 0
    new = ir.AffineMap.get(amap.n_dims, amap.n_symbols, exprs)
    op.attributes["map"] = ir.AffineMapAttr.get(new)
    return 1
