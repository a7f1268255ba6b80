"""Encodings of tensors, memrefs and vectors of small static shape, element by element:
``tensor`` (extract, insert, from_elements, empty, splat, generate, pad, concat, cast,
extract_slice/insert_slice, collapse/expand_shape, reshape, dim, rank), ``memref`` (alloc,
alloca, load, store, copy, dealloc, dim), ``bufferization`` (to_tensor, to_buffer,
alloc_tensor, materialize_in_destination) and ``vector`` (broadcast, extract, insert,
from_elements, splat).

Semantics (MLIR TensorOps.td/MemRefOps.td; mlir-tv section 5): an index out of bounds or poison
is UB (``tensor.extract``, ``memref.load``/``store``, slices with dynamic offsets);
``tensor.empty`` and ``memref.alloc``/``alloca`` elements are poison until written (mlir-tv
makes reading them UB; poison is the weaker choice and refines the same way for the observable
results). Memrefs have the identity layout; two memref arguments never alias (mlir-tv section
6.2 makes the same assumption). A write inside a conditional region is guarded by its path.
"""

from __future__ import annotations

from collections.abc import Sequence

import z3
from mlir import ir

from judges.tv.ops_arith import dense_values
from judges.tv.ops_control import affine_map
from judges.tv.state import Encoder, encoder, type_of
from judges.tv.sym import (
    INDEX_BITS,
    ElemType,
    MemRef,
    Scalar,
    Shaped,
    Unsupported,
    indices,
    int_const,
    linear,
    numel,
    pand,
    por,
    select_scalar,
    simp,
)

DYNAMIC = ir.ShapedType.get_dynamic_size()


def static_shape(enc: Encoder, t: ir.Type, what: str) -> tuple[tuple[int, ...], ElemType]:
    shape, et = type_of(t)
    if shape is None:
        raise Unsupported(f"{what}: not a shaped type")
    enc.check_size(shape, what)
    return shape, et


def position(enc: Encoder, shape: tuple[int, ...], idx: Sequence[Scalar], what: str
             ) -> tuple[int | None, z3.BitVecRef]:
    """Row-major position of ``idx`` in ``shape``: a Python int when every index is a literal,
    and always a 64-bit term. Adds UB for a poison or out-of-bounds index."""
    if len(idx) != len(shape):
        raise Unsupported(f"{what}: {len(idx)} indices for rank {len(shape)}")
    consts = []
    for s in idx:
        v = simp(s.v)
        consts.append(v.as_signed_long() if z3.is_bv_value(v) and z3.is_false(
            simp(s.poison)) else None)
    if all(c is not None for c in consts):
        if any(not 0 <= c < d for c, d in zip(consts, shape, strict=True)):
            enc.add_ub(z3.BoolVal(True))
            return 0, int_const(0, INDEX_BITS)
        p = linear(shape, tuple(consts))
        return p, int_const(p, INDEX_BITS)
    bad = []
    pos = int_const(0, INDEX_BITS)
    for s, d in zip(idx, shape, strict=True):
        v = _as_index(s.v)
        bad += [s.poison, z3.Not(z3.ULT(v, int_const(d, INDEX_BITS)))]
        pos = pos * d + v
    enc.add_ub(por(*bad))
    return None, pos


def _as_index(v: z3.BitVecRef) -> z3.BitVecRef:
    n = v.size()
    return v if n == INDEX_BITS else z3.SignExt(INDEX_BITS - n, v) if n < INDEX_BITS else \
        z3.Extract(INDEX_BITS - 1, 0, v)


def read(elems: Sequence[Scalar], p: int | None, pos: z3.BitVecRef) -> Scalar:
    """Element at position ``p`` (literal) or ``pos`` (term: an ``ite`` chain)."""
    if p is not None:
        return elems[p]
    r = elems[-1]
    for k in range(len(elems) - 2, -1, -1):
        r = select_scalar(pos == k, elems[k], r)
    return r


