// Piece 0 of Conversion/FuncToLLVM/convert-argattrs.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["check_attributes", "check_memref", "check_multiple"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/FuncToLLVM/convert-argattrs.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 684051449247268851, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @check_attributes(%arg0: i64 {dialect.a = true, dialect.b = 4 : i64}) {
    return
  }
  func.func @check_memref(%arg0: memref<10x20xf32> {llvm.noalias}) {
    return
  }
  func.func @check_multiple(%arg0: f32 {first.arg = true}, %arg1: i64 {second.arg = 42 : i32}) {
    return
  }
  func.func @smith_harness_0(%arg0: i64) {
    call @check_attributes(%arg0) : (i64) -> ()
    return
  }
  func.func @smith_harness_1() -> memref<10x20xf32> {
    %alloc = memref.alloc() : memref<10x20xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<10x20xf32>)
    %cst_0 = arith.constant 0.0700581446 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<10x20xf32>)
    call @check_memref(%alloc) : (memref<10x20xf32>) -> ()
    return %alloc : memref<10x20xf32>
  }
  func.func @smith_harness_2(%arg0: f32, %arg1: i64) {
    call @check_multiple(%arg0, %arg1) : (f32, i64) -> ()
    return
  }
  func.func @main() {
    %c3274364800666036636_i64 = arith.constant 3274364800666036636 : i64
    call @smith_harness_0(%c3274364800666036636_i64) : (i64) -> ()
    %0 = call @smith_harness_1() : () -> memref<10x20xf32>
    %cst = arith.constant -33.1919136 : f32
    %c-5419943923933273009_i64 = arith.constant -5419943923933273009 : i64
    call @smith_harness_2(%cst, %c-5419943923933273009_i64) : (f32, i64) -> ()
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c20 = arith.constant 20 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %4 = scf.for %arg2 = %c0 to %c20 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %5 = memref.load %0[%arg0, %arg2] : memref<10x20xf32>
        %6 = arith.bitcast %5 : f32 to i32
        %7 = arith.cmpf uno, %5, %5 : f32
        %c2143289344_i32 = arith.constant 2143289344 : i32
        %8 = arith.select %7, %c2143289344_i32, %6 : i32
        %9 = arith.extsi %8 : i32 to i64
        %c1000003_i64_1 = arith.constant 1000003 : i64
        %10 = arith.muli %arg3, %c1000003_i64_1 : i64
        %11 = arith.addi %10, %9 : i64
        scf.yield %11 : i64
      }
      scf.yield %4 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
