"""The cheap steps of a wrong-code reduction (``lowering.reduction.reduce``): which pass pair to
test, the
exact interestingness test, and the whole-program cuts tried before op-level delta debugging.

- **Pass pair** (:func:`pass_pairs`): the reduction tests the localisation's 1-minimal pass
  list ``D`` (``lowering.findings.localise``: ``localisation.minimal`` of the finding's
  ``triage.json``
  or ``meta.json``) against ``D`` without the culprit ``c``; the two pipelines differ by ``c``
  alone, so every candidate that diverges diverges *because of* ``c``: the divergent pass
  stays the same by construction, and each test lowers along ``|D|`` passes, not the whole
  path.
- **Exact test** (:class:`DifferenceTest`): both pipelines lower and run and their outputs
  differ (the finding's own test, ``lowering.findings.finding_test``), and, when the finding's
  program passes
  it, neither output changes when fresh memory is filled with another byte pattern
  (``lowering.findings.uninit.run_filled``): a deletion that leaves a buffer unwritten makes the
  output
  read uninitialised memory, which is never a reproducer.
- **Cuts** (:func:`cut_to_lines`, :func:`clean`): smith programs print one checksum line per
  value ``@compute`` returns; the prints of the lines that agree are dropped at once, then
  dead-code elimination (``remove-dead-values`` on private functions: unused results,
  arguments and ops; :func:`lowering.reduction.ir_edit.dead_buffers`: buffers only written) removes
  everything those lines needed. One test instead of hundreds of op deletions. Every later
  candidate is cleaned in process (:func:`dead_code`: MLIR's trivially-dead erasure, unused
  function results and arguments, write-only buffers), ``remove-dead-values`` then being one
  stage of its own: it sometimes changes what a program computes.

UB: :func:`ub_free` reruns ``ubfix`` on a result; the guards it inserts change a value only where
UB would happen (``ubfix`` module docstring), so a result whose guarded version prints the same
two outputs executes no UB that ``ubfix`` knows of, and is kept unguarded (small).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from pathlib import Path

import attrs

from lowering.findings.finding_test import FindingTest, Oracle, Outcome, Step, mask_output
from lowering.findings.localise import ops_changed
from lowering.findings.uninit import run_filled
from lowering.passmap import base_name
from lowering.pipeline import PassRunner
from lowering.reduction.ir_dead import eliminate_dead_code
from lowering.reduction.ir_edit import (
    count_ops,
    delete_ops,
    drop_return_operand,
    entry_prints,
    forward_op,
    keep_prints,
    poison_to_constants,
    returning_funcs,
    top_op_count,
    weight,
)
from lowering.reduction.ir_regions import inline_ops, region_choices
from lowering.verdict import load_known_wrong_code, match_known
from ubfix.rewrite import fix_ub

FILL = 0xAA  # the byte fresh memory is filled with for the uninitialised-read check


def pass_pairs(test: FindingTest, localisation: dict | None) -> list[tuple[FindingTest, str]]:
    """``(test on D against D minus c, c)`` for each culprit ``c`` of the localisation that is
    in its minimal list ``D`` (the named pass first), and, for a culprit isolated by edits
    (swapped in for another pass), ``D`` against ``D`` with ``c`` swapped for each reference
    pass ``D`` lacks; a culprit ``D`` lacks (isolated by deleting it from the other path) is
    inserted at each place of ``D`` in turn; [] without a minimal list.

    ``localisation``: :meth:`lowering.findings.localise.Location.to_json`. A culprit of the
    reference
    path (``path == "reference"``) makes ``D`` the reference's minimal list.
    """
    if not localisation or not localisation.get("minimal"):
        return []
    minimal = list(localisation["minimal"])
    assert test.step is not None
    assert test.reference is not None
    base = test if localisation.get("path", "divergent") == "divergent" else attrs.evolve(
        test, step=test.reference, reference=test.step)
    assert base.reference is not None
    swaps = [p for p in dict.fromkeys(base.reference.passes) if p not in minimal]
    order = [localisation.get("pass_name"), *localisation.get("culprits", [])]
    out, seen = [], set()
    for c in order:
        if c is None or c in seen:
            continue
        seen.add(c)
        if c not in minimal:  # isolated by deleting it from the other path: put it back
            out += [(base.with_passes(minimal[:j] + [c] + minimal[j:], minimal), c)
                    for j in range(len(minimal) + 1)]
            continue
        i = minimal.index(c)
        out.append((base.with_passes(minimal, minimal[:i] + minimal[i + 1:]), c))
        if localisation.get("method") == "edits":  # c was swapped in for a reference pass
            out += [(base.with_passes(minimal, minimal[:i] + [r] + minimal[i + 1:]), c)
                    for r in swaps]
    return out


@attrs.define
class DifferenceTest:
    """The exact interestingness test of a difference reduction (module docstring).

    Attributes:
        oracle: runs the finding's test; built with ``keep_lowered`` >= 2.
        work: directory for the filled runs.
        uninit_check: fill fresh memory and require the same outputs (off when the finding's
            own program fails it: its reads are then part of the finding).
        timeout: seconds per filled run.
        screen: an oracle running the same test in the compiler worker
            (``ground.compiler``: pass pipelines and lowered programs in process, about twice
            as fast as the tools under load); a candidate it does not reproduce on is
            rejected without running the tools (``screened`` counts them), one it reproduces
            on is tested by ``oracle`` as above, so every accepted candidate is exactly the
            finding's test (what ``repro.sh`` runs). None: no screen.
    """

    oracle: Oracle
    work: Path
    uninit_check: bool = True
    timeout: float = 60.0
    filled_runs: int = 0
    screen: Oracle | None = None
    screened: int = 0
    _filled: dict = attrs.field(factory=dict)

    def outcome(self, test: FindingTest, text: str) -> Outcome:
        """The finding's test on ``text`` (after the ``screen``); then, if it reproduced and
        the check is on, the same outputs with fresh memory filled (else ``reproduced``
        False, reason given)."""
        if self.screen is not None:
            pre = self.screen.check(test, text)
            if not pre.reproduced:
                self.screened += 1
                return pre
        out = self.oracle.check(test, text)
        if not out.reproduced or not self.uninit_check:
            return out
        for role, step in (("reference", test.reference), ("divergent", test.step)):
            assert step is not None
            why = self._filled_differs(text, step, test.entry, out.outputs[role])
            if why is not None:
                return attrs.evolve(out, reproduced=False, reason=f"the {role} {why}")
        return out

    def _filled_differs(self, text: str, step: Step, entry: str, output: str) -> str | None:
        """Why ``text`` lowered along ``step`` prints something else than ``output`` with
        fresh memory filled, or None when it prints the same (memoised)."""
        key = (hashlib.sha256(text.encode()).hexdigest(), step.pipeline, entry)
        if key not in self._filled:
            lowered = self.oracle.lowered(text, step, entry)
            why = "path fails to lower again" if lowered is None else None
            if lowered is not None:
                self.filled_runs += 1
                res, _ = run_filled(self.oracle.tc, lowered, self.work, FILL, entry,
                                    self.timeout)
                if not res.ok or mask_output(res.stdout) != output:
                    why = "output reads uninitialised memory"
            self._filled[key] = why
        return self._filled[key]

    def holds(self, test: FindingTest, text: str) -> bool:
        """:meth:`outcome` for a search step: False past the oracle's deadline."""
        return not self.oracle.out_of_time() and self.outcome(test, text).reproduced


