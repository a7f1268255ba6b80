"""The TOSA reference model as an extra judge of ``smith run --oracle tosa-ref``: every
program the lowering paths judged is also run through :func:`judges.tosa_ref.judge.
judge_program` (its TOSA graph in the official reference model, compared with MLIR's values).

The campaign driver of ``smith run`` and ``smith campaign`` (``smith.app.tasks``) makes an
oracle per program in its worker and calls :meth:`TosaRefOracle.judge` on it; lowering does
not import this package (imports run downward). Each judgement runs in a spawned worker
process (the MLIR bindings parse in-process; a crash there must not take the run down) and
every failure, of the model or of ours, is a verdict row
(``spec-model-crash``, ``spec-model-timeout``, ``spec-not-judged``), never an exception.
"""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

from ground.proc import SPAWN
from ground.toolchain import Toolchain
from judges.tosa_ref.corpus import judge_one, render, summarize
from judges.tosa_ref.judge import Limits
from judges.tosa_ref.tools import TosaTools, find_tools

NAME = "tosa-ref"
ORACLES = (NAME,)


class TosaRefOracle:
    """Judge programs with the TOSA reference model for a lowering run.

    Args:
        toolchain: the MLIR toolchain of the run (the probe lowers along it).
        tools: the TOSA tools (:func:`judges.tosa_ref.tools.find_tools`).
        out_dir: the run's results directory: reproducers go to
            ``findings/spec-<kind>/<program id>/`` there.
        limits: timeouts (seconds) and probe paths; the lowering run has compared paths
            already, so one probe path is enough (the default here).
        jobs: worker processes.
    """

    name = NAME

    def __init__(self, toolchain: Toolchain, tools: TosaTools, out_dir: Path,
                 limits: Limits | None = None, jobs: int = 1) -> None:
        self.tc, self.tools, self.out = toolchain, tools, Path(out_dir)
        self.limits = limits or Limits(probe_paths=Limits().probe_paths[:1])
        self.jobs = max(1, jobs)
        self.pool = ProcessPoolExecutor(max_workers=self.jobs, mp_context=SPAWN)

    def judge(self, path: Path) -> dict:
        """The verdict row of the program file ``path`` (``kind``, ``agreement``, ``op``,
        ``message``, ``difference``, ``known``, ``results``/``reached``, ``reproducer``)."""
        try:
            _, row = self.pool.submit(judge_one, (str(path), self.tc, self.tools, self.limits,
                                                   str(self.out))).result()
        except Exception as exc:  # a broken worker is a verdict, never an abort of the run
            row = {"kind": "spec-not-judged",
                   "message": f"judge worker failed: {type(exc).__name__}: {exc}"[:300]}
            if isinstance(exc, BrokenProcessPool):
                self.pool = ProcessPoolExecutor(max_workers=self.jobs, mp_context=SPAWN)
        return row

    def summarize(self, rows: list[dict]) -> dict:
        """Counts over the rows (:func:`judges.tosa_ref.corpus.summarize`)."""
        return summarize(rows)

    def render(self, summary: dict) -> list[str]:
        return render(summary).splitlines()

    def close(self) -> None:
        self.pool.shutdown()


def make_oracle(name: str, toolchain: Toolchain, out_dir: Path, jobs: int,
                compile_timeout: float, run_timeout: float) -> TosaRefOracle:
    """The oracle called ``name`` (only ``tosa-ref``).

    Raises:
        judges.tosa_ref.tools.OracleUnavailable: tosa-tools (the ``oracle`` extra) is not
            installed (a :class:`ground.errors.UsageError`: one line, exit 2).
    """
    tools = find_tools()
    limits = Limits(compile=compile_timeout, run=run_timeout,
                    probe_paths=Limits().probe_paths[:1])
    return TosaRefOracle(toolchain, tools, out_dir, limits, jobs)