def write(elems: Sequence[Scalar], p: int | None, pos: z3.BitVecRef, v: Scalar,
          guard: z3.BoolRef) -> list[Scalar]:
    """``elems`` with ``v`` written at the position where ``guard`` holds."""
    out = list(elems)
    if p is not None:
        out[p] = select_scalar(guard, v, out[p])
        return out
    for k in range(len(out)):
        out[k] = select_scalar(pand(guard, pos == k), v, out[k])
    return out


# ---- tensor --------------------------------------------------------------------------------


@encoder("tensor.extract")
def _extract(enc: Encoder, op: ir.Operation):
    t, *idx = enc.operands(op)
    p, pos = position(enc, t.shape, idx, op.name)
    return [read(t.elems, p, pos)]


@encoder("tensor.insert")
def _insert(enc: Encoder, op: ir.Operation):
    v, t, *idx = enc.operands(op)
    p, pos = position(enc, t.shape, idx, op.name)
    return [Shaped(t.shape, tuple(write(t.elems, p, pos, v, z3.BoolVal(True))), t.et)]


@encoder("tensor.from_elements")
def _from_elements(enc: Encoder, op: ir.Operation):
    shape, et = static_shape(enc, op.results[0].type, op.name)
    return [Shaped(shape, tuple(enc.operands(op)), et)]


@encoder("tensor.splat", "vector.splat", "vector.broadcast")
def _splat(enc: Encoder, op: ir.Operation):
    shape, et = static_shape(enc, op.results[0].type, op.name)
    v = enc.value(op.operands[0])
    if isinstance(v, Scalar):
        return [Shaped(shape, (v,) * numel(shape), et)]
    if op.name == "vector.broadcast":
        return [broadcast_to(v, shape)]
    raise Unsupported(f"{op.name} of a shaped value")


def broadcast_to(v: Shaped, shape: tuple[int, ...]) -> Shaped:
    """Numpy-style broadcast of ``v`` to ``shape`` (leading dims added, dims of 1 repeated)."""
    lead = len(shape) - len(v.shape)
    if lead < 0:
        raise Unsupported(f"broadcast of {v.shape} to {shape}")
    src = (1,) * lead + v.shape
    out = []
    for idx in indices(shape):
        out.append(v.elems[linear(src, tuple(0 if d == 1 else i for i, d in
                                             zip(idx, src, strict=True)))])
    return Shaped(shape, tuple(out), v.et)


@encoder("tensor.empty", "bufferization.alloc_tensor")
def _empty(enc: Encoder, op: ir.Operation):
    if op.name == "bufferization.alloc_tensor" and len(op.operands):
        if "copy" in str(op):
            raise Unsupported("bufferization.alloc_tensor with copy or dynamic sizes")
    shape, et = static_shape(enc, op.results[0].type, op.name)
    return [Shaped(shape, (enc.poison_scalar(et),) * numel(shape), et)]


@encoder("tensor.cast", "tensor.reshape", "tensor.collapse_shape", "tensor.expand_shape",
         "vector.shape_cast")
def _reshape(enc: Encoder, op: ir.Operation):
    t = enc.value(op.operands[0])
    if op.name == "tensor.cast":
        shape, et = type_of(op.results[0].type)
        if any(d >= 0 and d != k for d, k in zip(shape, t.shape, strict=True)):
            enc.add_ub(z3.BoolVal(True))  # a cast to an incompatible static shape
        return [Shaped(t.shape, t.elems, et)]
    shape, et = static_shape(enc, op.results[0].type, op.name)
    if numel(shape) != len(t.elems):
        raise Unsupported(f"{op.name} changing the element count")
    return [Shaped(shape, t.elems, et)]


@encoder("tensor.dim", "memref.dim")
def _dim(enc: Encoder, op: ir.Operation):
    t = enc.value(op.operands[0])
    d = enc.value(op.operands[1])
    shape = t.shape
    p, pos = position(enc, (len(shape),), [d], op.name)
    dims = [Scalar(int_const(x, INDEX_BITS)) for x in shape]
    return [read(dims, p, pos)]


@encoder("tensor.rank", "memref.rank")
def _rank(enc: Encoder, op: ir.Operation):
    return [Scalar(int_const(len(enc.value(op.operands[0]).shape), INDEX_BITS))]


