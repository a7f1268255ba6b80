// Piece 0 of Integration/Dialect/Arith/CPU/test-arith-expand-ceildivsi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["check_ceildivsi", "entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Arith/CPU/test-arith-expand-ceildivsi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2828489172308279661, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @check_ceildivsi(%arg0: i32, %arg1: i32) {
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
    %6 = arith.ceildivsi %arg0, %5 : i32
    vector.print %6 : i32
    return
  }
  func.func @entry() {
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c-3_i32 = arith.constant -3 : i32
    %c-2_i32 = arith.constant -2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    call @check_ceildivsi(%c2147483647_i32, %c2147483647_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c2147483647_i32, %c-2147483648_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c2147483647_i32, %c-1_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c2147483647_i32, %c-2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c2147483647_i32, %c1_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c2147483647_i32, %c2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-2147483648_i32, %c-2147483648_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-2147483648_i32, %c2147483647_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-2147483648_i32, %c-2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-2147483648_i32, %c1_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-2147483648_i32, %c2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c1_i32, %c-2147483648_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c2_i32, %c-2147483648_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-1_i32, %c-2147483648_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-2_i32, %c-2147483648_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c1_i32, %c2147483647_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c2_i32, %c2147483647_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-1_i32, %c2147483647_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-2_i32, %c2147483647_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-3_i32, %c2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-2_i32, %c2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-1_i32, %c2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c0_i32, %c2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c1_i32, %c2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c2_i32, %c2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c3_i32, %c2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-3_i32, %c-2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-2_i32, %c-2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c-1_i32, %c-2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c0_i32, %c-2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c1_i32, %c-2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c2_i32, %c-2_i32) : (i32, i32) -> ()
    call @check_ceildivsi(%c3_i32, %c-2_i32) : (i32, i32) -> ()
    return
  }
  func.func @smith_harness_0(%arg0: i32, %arg1: i32) {
    call @check_ceildivsi(%arg0, %arg1) : (i32, i32) -> ()
    return
  }
  func.func @smith_harness_1() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    %c-2147483647_i32 = arith.constant -2147483647 : i32
    %c6_i32 = arith.constant 6 : i32
    call @smith_harness_0(%c-2147483647_i32, %c6_i32) : (i32, i32) -> ()
    call @smith_harness_1() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
