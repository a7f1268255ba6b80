"""The end-of-campaign and end-of-run summaries read well anywhere: redirected to a file they
are plain lines with every cell whole (no table cut at a fixed width), on a terminal the tables
fit its width; both end with a `smith replay` line per finding and what to do next; when stderr
is not a terminal a status line reports progress (SMITH_PROGRESS_INTERVAL=0: one per program).
One real campaign of 3 programs (real mlir-opt / mlir-runner), its summary printed again on a
forced 100-column terminal by a `--resume` with nothing left to run, and one `smith run` of its
crashing program."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from campaign_helpers import SMITH, finding_dirs, journal

from smith.app.summary_layout import Grid, plain_text

# --bool-tensors any reliably yields the known MemRefToLLVM i1 crash, whose signature is longer
# than any terminal line; --report-known gives it a finding directory and a replay line.
GEN_ARGS = ["--seed", "1", "--bool-tensors", "any", "--ops", "24"]
RUN_ARGS = ["--paths", "2", "--report-known", "--jobs", "1"]
BOX = "│┃┏┡└┌─━"


def _env(**extra: str) -> dict[str, str]:
    """The environment without anything that forces rich's terminal detection, plus ``extra``."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("TTY_COMPATIBLE", "FORCE_COLOR", "COLUMNS", "TTY_INTERACTIVE")}
    return env | extra


def _smith_to_file(args: list, log: Path, **env: str) -> tuple[str, str]:
    """Run smith with stdout redirected to the file ``log``; (stdout text, stderr text)."""
    with log.open("w") as f:
        res = subprocess.run([*SMITH, *map(str, args)], stdout=f, stderr=subprocess.PIPE,
                             text=True, timeout=900, env=_env(**env))
    out = log.read_text()
    assert res.returncode == 0, (res.returncode, out, res.stderr)
    return out, res.stderr


@pytest.fixture(scope="module")
def logged(tmp_path_factory) -> tuple[Path, str, str]:
    """(campaign directory, its stdout in a file, its stderr)."""
    tmp = tmp_path_factory.mktemp("summary")
    d = (tmp / "c").resolve()
    out, err = _smith_to_file(["campaign", *GEN_ARGS, *RUN_ARGS, "--count", "3", "--out", d],
                              tmp / "stdout.txt", SMITH_PROGRESS_INTERVAL="0")
    return d, out, err


def _printed_findings(out: str) -> list[str]:
    return re.findall(r"(/\S*/findings/[^/\s]+/[^/\s]+)", out)


def test_campaign_summary_in_a_file_is_whole(logged):
    d, out, _ = logged
    assert not any(ch in out for ch in BOX + "…"), out  # plain lines, nothing cut
    summary = json.loads((d / "summary.json").read_text())
    for kind, n in summary["counts"].items():  # every row of the counts table, whole
        assert re.search(rf"^  verdict {re.escape(kind)} +{n}$", out, re.M), (kind, out)
    buckets = json.loads((d / "triage.json").read_text())["buckets"]
    assert buckets, "the campaign met no crash (its options should give the i1 crash)"
    lines = out.splitlines()
    for b in buckets:  # every signature whole on its row, its first finding whole below it
        row = next(line for line in lines if line.startswith(f"  {b['count']}  {b['verdict']}"))
        assert row.endswith(b["signature"]), (row, b["signature"])
        if b["first_finding"]:
            assert f"first finding: {d / b['first_finding']}" in out
    printed = _printed_findings(out)
    assert printed
    for p in printed:  # every finding directory printed is a whole path
        assert Path(p).is_dir(), p
    for rel in finding_dirs(d):
        assert f"replay: smith replay {d / rel}" in out, rel
    assert "next:" in out
    assert f"smith corpus report {d}" in out
    assert f"smith finding reduce {d / sorted(finding_dirs(d))[0]}" in out


def test_progress_lines_when_stdout_is_a_file(logged):
    d, _, err = logged
    lines = [line for line in err.splitlines() if line.startswith(f"smith campaign {d}: ")]
    assert [re.search(r": (\d+)/3 programs", line).group(1) for line in lines] == \
        ["1", "2", "3"], err
    assert re.search(r"; ok \d+|; crash \d+", lines[-1]), lines[-1]
    assert "new finding directories" in lines[-1]


def test_campaign_summary_fits_a_100_column_terminal(logged, tmp_path):
    """The same summary on a terminal of 100 columns (forced: rich's TTY_COMPATIBLE): rich
    tables no wider than the terminal, long cells folded rather than cut."""
    d, _, _ = logged
    out, _ = _smith_to_file(["campaign", "--resume", d, "--no-progress"], tmp_path / "tty.txt",
                            TTY_COMPATIBLE="1", COLUMNS="100", NO_COLOR="1")
    out = re.sub(r"\x1b\[[0-9;]*m", "", out)  # bold and italic styles stay under NO_COLOR
    table = [line for line in out.splitlines() if any(ch in line for ch in BOX)]
    assert table, out
    assert max(len(line) for line in table) <= 100, out
    assert "findings by signature" in out
    assert "…" not in out
    for rel in finding_dirs(d):
        assert f"replay: smith replay {d / rel}" in out


def test_run_summary_in_a_file(logged, tmp_path):
    """`smith run` over the campaign's crashing program: a progress line on stderr, and a
    summary with every signature whole, a replay line per finding directory and what to do
    next."""
    d, _, _ = logged
    crashed = next(r for r in journal(d) if r["verdict"] == "crash")
    corpus = (tmp_path / "corpus").resolve()
    (corpus / "programs").mkdir(parents=True)
    shutil.copy(d / crashed["file"], corpus / "programs")
    run = corpus / "run"
    out, err = _smith_to_file(["run", corpus, *RUN_ARGS], tmp_path / "run.txt",
                              SMITH_PROGRESS_INTERVAL="0")
    progress = [line for line in err.splitlines() if line.startswith(f"smith run {run}: ")]
    assert len(progress) == 1, err
    assert "1/1 programs" in progress[0], err
    summary = json.loads((run / "summary.json").read_text())
    for s in summary["signatures"]:
        assert re.search(rf"^ +{s['count']}  {re.escape(s['signature'])}( \[known: |$)", out,
                         re.M), (s, out)
    for rel in finding_dirs(run):
        assert f"replay: smith replay {run / rel}" in out
    for p in _printed_findings(out):
        assert Path(p).is_dir(), p
    assert f"smith corpus report {corpus} --run {run}" in out


def test_plain_layout_keeps_every_cell():
    """The plain layout aligns short columns and writes long cells whole, each later column on
    a line of its own named by its header."""
    long = "x" * 500
    grids = [Grid("counts", [("programs", "3"), ("a much longer label", long)]),
             Grid("findings",
                  [("12", "crash", long, "", "/a/b"), ("3", "wrong-code", "s", "k", "")],
                  ("n", "verdict", "signature", "known", "first finding"), lead=3,
                  right=frozenset({0}))]
    assert plain_text(grids, ["next:"]).splitlines() == [
        "counts",
        "  programs             3",
        f"  a much longer label  {long}",
        "",
        "findings",
        "   n  verdict     signature",
        f"  12  crash       {long}",
        "                  first finding: /a/b",
        "   3  wrong-code  s",
        "                  known: k",
        "next:",
    ]
