"""Translation validation of the lowering paths of ``smith run --tv`` and ``smith campaign
--tv``: after a program's paths ran, every step of every path (one pass, as mlir-opt applies
it on that path) whose input and output stay inside the encoded dialects is validated
(:func:`judges.tv.driver.validate_steps`); a step shared by several paths (same input IR, same
pass) is checked once. A refutation becomes a finding of kind ``tv-refuted`` (or
``tv-refuted-unconfirmed``) in the run's findings tree (:mod:`judges.tv.findings`), whose
``program.mlir`` is the IR the refuted pass received.

:class:`StepValidator` is the judge ``tv`` of the run (``--judge tv``, ``--tv``;
``lowering.run.judges``, registered here): it needs the passes of every path once they ran.
The lowering driver does not import the judges: the app layer builds them and hands them over.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import attrs

from ground.toolchain import Toolchain
from judges.tv.driver import OUTCOMES, validate_steps
from judges.tv.findings import record
from lowering.findings.store import FindingStore
from lowering.passmap import base_name
from lowering.run.judges import Judge, Judgement, JudgeSetup, Need, Subject, register

#: verdicts of one step: those of a pass application, and ``skipped`` (an op outside the
#: encoding in the step's input or output)
STEP_VERDICTS = (*OUTCOMES, "skipped")


@register
@attrs.frozen
class StepValidator(Judge):
    """Validates the steps of a program's lowering paths (the judge ``tv``).

    Attributes:
        toolchain: mlir-opt and mlir-runner (steps and confirmations).
        timeout: the solver's limit per query, in seconds.
        compile_timeout: seconds per mlir-opt run.
        report_known: a refutation of a known MLIR bug gets a finding directory too.
    """

    toolchain: Toolchain
    timeout: float = 10.0
    compile_timeout: float = 60.0
    report_known: bool = False

    name = "tv"
    needs = Need.STEPS
    key = "tv"
    summary_key = "tv"

    @classmethod
    def from_setup(cls, setup: JudgeSetup) -> StepValidator:
        """The validator of a run (its ``compile_timeout`` and ``report_known``)."""
        return cls(setup.toolchain, compile_timeout=setup.options.compile_timeout,
                   report_known=setup.options.report_known)

    def judge(self, subject: Subject) -> Judgement:
        """:meth:`check` of every path of ``subject`` (the check path included); the
        findings are the refutations' directories."""
        entry = self.check(subject.text, subject.program_id,
                           [(r.path.name, r.path.passes) for r in subject.results],
                           subject.store)
        return Judgement(entry, tuple(Path(x["finding"]) for x in entry["refutations"]
                                      if x["finding"]))

    @staticmethod
    def summarize(entries: Sequence[tuple[str, dict]]) -> dict:
        """:meth:`summary`."""
        return StepValidator.summary(entries)

    def check(self, program_text: str, program_id: str,
              paths: Sequence[tuple[str, Sequence[str]]], store: FindingStore) -> dict:
        """Validate every step of ``paths`` (``(path name, passes)`` pairs) on
        ``program_text``; record refutations in ``store``.

        Returns:
            the program's ``tv`` entry (``verdicts.jsonl``): ``steps`` (distinct steps),
            ``verdicts`` ``{verdict: count}``, ``by_pass`` ``{pass name: {verdict: count}}``,
            ``skipped_by_op`` ``{first op outside the encoding: count}``, ``solver_seconds``,
            and ``refutations``: ``[{path, step, pass, verdict, reason, known_id,
            finding}]`` (``finding`` None for a known bug without ``report_known``).
        """
        memo: dict = {}
        where: dict[int, tuple[str, int]] = {}  # a step's outcome -> the first path with it
        for name, passes in paths:
            for step in validate_steps(program_text, list(passes), self.toolchain,
                                       timeout=self.timeout,
                                       compile_timeout=self.compile_timeout, memo=memo):
                if step.outcome is not None:
                    where.setdefault(id(step.outcome), (name, step.index))
        distinct = [entry for entry, _ in memo.values()]
        by_pass: dict[str, Counter] = {}
        skipped: Counter = Counter()
        refutations = []
        solver = 0.0
        for s in distinct:
            by_pass.setdefault(base_name(s.pass_), Counter())[s.verdict] += 1
            if s.verdict == "skipped":
                skipped[s.skipped.split(" ")[0]] += 1
            o = s.outcome
            if o is not None and o.result is not None:
                solver += o.result.solver_seconds
            if o is not None and o.verdict in ("refuted", "refuted-unconfirmed"):
                path, index = where.get(id(o), ("?", s.index))
                d = record(store, program_id, o, self.toolchain, self.report_known)
                refutations.append({"path": path, "step": index, "pass": s.pass_,
                                    "verdict": o.verdict, "reason": o.reason,
                                    "known_id": o.known_id,
                                    "finding": str(d) if d else None})
        verdicts = Counter(s.verdict for s in distinct)
        return {"steps": len(distinct),
                "verdicts": {v: verdicts[v] for v in STEP_VERDICTS if verdicts[v]},
                "by_pass": {p: dict(c) for p, c in sorted(by_pass.items())},
                "skipped_by_op": dict(skipped.most_common()),
                "solver_seconds": round(solver, 3),
                "refutations": refutations}

    @staticmethod
    def summary(entries: Sequence[tuple[str, dict]]) -> dict:
        """``summary.json``'s ``tv`` over ``(program id, tv entry)`` pairs: programs checked,
        steps, verdicts, verdicts per pass, the ops that made steps skipped, solver seconds,
        and the refutations with their program."""
        verdicts: Counter = Counter()
        skipped: Counter = Counter()
        by_pass: dict[str, Counter] = {}
        for _, e in entries:
            verdicts.update(e["verdicts"])
            skipped.update(e["skipped_by_op"])
            for p, c in e["by_pass"].items():
                by_pass.setdefault(p, Counter()).update(c)
        return {"programs": len(entries), "steps": sum(e["steps"] for _, e in entries),
                "verdicts": {v: verdicts[v] for v in STEP_VERDICTS},
                "by_pass": {p: dict(c) for p, c in sorted(by_pass.items())},
                "skipped_by_op": dict(skipped.most_common(20)),
                "solver_seconds": round(sum(e["solver_seconds"] for _, e in entries), 3),
                "refutations": [{"id": pid} | r for pid, e in entries
                                for r in e["refutations"]]}
