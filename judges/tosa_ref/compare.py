"""Compare MLIR's values with the reference model's: bit-exactly first, then, op by op, within
the accuracy the TOSA specification allows (``accuracy.json``, checked by the reference model's
own compliance checker ``tosa_verify``).

Two differences are named rather than counted as divergences (TOSA 1.0.1 specification):

- ``signed-zero``: +0.0 against -0.0. MAXIMUM/MINIMUM/CLAMP/REDUCE_MAX/... "Precision
  Requirements": a zero result may have either sign (the reference model returns the first
  operand of ``maximum(-0, +0)``, MLIR +0); every other op's EXACT check ignores the sign too.
- ``cast-nan-to-int``: CAST "Precision Requirements", casting from floating-point to integer:
  "If any input is a NaN, the result is unpredictable" (the reference model gives INT_MIN and
  does not flag it; MLIR gives another value): run-time UB the guards must remove.
- ``subnormal-flush``: a zero where the reference is subnormal (``tosa_reference_check_fp_bnd``:
  "Allow subnormal values to be flushed to zero"; e.g. f16 SIGMOID(-11.25) gives 0 in MLIR).
- ``dot-product-unbounded``: an output of CONV2D/CONV3D/DEPTHWISE_CONV2D/TRANSPOSE_CONV2D whose
  dot-product error bound is not finite (``tosa_reference_check_dotproduct``: the bound is
  computed with ``tosa_extra_multiplies = true``, so a NaN or infinite weight of the output's
  channel, or any infinite input (``local_bound`` false: the global maximum), leaves no accuracy
  requirement unless the reference is NaN). This covers a NaN weight met only by padding: the
  implementation may multiply the padding (``tosa_extra_multiplies`` is implementation
  defined). The reference model's own bounds miss this for TRANSPOSE_CONV2D.
"""

from __future__ import annotations

import functools
import json
import math
import re
from pathlib import Path

import attrs
import numpy as np
from mlir import ir

from ground.proc import run_tool
from judges.tosa_ref.tools import TosaTools
from judges.tosa_ref.types import DATA_TYPE, elem_name, is_float


@attrs.frozen
class Difference:
    """Where two arrays differ.

    Attributes:
        index: the first differing element (row-major).
        mlir, model: the two values there (floats with their bit pattern).
        count: how many elements differ.
        known: ``signed-zero``, ``subnormal-flush`` or ``cast-nan-to-int`` when every
            difference is of that kind.
        result: which result of a multi-result op (e.g. 1: the imaginary part of RFFT2D).
    """

    index: tuple[int, ...]
    mlir: str
    model: str
    count: int
    known: str | None = None
    result: int = 0

    def to_json(self) -> dict:
        return attrs.asdict(self)


def _show(x) -> str:
    if isinstance(x, np.floating):
        bits = x.view(np.dtype(f"u{x.dtype.itemsize}"))
        return f"{float(x)!r} (0x{int(bits):0{2 * x.dtype.itemsize}x})"
    return str(x.item() if hasattr(x, "item") else x)


def difference(mlir: np.ndarray, model: np.ndarray,
               nan_input: np.ndarray | None = None) -> Difference | None:
    """None when ``mlir`` and ``model`` are identical (every NaN equal to every NaN), else the
    first difference. ``nan_input`` (a float-to-int CAST's input) names NaN-input elements."""
    if mlir.shape != model.shape:
        return Difference((), f"shape {mlir.shape}", f"shape {model.shape}", 1)
    m = mlir
    with np.errstate(over="ignore"):  # a precise-mode (fp64) reference shown in m's type
        r = model.astype(mlir.dtype)
    if m.dtype.kind == "f":
        width = np.dtype(f"u{m.dtype.itemsize}")
        same = (m.view(width) == r.view(width)) | (np.isnan(m) & np.isnan(r))
    else:
        same = m == r
    if bool(np.all(same)):
        return None
    bad = np.argwhere(~same)
    first = tuple(int(i) for i in bad[0])
    known = None
    if m.dtype.kind == "f" and bool(np.all((m == r)[~same])):
        known = "signed-zero"
    elif m.dtype.kind == "f" and bool(np.all(((m == 0) & (np.abs(r.astype(np.float64))
                                                          < normal_min(m.dtype)))[~same])):
        known = "subnormal-flush"
    elif nan_input is not None and bool(np.all(np.isnan(nan_input)[~same])):
        known = "cast-nan-to-int"
    return Difference(first, _show(m[first]), _show(r[first]), int(bad.shape[0]), known)


