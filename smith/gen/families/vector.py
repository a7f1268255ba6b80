"""vector dialect families (MLIR Vector dialect docs, mlir.llvm.org/docs/Dialects/Vector).

Vectors are rank 1-2, small, never i1. Memory accesses go to identity-layout memrefs (and
tensors for transfers); indices are pooled index values or constants, clamped by ubfix
(``vector_memory_index``, ``vector_transfer``, ``vector_position``). Float reductions use
``add``/``mul``/``maximumf``/``minimumf``: ``vector.reduction`` lowers to an ordered LLVM
reduction (no reassociation without fast-math flags).
"""

from __future__ import annotations

from ground.errors import Reject
from smith.gen.builder import Builder
from smith.gen.families.registry import family
from smith.gen.families.shaped import (
    elem_of,
    index_operands,
    names,
    pick_memref,
    pick_tensor,
    pick_vector,
    random_vector_type,
)
from smith.gen.spec import OpSpec
from smith.gen.types import Scalar, Tensor, Vector, is_float


def _positions(b: Builder, shape, k: int):
    """``k`` positions into the leading dims of ``shape``: constants, or a pooled index value
    on the innermost dim only (``convert-vector-to-llvm`` lowers a dynamic position into the
    LLVM array of an n-D vector only there; elsewhere the op survives and the runner fails
    with "Dialect `vector' not found")."""
    pos, dyn = [], []
    for j, d in enumerate(shape[:k]):
        if j == len(shape) - 1 and b.draw.boolean(0.4):
            v = b.index_value(p_dynamic=1.0)
            pos.append(v.name)
            dyn.append(v)
        else:
            pos.append(str(b.draw.integer(0, d - 1)))
    return pos, dyn


@family("vector_broadcast")
def vector_broadcast(b: Builder, spec: OpSpec) -> None:
    if b.draw.boolean(0.5):
        ty = random_vector_type(b, elem_of(b))
        s = b.get(Scalar(ty.elem))
    else:
        s = pick_vector(b, lambda t: t.rank == 1)
        ty = Vector((b.draw.choice((2, 3)),) + s.type.shape, s.type.elem)
    b.emit_text(spec.name, [s], [ty], lambda: (
        f"vector.broadcast {s.name} : {s.type.render()} to {ty.render()}"))


@family("vector_extract")
def vector_extract(b: Builder, spec: OpSpec) -> None:
    v = pick_vector(b)
    k = b.draw.integer(1, v.type.rank)
    pos, dyn = _positions(b, v.type.shape, k)
    rest = v.type.shape[k:]
    out = Vector(rest, v.type.elem) if rest else Scalar(v.type.elem)
    b.emit_text(spec.name, [v] + dyn, [out], lambda: (
        f"vector.extract {v.name}[{', '.join(pos)}] : {out.render()} from {v.type.render()}"))


@family("vector_insert")
def vector_insert(b: Builder, spec: OpSpec) -> None:
    v = pick_vector(b)
    k = b.draw.integer(1, v.type.rank)
    pos, dyn = _positions(b, v.type.shape, k)
    rest = v.type.shape[k:]
    st = Vector(rest, v.type.elem) if rest else Scalar(v.type.elem)
    s = b.get(st)
    b.emit_text(spec.name, [s, v] + dyn, [v.type], lambda: (
        f"vector.insert {s.name}, {v.name}[{', '.join(pos)}] : {st.render()} into "
        f"{v.type.render()}"))


@family("vector_fma")
def vector_fma(b: Builder, spec: OpSpec) -> None:
    a = pick_vector(b, floats=True)
    x, y = b.get(a.type), b.get(a.type)
    b.emit_text(spec.name, [a, x, y], [a.type], lambda: (
        f"vector.fma {a.name}, {x.name}, {y.name} : {a.type.render()}"))


@family("vector_reduction")
def vector_reduction(b: Builder, spec: OpSpec) -> None:
    v = pick_vector(b, lambda t: t.rank == 1)
    kinds = (("add", "mul", "maximumf", "minimumf") if is_float(v.type.elem)
             else ("add", "mul", "minsi", "maxui", "and", "or", "xor"))
    kind = b.draw.choice(kinds)
    e = v.type.elem
    b.emit_text(spec.name, [v], [Scalar(e)], lambda: (
        f"vector.reduction <{kind}>, {v.name} : {v.type.render()} into {e}"))


@family("vector_shape_cast")
def vector_shape_cast(b: Builder, spec: OpSpec) -> None:
    v = pick_vector(b)
    n = v.type.numel
    opts = [(n,)] + [(a, n // a) for a in (2, 3, 4) if n % a == 0 and n // a > 1]
    opts = [s for s in opts if s != v.type.shape]
    if not opts:
        raise Reject("no other shape")
    out = Vector(b.draw.choice(opts), v.type.elem)
    b.emit_text(spec.name, [v], [out], lambda: (
        f"vector.shape_cast {v.name} : {v.type.render()} to {out.render()}"))


@family("vector_transpose")
def vector_transpose(b: Builder, spec: OpSpec) -> None:
    v = pick_vector(b, lambda t: t.rank == 2)
    out = Vector((v.type.shape[1], v.type.shape[0]), v.type.elem)
    b.emit_text(spec.name, [v], [out], lambda: (
        f"vector.transpose {v.name}, [1, 0] : {v.type.render()} to {out.render()}"))


def _mem_fits(vt: Vector):
    return lambda t: t.rank >= vt.rank and all(
        md >= vd for md, vd in zip(t.shape[t.rank - vt.rank:], vt.shape))


@family("vector_load")
def vector_load(b: Builder, spec: OpSpec) -> None:
    vt = Vector((b.draw.choice((2, 4)),), elem_of(b))
    m = pick_memref(b, _mem_fits(vt), identity=True, elem=vt.elem)
    idx = index_operands(b, m.type.shape)
    b.emit_text(spec.name, [m] + idx, [vt], lambda: (
        f"vector.load {m.name}[{names(idx)}] : {m.type.render()}, {vt.render()}"))


@family("vector_store")
def vector_store(b: Builder, spec: OpSpec) -> None:
    v = pick_vector(b, lambda t: t.rank == 1)
    m = pick_memref(b, _mem_fits(v.type), writable=True, identity=True, elem=v.type.elem)
    idx = index_operands(b, m.type.shape)
    b.emit_text(spec.name, [v, m] + idx, [], lambda: (
        f"vector.store {v.name}, {m.name}[{names(idx)}] : {m.type.render()}, "
        f"{v.type.render()}"))
    m.uses -= 1


def _in_bounds(b: Builder, k: int) -> str:
    return "[" + ", ".join(b.draw.choice(("true", "false")) for _ in range(k)) + "]"


@family("vector_transfer_read")
def vector_transfer_read(b: Builder, spec: OpSpec) -> None:
    vt = random_vector_type(b, elem_of(b))
    if b.draw.boolean(0.5):
        src = pick_memref(b, lambda t: t.rank >= vt.rank, identity=True, elem=vt.elem)
    else:
        src = pick_tensor(b, lambda t: t.rank >= vt.rank, elem=vt.elem)
    pad = b.get(Scalar(vt.elem))
    idx = index_operands(b, src.type.shape)
    ib = _in_bounds(b, vt.rank)
    b.emit_text(spec.name, [src] + idx + [pad], [vt], lambda: (
        f"vector.transfer_read {src.name}[{names(idx)}], {pad.name} {{in_bounds = {ib}}} : "
        f"{src.type.render()}, {vt.render()}"))


@family("vector_transfer_write")
def vector_transfer_write(b: Builder, spec: OpSpec) -> None:
    v = pick_vector(b)
    if b.draw.boolean(0.5):
        dst = pick_memref(b, lambda t: t.rank >= v.type.rank, writable=True, identity=True,
                          elem=v.type.elem)
    else:
        dst = pick_tensor(b, lambda t: t.rank >= v.type.rank, elem=v.type.elem)
    idx = index_operands(b, dst.type.shape)
    ib = _in_bounds(b, v.type.rank)
    is_t = isinstance(dst.type, Tensor)
    b.emit_text(spec.name, [v, dst] + idx, [dst.type] if is_t else [], lambda: (
        f"vector.transfer_write {v.name}, {dst.name}[{names(idx)}] {{in_bounds = {ib}}} : "
        f"{v.type.render()}, {dst.type.render()}"))
    if not is_t:
        dst.uses -= 1
