"""The TOSA 1.0 REQUIRE guards (``ubfix.rules.tosa_spec`` and the tosa rules) are exact on the
real toolchain: each program below mixes lanes where the REQUIRE holds (their values must be
what the unguarded op gives, computed here independently) with lanes where it fails (they must
get a defined value); both are checked on mlir-runner output."""

from __future__ import annotations

import json
import math

import pytest
from ubfix_helpers import PIPELINES, ROOT, run

from ground.proc import run_tool
from ubfix.rewrite import fix_ub

P1 = PIPELINES["P1-loops"]
# the TOSA front end of the reference model's probe: tosa-to-scf first (scatter)
LOOPS = json.loads((ROOT / "judges" / "tosa_ref" / "probe_pipelines.json").read_text())[
    "pipelines"]["loops"]
MIN, MAX = -(1 << 31), (1 << 31) - 1


def _dense(values, elt: str) -> str:
    if values and isinstance(values[0], list):
        return "[" + ", ".join(_dense(v, elt) for v in values) + "]"
    return "[" + ", ".join(str(v) for v in values) + "]"


def _flit(v: float) -> str:
    if math.isnan(v):
        return "0x7FC00000"
    if math.isinf(v):
        return "0x7F800000" if v > 0 else "0xFF800000"
    return f"{float(v):e}"


def _constant(name: str, values: list, t: str) -> str:
    """An ``arith.constant`` (integers) or ``tensor.from_elements`` of scalar constants (floats:
    NaN and inf have only hexadecimal literals, which dense lists do not take)."""
    elt = t.split("x")[-1][:-1]
    if elt.startswith("i"):
        return f"  {name} = arith.constant dense<{_dense(values, elt)}> : {t}"
    lines = [f"  {name}_{k} = arith.constant {_flit(v)} : {elt}" for k, v in enumerate(values)]
    elems = ", ".join(f"{name}_{k}" for k in range(len(values)))
    return "\n".join(lines + [f"  {name} = tensor.from_elements {elems} : {t}"])


def _program(op_text: str, args: list[tuple[list, str]], out: str, n: int) -> str:
    """``@compute`` holding ``op_text`` (operands %a0.., result %r : ``out``), called from
    ``@main`` on constants ``args`` (values, tensor type); prints the ``n`` elements of the
    result flattened (rank 1 or [n, 1])."""
    params = ", ".join(f"%a{i}: {t}" for i, (_, t) in enumerate(args))
    types = ", ".join(t for _, t in args)
    consts = "\n".join(_constant(f"%c{i}", v, t) for i, (v, t) in enumerate(args))
    call_args = ", ".join(f"%c{i}" for i in range(len(args)))
    elt = out.split("x")[-1][:-1]
    rank2 = out.count("x") == 2
    prints = []
    for i in range(n):
        idx = f"%i{i}, %i0" if rank2 else f"%i{i}"
        prints.append(f"  %i{i} = arith.constant {i} : index\n"
                      f"  %e{i} = tensor.extract %r[{idx}] : {out}\n"
                      f"  vector.print %e{i} : {elt}")
    prints = "\n".join(prints).replace("%i0 = arith.constant 0 : index\n", "%i0 = arith.constant "
                                       "0 : index\n", 1)
    return f"""
func.func @compute({params}) -> {out} {{
{op_text}
  return %r : {out}
}}
func.func @main() {{
{consts}
  %r = func.call @compute({call_args}) : ({types}) -> {out}
{prints}
  return
}}
"""


def _run(tc, text: str, pipeline: str = P1) -> list[str]:
    fixed = fix_ub(text)
    assert fixed.hits, "the rule did not fire"
    assert not fixed.unguarded, fixed.warnings
    rc, out = run(tc, fixed.text, pipeline, "-O0")
    assert rc == 0, (rc, out)
    return out.split()


def _ints(tc, text: str, pipeline: str = P1) -> list[int]:
    return [int(v) for v in _run(tc, text, pipeline)]


def _validates(tc, text: str) -> None:
    """The guarded @compute passes strict tosa-validate (the guards stay TOSA 1.0)."""
    res = run_tool([tc.mlir_opt, "--tosa-validate=strict-op-spec-alignment", "-"],
                   stdin=fix_ub(text).text, timeout=60)
    assert res.ok, res.stderr


def _binary(op: str, a: list[int], b: list[int]) -> str:
    n = len(a)
    t = f"tensor<{n}xi32>"
    return _program(f"  %r = {op} %a0, %a1 : ({t}, {t}) -> {t}", [(a, t), (b, t)], t, n)


def test_add_changes_only_overflowing_lanes(tc):
    a = [MAX, MAX, MIN, MIN, 5, -7, 1 << 30]
    b = [1, -5, -1, 3, MAX - 5, MIN + 7, 1 << 30]
    got = _ints(tc, _binary("tosa.add", a, b))
    # defined lanes: the exact sum; overflowing lanes saturate
    assert got == [MAX, MAX - 5, MIN, MIN + 3, MAX, MIN, MAX]
    _validates(tc, _binary("tosa.add", a, b))


