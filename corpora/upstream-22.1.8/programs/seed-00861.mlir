// Piece 34 of Dialect/MemRef/fold-memref-alias-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_vector_maskedstore_subview"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/MemRef/fold-memref-alias-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 34, "release": "22.1.8"}, "seed": 1519488664336473343, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_vector_maskedstore_subview(%arg0: memref<12x32xf32>, %arg1: index, %arg2: index, %arg3: vector<32xi1>, %arg4: vector<32xf32>) {
    %c12 = arith.constant 12 : index
    %0 = arith.remui %arg1, %c12 : index
    %c32 = arith.constant 32 : index
    %1 = arith.remui %arg2, %c32 : index
    %subview = memref.subview %arg0[%0, %1] [1, 1] [1, 1] : memref<12x32xf32> to memref<f32, strided<[], offset: ?>>
    vector.maskedstore %subview[], %arg3, %arg4 : memref<f32, strided<[], offset: ?>>, vector<32xi1>, vector<32xf32>
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: vector<32xi1>, %arg3: vector<32xf32>) -> memref<12x32xf32> {
    %alloc = memref.alloc() : memref<12x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<12x32xf32>)
    %cst_0 = arith.constant -8.08679389 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<12x32xf32>)
    call @fold_vector_maskedstore_subview(%alloc, %arg0, %arg1, %arg2, %arg3) : (memref<12x32xf32>, index, index, vector<32xi1>, vector<32xf32>) -> ()
    return %alloc : memref<12x32xf32>
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant dense<[true, false, false, true, true, false, false, false, false, false, true, true, false, false, true, false, false, false, false, false, false, true, false, true, false, false, true, false, true, true, true, true]> : vector<32xi1>
    %cst_0 = arith.constant dense<[-6.250000e+00, -1.100000e+01, -9.000000e+00, -0.0401839726, -9.500000e+00, 1.275000e+01, -388.422546, 0xFF800000, 0xFF800000, 6.250000e+00, -1.575000e+01, -5.500000e+00, -1.500000e+01, -0.00578740658, 1.525000e+01, 1.300000e+01, -2.250000e+00, 1.400000e+01, 7.500000e-01, 1.000000e+01, -1.225000e+01, -7.500000e+00, 2.02679148E-4, 873.426696, 1.075000e+01, 1.475000e+01, -3.500000e+00, 1.000000e+00, -10.5553303, 0x7F800000, -6.500000e+00, -8.250000e+00]> : vector<32xf32>
    %0 = call @smith_harness_0(%c1, %c2, %cst, %cst_0) : (index, index, vector<32xi1>, vector<32xf32>) -> memref<12x32xf32>
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c12 = arith.constant 12 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c12 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c32 step %c1_1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<12x32xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
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