def normal_min(dtype: np.dtype) -> float:
    """Smallest normal magnitude of a float dtype (TOSA ``normal_min``: fp16 2^-14, fp32 and
    bf16 2^-126)."""
    return 2.0 ** -14 if dtype == np.float16 else 2.0 ** -126


#: ops whose dot products may multiply padding (TOSA ``tosa_extra_multiplies``)
EXTRA_MULTIPLIES = ("tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d",
                    "tosa.transpose_conv2d")


def unbounded_mask(op_name: str, out_shape: tuple[int, ...], inputs: np.ndarray,
                   weights: np.ndarray, bias: np.ndarray,
                   local_bound: bool = False) -> np.ndarray | None:
    """Output elements of a convolution whose dot-product error bound is not finite (see the
    module doc; with ``local_bound`` an infinite input only bounds the outputs it feeds, which
    is not modelled: then only weights and bias count), or None for other ops."""
    if op_name not in EXTRA_MULTIPLIES:
        return None
    mask = np.zeros(out_shape, dtype=bool)
    if not local_bound and not bool(np.all(np.isfinite(inputs.astype(np.float64)))):
        mask[...] = True
        return mask
    w = weights.astype(np.float64)
    per_oc = (w.reshape(-1, w.shape[-2] * w.shape[-1]) if op_name == "tosa.depthwise_conv2d"
              else w.reshape(w.shape[0], -1).T)
    bad = ~np.all(np.isfinite(per_oc), axis=0)
    b = bias.astype(np.float64).reshape(-1)
    bad = bad | ~np.isfinite(b if b.size == bad.size else np.full(bad.size, b[0]))
    mask[...] = bad.reshape((1,) * (len(out_shape) - 1) + (-1,))
    return mask


@functools.lru_cache(maxsize=1)
def accuracy_table() -> dict:
    return json.loads((Path(__file__).parent / "accuracy.json").read_text())


def _ks(rule: str, op: ir.Operation) -> int:
    shapes = [list(ir.RankedTensorType(v.type).shape) if isinstance(v.type, ir.RankedTensorType)
              else [] for v in op.operands]
    if rule == "axis":
        return shapes[0][ir.IntegerAttr(op.attributes["axis"]).value]
    if rule == "kernel":
        return math.prod(ir.DenseI64ArrayAttr(op.attributes["kernel"]))
    if rule == "weight[1:]":
        return math.prod(shapes[1][1:])
    if rule == "weight[:2]":
        return math.prod(shapes[1][:2])
    if rule == "a[2]":
        return shapes[0][2]
    h, w = shapes[0][1], shapes[0][2]
    return 2 * h * w if rule == "2hw" else h * w


def _acc_elem(op: ir.Operation, out_elem: str) -> str:
    if "acc_type" in op.attributes:
        return str(ir.TypeAttr(op.attributes["acc_type"]).value)
    return out_elem


def compliance_entry(op: ir.Operation, out: ir.Value) -> dict:
    """The ``meta.compliance.tensors`` entry checking output ``out`` of ``op`` (see
    ``accuracy.json``)."""
    elem = elem_name(out.type)
    shape = list(ir.RankedTensorType(out.type).shape)
    entry: dict = {"mode": "EXACT", "data_type": DATA_TYPE[elem], "shape": shape}
    spec = accuracy_table()["ops"].get(op.name)
    in_elem = elem_name(op.operands[0].type) if len(op.operands) else elem
    if spec is None or not is_float(elem) or (op.name == "tosa.cast" and not is_float(elem)):
        return entry
    mode = spec["mode"]
    entry["mode"] = mode

    def per_type(v):
        return v.get(elem, v.get("f32")) if isinstance(v, dict) else v

    if mode == "ULP":
        entry["ulp_info"] = {"ulp": per_type(spec["ulp"])}
        if "ulp_lower" in spec and is_float(in_elem):
            entry["ulp_info"]["ulp_lower"] = spec["ulp_lower"]
    elif mode == "ABS_ERROR":
        info = {}
        for key, name in (("lower_bound", "lower_bound"), ("base_bound", "base_bound"),
                          ("bound_as_magnitude", "bound_as_magnitude"),
                          ("normal_divisor", "normal_divisor"), ("max_compare", "max_compare")):
            if key in spec:
                info[name] = per_type(spec[key])
        if info:
            entry["abs_error_info"] = info
    elif mode == "DOT_PRODUCT":
        ks = _ks(spec["ks"], op)
        frac = accuracy_table()["normal_frac"]
        acc = _acc_elem(op, elem)
        ksb = math.ceil(ks / 2.0 ** ((frac.get(acc, 23) - frac.get(elem, 23)) / 2))
        all_fp32 = all(elem_name(v.type) == "f32" for v in op.operands
                       if isinstance(v.type, ir.RankedTensorType) and is_float(elem_name(v.type)))
        entry["dot_product_info"] = {"s": -1, "ksb": ksb,
                                     "abs_bound": (6 if all_fp32 else 2) * ksb,
                                     "variance_error_bound": 4 * 0.4 * ksb}
    elif mode == "REDUCE_PRODUCT":
        axis = ir.IntegerAttr(op.attributes["axis"]).value
        entry["reduce_product_info"] = {
            "n": ir.RankedTensorType(op.operands[0].type).shape[axis]}
    elif mode == "PRECOMPUTED":
        pass  # the bounds file is written by the judge (pow_bounds)
    elif mode == "MAX_RELATIVE":
        entry["max_relative_info"] = {"max": 0.0, "scale": spec["relative_scale"],
                                      "ulp_bound": spec["relative_ulp_bound"]}
    return entry


