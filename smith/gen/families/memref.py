"""memref dialect families (MLIR MemRef dialect docs, mlir.llvm.org/docs/Dialects/MemRef).

Every allocation is filled right away (``Builder.fresh_memref``; ubfix's
``uninitialized_memref`` rule does the same for any input). Root memrefs (alloc/alloca/call
results) are checksummed at the end of the program; views (``memref.subview``) alias them.
"""

from __future__ import annotations

from smith.gen.builder import Builder
from smith.gen.families.registry import family
from smith.gen.families.shaped import IDX, elem_of, index_operands, names, pick_memref, small_shape
from smith.gen.spec import OpSpec
from smith.gen.types import MemRef, Scalar


@family("memref_alloc")
def memref_alloc(b: Builder, spec: OpSpec) -> None:
    ty = MemRef(small_shape(b, rank=b.draw.integer(0, 3)), elem_of(b))
    b.fresh_memref(ty, alloca=spec.name == "memref.alloca")
    b.op_counts[spec.name] += 1


@family("memref_load")
def memref_load(b: Builder, spec: OpSpec) -> None:
    m = pick_memref(b)
    idx = index_operands(b, m.type.shape)
    b.emit_text(spec.name, [m] + idx, [Scalar(m.type.elem)], lambda: (
        f"memref.load {m.name}[{names(idx)}] : {m.type.render()}"))


@family("memref_store")
def memref_store(b: Builder, spec: OpSpec) -> None:
    m = pick_memref(b, writable=True)
    s = b.get(Scalar(m.type.elem))
    idx = index_operands(b, m.type.shape)
    b.emit_text(spec.name, [s, m] + idx, [], lambda: (
        f"memref.store {s.name}, {m.name}[{names(idx)}] : {m.type.render()}"))
    m.uses -= 1  # a store is not a read: the memref stays a sink (checksummed)


@family("memref_copy")
def memref_copy(b: Builder, spec: OpSpec) -> None:
    dst = pick_memref(b, writable=True)
    src = b.pick(lambda v: v.type.shape == dst.type.shape and v is not dst,
                 within=[(MemRef, dst.type.elem, dst.type.rank)])
    if src is None:
        src = b.fresh_memref(MemRef(dst.type.shape, dst.type.elem))
    b.emit_text(spec.name, [src, dst], [], lambda: (
        f"memref.copy {src.name}, {dst.name} : {src.type.render()} to {dst.type.render()}"))


@family("memref_subview")
def memref_subview(b: Builder, spec: OpSpec) -> None:
    m = pick_memref(b, lambda t: t.rank >= 1 and t.numel > 0)
    strides0, off0 = m.type.strides_offset()
    offs, sizes, steps = [], [], []
    for d in m.type.shape:
        st = b.draw.choice((1, 1, 2)) if d > 2 else 1
        size = b.draw.integer(1, (d - 1) // st + 1)
        offs.append(b.draw.integer(0, d - (size - 1) * st - 1))
        sizes.append(size)
        steps.append(st)
    strides = tuple(s * st for s, st in zip(strides0, steps))
    offset = off0 + sum(o * s for o, s in zip(offs, strides0))
    out = MemRef(tuple(sizes), m.type.elem, (strides, offset))
    v = b.emit_text(spec.name, [m], [out], lambda: (
        f"memref.subview {m.name}{offs} {sizes} {steps} : {m.type.render()} to "
        f"{out.render()}"))[0]
    v.read_only = m.read_only


@family("memref_cast")
def memref_cast(b: Builder, spec: OpSpec) -> None:
    """static -> partially dynamic -> static (the second cast is checked by ubfix)."""
    m = pick_memref(b, lambda t: t.rank >= 1, identity=True)
    mask = [b.draw.boolean(0.6) for _ in m.type.shape]
    if not any(mask):
        mask[0] = True
    dims = "".join(("?" if k else str(d)) + "x" for d, k in zip(m.type.shape, mask))
    dty = f"memref<{dims}{m.type.elem}>"
    name = b.new_name()
    m.uses += 1
    b.lines.append(f"{name} = memref.cast {m.name} : {m.type.render()} to {dty}")
    b.op_counts[spec.name] += 1
    v = b.emit_text(spec.name, [], [m.type], lambda: (
        f"memref.cast {name} : {dty} to {m.type.render()}"))[0]
    v.read_only = m.read_only


@family("memref_dim")
def memref_dim(b: Builder, spec: OpSpec) -> None:
    m = pick_memref(b, lambda t: t.rank >= 1)
    i = b.index_value(p_dynamic=0.3) if b.draw.boolean(0.5) else b.index_const(
        b.draw.integer(0, m.type.rank - 1))
    b.emit_text(spec.name, [m, i], [IDX], lambda: (
        f"memref.dim {m.name}, {i.name} : {m.type.render()}"))
    m.uses -= 1
