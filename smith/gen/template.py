"""Phase 1 (MLIRSmith, "template generation"): a tree of op names, saved as JSON.

The template fixes *which* ops appear and how they nest; phase 2 (:mod:`smith.gen.instantiate`)
chooses types, shapes, attributes and operands. Ops are drawn by weighted sampling that favours
ops used less so far in this program (MLIRSmith's diverse mode, applied per program so that a
program depends on its own seed only).

Format (``smith-template/1``)::

    {"format": "smith-template/1", "dialects": ["arith", "tosa"],
     "functions": [{"name": "compute", "body": [{"op": "tosa.add"}, ...]}]}

A body entry may carry ``"regions": [[entries...], ...]`` for region-holding ops. Which regions
an op has comes from its overlay ``params.regions``: a list of region kinds, ``"any"`` (any
generatable op), ``"scalar"`` (scalar arith/math/index ops only: bodies of ``linalg.generic``,
``linalg.map``, ``tensor.generate``), ``"tosa"`` (tosa ops only: the graphs of ``tosa.cond_if``
and ``tosa.while_loop``, which TOSA 1.0 defines as TOSA operator graphs), or ``"switch"`` (a
default region plus 1-3 cases). Region
ops are drawn only above depth :data:`MAX_DEPTH` (MLIRSmith's ``regionDepthLimit = 3``); every
child counts against the template's op budget.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ground.draw import Draw
from ground.errors import UsageError
from smith.gen.spec import OpSpec

FORMAT = "smith-template/1"
MAX_DEPTH = 3
SCALAR_FAMILIES = frozenset({"scalar_binary", "scalar_unary", "scalar_compare", "scalar_select",
                             "scalar_cast", "scalar_extended", "scalar_generic", "index_cmp",
                             "index_constant"})


def region_kinds(spec: OpSpec) -> list[str]:
    """The overlay's region kinds of ``spec`` (empty for ops without regions)."""
    return list(spec.params.get("regions", []))


def make_template(draw: Draw, specs: dict[str, OpSpec], dialects: tuple[str, ...],
                  n_ops: int, op_weights: dict[str, float] | None = None) -> dict[str, Any]:
    """Draw a template of ``n_ops`` ops (children of region ops included) from the specs of
    ``dialects``.

    Weight of op o = spec weight x ``op_weights[o]`` (default 1) / (1 + times o was drawn
    already in this template).
    """
    factor = op_weights or {}
    names = [n for n, s in specs.items() if s.dialect in dialects and s.lowerable]
    if not names:
        raise UsageError(f"no generatable ops in dialects {', '.join(dialects)}")
    flat = [n for n in names if not region_kinds(specs[n])]
    scalar = [n for n in flat if specs[n].family in SCALAR_FAMILIES]
    # an overlay "not_within" lists region ops an op may not be nested in, at any depth (e.g.
    # MLIR 22.1.8 tosa-to-scf cannot legalize tosa.cond_if inside tosa.cond_if)
    not_within = {n: frozenset(specs[n].params.get("not_within", ())) for n in names}
    base = {n: specs[n].weight * factor.get(n, 1.0) for n in names}
    used = dict.fromkeys(names, 0)
    budget = [n_ops]

    def draw_op(pool: list[str]) -> str:
        weights = [base[n] / (1 + used[n]) for n in pool]
        name = draw.weighted(pool, weights)
        used[name] += 1
        budget[0] -= 1
        return name

    def entry(pool: list[str], depth: int, within: frozenset[str]) -> dict[str, Any]:
        name = draw_op(pool)
        e: dict[str, Any] = {"op": name}
        kinds = region_kinds(specs[name])
        if kinds == ["switch"]:
            kinds = ["any"] * (1 + draw.integer(1, 3))
        if kinds:
            e["regions"] = [body(kind, depth + 1, within | {name}) for kind in kinds]
        return e

    def body(kind: str, depth: int, within: frozenset[str]) -> list[dict[str, Any]]:
        pool = scalar if kind == "scalar" else (
            [n for n in names if not not_within[n] & within] if depth < MAX_DEPTH else flat)
        if kind == "tosa":
            pool = [n for n in pool if specs[n].dialect == "tosa"]
        if not pool:
            return []
        n = draw.integer(1, 3 if kind == "scalar" else 5)
        return [entry(pool, depth, within) for _ in range(n) if budget[0] > -n_ops // 2]

    out = []
    while budget[0] > 0:
        out.append(entry(names, 0, frozenset()))
    return {"format": FORMAT, "dialects": list(dialects),
            "functions": [{"name": "compute", "body": out}]}


def template_ops(template: dict[str, Any]) -> list[str]:
    """All op names of a template, depth first."""
    out: list[str] = []

    def walk(entries: list[dict[str, Any]]) -> None:
        for e in entries:
            out.append(e["op"])
            for region in e.get("regions", []):
                walk(region)

    for fn in template["functions"]:
        walk(fn["body"])
    return out


def dump_template(template: dict[str, Any]) -> str:
    return json.dumps(template, indent=1, sort_keys=True) + "\n"


def load_template(path: str | Path, specs: dict[str, OpSpec] | None = None) -> dict[str, Any]:
    """Read and check a template file.

    Raises:
        UsageError: unreadable file, malformed JSON, wrong format tag, or (when ``specs`` is
            given) an op that no loaded spec describes.
    """
    path = Path(path)
    try:
        data = json.loads(path.read_text())
    except OSError as exc:
        raise UsageError(f"cannot read template {path}: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path}:{exc.lineno}: malformed template JSON: {exc.msg}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise UsageError(f"{path}: not a {FORMAT} template")
    if specs is not None:
        for name in template_ops(data):
            if name not in specs:
                raise UsageError(f"{path}: template op {name} has no spec in dialects "
                                 f"{', '.join(data.get('dialects', []))}")
    return data
