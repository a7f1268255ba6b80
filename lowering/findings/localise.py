"""Localisation of a wrong-code difference by its pass sequence: name the pass, always.

The prefix bisection of ``lowering.findings.reproducer.first_divergent_pass`` completes every
prefix of the
divergent path with a pure lowering. That fails in two ways when the two paths run their passes
in a different *order*, not only a different set:

- a probe cannot be completed, or prefix 0 already differs: the verdict stays "unlocated";
- the pass it names is not the one that goes wrong: the divergent path runs ``arith-expand``
  after ``tosa-to-linalg`` (so it expands the ``arith.minimumf`` of a ``tosa.reduce_min``), the
  reference before it (where it has nothing to expand); the bisection blames a later pass.

Localisation by sequence (delta debugging on the pass list, Zeller and Hildebrandt, "Simplifying
and Isolating Failure-Inducing Input", TSE 2002, applied to the pipeline as DuoReduce does):

1. **minimise** the divergent pass list: drop chunks of passes, then single passes, while the
   result still lowers, runs and differs from the reference output (the finding's own test,
   ``lowering.findings.finding_test``);
2. **isolate by removal**: in the 1-minimal list, a pass whose removal gives the *reference*
   output is a culprit: the minimal list and the list without it differ by that pass alone.
   With several culprits the one a known bug names is preferred, then one the reference path
   lacks, then the last (it acts on what the others produced);
3. **isolate by edits** when every removal breaks the lowering: the edit script from the
   reference list to the minimal list (``difflib`` opcodes: one edit per pass inserted or
   deleted, or swapped for another in its place) is minimised (ddmin on edits: the reference
   with the remaining edits applied must still differ); an edit whose undoing restores the
   reference output names the pass it inserts or swaps in (or, for a deletion, the
   reference's pass whose absence changes the output);
4. **ops involved**: the op counts the culprit changes on the IR the minimal prefix before it
   produces (the dedup key ``first divergent pass P; ops ...`` of ``lowering.findings.reproducer``,
   so the
   known-bug patterns of ``known_wrong_code.json`` apply).

:func:`order_differs` says when the prefix bisection is not to be trusted.
"""

from __future__ import annotations

import difflib
import re
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import attrs

from ground.toolchain import Toolchain
from lowering.census import op_counts
from lowering.execute import PathResult
from lowering.findings.finding_test import FindingTest, Oracle, Step, difference_test, mask_output
from lowering.findings.reproducer import wrong_code_key
from lowering.passmap import base_name
from lowering.pipeline import PassRunner, split_pipeline
from lowering.verdict import KnownCrash, load_known_wrong_code, match_known

#: tool runs (mlir-opt, mlir-runner) a localisation may make before it gives up: 44 for the
#: arith-expand order fixture, 50-180 per signature in the campaigns measured
MAX_RUNS = 1000


def order_differs(divergent: Sequence[str], reference: Sequence[str]) -> bool:
    """The passes both paths run (by text) do not come in the same relative order, or a pass
    occurs a different number of times (a pass-set difference alone gives False)."""
    common = set(divergent) & set(reference)
    a = [p for p in divergent if p in common]
    b = [p for p in reference if p in common]
    return a != b


@attrs.frozen
class Location:
    """Where a divergence goes wrong.

    Attributes:
        index: index of the culprit in the divergent pass list (None: not located, or the
            culprit is a reference pass the divergent path lacks).
        pass_name: the culprit pass text (None: not located).
        ops: op names whose count the culprit changes (sorted).
        minimal: the 1-minimal divergent pass list.
        culprits: every pass of ``minimal`` whose removal restores the reference output.
        method: ``sequence`` (removal), ``edits`` (edit isolation), ``fold-vs-lowering``
            (:func:`lowering_alternative`) or ``none``.
        path: the path the culprit belongs to (``divergent`` or ``reference``).
        reason: one line on the outcome.
        processes: tool processes started (mlir-opt and mlir-runner).
    """

    index: int | None
    pass_name: str | None
    ops: tuple[str, ...]
    minimal: tuple[str, ...]
    culprits: tuple[str, ...]
    method: str
    reason: str
    processes: int = 0
    path: str = "divergent"

    def key(self, divergent: Sequence[str], reference: Sequence[str]) -> str:
        """The wrong-code dedup key (``lowering.findings.reproducer.wrong_code_key``)."""
        if self.pass_name is None:
            return wrong_code_key(divergent, reference, None, [])
        return _key(self.pass_name, self.ops)

    def to_json(self) -> dict:
        return attrs.asdict(self)


