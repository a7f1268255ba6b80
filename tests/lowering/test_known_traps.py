"""Known MLIR bugs behind run-time traps (``lowering/known_traps.json``, issue 19): matched by
the trap key and confirmed by an edit that takes the bug's cause away, on the real toolchain."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ground.draw import Draw
from ground.proc import run_tool
from lowering.findings.store import FindingStore
from lowering.findings.traps import classify_trap
from lowering.findings.triage import triage_finding
from lowering.known_traps import candidates, load_known_traps, op_names, trap_key
from lowering.paths import draw_paths
from lowering.pipeline import PassRunner
from lowering.run.program import RunOptions, run_program
from lowering.verdict import known_bug

ROOT = Path(__file__).parent.parent.parent
FINDINGS = ROOT / "tests" / "fixtures" / "findings"
CEILDIVS = FINDINGS / "index_ceildivs_to_llvm_int_max_by_minus_one_sigfpe.mlir"
SWITCH = FINDINGS / "one_shot_bufferize_index_switch_writes_constant.mlir"
SWITCH_ARG = FINDINGS / "one_shot_bufferize_index_switch_writes_caller_constant.mlir"
SIGNAL = {CEILDIVS: 8, SWITCH: 11, SWITCH_ARG: 11}


def _classify(program, passmap, toolchain, tmp_path):
    path = draw_paths(program, passmap, Draw(0), k=1, optimize=False)[0]
    return classify_trap(program, path.passes, path.func_nested, passmap, toolchain, tmp_path)


def _run_pure(program, passmap, toolchain):
    path = draw_paths(program, passmap, Draw(0), k=1, optimize=False)[0]
    low = PassRunner(toolchain, path.func_nested).run(program, path.passes)
    assert low.ok, low.stderr
    return run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                     toolchain.shared_libs_flag], stdin=low.ir, timeout=60)


def test_trap_key_lists_the_programs_op_names():
    text = SWITCH.read_text()
    assert op_names(text) == ["arith.constant", "scf.index_switch", "scf.yield",
                              "tensor.extract", "tensor.insert", "vector.print"]
    assert trap_key("func.func @f() {\n  // x.y\n  return\n}\n", 8) == "trap signal 8; ops "


def test_known_traps_table_entries_match_their_reproducers():
    known = load_known_traps()
    assert len({k.id for k in known}) == len(known)
    for k in known:
        text = (ROOT / k.reproducer).read_text()
        sig = SIGNAL[ROOT / k.reproducer]
        assert [c.id for c in candidates(trap_key(text, sig), known)] == [k.id]
        other = 19 - sig  # 8 <-> 11: the signal is part of the pattern
        assert candidates(trap_key(text, other), known) == []
        if k.stage == "program":
            assert k.edit(text) is not None
        assert known_bug(k.id).reproducer == k.reproducer  # smith report-bug finds it


def test_ceildivs_trap_is_the_known_convert_index_to_llvm_bug(toolchain, passmap, tmp_path):
    """index.ceildivs(INT_MAX, -1) traps on every lowering; written as arith.ceildivsi on index
    (the confirm edit) it runs and prints -INT_MAX, the value both ops define."""
    program = CEILDIVS.read_text()
    rep = _classify(program, passmap, toolchain, tmp_path)
    assert rep.classification == "every-lowering", rep
    assert rep.known_id == "index-ceildivs-to-llvm-eager-overflow"
    assert rep.pass_name == "convert-index-to-llvm"
    (k,) = [k for k in load_known_traps() if k.id == rep.known_id]
    edited = k.edit(program)
    assert "arith.ceildivsi %n, %m : index" in edited
    res = _run_pure(edited, passmap, toolchain)
    assert res.ok, res.stderr
    assert res.stdout.split() == ["-9223372036854775807"]


def test_another_sigfpe_next_to_ceildivs_is_not_the_known_bug(toolchain, passmap, tmp_path):
    """The confirm edit keeps the known id exact: an unguarded division by zero traps with
    SIGFPE in a program that has an index.ceildivs (of defined operands), and the edit of the
    ceildivs leaves the trap: no known id."""
    program = CEILDIVS.read_text().replace(
        "  %n = index.constant 9223372036854775807\n  %m = index.constant -1\n",
        "  %n = index.constant 7\n  %m = index.constant 2\n").replace(
        "  vector.print %i : i64\n",
        "  vector.print %i : i64\n  %z = func.call @zero() : () -> i64\n"
        "  %d = arith.divsi %i, %z : i64\n  vector.print %d : i64\n") + (
        "func.func private @zero() -> i64 {\n  %c = arith.constant 0 : i64\n"
        "  return %c : i64\n}\n")
    rep = _classify(program, passmap, toolchain, tmp_path)
    assert (rep.classification, rep.signal) == ("every-lowering", 8), rep
    assert rep.known_id is None, rep


@pytest.mark.parametrize("fixture", [SWITCH, SWITCH_ARG], ids=["switch-constant", "caller"])
def test_index_switch_write_into_a_constant_is_the_known_bufferize_bug(
        fixture, toolchain, passmap, tmp_path, monkeypatch):
    """A store through an scf.index_switch result into a constant tensor's read-only buffer
    (the switch's own constant, or the caller's passed as the argument): SIGSEGV on every
    lowering; with the lowered constant globals made writable the program runs."""
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")
    rep = _classify(fixture.read_text(), passmap, toolchain, tmp_path)
    assert rep.classification == "every-lowering", rep
    assert rep.signal == 11
    assert rep.known_id == "one-shot-bufferize-index-switch-writes-constant"
    assert rep.pass_name == "one-shot-bufferize"


def test_caller_constant_is_copied_when_the_switch_is_an_if(toolchain, passmap):
    """The caller-constant reproducer with scf.if in place of scf.index_switch: @main copies
    its constant before the call and the program prints 2 (the write) and 5 (the constant)."""
    as_if = re.sub(r"scf\.index_switch %c0 -> tensor<2xf16>\n  case 4 \{",
                   "scf.if %f -> tensor<2xf16> {", SWITCH_ARG.read_text())
    as_if = as_if.replace("  }\n  default {", "  } else {").replace(
        "  %c0 = arith.constant 0 : index\n  %r", "  %c0 = arith.constant 0 : index\n"
        "  %f = arith.constant false\n  %r")
    res = _run_pure(as_if, passmap, toolchain)
    assert res.ok, res.stderr
    assert res.stdout.split() == ["2", "5"]


def test_smith_run_counts_a_known_trap_as_known(toolchain, passmap, known, tmp_path):
    """Every trap in JIT code has one crash signature; smith run tells the known bug by its
    trap key and confirm edit and writes no finding directory for it."""
    store = FindingStore(tmp_path)
    rep = run_program(CEILDIVS.read_text(), "p", RunOptions(paths=2), toolchain, passmap, known,
                      tmp_path, store=store)
    assert not rep.findings
    assert [e["id"] for e in store.known.values()] == ["index-ceildivs-to-llvm-eager-overflow"]
    # the program's verdict names it too (the findings table groups the program under it)
    assert (rep.verdict.kind, rep.verdict.known_id) == (
        "crash", "index-ceildivs-to-llvm-eager-overflow")


def test_triage_of_a_ceildivs_finding_reports_the_known_id(toolchain, passmap, known, tmp_path):
    """smith run --report-known records the known id in the finding's trap classification;
    smith triage reports it with the pass."""
    rep = run_program(CEILDIVS.read_text(), "p", RunOptions(paths=2, report_known=True),
                      toolchain, passmap, known, tmp_path, store=FindingStore(tmp_path))
    (finding,) = rep.findings
    assert finding.name == "index-ceildivs-to-llvm-eager-overflow"
    meta = json.loads((finding / "meta.json").read_text())
    assert meta["trap"]["known_id"] == "index-ceildivs-to-llvm-eager-overflow"
    out = triage_finding(finding, toolchain)
    assert (out["label"], out["pass"], out["known_id"]) == (
        "trap-every-lowering", "convert-index-to-llvm", "index-ceildivs-to-llvm-eager-overflow")
    assert json.loads((finding / "triage.json").read_text())["known_id"] == out["known_id"]
