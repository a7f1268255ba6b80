"""Child process of :mod:`lowering.census`: parses MLIR text with the MLIR Python bindings and
answers with the op counts, one request at a time, until its stdin closes.

Protocol (binary stdin, text stdout):
- request: a line with the byte length ``N`` of the program, then ``N`` bytes of UTF-8 MLIR;
- answer: one JSON line, ``{"counts": {op name: count}}`` (every op nested in the top-level
  module, the module itself excluded) or ``{"error": message}`` when the text does not parse.

An assertion or signal in the bindings ends this process; the parent sees the closed pipe and
reports the crash (this is why parsing lives here and not in the campaign process).
"""

from __future__ import annotations

import json
import sys

from mlir import ir

from ground.mlir_ir import count_ops

RENEW = 400  # parses per context: uniqued types and attributes accumulate in a context


def main() -> int:
    src, out = sys.stdin.buffer, sys.stdout
    ctx, parses = None, 0
    while True:
        header = src.readline()
        if not header.strip():
            return 0
        text = src.read(int(header)).decode("utf-8", errors="replace")
        if ctx is None or parses >= RENEW:
            ctx, parses = ir.Context(), 0
            ctx.allow_unregistered_dialects = True
        parses += 1
        try:
            module = ir.Module.parse(text, context=ctx)
        except ir.MLIRError as exc:
            out.write(json.dumps({"error": str(exc)}) + "\n")
            out.flush()
            continue
        counts = count_ops(module.operation)
        counts["builtin.module"] -= 1  # the top-level module itself
        del module
        out.write(json.dumps({"counts": {k: n for k, n in counts.items() if n}}) + "\n")
        out.flush()


if __name__ == "__main__":
    sys.exit(main())
