"""Bugs of the final 1-hour reach campaigns of issue 31 written up as known entries of
lowering/known_wrong_code.json, checked on the real toolchain: each fixture of
tests/fixtures/findings/ shows the wrong output (and the neighbouring input that is right), and
the entry is confirmed on the key smith computes. If one starts failing, MLIR changed."""

from __future__ import annotations

from lowering_fixtures import FINDINGS

from ground.proc import run_tool
from lowering.findings.confirm import Probe, confirm_wrong_code, known_for, known_on_reference
from lowering.pipeline import PassRunner
from lowering.verdict import load_known_wrong_code, match_known

INDEX_SWITCH = FINDINGS / "one_shot_bufferize_index_switch_result_alias.mlir"
INDEX_SWITCH_ID = "one-shot-bufferize-index-switch-result-alias-in-place"
TAIL = ("one-shot-bufferize{bufferize-function-boundaries}", "convert-linalg-to-loops",
        "expand-strided-metadata", "convert-scf-to-cf", "convert-to-llvm",
        "reconcile-unrealized-casts")


def _lower_and_run(toolchain, text: str, passes: tuple[str, ...]) -> str:
    """What ``@main`` of ``text`` prints after ``builtin.module(passes)`` (mlir-runner)."""
    low = run_tool([toolchain.mlir_opt, "-",
                    f"--pass-pipeline=builtin.module({','.join(passes)})"],
                   stdin=text, timeout=120)
    assert low.ok, low.stderr
    res = run_tool([toolchain.mlir_runner, "-e", "main", "--entry-point-result=void",
                    toolchain.shared_libs_flag], stdin=low.stdout, timeout=120)
    assert res.ok, res.stderr
    return " ".join(res.stdout.split())


def test_index_switch_result_alias_is_overwritten_in_place(toolchain, passmap, tmp_path):
    """After cse merges the two tensor.empty ops, linalg.negf writes into the buffer of the
    linalg.exp result the scf.index_switch returns: 2.71828 -1 becomes -1 -1; with an scf.if
    the negf gets its own buffer. The key of the campaign's findings ('first divergent pass
    cse; ops ... tensor.empty') also matches the affine.for entry, which is not confirmed
    (no affine.for); this entry is."""
    src = INDEX_SWITCH.read_text()
    assert _lower_and_run(toolchain, src, TAIL) == "2.71828 -1"
    assert _lower_and_run(toolchain, src, ("cse", *TAIL)) == "-1 -1"
    head, rest = src.split("  %r = scf.index_switch", 1)
    switch, tail = rest.split("  %e1 = ", 1)
    as_if = (head + "  %c0i = arith.constant 0 : index\n"
             "  %cond = arith.cmpi eq, %sel, %c0i : index\n"
             "  %r = scf.if %cond -> tensor<2xf32> {\n    scf.yield %x : tensor<2xf32>\n"
             "  } else {\n    scf.yield %a : tensor<2xf32>\n  }\n  %e1 = " + tail)
    assert "scf.index_switch" not in as_if.split("// RUN")[1]
    assert _lower_and_run(toolchain, as_if, ("cse", *TAIL)) == "2.71828 -1"

    entries = load_known_wrong_code()
    runner = PassRunner(toolchain, frozenset())
    probe = Probe(src, ("cse", *TAIL), 0, runner, passmap, toolchain, tmp_path / "d",
                  reference=TAIL, reference_runner=runner)
    key = "first divergent pass cse; ops linalg.exp,linalg.negf,tensor.empty"
    kid, near = known_for("wrong-code", key, entries,
                          lambda e: confirm_wrong_code(e, probe), responsible="cse")
    assert (kid, near) == (INDEX_SWITCH_ID, None)
    entry = next(e for e in entries if e.id == INDEX_SWITCH_ID)
    probe_if = Probe(as_if, ("cse", *TAIL), 0, runner, passmap, toolchain, tmp_path / "e",
                     reference=TAIL, reference_runner=runner)
    assert not confirm_wrong_code(entry, probe_if).confirmed


FUSE = FINDINGS / "linalg_fuse_elementwise_init_read_broadcast.mlir"
FUSE_ID = "linalg-fuse-elementwise-init-read-broadcast"


