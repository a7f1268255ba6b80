"""Refutations of translation validation are matched against the known MLIR bugs
(``lowering/known_wrong_code.json``) by a key like a wrong-code difference's: the pass, and
the ops it changed among those the refuted result depends on (real mlir-opt, mlir-runner and
solver where a pass runs)."""

from __future__ import annotations

import json
from pathlib import Path

from judges.tv.counterexample import Counterexample
from judges.tv.driver import validate_pass
from judges.tv.findings import record
from judges.tv.known import known_refutation, match_known_tv, refutation_keys
from lowering.findings.store import FindingStore

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"

SOURCE = """func.func @compute(%x: tensor<2xi32>, %y: tensor<2xf32>) -> (tensor<2xi32>, tensor<1xf32>) {
  %a = "tosa.const"() <{values = dense<40> : tensor<2xi8>}> : () -> tensor<2xi8>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = tosa.mul %a, %a, %s : (tensor<2xi8>, tensor<2xi8>, tensor<1xi8>) -> tensor<2xi32>
  %r = tosa.add %m, %x : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %z = tosa.reduce_max %y {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>
  return %r, %z : tensor<2xi32>, tensor<1xf32>
}
"""
# the mul folded (wrongly, in 8 bits) and, outside the first result's slice, the reduce_max
# replaced: only the mul counts for a refutation of result 0
TARGET = """func.func @compute(%x: tensor<2xi32>, %y: tensor<2xf32>) -> (tensor<2xi32>, tensor<1xf32>) {
  %m = "tosa.const"() <{values = dense<64> : tensor<2xi32>}> : () -> tensor<2xi32>
  %r = tosa.add %m, %x : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %z = tosa.reduce_min %y {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>
  return %r, %z : tensor<2xi32>, tensor<1xf32>
}
"""


def _cex(what: str) -> Counterexample:
    return Counterexample("compute", (), what, (), (), "")


def test_key_names_the_changed_ops_the_result_depends_on():
    what0 = "result 0 [0]: source 1600, target 64"
    (key,) = refutation_keys(SOURCE, TARGET, "canonicalize", _cex(what0))
    assert key == "first divergent pass canonicalize; ops tosa.const,tosa.mul"
    assert match_known_tv(key, what0) == "tosa-mul-narrow-fold"
    what1 = "result 1 [0]: source -inf, target -65504.0"
    (key,) = refutation_keys(SOURCE, TARGET, "tosa-to-linalg{aggressive-reduce-constant=true}",
                             _cex(what1))
    assert key == "first divergent pass tosa-to-linalg; ops tosa.reduce_max"
    assert match_known_tv(key, what1) == "tosa-to-linalg-lowest-finite-seed"


def test_a_fold_of_an_op_encoded_through_its_lowering_blames_the_lowering():
    """avg_pool2d has no encoding of its own: the source means what tosa-to-linalg-named
    makes of it, so a refutation of a pass that folded it also gets the key that blames that
    lowering (as max_pool2d's did, prog-00143 of the small-shape tosa,arith corpus, before it
    had its own encoding)."""
    src = """func.func @compute(%x: tensor<1x1x1x1xf16>) -> tensor<1x1x1x1xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %r = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
  return %r : tensor<1x1x1x1xf16>
}
"""
    tgt = """func.func @compute(%x: tensor<1x1x1x1xf16>) -> tensor<1x1x1x1xf16> {
  return %x : tensor<1x1x1x1xf16>
}
"""
    cex = _cex("result 0 [0, 0, 0, 0]: source 1.0, target 2.0")
    assert refutation_keys(src, tgt, "canonicalize", cex) == [
        "first divergent pass canonicalize; ops tosa.avg_pool2d,tosa.const",
        "first divergent pass tosa-to-linalg-named; ops tosa.avg_pool2d"]
    assert known_refutation(src, tgt, "canonicalize", cex) == (  # neither key is a known bug
        "first divergent pass canonicalize; ops tosa.avg_pool2d,tosa.const", None)
    # max_pool2d is encoded by its specification now: one key, the pass's own
    pool = src.replace(
        "tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, ", "tosa.max_pool2d %x {").replace(
        "(tensor<1x1x1x1xf16>, tensor<1xf16>, tensor<1xf16>)", "(tensor<1x1x1x1xf16>)")
    assert refutation_keys(pool, tgt, "canonicalize", cex) == [
        "first divergent pass canonicalize; ops tosa.max_pool2d"]


def test_other_refutations_match_no_bug():
    key = "first divergent pass canonicalize; ops tosa.add"
    assert match_known_tv(key, "result 0 [0]: source 1, target 2") is None
    # a wrong-code pattern matches the key alone, as for smith run
    assert match_known_tv("first divergent pass canonicalize; ops math.atan2",
                          "result 0: source 0.0, target nan") == "math-atan2-fold-zero-zero-nan"


def test_known_refutation_is_counted_per_bug(toolchain, tmp_path):
    """The tosa.mul i16 folder, refuted and confirmed: counted under its id in
    known_hits.json; a directory (named by the id) only when known bugs are reported."""
    o = validate_pass((FINDINGS / "tosa_mul_i16_fold.mlir").read_text(), "canonicalize",
                      toolchain)
    assert o.verdict == "refuted"
    assert o.known_id == "tosa-mul-narrow-fold", o.key
    store = FindingStore(tmp_path / "a")
    assert record(store, "p0", o, toolchain) is None
    hits = json.loads((tmp_path / "a" / "known_hits.json").read_text())
    assert [(h["id"], h["kind"], h["count"]) for h in hits] == \
        [("tosa-mul-narrow-fold", "tv-refuted", 1)]
    d = record(FindingStore(tmp_path / "b"), "p0", o, toolchain, report_known=True)
    assert d == tmp_path / "b" / "findings" / "tv-refuted" / "tosa-mul-narrow-fold"
    meta = json.loads((d / "meta.json").read_text())
    assert meta["known_id"] == "tosa-mul-narrow-fold"
    assert meta["key"].startswith("first divergent pass canonicalize; ops ")