def ddmin(passes: list[str], still: Callable[[list[str]], bool]) -> list[str]:
    """Chunks of items removed (halves down to single items, from the end) while
    ``still(candidate)``, single items to a fixpoint: a 1-minimal list."""
    cur = list(passes)
    size = max(1, len(cur) // 2)
    while True:
        changed = False
        i = len(cur)
        while i > 0:
            lo = max(0, i - size)
            cand = cur[:lo] + cur[i:]
            if cand and still(cand):
                cur, changed = cand, True
            i = lo
        if size == 1 and not changed:
            return cur
        size = max(1, size // 2)


def ops_changed(runner: PassRunner, program: str, before: Sequence[str], culprit: str
                 ) -> tuple[str, ...]:
    """Op names whose count ``culprit`` changes on the IR after ``before`` (the names present
    before it when no count changes; () when a step fails or does not parse)."""
    ir_before = runner.run(program, before).ir if before else program
    ir_after = runner.run(program, [*before, culprit]).ir
    if not ir_before or not ir_after:
        return ()
    try:
        cb, ca = op_counts(ir_before), op_counts(ir_after)
    except Exception:  # noqa: BLE001 - the bindings reject or crash on the IR: no ops
        return ()
    ops = sorted(n for n in set(cb) | set(ca) if cb.get(n, 0) != ca.get(n, 0))
    return tuple(ops or sorted(set(cb) - {"builtin.module"})[:8])


@attrs.frozen
class PassEdits:
    """The edit script turning ``ref`` into ``div`` (``difflib`` opcodes), one edit per pass:
    ``("del", i)`` drops ``ref[i]``, ``("ins", j)`` inserts ``div[j]``, and ``("swap", i, j)``
    puts ``div[j]`` in the place of ``ref[i]`` (a replaced run of as many passes as it
    replaces: one conversion for another, which neither a deletion nor an insertion alone
    could undo without breaking the lowering)."""

    ref: tuple[str, ...]
    div: tuple[str, ...]

    def opcodes(self):
        return difflib.SequenceMatcher(None, self.ref, self.div, autojunk=False).get_opcodes()

    def all(self) -> list[tuple]:
        out: list[tuple] = []
        for tag, i1, i2, j1, j2 in self.opcodes():
            if tag == "replace" and i2 - i1 == j2 - j1:
                out += [("swap", i1 + t, j1 + t) for t in range(i2 - i1)]
                continue
            if tag in ("delete", "replace"):
                out += [("del", i) for i in range(i1, i2)]
            if tag in ("insert", "replace"):
                out += [("ins", j) for j in range(j1, j2)]
        return out

    def apply(self, edits: Sequence[tuple]) -> tuple[list[str], dict]:
        """The reference with ``edits`` applied, and where each edit's pass ended up
        (``{edit: index}``; a deletion maps to the index its pass has when not applied)."""
        chosen = set(edits)
        out: list[str] = []
        where: dict = {}
        for tag, i1, i2, j1, j2 in self.opcodes():
            if tag == "equal":
                out += self.ref[i1:i2]
                continue
            if tag == "replace" and i2 - i1 == j2 - j1:
                for t in range(i2 - i1):
                    e = ("swap", i1 + t, j1 + t)
                    where[e] = len(out)
                    out.append(self.div[j1 + t] if e in chosen else self.ref[i1 + t])
                continue
            for i in range(i1, i2):
                where[("del", i)] = len(out)
                if ("del", i) not in chosen:
                    out.append(self.ref[i])
            for j in range(j1, j2):
                where[("ins", j)] = len(out)
                if ("ins", j) in chosen:
                    out.append(self.div[j])
        return out, where


@attrs.define
class _Search:
    """One localisation under way: the difference test, the program, the oracle running it
    and the reference output a candidate pass list must (not) reproduce."""

    test: FindingTest
    program: str
    oracle: Oracle
    ref_out: str

    def output(self, ps: Sequence[str]) -> str | None:
        """The masked output of the divergent step cut to ``ps``; None when it fails."""
        _comp, run = self.oracle.lower_and_run(self.program, self.test.step.with_passes(ps),
                                               entry=self.test.entry)
        return mask_output(run.stdout) if run is not None and run.ok else None

    def still(self, ps: Sequence[str]) -> bool:
        """``ps`` still sets the output apart from the reference's (False past the deadline)."""
        if self.oracle.out_of_time():
            return False
        out = self.output(ps)
        return out is not None and out != self.ref_out

    def by_sequence(self, minimal: list[str]) -> list[tuple[list[str], int]] | None:
        """Candidates ``(sequence, index of the culprit)``: the passes of ``minimal`` whose
        removal alone restores the reference output; None when out of time."""
        cands = []
        for i in range(len(minimal)):
            if self.oracle.out_of_time():
                return None
            if self.output(minimal[:i] + minimal[i + 1:]) == self.ref_out:
                cands.append((minimal, i))
        return cands

    def by_edits(self, ref: list[str], minimal: list[str]
                 ) -> list[tuple[list[str], int]] | None:
        """Candidates from the edit script reference -> ``minimal`` (:class:`PassEdits`): an
        edit whose undoing alone restores the reference output; None when out of time."""
        cands = []
        ed = PassEdits(tuple(ref), tuple(minimal))
        edits = ddmin(ed.all(), lambda es: self.still(ed.apply(es)[0]))
        seq, where = ed.apply(edits)
        for e in edits:
            if self.oracle.out_of_time():
                return None
            rest = [x for x in edits if x != e]
            if self.still(seq) and self.output(ed.apply(rest)[0]) == self.ref_out:
                if e[0] in ("ins", "swap"):  # the divergent path's pass
                    cands.append((seq, where[e]))
                else:  # the reference's pass whose absence changes the output
                    other, w = ed.apply(rest)
                    cands.append((other, w[e]))
        return cands


def localise(test: FindingTest, program: str, oracle: Oracle,
             known: Sequence[KnownCrash] = (), swapped: bool = False) -> Location:
    """Name the pass of a difference finding by delta debugging on its pass list (module
    docstring).

    Args:
        test: a ``difference`` test (``lowering.findings.finding_test``): reference and divergent
        steps.
        program: the program text.
        oracle: runs the test (its deadline, if any, ends the search: not located).
        known: known wrong-code bugs (``lowering.verdict.load_known_wrong_code``): a culprit
            whose key matches one is preferred.
        swapped: the search from the reference's side is under way (``test`` has its steps
            exchanged): no further swap. When nothing on the divergent side restores the
            reference output, the reference path is searched the same way (it may be the
            wrong one): a culprit found there has ``path == "reference"``.

    Cost: about ``2 n`` lowerings and runs for ``n`` passes, plus one per pass of the minimal
    list (and as many per edit when removals cannot isolate). Never raises on a tool failure
    (``index`` None instead).
    """
    assert test.kind == "difference"
    assert test.step is not None
    assert test.reference is not None
    tests0 = oracle.processes
    first = oracle.check(test, program)
    div = list(test.step.passes)
    ref = list(test.reference.passes)

    def nowhere(reason: str, minimal: Sequence[str] = ()) -> Location:
        return Location(None, None, (), tuple(minimal), (), "none", reason,
                        oracle.processes - tests0)

    if not first.reproduced:
        return nowhere(f"the difference does not reproduce: {first.reason}")
    search = _Search(test, program, oracle, first.outputs["reference"])
    minimal = ddmin(div, search.still)
    method = "sequence"
    cands = search.by_sequence(minimal)
    if cands == []:
        method = "edits"
        cands = search.by_edits(ref, minimal)
    if cands is None:
        what = "pass" if method == "sequence" else "edit"
        return nowhere(f"out of time while isolating the {what}", minimal)
    if not cands and swapped:
        return nowhere("no single pass or edit restores the other path's output", minimal)
    if not cands:  # the reference path may be the wrong one: the same search from its side
        other = localise(attrs.evolve(test, step=test.reference, reference=test.step),
                         program, oracle, known, swapped=True)
        if other.pass_name is None:
            return nowhere("no single pass or edit restores the reference output (nor, from "
                           "the reference's side, the divergent output)", minimal)
        return attrs.evolve(other, index=None, path="reference",
                            processes=oracle.processes - tests0,
                            reason="reference path: " + other.reason)
    runner = PassRunner(oracle.tc, test.step.func_nested, timeout=oracle.timeout)
    ref_names = {base_name(p) for p in ref}
    options = []
    for seq, i in cands:
        ops = ops_changed(runner, program, seq[:i], seq[i])
        key = _key(seq[i], ops)
        options.append((match_known(key, known) is None, base_name(seq[i]) in ref_names,
                        -i, seq[i], ops))
    _unknown, _in_ref, _neg_i, culprit, ops = min(options)
    index = div.index(culprit) if culprit in div else None
    loc = Location(index, culprit, ops, tuple(minimal), tuple(o[3] for o in options), method,
                   f"{len(div)} -> {len(minimal)} passes; {method}: {culprit} alone sets the "
                   "divergent output apart from the reference's", oracle.processes - tests0)
    if match_known(_key(culprit, ops), known) is None:
        other = _fold_vs_lowering(test, program, oracle, known, culprit, ops, swapped)
        if other is not None:
            loc = attrs.evolve(other, minimal=tuple(minimal),
                               culprits=(*loc.culprits, other.pass_name),
                               processes=oracle.processes - tests0)
        elif not swapped:
            loc = _known_on_reference_side(test, program, oracle, known, loc, tests0)
    return loc


def _fold_vs_lowering(test: FindingTest, program: str, oracle: Oracle,
                      known: Sequence[KnownCrash], culprit: str, ops: Sequence[str],
                      swapped: bool) -> Location | None:
    """:func:`lowering_alternative` along the reference path; in the search from the
    reference's side (``swapped``) the fold found by edits is a pass of ``test.reference``
    (the divergent path), which folds the ops before anything lowers them, so the path that
    lowers them is ``test.step`` and is followed as well: a 1x1 ``tosa.max_pool2d`` that
    canonicalize folds away on the divergent path and ``tosa-to-linalg-named`` lowers (wrongly)
    on the reference path (reach campaign ``--seed 3300``, prog-01611, a mutant of the shipped
    seed of Dialect/Tosa/canonicalize.mlir's ``max_pool2d_is_noop``)."""
    sides = [test.reference] + ([test.step] if swapped else [])
    for side in sides:
        assert side is not None
        other = lowering_alternative(PassRunner(oracle.tc, side.func_nested,
                                                timeout=oracle.timeout),
                                     program, culprit, ops, list(side.passes), known)
        if other is not None:
            return other
    return None


def _known_on_reference_side(test: FindingTest, program: str, oracle: Oracle,
                             known: Sequence[KnownCrash], loc: Location, tests0: int
                             ) -> Location:
    """``loc`` (an unknown culprit of the divergent path), or the reference path's culprit
    when a known wrong-code bug names it: two paths that disagree give no majority, and a
    reference that runs a pass with a known bug (``affine-loop-fusion``) is the wrong one
    while the divergent culprit found by edits only sets the right output apart."""
    other = localise(attrs.evolve(test, step=test.reference, reference=test.step), program,
                     oracle, known, swapped=True)
    if other.pass_name is None or match_known(_key(other.pass_name, other.ops), known) is None:
        return loc
    return attrs.evolve(other, index=None, path="reference",
                        culprits=(*loc.culprits, other.pass_name),
                        processes=oracle.processes - tests0,
                        reason="reference path, a known bug: " + other.reason)


def lowering_alternative(runner: PassRunner, program: str, culprit: str, ops: Sequence[str],
                         reference: Sequence[str], known: Sequence[KnownCrash]
                         ) -> Location | None:
    """The reference path's pass that a known bug names, when the located ``culprit`` only
    computes differently what that pass lowers (a fold against a lowering).

    A pass that folds ops at compile time (``tosa-layerwise-constant-fold``, ``canonicalize``)
    and the conversion that lowers the same ops on the reference path are two implementations
    of one semantics: removing the fold restores the reference output whichever of the two is
    wrong, so the pass list alone cannot tell them apart. ``ops`` (the op names ``culprit``
    changes) are followed along ``reference`` (:func:`lowered_by_pass`); when the key of the
    pass lowering some of them (``first divergent pass P; ops ...``) matches a known wrong-code
    bug (``known_wrong_code.json``), that pass is the one to name (``path == "reference"``,
    ``method == "fold-vs-lowering"``). None when no such key matches (the fold stays named).
    ``runner`` runs the reference path's passes (its ``func_nested``); cost: at most one
    ``mlir-opt`` per reference pass.
    """
    by_pass: dict[str, list[str]] = {}
    for op, p in lowered_by_pass(runner, program, reference, ops).items():
        by_pass.setdefault(p, []).append(op)
    for p, lowered in by_pass.items():
        if p == culprit:
            continue
        kid = match_known(_key(p, sorted(lowered)), known)
        if kid is not None:
            return Location(None, p, tuple(sorted(lowered)), (), (culprit, p),
                            "fold-vs-lowering",
                            f"{culprit} folds {', '.join(sorted(lowered))}, which {p} lowers "
                            f"on the reference path; the known bug {kid} names {p}",
                            path="reference")
    return None


def _key(culprit: str, ops: Sequence[str]) -> str:
    """The wrong-code key of ``lowering.findings.reproducer.wrong_code_key`` for a located pass."""
    return f"first divergent pass {base_name(culprit)}; ops {','.join(ops)}"


def localise_pair(program: str, ref: PathResult, div: PathResult, toolchain: Toolchain,
                  work: Path, timeout: float = 60.0, budget: float | None = 1800.0,
                  isolation: str = "subprocess", max_runs: int | None = MAX_RUNS
                  ) -> Location:
    """:func:`localise` for two completed paths of ``smith run`` (reference, divergent).

    ``max_runs``: tool runs (mlir-opt, mlir-runner) for the whole search, past which it gives
    up (None: no limit): the budget that decides, the same on a loaded machine as on an idle
    one; ``budget``: seconds, a safety net against hanging tools that a search within
    ``max_runs`` does not reach (None: none); ``isolation``: how its tools run
    (:class:`lowering.findings.finding_test.Oracle`)."""
    def step(r: PathResult) -> Step:
        nested = r.path.func_nested or split_pipeline(r.path.raw_pipeline or "")[1]
        return Step.of(r.path.pipeline(), sorted(nested))

    test = difference_test("wrong-code", step(ref), step(div), entry=div.entry)
    deadline = time.monotonic() + budget if budget is not None else None
    return localise(test, program, Oracle(toolchain, work, timeout=timeout, deadline=deadline,
                                          isolation=isolation, max_runs=max_runs),
                    load_known_wrong_code())


def lowered_by_pass(runner: PassRunner, program: str, passes: Sequence[str], ops: Sequence[str]
                    ) -> dict[str, str]:
    """``{op: pass}``: for each op name of ``ops``, the first pass of ``passes`` after which
    it no longer occurs in the IR (the pass that lowers or folds it); ops still present at the
    end, or after a pass that fails, are left out."""
    out: dict[str, str] = {}
    ir = program
    for p in passes:
        if len(out) == len(ops):
            break
        res = runner.run(ir, [p])
        if not res.ok:
            break
        ir = res.ir or ""
        for op in ops:
            if op not in out and not re.search(rf"\b{re.escape(op)}\b", ir):
                out[op] = p
    return out
