"""Localisation by pass sequence, uninitialised-read detection, run-time trap classification
(issue 19), on the real toolchain."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

from ground.draw import Draw
from ground.proc import ToolResult, run_tool
from lowering.findings.finding_test import Oracle, Step, difference_test
from lowering.findings.localise import (
    PassEdits,
    ddmin,
    localise,
    lowering_alternative,
    order_differs,
)
from lowering.findings.traps import classify_trap, trap_signal
from lowering.findings.uninit import (
    fill_allocas,
    fill_fresh,
    first_user,
    fresh_allocations,
    locate_uninit,
    run_patterns,
)
from lowering.findings.uninit_group import uninit_key
from lowering.passmap import load_passmap
from lowering.paths import draw_paths
from lowering.pipeline import PassRunner
from lowering.verdict import load_known_wrong_code, match_known

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"
TAIL = ("func.func(tosa-to-arith)", "one-shot-bufferize{bufferize-function-boundaries}",
        "func.func(convert-linalg-to-loops)", "convert-scf-to-cf", "finalize-memref-to-llvm",
        "convert-to-llvm", "reconcile-unrealized-casts")


def test_first_user_of_an_allocation_stays_in_its_function():
    # two functions define %alloc: the one of @main is first used by the call, and through
    # the callee's argument by the transfer_write (not by the other function's linalg.fill)
    ir = """func.func private @compute(%arg0: vector<4xi64>, %arg1: memref<3x1xi64>, %x: i16) {
  %c0 = arith.constant 0 : index
  %alloc = memref.alloc() : memref<3xi16>
  linalg.fill ins(%x : i16) outs(%alloc : memref<3xi16>)
  vector.transfer_write %arg0, %arg1[%c0, %c0] : vector<4xi64>, memref<3x1xi64>
  return
}
func.func @main() {
  %alloc = memref.alloc() : memref<3x1xi64>
  %v = arith.constant dense<1> : vector<4xi64>
  %x = arith.constant 1 : i16
  call @compute(%v, %alloc, %x) : (vector<4xi64>, memref<3x1xi64>, i16) -> ()
  return
}"""
    allocs = fresh_allocations(ir)
    assert [name for _, name in allocs] == ["%alloc", "%alloc"]
    assert [first_user(ir, name, line) for line, name in allocs] == [
        "linalg.fill", "vector.transfer_write"]


def test_order_differs():
    assert not order_differs(["a", "b", "c"], ["a", "c"])  # a set difference only
    assert order_differs(["b", "a"], ["a", "b"])
    assert not order_differs(["a", "x", "b"], ["a", "b", "y"])


def test_edits_apply_turns_reference_into_divergent():
    ed = PassEdits(("a", "e", "b", "c"), ("a", "b", "e", "c", "d"))
    every = ed.all()
    assert ed.apply(every)[0] == ["a", "b", "e", "c", "d"]
    assert ed.apply([])[0] == ["a", "e", "b", "c"]
    # undoing one insertion leaves the rest applied
    one = [e for e in every if e[0] == "ins"][-1]
    assert ed.apply([e for e in every if e != one])[0] == ["a", "b", "e", "c"]


def test_edits_swap_one_conversion_for_another():
    ed = PassEdits(("a", "loops", "c"), ("a", "parallel", "c"))
    assert ed.all() == [("swap", 1, 1)]
    assert ed.apply([("swap", 1, 1)])[0] == ["a", "parallel", "c"]
    assert ed.apply([])[0] == ["a", "loops", "c"]


def test_ddmin_passes_is_one_minimal():
    need = {"b", "d"}
    out = ddmin(list("abcdef"), lambda ps: need <= set(ps))
    assert out == ["b", "d"]


def _step(passes):
    return Step.of("builtin.module(" + ",".join(passes) + ")")


def test_localise_names_arith_expand_when_only_the_order_differs(toolchain, tmp_path):
    """The two paths run the same passes; arith-expand before or after tosa-to-linalg. The
    prefix bisection cannot tell; localisation by sequence names arith-expand, with the ops
    that make the known signed-zero bug match."""
    program = (FINDINGS / "arith_expand_after_tosa_to_linalg_minimum.mlir").read_text()
    ref = ("func.func(arith-expand,tosa-to-linalg)", *TAIL)
    div = ("func.func(tosa-to-linalg,arith-expand)", *TAIL)
    test = difference_test("wrong-code", _step(ref), _step(div))
    assert order_differs(test.step.passes, test.reference.passes)
    loc = localise(test, program, Oracle(toolchain, tmp_path), load_known_wrong_code())
    assert loc.pass_name == "arith-expand", loc
    assert loc.index == test.step.passes.index("arith-expand")
    assert "arith.minimumf" in loc.ops
    key = loc.key(test.step.passes, test.reference.passes)
    assert key.startswith("first divergent pass arith-expand; ops ")
    assert match_known(key, load_known_wrong_code()) == "arith-expand-minimumf-maximumf-signed-zero"


def test_localise_gives_up_after_max_runs_whatever_the_clock(toolchain, tmp_path):
    """The localisation's budget is a number of tool runs, not seconds: with too few it
    gives up (not located), whatever the machine's load (44 runs locate this one)."""
    program = (FINDINGS / "arith_expand_after_tosa_to_linalg_minimum.mlir").read_text()
    test = difference_test("wrong-code", _step(("func.func(arith-expand,tosa-to-linalg)", *TAIL)),
                           _step(("func.func(tosa-to-linalg,arith-expand)", *TAIL)))
    oracle = Oracle(toolchain, tmp_path, max_runs=6)
    loc = localise(test, program, oracle, load_known_wrong_code())
    assert loc.pass_name is None, loc
    assert 6 <= oracle.processes <= 8  # a lower-and-run in progress completes
    assert oracle.out_of_time()


