"""``smith seeds import``: MLIR's own test files as a seed directory.

A seed directory is a corpus like ``smith gen``'s (:mod:`ground.manifest`):
``DIR/programs/seed-NNNNN.mlir`` and ``DIR/manifest.json``, so ``smith run DIR`` runs it.
Each program is one piece of a test file (the file split at its ``// -----`` lines, as
``mlir-opt --split-input-file`` does), parsed and verified with the MLIR Python bindings in a
worker process (:mod:`smith.gen.seed_worker`: a crash is counted, never fatal) and harnessed
(:mod:`smith.gen.harness`: ``@main`` calls each function of the piece on edge values, UB guards,
checksum). Its first lines are a comment and the header ``// smith: {json}``
(:mod:`ground.header`) with ``kind`` ``"upstream-test"``, ``seed`` (the harness's draw),
``origin`` (``file`` relative to the test tree, ``piece`` index from 0, ``release``,
``license``), ``functions`` (harnessed), ``skipped`` (function -> reason), ``smith_version``,
``mlir_version``. The manifest's programs carry the same ``origin``, ``functions`` and
``skipped``; its ``seeds`` object holds the counts of the import (pieces found, kept,
harnessed, skipped by reason, functions skipped by reason). A pipeline seed
(``--select coverage --pipeline-seeds``, :mod:`smith.app.seed_select`) is the piece's own text
under the same header with ``"harnessed": false`` (header and manifest entry) and no ``@main``.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import attrs
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

import smith
from ground.draw import derive_seed
from ground.errors import UsageError
from ground.fsutil import atomic_write, atomic_write_json, writable_dir
from ground.header import HEADER_PREFIX
from ground.manifest import MANIFEST, PROGRAMS_DIR, build_manifest, program_entry
from ground.worker import Death, WorkerPool
from ubfix.files import split_input

LICENSE = "Apache-2.0 WITH LLVM-exception"
KIND = "upstream-test"
#: smith's dialects: the pieces a shipped seed corpus keeps
SEED_DIALECTS = ("tosa", "arith", "math", "linalg", "tensor", "memref", "vector", "scf",
                 "affine", "index", "func")
#: seconds one piece may take in the worker (parse, verify, harness, ubfix, checksum)
PIECE_TIMEOUT = 300.0
_WORKER = "smith.gen.seed_worker"


@attrs.frozen
class Piece:
    """One ``// -----``-separated piece of a test file.

    Attributes:
        file: path relative to the test tree (``/``-separated).
        index: the piece's index in its file, from 0.
        line: the line of the file the piece starts at (from 1).
        text: the piece's text (comments included).
    """

    file: str
    index: int
    line: int
    text: str


def test_root(mlir_test_dir: Path | None, mlir_src: Path | None) -> Path:
    """The test tree: ``MLIR_TEST_DIR``, or ``LLVM_PROJECT/mlir/test`` for ``--mlir-src``.

    Raises:
        UsageError: neither or both given, or the directory does not exist.
    """
    if (mlir_test_dir is None) == (mlir_src is None):
        raise UsageError("give the test directory (MLIR_TEST_DIR) or --mlir-src LLVM_PROJECT, "
                         "one of them")
    root = mlir_test_dir if mlir_test_dir is not None else mlir_src / "mlir" / "test"
    if not root.is_dir():
        raise UsageError(f"test directory {root} does not exist")
    return root


def read_pieces(root: Path) -> list[Piece]:
    """Every piece of every ``*.mlir`` file under ``root``, files in path order.

    A file that is not UTF-8 text is skipped (test inputs of binary formats)."""
    out: list[Piece] = []
    for path in sorted(root.rglob("*.mlir")):
        try:
            text = path.read_text()
        except (OSError, UnicodeDecodeError):
            continue
        rel = path.relative_to(root).as_posix()
        for i, (offset, piece) in enumerate(split_input(text)):
            out.append(Piece(rel, i, offset + 1, piece))
    return out


def _code(text: str) -> str:
    """The piece without comment lines and blank lines (what the parser reads)."""
    return "\n".join(s for s in (line.strip() for line in text.splitlines())
                     if s and not s.startswith("//"))


def pre_reason(piece: Piece, seen: set[str]) -> str | None:
    """The reason a piece is skipped before parsing (``empty``, ``expected-error``,
    ``duplicate``), else None; ``seen`` collects the code of the pieces let through."""
    code = _code(piece.text)
    if not code:
        return "empty"
    if re.search(r"expected-error\b", piece.text):
        return "expected-error"
    digest = hashlib.sha256(code.encode()).hexdigest()
    if digest in seen:
        return "duplicate"
    seen.add(digest)
    return None


def _ask(pool: WorkerPool, piece: Piece, seed: int, dialects: tuple[str, ...]) -> dict:
    answer = pool.ask({"text": piece.text, "source": f"{piece.file}:{piece.line}",
                       "seed": derive_seed(seed, piece.file, piece.index),
                       "dialects": list(dialects)}, PIECE_TIMEOUT)
    if isinstance(answer, Death):
        return {"status": answer.reason, "detail": answer.stderr[-300:]}
    if "internal" in answer:
        return {"status": "kept", "program": "", "functions": [], "skipped": {},
                "harness_error": answer["internal"]}
    return answer


def import_pieces(pieces: list[Piece], seed: int, dialects: tuple[str, ...], jobs: int,
                  progress: bool) -> list[dict]:
    """The worker's answer for every piece (in order): parse, verify, classify, harness.
    Pieces skipped before parsing get ``{"status": reason}`` without a worker."""
    seen: set[str] = set()
    answers: list[dict | None] = []
    todo: list[int] = []
    for i, p in enumerate(pieces):
        why = pre_reason(p, seen)
        answers.append({"status": why} if why else None)
        if why is None:
            todo.append(i)
    pool = WorkerPool(_WORKER, memory_limit=2 << 30, renew_after=500)
    try:
        with Progress(TextColumn("importing"), BarColumn(), MofNCompleteColumn(),
                      TimeElapsedColumn(), disable=not progress) as bar, \
                ThreadPoolExecutor(max_workers=max(1, jobs)) as threads:
            task = bar.add_task("import", total=len(todo))
            futures = {i: threads.submit(_ask, pool, pieces[i], seed, dialects) for i in todo}
            for i in todo:
                answers[i] = futures[i].result()
                bar.advance(task)
    finally:
        pool.close()
    return [a for a in answers if a is not None]


def _header(piece: Piece, answer: dict, seed: int, release: str, mlir_version: str,
            harnessed: bool = True) -> str:
    origin = {"file": piece.file, "piece": piece.index, "release": release, "license": LICENSE}
    meta = {"kind": KIND, "seed": derive_seed(seed, piece.file, piece.index), "origin": origin,
            "functions": answer["functions"] if harnessed else [],
            "skipped": answer["skipped"],
            "smith_version": smith.__version__, "mlir_version": mlir_version}
    how = f"harnessed by smith {smith.__version__}"
    if not harnessed:
        meta["harnessed"] = False
        how = (f"kept by smith {smith.__version__} as a pipeline seed (not harnessed: no @main; "
               f"run along its origin test's pipelines)")
    return (f"// Piece {piece.index} of {piece.file} (MLIR {release} tests, LLVM Project, "
            f"{LICENSE}), {how}\n"
            f"{HEADER_PREFIX} {json.dumps(meta, sort_keys=True)}\n")


def counts_of(pieces: list[Piece], answers: list[dict]) -> dict[str, Any]:
    """The import's figures: pieces found, kept (parse and verify, in the dialects),
    harnessed (a program made), skipped by reason, kept pieces not harnessed by reason,
    functions harnessed and skipped by reason."""
    skipped = Counter(a["status"] for a in answers if a["status"] != "kept")
    kept = [a for a in answers if a["status"] == "kept"]
    unharnessed = Counter("harness error" if a.get("harness_error") else
                          "no function" if not a["functions"] and not a["skipped"] else
                          "no harnessable function" for a in kept if not a["program"])
    fn_skipped = Counter(r for a in kept for r in a["skipped"].values())
    return {"files": len({p.file for p in pieces}), "pieces": len(pieces), "kept": len(kept),
            "harnessed": sum(1 for a in kept if a["program"]),
            "skipped": dict(sorted(skipped.items())),
            "not_harnessed": dict(sorted(unharnessed.items())),
            "functions_harnessed": sum(len(a["functions"]) for a in kept if a["program"]),
            "functions_skipped": dict(sorted(fn_skipped.items()))}


def skipped_log(pieces: list[Piece], answers: list[dict]) -> str:
    """JSON lines, one per piece not kept (``file``, ``piece``, ``line``, ``status``,
    ``detail``: the first diagnostic) and one per function not harnessed (``file``, ``piece``,
    ``function``, ``reason``, ``detail``), in piece order (``--skipped-log``)."""
    lines = []
    for p, a in zip(pieces, answers, strict=True):
        where = {"file": p.file, "piece": p.index, "line": p.line}
        if a["status"] != "kept":
            lines.append(where | {"status": a["status"], "detail": a.get("detail", "")})
            continue
        for fn, reason in a["skipped"].items():
            lines.append(where | {"function": fn, "reason": reason,
                                  "detail": a.get("notes", {}).get(fn, "")})
        if a.get("harness_error"):
            lines.append(where | {"status": "harness error", "detail": a["harness_error"]})
    return "".join(json.dumps(x, sort_keys=True) + "\n" for x in lines)


def select(pieces: list[Piece], answers: list[dict], max_bytes: int | None,
           per_file: int | None) -> tuple[list[int], dict[str, int]]:
    """Indices of the harnessed pieces to write, and how many were left out by which limit:
    programs over ``max_bytes`` (``--max-program-bytes``), then at most ``per_file`` of each
    test file (``--per-file``), spread evenly over its harnessed pieces (the ``j``-th of ``k``
    taken is number ``j * n // k`` of ``n``)."""
    by_file: dict[str, list[int]] = {}
    left: Counter[str] = Counter()
    for i, (p, a) in enumerate(zip(pieces, answers, strict=True)):
        if a["status"] != "kept" or not a["program"]:
            continue
        if max_bytes is not None and len(a["program"].encode()) > max_bytes:
            left["over --max-program-bytes"] += 1
            continue
        by_file.setdefault(p.file, []).append(i)
    chosen: list[int] = []
    for idx in by_file.values():
        if per_file is not None and len(idx) > per_file:
            left["over --per-file"] += len(idx) - per_file
            idx = [idx[j * len(idx) // per_file] for j in range(per_file)]
        chosen += idx
    return sorted(chosen), dict(sorted(left.items()))


#: one program to write: (piece index, program text, harnessed, applied pairs or None)
Picked = tuple[int, str, bool, int | None]


def write_seeds(out: Path, pieces: list[Piece], answers: list[dict], seed: int, release: str,
                mlir_version: str, dialects: tuple[str, ...], source: str,
                max_bytes: int | None = None, per_file: int | None = None,
                picked: list[Picked] | None = None, left: dict[str, int] | None = None,
                extra_counts: dict[str, Any] | None = None) -> dict[str, Any]:
    """Write the programs (``picked``, else the harnessed programs :func:`select` chooses) and
    the manifest (last) into ``out``; return the manifest. A picked program that is not
    harnessed (a pipeline seed, :mod:`smith.app.seed_select`) is the piece's text under the
    header, its manifest entry has ``"harnessed": false``; ``pairs`` (when measured) is the
    number of (pass, pattern) pairs it applies along its origin pipelines. ``left`` (not written,
    by limit) goes with ``picked``; ``extra_counts`` joins ``seeds.counts``.

    Raises:
        UsageError: ``out`` cannot be written.
    """
    out = writable_dir(out)
    (out / PROGRAMS_DIR).mkdir(exist_ok=True)
    programs = []
    if picked is None:
        chosen, left = select(pieces, answers, max_bytes, per_file)
        picked = [(i, answers[i]["program"], True, None) for i in chosen]
    for i, body, harnessed, n_pairs in picked:
        piece, answer = pieces[i], answers[i]
        name = f"seed-{len(programs):05d}"
        text = _header(piece, answer, seed, release, mlir_version, harnessed) + body
        atomic_write(out / PROGRAMS_DIR / f"{name}.mlir", text)
        entry = program_entry(name, f"{PROGRAMS_DIR}/{name}.mlir",
                              derive_seed(seed, piece.file, piece.index),
                              hashlib.sha256(text.encode()).hexdigest(),
                              answer.get("op_histogram", {}) if harnessed else {},
                              answer.get("ubfix_hits", {}) if harnessed else {}, [])
        entry |= {"origin": {"file": piece.file, "piece": piece.index, "release": release,
                             "license": LICENSE},
                  "functions": answer["functions"] if harnessed else [],
                  "skipped": answer["skipped"]}
        if not harnessed:
            entry["harnessed"] = False
        if n_pairs is not None:
            entry["pairs"] = n_pairs
        programs.append(entry)
    counts = counts_of(pieces, answers) | {"written": len(programs), "not_written": left or {}}
    counts |= extra_counts or {}
    manifest = build_manifest(seed, len(programs), {"dialects": list(dialects)}, mlir_version,
                              programs, [], seeds={"kind": KIND, "release": release,
                                                   "license": LICENSE, "source": source,
                                                   "limits": {"max_program_bytes": max_bytes,
                                                              "per_file": per_file},
                                                   "counts": counts})
    atomic_write_json(out / MANIFEST, manifest)
    return manifest
