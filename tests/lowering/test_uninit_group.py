"""A difference that reads uninitialised memory on every path, or is nondeterministic, is keyed
by the read (the pass that makes it, the op using the buffer read), never by the first divergent
pass chance picked (issue 30), on the real toolchain."""

from __future__ import annotations

import json
from pathlib import Path

from lowering.findings.store import FindingStore
from lowering.findings.uninit import PatternRuns, locate_uninit, masked_reads, stable_lines
from lowering.findings.uninit_group import group_key
from lowering.passmap import load_passmap
from lowering.paths import LoweringPath, pure_path
from lowering.pipeline import PassRunner
from lowering.run.program import RunOptions, run_program
from lowering.verdict import load_known_wrong_code

FINDINGS = Path(__file__).parent.parent / "fixtures" / "findings"
MAP_INIT = FINDINGS / "one_shot_bufferize_linalg_map_init_read.mlir"
MAP_KEY = "uninitialised read after one-shot-bufferize; buffer of linalg.map"

# the linalg.map of the fixture, and the process id printed between its two values: the output
# changes from run to run whatever fresh memory holds
PID_MAP = """module {
  func.func private @getpid() -> i32
  func.func @main() {
    %x = arith.constant dense<[1, 2]> : tensor<2xi8>
    %init = arith.constant dense<[10, 20]> : tensor<2xi8>
    %m = linalg.map ins(%x : tensor<2xi8>) outs(%init : tensor<2xi8>)
      (%in: i8, %out: i8) {
        %r = arith.addi %in, %out : i8
        linalg.yield %r : i8
      }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = tensor.extract %m[%c0] : tensor<2xi8>
    %b = tensor.extract %m[%c1] : tensor<2xi8>
    %p = call @getpid() : () -> i32
    vector.print %a : i8
    vector.print %p : i32
    vector.print %b : i8
    return
  }
}
"""
PID_ONLY = (Path(__file__).parents[1] / "fixtures" / "lowering" / "pid_only.mlir").read_text()


def _two_paths(program: str, pm, extra: str, after: str | None) -> list[LoweringPath]:
    """The pure path of ``program`` (d0) and the same with ``extra`` after the pass starting
    with ``after`` (first, when None): d1."""
    pure = tuple(pure_path(program, pm))
    i = next(i for i, p in enumerate(pure) if p.startswith(after)) + 1 if after else 0
    return [LoweringPath("d0", pure, pm.func_nested),
            LoweringPath("d1", (*pure[:i], extra, *pure[i:]), pm.func_nested)]


def test_stable_lines_leave_out_what_changes_between_runs():
    a = PatternRuns(("1\n500\n2", "3\n501\n4"), 0, "1\n502\n2")
    assert stable_lines([a]) == [["1", "2"]]
    assert masked_reads(a) is True  # 1, 2 with one pattern, 3, 4 with the other
    same = PatternRuns(("1\n500\n2", "1\n501\n2"), 0, "1\n502\n2")
    assert same.reads_uninitialised  # the whole outputs differ: the process id
    assert masked_reads(same) is False  # the stable lines do not
    assert masked_reads(PatternRuns(("1", None), 0, "1")) is None
    assert stable_lines([PatternRuns(("1\n2",), 0, "1")]) is None  # line counts differ


