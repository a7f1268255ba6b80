"""CLI commands that drive the other packages: ``smith run`` (lowering/). ``smith extract``
lives in :mod:`smith.cli_extract`."""

from __future__ import annotations

import click

from smith.cli import (
    _PATH,
    NON_NEGATIVE,
    NON_NEGATIVE_FLOAT,
    POSITIVE,
    SECONDS,
    _release,
    cli,
    jobs_option,
    mlir_bin_option,
    release_options,
)
from smith.errors import UsageError

# Lowering options of `smith run` that `smith campaign` shares (and stores in campaign.json):
# same names, defaults and help texts; the parameter names are RunOptions field names.
_LOWERING_OPTIONS = [
    click.option("--mode", type=click.Choice(["topo", "stepwise"]), default="topo",
                 show_default=True,
                 help="topo: whole paths drawn as random topological orders of the pass map; "
                      "stepwise: LOBE paths built step by step on the IR with priority "
                      "feedback."),
    click.option("--max-step", type=POSITIVE, default=30, show_default=True,
                 help="stepwise: conversion steps per path."),
    click.option("--opt-per-step", type=NON_NEGATIVE, default=1, show_default=True,
                 help="stepwise: recommended optimisation passes tried before each conversion."),
    click.option("--variants", type=POSITIVE, default=2, show_default=True,
                 help="stepwise: path i is variant i % N; variant 0 is pure lowering, the "
                      "others interleave optimisations."),
    click.option("--feedback/--no-feedback", default=True, show_default=True,
                 help="stepwise: priority feedback (off: uniform choice, the LOBE ablation)."),
    click.option("--float-tolerance", type=NON_NEGATIVE_FLOAT, default=0.0, show_default=True,
                 help="Relative tolerance for raw float output lines of paths with passes that "
                      "may change rounding (0: bit-exact). Checksum lines are always exact."),
    click.option("--locate-divergence/--no-locate-divergence", default=True, show_default=True,
                 help="Bisect wrong-code paths for the first divergent pass (dedup key)."),
    click.option("--check/--no-check", default=False, show_default=True,
                 help="Runtime verification: one extra path 'rv' per program runs MLIR's "
                      "generate-runtime-verification; a failed check is the verdict "
                      "runtime-check-failed (a gap in our UB elimination)."),
    click.option("--false-alarm-check/--no-false-alarm-check", default=False, show_default=True,
                 help="Re-run the two paths of every wrong-code difference with mlir-runner "
                      "--O0 and without MLIR optimisation passes, and classify it (false alarm: "
                      "the difference disappears at -O0)."),
]
# Shared by `smith run` and `smith campaign` too.
paths_option = click.option("--paths", "-k", "n_paths", type=click.IntRange(min=2), default=3,
                            show_default=True,
                            help="Lowering paths per program (at least 2, to compare outputs).")
compile_timeout_option = click.option("--compile-timeout", type=SECONDS, default=60.0,
                                      show_default=True, help="Seconds per mlir-opt.")
run_timeout_option = click.option("--run-timeout", type=SECONDS, default=30.0, show_default=True,
                                  help="Seconds per mlir-runner.")
LOWERING_PARAMS = ("mode", "max_step", "opt_per_step", "variants", "feedback", "float_tolerance",
                   "locate_divergence", "check", "false_alarm_check")  # in _LOWERING_OPTIONS


def lowering_options(fn):
    """The options of :data:`LOWERING_PARAMS` (``smith run`` and ``smith campaign``)."""
    for opt in reversed(_LOWERING_OPTIONS):
        fn = opt(fn)
    return fn


@cli.command()
@click.argument("corpus", type=_PATH)
@click.option("--out", "-o", type=_PATH, default=None,
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
@mlir_bin_option
@release_options
def run(corpus, out, n_paths, seed, jobs, compile_timeout, run_timeout, progress, time_budget,
        report_known, entry, mlir_bin, specs_root, mlir_python, **lowering):
    """Lower every program of CORPUS along several paths, run them, compare the outputs.

    The programs are those CORPUS/manifest.json lists; without a manifest, every
    CORPUS/programs/*.mlir (or CORPUS/*.mlir)."""
    from lowering.campaign_run import RunOptions, run_corpus
    from smith.manifest import MANIFEST, corpus_files

    if not corpus.exists():
        raise UsageError(f"corpus {corpus} does not exist")
    stray = corpus_files(corpus).stray
    if stray:
        click.echo(f"smith: warning: {len(stray)} .mlir file(s) in {stray[0].parent} are not in "
                   f"{corpus / MANIFEST} and are not run (e.g. {stray[0].name})", err=True)
    tc = _release(mlir_bin, specs_root, mlir_python, needs_specs=False).toolchain
    options = RunOptions(paths=n_paths, seed=seed, jobs=jobs,
                         compile_timeout=compile_timeout, run_timeout=run_timeout,
                         time_budget=time_budget, report_known=report_known, entry=entry,
                         **lowering)
    summary = run_corpus(corpus, out or corpus / "run", options, toolchain=tc, progress=progress)
    click.echo(summary.render() if hasattr(summary, "render") else str(summary))


@cli.command("ubfix-stats")
@click.argument("corpus", type=_PATH)
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.option("--all-rules/--fired-only", default=True, show_default=True,
              help="List registered rules that never fired too.")
def ubfix_stats(corpus, as_json, all_rules):
    """Per UB-elimination rule: programs it fired in and guards inserted, over CORPUS
    (a directory with manifest.json, or the manifest itself)."""
    import json

    import attrs

    from ubfix.stats import load_manifest, render, rule_stats

    manifest = load_manifest(corpus)
    rows = rule_stats(manifest, all_rules=all_rules)
    n = len(manifest["programs"])
    if as_json:
        click.echo(json.dumps({"programs": n, "rules": [attrs.asdict(r) for r in rows]},
                              indent=1))
    else:
        click.echo(render(rows, n))
