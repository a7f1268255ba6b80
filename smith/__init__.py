"""smith: random, valid, UB-free MLIR programs for differential testing of MLIR lowering paths."""

__version__ = "0.1.0"
