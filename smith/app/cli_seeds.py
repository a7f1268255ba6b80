"""``smith seeds``: seed directories for differential testing and mutation.

``smith seeds import MLIR_TEST_DIR -o DIR`` (or ``--mlir-src LLVM_PROJECT``): MLIR's own test
files split into pieces, the pieces that parse and verify harnessed into programs
(:mod:`smith.app.seeds`); ``--coverage PAIRS.json`` also measures the (pass, pattern) pairs the
kept pieces' own RUN-line pipelines apply (:mod:`smith.app.seed_coverage`). Every import also
writes ``DIR/pipelines.json``, the RUN-line pipelines of each origin test file
(:mod:`smith.app.seed_pipelines`); ``--pipelines-only`` writes only that file into an existing
seed directory."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from ground.errors import UsageError
from ground.fsutil import atomic_write
from smith.app.corpus import default_jobs, prepare_out
from smith.app.options import (
    PATH,
    POSITIVE,
    jobs_option,
    mlir_bin_option,
    release_of,
    release_options,
)
from smith.app.seed_coverage import measure_coverage
from smith.app.seed_pipelines import PIPELINES_FILE, write_pipelines
from smith.app.seed_select import (
    coverage_select,
    piece_pairs,
    selection_counts,
    shipped_forms,
)
from smith.app.seeds import (
    SEED_DIALECTS,
    import_pieces,
    read_pieces,
    skipped_log,
    test_root,
    write_seeds,
)
from smith.gen.harness import REASONS
from smith.gen.seed_worker import PIECE_REASONS


@click.group()
def seeds() -> None:
    """Seed directories: MLIR's own tests as harnessed programs (`smith seeds import`)."""


@seeds.command("import")
@click.argument("mlir_test_dir", type=click.Path(file_okay=False, path_type=Path), required=False)
@click.option("--mlir-src", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="llvm-project tree: import LLVM_PROJECT/mlir/test.")
@click.option("--out", "-o", type=PATH, required=True,
              help="Seed directory (programs/ and manifest.json; an existing one is refused "
                   "unless --force).")
@click.option("--dialects", default=",".join(SEED_DIALECTS), show_default=True,
              help="Keep pieces whose ops are of these dialects (builtin and func always); "
                   "'all': every piece that verifies.")
@click.option("--seed", "-s", default=0, show_default=True,
              help="Seed of the harness's input values.")
@click.option("--release", default=None,
              help="The MLIR release of the test tree, recorded in each program's origin "
                   "(default: the toolchain's).")
@click.option("--coverage", "pairs_out", type=PATH, default=None,
              help="Also run each file's RUN-line pipelines that name passes smith runs on its "
                   "kept pieces and write the applied (pass, pattern) pairs to this JSON file "
                   "(for smith corpus coverage --against).")
@click.option("--max-program-bytes", type=POSITIVE, default=None,
              help="Leave out harnessed programs larger than this (default: no limit).")
@click.option("--per-file", type=POSITIVE, default=None,
              help="Write at most this many programs per test file, spread evenly over its "
                   "pieces (default: all).")
@click.option("--select", "selection", type=click.Choice(["spread", "coverage"]),
              default="spread", show_default=True,
              help="spread: at most --per-file programs per test file, spread evenly. coverage: "
                   "the same, then greedily every piece that adds (pass, pattern) pairs its "
                   "origin test's RUN-line pipelines apply that the programs chosen so far do "
                   "not (each kept piece is run through them with coverage); with --dialects "
                   "all the quota takes only programs of smith's dialects (the default list).")
@click.option("--pipeline-seeds", is_flag=True,
              help="With --select coverage: pieces that cannot be harnessed (or whose program "
                   "is over --max-program-bytes) may be added as the piece's own text, marked "
                   "\"harnessed\": false (smith campaign --seeds runs them only along their "
                   "origin pipelines; smith run skips them).")
@click.option("--max-pipeline-seed-bytes", type=click.IntRange(min=1), default=None,
              help="With --pipeline-seeds: the size limit of a pipeline seed (the piece's own "
                   "text; default: --max-program-bytes). A test written as one large piece "
                   "(e.g. a whole conversion's test, 60 KB) applies patterns no smaller one "
                   "does.")
@click.option("--skipped-log", "log_path", type=PATH, default=None,
              help="Write one JSON line per piece not kept and per function not harnessed, "
                   "with the reason and the first diagnostic, to this file.")
@click.option("--force", is_flag=True, help="Replace the seed directory in --out.")
@click.option("--pipelines-only", is_flag=True,
              help="Only (re)write OUT/pipelines.json (each origin test file's RUN-line "
                   "pipelines that smith campaign --seeds runs mutants along) for the existing "
                   "seed directory OUT.")
