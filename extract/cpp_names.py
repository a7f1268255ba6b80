"""Map C++ names found in conversion sources to MLIR names.

Op classes (rule from mlir/lib/TableGen/Operator.cpp, ``Operator::Operator``): the C++ class
name of an op is its TableGen record name with everything up to the first ``_`` removed
(``Tosa_AddOp`` -> ``AddOp``; ``AffineApplyOp`` has no ``_`` and stays as is), and it lives in
the dialect's ``cppNamespace``. For every dialect smith ships (``specs/<dialect>.json``) the
namespace is ``::mlir::<dialect name>`` (checked against ``llvm-tblgen --dump-json`` of the
22.1.8 ``.td`` files: Op records carry ``cppNamespace`` ``::mlir::tosa``, ``::mlir::arith`` ...;
tests/extract/test_cpp_names.py re-checks it when the include tree is present).

Dialect classes: ``tosa::TosaDialect`` -> ``tosa`` (the namespace), ``IndexDialect`` ->
``index`` (unqualified: class name minus ``Dialect``, lower-cased), ``LLVM::LLVMDialect`` ->
``llvm``.

Pass names: a pass ``.cpp`` says ``#define GEN_PASS_DEF_<DEF>`` where ``<DEF>`` is the upper-cased
name of the pass record in ``mlir/include/mlir/Conversion/Passes.td``; the record's ``argument``
is the command-line name (``convert-arith-to-llvm``). Records come from
``llvm-tblgen --dump-json`` when a tblgen and the include tree are available, else from the
text ``def <Name> : Pass<"<argument>"`` (both give the same table on 22.1.8).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path

from extract.tblgen import dump_json
from ground.errors import UsageError


class OpIndex:
    """(namespace, class) -> op name, built from spec dicts (``{"ops": {name: {td_record}}}``)."""

    def __init__(self, specs: Iterable[dict]):
        self.by_key: dict[tuple[str, str], str] = {}
        self.by_class: dict[str, set[str]] = {}
        self.dialect_ops: dict[str, set[str]] = {}
        for spec in specs:
            for name, op in spec.get("ops", {}).items():
                dialect = name.split(".", 1)[0]
                cls = cpp_class_name(op["td_record"])
                self.by_key[(dialect, cls)] = name
                self.by_class.setdefault(cls, set()).add(name)
                self.dialect_ops.setdefault(dialect, set()).add(name)

    @classmethod
    def from_dir(cls, specs_dir: Path) -> OpIndex:
        """Index every ``<dialect>.json`` in ``specs_dir`` (non-spec JSON files are skipped)."""
        specs = []
        for path in sorted(Path(specs_dir).glob("*.json")):
            data = json.loads(path.read_text())
            if isinstance(data, dict) and "ops" in data and "dialect" in data:
                specs.append(data)
        return cls(specs)

    def resolve(self, cpp: str, using: Iterable[str] = (), prefer: str | None = None) -> str | None:
        """The op name of a C++ type text (``tosa::AddOp``, ``::mlir::scf::ForOp``, ``ForOp``).

        An unqualified class is looked up in the ``using namespace`` dialects first, then in
        ``prefer`` (the pass's source dialect), then anywhere if that is unambiguous.
        """
        parts = [p for p in cpp.strip().lstrip(":").split("::") if p]
        if not parts:
            return None
        cls, quals = parts[-1], parts[:-1]
        if quals and quals[0] == "mlir":
            quals = quals[1:]
        if quals:
            return self.by_key.get((quals[-1], cls))
        cands = self.by_class.get(cls, set())
        for ns in _ns(using):
            hit = self.by_key.get((ns, cls))
            if hit:
                return hit
        if prefer and (prefer, cls) in self.by_key:
            return self.by_key[(prefer, cls)]
        return next(iter(cands)) if len(cands) == 1 else None


def _ns(using: Iterable[str]) -> list[str]:
    out = []
    for u in using:
        parts = [p for p in u.strip().lstrip(":").split("::") if p]
        if parts and parts != ["mlir"]:
            out.append(parts[-1])
    return out


def cpp_class_name(td_record: str) -> str:
    """``Tosa_AddOp`` -> ``AddOp``; ``AffineApplyOp`` -> ``AffineApplyOp``."""
    return td_record.split("_", 1)[1] if "_" in td_record else td_record


def dialect_of_class(cpp: str) -> str:
    """``tosa::TosaDialect`` -> ``tosa``; ``IndexDialect`` -> ``index``."""
    parts = [p for p in cpp.strip().lstrip(":").split("::") if p and p != "mlir"]
    if len(parts) >= 2:
        return parts[-2].lower()
    name = parts[-1] if parts else cpp
    return re.sub(r"Dialect$", "", name).lower()


def source_dialect(dir_name: str) -> str | None:
    """The dialect a conversion directory converts from: ``TosaToLinalg`` -> ``tosa``,
    ``SCFToControlFlow`` -> ``scf``, ``ControlFlowToLLVM`` -> ``cf``."""
    head = dir_name.split("To", 1)[0] if "To" in dir_name else None
    if not head:
        return None
    return {"ControlFlow": "cf", "MemRef": "memref", "SCF": "scf"}.get(head, head.lower())


def pass_table_from_json(dump: dict) -> dict[str, str]:
    """Pass record name -> argument, from an ``llvm-tblgen --dump-json`` dict of Passes.td."""
    return {name: dump[name]["argument"] for name in dump.get("!instanceof", {}).get("PassBase", [])
            if isinstance(dump.get(name), dict) and dump[name].get("argument")}


_TD_PASS = re.compile(r'^\s*def\s+(\w+)\s*:\s*(?:Interface)?Pass\s*<\s*"([^"]+)"', re.M)


def pass_table_from_text(text: str) -> dict[str, str]:
    """Fallback: ``def Name : Pass<"arg" ...`` lines of a Passes.td text."""
    return dict(_TD_PASS.findall(text))


def load_pass_table(passes_td: Path, tblgen: str | None = None,
                    include: Path | None = None) -> dict[str, str]:
    """Pass record -> argument for ``passes_td`` (tblgen dump when possible, text otherwise).

    Raises:
        UsageError: the file cannot be read.
    """
    try:
        text = Path(passes_td).read_text()
    except OSError as exc:
        raise UsageError(f"cannot read {passes_td}: {exc.strerror}") from None
    if tblgen and include is not None:

        try:
            return pass_table_from_json(dump_json(tblgen, Path(passes_td), [include]))
        except UsageError:
            pass
    return pass_table_from_text(text)


def match_pass_def(gen_def: str, table: dict[str, str]) -> str | None:
    """The Passes.td record of ``GEN_PASS_DEF_<gen_def>``; a trailing ``PASS`` is ignored on both
    sides (sources of other releases say ``CONVERTMATHTOLIBM`` for ``ConvertMathToLibmPass``)."""
    def norm(s: str) -> str:
        s = s.upper()
        return s[:-4] if s.endswith("PASS") else s

    exact = [r for r in table if r.upper() == gen_def.upper()]
    if exact:
        return exact[0]
    loose = sorted(r for r in table if norm(r) == norm(gen_def))
    return loose[0] if loose else None
