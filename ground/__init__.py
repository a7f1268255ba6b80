"""The ground layer: errors, subprocess isolation, toolchain discovery, seeded draws, atomic
files, MLIR parsing with the bindings, the corpus manifest and the program header. It imports
nothing else of smith; every other package may import it."""
