"""linalg families on tensors (MLIR Linalg dialect docs, mlir.llvm.org/docs/Dialects/Linalg).

Static shapes chosen consistent by construction (the verifier checks them). DPS inits are
``tensor.empty`` when the op overwrites every element, ``tensor.empty`` + ``linalg.fill`` when it
reads its init (matmul, reduce, reductions in generic, map). ``linalg.generic`` bodies are drawn
from the template (scalar ops); every other value its body computes leaves it through an extra
output (parallel generics yield it; reduction generics fold its integer image into the extra
output with ``addi``, which is order-independent), so the checksum sees it.
Float reductions use only order-independent combiners (``maximumf``/``minimumf``), so that
lowering paths that reassociate cannot legitimately disagree.
"""

from __future__ import annotations

from ground.errors import Reject
from smith.gen.builder import Builder, Value
from smith.gen.families.registry import family
from smith.gen.families.shaped import (
    INT_ELEMS,
    build_region,
    elem_of,
    init_tensor,
    names,
    pick_tensor,
    reenter,
    render_region,
    small_shape,
    types,
)
from smith.gen.layouts import region_layout
from smith.gen.spec import OpSpec
from smith.gen.types import Scalar, Tensor, bitwidth, is_float

INT_COMBINERS = ("arith.addi", "arith.muli", "arith.xori", "arith.ori", "arith.andi",
                 "arith.maxsi", "arith.minui")
FLOAT_COMBINERS = ("arith.maximumf", "arith.minimumf")


def _dps(b: Builder, spec: OpSpec, ins: list[Value], out: Tensor, read: bool,
         attr: str = "") -> Value:
    init = init_tensor(b, out, read)
    return b.emit_text(spec.name, ins + [init], [out], lambda: (
        f"{spec.name} ins({names(ins)} : {types(ins)}) outs({init.name} : {out.render()})"
        + (f" {attr}" if attr else "") + (f" -> {out.render()}" if not attr else "")))[0]


@family("linalg_elementwise")
def linalg_elementwise(b: Builder, spec: OpSpec) -> None:
    """Named elementwise ops: ``params.arity`` inputs of the output type; ``params.floats``
    restricts to float element types (math-like ops; ``linalg.div`` on integers is excluded:
    see ubfix rule ``linalg_int_division`` for such input)."""
    arity = int(spec.params.get("arity", 2))
    floats = True if spec.params.get("floats") else None
    t = pick_tensor(b, lambda t: t.rank >= 1, floats=floats)
    ins = [t] + [b.get(t.type) for _ in range(arity - 1)]
    _dps(b, spec, ins, t.type, read=False)


@family("linalg_matmul")
def linalg_matmul(b: Builder, spec: OpSpec) -> None:
    a = pick_tensor(b, rank=2)
    m, k = a.type.shape
    n = b.draw.choice((1, 2, 3, 4))
    rhs = b.get(Tensor((k, n), a.type.elem))
    _dps(b, spec, [a, rhs], Tensor((m, n), a.type.elem), read=True)


@family("linalg_copy")
def linalg_copy(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b)
    _dps(b, spec, [t], t.type, read=False)


@family("linalg_fill")
def linalg_fill(b: Builder, spec: OpSpec) -> None:
    ty = Tensor(small_shape(b), elem_of(b))
    s = b.get(Scalar(ty.elem))
    _dps(b, spec, [s], ty, read=False)


@family("linalg_transpose")
def linalg_transpose(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b, lambda t: t.rank >= 2)
    perm = b.draw.shuffle(list(range(t.type.rank)))
    out = Tensor(tuple(t.type.shape[p] for p in perm), t.type.elem)
    _dps(b, spec, [t], out, read=False, attr=f"permutation = {perm}")


@family("linalg_broadcast")
def linalg_broadcast(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b, lambda t: t.rank <= 2 and t.numel <= 16)
    out_rank = t.type.rank + b.draw.integer(1, 2)
    added = sorted(b.draw.sample(range(out_rank), out_rank - t.type.rank))
    src = iter(t.type.shape)
    shape = tuple(b.draw.choice((1, 2, 3)) if d in added else next(src) for d in range(out_rank))
    _dps(b, spec, [t], Tensor(shape, t.type.elem), read=False, attr=f"dimensions = {added}")


