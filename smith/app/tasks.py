"""The worker side of a campaign (:mod:`smith.app.campaign`): one task is one program, generated
(``smith campaign``) or read from a corpus (``smith run``), verified, lowered along its paths,
run and judged.

A task is a :class:`smith.app.records.Task` (picklable, so it runs in a process pool or on a
Dask worker); its result is a :class:`smith.app.records.TaskResult`: the journal record, the
program text and the finding directories, which the client writes. A task never writes into the
campaign directory: it works in a temporary directory with a
:class:`lowering.findings.store.FindingStore` of its own.
"""

from __future__ import annotations

import hashlib
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

import judges.registered  # noqa: F401  (registers every judge)
from ground.draw import derive_seed
from ground.errors import InternalError, Reject, SmithError, UsageError
from ground.header import read_header
from ground.mlir_ir import kept_context, module_histogram, module_type_histogram, parse_verified
from ground.release import Release, bindings_version
from lowering.execute import verify_program
from lowering.findings.store import FindingStore
from lowering.release_tables import fit_release
from lowering.run.program import RunOptions, run_program
from lowering.run.report import ProgramReport
from lowering.signature import crash_kind
from smith.app.campaign_state import CampaignOutcome, program_id
from smith.app.export import program_features
from smith.app.origin_runs import task_origin_runs
from smith.app.records import (
    CorpusProgram,
    FindingFiles,
    JournalRecord,
    MutantSeed,
    Task,
    TaskResult,
)
from smith.gen.program import generate_program
from smith.mutate import mutate
from smith.mutate.irview import sym_name, target_function


def generated_task(base: Task, index: int) -> Task:
    """The task of program ``index`` of a generating campaign (``base``: seed, generation
    options, MLIR version, the release, run options)."""
    return attrs.evolve(base, index=index)


def file_task(base: Task, index: int, pid: str, file: Path, rel: str,
              listed_sha256: str | None = None, name: str | None = None) -> Task:
    """The task of the corpus program ``file`` (id ``pid``, ``rel``: its path relative to the
    run directory; ``name``: relative to its corpus, for messages), the ``index``-th of its
    corpus; ``listed_sha256``: the hash its corpus manifest lists (what smith wrote), if any.
    The text travels with the task: a worker needs no shared file system; a file that is not
    UTF-8 travels as None (a skipped input)."""
    raw = file.read_bytes()
    try:
        text: str | None = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    return attrs.evolve(base, index=index,
                        program=CorpusProgram(id=pid, file=rel, name=name or rel, text=text,
                                              sha256=hashlib.sha256(raw).hexdigest(),
                                              listed_sha256=listed_sha256))


def smith_verified(text: str, given: CorpusProgram, mlir_version: str) -> bool:
    """Whether the corpus program ``text`` (``given``: the corpus file of its task) is one
    smith wrote and verified with this MLIR release: it carries smith's header
    (``ground.header``) naming ``mlir_version``, and, when its manifest lists a hash, it is
    that text byte for byte. Only such a program can get the verdict ``invalid`` (a bug of
    ours: the generator verifies every program it writes); any other file that does not parse
    or verify is a skipped input."""
    meta = read_header(text)
    listed = given.listed_sha256
    return (isinstance(meta, dict) and meta.get("mlir_version") == mlir_version
            and (listed is None or listed == given.sha256))


def input_error(text: str | None, ropts: RunOptions, release: Release,
                name: str) -> tuple[str | None, bool]:
    """Screen a corpus program that smith did not vouch for (:func:`smith_verified`) with
    ``mlir-opt`` (no passes): ``(first error, verified)``. The first error is the first
    ``error:`` line of its diagnostics, naming the file ``name``; None when the program
    parses and verifies, or when ``mlir-opt`` crashed or timed out on it (a crash on any input
    is an MLIR bug: the run judges it). ``verified``: it parses and verifies."""
    if text is None:
        return f"{name}: not a UTF-8 text file", False
    tc = release.toolchain
    with tempfile.TemporaryDirectory(prefix="smith-input-") as tmp:
        res = verify_program(text, tc, tmp, timeout=ropts.compile_timeout,
                             isolation=ropts.isolation)
        src = str(Path(tmp) / "program.mlir")
    if crash_kind(res) != "error":
        return None, res.ok
    lines = [ln for ln in res.stderr.splitlines() if "error:" in ln] or \
        [ln for ln in res.stderr.splitlines() if ln.strip()] or [f"exit {res.returncode}"]
    line = lines[0].replace(src, name).strip()
    return (line if line.startswith(name) else f"{name}: {line}")[:500], False


