// Piece 6 of Analysis/DataFlow/test-written-to.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["callee", "test_caller_below_callee"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/DataFlow/test-written-to.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 6, "release": "22.1.8"}, "seed": 6375503298916846873, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @callee(%arg0: f32) -> f32 {
    %0 = arith.mulf %arg0, %arg0 : f32
    return %0 : f32
  }
  func.func @test_caller_below_callee(%arg0: memref<f32>, %arg1: f32) {
    %0 = arith.subf %arg1, %arg1 {tag = "sub"} : f32
    %1 = call @callee(%0) : (f32) -> f32
    memref.store %1, %arg0[] {tag_name = "a"} : memref<f32>
    return
  }
  func.func @smith_harness_0(%arg0: f32) -> f32 {
    %0 = call @callee(%arg0) : (f32) -> f32
    return %0 : f32
  }
  func.func @smith_harness_1(%arg0: f32) -> memref<f32> {
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    %cst_0 = arith.constant 0.0430628471 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<f32>)
    call @test_caller_below_callee(%alloc, %arg0) : (memref<f32>, f32) -> ()
    return %alloc : memref<f32>
  }
  func.func @main() {
    %cst = arith.constant -0.363250613 : f32
    %0 = call @smith_harness_0(%cst) : (f32) -> f32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %1 = call @smith_harness_1(%cst_0) : (f32) -> memref<f32>
    %2 = arith.bitcast %0 : f32 to i32
    %3 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %6 = memref.load %1[] : memref<f32>
    %7 = arith.bitcast %6 : f32 to i32
    %8 = arith.cmpf uno, %6, %6 : f32
    %c2143289344_i32_1 = arith.constant 2143289344 : i32
    %9 = arith.select %8, %c2143289344_i32_1, %7 : i32
    %10 = arith.extsi %9 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %11 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %12 = arith.addi %11, %10 : i64
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    vector.print %5 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %13 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_3 : i64
    %14 = arith.addi %13, %5 : i64
    vector.print %12 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %15 = arith.muli %14, %c1000003_i64_4 : i64
    %16 = arith.addi %15, %12 : i64
    vector.print %16 : i64
    return
  }
}
