"""``smith run --tv``: the steps of each lowering path are validated (real mlir-opt,
mlir-runner and solver); the step that miscompiles becomes a ``tv-refuted`` finding and the
counts reach ``verdicts.jsonl`` and ``summary.json``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from ground.errors import UsageError
from judges.tv.driver import func_anchored
from judges.tv.run_steps import StepValidator
from lowering.findings.store import FindingStore
from lowering.passmap import base_name, load_passmap
from lowering.paths import LoweringPath
from lowering.run.program import RunOptions, run_program
from lowering.verdict import load_known_crashes
from smith.app.cli import cli
from ubfix.checksum import instrument_checksum

# the tosa.mul i16 folder bug (tests/fixtures/findings/tosa_mul_i16_fold.mlir) behind a call
PROGRAM = instrument_checksum("""
func.func @compute(%x: tensor<4xi16>) -> tensor<4xi32> {
  %a = "tosa.const"() <{values = dense<32766> : tensor<4xi16>}> : () -> tensor<4xi16>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %s : (tensor<4xi16>, tensor<4xi16>, tensor<1xi8>) -> tensor<4xi32>
  %1 = tosa.cast %x : (tensor<4xi16>) -> tensor<4xi32>
  %2 = tosa.add %0, %1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %2 : tensor<4xi32>
}
func.func @main() {
  %x = "tosa.const"() <{values = dense<[1, 2, 3, 4]> : tensor<4xi16>}> : () -> tensor<4xi16>
  %r = call @compute(%x) : (tensor<4xi16>) -> tensor<4xi32>
  return
}
""")

LOWER = ["tosa-to-linalg", "tosa-to-arith", "tosa-to-tensor", "linalg-fuse-elementwise-ops",
         "one-shot-bufferize{bufferize-function-boundaries}", "convert-linalg-to-loops",
         "convert-vector-to-scf", "lower-affine", "convert-scf-to-cf", "convert-vector-to-llvm",
         "expand-strided-metadata", "finalize-memref-to-llvm", "convert-math-to-llvm",
         "convert-arith-to-llvm", "convert-func-to-llvm", "convert-cf-to-llvm",
         "convert-index-to-llvm", "reconcile-unrealized-casts"]  # judges/tv/confirm.json's


def _path(name, passes, toolchain):
    nested = frozenset(base_name(p) for p in passes
                       if func_anchored(str(toolchain.mlir_opt), base_name(p)))
    return LoweringPath(name, tuple(passes), nested)


def test_the_folding_step_is_refuted_and_recorded(toolchain, tmp_path):
    paths = [_path("d0", ["cse", *LOWER], toolchain),
             _path("d1", ["cse", "canonicalize", *LOWER], toolchain)]
    store = FindingStore(tmp_path)
    rep = run_program(PROGRAM, "p0", RunOptions(paths=2, tv=True), toolchain,
                      load_passmap(toolchain),
                      load_known_crashes(), tmp_path, paths=paths, store=store,
                      judges=[StepValidator(toolchain, timeout=60, report_known=True)])
    # both paths fold the product wrongly (tosa-to-linalg folds the op before converting it),
    # so the outputs agree: execution alone sees nothing
    assert rep.verdict.kind == "ok"
    tv = rep.to_json()["tv"]
    # cse and the tosa-to-linalg of the folded IR are shared by both paths: checked once
    assert tv["by_pass"]["cse"] == {"validated": 1}
    assert tv["by_pass"]["canonicalize"] == {"refuted": 1}
    assert tv["by_pass"]["tosa-to-linalg"] == {"refuted": 1, "validated": 1}
    assert tv["by_pass"]["one-shot-bufferize"] == {"validated": 1}
    assert tv["verdicts"]["skipped"] >= 1  # the first step whose output has llvm ops ends it
    assert sum(tv["verdicts"].values()) == tv["steps"]
    refs = {(r["path"], r["step"], r["pass"]): r for r in tv["refutations"]}
    assert set(refs) == {("d0", 1, "tosa-to-linalg"), ("d1", 1, "canonicalize")}
    ref = refs["d1", 1, "canonicalize"]
    assert ref["reason"].startswith("@compute: result 0 [")
    assert ref["known_id"] == refs["d0", 1, "tosa-to-linalg"]["known_id"] == \
        "tosa-mul-narrow-fold"
    meta = json.loads((Path(ref["finding"]) / "meta.json").read_text())
    assert meta["kind"] == "tv-refuted"
    assert meta["confirmation"]["confirmed"]
    assert meta["known_id"] == "tosa-mul-narrow-fold"
    # one directory per known bug (as for wrong code), every signature in its hits
    hits = json.loads((Path(ref["finding"]) / "hits.json").read_text())
    assert "canonicalize | result | tosa.add" in hits["signatures"]  # the op that returns it
    assert any("tv-refuted" in str(f) for f in rep.findings)
    summary = StepValidator.summary([("p0", tv)])
    assert summary["verdicts"]["refuted"] == 2
    assert summary["refutations"][0]["id"] == "p0"


def test_tv_needs_its_judge(toolchain, tmp_path):
    """Options asking for tv with judges that do not include it: one line, nothing run."""
    with pytest.raises(UsageError, match="tv"):
        run_program(PROGRAM, "p0", RunOptions(tv=True), toolchain, load_passmap(toolchain), (),
                    tmp_path, judges=[])


def test_smith_run_tv_writes_the_counts(tmp_path):
    """``smith run --tv`` on a generated corpus: every program has a ``tv`` entry and
    ``summary.json`` sums them."""
    corpus = tmp_path / "c"
    r = CliRunner().invoke(cli, ["gen", "--dialects", "arith", "--count", "1", "--ops", "6",
                                 "--seed", "3", "-o", str(corpus), "--no-progress"])
    assert r.exit_code == 0, r.output
    out = tmp_path / "run"
    r = CliRunner().invoke(cli, ["run", str(corpus), "-o", str(out), "-k", "2", "--tv",
                                 "-j", "1", "--no-progress"])
    assert r.exit_code == 0, r.output
    assert "translation validation:" in r.output
    line = json.loads((out / "verdicts.jsonl").read_text().splitlines()[0])
    steps = line["tv"]["steps"]
    assert steps > 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["tv"]["steps"] == steps
    assert sum(summary["tv"]["verdicts"].values()) == steps
    assert summary["tv"]["verdicts"]["validated"] > 0
    assert summary["options"]["tv"] is True
