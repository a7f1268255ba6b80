"""corpora/example is reproducible: regenerating it from its manifest's seed and options gives
identical bytes (programs and manifest)."""

from __future__ import annotations

import json
from pathlib import Path

from smith.app.corpus import generate_corpus
from smith.gen.program import options_from_json

EXAMPLE = Path(__file__).resolve().parents[2] / "corpora" / "example"


def test_example_corpus_regenerates_byte_for_byte(tmp_path, mlir_version):
    manifest = json.loads((EXAMPLE / "manifest.json").read_text())
    assert manifest["mlir_version"] == mlir_version
    options = options_from_json(manifest["options"])
    generate_corpus(tmp_path, manifest["count"], manifest["seed"], options, mlir_version,
                    jobs=2, progress=False)
    for entry in manifest["programs"]:
        assert (tmp_path / entry["file"]).read_bytes() == (EXAMPLE / entry["file"]).read_bytes()
    assert (tmp_path / "manifest.json").read_bytes() == (EXAMPLE / "manifest.json").read_bytes()
