"""Finding directories of ``smith run`` and ``smith campaign``: what a crash, a pass failure,
invalid IR, a timeout, a program the verifier rejects, or a difference between the outputs
of two lowering paths leaves on disk (reproducers, the test ``repro.sh`` runs, meta), and the
triage of compile failures that comes first."""

from __future__ import annotations

import tempfile
from pathlib import Path

import attrs

from ground.fsutil import atomic_write
from ground.proc import run_tool
from ground.toolchain import Toolchain
from lowering.execute import PathResult, Stage
from lowering.failure import (
    is_crash,
    looks_like_verifier_error,
    path_is_bit_exact,
    primary_line,
    stack_frames,
)
from lowering.findings.finding_test import Oracle, Step, difference_test, failure_test
from lowering.findings.repro_script import write_test
from lowering.findings.reproducer import locate_failing_pass, reproducer_text
from lowering.findings.store import write_finding_dir
from lowering.findings.traps import classify_trap, known_trap, trap_signal
from lowering.passmap import PassMap
from lowering.pipeline import PassRunner, render, split_pipeline, stack_of
from lowering.runtime_check import parse_failure
from lowering.verdict import Verdict


def triage_compile_failures(
    program_text: str, results: list[PathResult], toolchain: Toolchain, timeout: float
) -> list[PathResult]:
    """Give crashing whole-path compiles their stack (re-run without the reproducer) and tell
    invalid IR after a pass from a pass failure (re-run with ``--verify-each=false`` and verify
    the output)."""
    out = []
    for r in results:
        if r.stage == Stage.COMPILE and not r.compile.ok and not r.compile.timed_out:

            if is_crash(r.compile) and not stack_frames(r.compile.stderr):
                for _ in range(2):  # the re-run must crash the same way (nondeterminism)
                    st = stack_of(toolchain, program_text, r.path.pipeline(), timeout)
                    if primary_line(st) == primary_line(r.compile):
                        r = attrs.evolve(r, stack=st.stderr)
                        break
            elif not is_crash(r.compile):
                failure = "pass-failure"
                if looks_like_verifier_error(r.compile.stderr):
                    nv = run_tool([str(toolchain.mlir_opt), "-", "--verify-each=false",
                                   f"--pass-pipeline={r.path.pipeline()}"],
                                  stdin=program_text, timeout=timeout)
                    if nv.ok:
                        chk = run_tool([str(toolchain.mlir_opt), "-", "-o", "/dev/null"],
                                       stdin=nv.stdout, timeout=timeout)
                        if not chk.ok:
                            failure = "invalid-ir"
                r = attrs.evolve(r, failure=failure)
        out.append(r)
    return out


def finding_kind(status: str) -> str:
    """The finding kind of a path status (``lowering.verdict.PathVerdict.status``)."""
    return {"assertion": "crash", "signal": "crash", "invalid-ir": "invalid-ir",
            "error": "pass-failure", "timeout": "timeout",
            "runtime-check": "runtime-check-failed"}.get(status, status)


