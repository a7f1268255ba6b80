"""False-alarm triage of a wrong-code difference (``smith run --false-alarm-check``).

Issue 5 counts as a *false alarm* a difference between lowering paths that disappears when the
program is compiled without optimisation: the optimiser exploited UB or poison left in our
program, so the difference says nothing about MLIR. For the two differing paths (reference and
divergent) of a wrong-code verdict:

1. **determinism**: the divergent lowered program is run a second time; a different output means
   it reads uninitialised memory (which a correct lowering of a UB-free program never does);
2. **(a) LLVM optimisation off**: both lowered programs are run with ``mlir-runner --O0``
   (the JIT's LLVM opt passes and codegen at O0). Equal outputs there (and a deterministic
   divergent run) mean LLVM exploited UB/poison in our program: ``false-alarm-llvm``, unless
   the difference has a confirmed known MLIR bug (:func:`o0_verdict`);
3. **(b) MLIR optimisation off**: both paths are compiled again with their MLIR optimisation
   passes removed (the passes of ``passmap.json`` ``optimizations`` and ``optrec.json``, except
   those the program's pure lowering path needs) and run. Equal outputs there point at an MLIR
   optimisation pass: ``mlir-opt-known-bug`` when ``smith run`` gave the difference the id of a
   bug of ``known_wrong_code.json`` (its key, by the first divergent pass bisected, matched and
   its confirmation held: ``lowering.findings.confirm``), else
   ``mlir-opt-review`` (a real bug or UB in our program: someone must look);
4. otherwise the difference survives both: ``nondeterministic`` when the divergent program's
   output changes from run to run (it reads uninitialised memory: UB left in our program, e.g.
   an unfilled allocation, or a lowering that drops a copy -- a real bug, see
   ``known_wrong_code.json``), else ``persists`` (a conversion pass is wrong, or UB that neither
   optimiser needed).

Only ``false-alarm-llvm`` is counted as a false alarm automatically; ``mlir-opt-review`` and
``nondeterministic`` are counted apart and must be looked at by hand.
"""

from __future__ import annotations

from pathlib import Path

import attrs

from ground.proc import run_tool
from ground.toolchain import Toolchain
from lowering.execute import PathResult, Stage, compile_path, normalize_output, runner_argv
from lowering.passmap import PassMap, base_name
from lowering.paths import LoweringPath, pure_path
from lowering.pipeline import split_pipeline

CLASSES = ("false-alarm-llvm", "mlir-opt-known-bug", "mlir-opt-review", "nondeterministic",
           "persists")


def optimisation_passes(pm: PassMap, recommended: set[str]) -> frozenset[str]:
    """Base names of every MLIR optimisation pass a path may carry: the pass map's
    ``optimizations`` and the recommendation table's passes."""
    return frozenset({base_name(o.name) for o in pm.optimizations} | set(recommended))


def strip_optimisations(passes: tuple[str, ...], opt: frozenset[str],
                        needed: frozenset[str]) -> tuple[str, ...]:
    """``passes`` without the optimisation passes ``opt`` (base names), keeping ``needed`` ones
    (those the pure lowering path of the program has, e.g. ``cse`` of a dead-code slot)."""
    return tuple(p for p in passes if base_name(p) not in opt or base_name(p) in needed)


def _run(toolchain: Toolchain, lowered: Path, extra: tuple[str, ...], timeout: float,
         entry: str = "main") -> str | None:
    argv = runner_argv(toolchain, lowered, entry)
    res = run_tool([*argv, *extra], timeout=timeout, cwd=lowered.parent)
    return normalize_output(res.stdout) if res.ok else None


@attrs.frozen
class FalseAlarmReport:
    """Outcome of :func:`classify`.

    Attributes:
        classification: one of :data:`CLASSES`.
        deterministic: the divergent program printed the same output twice.
        o0_equal: the two paths agree at ``mlir-runner --O0`` (None: a run failed).
        noopt_equal: the two paths agree with MLIR optimisation passes removed (None: not
            tried, no optimisation pass to remove, or a compile/run failed).
        removed: the optimisation passes removed per path (``{"reference": [...], ...}``).
        known_bug: the ``known_wrong_code.json`` entry id, when it applies.
    """

    classification: str
    deterministic: bool
    o0_equal: bool | None
    noopt_equal: bool | None
    removed: dict[str, list[str]]
    known_bug: str | None = None

    @property
    def false_alarm(self) -> bool:
        return self.classification == "false-alarm-llvm"

    def to_json(self) -> dict:
        return attrs.asdict(self) | {"false_alarm": self.false_alarm}


