"""CLI commands on finding directories: ``smith triage`` (one classification per finding: the
pass named, an uninitialised read, a run-time trap) and ``smith report-bug`` (an upstream-ready
Markdown report)."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import click

from ground.errors import UsageError
from ground.fsutil import atomic_write
from ground.toolchain import replay_toolchain
from judges.tosa_ref.blame import blame_by_reference_model
from lowering.bugreport import render_report
from lowering.finding_triage import triage_finding
from lowering.oracle import load_finding
from lowering.passmap import base_name
from lowering.repro import strip_resources
from lowering.verdict import load_known_wrong_code, match_known
from smith.app.options import PATH, SECONDS, mlir_bin_option


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
@mlir_bin_option
def triage(paths, kinds, timeout, as_json, mlir_bin):
    """Classify findings: name the pass, or tell an uninitialised read, a nondeterministic
    runner, a run-time trap from our program or from a lowering.

    PATHS: finding directories, or directories holding them (a campaign). Each result is also
    written to FINDING_DIR/triage.json; `smith report-bug` uses it.
    """
    counts: Counter[str] = Counter()
    for d in _finding_dirs(paths):
        if d.parent.name not in kinds:
            continue
        f = load_finding(d)
        tc = replay_toolchain(f.meta.get("toolchain"), mlir_bin)
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
            known = f" known {res['known_id']}" if res.get("known_id") else ""
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
    tc = replay_toolchain(f.meta.get("toolchain"), mlir_bin)
    text = render_report(finding_dir, tc, timeout)
    if out is not None and str(out) == "-":
        click.echo(text, nl=False)
        return
    dest = out or Path(finding_dir) / "report.md"
    atomic_write(dest, text)
    click.echo(str(dest))


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
    res = res | {"label": "located", "pass": blame["pass"], "tosa_ref": blame, "key": key,
                 "known_id": match_known(key, load_known_wrong_code())}
    atomic_write(d / "triage.json", json.dumps(res, indent=1, sort_keys=True) + "\n")
    return res
