"""Rewrite-pattern coverage in a real campaign: the journal's ids resolve in patterns.jsonl,
``smith coverage`` (table and --json), ``smith corpus export --by patterns`` keeps every applied
pattern, ``smith report`` shows the section, a resumed campaign keeps its ids."""

from __future__ import annotations

import json

from campaign_helpers import smith

from lowering.coverage import Coverage, PatternTable
from smith.app.campaign_state import JOURNAL_FILE, Journal
from smith.app.export import greedy_cover
from smith.app.pattern_coverage import load_coverage, summarize


def _records(d):
    return sorted(Journal(d / JOURNAL_FILE).load_readonly(), key=lambda r: r["index"])


def test_journal_coverage_resolves(campaign_dir):
    table = PatternTable.load_readonly(campaign_dir)
    recs = [r for r in _records(campaign_dir) if r.get("file")]
    assert recs
    assert all("coverage" in r for r in recs)
    covs = [Coverage.decode(r["coverage"], table) for r in recs]
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
    text = smith("coverage", campaign_dir).stdout
    assert "per pass (tried / applied / programs)" in text
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
