"""Where campaign work runs: a local process pool (``concurrent.futures``) or a Dask cluster
(``distributed``). No cluster code of our own.

Both executors expose the same three calls to :mod:`smith.app.campaign`: :meth:`Executor.submit`
(one :class:`smith.app.records.Task`, picklable, returns a future of its
:class:`smith.app.records.TaskResult`), :attr:`Executor.capacity` (how many tasks to keep in
flight) and :meth:`Executor.close`. Completion is observed with ``future.add_done_callback``,
which both ``concurrent.futures.Future`` and ``distributed.Future`` support, so the campaign
loop is the same for both.

Tasks are module-level functions taking a task record and returning a result record (attrs
records, no loose dictionaries, so both sides agree on every field). A task never writes into
the campaign directory (the client does), so a worker on another machine only needs smith and
the MLIR toolchain installed, not a shared file system.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import shutil
import signal
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ground.errors import UsageError
from ground.lazy import MissingLibrary, load
from smith.app.records import Task, TaskResult

EXECUTORS = ("local", "dask")


class Executor:
    """Common interface. ``capacity`` is the number of tasks worth keeping in flight."""

    name = "executor"
    capacity = 1

    def submit(self, fn: Callable[[Task], TaskResult], task: Task) -> Any:  # pragma: no cover
        """Run ``fn(task)`` on a worker; a future of its result (abstract)."""
        raise NotImplementedError

    def close(self, cancel: bool = False) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def restart(self) -> str:  # pragma: no cover - abstract
        """Replace a pool that lost a worker (``BrokenProcessPool``: every task in flight
        failed) with a new one; how the dead worker ended (:func:`ending`)."""
        raise NotImplementedError

    def describe(self) -> str:
        return self.name

    def __enter__(self) -> Executor:
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        self.close(cancel=exc_type is not None)


def _worker_init(parent: int) -> None:
    """Pool initializer: the worker's temporary files (every task's scratch directory) go
    into one directory of its own, removed however the worker ends: normally, on SIGTERM (a
    killed campaign's pool, a cancelled shutdown), or when the campaign process is gone
    (``kill -9`` of the campaign leaves pool workers orphaned; a daemon thread notices within a
    second and ends the worker; ``--resume`` starts new ones). Only a SIGKILL of the worker
    itself leaves the directory behind."""
    scratch = tempfile.mkdtemp(prefix="smith-worker-")
    tempfile.tempdir = scratch

    def clean() -> None:
        shutil.rmtree(scratch, ignore_errors=True)

    def end(code: int) -> None:
        clean()
        os._exit(code)

    atexit.register(clean)
    signal.signal(signal.SIGTERM, lambda signum, frame: end(128 + signum))

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        end(1)

    threading.Thread(target=watch, name="smith-parent-watch", daemon=True).start()


def ending(exitcode: int) -> str:
    """How a process with ``exitcode`` ended: the signal's name (``SIGSEGV`` for -11, as
    ``multiprocessing`` reports a death by signal), else ``exit N``."""
    if exitcode < 0:
        try:
            return signal.Signals(-exitcode).name
        except ValueError:
            return f"signal {-exitcode}"
    return f"exit {exitcode}"


class LocalExecutor(Executor):
    """A ``ProcessPoolExecutor`` with ``jobs`` workers (spawned: the parent runs a rich display
    thread, and the MLIR bindings are loaded in the workers only)."""

    name = "local"

    def __init__(self, jobs: int) -> None:
        self.jobs = max(1, jobs)
        # a spare task per worker: a worker that finishes takes the next task at once, even
        # while the client is still writing an earlier result (with one spare for the whole
        # pool, two workers finishing close together left one idle until the client caught
        # up); at the end of a --time budget each worker finishes at most one more program
        self.capacity = 2 * self.jobs
        self._pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(max_workers=self.jobs,
                                   mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_worker_init, initargs=(os.getpid(),))

    def submit(self, fn: Callable[[Task], TaskResult], task: Task) -> Any:
        """Raises ``BrokenProcessPool`` when the pool lost a worker (:meth:`restart`)."""
        return self._pool.submit(fn, task)

    def restart(self) -> str:
        """Shut the broken pool down (its other workers are terminated: SIGTERM, their scratch
        removed; the dead one's ``smith-worker-*`` directory stays) and start a new one.
        Returns how the dead worker ended: :func:`ending` of the first exit code that is
        neither 0 nor a termination by the pool (the pool's processes are
        ``ProcessPoolExecutor._processes``, not public API: ``unknown`` when it is gone)."""
        procs = list((getattr(self._pool, "_processes", None) or {}).values())
        self._pool.shutdown(wait=True, cancel_futures=True)  # every worker joined: exit codes
        codes = [p.exitcode for p in procs]
        died = [c for c in codes if c not in (None, 0, -signal.SIGTERM, 128 + signal.SIGTERM)]
        self._pool = self._new_pool()
        return ending(died[0]) if died else "unknown"

    def close(self, cancel: bool = False) -> None:
        self._pool.shutdown(wait=not cancel, cancel_futures=cancel)

    def describe(self) -> str:
        return f"local ({self.jobs} processes)"


class DaskExecutor(Executor):
    """A ``distributed.Client`` connected to ``scheduler`` (an address such as
    ``tcp://10.0.0.5:8786``), or to a ``distributed.LocalCluster`` with ``jobs`` single-threaded
    worker processes when no scheduler is given."""

    name = "dask"

    def __init__(self, scheduler: str | None, jobs: int) -> None:
        try:
            distributed = load("distributed")
        except MissingLibrary:
            raise UsageError("--executor dask needs dask.distributed: "
                             "pip install 'smith-mlir[dask]'") from None
        self._cluster = None
        try:
            if scheduler:
                self._client = distributed.Client(scheduler, timeout="20s")
            else:
                self._cluster = distributed.LocalCluster(n_workers=max(1, jobs),
                                                         threads_per_worker=1, processes=True,
                                                         dashboard_address=None)
                self._client = distributed.Client(self._cluster)
        except (OSError, TimeoutError) as exc:
            if self._cluster is not None:
                self._cluster.close()
            raise UsageError(f"cannot connect to the Dask scheduler {scheduler}: {exc}") from None
        threads = sum(self._client.nthreads().values()) or max(1, jobs)
        self.capacity = 2 * threads
        self.scheduler = scheduler or self._client.scheduler.address

    def submit(self, fn: Callable[[Task], TaskResult], task: Task) -> Any:
        # pure=False: every submission runs (a task's result must not be taken from a cache
        # shared with another campaign using the same arguments).
        return self._client.submit(fn, task, pure=False)

    def close(self, cancel: bool = False) -> None:
        try:
            self._client.close()
        finally:
            if self._cluster is not None:
                self._cluster.close()

    def describe(self) -> str:
        return f"dask ({self.scheduler}, {self.capacity // 2} worker threads)"


def make_executor(kind: str, jobs: int | None = None, scheduler: str | None = None) -> Executor:
    """Build the executor named ``kind`` (``local`` or ``dask``).

    Raises:
        UsageError: unknown executor, ``--scheduler`` without dask, or dask unavailable.
    """
    jobs = jobs or os.cpu_count() or 1
    if kind == "local":
        if scheduler:
            raise UsageError("--scheduler is only meaningful with --executor dask")
        return LocalExecutor(jobs)
    if kind == "dask":
        return DaskExecutor(scheduler, jobs)
    raise UsageError(f"unknown executor {kind!r} (choose from {', '.join(EXECUTORS)})")
