"""The lowering half of ``smith run``: every program of a corpus along K random lowering paths.

:func:`run_program` handles one program: verify it with ``mlir-opt`` (no passes), draw K
distinct paths (seeded per program from ``Options.seed`` and the program id, so the result does
not depend on scheduling), compile and run each path, judge (``lowering.verdict``) and write a
finding directory when the verdict is not ``ok``.

:func:`run_corpus` runs a corpus in parallel (a thread pool: the work is in subprocesses) and
writes ``<out>/verdicts.jsonl`` (one JSON line per program, sorted by id) and
``<out>/summary.json``. The programs of a corpus are those its ``manifest.json`` lists (the
generator's layout, ``<corpus>/programs/*.mlir``); without a manifest, ``<corpus>/programs/*.mlir``
or ``<corpus>/*.mlir``.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

import attrs

import smith
from lowering.execute import PathResult, compile_path, verify_program
from lowering.false_alarm import classify
from lowering.findings import FindingStore, write_finding_dir
from lowering.optrec import OptRecommender, load_optrec
from lowering.oracle import Oracle, Step, difference_test, failure_test, write_test
from lowering.passmap import PassMap, base_name, load_passmap
from lowering.paths import LoweringPath, draw_paths
from lowering.pipeline import PassRunner, render, split_pipeline, stack_of
from lowering.repro import (
    first_divergent_pass,
    locate_failing_pass,
    reproducer_text,
    wrong_code_key,
)
from lowering.runtime_check import (
    CHECK_PATH_NAME,
    check_path,
    load_config,
    needs_fallback,
    parse_failure,
)
from lowering.stepwise import StepwiseOptions, explore_program
from lowering.triage import (
    has_floats,
    load_float_inexact,
    looks_like_verifier_error,
    primary_line,
)
from lowering.verdict import (
    VERDICTS,
    KnownCrash,
    Verdict,
    judge,
    known_bug,
    load_known_crashes,
    load_known_wrong_code,
    match_known,
)
from smith.draw import Draw, derive_seed
from smith.fsutil import atomic_write
from smith.manifest import corpus_files
from smith.mlir_ir import check_entry
from smith.toolchain import Toolchain, find_toolchain


@attrs.frozen
class RunOptions:
    """Options of a lowering run.

    Attributes:
        paths: K, the number of distinct random lowering paths per program (>= 1).
        seed: campaign seed; each program's paths come from ``derive_seed(seed, "paths", id)``.
        compile_timeout: seconds per mlir-opt run (and for the verification run).
        run_timeout: seconds per mlir-runner run.
        jobs: parallel programs; None means ``os.cpu_count()``.
        optimize: insert recommended optimisation passes into paths after the first.
        progress: show a rich progress bar; None means "when stderr is a TTY".
        keep_work: keep ``<out>/work/<id>/`` (lowered files) after each program.
        mode: ``"topo"`` (K whole paths drawn as random topological orders, one
            ``--pass-pipeline`` each) or ``"stepwise"`` (LOBE: paths built step by step on the
            IR with priority feedback, see ``lowering.stepwise``).
        max_step, opt_per_step, variants, feedback, time_budget: stepwise knobs
            (``lowering.stepwise.StepwiseOptions``).
        float_tolerance: relative tolerance for float output lines of non-bit-exact paths (0:
            bit-exact; smith's checksum lines are integers and never compared loosely).
        locate_divergence: bisect a wrong-code path for its first divergent pass (dedup key).
        report_known: write finding directories for known crash signatures too.
        check: runtime verification mode: one extra path ``rv`` per program runs MLIR's
            ``generate-runtime-verification`` (``lowering.runtime_check``); a failed check is
            the verdict ``runtime-check-failed``.
        false_alarm_check: classify every wrong-code difference by re-running the two
            differing paths without LLVM optimisation (``mlir-runner --O0``) and without MLIR
            optimisation passes (``lowering.false_alarm``).
        entry: the function mlir-runner calls in every program (no arguments, no results;
            checked before any lowering).
        oracle: name of the extra judge run on every program (``tosa-ref``: the TOSA
            reference model), recorded here; the judge itself is handed to
            :func:`run_corpus` (``second_opinion``).
    """

    paths: int = attrs.field(default=3, validator=attrs.validators.ge(1))
    seed: int = 0
    compile_timeout: float = 60.0
    run_timeout: float = 30.0
    jobs: int | None = None
    optimize: bool = True
    progress: bool | None = None
    keep_work: bool = False
    mode: str = attrs.field(default="topo", validator=attrs.validators.in_(("topo", "stepwise")))
    max_step: int = 30
    opt_per_step: int = 1
    variants: int = 2
    feedback: bool = True
    time_budget: float = 0.0
    float_tolerance: float = 0.0
    locate_divergence: bool = True
    report_known: bool = False
    check: bool = False
    false_alarm_check: bool = False
    entry: str = "main"
    oracle: str | None = None

    def stepwise(self) -> StepwiseOptions:
        return StepwiseOptions(max_step=self.max_step, opt_per_step=self.opt_per_step,
                               variants=self.variants, feedback=self.feedback,
                               time_budget=self.time_budget)


Options = RunOptions  # short alias


@attrs.frozen
class ProgramReport:
    """Outcome of one program: its id, verdict, path results and finding directory (if any)."""

    program_id: str
    verdict: Verdict
    results: tuple[PathResult, ...]
    finding: Path | None
    findings: tuple[Path, ...] = ()
    paths_tried: int = 0
    paths_lowered: int = 0
    runtime_check: dict | None = None
    false_alarm: dict | None = None
    stops: tuple[str, ...] = ()
    divergence: str | None = None
    oracle: dict | None = None

    def to_json(self) -> dict:
        """The ``verdicts.jsonl`` line (``runtime_check``: the check path's outcome under
        ``--check``; ``false_alarm``: the triage of a wrong-code difference; ``divergence``:
        which paths gave which output, ``outputs differ: d0+d2 vs d1``)."""
        v = self.verdict
        extra = {k: val for k, val in (("runtime_check", self.runtime_check),
                                       ("false_alarm", self.false_alarm),
                                       ("divergence", self.divergence),
                                       ("oracle", self.oracle)) if val is not None}
        return extra | {
            "id": self.program_id,
            "verdict": v.kind,
            "signature": v.signature,
            "known": v.known,
            "known_id": v.known_id,
            "crash_kind": v.crash_kind,
            "findings": [str(f) for f in self.findings],
            "paths_tried": self.paths_tried,
            "paths_lowered": self.paths_lowered,
            "stops": list(self.stops),
            "paths": [
                {
                    "name": p.name,
                    "stage": p.stage,
                    "status": p.status,
                    "seconds": round(p.seconds, 3),
                }
                for p in v.paths
            ],
        }


@attrs.frozen
class Summary:
    """Counts of a run: per verdict kind, per crash signature (with its known-crash id)."""

    programs: int
    counts: dict[str, int]
    signatures: dict[str, int]
    known: dict[str, str | None]
    seconds: float
    out_dir: Path
    findings: dict = attrs.field(factory=dict)
    paths_tried: int = 0
    paths_lowered: int = 0
    runtime_checks: dict | None = None
    false_alarms: dict | None = None
    stops: dict[str, int] = attrs.field(factory=dict)
    oracle: dict | None = None
    oracle_lines: tuple[str, ...] = ()

    def render(self) -> str:
        """A short human report: counts, then the crash signatures by frequency."""
        lines = [
            f"{self.programs} programs in {self.seconds:.1f} s: "
            + ", ".join(f"{k} {n}" for k, n in self.counts.items() if n or k in ("ok", "crash")),
            f"results in {self.out_dir}",
        ]
        if self.paths_tried:
            lines.append(f"paths reaching LLVM: {self.paths_lowered}/{self.paths_tried} "
                         f"({100.0 * self.paths_lowered / self.paths_tried:.1f} %)")
            for s, n in sorted(self.stops.items(), key=lambda kv: (-kv[1], kv[0]))[:10]:
                lines.append(f"  {n:5d}  stopped: {s[:160]}")
        if self.runtime_checks is not None:
            rc = self.runtime_checks
            lines.append(f"runtime checks: {rc['failed']} failed on {rc['ran']} check paths run "
                         f"({rc['not_run']} not run: the path failed before running)")
            for sig, n in rc["by_signature"].items():
                lines.append(f"  {n:5d}  {sig}")
        if self.false_alarms is not None:
            fa = self.false_alarms
            lines.append(f"wrong-code triage: {fa['triaged']} differences, false alarms "
                         f"{fa['false_alarms']}, " + ", ".join(
                             f"{k} {n}" for k, n in fa["classes"].items()))
        lines += render_findings(self.findings, self.out_dir)
        lines += self.oracle_lines
        for s, n in sorted(self.signatures.items(), key=lambda kv: (-kv[1], kv[0]))[:20]:
            tag = f" [known: {self.known[s]}]" if self.known.get(s) else ""
            lines.append(f"  {n:5d}  {s[:160]}{tag}")
        return "\n".join(lines)

    def to_json(self) -> dict:
        return {
            "programs": self.programs,
            "counts": self.counts,
            "signatures": [
                {"signature": s, "count": n, "known_id": self.known.get(s)}
                for s, n in sorted(self.signatures.items(), key=lambda kv: (-kv[1], kv[0]))
            ],
            "seconds": round(self.seconds, 3),
            "paths_tried": self.paths_tried,
            "paths_lowered": self.paths_lowered,
            "reach_rate": round(self.paths_lowered / self.paths_tried, 4)
            if self.paths_tried else None,
            "stops": [{"reason": s, "count": n}
                      for s, n in sorted(self.stops.items(), key=lambda kv: (-kv[1], kv[0]))],
        } | self.findings | {k: v for k, v in (("runtime_checks", self.runtime_checks),
                                               ("false_alarms", self.false_alarms),
                                               ("oracle", self.oracle))
                             if v is not None}


def render_findings(findings: dict, out_dir: Path, limit: int = 10) -> list[str]:
    """Summary lines of a :meth:`FindingStore.summary`: the new findings with the command that
    replays each, then the known MLIR bugs met (id, kind, hits, signatures, upstream report or
    reproducer, and the replay command when ``--report-known`` wrote their directory)."""
    fs, kn = findings.get("findings", []), findings.get("known", [])
    if not fs and not kn:
        return []
    new = [f for f in fs if not f.get("known_id")]
    dirs = {f["known_id"]: f for f in fs if f.get("known_id")}
    lines = [f"unique findings: {len(new)} new, {len(kn)} known MLIR bug(s) met"]
    for f in new[:limit]:
        lines.append(f"  {f['count']:5d}  {f['kind']}: {f['signature'][:120]}")
        lines.append("         replay: smith replay "
                     f"{out_dir / 'findings' / f['kind'] / f['hash']}")
    for k in kn:
        info = known_bug(k["id"])
        where = (info.upstream or info.reproducer) if info else ""
        n = len(k.get("signatures", []))
        lines.append(f"  {k['count']:5d}  known {k['id']} ({k['kind']}"
                     + (f", {n} signatures" if n > 1 else "") + ")"
                     + (f": {where}" if where else ""))
        if k["id"] in dirs:
            f = dirs[k["id"]]
            lines.append("         replay: smith replay "
                         f"{out_dir / 'findings' / f['kind'] / f['hash']}")
    if kn and not dirs:
        lines.append("  (known bugs get no finding directory; --report-known writes one per bug)")
    return lines


_STORES: dict[str, FindingStore] = {}


def _store_for(out_dir: Path) -> FindingStore:
    key = str(Path(out_dir).resolve())
    if key not in _STORES:
        _STORES[key] = FindingStore(out_dir)
    return _STORES[key]


def _triage_compile_failures(
    program_text: str, results: list[PathResult], toolchain: Toolchain, timeout: float
) -> list[PathResult]:
    """Give crashing whole-path compiles their stack (re-run without the reproducer) and tell
    invalid IR after a pass from a pass failure (re-run with ``--verify-each=false`` and verify
    the output)."""
    out = []
    for r in results:
        if r.stage == "compile" and not r.compile.ok and not r.compile.timed_out:
            from lowering.triage import is_crash, stack_frames

            if is_crash(r.compile) and not stack_frames(r.compile.stderr):
                for _ in range(2):  # the re-run must crash the same way (nondeterminism)
                    st = stack_of(toolchain, program_text, r.path.pipeline(), timeout)
                    if primary_line(st) == primary_line(r.compile):
                        r = attrs.evolve(r, stack=st.stderr)
                        break
            elif not is_crash(r.compile):
                failure = "pass-failure"
                if looks_like_verifier_error(r.compile.stderr):
                    from smith.proc import run_tool

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


def _kind_of(status: str) -> str:
    return {"assertion": "crash", "signal": "crash", "invalid-ir": "invalid-ir",
            "error": "pass-failure", "timeout": "timeout",
            "runtime-check": "runtime-check-failed"}.get(status, status)


def _write_failure(d: Path, program_id: str, program_text: str, verdict: Verdict,
                   results: list[PathResult], r: PathResult, toolchain: Toolchain,
                   runner: PassRunner, signature: str, stepwise: bool,
                   verify_stderr: str, run_timeout: float) -> None:
    """Finding directory of a crash / pass failure / invalid IR / timeout on path ``r``: the
    program cut to the failing pass (``repro.mlir``), its test (``repro.sh``, meta ``test``)
    and whether that test reproduces it (``replayed``; up to 3 tries: some crashes are
    nondeterministic)."""
    passes = list(r.path.passes) or list(split_pipeline(r.path.raw_pipeline or "")[0])
    nested = r.path.func_nested or split_pipeline(r.path.raw_pipeline or "")[1]
    if r.stage == "compile" and passes:
        idx = len(passes) - 1 if stepwise else locate_failing_pass(
            runner, program_text, passes, primary_line(r.compile))
        repro_passes = passes[: idx + 1]
    else:
        idx, repro_passes = None, passes
    pipeline = render(repro_passes, nested)
    atomic_write(d / "repro.mlir", reproducer_text(program_text, pipeline, toolchain.mlir_opt))
    kind = _kind_of(next((p.status for p in verdict.paths if p.name == r.path.name), "error"))
    timeout = None
    if kind == "timeout":
        timeout = runner.timeout if r.stage == "compile" else run_timeout
    test = failure_test(kind, r.stage, pipeline, signature, sorted(nested), timeout)
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
    write_finding_dir(d, program_id, program_text, verdict, results, toolchain, verify_stderr,
                      extra)


def _write_verify_failure(d: Path, program_id: str, program_text: str, verdict: Verdict,
                          toolchain: Toolchain, verify_stderr: str) -> None:
    """Finding directory of a program the verification run rejects (``invalid``) or crashes
    on: its test (``repro.sh``, meta ``test``) runs ``mlir-opt`` with no passes."""
    test = failure_test(verdict.kind, "verify", None, verdict.signature)
    write_test(d, test, toolchain)
    write_finding_dir(d, program_id, program_text, verdict, [], toolchain, verify_stderr,
                      {"finding_kind": verdict.kind, "finding_signature": verdict.signature,
                       "test": test.to_json()})


def _write_difference(d: Path, program_id: str, program_text: str, verdict: Verdict,
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
    atomic_write(d / "passes-divergent.txt", "\n".join(_passes(div)) + "\n")
    atomic_write(d / "passes-reference.txt", "\n".join(_passes(ref)) + "\n")
    test = difference_test(kind, Step.of(ref.path.pipeline(), sorted(_nested(ref))),
                           Step.of(div.path.pipeline(), sorted(_nested(div))), signature)
    write_test(d, test, toolchain)
    meta = {"finding_kind": kind, "finding_signature": signature,
            "divergent_path": div.path.name, "reference_path": ref.path.name,
            "divergent_passes": _passes(div), "reference_passes": _passes(ref),
            "divergent_func_nested": sorted(_nested(div)),
            "reference_func_nested": sorted(_nested(ref)), "test": test.to_json()}
    write_finding_dir(d, program_id, program_text, verdict, results, toolchain, verify_stderr,
                      meta | (extra or {}))


def _passes(r: PathResult) -> list[str]:
    return list(r.path.passes) or list(split_pipeline(r.path.raw_pipeline or "")[0])


def _nested(r: PathResult) -> frozenset[str]:
    return r.path.func_nested or split_pipeline(r.path.raw_pipeline or "")[1]


def _difference_pair(results: list[PathResult]) -> tuple[PathResult, PathResult]:
    """(reference, divergent): the reference is the largest output group's first path
    (preferring a pure path: ``d0`` / variant 0 ``s0``), the divergent the first other one."""
    done = [r for r in results if r.stage == "done"]
    groups: dict[str, list[PathResult]] = {}
    for r in done:
        groups.setdefault(r.output, []).append(r)
    order = sorted(groups.values(), key=lambda g: (-len(g), min(x.path.name for x in g)))
    pure = next((g for g in order if any(x.path.name in ("d0", "s0") for x in g)), None)
    ref_group = pure if pure is not None and len(pure) == len(order[0]) else order[0]
    ref = next((x for x in ref_group if x.path.name in ("d0", "s0")), ref_group[0])
    div = next(g for g in order if g is not ref_group)[0]
    return ref, div


def run_program(
    program_text: str,
    program_id: str,
    options: RunOptions,
    toolchain: Toolchain,
    passmap: PassMap,
    known: tuple[KnownCrash, ...],
    out_dir: str | Path,
    paths: list[LoweringPath] | None = None,
    store: FindingStore | None = None,
    rec: OptRecommender | None = None,
) -> ProgramReport:
    """Verify, lower along K paths (or the given ``paths``), run, judge, record findings.

    ``options.mode == "stepwise"`` builds the paths with ``lowering.stepwise`` (unless
    ``paths`` is given). Findings are deduplicated by signature in ``store`` (default: one
    store per ``out_dir``). Never raises on a compiler failure; ``UsageError`` only for a
    missing toolchain.
    """
    out_dir = Path(out_dir).resolve()  # tools run with cwd=work: paths must be absolute
    work = out_dir / "work" / program_id
    store = store or _store_for(Path(out_dir))
    verify = verify_program(program_text, toolchain, work, timeout=options.compile_timeout)
    nested = frozenset(passmap.func_nested | (rec.func_nested if rec else frozenset()))
    runner = PassRunner(toolchain, nested, timeout=options.compile_timeout)
    results: list[PathResult] = []
    tried = lowered = 0
    stops: list[str] = []
    stepwise = False
    if verify.ok:
        if paths is None and options.mode == "stepwise":
            stepwise = True
            rec = rec or load_optrec()
            ex = explore_program(
                program_text, passmap, rec, toolchain,
                Draw(derive_seed(options.seed, "stepwise", program_id)), options.paths, work,
                options.stepwise(), runner=runner, compile_timeout=options.compile_timeout,
                run_timeout=options.run_timeout, entry=options.entry)
            results = list(ex.results)  # crashes carry their stack (no crash reproducer)
            tried, lowered = len(ex.paths), ex.lowered
            stops = [sp.stop_reason() for sp in ex.paths if sp.status != "lowered"]
        else:
            if paths is None:
                draw = Draw(derive_seed(options.seed, "paths", program_id))
                paths = draw_paths(
                    program_text, passmap, draw, k=options.paths, optimize=options.optimize
                )
            for p in paths:
                results.append(
                    compile_path(
                        program_text,
                        p,
                        toolchain,
                        work,
                        timeout=options.compile_timeout,
                        run_timeout=options.run_timeout,
                        crash_reproducer=False,
                        entry=options.entry,
                    )
                )
            results = _triage_compile_failures(program_text, results, toolchain,
                                               options.compile_timeout)
            tried = len(results)
            lowered = sum(r.stage != "compile" for r in results)
            stops = [f"{r.failure or 'compile'}: {r.failing_pass or '?'}"
                     for r in results if r.stage == "compile"]
        if options.check:
            rv = _run_check_path(program_text, program_id, options, toolchain, passmap, work)
            results.append(rv)
            tried += 1
            lowered += rv.stage != "compile"
            if rv.stage == "compile":
                stops.append(f"{rv.failure or 'compile'}: {rv.failing_pass or '?'} (check path)")
    floats = has_floats(program_text)
    verdict = judge(verify, results, known, load_float_inexact(), floats,
                    options.float_tolerance)
    found: list[Path] = []
    false_alarm: dict | None = None
    divergence: str | None = None
    rk = options.report_known
    if verdict.kind == "invalid" or (verdict.kind == "crash" and not results):
        # the input does not verify, or the verification run crashed
        f = store.record(verdict.kind, verdict.signature or verdict.kind, program_id,
                         verdict.known_id,
                         lambda d: _write_verify_failure(d, program_id, program_text, verdict,
                                                         toolchain, verify.stderr),
                         report_known=rk)
        found += [f] if f else []
    seen: set[tuple[str, str]] = set()
    for r, pv in zip(results, verdict.paths):
        if pv.status == "ok":
            continue
        kind = _kind_of(pv.status)
        sig = pv.signature or f"{kind} at {pv.stage}"
        if kind == "timeout":
            last = r.path.passes[-1] if (stepwise and r.path.passes) else ""
            sig = f"{pv.stage} timeout {last}".strip()
        if (kind, sig) in seen:
            continue
        seen.add((kind, sig))
        kid = match_known(sig, known) if kind in ("crash", "invalid-ir", "pass-failure") else None
        f = store.record(kind, sig, program_id, kid,
                         lambda d, r=r, sig=sig: _write_failure(
                             d, program_id, program_text, verdict, results, r, toolchain,
                             runner, sig, stepwise, verify.stderr, options.run_timeout),
                         report_known=rk)
        found += [f] if f else []
    # a divergence among the completed paths is recorded even when a crash is the verdict
    diff = verdict if verdict.kind in ("wrong-code", "float-inexact") else judge(
        verify, [r for r in results if r.stage == "done"], known, load_float_inexact(), floats,
        options.float_tolerance)
    if diff.kind == "wrong-code":
        ref, div = _difference_pair(results)
        located: dict = {}
        idx, ops = None, []
        if options.locate_divergence:
            idx, ops = first_divergent_pass(program_text, _passes(div), ref.output, passmap,
                                            runner, toolchain, work / "bisect",
                                            options.run_timeout)
            located = {"first_divergent_pass": _passes(div)[idx] if idx is not None else None,
                       "first_divergent_index": idx, "ops_involved": ops}
        key = wrong_code_key(_passes(div), _passes(ref), idx, ops)
        kid = match_known(key, load_known_wrong_code())
        divergence = diff.signature
        if verdict.kind == "wrong-code":  # the verdict names the bug, not the path groups
            verdict = attrs.evolve(verdict, signature=key, known=kid is not None, known_id=kid)
        if options.false_alarm_check:
            fa = classify(program_text, ref, div, toolchain, passmap,
                          (rec or load_optrec()).all_base_names(), work / "noopt", kid,
                          options.compile_timeout, options.run_timeout)
            false_alarm = fa.to_json() | {"reference_path": ref.path.name,
                                          "divergent_path": div.path.name}
        extra = located | {"divergence": divergence} | (
            {"false_alarm": false_alarm} if false_alarm is not None else {})
        f = store.record("wrong-code", key, program_id, kid,
                         lambda d: _write_difference(d, program_id, program_text, verdict,
                                                     results, ref, div, toolchain, key,
                                                     verify.stderr, extra),
                         report_known=rk)
        found += [f] if f else []
    if diff.kind == "float-inexact":
        ref, div = _difference_pair(results)
        found.append(store.record(
            "float-inexact", diff.signature or "", program_id, None,
            lambda d: _write_difference(d, program_id, program_text, verdict, results, ref, div,
                                        toolchain, diff.signature or "", verify.stderr,
                                        kind="float-inexact")))
    if not options.keep_work:
        shutil.rmtree(work, ignore_errors=True)
    return ProgramReport(program_id, verdict, tuple(results), found[0] if found else None,
                         tuple(found), tried, lowered,
                         _check_outcome(results) if options.check and verify.ok else None,
                         false_alarm, tuple(stops), divergence)


def _run_check_path(program_text: str, program_id: str, options: RunOptions,
                    toolchain: Toolchain, passmap: PassMap, work: Path) -> PathResult:
    """Compile and run the runtime-check path ``rv`` (``lowering.runtime_check``); its paths
    are drawn from ``derive_seed(options.seed, "check", program_id)``."""
    res = None
    for also_after in (True, False):  # second try: first placement only (needs_fallback)
        path = check_path(program_text, passmap,
                          Draw(derive_seed(options.seed, "check", program_id)), toolchain,
                          timeout=options.compile_timeout, also_after=also_after)
        res = compile_path(program_text, path, toolchain, work, timeout=options.compile_timeout,
                           run_timeout=options.run_timeout, crash_reproducer=False,
                           entry=options.entry)
        if not needs_fallback(res):
            break
    return _triage_compile_failures(program_text, [res], toolchain, options.compile_timeout)[0]


def _check_outcome(results: list[PathResult]) -> dict:
    """The ``runtime_check`` entry of a program: whether the check path ran to the end and the
    failed check (op, message, location), if any."""
    rv = next((r for r in results if r.path.name == CHECK_PATH_NAME), None)
    if rv is None:
        return {"ran": False, "failed": False, "failure": None, "stage": None}
    failure = parse_failure(rv.run.stdout) if rv.run is not None else None
    placed = sum(base_name(p) == load_config().pass_name for p in rv.path.passes)
    return {"ran": rv.run is not None, "stage": rv.stage, "failed": failure is not None,
            "failure": failure.to_json() if failure else None, "checks_placed": placed}


def corpus_programs(corpus_dir: str | Path) -> list[Path]:
    """The programs of a corpus: its manifest's list when it has one, else every ``*.mlir``
    (:func:`smith.manifest.corpus_files`).

    Raises:
        UsageError: the directory does not exist, holds no program, or its manifest lists a
            missing one.
    """
    return [f for _, f in corpus_files(corpus_dir).programs]


def _progress(options: RunOptions, total: int):
    show = options.progress if options.progress is not None else sys.stderr.isatty()
    if not show:
        return None
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    prog = Progress(
        TextColumn("lowering"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.description}"),
        TimeElapsedColumn(),
        console=Console(stderr=True),
    )
    return prog


def check_summary(outs: list[tuple[str, dict]]) -> dict:
    """Counts over ``(program id, runtime_check entry)`` pairs: check paths, run to the end or
    stopped by a failed check (``ran``), failed, not run, and failed checks by signature and by
    program (``summary.json`` ``runtime_checks`` of ``smith run`` and ``smith campaign``)."""
    failed = [(pid, c["failure"]) for pid, c in outs if c["failed"]]
    by_sig = Counter(f"runtime check: {f['op']}: {f['message']}" for _, f in failed)
    return {"paths": len(outs), "ran": sum(c["ran"] for _, c in outs),
            "not_run": sum(not c["ran"] for _, c in outs), "failed": len(failed),
            "by_signature": dict(by_sig.most_common()),
            "failures": [{"id": pid} | f for pid, f in failed]}


def false_alarm_summary(fas: list[tuple[str, dict]]) -> dict:
    """Counts of the wrong-code triage (``lowering.false_alarm``) over ``(program id,
    false_alarm entry)`` pairs: triaged, false alarms, per class, per program."""
    from lowering.false_alarm import CLASSES

    classes = Counter(fa["classification"] for _, fa in fas)
    return {"triaged": len(fas), "false_alarms": sum(fa["false_alarm"] for _, fa in fas),
            "classes": {c: classes.get(c, 0) for c in CLASSES},
            "programs": {pid: fa["classification"] for pid, fa in fas}}


def run_corpus(
    corpus_dir: str | Path,
    out_dir: str | Path,
    options: RunOptions | None = None,
    toolchain: Toolchain | None = None,
    progress: bool | None = None,
    second_opinion=None,
) -> Summary:
    """Run every program of ``corpus_dir``; write ``verdicts.jsonl``, ``summary.json`` and
    ``findings/`` under ``out_dir``; return the :class:`Summary`.

    ``second_opinion`` (``smith run --oracle``): an extra judge with ``judge(path) -> dict``
    (the program's verdict row, never raising), ``summarize(rows) -> dict`` and
    ``render(summary) -> list[str]``; each program's row is its ``oracle`` entry in
    ``verdicts.jsonl`` and the counts are ``oracle`` in ``summary.json``.

    Raises:
        UsageError: bad corpus, missing toolchain, a pass map naming unknown passes, or a
            program (that parses) without a callable ``options.entry`` -- checked for every
            program before any lowering.
    """
    options = options or RunOptions()
    if progress is not None:
        options = attrs.evolve(options, progress=progress)
    tc = toolchain or find_toolchain()
    pm = load_passmap(tc)  # validated against mlir-opt --list-passes
    rec = load_optrec(tc)  # likewise
    known = load_known_crashes()
    files = corpus_programs(corpus_dir)
    for f in files:
        check_entry(f.read_text(), options.entry, str(f))
    out = Path(out_dir).resolve()
    out.mkdir(parents=True, exist_ok=True)
    store = FindingStore(out)
    jobs = options.jobs or os.cpu_count() or 1
    start = time.monotonic()
    reports: list[ProgramReport] = []
    counts: Counter[str] = Counter()
    partial = out / "verdicts.jsonl.partial"
    prog = _progress(options, len(files))
    task = prog.add_task("", total=len(files)) if prog else None
    with open(partial, "w") as log, ThreadPoolExecutor(max_workers=jobs) as pool:
        if prog:
            prog.start()
        try:
            def one(f: Path) -> ProgramReport:
                rep = run_program(f.read_text(), f.stem, options, tc, pm, known, out,
                                  store=store, rec=rec)
                if second_opinion is not None:
                    rep = attrs.evolve(rep, oracle=second_opinion.judge(f))
                return rep

            futs = {pool.submit(one, f): f for f in files}
            for fut in as_completed(futs):
                rep = fut.result()
                reports.append(rep)
                counts[rep.verdict.kind] += 1
                log.write(json.dumps(rep.to_json()) + "\n")
                log.flush()
                if prog:
                    desc = " ".join(f"{k}={n}" for k, n in sorted(counts.items()))
                    prog.update(task, advance=1, description=desc)
        finally:
            if prog:
                prog.stop()
    reports.sort(key=lambda r: r.program_id)
    atomic_write(out / "verdicts.jsonl", "".join(json.dumps(r.to_json()) + "\n" for r in reports))
    partial.unlink(missing_ok=True)
    sigs: Counter[str] = Counter(
        r.verdict.signature
        for r in reports
        if r.verdict.kind in ("crash", "invalid", "pass-failure", "invalid-ir",
                              "runtime-check-failed")
        and r.verdict.signature
    )
    known_ids = {r.verdict.signature: r.verdict.known_id for r in reports if r.verdict.signature}
    summary = Summary(
        programs=len(reports),
        counts={k: counts.get(k, 0) for k in VERDICTS},
        signatures=dict(sigs),
        known={s: known_ids.get(s) for s in sigs},
        seconds=time.monotonic() - start,
        out_dir=out,
        findings=store.summary(),
        paths_tried=sum(r.paths_tried for r in reports),
        paths_lowered=sum(r.paths_lowered for r in reports),
        runtime_checks=check_summary([(r.program_id, r.runtime_check) for r in reports
                                      if r.runtime_check is not None])
        if options.check else None,
        false_alarms=false_alarm_summary([(r.program_id, r.false_alarm) for r in reports
                                          if r.false_alarm is not None])
        if options.false_alarm_check else None,
        stops=dict(Counter(s for r in reports for s in r.stops)),
    )
    if second_opinion is not None:
        counts_ = second_opinion.summarize([r.oracle for r in reports])
        summary = attrs.evolve(summary, oracle={"name": options.oracle} | counts_,
                               oracle_lines=tuple(second_opinion.render(counts_)))
    meta = summary.to_json() | {
        "options": attrs.asdict(options),
        "mlir_version": tc.version(),
        "smith_version": smith.__version__,
        "corpus": str(Path(corpus_dir)),
    }
    atomic_write(out / "summary.json", json.dumps(meta, indent=1, sort_keys=True) + "\n")
    return summary
