// Piece 5 of Dialect/SPIRV/IR/target-and-abi.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["spv_entry_point"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SPIRV/IR/target-and-abi.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 5, "release": "22.1.8"}, "seed": 3347433042712088714, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @spv_entry_point() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [64, 1, 1]>} {
    return
  }
  func.func @smith_harness_0() {
    call @spv_entry_point() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
