"""Two-dimensional reduction of a finding (DuoReduce, ``shared/papers/duoreduce.txt``;
``shared/reference/upstream-hooks-and-user-asks.md`` section 1).

``reduce_finding(FINDING_DIR)``:

(a) pass list: drop trailing passes, then, for the last pass, try dropping every earlier pass;
    a pass whose removal loses the failure is an ordering dependency (recorded in
    ``reduce.json``), the others go: the result is the shortest failing chain found greedily.
    Wrong-code: the localisation's 1-minimal divergent list against the same list without
    the culprit (``lowering.reduction.steps.pass_pairs``; the finding is localised first when it
    carries no minimal list): the two pipelines differ by the culprit alone, so every
    candidate diverges because of it; after the IR, the other passes are cut on the reduced
    program.
(b) IR: wrong-code first keeps the print of one differing checksum line and drops everything
    only the other lines needed (``reduce_steps.cut_to_lines``: ``remove-dead-values`` on
    private functions and write-only buffers); then rounds of: ops with regions replaced by
    one run of a region (``lowering.reduction.ir_regions``: a loop by one iteration, any of them, a
    branch op by a branch; in batches, then one by one), op-level delta debugging on the
    parsed module (MLIR Python bindings): chunks of ops of every function are erased, results
    still used are replaced by a constant of their type (``arith.constant``; DuoReduce's
    constant cut; 1 for a divisor), each wrong-code candidate cleaned in process of the dead
    code it leaves (``reduce_steps.dead_code``), return-operand rollback (a returned value of
    a called function is dropped and its call sites rewritten), ops bypassed by an operand.
    Wrong-code candidates are screened in the compiler worker first
    (``reduce_steps.DifferenceTest.screen``: rejected there without running the tools).
(c) passes that no longer change the reduced IR are dropped.

A wrong-code finding ``smith triage`` labelled an uninitialised read (``uninit-*`` in its
``triage.json``), or an ``uninit-read`` finding (``smith run``'s analysis in its ``meta.json``),
is reduced in fill-pattern mode instead (``lowering.reduction.fill``): the test
is that its output changes with the contents of fresh memory at the place triage found (the
program itself, after the pass named, ...), and the reduced test is the ``uninit`` kind of
``lowering.findings.finding_test``. A ``nondeterministic-runner`` finding is not reduced.

Interestingness: the finding's own test (``lowering.findings.finding_test``), the commands and
comparison its
``repro.sh`` runs, so what reproduces there reduces: a failure shows its signature's needle
(assertion text, top frame, error message), a difference needs both paths to lower and run and
their outputs to differ. A wrong-code candidate must also print the same two outputs when fresh
memory is filled with another byte pattern (no uninitialised read, ``lowering.findings.uninit``),
must
keep the finding's own bug (``lowering.reduction.steps.OwnBug``: the known-bug id its key at the
culprit matches stays the same, so a reduction cannot slide to another known bug), and
each stage's result the same outputs once ``ubfix.rewrite.fix_ub`` guarded it (no UB ubfix knows
of: a guard changes a value only where UB would happen); the result is kept unguarded. A
run-time failure (trap) stage's result must still fail once the guards are re-inserted.
``--time-limit`` stops the search and keeps what was reduced by then; a candidate's tool run
is stopped after ten times the slowest run of the finding's own test (at least 5 s,
:func:`candidate_timeout`).

Outputs in ``OUT`` (default ``FINDING_DIR/reduced``): ``reduced.mlir``, ``passes.txt``
(``passes-reference.txt`` for wrong-code), ``repro.mlir`` (MLIR reproducer format),
``reduce.json`` (with the reduced test: ``smith replay OUT`` replays it) and ``reduce.sh``, the
reduced finding's test (exit 1 = reproduced; candidate = last argument, so it also drives
``mlir-reduce -reduction-tree='traversal-mode=0 test=reduce.sh'``).
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Callable
from pathlib import Path

import attrs

from ground.errors import UsageError
from ground.fsutil import atomic_write
from ground.toolchain import Toolchain, replay_toolchain
from lowering.findings.finding_test import FindingTest, Oracle, load_finding
from lowering.findings.localise import ddmin, localise
from lowering.findings.repro_script import write_test
from lowering.findings.reproducer import (
    REDUCED_HINT,
    reproducer_text,
    retarget_hint,
    strip_resources,
)
from lowering.findings.triage import triage_of_meta
from lowering.passmap import load_passmap
from lowering.pipeline import PassRunner
from lowering.reduction.fill import LABELS as FILL_LABELS
from lowering.reduction.fill import fill_test, reduce_uninit
from lowering.reduction.ir_edit import (
    count_ops,
    weight,
)
from lowering.reduction.steps import (
    DifferenceTest,
    OwnBug,
    clean,
    ddmin_ops,
    first_reproducing,
    guarded,
    pass_pairs,
    reduce_ops,
    rollback_returns,
    ub_free,
)
from lowering.verdict import load_known_wrong_code

# ---- reduction driver -------------------------------------------------------------------------

#: a candidate's tool run is stopped after this many times the slowest run of the finding's own
#: test, at least ``CANDIDATE_FLOOR`` seconds and at most ``--timeout``: a deletion can leave
#: a loop without its exit (one allocation per iteration), which would otherwise run for the
#: whole ``--timeout`` and take gigabytes; a timed-out candidate is not interesting
CANDIDATE_FACTOR = 10
CANDIDATE_FLOOR = 5.0


def candidate_timeout(timeout: float, slowest: float) -> float:
    """Seconds a candidate's ``mlir-opt`` or ``mlir-runner`` run may take, given ``--timeout``
    and the ``slowest`` run of the finding's own test (:data:`CANDIDATE_FACTOR`)."""
    return min(timeout, max(CANDIDATE_FLOOR, CANDIDATE_FACTOR * slowest))


