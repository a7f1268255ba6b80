// Piece 0 of Conversion/SCFToEmitC/switch.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["switch_no_result", "switch_one_result", "switch_two_results"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToEmitC/switch.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1640694043260447578, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @switch_no_result(%arg0: index) {
    scf.index_switch %arg0 
    case 2 {
      %c10_i32 = arith.constant 10 : i32
      scf.yield
    }
    case 5 {
      %c20_i32 = arith.constant 20 : i32
      scf.yield
    }
    default {
      %c30_i32 = arith.constant 30 : i32
    }
    return
  }
  func.func @switch_one_result(%arg0: index) {
    %0 = scf.index_switch %arg0 -> i32 
    case 2 {
      %c10_i32 = arith.constant 10 : i32
      scf.yield %c10_i32 : i32
    }
    case 5 {
      %c20_i32 = arith.constant 20 : i32
      scf.yield %c20_i32 : i32
    }
    default {
      %c30_i32 = arith.constant 30 : i32
      scf.yield %c30_i32 : i32
    }
    return
  }
  func.func @switch_two_results(%arg0: index) -> (i32, f32) {
    %0:2 = scf.index_switch %arg0 -> i32, f32 
    case 2 {
      %c10_i32 = arith.constant 10 : i32
      %cst = arith.constant 1.200000e+00 : f32
      scf.yield %c10_i32, %cst : i32, f32
    }
    case 5 {
      %c20_i32 = arith.constant 20 : i32
      %cst = arith.constant 2.400000e+00 : f32
      scf.yield %c20_i32, %cst : i32, f32
    }
    default {
      %c30_i32 = arith.constant 30 : i32
      %cst = arith.constant 3.600000e+00 : f32
      scf.yield %c30_i32, %cst : i32, f32
    }
    return %0#0, %0#1 : i32, f32
  }
  func.func @smith_harness_0(%arg0: index) {
    call @switch_no_result(%arg0) : (index) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: index) {
    call @switch_one_result(%arg0) : (index) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: index) -> (i32, f32) {
    %0:2 = call @switch_two_results(%arg0) : (index) -> (i32, f32)
    return %0#0, %0#1 : i32, f32
  }
  func.func @main() {
    %c3 = arith.constant 3 : index
    call @smith_harness_0(%c3) : (index) -> ()
    %c3_0 = arith.constant 3 : index
    call @smith_harness_1(%c3_0) : (index) -> ()
    %c2 = arith.constant 2 : index
    %0:2 = call @smith_harness_2(%c2) : (index) -> (i32, f32)
    %1 = arith.extsi %0#0 : i32 to i64
    %2 = arith.bitcast %0#1 : f32 to i32
    %3 = arith.cmpf uno, %0#1, %0#1 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %6 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %7 = arith.addi %6, %1 : i64
    vector.print %5 : i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %8 = arith.muli %7, %c1000003_i64_1 : i64
    %9 = arith.addi %8, %5 : i64
    vector.print %9 : i64
    return
  }
}
