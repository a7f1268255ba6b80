"""Op specs as data: the extracted TableGen spec (``specs/<dialect>.json``, written by
``smith extract``) merged with the hand-written overlay (``specs/overlay/<dialect>.json``).

The overlay holds only what TableGen does not say: the generation family (which shape rule
applies), the element-type tables that ``tosa-validate`` enforces (they live in MLIR's C++
compliance data, not in ``.td``), value ranges, and a citation of the MLIR op doc or TOSA 1.0
spec section for each entry. Families are implemented once in :mod:`smith.gen.families`; an op whose
spec and overlay say enough needs no Python code of its own.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import attrs

from ground.errors import UsageError

KNOWN_DIALECTS = ("tosa", "arith", "math", "index", "scf", "func", "tensor", "linalg", "memref",
                  "vector", "affine", "bufferization")


def specs_dir() -> Path:
    """Directory of the shipped spec files (the ``specs`` data package)."""
    return Path(str(resources.files("specs")))


def active_specs_dir(root: Path | None = None) -> Path:
    """The specs directory generation reads: ``root`` (the release's, ``--specs DIR``, e.g. the
    output of ``smith extract -o DIR`` for another MLIR release; ``ground.release.Release.specs``)
    or, when None, the shipped one."""
    return Path(root).expanduser().resolve() if root is not None else specs_dir()


def overlay_dir(root: Path) -> Path:
    """The overlay of a specs directory: its own ``overlay/`` when it has one, else the shipped
    overlay (``smith extract -o DIR`` writes only the extracted files)."""
    own = root / "overlay"
    return own if own.is_dir() else specs_dir() / "overlay"


def specs_version(root: Path) -> str | None:
    """The MLIR release the extracted specs in ``root`` came from (their ``mlir_version``), or
    None when ``root`` holds no extracted spec.

    Raises:
        UsageError: the extracted files disagree on the version (a mixed directory).
    """
    versions = set()
    for path in sorted(root.glob("*.json")):
        data = _load_json(path)
        if isinstance(data, dict) and "ops" in data and "dialect" in data:
            versions.add(str(data.get("mlir_version")))
    if len(versions) > 1:
        raise UsageError(f"specs in {root} mix MLIR releases ({', '.join(sorted(versions))}); "
                         "re-run smith extract into an empty directory")
    return versions.pop() if versions else None


@attrs.frozen
class OpSpec:
    """Everything the generator knows about one op.

    Attributes:
        name: full op name, e.g. ``"tosa.add"``.
        dialect: dialect name, e.g. ``"tosa"``.
        family: generation family (key into :data:`smith.gen.families.FAMILIES`).
        dtypes: legal element-type rows; each row gives one element type per name in ``slots``.
        slots: names of the operands/results the dtype rows refer to.
        params: family parameters from the overlay (e.g. attribute names, result kind).
        weight: base sampling weight (default 1.0).
        cite: the source of the overlay rule (MLIR op doc, TOSA spec section).
        lowerable: MLIR can lower the op to LLVM on the CPU (overlay ``lowerable``, default
            true); templates draw only lowerable ops.
        extracted: the op's record from the extracted TableGen spec, if present.
    """

    name: str
    dialect: str
    family: str
    dtypes: tuple[tuple[str, ...], ...]
    slots: tuple[str, ...]
    params: dict[str, Any] = attrs.field(factory=dict, hash=False)
    weight: float = 1.0
    cite: str = ""
    lowerable: bool = True
    extracted: dict[str, Any] | None = attrs.field(default=None, hash=False, repr=False)

    def operand_names(self) -> list[str]:
        """Operand names from TableGen (empty if the extracted spec is missing)."""
        if not self.extracted:
            return []
        return [o["name"] for o in self.extracted.get("operands", [])]


def _load_json(path: Path) -> dict[str, Any]:
    try:
        return json.loads(path.read_text())
    except FileNotFoundError:
        raise UsageError(f"spec file not found: {path}") from None
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path}:{exc.lineno}: malformed JSON: {exc.msg}") from None


def parse_dialects(text: str | list[str] | tuple[str, ...], root: Path | None = None
                   ) -> tuple[str, ...]:
    """Parse ``--dialects tosa,arith`` into a sorted tuple of the dialects the specs directory
    ``root`` (None: the shipped one) can generate; unknown names raise UsageError."""
    names = [d.strip() for d in (text.split(",") if isinstance(text, str) else text)]
    names = [d for d in names if d]
    if not names:
        raise UsageError("--dialects is empty; choose from: " + ", ".join(KNOWN_DIALECTS))
    available = available_dialects(root)
    for d in names:
        if d not in available:
            raise UsageError(f"unknown dialect '{d}' in --dialects; "
                             f"generatable: {', '.join(available)}")
    return tuple(sorted(set(names)))


def available_dialects(root: Path | None = None) -> tuple[str, ...]:
    """Dialects that have an overlay in the specs directory ``root`` (None: the shipped one),
    i.e. that the generator can instantiate."""
    root = active_specs_dir(root)
    return tuple(sorted(p.stem for p in overlay_dir(root).glob("*.json")))


def load_specs(dialects: tuple[str, ...], root: Path | None = None) -> dict[str, OpSpec]:
    """Load the merged specs of ``dialects`` (sorted by op name).

    An overlay op absent from the extracted spec of this release (``math.sincos`` before MLIR
    22) is left out; :func:`missing_ops` lists those.

    ``root``: the specs directory (the release's; None: the shipped one).

    Raises:
        UsageError: a spec file is missing or malformed.
    """
    root = active_specs_dir(root)
    out: dict[str, OpSpec] = {}
    for dialect in dialects:
        overlay = _load_json(overlay_dir(root) / f"{dialect}.json")
        extracted_path = root / f"{dialect}.json"
        extracted_ops = _load_json(extracted_path)["ops"] if extracted_path.exists() else None
        for name, entry in sorted(overlay["ops"].items()):
            record = None
            if extracted_ops is not None:
                record = extracted_ops.get(name)
                if record is None:
                    continue
            out[name] = OpSpec(
                name=name,
                dialect=dialect,
                family=entry["family"],
                dtypes=tuple(tuple(row) for row in entry.get("dtypes", [])),
                slots=tuple(entry.get("slots", [])),
                params=dict(entry.get("params", {})),
                weight=float(entry.get("weight", 1.0)),
                cite=entry.get("cite", ""),
                lowerable=bool(entry.get("lowerable", True)),
                extracted=record,
            )
    return dict(sorted(out.items()))


def missing_ops(dialects: tuple[str, ...], root: Path | None = None) -> list[str]:
    """Overlay ops of ``dialects`` that the extracted specs in ``root`` (None: the shipped
    ones) do not have: the release lacks them, so the generator leaves them out (sorted)."""
    root = active_specs_dir(root)
    out = []
    for dialect in dialects:
        extracted_path = root / f"{dialect}.json"
        if not extracted_path.exists():
            continue
        extracted_ops = _load_json(extracted_path)["ops"]
        overlay = _load_json(overlay_dir(root) / f"{dialect}.json")["ops"]
        out += [name for name in overlay if name not in extracted_ops]
    return sorted(out)
