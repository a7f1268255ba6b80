"""passmap.json and optrec.json load and fit the toolchain: every pass text is probed once against
the real mlir-opt (cached per build), what it does not accept is dropped with a warning naming
it, and an optimisation may list alternatives (one spelling per MLIR release)."""

from __future__ import annotations

import json
import logging

from lowering.optrec import OPTREC_PATH, load_optrec
from lowering.passmap import PASSMAP_PATH, base_name, load_passmap, prune
from lowering.passprobe import PassSupport, probe_passes, registered_passes


def test_registered_passes_include_passes_and_pipelines(toolchain):
    names = registered_passes(str(toolchain.mlir_opt))
    assert len(names) > 250
    assert {"tosa-to-linalg", "convert-to-llvm", "one-shot-bufferize"} <= names
    assert "tosa-to-linalg-pipeline" in names  # from --help "Pass Pipelines"
    assert "test-lower-to-llvm" not in names  # toolchain.md: does not exist


def test_passmap_validates(passmap):
    assert passmap.chains["tosa.*"] == ("tosa-to-linalg",)
    assert len(passmap.slots["linalg-loops"]) == 3
    assert passmap.final[-1] == "reconcile-unrealized-casts"


def test_passmap_fits_this_toolchain_without_drops(toolchain, caplog):
    with caplog.at_level(logging.WARNING, logger="smith"):
        pm = load_passmap(toolchain)
    assert not caplog.records
    assert pm == load_passmap(None)  # 22.1.8 accepts every pass of the map


def test_unknown_pass_and_option_are_dropped_and_named(tmp_path, toolchain, caplog):
    data = json.loads(PASSMAP_PATH.read_text())
    data["chains"]["arith.*"] = ["convert-arith-to-llvm-typo", "convert-arith-to-llvm"]
    data["final"] = ["canonicalize{no-such-option=1}"] + data["final"]
    bad = tmp_path / "passmap.json"
    bad.write_text(json.dumps(data))
    with caplog.at_level(logging.WARNING, logger="smith"):
        pm = load_passmap(toolchain, bad)
    assert pm.chains["arith.*"] == ("convert-arith-to-llvm",)
    assert "canonicalize{no-such-option=1}" not in pm.final
    (rec,) = caplog.records
    assert "dropped 2 pass(es)" in rec.message
    assert "convert-arith-to-llvm-typo (no such pass)" in rec.message
    assert "canonicalize{no-such-option=1} (" in rec.message
    assert str(toolchain.mlir_opt) in rec.message


def test_prune_slots_and_chains(passmap):
    """A slot alternative holding a rejected pass goes; a slot with none left leaves the chains
    that used it; produces/edges naming an unregistered pass go."""
    slot, alts = next((k, a) for k, a in passmap.slots.items() if len(a) > 1)
    gone = alts[0][0]
    names = frozenset(registered_passes_of(passmap))
    pm, dropped = prune(passmap, PassSupport("mlir-opt", "x", names, {gone: "rejected"}))
    assert dropped == [gone]
    assert all(gone not in a for a in pm.slots.get(slot, ()))
    single = next(k for k, a in passmap.slots.items() if len(a) == 1)
    users = [k for k, c in passmap.chains.items() if f"@{single}" in c]
    only = passmap.slots[single][0][0]
    pm, _ = prune(passmap, PassSupport("mlir-opt", "x", names, {only: "rejected"}))
    assert single not in pm.slots
    assert all(f"@{single}" not in pm.chains[k] for k in users)


def registered_passes_of(pm) -> set[str]:
    return {base_name(t) for t in pm.all_pass_texts()} | set(pm.produces)


def test_probe_tries_each_text_once_and_caches(tmp_path, toolchain):
    texts = ["canonicalize", "affine-loop-unroll{unroll-full}",
             "affine-loop-unroll{unroll-factor=-1}", "no-such-pass"]
    sup = probe_passes(toolchain, texts, {"affine-loop-unroll"}, root=tmp_path)
    assert sup.accepts("canonicalize")
    assert sup.accepts("affine-loop-unroll{unroll-factor=-1}")
    assert not sup.accepts("affine-loop-unroll{unroll-full}")  # an MLIR 21 option
    assert "unroll-full" in sup.why("affine-loop-unroll{unroll-full}")
    assert sup.why("no-such-pass") == "no such pass"
    (cache,) = tmp_path.glob(f"{toolchain.version()}-*.json")
    assert set(json.loads(cache.read_text())["tried"]) == set(texts)
    again = probe_passes(toolchain, texts[:2], {"affine-loop-unroll"}, root=tmp_path)
    assert again.tried == sup.tried  # answered from the cache
    cache.write_text("{not json")
    rebuilt = probe_passes(toolchain, texts, {"affine-loop-unroll"}, root=tmp_path)
    assert rebuilt.tried == sup.tried


def test_optrec_alternatives_pick_this_releases_spelling(tmp_path, toolchain, caplog):
    with caplog.at_level(logging.WARNING, logger="smith"):
        rec = load_optrec(toolchain)
    assert not caplog.records
    assert "affine-loop-unroll{unroll-factor=-1}" in rec.table["affine"]
    assert "affine-loop-unroll{unroll-full}" not in rec.table["affine"]
    assert load_optrec(None).table["affine"] == rec.table["affine"]  # first alternative
    data = json.loads(OPTREC_PATH.read_text())
    data["recommend"]["math"] = [["math-expand-ops-typo", "no-such-pass"], "math-expand-ops"]
    bad = tmp_path / "optrec.json"
    bad.write_text(json.dumps(data))
    with caplog.at_level(logging.WARNING, logger="smith"):
        rec = load_optrec(toolchain, bad)
    assert rec.table["math"] == ("math-expand-ops",)
    assert "math-expand-ops-typo (no such pass); no-such-pass (no such pass)" in caplog.text


def test_base_name():
    assert base_name("one-shot-bufferize{bufferize-function-boundaries}#o2") == "one-shot-bufferize"


def test_leading_passes_load_prune_and_validate(tmp_path, toolchain):
    """``first_optimized_path_starts_with`` loads as ``leading_passes``; a leading pass the
    toolchain rejects is dropped; a pass that must follow others (a catch-all) is refused."""
    import pytest

    from lowering.passmap import PassMapError

    data = json.loads(PASSMAP_PATH.read_text())
    data["optimizations"]["first_optimized_path_starts_with"] = ["canonicalize", "cse-typo"]
    odd = tmp_path / "passmap.json"
    odd.write_text(json.dumps(data))
    assert load_passmap(None, odd).leading_passes == ("canonicalize", "cse-typo")
    assert load_passmap(toolchain, odd).leading_passes == ("canonicalize",)
    data["optimizations"]["first_optimized_path_starts_with"] = ["convert-to-llvm"]
    odd.write_text(json.dumps(data))
    with pytest.raises(PassMapError, match="convert-to-llvm"):
        load_passmap(None, odd)
