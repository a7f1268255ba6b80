"""Random literal values for constants and @main inputs, biased toward edge values.

Edge values (MLIRSmith/DESIL practice, and the issue's rule): integers 0, ±1, INT_MIN, INT_MAX;
floats ±0.0, ±1.0, ±inf, NaN. Floats are rendered as exact hexadecimal bit patterns, so the
literal text never depends on Python's float formatting.
"""

from __future__ import annotations

import numpy as np

from ground.draw import Draw
from smith.gen.types import Scalar, Tensor, int_range, is_float

_NP_FLOAT = {"f16": (np.float16, np.uint16, 4), "f32": (np.float32, np.uint32, 8),
             "f64": (np.float64, np.uint64, 16)}
_FLOAT_EDGES = (0.0, -0.0, 1.0, -1.0, float("inf"), float("-inf"), float("nan"))


def int_value(draw: Draw, elem: str, edge_p: float = 0.25) -> int:
    """A random integer of ``elem`` (index counts as 64-bit)."""
    if elem == "i1":
        return draw.integer(0, 1)
    lo, hi = int_range(elem)
    r = draw.real()
    if r < edge_p:
        return draw.choice((0, 1, -1, lo, hi, lo + 1, hi - 1))
    if r < 0.75:
        return draw.integer(-16, 16)
    return draw.integer(lo, hi)


def float_bits(draw: Draw, elem: str, edge_p: float = 0.12) -> str:
    """A random float of ``elem`` (f16, bf16, f32, f64) as a hexadecimal bit-pattern literal
    (e.g. ``0x3C00``; bf16: the upper half of an f32's bits, as bfloat16 is an f32 with its
    mantissa cut to 7 bits)."""
    if elem == "bf16":  # a mutant's constant of a test's bf16 op reached here (KeyError)
        return f"0x{int(float_bits(draw, 'f32', edge_p), 16) >> 16:04X}"
    ftype, utype, digits = _NP_FLOAT[elem]
    r = draw.real()
    if r < edge_p:
        x = draw.choice(_FLOAT_EDGES)
    elif r < 0.7:
        x = draw.integer(-64, 64) / 4.0
    else:
        x = (draw.real() * 2.0 - 1.0) * 10.0 ** draw.integer(-3, 4)
    with np.errstate(over="ignore"):
        bits = int(np.array([x], dtype=ftype).view(utype)[0])
    return f"0x{bits:0{digits}X}"


def scalar_literal(draw: Draw, elem: str) -> str:
    """Literal text for one element (``true``/``false`` for i1)."""
    if is_float(elem):
        return float_bits(draw, elem)
    v = int_value(draw, elem)
    if elem == "i1":
        return "true" if v else "false"
    return str(v)


def dense_literal(draw: Draw, ty: Tensor) -> str:
    """``dense<...>`` body text (without the type) for a static tensor, nested by dimension."""
    flat = [scalar_literal(draw, ty.elem) for _ in range(ty.numel)]
    if ty.rank == 0:
        return flat[0]

    def nest(items: list[str], dims: tuple[int, ...]) -> str:
        if len(dims) == 1:
            return "[" + ", ".join(items) + "]"
        step = len(items) // dims[0]
        return "[" + ", ".join(nest(items[i * step:(i + 1) * step], dims[1:])
                               for i in range(dims[0])) + "]"

    return nest(flat, ty.shape)


def constant_attr(draw: Draw, ty: Scalar | Tensor) -> str:
    """The ``value`` attribute text of an ``arith.constant`` of type ``ty``."""
    if isinstance(ty, Tensor):
        return f"dense<{dense_literal(draw, ty)}> : {ty.render()}"
    lit = scalar_literal(draw, ty.elem)
    return lit if ty.elem == "i1" else f"{lit} : {ty.elem}"

