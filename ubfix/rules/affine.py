"""UB-elimination rules for the ``affine`` dialect.

Source: MLIR affine docs (https://mlir.llvm.org/docs/Dialects/Affine/): ``affine.load``/
``affine.store`` of an out-of-bounds element is undefined behaviour. DESIL Table 1 "Index out
of bounds" (FixUBnew expands the map, ``remu``s each index by the dim and falls back to index 0
when the result is not a valid affine operand). ``affine.delinearize_index``: the affine op doc
(its basis elements "must be strictly positive", their product must not overflow, and an outer
bound is used "to enable conclusions about the total size of ``%linear_index``").
"""

from __future__ import annotations

import math

from mlir import ir

from ubfix.build import Builder, expr_is
from ubfix.registry import Unguarded, impl
from ubfix.rules.shaped import const_int

DIM_BOUND = 1 << 32  # a dim is taken mod this first: no sum or small multiple overflows i64
BASIS_MAX = 4096  # a dynamic delinearize basis element is kept only in [1, BASIS_MAX]
PRODUCT_MAX = 1 << 62  # the basis product must stay below this (positive as a signed index)


def _bounded_dims(n_dims: int, n_symbols: int) -> ir.AffineMap:
    """The map ``(d0, ..) [s0, ..] -> (d0 mod 2^32, ..)``: composed into an access expression it
    keeps ``d + c``, ``d * c`` and ``d + e`` (the generator's forms, small constants) from
    overflowing i64, which affine arithmetic does not allow (lower-affine emits ``nsw``
    multiplications, llvm/llvm-project#121535; canonicalize simplifies in integers: ``(s0 + 4)
    mod 3`` with ``s0 = 2^63 - 2`` folds to 1 while the wrapped lowering gives 0, smith finding
    457a7eea1ac8). Symbols are left as they are (smith's maps have none)."""
    return ir.AffineMap.get(n_dims, n_symbols, [
        ir.AffineModExpr.get(ir.AffineDimExpr.get(i), ir.AffineConstantExpr.get(DIM_BOUND))
        for i in range(n_dims)])


@impl("affine.load", "affine.store")
def affine_access_bounds(op: ir.Operation) -> int:
    """Static repair of the access map: every result ``e`` on a static dim ``D > 0`` becomes
    ``e' mod D`` (affine ``mod`` by a positive constant is always in ``[0, D)``; ``e'`` is ``e``
    with each dim ``d`` as ``d mod 2^32``, :func:`_bounded_dims`: no i64 overflow), unless
    ``e`` is a constant already in range. Stays affine, so operand validity is untouched (unlike
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
    bounded = _bounded_dims(amap.n_dims, amap.n_symbols)
    for d, e in enumerate(amap.results):
        size = shape[d]
        if expr_is(e, ir.AffineConstantExpr) and 0 <= ir.AffineConstantExpr(e).value < size:
            exprs.append(e)
            continue
        e = e.compose(bounded)
        exprs.append(ir.AffineExpr.__mod__(e, size) if hasattr(ir.AffineExpr, "__mod__")
                     else ir.AffineModExpr.get(e, ir.AffineConstantExpr.get(size)))
        changed = True
    if not changed:
        return 0
    new = ir.AffineMap.get(amap.n_dims, amap.n_symbols, exprs)
    op.attributes["map"] = ir.AffineMapAttr.get(new)
    return 1


_DIVISIONS = (ir.AffineModExpr, ir.AffineFloorDivExpr, ir.AffineCeilDivExpr)


def _symbolic_divisor(e: ir.AffineExpr) -> ir.AffineExpr | None:
    """The first ``mod``/``floordiv``/``ceildiv`` of ``e`` whose divisor is not a positive
    constant (a semi-affine expression: ``(d0 + d1 - s0) mod (s0 + s1)``), else None."""
    for kind in _DIVISIONS:
        if expr_is(e, kind):
            b = kind(e)
            rhs = b.rhs
            if not (expr_is(rhs, ir.AffineConstantExpr)
                    and ir.AffineConstantExpr(rhs).value > 0):
                return e
            return _symbolic_divisor(b.lhs)
    for kind in (ir.AffineAddExpr, ir.AffineMulExpr):
        if expr_is(e, kind):
            b = kind(e)
            return _symbolic_divisor(b.lhs) or _symbolic_divisor(b.rhs)
    return None


@impl("affine.apply", "affine.min", "affine.max")
def affine_symbolic_divisor(op: ir.Operation) -> int:
    """A semi-affine ``mod``/``floordiv``/``ceildiv`` by a symbol expression divides by
    whatever the operands give (MLIR affine docs: the divisor of a semi-affine expression
    is a symbolic expression; division by 0 is UB, DESIL Table 1 "Division by zero"): 0 traps
    after lower-affine (``remsi``/``divsi`` by 0; the
    harness of ``Dialect/Affine/simplify-affine-structures.mlir``'s
    ``@semi_affine_simplification_euclidean_lemma`` drew ``s0 + s1 = 0``: crash
    eb84605c4705, signal 8). No guard keeps the map (the divisor is inside it): reported as
    unguarded, so the harness skips the function."""
    amap = ir.AffineMapAttr(op.attributes["map"]).value
    for e in amap.results:
        bad = _symbolic_divisor(e)
        if bad is not None:
            raise Unguarded(f"semi-affine division {bad}: the divisor may be 0")
    return 0


@impl("affine.delinearize_index")
def affine_delinearize_in_range(op: ir.Operation) -> int:
    """``affine.delinearize_index`` of a linear index outside its outer bound, or by a basis
    element <= 0, is undefined: the affine op docs say the basis elements "must be strictly
    positive" (a dynamic one "being 0 or negative causes undefined behavior"), their product
    must not overflow, and the outer bound (the first of N basis elements for N results) is used "to
    enable conclusions about the total size of ``%linear_index``" (canonicalize folds
    ``delinearize_index %x into (1, 1)`` to ``0, 0``, lower-affine ignores the outer bound and
    gives ``%x floordiv 1``: smith findings 7078758fbe9c and ed1991cefa69, ``%x = 1``).

    Inserts ``b' = select(1 <= b <= 4096, b, 1)`` for each dynamic basis element and, with an
    outer bound, ``x' = x remui P`` (``P`` the basis product, > 0: ``x'`` in ``[0, P)``); a
    constant ``x`` already in range is left alone.

    Raises:
        Unguarded: the basis product could reach 2^62 (no constant keeps it positive).
    """
    static = list(ir.DenseI64ArrayAttr(op.attributes["static_basis"]))
    dynamic = ir.ShapedType.get_dynamic_size()
    n_dyn = sum(1 for v in static if v == dynamic)
    bound = 1
    for v in static:
        bound *= BASIS_MAX if v == dynamic else v
    if bound >= PRODUCT_MAX:
        raise Unguarded(f"the basis {static} may multiply past 2^62")
    outer = len(static) == len(op.results)
    x = op.operands[0]
    c = const_int(x)
    product = None if n_dyn else bound
    if n_dyn == 0 and (not outer or (c is not None and 0 <= c < product)):
        return 0
    b = Builder(op)
    index = x.type
    guarded = []
    for k in range(1, 1 + n_dyn):
        e = op.operands[k]
        ok = b.binary("arith.andi", b.cmpi("sge", e, b.const(index, 1)),
                      b.cmpi("sle", e, b.const(index, BASIS_MAX)))
        op.operands[k] = b.select(ok, e, b.const(index, 1))
        guarded.append(op.operands[k])
    if not outer:
        return n_dyn
    total = b.const(index, math.prod(v for v in static if v != dynamic))
    for g in guarded:
        total = b.binary("arith.muli", total, g)
    op.operands[0] = b.binary("arith.remui", x, total)
    return n_dyn + 1
