"""Region layouts of the MLIR release in use, chosen by probing its own parser and printer.

Some region conventions are written in C++, not in TableGen, so the extracted specs of two
releases can be identical while the IR they accept differs: ``linalg.map``'s mapper takes the
init's element as a last block argument in MLIR 22 and not in MLIR 21, and MLIR 21's printer
drops the inputs of a ``tosa.cond_if`` whose branches take them as block arguments. The data
file ``specs/layouts.json`` lists, per op, the layouts in order of preference with a one-op
probe program each; :func:`region_layout` returns the first whose probe parses, verifies and
round-trips (print, parse, verify) with the Python bindings of this process, which
:mod:`smith.app.release` makes the release of the selected toolchain. Families draw the same choices
under every layout; the layout decides the block arguments they build.
"""

from __future__ import annotations

import functools
import json

from mlir import ir

from ground.errors import UsageError
from smith.gen.spec import specs_dir


@functools.lru_cache(maxsize=1)
def _layouts() -> dict:
    return json.loads((specs_dir() / "layouts.json").read_text())["ops"]


def _round_trips(text: str) -> bool:
    with ir.Context(), ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
            module.operation.verify()
            again = ir.Module.parse(str(module))
            again.operation.verify()
        except ir.MLIRError:
            return False
    return True


@functools.cache
def region_layout(op: str) -> str:
    """The layout name of ``op``'s regions in this release (e.g. ``"inputs_init"`` or
    ``"inputs"`` for ``linalg.map``), probed once per process.

    Raises:
        UsageError: ``op`` has no entry in ``specs/layouts.json``, or no layout's probe passes
            (the release changed the convention again: add its layout to the data file).
    """
    entry = _layouts().get(op)
    if entry is None:
        raise UsageError(f"no region layouts for {op} in {specs_dir() / 'layouts.json'}")
    for name, probe in entry["layouts"].items():
        if _round_trips(probe):
            return name
    raise UsageError(f"none of the region layouts of {op} ({', '.join(entry['layouts'])}) "
                     "verifies with this MLIR release: add its layout to specs/layouts.json")
