"""The generator: op specs -> template -> context-sensitive instantiation -> program, the
generation families, the harness that turns a function into a differential test."""