def test_localise_in_the_compiler_worker_finds_what_the_tools_find(toolchain, tmp_path):
    """The oracle's tools run in the compiler worker (the campaign's localisation) or as
    subprocesses (reductions): the same pass, ops, minimal list and method either way."""
    program = (FINDINGS / "arith_expand_after_tosa_to_linalg_minimum.mlir").read_text()
    test = difference_test("wrong-code", _step(("func.func(arith-expand,tosa-to-linalg)", *TAIL)),
                           _step(("func.func(tosa-to-linalg,arith-expand)", *TAIL)))
    locs = [localise(test, program, Oracle(toolchain, tmp_path / iso, isolation=iso),
                     load_known_wrong_code()) for iso in ("worker", "subprocess")]
    assert [attrs.evolve(loc, processes=0) for loc in locs] == [
        attrs.evolve(locs[1], processes=0)] * 2


def test_a_fold_gives_way_to_the_known_lowering_bug_it_hides(toolchain):
    # tosa-layerwise-constant-fold computes the reduce_max that tosa-to-linalg mis-seeds
    # (known_wrong_code.json: tosa-to-linalg-lowest-finite-seed): removing the fold restores
    # the wrong output, so the pass list alone names the fold; the known lowering bug wins.
    program = (FINDINGS / "tosa_to_linalg_reduce_max_lowest_seed.mlir").read_text()
    runner = PassRunner(toolchain, frozenset({"tosa-to-linalg", "tosa-to-arith"}))
    ref = ["tosa-to-linalg", "tosa-to-arith", "one-shot-bufferize"]
    loc = lowering_alternative(runner, program, "tosa-layerwise-constant-fold",
                               ["tosa.reduce_max"], ref, load_known_wrong_code())
    assert loc is not None
    assert (loc.pass_name, loc.ops, loc.path) == ("tosa-to-linalg", ("tosa.reduce_max",),
                                                  "reference")
    assert loc.method == "fold-vs-lowering"
    assert match_known(loc.key(ref, ref), load_known_wrong_code()) == (
        "tosa-to-linalg-lowest-finite-seed")
    # no known bug names the lowering: the fold stays named
    assert lowering_alternative(runner, program, "tosa-layerwise-constant-fold",
                                ["tosa.reduce_max"], ref, ()) is None