@family("linalg_reduce")
def linalg_reduce(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b, lambda t: t.rank >= 1)
    dims = sorted(b.draw.sample(range(t.type.rank), b.draw.integer(1, t.type.rank)))
    out = Tensor(tuple(d for i, d in enumerate(t.type.shape) if i not in dims), t.type.elem)
    init = init_tensor(b, out, read=True)
    comb = b.draw.choice(FLOAT_COMBINERS if is_float(t.type.elem) else INT_COMBINERS)
    x, acc, r = b.new_name(), b.new_name(), b.new_name()
    e = t.type.elem

    def text():
        return [f"linalg.reduce ins({t.name} : {t.type.render()}) outs({init.name} : "
                f"{out.render()}) dimensions = {dims}",
                f"  ({x}: {e}, {acc}: {e}) {{",
                f"    {r} = {comb} {x}, {acc} : {e}",
                f"    linalg.yield {r} : {e}",
                "  }"]

    b.emit_text(spec.name, [t, init], [out], text)


@family("linalg_map")
def linalg_map(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b, lambda t: t.rank >= 1)
    n_in = b.draw.integer(1, 2)
    ins = [t] + [b.get(t.type) for _ in range(n_in - 1)]
    out = Tensor(t.type.shape, elem_of(b))
    init = init_tensor(b, out, read=True)
    args = [b.block_arg(Scalar(v.type.elem)) for v in ins]
    if region_layout(spec.name) == "inputs_init":  # the init's element too (MLIR 22 on)
        args.append(b.block_arg(Scalar(out.elem)))
    r = build_region(b, 0, args, kind="scalar")
    with reenter(b, r):
        y = fold_sinks(b, _yield_value(b, r, out.elem, args), r.sinks)
        y.uses += 1
        b.lines.append(f"linalg.yield {y.name} : {out.elem}")
    arg_text = ", ".join(f"{a.name}: {a.type.render()}" for a in args)

    def text():
        return ([f"linalg.map ins({names(ins)} : {types(ins)}) outs({init.name} : "
                 f"{out.render()}) ({arg_text}) {{"] + ["  " + ln for ln in r.lines] + ["}"])

    b.emit_text(spec.name, ins + [init], [out], text)


def _yield_value(b: Builder, r, elem: str, args: list[Value]) -> Value:
    ty = Scalar(elem)
    m = next((s for s in r.sinks if s.type == ty), None)
    if m is not None:
        return m
    m = next((a for a in args if a.type == ty and b.draw.boolean(0.8)), None)
    return m if m is not None else b.get(ty)


def _int_image(b: Builder, v: Value) -> Value:
    """An integer value carrying every bit of scalar ``v`` (for order-independent folding)."""
    e = v.type.elem
    if e == "index":
        return b.emit_text("arith.index_cast", [v], [Scalar("i64")], lambda: (
            f"arith.index_cast {v.name} : index to i64"), kind="glue", pool=False)[0]
    if e == "i1":
        return b.emit_text("arith.extui", [v], [Scalar("i8")], lambda: (
            f"arith.extui {v.name} : i1 to i8"), kind="glue", pool=False)[0]
    if is_float(e):
        it = f"i{bitwidth(e)}"
        return b.emit_text("arith.bitcast", [v], [Scalar(it)], lambda: (
            f"arith.bitcast {v.name} : {e} to {it}"), kind="glue", pool=False)[0]
    return v


def fold_sinks(b: Builder, y: Value, sinks: list[Value]) -> Value:
    """Fold every other sink of a scalar region into its single yielded value ``y``
    (``linalg.map``, ``tensor.generate``): ``y' = y xor image(s)``, in the integer type of
    ``y``'s width (floats through ``arith.bitcast``; wider images truncated, narrower
    zero-extended), so values computed in the body still reach the checksum."""
    extra = [s for s in sinks if s is not y and not s.uses]
    if not extra:
        return y
    e = y.type.elem
    w = bitwidth(e)
    it = Scalar(f"i{w}")
    acc = y if not is_float(e) else b.emit_text("arith.bitcast", [y], [it], lambda: (
        f"arith.bitcast {y.name} : {e} to {it.elem}"), kind="glue", pool=False)[0]
    if e == "index":
        it = Scalar("index")
    for s in extra:
        img = _int_image(b, s)
        iw = bitwidth(img.type.elem)
        if e == "index":
            img = b.emit_text("arith.index_cast", [img], [it], lambda img=img: (
                f"arith.index_cast {img.name} : {img.type.elem} to index"), kind="glue",
                pool=False)[0]
        elif iw > w:
            img = b.emit_text("arith.trunci", [img], [it], lambda img=img: (
                f"arith.trunci {img.name} : {img.type.elem} to {it.elem}"), kind="glue",
                pool=False)[0]
        elif iw < w:
            img = b.emit_text("arith.extui", [img], [it], lambda img=img: (
                f"arith.extui {img.name} : {img.type.elem} to {it.elem}"), kind="glue",
                pool=False)[0]
        acc = b.emit_text("arith.xori", [acc, img], [it], lambda acc=acc, img=img: (
            f"arith.xori {acc.name}, {img.name} : {it.elem}"), kind="glue", pool=False)[0]
    if is_float(e):
        acc = b.emit_text("arith.bitcast", [acc], [y.type], lambda acc=acc: (
            f"arith.bitcast {acc.name} : {it.elem} to {e}"), kind="glue", pool=False)[0]
    return acc


