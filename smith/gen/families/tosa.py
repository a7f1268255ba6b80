"""TOSA families. Shape rules follow the TOSA 1.0.0 specification (each op's overlay entry cites
its section); enum attributes are spelled from the extracted spec of the release in use
(:mod:`smith.gen.attr_syntax`: ``#tosa.nan_mode<IGNORE>`` in MLIR 22, ``"IGNORE"`` in MLIR 21)."""

from __future__ import annotations

from ground.errors import Reject
from smith.gen.attr_syntax import attribute_text
from smith.gen.builder import MAX_NUMEL, Builder
from smith.gen.families.common import (
    broadcast,
    broadcast_partner,
    choose_row,
    numel,
    tensor_operand,
)
from smith.gen.families.registry import family
from smith.gen.spec import OpSpec
from smith.gen.types import Tensor, int_range, is_float

NAN_MODES = ("PROPAGATE", "IGNORE")


def _nan_prop(b: Builder, spec: OpSpec, props: dict[str, str]) -> None:
    """Set ``nan_mode`` sometimes; IGNORE is skipped where the overlay says its lowering stores
    an i1 tensor and bool tensors must stay out of memory."""
    if spec.params.get("nan_mode") and b.draw.boolean(0.5):
        modes = NAN_MODES
        if spec.params.get("ignore_nan_mode_stores_bool") and b.options.bool_tensors == "fuse":
            modes = ("PROPAGATE",)
        props["nan_mode"] = attribute_text(spec.extracted, "nan_mode", b.draw.choice(modes))


def _zero_point(b: Builder, elem: str) -> object:
    lit = "0.0" if is_float(elem) else "0"
    return b.tosa_const(Tensor((1,), elem), lit)


def _emit_elementwise(b: Builder, spec: OpSpec, operands: list, n_data: int, out: Tensor,
                      props: dict[str, str] | None = None) -> None:
    """Emit an elementwise op; in a dynamic-shape program (``Builder.dynamic``, see
    ``GenOptions.dynamic_shapes``) and when the overlay says ``dynamic_dims``, a third of the
    time on dynamically shaped operands: the first ``n_data`` operands are ``tensor.cast`` to a
    type with some dims ``?`` (MLIR TosaOps.td: ranked tensors with dynamic dims are legal
    operands; TosaToLinalg computes the sizes and broadcasts at run time), the result has ``?``
    in the same dims and is cast back to the static type that goes to the pool. Never with i1
    operands or results: a ``tensor.cast`` between an i1 producer and its consumer would stop
    the fusion that keeps i1 out of memory (see :mod:`smith.gen.builder`). Only at the top level of
    ``@compute``: inside a region (``scf.if`` after tosa-to-scf) ``convert-linalg-to-affine-loops``
    of MLIR 22.1.8 bounds an ``affine.for`` by a ``memref.dim`` defined in that region, which
    is not a valid affine dim ("'affine.for' op operand cannot be used as a dimension id")."""
    data = operands[:n_data]
    dynamic = (b.dynamic and b.depth == 0 and spec.params.get("dynamic_dims")
               and out.rank >= 1 and out.elem != "i1" and all(v.type.elem != "i1" for v in data)
               and b.draw.boolean(1 / 3))
    if not dynamic:
        b.emit(spec.name, operands, [out], props)
        return
    mask = [b.draw.boolean(0.5) for _ in out.shape]
    if not any(mask):
        mask[b.draw.integer(0, out.rank - 1)] = True

    def dynamic_of(t: Tensor) -> Tensor:
        return Tensor(tuple(-1 if m else d for m, d in zip(mask, t.shape)), t.elem)

    casts = [b.emit("tensor.cast", [v], [dynamic_of(v.type)], pool=False, kind="glue")[0]
             for v in data]
    r = b.emit(spec.name, casts + list(operands[n_data:]), [dynamic_of(out)], props,
               pool=False)[0]
    b.emit("tensor.cast", [r], [out], kind="glue")


@family("unary")
def unary(b: Builder, spec: OpSpec) -> None:
    """Elementwise unary: output has the input's shape and the row's output type."""
    row = choose_row(b, spec, elementwise=True)
    x = tensor_operand(b, row[0]) if row[0] != "i1" else b.get(Tensor(b.random_shape(), "i1"))
    _emit_elementwise(b, spec, [x], 1, Tensor(x.type.shape, row[-1]))