def test_localise_reports_a_difference_that_does_not_reproduce(toolchain, tmp_path):
    program = (FINDINGS / "arith_expand_after_tosa_to_linalg_minimum.mlir").read_text()
    same = ("func.func(tosa-to-linalg)", *TAIL)
    test = difference_test("wrong-code", _step(same), _step(same))
    loc = localise(test, program, Oracle(toolchain, tmp_path))
    assert loc.pass_name is None
    assert loc.method == "none"
    assert "does not reproduce" in loc.reason


UNINIT = """func.func @main() {
  %m = memref.alloc() : memref<4xi32>
  %s = memref.alloca() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c0] : memref<4xi32>
  %w = memref.load %s[%c1] : memref<4xi32>
  vector.print %v : i32
  vector.print %w : i32
  memref.dealloc %m : memref<4xi32>
  return
}
"""
LOWER = ["finalize-memref-to-llvm", "convert-to-llvm", "reconcile-unrealized-casts"]


def test_fill_allocas_and_perturbed_heap_show_uninitialised_reads(toolchain, tmp_path):
    pm = load_passmap()
    runner = PassRunner(toolchain, pm.func_nested)
    low = runner.run(UNINIT, LOWER)
    assert low.ok, low.tool.stderr
    text, n = fill_allocas(low.ir or "", 0x55)
    assert n == 1
    assert '"llvm.intr.memset"' in text
    runs = run_patterns(toolchain, low.ir or "", tmp_path / "p")
    assert runs.stable
    assert runs.reads_uninitialised
    # the stack slot holds the pattern itself; the heap block the pattern's complement
    assert runs.outputs[0].split() == [str(0xAAAAAAAA - (1 << 32)), str(0x55555555)]
    rep = locate_uninit(UNINIT, LOWER, runner, pm, toolchain, tmp_path / "loc")
    assert rep.classification == "input"  # the program itself reads unwritten memory


def test_initialised_program_is_not_flagged(toolchain, tmp_path):
    text = UNINIT.replace("  %v = memref.load", "  %k = arith.constant 7 : i32\n"
                          "  memref.store %k, %m[%c0] : memref<4xi32>\n"
                          "  memref.store %k, %s[%c1] : memref<4xi32>\n  %v = memref.load")
    pm = load_passmap()
    rep = locate_uninit(text, LOWER, PassRunner(toolchain, pm.func_nested), pm, toolchain,
                        tmp_path)
    assert rep.classification == "none", rep


def test_trap_signal_reads_return_codes():
    def res(rc):
        return ToolResult(("x",), rc, "", "", timed_out=False, seconds=0.0)

    assert trap_signal(res(-8)) == 8
    assert trap_signal(res(139)) == 11
    assert trap_signal(res(1)) is None
    assert trap_signal(res(-6)) is None  # an abort (failed assertion) is not a trap


def test_index_ceildivs_trap_is_classified_as_a_shared_lowering(toolchain, tmp_path):
    """index.ceildivs(INT_MAX, -1) is defined (-INT_MAX) and no runtime check fails, yet every
    lowering traps: convert-index-to-llvm computes (INT_MAX + 1) / -1 eagerly."""
    program = (FINDINGS / "index_ceildivs_to_llvm_int_max_by_minus_one_sigfpe.mlir").read_text()
    pm = load_passmap()
    path = draw_paths(program, pm, Draw(0), k=1, optimize=False)[0]
    rep = classify_trap(program, path.passes, path.func_nested, pm, toolchain, tmp_path)
    assert rep.classification == "every-lowering", rep
    assert rep.signal == 8
    assert rep.trap_ops == ("index.ceildivs",)
    assert rep.lowered_by == {"index.ceildivs": "convert-index-to-llvm"}


