"""Child process that runs translation-validation checks, one request at a time, until its
stdin closes; :mod:`judges.tv.isolate` talks to it.

Protocol (binary stdin, text stdout): a request is a line with the byte length ``N`` of a
JSON object ``{"src": text, "tgt": text, "funcs": [names] | null, "timeout": seconds,
"solver": name, "lowering_opt": path | null}``
followed by those ``N`` bytes; the answer is one JSON line, the :class:`~judges.tv.check.TVResult`
as a dict (:func:`judges.tv.check.result_to_json`), or ``{"error": message}`` when a module
does not parse.

Parsing with the MLIR bindings and solving both run here, so an assertion in the bindings, a
solver that ignores its time limit or runs out of memory ends this process only.
"""

from __future__ import annotations

import json
import sys

from mlir import ir

from judges.tv.check import check_texts, result_to_json
from judges.tv.state import Limits


def main() -> int:
    src, out = sys.stdin.buffer, sys.stdout
    while True:
        header = src.readline()
        if not header.strip():
            return 0
        req = json.loads(src.read(int(header)).decode("utf-8", errors="replace"))
        try:
            limits = Limits(lowering_opt=req.get("lowering_opt"))
            res = check_texts(req["src"], req["tgt"], req.get("funcs"), req["timeout"],
                              limits, solver=req.get("solver", "bitwuzla"))
            answer = result_to_json(res)
        except ir.MLIRError as exc:
            answer = {"error": str(exc).strip().splitlines()[0] if str(exc).strip() else
                      "module does not parse"}
        except Exception as exc:  # a bug of ours: reported, the process goes on
            answer = {"internal": f"{type(exc).__name__}: {exc}"[:300]}
        out.write(json.dumps(answer) + "\n")
        out.flush()


if __name__ == "__main__":
    sys.exit(main())
