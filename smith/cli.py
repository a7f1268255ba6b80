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


class _FiniteFloat(click.FloatRange):
    """A float range that also rejects ``nan`` and ``inf`` (which compare as in range)."""

    def convert(self, value, param, ctx):
        rv = super().convert(value, param, ctx)
        if rv != rv or rv in (float("inf"), float("-inf")):
            self.fail(f"{value!r} is not a finite number", param, ctx)
        return rv


# Types of the numeric options: a value out of range is a one-line usage error, exit 2.
POSITIVE = click.IntRange(min=1)
NON_NEGATIVE = click.IntRange(min=0)
SECONDS = _FiniteFloat(min=0, min_open=True)
NON_NEGATIVE_FLOAT = _FiniteFloat(min=0)
PROBABILITY = _FiniteFloat(min=0, max=1)


def jobs_option(what: str = "Worker processes"):
    """``--jobs/-j N`` (N >= 1; default: all cores)."""
    return click.option("--jobs", "-j", type=POSITIVE, default=None,
                        help=f"{what} (default: all cores).")


def _toolchain(mlir_bin):
    from smith.toolchain import find_toolchain

    return find_toolchain(mlir_bin)


#: the command line of this process (set by :func:`main`), re-run under another release's python
_ARGV: list[str] | None = None


def _release(mlir_bin, specs=None, mlir_python=None, needs_bindings: bool = True,
             needs_specs: bool = True):
    """The :class:`smith.release.Release` of this command (may re-run it under the python of
    the toolchain's release; see :mod:`smith.release`)."""
    from smith.release import select_release

    return select_release(_toolchain(mlir_bin), specs, mlir_python, _ARGV, needs_bindings,
                          needs_specs)


def _gen_options(dialects: str, ops: int, ubfix: bool, checksum: bool, bool_tensors: str,
                 max_args: int, dynamic_shapes: float = DYNAMIC_SHAPES) -> GenOptions:
    from smith.spec import parse_dialects

    return GenOptions(dialects=parse_dialects(dialects), ops=ops, ubfix=ubfix, checksum=checksum,
                      bool_tensors=bool_tensors, max_args=max_args,
                      dynamic_shapes=dynamic_shapes)


mlir_bin_option = click.option(
    "--mlir-bin", type=click.Path(file_okay=False, path_type=Path), default=None,
    help="Directory with mlir-opt/mlir-runner of your own MLIR build (default: the PyPI wheels; "
         "env SMITH_MLIR_BIN).")


def release_options(fn):
    """``--specs DIR`` and ``--mlir-python PYTHON``: the specs and bindings of the release."""
    fn = click.option(
        "--mlir-python", type=click.Path(dir_okay=False, path_type=Path), default=None,
        help="Python of an environment with the MLIR Python bindings of --mlir-bin's release "
             "(default: found next to --mlir-bin; env SMITH_MLIR_PYTHON).")(fn)
    return click.option(
        "--specs", "specs_root", type=click.Path(file_okay=False, path_type=Path), default=None,
        help="Specs extracted from the toolchain's release (smith extract -o DIR; default: the "
             "shipped specs of that release; env SMITH_SPECS).")(fn)