def test_trap_finding_is_classified_and_reduced_without_ub(toolchain, passmap, known, tmp_path):
    """smith run writes the trap's classification into the finding; smith reduce keeps the
    reduced program UB-free (cutting INT_MAX and -1 to constants 0 would make it a division by
    zero, which ubfix guards: the round is undone)."""
    from lowering.findings.store import FindingStore
    from lowering.reduction.reduce import reduce_finding
    from lowering.run.program import RunOptions, run_program

    program = (FINDINGS / "index_ceildivs_to_llvm_int_max_by_minus_one_sigfpe.mlir").read_text()
    rep = run_program(program, "p", RunOptions(paths=2, report_known=True), toolchain, passmap,
                      known, tmp_path, store=FindingStore(tmp_path))  # a known trap: written on request
    assert rep.verdict.kind == "crash"
    (finding,) = rep.findings
    meta = json.loads((finding / "meta.json").read_text())
    assert meta["trap"]["classification"] == "every-lowering"
    assert meta["trap"]["lowered_by"] == {"index.ceildivs": "convert-index-to-llvm"}
    data = reduce_finding(finding, tmp_path / "red", toolchain, time_limit=600)
    reduced = (tmp_path / "red" / "reduced.mlir").read_text()
    assert data["ops_after"] <= data["ops_before"]
    assert "9223372036854775807" in reduced
    assert "-1" in reduced


def test_fill_fresh_fills_program_allocations():
    text, n = fill_fresh(UNINIT + "func.func @g() -> tensor<2x?xf16> {\n"
                         "  %c = arith.constant 3 : index\n"
                         "  %e = tensor.empty(%c) : tensor<2x?xf16>\n"
                         "  return %e : tensor<2x?xf16>\n}\n", 0x55)
    assert n == 3
    assert "linalg.fill ins(%smith_pat1 : i32) outs(%m : memref<4xi32>)" in text
    assert "%smith_pat2 = arith.constant 1431655765 : i32" in text
    assert "%smith_empty3 = tensor.empty(%c) : tensor<2x?xf16>" in text
    assert "%e = linalg.fill ins(%smith_pat3 : f16) outs(%smith_empty3 : tensor<2x?xf16>)" in text


def test_uninitialised_read_of_every_path_names_one_shot_bufferize(toolchain, tmp_path):
    """The known one-shot-bufferize bug: the program reads no fresh memory (filling its
    allocations changes nothing), every lowering does: the pass named is one-shot-bufferize,
    not the program ("input") as a pure-path check alone would say."""
    program = (FINDINGS / "one_shot_bufferize_transfer_write_partial_no_copy.mlir").read_text()
    pm = load_passmap()
    path = draw_paths(program, pm, Draw(0), k=1, optimize=False)[0]
    rep = locate_uninit(program, path.passes, PassRunner(toolchain, path.func_nested), pm,
                        toolchain, tmp_path)
    assert rep.classification == "every-path", rep
    assert rep.pass_name.startswith("one-shot-bufferize")


def test_known_patterns_of_triage_keys():
    """Keys smith triage gives (a located pass, an uninitialised read after a pass) match the
    known bugs they are; a conversion of the op itself does not match the folder bug."""
    known = load_known_wrong_code()
    cases = {
        "first divergent pass arith-expand; ops arith.cmpi,arith.select,math.atan2,memref.dim":
            "math-atan2-fold-zero-zero-nan",
        "first divergent pass convert-math-to-libm; ops func.call,math.atan2": None,
        "first divergent pass tosa-to-linalg-named; ops tosa.max_pool2d":
            "tosa-to-linalg-lowest-finite-seed",
        "uninitialised read after affine-loop-fusion; ops affine.for,affine.load":
            "affine-loop-fusion-uninit-read",
        "uninitialised read after one-shot-bufferize; ops memref.alloc,vector.transfer_write;"
        " buffer of vector.transfer_write": "one-shot-bufferize-transfer-write-no-copy",
        "uninitialised read after one-shot-bufferize; ops memref.alloc,vector.transfer_write;"
        " buffer of linalg.map": "one-shot-bufferize-linalg-map-init",
        "first divergent pass arith-expand; ops arith.constant,math.expm1":
            "math-to-llvm-log1p-expm1-inexact",
        "first divergent pass convert-math-to-llvm; ops llvm.intr.log,math.log1p":
            "math-to-llvm-log1p-expm1-inexact",
    }
    for key, kid in cases.items():
        assert match_known(key, known) == kid, key


