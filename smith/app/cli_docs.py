"""``smith docs``: regenerate the generated documentation (``docs/cli.md``, ``docs/bugs.md``) from
the code and the known-bug tables."""

from __future__ import annotations

from pathlib import Path

import click

from ground.fsutil import atomic_write
from smith.app.bugdoc import bugs_markdown
from smith.app.cli import cli
from smith.app.clidoc import cli_markdown
from smith.app.options import PATH

ROOT = Path(__file__).resolve().parents[2]  # the checkout: reproducers are tests/fixtures


@click.command(hidden=True)
@click.option("--out", "-o", type=PATH, default=Path("docs"), show_default=True,
              help="Directory of the generated documentation.")
def docs(out):
    """Write docs/cli.md (every command's help) and docs/bugs.md (the known MLIR bugs)."""
    Path(out).mkdir(parents=True, exist_ok=True)
    atomic_write(Path(out) / "cli.md", cli_markdown(cli))
    atomic_write(Path(out) / "bugs.md", bugs_markdown(ROOT))
    click.echo(f"wrote {Path(out) / 'cli.md'} and {Path(out) / 'bugs.md'}")
