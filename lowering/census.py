"""Op census of MLIR text, parsed with the MLIR Python bindings in child processes.

Stepwise lowering rescans the IR after every pass (LOBE Algorithm 1), and that IR is whatever
the last pass printed. The bindings are built with assertions, and some printed IR makes their
parser abort (seen: an ``APInt::isIntN`` assertion on 2 of 26 middle-dialect programs). An
abort inside the campaign process would take every program with it, so parsing runs in
long-lived children (:mod:`lowering.census_worker`), one per thread that asks, reused across
requests. A child that dies or hangs becomes a :class:`BindingsCrash` carrying a
:class:`~ground.proc.ToolResult`, and the next request starts a fresh child.
"""

from __future__ import annotations

import atexit
import json
import os
import select
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter

from ground.errors import SmithError, UsageError
from ground.proc import ToolResult

WORKER_ARGV = (sys.executable, "-m", "lowering.census_worker")


class BindingsCrash(SmithError):
    """The MLIR Python bindings crashed (or hung) while parsing a program.

    Attributes:
        result: the child's :class:`~ground.proc.ToolResult` (return code, stderr with the
            assertion), usable with :func:`lowering.signature.crash_signature`.
    """

    def __init__(self, result: ToolResult) -> None:
        super().__init__(f"MLIR bindings crashed parsing a program (exit {result.returncode})")
        self.result = result


class _Worker:
    """One child process and its stderr file."""

    def __init__(self) -> None:
        self.stderr = tempfile.TemporaryFile()
        env = dict(os.environ)
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
        self.proc = subprocess.Popen(WORKER_ARGV, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.stderr, env=env)

    def ask(self, text: str, timeout: float) -> dict:
        data = text.encode()
        start = time.monotonic()
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
            self.proc.kill()
        rc = self.proc.wait()
        self.stderr.seek(0)
        err = self.stderr.read().decode("utf-8", errors="replace")
        raise BindingsCrash(ToolResult(WORKER_ARGV, None if timed_out else rc, "", err,
                                       timed_out, time.monotonic() - start))

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.proc.stdin.close()
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
        self.stderr.close()


_IDLE: list[_Worker] = []
_LOCK = threading.Lock()


def op_counts(program_text: str, timeout: float = 120.0) -> Counter[str]:
    """Count the ops of ``program_text`` (every op nested in the top-level module).

    Args:
        program_text: MLIR in any form (unregistered dialects allowed).
        timeout: seconds to wait for the parse.

    Raises:
        UsageError: the text does not parse.
        BindingsCrash: the bindings aborted, crashed or hung on it.
    """
    with _LOCK:
        worker = _IDLE.pop() if _IDLE else None
    worker = worker or _Worker()
    try:
        answer = worker.ask(program_text, timeout)
    except BindingsCrash:
        worker.close()
        raise
    with _LOCK:
        _IDLE.append(worker)
    if "error" in answer:
        raise UsageError(f"program does not parse: {answer['error']}")
    return Counter(answer["counts"])


@atexit.register
def _shutdown() -> None:
    with _LOCK:
        while _IDLE:
            _IDLE.pop().close()
