"""Encodings of control flow: ``func.call`` (inlined), ``scf`` (``if``, ``for`` and ``while``
unrolled, ``index_switch``, ``execute_region``), ``affine`` (``for`` with constant bounds
unrolled, ``apply``/``min``/``max``), ``ub.poison`` and ``vector.print`` (the observable trace).
``cf`` branches are handled by the body runner of :mod:`judges.tv.state`.

Loops: an ``scf.for``/``affine.for`` whose bounds and step are not constants after
simplification, and an ``scf.while`` still running after :data:`WHILE_BOUND` iterations, are
unsupported (the encoding never assumes a bound it cannot prove). A poison loop bound or branch
condition is UB (LLVM LangRef: branching on poison). ``affine.if`` is unsupported: the MLIR
22.1.8 Python bindings give no access to its integer set.
"""

from __future__ import annotations

import z3
from mlir import ir

from judges.tv.state import Encoder, encoder, type_of
from judges.tv.sym import (
    INDEX_BITS,
    Scalar,
    Shaped,
    Unsupported,
    bool_of,
    int_const,
    ite,
    numel,
    pand,
    pnot,
    por,
    select_sym,
    simp,
)

WHILE_BOUND = 256  # scf.while iterations unrolled before the loop counts as unbounded


def constant_int(s: Scalar, what: str) -> int:
    """The integer value of ``s`` when it simplifies to a literal (signed).

    Raises:
        Unsupported: the value is symbolic.
    """
    v = simp(s.v)
    if not z3.is_bv_value(v):
        raise Unsupported(f"{what} is not a constant")
    return v.as_signed_long()


@encoder("func.call")
def _call(enc: Encoder, op: ir.Operation):
    callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
    return enc.call(callee, enc.operands(op))


@encoder("ub.poison")
def _poison(enc: Encoder, op: ir.Operation):
    shape, et = type_of(op.results[0].type)
    if shape is None:
        return [enc.poison_scalar(et)]
    enc.check_size(shape, op.name)
    return [Shaped(shape, (enc.poison_scalar(et),) * numel(shape), et)]


@encoder("vector.print")
def _print(enc: Encoder, op: ir.Operation):
    if len(op.operands) != 1 or "punctuation" in op.attributes and \
            "newline" not in str(op.attributes["punctuation"]):
        raise Unsupported("vector.print of a string or punctuation")
    v = enc.value(op.operands[0])
    for s in v.elems if isinstance(v, Shaped) else [v]:
        if not isinstance(s, Scalar):
            raise Unsupported("vector.print of a non-vector value")
        enc.prints.append((enc.path, s))
    return []


@encoder("scf.if")
def _if(enc: Encoder, op: ir.Operation):
    c = enc.value(op.operands[0])
    enc.add_ub(c.poison)
    taken = bool_of(c)
    with enc.under(taken):
        then_vals = enc.run_region(op.regions[0], [])
    if not list(op.regions[1].blocks):
        return []
    with enc.under(pnot(taken)):
        else_vals = enc.run_region(op.regions[1], [])
    return [select_sym(taken, a, b) for a, b in zip(then_vals, else_vals, strict=True)]


@encoder("scf.index_switch")
def _index_switch(enc: Encoder, op: ir.Operation):
    arg = enc.value(op.operands[0])
    enc.add_ub(arg.poison)
    cases = [int(x) for x in ir.DenseI64ArrayAttr(op.attributes["cases"])]
    hits = [arg.v == int_const(c, INDEX_BITS) for c in cases]
    regions = list(op.regions)  # default region first, then one per case
    with enc.under(pnot(por(*hits))):
        result = enc.run_region(regions[0], [])
    for hit, region in zip(hits, regions[1:], strict=True):
        with enc.under(hit):
            vals = enc.run_region(region, [])
        result = [select_sym(hit, v, r) for v, r in zip(vals, result, strict=True)]
    return result


@encoder("scf.execute_region")
def _execute_region(enc: Encoder, op: ir.Operation):
    return enc.run_region(op.regions[0], [])


@encoder("scf.for")
def _for(enc: Encoder, op: ir.Operation):
    lb, ub, step, *inits = enc.operands(op)
    for s in (lb, ub, step):
        enc.add_ub(s.poison)
    width = lb.v.size()
    lo, hi, st = (constant_int(s, f"scf.for {n}") for s, n in
                  ((lb, "lower bound"), (ub, "upper bound"), (step, "step")))
    if "unsignedCmp" in op.attributes:
        mask = (1 << width) - 1
        lo, hi, st = lo & mask, hi & mask, st & mask
    if st <= 0:
        raise Unsupported("scf.for with a non-positive step")
    return unroll_for(enc, op, lo, hi, st, width, inits)


