"""The records that cross a campaign's executor and its journal (``smith.app.records``): each
reads back from its JSON and its pickle as it was; a journal written by an older smith loads and
writes back byte for byte; the same campaign writes the same journal."""

from __future__ import annotations

import json
import pickle

import attrs
import pytest
from campaign_helpers import deterministic, smith

from lowering.coverage import Coverage
from lowering.run_options import RunOptions
from smith.app.campaign import _paths_lowered, _paths_tried, verdict_line
from smith.app.campaign_state import Journal, record_findings
from smith.app.records import (
    FindingFiles,
    JournalRecord,
    MutantSeed,
    Task,
    TaskResult,
)
from smith.app.release import library_release
from smith.app.task_errors import error_record
from smith.app.tasks import file_task, generated_task
from smith.gen.gen_options import GenOptions

BASE = Task(index=0, seed=12, mlir_version="22.1.8", release=library_release(),
            run=RunOptions(seed=12, paths=2, check=True))

# a journal line as the first smith campaign wrote it (smith/campaign.py of 2026-11-22): no
# findings list, no paths_tried / paths_lowered, no finding or known hits, paths without passes
OLD_LINE = (
    '{"crash_kind": "signal", "elapsed": 4.2, "features": null, '
    '"file": "programs/prog-00003.mlir", "finding": "findings/crash/prog-00003", '
    '"gen_seconds": 0.31, "id": "prog-00003", "index": 3, "known": false, "known_id": null, '
    '"op_histogram": {"arith.addi": 2, "tosa.add": 1}, "paths": [{"name": "d0", "seconds": 1.5, '
    '"stage": "run", "status": "signal"}, {"name": "d1", "seconds": 0.4, "stage": "compile", '
    '"status": "error"}], "rejected": [], "run_seconds": 3.1, "seed": 77, '
    '"sha256": "00ff", "signature": "SIGSEGV in foo", "signatures": ["SIGSEGV in foo"], '
    '"ubfix_hits": {}, "verdict": "crash"}\n')
# a line of a newer smith: a key this one does not know is kept and written back
NEWER_LINE = ('{"future_key": [{"path": "d0"}], "id": "prog-00004", "index": 4, '
              '"paths": [], "verdict": "ok"}\n')


def test_task_round_trip(tmp_path):
    """Generated, mutant and corpus-file tasks read back from their JSON and pickle as they
    were (a process pool or a Dask worker gets the same task)."""
    gen = generated_task(attrs.evolve(BASE, options=GenOptions(ops=12)), 5)
    mutant = Task.from_json(gen.to_json() | {"mutate": {"seed_file": "/s/a.mlir",
                                                        "draw_seed": 99},
                                             "guide_knobs": {"ops": 16},
                                             "located": ["canonicalize"],
                                             "confirmed": {"crash": {"sig": ["id", None]}}})
    assert mutant.mutate == MutantSeed("/s/a.mlir", 99)
    assert mutant.located == ("canonicalize",)
    f = tmp_path / "p.mlir"
    f.write_text("func.func @main() { return }\n")
    corpus = file_task(BASE, 2, "p", f, "../p.mlir", listed_sha256="ab", name="p.mlir")
    assert corpus.program.text.startswith("func.func")
    assert corpus.program.name == "p.mlir"
    f.write_bytes(b"\xff\xfe")
    binary = file_task(BASE, 3, "q", f, "../q.mlir")
    assert binary.program.text is None
    for task in (gen, mutant, corpus, binary):
        assert Task.from_json(json.loads(json.dumps(task.to_json()))) == task
        assert pickle.loads(pickle.dumps(task)) == task
    assert (gen.index, gen.options.ops, gen.program) == (5, 12, None)


