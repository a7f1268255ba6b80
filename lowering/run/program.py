"""One program of ``smith run`` / ``smith campaign``: verify it with ``mlir-opt`` (no passes),
lower it along K paths (drawn whole, seeded per program from ``RunOptions.seed`` and the
program id, so the result does not depend on scheduling; or built step by step), run each
path, judge (``lowering.verdict``) and record the findings (``lowering.findings.dirs``); the
run's judges (``lowering.run.judges``: runtime verification, the false-alarm triage,
translation validation, ...) are called where their ``Need`` says."""

from __future__ import annotations

import shutil
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

import attrs

from ground.draw import Draw, derive_seed
from ground.errors import UsageError
from ground.mlir_ir import kept_context, parse_verified
from ground.proc import ToolResult
from ground.toolchain import Toolchain
from lowering.coverage import Collector, supported
from lowering.execute import PathResult, Stage, compile_path, verify_program
from lowering.failure import has_floats, load_float_inexact, path_is_bit_exact
from lowering.findings.confirm import (
    Confirmation,
    ConfirmCache,
    Probe,
    confirm_crash,
    confirm_either_side,
    confirmed_verdict,
    known_for,
    known_on_reference,
)
from lowering.findings.dirs import (
    difference_pair,
    exact_inexact_pair,
    finding_kind,
    known_trap_id,
    path_nested,
    path_passes,
    trap_meta,
    triage_compile_failures,
    write_difference_finding,
    write_failure_finding,
    write_verify_finding,
)
from lowering.findings.localise import localise_pair, lowering_alternative, order_differs
from lowering.findings.reproducer import Divergence, first_divergent_pass, wrong_code_key
from lowering.findings.store import FindingStore
from lowering.findings.uninit import locate_uninit
from lowering.findings.uninit_group import group_key, grouped
from lowering.optrec import OptRecommender, load_optrec
from lowering.passmap import PassMap, base_name
from lowering.paths import LoweringPath, draw_paths
from lowering.pipeline import PassRunner
from lowering.run.builtin_judges import CheckJudge, FalseAlarmJudge
from lowering.run.judges import Judge, JudgeSetup, Need, Subject, make_judges
from lowering.run.report import ProgramReport
from lowering.run_options import RunOptions, sampled_path
from lowering.stepwise import explore_program
from lowering.verdict import (
    DIFFERENCES,
    KnownCrash,
    Verdict,
    VerdictKind,
    judge,
    load_known_wrong_code,
    unlowered_op,
)

Options = RunOptions  # short alias


#: the judges of lowering itself (registered by importing them)
BUILTIN_JUDGES = (CheckJudge, FalseAlarmJudge)


@attrs.define
class _Lowered:
    """The paths of one program as lowered: results, counts and why the others stopped."""

    results: list[PathResult] = attrs.field(factory=list)
    tried: int = 0
    lowered: int = 0
    stops: list[str] = attrs.field(factory=list)
    stepwise: bool = False


