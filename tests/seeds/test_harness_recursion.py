"""The harness drops the functions on a call cycle (and their callers). MLIR's tests recurse
without a bound (Analysis/DataFlow/test-next-access.mlir's @infinite_recursive_call,
Transforms/inlining-recursive-self.mlir): harnessed, they overflowed the stack at run time
(crash "runtime: signal 11" of smith run over the shipped seeds, 3 programs, harness input
UB, not an MLIR bug)."""

from __future__ import annotations

from ground.draw import Draw
from smith.gen.harness import REASONS, harness

RECURSIVE = """
func.func @infinite_recursive_call(%arg0: memref<f32>) {
  %0 = memref.load %arg0[] : memref<f32>
  call @infinite_recursive_call(%arg0) : (memref<f32>) -> ()
  return
}
func.func @ping(%x: i32) -> i32 {
  %0 = call @pong(%x) : (i32) -> i32
  return %0 : i32
}
func.func @pong(%x: i32) -> i32 {
  %0 = call @ping(%x) : (i32) -> i32
  return %0 : i32
}
func.func @calls_ping(%x: i32) -> i32 {
  %0 = call @ping(%x) : (i32) -> i32
  return %0 : i32
}
func.func @leaf(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
}
func.func @calls_leaf_twice(%x: i32) -> i32 {
  %0 = call @leaf(%x) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
"""


def test_functions_on_a_call_cycle_and_their_callers_are_dropped():
    """Direct and mutual recursion are skipped as "recursive", a caller of a recursive
    function as removed with it, and a function calling another twice is no cycle."""
    h = harness(RECURSIVE, Draw(7))
    assert h.skipped["infinite_recursive_call"] == "recursive"
    assert h.skipped["ping"] == "recursive"
    assert h.skipped["pong"] == "recursive"
    assert h.skipped["calls_ping"] == "calls declared"
    assert h.functions == ("leaf", "calls_leaf_twice")
    assert "@ping" not in h.text
    assert "@infinite_recursive_call" not in h.text
    assert "recursive" in REASONS
