// Piece 0 of Conversion/ConvertToSPIRV/scf.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["if_yield", "while", "for"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ConvertToSPIRV/scf.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1468300798241805071, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @if_yield(%arg0: i1) -> f32 {
    %0 = scf.if %arg0 -> (f32) {
      %cst = arith.constant 0.000000e+00 : f32
      %1 = math.sqrt %cst : f32
      scf.yield %1 : f32
    } else {
      %cst = arith.constant 1.000000e+00 : f32
      %1 = math.exp %cst : f32
      scf.yield %1 : f32
    }
    return %0 : f32
  }
  func.func @while(%arg0: i32, %arg1: i32) -> i32 {
    %c2_i32 = arith.constant 2 : i32
    %alloca = memref.alloca() : memref<index>
    %c0 = arith.constant 0 : index
    memref.store %c0, %alloca[] : memref<index>
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %1 = arith.cmpi slt, %arg2, %arg1 : i32
      %2 = memref.load %alloca[] : memref<index>
      %c1 = arith.constant 1 : index
      %3 = arith.addi %2, %c1 : index
      memref.store %3, %alloca[] : memref<index>
      %c4096 = arith.constant 4096 : index
      %4 = arith.cmpi ult, %2, %c4096 : index
      %5 = arith.andi %1, %4 : i1
      scf.condition(%5) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %1 = arith.muli %arg2, %c2_i32 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
  func.func @for() {
    %c4 = arith.constant 4 : index
    %c42 = arith.constant 42 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0:2 = scf.for %arg0 = %c4 to %c42 step %c2 iter_args(%arg1 = %cst, %arg2 = %cst_0) -> (f32, f32) {
      %1 = arith.addf %arg1, %arg1 : f32
      scf.yield %1, %1 : f32, f32
    }
    return
  }
  func.func @smith_harness_0(%arg0: i1) -> f32 {
    %0 = call @if_yield(%arg0) : (i1) -> f32
    return %0 : f32
  }
  func.func @smith_harness_1(%arg0: i32, %arg1: i32) -> i32 {
    %0 = call @while(%arg0, %arg1) : (i32, i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_2() {
    call @for() : () -> ()
    return
  }
  func.func @main() {
    %false = arith.constant false
    %0 = call @smith_harness_0(%false) : (i1) -> f32
    %c-8_i32 = arith.constant -8 : i32
    %c-10_i32 = arith.constant -10 : i32
    %1 = call @smith_harness_1(%c-8_i32, %c-10_i32) : (i32, i32) -> i32
    call @smith_harness_2() : () -> ()
    %2 = arith.bitcast %0 : f32 to i32
    %3 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %6 = arith.extsi %1 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %5 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %7 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %8 = arith.addi %7, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %9 = arith.muli %8, %c1000003_i64_0 : i64
    %10 = arith.addi %9, %6 : i64
    vector.print %10 : i64
    return
  }
}
