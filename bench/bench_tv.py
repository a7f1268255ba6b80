"""Translation-validation benchmarks (run by hand, real toolchain and solvers).

``python bench/bench_tv.py measure --corpus C1 --corpus C2 --pass canonicalize ... -j 2
--timeout 10 --log rows.jsonl --out findings``
    Every pass applied to every program of the corpora (``smith gen`` output): the verdicts
    per pass (validated, refuted, refuted-unconfirmed, unsupported, timeout, inconclusive,
    pass-failed), median and p95 solver seconds over the applications that reached the
    solver, the ops that made applications unsupported, and validated pass applications per
    CPU-minute (user+sys of this process and every child: mlir-opt, mlir-runner, the checking
    processes). Refutations become findings under ``--out`` (deduplicated). Rows are appended
    to ``--log`` as programs finish; a program already in the log is not run again (resume an
    interrupted run with the same command). ``--summarize rows.jsonl`` re-reads the rows of a
    (partial) run.

``python bench/bench_tv.py recheck --log rows.jsonl --out-log rows-recheck.jsonl --out findings``
    The refuted applications of a log validated again by the checker as it is now (after a fix
    of the encoding); ``--summarize rows.jsonl --summarize rows-recheck.jsonl`` then gives the
    table with the new rows in place of the old.

``python bench/bench_tv.py solvers --corpus C --pass canonicalize ... --sample 40``
    The same pass applications checked with bitwuzla, z3 and cvc5 in one run: solver seconds
    (total, median), verdicts, and disagreements.
"""

from __future__ import annotations

import argparse
import collections
import json
import resource
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ground.toolchain import find_toolchain  # noqa: E402
from judges.tv.check import check_texts  # noqa: E402
from judges.tv.driver import OUTCOMES, apply_pipeline, print_program, validate_pass  # noqa: E402
from judges.tv.findings import record  # noqa: E402
from judges.tv.isolate import shutdown  # noqa: E402
from lowering.findings.store import FindingStore  # noqa: E402

PASSES = ("canonicalize", "cse", "int-range-optimizations", "arith-int-range-narrowing",
          "arith-expand", "arith-unsigned-when-equivalent", "tosa-layerwise-constant-fold",
          "tosa-to-arith", "tosa-to-linalg", "linalg-fuse-elementwise-ops")
# Passes that only apply after others (validated on the output of these, not validated):
# tosa-to-linalg needs the named ops and control flow converted first, the fusion needs linalg.
AFTER = {
    "tosa-to-linalg": "tosa-to-scf,tosa-optional-decompositions,tosa-to-linalg-named",
    "linalg-fuse-elementwise-ops": "tosa-to-scf,tosa-optional-decompositions,"
                                   "tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,"
                                   "tosa-to-tensor",
}


def _cpu() -> float:
    return sum(r.ru_utime + r.ru_stime for r in (resource.getrusage(resource.RUSAGE_SELF),
                                                 resource.getrusage(resource.RUSAGE_CHILDREN)))


