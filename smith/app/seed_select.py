"""Coverage-based seed selection (``smith seeds import --select coverage``).

Each kept piece of MLIR's tests (:mod:`smith.app.seeds`) has up to two *shipped forms*: its
harnessed program when it has one within ``--max-program-bytes``, and, with ``--pipeline-seeds``,
the piece's own text within the same limit (a *pipeline seed*: a valid, verifying module without
``@main``, marked ``"harnessed": false`` in the manifest; its own size limit,
``--max-pipeline-seed-bytes``, default ``--max-program-bytes``; ``smith campaign --seeds`` runs its
mutants only along the origin test's pipelines, a crash-only test). The piece's own text is a
candidate even when the piece is harnessed: the harness's UB guards change the function body,
and a pattern the guarded body no longer matches is still applied by the unguarded piece. A form
is keyed by ``(piece index, harnessed)``. Every shipped form is run
through its origin file's kept RUN-line pipelines (:func:`smith.app.seed_pipelines.file_pipelines`,
the flags ``pipelines.json`` holds) with pattern coverage (:data:`lowering.coverage.DEBUG_ARGS`,
:class:`lowering.coverage.Collector`; one ``mlir-opt`` subprocess per form and pipeline, the
timeout of :data:`smith.app.seed_coverage.RUN_TIMEOUT`), giving each piece the set of (pass,
pattern) pairs it makes MLIR apply.

The selection first takes the per-file quota of harnessed programs as the default selection does
(:func:`smith.app.seeds.select`; with ``--dialects all`` only programs of smith's dialects,
:data:`smith.app.seeds.SEED_DIALECTS`), then greedily adds the candidate that adds the most (pass,
pattern) pairs not yet covered, until none adds any (corpus distillation as afl-cmin does). Ties
go to a harnessed program (it is also a differential test), then the smaller form (bytes), then
the piece's order in the test tree: the result is deterministic.
"""

from __future__ import annotations

import heapq
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import attrs
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from ground.toolchain import Toolchain
from smith.app.seed_coverage import applied_pairs
from smith.app.seed_pipelines import file_pipelines, smith_pass_names
from smith.app.seeds import Piece, select

Pair = tuple[str, str]
#: a shipped form: (piece index, harnessed)
Key = tuple[int, bool]


@attrs.frozen
class Form:
    """What would be shipped for one kept piece.

    Attributes:
        text: the harnessed program, or the piece's text for a pipeline seed.
        harnessed: True for a harnessed program (``@main``), False for a pipeline seed.
    """

    text: str
    harnessed: bool


@attrs.frozen
class Selection:
    """The pieces to write and why.

    Attributes:
        chosen: the keys (piece index, harnessed) of the forms to write, sorted.
        forms: the shipped form of every chosen key.
        pairs: the applied (pass, pattern) pairs of every form measured (chosen or not).
        added: how many of ``chosen`` the greedy step added beyond the per-file quota.
        left: harnessed programs left out, by limit (as :func:`smith.app.seeds.select`).
    """

    chosen: list[Key]
    forms: dict[Key, Form]
    pairs: dict[Key, frozenset[Pair]]
    added: int
    left: dict[str, int]

    def covered(self, keys: list[Key] | None = None) -> set[Pair]:
        """The union of the pairs of ``keys`` (default: the chosen ones)."""
        out: set[Pair] = set()
        for i in self.chosen if keys is None else keys:
            out |= self.pairs.get(i, frozenset())
        return out


def shipped_forms(pieces: list[Piece], answers: list[dict], max_bytes: int | None,
                  pipeline_seeds: bool, max_seed_bytes: int | None = None) -> dict[Key, Form]:
    """The shipped forms of each kept piece (module docstring), by (piece index, harnessed);
    ``max_seed_bytes``: the size limit of a pipeline seed (None: no limit)."""
    out: dict[Key, Form] = {}
    for i, (p, a) in enumerate(zip(pieces, answers, strict=True)):
        if a["status"] != "kept":
            continue
        prog = a.get("program") or ""
        if prog and (max_bytes is None or len(prog.encode()) <= max_bytes):
            out[(i, True)] = Form(prog, True)
        if pipeline_seeds and (max_seed_bytes is None or len(p.text.encode()) <= max_seed_bytes):
            out[(i, False)] = Form(p.text, False)
    return out


def piece_pairs(root: Path, pieces: list[Piece], forms: dict[Key, Form], toolchain: Toolchain,
                jobs: int, progress: bool) -> dict[Key, frozenset[Pair]]:
    """The applied pairs of each form whose origin file (under the test tree ``root``) has kept
    RUN-line pipelines, by key (forms of other files are absent: they apply none)."""
    passes = smith_pass_names(toolchain)
    by_file: dict[str, list[list[str]]] = {}
    runs: list[tuple[Key, list[str]]] = []
    for i in sorted(forms):
        f = pieces[i[0]].file
        if f not in by_file:
            try:
                by_file[f] = file_pipelines((root / f).read_text(), passes)
            except (OSError, UnicodeDecodeError):
                by_file[f] = []
        runs += [(i, flags) for flags in by_file[f]]
    out: dict[Key, set[Pair]] = {}
    mlir_opt = str(toolchain.mlir_opt)
    with Progress(TextColumn("coverage per piece"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), disable=not progress) as bar, \
            ThreadPoolExecutor(max_workers=max(1, jobs)) as threads:
        task = bar.add_task("coverage", total=len(runs))
        for (i, _), got in zip(runs, threads.map(
                lambda r: applied_pairs(mlir_opt, r[1], forms[r[0]].text), runs), strict=True):
            out.setdefault(i, set()).update(got)
            bar.advance(task)
    return {i: frozenset(v) for i, v in out.items()}


