"""A third opinion on a wrong-code difference of a TOSA program: the TOSA reference model.

Two lowering paths disagree; delta debugging on their pass lists (``lowering.findings.localise``)
finds
the pass whose presence decides the output, but not which output is right: a pass that folds a
``tosa.max_pool2d`` away (right) and a conversion that lowers it with a wrong seed (wrong) look
the same from the outputs. The reference model (``judges.tosa_ref``) runs the program's TOSA
graph by the specification: a ``spec-divergence`` names the op MLIR's lowering gets wrong, and
the pass of the path that lowers that op is the responsible pass.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ground.errors import SmithError
from ground.toolchain import Toolchain
from judges.tosa_ref.judge import judge_program
from judges.tosa_ref.tools import find_tools
from lowering.findings.localise import lowered_by_pass
from lowering.passmap import base_name
from lowering.pipeline import PassRunner


def blame_by_reference_model(program: str, paths: dict[str, Sequence[str]],
                             func_nested: frozenset[str], toolchain: Toolchain, work: Path
                             ) -> dict | None:
    """Judge ``program`` with the TOSA reference model; on a ``spec-divergence`` at op X,
    return ``{"op": X, "pass": P, "path": role, "message": ...}`` where P is the pass of the
    path ``role`` (a key of ``paths``) that lowers X, a conversion (``tosa-to-*``,
    ``convert-*``) rather than a pass that folds X away.

    Returns None when the model is not installed, the program is not a TOSA program it can
    judge, it agrees with the specification, or no path lowers the op.
    """
    if "tosa." not in program:
        return None
    try:
        verdict = judge_program(program, toolchain, find_tools(), work)
    except SmithError:
        return None
    if verdict.kind != "spec-divergence" or not verdict.op:
        return None
    runner = PassRunner(toolchain, func_nested)
    found = []
    for role, passes in paths.items():
        by = lowered_by_pass(runner, program, passes, [verdict.op])
        if verdict.op in by:
            found.append({"op": verdict.op, "pass": by[verdict.op], "path": role,
                          "message": verdict.message, "location": verdict.location})
    # the op's conversion (what the model's verdict judges) before a fold that removes it
    found.sort(key=lambda b: not base_name(b["pass"]).startswith(("tosa-to-", "convert-")))
    return found[0] if found else None
