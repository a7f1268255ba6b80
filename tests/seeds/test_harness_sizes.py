"""The harness sizes a function's dynamic dimensions to cover its static slices and casts:
MLIR's tests slice dynamically shaped arguments with static sizes (seed-00702 of
corpora/upstream-22.1.8: ``tensor.extract_slice %arg0[0, 1, 2, %o] [128, 128, 128, %n]`` of a
``tensor<?x?x?x?xf32>``), and an argument of the usual small size (1 to 4) made every
lowering path read out of bounds differently: a false wrong-code finding."""

from __future__ import annotations

import re

import pytest

from ground.draw import Draw
from ground.mlir_ir import context, parse_verified
from ground.toolchain import find_toolchain
from lowering.execute import compile_path
from lowering.passmap import load_passmap
from lowering.paths import draw_paths
from smith.gen.harness import harness

SLICE = """
func.func @slice(%t: tensor<?x?xf32>, %m: memref<?xi32>) -> (tensor<6x3xf32>, i32) {
  %s = tensor.extract_slice %t[1, 0] [6, 3] [1, 2] : tensor<?x?xf32> to tensor<6x3xf32>
  %v = memref.subview %m[2] [3] [1] : memref<?xi32> to memref<3xi32, strided<[1], offset: 2>>
  %c2 = arith.constant 2 : index
  %x = memref.load %v[%c2] : memref<3xi32, strided<[1], offset: 2>>
  return %s, %x : tensor<6x3xf32>, i32
}
"""

HUGE = """
func.func @huge(%t: tensor<?x?x?xf32>) -> tensor<128x128x128xf32> {
  %s = tensor.extract_slice %t[0, 0, 0] [128, 128, 128] [1, 1, 1] : tensor<?x?x?xf32> to tensor<128x128x128xf32>
  return %s : tensor<128x128x128xf32>
}
"""


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_dynamic_size_covers_the_static_slices(seed):
    h = harness(SLICE, Draw(seed), "piece")
    assert h.functions == ("slice",)
    with context():
        parse_verified(h.text)
    # rows: offset 1 + 6 = 7; columns: 0 + (3 - 1) * 2 + 1 = 5; memref: 2 + 3 = 5 -> size 7
    assert re.search(r"arith\.constant dense<.*> : tensor<7x7xf32>", h.text)
    assert "arith.constant 7 : index" in h.text  # the memref's dynamic size


def test_a_slice_beyond_the_element_limit_skips_the_function():
    h = harness(HUGE, Draw(0), "piece")
    assert h.functions == ()
    assert h.skipped == {"huge": "too large"}


def test_harnessed_slice_lowers_and_runs(tmp_path):
    tc = find_toolchain()
    pm = load_passmap(tc)
    h = harness(SLICE, Draw(0), "piece")
    outputs = set()
    # pure paths: the canonicalize-first path d1 folds the memref.alloc(%c7) the harness
    # returns into a static alloc + memref.cast, which one-shot-bufferize without the
    # identity-layout option then trips on (known MLIR bug one-shot-bufferize-stale-memref-call)
    for path in draw_paths(h.text, pm, Draw(0), k=2, optimize=False):
        r = compile_path(h.text, path, tc, tmp_path, timeout=60, run_timeout=30)
        assert r.stage == "done", (path.pipeline(), (r.run or r.compile).stderr[-800:])
        outputs.add(r.output)
    assert len(outputs) == 1


# the form of Dialect/Tensor/fold-tensor-subset-ops.mlir piece 11 after ubfix (a shipped
# seed's static offsets are constant operands): the mutants' raw form is harnessed from it
GUARDED_OFFSETS = """
func.func @insert(%d: tensor<?x?x12xf32>, %s: tensor<5x6xf32>, %o: index) -> tensor<?x?x12xf32> {
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %r = tensor.insert_slice %s into %d[%c4, %c3, %o] [5, 1, 6] [1, 1, 1] : tensor<5x6xf32> into tensor<?x?x12xf32>
  return %r : tensor<?x?x12xf32>
}
"""


@pytest.mark.parametrize("seed", [0, 1])
def test_dynamic_offsets_still_need_the_static_sizes(seed):
    """A slice with dynamic offsets needs ``(size - 1) * stride + 1`` (ubfix takes the offset
    into range): 5 here; the harness gave 2 (reach campaign timeouts fe0e7e4d8157, heap
    corruption)."""
    h = harness(GUARDED_OFFSETS, Draw(seed), "piece")
    assert h.functions == ("insert",)
    assert re.search(r"arith\.constant dense<.*> : tensor<5x5x12xf32>", h.text)
    assert "tensor.cast %" in h.text
