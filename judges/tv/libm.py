"""The C library's values of the transcendental ``math`` ops, used to pin their uninterpreted
functions at the points a formula or a model needs (:mod:`judges.tv.refine`).

Why the C library: MLIR's folders compute ``math.sin`` & co. of f64/f32 constants with the host
``sin``/``sinf`` (MathOps.cpp ``constFoldUnaryOpConditional``), and every lowering path calls the
same functions at run time (``convert-math-to-libm``, or LLVM intrinsics that become libm
calls). So "the value of ``math.sin`` at x" is ``sin(x)`` of the libm that mlir-opt and
mlir-runner load; f16/bf16 are computed in f32 and rounded (LLVM promotes them so).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import struct

from judges.tv.sym import ElemType, bits_to_float, float_bits

# op -> C function name (double version; the float version has the suffix "f")
FUNCTIONS = {
    "math.sin": "sin", "math.cos": "cos", "math.tan": "tan", "math.asin": "asin",
    "math.acos": "acos", "math.atan": "atan", "math.atan2": "atan2", "math.sinh": "sinh",
    "math.cosh": "cosh", "math.tanh": "tanh", "math.asinh": "asinh", "math.acosh": "acosh",
    "math.atanh": "atanh", "math.exp": "exp", "math.exp2": "exp2", "math.expm1": "expm1",
    "math.log": "log", "math.log10": "log10", "math.log1p": "log1p", "math.log2": "log2",
    "math.erf": "erf", "math.erfc": "erfc", "math.cbrt": "cbrt", "math.powf": "pow",
}


@functools.cache
def _libm() -> ctypes.CDLL:
    return ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")


@functools.cache
def _fn(name: str, single: bool, arity: int):
    f = getattr(_libm(), name + ("f" if single else ""))
    ct = ctypes.c_float if single else ctypes.c_double
    f.restype = ct
    f.argtypes = [ct] * arity
    return f


def value(op: str, et: ElemType, args: tuple[float, ...]) -> float | None:
    """``op`` at ``args`` in element type ``et`` as the C library computes it (None when the
    op or type has no C function here)."""
    name = FUNCTIONS.get(op)
    if name is None or et.name not in ("f16", "bf16", "f32", "f64"):
        return None
    single = et.name != "f64"
    r = _fn(name, single, len(args))(*args)
    if et.name in ("f16", "bf16"):
        r = bits_to_float(float_bits(r, et), et)
    elif single:
        r = struct.unpack("<f", struct.pack("<f", r))[0]
    return r
