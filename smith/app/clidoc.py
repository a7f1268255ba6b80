"""``docs/cli.md``: the help of every command and verb, as ``smith CMD --help`` prints it at a
width of 100 columns, generated from the click commands themselves (``smith docs`` writes it;
``tests/smith/test_docs.py`` fails when the committed file is stale)."""

from __future__ import annotations

import click

WIDTH = 100


def _walk(cmd: click.Command, path: list[str], parent: click.Context | None,
          out: list[str]) -> None:
    """Append the help of ``cmd`` and of its visible subcommands (depth first, by name)."""
    ctx = cmd.make_context(path[-1], [], parent=parent, resilient_parsing=True,
                           terminal_width=WIDTH, max_content_width=WIDTH)
    level = "#" * min(len(path) + 1, 4)
    out += [f"{level} `{' '.join(path)}`", "", "```text", cmd.get_help(ctx), "```", ""]
    if isinstance(cmd, click.Group):
        for name in cmd.list_commands(ctx):
            sub = cmd.get_command(ctx, name)
            if sub is not None and not sub.hidden:
                _walk(sub, [*path, name], ctx, out)


def cli_markdown(root: click.Group) -> str:
    """The text of ``docs/cli.md`` for the command group ``root`` (``smith.app.cli.cli``)."""
    out = ["# smith command line", "",
           "Generated from the commands' own help (`smith docs`); do not edit by hand.", ""]
    _walk(root, ["smith"], None, out)
    return "\n".join(out).rstrip() + "\n"
