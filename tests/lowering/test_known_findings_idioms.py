"""Known MLIR 22.1.8 bugs the idiom programs (``smith gen --idioms``) reach, on the real
toolchain: the ``IndexCastOfIndexCast`` idiom's signed ``arith.index_cast`` round trip through
a narrower integer is folded by canonicalize (llvm/llvm-project#90238), and the entry
``canonicalize-index-castui-round-trip`` keys and confirms it (its key and ``input_has`` once
asked for ``index_castu``: the signed pair, nine findings of the 1-hour idiom campaign, went
unknown)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import attrs

from ground.proc import run_tool
from lowering.findings.confirm import Probe, confirm_either_side
from lowering.findings.finding_test import FindingTest, Oracle, Step
from lowering.findings.store import FindingStore
from lowering.findings.triage import named_on_reference
from lowering.paths import LoweringPath, pure_path
from lowering.pipeline import PassRunner
from lowering.run.program import RunOptions, run_program
from lowering.verdict import (
    KNOWN_WRONG_CODE_PATH,
    load_known_crashes,
    load_known_wrong_code,
    match_known,
)

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"
SIGNED = FINDINGS / "canonicalize_index_cast_signed_round_trip_truncation.mlir"
UNSIGNED = FINDINGS / "canonicalize_index_castui_round_trip_truncation.mlir"
KID = "canonicalize-index-castui-round-trip"


def _input_has() -> list[str]:
    entry = next(b for b in json.loads(KNOWN_WRONG_CODE_PATH.read_text())["bugs"]
                 if b["id"] == KID)
    return entry["confirm"]["input_has"]


def _output(toolchain, pre: str) -> str:
    low = run_tool([toolchain.mlir_opt, SIGNED, f"--pass-pipeline=builtin.module({pre}"
                    "convert-to-llvm,reconcile-unrealized-casts)"], timeout=120)
    assert low.ok, low.stderr
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert res.ok, res.stderr
    return res.stdout.strip()


def test_canonicalize_folds_a_truncating_signed_index_cast_round_trip(toolchain):
    """Regression check of the toolchain (fails once MLIR fixes llvm/llvm-project#90238):
    2^32 + 5 cast to i32 and back is 5, canonicalize makes it 2^32 + 5."""
    assert _output(toolchain, "") == "5"
    assert _output(toolchain, "canonicalize,") == str((1 << 32) + 5)


def test_the_entry_keys_both_cast_pairs_and_no_lone_cast():
    """The key takes ``arith.index_cast`` and ``arith.index_castui``; ``input_has`` asks for a
    cast back to index of a cast from index (either fixture), not for any cast: the
    ``IndexCastOfExtSI`` idiom alone (a campaign finding of affine expression overflow had
    it) does not hold."""
    known = load_known_wrong_code()
    for ops in ("arith.addi,arith.index_cast,arith.muli", "arith.index_castui",
                "arith.index_castui,arith.xori"):
        assert match_known(f"first divergent pass canonicalize; ops {ops}", known) == KID, ops
    assert match_known("first divergent pass canonicalize; ops arith.index_castx", known) is None
    regexes = _input_has()
    for src in (SIGNED, UNSIGNED):
        assert all(re.search(rx, src.read_text()) for rx in regexes), src.name
    lone = ("  %0 = arith.extsi %a : i8 to i16\n  %1 = arith.index_cast %0 : i16 to index\n"
            "  %2 = arith.index_cast %i : index to i32\n  %3 = arith.index_cast %4 : i32 to index\n")
    assert not any(re.search(rx, lone) for rx in regexes)


def test_a_signed_round_trip_finding_gets_the_known_id(toolchain, passmap, tmp_path):
    """``smith run`` of the signed fixture, canonicalize first on one path: the difference is
    confirmed as the known bug (cast pair before canonicalize, output independent of fresh
    memory, no difference without canonicalize), no finding is written."""
    program = SIGNED.read_text()
    pure = pure_path(program, passmap)
    nested = frozenset(passmap.func_nested)
    paths = [LoweringPath("d0", pure, nested),
             LoweringPath("d1", ("canonicalize", *pure), nested)]
    rep = run_program(program, "p", RunOptions(paths=2), toolchain, passmap,
                      load_known_crashes(), tmp_path, paths=paths, store=FindingStore(tmp_path))
    assert rep.verdict.known_id == KID, rep.near_miss
    assert rep.findings == ()
    (made,) = rep.confirm
    assert [c.split(":")[0] for c in made["checks"][0]["checks"]] == [
        "input_has", "fresh_memory", "without_pass"]


def test_near_miss_reason_comes_from_the_path_with_the_pass(toolchain, passmap, tmp_path):
    """When the path a probe holds lacks the entry's pass (a fold located on the reference
    path) and the other path's confirmation fails too, the reason given is the other path's
    (what failed where the pass runs), not "the responsible pass is not on the divergent
    path"."""
    program = SIGNED.read_text()
    pure = tuple(pure_path(program, passmap))
    nested = frozenset(passmap.func_nested)
    entry = attrs.evolve(next(k for k in load_known_wrong_code() if k.id == KID),
                         confirm={"input_has": [r"arith\.no_such_op"]})

    def probe(passes, index, name):
        return Probe(program, passes, index, PassRunner(toolchain, nested), passmap, toolchain,
                     tmp_path / name)

    lacking = probe(pure, None, "lacking")
    c = confirm_either_side(entry, lacking, lambda: probe(("canonicalize", *pure), 0, "with"))
    assert not c.confirmed
    assert c.reason == r"no arith\.no_such_op before canonicalize"
    alone = confirm_either_side(entry, lacking, lambda: None)
    assert alone.reason == "the responsible pass is not on the divergent path"


