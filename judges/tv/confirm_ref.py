"""Confirming a refutation of a tosa lowering with the TOSA reference model.

Execution cannot confirm a refutation of ``tosa-to-linalg`` (or ``tosa-to-linalg-named``):
every lowering path runs that pass, so the program without it is lowered by it too and both
runs print the same values. The specification's own implementation can: the counterexample
program without the pass (``@main`` calls ``@compute`` on the counterexample's constants) is
judged by :func:`judges.tosa_ref.judge.judge_program`, which runs its TOSA graph in the
reference model and compares every graph op's output with the values MLIR's lowering
computes. A ``spec-divergence`` at an op the refutation's key names (an op the pass lowered
that the refuted value depends on, :mod:`judges.tv.known`) confirms the refutation: the model
computes what the source means, the lowering what the target computes.

Without the ``oracle`` extra (tosa-tools) nothing is judged and the refutation stays
unconfirmed.
"""

from __future__ import annotations

import tempfile

import attrs

from ground.errors import UsageError
from ground.toolchain import Toolchain
from judges.tosa_ref.judge import judge_program
from judges.tosa_ref.tools import OracleUnavailable, find_tools
from judges.tv.confirm import Confirmation


def key_ops(key: str) -> set[str]:
    """The op names of a refutation key ``first divergent pass P; ops A,B``."""
    _, sep, ops = key.partition("; ops ")
    return set(ops.split(",")) if sep and ops else set()


def confirm_by_reference_model(conf: Confirmation, key: str, toolchain: Toolchain,
                               workdir: str | None = None) -> Confirmation:
    """``conf`` confirmed by the reference model (module doc), or ``conf`` unchanged when
    the model is not installed, cannot judge the program, or agrees. Never raises on a
    tool failure."""
    if not conf.without_pass:
        return conf
    try:
        tools = find_tools()
    except OracleUnavailable:
        return conf
    with tempfile.TemporaryDirectory(prefix="smith-tv-ref-", dir=workdir) as tmp:
        try:
            v = judge_program(conf.without_pass, toolchain, tools, tmp)
        except UsageError:
            return conf
    if v.kind != "spec-divergence" or v.op not in key_ops(key):
        return conf
    diff = v.difference
    shown = f": MLIR's lowering gives {diff.mlir}, the model {diff.model}" if diff else ""
    return attrs.evolve(conf, confirmed=True, by="reference model",
                        how=f"by the TOSA reference model: spec-divergence at {v.op} "
                            f"({v.location}){shown} (execution: {conf.how}; every lowering "
                            "path runs the pass)")
