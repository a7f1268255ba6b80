"""How the end-of-run summaries of ``smith campaign`` and ``smith run`` are laid out: rich tables
fitted to the terminal's width on a terminal, plain aligned lines everywhere else (a file, a
pipe, ``nohup``, CI), and in neither layout is a cell cut (long cells are folded on a terminal,
written whole elsewhere).

A summary is a list of :class:`Grid` tables followed by plain lines; what a summary says is
decided by its owner (``smith.app.campaign_summary``), this module only lays it out.
"""

from __future__ import annotations

import attrs
import click
from rich.console import Console
from rich.table import Table


@attrs.frozen
class Grid:
    """One table of a summary.

    Attributes:
        title: printed above the table.
        rows: cell texts, one tuple per row (every tuple as long as ``header``, or 2 long for a
            key/value table).
        header: column names; None for a key/value table (label, value) without a header.
        lead: in the plain layout, the first ``lead`` columns share the row's first line
            (aligned, the last of them written whole); each later non-empty cell gets a line of
            its own, ``<column name>: <text>``, under the last lead column. None: every column on
            the first line.
        right: columns aligned right (numbers).
    """

    title: str
    rows: list[tuple[str, ...]]
    header: tuple[str, ...] | None = None
    lead: int | None = None
    right: frozenset[int] = frozenset()

    def rich(self) -> Table:
        """The table as rich renders it on a terminal: every column folds (never cuts) so the
        table fits the console's width."""
        t = Table(title=self.title, show_header=self.header is not None)
        names = self.header or ("what", "value")
        for i, name in enumerate(names):
            t.add_column(name, overflow="fold", style="bold" if self.header is None and i == 0
                         else None, justify="right" if i in self.right else "left")
        for row in self.rows:
            t.add_row(*row)
        return t

    def plain(self) -> list[str]:
        """The table as plain lines: the title, then each row with its cells whole (no width,
        no border, nothing cut)."""
        lines = [self.title]
        if not self.rows:
            return lines
        lead = len(self.header or self.rows[0]) if self.lead is None else self.lead
        widths = [max(len(r[i]) for r in self.rows) for i in range(lead - 1)]
        if self.header is not None:
            widths = [max(w, len(self.header[i])) for i, w in enumerate(widths)]
            lines.append("  " + _join(self.header[:lead], widths, self.right).rstrip())
        indent = 2 + sum(w + 2 for w in widths)
        for row in self.rows:
            lines.append("  " + _join(row[:lead], widths, self.right).rstrip())
            names = self.header or ()
            lines += [" " * indent + f"{names[i]}: {row[i]}" for i in range(lead, len(row))
                      if row[i]]
        return lines


def _join(cells: tuple[str, ...], widths: list[int], right: frozenset[int]) -> str:
    """``cells`` separated by two spaces, each but the last padded to its width."""
    out = [c.rjust(w) if i in right else c.ljust(w)
           for i, (c, w) in enumerate(zip(cells, widths, strict=False))]
    return "  ".join(out + list(cells[len(widths):]))


def plain_text(grids: list[Grid], lines: list[str]) -> str:
    """The plain layout of ``grids`` then ``lines`` (a blank line between tables)."""
    parts = ["\n".join(g.plain()) for g in grids]
    return "\n\n".join(parts) + ("\n" + "\n".join(lines) if lines else "")


def print_summary(grids: list[Grid], lines: list[str], console: Console | None = None) -> None:
    """Print ``grids`` then ``lines`` on stdout: rich tables fitted to the terminal's width
    when stdout is a terminal (rich's detection: ``TTY_COMPATIBLE=1`` forces one, ``COLUMNS``
    sets the width), else :func:`plain_text`."""
    console = console or Console()
    if not console.is_terminal:
        click.echo(plain_text(grids, lines))
        return
    for g in grids:
        console.print(g.rich())
    for line in lines:  # soft-wrapped by the terminal, never cut
        console.print(line, soft_wrap=True, markup=False, highlight=False)
