"""The one judge interface (``lowering.run.judges``): the four judges are registered by name,
``--judge NAME`` is what the older flags were (``--judge check`` and ``--check`` give the same
run, real mlir-opt / mlir-runner), and a program's judge verdicts go to its record under the
journal keys of old and come back by judge name."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from ground.errors import UsageError
from judges.registered import NAMES
from judges.tosa_ref.run_judge import REPLAY, TosaRefJudge
from judges.tv.run_steps import StepValidator
from lowering.findings.store import FindingStore
from lowering.run.builtin_judges import CheckJudge, FalseAlarmJudge
from lowering.run.judges import (
    JUDGES,
    JudgeSetup,
    Need,
    journal_entries,
    judged_of,
    make_judges,
)
from lowering.run.report import ProgramReport
from lowering.run.summaries import render_findings
from lowering.run_options import RunOptions
from lowering.verdict import PathVerdict, Verdict
from smith.app.campaign import start_campaign
from smith.app.campaign_state import Budget, CampaignConfig
from smith.app.cli import cli
from smith.gen.gen_options import GenOptions

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "lowering" / "runtime_check_ub.mlir"


def test_the_registry_lists_the_four_judges():
    assert NAMES == ("check", "false-alarm", "tv", "tosa-ref")
    assert {n: JUDGES[n] for n in NAMES} == {
        "check": CheckJudge, "false-alarm": FalseAlarmJudge, "tv": StepValidator,
        "tosa-ref": TosaRefJudge}
    # what each needs from a run, and the keys old journals and summaries have
    assert [(JUDGES[n].needs, JUDGES[n].key, JUDGES[n].summary_key) for n in NAMES] == [
        (Need.PATH, "runtime_check", "runtime_checks"),
        (Need.DIFFERENCE, "false_alarm", "false_alarms"),
        (Need.STEPS, "tv", "tv"),
        (Need.PROGRAM, "oracle", "oracle")]


def test_judges_of_options_in_the_order_the_run_calls_them(toolchain):
    opts = RunOptions().with_judges(["tv", "false-alarm", "check"])
    assert (opts.tv, opts.false_alarm_check, opts.check, opts.oracle) == (True, True, True, None)
    assert opts == RunOptions(check=True, false_alarm_check=True, tv=True)
    assert RunOptions().with_judges(["tosa-ref"]).oracle == "tosa-ref"
    built = make_judges(["tv", "false-alarm", "check"], JudgeSetup(toolchain, opts))
    assert [j.name for j in built] == ["check", "false-alarm", "tv"]  # by Need
    with pytest.raises(UsageError, match="no judge 'nope'"):
        make_judges(["nope"], JudgeSetup(toolchain, opts))
    with pytest.raises(UsageError, match="no judge 'nope'"):
        RunOptions().with_judges(["nope"])


def test_program_report_round_trip_with_judge_verdicts():
    judged = {
        "check": {"ran": True, "stage": "run", "failed": True, "checks_placed": 2,
                  "failure": {"op": "tensor.extract", "message": "out-of-bounds access",
                              "location": "program.mlir:7:10", "op_text": "tensor.extract"}},
        "false-alarm": {"classification": "persists", "false_alarm": False,
                        "reference_path": "d0", "divergent_path": "d1"},
        "tv": {"steps": 3, "verdicts": {"validated": 3}, "by_pass": {}, "skipped_by_op": {},
               "solver_seconds": 0.5, "refutations": []},
        "tosa-ref": {"kind": "spec-agree", "agreement": "bit-exact"},
    }
    verdict = Verdict("runtime-check-failed", "runtime check: tensor.extract: out-of-bounds "
                      "access", paths=(PathVerdict("d0", "done", "ok", None, 0.1),))
    rep = ProgramReport("p0", verdict, (), None, judged=judged)
    line = json.loads(json.dumps(rep.to_json()))
    # the journal keys of old, one per judge, and nothing under the judge names
    assert {k: line[k] for k in ("runtime_check", "false_alarm", "tv", "oracle")} == {
        "runtime_check": judged["check"], "false_alarm": judged["false-alarm"],
        "tv": judged["tv"], "oracle": judged["tosa-ref"]}
    assert not {"check", "false-alarm", "tosa-ref"} & set(line)
    assert judged_of(line) == judged
    assert journal_entries(judged_of(line)) == {k: line[k] for k in
                                                ("runtime_check", "false_alarm", "tv", "oracle")}
    # the old slots are views of the mapping
    assert (rep.runtime_check, rep.false_alarm, rep.tv, rep.oracle) == (
        judged["check"], judged["false-alarm"], judged["tv"], judged["tosa-ref"])
    # a record of an old journal (written with one slot per judge) reads the same
    old = {"id": "p0", "verdict": "ok", "runtime_check": judged["check"], "tv": None}
    assert judged_of(old) == {"check": judged["check"]}
    assert ProgramReport("p1", Verdict("ok"), (), None).to_json().keys().isdisjoint(
        {"runtime_check", "false_alarm", "tv", "oracle"})


def _run(corpus: Path, out: Path, *flags: str) -> list[dict]:
    r = CliRunner().invoke(cli, ["run", str(corpus), "-o", str(out), "-k", "2", "-j", "1",
                                 "--seed", "1", "--no-progress", *flags])
    assert r.exit_code == 0, r.output
    return [json.loads(x) for x in (out / "verdicts.jsonl").read_text().splitlines()]


def _judged(line: dict) -> dict:
    """What the run and its check judge decided of a verdicts.jsonl line (the program reads
    out of bounds, so the outputs of d0 and d1, and how their difference is localised, may
    change from run to run; the verdict and the runtime check do not)."""
    keep = ("verdict", "signature", "known_id", "runtime_check", "paths_tried",
            "paths_lowered", "stops")
    return {k: line.get(k) for k in keep} | {
        "paths": [(p["name"], p["stage"], p["status"], p.get("pipeline"))
                  for p in line["paths"]]}


def test_judge_check_is_check(tmp_path):
    """``smith run --judge check`` and ``smith run --check`` on a program with UB that the
    runtime checks catch: the same verdicts, check entries, paths, summary counts and
    options."""
    corpus = tmp_path / "c"
    corpus.mkdir()
    shutil.copy(FIXTURE, corpus / "ub.mlir")
    old = _run(corpus, tmp_path / "old", "--check")
    new = _run(corpus, tmp_path / "new", "--judge", "check")
    assert [_judged(x) for x in new] == [_judged(x) for x in old]
    [line] = new
    assert line["verdict"] == "runtime-check-failed"
    assert line["runtime_check"]["failure"]["op"] == "tensor.extract"
    assert [p["name"] for p in line["paths"]] == ["d0", "d1", "rv"]
    s_old, s_new = (json.loads((tmp_path / d / "summary.json").read_text())
                    for d in ("old", "new"))
    assert s_new["runtime_checks"] == s_old["runtime_checks"]
    assert s_new["runtime_checks"]["failed"] == 1
    assert s_new["options"] == s_old["options"]
    assert s_new["options"]["check"] is True


def test_resume_refuses_judge(tmp_path):
    """--judge is stored in campaign.json like the flags it stands for: --resume refuses it."""
    d = start_campaign(tmp_path / "c", CampaignConfig(seed=0, gen=GenOptions(),
                                                      budget=Budget(count=1),
                                                      mlir_version="22.1.8"))
    r = CliRunner().invoke(cli, ["campaign", "--resume", str(d), "--judge", "tv"])
    assert isinstance(r.exception, UsageError)  # one line, exit 2 (smith.app.cli.main)
    assert str(r.exception).endswith("stored options; remove --judge")


def test_a_judge_finding_replays_with_its_own_command(tmp_path):
    """A judge's finding in the run's store (a TOSA reference-model reproducer) is listed with
    the command that replays it, not ``smith replay``; two programs with one signature are one
    finding."""
    store = FindingStore(tmp_path)
    for pid in ("p0", "p1"):
        d = store.record("spec-ub", "tosa.add: N + N overflows", pid, None,
                         lambda d: (d / "replay.sh").write_text("true\n"),
                         extra={"replay": REPLAY})
    assert json.loads((d / "hits.json").read_text())["programs"] == ["p0", "p1"]
    lines = render_findings(store.summary(), tmp_path)
    assert lines[0] == "unique findings: 1 new, 0 known MLIR bug(s) met"
    assert lines[1:] == ["      2  spec-ub: tosa.add: N + N overflows",
                         f"         replay: sh {d}/replay.sh"]
