"""Findings of the 1-hour reach campaigns of issue 31 whose first divergent pass is
canonicalize, on the real toolchain: the known bugs they are, and the checks that now see it."""

from __future__ import annotations

from pathlib import Path

from lowering_fixtures import fixture_text

from lowering.findings.confirm import Probe, confirm_wrong_code, known_for, lines_restored
from lowering.findings.finding_test import Oracle, Step, difference_test
from lowering.findings.localise import localise
from lowering.pipeline import PassRunner
from lowering.run.program import RunOptions, run_program
from lowering.verdict import load_known_wrong_code, match_known
from ubfix.rewrite import fix_ub

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"
TAIL = ("func.func(tosa-to-arith)", "one-shot-bufferize{bufferize-function-boundaries}",
        "func.func(convert-linalg-to-loops)", "lower-affine", "convert-scf-to-cf",
        "finalize-memref-to-llvm", "convert-to-llvm", "reconcile-unrealized-casts")


def _step(passes):
    return Step.of("builtin.module(" + ",".join(passes) + ")")


def test_a_canonicalize_fold_found_from_the_reference_side_gives_way_to_the_lowering_bug(
        toolchain, tmp_path):
    # canonicalize folds the 1x1 max_pool2d (right: -inf); tosa-to-linalg-named seeds it with
    # -FLT_MAX (the known bug). The divergent path never lowers the pool: without canonicalize
    # it does not lower at all, so the fold is found from the reference path's side, and the
    # pool is followed along the reference path to the pass lowering it (reach campaign
    # --seed 3300, prog-01611, where canonicalize ran before tosa-to-linalg-named)
    program = (FINDINGS / "canonicalize_max_pool2d_noop_fold_vs_lowest_seed.mlir").read_text()
    lower = "func.func(tosa-to-linalg-named,tosa-to-linalg)"
    test = difference_test("wrong-code", _step((lower, *TAIL)),
                           _step(("canonicalize", *TAIL)))
    loc = localise(test, program, Oracle(toolchain, tmp_path), load_known_wrong_code())
    assert (loc.pass_name, loc.ops, loc.path, loc.method) == (
        "tosa-to-linalg-named", ("tosa.max_pool2d",), "reference", "fold-vs-lowering"), loc
    assert "canonicalize" in loc.culprits
    assert match_known(loc.key(test.step.passes, test.reference.passes),
                       load_known_wrong_code()) == "tosa-to-linalg-lowest-finite-seed"


def test_lines_restored_by_leaving_a_pass_out():
    ref = "65533\n-2147483648\n7"
    # the pass sets line 1 apart; another pass lines 2 and the combined checksum line 3
    assert lines_restored("-3\n0\n8", "65533\n0\n9", ref) == [1]
    assert lines_restored("-3\n0\n8", "-3\n0\n9", ref) == []  # nothing restored
    assert lines_restored("-3\n-2147483648\n8", "65533\n0\n7", ref) == []  # line 2 moved
    assert lines_restored("-3\n0", "65533\n0\n9", ref) == []  # line counts differ
    assert lines_restored(None, "65533\n0\n9", ref) == []


def test_index_castui_round_trip_is_confirmed_beside_another_bug(toolchain, passmap, tmp_path):
    # reach findings e89836dd77fe and f77298a73e6a: the round trip's key matched, but
    # affine-loop-fusion set other lines apart on the same path, so "the difference stays
    # without canonicalize" refused the known id; here arith-expand plays that part
    program = (FINDINGS / "canonicalize_index_castui_round_trip_with_second_bug.mlir"
               ).read_text()
    tail = ("convert-to-llvm", "reconcile-unrealized-casts")
    runner = PassRunner(toolchain, frozenset())
    probe = Probe(program, ("canonicalize", "arith-expand", *tail), 0, runner, passmap,
                  toolchain, tmp_path / "p", reference=tail, reference_runner=runner)
    assert probe.ref_output() == "65533\n-2147483648"
    entries = load_known_wrong_code()
    key = "first divergent pass canonicalize; ops arith.index_castui"
    assert match_known(key, entries) == "canonicalize-index-castui-round-trip"
    entry = next(e for e in entries if e.id == "canonicalize-index-castui-round-trip")
    made = confirm_wrong_code(entry, probe)
    assert made.confirmed, made
    assert "line(s) 1 vanishes without canonicalize" in made.reason


SWITCH_ID = "scf-to-cf-index-switch-i32-truncation"


