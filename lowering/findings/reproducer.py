"""Reproducers: MLIR's reproducer format, failing-pass location and the first divergent pass of
a wrong-code finding (the replay test and script of a finding: ``lowering.findings.finding_test``).

``repro.mlir`` is the program followed by

    {-# external_resources: { mlir_reproducer: { pipeline: "builtin.module(...)",
        disable_threading: true, verify_each: true } } #-}

so ``mlir-opt repro.mlir --run-reproducer`` replays the pipeline (the format mlir-opt's own
``--mlir-pass-pipeline-crash-reproducer`` writes). For a crash, the pipeline stops at the
failing pass; for wrong-code there is one reproducer per path (divergent and reference).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path

import attrs

from ground.compiler import run_call
from ground.proc import ToolResult
from ground.toolchain import Toolchain
from lowering.census import op_counts
from lowering.execute import normalize_output, runner_call
from lowering.failure import primary_line
from lowering.passmap import PassMap, base_name
from lowering.paths import pure_path
from lowering.pipeline import PassRunner, first_failing, render


def strip_resources(text: str) -> str:
    """``text`` without a trailing ``{-# ... #-}`` resource block."""
    i = text.find("\n{-#")
    return text[:i + 1] if i >= 0 else text


# the generator's first header line (smith/gen/program.py header()) names `smith replay <this
# file>`, right for a program file; a copy in a finding names what replays the finding instead
_PROGRAM_REPLAY_HINT = re.compile(r"replay with: smith replay <this file>$", re.M)
REDUCED_HINT = "reduced program of a smith finding: `smith replay <its directory>` replays it"


def reproducer_hint(mlir_opt: str | Path) -> str:
    """The header hint of a ``repro.mlir``: the command that replays the finding, and the
    ``mlir-opt`` command (absolute: not on PATH after ``pip install``) that runs its pipeline."""
    return ("reproducer of a smith finding: `smith replay <its directory>` replays it; "
            f"`{mlir_opt} <this file> --run-reproducer` runs its pipeline only")


def retarget_hint(text: str, hint: str) -> str:
    """``text`` (a program's copy in a finding) with the generator's header hint ``smith
    replay <this file>`` replaced by ``hint``."""
    return _PROGRAM_REPLAY_HINT.sub(hint, text, count=1)


def reproducer_text(program_text: str, pipeline: str, mlir_opt: str | Path = "mlir-opt") -> str:
    """The program + an ``mlir_reproducer`` resource block running ``pipeline``; a generated
    program's header hint becomes :func:`reproducer_hint` of ``mlir_opt``."""
    body = retarget_hint(strip_resources(program_text).rstrip("\n") + "\n",
                         reproducer_hint(mlir_opt))
    return (
        body + "\n{-#\n  external_resources: {\n    mlir_reproducer: {\n"
        f"      pipeline: {json.dumps(pipeline)},\n"
        "      disable_threading: true,\n      verify_each: true\n    }\n  }\n#-}\n"
    )


def run_lowered(toolchain: Toolchain, lowered: Path, timeout: float = 30.0,
                isolation: str = "worker") -> ToolResult:
    """mlir-runner on ``lowered`` (``isolation`` as in :func:`lowering.execute.compile_path`)."""
    return run_call(runner_call(toolchain, lowered), timeout=timeout, cwd=lowered.parent,
                    isolation=isolation)


def locate_failing_pass(runner: PassRunner, program_text: str, passes: Sequence[str],
                        signature: str | None = None) -> int:
    """Index (0-based) of the first pass whose prefix fails (with the primary ``signature``
    when given: another, e.g. nondeterministic, failure does not count), by bisection."""

    if not passes:
        return 0

    def fails(n: int) -> bool:
        for _ in range(2):  # a different crash may be nondeterministic: one retry
            res = runner.run(program_text, passes[:n])
            if res.ok or signature is None or primary_line(res.tool) == signature:
                return not res.ok
        return False

    return first_failing(len(passes), fails) - 1


def _complete(ir: str, pm: PassMap, runner: PassRunner, toolchain: Toolchain, work: Path,
              tag: str, timeout: float) -> str | None:
    """Pure (unoptimised) lowering of ``ir`` to LLVM + run; the normalised output or None."""
    pure = pure_path(ir, pm)
    res = runner.run(ir, pure) if pure is not None else None
    if res is None or not res.ok:
        return None
    lowered = work / f"complete-{tag}.mlir"
    lowered.write_text(res.ir or "")
    run = run_lowered(toolchain, lowered, timeout, runner.isolation)
    return normalize_output(run.stdout) if run.ok else None


@attrs.frozen
class Divergence:
    """Where a divergent pass list first changes the output (:func:`first_divergent_pass`).

    Attributes:
        index: index of the first divergent pass, or None (prefix 0 already differs, or a
            probe cannot be completed).
        ops: op names whose count that pass changed (the ops present before it when none).
        probes: prefixes lowered and run to find it.
        hinted: found by a hint (a pass located before), without a binary search.
    """

    index: int | None
    ops: list[str]
    probes: int = 0
    hinted: bool = False


def first_divergent_pass(
    program_text: str,
    divergent: Sequence[str],
    reference_output: str,
    pm: PassMap,
    runner: PassRunner,
    toolchain: Toolchain,
    work: Path,
    run_timeout: float = 30.0,
    hints: Sequence[int] = (),
) -> Divergence:
    """Bisect the divergent pass list: prefix k of it, completed by a pure lowering, is run;
    the first k whose output differs from ``reference_output`` names pass ``k-1``.

    ``hints`` are indices of passes that are likely first divergent (the passes earlier
    programs of the run located): hint ``j`` is confirmed by two probes (prefix ``j`` agrees,
    prefix ``j+1`` differs), which is the binary search's answer when the outputs of the
    prefixes change once (the search assumes it too); the probes of a failed hint narrow the
    search, which runs only when no hint is confirmed.
    """
    work.mkdir(parents=True, exist_ok=True)

    def probe(k: int) -> bool | None:
        ir = program_text if k == 0 else runner.run(program_text, divergent[:k]).ir
        out = _complete(ir, pm, runner, toolchain, work, str(k), run_timeout) if ir else None
        return None if out is None else out != reference_output

    k, probes, hinted = first_change(len(divergent), probe, hints)
    if k is None:
        return Divergence(None, [], probes)
    return Divergence(k - 1, _ops_changed(program_text, divergent, k, runner), probes, hinted)


def first_change(n: int, probe, hints: Sequence[int] = ()) -> tuple[int | None, int, bool]:
    """The smallest prefix length ``k`` in 1..n whose ``probe(k)`` is True (the output
    differs), ``probe(0)`` being False; ``probe`` returns None when a prefix cannot be
    completed. A hint ``j`` is tried first: ``probe(j)`` False and ``probe(j + 1)`` True give
    ``k = j + 1`` without ``probe(0)`` or a binary search (which assumes, as the hint does,
    that the output changes once along the prefixes); the probes of a failed hint narrow the
    binary search. Returns ``(k or None, probes made, whether a hint gave k)``."""
    cache: dict[int, bool | None] = {}

    def differs(k: int) -> bool:
        if k not in cache:
            cache[k] = probe(k)
        return bool(cache[k])

    for j in hints:
        if 0 < j < n and not differs(j) and cache[j] is not None \
                and differs(j + 1):
            return j + 1, len(cache), True
    if differs(0) or cache[0] is None:
        return None, len(cache), False
    lo = max([j + 1 for j, v in cache.items() if v is False and j < n] + [1])
    hi = min([j for j, v in cache.items() if v and j >= lo] + [n])
    k = first_failing(n, differs, lo, hi)
    return (k if differs(k) else None), len(cache), False


#: how :func:`_ops_changed` has mlir-opt print the IR it counts: the generic form parses again
#: where a custom printer's does not (MLIR 22.1.8 prints a newline ``vector.print`` bare, and
#: the parser then takes the next line's result as its operand: "expected ':'")
GENERIC = ("--mlir-print-op-generic",)


def _ops_changed(program_text: str, divergent: Sequence[str], k: int,
                 runner: PassRunner) -> list[str]:
    """Op names whose count pass ``k - 1`` changed (the ops present before it when none);
    the IR before and after it is printed in the generic form (:data:`GENERIC`)."""
    before = runner.run(program_text, divergent[: k - 1], extra=GENERIC).ir if k > 1 \
        else program_text
    after = runner.run(program_text, divergent[:k], extra=GENERIC).ir
    ops: list[str] = []
    if before and after:
        cb, ca = op_counts(before), op_counts(after)
        ops = sorted(n for n in set(cb) | set(ca) if cb.get(n, 0) != ca.get(n, 0))
        if not ops:  # same op counts: name the ops present before the pass
            ops = sorted(set(cb) - {"builtin.module"})[:8]
    return ops


def wrong_code_key(passes_div: Sequence[str], passes_ref: Sequence[str], index: int | None,
                   ops: Sequence[str]) -> str:
    """Dedup key of a divergence: first divergent pass + ops involved, else the passes only the
    divergent path has."""
    if index is not None:
        return f"first divergent pass {base_name(passes_div[index])}; ops {','.join(ops)}"
    only = sorted({base_name(p) for p in passes_div} - {base_name(p) for p in passes_ref})
    return "unlocated; passes only in the divergent path: " + ",".join(only)


def pipeline_of(passes: Sequence[str], func_nested: frozenset[str]) -> str:
    return render(passes, func_nested)
