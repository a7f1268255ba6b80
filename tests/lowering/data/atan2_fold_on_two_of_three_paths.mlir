// Reduced (smith reduce, 539 -> 14 ops) from prog-01538 of a 25-minute mixed-dialect campaign
// (--seed 3032): linalg-fuse-elementwise-ops folds math.atan2(0, 0) to NaN (the known
// math-atan2-fold-zero-zero-nan) on the paths that run it before convert-math-to-libm; the
// path that calls libm first prints atan2(0, 0) = 0.
module {
  func.func private @compute() -> f32 {
    %cst = arith.constant -1.300000e+01 : f32
    %0 = arith.subf %cst, %cst : f32
    %1 = math.atan2 %0, %0 : f32
    return %1 : f32
  }
  func.func @main() {
    %0 = call @compute() : () -> f32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.cmpf uno, %0, %0 : f32
    %c2143289344_i32 = arith.constant 2143289344 : i32
    %2 = arith.select %1, %c2143289344_i32, %c1_i32 : i32
    %3 = arith.extsi %2 : i32 to i64
    vector.print %3 : i64
    return
  }
}
