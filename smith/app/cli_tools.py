"""``smith ubfix``, ``smith ops`` and ``smith doctor``: UB guards for any MLIR file, the op
table of the specs, and the toolchain and specs smith finds."""

from __future__ import annotations

import json
import sys

import click
from rich.console import Console
from rich.table import Table

import smith
from ground.fsutil import atomic_write, read_input
from ground.release import bindings_version
from smith.app.corpus import default_jobs
from smith.app.ops_report import op_report, rows_to_json
from smith.app.options import (
    PATH,
    POSITIVE,
    jobs_option,
    mlir_bin_option,
    release_of,
    release_options,
)
from smith.gen.gen_options import GenOptions
from smith.gen.spec import available_dialects, missing_ops, parse_dialects
from ubfix.files import fix_file


@click.command()
@click.argument("input_file", type=PATH)
@click.option("--out", "-o", type=PATH, default=None, help="Output file (default: stdout).")
@click.option("--checksum/--no-checksum", default=False, show_default=True,
              help="Also instrument the entry function with checksum printing.")
@click.option("--entry", default="main", show_default=True,
              help="Entry function --checksum instruments (no arguments, no results).")
@click.option("--split-input-file", is_flag=True,
              help="Process each '// -----'-separated piece of INPUT_FILE on its own and join "
                   "the outputs with '// -----' lines (like mlir-opt).")
def ubfix(input_file, out, checksum, entry, split_input_file):
    """Insert runtime UB guards into any MLIR file (parsed with the MLIR Python bindings).

    An op a rule cannot guard (e.g. on an unranked tensor) is left unchanged and reported in
    one warning line on stderr; the summary line counts it as unguarded."""

    text = read_input(input_file)
    result = fix_file(text, str(input_file), checksum=checksum, entry=entry,
                      split=split_input_file)
    for warning in result.warnings:
        click.echo(warning, err=True)
    if out is None:
        click.echo(result.text, nl=False)
    else:
        atomic_write(out, result.text)
    summary = ", ".join(f"{k}={v}" for k, v in result.hits.items()) or "no UB sites"
    if result.unguarded:
        summary += "; unguarded: " + ", ".join(f"{k}={v}" for k, v in result.unguarded.items())
    click.echo(f"ubfix: {summary}", err=True)


@click.command()
@click.option("--dialects", default="tosa,arith,math", show_default=True)
@click.option("--programs", "-n", type=POSITIVE, default=200, show_default=True,
              help="Generated programs to measure verify rates on.")
@click.option("--seed", "-s", default=0, show_default=True)
@jobs_option()
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.option("--all/--generatable-only", "show_all", default=True, show_default=True,
              help="List ops the generator does not produce too.")
@mlir_bin_option
@release_options
def ops(dialects, programs, seed, jobs, as_json, show_all, mlir_bin, specs_root, mlir_python):
    """Per op: in spec, generatable, lowerable, and the verify rate over generated programs."""
    release = release_of(mlir_bin, specs_root, mlir_python)
    options = GenOptions(dialects=parse_dialects(dialects, release.specs))
    rows = op_report(options, release.version, programs, seed, jobs or default_jobs(),
                     specs_root=release.specs)
    if as_json:
        click.echo(json.dumps(rows_to_json(rows), indent=1))
        return
    table = Table(title=f"ops over {programs} programs (seed {seed})")
    for col in ("op", "in spec", "generatable", "lowerable", "programs", "verify rate", "note"):
        table.add_column(col)
    shown = [r for r in rows if show_all or r.generatable]
    for r in shown:
        rate = f"{r.verify_rate:.4f}" if r.verify_rate is not None else "-"
        table.add_row(r.name, "yes" if r.in_spec else "no", "yes" if r.generatable else "no",
                      "yes" if r.lowerable else "no", str(r.programs), rate, r.reason)
    Console(width=max(Console().width, 120)).print(table)
    by_dialect: dict[str, list] = {}
    for r in rows:
        by_dialect.setdefault(r.name.split(".")[0], []).append(r)
    for d, rs in sorted(by_dialect.items()):
        gen = [r for r in rs if r.generatable]
        seen = [r for r in gen if r.programs]
        click.echo(f"{d}: {sum(r.in_spec for r in rs)} in spec, {len(gen)} generatable, "
                   f"{len(seen)} generated in this sample, "
                   f"{sum(1 for r in rs if r.lowerable and not r.generatable)} lowerable but not "
                   f"generated")


@click.command()
@mlir_bin_option
@release_options
def doctor(mlir_bin, specs_root, mlir_python):
    """Show the toolchain smith found, its version, the Python bindings and the specs in use."""
    rel = release_of(mlir_bin, specs_root, mlir_python, needs_bindings=False)
    tc = rel.toolchain
    click.echo(f"smith {smith.__version__} (python {sys.version.split()[0]})")
    click.echo(f"mlir-opt      {tc.mlir_opt}")
    click.echo(f"mlir-runner   {tc.mlir_runner}")
    click.echo(f"mlir-translate {tc.mlir_translate}")
    click.echo(f"llvm-tblgen   {tc.llvm_tblgen or 'not found'}")
    for lib in tc.runner_libs:
        click.echo(f"runner lib    {lib}")
    click.echo(f"MLIR version  {tc.version()}")
    click.echo("  " + tc.version_banner().replace("\n", "\n  "))
    here = bindings_version() or "unknown (not the xtc-mlir-python-bindings wheel)"
    note = "" if bindings_version() in (None, rel.version) else \
        f" (not MLIR {rel.version}: gen/ops/run re-run under --mlir-python)"
    click.echo(f"bindings      MLIR {here}{note}")
    click.echo(f"specs         {rel.specs} (MLIR {rel.version})")
    dialects = available_dialects(rel.specs)
    click.echo(f"generatable   {', '.join(dialects)}")
    missing = missing_ops(dialects, rel.specs)
    if missing:
        click.echo(f"not in MLIR {rel.version} (left out) {', '.join(missing)}")
