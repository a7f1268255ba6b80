"""Generation families: one shape/type rule each, shared by every op whose overlay names it.

A family is a function ``(builder, spec) -> None`` registered by name with :func:`family`. It
picks a dtype row from ``spec.dtypes``, fits operands from the value pool (or makes fresh ones),
computes result types by the rule the overlay cites, and emits the op. It raises
:class:`ground.errors.Reject` when the op cannot be fitted here.
"""

from __future__ import annotations

from collections.abc import Callable

from smith.builder import Builder
from smith.spec import OpSpec

Family = Callable[[Builder, OpSpec], None]
FAMILIES: dict[str, Family] = {}


def family(name: str) -> Callable[[Family], Family]:
    """Register a family under ``name`` (the overlay's ``family`` field)."""

    def register(fn: Family) -> Family:
        if name in FAMILIES:
            raise ValueError(f"family {name} registered twice")
        FAMILIES[name] = fn
        return fn

    return register


from smith.families import affine as _affine  # noqa: E402,F401  (registration)
from smith.families import arith as _arith  # noqa: E402,F401  (registration)
from smith.families import bufferization as _bufferization  # noqa: E402,F401
from smith.families import func as _func  # noqa: E402,F401
from smith.families import index as _index  # noqa: E402,F401
from smith.families import linalg as _linalg  # noqa: E402,F401
from smith.families import memref as _memref  # noqa: E402,F401
from smith.families import scf as _scf  # noqa: E402,F401
from smith.families import tensor as _tensor  # noqa: E402,F401
from smith.families import tosa as _tosa  # noqa: E402,F401  (registration)
from smith.families import tosa_cf as _tosa_cf  # noqa: E402,F401  (registration)
from smith.families import tosa_nn as _tosa_nn  # noqa: E402,F401  (registration)
from smith.families import tosa_scale as _tosa_scale  # noqa: E402,F401  (registration)
from smith.families import vector as _vector  # noqa: E402,F401
