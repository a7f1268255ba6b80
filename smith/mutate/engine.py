"""One mutant from one seed: raw form of the seed -> mutation steps (operators drawn from one
``Draw``) -> verification -> UB elimination -> checksum -> header.

Guards stay exact because every mutant is built from the seed's *raw* form (no UB guards, no
checksum) and guarded and checksummed once, like a generated program
(``smith.gen.program.generate_from_template``): a generated seed's raw form is regenerated from
its header with ``ubfix`` and ``checksum`` off; a mutant's is rebuilt from its own header; a
module whose ``@main`` holds no smith checksum (an unguarded module, e.g. a harnessed test before
``ubfix``) is its own raw form. A guarded and checksummed module with no such recipe is not
mutated (``seed-not-raw``): guarding it again would guard its guards.

The mutant's header records the seed (path, sha256; the donors of ``splice_function`` are the
other programs of the seed's corpus, named in the step), the ``Draw`` seed and every step
(operator and drawn parameters), so :func:`replay_mutant` rebuilds it byte for byte.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
from mlir import ir

import smith
from ground.draw import Draw
from ground.errors import InternalError, Reject, UsageError
from ground.header import HEADER_PREFIX, read_header
from ground.manifest import corpus_files, is_unharnessed
from ground.mlir_ir import kept_context, parse_verified, print_verified
from smith.gen.gen_options import GenOptions
from smith.gen.harness import harness, unharness
from smith.gen.program import cached_specs, generate_program, options_from_json
from smith.gen.spec import available_dialects
from smith.mutate.irview import TABLE, functions, target_function, walk
from smith.mutate.registry import OPERATORS, MutationContext
from ubfix.checksum import MULTIPLIER, SEED, instrument_module
from ubfix.rewrite import fix_module

WEIGHTS: dict[str, float] = dict(TABLE["weights"])
MAX_STEPS = int(TABLE["max_steps"])
MAX_TRIES = int(TABLE["max_tries"])
INSERT_DIALECTS = frozenset(TABLE["insert_dialects"])


@attrs.frozen
class Outcome:
    """The result of one mutation.

    Attributes:
        text: the mutant (header included), or None when it was discarded.
        reason: why it was discarded (``verify:<operator>``, ``not-applicable``,
            ``seed-not-raw``, ``ubfix``, ``checksum``), or None.
        steps: the steps applied (``{"operator": name, ...drawn parameters}``).
        tried: operator -> outcome counts (``applied``, ``not-applicable``, ``verify-failed``)
            over every attempt, applied or not.
        ubfix_hits: UB rule -> guards inserted in the mutant.
    """

    text: str | None
    reason: str | None
    steps: tuple[dict[str, Any], ...] = ()
    tried: dict[str, dict[str, int]] = attrs.field(factory=dict)
    ubfix_hits: dict[str, int] = attrs.field(factory=dict)


def seed_sha256(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def _dialects_of(module_text: str, specs_root: Path | None) -> tuple[str, ...]:
    with kept_context():
        module = parse_verified(module_text, "seed")
        names = {op.name.split(".", 1)[0] for f in functions(module).values() for op in walk(f)}
    return tuple(sorted(names & set(available_dialects(specs_root))))


RawRecipe = Callable[[dict[str, Any], str, str, Path | None], tuple[str, GenOptions]]
#: header key -> how to rebuild the raw form of a seed whose header has that key; the first
#: key (in registration order) the header has wins
RAW_RECIPES: dict[str, RawRecipe] = {}


def raw_recipe(key: str) -> Callable[[RawRecipe], RawRecipe]:
    """Register ``fn(header, text, source, specs_root) -> (raw module text, options)``
    (``specs_root``: the release's specs directory, None for the shipped one) for seeds whose
    smith header has ``key`` (e.g. the importer of upstream tests registers how to rebuild
    a harnessed piece before ``ubfix`` and the checksum).

    Raises:
        ValueError: ``key`` is registered already.
    """

    def register(fn: RawRecipe) -> RawRecipe:
        if key in RAW_RECIPES:
            raise ValueError(f"raw-form recipe for header key {key} registered twice")
        RAW_RECIPES[key] = fn
        return fn

    return register


@raw_recipe("mutation")
def _raw_mutant(meta: dict[str, Any], text: str, source: str, specs_root: Path | None
                ) -> tuple[str, GenOptions]:
    """A mutant: rebuilt from its own header, before guards and checksum."""
    return (replay_mutant(text, source, raw=True, specs_root=specs_root),
            options_from_json(meta["options"]))


@raw_recipe("origin")
def _raw_imported(meta: dict[str, Any], text: str, source: str, specs_root: Path | None
                  ) -> tuple[str, GenOptions]:
    """An imported MLIR test (``smith seeds import``): its functions as the seed holds them
    (the piece itself is not stored, so ubfix's guards stay: guarding again changes no value
    where they already hold) with the harness's ``@main`` drawn again from the header's seed,
    before the guards and the checksum of the mutant."""
    raw = harness(unharness(_body(text), source), Draw(int(meta.get("seed", 0))), source,
                  guard=False).text
    if not raw:
        raise Reject(f"seed-not-raw: {source} cannot be harnessed again")
    return raw, GenOptions(dialects=_dialects_of(raw, specs_root) or ("arith",))


@raw_recipe("seed")
def _raw_generated(meta: dict[str, Any], text: str, source: str, specs_root: Path | None
                   ) -> tuple[str, GenOptions]:
    """A generated program: regenerated from its seed and options with ``ubfix`` and
    ``checksum`` off (the same instantiation: guards and checksum come after it)."""
    if "options" not in meta:
        raise Reject(f"seed-not-raw: {source} has a seed but no options")
    options = options_from_json(meta["options"])
    plain = attrs.evolve(options, ubfix=False, checksum=False)
    prog = generate_program(int(meta["seed"]), plain, meta["mlir_version"],
                            specs_root=specs_root)
    return _body(prog.text), options


def raw_form(text: str, source: str, specs_root: Path | None = None
             ) -> tuple[str, GenOptions]:
    """The raw module text of a seed (no guards, no checksum) and the generation options
    its ops are built with: by the recipe of its header (:data:`RAW_RECIPES`), else the
    module itself when its ``@main`` holds no smith checksum (``specs_root``: the release's
    specs directory, None for the shipped one).

    Raises:
        Reject: the seed has no raw form (guarded and checksummed with no recipe).
        UsageError: the seed or a seed it names is unreadable or changed.
    """
    meta = read_header(text) or {}
    for key, recipe in RAW_RECIPES.items():
        if key in meta:
            return recipe(meta, text, source, specs_root)
    body = _body(text)
    with kept_context():
        module = parse_verified(body, source)
        main = functions(module).get("main")
        if main is None:
            raise Reject("seed-not-raw: no @main")
        if _checksummed(main):
            raise Reject("seed-not-raw: guarded and checksummed, no recipe for its raw form")
    return body, GenOptions(dialects=_dialects_of(body, specs_root) or ("arith",))


def _checksummed(main: ir.Operation) -> bool:
    """Whether ``@main`` holds smith's checksum (``ubfix.checksum``: its i64 ``SEED`` and
    ``MULTIPLIER`` constants, then prints), so its module was guarded too; a test that only
    prints (an upstream integration test) is not."""
    consts = {str(op.attributes["value"]) for op in walk(main)
              if op.name == "arith.constant" and "value" in op.attributes}
    return {f"{SEED} : i64", f"{MULTIPLIER} : i64"} <= consts


def _body(text: str) -> str:
    """``text`` without its leading ``//`` header lines."""
    lines = text.splitlines(keepends=True)
    k = 0
    while k < len(lines) and lines[k].startswith("//"):
        k += 1
    return "".join(lines[k:])


