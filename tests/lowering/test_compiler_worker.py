"""The compiler worker (``ground.compiler``) gives what ``mlir-opt`` and ``mlir-runner`` give:
the same output IR, the same diagnostics byte for byte, the same program output, the same
``-debug-only`` lines; and a crash gives the same verdict and crash signature as the
subprocess, because the step is re-run as one (and says so)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

from ground.compiler import OptCall, RunCall, run_call
from ground.proc import run_tool
from ground.worker import WorkerPool
from lowering.execute import compile_path
from lowering.failure import full_signature
from lowering.paths import LoweringPath
from lowering.verdict import load_known_crashes, match_known, path_verdict

FIXTURES = Path(__file__).parent.parent / "fixtures"
FINDINGS = FIXTURES / "findings"

#: (fixture, pipeline) of each known crash: (the known_crashes.json id it must match)
CRASHES = {
    "memref-i1-load-store": ("lowering/i1_memref.mlir", "builtin.module(finalize-memref-to-llvm)"),
    "affine-loop-fusion-unexpected-op-getMemRef": (
        "findings/affine_loop_fusion_vector_load_unreachable.mlir",
        "builtin.module(func.func(affine-loop-fusion))"),
    "integer-range-analysis-affine-for-minmax-bound": (
        "findings/int_range_affine_for_min_bound_abort.mlir",
        "builtin.module(int-range-optimizations)"),
    "lift-cf-to-scf-llvm-branch-use-list": (
        "findings/lift_cf_to_scf_llvm_branches_use_list_abort.mlir",
        "builtin.module(func.func(lift-cf-to-scf))"),
}


def _both(call: OptCall):
    return run_call(call, isolation="worker"), run_call(call, isolation="subprocess")


@pytest.mark.parametrize("text", [
    # a parse error with a note at another line, a tab in the source line
    "func.func @f(%a: i32) -> i32 {\n\t%0 = arith.addi %a, %a : i64\n  return %0 : i32\n}\n",
    # a verifier error with a 'see current operation' note
    'func.func @f(%a: i32) -> i32 {\n  %1 = "tosa.add"(%a, %a) : (i32, i32) -> i32\n'
    "  return %a : i32\n}\n",
])
def test_diagnostics_match_mlir_opt_byte_for_byte(toolchain, text):
    worker, sub = _both(OptCall(toolchain.mlir_opt, None, text=text))
    assert worker.via == "worker"
    assert (worker.returncode, worker.stdout, worker.stderr) == \
        (sub.returncode, sub.stdout, sub.stderr)
    assert "error:" in worker.stderr


@pytest.mark.parametrize(("fixture", "pipeline"), [
    ("vector_to_llvm_block_merge_memref_cond_br.mlir", "builtin.module(convert-vector-to-llvm)"),
    ("tosa_to_scf_nested_same_op.mlir", "builtin.module(func.func(tosa-to-scf))"),
    ("linalg_to_affine_loops_invalid_dim.mlir",
     "builtin.module(func.func(convert-linalg-to-affine-loops))"),
    ("one_shot_bufferize_transfer_write_partial_no_copy.mlir",
     "builtin.module(one-shot-bufferize{bufferize-function-boundaries})"),
])
def test_pass_runs_match_mlir_opt(toolchain, fixture, pipeline):
    """Invalid IR after a pass, a pass failure, a successful run: same exit status, output IR
    and diagnostics, from a file and from stdin, with and without threading."""
    src = FINDINGS / fixture
    for call in (OptCall(toolchain.mlir_opt, pipeline, input=src),
                 OptCall(toolchain.mlir_opt, pipeline, text=src.read_text(), threading=False)):
        worker, sub = _both(call)
        assert worker.via == "worker"
        assert (worker.returncode, worker.stdout, worker.stderr) == \
            (sub.returncode, sub.stdout, sub.stderr)


def test_pattern_application_lines_match_mlir_opt(toolchain):
    """``debug_types`` gives the ``-debug-only=pattern-application:1`` lines of mlir-opt."""
    call = OptCall(toolchain.mlir_opt, "builtin.module(canonicalize,arith-expand,"
                   "convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)",
                   text=(FINDINGS / "arith_expand_minimumf_signed_zero.mlir").read_text(),
                   debug_types="pattern-application:1")
    worker, sub = _both(call)
    assert worker.via == "worker"
    assert worker.ok
    assert sub.ok
    assert worker.stdout == sub.stdout
    assert "matchAndRewrite successful" in worker.stderr
    assert Counter(worker.stderr.splitlines()) == Counter(sub.stderr.splitlines())
    quiet = run_call(OptCall(toolchain.mlir_opt, call.pipeline, text=call.text))
    assert quiet.via == "worker"
    assert "Trying to match" not in quiet.stderr


@pytest.mark.parametrize("known_id", sorted(CRASHES))
def test_known_crashes_give_the_subprocess_signature(toolchain, known_id):
    """A pass that aborts kills the worker; the step is re-run as mlir-opt, so the crash
    signature (assertion + stack frames) and the known bug it matches are those of the
    subprocess, and the worker answers the next call."""
    fixture, pipeline = CRASHES[known_id]
    worker, sub = _both(OptCall(toolchain.mlir_opt, pipeline, input=FIXTURES / fixture))
    assert worker.via.startswith("subprocess after worker crash: signal")
    assert full_signature(worker) == full_signature(sub)
    known = load_known_crashes()
    assert match_known(full_signature(worker), known) == known_id
    again = run_call(OptCall(toolchain.mlir_opt, None, text="module {}\n"))
    assert again.via == "worker"
    assert again.ok


def test_runner_output_and_runtime_trap_match_mlir_runner(toolchain, tmp_path):
    """A miscompiled program prints the same values in the worker as under mlir-runner; a
    program that traps at run time (SIGFPE) kills the worker and gets mlir-runner's verdict."""
    for fixture, trapped in (("arith_expand_minimumf_signed_zero.mlir", False),
                             ("index_ceildivs_to_llvm_int_max_by_minus_one_sigfpe.mlir", True)):
        text = (FINDINGS / fixture).read_text()
        passes = ("convert-vector-to-llvm", "convert-index-to-llvm", "convert-arith-to-llvm",
                  "convert-func-to-llvm", "convert-cf-to-llvm", "reconcile-unrealized-casts")
        path = LoweringPath("p", passes, frozenset())
        worker = compile_path(text, path, toolchain, tmp_path / "w", crash_reproducer=False)
        sub = compile_path(text, path, toolchain, tmp_path / "s", crash_reproducer=False,
                           isolation="subprocess")
        assert worker.compile.via == "worker"
        vw, vs = path_verdict(worker), path_verdict(sub)
        assert (vw.stage, vw.status, vw.signature) == (vs.stage, vs.status, vs.signature)
        assert worker.output == sub.output
        if trapped:
            assert worker.run.via == "subprocess after worker crash: signal 8"
            assert worker.run.returncode == sub.run.returncode == -8
        else:
            assert worker.run.via == "worker"
            assert worker.stage == "done"
            assert worker.output