def _mixed(enc: Encoder, op: ir.Operation, attr: str, dynamic: list[Scalar]) -> list[Scalar]:
    """Static values of ``attr`` with the dynamic ones taken from ``dynamic`` in order."""
    out, it = [], iter(dynamic)
    for x in ir.DenseI64ArrayAttr(op.attributes[attr]):
        if x == DYNAMIC:
            s = next(it)
            enc.add_ub(s.poison)
            out.append(Scalar(_as_index(s.v)))
        else:
            out.append(Scalar(int_const(x, INDEX_BITS)))
    return out


def _slice_params(enc: Encoder, op: ir.Operation, first: int):
    seg = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    ops = enc.operands(op)
    n_off, n_size, n_stride = seg[first:first + 3]
    base = sum(seg[:first])
    offs = _mixed(enc, op, "static_offsets", ops[base:base + n_off])
    sizes = _mixed(enc, op, "static_sizes", ops[base + n_off:base + n_off + n_size])
    strides = _mixed(enc, op, "static_strides", ops[base + n_off + n_size:
                                                     base + n_off + n_size + n_stride])
    size_vals = []
    for s in sizes:
        v = simp(s.v)
        if not z3.is_bv_value(v):
            raise Unsupported(f"{op.name} with a dynamic size")
        size_vals.append(v.as_signed_long())
    return offs, size_vals, strides


def _slice_positions(enc: Encoder, op: ir.Operation, shape: tuple[int, ...], offs, sizes,
                     strides):
    """For each element of the slice (row-major over ``sizes``): its position in the full
    tensor of ``shape``."""
    out = []
    for idx in indices(tuple(sizes)):
        full = [Scalar(o.v + int_const(i, INDEX_BITS) * st.v)
                for o, st, i in zip(offs, strides, idx, strict=True)]
        out.append(position(enc, shape, full, op.name))
    return out


def _known_shape(enc: Encoder, t: ir.Type, sizes: list[int], what: str
                 ) -> tuple[tuple[int, ...], ElemType]:
    """The shape of a slice result: its type's, or, where the type has ``?`` dims, the
    constant ``sizes`` (unit dims dropped for a rank-reducing slice)."""
    shape, et = type_of(t)
    if any(d < 0 for d in shape):
        dims = list(sizes)
        while len(dims) > len(shape) and 1 in dims:
            dims.remove(1)
        if len(dims) != len(shape):
            raise Unsupported(f"{what}: dynamic shape")
        shape = tuple(dims)
    enc.check_size(shape, what)
    return shape, et


@encoder("tensor.extract_slice")
def _extract_slice(enc: Encoder, op: ir.Operation):
    t = enc.value(op.operands[0])
    offs, sizes, strides = _slice_params(enc, op, 1)
    shape, et = _known_shape(enc, op.results[0].type, sizes, op.name)
    elems = [read(t.elems, p, pos) for p, pos in
             _slice_positions(enc, op, t.shape, offs, sizes, strides)]
    return [Shaped(shape, tuple(elems), et)]


@encoder("tensor.insert_slice")
def _insert_slice(enc: Encoder, op: ir.Operation):
    src, dst = enc.value(op.operands[0]), enc.value(op.operands[1])
    offs, sizes, strides = _slice_params(enc, op, 2)
    elems = list(dst.elems)
    for v, (p, pos) in zip(src.elems, _slice_positions(enc, op, dst.shape, offs, sizes,
                                                        strides), strict=True):
        elems = write(elems, p, pos, v, z3.BoolVal(True))
    return [Shaped(dst.shape, tuple(elems), dst.et)]


def concat(parts: list[Shaped], dim: int, shape: tuple[int, ...], et: ElemType) -> Shaped:
    """``parts`` joined along ``dim`` (``tensor.concat``, ``tosa.concat``)."""
    out = []
    for idx in indices(shape):
        k, i = 0, idx[dim]
        while i >= parts[k].shape[dim]:
            i -= parts[k].shape[dim]
            k += 1
        out.append(parts[k].at(idx[:dim] + (i,) + idx[dim + 1:]))
    return Shaped(shape, tuple(out), et)


