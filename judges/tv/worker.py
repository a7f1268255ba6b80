"""Child process that runs translation-validation checks, one request at a time, until its
stdin closes; :mod:`judges.tv.isolate` talks to it.

Protocol (``ground.worker.serve``): a request ``{"src": text, "tgt": text, "funcs": [names] |
null, "timeout": seconds, "solver": name, "lowering_opt": path | null}``; the answer is the
:class:`~judges.tv.check.TVResult` as a dict (:func:`judges.tv.check.result_to_json`), or
``{"error": message}`` when a module does not parse.

Parsing with the MLIR bindings and solving both run here, so an assertion in the bindings, a
solver that ignores its time limit or runs out of memory ends this process only.
"""

from __future__ import annotations

import sys

from mlir import ir

from ground.worker import serve
from judges.tv.check import check_texts, result_to_json
from judges.tv.state import Limits


def handle(req: dict) -> dict:
    """Check one request (see the module docstring); a bug of ours is answered as
    ``{"internal": ...}`` by :func:`ground.worker.serve`."""
    try:
        limits = Limits(lowering_opt=req.get("lowering_opt"))
        res = check_texts(req["src"], req["tgt"], req.get("funcs"), req["timeout"],
                          limits, solver=req.get("solver", "bitwuzla"))
        return result_to_json(res)
    except ir.MLIRError as exc:
        return {"error": str(exc).strip().splitlines()[0] if str(exc).strip() else
                "module does not parse"}


if __name__ == "__main__":
    sys.exit(serve(handle))
