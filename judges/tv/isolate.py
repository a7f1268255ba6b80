"""Translation-validation checks in child processes (:mod:`judges.tv.worker`), reused across
checks, with a hard wall-clock limit: a check that runs past it (a solver ignoring its
per-query limit, a huge encoding) or a child that dies (an assertion in the MLIR bindings)
gives a :class:`~judges.tv.check.TVResult` with verdict ``timeout`` or ``unsupported`` and the
next check gets a fresh child (``ground.worker``). Thread-safe: one child per concurrent
caller.
"""

from __future__ import annotations

import time

from ground.errors import UsageError
from ground.worker import Death, WorkerPool
from judges.tv.check import TVResult, result_from_json
from judges.tv.refine import FuncVerdict

_POOL = WorkerPool("judges.tv.worker")
WORKER_ARGV = _POOL.argv


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
    start = time.monotonic()
    answer = _POOL.ask({"src": src_text, "tgt": tgt_text, "funcs": funcs, "timeout": timeout,
                        "solver": solver, "lowering_opt": lowering_opt}, limit)
    if isinstance(answer, Death):
        died = answer.reason == "crash"
        last = (answer.stderr.strip().splitlines() or [f"exit {answer.returncode}"])[-1][:200]
        reason = (f"the checking process died: {last}" if died else
                  f"the check ran past its {limit:g} s limit")
        verdict = "unsupported" if died else "timeout"
        return TVResult(verdict, (FuncVerdict("", verdict, reason),), time.monotonic() - start)
    if "error" in answer:
        raise UsageError(f"module does not parse: {answer['error']}")
    if "internal" in answer:
        reason = f"internal error of the checker: {answer['internal']}"
        return TVResult("unsupported", (FuncVerdict("", "unsupported", reason),),
                        time.monotonic() - start)
    return result_from_json(answer)


def shutdown() -> None:
    """Stop the idle checking processes (they are restarted on demand)."""
    _POOL.close()
