"""``docs/bugs.md``: one record per MLIR bug smith found, generated from the known-bug tables
(``lowering/known_crashes.json``, ``known_wrong_code.json``, ``known_traps.json``: id, pass,
summary, upstream report, reproducer) and the header comment of each reproducer fixture (what
goes wrong and how smith found it). ``smith docs`` writes it; ``tests/smith/test_docs.py`` fails
when the committed file is stale."""

from __future__ import annotations

import json
import re
from pathlib import Path

from lowering.known_traps import KNOWN_TRAPS_PATH
from lowering.verdict import KNOWN_CRASHES_PATH, KNOWN_WRONG_CODE_PATH

#: (kind, table file, key of its list of entries)
TABLES = (("miscompile", KNOWN_WRONG_CODE_PATH, "bugs"),
          ("crash or error", KNOWN_CRASHES_PATH, "crashes"),
          ("run-time trap", KNOWN_TRAPS_PATH, "traps"))


def _header(fixture: Path) -> str:
    """The leading ``//`` comment of a reproducer, as one paragraph (``RUN:`` lines left out)."""
    lines = []
    for line in fixture.read_text().splitlines():
        if not line.startswith("//"):
            break
        text = line[2:].strip()
        if not text.startswith("RUN:"):
            lines.append(text)
    return " ".join(x for x in lines if x)


def _record(kind: str, version: str, e: dict, root: Path) -> list[str]:
    upstream = e.get("upstream") or ""
    ref, _, rest = upstream.partition(" ")
    link = (f"[{ref}](https://github.com/{ref.replace('#', '/issues/')})" + (f" {rest}" if rest
                                                                            else "")
            if re.fullmatch(r"[\w.-]+/[\w.-]+#\d+", ref) else upstream or
            "no upstream report found")
    repro = e.get("reproducer") or ""
    out = [f"## `{e['id']}`", "",
           f"- kind: {kind}; pass: `{e['pass']}`" if e.get("pass") else
           f"- kind: {kind}; pass: several (see below)",
           f"- MLIR {version}; upstream: {link}",
           f"- reproducer: [`{repro}`](../{repro})" if repro else "- reproducer: none", "",
           e.get("summary", "").strip() + ("." if not e.get("summary", "").endswith(".")
                                            else "")]
    header = _header(root / repro) if repro and (root / repro).exists() else ""
    if header:
        out += ["", "From the reproducer: " + header]
    return [*out, ""]


def bugs_markdown(root: Path) -> str:
    """The text of ``docs/bugs.md`` (``root``: the repository, for the reproducer fixtures)."""
    out = ["# MLIR bugs smith found", "",
           "Generated from the known-bug tables and the reproducers' headers (`smith docs`); do "
           "not edit by hand. smith gives a finding one of these ids only when the entry's "
           "confirmation holds on it (README: known bugs).", ""]
    for kind, path, key in TABLES:
        data = json.loads(Path(path).read_text())
        for e in sorted(data[key], key=lambda x: x["id"]):
            out += _record(kind, data.get("mlir_version", "?"), e, root)
    return "\n".join(out).rstrip() + "\n"
