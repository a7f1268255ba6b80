"""The C++ conversion miner on hand-written fixture sources (tests/fixtures/extract/cpp/, written
for these tests, not copied from LLVM): pattern lists, templated pointwise converters, aliases,
``matchAndRewrite(ns::BOp ...)``, helper populate functions, ConversionTarget legality,
out-of-line ``runOnOperation`` and ``GEN_PASS_DEF`` names with and without a ``Pass`` suffix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from extract.cpp_ast import TypeRef, parse_cpp, parse_type
from extract.cpp_miner import conversions_json, mine_dirs, run_mine
from extract.cpp_names import (
    OpIndex,
    cpp_class_name,
    dialect_of_class,
    load_pass_table,
    match_pass_def,
    pass_table_from_text,
    source_dialect,
)
from ground.errors import UsageError

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "extract" / "cpp"
SPECS = ROOT / "specs"


@pytest.fixture(scope="module")
def mined():
    index = OpIndex.from_dir(FIX / "specs")
    table = load_pass_table(FIX / "mlir/include/mlir/Conversion/Passes.td")
    passes, dirs = mine_dirs(FIX / "mlir/lib/Conversion", index, table)
    return conversions_json(passes, index, dirs, "22.1.8")


def test_fake_pass_exact(mined):
    assert mined["passes"]["convert-foo-to-bar"] == {
        "record": "ConvertFooToBarPass",
        "directory": "FooToBar",
        "patterns": ["foo.a", "foo.add", "foo.c", "foo.d", "foo.ecast", "foo.mul", "foo.sub",
                     "ns.b"],
        "converts": ["foo.a", "foo.add", "foo.c", "foo.d", "foo.ecast", "foo.sub", "ns.b"],
        "illegal_ops": ["foo.a", "foo.z"],
        "illegal_dialects": ["foo"],
        "legal_ops": ["foo.mul"],
        "legal_dialects": ["bar", "builtin"],
        "dynamically_legal": [],
        "illegal_without_pattern": ["foo.lone", "foo.unused", "foo.z"],
        "unresolved_patterns": ["other::ExternalPattern"],
        "external_populate": ["arith::populateSomethingElsePatterns"],
    }


def test_out_of_line_pass_and_legal_dialect(mined):
    qux = mined["passes"]["qux-to-bar"]
    assert qux["record"] == "QuxToBar"          # GEN_PASS_DEF_QUXTOBARPASS, record QuxToBar
    assert qux["patterns"] == ["qux.v", "qux.w"]
    assert qux["converts"] == ["qux.w"]         # qux.v stays legal: never rewritten
    assert qux["illegal_ops"] == ["qux.w"]
    assert qux["legal_dialects"] == ["qux"]


def test_op_map_exact(mined):
    assert mined["ops"] == {
        "foo.a": ["convert-foo-to-bar"], "foo.add": ["convert-foo-to-bar"],
        "foo.c": ["convert-foo-to-bar"], "foo.d": ["convert-foo-to-bar"],
        "foo.ecast": ["convert-foo-to-bar"], "foo.sub": ["convert-foo-to-bar"],
        "ns.b": ["convert-foo-to-bar"], "qux.w": ["qux-to-bar"],
    }
    assert mined["static_ops"] == mined["ops"]    # no probe section yet
    assert mined["directories"] == ["FooToBar", "QuxToBar"]


def test_run_mine_writes_deterministic_json(tmp_path):
    doc = run_mine(FIX, tmp_path, FIX / "specs", None, "22.1.8")
    first = (tmp_path / "conversions.json").read_bytes()
    run_mine(FIX, tmp_path, FIX / "specs", None, "22.1.8")
    assert (tmp_path / "conversions.json").read_bytes() == first
    assert json.loads(first) == doc
    assert str(FIX) not in first.decode()


def test_run_mine_rejects_non_checkout(tmp_path):
    with pytest.raises(UsageError, match="mlir/lib/Conversion"):
        run_mine(tmp_path, tmp_path, FIX / "specs", None, "22.1.8")


def test_parse_type_and_class_declarations():
    assert parse_type("PointwiseConverter<tosa::AddOp>") == \
        TypeRef("PointwiseConverter", (TypeRef("tosa::AddOp"),))
    t = parse_type("VectorConvertToLLVMPattern<arith::AddFOp, LLVM::FAddOp, /*F=*/true>")
    assert t.args == (TypeRef("arith::AddFOp"), TypeRef("LLVM::FAddOp"), "true")
    src = (FIX / "mlir/lib/Conversion/FooToBar/FooPatterns.cpp").read_bytes()
    f = parse_cpp(src)
    pw = next(c for c in f.classes if c.name == "PointwiseConverter")
    assert pw.template_params == ("SrcOp",)
    assert pw.bases == ("OpConversionPattern<SrcOp>",)
    assert pw.match_param == "SrcOp"
    assert f.aliases["ECastLowering"] == ((), "CastLowering<foo::ECastOp, true>")
    assert f.using_namespaces == ("mlir", "mlir::foo")


def test_name_rules():
    assert cpp_class_name("Tosa_AddOp") == "AddOp"
    assert cpp_class_name("AffineApplyOp") == "AffineApplyOp"
    assert dialect_of_class("tosa::TosaDialect") == "tosa"
    assert dialect_of_class("IndexDialect") == "index"
    assert dialect_of_class("LLVM::LLVMDialect") == "llvm"
    assert source_dialect("SCFToControlFlow") == "scf"
    assert source_dialect("ControlFlowToLLVM") == "cf"
    table = pass_table_from_text('def ArithToLLVMConversionPass : Pass<"convert-arith-to-llvm"> {')
    assert table == {"ArithToLLVMConversionPass": "convert-arith-to-llvm"}
    assert match_pass_def("ARITHTOLLVMCONVERSIONPASS", table) == "ArithToLLVMConversionPass"
    assert match_pass_def("NOPE", table) is None


def test_shipped_specs_index_resolves_real_names():
    index = OpIndex.from_dir(SPECS)
    assert index.resolve("tosa::AddOp") == "tosa.add"
    assert index.resolve("::mlir::scf::ForOp") == "scf.for"
    assert index.resolve("AddIOp", using=["mlir::arith"]) == "arith.addi"
    assert index.resolve("ForOp", prefer="scf") == "scf.for"
    assert index.resolve("affine::AffineApplyOp") == "affine.apply"
    assert index.resolve("LLVM::FAddOp") is None


def test_cpp_namespace_rule_holds_for_shipped_dialects(toolchain, mlir_include):
    """Op records' cppNamespace is ::mlir::<dialect> (the rule OpIndex relies on)."""
    from extract.tblgen import dump_json

    inc = mlir_include
    if toolchain.llvm_tblgen is None:
        pytest.skip("no llvm-tblgen")
    td = inc / "mlir/Dialect/Tosa/IR/TosaOps.td"
    data = dump_json(toolchain.llvm_tblgen, td, [inc])
    spaces = {data[n]["cppNamespace"].lstrip(":") for n in data["!instanceof"]["Op"]}
    assert spaces == {"mlir::tosa"}


def test_shipped_conversions_json():
    doc = json.loads((SPECS / "conversions.json").read_text())
    assert "tosa-to-linalg" in doc["ops"]["tosa.add"]
    assert "convert-arith-to-llvm" in doc["ops"]["arith.addi"]
    tl = doc["passes"]["tosa-to-linalg"]
    assert tl["illegal_dialects"] == ["tosa"]
    assert "tosa.const" in tl["legal_ops"]
    assert "tosa.conv2d" in doc["passes"]["tosa-to-linalg-named"]["converts"]
