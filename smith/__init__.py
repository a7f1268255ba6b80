"""smith: random, valid, UB-free MLIR programs for differential testing of MLIR lowering paths."""

from ground.version import __version__

__all__ = ["__version__"]
