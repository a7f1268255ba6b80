"""Generation families: one shape/type rule each, shared by every op whose overlay names it.

A family is a function ``(builder, spec) -> None`` registered by name with :func:`family`. It
picks a dtype row from ``spec.dtypes``, fits operands from the value pool (or makes fresh ones),
computes result types by the rule the overlay cites, and emits the op. It raises
:class:`ground.errors.Reject` when the op cannot be fitted here.
"""

from __future__ import annotations

from smith.gen.families import (  # noqa: F401  (registration side effect)
    affine,
    arith,
    bufferization,
    func,
    index,
    linalg,
    memref,
    scf,
    tensor,
    tosa,
    tosa_cf,
    tosa_nn,
    tosa_scale,
    vector,
)
from smith.gen.families.registry import FAMILIES, Family, family

__all__ = ["FAMILIES", "Family", "family"]
