"""Op census of MLIR text, parsed with the MLIR Python bindings in child processes.

Stepwise lowering rescans the IR after every pass (LOBE Algorithm 1), and that IR is whatever
the last pass printed. The bindings are built with assertions, and some printed IR makes their
parser abort (seen: an ``APInt::isIntN`` assertion on 2 of 26 middle-dialect programs). An
abort inside the campaign process would take every program with it, so parsing runs in
long-lived children (:mod:`lowering.census_worker`), one per thread that asks, reused across
requests (``ground.worker``). A child that dies or hangs becomes a :class:`BindingsCrash` carrying a
:class:`~ground.proc.ToolResult`, and the next request starts a fresh child.
"""

from __future__ import annotations

from collections import Counter

from ground.errors import SmithError, UsageError
from ground.proc import ToolResult
from ground.worker import Death, WorkerPool

#: parses per child (uniqued types and attributes accumulate in its MLIR contexts)
RENEW = 2000
_POOL = WorkerPool("lowering.census_worker", renew_after=RENEW)
WORKER_ARGV = _POOL.argv


class BindingsCrash(SmithError):
    """The MLIR Python bindings crashed (or hung) while parsing a program.

    Attributes:
        result: the child's :class:`~ground.proc.ToolResult` (return code, stderr with the
            assertion), usable with :func:`lowering.signature.crash_signature`.
    """

    def __init__(self, result: ToolResult) -> None:
        super().__init__(f"MLIR bindings crashed parsing a program (exit {result.returncode})")
        self.result = result


def op_counts(program_text: str, timeout: float = 120.0) -> Counter[str]:
    """Count the ops of ``program_text`` (every op nested in the top-level module).

    Args:
        program_text: MLIR in any form (unregistered dialects allowed).
        timeout: seconds to wait for the parse.

    Raises:
        UsageError: the text does not parse.
        BindingsCrash: the bindings aborted, crashed or hung on it.
    """
    answer = _POOL.ask({"text": program_text}, timeout)
    if isinstance(answer, Death):
        raise BindingsCrash(ToolResult(WORKER_ARGV, answer.returncode, "", answer.stderr,
                                       answer.reason == "timeout", answer.seconds))
    if "error" in answer:
        raise UsageError(f"program does not parse: {answer['error']}")
    return Counter(answer["counts"])
