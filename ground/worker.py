"""Long-lived, crash-isolated worker processes: the MLIR bindings in a process we can sacrifice.

The bindings are built with assertions, and an assertion (or a ``cf.assert`` at run time, or a
segfault) aborts the process that hosts them (toolchain.md section 3). Work that calls into
them runs in a child process started with ``python -m <module>``, reused across requests, and
replaced when it dies, runs past its time limit, or grows past its memory limit.

Protocol (binary stdin, binary stdout): a request is a line with the byte length ``N`` of a
JSON object followed by those ``N`` bytes; the answer is one JSON line. The child answers with
the original stdout, which :func:`serve` keeps for itself before pointing fd 1 at a file, so
nothing the hosted code prints (a JIT-compiled program, a library) can corrupt the protocol.
The child's fd 2 is a file in memory (:func:`memory_file`) the parent reads back when the child
dies: it holds the assertion message and the stack dump of the request that killed it.

Parent side: :class:`WorkerPool` (thread-safe; one child per concurrent caller), whose
:meth:`~WorkerPool.ask` returns the answer or a :class:`Death`. Child side: :func:`serve`.
"""

from __future__ import annotations

import atexit
import json
import multiprocessing.util
import os
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

import attrs

#: the directory holding the project's packages (``ground``'s parent), put on the child's path
_ROOT = str(Path(__file__).resolve().parents[1])
_POOLS: weakref.WeakSet[WorkerPool] = weakref.WeakSet()


@attrs.frozen
class Death:
    """A request the worker did not answer.

    Attributes:
        reason: ``"crash"`` (the child exited or got a signal), ``"timeout"`` (it ran past the
            limit and was killed).
        returncode: the child's exit status (negative: the signal), None on timeout.
        stderr: what the child wrote on fd 2 during the request (assertion, stack dump).
        seconds: wall time from the request to the death (monotonic clock).
    """

    reason: str
    returncode: int | None
    stderr: str
    seconds: float


def memory_file(name: str) -> BinaryIO:
    """An anonymous read-write binary file in memory (``memfd_create``, Linux), else a
    temporary file: a hosted library writing its debug output in many small unbuffered writes
    (LLVM's ``dbgs()``) costs far less on a memory file than on a disk file system."""
    try:
        fd = os.memfd_create(name)
    except (AttributeError, OSError):
        return tempfile.TemporaryFile()
    return os.fdopen(fd, "w+b")