def test_sub_changes_only_overflowing_lanes(tc):
    a = [MIN, MIN, MAX, MAX, -5, 0, -1]
    b = [1, -5, -1, 3, MAX, MIN, MAX]
    got = _ints(tc, _binary("tosa.sub", a, b))
    assert got == [MIN, MIN + 5, MAX, MAX - 3, MIN, MAX, MIN]


def test_add_broadcast(tc):
    """The guarded operand takes the broadcast shape: [1] + [4]."""
    text = _program("  %r = tosa.add %a0, %a1 : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>",
                    [([MAX - 1], "tensor<1xi32>"), ([0, 1, 2, -3], "tensor<4xi32>")],
                    "tensor<4xi32>", 4)
    assert _ints(tc, text) == [MAX - 1, MAX, MAX, MAX - 4]


@pytest.mark.parametrize(("op", "f"), [("abs", abs), ("negate", lambda v: -v)])
def test_negate_abs_of_min(tc, op, f):
    xs = [MIN, MIN + 1, -3, 0, MAX]
    t = "tensor<5xi32>"
    if op == "negate":
        body = ("  %z = \"tosa.const\"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>\n"
                f"  %r = tosa.negate %a0, %z, %z : ({t}, tensor<1xi32>, tensor<1xi32>) -> {t}")
    else:
        body = f"  %r = tosa.abs %a0 : ({t}) -> {t}"
    text = _program(body, [(xs, t)], t, 5)
    got = _ints(tc, text)
    assert got[1:] == [f(v) for v in xs[1:]]
    assert got[0] == f(MIN + 1)
    _validates(tc, text)


def _reduce(rows: list[list[int]]) -> str:
    n, k = len(rows), len(rows[0])
    t = f"tensor<{n}x{k}xi32>"
    o = f"tensor<{n}x1xi32>"
    return _program(f"  %r = tosa.reduce_sum %a0 {{axis = 1 : i32}} : ({t}) -> {o}",
                    [(rows, t)], o, n)


def test_reduce_sum_prefix_overflow(tc):
    """Row 0: the total fits but the prefix MAX + 1 overflows (UB, guarded to 0); row 1: every
    prefix fits (exact); row 2: the total overflows; row 3: big values that cancel in time."""
    rows = [[MAX, 1, -5], [MAX, -1, 1], [MIN, -1, 1], [MAX - 1, 1, -10]]
    text = _reduce(rows)
    assert _ints(tc, text) == [0, MAX, 0, MAX - 10]
    _validates(tc, text)


POW_X = [2.0, 0.0, 0.0, -1.0, float("nan"), float("inf"), 0.5, 3.0, 0.0, 1e-45, 4.0]
POW_Y = [3.0, 2.0, 0.0, 2.0, 1.0, 1.0, float("nan"), float("-inf"), -1.0, 1.0, 0.5]


def test_pow_domain(tc):
    t = "tensor<11xf32>"
    text = _program(f"  %r = tosa.pow %a0, %a1 : ({t}, {t}) -> {t}", [(POW_X, t), (POW_Y, t)],
                    t, 11)
    got = _run(tc, text)
    rc, unguarded = run(tc, text, P1, "-O0")
    assert rc == 0
    defined = [0, 1, 9, 10]  # lanes where every POW REQUIRE holds: as printed without guards
    assert [got[i] for i in defined] == [unguarded.split()[i] for i in defined]
    assert [float(got[i]) for i in (0, 1, 10)] == [8.0, 0.0, 2.0]
    got = [float(v) for v in got]
    # every other lane computes 1 ** 0
    assert [g for i, g in enumerate(got) if i not in defined] == [1.0] * 7
    _validates(tc, text)


def test_constant_operands_are_checked_not_skipped(tc):
    """A constant INT32_MIN input is guarded; constants that cannot overflow are left alone."""
    t = "tensor<2xi32>"
    body = ("  %m = \"tosa.const\"() {values = dense<[-2147483648, 5]> : tensor<2xi32>} : () -> "
            f"{t}\n  %z = \"tosa.const\"() {{values = dense<0> : tensor<1xi32>}} : () -> "
            f"tensor<1xi32>\n  %n = tosa.negate %m, %z, %z : ({t}, tensor<1xi32>, tensor<1xi32>)"
            f" -> {t}\n  %r = tosa.add %n, %a0 : ({t}, {t}) -> {t}")
    text = _program(body, [([0, 0], t)], t, 2)
    assert _ints(tc, text) == [MAX, -5]
    safe = body.replace("-2147483648", "-7")
    assert not fix_ub(_program(safe, [([0, 0], t)], t, 2)).hits.get("tosa_negate_abs_min")


def _mul_ref(a: int, b: int, s: int) -> int | None:
    """TOSA 1.0 MUL for i32 with shift s > 0: the rounded result, None when it leaves int32."""
    q = (a * b + (1 << (s - 1))) >> s
    return q if MIN <= q <= MAX else None