@family("negate")
def negate(b: Builder, spec: OpSpec) -> None:
    """NEGATE with input and output zero points (0: smith generates no quantized types)."""
    row = choose_row(b, spec, elementwise=True)
    x = tensor_operand(b, row[0])
    zp_in, zp_out = _zero_point(b, row[0]), _zero_point(b, row[1])
    _emit_elementwise(b, spec, [x, zp_in, zp_out], 1, Tensor(x.type.shape, row[1]))


def _binary_operands(b: Builder, elem: str, bool_result: bool = False):
    """Two broadcast-compatible operands; for an i1 result they are distinct and not both
    foldable (see ``Builder.emit``)."""
    a = tensor_operand(b, elem) if elem != "i1" else b.get(Tensor(b.random_shape(), "i1"))
    c = broadcast_partner(b, elem, a.type.shape, exact=False,
                          other=a if (bool_result or elem == "i1") else None)
    if b.draw.boolean(0.5):
        a, c = c, a
    out = broadcast(a.type.shape, c.type.shape)
    if out is None:
        raise Reject("operands do not broadcast")
    return a, c, out


@family("binary_broadcast")
def binary_broadcast(b: Builder, spec: OpSpec) -> None:
    """Elementwise binary with TOSA broadcasting (equal ranks, dims equal or 1)."""
    row = choose_row(b, spec, elementwise=True)
    a, c, out = _binary_operands(b, row[0], bool_result=row[-1] == "i1")
    props: dict[str, str] = {}
    _nan_prop(b, spec, props)
    for name in spec.params.get("bool_attrs", []):
        props[name] = "true" if b.draw.boolean() else "false"
    _emit_elementwise(b, spec, [a, c], 2, Tensor(out, row[-1]), props)


@family("compare")
def compare(b: Builder, spec: OpSpec) -> None:
    """Comparison: broadcasting binary with a bool (i1) result."""
    binary_broadcast(b, spec)


@family("mul")
def mul(b: Builder, spec: OpSpec) -> None:
    """MUL with its ``shift`` operand (tensor<1xi8>): 0 except for i32, where it is a rounding
    right shift; values above 63 are UB and are left for ubfix to repair."""
    row = choose_row(b, spec, elementwise=True)
    a, c, out = _binary_operands(b, row[0])
    shift = 0
    if row[0] == "i32" and b.draw.boolean(0.25):
        shift = b.draw.integer(1, 31)
    s = b.tosa_const(Tensor((1,), "i8"), str(shift))
    _emit_elementwise(b, spec, [a, c, s], 2, Tensor(out, row[-1]))


@family("select")
def select(b: Builder, spec: OpSpec) -> None:
    """SELECT(cond, on_true, on_false): values broadcast; cond has the output shape."""
    row = choose_row(b, spec, elementwise=True)
    a, c, out = _binary_operands(b, row[1])
    cond = b.get(Tensor(out, "i1"))
    b.emit(spec.name, [cond, a, c], [Tensor(out, row[-1])])


@family("cast")
def cast(b: Builder, spec: OpSpec) -> None:
    """CAST: same shape, element type from the conversion table."""
    row = choose_row(b, spec, elementwise=True)
    if row[0] == "i1":
        x = b.get(Tensor(b.random_shape(), "i1"))
    elif row[1] == "i1":  # the cast must not fold into an i1 constant
        x = b.pick(lambda v: not v.foldable and not v.single_use, within=[(Tensor, row[0])])
        x = x or b.new_arg(Tensor(b.random_shape(), row[0]))
    else:
        x = tensor_operand(b, row[0])
    _emit_elementwise(b, spec, [x], 1, Tensor(x.type.shape, row[1]))


def _attr_scalar(elem: str, value: float) -> str:
    if is_float(elem):
        return f"{value:.2f} : {elem}"
    return f"{int(value)} : {elem}"