def write_failure_finding(d: Path, program_id: str, program_text: str, verdict: Verdict,
                   results: list[PathResult], r: PathResult, toolchain: Toolchain,
                   runner: PassRunner, signature: str, stepwise: bool,
                   verify_stderr: str, run_timeout: float, extra_meta: dict | None = None
                   ) -> None:
    """Finding directory of a crash / pass failure / invalid IR / timeout on path ``r``: the
    program cut to the failing pass (``repro.mlir``), its test (``repro.sh``, meta ``test``)
    and whether that test reproduces it (``replayed``; up to 3 tries: some crashes are
    nondeterministic); ``extra_meta``: more ``meta.json`` entries (a trap's classification)."""
    passes = list(r.path.passes) or list(split_pipeline(r.path.raw_pipeline or "")[0])
    nested = r.path.func_nested or split_pipeline(r.path.raw_pipeline or "")[1]
    if r.stage == Stage.COMPILE and passes:
        idx = len(passes) - 1 if stepwise else locate_failing_pass(
            runner, program_text, passes, primary_line(r.compile))
        repro_passes = passes[: idx + 1]
    else:
        idx, repro_passes = None, passes
    pipeline = render(repro_passes, nested)
    atomic_write(d / "repro.mlir", reproducer_text(program_text, pipeline, toolchain.mlir_opt))
    kind = finding_kind(next((p.status for p in verdict.paths if p.name == r.path.name), "error"))
    timeout = None
    if kind == "timeout":
        timeout = runner.timeout if r.stage == Stage.COMPILE else run_timeout
    test = failure_test(kind, r.stage, pipeline, signature, sorted(nested), timeout, r.entry)
    write_test(d, test, toolchain)
    with tempfile.TemporaryDirectory(prefix="smith-replay-") as tmp:
        oracle = Oracle(toolchain, Path(tmp), timeout=runner.timeout, cache=False)
        replayed = any(oracle.check(test, program_text).reproduced
                       for _ in range(3 if kind != "timeout" else 1))
    extra = {
        "finding_kind": kind,
        "finding_signature": signature,
        "failing_path": r.path.name,
        "failing_pass": repro_passes[idx] if idx is not None and repro_passes else None,
        "failing_pass_index": idx,
        "repro_pipeline": pipeline,
        "replayed": replayed,
        "test": test.to_json(),
    }
    check = parse_failure(r.run.stdout) if r.run is not None else None
    if check is not None:
        extra["runtime_check"] = check.to_json()
    extra |= extra_meta or {}
    write_finding_dir(d, program_id, program_text, verdict, results, toolchain, verify_stderr,
                      extra)


def write_verify_finding(d: Path, program_id: str, program_text: str, verdict: Verdict,
                          toolchain: Toolchain, verify_stderr: str) -> None:
    """Finding directory of a program the verification run rejects (``invalid``) or crashes
    on: its test (``repro.sh``, meta ``test``) runs ``mlir-opt`` with no passes."""
    test = failure_test(verdict.kind, "verify", None, verdict.signature)
    write_test(d, test, toolchain)
    write_finding_dir(d, program_id, program_text, verdict, [], toolchain, verify_stderr,
                      {"finding_kind": verdict.kind, "finding_signature": verdict.signature,
                       "test": test.to_json()})


def write_difference_finding(d: Path, program_id: str, program_text: str, verdict: Verdict,
                      results: list[PathResult], ref: PathResult, div: PathResult,
                      toolchain: Toolchain, signature: str, verify_stderr: str,
                      extra: dict | None = None, kind: str = "wrong-code") -> None:
    """Finding directory of a difference between the outputs of ``ref`` and ``div``
    (wrong-code, float-inexact): both reproducers, outputs and pass lists, the test
    (``repro.sh``, meta ``test``)."""
    for name, r in (("repro.mlir", div), ("repro-ref.mlir", ref)):
        atomic_write(d / name, reproducer_text(program_text, r.path.pipeline(),
                                               toolchain.mlir_opt))
    atomic_write(d / "output-divergent.txt", div.output + "\n")
    atomic_write(d / "output-reference.txt", ref.output + "\n")
    atomic_write(d / "passes-divergent.txt", "\n".join(path_passes(div)) + "\n")
    atomic_write(d / "passes-reference.txt", "\n".join(path_passes(ref)) + "\n")
    test = difference_test(kind, Step.of(ref.path.pipeline(), sorted(path_nested(ref))),
                           Step.of(div.path.pipeline(), sorted(path_nested(div))), signature,
                           div.entry)
    write_test(d, test, toolchain)
    meta = {"finding_kind": kind, "finding_signature": signature,
            "divergent_path": div.path.name, "reference_path": ref.path.name,
            "divergent_passes": path_passes(div), "reference_passes": path_passes(ref),
            "divergent_func_nested": sorted(path_nested(div)),
            "reference_func_nested": sorted(path_nested(ref)), "test": test.to_json()}
    write_finding_dir(d, program_id, program_text, verdict, results, toolchain, verify_stderr,
                      meta | (extra or {}))


