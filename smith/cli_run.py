"""CLI commands that drive the other packages: ``smith run`` (lowering/). ``smith extract``
lives in :mod:`smith.cli_extract`."""

from __future__ import annotations

from pathlib import Path

import click

from smith.cli import _PATH, _toolchain, cli, mlir_bin_option
from smith.errors import UsageError


@cli.command()
@click.argument("corpus", type=_PATH)
@click.option("--out", "-o", type=_PATH, default=None,
              help="Results directory (default: CORPUS/run).")
@click.option("--paths", "-k", "n_paths", default=3, show_default=True,
              help="Lowering paths per program.")
@click.option("--seed", "-s", default=0, show_default=True, help="Seed for drawing paths.")
@click.option("--jobs", "-j", default=0, help="Parallel programs (default: all cores).")
@click.option("--compile-timeout", default=60.0, show_default=True, help="Seconds per mlir-opt.")
@click.option("--run-timeout", default=30.0, show_default=True, help="Seconds per mlir-runner.")
@click.option("--progress/--no-progress", default=None, help="Progress bar (default: on a TTY).")
@mlir_bin_option
def run(corpus, out, n_paths, seed, jobs, compile_timeout, run_timeout, progress, mlir_bin):
    """Lower every program of CORPUS along several paths, run them, compare the outputs."""
    from lowering.campaign_run import RunOptions, run_corpus

    if not corpus.exists():
        raise UsageError(f"corpus {corpus} does not exist")
    if n_paths < 2:
        raise UsageError("--paths must be at least 2 to compare outputs")
    tc = _toolchain(mlir_bin)
    options = RunOptions(paths=n_paths, seed=seed, jobs=jobs or None,
                         compile_timeout=compile_timeout, run_timeout=run_timeout)
    summary = run_corpus(corpus, out or corpus / "run", options, toolchain=tc, progress=progress)
    click.echo(summary.render() if hasattr(summary, "render") else str(summary))