def test_canonicalize_folds_a_truncating_index_castui_round_trip(toolchain):
    """Regression check of the toolchain (fails once MLIR fixes it: llvm/llvm-project#90238)."""
    src = FINDINGS / "canonicalize_index_castui_round_trip_truncation.mlir"

    def run(pre: str) -> str:
        low = run_tool([toolchain.mlir_opt, src, f"--pass-pipeline=builtin.module({pre}"
                        "convert-to-llvm,reconcile-unrealized-casts)"], timeout=120)
        assert low.ok, low.stderr
        res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                        toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
        assert res.ok, res.stderr
        return res.stdout.strip()

    assert run("") == "65535"
    assert run("canonicalize,") == str((1 << 64) - 1)  # the round trip folded to x = -1
    key = "first divergent pass canonicalize; ops arith.index_castui,arith.muli"
    assert match_known(key, load_known_wrong_code()) == "canonicalize-index-castui-round-trip"


def test_one_shot_bufferize_drops_the_init_of_linalg_map(toolchain, tmp_path):
    """Regression check of the toolchain (fails once MLIR fixes it: llvm/llvm-project#213241):
    the lowered fixture prints what fresh memory held, not 11 and 22."""
    src = FINDINGS / "one_shot_bufferize_linalg_map_init_read.mlir"
    low = run_tool([toolchain.mlir_opt, src, "--pass-pipeline=builtin.module(one-shot-bufferize"
                    "{bufferize-function-boundaries},func.func(convert-linalg-to-loops),"
                    "convert-scf-to-cf,expand-strided-metadata,finalize-memref-to-llvm,"
                    "convert-to-llvm,reconcile-unrealized-casts)"], timeout=120)
    assert low.ok, low.stderr
    runs = run_patterns(toolchain, low.stdout, tmp_path)
    assert runs.reads_uninitialised  # the output changes with the fill pattern
    assert "11\n22" not in runs.outputs
    for out in runs.outputs:  # 0x55 ^ 0xff = 0xaa (-86) and 0x55: each plus 1 and 2
        assert out.split() in (["-85", "-84"], ["86", "87"])


@pytest.mark.parametrize(("fixture", "bug", "user"), [
    ("one_shot_bufferize_transfer_write_partial_no_copy.mlir",
     "one-shot-bufferize-transfer-write-no-copy", "vector.transfer_write"),
    ("one_shot_bufferize_linalg_map_init_read.mlir", "one-shot-bufferize-linalg-map-init",
     "linalg.map")])
def test_two_bufferization_bugs_get_two_keys(toolchain, tmp_path, fixture, bug, user):
    """Both known one-shot-bufferize bugs read a fresh buffer on every path; the key names the
    op that first uses the buffer read uninitialised, so each matches its own known bug."""
    program = (FINDINGS / fixture).read_text()
    pm = load_passmap()
    path = draw_paths(program, pm, Draw(0), k=1, optimize=False)[0]
    runner = PassRunner(toolchain, path.func_nested)
    rep = locate_uninit(program, path.passes, runner, pm, toolchain, tmp_path / "loc")
    assert rep.classification == "every-path", rep
    key, found = uninit_key(program, rep, runner, pm, toolchain, tmp_path / "key", "main", 60)
    assert found == user, key
    assert key.endswith(f"; buffer of {user}")
    assert match_known(key, load_known_wrong_code()) == bug