def _skipped(record: dict[str, Any], error: str) -> TaskResult:
    """The task result of a skipped input (``CampaignOutcome.SKIPPED_INPUT``): no paths, no
    finding, its first error as the signature."""
    record.update(verdict=CampaignOutcome.SKIPPED_INPUT, signature=error, known=False,
                  known_id=None, crash_kind=None, signatures=[], findings=[], finding=None,
                  finding_hits=[], known_hits=[], paths=[], paths_tried=0, paths_lowered=0,
                  stops=[], features=None)
    return TaskResult(JournalRecord.from_json(record))


def _generate(task: Task, record: dict[str, Any]) -> str | None:
    """Generate program ``task.index`` into ``record`` (the journal fields so far: file, hash,
    histograms), or the mutant ``task.mutate`` names when it is not discarded; None when the
    generator failed (the record says how)."""
    index, cseed = task.index, task.seed
    t0 = time.monotonic()
    options = task.options
    if options is None:
        raise InternalError(f"task {index}: neither generation options nor a corpus program")
    if options.op_weights:  # --guide coverage: the weights this program is drawn with
        record["op_weights"] = dict(options.op_weights)
    if options.type_weights:
        record["type_weights"] = dict(options.type_weights)
    if task.guide_knobs:  # --guide coverage: its knob values (also in the header)
        record["guide_knobs"] = dict(task.guide_knobs)
    if task.mutate is not None:  # smith campaign --seeds: a mutant of a seed
        text = _mutant(task, task.mutate, record, t0)
        if text is not None:
            return text
    try:
        prog = generate_program(record["seed"], options, task.mlir_version,
                                extra={"corpus_seed": cseed, "index": index},
                                specs_root=task.release.specs)
    except InternalError as exc:
        record.update(file=None, verdict=CampaignOutcome.GEN_ERROR, signature=str(exc)[:500],
                      paths=[], finding=None, gen_seconds=round(time.monotonic() - t0, 3))
        return None
    record.update(file=f"programs/{record['id']}.mlir", op_histogram=prog.op_histogram,
                  type_histogram=prog.type_histogram,
                  ubfix_hits=prog.ubfix_hits, rejected=list(prog.rejected),
                  gen_seconds=round(time.monotonic() - t0, 3))
    if prog.idioms:
        record["idioms"] = prog.idioms
    return prog.text


def _mutant(task: Task, m: MutantSeed, record: dict[str, Any], t0: float) -> str | None:
    """Mutate the seed ``m`` of ``task`` into ``record`` (``mutation``: seed file, draw seed,
    operators; file, hash, histograms); None when the mutant was discarded (its reason goes to
    ``record["mutation_discarded"]`` and the program is generated instead)."""
    out = mutate(Path(m.seed_file), m.draw_seed, task.mlir_version,
                 extra={"corpus_seed": task.seed, "index": task.index},
                 specs_root=task.release.specs)
    if out.text is None:
        record["mutation_discarded"] = {"seed_file": m.seed_file, "reason": out.reason}
        return None
    hist, types = _histograms(out.text)
    record.update(file=f"programs/{record['id']}.mlir", op_histogram=hist,
                  type_histogram=types, ubfix_hits=out.ubfix_hits,
                  rejected=[], gen_seconds=round(time.monotonic() - t0, 3),
                  mutation={"seed_file": m.seed_file, "draw_seed": m.draw_seed,
                            "operators": [s["operator"] for s in out.steps]})
    return out.text


