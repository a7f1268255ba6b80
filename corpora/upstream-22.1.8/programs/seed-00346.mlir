// Piece 13 of Conversion/VectorToSCF/vector-to-scf.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["vector_print_vector_0d"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/VectorToSCF/vector-to-scf.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 13, "release": "22.1.8"}, "seed": 4544700119441692725, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @vector_print_vector_0d(%arg0: vector<f32>) {
    vector.print %arg0 : vector<f32>
    return
  }
  func.func @smith_harness_0(%arg0: vector<f32>) {
    call @vector_print_vector_0d(%arg0) : (vector<f32>) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant dense<-0.388630092> : vector<f32>
    call @smith_harness_0(%cst) : (vector<f32>) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