def test_every_path_read_is_recorded_under_the_read(toolchain, tmp_path, monkeypatch):
    """The linalg.map fixture read on every path (one-shot-bufferize drops the copy of the
    init): a path whose buffer is promoted to the stack prints stack garbage, the pure path
    fresh heap, which glibc fills with a byte pattern here (MALLOC_PERTURB_, each tool run a
    new process) so that the two differ whatever the stack holds. The difference is an
    uninit-read finding keyed by the pass and the op, with the known id of the bug, not a
    wrong-code signature keyed by a first divergent pass."""
    monkeypatch.setenv("MALLOC_PERTURB_", "85")
    monkeypatch.setenv("GLIBC_TUNABLES", "glibc.malloc.tcache_count=0")
    program = MAP_INIT.read_text()
    pm = load_passmap(toolchain)
    store = FindingStore(tmp_path)
    options = RunOptions(paths=2, report_known=True, isolation="subprocess")
    rep = run_program(program, "p", options, toolchain, pm, (),
                      tmp_path, paths=_two_paths(program, pm, "promote-buffers-to-stack",
                                                 "one-shot-bufferize"), store=store)
    assert rep.results[0].output != rep.results[1].output
    assert rep.verdict.kind == "uninit-read"
    assert rep.verdict.signature == MAP_KEY
    assert rep.verdict.known_id == "one-shot-bufferize-linalg-map-init"
    assert rep.to_json()["verdict"] == "uninit-read"
    (finding,) = rep.findings
    assert finding == tmp_path / "findings" / "uninit-read" / "one-shot-bufferize-linalg-map-init"
    meta = json.loads((finding / "meta.json").read_text())
    assert meta["finding_kind"] == "uninit-read"
    assert meta["test"]["finding_kind"] == "uninit-read"
    assert meta["uninit"]["classification"] == "every-path"
    group = meta["uninit_group"]
    assert group["pass_name"].startswith("one-shot-bufferize")
    assert group["buffer_user"] == "linalg.map"
    assert group["full_key"].startswith("uninitialised read after one-shot-bufferize; ops ")
    assert meta["wrong_code_key"].startswith("first divergent pass ")  # what it replaces
    assert [k["kind"] for k in store.summary()["known"]] == ["uninit-read"]


def test_a_nondeterministic_program_still_gets_the_pass_and_the_op(toolchain, tmp_path):
    """The process id changes every run (with the same fill pattern too); the analysis goes on
    over the lines that do not change and names one-shot-bufferize and the linalg.map."""
    pm = load_passmap(toolchain)
    runner = PassRunner(toolchain, pm.func_nested)
    un = locate_uninit(PID_MAP, pure_path(PID_MAP, pm), runner, pm, toolchain, tmp_path / "u")
    assert un.nondeterministic, un
    assert un.classification == "every-path", un
    assert un.pass_name.startswith("one-shot-bufferize")
    g = group_key(PID_MAP, un, runner, pm, toolchain, tmp_path / "g", "main", 60,
                  load_known_wrong_code())
    assert (g.key, g.buffer_user, g.known_id) == (MAP_KEY, "linalg.map",
                                                  "one-shot-bufferize-linalg-map-init")


def test_a_nondeterministic_output_without_a_read_is_a_group_of_its_own(toolchain, tmp_path):
    """Two paths of a program printing its process id differ on every run: no pass makes it,
    so it is the group ``nondeterministic output`` (a new uninit-read finding directory), not
    a wrong-code signature naming whichever pass the bisection stopped at."""
    pm = load_passmap(toolchain)
    # each tool run its own process (the compiler worker would print one process id twice)
    rep = run_program(PID_ONLY, "p", RunOptions(paths=2, isolation="subprocess"), toolchain, pm,
                      (), tmp_path,
                      paths=_two_paths(PID_ONLY, pm, "canonicalize", None),
                      store=FindingStore(tmp_path))
    assert rep.verdict.kind == "uninit-read"
    assert rep.verdict.signature == "nondeterministic output"
    assert rep.verdict.known_id is None
    (finding,) = rep.findings
    assert finding.parent == tmp_path / "findings" / "uninit-read"
    meta = json.loads((finding / "meta.json").read_text())
    assert meta["uninit"]["classification"] == "nondeterministic-runner"
    assert meta["uninit"]["nondeterministic"] is True
    hits = json.loads((finding / "hits.json").read_text())
    assert (hits["kind"], hits["signature"]) == ("uninit-read", "nondeterministic output")
