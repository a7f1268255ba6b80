"""The TOSA reference model as the judge ``tosa-ref`` of ``smith run`` / ``smith campaign``
(``--judge tosa-ref``, ``--oracle tosa-ref``; ``lowering.run.judges``, registered here): every
program of the run is also run through :func:`judges.tosa_ref.judge.judge_program` (its TOSA
graph in the official reference model, compared with MLIR's values).

The campaign worker (``smith.app.tasks``) builds the judge per program from the registry and
hands it to the run; lowering does not import this package (imports run downward). Each
judgement runs in a spawned worker process (the MLIR bindings parse in-process; a crash there
must not take the run down) and every failure, of the model or of ours, is a verdict row
(``spec-model-crash``, ``spec-model-timeout``, ``spec-not-judged``), never an exception. A
verdict other than agreement keeps its reproducer as a finding of the run's finding store
(``findings/spec-<kind>/<signature hash>/``, deduplicated by ``op: message``
(:func:`judges.tosa_ref.corpus.message_key`), ``hits.json`` listing its programs), the one
finding layout of every judge.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

from ground.proc import SPAWN
from ground.toolchain import Toolchain
from judges.tosa_ref.corpus import judge_one, message_key, render, summarize
from judges.tosa_ref.judge import Limits
from judges.tosa_ref.tools import TosaTools, find_tools
from lowering.run.judges import Judge, Judgement, JudgeSetup, Need, Subject, register

NAME = "tosa-ref"
ORACLES = (NAME,)
#: how a reproducer is replayed (``DIR``: its finding directory)
REPLAY = "sh DIR/replay.sh"


@register
class TosaRefJudge(Judge):
    """Judge programs with the TOSA reference model for a lowering run.

    Args:
        toolchain: the MLIR toolchain of the run (the probe lowers along it).
        tools: the TOSA tools (:func:`judges.tosa_ref.tools.find_tools`).
        out_dir: where :meth:`judge_file` keeps reproducers by default
            (``findings/spec-<kind>/<program stem>/`` there).
        limits: timeouts (seconds) and probe paths; the lowering run has compared paths
            already, so one probe path is enough (the default here).
        jobs: worker processes.
    """

    name = NAME
    needs = Need.PROGRAM
    key = "oracle"
    summary_key = "oracle"

    def __init__(self, toolchain: Toolchain, tools: TosaTools, out_dir: Path,
                 limits: Limits | None = None, jobs: int = 1) -> None:
        self.tc, self.tools, self.out = toolchain, tools, Path(out_dir)
        self.limits = limits or Limits(probe_paths=Limits().probe_paths[:1])
        self.jobs = max(1, jobs)
        self.pool = ProcessPoolExecutor(max_workers=self.jobs, mp_context=SPAWN)

    @classmethod
    def from_setup(cls, setup: JudgeSetup) -> TosaRefJudge:
        """The judge of a run (one worker process, the run's time limits).

        Raises:
            judges.tosa_ref.tools.OracleUnavailable: tosa-tools (the ``oracle`` extra) is not
                installed (a :class:`ground.errors.UsageError`: one line, exit 2).
        """
        o = setup.options
        return make_oracle(NAME, setup.toolchain, Path("."), 1, o.compile_timeout,
                           o.run_timeout)

    def applies(self, subject: Subject) -> bool:
        """Every program of the run (one ``mlir-opt`` rejects is a verdict row too)."""
        return True

    def judge_file(self, path: Path, out: Path | None = None) -> dict:
        """The verdict row of the program file ``path`` (``kind``, ``agreement``, ``op``,
        ``message``, ``difference``, ``known``, ``results``/``reached``, ``reproducer``: kept
        under ``out`` (default: the judge's ``out_dir``))."""
        try:
            _, row = self.pool.submit(judge_one, (str(path), self.tc, self.tools, self.limits,
                                                   str(out or self.out))).result()
        except Exception as exc:  # a broken worker is a verdict, never an abort of the run
            row = {"kind": "spec-not-judged",
                   "message": f"judge worker failed: {type(exc).__name__}: {exc}"[:300]}
            if isinstance(exc, BrokenProcessPool):
                self.pool = ProcessPoolExecutor(max_workers=self.jobs, mp_context=SPAWN)
        return row

    def judge(self, subject: Subject) -> Judgement:
        """The verdict row of the program (:meth:`judge_file`, judged in
        ``subject.work/tosa-ref``); a reproducer becomes a finding of ``subject.store``,
        ``reproducer`` its directory relative to the store's directory."""
        scratch = subject.work / "tosa-ref"
        src = scratch / "programs" / f"{subject.program_id}.mlir"
        src.parent.mkdir(parents=True, exist_ok=True)
        src.write_text(subject.text)
        row = self.judge_file(src, scratch)
        kept = row.get("reproducer")
        if not kept:
            return Judgement(row)
        d = subject.store.record(row["kind"], message_key(row), subject.program_id, None,
                                 lambda d: shutil.copytree(kept, d, dirs_exist_ok=True),
                                 extra={"replay": REPLAY})
        assert d is not None  # no known id: always a directory
        row["reproducer"] = d.resolve().relative_to(subject.store.out.resolve()).as_posix()
        return Judgement(row, (d,))

    @staticmethod
    def summarize(entries: Sequence[tuple[str, dict]]) -> dict:
        """Counts over the rows (:func:`judges.tosa_ref.corpus.summarize`) with the judge's
        name."""
        return {"name": NAME} | summarize([row for _, row in entries])

    def render(self, summary: dict) -> list[str]:
        return render(summary).splitlines()

    def close(self) -> None:
        self.pool.shutdown()


def make_oracle(name: str, toolchain: Toolchain, out_dir: Path, jobs: int,
                compile_timeout: float, run_timeout: float) -> TosaRefJudge:
    """The oracle called ``name`` (only ``tosa-ref``).

    Raises:
        judges.tosa_ref.tools.OracleUnavailable: tosa-tools (the ``oracle`` extra) is not
            installed (a :class:`ground.errors.UsageError`: one line, exit 2).
    """
    tools = find_tools()
    limits = Limits(compile=compile_timeout, run=run_timeout,
                    probe_paths=Limits().probe_paths[:1])
    return TosaRefJudge(toolchain, tools, out_dir, limits, jobs)
