"""The TOSA reference model as a judge, end to end on small programs: real mlir-opt/mlir-runner
(the probe), real tosa-opt, tosa_reference_model and tosa_verify."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from tosa_ref_helpers import program

from judges.tosa_ref.judge import Limits, judge_program, keep_reproducer
from judges.tosa_ref.tools import EXTRA_HINT

ADD_I32 = "    %0 = tosa.add %a0, %a0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>"


def judge(text, toolchain, tools, tmp_path, **kw):
    return judge_program(text, toolchain, tools, tmp_path / "work", **kw)


def test_defined_program_agrees_bit_exactly(toolchain, tosa_tools, tmp_path):
    text = program([("tensor<2xi32>", "dense<[7, -2]>")], ADD_I32, [("%0", "tensor<2xi32>")])
    v = judge(text, toolchain, tosa_tools, tmp_path)
    assert (v.kind, v.agreement) == ("spec-agree", "bit-exact")
    assert (v.results, v.reached) == (1, 1)


def test_integer_overflow_is_spec_ub_naming_the_op(toolchain, tosa_tools, tmp_path):
    text = program([("tensor<2xi32>", "dense<[2147483647, 2]>")], ADD_I32,
                   [("%0", "tensor<2xi32>")])
    v = judge(text, toolchain, tosa_tools, tmp_path)
    assert v.kind == "spec-ub"
    assert (v.op, v.tosa_op) == ("tosa.add", "ADD")
    assert "overflow" in v.message
    assert v.location == "3:10"
    # the reproducer replays with the reference model alone
    dest = keep_reproducer(v, text, tmp_path / "repro")
    for name in ("program.mlir", "probe.mlir", "graph.mlir", "graph.tosa", "desc.json",
                 "input_0.npy", "verdict.json", "replay.sh"):
        assert (dest / name).is_file(), name
    replay = subprocess.run([str(tosa_tools.reference_model), "--test_desc", "desc.json",
                             "--terminate_early"], cwd=dest, capture_output=True,
                            env={**os.environ, "TOSA_MODEL_NO_BACKTRACE": "1"}, timeout=300)
    assert replay.returncode == 1  # UNPREDICTABLE
    assert np.array_equal(np.load(dest / "input_0.npy"), [2147483647, 2])


def test_type_outside_tosa_1_0_is_spec_invalid(toolchain, tosa_tools, tmp_path):
    """MLIR 22 verifies and lowers an i8 tosa.add; TOSA 1.0 has no i8 ADD (ERROR)."""
    body = "    %0 = tosa.add %a0, %a0 : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>"
    text = program([("tensor<2xi8>", "dense<[1, 2]>")], body, [("%0", "tensor<2xi8>")])
    v = judge(text, toolchain, tosa_tools, tmp_path)
    assert (v.kind, v.op, v.tosa_op) == ("spec-invalid", "tosa.add", "ADD")
    assert "INT8" in v.message


def test_cast_of_nan_to_int_is_named_spec_ub(toolchain, tosa_tools, tmp_path):
    """CAST precision requirements: a NaN input to a float-to-integer cast is unpredictable; the
    reference model does not flag it, the judge names it."""
    body = "    %0 = tosa.cast %a0 : (tensor<2xf32>) -> tensor<2xi32>"
    text = program([("tensor<2xf32>", "dense<[0x7FC00000, 1.0]>")], body,
                   [("%0", "tensor<2xi32>")])
    v = judge(text, toolchain, tosa_tools, tmp_path)
    assert v.kind == "spec-ub"
    assert v.known == ("cast-nan-to-int",)
    assert v.difference.index == (0,)
    assert v.difference.model == "-2147483648"


def test_maximum_of_signed_zeros_is_named_not_hidden(toolchain, tosa_tools, tmp_path):
    body = "    %0 = tosa.maximum %a0, %a1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>"
    text = program([("tensor<2xf32>", "dense<[-0.0, 1.0]>"),
                    ("tensor<2xf32>", "dense<[0.0, 2.0]>")], body, [("%0", "tensor<2xf32>")])
    v = judge(text, toolchain, tosa_tools, tmp_path)
    assert (v.kind, v.agreement, v.known) == ("spec-agree", "within-error", ("signed-zero",))


def test_float_differences_within_the_op_accuracy(toolchain, tosa_tools, tmp_path):
    """f32 tanh and pow: MLIR's results differ from the reference by about an ulp on some
    inputs; each op is re-run alone in precise mode and checked with tosa_verify against the
    specification's bound (TANH's from the model, POW's computed by smith)."""
    body = ("    %0 = tosa.tanh %a0 : (tensor<8xf32>) -> tensor<8xf32>\n"
            "    %1 = tosa.pow %a1, %a0 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>")
    x = "dense<[0.1, -0.37, 0.5, 0.77, 1.3, -2.9, 4.4, 0.0123]>"
    base = "dense<[1.1, 2.37, 0.5, 0.77, 1.3, 2.9, 4.4, 3.0123]>"
    text = program([("tensor<8xf32>", x), ("tensor<8xf32>", base)], body,
                   [("%0", "tensor<8xf32>"), ("%1", "tensor<8xf32>")])
    v = judge(text, toolchain, tosa_tools, tmp_path)
    assert (v.kind, v.agreement) == ("spec-agree", "within-error")
    assert v.within == ("tosa.tanh", "tosa.pow")


