"""The local executor keeps every worker fed while the client is busy with earlier results
(issue 18: a campaign at ``--jobs 2`` used 1.3 of 2 cores). Events, not timing: the client here
never collects a result, as if it were writing or triaging, and each worker must still start
its next task."""

from __future__ import annotations

import multiprocessing

from smith.app.executors import LocalExecutor

#: generous bound for a loaded machine; the test never waits for it unless it fails
PATIENCE = 300


def _task(arg):
    """Report the start of task ``i``, then wait until the test releases it."""
    i, started, release = arg
    started.put(i)
    release[i].wait(PATIENCE)
    return i


def test_each_worker_has_a_spare_task_while_the_client_is_busy():
    jobs = 2
    ex = LocalExecutor(jobs)
    with multiprocessing.Manager() as mgr:
        started = mgr.Queue()
        release = [mgr.Event() for _ in range(ex.capacity)]
        try:
            futs = [ex.submit(_task, (i, started, release)) for i in range(ex.capacity)]
            first = {started.get(timeout=PATIENCE) for _ in range(jobs)}
            for i in first:
                release[i].set()  # both workers finish; the client collects nothing
            # each worker starts one more task without the client submitting anything
            more = {started.get(timeout=PATIENCE) for _ in range(jobs)}
            assert len(first | more) == 2 * jobs
        finally:
            for e in release:
                e.set()
            ex.close()
        assert sorted(f.result() for f in futs) == list(range(ex.capacity))
