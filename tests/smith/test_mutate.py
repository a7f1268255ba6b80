"""Mutation of seeds (``smith.mutate``) on the real toolchain: every operator makes a verified,
guarded and checksummed mutant of a small seed or is counted as not applicable; a mutant is
rebuilt byte for byte from its header (``smith replay``); a seed with no raw form is counted,
never an error; ``smith campaign --seeds`` alternates generated programs with mutants."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from ground.header import read_header
from ground.manifest import corpus_files
from ground.mlir_ir import op_histogram, parse_verify
from smith.app.guide import CoverageGuide
from smith.app.records import JournalRecord
from smith.app.seed_pick import mutation_of
from smith.gen.gen_options import GenOptions
from smith.gen.program import generate_program
from smith.mutate import OPERATORS, RAW_RECIPES, mutate, raw_form, replay_mutant

DRAWS = range(6)


def _smith(*args, check=True) -> subprocess.CompletedProcess:
    res = subprocess.run([sys.executable, "-m", "smith", *map(str, args)], capture_output=True,
                         text=True, timeout=600, env=dict(os.environ))
    if check:
        assert res.returncode == 0, (res.stdout, res.stderr)
    return res


@pytest.fixture(scope="module")
def seed_dir(tmp_path_factory) -> Path:
    """A seed corpus of three small generated programs (two dialect sets)."""
    d = tmp_path_factory.mktemp("seeds")
    (d / "programs").mkdir()
    for i, dialects in enumerate([("arith", "tosa"), ("arith", "tosa"),
                                  ("affine", "arith", "linalg", "memref", "scf", "tensor",
                                   "vector")]):
        prog = generate_program(100 + i, GenOptions(dialects=dialects, ops=16), "22.1.8")
        (d / "programs" / f"prog-{i:05d}.mlir").write_text(prog.text)
    return d


@pytest.mark.parametrize("name", sorted(OPERATORS))
def test_operator_makes_verified_mutants(seed_dir, name):
    outcomes = Counter()
    for k, seed in enumerate(sorted((seed_dir / "programs").glob("*.mlir"))):
        seed_hist = op_histogram(raw_form(seed.read_text(), str(seed))[0], func="compute")
        for d in DRAWS:
            out = mutate(seed, 1000 * k + d, "22.1.8", operators=(name,), steps=1)
            outcomes[out.reason or "mutant"] += 1
            if out.text is None:
                assert out.reason == "not-applicable", (name, out.reason)
                continue
            _, hist = parse_verify(out.text, name)  # the mutant verifies
            assert hist["vector.print"] >= 1  # checksummed like a generated program
            meta = read_header(out.text)["mutation"]
            assert [s["operator"] for s in meta["steps"]] == [name]
            assert meta["seed_file"] == str(seed.resolve())
            raw = mutate(seed, 1000 * k + d, "22.1.8", operators=(name,), steps=1, raw=True)
            assert op_histogram(raw.text, func="compute") != seed_hist or \
                name in ("replace_operand", "change_attribute")
    assert outcomes["mutant"] >= 1, outcomes


def test_replay_rebuilds_mutant(seed_dir, tmp_path):
    seed = seed_dir / "programs" / "prog-00000.mlir"
    out = mutate(seed, 7, "22.1.8", steps=3)
    assert out.text is not None, out.reason
    assert len(read_header(out.text)["mutation"]["steps"]) == 3
    assert replay_mutant(out.text) == out.text
    f = tmp_path / "mutant.mlir"
    f.write_text(out.text)
    assert "identical" in _smith("replay", f).stdout
    # a mutant of a mutant: its raw form is the first mutant rebuilt, not guarded twice
    again = mutate(f, 8, "22.1.8", steps=1)
    assert again.text is not None, again.reason
    assert replay_mutant(again.text) == again.text


def _no_header(text: str) -> str:
    return "".join(ln for ln in text.splitlines(keepends=True) if not ln.startswith("//"))


def test_seed_raw_forms(tmp_path):
    """A module with no header whose @main prints nothing (an unguarded harnessed function,
    here not named @compute) is its own raw form; a guarded and checksummed module with no
    header saying how it was made is counted as ``seed-not-raw``, never an error."""
    plain = generate_program(5, GenOptions(ops=8, ubfix=False, checksum=False), "22.1.8")
    f = tmp_path / "harnessed.mlir"
    f.write_text(_no_header(plain.text).replace("@compute", "@test_fn"))
    made = [mutate(f, d, "22.1.8", steps=2) for d in range(3)]
    assert any(o.text is not None for o in made), [o.reason for o in made]
    for o in made:
        if o.text is not None:
            assert "vector.print" in o.text
            assert "func.func @test_fn" in o.text
            assert replay_mutant(o.text) == o.text
    done = generate_program(5, GenOptions(ops=8), "22.1.8")
    g = tmp_path / "finished.mlir"
    g.write_text(_no_header(done.text))  # guarded and checksummed, no recipe
    out = mutate(g, 1, "22.1.8")
    assert out.text is None
    assert out.reason == "seed-not-raw"


@pytest.mark.slow
def test_campaign_with_seeds(seed_dir, tmp_path):
    d = tmp_path / "c"
    _smith("campaign", "--seed", "4", "--ops", "12", "--paths", "2", "--count", "4",
           "--jobs", "1", "--seeds", seed_dir, "--out", d, "--no-progress")
    assert json.loads((d / "campaign.json").read_text())["seeds"] == str(seed_dir.resolve())
    recs = sorted((json.loads(x) for x in (d / "campaign.jsonl").read_text().splitlines()),
                  key=lambda r: r["index"])
    assert len(recs) == 4
    mutants = [r for r in recs if r.get("mutation")]
    assert mutants
    assert all(r["index"] % 2 == 1 for r in mutants)
    for r in recs:
        text = (d / r["file"]).read_text()
        assert ("mutation" in read_header(text)) == bool(r.get("mutation"))
        assert "identical" in _smith("replay", d / r["file"]).stdout


def test_seed_power_schedule():
    """``--guide coverage`` with seeds: a seed whose mutants applied new pairs gets more
    weight than an untried one, which gets more than one whose mutants found nothing new."""
    guide = CoverageGuide([("Canonicalizer", "A"), ("Canonicalizer", "B")])
    seeds = ["/s/a.mlir", "/s/b.mlir", "/s/c.mlir"]
    for k, (seed, applied) in enumerate(((seeds[0], [0, 1]), (seeds[1], [0]))):
        guide.update(JournalRecord(coverage={"applied": applied},
                                   mutation={"seed_file": seed},
                                   file=f"programs/prog-{k:05d}.mlir", gen_seconds=1.0,
                                   run_seconds=1.0))
    assert guide.queue == ["programs/prog-00000.mlir"]  # the mutant that applied new pairs
    w = guide.seed_weights(seeds)
    assert w[0] > w[2] > w[1]
    picks = Counter(mutation_of(1, i, seeds, w)["seed_file"] for i in range(1, 600, 2))
    assert picks[seeds[0]] > picks[seeds[1]]
    assert mutation_of(1, 3, seeds) == mutation_of(1, 3, seeds)  # a function of seed and index


def test_registered_raw_recipe(tmp_path, monkeypatch):
    """A finished seed whose header names a registered recipe (as the importer of upstream
    tests registers one for ``origin``; here another importer's key) is mutated from the raw
    form the recipe rebuilds, and is not mutated before the recipe is registered."""
    raw = _no_header(generate_program(6, GenOptions(ops=8, ubfix=False, checksum=False),
                                      "22.1.8").text)
    done = _no_header(generate_program(6, GenOptions(ops=8), "22.1.8").text)
    f = tmp_path / "imported.mlir"
    f.write_text('// smith: {"other_importer": {"file": "x.mlir", "piece": 0}}\n' + done)
    assert mutate(f, 1, "22.1.8").reason == "seed-not-raw"
    monkeypatch.setitem(RAW_RECIPES, "other_importer",
                        lambda meta, text, source, specs_root: (raw, GenOptions()))
    out = mutate(f, 1, "22.1.8", steps=1)
    assert out.text is not None, out.reason
    assert replay_mutant(out.text) == out.text


INLINE_MAIN = """\
func.func @main() {
  %a = arith.constant dense<[1, -2, 3, 4]> : tensor<4xi32>
  %b = arith.constant dense<[4, 0, -2, 1]> : tensor<4xi32>
  %s = tosa.add %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %m = tosa.maximum %s, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %m[%c0] : tensor<4xi32>
  %y = tensor.extract %b[%c0] : tensor<4xi32>
  %q = arith.divsi %x, %y : i32
  vector.print %q : i32
  return
}
"""


def test_inline_main_seed(tmp_path):
    """A test whose @main computes inline and prints (an upstream integration test) is its
    own raw form and the mutated function: its divisions are guarded, its values checksummed."""
    f = tmp_path / "inline.mlir"
    f.write_text(INLINE_MAIN)
    made = [mutate(f, d, "22.1.8", steps=2) for d in range(4)]
    kept = [o for o in made if o.text is not None]
    assert kept, [o.reason for o in made]
    for o in kept:
        _, hist = parse_verify(o.text, "inline")
        assert hist["arith.select"] >= 1  # the divsi guard
        assert hist["vector.print"] >= 2  # its own print and the checksum
        assert replay_mutant(o.text) == o.text


def test_imported_upstream_seeds_are_mutated():
    """The seeds `smith seeds import` ships (corpora/upstream-22.1.8) have a raw form (their
    functions with the harness's @main drawn again from the header's seed, before guards and
    checksum), so their mutants are made, verify, edit the piece's function (not the harness
    wrapper) and replay byte for byte."""
    seeds = [f for _, f in corpus_files(Path(__file__).resolve().parents[2] / "corpora" /
                                        "upstream-22.1.8", harnessed_only=True).programs]
    made = 0
    for i, seed in enumerate(seeds[:: max(1, len(seeds) // 8)][:8]):
        raw, options = raw_form(seed.read_text(), str(seed))
        assert "@main" in raw
        assert options.dialects
        out = mutate(seed, 500 + i, "22.1.8")
        if out.text is None:
            assert out.reason in ("not-applicable",) or out.reason.startswith("verify"), out.reason
            continue
        made += 1
        parse_verify(out.text)
        assert replay_mutant(out.text, "mutant") == out.text
    assert made >= 4


ACC_PIECE = """// smith: {"harnessed": false, "kind": "upstream-test"}
func.func @testhostdataop(%a: memref<f32>, %ifCond: i1) -> () {
  %0 = acc.use_device varPtr(%a : memref<f32>) -> memref<f32>
  %true = arith.constant true
  acc.host_data dataOperands(%0 : memref<f32>) if(%true) {
  }
  return
}
"""


def test_pipeline_seed_of_a_foreign_dialect_is_not_mutated(tmp_path):
    """A pipeline seed with ops of a dialect the specs do not describe is not mutated (the
    seed then runs unmutated): mutating this OpenACC piece of MLIR's tests
    (Dialect/OpenACC/canonicalize.mlir piece 10) crashed the bindings in a campaign's worker."""
    seed = tmp_path / "acc.mlir"
    seed.write_text(ACC_PIECE)
    for k in range(3):
        out = mutate(seed, k, "22.1.8", harnessed=False)
        assert out.text is None
        assert out.reason == "foreign"



