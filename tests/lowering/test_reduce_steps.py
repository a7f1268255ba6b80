"""The cheap steps of a wrong-code reduction (issue 19): the localisation's pass pair, the cut to
the differing output lines with dead-code elimination, the uninitialised-read check of every
candidate, the UB check of a result. Real toolchain, no timing."""

from __future__ import annotations

from pathlib import Path

import attrs
from mlir import ir

from ground.proc import run_tool
from lowering.execute import runner_argv
from lowering.findings.finding_test import FindingTest, Oracle, Step, difference_test
from lowering.pipeline import PassRunner
from lowering.reduction.ir_dead import drop_loop_values
from lowering.reduction.ir_edit import (
    bindings_context,
    count_ops,
    dead_buffers,
    drop_unused_values,
    entry_prints,
    erase_trivially_dead,
    forward_op,
    keep_prints,
    poison_to_constants,
    privatize,
    top_ops,
)
from lowering.reduction.ir_regions import MAX_TRIPS, inline_ops, region_choices, trip_values
from lowering.reduction.reduce import CANDIDATE_FLOOR, candidate_timeout
from lowering.reduction.steps import (
    DifferenceTest,
    OwnBug,
    clean,
    cut_to_lines,
    dead_code,
    differing_lines,
    forward_ops,
    inline_regions,
    pass_pairs,
    ub_free,
)

FINDINGS = Path(__file__).resolve().parents[1] / "fixtures" / "findings"
TAIL = ("convert-math-to-llvm", "finalize-memref-to-llvm", "convert-to-llvm",
        "reconcile-unrealized-casts")

# atan2(-0, -0): arith-expand folds it to NaN, libm (convert-math-to-llvm) returns -pi: a
# known MLIR 22.1.8 wrong-code (known_wrong_code.json: math-atan2-fold-zero-zero-nan); the
# other values only dilute it
PROGRAM = """\
func.func @compute(%a: i64, %b: f64) -> (i64, f64, i64) {
  %cst = arith.constant -0.000000e+00 : f64
  %0 = math.atan2 %cst, %cst : f64
  %1 = arith.addi %a, %a : i64
  %2 = arith.mulf %b, %b : f64
  %m = memref.alloc() : memref<4xi64>
  %c0 = arith.constant 0 : index
  memref.store %1, %m[%c0] : memref<4xi64>
  %3 = memref.load %m[%c0] : memref<4xi64>
  %w = memref.alloc() : memref<2xf64>
  memref.store %2, %w[%c0] : memref<2xf64>
  return %3, %0, %1 : i64, f64, i64
}
func.func @main() {
  %a = arith.constant 7 : i64
  %b = arith.constant 1.5 : f64
  %0:3 = call @compute(%a, %b) : (i64, f64) -> (i64, f64, i64)
  vector.print %0#0 : i64
  %1 = arith.bitcast %0#1 : f64 to i64
  vector.print %1 : i64
  vector.print %0#2 : i64
  return
}
"""


def _test(divergent=("arith-expand", *TAIL), reference=TAIL) -> FindingTest:
    return difference_test("wrong-code", Step.of("builtin.module()").with_passes(reference),
                           Step.of("builtin.module()").with_passes(divergent))


