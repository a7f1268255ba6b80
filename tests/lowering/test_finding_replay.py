"""Findings a user can trust and replay (issue 12): known wrong-code bugs are recognised by
default, one finding per bug, `smith replay FINDING_DIR`, generated headers and scripts that
name commands that work. Real toolchain, real programs of the README quickstart."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import attrs
import pytest

from ground.draw import derive_seed
from lowering.findings.finding_test import FindingTest, load_finding, needle_of
from lowering.findings.store import FindingStore
from lowering.run.program import RunOptions, run_program
from lowering.run.summaries import render_findings
from smith.gen.gen_options import GenOptions
from smith.gen.program import generate_program

DATA = Path(__file__).parent / "data"
SMITH = [sys.executable, "-m", "smith"]
AFFINE_FUSION = "affine-loop-fusion-view-write-ignored"  # the quickstart's prog-00009


def smith(*args, cwd=None, env=None):
    return subprocess.run([*SMITH, *map(str, args)], capture_output=True, text=True, cwd=cwd,
                          env=env, timeout=600)


def quickstart_program(index: int, mlir_version: str) -> str:
    """Program ``index`` of the README quickstart (``smith gen --dialects tosa,arith --count 20
    --seed 7``), generated alone: same seed derivation as the corpus."""
    return generate_program(derive_seed(7, index), GenOptions(), mlir_version,
                            extra={"corpus_seed": 7, "index": index}).text


@pytest.fixture(scope="module")
def quickstart_fusion(toolchain):
    return quickstart_program(9, toolchain.version())


@pytest.fixture(scope="module")
def known_fusion_finding(tmp_path_factory, quickstart_fusion, toolchain, passmap, known):
    """prog-00009 of the quickstart run as `smith run --report-known` runs it (seed 0, 3
    paths): affine-loop-fusion ignoring the copy into a view, written as the known bug's
    finding."""
    out = tmp_path_factory.mktemp("qs")
    rep = run_program(quickstart_fusion, "prog-00009", RunOptions(report_known=True), toolchain,
                      passmap, known, out, store=FindingStore(out))
    return out, rep


def test_quickstart_fusion_difference_is_the_view_write_bug(quickstart_fusion, toolchain,
                                                             passmap, known, tmp_path):
    """The README quickstart's affine-loop-fusion difference was counted under the known
    affine-loop-fusion uninitialised read by its key alone; its output does not depend on
    fresh memory, so that entry's confirmation fails, and the entry of the write through a view
    that the pass ignores confirms (issue 30): the known id is that bug's, with its upstream
    report in the summary line."""
    store = FindingStore(tmp_path)
    rep = run_program(quickstart_fusion, "prog-00009", RunOptions(), toolchain, passmap, known,
                      tmp_path, store=store)
    assert rep.verdict.kind == "wrong-code"
    assert (rep.verdict.known, rep.verdict.known_id) == (True, AFFINE_FUSION)
    assert rep.verdict.signature.startswith("first divergent pass affine-loop-fusion;")
    record = rep.to_json()
    assert record["divergence"].startswith("outputs differ: ")
    assert "near_miss" not in record
    assert json.loads((tmp_path / "known_hits.json").read_text())[0]["id"] == AFFINE_FUSION
    lines = render_findings(store.summary(), tmp_path)
    assert lines[0] == "unique findings: 0 new, 1 known MLIR bug(s) met"
    assert AFFINE_FUSION in lines[1]
    assert "llvm/llvm-project#218696" in lines[1]  # the summary names the upstream report


def test_one_finding_per_known_bug_with_its_signatures(tmp_path):
    """Two signatures of one bug pointed to one finding directory under two names: one
    directory (named by the bug's id) and one summary entry, listing both signatures."""
    store = FindingStore(tmp_path)
    written = []
    for pid, sig in (("p1", "first divergent pass affine-loop-fusion; ops a"),
                     ("p2", "first divergent pass affine-loop-fusion; ops a,b"),
                     ("p3", "first divergent pass affine-loop-fusion; ops a")):
        d = store.record("wrong-code", sig, pid, AFFINE_FUSION, writer=written.append,
                         report_known=True)
        assert d == tmp_path / "findings" / "wrong-code" / AFFINE_FUSION
    assert written == [tmp_path / "findings" / "wrong-code" / AFFINE_FUSION]
    hits = json.loads((written[0] / "hits.json").read_text())
    assert hits["count"] == 3
    assert hits["signatures"] == ["first divergent pass affine-loop-fusion; ops a",
                                  "first divergent pass affine-loop-fusion; ops a,b"]
    (k,) = store.summary()["known"]
    assert (k["id"], k["count"], len(k["signatures"])) == (AFFINE_FUSION, 3, 2)


def test_campaign_buckets_a_known_bug_once():
    from smith.app.campaign_summary import triage
    from smith.app.records import JournalRecord

    recs = [JournalRecord(index=i, id=f"prog-{i}", verdict="wrong-code", known_id=kid,
                          signature=sig, finding=None)
            for i, (kid, sig) in enumerate([(AFFINE_FUSION, "s1"), (AFFINE_FUSION, "s2"),
                                            (None, "s3"), (None, "s4")])]
    buckets = triage(recs)
    assert [(b["known_id"], b["count"], b["signatures"]) for b in buckets] == [
        (AFFINE_FUSION, 2, ["s1", "s2"]), (None, 1, ["s3"]), (None, 1, ["s4"])]


def test_replay_finding_directory(known_fusion_finding, tmp_path):
    """`smith replay FINDING_DIR` re-runs the finding and shows the two outputs; so does
    `smith replay FINDING_DIR/repro.mlir` (the command repro.mlir's header names: it used to
    answer "DIFFERENT from the regenerated program"); exit 0 when reproduced."""
    out, rep = known_fusion_finding
    (d,) = rep.findings
    assert d.parent == out / "findings" / "wrong-code"
    res = smith("replay", d)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "reproduced: the outputs differ" in res.stdout
    assert "reference output:" in res.stdout
    assert "divergent output:" in res.stdout
    assert " ! " in res.stdout  # differing lines are marked
    res = smith("replay", "repro.mlir", cwd=d)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "reproduced" in res.stdout
    # the program itself still replays as a generated program
    res = smith("replay", d / "program.mlir")
    assert res.returncode == 0
    assert "identical" in res.stdout


def test_replay_reports_not_reproduced(known_fusion_finding, tmp_path):
    """A finding whose two pipelines agree does not reproduce: exit 1, 'not reproduced'."""
    out, rep = known_fusion_finding
    d = tmp_path / "f"
    shutil.copytree(rep.findings[0], d)
    meta = json.loads((d / "meta.json").read_text())
    test = FindingTest.from_json(meta["test"])
    meta["test"] = attrs.evolve(test, step=test.reference).to_json()
    (d / "meta.json").write_text(json.dumps(meta))
    res = smith("replay", d)
    assert res.returncode == 1
    assert "not reproduced: the outputs agree" in res.stdout


def test_generated_headers_and_scripts_name_working_commands(known_fusion_finding, toolchain):
    """repro.mlir names `smith replay <its directory>`, not `smith replay <this file>`;
    meta.json says how to replay; repro.sh and path-*.sh call mlir-opt/mlir-runner by absolute
    path (they are not on PATH after pip install) and work from anywhere with a bare PATH."""
    out, rep = known_fusion_finding
    d = rep.findings[0]
    head = (d / "repro.mlir").read_text().splitlines()[0]
    assert "smith replay <its directory>" in head
    assert f"`{toolchain.mlir_opt} <this file> --run-reproducer`" in head  # absolute
    assert "smith replay <this file>" not in head
    meta = json.loads((d / "meta.json").read_text())
    assert meta["how_to"]["replay"].startswith("smith replay DIR")
    assert meta["how_to"]["lower"].startswith(f"{toolchain.mlir_opt} DIR/repro.mlir")
    assert meta["toolchain"]["bin_dir"] == str(toolchain.bin_dir)
    sh = (d / "repro.sh").read_text()
    assert f"MLIR_OPT:-{toolchain.mlir_opt}" in sh
    assert f"MLIR_RUNNER:-{toolchain.mlir_runner}" in sh
    bare = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/")}
    res = subprocess.run([str(d / "repro.sh")], capture_output=True, text=True, cwd="/",
                         env=bare, timeout=300)
    assert res.returncode == 1, res.stderr
    assert "reproduced: the outputs differ" in res.stderr
    for script in d.glob("path-*.sh"):
        assert str(toolchain.mlir_opt) in script.read_text()


def test_crash_finding_replay_and_script(toolchain, passmap, known, reference_pipelines,
                                         tmp_path):
    """A crash finding: `smith replay` prints the crash signature; repro.sh (the same test)
    exits 1; a candidate that does not crash makes it exit 0."""
    from lowering.paths import LoweringPath
    from lowering.pipeline import split_pipeline

    program = (DATA / "planted_i1_crash.mlir").read_text()
    ps, nested = split_pipeline(reference_pipelines["pipelines"]["P1-loops"])
    rep = run_program(program, "c0", RunOptions(report_known=True), toolchain, passmap, known,
                      tmp_path, paths=[LoweringPath("P1-loops", ps, nested)],
                      store=FindingStore(tmp_path))
    d = rep.findings[0]
    meta = json.loads((d / "meta.json").read_text())
    assert meta["replayed"] is True
    assert meta["test"]["kind"] == "compile"
    assert meta["test"]["needle"] == "integralElementType.getWidth() >= 8"
    res = smith("replay", d)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "reproduced: mlir-opt fails" in res.stdout
    assert "crash signature: " in res.stdout
    assert "integralElementType.getWidth() >= 8" in res.stdout
    assert subprocess.run([str(d / "repro.sh")], capture_output=True).returncode == 1
    ok = tmp_path / "ok.mlir"
    ok.write_text("func.func @main() {\n  return\n}\n")
    chk = subprocess.run([str(d / "repro.sh"), str(ok)], capture_output=True, text=True)
    assert chk.returncode == 0
    assert "not reproduced" in chk.stderr


def test_replay_usage_errors(tmp_path):
    res = smith("replay", tmp_path)
    assert res.returncode == 2
    assert "not a finding directory" in res.stderr
    assert "Traceback" not in res.stderr


@pytest.mark.parametrize(("signature", "needle", "symbolize"), [
    ("MemRefToLLVM.cpp:L: virtual llvm::LogicalResult X::f(...) const: Assertion "
     "`integralElementType.getWidth() >= 8' failed. @ a < b", "integralElementType.getWidth() >= 8",
     False),
    ("signal 11 @ mlir::bufferization::func_ext::getCalledFunction < x", "getCalledFunction",
     True),
    ("error: failed to legalize operation 'tosa.cond_if' that was explicitly marked illegal",
     "failed to legalize operation 'tosa.cond_if' that was explicitly marked illegal", False),
    ("runtime: error: 'llvm.cond_br' op operand #1 must be variadic, but got %? here",
     "'llvm.cond_br' op operand #1 must be variadic, but got", False),
    ("runtime check: tensor.extract: out-of-bounds access", "out-of-bounds access", False),
    ("signal 6", None, False),
    # a top frame known by its file only: the line number is normalised away
    ("runtime: signal 11 @ memmove-vec-unaligned-erms.S:L < memrefCopy < compileAndExecute",
     "memmove-vec-unaligned-erms.S", True),
])
def test_needle_of_signatures(signature, needle, symbolize):
    assert needle_of(signature) == (needle, symbolize)


def test_load_legacy_finding(known_fusion_finding, tmp_path):
    """A finding written before meta.json carried its test is replayed from its reproducers."""
    out, rep = known_fusion_finding
    d = tmp_path / "old"
    shutil.copytree(rep.findings[0], d)
    meta = json.loads((d / "meta.json").read_text())
    new = meta.pop("test")
    (d / "meta.json").write_text(json.dumps(meta))
    assert load_finding(d).test.to_json() == new


def test_stored_frame_needle_with_a_line_placeholder_is_derived_again():
    """A finding written with the needle ``memmove-vec-unaligned-erms.S:L`` (the normalised
    line, never in the raw output) replays with the file name as its needle."""
    sig = "runtime: signal 11 @ memmove-vec-unaligned-erms.S:L < memrefCopy < compileAndExecute"
    t = FindingTest.from_json({"kind": "run", "finding_kind": "crash", "step": None,
                               "reference": None, "signature": sig,
                               "needle": "memmove-vec-unaligned-erms.S:L", "symbolize": True,
                               "timeout": None, "entry": "main"})
    assert (t.needle, t.symbolize) == ("memmove-vec-unaligned-erms.S", True)
