"""Verdicts on real toolchain runs: crash (+known), invalid, timeout, wrong-code, ok."""

from __future__ import annotations

from pathlib import Path

from lowering_fixtures import ROOT, fixture_text

from ground.draw import Draw
from ground.proc import ToolResult
from lowering.execute import PathResult, Stage, compile_path, verify_program
from lowering.findings.store import FindingStore
from lowering.passmap import base_name
from lowering.paths import LoweringPath, draw_paths
from lowering.run.program import RunOptions, run_program
from lowering.signature import crash_signature, normalize_message
from lowering.verdict import judge, match_known, unlowered_op

I1_SIGNATURE = (
    "MemRefToLLVM.cpp:L: virtual llvm::LogicalResult {anonymous}::LoadOpLowering::matchAndRewrite("
    "mlir::memref::LoadOp, mlir::ConvertOpToLLVMPattern<mlir::memref::LoadOp, false>::OpAdaptor, "
    "mlir::ConversionPatternRewriter&) const: "
    "Assertion `integralElementType.getWidth() >= 8' failed."
)


def _tool(stderr: str, rc: int | None = 1) -> ToolResult:
    return ToolResult(
        argv=("x",), returncode=rc, stdout="", stderr=stderr, timed_out=rc is None, seconds=0.0
    )


def test_normalize_message():
    line = (
        "/tmp/a/b/program.mlir:17:10: error: 'memref.load' op operand %123 at 0x5581ab "
        "in ^bb4 of %arg2"
    )
    assert (
        normalize_message(line)
        == "program.mlir:L: error: 'memref.load' op operand %? at 0x? in ^bb? of %arg?"
    )
    assert (
        crash_signature(_tool(line)) == "error: 'memref.load' op operand %? at 0x? in ^bb? of %arg?"
    )
    assert crash_signature(_tool("", rc=-11)) == "signal 11"


def test_i1_memref_assertion_is_known(toolchain, known, tmp_path):
    """toolchain.md's 4-line repro through finalize-memref-to-llvm, with the crash reproducer."""
    program = fixture_text("i1_memref.mlir")
    path = LoweringPath("memref", ("finalize-memref-to-llvm",))
    verify = verify_program(program, toolchain, tmp_path)
    r = compile_path(program, path, toolchain, tmp_path, timeout=60)
    assert r.stage == "compile"
    assert r.compile.returncode == 1
    assert r.reproducer is not None
    assert "mlir_reproducer" in r.reproducer.read_text()
    v = judge(verify, [r], known)
    assert (v.kind, v.known, v.known_id, v.crash_kind) == (
        "crash",
        True,
        "memref-i1-load-store",
        "assertion",
    )
    assert v.signature == I1_SIGNATURE


def test_unfused_select_hits_known_i1_crash(
    select_program, toolchain, known, reference_pipelines, tmp_path
):
    """P1 without linalg-fuse-elementwise-ops stores the tosa.greater i1 tensor: known crash."""
    p1 = reference_pipelines["pipelines"]["P1-loops"].replace(
        "func.func(linalg-fuse-elementwise-ops),", ""
    )
    path = LoweringPath("nofuse", (), raw_pipeline=p1)
    verify = verify_program(select_program, toolchain, tmp_path)
    v = judge(verify, [compile_path(select_program, path, toolchain, tmp_path)], known)
    assert v.kind == "crash"
    assert v.known
    assert "StoreOpLowering" in v.signature or "LoadOpLowering" in v.signature


def test_unknown_crash_is_not_known(known):
    assert match_known("Foo.cpp:L: void f(): Assertion `x' failed.", known) is None


def test_invalid_program(toolchain, known, tmp_path):
    bad = (
        "func.func @main() {\n  %0 = arith.constant 1 : i32\n"
        "  %1 = arith.addi %0, %0 : i64\n  return\n}\n"
    )
    verify = verify_program(bad, toolchain, tmp_path)
    v = judge(verify, [], known)
    assert v.kind == "invalid"
    assert v.signature.startswith("error: ")


