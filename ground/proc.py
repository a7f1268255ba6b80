"""Run one compiler tool in a subprocess with a timeout and never raise on its failure.

A compiler crash is data: :func:`run_tool` returns a :class:`ToolResult` whatever the tool did
(non-zero exit, signal, assertion, timeout). Only a missing executable is our error.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import time
from collections.abc import Sequence

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
) -> ToolResult:
    """Run ``argv`` with ``stdin`` and a timeout in seconds; the whole process group is killed on
    timeout.

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
    try:
        out, err = proc.communicate(data, timeout=timeout)
        timed_out = False
        rc: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
        timed_out, rc = True, None
    return ToolResult(
        argv=args,
        returncode=rc,
        stdout=out.decode("utf-8", "replace"),
        stderr=err.decode("utf-8", "replace"),
        timed_out=timed_out,
        seconds=time.monotonic() - start,
    )
