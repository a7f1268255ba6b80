"""Whole input files for ``smith ubfix``: UB elimination (and checksum instrumentation) of one
module, or of every piece of a ``--split-input-file`` input.

Pieces are separated like ``mlir-opt --split-input-file`` does it: by lines that start (after
blanks) with ``// -----``; the outputs are joined with ``// -----`` lines as ``mlir-opt``
prints them. Line numbers in messages count from the start of the whole file.
"""

from __future__ import annotations

from collections import Counter

import attrs

from ground.mlir_ir import check_entry
from ubfix.checksum import instrument_checksum
from ubfix.rewrite import fix_ub

SPLIT_MARKER = "// -----"


@attrs.frozen
class FileResult:
    """Outcome of :func:`fix_file`.

    Attributes:
        text: the output (pieces joined by ``// -----`` lines when split).
        hits: rule name -> repairs over all pieces.
        unguarded: rule name -> ops left unguarded over all pieces.
        warnings: one line per unguarded op, in input order.
        pieces: number of modules processed.
    """

    text: str
    hits: dict[str, int]
    unguarded: dict[str, int]
    warnings: tuple[str, ...]
    pieces: int


def split_input(text: str) -> list[tuple[int, str]]:
    """The pieces of ``text`` between split-marker lines, as (lines before the piece, piece
    text); a text without markers is one piece."""
    pieces: list[tuple[int, str]] = []
    start, lines = 0, []
    for n, line in enumerate(text.splitlines(keepends=True)):
        if line.lstrip().startswith(SPLIT_MARKER):
            pieces.append((start, "".join(lines)))
            start, lines = n + 1, []
        else:
            lines.append(line)
    pieces.append((start, "".join(lines)))
    return pieces


def join_output(outputs: list[str]) -> str:
    """Outputs joined the way ``mlir-opt --split-input-file`` prints them."""
    return f"\n{SPLIT_MARKER}\n".join(o if o.endswith("\n") else o + "\n" for o in outputs)


def fix_file(text: str, filename: str, checksum: bool = False, entry: str = "main",
             split: bool = False) -> FileResult:
    """``fix_ub`` (then ``instrument_checksum`` of ``@entry`` when ``checksum``) on ``text``,
    or on each of its pieces when ``split``.

    Raises:
        UsageError: a piece does not parse or verify, or (with ``checksum``) has no callable
            entry function or a value that cannot be checksummed; the first such error.
        InternalError: a bug of ubfix (see ``fix_ub``).
    """
    pieces = split_input(text) if split else [(0, text)]
    outputs: list[str] = []
    hits: Counter[str] = Counter()
    unguarded: Counter[str] = Counter()
    warnings: list[str] = []
    for offset, piece in pieces:
        result = fix_ub(piece, filename, offset)
        out = result.text
        if checksum:
            check_entry(piece, entry, filename, offset)  # messages point into the input
            out = instrument_checksum(out, filename, entry)
        outputs.append(out)
        hits.update(result.hits)
        unguarded.update(result.unguarded)
        warnings.extend(result.warnings)
    return FileResult(text=join_output(outputs) if split else outputs[0],
                      hits=dict(sorted(hits.items())), unguarded=dict(sorted(unguarded.items())),
                      warnings=tuple(warnings), pieces=len(pieces))
