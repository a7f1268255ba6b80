"""``smith seeds import --select coverage --pipeline-seeds`` on the real toolchain: a made-up
test file whose RUN line canonicalizes, with four pieces (two applying the same rewrite pattern,
one that cannot be harnessed applying another, one harnessable applying a third); the greedy
step adds a piece only for the pairs it adds, the unharnessed one as a pipeline seed
(``"harnessed": false``), and ``smith run`` leaves that one out with a counted line."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from ground.header import read_header
from ground.manifest import corpus_files
from smith.app.seed_select import Form, coverage_select, greedy
from smith.app.seeds import SEED_DIALECTS, Piece

SMITH = [sys.executable, "-m", "smith"]

CANON = """// RUN: mlir-opt %s -split-input-file -canonicalize | FileCheck %s
func.func @fold_add(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}

// -----

func.func @fold_add_again(%a: i64) -> i64 {
  %c1 = arith.constant 3 : i64
  %c2 = arith.constant 4 : i64
  %0 = arith.addi %a, %c1 : i64
  %1 = arith.addi %0, %c2 : i64
  return %1 : i64
}

// -----

func.func @unranked_sub(%u: tensor<*xf32>, %a: i32) -> (tensor<*xf32>, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.subi %0, %c2 : i32
  return %u, %1 : tensor<*xf32>, i32
}

// -----

func.func @select_not(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %0 = arith.select %n, %a, %b : i32
  return %0 : i32
}
"""


def smith(*args, timeout=600):
    return subprocess.run([*SMITH, *map(str, args)], capture_output=True, text=True,
                          timeout=timeout, env=dict(os.environ))


def test_greedy_adds_only_what_adds_pairs_in_a_fixed_order():
    a, b, c, d = ("P", "a"), ("P", "b"), ("P", "c"), ("Q", "d")
    pairs = {0: frozenset({a}), 1: frozenset({a, b}), 2: frozenset({b, c}), 3: frozenset({c}),
             4: frozenset({d}), 5: frozenset()}
    rank = {i: (0, 0, i) for i in pairs}
    # base covers a; 1 and 2 each add one (b / b, c: 2 adds two), then 4 adds d; 1 and 3
    # add nothing once 2 is in
    assert greedy([0], [1, 2, 3, 4, 5], pairs, rank) == [2, 4]
    # ties go to the smaller rank, whatever the candidates' order
    rank[4] = (0, 0, -1)
    assert greedy([0], [5, 4, 3, 2, 1], pairs, rank) == [2, 4]
    rank_b = dict(rank) | {1: (0, 0, -5)}
    assert greedy([], [3, 1, 2], {1: frozenset({a}), 2: frozenset({b}), 3: frozenset({c})},
                  rank_b) == [1, 2, 3]
    assert greedy([0, 1, 2, 4], [3, 5], pairs, rank) == []


def test_quota_of_smith_dialects_then_pairs():
    """With quota dialects (an import of every dialect), a harnessed gpu piece is not in its
    file's quota; it joins only when it adds pairs, and then as a pipeline seed (its own
    text): smith's lowering paths cannot run its harnessed program."""
    pieces = [Piece("a.mlir", i, 1, f"piece {i}") for i in range(4)]
    kept = {"status": "kept", "functions": ["f"], "skipped": {}}
    answers = [kept | {"program": "p0", "op_histogram": {"gpu.thread_id": 1}},
               kept | {"program": "p1", "op_histogram": {"arith.addi": 1, "func.return": 1}},
               kept | {"program": "", "op_histogram": {}},
               kept | {"program": "p3", "op_histogram": {"gpu.barrier": 1}}]
    forms = {(0, True): Form("p0", True), (1, True): Form("p1", True),
             (2, False): Form("piece 2", False), (3, True): Form("p3", True),
             (3, False): Form("piece 3", False)}
    pairs = {(0, True): frozenset(), (1, True): frozenset({("C", "y")}),
             (2, False): frozenset({("C", "z")}), (3, True): frozenset({("C", "x")}),
             (3, False): frozenset({("C", "x")})}
    sel = coverage_select(pieces, answers, forms, pairs, 1, SEED_DIALECTS)
    assert sel.chosen == [(1, True), (2, False), (3, False)]
    assert sel.added == 2
    assert sel.covered() == {("C", "x"), ("C", "y"), ("C", "z")}
    assert sel.left == {"over --per-file, adding no pairs": 2}
    # without quota dialects the file's quota is its first harnessed piece, the gpu one
    sel = coverage_select(pieces, answers, forms, pairs, 1)
    assert sel.chosen == [(0, True), (1, True), (2, False), (3, True)]
    assert sel.added == 3
    assert coverage_select(pieces, answers, forms, pairs, 3).added == 1


