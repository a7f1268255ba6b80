"""Phase 1 (MLIRSmith, "template generation"): a tree of op names, saved as JSON.

The template fixes *which* ops appear and how they nest; phase 2 (:mod:`smith.instantiate`)
chooses types, shapes, attributes and operands. Ops are drawn by weighted sampling that favours
ops used less so far in this program (MLIRSmith's diverse mode, applied per program so that a
program depends on its own seed only).

Format (``smith-template/1``)::

    {"format": "smith-template/1", "dialects": ["arith", "tosa"],
     "functions": [{"name": "compute", "body": [{"op": "tosa.add"}, ...]}]}

A body entry may carry ``"regions": [[entries...], ...]`` for region-holding ops.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from smith.draw import Draw
from smith.errors import UsageError
from smith.spec import OpSpec

FORMAT = "smith-template/1"


def make_template(draw: Draw, specs: dict[str, OpSpec], dialects: tuple[str, ...],
                  n_ops: int) -> dict[str, Any]:
    """Draw a template of ``n_ops`` ops from the specs of ``dialects``.

    Weight of op o = spec weight / (1 + times o was drawn already in this template).
    """
    names = [n for n, s in specs.items() if s.dialect in dialects and s.lowerable]
    if not names:
        raise UsageError(f"no generatable ops in dialects {', '.join(dialects)}")
    used: Counter[str] = Counter()
    body = []
    for _ in range(n_ops):
        weights = [specs[n].weight / (1 + used[n]) for n in names]
        name = draw.weighted(names, weights)
        used[name] += 1
        body.append({"op": name})
    return {"format": FORMAT, "dialects": list(dialects),
            "functions": [{"name": "compute", "body": body}]}


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
