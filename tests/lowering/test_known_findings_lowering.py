"""MLIR 22.1.8 bugs found by ``smith run`` and stepwise paths (issues 5 and 6), kept as
regression checks of the toolchain: if one starts failing, MLIR fixed the bug."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ground.proc import run_tool
from lowering.execute import compile_path
from lowering.failure import full_signature
from lowering.paths import LoweringPath
from lowering.verdict import (
    KNOWN_CRASHES_PATH,
    load_known_crashes,
    load_known_wrong_code,
    match_known,
    path_verdict,
)

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"


def test_vector_to_llvm_block_merge_gives_invalid_cond_br(toolchain):
    """convert-vector-to-llvm merges two identical blocks of valid IR and makes an
    llvm.cond_br carry memref operands (invalid IR). Found on corpus seed 1 (prog-00011)."""
    src = FINDINGS / "vector_to_llvm_block_merge_memref_cond_br.mlir"
    assert run_tool([toolchain.mlir_opt, src, "-o", "/dev/null"], timeout=60).ok  # input is valid
    res = run_tool([toolchain.mlir_opt, src, "--convert-vector-to-llvm"], timeout=60)
    assert not res.ok
    assert "'llvm.cond_br' op operand #1 must be variadic of LLVM dialect-compatible type" \
        in res.stderr
    assert "memref<3xf64>" in res.stderr


def test_affine_loop_fusion_unreachable_on_vector_load(toolchain, monkeypatch):
    """affine-loop-fusion reaches llvm_unreachable("unexpected op") in its dependence graph on
    a vector.load in an affine.for (valid input). Found on corpus seed 1 (prog-00233)."""
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")
    src = FINDINGS / "affine_loop_fusion_vector_load_unreachable.mlir"
    assert run_tool([toolchain.mlir_opt, src, "-o", "/dev/null"], timeout=60).ok
    res = run_tool([toolchain.mlir_opt, src,
                    "--pass-pipeline=builtin.module(func.func(affine-loop-fusion))"], timeout=60)
    assert not res.ok
    assert "unexpected op" in res.stderr
    assert "UNREACHABLE executed" in res.stderr


def test_one_shot_bufferize_drops_copy_of_partly_written_tensor(toolchain):
    """A vector.transfer_write filling row 0 of a constant 2x4 tensor is taken for a complete
    overwrite (tensor shape [2, 4] zipped with vector shape [4]), so the constant is not copied
    into the new buffer and row 1 is uninitialised. With 8x4 (8 > 4) the copy is made.
    Found on corpus seed 1 (prog-00198)."""
    src = (FINDINGS / "one_shot_bufferize_transfer_write_partial_no_copy.mlir").read_text()
    pipeline = "--pass-pipeline=builtin.module(one-shot-bufferize{bufferize-function-boundaries})"
    buggy = run_tool([toolchain.mlir_opt, "-", pipeline], stdin=src, timeout=60)
    assert buggy.ok, buggy.stderr
    assert "memref.alloc" in buggy.stdout
    assert "memref.copy" not in buggy.stdout
    fine = run_tool([toolchain.mlir_opt, "-", pipeline], stdin=src.replace("2x4xi16", "8x4xi16"),
                    timeout=60)
    assert fine.ok, fine.stderr
    assert "memref.copy" in fine.stdout


def test_linalg_to_affine_loops_invalid_dimension(toolchain):
    """convert-linalg-to-affine-loops bounds an affine.for by a value that is not a valid
    affine dimension (valid input, invalid output). Found on corpus seed 1 (prog-00201)."""
    src = FINDINGS / "linalg_to_affine_loops_invalid_dim.mlir"
    assert run_tool([toolchain.mlir_opt, src, "-o", "/dev/null"], timeout=60).ok
    res = run_tool([toolchain.mlir_opt, src, "--pass-pipeline=builtin.module(func.func("
                    "convert-linalg-to-affine-loops))"], timeout=60)
    assert not res.ok
    assert "'affine.for' op operand cannot be used as a dimension id" in res.stderr
    assert match_known(full_signature(res), load_known_crashes()) == \
        "linalg-to-affine-loops-invalid-dim"


def test_arith_unsigned_when_equivalent_ignores_else_branch(toolchain):
    """arith-unsigned-when-equivalent turns extsi of a value that may be negative (the else
    branch yields a function argument) into extui. Found on corpus seed 1 (prog-00219)."""
    src = (FINDINGS / "arith_unsigned_when_equivalent_scf_if_extsi.mlir").read_text()
    res = run_tool([toolchain.mlir_opt, "-", "--arith-unsigned-when-equivalent"], stdin=src,
                   timeout=60)
    assert res.ok, res.stderr
    assert "arith.extui" in res.stdout
    assert "arith.extsi" not in res.stdout
    # yielding the float constant itself (no op in the then branch) keeps the extsi
    fine = run_tool([toolchain.mlir_opt, "-", "--arith-unsigned-when-equivalent"],
                    stdin=src.replace("    %1 = math.acos %cst : f16\n", "")
                    .replace("scf.yield %1, %c1_i32", "scf.yield %cst, %c1_i32"), timeout=60)
    assert fine.ok, fine.stderr
    assert "arith.extsi" in fine.stdout


def test_math_atan2_folds_zero_zero_to_nan(toolchain):
    """canonicalize folds math.atan2(+-0, +-0) to NaN (C/IEEE: +0 and -pi). Found on corpus
    seed 1 (prog-00843)."""
    src = FINDINGS / "math_atan2_fold_zero_zero_nan.mlir"
    res = run_tool([toolchain.mlir_opt, src, "--canonicalize"], timeout=60)
    assert res.ok, res.stderr
    assert "math.atan2" not in res.stdout  # both calls were folded ...
    assert "arith.constant 0x7FF8000000000000 : f64" in res.stdout  # ... to one NaN
    assert "return %cst, %cst" in res.stdout


def test_math_to_llvm_log1p_is_log_of_one_plus_x(toolchain):
    """math.log1p folded (exact) and lowered by convert-math-to-llvm (log(1 + x)) disagree on
    1e-10. Found on corpus seed 1 (prog-00701; expm1 likewise in prog-00652, prog-00883)."""
    import math
    import struct

    src = FINDINGS / "math_to_llvm_log1p_expm1_inexact.mlir"
    pipeline = ("--pass-pipeline=builtin.module(canonicalize,convert-math-to-llvm,"
                "convert-math-to-libm,convert-to-llvm,reconcile-unrealized-casts)")
    low = run_tool([toolchain.mlir_opt, src, pipeline], timeout=60)
    assert low.ok, low.stderr
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=60)
    assert res.ok, res.stderr
    folded, lowered = (int(v) for v in res.stdout.split())

    def bits(x: float) -> int:
        return struct.unpack("<q", struct.pack("<d", x))[0]

    assert folded == bits(math.log1p(1e-10))
    assert lowered == bits(math.log(1 + 1e-10))
    assert folded != lowered


def test_fuse_elementwise_leaves_operandless_generic(toolchain):
    """linalg-fuse-elementwise-ops drops the unused result of a linalg.generic with a func.call
    in its body and leaves a generic without operands: its printed form does not parse again,
    and no linalg-to-loops pass lowers it. Found by ``smith campaign --seed 5`` (prog-00040)."""
    src = FINDINGS / "linalg_fuse_elementwise_operandless_generic.mlir"
    assert run_tool([toolchain.mlir_opt, src, "-o", "/dev/null"], timeout=60).ok
    fused = run_tool([toolchain.mlir_opt, src, "--linalg-fuse-elementwise-ops"], timeout=60)
    assert fused.ok, fused.stderr
    assert "indexing_maps = [], iterator_types = []" in fused.stdout
    reparsed = run_tool([toolchain.mlir_opt, "-", "-o", "/dev/null"], stdin=fused.stdout,
                        timeout=60)
    assert not reparsed.ok
    assert "expected attribute name" in reparsed.stderr
    for loops in ("convert-linalg-to-loops", "convert-linalg-to-parallel-loops",
                  "convert-linalg-to-affine-loops"):
        res = run_tool([toolchain.mlir_opt, src, "--pass-pipeline=builtin.module("
                        f"linalg-fuse-elementwise-ops,one-shot-bufferize,func.func({loops}))"],
                       timeout=60)
        assert res.ok, res.stderr
        assert "linalg.generic" in res.stdout, loops


def test_lift_cf_to_scf_aborts_on_llvm_branches(toolchain, monkeypatch):
    """lift-cf-to-scf on a function whose CFG uses llvm.br/llvm.cond_br (valid IR, as left by
    convert-cf-to-llvm) reports the unknown branch and then aborts in UseDefLists.h (BlockOperand
    still in use). Found by stepwise paths on ``smith gen --seed 1`` (prog-00016)."""
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")
    src = FINDINGS / "lift_cf_to_scf_llvm_branches_use_list_abort.mlir"
    assert run_tool([toolchain.mlir_opt, src, "-o", "/dev/null"], timeout=60).ok
    res = run_tool([toolchain.mlir_opt, src, "--lift-cf-to-scf"], timeout=60)
    assert res.returncode == -6, res.returncode  # SIGABRT
    assert "Cannot convert unknown control flow op" in res.stderr
    assert "Cannot destroy a value that still has uses!" in res.stderr


@pytest.mark.parametrize("pass_", ["int-range-optimizations",
                                   "arith-int-range-narrowing{int-bitwidths-supported=32}"])
def test_integer_range_analysis_aborts_on_affine_min_bound(toolchain, monkeypatch, pass_):
    """IntegerRangeAnalysis dereferences the empty optional affine.for gives for a min/max upper
    bound (llvm/llvm-project#180312, fixed after 22.1.8). Found by stepwise paths (prog-00001)."""
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")
    src = FINDINGS / "int_range_affine_for_min_bound_abort.mlir"
    assert run_tool([toolchain.mlir_opt, src, "-o", "/dev/null"], timeout=60).ok
    res = run_tool([toolchain.mlir_opt, src, f"--pass-pipeline=builtin.module({pass_})"],
                   timeout=60)
    assert res.returncode == -6, res.returncode  # SIGABRT
    assert "Assertion 'this->_M_is_engaged()' failed" in res.stderr


def test_new_known_crashes_match_their_reproducers(toolchain, monkeypatch):
    """The known_crashes.json patterns of the two stepwise crashes match the signature (primary
    line and symbolized top frames) that triage derives from their reproducers, so campaigns
    count them as known instead of reporting them again."""
    monkeypatch.delenv("LLVM_DISABLE_SYMBOLIZATION", raising=False)
    known = {k.id: k for k in load_known_crashes()}
    cases = {"lift-cf-to-scf-llvm-branch-use-list":
             ("lift_cf_to_scf_llvm_branches_use_list_abort.mlir", "lift-cf-to-scf"),
             "integer-range-analysis-affine-for-minmax-bound":
             ("int_range_affine_for_min_bound_abort.mlir", "int-range-optimizations")}
    for kid, (fixture, pass_) in cases.items():
        res = run_tool([toolchain.mlir_opt, FINDINGS / fixture,
                        f"--pass-pipeline=builtin.module({pass_})"], timeout=120)
        assert match_known(full_signature(res), list(known.values())) == kid


def test_arith_expand_minimumf_ignores_signed_zero(toolchain):
    """arith-expand's expansion of arith.minimumf/maximumf (cmpf + select) ignores -0.0 < +0.0,
    which both ops define: minimumf(-0.0, +0.0) becomes +0.0, maximumf(+0.0, -0.0) -0.0. Found
    by ``smith campaign --dialects tosa,arith --seed 2026`` (prog-01821)."""
    src = FINDINGS / "arith_expand_minimumf_signed_zero.mlir"

    def run(expand: str) -> list[str]:
        low = run_tool([toolchain.mlir_opt, src, "--pass-pipeline=builtin.module(func.func("
                        f"{expand}convert-arith-to-llvm),convert-to-llvm,"
                        "reconcile-unrealized-casts)"], timeout=60)
        assert low.ok, low.stderr
        res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                        toolchain.shared_libs_flag], stdin=low.stdout, timeout=60)
        assert res.ok, res.stderr
        return res.stdout.split()

    assert run("") == ["-0", "0", "-0", "0"]  # min(-0, +0), max(-0, +0), min(+0, -0), max(+0, -0)
    assert run("arith-expand,") == ["0", "0", "-0", "-0"]
    assert match_known("first divergent pass arith-expand; ops arith.cmpf,arith.minimumf,"
                       "arith.select", load_known_wrong_code()) == \
        "arith-expand-minimumf-maximumf-signed-zero"


