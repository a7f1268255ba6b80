"""The rewrite patterns MLIR's own tests apply (``smith seeds import --coverage PAIRS.json``).

For each test file with kept pieces (:mod:`smith.app.seeds`), every ``// RUN:`` line whose
``mlir-opt`` command names a pass smith runs (a pass of ``lowering/passmap.json``) and no
``-test-*`` pass is run on the file's kept pieces (joined by ``// -----``, with
``--split-input-file``) with ``-debug-only=pattern-application:1,pass-manager:1``
(:data:`lowering.coverage.DEBUG_ARGS`; never level 2, which dumps the IR), and
:class:`lowering.coverage.Collector` reads its stderr as it streams.

PAIRS.json (format ``smith-pattern-pairs/1``): ``applied`` and ``tried`` as sorted
``[pass, pattern]`` lists (pass: the pass manager's name, as ``smith coverage`` reports it),
``runs`` and ``files`` counted, ``source`` (the test tree).
"""

from __future__ import annotations

import os
import re
import shlex
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from ground.fsutil import atomic_write_json
from ground.proc import run_tool
from ground.toolchain import Toolchain
from lowering.coverage import DEBUG_ARGS, Collector
from lowering.passmap import load_passmap
from lowering.passprobe import base_name
from smith.app.coverage_against import PAIRS_FORMAT
from smith.app.seeds import Piece
from ubfix.files import join_output

#: seconds one mlir-opt run (a file's kept pieces, one RUN line) may take
RUN_TIMEOUT = 600.0
#: mlir-opt options of RUN lines that are not passes (dropped; the input and output are ours)
_NOT_PASSES = re.compile(
    r"^--?(split-input-file|verify-diagnostics|allow-unregistered-dialect|mlir-print|"
    r"mlir-disable-threading|debug|o$|verify-each|mlir-elide|mlir-pretty|mlir-timing|"
    r"split-input|dump-pass|output-split|emit-bytecode|mlir-use-nameloc|mlir-very-unsafe|"
    r"no-implicit-module|mlir-print-debuginfo|show-dialects)")


def run_line_commands(text: str) -> list[str]:
    """The ``// RUN:`` commands of a test file (continuation lines ending in ``\\`` joined)."""
    out, cur = [], ""
    for line in text.splitlines():
        m = re.match(r"^\s*//\s*RUN:\s?(.*)$", line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        out.append(cur + part)
        cur = ""
    return out


def pass_flags(command: str, smith_passes: set[str]) -> list[str] | None:
    """The pass options of the ``mlir-opt`` stage of a RUN command when they name a pass in
    ``smith_passes`` and no ``test-*`` pass (else None). Commands with lit substitutions other
    than ``%s`` are left out."""
    stage = next((s.strip() for s in command.split("|") if s.strip().startswith("mlir-opt")),
                 None)
    if stage is None or re.search(r"%[^s]", stage.replace("%s", "")):
        return None
    try:
        words = shlex.split(stage)[1:]
    except ValueError:
        return None
    flags = [w for w in words if w.startswith("-") and w != "-" and not _NOT_PASSES.match(w)]
    names: set[str] = set()
    for f in flags:
        name, _, value = f.lstrip("-").partition("=")
        if name == "pass-pipeline":
            names.update(re.findall(r"[A-Za-z][\w-]*", value))
        else:
            names.add(name)
    if any(n.startswith("test-") for n in names) or not names & smith_passes:
        return None
    return flags


def _runs(root: Path, pieces: list[Piece], answers: list[dict],
          smith_passes: set[str]) -> list[tuple[str, list[str], str]]:
    """(file, pass flags, input text) of every run to make."""
    kept: dict[str, list[str]] = {}
    for p, a in zip(pieces, answers, strict=True):
        if a["status"] == "kept":
            kept.setdefault(p.file, []).append(p.text)
    out = []
    for file, texts in sorted(kept.items()):
        try:
            source = (root / file).read_text()
        except (OSError, UnicodeDecodeError):
            continue
        for command in run_line_commands(source):
            flags = pass_flags(command, smith_passes)
            if flags is not None:
                out.append((file, flags, join_output(texts)))
    return out


def _one(mlir_opt: str, flags: list[str], text: str) -> dict:
    c = Collector()
    run_tool([mlir_opt, "-", *flags, "--split-input-file", *DEBUG_ARGS, "-o", os.devnull],
             stdin=text, timeout=RUN_TIMEOUT, stderr_lines=c.feed)
    return c.coverage().pairs


def applied_pairs(mlir_opt: str, flags: list[str], text: str) -> set[tuple[str, str]]:
    """The (pass, pattern) pairs ``mlir-opt`` applies running the pass ``flags`` on the module
    ``text`` (one subprocess, :data:`RUN_TIMEOUT`; a crash or a timeout gives the pairs applied
    before it)."""
    return {k for k, v in _one(mlir_opt, flags, text).items() if v}


def measure_coverage(root: Path, pieces: list[Piece], answers: list[dict], toolchain: Toolchain,
                     out: Path, jobs: int, progress: bool) -> dict[str, Any]:
    """Run the kept pieces' RUN-line pipelines with pattern coverage (module docstring) and
    write PAIRS.json to ``out``; return its document."""
    pm = load_passmap(toolchain)
    smith_passes = {base_name(p) for p in pm.all_pass_texts()} | pm.all_base_names()
    runs = _runs(root, pieces, answers, smith_passes)
    pairs: dict[tuple[str, str], bool] = {}
    with Progress(TextColumn("coverage"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), disable=not progress) as bar, \
            ThreadPoolExecutor(max_workers=max(1, jobs)) as threads:
        task = bar.add_task("coverage", total=len(runs))
        for got in threads.map(lambda r: _one(str(toolchain.mlir_opt), r[1], r[2]), runs):
            for k, v in got.items():
                pairs[k] = pairs.get(k, False) or v
            bar.advance(task)
    doc = {"format": PAIRS_FORMAT, "source": str(root), "runs": len(runs),
           "files": len({f for f, _, _ in runs}),
           "applied": sorted([p, q] for (p, q), v in pairs.items() if v),
           "tried": sorted([p, q] for (p, q) in pairs)}
    atomic_write_json(out, doc)
    return doc
