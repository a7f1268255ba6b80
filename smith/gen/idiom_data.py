"""The rewrite-pattern idioms of a specs directory (``idioms.json``, written by ``smith extract
--idioms``, :mod:`extract.idioms`) as the trees the generator builds (:mod:`smith.gen.idioms`); a
module of its own so that the command line checks ``--idioms`` without loading the generator."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

from ground.errors import UsageError
from ground.fsutil import read_format_json
from smith.gen.spec import active_specs_dir

IDIOMS_FILE = "idioms.json"
FORMAT = "smith-idioms/1"
#: DRR constraints that fix the value of a constant operand (MLIR ArithCanonicalization.td)
_CONSTANT_VALUE = json.loads(Path(__file__).with_name("idiom_constants.json").read_text())
_CONSTRAINT = re.compile(r"^\((\w+) \?:\$(\w+)\)$")


@functools.lru_cache(maxsize=4)
def load_idioms(root: Path) -> tuple[dict[str, Any], ...]:
    """The idioms of the specs directory ``root`` as trees (``{"name", "tree", "literals"}``),
    sorted by name; a C++ pattern with several producer ops gives one tree per producer. Empty
    when ``root`` has no ``idioms.json``.

    Raises:
        UsageError: the file is malformed or of another format.
    """
    path = Path(root) / IDIOMS_FILE
    if not path.is_file():
        return ()
    doc = read_format_json(path, FORMAT)
    out = []
    for p in doc["patterns"]:
        if p["kind"] == "drr":
            literals = {}
            for c in p.get("constraints", []):
                m = _CONSTRAINT.match(c)
                if m and m.group(1) in _CONSTANT_VALUE:
                    literals[m.group(2)] = _CONSTANT_VALUE[m.group(1)]
            out.append({"name": p["name"], "tree": p["tree"], "literals": literals})
        else:
            for prod in p["producers"]:
                leaf = {"op": prod, "operands": [], "attrs": []}
                out.append({"name": p["name"], "literals": {},
                            "tree": {"op": p["root"], "operands": [leaf], "attrs": []}})
    return tuple(out)


def require_idioms(root: Path | None = None) -> None:
    """Check that the specs directory ``root`` (default: the active one) has idioms.

    Raises:
        UsageError: it has no ``idioms.json`` (e.g. a release whose MLIR sources were not
            mined), or the file is malformed.
    """
    root = root or active_specs_dir()
    if not load_idioms(root):
        raise UsageError(f"--idioms: the specs in {root} have no {IDIOMS_FILE} (write it with "
                         "smith extract --idioms --mlir-src LLVM_PROJECT -o DIR)")