def donors_of(seed: Path) -> dict[str, Path]:
    """The other programs of the seed's corpus (``DIR/programs/*.mlir`` when the seed is in
    one, else its directory), by file name: the donors of ``splice_function``."""
    d = seed.parent.parent if seed.parent.name == "programs" else seed.parent
    try:
        files = [p for _, p in corpus_files(d).programs]
    except UsageError:
        files = sorted(seed.parent.glob("*.mlir"))
    return {p.name: p for p in files if p.name != seed.name}


def mutation_dialects(options: GenOptions) -> tuple[str, ...]:
    """The dialects whose specs the operators draw from: the seed's and ``insert_dialects``
    (``mutate.json``), sorted."""
    return tuple(sorted(set(options.dialects) | INSERT_DIALECTS))


def builder_options(options: GenOptions) -> GenOptions:
    """The options ops are built with inside a mutant: no new function arguments, a pooled
    value whenever one fits, static shapes, unweighted."""
    return attrs.evolve(options, max_args=0, p_reuse=1.0, dynamic_shapes=0.0, op_weights=(),
                        type_weights=())


def _donor_raw(path: Path, specs_root: Path | None = None, harnessed: bool = True) -> str:
    """The raw form (:func:`raw_form`) of the donor seed ``path`` of ``splice_function``;
    ``harnessed``: the mutant is a harnessed program (its ``@main`` is run), not a pipeline
    seed's mutant.

    Raises:
        Reject: the mutant is harnessed and the donor is a pipeline seed (header
            ``"harnessed": false``) or a mutant of one (the same in its header's
            ``mutation``): a test piece kept to run along its origin test's pipelines because
            no path of ours runs it, never guarded by ubfix. Harnessed again as donors,
            MLIR's OpenACC, OpenMP, MPI, ArmSME, GPU and quantized TOSA pieces put ops every
            path fails on into runnable mutants ("unsupported OpenACC operation:
            acc.kernel_environment", "Symbols not found: [ __kmpc_barrier, ...]", "LLVM
            Translation failed for operation: arm_sme.streaming_vl" or
            "builtin.unrealized_conversion_cast", "failed to legalize unresolved
            materialization ... !quant.uniform"): 42 of the 609 splices of the seeded reach
            campaign of issue 31.
        UsageError: as :func:`raw_form`.
    """
    text = path.read_text()
    meta = read_header(text) or {}
    if harnessed and (is_unharnessed(meta) or is_unharnessed(meta.get("mutation"))):
        raise Reject(f"pipeline seed: {path.name} is not harnessed")
    return raw_form(text, str(path), specs_root)[0]