def test_model_timeout_is_a_verdict(toolchain, tosa_tools, tmp_path):
    text = program([("tensor<2xi32>", "dense<[7, -2]>")], ADD_I32, [("%0", "tensor<2xi32>")])
    v = judge(text, toolchain, tosa_tools, tmp_path, limits=Limits(model=1e-6))
    assert v.kind == "spec-model-timeout"


def test_glue_at_the_top_level_is_cut_and_fed_from_mlir(toolchain, tosa_tools, tmp_path):
    """A scalar argument made into a tensor reaches the graph as an input holding MLIR's value;
    the tosa op's result reaches the model."""
    body = ("    %t = tensor.from_elements %a1, %a1 : tensor<2xi32>\n"
            "    %0 = tosa.sub %a0, %t : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>")
    text = program([("tensor<2xi32>", "dense<[5, 6]>"), ("i32", "3")], body,
                   [("%0", "tensor<2xi32>")])
    v = judge(text, toolchain, tosa_tools, tmp_path)
    assert (v.kind, v.agreement, v.reached) == ("spec-agree", "bit-exact", 1)
    inputs = sorted(np.load(p).tolist() for p in (tmp_path / "work" / "graph").glob("input_*"))
    assert inputs == [[3, 3], [5, 6]]


def test_not_a_smith_program_is_bad_input(toolchain, tosa_tools, tmp_path):
    from ground.errors import UsageError

    with pytest.raises(UsageError, match="cannot parse"):
        judge("module { func.func @f( }", toolchain, tosa_tools, tmp_path)


def test_cli_corpus_summary_and_findings(toolchain, tosa_tools, tmp_path):
    progs = tmp_path / "corpus" / "programs"
    progs.mkdir(parents=True)
    (progs / "ok.mlir").write_text(
        program([("tensor<2xi32>", "dense<[7, -2]>")], ADD_I32, [("%0", "tensor<2xi32>")]))
    (progs / "ub.mlir").write_text(
        program([("tensor<2xi32>", "dense<[2147483647, 2]>")], ADD_I32,
                [("%0", "tensor<2xi32>")]))
    out = tmp_path / "out"
    res = subprocess.run([sys.executable, "-m", "smith", "tosa-ref", str(tmp_path / "corpus"),
                          "--out", str(out), "-j", "1", "--no-progress"],
                         capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr
    summary = json.loads((out / "summary.json").read_text())
    assert summary["kinds"]["spec-agree"] == 1
    assert summary["kinds"]["spec-ub"] == 1
    assert summary["agreement"]["bit-exact"] == 1
    assert list(summary["unpredictable"]) == [
        "tosa.add: Integer addition: positive overflow, N + N exceeds INTN_MAX"]
    rows = [json.loads(ln) for ln in (out / "verdicts.jsonl").read_text().splitlines()]
    assert [Path(r["program"]).name for r in rows] == ["ok.mlir", "ub.mlir"]
    assert (out / "findings" / "spec-ub" / "ub" / "graph.tosa").is_file()
    assert "spec-ub" in res.stdout


def test_without_tosa_tools_the_command_names_the_extra(tmp_path):
    """Runs whether or not tosa-tools is installed: a missing tool gives one line, exit 2."""
    (tmp_path / "p.mlir").write_text("module {}\n")
    env = {**os.environ, "TOSA_TOOLS_BIN_DIR": str(tmp_path / "nowhere")}
    res = subprocess.run([sys.executable, "-m", "smith", "tosa-ref", str(tmp_path / "p.mlir")],
                         capture_output=True, text=True, env=env, timeout=300)
    assert res.returncode == 2
    assert res.stderr.count("\n") == 1
    assert EXTRA_HINT in res.stderr
    assert "Traceback" not in res.stderr


def test_malformed_program_file_is_bad_input(tosa_tools, tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("garbage\n")
    res = subprocess.run([sys.executable, "-m", "smith", "tosa-ref", str(bad)],
                         capture_output=True, text=True, timeout=300)
    assert res.returncode == 2
    assert res.stderr.count("\n") == 1
    assert "bad.mlir" in res.stderr
