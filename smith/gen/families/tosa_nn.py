"""TOSA tensor-operator families with spatial shape rules: convolutions, pooling, gather, table,
FFT. Rules follow the TOSA 1.0.0 specification sections cited in specs/overlay/tosa.json; output
sizes must divide exactly (the spec's ERROR_IF on the stride remainder) and pads stay below the
kernel for pooling."""

from __future__ import annotations

from ground.errors import Reject
from smith.gen.attr_syntax import attribute_text
from smith.gen.builder import MAX_NUMEL, Builder, Value
from smith.gen.families.common import choose_row
from smith.gen.families.registry import family
from smith.gen.spec import OpSpec
from smith.gen.types import Tensor, is_float

SPATIAL_NUMEL = 4 * MAX_NUMEL


def _array(values: list[int]) -> str:
    return "array<i64: " + ", ".join(str(v) for v in values) + ">"


def _zp(b: Builder, elem: str) -> Value:
    return b.tosa_const(Tensor((1,), elem), "0.0" if is_float(elem) else "0")


def _spatial_input(b: Builder, elem: str, rank: int) -> Value:
    """A pooled tensor of ``rank`` (NHWC / NDHWC) or a fresh one with small spatial dims."""
    v = b.pick_of_types([(Tensor, elem, rank)], lambda t: t.numel <= SPATIAL_NUMEL,
                        multi_use=True)
    if v is not None:
        return v
    dims = [b.draw.integer(1, 2)] + [b.draw.integer(1, 5) for _ in range(rank - 2)]
    dims.append(b.draw.integer(1, 3))
    return b.fresh(Tensor(tuple(dims), elem))


def _window(b: Builder, size: int, pool: bool) -> tuple[int, int, int, int, int, int]:
    """(kernel, stride, dilation, pad_before, pad_after, output) for one spatial dim of ``size``
    such that ``(size - 1 + pads - (kernel - 1) * dilation)`` is >= 0 and divisible by stride."""
    stride = b.draw.integer(1, 2)
    dilation = 1 if pool else b.draw.choice((1, 1, 2))
    kernel = b.draw.integer(1, 3)
    p0 = b.draw.integer(0, min(1, kernel - 1) if pool else 1)
    base = size - 1 + p0 - (kernel - 1) * dilation
    p1 = 0
    limit = kernel - 1 if pool else 2
    while (base + p1 < 0 or (base + p1) % stride) and p1 < limit:
        p1 += 1
    if base + p1 < 0 or (base + p1) % stride:
        kernel, dilation, stride, p0, p1 = 1, 1, 1, 0, 0
        base = size - 1
    return kernel, stride, dilation, p0, p1, (base + p1) // stride + 1


@family("conv")
def conv(b: Builder, spec: OpSpec) -> None:
    """CONV2D / CONV3D / DEPTHWISE_CONV2D: input NHWC (NDHWC), weight OHWI (ODHWI) or HWCM,
    bias of the output channels, zero points 0, ``pad``/``stride``/``dilation``/``acc_type``."""
    row = choose_row(b, spec, elementwise=False)
    in_t, w_t, bias_t, out_t, acc_t = row
    spatial = int(spec.params.get("spatial", 2))
    depthwise = bool(spec.params.get("depthwise", False))
    x = _spatial_input(b, in_t, spatial + 2)
    n, *sizes, c = x.type.shape
    windows = [_window(b, s, pool=False) for s in sizes]
    kernels = [w[0] for w in windows]
    if depthwise:
        m = b.draw.integer(1, 2)
        w_shape = (*kernels, c, m)
        oc = c * m
    else:
        oc = b.draw.integer(1, 3)
        w_shape = (oc, *kernels, c)
    weight = b.get(Tensor(w_shape, w_t))
    bias = b.get(Tensor((b.draw.choice((1, oc)),), bias_t))
    out = Tensor((n, *[w[5] for w in windows], oc), out_t)
    pads = [p for w in windows for p in (w[3], w[4])]
    props = {"pad": _array(pads), "stride": _array([w[1] for w in windows]),
             "dilation": _array([w[2] for w in windows]), "acc_type": acc_t}
    b.emit(spec.name, [x, weight, bias, _zp(b, in_t), _zp(b, w_t)], [out], props)


