"""The outcome of one program of ``smith run`` / ``smith campaign`` (:class:`ProgramReport`): its
verdict, path results and finding directories, the verdicts of the run's judges
(``lowering.run.judges``) by judge name, and its ``verdicts.jsonl`` / journal record."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

import attrs

from lowering.coverage import Coverage, PatternTable
from lowering.execute import PathResult
from lowering.passmap import base_name
from lowering.run.judges import journal_entries
from lowering.verdict import Verdict


def _judged(name: str, flag: str) -> property:
    """A read-only view of ``ProgramReport.judged[name]``, the verdict of the judge ``name``
    (``flag``) under the attribute the report had before judges were registered."""
    return property(lambda self: self.judged.get(name),
                    doc=f"The ``{name}`` judge's verdict ({flag}), if it judged the program.")


@attrs.frozen
class ProgramReport:
    """Outcome of one program: its id, verdict, path results and finding directory (if any);
    ``judged``: ``{judge name: verdict entry}`` of the run's judges that judged it (the old
    per-judge slots ``runtime_check``, ``false_alarm``, ``tv``, ``oracle`` are views of it)."""

    program_id: str
    verdict: Verdict
    results: tuple[PathResult, ...]
    finding: Path | None
    findings: tuple[Path, ...] = ()
    paths_tried: int = 0
    paths_lowered: int = 0
    stops: tuple[str, ...] = ()
    divergence: str | None = None
    judged: Mapping[str, dict] = attrs.field(factory=dict)
    locate: dict | None = None  # how the first divergent pass was found (pass, probes, hinted)
    coverage: Coverage | None = None
    near_miss: dict | None = None  # the verdict's signature matched an entry not confirmed
    # confirmations decided here (lowering.findings.confirm.ConfirmCache)
    confirm: tuple[dict, ...] = ()

    runtime_check = _judged("check", "--check")
    false_alarm = _judged("false-alarm", "--false-alarm-check")
    tv = _judged("tv", "--tv")
    oracle = _judged("tosa-ref", "--oracle tosa-ref")

    def to_json(self, table: PatternTable | None = None) -> dict:
        """The ``verdicts.jsonl`` line: every judge's verdict under its journal key
        (``lowering.run.judges.journal_entries``: ``runtime_check``, the check path's outcome
        under ``--check``; ``false_alarm``, the triage of a wrong-code difference; ``tv``, the
        translation validation of the paths' steps; ``oracle``, the TOSA reference model's
        row; the keys they had before the judges were registered, read back by
        ``lowering.run.judges.judged_of``); ``divergence``: which paths gave which output,
        ``outputs differ: d0+d2 vs d1``; per path its pipeline and pass names; ``coverage``:
        the rewrite patterns as ids of ``table``, when a table is given;
        ``near_miss``: ``{"id", "reason"}`` of a known entry whose key matched the verdict's
        signature but whose confirmation failed; ``confirm``: the confirmations decided for
        this program, ``{"kind", "signature", "known_id", "near_miss", "checks"}``, which a
        campaign passes on to later programs and keeps in its journal)."""
        v = self.verdict
        cov = self.coverage.encode(table) if self.coverage is not None and table else None
        extra = journal_entries(self.judged) | {
            k: val for k, val in (("divergence", self.divergence),
                                  ("locate", self.locate),
                                  ("near_miss", self.near_miss),
                                  ("confirm", list(self.confirm) or None),
                                  ("coverage", cov)) if val is not None}
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
            "paths": self.path_records(),
        }

    def path_records(self) -> list[dict]:
        """Per path: name, stage, status, seconds, and (for the paths that ran) the pipeline
        and its pass names, so readers need not draw the paths again."""
        by_name = {r.path.name: r for r in self.results}
        out = []
        for p in self.verdict.paths:
            rec = {"name": p.name, "stage": p.stage, "status": p.status,
                   "seconds": round(p.seconds, 3)}
            r = by_name.get(p.name)
            if r is not None:
                fell = [t.via for t in (r.compile, r.run) if t is not None
                        and t.via.startswith("subprocess after")]
                rec |= {"fallback": fell[0]} if fell else {}
                rec |= {"pipeline": r.path.pipeline(),
                        "passes": [base_name(x) for x in r.path.passes]
                        or pipeline_pass_names(r.path.pipeline())}
            out.append(rec)
        return out


def pipeline_pass_names(pipeline: str) -> list[str]:
    """Pass names of a textual pipeline (for raw reference pipelines without ``passes``)."""
    text = re.sub(r"\{[^{}]*\}", "", pipeline)
    names = re.findall(r"([A-Za-z][\w.-]*)\s*(?=[,()]|$)", text)
    return [n for n in names if n not in ("builtin.module", "func.func", "gpu.module")]
