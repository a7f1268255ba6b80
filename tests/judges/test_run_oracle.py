"""``smith run --oracle tosa-ref``: the TOSA reference model as an extra judge of every program of
a lowering run (verdict per program in verdicts.jsonl, counts in summary.json and the printed
summary); without tosa-tools one line naming the extra and exit 2; a failure of the model or of
the judge is a verdict, never an abort."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tosa_ref_helpers import program

from judges.tosa_ref.judge import Limits
from judges.tosa_ref.run_judge import TosaRefJudge
from judges.tosa_ref.tools import EXTRA_HINT

ADD_I32 = "    %0 = tosa.add %a0, %a0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>"


def _corpus(tmp_path):
    progs = tmp_path / "corpus" / "programs"
    progs.mkdir(parents=True)
    (progs / "p0.mlir").write_text(
        program([("tensor<2xi32>", "dense<[7, -2]>")], ADD_I32, [("%0", "tensor<2xi32>")]))
    (progs / "p1.mlir").write_text(
        program([("tensor<2xi32>", "dense<[2147483647, 2]>")], ADD_I32,
                [("%0", "tensor<2xi32>")]))
    return tmp_path / "corpus"


def test_run_with_the_reference_model_as_extra_judge(toolchain, tosa_tools, tmp_path):
    corpus = _corpus(tmp_path)
    out = tmp_path / "run"
    res = subprocess.run([sys.executable, "-m", "smith", "run", str(corpus), "-o", str(out),
                          "-k", "2", "-j", "1", "--no-progress", "--oracle", "tosa-ref"],
                         capture_output=True, text=True, timeout=1200)
    assert res.returncode == 0, res.stderr
    rows = {r["id"]: r for r in map(json.loads, (out / "verdicts.jsonl").read_text().split("\n")
                                    [:-1])}
    assert rows["p0"]["verdict"] == "ok"  # the lowering paths agree on both programs
    assert rows["p1"]["verdict"] == "ok"
    assert (rows["p0"]["oracle"]["kind"], rows["p0"]["oracle"]["agreement"]) == \
        ("spec-agree", "bit-exact")
    assert rows["p1"]["oracle"]["kind"] == "spec-ub"
    assert rows["p1"]["oracle"]["op"] == "tosa.add"
    # the reproducer is a finding of the run's store (findings/<kind>/<signature hash>/)
    repro = out / rows["p1"]["oracle"]["reproducer"]
    assert repro.parent == out / "findings" / "spec-ub"
    assert (repro / "graph.tosa").is_file()
    assert json.loads((repro / "hits.json").read_text())["programs"] == ["p1"]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["options"]["oracle"] == "tosa-ref"
    assert summary["oracle"]["kinds"]["spec-ub"] == 1
    assert summary["oracle"]["agreement"]["bit-exact"] == 1
    assert "tosa-ref: 2 programs" in res.stdout
    page = tmp_path / "report.html"
    rep = subprocess.run([sys.executable, "-m", "smith", "report", str(corpus), "--run", str(out),
                          "-o", str(page)], capture_output=True, text=True, timeout=600)
    assert rep.returncode == 0, rep.stderr
    assert "spec-agree 1, spec-ub 1" in page.read_text()


def test_without_tosa_tools_run_oracle_names_the_extra(tmp_path):
    """Runs whether or not tosa-tools is installed: one line, exit 2, before any lowering."""
    corpus = _corpus(tmp_path)
    env = {**os.environ, "TOSA_TOOLS_BIN_DIR": str(tmp_path / "nowhere")}
    res = subprocess.run([sys.executable, "-m", "smith", "run", str(corpus), "--oracle",
                          "tosa-ref", "--no-progress"],
                         capture_output=True, text=True, env=env, timeout=300)
    assert res.returncode == 2
    assert res.stderr.count("\n") == 1
    assert EXTRA_HINT in res.stderr
    assert "Traceback" not in res.stderr
    assert not (corpus / "run" / "verdicts.jsonl").exists()


def test_model_timeout_and_judge_failure_are_verdicts(toolchain, tosa_tools, tmp_path):
    corpus = _corpus(tmp_path)
    oracle = TosaRefJudge(toolchain, tosa_tools, tmp_path / "out", Limits(model=1e-6))
    try:
        row = oracle.judge_file(corpus / "programs" / "p0.mlir")
        assert row["kind"] == "spec-model-timeout"
        gone = oracle.judge_file(corpus / "programs" / "missing.mlir")
        assert gone["kind"] == "spec-not-judged"
        assert "FileNotFoundError" in gone["message"]
        summary = oracle.summarize([("p0", row), ("missing", gone)])
        assert summary["kinds"]["spec-model-timeout"] == 1
    finally:
        oracle.close()


def test_campaign_with_the_reference_model_as_extra_judge(toolchain, tosa_tools, tmp_path):
    """``smith campaign --oracle tosa-ref``: every journal record carries the oracle row, the
    counts are in summary.json, the option is stored (a resume keeps it)."""
    out = tmp_path / "camp"
    res = subprocess.run([sys.executable, "-m", "smith", "campaign", "--dialects", "tosa",
                          "--count", "2", "--seed", "1", "--dynamic-shapes", "0", "-k", "2",
                          "-j", "1", "--no-progress", "--oracle", "tosa-ref", "-o", str(out)],
                         capture_output=True, text=True, timeout=1800)
    assert res.returncode == 0, res.stderr
    records = [json.loads(x) for x in (out / "campaign.jsonl").read_text().splitlines()]
    assert len(records) == 2
    kinds = [r["oracle"]["kind"] for r in records]
    assert all(k.startswith("spec-") for k in kinds)
    for r in records:
        if r["oracle"].get("reproducer"):
            assert r["oracle"]["reproducer"] in r["findings"]
            assert (out / r["oracle"]["reproducer"]).is_dir()
    state = json.loads((out / "campaign.json").read_text())
    assert state["run"]["oracle"] == "tosa-ref"
    summary = json.loads((out / "summary.json").read_text())
    assert summary["oracle"]["name"] == "tosa-ref"
    assert summary["oracle"]["programs"] == 2
    assert sum(summary["oracle"]["kinds"].values()) == 2
    assert all(summary["oracle"]["kinds"][k] == kinds.count(k) for k in set(kinds))
    again = subprocess.run([sys.executable, "-m", "smith", "campaign", "--resume", str(out),
                            "--oracle", "tosa-ref"], capture_output=True, text=True, timeout=300)
    assert again.returncode == 2
    assert "--oracle" in again.stderr


def test_without_tosa_tools_campaign_oracle_names_the_extra(tmp_path):
    env = {**os.environ, "TOSA_TOOLS_BIN_DIR": str(tmp_path / "nowhere")}
    res = subprocess.run([sys.executable, "-m", "smith", "campaign", "--dialects", "tosa",
                          "--count", "1", "--oracle", "tosa-ref", "--no-progress",
                          "-o", str(tmp_path / "camp")],
                         capture_output=True, text=True, env=env, timeout=300)
    assert res.returncode == 2
    assert res.stderr.count("\n") == 1
    assert EXTRA_HINT in res.stderr
    assert "Traceback" not in res.stderr
    assert not (tmp_path / "camp" / "campaign.jsonl").exists()
