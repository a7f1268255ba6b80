"""Known ids are confirmed, never matched by key alone (issue 30, lowering/findings/confirm.py), on the
real toolchain and the fixtures of tests/fixtures/findings/."""

from __future__ import annotations

import json
import re
from pathlib import Path

import attrs
import pytest
from click.testing import CliRunner

from ground.proc import run_tool
from lowering.failure import full_signature
from lowering.findings.confirm import (
    ConfirmCache,
    Probe,
    add_records,
    confirm_crash,
    confirm_wrong_code,
    known_for,
)
from lowering.findings.retriage import retriage
from lowering.findings.store import FindingStore
from lowering.findings.uninit import locate_uninit
from lowering.findings.uninit_group import uninit_key
from lowering.paths import LoweringPath, pure_path
from lowering.pipeline import PassRunner
from lowering.run import program as program_run
from lowering.run.program import RunOptions, run_program
from lowering.verdict import (
    KNOWN_CRASHES_PATH,
    KNOWN_WRONG_CODE_PATH,
    load_known_crashes,
    load_known_wrong_code,
)
from smith.app.cli import cli

DATA = Path(__file__).parent / "data"
FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"
CASTUI = "canonicalize_index_castui_round_trip_truncation.mlir"
MINIMUMF = "arith_expand_minimumf_signed_zero.mlir"


def _paths(program: str, passmap, culprit: str) -> list[LoweringPath]:
    """d0: the pure lowering; d1: ``culprit`` first, then the pure lowering."""
    pure = pure_path(program, passmap)
    nested = frozenset(passmap.func_nested)
    return [LoweringPath("d0", pure, nested), LoweringPath("d1", (culprit, *pure), nested)]


def _run(name: str, culprit: str, toolchain, passmap, out: Path, **kw):
    program = (FINDINGS / name).read_text()
    return run_program(program, "p", RunOptions(paths=2), toolchain, passmap,
                       load_known_crashes(), out, paths=_paths(program, passmap, culprit),
                       store=FindingStore(out), **kw)


def _probe(name: str, culprit: str, toolchain, passmap, tmp_path) -> Probe:
    """The probe of the fixture's finding: divergent path d1 (``culprit`` at index 0)."""
    program = (FINDINGS / name).read_text()
    ref, div = _paths(program, passmap, culprit)
    runner = PassRunner(toolchain, div.func_nested)
    return Probe(program, div.passes, 0, runner, passmap, toolchain, tmp_path / "probe",
                 reference=ref.passes)


def test_known_fixture_is_confirmed_once(toolchain, passmap, tmp_path):
    """The canonicalize index_castui fixture: its key matches, its confirmation holds (the
    cast before canonicalize, the output independent of fresh memory, no difference without
    canonicalize); a second program given the first's decision runs no confirmation."""
    rep = _run(CASTUI, "canonicalize", toolchain, passmap, tmp_path / "a")
    assert rep.verdict.known_id == "canonicalize-index-castui-round-trip"
    assert rep.findings == ()
    assert rep.near_miss is None
    (made,) = rep.confirm
    assert made["known_id"] == "canonicalize-index-castui-round-trip"
    assert [c.split(":")[0] for c in made["checks"][0]["checks"]] == [
        "input_has", "fresh_memory", "without_pass"]
    given: dict = {}
    add_records(given, rep.to_json()["confirm"])
    again = _run(CASTUI, "canonicalize", toolchain, passmap, tmp_path / "b", confirmed=given)
    assert again.verdict.known_id == "canonicalize-index-castui-round-trip"
    assert again.confirm == ()


def test_key_match_that_fresh_memory_refutes_is_a_near_miss(toolchain, passmap, tmp_path):
    """A deterministic difference under an affine-loop-fusion key is not the uninitialised
    read that entry describes: the output does not depend on fresh memory (the entry alone:
    the table's other affine-loop-fusion entry, of a write through a view, needs the pass on
    the divergent path and is refuted first)."""
    probe = _probe(CASTUI, "canonicalize", toolchain, passmap, tmp_path)
    cache = ConfirmCache()
    table = [k for k in load_known_wrong_code() if k.id == "affine-loop-fusion-uninit-read"]
    kid, near = known_for("wrong-code", "first divergent pass affine-loop-fusion; ops affine.for",
                          table, lambda e: confirm_wrong_code(e, probe), "affine-loop-fusion",
                          cache)
    assert kid is None
    assert near == {"id": "affine-loop-fusion-uninit-read",
                    "reason": "output independent of fresh memory"}
    assert cache.made[0]["near_miss"] == near