def test_tosa_decompositions_pad_i8_depthwise_with_wrong_type(toolchain):
    """tosa-optional-decompositions pads the i32-widened input of an i8 1x1 depthwise_conv2d
    with an i8 pad value: invalid IR (found by smith tosa-ref's probe, prog-00054)."""
    src = FINDINGS / "tosa_decompose_depthwise_i8_pad_type.mlir"
    assert run_tool([toolchain.mlir_opt, src, "-o", "/dev/null"], timeout=60).ok
    res = run_tool([toolchain.mlir_opt, src, "--pass-pipeline=builtin.module(func.func("
                    "tosa-optional-decompositions))", "-o", "/dev/null"], timeout=60)
    assert not res.ok
    assert "'tosa.pad' op expect input and output to have same element type, got 'i32' and " \
           "'i8'" in res.stderr
    assert match_known(full_signature(res), load_known_crashes()) == \
        "tosa-decompose-depthwise-i8-pad-type"


def test_one_shot_bufferize_writes_a_constant_through_index_switch(toolchain, monkeypatch):
    """A tensor.insert into an scf.index_switch result that may be a constant is bufferized in
    place: the store goes to the read-only memref.get_global buffer and the program segfaults.
    With scf.if the constant is copied first and the program prints 2. Found by the 18-minute
    middle-dialect campaign (--seed 2027: two SIGSEGVs on every path)."""
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")
    src = (FINDINGS / "one_shot_bufferize_index_switch_writes_constant.mlir").read_text()
    lower = ("--pass-pipeline=builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
             "convert-scf-to-cf,expand-strided-metadata,finalize-memref-to-llvm,convert-to-llvm,"
             "reconcile-unrealized-casts)")
    as_if = src.replace("scf.index_switch %c0 -> tensor<2x2xf16>\n  case 4 {",
                        "scf.if %false -> tensor<2x2xf16> {").replace(
        "  }\n  default {", "  } else {").replace(
        "  %three = arith.constant", "  %false = arith.constant false\n  %three = arith.constant")
    outcomes = []
    for text in (src, as_if):
        low = run_tool([toolchain.mlir_opt, "-", lower], stdin=text, timeout=60)
        assert low.ok, low.stderr
        outcomes.append(run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                                  toolchain.shared_libs_flag], stdin=low.stdout, timeout=60))
    assert outcomes[0].returncode == -11, outcomes[0]  # SIGSEGV: a store to read-only memory
    assert outcomes[1].ok, outcomes[1]
    assert outcomes[1].stdout.split() == ["2"], outcomes[1]


