// Piece 5 of Analysis/DataFlow/test-next-access.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["callee1", "callee2", "conditonal_call"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Analysis/DataFlow/test-next-access.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 7619463116236265039, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func private @callee1(%arg0: memref<f32>) {
    %0 = memref.load %arg0[] {name = "callee1"} : memref<f32>
    return
  }
  func.func private @callee2(%arg0: memref<f32>) {
    %0 = memref.load %arg0[] {name = "callee2"} : memref<f32>
    return
  }
  func.func @conditonal_call(%arg0: memref<f32>, %arg1: i1) {
    %0 = memref.load %arg0[] {name = "pre"} : memref<f32>
    scf.if %arg1 {
      func.call @callee1(%arg0) {name = "call1"} : (memref<f32>) -> ()
    } else {
      func.call @callee2(%arg0) {name = "call2"} : (memref<f32>) -> ()
    }
    %1 = memref.load %arg0[] {name = "post"} : memref<f32>
    return
  }
  func.func @smith_harness_0() -> memref<f32> {
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    %cst_0 = arith.constant 0.0795021653 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<f32>)
    call @callee1(%alloc) : (memref<f32>) -> ()
    return %alloc : memref<f32>
  }
  func.func @smith_harness_1() -> memref<f32> {
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    %cst_0 = arith.constant 8.000000e+00 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<f32>)
    call @callee2(%alloc) : (memref<f32>) -> ()
    return %alloc : memref<f32>
  }
  func.func @smith_harness_2(%arg0: i1) -> memref<f32> {
    %alloc = memref.alloc() : memref<f32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    %cst_0 = arith.constant 45.8788681 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<f32>)
    call @conditonal_call(%alloc, %arg0) : (memref<f32>, i1) -> ()
    return %alloc : memref<f32>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> memref<f32>
    %1 = call @smith_harness_1() : () -> memref<f32>
    %true = arith.constant true
    %2 = call @smith_harness_2(%true) : (i1) -> memref<f32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %3 = memref.load %0[] : memref<f32>
    %4 = arith.bitcast %3 : f32 to i32
    %5 = arith.cmpf uno, %3, %3 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %6 = arith.select %5, %c2143289344_i32, %4 : i32
    %7 = arith.extsi %6 : i32 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %8 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %9 = arith.addi %8, %7 : i64
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %10 = memref.load %1[] : memref<f32>
    %11 = arith.bitcast %10 : f32 to i32
    %12 = arith.cmpf uno, %10, %10 : f32
    %c2143289344_i32_3 = arith.constant 2143289344 : i32
    %13 = arith.select %12, %c2143289344_i32_3, %11 : i32
    %14 = arith.extsi %13 : i32 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %15 = arith.muli %c-3750763034362895579_i64_2, %c1000003_i64_4 : i64
    %16 = arith.addi %15, %14 : i64
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c-3750763034362895579_i64_7 = arith.constant -3750763034362895579 : i64
    %17 = memref.load %2[] : memref<f32>
    %18 = arith.bitcast %17 : f32 to i32
    %19 = arith.cmpf uno, %17, %17 : f32
    %c2143289344_i32_8 = arith.constant 2143289344 : i32
    %20 = arith.select %19, %c2143289344_i32_8, %18 : i32
    %21 = arith.extsi %20 : i32 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %22 = arith.muli %c-3750763034362895579_i64_7, %c1000003_i64_9 : i64
    %23 = arith.addi %22, %21 : i64
    %c-3750763034362895579_i64_10 = arith.constant -3750763034362895579 : i64
    vector.print %9 : i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %24 = arith.muli %c-3750763034362895579_i64_10, %c1000003_i64_11 : i64
    %25 = arith.addi %24, %9 : i64
    vector.print %16 : i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %26 = arith.muli %25, %c1000003_i64_12 : i64
    %27 = arith.addi %26, %16 : i64
    vector.print %23 : i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %28 = arith.muli %27, %c1000003_i64_13 : i64
    %29 = arith.addi %28, %23 : i64
    vector.print %29 : i64
    return
  }
}
