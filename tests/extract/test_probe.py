"""The probe: one-op programs run through single conversion passes of the real mlir-opt."""

from __future__ import annotations

import json
from pathlib import Path

from extract.probe import compare, explain, hand_program, probe, run_pass
from smith.gen.program import one_op_program

SPECS = Path(__file__).resolve().parents[2] / "specs"


def test_hand_program_shapes():
    math = json.loads((SPECS / "math.json").read_text())["ops"]
    assert '"math.fpowi"(%a0, %a1) : (f32, i32) -> (f32)' in hand_program(math["math.fpowi"])
    assert "-> (i1)" in hand_program(math["math.isnan"])


def test_real_probe_small(toolchain):
    mlir_opt = str(toolchain.mlir_opt)
    programs = {"tosa.add": one_op_program("tosa.add"),
                "math.sin": hand_program(json.loads((SPECS / "math.json").read_text())
                                         ["ops"]["math.sin"])}
    conv = {"ops": {"tosa.add": ["tosa-to-linalg", "tosa-to-tensor"]},
            "passes": {"tosa-to-linalg": {}, "tosa-to-tensor": {},
                       "convert-math-to-llvm": {"external_populate": []}}}
    got = probe(conv, programs, mlir_opt, jobs=4)
    assert got == {"math.sin": ["convert-math-to-llvm"], "tosa.add": ["tosa-to-linalg"]}
    assert "canonicalize" not in got["tosa.add"]   # the control does not fold the program
    report = explain(compare(conv, got), conv)
    assert report["disagreements"]["tosa.add"]["static_only"] == ["tosa-to-tensor"]
    assert report["disagreements"]["math.sin"]["probe_only"] == ["convert-math-to-llvm"]
    assert report["agree"] == 0
    assert report["probed_ops"] == 2
    assert not run_pass(mlir_opt, "this is not mlir", "tosa-to-linalg", "tosa.add")


def test_shipped_probe_report_is_consistent():
    report = json.loads((SPECS / "probe-report.json").read_text())
    conv = json.loads((SPECS / "conversions.json").read_text())
    assert report["probed_ops"] == len(report["ops"]) > 100
    assert report["disagree"] == len(report["disagreements"])
    for op, row in report["disagreements"].items():
        assert set(row["reasons"]) == set(row["static_only"]) | set(row["probe_only"]), op
    # the shipped map (`ops`) agrees with the probe on every probed, non-folded op
    for op, row in report["ops"].items():
        assert conv["ops"].get(op, []) == row["probe"], op
        assert conv["static_ops"].get(op, []) == row["static"], op
    assert set(report["folded_programs"]).isdisjoint(report["ops"])
    assert "tosa-to-linalg" in conv["ops"]["tosa.add"]
