"""CLI commands on finding directories: ``smith triage`` (one classification per finding: the
pass named, an uninitialised read, a run-time trap) and ``smith report-bug`` (an upstream-ready
Markdown report)."""

from __future__ import annotations

import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path

import attrs
import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from ground.errors import UsageError
from ground.fsutil import atomic_write
from judges.tosa_ref.blame import blame_by_reference_model
from lowering.findings.bugreport import render_report
from lowering.findings.confirm import near_miss_text
from lowering.findings.finding_test import load_finding
from lowering.findings.reproducer import strip_resources
from lowering.findings.retriage import record_hits, render_table, retriage
from lowering.findings.triage import finding_probe, known_of, triage_finding
from lowering.passmap import base_name, load_passmap
from smith.app.campaign import load_campaign
from smith.app.campaign_state import JOURNAL_FILE, STATE_FILE, Journal
from smith.app.options import PATH, SECONDS, mlir_bin_option
from smith.app.records import JournalRecord
from smith.app.release import replay_toolchain_of, toolchain_from


def _finding_dirs(paths: tuple[Path, ...]) -> list[Path]:
    """Finding directories named by ``paths``: a finding directory (``meta.json``), or any
    directory holding some (a campaign, its ``findings/``, a kind folder), searched below."""
    out: list[Path] = []
    for p in paths:
        if (p / "meta.json").is_file():
            out.append(p)
        elif p.is_dir():
            out += sorted(m.parent for m in p.rglob("meta.json")
                          if "reduced" not in m.parts and "work" not in m.parts)
        else:
            raise UsageError(f"{p} is not a finding directory or a directory holding findings")
    return out


@click.command()
@click.argument("paths", nargs=-1, required=True, type=PATH)
@click.option("--kind", "kinds", multiple=True, default=("wrong-code", "uninit-read", "crash"),
              show_default=True, help="Finding kinds to triage (folder names under findings/).")
@click.option("--timeout", type=SECONDS, default=60.0, show_default=True,
              help="Seconds per mlir-opt / mlir-runner run.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per finding.")
@click.option("--known", "known", is_flag=True,
              help="PATHS are campaign or run directories: confirm again every known-bug hit "
                   "and unknown wrong-code signature they journaled (programs re-lowered along "
                   "their recorded paths); prints per known id hits, confirmed, not confirmed "
                   "and writes DIR/known-triage.json.")
