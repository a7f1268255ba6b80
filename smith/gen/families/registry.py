"""The registry of generation families: :func:`family` registers a family function under the
name an overlay's ``family`` field gives (:data:`FAMILIES`). A module of its own, so that the
family modules import it without importing their package back."""

from __future__ import annotations

from collections.abc import Callable

from smith.gen.builder import Builder
from smith.gen.spec import OpSpec

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
