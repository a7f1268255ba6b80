"""``smith tosa-ref``: judge programs with the official TOSA reference model (the optional
``oracle`` extra, ``pip install -e ".[oracle]"``); see :mod:`judges.tosa_ref`."""

from __future__ import annotations

import json

import click

from ground.errors import UsageError
from ground.mlir_ir import parse_verify
from judges.tosa_ref.corpus import judge_corpus, render
from judges.tosa_ref.judge import Limits
from judges.tosa_ref.tools import find_tools
from smith.app.corpus import default_jobs
from smith.app.options import (
    PATH,
    mlir_bin_option,
    toolchain_of,
)


@click.command("tosa-ref")
@click.argument("programs", type=PATH, nargs=-1, required=True)
@click.option("--out", "-o", type=PATH, default=None,
              help="Results directory (default: tosa-ref next to the first corpus, or ./tosa-ref).")
@click.option("--jobs", "-j", default=0, help="Parallel programs (default: all cores).")
@click.option("--compile-timeout", default=60.0, show_default=True, help="Seconds per mlir-opt.")
@click.option("--run-timeout", default=30.0, show_default=True, help="Seconds per mlir-runner.")
@click.option("--model-timeout", default=30.0, show_default=True,
              help="Seconds per tosa-opt, reference-model and checker call.")
@click.option("--progress/--no-progress", default=None, help="Progress bar (default: on a TTY).")
@click.option("--json", "as_json", is_flag=True, help="Print summary.json instead of a table.")
@mlir_bin_option
def tosa_ref(programs, out, jobs, compile_timeout, run_timeout, model_timeout, progress, as_json,
             mlir_bin):
    """Run the TOSA graph of each program (files or corpus directories) in the TOSA reference
    model on the values MLIR uses, and compare: UNPREDICTABLE (spec-ub), ERROR (spec-invalid),
    outputs outside the accuracy the TOSA specification allows (spec-divergence). A program of
    a directory that does not parse is a verdict (spec-not-judged); a file named here must
    parse."""
    tools = find_tools()
    if min(compile_timeout, run_timeout, model_timeout) <= 0:
        raise UsageError("timeouts must be positive")
    for p in programs:  # a file named on the command line must be a program (bad input)
        if p.is_file():
            try:
                parse_verify(p.read_text(), source=str(p))
            except (OSError, UnicodeDecodeError) as exc:
                raise UsageError(f"cannot read {p}: {exc}") from None
    first = programs[0]
    if out is None:
        out = first / "tosa-ref" if first.is_dir() else first.parent / "tosa-ref"
    limits = Limits(compile=compile_timeout, run=run_timeout, model=model_timeout)
    summary = judge_corpus(list(programs), out, toolchain_of(mlir_bin), tools,
                           jobs=jobs or default_jobs(), progress=progress, limits=limits)
    click.echo(json.dumps(summary, indent=1) if as_json else render(summary))
    if not as_json:
        click.echo(f"verdicts: {out}/verdicts.jsonl; reproducers: {out}/findings/")