SHIPPED = Path(__file__).resolve().parents[2] / "corpora" / "upstream-22.1.8" / "programs"


@pytest.mark.parametrize("donor", ["seed-00891.mlir", "seed-01111.mlir"])
def test_splice_function_takes_no_pipeline_seed_as_donor(tmp_path, donor):
    """``splice_function`` refuses a pipeline seed (``"harnessed": false``) as its donor: the
    OpenACC piece seed-00891 (Dialect/OpenACC/canonicalize.mlir piece 16), harnessed again,
    gave the reach campaign's mutant 401 of seed-00805 a call to ``acc.kernel_environment``
    ("runtime: error: unsupported OpenACC operation"), and the TOSA piece seed-01111
    (Dialect/Tosa/constant-op-fold.mlir piece 0) gave mutant 8477 its quantized
    ``tosa.const`` that tosa-to-arith cannot lower; with a harnessed seed of the same corpus
    as the donor the operator applies."""
    corpus = tmp_path / "programs"
    corpus.mkdir()
    for name in ("seed-00805.mlir", donor):
        (corpus / name).write_text((SHIPPED / name).read_text())
    seed = corpus / "seed-00805.mlir"
    for k in range(3):
        out = mutate(seed, k, "22.1.8", operators=("splice_function",), steps=1)
        assert out.reason == "not-applicable", out.reason
        assert out.text is None
        assert set(out.tried["splice_function"]) == {"not-applicable"}
    (corpus / donor).unlink()
    (corpus / "seed-00968.mlir").write_text((SHIPPED / "seed-00968.mlir").read_text())
    made = [mutate(seed, k, "22.1.8", operators=("splice_function",), steps=1)
            for k in range(3)]
    assert any(out.text is not None and "s0_negative_unroll_dynamic_parallel_loop" in out.text
               for out in made), [out.reason for out in made]


def test_splice_function_takes_no_mutant_of_a_pipeline_seed_as_donor(tmp_path):
    """A mutant of a pipeline seed (a campaign used as a seed corpus) is no donor either: its
    header's ``mutation`` says ``"harnessed": false``."""
    corpus = tmp_path / "programs"
    corpus.mkdir()
    pipeline = tmp_path / "seed-01111.mlir"
    pipeline.write_text((SHIPPED / "seed-01111.mlir").read_text())
    donor = next(out for k in range(8)
                 if (out := mutate(pipeline, k, "22.1.8", harnessed=False)).text is not None)
    assert read_header(donor.text)["mutation"]["harnessed"] is False
    (corpus / "prog-00001.mlir").write_text(donor.text)
    seed = corpus / "seed-00805.mlir"
    seed.write_text((SHIPPED / "seed-00805.mlir").read_text())
    for k in range(3):
        out = mutate(seed, k, "22.1.8", operators=("splice_function",), steps=1)
        assert out.reason == "not-applicable", out.reason