def test_scf_to_cf_truncates_the_index_switch_operand_to_i32(toolchain, passmap, tmp_path):
    # reach finding d6bcaa3fb558: canonicalize folds an scf.index_switch on
    # 9223372036854775806 to its default region (right); convert-scf-to-cf switches on the
    # operand cast to i32 (-2) and takes case -2 (llvm/llvm-project#111589)
    program = (FINDINGS / "scf_to_cf_index_switch_i32_truncation.mlir").read_text()
    tail = ("convert-scf-to-cf", "convert-to-llvm", "reconcile-unrealized-casts")
    test = difference_test("wrong-code", _step(tail), _step(("canonicalize", *tail)))
    oracle = Oracle(toolchain, tmp_path / "o")
    first = oracle.check(test, program)
    assert first.reproduced
    assert (first.outputs["reference"], first.outputs["divergent"]) == ("1\n1\n", "1\n2\n")
    loc = localise(test, program, oracle, load_known_wrong_code())
    assert (loc.pass_name, loc.path, loc.method) == (
        "convert-scf-to-cf", "reference", "fold-vs-lowering"), loc
    key = loc.key(test.step.passes, test.reference.passes)
    entries = load_known_wrong_code()
    assert match_known(key, entries) == SWITCH_ID
    runner = PassRunner(toolchain, frozenset())
    entry = next(e for e in entries if e.id == SWITCH_ID)
    probe = Probe(program, tail, 0, runner, passmap, toolchain, tmp_path / "p",
                  reference=("canonicalize", *tail), reference_runner=runner)
    made = confirm_wrong_code(entry, probe)
    assert made.confirmed, made
    # an operand within i32 is switched on right, and the entry is not confirmed on it
    small = program.replace("4294967294", "7").replace("9223372036854775806", "7")
    assert Oracle(toolchain, tmp_path / "s").check(test, small).outputs["reference"] == "2\n2\n"
    probe_small = Probe(small, tail, 0, runner, passmap, toolchain, tmp_path / "q",
                        reference=("canonicalize", *tail), reference_runner=runner)
    assert not confirm_wrong_code(entry, probe_small).confirmed


ALIAS_ID = "one-shot-bufferize-index-switch-result-alias-in-place"


def test_index_switch_result_alias_is_missed_by_one_shot_bufferize(toolchain, passmap,
                                                                   tmp_path):
    # reach finding f92dfd4162cb: canonicalize folds the switch on a constant to its default
    # region, which yields @compute's argument; unfolded, one-shot-bufferize writes the
    # argument in place under the switch result that is read afterwards
    program = (FINDINGS / "one_shot_bufferize_index_switch_result_alias_in_place.mlir"
               ).read_text()
    tail = ("one-shot-bufferize{bufferize-function-boundaries}", "expand-strided-metadata",
            "convert-scf-to-cf", "finalize-memref-to-llvm", "convert-to-llvm", "reconcile-unrealized-casts")
    test = difference_test("wrong-code", _step(tail), _step(("canonicalize", *tail)))
    oracle = Oracle(toolchain, tmp_path / "o")
    first = oracle.check(test, program)
    assert first.reproduced, first
    assert (first.outputs["reference"], first.outputs["divergent"]) == ("2\n2\n", "5\n2\n")
    # scf.if in place of the switch: the write goes to a copy
    with_if = program.replace("scf.index_switch %c4 -> tensor<3xf64>\n  case 6 {", (
        "scf.if %false -> tensor<3xf64> {")).replace("  }\n  default {", "  } else {")
    with_if = with_if.replace("%c4 = arith.constant 4 : index", "%false = arith.constant false")
    assert oracle.check(test, with_if).outputs["reference"] == "5\n2\n"
    loc = localise(test, program, oracle, load_known_wrong_code())
    assert (loc.pass_name, loc.path, loc.method) == (
        "convert-scf-to-cf", "reference", "fold-vs-lowering"), loc
    key = loc.key(test.step.passes, test.reference.passes)
    runner = PassRunner(toolchain, frozenset())
    probe = Probe(program, tail, 2, runner, passmap, toolchain, tmp_path / "p",
                  reference=("canonicalize", *tail), reference_runner=runner)
    # the i32 truncation entry shares the key; its confirmation fails (no index beyond i32)
    kid, near = known_for("wrong-code", key, load_known_wrong_code(),
                           lambda e: confirm_wrong_code(e, probe), "convert-scf-to-cf")
    assert kid == ALIAS_ID, (key, near)


def test_linalg_shapes_guards_against_a_static_operand_dim(toolchain, passmap, known,
                                                           tmp_path, monkeypatch):
    # reach finding ac27d4374600 (a mutant of the shipped seed-00647, cast_dest): the guard of
    # the static tensor<1x?x?xf32> input against the dynamic first input cast a fresh 3-row
    # tensor to it (UB), and canonicalize, taking the loop size from the static 1, disagreed
    monkeypatch.setenv("LLVM_DISABLE_SYMBOLIZATION", "1")
    text = fixture_text("rv_linalg_shapes_static_dim.mlir")
    opts = RunOptions(paths=2, seed=1, check=True, optimize=False)
    before = run_program(text, "before", opts, toolchain, passmap, known, tmp_path / "b")
    assert before.verdict.kind == "runtime-check-failed", before.verdict
    assert before.runtime_check["failure"]["op"] == "linalg.generic"
    fixed = fix_ub(text)
    assert fixed.hits.get("linalg_shapes") == 1, fixed.hits
    assert "tensor<?x?x?xf32> to tensor<1x?x?xf32>" not in fixed.text
    after = run_program(fixed.text, "after", opts, toolchain, passmap, known, tmp_path / "a")
    assert (after.runtime_check["stage"], after.runtime_check["failed"]) == ("done", False)
    # with canonicalize (the static size folded into the loop) and without: one output
    tail = ("one-shot-bufferize{bufferize-function-boundaries}",
            "func.func(convert-linalg-to-loops)", "convert-scf-to-cf", "finalize-memref-to-llvm",
            "convert-to-llvm", "reconcile-unrealized-casts")
    test = difference_test("wrong-code", _step(tail), _step(("canonicalize", *tail)))
    res = Oracle(toolchain, tmp_path / "o").check(test, fixed.text)
    assert res.outputs["reference"] == res.outputs["divergent"] == "1\n-0.5\n", res
