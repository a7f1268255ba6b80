"""``smith corpus export``: generic/bytecode/libFuzzer seeds round-trip through mlir-opt (a
bytecode seed once its trailing NUL is cut off), zips are reproducible, duplicates are dropped
and the kept set covers every op and op pair."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest
from campaign_helpers import smith

from ground.proc import run_tool
from smith.app.export import (
    BYTECODE_FUZZER_ZIP,
    BYTECODE_MAGIC,
    TEXT_FUZZER_ZIP,
    greedy_cover,
    program_features,
)

SMALL = """\
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %s = arith.addi %a, %c : i32
  %r = scf.execute_region -> i32 {
    scf.yield %s : i32
  }
  return %r : i32
}
"""
SMALLER = """\
func.func @g(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %s = arith.addi %a, %c : i32
  return %a : i32
}
"""


@pytest.fixture(scope="module")
def corpus_with_dup(campaign_dir, tmp_path_factory) -> Path:
    """The session campaign's programs plus a copy of prog-00000 whose header differs (listed in
    the manifest: the manifest is the list of a corpus's programs)."""
    d = tmp_path_factory.mktemp("export") / "corpus"
    shutil.copytree(campaign_dir / "programs", d / "programs")
    manifest = json.loads((campaign_dir / "manifest.json").read_text())
    text = (d / "programs" / "prog-00000.mlir").read_text()
    (d / "programs" / "prog-00099.mlir").write_text("// a copy with another comment\n" + text)
    manifest["programs"].append(manifest["programs"][0] | {
        "id": "prog-00099", "file": "programs/prog-00099.mlir"})
    (d / "manifest.json").write_text(json.dumps(manifest))
    return d


