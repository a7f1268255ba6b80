"""Rewrite-pattern coverage (lowering.coverage) with the real mlir-opt: a program built to hit a
known canonicalization pattern shows it applied, one without it does not; the debug output
never reaches crash messages or signatures; the table and the compact form round-trip."""

from __future__ import annotations

from pathlib import Path

import pytest

from ground.proc import run_tool
from lowering.coverage import DEBUG_ARGS, Collector, Coverage, PatternTable, dialect_of, supported
from lowering.execute import compile_path
from lowering.paths import LoweringPath
from lowering.pipeline import PassRunner, split_pipeline
from lowering.triage import full_signature
from lowering.verdict import match_known

DATA = Path(__file__).parent / "data"
PATTERN = ("Canonicalizer", "{anonymous}::AddIAddConstant")  # (x + c1) + c2 -> x + (c1 + c2)

# arith.addi (arith.addi x, c1), c2: ArithCanonicalization.td's AddIAddConstant applies.
# (``arith.addi x, 0`` is no test of a pattern: AddIOp::fold removes it, no pattern runs.)
WITH = """func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %y = arith.addi %x, %c1 : i32
  %z = arith.addi %y, %c2 : i32
  return %z : i32
}
"""
# the same adds, the inner one on two arguments: the pattern is tried and fails
WITHOUT = """func.func @f(%x: i32, %w: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %y = arith.addi %x, %w : i32
  %z = arith.addi %y, %c2 : i32
  return %z : i32
}
"""


@pytest.fixture(scope="module")
def runner(toolchain):
    if not supported(str(toolchain.mlir_opt)):
        pytest.skip("this mlir-opt prints no pattern coverage (needs assertions, MLIR >= 22)")
    return PassRunner(toolchain, frozenset({"canonicalize"}))


def _canonicalize(runner: PassRunner, text: str) -> Coverage:
    runner.coverage = Collector()
    res = runner.step("p", [], text, ["canonicalize"])
    assert res.ok, res.tool.stderr
    assert "pattern-application" not in res.tool.stderr
    return runner.coverage.coverage()


def test_known_pattern_applied_only_when_the_program_has_it(runner):
    with_it = _canonicalize(runner, WITH)
    without = _canonicalize(runner, WITHOUT)
    assert PATTERN in with_it.applied
    assert PATTERN in without.tried
    assert PATTERN not in without.applied


def test_topo_path_collects_per_pass_and_keeps_commands_clean(toolchain, select_program,
                                                              reference_pipelines, tmp_path):
    ps, nested = split_pipeline(reference_pipelines["pipelines"]["P2-convert-to-llvm"])
    coll = Collector()
    r = compile_path(select_program, LoweringPath("P2", ps, nested), toolchain, tmp_path,
                     coverage=coll)
    assert r.stage == "done"
    cov = coll.coverage()
    passes = {p for p, _ in cov.applied}
    assert "TosaToLinalg" in passes  # the pass manager's name of tosa-to-linalg
    assert any(q.startswith("{anonymous}::PointwiseConverter<mlir::tosa::") for _, q in cov.applied)
    assert "?" not in passes  # every pattern came after a "Running pass" line
    assert all("debug-only" not in c for c in r.commands)
    assert "pattern-application" not in r.compile.stderr


def test_crash_signature_unchanged_by_coverage(toolchain, known, reference_pipelines, tmp_path):
    """The planted i1 assertion: same crash kind, same full signature (assertion + top frames),
    same known-crash match with and without the debug flags; no debug line kept."""
    program = (DATA / "planted_i1_crash.mlir").read_text()
    ps, nested = split_pipeline(reference_pipelines["pipelines"]["P1-loops"])
    path = LoweringPath("P1", ps, nested)
    plain = compile_path(program, path, toolchain, tmp_path / "a", crash_reproducer=False)
    coll = Collector()
    cov = compile_path(program, path, toolchain, tmp_path / "b", crash_reproducer=False,
                       coverage=coll)
    assert plain.stage == cov.stage == "compile"
    sig = full_signature(plain.compile)
    assert full_signature(cov.compile) == sig
    assert match_known(sig, known) is not None
    assert "[pattern-application" not in cov.compile.stderr
    assert "[pass-manager" not in cov.compile.stderr
    assert coll.coverage().tried  # patterns before the crash are kept


def test_timeout_with_streaming_stderr(tmp_path):
    """A tool that never ends is killed at its time limit while its stderr streams."""
    script = tmp_path / "spin.sh"
    script.write_text("#!/bin/sh\nwhile :; do echo '[pass-manager x] Running pass' >&2; "
                      "sleep 0.01; done\n")
    script.chmod(0o755)
    coll = Collector()
    res = run_tool([str(script)], timeout=1.0, stderr_lines=coll.feed)
    assert res.timed_out
    assert res.returncode is None
    assert res.stderr == ""


def test_collector_lines_table_and_encoding(tmp_path):
    c = Collector()
    lines = [
        "[pass-manager Pass.cpp:549 1] Running pass 'mlir::detail::OpToOpPassAdaptor' on x\n",
        "[pass-manager Pass.cpp:549 1] Running pass 'TosaToLinalg' on operation 'f'\n",
        '[pattern-application PatternApplicator.cpp:209 1] Trying to match "A<mlir::tosa::X>"\n',
        "[pattern-application PatternApplicator.cpp:224 1]  -> matchAndRewrite failed\n",
        '[pattern-application PatternApplicator.cpp:209 1] Trying to match "A<mlir::tosa::X>"\n',
        "[pattern-application PatternApplicator.cpp:224 1]  -> matchAndRewrite successful\n",
        '[pattern-application PatternApplicator.cpp:209 1] Trying to match "B"\n',
        "[pattern-application PatternApplicator.cpp:224 1]  -> matchAndRewrite failed\n",
    ]
    assert all(c.feed(x) for x in lines)
    assert not c.feed("error: 'tosa.add' op operands do not broadcast\n")
    cov = c.coverage()
    assert cov.pairs == {("TosaToLinalg", "A<mlir::tosa::X>"): True, ("TosaToLinalg", "B"): False}
    t = PatternTable()
    enc = cov.encode(t)
    assert enc == {"applied": [0], "unapplied": [1]}
    t.append_new(tmp_path)
    with open(tmp_path / PatternTable.FILE, "a") as fh:
        fh.write('{"id": 2, "pa')  # an interrupted append
    back = PatternTable.load(tmp_path)
    assert back.names == t.names
    assert (tmp_path / PatternTable.FILE).read_text().count("\n") == 2  # torn line cut off
    assert not (tmp_path / PatternTable.FILE).read_text().endswith("pa")
    back.intern("P", "C")
    back.append_new(tmp_path)  # the next append lands on a line of its own
    assert PatternTable.load_readonly(tmp_path).names == [*t.names, ("P", "C")]
    assert Coverage.decode(enc, back) == cov
    assert Coverage.from_json(cov.to_json()) == cov
    assert dialect_of("A<mlir::tosa::X>", "TosaToLinalg") == "tosa"
    assert dialect_of("{anonymous}::LoadOpLowering", "FinalizeMemRefToLLVMConversionPass") \
        == "memref"
    assert DEBUG_ARGS[0] == "-debug-only=pattern-application:1,pass-manager:1"  # never level 2
