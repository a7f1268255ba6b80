"""Encodings of the ``tosa`` reductions, shape ops, ``matmul`` and control flow on small static
shapes (semantics in the module doc of :mod:`judges.tv.ops_tosa`)."""

from __future__ import annotations

import functools

import z3
from mlir import ir

from judges.tv import fpsem, intsem
from judges.tv.ops_control import unroll_while
from judges.tv.ops_shaped import concat
from judges.tv.ops_tosa import axis_of, const_ints, is_float_op, nan_mode, result_type
from judges.tv.state import Encoder, encoder
from judges.tv.sym import (
    Scalar,
    Shaped,
    Unsupported,
    bool_of,
    float_const,
    indices,
    int_const,
    ite,
    numel,
    pand,
    pnot,
    por,
    select_scalar,
    select_sym,
    simp,
)

# ---- reductions ----------------------------------------------------------------------------


def _reduce(enc: Encoder, op: ir.Operation, step, init) -> list[Shaped]:
    x = enc.value(op.operands[0])
    axis = axis_of(op)
    shape, et = result_type(enc, op)
    out = []
    for idx in indices(shape):
        acc = init(et)
        for k in range(x.shape[axis]):
            acc = step(acc, x.at(idx[:axis] + (k,) + idx[axis + 1:]))
        out.append(acc)
    return [Shaped(shape, tuple(out), et)]


@encoder("tosa.reduce_sum", "tosa.reduce_product")
def _reduce_arith(enc: Encoder, op: ir.Operation):
    total = op.name == "tosa.reduce_sum"
    if is_float_op(op):
        x = enc.value(op.operands[0])
        if total and x.shape[axis_of(op)] == 1:
            # the sum of one element is that element (-0.0 stays -0.0), as MLIR's folder and
            # tosa-to-linalg give; the pseudocode's +0.0 + -0.0 = +0.0 is another result
            # REDUCE_SUM's precision requirements allow (they compare values, not signs)
            return [x]
        kind = "addf" if total else "mulf"
        return _reduce(enc, op, lambda acc, x: fpsem.binary(kind, x, acc),
                       lambda et: Scalar(float_const(0.0 if total else 1.0, et)))
    fn = intsem.add if total else intsem.mul
    return _reduce(enc, op, lambda acc, x: fn(x, acc),
                   lambda et: Scalar(int_const(0 if total else 1, et.width)))


def _extreme_step(enc: Encoder, op: ir.Operation, big: bool):
    """The max (``big``) or min of two scalars by the op's ``nan_mode`` (``PROPAGATE``:
    ``maximumf``/``minimumf``, ``IGNORE``: ``maxnumf``/``minnumf``), signed for integers."""
    if is_float_op(op):
        kind = ("maximumf" if big else "minimumf") if nan_mode(op) == "PROPAGATE" else \
            ("maxnumf" if big else "minnumf")
        return lambda acc, e: enc.fbinary(kind, e, acc)
    return lambda acc, e: intsem.minmax("maxsi" if big else "minsi", e, acc)


@encoder("tosa.reduce_max", "tosa.reduce_min")
def _reduce_minmax(enc: Encoder, op: ir.Operation):
    x = enc.value(op.operands[0])
    step = _extreme_step(enc, op, op.name == "tosa.reduce_max")
    axis = axis_of(op)
    shape, et = result_type(enc, op)
    out = []
    for idx in indices(shape):
        out.append(functools.reduce(step, [x.at(idx[:axis] + (k,) + idx[axis + 1:])
                                           for k in range(x.shape[axis])]))
    return [Shaped(shape, tuple(out), et)]