@attrs.define
class Reduction:
    """State of one reduction: the finding's test (``lowering.findings.finding_test``, the one its
    ``repro.sh`` runs), the oracle running it, the time limit and the progress reports.

    ``progress`` gets ``{"stage", "ops", "ops_before", "tests", "elapsed", "time_limit"}``
    after each IR candidate tested and at each stage (``ops``: the current size).
    """

    oracle: Oracle
    test: FindingTest
    log: Callable[[str], None]
    progress: Callable[[dict], None]
    ops_before: int
    time_limit: float | None
    t0: float = attrs.field(factory=time.monotonic)
    stage: str = "start"
    ops: int = 0
    screened: Callable[[], int] = lambda: 0

    @property
    def tests(self) -> int:
        """Candidates tested: by the oracle, and rejected by a screen before it."""
        return self.oracle.tests + self.screened()

    def stop(self) -> bool:
        """The time limit has passed: search steps answer "not interesting" from now on."""
        return self.oracle.out_of_time()

    def report(self, text: str | None = None, stage: str | None = None) -> None:
        if text is not None:
            self.ops = count_ops(text)
        self.stage = stage or self.stage
        self.progress({"stage": self.stage, "ops": self.ops or self.ops_before,
                       "ops_before": self.ops_before, "tests": self.tests,
                       "elapsed": time.monotonic() - self.t0, "time_limit": self.time_limit})

    def interesting(self, test: FindingTest | None = None) -> Callable[[str], str | None]:
        """A delta-debugging predicate: the candidate if ``test`` (default: the finding's)
        holds on it, else None (always None past the time limit)."""
        def pred(cand: str) -> str | None:
            if not self.oracle.search(test or self.test, cand):
                self.report()
                return None
            self.report(cand)
            return cand
        return pred


def _minimize_passes(passes: list[str], ok: Callable[[list[str]], bool], keep_last: bool
                     ) -> tuple[list[str], dict[str, list[str]]]:
    """Drop trailing passes while ``ok``; then each earlier pass (from the end) whose removal
    keeps ``ok``; returns (passes, dependencies of the last pass)."""
    cur = list(passes)
    if not keep_last:
        while len(cur) > 1 and ok(cur[:-1]):
            cur = cur[:-1]
    deps: list[str] = []
    i = len(cur) - 2
    while i >= 0:
        cand = cur[:i] + cur[i + 1:]
        if ok(cand):
            cur = cand
        else:
            deps.append(cur[i])
        i -= 1
    return cur, {cur[-1]: list(reversed(deps))} if cur else {}