@attrs.define
class OwnBug:
    """The finding's own bug, kept through a reduction: the known-bug id its wrong-code key
    matches (``lowering.verdict.match_known`` on ``first divergent pass C; ops ...``, the ops
    the culprit ``C`` changes after the passes before it,
    ``lowering.findings.localise.ops_changed``;
    None: a new bug) must stay the same on every accepted candidate. A deletion can leave the
    culprit's divergence to another op it also miscompiles (``arith-expand`` on ``math.expm1``
    sliding to its known ``arith.minimumf`` bug): such a candidate diverges because of the same
    pass, but is another bug.

    Attributes:
        runner: renders and runs the divergent step's pass lists.
        culprit: the pass the two pipelines differ by (None: no check).
        before: the divergent passes run before it.
        key: the finding's key; known_id: the known bug it matches.
        rejected: candidates rejected for a changed known id; last: the id of the last one.
    """

    runner: PassRunner | None
    culprit: str | None
    before: tuple[str, ...]
    key: str | None
    known_id: str | None
    known: tuple = ()
    rejected: int = 0
    last: str | None = None
    adopted: str | None = None

    @classmethod
    def of(cls, tc, test: FindingTest, culprit: str | None, program: str,
           timeout: float) -> OwnBug:
        """The bug of ``program`` under ``test`` (the divergent step holds ``culprit``)."""
        assert test.step is not None
        if culprit is None or culprit not in test.step.passes:
            return cls(None, None, (), None, None)
        runner = PassRunner(tc, test.step.func_nested, timeout=timeout)
        before = tuple(test.step.passes[:test.step.passes.index(culprit)])
        known = load_known_wrong_code()
        bug = cls(runner, culprit, before, None, None, known)
        bug.key = bug.key_of(program)
        bug.known_id = match_known(bug.key, known) if bug.key else None
        return bug

    def key_of(self, text: str) -> str | None:
        """The wrong-code key of ``text`` at the culprit (None: no culprit, or a step
        fails)."""
        if self.runner is None or self.culprit is None:
            return None
        ops = ops_changed(self.runner, text, list(self.before), self.culprit)
        return f"first divergent pass {base_name(self.culprit)}; ops {','.join(ops)}" \
            if ops else None

    def adopt(self, text: str) -> bool:
        """A finding whose key matches no known bug takes the known bug ``text``'s key matches,
        if any (True then; :attr:`adopted`). ``text`` is the program cut to the output line
        that differs (``cut_to_lines``): the whole program's key lists every op the culprit
        changes for any line, and can miss the pattern of the bug the differing line shows
        (a bug registered after the finding: its own reduction would else be rejected as a
        slide to it)."""
        if self.runner is None or self.known_id is not None:
            return False
        key = self.key_of(text)
        kid = match_known(key, self.known) if key else None
        if kid is None:
            return False
        self.known_id = self.adopted = kid
        return True

    def holds(self, text: str) -> bool:
        """``text`` still shows the finding's bug: its key matches the same known bug."""
        if self.runner is None:
            return True
        key = self.key_of(text)
        kid = match_known(key, self.known) if key else None
        if key is None or kid == self.known_id:
            return True
        self.rejected += 1
        self.last = kid
        return False


