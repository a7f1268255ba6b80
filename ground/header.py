"""The header of a program file: its leading ``//`` lines. smith writes
``// smith: {json}`` (``seed``, ``options``, ``smith_version``, ``mlir_version``; see
``smith.gen.program.header``); this module is the one place that reads it back."""

from __future__ import annotations

import json
import re
from typing import Any

HEADER_PREFIX = "// smith:"


def _meta(line: str) -> Any:
    """The JSON of a ``// smith: {json}`` line; None for other lines or broken JSON."""
    if not line.startswith(HEADER_PREFIX):
        return None
    try:
        return json.loads(line[len(HEADER_PREFIX):])
    except json.JSONDecodeError:
        return None


def read_header(text: str) -> dict[str, Any] | None:
    """The metadata of a program's smith header (within its first 5 lines), or None if it has
    no smith header (or its JSON is broken)."""
    for line in text.splitlines()[:5]:
        if line.startswith(HEADER_PREFIX):
            return _meta(line)
    return None


_HEADER = re.compile(r"^//\s*([A-Za-z_][\w -]*?)\s*[:=]\s*(.*)$")


def parse_header(program_text: str) -> dict:
    """Metadata of the program's leading ``//`` lines.

    The generator writes ``// smith: {json}`` with ``seed``, ``options``, ``smith_version`` and
    ``mlir_version`` (``smith/gen/program.py`` ``header()``); that JSON is returned. For other
    files,
    ``// key: value`` lines are returned as strings. Free-text lines go under ``comment``.
    """
    out: dict = {}
    notes: list[str] = []
    for line in program_text.splitlines():
        if not line.startswith("//"):
            if line.strip():
                break
            continue
        meta = _meta(line)
        if isinstance(meta, dict):
            out.update(meta)
            continue
        m = _HEADER.match(line)
        if m:
            out.setdefault(m.group(1).strip().lower(), m.group(2).strip())
        else:
            notes.append(line[2:].strip())
    if notes:
        out["comment"] = "\n".join(notes)
    return out
