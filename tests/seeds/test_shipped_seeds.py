"""The shipped seed directory ``corpora/upstream-22.1.8``: every program its manifest lists is
there with its origin and license in its header, harnessed programs spread over it verify with
the toolchain in use and have a callable ``@main``, and its pipeline seeds (``"harnessed":
false``, added by ``--select coverage`` for the rewrite patterns they apply) verify without
one."""

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
    counts = manifest["seeds"]["counts"]
    assert counts["selection"] == "coverage"
    unharnessed = [e for e in manifest["programs"] if e.get("harnessed") is False]
    assert len(unharnessed) == counts["pipeline_seeds"] > 0
    assert counts["pairs_written"] <= counts["pairs_candidates"]


def test_spread_of_programs_verify_with_main():
    listing = corpus_files(SEEDS, harnessed_only=True)
    programs = listing.programs
    for _, path in programs[:: len(programs) // 20]:
        text = path.read_text()
        with context():
            parse_verified(text, str(path))
        check_entry(text, "main", str(path))
    seeds = listing.unharnessed
    for _, path in seeds[:: max(1, len(seeds) // 10)]:
        text = path.read_text()
        assert read_header(text)["harnessed"] is False
        with context():
            parse_verified(text, str(path))