def _passes(r: PathResult) -> tuple[str, ...]:
    return tuple(r.path.passes) or split_pipeline(r.path.raw_pipeline or "")[0]


def o0_verdict(known_bug: str | None) -> FalseAlarmReport:
    """The class of a difference that ``mlir-runner --O0`` removes on a deterministic run (step
    2): ``false-alarm-llvm`` (LLVM exploited UB/poison of our program), but
    ``mlir-opt-known-bug`` when ``smith run`` gave it a confirmed known MLIR bug: such a bug's
    program reads what it never wrote (e.g. ``one-shot-bufferize-transfer-write-no-copy``, an
    uninitialised read), and what LLVM's optimiser makes of that read is the bug's consequence,
    not UB of ours (the reach campaign without seeds counted 6 such programs as false alarms)."""
    if known_bug:
        return FalseAlarmReport("mlir-opt-known-bug", True, True, None, {}, known_bug)
    return FalseAlarmReport("false-alarm-llvm", True, True, None, {})


def classify(program_text: str, ref: PathResult, div: PathResult, toolchain: Toolchain,
             pm: PassMap, recommended: set[str], work: Path, known_bug: str | None,
             compile_timeout: float = 60.0, run_timeout: float = 30.0) -> FalseAlarmReport:
    """Classify the difference between ``ref`` and ``div`` (both completed, outputs differ).

    Args:
        ref, div: the reference and divergent path results; their lowered files must exist.
        recommended: base names of the optimisation recommendation table (``optrec.json``).
        work: scratch directory for the re-compiled paths.
        known_bug: the id of the ``known_wrong_code.json`` bug ``smith run`` gives the
            difference (its key matched and its confirmation held, ``lowering.findings.confirm``),
            or
            None. This module matches nothing itself: it takes the id as given.

    Never raises on a tool failure (a failed re-run leaves the comparison at None).
    """
    again = _run(toolchain, div.lowered, (), run_timeout, div.entry)
    deterministic = again == div.output
    o0_ref = _run(toolchain, ref.lowered, ("--O0",), run_timeout, ref.entry)
    o0_div = _run(toolchain, div.lowered, ("--O0",), run_timeout, div.entry)
    o0_equal = None if o0_ref is None or o0_div is None else o0_ref == o0_div
    if o0_equal and deterministic:
        return o0_verdict(known_bug)
    needed = frozenset(base_name(p) for p in pure_path(program_text, pm) or ())
    opt = optimisation_passes(pm, recommended)
    outputs: dict[str, str | None] = {}
    removed: dict[str, list[str]] = {}
    for role, r in (("reference", ref), ("divergent", div)):
        passes = _passes(r)
        kept = strip_optimisations(passes, opt, needed)
        removed[role] = [p for p in passes if p not in kept]
        if kept == passes:
            outputs[role] = r.output
            continue
        nested = r.path.func_nested
        res = compile_path(program_text, LoweringPath(f"{r.path.name}-noopt", kept, nested),
                           toolchain, work, timeout=compile_timeout, run_timeout=run_timeout,
                           crash_reproducer=False, entry=r.entry)
        outputs[role] = res.output if res.stage == Stage.DONE else None
    tried = any(removed.values())
    noopt_equal = (None if not tried or None in outputs.values()
                   else outputs["reference"] == outputs["divergent"])
    if noopt_equal:
        if known_bug:
            return FalseAlarmReport("mlir-opt-known-bug", deterministic, o0_equal, True,
                                    removed, known_bug)
        return FalseAlarmReport("mlir-opt-review", deterministic, o0_equal, True, removed)
    return FalseAlarmReport("persists" if deterministic else "nondeterministic", deterministic,
                            o0_equal, noopt_equal, removed)
