// Piece 76 of Dialect/SCF/canonicalize.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["inline_empty_loop_with_empty_mapping"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/SCF/canonicalize.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 76, "release": "22.1.8"}, "seed": 5019624444108772400, "skipped": {}, "smith_version": "0.1.0"}
#map = affine_map<(d0) -> (d0)>
module {
  func.func @inline_empty_loop_with_empty_mapping(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
    %2 = scf.forall () in () shared_outs(%arg1 = %1) -> (tensor<16xf32>) {
      %extracted_slice = tensor.extract_slice %arg1[0] [16] [1] : tensor<16xf32> to tensor<16xf32>
      %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%extracted_slice : tensor<16xf32>) outs(%0 : tensor<16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %4 = arith.addf %in, %in : f32
        linalg.yield %4 : f32
      } -> tensor<16xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %3 into %arg1[0] [16] [1] : tensor<16xf32> into tensor<16xf32>
      }
    } {mapping = []}
    return %2 : tensor<16xf32>
  }
  func.func @smith_harness_0(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = call @inline_empty_loop_with_empty_mapping(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main() {
    %cst = arith.constant dense<[3.000000e+00, 7663.43847, 0.00871713086, -383.210114, -1.175000e+01, 1.500000e+01, -6.500000e+00, 2.750000e+00, 0.621123672, -7.750000e+00, 98.5927124, 1.250000e+00, 1.150000e+01, -0.0109624248, 0.0868987441, -7.250000e+00]> : tensor<16xf32>
    %0 = call @smith_harness_0(%cst) : (tensor<16xf32>) -> tensor<16xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    %1 = scf.for %arg0 = %c0 to %c16 step %c1 iter_args(%arg1 = %c-3750763034362895579_i64) -> (i64) {
      %extracted = tensor.extract %0[%arg0] : tensor<16xf32>
      %4 = arith.bitcast %extracted : f32 to i32
      %5 = arith.cmpf uno, %extracted, %extracted : f32
      %c2143289344_i32 = arith.constant 2143289344 : i32
      %6 = arith.select %5, %c2143289344_i32, %4 : i32
      %7 = arith.extsi %6 : i32 to i64
      %c1000003_i64_1 = arith.constant 1000003 : i64
      %8 = arith.muli %arg1, %c1000003_i64_1 : i64
      %9 = arith.addi %8, %7 : i64
      scf.yield %9 : i64
    }
    %c-3750763034362895579_i64_0 = arith.constant -3750763034362895579 : i64
    vector.print %1 : i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %2 = arith.muli %c-3750763034362895579_i64_0, %c1000003_i64 : i64
    %3 = arith.addi %2, %1 : i64
    vector.print %3 : i64
    return
  }
}
