"""``smith campaign``: counts match the files, kill -9 + --resume loses and duplicates nothing,
and the Dask executor writes the same programs as the local one."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from collections import Counter
from pathlib import Path

import attrs
import pytest
from campaign_helpers import (
    CAMPAIGN_ARGS,
    SMITH,
    TIMEOUT_ARGS,
    deterministic,
    finding_dirs,
    journal,
    journaled_findings,
    smith,
)

from ground.errors import UsageError
from lowering.run.program import RunOptions
from lowering.stepwise import StepwiseOptions
from smith.app.campaign import load_campaign, locate_summary, start_campaign
from smith.app.campaign_state import Budget, CampaignConfig, Journal, parse_duration
from smith.app.records import JournalRecord
from smith.gen.gen_options import GenOptions


@pytest.mark.parametrize(("text", "seconds"), [("90s", 90), ("10m", 600), ("1h", 3600),
                                               ("1h30m", 5400), ("45", 45), ("1.5m", 90)])
def test_parse_duration(text, seconds):
    assert parse_duration(text) == seconds


@pytest.mark.parametrize("text", ["", "10x", "h", "-5s", "0s", "5s garbage"])
def test_parse_duration_rejects(text):
    with pytest.raises(UsageError):
        parse_duration(text)


def _check_against_disk(d: Path, count: int) -> dict:
    """summary.json, manifest.json, triage.json and the files agree with the journal."""
    summary = json.loads((d / "summary.json").read_text())
    recs = journal(d)
    assert summary["programs"] == len(recs) == count
    assert sorted(r["index"] for r in recs) == list(range(count))
    assert summary["complete"] is True
    assert sum(summary["counts"].values()) == count
    for kind, n in summary["counts"].items():
        assert n == sum(1 for r in recs if r["verdict"] == kind)
    programs = sorted(p.name for p in (d / "programs").glob("*.mlir"))
    assert programs == sorted(Path(r["file"]).name for r in recs if r["file"])
    hits = journaled_findings(recs)
    assert finding_dirs(d) == set(hits)
    assert summary["finding_dirs"] == len(hits)
    for rel, ids in hits.items():  # each finding directory knows every program that hit it
        h = json.loads((d / rel / "hits.json").read_text())
        assert h["programs"] == ids
        assert h["count"] == len(ids)
        assert (d / rel / "program.mlir").read_bytes() in {
            (d / "programs" / f"{i}.mlir").read_bytes() for i in ids}
    assert all(r["verdict"] != "ok" for r in recs if r["findings"])
    assert summary["paths_tried"] == sum(len(r["paths"]) for r in recs)
    assert summary["paths_lowered"] == sum(r["paths_lowered"] for r in recs)
    triage = json.loads((d / "triage.json").read_text())["buckets"]
    assert sum(b["count"] for b in triage) == sum(1 for r in recs if r["verdict"] != "ok")
    manifest = json.loads((d / "manifest.json").read_text())
    assert [p["id"] for p in manifest["programs"]] == [Path(p).stem for p in programs]
    for r in recs:  # every path records its passes (for the per-pass report)
        for p in r["paths"]:
            assert p["passes"]
            assert p["status"]
    return summary


def test_summary_matches_disk(campaign_dir):
    summary = _check_against_disk(campaign_dir, 6)
    assert summary["counts"]["crash"] >= 1, "--bool-tensors any should hit the i1 memref crash"
    assert summary["counts"]["ok"] >= 1


def test_summary_matches_disk_with_findings(timeout_dir):
    summary = _check_against_disk(timeout_dir, 3)
    recs = journal(timeout_dir)
    assert [r["verdict"] for r in recs] == ["timeout"] * 3, "the runner never ends"
    for r in recs:
        assert [p["status"] for p in r["paths"]] == ["timeout"] * 3
        assert r["signature"] == "d0:run, d1:run, d2:run"
    # lowering deduplicates by signature: all "run timeout" hits share one directory
    assert len({rel for r in recs for rel in r["findings"]}) == 1
    assert summary["finding_dirs"] == 1


def test_campaign_programs_equal_gen(campaign_dir, tmp_path):
    """Program i of a campaign is program i of `smith gen` with the same seed and options."""
    smith("gen", "--seed", "1", "--bool-tensors", "any", "--ops", "24", "--count", "3",
          "--jobs", "1", "--out", tmp_path / "g")
    for i in range(3):
        name = f"prog-{i:05d}.mlir"
        assert (tmp_path / "g" / "programs" / name).read_bytes() == \
            (campaign_dir / "programs" / name).read_bytes()


def test_campaign_usage_errors(campaign_dir, tmp_path):
    res = smith("campaign", "--out", campaign_dir, "--count", "2", check=False)
    assert res.returncode == 2
    assert "already holds a campaign" in res.stderr
    res = smith("campaign", "--resume", campaign_dir, "--seed", "4", check=False)
    assert res.returncode == 2
    assert "remove --seed" in res.stderr
    res = smith("campaign", "--out", tmp_path / "x", "--time", "soon", check=False)
    assert res.returncode == 2
    assert "bad duration" in res.stderr
    res = smith("campaign", "--out", tmp_path / "y", check=False)
    assert res.returncode == 2
    assert "--count N or --time" in res.stderr
    res = smith("campaign", "--resume", tmp_path / "nothing", check=False)
    assert res.returncode == 2
    assert "holds no campaign" in res.stderr


def test_journal_cuts_torn_tail(tmp_path):
    j = Journal(tmp_path / "campaign.jsonl")
    j.append(JournalRecord(index=0, id="prog-00000"))
    j.append(JournalRecord(index=1, id="prog-00001"))
    j.close()
    with open(j.path, "ab") as fh:
        fh.write(b'{"index": 2, "id": "prog-0')
    assert [r.index for r in j.load_readonly()] == [0, 1]
    assert [r.index for r in j.load()] == [0, 1]
    assert j.path.read_bytes().endswith(b'"index": 1}\n')


def test_kill9_and_resume(timeout_dir, hanging_runner_bin, tmp_path):
    """kill -9 the campaign mid-way, tear the journal's last line, plant a half-built finding
    directory; then --resume: every program journaled exactly once, the finding directories on
    disk are exactly those journaled, every hit counted once, and the programs and verdicts
    equal those of an uninterrupted campaign with the same seed.

    Each program waits for 3 run timeouts of 1 s (the runner never ends), so once 2 programs
    are journaled the other 6 need at least 9 s more: the kill lands mid-campaign. The campaign
    is stopped (SIGSTOP) the moment the journal has 2 lines, then killed."""
    d = tmp_path / "k"
    count = 8
    proc = subprocess.Popen([*SMITH, "campaign", *TIMEOUT_ARGS, "--mlir-bin",
                             str(hanging_runner_bin), "--count", str(count), "--jobs", "2",
                             "--out", str(d), "--no-progress"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        deadline = time.monotonic() + 600  # a guard against a hang, not a speed assumption
        jf = d / "campaign.jsonl"
        while time.monotonic() < deadline and proc.poll() is None:
            if jf.exists() and jf.read_bytes().count(b"\n") >= 2:
                os.killpg(proc.pid, signal.SIGSTOP)  # the campaign and its workers, at once
                break
            time.sleep(0.05)
        assert proc.poll() is None, "the campaign ended before it could be killed"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=60)
    finally:
        try:  # the pool's worker processes, orphaned by the kill (our own process group)
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    before = journal(d)
    assert 2 <= len(before) < count, "kill -9 should land mid-campaign"
    assert proc.returncode == -signal.SIGKILL
    # A torn last line (a kill in the middle of a write), and finding directories left by
    # programs that never reached the journal: one half-built, one complete but unreferenced.
    with open(d / "campaign.jsonl", "ab") as fh:
        fh.write(b'{"index": 7, "verdict": "ti')
    stale_dirs = (d / "findings" / "timeout" / ".0123abcd.tmp-1", d / "findings" / "crash" / "0bad")
    for stale in stale_dirs:
        stale.mkdir(parents=True, exist_ok=True)
        (stale / "program.mlir").write_text("left by the killed campaign")

    res = smith("campaign", "--resume", d, "--mlir-bin", hanging_runner_bin, "--jobs", "2",
                "--no-progress")
    assert "Traceback" not in res.stderr
    after = journal(d)
    assert sorted(r["index"] for r in after) == list(range(count))  # all, exactly once
    assert after[: len(before)] == before  # nothing journaled before was touched
    hits = journaled_findings(after)
    assert finding_dirs(d) == set(hits)  # stale directories gone, nothing unreferenced
    assert hits
    for rel, ids in hits.items():  # every hit counted once
        assert len(ids) == len(set(ids))
        assert json.loads((d / rel / "hits.json").read_text())["programs"] == ids
    summary = json.loads((d / "summary.json").read_text())
    assert summary["programs"] == count
    assert summary["complete"] is True
    assert summary["finding_dirs"] == len(hits)
    # Same seed and options as the session's timeout campaign: same programs, verdicts and
    # finding directory (its name is the signature's hash).
    ref = journal(timeout_dir)
    by_idx = {r["index"]: r for r in after}
    for r in ref:
        got = by_idx[r["index"]]
        assert (d / got["file"]).read_bytes() == (timeout_dir / r["file"]).read_bytes()
        if deterministic(r) and deterministic(got):
            assert (got["verdict"], got["signature"], got["findings"]) == \
                (r["verdict"], r["signature"], r["findings"])
    assert len(json.loads((d / "campaign.json").read_text())["sessions"]) == 2


def test_dask_local_cluster_same_programs(campaign_dir, tmp_path):
    """A Dask LocalCluster (2 worker processes) gives the same program files and verdicts."""
    distributed = pytest.importorskip("distributed")
    d = tmp_path / "dask"
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        res = smith("campaign", *CAMPAIGN_ARGS, "--count", "3", "--out", d, "--executor", "dask",
                    "--scheduler", cluster.scheduler_address, "--no-progress")
    assert "dask (tcp://" in res.stdout
    names = sorted(p.name for p in (d / "programs").glob("*.mlir"))
    assert len(names) == 3
    for name in names:
        assert (d / "programs" / name).read_bytes() == \
            (campaign_dir / "programs" / name).read_bytes()
    ref = {r["index"]: r for r in journal(campaign_dir)}
    got = {r["index"]: r for r in journal(d)}
    assert sorted(got) == list(range(3))
    for i, r in got.items():
        if deterministic(r) and deterministic(ref[i]):
            assert (r["verdict"], r["signature"], r["findings"]) == \
                (ref[i]["verdict"], ref[i]["signature"], ref[i]["findings"])
    assert finding_dirs(d) == set(journaled_findings(journal(d)))


# The "run" object of a campaign.json written before the lowering options (--mode, --check,
# ...) were campaign options.
_OLD_RUN = {"paths": 3, "compile_timeout": 60.0, "run_timeout": 30.0, "optimize": True,
            "report_known": False}


def test_stepwise_check_campaign(tmp_path):
    """--mode stepwise --check: stored in campaign.json, stepwise paths s0/s1 plus the check
    path rv in the journal, a runtime_check entry per program, summed in summary.json."""
    d = tmp_path / "sw"
    smith("campaign", "--seed", "3", "--dialects", "tosa,arith", "--ops", "24", "--mode",
          "stepwise", "--count", "2", "--paths", "2", "--jobs", "1", "--check", "--out", d,
          "--no-progress")
    run = json.loads((d / "campaign.json").read_text())["run"]
    assert run["mode"] == "stepwise"
    assert run["check"] is True
    assert RunOptions.from_json(run) == RunOptions(seed=3, paths=2, mode="stepwise", check=True)
    summary = _check_against_disk(d, 2)
    recs = journal(d)
    for r in recs:
        names = [p["name"] for p in r["paths"]]
        assert names == ["s0", "s1", "rv"], names  # topo paths would be d0, d1
        assert set(r["runtime_check"]) >= {"ran", "failed", "stage"}
        assert r["runtime_check"]["failed"] == (r["verdict"] == "runtime-check-failed")
    rc = summary["runtime_checks"]
    assert rc["paths"] == 2
    assert rc["failed"] == sum(r["runtime_check"]["failed"] for r in recs)
    assert "false_alarms" not in summary  # not asked for


def test_config_from_old_campaign_json(tmp_path):
    """A campaign.json without the lowering keys reads as the defaults, which are RunOptions'
    (what `smith campaign` ran with before), its run seed the campaign seed; the stepwise
    knobs, flat in the file, land in RunOptions.stepwise; new keys round-trip."""
    base = CampaignConfig(seed=5, gen=GenOptions(ops=24), run=RunOptions(seed=5),
                          budget=Budget(count=4), mlir_version="22.1.8")
    old = base.to_json() | {"run": dict(_OLD_RUN, paths=4)}
    config = CampaignConfig.from_json(old)
    assert config == attrs.evolve(base, run=RunOptions(seed=5, paths=4))
    assert CampaignConfig.from_json(base.to_json() | {"run": {}}) == base
    assert CampaignConfig.from_json(old | {"run": dict(_OLD_RUN, max_step=7, variants=3)}).run \
        == RunOptions(seed=5, stepwise=StepwiseOptions(max_step=7, variants=3))
    new = attrs.evolve(base, run=RunOptions(
        seed=5, mode="stepwise", stepwise=StepwiseOptions(max_step=7, opt_per_step=0,
                                                          variants=3, feedback=False),
        float_tolerance=1e-6, locate_divergence=False, check=True, false_alarm_check=True))
    assert CampaignConfig.from_json(json.loads(json.dumps(new.to_json()))) == new
    # an old campaign directory loads too (what --resume does first)
    d = start_campaign(tmp_path / "old", base)
    state = json.loads((d / "campaign.json").read_text())
    (d / "campaign.json").write_text(json.dumps(state | {"run": _OLD_RUN}))
    assert load_campaign(d)[0] == attrs.evolve(base, run=RunOptions(seed=5, paths=3))


def test_resume_refuses_lowering_options(tmp_path):
    d = start_campaign(tmp_path / "c", CampaignConfig(seed=0, gen=GenOptions(),
                                                      budget=Budget(count=1),
                                                      mlir_version="22.1.8"))
    res = smith("campaign", "--resume", d, "--mode", "stepwise", check=False)
    assert res.returncode == 2
    assert "Traceback" not in res.stderr
    assert res.stderr.strip().splitlines() == [
        "smith: error: --resume continues a campaign with its stored options; remove --mode"]
    res = smith("campaign", "--resume", d, "--no-check", "--max-step", "5", check=False)
    assert res.returncode == 2
    assert "remove --max-step, --check/--no-check" in res.stderr


def test_triage_summaries_from_journal():
    """summary.json of a --check --false-alarm-check campaign keeps the failed runtime checks
    and the false-alarm classes of the journal (records as run_one writes them)."""
    from smith.app.campaign import _triage_summaries
    from smith.app.campaign_summary import ordered_counts

    fail = {"op": "tensor.extract", "message": "out-of-bounds access", "location": "p:3:5",
            "op_text": "tensor.extract"}
    recs = [JournalRecord.from_json(r) for r in [
        {"index": 1, "id": "prog-00001", "verdict": "runtime-check-failed",
         "runtime_check": {"ran": True, "stage": "run", "failed": True, "failure": fail}},
        {"index": 0, "id": "prog-00000", "verdict": "wrong-code",
         "runtime_check": {"ran": True, "stage": "done", "failed": False, "failure": None},
         "false_alarm": {"classification": "false-alarm-llvm", "false_alarm": True}},
        {"index": 2, "id": "prog-00002", "verdict": "gen-error"},
    ]]
    config = CampaignConfig(seed=0, gen=GenOptions(),
                            run=RunOptions(check=True, false_alarm_check=True))
    out = _triage_summaries(config, recs)
    rc, fa = out["runtime_checks"], out["false_alarms"]
    assert (rc["paths"], rc["ran"], rc["failed"]) == (2, 2, 1)
    assert rc["by_signature"] == {"runtime check: tensor.extract: out-of-bounds access": 1}
    assert rc["failures"][0]["id"] == "prog-00001"
    assert (fa["triaged"], fa["false_alarms"]) == (1, 1)
    assert fa["classes"]["false-alarm-llvm"] == 1
    assert fa["programs"] == {"prog-00000": "false-alarm-llvm"}
    assert _triage_summaries(attrs.evolve(config, run=RunOptions()), recs) == {}
    counts = ordered_counts(Counter(r.verdict for r in recs))
    assert list(counts) == ["ok", "crash", "wrong-code", "runtime-check-failed", "gen-error"]


def test_tv_campaign(tmp_path):
    """--tv: stored in campaign.json, a tv entry per journal record (the steps of its paths
    validated), summed in summary.json; --resume refuses --tv like the other stored options."""
    d = tmp_path / "tv"
    smith("campaign", "--seed", "3", "--dialects", "arith", "--ops", "6", "--count", "1",
          "--paths", "2", "--jobs", "1", "--tv", "--out", d, "--no-progress", timeout=3600)
    assert json.loads((d / "campaign.json").read_text())["run"]["tv"] is True
    [rec] = journal(d)
    assert rec["tv"]["steps"] > 0
    assert sum(rec["tv"]["verdicts"].values()) == rec["tv"]["steps"]
    summary = json.loads((d / "summary.json").read_text())
    assert summary["tv"]["programs"] == 1
    assert summary["tv"]["steps"] == rec["tv"]["steps"]
    res = smith("campaign", "--resume", d, "--tv", check=False)
    assert res.returncode == 2


def test_locate_summary_counts_delta_debugging():
    """A difference the prefix probes could not locate but delta debugging on the pass lists
    named (an uninitialised read that the probe did not show, say) counts as localised, not
    unlocated (prog-00015 of a 30-minute tosa,arith campaign, --seed 2026)."""
    recs = [JournalRecord.from_json(r) for r in [
        {"locate": {"pass": "affine-loop-fusion", "probes": 6, "hinted": False}},
        {"locate": {"pass": "affine-loop-fusion", "probes": 2, "hinted": True}},
        {"locate": {"pass": "affine-loop-fusion", "probes": 1, "hinted": False,
                    "by": "localise"}},
        {"locate": {"pass": None, "probes": 1, "hinted": False}}, {"verdict": "ok"}]]
    assert locate_summary(recs) == {"differences": 4, "bisected": 1, "confirmed": 1,
                                    "localised": 1, "unlocated": 1, "probes": 10}
