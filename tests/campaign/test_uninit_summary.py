"""Differences grouped by an uninitialised read or a nondeterministic output (verdict and finding
kind ``uninit-read``) are counted apart from the wrong-code signatures in every summary:
``summary.json``, the printed ``smith run`` / ``smith campaign`` summaries, ``smith report``."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from campaign_helpers import smith

from lowering.run.summaries import render_findings
from smith.app.campaign_summary import CampaignSummary, ordered_counts, triage
from smith.app.records import JournalRecord
from smith.app.report import ProgramRow, _signature_rows

# prints its process id: with one process per tool run, two lowering paths always differ
PID_ONLY = (Path(__file__).parents[1] / "fixtures" / "lowering" / "pid_only.mlir").read_text()

# journal lines as smith run writes them (fields the summaries read)
RECORDS = [
    {"index": 0, "id": "prog-00000", "verdict": "uninit-read", "known_id": None,
     "signature": "nondeterministic output", "finding": "findings/uninit-read/9742391057d0"},
    {"index": 1, "id": "prog-00001", "verdict": "uninit-read",
     "signature": "uninitialised read after one-shot-bufferize; buffer of linalg.map",
     "known_id": "one-shot-bufferize-linalg-map-init", "finding": None},
    {"index": 2, "id": "prog-00002", "verdict": "uninit-read",
     "signature": "uninitialised read after one-shot-bufferize; buffer of linalg.map",
     "known_id": "one-shot-bufferize-linalg-map-init", "finding": None},
    {"index": 3, "id": "prog-00003", "verdict": "wrong-code", "known_id": None,
     "signature": "first divergent pass sccp; ops vector.extract",
     "finding": "findings/wrong-code/0123456789ab"},
    {"index": 4, "id": "prog-00004", "verdict": "ok", "signature": None, "known_id": None},
]
HITS = {"findings": [
    {"kind": "wrong-code", "hash": "0123456789ab", "count": 1, "known_id": None,
     "signature": "first divergent pass sccp; ops vector.extract"},
    {"kind": "uninit-read", "hash": "9742391057d0", "count": 1, "known_id": None,
     "signature": "nondeterministic output"}],
    "known": [{"id": "one-shot-bufferize-linalg-map-init", "kind": "uninit-read", "count": 2,
               "signatures": ["uninitialised read after one-shot-bufferize; buffer of "
                              "linalg.map"]}]}


def _summary(lines: list[dict], hits: dict) -> CampaignSummary:
    records = [JournalRecord.from_json(r) for r in lines]
    return CampaignSummary(out_dir=Path("out"), programs=len(records), new=len(records),
                           counts=ordered_counts(Counter(r.verdict for r in records)),
                           paths=0, findings=2, buckets=triage(records), elapsed=1.0,
                           session_seconds=1.0, executor="local", complete=True, hits=hits)


def test_summaries_count_uninit_reads_apart_from_signatures():
    s = _summary(RECORDS, HITS)
    data = s.to_json()
    assert data["counts"]["uninit-read"] == 3
    assert data["counts"]["wrong-code"] == 1
    assert (data["distinct_signatures"], data["unknown_signatures"]) == (1, 1)
    ur = data["uninit_reads"]
    assert (ur["groups"], ur["new_groups"], ur["programs"]) == (2, 1, 3)
    assert [g["key"] for g in ur["by_group"]] == [
        "uninitialised read after one-shot-bufferize; buffer of linalg.map",
        "nondeterministic output"]
    text = s.text()
    assert "uninit-read 3" in text.splitlines()[0]
    assert "unique findings: 1 new, 1 known MLIR bug(s) met" in text
    assert "uninitialised reads / nondeterministic outputs: 1 new group(s)" in text
    assert ("counted apart from wrong-code signatures): 2 groups (1 without a known id), "
            "3 programs") in text
    table = s.render()
    assert "distinct bugs (known by id, others by signature)" in table
    assert "findings by signature" in table
    assert "uninitialised reads and nondeterministic outputs, by group" in table
    rows = [ProgramRow(r["id"], r["index"], None, verdict=r["verdict"],
                       signature=r["signature"], known_id=r["known_id"]) for r in RECORDS]
    assert dict(_signature_rows(rows)) == {
        "distinct signatures (known bugs by id)": "1",
        "uninitialised reads / nondeterministic outputs (not counted as signatures)":
            "2 groups, 3 programs"}


def test_old_records_without_the_kind_still_summarise():
    old = [r for r in RECORDS if r["verdict"] != "uninit-read"]
    s = _summary(old, {"findings": HITS["findings"][:1], "known": []})
    assert s.to_json()["uninit_reads"] == {"groups": 0, "new_groups": 0, "programs": 0,
                                           "by_group": []}
    assert "uninit-read" not in s.to_json()["counts"]
    assert "uninitialised" not in s.text()
    assert "uninitialised" not in s.render()
    assert not any("uninitialised" in line for line in render_findings(s.hits, Path("out")))


@pytest.mark.slow
def test_smith_run_records_a_nondeterministic_output_as_an_uninit_read_group(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "pid.mlir").write_text(PID_ONLY)
    res = smith("run", corpus, "--paths", "2", "--isolation", "subprocess", "--jobs", "1",
                "--no-progress")
    assert "uninit-read 1" in res.stdout.splitlines()[0]
    assert "unique findings: 0 new, 0 known MLIR bug(s) met" in res.stdout
    assert "uninit-read: nondeterministic output" in res.stdout
    summary = json.loads((corpus / "run" / "summary.json").read_text())
    assert summary["counts"]["wrong-code"] == 0
    assert summary["distinct_signatures"] == 0
    assert summary["uninit_reads"]["groups"] == 1
    (finding,) = (corpus / "run" / "findings" / "uninit-read").iterdir()
    assert json.loads((finding / "meta.json").read_text())["uninit"]["nondeterministic"]
    page = tmp_path / "report.html"
    smith("report", corpus, "--out", page)
    assert "not counted as signatures" in page.read_text()