@attrs.frozen
class _Context:
    """What every step of :func:`run_program` needs about the program and the run."""

    text: str
    program_id: str
    options: RunOptions
    toolchain: Toolchain
    passmap: PassMap
    known: tuple[KnownCrash, ...]
    store: FindingStore
    work: Path
    runner: PassRunner
    verify_stderr: str
    located: tuple[str, ...] = ()
    coverage: Collector | None = None
    confirmed: ConfirmCache = attrs.Factory(ConfirmCache)
    judges: tuple[Judge, ...] = ()
    rec: OptRecommender | None = None

    def subject(self, **kw) -> Subject:
        """What a judge sees of this program's run (``kw``: the results, the difference)."""
        return Subject(self.text, self.program_id, self.options, self.toolchain, self.passmap,
                       self.store, self.work, rec=self.rec, **kw)

    def judges_of(self, need: Need) -> list[Judge]:
        return [j for j in self.judges if j.needs == need]

    def runner_of(self, path: PathResult) -> PassRunner:
        """A pass runner with ``path``'s nesting and the run's compile timeout and isolation."""
        return PassRunner(self.toolchain, path_nested(path), self.options.compile_timeout,
                          isolation=self.options.isolation)

    def probe(self, ref: PathResult, div: PathResult, index: int | None, where: str | None,
              name: str) -> Probe:
        """The confirmation probe (:meth:`Probe.of_paths`) of ``div`` against ``ref``, run with
        ``div``'s nesting in ``work/name``."""
        return Probe.of_paths(self.text, ref, div, index, where, self.runner_of(div),
                              self.passmap, self.work / name, self.options.run_timeout)


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
    judges: Sequence[Judge] | None = None,
    verify_in_process: bool = False,
    located: Sequence[str] = (),
    confirmed: Mapping | None = None,
) -> ProgramReport:
    """Verify, lower along K paths (or the given ``paths``), run, judge, record findings.

    ``options.mode == "stepwise"`` builds the paths with ``lowering.stepwise`` (unless
    ``paths`` is given). Findings are deduplicated by signature in ``store`` (default: a store
    for this program alone). ``judges``: the run's judges (``lowering.run.judges``; default:
    those ``options.judges`` names, built from the registry), each called where its ``Need``
    says, its verdict in the report's ``judged``; ``verify_in_process``: :func:`_verify`;
    ``located``: first divergent passes earlier programs located (tried first under
    ``locate_divergence == "first"``); ``confirmed``: known-id decisions of earlier programs,
    ``{kind: {signature: [known id, near miss]}}`` (``lowering.findings.confirm``: a signature is
    confirmed once per campaign). Never raises on a compiler failure; ``UsageError`` only for
    a missing toolchain, or a judge ``options.judges`` names that is not among ``judges`` (or,
    ``judges`` None, not registered)."""
    built = make_judges(options.judges, JudgeSetup(toolchain, options)) if judges is None \
        else []  # the judges of the options, closed after the program
    judges = built if judges is None else judges
    missing = sorted(set(options.judges) - {j.name for j in judges})
    if missing:
        raise UsageError(f"the run asks for the judge(s) {', '.join(missing)}, not given")
    try:
        return _run_program(program_text, program_id, options, toolchain, passmap, known,
                            out_dir, paths, store, rec, judges, verify_in_process, located,
                            confirmed)
    finally:
        for j in built:
            j.close()


def _run_program(program_text: str, program_id: str, options: RunOptions, toolchain: Toolchain,
                 passmap: PassMap, known: tuple[KnownCrash, ...], out_dir: str | Path,
                 paths: list[LoweringPath] | None, store: FindingStore | None,
                 rec: OptRecommender | None, judges: Sequence[Judge], verify_in_process: bool,
                 located: Sequence[str], confirmed: Mapping | None) -> ProgramReport:
    """:func:`run_program` with its judges built."""
    work = Path(out_dir).resolve() / "work" / program_id  # tools run with cwd=work: absolute
    store = store or FindingStore(Path(out_dir).resolve())
    verify = _verify(program_text, toolchain, work, options.compile_timeout, verify_in_process,
                     options.isolation)
    nested = frozenset(passmap.func_nested | (rec.func_nested if rec else frozenset()))
    runner = PassRunner(toolchain, nested, options.compile_timeout, isolation=options.isolation)
    collector = Collector() if options.coverage != "off" and supported(str(toolchain.mlir_opt)) \
        else None
    ctx = _Context(program_text, program_id, options, toolchain, passmap, known, store, work,
                   runner, verify.stderr, tuple(located), collector,
                   ConfirmCache.from_mapping(confirmed), tuple(judges), rec)
    low = _lower(ctx, paths, rec) if verify.ok else _Lowered()
    floats = has_floats(program_text)
    verdict = judge(verify, low.results, known, load_float_inexact(), floats,
                    options.float_tolerance)
    found = _record_verify(ctx, verdict, bool(low.results))
    failures, decided = _record_path_failures(ctx, verdict, low)
    found += failures
    verdict, near_miss = confirmed_verdict(verdict, decided)
    # a divergence among the completed paths is recorded even when a crash is the verdict
    diff = verdict if verdict.kind in DIFFERENCES else judge(
        verify, [r for r in low.results if r.stage == Stage.DONE], known, load_float_inexact(),
        floats, options.float_tolerance)
    divergence = locate = None  # of a wrong-code difference
    judged: dict[str, dict] = {}
    exact = _exact_pass_divergence(ctx, low.results) \
        if diff.kind == VerdictKind.FLOAT_INEXACT else None
    if exact is not None:  # a pass that does not round sets the paths apart: wrong code
        diff = attrs.evolve(diff, kind=VerdictKind.WRONG_CODE)
        if verdict.kind == VerdictKind.FLOAT_INEXACT:
            verdict = diff
    if diff.kind == VerdictKind.WRONG_CODE:
        divergence = diff.signature
        verdict, judged, f, locate, wc_near = _record_wrong_code(ctx, verdict, low.results,
                                                                 divergence, exact)
        found += [f] if f else []
        near_miss = wc_near if verdict.kind == VerdictKind.WRONG_CODE else near_miss
    if diff.kind == VerdictKind.FLOAT_INEXACT:
        found.append(_record_float_inexact(ctx, verdict, diff.signature or "", low.results))
    judged = _judge_after(ctx, low.results, verify.ok, judged, found)
    if not options.keep_work:
        shutil.rmtree(work, ignore_errors=True)
    return ProgramReport(program_id, verdict, tuple(low.results), found[0] if found else None,
                         tuple(found), low.tried, low.lowered, tuple(low.stops), divergence,
                         judged=judged, locate=locate,
                         coverage=collector.coverage() if collector is not None else None,
                         near_miss=near_miss, confirm=tuple(ctx.confirmed.made))


