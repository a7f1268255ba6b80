// Piece 1 of Dialect/Affine/loop-unswitch.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["if_then_perfect", "if_then_imperfect", "handle_dead_if"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/loop-unswitch.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 1, "release": "22.1.8"}, "seed": 3849508351170165286, "skipped": {"abc": "declaration", "bar": "declaration", "foo": "declaration", "hoist_after_canonicalize": "calls declared", "if_else_perfect": "calls declared", "xyz": "declaration"}, "smith_version": "0.1.0"}
#set = affine_set<(d0) : (d0 - 2 >= 0)>
#set1 = affine_set<(d0) : (d0 - 1 >= 0, -d0 + 99 >= 0)>
module {
  func.func @if_then_perfect(%arg0: memref<100xi32>, %arg1: i32) {
    affine.for %arg2 = 0 to 100 {
      affine.for %arg3 = 0 to 100 {
        affine.for %arg4 = 0 to 100 {
          affine.if #set(%arg2) {
            affine.store %arg1, %arg0[(%arg2 mod 4294967296) mod 100] : memref<100xi32>
          }
        }
      }
    }
    return
  }
  func.func @if_then_imperfect(%arg0: memref<100xi32>, %arg1: index, %arg2: i32) {
    affine.for %arg3 = 0 to 100 {
      affine.store %arg2, %arg0[0] : memref<100xi32>
      affine.if #set(%arg1) {
        affine.store %arg2, %arg0[(%arg3 mod 4294967296) mod 100] : memref<100xi32>
      }
    }
    return
  }
  func.func @handle_dead_if(%arg0: index) {
    affine.for %arg1 = 0 to 100 {
      affine.if #set1(%arg0) {
      }
    }
    return
  }
  func.func @smith_harness_0(%arg0: i32) -> memref<100xi32> {
    %alloc = memref.alloc() : memref<100xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<100xi32>)
    %c3_i32 = arith.constant 3 : i32
    linalg.fill ins(%c3_i32 : i32) outs(%alloc : memref<100xi32>)
    call @if_then_perfect(%alloc, %arg0) : (memref<100xi32>, i32) -> ()
    return %alloc : memref<100xi32>
  }
  func.func @smith_harness_1(%arg0: index, %arg1: i32) -> memref<100xi32> {
    %alloc = memref.alloc() : memref<100xi32>
    %c0_i32 = arith.constant 0 : i32
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<100xi32>)
    %c-31681951_i32 = arith.constant -31681951 : i32
    linalg.fill ins(%c-31681951_i32 : i32) outs(%alloc : memref<100xi32>)
    call @if_then_imperfect(%alloc, %arg0, %arg1) : (memref<100xi32>, index, i32) -> ()
    return %alloc : memref<100xi32>
  }
  func.func @smith_harness_2(%arg0: index) {
    call @handle_dead_if(%arg0) : (index) -> ()
    return
  }
  func.func @main() {
    %c-2_i32 = arith.constant -2 : i32
    %0 = call @smith_harness_0(%c-2_i32) : (i32) -> memref<100xi32>
    %c2 = arith.constant 2 : index
    %c9_i32 = arith.constant 9 : i32
    %1 = call @smith_harness_1(%c2, %c9_i32) : (index, i32) -> memref<100xi32>
    %c1 = arith.constant 1 : index
    call @smith_harness_2(%c1) : (index) -> ()
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c100 = arith.constant 100 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %2 = scf.for %arg0 = %c0 to %c100 step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %8 = memref.load %0[%arg0] : memref<100xi32>
      %9 = arith.extsi %8 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %10 = arith.muli %arg1, %c1000003_i64_7 : i64
      %11 = arith.addi %10, %9 : i64
      scf.yield %11 : i64
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c100_3 = arith.constant 100 : index
    %c-3750763034362895579_i64_4 = arith.constant -3750763034362895579 : i64
    %3 = scf.for %arg0 = %c0_1 to %c100_3 step %c1_2 iter_args(%arg1 = %c-3750763034362895579_i64_4) -> (i64) {
      %8 = memref.load %1[%arg0] : memref<100xi32>
      %9 = arith.extsi %8 : i32 to i64
      %c1000003_i64_7 = arith.constant 1000003 : i64
      %10 = arith.muli %arg1, %c1000003_i64_7 : i64
      %11 = arith.addi %10, %9 : i64
      scf.yield %11 : i64
    }
    %c-3750763034362895579_i64_5 = arith.constant -3750763034362895579 : i64
    vector.print %2 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64_5, %c1000003_i64 : i64
    %5 = arith.addi %4, %2 : i64
    vector.print %3 : i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %6 = arith.muli %5, %c1000003_i64_6 : i64
    %7 = arith.addi %6, %3 : i64
    vector.print %7 : i64
    return
  }
}
