"""The corpus manifest, ``DIR/manifest.json`` (format ``smith-corpus/1``): written by
``smith gen`` and at the end of each ``smith campaign`` session, read by ``smith run``,
``smith report``, ``smith corpus export`` and ``smith ubfix-stats``.

This module is the one place that builds a manifest (so the corpus-wide counts, e.g.
``distinct_ops``, are computed by one function from the per-program op histograms, whoever
reports them) and the one place that lists the programs of a corpus directory: the manifest's
programs when there is a manifest, else every ``programs/*.mlir`` (or ``*.mlir``).

Per-program op histograms count the ops of ``@compute`` (``ground.mlir_ir.op_histogram``), the
computation under test, not the ``@main`` driver that feeds it constants and prints checksums.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from ground.errors import UsageError
from ground.version import __version__

MANIFEST = "manifest.json"
MANIFEST_FORMAT = "smith-corpus/1"
PROGRAMS_DIR = "programs"
CAMPAIGN_STATE = "campaign.json"  # smith.app.campaign_state.STATE_FILE


def program_entry(pid: str, file: str, seed: int, sha256: str | None,
                  op_histogram: Mapping[str, int], ubfix_hits: Mapping[str, int],
                  rejected: Sequence[str],
                  idioms: Mapping[str, int] | None = None) -> dict[str, Any]:
    """One element of the manifest's ``programs`` list (``file`` relative to the corpus);
    ``idioms`` (rewrite-pattern idiom → times built, ``smith gen --idioms``) only when any."""
    return {"id": pid, "file": file, "seed": seed, "sha256": sha256,
            "ops": sum(op_histogram.values()), "op_histogram": dict(op_histogram),
            "ubfix_hits": dict(ubfix_hits), "rejected": list(rejected),
            **({"idioms": dict(idioms)} if idioms else {})}


def op_totals(histograms: Iterable[Mapping[str, int]]) -> Counter[str]:
    """The sum of per-program op histograms; ``len()`` of it is the corpus's distinct ops."""
    total: Counter[str] = Counter()
    for h in histograms:
        total.update(h)
    return total


def build_manifest(seed: int, count: int, options: Mapping[str, Any], mlir_version: str,
                   programs: Sequence[Mapping[str, Any]], failed: Sequence[Mapping[str, Any]],
                   **extra: Any) -> dict[str, Any]:
    """The manifest of ``programs`` (:func:`program_entry` dicts, in index order) and the
    ``failed`` generations (``{"index", "seed", "error"}``) of a corpus of ``count`` indices.
    ``extra`` keys (e.g. ``campaign=True``) are added as they are."""
    total = op_totals(p["op_histogram"] for p in programs)
    hits = op_totals(p["ubfix_hits"] for p in programs)
    return {
        "format": MANIFEST_FORMAT,
        "smith_version": __version__,
        "mlir_version": mlir_version,
        "seed": seed,
        "count": count,
        "options": dict(options),
        "generated": len(programs),
        "failed": [dict(f) for f in failed],
        "distinct_ops": len(total),
        "op_histogram": dict(sorted(total.items())),
        "ubfix_hits": dict(sorted(hits.items())),
        "programs": [dict(p) for p in programs],
        **extra,
    }


def read_manifest(path: str | Path) -> dict[str, Any] | None:
    """The manifest of a corpus directory (or the manifest file itself); None when the
    directory has none.

    Raises:
        UsageError: the file is unreadable, not JSON, or has no ``programs`` list.
    """
    path = Path(path)
    if path.is_dir():
        path = path / MANIFEST
        if not path.exists():
            return None
    try:
        data = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UsageError(f"cannot read corpus manifest {path}: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("programs"), list) or not all(
            isinstance(p, dict) and isinstance(p.get("file"), str) for p in data["programs"]):
        raise UsageError(f"{path}: not a smith corpus manifest (no 'programs' list of files)")
    return data


@attrs.frozen
class CorpusFiles:
    """The programs of a corpus directory.

    Attributes:
        meta: the manifest (or, without one, ``campaign.json``; else empty).
        programs: ``(id, path)`` of every program, in manifest (index) order.
        stray: ``programs/*.mlir`` files the manifest does not list (an interrupted
            generation, or files copied in by hand); never run.
        unharnessed: ``(id, path)`` of the programs left out of ``programs`` because their
            manifest entry says ``"harnessed": false`` (a seed corpus's pipeline seeds: no
            ``@main``), when asked for with ``harnessed_only``.
    """

    meta: dict[str, Any]
    programs: list[tuple[str, Path]]
    stray: list[Path]
    unharnessed: list[tuple[str, Path]] = attrs.field(factory=list)


def is_unharnessed(entry: Any) -> bool:
    """Whether a manifest program entry is a pipeline seed (``"harnessed": false``: a valid
    module without ``@main``, written by ``smith seeds import --pipeline-seeds``; absent or
    true: a program with ``@main``)."""
    return isinstance(entry, dict) and entry.get("harnessed") is False


def corpus_files(root: str | Path, harnessed_only: bool = False) -> CorpusFiles:
    """List the programs of the corpus (or campaign) directory ``root``.

    ``harnessed_only``: the manifest's pipeline seeds (:func:`is_unharnessed`) go to
    :attr:`CorpusFiles.unharnessed` instead of :attr:`CorpusFiles.programs` (what a run of
    ``@main`` takes).

    A corpus with a ``manifest.json``: the manifest's programs. A campaign directory: every
    ``programs/*.mlir`` (each is journaled; its manifest is rewritten only at the end of a
    session). Otherwise every ``programs/*.mlir`` or, when ``programs/`` holds none, every
    ``*.mlir`` of ``root``, sorted by name.

    Raises:
        UsageError: ``root`` is not a directory, its manifest is unreadable or lists a program
            that does not exist, or there is no program.
    """
    root = Path(root)
    if not root.is_dir():
        raise UsageError(f"corpus directory {root} does not exist")
    sub = root / PROGRAMS_DIR
    on_disk = sorted(sub.glob("*.mlir")) if sub.is_dir() else []
    manifest = read_manifest(root)
    state = root / CAMPAIGN_STATE
    if manifest is not None and not state.is_file():
        listed = [(str(p.get("id") or Path(p["file"]).stem), root / p["file"])
                  for p in manifest["programs"]]
        missing = [f for _, f in listed if not f.is_file()]
        if missing:
            raise UsageError(f"{root / MANIFEST} lists {len(missing)} program(s) that do not "
                             f"exist, e.g. {missing[0]}")
        if not listed:
            raise UsageError(f"{root / MANIFEST} lists no program")
        known = {f.resolve() for _, f in listed}
        stray = [f for f in on_disk if f.resolve() not in known]
        if harnessed_only:
            flags = [is_unharnessed(p) for p in manifest["programs"]]
            return CorpusFiles(manifest, [x for x, u in zip(listed, flags) if not u], stray,
                               [x for x, u in zip(listed, flags) if u])
        return CorpusFiles(manifest, listed, stray)
    meta = manifest or {}
    if not meta and state.is_file():
        try:
            meta = json.loads(state.read_text())
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise UsageError(f"{state}: not valid JSON ({exc})") from None
    files = on_disk or sorted(root.glob("*.mlir"))
    if not files:
        raise UsageError(f"no *.mlir programs in {root} or {sub}")
    return CorpusFiles(meta, [(f.stem, f) for f in files], [])
