"""Element types exchanged between MLIR, numpy ``.npy`` files and the TOSA reference model.

TOSA 1.0.0 specification, "Supported Number Formats": bool, int8/16/32 (int48 inside), fp16,
bf16, fp32 (fp8 in extensions). ``.npy`` inputs use numpy dtypes, bf16 through ``ml_dtypes``
(a dependency of tosa-tools); i48 is never an input or output of smith's programs.
"""

from __future__ import annotations

import numpy as np
from mlir import ir

from ground.lazy import load

#: MLIR element type -> numpy dtype of the ``.npy`` file the reference model reads/writes
NUMPY = {"i1": np.dtype(bool), "i8": np.dtype(np.int8), "i16": np.dtype(np.int16),
         "i32": np.dtype(np.int32), "i64": np.dtype(np.int64), "f16": np.dtype(np.float16),
         "f32": np.dtype(np.float32)}
#: same-width integer of a float element type (bit patterns travel through MLIR as integers)
BITS = {"f16": "i16", "bf16": "i16", "f32": "i32", "f64": "i64"}
#: element types a TOSA graph tensor may have in smith's programs
TOSA_ELEMS = ("i1", "i8", "i16", "i32", "f16", "bf16", "f32")
#: compliance ``data_type`` names of the reference model's desc.json
DATA_TYPE = {"i1": "BOOL", "i8": "INT8", "i16": "INT16", "i32": "INT32", "i64": "INT64",
             "f16": "FP16", "bf16": "BF16", "f32": "FP32"}


def numpy_dtype(elem: str) -> np.dtype:
    """The numpy dtype of MLIR element type ``elem`` (``"bf16"`` through ml_dtypes).

    Raises:
        KeyError: an element type with no ``.npy`` form (index, f64 is accepted as float64).
    """
    if elem == "bf16":  # ml_dtypes: a dependency of tosa-tools, the optional oracle extra
        return np.dtype(load("ml_dtypes").bfloat16)
    if elem == "f64":
        return np.dtype(np.float64)
    return NUMPY[elem]


def elem_name(t: ir.Type) -> str:
    """``"i32"``, ``"f16"``, ... of a scalar or the element type of a shaped type."""
    if isinstance(t, ir.ShapedType):
        t = ir.ShapedType(t).element_type
    return str(t)


def is_i1(t: ir.Type) -> bool:
    return elem_name(t) == "i1"


def is_float(elem: str) -> bool:
    return elem in BITS


def rank0(t: ir.Type) -> ir.RankedTensorType:
    """``tensor<T>`` of a scalar type ``T``."""
    return ir.RankedTensorType.get([], t)


def from_bits(values: list[int], elem: str, shape: tuple[int, ...]) -> np.ndarray:
    """An array of ``elem`` from the sign-extended integer bit patterns MLIR printed."""
    raw = np.array(values, dtype=np.int64).reshape(shape)
    if elem == "i1":
        return raw.astype(bool)
    if elem in BITS:
        return raw.astype(numpy_dtype(BITS[elem])).view(numpy_dtype(elem))
    return raw.astype(numpy_dtype(elem))
