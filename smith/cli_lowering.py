"""CLI commands of the lowering package: ``smith reduce`` (DuoReduce-style two-dimensional
reduction of a finding directory written by ``smith run``)."""

from __future__ import annotations

import json

import click

from smith.cli import _PATH, SECONDS, _toolchain, cli, mlir_bin_option
from smith.errors import UsageError


@cli.command()
@click.argument("finding_dir", type=_PATH)
@click.option("--out", "-o", type=_PATH, default=None,
              help="Output directory (default: FINDING_DIR/reduced).")
@click.option("--timeout", type=SECONDS, default=60.0, show_default=True,
              help="Seconds per mlir-opt / mlir-runner run.")
@click.option("--quiet", "-q", is_flag=True, help="No progress lines.")
@mlir_bin_option
def reduce(finding_dir, out, timeout, quiet, mlir_bin):
    """Reduce a finding: its pass list, then its IR (ops, constants, returned values).

    Writes reduced.mlir, passes.txt, repro.mlir (replay: mlir-opt repro.mlir --run-reproducer),
    reduce.json and reduce.sh (an mlir-reduce interestingness test).
    """
    from lowering.reduce import reduce_finding

    if not (finding_dir / "meta.json").exists():
        raise UsageError(f"{finding_dir} is not a finding directory (no meta.json)")
    tc = _toolchain(mlir_bin)
    log = (lambda s: None) if quiet else (lambda s: click.echo(s, err=True))
    data = reduce_finding(finding_dir, out, tc, timeout=timeout, log=log)
    click.echo(json.dumps({k: data[k] for k in ("kind", "ops_before", "ops_after", "passes",
                                                "tests", "seconds") if k in data}))
