"""The harness's sizes for windowed ops: a convolution's output size follows from its input's
(stride, dilation, kernel), so one drawn size S > 1 for every dynamic dimension reads outside
the input. `smith run` on the harnessed MLIR tests met it as a wrong-code finding
(Dialect/Linalg/simplify-depthwise-conv.mlir piece 0, stride 2, every size 2: "first divergent
pass empty-tensor-to-alloc-tensor", paths reading different neighbours of the input; MLIR's
generate-runtime-verification: "dimension #1 of input/output operand #0 is incompatible with
inferred dimension size"). Checked on the real toolchain with runtime verification."""

from __future__ import annotations

import re

from ground.draw import Draw
from ground.proc import run_tool
from smith.gen.harness import harness

DEPTHWISE = """
func.func @depthwise_conv(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x1xf32>,
                          %arg2: tensor<?x?x?x?x1xf32>) -> tensor<?x?x?x?x1xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {_someattr, dilations = dense<1> : tensor<2xi64>,
      strides = dense<2> : tensor<2xi64>}
      ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x1xf32>)
      outs(%arg2 : tensor<?x?x?x?x1xf32>) -> tensor<?x?x?x?x1xf32>
  return %0 : tensor<?x?x?x?x1xf32>
}
func.func @calls_conv(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x1xf32>,
                      %arg2: tensor<?x?x?x?x1xf32>) -> tensor<?x?x?x?x1xf32> {
  %0 = call @depthwise_conv(%arg0, %arg1, %arg2) : (tensor<?x?x?x?xf32>, tensor<?x?x?x1xf32>,
      tensor<?x?x?x?x1xf32>) -> tensor<?x?x?x?x1xf32>
  return %0 : tensor<?x?x?x?x1xf32>
}
func.func @add(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.add ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%a : tensor<?xf32>)
      -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
"""
RV_PIPELINE = ("builtin.module(func.func(generate-runtime-verification),"
               "one-shot-bufferize{bufferize-function-boundaries},"
               "func.func(convert-linalg-to-loops),expand-strided-metadata,lower-affine,"
               "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)")


def _static_shapes(main: str) -> list[str]:
    """The static tensor shapes ``@main`` casts to the dynamic argument types, in order."""
    return re.findall(r"tensor\.cast %\w+ : tensor<([\dx]+)xf32> to", main)


def test_windowed_functions_get_size_one_and_pass_runtime_verification(toolchain):
    """Every draw gives the conv (and the function calling it) size 1, which holds for any
    stride; a function without a window keeps its drawn sizes (some above 1); the harnessed
    program passes MLIR's runtime checks and prints its checksum."""
    drawn = set()
    for seed in range(6):
        h = harness(DEPTHWISE, Draw(seed), "piece")
        assert h.functions == ("depthwise_conv", "calls_conv", "add")
        main = h.text[h.text.index("func.func @main()"):]
        conv, add = main.split("call @smith_harness_1")[0], \
            main.split("call @smith_harness_1")[1].split("call @smith_harness_2")[0]
        assert _static_shapes(conv) == ["1x1x1x1", "1x1x1x1", "1x1x1x1x1"] * 2, seed
        drawn |= set(_static_shapes(add))
    assert drawn - {"1"}, drawn  # the other function's sizes are still drawn
    h = harness(DEPTHWISE, Draw(0), "piece")
    low = run_tool([toolchain.mlir_opt, "-", f"--pass-pipeline={RV_PIPELINE}"], stdin=h.text,
                   timeout=120)
    assert low.ok, low.stderr
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert res.ok, res.stdout + res.stderr
    assert "Runtime op verification failed" not in res.stdout
    assert len(res.stdout.split()) >= 3  # the results' checksums and the total


STRIDED_GENERIC = """
#in = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#k = affine_map<(d0, d1) -> (d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @conv1d_s2(%x: tensor<?xf32>, %w: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [#in, #k, #out],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x, %w : tensor<?xf32>, tensor<?xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
"""


def test_strided_generic_gets_size_one(toolchain):
    """A linalg.generic whose input map is strided (d0 * 2 + d1) is windowed too: size 1 for
    every draw, and the program passes MLIR's runtime checks."""
    for seed in range(4):
        h = harness(STRIDED_GENERIC, Draw(seed), "piece")
        assert h.functions == ("conv1d_s2",)
        assert _static_shapes(h.text[h.text.index("func.func @main()"):]) == ["1"] * 3, seed
    low = run_tool([toolchain.mlir_opt, "-", f"--pass-pipeline={RV_PIPELINE}"],
                   stdin=harness(STRIDED_GENERIC, Draw(0), "piece").text, timeout=120)
    assert low.ok, low.stderr
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert res.ok, res.stdout + res.stderr
