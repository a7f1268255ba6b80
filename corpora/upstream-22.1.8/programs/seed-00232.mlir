// Piece 0 of Conversion/SCFToOpenMP/vector-reduction.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_and_reduction"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/SCFToOpenMP/vector-reduction.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 5289177210728931806, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_and_reduction() {
    %0 = vector.constant_mask [1] : vector<2xi1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %1 = scf.parallel (%arg0) = (%c0) to (%c2) step (%c1) init (%0) -> vector<2xi1> {
      %2 = vector.constant_mask [1] : vector<2xi1>
      scf.reduce(%2 : vector<2xi1>) {
      ^bb0(%arg1: vector<2xi1>, %arg2: vector<2xi1>):
        %3 = arith.andi %arg1, %arg2 : vector<2xi1>
        scf.reduce.return %3 : vector<2xi1>
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @vector_and_reduction() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