@encoder("tosa.max_pool2d")
def _max_pool2d(enc: Encoder, op: ir.Operation):
    """TOSA 1.0 MAX_POOL2D: each output element is the max (``apply_max_s`` with the op's
    ``nan_mode``) over the window's elements inside the input; padding positions are skipped,
    so a window of -inf gives -inf (MLIR's lowering seeds the max with the lowest finite
    value, llvm/llvm-project#222140, and is judged by this). Input ``[N, IH, IW, C]``."""
    x = enc.value(op.operands[0])
    kh, kw = ir.DenseI64ArrayAttr(op.attributes["kernel"])
    sy, sx = ir.DenseI64ArrayAttr(op.attributes["stride"])
    top, _, left, _ = ir.DenseI64ArrayAttr(op.attributes["pad"])
    shape, et = result_type(enc, op)
    _, ih, iw, _ = x.shape
    step = _extreme_step(enc, op, True)
    out = []
    for n, oy, ox, c in indices(shape):
        elems = [x.at((n, y, xx, c))
                 for y in range(oy * sy - top, oy * sy - top + kh) if 0 <= y < ih
                 for xx in range(ox * sx - left, ox * sx - left + kw) if 0 <= xx < iw]
        if not elems:
            raise Unsupported("tosa.max_pool2d window entirely in the padding")
        out.append(functools.reduce(step, elems))
    return [Shaped(shape, tuple(out), et)]


@encoder("tosa.reduce_all", "tosa.reduce_any")
def _reduce_bool(enc: Encoder, op: ir.Operation):
    kind = "and" if op.name == "tosa.reduce_all" else "or"
    return _reduce(enc, op, lambda acc, x: intsem.bitwise(kind, x, acc),
                   lambda et: Scalar(z3.BitVecVal(1 if kind == "and" else 0, 1)))


@encoder("tosa.argmax")
def _argmax(enc: Encoder, op: ir.Operation):
    x = enc.value(op.operands[0])
    axis = axis_of(op)
    shape, et = result_type(enc, op)
    prop = nan_mode(op) == "PROPAGATE"
    out = []
    for idx in indices(shape):
        elems = [x.at(idx[:axis] + (k,) + idx[axis:]) for k in range(x.shape[axis])]
        best, best_i = elems[0], int_const(0, et.width)
        poison = por(*[e.poison for e in elems])
        for k, e in enumerate(elems[1:], 1):
            if x.et.is_float:
                bigger = z3.fpGT(e.v, best.v)
                if prop:
                    bigger = z3.Or(bigger, pand(z3.fpIsNaN(e.v), pnot(z3.fpIsNaN(best.v))))
                else:
                    bigger = z3.Or(bigger, pand(z3.fpIsNaN(best.v), pnot(z3.fpIsNaN(e.v))))
            else:
                bigger = e.v > best.v
            best = select_scalar(bigger, e, best)
            best_i = ite(bigger, int_const(k, et.width), best_i)
        out.append(Scalar(best_i, poison))
    return [Shaped(shape, tuple(out), et)]


# ---- shape ops -----------------------------------------------------------------------------


@encoder("tosa.reshape")
def _reshape(enc: Encoder, op: ir.Operation):
    x = enc.value(op.operands[0])
    shape, et = result_type(enc, op)
    return [Shaped(shape, x.elems, et)]


@encoder("tosa.transpose")
def _transpose(enc: Encoder, op: ir.Operation):
    x = enc.value(op.operands[0])
    perms = list(ir.DenseI32ArrayAttr(op.attributes["perms"]))
    shape, et = result_type(enc, op)
    out = []
    for idx in indices(shape):
        src = [0] * len(perms)
        for i, p in enumerate(perms):
            src[p] = idx[i]
        out.append(x.at(tuple(src)))
    return [Shaped(shape, tuple(out), et)]


@encoder("tosa.slice")
def _slice(enc: Encoder, op: ir.Operation):
    x, start, _size = enc.operands(op)
    shape, et = result_type(enc, op)
    out = []
    for idx in indices(shape):
        src = tuple(i + s for i, s in zip(idx, start.values, strict=True))
        if any(not 0 <= i < d for i, d in zip(src, x.shape, strict=True)):
            enc.add_ub(z3.BoolVal(True))
            return [Shaped(shape, (enc.poison_scalar(et),) * numel(shape), et)]
        out.append(x.at(src))
    return [Shaped(shape, tuple(out), et)]


