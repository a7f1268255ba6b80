"""Rewrite-pattern coverage (lowering.coverage) with the real mlir-opt: a program built to hit a
known canonicalization pattern shows it applied, one without it does not; the debug output
never reaches crash messages or signatures; the table and the compact form round-trip."""

from __future__ import annotations

from pathlib import Path

import pytest

from ground.compiler import worker_serves
from ground.proc import run_tool
from lowering.coverage import DEBUG_ARGS, Collector, Coverage, PatternTable, dialect_of, supported
from lowering.execute import compile_path
from lowering.failure import full_signature
from lowering.paths import LoweringPath
from lowering.pipeline import PassRunner, split_pipeline
from lowering.run.program import RunOptions, run_program
from lowering.run_options import sampled_path
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
    if worker_serves(toolchain.mlir_opt):  # the worker died; its subprocess re-run collected
        assert cov.compile.via.startswith("subprocess after worker crash")


def _both(run) -> tuple[Coverage, Coverage, list]:
    """``run(isolation, collector)`` under each isolation: the two coverages and results."""
    covs, results = [], []
    for isolation in ("worker", "subprocess"):
        coll = Collector()
        results.append(run(isolation, coll))
        covs.append(coll.coverage())
    return covs[0], covs[1], results


# a vector op: once the vector dialect is loaded, its canonicalization patterns of arith.addi
# (CanonicalizeContractAdd) join the canonicalizer; mlir-opt loads it only for inputs using it
VECTOR = """func.func @g(%v: vector<4xi32>) -> vector<4xi32> {
  %s = arith.constant 1 : i32
  %b = vector.broadcast %s : i32 to vector<4xi32>
  %w = arith.addi %v, %b : vector<4xi32>
  return %w : vector<4xi32>
}
"""


@pytest.mark.parametrize("text", [WITH, WITHOUT])
def test_worker_and_subprocess_collect_the_same_steps(toolchain, runner, text):
    """The same triples from the worker and from mlir-opt, also after the worker ran a program
    of another dialect (no pattern of a dialect the program does not load)."""
    def run(isolation, coll):
        r = PassRunner(toolchain, frozenset({"canonicalize"}), isolation=isolation)
        assert r.run(VECTOR, ["canonicalize"]).ok
        return r.run(text, ["canonicalize", "convert-arith-to-llvm"], coverage=coll)

    worker, sub, results = _both(run)
    assert worker == sub
    assert PATTERN in worker.tried
    assert [r.ir for r in results[:1]] == [r.ir for r in results[1:]]
    for r in results:
        assert "[pattern-application" not in r.tool.stderr
        assert "[pass-manager" not in r.tool.stderr
    if worker_serves(toolchain.mlir_opt):
        assert results[0].tool.via == "worker"


@pytest.mark.parametrize("pipeline", ["P1-loops", "P2-convert-to-llvm"])
def test_worker_and_subprocess_collect_the_same_paths(toolchain, runner, select_program,
                                                      reference_pipelines, tmp_path, pipeline):
    """A tosa program along two reference pipelines: the same (pass, pattern, applied) triples
    from the in-process worker and from mlir-opt, and no debug line in either's stderr."""
    ps, nested = split_pipeline(reference_pipelines["pipelines"][pipeline])
    path = LoweringPath(pipeline, ps, nested)

    def run(isolation, coll):
        return compile_path(select_program, path, toolchain, tmp_path / isolation,
                            crash_reproducer=False, isolation=isolation, coverage=coll)

    worker, sub, results = _both(run)
    assert worker.pairs == sub.pairs
    assert len(worker.applied) > 10
    assert results[0].stage == results[1].stage == "done"
    assert results[0].output == results[1].output
    for r in results:
        assert "[pattern-application" not in r.compile.stderr
        assert "[pass-manager" not in r.compile.stderr
    if worker_serves(toolchain.mlir_opt):
        assert results[0].compile.via == "worker"


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


def test_sampled_coverage_is_the_sampled_paths(toolchain, passmap, known, select_program,
                                               tmp_path):
    """``coverage="sampled"``: the pairs of the one path :func:`sampled_path` names (the same
    as that path's own run), a subset of ``"all"``; ``"off"``: none; the same verdict and
    outputs in every mode."""
    if not supported(str(toolchain.mlir_opt)):
        pytest.skip("this mlir-opt prints no pattern coverage (needs assertions, MLIR >= 22)")
    reps = {mode: run_program(select_program, "prog-00003", RunOptions(seed=4, coverage=mode),
                              toolchain, passmap, (), tmp_path / mode)
            for mode in ("all", "sampled", "off")}
    assert reps["off"].coverage is None
    outputs = {m: (r.verdict.kind, [p.output for p in r.results]) for m, r in reps.items()}
    assert outputs["all"] == outputs["sampled"] == outputs["off"]
    i = sampled_path(4, "prog-00003", len(reps["all"].results))
    coll = Collector()
    compile_path(select_program, reps["all"].results[i].path, toolchain, tmp_path / "one",
                 crash_reproducer=False, coverage=coll)
    assert reps["sampled"].coverage == coll.coverage()
    assert reps["sampled"].coverage.tried < reps["all"].coverage.tried
    assert reps["sampled"].coverage.applied <= reps["all"].coverage.applied


def test_coverage_modes_and_the_sampled_path():
    """Older ``campaign.json`` booleans read as modes; the sampled index is a function of seed
    and program, spread over the paths."""
    assert RunOptions.from_json({"coverage": True}).coverage == "all"
    assert RunOptions.from_json({"coverage": False}).coverage == "off"
    assert RunOptions().coverage == "sampled"
    with pytest.raises(ValueError, match="must be in"):
        RunOptions(coverage="some")
    picks = [sampled_path(12, f"prog-{i:05d}", 3) for i in range(60)]
    assert picks == [sampled_path(12, f"prog-{i:05d}", 3) for i in range(60)]
    assert set(picks) == {0, 1, 2}
