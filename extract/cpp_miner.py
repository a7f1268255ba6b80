"""Mine ``mlir/lib/Conversion/<Dir>/*.cpp`` of an llvm-project checkout: which ops each
conversion pass rewrites and which ops/dialects its ConversionTarget makes (il)legal.

Rules (all syntactic, over the declarations :mod:`extract.cpp_ast` returns):
1. Pattern lists: template arguments of ``patterns.add<...>`` / ``patterns->add<...>`` /
   ``insert<...>`` in a function body.
2. A pattern type resolves to the op it matches (``resolve_pattern``):
   - a known pattern base (``OpRewritePattern``, ``OpConversionPattern``,
     ``ConvertOpToLLVMPattern``, ``VectorConvertToLLVMPattern``, ``OneToOneConvertToLLVMPattern``)
     matches its first template argument;
   - an alias ``using X = T;`` (possibly templated) resolves as ``T`` with its parameters bound;
   - a class of the directory resolves through its base classes with its template parameters
     bound to the arguments (``PointwiseConverter<tosa::AddOp>`` -> ``OpConversionPattern<SrcOp>``
     with ``SrcOp = tosa::AddOp``), and when its bases say nothing, through the first parameter
     of its ``matchAndRewrite(tosa::XOp op, ...)``;
   - anything else (a pattern defined in another library, ``linalg::GeneralizePadOpPattern``) is
     reported as unresolved.
3. Passes: a file with ``#define GEN_PASS_DEF_<DEF>`` defines pass record ``<DEF>`` of
   Passes.td (:func:`extract.cpp_names.match_pass_def`). Its pass class derives from
   ``impl::<Def>Base<...>``; the pass's patterns are those added in its ``runOnOperation`` and,
   transitively, in the functions of the same directory it calls (``populateXPatterns``); calls
   to functions defined elsewhere are listed as ``external_populate``.
4. Legality: ``target.addIllegalOp<...>``, ``addIllegalDialect<...>``, ``addLegalOp<...>``,
   ``addLegalDialect<...>`` in ``runOnOperation`` (``addDynamicallyLegal*`` counts as legal-ish and
   is recorded separately). An op is *converted* by a pass when a pattern of the pass matches it
   and the target does not declare it legal (explicitly, or by a legal dialect without an
   explicit illegal op) -- the dialect-conversion driver never rewrites legal ops.

Output (:func:`conversions_json`): ``{"static_ops": {op: [pass...]}, "ops": {...},
"passes": {pass: {...}}}``, sorted, with no paths or clocks, so a run on the same tree is
byte-identical. ``static_ops`` is the mined map; ``ops`` is the map to use: equal to
``static_ops`` until ``smith extract --probe`` adds a ``probe`` section, after which the probe's
verdict replaces the static one for every probed op (:func:`extract.probe.reconcile`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import attrs

from extract.cpp_ast import (
    PATTERN_METHODS,
    TARGET_METHODS,
    ClassDecl,
    CppFile,
    TypeRef,
    parse_cpp,
    parse_type,
)
from extract.cpp_names import (
    OpIndex,
    dialect_of_class,
    load_pass_table,
    match_pass_def,
    source_dialect,
)
from extract.mlir_include import find_mlir_include
from extract.probe import reconcile
from extract.run import dumps_spec
from ground.errors import UsageError
from ground.fsutil import atomic_write

#: pattern base templates whose first template argument is the matched op class
#: (mlir/IR/PatternMatch.h, Transforms/DialectConversion.h, Conversion/LLVMCommon/*.h).
OP_PATTERN_BASES = frozenset({
    "OpRewritePattern", "OpConversionPattern", "ConvertOpToLLVMPattern",
    "VectorConvertToLLVMPattern", "OneToOneConvertToLLVMPattern",
})

CONVERSION_DIR = Path("mlir/lib/Conversion")
PASSES_TD = Path("mlir/include/mlir/Conversion/Passes.td")


@attrs.define
class PassInfo:
    """What was mined for one pass (op names are MLIR names, C++ leftovers kept as text)."""

    argument: str
    record: str
    directory: str
    pattern_ops: set = attrs.Factory(set)
    illegal_ops: set = attrs.Factory(set)
    illegal_dialects: set = attrs.Factory(set)
    legal_ops: set = attrs.Factory(set)
    legal_dialects: set = attrs.Factory(set)
    dynamic_legal: set = attrs.Factory(set)
    unresolved: set = attrs.Factory(set)
    external_populate: set = attrs.Factory(set)

    def is_legal(self, op: str) -> bool:
        """True when the target declares ``op`` legal (explicitly or through its dialect)."""
        if op in self.legal_ops:
            return True
        return op.split(".", 1)[0] in self.legal_dialects and op not in self.illegal_ops

    def converts(self) -> set:
        return {op for op in self.pattern_ops if not self.is_legal(op)}

    def to_json(self, index: OpIndex) -> dict[str, Any]:
        illegal = set(self.illegal_ops)
        for d in self.illegal_dialects:
            illegal |= {o for o in index.dialect_ops.get(d, ()) if not self.is_legal(o)}
        return {
            "record": self.record,
            "directory": self.directory,
            "patterns": sorted(self.pattern_ops),
            "converts": sorted(self.converts()),
            "illegal_ops": sorted(self.illegal_ops),
            "illegal_dialects": sorted(self.illegal_dialects),
            "legal_ops": sorted(self.legal_ops),
            "legal_dialects": sorted(self.legal_dialects),
            "dynamically_legal": sorted(self.dynamic_legal),
            "illegal_without_pattern": sorted(illegal - self.pattern_ops),
            "unresolved_patterns": sorted(self.unresolved),
            "external_populate": sorted(self.external_populate),
        }


class DirMiner:
    """The declarations of one conversion directory and the resolution rules over them."""

    def __init__(self, name: str, files: list[CppFile], index: OpIndex):
        self.name = name
        self.files = files
        self.index = index
        self.prefer = source_dialect(name)
        self.classes: dict[str, ClassDecl] = {}
        self.aliases: dict[str, tuple] = {}
        self.functions: dict[str, list] = {}
        self.using: list[str] = []
        for f in files:
            for c in f.classes:
                self.classes.setdefault(c.name, c)
            self.aliases.update(f.aliases)
            for fn in f.functions:
                self.functions.setdefault(_short(fn.name), []).append(fn)
            self.using.extend(f.using_namespaces)

    # -- pattern resolution -------------------------------------------------------------
    def resolve_pattern(self, t: TypeRef | str, env: dict | None = None,
                        depth: int = 0) -> tuple[set, set]:
        """(op names, unresolved texts) of pattern type ``t`` under template bindings ``env``."""
        env = env or {}
        if depth > 12 or not isinstance(t, TypeRef):
            return set(), {str(t)}
        if t.name in env and not t.args:
            return self.resolve_pattern(env[t.name], {}, depth + 1)
        base = _short(t.name)
        args = tuple(_subst(a, env) for a in t.args)
        if base in OP_PATTERN_BASES and args:
            op = self.op_of(args[0])
            return ({op}, set()) if op else (set(), {str(args[0])})
        if base in self.aliases and _short(t.name) == t.name.split("::")[-1]:
            params, target = self.aliases[base]
            return self.resolve_pattern(parse_type(target), dict(zip(params, args)), depth + 1)
        cls = self.classes.get(base)
        if cls is not None:
            bound = dict(zip(cls.template_params, args))
            ops, bad = set(), set()
            for b in cls.bases:
                o, u = self.resolve_pattern(parse_type(b), bound, depth + 1)
                ops |= o
                bad |= u
            if not ops and cls.match_param:
                op = self.op_of(_subst(parse_type(cls.match_param), bound))
                if op:
                    return {op}, set()
            return ops, (bad if not ops else set())
        return set(), {str(TypeRef(t.name, args))}

    def op_of(self, t: TypeRef | str) -> str | None:
        """The op name of an op class type, or None."""
        if not isinstance(t, TypeRef) or t.args:
            return None
        return self.index.resolve(t.name, self.using, self.prefer)

    # -- passes -------------------------------------------------------------------------
    def collect(self, fn_names: Iterable, seen: set, info: PassInfo, calls) -> None:
        """Fold the calls of a body into ``info``; follow calls into functions of this dir."""
        for call in calls:
            if call.is_method and call.name in PATTERN_METHODS:
                for targ in call.targs:
                    ops, bad = self.resolve_pattern(parse_type(targ))
                    info.pattern_ops |= ops
                    info.unresolved |= bad
            elif call.is_method and call.name in TARGET_METHODS:
                self._legality(call, info)
            elif not call.is_method:
                short = _short(call.name)
                if short in self.functions and short not in seen:
                    seen.add(short)
                    for fn in self.functions[short]:
                        self.collect(fn_names, seen, info, fn.calls)
                elif short.startswith("populate") and short not in self.functions:
                    info.external_populate.add(call.name)

    def _legality(self, call, info: PassInfo) -> None:
        for targ in call.targs:
            t = parse_type(targ)
            if not isinstance(t, TypeRef):
                continue
            if call.name.endswith("Dialect"):
                d = dialect_of_class(t.name)
                {"addIllegalDialect": info.illegal_dialects, "addLegalDialect":
                 info.legal_dialects}.get(call.name, info.dynamic_legal).add(
                    d if call.name != "addDynamicallyLegalDialect" else f"{d}.*")
            else:
                op = self.op_of(t)
                if op is None:
                    info.unresolved.add(f"{call.name}<{targ}>")
                    continue
                {"addIllegalOp": info.illegal_ops, "addLegalOp": info.legal_ops}.get(
                    call.name, info.dynamic_legal).add(op)

    def passes(self, table: dict[str, str]) -> list[PassInfo]:
        """One :class:`PassInfo` per ``GEN_PASS_DEF`` of the directory found in ``table``."""
        out = []
        for f in self.files:
            for gen_def in f.pass_defs:
                record = match_pass_def(gen_def, table)
                if record is None:
                    continue
                info = PassInfo(argument=table[record], record=record, directory=self.name)
                for body in self._pass_bodies(record, gen_def):
                    self.collect((), set(), info, body)
                out.append(info)
        return out

    def _pass_bodies(self, record: str, gen_def: str) -> list:
        """Call lists of the ``runOnOperation`` of the pass class deriving ``impl::<rec>Base``."""
        wanted = {record.upper() + "BASE", gen_def.upper() + "BASE"}
        bodies = []
        for cls in self.classes.values():
            if not any(_short(parse_type(b).name if isinstance(parse_type(b), TypeRef) else b)
                       .upper() in wanted for b in cls.bases):
                continue
            for m in cls.methods:
                if _short(m.name) == "runOnOperation":
                    bodies.append(m.calls)
            for fn in self.functions.get("runOnOperation", []):
                if fn.name.split("::")[-2:-1] == [cls.name]:
                    bodies.append(fn.calls)
        return bodies


def _short(name: str) -> str:
    return name.split("::")[-1].strip()


def _subst(t: TypeRef | str, env: dict) -> TypeRef | str:
    if not isinstance(t, TypeRef):
        return t
    if t.name in env and not t.args:
        return env[t.name]
    return TypeRef(t.name, tuple(_subst(a, env) for a in t.args))


def mine_dirs(conv_root: Path, index: OpIndex, table: dict[str, str],
              dirs: Iterable[str] | None = None) -> tuple[list[PassInfo], list[str]]:
    """Mine every ``<conv_root>/<Dir>/*.cpp`` (or only ``dirs``); return passes and dir names."""
    names = sorted(p.name for p in Path(conv_root).iterdir() if p.is_dir()) \
        if dirs is None else sorted(dirs)
    passes: list[PassInfo] = []
    mined = []
    for name in names:
        cpps = sorted((Path(conv_root) / name).glob("*.cpp"))
        if not cpps:
            continue
        files = [parse_cpp(p.read_bytes(), f"{name}/{p.name}") for p in cpps]
        passes.extend(DirMiner(name, files, index).passes(table))
        mined.append(name)
    return passes, mined


def conversions_json(passes: list[PassInfo], index: OpIndex, dirs: list[str],
                     mlir_version: str) -> dict[str, Any]:
    """The ``specs/conversions.json`` document (see module doc)."""
    ops: dict[str, set] = {}
    for p in passes:
        for op in p.converts():
            ops.setdefault(op, set()).add(p.argument)
    return {
        "generated_by": "smith extract --mlir-src",
        "mlir_version": mlir_version,
        "directories": sorted(dirs),
        "static_ops": {op: sorted(v) for op, v in sorted(ops.items())},
        "ops": {op: sorted(v) for op, v in sorted(ops.items())},
        "passes": {p.argument: p.to_json(index) for p in sorted(passes, key=lambda p: p.argument)},
    }


def find_passes_td(src: Path) -> tuple[Path, Path | None]:
    """Passes.td of the checkout, else of the installed/cached include tree; with the include
    dir to give tblgen (None when only the text fallback can work).

    Raises:
        UsageError: no Passes.td anywhere.
    """

    own = Path(src) / PASSES_TD
    try:
        inc = find_mlir_include()
    except UsageError:
        inc = None
    if own.is_file():
        full = (Path(src) / "mlir/include")
        return own, full if (full / "mlir/Pass/PassBase.td").is_file() else inc
    if inc is not None and (inc / "mlir/Conversion/Passes.td").is_file():
        return inc / "mlir/Conversion/Passes.td", inc
    raise UsageError(f"no {PASSES_TD} under {src} and no MLIR include tree installed")


def run_mine(src: Path, out_dir: Path, specs_dir: Path, tblgen: str | None,
             mlir_version: str) -> dict[str, Any]:
    """Entry point of ``smith extract --mlir-src``: mine ``src`` and write
    ``out_dir/conversions.json`` atomically. Returns the document.

    Raises:
        UsageError: ``src`` has no ``mlir/lib/Conversion`` or no Passes.td is found.
    """

    conv = Path(src) / CONVERSION_DIR
    if not conv.is_dir():
        raise UsageError(f"{src} has no {CONVERSION_DIR} (pass an llvm-project checkout)")
    td, inc = find_passes_td(Path(src))
    table = load_pass_table(td, tblgen if inc is not None else None, inc)
    index = OpIndex.from_dir(specs_dir)
    passes, dirs = mine_dirs(conv, index, table)
    doc = conversions_json(passes, index, dirs, mlir_version)
    old = Path(out_dir) / "conversions.json"
    if old.is_file():  # keep the probe's verdicts (written by `smith extract --probe`)

        try:
            prev = json.loads(old.read_text())
        except (OSError, ValueError):
            prev = {}
        for key in ("decompositions", "probe"):  # hand-listed / probed: not mined
            if key in prev:
                doc[key] = prev[key]
        if "probe" in doc or "decompositions" in doc:

            reconcile(doc)
    atomic_write(old, dumps_spec(doc))
    return doc
