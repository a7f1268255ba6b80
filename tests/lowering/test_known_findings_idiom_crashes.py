"""Findings of a campaign with --idioms 0.3 (programs built with the op chains MLIR's
canonicalization patterns match) written up as known entries of lowering/known_crashes.json
and lowering/known_wrong_code.json,
checked on the real toolchain: each fixture of tests/fixtures/findings/ shows its failure (and
the neighbouring input that passes), and the entry is confirmed on the signature smith
computes. If one starts failing, MLIR changed."""

from __future__ import annotations

import json
import re

from lowering_fixtures import FINDINGS, fixture_functions, known_crash, near_miss_id, opt

from lowering.failure import full_signature
from lowering.findings.finding_test import needle_of
from lowering.findings.localise import ops_changed
from lowering.findings.reproducer import wrong_code_key
from lowering.findings.uninit import run_patterns
from lowering.pipeline import PassRunner
from lowering.verdict import (
    KNOWN_WRONG_CODE_PATH,
    load_known_wrong_code,
    match_known,
)

CMPF = FINDINGS / "arith_cmpf_true_of_sitofp_unreachable.mlir"
CMPF_ID = "arith-cmpf-int-to-fp-const-always-predicate"


def test_cmpf_always_predicate_of_int_to_fp_aborts_canonicalize(toolchain):
    """cmpf true (of sitofp) and cmpf false (of uitofp) against a float constant reach
    llvm_unreachable in CmpFIntToFPConst; the entry holds on canonicalize (a near miss on
    another pass) and the replay needle is in the raw output. cmpf oeq of the same chain
    canonicalizes to a cmpi."""
    fns = fixture_functions(CMPF)
    for name in ("always_true", "always_false"):
        res = opt(toolchain, fns[name], "--canonicalize")
        assert not res.ok, name
        assert "Unexpected predicate!" in res.stderr
        sig = full_signature(res)
        assert sig.startswith("signal 6 @ CmpFIntToFPConst::matchAndRewrite < "), sig
        assert known_crash("crash", sig, "canonicalize") == (CMPF_ID, None)
        needle, _ = needle_of(sig)
        assert needle is not None
        assert needle in res.stderr
        assert near_miss_id("crash", sig, "cse") == CMPF_ID
    oeq = opt(toolchain, fns["oeq"], "--canonicalize")
    assert oeq.ok, oeq.stderr
    assert "arith.cmpi eq" in oeq.stdout
    assert "arith.cmpf" not in oeq.stdout


CALL_ALIAS = FINDINGS / "one_shot_bufferize_call_alias_set_not_equivalent.mlir"
CALL_ALIAS_ID = "one-shot-bufferize-call-alias-set-not-equivalent"
BOUNDARIES = "--one-shot-bufferize=bufferize-function-boundaries"


def test_call_of_function_with_two_arguments_in_one_alias_set_asserts(toolchain):
    """A call of a function returning %a that also selects between %a and %b makes
    one-shot-bufferize{bufferize-function-boundaries} assert in getAliasingValues; the entry
    holds on one-shot-bufferize (a near miss on another pass). Without the select, or without
    function boundaries, the module bufferizes."""
    fns = fixture_functions(CALL_ALIAS)
    res = opt(toolchain, fns["select_dead"] + fns["call_select_dead"], BOUNDARIES)
    assert not res.ok
    sig = full_signature(res)
    assert '"inconsistent analysis state"\' failed. @ ' in sig, sig
    assert "CallOpInterface::getAliasingValues(" in sig.partition(" @ ")[0]
    assert known_crash("crash", sig, "one-shot-bufferize") == (CALL_ALIAS_ID, None)
    needle, _ = needle_of(sig)
    assert needle is not None
    assert needle in res.stderr
    assert near_miss_id("crash", sig, "canonicalize") == CALL_ALIAS_ID
    plain = opt(toolchain, fns["select_dead"] + fns["call_select_dead"], "--one-shot-bufferize")
    assert plain.ok, plain.stderr
    fine = opt(toolchain, fns["no_select"] + fns["call_no_select"], BOUNDARIES)
    assert fine.ok, fine.stderr
    assert "call @no_select" in fine.stdout
    assert "memref<4xf32" in fine.stdout


STALE = FINDINGS / "sccp_while_result_stale_vector_extract_in_place.mlir"
STALE_ID = "sccp-while-result-stale-vector-insert"
TAIL = "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"


def _lower(toolchain, text: str, pipeline: str) -> str:
    """``text`` after ``builtin.module(pipeline)``."""
    res = opt(toolchain, text, f"--pass-pipeline=builtin.module({pipeline})")
    assert res.ok, res.stderr
    return res.stdout


def test_sccp_rewrites_an_extract_position_at_the_loop_entry_value(toolchain, tmp_path):
    """sccp turns vector.extract %r#1[%k] (%k = %r#0 mod 2, %r#0 = 5 at the loop exit) into
    [0], the position of the loop's initial value: 9 becomes 10, with or without fresh memory
    filled by either pattern. No op count changes but the merged constant's, so the key names
    arith.constant alone; the entry takes that key and confirms on the IR before sccp, while a
    key naming another op, or another pass, does not match."""
    text = STALE.read_text()
    after = opt(toolchain, text, "--sccp")
    assert after.ok, after.stderr
    assert re.search(r"vector\.extract %\S+\[0\] : i8 from vector<2xi8>", after.stdout)
    plain = run_patterns(toolchain, _lower(toolchain, text, TAIL), tmp_path / "plain")
    folded = run_patterns(toolchain, _lower(toolchain, text, "sccp," + TAIL), tmp_path / "sccp")
    assert (plain.outputs[0], folded.outputs[0]) == ("9", "10")
    assert len(set(plain.outputs)) == 1
    assert len(set(folded.outputs)) == 1
    runner = PassRunner(toolchain, frozenset(), timeout=120, isolation="subprocess")
    key = wrong_code_key(["sccp"], [], 0, ops_changed(runner, text, [], "sccp"))
    assert key == "first divergent pass sccp; ops arith.constant"
    known = load_known_wrong_code()
    assert match_known(key, known) == STALE_ID
    entry = next(e for e in json.loads(KNOWN_WRONG_CODE_PATH.read_text())["bugs"]
                 if e["id"] == STALE_ID)
    assert all(re.search(rx, text) for rx in entry["confirm"]["input_has"])
    assert match_known("first divergent pass sccp; ops arith.constant,arith.remui", known) is None
    assert match_known("first divergent pass canonicalize; ops arith.constant", known) is None
