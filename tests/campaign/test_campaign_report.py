"""``smith report``: a self-contained HTML page (inline CSS/JS/PNGs, relative links to findings)
that renders in a real headless Chromium."""

from __future__ import annotations

import base64
import io
import json
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import unquote

import pytest
from campaign_helpers import journal, smith

from smith.app.report import load_dir, pass_verdicts, write_report

CHROMIUM = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                 if shutil.which(n)), None)


def _check_counts_match_manifest(html: str, manifest: dict) -> None:
    """The page's op counts are the manifest's (ops of @compute, summed per program)."""
    assert f"<th>distinct ops</th><td>{manifest['distinct_ops']}</td>" in html
    assert f"<h2>Ops ({manifest['distinct_ops']})</h2>" in html
    rows = dict(re.findall(r'<tr><td>([\w.]+)</td><td class="num">\d+</td>'
                           r'<td class="num">(\d+)</td></tr>', html))
    assert {op: int(n) for op, n in rows.items()} == manifest["op_histogram"]


def _check_self_contained(html: str, page: Path) -> list[str]:
    """No external resource; every link relative and pointing at an existing file."""
    assert not re.search(r'(?:src|href)\s*=\s*"(?:https?:)?//', html)
    assert "<link" not in html
    assert "@import" not in html
    assert "<style>" in html
    assert "<script>" in html
    pngs = re.findall(r'src="data:image/png;base64,([^"]+)"', html)
    for p in pngs:
        assert base64.b64decode(p).startswith(b"\x89PNG\r\n\x1a\n")
    hrefs = re.findall(r'href="([^"]+)"', html)
    for h in hrefs:
        assert not h.startswith("/"), h
        assert ":" not in h, h
        assert (page.parent / unquote(h)).exists(), h
    return hrefs


def test_report_campaign(campaign_dir, tmp_path):
    page = tmp_path / "pages" / "report.html"
    res = smith("report", campaign_dir, "--out", page)
    assert str(page) in res.stdout
    html = page.read_text()
    _check_self_contained(html, page)
    # verdicts, ops, pairs, rewrite patterns, passes
    assert len(re.findall(r'src="data:image/png', html)) == 5
    recs = journal(campaign_dir)
    not_ok = [r for r in recs if r["verdict"] != "ok"]
    assert f"programs not ok ({len(not_ok)})" in html
    for r in not_ok:
        assert f"<tr><td>{r['id']}</td><td>{r['verdict']}</td>" in html
    passes = {p for r in recs for path in r["paths"] for p in path["passes"]}
    for p in passes:
        assert f"<tr><td>{p}</td>" in html
    _check_counts_match_manifest(html, json.loads((campaign_dir / "manifest.json").read_text()))


def test_report_links_findings(timeout_dir, tmp_path):
    """Findings link to their directories and reproducers, relative to the page."""
    page = tmp_path / "elsewhere" / "report.html"
    smith("report", timeout_dir, "--out", page)
    html = page.read_text()
    hrefs = _check_self_contained(html, page)
    recs = journal(timeout_dir)
    for r in recs:
        assert any(h.endswith(r["file"]) for h in hrefs), r["id"]
        for rel in r["findings"]:
            for name in ("/", "/program.mlir", "/repro.mlir"):
                assert any(h.endswith(rel + name) for h in hrefs), (r["id"], rel, name)
    assert "<th>timeout</th>" in html  # the per-pass table has a timeout column
    for r in recs:
        assert f"<tr><td>{r['id']}</td><td>{r['verdict']}</td>" in html
    n_dirs = len({rel for r in recs for rel in r["findings"]})
    assert f"<th>finding directories</th><td>{n_dirs}</td>" in html


def test_report_corpus_with_run(tmp_path):
    """A `smith gen` corpus with `smith run` results: per-pass verdicts come from the pass
    names `smith run` records per path in verdicts.jsonl (no paths are drawn again)."""
    c = tmp_path / "corpus"
    gen = smith("gen", "--count", "2", "--seed", "4", "--ops", "16", "--jobs", "1", "--out", c)
    smith("run", c, "--paths", "2", "--jobs", "2")
    smith("report", c)
    html = (c / "report.html").read_text()
    _check_self_contained(html, c / "report.html")
    assert "records no pass names" not in html
    recs = [json.loads(line) for line in (c / "run" / "verdicts.jsonl").read_text().splitlines()]
    assert all(p["passes"] and p["pipeline"] for r in recs for p in r["paths"])
    assert "<tr><td>one-shot-bufferize</td>" in html or "<tr><td>tosa-to-linalg</td>" in html
    summary = json.loads((c / "run" / "summary.json").read_text())
    assert f"<th>programs</th><td>{summary['programs']}</td>" in html
    manifest = json.loads((c / "manifest.json").read_text())
    _check_counts_match_manifest(html, manifest)
    assert f"({manifest['distinct_ops']} distinct ops;" in gen.stdout


