// Piece 0 of Dialect/Affine/inlining.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["func_with_affine_ops", "inline_with_affine_ops", "not_inline_in_affine_op"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Affine/inlining.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 215616628701513267, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>
#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, -d0 + 4 >= 0)>
module {
  func.func @func_with_affine_ops(%arg0: index) {
    %c200 = arith.constant 200 : index
    affine.for %arg1 = 1 to 10 {
      affine.if #set(%arg1)[%c200] {
        %0 = affine.apply #map(%arg1, %arg1)[%arg0]
      }
    }
    return
  }
  func.func @inline_with_affine_ops() {
    %c1 = arith.constant 1 : index
    call @func_with_affine_ops(%c1) : (index) -> ()
    return
  }
  func.func @not_inline_in_affine_op() {
    %c1 = arith.constant 1 : index
    affine.for %arg0 = 1 to 10 {
      func.call @func_with_affine_ops(%c1) : (index) -> ()
    }
    return
  }
  func.func @smith_harness_0(%arg0: index) {
    call @func_with_affine_ops(%arg0) : (index) -> ()
    return
  }
  func.func @smith_harness_1() {
    call @inline_with_affine_ops() : () -> ()
    return
  }
  func.func @smith_harness_2() {
    call @not_inline_in_affine_op() : () -> ()
    return
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    call @smith_harness_0(%c1) : (index) -> ()
    call @smith_harness_1() : () -> ()
    call @smith_harness_2() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