def test_fused_producer_reading_its_init_is_updated_once_per_broadcast_index(
        toolchain, passmap, tmp_path):
    """The producer xors its init [1, 6] with 1 and the consumer broadcasts the result over 3
    columns: 0 0 0 for row 0; fused, the init is an extra output updated once per column,
    0 1 0. A producer that does not read its output (the xori of a constant) fuses right. The
    entry is confirmed on the campaign's key (first divergent pass
    linalg-generalize-named-ops, which makes the generics) and not on the right fusion."""
    src = FUSE.read_text()
    fuse = ("linalg-fuse-elementwise-ops", *TAIL)
    assert _lower_and_run(toolchain, src, TAIL) == "0 0 0"
    assert _lower_and_run(toolchain, src, fuse) == "0 1 0"
    pure = src.replace("arith.xori %out, %c1", "arith.xori %c1, %c1")
    assert pure != src
    assert _lower_and_run(toolchain, pure, fuse) == _lower_and_run(toolchain, pure, TAIL)

    entries = load_known_wrong_code()
    runner = PassRunner(toolchain, frozenset())
    passes = ("linalg-generalize-named-ops", *fuse)
    probe = Probe(src, passes, 0, runner, passmap, toolchain, tmp_path / "d",
                  reference=TAIL, reference_runner=runner)
    key = ("first divergent pass linalg-generalize-named-ops; ops arith.xori,linalg.broadcast,"
           "linalg.generic,linalg.map")
    kid, near = known_for("wrong-code", key, entries,
                          lambda e: confirm_wrong_code(e, probe),
                          responsible="linalg-generalize-named-ops")
    assert (kid, near) == (FUSE_ID, None)
    # a key naming the pass itself is taken by the entry's pass, not its pattern (a pattern
    # naming the pass alone would sway localisation's choice between culprits)
    fused_key = "first divergent pass linalg-fuse-elementwise-ops; ops arith.xori,linalg.generic"
    assert match_known(fused_key, entries) is None
    at_fuse = Probe(src, fuse, 0, runner, passmap, toolchain, tmp_path / "f",
                    reference=TAIL, reference_runner=runner)
    assert known_for("wrong-code", fused_key, entries,
                     lambda e: confirm_wrong_code(e, at_fuse),
                     responsible="linalg-fuse-elementwise-ops") == (FUSE_ID, None)
    entry = next(e for e in entries if e.id == FUSE_ID)
    right = Probe(pure, passes, 0, runner, passmap, toolchain, tmp_path / "e",
                  reference=TAIL, reference_runner=runner)
    assert not confirm_wrong_code(entry, right).confirmed


EXTSI = FINDINGS / "canonicalize_index_cast_extsi_round_trip.mlir"
PURE = ("convert-scf-to-cf", "convert-to-llvm", "reconcile-unrealized-casts")


def test_bug_of_a_pass_only_the_majority_ran_is_confirmed_on_the_reference_path(
        toolchain, passmap, tmp_path):
    """Two paths ran canonicalize, which drops the truncation to i8 (an arith.extsi between the
    casts), and outvoted the right path: the finding's divergent path is the right one and its
    key names a pass of it. known_on_reference tries the entries of the passes only the
    reference path runs, on the reference path, and gives canonicalize's id; a program without
    the casts gets none, and a probe is made only when such an entry exists."""
    src = EXTSI.read_text()
    assert _lower_and_run(toolchain, src, PURE) == "65"
    assert _lower_and_run(toolchain, src, ("canonicalize", *PURE)) == "12859803077047261505"
    entries = load_known_wrong_code()
    runner = PassRunner(toolchain, frozenset())

    def reference_side(text: str, name: str):
        return lambda: Probe(text, ("canonicalize", *PURE), None, runner, passmap, toolchain,
                             tmp_path / name, reference=PURE, reference_runner=runner)

    assert known_on_reference(entries, PURE, ("canonicalize", *PURE),
                              reference_side(src, "d")) == "canonicalize-index-castui-round-trip"
    body = src[src.index("  %0 = arith.index_cast"):src.index("  return %2")]
    uncast = src.replace(body, "").replace("return %2", "return %x")
    assert "index_cast" not in uncast.split("// RUN")[1]
    assert known_on_reference(entries, PURE, ("canonicalize", *PURE),
                              reference_side(uncast, "e")) is None

    def never():
        raise AssertionError("no entry of a reference-only pass: no probe")

    assert known_on_reference(entries, ("canonicalize", *PURE), ("canonicalize", *PURE),
                              never) is None
