"""Click option declarations shared by the ``smith`` subcommands (one declaration per option:
``smith run`` and ``smith campaign`` take the lowering options from here, every generating
command the generator options), and the click types of numeric options."""

from __future__ import annotations

from pathlib import Path

import attrs
import click

from judges.tosa_ref.run_judge import ORACLES
from lowering.run_options import COVERAGE_MODES, JUDGE_FIELDS, LOCATE_MODES, RunOptions
from smith.app.guide import GUIDES
from smith.app.help_sections import SectionOption, option
from smith.app.release import Release, select_release, toolchain_from
from smith.gen.gen_options import DYNAMIC_SHAPES, MAX_NUMEL, GenOptions
from smith.gen.idiom_data import require_idioms
from smith.gen.spec import parse_dialects

PATH = click.Path(path_type=Path)

# The ``--help`` headings of the flags (smith.app.help_sections.SECTIONS)
GENERATION, MUTATION, PATHS, JUDGES = "Generation", "Seeds and mutation", "Lowering paths", "Judges"
COVERAGE, EXECUTION, TOOLCHAIN, OUTPUT = "Coverage and guidance", "Execution", "Toolchain", "Output"


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
    return option("--jobs", "-j", type=POSITIVE, default=None, section=EXECUTION,
                  help=f"{what} (default: all cores).")


def toolchain_of(mlir_bin):
    """The toolchain of ``--mlir-bin`` (None: the environment's or the PyPI wheels')."""
    return toolchain_from(mlir_bin)


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


mlir_bin_option = option(
    "--mlir-bin", type=click.Path(file_okay=False, path_type=Path), default=None,
    section=TOOLCHAIN,
    help="Directory with mlir-opt/mlir-runner of your own MLIR build (default: the PyPI wheels; "
         "env SMITH_MLIR_BIN).")


def release_options(fn):
    """``--specs DIR`` and ``--mlir-python PYTHON``: the specs and bindings of the release."""
    fn = option(
        "--mlir-python", type=click.Path(dir_okay=False, path_type=Path), default=None,
        section=TOOLCHAIN,
        help="Python of an environment with the MLIR Python bindings of --mlir-bin's release "
             "(default: found next to --mlir-bin; env SMITH_MLIR_PYTHON).")(fn)
    return option(
        "--specs", "specs_root", type=click.Path(file_okay=False, path_type=Path), default=None,
        section=TOOLCHAIN,
        help="Specs extracted from the toolchain's release (smith extract -o DIR; default: the "
             "shipped specs of that release; env SMITH_SPECS).")(fn)


@attrs.frozen
class Flag:
    """The one command-line option of one field of an options record.

    Attributes:
        field: the field's dotted path in the record (``stepwise.max_step`` is
            ``RunOptions.stepwise.max_step``); its last part names the click parameter.
        decls: the option's names (``--max-step``).
        kwargs: the rest of ``click.option``'s arguments (type, default, help; ``section``:
            its heading in ``--help``, :class:`smith.app.help_sections.SectionOption`).
        param, const: a flag that sets the field to ``const`` when given (an older spelling
            such as ``--no-locate-divergence``), under the click parameter ``param``.
    """

    field: str
    decls: tuple[str, ...]
    kwargs: dict = attrs.field(factory=dict, hash=False)
    param: str | None = None
    const: object = None

    @property
    def name(self) -> str:
        return self.param or self.field.rsplit(".", 1)[-1]

    def option(self):
        return click.option(*self.decls, self.name, cls=SectionOption, **self.kwargs)


def _flag(field: str, section: str, *decls: str, **kwargs) -> Flag:
    """The flag of ``field`` listed under the ``--help`` heading ``section``."""
    return Flag(field, decls, {"show_default": True, "section": section} | kwargs)



