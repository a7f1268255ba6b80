"""``smith docs``: regenerate the generated documentation (``docs/cli.md``) from the code."""

from __future__ import annotations

from pathlib import Path

import click

from ground.fsutil import atomic_write
from smith.app.cli import cli
from smith.app.clidoc import cli_markdown
from smith.app.options import PATH


@click.command(hidden=True)
@click.option("--out", "-o", type=PATH, default=Path("docs"), show_default=True,
              help="Directory of the generated documentation.")
def docs(out):
    """Write docs/cli.md (every command's help) from the commands themselves."""
    Path(out).mkdir(parents=True, exist_ok=True)
    atomic_write(Path(out) / "cli.md", cli_markdown(cli))
    click.echo(f"wrote {Path(out) / 'cli.md'}")
