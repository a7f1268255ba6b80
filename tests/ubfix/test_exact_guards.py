"""Guards stay exact on the real toolchain: after ``fix_ub`` a value changes only where the UB
condition holds (each case below gave a different value with the earlier, inexact guards),
and the checksum covers dynamically shaped values and other entry functions."""

from __future__ import annotations

from ubfix_helpers import PIPELINES, ref_hash, run

from ground.proc import run_tool
from ubfix.checksum import instrument_checksum
from ubfix.rewrite import fix_ub

P1 = PIPELINES["P1-loops"]
# arith ops on tensors need convert-elementwise-to-linalg before bufferization
P1_TENSOR_ARITH = P1.replace("builtin.module(", "builtin.module(func.func("
                             "convert-elementwise-to-linalg),", 1)
MIN32 = -(1 << 31)


def _printed(tc, text: str, pipeline: str = P1) -> list[int]:
    rc, out = run(tc, fix_ub(text).text, pipeline, "-O0")
    assert rc == 0, (rc, out)
    return [int(line) for line in out.split()]


def _print_elements(n: int, value: str, elt: str) -> str:
    lines = []
    for i in range(n):
        lines.append(f"  %c{i} = arith.constant {i} : index\n"
                     f"  %e{i} = tensor.extract {value}[%c{i}] : tensor<?x{elt}>\n"
                     f"  vector.print %e{i} : {elt}")
    return "\n".join(lines)


DIVSI = """
func.func @compute(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %q = arith.divsi %a, %b : tensor<?xi32>
  return %q : tensor<?xi32>
}
func.func @main() {
  %a = arith.constant dense<[-2147483648, -2147483648, 7, -9]> : tensor<4xi32>
  %b = arith.constant dense<[2, -1, 0, -1]> : tensor<4xi32>
  %da = tensor.cast %a : tensor<4xi32> to tensor<?xi32>
  %db = tensor.cast %b : tensor<4xi32> to tensor<?xi32>
  %q = func.call @compute(%da, %db) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
PRINT
  return
}
"""


def test_tensor_divsi_changes_only_ub_lanes(tc):
    """MIN / 2 stays exact (the old guard raised every MIN dividend to MIN + 1); MIN / -1
    and 7 / 0 get divisor 1."""
    text = DIVSI.replace("PRINT", _print_elements(4, "%q", "i32"))
    assert _printed(tc, text, P1_TENSOR_ARITH) == [MIN32 // 2, MIN32, 7, 9]


INTDIV = """
func.func @compute(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %q = tosa.intdiv %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %q : tensor<4xi32>
}
func.func @main() {
  %a = arith.constant dense<[-2147483648, -2147483648, 7, -9]> : tensor<4xi32>
  %b = arith.constant dense<[2, -1, 0, -1]> : tensor<4xi32>
  %q0 = func.call @compute(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %q = tensor.cast %q0 : tensor<4xi32> to tensor<?xi32>
PRINT
  return
}
"""


def test_tosa_intdiv_changes_only_ub_lanes(tc):
    text = INTDIV.replace("PRINT", _print_elements(4, "%q", "i32"))
    assert _printed(tc, text) == [MIN32 // 2, MIN32, 7, 9]


FPTOSI = """
func.func @compute(%x: f32, %y: f32, %z: f32) -> (i8, i8, i8) {
  %a = arith.fptosi %x : f32 to i8
  %b = arith.fptosi %y : f32 to i8
  %c = arith.fptosi %z : f32 to i8
  return %a, %b, %c : i8, i8, i8
}
func.func @main() {
  %x = arith.constant -128.5 : f32
  %y = arith.constant 127.75 : f32
  %z = arith.constant -129.0 : f32
  %r:3 = func.call @compute(%x, %y, %z) : (f32, f32, f32) -> (i8, i8, i8)
  vector.print %r#0 : i8
  vector.print %r#1 : i8
  vector.print %r#2 : i8
  return
}
"""


def test_fptosi_keeps_values_that_truncate_into_range(tc):
    """-128.5 truncates to -128, which fits i8 (the old guard replaced it by 0); -129.0 is
    poison and becomes 0."""
    assert _printed(tc, FPTOSI) == [-128, 127, 0]


TRANSFER = """
func.func @compute(%m: memref<4xf32>, %i: index) -> vector<2xf32> {
  %pad = arith.constant 7.0 : f32
  %v = vector.transfer_read %m[%i], %pad : memref<4xf32>, vector<2xf32>
  return %v : vector<2xf32>
}
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%m : memref<4xf32>)
  %i = arith.constant 5 : index
  %v = func.call @compute(%m, %i) : (memref<4xf32>, index) -> vector<2xf32>
  %a = vector.extract %v[0] : f32 from vector<2xf32>
  %b = vector.extract %v[1] : f32 from vector<2xf32>
  %ia = arith.fptosi %a : f32 to i32
  %ib = arith.fptosi %b : f32 to i32
  vector.print %ia : i32
  vector.print %ib : i32
  memref.dealloc %m : memref<4xf32>
  return
}
"""


def test_transfer_read_past_the_end_stays_padding(tc):
    """A masked read starting at 5 of a 4-element memref is all padding (defined); the old
    guard wrapped the start to 1 and read the buffer."""
    assert _printed(tc, TRANSFER) == [7, 7]


DYNAMIC = """
func.func @compute(%t: tensor<?x?xi32>) -> tensor<?x?xi32> {
  return %t : tensor<?x?xi32>
}
func.func @ENTRY() {
  %t = arith.constant dense<[[1, -2, 3], [40, 50, -60]]> : tensor<2x3xi32>
  %d = tensor.cast %t : tensor<2x3xi32> to tensor<?x?xi32>
  %r = func.call @compute(%d) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  return
}
"""


def test_checksum_of_dynamic_shapes_with_another_entry(tc):
    text = instrument_checksum(fix_ub(DYNAMIC.replace("ENTRY", "forward")).text,
                               entry="forward")
    lowered = run_tool([tc.mlir_opt, f"--pass-pipeline={P1}", "-"], stdin=text, timeout=120)
    assert lowered.ok, lowered.stderr
    res = run_tool([tc.mlir_runner, "-e", "forward", "--entry-point-result=void", "-O0",
                    tc.shared_libs_flag], stdin=lowered.stdout, timeout=120)
    assert res.ok, res.stderr
    h = ref_hash([1, -2, 3, 40, 50, -60])
    assert [int(x) for x in res.stdout.split()] == [h, ref_hash([h])]


WIDE = """
func.func @main() {
  %w = arith.constant -3 : i128
  %x = arith.addi %w, %w : i128
  return
}
"""


def test_checksum_of_integers_wider_than_64_bits(tc):
    """An i128 is hashed as its two 64-bit halves, low first (it used to make the
    instrumentation produce invalid IR)."""
    rc, out = run(tc, instrument_checksum(WIDE), P1, "-O0")
    assert rc == 0, (rc, out)
    low, high = -6, -1  # -6 as i128: low half 0xFF..FA, high half all ones
    v = ref_hash([high], seed=low)
    assert [int(x) for x in out.split()] == [v, ref_hash([v])]
