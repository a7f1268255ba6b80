"""Encoding of every ``linalg`` structured op (``generic``, ``map``, ``reduce``, ``fill``,
``transpose``, ``broadcast``, ``copy``, the named elementwise ops, ``matmul``, convolutions and
pools...) by one interpreter: the indexing maps come from the bindings'
``linalg.get_indexing_maps`` and the scalar body from the op's region (named ops carry it too),
so each op runs as its loop nest: iteration points in row-major order over the loop dims
(the order of ``convert-linalg-to-loops``), inputs read through their maps, the body encoded on
those elements and the current output elements, the yielded values written back. Loop ranges
come from the operand dims that a map result names directly; ``linalg.index`` gives the
current point. Tensor outputs start from the init tensors; memref operands are read and
written in place (guarded by the path).
"""

from __future__ import annotations

from collections.abc import Callable

from mlir import ir
from mlir.dialects import linalg

from judges.tv.ops_shaped import static_shape
from judges.tv.state import Encoder, encoder
from judges.tv.sym import (
    INDEX_BITS,
    MemRef,
    Scalar,
    Shaped,
    Unsupported,
    int_const,
    linear,
    numel,
    select_scalar,
)

AffineFn = Callable[[tuple[int, ...]], int]


def compile_expr(e: ir.AffineExpr) -> AffineFn:
    """A Python function of the loop point for an affine expression without symbols."""
    if isinstance(e, ir.AffineConstantExpr):
        c = ir.AffineConstantExpr(e).value
        return lambda p: c
    if isinstance(e, ir.AffineDimExpr):
        k = ir.AffineDimExpr(e).position
        return lambda p: p[k]
    for cls, fn in ((ir.AffineAddExpr, lambda a, b: a + b), (ir.AffineMulExpr, lambda a, b: a * b),
                    (ir.AffineModExpr, lambda a, b: a % b),
                    (ir.AffineFloorDivExpr, lambda a, b: a // b),
                    (ir.AffineCeilDivExpr, lambda a, b: -((-a) // b))):
        if isinstance(e, cls):
            b = cls(e)
            lhs, rhs = compile_expr(b.lhs), compile_expr(b.rhs)
            return lambda p, lhs=lhs, rhs=rhs, fn=fn: fn(lhs(p), rhs(p))
    raise Unsupported(f"linalg indexing map with {e}")


def _structured(op: ir.Operation) -> list[ir.AffineMap] | None:
    try:
        maps = linalg.get_indexing_maps(op)
    except (TypeError, ValueError, RuntimeError):
        return None
    if maps is None:
        return None
    return [ir.AffineMapAttr(m).value if isinstance(m, ir.Attribute) else m for m in maps]


def _operand_split(op: ir.Operation) -> tuple[int, int]:
    if "operandSegmentSizes" in op.attributes:
        seg = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
        return seg[0], seg[1]
    n_out = len(op.results) if len(op.results) else 1
    return len(op.operands) - n_out, n_out


def _loop_ranges(enc: Encoder, op: ir.Operation, maps: list[ir.AffineMap]
                 ) -> tuple[list[tuple[int, ...]], list[int]]:
    """The operand shapes (``()`` for a scalar operand, linalg.fill's value) and the loop
    ranges, read from the operand dims that a map result names directly."""
    shapes = []
    for v in op.operands:
        shapes.append(static_shape(enc, v.type, op.name)[0]
                      if isinstance(v.type, ir.ShapedType) else ())
    ranges: list[int | None] = [None] * maps[0].n_dims
    for m, shape in zip(maps, shapes, strict=True):
        if m.n_symbols:
            raise Unsupported(f"{op.name} with symbols in an indexing map")
        for e, d in zip(m.results, shape, strict=False):
            if isinstance(e, ir.AffineDimExpr):
                ranges[ir.AffineDimExpr(e).position] = d
    if any(r is None for r in ranges):
        raise Unsupported(f"{op.name}: a loop range not given by an operand dim")
    return shapes, ranges


def _points(ranges: list[int]):
    """Every loop point in row-major order (the innermost loop varies fastest)."""
    point = [0] * len(ranges)
    for _ in range(numel(tuple(ranges))):
        yield tuple(point)
        for i in range(len(ranges) - 1, -1, -1):
            point[i] += 1
            if point[i] < ranges[i]:
                break
            point[i] = 0


def run_structured(enc: Encoder, op: ir.Operation) -> list:
    """Encode one structured op as its loop nest (see the module doc)."""
    maps = _structured(op)
    if maps is None:
        raise Unsupported(op.name)
    n_in, n_out = _operand_split(op)
    operands = enc.operands(op)
    if len(maps) != n_in + n_out:
        raise Unsupported(f"{op.name} with {len(maps)} maps for {n_in + n_out} operands")
    shapes, ranges = _loop_ranges(enc, op, maps)
    fns = [[compile_expr(e) for e in m.results] for m in maps]
    outs = [list(sym.buffer.elems) if isinstance(sym, MemRef) else list(sym.elems)
            for sym in operands[n_in:]]
    block = list(op.regions[0].blocks)[0]
    n_args = len(list(block.arguments))
    enc.count_unroll(numel(tuple(ranges)), op.name)
    for p in _points(ranges):
        args = [_read(operands[k], shapes[k], fns[k], p) for k in range(n_in)]
        positions = [linear(shapes[n_in + k], tuple(f(p) for f in fns[n_in + k]))
                     for k in range(n_out)]
        args += [outs[k][positions[k]] for k in range(n_out)]
        enc.iteration.append(p)
        try:
            yielded = enc.run_block(block, args[:n_args])[1]
        finally:
            enc.iteration.pop()
        for k in range(n_out):
            outs[k][positions[k]] = yielded[k]
    results = []
    for k, sym in enumerate(operands[n_in:]):
        if isinstance(sym, MemRef):
            sym.buffer.elems = [select_scalar(enc.path, new, old) for new, old in
                                zip(outs[k], sym.buffer.elems, strict=True)]
        else:
            results.append(Shaped(sym.shape, tuple(outs[k]), sym.et))
    return results


def _read(sym, shape: tuple[int, ...], fns: list[AffineFn], p: tuple[int, ...]) -> Scalar:
    if isinstance(sym, Scalar):
        return sym
    idx = tuple(f(p) for f in fns)
    if any(not 0 <= i < d for i, d in zip(idx, shape, strict=True)):
        raise Unsupported("linalg operand read out of bounds")
    elems = sym.buffer.elems if isinstance(sym, MemRef) else sym.elems
    return elems[linear(shape, idx)]


def _register() -> None:
    names = ["linalg.generic", "linalg.map", "linalg.reduce", "linalg.fill", "linalg.transpose",
             "linalg.broadcast", "linalg.copy", "linalg.matmul", "linalg.batch_matmul",
             "linalg.matvec", "linalg.vecmat", "linalg.dot", "linalg.batch_matvec",
             "linalg.add", "linalg.sub", "linalg.mul", "linalg.div", "linalg.div_unsigned",
             "linalg.max", "linalg.min", "linalg.exp", "linalg.log", "linalg.abs", "linalg.ceil",
             "linalg.floor", "linalg.negf", "linalg.reciprocal", "linalg.round", "linalg.sqrt",
             "linalg.rsqrt", "linalg.square", "linalg.tanh", "linalg.erf", "linalg.powf",
             "linalg.select", "linalg.elementwise", "linalg.contract",
             "linalg.conv_1d", "linalg.conv_2d", "linalg.conv_3d",
             "linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d_nhwc_fhwc", "linalg.conv_2d_nchw_fchw",
             "linalg.conv_3d_ndhwc_dhwcf", "linalg.depthwise_conv_2d_nhwc_hwc",
             "linalg.depthwise_conv_2d_nhwc_hwcm", "linalg.pooling_nhwc_sum",
             "linalg.pooling_nhwc_max", "linalg.pooling_nhwc_min",
             "linalg.pooling_nhwc_max_unsigned", "linalg.pooling_nhwc_min_unsigned",
             "linalg.conv_2d_nhwc_hwcf_q", "linalg.conv_2d_nhwc_fhwc_q",
             "linalg.depthwise_conv_2d_nhwc_hwcm_q", "linalg.quantized_matmul",
             "linalg.quantized_batch_matmul", "linalg.batch_reduce_matmul",
             "linalg.matmul_transpose_a", "linalg.matmul_transpose_b"]
    for n in names:
        encoder(n)(run_structured)


_register()


@encoder("linalg.index")
def _index(enc: Encoder, op: ir.Operation):
    if not enc.iteration:
        raise Unsupported("linalg.index outside a linalg op")
    d = ir.IntegerAttr(op.attributes["dim"]).value
    return [Scalar(int_const(enc.iteration[-1][d], INDEX_BITS))]
