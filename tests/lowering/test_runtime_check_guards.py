"""ubfix guards for the UB that ``smith run --check`` found in harnessed upstream pieces and
their mutants (docs/measurements.md, "Runtime checks"): each fixture fails MLIR's runtime op
verification as it is (``runtime-check-failed``, the op and the check named) and passes it
once ubfixed, with one output on every path. Real mlir-opt / mlir-runner throughout."""

from __future__ import annotations

import pytest
from lowering_fixtures import fixture_text

from lowering.run.program import RunOptions, run_program
from ubfix.rewrite import fix_ub
from ubfix.rules.shaped import KDYN
from ubfix.rules.slices import rank_reduction

# fixture -> (rule that guards it, op whose check fails before the fix, the check's message)
CASES = {
    "rv_slice_static_offset.mlir": ("tensor_slice_offsets", "tensor.extract_slice",
                                    "offset 0 is out-of-bounds"),
    "rv_slice_dynamic_size.mlir": ("tensor_slice_offsets", "tensor.extract_slice",
                                   "extract_slice runs out-of-bounds along dimension 0"),
    "rv_insert_slice_sizes.mlir": ("tensor_slice_offsets", "memref.copy",
                                   "size of 0-th source/target dim does not match"),
    "rv_concat_shapes.mlir": ("concat_shapes", "memref.copy",
                              "size of 0-th source/target dim does not match"),
    "rv_linalg_shapes.mlir": ("linalg_shapes", "linalg.add",
                              "dimension #0 of input/output operand #1 is incompatible with "
                              "inferred dimension size"),
}


@pytest.fixture(autouse=True)
def _no_symbolization(monkeypatch):
    """The failing check aborts mlir-runner; skip its stack symbolization (seconds)."""
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")


def _run(text: str, name: str, toolchain, passmap, known, out):
    # pure paths: an optimised path may meet a known MLIR crash (rv_concat_shapes, ubfixed:
    # canonicalize-first then arith-unsigned-when-equivalent aborts in IntegerRangeAnalysis,
    # integer-range-analysis-affine-for-minmax-bound), which is not what this test is about
    opts = RunOptions(paths=2, seed=1, check=True, optimize=False)
    return run_program(text, name, opts, toolchain, passmap, known, out)


@pytest.mark.parametrize("name", sorted(CASES))
def test_check_fails_before_and_passes_after_ubfix(name, toolchain, passmap, known, tmp_path):
    rule, op, message = CASES[name]
    text = fixture_text(name)
    before = _run(text, "before", toolchain, passmap, known, tmp_path / "before")
    assert before.verdict.kind == "runtime-check-failed", before.verdict
    failure = before.runtime_check["failure"]
    assert (failure["op"], failure["message"]) == (op, message)
    fixed = fix_ub(text)
    assert fixed.hits.get(rule), fixed.hits
    after = _run(fixed.text, "after", toolchain, passmap, known, tmp_path / "after")
    check = after.runtime_check
    assert (check["stage"], check["failed"]) == ("done", False), check
    assert after.verdict.kind == "ok", after.verdict
    assert len({r.output for r in after.results}) == 1


SUBVIEW_STATIC_LAYOUT = """
func.func @f(%m: memref<?x8xf32>, %n: index) -> memref<1x?xf32, strided<[8, 1], offset: 20>> {
  %v = memref.subview %m[2, 4] [1, %n] [1, 1]
      : memref<?x8xf32> to memref<1x?xf32, strided<[8, 1], offset: 20>>
  return %v : memref<1x?xf32, strided<[8, 1], offset: 20>>
}
"""


def test_subview_offset_in_its_layout_stays_static():
    """A subview whose result layout spells the static offset keeps it (an operand would not
    verify); its dynamic size is still clamped to the dim."""
    fixed = fix_ub(SUBVIEW_STATIC_LAYOUT)
    assert "memref.subview %arg0[2, 4]" in fixed.text
    assert "arith.minui" in fixed.text
    assert fixed.hits == {"tensor_slice_offsets": 1}


def test_rank_reduction_matches_mlir_greedy_mask():
    """insert_slice sizes -> source dims: a static 1 that is not the next source dim is
    dropped (MLIR's computeRankReductionMask)."""
    assert rank_reduction([1, KDYN, 4], [KDYN, 4]) == [None, 0, 1]
    assert rank_reduction([KDYN, KDYN], [KDYN, KDYN]) == [0, 1]
    assert rank_reduction([1, 1], [1]) == [0, None]
    assert rank_reduction([3, KDYN], [KDYN]) is None
