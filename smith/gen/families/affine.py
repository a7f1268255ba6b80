"""affine dialect families (MLIR Affine dialect docs, mlir.llvm.org/docs/Dialects/Affine).

Affine operands are only valid dims/symbols ("Restrictions on Dimensions and Symbols"):
``affine.for`` induction variables, index values defined at the top level of the function, and
constants (``Value.affine_ok``). ``affine.for`` has constant bounds (trip count <= 8).
``affine.load``/``store`` maps are drawn freely; ubfix's ``affine_access_bounds`` rule wraps
each map result in ``mod dim`` (always in bounds, a static repair).
"""

from __future__ import annotations

import re

from smith.gen.builder import Builder, Value
from smith.gen.families.registry import family
from smith.gen.families.shaped import (
    IDX,
    alternatives_yields,
    build_region,
    generic_regions,
    loop_carried,
    names,
    pick_memref,
    pooled_types,
    result_value_kw,
    types,
)
from smith.gen.pool import AFFINE_OPERAND
from smith.gen.spec import OpSpec
from smith.gen.types import Scalar


def _affine_operands(b: Builder, k: int) -> list[Value]:
    """``k`` valid dim/symbol operands (the pool's :data:`AFFINE_OPERAND` values). Results of
    multi-result ops (``%4#3``) are not among them: MLIR 22.1.8 prints ``affine.load/store
    %m[%4#3 floordiv 2]`` but cannot parse it back ("expected ']' in affine map"), so the
    printed program would not re-parse."""
    out = []
    for _ in range(k):
        v = b.pick(p_reuse=0.8, within=[AFFINE_OPERAND])
        out.append(v if v is not None else b.index_const(b.draw.integer(0, 7)))
    return out


def _expr(b: Builder, n: int) -> str:
    """A random affine expression over d0..d{n-1} with small positive constants."""
    if n == 0 or b.draw.boolean(0.15):
        return str(b.draw.integer(0, 5))
    d = f"d{b.draw.integer(0, n - 1)}"
    form = b.draw.integer(0, 5)
    c = b.draw.integer(1, 4)
    if form == 0:
        return d
    if form == 1:
        return f"{d} + {c}"
    if form == 2:
        return f"{d} * {c}"
    if form == 3:
        return f"{d} floordiv {c + 1}"
    if form == 4:
        return f"{d} mod {c + 1}"
    e = f"d{b.draw.integer(0, n - 1)}"
    return f"{d} + {e}"


def _compact(exprs: list[str], ops: list[Value]) -> tuple[int, list[str], list[Value]]:
    """Drop the operands whose dim does not occur in ``exprs`` and renumber the rest: the
    custom printer drops unused map operands, so they would silently vanish (and the values
    they carried would look used while being dead)."""
    used = sorted({int(m) for e in exprs for m in re.findall(r"d(\d+)", e)})
    ren = {old: new for new, old in enumerate(used)}
    out = [re.sub(r"d(\d+)", lambda m: f"x{ren[int(m.group(1))]}", e) for e in exprs]
    return len(used), [e.replace("x", "d") for e in out], [ops[i] for i in used]


def _map(n: int, exprs: list[str]) -> str:
    ds = ", ".join(f"d{i}" for i in range(n))
    return f"affine_map<({ds}) -> ({', '.join(exprs)})>"


@family("affine_for")
def affine_for(b: Builder, spec: OpSpec) -> None:
    lb = b.draw.integer(0, 2)
    step = b.draw.choice((1, 1, 2))
    ub = lb + step * b.draw.integer(0, 6)
    carried = [(b.get(t), b.block_arg(t))
               for t in pooled_types(b, b.draw.integer(0, 2), tensors=False)]
    iv = b.block_arg(IDX, affine_dim=True)
    r = build_region(b, 0, [iv] + [a for _, a in carried])
    inits, bargs = loop_carried(b, r, carried, "affine.yield")
    res = [a.type for a in bargs]
    iters = ", ".join(f"{a.name} = {i.name}" for a, i in zip(bargs, inits))

    def text():
        head = f"affine.for {iv.name} = {lb} to {ub} step {step}"
        if bargs:
            head += f" iter_args({iters}) -> ({', '.join(t.render() for t in res)})"
        return [head + " {"] + ["  " + ln for ln in r.lines] + ["}"]

    out = b.emit_text(spec.name, inits, res, text)
    for v in out:
        if result_value_kw(v.type):
            v.root = True


