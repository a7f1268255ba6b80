// Piece 8 of Conversion/VectorToLLVM/use-vector-alignment.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["scatter"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToLLVM/use-vector-alignment.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 8, "release": "22.1.8"}, "seed": 9223136726557598635, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @scatter(%arg0: memref<?xf32>, %arg1: vector<3xi32>, %arg2: vector<3xi1>, %arg3: vector<3xf32>) {
    %c0 = arith.constant 0 : index
    vector.scatter %arg0[%c0] [%arg1], %arg2, %arg3 : memref<?xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<3xi32>, %arg1: vector<3xi1>, %arg2: vector<3xf32>) -> memref<?xf32> {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
    %cst_0 = arith.constant 1.550000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<?xf32>)
    call @scatter(%alloc, %arg0, %arg1, %arg2) : (memref<?xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32>) -> ()
    return %alloc : memref<?xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[334158521, -1, -1]> : vector<3xi32>
    %cst_0 = arith.constant dense<[true, true, false]> : vector<3xi1>
    %cst_1 = arith.constant dense<[-1.250000e+01, -5.65521419E-4, -8.250000e+00]> : vector<3xf32>
    %0 = call @smith_harness_0(%cst, %cst_0, %cst_1) : (vector<3xi32>, vector<3xi1>, vector<3xf32>) -> memref<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %dim = memref.dim %0, %c0_2 : memref<?xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %dim step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = memref.load %0[%arg0] : memref<?xf32>
      %5 = arith.bitcast %4 : f32 to i32
      %6 = arith.cmpf uno, %4, %4 : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %7 = arith.select %6, %c2143289344_i32, %5 : i32
      %8 = arith.extsi %7 : i32 to i64
      %c1000003_i64_4 = arith.constant 1000003 : i64
      %9 = arith.muli %arg1, %c1000003_i64_4 : i64
      %10 = arith.addi %9, %8 : i64
      scf.yield %10 : i64
    }
    %c-3750763034362895579_i64_3 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_3, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
