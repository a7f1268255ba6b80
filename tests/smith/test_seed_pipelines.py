"""The origin tests' pipelines of a seed corpus (``smith.app.seed_pipelines``) and their runs
in ``smith campaign --seeds`` (``smith.app.origin_runs``), on the real toolchain."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ground.toolchain import find_toolchain
from lowering.findings.store import FindingStore
from lowering.run_options import RunOptions
from lowering.verdict import load_known_crashes
from smith.app.origin_runs import run_origin_pipelines
from smith.app.seed_pipelines import (
    PIPELINES_FILE,
    PIPELINES_FORMAT,
    load_pipelines,
    write_pipelines,
)

REPO = Path(__file__).resolve().parents[2]
UPSTREAM = REPO / "corpora" / "upstream-22.1.8"
#: a test whose pipeline (linalg-block-pack-matmul, then canonicalize) smith's paths never run
ORIGIN = "Dialect/Linalg/block-pack-matmul.mlir"
PACK = "LinalgBlockPackMatmul"
CRASH = REPO / "tests" / "fixtures" / "findings" / \
    "linalg_fuse_elementwise_fold_constant_transpose_rank0_abort.mlir"


def _smith(*args, check=True) -> subprocess.CompletedProcess:
    res = subprocess.run([sys.executable, "-m", "smith", *map(str, args)], capture_output=True,
                         text=True, timeout=900, env=dict(os.environ))
    if check:
        assert res.returncode == 0, (res.stdout, res.stderr)
    return res


@pytest.fixture(scope="module")
def seed_dir(tmp_path_factory) -> Path:
    """A seed corpus of the shipped corpus's seeds of ``ORIGIN`` (three pieces of one test)
    and that file's pipelines."""
    d = tmp_path_factory.mktemp("seeds")
    (d / "programs").mkdir()
    manifest = json.loads((UPSTREAM / "manifest.json").read_text())
    progs = [p for p in manifest["programs"] if p["origin"]["file"] == ORIGIN]
    for p in progs:
        shutil.copy(UPSTREAM / p["file"], d / p["file"])
    (d / "manifest.json").write_text(json.dumps(manifest | {"programs": progs,
                                                            "count": len(progs)}))
    doc = json.loads((UPSTREAM / PIPELINES_FILE).read_text())
    (d / PIPELINES_FILE).write_text(json.dumps(doc | {"files": {ORIGIN: doc["files"][ORIGIN]}}))
    return d


def test_shipped_pipelines_file():
    doc = json.loads((UPSTREAM / PIPELINES_FILE).read_text())
    assert doc["format"] == PIPELINES_FORMAT
    assert doc["release"] == "22.1.8"
    assert doc["files"][ORIGIN] == [["-linalg-block-pack-matmul=block-factors=32,16,64",
                                     "-canonicalize"]]
    assert not any(f == "-" or "split-input-file" in f or "verify-diagnostics" in f
                   for pipes in doc["files"].values() for p in pipes for f in p)


def test_write_and_load(tmp_path, seed_dir):
    """write_pipelines keeps the RUN lines naming a pass smith runs (not those with a test-*
    pass or another tool), once each; load_pipelines maps every seed of the file to them."""
    tree = tmp_path / "test" / "Dialect" / "Linalg"
    tree.mkdir(parents=True)
    (tree / "block-pack-matmul.mlir").write_text(
        "// RUN: mlir-opt %s -canonicalize -split-input-file | FileCheck %s\n"
        "// RUN: mlir-opt %s -canonicalize --split-input-file -o - | FileCheck %s\n"
        "// RUN: mlir-opt %s -pass-pipeline='builtin.module(func.func(cse,\\\n"
        "// RUN:   canonicalize))' | FileCheck %s\n"
        "// RUN: mlir-opt %s -test-linalg-transform-patterns | FileCheck %s\n"
        "// RUN: mlir-translate %s --mlir-to-llvmir\n"
        "func.func @f() { return }\n")
    out = tmp_path / "corpus"
    shutil.copytree(seed_dir, out)
    (out / PIPELINES_FILE).unlink()
    assert load_pipelines(out) == {}
    doc = write_pipelines(out, tmp_path / "test", find_toolchain(), "22.1.8")
    want = [["-canonicalize"], ["-pass-pipeline=builtin.module(func.func(cse,   canonicalize))"]]
    assert doc["files"] == {ORIGIN: want}
    loaded = load_pipelines(out)
    assert sorted(loaded) == sorted(str(p.resolve()) for p in (out / "programs").glob("*.mlir"))
    assert all(v == {"file": ORIGIN, "pipelines": want} for v in loaded.values())


