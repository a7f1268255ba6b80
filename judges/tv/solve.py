"""SMT solver backends for the refinement queries. Formulas are built as z3 terms; a backend
decides them:

- ``bitwuzla`` (default): the formulas go to Bitwuzla as SMT-LIB 2 (declarations once,
  assertions incrementally, ``push``/``pop``); measured 100-1000x faster than z3 on the
  floating-point queries of generated programs (``bench/bench_tv.py solvers``);
- ``z3``: z3's own solver;
- ``cvc5``: cvc5 through its SMT-LIB parser (for comparison).

Formulas have no uninterpreted functions (:class:`judges.tv.state.UFs` Ackermannizes them), so a
model is the value of every free constant, and any term is evaluated under it by substitution
and simplification (:class:`Model`). Every backend takes a time limit per ``check`` (seconds).
"""

from __future__ import annotations

import z3

from ground.lazy import MissingLibrary, load
from judges.tv.sym import Unsupported, simp

BACKENDS = ("bitwuzla", "z3", "cvc5")


class Model:
    """Values of the free constants (name -> z3 numeral); :meth:`eval` evaluates any term."""

    def __init__(self, values: dict[str, z3.ExprRef], consts: dict[str, z3.ExprRef]) -> None:
        self.values = values
        self.consts = {n: consts[n] for n in values if n in consts}
        self._pairs = [(consts[n], v) for n, v in values.items() if n in consts]

    def eval(self, term: z3.ExprRef) -> z3.ExprRef:
        """``term`` with every constant replaced by its value, simplified to a numeral
        (constants without a value keep a default: 0, false, +0)."""
        t = z3.substitute(term, *self._pairs) if self._pairs else term
        t = simp(t)
        if not _is_value(t):
            t = simp(z3.substitute(t, *[(c, _default(c.sort())) for c in _consts(t)]))
        return t

    def sexpr(self) -> str:
        return "\n".join(f"(define-fun {_quote(n)} () {v.sort().sexpr()} {v.sexpr()})"
                         for n, v in sorted(self.values.items()))


def _is_value(t: z3.ExprRef) -> bool:
    return z3.is_bv_value(t) or z3.is_fp_value(t) or z3.is_true(t) or z3.is_false(t) or \
        z3.is_fprm_value(t)


def _default(sort: z3.SortRef) -> z3.ExprRef:
    if isinstance(sort, z3.FPSortRef):
        return z3.fpPlusZero(sort)
    if isinstance(sort, z3.BitVecSortRef):
        return z3.BitVecVal(0, sort.size())
    return z3.BoolVal(False)


def _consts(t: z3.ExprRef) -> list[z3.ExprRef]:
    out, seen, todo = {}, set(), [t]
    while todo:
        e = todo.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out[e.get_id()] = e
        todo.extend(e.children())
    return list(out.values())


def _quote(name: str) -> str:
    simple = all(c.isalnum() or c in "~!@$%^&*_-+=<>.?/" for c in name) and \
        not name[0].isdigit()
    return name if simple else f"|{name}|"


class Backend:
    """Incremental solving of z3 terms: :meth:`add`, :meth:`push`, :meth:`pop`,
    :meth:`check` (``"sat"``, ``"unsat"`` or ``"unknown"``), :meth:`model` after ``sat``."""

    reason = ""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.consts: dict[str, z3.ExprRef] = {}

    def _track(self, term: z3.ExprRef) -> list[z3.ExprRef]:
        new = []
        for c in _consts(term):
            name = c.decl().name()
            if name not in self.consts:
                self.consts[name] = c
                new.append(c)
        return new


class Z3Backend(Backend):
    def __init__(self, timeout: float) -> None:
        super().__init__(timeout)
        self.s = z3.Solver()
        self.s.set("timeout", max(1, int(timeout * 1000)))

    def add(self, *terms: z3.BoolRef) -> None:
        for t in terms:
            self._track(t)
            self.s.add(t)

    def push(self) -> None:
        self.s.push()

    def pop(self) -> None:
        self.s.pop()

    def check(self) -> str:
        r = self.s.check()
        if r == z3.unknown:
            why = self.s.reason_unknown()
            self.reason = "timeout" if "timeout" in why or "canceled" in why else why
        return str(r)

    def model(self) -> Model:
        m = self.s.model()
        return Model({n: m.eval(c, model_completion=True) for n, c in self.consts.items()},
                     self.consts)


def smt2_of(term: z3.BoolRef) -> tuple[list[str], str]:
    """``(declarations, assertion)`` SMT-LIB text of ``term`` (z3's benchmark printer, which
    shares common subterms with ``let``; no solver involved)."""
    text = z3.Z3_benchmark_to_smtlib_string(term.ctx_ref(), "tv", "", "unknown", "", 0,
                                             (z3.Ast * 0)(), term.as_ast())
    decls, body = [], []
    for line in text.splitlines():
        if line.startswith("(declare-fun ") or line.startswith("(declare-const "):
            decls.append(line)
        elif not line.startswith(("(set-info", "(check-sat", "; ")):
            body.append(_standard(line))
    return decls, "\n".join(body)


# z3's simplifier writes its internal division ops once it knows the divisor is not zero;
# there they equal the SMT-LIB ones
_INTERNAL = {f"{op}_i": op for op in ("bvsdiv", "bvudiv", "bvsrem", "bvurem", "bvsmod")}


def _standard(line: str) -> str:
    for internal, op in _INTERNAL.items():
        line = line.replace(f"({internal} ", f"({op} ")
    return line


def _decl_name(line: str) -> str:
    rest = line.split(None, 1)[1]
    if rest.startswith("|"):
        return rest[1:rest.index("|", 1)]
    return rest.split(None, 1)[0]


