"""The checksum sees every element of memrefs (rank 0 included, strided views too), vectors
(rank 0 included) and values computed inside regions, in a fixed order; checked against a
Python model of the fold on the reference pipelines."""

from __future__ import annotations

import struct

from ubfix_helpers import ref_hash, run_all

from ubfix.checksum import instrument_checksum

SRC = """
func.func @compute(%v: f32, %c: i1, %x: i32) -> (memref<f32>, memref<2x3xi16>, vector<i64>,
                                                  vector<2x2xi8>, i32, memref<2xi16, strided<[3], offset: 1>>) {
  %m0 = memref.alloc() : memref<f32>
  memref.store %v, %m0[] : memref<f32>
  %m = memref.alloc() : memref<2x3xi16>
  %k = arith.constant 0 : index
  %one = arith.constant 1 : index
  %two = arith.constant 2 : index
  %s = arith.constant -7 : i16
  linalg.fill ins(%s : i16) outs(%m : memref<2x3xi16>)
  %e = arith.constant 300 : i16
  memref.store %e, %m[%one, %two] : memref<2x3xi16>
  %vec0 = arith.constant dense<-5> : vector<i64>
  %vec = arith.constant dense<[[1, -2], [3, 127]]> : vector<2x2xi8>
  %r = scf.if %c -> i32 {
    %y = arith.muli %x, %x : i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  %view = memref.subview %m[0, 1] [2, 1] [1, 1] : memref<2x3xi16> to memref<2xi16, strided<[3], offset: 1>>
  return %m0, %m, %vec0, %vec, %r, %view : memref<f32>, memref<2x3xi16>, vector<i64>, vector<2x2xi8>, i32, memref<2xi16, strided<[3], offset: 1>>
}
func.func @main() {
  %v = arith.constant 0x7FC00001 : f32
  %c = arith.constant true
  %x = arith.constant 12 : i32
  %r:6 = func.call @compute(%v, %c, %x) : (f32, i1, i32) -> (memref<f32>, memref<2x3xi16>, vector<i64>, vector<2x2xi8>, i32, memref<2xi16, strided<[3], offset: 1>>)
  return
}
"""


def test_checksum_covers_memrefs_vectors_and_region_values(tc):
    text = instrument_checksum(SRC)
    outs = {out for _, out in run_all(tc, text, opts=("-O0",)).values()}
    assert len(outs) == 1
    got = [int(x) for x in outs.pop().split()]
    nan = struct.unpack("<i", struct.pack("<I", 0x7FC00000))[0]  # canonical NaN bits
    want = [ref_hash([nan]), ref_hash([-7, -7, -7, -7, -7, 300]), ref_hash([-5]),
            ref_hash([1, -2, 3, 127]), 144, ref_hash([-7, -7])]
    assert got[:-1] == want
    assert got[-1] == ref_hash(want)


def test_checksum_of_a_generated_program_is_path_independent(tc, mlir_version):
    """A generated program with memrefs, vectors and nested regions prints the same digest on
    the reference pipelines. P4-parallel is left out: it runs ``convert-scf-to-cf`` before
    ``lower-affine``, which puts cf blocks into an ``affine.for`` region ("expects region #0 to
    have 0 or 1 blocks") whenever an scf op is nested in an affine loop."""
    from smith.gen.builder import GenOptions
    from smith.gen.program import generate_program

    opts = GenOptions(dialects=("affine", "arith", "memref", "scf", "vector"))
    prog = generate_program(3, opts, mlir_version)
    res = run_all(tc, prog.text, opts=("-O0",),
                  pipelines=["P1-loops", "P2-convert-to-llvm", "P3-affine"])
    assert {rc for rc, _ in res.values()} == {0}, res
    assert len({out for _, out in res.values()}) == 1
    assert "memref" in prog.text
    assert "vector" in prog.text
