// Piece 12 of Dialect/Vector/vector-dropleadunitdim-transforms.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["not_insert_cast_for_transfer_write_under_mask"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/vector-dropleadunitdim-transforms.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 12, "release": "22.1.8"}, "seed": 7448033771836601409, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @not_insert_cast_for_transfer_write_under_mask(%arg0: memref<1x1x4xf16>, %arg1: vector<1x4xf16>) {
    %c0 = arith.constant 0 : index
    %0 = vector.constant_mask [1, 3] : vector<1x4xi1>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    vector.mask %0 { vector.transfer_write %arg1, %arg0[%c0, %c0, %c0] : vector<1x4xf16>, memref<1x1x4xf16> } : vector<1x4xi1>
    return
  }
  func.func @smith_harness_0(%arg0: vector<1x4xf16>) -> memref<1x1x4xf16> {
    %alloc = memref.alloc() : memref<1x1x4xf16>
    %cst = arith.constant 0.000000e+00 : f16
    linalg.fill ins(%cst : f16) outs(%alloc : memref<1x1x4xf16>)
    %cst_0 = arith.constant 3.500000e+00 : f16
    linalg.fill ins(%cst_0 : f16) outs(%alloc : memref<1x1x4xf16>)
    call @not_insert_cast_for_transfer_write_under_mask(%alloc, %arg0) : (memref<1x1x4xf16>, vector<1x4xf16>) -> ()
    return %alloc : memref<1x1x4xf16>
  }
  func.func @main() {
    %cst = arith.constant dense<[[7.500000e-01, 2.500000e+00, 5.578130e+01, 3.543850e-03]]> : vector<1x4xf16>
    %0 = call @smith_harness_0(%cst) : (vector<1x4xf16>) -> memref<1x1x4xf16>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c1_0 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c1_1 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
          %6 = memref.load %0[%arg0, %arg2, %arg4] : memref<1x1x4xf16>
          %7 = arith.bitcast %6 : f16 to i16
          %8 = arith.cmpf uno, %6, %6 : f16
          %c32256_i16 = arith.constant 32256 : i16
          %9 = arith.select %8, %c32256_i16, %7 : i16
          %10 = arith.extsi %9 : i16 to i64
          %c1000003_i64_3 = arith.constant 1000003 : i64
          %11 = arith.muli %arg5, %c1000003_i64_3 : i64
          %12 = arith.addi %11, %10 : i64
          scf.yield %12 : i64
        }
        scf.yield %5 : i64
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
