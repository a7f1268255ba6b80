// Piece 0 of Dialect/Arith/emulate-wide-int-very-wide.mlir (MLIR 22.1.8 tests, LLVM Project, Apache-2.0 WITH LLVM-exception), harnessed by smith 0.1.0
// smith: {"functions": ["muli_scalar"], "kind": "upstream-test", "mlir_version": "22.1.8", "origin": {"file": "Dialect/Arith/emulate-wide-int-very-wide.mlir", "license": "Apache-2.0 WITH LLVM-exception", "piece": 0, "release": "22.1.8"}, "seed": 1168300397403886168, "skipped": {}, "smith_version": "0.1.0"}
module {
  func.func @muli_scalar(%arg0: i1024, %arg1: i1024) -> i1024 {
    %0 = arith.muli %arg0, %arg1 : i1024
    return %0 : i1024
  }
  func.func @smith_harness_0(%arg0: i1024, %arg1: i1024) -> i1024 {
    %0 = call @muli_scalar(%arg0, %arg1) : (i1024, i1024) -> i1024
    return %0 : i1024
  }
  func.func @main() {
    %c-41673275232267243676962703280297382369696609507912928126037621705744406053346999659484746158166100882476008766143819775928351105447878329407450898223734471441755839095288203155867938821195902057938387098544064401504963335906400354595848136280144241268801459633624795844699114149235859171621522595414256186971_i1024 = arith.constant -41673275232267243676962703280297382369696609507912928126037621705744406053346999659484746158166100882476008766143819775928351105447878329407450898223734471441755839095288203155867938821195902057938387098544064401504963335906400354595848136280144241268801459633624795844699114149235859171621522595414256186971 : i1024
    %c15_i1024 = arith.constant 15 : i1024
    %0 = call @smith_harness_0(%c-41673275232267243676962703280297382369696609507912928126037621705744406053346999659484746158166100882476008766143819775928351105447878329407450898223734471441755839095288203155867938821195902057938387098544064401504963335906400354595848136280144241268801459633624795844699114149235859171621522595414256186971_i1024, %c15_i1024) : (i1024, i1024) -> i1024
    %1 = arith.trunci %0 : i1024 to i64
    %c64_i1024 = arith.constant 64 : i1024
    %2 = arith.shrui %0, %c64_i1024 : i1024
    %3 = arith.trunci %2 : i1024 to i64
    %c1000003_i64 = arith.constant 1000003 : i64
    %4 = arith.muli %1, %c1000003_i64 : i64
    %5 = arith.addi %4, %3 : i64
    %c128_i1024 = arith.constant 128 : i1024
    %6 = arith.shrui %0, %c128_i1024 : i1024
    %7 = arith.trunci %6 : i1024 to i64
    %c1000003_i64_0 = arith.constant 1000003 : i64
    %8 = arith.muli %5, %c1000003_i64_0 : i64
    %9 = arith.addi %8, %7 : i64
    %c192_i1024 = arith.constant 192 : i1024
    %10 = arith.shrui %0, %c192_i1024 : i1024
    %11 = arith.trunci %10 : i1024 to i64
    %c1000003_i64_1 = arith.constant 1000003 : i64
    %12 = arith.muli %9, %c1000003_i64_1 : i64
    %13 = arith.addi %12, %11 : i64
    %c256_i1024 = arith.constant 256 : i1024
    %14 = arith.shrui %0, %c256_i1024 : i1024
    %15 = arith.trunci %14 : i1024 to i64
    %c1000003_i64_2 = arith.constant 1000003 : i64
    %16 = arith.muli %13, %c1000003_i64_2 : i64
    %17 = arith.addi %16, %15 : i64
    %c320_i1024 = arith.constant 320 : i1024
    %18 = arith.shrui %0, %c320_i1024 : i1024
    %19 = arith.trunci %18 : i1024 to i64
    %c1000003_i64_3 = arith.constant 1000003 : i64
    %20 = arith.muli %17, %c1000003_i64_3 : i64
    %21 = arith.addi %20, %19 : i64
    %c384_i1024 = arith.constant 384 : i1024
    %22 = arith.shrui %0, %c384_i1024 : i1024
    %23 = arith.trunci %22 : i1024 to i64
    %c1000003_i64_4 = arith.constant 1000003 : i64
    %24 = arith.muli %21, %c1000003_i64_4 : i64
    %25 = arith.addi %24, %23 : i64
    %c448_i1024 = arith.constant 448 : i1024
    %26 = arith.shrui %0, %c448_i1024 : i1024
    %27 = arith.trunci %26 : i1024 to i64
    %c1000003_i64_5 = arith.constant 1000003 : i64
    %28 = arith.muli %25, %c1000003_i64_5 : i64
    %29 = arith.addi %28, %27 : i64
    %c512_i1024 = arith.constant 512 : i1024
    %30 = arith.shrui %0, %c512_i1024 : i1024
    %31 = arith.trunci %30 : i1024 to i64
    %c1000003_i64_6 = arith.constant 1000003 : i64
    %32 = arith.muli %29, %c1000003_i64_6 : i64
    %33 = arith.addi %32, %31 : i64
    %c576_i1024 = arith.constant 576 : i1024
    %34 = arith.shrui %0, %c576_i1024 : i1024
    %35 = arith.trunci %34 : i1024 to i64
    %c1000003_i64_7 = arith.constant 1000003 : i64
    %36 = arith.muli %33, %c1000003_i64_7 : i64
    %37 = arith.addi %36, %35 : i64
    %c640_i1024 = arith.constant 640 : i1024
    %38 = arith.shrui %0, %c640_i1024 : i1024
    %39 = arith.trunci %38 : i1024 to i64
    %c1000003_i64_8 = arith.constant 1000003 : i64
    %40 = arith.muli %37, %c1000003_i64_8 : i64
    %41 = arith.addi %40, %39 : i64
    %c704_i1024 = arith.constant 704 : i1024
    %42 = arith.shrui %0, %c704_i1024 : i1024
    %43 = arith.trunci %42 : i1024 to i64
    %c1000003_i64_9 = arith.constant 1000003 : i64
    %44 = arith.muli %41, %c1000003_i64_9 : i64
    %45 = arith.addi %44, %43 : i64
    %c768_i1024 = arith.constant 768 : i1024
    %46 = arith.shrui %0, %c768_i1024 : i1024
    %47 = arith.trunci %46 : i1024 to i64
    %c1000003_i64_10 = arith.constant 1000003 : i64
    %48 = arith.muli %45, %c1000003_i64_10 : i64
    %49 = arith.addi %48, %47 : i64
    %c832_i1024 = arith.constant 832 : i1024
    %50 = arith.shrui %0, %c832_i1024 : i1024
    %51 = arith.trunci %50 : i1024 to i64
    %c1000003_i64_11 = arith.constant 1000003 : i64
    %52 = arith.muli %49, %c1000003_i64_11 : i64
    %53 = arith.addi %52, %51 : i64
    %c896_i1024 = arith.constant 896 : i1024
    %54 = arith.shrui %0, %c896_i1024 : i1024
    %55 = arith.trunci %54 : i1024 to i64
    %c1000003_i64_12 = arith.constant 1000003 : i64
    %56 = arith.muli %53, %c1000003_i64_12 : i64
    %57 = arith.addi %56, %55 : i64
    %c960_i1024 = arith.constant 960 : i1024
    %58 = arith.shrui %0, %c960_i1024 : i1024
    %59 = arith.trunci %58 : i1024 to i64
    %c1000003_i64_13 = arith.constant 1000003 : i64
    %60 = arith.muli %57, %c1000003_i64_13 : i64
    %61 = arith.addi %60, %59 : i64
    %c-3750763034362895579_i64 = arith.constant -3750763034362895579 : i64
    vector.print %61 : i64
    %c1000003_i64_14 = arith.constant 1000003 : i64
    %62 = arith.muli %c-3750763034362895579_i64, %c1000003_i64_14 : i64
    %63 = arith.addi %62, %61 : i64
    vector.print %63 : i64
    return
  }
}