def reduce_finding(finding_dir: str | Path, out_dir: str | Path | None = None,
                   toolchain: Toolchain | None = None, timeout: float = 60.0,
                   log: Callable[[str], None] = lambda s: None,
                   time_limit: float | None = None,
                   progress: Callable[[dict], None] = lambda p: None) -> dict:
    """Reduce the finding in ``finding_dir``; write the results to ``out_dir``; return the
    ``reduce.json`` data.

    The interestingness test is the finding's own (``lowering.findings.finding_test``: the commands
    and
    comparison of its ``repro.sh``). ``time_limit`` (seconds, None: none) stops the search;
    what was reduced by then is written (``reduce.json`` ``stopped: "time limit"``).
    ``timeout``: seconds per mlir-opt / mlir-runner run.

    Raises:
        UsageError: not a finding directory, a kind that cannot be reduced, or the finding
            does not reproduce.
    """
    d = Path(finding_dir)
    finding = load_finding(d)
    test = finding.test
    program = strip_resources(finding.program)
    if test.timeout is not None:
        raise UsageError(f"cannot reduce a timeout finding ({test.finding_kind}): every test "
                         "would wait for the time limit")
    tc = toolchain or replay_toolchain(finding.meta.get("toolchain"))
    out = (Path(out_dir) if out_dir else d / "reduced").resolve()
    out.mkdir(parents=True, exist_ok=True)
    work = out / "work"
    t0 = time.monotonic()
    ops0 = count_ops(program)
    deadline = t0 + time_limit if time_limit is not None else None
    red = Reduction(Oracle(tc, work, timeout=timeout, deadline=deadline, keep_lowered=4), test,
                    log, progress, ops0, time_limit, t0)
    tri = _triage(finding)
    fill_mode = test.kind == "difference" and tri.get("label") in (*FILL_LABELS,
                                                                    "nondeterministic-runner")
    first = red.oracle.check(test, program)
    if not first.reproduced and not fill_mode:
        raise UsageError(f"the finding does not reproduce ({first.reason}); `smith replay {d}` "
                         "shows the details")
    red.oracle.timeout = candidate_timeout(timeout, red.oracle.slowest)
    red.report(program, "passes")
    header = "".join(ln + "\n" for ln in program.splitlines() if ln.startswith("//"))
    if fill_mode:
        info = _reduce_fill(red, program, tri)
    elif test.kind == "difference":
        info = _reduce_difference(red, program, tri.get("localisation")
                                  or finding.meta.get("localisation"))
    else:
        info = _reduce_failure(red, program)
    stopped = "time limit" if red.stop() else None
    red.report(info["program"], "done")
    final: FindingTest = info.pop("test")
    reduced = "".join(ln + "\n" for ln in info.pop("program").splitlines()
                      if not ln.startswith("//"))
    reduced = retarget_hint(header + reduced, REDUCED_HINT)
    assert final.step is not None
    _write_reduced(out, reduced, final, tc)
    data = info | {"kind": test.finding_kind, "ops_before": ops0,
                   "ops_after": count_ops(reduced), "passes": list(final.step.passes),
                   "passes_before": list(test.step.passes) if test.step else [],
                   "func_nested": sorted(final.step.func_nested),
                   "tests": red.tests, "seconds": round(time.monotonic() - t0, 1),
                   "time_limit": time_limit, "stopped": stopped,
                   "candidate_timeout": round(red.oracle.timeout, 1),
                   "mlir_version": tc.version(), "finding": str(d),
                   "test": final.to_json(), "how_to": {
                       "replay": "smith replay DIR  (DIR: this directory)",
                       "reproduce": "DIR/reduce.sh [CANDIDATE.mlir]  (exit 1: reproduced)"}}
    if final.reference is not None:
        data["reference_passes"] = list(final.reference.passes)
    data["ops_ratio"] = round(data["ops_after"] / max(1, ops0), 3)
    atomic_write(out / "reduce.json", json.dumps(data, indent=1, sort_keys=True) + "\n")
    shutil.rmtree(work, ignore_errors=True)
    return data