class _Child:
    """One child process, its stderr file and its request count."""

    def __init__(self, module: str, env: dict[str, str] | None) -> None:
        self.stderr = memory_file("worker-stderr")
        full = dict(os.environ) | (env or {})
        full["PYTHONPATH"] = os.pathsep.join(p for p in (_ROOT, full.get("PYTHONPATH")) if p)
        self.argv = (sys.executable, "-m", module)
        self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.stderr, env=full, start_new_session=True)
        self.requests = 0

    def ask(self, request: dict, timeout: float) -> dict | Death:
        data = json.dumps(request).encode()
        start = time.monotonic()
        self.requests += 1
        self.stderr.seek(0)  # the child's fd 2 shares this offset: it writes from 0 again
        self.stderr.truncate()
        try:
            self.proc.stdin.write(b"%d\n" % len(data) + data)
            self.proc.stdin.flush()
            ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
            line = self.proc.stdout.readline() if ready else None
        except (BrokenPipeError, OSError):
            line = b""
        if line:
            return json.loads(line)
        timed_out = line is None
        if timed_out:
            self.kill()
        rc = self.proc.wait()
        self.stderr.seek(0)
        err = self.stderr.read().decode("utf-8", errors="replace")
        return Death("timeout" if timed_out else "crash", None if timed_out else rc, err,
                     time.monotonic() - start)

    def rss_bytes(self) -> int:
        """Resident set size of the child (Linux ``/proc``; 0 where unavailable)."""
        try:
            pages = int(Path(f"/proc/{self.proc.pid}/statm").read_text().split()[1])
        except (OSError, IndexError, ValueError):
            return 0
        return pages * os.sysconf("SC_PAGE_SIZE")

    def kill(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            self.proc.kill()

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.proc.stdin.close()
                self.proc.wait(timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                self.kill()
                self.proc.wait()
        for f in (self.proc.stdout, self.stderr):
            f.close()


class WorkerPool:
    """Children running ``python -m module`` (a module whose main calls :func:`serve`).

    Args:
        module: the child's module.
        memory_limit: bytes of resident memory after which a child is replaced (checked after
            every answer; None: no limit).
        renew_after: requests after which a child is replaced (None: never), a bound on what
            accumulates in it (uniqued types and attributes of a reused MLIR context).
        env: extra environment variables of the children.

    Attributes:
        started: children started so far (restarts included), for statistics.
        deaths: requests that ended in a :class:`Death`.
    """

    def __init__(self, module: str, memory_limit: int | None = None,
                 renew_after: int | None = None, env: dict[str, str] | None = None) -> None:
        self.module = module
        self.memory_limit = memory_limit
        self.renew_after = renew_after
        self.env = env
        self._idle: list[_Child] = []
        self._lock = threading.Lock()
        self.started = 0
        self.deaths = 0
        _POOLS.add(self)

    @property
    def argv(self) -> tuple[str, ...]:
        """The children's command line."""
        return (sys.executable, "-m", self.module)

    def ask(self, request: dict, timeout: float) -> dict | Death:
        """Send ``request`` (a JSON object) to an idle child (started if none is idle) and wait
        at most ``timeout`` seconds for its answer. A child that dies or runs past the limit is
        killed and replaced on the next request; so is one past ``memory_limit`` or
        ``renew_after`` once it has answered."""
        with self._lock:
            child = self._idle.pop() if self._idle else None
        if child is None:
            child = _Child(self.module, self.env)
            with self._lock:
                self.started += 1
        answer = child.ask(request, timeout)
        if isinstance(answer, Death):
            with self._lock:
                self.deaths += 1
            child.close()
            return answer
        worn = ((self.renew_after is not None and child.requests >= self.renew_after)
                or (self.memory_limit is not None and child.rss_bytes() > self.memory_limit))
        if worn:
            child.close()
        else:
            with self._lock:
                self._idle.append(child)
        return answer

    def close(self) -> None:
        """Stop the idle children (new ones start on demand)."""
        with self._lock:
            idle, self._idle = self._idle, []
        for child in idle:
            child.close()


def _shutdown() -> None:
    for pool in list(_POOLS):
        pool.close()


# Children are waited for at exit, so their CPU time counts in the parent's rusage: atexit for
# a main process; a process-pool process (multiprocessing) ends with os._exit after running
# multiprocessing's own exit finalizers, hence the Finalize too (both run: close is idempotent).
atexit.register(_shutdown)
multiprocessing.util.Finalize(None, _shutdown, exitpriority=0)


def serve(handle: Callable[[dict], dict]) -> int:
    """The child's loop: answer each request with ``handle(request)`` until stdin closes.

    fd 1 is pointed at ``/dev/null`` and answers go to a private copy of the original stdout,
    so output of the hosted code never mixes with answers (a handler that wants that output
    redirects fd 1 itself). The parent empties fd 2's file before each request, so
    :func:`request_stderr` gives what was written on fd 2 during the request. An exception of
    ``handle`` is answered as ``{"internal": "Type: message"}`` and the loop goes on. Returns
    the exit status (0).
    """
    answers = os.fdopen(os.dup(1), "wb")
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.close(null)
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - stray prints of Python code
    src = sys.stdin.buffer
    while True:
        header = src.readline()
        if not header.strip():
            return 0
        request = json.loads(src.read(int(header)).decode("utf-8", errors="replace"))
        try:
            answer = handle(request)
        except Exception as exc:  # a bug of ours: reported, the process goes on
            answer = {"internal": f"{type(exc).__name__}: {exc}"[:300]}
        answers.write(json.dumps(answer).encode() + b"\n")
        answers.flush()


def request_stderr() -> str:
    """Child side: what this process wrote on fd 2 since the current request arrived (the
    parent empties the file before each request; fd 2 is that file, opened for reading too)."""
    sys.stderr.flush()
    end = os.lseek(2, 0, os.SEEK_CUR)
    return os.pread(2, end, 0).decode("utf-8", errors="replace") if end > 0 else ""