def _histograms(text: str) -> tuple[dict[str, int], dict[str, int]]:
    """The op and result-type histograms of the mutated function of ``text`` (``@compute``,
    an imported test's function, a pipeline seed's first function); empty when the bindings
    cannot parse it (a pipeline seed of a dialect they lack)."""
    try:
        with kept_context():
            module = parse_verified(text, "mutant")
            func = sym_name(target_function(module))
            hist = module_histogram(module, func=func)
            types = module_type_histogram(module, func=func)
    except (UsageError, Reject):
        return {}, {}
    return dict(sorted(hist.items())), dict(sorted(types.items()))


def _features(text: str) -> dict[str, Any] | None:
    """The journal's ``features`` of a program (``smith.app.guide`` reads them), None when
    the program's ops cannot be read."""
    try:
        return program_features(text).to_json()
    except SmithError:
        return None


def _origin_only(task: Task, m: MutantSeed, record: dict[str, Any]) -> TaskResult:
    """Program ``task.index`` of a pipeline seed ``m`` (``CampaignOutcome.ORIGIN_ONLY``): its
    mutant (``smith.mutate.mutate`` with ``harnessed=False``), or the seed itself when the
    mutant is discarded (``mutation_discarded`` says why), run only along the seed's origin
    pipelines (:func:`smith.app.origin_runs.task_origin_runs`): no lowering path, no
    differential run; a crash is a finding, a pass failure only counted."""
    t0 = time.monotonic()
    out = mutate(Path(m.seed_file), m.draw_seed, task.mlir_version,
                 extra={"corpus_seed": task.seed, "index": task.index},
                 specs_root=task.release.specs, harnessed=False)
    if out.text is None:
        text = Path(m.seed_file).read_text()
        record["mutation_discarded"] = {"seed_file": m.seed_file, "reason": out.reason}
    else:
        text = out.text
        record["mutation"] = {"seed_file": m.seed_file, "draw_seed": m.draw_seed,
                              "operators": [s["operator"] for s in out.steps]}
    hist, types = _histograms(text)
    record.update(file=f"programs/{record['id']}.mlir",
                  sha256=hashlib.sha256(text.encode()).hexdigest(), op_histogram=hist,
                  type_histogram=types, ubfix_hits={}, rejected=[],
                  gen_seconds=round(time.monotonic() - t0, 3))
    record["features"] = _features(text)
    t1 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="smith-campaign-") as tmp:
        base = Path(tmp).resolve()
        store = FindingStore(base)
        tables = fit_release(task.release)
        dirs, cov = task_origin_runs(task, record, text, record["id"], task.run,
                                     tables.release.toolchain, tables.known, base, store, None)
        findings = _collect_findings(base, dirs)
    record.update(verdict=CampaignOutcome.ORIGIN_ONLY, signature=None, known=False,
                  known_id=None, crash_kind=None, signatures=[], paths=[], paths_tried=0,
                  paths_lowered=0, stops=[], **_store_fields(store, [f.dir for f in findings]),
                  run_seconds=round(time.monotonic() - t1, 3))
    return TaskResult(JournalRecord.from_json(record), text, findings, cov)


def run_one(task: Task) -> TaskResult:
    """Generate (or take) program ``task.index``, run it along its lowering paths, judge it.

    Runs in a worker (process pool or Dask). Returns the journal record, the program text
    (None for a corpus program: it is already on disk), the finding directories and the
    rewrite patterns by name (:class:`smith.app.records.TaskResult`), for the client to write.
    Never raises for a generator or compiler failure: both are recorded.
    """
    index = task.index
    given = task.program
    pid = given.id if given else program_id(index)
    # the journal fields, in the order they are found (JournalRecord.from_json at the end:
    # a key set to None is written as null, one never set is absent)
    record: dict[str, Any] = {"index": index, "id": pid}
    ropts = task.run
    verified = not given  # generated here: parsed and verified in process
    if given:
        record.update(file=given.file)
        text = given.text
        record["sha256"] = given.sha256 or hashlib.sha256(text.encode()).hexdigest()
        if text is None or not smith_verified(text, given, task.mlir_version):
            error, verified = input_error(text, ropts, task.release,
                                          given.name or given.file)
            if error is not None:
                return _skipped(record, error)
    else:
        record["seed"] = derive_seed(task.seed, index)
        if task.mutate is not None and not task.mutate.harnessed:  # a pipeline seed
            return _origin_only(task, task.mutate, record)
        text = _generate(task, record)
        if text is None:
            return TaskResult(JournalRecord.from_json(record))
        record["sha256"] = hashlib.sha256(text.encode()).hexdigest()
    record["features"] = _features(text)
    t1 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="smith-campaign-") as tmp:
        base = Path(tmp).resolve()
        rep, store = _run(text, pid, ropts, task.release, base, list(task.located),
                          verified=verified, confirmed=task.confirmed)
        tables = fit_release(task.release)  # --seeds: the origin's pipelines
        extra, cov = task_origin_runs(task, record, text, pid, ropts, tables.release.toolchain,
                                      tables.known, base, store, rep.coverage)
        findings = _collect_findings(
            base, [*(rep.findings or ([rep.finding] if rep.finding else [])), *extra])
    record.update(_record_of(rep, store, [f.dir for f in findings]),
                  run_seconds=round(time.monotonic() - t1, 3))
    return TaskResult(JournalRecord.from_json(record), None if given else text, findings, cov)