@family("pool2d")
def pool2d(b: Builder, spec: OpSpec) -> None:
    """AVG_POOL2D (zero points, ``acc_type``) and MAX_POOL2D (``nan_mode``): NHWC, pads below the
    kernel size, exact output size."""
    row = choose_row(b, spec, elementwise=False)
    x = _spatial_input(b, row[0], 4)
    n, h, w, c = x.type.shape
    wins = [_window(b, s, pool=True) for s in (h, w)]
    props = {"kernel": _array([wins[0][0], wins[1][0]]),
             "stride": _array([wins[0][1], wins[1][1]]),
             "pad": _array([wins[0][3], wins[0][4], wins[1][3], wins[1][4]])}
    out = Tensor((n, wins[0][5], wins[1][5], c), row[1])
    operands = [x]
    if spec.params.get("zero_points"):
        operands += [_zp(b, row[0]), _zp(b, row[1])]
        props["acc_type"] = row[2]
    if spec.params.get("nan_mode") and b.draw.boolean(0.5):
        props["nan_mode"] = attribute_text(spec.extracted, "nan_mode",
                                           b.draw.choice(("PROPAGATE", "IGNORE")))
    b.emit(spec.name, operands, [out], props)


def _values_nkc(b: Builder, elem: str, max_k: int) -> Value:
    """A reusable rank-3 ``[N, K, C]`` tensor of ``elem`` from the pool, else a fresh one with
    N <= 2, K <= ``max_k``, C <= 3 (the values operand of GATHER and SCATTER)."""
    values = b.pick_of_types([(Tensor, elem, 3)], multi_use=True)
    if values is None:
        values = b.fresh(Tensor((b.draw.integer(1, 2), b.draw.integer(1, max_k),
                                 b.draw.integer(1, 3)), elem))
    return values


@family("gather")
def gather(b: Builder, spec: OpSpec) -> None:
    """GATHER: values [N,K,C], indices [N,W] (i32, in [0, K): out-of-range indices are guarded by
    ubfix's tosa_gather_index rule) -> [N,W,C]."""
    row = choose_row(b, spec, elementwise=False)
    values = _values_nkc(b, row[0], max_k=5)
    n, _, c = values.type.shape
    indices = b.get(Tensor((n, b.draw.integer(1, 4)), row[1]))
    b.emit(spec.name, [values, indices], [Tensor((n, indices.type.shape[1], c), row[2])])


def _i16_table(b: Builder, size: int) -> str:
    """Dense literal of ``size`` int16 entries, each adjacent difference within int16."""
    lo, hi = -(1 << 15), (1 << 15) - 1
    vals = [b.draw.integer(lo, hi)]
    for _ in range(size - 1):
        prev = vals[-1]
        vals.append(b.draw.integer(max(lo, prev + lo), min(hi, prev + hi)))
    return "[" + ", ".join(map(str, vals)) + "]"


@family("table")
def table(b: Builder, spec: OpSpec) -> None:
    """TABLE: i8 input with a 256-entry i8 table -> i8; i16 input with a 513-entry i16 table ->
    i32 (the table is a constant). An i16 table is a random walk whose steps fit in int16: TOSA
    1.0 TABLE (``apply_lookup_s``) REQUIREs every slope ``table[i+1] - table[i]`` an input
    reaches to fit in int16."""
    row = choose_row(b, spec, elementwise=False)
    x = b.pick_of_types([(Tensor, row[0])], multi_use=True)
    x = x or b.fresh(Tensor(b.random_shape(), row[0]))
    size = 256 if row[0] == "i8" else 513
    tbl = b.tosa_const(Tensor((size,), row[1]),
                       None if row[1] == "i8" else _i16_table(b, size))
    b.emit(spec.name, [x, tbl], [Tensor(x.type.shape, row[2])])


