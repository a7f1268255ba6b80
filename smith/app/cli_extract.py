"""``smith extract``: op specs from TableGen (default), the conversion map mined from an
llvm-project checkout (``--mlir-src DIR``), the canonicalization-pattern idioms of that checkout
(``--idioms --mlir-src DIR``), the probe against the installed mlir-opt (``--probe``), and
``smith extract diff OLD NEW``."""

from __future__ import annotations

import functools
import json
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from extract.cpp_miner import run_mine
from extract.idioms import build_idioms, mlir_root, write_idioms
from extract.mlir_include import MLIR_VERSION, find_mlir_include, tree_version
from extract.probe import apply_probe, compare, explain, probe, probe_programs
from extract.run import dumps_spec, run_extract
from extract.spec_diff import diff_specs, load_ops, render_table
from ground.errors import UsageError
from ground.fsutil import atomic_write, writable_dir
from smith.app.options import (
    PATH,
    jobs_option,
    mlir_bin_option,
    toolchain_of,
)
from smith.app.release import env_specs
from smith.gen.program import cached_specs, one_op_program
from smith.gen.spec import specs_dir


@click.group(invoke_without_command=True)
@click.option("--mlir-include", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Include dir holding mlir/IR/OpBase.td (e.g. from xtc-mlir-dev or an "
                   "llvm-project checkout's mlir/include).")
@click.option("--dialects", default=None,
              help="Comma-separated dialects (default: all in extract/dialects.json).")
@click.option("--out", "-o", type=PATH, default=None,
              help="Output directory (default: the shipped specs/ directory).")
@click.option("--fetch/--no-fetch", default=False,
              help="Download the xtc-mlir-dev .td files into the cache if none are found.")
@click.option("--mlir-src", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="llvm-project checkout: mine mlir/lib/Conversion/*/*.cpp into "
                   "OUT/conversions.json (instead of the TableGen extraction); with "
                   "--idioms, read its canonicalization patterns instead.")
@click.option("--probe", is_flag=True, default=False,
              help="Probe OUT/conversions.json against mlir-opt; print a table, write "
                   "OUT/probe-report.json and the probe section of conversions.json.")
@click.option("--idioms", is_flag=True, default=False,
              help="With --mlir-src: write OUT/idioms.json, the op chains the dialects' "
                   "canonicalization patterns match (DRR and C++; smith gen --idioms).")
@jobs_option("Parallel mlir-opt runs for --probe")
@mlir_bin_option
@click.pass_context
def extract(ctx, mlir_include, dialects, out, fetch, mlir_src, probe, idioms, jobs, mlir_bin):
    """Extract op specs from MLIR TableGen (llvm-tblgen --dump-json)."""
    if ctx.invoked_subcommand is not None:
        return

    out = writable_dir(out or specs_dir())
    if idioms:
        _idioms(mlir_src, mlir_include, out, toolchain_of(mlir_bin))
        return
    if mlir_src is None and not probe:

        names = [d.strip() for d in dialects.split(",") if d.strip()] if dialects else None
        counts = run_extract(toolchain_of(mlir_bin), out, names, mlir_include, fetch)
        for dialect, n in sorted(counts.items()):
            click.echo(f"{dialect:14s} {n:4d} ops -> {out / (dialect + '.json')}")
        return
    tc = toolchain_of(mlir_bin)
    if mlir_src is not None:
        _mine(mlir_src, out, tc)
    if probe:
        _probe(out, tc, jobs)


def _mine(src: Path, out: Path, tc) -> None:
    specs = out if any(out.glob("tosa.json")) else Path(__file__).parent.parent / "specs"
    doc = run_mine(src, out, specs, tc.llvm_tblgen, MLIR_VERSION)
    for name, p in doc["passes"].items():
        click.echo(f"{name:26s} {len(p['patterns']):3d} patterns {len(p['converts']):3d} converts "
                   f"{len(p['illegal_ops']):3d} illegal ops  ({p['directory']})")
    click.echo(f"{len(doc['ops'])} ops -> {out / 'conversions.json'}")


def _idioms(src: Path | None, include: Path | None, out: Path, tc) -> None:
    if src is None:
        raise UsageError("--idioms reads the canonicalization sources: pass --mlir-src DIR "
                         "(an llvm-project checkout)")
    root = mlir_root(src)
    inc = find_mlir_include(include if include is not None else (
        root / "mlir" / "include" if (root / "mlir" / "include").is_dir() else None))
    version = tree_version(inc) or MLIR_VERSION
    specs = out if any(out.glob("arith.json")) else specs_dir()
    doc = build_idioms(root, inc, tc.llvm_tblgen, specs, version)
    path = write_idioms(doc, out)
    kinds = [p["kind"] for p in doc["patterns"]]
    click.echo(f"{kinds.count('drr')} DRR, {kinds.count('cpp')} C++ patterns "
               f"(MLIR {version}) -> {path}")


def _probe(out: Path, tc, jobs: int | None) -> None:
    conv_path = out / "conversions.json"
    try:
        conversions = json.loads(conv_path.read_text())
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot read {conv_path} (run smith extract --mlir-src first): "
                         f"{exc}") from None
    specs = env_specs()  # the generator's specs: SMITH_SPECS, else the shipped ones
    programs = probe_programs(out, str(tc.mlir_opt), lambda d: cached_specs((d,), specs),
                              functools.partial(one_op_program, specs_root=specs))
    probed = probe(conversions, programs, str(tc.mlir_opt), jobs)
    report = explain(compare(conversions, probed), conversions)
    atomic_write(out / "probe-report.json", dumps_spec(report))
    atomic_write(conv_path, dumps_spec(apply_probe(conversions, probed)))
    table = Table(title=f"probe: {report['probed_ops']} ops x {len(report['passes'])} passes")
    for col in ("op", "static (mined)", "probe (mlir-opt)", "disagreement"):
        table.add_column(col)
    for op, row in report["ops"].items():
        diff = " ".join([f"-{p}" for p in row["static_only"]]
                        + [f"+{p}" for p in row["probe_only"]])
        table.add_row(op, ", ".join(row["static"]), ", ".join(row["probe"]), diff)
    Console(file=sys.stdout, width=160).print(table)
    click.echo(f"agree {report['agree']}, disagree {report['disagree']} "
               f"(static-only pairs {report['static_only_pairs']}, probe-only pairs "
               f"{report['probe_only_pairs']}) -> {out / 'probe-report.json'}")


@extract.command("diff")
@click.argument("old", type=PATH)
@click.argument("new", type=PATH)
@click.option("--json", "as_json", is_flag=True, default=False, help="Print JSON.")
def extract_diff(old, new, as_json):
    """Ops added, removed, renamed and changed between two spec dirs or files."""


    doc = diff_specs(load_ops(old), load_ops(new))
    if as_json:
        click.echo(json.dumps(doc, indent=1, sort_keys=True))
    else:
        Console(file=sys.stdout, width=160).print(render_table(doc))
