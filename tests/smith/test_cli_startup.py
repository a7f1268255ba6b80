"""The command line starts at once: ``smith --help`` and ``smith --version`` import no
subcommand module and none of the heavy libraries (checked on the modules a process has
imported when the command line is done, not on its speed), and the lazy group's stored one-line
helps are the commands' own."""

from __future__ import annotations

import subprocess
import sys

import click
import pytest

from smith.app.cli import COMMANDS, GROUPS, HIDDEN, SHORT_HELP_LIMIT, cli

HEAVY = ("matplotlib", "z3", "bitwuzla", "mlir", "numpy", "jinja2", "rich", "judges", "lowering",
         "ubfix")


_MODULES_AFTER = """import runpy, sys
sys.argv = ["smith", *sys.argv[1:]]
try:
    runpy.run_module("smith", run_name="__main__")
except SystemExit:
    pass
print("MODULES", " ".join(sorted(sys.modules)))
"""


def _imported(*args: str) -> set[str]:
    """The modules imported by ``python -m smith ARGS``, in a fresh process."""
    res = subprocess.run([sys.executable, "-c", _MODULES_AFTER, *args],
                         capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr[-2000:]
    line = next(ln for ln in res.stdout.splitlines() if ln.startswith("MODULES "))
    return set(line.split()[1:])


@pytest.mark.parametrize("args", [("--help",), ("--version",)])
def test_help_and_version_import_no_subcommand(args):
    mods = _imported(*args)
    assert "smith.app.cli" in mods
    assert not [m for m in mods if m.startswith("smith.app.cli_")]
    assert not [m for m in mods if m.split(".")[0] in HEAVY]


def test_gen_loads_neither_plots_nor_solvers():
    mods = _imported("gen", "--help")
    assert "smith.app.cli_gen" in mods
    assert not [m for m in mods if m.split(".")[0] in ("matplotlib", "z3", "bitwuzla")]


def test_stored_helps_are_the_commands_own():
    ctx = click.Context(cli)
    for name, (_target, short) in COMMANDS.items():
        cmd = cli.get_command(ctx, name)
        assert cmd is not None, name
        assert cmd.get_short_help_str(SHORT_HELP_LIMIT) == short, name


def test_verbs_and_old_names_load():
    """Every verb of a group and every hidden name (the names of the last version) runs a
    command; at most 12 commands are listed."""
    ctx = click.Context(cli)
    assert len(cli.list_commands(ctx)) <= 12
    for group, verbs in GROUPS.items():
        g = cli.get_command(ctx, group)
        gctx = click.Context(g, parent=ctx)
        assert sorted(verbs) == g.list_commands(gctx)
        assert all(g.get_command(gctx, v) is not None for v in verbs), group
    assert all(cli.get_command(ctx, name) is not None for name in HIDDEN)
    assert not set(HIDDEN) & set(COMMANDS)
