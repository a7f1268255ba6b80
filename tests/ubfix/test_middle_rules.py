"""Before/after tests on the real toolchain for the UB rules of the middle-level dialects
(index, tensor, memref, vector, affine, scf, bufferization).

Each fixture shows the UB before ``fix_ub`` -- a trap (SIGFPE/SIGSEGV at -O0), a hang, outputs
that differ between opt levels, or (aliasing) a result that contradicts the op's documented
semantics -- and after ``fix_ub`` + ``instrument_checksum`` runs cleanly with one output on all
4 reference pipelines at -O0 and -O3.
"""

from __future__ import annotations

import re

import pytest
from ubfix_helpers import FIXTURES, PIPELINES, ref_hash, run, run_all

from ground.proc import run_tool
from ubfix.checksum import instrument_checksum
from ubfix.rewrite import fix_ub

P1 = "P1-loops"
MIDDLE = FIXTURES / "middle"

# fixture -> (rules that must fire, how the UB shows before the fix)
CASES = {
    "index_divs_zero.mlir": ({"index_signed_division"}, "trap"),
    "index_divu_zero.mlir": ({"index_unsigned_division"}, "trap"),
    "index_shift_70.mlir": ({"index_shift"}, "differs"),
    "memref_load_oob.mlir": ({"tensor_index"}, "trap"),
    "slice_offset_oob.mlir": ({"tensor_slice_offsets"}, "trap"),
    "dim_oob.mlir": ({"dim_index"}, "trap"),
    "vector_load_oob.mlir": ({"vector_memory_index", "vector_transfer"}, "trap"),
    "vector_position_oob.mlir": ({"vector_position"}, "differs"),
    "vector_masked_oob.mlir": ({"vector_masked_memory", "vector_gather_scatter"}, "trap"),
    "affine_load_oob.mlir": ({"affine_access_bounds"}, "trap"),
    "cast_mismatch.mlir": ({"shape_cast_check"}, "trap"),
    "uninit_memref.mlir": ({"uninitialized_memref", "uninitialized_tensor"}, "differs"),
    "while_forever.mlir": ({"while_fuel"}, "hang"),
    "for_step_zero.mlir": ({"for_positive_step"}, "hang"),
    "to_tensor_alias.mlir": ({"to_tensor_snapshot", "to_buffer_written"}, "semantics"),
    "nan_bits.mlir": ({"bitcast_nan_bits", "copysign_nan_sign"}, "differs"),
}


def _hangs(tc, text: str) -> bool:
    lowered = run_tool([tc.mlir_opt, f"--pass-pipeline={PIPELINES[P1]}", "-"], stdin=text,
                       timeout=60)
    assert lowered.ok, lowered.stderr
    res = run_tool([tc.mlir_runner, "-e", "main", "--entry-point-result=void", "-O0",
                    tc.shared_libs_flag], stdin=lowered.stdout, timeout=3)
    return res.timed_out


@pytest.mark.parametrize("name", sorted(CASES))
def test_middle_rule_removes_ub(tc, name):
    rules, how = CASES[name]
    src = (MIDDLE / name).read_text()
    before_text = instrument_checksum(src)
    if how == "trap":
        rc, _ = run(tc, before_text, PIPELINES[P1], "-O0")
        assert isinstance(rc, int), f"expected a trap before the fix, got rc={rc}"
        assert rc < 0, f"expected a trap before the fix, got rc={rc}"
    elif how == "differs":
        before = run_all(tc, before_text, pipelines=[P1])
        assert all(rc == 0 for rc, _ in before.values())
        assert len({out for _, out in before.values()}) > 1, before
    elif how == "hang":
        assert _hangs(tc, before_text)
    fixed = fix_ub(src)
    assert rules <= set(fixed.hits), fixed.hits
    after = run_all(tc, instrument_checksum(fixed.text))
    assert {rc for rc, _ in after.values()} == {0}, after
    outs = {out for _, out in after.values()}
    assert len(outs) == 1, after
    if how == "semantics":
        # to_tensor is a snapshot [1, 2, 3, 4]; the read_only buffer's write goes to a private
        # copy, so the final tensor is [1, 2, 99, 4]; the memref saw only its own store.
        lines = outs.pop().split()
        assert int(lines[0]) == ref_hash([1, 2, 99, 4])
        assert int(lines[1]) == ref_hash([1, 99, 3, 4])
        _, before = run(tc, before_text, PIPELINES[P1], "-O0")
        assert before.split()[:2] != lines[:2]


