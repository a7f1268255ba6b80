"""``smith extract diff OLD NEW``: what changed between two spec sets (e.g. two MLIR releases).

Inputs are spec directories (every ``*.json`` holding ``{"dialect", "ops"}``; other JSON such as
``conversions.json`` is skipped) or single spec files.

Rules:

- *added* / *removed*: op names present on one side only;
- *renamed*: a removed and an added op of the same dialect with the same signature -- the same
  operand, attribute, result and region names with the same constraints, optionality and
  variadicity (``arith.maxf`` -> ``arith.maximumf``); pairs are matched one to one in name order;
- *changed*: an op on both sides whose operands/attributes/results differ, reported per entry as
  ``added``, ``removed``, ``renamed`` (an attribute/operand removed and one added with the same
  constraint, e.g. ``tosa.const`` ``value`` -> ``values``) or ``changed`` with the fields
  (``constraint``, ``optional``, ``variadic``, ``enum_cases`` with the cases added/removed,
  ``value_kind`` when an attribute changes how its value is written, ...);
- and per op the behaviour that matters to generation and folding: ``traits`` and
  ``interfaces`` added/removed (``Commutative``, ``SameOperandsAndResultShape``), ``folder`` and
  ``canonicalizer`` (ODS ``hasFolder``; ``hasCanonicalizer`` or ``hasCanonicalizeMethod``) with
  old/new flags, ``assembly_format`` (whitespace-normalised declarative format, None for a C++
  parser) and ``custom_assembly_format`` (``hasCustomAssemblyFormat``) with old/new values.
  A field absent from either side (specs written by an older extractor) is not compared.

*Value kind* of an attribute (:func:`value_kind`): ``"enum"`` (a dialect enum attribute,
``#tosa.nan_mode<IGNORE>``), ``"integer-enum"`` (an enum stored as an IntegerAttr, ``4 : i64``),
``"bit-enum"`` / ``"integer-bit-enum"`` for bit enums, ``"string"`` (a StringAttr, e.g. MLIR 21's
``nan_mode = "IGNORE"``, whose allowed strings are still listed as enum cases). A change of kind
is reported as such; enum cases are compared only when both sides list cases.

Errors: a missing path or a file that is not a spec raises :class:`ground.errors.UsageError`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.table import Table

from ground.errors import UsageError

SECTIONS = ("operands", "attributes", "results", "regions")
_FIELDS = ("constraint", "optional", "variadic", "variadic_of_variadic", "default", "kind")
#: op-level name sets: diff key -> spec field
_SETS = {"traits": "traits", "interfaces": "interfaces"}
#: op-level flags and texts: diff key -> spec field
_FLAGS = {"folder": "has_folder", "canonicalizer": "has_canonicalizer",
          "assembly_format": "assembly_format",
          "custom_assembly_format": "has_custom_assembly_format"}
#: summary counter -> the op-level diff keys it counts
_TALLIES = {"traits": ("traits",), "interfaces": ("interfaces",),
            "folders": ("folder", "canonicalizer"),
            "formats": ("assembly_format", "custom_assembly_format")}
_STRING_CLASSES = ("StringBasedAttr", "StrAttr", "SymbolNameAttr", "TypedStrAttr")


def load_ops(path: str | Path) -> dict[str, dict[str, Any]]:
    """op name -> spec of a spec directory or file.

    Raises:
        UsageError: the path does not exist, is not JSON, or holds no spec file.
    """
    p = Path(path)
    if not p.exists():
        raise UsageError(f"{p} does not exist")
    files = sorted(p.glob("*.json")) if p.is_dir() else [p]
    ops: dict[str, dict[str, Any]] = {}
    found = False
    for f in files:
        try:
            data = json.loads(f.read_text())
        except (OSError, json.JSONDecodeError) as exc:
            if p.is_dir():
                continue
            raise UsageError(f"cannot read spec {f}: {exc}") from None
        if not (isinstance(data, dict) and isinstance(data.get("ops"), dict) and "dialect" in data):
            if not p.is_dir():
                raise UsageError(f"{f} is not a spec file (no 'dialect' and 'ops')")
            continue
        found = True
        ops.update(data["ops"])
    if not found:
        raise UsageError(f"no spec files in {p}")
    return ops


def _entry_key(e: dict[str, Any]) -> tuple:
    return tuple(json.dumps(e.get(f), sort_keys=True) for f in _FIELDS) + (
        tuple(e.get("enum_cases") or ()),)


def signature(op: dict[str, Any]) -> tuple:
    """Everything but the op's own name: entry names with their constraints, per section."""
    return tuple(tuple((e.get("name"),) + _entry_key(e) for e in op.get(s) or [])
                 for s in SECTIONS)


