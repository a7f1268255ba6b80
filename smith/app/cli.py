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
#: it equal to the command's own)
COMMANDS: dict[str, tuple[str, str]] = {
    "campaign": ("smith.app.cli_campaign:campaign",
                 "Generate, run differentially and triage programs until --count or --time is "
                 "spent."),
    "corpus": ("smith.app.cli_campaign:corpus",
               "Corpus utilities (export seeds for other tools and fuzzers)."),
    "coverage": ("smith.app.cli_coverage:coverage",
                 "Rewrite patterns tried and applied in DIRECTORY (a campaign, a `smith run` "
                 "results directory, or a corpus with its results in DIRECTORY/run): per..."),
    "cross-release": ("smith.app.cli_cross_release:cross_release_cmd",
                      "Lower and run every program of CORPUS with the same reference pipelines "
                      "under two MLIR releases and compare: an output or a failure in one "
                      "release..."),
    "doctor": ("smith.app.cli_tools:doctor",
               "Show the toolchain smith found, its version, the Python bindings and the specs "
               "in use."),
    "extract": ("smith.app.cli_extract:extract",
                "Extract op specs from MLIR TableGen (llvm-tblgen --dump-json)."),
    "gen": ("smith.app.cli_gen:gen", "Generate a corpus of programs."),
    "instantiate": ("smith.app.cli_gen:instantiate",
                    "Phase 2: instantiate a saved template into a program."),
    "ops": ("smith.app.cli_tools:ops",
            "Per op: in spec, generatable, lowerable, and the verify rate over generated "
            "programs."),
    "reduce": ("smith.app.cli_lowering:reduce",
               "Reduce a finding: its pass list, then its IR (ops, constants, returned values)."),
    "replay": ("smith.app.cli_lowering:replay", "Replay programs and findings."),
    "report": ("smith.app.cli_campaign:report",
               "Write a self-contained HTML report of a corpus or campaign directory."),
    "report-bug": ("smith.app.cli_findings:report_bug",
                   "Write an upstream-ready Markdown bug report of a finding: MLIR version, the "
                   "minimal program (reduced when `smith reduce` ran), the exact commands,..."),
    "run": ("smith.app.cli_run:run",
            "Lower every program of CORPUS along several paths, run them, compare the outputs."),
    "template": ("smith.app.cli_gen:template",
                 "Phase 1: draw a template (a JSON tree of op names)."),
    "tosa-ref": ("smith.app.cli_tosa_ref:tosa_ref",
                 "Run the TOSA graph of each program (files or corpus directories) in the TOSA "
                 "reference model on the values MLIR uses, and compare: UNPREDICTABLE..."),
    "triage": ("smith.app.cli_findings:triage",
               "Classify findings: name the pass, or tell an uninitialised read, a "
               "nondeterministic runner, a run-time trap from our program or from a lowering."),
    "tv": ("smith.app.cli_tv:tv",
           "Translation validation: prove, or refute with a counterexample, that each pass keeps "
           "the meaning of PROGRAM for all inputs (mlir-tv's refinement,..."),
    "ubfix": ("smith.app.cli_tools:ubfix",
              "Insert runtime UB guards into any MLIR file (parsed with the MLIR Python "
              "bindings)."),
    "ubfix-stats": ("smith.app.cli_run:ubfix_stats",
                    "Per UB-elimination rule: programs it fired in and guards inserted, over "
                    "CORPUS (a directory with manifest.json, or the manifest itself)."),
}
#: commands run by name but not listed (maintenance)
HIDDEN: dict[str, str] = {
    "docs": "smith.app.cli_docs:docs",
}
SHORT_HELP_LIMIT = 150  # characters of a command's help that ``smith --help`` lists


class LazyGroup(click.Group):
    """A click group whose subcommands are imported when one is run or asked for by name
    (:data:`COMMANDS`, :data:`HIDDEN`); the listing of ``--help`` uses the stored one-line
    helps."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS[cmd_name][0] if cmd_name in COMMANDS else HIDDEN.get(cmd_name)
        if target is None:
            return None
        module, _, attr = target.partition(":")
        return getattr(importlib.import_module(module), attr)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """As ``click.Group.format_commands``, with the stored helps (cut to the same width)."""
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(len(n) for n in names)
        rows = [(n, click.utils.make_default_short_help(COMMANDS[n][1], limit)) for n in names]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


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