def test_pass_pairs_take_the_minimal_list_without_the_culprit():
    loc = {"minimal": ["a", "c", "b"], "pass_name": "c", "culprits": ["c", "b", "x"],
           "path": "divergent"}
    pairs = pass_pairs(_test(), loc)
    assert [(t.step.passes, t.reference.passes, c) for t, c in pairs][:2] == [
        (("a", "c", "b"), ("a", "b"), "c"), (("a", "c", "b"), ("a", "c"), "b")]
    # a culprit of the reference path: its minimal list is the one with the culprit
    (t, c), *_ = pass_pairs(_test(), loc | {"path": "reference"})
    assert (t.step.passes, t.reference.passes, c) == (("a", "c", "b"), ("a", "b"), "c")
    # isolated by edits: the culprit was swapped in for a reference pass D lacks
    swapped = pass_pairs(_test(reference=("a", "loops", "b")),
                         {"minimal": ["a", "par", "b"], "pass_name": "par", "method": "edits"})
    assert [(t.reference.passes, c) for t, c in swapped] == [
        (("a", "b"), "par"), (("a", "loops", "b"), "par")]
    # a culprit the minimal list lacks (isolated by deleting it): inserted at each place
    ins = pass_pairs(_test(), {"minimal": ["a", "b"], "pass_name": "x", "method": "edits"})
    assert [(t.step.passes, t.reference.passes) for t, _c in ins] == [
        (("x", "a", "b"), ("a", "b")), (("a", "x", "b"), ("a", "b")),
        (("a", "b", "x"), ("a", "b"))]
    assert pass_pairs(_test(), {"minimal": [], "pass_name": None}) == []
    assert pass_pairs(_test(), None) == []


def test_differing_lines():
    assert differing_lines("1\n2\n3\n", "1\n5\n3\n") == [1]
    assert differing_lines("1\n2", "1\n2\n3") == [2]


def test_prints_kept_and_functions_made_private():
    assert entry_prints(PROGRAM) == 3
    one = keep_prints(PROGRAM, {1})
    assert one is not None
    assert entry_prints(one) == 1
    assert "%1 = arith.bitcast" in one
    priv = privatize(one)
    assert "func.func private @compute" in priv
    assert "func.func @main" in priv
    nested = PROGRAM.replace("  vector.print %0#2 : i64\n",
                             "  scf.execute_region {\n    vector.print %0#2 : i64\n"
                             "    scf.yield\n  }\n")
    assert entry_prints(nested) == -1  # prints and output lines no longer map one to one


def test_dead_buffers_go_with_their_writers():
    out = dead_buffers(PROGRAM)
    assert "memref<2xf64>" not in out  # only stored to
    assert out.count("memref.alloc()") == 1  # the one read back stays


def test_cut_and_clean_keep_only_what_the_differing_line_needs(toolchain, tmp_path):
    test = _test()
    oracle = Oracle(toolchain, tmp_path / "o", keep_lowered=4)
    dt = DifferenceTest(oracle, tmp_path / "filled")
    out = dt.outcome(test, PROGRAM)
    assert out.reproduced, out.reason
    assert differing_lines(out.outputs["reference"], out.outputs["divergent"]) == [1]
    runner = PassRunner(toolchain, frozenset())
    seen: list[str] = []

    def accept(cand: str) -> str | None:
        seen.append(cand)
        return cand if dt.holds(test, cand) else None

    cut = cut_to_lines(PROGRAM, out.outputs, accept, runner, lambda s: None)
    assert seen[0] == cut  # the first try: line 1 alone
    assert entry_prints(cut) == 1
    assert "math.atan2" in cut
    for gone in ("memref", "arith.addi", "arith.mulf"):
        assert gone not in cut
    assert count_ops(cut) < count_ops(PROGRAM) // 2
    assert clean(cut, runner) == cut  # a fixpoint
    assert ub_free(dt, test, cut)


def test_a_new_finding_adopts_the_known_bug_its_differing_line_shows(toolchain):
    """A finding whose whole-program key matches no known bug takes the one the program cut to
    its differing line matches (a bug registered after the finding was found); a finding
    that is known keeps its bug."""
    test = _test()
    cut = keep_prints(PROGRAM, {1})
    assert cut is not None
    bug = OwnBug.of(toolchain, test, "arith-expand", PROGRAM, 60.0)
    assert bug.known_id == "math-atan2-fold-zero-zero-nan"
    assert not bug.adopt(cut)  # known: nothing to adopt
    new = attrs.evolve(bug, known_id=None)
    assert not new.holds(cut)  # as found: the known bug would be a slide
    assert new.adopt(cut)
    assert new.known_id == new.adopted == "math-atan2-fold-zero-zero-nan"
    assert new.holds(cut)


