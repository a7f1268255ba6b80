"""Float formats as MLIR rounds them: the bounds the float rules need (largest finite value,
largest value below a bound) for every MLIR float type -- f64 down to saturating f4/f6 and f8
formats with or without infinities -- found by bisection on ``FloatAttr`` rounding instead of
per-format tables or numpy dtypes.
"""

from __future__ import annotations

import sys

from mlir import ir

from ubfix.registry import Unguarded

# The bits of the canonical quiet NaN (sign 0, quiet bit only) the checksum prints for any NaN
# and the NaN-bits rules (``ubfix.rules.nan_bits``) pass on for any NaN.
CANONICAL_NAN_BITS = {"f16": 0x7E00, "bf16": 0x7FC0, "f32": 0x7FC00000, "f64": 0x7FF8000000000000}

# Float types without a sign bit: LLVM's APFloat aborts the process (an "UNREACHABLE") when
# asked for a negative value of these, so no float constant is ever built for them.
UNSIGNED_FLOATS = frozenset({"f8E8M0FNU"})


def round_float(ft: ir.Type, value: float) -> float:
    """``value`` rounded into float type ``ft`` (round to nearest even; may become +-inf, NaN
    for formats without infinities, or the largest finite value for saturating formats).

    Raises:
        Unguarded: ``ft`` is an unsigned float format (:data:`UNSIGNED_FLOATS`).
    """
    if str(ft) in UNSIGNED_FLOATS:
        raise Unguarded(f"float type {ft} has no sign bit")
    return ir.FloatAttr(ir.FloatAttr.get(ft, value)).value


def _finite_below(r: float, bound: float) -> bool:
    return r < bound and abs(r) != float("inf")


_BELOW: dict[tuple[str, float], float] = {}
"""Results of :func:`largest_below` by type name and bound: each costs a bisection of up to
~1,100 roundings, and a program asks for the same few again and again."""


def largest_below(ft: ir.Type, bound: float) -> float:
    """The largest finite value of ``ft`` strictly below ``bound`` (``bound`` > 0), found by
    bisection on the attribute's rounding, so it serves every MLIR float type (f8 ones with or
    without infinities, saturating f4/f6 ones) without numpy dtypes. Remembered per type name
    and bound (the answer depends on nothing else)."""
    key = (str(ft), bound)
    if key not in _BELOW:
        _BELOW[key] = _bisect_below(ft, bound)
    return _BELOW[key]


def _bisect_below(ft: ir.Type, bound: float) -> float:
    lo, hi = 0.0, min(bound, sys.float_info.max)
    top = round_float(ft, hi)
    if _finite_below(top, bound):
        return top
    for _ in range(2000):
        mid = lo + (hi - lo) / 2  # (lo + hi) / 2 would overflow near the largest double
        if mid in (lo, hi):
            break
        if _finite_below(round_float(ft, mid), bound):
            lo = mid
        else:
            hi = mid
    return round_float(ft, lo)


def largest_finite(ft: ir.Type) -> float:
    """The largest finite value of float type ``ft``."""
    return largest_below(ft, float("inf"))


def floor_float(ft: ir.Type, value: int) -> float:
    """The largest value of float type ``ft`` that is <= the integer ``value`` (``value`` must
    be >= -largest_finite(ft)); exact for every format up to f64 (compared as integers)."""
    r = round_float(ft, float(value))
    while r > value:  # int/float comparison is exact in Python
        step = max(abs(r) * 2.0 ** -60, sys.float_info.min)
        lo = r - step
        while round_float(ft, lo) >= r:
            step *= 2
            lo = r - step
        hi = r
        for _ in range(2000):  # largest double whose rounding is below r
            mid = lo + (hi - lo) / 2
            if mid in (lo, hi):
                break
            if round_float(ft, mid) < r:
                lo = mid
            else:
                hi = mid
        r = round_float(ft, lo)
    return r