def test_remove_dead_values_segfaults_on_affine_for_iter_args(toolchain, monkeypatch):
    """remove-dead-values segfaults (in cleanUpDeadVals) on an affine.for whose second
    iter_args result is unused; the same loop written with scf.for is cleaned."""
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")
    src = (FINDINGS / "remove_dead_values_affine_for_iter_args_segfault.mlir").read_text()
    assert run_tool([toolchain.mlir_opt, "-", "-o", "/dev/null"], stdin=src, timeout=60).ok
    res = run_tool([toolchain.mlir_opt, "-", "--remove-dead-values"], stdin=src, timeout=60)
    assert res.returncode == -11, res  # SIGSEGV
    as_scf = src.replace("affine.for %i = 0 to 3 iter_args",
                         "scf.for %i = %c0 to %c3 step %c1 iter_args").replace(
        "affine.yield", "scf.yield").replace(
        "  %c0 = arith.constant 0 : index\n",
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
        "  %c3 = arith.constant 3 : index\n")
    fine = run_tool([toolchain.mlir_opt, "-", "--remove-dead-values"], stdin=as_scf, timeout=60)
    assert fine.ok, fine.stderr
    assert "index" not in fine.stdout.split("scf.for", 1)[1].split("{", 1)[0]  # result dropped