def test_the_unguarded_piece_joins_only_for_pairs_its_harnessed_program_misses():
    """A harnessed piece's own text is a candidate too: UB guards may hide a pattern's match
    (a guarded divisor), so the unguarded piece is added, as a pipeline seed, only for the
    pairs the harnessed program does not apply."""
    pieces = [Piece("a.mlir", i, 1, f"piece {i}") for i in range(2)]
    kept = {"status": "kept", "functions": ["f"], "skipped": {},
            "op_histogram": {"arith.divsi": 1}}
    answers = [kept | {"program": "p0"}, kept | {"program": "p1"}]
    forms = {(0, True): Form("p0", True), (0, False): Form("piece 0", False),
             (1, True): Form("p1", True), (1, False): Form("piece 1", False)}
    pairs = {(0, True): frozenset({("C", "x")}), (0, False): frozenset({("C", "x")}),
             (1, True): frozenset({("C", "y")}), (1, False): frozenset({("C", "y"), ("C", "z")})}
    sel = coverage_select(pieces, answers, forms, pairs, 1)
    assert sel.chosen == [(0, True), (1, False)]
    assert sel.covered() == {("C", "x"), ("C", "y"), ("C", "z")}
    # with a harnessed program that applies as much, the harnessed one wins the tie
    pairs[(1, True)] = pairs[(1, False)]
    assert coverage_select(pieces, answers, forms, pairs, 1).chosen == [(0, True), (1, True)]


def test_coverage_selection_and_pipeline_seeds(tmp_path):
    tree = tmp_path / "test"
    (tree / "Dialect" / "Arith").mkdir(parents=True)
    (tree / "Dialect" / "Arith" / "canon.mlir").write_text(CANON)
    out = tmp_path / "seeds"
    bad = smith("seeds", "import", tree, "-o", out, "--pipeline-seeds")
    assert bad.returncode == 2
    assert "--select coverage" in bad.stderr
    assert "Traceback" not in bad.stderr
    res = smith("seeds", "import", tree, "-o", out, "-j", "1", "--per-file", "1",
                "--select", "coverage", "--pipeline-seeds")
    assert res.returncode == 0, res.stderr
    manifest = json.loads((out / "manifest.json").read_text())
    counts = manifest["seeds"]["counts"]
    # piece 0 is the per-file quota (AddIAddConstant); piece 1 applies only that and is left
    # out; piece 3 (SelectNotCond) and the unranked piece 2 (SubIRHSAddConstant, no harness)
    # are added for the pair each adds
    progs = manifest["programs"]
    assert [p["origin"]["piece"] for p in progs] == [0, 2, 3]
    assert [p.get("harnessed", True) for p in progs] == [True, False, True]
    assert all(p["pairs"] >= 1 for p in progs)
    assert (counts["added_by_coverage"], counts["pipeline_seeds"], counts["written"]) == (2, 1, 3)
    assert counts["pairs_written"] == counts["pairs_candidates"] >= 3
    assert counts["pairs_written_by_pass"]["Canonicalizer"] >= 3
    assert counts["not_written"] == {"over --per-file, adding no pairs": 1}
    seed_text = (out / progs[1]["file"]).read_text()
    head = read_header(seed_text)
    assert head["harnessed"] is False
    assert head["origin"] == progs[1]["origin"]
    assert "func.func @unranked_sub" in seed_text
    assert "func.func @main" not in seed_text
    assert json.loads((out / "pipelines.json").read_text())["files"] == {
        "Dialect/Arith/canon.mlir": [["-canonicalize"]]}
    # the same import again writes the same corpus
    again = tmp_path / "again"
    res = smith("seeds", "import", tree, "-o", again, "-j", "2", "--per-file", "1",
                "--select", "coverage", "--pipeline-seeds")
    assert res.returncode == 0, res.stderr
    assert json.loads((again / "manifest.json").read_text())["programs"] == progs
    # every program is listed; a run takes only those with @main
    assert len(corpus_files(out).programs) == 3
    listing = corpus_files(out, harnessed_only=True)
    assert [i for i, _ in listing.programs] == ["seed-00000", "seed-00002"]
    assert [i for i, _ in listing.unharnessed] == ["seed-00001"]


def test_run_skips_pipeline_seeds(tmp_path):
    tree = tmp_path / "test"
    (tree / "Dialect" / "Arith").mkdir(parents=True)
    (tree / "Dialect" / "Arith" / "canon.mlir").write_text(CANON.split("// -----")[0]
                                                            + "// -----" + CANON.split("// -----")[2])
    out = tmp_path / "seeds"
    res = smith("seeds", "import", tree, "-o", out, "-j", "1", "--per-file", "1",
                "--select", "coverage", "--pipeline-seeds")
    assert res.returncode == 0, res.stderr
    assert [p.get("harnessed", True) for p in json.loads(
        (out / "manifest.json").read_text())["programs"]] == [True, False]
    run = smith("run", out, "--jobs", "1")
    assert run.returncode == 0, run.stderr
    assert "not run: 1 pipeline seed(s)" in run.stdout
    verdicts = (out / "run" / "verdicts.jsonl").read_text().splitlines()
    assert [json.loads(v)["id"] for v in verdicts] == ["seed-00000"]
    # a corpus of pipeline seeds only: nothing to run, one line, exit 2
    manifest = json.loads((out / "manifest.json").read_text())
    manifest["programs"] = manifest["programs"][1:]
    only = tmp_path / "only"
    (only / "programs").mkdir(parents=True)
    name = manifest["programs"][0]["file"]
    (only / name).write_text((out / name).read_text())
    (only / "manifest.json").write_text(json.dumps(manifest))
    nothing = smith("run", only, "--jobs", "1")
    assert nothing.returncode == 2
    assert "pipeline seeds" in nothing.stderr
    assert "Traceback" not in nothing.stderr
