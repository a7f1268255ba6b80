"""``smith extract diff`` on two hand-written spec trees (tests/fixtures/extract/diff/old, new)
that differ like MLIR releases: tosa.fully_connected removed, tosa.const attribute value ->
values, arith.maxf -> arith.maximumf, tosa.mul gains the shift operand, an enum case added."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from extract.spec_diff import diff_specs, load_ops
from smith.cli import cli
from smith.errors import UsageError

FIX = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "extract" / "diff"


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
    assert doc["summary"] == {"added": 0, "removed": 1, "renamed": 1, "changed": 3}


def test_single_files_and_reverse():
    back = diff_specs(load_ops(FIX / "new" / "tosa.json"), load_ops(FIX / "old" / "tosa.json"))
    assert back["added"] == ["tosa.fully_connected"]
    assert back["changed"]["tosa.mul"]["operands"][0]["change"] == "removed"


def test_identical_trees_have_no_diff():
    same = diff_specs(load_ops(FIX / "old"), load_ops(FIX / "old"))
    assert same["summary"] == {"added": 0, "removed": 0, "renamed": 0, "changed": 0}


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