@pytest.mark.parametrize("s", [1, 10, 31])
def test_mul_with_shift_changes_only_out_of_range_lanes(tc, s):
    """Lanes at both edges of the range (rounding included), the extremes, negatives."""
    edge = 1 << (31 + s - 1)  # 2**(30+s): products around 2**(31+s) are the boundary
    pairs = [(MIN, MIN), (MAX, MAX), (MIN, MAX), (MIN, 1), (MAX, 1), (-1, 1), (0, MIN),
             (123456, -98765), (1 << 20, 1 << 20), (-(1 << 21), 1 << 20)]
    for k in (-2, -1, 0, 1):
        # x * 2 near +-2**(31+s) and the rounding carry
        x = edge + k * (1 << (s - 1)) if s > 1 else edge + k
        pairs += [((x // (1 << 16)), 1 << 17), (-(x // (1 << 16)), 1 << 17)]
    pairs += [((1 << (15 + s)) - 1, 1 << 16), (-(1 << (15 + s)), 1 << 16)]
    pairs = [(a, b) for a, b in pairs if MIN <= a <= MAX and MIN <= b <= MAX]
    a, c = [p[0] for p in pairs], [p[1] for p in pairs]
    n = len(pairs)
    t = f"tensor<{n}xi32>"
    body = (f"  %s = \"tosa.const\"() {{values = dense<{s}> : tensor<1xi8>}} : () -> tensor<1xi8>\n"
            f"  %r = tosa.mul %a0, %a1, %s : ({t}, {t}, tensor<1xi8>) -> {t}")
    text = _program(body, [(a, t), (c, t)], t, n)
    got = _ints(tc, text)
    want = [_mul_ref(x, y, s) for x, y in pairs]
    assert any(w is None for w in want)
    assert any(w is not None for w in want)
    assert got == [0 if w is None else w for w in want]
    _validates(tc, text)


def test_scatter_replaces_only_batches_that_violate(tc):
    """Run-time indices: batch 0 is valid and keeps its indices, batch 1 has a repeat and an
    index outside [0, K) and gets [0, 1, 2]."""
    body = ("  %v = \"tosa.const\"() {values = dense<0> : tensor<2x4x1xi32>} : () -> "
            "tensor<2x4x1xi32>\n"
            "  %s = tosa.scatter %v, %a0, %a1 : (tensor<2x4x1xi32>, tensor<2x3xi32>, "
            "tensor<2x3x1xi32>) -> tensor<2x4x1xi32>\n"
            "  %shape = tosa.const_shape {values = dense<8> : tensor<1xindex>} : () -> "
            "!tosa.shape<1>\n"
            "  %r = tosa.reshape %s, %shape : (tensor<2x4x1xi32>, !tosa.shape<1>) -> "
            "tensor<8xi32>")
    text = _program(body, [([[1, 3, 0], [2, 2, 5]], "tensor<2x3xi32>"),
                           ([[[10], [20], [30]], [[40], [50], [60]]], "tensor<2x3x1xi32>")],
                    "tensor<8xi32>", 8)
    assert _ints(tc, text, LOOPS) == [30, 10, 0, 20, 40, 50, 60, 0]
    _validates(tc, text)


def test_every_run_time_require_names_its_guard():
    """judges/tosa_ref/requires.json: each REQUIRE names the ubfix rule registered for its op,
    or says why it has none."""
    from ubfix.registry import BY_NAME

    table = json.loads((ROOT / "judges" / "tosa_ref" / "requires.json").read_text())
    for e in table["requires"]:
        if e["rule"] is None:
            assert e["unguarded"], e
        else:
            assert e["op"] in BY_NAME[e["rule"]].op_names, e


def test_conv_bias_changes_only_overflowing_elements(tc):
    """i8 conv2d: batch 0 has acc = +-10000 and overflows with both biases (saturates), batch 1
    has acc = 0 and keeps the biases exactly."""
    body = ("  %z = \"tosa.const\"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>\n"
            "  %c = tosa.conv2d %a0, %a1, %a2, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>,"
            " pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x1x1x1xi8>, "
            "tensor<2x1x1x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> "
            "tensor<2x1x1x2xi32>\n"
            "  %shape = tosa.const_shape {values = dense<4> : tensor<1xindex>} : () -> "
            "!tosa.shape<1>\n"
            "  %r = tosa.reshape %c, %shape : (tensor<2x1x1x2xi32>, !tosa.shape<1>) -> "
            "tensor<4xi32>")
    text = _program(body, [([[[[100]]], [[[0]]]], "tensor<2x1x1x1xi8>"),
                           ([[[[100]]], [[[-100]]]], "tensor<2x1x1x1xi8>"),
                           ([MAX - 5, MIN + 3], "tensor<2xi32>")], "tensor<4xi32>", 4)
    assert _ints(tc, text, LOOPS) == [MAX, MIN, MAX - 5, MIN + 3]
    _validates(tc, text)
    safe = text.replace(f"dense<[{MAX - 5}, {MIN + 3}]>", "dense<[7, -7]>")
    assert _ints(tc, safe.replace("%a2, %z", "%a2, %z"), LOOPS) == [10007, -10007, 7, -7]
