// Piece 0 of Conversion/MathToEmitC/math-to-emitc.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["absf", "floor", "sin", "cos", "asin", "acos", "atan2", "ceil", "exp", "powf", "round"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Conversion/MathToEmitC/math-to-emitc.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 4610373351123273773, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @absf(%arg0: f32, %arg1: f64) {
    %0 = math.absf %arg0 : f32
    %1 = math.absf %arg1 : f64
    return
  }
  func.func @floor(%arg0: f32, %arg1: f64) {
    %0 = math.floor %arg0 : f32
    %1 = math.floor %arg1 : f64
    return
  }
  func.func @sin(%arg0: f32, %arg1: f64) {
    %0 = math.sin %arg0 : f32
    %1 = math.sin %arg1 : f64
    return
  }
  func.func @cos(%arg0: f32, %arg1: f64) {
    %0 = math.cos %arg0 : f32
    %1 = math.cos %arg1 : f64
    return
  }
  func.func @asin(%arg0: f32, %arg1: f64) {
    %0 = math.asin %arg0 : f32
    %1 = math.asin %arg1 : f64
    return
  }
  func.func @acos(%arg0: f32, %arg1: f64) {
    %0 = math.acos %arg0 : f32
    %1 = math.acos %arg1 : f64
    return
  }
  func.func @atan2(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f64) {
    %0 = math.atan2 %arg0, %arg1 : f32
    %1 = math.atan2 %arg2, %arg3 : f64
    return
  }
  func.func @ceil(%arg0: f32, %arg1: f64) {
    %0 = math.ceil %arg0 : f32
    %1 = math.ceil %arg1 : f64
    return
  }
  func.func @exp(%arg0: f32, %arg1: f64) {
    %0 = math.exp %arg0 : f32
    %1 = math.exp %arg1 : f64
    return
  }
  func.func @powf(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f64) {
    %0 = math.powf %arg0, %arg1 : f32
    %1 = math.powf %arg2, %arg3 : f64
    return
  }
  func.func @round(%arg0: f32, %arg1: f64) {
    %0 = math.round %arg0 : f32
    %1 = math.round %arg1 : f64
    return
  }
  func.func @smith_harness_0(%arg0: f32, %arg1: f64) {
    call @absf(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @smith_harness_1(%arg0: f32, %arg1: f64) {
    call @floor(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @smith_harness_2(%arg0: f32, %arg1: f64) {
    call @sin(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @smith_harness_3(%arg0: f32, %arg1: f64) {
    call @cos(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @smith_harness_4(%arg0: f32, %arg1: f64) {
    call @asin(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @smith_harness_5(%arg0: f32, %arg1: f64) {
    call @acos(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @smith_harness_6(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f64) {
    call @atan2(%arg0, %arg1, %arg2, %arg3) : (f32, f32, f64, f64) -> ()
    return
  }
  func.func @smith_harness_7(%arg0: f32, %arg1: f64) {
    call @ceil(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @smith_harness_8(%arg0: f32, %arg1: f64) {
    call @exp(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @smith_harness_9(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f64) {
    call @powf(%arg0, %arg1, %arg2, %arg3) : (f32, f32, f64, f64) -> ()
    return
  }
  func.func @smith_harness_10(%arg0: f32, %arg1: f64) {
    call @round(%arg0, %arg1) : (f32, f64) -> ()
    return
  }
  func.func @main() {
    %cst = arith.constant -5.411370e+00 : f32
    %cst_0 = arith.constant -6.000000e+00 : f64
    call @smith_harness_0(%cst, %cst_0) : (f32, f64) -> ()
    %cst_1 = arith.constant 0x7F800000 : f32
    %cst_2 = arith.constant 1.575000e+01 : f64
    call @smith_harness_1(%cst_1, %cst_2) : (f32, f64) -> ()
    %cst_3 = arith.constant 1.100000e+01 : f32
    %cst_4 = arith.constant -3.4232588493772551E-4 : f64
    call @smith_harness_2(%cst_3, %cst_4) : (f32, f64) -> ()
    %cst_5 = arith.constant -9.60311889 : f32
    %cst_6 = arith.constant -0.000000e+00 : f64
    call @smith_harness_3(%cst_5, %cst_6) : (f32, f64) -> ()
    %cst_7 = arith.constant -3.250000e+00 : f32
    %cst_8 = arith.constant 0.93095210739679812 : f64
    call @smith_harness_4(%cst_7, %cst_8) : (f32, f64) -> ()
    %cst_9 = arith.constant 5.000000e-01 : f32
    %cst_10 = arith.constant 0.077947513091896958 : f64
    call @smith_harness_5(%cst_9, %cst_10) : (f32, f64) -> ()
    %cst_11 = arith.constant -1.575000e+01 : f32
    %cst_12 = arith.constant 2757.67334 : f32
    %cst_13 = arith.constant -8.000000e+00 : f64
    %cst_14 = arith.constant -9.250000e+00 : f64
    call @smith_harness_6(%cst_11, %cst_12, %cst_13, %cst_14) : (f32, f32, f64, f64) -> ()
    %cst_15 = arith.constant 9.11856461 : f32
    %cst_16 = arith.constant -4.8671663134739447 : f64
    call @smith_harness_7(%cst_15, %cst_16) : (f32, f64) -> ()
    %cst_17 = arith.constant 9.250000e+00 : f32
    %cst_18 = arith.constant 1.000000e+00 : f64
    call @smith_harness_8(%cst_17, %cst_18) : (f32, f64) -> ()
    %cst_19 = arith.constant 1.225000e+01 : f32
    %cst_20 = arith.constant -3086.53198 : f32
    %cst_21 = arith.constant -1.300000e+01 : f64
    %cst_22 = arith.constant -0.46935430295546143 : f64
    call @smith_harness_9(%cst_19, %cst_20, %cst_21, %cst_22) : (f32, f32, f64, f64) -> ()
    %cst_23 = arith.constant 5.750000e+00 : f32
    %cst_24 = arith.constant 6.250000e+00 : f64
    call @smith_harness_10(%cst_23, %cst_24) : (f32, f64) -> ()
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %c-3750763034362895579_i64 : i64
    return
  }
}
