"""Where the mutants of ``smith campaign --seeds`` take their seeds (``smith.app.seed_pick``):
every seed once first, in a permutation drawn from the campaign seed, its first visit
calibrating it along its origin pipelines; pipeline seeds (manifest ``"harnessed": false``)
run origin-only. Small campaigns on the real toolchain."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from campaign_helpers import journal, smith

from ground.errors import UsageError
from smith.app.campaign_state import CampaignConfig
from smith.app.guide import CoverageGuide
from smith.app.records import JournalRecord
from smith.app.seed_pick import FIRST_PASS, UNIFORM, SeedSchedule, seed_entries

REPO = Path(__file__).resolve().parents[2]
PIPELINE_SEEDS = REPO / "tests" / "fixtures" / "pipeline_seeds"
UPSTREAM = REPO / "corpora" / "upstream-22.1.8"
CRASH = REPO / "tests" / "fixtures" / "findings" / \
    "linalg_fuse_elementwise_fold_constant_transpose_rank0_abort.mlir"
CRASH_ID = "linalg-fuse-elementwise-fold-constant-transpose-rank0"
#: what a campaign over PIPELINE_SEEDS needs besides --seeds, --count and --out
ARGS = ["--seed", "3", "--ops", "8", "--paths", "2", "--jobs", "1", "--coverage", "all",
        "--no-progress"]


def _seed_of(rec: dict) -> str | None:
    return (rec.get("mutation") or rec.get("mutation_discarded") or {}).get("seed_file")


def test_first_pass_is_a_permutation():
    """Mutant slots 0..n-1 take every one of the n shipped seeds once, in an order drawn
    from the campaign seed (the same when loaded again, another for another seed), each
    visit calibrating; after the pass, seeds are drawn (no calibration)."""
    sched = SeedSchedule.load(UPSTREAM, 5, True)
    n = len(sched.seeds)
    # every pipeline seed of the shipped corpus has origin pipelines: every program is a seed
    assert n == len(seed_entries(UPSTREAM)) > 1000
    assert sched.pipeline
    first = [sched.mutant(2 * k + 1) for k in range(n)]
    assert sorted(m.seed_file for m in first) == sorted(sched.seeds)
    assert all(m.calibrate for m in first)
    assert all(m.harnessed == (m.seed_file not in sched.pipeline) for m in first)
    assert [m.seed_file for m in first] != sched.seeds  # permuted, not corpus order
    again = SeedSchedule.load(UPSTREAM, 5, True)
    assert [again.mutant(2 * k + 1) for k in range(n)] == first
    other = SeedSchedule.load(UPSTREAM, 6, True)
    assert [other.mutant(2 * k + 1).seed_file for k in range(n)] != [m.seed_file
                                                                      for m in first]
    after = [sched.mutant(2 * k + 1) for k in range(n, n + 50)]
    assert not any(m.calibrate for m in after)
    assert len({m.seed_file for m in after}) > 1
    uniform = SeedSchedule.load(UPSTREAM, 5, True, UNIFORM)
    assert uniform.order is None
    assert not any(uniform.mutant(2 * k + 1).calibrate for k in range(20))


def test_pipeline_seeds_need_their_pipelines(tmp_path):
    """A pipeline seed is a seed only when its origin pipelines are run; a corpus of only
    such seeds without them is one line of error."""
    on = SeedSchedule.load(PIPELINE_SEEDS, 3, True)
    assert len(on.seeds) == 4
    assert len(on.pipeline) == 3
    m = {on.mutant(2 * k + 1).seed_file: on.mutant(2 * k + 1) for k in range(4)}
    assert {f for f, x in m.items() if not x.harnessed} == on.pipeline
    assert all(x.origin for x in m.values())
    off = SeedSchedule.load(PIPELINE_SEEDS, 3, False)
    assert [Path(f).name for f in off.seeds] == ["seed-00003.mlir"]
    d = tmp_path / "only"
    shutil.copytree(PIPELINE_SEEDS, d)
    man = json.loads((d / "manifest.json").read_text())
    man["programs"] = [p for p in man["programs"] if p.get("harnessed") is False]
    (d / "manifest.json").write_text(json.dumps(man))
    (d / "programs" / "seed-00003.mlir").unlink()
    with pytest.raises(UsageError, match="no seed to mutate"):
        SeedSchedule.load(d, 3, False)


def test_old_campaign_reads_uniform():
    """A campaign.json written before the first pass existed keeps its uniform draws; a new
    campaign stores its order."""
    old = {"format": "smith-campaign/1", "seed": 1, "options": {}, "seeds": "/s",
           "seed_pipelines": True}
    assert CampaignConfig.from_json(old).seed_order == UNIFORM
    new = CampaignConfig(seed=1, gen=None, seeds="/s")
    assert new.to_json()["seed_order"] == FIRST_PASS
    assert CampaignConfig.from_json(new.to_json()).seed_order == FIRST_PASS


def test_campaign_with_pipeline_seeds(tmp_path):
    """Over a corpus of three pipeline seeds and one harnessed seed, the four mutant slots
    visit each seed once; the pipeline seeds' programs (the shape pieces unmutated: foreign to
    the specs) are origin-only tests (their origin
    pipelines run, no lowering path, no differential finding, counted apart in the summary),
    every first visit calibrates its seed; the manifest marks the origin-only programs, and
    replay rebuilds such a mutant."""
    d = tmp_path / "c"
    smith("campaign", *ARGS, "--count", "8", "--seeds", PIPELINE_SEEDS, "--out", d)
    recs = sorted(journal(d), key=lambda r: r["index"])
    mutants = [r for r in recs if r["index"] % 2 == 1]
    pipeline = {str(p.resolve()) for p in (PIPELINE_SEEDS / "programs").glob("*.mlir")
                if p.name != "seed-00003.mlir"}
    assert sorted(_seed_of(r) for r in mutants) == sorted(
        str(p.resolve()) for p in (PIPELINE_SEEDS / "programs").glob("*.mlir"))
    origin_only = [r for r in recs if r["verdict"] == "origin-only"]
    assert {_seed_of(r) for r in origin_only} == pipeline
    for r in origin_only:
        assert r["paths"] == []
        assert r["paths_tried"] == 0
        assert r["origin_runs"]["pipelines"] >= 1
        assert r["origin_runs"]["ok"] + r["origin_runs"]["pass_failures"] >= 1
        assert r["coverage"]["applied"]  # the origin pipelines' pairs
        assert not r["findings"]
        if "mutation" in r:  # calibrated: the unmutated seed ran too
            assert r["seed_runs"]["pipelines"] == r["origin_runs"]["pipelines"]
    assert all("seed_runs" in r or "mutation_discarded" in r for r in mutants)
    # the shape pieces are not mutated (a dialect the specs do not describe), the arith one is
    shape = {str((PIPELINE_SEEDS / "programs" / f"seed-0000{k}.mlir").resolve()) for k in (0, 1)}
    for r in origin_only:
        if _seed_of(r) in shape:
            assert r["mutation_discarded"]["reason"] == "foreign"
            assert "mutation" not in r
    summary = json.loads((d / "summary.json").read_text())
    tests = summary["tests"]
    assert tests["origin_only"] == len(origin_only) == 3
    assert tests["differential"] == 5
    assert tests["seeds_calibrated"] == sum(1 for r in recs if "seed_runs" in r)
    assert summary["counts"]["origin-only"] == 3
    assert not any(b["verdict"] == "origin-only"
                   for b in json.loads((d / "triage.json").read_text())["buckets"])
    entries = {p["id"]: p for p in json.loads((d / "manifest.json").read_text())["programs"]}
    assert all(entries[r["id"]].get("harnessed") is False for r in origin_only)
    mutated = next(r for r in origin_only if "mutation" in r)
    res = smith("replay", d / mutated["file"])
    assert "identical" in res.stdout
    assert "origin-only" in res.stdout


def test_pipeline_seed_crash(tmp_path):
    """A pipeline seed that crashes mlir-opt along its origin pipeline: an origin-only test
    whose crash is a finding of the known bug (a directory with --report-known, holding the
    program the pipeline crashed on), never a lowering-path verdict."""
    seeds = tmp_path / "seeds"
    (seeds / "programs").mkdir(parents=True)
    shutil.copy(CRASH, seeds / "programs" / "seed-00000.mlir")
    (seeds / "manifest.json").write_text(json.dumps({"programs": [
        {"file": "programs/seed-00000.mlir", "id": "seed-00000", "harnessed": False,
         "origin": {"file": "x.mlir"}}]}))
    (seeds / "pipelines.json").write_text(json.dumps({
        "format": "smith-seed-pipelines/1", "files": {
            "x.mlir": [["--linalg-fuse-elementwise-ops"]]}}))
    d = tmp_path / "c"
    smith("campaign", *ARGS, "--count", "2", "--seeds", seeds, "--out", d, "--report-known")
    rec = next(r for r in journal(d) if r["index"] == 1)
    assert rec["verdict"] == "origin-only"
    runs = [rec["origin_runs"], *([rec["seed_runs"]] if "seed_runs" in rec else [])]
    assert sum(x["crashes"] for x in runs) >= 1  # the unmutated seed crashes, at least
    assert [k["id"] for k in rec["known_hits"]] == [CRASH_ID]
    assert rec["findings"]
    assert all(f.startswith("findings/crash/") for f in rec["findings"])
    meta = json.loads((d / rec["findings"][0] / "meta.json").read_text())
    assert meta["origin"]["flags"] == ["--linalg-fuse-elementwise-ops"]
    assert meta["known_id"] == CRASH_ID
    if meta["origin"]["subject"] == "seed":
        assert (d / rec["findings"][0] / "program.mlir").read_text() == CRASH.read_text()
    summary = json.loads((d / "summary.json").read_text())
    assert summary["counts"].get("crash", 0) == 0
    assert summary["tests"]["origin_only"] == 1
    assert summary["tests"]["origin_only_runs"]["crashes"] + \
        summary["tests"]["seed_runs"]["crashes"] >= 1


def test_resume_gives_the_same_seeds(tmp_path):
    """A campaign stopped after 3 programs (in the first pass) and resumed to 6 gives every
    program the seed (and text) of the campaign run to 6 at once."""
    whole, parts = tmp_path / "whole", tmp_path / "parts"
    smith("campaign", *ARGS, "--count", "6", "--seeds", PIPELINE_SEEDS, "--out", whole)
    smith("campaign", *ARGS, "--count", "3", "--seeds", PIPELINE_SEEDS, "--out", parts)
    smith("campaign", "--resume", parts, "--count", "6", "--no-progress")

    def seeds(d: Path) -> dict[int, tuple]:
        return {r["index"]: (_seed_of(r), r.get("sha256"), "seed_runs" in r)
                for r in journal(d)}

    assert seeds(parts) == seeds(whole)
    assert len(seeds(whole)) == 6


def test_guide_and_origin_only_records():
    """The coverage guide credits a pipeline seed by its origin-only programs (mutated or
    not) but never queues such a program (no @main) as a seed."""
    guide = CoverageGuide([("Canonicalizer", "P"), ("Canonicalizer", "Q")])
    base = {"verdict": "origin-only", "file": "programs/prog-00001.mlir", "gen_seconds": 1,
            "run_seconds": 1, "op_histogram": {"shape.rank": 1}}
    guide.update(JournalRecord.from_json(base | {
        "coverage": {"applied": [0]}, "mutation_discarded": {"seed_file": "/s/a.mlir",
                                                             "reason": "parse"}}))
    guide.update(JournalRecord.from_json(base | {
        "coverage": {"applied": [1]}, "mutation": {"seed_file": "/s/b.mlir"}}))
    assert guide.queue == []
    assert guide.seed_credit == {"/s/a.mlir": 1, "/s/b.mlir": 1}
    guide.update(JournalRecord.from_json(base | {
        "verdict": "ok", "file": "programs/prog-00003.mlir", "coverage": {"applied": [2]}}))
    assert guide.queue == ["programs/prog-00003.mlir"]
