// Piece 0 of Integration/Dialect/Arith/CPU/test-wide-int-emulation-subi-i32.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["emulate_subi", "check_subi", "entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Arith/CPU/test-wide-int-emulation-subi-i32.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 968997448203189362, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @emulate_subi(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.subi %arg0, %arg1 : i32
    return %0 : i32
  }
  func.func @check_subi(%arg0: i32, %arg1: i32) {
    %0 = call @emulate_subi(%arg0, %arg1) : (i32, i32) -> i32
    vector.print %0 : i32
    return
  }
  func.func @entry() {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    call @check_subi(%c1_i32, %c2_i32) : (i32, i32) -> ()
    call @check_subi(%c2_i32, %c1_i32) : (i32, i32) -> ()
    %c1_i32_0 = arith.constant 1 : i32
    %c-2_i32 = arith.constant -2 : i32
    call @check_subi(%c1_i32_0, %c-2_i32) : (i32, i32) -> ()
    call @check_subi(%c-2_i32, %c1_i32_0) : (i32, i32) -> ()
    %c-1_i32 = arith.constant -1 : i32
    %c-2_i32_1 = arith.constant -2 : i32
    call @check_subi(%c-1_i32, %c-2_i32_1) : (i32, i32) -> ()
    call @check_subi(%c-2_i32_1, %c-1_i32) : (i32, i32) -> ()
    %c131074_i32 = arith.constant 131074 : i32
    %c3_i32 = arith.constant 3 : i32
    call @check_subi(%c131074_i32, %c3_i32) : (i32, i32) -> ()
    call @check_subi(%c3_i32, %c131074_i32) : (i32, i32) -> ()
    %c16385027_i32 = arith.constant 16385027 : i32
    %c16450564_i32 = arith.constant 16450564 : i32
    call @check_subi(%c16385027_i32, %c16450564_i32) : (i32, i32) -> ()
    call @check_subi(%c16450564_i32, %c16385027_i32) : (i32, i32) -> ()
    %c65536_i32 = arith.constant 65536 : i32
    %c1_i32_2 = arith.constant 1 : i32
    call @check_subi(%c65536_i32, %c1_i32_2) : (i32, i32) -> ()
    call @check_subi(%c1_i32_2, %c65536_i32) : (i32, i32) -> ()
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c-1_i32_3 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32_4 = arith.constant 1 : i32
    call @check_subi(%c2147483647_i32, %c-2147483648_i32) : (i32, i32) -> ()
    call @check_subi(%c-2147483648_i32, %c2147483647_i32) : (i32, i32) -> ()
    call @check_subi(%c-2147483648_i32, %c1_i32_4) : (i32, i32) -> ()
    call @check_subi(%c2147483647_i32, %c-1_i32_3) : (i32, i32) -> ()
    call @check_subi(%c-1_i32_3, %c1_i32_4) : (i32, i32) -> ()
    call @check_subi(%c-1_i32_3, %c-1_i32_3) : (i32, i32) -> ()
    call @check_subi(%c0_i32, %c1_i32_4) : (i32, i32) -> ()
    call @check_subi(%c0_i32, %c-1_i32_3) : (i32, i32) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) -> i32 {
    %0 = call @emulate_subi(%arg0, %arg1) : (i32, i32) -> i32
    return %0 : i32
  }
  func.func @smith_harness_1(%arg0: i32, %arg1: i32) {
    call @check_subi(%arg0, %arg1) : (i32, i32) -> ()
    return
  }
  func.func @smith_harness_2() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    %c-1008805227_i32 = arith.constant -1008805227 : i32
    %c6_i32 = arith.constant 6 : i32
    %0 = call @smith_harness_0(%c-1008805227_i32, %c6_i32) : (i32, i32) -> i32
    %c-4_i32 = arith.constant -4 : i32
    %c-1792004451_i32 = arith.constant -1792004451 : i32
    call @smith_harness_1(%c-4_i32, %c-1792004451_i32) : (i32, i32) -> ()
    call @smith_harness_2() : () -> ()
    %1 = arith.extsi %0 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
