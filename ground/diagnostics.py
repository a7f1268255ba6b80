"""MLIR diagnostics printed as ``mlir-opt`` prints them (its source-manager diagnostic handler).

In process, the bindings hand us each diagnostic (severity, location, message, notes); this
module renders it byte for byte as mlir-opt's ``SourceMgrDiagnosticHandler`` does on a
terminal-less stderr, for the locations our tools meet: file locations (``"f.mlir":3:8``) and
unknown locations. The rules, from LLVM's ``SMDiagnostic::print`` and MLIR's
``SourceMgrDiagnosticHandler::emitDiagnostic`` (mlir/lib/IR/Diagnostics.cpp):

- ``FILE:LINE:COL: error: MESSAGE``, the file ``-`` shown as ``<stdin>``; then the source
  line with tabs expanded to the next multiple of 8 and a caret line under column COL (a line
  with a non-ASCII character gets no caret line);
- an unknown location: ``<unknown>:0: error: MESSAGE`` and nothing more;
- notes follow, each with its source line only when its location differs from the previous
  one (a ``see current operation`` note at the op's own location has none).

Any other location (name, call site, fused, opaque, a range, a file not in ``sources``) raises
:class:`Unrendered`: the caller then lets the real tool print it.
"""

from __future__ import annotations

from collections.abc import Mapping

from mlir import ir

_TAB = 8
_LABEL = {"ERROR": "error", "WARNING": "warning", "NOTE": "note", "REMARK": "remark"}


class Unrendered(Exception):
    """A diagnostic this module does not render exactly as mlir-opt."""


def _expand(line: str) -> str:
    out: list[str] = []
    col = 0
    for ch in line:
        if ch == "\t":
            pad = _TAB - col % _TAB
            out.append(" " * pad)
            col += pad
        else:
            out.append(ch)
            col += 1
    return "".join(out)


def _caret(line: str, column: int) -> str:
    """The caret line under 0-based ``column`` of ``line``, following its tabs."""
    at = min(column, len(line))
    out: list[str] = []
    col = 0
    for i in range(at + 1):
        ch = "^" if i == at else " "
        if i < len(line) and line[i] == "\t":
            while True:
                out.append(ch)
                col += 1
                if col % _TAB == 0:
                    break
        else:
            out.append(ch)
            col += 1
    return "".join(out).rstrip(" ")


def _one(loc: ir.Location, message: str, severity: str, show_line: bool,
         sources: Mapping[str, str]) -> str:
    label = _LABEL[severity]
    if str(loc) == "loc(unknown)":
        return f"<unknown>:0: {label}: {message}\n"
    if not loc.is_a_file() or (loc.end_line, loc.end_col) != (loc.start_line, loc.start_col):
        raise Unrendered(f"location {loc}")
    name, line_no, col = loc.filename, loc.start_line, loc.start_col
    if name not in sources:
        raise Unrendered(f"location in another file {name!r}")
    head = f"{'<stdin>' if name == '-' else name}:{line_no}:{col}: {label}: {message}\n"
    lines = sources[name].split("\n")
    if not show_line or not 1 <= line_no <= len(lines) or col < 1:
        if show_line:
            raise Unrendered(f"location outside its file: {loc}")
        return head
    text = lines[line_no - 1].split("\r")[0]
    if not text.isascii():
        return head + _expand(text) + "\n"
    return head + _expand(text) + "\n" + _caret(text, col - 1) + "\n"


def render(diag: ir.Diagnostic, sources: Mapping[str, str]) -> str:
    """``diag`` and its notes as mlir-opt prints them.

    Args:
        sources: the text of each input buffer by the file name its locations carry (``-``
            for text parsed from a string, as mlir-opt names stdin).

    Raises:
        Unrendered: a location this module does not render exactly.
    """
    severity = str(diag.severity).rsplit(".", 1)[-1]
    out = [_one(diag.location, diag.message, severity, True, sources)]
    last = str(diag.location)
    for note in diag.notes:
        here = str(note.location)
        out.append(_one(note.location, note.message, "NOTE", here != last, sources))
        last = here
    return "".join(out)
