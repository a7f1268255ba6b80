"""Bisection once per located pass (``--locate-divergence first``): a wrong-code difference
whose divergent path has a pass an earlier program located is confirmed by two probes, with
the key and known-bug id the binary search gives."""

from __future__ import annotations

import itertools

import pytest

from ground.draw import derive_seed
from lowering.findings.reproducer import first_change
from lowering.findings.store import FindingStore
from lowering.run.program import RunOptions, run_program
from smith.gen.gen_options import GenOptions
from smith.gen.program import generate_program

AFFINE_FUSION = "affine-loop-fusion-view-write-ignored"  # the quickstart's prog-00009


def _monotone(t: int | None, seen: list[int]):
    """A probe whose output changes once, at prefix length ``t`` (never when None)."""

    def probe(k: int) -> bool:
        seen.append(k)
        return t is not None and k >= t

    return probe


@pytest.mark.parametrize("n", [1, 2, 3, 7, 12])
def test_hints_give_the_binary_search_answer(n):
    """On every single-change outcome and every hint list of up to two indices, the answer
    is the binary search's; a right hint takes two probes, each probe is made once."""
    for t in [None, *range(1, n + 1)]:
        plain, _, hinted = first_change(n, _monotone(t, []))
        assert plain == t
        assert not hinted
        for hints in itertools.chain([()], itertools.permutations(range(n + 1), 1),
                                     itertools.permutations(range(n + 1), 2)):
            seen: list[int] = []
            k, probes, by_hint = first_change(n, _monotone(t, seen), hints)
            assert k == t, (t, hints)
            assert probes == len(seen) == len(set(seen))
            if t is not None and hints and hints[0] == t - 1 and t > 1:
                assert by_hint
                assert probes == 2


def test_unfinished_probe_is_unlocated():
    assert first_change(5, lambda k: None) == (None, 1, False)
    # a hint whose prefix cannot be completed is skipped; the search then starts at 0
    k, _, by_hint = first_change(5, lambda k: None if k == 2 else k >= 3, [2])
    assert (k, by_hint) == (3, False)


def test_located_pass_is_confirmed_not_bisected(toolchain, passmap, known, mlir_version,
                                                tmp_path):
    """prog-00009 of the README quickstart (an affine-loop-fusion difference): bisected
    alone; confirmed by two probes once affine-loop-fusion is located; bisected again under
    ``all``; same key and known id each time: the write through a view the pass ignores,
    confirmed (its output does not depend on fresh memory, so not the uninitialised read its
    key also matches, issue 30)."""
    text = generate_program(derive_seed(7, 9), GenOptions(), mlir_version,
                            extra={"corpus_seed": 7, "index": 9}).text

    def run(name, located=(), mode="first"):
        out = tmp_path / name
        return run_program(text, "prog-00009", RunOptions(locate_divergence=mode), toolchain,
                           passmap, known, out, store=FindingStore(out), located=located)

    alone = run("alone")
    assert alone.verdict.known_id == AFFINE_FUSION
    assert alone.near_miss is None
    assert alone.locate["pass"] == "affine-loop-fusion"
    assert not alone.locate["hinted"]
    confirmed = run("confirmed", located=("canonicalize", "affine-loop-fusion"))
    assert confirmed.locate["hinted"]
    assert confirmed.locate["probes"] < alone.locate["probes"]
    assert run("only", located=("affine-loop-fusion",)).locate == {
        "pass": "affine-loop-fusion", "probes": 2, "hinted": True}
    assert (confirmed.verdict.signature, confirmed.verdict.known_id) == \
        (alone.verdict.signature, alone.verdict.known_id)
    every = run("all", located=("affine-loop-fusion",), mode="all")
    assert not every.locate["hinted"]
    assert every.verdict.signature == alone.verdict.signature
    assert run("none", mode="none").locate is None
    assert RunOptions(locate_divergence=True).locate_divergence == "first"
    assert RunOptions(locate_divergence=False).locate_divergence == "none"
