"""UB elimination: exact guards that change a value only where MLIR's UB, poison or a TOSA 1.0
REQUIRE would happen (rules registered per dialect in ubfix.rules), then the checksum of @main."""
