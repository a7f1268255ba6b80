"""Child process of :mod:`lowering.census`: parses MLIR text with the MLIR Python bindings and
answers with the op counts, one request at a time, until its stdin closes.

Protocol (``ground.worker.serve``): a request ``{"text": MLIR}``; the answer
``{"counts": {op name: count}}`` (every op nested in the top-level module, the module itself
excluded) or ``{"error": message}`` when the text does not parse.

An assertion or signal in the bindings ends this process; the parent sees the closed pipe and
reports the crash (this is why parsing lives here and not in the campaign process).
"""

from __future__ import annotations

import sys

from mlir import ir

from ground.mlir_ir import count_ops
from ground.worker import serve

RENEW = 400  # parses per context: uniqued types and attributes accumulate in a context
_STATE: dict[str, object] = {"ctx": None, "parses": 0}


def handle(request: dict) -> dict:
    """The op counts of ``request["text"]`` (see the module docstring)."""
    if _STATE["ctx"] is None or _STATE["parses"] >= RENEW:
        ctx = ir.Context()
        ctx.allow_unregistered_dialects = True
        _STATE.update(ctx=ctx, parses=0)
    _STATE["parses"] += 1
    try:
        module = ir.Module.parse(request["text"], context=_STATE["ctx"])
    except ir.MLIRError as exc:
        return {"error": str(exc)}
    counts = count_ops(module.operation)
    counts["builtin.module"] -= 1  # the top-level module itself
    del module
    return {"counts": {k: n for k, n in counts.items() if n}}


if __name__ == "__main__":
    sys.exit(serve(handle))
