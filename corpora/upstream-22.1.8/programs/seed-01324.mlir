// Piece 0 of IR/parse-literal.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["parse_i64_tensor", "parse_i32_tensor", "parse_i16_tensor", "parse_i8_tensor", "parse_i4_tensor"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "IR/parse-literal.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 2476340157789193372, "skipped": {"parse_i1_tensor": "i1 memory"}, "smith_version": "0.1.0"}
module {
  func.func @parse_i64_tensor() -> tensor<4xi64> {
    %cst = arith.constant dense<255> : tensor<4xi64>
    return %cst : tensor<4xi64>
  }
  func.func @parse_i32_tensor() -> tensor<8xi32> {
    %cst = arith.constant dense<255> : tensor<8xi32>
    return %cst : tensor<8xi32>
  }
  func.func @parse_i16_tensor() -> tensor<16xi16> {
    %cst = arith.constant dense<255> : tensor<16xi16>
    return %cst : tensor<16xi16>
  }
  func.func @parse_i8_tensor() -> tensor<32xi8> {
    %cst = arith.constant dense<15> : tensor<32xi8>
    return %cst : tensor<32xi8>
  }
  func.func @parse_i4_tensor() -> tensor<32xi4> {
    %cst = arith.constant dense<-1> : tensor<32xi4>
    return %cst : tensor<32xi4>
  }
  func.func @parse_i1_tensor() -> tensor<256xi1> {
    %cst = arith.constant dense<"0x0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F"> : tensor<256xi1>
    return %cst : tensor<256xi1>
  }
  func.func @smith_harness_0() -> tensor<4xi64> {
    %0 = call @parse_i64_tensor() : () -> tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func @smith_harness_1() -> tensor<8xi32> {
    %0 = call @parse_i32_tensor() : () -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func @smith_harness_2() -> tensor<16xi16> {
    %0 = call @parse_i16_tensor() : () -> tensor<16xi16>
    return %0 : tensor<16xi16>
  }
  func.func @smith_harness_3() -> tensor<32xi8> {
    %0 = call @parse_i8_tensor() : () -> tensor<32xi8>
    return %0 : tensor<32xi8>
  }
  func.func @smith_harness_4() -> tensor<32xi4> {
    %0 = call @parse_i4_tensor() : () -> tensor<32xi4>
    return %0 : tensor<32xi4>
  }
  func.func @main() {
    %0 = call @smith_harness_0() : () -> tensor<4xi64>
    %1 = call @smith_harness_1() : () -> tensor<8xi32>
    %2 = call @smith_harness_2() : () -> tensor<16xi16>
    %3 = call @smith_harness_3() : () -> tensor<32xi8>
    %4 = call @smith_harness_4() : () -> tensor<32xi4>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %5 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<4xi64>
      %c1000003_i64_18 = arith.constant 1000003 : i64
      %20 = arith.muli %arg1, %c1000003_i64_18 : i64
      %21 = arith.addi %20, %extracted : i64
      scf.yield %21 : i64
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c-3750763034362895579_i64_2 = arith.constant -3750763034362895579 : i64
    %6 = scf.for %arg0 = %c0_0 to %c8 step %c1_1 iter_args(%arg1 = %c-3750763034362895579_i64_2) -> (i64) {
      %extracted = tensor.extract %1[%arg0] : tensor<8xi32>
      %20 = arith.extsi %extracted : i32 to i64
      %c1000003_i64_18 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_18 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    %7 = scf.for %arg0 = %c0_3 to %c16 step %c1_4 iter_args(%arg1 = %c-3750763034362895579_i64_5) -> (i64) {
      %extracted = tensor.extract %2[%arg0] : tensor<16xi16>
      %20 = arith.extsi %extracted : i16 to i64
      %c1000003_i64_18 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_18 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c-3750763034362895579_i64_8 = arith.constant -3750763034362895579 : i64
    %8 = scf.for %arg0 = %c0_6 to %c32 step %c1_7 iter_args(%arg1 = %c-3750763034362895579_i64_8) -> (i64) {
      %extracted = tensor.extract %3[%arg0] : tensor<32xi8>
      %20 = arith.extsi %extracted : i8 to i64
      %c1000003_i64_18 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_18 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c0_9 = arith.constant 0 : index
    %c1_10 = arith.constant 1 : index
    %c32_11 = arith.constant 32 : index
    %c-3750763034362895579_i64_12 = arith.constant -3750763034362895579 : i64
    %9 = scf.for %arg0 = %c0_9 to %c32_11 step %c1_10 iter_args(%arg1 = %c-3750763034362895579_i64_12) -> (i64) {
      %extracted = tensor.extract %4[%arg0] : tensor<32xi4>
      %20 = arith.extsi %extracted : i4 to i64
      %c1000003_i64_18 = arith.constant 1000003 : i64
      %21 = arith.muli %arg1, %c1000003_i64_18 : i64
      %22 = arith.addi %21, %20 : i64
      scf.yield %22 : i64
    }
    %c-3750763034362895579_i64_13 = arith.constant -3750763034362895579 : i64
    vector.print %5 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %10 = arith.muli %c-3750763034362895579_i64_13, %c1000003_i64 : i64
    %11 = arith.addi %10, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %12 = arith.muli %11, %c1000003_i64_14 : i64
    %13 = arith.addi %12, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_15 = arith.constant 1000003 : i64
    %14 = arith.muli %13, %c1000003_i64_15 : i64
    %15 = arith.addi %14, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %16 = arith.muli %15, %c1000003_i64_16 : i64
    %17 = arith.addi %16, %8 : i64
    vector.print %9 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %18 = arith.muli %17, %c1000003_i64_17 : i64
    %19 = arith.addi %18, %9 : i64
    vector.print %19 : i64
    return
  }
}
