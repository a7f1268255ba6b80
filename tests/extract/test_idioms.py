"""Rewrite-pattern idiom extraction (extract/idioms.py): DRR source DAGs read with the real
llvm-tblgen from fixture patterns over the real arith ops (tests/fixtures/extract/idioms/,
written for these tests), C++ root/producer pairs from a fixture source, and the committed
specs/idioms.json of MLIR 22.1.8 (the arith canonicalization patterns the generator builds)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from extract.cpp_names import OpIndex
from extract.idioms import FORMAT, build_idioms, cpp_patterns, mlir_root, write_idioms
from ground.errors import UsageError

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "extract" / "idioms"
SPECS = ROOT / "specs"
SOURCES = {"drr": {"foo": ["mlir/lib/Dialect/Foo/FooPatterns.td"]},
           "cpp": {"tosa": ["mlir/lib/Dialect/Foo/FooCanon.cpp"]}}


@pytest.fixture(scope="module")
def doc(toolchain, mlir_include):
    return build_idioms(FIX, mlir_include, toolchain.llvm_tblgen, SPECS, "22.1.8", SOURCES)


def _by_name(doc):
    return {p["name"]: p for p in doc["patterns"]}


def test_drr_trees(doc):
    pats = _by_name(doc)
    add = pats["AddAddConst"]
    assert (add["kind"], add["root"], add["ops"]) == ("drr", "arith.addi", ["arith.addi"])
    tree = add["tree"]
    assert tree["bind"] == "res"
    inner, c1 = tree["operands"]
    assert inner["op"] == "arith.addi"
    assert inner["operands"] == [{"leaf": "value", "bind": "x"},
                                 {"leaf": "constant", "constraint": "APIntAttr", "bind": "c0"}]
    assert c1 == {"leaf": "constant", "constraint": "APIntAttr", "bind": "c1"}
    assert tree["attrs"] == [{"leaf": "value", "bind": "f2", "name": "overflowFlags"}]
    sub = pats["SubOfSubSame"]["tree"]
    assert sub["operands"][1] == {"leaf": "bound", "bind": "x"}
    cmp_ = pats["CmpOfExts"]
    assert cmp_["root"] == "arith.cmpi"
    assert cmp_["ops"] == ["arith.cmpi", "arith.extsi"]
    assert [o["op"] for o in cmp_["tree"]["operands"]] == ["arith.extsi", "arith.extsi"]
    assert cmp_["tree"]["attrs"][0]["name"] == "predicate"
    sel = pats["SelectOfXorMinusOne"]
    assert sel["root"] == "arith.select"
    assert sel["constraints"] == ["(IsMinusOne ?:$m)"]


def test_cpp_pairs(doc):
    pats = _by_name(doc)
    assert pats["ClampOfClamp"]["root"] == "tosa.clamp"
    assert pats["ClampOfClamp"]["producers"] == ["tosa.clamp"]
    # out-of-line matchAndRewrite, unqualified root resolved through `using namespace`
    assert pats["SliceOfPadOrConcat"]["root"] == "tosa.slice"
    assert pats["SliceOfPadOrConcat"]["producers"] == ["tosa.concat", "tosa.pad"]
    assert "Generic" not in pats
    assert "NoProducer" not in pats


def test_written_file_is_deterministic(doc, tmp_path, toolchain, mlir_include):
    assert doc["format"] == FORMAT
    a = write_idioms(doc, tmp_path / "a").read_bytes()
    again = build_idioms(FIX, mlir_include, toolchain.llvm_tblgen, SPECS, "22.1.8", SOURCES)
    assert write_idioms(again, tmp_path / "b").read_bytes() == a


def test_cpp_unknown_ops_left_out():
    src = b"struct P : public OpRewritePattern<foo::BarOp> { LogicalResult matchAndRewrite(" \
          b"foo::BarOp op, PatternRewriter &r) const { return success(isa<tosa::AddOp>(op)); } };"
    assert cpp_patterns(src, "x.cpp", "tosa", OpIndex.from_dir(SPECS)) == []


def test_mlir_root(tmp_path):
    assert mlir_root(FIX) == FIX
    assert mlir_root(FIX / "mlir") == FIX
    with pytest.raises(UsageError):
        mlir_root(tmp_path)


def test_committed_idioms_22():
    """specs/idioms.json (smith extract --idioms --mlir-src of the 22.1.8 source release)."""
    doc = json.loads((SPECS / "idioms.json").read_text())
    assert doc["format"] == FORMAT
    assert doc["mlir_version"] == "22.1.8"
    roots = {(p["name"], p["root"]) for p in doc["patterns"]}
    for name, root in [("AddIAddConstant", "arith.addi"), ("AddISubConstantRHS", "arith.addi"),
                       ("TruncIShrSIToTrunciShrUI", "arith.trunci"),
                       ("CmpIExtSI", "arith.cmpi"), ("SelectNotCond", "arith.select"),
                       ("ClampClampOptimization", "tosa.clamp"),
                       ("FoldFillWithPad", "tensor.pad"),
                       ("TransferReadAfterWriteToBroadcast", "vector.transfer_read")]:
        assert (name, root) in roots
    names = [(p["name"], p["file"], p["root"]) for p in doc["patterns"]]
    assert names == sorted(names)


@pytest.mark.skipif(not os.environ.get("SMITH_MLIR_SRC"),
                    reason="SMITH_MLIR_SRC (an llvm-project 22.1.8 tree) not set")
def test_regenerates_committed(toolchain, tmp_path):
    root = mlir_root(os.environ["SMITH_MLIR_SRC"])
    doc = build_idioms(root, root / "mlir" / "include", toolchain.llvm_tblgen, SPECS, "22.1.8")
    assert write_idioms(doc, tmp_path).read_text() == (SPECS / "idioms.json").read_text()


def test_cli_needs_mlir_src(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "smith", "extract", "--idioms", "-o",
                           str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 2
    assert "--mlir-src" in proc.stderr
    assert "Traceback" not in proc.stderr
    proc = subprocess.run([sys.executable, "-m", "smith", "extract", "--idioms", "--mlir-src",
                           str(FIX), "-o", str(tmp_path)], capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 2  # the fixture tree lacks the dialects' real sources
    assert "does not exist" in proc.stderr
    assert not (tmp_path / "idioms.json").exists()