def _write_reduced(out: Path, reduced: str, final: FindingTest, tc: Toolchain) -> None:
    """``reduced.mlir``, ``passes.txt``, ``repro.mlir`` (and the reference's
    ``passes-reference.txt``, ``repro-ref.mlir``) and the test ``reduce.sh`` in ``out``."""
    assert final.step is not None
    atomic_write(out / "reduced.mlir", reduced)
    atomic_write(out / "passes.txt", "\n".join(final.step.passes) + "\n")
    atomic_write(out / "repro.mlir", reproducer_text(reduced, final.step.pipeline, tc.mlir_opt))
    if final.reference is not None:
        atomic_write(out / "passes-reference.txt", "\n".join(final.reference.passes) + "\n")
        atomic_write(out / "repro-ref.mlir",
                     reproducer_text(reduced, final.reference.pipeline, tc.mlir_opt))
    write_test(out, final, tc, program="reduced.mlir", name="reduce.sh")


def _ub_free(red: Reduction, test: FindingTest, text: str) -> str | None:
    """``text`` with UB guards re-inserted (``ubfix``) if ``test`` still holds on it, else
    None: a reduction step may expose UB (a divisor cut to 0), and a reduced finding must stay
    UB-free."""
    fixed = guarded(text)
    return fixed if fixed is not None and red.oracle.check(test, fixed).reproduced else None


def _ub_checked(red: Reduction, test: FindingTest) -> Callable[[str], str | None]:
    """``red.interesting(test)`` that also rejects a run-time failure that only UB gives: a
    reproducing candidate is kept when it still reproduces with UB guards re-inserted
    (:func:`_ub_free`; the second test runs only for candidates that reproduce). Checking
    only whole rounds lost every round of a SIGFPE reduction (464 ops: two rounds of 80 s
    each undone because one deletion in them had cut a guard). A candidate may still have
    lost a guard whose work the re-inserted guards do, so each round's result is replaced by
    its guarded text in :func:`_reduce_failure` (UB-free, and the passes are minimised on it;
    ubfix guards again what it guarded already, so that text is larger: 89 ops became 194)."""
    inner = red.interesting(test)
    if test.kind != "run":
        return inner

    def check(candidate: str) -> str | None:
        acc = inner(candidate)
        return acc if acc is not None and _ub_free(red, test, acc) is not None else None

    return check


def _reduce_failure(red: Reduction, program: str) -> dict:
    """Crash / pass failure / invalid IR / run-time failure: passes, then IR, alternating to a
    fixpoint (DuoReduce), then the passes that no longer change the reduced IR."""
    test = red.test
    step0 = test.step
    if step0 is None:  # the input itself fails to verify: reduce the IR only
        cur = ddmin_ops(program, red.interesting(), red.log, red.stop)
        return {"program": cur, "test": test}

    def ok(text: str) -> Callable[[list[str]], bool]:
        return lambda ps: red.oracle.search(test.with_passes(ps), text)

    passes, deps = _minimize_passes(list(step0.passes), ok(program), keep_last=False)
    red.log(f"passes: {len(step0.passes)} -> {len(passes)}: {passes}")
    test = test.with_passes(passes)
    cur = program
    for _round in range(3):  # alternate the two dimensions to a fixpoint (DuoReduce)
        before = (cur, tuple(passes))
        red.report(cur, f"ops (round {_round + 1})")
        nxt = rollback_returns(cur, _ub_checked(red, test), red.log, red.stop, test.entry)
        nxt = ddmin_ops(nxt, _ub_checked(red, test), red.log, red.stop)
        if test.kind == "run" and nxt != cur:  # a run-time failure must not come from UB
            fixed = _ub_free(red, test, nxt)
            if fixed is None:
                red.log("  failure lost once UB guards are re-inserted: round undone")
            elif weight(fixed) < weight(cur):
                nxt = fixed
            else:
                fixed = None
            nxt = nxt if fixed is not None else cur
        cur = nxt
        red.report(cur, f"passes (round {_round + 1})")
        passes, deps = _minimize_passes(list(passes), ok(cur), keep_last=False)
        test = test.with_passes(passes)
        red.log(f"round {_round}: {count_ops(cur)} ops, passes {passes}")
        if (cur, tuple(passes)) == before or red.stop():
            break
    # (c) passes that no longer change the reduced IR
    runner = PassRunner(red.oracle.tc, step0.func_nested, timeout=red.oracle.timeout)
    keep = list(passes)
    for i in reversed(range(len(keep) - 1)):
        if red.stop():
            break
        before_ir = runner.run(cur, keep[:i]).ir if i else cur
        after_ir = runner.run(cur, keep[: i + 1]).ir
        if before_ir is not None and before_ir == after_ir:
            cand = keep[:i] + keep[i + 1:]
            if red.oracle.search(test.with_passes(cand), cur):
                keep = cand
    return {"program": cur, "test": test.with_passes(keep), "dependencies": deps,
            "signature": test.signature, "needle": test.needle}