def value_kind(entry: dict[str, Any]) -> str | None:
    """How an attribute's value is written (see the module doc), or None when it is neither an
    enum nor a string (integers, arrays, types: their constraint says enough)."""
    enum = entry.get("enum")
    if isinstance(enum, dict):
        syntax = enum.get("syntax")
        if syntax == "string":
            return "string"
        bit = "bit-" if enum.get("kind") == "bit" else ""
        return f"{bit}enum" if syntax == "dialect" else f"integer-{bit}enum"
    if entry.get("constraint_class") in _STRING_CLASSES or "StringAttr" in str(
            entry.get("cpp_type") or ""):
        return "string"
    return None


def _entry_changes(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in _FIELDS:
        if old.get(f) != new.get(f):
            out[f] = {"old": old.get(f), "new": new.get(f)}
    ok, nk = value_kind(old), value_kind(new)
    if ok != nk:
        out["value_kind"] = {"old": ok, "new": nk}
    oc, nc = old.get("enum_cases") or [], new.get("enum_cases") or []
    if set(oc) != set(nc) and (ok == nk or (oc and nc)):
        out["enum_cases"] = {"added": [c for c in nc if c not in oc],
                             "removed": [c for c in oc if c not in nc]}
    return out


def _norm(value: Any) -> Any:
    """Assembly formats compare with whitespace folded (TableGen keeps the .td layout)."""
    return " ".join(value.split()) if isinstance(value, str) else value


def op_changes(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """Op-level changes of one op present on both sides: ``traits``/``interfaces`` as
    ``{"added", "removed"}``, the ``_FLAGS`` keys as ``{"old", "new"}``; fields missing on
    either side are skipped."""
    out: dict[str, Any] = {}
    for key, field in _SETS.items():
        if field in old and field in new:
            o, n = set(old[field] or ()), set(new[field] or ())
            if o != n:
                out[key] = {"added": sorted(n - o), "removed": sorted(o - n)}
    for key, field in _FLAGS.items():
        if field in old and field in new and _norm(old[field]) != _norm(new[field]):
            out[key] = {"old": _norm(old[field]), "new": _norm(new[field])}
    return out


def diff_section(old: list[dict], new: list[dict]) -> list[dict[str, Any]]:
    """Entry-level changes of one section (operands, attributes, results or regions)."""
    o = {e["name"]: e for e in old}
    n = {e["name"]: e for e in new}
    gone = [k for k in o if k not in n]
    came = [k for k in n if k not in o]
    out: list[dict[str, Any]] = []
    for k in list(gone):  # renamed entry: same constraint and flags, new name
        match = next((c for c in came if _entry_key(o[k]) == _entry_key(n[c])), None)
        if match is not None:
            out.append({"change": "renamed", "name": k, "new_name": match,
                        "constraint": n[match].get("constraint")})
            gone.remove(k)
            came.remove(match)
    out += [{"change": "removed", "name": k, "constraint": o[k].get("constraint")} for k in gone]
    out += [{"change": "added", "name": k, "constraint": n[k].get("constraint"),
             "optional": bool(n[k].get("optional"))} for k in came]
    for k in o:
        if k in n:
            ch = _entry_changes(o[k], n[k])
            if ch:
                out.append({"change": "changed", "name": k, "fields": ch})
    return out


def diff_specs(old: dict[str, dict], new: dict[str, dict]) -> dict[str, Any]:
    """The diff document: ``{added, removed, renamed, changed, summary}`` (all sorted)."""
    removed = sorted(set(old) - set(new))
    added = sorted(set(new) - set(old))
    renamed = []
    for r in list(removed):
        sig = signature(old[r])
        cand = next((a for a in added if a.split(".")[0] == r.split(".")[0]
                     and signature(new[a]) == sig), None)
        if cand is not None:
            renamed.append({"old": r, "new": cand})
            removed.remove(r)
            added.remove(cand)
    changed = {}
    for name in sorted(set(old) & set(new)):
        entry = {s: d for s in SECTIONS
                 if (d := diff_section(old[name].get(s) or [], new[name].get(s) or []))}
        entry.update(op_changes(old[name], new[name]))
        if entry:
            changed[name] = entry
    summary = {"added": len(added), "removed": len(removed), "renamed": len(renamed),
               "changed": len(changed)}
    for tally, keys in _TALLIES.items():
        summary[tally] = sum(any(k in e for k in keys) for e in changed.values())
    summary["attribute_kinds"] = sum(
        any("value_kind" in c.get("fields", {}) for c in e.get("attributes", []))
        for e in changed.values())
    return {"added": added, "removed": removed, "renamed": renamed, "changed": changed,
            "summary": summary}


def _describe(section: str, c: dict[str, Any]) -> str:
    kind = section[:-1]
    if c["change"] == "renamed":
        return f"{kind} {c['name']} renamed to {c['new_name']} ({c['constraint']})"
    if c["change"] in ("added", "removed"):
        opt = " optional" if c.get("optional") else ""
        return f"{kind}{opt} {c['name']} {c['change']} ({c['constraint']})"
    parts = []
    for f, v in c["fields"].items():
        if f == "enum_cases":
            bits = [f"+{x}" for x in v["added"]] + [f"-{x}" for x in v["removed"]]
            parts.append("enum cases " + " ".join(bits))
        elif f == "value_kind":
            parts.append(f"value kind {v['old'] or 'other'} -> {v['new'] or 'other'}")
        else:
            parts.append(f"{f} {v['old']} -> {v['new']}")
    return f"{kind} {c['name']}: " + "; ".join(parts)


def _describe_op(key: str, v: dict[str, Any]) -> str:
    """One line of an op-level change (traits, folder, format, ...)."""
    if key in _SETS:
        return f"{key} " + " ".join([f"+{x}" for x in v["added"]] + [f"-{x}" for x in v["removed"]])
    if key in ("folder", "canonicalizer"):
        return f"{key} {'added' if v['new'] else 'removed'}"
    if key == "assembly_format":
        return (f"assembly format {v['old'] or '(C++ parser)'!s} -> "
                f"{v['new'] or '(C++ parser)'!s}")
    return f"custom (C++) parser {'added' if v['new'] else 'removed'}"


def render_table(doc: dict[str, Any]):
    """A rich Table of the diff (one row per op-level change)."""

    table = Table(title="spec diff", show_lines=False)
    table.add_column("op")
    table.add_column("change")
    table.add_column("details")
    for name in doc["removed"]:
        table.add_row(name, "removed", "")
    for name in doc["added"]:
        table.add_row(name, "added", "")
    for r in doc["renamed"]:
        table.add_row(r["old"], "renamed", f"-> {r['new']} (same operands/attributes/results)")
    for name, secs in doc["changed"].items():
        lines = [_describe(s, c) for s in SECTIONS for c in secs.get(s, [])]
        lines += [_describe_op(k, v) for k, v in secs.items() if k not in SECTIONS]
        table.add_row(name, "changed", "\n".join(lines))
    s = doc["summary"]
    table.caption = (f"{s['added']} added, {s['removed']} removed, {s['renamed']} renamed, "
                     f"{s['changed']} changed (traits {s.get('traits', 0)}, interfaces "
                     f"{s.get('interfaces', 0)}, folders/"
                     f"canonicalizers {s.get('folders', 0)}, formats {s.get('formats', 0)}, "
                     f"attribute kinds {s.get('attribute_kinds', 0)})")
    return table