def test_result_round_trip():
    """A task result (journal record, program text, finding files with their bytes, coverage)
    reads back from its JSON and pickle as it was."""
    rec = JournalRecord.from_json(json.loads(OLD_LINE))
    res = TaskResult(rec, "module {}\n",
                     [FindingFiles("findings/crash/abc", [("repro.sh", 0o755, b"#!/bin/sh\n"),
                                                          ("in.mlir", 0o644, b"\x00\xff")])],
                     Coverage({("Canonicalizer", "P"): True, ("Canonicalizer", "Q"): False}))
    assert TaskResult.from_json(json.loads(json.dumps(res.to_json()))) == res
    assert pickle.loads(pickle.dumps(res)) == res
    err = error_record(BASE, RuntimeError("boom"))
    assert TaskResult.from_json(err.to_json()) == err
    # the keys the error record always had, in their order, nulls included
    assert list(err.record.to_json()) == ["index", "file", "verdict", "signature", "paths",
                                          "finding", "findings", "id", "seed"]
    assert err.record.to_json()["file"] is None


def test_journal_record_null_is_not_absent():
    """A key written as null and a key not written read back as they were; ``with_`` sets a
    key (None: written as null) and keeps unknown keys."""
    line = {"id": "p", "x_new": [1], "known_id": None, "index": 1}
    r = JournalRecord.from_json(line)
    assert (r.known_id, r.crash_kind) == (None, None)
    assert json.dumps(r.to_json()) == json.dumps(line)  # verdicts.jsonl keeps the key order
    r2 = r.with_(known_id="k", crash_kind=None)
    assert list(r2.to_json().items()) == [("id", "p"), ("x_new", [1]), ("known_id", "k"),
                                          ("index", 1), ("crash_kind", None)]
    assert JournalRecord.from_json(r2.to_json()) == r2
    built = JournalRecord(index=2, verdict="ok", paths=[])  # no keys given: field order
    assert list(built.to_json()) == ["index", "verdict", "paths"]
    with pytest.raises(TypeError):
        JournalRecord.from_json([1, 2])


def test_old_journal_loads(tmp_path):
    """A journal of the first smith campaign and one with a newer smith's key load; the
    readers fall back where a key is missing; written back, the lines are the same bytes."""
    src = tmp_path / "old" / "campaign.jsonl"
    src.parent.mkdir()
    src.write_text(OLD_LINE + NEWER_LINE)
    old, newer = Journal(src).load_readonly()
    assert (old.index, old.id, old.verdict, old.seed) == (3, "prog-00003", "crash", 77)
    assert old.findings is None
    assert record_findings(old) == ["findings/crash/prog-00003"]
    assert (_paths_tried(old), _paths_lowered(old)) == (2, 1)  # from its paths
    assert newer.extra == {"future_key": [{"path": "d0"}]}
    assert "future_key" in verdict_line(newer)
    assert "seed" not in verdict_line(old)
    out = Journal(tmp_path / "again.jsonl")
    for r in (old, newer):
        out.append(r)
    out.close()
    assert out.path.read_bytes() == src.read_bytes()


def _timeless(line: str) -> dict:
    rec = json.loads(line)
    for key in ("gen_seconds", "run_seconds", "elapsed"):
        rec.pop(key, None)
    for p in rec.get("paths") or []:
        p.pop("seconds", None)
    return rec


@pytest.mark.slow
def test_same_campaign_same_journal(tmp_path):
    """The same tiny campaign twice (tosa,arith, 4 programs, one worker): the journals are the
    same lines but for timings (and a path that died of a signal, which MLIR 22.1.8 does not
    always reproduce); every line is exactly what its record writes back."""
    runs = []
    for name in ("a", "b"):
        d = tmp_path / name
        smith("campaign", "--dialects", "tosa,arith", "--count", "4", "--jobs", "1",
              "--seed", "12", "--out", d, "--no-progress", timeout=1800)
        lines = (d / "campaign.jsonl").read_text().splitlines()
        assert [json.dumps(r.to_json(), sort_keys=True)
                for r in Journal(d / "campaign.jsonl").load_readonly()] == lines
        runs.append(sorted((_timeless(x) for x in lines), key=lambda r: r["index"]))
    a, b = runs
    assert [r["index"] for r in a] == [r["index"] for r in b] == [0, 1, 2, 3]
    same = [(x, y) for x, y in zip(a, b, strict=True) if deterministic(x) and deterministic(y)]
    assert same
    for x, y in same:
        assert x == y