def dead_code(text: str, entry: str = "main") -> str:
    """In-process dead-code elimination to a fixpoint (no tool run): the results no call uses
    and the arguments no body uses dropped (:func:`lowering.reduction.ir_edit.drop_unused_values`),
    the
    ops MLIR deems trivially dead erased (:func:`lowering.reduction.ir_edit.erase_trivially_dead`:
    unused pure ops and loops, in one go), the buffers only written
    (:func:`lowering.reduction.ir_edit.dead_buffers`) and the loop-carried values nobody observes
    (:func:`lowering.reduction.ir_dead.drop_loop_values`), in one parse
    (:func:`lowering.reduction.ir_dead.eliminate_dead_code`)."""
    return eliminate_dead_code(text, entry, private=False)


def clean(text: str, runner: PassRunner | None, entry: str = "main") -> str:
    """Dead-code elimination to a fixpoint: functions but ``entry`` made private, the cheap
    in-process :func:`dead_code`, then, with a ``runner``, ``remove-dead-values`` (MLIR's
    pass: also unused iteration arguments and results of loops; the poison it leaves for dead
    results of kept ops becomes constants, :func:`lowering.reduction.ir_edit.poison_to_constants`)
    and
    :func:`dead_code` in turn. Where the pass fails (it crashes on some loops with
    ``iter_args``), what :func:`dead_code` gave is kept: run ``runner`` as subprocesses
    without symbolization (a crash costs a tenth of a second)."""
    cur = eliminate_dead_code(text, entry)  # privatized too
    for _ in range(4 if runner is not None else 0):
        res = runner.run(cur, ["remove-dead-values"])
        unpoisoned = poison_to_constants(res.ir) if res.ok and res.ir else None
        if unpoisoned is None:
            return cur
        nxt = dead_code(unpoisoned, entry)
        if nxt == cur:
            break
        cur = nxt
    return cur