def test_sccp_keeps_a_vector_insert_folded_at_a_stale_while_result(toolchain):
    """sccp folds a vector.insert whose dynamic position is an scf.while result to the insert
    at the loop's initial value: 9 without the pass, 7 with it; the while result itself stays
    unfolded. Found by the 30-minute middle-dialect campaign (--seed 2027, prog-01084)."""
    src = FINDINGS / "sccp_while_result_stale_constant_vector_insert.mlir"
    tail = "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
    assert _lower_and_run(toolchain, src, tail) == "9"
    assert _lower_and_run(toolchain, src, "sccp," + tail) == "7"
    folded = run_tool([toolchain.mlir_opt, src, "--sccp"], timeout=60)
    assert "scf.while" in folded.stdout  # the loop stays; its result is not a constant
    # remove-dead-values runs the same dataflow analyses: it erases the loop and inserts at 1
    assert _lower_and_run(toolchain, src, "remove-dead-values," + tail) == "7"
    cleaned = run_tool([toolchain.mlir_opt, src, "--remove-dead-values"], timeout=60)
    assert "scf.while" not in cleaned.stdout


def test_fold_memref_alias_ops_expand_shape_into_out_of_bounds_transfer_read(toolchain):
    """fold-memref-alias-ops folds an expand_shape into a transfer_read that is out of bounds
    along the unit dimension: (1, 7, 7) becomes (1, 2, 7). Found by the 30-minute
    middle-dialect campaign (--seed 2027)."""
    src = FINDINGS / "fold_memref_alias_ops_expand_shape_out_of_bounds_transfer_read.mlir"
    tail = ("convert-vector-to-scf,expand-strided-metadata,convert-vector-to-llvm,"
            "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts")
    assert _lower_and_run(toolchain, src, tail) == "( 1, 7, 7 )"
    assert _lower_and_run(toolchain, src, "fold-memref-alias-ops," + tail) == "( 1, 2, 7 )"


