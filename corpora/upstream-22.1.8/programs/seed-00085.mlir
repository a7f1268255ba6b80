// Piece 0 of Conversion/ConvertToSPIRV/arith.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["int32_scalar", "int32_scalar_srem"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ConvertToSPIRV/arith.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2745501506697438751, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @int32_scalar(%arg0: i32, %arg1: i32) {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.subi %arg0, %arg1 : i32
    %2 = arith.muli %arg0, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.cmpi eq, %arg1, %c0_i32 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %4 = arith.cmpi eq, %arg0, %c-2147483648_i32 : i32
    %c-1_i32 = arith.constant -1 : i32
    %5 = arith.cmpi eq, %arg1, %c-1_i32 : i32
    %6 = arith.andi %4, %5 : i1
    %7 = arith.ori %3, %6 : i1
    %c1_i32 = arith.constant 1 : i32
    %8 = arith.select %7, %c1_i32, %arg1 : i32
    %9 = arith.divsi %arg0, %8 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %10 = arith.cmpi eq, %arg1, %c0_i32_0 : i32
    %c1_i32_1 = arith.constant 1 : i32
    %11 = arith.select %10, %c1_i32_1, %arg1 : i32
    %12 = arith.divui %arg0, %11 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %13 = arith.cmpi eq, %arg1, %c0_i32_2 : i32
    %c1_i32_3 = arith.constant 1 : i32
    %14 = arith.select %13, %c1_i32_3, %arg1 : i32
    %15 = arith.remui %arg0, %14 : i32
    return
  }
  func.func @int32_scalar_srem(%arg0: i32, %arg1: i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %1 = arith.cmpi eq, %arg0, %c-2147483648_i32 : i32
    %c-1_i32 = arith.constant -1 : i32
    %2 = arith.cmpi eq, %arg1, %c-1_i32 : i32
    %3 = arith.andi %1, %2 : i1
    %4 = arith.ori %0, %3 : i1
    %c1_i32 = arith.constant 1 : i32
    %5 = arith.select %4, %c1_i32, %arg1 : i32
    %6 = arith.remsi %arg0, %5 : i32
    return
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) {
    call @int32_scalar(%arg0, %arg1) : (i32, i32) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: i32, %arg1: i32) {
    call @int32_scalar_srem(%arg0, %arg1) : (i32, i32) -> ()
    return
  }
  func.func @main() {
    %c302282148_i32 = arith.constant 302282148 : i32
    %c4_i32 = arith.constant 4 : i32
    call @smith_harness_0(%c302282148_i32, %c4_i32) : (i32, i32) -> ()
    %c-1801191855_i32 = arith.constant -1801191855 : i32
    %c-2147483647_i32 = arith.constant -2147483647 : i32
    call @smith_harness_1(%c-1801191855_i32, %c-2147483647_i32) : (i32, i32) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