def path_passes(r: PathResult) -> list[str]:
    """The passes of ``r``'s path (parsed from its raw pipeline when it has no pass list)."""
    return list(r.path.passes) or list(split_pipeline(r.path.raw_pipeline or "")[0])


def path_nested(r: PathResult) -> frozenset[str]:
    """The func-nested passes of ``r``'s path."""
    return r.path.func_nested or split_pipeline(r.path.raw_pipeline or "")[1]


def difference_pair(results: list[PathResult]) -> tuple[PathResult, PathResult]:
    """(reference, divergent): the reference is the largest output group's first path
    (preferring a pure path: ``d0`` / variant 0 ``s0``), the divergent the first other one."""
    done = [r for r in results if r.stage == Stage.DONE]
    groups: dict[str, list[PathResult]] = {}
    for r in done:
        groups.setdefault(r.output, []).append(r)
    order = sorted(groups.values(), key=lambda g: (-len(g), min(x.path.name for x in g)))
    pure = next((g for g in order if any(x.path.name in ("d0", "s0") for x in g)), None)
    ref_group = pure if pure is not None and len(pure) == len(order[0]) else order[0]
    ref = next((x for x in ref_group if x.path.name in ("d0", "s0")), ref_group[0])
    div = next(g for g in order if g is not ref_group)[0]
    return ref, div


def exact_inexact_pair(results: list[PathResult], inexact: tuple
                       ) -> tuple[PathResult, PathResult] | None:
    """(reference, divergent) of a float-inexact difference: the reference a bit-exact path
    (``d0``/``s0`` first; passes of ``inexact``, ``float_inexact.json``'s entries, that every
    path runs do not count, as in :func:`lowering.verdict.judge`), the divergent the first
    other path with another output; None when no path is bit-exact or all agree with it."""
    done = [r for r in results if r.stage == Stage.DONE]
    differing = tuple(e for e in inexact if not all(
        not path_is_bit_exact(path_passes(r), (e,)) for r in done))
    exact = sorted((r for r in done if path_is_bit_exact(path_passes(r), differing)),
                   key=lambda r: r.path.name not in ("d0", "s0"))
    if not exact:
        return None
    div = next((r for r in done if r not in exact and r.output != exact[0].output), None)
    return None if div is None else (exact[0], div)


def known_trap_id(program: str, r: PathResult, pm: PassMap, toolchain: Toolchain, work: Path,
                  timeout: float) -> str | None:
    """The known MLIR bug behind path ``r``'s run-time trap (``lowering.findings.traps.known_trap``:
    no tool run unless the program's trap key matches an entry), else None. Every trap in
    JIT-compiled code has one crash signature (``runtime: signal 8 @ compileAndExecute``), so
    the signature alone cannot tell a known bug from a new one."""
    sig = trap_signal(r.run) if r.stage == Stage.RUN else None
    if sig is None:
        return None
    known = known_trap(program, sig, path_nested(r), pm, toolchain, work, r.entry, timeout)
    return known.id if known is not None else None


def trap_meta(program: str, r: PathResult, pm: PassMap, toolchain: Toolchain, work: Path,
              timeout: float) -> dict:
    """The run-time trap's classification (``lowering.findings.traps``) for the finding of path
    ``r``
    (``{"trap": ...}``), or ``{}`` when ``r`` did not end with a trap signal at run time."""
    if r.stage != Stage.RUN or trap_signal(r.run) is None:
        return {}
    return {"trap": classify_trap(program, path_passes(r), path_nested(r), pm, toolchain, work,
                                  r.entry, timeout).to_json()}