def _judge_after(ctx: _Context, results: list[PathResult], verified: bool,
                 by_difference: dict[str, dict], found: list[Path]) -> dict[str, dict]:
    """``{judge name: verdict entry}`` of the program: the judges of its own path, of the
    differences (``by_difference``, given), of the steps and of the program, in that order,
    each when it applies; their finding directories appended to ``found``."""
    judged: dict[str, dict] = {}
    subject = ctx.subject(verified=verified, results=tuple(results))
    for need in Need:
        for j in ctx.judges_of(need):
            if need == Need.DIFFERENCE:
                if j.name in by_difference:
                    judged[j.name] = by_difference[j.name]
                continue
            if j.applies(subject):
                out = j.judge(subject)
                judged[j.name] = out.entry
                found += list(out.findings)
    return judged


def _record_verify(ctx: _Context, verdict: Verdict, lowered: bool) -> list[Path]:
    """The finding of a program the verification run rejects (``invalid``) or crashes on
    (a crash with no path ``lowered``), if any."""
    if not (verdict.kind == VerdictKind.INVALID
            or (verdict.kind == VerdictKind.CRASH and not lowered)):
        return []
    f = ctx.store.record(verdict.kind, verdict.signature or verdict.kind, ctx.program_id,
                         verdict.known_id,
                         lambda d: write_verify_finding(d, ctx.program_id, ctx.text, verdict,
                                                        ctx.toolchain, ctx.verify_stderr),
                         report_known=ctx.options.report_known)
    return [f] if f else []


def _record_float_inexact(ctx: _Context, verdict: Verdict, signature: str,
                          results: list[PathResult]) -> Path:
    """The finding of a float-inexact difference (``signature``) among ``results``."""
    ref, div = difference_pair(results)
    return ctx.store.record(
        "float-inexact", signature, ctx.program_id, None,
        lambda d: write_difference_finding(d, ctx.program_id, ctx.text, verdict, results, ref,
                                           div, ctx.toolchain, signature, ctx.verify_stderr,
                                           kind="float-inexact"))


def _verify(text: str, toolchain: Toolchain, work: Path, timeout: float,
            in_process: bool, isolation: str = "worker") -> ToolResult:
    """Verify the program: with ``mlir-opt`` (no passes), or, with ``in_process``, by parsing
    and verifying it with the MLIR Python bindings here, which the caller vouches are of the
    toolchain's release and safe on this text (a campaign that generated it in process just
    did the same). Saves an ``mlir-opt`` process per program; a text that fails in process
    (e.g. printed IR that does not parse back) still goes to ``mlir-opt``, whose result is
    the verdict (``isolation``: how mlir-opt runs, ``RunOptions.isolation``)."""
    if in_process:
        t0 = time.monotonic()
        try:
            with kept_context():
                parse_verified(text)
        except UsageError:
            pass
        else:
            return ToolResult(argv=("mlir.ir.Module.parse",), returncode=0, stdout="", stderr="",
                              timed_out=False, seconds=time.monotonic() - t0)
    return verify_program(text, toolchain, work, timeout=timeout, isolation=isolation)


def _lower(ctx: _Context, paths: list[LoweringPath] | None,
           rec: OptRecommender | None) -> _Lowered:
    """Lower and run the verified program along its paths (and the check path), collecting
    coverage into ``ctx.coverage`` (the exploration's steps; later bisections do not count)."""
    ctx.runner.coverage = ctx.coverage
    try:
        return _lower_paths(ctx, paths, rec)
    finally:
        ctx.runner.coverage = None


def _covered(ctx: _Context, n: int) -> range | tuple[int]:
    """Indices of the ``n`` paths (topo or stepwise paths, then the check path) whose mlir-opt
    runs feed ``ctx.coverage`` (``RunOptions.coverage``)."""
    if ctx.options.coverage == "sampled" and ctx.options.mode == "topo":
        return (sampled_path(ctx.options.seed, ctx.program_id, n),)
    return range(n)


def _lower_paths(ctx: _Context, paths: list[LoweringPath] | None,
                 rec: OptRecommender | None) -> _Lowered:
    options = ctx.options
    if paths is None and options.mode == "stepwise":
        rec = rec or load_optrec()
        ex = explore_program(
            ctx.text, ctx.passmap, rec, ctx.toolchain,
            Draw(derive_seed(options.seed, "stepwise", ctx.program_id)), options.paths,
            ctx.work, options.stepwise, runner=ctx.runner,
            compile_timeout=options.compile_timeout, run_timeout=options.run_timeout,
            entry=options.entry)
        # crashes carry their stack (no crash reproducer)
        low = _Lowered(list(ex.results), len(ex.paths), ex.lowered,
                       [sp.stop_reason() for sp in ex.paths if sp.status != "lowered"], True)
    else:
        if paths is None:
            draw = Draw(derive_seed(options.seed, "paths", ctx.program_id))
            paths = draw_paths(ctx.text, ctx.passmap, draw, k=options.paths,
                               optimize=options.optimize)
        covered = _covered(ctx, len(paths) + len(ctx.judges_of(Need.PATH)))
        results = [compile_path(ctx.text, p, ctx.toolchain, ctx.work,
                                timeout=options.compile_timeout,
                                run_timeout=options.run_timeout, crash_reproducer=False,
                                entry=options.entry, isolation=options.isolation,
                                coverage=ctx.coverage if i in covered else None,
                                bytecode=True)
                   for i, p in enumerate(paths)]
        results = triage_compile_failures(ctx.text, results, ctx.toolchain,
                                          options.compile_timeout)
        stops = [_stop(r, ctx.known) for r in results]
        low = _Lowered(results, len(results), stops.count(None), [s for s in stops if s])
    for j in ctx.judges_of(Need.PATH):  # a judge's own path, judged with the others
        n = low.tried + 1
        rv = j.own_path(ctx.subject(coverage=ctx.coverage if n - 1 in _covered(ctx, n)
                                    else None))
        low.results.append(rv)
        low.tried += 1
        stop = _stop(rv, ctx.known)
        low.lowered += stop is None
        if stop:
            low.stops.append(f"{stop} ({j.name} path)")
    return low


def _stop(r: PathResult, known: tuple[KnownCrash, ...]) -> str | None:
    """Why path ``r`` did not reach LLVM (``pass-failure: PASS``, ``not lowered: OP``: an op
    the runner cannot parse survived it, :func:`lowering.verdict.unlowered_op` with
    ``known``), else None."""
    if r.stage == Stage.COMPILE:
        return f"{r.failure or 'compile'}: {r.failing_pass or '?'}"
    op = unlowered_op(r, known)
    return f"not lowered: {op}" if op else None