def _step(ctx: MutationContext, names: list[str], tried: Counter,
          saved: str) -> tuple[dict[str, Any] | None, str | None]:
    """One step: draw operators until one applies (at most MAX_TRIES); its parameters, or a
    discard reason."""
    for _ in range(MAX_TRIES):
        name = ctx.draw.weighted(names, [WEIGHTS.get(n, 1.0) for n in names])
        try:
            params = OPERATORS[name](ctx)
        except Reject:
            tried[(name, "not-applicable")] += 1
            _restore(ctx, saved)
            continue
        except ir.MLIRError:  # the bindings refused to build an op: invalid like a verify
            tried[(name, "verify-failed")] += 1
            return None, f"verify:{name}"
        try:
            ctx.module.operation.verify()
        except ir.MLIRError:
            tried[(name, "verify-failed")] += 1
            return None, f"verify:{name}"
        tried[(name, "applied")] += 1
        return {"operator": name, **params}, None
    return None, "not-applicable"


def _restore(ctx: MutationContext, saved: str) -> None:
    """Put the module back as it was before a step that gave up half-way."""
    ctx.module = parse_verified(saved, "mutant")
    ctx.func = target_function(ctx.module)


def _tried(tried: Counter) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for (name, what), n in sorted(tried.items()):
        out.setdefault(name, {})[what] = n
    return out


