// Piece 0 of Pass/scf-to-cf-and-print-liveness.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["for_if_for"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Pass/scf-to-cf-and-print-liveness.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 8009862025209978084, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @for_if_for(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x32xf16>
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    %1 = scf.for %arg4 = %arg0 to %arg1 step %0 iter_args(%arg5 = %cst) -> (tensor<128x32xf16>) {
      %2 = scf.if %arg3 -> (tensor<128x32xf16>) {
        scf.yield %arg5 : tensor<128x32xf16>
      } else {
        %c1_0 = arith.constant 1 : index
        %3 = arith.maxsi %arg2, %c1_0 : index
        %4 = scf.for %arg6 = %arg0 to %arg1 step %3 iter_args(%arg7 = %arg5) -> (tensor<128x32xf16>) {
          scf.yield %arg7 : tensor<128x32xf16>
        }
        scf.yield %4 : tensor<128x32xf16>
      }
      scf.yield %2 : tensor<128x32xf16>
    }
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
    call @for_if_for(%arg0, %arg1, %arg2, %arg3) : (index, index, index, i1) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %false = arith.constant false
    call @smith_harness_0(%c1, %c1_0, %c0, %false) : (index, index, index, i1) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
