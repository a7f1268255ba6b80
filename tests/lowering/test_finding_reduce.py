"""`smith reduce` runs the finding's own test (the one its repro.sh runs), with a time limit and
a progress line (issue 12). Real toolchain; the wrong-code of ``smith campaign --dialects
tosa,arith --seed 2026`` prog-01821 (arith-expand and signed zeros), reduced."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from lowering.findings.store import FindingStore
from lowering.paths import LoweringPath
from lowering.run.program import RunOptions, run_program

DATA = Path(__file__).parent / "data"
SMITH = [sys.executable, "-m", "smith"]
NESTED = frozenset({"tosa-to-linalg-named", "tosa-to-linalg", "tosa-to-arith",
                    "convert-linalg-to-parallel-loops"})
TAIL = ("linalg-fuse-elementwise-ops",
        "one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops}",
        "convert-linalg-to-parallel-loops", "expand-strided-metadata", "convert-math-to-libm",
        "lower-affine", "convert-scf-to-cf", "convert-to-llvm", "reconcile-unrealized-casts")
TO_ARITH = "tosa-to-arith{include-apply-rescale=true use-32-bit=true}"
REFERENCE = ("tosa-to-linalg-named", "tosa-to-linalg", TO_ARITH, *TAIL)
DIVERGENT = ("tosa-to-linalg-named", "tosa-to-linalg", "arith-expand", TO_ARITH, *TAIL)


@pytest.fixture(scope="module")
def campaign_finding(tmp_path_factory, toolchain, passmap, known):
    """The reduced prog-01821 found by `smith run` along its two reduced paths, written as a
    finding directory (report_known: arith-expand's signed-zero bug is a known one now)."""
    out = tmp_path_factory.mktemp("c2026")
    program = (DATA / "campaign_2026_prog01821_reduced.mlir").read_text()
    paths = [LoweringPath("d0", REFERENCE, NESTED), LoweringPath("d1", DIVERGENT, NESTED)]
    rep = run_program(program, "prog-01821", RunOptions(report_known=True), toolchain, passmap,
                      known, out, paths=paths, store=FindingStore(out))
    assert rep.verdict.kind == "wrong-code"
    (d,) = rep.findings
    return out, d


def test_reduce_reproduces_what_repro_sh_reproduces(campaign_finding):
    """prog-01821: the finding's repro.sh reproduced it (exit 1) every time, while `smith reduce
    findings/wrong-code/<name>` stopped at once with "the divergence does not reproduce": the
    reducer ran mlir-runner with its scratch directory as working directory on a path relative
    to the caller's (the default output lies under a relative FINDING_DIR). Now reduce runs the
    same test as repro.sh, on absolute paths, within --time-limit, with a progress line."""
    out, d = campaign_finding
    rel = d.relative_to(out)
    assert subprocess.run([str(d / "repro.sh")], capture_output=True).returncode == 1
    res = subprocess.run([*SMITH, "reduce", str(rel), "--time-limit", "30"], cwd=out,
                         capture_output=True, text=True, timeout=900)
    assert res.returncode == 0, res.stderr
    assert "does not reproduce" not in res.stderr
    assert "reduce: " in res.stderr  # the progress line: size and elapsed time
    assert " ops (from " in res.stderr
    data = json.loads((d / "reduced" / "reduce.json").read_text())
    assert data["time_limit"] == 30
    assert data["stopped"] in (None, "time limit")  # either way, the result is written
    assert data["ops_after"] <= data["ops_before"]
    red = d / "reduced"
    # the reduced finding is a finding: its test script and smith replay reproduce it
    chk = subprocess.run([str(red / "reduce.sh")], capture_output=True, text=True)
    assert chk.returncode == 1, chk.stderr
    rep = subprocess.run([*SMITH, "replay", str(red)], capture_output=True, text=True,
                         timeout=300)
    assert rep.returncode == 0, rep.stdout + rep.stderr
    assert "reproduced: the outputs differ" in rep.stdout


def test_reduce_refuses_what_does_not_reproduce(campaign_finding, tmp_path):
    """A finding whose test fails says so in one line (exit 2) and names `smith replay`."""
    import shutil

    out, d = campaign_finding
    bad = tmp_path / "bad"
    shutil.copytree(d, bad, ignore=shutil.ignore_patterns("reduced"))
    (bad / "program.mlir").write_text("func.func @main() {\n  return\n}\n")
    res = subprocess.run([*SMITH, "reduce", str(bad)], capture_output=True, text=True,
                         timeout=300)
    assert res.returncode == 2
    lines = [ln for ln in res.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, res.stderr
    assert "does not reproduce" in lines[0]
    assert "smith replay" in lines[0]


def test_reduce_rejects_bad_time_limit(campaign_finding):
    out, d = campaign_finding
    res = subprocess.run([*SMITH, "reduce", str(d), "--time-limit", "-1"], capture_output=True,
                         text=True, timeout=300)
    assert res.returncode == 2
    assert "--time-limit" in res.stderr