def _record_path_failures(ctx: _Context, verdict: Verdict, low: _Lowered
                          ) -> tuple[list[Path], dict[str, tuple[str | None, dict | None]]]:
    """One finding per distinct (kind, signature) of the paths that did not end ``ok``; a
    crash, invalid-IR or pass-failure signature gets a known id only when its entry's
    confirmation holds (:func:`lowering.findings.confirm.known_for`), a key match that does not is a
    new finding with ``near_miss`` in its meta. Returns the finding directories and the
    decision per signature (known id, near miss)."""
    found: list[Path] = []
    decided: dict[str, tuple[str | None, dict | None]] = {}
    seen: set[tuple[str, str]] = set()
    for r, pv in zip(low.results, verdict.paths):
        if pv.status in ("ok", "not-lowered"):  # not-lowered: a stop, not a finding
            continue
        kind = finding_kind(pv.status)
        sig = pv.signature or f"{kind} at {pv.stage}"
        if kind == "timeout":
            last = r.path.passes[-1] if (low.stepwise and r.path.passes) else ""
            sig = f"{pv.stage} timeout {last}".strip()
        if (kind, sig) in seen:
            continue
        seen.add((kind, sig))
        kid, near = None, None
        if kind in ("crash", "invalid-ir", "pass-failure"):
            kid, near = known_for(kind, sig, ctx.known,
                                  lambda e, sig=sig, r=r: confirm_crash(e, sig, r.failing_pass),
                                  cache=ctx.confirmed)
        kid = kid or known_trap_id(ctx.text, r, ctx.passmap, ctx.toolchain,
                                   ctx.work / "trap-known", ctx.options.run_timeout)
        if kind in ("crash", "invalid-ir", "pass-failure"):  # a trap's id is the verdict's too
            decided[sig] = (kid, near)
        meta = {"near_miss": near} if near else {}
        f = ctx.store.record(kind, sig, ctx.program_id, kid,
                             lambda d, r=r, sig=sig: write_failure_finding(
                                 d, ctx.program_id, ctx.text, verdict, low.results, r,
                                 ctx.toolchain, ctx.runner, sig, low.stepwise,
                                 ctx.verify_stderr, ctx.options.run_timeout,
                                 meta | trap_meta(ctx.text, r, ctx.passmap, ctx.toolchain,
                                                  ctx.work / "trap", ctx.options.run_timeout)),
                             extra=meta or None, report_known=ctx.options.report_known)
        found += [f] if f else []
    return found, decided


def _exact_pass_divergence(ctx: _Context, results: list[PathResult]
                           ) -> tuple[PathResult, PathResult, Divergence] | None:
    """(reference, divergent, bisection) of a float-inexact difference whose bisection names
    a pass ``float_inexact.json`` does not list: the pair of
    :func:`lowering.findings.dirs.exact_inexact_pair`, bisected by
    :func:`first_divergent_pass`. Its prefix up to that pass, completed by a pure lowering,
    already differs, so no later rounding explains it: wrong code (e.g. a known canonicalize
    fold on a path that also runs ``tosa-optional-decompositions``). None when bisection is
    off, no path is bit-exact, or the pass named is none or an inexact one."""
    inexact = load_float_inexact()
    if ctx.options.locate_divergence == "none" or \
            (pair := exact_inexact_pair(results, inexact)) is None:
        return None
    ref, div = pair
    passes = path_passes(div)
    dv = first_divergent_pass(ctx.text, passes, ref.output, ctx.passmap, ctx.runner,
                              ctx.toolchain, ctx.work / "bisect", ctx.options.run_timeout,
                              _hints(ctx, passes))
    if dv.index is None or not path_is_bit_exact([passes[dv.index]], inexact):
        return None
    return ref, div, dv