def _abs_error_bound(magnitude: np.ndarray, value: np.ndarray, lower: np.ndarray | float,
                     frac: int, nmin: float) -> np.ndarray:
    """TOSA ``calcAbsErrorBound(bound_magnitude, bounds_value, lower_bound, 1)`` (library
    numeric_accuracy_helpers), elementwise in fp64."""
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        vb = np.maximum(np.abs(magnitude), nmin)
        vb = np.where(np.asarray(lower) > 0, np.maximum(np.asarray(lower) / value, vb), vb)
        out = 2.0 ** -frac * vb * value
    return np.where(np.isfinite(value) | (np.abs(magnitude) != 0), out, 0.0)


def pow_bounds(x: np.ndarray, y: np.ndarray, ref: np.ndarray, elem: str) -> np.ndarray:
    """Absolute error bound of each POW output (TOSA 1.0 POW, Precision Requirements), from the
    inputs ``x``, ``y`` (broadcast to ``ref``'s shape) and the fp64 reference ``ref``."""
    frac = accuracy_table()["normal_frac"][elem]
    nmin = normal_min(np.dtype(np.float16) if elem == "f16" else np.dtype(np.float32))
    x = np.broadcast_to(x.astype(np.float64), ref.shape)
    y = np.broadcast_to(y.astype(np.float64), ref.shape)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        ylx = y * np.log(x)
        mul_err = _abs_error_bound(ylx, np.full(ref.shape, 5.5), np.abs(0.55 * y), frac, nmin)
        exp_err = _abs_error_bound(ref, (3.0 if elem == "f32" else 1.0)
                                   + 2 * np.abs(ylx + mul_err), 0.0, frac, nmin)
        return np.abs(ref * np.expm1(mul_err)) + exp_err


_LOCATION = re.compile(r"[Ll]ocation \[([\d,\s]*)\]")


def failing_element(mine: np.ndarray, ref: np.ndarray, why: str) -> Difference | None:
    """The element the compliance checker names in ``why`` (its ``Location [..]``), with both
    values; None when it names none."""
    m = _LOCATION.search(why)
    if not m:
        return None
    index = tuple(int(x) for x in m.group(1).split(",") if x.strip())
    if len(index) != mine.ndim:
        return None
    d = difference(mine, ref)
    with np.errstate(over="ignore"):
        model = ref.astype(mine.dtype)[index] if ref.dtype != mine.dtype else ref[index]
    return Difference(index, _show(mine[index]), _show(model), d.count if d else 1)


def verify(tools: TosaTools, workdir: Path, k: int, imp: np.ndarray,
           timeout: float) -> tuple[bool, str]:
    """Check MLIR's ``imp`` against the precise-mode reference output ``output_<k>.npy`` with
    ``tosa_verify`` (the compliance entry of ``TosaOutput_<k>`` in desc.json). Returns whether
    it is compliant and the checker's explanation."""
    np.save(workdir / f"imp_{k}.npy", imp)
    argv = [str(tools.verify), "--test_desc", "desc.json", "--ofm_name", f"TosaOutput_{k}",
            "--imp_result_file", f"imp_{k}.npy", "--ref_result_file", f"output_{k}.npy"]
    if (workdir / f"bounds_output_{k}.npy").is_file():
        argv += ["--bnd_result_file", f"bounds_output_{k}.npy"]
    res = run_tool(argv, timeout=timeout, cwd=workdir)
    why = [ln.strip() for ln in res.stderr.splitlines() if ln.startswith("[Verifier]")]
    return res.returncode == 0, "; ".join(why[:2])
