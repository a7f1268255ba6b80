"""What a campaign journals for a program whose task did not return a result
(:mod:`smith.app.campaign`): its worker raised (:func:`error_record`), or its worker process died
(:func:`died_record`: a crash of the MLIR Python bindings in a worker takes the whole local pool
with it, ``concurrent.futures.process.BrokenProcessPool``), and when the executor itself is gone
(:func:`fatal`).

Both records have the verdict ``error`` (a program smith could not finish) and carry what
replays the program: its index and seed (program *i* of ``smith gen --seed S`` with the
campaign's options), and for a mutant the seed file and draw seed (``mutation`` of its would-be
header); a corpus program (``smith run``) its file.
"""

from __future__ import annotations

import traceback
from collections.abc import Sequence
from concurrent.futures.process import BrokenProcessPool

from ground.draw import derive_seed
from ground.errors import SmithError
from smith.app.campaign_state import CampaignOutcome, program_id
from smith.app.records import JournalRecord, Task, TaskResult

#: pool deaths in a row (no program finished in between) after which the campaign stops: the
#: pool cannot run programs at all (e.g. every worker dies as it starts)
MAX_POOL_DEATHS = 3
#: the signature of a program whose worker died (the ending, e.g. "SIGSEGV", follows)
DIED = "smith error: worker process died"
_KEYS = ("index", "file", "verdict", "signature", "paths", "finding", "findings")


class WorkersDied(SmithError):
    """The pool's workers died :data:`MAX_POOL_DEATHS` times in a row without finishing a
    program (one line; the programs in flight are journaled, ``--resume`` continues)."""


def fatal(exc: BaseException) -> bool:
    """Errors that mean the executor itself is gone (stop the campaign, do not journal): an
    interrupt, a cancelled future, a Dask worker killed too often. A dead local pool is not one
    (``BrokenProcessPool``: :func:`died_record`, the pool is restarted)."""
    return isinstance(exc, KeyboardInterrupt | SystemExit) or \
        type(exc).__name__ in ("CancelledError", "KilledWorker", "FutureCancelledError")


def _record(task: Task, signature: str) -> JournalRecord:
    rec = JournalRecord(index=task.index, file=None, verdict=CampaignOutcome.ERROR,
                        signature=signature, paths=[], finding=None, findings=[], keys=_KEYS)
    if task.program:
        return rec.with_(id=task.program.id, file=task.program.file)
    return rec.with_(id=program_id(task.index), seed=derive_seed(task.seed, task.index))


def error_record(task: Task, exc: BaseException) -> TaskResult:
    """The result of a task whose worker raised ``exc`` (verdict ``error``: a bug of ours;
    the signature is ``smith error: `` and the exception's last line, at most 500 characters)."""
    tb = "".join(traceback.format_exception_only(type(exc), exc)).strip()
    return TaskResult(_record(task, f"smith error: {tb[:500]}"))


def died_record(task: Task, ending: str, in_flight: Sequence[int]) -> TaskResult:
    """The result of a task whose worker process died (``BrokenProcessPool``): verdict
    ``error``, signature ``smith error: worker process died (<ending>)`` (``ending``: how the
    dead worker ended, e.g. ``SIGSEGV``, ``SIGKILL``, ``exit 1``, or ``unknown``), and
    ``worker_died``: ``{"ending", "in_flight"}`` (the indices of every program the death took:
    one of them killed the worker, the others were waiting or ran beside it) with, for a
    mutant, ``"mutation": {"seed_file", "draw_seed"}`` (what rebuilds it)."""
    info: dict = {"ending": ending, "in_flight": sorted(in_flight)}
    if task.mutate is not None:
        info["mutation"] = {"seed_file": task.mutate.seed_file,
                            "draw_seed": task.mutate.draw_seed}
    return TaskResult(_record(task, f"{DIED} ({ending})").with_(worker_died=info))


def is_pool_death(exc: BaseException) -> bool:
    """``exc`` says the local pool lost a worker (every task in flight fails with it)."""
    return isinstance(exc, BrokenProcessPool)