def test_timeouts(select_program, passmap, toolchain, known, hanging_opt_bin, tmp_path):
    """Timeouts that expire on any machine, idle or loaded: a compile by an mlir-opt that never
    ends, and the real run of a program that never ends (an endless scf.while)."""
    from ground.toolchain import find_toolchain

    path = draw_paths(select_program, passmap, Draw(0), k=1)[0]
    verify = verify_program(select_program, toolchain, tmp_path)
    compile_to = compile_path(select_program, path, find_toolchain(hanging_opt_bin),
                              tmp_path / "c", timeout=2)
    assert compile_to.stage == "compile"
    assert compile_to.timed_out
    assert judge(verify, [compile_to], known).kind == "timeout"
    endless = fixture_text("never_ends.mlir")
    path = draw_paths(endless, passmap, Draw(0), k=1)[0]
    run_to = compile_path(endless, path, toolchain, tmp_path / "r", timeout=60, run_timeout=2)
    assert run_to.stage == "run"
    assert run_to.run.timed_out
    v = judge(verify_program(endless, toolchain, tmp_path / "v"), [run_to], known)
    assert v.kind == "timeout"
    assert v.signature == f"{path.name}:run"


def test_wrong_code_when_outputs_differ(select_program, passmap, toolchain, known, tmp_path):
    """Real runs of two *different* programs presented as two paths of one program: the judge
    sees outputs 4/49/0 and 4/64/0 and must report wrong-code (no mocked tool)."""
    paths = draw_paths(select_program, passmap, Draw(4), k=2)
    other = select_program.replace("%x = arith.constant 7 : i32", "%x = arith.constant 8 : i32")
    assert other != select_program
    verify = verify_program(select_program, toolchain, tmp_path)
    r0 = compile_path(select_program, paths[0], toolchain, tmp_path / "a")
    r1 = compile_path(other, paths[1], toolchain, tmp_path / "b")
    assert (r0.output, r1.output) == ("4\n49\n0", "4\n64\n0")
    v = judge(verify, [r0, r1], known)
    assert v.kind == "wrong-code"
    assert v.signature == "outputs differ: d0 vs d1"
    assert judge(verify, [r0, r0], known).kind == "ok"


def test_inexact_pass_on_every_path_does_not_excuse_a_difference(
        select_program, passmap, toolchain, known, tmp_path):
    """Two real runs whose outputs differ, both paths carrying the same 'inexact' pass: the
    shared pass cannot explain the difference, so the verdict stays wrong-code; a pass only one
    path has still makes it float-inexact."""
    paths = draw_paths(select_program, passmap, Draw(4), k=2)
    other = select_program.replace("%x = arith.constant 7 : i32", "%x = arith.constant 8 : i32")
    verify = verify_program(select_program, toolchain, tmp_path)
    r0 = compile_path(select_program, paths[0], toolchain, tmp_path / "a")
    r1 = compile_path(other, paths[1], toolchain, tmp_path / "b")
    shared = base_name(paths[0].passes[0])
    assert shared in {base_name(p) for p in paths[1].passes}
    v = judge(verify, [r0, r1], known, float_inexact=(shared,), has_floats=True)
    assert v.kind == "wrong-code"
    only0 = next(base_name(p) for p in paths[0].passes
                 if base_name(p) not in {base_name(q) for q in paths[1].passes})
    v = judge(verify, [r0, r1], known, float_inexact=(only0,), has_floats=True)
    assert v.kind == "float-inexact"