@mlir_bin_option
def triage(paths, kinds, timeout, as_json, known, mlir_bin):
    """Classify findings: name the pass, or tell an uninitialised read, a nondeterministic
    runner, a run-time trap from our program or from a lowering.

    PATHS: finding directories, or directories holding them (a campaign). Each result is also
    written to FINDING_DIR/triage.json; `smith report-bug` uses it. With --known: campaign or
    run directories, whose known ids are confirmed again (lowering/findings/confirm.py).
    """
    if known:
        for p in paths:
            known_triage(p, timeout, as_json, mlir_bin)
        return
    counts: Counter[str] = Counter()
    for d in _finding_dirs(paths):
        if d.parent.name not in kinds:
            continue
        f = load_finding(d)
        tc = replay_toolchain_of(f.meta.get("toolchain"), mlir_bin)
        if f.test.kind not in ("difference", "run") or (f.test.kind == "run" and not (
                f.meta.get("finding_signature") or "").startswith("runtime: signal")):
            continue  # a compile-time failure is located by smith run already
        res = triage_finding(d, tc, timeout)
        if f.test.kind == "difference" and res["label"] == "located":
            res = _second_opinion(d, f, res, tc)
        counts[res["label"]] += 1
        if as_json:
            click.echo(json.dumps(res, sort_keys=True))
        else:
            known = (f" known {res['known_id']}" if res.get("known_id") else "") + (
                f" ({near_miss_text(res['near_miss'])})" if res.get("near_miss") else "")
            click.echo(f"{d}: {res['label']}"
                       + (f" {res['pass']}" if res.get("pass") else "") + known)
    if not as_json:
        click.echo("summary: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


@click.command("report-bug")
@click.argument("finding_dir", type=PATH)
@click.option("--out", "-o", type=PATH, default=None,
              help="Write the report here (default: FINDING_DIR/report.md; '-': stdout).")
@click.option("--timeout", type=SECONDS, default=60.0, show_default=True,
              help="Seconds per mlir-opt / mlir-runner run.")
@mlir_bin_option
def report_bug(finding_dir, out, timeout, mlir_bin):
    """Write an upstream-ready Markdown bug report of a finding: the pass, rewrite pattern and
    source op in the title, the minimal program (reduced when `smith reduce` ran), commands with
    mlir-opt / mlir-runner from PATH, expected vs actual as values of the program's types and
    why the expected one is right, how UB was ruled out, search terms; for a crash, the
    assertion and top frames."""
    f = load_finding(finding_dir)
    tc = replay_toolchain_of(f.meta.get("toolchain"), mlir_bin)
    text = render_report(finding_dir, tc, timeout)
    if out is not None and str(out) == "-":
        click.echo(text, nl=False)
        return
    dest = out or Path(finding_dir) / "report.md"
    atomic_write(dest, text)
    click.echo(str(dest))


def _journal_records(d: Path) -> list[JournalRecord]:
    """The journal records of a campaign or run directory (``campaign.jsonl``, else an older
    run's ``verdicts.jsonl``), read without touching the files.

    Raises:
        UsageError: neither file is there.
    """
    if (d / JOURNAL_FILE).is_file():
        return Journal(d / JOURNAL_FILE).load_readonly()
    if (d / "verdicts.jsonl").is_file():
        out = []
        for line in (d / "verdicts.jsonl").read_text().splitlines():
            try:
                out.append(JournalRecord.from_json(json.loads(line)))
            except (json.JSONDecodeError, TypeError):
                continue
        return out
    raise UsageError(f"{d} is not a campaign or run directory (no {JOURNAL_FILE} or "
                     "verdicts.jsonl)")


def known_triage(d: Path, timeout: float, as_json: bool, mlir_bin: str | None) -> dict:
    """``smith triage DIR --known`` (``lowering.findings.retriage``): the table on stdout (or
    its JSON with ``as_json``), written to ``DIR/known-triage.json``; progress on stderr."""
    records = _journal_records(d)
    config = load_campaign(d)[0] if (d / STATE_FILE).is_file() else None
    tc = toolchain_from(mlir_bin)
    if config is not None and config.mlir_version != tc.version():
        raise UsageError(f"{d} was run with MLIR {config.mlir_version}, the toolchain is MLIR "
                         f"{tc.version()}: its programs would lower differently")
    entry = config.run.entry if config is not None else "main"
    # lowering.findings.retriage sits below smith.app: it reads the records' JSON form
    todo = [j for j in (r.to_json() for r in records) if record_hits(j)]
    with tempfile.TemporaryDirectory(prefix="smith-known-triage-") as tmp, Progress(
            TextColumn("confirming"), BarColumn(), MofNCompleteColumn(),
            TextColumn("{task.description}"), TimeElapsedColumn(),
            console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("", total=len(todo))
        result = retriage(d, todo, tc, load_passmap(tc), Path(tmp), timeout, entry,
                          lambda pid: bar.update(task, advance=1, description=pid))
    result["directory"] = str(d)
    atomic_write(d / "known-triage.json", json.dumps(result, indent=1, sort_keys=True) + "\n")
    if as_json:
        click.echo(json.dumps(result, sort_keys=True))
        return result
    title = f"known ids confirmed again: {d} ({len(todo)} of {len(records)} programs)"
    cols = ("known id", "kind", "hits", "confirmed", "not confirmed", "notes")
    con = Console()
    if not con.is_terminal:  # a file or a pipe: one line per row, never cut
        click.echo(title)
        for row in render_table(result):
            click.echo(f"  {row[0]}  " + "  ".join(f"{c}: {v}" for c, v in
                                                   zip(cols[1:], row[1:]) if v))
    else:
        t = Table(title=title)
        for col in cols:
            t.add_column(col, overflow="fold")
        for row in render_table(result):
            t.add_row(*row)
        con.print(t)
    click.echo(f"unknown wrong-code hits tried: {result['unknown_tried']}, still unknown: "
               f"{result['unknown_still']}")
    for text, n in result["unknown_near_misses"].items():
        click.echo(f"  {n:5d}  {text}")
    click.echo(f"written: {d / 'known-triage.json'}")
    return result


def _second_opinion(d: Path, f, res: dict, tc) -> dict:
    """For a TOSA program: the outputs tell which pass decides the difference, not which path
    is right. When the reference model finds MLIR's lowering of an op against the
    specification and the pass named changes that op (it folds or lowers it), the pass that
    lowers the op is the responsible one (``judges.tosa_ref.blame``); ``triage.json`` is
    rewritten with it. A spec divergence at an op the pass does not touch is another bug."""
    t = f.test
    work = d.resolve() / "tosa-ref-work"
    blame = blame_by_reference_model(strip_resources(f.program),
                                     {"reference": t.reference.passes,
                                      "divergent": t.step.passes},
                                     t.step.func_nested | t.reference.func_nested, tc, work)
    shutil.rmtree(work, ignore_errors=True)
    if blame is None or blame["op"] not in res["localisation"]["ops"]:
        return res
    key = f"first divergent pass {base_name(blame['pass'])}; ops {blame['op']}"
    passes = [base_name(p) for p in t.step.passes]
    probe = attrs.evolve(finding_probe(f, tc, work, 60.0),
                         index=passes.index(base_name(blame["pass"]))
                         if base_name(blame["pass"]) in passes else None)
    res = res | {"label": "located", "pass": blame["pass"], "tosa_ref": blame, "key": key} | \
        known_of(key, blame["pass"], probe)
    shutil.rmtree(work, ignore_errors=True)
    atomic_write(d / "triage.json", json.dumps(res, indent=1, sort_keys=True) + "\n")
    return res
