"""Run one compiler tool in a subprocess with a timeout and never raise on its failure.

A compiler crash is data: :func:`run_tool` returns a :class:`ToolResult` whatever the tool did
(non-zero exit, signal, assertion, timeout). Only a missing executable is our error.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Sequence

import attrs

from ground.errors import ToolchainError

# Worker processes are spawned, never forked: a fork copies the parent's MLIR Python-binding
# objects (contexts, modules), and the child then segfaults when it garbage-collects them
# (seen in tests/smith/test_middle_generate.py). Every process pool in smith uses this context.
SPAWN = multiprocessing.get_context("spawn")


@attrs.frozen
class ToolResult:
    """Outcome of one tool invocation.

    Attributes:
        argv: the exact command line.
        returncode: exit status; negative for a signal (e.g. -6 for SIGABRT); None on timeout.
        stdout, stderr: decoded output (UTF-8, errors replaced).
        timed_out: the tool ran longer than its timeout and was killed.
        seconds: wall time (monotonic clock; measurement only, never feeds generation).
        via: how the tool ran: ``"subprocess"``, ``"worker"`` (in process in the compiler
            worker, ``ground.compiler``), or ``"subprocess after worker ..."`` (the worker died
            or declined, and the tool was run as a subprocess; the reason follows).
    """

    argv: tuple[str, ...]
    returncode: int | None
    stdout: str
    stderr: str
    timed_out: bool
    seconds: float
    via: str = "subprocess"

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.timed_out


def run_tool(
    argv: Sequence[str | os.PathLike],
    stdin: str | bytes | None = None,
    timeout: float = 60.0,
    cwd: str | os.PathLike | None = None,
    stderr_lines: Callable[[str], bool] | None = None,
) -> ToolResult:
    """Run ``argv`` with ``stdin`` and a timeout in seconds; the whole process group is killed on
    timeout.

    ``stderr_lines``, when given, sees every stderr line (decoded, newline kept) as the tool
    writes it, in a reader thread; a line it returns True for is consumed and left out of
    :attr:`ToolResult.stderr` (e.g. ``-debug-only`` output parsed as it streams, never kept).

    Raises:
        ToolchainError: the executable does not exist or cannot be executed.
    """
    args = tuple(str(a) for a in argv)
    data = stdin.encode() if isinstance(stdin, str) else stdin
    start = time.monotonic()
    try:
        proc = subprocess.Popen(
            args,
            stdin=subprocess.PIPE if data is not None else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
            start_new_session=True,
        )
    except OSError as exc:
        raise ToolchainError(f"cannot run {args[0]}: {exc.strerror}") from None
    if stderr_lines is None:
        out, err, rc, timed_out = _communicate(proc, data, timeout)
    else:
        out, err, rc, timed_out = _stream(proc, data, timeout, stderr_lines)
    return ToolResult(
        argv=args,
        returncode=rc,
        stdout=out.decode("utf-8", "replace"),
        stderr=err.decode("utf-8", "replace"),
        timed_out=timed_out,
        seconds=time.monotonic() - start,
    )


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _communicate(proc: subprocess.Popen, data: bytes | None, timeout: float
                 ) -> tuple[bytes, bytes, int | None, bool]:
    try:
        out, err = proc.communicate(data, timeout=timeout)
        return out, err, proc.returncode, False
    except subprocess.TimeoutExpired:
        _kill(proc)
        out, err = proc.communicate()
        return out, err, None, True


def _stream(proc: subprocess.Popen, data: bytes | None, timeout: float,
            consume: Callable[[str], bool]) -> tuple[bytes, bytes, int | None, bool]:
    """:func:`_communicate` with stderr read line by line and offered to ``consume``."""
    assert proc.stdout is not None
    assert proc.stderr is not None
    out: list[bytes] = []
    kept: list[bytes] = []

    def read_out() -> None:
        out.append(proc.stdout.read())

    def read_err() -> None:
        for raw in proc.stderr:
            if not consume(raw.decode("utf-8", "replace")):
                kept.append(raw)

    def write_in() -> None:
        try:
            proc.stdin.write(data)
            proc.stdin.close()
        except (BrokenPipeError, OSError):
            pass

    threads = [threading.Thread(target=f, daemon=True) for f in (read_out, read_err)]
    if data is not None:
        threads.append(threading.Thread(target=write_in, daemon=True))
    for t in threads:
        t.start()
    # Wait on the reader threads, which end when the tool closes its pipes (at exit): a join
    # wakes at once, where ``Popen.wait(timeout=...)`` polls with sleeps of up to 50 ms.
    deadline = time.monotonic() + timeout
    for t in threads[:2]:
        t.join(max(0.0, deadline - time.monotonic()))
    try:
        rc: int | None = proc.wait(timeout=max(0.0, deadline - time.monotonic()))
        timed_out = False
    except subprocess.TimeoutExpired:
        _kill(proc)
        proc.wait()
        rc, timed_out = None, True
    for t in threads:
        t.join()
    return b"".join(out), b"".join(kept), rc, timed_out