def _map(dims: list[int], n: int) -> str:
    ds = ", ".join(f"d{i}" for i in range(n))
    return f"affine_map<({ds}) -> ({', '.join(f'd{i}' for i in dims)})>"


@family("linalg_generic")
def linalg_generic(b: Builder, spec: OpSpec) -> None:
    """Iteration space of rank 1-3; inputs indexed by identity, a permutation, or a subset of
    the loops (broadcast); some loops may be reductions (not indexed by the outputs)."""
    t = pick_tensor(b, lambda t: 1 <= t.rank <= 3 and t.numel <= 64)
    n = t.type.rank
    loops = list(t.type.shape)
    perm0 = b.draw.shuffle(list(range(n))) if b.draw.boolean(0.3) else list(range(n))
    # input 0 has shape t: loop perm0[i] has extent t.shape[i]
    extent = [0] * n
    for i, p in enumerate(perm0):
        extent[p] = loops[i]
    red = [d for d in range(n) if n > 1 and b.draw.boolean(0.25)]
    if len(red) == n:
        red = red[1:]
    par = [d for d in range(n) if d not in red]
    ins, maps = [t], [_map(perm0, n)]
    for _ in range(b.draw.integer(0, 2)):
        sub = sorted(b.draw.sample(range(n), b.draw.integer(0, n)))
        it = Tensor(tuple(extent[d] for d in sub), elem_of(b))
        ins.append(b.get(it))
        maps.append(_map(sub, n))
    out_e = elem_of(b)
    out_t = Tensor(tuple(extent[d] for d in par), out_e)
    args = [b.block_arg(Scalar(v.type.elem)) for v in ins]
    out_arg = b.block_arg(Scalar(out_e))
    r = build_region(b, 0, args + [out_arg], kind="scalar")
    extra_args: list[Value] = []
    with reenter(b, r):
        y = _yield_value(b, r, out_e, args + ([out_arg] if red else []))
        if red and y is not out_arg and out_e in INT_ELEMS:  # accumulate: order-independent
            y = b.emit_text("arith.addi", [y, out_arg], [Scalar(out_e)], lambda: (
                f"arith.addi {y.name}, {out_arg.name} : {out_e}"), kind="glue", pool=False)[0]
        elif red and is_float(out_e) and y is not out_arg:
            y = b.emit_text("arith.maximumf", [y, out_arg], [Scalar(out_e)], lambda: (
                f"arith.maximumf {y.name}, {out_arg.name} : {out_e}"), kind="glue",
                pool=False)[0]
        ys = [y]
        for s in r.sinks:
            if s is y or s.uses:
                continue
            if red:
                img = _int_image(b, s)
                a = b.block_arg(img.type)
                acc = b.emit_text("arith.addi", [img, a], [img.type], lambda img=img, a=a: (
                    f"arith.addi {img.name}, {a.name} : {img.type.render()}"), kind="glue",
                    pool=False)[0]
                extra_args.append(a)
                ys.append(acc)
            else:
                v = s if s.type.elem != "i1" else _int_image(b, s)
                extra_args.append(b.block_arg(v.type))
                ys.append(v)
        for v in ys:
            v.uses += 1
        b.lines.append(f"linalg.yield {names(ys)} : {types(ys)}")
    outs_t = [out_t] + [Tensor(out_t.shape, a.type.elem) for a in extra_args]
    if any(o.numel > 256 for o in outs_t):
        raise Reject("generic output too large")
    inits = [init_tensor(b, o, read=True) for o in outs_t]
    out_map = _map(par, n)
    all_maps = maps + [out_map] * len(outs_t)
    iters = ", ".join('"reduction"' if d in red else '"parallel"' for d in range(n))
    block = render_region(args + [out_arg] + extra_args, r.lines)

    def text():
        head = (f"linalg.generic {{indexing_maps = [{', '.join(all_maps)}], iterator_types = "
                f"[{iters}]}} ins({names(ins)} : {types(ins)}) outs({names(inits)} : "
                f"{', '.join(o.render() for o in outs_t)}) {{")
        return ([head] + ["  " + ln for ln in block]
                + [f"}} -> ({', '.join(o.render() for o in outs_t)})"])

    b.emit_text(spec.name, ins + inits, outs_t, text)
