"""``smith seeds import`` and the harness on the real toolchain: a made-up test file with
``// -----`` pieces (one harnessable, one expecting an error, one of the test dialect, one op
this release does not know, one that does not verify, one of another dialect), pieces of
tests/fixtures/upstream/, and ``smith run`` on the seed directory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from ground.draw import Draw
from ground.header import read_header
from ground.mlir_ir import context, parse_verified
from smith.app.seed_coverage import pass_flags, run_line_commands
from smith.app.seeds import LICENSE, read_pieces
from smith.gen.harness import harness, unharness
from smith.gen.seed_worker import classify

SMITH = [sys.executable, "-m", "smith"]
ROOT = Path(__file__).resolve().parents[2]
UPSTREAM = ROOT / "tests" / "fixtures" / "upstream"

TEST_FILE = """// RUN: mlir-opt %s -split-input-file -canonicalize | FileCheck %s
// CHECK-LABEL: @fold_add
func.func @fold_add(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}

// -----

func.func @invalid(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses}}
  %0 = arith.addi %a, %a : i64
  return
}

// -----

func.func @uses_test_dialect() -> i32 {
  %0 = "test.op"() : () -> i32
  return %0 : i32
}

// -----

func.func @removed_op(%a: f32, %b: f32) -> f32 {
  %0 = arith.maxf %a, %b : f32
  return %0 : f32
}

// -----

func.func @bad_return(%a: i32) -> i64 {
  return %a : i32
}

// -----

func.func @gpu_piece() -> index {
  %0 = gpu.thread_id x
  return %0 : index
}

// -----

