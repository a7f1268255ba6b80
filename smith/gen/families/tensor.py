"""tensor dialect families (MLIR Tensor dialect docs, mlir.llvm.org/docs/Dialects/TensorOps).

Shapes are static; index operands are pooled index values or constants (ubfix clamps them:
``tensor_index``, ``tensor_slice_offsets``, ``dim_index``); ``tensor.cast`` goes to a
partially dynamic type and back (ubfix guards the dynamic -> static cast). ``tensor.empty`` is
emitted raw sometimes: ubfix's ``uninitialized_tensor`` rule fills it before any read.
"""

from __future__ import annotations

from ground.errors import Reject
from smith.gen.builder import Builder
from smith.gen.families.linalg import fold_sinks
from smith.gen.families.registry import family
from smith.gen.families.shaped import (
    IDX,
    build_region,
    elem_of,
    generic_regions,
    index_operands,
    names,
    pick_tensor,
    reenter,
    small_shape,
)
from smith.gen.spec import OpSpec
from smith.gen.types import Scalar, Tensor


def _dyn(t: Tensor, mask: list[bool]) -> str:
    dims = "".join(("?" if m else str(d)) + "x" for d, m in zip(t.shape, mask))
    return f"tensor<{dims}{t.elem}>"


@family("tensor_empty")
def tensor_empty(b: Builder, spec: OpSpec) -> None:
    """``tensor.empty`` (+ ``linalg.fill`` with a pooled scalar, usually)."""
    ty = Tensor(small_shape(b), elem_of(b))
    e = b.emit_text(spec.name, [], [ty], lambda: f"tensor.empty() : {ty.render()}",
                    pool=b.draw.boolean(0.2))[0]
    if e in b.pool:
        return
    s = b.get(Scalar(ty.elem))
    b.emit_text("linalg.fill", [s, e], [ty], lambda: (
        f"linalg.fill ins({s.name} : {s.type.render()}) outs({e.name} : {ty.render()}) -> "
        f"{ty.render()}"))


@family("tensor_extract")
def tensor_extract(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b)
    idx = index_operands(b, t.type.shape)
    b.emit_text(spec.name, [t] + idx, [Scalar(t.type.elem)], lambda: (
        f"tensor.extract {t.name}[{names(idx)}] : {t.type.render()}"))


@family("tensor_insert")
def tensor_insert(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b)
    s = b.get(Scalar(t.type.elem))
    idx = index_operands(b, t.type.shape)
    b.emit_text(spec.name, [s, t] + idx, [t.type], lambda: (
        f"tensor.insert {s.name} into {t.name}[{names(idx)}] : {t.type.render()}"))