@encoder("tensor.concat")
def _concat(enc: Encoder, op: ir.Operation):
    shape, et = static_shape(enc, op.results[0].type, op.name)
    return [concat(enc.operands(op), ir.IntegerAttr(op.attributes["dim"]).value, shape, et)]


@encoder("tensor.generate")
def _generate(enc: Encoder, op: ir.Operation):
    shape, et = static_shape(enc, op.results[0].type, op.name)
    enc.count_unroll(numel(shape), op.name)
    out = []
    for idx in indices(shape):
        ivs = [Scalar(int_const(i, INDEX_BITS)) for i in idx]
        out.append(enc.run_region(op.regions[0], ivs)[0])
    return [Shaped(shape, tuple(out), et)]


@encoder("tensor.pad")
def _pad(enc: Encoder, op: ir.Operation):
    seg = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    ops = enc.operands(op)
    src = ops[0]
    lows = _mixed(enc, op, "static_low", ops[1:1 + seg[1]])
    low = []
    for s in lows:
        v = simp(s.v)
        if not z3.is_bv_value(v):
            raise Unsupported("tensor.pad with a dynamic low padding")
        low.append(v.as_signed_long())
    shape, et = static_shape(enc, op.results[0].type, op.name)
    enc.count_unroll(numel(shape), op.name)
    out = []
    for idx in indices(shape):
        inner = tuple(i - lo for i, lo in zip(idx, low, strict=True))
        if all(0 <= i < d for i, d in zip(inner, src.shape, strict=True)):
            out.append(src.at(inner))
        else:
            ivs = [Scalar(int_const(i, INDEX_BITS)) for i in idx]
            out.append(enc.run_region(op.regions[0], ivs)[0])
    return [Shaped(shape, tuple(out), et)]


@encoder("tensor.yield", "scf.yield", "affine.yield", "linalg.yield", "tosa.yield",
         "scf.condition", "bufferization.dealloc", "memref.dealloc")
def _no_effect(enc: Encoder, op: ir.Operation):
    if op.name.endswith("yield") or op.name == "scf.condition":
        raise Unsupported(f"{op.name} outside its region")
    return []


# ---- memref and bufferization --------------------------------------------------------------


@encoder("memref.alloc", "memref.alloca")
def _alloc(enc: Encoder, op: ir.Operation):
    if len(op.operands):
        raise Unsupported(f"{op.name} with dynamic sizes")
    t = op.results[0].type
    shape, et = static_shape(enc, t, op.name)
    if "strided" in str(t) or "affine_map" in str(t):
        raise Unsupported(f"{op.name} with a layout")
    return [enc.new_buffer(shape, et, [enc.poison_scalar(et)] * numel(shape), op.name)]


@encoder("memref.get_global")
def _get_global(enc: Encoder, op: ir.Operation):
    """A ``memref.global`` with an initial value (bufferized constants): a fresh buffer holding
    it (writes to a constant global are not modelled as shared between reads)."""
    name = ir.FlatSymbolRefAttr(op.attributes["name"]).value
    for g in enc.module.body.operations:
        g = g.operation
        if g.name == "memref.global" and ir.StringAttr(g.attributes["sym_name"]).value == name:
            if "initial_value" not in g.attributes or "constant" not in g.attributes:
                raise Unsupported("memref.get_global of a non-constant global")
            shape, et = static_shape(enc, op.results[0].type, op.name)
            init = g.attributes["initial_value"]
            return [enc.new_buffer(shape, et, dense_values(init, et, numel(shape)), name)]
    raise Unsupported(f"memref.get_global of an unknown global @{name}")


@encoder("memref.cast")
def _memref_cast(enc: Encoder, op: ir.Operation):
    m = enc.value(op.operands[0])
    shape, _ = type_of(op.results[0].type)
    if any(d >= 0 and d != k for d, k in zip(shape, m.shape, strict=True)):
        raise Unsupported("memref.cast to another shape")
    return [m]  # the same logical elements whatever the layout