def test_fixed_values_are_the_documented_replacements(tc):
    """divisor 1 for index division by 0; shift amount urem 64; index clamp urem dim."""
    _, out = run(tc, instrument_checksum(fix_ub((MIDDLE / "index_divs_zero.mlir").read_text())
                                         .text), PIPELINES[P1], "-O3")
    assert out.split()[:2] == ["7", "0"]  # 7 / 1, MIN rem 1
    _, out = run(tc, instrument_checksum(fix_ub((MIDDLE / "index_shift_70.mlir").read_text())
                                         .text), PIPELINES[P1], "-O3")
    assert out.split()[:3] == [str(-12345 << 6), str(-12345 >> 6),
                               str((-12345 & (2**64 - 1)) >> 6)]
    _, out = run(tc, instrument_checksum(fix_ub((MIDDLE / "vector_position_oob.mlir")
                                                .read_text()).text), PIPELINES[P1], "-O3")
    assert out.split()[0] == "20"  # position 100000000001 urem 4 == 1


def test_empty_dims_are_not_accessed(tc):
    """A dim that is 0 at run time (a slice of drawn size 0): the index guard's divisor is
    ``max(dim, 1)`` (``remui`` by the dim trapped: smith crash eb84605c4705) and the access
    runs under ``scf.if`` (every dynamic dim non-zero): the read gives 0 on every path."""
    fixed = fix_ub((MIDDLE / "extract_empty_slice.mlir").read_text())
    assert fixed.hits.get("tensor_index") == 4, fixed.hits
    assert fixed.text.count("scf.if") == 4
    after = run_all(tc, fixed.text, opts=("-O0",))
    assert {rc for rc, _ in after.values()} == {0}, after
    assert {out for _, out in after.values()} == {"0\n0\n"}, after


def test_linalg_shapes_takes_a_static_size_as_the_loops_reference(tc):
    """A loop indexed by a static dim (``tensor<1x?x?xf32>``) and by dynamic ones: the dynamic
    operands are guarded to the static size, never the static operand to a dynamic size (its
    fresh tensor was cast from 3x3x3 to ``tensor<1x?x?xf32>``: UB, the reach campaign's run
    timeouts fe0e7e4d8157): the result has 1 row, 0 - 0.5 (the 3x3x3 operands are replaced
    by zeros of the static shape)."""
    fixed = fix_ub((MIDDLE / "linalg_static_reference.mlir").read_text())
    assert fixed.hits.get("linalg_shapes") == 1, fixed.hits
    after = run_all(tc, fixed.text, opts=("-O0",))
    assert {rc for rc, _ in after.values()} == {0}, after
    assert {out for _, out in after.values()} == {"1\n-0.5\n"}, after


def test_reshape_and_copy_shapes_pass_mlirs_runtime_checks(tc):
    """``memref.expand_shape`` of 7 elements into ``?x5`` with a drawn size, the same for a
    tensor, and ``memref.copy`` of 4 elements into 5: MLIR's ``generate-runtime-verification``
    reports them (the UB ``smith run --check`` met on the shipped seeds); after ``fix_ub``
    every check passes and the paths agree."""
    src = (MIDDLE / "reshape_mismatch.mlir").read_text()
    checked = PIPELINES[P1].replace("builtin.module(",
                                    "builtin.module(generate-runtime-verification,", 1)
    assert run(tc, instrument_checksum(src), PIPELINES[P1], "-O0")[0] == 0
    rc, _ = run(tc, instrument_checksum(src), checked, "-O0")
    assert rc == -6, rc  # a failed check aborts the runner (its stdout is lost with it)
    fixed = fix_ub(src)
    assert {"expand_shape_sizes", "copy_shapes"} <= set(fixed.hits), fixed.hits
    text = instrument_checksum(fixed.text)
    rc, out = run(tc, text, checked, "-O0")
    assert rc == 0, (rc, out)
    assert "verification failed" not in out, out
    after = run_all(tc, text, opts=("-O0",))
    assert {rc for rc, _ in after.values()} == {0}, after
    assert len({out for _, out in after.values()}) == 1, after


def test_expand_shape_with_two_dynamic_sizes_in_a_group():
    """Two dynamic sizes of one group are kept where they multiply to the source size (checked
    by divisions), else become ``1, D``: two ``arith.select`` on the check feed the
    output shape. (Not run: every path's expand-strided-metadata asserts on two dynamic sizes
    in a group, the known MLIR bug expand-strided-metadata-expand-shape-two-dynamic-sizes.)"""
    src = """
func.func @f(%t: tensor<?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%a, %b] : tensor<?xf32> into tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}"""
    fixed = fix_ub(src)
    assert fixed.hits == {"expand_shape_sizes": 1}
    assert not fixed.unguarded
    m = re.search(r"output_shape \[(%\w+), (%\w+)\]", fixed.text)
    assert m, fixed.text
    for v in m.groups():
        assert re.search(rf"{v} = arith\.select %\w+, %arg[12], %", fixed.text), fixed.text