def test_near_miss_is_a_new_finding_naming_the_entry(toolchain, passmap, tmp_path,
                                                     monkeypatch):
    """smith run: an entry whose key matches but whose confirmation fails (here the castui
    entry demanding an output that depends on fresh memory) gives a finding directory whose
    meta.json, hits and verdict record name the near miss."""
    table = tuple(attrs.evolve(k, confirm={"fresh_memory": "dependent"})
                  if k.id == "canonicalize-index-castui-round-trip" else k
                  for k in load_known_wrong_code())
    monkeypatch.setattr(program_run, "load_known_wrong_code", lambda: table)
    rep = _run(CASTUI, "canonicalize", toolchain, passmap, tmp_path)
    near = {"id": "canonicalize-index-castui-round-trip",
            "reason": "output independent of fresh memory"}
    assert rep.verdict.known_id is None
    assert rep.to_json()["near_miss"] == near
    (d,) = rep.findings
    assert json.loads((d / "meta.json").read_text())["near_miss"] == near
    assert json.loads((d / "hits.json").read_text())["near_miss"] == near


def test_unmatched_key_gets_the_id_its_pass_entry_confirms(toolchain, passmap, tmp_path):
    """The arith-expand key of a tosa.max_pool2d window lists no minimumf/maximumf op (what
    a campaign met): no key match, but the entry of arith-expand, the located pass, confirms."""
    probe = _probe(MINIMUMF, "arith-expand", toolchain, passmap, tmp_path)
    key = "first divergent pass arith-expand; ops arith.cmpf,arith.select"
    entries = load_known_wrong_code()
    assert not any(k.pattern and re.search(k.pattern, key) for k in entries)
    kid, near = known_for("wrong-code", key, entries, lambda e: confirm_wrong_code(e, probe),
                          "arith-expand")
    assert (kid, near) == ("arith-expand-minimumf-maximumf-signed-zero", None)
    kid, _ = known_for("wrong-code", key, entries, lambda e: confirm_wrong_code(e, probe), None)
    assert kid is None  # without a located pass no entry is tried


def test_crash_confirmation_checks_message_frames_and_pass(toolchain):
    """The invalid affine.for dimension of convert-linalg-to-affine-loops: confirmed with its
    pass, a near miss when another pass is said to fail."""
    src = FINDINGS / "linalg_to_affine_loops_invalid_dim.mlir"
    res = run_tool([toolchain.mlir_opt, src, "--pass-pipeline=builtin.module(func.func("
                    "convert-linalg-to-affine-loops))"], timeout=60)
    sig = full_signature(res)
    known = load_known_crashes()
    kid = "linalg-to-affine-loops-invalid-dim"
    assert known_for("pass-failure", sig, known,
                     lambda e: confirm_crash(e, sig, "convert-linalg-to-affine-loops")) \
        == (kid, None)
    entry = next(k for k in known if k.id == kid)
    assert confirm_crash(entry, sig, None).confirmed  # pass unknown: not checked
    kid2, near = known_for("pass-failure", sig, known,
                           lambda e: confirm_crash(e, sig, "lower-affine"))
    assert kid2 is None
    assert near["id"] == kid
    assert "failing pass lower-affine" in near["reason"]


def test_known_triage_of_a_run_directory(toolchain, passmap, tmp_path):
    """smith triage DIR --known confirms the journaled hits again: the castui hit holds, the
    same program journaled under the affine-loop-fusion id does not (and says why)."""
    rep = _run(CASTUI, "canonicalize", toolchain, passmap, tmp_path / "r")
    d = tmp_path / "camp"
    (d / "programs").mkdir(parents=True)
    (d / "programs" / "p.mlir").write_text((FINDINGS / CASTUI).read_text())
    base = rep.to_json() | {"file": "programs/p.mlir", "finding_hits": []}
    recs = []
    for i, kid in enumerate(("canonicalize-index-castui-round-trip",
                             "affine-loop-fusion-uninit-read")):
        sig = rep.verdict.signature
        recs.append(base | {"index": i, "id": f"p{i}", "known_hits": [
            {"id": kid, "kind": "wrong-code", "signatures": [sig]}]})
    (d / "campaign.jsonl").write_text("".join(json.dumps(r) + "\n" for r in recs))
    res = retriage(d, recs, toolchain, passmap, tmp_path / "w")
    assert res["known"]["canonicalize-index-castui-round-trip"]["confirmed"] == 1
    row = res["known"]["affine-loop-fusion-uninit-read"]
    assert (row["hits"], row["confirmed"], row["not_confirmed"]) == (1, 0, 1)
    assert row["reasons"] == {"output independent of fresh memory": 1}
    r = CliRunner().invoke(cli, ["triage", str(d), "--known"])
    assert r.exit_code == 0, r.output
    assert "affine-loop-fusion-uninit-read" in r.output
    assert json.loads((d / "known-triage.json").read_text())["known"] == res["known"]