def test_report_errors(tmp_path):
    res = smith("report", tmp_path / "none", check=False)
    assert res.returncode == 2
    assert "not a directory" in res.stderr


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed "
                    "(apt-get install -y chromium)")
def test_report_renders_in_headless_chromium(campaign_dir, tmp_path):
    from PIL import Image

    page = tmp_path / "report.html"
    smith("report", campaign_dir, "--out", page)
    shot = tmp_path / "shot.png"
    argv = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--no-first-run", f"--user-data-dir={tmp_path / 'profile'}",
            f"--screenshot={shot}", "--window-size=1200,900", page.resolve().as_uri()]
    res = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    assert shot.is_file(), (res.returncode, res.stderr[-2000:])
    img = Image.open(io.BytesIO(shot.read_bytes())).convert("RGB")
    assert img.size == (1200, 900)
    colors = img.getcolors(maxcolors=1 << 20)
    assert colors is not None
    assert len(colors) > 200, "the page looks blank"
    background = max(colors)[0]
    assert background < 0.97 * 1200 * 900, "almost every pixel has the background colour"
    # The charts are there: some strongly coloured pixels (lines, bars, badges).
    saturated = sum(n for n, (r, g, b) in colors if max(r, g, b) - min(r, g, b) > 80)
    assert saturated > 2000


def _path(name: str, passes: list[str], stage: str = "done", status: str = "ok") -> dict:
    return {"name": name, "stage": stage, "status": status, "seconds": 1.0,
            "pipeline": ",".join(passes), "passes": passes}


def test_pass_outcomes_count_each_path_by_its_own_output(tmp_path):
    """Per-pass path outcomes: a wrong-code program's paths that printed the majority output
    count as ok and only the divergent one as wrong-code (journal records as `smith campaign`
    writes them, `divergence` naming who printed what); when the groups tie (two paths), both
    sides count as differs, and so do the completed paths of a record without `divergence`;
    a float-inexact program blames only the paths its signature names."""
    recs = [
        {"index": 0, "id": "prog-00000", "file": None, "verdict": "wrong-code",
         "signature": "first divergent pass cse; ops arith.addi", "findings": [],
         "divergence": "outputs differ: d0+d2 vs d1",
         "paths": [_path("d0", ["convert-to-llvm"]), _path("d1", ["cse", "convert-to-llvm"]),
                   _path("d2", ["canonicalize", "convert-to-llvm"]),
                   _path("d3", ["cse"], stage="compile", status="assertion")]},
        {"index": 1, "id": "prog-00001", "file": None, "verdict": "wrong-code",
         "signature": "first divergent pass sccp; ops scf.while", "findings": [],
         "divergence": "outputs differ: d0 vs d1",
         "paths": [_path("d0", ["convert-to-llvm"]), _path("d1", ["sccp", "convert-to-llvm"])]},
        {"index": 2, "id": "prog-00002", "file": None, "verdict": "wrong-code",
         "signature": "first divergent pass sccp; ops scf.while", "findings": [],
         "paths": [_path("d0", ["sccp"]), _path("d1", ["sccp"])]},
        {"index": 3, "id": "prog-00003", "file": None, "verdict": "float-inexact",
         "signature": "float outputs differ on non-bit-exact path(s): d1", "findings": [],
         "paths": [_path("d0", ["arith-expand"]), _path("d1", ["math-expand"])]},
        {"index": 4, "id": "prog-00004", "file": None, "verdict": "crash",
         "signature": "x.cpp: assertion", "findings": [],
         "divergence": "outputs differ: d0 vs d1+d2",
         "paths": [_path("d0", ["licm"]), _path("d1", ["cse"]), _path("d2", ["cse"]),
                   _path("d3", ["cse"], stage="compile", status="assertion")]},
    ]
    d = tmp_path / "c"
    d.mkdir()
    (d / "campaign.jsonl").write_text("".join(json.dumps(r) + "\n" for r in recs))
    passes = pass_verdicts(load_dir(d).programs)
    # prog-00000: d0 and d2 agree (ok), d1 diverges; prog-00001: d0 vs d1 cannot be told
    assert passes["convert-to-llvm"] == {"ok": 2, "wrong-code": 1, "differs": 2}
    assert passes["canonicalize"] == {"ok": 1}
    assert passes["cse"] == {"wrong-code": 1, "crash": 2, "ok": 2}
    assert passes["sccp"] == {"differs": 3}
    assert passes["arith-expand"] == {"ok": 1}
    assert passes["math-expand"] == {"float-inexact": 1}
    assert passes["licm"] == {"wrong-code": 1}  # the crash program's minority output
    page = write_report(d)
    html = page.read_text()
    assert "<th>differs</th>" in html
    # columns: PATH_CLASSES (ok .. wrong-code, uninit-read, float-inexact, differs), then the total
    assert ("<tr><td>convert-to-llvm</td>" + "".join(
        f'<td class="num">{n}</td>' for n in (2, 0, 0, 0, 0, 1, 0, 0, 2, 5)) + "</tr>") in html