def gen_options(fn):
    """Options shared by every command that generates programs."""
    for opt in reversed([
        click.option("--dialects", default="tosa,arith", show_default=True,
                     help="Comma-separated dialects to draw ops from."),
        click.option("--ops", type=POSITIVE, default=32, show_default=True,
                     help="Ops per template."),
        click.option("--ubfix/--no-ubfix", default=True, show_default=True,
                     help="Insert runtime UB guards."),
        click.option("--checksum/--no-checksum", default=True, show_default=True,
                     help="Print checksums of every live value from @main."),
        click.option("--bool-tensors", type=click.Choice(["fuse", "any"]), default="fuse",
                     show_default=True,
                     help="'fuse' keeps i1 tensors out of memory (MLIR 22 asserts on i1 "
                          "memrefs); 'any' does not."),
        click.option("--max-args", type=NON_NEGATIVE, default=12, show_default=True,
                     help="Cap on @compute arguments."),
        click.option("--dynamic-shapes", type=PROBABILITY, default=DYNAMIC_SHAPES,
                     show_default=True,
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
@click.option("--count", "-n", type=POSITIVE, default=20, show_default=True,
              help="Number of programs (with --append: programs to add).")
@click.option("--seed", "-s", default=0, show_default=True, help="Corpus seed.")
@click.option("--out", "-o", type=_PATH, default=Path("corpora/gen"), show_default=True,
              help="Corpus directory (programs/ and manifest.json). A non-empty one is refused "
                   "unless it holds this very corpus (same seed, count, options, versions), or "
                   "with --force or --append.")
@click.option("--force", is_flag=True,
              help="Replace the corpus in --out: remove its programs, manifest.json, run/ "
                   "results and report.html first.")
@click.option("--append", is_flag=True,
              help="Add --count programs to the corpus in --out, with its seed and options "
                   "(indices continue; the manifest lists all).")
@jobs_option()
@click.option("--progress/--no-progress", default=None, help="Progress bar (default: on a TTY).")
@mlir_bin_option
@release_options
@click.pass_context
def gen(ctx, dialects, ops, ubfix, checksum, bool_tensors, max_args, dynamic_shapes, count, seed,
        out, force, append, jobs, progress, mlir_bin, specs_root, mlir_python):
    """Generate a corpus of programs."""
    from smith.corpus import default_jobs, generate_corpus, prepare_out
    from smith.program import options_from_json

    version = _release(mlir_bin, specs_root, mlir_python).version
    options = _gen_options(dialects, ops, ubfix, checksum, bool_tensors, max_args,
                           dynamic_shapes)
    previous = prepare_out(out, force=force, append=append,
                           request={"seed": seed, "count": count, "options": options.to_json(),
                                    "mlir_version": version})
    if previous is not None:  # --append: the corpus's own seed and options
        given = {p.name for p in ctx.command.params
                 if ctx.get_parameter_source(p.name) == click.core.ParameterSource.COMMANDLINE}
        asked = {"seed": seed} | options.to_json()
        stored = {"seed": previous["seed"]} | previous["options"]
        differ = [f"--{k.replace('_', '-')} {asked[k]} (the corpus has {stored[k]})"
                  for k in sorted(given & set(stored)) if asked[k] != stored[k]]
        if differ:
            raise UsageError(f"--append continues the corpus in {out} with its seed and options: "
                             + ", ".join(differ))
        if (previous.get("mlir_version"), previous.get("smith_version")) != \
                (version, smith.__version__):
            raise UsageError(f"--append: the corpus in {out} was generated by smith "
                             f"{previous.get('smith_version')} for MLIR "
                             f"{previous.get('mlir_version')}, this is smith "
                             f"{smith.__version__} for MLIR {version}")
        seed, options = previous["seed"], options_from_json(previous["options"])
    manifest = generate_corpus(out, count, seed, options, version, jobs or default_jobs(),
                               progress, previous=previous)
    n_ops = [p["ops"] for p in manifest["programs"]]
    new = manifest["generated"] - (previous["generated"] if previous else 0)
    total = f"; the corpus has {manifest['generated']}" if previous else ""
    click.echo(f"wrote {new}/{count} programs to {out}/programs{total} "
               f"({manifest['distinct_ops']} distinct ops; ops per program "
               f"min {min(n_ops, default=0)} max {max(n_ops, default=0)}); "
               f"manifest: {out}/manifest.json")
    failed = manifest["failed"][len(previous["failed"]) if previous else 0:]
    for f in failed:
        click.echo(f"generation failed for program {f['index']}: {f['error']}", err=True)
    if failed:
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
@release_options
def instantiate(template_file, dialects, ops, ubfix, checksum, bool_tensors, max_args,
                dynamic_shapes, seed, out, mlir_bin, specs_root, mlir_python):
    """Phase 2: instantiate a saved template into a program."""
    from smith.fsutil import atomic_write
    from smith.program import cached_specs, generate_from_template
    from smith.template import load_template

    version = _release(mlir_bin, specs_root, mlir_python).version
    options = _gen_options(dialects, ops, ubfix, checksum, bool_tensors, max_args,
                           dynamic_shapes)
    t = load_template(template_file)
    options = _gen_options(",".join(t["dialects"]), ops, ubfix, checksum, bool_tensors, max_args,
                           dynamic_shapes)
    load_template(template_file, cached_specs(options.dialects))
    prog = generate_from_template(seed, t, options, version,
                                  extra={"template": str(template_file)})
    if out is None:
        click.echo(prog.text, nl=False)
    else:
        atomic_write(out, prog.text)


@cli.command()
@click.argument("input_file", type=_PATH)
@click.option("--out", "-o", type=_PATH, default=None, help="Output file (default: stdout).")
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
    from smith.fsutil import atomic_write
    from ubfix.files import fix_file

    try:
        text = input_file.read_text()
    except OSError as exc:
        raise UsageError(f"cannot read {input_file}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise UsageError(f"{input_file}: not a text file") from None
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


@cli.command()
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
    from rich.console import Console
    from rich.table import Table

    from smith.corpus import default_jobs
    from smith.ops_report import op_report, rows_to_json

    version = _release(mlir_bin, specs_root, mlir_python).version
    options = _gen_options(dialects, 32, True, True, "fuse", 12)
    rows = op_report(options, version, programs, seed,
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
@release_options
def doctor(mlir_bin, specs_root, mlir_python):
    """Show the toolchain smith found, its version, the Python bindings and the specs in use."""
    from smith.release import bindings_version
    from smith.spec import available_dialects, missing_ops

    rel = _release(mlir_bin, specs_root, mlir_python, needs_bindings=False)
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
    dialects = available_dialects()
    click.echo(f"generatable   {', '.join(dialects)}")
    missing = missing_ops(dialects)
    if missing:
        click.echo(f"not in MLIR {rel.version} (left out) {', '.join(missing)}")


def main() -> None:
    """Console entry point: turn our errors into one-line messages and exit codes."""
    global _ARGV
    _ARGV = sys.argv[1:]
    try:
        cli.main(args=_ARGV, standalone_mode=False)
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


def _register_optional() -> None:
    """Commands whose modules are owned by other packages (lowering, extract)."""
    from smith import (
        cli_campaign,  # noqa: F401
        cli_cross_release,  # noqa: F401
        cli_extract,  # noqa: F401
        cli_lowering,  # noqa: F401
        cli_run,  # noqa: F401
        cli_tosa_ref,  # noqa: F401
        cli_tv,  # noqa: F401
    )


_register_optional()
