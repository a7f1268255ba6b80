"""Draw random lowering paths for one program (DESIL's operation-specific lowering, made static).

Steps (``shared/reference/desil-mlirod.md`` section 3):

1. :func:`collect_ops` parses the program with the MLIR Python bindings and records the op names
   and the type pseudo-keys ``<tensor>``/``<memref>``/``<vector>`` (DESIL's "2-variants", section
   3.3, without regexes).
2. :func:`build_graph` resolves every ``@slot`` of the pass map with the :class:`Draw`, then takes
   the chain of every present key, and closes it under ``produces`` (the ops a pass creates pull
   in their own chains, after the producer: DESIL re-collects ops after each pass, section 3.4).
   Chains give edges between consecutive nodes; ``edges`` adds prerequisite pairs; ``final``
   passes come last.
3. Optional recommended optimisation passes (section 3.6) are inserted as extra nodes with
   their after/before edges.
4. :func:`topological_order` is Kahn's algorithm choosing uniformly among ready nodes (section
   3.4 step 5) -- but over a real edge graph, not DESIL's in-degree count.

Determinism: every choice comes from the ``Draw``; ready sets are sorted before choosing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import attrs

from ground.draw import Draw
from ground.errors import InternalError
from lowering.census import op_counts
from lowering.passmap import PassMap, base_name, pass_text
from lowering.pipeline import render

TYPE_KEYS = ("<tensor>", "<memref>", "<vector>", "<unranked-tosa>", "<small-float>",
             "<elementwise-tensor>")


@attrs.frozen
class LoweringPath:
    """One lowering path: a name and the ordered passes (pass text, options included).

    Attributes:
        name: short file-name-safe identifier (``d0``, ``d1``, ... or ``P1-loops``).
        passes: ordered pass texts, e.g. ``("tosa-to-linalg", "one-shot-bufferize{...}")``.
        func_nested: pass base names rendered inside ``func.func(...)``.
        raw_pipeline: a verbatim ``builtin.module(...)`` pipeline overriding ``passes``
            (used for the fixed reference pipelines of ``reference_pipelines.json``).
    """

    name: str
    passes: tuple[str, ...]
    func_nested: frozenset[str] = frozenset()
    raw_pipeline: str | None = None

    def pipeline(self) -> str:
        """The ``--pass-pipeline`` text: ``builtin.module(func.func(a,b),c,...)``, grouping
        consecutive func-nested passes into one ``func.func(...)``."""
        if self.raw_pipeline is not None:
            return self.raw_pipeline
        return render(self.passes, self.func_nested)


@attrs.frozen
class OpCensus:
    """Ops present in a program: ``names`` (e.g. ``tosa.add``) and ``type_keys`` (subset of
    ``TYPE_KEYS``; ``<unranked-tosa>``: a tosa op with an unranked tensor result;
    ``<small-float>``: a value of an f8, f6 or f4 type;
    ``<elementwise-tensor>``: an arith op other than ``arith.constant``, or a math op, with a
    tensor operand or result)."""

    names: frozenset[str]
    type_keys: frozenset[str]


_TYPE_RE = {
    "<tensor>": re.compile(r"\btensor<"),
    "<memref>": re.compile(r"\bmemref<"),
    "<vector>": re.compile(r"\bvector<"),
    # a tosa op with an unranked result (tosa-infer-shapes ranks it before tosa-to-linalg)
    "<unranked-tosa>": re.compile(r'^\s*(?:%[^=\n]*=\s*)?"?tosa\.\w+\b[^\n]*->\s*tensor<\*', re.M),
    # f8/f6/f4 element types (f8E4M3FN, vector<4xf4E2M1FN>, ...): no LLVM arithmetic
    "<small-float>": re.compile(r"(?<![A-Za-z0-9_])(?:\d+x)*f(?:8E\d|6E\d|4E\d)"),
    # an arith or math op (arith.constant aside: bufferization takes it) on a tensor, in the
    # custom or generic form, one op per line as mlir-opt prints: the ops that only
    # convert-elementwise-to-linalg lowers ('op was not bufferized' otherwise)
    "<elementwise-tensor>": re.compile(
        r'^\s*(?:%[^=\n]*=\s*)?"?(?:math\.\w+|arith\.(?!constant\b)\w+)\b[^\n]*\btensor<',
        re.M),
}


def collect_ops(program_text: str) -> OpCensus:
    """Parse ``program_text`` with the MLIR bindings and list its ops and shaped-type kinds.

    Op names come from walking the parsed module (in a child process,
    :func:`lowering.census.op_counts`, so a crash of the bindings cannot take the caller
    down); the type keys (``<tensor>``, ``<memref>``, ``<vector>``: some operand, result, block
    argument or attribute has that type) from the printed types.

    Raises:
        UsageError: the text does not parse (callers verify with ``mlir-opt`` first).
        lowering.census.BindingsCrash: the bindings crashed on the text.
    """
    names = set(op_counts(program_text))
    kinds = {k for k, rx in _TYPE_RE.items() if rx.search(program_text)}
    return OpCensus(names=frozenset(names), type_keys=frozenset(kinds))


def keys_for(census: OpCensus, pm: PassMap) -> tuple[list[str], list[str]]:
    """Chain keys of the present ops: exact op name, else ``dialect.*``; plus type keys.

    Returns:
        (keys, unmapped op names). Unmapped ops are ignored, as DESIL does (section 3.2).
    """
    keys: set[str] = set()
    unmapped: list[str] = []
    for name in sorted(census.names):
        if name in pm.chains:
            keys.add(name)
        elif name.split(".", 1)[0] + ".*" in pm.chains:
            keys.add(name.split(".", 1)[0] + ".*")
        else:
            unmapped.append(name)
    keys.update(k for k in census.type_keys if k in pm.chains)
    return sorted(keys), unmapped


@attrs.define
class PassGraph:
    """Nodes (pass texts, optionally tagged ``#tag``) and edges ``before -> after``."""

    nodes: set[str] = attrs.field(factory=set)
    succ: dict[str, set[str]] = attrs.field(factory=dict)
    expanded: dict[str, list[str]] = attrs.field(factory=dict)  # key -> resolved chain
    choice: dict[str, tuple[str, ...]] = attrs.field(factory=dict)  # slot -> alternative
    node_produces: dict[str, tuple[str, ...]] = attrs.field(factory=dict)  # opt node -> keys

    def copy(self) -> PassGraph:
        return PassGraph(
            set(self.nodes),
            {k: set(v) for k, v in self.succ.items()},
            {k: list(v) for k, v in self.expanded.items()},
            dict(self.choice),
            dict(self.node_produces),
        )

    def add(self, node: str) -> None:
        self.nodes.add(node)
        self.succ.setdefault(node, set())

    def edge(self, a: str, b: str) -> None:
        if a == b:
            return
        self.add(a)
        self.add(b)
        self.succ[a].add(b)

    def by_base(self, base: str) -> list[str]:
        return sorted(n for n in self.nodes if base_name(n) == base)

    def by_name(self, name: str) -> list[str]:
        """Nodes of the pass ``name``: a base name matches every node of that pass, a pass
        text with options (``convert-vector-to-llvm{vector-contract-lowering=outerproduct}``)
        only the nodes with exactly those options."""
        if "{" not in name:
            return self.by_base(name)
        return sorted(n for n in self.nodes if pass_text(n) == pass_text(name))


def _resolve(
    node: str, pm: PassMap, choice: dict[str, tuple[str, ...]], draw: Draw
) -> tuple[str, ...]:
    if not node.startswith("@"):
        return (node,)
    slot = node[1:]
    if slot not in choice:
        choice[slot] = draw.choice(pm.slots[slot])
    return choice[slot]


def expand_chains(g: PassGraph, keys: Iterable[str], pm: PassMap, draw: Draw) -> None:
    """Add the chains of ``keys`` and, transitively, of every key their passes produce; then
    the producer -> chain edges and the ``edges`` pairs."""
    todo = [k for k in keys if k in pm.chains]
    while todo:
        key = todo.pop(0)
        if key in g.expanded:
            continue
        flat: list[str] = []
        for node in pm.chains[key]:
            flat.extend(_resolve(node, pm, g.choice, draw))
        g.expanded[key] = flat
        for n in flat:
            g.add(n)
        for a, b in zip(flat, flat[1:]):
            g.edge(a, b)
        for n in flat:
            todo.extend(k for k in _produced(g, pm, n) if k not in g.expanded)
    # producer -> first node of every produced key's chain
    for n in sorted(g.nodes):
        for k in _produced(g, pm, n):
            if g.expanded.get(k):
                g.edge(n, g.expanded[k][0])
    for a, b in pm.edges:
        for na in g.by_name(a):
            for nb in g.by_name(b):
                g.edge(na, nb)


def _produced(g: PassGraph, pm: PassMap, node: str) -> tuple[str, ...]:
    return pm.produces.get(base_name(node), ()) + g.node_produces.get(node, ())


def build_graph(
    keys: Iterable[str], pm: PassMap, draw: Draw
) -> tuple[PassGraph, dict[str, tuple[str, ...]]]:
    """Resolve slots and build the pass graph for ``keys`` (closed under ``produces``).

    Returns:
        (graph, slot choices).
    """
    g = PassGraph()
    expand_chains(g, keys, pm, draw)
    add_final_passes(g, pm)
    return g, g.choice


def _implied_edges(g: PassGraph, pm: PassMap, node: str) -> tuple[list[str], list[str]]:
    """Edges implied for ``node`` by ``nest_barrier`` and ``catch_all``: (preds, succs)."""
    base = base_name(node)
    preds: list[str] = []
    succs: list[str] = []
    if base in pm.func_nested:
        succs += [n for b in pm.nest_barrier for n in g.by_base(b)]
    if base in pm.produces:
        succs += [n for b in pm.catch_all for n in g.by_base(b)]
    if base in pm.nest_barrier:
        preds += [n for n in g.nodes if base_name(n) in pm.func_nested]
    if base in pm.catch_all:
        preds += [n for n in g.nodes if base_name(n) in pm.produces]
    return preds, succs


def add_final_passes(g: PassGraph, pm: PassMap) -> None:
    for n in sorted(g.nodes):
        preds, succs = _implied_edges(g, pm, n)
        for p in preds:
            g.edge(p, n)
        for s in succs:
            g.edge(n, s)
    finals = list(pm.final)
    for f in finals:
        g.add(f)
    for a, b in zip(finals, finals[1:]):
        g.edge(a, b)
    if finals:
        for n in list(g.nodes):
            if n not in finals:
                g.edge(n, finals[0])


def add_optimizations(g: PassGraph, pm: PassMap, draw: Draw, count: int) -> list[str]:
    """Insert ``count`` recommended passes drawn with replacement (DESIL section 3.6) among the
    eligible ones; returns the inserted node ids."""
    present = {base_name(n) for n in g.nodes}
    eligible = [o for o in pm.optimizations if all(r in present for r in o.requires)]
    added: list[str] = []
    for i in range(count if eligible else 0):
        opt = draw.choice(eligible)
        node = f"{opt.name}#o{i}"
        ins = [na for a in opt.after for na in g.by_base(a)]
        outs = [nb for b in opt.before for nb in g.by_base(b)]
        preds, succs = _implied_edges(g, pm, node)
        ins, outs = ins + preds, outs + succs
        if any(_reaches(g, o, i_) for o in outs for i_ in ins):
            continue  # would close a cycle: skip this recommendation
        saved = g.copy()
        g.add(node)
        for na in ins:
            g.edge(na, node)
        for nb in outs:
            g.edge(node, nb)
        if opt.produces:
            g.node_produces[node] = opt.produces
            expand_chains(g, opt.produces, pm, draw)
            add_final_passes(g, pm)
            if _has_cycle(g):
                g.nodes, g.succ, g.expanded = saved.nodes, saved.succ, saved.expanded
                g.choice, g.node_produces = saved.choice, saved.node_produces
                continue
        added.append(node)
    add_final_passes(g, pm)
    return added


def add_leading_passes(g: PassGraph, pm: PassMap, draw: Draw) -> list[str]:
    """Make ``pm.leading_passes`` (``first_optimized_path_starts_with`` in ``passmap.json``) the
    first passes of ``g``, in their order, before every other node (conversions and drawn
    optimisations alike), so e.g. ``canonicalize`` sees the program's own ops.

    Each pass takes the ``produces`` of its optimisation entry without ``after`` (the one
    allowed first: the early ``canonicalize``); produced keys of a dialect that no expanded key
    of ``g`` names are skipped (canonicalize makes tosa ops only out of tosa ops). Returns the
    inserted node ids (``NAME#lead0``, ...).
    """
    dialects = {k.split(".", 1)[0] for k in g.expanded if "." in k}
    leading: list[str] = []
    for i, name in enumerate(pm.leading_passes):
        node = f"{name}#lead{i}"
        g.add(node)
        if leading:
            g.edge(leading[-1], node)
        leading.append(node)
        entry = next((o for o in pm.optimizations if o.name == name and not o.after), None)
        produced = tuple(k for k in (entry.produces if entry else ())
                         if k.split(".", 1)[0] in dialects)
        if produced:
            g.node_produces[node] = produced
            expand_chains(g, produced, pm, draw)
    add_final_passes(g, pm)
    if leading:
        for n in sorted(g.nodes - set(leading)):
            g.edge(leading[-1], n)
    return leading


def _has_cycle(g: PassGraph) -> bool:
    indeg = {n: 0 for n in g.nodes}
    for a in g.nodes:
        for b in g.succ[a]:
            indeg[b] += 1
    ready = [n for n, d in indeg.items() if d == 0]
    seen = 0
    while ready:
        n = ready.pop()
        seen += 1
        for b in g.succ[n]:
            indeg[b] -= 1
            if indeg[b] == 0:
                ready.append(b)
    return seen != len(g.nodes)


def _reaches(g: PassGraph, src: str, dst: str) -> bool:
    """True when ``dst`` is reachable from ``src`` (or equal)."""
    stack, seen = [src], {src}
    while stack:
        n = stack.pop()
        if n == dst:
            return True
        for m in g.succ.get(n, ()):
            if m not in seen:
                seen.add(m)
                stack.append(m)
    return False


def topological_order(g: PassGraph, draw: Draw) -> list[str]:
    """A random topological order: repeatedly pick uniformly among nodes with no unplaced
    predecessor (DESIL section 3.4 step 5).

    Raises:
        InternalError: the graph has a cycle (a bug in ``passmap.json``), naming the nodes left.
    """
    indeg = {n: 0 for n in g.nodes}
    for a in g.nodes:
        for b in g.succ[a]:
            indeg[b] += 1
    ready = sorted(n for n, d in indeg.items() if d == 0)
    order: list[str] = []
    while ready:
        n = draw.choice(ready)
        ready.remove(n)
        order.append(n)
        for b in sorted(g.succ[n]):
            indeg[b] -= 1
            if indeg[b] == 0:
                ready.append(b)
        ready.sort()
    if len(order) != len(g.nodes):
        left = sorted(set(g.nodes) - set(order))
        raise InternalError(f"cycle in lowering/passmap.json among: {', '.join(left)}")
    return order


def draw_paths(
    program_text: str,
    pm: PassMap,
    draw: Draw,
    k: int = 3,
    optimize: bool = True,
    attempts_per_path: int = 20,
) -> list[LoweringPath]:
    """Draw up to ``k`` distinct lowering paths for ``program_text``.

    Path ``d0`` is pure lowering when ``pm.pure_first_path`` (DESIL variant 0); the others get
    0..``pm.max_opt_per_path`` recommended passes when ``optimize``. The first optimised path
    (``d1``, or ``d0`` without a pure first path) starts with ``pm.leading_passes``
    (:func:`add_leading_passes`; ``canonicalize`` on the program's own ops) and no other path
    starts with that same sequence. Fewer than ``k`` paths are returned only when
    ``k * attempts_per_path`` draws yield fewer distinct pass sequences.

    Raises:
        UsageError: the program does not parse. InternalError: cyclic pass map.
    """
    census = collect_ops(program_text)
    keys, _unmapped = keys_for(census, pm)
    seen: set[tuple[str, ...]] = set()
    paths: list[LoweringPath] = []
    leading = tuple(pass_text(n) for n in pm.leading_passes) if optimize else ()
    for attempt in range(max(k, 1) * attempts_per_path):
        if len(paths) >= k:
            break
        sub = draw.fork("path", attempt)
        g, _choice = build_graph(keys, pm, sub)
        pure = pm.pure_first_path and not paths
        if optimize and not pure and pm.max_opt_per_path > 0:
            add_optimizations(g, pm, sub, sub.integer(0, pm.max_opt_per_path))
        lead = bool(leading) and len(paths) == int(pm.pure_first_path)
        if lead:
            add_leading_passes(g, pm, sub)
        passes = tuple(pass_text(n) for n in topological_order(g, sub))
        if passes in seen or (leading and not lead and passes[:len(leading)] == leading):
            continue
        seen.add(passes)
        paths.append(LoweringPath(name=f"d{len(paths)}", passes=passes, func_nested=pm.func_nested))
    return paths


def reference_paths(data: dict) -> list[LoweringPath]:
    """The fixed whole pipelines of ``lowering/reference_pipelines.json`` as paths."""
    return [
        LoweringPath(name=name, passes=(), raw_pipeline=text)
        for name, text in sorted(data["pipelines"].items())
    ]


def pure_path(ir: str, pm: PassMap) -> tuple[str, ...] | None:
    """The pure lowering (no optimisation pass: :func:`draw_paths` with ``optimize=False``)
    of ``ir`` as its pass list, None when none is drawn or the path drawer cannot read ``ir``
    (an intermediate IR, an edited program)."""
    try:
        paths = draw_paths(ir, pm, Draw(0), k=1, optimize=False)
    except Exception:  # noqa: BLE001 - intermediate IR the path drawer cannot read
        return None
    return tuple(paths[0].passes) if paths else None