class _TextBackend(Backend):
    """A backend fed SMT-LIB text: declarations once, then assertions."""

    def __init__(self, timeout: float) -> None:
        super().__init__(timeout)
        self.declared: set[str] = set()

    def add(self, *terms: z3.BoolRef) -> None:
        for t in terms:
            self._track(t)
            decls, body = smt2_of(t)
            fresh = [d for d in decls if _decl_name(d) not in self.declared]
            self.declared.update(_decl_name(d) for d in fresh)
            self._parse("\n".join(fresh) + "\n" + body)

    def model(self) -> Model:
        values = {}
        for name, c in self.consts.items():
            values[name] = _from_smt2(self._value(_quote(name)), c.sort())
        return Model(values, self.consts)


class BitwuzlaBackend(_TextBackend):
    def __init__(self, timeout: float) -> None:
        super().__init__(timeout)
        bitwuzla = self.bitwuzla = load("bitwuzla")
        self.tm = bitwuzla.TermManager()
        opts = bitwuzla.Options()
        opts.set(bitwuzla.Option.PRODUCE_MODELS, True)
        opts.set(bitwuzla.Option.TIME_LIMIT_PER, max(1, int(timeout * 1000)))
        self.parser = bitwuzla.Parser(self.tm, opts)
        self._parse("(set-logic QF_BVFP)")
        self.solver = self.parser.bitwuzla()

    def _parse(self, text: str) -> None:
        err = self.parser.parse(text, True, False)
        if err:
            raise Unsupported(f"bitwuzla rejected the formula: {err}")

    def push(self) -> None:
        self.solver.push(1)

    def pop(self) -> None:
        self.solver.pop(1)

    def check(self) -> str:
        r = self.solver.check_sat()
        if r == self.bitwuzla.Result.SAT:
            return "sat"
        if r == self.bitwuzla.Result.UNSAT:
            return "unsat"
        self.reason = "timeout"
        return "unknown"

    def _value(self, name: str) -> str:
        return str(self.solver.get_value(self.parser.parse_term(name)))


class Cvc5Backend(_TextBackend):
    """cvc5 (the optional extra ``cvc5``: ``pip install smith-mlir[cvc5]``)."""

    def __init__(self, timeout: float) -> None:
        super().__init__(timeout)
        try:
            cvc5 = load("cvc5")  # optional extra
        except MissingLibrary:
            raise Unsupported("the cvc5 solver is not installed "
                              "(pip install smith-mlir[cvc5])") from None
        self.cvc5 = cvc5
        self.solver = cvc5.Solver()
        self.solver.setOption("produce-models", "true")
        self.solver.setOption("incremental", "true")
        self.solver.setOption("tlimit-per", str(max(1, int(timeout * 1000))))
        self.solver.setLogic("QF_BVFP")
        self.sm = None

    def _run(self, text: str) -> str:
        ip = self.cvc5.InputParser(self.solver, self.sm) if self.sm else \
            self.cvc5.InputParser(self.solver)
        self.sm = ip.getSymbolManager()
        ip.setStringInput(self.cvc5.InputLanguage.SMT_LIB_2_6, text, "tv")
        out = []
        while True:
            cmd = ip.nextCommand()
            if cmd.isNull():
                break
            out.append(cmd.invoke(self.solver, self.sm))
        return "".join(out).strip()

    def _parse(self, text: str) -> None:
        self._run(text)

    def push(self) -> None:
        self._run("(push 1)")

    def pop(self) -> None:
        self._run("(pop 1)")

    def check(self) -> str:
        r = self._run("(check-sat)")
        if r not in ("sat", "unsat"):
            self.reason = "timeout"
            return "unknown"
        return r

    def _value(self, name: str) -> str:
        out = self._run(f"(get-value ({name}))")
        inner = out.strip()[1:-1].strip()  # ((name value))
        return inner[1:-1].split(None, 1)[1] if inner.startswith("(") else inner


def _from_smt2(text: str, sort: z3.SortRef) -> z3.ExprRef:
    """A z3 numeral of ``sort`` from an SMT-LIB value (``#b..``, ``#x..``, ``(fp ..)``,
    ``(_ bvN W)``, ``true``/``false``, ``(_ +zero e s)``...)."""
    t = text.strip()
    if isinstance(sort, z3.BitVecSortRef):
        return z3.BitVecVal(_bits(t), sort.size())
    if isinstance(sort, z3.FPSortRef):
        if t.startswith("(fp "):
            s, e, m = t[4:-1].split()
            return z3.fpFP(z3.BitVecVal(_bits(s), 1), z3.BitVecVal(_bits(e), sort.ebits()),
                           z3.BitVecVal(_bits(m), sort.sbits() - 1))
        special = {"+zero": z3.fpPlusZero, "-zero": z3.fpMinusZero, "+oo": z3.fpPlusInfinity,
                   "-oo": z3.fpMinusInfinity, "NaN": z3.fpNaN}
        for key, fn in special.items():
            if f"(_ {key} " in t:
                return fn(sort)
        raise Unsupported(f"solver value {t}")
    return z3.BoolVal(t == "true")


def _bits(t: str) -> int:
    if t.startswith("#b"):
        return int(t[2:], 2)
    if t.startswith("#x"):
        return int(t[2:], 16)
    if t.startswith("(_ bv"):
        return int(t.split()[1][2:])
    raise Unsupported(f"solver value {t}")


def new_backend(name: str, timeout: float) -> Backend:
    """A fresh backend ``name`` (one of :data:`BACKENDS`) with ``timeout`` seconds per check."""
    if name == "bitwuzla":
        return BitwuzlaBackend(timeout)
    if name == "z3":
        return Z3Backend(timeout)
    if name == "cvc5":
        return Cvc5Backend(timeout)
    raise ValueError(f"unknown solver {name}")
