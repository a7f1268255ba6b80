"""Rewrite-pattern coverage in a real campaign: the journal's ids resolve in patterns.jsonl,
``smith coverage`` (table and --json), ``smith corpus export --by patterns`` keeps every applied
pattern, ``smith report`` shows the section; ``--guide coverage`` (the power schedule, weights
recorded in headers, replays identical)."""

from __future__ import annotations

import json
from collections import Counter

import attrs
from campaign_helpers import smith

from ground.draw import Draw
from ground.header import read_header
from lowering.coverage import Coverage, PatternTable
from smith.app.campaign_state import JOURNAL_FILE, Journal
from smith.app.export import greedy_cover
from smith.app.guide import CoverageGuide, named_ops
from smith.app.pattern_coverage import load_coverage, summarize
from smith.app.records import JournalRecord
from smith.gen.gen_options import GenOptions
from smith.gen.program import generate_program, options_from_json


def _records(d):
    return sorted(Journal(d / JOURNAL_FILE).load_readonly(), key=lambda r: r.index)


def test_journal_coverage_resolves(campaign_dir):
    table = PatternTable.load_readonly(campaign_dir)
    recs = [r for r in _records(campaign_dir) if r.file]
    assert recs
    assert all(r.coverage is not None for r in recs)
    covs = [Coverage.decode(r.coverage, table) for r in recs]
    assert all(c.applied for c in covs)  # every generated program lowers through patterns
    # the program-level lowering passes appear under the pass manager's names
    passes = {p for c in covs for p, _ in c.applied}
    assert "TosaToLinalg" in passes or "TosaToLinalgNamed" in passes
    assert len(table.names) == len({k for c in covs for k in c.tried})


def test_coverage_command(campaign_dir):
    doc = json.loads(smith("coverage", campaign_dir, "--json").stdout)
    cov = load_coverage(campaign_dir)
    assert doc == json.loads(json.dumps(summarize(cov)))
    assert doc["programs"] == len(cov.programs) > 0
    assert 0 < doc["pairs_applied"] <= doc["pairs_tried"]
    assert sum(t["new_applied"] for t in doc["top_new"]) <= doc["pairs_applied"]
    assert sum(row["applied"] for row in doc["per_dialect"].values()) == doc["pairs_applied"]
    first = json.loads(smith("coverage", campaign_dir, "--first", "1", "--json").stdout)
    assert first == json.loads(json.dumps(summarize(load_coverage(campaign_dir, 1))))
    assert first["programs"] + first["programs_without_coverage"] == 1
    assert first["pairs_applied"] <= doc["pairs_applied"]
    text = smith("coverage", campaign_dir).stdout
    assert "per pass (tried / applied / programs)" in text
    run = json.loads((campaign_dir / "campaign.json").read_text())["run"]
    assert doc["mode"] == cov.mode == run["coverage"] == "sampled"  # the default
    assert "coverage mode: sampled (one path per program)" in text
    bad = smith("coverage", campaign_dir / "nope", check=False)
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr


def test_export_by_patterns_keeps_every_applied_pattern(campaign_dir, tmp_path):
    out = tmp_path / "e"
    smith("corpus", "export", campaign_dir, "--format", "mlir", "--out", out)
    m = json.loads((out / "manifest.json").read_text())
    assert m["minimized_by"] == "patterns"
    assert m["patterns_kept"] == m["patterns_all"] > 0
    assert m["kept"] <= m["unique"]


def test_greedy_cover_secondary_breaks_ties():
    items = [("a", frozenset({"p"})), ("b", frozenset({"p"}))]
    assert greedy_cover(items) == [("a", ["p"])]
    assert greedy_cover(items, {"a": frozenset(), "b": frozenset({"op"})}) == [("b", ["p"])]


def test_report_has_pattern_section(campaign_dir, tmp_path):
    out = tmp_path / "r.html"
    smith("report", campaign_dir, "--out", out)
    html = out.read_text()
    assert "rewrite patterns applied" in html
    assert "patterns tried" in html
    assert "coverage mode: sampled (one path per program)" in html