@encoder("tosa.pad")
def _pad(enc: Encoder, op: ir.Operation):
    x, padding, pad_const = enc.operands(op)
    shape, et = result_type(enc, op)
    low = padding.values[0::2]
    fill = pad_const.elems[0]
    out = []
    for idx in indices(shape):
        src = tuple(i - lo for i, lo in zip(idx, low, strict=True))
        inside = all(0 <= i < d for i, d in zip(src, x.shape, strict=True))
        out.append(x.at(src) if inside else fill)
    return [Shaped(shape, tuple(out), et)]


@encoder("tosa.concat")
def _concat(enc: Encoder, op: ir.Operation):
    shape, et = result_type(enc, op)
    return [concat(enc.operands(op), axis_of(op), shape, et)]


@encoder("tosa.tile")
def _tile(enc: Encoder, op: ir.Operation):
    x = enc.value(op.operands[0])
    shape, et = result_type(enc, op)
    out = [x.at(tuple(i % d for i, d in zip(idx, x.shape, strict=True)))
           for idx in indices(shape)]
    return [Shaped(shape, tuple(out), et)]


@encoder("tosa.reverse")
def _reverse(enc: Encoder, op: ir.Operation):
    x = enc.value(op.operands[0])
    axis = axis_of(op)
    shape, et = result_type(enc, op)
    out = []
    for idx in indices(shape):
        src = list(idx)
        src[axis] = shape[axis] - 1 - idx[axis]
        out.append(x.at(tuple(src)))
    return [Shaped(shape, tuple(out), et)]


# ---- matmul --------------------------------------------------------------------------------


@encoder("tosa.matmul")
def _matmul(enc: Encoder, op: ir.Operation):
    a, b, azp, bzp = enc.operands(op)
    shape, et = result_type(enc, op)
    n, h, w = shape
    c = a.shape[2]
    if et.is_float:
        if any(not z3.is_true(simp(z3.fpIsZero(s.v))) for s in (azp.elems[0],
                                                                          bzp.elems[0])):
            raise Unsupported("tosa.matmul with non-zero float zero points")

        def prod(x: Scalar, y: Scalar) -> Scalar:
            return fpsem.binary("mulf", fpsem.fp_cast(x, et), fpsem.fp_cast(y, et))

        def add(acc: Scalar, p: Scalar) -> Scalar:
            return fpsem.binary("addf", acc, p)

        zero = Scalar(float_const(0.0, et))
    else:
        za, zb = const_ints(azp)[0], const_ints(bzp)[0]

        def prod(x: Scalar, y: Scalar) -> Scalar:
            xv = z3.SignExt(et.width - x.v.size(), x.v) - za
            yv = z3.SignExt(et.width - y.v.size(), y.v) - zb
            return Scalar(xv * yv, por(x.poison, y.poison))

        def add(acc: Scalar, p: Scalar) -> Scalar:
            return intsem.add(acc, p)

        zero = Scalar(int_const(0, et.width))
    out = []
    for i in range(n):
        for y in range(h):
            for x in range(w):
                acc = zero
                for k in range(c):
                    acc = add(acc, prod(a.at((i, y, k)), b.at((i, k, x))))
                out.append(acc)
    return [Shaped(shape, tuple(out), et)]


# ---- control flow --------------------------------------------------------------------------


@encoder("tosa.cond_if")
def _cond_if(enc: Encoder, op: ir.Operation):
    cond, *inputs = enc.operands(op)
    c = cond.elems[0]
    enc.add_ub(c.poison)
    taken = bool_of(c)
    with enc.under(taken):
        then_vals = enc.run_region(op.regions[0], inputs)
    with enc.under(pnot(taken)):
        else_vals = enc.run_region(op.regions[1], inputs)
    return [select_sym(taken, a, b) for a, b in zip(then_vals, else_vals, strict=True)]


@encoder("tosa.while_loop")
def _while_loop(enc: Encoder, op: ir.Operation):
    def before(carried: list):
        return enc.run_region(op.regions[0], carried)[0].elems[0], carried

    return unroll_while(enc, op, before, lambda c: enc.run_region(op.regions[1], c),
                        enc.operands(op))