def test_the_worker_screen_rejects_and_the_tools_confirm(toolchain, tmp_path):
    """With a screen (the test in the compiler worker), a candidate the screen does not
    reproduce on never reaches the tools; one it reproduces on is tested by them."""
    oracle = Oracle(toolchain, tmp_path / "o", keep_lowered=4)
    screen = Oracle(toolchain, tmp_path / "s", isolation="worker")
    dt = DifferenceTest(oracle, tmp_path / "filled", screen=screen)
    assert dt.outcome(_test(), PROGRAM).reproduced
    assert (screen.tests, oracle.tests, dt.screened) == (1, 1, 0)
    agree = PROGRAM.replace("math.atan2 %cst, %cst", "math.atan2 %b, %b")
    out = dt.outcome(_test(), agree)
    assert not out.reproduced
    assert out.reason == "the outputs agree"
    assert (screen.tests, oracle.tests, dt.screened) == (2, 1, 1)


def test_a_candidate_reading_fresh_memory_is_not_interesting(toolchain, tmp_path):
    # the store into the buffer deleted: line 0 prints what malloc left there
    cand = PROGRAM.replace("  memref.store %1, %m[%c0] : memref<4xi64>\n", "")
    oracle = Oracle(toolchain, tmp_path / "o", keep_lowered=4)
    dt = DifferenceTest(oracle, tmp_path / "filled")
    assert oracle.check(_test(), cand).reproduced  # the outputs still differ (line 1)...
    out = dt.outcome(_test(), cand)
    assert not out.reproduced  # ...but line 0 changes with the fill pattern
    assert "uninitialised memory" in out.reason
    assert dt.outcome(_test(), PROGRAM).reproduced
    dt.uninit_check = False
    assert dt.outcome(_test(), cand).reproduced


LOOP = """\
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %init = arith.constant 5 : i64
  %0 = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %y = arith.addi %acc, %x : i64
    scf.yield %y : i64
  }
  vector.print %0 : i64
  return
}
"""


def _lower_and_run(toolchain, tmp_path, text: str) -> str:
    runner = PassRunner(toolchain, frozenset())
    res = runner.run(text, ["convert-linalg-to-loops", "lower-affine", "convert-scf-to-cf",
                            "convert-to-llvm", "reconcile-unrealized-casts"])
    assert res.ok, res.tool.stderr
    (tmp_path / "l.mlir").write_text(res.ir)
    run = run_tool(runner_argv(toolchain, tmp_path / "l.mlir"), timeout=300)
    assert run.ok, run.stderr
    return run.stdout.strip()


def test_inline_loop_keeps_one_iteration(toolchain, tmp_path):
    assert region_choices(LOOP) == [[("iteration", 0), ("iteration", 2), ("iteration", 1)]]
    outs = []
    for v in (0, 2, 1):
        text = inline_ops(LOOP, {0: ("iteration", v)})
        assert text is not None
        assert "scf.for" not in text
        outs.append(_lower_and_run(toolchain, tmp_path, text))
    assert outs == ["5", "7", "6"]  # 5 + 0, 5 + 2 and 5 + 1
    assert inline_ops(LOOP, {1: ("iteration", 0)}) is None  # no second loop
    assert inline_ops(LOOP, {0: ("region", 0)}) is None  # a loop runs one iteration
    assert region_choices(LOOP.replace("%c0 to %c3", "%c3 to %c0")) == [[]]  # no iteration


AFFINE = """\
func.func @main() {
  %init = arith.constant 5 : i64
  %0 = affine.for %i = 2 to 12 step 3 iter_args(%acc = %init) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %y = arith.addi %acc, %x : i64
    affine.yield %y : i64
  }
  vector.print %0 : i64
  return
}
"""


