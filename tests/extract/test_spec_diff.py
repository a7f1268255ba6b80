"""``smith extract diff`` on two hand-written spec trees (tests/fixtures/extract/diff/old, new)
that differ like MLIR releases: tosa.fully_connected removed, tosa.const attribute value ->
values, arith.maxf -> arith.maximumf, tosa.mul gains the shift operand, an enum case added;
and between the real MLIR 21.1.2 specs (``specs/releases/21.1.2``, extracted from the
``xtc-mlir-dev==21.1.2.8`` .td files) and the shipped 22.1.8 specs: traits, folders,
canonicalizers, assembly formats and attribute value kinds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from extract.spec_diff import diff_specs, load_ops, value_kind
from ground.errors import UsageError
from smith.app.cli import cli

ROOT = Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "extract" / "diff"
SPECS21 = ROOT / "specs" / "releases" / "21.1.2"
SPECS22 = ROOT / "specs"
NAN_MODE_OPS = ("tosa.argmax", "tosa.clamp", "tosa.max_pool2d", "tosa.maximum", "tosa.minimum",
                "tosa.reduce_max", "tosa.reduce_min")
NO_OP_CHANGES = {"traits": 0, "interfaces": 0, "folders": 0, "formats": 0, "attribute_kinds": 0}


@pytest.fixture(scope="module")
def doc():
    return diff_specs(load_ops(FIX / "old"), load_ops(FIX / "new"))


def test_diff_exact(doc):
    assert doc["removed"] == ["tosa.fully_connected"]
    assert doc["added"] == []
    assert doc["renamed"] == [{"old": "arith.maxf", "new": "arith.maximumf"}]
    assert doc["changed"] == {
        "tosa.const": {"attributes": [{"change": "renamed", "name": "value",
                                       "new_name": "values", "constraint": "ElementsAttr"}]},
        "tosa.mul": {"operands": [{"change": "added", "name": "shift",
                                   "constraint": "Tosa_ScalarInt8Tensor", "optional": False}]},
        "tosa.rescale": {"attributes": [{"change": "changed", "name": "rounding_mode", "fields": {
            "enum_cases": {"added": ["INEXACT_ROUND"], "removed": []}}}]},
    }
    assert doc["summary"] == {"added": 0, "removed": 1, "renamed": 1, "changed": 3,
                              **NO_OP_CHANGES}


def test_single_files_and_reverse():
    back = diff_specs(load_ops(FIX / "new" / "tosa.json"), load_ops(FIX / "old" / "tosa.json"))
    assert back["added"] == ["tosa.fully_connected"]
    assert back["changed"]["tosa.mul"]["operands"][0]["change"] == "removed"


def test_identical_trees_have_no_diff():
    same = diff_specs(load_ops(FIX / "old"), load_ops(FIX / "old"))
    assert same["summary"] == {"added": 0, "removed": 0, "renamed": 0, "changed": 0,
                               **NO_OP_CHANGES}


def test_bad_inputs(tmp_path):
    with pytest.raises(UsageError, match="does not exist"):
        load_ops(tmp_path / "nope")
    (tmp_path / "x.json").write_text("{}")
    with pytest.raises(UsageError, match="not a spec file"):
        load_ops(tmp_path / "x.json")
    with pytest.raises(UsageError, match="no spec files"):
        load_ops(tmp_path)


def test_cli_json_and_table():
    runner = CliRunner()
    res = runner.invoke(cli, ["extract", "diff", str(FIX / "old"), str(FIX / "new"), "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["renamed"] == [{"old": "arith.maxf", "new": "arith.maximumf"}]
    res = runner.invoke(cli, ["extract", "diff", str(FIX / "old"), str(FIX / "new")])
    assert res.exit_code == 0
    for word in ("tosa.fully_connected", "removed", "arith.maximumf", "values", "INEXACT_ROUND",
                 "shift"):
        assert word in res.output


def test_cli_extract_group_keeps_its_options():
    res = CliRunner().invoke(cli, ["extract", "--help"])
    assert res.exit_code == 0
    for opt in ("--mlir-include", "--dialects", "--out", "--fetch", "--mlir-src", "--probe",
                "diff"):
        assert opt in res.output


# ---- MLIR 21.1.2 -> 22.1.8 (real extracted specs) -------------------------------------------


@pytest.fixture(scope="module")
def release_doc():
    return diff_specs(load_ops(SPECS21), load_ops(SPECS22))


def test_release_specs_carry_their_version():
    for f in sorted(SPECS21.glob("*.json")):
        spec = json.loads(f.read_text())
        assert spec["mlir_version"] == "21.1.2", f.name
        assert {op["source"]["mlir_version"] for op in spec["ops"].values()} == {"21.1.2"}


def test_release_traits_and_folders(release_doc):
    ch = release_doc["changed"]
    assert ch["tosa.mul"]["traits"] == {"added": [], "removed": ["Commutative"]}
    assert ch["tosa.cast"]["traits"] == {"added": ["SameOperandsAndResultShape"], "removed": []}
    for op in ("tosa.exp", "tosa.log"):
        assert ch[op] == {"folder": {"old": True, "new": False}}, op
    assert ch["tosa.avg_pool2d"] == {"canonicalizer": {"old": True, "new": False}}
    assert ch["affine.for"]["canonicalizer"] == {"old": True, "new": False}
    assert "tosa.add" not in ch  # unchanged ops stay out


def test_release_assembly_formats(release_doc):
    ch = release_doc["changed"]
    assert ch["arith.divsi"]["assembly_format"] == {
        "old": "$lhs `,` $rhs attr-dict `:` type($result)",
        "new": "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)"}
    assert ch["arith.divsi"]["attributes"] == [
        {"change": "added", "name": "isExact", "constraint": "UnitAttr", "optional": False}]
    functional = "operands attr-dict `:` functional-type(operands, results)"
    assert ch["tosa.select"]["assembly_format"] == {
        "old": "operands attr-dict `:` `(` type($input1) `,` type($input2) `,` type($input3) `)`"
               " `->` type($output)", "new": functional}
    assert ch["tosa.table"]["assembly_format"] == {
        "old": "$input1 `,` $table attr-dict `:` `(` type($input1) `,` type($table) `)` `->`"
               " type($output)", "new": functional}
    # declarative in 21, a C++ parser in 22 (it prints the enum nan_mode)
    assert ch["tosa.clamp"]["assembly_format"] == {"old": functional, "new": None}
    assert ch["tosa.clamp"]["custom_assembly_format"] == {"old": False, "new": True}


def test_release_nan_mode_is_a_kind_change_not_lost_cases(release_doc):
    ch = release_doc["changed"]
    for op in NAN_MODE_OPS:
        (entry,) = [c for c in ch[op]["attributes"] if c["name"] == "nan_mode"]
        fields = entry["fields"]
        assert fields["value_kind"] == {"old": "string", "new": "enum"}, op
        assert "enum_cases" not in fields, op  # same cases, written differently
    for op, attr in (("tosa.rescale", "rounding_mode"), ("tosa.resize", "mode")):
        (entry,) = ch[op]["attributes"]
        assert entry["name"] == attr
        assert entry["fields"]["value_kind"] == {"old": "string", "new": "enum"}
        assert "enum_cases" not in entry["fields"]
    assert release_doc["summary"]["attribute_kinds"] == 10


def test_kind_change_without_cases_on_the_old_side():
    """Specs of an extractor that did not read string cases: still a kind change, and the
    missing cases are not reported as removed."""
    old = {"name": "nan_mode", "constraint": "S", "constraint_class": "StringBasedAttr",
           "enum": None, "enum_cases": []}
    new = {"name": "nan_mode", "constraint": "S", "constraint_class": "Tosa_I32EnumAttr",
           "enum": {"syntax": "dialect", "kind": "int"}, "enum_cases": ["PROPAGATE", "IGNORE"]}
    ops_old = {"t.x": {"attributes": [old]}}
    ops_new = {"t.x": {"attributes": [new]}}
    (entry,) = diff_specs(ops_old, ops_new)["changed"]["t.x"]["attributes"]
    assert entry["fields"] == {"value_kind": {"old": "string", "new": "enum"}}
    assert value_kind(new) == "enum"
    assert value_kind({"enum": {"syntax": "integer", "kind": "bit"}}) == "integer-bit-enum"
    assert value_kind({"constraint_class": "I64Attr"}) is None


def test_release_cli_text_and_json():
    runner = CliRunner()
    res = runner.invoke(cli, ["extract", "diff", str(SPECS21), str(SPECS22), "--json"])
    assert res.exit_code == 0, res.output
    doc = json.loads(res.output)
    assert doc["changed"]["tosa.mul"]["traits"]["removed"] == ["Commutative"]
    res = runner.invoke(cli, ["extract", "diff", str(SPECS21), str(SPECS22)])
    assert res.exit_code == 0, res.output
    for text in ("traits -Commutative", "traits +SameOperandsAndResultShape", "folder removed",
                 "canonicalizer removed", "value kind string -> enum", "(C++ parser)",
                 "attribute kinds 10"):
        assert text in res.output, text