def _triage(finding) -> dict:
    """The finding's ``smith triage`` result (``triage.json``); without one, the analysis
    ``smith run`` recorded for an ``uninit-read`` finding (``finding_triage.triage_of_meta``);
    else {}."""
    tri = finding.dir / "triage.json"
    try:
        return (json.loads(tri.read_text()) if tri.is_file()
                else triage_of_meta(finding.meta))
    except (OSError, json.JSONDecodeError):
        return {}


def _reduce_fill(red: Reduction, program: str, tri: dict) -> dict:
    """An uninitialised read (``smith triage`` label ``uninit-*``): reduced with the fill
    test of its place (``lowering.reduction.fill``)."""
    if tri.get("label") == "nondeterministic-runner":
        raise UsageError("cannot reduce: the output changes between runs with the same fill "
                         "pattern (smith finding triage: nondeterministic-runner)")
    test = red.test
    assert test.step is not None
    runner = PassRunner(red.oracle.tc, test.step.func_nested, timeout=red.oracle.timeout)
    ft = fill_test(tri, test, program, runner, load_passmap(), red.oracle)
    red.log(f"fill test: {ft.label} at {ft.k} of {len(ft.passes)} passes, buffer of {ft.user}")
    red.report(program, "ops (fill patterns)")
    cur = reduce_uninit(ft, program, red.log, lambda c: red.report(c))
    final = ft.final_test(test, cur)
    out = red.oracle.check(final, cur)
    if not out.reproduced:
        red.log(f"the reduced test does not replay: {out.reason}")
    return {"program": cur, "test": final, "dependencies": {}, "mode": "fill-pattern",
            "label": ft.label, "culprit": tri.get("pass"), "buffer_user": ft.user,
            "key": tri.get("key"), "known_id": tri.get("known_id"),
            "fill_outputs": out.outputs, "replays": out.reproduced}


def _difference_pair(red: Reduction, dt: DifferenceTest, program: str,
                     localisation: dict | None) -> tuple[FindingTest, str | None]:
    """The pass pair the IR is reduced on: the localisation's minimal list against it without
    the culprit (``lowering.reduction.steps.pass_pairs``; localised now when the finding has no
    minimal list), else the divergent list minimised greedily and the reference as "divergent
    minus one pass"."""
    test = red.test
    pairs = pass_pairs(test, localisation)
    if not pairs and not red.stop():
        loc = localise(test, program, red.oracle, load_known_wrong_code())
        red.log(f"localised: {loc.reason}")
        pairs = pass_pairs(test, loc.to_json())
    found = first_reproducing(dt, program, pairs)
    if found is not None:
        red.log(f"pass pair: {len(found[0].step.passes)} passes against the same without "
                f"{found[1]}")
        return found[0], found[1]
    assert test.step is not None
    div, _deps = _minimize_passes(list(test.step.passes),
                                  lambda ps: dt.holds(test.with_passes(ps), program),
                                  keep_last=True)
    test = test.with_passes(div)
    for i in reversed(range(len(div))):  # divergent path minus one pass
        cand = test.with_passes(reference=div[:i] + div[i + 1:])
        if not red.stop() and dt.holds(cand, program):
            return cand, div[i]
    red.log("no pass pair differing by one pass: the IR is reduced on the two paths as they "
            "are (the divergence may move to another pass: reduce.json exact_pair false)")
    return test, None


