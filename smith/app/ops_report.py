"""``smith ops``: per op of the chosen dialects, whether it is in the extracted spec, generatable
(has an overlay entry the generator instantiates), lowerable (a conversion pass, or a
decomposition listed in ``specs/conversions.json["decompositions"]``, removes it: the mined +
probed map ``specs/conversions.json``, and the overlay's ``lowerable`` flag), and its
verify rate over a sample of generated programs (programs whose template contains the op that
pass verification, counted per op).
"""

from __future__ import annotations

import json
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import attrs

from ground.draw import derive_seed
from ground.errors import InternalError
from ground.proc import SPAWN
from smith.gen.gen_options import GenOptions
from smith.gen.program import generate_program
from smith.gen.spec import active_specs_dir, overlay_dir, specs_dir


@attrs.frozen
class OpRow:
    """One line of the report."""

    name: str
    in_spec: bool
    generatable: bool
    lowerable: bool | None
    lowered_by: tuple[str, ...]
    programs: int
    verified: int
    reason: str = ""

    @property
    def verify_rate(self) -> float | None:
        return self.verified / self.programs if self.programs else None


def _sample_one(args: tuple[int, int, GenOptions, str, Path | None]
                ) -> tuple[dict[str, int], bool]:
    seed, index, options, version, specs_root = args
    try:
        prog = generate_program(derive_seed(seed, index), options, version,
                                specs_root=specs_root)
        return prog.template_ops, True
    except InternalError as exc:  # a generator bug: the program did not verify
        ops = getattr(exc, "template_ops", None) or {}
        return ops, False


def op_report(options: GenOptions, mlir_version: str, programs: int, seed: int,
              jobs: int = 1, specs_root: Path | None = None) -> list[OpRow]:
    """Build the report over ``programs`` generated programs, from the specs directory
    ``specs_root`` (the release's; None: the shipped one).

    Returns one :class:`OpRow` per op of the extracted specs of ``options.dialects``, sorted.
    """
    root = active_specs_dir(specs_root)
    conv_doc = json.loads((specs_dir() / "conversions.json").read_text())
    conversions = conv_doc.get("ops", {})
    decompositions = set(conv_doc.get("decompositions", {}))
    counts: Counter[str] = Counter()
    verified: Counter[str] = Counter()
    work = [(seed, i, options, mlir_version, specs_root) for i in range(programs)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs, mp_context=SPAWN) as pool:
            results = list(pool.map(_sample_one, work, chunksize=8))
    else:
        results = [_sample_one(w) for w in work]
    for ops, ok in results:
        for name in ops:
            counts[name] += 1
            verified[name] += ok
    rows = []
    for dialect in options.dialects:
        extracted_doc = json.loads((root / f"{dialect}.json").read_text())
        extracted, version = extracted_doc["ops"], extracted_doc.get("mlir_version")
        overlay_path = overlay_dir(root) / f"{dialect}.json"
        overlay = json.loads(overlay_path.read_text())["ops"] if overlay_path.exists() else {}
        for name in sorted(set(extracted) | set(overlay)):
            entry = overlay.get(name)
            passes = tuple(conversions.get(name, ()))
            lowerable = bool(passes) if entry is None else bool(entry.get("lowerable", True))
            reason = "" if entry is not None else "no overlay entry"
            if entry is not None and not entry.get("lowerable", True):
                reason = "not lowerable on CPU in this MLIR"
            needs_bool = bool(entry and entry.get("params", {}).get("needs_bool_memory"))
            decomposed = [p for p in passes if p in decompositions]
            if decomposed and not reason:
                reason = f"lowered after {', '.join(decomposed)} (a decomposition)"
            if needs_bool and options.bool_tensors == "fuse":
                reason = "stores i1 tensors: generated only with --bool-tensors any"
            if name not in extracted:
                reason = f"not in the specs of MLIR {version}: left out"
            rows.append(OpRow(name=name, in_spec=name in extracted,
                              generatable=entry is not None and lowerable and name in extracted
                              and not (
                                  needs_bool and options.bool_tensors == "fuse"),
                              lowerable=lowerable, lowered_by=passes, programs=counts[name],
                              verified=verified[name], reason=reason))
    return rows


def rows_to_json(rows: list[OpRow]) -> list[dict[str, Any]]:
    return [dict(attrs.asdict(r), verify_rate=r.verify_rate) for r in rows]
