// Piece 9 of Dialect/AMDGPU/maskedload-to-load.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["full_mask_maskedstore_to_store"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/AMDGPU/maskedload-to-load.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 9, "release": "22.1.8"}, "seed": 3257643241285368211, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @full_mask_maskedstore_to_store(%arg0: memref<8x8xf16>, %arg1: index, %arg2: i1, %arg3: vector<4xf16>) {
    %0 = vector.broadcast %arg2 : i1 to vector<4xi1>
    vector.maskedstore %arg0[%arg1, %arg1], %0, %arg3 : memref<8x8xf16>, vector<4xi1>, vector<4xf16>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: i1, %arg2: vector<4xf16>) -> memref<8x8xf16> {
    %alloc = memref.alloc() : memref<8x8xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<8x8xf16>)
    %cst_0 = arith.constant -6.250000e+00 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<8x8xf16>)
    call @full_mask_maskedstore_to_store(%alloc, %arg0, %arg1, %arg2) : (memref<8x8xf16>, index, i1, vector<4xf16>) -> ()
    return %alloc : memref<8x8xf16>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %false = arith.constant false
    %cst = arith.constant dense<[2.500000e-01, -1.500000e+00, 2.250000e+00, -8.500000e+00]> : vector<4xf16>
    %0 = call @smith_harness_0(%c1, %false, %cst) : (index, i1, vector<4xf16>) -> memref<8x8xf16>
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c8_1 = arith.constant 8 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c8 step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c8_1 step %c1_0 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<8x8xf16>
        %6 = arith.bitcast %5 : f16 to i16
        %7 = arith.cmpf uno, %5, %5 : f16
        %c32256_i16 = arith.constant 32256 : i16
        %8 = arith.select %7, %c32256_i16, %6 : i16
        %9 = arith.extsi %8 : i16 to i64
        %c1000003_i64_3 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_3 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