def test_a_pass_only_the_reference_path_runs_is_confirmed_there():
    """Triage confirms a known id on the path that runs the named pass: the ``edits`` method
    names canonicalize without a path, and canonicalize runs on the reference path only."""
    div = ("tosa-to-linalg", "convert-linalg-to-affine-loops", "lower-affine")
    ref = ("canonicalize", "tosa-to-linalg", "tosa-to-arith{include-apply-rescale=true}")
    assert named_on_reference(None, "canonicalize", div, ref)
    assert named_on_reference("reference", "lower-affine", div, ref)
    assert not named_on_reference(None, "tosa-to-linalg", div, ref)  # on both: divergent
    assert not named_on_reference(None, "lower-affine", div, ref)
    assert not named_on_reference(None, None, div, ref)
    assert named_on_reference(None, "tosa-to-arith{include-apply-rescale=false}", div, ref)


SPLF = "scf_parallel_loop_fusion_llvm_load_store_ignored"
SPLF_ID = "scf-parallel-loop-fusion-llvm-memory-ops-ignored"


def test_scf_parallel_loop_fusion_fuses_loops_of_llvm_loads(toolchain, tmp_path):
    """Regression check of the toolchain (fails once MLIR has llvm/llvm-project#179284): the
    reduced idiom-campaign finding reads fresh memory with scf-parallel-loop-fusion after
    finalize-memref-to-llvm, not without the pass."""
    pipes = json.loads((FINDINGS / f"{SPLF}.json").read_text())
    assert "scf-parallel-loop-fusion" in pipes["divergent"]
    assert "scf-parallel-loop-fusion" not in pipes["reference"]
    test = FindingTest("uninit", "wrong-code", Step.of(pipes["divergent"]),
                       Step.of(pipes["reference"]))
    out = Oracle(toolchain, tmp_path).check(test, (FINDINGS / f"{SPLF}.mlir").read_text())
    assert out.reproduced, out.reason


def test_scf_parallel_loop_fusion_entry_keys_its_uninitialised_reads(toolchain):
    """The entry takes the uninitialised-read key of the pass (both fixtures' findings), not a
    value difference it would have to confirm otherwise; ``input_has`` holds on the fixture
    lowered up to the pass (an scf.parallel with llvm.load inside) and not on its input."""
    known = load_known_wrong_code()
    key = "uninitialised read after scf-parallel-loop-fusion; ops scf.parallel,scf.reduce"
    assert match_known(key, known) == SPLF_ID
    assert match_known("first divergent pass scf-parallel-loop-fusion; ops scf.parallel",
                       known) is None
    entry = next(b for b in json.loads(KNOWN_WRONG_CODE_PATH.read_text())["bugs"]
                 if b["id"] == SPLF_ID)
    pipe = json.loads((FINDINGS / f"{SPLF}.json").read_text())["divergent"]
    before = pipe[:pipe.index(",func.func(scf-parallel-loop-fusion)")] + ")"
    low = run_tool([toolchain.mlir_opt, FINDINGS / f"{SPLF}.mlir", f"--pass-pipeline={before}"],
                   timeout=120)
    assert low.ok, low.stderr
    (rx,) = entry["confirm"]["input_has"]
    assert re.search(rx, low.stdout)
    assert not re.search(rx, (FINDINGS / f"{SPLF}.mlir").read_text())
    assert entry["confirm"]["uninit"] == {"pass": "scf-parallel-loop-fusion"}