def _reduce_difference(red: Reduction, program: str, localisation: dict | None) -> dict:
    """Wrong-code / float-inexact: the pass pair (:func:`_difference_pair`), then the IR:
    the prints of agreeing output lines dropped with what only they needed, then op-level
    delta debugging, each candidate cleaned of dead code (``lowering.reduction.steps.clean``) and
    tested exactly (``DifferenceTest``: uninitialised reads rejected); a stage whose result
    is not UB-free (``reduce_steps.ub_free``) is undone."""
    dt = DifferenceTest(red.oracle, red.oracle.work / "filled", timeout=red.oracle.timeout)
    if not dt.outcome(red.test, program).reproduced:  # the finding itself reads fresh memory
        dt.uninit_check = False
        red.log("the finding's output depends on fresh memory: no uninitialised-read check")
    dt.screen = _screen(red, program)
    red.screened = lambda: dt.screened
    test, culprit = _difference_pair(red, dt, program, localisation)
    red.report(program, "ops")
    # remove-dead-values (``clean``) crashes on some loops: as a subprocess without a
    # symbolized stack, a crash costs ~0.1 s, not a worker restart and ~1 s
    runner = PassRunner(red.oracle.tc, frozenset(), timeout=red.oracle.timeout,
                        isolation="subprocess")
    runner.symbolize = False
    same_bug = OwnBug.of(red.oracle.tc, test, culprit, program, red.oracle.timeout)
    red.log(f"key: {same_bug.key} (known: {same_bug.known_id})")

    def pred(cand: str, cut: bool = False) -> str | None:
        c = clean(cand, None, test.entry)  # in process: remove-dead-values is a stage
        if not dt.holds(test, c):
            red.report()
            return None
        if cut and same_bug.adopt(c):
            red.log(f"  the differing line shows the known bug {same_bug.known_id}: the "
                    "finding's bug from now on")
        if not same_bug.holds(c):
            red.log(f"  slid to the known bug {same_bug.last}: rejected")
            red.report()
            return None
        red.report(c)
        return c

    outputs = red.oracle.check(test, program).outputs
    cur = reduce_ops(program, outputs, pred, lambda t: ub_free(dt, test, t),
                     "  the result is not UB-free once ubfix guards it: stage undone", runner,
                     red.log, red.stop, test.entry, cut_accept=lambda t: pred(t, cut=True))
    if culprit is not None and not red.stop():
        test = _fewer_passes(red, dt, test, culprit, cur)
    assert test.step is not None
    assert test.reference is not None
    out = red.oracle.check(test, cur)
    only = [p for p in test.step.passes if p not in test.reference.passes]
    return {"program": cur, "test": test, "dependencies": {}, "culprit": culprit,
            "fault_chain": only, "output_reference": out.outputs.get("reference"),
            "output_divergent": out.outputs.get("divergent"),
            "uninit_check": dt.uninit_check, "filled_runs": dt.filled_runs,
            "exact_pair": culprit is not None, "key_before": same_bug.key,
            "known_id_of_line": same_bug.adopted,
            "key_after": same_bug.key_of(cur), "known_id": same_bug.known_id,
            "slides_rejected": same_bug.rejected}


def _screen(red: Reduction, program: str) -> Oracle | None:
    """An oracle running the finding's test in the compiler worker
    (``lowering.reduction.steps.DifferenceTest.screen``), when it gives the finding's program
    the outputs the tools give; else None."""
    if red.oracle.isolation == "worker":
        return None
    screen = Oracle(red.oracle.tc, red.oracle.work / "screen", timeout=red.oracle.timeout,
                    isolation="worker")
    exact, pre = red.oracle.check(red.test, program), screen.check(red.test, program)
    if not pre.reproduced or pre.outputs != exact.outputs:
        red.log("the compiler worker does not give the tools' outputs: no screen")
        return None
    return screen


def _fewer_passes(red: Reduction, dt: DifferenceTest, test: FindingTest, culprit: str,
                  program: str) -> FindingTest:
    """The pass pair cut further on the reduced ``program``: every other pass of the divergent
    list dropped while the two lists (with ``culprit``, and without it or with the reference
    pass it was swapped for) still diverge (``lowering.findings.localise.ddmin``; a reduced program
    needs fewer conversions)."""
    assert test.step is not None
    assert test.reference is not None
    passes = list(test.step.passes)
    i = passes.index(culprit)
    swap = (test.reference.passes[i] if len(test.reference.passes) == len(passes) else None)
    others = [(k, p) for k, p in enumerate(passes) if k != i]

    def pair(kept: list[tuple[int, str]]) -> FindingTest:
        ref = [p for _k, p in sorted([*kept, (i, swap)] if swap else kept)]
        div = [p for _k, p in sorted([*kept, (i, culprit)])]
        return test.with_passes(div, ref)

    kept = ddmin(others, lambda ks: dt.holds(pair(ks), program))
    if len(kept) < len(others) and dt.holds(pair(kept), program):
        red.log(f"passes: {len(passes)} -> {len(kept) + 1}")
        return pair(kept)
    return test
