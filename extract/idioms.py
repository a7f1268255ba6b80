"""Rewrite-pattern idioms: the op chains MLIR's canonicalization patterns match, mined from an
MLIR source tree into ``<specs>/idioms.json`` (``smith extract --idioms --mlir-src DIR``).

Two sources, both listed per dialect in ``extract/idiom_sources.json`` (paths relative to the
llvm-project root):

- declarative rewrite rules (DRR, ``def X : Pat<(src), (result)>`` in e.g.
  ``mlir/lib/Dialect/Arith/IR/ArithCanonicalization.td``), read with ``llvm-tblgen
  --dump-json`` (records of class ``Pattern``; field ``sourcePattern`` is the source DAG, MLIR
  "Table-driven Declarative Rewrite Rule" doc). Each becomes a tree of op nodes whose operands
  are op nodes or leaves: ``value`` (any value, first binding of a name), ``bound`` (a name
  bound earlier in the tree: the same value again), ``constant`` (a ``ConstantLikeMatcher``
  or a ``ConstantAttr``: an attribute constraint such as ``APIntAttr`` and, for the latter,
  its value). Attribute arguments of an op node are listed apart from its operands (which of
  an op's ``arguments`` are attributes is read from the op record: defs of class ``Attr`` or
  ``AttrConstraint``).
- C++ patterns (``struct X : public OpRewritePattern<Root>``) of the dialects' canonicalization
  sources, read with tree-sitter-cpp (:mod:`extract.cpp_ast`): the pattern's root op and the
  producer ops its ``matchAndRewrite`` asks for with ``getDefiningOp<P>()``, ``isa<P>``,
  ``dyn_cast<P>`` (and their ``_or_null``/``_and_present`` forms). Only the op pair is kept,
  not the condition.

The file is format-versioned (:data:`FORMAT`), sorted by pattern name then file, and written
with sorted keys: two runs on the same tree are byte-identical.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from extract.cpp_ast import parse_cpp, parse_type
from extract.cpp_names import OpIndex
from extract.tblgen import dump_json
from ground.errors import UsageError
from ground.fsutil import atomic_write

FORMAT = "smith-idioms/1"
IDIOMS_FILE = "idioms.json"
SOURCES_FILE = Path(__file__).with_name("idiom_sources.json")
#: calls of ``matchAndRewrite`` whose template argument names a producer op (LLVM Casting.h,
#: ``Value::getDefiningOp<OpTy>``)
PRODUCER_CALLS = frozenset({"getDefiningOp", "isa", "dyn_cast", "dyn_cast_or_null",
                            "isa_and_nonnull", "isa_and_present", "dyn_cast_if_present"})
_MATCHERS = frozenset({"ConstantLikeMatcher"})


def load_sources(path: Path = SOURCES_FILE) -> dict[str, dict[str, list[str]]]:
    """``{"drr": {dialect: [td paths]}, "cpp": {dialect: [cpp paths]}}``.

    Raises:
        UsageError: the table cannot be read.
    """
    try:
        table = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {exc}") from None
    return {kind: {str(d): [str(p) for p in v] for d, v in table.get(kind, {}).items()}
            for kind in ("drr", "cpp")}


# ------------------------------------------------------------------ DRR
def _instances(data: dict[str, Any], cls: str) -> set[str]:
    return set(data["!instanceof"].get(cls, ()))


def op_name(data: dict[str, Any], record: str) -> str | None:
    """``"Arith_AddIOp"`` → ``"arith.addi"`` (``opDialect``'s ``name`` + ``opName``), None when
    ``record`` is no op."""
    rec = data.get(record)
    if not isinstance(rec, dict) or "opName" not in rec:
        return None
    dialect = data.get((rec.get("opDialect") or {}).get("def", ""), {}).get("name")
    return f"{dialect}.{rec['opName']}" if dialect else None


def arg_kinds(data: dict[str, Any], record: str) -> list[tuple[str, str]]:
    """``(name, "attr" | "operand")`` per entry of the op's ``arguments`` DAG, in order."""
    attrs_ = _instances(data, "Attr") | _instances(data, "AttrConstraint") \
        | _instances(data, "Property")
    out = []
    for value, name in data[record].get("arguments", {}).get("args", []):
        d = value.get("def") if isinstance(value, dict) else None
        out.append((name or "", "attr" if d in attrs_ else "operand"))
    return out


def _leaf(data: dict[str, Any], value: Any, name: str | None, seen: set[str]) -> dict[str, Any]:
    """A leaf of a source DAG (``?:$x``, ``AnyAttr:$c``, ``(ConstantLikeMatcher APIntAttr:$c)``)."""
    if isinstance(value, dict) and value.get("kind") == "dag":
        op = value["operator"]["def"]
        if op in _MATCHERS:
            inner, bind = value["args"][0]
            leaf = _leaf(data, inner, bind, seen)
            leaf["leaf"] = "constant"
            return leaf
        return {"leaf": "native", "call": op}
    out: dict[str, Any] = {"leaf": "value"}
    d = value.get("def") if isinstance(value, dict) else None
    if d is not None:
        rec = data.get(d, {})
        if "ConstantAttr" in rec.get("!superclasses", []):
            out = {"leaf": "constant", "attr": rec.get("attr", {}).get("def"),
                   "value": rec.get("value")}
        else:
            out["constraint"] = d
    if name:
        out["bind"] = name
        if name in seen and name != "_":
            out["leaf"] = "bound"
        seen.add(name)
    return out


def drr_tree(data: dict[str, Any], dag: dict[str, Any], seen: set[str]) -> dict[str, Any]:
    """The op node of a source DAG ``(Op args...)``: ``{"op", "operands", "attrs"[, "bind"]}``;
    arguments beyond the op's ``arguments`` list count as operands."""
    record = dag["operator"]["def"]
    name = op_name(data, record)
    if name is None:
        return _leaf(data, dag, dag.get("name"), seen)
    kinds = arg_kinds(data, record)
    node: dict[str, Any] = {"op": name, "operands": [], "attrs": []}
    if dag.get("name"):
        node["bind"] = dag["name"]
        seen.add(dag["name"])
    for i, (value, bind) in enumerate(dag.get("args", [])):
        arg_name, kind = kinds[i] if i < len(kinds) else ("", "operand")
        is_op = (isinstance(value, dict) and value.get("kind") == "dag"
                 and op_name(data, value["operator"]["def"]) is not None)
        if is_op:
            child = drr_tree(data, value, seen)
            if bind:
                child["bind"] = bind
            node["operands"].append(child)
        elif kind == "attr":
            leaf = _leaf(data, value, bind, seen)
            leaf["name"] = arg_name
            node["attrs"].append(leaf)
        else:
            node["operands"].append(_leaf(data, value, bind, seen))
    return node


def tree_ops(node: dict[str, Any]) -> list[str]:
    """The op names of a tree, sorted and distinct."""
    out: set[str] = set()

    def walk(n: dict[str, Any]) -> None:
        if "op" in n:
            out.add(n["op"])
            for c in n["operands"]:
                walk(c)

    walk(node)
    return sorted(out)


def drr_patterns(data: dict[str, Any], rel: str) -> list[dict[str, Any]]:
    """The idioms of the ``Pattern`` records in ``data`` (a ``--dump-json`` of ``rel``) whose
    source DAG is rooted at an op."""
    out = []
    for name in sorted(_instances(data, "Pattern")):
        rec = data[name]
        src = rec.get("sourcePattern")
        if not isinstance(src, dict) or op_name(data, src["operator"]["def"]) is None:
            continue
        tree = drr_tree(data, src, set())
        constraints = sorted(c[0]["printable"] if isinstance(c, list) else c.get("printable", "")
                             for c in rec.get("constraints", []))
        out.append({"name": name, "kind": "drr", "file": rel, "root": tree["op"],
                    "ops": tree_ops(tree), "tree": tree, "constraints": constraints})
    return out


# ------------------------------------------------------------------ C++
def _class_root(cls, index: OpIndex, using: tuple[str, ...], prefer: str) -> str | None:
    for base in cls.bases:
        t = parse_type(base)
        if getattr(t, "name", "").split("::")[-1] == "OpRewritePattern" and t.args:
            return index.resolve(str(t.args[0]), using, prefer)
    return None


def cpp_patterns(text: bytes, rel: str, dialect: str, index: OpIndex) -> list[dict[str, Any]]:
    """The (root op, producer ops) idioms of the ``OpRewritePattern`` classes of one C++ file;
    a class whose root is a template parameter or asks for no producer op is left out."""
    parsed = parse_cpp(text, rel)
    outside = {}
    for fn in parsed.functions:
        cls_name, _, method = fn.name.rpartition("::")
        if method == "matchAndRewrite" and cls_name:
            outside.setdefault(cls_name.split("::")[-1].split("<")[0], []).extend(fn.calls)
    out = []
    for cls in parsed.classes:
        root = _class_root(cls, index, parsed.using_namespaces, dialect)
        if root is None:
            continue
        calls = [c for m in cls.methods for c in m.calls] + outside.get(cls.name, [])
        producers = set()
        for call in calls:
            if call.name in PRODUCER_CALLS and call.targs:
                for targ in call.targs:
                    op = index.resolve(targ, parsed.using_namespaces, dialect)
                    if op is not None:
                        producers.add(op)
        if producers:
            out.append({"name": cls.name, "kind": "cpp", "file": rel, "root": root,
                        "producers": sorted(producers), "ops": sorted(producers | {root})})
    return out


# ------------------------------------------------------------------ driver
def mlir_root(src: str | os.PathLike) -> Path:
    """The llvm-project root of ``src`` (the root itself or its ``mlir`` dir).

    Raises:
        UsageError: neither ``src/mlir/lib`` nor ``src/lib`` with ``src/include`` exists.
    """
    p = Path(src).expanduser().resolve()
    if (p / "mlir" / "lib").is_dir():
        return p
    if p.name == "mlir" and (p / "lib").is_dir():
        return p.parent
    raise UsageError(f"{p}: no mlir/lib inside (pass an llvm-project checkout)")


def build_idioms(src: Path, include_dir: Path, tblgen: str | os.PathLike, specs: Path,
                 mlir_version: str,
                 sources: dict[str, dict[str, list[str]]] | None = None) -> dict[str, Any]:
    """The idioms document of the llvm-project tree ``src``.

    Args:
        src: llvm-project root (see :func:`mlir_root`).
        include_dir: MLIR include dir for ``llvm-tblgen -I``.
        tblgen: ``llvm-tblgen`` executable.
        specs: extracted spec dir (op C++ class → op name, :class:`extract.cpp_names.OpIndex`).
        mlir_version: recorded in the document.
        sources: the ``{"drr": ..., "cpp": ...}`` table (default :func:`load_sources`).

    Raises:
        UsageError: a listed source is missing, or llvm-tblgen fails.
    """
    table = sources if sources is not None else load_sources()
    index = OpIndex.from_dir(specs)
    patterns: list[dict[str, Any]] = []
    for dialect, files in sorted(table["drr"].items()):
        for rel in files:
            td = src / rel
            if not td.is_file():
                raise UsageError(f"{td} does not exist")
            patterns += drr_patterns(dump_json(tblgen, td, [include_dir]), rel)
    for dialect, files in sorted(table["cpp"].items()):
        for rel in files:
            path = src / rel
            if not path.is_file():
                raise UsageError(f"{path} does not exist")
            patterns += cpp_patterns(path.read_bytes(), rel, dialect, index)
    patterns.sort(key=lambda p: (p["name"], p["file"], p["root"]))
    return {"format": FORMAT, "mlir_version": mlir_version, "patterns": patterns}


def write_idioms(doc: dict[str, Any], out_dir: Path) -> Path:
    """Write ``doc`` to ``out_dir/idioms.json`` (indent 1, sorted keys, trailing newline)."""
    path = Path(out_dir) / IDIOMS_FILE
    atomic_write(path, json.dumps(doc, indent=1, sort_keys=True) + "\n")
    return path