def differing_lines(reference: str, divergent: str) -> list[int]:
    """Indices of the output lines that differ (lines past the shorter output included)."""
    a, b = reference.split("\n"), divergent.split("\n")
    return [i for i in range(max(len(a), len(b)))
            if (a[i] if i < len(a) else None) != (b[i] if i < len(b) else None)]


def cut_to_lines(text: str, outputs: dict[str, str], accept: Callable[[str], str | None],
                 runner: PassRunner, log: Callable[[str], None], entry: str = "main",
                 stop: Callable[[], bool] = lambda: False) -> str:
    """Keep the prints of one differing output line (each in turn, the first ones first, at
    most 4 tries), then of all differing lines, dropping every other print and what only it
    needed (:func:`clean`, with ``remove-dead-values`` first, else in process only);
    ``accept(candidate)`` returns the accepted text or None. ``text``
    when no cut is accepted or prints and lines do not map one to one."""
    n = entry_prints(text, entry)
    diff = differing_lines(outputs["reference"], outputs["divergent"])
    lines = outputs["divergent"].rstrip("\n").split("\n")
    if n <= 0 or n != len(lines) or not diff:
        log(f"  prints: {n} for {len(lines)} output lines: no cut")
        return text
    tries: list[set[int]] = [{i} for i in diff[:4] if i < n]
    if len(diff) > 1:
        tries.append({i for i in diff if i < n})
    for keep in tries:
        cand = keep_prints(text, keep, entry)
        if cand is None:
            continue
        full = clean(cand, runner, entry)
        acc = accept(full)
        if acc is None and not stop():  # remove-dead-values may have changed the meaning
            light = clean(cand, None, entry)
            acc = accept(light) if light != full else None
        if acc is not None:
            log(f"  kept output line(s) {sorted(keep)}: {count_ops(acc)} ops")
            return acc
    return text


def inline_regions(text: str, accept: Callable[[str], str | None],
                   log: Callable[[str], None], stop: Callable[[], bool] = lambda: False) -> str:
    """Ops with regions replaced by one run of a region (``lowering.reduction.ir_regions``: a loop
    by
    one iteration, a branch op by one branch, a while loop by its body) while ``accept``
    takes it: first many at a time (:func:`_inline_batches`), then each op (outermost first)
    with each of its choices in turn (a loop: its first, last, then other iterations, so a
    checksum loop nest ends up reading the one element that differs)."""
    cur, k = _inline_batches(text, accept, log, stop), 0
    while not stop():
        alts = region_choices(cur)
        if k >= len(alts):
            break
        acc = None
        for choice in alts[k]:
            cand = inline_ops(cur, {k: choice})
            acc = accept(cand) if cand is not None and not stop() else None
            if acc is not None:
                break
        if acc is None:
            k += 1
            continue
        cur = acc
        log(f"  region op {k} inlined ({choice[0]} {choice[1]}): {count_ops(cur)} ops")
    return cur


def _inline_batches(text: str, accept: Callable[[str], str | None],
                    log: Callable[[str], None], stop: Callable[[], bool]) -> str:
    """Delta debugging over the ops with regions: chunks of them (all at first, then halves,
    down to pairs; from the last) each replaced by its first choice that fits
    (:func:`lowering.reduction.ir_regions.inline_ops`) in one candidate; single ops are left to
    :func:`inline_regions`."""
    cur = text
    chunk = len(region_choices(cur))
    while chunk >= 2 and not stop():
        cur, _ = sweep_chunks(
            cur, chunk, lambda t: len(region_choices(t)),
            lambda t, start, end: inline_ops(t, dict.fromkeys(range(start, end)))
            if end - start > 1 else None,
            lambda cand, _cur: accept(cand), stop,
            lambda start, end, t: log(f"  region ops {start}..{end - 1} inlined: "
                                      f"{count_ops(t)} ops"))
        chunk //= 2
    return cur


