// Piece 4 of Conversion/VectorToSCF/vector-to-scf.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["materialize_write"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToSCF/vector-to-scf.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 4, "release": "22.1.8"}, "seed": 7088058511028741952, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1, d2, d3) -> (d3, d1, d0)>
module {
  func.func @materialize_write(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    %alloc = memref.alloc(%arg0, %arg1, %arg2, %arg3) : memref<?x?x?x?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?x?x?x?xf32>)
    %cst_0 = arith.constant dense<1.000000e+00> : vector<5x4x3xf32>
    affine.for %arg4 = 0 to %arg0 step 3 {
      affine.for %arg5 = 0 to %arg1 step 4 {
        affine.for %arg6 = 0 to %arg2 {
          affine.for %arg7 = 0 to %arg3 step 5 {
            %c0 = arith.constant 0 : index
            %dim = memref.dim %alloc, %c0 : memref<?x?x?x?xf32>
            %0 = arith.minui %arg4, %dim : index
            %c1 = arith.constant 1 : index
            %dim_1 = memref.dim %alloc, %c1 : memref<?x?x?x?xf32>
            %1 = arith.minui %arg5, %dim_1 : index
            %c2 = arith.constant 2 : index
            %dim_2 = memref.dim %alloc, %c2 : memref<?x?x?x?xf32>
            %2 = arith.remui %arg6, %dim_2 : index
            %c3 = arith.constant 3 : index
            %dim_3 = memref.dim %alloc, %c3 : memref<?x?x?x?xf32>
            %3 = arith.minui %arg7, %dim_3 : index
            vector.transfer_write %cst_0, %alloc[%0, %1, %2, %3] {permutation_map = #map} : vector<5x4x3xf32>, memref<?x?x?x?xf32>
          }
        }
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    call @materialize_write(%arg0, %arg1, %arg2, %arg3) : (index, index, index, index) -> ()
    return
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    call @smith_harness_0(%c3, %c0, %c2, %c0_0) : (index, index, index, index) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
