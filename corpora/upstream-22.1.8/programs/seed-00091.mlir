// Piece 0 of Conversion/ConvertToSPIRV/index.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["basic", "cmp", "ceildivs", "ceildivu"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/ConvertToSPIRV/index.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 604818052319519127, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @basic(%arg0: index, %arg1: index) {
    %0 = index.add %arg0, %arg1
    %1 = index.sub %arg0, %arg1
    %2 = index.mul %arg0, %arg1
    %c0 = arith.constant 0 : index
    %3 = arith.cmpi eq, %arg1, %c0 : index
    %c-9223372036854775808 = arith.constant -9223372036854775808 : index
    %4 = arith.cmpi eq, %arg0, %c-9223372036854775808 : index
    %c-1 = arith.constant -1 : index
    %5 = arith.cmpi eq, %arg1, %c-1 : index
    %6 = arith.andi %4, %5 : i1
    %7 = arith.ori %3, %6 : i1
    %c1 = arith.constant 1 : index
    %8 = arith.select %7, %c1, %arg1 : index
    %9 = index.divs %arg0, %8
    %c0_0 = arith.constant 0 : index
    %10 = arith.cmpi eq, %arg1, %c0_0 : index
    %c1_1 = arith.constant 1 : index
    %11 = arith.select %10, %c1_1, %arg1 : index
    %12 = index.divu %arg0, %11
    %c0_2 = arith.constant 0 : index
    %13 = arith.cmpi eq, %arg1, %c0_2 : index
    %c-9223372036854775808_3 = arith.constant -9223372036854775808 : index
    %14 = arith.cmpi eq, %arg0, %c-9223372036854775808_3 : index
    %c-1_4 = arith.constant -1 : index
    %15 = arith.cmpi eq, %arg1, %c-1_4 : index
    %16 = arith.andi %14, %15 : i1
    %17 = arith.ori %13, %16 : i1
    %c1_5 = arith.constant 1 : index
    %18 = arith.select %17, %c1_5, %arg1 : index
    %19 = index.rems %arg0, %18
    %c0_6 = arith.constant 0 : index
    %20 = arith.cmpi eq, %arg1, %c0_6 : index
    %c1_7 = arith.constant 1 : index
    %21 = arith.select %20, %c1_7, %arg1 : index
    %22 = index.remu %arg0, %21
    %23 = index.maxs %arg0, %arg1
    %24 = index.maxu %arg0, %arg1
    %25 = index.mins %arg0, %arg1
    %26 = index.minu %arg0, %arg1
    %c64 = arith.constant 64 : index
    %27 = arith.remui %arg1, %c64 : index
    %28 = index.shl %arg0, %27
    %c64_8 = arith.constant 64 : index
    %29 = arith.remui %arg1, %c64_8 : index
    %30 = index.shrs %arg0, %29
    %c64_9 = arith.constant 64 : index
    %31 = arith.remui %arg1, %c64_9 : index
    %32 = index.shru %arg0, %31
    %33 = index.and %arg0, %arg1
    %34 = index.or %arg0, %arg1
    %35 = index.xor %arg0, %arg1
    return
  }
  func.func @cmp(%arg0: index, %arg1: index) {
    %0 = index.cmp eq(%arg0, %arg1)
    return
  }
  func.func @ceildivs(%arg0: index, %arg1: index) -> index {
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi eq, %arg1, %c0 : index
    %c-9223372036854775808 = arith.constant -9223372036854775808 : index
    %1 = arith.cmpi eq, %arg0, %c-9223372036854775808 : index
    %c-1 = arith.constant -1 : index
    %2 = arith.cmpi eq, %arg1, %c-1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = arith.ori %0, %3 : i1
    %c1 = arith.constant 1 : index
    %5 = arith.select %4, %c1, %arg1 : index
    %6 = index.ceildivs %arg0, %5
    return %6 : index
  }
  func.func @ceildivu(%arg0: index, %arg1: index) -> index {
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi eq, %arg1, %c0 : index
    %c1 = arith.constant 1 : index
    %1 = arith.select %0, %c1, %arg1 : index
    %2 = index.ceildivu %arg0, %1
    return %2 : index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) {
    call @basic(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: index, %arg1: index) {
    call @cmp(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: index, %arg1: index) -> index {
    %0 = call @ceildivs(%arg0, %arg1) : (index, index) -> index
    return %0 : index
  }
  func.func @smith_harness_3(%arg0: index, %arg1: index) -> index {
    %0 = call @ceildivu(%arg0, %arg1) : (index, index) -> index
    return %0 : index
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    call @smith_harness_0(%c2, %c1) : (index, index) -> ()
    %c1_0 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    call @smith_harness_1(%c1_0, %c3) : (index, index) -> ()
    %c3_1 = arith.constant 3 : index
    %c1_2 = arith.constant 1 : index
    %0 = call @smith_harness_2(%c3_1, %c1_2) : (index, index) -> index
    %c3_3 = arith.constant 3 : index
    %c3_4 = arith.constant 3 : index
    %1 = call @smith_harness_3(%c3_3, %c3_4) : (index, index) -> index
    %2 = arith.index_cast %0 : index to i64
    %3 = arith.index_cast %1 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_5 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