def test_worker_replaced_after_timeout_memory_limit_and_renewal(toolchain, tmp_path):
    """A run past its limit is a timeout and the worker is replaced; so is a worker past its
    memory limit or its request count, after answering."""
    loop = tmp_path / "loop.mlir"
    loop.write_text("llvm.func @main() {\n  llvm.br ^bb1\n^bb1:\n  llvm.br ^bb1\n}\n")
    res = run_call(RunCall(toolchain.mlir_runner, loop, toolchain.runner_libs), timeout=2)
    assert res.timed_out
    assert res.returncode is None
    assert run_call(OptCall(toolchain.mlir_opt, None, text="module {}\n")).via == "worker"
    for limits in ({"memory_limit": 1}, {"renew_after": 1}):
        pool = WorkerPool("lowering.census_worker", **limits)
        answers = [pool.ask({"text": "module {}"}, 120) for _ in range(2)]
        assert answers == [{"counts": {}}] * 2
        assert pool.started == 2
        pool.close()


def test_bytecode_hand_off_gives_the_text_verdicts(toolchain, tmp_path):
    """``compile_path(bytecode=True)``: mlir-opt writes MLIR bytecode (``--emit-bytecode``, in
    the worker as in the tool), mlir-runner reads it; the verdict, signature and output are
    those of the text hand-off, for a program that runs, one that traps at run time (the real
    mlir-runner re-runs the bytecode after the worker dies) and a path that stops short of the
    LLVM dialect (the worker leaves it to mlir-runner, which gets the text and its own parse
    error, byte for byte)."""
    lower = ("convert-vector-to-llvm", "convert-index-to-llvm", "convert-arith-to-llvm",
             "convert-func-to-llvm", "convert-cf-to-llvm", "reconcile-unrealized-casts")
    cases = (("arith_expand_minimumf_signed_zero.mlir", lower),
             ("index_ceildivs_to_llvm_int_max_by_minus_one_sigfpe.mlir", lower),
             ("arith_expand_minimumf_signed_zero.mlir", ("canonicalize",)))
    for i, (fixture, passes) in enumerate(cases):
        text = (FINDINGS / fixture).read_text()
        path = LoweringPath("p", passes, frozenset())
        res = {bc: compile_path(text, path, toolchain, tmp_path / f"{i}{bc}",
                                crash_reproducer=False, bytecode=bc) for bc in (False, True)}
        vt, vb = path_verdict(res[False]), path_verdict(res[True])
        assert (vt.stage, vt.status, vt.signature) == (vb.stage, vb.status, vb.signature)
        assert res[False].output == res[True].output
        assert res[True].compile.via == "worker"
        assert "--emit-bytecode" in res[True].commands[0]
        assert "--emit-bytecode" not in res[False].commands[0]
        if i == 0:
            assert res[True].stage == "done"
            assert res[True].run.via == "worker"
            assert res[True].lowered.read_bytes().startswith(b"ML\xefR")
        if i == 2:  # not lowered to LLVM: mlir-runner read the text the worker wrote back
            assert res[True].run.via.startswith("subprocess after worker declined")
            assert (res[True].run.stderr.replace(f"{i}True", f"{i}False")
                    == res[False].run.stderr)
            assert "Dialect `func' not found" in res[True].run.stderr
            assert res[True].lowered.read_text() == res[False].lowered.read_text()
    sub = compile_path(text, LoweringPath("p", lower, frozenset()), toolchain, tmp_path / "s",
                       crash_reproducer=False, isolation="subprocess", bytecode=True)
    assert "--emit-bytecode" not in sub.commands[0]  # text unless both tools run in the worker


