"""``smith corpus export``: a corpus (or campaign) as seeds for other tools and fuzzers.

Formats (``--format``):
- ``mlir``: the programs as generated (custom form, smith header included): ``OUT/<id>.mlir``;
- ``generic``: ``mlir-opt --mlir-print-op-generic``: ``OUT/<id>.mlir``;
- ``bytecode``: ``mlir-opt --strip-debuginfo --emit-bytecode``: ``OUT/<id>.mlirbc``;
- ``libfuzzer``: seed corpora for MLIR's parser fuzzers
  (``mlir/tools/mlir-parser-fuzzer``), which register no dialect and require the last byte of an
  input to be NUL: ``mlir-text-parser-fuzzer_seed_corpus.zip`` holds generic-form text + NUL,
  ``mlir-bytecode-parser-fuzzer_seed_corpus.zip`` holds bytecode + NUL. Entries are named by the
  SHA-1 of their bytes (libFuzzer's convention) and the zips have fixed timestamps, modes and
  order, so the same corpus gives the same zip bytes. Plain ``mlir-opt`` rejects a bytecode
  seed as it is ("attempting to parse a byte at the end of the bytecode", MLIR 22.1.8) and
  reads it once the NUL is cut off (``head -c -1 SEED``); a text seed is read either way.

Programs are deduplicated by the SHA-256 of their generic form (the header comment, which holds
the seed, is not content), then, unless ``--no-minimize``, minimised by coverage (a greedy set
cover, as afl-cmin does). ``--by patterns`` (the default) covers every rewrite pattern the
programs applied in their lowering (recorded by ``smith campaign`` or ``smith run``, see
``lowering.coverage``), the op features breaking ties; ``--by op-pairs`` (and ``patterns`` when
no coverage is recorded) covers every op, every data-dependency op pair (producer op, consumer
op) and every nesting op pair (parent op, child op) seen in the corpus. Op pairs are computed
with the MLIR Python bindings (DESIL/MLIRod's operation-dependency coverage).
``OUT/manifest.json`` says which programs were kept and why.
"""

from __future__ import annotations

import hashlib
import tempfile
import zipfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import attrs
from mlir import ir

import smith
from ground.errors import UsageError
from ground.fsutil import atomic_write, atomic_write_json, writable_dir
from ground.header import read_header
from ground.manifest import corpus_files, op_totals
from ground.mlir_ir import kept_context, op_histogram
from ground.proc import run_tool
from ground.toolchain import Toolchain
from smith.app.pattern_coverage import load_coverage

FORMATS = ("mlir", "generic", "bytecode", "libfuzzer")
EXPORT_FORMAT = "smith-export/1"
TEXT_FUZZER_ZIP = "mlir-text-parser-fuzzer_seed_corpus.zip"
BYTECODE_FUZZER_ZIP = "mlir-bytecode-parser-fuzzer_seed_corpus.zip"
BYTECODE_MAGIC = b"ML\xefR"
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)


# --------------------------------------------------------------------------- features


