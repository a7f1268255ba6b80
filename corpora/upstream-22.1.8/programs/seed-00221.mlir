// Piece 0 of Conversion/SCFToEmitC/for.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["simple_std_for_loop", "simple_std_2_for_loops", "for_yield", "nested_for_yield", "for_yield_index", "for_yield_update_loop_carried_var"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToEmitC/for.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4590801819296689487, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @simple_std_for_loop(%arg0: index, %arg1: index, %arg2: index) {
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    scf.for %arg3 = %arg0 to %arg1 step %0 {
      %c1_0 = arith.constant 1 : index
    }
    return
  }
  func.func @simple_std_2_for_loops(%arg0: index, %arg1: index, %arg2: index) {
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    scf.for %arg3 = %arg0 to %arg1 step %0 {
      %c1_0 = arith.constant 1 : index
      %c1_1 = arith.constant 1 : index
      %1 = arith.maxsi %arg2, %c1_1 : index
      scf.for %arg4 = %arg0 to %arg1 step %1 {
        %c1_2 = arith.constant 1 : index
      }
    }
    return
  }
  func.func @for_yield(%arg0: index, %arg1: index, %arg2: index) -> (f32, f32) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    %1:2 = scf.for %arg3 = %arg0 to %arg1 step %0 iter_args(%arg4 = %cst, %arg5 = %cst_0) -> (f32, f32) {
      %2 = arith.addf %arg4, %arg5 : f32
      scf.yield %2, %2 : f32, f32
    }
    return %1#0, %1#1 : f32, f32
  }
  func.func @nested_for_yield(%arg0: index, %arg1: index, %arg2: index) -> f32 {
    %cst = arith.constant 1.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    %1 = scf.for %arg3 = %arg0 to %arg1 step %0 iter_args(%arg4 = %cst) -> (f32) {
      %c1_0 = arith.constant 1 : index
      %2 = arith.maxsi %arg2, %c1_0 : index
      %3 = scf.for %arg5 = %arg0 to %arg1 step %2 iter_args(%arg6 = %arg4) -> (f32) {
        %4 = arith.addf %arg6, %arg6 : f32
        scf.yield %4 : f32
      }
      scf.yield %3 : f32
    }
    return %1 : f32
  }
  func.func @for_yield_index(%arg0: index, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    %1 = scf.for %arg3 = %arg0 to %arg1 step %0 iter_args(%arg4 = %c0) -> (index) {
      scf.yield %arg4 : index
    }
    return %1 : index
  }
  func.func @for_yield_update_loop_carried_var(%arg0: index, %arg1: index, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.maxsi %arg2, %c1 : index
    %1 = scf.for %arg3 = %arg0 to %arg1 step %0 iter_args(%arg4 = %c0) -> (index) {
      %2 = arith.addi %arg4, %arg4 : index
      scf.yield %2 : index
    }
    return %1 : index
  }
  func.func @smith_harness_0(%arg0: index, %arg1: index, %arg2: index) {
    call @simple_std_for_loop(%arg0, %arg1, %arg2) : (index, index, index) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: index, %arg1: index, %arg2: index) {
    call @simple_std_2_for_loops(%arg0, %arg1, %arg2) : (index, index, index) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: index, %arg1: index, %arg2: index) -> (f32, f32) {
    %0:2 = call @for_yield(%arg0, %arg1, %arg2) : (index, index, index) -> (f32, f32)
    return %0#0, %0#1 : f32, f32
  }
  func.func @smith_harness_3(%arg0: index, %arg1: index, %arg2: index) -> f32 {
    %0 = call @nested_for_yield(%arg0, %arg1, %arg2) : (index, index, index) -> f32
    return %0 : f32
  }
  func.func @smith_harness_4(%arg0: index, %arg1: index, %arg2: index) -> index {
    %0 = call @for_yield_index(%arg0, %arg1, %arg2) : (index, index, index) -> index
    return %0 : index
  }
  func.func @smith_harness_5(%arg0: index, %arg1: index, %arg2: index) -> index {
    %0 = call @for_yield_update_loop_carried_var(%arg0, %arg1, %arg2) : (index, index, index) -> index
    return %0 : index
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    call @smith_harness_0(%c2, %c0, %c1) : (index, index, index) -> ()
    %c2_0 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c3_1 = arith.constant 3 : index
    call @smith_harness_1(%c2_0, %c3, %c3_1) : (index, index, index) -> ()
    %c2_2 = arith.constant 2 : index
    %c3_3 = arith.constant 3 : index
    %c2_4 = arith.constant 2 : index
    %0:2 = call @smith_harness_2(%c2_2, %c3_3, %c2_4) : (index, index, index) -> (f32, f32)
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %c2_7 = arith.constant 2 : index
    %1 = call @smith_harness_3(%c0_5, %c0_6, %c2_7) : (index, index, index) -> f32
    %c1_8 = arith.constant 1 : index
    %c1_9 = arith.constant 1 : index
    %c0_10 = arith.constant 0 : index
    %2 = call @smith_harness_4(%c1_8, %c1_9, %c0_10) : (index, index, index) -> index
    %c1_11 = arith.constant 1 : index
    %c1_12 = arith.constant 1 : index
    %c3_13 = arith.constant 3 : index
    %3 = call @smith_harness_5(%c1_11, %c1_12, %c3_13) : (index, index, index) -> index
    %4 = arith.bitcast %0#0 : f32 to i32
    %5 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %6 = arith.select %5, %c2143289344_i32, %4 : i32
    %7 = arith.extsi %6 : i32 to i64
    %8 = arith.bitcast %0#1 : f32 to i32
    %9 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32_14 = arith.constant 2143289344 : i32
    %10 = arith.select %9, %c2143289344_i32_14, %8 : i32
    %11 = arith.extsi %10 : i32 to i64
    %12 = arith.bitcast %1 : f32 to i32
    %13 = arith.cmpf uno, %1, %1 : f32
    %c2143289344_i32_15 = arith.constant 2143289344 : i32
    %14 = arith.select %13, %c2143289344_i32_15, %12 : i32
    %15 = arith.extsi %14 : i32 to i64
    %16 = arith.index_cast %2 : index to i64
    %17 = arith.index_cast %3 : index to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %7 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %18 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %19 = arith.addi %18, %7 : i64
    vector.print %11 : i64
    %c1000003_i64_16 = arith.constant 1000003 : i64
    %20 = arith.muli %19, %c1000003_i64_16 : i64
    %21 = arith.addi %20, %11 : i64
    vector.print %15 : i64
    %c1000003_i64_17 = arith.constant 1000003 : i64
    %22 = arith.muli %21, %c1000003_i64_17 : i64
    %23 = arith.addi %22, %15 : i64
    vector.print %16 : i64
    %c1000003_i64_18 = arith.constant 1000003 : i64
    %24 = arith.muli %23, %c1000003_i64_18 : i64
    %25 = arith.addi %24, %16 : i64
    vector.print %17 : i64
    %c1000003_i64_19 = arith.constant 1000003 : i64
    %26 = arith.muli %25, %c1000003_i64_19 : i64
    %27 = arith.addi %26, %17 : i64
    vector.print %27 : i64
    return
  }
}
