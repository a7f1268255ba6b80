"""CLI commands that drive the other packages: ``smith run`` (lowering/). ``smith extract``
lives in :mod:`smith.app.cli_extract`."""

from __future__ import annotations

import json

import attrs
import click

from ground.dirlock import DirLock
from ground.errors import UsageError
from ground.fsutil import writable_dir
from ground.manifest import MANIFEST, corpus_files
from smith.app.campaign import oracle_lines, run_campaign
from smith.app.campaign_state import JOURNAL_FILE, CampaignConfig, Journal
from smith.app.help_sections import SectionedCommand, option
from smith.app.options import (
    OUTPUT,
    PATH,
    RUN_FLAGS,
    RUN_ONLY_FLAGS,
    executor_options,
    flag_options,
    jobs_option,
    mlir_bin_option,
    progress_options,
    release_of,
    release_options,
    run_options_of,
)
from smith.app.run_dir import check_programs, prepare_run, skipped_inputs, skipped_lines
from ubfix.stats import load_manifest, render, rule_stats


@click.command(cls=SectionedCommand,
               main_options=("out", "paths", "seed", "judge", "check", "jobs"))
@click.argument("corpus", type=PATH)
@click.option("--out", "-o", type=PATH, default=None,
              help="Results directory (default: CORPUS/run).")
@option("--path-seed", "-s", "--seed", "seed", default=0, show_default=True,
        unlisted=("--seed",),
        help="Seed of the lowering-path draw: each program's paths (and its sampled --coverage "
             "path) are drawn from a seed derived from it and the program's id (older name: "
             "--seed).")
@jobs_option("Parallel programs")
@executor_options
@progress_options
@option("--force", is_flag=True, section=OUTPUT,
        help="Run again even when the run in --out is complete with these options (the "
             "previous results, findings included, move to OUT/previous-N).")
@flag_options(RUN_FLAGS + RUN_ONLY_FLAGS)
@mlir_bin_option
@release_options
def run(corpus, out, seed, jobs, executor, scheduler, progress, progress_interval, force,
        mlir_bin, specs_root, mlir_python, **run_values):
    """Lower every program of CORPUS along several paths, run them, compare the outputs.

    The programs are those CORPUS/manifest.json lists; without a manifest, every
    CORPUS/programs/*.mlir (or CORPUS/*.mlir). A file that does not parse or verify (and that
    smith did not generate) is skipped input, not a finding. The same driver as `smith
    campaign`: an interrupted run continues where it stopped when started again with the
    same options; a complete one is left as it is; another run keeps the previous one's
    findings in OUT/previous-N. One process at a time uses OUT."""

    if not corpus.exists():
        raise UsageError(f"corpus {corpus} does not exist")
    stray = corpus_files(corpus).stray
    if stray:
        click.echo(f"smith: warning: {len(stray)} .mlir file(s) in {stray[0].parent} are not in "
                   f"{corpus / MANIFEST} and are not run (e.g. {stray[0].name})", err=True)
    release = release_of(mlir_bin, specs_root, mlir_python, needs_specs=False)
    version = release.version
    config = CampaignConfig(seed=seed, gen=None, run=run_options_of(run_values, seed=seed),
                            mlir_version=version)
    programs = check_programs(corpus, config.run.entry)  # before OUT is created
    out_dir = writable_dir(out or corpus / "run")
    with DirLock(out_dir, "run directory"):  # from the first look at OUT to the summary
        start = prepare_run(corpus, out_dir, config, force=force, programs=programs)
        if start.state == "complete":
            click.echo(f"smith run: the run in {out_dir} is complete ({start.programs} "
                       f"programs, same corpus and options); nothing to do (summary: "
                       f"{out_dir}/summary.json; --force runs it again)")
            _no_runnable(corpus, out_dir)
            return
        if start.previous is not None:
            dirs = "directory" if start.findings == 1 else "directories"
            click.echo(f"smith: the previous run's results ({start.findings} finding {dirs}, "
                       f"with what was derived from them) are kept in {start.previous}",
                       err=True)
        try:
            summary = run_campaign(out_dir, executor=executor, jobs=jobs, scheduler=scheduler,
                                   release=release,
                                   progress=progress, progress_interval=progress_interval)
        except KeyboardInterrupt:
            click.echo("smith: run interrupted; the same command continues it", err=True)
            raise
    click.echo(summary.text(oracle_lines(summary)))
    if programs.not_harnessed:
        click.echo(f"not run: {programs.not_harnessed} pipeline seed(s) (\"harnessed\": false in "
                   f"the manifest: no @main; smith campaign --seeds runs them along their origin "
                   f"test's pipelines)")
    _no_runnable(corpus, out_dir, echo=True)


def _no_runnable(corpus, out_dir, echo: bool = False) -> None:
    """Print the skipped inputs of the run in ``out_dir`` (``echo``).

    Raises:
        UsageError: every input was skipped (nothing runnable in ``corpus``).
    """
    records = Journal(out_dir / JOURNAL_FILE).load_readonly()
    skipped = skipped_inputs(records)
    if echo:
        for line in skipped_lines(skipped):
            click.echo(line)
    if skipped and len(skipped) == len(records):
        raise UsageError(f"nothing runnable in {corpus}: all {len(skipped)} input(s) were "
                         f"skipped (they do not parse or verify), e.g. "
                         f"{(skipped[0]['error'] or '')[:200]}")


@click.command("ubfix-stats")
@click.argument("corpus", type=PATH)
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.option("--all-rules/--fired-only", default=True, show_default=True,
              help="List registered rules that never fired too.")
def ubfix_stats(corpus, as_json, all_rules):
    """Per UB-elimination rule: programs it fired in and guards inserted, over CORPUS
    (a directory with manifest.json, or the manifest itself)."""



    manifest = load_manifest(corpus)
    rows = rule_stats(manifest, all_rules=all_rules)
    n = len(manifest["programs"])
    if as_json:
        click.echo(json.dumps({"programs": n, "rules": [attrs.asdict(r) for r in rows]},
                              indent=1))
    else:
        click.echo(render(rows, n))
