// Piece 1 of Conversion/ArithToLLVM/convert-nd-vector-to-llvmir.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["bitcast_2d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ArithToLLVM/convert-nd-vector-to-llvmir.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 9034532434019748071, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @bitcast_2d(%arg0: vector<2x4xf32>) {
    %0 = arith.bitcast %arg0 : vector<2x4xf32> to vector<2x4xi32>
    %1 = arith.cmpf uno, %arg0, %arg0 : vector<2x4xf32>
    %cst = arith.constant dense<2143289344> : vector<2x4xi32>
    %2 = arith.select %1, %cst, %0 : vector<2x4xi1>, vector<2x4xi32>
    %3 = arith.bitcast %2 : vector<2x4xi32> to vector<2x4xf32>
    %4 = arith.bitcast %3 : vector<2x4xf32> to vector<2x4xi32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<2x4xf32>) {
    call @bitcast_2d(%arg0) : (vector<2x4xf32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<[[-0.00235545821, -6.750000e+00, 1.025000e+01, 7.500000e-01], [-5.000000e+00, -1.375000e+01, 0.000000e+00, -0.575852096]]> : vector<2x4xf32>
    call @smith_harness_0(%cst) : (vector<2x4xf32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
