"""The files a campaign writes for its programs (:mod:`smith.app.campaign`, which describes the
directory): a finished program's file and finding directories, each finding's ``hits.json``,
and on resume the removal of finding directories no journaled program refers to."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from ground.fsutil import atomic_write, atomic_write_json
from smith.app.campaign_state import record_findings
from smith.app.records import JournalRecord, TaskResult

#: what smith reduce, smith triage and smith report-bug write into a finding directory
DERIVED = ("reduced", "triage.json", "report.md")


def write_program_outputs(out: Path, result: TaskResult) -> None:
    """The program file (of a generated program), then each finding directory that does not
    exist yet (built under a temporary name and renamed into place, so it is complete or
    absent)."""
    if result.text is not None:
        atomic_write(out / result.record.file, result.text)
    for f in result.findings:
        dest = out / f.dir
        if dest.exists():  # the same signature was found by an earlier program
            continue
        tmp = dest.parent / f".{dest.name}.tmp-{os.getpid()}"
        shutil.rmtree(tmp, ignore_errors=True)
        for name, mode, data in f.files:
            atomic_write(tmp / name, data, executable=bool(mode & 0o111))
        tmp.mkdir(parents=True, exist_ok=True)
        os.rename(tmp, dest)


def write_hits(out: Path, rel: str, programs: list[str]) -> None:
    """``hits.json`` of a finding directory ``rel``: the journaled programs that hit it (ids,
    in order: ``count``, the first 100, ``first``); nothing when the directory is gone."""
    f = out / rel / "hits.json"
    if not f.parent.is_dir():
        return
    try:
        data = json.loads(f.read_text()) if f.is_file() else {}
    except (OSError, json.JSONDecodeError):
        data = {}
    data.update(count=len(programs), programs=programs[:100], first=programs[0])
    atomic_write_json(f, data)


def hits_index(records: list[JournalRecord]) -> dict[str, list[str]]:
    """Finding directory (relative) -> ids of the journaled programs that hit it, in index
    order."""
    hits: dict[str, list[str]] = {}
    for r in sorted(records, key=lambda r: r.index):
        for rel in record_findings(r):
            hits.setdefault(rel, []).append(r.id)
    return hits


def remove_unjournaled_findings(out: Path, referenced: set[str]) -> None:
    """Remove half-built (``.*.tmp-*``) finding directories and those no journaled program
    refers to (left by a program that was interrupted before its journal line), unless
    something was derived from one (``DERIVED``: kept as it is)."""
    fdir = out / "findings"
    if not fdir.is_dir():
        return
    for kind in fdir.iterdir():
        if not kind.is_dir():
            continue
        for d in kind.iterdir():
            if d.is_dir() and f"findings/{kind.name}/{d.name}" not in referenced and not any(
                    (d / name).exists() for name in DERIVED):
                shutil.rmtree(d)