@encoder("memref.load", "affine.load")
def _load(enc: Encoder, op: ir.Operation):
    m, *idx = enc.operands(op)
    if op.name == "affine.load":
        idx = _affine_indices(enc, op, idx)
    p, pos = position(enc, m.shape, idx, op.name)
    return [read(m.buffer.elems, p, pos)]


@encoder("memref.store", "affine.store")
def _store(enc: Encoder, op: ir.Operation):
    v, m, *idx = enc.operands(op)
    if op.name == "affine.store":
        idx = _affine_indices(enc, op, idx)
    p, pos = position(enc, m.shape, idx, op.name)
    m.buffer.elems = write(m.buffer.elems, p, pos, v, enc.path)
    return []


def _affine_indices(enc: Encoder, op: ir.Operation, operands: list[Scalar]) -> list[Scalar]:
    return [Scalar(t) for t in affine_map(enc, op.attributes["map"], operands)]


@encoder("memref.copy")
def _copy(enc: Encoder, op: ir.Operation):
    src, dst = enc.operands(op)
    if src.shape != dst.shape:
        raise Unsupported("memref.copy between different shapes")
    dst.buffer.elems = [select_scalar(enc.path, a, b) for a, b in
                        zip(src.buffer.elems, dst.buffer.elems, strict=True)]
    return []


@encoder("bufferization.to_tensor")
def _to_tensor(enc: Encoder, op: ir.Operation):
    m = enc.value(op.operands[0])
    shape, et = static_shape(enc, op.results[0].type, op.name)
    return [Shaped(shape, tuple(m.buffer.elems), et)]


@encoder("bufferization.to_buffer")
def _to_buffer(enc: Encoder, op: ir.Operation):
    t = enc.value(op.operands[0])
    shape, et = static_shape(enc, op.results[0].type, op.name)
    return [enc.new_buffer(shape, et, list(t.elems), op.name)]


@encoder("bufferization.materialize_in_destination")
def _materialize(enc: Encoder, op: ir.Operation):
    src, dst = enc.operands(op)
    if isinstance(dst, MemRef):
        dst.buffer.elems = [select_scalar(enc.path, a, b) for a, b in
                            zip(src.elems, dst.buffer.elems, strict=True)]
        return []
    return [Shaped(dst.shape, src.elems, dst.et)]


# ---- vector --------------------------------------------------------------------------------


def _static_position(op: ir.Operation, dyn: list[Scalar]) -> list[Scalar]:
    out, it = [], iter(dyn)
    for x in ir.DenseI64ArrayAttr(op.attributes["static_position"]):
        out.append(next(it) if x == DYNAMIC else Scalar(int_const(x, INDEX_BITS)))
    return out


@encoder("vector.extract")
def _vextract(enc: Encoder, op: ir.Operation):
    v, *dyn = enc.operands(op)
    pos = _static_position(op, dyn)
    rest = v.shape[len(pos):]
    n = numel(rest)
    outer = v.shape[:len(pos)]
    p, lin = position(enc, outer, pos, op.name)
    chunks = [v.elems[k * n:(k + 1) * n] for k in range(numel(outer))]
    picked = [read([c[j] for c in chunks], p, lin) for j in range(n)]
    if not rest:
        return [picked[0]]
    return [Shaped(rest, tuple(picked), v.et)]


@encoder("vector.insert")
def _vinsert(enc: Encoder, op: ir.Operation):
    x, v, *dyn = enc.operands(op)
    pos = _static_position(op, dyn)
    rest = v.shape[len(pos):]
    n = numel(rest)
    outer = v.shape[:len(pos)]
    p, lin = position(enc, outer, pos, op.name)
    new = [x] if isinstance(x, Scalar) else list(x.elems)
    elems = list(v.elems)
    for k in range(numel(outer)):
        hit = z3.BoolVal(p == k) if p is not None else lin == k
        for j in range(n):
            elems[k * n + j] = select_scalar(hit, new[j], elems[k * n + j])
    return [Shaped(v.shape, tuple(elems), v.et)]


@encoder("vector.from_elements")
def _vfrom_elements(enc: Encoder, op: ir.Operation):
    return _from_elements(enc, op)