def test_guide_schedule():
    names = [("Canonicalizer", "AddIAddConstant"), ("Canonicalizer", "MulSIExtendedToMulI"),
             ("TosaToLinalg", "PointwiseConverter<mlir::tosa::AddOp>")]
    g = CoverageGuide(names)
    hist = {"arith.addi": 1, "arith.mulsi_extended": 1, "arith.xori": 2}
    rec = JournalRecord(coverage={"applied": [1]}, op_histogram=hist, gen_seconds=1,
                        run_seconds=1, guide_knobs={"ops": 16, "max_args": 2})
    assert g.update(rec) == 1
    assert g.update(attrs.evolve(rec, guide_knobs={"ops": 64, "max_args": 2})) == 0  # nothing new
    assert g.update(JournalRecord(verdict="gen-error")) == 0  # no coverage: no change
    w = g.weights()
    # credited: the op the new pattern names; not the op that only rode along in the program
    assert w["arith.mulsi_extended"] > w["arith.xori"]
    assert w["arith.addi"] == w["arith.xori"] < 1.0
    assert named_ops(hist, names[:1]) == {"arith.addi"}
    assert named_ops({"tosa.add": 1}, names[2:]) == {"tosa.add"}
    # knobs: an untried value (32) gets as much energy as the value that led to a new pair
    # (16), more than the one that did not (64)
    knobs = [g.knob_values(Draw(s), {"ops": 32, "max_args": 12}) for s in range(300)]
    counts = Counter(k["ops"] for k in knobs)
    assert min(counts[16], counts[32]) > counts[64] > 0
    assert {k["max_args"] for k in knobs} == {2, 6, 12}


def test_guide_type_schedule():
    """Element types are credited by their share of a new-pair program's results; index and
    other non-numeric types are not scheduled."""
    g = CoverageGuide([("Canonicalizer", "A"), ("Canonicalizer", "B")])
    assert g.type_weights() == {}
    new = JournalRecord(coverage={"applied": [0]}, op_histogram={"tosa.add": 1}, gen_seconds=1,
                        run_seconds=1, type_histogram={"f16": 3, "index": 5})
    old = attrs.evolve(new, coverage={"applied": [0]}, type_histogram={"i32": 4, "f32": 4})
    assert g.update(new) == 1
    for _ in range(3):
        assert g.update(old) == 0
    w = g.type_weights()
    assert set(w) <= {"f16", "i32", "f32"}
    assert w["f16"] > 1.0 > w["i32"] == w["f32"]
    options, _ = g.task_options({"ops": 32}, 7, 4)
    assert options["type_weights"] == w


def test_weighted_program_replays(tmp_path):
    """A program drawn with op weights records them in its header and regenerates identically
    from it; weights change the ops drawn."""
    base = GenOptions(dialects=("arith",), ops=12)
    heavy = attrs.evolve(base, op_weights=(("arith.addi", 50.0),))
    a, b = generate_program(3, base, "22.1.8"), generate_program(3, heavy, "22.1.8")
    assert "op_weights" not in read_header(a.text)["options"]  # unguided headers unchanged
    opts = options_from_json(read_header(b.text)["options"])
    assert opts == heavy
    assert generate_program(3, opts, "22.1.8").text == b.text
    assert b.op_histogram.get("arith.addi", 0) > a.op_histogram.get("arith.addi", 0)


def test_type_weighted_program_replays():
    """Type weights change the element types drawn, are recorded in the header, and the
    program regenerates identically from it; without them the program is the default one."""
    base = GenOptions(dialects=("tosa",), ops=24, dynamic_shapes=0.0)
    f16 = attrs.evolve(base, type_weights=(("f16", 20.0),))
    a, b = generate_program(11, base, "22.1.8"), generate_program(11, f16, "22.1.8")
    assert "type_weights" not in read_header(a.text)["options"]
    assert attrs.evolve(f16, type_weights=()) == base
    opts = options_from_json(read_header(b.text)["options"])
    assert opts == f16
    assert generate_program(11, opts, "22.1.8").text == b.text
    assert b.type_histogram.get("f16", 0) > a.type_histogram.get("f16", 0)


def test_guided_campaign(tmp_path):
    d = tmp_path / "g"
    smith("campaign", "--seed", "5", "--ops", "16", "--count", "3", "--jobs", "1",
          "--guide", "coverage", "--out", d, "--no-progress")
    stored = json.loads((d / "campaign.json").read_text())
    assert stored["guide"] == "coverage"
    assert stored["run"]["coverage"] == "all"  # the schedule credits whole programs
    recs = _records(d)
    assert recs[0].op_weights is None  # nothing learned before the first program
    for r in recs:  # every program: its knob values and op factors are in its header
        header = read_header((d / r.file).read_text())
        assert header["options"].get("op_weights") == r.op_weights
        assert header["options"].get("type_weights") == r.type_weights
        assert r.type_histogram
        assert r.guide_knobs
        assert all(header["options"][k] == v for k, v in r.guide_knobs.items())
        assert "Identical" in smith("replay", d / r.file).stdout.title()
    for off in (["--no-coverage"], ["--coverage", "off"]):
        bad = smith("campaign", "--count", "1", "--guide", "coverage", *off, "--out",
                    tmp_path / "x", check=False)
        assert bad.returncode == 2
