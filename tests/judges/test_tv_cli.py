"""``smith tv`` as a user meets it: verdict lines, JSON, exit codes, findings written once per
signature, one-line errors for bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"
MUL = FINDINGS / "tosa_mul_i16_fold.mlir"


def smith(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "smith", *args], capture_output=True,
                          text=True, env=dict(os.environ), timeout=600)


def test_refuted_pass_prints_counterexample_and_exits_1():
    res = smith("tv", str(MUL), "--pass", "canonicalize", "--pass", "cse")
    assert res.returncode == 1, res.stderr
    lines = res.stdout.splitlines()
    assert lines[0] == "canonicalize: refuted (@f: result 0 [0]: source 1073610756, target 4)"
    assert any(line.startswith("  execution confirmed: outputs differ") for line in lines)
    assert "  known MLIR bug: tosa-mul-narrow-fold (first divergent pass canonicalize; ops " \
           "tosa.const,tosa.mul)" in lines
    # cse leaves @f as it was: validated without a query
    assert "cse: validated (@f: unchanged by the pass (the functions it calls are checked))" \
        in lines


def test_json_and_findings_deduplicated(tmp_path):
    out = tmp_path / "out"
    for _ in range(2):
        res = smith("tv", str(MUL), "-p", "canonicalize", "--json", "-o", str(out))
        assert res.returncode == 1, res.stderr
    data = json.loads(res.stdout)
    assert data["verdict"] == "refuted"
    assert data["confirmation"]["confirmed"] is True
    assert data["counterexample"]["function"] == "f"
    assert data["known_id"] == "tosa-mul-narrow-fold"
    dirs = list((out / "findings" / "tv-refuted").iterdir())
    assert [x.name for x in dirs] == ["tosa-mul-narrow-fold"]  # a known bug: named by its id
    d = dirs[0]  # the same signature again: the same directory
    meta = json.loads((d / "meta.json").read_text())
    assert meta["pass"] == "canonicalize"
    assert meta["signature"] == "canonicalize | result | tosa.mul"
    assert meta["confirmation"]["as_predicted"] is True
    for name in ("program.mlir", "target.mlir", "model.smt2", "counterexample-with-pass.mlir",
                 "counterexample-without-pass.mlir", "run.sh"):
        assert (d / name).exists(), name
    run = subprocess.run(["sh", str(d / "run.sh")], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr
    with_out, without_out = run.stdout.split("== without-pass\n")
    assert with_out.split("\n", 1)[1].strip() != without_out.strip()


def test_findings_counted_per_signature(tmp_path, toolchain):
    """In one run (as in a campaign), every hit of a signature is counted in hits.json and
    the directory is written once."""
    from judges.tv.driver import validate_pass
    from judges.tv.findings import record
    from lowering.findings.store import FindingStore

    store = FindingStore(tmp_path)
    o = validate_pass(MUL.read_text(), "canonicalize", toolchain)
    # a known MLIR bug: a directory only when known bugs are reported (--report-known)
    assert record(store, "prog-x", o, toolchain) is None
    dirs = {record(store, f"prog-{i}", o, toolchain, report_known=True) for i in range(3)}
    assert len(dirs) == 1
    hits = json.loads((dirs.pop() / "hits.json").read_text())
    assert hits["count"] == 3
    assert hits["programs"] == ["prog-0", "prog-1", "prog-2"]
    assert store.summary()["findings"][0]["kind"] == "tv-refuted"
    assert store.summary()["known"][0]["count"] == 4


def test_validated_pass_exits_0():
    res = smith("tv", str(FINDINGS / "arith_unsigned_when_equivalent_scf_if_extsi.mlir"),
                "-p", "canonicalize")
    assert res.returncode == 0, res.stderr
    assert res.stdout.startswith("canonicalize: validated")


def test_after_runs_a_prefix_first(tmp_path):
    res = smith("tv", str(MUL), "--after", "tosa-to-linalg-named", "-p", "canonicalize")
    assert res.returncode == 1, res.stderr
    assert "refuted" in res.stdout.splitlines()[0]


def test_bad_input_is_one_line_exit_2(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f( {\n")
    for args in (["tv", str(bad), "-p", "cse"], ["tv", str(tmp_path / "none.mlir"), "-p", "cse"],
                 ["tv", str(MUL), "-p", "cse", "--timeout", "0"]):
        res = smith(*args)
        assert res.returncode == 2, (args, res.stderr)
        assert "Traceback" not in res.stderr
        assert len([ln for ln in res.stderr.splitlines() if ln.strip()]) == 1, res.stderr


def test_unknown_pass_is_pass_failed():
    res = smith("tv", str(MUL), "-p", "no-such-pass")
    assert res.returncode == 0
    assert res.stdout.startswith("no-such-pass: pass-failed")