def unroll_for(enc: Encoder, op: ir.Operation, lo: int, hi: int, st: int, width: int,
               inits: list) -> list:
    """The body region of ``op`` run for ``lo, lo + st, ... < hi`` with the induction value
    (``width`` bits) and the carried values; returns the final carried values."""
    trips = max(0, (hi - lo + st - 1) // st)
    enc.count_unroll(trips, op.name)
    carried = list(inits)
    for k in range(trips):
        iv = Scalar(int_const(lo + k * st, width))
        carried = enc.run_region(op.regions[0], [iv, *carried])
    return carried


def unroll_while(enc: Encoder, op: ir.Operation, before, after, carried: list) -> list:
    """A while loop unrolled: ``before(carried)`` gives ``(condition, forwarded)``, the loop
    exits with ``forwarded`` where the condition is false, else ``after(forwarded)`` gives
    the next carried values. Each iteration runs on the path where the loop is still going;
    a poison condition is UB. Unsupported when the loop may still run after
    :data:`WHILE_BOUND` iterations."""
    live = enc.path
    exits: list[tuple[z3.BoolRef, list]] = []
    saved = enc.path
    try:
        for _ in range(WHILE_BOUND):
            enc.path = live
            cond, forwarded = before(carried)
            enc.add_ub(cond.poison)
            go = bool_of(cond)
            exits.append((pand(live, pnot(go)), forwarded))
            live = simp(pand(live, go))
            if z3.is_false(live):
                break
            enc.path = live
            enc.count_unroll(1, op.name)
            carried = after(forwarded)
        else:
            if _satisfiable(live):
                raise Unsupported(f"{op.name} running more than {WHILE_BOUND} iterations")
    finally:
        enc.path = saved
    result = list(exits[-1][1])
    for c, vals in reversed(exits[:-1]):
        result = [select_sym(c, v, r) for v, r in zip(vals, result, strict=True)]
    return result


@encoder("scf.while")
def _while(enc: Encoder, op: ir.Operation):
    def before(carried: list):
        term, vals = enc.run_block(list(op.regions[0].blocks)[0], carried)
        if term.name != "scf.condition":
            raise Unsupported(f"scf.while before region ending in {term.name}")
        return vals[0], vals[1:]

    return unroll_while(enc, op, before, lambda fwd: enc.run_region(op.regions[1], fwd),
                        enc.operands(op))


def _satisfiable(cond: z3.BoolRef) -> bool:
    s = z3.Solver()
    s.set("timeout", 10_000)
    s.add(cond)
    return s.check() != z3.unsat


# ---- affine --------------------------------------------------------------------------------


def affine_expr(e: ir.AffineExpr, dims: list[z3.BitVecRef], syms: list[z3.BitVecRef],
                enc: Encoder) -> z3.BitVecRef:
    """Evaluate an affine expression on 64-bit index terms (floordiv/ceildiv/mod with the
    mathematical floor semantics of the affine dialect; a zero divisor is UB)."""
    w = INDEX_BITS
    if isinstance(e, ir.AffineConstantExpr):
        return int_const(ir.AffineConstantExpr(e).value, w)
    if isinstance(e, ir.AffineDimExpr):
        return dims[ir.AffineDimExpr(e).position]
    if isinstance(e, ir.AffineSymbolExpr):
        return syms[ir.AffineSymbolExpr(e).position]
    for cls in (ir.AffineAddExpr, ir.AffineMulExpr, ir.AffineModExpr, ir.AffineFloorDivExpr,
                ir.AffineCeilDivExpr):
        if isinstance(e, cls):
            b = cls(e)
            x = affine_expr(b.lhs, dims, syms, enc)
            y = affine_expr(b.rhs, dims, syms, enc)
            if cls is ir.AffineAddExpr:
                return x + y
            if cls is ir.AffineMulExpr:
                return x * y
            enc.add_ub(y == 0)
            q, r = x / y, z3.SRem(x, y)
            zero = int_const(0, w)
            if cls is ir.AffineModExpr:
                return ite(pand(r != 0, (r < zero) != (y < zero)), r + y, r)
            if cls is ir.AffineFloorDivExpr:
                return ite(pand(r != 0, (x < zero) != (y < zero)), q - 1, q)
            return ite(pand(r != 0, (x < zero) == (y < zero)), q + 1, q)
    raise Unsupported(f"affine expression {e}")


def affine_map(enc: Encoder, attr: ir.Attribute, operands: list[Scalar]) -> list[z3.BitVecRef]:
    m = ir.AffineMapAttr(attr).value
    for s in operands:
        enc.add_ub(s.poison)
    dims = [s.v for s in operands[:m.n_dims]]
    syms = [s.v for s in operands[m.n_dims:]]
    return [affine_expr(e, dims, syms, enc) for e in m.results]


@encoder("affine.apply")
def _apply(enc: Encoder, op: ir.Operation):
    return [Scalar(affine_map(enc, op.attributes["map"], enc.operands(op))[0])]


@encoder("affine.min", "affine.max")
def _minmax(enc: Encoder, op: ir.Operation):
    vals = affine_map(enc, op.attributes["map"], enc.operands(op))
    r = vals[0]
    for v in vals[1:]:
        r = ite((v < r) if op.name == "affine.min" else (v > r), v, r)
    return [Scalar(r)]


@encoder("affine.for")
def _affine_for(enc: Encoder, op: ir.Operation):
    n_lb, n_ub, _ = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    ops = enc.operands(op)
    lbs = affine_map(enc, op.attributes["lowerBoundMap"], ops[:n_lb])
    ubs = affine_map(enc, op.attributes["upperBoundMap"], ops[n_lb:n_lb + n_ub])
    inits = ops[n_lb + n_ub:]

    def const(t: z3.BitVecRef, what: str) -> int:
        return constant_int(Scalar(t), f"affine.for {what}")

    lo = max(const(t, "lower bound") for t in lbs)
    hi = min(const(t, "upper bound") for t in ubs)
    return unroll_for(enc, op, lo, hi, ir.IntegerAttr(op.attributes["step"]).value, INDEX_BITS,
                      inits)


@encoder("affine.if")
def _affine_if(enc: Encoder, op: ir.Operation):
    raise Unsupported("affine.if (its integer set is not readable from the Python bindings)")

