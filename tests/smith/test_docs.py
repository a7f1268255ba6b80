"""The generated documentation is current: ``docs/cli.md`` and ``docs/bugs.md`` are what
``smith docs`` writes from the commands' own help and the known-bug tables (regenerate with
``smith docs``)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from smith.app.bugdoc import bugs_markdown
from smith.app.cli import cli
from smith.app.clidoc import cli_markdown

ROOT = Path(__file__).resolve().parents[2]


def test_cli_doc_is_current():
    assert (ROOT / "docs" / "cli.md").read_text() == cli_markdown(cli), \
        "docs/cli.md is stale: run `smith docs`"


def test_bugs_doc_is_current():
    text = bugs_markdown(ROOT)
    assert (ROOT / "docs" / "bugs.md").read_text() == text, \
        "docs/bugs.md is stale: run `smith docs`"
    assert "tosa-mul-narrow-fold" in text
    assert "From the reproducer:" in text


def test_docs_command_writes_the_same(tmp_path):
    res = CliRunner().invoke(cli, ["docs", "--out", str(tmp_path)])
    assert res.exit_code == 0, res.output
    assert (tmp_path / "cli.md").read_text() == cli_markdown(cli)
    assert (tmp_path / "bugs.md").read_text() == bugs_markdown(ROOT)
