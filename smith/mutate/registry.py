"""Mutation operators registered by name (like ubfix rules and generation families), and the
state one mutation step sees.

An operator is a function ``(ctx: MutationContext) -> dict`` registered with
:func:`operator`: it edits ``ctx.module`` in place, drawing every choice from ``ctx.draw``,
and returns its drawn parameters (JSON, recorded in the mutant's header). It raises
:class:`ground.errors.Reject` *before* it changes anything when it does not apply to this
module (no site fits); the engine then counts it as not applicable.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
from mlir import ir

from ground.draw import Draw
from smith.gen.gen_options import GenOptions
from smith.gen.spec import OpSpec


@attrs.define(eq=False)
class MutationContext:
    """What one mutation step works on.

    Attributes:
        module: the parsed raw module (no UB guards, no checksum), edited in place.
        func: the ``func.func`` being mutated (``@compute``, or the harnessed function).
        draw: the one ``Draw`` of the mutant; every choice comes from it.
        specs: op specs of the seed's dialects (``smith.gen.spec.load_specs``).
        options: generation options for ops built by the generator's families (the seed's,
            with no new function arguments and every operand reused when one fits).
        donors: the other seeds' files by file name (``splice_function``).
        raw_donor: reads a donor file into its raw module text (``engine.raw_form``).
        step: the index of this step within the mutant (names of spliced functions).
    """

    module: ir.Module
    func: ir.Operation
    draw: Draw
    specs: dict[str, OpSpec]
    options: GenOptions
    donors: dict[str, Path] = attrs.field(factory=dict)
    raw_donor: Callable[[Path], str] | None = None
    step: int = 0


Operator = Callable[[MutationContext], dict[str, Any]]
OPERATORS: dict[str, Operator] = {}


def operator(name: str) -> Callable[[Operator], Operator]:
    """Register a mutation operator under ``name`` (the name headers record).

    Raises:
        ValueError: ``name`` is registered already.
    """

    def register(fn: Operator) -> Operator:
        if name in OPERATORS:
            raise ValueError(f"mutation operator {name} registered twice")
        OPERATORS[name] = fn
        return fn

    return register