@attrs.frozen
class Features:
    """What a program covers: op names, (producer, consumer) data-dependency pairs and
    (parent, child) nesting pairs. ``builtin.module`` is left out; block arguments have no
    producer op."""

    ops: frozenset[str]
    data_pairs: frozenset[tuple[str, str]]
    nest_pairs: frozenset[tuple[str, str]]

    def keys(self) -> frozenset[str]:
        """One flat key per feature (``op:x``, ``data:a->b``, ``nest:a>b``), for set cover."""
        return frozenset(
            [f"op:{o}" for o in self.ops]
            + [f"data:{a}->{b}" for a, b in self.data_pairs]
            + [f"nest:{a}>{b}" for a, b in self.nest_pairs]
        )

    @property
    def dialects(self) -> frozenset[str]:
        return frozenset(o.split(".", 1)[0] for o in self.ops)

    def to_json(self) -> dict[str, list]:
        return {
            "ops": sorted(self.ops),
            "data_pairs": [list(p) for p in sorted(self.data_pairs)],
            "nest_pairs": [list(p) for p in sorted(self.nest_pairs)],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Features:
        return cls(
            frozenset(data.get("ops", ())),
            frozenset(tuple(p) for p in data.get("data_pairs", ())),
            frozenset(tuple(p) for p in data.get("nest_pairs", ())),
        )


def program_features(text: str) -> Features:
    """Parse ``text`` with the MLIR Python bindings and collect its :class:`Features`.

    Raises:
        UsageError: the text does not parse.
    """

    ops: set[str] = set()
    data: set[tuple[str, str]] = set()
    nest: set[tuple[str, str]] = set()
    with kept_context():  # a campaign worker calls this once per program
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError as exc:
            raise UsageError(f"program does not parse: {str(exc).splitlines()[0]}") from None

        def visit(op: ir.Operation) -> ir.WalkResult:
            name = op.name
            if name == "builtin.module":
                return ir.WalkResult.ADVANCE
            ops.add(name)
            parent = op.parent
            if parent is not None and parent.name != "builtin.module":
                nest.add((parent.name, name))
            for v in op.operands:
                owner = v.owner
                if isinstance(owner, ir.Block):
                    continue
                data.add((owner.operation.name, name))
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
    return Features(frozenset(ops), frozenset(data), frozenset(nest))


def greedy_cover(items: Sequence[tuple[str, frozenset[str]]],
                 secondary: dict[str, frozenset[str]] | None = None
                 ) -> list[tuple[str, list[str]]]:
    """Greedy set cover: repeatedly keep the item adding the most uncovered keys (ties: the most
    uncovered ``secondary`` keys, then fewer keys in total, then input order). Returns ``(item
    id, keys it newly covered)`` in pick order; every key of every item is covered by the
    result (``secondary`` keys only break ties: afl-cmin's cover with a second criterion)."""
    uncovered: set[str] = set().union(*(k for _, k in items)) if items else set()
    sec = secondary or {}
    sec_uncovered: set[str] = set().union(*sec.values()) if sec else set()
    order = {item_id: i for i, (item_id, _) in enumerate(items)}
    remaining = dict(items)
    picked: list[tuple[str, list[str]]] = []
    while uncovered:
        best = max(remaining, key=lambda i: (len(remaining[i] & uncovered),
                                             len(sec.get(i, frozenset()) & sec_uncovered),
                                             -len(remaining[i]), -order[i]))
        gain = remaining.pop(best) & uncovered
        if not gain:  # cannot happen (uncovered keys come from the items); guards the loop
            break
        picked.append((best, sorted(gain)))
        uncovered -= gain
        sec_uncovered -= sec.get(best, frozenset())
    return picked


def pattern_keys(corpus_dir: Path) -> dict[str, frozenset[str]]:
    """Per program id: its applied rewrite patterns as cover keys (``pass\tpattern``), from
    the coverage recorded in ``corpus_dir`` (``smith.app.pattern_coverage.load_coverage``);
    empty when none is recorded."""
    try:
        cov = load_coverage(corpus_dir)
    except UsageError:
        return {}
    return {pid: frozenset(f"{p}\t{q}" for p, q in c.applied) for pid, c in cov.programs}


# --------------------------------------------------------------------------- conversions


def _opt(toolchain: Toolchain, text: str, flags: Sequence[str], timeout: float) -> bytes:
    """Run ``mlir-opt - <flags>`` with ``text`` on stdin (so no temporary file name leaks into
    locations) and return the output file's bytes (a file, not stdout, so bytecode stays binary).

    Raises:
        UsageError: mlir-opt rejects the program.
    """
    with tempfile.TemporaryDirectory(prefix="smith-export-") as tmp:
        dst = Path(tmp) / "out"
        res = run_tool([toolchain.mlir_opt, "-", *flags, "-o", dst], stdin=text, timeout=timeout)
        if not res.ok or not dst.exists():
            first = next((ln for ln in res.stderr.splitlines() if "error" in ln),
                         res.stderr.strip().splitlines()[0] if res.stderr.strip()
                         else f"rc={res.returncode}")
            raise UsageError(f"mlir-opt {' '.join(flags)} failed: {first}")
        return dst.read_bytes()


def to_generic(toolchain: Toolchain, text: str, timeout: float = 60.0) -> bytes:
    """The generic-form printing of a module (``mlir-opt --mlir-print-op-generic``)."""
    return _opt(toolchain, text, ["--mlir-print-op-generic"], timeout)


def to_bytecode(toolchain: Toolchain, text: str, timeout: float = 60.0) -> bytes:
    """The MLIR bytecode of a module (``mlir-opt --strip-debuginfo --emit-bytecode``: locations
    would only carry the name of the input)."""
    return _opt(toolchain, text, ["--strip-debuginfo", "--emit-bytecode"], timeout)


def fuzzer_seed(data: bytes) -> bytes:
    """A parser-fuzzer input: the bytes followed by one NUL (the fuzzers skip inputs whose last
    byte is not NUL and parse everything before it)."""
    return data + b"\0"


def reproducible_zip(path: Path, entries: dict[str, bytes]) -> None:
    """Write a zip whose bytes depend only on ``entries``: sorted names, fixed timestamp
    (1980-01-01), fixed mode 0644, deflate level 9. Written atomically."""
    tmp = path.with_name(f".{path.name}.tmp")
    with zipfile.ZipFile(tmp, "w") as zf:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=ZIP_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            zf.writestr(info, entries[name], compresslevel=9)
    tmp.replace(path)


# --------------------------------------------------------------------------- corpus reading


def load_source(corpus_dir: Path) -> tuple[dict[str, Any], list[tuple[str, Path]]]:
    """The metadata (``manifest.json`` or ``campaign.json``) and ``(id, file)`` of every program
    of a corpus or campaign directory (:func:`ground.manifest.corpus_files`).

    Raises:
        UsageError: the directory does not exist or holds no program.
    """
    listing = corpus_files(corpus_dir)
    return listing.meta, listing.programs


def _program_meta(meta: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in meta.get("programs", []) if "id" in p}


# --------------------------------------------------------------------------- export


def export_corpus(corpus_dir: str | Path, fmt: str, out: str | Path, toolchain: Toolchain,
                  minimize: bool = True, timeout: float = 60.0,
                  by: str = "patterns") -> dict[str, Any]:
    """Export the programs of ``corpus_dir`` to ``out`` in format ``fmt``; return the manifest
    (also written to ``out/manifest.json``).

    ``by`` (with ``minimize``): ``patterns`` keeps a greedy cover of the applied rewrite
    patterns recorded for the programs (op features break ties; op features alone when no
    coverage is recorded), ``op-pairs`` a cover of the op features.

    Raises:
        UsageError: unknown format, bad corpus, unwritable ``out``.
    """
    if fmt not in FORMATS:
        raise UsageError(f"unknown format {fmt!r} (choose from {', '.join(FORMATS)})")
    src = Path(corpus_dir)
    meta, files = load_source(src)
    out = writable_dir(out)
    if out.resolve() == src.resolve():
        raise UsageError("--out must differ from the corpus directory")
    pmeta = _program_meta(meta)

    records, generic, feats, texts = _read_programs(src, files, pmeta, toolchain, timeout)
    unique = [r["id"] for r in records if r["id"] in generic]
    pats = pattern_keys(src)  # reported whatever the criterion
    by = "patterns" if by == "patterns" and any(pats.get(p) for p in unique) else "op-pairs"
    kept = _choose(records, generic, feats, unique, minimize,
                   pats if by == "patterns" else None)
    kept_ids = [pid for pid in unique if pid in kept]
    written = _write_format(fmt, out, kept_ids, texts, generic, toolchain, timeout, records)
    all_f = [feats[p] for p in unique]
    kept_f = [feats[p] for p in kept_ids]

    hist = op_totals(r.get("op_histogram") or {} for r in records)
    manifest = {
        "format": EXPORT_FORMAT,
        "export_format": fmt,
        "minimized": minimize,
        "minimized_by": by if minimize else None,
        "source": str(src),
        "source_format": meta.get("format"),
        "seed": meta.get("seed"),
        "options": meta.get("options") or meta.get("gen_options"),
        "smith_version": smith.__version__,
        "mlir_version": toolchain.version(),
        "source_mlir_version": meta.get("mlir_version"),
        "programs_in": len(records),
        "unique": len(unique),
        "kept": len(kept_ids),
        "coverage_all": _coverage(all_f),
        "coverage_kept": _coverage(kept_f),
        "patterns_all": len(set().union(*(pats.get(p, frozenset()) for p in unique))),
        "patterns_kept": len(set().union(*(pats.get(p, frozenset()) for p in kept_ids))),
        "op_histogram": dict(sorted(hist.items())),
        "files": written,
        "programs": records,
    }
    atomic_write_json(out / "manifest.json", manifest)
    return manifest


def _read_programs(src: Path, files: list[tuple[str, Path]], pmeta: dict[str, dict[str, Any]],
                   toolchain: Toolchain, timeout: float):
    """Per program: its manifest record (id, source, seed, op histogram; why it is skipped),
    and for the programs that parse and are not duplicates (same generic form) their generic
    form, features and text. Returns ``(records, generic, features, texts)``."""
    records: list[dict[str, Any]] = []
    generic: dict[str, bytes] = {}
    feats: dict[str, Features] = {}
    first_of_hash: dict[str, str] = {}
    texts: dict[str, str] = {}
    for pid, path in files:
        text = path.read_text()
        pm = pmeta.get(pid, {})
        rec: dict[str, Any] = {"id": pid, "source": str(path.relative_to(src)),
                               "seed": pm.get("seed", _header_seed(text)),
                               "op_histogram": pm.get("op_histogram") or _histogram(text)}
        records.append(rec)
        try:
            g = to_generic(toolchain, text, timeout)
            f = program_features(text)
        except UsageError as exc:
            rec.update(kept=False, reason=f"skipped: does not parse ({exc})")
            continue
        h = hashlib.sha256(g).hexdigest()
        rec["sha256"] = h
        if h in first_of_hash:
            rec.update(kept=False, reason=f"duplicate of {first_of_hash[h]} (same generic form)")
            continue
        first_of_hash[h] = pid
        generic[pid], feats[pid], texts[pid] = g, f, text
        rec["features"] = {"ops": len(f.ops), "data_pairs": len(f.data_pairs),
                           "nest_pairs": len(f.nest_pairs)}
    return records, generic, feats, texts


def _choose(records: list[dict[str, Any]], generic: dict[str, bytes],
            feats: dict[str, Features], unique: list[str], minimize: bool,
            patterns: dict[str, frozenset[str]] | None = None) -> dict[str, list]:
    """The kept programs (id -> the features it newly covers): with ``minimize``, a greedy
    cover of the unique programs' applied ``patterns`` (op features break ties) when any is
    recorded, else of their op features; else all of them. The records say why each is kept."""
    if minimize and any((patterns or {}).get(pid) for pid in unique):
        assert patterns is not None
        picks = greedy_cover([(pid, patterns.get(pid, frozenset())) for pid in unique],
                             {pid: feats[pid].keys() for pid in unique})
        kept = {pid: gain for pid, gain in picks}
    elif minimize:
        picks = greedy_cover([(pid, feats[pid].keys()) for pid in unique])
        kept = {pid: gain for pid, gain in picks}
    else:
        kept = {pid: sorted(feats[pid].keys()) for pid in unique}
    for r in records:
        pid = r["id"]
        if pid not in generic:
            continue
        if pid in kept:
            gain = kept[pid]
            r.update(kept=True, reason=(f"covers {len(gain)} new features" if minimize
                                        else "unique (not minimised)"),
                     new_features=gain)
        else:
            r.update(kept=False, reason="covered by the kept programs")

    return kept


def _coverage(fs: Iterable[Features]) -> dict[str, int]:
    """Distinct ops, data-flow pairs and nesting pairs over ``fs``."""
    fs = list(fs)
    return {"ops": len(set().union(*(f.ops for f in fs))) if fs else 0,
            "data_pairs": len(set().union(*(f.data_pairs for f in fs))) if fs else 0,
            "nest_pairs": len(set().union(*(f.nest_pairs for f in fs))) if fs else 0}


def _write_format(fmt: str, out: Path, kept: list[str], texts: dict[str, str],
                  generic: dict[str, bytes], toolchain: Toolchain, timeout: float,
                  records: list[dict[str, Any]]) -> list[str]:
    by_id = {r["id"]: r for r in records}
    if fmt == "mlir":
        for pid in kept:
            atomic_write(out / f"{pid}.mlir", texts[pid])
            by_id[pid]["file"] = f"{pid}.mlir"
    elif fmt == "generic":
        for pid in kept:
            atomic_write(out / f"{pid}.mlir", generic[pid])
            by_id[pid]["file"] = f"{pid}.mlir"
    elif fmt == "bytecode":
        for pid in kept:
            atomic_write(out / f"{pid}.mlirbc", to_bytecode(toolchain, texts[pid], timeout))
            by_id[pid]["file"] = f"{pid}.mlirbc"
    else:  # libfuzzer
        text_entries: dict[str, bytes] = {}
        bc_entries: dict[str, bytes] = {}
        for pid in kept:
            tseed = fuzzer_seed(generic[pid])
            bseed = fuzzer_seed(to_bytecode(toolchain, texts[pid], timeout))
            tname, bname = hashlib.sha1(tseed).hexdigest(), hashlib.sha1(bseed).hexdigest()
            text_entries[tname], bc_entries[bname] = tseed, bseed
            by_id[pid]["file"] = {TEXT_FUZZER_ZIP: tname, BYTECODE_FUZZER_ZIP: bname}
        reproducible_zip(out / TEXT_FUZZER_ZIP, text_entries)
        reproducible_zip(out / BYTECODE_FUZZER_ZIP, bc_entries)
        return [TEXT_FUZZER_ZIP, BYTECODE_FUZZER_ZIP]
    return sorted(by_id[pid]["file"] for pid in kept)


def _header_seed(text: str) -> int | None:
    meta = read_header(text)
    return meta.get("seed") if meta else None


def _histogram(text: str) -> dict[str, int]:
    try:
        return dict(sorted(op_histogram(text, func="compute").items()))
    except Exception:  # noqa: BLE001 - a histogram is informative only
        return {}