def _record_wrong_code(ctx: _Context, verdict: Verdict, results: list[PathResult],
                       divergence: str | None,
                       bisected: tuple[PathResult, PathResult, Divergence] | None = None
                       ) -> tuple[Verdict, dict[str, dict], Path | None, dict | None,
                                  dict | None]:
    """Locate the first divergent pass of a wrong-code difference, key it, confirm its known
    id (:func:`_known`; a key left without one is tried against the entries of the passes only
    ``ref`` runs, on ``ref``: :func:`lowering.findings.confirm.known_on_reference`), let the
    judges of differences judge it (``Need.DIFFERENCE``, e.g. the false-alarm triage of
    ``--false-alarm-check``) and record its finding. Returns the verdict (named by the key
    when it is the wrong-code verdict), the judges' verdicts by name (also in the finding's
    meta under their keys), the finding directory, how the pass was located and the near
    miss (``{"id", "reason"}`` of an entry whose key matched but whose confirmation failed;
    also in the finding's ``meta.json``). ``bisected``: the (reference, divergent,
    bisection) when already made (:func:`_exact_pass_divergence`)."""
    options = ctx.options
    ref, div = bisected[:2] if bisected else difference_pair(results)
    located: dict = {}
    idx, ops, locate = None, [], None
    if options.locate_divergence != "none":
        dv = bisected[2] if bisected else first_divergent_pass(
            ctx.text, path_passes(div), ref.output, ctx.passmap, ctx.runner, ctx.toolchain,
            ctx.work / "bisect", options.run_timeout, _hints(ctx, path_passes(div)))
        idx, ops = dv.index, dv.ops
        located = {"first_divergent_pass": path_passes(div)[idx] if idx is not None else None,
                   "first_divergent_index": idx, "ops_involved": ops}
        locate = {"pass": base_name(path_passes(div)[idx]) if idx is not None else None,
                  "probes": dv.probes, "hinted": dv.hinted}
    key = wrong_code_key(path_passes(div), path_passes(ref), idx, ops)
    kid = _known(ctx, key, ref, div, located)
    if options.locate_divergence != "none":
        key, kid = _locate_further(ctx, ref, div, idx, key, kid, located)
        if idx is None and located.get("first_divergent_pass"):  # named by delta debugging
            locate |= {"pass": base_name(located["first_divergent_pass"]), "by": "localise"}
    if kid is None:  # a pass only the majority ran, after the fold-vs-lowering check
        kid = known_on_reference(load_known_wrong_code(), path_passes(div), path_passes(ref),
                                 lambda: ctx.probe(div, ref, None, None, "confirm-reference"))
        if kid is not None:
            located.pop("near_miss", None)
    kind, key, kid = _uninit_group(ctx, div, key, kid, located)
    if verdict.kind == VerdictKind.WRONG_CODE:  # the verdict names the bug, not the path groups
        verdict = attrs.evolve(verdict, kind=VerdictKind(kind), signature=key,
                               known=kid is not None, known_id=kid)
    judged: dict[str, dict] = {}
    subject = ctx.subject(results=tuple(results), difference=(ref, div), known_id=kid)
    for j in ctx.judges_of(Need.DIFFERENCE):
        if j.applies(subject):
            judged[j.name] = j.judge(subject).entry
    near = located.pop("near_miss", None) if kid is None else None
    located.pop("near_miss", None)
    extra = located | {"divergence": divergence} | {
        j.key: judged[j.name] for j in ctx.judges_of(Need.DIFFERENCE) if j.name in judged} | (
        {"near_miss": near} if near else {})
    final = verdict
    f = ctx.store.record(kind, key, ctx.program_id, kid,
                         lambda d: write_difference_finding(d, ctx.program_id, ctx.text, final,
                                                            results, ref, div, ctx.toolchain,
                                                            key, ctx.verify_stderr, extra, kind),
                         extra={"near_miss": near} if near else None,
                         report_known=options.report_known)
    return verdict, judged, f, locate, near


def _known(ctx: _Context, key: str, ref: PathResult, div: PathResult, located: dict
           ) -> str | None:
    """The known id of the wrong-code ``key`` as confirmed on this program
    (:func:`lowering.findings.confirm.known_for`: key matches first, then the entries of the located
    pass, ``located["first_divergent_pass"]``, on the path it belongs to: ``ref`` and ``div``
    are given swapped for a pass of the reference path); the near miss goes to
    ``located["near_miss"]`` (removed when there is none). Decided once per key
    (``ctx.confirmed``)."""
    where = located.get("first_divergent_pass")
    probes = [ctx.probe(ref, div, located.get("first_divergent_index"), where, "confirm")]
    mirror = next((p for p in path_passes(ref) if where and base_name(p) == base_name(where)),
                  None)

    def other_side() -> Probe | None:
        """The probe of the reference path when it runs the named pass too (made once)."""
        if mirror is not None and len(probes) == 1:
            probes.append(ctx.probe(div, ref, None, mirror, "confirm-other"))
        return probes[1] if len(probes) > 1 else None

    def check(e: KnownCrash) -> Confirmation:
        return confirm_either_side(e, probes[0], other_side)

    kid, near = known_for("wrong-code", key, load_known_wrong_code(), check,
                          base_name(where) if where else None, ctx.confirmed)
    located.pop("near_miss", None)
    located |= {"near_miss": near} if near else {}
    return kid