def _programs(corpora: list[str]) -> list[Path]:
    out = []
    for c in corpora:
        out += sorted((Path(c) / "programs").glob("*.mlir"))
    return out


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def summarize(rows: list[dict], cpu: float | None = None) -> str:
    by_pass: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    solver: dict[str, list[float]] = collections.defaultdict(list)
    unsupported: collections.Counter = collections.Counter()
    for r in rows:
        by_pass[r["pass"]][r["verdict"]] += 1
        if r["reason"] == "the pass changed nothing":
            by_pass[r["pass"]]["unchanged"] += 1
        if r.get("queries"):
            solver[r["pass"]].append(r["solver_seconds"])
        if r["verdict"] == "unsupported":
            unsupported[r["reason"].split(": ", 1)[-1].split(" ")[0]] += 1
    cols = ("validated", "unchanged", "refuted", "refuted-unconfirmed", "unsupported", "timeout",
            "inconclusive", "pass-failed")
    lines = ["| pass | " + " | ".join(cols) + " | solver median s | solver p95 s |",
             "|---" * (len(cols) + 3) + "|"]
    total: collections.Counter = collections.Counter()
    all_solver: list[float] = []
    for p in sorted(by_pass, key=lambda x: PASSES.index(x) if x in PASSES else 99):
        c = by_pass[p]
        total.update(c)
        all_solver += solver[p]
        lines.append(f"| {p} | " + " | ".join(str(c[k]) for k in cols) +
                     f" | {statistics.median(solver[p]) if solver[p] else 0:.3f} | "
                     f"{_pct(solver[p], 0.95):.3f} |")
    lines.append("| all | " + " | ".join(str(total[k]) for k in cols) +
                 f" | {statistics.median(all_solver) if all_solver else 0:.3f} | "
                 f"{_pct(all_solver, 0.95):.3f} |")
    lines.append(f"applications: {len(rows)}; reached the solver: {len(all_solver)}")
    lines.append("(unchanged: validated because the pass changed nothing)")
    lines.append("unsupported, first op named: " + (", ".join(
        f"{k} {n}" for k, n in unsupported.most_common(15)) or "none"))
    if cpu:
        lines.append(f"CPU seconds {cpu:.0f}; validated pass applications per CPU-minute: "
                     f"{total['validated'] / (cpu / 60):.1f}")
    return "\n".join(lines)


def _application(prog: Path, text: str, printed: str | None, p: str, tc, timeout: float,
                 store: FindingStore | None) -> dict:
    """The log row of pass ``p`` validated on ``prog`` (a finding recorded for a refutation)."""
    o = validate_pass(text, p, tc, timeout=timeout, printed=printed, after=AFTER.get(p))
    row = {"program": str(prog), "pass": p, "verdict": o.verdict,
           "reason": o.reason[:300], "seconds": round(o.seconds, 3),
           "solver_seconds": round(o.result.solver_seconds, 4) if o.result else 0.0,
           "queries": sum(f.queries for f in o.result.funcs) if o.result else 0}
    if o.confirmation is not None:
        row["confirmation"] = o.confirmation.how
    if o.known_id:
        row["known_id"] = o.known_id
    if store is not None:
        d = record(store, prog.parent.parent.name + "/" + prog.stem, o, tc, report_known=True)
        row["finding"] = str(d) if d else None
    return row


def latest(logs: list[str]) -> list[dict]:
    """The rows of ``logs`` (read in order), a later row of the same program and pass
    replacing an earlier one (a ``recheck`` log after its ``measure`` log)."""
    rows: dict[tuple[str, str], dict] = {}
    for name in logs:
        for line in open(name):
            if line.strip():
                r = json.loads(line)
                rows[(r["program"], r["pass"])] = r
    return list(rows.values())


def recheck(args) -> None:
    """Validate again, with the checker as it is now, the applications of ``--log`` whose
    verdict is one of ``--verdict``; the new rows go to ``--out-log``."""
    tc = find_toolchain()
    verdicts = set(args.verdict or ["refuted", "refuted-unconfirmed"])
    todo = [r for r in latest([args.log]) if r["verdict"] in verdicts]
    store = FindingStore(args.out) if args.out else None
    with open(args.out_log, "a") as log:
        for r in todo:
            prog = Path(r["program"])
            text = prog.read_text()
            row = _application(prog, text, print_program(text, tc), r["pass"], tc,
                               args.timeout, store)
            log.write(json.dumps(row) + "\n")
            log.flush()
            print(f"{prog.stem} {r['pass']}: {r['verdict']} -> {row['verdict']} "
                  f"{row['reason'][:100]}", flush=True)
    shutdown()


