"""Findings of a campaign with --idioms 0.3 (programs built with the op chains MLIR's
canonicalization patterns match) written up as known entries of lowering/known_crashes.json,
checked on the real toolchain: each fixture of tests/fixtures/findings/ shows its failure (and
the neighbouring input that passes), and the entry is confirmed on the signature smith
computes. If one starts failing, MLIR changed."""

from __future__ import annotations

from pathlib import Path

from ground.proc import run_tool
from lowering.failure import full_signature
from lowering.findings.confirm import confirm_crash, known_for
from lowering.findings.finding_test import needle_of
from lowering.verdict import load_known_crashes

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"


def _functions(path: Path) -> dict[str, str]:
    """The fixture's functions, each alone (by name; the comment header dropped)."""
    chunks = path.read_text().split("func.func @")[1:]
    return {c.split("(", 1)[0]: "func.func @" + c for c in chunks}


def _opt(toolchain, text: str, *flags: str):
    """mlir-opt on ``text`` with ``flags`` (the tool's result)."""
    return run_tool([toolchain.mlir_opt, "-", *flags], stdin=text, timeout=120)


def _known(kind: str, sig: str, failing_pass: str | None):
    """``(known id, near miss)`` of a signature against the shipped crash table."""
    return known_for(kind, sig, load_known_crashes(),
                     lambda e: confirm_crash(e, sig, failing_pass))


CMPF = FINDINGS / "arith_cmpf_true_of_sitofp_unreachable.mlir"
CMPF_ID = "arith-cmpf-int-to-fp-const-always-predicate"


def test_cmpf_always_predicate_of_int_to_fp_aborts_canonicalize(toolchain):
    """cmpf true (of sitofp) and cmpf false (of uitofp) against a float constant reach
    llvm_unreachable in CmpFIntToFPConst; the entry holds on canonicalize (a near miss on
    another pass) and the replay needle is in the raw output. cmpf oeq of the same chain
    canonicalizes to a cmpi."""
    fns = _functions(CMPF)
    for name in ("always_true", "always_false"):
        res = _opt(toolchain, fns[name], "--canonicalize")
        assert not res.ok, name
        assert "Unexpected predicate!" in res.stderr
        sig = full_signature(res)
        assert sig.startswith("signal 6 @ CmpFIntToFPConst::matchAndRewrite < "), sig
        assert _known("crash", sig, "canonicalize") == (CMPF_ID, None)
        needle, _ = needle_of(sig)
        assert needle is not None
        assert needle in res.stderr
        other = _known("crash", sig, "cse")
        assert other[0] is None
        assert other[1]["id"] == CMPF_ID
    oeq = _opt(toolchain, fns["oeq"], "--canonicalize")
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
    fns = _functions(CALL_ALIAS)
    res = _opt(toolchain, fns["select_dead"] + fns["call_select_dead"], BOUNDARIES)
    assert not res.ok
    sig = full_signature(res)
    assert '"inconsistent analysis state"\' failed. @ ' in sig, sig
    assert "CallOpInterface::getAliasingValues(" in sig.partition(" @ ")[0]
    assert _known("crash", sig, "one-shot-bufferize") == (CALL_ALIAS_ID, None)
    needle, _ = needle_of(sig)
    assert needle is not None
    assert needle in res.stderr
    other = _known("crash", sig, "canonicalize")
    assert other[0] is None
    assert other[1]["id"] == CALL_ALIAS_ID
    plain = _opt(toolchain, fns["select_dead"] + fns["call_select_dead"], "--one-shot-bufferize")
    assert plain.ok, plain.stderr
    fine = _opt(toolchain, fns["no_select"] + fns["call_no_select"], BOUNDARIES)
    assert fine.ok, fine.stderr
    assert "call @no_select" in fine.stdout
    assert "memref<4xf32" in fine.stdout
