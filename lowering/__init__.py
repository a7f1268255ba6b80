"""Lowering exploration: the pass map fitted to the toolchain, lowering paths drawn from it, pass
pipelines run with mlir-opt and mlir-runner, verdicts and coverage (findings, reduction and one
program end to end are the subpackages findings, reduction and run)."""
