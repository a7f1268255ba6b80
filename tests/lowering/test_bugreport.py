"""``smith report-bug``: the sections of an upstream-ready report, on a fixture finding."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from lowering.bugreport import SECTIONS, render_report
from lowering.oracle import Step, difference_test
from lowering.repro_script import write_test

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"
TAIL = "func.func(tosa-to-arith),one-shot-bufferize{bufferize-function-boundaries}," \
       "func.func(convert-linalg-to-loops),convert-scf-to-cf,finalize-memref-to-llvm," \
       "convert-to-llvm,reconcile-unrealized-casts"


def _finding(d: Path, toolchain) -> Path:
    """A wrong-code finding directory as ``smith run`` writes it (the parts the report
    reads): the two paths differ in the order of arith-expand and tosa-to-linalg."""
    d.mkdir(parents=True)
    program = (FINDINGS / "arith_expand_after_tosa_to_linalg_minimum.mlir").read_text()
    (d / "program.mlir").write_text(program)
    ref = Step.of(f"builtin.module(func.func(arith-expand,tosa-to-linalg),{TAIL})")
    div = Step.of(f"builtin.module(func.func(tosa-to-linalg,arith-expand),{TAIL})")
    test = difference_test("wrong-code", ref, div, "first divergent pass arith-expand; ops "
                           "arith.cmpf,arith.minimumf,arith.select")
    write_test(d, test, toolchain)
    meta = {"finding_kind": "wrong-code", "test": test.to_json(), "smith_version": "0.1.0",
            "first_divergent_pass": "arith-expand", "known_id":
            "arith-expand-minimumf-maximumf-signed-zero",
            "ops_involved": ["arith.cmpf", "arith.minimumf", "arith.select"],
            "false_alarm": {"classification": "persists", "o0_equal": False,
                            "noopt_equal": False}}
    (d / "meta.json").write_text(json.dumps(meta))
    return d


def test_report_has_every_section_and_the_outputs(tmp_path, toolchain):
    d = _finding(tmp_path / "f", toolchain)
    text = render_report(d, toolchain)
    heads = [ln[3:] for ln in text.splitlines() if ln.startswith("## ")]
    assert heads == list(SECTIONS)
    assert text.startswith("# [mlir] arith-expand: wrong result")
    assert f"MLIR {toolchain.version()}" in text
    assert "tosa.minimum" in text  # the program itself
    assert "not reduced: run `smith reduce` first" in text
    assert "--pass-pipeline=builtin.module(func.func(tosa-to-linalg,arith-expand)," in text
    assert "-e main" in text
    expected = text.split("Expected (reference pipeline):", 1)[1].split("```")[1].split()
    actual = text.split("Actual (divergent pipeline):", 1)[1].split("```")[1].split()
    assert (expected, actual) == (["-0", "-0"], ["0", "-0"])
    assert "Reproduces now: yes" in text
    assert "`arith-expand` (named by `smith run` bisection)" in text
    assert "arith-expand-minimumf-maximumf-signed-zero" in text
    assert "False-alarm check: `persists`" in text
    assert "`arith.minimumf`" in text.split("## Search terms", 1)[1]


def test_report_bug_cli_writes_report_md(tmp_path, toolchain):
    d = _finding(tmp_path / "f", toolchain)
    res = subprocess.run([sys.executable, "-m", "smith", "report-bug", str(d)],
                         capture_output=True, text=True, timeout=600, env=dict(os.environ))
    assert res.returncode == 0, res.stderr
    assert (d / "report.md").read_text().startswith("# [mlir] arith-expand")
    bad = subprocess.run([sys.executable, "-m", "smith", "report-bug", str(tmp_path)],
                         capture_output=True, text=True, timeout=600, env=dict(os.environ))
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr
