"""Helpers shared by the middle-level families (tensor, memref, vector, linalg, scf, affine,
func, bufferization): operand pickers for shaped values, region rendering, and the
"yield the sinks out" discipline of region ops.

Element types of shaped values are never ``i1`` (an i1 tensor/memref reaches memory, on which
MLIR 22.1.8's ``finalize-memref-to-llvm`` asserts; see :mod:`smith.gen.builder`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ground.errors import Reject
from smith.gen.builder import Builder, Region, Value
from smith.gen.observable import observable
from smith.gen.types import MemRef, Scalar, Tensor, Type, Vector, is_float

ELEMS = ("i8", "i16", "i32", "i64", "f16", "f32", "f64")
INT_ELEMS = ("i8", "i16", "i32", "i64")
FLOAT_ELEMS = ("f16", "f32", "f64")
IDX = Scalar("index")


def elem_of(b: Builder, floats: bool | None = None) -> str:
    """An element type, favouring ones already pooled in shaped values (x3) and, under
    ``GenOptions.type_weights``, favoured ones (x their factor)."""
    elems = ELEMS if floats is None else (FLOAT_ELEMS if floats else INT_ELEMS)
    weights = [(3.0 if b.has(within=[(Tensor, e), (MemRef, e), (Vector, e)]) else 1.0)
               * b.options.type_factor((e,)) for e in elems]
    return b.draw.weighted(list(elems), weights)


def small_shape(b: Builder, rank: int | None = None, max_numel: int = 32) -> tuple[int, ...]:
    if rank is None:
        rank = b.draw.weighted([0, 1, 2, 3], [1, 4, 4, 2])
    return b.random_shape(rank, max_numel)


def pick_tensor(b: Builder, pred: Callable[[Tensor], bool] = lambda t: True,
                elem: str | None = None, rank: int | None = None,
                floats: bool | None = None) -> Value:
    """A pooled (non-i1, multi-use) static tensor satisfying ``pred``, or a fresh one."""
    def ok(t: Tensor) -> bool:
        return (t.elem != "i1" and pred(t)
                and (elem is None or t.elem == elem) and (rank is None or t.rank == rank)
                and (floats is None or is_float(t.elem) == floats) and t.elem in ELEMS)

    v = b.pick_of_types([Tensor] if elem is None else [(Tensor, elem)], ok, multi_use=True)
    if v is not None:
        return v
    for _ in range(20):
        t = Tensor(small_shape(b, rank), elem or elem_of(b, floats))
        if pred(t):
            return b.fresh(t)
    raise Reject("no tensor shape fits")


def pick_memref(b: Builder, pred: Callable[[MemRef], bool] = lambda t: True,
                writable: bool = False, identity: bool = False, rank: int | None = None,
                elem: str | None = None) -> Value:
    """A pooled memref satisfying the filters, or a fresh root memref (alloc/alloca + fill)."""
    def ok(t: MemRef) -> bool:
        return (pred(t) and not (identity and t.layout is not None)
                and (rank is None or t.rank == rank) and (elem is None or t.elem == elem))

    within = [MemRef] if elem is None else [(MemRef, elem)]
    if writable:  # read_only is a property of the value, not of its type
        v = b.pick(lambda c: ok(c.type) and not c.read_only, within=within)
    else:
        v = b.pick_of_types(within, ok)
    if v is not None:
        return v
    for _ in range(20):
        t = MemRef(small_shape(b, rank if rank is not None else b.draw.integer(1, 3)),
                   elem or elem_of(b))
        if pred(t):
            return b.fresh_memref(t)
    raise Reject("no memref shape fits")


def pick_vector(b: Builder, pred: Callable[[Vector], bool] = lambda t: True,
                elem: str | None = None, floats: bool | None = None) -> Value:
    def ok(t: Vector) -> bool:
        return (pred(t) and (elem is None or t.elem == elem)
                and (floats is None or is_float(t.elem) == floats))

    v = b.pick_of_types([Vector] if elem is None else [(Vector, elem)], ok)
    if v is not None:
        return v
    for _ in range(20):
        t = random_vector_type(b, elem or elem_of(b, floats))
        if pred(t):
            return b.fresh(t)
    raise Reject("no vector type fits")


def random_vector_type(b: Builder, elem: str) -> Vector:
    rank = b.draw.weighted([1, 2], [3, 1])
    if rank == 1:
        return Vector((b.draw.choice((2, 3, 4, 8)),), elem)
    return Vector((b.draw.choice((2, 3)), b.draw.choice((2, 4))), elem)


def index_operands(b: Builder, shape: Sequence[int], p_dynamic: float = 0.4) -> list[Value]:
    """One index per dim: a pooled index value (ubfix clamps it) or an in-range constant."""
    out = []
    for d in shape:
        if b.draw.boolean(p_dynamic):
            out.append(b.index_value(p_dynamic=1.0))
        else:
            out.append(b.index_const(b.draw.integer(0, max(d - 1, 0))))
    return out


def names(vals: Sequence[Value]) -> str:
    return ", ".join(v.name for v in vals)


def types(vals: Sequence[Value]) -> str:
    return ", ".join(v.type.render() for v in vals)


def init_tensor(b: Builder, ty: Tensor, read: bool) -> Value:
    """A DPS init for a linalg op: ``tensor.empty`` when the op overwrites every element
    (``read`` False), else ``tensor.empty`` + ``linalg.fill`` with a pooled scalar."""
    e = b.emit_text("tensor.empty", [], [ty], lambda: f"tensor.empty() : {ty.render()}",
                    kind="glue", pool=False)[0]
    if not read:
        return e
    s = b.get(Scalar(ty.elem))
    return b.emit_text("linalg.fill", [s, e], [ty], lambda: (
        f"linalg.fill ins({s.name} : {s.type.render()}) outs({e.name} : {ty.render()}) -> "
        f"{ty.render()}"), kind="glue", pool=False)[0]


# ------------------------------------------------------------------------- regions
def render_region(region_args: Sequence[Value], lines: Sequence[str]) -> list[str]:
    out = []
    if region_args:
        out.append("^bb0(" + ", ".join(f"{a.name}: {a.type.render()}" for a in region_args)
                   + "):")
    out.extend("  " + ln for ln in lines)
    return out


def generic_regions(regions: Sequence[tuple[Sequence[Value], Sequence[str]]]) -> list[str]:
    """The ``({...}, {...})`` part of a generic-form op, one line per body line."""
    out = ["("]
    for i, (args, lines) in enumerate(regions):
        out[-1] += "{"
        out.extend("  " + ln for ln in render_region(args, lines))
        out.append("}" + (", " if i + 1 < len(regions) else ")"))
    # join the first "({" with the op text by the caller
    return out


def observable_in(b: Builder, v: Value) -> Value:
    return observable(b, v)


class reenter:
    """Context manager: emit into the (closed) region ``r`` again, e.g. its terminator."""

    def __init__(self, b: Builder, r: Region) -> None:
        self.b, self.r = b, r

    def __enter__(self) -> None:
        self.b.fn.scopes.append(self.r.scope)
        self.b.nesting += 1

    def __exit__(self, *exc) -> None:
        self.b.fn.scopes.pop()
        self.b.nesting -= 1


def yieldable(t: Type) -> bool:
    return not (isinstance(t, Tensor) and t.elem == "i1")


def region_children(b: Builder, i: int) -> list[dict]:
    regs = (b.entry or {}).get("regions", [])
    return regs[i] if i < len(regs) else []


def build_region(b: Builder, i: int, args: Sequence[Value] = (), kind: str = "body",
                 capture: Callable[[Type], Value] | None = None) -> Region:
    """Open a region with block ``args`` (isolated from above with ``capture``, see
    :meth:`Builder.region`), instantiate the template's ``i``-th child list."""
    with b.region(args, kind, capture) as r:
        b.instantiate_entries(region_children(b, i))
    return r


def alternatives_yields(b: Builder, regions: list[Region], term: str,
                        extra_types: Sequence[Type] = (), tensors: bool = True
                        ) -> tuple[list[Type], list[list[Value]]]:
    """Result types and per-region yields of an op whose regions are alternatives (scf.if,
    scf.index_switch, scf.execute_region, affine.if): the union of every region's sinks (each
    region yields its own sinks at their positions and any visible value of the right type at
    the others'), plus ``extra_types``. Appends the terminator ``term`` to each region."""
    sinks: list[list[Value]] = []
    for r in regions:
        with reenter(b, r):
            obs = [observable_in(b, v) for v in r.sinks]
        sinks.append(obs if tensors else materialize_tensors(b, r, obs))
    res_types: list[Type] = [v.type for s in sinks for v in s] + list(extra_types)
    return res_types, branch_yields(b, regions, sinks, extra_types, term)


def branch_yields(b: Builder, regions: Sequence[Region], sinks: Sequence[Sequence[Value]],
                  extra_types: Sequence[Type], term: str) -> list[list[Value]]:
    """Terminate each of ``regions`` (branches of one op) with ``term``: region k yields its
    own sinks ``sinks[k]`` and, in the slots of the other branches' sinks and of
    ``extra_types``, a value of the same type visible in region k. Returns the yielded lists."""
    yields: list[list[Value]] = []
    for k, r in enumerate(regions):
        with reenter(b, r):
            ys: list[Value] = []
            for j, s in enumerate(sinks):
                for v in s:
                    ys.append(v if j == k else b.get(v.type, p_reuse=0.9))
            ys += [b.get(t, p_reuse=0.9) for t in extra_types]
            emit_terminator(b, term, ys)
            yields.append(ys)
    return yields


def emit_terminator(b: Builder, term: str, vals: Sequence[Value]) -> None:
    for v in vals:
        v.uses += 1
    b.lines.append(f'"{term}"({names(vals)}) : ({types(vals)}) -> ()')


def result_value_kw(t: Type) -> dict:
    return {"root": True} if isinstance(t, MemRef) else {}


def pooled_types(b: Builder, k: int, tensors: bool = True) -> list[Type]:
    """Up to ``k`` types of visible values usable as region results (no i1 tensors, no
    single-use values, no memrefs; no tensors when ``tensors`` is False)."""
    cands, _ = b.of_types([Scalar, Vector, Tensor] if tensors else [Scalar, Vector],
                          yieldable, multi_use=True)
    out: list[Type] = []
    for _ in range(k):
        if not cands:
            break
        out.append(b.draw.choice(cands).type)
    return out


def materialize_tensors(b: Builder, r: Region, sinks: list[Value]) -> list[Value]:
    """Tensor sinks of a loop body or ``affine.if`` region cannot be yielded: one-shot
    bufferization rejects loop-carried tensors that are not equivalent to their iter arg
    ("Yield operand #n is not equivalent to the corresponding iter bbArg"), and affine ops
    with tensor results are not bufferizable at all. Each one is written instead into a root
    memref allocated in the parent (now, before the op) with
    ``bufferization.materialize_in_destination``; the memref is checksummed at the end (for a
    loop: the last iteration's value, as a yield would give). Returns the other sinks."""
    rest = []
    for v in sinks:
        if not isinstance(v.type, Tensor):
            rest.append(v)
            continue
        m = b.fresh_memref(MemRef(v.type.shape, v.type.elem), alloca=False)
        with reenter(b, r):
            b.emit_text("bufferization.materialize_in_destination", [v, m], [], lambda v=v, m=m: (
                f"bufferization.materialize_in_destination {v.name} in restrict writable "
                f"{m.name} : ({v.type.render()}, {m.type.render()}) -> ()"), kind="glue")
    return rest


def loop_carried(b: Builder, r: Region, carried: list[tuple[Value, Value]],
                 term: str, term_prefix: Sequence[Value] = ()) -> tuple[list[Value], list[Value]]:
    """Finish a loop body ``r`` whose iter args are ``carried`` = [(init, block arg)] (never
    tensors): each iter arg yields a sink of its type (or itself); every other non-tensor sink
    becomes a new iter arg (its init chosen in the parent, now) so that it reaches the loop
    results; tensor sinks are materialized (see :func:`materialize_tensors`). Appends the
    terminator. Returns (inits, block args) in order."""
    with reenter(b, r):
        sinks = [observable_in(b, v) for v in r.sinks if v not in [c[1] for c in carried]]
    sinks = materialize_tensors(b, r, sinks)
    inits = [c[0] for c in carried]
    bargs = [c[1] for c in carried]
    ys: list[Value] = []
    for _, a in carried:
        m = next((s for s in sinks if s.type == a.type), None)
        if m is not None:
            sinks.remove(m)
            ys.append(m)
        else:
            ys.append(a)
    for s in sinks:
        inits.append(b.get(s.type, p_reuse=0.9))
        bargs.append(b.block_arg(s.type))
        ys.append(s)
    with reenter(b, r):
        emit_terminator(b, term, list(term_prefix) + ys)
    return inits, bargs
