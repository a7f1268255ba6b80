"""judges: judges beyond cross-path comparison (the TOSA reference model, translation
validation, cross-release differential). A judge takes programs and lowering results and
returns verdicts; it never raises on a compiler crash."""
