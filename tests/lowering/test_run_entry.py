"""``smith run --entry``: programs whose entry function is not ``@main`` run with it; a program
without a callable entry function is a one-line usage error before any lowering (it used to
become a ``pass-failure`` finding "entry point not found")."""

from __future__ import annotations

import json
import os
import subprocess
import sys

PROGRAM = """func.func @forward() {
  %a = arith.constant 6 : i32
  %b = arith.constant 7 : i32
  %c = arith.muli %a, %b : i32
  vector.print %c : i32
  return
}
"""


def smith(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "smith", *args], capture_output=True,
                          text=True, timeout=600, env=dict(os.environ))


def test_run_with_another_entry(tmp_path, toolchain):
    corpus = tmp_path / "c"
    corpus.mkdir()
    (corpus / "p.mlir").write_text(PROGRAM)
    res = smith("run", str(corpus), "--paths", "2", "--jobs", "1", "--no-progress",
                "--entry", "forward")
    assert res.returncode == 0, res.stderr
    (verdict,) = [json.loads(line)
                  for line in (corpus / "run" / "verdicts.jsonl").read_text().splitlines()]
    assert verdict["verdict"] == "ok", verdict
    summary = json.loads((corpus / "run" / "summary.json").read_text())
    assert summary["options"]["entry"] == "forward"


def test_missing_entry_is_a_usage_error_before_lowering(tmp_path, toolchain):
    corpus = tmp_path / "c"
    corpus.mkdir()
    (corpus / "p.mlir").write_text(PROGRAM)
    (corpus / "q.mlir").write_text(PROGRAM.replace("@forward()", "@main(%x: i32)"))
    cases = [((), "p.mlir:1: no func.func @main (the entry function)"),
             (("--entry", "forward"), "q.mlir:1: no func.func @forward")]
    for args, needle in cases:
        res = smith("run", str(corpus), "--paths", "2", *args)
        assert res.returncode == 2, res.stderr
        assert "Traceback" not in res.stderr
        lines = [line for line in res.stderr.splitlines() if line.strip()]
        assert len(lines) == 1, res.stderr
        assert needle in lines[0]
        assert not (corpus / "run").exists()
    (corpus / "q.mlir").write_text(PROGRAM.replace("@forward()", "@forward(%x: i32)"))
    res = smith("run", str(corpus), "--paths", "2", "--entry", "forward")
    assert res.returncode == 2
    assert "@forward takes arguments (i32)" in res.stderr


def test_finding_test_runs_the_entry_it_was_found_with(tmp_path, toolchain):
    """A difference finding of a program run with ``--entry forward``: its test (what repro.sh,
    smith replay and smith reduce run) calls @forward; a test written before tests carried an
    entry calls @main."""
    from lowering.findings.finding_test import FindingTest, Oracle, Step, difference_test
    from lowering.findings.repro_script import script

    text = PROGRAM.replace("arith.muli", "arith.addi")
    ref = Step.of("builtin.module(convert-to-llvm,reconcile-unrealized-casts)")
    div = Step.of("builtin.module(canonicalize,convert-to-llvm,reconcile-unrealized-casts)")
    test = difference_test("wrong-code", ref, div, entry="forward")
    assert FindingTest.from_json(test.to_json()).entry == "forward"
    legacy = test.to_json()
    del legacy["entry"]
    assert FindingTest.from_json(legacy).entry == "main"
    sh = script(test, toolchain)
    assert "-e forward" in sh
    out = Oracle(toolchain, tmp_path).check(test, text)
    assert out.outputs == {"reference": "13\n", "divergent": "13\n"}  # @forward ran on both
    assert not out.reproduced