@jobs_option()
@click.option("--progress/--no-progress", default=None, help="Progress bar (default: on a TTY).")
@mlir_bin_option
@release_options
def import_(mlir_test_dir, mlir_src, out, dialects, seed, release, pairs_out,
            max_program_bytes, per_file, selection, pipeline_seeds, max_pipeline_seed_bytes,
            log_path, force,
            pipelines_only, jobs, progress, mlir_bin, specs_root, mlir_python):
    """Split MLIR's test files at `// -----`, keep the pieces that parse and verify with this
    toolchain, and harness each into a program (`@main` on edge values, UB guards, checksum)
    that `smith run OUT` runs like a generated corpus."""
    root = test_root(mlir_test_dir, mlir_src)
    rel = release_of(mlir_bin, specs_root, mlir_python)
    chosen = () if dialects.strip() == "all" else tuple(
        d.strip() for d in dialects.split(",") if d.strip())
    if not chosen and dialects.strip() != "all":
        raise UsageError("--dialects: name at least one dialect, or 'all'")
    if max_pipeline_seed_bytes is not None and not pipeline_seeds:
        raise UsageError("--max-pipeline-seed-bytes needs --pipeline-seeds")
    if pipeline_seeds and selection != "coverage":
        raise UsageError("--pipeline-seeds needs --select coverage (pipeline seeds are added "
                         "only for the (pass, pattern) pairs they add)")
    if pipelines_only:
        _echo_pipelines(write_pipelines(out, root, rel.toolchain, release or rel.version), out)
        return
    prepare_out(out, force=force)
    pieces = read_pieces(root)
    if not pieces:
        raise UsageError(f"no *.mlir test files under {root}")
    show = sys.stderr.isatty() if progress is None else progress
    answers = import_pieces(pieces, seed, chosen, jobs or default_jobs(), show)
    picked = left = extra = None
    if selection == "coverage":
        picked, left, extra = _by_coverage(root, pieces, answers, rel.toolchain, chosen,
                                           max_program_bytes, per_file, pipeline_seeds,
                                           jobs or default_jobs(), show,
                                           max_pipeline_seed_bytes)
    manifest = write_seeds(out, pieces, answers, seed, release or rel.version, rel.version,
                           chosen, str(root), max_program_bytes, per_file, picked, left, extra)
    if log_path is not None:
        atomic_write(log_path, skipped_log(pieces, answers))
    counts = manifest["seeds"]["counts"]
    _print_counts(counts)
    click.echo(f"wrote {manifest['generated']} programs ({counts['harnessed']} of "
               f"{counts['kept']} kept pieces harnessed) to {out}/programs; manifest: "
               f"{out}/manifest.json")
    if selection == "coverage":
        click.echo(f"selection: {counts['added_by_coverage']} added for the (pass, pattern) pairs "
                   f"they add ({counts['pipeline_seeds']} pipeline seeds); the written programs "
                   f"apply {counts['pairs_written']} pairs along their origin pipelines, all "
                   f"candidates {counts['pairs_candidates']}")
    _echo_pipelines(write_pipelines(out, root, rel.toolchain, release or rel.version), out)
    if pairs_out is not None:
        doc = measure_coverage(root, pieces, answers, rel.toolchain, pairs_out,
                               jobs or default_jobs(), show)
        click.echo(f"coverage: {doc['runs']} mlir-opt runs over {doc['files']} files, "
                   f"{len(doc['applied'])} applied (pass, pattern) pairs of {len(doc['tried'])} "
                   f"tried -> {pairs_out}")


def _by_coverage(root, pieces, answers, toolchain, dialects, max_bytes, per_file,
                 pipeline_seeds, jobs, show, max_seed_bytes=None):
    """``--select coverage``: the programs to write (``write_seeds``'s ``picked``), those left
    out by limit and the counts to add (:mod:`smith.app.seed_select`)."""
    forms = shipped_forms(pieces, answers, max_bytes, pipeline_seeds,
                          max_bytes if max_seed_bytes is None else max_seed_bytes)
    pairs = piece_pairs(root, pieces, forms, toolchain, jobs, show)
    sel = coverage_select(pieces, answers, forms, pairs, per_file,
                          None if dialects else SEED_DIALECTS)
    picked = [(k[0], sel.forms[k].text, sel.forms[k].harnessed, len(pairs.get(k, ())))
              for k in sel.chosen]
    return picked, sel.left, selection_counts(sel, forms) | (
        {"max_pipeline_seed_bytes": max_seed_bytes} if max_seed_bytes is not None else {})


def _echo_pipelines(doc: dict, out: Path) -> None:
    n = sum(len(v) for v in doc["files"].values())
    click.echo(f"pipelines: {n} RUN-line pipelines of {len(doc['files'])} origin test files -> "
               f"{out}/{PIPELINES_FILE}")


def _print_counts(c: dict) -> None:
    table = Table(title=f"{c['pieces']} pieces in {c['files']} files")
    table.add_column("pieces")
    table.add_column("count", justify="right")
    table.add_column("why")
    table.add_row("kept (parse, verify, dialects)", str(c["kept"]), "")
    table.add_row("harnessed (program written)", str(c["harnessed"]), "")
    for reason, n in c["skipped"].items():
        table.add_row(f"skipped: {reason}", str(n), PIECE_REASONS.get(reason, ""))
    for reason, n in c["not_harnessed"].items():
        table.add_row(f"kept, not harnessed: {reason}", str(n), "")
    for reason, n in c.get("not_written", {}).items():
        table.add_row(f"harnessed, not written: {reason}", str(n), "")
    table.add_row("functions harnessed", str(c["functions_harnessed"]), "")
    for reason, n in c["functions_skipped"].items():
        table.add_row(f"functions skipped: {reason}", str(n), REASONS.get(reason, ""))
    Console(file=sys.stdout, width=max(Console().width, 120)).print(table)