def greedy(base: list[Key], candidates: list[Key], pairs: dict[Key, frozenset[Pair]],
           rank: dict[Key, tuple]) -> list[Key]:
    """The candidates to add to ``base``, in the order taken: each time the one adding the most
    pairs not covered by ``base`` and those taken so far (ties: smallest ``rank``), until none
    adds any. Lazy greedy: a candidate's gain only shrinks, so a popped one whose fresh gain
    still beats the next stale bound is the true maximum."""
    covered: set[Pair] = set()
    for i in base:
        covered |= pairs.get(i, frozenset())
    heap = [(-len(pairs.get(i, frozenset()) - covered), rank[i], i) for i in candidates]
    heap = [h for h in heap if h[0] < 0]
    heapq.heapify(heap)
    taken: list[Key] = []
    while heap:
        _, r, i = heapq.heappop(heap)
        gain = len(pairs[i] - covered)
        if gain == 0:
            continue
        if heap and (-gain, r) > heap[0][:2]:
            heapq.heappush(heap, (-gain, r, i))
            continue
        taken.append(i)
        covered |= pairs[i]
    return taken


def of_dialects(answer: dict, dialects: tuple[str, ...] | None) -> bool:
    """Whether every op of a harnessed program (its ``op_histogram``) is of ``dialects`` (or
    builtin); None: any dialect."""
    allowed = set(dialects or ()) | {"builtin", "func"}
    return dialects is None or all(op.split(".")[0] in allowed
                                   for op in answer.get("op_histogram", {}))


def coverage_select(pieces: list[Piece], answers: list[dict], forms: dict[Key, Form],
                    pairs: dict[Key, frozenset[Pair]], per_file: int | None,
                    quota_dialects: tuple[str, ...] | None = None) -> Selection:
    """The per-file quota of harnessed programs (:func:`smith.app.seeds.select` with the forms'
    size limit already applied; with ``quota_dialects``, only programs of those dialects: an
    import of every dialect keeps its quota to smith's and lets the other dialects' pieces in
    only for the pairs they add, as pipeline seeds), then the greedy additions (module
    docstring)."""
    harnessed_answers = [a if (i, True) in forms and of_dialects(a, quota_dialects)
                         else {"status": "form"} for i, a in enumerate(answers)]
    base = [(i, True) for i in select(pieces, harnessed_answers, None, per_file)[0]]
    in_base = set(base)
    rank = {k: (not f.harnessed, len(f.text.encode()), k[0]) for k, f in forms.items()}
    # a harnessed program of other dialects is no differential test smith's lowering paths
    # can run: such a piece joins as its own text (a pipeline seed) or not at all
    candidates = [k for k in sorted(forms) if k not in in_base
                  and (not k[1] or of_dialects(answers[k[0]], quota_dialects))]
    added = greedy(base, candidates, pairs, rank)
    chosen = sorted(in_base | set(added))
    over_bytes = sum(1 for i, a in enumerate(answers)
                     if a["status"] == "kept" and a.get("program") and (i, True) not in forms)
    left_out = sum(1 for f in forms.values() if f.harnessed) - sum(
        1 for k in chosen if forms[k].harnessed)
    left = {k: v for k, v in (("over --max-program-bytes", over_bytes),
                              ("over --per-file, adding no pairs", left_out)) if v}
    return Selection(chosen, {i: forms[i] for i in chosen}, pairs, len(added), left)


def selection_counts(sel: Selection, forms: dict[int, Form]) -> dict[str, Any]:
    """The manifest's ``seeds.counts`` additions of a coverage selection: ``added_by_coverage``,
    ``pipeline_seeds`` (written without a harness), ``pipeline_seed_candidates``,
    ``pairs_written`` (distinct applied pairs of the written programs under their origin
    pipelines), ``pairs_written_by_pass`` and ``pairs_candidates`` (the same over every
    candidate: the ceiling)."""
    written = sel.covered()
    per_pass = Counter(p for p, _ in written)
    return {"selection": "coverage", "added_by_coverage": sel.added,
            "pipeline_seeds": sum(1 for f in sel.forms.values() if not f.harnessed),
            "pipeline_seed_candidates": sum(1 for f in forms.values() if not f.harnessed),
            "pairs_written": len(written),
            "pairs_written_by_pass": dict(sorted(per_pass.items())),
            "pairs_candidates": len(sel.covered(sorted(forms)))}