func.func @store(%m: memref<?x4xf32>, %t: tensor<2x?xi32>, %i: index) -> tensor<2x?xi32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.5 : f32
  memref.store %f, %m[%i, %c0] : memref<?x4xf32>
  %c7 = arith.constant 7 : i32
  %r = tensor.insert %c7 into %t[%c0, %i] : tensor<2x?xi32>
  return %r : tensor<2x?xi32>
}
func.func @unranked(%u: tensor<*xf32>) -> tensor<*xf32> {
  return %u : tensor<*xf32>
}
"""


def smith(*args, timeout=600):
    return subprocess.run([*SMITH, *map(str, args)], capture_output=True, text=True,
                          timeout=timeout, env=dict(os.environ))


def test_classify_diagnostics():
    assert classify('"test.op"() : () -> ()', "f: loc(\"-\":1:2): operation being parsed with "
                    "an unregistered dialect. If this is intended, ...") == "test dialect"
    assert classify("x", "f: loc(\"-\":1:2): custom op 'arith.maxf' is unknown") == "unknown op"
    assert classify("x", "f: loc(\"-\":1:2): 'tosa.add' op operands don't have matching "
                    "ranks") == "verify error"
    assert classify("x", "f: loc(\"-\":1:2): expected ')'") == "parse error"


def test_split_records_piece_origin(tmp_path):
    (tmp_path / "Dialect" / "Arith").mkdir(parents=True)
    (tmp_path / "Dialect" / "Arith" / "made-up.mlir").write_text(TEST_FILE)
    pieces = read_pieces(tmp_path)
    assert [(p.file, p.index) for p in pieces] == [("Dialect/Arith/made-up.mlir", i)
                                                   for i in range(7)]
    assert pieces[1].line == 12
    assert "expected-error" in pieces[1].text


def test_harness_guards_and_checksums_a_piece():
    """Memref, dynamic tensor and index arguments are made; the unranked function is counted
    with its reason; the program verifies and its @main prints checksum lines."""
    piece = TEST_FILE.split("// -----")[-1]
    h = harness(piece, Draw(3), "piece")
    assert h.functions == ("store",)
    assert h.skipped == {"unranked": "unranked"}
    assert h.ubfix_hits  # the memref.store and tensor.insert indices are guarded
    with context():
        parse_verified(h.text)
    main = h.text[h.text.index("func.func @main()"):]
    assert "call @smith_harness_0" in main
    assert main.count("vector.print") == 3  # the result, the memref argument, the total
    assert "memref.alloc" in h.text
    assert "tensor.cast" in main
    assert harness(piece, Draw(3), "piece") == h  # the same draw gives the same program
    # the piece back without the harness, harnessed again (what a mutation does)
    bare = unharness(h.text)
    assert "@main" not in bare
    assert "smith_harness" not in bare
    assert harness(bare, Draw(3), "piece").functions == ("store",)


def test_import_counts_reasons_and_runs(tmp_path):
    tree = tmp_path / "test"
    (tree / "Dialect" / "Arith").mkdir(parents=True)
    (tree / "Dialect" / "Arith" / "made-up.mlir").write_text(TEST_FILE)
    (tree / "Dialect" / "Math").mkdir(parents=True)
    (tree / "Dialect" / "Math" / "ops.mlir").write_text((UPSTREAM / "math" / "ops.mlir")
                                                         .read_text())
    out = tmp_path / "seeds"
    pairs = tmp_path / "pairs.json"
    res = smith("seeds", "import", tree, "-o", out, "-j", "1", "--coverage", pairs)
    assert res.returncode == 0, res.stderr
    manifest = json.loads((out / "manifest.json").read_text())
    counts = manifest["seeds"]["counts"]
    assert (counts["pieces"], counts["kept"], counts["harnessed"]) == (8, 3, 3)
    assert counts["skipped"] == {"expected-error": 1, "test dialect": 1, "unknown op": 1,
                                 "verify error": 1, "other dialect": 1}
    assert counts["functions_skipped"]["unranked"] == 1
    origins = [p["origin"] for p in manifest["programs"]]
    assert origins[0] == {"file": "Dialect/Arith/made-up.mlir", "piece": 0, "release": "22.1.8",
                          "license": LICENSE}
    head = read_header((out / manifest["programs"][0]["file"]).read_text())
    assert head["kind"] == "upstream-test"
    assert head["origin"] == origins[0]
    assert head["functions"] == ["fold_add"]
    # the RUN line's canonicalize applies AddIAddConstant on the first piece
    doc = json.loads(pairs.read_text())
    assert ["Canonicalizer", "{anonymous}::AddIAddConstant"] in doc["applied"]
    assert doc["runs"] == 1
    run = smith("run", out, "--jobs", "1")
    assert run.returncode == 0, run.stderr
    verdicts = [json.loads(x) for x in (out / "run" / "verdicts.jsonl").read_text().splitlines()]
    assert len(verdicts) == 3
    # the made-up pieces run and agree on every path (the math piece meets lowering failures
    # of MLIR 22.1.8: math.ipowi, math.fpowi on vectors)
    made_up = {p["id"] for p in manifest["programs"] if "made-up" in p["origin"]["file"]}
    assert {v["verdict"] for v in verdicts if v["id"] in made_up} == {"ok"}, verdicts
    # smith's applied pairs beside the tests' own: per pass, with the pairs of one side only
    cov = smith("coverage", out, "--against", pairs, "--json")
    assert cov.returncode == 0, cov.stderr
    doc = json.loads(cov.stdout)
    canon = doc["per_pass"]["Canonicalizer"]
    assert canon["other_applied"] >= 1
    # applied by both when the paths drawn include canonicalize, else by the tests only
    assert "{anonymous}::AddIAddConstant" in canon["other_only"] or canon["both"] >= 1
    assert doc["total"]["smith_applied"] > 0
    assert doc["total"]["other_applied"] == len(json.loads(pairs.read_text())["applied"])
    bad = smith("coverage", out, "--against", tmp_path / "test" / "Dialect" / "Math" / "ops.mlir")
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr


def test_run_line_pass_flags():
    passes = {"canonicalize", "tosa-to-linalg", "convert-to-llvm"}
    text = ("// RUN: mlir-opt %s -split-input-file -canonicalize | FileCheck %s\n"
            "// RUN: mlir-opt %s --pass-pipeline=\"builtin.module(func.func(tosa-to-linalg))\" \\\n"
            "// RUN:   -verify-diagnostics | FileCheck %s\n"
            "// RUN: mlir-opt %s -test-foo -canonicalize | FileCheck %s\n"
            "// RUN: mlir-opt %s -cse | FileCheck %s\n"
            "// RUN: mlir-opt %s -canonicalize %{option} | FileCheck %s\n")
    commands = run_line_commands(text)
    assert len(commands) == 5
    flags = [pass_flags(c, passes) for c in commands]
    assert flags[0] == ["-canonicalize"]
    assert flags[1] == ["--pass-pipeline=builtin.module(func.func(tosa-to-linalg))"]
    assert flags[2:] == [None, None, None]  # a -test-* pass, no pass of smith's, a substitution


def test_parser_crash_is_counted(tmp_path):
    """A piece that crashes the parser (a stack overflow on deeply nested types) kills the
    worker: it is counted as ``crash`` and the import goes on with the next piece."""
    tree = tmp_path / "test"
    tree.mkdir()
    n = 300_000
    deep = "func.func private @deep(" + "tuple<" * n + "i32" + ">" * n + ")\n"
    good = TEST_FILE.split("// -----")[0]
    (tree / "crash.mlir").write_text(deep + "// -----\n" + good)
    out = tmp_path / "seeds"
    res = smith("seeds", "import", tree, "-o", out, "-j", "1")
    assert res.returncode == 0, res.stderr
    counts = json.loads((out / "manifest.json").read_text())["seeds"]["counts"]
    assert counts["skipped"] == {"crash": 1}
    assert counts["harnessed"] == 1
