"""Pass failures of the 1-hour reach campaigns of issue 31 (and of `smith run` over every 4th
shipped seed), written up as known entries of lowering/known_crashes.json and checked on the
real toolchain: two MLIR bugs that make invalid IR (tosa-to-linalg on tosa.gather,
tosa-to-tensor on a tosa.slice size of -1), one that leaves a cast for mlir-runner
(finalize-memref-to-llvm on memref.reshape with an i32 shape; no entry: its signature names no
op) and the limitations the paths met. If one starts failing, MLIR changed."""

from __future__ import annotations

from lowering_fixtures import FINDINGS, fixture_functions, known_crash, near_miss_id, opt

from ground.proc import run_tool
from lowering.signature import crash_signature

GATHER = FINDINGS / "tosa_to_linalg_gather_dynamic_dims_tensor_empty.mlir"
GATHER_ID = "tosa-to-linalg-gather-dynamic-dims-tensor-empty"
SLICE = FINDINGS / "tosa_to_tensor_slice_rest_size_static_dim.mlir"
SLICE_ID = "tosa-to-tensor-slice-rest-size-static-dim"
SLICE_GAP_ID = "tosa-slice-size-result-type-mismatch"
RESHAPE = FINDINGS / "memref_to_llvm_reshape_i32_shape_cast.mlir"
LIMITS = FINDINGS / "reach_pass_failure_limitations.mlir"
TOSA_TO_LINALG = "--pass-pipeline=builtin.module(func.func(tosa-to-linalg))"
TOSA_TO_TENSOR = "--pass-pipeline=builtin.module(func.func(tosa-to-tensor))"


def test_gather_lowering_takes_its_dynamic_sizes_from_the_operands(toolchain):
    """tosa-to-linalg makes an invalid tensor.empty for a tosa.gather whose result type is
    less (or more) static than its operands, and lowers one whose dims agree; the signature
    is the entry's on tosa-to-linalg, a near miss on another pass."""
    fns = fixture_functions(GATHER)
    for name, sizes in (("gather_unrefined", "has 2, expected 3"),
                        ("gather_refined", "has 2, expected 1")):
        res = opt(toolchain, fns[name], TOSA_TO_LINALG)
        assert not res.ok, name
        sig = crash_signature(res)
        assert sig == f"error: 'tensor.empty' op incorrect number of dynamic sizes, {sizes}"
        assert known_crash("pass-failure", sig, "tosa-to-linalg") == (GATHER_ID, None)
        assert near_miss_id("pass-failure", sig, "canonicalize") == GATHER_ID
    res = opt(toolchain, fns["gather_agreeing"], TOSA_TO_LINALG)
    assert res.ok, res.stderr
    assert "linalg.generic" in res.stdout
    assert "tosa.gather" not in res.stdout


def test_slice_size_minus_one_on_a_static_dim_is_invalid_after_tosa_to_tensor(toolchain):
    """A tosa.slice size of -1 on a static input dimension with a static result dimension
    makes tosa-to-tensor build an invalid extract_slice; a dynamic result dimension lowers,
    and so does the slice after canonicalize (which makes the -1 static)."""
    fns = fixture_functions(SLICE)
    res = opt(toolchain, fns["slice_rest"], TOSA_TO_TENSOR)
    assert not res.ok
    sig = crash_signature(res)
    assert sig.startswith("error: expected type to be 'tensor<?x60x")
    assert sig.endswith("' or a rank-reduced version. (size mismatch)")
    assert known_crash("pass-failure", sig, "tosa-to-tensor") == (SLICE_ID, None)
    dyn = opt(toolchain, fns["slice_rest_dynamic"], TOSA_TO_TENSOR)
    assert dyn.ok, dyn.stderr
    assert "tensor.extract_slice" in dyn.stdout
    canon = opt(toolchain, fns["slice_rest"],
                "--pass-pipeline=builtin.module(canonicalize,func.func(tosa-to-tensor))")
    assert canon.ok, canon.stderr
    assert "[2, 60, 58, %" in canon.stdout


