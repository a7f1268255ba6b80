"""The shipped seed directory ``corpora/upstream-22.1.8``: every program its manifest lists is
there with its origin and license in its header, and programs spread over it verify with the
toolchain in use and have a callable ``@main``."""

from __future__ import annotations

import json
from pathlib import Path

from ground.header import read_header
from ground.manifest import corpus_files
from ground.mlir_ir import check_entry, context, parse_verified
from smith.app.seeds import KIND, LICENSE

SEEDS = Path(__file__).resolve().parents[2] / "corpora" / "upstream-22.1.8"


def test_manifest_lists_every_program_with_its_origin():
    listing = corpus_files(SEEDS)
    assert not listing.stray
    manifest = listing.meta
    assert manifest["seeds"]["release"] == "22.1.8"
    assert manifest["seeds"]["counts"]["written"] == len(listing.programs) > 1000
    for entry, (_, path) in zip(manifest["programs"], listing.programs, strict=True):
        head = read_header(path.read_text())
        assert head["kind"] == KIND
        assert head["origin"] == entry["origin"]
        assert head["origin"]["license"] == LICENSE
        assert head["functions"] == entry["functions"]
    assert "Apache-2.0 WITH LLVM-exception" in (SEEDS / "SOURCES").read_text()
    pairs = json.loads((SEEDS / "pairs.json").read_text())
    assert len(pairs["applied"]) > 800


def test_spread_of_programs_verify_with_main():
    programs = corpus_files(SEEDS).programs
    for _, path in programs[:: len(programs) // 20]:
        text = path.read_text()
        with context():
            parse_verified(text, str(path))
        check_entry(text, "main", str(path))
