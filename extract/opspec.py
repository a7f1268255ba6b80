"""Convert the ``Op`` records of one TableGen dump into declarative op specs (plain dicts).

One spec per op, keyed by its full name ``<dialect>.<opName>``; the dialect name comes from the
``Dialect`` record that the op's ``opDialect`` field points to (OpBase.td ``Op<Dialect, ...>``).
The ``arguments`` dag (``ins``) mixes operands, attributes and properties; they are split by
:func:`extract.constraints.arg_kind`. Output contains no ``anonymous_N`` names, no clock and no
randomness, so the same dump always gives the same spec.
"""

from __future__ import annotations

from typing import Any

from extract.constraints import arg_kind, attr_entry, region_entry, unwrap, value_entry
from extract.records import Records
from extract.traits import resolve_traits
from ground.errors import UsageError

SPEC_TOOL = "smith extract"


def _dag_args(rec: dict[str, Any], field: str) -> list[tuple[Any, str | None]]:
    dag = rec.get(field) or {}
    return [(arg[0], arg[1]) for arg in dag.get("args") or []]


def op_dialect(records: Records, op_rec: dict[str, Any]) -> str:
    """The dialect name (``Dialect.name``) of an op record. Raises UsageError if missing."""
    dialect = records.deref(op_rec.get("opDialect"))
    if dialect is None or not dialect.get("name"):
        raise UsageError(f"op record {op_rec.get('!name')} has no opDialect with a name")
    return dialect["name"]


def _flag(op_rec: dict[str, Any], key: str) -> bool:
    return bool(op_rec.get(key))


def op_spec(
    records: Records, op_rec: dict[str, Any], td_rel: str, mlir_version: str
) -> dict[str, Any]:
    """Spec dict of one ``Op`` record.

    Args:
        records: the record set the op comes from.
        op_rec: the op record (an instance of class ``Op``).
        td_rel: the ``.td`` path relative to the include dir (for ``source``).
        mlir_version: e.g. ``"22.1.8"``.

    Returns:
        ``{name, td_record, summary, operands, attributes, results, regions, successors, traits,
        interfaces, trait_details, assembly_format, has_custom_assembly_format, has_verifier,
        has_folder, has_canonicalizer, source}``; list orders follow the ``.td`` declaration.

    Raises:
        UsageError: the op has no dialect name.
    """
    name = f"{op_dialect(records, op_rec)}.{op_rec['opName']}"
    operands, attributes = [], []
    for ref, arg_name in _dag_args(op_rec, "arguments"):
        rec = records.deref(ref)
        if rec is None:
            raise UsageError(f"{name}: argument {arg_name!r} is not a def reference")
        if arg_kind(unwrap(records, rec).rec) == "operand":
            operands.append(value_entry(records, arg_name, rec))
        else:
            attributes.append(attr_entry(records, arg_name, rec))
    results = [
        value_entry(records, n, records.deref(r) or {}) for r, n in _dag_args(op_rec, "results")
    ]
    regions = [
        region_entry(records, n, records.deref(r) or {}) for r, n in _dag_args(op_rec, "regions")
    ]
    successors = [
        region_entry(records, n, records.deref(r) or {}) for r, n in _dag_args(op_rec, "successors")
    ]
    traits = resolve_traits(records, op_rec.get("traits") or [])
    fmt = op_rec.get("assemblyFormat")
    return {
        "name": name,
        "td_record": op_rec["!name"],
        "summary": op_rec.get("summary"),
        "operands": operands,
        "attributes": attributes,
        "results": results,
        "regions": regions,
        "successors": successors,
        "traits": traits.traits,
        "interfaces": traits.interfaces,
        "trait_details": traits.details,
        "assembly_format": fmt.strip() if isinstance(fmt, str) and fmt.strip() else None,
        "has_custom_assembly_format": _flag(op_rec, "hasCustomAssemblyFormat"),
        "has_verifier": _flag(op_rec, "hasVerifier") or _flag(op_rec, "hasRegionVerifier"),
        "has_folder": _flag(op_rec, "hasFolder"),
        "has_canonicalizer": _flag(op_rec, "hasCanonicalizer")
        or _flag(op_rec, "hasCanonicalizeMethod"),
        "source": {"td": td_rel, "mlir_version": mlir_version},
    }


def dialect_ops(
    data: dict[str, Any], dialect: str, td_rel: str, mlir_version: str
) -> dict[str, dict[str, Any]]:
    """Specs of every op of ``dialect`` in one ``--dump-json`` dict, keyed and sorted by op name.

    Ops of other dialects that the file happens to define or include are skipped.

    Raises:
        UsageError: two records define the same op name.
    """
    records = Records(data)
    out: dict[str, dict[str, Any]] = {}
    for rec_name in sorted(records.instances("Op")):
        op_rec = records.get(rec_name)
        if op_rec.get("!anonymous") or op_dialect(records, op_rec) != dialect:
            continue
        spec = op_spec(records, op_rec, td_rel, mlir_version)
        if spec["name"] in out:
            first = out[spec["name"]]["td_record"]
            raise UsageError(f"{spec['name']} defined twice ({first}, {rec_name})")
        out[spec["name"]] = spec
    return dict(sorted(out.items()))


def spec_file(dialect: str, ops: dict[str, dict[str, Any]], mlir_version: str) -> dict[str, Any]:
    """The whole file: ``{"dialect", "mlir_version", "generated_by", "ops"}``."""
    return {
        "dialect": dialect,
        "mlir_version": mlir_version,
        "generated_by": SPEC_TOOL,
        "ops": dict(sorted(ops.items())),
    }