def _uninit_group(ctx: _Context, div: PathResult, key: str, kid: str | None, located: dict
                  ) -> tuple[str, str, str | None]:
    """The finding kind, key and known id of a wrong-code difference whose ``key`` is not a
    known bug's (``kid`` None): the divergent path is checked once for an uninitialised read
    (``lowering.findings.uninit.locate_uninit``: the fresh-memory runs first, the pass named only
    when the output depends on fresh memory or is nondeterministic); a read on every path (or
    the program's, or unnamed) or a nondeterministic output is grouped by the read
    (``lowering.findings.uninit_group``: ``uninit-read``, the group key, the known bug it
    matches), any other difference keeps ``("wrong-code", key, kid)``. Fills ``located``
    (the finding's meta: ``uninit``, and for a group ``uninit_group`` and the
    ``wrong_code_key`` it replaces)."""
    if kid is not None:
        return VerdictKind.WRONG_CODE, key, kid
    options = ctx.options
    runner = ctx.runner_of(div)
    un = locate_uninit(ctx.text, path_passes(div), runner, ctx.passmap, ctx.toolchain,
                       ctx.work / "uninit", div.entry, options.run_timeout)
    located["uninit"] = un.to_json()
    if not grouped(un):
        return VerdictKind.WRONG_CODE, key, kid
    g = group_key(ctx.text, un, runner, ctx.passmap, ctx.toolchain, ctx.work / "uninit-buffer",
                  div.entry, options.run_timeout, load_known_wrong_code())
    located |= {"uninit_group": g.to_json(), "wrong_code_key": key}
    return VerdictKind.UNINIT_READ, g.key, g.known_id


def _hints(ctx: _Context, passes: Sequence[str]) -> list[int]:
    """Under ``locate_divergence == "first"``: the indices in ``passes`` of the passes earlier
    programs of the run located (``ctx.located``, in that order), each tried before a binary
    search (:func:`lowering.findings.reproducer.first_divergent_pass`)."""
    if ctx.options.locate_divergence != "first":
        return []
    names = [base_name(p) for p in passes]
    return [j for p in ctx.located for j, n in enumerate(names) if n == p]


def _locate_further(ctx: _Context, ref: PathResult, div: PathResult, idx: int | None,
                    key: str, kid: str | None, located: dict) -> tuple[str, str | None]:
    """When the bisection left the difference unlocated, or an unknown difference comes from
    paths that order their passes differently, name the pass by delta debugging on the pass
    list (``lowering.findings.localise``). Fills ``located`` (the finding's meta) and returns the
    (possibly new) wrong-code key and known-bug id (confirmed, :func:`_known`;
    ``lowering_alternative`` proposes a lowering pass by key alone, taken only when its
    entry's confirmation holds; also for the pass delta debugging names, e.g. a canonicalize
    fold of a 1x1 ``tosa.max_pool2d`` on paths whose pass order differs).
    An unknown difference is then checked for an uninitialised read by
    :func:`_uninit_group`."""
    options = ctx.options
    culprit = path_passes(div)[idx] if idx is not None else None
    if idx is None or (kid is None and order_differs(path_passes(div), path_passes(ref))):
        loc = localise_pair(ctx.text, ref, div, ctx.toolchain, ctx.work / "localise",
                            options.compile_timeout, isolation=options.isolation)
        located["localisation"] = loc.to_json()
        if loc.pass_name is not None:
            key = loc.key(path_passes(div), path_passes(ref))
            located |= {"first_divergent_pass": loc.pass_name,
                        "first_divergent_index": loc.index, "ops_involved": list(loc.ops)}
            kid = _known(ctx, key, *((div, ref) if loc.path == "reference" else (ref, div)),
                         located)
            culprit = loc.pass_name
    if kid is None and culprit is not None:  # a located fold may hide a known lowering bug
        other = lowering_alternative(
            PassRunner(ctx.toolchain, path_nested(ref), options.compile_timeout), ctx.text,
            culprit, located.get("ops_involved", []), path_passes(ref),
            load_known_wrong_code())
        if other is not None:
            alt = located | {"first_divergent_pass": other.pass_name,
                             "first_divergent_index": None, "ops_involved": list(other.ops)}
            alt_key = other.key(path_passes(div), path_passes(ref))
            alt_kid = _known(ctx, alt_key, div, ref, alt)  # a pass of the reference path
            if alt_kid is not None:  # the fold hides a known lowering bug, confirmed
                key, kid = alt_key, alt_kid
                located |= alt | {"localisation": other.to_json()}
    return key, kid
