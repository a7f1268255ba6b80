// Piece 0 of Dialect/Index/index-ops.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["binary_ops", "cmp_op", "sizeof_op", "constant_op", "bool_constant_op", "cast_op"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Index/index-ops.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 861637725366195627, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @binary_ops(%arg0: index, %arg1: index) {
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
    %19 = index.ceildivs %arg0, %18
    %c0_6 = arith.constant 0 : index
    %20 = arith.cmpi eq, %arg1, %c0_6 : index
    %c1_7 = arith.constant 1 : index
    %21 = arith.select %20, %c1_7, %arg1 : index
    %22 = index.ceildivu %arg0, %21
    %c0_8 = arith.constant 0 : index
    %23 = arith.cmpi eq, %arg1, %c0_8 : index
    %c-9223372036854775808_9 = arith.constant -9223372036854775808 : index
    %24 = arith.cmpi eq, %arg0, %c-9223372036854775808_9 : index
    %c-1_10 = arith.constant -1 : index
    %25 = arith.cmpi eq, %arg1, %c-1_10 : index
    %26 = arith.andi %24, %25 : i1
    %27 = arith.ori %23, %26 : i1
    %c1_11 = arith.constant 1 : index
    %28 = arith.select %27, %c1_11, %arg1 : index
    %29 = index.floordivs %arg0, %28
    %c0_12 = arith.constant 0 : index
    %30 = arith.cmpi eq, %arg1, %c0_12 : index
    %c-9223372036854775808_13 = arith.constant -9223372036854775808 : index
    %31 = arith.cmpi eq, %arg0, %c-9223372036854775808_13 : index
    %c-1_14 = arith.constant -1 : index
    %32 = arith.cmpi eq, %arg1, %c-1_14 : index
    %33 = arith.andi %31, %32 : i1
    %34 = arith.ori %30, %33 : i1
    %c1_15 = arith.constant 1 : index
    %35 = arith.select %34, %c1_15, %arg1 : index
    %36 = index.rems %arg0, %35
    %c0_16 = arith.constant 0 : index
    %37 = arith.cmpi eq, %arg1, %c0_16 : index
    %c1_17 = arith.constant 1 : index
    %38 = arith.select %37, %c1_17, %arg1 : index
    %39 = index.remu %arg0, %38
    %40 = index.maxs %arg0, %arg1
    %41 = index.maxu %arg0, %arg1
    %42 = index.mins %arg0, %arg1
    %43 = index.minu %arg0, %arg1
    %c64 = arith.constant 64 : index
    %44 = arith.remui %arg1, %c64 : index
    %45 = index.shl %arg0, %44
    %c64_18 = arith.constant 64 : index
    %46 = arith.remui %arg1, %c64_18 : index
    %47 = index.shrs %arg0, %46
    %c64_19 = arith.constant 64 : index
    %48 = arith.remui %arg1, %c64_19 : index
    %49 = index.shru %arg0, %48
    %50 = index.and %arg0, %arg1
    %51 = index.or %arg0, %arg1
    %52 = index.xor %arg0, %arg1
    return
  }
  func.func @cmp_op(%arg0: index, %arg1: index) {
    %0 = index.cmp eq(%arg0, %arg1)
    %1 = index.cmp ne(%arg0, %arg1)
    %2 = index.cmp slt(%arg0, %arg1)
    %3 = index.cmp sle(%arg0, %arg1)
    %4 = index.cmp sgt(%arg0, %arg1)
    %5 = index.cmp sge(%arg0, %arg1)
    %6 = index.cmp ult(%arg0, %arg1)
    %7 = index.cmp ule(%arg0, %arg1)
    %8 = index.cmp ugt(%arg0, %arg1)
    %9 = index.cmp uge(%arg0, %arg1)
    return
  }
  func.func @sizeof_op() {
    %0 = index.sizeof
    return
  }
  func.func @constant_op() {
    %idx0 = index.constant 0
    %idx1 = index.constant 1
    %idx42 = index.constant 42
    return
  }
  func.func @bool_constant_op() {
    %true = index.bool.constant true
    %false = index.bool.constant false
    return
  }
  func.func @cast_op(%arg0: index, %arg1: i32, %arg2: i64) {
    %0 = index.casts %arg0 : index to i64
    %1 = index.casts %arg1 : i32 to index
    %2 = index.casts %arg2 : i64 to index
    %3 = index.castu %arg0 : index to i64
    %4 = index.castu %arg1 : i32 to index
    %5 = index.castu %arg2 : i64 to index
    return
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index) {
    call @binary_ops(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: index, %arg1: index) {
    call @cmp_op(%arg0, %arg1) : (index, index) -> ()
    return
  }
  func.func @smith_harness_2() {
    call @sizeof_op() : () -> ()
    return
  }
  func.func @smith_harness_3() {
    call @constant_op() : () -> ()
    return
  }
  func.func @smith_harness_4() {
    call @bool_constant_op() : () -> ()
    return
  }
  func.func @smith_harness_5(%arg0: index, %arg1: i32, %arg2: i64) {
    call @cast_op(%arg0, %arg1, %arg2) : (index, i32, i64) -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    call @smith_harness_0(%c1, %c0) : (index, index) -> ()
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    call @smith_harness_1(%c0_0, %c0_1) : (index, index) -> ()
    call @smith_harness_2() : () -> ()
    call @smith_harness_3() : () -> ()
    call @smith_harness_4() : () -> ()
    %c2 = arith.constant 2 : index
    %c-10_i32 = arith.constant -10 : i32
    %c-9185930026733844649_i64 = arith.constant -9185930026733844649 : i64
    call @smith_harness_5(%c2, %c-10_i32, %c-9185930026733844649_i64) : (index, i32, i64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
