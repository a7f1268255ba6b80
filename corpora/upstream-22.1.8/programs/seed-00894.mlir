// Piece 16 of Dialect/OpenACC/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["kernel_environment_canonicalization"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/OpenACC/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 16, "release": "22.1.8"}, "seed": 5343330615367106556, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @kernel_environment_canonicalization(%arg0: i32, %arg1: i32, %arg2: i32) {
    acc.kernel_environment {
    }
    acc.kernel_environment wait({%arg0 : i32, %arg1 : i32}) {
    }
    acc.kernel_environment wait {
    }
    acc.kernel_environment wait({%arg2 : i32} [#acc.device_type<nvidia>]) {
    }
    return
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32, %arg2: i32) {
    call @kernel_environment_canonicalization(%arg0, %arg1, %arg2) : (i32, i32, i32) -> ()
    return
  }
  func.func @main() {
    %c10_i32 = arith.constant 10 : i32
    %c7_i32 = arith.constant 7 : i32
    %c3_i32 = arith.constant 3 : i32
    call @smith_harness_0(%c10_i32, %c7_i32, %c3_i32) : (i32, i32, i32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
