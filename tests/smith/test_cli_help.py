"""``smith campaign --help`` and ``smith run --help``: the main options on the first screen,
every other option under exactly one headed section; ``smith run --path-seed`` and its older
name ``--seed`` are one option (the same stored run)."""

from __future__ import annotations

import json
import subprocess
import sys

import click
import pytest

from smith.app.cli_campaign import campaign
from smith.app.cli_gen import gen
from smith.app.cli_run import run
from smith.app.help_sections import MAIN, SECTIONS

MAIN_OPTIONS = {
    "campaign": ["--dialects", "--idioms", "--count", "--time", "--seed", "--out", "--resume",
                 "--seeds", "--judge", "--jobs", "--help"],
    "run": ["--out", "--paths", "--path-seed", "--judge", "--check", "--jobs", "--help"],
}
COMMANDS = {"campaign": campaign, "run": run}
FIRST_SCREEN = 45  # lines


def _help(name: str) -> list[str]:
    cmd = COMMANDS[name]
    ctx = cmd.make_context(name, [], resilient_parsing=True, terminal_width=80,
                           max_content_width=80)
    return cmd.get_help(ctx).splitlines()


def _headings(lines: list[str]) -> list[tuple[int, str]]:
    return [(i, ln[:-1]) for i, ln in enumerate(lines) if ln.endswith(":") and ln[:1].isalpha()]


def _long_names(lines: list[str]) -> list[str]:
    """The first long name of every option row (``  -s, --seed INTEGER  help``)."""
    names = []
    for ln in lines:
        if ln.startswith("  -"):
            names.append(next(w for w in ln.replace(",", " ").split() if w.startswith("--")))
    return names


@pytest.mark.parametrize("name", ["campaign", "run"])
def test_main_options_come_first(name):
    lines = _help(name)
    heads = _headings(lines)
    assert heads[0][1] == MAIN
    assert [h for _, h in heads[1:]] == [s for s in SECTIONS if s in {h for _, h in heads}]
    first_section = heads[1][0]
    assert first_section <= FIRST_SCREEN, lines[:first_section]
    assert _long_names(lines[heads[0][0]:first_section]) == MAIN_OPTIONS[name]


@pytest.mark.parametrize("name", ["campaign", "run"])
def test_every_option_in_exactly_one_section(name):
    cmd = COMMANDS[name]
    ctx = click.Context(cmd)
    sections = cmd.sections(ctx)
    listed = [p.name for ps in sections.values() for p in ps]
    visible = [p.name for p in cmd.get_params(ctx) if p.get_help_record(ctx) is not None]
    assert sorted(listed) == sorted(visible)  # each once, none lost
    assert len(sections[MAIN]) == len(MAIN_OPTIONS[name])  # nothing fell back to the main ones
    lines = _help(name)
    names = _long_names(lines)
    assert len(names) == len(set(names)) == len(visible)
    if name == "run":  # the older name --seed is accepted, not listed
        assert "--path-seed" in names
        assert "--seed" not in names


def test_gen_and_campaign_seed_say_what_they_seed():
    for cmd, what in ((campaign, "Campaign seed"), (gen, "Corpus seed")):
        seed = next(p for p in cmd.params if p.name == "seed")
        assert seed.help.startswith(f"{what}: every program's seed is derived from it")


@pytest.mark.parametrize("argv", [["--path-seed", "3"], ["--seed", "3"], ["-s", "3"]])
def test_run_seed_spellings_parse_alike(argv):
    ctx = run.make_context("run", ["corpus", *argv])
    assert ctx.params["seed"] == 3


def test_run_path_seed_and_seed_store_the_same_run(tmp_path):
    """A run with --seed 3 is the complete run of --path-seed 3 and of -s 3 (same stored
    options, nothing run again); campaign.json records the seed under its old key."""
    smith = [sys.executable, "-m", "smith"]
    corpus, out = tmp_path / "c", tmp_path / "c" / "run"
    gen = subprocess.run([*smith, "gen", "--dialects", "arith", "--ops", "6", "--count", "1",
                          "--seed", "1", "-j", "1", "--out", str(corpus)],
                         capture_output=True, text=True, timeout=600)
    assert gen.returncode == 0, gen.stderr
    common = [str(corpus), "--paths", "2", "-j", "1", "--no-progress"]
    first = subprocess.run([*smith, "run", *common, "--seed", "3"], capture_output=True,
                           text=True, timeout=600)
    assert first.returncode == 0, first.stderr
    stored = json.loads((out / "campaign.json").read_text())
    assert stored["seed"] == stored["run"]["seed"] == 3
    verdicts = (out / "verdicts.jsonl").read_bytes()
    for spelling in ("--path-seed", "-s"):
        again = subprocess.run([*smith, "run", *common, spelling, "3"], capture_output=True,
                               text=True, timeout=600)
        assert again.returncode == 0, again.stderr
        assert "is complete" in again.stdout, again.stdout
        assert json.loads((out / "campaign.json").read_text()) == stored
        assert (out / "verdicts.jsonl").read_bytes() == verdicts
