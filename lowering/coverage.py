"""Rewrite-pattern coverage of ``mlir-opt`` runs: which rewrite patterns each pass tried and
applied, parsed from the debug output of an assertions-enabled build as it streams.

What ``mlir-opt`` prints (MLIR 22, ``-debug-only=pattern-application:1,pass-manager:1``; never
``pattern-application`` without ``:1``, which dumps the IR after every application):

- ``[pass-manager Pass.cpp:549 1] Running pass 'TosaToLinalg' on operation ...`` before every
  run of a pass on an operation (the pass manager's C++ pass name, ``Pass::getName()``); the
  nesting adaptor ``mlir::detail::OpToOpPassAdaptor`` is not a pass of the pipeline;
- ``[pattern-application PatternApplicator.cpp:209 1] Trying to match "Name"`` for every rewrite
  pattern tried (greedy rewrites and dialect conversions alike; the pattern's debug name, else
  its C++ class name), followed by `` -> matchAndRewrite successful`` or ``failed``.

A pattern belongs to the pass whose ``Running pass`` line came last. ``--mlir-disable-threading``
(added with the debug flags) makes that exact: with threads, the passes of a ``func.func(...)``
group run on several functions at once and their lines interleave. A pass that runs a nested
pipeline of its own (e.g. ``inline`` running ``canonicalize``) has its later patterns credited to
the nested pass that ran last. MLIR 21 prints neither the levels nor the pass-manager lines;
:func:`supported` probes the binary once.

:class:`Collector` is a function over lines (:meth:`Collector.feed`), so a subprocess's stderr
(``ground.proc.run_tool(stderr_lines=...)``) and an in-process worker's captured stderr feed it
alike. :class:`Coverage` is the result per program; :class:`PatternTable` numbers the (pass,
pattern) pairs of a corpus so each program stores ids, not names.
"""

from __future__ import annotations

import functools
import json
import os
import re
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path

import attrs

from ground.compiler import OptCall
from ground.proc import run_tool

DEBUG_TYPES = "pattern-application:1,pass-manager:1"
DEBUG_ARGS = (f"-debug-only={DEBUG_TYPES}", "--mlir-disable-threading")
ADAPTOR = "mlir::detail::OpToOpPassAdaptor"
_RUNNING = re.compile(r"^\[pass-manager [^\]]*\] Running pass '([^']*)'")
_TRYING = re.compile(r'^\[pattern-application [^\]]*\] Trying to match "(.*)"\s*$')
_RESULT = re.compile(r"^\[pattern-application [^\]]*\]\s+-> matchAndRewrite (successful|failed)")
_DEBUG = ("[pattern-application ", "[pass-manager ")
NO_PASS = "?"  # patterns tried before any pass ran (none seen in MLIR 22)


@functools.lru_cache(maxsize=1 << 16)
def _debug_line(line: str) -> tuple[str | None, str | None]:
    """What a debug line says: ``("try", pattern)``, ``("successful" | "failed", None)``,
    ``("pass", pass name)`` or ``(None, None)``. Cached: a run prints the same few thousand
    distinct lines tens of thousands of times, and a dictionary lookup costs far less than the
    regular expressions."""
    m = _TRYING.match(line)
    if m:
        return "try", m.group(1)
    m = _RESULT.match(line)
    if m:
        return m.group(1), None
    m = _RUNNING.match(line)
    return ("pass", m.group(1)) if m else (None, None)