def pipeline_raw_form(text: str, source: str, specs_root: Path | None = None
                      ) -> tuple[str, GenOptions]:
    """The raw form of a pipeline seed (a test piece that was not harnessed, run only along
    its origin test's pipelines: ``smith.app.origin_runs``): the module itself, header lines
    dropped, with options that neither guard nor checksum it (a crash-only test needs no UB
    guards, and guards would change what the origin's patterns match).

    Raises:
        Reject: ``parse``: the bindings cannot parse or verify it (e.g. a dialect they lack);
            ``foreign``: it has ops of a dialect the specs do not describe (the operators
            would edit ops they know nothing of: mutating an OpenACC piece of MLIR's tests,
            ``acc.host_data``, crashed the bindings in the campaign's worker); the seed then
            runs unmutated.
    """
    body = _body(text)
    try:
        with kept_context():
            module = parse_verified(body, "seed")
            used = {op.name.split(".", 1)[0] for op in walk(module.operation)}
    except UsageError:
        raise Reject("parse: the bindings cannot parse the seed") from None
    known = set(available_dialects(specs_root))
    foreign = sorted(used - known - {"builtin", "func"})
    if foreign:  # the operators know only the specs' ops (an acc.* op crashed the bindings)
        raise Reject(f"foreign: ops of dialects the specs do not describe "
                     f"({', '.join(foreign)})")
    return body, GenOptions(dialects=tuple(sorted(used & known)) or ("arith",), ubfix=False,
                            checksum=False)


def mutate(seed: Path, draw_seed: int, mlir_version: str, operators: tuple[str, ...] = (),
           steps: int | None = None, extra: dict[str, Any] | None = None,
           raw: bool = False, specs_root: Path | None = None,
           harnessed: bool = True) -> Outcome:
    """Mutate the seed program ``seed`` with ``Draw(draw_seed)``.

    Args:
        seed: a program file (a generated program, a mutant, or a module with ``@main``; with
            ``harnessed=False`` any module: a pipeline seed, :func:`pipeline_raw_form`).
        draw_seed: the seed of the one ``Draw`` every choice comes from.
        mlir_version: recorded in the header.
        operators: the operators to draw from (default: all, weighted by ``mutate.json``).
        steps: mutation steps (default: drawn in 1..``max_steps``).
        extra: more header fields (``corpus_seed``, ``index`` of a campaign).
        raw: return the raw mutant (no guards, no checksum, no header), for mutants of mutants.
        specs_root: the release's specs directory (None: the shipped one).
        harnessed: False for a pipeline seed (a test piece without ``@main``, manifest
            ``"harnessed": false``): mutated as it is (its first function when it has no
            ``@main``), neither guarded nor checksummed; the header records it.

    Returns:
        An :class:`Outcome`; a mutant that does not verify is discarded with its reason.

    Raises:
        UsageError: unknown operator; the seed is unreadable.
    """
    names = sorted(operators or OPERATORS)
    unknown = [n for n in names if n not in OPERATORS]
    if unknown:
        raise UsageError(f"unknown mutation operator(s) {', '.join(unknown)}; choose from "
                         f"{', '.join(sorted(OPERATORS))}")
    seed = Path(seed).resolve()
    try:
        text = seed.read_text()
    except OSError as exc:
        raise UsageError(f"{seed}: cannot read the seed ({exc.strerror})") from None
    try:
        body, options = raw_form(text, str(seed), specs_root) if harnessed else \
            pipeline_raw_form(text, str(seed), specs_root)
    except Reject as why:
        return Outcome(None, str(why).split(":")[0])
    draw = Draw(draw_seed)
    n = steps if steps is not None else draw.integer(1, MAX_STEPS)
    tried: Counter = Counter()
    done: list[dict[str, Any]] = []
    with kept_context():
        module = parse_verified(body, str(seed))
        try:
            func = target_function(module)
        except Reject:
            return Outcome(None, "no-target")
        ctx = MutationContext(module=module, func=func, draw=draw,
                              specs=cached_specs(mutation_dialects(options), specs_root),
                              options=builder_options(options), donors=donors_of(seed),
                              raw_donor=functools.partial(_donor_raw, specs_root=specs_root,
                                                          harnessed=harnessed))
        for k in range(n):
            ctx.step = k
            params, reason = _step(ctx, names, tried, print_verified(ctx.module))
            if params is None:
                return Outcome(None, reason, tuple(done), _tried(tried))
            done.append(params)
        try:
            module = parse_verified(print_verified(ctx.module), "mutant")
        except UsageError:
            return Outcome(None, "reparse", tuple(done), _tried(tried))
        if raw:
            return Outcome(print_verified(module), None, tuple(done), _tried(tried))
        return _finish(module, seed, draw_seed, options, mlir_version, operators, steps,
                       extra, tuple(done), _tried(tried), harnessed)


