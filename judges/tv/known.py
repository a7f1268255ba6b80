"""Known MLIR bugs among translation-validation refutations, matched like the wrong-code
differences of ``smith run`` (``lowering/known_wrong_code.json``).

A refutation gets the key a wrong-code difference of ``smith run`` would get,
``first divergent pass P; ops A,B``: ``P`` the pass checked, ``A,B`` the ops whose count the
pass changed (source module against target module) among the ops the refuted observable
depends on in the source: the backward slice of result ``K`` of the refuted function (operands,
the ops nested in an op of the slice, the callees of a ``func.call``); the whole function for
the other observables (memrefs, printed values, target UB). When the pass changed no op count
there, the names of the slice (at most 8) stand instead, as
``lowering.findings.localise.ops_changed``
does. A tosa op the source encodes through its linalg form (pools, convolutions...) means what
``tosa-to-linalg-named`` makes of it: a refutation of a pass that changed such an op gets a
second key naming that lowering (:func:`refutation_keys`), as ``smith run``'s localisation
gives a fold's difference to a known lowering bug it hides.

An entry of the table matches with its ``tv_pattern`` when it has one, a regex searched in
``KEY; WHAT`` (``WHAT`` the counterexample's difference, e.g. ``result 9 [0]: source 1600,
target 64``): bugs that no lowering path shows, or that the table matches by hand for
``smith run``; otherwise with its wrong-code ``pattern`` searched in ``KEY``.

Matching here is by key alone: a refutation is a counterexample to one pass on one module,
with no lowered program whose outputs the entries' ``confirm`` checks
(``lowering.findings.confirm``:
fresh memory, the output without the pass) could run on; ``smith run`` confirms.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mlir import ir

from ground.errors import UsageError
from judges.tv.counterexample import Counterexample
from judges.tv.state import ENCODERS, func_ops
from lowering.census import BindingsCrash, op_counts
from lowering.passprobe import base_name
from lowering.verdict import KnownCrash, load_known_tv

#: the lowering whose output the source's tosa ops without an encoding of their own mean
LOWERING = "tosa-to-linalg-named"


def lowers_tosa(pipeline: str) -> bool:
    """The pipeline lowers tosa ops to linalg: tosa ops may then not be encoded through their
    own linalg form (:mod:`judges.tv.ops_lowered`), which would prove the lowering against
    itself."""
    return "tosa-to-linalg" in pipeline or "tosa-optional-decompositions" in pipeline


def pass_of(pipeline: str) -> str:
    """The pass name of a one-pass pipeline (options dropped); a longer pipeline as it is."""
    text = pipeline.strip()
    if text.startswith("builtin.module(") or "," in text.split("{")[0]:
        return text
    return base_name(text)


def _nested(op: ir.Operation) -> list[ir.Operation]:
    out = []
    for region in op.regions:
        for block in region.blocks:
            for o in block.operations:
                out.append(o.operation)
                out.extend(_nested(o.operation))
    return out


def slice_ops(module: ir.Module, func: str, what: str) -> set[str]:
    """Names of the ops the observable ``what`` of ``@func`` depends on (module doc)."""
    funcs = func_ops(module)
    fn = funcs.get(func)
    if fn is None:
        return set()
    body = _nested(fn)
    if not what.startswith("result "):
        return {o.name for o in body if o.name != "func.return"}
    k = int(what.split()[1].rstrip(":"))
    ret = next((o for o in body if o.name == "func.return" and len(o.operands) > k), None)
    if ret is None:
        return set()
    seen: set[ir.Operation] = set()
    names: set[str] = set()
    done_funcs: set[str] = set()
    todo: list[ir.Operation] = []

    def push_value(v: ir.Value) -> None:
        owner = v.owner
        if isinstance(owner, ir.Block):  # a block argument: the op owning the region
            owner = owner.owner
        if owner is not None:
            todo.append(owner.operation if hasattr(owner, "operation") else owner)

    push_value(ret.operands[k])
    while todo:
        op = todo.pop()
        if op in seen or op.name == "func.func":
            continue
        seen.add(op)
        names.add(op.name)
        for o in [op, *_nested(op)]:
            names.add(o.name)
            for v in o.operands:
                push_value(v)
            if o.name == "func.call":
                callee = ir.FlatSymbolRefAttr(o.attributes["callee"]).value
                if callee in funcs and callee not in done_funcs:
                    done_funcs.add(callee)
                    todo.extend(x for x in _nested(funcs[callee]) if x.name != "func.return")
    names.discard("func.return")
    return names


def refutation_keys(source: str, target: str, pipeline: str, cex: Counterexample
                    ) -> list[str]:
    """The key of a refutation (module doc), then, when the pass changed tosa ops that the
    source encodes through their linalg form (:mod:`judges.tv.ops_lowered`: the source's
    meaning of those ops is MLIR's lowering), the key that blames that lowering,
    ``first divergent pass tosa-to-linalg-named; ops ...``: a fold that is right disagrees
    with a lowering that is wrong. Empty when a module cannot be read."""
    try:
        before, after = op_counts(source), op_counts(target)
    except (BindingsCrash, UsageError):
        return []
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        try:
            cone = slice_ops(ir.Module.parse(source), cex.func, cex.what)
        except ir.MLIRError:
            return []
    changed = sorted(n for n in cone if before.get(n, 0) != after.get(n, 0))
    keys = [f"first divergent pass {pass_of(pipeline)}; ops "
            f"{','.join(changed or sorted(cone)[:8])}"]
    lowered = [n for n in changed if n.startswith("tosa.") and n not in ENCODERS]
    if lowered and not lowers_tosa(pipeline):
        keys.append(f"first divergent pass {LOWERING}; ops {','.join(lowered)}")
    return keys


def match_known_tv(key: str, what: str, known: Sequence[KnownCrash] | None = None
                   ) -> str | None:
    """The id of the first known bug matching a refutation's ``key`` and difference ``what``
    (module doc), else None."""
    for k in known if known is not None else load_known_tv():
        if k.tv_pattern:
            if re.search(k.tv_pattern, f"{key}; {what}"):
                return k.id
        elif k.pattern and re.search(k.pattern, key):
            return k.id
    return None


def known_refutation(source: str, target: str, pipeline: str, cex: Counterexample
                     ) -> tuple[str, str | None]:
    """The refutation's key and the known bug it matches: the first of
    :func:`refutation_keys` that matches one, else the first key and None."""
    keys = refutation_keys(source, target, pipeline, cex)
    for key in keys:
        bug = match_known_tv(key, cex.what)
        if bug is not None:
            return key, bug
    return (keys[0] if keys else ""), None
