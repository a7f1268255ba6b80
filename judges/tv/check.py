"""Translation validation of one pass application: parse the source and target modules with
the MLIR Python bindings and check every function pair (:mod:`judges.tv.refine`)."""

from __future__ import annotations

import gc
import time

import attrs
from mlir import ir

from judges.tv.counterexample import ArgValue, Counterexample
from judges.tv.refine import VERDICTS, FuncVerdict, check_modules
from judges.tv.state import Limits
from judges.tv.sym import fresh_context


@attrs.frozen
class TVResult:
    """Verdicts of one source/target pair.

    Attributes:
        verdict: the pair's verdict: ``refuted`` if a function is refuted, else ``timeout``,
            ``unsupported``, ``inconclusive`` in that order, else ``validated``.
        funcs: one :class:`~judges.tv.refine.FuncVerdict` per function.
        seconds: wall time of parsing, encoding and solving.
    """

    verdict: str
    funcs: tuple[FuncVerdict, ...]
    seconds: float

    @property
    def solver_seconds(self) -> float:
        return sum(f.solver_seconds for f in self.funcs)

    @property
    def reason(self) -> str:
        for f in self.funcs:
            if f.verdict == self.verdict and f.reason:
                return f"@{f.func}: {f.reason}"
        return ""


_ORDER = ("refuted", "timeout", "unsupported", "inconclusive", "validated")


def combine(verdicts: list[str]) -> str:
    for v in _ORDER:
        if v in verdicts:
            return v
    return "validated"


def check_texts(src_text: str, tgt_text: str, funcs: list[str] | None = None,
                timeout: float = 30.0, limits: Limits = Limits(),
                solver: str = "bitwuzla") -> TVResult:
    """Check that ``tgt_text`` refines ``src_text`` (both MLIR modules as text), with the
    solver backend ``solver`` (:data:`judges.tv.solve.BACKENDS`) and ``timeout`` seconds per
    query. The formulas are built in a fresh z3 context with the cycle collector paused, so
    they, and the verdict, do not depend on what this process checked before
    (:func:`judges.tv.sym.fresh_context`); z3's main context is global, so a process runs one
    check at a time (the checking processes of :mod:`judges.tv.isolate` do).

    Raises:
        ir.MLIRError: a module does not parse (callers turn it into their error).
    """
    start = time.monotonic()
    fresh_context()
    collecting = gc.isenabled()
    gc.disable()  # z3 terms freed by the cycle collector at times of its own: their ids reused
    try:
        with ir.Context() as ctx:
            ctx.allow_unregistered_dialects = True
            src = ir.Module.parse(src_text)
            tgt = ir.Module.parse(tgt_text)
            funcs_v = check_modules(src, tgt, funcs, timeout, limits, solver)
    finally:
        if collecting:
            gc.enable()
    verdict = combine([f.verdict for f in funcs_v]) if funcs_v else "unsupported"
    if not funcs_v:
        funcs_v = [FuncVerdict("", "unsupported", "no function defined in both modules")]
    assert verdict in VERDICTS
    return TVResult(verdict, tuple(funcs_v), time.monotonic() - start)


def result_to_json(r: TVResult) -> dict:
    """``r`` as plain JSON data (inverse: :func:`result_from_json`)."""
    return attrs.asdict(r)


def result_from_json(d: dict) -> TVResult:
    funcs = []
    for f in d["funcs"]:
        cex = f.get("counterexample")
        if cex is not None:
            args = tuple(ArgValue(**{**a, "shape": tuple(a["shape"]) if a["shape"] is not None
                                     else None, "bits": tuple(a["bits"]),
                                     "floats": tuple(a["floats"]) if a["floats"] is not None
                                     else None}) for a in cex["args"])
            cex = Counterexample(**{**cex, "args": args, **{k: tuple(cex[k]) for k in (
                "source", "target", "names", "source_bits", "target_bits")}})
        funcs.append(FuncVerdict(**{**f, "counterexample": cex}))
    return TVResult(d["verdict"], tuple(funcs), d["seconds"])