def test_inline_affine_loop_at_an_inner_iteration(toolchain, tmp_path):
    assert region_choices(AFFINE) == [[("iteration", v) for v in (2, 11, 5, 8)]]
    text = inline_ops(AFFINE, {0: ("iteration", 8)})
    assert text is not None
    assert "affine.for" not in text
    assert _lower_and_run(toolchain, tmp_path, text) == "13"  # 5 + 8


def test_trip_values_are_capped_and_spread():
    with bindings_context():
        m = ir.Module.parse(LOOP.replace("%c3 = arith.constant 3", "%c3 = arith.constant 100"))
        loop = next(op for op in top_ops(m) if op.name == "scf.for")
        vals = trip_values(loop)
    assert vals[:2] == [0, 99]
    assert len(vals) == MAX_TRIPS
    assert vals[2:] == sorted(vals[2:])
    assert len(set(vals)) == MAX_TRIPS


CHECKSUM = """\
func.func @main() {
  %m = memref.alloc() : memref<4x4xi8>
  %zero = arith.constant 0 : i8
  linalg.fill ins(%zero : i8) outs(%m : memref<4x4xi8>)
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %nine = arith.constant 9 : i8
  memref.store %nine, %m[%c2, %c1] : memref<4x4xi8>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant 0 : i64
  %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (i64) {
    %1 = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (i64) {
      %x = memref.load %m[%i, %j] : memref<4x4xi8>
      %e = arith.extsi %x : i8 to i64
      %s = arith.addi %b, %e : i64
      scf.yield %s : i64
    }
    scf.yield %1 : i64
  }
  vector.print %0 : i64
  memref.dealloc %m : memref<4x4xi8>
  return
}
"""


def test_inline_regions_narrow_a_checksum_nest_to_the_element_that_matters(toolchain,
                                                                          tmp_path):
    """The one element that is not 0 sits at an inner iteration of both loops (row 2, column
    1): neither the first nor the last iteration reads it; the nest becomes one load of it
    (interesting: the program, lowered and run, prints something else than 0)."""
    def accept(text):
        return text if _lower_and_run(toolchain, tmp_path, text) != "0" else None

    out = inline_regions(CHECKSUM, accept, lambda msg: None)
    assert "scf.for" not in out
    assert out.count("memref.load") == 1
    assert _lower_and_run(toolchain, tmp_path, out) == "9"


def test_inline_region_takes_one_branch():
    text = """\
func.func @main() {
  %t = arith.constant true
  %a = arith.constant 1 : i64
  %0 = scf.if %t -> (i64) {
    %x = arith.addi %a, %a : i64
    scf.yield %x : i64
  } else {
    scf.yield %a : i64
  }
  vector.print %0 : i64
  return
}
"""
    then, other = inline_ops(text, {0: ("region", 0)}), inline_ops(text, {0: ("region", 1)})
    assert then is not None
    assert other is not None
    assert "scf.if" not in then
    assert "vector.print %0 : i64" in then
    assert "arith.addi" in then
    assert "arith.addi" not in other
    assert inline_ops(text, {1: ("region", 0)}) is None  # no second op with regions
    nest = LOOP.replace("    %y = arith.addi %acc, %x : i64\n", """\
    %t = arith.cmpi eq, %i, %c1 : index
    %y = scf.if %t -> (i64) {
      %z = arith.addi %acc, %x : i64
      scf.yield %z : i64
    } else {
      scf.yield %acc : i64
    }
""")
    both = inline_ops(nest, {0: None, 1: None})  # a batch: each op's first choice that fits
    assert both is not None
    assert "scf.if" not in both
    assert "scf.for" not in both
    assert "arith.addi" in both


FORWARD = """\
func.func @f(%x: i32, %y: i64) -> i32 {
  %c = arith.constant 3 : i32
  %a = arith.muli %x, %c : i32
  %b = arith.extsi %a : i32 to i64
  %s = arith.addi %b, %y : i64
  %t = arith.trunci %s : i64 to i32
  %u = arith.xori %t, %x : i32
  return %u : i32
}
"""