@family("affine_if")
def affine_if(b: Builder, spec: OpSpec) -> None:
    n = b.draw.integer(1, 2)
    ops = _affine_operands(b, n)
    conds = []
    for _ in range(b.draw.integer(1, 2)):
        e = _expr(b, n)
        conds.append(f"{e} - {b.draw.integer(0, 4)} >= 0" if b.draw.boolean(0.7)
                     else f"{e} - {b.draw.integer(0, 4)} == 0")
    n, conds, ops = _compact(conds, ops)
    ds = ", ".join(f"d{i}" for i in range(n))
    cset = f"affine_set<({ds}) : ({', '.join(conds)})>"
    regions = [build_region(b, 0), build_region(b, 1)]
    res_types, _ = alternatives_yields(b, regions, "affine.yield", tensors=False)

    def text():
        body = generic_regions([(r.args, r.lines) for r in regions])
        body[0] = f'"affine.if"({names(ops)}) <{{condition = {cset}}}> ' + body[0]
        body[-1] += f" : ({types(ops)}) -> ({', '.join(t.render() for t in res_types)})"
        return body

    out = b.emit_text(spec.name, ops, res_types, text)
    for v in out:
        if result_value_kw(v.type):
            v.root = True


@family("affine_load")
def affine_load(b: Builder, spec: OpSpec) -> None:
    m = pick_memref(b, identity=True)
    n = b.draw.integer(0, 2)
    ops = _affine_operands(b, n)
    n, exprs, ops = _compact([_expr(b, n) for _ in m.type.shape], ops)
    amap = _map(n, exprs)
    b.emit_text(spec.name, [m] + ops, [Scalar(m.type.elem)], lambda: (
        f'"affine.load"({names([m] + ops)}) <{{map = {amap}}}> : ({types([m] + ops)}) -> '
        f"{m.type.elem}"))


@family("affine_store")
def affine_store(b: Builder, spec: OpSpec) -> None:
    m = pick_memref(b, identity=True, writable=True)
    s = b.get(Scalar(m.type.elem))
    n = b.draw.integer(0, 2)
    ops = _affine_operands(b, n)
    n, exprs, ops = _compact([_expr(b, n) for _ in m.type.shape], ops)
    amap = _map(n, exprs)
    b.emit_text(spec.name, [s, m] + ops, [], lambda: (
        f'"affine.store"({names([s, m] + ops)}) <{{map = {amap}}}> : '
        f"({types([s, m] + ops)}) -> ()"))
    m.uses -= 1


@family("affine_apply")
def affine_apply(b: Builder, spec: OpSpec) -> None:
    """``affine.apply`` / ``affine.min`` / ``affine.max`` (``params.results``: number of map
    results; apply has exactly one)."""
    n = b.draw.integer(1, 3)
    ops = _affine_operands(b, n)
    k = 1 if spec.name == "affine.apply" else b.draw.integer(1, 3)
    exprs = [_expr(b, n) for _ in range(k)]
    if len(exprs) > 1 and b.draw.boolean(0.5):
        exprs[0] = " + ".join(exprs[:2])
    n, exprs, ops = _compact(exprs, ops)
    amap = _map(n, exprs)
    b.emit_text(spec.name, ops, [IDX], lambda: (
        f'"{spec.name}"({names(ops)}) <{{map = {amap}}}> : ({types(ops)}) -> index'))