def sweep_chunks(text: str, chunk: int, count: Callable[[str], int],
                 edit: Callable[[str, int, int], str | None],
                 accept: Callable[[str, str], str | None], stop: Callable[[], bool],
                 accepted: Callable[[int, int, str], None] = lambda start, end, t: None,
                 ) -> tuple[str, bool]:
    """One sweep of delta debugging (Zeller and Hildebrandt, TSE 2002, ddmin's complement
    step) from the end: the items ``[start, end)`` of ``chunk`` at a time (``count(text)``
    items) are edited out (``edit(text, start, end)``, None: no candidate) and the candidate
    kept when ``accept(candidate, current)`` returns the text to go on with; after an
    accepted edit the sweep goes on below ``start``. Returns the text and whether anything was
    accepted (``accepted(start, end, text)`` is told of each)."""
    cur, progress = text, False
    end = count(cur)
    while end > 0 and not stop():
        start = max(0, end - chunk)
        cand = edit(cur, start, end)
        acc = accept(cand, cur) if cand is not None else None
        if acc is not None:
            cur, progress = acc, True
            accepted(start, end, cur)
            end = min(start, count(cur))
        else:
            end = start
    return cur, progress


def guarded(text: str) -> str | None:
    """``text`` with ubfix's UB guards inserted (``ubfix.rewrite.fix_ub``), None when ubfix
    rejects it (a candidate ubfix cannot read is not UB-free)."""
    try:
        return fix_ub(text).text
    except Exception:  # noqa: BLE001 - any rejection: the candidate is not UB-free
        return None


def ub_free(dt: DifferenceTest, test: FindingTest, text: str) -> bool:
    """``text`` executes no UB that ``ubfix`` guards: ``fix_ub(text)`` reproduces with the same
    two outputs as ``text`` (a guard changes a value only where UB would happen)."""
    fixed = guarded(text)
    if fixed is None:
        return False
    a, b = dt.oracle.check(test, text), dt.oracle.check(test, fixed)
    return a.reproduced and b.reproduced and a.outputs == b.outputs


def reduce_ops(text: str, outputs: dict[str, str], accept: Callable[[str], str | None],
               keep: Callable[[str], bool], undone: str, runner: PassRunner,
               log: Callable[[str], None], stop: Callable[[], bool], entry: str = "main",
               cut_accept: Callable[[str], str | None] | None = None) -> str:
    """The op-level stages of a wrong-code reduction: one differing output line kept
    (:func:`cut_to_lines`, its candidates tested with ``cut_accept``, default ``accept``),
    then rounds (at most :data:`ROUNDS`, until one changes nothing)
    of: regions inlined, op-level delta debugging, returned values dropped (and delta
    debugging again when some were), ops bypassed (:func:`forward_ops`) and one try of
    ``remove-dead-values`` (:func:`clean` with ``runner``; candidates are cleaned in process
    only, since the pass sometimes changes what a program computes: it folded an
    ``scf.while`` result to its initial value); ``accept(candidate)`` returns the accepted
    text or None. A stage whose result ``keep`` rejects (e.g. not UB-free once ubfix guards
    it) is undone, logging ``undone``; no stage starts once ``stop()``."""
    def returns_then_ddmin(t: str) -> str:
        r = rollback_returns(t, accept, log, stop, entry)
        return ddmin_ops(r, accept, log, stop) if r != t else r

    def dead_values(t: str) -> str:
        c = clean(t, runner, entry)
        acc = accept(c) if c != t and not stop() else None
        return acc if acc is not None and weight(acc) < weight(t) else t

    rounds = [lambda t: inline_regions(t, accept, log, stop),
              lambda t: ddmin_ops(t, accept, log, stop),
              returns_then_ddmin,
              lambda t: forward_ops(t, accept, log, stop),
              dead_values]
    cut = cut_accept or accept
    cur = _stages(text, [lambda t: cut_to_lines(t, outputs, cut, runner, log, entry, stop)],
                  keep, undone, log, stop)
    for _ in range(ROUNDS):
        before = cur
        cur = _stages(cur, rounds, keep, undone, log, stop)
        if cur == before or stop():
            break
    return cur


