"""Translation-validation checks in child processes (:mod:`judges.tv.worker`), reused across
checks, with a hard wall-clock limit: a check that runs past it (a solver ignoring its
per-query limit, a huge encoding) or a child that dies (an assertion in the MLIR bindings)
gives a :class:`~judges.tv.check.TVResult` with verdict ``timeout`` or ``unsupported`` and the
next check gets a fresh child. Thread-safe: one child per concurrent caller.
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

from ground.errors import UsageError
from judges.tv.check import TVResult, result_from_json
from judges.tv.refine import FuncVerdict

WORKER_ARGV = (sys.executable, "-m", "judges.tv.worker")


class _Worker:
    def __init__(self) -> None:
        self.stderr = tempfile.TemporaryFile()
        env = dict(os.environ)
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
        self.proc = subprocess.Popen(WORKER_ARGV, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.stderr, env=env)

    def ask(self, request: dict, limit: float) -> dict | None:
        """The answer, or None when the child died or ran past ``limit`` seconds (it is then
        killed)."""
        data = json.dumps(request).encode()
        try:
            self.proc.stdin.write(b"%d\n" % len(data) + data)
            self.proc.stdin.flush()
            ready, _, _ = select.select([self.proc.stdout], [], [], limit)
            line = self.proc.stdout.readline() if ready else None
        except (BrokenPipeError, OSError):
            line = b""
        if line:
            return json.loads(line)
        self.proc.kill()
        self.proc.wait()
        return None

    def last_error(self) -> str:
        self.stderr.seek(0)
        lines = self.stderr.read().decode("utf-8", "replace").strip().splitlines()
        return lines[-1][:200] if lines else f"exit {self.proc.returncode}"

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


def check_isolated(src_text: str, tgt_text: str, funcs: list[str] | None = None,
                   timeout: float = 30.0, hard_limit: float | None = None,
                   solver: str = "bitwuzla", lowering_opt: str | None = None) -> TVResult:
    """:func:`judges.tv.check.check_texts` in a child process.

    Args:
        timeout: the solver's limit per query (seconds).
        hard_limit: wall-clock limit of the whole check (default ``20 * timeout + 120``).

    Raises:
        UsageError: a module does not parse.
    """
    limit = hard_limit if hard_limit is not None else 20 * timeout + 120
    with _LOCK:
        worker = _IDLE.pop() if _IDLE else None
    worker = worker or _Worker()
    start = time.monotonic()
    answer = worker.ask({"src": src_text, "tgt": tgt_text, "funcs": funcs, "timeout": timeout,
                         "solver": solver, "lowering_opt": lowering_opt}, limit)
    if answer is None:
        elapsed = time.monotonic() - start
        died = elapsed < limit
        reason = (f"the checking process died: {worker.last_error()}" if died else
                  f"the check ran past its {limit:g} s limit")
        worker.close()
        return TVResult("unsupported" if died else "timeout",
                        (FuncVerdict("", "unsupported" if died else "timeout", reason),),
                        elapsed)
    with _LOCK:
        _IDLE.append(worker)
    if "error" in answer:
        raise UsageError(f"module does not parse: {answer['error']}")
    if "internal" in answer:
        reason = f"internal error of the checker: {answer['internal']}"
        return TVResult("unsupported", (FuncVerdict("", "unsupported", reason),),
                        time.monotonic() - start)
    return result_from_json(answer)


@atexit.register
def shutdown() -> None:
    """Stop the idle checking processes (they are restarted on demand)."""
    with _LOCK:
        while _IDLE:
            _IDLE.pop().close()
