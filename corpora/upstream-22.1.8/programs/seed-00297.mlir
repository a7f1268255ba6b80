// Piece 13 of Conversion/VectorToGPU/vector-to-mma-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["matmul_mixed_signedness_int8"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToGPU/vector-to-mma-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 1235431783721398533, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @matmul_mixed_signedness_int8(%arg0: memref<16x16xi8>, %arg1: memref<16x16xi8>, %arg2: memref<16x16xi32>) {
    %cst = arith.constant dense<0> : vector<16x16xi8>
    %c0 = arith.constant 0 : index
    %c0_i8 = arith.constant 0 : i8
    %c0_i32 = arith.constant 0 : i32
    %c16 = arith.constant 16 : index
    %c16_0 = arith.constant 16 : index
    %0 = vector.transfer_read %arg0[%c0, %c0], %c0_i8 : memref<16x16xi8>, vector<16x16xi8>
    %c16_1 = arith.constant 16 : index
    %c16_2 = arith.constant 16 : index
    %1 = vector.transfer_read %arg1[%c0, %c0], %c0_i8 {permutation_map = #map} : memref<16x16xi8>, vector<16x16xi8>
    %c16_3 = arith.constant 16 : index
    %c16_4 = arith.constant 16 : index
    %2 = vector.transfer_read %arg2[%c0, %c0], %c0_i32 : memref<16x16xi32>, vector<16x16xi32>
    %3 = arith.extui %0 : vector<16x16xi8> to vector<16x16xi32>
    %4 = arith.extsi %1 : vector<16x16xi8> to vector<16x16xi32>
    %5 = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %3, %4, %2 : vector<16x16xi32>, vector<16x16xi32> into vector<16x16xi32>
    %c16_5 = arith.constant 16 : index
    %c16_6 = arith.constant 16 : index
    vector.transfer_write %5, %arg2[%c0, %c0] : vector<16x16xi32>, memref<16x16xi32>
    return
  }
  func.func @smith_harness_0() -> (memref<16x16xi8>, memref<16x16xi8>, memref<16x16xi32>) {
    %alloc = memref.alloc() : memref<16x16xi8>
    %c0_i8 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8 : i8) outs(%alloc : memref<16x16xi8>)
    %c91_i8 = arith.constant 91 : i8
    linalg.fill ins(%c91_i8 : i8) outs(%alloc : memref<16x16xi8>)
    %alloc_0 = memref.alloc() : memref<16x16xi8>
    %c0_i8_1 = arith.constant 0 : i8
    linalg.fill ins(%c0_i8_1 : i8) outs(%alloc_0 : memref<16x16xi8>)
    %c-1_i8 = arith.constant -1 : i8
    linalg.fill ins(%c-1_i8 : i8) outs(%alloc_0 : memref<16x16xi8>)
    %alloc_2 = memref.alloc() : memref<16x16xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc_2 : memref<16x16xi32>)
    %c1501272264_i32 = arith.constant 1501272264 : i32
    linalg.fill ins(%c1501272264_i32 : i32) outs(%alloc_2 : memref<16x16xi32>)
    call @matmul_mixed_signedness_int8(%alloc, %alloc_0, %alloc_2) : (memref<16x16xi8>, memref<16x16xi8>, memref<16x16xi32>) -> ()
    return %alloc, %alloc_0, %alloc_2 : memref<16x16xi8>, memref<16x16xi8>, memref<16x16xi32>
  }
  func.func @main() {
    %0:3 = call @smith_harness_0() : () -> (memref<16x16xi8>, memref<16x16xi8>, memref<16x16xi32>)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c16_0 = arith.constant 16 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c16 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %10 = scf.for %arg2 = %c0 to %c16_0 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#0[%arg0, %arg2] : memref<16x16xi8>
        %12 = arith.extsi %11 : i8 to i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_14 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %10 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c16_3 = arith.constant 16 : index
    %c16_4 = arith.constant 16 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0_1 to %c16_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %10 = scf.for %arg2 = %c0_1 to %c16_4 step %c1_2 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#1[%arg0, %arg2] : memref<16x16xi8>
        %12 = arith.extsi %11 : i8 to i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_14 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %10 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c16_8 = arith.constant 16 : index
    %c16_9 = arith.constant 16 : index
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_6 to %c16_8 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_10) -> (i64) {
      %10 = scf.for %arg2 = %c0_6 to %c16_9 step %c1_7 iter_args(%arg3 = %arg1) -> (i64) {
        %11 = memref.load %0#2[%arg0, %arg2] : memref<16x16xi32>
        %12 = arith.extsi %11 : i32 to i64
        %c1000003_i64_14 = arith.constant 1000003 : i64
        %13 = arith.muli %arg3, %c1000003_i64_14 : i64
        %14 = arith.addi %13, %12 : i64
        scf.yield %14 : i64
      }
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_11 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_11, %c1000003_i64 : i64
    %5 = arith.addi %4, %1 : i64
    vector.print %2 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_12 : i64
    %7 = arith.addi %6, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_13 : i64
    %9 = arith.addi %8, %3 : i64
    vector.print %9 : i64
    return
  }
}
