"""Crash signatures: the kind of a tool run's failure and a stable one-line signature of it,
normalised so that the same bug gives the same signature across runs and builds.

Crash detection reads stderr, not only the exit status: with
``--mlir-pass-pipeline-crash-reproducer`` an assertion exits with rc=1 (toolchain.md section 6).
"""

from __future__ import annotations

import re

from ground.proc import ToolResult

_ASSERT = re.compile(r"Assertion [`'].*[`'] failed")
_CRASH_MARKERS = ("PLEASE submit a bug report", "reproducer generated at", "Stack dump:")
_TOOL_PREFIX = re.compile(r"^\S*(?:mlir-opt|mlir-runner|mlir-translate)\S*:\s+")
_PATH = re.compile(r"(?:[\w.+~-]*/)+([\w.+-]+)")
_FILE_LINE_COL = re.compile(r"([\w.+-]+\.\w+):\d+(?::\d+)?")
_LOC = re.compile(r'loc\((?:"[^"]*"(?::\d+:\d+)?|[^()]*)\)')
_HEX = re.compile(r"0x[0-9a-fA-F]+")
_SSA = re.compile(r"%(arg)?\d+(#\d+)?")
_BLOCK = re.compile(r"\^bb\d+")
_LEADING_LOC = re.compile(r"^.*?:\s*(error|note|warning):\s*")
_FATAL = "LLVM ERROR: "  # report_fatal_error: the message, then an abort
_SDNODE = re.compile(r"\bt\d+\b")  # SelectionDAG node numbers ("Cannot select: t2: i64 = ...")
#: errors that do not name their op (``op->emitError``): the signature gets `` [op.name]`` from
#: the ``see current operation`` note that follows, so each op is its own signature
#: (one-shot-bufferize's "op was not bufferized" on linalg.pack, on math.exp of a tensor, ...)
_UNNAMED_OP_ERRORS = ("op was not bufferized",)
_CURRENT_OP = re.compile(r'note: see current operation: (?:[^=]*= )?"([\w.$]+)"')


def normalize_message(line: str) -> str:
    """Strip what varies between runs and builds from one diagnostic line: the tool prefix,
    directory parts of paths, line:col numbers, addresses, SSA value and block numbers."""
    s = _TOOL_PREFIX.sub("", line.strip())
    s = _LOC.sub("loc(?)", s)
    s = _PATH.sub(r"\1", s)
    s = _FILE_LINE_COL.sub(r"\1:L", s)
    s = _HEX.sub("0x?", s)
    s = _SSA.sub(lambda m: "%arg?" if m.group(1) else "%?", s)
    s = _BLOCK.sub("^bb?", s)
    return re.sub(r"\s+", " ", s)


def crash_kind(result: ToolResult) -> str:
    """``"timeout"``, ``"assertion"``, ``"signal"`` (abort/segfault without an assertion
    message), ``"error"`` (a diagnostic and a non-zero exit) or ``"ok"``."""
    if result.timed_out:
        return "timeout"
    if result.ok:
        return "ok"
    if _ASSERT.search(result.stderr):
        return "assertion"
    if (result.returncode or 0) < 0 or any(m in result.stderr for m in _CRASH_MARKERS):
        return "signal"
    return "error"


def _op_named(sig: str, following: list[str]) -> str:
    """`` [op.name]`` for an error of :data:`_UNNAMED_OP_ERRORS` whose note (in ``following``,
    the lines after it, before the next error; the source line and caret come first) names
    the op, else ``""``."""
    if not sig.endswith(_UNNAMED_OP_ERRORS):
        return ""
    for ln in following:
        if "error:" in ln:
            break
        m = _CURRENT_OP.search(ln)
        if m:
            return f" [{m.group(1)}]"
    return ""


def crash_signature(result: ToolResult) -> str:
    """A stable one-line signature: the ``Assertion ... failed`` line, else the first
    ``error:`` line, else the first ``LLVM ERROR:`` line (a fatal error, e.g. the x86
    backend's "Cannot select: t2: i64 = vscale ...", its SelectionDAG node numbers as ``t?``),
    else ``signal N``, else ``exit N`` -- normalised by :func:`normalize_message`. An
    ``error:`` line loses its location prefix; one of :data:`_UNNAMED_OP_ERRORS` gets
    `` [op.name]``, the op its ``see current operation`` note names (when there is one)."""
    lines = result.stderr.splitlines()
    for line in lines:
        if _ASSERT.search(line):
            return normalize_message(line)
    for i, line in enumerate(lines):
        if "error:" in line:
            sig = "error: " + normalize_message(_LEADING_LOC.sub("", line, count=1))
            return sig + _op_named(sig, lines[i + 1:])
    for line in lines:
        if line.startswith(_FATAL):
            return _SDNODE.sub("t?", normalize_message(line))
    rc = result.returncode
    if rc is not None and rc < 0:
        return f"signal {-rc}"
    if rc is None:
        return "timeout"
    first = next((ln for ln in lines if ln.strip()), "")
    return normalize_message(first) if first else f"exit {rc}"