@family("fft")
def fft(b: Builder, spec: OpSpec) -> None:
    """FFT2D (real and imaginary inputs, ``inverse``) and RFFT2D: [N,H,W] f32 with H and W powers
    of two; RFFT2D outputs [N,H,W/2+1]."""
    row = choose_row(b, spec, elementwise=False)
    shape = (b.draw.integer(1, 2), b.draw.choice((1, 2, 4)), b.draw.choice((1, 2, 4, 8)))
    real = b.get(Tensor(shape, row[0]))
    if spec.params.get("real_input"):
        out = Tensor((shape[0], shape[1], shape[2] // 2 + 1), row[-1])
        b.emit(spec.name, [real], [out, out])
        return
    imag = b.get(Tensor(shape, row[1]))
    props = {"inverse": "true" if b.draw.boolean() else "false"}
    out = Tensor(shape, row[-1])
    b.emit(spec.name, [real, imag], [out, out], props)


@family("tensor_constant")
def tensor_constant(b: Builder, spec: OpSpec) -> None:
    """A ``tosa.const`` of a random shape and a row's element type, put in the value pool."""
    row = choose_row(b, spec, elementwise=False)
    v = b.tosa_const(Tensor(b.random_shape(), row[0]))
    b.op_counts[spec.name] += 1
    b.scope.add(v)


@family("reduce_bool")
def reduce_bool(b: Builder, spec: OpSpec) -> None:
    """REDUCE_ALL / REDUCE_ANY on an i1 tensor. Their lowering stores an i1 accumulator, which
    MLIR 22.1.8 cannot lower (memref<..xi1>), so they are generated only with
    ``bool_tensors="any"``."""

    if b.options.bool_tensors == "fuse":
        raise Reject(f"{spec.name} stores i1 tensors")
    x = b.get(Tensor(b.random_shape(b.draw.integer(1, 4)), "i1"))
    axis = b.draw.integer(0, x.type.rank - 1)
    shape = list(x.type.shape)
    shape[axis] = 1
    b.emit(spec.name, [x], [Tensor(tuple(shape), "i1")], {"axis": f"{axis} : i32"})


@family("scatter")
def scatter(b: Builder, spec: OpSpec) -> None:
    """SCATTER: values_in [N,K,C], indices [N,W] (i32), input [N,W,C] -> [N,K,C] (TOSA 1.0.0
    specification, SCATTER). Writing one output index twice in a batch is UNPREDICTABLE
    (``REQUIRE(output_modified[n,k] == false)``), and indices must be in ``[0, K)``, so the
    indices are a constant drawn here as W distinct values of ``[0, K)`` per batch (W <= K);
    code because a data row cannot say "distinct per batch". ubfix's ``tosa_scatter_indices``
    repairs other index operands."""
    row = choose_row(b, spec, elementwise=False)
    values = _values_nkc(b, row[0], max_k=6)
    n, k, c = values.type.shape
    w = b.draw.integer(1, k)
    rows = [b.draw.sample(range(k), w) for _ in range(n)]
    lit = "[" + ", ".join("[" + ", ".join(map(str, r)) + "]" for r in rows) + "]"
    indices = b.tosa_const(Tensor((n, w), row[1]), lit)
    src = b.get(Tensor((n, w, c), row[2]))
    b.emit(spec.name, [values, indices, src], [Tensor((n, k, c), row[3])])


def _resize_axis(b: Builder, size: int, max_out: int) -> tuple[int, int, int, int, int] | None:
    """(scale_n, scale_d, offset, border, output) for one resized dim of ``size`` (TOSA 1.0.0
    specification, RESIZE ERROR_IFs: ``0 < scale_n <= 2048``, ``0 < scale_d < 16 * scale_n``,
    ``-scale_n <= offset < 16 * scale_n``, ``-16 * scale_n <= border < scale_n``, and
    ``((size - 1) * scale_n - offset + border)`` divisible by ``scale_d``, output = that / d + 1
    >= 1), or None when no border fits."""
    sn = b.draw.integer(1, 4)
    sd = b.draw.integer(1, 4)
    offset = b.draw.integer(-sn, min(16 * sn - 1, sn))
    base = (size - 1) * sn - offset
    borders = [br for br in range(-16 * sn, sn)
               if (base + br) >= 0 and (base + br) % sd == 0 and (base + br) // sd + 1 <= max_out]
    if not borders:
        return None
    border = b.draw.choice(borders)
    return sn, sd, offset, border, (base + border) // sd + 1


@family("resize")
def resize(b: Builder, spec: OpSpec) -> None:
    """RESIZE: NHWC input, ``scale`` [y_n, y_d, x_n, x_d], ``offset`` [y, x], ``border`` [y, x]
    (``!tosa.shape`` constants) and ``mode`` from the row (NEAREST_NEIGHBOR keeps the type;
    integer BILINEAR widens i8 to i32). Out-of-range sample positions are clamped by the
    specification's own pseudocode, so no runtime guard is needed."""
    row = choose_row(b, spec, elementwise=False)
    in_t, out_t, mode = row
    x = _spatial_input(b, in_t, 4)
    n, h, w, c = x.type.shape
    ys = _resize_axis(b, h, 8)
    xs = _resize_axis(b, w, 8)
    if ys is None or xs is None:
        ys, xs = (1, 1, 0, 0, h), (1, 1, 0, 0, w)
    scale = b.shape_value([ys[0], ys[1], xs[0], xs[1]])
    offset = b.shape_value([ys[2], xs[2]])
    border = b.shape_value([ys[3], xs[3]])
    out = Tensor((n, ys[4], xs[4], c), out_t)
    b.emit(spec.name, [x, scale, offset, border], [out],
           {"mode": attribute_text(spec.extracted, "mode", mode)})


@family("transpose_conv")
def transpose_conv(b: Builder, spec: OpSpec) -> None:
    """TRANSPOSE_CONV2D: input [N,IH,IW,IC], weight [OC,KH,KW,IC], bias [OC] or [1]; ``out_pad``
    [top, bottom, left, right] each > -K (ERROR_IF), ``stride`` >= 1; OH = (IH - 1) * stride_y
    + out_pad_top + out_pad_bottom + KH (TOSA 1.0.0 specification, TRANSPOSE_CONV2D). MLIR
    22.1.8 lowers it only after ``tosa-optional-decompositions`` (into pad/reverse/conv2d)."""
    row = choose_row(b, spec, elementwise=False)
    in_t, w_t, bias_t, out_t, acc_t = row
    x = _spatial_input(b, in_t, 4)
    n, ih, iw, ic = x.type.shape
    kh, kw = b.draw.integer(1, 3), b.draw.integer(1, 3)
    sy, sx = b.draw.integer(1, 2), b.draw.integer(1, 2)
    pads = [b.draw.integer(1 - k, 1) if b.draw.boolean(0.3) else 0 for k in (kh, kh, kw, kw)]
    oh = (ih - 1) * sy + pads[0] + pads[1] + kh
    ow = (iw - 1) * sx + pads[2] + pads[3] + kw
    if oh < 1 or ow < 1:
        pads, oh, ow = [0, 0, 0, 0], (ih - 1) * sy + kh, (iw - 1) * sx + kw
    oc = b.draw.integer(1, 3)
    weight = b.get(Tensor((oc, kh, kw, ic), w_t))
    bias = b.get(Tensor((b.draw.choice((1, oc)),), bias_t))
    props = {"out_pad": _array(pads), "stride": _array([sy, sx]), "acc_type": acc_t}
    b.emit(spec.name, [x, weight, bias, _zp(b, in_t), _zp(b, w_t)],
           [Tensor((n, oh, ow, oc), out_t)], props)
