"""Which programs of ``smith campaign --seeds DIR`` are mutants, and of which seed.

Every other program (odd indices) is a mutant (``smith.mutate``) of a seed of ``DIR`` (a
corpus: ``DIR/programs/*.mlir`` + ``manifest.json``, as ``smith gen`` and ``smith seeds
import`` write); the even ones are generated as without seeds. Mutant slot *k* (program
``2k + 1``) takes its seed:

- first pass (AFL's first cycle over its queue; campaign option ``seed_order``
  ``"first-pass"``, every campaign started since it exists): while *k* < the number of seeds,
  the *k*-th seed of one permutation of the seeds drawn from ``derive_seed(campaign seed,
  "seed order")``, so every seed is visited once before any is visited twice; that visit
  also *calibrates* the seed (the unmutated seed along its origin pipelines,
  :mod:`smith.app.origin_runs`);
- after it (and always in a campaign whose ``campaign.json`` has no ``seed_order``: one
  started before it existed, ``"uniform"``): drawn from ``derive_seed(campaign seed, i,
  "seed pick")`` -- uniformly, or under ``--guide coverage`` with the weights of the seed power
  schedule (``CoverageGuide.seed_weights``).

The mutation is drawn from ``Draw(derive_seed(campaign seed, i, "mutate"))``; seed and draw
seed are in the mutant's header, so ``smith replay`` rebuilds it from the seed file alone.
Program *i*'s seed is thus a function of the campaign seed, *i*, the seed list and (guided,
after the first pass) the guide's state when it is started.

Pipeline seeds: a manifest entry with ``"harnessed": false`` (absent or true: harnessed) is a
test piece with no ``@main`` (possibly of dialects smith does not generate); a mutant of it is
run only along its origin test's pipelines (an origin-only, crash-only test), so such a seed is
a seed of the campaign only when its origin file has pipelines (``DIR/pipelines.json``) and the
campaign runs them (``--seed-pipelines``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs

from ground.draw import Draw, derive_seed
from ground.errors import UsageError
from ground.manifest import corpus_files, is_unharnessed
from smith.app.records import MutantSeed
from smith.app.seed_pipelines import load_pipelines

#: ``CampaignConfig.seed_order`` values
FIRST_PASS = "first-pass"
UNIFORM = "uniform"
SEED_ORDERS = (FIRST_PASS, UNIFORM)


def seed_entries(seeds_dir: str | Path) -> list[tuple[str, bool]]:
    """``(absolute path, harnessed)`` of every seed program of ``seeds_dir``, in corpus order
    (``harnessed``: the manifest entry's ``harnessed``, True when absent).

    Raises:
        UsageError: not a corpus directory (``ground.manifest.corpus_files``).
    """
    listing = corpus_files(seeds_dir)
    root = Path(seeds_dir)
    unharnessed = {(root / p["file"]).resolve() for p in listing.meta.get("programs") or ()
                   if is_unharnessed(p) and isinstance(p.get("file"), str)}
    return [(str(p.resolve()), p.resolve() not in unharnessed) for _, p in listing.programs]


def seed_files(seeds_dir: str | Path) -> list[str]:
    """The seed programs of ``seeds_dir`` as absolute paths, in corpus order (pipeline seeds
    included).

    Raises:
        UsageError: not a corpus directory (``ground.manifest.corpus_files``).
    """
    return [f for f, _ in seed_entries(seeds_dir)]


def campaign_seeds(seeds_dir: str | Path, origins: dict[str, Any]
                   ) -> tuple[list[str], frozenset[str]]:
    """The seeds a campaign mutates, in corpus order, and which of them are pipeline seeds
    (module docstring): every harnessed seed, and every pipeline seed with an entry in
    ``origins`` (``smith.app.seed_pipelines.load_pipelines``; empty without
    ``--seed-pipelines``).

    Raises:
        UsageError: not a corpus directory.
    """
    entries = [(f, h) for f, h in seed_entries(seeds_dir) if h or f in origins]
    return [f for f, _ in entries], frozenset(f for f, h in entries if not h)


def seed_order(campaign_seed: int, seeds: Sequence[str]) -> list[str]:
    """The first pass's order of ``seeds``: a permutation drawn from
    ``derive_seed(campaign_seed, "seed order")`` (the same in every session)."""
    return Draw(derive_seed(campaign_seed, "seed order")).shuffle(list(seeds))


def is_mutant(index: int) -> bool:
    """Whether program ``index`` of a campaign with seeds is a mutant (odd indices)."""
    return index % 2 == 1


def first_visit(index: int, order: Sequence[str] | None) -> str | None:
    """The seed mutant ``index`` visits first in the first pass (``order``:
    :func:`seed_order`, None under ``seed_order`` ``"uniform"``), or None after it."""
    k = index // 2
    return order[k] if order is not None and is_mutant(index) and k < len(order) else None


def mutation_of(campaign_seed: int, index: int, seeds: Sequence[str],
                weights: Sequence[float] | None = None,
                order: Sequence[str] | None = None) -> dict[str, Any]:
    """The ``mutate`` entry of program ``index``'s task: the seed file, the mutation's draw
    seed and, on the seed's first-pass visit, ``"calibrate": True``. The seed is the first
    pass's (``order``, :func:`first_visit`) or else drawn from ``seeds`` with ``weights``
    (uniform for None)."""
    first = first_visit(index, order)
    out: dict[str, Any] = {"draw_seed": derive_seed(campaign_seed, index, "mutate")}
    if first is not None:
        return out | {"seed_file": first, "calibrate": True}
    draw = Draw(derive_seed(campaign_seed, index, "seed pick"))
    seed = draw.weighted(list(seeds), list(weights)) if weights else draw.choice(list(seeds))
    return out | {"seed_file": seed}


@attrs.frozen
class SeedSchedule:
    """Where the mutants of a campaign with seeds take their seeds (module docstring).

    Attributes:
        campaign_seed: the campaign's seed.
        seeds: the seeds mutated (:func:`campaign_seeds`), in corpus order.
        pipeline: which of them are pipeline seeds.
        origins: seed file -> its origin pipelines (``{"file", "pipelines"}``; empty without
            ``--seed-pipelines``).
        order: the first pass (:func:`seed_order`), or None (``seed_order`` ``"uniform"``).
    """

    campaign_seed: int
    seeds: list[str]
    pipeline: frozenset[str]
    origins: dict[str, dict[str, Any]]
    order: list[str] | None

    @classmethod
    def load(cls, seeds_dir: str | Path, campaign_seed: int, seed_pipelines: bool,
             order: str = FIRST_PASS) -> SeedSchedule:
        """The schedule of ``seeds_dir`` (``seed_pipelines``: the campaign runs the origin
        pipelines; ``order``: ``CampaignConfig.seed_order``).

        Raises:
            UsageError: not a corpus, ``pipelines.json`` unreadable, or no seed to mutate.
        """
        origins = load_pipelines(seeds_dir) if seed_pipelines else {}
        seeds, pipeline = campaign_seeds(seeds_dir, origins)
        if not seeds:
            raise UsageError(f"--seeds {seeds_dir}: no seed to mutate (its programs are "
                             f"pipeline seeds, and none has origin pipelines to run)")
        return cls(campaign_seed, seeds, pipeline, origins,
                   seed_order(campaign_seed, seeds) if order == FIRST_PASS else None)

    def mutant(self, index: int, queue: Sequence[str] | None = None,
               weights_of: Callable[[list[str]], list[float]] | None = None) -> MutantSeed:
        """The seed of mutant ``index``: the first pass's, else drawn from the seeds (and the
        guide's ``queue`` of campaign programs, absolute paths) with ``weights_of(pool)``
        (``CoverageGuide.seed_weights``; None: uniform)."""
        pool, weights = self.seeds, None
        if first_visit(index, self.order) is None and weights_of is not None:
            pool = self.seeds + list(queue or ())
            weights = weights_of(pool)
        return mutant_seed(mutation_of(self.campaign_seed, index, pool, weights, self.order),
                           self.origins, self.pipeline)


def mutant_seed(entry: dict[str, Any], origins: dict[str, dict[str, Any]],
                pipeline: frozenset[str]) -> MutantSeed:
    """The task's :class:`MutantSeed` of a :func:`mutation_of` entry: with its seed's origin
    pipelines (``origins``, when it has some) and ``harnessed`` False for a pipeline seed
    (``pipeline``: :func:`campaign_seeds`)."""
    seed = entry["seed_file"]
    return MutantSeed.from_json(entry | ({"origin": origins[seed]} if seed in origins else {})
                                | ({"harnessed": False} if seed in pipeline else {}))
