"""``smith ubfix-stats CORPUS``: per-rule programs and guards, computed from the manifest's
per-program ``ubfix_hits`` of a real generated corpus."""

from __future__ import annotations

import json
import subprocess
import sys

from click.testing import CliRunner

from smith.app.cli import cli


def test_ubfix_stats_matches_the_manifest(tmp_path):
    runner = CliRunner()
    out = tmp_path / "c"
    res = runner.invoke(cli, ["gen", "--dialects", "linalg,tensor,memref,vector,scf,arith,index",
                              "--count", "4", "--seed", "3", "--out", str(out), "-j", "1"])
    assert res.exit_code == 0, res.output
    manifest = json.loads((out / "manifest.json").read_text())
    res = runner.invoke(cli, ["ubfix-stats", str(out), "--json"])
    assert res.exit_code == 0, res.output
    stats = json.loads(res.output)
    assert stats["programs"] == 4
    rows = {r["rule"]: r for r in stats["rules"]}
    assert {r: rows[r]["guards"] for r in rows if rows[r]["guards"]} == manifest["ubfix_hits"]
    for rule, row in rows.items():
        assert row["programs"] == sum(
            1 for p in manifest["programs"] if p["ubfix_hits"].get(rule))
    assert any(r["programs"] for r in stats["rules"])
    assert "signed_division" in rows  # rules that never fired are listed too
    table = runner.invoke(cli, ["ubfix-stats", str(out)])
    assert table.exit_code == 0
    assert "guards in total" in table.output


def test_ubfix_stats_bad_corpus(tmp_path):
    res = subprocess.run([sys.executable, "-m", "smith", "ubfix-stats", str(tmp_path / "no")],
                         capture_output=True, text=True, timeout=60)
    assert res.returncode == 2
    assert "cannot read corpus manifest" in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1
    assert "Traceback" not in res.stderr