#: rounds of the op-level stages of :func:`reduce_ops` (each starts over from region inlining:
#: a deletion can make a loop or branch inlinable)
ROUNDS = 3


def _stages(text: str, stages: list[Callable[[str], str]], keep: Callable[[str], bool],
            undone: str, log: Callable[[str], None], stop: Callable[[], bool]) -> str:
    """Run ``stages`` in turn on ``text``; a stage's result that ``keep`` rejects is undone."""
    cur = text
    for stage in stages:
        if stop():
            break
        nxt = stage(cur)
        if nxt == cur:
            continue
        if not keep(nxt):
            log(undone)
            continue
        cur = nxt
    return cur


def first_reproducing(dt: DifferenceTest, program: str,
                      pairs: Sequence[tuple[FindingTest, str]]
                      ) -> tuple[FindingTest, str, Outcome] | None:
    """The first pass pair whose test holds on ``program`` (with its outcome), or None."""
    for t, c in pairs:
        if dt.oracle.out_of_time():
            return None
        out = dt.outcome(t, program)
        if out.reproduced:
            return t, c, out
    return None


# ---- op-level delta debugging ------------------------------------------------------------------

def ddmin_ops(text: str, interesting: Callable[[str], str | None], log,
               stop: Callable[[], bool] = lambda: False) -> str:
    """Chunked deletion of top-level ops (from the end), then single ops, to a fixpoint (or
    until ``stop()``). ``interesting(candidate)`` returns the accepted text or None; a
    candidate is kept only when its :func:`~lowering.reduction.ir_edit.weight` falls."""

    def lighter(cand: str, cur: str) -> str | None:
        acc = interesting(cand)
        return acc if acc is not None and weight(acc) < weight(cur) else None

    cur = text
    chunk = max(1, top_op_count(cur) // 2)
    while not stop():
        cur, progress = sweep_chunks(cur, chunk, top_op_count,
                                     lambda t, start, end: delete_ops(t, range(start, end)),
                                     lighter, stop)
        if not progress:
            if chunk == 1:
                break
            chunk = max(1, chunk // 2)
        log(f"  ops: {count_ops(cur)} (chunk {chunk})")
    return cur


def forward_ops(text: str, interesting: Callable[[str], str | None], log,
                stop: Callable[[], bool] = lambda: False) -> str:
    """What delta debugging left (its deletions put constants in place of results, which
    folders then see): each op, last first, bypassed by an operand of its result's type (the
    first such operand, else the second: ``addi %c1, %x`` by ``%x``;
    :func:`lowering.reduction.ir_edit.forward_op`) while ``interesting`` accepts it and the weight
    falls (until ``stop()``)."""
    cur, size = text, weight(text)
    k = top_op_count(cur) - 1
    while k >= 0 and not stop():
        acc = None
        for nth in (0, 1):
            cand = forward_op(cur, k, nth)
            acc = interesting(cand) if cand is not None and not stop() else None
            if acc is not None:
                break
        if acc is not None and weight(acc) < size:
            cur, size = acc, weight(acc)
            log(f"  op {k} bypassed: {count_ops(cur)} ops")
            k = min(k, top_op_count(cur)) - 1
        else:
            k -= 1
    return cur


def rollback_returns(text: str, interesting, log, stop: Callable[[], bool] = lambda: False,
                      entry: str = "main") -> str:
    """Drop returned values of functions but ``entry`` (last first) while interesting (until
    ``stop()``)."""
    cur = text
    changed = True
    while changed and not stop():
        changed = False
        for fname, n in returning_funcs(cur, entry):
            for k in reversed(range(n)):
                cand = drop_return_operand(cur, fname, k)
                acc = interesting(cand) if cand is not None else None
                if acc is not None and weight(acc) <= weight(cur):
                    cur, changed = acc, True
                    log(f"  dropped result {k} of @{fname}: {count_ops(cur)} ops")
                    break
            if changed:
                break
    return cur