def _run(text: str, pid: str, ropts: RunOptions, release: Release, base: Path,
         located: list[str], verified: bool, confirmed: dict | None = None
         ) -> tuple[ProgramReport, FindingStore]:
    """The program's report (the verdicts of the run's judges in it, ``--judge``, built from
    the registry for this program: ``lowering.run.judges``, ``judges.registered``) and its
    finding store, both in the scratch directory ``base`` (``located``: the first divergent passes
    the campaign located so far; ``confirmed``: the known-id decisions it made so far,
    ``{kind: {signature: [known id, near miss]}}``, ``lowering.findings.confirm``). A program
    ``verified`` already (generated here and parsed and verified with the bindings, or
    screened by :func:`input_error`): with the bindings of the toolchain's release, no
    ``mlir-opt`` verify is run again."""
    fitted = fit_release(release)
    tc, pm, known, rec = release.toolchain, fitted.passmap, fitted.known, fitted.optrec
    store = FindingStore(base)
    # the judges, built by run_program for this program and closed after it (tosa-ref's judge
    # process: a pool kept across programs would outlive the campaign worker)
    rep = run_program(text, pid, ropts, tc, pm, known, base, store=store, rec=rec,
                      located=located, confirmed=confirmed,
                      verify_in_process=verified and bindings_version() == tc.version())
    return rep, store


def _collect_findings(base: Path, dirs: Sequence[Path | str]) -> list[FindingFiles]:
    """The files of every finding directory of ``dirs`` (a report's, every judge's included,
    and the origin pipelines' crashes), each once."""
    out = []
    for d in dict.fromkeys(Path(x).resolve() for x in dirs):
        if not d.is_dir():
            continue
        files = [(f.relative_to(d).as_posix(), f.stat().st_mode & 0o777, f.read_bytes())
                 for f in sorted(d.rglob("*")) if f.is_file()]
        out.append(FindingFiles(d.relative_to(base).as_posix(), files))
    return out


def _record_of(rep: ProgramReport, store: FindingStore, rels: list[str]) -> dict[str, Any]:
    """The journal fields of a program's report: verdict, signatures, every path's pipeline
    and stage, counts, the finding directories (relative) and the store's hits (finding
    signatures and known bugs met, summed by the client as ``smith run`` sums them)."""
    # every field of the report (a new one reaches the journal and verdicts.jsonl as it is)
    # but its finding directories, which are in the scratch directory
    record = {k: v for k, v in rep.to_json().items() if k not in ("id", "findings")}
    record.update(signatures=list(rep.verdict.signatures), **_store_fields(store, rels))
    return record


def _store_fields(store: FindingStore, rels: list[str]) -> dict[str, Any]:
    """The journal's finding fields: ``findings`` (``rels``, relative), ``finding`` (the
    first) and the store's hits (``finding_hits``, ``known_hits``)."""
    hits = store.summary()
    return dict(findings=rels, finding=rels[0] if rels else None,
                finding_hits=[{k: e[k] for k in ("kind", "hash", "signature", "known_id",
                                                 "near_miss", "replay") if k in e}
                              for e in hits["findings"]],
                known_hits=[{k: e[k] for k in ("id", "kind", "signatures")}
                            for e in hits["known"]])
