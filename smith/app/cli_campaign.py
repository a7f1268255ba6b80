"""CLI commands for offline campaigns and seed corpora: ``smith campaign``,
``smith corpus export`` and ``smith report``."""

from __future__ import annotations

import contextlib
from pathlib import Path

import click

from ground.dirlock import DirLock
from ground.errors import UsageError
from ground.fsutil import writable_dir
from smith.app.campaign import run_campaign, start_campaign
from smith.app.campaign_state import Budget, CampaignConfig, parse_duration
from smith.app.export import export_corpus
from smith.app.help_sections import SectionedCommand, option
from smith.app.options import (
    CAMPAIGN_FLAGS,
    GEN_FLAGS,
    MUTATION,
    PATH,
    POSITIVE,
    RUN_FLAGS,
    executor_options,
    flag_options,
    gen_options,
    gen_options_of,
    jobs_option,
    mlir_bin_option,
    progress_options,
    release_of,
    release_options,
    run_options_of,
    toolchain_of,
)
from smith.app.report import write_report
from smith.app.seed_pick import seed_files

#: ``--seeds upstream``: the shipped corpus of MLIR's tests (``corpora/upstream-<release>`` of
#: smith's source tree)
UPSTREAM = "upstream"
SHIPPED_CORPORA = Path(__file__).resolve().parents[2] / "corpora"

# Options stored in campaign.json: --resume refuses them on the command line.
_STORED = frozenset(f.name for f in GEN_FLAGS + RUN_FLAGS + CAMPAIGN_FLAGS) | {"seed", "out",
                                                                              "seeds",
                                                                              "seed_pipelines"}


@click.command(cls=SectionedCommand,
               main_options=("dialects", "idioms", "count", "duration", "seed", "out", "resume",
                             "seeds", "judge", "jobs"))
@gen_options
@click.option("--count", "-n", type=POSITIVE, default=None, help="Stop after N programs.")
@click.option("--time", "-t", "duration", default=None,
              help="Stop starting programs after this long (90s, 10m, 1h, 1h30m).")
@click.option("--seed", "-s", default=0, show_default=True,
              help="Campaign seed: every program's seed is derived from it and the program's "
                   "index (a generated program i is program i of `smith gen --seed SEED` with "
                   "the same options); the mutations of --seeds and the lowering paths are "
                   "drawn from it too.")
@click.option("--out", "-o", type=PATH, default=None, help="Campaign directory (new).")
@click.option("--seeds", type=PATH, default=None, metavar="DIR",
              help="Seed corpus (smith gen or smith seeds import output; 'upstream': the shipped "
                   "corpus of MLIR's tests, corpora/upstream-<release>): every other program "
                   "is a mutant of one of its programs (with --guide coverage, seeds are "
                   "picked by the new rewrite patterns their mutants applied).")
@option("--seed-pipelines/--no-seed-pipelines", default=True, show_default=True,
        section=MUTATION,
        help="With --seeds: also run each mutant of an MLIR test through that test's own "
             "RUN-line pipelines (the corpus's pipelines.json): their rewrite patterns count in "
             "the coverage, an mlir-opt crash there is a finding.")
@click.option("--resume", type=PATH, default=None, metavar="DIR",
              help="Continue the campaign in DIR (after an interruption, or with a new "
                   "--count/--time to extend it).")
@jobs_option("Parallel programs")
@executor_options
@flag_options(RUN_FLAGS)
@flag_options(CAMPAIGN_FLAGS)
@progress_options
@mlir_bin_option
@release_options
@click.pass_context
def campaign(ctx, count, duration, seed, out, seeds, seed_pipelines, resume, jobs, executor,
             scheduler, progress, progress_interval, mlir_bin, specs_root, mlir_python,
             **values):
    """Generate, run differentially and triage programs until --count or --time is spent.

    Resumable: `smith campaign --resume DIR` after any interruption (kill -9 included)."""
    release = release_of(mlir_bin, specs_root, mlir_python)
    version = release.version
    seconds = parse_duration(duration) if duration is not None else None
    if count is not None and seconds is not None:
        raise UsageError("give --count or --time, not both")
    if resume is not None:
        given = [p for p in ctx.command.params if p.name in _STORED and
                 ctx.get_parameter_source(p.name) == click.core.ParameterSource.COMMANDLINE]
        if given:
            flags = ["/".join(p.opts[:1] + p.secondary_opts[:1]) for p in given]
            raise UsageError("--resume continues a campaign with its stored options; remove "
                             + ", ".join(flags))
        out_dir = resume  # run_campaign locks the campaign directory it resumes
    else:
        if out is None:
            raise UsageError("--out DIR is required for a new campaign (or --resume DIR)")
        if count is None and seconds is None:
            raise UsageError("give --count N or --time DURATION")
        guide = values.pop("guide")
        if guide and (values["coverage"] == "off" or values["no_coverage"]):
            raise UsageError("--guide coverage needs --coverage")
        if guide and ctx.get_parameter_source("coverage") == click.core.ParameterSource.DEFAULT:
            values["coverage"] = "all"  # the schedule credits what a whole program applied
        config = CampaignConfig(seed=seed, gen=gen_options_of(values, release.specs),
                                run=run_options_of(values, seed=seed),
                                budget=Budget(count, seconds), mlir_version=version,
                                guide=guide, seeds=_seed_dir(seeds, version),
                                seed_pipelines=seed_pipelines and seeds is not None)
    with contextlib.ExitStack() as held:
        if resume is None:  # a new campaign's lock is held from its start to its end
            held.enter_context(DirLock(writable_dir(out), "campaign directory"))
            out_dir = start_campaign(out, config)
        try:
            summary = run_campaign(out_dir, executor=executor, jobs=jobs, scheduler=scheduler,
                                   release=release,
                                   progress=progress, count=count if resume else None,
                                   seconds=seconds if resume else None,
                                   progress_interval=progress_interval)
        except KeyboardInterrupt:
            click.echo(f"smith: campaign interrupted; continue with: smith campaign --resume "
                       f"{out_dir}", err=True)
            raise
    summary.print()
    click.echo(f"campaign {out_dir}: {summary.programs} programs, {summary.paths} paths, "
               f"{summary.findings} finding directories, {summary.rate:.1f} programs/min; "
               f"summary: {out_dir}/summary.json")


