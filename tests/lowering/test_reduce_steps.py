"""The cheap steps of a wrong-code reduction (issue 19): the localisation's pass pair, the cut to
the differing output lines with dead-code elimination, the uninitialised-read check of every
candidate, the UB check of a result. Real toolchain, no timing."""

from __future__ import annotations

from pathlib import Path

from ground.proc import run_tool
from lowering.execute import runner_argv
from lowering.ir_edit import (
    count_ops,
    dead_buffers,
    drop_unused_values,
    entry_prints,
    forward_op,
    inline_loop,
    inline_region,
    keep_prints,
    poison_to_constants,
    privatize,
)
from lowering.oracle import FindingTest, Oracle, Step, difference_test
from lowering.pipeline import PassRunner
from lowering.reduce_steps import (
    DifferenceTest,
    clean,
    cut_to_lines,
    differing_lines,
    forward_ops,
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


def test_inline_loop_keeps_one_iteration(toolchain, tmp_path):
    first, last = inline_loop(LOOP, 0), inline_loop(LOOP, 0, last=True)
    assert first is not None
    assert last is not None
    assert "scf.for" not in first
    assert inline_loop(LOOP, 1) is None  # no second loop
    assert inline_loop(LOOP.replace("%c0 to %c3", "%c3 to %c0"), 0) is None  # no iteration
    runner = PassRunner(toolchain, frozenset())
    outs = []
    for text in (first, last):
        res = runner.run(text, ["convert-scf-to-cf", "convert-to-llvm",
                                "reconcile-unrealized-casts"])
        assert res.ok, res.tool.stderr
        (tmp_path / "l.mlir").write_text(res.ir)
        run = run_tool(runner_argv(toolchain, tmp_path / "l.mlir"), timeout=300)
        outs.append(run.stdout.strip())
    assert outs == ["5", "7"]  # 5 + 0, and 5 + 2


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
    then, other = inline_region(text, 0, 0), inline_region(text, 0, 1)
    assert then is not None
    assert other is not None
    assert "scf.if" not in then
    assert "vector.print %0 : i64" in then
    assert "arith.addi" in then
    assert "arith.addi" not in other
    assert inline_region(text, 1, 0) is None  # no second op with regions
    assert inline_region(LOOP, 0, 0) is None  # a loop goes through inline_loop


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