def _slice_params(b: Builder, shape: tuple[int, ...]):
    """(offsets as text/values, sizes, strides) of an in-bounds slice of ``shape``; a dynamic
    offset is a pooled index value (ubfix clamps it to ``dim - (size-1)*stride``)."""
    offs, dyn, sizes, strides = [], [], [], []
    for d in shape:
        st = b.draw.choice((1, 1, 2)) if d > 2 else 1
        size = b.draw.integer(1, (d - 1) // st + 1)
        room = d - (size - 1) * st - 1
        strides.append(st)
        sizes.append(size)
        if b.draw.boolean(0.3):
            v = b.index_value(p_dynamic=1.0)
            dyn.append(v)
            offs.append(v.name)
        else:
            offs.append(str(b.draw.integer(0, room)))
    return offs, dyn, sizes, strides


def _list(xs) -> str:
    return "[" + ", ".join(map(str, xs)) + "]"


@family("tensor_extract_slice")
def tensor_extract_slice(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b, lambda t: t.rank >= 1 and t.numel > 0)
    offs, dyn, sizes, strides = _slice_params(b, t.type.shape)
    out = Tensor(tuple(sizes), t.type.elem)
    b.emit_text(spec.name, [t] + dyn, [out], lambda: (
        f"tensor.extract_slice {t.name}{_list(offs)} {_list(sizes)} {_list(strides)} : "
        f"{t.type.render()} to {out.render()}"))


@family("tensor_insert_slice")
def tensor_insert_slice(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b, lambda t: t.rank >= 1 and t.numel > 0)
    offs, dyn, sizes, strides = _slice_params(b, t.type.shape)
    src = b.get(Tensor(tuple(sizes), t.type.elem))
    b.emit_text(spec.name, [src, t] + dyn, [t.type], lambda: (
        f"tensor.insert_slice {src.name} into {t.name}{_list(offs)} {_list(sizes)} "
        f"{_list(strides)} : {src.type.render()} into {t.type.render()}"))


@family("tensor_from_elements")
def tensor_from_elements(b: Builder, spec: OpSpec) -> None:
    ty = Tensor(small_shape(b, max_numel=8), elem_of(b))
    elems = [b.get(Scalar(ty.elem)) for _ in range(ty.numel)]
    b.emit_text(spec.name, elems, [ty], lambda: (
        f"tensor.from_elements {names(elems)} : {ty.render()}"))


@family("tensor_splat")
def tensor_splat(b: Builder, spec: OpSpec) -> None:
    ty = Tensor(small_shape(b), elem_of(b))
    s = b.get(Scalar(ty.elem))
    b.emit_text(spec.name, [s], [ty], lambda: f"tensor.splat {s.name} : {ty.render()}")


@family("tensor_dim")
def tensor_dim(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b, lambda t: t.rank >= 1)
    i = b.index_value(p_dynamic=0.3) if b.draw.boolean(0.5) else b.index_const(
        b.draw.integer(0, t.type.rank - 1))
    b.emit_text(spec.name, [t, i], [IDX], lambda: (
        f"tensor.dim {t.name}, {i.name} : {t.type.render()}"))


@family("tensor_cast")
def tensor_cast(b: Builder, spec: OpSpec) -> None:
    """static -> partially dynamic -> static (the second cast is checked by ubfix)."""
    t = pick_tensor(b, lambda t: t.rank >= 1)
    mask = [b.draw.boolean(0.6) for _ in t.type.shape]
    if not any(mask):
        mask[0] = True
    dty = _dyn(t.type, mask)
    name = b.new_name()
    t.uses += 1
    b.lines.append(f"{name} = tensor.cast {t.name} : {t.type.render()} to {dty}")
    b.op_counts[spec.name] += 1
    b.emit_text(spec.name, [], [t.type], lambda: f"tensor.cast {name} : {dty} to {t.type.render()}")


def _groups(rank: int, b: Builder) -> list[list[int]]:
    """A random reassociation of ``rank`` dims into contiguous groups."""
    groups, cur = [], [0]
    for d in range(1, rank):
        if b.draw.boolean(0.5):
            cur.append(d)
        else:
            groups.append(cur)
            cur = [d]
    groups.append(cur)
    return groups


@family("tensor_collapse_shape")
def tensor_collapse_shape(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b, lambda t: t.rank >= 2)
    groups = _groups(t.type.rank, b)
    shape = []
    for g in groups:
        n = 1
        for d in g:
            n *= t.type.shape[d]
        shape.append(n)
    out = Tensor(tuple(shape), t.type.elem)
    b.emit_text(spec.name, [t], [out], lambda: (
        f"tensor.collapse_shape {t.name} {groups} : {t.type.render()} into {out.render()}"))


@family("tensor_expand_shape")
def tensor_expand_shape(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b, lambda t: 1 <= t.rank <= 2)
    groups, shape, k = [], [], 0
    for d in t.type.shape:
        factors = [f for f in (2, 3, 4) if d % f == 0 and d > f]
        if factors and b.draw.boolean(0.7):
            f = b.draw.choice(factors)
            shape += [f, d // f]
            groups.append([k, k + 1])
            k += 2
        elif b.draw.boolean(0.3):
            shape += [d, 1]
            groups.append([k, k + 1])
            k += 2
        else:
            shape.append(d)
            groups.append([k])
            k += 1
    out = Tensor(tuple(shape), t.type.elem)
    b.emit_text(spec.name, [t], [out], lambda: (
        f"tensor.expand_shape {t.name} {groups} output_shape {_list(shape)} : "
        f"{t.type.render()} into {out.render()}"))


@family("tensor_pad")
def tensor_pad(b: Builder, spec: OpSpec) -> None:
    t = pick_tensor(b, lambda t: t.rank >= 1)
    low = [b.draw.integer(0, 2) for _ in t.type.shape]
    high = [b.draw.integer(0, 2) for _ in t.type.shape]
    out = Tensor(tuple(d + lo + hi for d, lo, hi in zip(t.type.shape, low, high)), t.type.elem)
    if out.numel > 256:
        raise Reject("pad too large")
    pv = b.get(Scalar(t.type.elem))
    pv.uses += 1
    args = [b.block_arg(IDX) for _ in t.type.shape]
    arg_text = ", ".join(f"{a.name}: index" for a in args)

    def text():
        return [f"tensor.pad {t.name} low{_list(low)} high{_list(high)} {{",
                f"^bb0({arg_text}):",
                f"  tensor.yield {pv.name} : {pv.type.render()}",
                f"}} : {t.type.render()} to {out.render()}"]

    b.emit_text(spec.name, [t], [out], text)


@family("tensor_generate")
def tensor_generate(b: Builder, spec: OpSpec) -> None:
    """``tensor.generate`` whose body is drawn from the template (scalar ops); it yields a
    value of the element type computed from the indices when possible."""
    ty = Tensor(small_shape(b, rank=b.draw.integer(1, 3)), elem_of(b))
    args = [b.block_arg(IDX) for _ in ty.shape]
    r = build_region(b, 0, args, kind="scalar")

    with reenter(b, r):
        y = fold_sinks(b, _scalar_from(b, r, ty.elem, args), r.sinks)
        y.uses += 1
        b.lines.append(f"tensor.yield {y.name} : {ty.elem}")
    body = generic_regions([(args, r.lines)])

    def text():
        lines = ["tensor.generate {"] + body[1:-1] + [f"}} : {ty.render()}"]
        return lines

    b.emit_text(spec.name, [], [ty], text)


def _scalar_from(b: Builder, r, elem: str, idx_args) -> object:
    """A value of ``elem`` for a scalar region's yield: a sink of that type, else a visible
    value, else a cast of an index block argument (so the body depends on the indices)."""
    ty = Scalar(elem)
    m = next((s for s in r.sinks if s.type == ty), None)
    if m is not None:
        return m
    if idx_args and b.draw.boolean(0.7):
        a = b.draw.choice(idx_args)
        if elem.startswith("i"):
            return b.emit_text("arith.index_cast", [a], [ty], lambda: (
                f"arith.index_cast {a.name} : index to {elem}"), kind="glue")[0]
        i = b.emit_text("arith.index_cast", [a], [Scalar("i32")], lambda: (
            f"arith.index_cast {a.name} : index to i32"), kind="glue")[0]
        return b.emit_text("arith.sitofp", [i], [ty], lambda: (
            f"arith.sitofp {i.name} : i32 to {elem}"), kind="glue")[0]
    return b.get(ty)
