"""scf families: ``scf.if``, ``scf.for``, ``scf.while``, ``scf.index_switch``,
``scf.execute_region`` (MLIR SCF dialect docs, mlir.llvm.org/docs/Dialects/SCFDialect).

Every region gets its own pool scope seeded from the parent's visible values (dominance is
respected by construction); terminators yield the region's sinks out, so values computed inside
a region reach the op's results and the checksum. Loops have static trip counts <= 8; ``scf.while``
carries a counter compared with a constant bound in its "before" region.
"""

from __future__ import annotations

from smith.gen.builder import Builder
from smith.gen.families.registry import family
from smith.gen.families.shaped import (
    alternatives_yields,
    build_region,
    generic_regions,
    loop_carried,
    names,
    pooled_types,
    reenter,
    result_value_kw,
    types,
)
from smith.gen.spec import OpSpec
from smith.gen.types import Scalar

IDX = Scalar("index")


def _emit_alternatives(b: Builder, op: str, operands, regions, res_types, props: str = ""):
    def text():
        head = f'"{op}"({names(operands)}){props} '
        body = generic_regions([(r.args, r.lines) for r in regions])
        body[0] = head + body[0]
        ins = types(operands)
        outs = ", ".join(t.render() for t in res_types)
        body[-1] += f" : ({ins}) -> ({outs})"
        return body

    results = b.emit_text(op, operands, res_types, text)
    for v in results:
        if result_value_kw(v.type):
            v.root = True
    return results


@family("scf_if")
def scf_if(b: Builder, spec: OpSpec) -> None:
    cond = b.get(Scalar("i1"))
    regions = [build_region(b, 0), build_region(b, 1)]
    extra = pooled_types(b, 1) if b.draw.boolean(0.5) else []
    res_types, _ = alternatives_yields(b, regions, "scf.yield", extra)
    _emit_alternatives(b, "scf.if", [cond], regions, res_types)


@family("scf_execute_region")
def scf_execute_region(b: Builder, spec: OpSpec) -> None:
    regions = [build_region(b, 0)]
    res_types, _ = alternatives_yields(b, regions, "scf.yield")
    _emit_alternatives(b, "scf.execute_region", [], regions, res_types)


@family("scf_index_switch")
def scf_index_switch(b: Builder, spec: OpSpec) -> None:
    n = max(1, len((b.entry or {}).get("regions", [])) - 1)
    arg = b.index_value(p_dynamic=0.7)
    cases = sorted(b.draw.sample(range(-2, 9), n))
    regions = [build_region(b, i) for i in range(n + 1)]
    extra = pooled_types(b, 1)
    res_types, _ = alternatives_yields(b, regions, "scf.yield", extra)
    props = f" <{{cases = array<i64: {', '.join(map(str, cases))}>}}>"
    _emit_alternatives(b, "scf.index_switch", [arg], regions, res_types, props)


@family("scf_for")
def scf_for(b: Builder, spec: OpSpec) -> None:
    lb = b.draw.integer(0, 2)
    step = b.draw.choice((1, 1, 2, 3))
    ub = lb + step * b.draw.integer(0, 6) + b.draw.integer(0, step - 1)
    clb, cub, cst = b.index_const(lb), b.index_const(ub), b.index_const(step)
    carried = [(b.get(t), b.block_arg(t))
               for t in pooled_types(b, b.draw.integer(0, 2), tensors=False)]
    iv = b.block_arg(IDX)
    r = build_region(b, 0, [iv] + [a for _, a in carried])
    inits, bargs = loop_carried(b, r, carried, "scf.yield")
    res_types = [a.type for a in bargs]
    operands = [clb, cub, cst] + inits

    def text():
        body = generic_regions([([iv] + bargs, r.lines)])
        body[0] = f'"scf.for"({names(operands)}) ' + body[0]
        outs = ", ".join(t.render() for t in res_types)
        body[-1] += f" : ({types(operands)}) -> ({outs})"
        return body

    results = b.emit_text("scf.for", operands, res_types, text)
    for v in results:
        if result_value_kw(v.type):
            v.root = True


@family("scf_while")
def scf_while(b: Builder, spec: OpSpec) -> None:
    """``scf.while`` with an index counter: before: ``cond = cnt < N`` (N <= 8),
    ``scf.condition(cond) cnt, xs...``; after: body, ``cnt + 1``, yield."""
    bound = b.index_const(b.draw.integer(0, 8))
    start = b.index_const(b.draw.integer(0, 2))
    one = b.index_const(1)
    carried_t = pooled_types(b, b.draw.integer(0, 2), tensors=False)
    carried = [(b.get(t), b.block_arg(t)) for t in carried_t]
    after_cnt = b.block_arg(IDX)
    r = build_region(b, 0, [after_cnt] + [a for _, a in carried])
    with reenter(b, r):
        nxt = b.emit_text("index.add", [after_cnt, one], [IDX], lambda: (
            f'"index.add"({after_cnt.name}, {one.name}) : (index, index) -> index'),
            kind="glue", pool=False)[0]
    # the counter must not be taken for a sink: yield it first
    after_cnt.uses += 1
    inits, bargs = loop_carried(b, r, carried, "scf.yield", term_prefix=[nxt])
    inits = [start] + inits
    types_ = [IDX] + [a.type for a in bargs]
    before_args = [b.block_arg(t) for t in types_]
    cond_name = b.new_name()
    before_lines = [
        f'{cond_name} = "arith.cmpi"({before_args[0].name}, {bound.name}) '
        f'<{{predicate = 2 : i64}}> : (index, index) -> i1',
        f'"scf.condition"({cond_name}, {names(before_args)}) : (i1, {types(before_args)}) -> ()',
    ]
    bound.uses += 1
    after_args = [after_cnt] + bargs

    def text():
        body = generic_regions([(before_args, before_lines), (after_args, r.lines)])
        body[0] = f'"scf.while"({names(inits)}) ' + body[0]
        outs = ", ".join(t.render() for t in types_)
        body[-1] += f" : ({types(inits)}) -> ({outs})"
        return body

    results = b.emit_text("scf.while", inits, types_, text)
    for v in results:
        if result_value_kw(v.type):
            v.root = True
