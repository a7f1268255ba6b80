// Piece 59 of Dialect/Vector/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["fold_extract_broadcastlike_shape_cast"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Vector/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 59, "release": "22.1.8"}, "seed": 5687044365094387334, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @fold_extract_broadcastlike_shape_cast(%arg0: vector<1xf32>, %arg1: index) -> vector<1x1xf32> {
    %0 = vector.shape_cast %arg0 : vector<1xf32> to vector<1x1x1xf32>
    %c1 = arith.constant 1 : index
    %1 = arith.remui %arg1, %c1 : index
    %2 = vector.extract %0[%1] : vector<1x1xf32> from vector<1x1x1xf32>
    return %2 : vector<1x1xf32>
  }
  func.func @smith_harness_0(%arg0: vector<1xf32>, %arg1: index) -> vector<1x1xf32> {
    %0 = call @fold_extract_broadcastlike_shape_cast(%arg0, %arg1) : (vector<1xf32>, index) -> vector<1x1xf32>
    return %0 : vector<1x1xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<-7.500000e-01> : vector<1xf32>
    %c0 = arith.constant 0 : index
    %0 = call @smith_harness_0(%cst, %c0) : (vector<1xf32>, index) -> vector<1x1xf32>
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = vector.extract %0[0, 0] : f32 from vector<1x1xf32>
    %2 = arith.bitcast %1 : f32 to i32
    %3 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %5 : i64
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %7 : i64
    vector.print %9 : i64
    return
  }
}
