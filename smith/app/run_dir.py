"""The results directory of ``smith run`` (``CORPUS/run`` or ``--out``): start a run there,
continue an interrupted one, leave a complete one alone, and never lose what was derived from
its findings.

A run directory holds one run: the campaign files of :mod:`smith.app.campaign` (``RUN_FILES``)
and ``findings/``. Starting ``smith run`` on it gives, with :func:`prepare_run`:

- the same corpus (same programs, byte for byte) and the same options, journal complete and
  summarised: ``complete``, and nothing in the directory is touched (but its lock file);
- the same, journal incomplete or not summarised (an interruption): ``continued`` where it
  stopped;
- anything else (other options, programs changed, or ``force``): a ``new`` run. When the old
  run has finding directories, which may hold what ``smith reduce``, ``smith triage`` and
  ``smith report-bug`` derived from them (``reduced/``, ``triage.json``, ``report.md``), the
  old run (its ``findings/`` and campaign files) is first moved whole to
  ``previous-N/`` (the first free N), so every finding directory stays as it was.

The directory is locked (:class:`ground.dirlock.DirLock`) while it is prepared; ``smith run``
holds the lock from here to the end of the run.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

import attrs

from ground.dirlock import DirLock
from ground.errors import UsageError
from ground.fsutil import writable_dir
from ground.manifest import corpus_files
from ground.mlir_ir import check_entry
from lowering.coverage import PatternTable
from smith.app.campaign_state import (
    JOURNAL_FILE,
    STATE_FILE,
    Budget,
    CampaignConfig,
    CampaignOutcome,
    Journal,
    load_campaign,
    write_state,
)
from smith.app.records import JournalRecord

#: files of a run directory that a new run (other options or programs) replaces
RUN_FILES = (STATE_FILE, JOURNAL_FILE, "verdicts.jsonl", "summary.json", "known_hits.json",
             "triage.json", PatternTable.FILE)
#: where a replaced run with findings goes: ``previous-1``, ``previous-2``, ...
PREVIOUS = "previous-{}"


@attrs.frozen
class RunStart:
    """What :func:`prepare_run` found and did.

    Attributes:
        out: the run directory.
        state: ``"new"``, ``"continued"`` (an interrupted run of the same programs and
            options) or ``"complete"`` (nothing to do; nothing was touched but the lock
            file).
        previous: where the replaced run was moved (``OUT/previous-N``), or None.
        programs: programs in the run (its corpus's, skipped inputs included).
        findings: finding directories of the replaced run that were moved.
    """

    out: Path
    state: str
    previous: Path | None = None
    programs: int = 0
    findings: int = 0


@attrs.frozen
class RunPrograms:
    """The programs of a corpus as a run takes them (:func:`check_programs`): ``(id, path)``
    in corpus order and each file's bytes."""

    files: list[tuple[str, Path]]
    texts: list[bytes]
    not_harnessed: int = 0


def check_programs(corpus: str | Path, entry: str) -> RunPrograms:
    """The programs of ``corpus`` (:func:`ground.manifest.corpus_files`), each checked for a
    callable ``@entry`` before anything is written or lowered (a file that does not parse is
    left to the run: a skipped input, or a finding when smith wrote it). A seed corpus's
    pipeline seeds (``"harnessed": false``, no ``@main``) are left out and counted.

    Raises:
        UsageError: bad corpus, no program with ``@main``, or a program that parses without a
            callable ``@entry``.
    """
    listing = corpus_files(corpus, harnessed_only=True)
    files = listing.programs
    if not files:
        raise UsageError(f"nothing runnable in {corpus}: its {len(listing.unharnessed)} "
                         f"program(s) are pipeline seeds (\"harnessed\": false, no @main)")
    texts = [f.read_bytes() for _, f in files]
    for (_, f), raw in zip(files, texts):
        check_entry(raw.decode(errors="replace"), entry, str(f))
    return RunPrograms(files, texts, len(listing.unharnessed))


def prepare_run(corpus: str | Path, out: str | Path, config: CampaignConfig,
                force: bool = False, programs: RunPrograms | None = None) -> RunStart:
    """Prepare ``out`` for a run (``smith run``) over the programs of ``corpus`` with
    ``config`` (its ``gen`` None): complete, continued or new as the module docstring says
    (``force``: new in every case). ``programs``: :func:`check_programs` of ``corpus`` when
    the caller has them already.

    Raises:
        UsageError: as :func:`check_programs`; ``out`` holds a generating campaign or cannot
            be written, or the old run cannot be moved.
        ground.dirlock.DirectoryInUse: another process uses ``out``.
    """
    programs = programs or check_programs(corpus, config.run.entry)
    files, texts = programs.files, programs.texts
    config = attrs.evolve(config, corpus=str(Path(corpus).resolve()),
                          budget=Budget(count=len(files)))
    out = writable_dir(out)
    with DirLock(out, "run directory"):
        old = load_campaign(out)[0] if (out / STATE_FILE).is_file() else None
        if old is not None and old.corpus is None:
            raise UsageError(f"{out} holds a campaign, not the results of smith run; choose "
                             f"another --out")
        records = Journal(out / JOURNAL_FILE).load_readonly()
        if not force and old == config and _same_programs(out, files, texts, records):
            done = len(records) == len(files) and _summarised(out, len(files))
            return RunStart(out, "complete" if done else "continued", programs=len(files))
        previous, moved = _set_aside(out)
        for name in RUN_FILES:
            (out / name).unlink(missing_ok=True)
        write_state(out, config)
    return RunStart(out, "new", previous, len(files), moved)


def start_run(corpus: str | Path, out: str | Path, config: CampaignConfig) -> Path:
    """:func:`prepare_run` without ``force``; the run directory (for callers that run it
    whatever its state: a complete run is then only summarised again)."""
    return prepare_run(corpus, out, config).out


def _same_programs(out: Path, files: list[tuple[str, Path]], texts: list[bytes],
                   records: list[JournalRecord]) -> bool:
    """Whether every journaled program is still the corpus program of its index, with the
    same text."""
    return all(r.index < len(files) and r.id == files[r.index][0]
               and r.file == os.path.relpath(files[r.index][1], out)
               and r.sha256 in (None, hashlib.sha256(texts[r.index]).hexdigest())
               for r in records)


def _summarised(out: Path, programs: int) -> bool:
    """Whether ``out/summary.json`` is the summary of the whole run (a run killed after its
    last journal line and before its summary is continued: the summary is written then)."""
    try:
        summary = json.loads((out / "summary.json").read_text())
    except (OSError, ValueError):
        return False
    return summary.get("programs") == programs and summary.get("complete") is True


def _set_aside(out: Path) -> tuple[Path | None, int]:
    """Move the run in ``out`` (``findings/`` and ``RUN_FILES``) to ``out/previous-N`` when
    it has finding directories; return that directory (None: nothing to keep) and how many
    finding directories it holds.

    Raises:
        UsageError: a file cannot be moved.
    """
    fdir = out / "findings"
    found = [d for k in (fdir.iterdir() if fdir.is_dir() else ()) if k.is_dir()
             for d in k.iterdir() if d.is_dir()]
    if not found:
        return None, 0
    n = 1
    while (out / PREVIOUS.format(n)).exists():
        n += 1
    dest = out / PREVIOUS.format(n)
    try:
        dest.mkdir()
        for name in ("findings", *RUN_FILES):
            if (out / name).exists():
                os.rename(out / name, dest / name)
    except OSError as exc:
        raise UsageError(f"cannot move the previous run in {out} to {dest}: {exc.strerror} "
                         f"({exc.filename})") from None
    return dest, len(found)


def skipped_inputs(records: list[JournalRecord]) -> list[dict[str, Any]]:
    """The corpus files a run skipped (they do not parse or verify, and smith did not write
    them; ``CampaignOutcome.SKIPPED_INPUT``), as ``{"id", "file", "error"}`` in corpus order
    (``summary.json`` ``skipped_inputs``)."""
    return [{"id": r.id, "file": r.file, "error": r.signature}
            for r in sorted(records, key=lambda r: r.index)
            if r.verdict == CampaignOutcome.SKIPPED_INPUT]


def skipped_lines(skipped: list[dict[str, Any]], limit: int = 10) -> list[str]:
    """What ``smith run`` prints about its skipped inputs: a count, then each file with its
    first error (``limit`` of them)."""
    if not skipped:
        return []
    lines = [f"skipped input: {len(skipped)} file(s) that do not parse or verify (not run, "
             "not findings)"]
    lines += [f"  {(s['error'] or s['file'])[:200]}" for s in skipped[:limit]]
    if len(skipped) > limit:
        lines.append(f"  ... and {len(skipped) - limit} more (summary.json skipped_inputs)")
    return lines
