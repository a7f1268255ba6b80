// Piece 0 of Conversion/AffineToStandard/lower-affine.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["empty", "for_with_yield", "affine_applies", "args_ret_affine_apply"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/AffineToStandard/lower-affine.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 7286654088188123230, "skipped": {"affine_apply_loops_shorthand": "calls declared", "body": "declaration", "body2": "declaration", "body3": "declaration", "get_idx": "declaration", "if_else": "calls declared", "if_for": "calls declared", "if_only": "calls declared", "if_with_yield": "calls declared", "imperfectly_nested_loops": "calls declared", "loop_min_max": "calls declared", "mid": "declaration", "min_reduction_tree": "calls declared", "more_imperfectly_nested_loops": "calls declared", "multi_cond": "calls declared", "nested_ifs": "calls declared", "post": "declaration", "pre": "declaration", "simple_loop": "calls declared"}, "smith_version": "0.1.0"}
#map = affine_map<() -> (0)>
#map1 = affine_map<()[s0] -> (s0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0)[s0] -> (d0 + s0 + 1)>
#map4 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d0 + d1 * 2 + d2 * 3 + d3 * 4 + s0 * 5 + s1 * 6 + s2 * 7)>
module {
  func.func @empty() {
    return
  }
  func.func @for_with_yield(%arg0: memref<1024xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.for %arg1 = 0 to 10 step 2 iter_args(%arg2 = %cst) -> (f32) {
      %1 = affine.load %arg0[%arg1 mod 1024] : memref<1024xf32>
      %2 = arith.addf %arg2, %1 : f32
      affine.yield %2 : f32
    }
    return %0 : f32
  }
  func.func @affine_applies(%arg0: index) {
    %0 = affine.apply #map()
    %c101 = arith.constant 101 : index
    %1 = affine.apply #map1()[%0]
    %c102 = arith.constant 102 : index
    %2 = affine.apply #map2(%0)
    %3 = affine.apply #map3(%1)[%0]
    %4 = affine.apply #map4(%arg0, %arg0, %arg0, %arg0)[%arg0, %arg0, %arg0]
    return
  }
  func.func @args_ret_affine_apply(%arg0: index, %arg1: index) -> (index, index) {
    %0 = affine.apply #map2(%arg0)
    %1 = affine.apply #map1()[%arg1]
    return %0, %1 : index, index
  }
  func.func @smith_harness_0() {
    call @empty() : () -> ()
    return
  }
  func.func @smith_harness_1() -> (f32, memref<1024xf32>) {
    %alloc = memref.alloc() : memref<1024xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1024xf32>)
    %cst_0 = arith.constant 1.575000e+01 : f32
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<1024xf32>)
    %0 = call @for_with_yield(%alloc) : (memref<1024xf32>) -> f32
    return %0, %alloc : f32, memref<1024xf32>
  }
  func.func @smith_harness_2(%arg0: index) {
    call @affine_applies(%arg0) : (index) -> ()
    return
  }
  func.func @smith_harness_3(%arg0: index, %arg1: index) -> (index, index) {
    %0:2 = call @args_ret_affine_apply(%arg0, %arg1) : (index, index) -> (index, index)
    return %0#0, %0#1 : index, index
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %0:2 = call @smith_harness_1() : () -> (f32, memref<1024xf32>)
    %c3 = arith.constant 3 : index
    call @smith_harness_2(%c3) : (index) -> ()
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %1:2 = call @smith_harness_3(%c2, %c1) : (index, index) -> (index, index)
    %2 = arith.bitcast %0#0 : f32 to i32
    %3 = arith.cmpf uno, %0#0, %0#0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %4 = arith.select %3, %c2143289344_i32, %2 : i32
    %5 = arith.extsi %4 : i32 to i64
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %6 = scf.for %arg0 = %c0 to %c1024 step %c1_0 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %17 = memref.load %0#1[%arg0] : memref<1024xf32>
      %18 = arith.bitcast %17 : f32 to i32
      %19 = arith.cmpf uno, %17, %17 : f32
      %c2143289344_i32_5 = arith.constant 2143289344 : i32
      %20 = arith.select %19, %c2143289344_i32_5, %18 : i32
      %21 = arith.extsi %20 : i32 to i64
      %c1000003_i64_6 = arith.constant 1000003 : i64
      %22 = arith.muli %arg1, %c1000003_i64_6 : i64
      %23 = arith.addi %22, %21 : i64
      scf.yield %23 : i64
    }
    %7 = arith.index_cast %1#0 : index to i64
    %8 = arith.index_cast %1#1 : index to i64
    %c-3750763034362895579_i64_1 = arith.constant -3750763034362895579 : i64
    vector.print %5 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %9 = arith.muli %c-3750763034362895579_i64_1, %c1000003_i64 : i64
    %10 = arith.addi %9, %5 : i64
    vector.print %6 : i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %11 = arith.muli %10, %c1000003_i64_2 : i64
    %12 = arith.addi %11, %6 : i64
    vector.print %7 : i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %13 = arith.muli %12, %c1000003_i64_3 : i64
    %14 = arith.addi %13, %7 : i64
    vector.print %8 : i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %15 = arith.muli %14, %c1000003_i64_4 : i64
    %16 = arith.addi %15, %8 : i64
    vector.print %16 : i64
    return
  }
}