@family("clamp")
def clamp(b: Builder, spec: OpSpec) -> None:
    """CLAMP with ``min_val <= max_val`` attributes of the element type."""
    row = choose_row(b, spec, elementwise=True)
    x = tensor_operand(b, row[0])
    if is_float(row[0]):
        lo = b.draw.integer(-40, 20) / 4.0
        hi = lo + b.draw.integer(0, 40) / 4.0
    else:
        imin, imax = int_range(row[0])
        lo = b.draw.choice((imin, b.draw.integer(-20, 10)))
        hi = b.draw.choice((imax, lo + b.draw.integer(0, 30)))
        hi = min(hi, imax)
    props = {"min_val": _attr_scalar(row[0], lo), "max_val": _attr_scalar(row[0], hi)}
    _nan_prop(b, spec, props)
    _emit_elementwise(b, spec, [x], 1, Tensor(x.type.shape, row[1]), props)


def _axis(b: Builder, rank: int) -> int:
    return b.draw.integer(0, rank - 1)


@family("reduce")
def reduce(b: Builder, spec: OpSpec) -> None:
    """REDUCE_*: rank >= 1, ``axis`` in [0, rank), the output keeps the axis with size 1."""
    row = choose_row(b, spec, elementwise=False)
    x = tensor_operand(b, row[0], rank_pred=lambda r: r >= 1)
    axis = _axis(b, x.type.rank)
    shape = list(x.type.shape)
    shape[axis] = 1
    props = {"axis": f"{axis} : i32"}
    _nan_prop(b, spec, props)
    b.emit(spec.name, [x], [Tensor(tuple(shape), row[1])], props)


@family("argmax")
def argmax(b: Builder, spec: OpSpec) -> None:
    """ARGMAX: rank >= 1, the output drops dimension ``axis`` and is i32."""
    row = choose_row(b, spec, elementwise=False)
    x = tensor_operand(b, row[0], rank_pred=lambda r: r >= 1)
    axis = _axis(b, x.type.rank)
    shape = x.type.shape[:axis] + x.type.shape[axis + 1:]
    props = {"axis": f"{axis} : i32"}
    _nan_prop(b, spec, props)
    b.emit(spec.name, [x], [Tensor(shape, row[1])], props)


@family("matmul")
def matmul(b: Builder, spec: OpSpec) -> None:
    """MATMUL: a [N,H,C] x b [N,C,W] -> [N,H,W], with zero-point operands (0)."""
    row = choose_row(b, spec, elementwise=False)
    a = tensor_operand(b, row[0], rank_pred=lambda r: r == 3)
    n, _, c = a.type.shape
    rhs = b.pick_of_types([(Tensor, row[1], 3)], lambda t: t.shape[0] == n and t.shape[1] == c,
                          multi_use=True)
    if rhs is None:
        rhs = b.fresh(Tensor((n, c, b.draw.integer(1, 6)), row[1]))
    h, w = a.type.shape[1], rhs.type.shape[2]
    zps = [_zero_point(b, row[0]), _zero_point(b, row[1])]
    b.emit(spec.name, [a, rhs, *zps], [Tensor((n, h, w), row[2])])


def _factor(b: Builder, count: int, rank: int) -> tuple[int, ...]:
    """Split ``count`` elements into ``rank`` dims (random factorization)."""
    primes, n, p = [], count, 2
    while n > 1:
        while n % p == 0:
            primes.append(p)
            n //= p
        p += 1
    dims = [1] * rank
    for q in primes:
        i = b.draw.integer(0, rank - 1)
        dims[i] *= q
    return tuple(dims)


@family("reshape")
def reshape(b: Builder, spec: OpSpec) -> None:
    """RESHAPE: the new shape (a ``tosa.const_shape``) keeps the element count."""
    row = choose_row(b, spec, elementwise=False)
    x = tensor_operand(b, row[0])
    count = x.type.numel
    rank = b.draw.integer(1 if count > 1 else 0, 4)
    shape = _factor(b, count, rank) if rank else ()
    s = b.shape_value(shape)
    b.emit(spec.name, [x, s], [Tensor(shape, row[1])])