class Collector:
    """Consumes ``mlir-opt`` stderr lines (:meth:`feed`); accumulates ``(pass, pattern) ->
    applied at least once``. One collector may see several ``mlir-opt`` runs of a program, one
    after the other (:meth:`run_ended` between them), and holds their union; :meth:`coverage`
    may be read from another thread."""

    def __init__(self) -> None:
        self.pairs: dict[tuple[str, str], bool] = {}
        self._pass = NO_PASS
        self._pattern: str | None = None
        self._lock = threading.Lock()

    def feed(self, line: str) -> bool:
        """Take one stderr line; True when it is debug output (consumed: it must not reach
        crash messages or signatures), False for any other line."""
        if not line.startswith(_DEBUG):
            return False
        kind, name = _debug_line(line)
        with self._lock:
            if kind == "try":
                self._pattern = name
                self.pairs.setdefault((self._pass, name), False)
            elif kind in ("successful", "failed"):
                if self._pattern is not None and kind == "successful":
                    self.pairs[(self._pass, self._pattern)] = True
                self._pattern = None
            elif kind == "pass" and name != ADAPTOR:
                self._pass = name
            return True

    def run_ended(self) -> None:
        """Forget the current pass (the next ``mlir-opt`` run starts its own)."""
        with self._lock:
            self._pass, self._pattern = NO_PASS, None

    def feed_all(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.feed(line)
        self.run_ended()

    def coverage(self) -> Coverage:
        with self._lock:
            return Coverage(dict(self.pairs))


@attrs.frozen
class Coverage:
    """The rewrite patterns one program exercised: ``pairs[(pass, pattern)]`` is True when the
    pattern applied at least once in that pass, False when it was only tried."""

    pairs: dict[tuple[str, str], bool] = attrs.field(factory=dict)

    @property
    def applied(self) -> frozenset[tuple[str, str]]:
        return frozenset(k for k, v in self.pairs.items() if v)

    @property
    def tried(self) -> frozenset[tuple[str, str]]:
        return frozenset(self.pairs)

    def to_json(self) -> list[list]:
        """``[[pass, pattern, applied], ...]`` sorted (names: the form workers hand back)."""
        return [[p, q, a] for (p, q), a in sorted(self.pairs.items())]

    @classmethod
    def from_json(cls, rows: Iterable[list]) -> Coverage:
        return cls({(p, q): bool(a) for p, q, a in rows})

    def encode(self, table: PatternTable) -> dict[str, list[int]]:
        """``{"applied": [ids], "unapplied": [ids]}`` (sorted ids of ``table``; unapplied:
        tried, never applied): the compact form in ``verdicts.jsonl`` and the journal."""
        ids = {k: table.intern(*k) for k in sorted(self.pairs)}
        return {"applied": sorted(i for k, i in ids.items() if self.pairs[k]),
                "unapplied": sorted(i for k, i in ids.items() if not self.pairs[k])}

    @classmethod
    def decode(cls, entry: dict, table: PatternTable) -> Coverage:
        """Inverse of :meth:`encode`.

        Raises:
            IndexError: an id the table does not hold.
        """
        pairs = {table.names[i]: False for i in entry.get("unapplied", [])}
        pairs |= {table.names[i]: True for i in entry.get("applied", [])}
        return cls(pairs)


class PatternTable:
    """Ids of (pass, pattern) pairs for a corpus or campaign, in order of first use, stored as
    ``patterns.jsonl`` (one ``{"id", "pass", "pattern"}`` line each; appended, never
    rewritten, so a journal line never refers to an id that is not on disk)."""

    FILE = "patterns.jsonl"

    def __init__(self, names: Iterable[tuple[str, str]] = ()) -> None:
        self.names: list[tuple[str, str]] = []
        self.ids: dict[tuple[str, str], int] = {}
        self._saved = 0
        for n in names:
            self.intern(*n)

    def intern(self, pass_name: str, pattern: str) -> int:
        key = (pass_name, pattern)
        i = self.ids.get(key)
        if i is None:
            i = self.ids[key] = len(self.names)
            self.names.append(key)
        return i

    @classmethod
    def load_readonly(cls, directory: str | Path) -> PatternTable:
        """The table of ``directory`` (empty when it has none), leaving the file as it is; a
        torn last line (an interrupted append) is not read."""
        t = cls()
        f = Path(directory) / cls.FILE
        for row in _rows(f.read_text()) if f.is_file() else ():
            if row.get("id") != len(t.names):
                break
            t.intern(row["pass"], row["pattern"])
        t._saved = len(t.names)
        return t

    @classmethod
    def load(cls, directory: str | Path) -> PatternTable:
        """:meth:`load_readonly`, for a writer: a torn last line is cut off the file, so later
        appends stay readable."""
        t = cls.load_readonly(directory)
        f = Path(directory) / cls.FILE
        text = f.read_text() if f.is_file() else ""
        if text != "".join(text.splitlines(keepends=True)[:len(t.names)]):
            f.unlink()
            t._saved = 0
            t.append_new(directory)
        return t

    def append_new(self, directory: str | Path) -> None:
        """Append the ids added since the last load/append to ``directory/patterns.jsonl``
        (fsync'd; called before the journal line that uses them)."""
        if self._saved == len(self.names):
            return
        f = Path(directory) / self.FILE
        lines = "".join(json.dumps({"id": i, "pass": p, "pattern": q}) + "\n"
                        for i, (p, q) in enumerate(self.names[self._saved:], self._saved))
        with open(f, "a") as fh:
            fh.write(lines)
            fh.flush()
            os.fsync(fh.fileno())
        self._saved = len(self.names)


def with_coverage(call: OptCall) -> OptCall:
    """``call`` printing what :class:`Collector` reads: :data:`DEBUG_TYPES` added to its debug
    types, threading off (the worker and the subprocess alike)."""
    types = f"{call.debug_types},{DEBUG_TYPES}" if call.debug_types else DEBUG_TYPES
    return attrs.evolve(call, debug_types=types, threading=False)


def _rows(text: str) -> Iterator[dict]:
    for line in text.splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            return
        if not isinstance(row, dict):
            return
        yield row


# How pass names spell the dialect they work on (C++ spelling, lower-cased -> dialect name)
_PASS_DIALECTS = {"memref": "memref", "controlflow": "cf", "scf": "scf", "tosa": "tosa",
                  "linalg": "linalg", "arith": "arith", "math": "math", "affine": "affine",
                  "vector": "vector", "func": "func", "index": "index", "tensor": "tensor",
                  "bufferization": "bufferization", "complex": "complex", "ub": "ub",
                  "shape": "shape", "sparsetensor": "sparse_tensor", "gpu": "gpu"}


def dialect_of(pattern: str, pass_name: str) -> str:
    """The dialect a pattern works on, as far as the names tell: the first ``mlir::<dialect>::``
    namespace in the pattern's name (``ReduceConverter<mlir::tosa::ReduceSumOp>`` -> ``tosa``),
    else the dialect its pass's name starts with after ``Convert``/``Finalize``/``Lower``
    (``TosaToLinalg`` -> ``tosa``, ``FinalizeMemRefToLLVMConversionPass`` -> ``memref``,
    ``LowerAffinePass`` -> ``affine``), else ``?`` (``ConvertToLLVMPass``: every dialect)."""
    m = re.search(r"mlir::([a-z_]+)::", pattern)
    if m and m.group(1) not in ("detail", "impl"):
        return m.group(1)
    name = re.sub(r"^(?:Convert|Finalize|Lower)", "", pass_name).lower()
    word = max((w for w in _PASS_DIALECTS if name.startswith(w)), key=len, default=None)
    return _PASS_DIALECTS[word] if word else "?"


@functools.lru_cache(maxsize=8)
def supported(mlir_opt: str) -> bool:
    """Whether ``mlir_opt`` prints pattern coverage in the form :class:`Collector` reads (an
    assertions build of MLIR 22 or later): one ``canonicalize`` run on a three-line function."""
    probe = ("func.func @f(%x: i32) -> i32 {\n  %c = arith.constant 1 : i32\n"
             "  %y = arith.addi %x, %c : i32\n  return %y : i32\n}\n")
    c = Collector()
    res = run_tool([mlir_opt, "-", "--pass-pipeline=builtin.module(func.func(canonicalize))",
                    *DEBUG_ARGS, "-o", os.devnull], stdin=probe, timeout=60, stderr_lines=c.feed)
    return res.ok and any(p == "Canonicalizer" for p, _ in c.pairs)