# The fields of lowering.run_options.RunOptions that `smith run` and `smith campaign` take from
# the command line (a campaign stores them in campaign.json).
RUN_FLAGS = (
    _flag("paths", PATHS, "--paths", "-k", type=click.IntRange(min=2), default=3,
          help="Lowering paths per program (at least 2, to compare outputs)."),
    _flag("compile_timeout", EXECUTION, "--compile-timeout", type=SECONDS, default=60.0,
          help="Seconds per mlir-opt."),
    _flag("run_timeout", EXECUTION, "--run-timeout", type=SECONDS, default=30.0,
          help="Seconds per mlir-runner."),
    _flag("optimize", PATHS, "--optimize/--no-optimize", default=True,
          help="Insert optimisation passes into paths after the first."),
    _flag("report_known", OUTPUT, "--report-known/--no-report-known", default=False,
          help="Write finding directories for known crash signatures too."),
    _flag("mode", PATHS, "--mode", type=click.Choice(["topo", "stepwise"]), default="topo",
          help="topo: whole paths drawn as random topological orders of the pass map; "
               "stepwise: LOBE paths built step by step on the IR with priority feedback."),
    _flag("stepwise.max_step", PATHS, "--max-step", type=POSITIVE, default=30,
          help="stepwise: conversion steps per path."),
    _flag("stepwise.opt_per_step", PATHS, "--opt-per-step", type=NON_NEGATIVE, default=1,
          help="stepwise: recommended optimisation passes tried before each conversion."),
    _flag("stepwise.variants", PATHS, "--variants", type=POSITIVE, default=2,
          help="stepwise: path i is variant i % N; variant 0 is pure lowering, the others "
               "interleave optimisations."),
    _flag("stepwise.feedback", PATHS, "--feedback/--no-feedback", default=True,
          help="stepwise: priority feedback (off: uniform choice, the LOBE ablation)."),
    _flag("float_tolerance", JUDGES, "--float-tolerance", type=NON_NEGATIVE_FLOAT, default=0.0,
          help="Relative tolerance for raw float output lines of paths with passes that may "
               "change rounding (0: bit-exact). Checksum lines are always exact."),
    _flag("locate_divergence", JUDGES, "--locate-divergence", type=click.Choice(LOCATE_MODES),
          is_flag=False, flag_value="first", default="first",
          help="Bisect wrong-code paths for their first divergent pass (the dedup key): all: "
               "every one; first: once per pass, later differences whose divergent path has a "
               "pass located before are confirmed by two probes (a bisection when that "
               "fails); none: no bisection. Without a value (write --locate-divergence=first "
               "right before CORPUS): first."),
    Flag("locate_divergence", ("--no-locate-divergence",),
         {"is_flag": True, "default": False, "hidden": True}, param="no_locate_divergence",
         const="none"),
    Flag("judges", ("--judge",),
         {"type": click.Choice(list(JUDGE_FIELDS)), "multiple": True, "metavar": "NAME",
          "help": "Judge every program also with the judge NAME (repeatable): "
                  "check (= --check), false-alarm (= --false-alarm-check), tv (= --tv), "
                  "tosa-ref (= --oracle tosa-ref); each judge's verdict is in the program's "
                  "record, its counts in summary.json, its findings in OUT/findings."},
         param="judge"),
    _flag("check", JUDGES, "--check/--no-check", default=False,
          help="Runtime verification: one extra path 'rv' per program runs MLIR's "
               "generate-runtime-verification; a failed check is the verdict "
               "runtime-check-failed (a gap in our UB elimination)."),
    _flag("false_alarm_check", JUDGES, "--false-alarm-check/--no-false-alarm-check",
          default=False,
          help="Re-run the two paths of every wrong-code difference with mlir-runner --O0 and "
               "without MLIR optimisation passes, and classify it (false alarm: the difference "
               "disappears at -O0)."),
    _flag("tv", JUDGES, "--tv/--no-tv", default=False,
          help="Translation validation: every step of every path whose input and output stay "
               "inside the encoded dialects is proved or refuted with an SMT solver (10 s per "
               "query); a refutation confirmed by execution is a finding (tv-refuted); counts "
               "in summary.json's tv."),
    _flag("coverage", COVERAGE, "--coverage", type=click.Choice(list(COVERAGE_MODES)),
          is_flag=False, flag_value="all", default="sampled",
          help="Rewrite-pattern coverage (needs an assertions build of MLIR 22 or later; "
               "quietly off otherwise; see smith corpus coverage): all: the rewrite patterns every "
               "mlir-opt run of the paths tries and applies; sampled: those of one path per "
               "program, drawn from the seed and the program (a third of the cost with 3 "
               "paths, nearly the same campaign pattern table; the default, all under "
               "--guide coverage); off: none. Without a value (write --coverage=all right "
               "before CORPUS): all. --no-coverage: off."),
    Flag("coverage", ("--no-coverage",), {"is_flag": True, "default": False, "hidden": True},
         param="no_coverage", const="off"),
    _flag("isolation", EXECUTION, "--isolation", type=click.Choice(["worker", "subprocess"]),
          default="worker",
          help="worker: mlir-opt and mlir-runner run in process in a long-lived worker "
               "process, restarted on a crash (a step whose worker dies is re-run as a "
               "subprocess for its verdict); subprocess: one process per tool call."),
    _flag("oracle", JUDGES, "--oracle", type=click.Choice(ORACLES), default=None,
          show_default=False,
          help="Extra judge per program: tosa-ref runs its TOSA graph in the TOSA reference "
               "model (the optional 'oracle' extra, pip install -e \".[oracle]\") and compares "
               "(spec-ub, spec-invalid, spec-divergence verdicts; counts in summary.json)."),
)
# The fields of smith.app.campaign_state.CampaignConfig that only `smith campaign` takes.
CAMPAIGN_FLAGS = (
    _flag("guide", COVERAGE, "--guide", type=click.Choice(GUIDES), default=None,
          show_default=False,
          help="coverage: a power schedule that gives more weight to the ops and the "
               "generation knobs (--ops, --max-args, --dynamic-shapes, operand reuse, overflow "
               "flags; your values are among the arms) of programs that applied rewrite "
               "patterns no earlier program applied, per CPU second; each program's header "
               "records its weights and knob values. Default: uniform generation."),
)
# `smith run` only: a campaign's verdicts must not depend on machine speed or on an entry
# other than the generator's @main.
RUN_ONLY_FLAGS = (
    _flag("stepwise.time_budget", PATHS, "--time-budget", type=NON_NEGATIVE_FLOAT, default=0.0,
          help="stepwise: seconds per program for building paths (0: only --paths limits; a "
               "budget makes results depend on machine speed)."),
    _flag("entry", EXECUTION, "--entry", default="main",
          help="Function mlir-runner calls in every program (no arguments, no results)."),
)