def test_bytecode_output_of_worker_and_mlir_opt(toolchain, tmp_path):
    """``OptCall(bytecode=True)`` writes a bytecode file in the worker as ``mlir-opt
    --emit-bytecode`` does; both read back as the same text."""
    src = FINDINGS / "arith_expand_minimumf_signed_zero.mlir"
    outs = {}
    for isolation in ("worker", "subprocess"):
        out = tmp_path / f"{isolation}.mlirbc"
        res = run_call(OptCall(toolchain.mlir_opt, "builtin.module(canonicalize)", input=src,
                               output=out, bytecode=True), isolation=isolation)
        assert res.ok, res.stderr
        assert res.via == isolation
        assert out.read_bytes().startswith(b"ML\xefR")
        outs[isolation] = run_call(OptCall(toolchain.mlir_opt, None, input=out),
                                   isolation="subprocess").stdout
    assert outs["worker"] == outs["subprocess"]
    assert "func.func" in outs["worker"]
    assert OptCall(toolchain.mlir_opt, None, input=src, bytecode=True).request() is None


_OBJECT_DUMP = """
import sys
from mlir import ir
from mlir.execution_engine import ExecutionEngine
from ground.mlir_worker import OPT_LEVEL, _set_codegen
_set_codegen(tuple(sys.argv[4:]))
with ir.Context():
    module = ir.Module.parseFile(sys.argv[1])
    engine = ExecutionEngine(module, opt_level=OPT_LEVEL, shared_libs=sys.argv[2].split(","),
                             enable_object_dump=True)
    engine.initialize()
    engine.raw_lookup("main")
    engine.dump_to_object_file(sys.argv[3])
"""


def test_jit_code_is_mlir_runners_with_the_codegen_options(toolchain, tmp_path):
    """With ``Toolchain.runner_codegen`` the worker's JIT (options set as ``_set_codegen``
    sets them, in a fresh process) writes the object file ``mlir-runner`` writes with the same
    options, byte for byte; the options change that object (they are not ignored); a campaign
    path's run command carries them and runs in the worker."""
    opts = toolchain.runner_codegen
    assert "--fast-isel" in opts
    assert "--regalloc=fast" in opts
    text = (FINDINGS / "arith_expand_minimumf_signed_zero.mlir").read_text()
    passes = ("convert-vector-to-llvm", "convert-index-to-llvm", "convert-arith-to-llvm",
              "convert-func-to-llvm", "convert-cf-to-llvm", "reconcile-unrealized-casts")
    res = compile_path(text, LoweringPath("p", passes, frozenset()), toolchain, tmp_path)
    assert res.stage == "done"
    assert res.run.via == "worker"
    assert all(o in res.commands[1].split() for o in opts)
    lowered = tmp_path / "lowered.mlir"
    lowered.write_text(run_call(OptCall(toolchain.mlir_opt, "builtin.module(" + ",".join(passes)
                                        + ")", input=tmp_path / "program.mlir")).stdout)
    libs = ",".join(str(p) for p in toolchain.runner_libs)
    objects = {}
    for name, options in (("plain", ()), ("codegen", opts)):
        tool, jit = tmp_path / f"{name}-tool.o", tmp_path / f"{name}-jit.o"
        ran = run_tool([*RunCall(toolchain.mlir_runner, lowered, toolchain.runner_libs,
                                 codegen=options).argv(),
                        "--dump-object-file", f"--object-filename={tool}"], timeout=120)
        assert ran.ok, ran.stderr
        ran = run_tool([sys.executable, "-c", _OBJECT_DUMP, str(lowered), libs, str(jit),
                        *options], timeout=120)
        assert ran.ok, ran.stderr
        assert tool.read_bytes() == jit.read_bytes()
        objects[name] = tool.read_bytes()
    assert objects["plain"] != objects["codegen"]