def _seed_dir(seeds: Path | None, version: str) -> str | None:
    """The absolute seed corpus directory of ``--seeds`` (None: no seeds); the name
    ``upstream`` (no such directory here) is the corpus of MLIR's tests of the toolchain's
    release ``version`` shipped with smith's sources, ``corpora/upstream-<version>``.

    Raises:
        UsageError: not a corpus with at least one program; ``upstream`` without that corpus.
    """
    if seeds is None:
        return None
    if str(seeds) == UPSTREAM and not seeds.exists():
        shipped = SHIPPED_CORPORA / f"upstream-{version}"
        if not (shipped / "manifest.json").is_file():
            raise UsageError(f"--seeds {UPSTREAM}: no seed corpus of MLIR {version}'s tests at "
                             f"{shipped} (smith seeds import writes one)")
        seeds = shipped
    if not seed_files(seeds):
        raise UsageError(f"--seeds {seeds}: the corpus has no programs")
    return str(Path(seeds).resolve())


@click.command("export")
@click.argument("corpus_dir", type=PATH)
@click.option("--format", "-f", "fmt", type=click.Choice(["mlir", "generic", "bytecode",
                                                          "libfuzzer"]),
              default="generic", show_default=True,
              help="mlir: as generated; generic: generic op form; bytecode: MLIR bytecode; "
                   "libfuzzer: seed corpus zips for mlir-{text,bytecode}-parser-fuzzer (each "
                   "seed ends in the NUL byte these fuzzers expect, so plain mlir-opt rejects a "
                   "bytecode seed: strip it first, `head -c -1 SEED > x.mlirbc`).")
@click.option("--out", "-o", type=PATH, required=True, help="Output directory.")
@click.option("--minimize/--no-minimize", default=True, show_default=True,
              help="Keep only a set of programs covering every applied rewrite pattern (or every "
                   "op and op pair, see --by).")
@click.option("--by", type=click.Choice(["patterns", "op-pairs"]), default="patterns",
              show_default=True,
              help="patterns: cover the rewrite patterns the programs applied (recorded by "
                   "smith campaign / smith run; op pairs break ties; op pairs alone when none "
                   "is recorded); op-pairs: cover ops and op pairs only.")
@mlir_bin_option
def export(corpus_dir, fmt, out, minimize, by, mlir_bin):
    """Export CORPUS_DIR (a corpus or campaign directory), deduplicated and minimised."""

    m = export_corpus(corpus_dir, fmt, out, toolchain_of(mlir_bin), minimize=minimize, by=by)
    cov = m["coverage_kept"]
    pats = (f"{m['patterns_kept']}/{m['patterns_all']} applied rewrite patterns, "
            if m["patterns_all"] else "")
    click.echo(f"exported {m['kept']}/{m['programs_in']} programs ({m['unique']} unique) as "
               f"{fmt} to {out}" + (f", minimised by {m['minimized_by']}" if minimize else "")
               + f": {pats}{cov['ops']} ops, {cov['data_pairs']} data pairs, "
               f"{cov['nest_pairs']} nesting pairs covered; manifest: {Path(out)}/manifest.json")


@click.command()
@click.argument("directory", type=PATH)
@click.option("--out", "-o", type=PATH, default=None,
              help="HTML file (default: DIRECTORY/report.html).")
@click.option("--run", "run_dir", type=PATH, default=None,
              help="Results of `smith run` for a corpus (default: DIRECTORY/run).")
def report(directory, out, run_dir):
    """Write a self-contained HTML report of a corpus or campaign directory."""

    path = write_report(directory, out, run_dir)
    click.echo(f"report: {path}")
