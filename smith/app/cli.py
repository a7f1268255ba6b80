"""The ``smith`` command line (click). Bad input gives a one-line error and exit code 2;
a bug of ours gives exit code 3; a compiler crash is never an error of ours (it is a finding).

Subcommands load lazily (click's lazy group pattern, "Advanced patterns: lazily loading
subcommands" in the click documentation): :data:`COMMANDS` names each one's module and its
one-line help, so ``smith --help`` and ``smith --version`` import none of them, and ``smith gen``
imports only what generation needs."""

from __future__ import annotations

import importlib
import sys

import click

import smith
from ground.errors import InternalError, SmithError

#: command name -> ("module:attribute", one-line help as ``smith --help`` lists it; a test keeps
#: it equal to the command's own). A group's target is one of :data:`GROUPS`.
COMMANDS: dict[str, tuple[str, str]] = {
    "campaign": ("smith.app.cli_campaign:campaign",
                 "Generate, run differentially and triage programs until --count or --time is "
                 "spent."),
    "corpus": ("group:corpus",
               "A corpus or campaign directory: export seeds for other fuzzers, rewrite-pattern "
               "coverage, HTML report, op table, UB-rule statistics."),
    "doctor": ("smith.app.cli_tools:doctor",
               "Show the toolchain smith found, its version, the Python bindings and the specs "
               "in use."),
    "extract": ("smith.app.cli_extract:extract",
                "Extract op specs from MLIR TableGen (llvm-tblgen --dump-json)."),
    "finding": ("group:finding",
                "A finding directory: classify it (triage), reduce it, write an upstream bug "
                "report."),
    "gen": ("smith.app.cli_gen:gen",
            "Generate a corpus of programs (or one of the two phases: see the commands)."),
    "judge": ("group:judge",
              "Judges beyond the comparison of lowering paths: translation validation, the "
              "TOSA reference model, another MLIR release."),
    "replay": ("smith.app.cli_lowering:replay", "Replay programs and findings."),
    "run": ("smith.app.cli_run:run",
            "Lower every program of CORPUS along several paths, run them, compare the outputs."),
    "seeds": ("smith.app.cli_seeds:seeds",
              "Seed directories: MLIR's own tests as harnessed programs (`smith seeds import`)."),
    "ubfix": ("smith.app.cli_tools:ubfix",
              "Insert runtime UB guards into any MLIR file (parsed with the MLIR Python "
              "bindings)."),
}
#: group name -> its verbs (name -> "module:attribute"), loaded when the group is used
GROUPS: dict[str, dict[str, str]] = {
    "corpus": {"export": "smith.app.cli_campaign:export",
               "coverage": "smith.app.cli_coverage:coverage",
               "report": "smith.app.cli_campaign:report",
               "ops": "smith.app.cli_tools:ops",
               "stats": "smith.app.cli_run:ubfix_stats"},
    "finding": {"triage": "smith.app.cli_findings:triage",
                "reduce": "smith.app.cli_lowering:reduce",
                "report": "smith.app.cli_findings:report_bug"},
    "judge": {"tv": "smith.app.cli_tv:tv",
              "tosa-ref": "smith.app.cli_tosa_ref:tosa_ref",
              "cross-release": "smith.app.cli_cross_release:cross_release_cmd"},
}
#: commands run by name but not listed: the names of earlier versions (kept for this version)
#: and maintenance
HIDDEN: dict[str, str] = {
    "template": "smith.app.cli_gen:template",
    "instantiate": "smith.app.cli_gen:instantiate",
    "triage": "smith.app.cli_findings:triage",
    "reduce": "smith.app.cli_lowering:reduce",
    "report-bug": "smith.app.cli_findings:report_bug",
    "tv": "smith.app.cli_tv:tv",
    "tosa-ref": "smith.app.cli_tosa_ref:tosa_ref",
    "cross-release": "smith.app.cli_cross_release:cross_release_cmd",
    "coverage": "smith.app.cli_coverage:coverage",
    "report": "smith.app.cli_campaign:report",
    "ops": "smith.app.cli_tools:ops",
    "ubfix-stats": "smith.app.cli_run:ubfix_stats",
    "docs": "smith.app.cli_docs:docs",
}
SHORT_HELP_LIMIT = 150  # characters of a command's help that ``smith --help`` lists


def _load(target: str) -> click.Command:
    """The command ``module:attribute`` names (imported now)."""
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)


class LazyGroup(click.Group):
    """A click group whose subcommands are imported when one is run or asked for by name
    (:data:`COMMANDS`, :data:`HIDDEN`); the listing of ``--help`` uses the stored one-line
    helps."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in COMMANDS:
            target, short = COMMANDS[cmd_name]
            if target.startswith("group:"):
                return VerbGroup(cmd_name, target.split(":", 1)[1], short)
            return _load(target)
        return _load(HIDDEN[cmd_name]) if cmd_name in HIDDEN else None

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """As ``click.Group.format_commands``, with the stored helps (cut to the same width)."""
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(len(n) for n in names)
        rows = [(n, click.utils.make_default_short_help(COMMANDS[n][1], limit)) for n in names]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


class VerbGroup(click.Group):
    """A group of related verbs (:data:`GROUPS`), each imported when the group is used."""

    def __init__(self, name: str, group: str, short: str) -> None:
        super().__init__(name, help=short)
        self.verbs = GROUPS[group]

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(self.verbs)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        return _load(self.verbs[cmd_name]) if cmd_name in self.verbs else None


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(smith.__version__, prog_name="smith")
def cli() -> None:
    """smith: random, valid, UB-free MLIR programs and differential testing of lowering paths."""


def main() -> None:
    """Console entry point: turn our errors into one-line messages and exit codes. The command
    line is kept in the click context (``obj["argv"]``) to re-run it under another release's
    python (:func:`smith.app.options.release_of`)."""
    argv = sys.argv[1:]
    try:
        cli.main(args=argv, obj={"argv": argv}, standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("smith: interrupted", err=True)
        sys.exit(130)
    except click.ClickException as exc:  # bad options or arguments: one line too
        ctx = getattr(exc, "ctx", None)
        hint = f" (see '{ctx.command_path} --help')" if ctx is not None else ""
        click.echo(f"smith: error: {exc.format_message()}{hint}", err=True)
        sys.exit(exc.exit_code)
    except InternalError as exc:
        click.echo(f"smith: internal error: {exc}", err=True)
        sys.exit(3)
    except SmithError as exc:
        click.echo(f"smith: error: {exc}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        click.echo("smith: interrupted", err=True)
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(0)