def test_slice_keys_tell_the_bug_from_the_verifier_gap():
    """The signatures the campaign recorded (their shapes mangled by the hex normalisation:
    '10x3' became '10x?') go to the bug when the expected type has a '?' that only a
    dynamic size makes, else to the verifier-gap limitation; both only on tosa-to-tensor."""
    tail = "' or a rank-reduced version. (size mismatch)"
    cases = (("tensor<?x60x?x?xf32>", SLICE_ID), ("tensor<1x14x10x?xf32>", SLICE_GAP_ID),
             ("tensor<6x8x0x?>", SLICE_GAP_ID), ("tensor<6x8x1xf32>", SLICE_GAP_ID),
             ("tensor<2x?x58x?xf32>", SLICE_ID))
    for shape, kid in cases:
        sig = f"error: expected type to be '{shape}{tail}"
        assert known_crash("pass-failure", sig, "tosa-to-tensor") == (kid, None), shape
        assert known_crash("pass-failure", sig, "one-shot-bufferize")[0] is None, shape


def _lower(toolchain, text: str, passes: str) -> str:
    low = opt(toolchain, text, f"--pass-pipeline=builtin.module({passes})")
    assert low.ok, low.stderr
    return low.stdout


def _run(toolchain, low: str):
    return run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                     toolchain.shared_libs_flag], stdin=low, timeout=120)


def test_memref_reshape_with_an_i32_shape_leaves_a_cast(toolchain):
    """finalize-memref-to-llvm lowers memref.reshape of an i32 shape with unresolved casts
    i32 to i64 that mlir-runner cannot translate; an index shape runs and prints 3."""
    fns = fixture_functions(RESHAPE)
    passes = ("convert-vector-to-scf,convert-scf-to-cf,finalize-memref-to-llvm,"
              "convert-to-llvm,reconcile-unrealized-casts")
    low = _lower(toolchain, fns["reshape"] + fns["main"], passes)
    assert "builtin.unrealized_conversion_cast" in low
    assert ": i32 to i64" in low
    res = _run(toolchain, low)
    assert not res.ok
    assert "LLVM Translation failed for operation: builtin.unrealized_conversion_cast" \
        in res.stderr
    index = (fns["reshape_index"] + fns["main_index"]).replace("@main_index", "@main")
    good = _run(toolchain, _lower(toolchain, index, passes))
    assert good.ok, good.stderr
    assert good.stdout.strip() == "3"


def test_reach_campaign_limitations_are_known(toolchain):
    """Each limitation of the fixture fails its pass with the signature of its entry and is
    confirmed on that pass (a near miss on another pass); the in-place masked write
    bufferizes."""
    fns = fixture_functions(LIMITS)
    bufferize = "--one-shot-bufferize=bufferize-function-boundaries"
    not_bufferized = "one-shot-bufferize-tensor-gather-scatter-bitcast-without-interface"
    cases = (
        ("gather", bufferize, "one-shot-bufferize",
         "error: op was not bufferized [tensor.gather]", not_bufferized),
        ("scatter", bufferize, "one-shot-bufferize",
         "error: op was not bufferized [tensor.scatter]", not_bufferized),
        ("bitcast", bufferize, "one-shot-bufferize",
         "error: op was not bufferized [tensor.bitcast]", not_bufferized),
        ("mask_write_out_of_place", bufferize, "one-shot-bufferize",
         "error: 'vector.mask' op body must bufferize in-place",
         "one-shot-bufferize-vector-mask-out-of-place"),
        ("matmul_zero_point_argument",
         "--pass-pipeline=builtin.module(func.func(tosa-to-linalg-named))",
         "tosa-to-linalg-named", "error: failed to legalize operation 'tosa.matmul'",
         "tosa-to-linalg-named-quantized-conv-zero-point-argument"),
        ("slice_size_disagrees", TOSA_TO_TENSOR, "tosa-to-tensor",
         "error: expected type to be 'tensor<6x8x1xf32>' or a rank-reduced version. "
         "(size mismatch)", SLICE_GAP_ID),
    )
    for name, flags, pass_, sig, kid in cases:
        res = opt(toolchain, fns[name], flags)
        assert not res.ok, name
        assert crash_signature(res) == sig, res.stderr
        assert known_crash("pass-failure", sig, pass_) == (kid, None), name
        assert near_miss_id("pass-failure", sig, "canonicalize") == kid, name
    assert opt(toolchain, fns["mask_write_in_place"], bufferize).ok