def measure(args) -> None:
    tc = find_toolchain()
    programs = _programs(args.corpus)
    if args.log and Path(args.log).exists():
        done = {json.loads(line)["program"] for line in open(args.log) if line.strip()}
        programs = [p for p in programs if str(p) not in done]
    passes = args.passes or list(PASSES)
    store = FindingStore(args.out) if args.out else None
    log = open(args.log, "a") if args.log else None
    rows: list[dict] = []
    start_cpu, start = _cpu(), time.monotonic()

    def one(prog: Path) -> list[dict]:
        text = prog.read_text()
        printed = print_program(text, tc)
        return [_application(prog, text, printed, p, tc, args.timeout, store) for p in passes]

    with ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(one, p) for p in programs]
        for k, fut in enumerate(as_completed(futures), 1):
            res = fut.result()
            rows += res
            if log:
                for r in res:
                    log.write(json.dumps(r) + "\n")
                log.flush()
            if k % 10 == 0:
                print(f"{k}/{len(programs)} programs, {time.monotonic() - start:.0f} s",
                      file=sys.stderr, flush=True)
    shutdown()
    print(summarize(rows, _cpu() - start_cpu))
    print(f"wall {time.monotonic() - start:.0f} s, -j {args.jobs}, query limit {args.timeout} s")


def solvers(args) -> None:
    tc = find_toolchain()
    pairs = []
    for prog in _programs(args.corpus):
        text = prog.read_text()
        for p in args.passes or ["canonicalize"]:
            res = apply_pipeline(text, p, tc)
            if res.ok and res.stdout != print_program(text, tc):
                pairs.append((prog, p, text, res.stdout))
    pairs = pairs[:args.sample]
    stats = {}
    verdicts: dict[str, list[str]] = {}
    for solver in ("bitwuzla", "z3", "cvc5"):
        times, vs = [], []
        for _, _, src, tgt in pairs:
            r = check_texts(src, tgt, timeout=args.timeout, solver=solver)
            times.append(r.solver_seconds)
            vs.append(r.verdict)
        stats[solver] = (sum(times), statistics.median(times) if times else 0.0,
                         collections.Counter(vs))
        verdicts[solver] = vs
    for s, (tot, med, c) in stats.items():
        print(f"{s:9s} solver seconds total {tot:8.2f} median {med:.4f}  {dict(c)}")
    base = stats["bitwuzla"][0] or 1e-9
    print("ratios to bitwuzla (total solver seconds): " + ", ".join(
        f"{s} {stats[s][0] / base:.1f}x" for s in stats))
    dis = [(str(pairs[i][0].name), pairs[i][1], {s: verdicts[s][i] for s in verdicts})
           for i in range(len(pairs)) if len({verdicts[s][i] for s in verdicts} -
                                              {"timeout"}) > 1]
    print(f"{len(pairs)} applications; verdict disagreements (timeouts aside): {dis}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("measure", "solvers", "recheck"):
        sp = sub.add_parser(name)
        sp.add_argument("--corpus", action="append", default=[])
        sp.add_argument("--pass", dest="passes", action="append", default=[])
        sp.add_argument("--timeout", type=float, default=10.0, help="solver limit per query")
        sp.add_argument("-j", "--jobs", type=int, default=2)
        sp.add_argument("--log")
        sp.add_argument("--out", help="findings directory")
        sp.add_argument("--sample", type=int, default=40)
        sp.add_argument("--summarize", action="append", default=[],
                        help="print the table of rows.jsonl logs (repeat: a later log's "
                             "row replaces the same application's earlier one)")
        sp.add_argument("--verdict", action="append", default=[],
                        help="recheck: the verdicts to validate again (default: refuted)")
        sp.add_argument("--out-log", help="recheck: where the new rows go")
    args = ap.parse_args()
    if args.summarize:
        rows = latest(args.summarize)
        corpora = sorted({str(Path(r["program"]).parent.parent) for r in rows})
        for c in corpora if len(corpora) > 1 else []:
            mine = [r for r in rows if str(Path(r["program"]).parent.parent) == c]
            print(f"corpus {c}: {len({r['program'] for r in mine})} programs")
            print(summarize(mine) + "\n")
        print(f"all: {len({r['program'] for r in rows})} programs")
        print(summarize(rows))
        return
    assert set(OUTCOMES) >= {"validated", "refuted"}
    {"measure": measure, "solvers": solvers, "recheck": recheck}[args.cmd](args)


if __name__ == "__main__":
    main()
