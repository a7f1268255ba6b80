// Piece 0 of Integration/Dialect/Vector/CPU/create-mask-v4i1.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["entry"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Integration/Dialect/Vector/CPU/create-mask-v4i1.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3234321604419916874, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @entry() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %0 = vector.create_mask %c2 : vector<4xi1>
    vector.print %0 : vector<4xi1>
    scf.for %arg0 = %c0 to %c5 step %c1 {
      %3 = vector.create_mask %arg0 : vector<4xi1>
      vector.print %3 : vector<4xi1>
    }
    %1 = vector.create_mask %c2, %c3 : vector<4x4xi1>
    vector.print %1 : vector<4x4xi1>
    %2 = vector.create_mask %c3, %c2 : vector<4x4xi1>
    vector.print %2 : vector<4x4xi1>
    scf.for %arg0 = %c0 to %c5 step %c1 {
      %3 = vector.create_mask %c2, %arg0 : vector<4x4xi1>
      vector.print %3 : vector<4x4xi1>
    }
    scf.for %arg0 = %c0 to %c5 step %c1 {
      %3 = vector.create_mask %arg0, %c2 : vector<4x4xi1>
      vector.print %3 : vector<4x4xi1>
    }
    scf.for %arg0 = %c0 to %c5 step %c1 {
      scf.for %arg1 = %c0 to %c5 step %c1 {
        %3 = vector.create_mask %arg0, %arg1 : vector<4x4xi1>
        vector.print %3 : vector<4x4xi1>
      }
    }
    return
  }
  func.func @smith_harness_0() {
    call @entry() : () -> ()
    return
  }
  func.func @main() {
    call @smith_harness_0() : () -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
