"""``GenOptions.idioms`` (``smith gen --idioms RATE``): programs built with rewrite-pattern idioms
are reproducible, verify with the real mlir-opt, record their idioms, and make the real
``canonicalize`` apply patterns that the same seeds without idioms do not; rate 0 changes
nothing (the default programs are those of the template alone)."""

from __future__ import annotations

import json
import subprocess
import sys

import attrs

from ground.header import read_header
from ground.proc import run_tool
from lowering.coverage import DEBUG_ARGS, Collector
from smith.gen.gen_options import GenOptions
from smith.gen.idiom_data import load_idioms
from smith.gen.idioms import usable_idioms
from smith.gen.program import cached_specs, generate_program
from smith.gen.spec import specs_dir

MIDDLE = ("affine", "arith", "linalg", "memref", "scf", "tensor", "tosa", "vector")
OPTS = GenOptions(dialects=MIDDLE, idioms=0.3)
SEEDS = (1, 2, 3, 4)


def _canonicalizer_applied(toolchain, text: str, tmp_path) -> set[str]:
    path = tmp_path / "p.mlir"
    path.write_text(text)
    col = Collector()
    res = run_tool([toolchain.mlir_opt, str(path), "--canonicalize", *DEBUG_ARGS,
                    "-o", "/dev/null"], timeout=600, stderr_lines=col.feed)
    assert res.returncode == 0, res.stderr[:400]
    return {q for (p, q) in col.coverage().applied if p == "Canonicalizer"}


def test_same_seed_same_bytes_and_header(mlir_version):
    a = generate_program(7, OPTS, mlir_version)
    assert a.text == generate_program(7, OPTS, mlir_version).text
    meta = read_header(a.text)
    assert meta["options"]["idioms"] == 0.3
    assert meta.get("idioms") == a.idioms
    assert sum(a.idioms.values()) >= 1


def test_rate_zero_is_the_default():
    assert "idioms" not in GenOptions(dialects=MIDDLE).to_json()
    base = GenOptions(dialects=MIDDLE)
    assert generate_program(9, base, "22.1.8").text == \
        generate_program(9, attrs.evolve(base, idioms=0.0), "22.1.8").text


def test_usable_idioms_need_all_their_ops():
    arith_only = usable_idioms(cached_specs(("arith",)), specs_dir())
    names = {i["name"] for i in arith_only}
    assert {"AddIAddConstant", "CmpIExtSI", "SelectNotCond"} <= names
    assert "ClampClampOptimization" not in names  # tosa.clamp is not an arith op
    assert len(load_idioms(specs_dir())) > len(arith_only)


def test_idioms_verify_and_apply_more_patterns(toolchain, mlir_version, tmp_path):
    with_idioms: set[str] = set()
    without: set[str] = set()
    for seed in SEEDS:
        prog = generate_program(seed, OPTS, mlir_version)
        res = run_tool([toolchain.mlir_opt, "-", "-o", "/dev/null"], stdin=prog.text,
                       timeout=600)
        assert res.returncode == 0, res.stderr[:400]
        with_idioms |= _canonicalizer_applied(toolchain, prog.text, tmp_path)
        plain = generate_program(seed, attrs.evolve(OPTS, idioms=0.0), mlir_version)
        without |= _canonicalizer_applied(toolchain, plain.text, tmp_path)
    assert with_idioms - without, (sorted(with_idioms), sorted(without))


def test_gen_cli_manifest_records_idioms(tmp_path):
    outs = []
    for name in ("a", "b"):
        out = tmp_path / name
        proc = subprocess.run([sys.executable, "-m", "smith", "gen", "--dialects", "arith",
                               "--count", "3", "--seed", "11", "--idioms", "0.5", "-o", str(out)],
                              capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr
        outs.append(out)
    progs = json.loads((outs[0] / "manifest.json").read_text())["programs"]
    assert any(p.get("idioms") for p in progs)
    for p in progs:
        assert (outs[0] / p["file"]).read_bytes() == (outs[1] / p["file"]).read_bytes()
        assert read_header((outs[0] / p["file"]).read_text()).get("idioms") == p.get("idioms")


def test_idioms_need_the_specs_idioms(tmp_path):
    specs = tmp_path / "specs"
    specs.mkdir()
    for f in specs_dir().glob("*.json"):
        if f.name != "idioms.json":
            (specs / f.name).write_bytes(f.read_bytes())
    proc = subprocess.run([sys.executable, "-m", "smith", "gen", "--specs", str(specs),
                           "--dialects", "arith", "--count", "1", "--idioms", "0.3",
                           "-o", str(tmp_path / "out")], capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 2
    assert "no idioms.json" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_idiom_feeds_no_dynamic_tensor(mlir_version):
    """A tosa elementwise op of a dynamic-shape program runs on ``tensor.cast`` operands and its
    dynamically shaped result is not pooled: an idiom (tosa.clamp of tosa.clamp) fed with that
    result pooled a ``tensor<?x2xi16>`` that ``linalg.broadcast`` then took, building a
    ``tensor.empty`` without its dynamic size (a generator error in a campaign, seed 3100)."""
    opts = GenOptions(dialects=("affine", "arith", "index", "linalg", "math", "memref", "scf",
                                "tensor", "tosa", "vector"), dynamic_shapes=0.2, idioms=0.3)
    prog = generate_program(4636792146194900009, opts, mlir_version)  # verified, or raises
    assert "tensor.empty() : tensor<1x3x?x2xi16>" not in prog.text