def _finish(module: ir.Module, seed: Path, draw_seed: int, options: GenOptions,
            mlir_version: str, operators: tuple[str, ...], steps: int | None,
            extra: dict[str, Any] | None, done: tuple[dict[str, Any], ...],
            tried: dict[str, dict[str, int]], harnessed: bool = True) -> Outcome:
    """Guard, checksum and head the mutated raw ``module`` (in the current context; a
    pipeline seed's mutant, ``harnessed`` False, has neither guards nor checksum: its
    options say so)."""
    hits: dict[str, int] = {}
    try:
        if options.ubfix:
            hits = fix_module(module).hits
    except InternalError:
        return Outcome(None, "ubfix", done, tried)
    try:
        if options.checksum:
            instrument_module(module)
    except UsageError:
        return Outcome(None, "checksum", done, tried)
    mutation: dict[str, Any] = {"seed_file": str(seed),
                                "seed_sha256": seed_sha256(seed),
                                "draw_seed": draw_seed, "steps": list(done)}
    if operators:
        mutation["operators"] = sorted(operators)
    if steps is not None:
        mutation["step_count"] = steps
    if not harnessed:
        mutation["harnessed"] = False
    meta = {"mutation": mutation, "options": options.to_json(), "mlir_version": mlir_version,
            "smith_version": smith.__version__, **(extra or {})}
    head = (f"// Mutant made by smith {smith.__version__} for MLIR {mlir_version}; "
            f"replay with: smith replay <this file>\n"
            f"{HEADER_PREFIX} {json.dumps(meta, sort_keys=True)}\n")
    return Outcome(head + print_verified(module), None, done, tried, hits)


def replay_mutant(text: str, source: str = "<mutant>", raw: bool = False,
                  specs_root: Path | None = None) -> str:
    """Rebuild the mutant ``text`` from its header (the seed file must be where the header
    says, unchanged; ``specs_root``: the release's specs directory, None for the shipped one).
    Returns the rebuilt text (the raw mutant with ``raw``).

    Raises:
        UsageError: no mutation header, the seed is missing or changed, or the rebuild was
            discarded (it would have been when the mutant was made: the seed changed).
    """
    meta = read_header(text) or {}
    m = meta.get("mutation")
    if not isinstance(m, dict):
        raise UsageError(f"{source}: no mutation header")
    seed = Path(m["seed_file"])
    if not seed.is_file():
        raise UsageError(f"{source}: its seed {seed} is missing; put the seed corpus back")
    if seed_sha256(seed) != m["seed_sha256"]:
        raise UsageError(f"{source}: its seed {seed} changed since the mutant was made")
    extra = {k: meta[k] for k in ("corpus_seed", "index") if k in meta}
    out = mutate(seed, int(m["draw_seed"]), meta["mlir_version"],
                 tuple(m.get("operators") or ()), m.get("step_count"), extra or None, raw=raw,
                 specs_root=specs_root, harnessed=m.get("harnessed", True) is not False)
    if out.text is None:
        raise UsageError(f"{source}: rebuilding it was discarded ({out.reason})")
    return out.text
