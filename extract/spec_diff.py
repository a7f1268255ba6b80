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
  (``constraint``, ``optional``, ``variadic``, ``enum_cases`` with the cases added/removed, ...).

Errors: a missing path or a file that is not a spec raises :class:`smith.errors.UsageError`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from smith.errors import UsageError

SECTIONS = ("operands", "attributes", "results", "regions")
_FIELDS = ("constraint", "optional", "variadic", "variadic_of_variadic", "default", "kind")


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


def _entry_changes(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in _FIELDS:
        if old.get(f) != new.get(f):
            out[f] = {"old": old.get(f), "new": new.get(f)}
    oc, nc = old.get("enum_cases") or [], new.get("enum_cases") or []
    if oc != nc:
        out["enum_cases"] = {"added": [c for c in nc if c not in oc],
                             "removed": [c for c in oc if c not in nc]}
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
        if entry:
            changed[name] = entry
    return {"added": added, "removed": removed, "renamed": renamed, "changed": changed,
            "summary": {"added": len(added), "removed": len(removed), "renamed": len(renamed),
                        "changed": len(changed)}}


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
        else:
            parts.append(f"{f} {v['old']} -> {v['new']}")
    return f"{kind} {c['name']}: " + "; ".join(parts)


def render_table(doc: dict[str, Any]):
    """A rich Table of the diff (one row per op-level change)."""
    from rich.table import Table

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
        lines = [_describe(s, c) for s, cs in secs.items() for c in cs]
        table.add_row(name, "changed", "\n".join(lines))
    s = doc["summary"]
    table.caption = (f"{s['added']} added, {s['removed']} removed, {s['renamed']} renamed, "
                     f"{s['changed']} changed")
    return table
