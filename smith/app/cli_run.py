"""CLI commands that drive the other packages: ``smith run`` (lowering/). ``smith extract``
lives in :mod:`smith.app.cli_extract`."""

from __future__ import annotations

import json
import os

import attrs
import click

from ground.errors import UsageError
from ground.manifest import MANIFEST, corpus_files
from judges.tosa_ref.oracle import ORACLES, make_oracle
from judges.tv.run_steps import StepValidator
from lowering.campaign_run import run_corpus
from lowering.program_run import RunOptions
from smith.app.options import (
    NON_NEGATIVE_FLOAT,
    PATH,
    compile_timeout_option,
    jobs_option,
    lowering_options,
    mlir_bin_option,
    paths_option,
    release_of,
    release_options,
    run_timeout_option,
)
from ubfix.stats import load_manifest, render, rule_stats


@click.command()
@click.argument("corpus", type=PATH)
@click.option("--out", "-o", type=PATH, default=None,
              help="Results directory (default: CORPUS/run).")
@paths_option
@click.option("--seed", "-s", default=0, show_default=True, help="Seed for drawing paths.")
@jobs_option("Parallel programs")
@compile_timeout_option
@run_timeout_option
@click.option("--progress/--no-progress", default=None, help="Progress bar (default: on a TTY).")
@lowering_options
@click.option("--time-budget", type=NON_NEGATIVE_FLOAT, default=0.0, show_default=True,
              help="stepwise: seconds per program for building paths (0: only --paths limits; "
                   "a budget makes results depend on machine speed).")
@click.option("--report-known/--no-report-known", default=False, show_default=True,
              help="Write finding directories for known crash signatures too.")
@click.option("--entry", default="main", show_default=True,
              help="Function mlir-runner calls in every program (no arguments, no results).")
@click.option("--oracle", type=click.Choice(ORACLES), default=None,
              help="Extra judge per program: tosa-ref runs its TOSA graph in the TOSA "
                   "reference model (the optional 'oracle' extra, pip install -e \".[oracle]\") "
                   "and compares (spec-ub, spec-invalid, spec-divergence verdicts).")
@mlir_bin_option
@release_options
def run(corpus, out, n_paths, seed, jobs, compile_timeout, run_timeout, progress, time_budget,
        report_known, entry, oracle, mlir_bin, specs_root, mlir_python, **lowering):
    """Lower every program of CORPUS along several paths, run them, compare the outputs.

    The programs are those CORPUS/manifest.json lists; without a manifest, every
    CORPUS/programs/*.mlir (or CORPUS/*.mlir)."""

    if not corpus.exists():
        raise UsageError(f"corpus {corpus} does not exist")
    stray = corpus_files(corpus).stray
    if stray:
        click.echo(f"smith: warning: {len(stray)} .mlir file(s) in {stray[0].parent} are not in "
                   f"{corpus / MANIFEST} and are not run (e.g. {stray[0].name})", err=True)
    tc = release_of(mlir_bin, specs_root, mlir_python, needs_specs=False).toolchain
    options = RunOptions(paths=n_paths, seed=seed, jobs=jobs,
                         compile_timeout=compile_timeout, run_timeout=run_timeout,
                         time_budget=time_budget, report_known=report_known, entry=entry,
                         oracle=oracle, **lowering)
    out = out or corpus / "run"
    tv = StepValidator(tc, compile_timeout=compile_timeout) if options.tv else None
    judge = (make_oracle(oracle, tc, out, jobs or os.cpu_count() or 1, compile_timeout,
                         run_timeout) if oracle else None)
    try:
        summary = run_corpus(corpus, out, options, toolchain=tc, progress=progress,
                             second_opinion=judge, tv=tv)
    finally:
        if judge is not None:
            judge.close()
    click.echo(summary.render() if hasattr(summary, "render") else str(summary))


@click.command("ubfix-stats")
@click.argument("corpus", type=PATH)
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.option("--all-rules/--fired-only", default=True, show_default=True,
              help="List registered rules that never fired too.")
def ubfix_stats(corpus, as_json, all_rules):
    """Per UB-elimination rule: programs it fired in and guards inserted, over CORPUS
    (a directory with manifest.json, or the manifest itself)."""



    manifest = load_manifest(corpus)
    rows = rule_stats(manifest, all_rules=all_rules)
    n = len(manifest["programs"])
    if as_json:
        click.echo(json.dumps({"programs": n, "rules": [attrs.asdict(r) for r in rows]},
                              indent=1))
    else:
        click.echo(render(rows, n))