@pytest.mark.parametrize("table", ["known_wrong_code.json", "known_crashes.json"])
def test_every_entry_has_a_confirmation(table):
    entries = load_known_wrong_code() if table.startswith("known_wrong") else \
        load_known_crashes()
    path = KNOWN_WRONG_CODE_PATH if table.startswith("known_wrong") else KNOWN_CRASHES_PATH
    assert path.name == table
    data = json.loads(path.read_text())
    rows = data.get("bugs") or data["crashes"]
    assert all(e.get("confirm") for e in rows), [e["id"] for e in rows if not e.get("confirm")]
    assert all(k.confirm for k in entries)


@pytest.mark.parametrize(("fixture", "bug", "other"), [
    ("one_shot_bufferize_transfer_write_partial_no_copy.mlir",
     "one-shot-bufferize-transfer-write-no-copy", "one-shot-bufferize-linalg-map-init"),
    ("one_shot_bufferize_linalg_map_init_read.mlir", "one-shot-bufferize-linalg-map-init",
     "one-shot-bufferize-transfer-write-no-copy")])
def test_uninit_entries_confirm_their_own_buffer(toolchain, passmap, tmp_path, fixture, bug,
                                                 other):
    """An uninitialised-read key is confirmed by the analysis smith triage ran (the pass and
    the op first using the buffer); the other one-shot-bufferize entry is refuted by it."""
    program = (FINDINGS / fixture).read_text()
    path = pure_path(program, passmap)
    runner = PassRunner(toolchain, frozenset(passmap.func_nested))
    un = locate_uninit(program, path, runner, passmap, toolchain, tmp_path / "loc")
    key, user = uninit_key(program, un, runner, passmap, toolchain, tmp_path / "key", "main",
                           60)
    probe = Probe(program, path, None, runner, passmap, toolchain, tmp_path / "probe",
                  uninit=un, buffer_user=user)
    entries = load_known_wrong_code()
    assert known_for("wrong-code", key, entries, lambda e: confirm_wrong_code(e, probe)) == \
        (bug, None)
    c = confirm_wrong_code(next(k for k in entries if k.id == other), probe)
    assert not c.confirmed
    assert c.reason == f"the buffer read uninitialised is of {user}"


def test_journaled_decisions_answer_without_a_check():
    """A resumed campaign rebuilds the decisions from its journal lines' ``confirm`` records
    (as the live campaign passes them to later tasks): no confirmation runs again."""
    near = {"id": "affine-loop-fusion-uninit-read", "reason": "output independent of fresh memory"}
    sig = "first divergent pass affine-loop-fusion; ops affine.for"
    journal = [{"confirm": [{"kind": "wrong-code", "signature": sig, "known_id": None,
                             "near_miss": near, "checks": []}]}, {}]
    mapping: dict = {}
    for rec in journal:
        add_records(mapping, rec.get("confirm") or [])
    cache = ConfirmCache.from_mapping(json.loads(json.dumps(mapping)))  # as a task gets it

    def never(entry):
        raise AssertionError(f"confirmed again: {entry.id}")

    assert known_for("wrong-code", sig, load_known_wrong_code(), never, None, cache) == \
        (None, near)
    assert cache.made == []


def test_fold_on_the_majority_paths_is_confirmed_on_their_side(toolchain, passmap, known,
                                                                 tmp_path):
    """Two of three paths fold math.atan2(0, 0) to NaN in linalg-fuse-elementwise-ops, the
    third calls libm first (0): the divergent (minority) path runs the named pass after the op
    is gone, so the atan2 entry is confirmed on the other side (a path of the majority), and
    the finding gets its id (mixed campaign --seed 3032, prog-01538, reduced)."""
    text = (DATA / "atan2_fold_on_two_of_three_paths.mlir").read_text()
    nested = frozenset({"tosa-to-linalg", "convert-linalg-to-affine-loops"})
    tail = ("one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops}",
            "convert-linalg-to-affine-loops", "lower-affine", "convert-scf-to-cf",
            "convert-to-llvm", "reconcile-unrealized-casts")
    fold = ("tosa-to-linalg", "linalg-fuse-elementwise-ops", "convert-math-to-libm", *tail)
    libm = ("tosa-to-linalg", "convert-math-to-libm", "linalg-fuse-elementwise-ops", *tail)
    paths = [LoweringPath("d0", libm, nested), LoweringPath("d1", fold, nested),
             LoweringPath("d2", fold, nested)]
    rep = run_program(text, "atan2", RunOptions(), toolchain, passmap, known, tmp_path,
                      paths=paths, store=FindingStore(tmp_path))
    assert rep.verdict.kind == "wrong-code"
    assert rep.verdict.known_id == "math-atan2-fold-zero-zero-nan", rep.to_json()