def test_known_invalid_ir_is_counted_not_reported(toolchain, known, tmp_path):
    """convert-vector-to-llvm's invalid llvm.cond_br (an MLIR 22.1.8 bug smith found) is an
    invalid-ir verdict marked known; a path with an unknown invalid-ir signature is primary and
    leaves the verdict unknown."""
    import attrs

    src = (ROOT / "tests" / "fixtures" / "findings"
           / "vector_to_llvm_block_merge_memref_cond_br.mlir").read_text()
    verify = verify_program(src, toolchain, tmp_path)
    r = compile_path(src, LoweringPath("v", ("convert-vector-to-llvm",)), toolchain,
                     tmp_path / "v", timeout=60, crash_reproducer=False)  # as smith run does
    assert r.stage == "compile"
    r = attrs.evolve(r, failure="invalid-ir")  # what smith run's triage decides (verifier)
    v = judge(verify, [r], known)
    assert (v.kind, v.known, v.known_id) == ("invalid-ir", True,
                                             "vector-to-llvm-block-merge-memref-cond-br")
    other = attrs.evolve(r, path=LoweringPath("w", ("x",)), compile=_tool(
        "prog.mlir:3:4: error: 'llvm.br' op operand #0 must be variadic of LLVM type"))
    v2 = judge(verify, [r, other], known)
    assert (v2.kind, v2.known, v2.known_id) == ("invalid-ir", False, None)
    assert v2.signature.startswith("error: 'llvm.br'")


#: a vector.scan has no LLVM lowering in MLIR 22.1.8: it survives convert-to-llvm and
#: mlir-runner cannot parse the lowered program (as in mutants of MLIR's own tests)
UNLOWERED_SCAN = """func.func @main() {
  %c = arith.constant 1.0 : f32
  %v = vector.broadcast %c : f32 to vector<4xf32>
  %i = vector.broadcast %c : f32 to vector<f32>
  %s:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 0} : vector<4xf32>, vector<f32>
  vector.print %s#0 : vector<4xf32>
  return
}
"""


def test_op_left_unlowered_is_a_stop_not_a_finding(toolchain, passmap, known, tmp_path):
    """A path that leaves an op the runner cannot parse did not reach LLVM: status
    ``not-lowered``, counted among the stops per op, no pass-failure verdict or finding."""
    nested = frozenset(passmap.func_nested)
    paths = [LoweringPath("d0", ("convert-to-llvm", "reconcile-unrealized-casts"), nested),
             LoweringPath("d1", ("convert-vector-to-scf", "convert-to-llvm",
                                 "reconcile-unrealized-casts"), nested)]
    rep = run_program(UNLOWERED_SCAN, "p", RunOptions(paths=2), toolchain, passmap, known,
                      tmp_path, paths=paths, store=FindingStore(tmp_path))
    assert [p.status for p in rep.verdict.paths] == ["not-lowered", "not-lowered"]
    assert rep.verdict.kind == "ok", rep.verdict
    assert not rep.findings
    assert rep.stops == ("not lowered: vector.scan",) * 2
    assert rep.paths_lowered == 0
    assert not list(tmp_path.glob("findings/pass-failure/*"))
    # judged alone, a path with an op left over gives no pass-failure verdict either
    verify = verify_program(UNLOWERED_SCAN, toolchain, tmp_path / "v")
    r = compile_path(UNLOWERED_SCAN, paths[0], toolchain, tmp_path / "one", timeout=120)
    assert unlowered_op(r) == "vector.scan", r.run
    assert judge(verify, [r], known).kind == "ok"


def test_an_op_a_known_bug_leaves_behind_stays_a_pass_failure(known):
    """A linalg.generic reaching mlir-runner is the known bug
    linalg-fuse-elementwise-operandless-generic (a pass left it): with the known entries it is
    no stop but a known pass failure; another op left over is a stop."""
    def left(op: str) -> PathResult:
        dialect = op.split(".")[0]
        run = _tool(f'loc("lowered-d0.mlir":3:5): error: Dialect `{dialect}\' not found for '
                    f"custom op '{op}' \ncould not parse the input IR\n")
        return PathResult(LoweringPath("d0", ("convert-to-llvm",)), Stage.RUN, _tool("", 0),
                          run, "", ("opt", "runner"), None, Path("lowered-d0.mlir"))
    generic, scan = left("linalg.generic"), left("vector.scan")
    assert unlowered_op(generic) == "linalg.generic"
    assert unlowered_op(generic, known) is None
    assert unlowered_op(scan, known) == "vector.scan"
    v = judge(_tool("", 0), [generic], known)
    assert (v.kind, v.known_id) == ("pass-failure", "linalg-fuse-elementwise-operandless-generic")
    assert judge(_tool("", 0), [scan], known).kind == "ok"
