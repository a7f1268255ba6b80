"""Two failures of the 1-hour reach campaigns of issue 31 written up as known entries of
lowering/known_crashes.json, checked on the real toolchain: each fixture of
tests/fixtures/findings/ fails its pass with the signature smith computes, the entry is
confirmed on that pass (a near miss on another), and the neighbouring input of the fixture
lowers. If one starts failing, MLIR changed."""

from __future__ import annotations

from lowering_fixtures import FINDINGS, fixture_functions, known_crash, near_miss_id, opt

from lowering.failure import crash_signature

ARITH_EXPAND = FINDINGS / "arith_expand_affine_bound_select_not_symbol.mlir"
TOSA_SLICE = FINDINGS / "tosa_slice_out_of_bounds_start_to_tensor.mlir"


def test_arith_expand_makes_an_affine_bound_no_symbol(toolchain):
    """arith-expand turns the arith.minui bounding an affine.for inside an scf.for into
    cmpi + select, which is no valid symbol: the IR after the pass does not verify (known id
    arith-expand-affine-bound-select-not-symbol); the same bound at the function's top
    level verifies after the pass, and the input verifies before it."""
    fns = fixture_functions(ARITH_EXPAND)
    kid = "arith-expand-affine-bound-select-not-symbol"
    inner = fns["bound_in_scf_for"]
    assert opt(toolchain, inner).ok
    res = opt(toolchain, inner, "--arith-expand")
    assert not res.ok
    sig = crash_signature(res)
    assert sig == "error: 'affine.for' op operand cannot be used as a symbol"
    assert known_crash("pass-failure", sig, "arith-expand") == (kid, None)
    assert near_miss_id("pass-failure", sig, "convert-linalg-to-affine-loops") == kid
    top = opt(toolchain, fns["bound_at_top"], "--arith-expand")
    assert top.ok, top.stderr
    assert "arith.select" in top.stdout


def test_tosa_slice_past_its_input_fails_tosa_to_tensor(toolchain):
    """A tosa.slice reaching past its input verifies in 22.1.8 and tosa-to-tensor's
    tensor.extract_slice is rejected (known id tosa-slice-verifier-start-size-out-of-bounds,
    confirmed on tosa-to-tensor only); the slice inside its input lowers."""
    fns = fixture_functions(TOSA_SLICE)
    kid = "tosa-slice-verifier-start-size-out-of-bounds"
    flags = "--pass-pipeline=builtin.module(func.func(tosa-to-tensor))"
    past = fns["slice_past_the_input"]
    assert opt(toolchain, past).ok
    res = opt(toolchain, past, flags)
    assert not res.ok
    sig = crash_signature(res)
    assert sig == "error: offset 0 is out-of-bounds: 1 >= 1"
    assert known_crash("pass-failure", sig, "tosa-to-tensor") == (kid, None)
    assert near_miss_id("pass-failure", sig, "canonicalize") == kid
    inside = opt(toolchain, fns["slice_inside_the_input"], flags)
    assert inside.ok, inside.stderr
    assert "tensor.extract_slice" in inside.stdout