def test_forward_op_bypasses_an_op_by_its_operand_of_the_same_type():
    out = forward_op(FORWARD, 1)  # %a = muli %x, %c: its users read %x
    assert out is not None
    assert "arith.muli" not in out
    assert "arith.extsi %arg0 : i32 to i64" in out
    assert forward_op(FORWARD, 2) is None  # extsi: no i64 operand
    second = forward_op(FORWARD, 3, nth=1)  # %s = addi %b, %y: its users read %y
    assert second is not None
    assert "arith.trunci %arg1 : i64 to i32" in second
    assert forward_op(FORWARD, 3, nth=2) is None  # no third i64 operand
    assert forward_op(FORWARD, 99) is None
    assert forward_op(LOOP, 0) is None  # an op with regions stays


def test_forward_ops_keeps_what_the_test_needs():
    # interesting: the xori and the addi stay; everything else may go
    def interesting(text):
        return text if "arith.xori" in text and "arith.addi" in text else None

    out = forward_ops(FORWARD, interesting, lambda msg: None)
    assert "arith.muli" not in out  # bypassed (its result type is its operand's)
    assert "arith.trunci" in out  # no operand of its result type
    assert "arith.extsi" in out
    assert "arith.xori" in out
    assert "arith.addi" in out
    assert count_ops(out) < count_ops(FORWARD)


def test_clean_drops_unused_results_where_remove_dead_values_crashes(toolchain):
    """remove-dead-values segfaults on an affine.for whose iter_args result is unused (the
    README's finding); clean then still drops the results main does not use, so delta
    debugging finds their producers dead (a middle-dialect reduction stayed at 105 ops
    because its 22 results stayed)."""
    body = (FINDINGS / "remove_dead_values_affine_for_iter_args_segfault.mlir").read_text()
    text = body.replace("func.func private @f(%a: f64) -> f64 {",
                        "func.func private @f(%a: f64) -> (f64, f64) {").replace(
        "  return %0#0 : f64\n}", "  %d = arith.addf %a, %a : f64\n  return %0#0, %d : f64, f64\n}").replace(
        "%r = call @f(%a) : (f64) -> f64", "%r, %u = call @f(%a) : (f64) -> (f64, f64)")
    dropped = drop_unused_values(text.replace("(%a: f64)", "(%a: f64, %b: i8)").replace(
        "call @f(%a) : (f64)", "call @f(%a, %k) : (f64, i8)").replace(
        "  %a = arith.constant 2.0 : f64", "  %a = arith.constant 2.0 : f64\n  %k = arith.constant 1 : i8"))
    assert "@f(%arg0: f64) -> f64 {" in dropped  # %u and %b were not used
    assert "return %0#0 : f64" in dropped
    assert "i8" not in dropped  # nor the constant passed as %b
    runner = PassRunner(toolchain, frozenset())
    assert not runner.run(text, ["remove-dead-values"]).ok
    cleaned = clean(text, runner)
    assert "(f64, f64)" not in cleaned
    assert "affine.for" in cleaned  # what the printed value needs stays


DEAD = """\
func.func private @f(%a: i64, %m: memref<4xi64>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> (i64) {
    %x = memref.load %m[%i] : memref<4xi64>
    %y = arith.addi %acc, %x : i64
    scf.yield %y : i64
  }
  %1 = arith.muli %a, %a : i64
  %2 = arith.addi %1, %1 : i64
  %3 = arith.subi %a, %a : i64
  return %2, %1 : i64, i64
}
func.func @main() {
  %a = arith.constant 3 : i64
  %m = memref.alloc() : memref<4xi64>
  %0:2 = call @f(%a, %m) : (i64, memref<4xi64>) -> (i64, i64)
  vector.print %0#0 : i64
  return
}
"""


