// Piece 0 of Dialect/Arith/emulate-wide-int-canonicalization.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["uitofp_i16_ext_f64"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/emulate-wide-int-canonicalization.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 3260026698315071164, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @uitofp_i16_ext_f64(%arg0: i16) -> f64 {
    %0 = arith.extui %arg0 : i16 to i64
    %1 = arith.uitofp %0 : i64 to f64
    return %1 : f64
  }
  func.func @smith_harness_0(%arg0: i16) -> f64 {
    %0 = call @uitofp_i16_ext_f64(%arg0) : (i16) -> f64
    return %0 : f64
  }
  func.func @main() {
    %c7_i16 = arith.constant 7 : i16
    %0 = call @smith_harness_0(%c7_i16) : (i16) -> f64
    %1 = arith.bitcast %0 : f64 to i64
    %2 = arith.cmpf uno, %0, %0 : f64
    %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
    %3 = arith.select %2, %c9221120237041090560_i64, %1 : i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %3 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %c-3750763034362895579_i64, %c1000003_i64 : i64
    %5 = arith.addi %4, %3 : i64
    vector.print %5 : i64
    return
  }
}