def flag_options(flags):
    """A decorator adding the click option of every flag in ``flags``."""
    def deco(fn):
        for f in reversed(flags):
            fn = f.option()(fn)
        return fn
    return deco


def record_of(cls, flags, values: dict, **fixed):
    """The ``cls`` record (nested records included) of the values of ``flags``, which are
    removed from ``values`` (a click parameter dict); ``fixed`` sets top-level fields."""
    nested: dict = {}
    for f in flags:
        if f.name in values:
            value = values.pop(f.name)
            if f.const is not None:
                if not value:
                    continue
                value = f.const
            *head, last = f.field.split(".")
            d = nested
            for h in head:
                d = d.setdefault(h, {})
            d[last] = value
    return _build(cls, nested | fixed)


def _build(cls, data: dict):
    kw = {}
    for f in attrs.fields(cls):
        if f.name in data:
            v = data[f.name]
            kw[f.name] = (_build(f.default.factory, v)
                          if isinstance(f.default, attrs.Factory) and isinstance(v, dict) else v)
    return cls(**kw)


def run_options_of(values: dict, **fixed) -> RunOptions:
    """The :class:`RunOptions` of the run flags in ``values`` (removed from it); the judges of
    ``--judge NAME`` are added to those of their older flags (``--check``, ``--tv``, ...)."""
    names = tuple(values.get("judge") or ())
    return record_of(RunOptions, RUN_FLAGS + RUN_ONLY_FLAGS, values, **fixed).with_judges(names)