@pytest.fixture(scope="module")
def libfuzzer_out(corpus_with_dup, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("export") / "lf"
    smith("corpus", "export", corpus_with_dup, "--format", "libfuzzer", "--out", out)
    return out


def _generic(toolchain, data: bytes) -> str:
    res = run_tool([toolchain.mlir_opt, "-", "--mlir-print-op-generic"], stdin=data)
    assert res.ok, res.stderr
    return res.stdout


def test_text_seeds_round_trip(libfuzzer_out, toolchain):
    with zipfile.ZipFile(libfuzzer_out / TEXT_FUZZER_ZIP) as zf:
        names = zf.namelist()
        assert names
        for name in names:
            seed = zf.read(name)
            assert seed.endswith(b"\0")
            assert b"\0" not in seed[:-1]
            assert not seed.startswith(BYTECODE_MAGIC)
            text = seed[:-1].decode()
            assert '"func.func"() <{' in text  # generic form
            assert _generic(toolchain, seed[:-1]) == text


def test_bytecode_seeds_round_trip(libfuzzer_out, toolchain, tmp_path):
    manifest = json.loads((libfuzzer_out / "manifest.json").read_text())
    kept = [p for p in manifest["programs"] if p["kept"]]
    assert kept
    with zipfile.ZipFile(libfuzzer_out / BYTECODE_FUZZER_ZIP) as bz, \
            zipfile.ZipFile(libfuzzer_out / TEXT_FUZZER_ZIP) as tz:
        assert len(bz.namelist()) == len(kept)
        for p in kept:
            seed = bz.read(p["file"][BYTECODE_FUZZER_ZIP])
            assert seed.startswith(BYTECODE_MAGIC)
            assert seed.endswith(b"\0")
            raw = tmp_path / f"{p['id']}.seed"  # as the zip holds it: plain mlir-opt rejects
            raw.write_bytes(seed)  # it, as README and `smith corpus export --help` say
            res = run_tool([toolchain.mlir_opt, raw, "--mlir-print-op-generic"])
            assert not res.ok
            assert "end of the bytecode" in res.stderr
            f = tmp_path / f"{p['id']}.mlirbc"
            f.write_bytes(seed[:-1])
            res = run_tool([toolchain.mlir_opt, f, "--mlir-print-op-generic"])
            assert res.ok, res.stderr
            assert res.stdout == tz.read(p["file"][TEXT_FUZZER_ZIP])[:-1].decode()


def test_zips_reproducible(corpus_with_dup, libfuzzer_out, tmp_path):
    smith("corpus", "export", corpus_with_dup, "--format", "libfuzzer", "--out", tmp_path / "b")
    for name in (TEXT_FUZZER_ZIP, BYTECODE_FUZZER_ZIP):
        assert (tmp_path / "b" / name).read_bytes() == (libfuzzer_out / name).read_bytes()
        with zipfile.ZipFile(libfuzzer_out / name) as zf:
            assert {i.date_time for i in zf.infolist()} == {(1980, 1, 1, 0, 0, 0)}


def test_dedup_and_cover(corpus_with_dup, libfuzzer_out):
    m = json.loads((libfuzzer_out / "manifest.json").read_text())
    by_id = {p["id"]: p for p in m["programs"]}
    assert by_id["prog-00099"]["kept"] is False
    assert by_id["prog-00099"]["reason"].startswith("duplicate of prog-00000")
    assert m["unique"] == m["programs_in"] - 1
    assert m["coverage_kept"] == m["coverage_all"]
    assert m["seed"] == 1
    assert m["mlir_version"]
    assert m["smith_version"]
    feats = {pid: program_features((corpus_with_dup / p["source"]).read_text())
             for pid, p in by_id.items()}
    kept = [pid for pid, p in by_id.items() if p["kept"]]
    for attr in ("ops", "data_pairs", "nest_pairs"):
        everything = set().union(*(getattr(f, attr) for f in feats.values()))
        assert set().union(*(getattr(feats[k], attr) for k in kept)) == everything
    for k in kept:
        assert by_id[k]["new_features"]
        assert by_id[k]["op_histogram"]
        assert "covers" in by_id[k]["reason"]


def test_minimise_drops_covered_program(tmp_path, toolchain):
    src = tmp_path / "c"
    src.mkdir()
    (src / "big.mlir").write_text(SMALL)
    (src / "small.mlir").write_text(SMALLER)  # only ops and pairs that big has
    smith("corpus", "export", src, "--format", "generic", "--out", tmp_path / "o")
    m = json.loads((tmp_path / "o" / "manifest.json").read_text())
    by_id = {p["id"]: p for p in m["programs"]}
    assert by_id["big"]["kept"]
    assert not by_id["small"]["kept"]
    assert by_id["small"]["reason"] == "covered by the kept programs"
    assert sorted(p.name for p in (tmp_path / "o").glob("*.mlir")) == ["big.mlir"]
    smith("corpus", "export", src, "--format", "generic", "--no-minimize", "--out",
          tmp_path / "all")
    assert len(list((tmp_path / "all").glob("*.mlir"))) == 2


@pytest.mark.parametrize("fmt", ["mlir", "generic", "bytecode"])
def test_plain_formats(fmt, corpus_with_dup, tmp_path, toolchain):
    out = tmp_path / fmt
    smith("corpus", "export", corpus_with_dup, "--format", fmt, "--out", out)
    m = json.loads((out / "manifest.json").read_text())
    files = sorted(p.name for p in out.iterdir() if p.name != "manifest.json")
    assert files == sorted(p["file"] for p in m["programs"] if p["kept"])
    for p in m["programs"]:
        if not p["kept"]:
            continue
        data = (out / p["file"]).read_bytes()
        if fmt == "mlir":
            assert data == (corpus_with_dup / p["source"]).read_bytes()
        elif fmt == "generic":
            assert _generic(toolchain, data) == data.decode()
        else:
            assert data.startswith(BYTECODE_MAGIC)


def test_program_features_small():
    f = program_features(SMALL)
    assert f.ops == {"func.func", "arith.constant", "arith.addi", "scf.execute_region",
                     "scf.yield", "func.return"}
    assert f.data_pairs == {("arith.constant", "arith.addi"), ("arith.addi", "scf.yield"),
                            ("scf.execute_region", "func.return")}
    assert f.nest_pairs == {("func.func", "arith.constant"), ("func.func", "arith.addi"),
                            ("func.func", "scf.execute_region"), ("func.func", "func.return"),
                            ("scf.execute_region", "scf.yield")}
    assert f.dialects == {"func", "arith", "scf"}


def test_greedy_cover():
    items = [("a", frozenset("xy")), ("b", frozenset("xyz")), ("c", frozenset("w")),
             ("d", frozenset("z"))]
    picks = greedy_cover(items)
    assert [p for p, _ in picks] == ["b", "c"]
    assert picks[0][1] == ["x", "y", "z"]
    assert greedy_cover([]) == []


def test_export_errors(tmp_path):
    res = smith("corpus", "export", tmp_path / "none", "--out", tmp_path / "o", check=False)
    assert res.returncode == 2
    assert "does not exist" in res.stderr
    (tmp_path / "empty").mkdir()
    res = smith("corpus", "export", tmp_path / "empty", "--out", tmp_path / "o", check=False)
    assert res.returncode == 2
    assert "no *.mlir programs" in res.stderr