def test_trivially_dead_ops_go_in_one_go():
    """MLIR's greedy driver without patterns or folding erases what ``isOpTriviallyDead``
    says: the loop whose result nobody reads (its body only reads memory) and the unused
    subtraction; the live ops and the print stay, nothing is folded."""
    out = erase_trivially_dead(DEAD)
    assert "scf.for" not in out
    assert "arith.subi" not in out
    assert "arith.muli" in out  # live: not folded into anything
    assert "vector.print" in out
    assert "memref.alloc" in out  # passed to a call
    assert count_ops(out) == count_ops(DEAD) - 8  # the loop (4 ops with its body),
    # the subtraction and the three index constants only the loop used


def test_dead_code_drops_results_arguments_and_their_producers(toolchain):
    out = dead_code(DEAD)
    assert "-> i64 {" in out  # the result main does not use goes
    assert "memref" not in out  # the argument only the dead loop read, and its buffer
    assert "arith.muli" in out
    assert dead_code(out) == out
    runner = PassRunner(toolchain, frozenset())
    assert count_ops(clean(DEAD, runner)) <= count_ops(out)


def test_poison_left_by_dead_code_elimination_becomes_constants():
    # remove-dead-values turns a dead tensor result of an op it keeps (an scf.if) into
    # ub.poison, which one-shot-bufferize rejects ("op was not bufferized")
    text = """\
func.func @main() {
  %p = ub.poison : tensor<2xi8>
  %q = ub.poison : i8
  %e = tensor.extract %p[%i] : tensor<2xi8>
  vector.print %q : i8
  return
}
""".replace("[%i]", "[%c0]").replace("  %e", "  %c0 = arith.constant 0 : index\n  %e")
    out = poison_to_constants(text)
    assert out is not None
    assert "ub.poison" not in out
    assert "dense<1> : tensor<2xi8>" in out
    assert "arith.constant 1 : i8" in out


def test_candidate_runs_are_stopped_at_ten_times_the_findings_slowest():
    assert candidate_timeout(60.0, 0.3) == CANDIDATE_FLOOR  # at least the floor
    assert candidate_timeout(60.0, 2.0) == 20.0
    assert candidate_timeout(8.0, 2.0) == 8.0  # never past --timeout


CARRIED = """\
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %m0 = memref.alloc() : memref<i8>
  %0:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z, %m = %m0) -> (i64, memref<i8>) {
    %x = arith.index_cast %i : index to i64
    %y = arith.addi %a, %x : i64
    %n = memref.alloc() : memref<i8>
    scf.yield %y, %n : i64, memref<i8>
  }
  %1:2 = scf.while (%j = %c1, %w = %m0) : (index, memref<i8>) -> (index, memref<i8>) {
    %lt = arith.cmpi slt, %j, %c4 : index
    scf.condition(%lt) %j, %w : index, memref<i8>
  } do {
  ^bb0(%j: index, %w: memref<i8>):
    %k = arith.addi %j, %c1 : index
    %n = memref.alloc() : memref<i8>
    scf.yield %k, %n : index, memref<i8>
  }
  %2 = arith.index_cast %1#0 : index to i64
  %3 = arith.addi %0#0, %2 : i64
  vector.print %3 : i64
  return
}
"""


def test_loop_carried_values_nobody_observes_go(toolchain, tmp_path):
    """The buffers both loops carry are never read: they go with the allocations only they
    used; what the program prints stays (0+1+2+3 + 4)."""
    out = drop_loop_values(CARRIED)
    assert "-> (i64, memref<i8>)" not in out
    assert "-> (index, memref<i8>)" not in out
    assert "scf.for" in out
    assert "scf.while" in out
    assert drop_loop_values(out) == out
    clean_out = dead_code(CARRIED)
    assert "memref" not in clean_out  # the allocations in the bodies are dead then
    assert _lower_and_run(toolchain, tmp_path, CARRIED) == "10"
    assert _lower_and_run(toolchain, tmp_path, clean_out) == "10"