# The fields of smith.gen.gen_options.GenOptions that every generating command takes.
GEN_FLAGS = (
    _flag("dialects", GENERATION, "--dialects", default="tosa,arith",
          help="Comma-separated dialects to draw ops from."),
    _flag("ops", GENERATION, "--ops", type=POSITIVE, default=32, help="Ops per template."),
    _flag("ubfix", GENERATION, "--ubfix/--no-ubfix", default=True,
          help="Insert runtime UB guards."),
    _flag("checksum", GENERATION, "--checksum/--no-checksum", default=True,
          help="Print checksums of every live value from @main."),
    _flag("bool_tensors", GENERATION, "--bool-tensors", type=click.Choice(["fuse", "any"]),
          default="fuse",
          help="'fuse' keeps i1 tensors out of memory (MLIR 22 asserts on i1 memrefs); 'any' "
               "does not."),
    _flag("max_args", GENERATION, "--max-args", type=NON_NEGATIVE, default=12,
          help="Cap on @compute arguments."),
    _flag("dynamic_shapes", GENERATION, "--dynamic-shapes", type=PROBABILITY,
          default=DYNAMIC_SHAPES,
          help="Probability that a program puts tosa elementwise ops on dynamically shaped "
               "tensors (outside TOSA 1.0 levels: tosa-validate rejects those programs; 0 keeps "
               "all within them)."),
    _flag("max_numel", GENERATION, "--max-numel", type=POSITIVE, default=MAX_NUMEL,
          help="Cap on the elements of a randomly drawn tensor shape (small shapes keep "
               "`smith judge tv` cheap; shapes ops derive from their operands follow)."),
    _flag("idioms", GENERATION, "--idioms", type=PROBABILITY, default=0.0, metavar="RATE",
          help="Share of top-level op slots built as an op chain that a canonicalization "
               "pattern matches (specs idioms.json; 0: none)."),
)
gen_options = flag_options(GEN_FLAGS)


def gen_options_of(values: dict, specs_root: Path | None = None, **fixed) -> GenOptions:
    """The :class:`GenOptions` of the generator flags in ``values`` (removed from it;
    ``--dialects`` parsed by :func:`smith.gen.spec.parse_dialects` against the specs directory
    ``specs_root``, the release's; None: the shipped one; ``--idioms`` above 0 needs that
    directory's idioms, :func:`smith.gen.idiom_data.require_idioms`)."""
    opts = record_of(GenOptions, GEN_FLAGS, values, **fixed)
    if opts.idioms:
        require_idioms(specs_root)
    return attrs.evolve(opts, dialects=parse_dialects(opts.dialects, specs_root)) \
        if isinstance(opts.dialects, str) else opts


def executor_options(fn):
    """``--executor local|dask`` and ``--scheduler ADDR`` (``smith run``, ``smith campaign``)."""
    fn = option("--scheduler", default=None, metavar="ADDR", section=EXECUTION,
                help="Dask scheduler address (tcp://host:8786); default with --executor "
                     "dask: a LocalCluster with --jobs workers.")(fn)
    return option("--executor", type=click.Choice(["local", "dask"]), default="local",
                  show_default=True, section=EXECUTION,
                  help="local: a process pool; dask: a Dask cluster.")(fn)


def progress_options(fn):
    """``--progress/--no-progress`` and ``--progress-interval SECONDS`` (env
    ``SMITH_PROGRESS_INTERVAL``) of ``smith run`` and ``smith campaign``
    (``smith.app.campaign_summary.progress_mode``)."""
    fn = option("--progress-interval", type=NON_NEGATIVE_FLOAT, default=None, section=OUTPUT,
                envvar="SMITH_PROGRESS_INTERVAL", show_envvar=True, metavar="SECONDS",
                help="Seconds between two progress lines when stderr is not a terminal "
                     "(default 10; 0: a line per program).")(fn)
    return option("--progress/--no-progress", default=None, section=OUTPUT,
                  help="Progress on stderr: a live display on a terminal, else a status "
                       "line every --progress-interval seconds (default: on).")(fn)