def test_one_shot_bufferize_writes_in_place_into_a_buffer_an_affine_for_reads_again(toolchain):
    """An element-wise linalg.add in an affine.for reads %t (defined before the loop); once cse
    gives it %t's tensor.empty as outs, one-shot-bufferize writes it in place into %t's buffer:
    2, 2 becomes 2, 4. With the loop an scf.for (lower-affine first) the add gets its own
    buffer. Found by the 30-minute middle-dialect campaign (--seed 2027, prog-01111 and
    prog-04838, first divergent pass cse)."""
    src = FINDINGS / "one_shot_bufferize_affine_for_elementwise_in_place.mlir"
    tail = ("one-shot-bufferize,func.func(convert-linalg-to-loops),lower-affine,"
            "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts")
    assert _lower_and_run(toolchain, src, tail).split() == ["2", "2"]
    assert _lower_and_run(toolchain, src, "cse," + tail).split() == ["2", "4"]
    assert _lower_and_run(toolchain, src, "cse,lower-affine," + tail).split() == ["2", "2"]
    for key in ("first divergent pass cse; ops arith.constant,arith.muli,tensor.empty",
                "first divergent pass cse; ops arith.constant,llvm.mlir.constant,tensor.empty"):
        assert match_known(key, load_known_wrong_code()) == \
            "one-shot-bufferize-affine-for-elementwise-in-place"


def test_one_shot_bufferize_drops_the_copy_once_a_fold_makes_the_write_index_constant(
        toolchain, monkeypatch):
    """The transfer_write bug above, reached through sccp folding arith.minui(0, 1) to 0: the
    copy of the constant is made before the fold (7) and dropped after it, so the element
    printed is fresh memory, the byte glibc fills it with (MALLOC_PERTURB_ p gives p ^ 0xff).
    Found by the 30-minute middle-dialect campaign (--seed 2027, prog-01843)."""
    src = FINDINGS / "one_shot_bufferize_transfer_write_folded_index_no_copy.mlir"
    tail = ("one-shot-bufferize,convert-vector-to-scf,expand-strided-metadata,"
            "convert-vector-to-llvm,lower-affine,convert-scf-to-cf,convert-to-llvm,"
            "reconcile-unrealized-casts")
    monkeypatch.setenv("GLIBC_TUNABLES", "glibc.malloc.tcache_count=0")
    for byte, printed in ((85, "-86"), (170, "85")):
        monkeypatch.setenv("MALLOC_PERTURB_", str(byte))
        assert _lower_and_run(toolchain, src, tail) == "7"
        assert _lower_and_run(toolchain, src, "sccp," + tail) == printed
    for passes, copies in (("", True), ("sccp,", False)):
        res = run_tool([toolchain.mlir_opt, src,
                        f"--pass-pipeline=builtin.module({passes}one-shot-bufferize)"],
                       timeout=60)
        assert res.ok, res.stderr
        assert ("memref.copy" in res.stdout) == copies


def _lower_and_run(toolchain, src: Path, passes: str) -> str:
    """What ``@main`` of ``src`` prints after ``builtin.module(passes)`` (mlir-runner)."""
    low = run_tool([toolchain.mlir_opt, src, f"--pass-pipeline=builtin.module({passes})"],
                   timeout=60)
    assert low.ok, low.stderr
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=60)
    assert res.ok, res.stderr
    return res.stdout.strip()