def test_origin_run_coverage(tmp_path, seed_dir):
    """The seed along its test's pipeline applies the test's pass's patterns, named as the
    pass manager names it; a pipeline mlir-opt rejects is a counted pass failure, no
    finding."""
    seed = sorted((seed_dir / "programs").glob("*.mlir"))[0]
    store = FindingStore(tmp_path)
    pipes = load_pipelines(seed_dir)[str(seed.resolve())]["pipelines"]
    counts, found, cov = run_origin_pipelines(seed.read_text(), "prog-00001", ORIGIN,
                                              [*pipes, ["-no-such-pass"]],
                                              RunOptions(coverage="all"), find_toolchain(), (),
                                              tmp_path, store)
    assert counts["pipelines"] == 2
    assert counts["ok"] == 1
    assert counts["pass_failures"] == 1
    assert found == []
    assert counts["crashes"] == 0
    assert store.summary()["findings"] == []
    assert any(p == PACK for p, _ in cov.applied), sorted(cov.applied)


def test_origin_run_crash(tmp_path):
    """A crash on an origin pipeline is a crash finding whose repro.sh reproduces it (exit 1;
    0 on a program it does not crash on); with known_crashes.json it is counted under its
    known id and gets no directory."""
    text = CRASH.read_text()
    pipes = [["--linalg-fuse-elementwise-ops"]]
    tc = find_toolchain()
    store = FindingStore(tmp_path / "a")
    counts, found, _ = run_origin_pipelines(text, "prog-00001", "x.mlir", pipes,
                                            RunOptions(coverage="off"), tc, (), tmp_path / "a",
                                            store)
    assert counts["crashes"] == 1
    assert len(found) == 1
    d = found[0]
    meta = json.loads((d / "meta.json").read_text())
    assert meta["verdict"] == "crash"
    assert "FoldConstantTranspose" in meta["signature"]
    assert meta["origin"]["flags"] == pipes[0]
    assert "--linalg-fuse-elementwise-ops" in \
        meta["origin"]["command"]
    assert (d / "program.mlir").read_text() == text
    assert subprocess.run(["sh", d / "repro.sh"], capture_output=True).returncode == 1
    fine = tmp_path / "fine.mlir"
    fine.write_text("func.func @f() { return }\n")
    assert subprocess.run(["sh", d / "repro.sh", fine], capture_output=True).returncode == 0
    store = FindingStore(tmp_path / "b")
    _, found, _ = run_origin_pipelines(text, "prog-00001", "x.mlir", pipes,
                                       RunOptions(coverage="off"), tc, load_known_crashes(),
                                       tmp_path / "b", store)
    assert found == []
    assert [k["id"] for k in store.summary()["known"]] == [
        "linalg-fuse-elementwise-fold-constant-transpose-rank0"]


@pytest.mark.slow
def test_campaign_runs_origin_pipelines(tmp_path, seed_dir):
    """A campaign with seeds applies the origin test's patterns (a pass smith's paths never
    run); --no-seed-pipelines does not, and is stored in campaign.json."""
    def pairs(d: Path) -> set[tuple[str, str]]:
        rows = [json.loads(x) for x in (d / "patterns.jsonl").read_text().splitlines()]
        names = {r["id"]: (r["pass"], r["pattern"]) for r in rows}
        recs = [json.loads(x) for x in (d / "campaign.jsonl").read_text().splitlines()]
        return {names[i] for r in recs for i in (r.get("coverage") or {}).get("applied", [])}

    runs = {}
    for on in (True, False):
        d = tmp_path / f"c-{on}"
        _smith("campaign", "--seed", "4", "--ops", "12", "--paths", "2", "--count", "4",
               "--jobs", "1", "--coverage", "all", "--seeds", seed_dir, "--out", d,
               "--no-progress", *([] if on else ["--no-seed-pipelines"]))
        assert json.loads((d / "campaign.json").read_text())["seed_pipelines"] is on
        recs = [json.loads(x) for x in (d / "campaign.jsonl").read_text().splitlines()]
        made = [r for r in recs if r.get("mutation")]
        assert made
        assert all(("origin_runs" in r) is on for r in made)
        runs[on] = pairs(d)
    assert any(p == PACK for p, _ in runs[True] - runs[False])
    res = _smith("campaign", "--resume", tmp_path / "c-True", "--no-seed-pipelines",
                 check=False)
    assert res.returncode == 2
    assert "--seed-pipelines/--no-seed-pipelines" in res.stderr


def test_seeds_upstream_name(tmp_path):
    """``--seeds upstream`` is the shipped corpus of the toolchain's release; a campaign
    stores its directory."""
    res = _smith("campaign", "--count", "1", "--seeds", "upstream", "--out", tmp_path / "c",
                 "--no-progress", "--paths", "2", "--ops", "4", "--no-coverage")
    state = json.loads((tmp_path / "c" / "campaign.json").read_text())
    assert state["seeds"] == str(UPSTREAM.resolve()), res.stdout
