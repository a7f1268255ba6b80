"""The judges of lowering itself, registered in :mod:`lowering.run.judges`:

- ``check`` (``--check``): MLIR runtime verification, a path ``rv`` of its own that runs
  ``generate-runtime-verification`` (:mod:`lowering.runtime_check`); a failed check is the
  program's verdict ``runtime-check-failed`` (``lowering.verdict``), the judge's entry says
  whether the check path ran and which check failed;
- ``false-alarm`` (``--false-alarm-check``): the triage of every wrong-code difference
  (:mod:`lowering.findings.false_alarm`), its entry also in the difference's finding.
"""

from __future__ import annotations

from collections.abc import Sequence

from ground.draw import Draw, derive_seed
from lowering.execute import PathResult, compile_path
from lowering.findings.dirs import triage_compile_failures
from lowering.findings.false_alarm import classify
from lowering.optrec import load_optrec
from lowering.passmap import base_name
from lowering.run.judges import Judge, Judgement, Need, Subject, register
from lowering.run.summaries import check_summary, false_alarm_summary
from lowering.runtime_check import (
    CHECK_PATH_NAME,
    check_path,
    load_config,
    needs_fallback,
    parse_failure,
)


@register
class CheckJudge(Judge):
    """Runtime verification (``--check``, ``--judge check``)."""

    name = "check"
    needs = Need.PATH
    key = "runtime_check"
    summary_key = "runtime_checks"

    def own_path(self, subject: Subject) -> PathResult:
        """Compile and run the runtime-check path ``rv`` (``lowering.runtime_check``); its
        paths are drawn from ``derive_seed(options.seed, "check", program_id)``."""
        options, toolchain = subject.options, subject.toolchain
        res = None
        for also_after in (True, False):  # second try: first placement only (needs_fallback)
            path = check_path(subject.text, subject.passmap,
                              Draw(derive_seed(options.seed, "check", subject.program_id)),
                              toolchain, timeout=options.compile_timeout,
                              also_after=also_after)
            res = compile_path(subject.text, path, toolchain, subject.work,
                               timeout=options.compile_timeout, run_timeout=options.run_timeout,
                               crash_reproducer=False, entry=options.entry,
                               isolation=options.isolation, coverage=subject.coverage,
                               bytecode=True)
            if not needs_fallback(res):
                break
        return triage_compile_failures(subject.text, [res], toolchain,
                                       options.compile_timeout)[0]

    def judge(self, subject: Subject) -> Judgement:
        """The ``runtime_check`` entry: whether the check path ran to the end, its stage, the
        failed check (op, message, location), if any, and the checks placed on it."""
        rv = next((r for r in subject.results if r.path.name == CHECK_PATH_NAME), None)
        if rv is None:
            return Judgement({"ran": False, "failed": False, "failure": None, "stage": None})
        failure = parse_failure(rv.run.stdout) if rv.run is not None else None
        placed = sum(base_name(p) == load_config().pass_name for p in rv.path.passes)
        return Judgement({"ran": rv.run is not None, "stage": rv.stage,
                          "failed": failure is not None,
                          "failure": failure.to_json() if failure else None,
                          "checks_placed": placed})

    @staticmethod
    def summarize(entries: Sequence[tuple[str, dict]]) -> dict:
        """:func:`lowering.run.summaries.check_summary`."""
        return check_summary(list(entries))


@register
class FalseAlarmJudge(Judge):
    """The false-alarm triage of wrong-code differences (``--false-alarm-check``,
    ``--judge false-alarm``)."""

    name = "false-alarm"
    needs = Need.DIFFERENCE
    key = "false_alarm"
    summary_key = "false_alarms"

    def applies(self, subject: Subject) -> bool:
        """Every wrong-code difference."""
        return subject.difference is not None

    def judge(self, subject: Subject) -> Judgement:
        """The ``false_alarm`` entry
        (:meth:`lowering.findings.false_alarm.FalseAlarmReport.to_json`)
        with the names of the two paths."""
        assert subject.difference is not None
        ref, div = subject.difference
        fa = classify(subject.text, ref, div, subject.toolchain, subject.passmap,
                      (subject.rec or load_optrec()).all_base_names(), subject.work / "noopt",
                      subject.known_id, subject.options.compile_timeout,
                      subject.options.run_timeout)
        return Judgement(fa.to_json() | {"reference_path": ref.path.name,
                                         "divergent_path": div.path.name})

    @staticmethod
    def summarize(entries: Sequence[tuple[str, dict]]) -> dict:
        """:func:`lowering.run.summaries.false_alarm_summary`."""
        return false_alarm_summary(list(entries))
