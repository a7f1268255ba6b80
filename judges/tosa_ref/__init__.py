"""The official TOSA reference model as a third opinion (TOSA 1.0.0 specification, "TOSA Graph
Compliance"): a program's TOSA graph runs in ``tosa_reference_model`` on the values the MLIR
lowering paths use; UNPREDICTABLE (a REQUIRE fails), ERROR (an ERROR_IF holds) and outputs
outside the accuracy the specification allows per op are verdicts of their own.

Needs the optional ``oracle`` extra (``tosa-tools``); :func:`judges.tosa_ref.tools.find_tools`
raises :class:`judges.tosa_ref.tools.OracleUnavailable` (a one-line usage error) without it.
"""
