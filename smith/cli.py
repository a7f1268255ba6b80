"""The ``smith`` command line (click). Bad input gives a one-line error and exit code 2;
a bug of ours gives exit code 3; a compiler crash is never an error of ours (it is a finding)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

import smith
from smith.builder import DYNAMIC_SHAPES, GenOptions
from smith.errors import InternalError, SmithError, UsageError

_PATH = click.Path(path_type=Path)


def _toolchain(mlir_bin):
    from smith.toolchain import find_toolchain

    return find_toolchain(mlir_bin)


def _gen_options(dialects: str, ops: int, ubfix: bool, checksum: bool, bool_tensors: str,
                 max_args: int, dynamic_shapes: float = DYNAMIC_SHAPES) -> GenOptions:
    from smith.spec import parse_dialects

    if ops < 1:
        raise UsageError("--ops must be at least 1")
    if not 0.0 <= dynamic_shapes <= 1.0:
        raise UsageError("--dynamic-shapes must be a probability in [0, 1]")
    return GenOptions(dialects=parse_dialects(dialects), ops=ops, ubfix=ubfix, checksum=checksum,
                      bool_tensors=bool_tensors, max_args=max_args,
                      dynamic_shapes=dynamic_shapes)


mlir_bin_option = click.option(
    "--mlir-bin", type=click.Path(file_okay=False, path_type=Path), default=None,
    help="Directory with mlir-opt/mlir-runner of your own MLIR build (default: the PyPI wheels; "
         "env SMITH_MLIR_BIN).")


def gen_options(fn):
    """Options shared by every command that generates programs."""
    for opt in reversed([
        click.option("--dialects", default="tosa,arith", show_default=True,
                     help="Comma-separated dialects to draw ops from."),
        click.option("--ops", default=32, show_default=True, help="Ops per template."),
        click.option("--ubfix/--no-ubfix", default=True, show_default=True,
                     help="Insert runtime UB guards."),
        click.option("--checksum/--no-checksum", default=True, show_default=True,
                     help="Print checksums of every live value from @main."),
        click.option("--bool-tensors", type=click.Choice(["fuse", "any"]), default="fuse",
                     show_default=True,
                     help="'fuse' keeps i1 tensors out of memory (MLIR 22 asserts on i1 "
                          "memrefs); 'any' does not."),
        click.option("--max-args", default=12, show_default=True,
                     help="Cap on @compute arguments."),
        click.option("--dynamic-shapes", default=DYNAMIC_SHAPES, show_default=True,
                     help="Probability that a program puts tosa elementwise ops on dynamically "
                          "shaped tensors (outside TOSA 1.0 levels: tosa-validate rejects "
                          "those programs; 0 keeps all within them)."),
    ]):
        fn = opt(fn)
    return fn


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(smith.__version__, prog_name="smith")
def cli() -> None:
    """smith: random, valid, UB-free MLIR programs and differential testing of lowering paths."""


@cli.command()
@gen_options
@click.option("--count", "-n", default=20, show_default=True, help="Number of programs.")
@click.option("--seed", "-s", default=0, show_default=True, help="Corpus seed.")
@click.option("--out", "-o", type=_PATH, default=Path("corpora/gen"), show_default=True,
              help="Corpus directory (programs/ and manifest.json).")
@click.option("--jobs", "-j", default=0, help="Worker processes (default: all cores).")
@click.option("--progress/--no-progress", default=None, help="Progress bar (default: on a TTY).")
@mlir_bin_option
def gen(dialects, ops, ubfix, checksum, bool_tensors, max_args, dynamic_shapes, count, seed, out,
        jobs, progress, mlir_bin):
    """Generate a corpus of programs."""
    from smith.corpus import default_jobs, generate_corpus

    options = _gen_options(dialects, ops, ubfix, checksum, bool_tensors, max_args,
                           dynamic_shapes)
    if count < 1:
        raise UsageError("--count must be at least 1")
    version = _toolchain(mlir_bin).version()
    manifest = generate_corpus(out, count, seed, options, version, jobs or default_jobs(),
                               progress)
    n_ops = [p["ops"] for p in manifest["programs"]]
    click.echo(f"wrote {manifest['generated']}/{count} programs to {out}/programs "
               f"({manifest['distinct_ops']} distinct ops; ops per program "
               f"min {min(n_ops, default=0)} max {max(n_ops, default=0)}); "
               f"manifest: {out}/manifest.json")
    if manifest["failed"]:
        for f in manifest["failed"]:
            click.echo(f"generation failed for program {f['index']}: {f['error']}", err=True)
        sys.exit(3)


@cli.command()
@gen_options
@click.option("--seed", "-s", default=0, show_default=True)
@click.option("--out", "-o", type=_PATH, default=None, help="Template file (default: stdout).")
def template(dialects, ops, ubfix, checksum, bool_tensors, max_args, dynamic_shapes, seed, out):
    """Phase 1: draw a template (a JSON tree of op names)."""
    from smith.draw import Draw, derive_seed
    from smith.fsutil import atomic_write
    from smith.program import template_specs
    from smith.template import dump_template, make_template

    options = _gen_options(dialects, ops, ubfix, checksum, bool_tensors, max_args,
                           dynamic_shapes)
    t = make_template(Draw(derive_seed(seed, "template")), template_specs(options),
                      options.dialects, options.ops)
    text = dump_template(t)
    if out is None:
        click.echo(text, nl=False)
    else:
        atomic_write(out, text)


@cli.command()
@click.argument("template_file", type=_PATH)
@gen_options
@click.option("--seed", "-s", default=0, show_default=True)
@click.option("--out", "-o", type=_PATH, default=None, help="Program file (default: stdout).")
@mlir_bin_option
def instantiate(template_file, dialects, ops, ubfix, checksum, bool_tensors, max_args,
                dynamic_shapes, seed, out, mlir_bin):
    """Phase 2: instantiate a saved template into a program."""
    from smith.fsutil import atomic_write
    from smith.program import cached_specs, generate_from_template
    from smith.template import load_template

    options = _gen_options(dialects, ops, ubfix, checksum, bool_tensors, max_args,
                           dynamic_shapes)
    t = load_template(template_file)
    options = _gen_options(",".join(t["dialects"]), ops, ubfix, checksum, bool_tensors, max_args,
                           dynamic_shapes)
    load_template(template_file, cached_specs(options.dialects))
    prog = generate_from_template(seed, t, options, _toolchain(mlir_bin).version(),
                                  extra={"template": str(template_file)})
    if out is None:
        click.echo(prog.text, nl=False)
    else:
        atomic_write(out, prog.text)


@cli.command()
@click.argument("program", type=_PATH)
@mlir_bin_option
def replay(program, mlir_bin):
    """Regenerate a program from its header and check the bytes are identical."""
    from smith.program import generate_program, options_from_json, read_header

    try:
        text = program.read_text()
    except OSError as exc:
        raise UsageError(f"cannot read {program}: {exc.strerror}") from None
    meta = read_header(text)
    if meta is None or "template" in meta:
        raise UsageError(f"{program}: no replayable smith header")
    extra = {k: meta[k] for k in ("corpus_seed", "index") if k in meta}
    prog = generate_program(int(meta["seed"]), options_from_json(meta["options"]),
                            meta["mlir_version"], extra or None)
    if prog.text == text:
        click.echo(f"{program}: identical (seed {meta['seed']})")
    else:
        click.echo(f"{program}: DIFFERENT from the regenerated program (seed {meta['seed']})",
                   err=True)
        sys.exit(1)


@cli.command()
@click.argument("input_file", type=_PATH)
@click.option("--out", "-o", type=_PATH, default=None, help="Output file (default: stdout).")
@click.option("--checksum/--no-checksum", default=False, show_default=True,
              help="Also instrument @main with checksum printing.")
def ubfix(input_file, out, checksum):
    """Insert runtime UB guards into any MLIR file (parsed with the MLIR Python bindings)."""
    from smith.fsutil import atomic_write
    from ubfix.rewrite import fix_ub

    try:
        text = input_file.read_text()
    except OSError as exc:
        raise UsageError(f"cannot read {input_file}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise UsageError(f"{input_file}: not a text file") from None
    result = fix_ub(text, filename=str(input_file))
    fixed = result.text
    if checksum:
        from ubfix.checksum import instrument_checksum

        fixed = instrument_checksum(fixed, filename=str(input_file))
    if out is None:
        click.echo(fixed, nl=False)
    else:
        atomic_write(out, fixed)
    summary = ", ".join(f"{k}={v}" for k, v in sorted(result.hits.items())) or "no UB sites"
    click.echo(f"ubfix: {summary}", err=True)


@cli.command()
@click.option("--dialects", default="tosa,arith,math", show_default=True)
@click.option("--programs", "-n", default=200, show_default=True,
              help="Generated programs to measure verify rates on.")
@click.option("--seed", "-s", default=0, show_default=True)
@click.option("--jobs", "-j", default=0, help="Worker processes (default: all cores).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.option("--all/--generatable-only", "show_all", default=True, show_default=True,
              help="List ops the generator does not produce too.")
@mlir_bin_option
def ops(dialects, programs, seed, jobs, as_json, show_all, mlir_bin):
    """Per op: in spec, generatable, lowerable, and the verify rate over generated programs."""
    from rich.console import Console
    from rich.table import Table

    from smith.corpus import default_jobs
    from smith.ops_report import op_report, rows_to_json

    options = _gen_options(dialects, 32, True, True, "fuse", 12)
    rows = op_report(options, _toolchain(mlir_bin).version(), programs, seed,
                     jobs or default_jobs())
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


@cli.command()
@mlir_bin_option
def doctor(mlir_bin):
    """Show the toolchain smith found, its version, and the shipped specs."""
    from smith.spec import available_dialects, specs_dir

    tc = _toolchain(mlir_bin)
    click.echo(f"smith {smith.__version__} (python {sys.version.split()[0]})")
    click.echo(f"mlir-opt      {tc.mlir_opt}")
    click.echo(f"mlir-runner   {tc.mlir_runner}")
    click.echo(f"mlir-translate {tc.mlir_translate}")
    click.echo(f"llvm-tblgen   {tc.llvm_tblgen or 'not found'}")
    for lib in tc.runner_libs:
        click.echo(f"runner lib    {lib}")
    click.echo(f"MLIR version  {tc.version()}")
    click.echo("  " + tc.version_banner().replace("\n", "\n  "))
    click.echo(f"specs         {specs_dir()}")
    click.echo(f"generatable   {', '.join(available_dialects())}")


def main() -> None:
    """Console entry point: turn our errors into one-line messages and exit codes."""
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("smith: interrupted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
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


def _register_optional() -> None:
    """Commands whose modules are owned by other packages (lowering, extract)."""
    from smith import (
        cli_campaign,  # noqa: F401
        cli_extract,  # noqa: F401
        cli_lowering,  # noqa: F401
        cli_run,  # noqa: F401
        cli_tv,  # noqa: F401
    )


_register_optional()
