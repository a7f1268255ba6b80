"""TOSA integer scaling: RESCALE and the scalar utility op ``tosa.apply_scale``.

Code, not only data, because the operands are coupled: the multiplier and shift tensors have one
entry per channel (``per_channel``), their element types follow ``scale32``, the zero points and
the unsigned flags depend on the input/output types. The legal values come from the overlay
(``params``: shift range, multiplier widths, rounding modes, unsigned rows, zero-point types);
the rules are those of the TOSA 1.0.0 specification, RESCALE (ERROR_IF list) and the scaling
helpers ``apply_scale_32``/``apply_scale_16`` ("Integer Behavior" chapter): ``multiplier >= 0``,
``2 <= shift <= 62``, and ``value`` in ``[-(1 << (shift-1)), 1 << (shift-1))``. The value range
(a REQUIRE, i.e. UB when broken) depends on runtime data, so it is left to ubfix
(``tosa_rescale_range``, ``tosa_apply_scale_range``); multiplier and shift are constants drawn
legal here.
"""

from __future__ import annotations

from smith.gen.attr_syntax import attribute_text
from smith.gen.builder import Builder
from smith.gen.families.common import choose_row, tensor_operand
from smith.gen.families.registry import family
from smith.gen.spec import OpSpec
from smith.gen.types import Scalar, Tensor, int_range


def _dense(values: list[int]) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def _multiplier(b: Builder, bits: int) -> int:
    """A multiplier in ``[0, 2**(bits-1))``: mostly normalised (top bit set, as frameworks
    produce), sometimes small or an edge value."""
    hi = (1 << (bits - 1)) - 1
    kind = b.draw.weighted(["norm", "small", "edge"], [5, 3, 2])
    if kind == "norm":
        return b.draw.integer((hi + 1) // 2, hi)
    if kind == "small":
        return b.draw.integer(0, 100)
    return b.draw.choice((0, 1, hi))


def _zero_point(b: Builder, elem: str, unsigned: bool, zp_types: list[str]) -> int:
    """A zero point: 0 unless ``elem`` is in ``zp_types`` (TOSA RESCALE: ``ERROR_IF(in_t !=
    i8_t && ... && input_zp != 0)``); unsigned values are written in the signed bit pattern."""
    if elem not in zp_types or b.draw.boolean(0.4):
        return 0
    lo, hi = int_range(elem)
    if unsigned:
        return b.draw.integer(0, hi)  # 0..127: the same bits signed or unsigned
    return b.draw.integer(max(lo, -40), min(hi, 40))


@family("rescale")
def rescale(b: Builder, spec: OpSpec) -> None:
    """RESCALE(input, multiplier, shift, input_zp, output_zp): same shape, output type from the
    row; ``per_channel`` scales along the last dim (rank >= 1), otherwise one multiplier/shift.
    ``scale32`` picks an i32 (else i16) multiplier; the rounding mode comes from the overlay
    (DOUBLE_ROUND needs the ``doubleround`` extension, which tosa-validate's default target lacks,
    and is only legal with ``scale32``)."""
    p = spec.params
    in_t, out_t = choose_row(b, spec, elementwise=False)
    x = tensor_operand(b, in_t)
    per_channel = x.type.rank >= 1 and b.draw.boolean(0.3)
    n = x.type.shape[-1] if per_channel else 1
    scale32 = b.draw.boolean(float(p.get("p_scale32", 0.7)))
    mult_bits = 32 if scale32 else 16
    in_uns = [in_t, out_t] in p.get("input_unsigned_rows", []) and b.draw.boolean(0.3)
    out_uns = (not in_uns and [in_t, out_t] in p.get("output_unsigned_rows", [])
               and b.draw.boolean(0.3))
    lo, hi = p.get("shift_range", [2, 62])
    if in_uns:  # the zero-extended value minus its zero point needs 9 bits (TOSA: REQUIRE)
        lo = max(lo, int(p.get("unsigned_min_shift", 10)))
    shifts = [b.draw.integer(lo, hi) for _ in range(n)]
    mults = [_multiplier(b, mult_bits) for _ in range(n)]
    modes = p.get("rounding_modes", ["SINGLE_ROUND"])
    mode = b.draw.choice(modes if scale32 else ["SINGLE_ROUND"])
    zp_types = p.get("zero_point_types", ["i8"])
    m = b.tosa_const(Tensor((n,), f"i{mult_bits}"), _dense(mults))
    s = b.tosa_const(Tensor((n,), "i8"), _dense(shifts))
    zin = b.tosa_const(Tensor((1,), in_t), str(_zero_point(b, in_t, in_uns, zp_types)))
    zout = b.tosa_const(Tensor((1,), out_t), str(_zero_point(b, out_t, out_uns, zp_types)))
    props = {"scale32": _bool(scale32),
             "rounding_mode": attribute_text(spec.extracted, "rounding_mode", mode),
             "per_channel": _bool(per_channel), "input_unsigned": _bool(in_uns),
             "output_unsigned": _bool(out_uns)}
    b.emit(spec.name, [x, m, s, zin, zout], [Tensor(x.type.shape, out_t)], props)


def _bool(flag: bool) -> str:
    return "true" if flag else "false"


@family("apply_scale")
def apply_scale(b: Builder, spec: OpSpec) -> None:
    """``tosa.apply_scale(value, multiplier, shift)`` on scalars (MLIR TosaUtilOps.td; the
    semantics of TOSA's ``apply_scale_32``, DOUBLE_ROUND allowed since it is not a TOSA graph op
    that tosa-validate checks): constant multiplier in ``[0, 2**31)`` and shift in the overlay's
    range; the value range is ubfix's ``tosa_apply_scale_range``."""
    p = spec.params
    val_t, mul_t, sh_t, out_t = choose_row(b, spec, elementwise=False, tensor=False)
    value = b.get(Scalar(val_t))
    lo, hi = p.get("shift_range", [2, 62])
    mult = b.emit("arith.constant", [], [Scalar(mul_t)],
                  {"value": f"{_multiplier(b, 32)} : {mul_t}"}, pool=False, kind="const")[0]
    shift = b.emit("arith.constant", [], [Scalar(sh_t)],
                   {"value": f"{b.draw.integer(lo, hi)} : {sh_t}"}, pool=False, kind="const")[0]
    mode = b.draw.choice(p.get("rounding_modes", ["SINGLE_ROUND"]))
    b.emit(spec.name, [value, mult, shift], [Scalar(out_t)],
           {"rounding_mode": attribute_text(spec.extracted, "rounding_mode", mode)})