@family("slice")
def slice_(b: Builder, spec: OpSpec) -> None:
    """SLICE: per dim ``0 <= start`` and ``start + size <= dim``, size >= 1."""
    row = choose_row(b, spec, elementwise=False)
    x = tensor_operand(b, row[0], rank_pred=lambda r: r >= 1)
    sizes = [b.draw.integer(1, d) for d in x.type.shape]
    starts = [b.draw.integer(0, d - s) for d, s in zip(x.type.shape, sizes)]
    st, sz = b.shape_value(starts), b.shape_value(sizes)
    b.emit(spec.name, [x, st, sz], [Tensor(tuple(sizes), row[1])])


@family("concat")
def concat(b: Builder, spec: OpSpec) -> None:
    """CONCAT: 2-3 inputs of equal rank >= 1, equal dims except ``axis``."""
    row = choose_row(b, spec, elementwise=False)
    first = tensor_operand(b, row[0], rank_pred=lambda r: r >= 1)
    axis = _axis(b, first.type.rank)
    shape = first.type.shape
    inputs = [first]
    for _ in range(b.draw.integer(1, 2)):
        def fits(t, shape=shape):
            return all(x == y for i, (x, y) in enumerate(zip(t.shape, shape)) if i != axis)
        v = b.pick_of_types([(Tensor, row[0], len(shape))], fits, multi_use=True)
        if v is None:
            other = list(shape)
            other[axis] = b.draw.integer(1, 4)
            v = b.fresh(Tensor(tuple(other), row[0]))
        inputs.append(v)
    out = list(shape)
    out[axis] = sum(v.type.shape[axis] for v in inputs)
    b.emit(spec.name, inputs, [Tensor(tuple(out), row[1])], {"axis": f"{axis} : i32"})


@family("pad")
def pad(b: Builder, spec: OpSpec) -> None:
    """PAD: ``padding`` (2 per dim, >= 0) and a ``pad_const`` tensor<1xT>."""
    row = choose_row(b, spec, elementwise=False)
    max_rank = int(spec.params.get("max_rank", 4))
    x = tensor_operand(b, row[0], rank_pred=lambda r: 1 <= r <= max_rank)
    pads = [b.draw.integer(0, 2) for _ in range(2 * x.type.rank)]
    out = tuple(d + pads[2 * i] + pads[2 * i + 1] for i, d in enumerate(x.type.shape))
    if numel(out) > 4 * MAX_NUMEL:
        pads = [0] * len(pads)
        out = x.type.shape
    p = b.shape_value(pads)
    c = b.tosa_const(Tensor((1,), row[0]))
    b.emit(spec.name, [x, p, c], [Tensor(out, row[1])])


@family("transpose")
def transpose(b: Builder, spec: OpSpec) -> None:
    """TRANSPOSE: ``perms`` is a permutation of [0, rank)."""
    row = choose_row(b, spec, elementwise=False)
    x = tensor_operand(b, row[0], rank_pred=lambda r: r >= 1)
    perms = b.draw.shuffle(list(range(x.type.rank)))
    out = tuple(x.type.shape[p] for p in perms)
    props = {"perms": "array<i32: " + ", ".join(map(str, perms)) + ">"}
    b.emit(spec.name, [x], [Tensor(out, row[1])], props)


@family("tile")
def tile(b: Builder, spec: OpSpec) -> None:
    """TILE: ``multiples`` >= 1 per dim."""
    row = choose_row(b, spec, elementwise=False)
    x = tensor_operand(b, row[0], rank_pred=lambda r: r >= 1)
    mult = [b.draw.integer(1, 3) for _ in x.type.shape]
    out = tuple(d * m for d, m in zip(x.type.shape, mult))
    if numel(out) > 4 * MAX_NUMEL:
        mult, out = [1] * len(mult), x.type.shape
    m = b.shape_value(mult)
    b.emit(spec.name, [x, m], [Tensor(out, row[1])])


@family("reverse")
def reverse(b: Builder, spec: OpSpec) -> None:
    """REVERSE: ``axis`` in [0, rank)."""
    row = choose_row(b, spec, elementwise=False)
    x = tensor_operand(b, row[0], rank_pred=lambda r: r >= 1)
    axis = _axis(b, x.type.rank)
    b.emit(spec.name, [x], [Tensor(x.type.shape, row[1])], {"axis": f"{axis} : i32"})
