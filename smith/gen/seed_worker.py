"""The worker of ``smith seeds import``: one test piece per request, parsed, verified, classified
and harnessed (:mod:`smith.gen.harness`) with the MLIR Python bindings, in a child process
(``python -m smith.gen.seed_worker``, :class:`ground.worker.WorkerPool`) so that a parser or
verifier crash on a foreign piece is counted, never fatal.

Request: ``{"text": piece, "source": name for messages, "seed": int, "dialects": [names]}``.
Answer: ``{"status": reason}`` with ``"detail"`` (the first diagnostic, or the dialects found)
for a piece that is not kept (:data:`PIECE_REASONS`), else ``{"status": "kept", "program":
text or "", "functions": [...], "skipped": {function: reason}, "ubfix_hits": {...},
"op_histogram": {...}, "notes": {function: diagnostic}}`` (:class:`smith.gen.harness.Harnessed`).
"""

from __future__ import annotations

import re
import sys

from ground.draw import Draw
from ground.errors import UsageError
from ground.mlir_ir import context, count_ops, parse_verified
from ground.worker import serve
from smith.gen.harness import harness

#: why a piece is not kept (statuses of answers other than ``"kept"``); ``crash`` and
#: ``timeout`` are the parent's (the worker died on the piece)
PIECE_REASONS = {
    "empty": "no operation (only comments)",
    "expected-error": "expects a diagnostic (`expected-error`): invalid on purpose",
    "test dialect": "needs MLIR's test dialect (ops, types or attributes `test.*`)",
    "unknown op": "an op this MLIR release does not know (`custom op ... is unknown`)",
    "unregistered dialect": "an op, type or attribute of a dialect this build does not register",
    "parse error": "does not parse with this MLIR release",
    "verify error": "parses but does not verify with this MLIR release",
    "other dialect": "verifies but uses ops of dialects outside --dialects",
    "crash": "the parser or verifier crashed (the worker died)",
    "timeout": "the parser or verifier ran past the time limit",
    "duplicate": "the same text as an earlier piece",
}
#: dialects every piece may use besides the chosen ones
ALWAYS = frozenset({"builtin", "func"})
_UNREGISTERED = ("unregistered dialect", "created with unregistered dialect", "not found for")
_TEST = re.compile(r"""(?:^|[\s"(#!<,])test\.\w""", re.MULTILINE)
_VERIFY = re.compile(r"^'[\w.$]+' op |doesn't match function result type|failed to verify")
_LOC = re.compile(r"^.*?loc\([^)]*\):\s*")


def classify(text: str, message: str) -> str:
    """The reason (:data:`PIECE_REASONS` key) a piece ``text`` failed to parse or verify
    with the diagnostic ``message`` (``file: loc(...): text``)."""
    msg = _LOC.sub("", message)
    if "Dialect `test'" in msg or ("unregistered" in msg and _TEST.search(text)):
        return "test dialect"
    if re.search(r"custom op '[^']*' is unknown", msg):
        return "unknown op"
    if any(u in msg for u in _UNREGISTERED):
        return "unregistered dialect"
    if _VERIFY.search(msg):
        return "verify error"
    return "parse error"


def handle(req: dict) -> dict:
    """Answer one request (see the module docstring)."""
    text, source = req["text"], req.get("source", "<piece>")
    allowed = ALWAYS | set(req.get("dialects") or ())
    with context():
        try:
            module = parse_verified(text, source)
        except UsageError as exc:
            return {"status": classify(text, str(exc)), "detail": str(exc)[:300]}
        hist = count_ops(module.operation)
    if sum(hist.values()) <= 1:  # the module alone
        return {"status": "empty", "detail": ""}
    other = sorted({n.split(".", 1)[0] for n in hist} - allowed)
    if req.get("dialects") and other:
        return {"status": "other dialect", "detail": ", ".join(other)}
    h = harness(text, Draw(int(req["seed"])), source)
    return {"status": "kept", "program": h.text, "functions": list(h.functions),
            "skipped": h.skipped, "ubfix_hits": h.ubfix_hits, "op_histogram": h.op_histogram,
            "notes": h.notes}


if __name__ == "__main__":
    sys.exit(serve(handle))
