"""Click option declarations shared by the ``smith`` subcommands (one declaration per option:
``smith run`` and ``smith campaign`` take the lowering options from here, every generating
command the generator options), and the click types of numeric options."""

from __future__ import annotations

from pathlib import Path

import click

from ground.toolchain import find_toolchain
from smith.app.release import Release, select_release
from smith.gen_options import DYNAMIC_SHAPES, GenOptions
from smith.spec import parse_dialects

PATH = click.Path(path_type=Path)


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


def toolchain_of(mlir_bin):
    """The toolchain of ``--mlir-bin`` (None: the environment's or the PyPI wheels')."""
    return find_toolchain(mlir_bin)


def make_gen_options(dialects: str, ops: int, ubfix: bool, checksum: bool, bool_tensors: str,
                 max_args: int, dynamic_shapes: float = DYNAMIC_SHAPES) -> GenOptions:
    """The :class:`GenOptions` of the generator options' values (``--dialects`` parsed)."""
    return GenOptions(dialects=parse_dialects(dialects), ops=ops, ubfix=ubfix, checksum=checksum,
                      bool_tensors=bool_tensors, max_args=max_args,
                      dynamic_shapes=dynamic_shapes)


def release_of(mlir_bin, specs: Path | None = None, mlir_python: Path | None = None,
               needs_bindings: bool = True, needs_specs: bool = True) -> Release:
    """The :class:`~smith.app.release.Release` of this command: the toolchain of ``--mlir-bin``
    with the specs of ``--specs`` and the bindings of ``--mlir-python``. May re-run the command
    line :func:`smith.app.cli.main` stored in the click context's ``obj["argv"]`` under the
    python of the toolchain's release (see :func:`~smith.app.release.select_release`).

    Raises:
        UsageError: specs of another release, or no python with the toolchain's bindings.
    """
    ctx = click.get_current_context(silent=True)
    obj = ctx.obj if ctx is not None else None
    argv = obj.get("argv") if isinstance(obj, dict) else None
    return select_release(toolchain_of(mlir_bin), specs, mlir_python, argv, needs_bindings,
                          needs_specs)


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



# Lowering options of `smith run` that `smith campaign` shares (and stores in campaign.json):
# same names, defaults and help texts; the parameter names are RunOptions field names.
LOWERING_OPTIONS = [
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
    click.option("--tv/--no-tv", default=False, show_default=True,
                 help="Translation validation: every step of every path whose input and output "
                      "stay inside the encoded dialects is proved or refuted with an SMT solver "
                      "(10 s per query); a refutation confirmed by execution is a finding "
                      "(tv-refuted); counts in summary.json's tv."),
    click.option("--coverage/--no-coverage", default=True, show_default=True,
                 help="Rewrite-pattern coverage: record the rewrite patterns every mlir-opt "
                      "run tries and applies (needs an assertions build of MLIR 22 or later; "
                      "silently off otherwise); see smith coverage."),
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
                   "locate_divergence", "check", "false_alarm_check", "tv",
                   "coverage")  # in LOWERING_OPTIONS


def lowering_options(fn):
    """The options of :data:`LOWERING_PARAMS` (``smith run`` and ``smith campaign``)."""
    for opt in reversed(LOWERING_OPTIONS):
        fn = opt(fn)
    return fn