def test_operandless_generic_on_a_lowering_path_has_its_known_id(toolchain, tmp_path):
    """The campaign's face of the operand-less generic (a tosa,arith campaign, --seed 28,
    recorded it as a new pass-failure): on a whole lowering path mlir-runner fails on the
    linalg op, and that signature has the known id; the same path without the fusion prints
    erf(1.5)."""
    text = (FINDINGS / "linalg_fuse_elementwise_operandless_generic_run.mlir").read_text()
    tail = ("one-shot-bufferize{bufferize-function-boundaries}", "convert-linalg-to-loops",
            "convert-vector-to-llvm", "convert-math-to-libm", "finalize-memref-to-llvm",
            "convert-to-llvm", "reconcile-unrealized-casts")
    fused, plain = (compile_path(text, LoweringPath(name, passes, frozenset(
        {"convert-linalg-to-loops"})), toolchain, tmp_path / name, crash_reproducer=False)
        for name, passes in (("fused", ("linalg-fuse-elementwise-ops", *tail)), ("plain", tail)))
    verdict = path_verdict(fused, load_known_crashes())  # without: a not-lowered stop
    assert (fused.stage, verdict.status) == ("run", "error")
    assert path_verdict(fused).status == "not-lowered"
    assert match_known(verdict.signature, load_known_crashes()) == \
        "linalg-fuse-elementwise-operandless-generic"
    assert plain.stage == "done"
    assert plain.output == "0.966105"


def test_eliminate_empty_tensors_materializes_a_conditional_write_unconditionally(toolchain):
    """eliminate-empty-tensors makes the op whose result an scf.if materializes in a buffer
    write that buffer before the scf.if, taken or not: 12 becomes 0.25. Found by a 25-minute
    mixed-dialect campaign (--seed 3032, prog-00166, first divergent pass
    eliminate-empty-tensors)."""
    src = FINDINGS / "eliminate_empty_tensors_conditional_materialize.mlir"
    tail = ("one-shot-bufferize,func.func(convert-linalg-to-loops),convert-scf-to-cf,"
            "convert-to-llvm,reconcile-unrealized-casts")
    assert _lower_and_run(toolchain, src, tail) == "12"
    assert _lower_and_run(toolchain, src, "eliminate-empty-tensors," + tail) == "0.25"
    key = "first divergent pass eliminate-empty-tensors; ops bufferization.to_tensor"
    assert match_known(key, load_known_wrong_code()) == \
        "eliminate-empty-tensors-conditional-materialize"


def test_fuse_elementwise_aborts_folding_a_rank0_constant_copy(toolchain, monkeypatch):
    """linalg-fuse-elementwise-ops aborts (SmallVector::front of an empty vector) in
    FoldConstantTranspose on a rank-0 linalg.copy of a constant; the same copy of a
    tensor<1xi16> folds to the constant. The symbolized signature has the known id, and its
    confirmation's message and frames regexes hold on it. Found by the 25-minute mixed-dialect
    campaign (--seed 3032, prog-00100)."""
    monkeypatch.delenv("LLVM_DISABLE_SYMBOLIZATION", raising=False)
    src = (FINDINGS / "linalg_fuse_elementwise_fold_constant_transpose_rank0_abort.mlir"
           ).read_text()
    assert run_tool([toolchain.mlir_opt, "-", "-o", "/dev/null"], stdin=src, timeout=60).ok
    res = run_tool([toolchain.mlir_opt, "-", "--pass-pipeline=builtin.module("
                    "linalg-fuse-elementwise-ops)"], stdin=src, timeout=120)
    assert res.returncode == -6, res.returncode  # SIGABRT
    signature = full_signature(res)
    kid = "linalg-fuse-elementwise-fold-constant-transpose-rank0"
    assert match_known(signature, load_known_crashes()) == kid
    entry = next(e for e in json.loads(KNOWN_CRASHES_PATH.read_text())["crashes"]
                 if e["id"] == kid)
    primary, _, frames = signature.partition(" @ ")
    assert re.search(entry["confirm"]["message"], primary)
    assert re.search(entry["confirm"]["frames"], frames)
    fine = run_tool([toolchain.mlir_opt, "-", "--linalg-fuse-elementwise-ops"],
                    stdin=src.replace("tensor<i16>", "tensor<1xi16>"), timeout=60)
    assert fine.ok, fine.stderr
    assert "linalg.copy" not in fine.stdout
