"""Which programs of ``smith campaign --seeds DIR`` are mutants, and of which seed.

Every other program (odd indices) is a mutant (``smith.mutate``) of a seed of ``DIR`` (a
corpus: ``DIR/programs/*.mlir`` + ``manifest.json``, as ``smith gen`` and ``smith seeds
import`` write); the even ones are generated as without seeds. Program *i*'s seed is drawn
from ``derive_seed(campaign seed, i, "seed pick")`` -- uniformly, or under ``--guide
coverage`` with the weights of the seed power schedule (``CoverageGuide.seed_weights``) -- and
its mutation from ``Draw(derive_seed(campaign seed, i, "mutate"))``; both are in the mutant's
header, so ``smith replay`` rebuilds it from the seed file alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ground.draw import Draw, derive_seed
from ground.manifest import corpus_files


def seed_files(seeds_dir: str | Path) -> list[str]:
    """The seed programs of ``seeds_dir`` as absolute paths, in corpus order.

    Raises:
        UsageError: not a corpus directory (``ground.manifest.corpus_files``).
    """
    return [str(p.resolve()) for _, p in corpus_files(seeds_dir).programs]


def is_mutant(index: int) -> bool:
    """Whether program ``index`` of a campaign with seeds is a mutant (odd indices)."""
    return index % 2 == 1


def mutation_of(campaign_seed: int, index: int, seeds: Sequence[str],
                weights: Sequence[float] | None = None) -> dict[str, Any]:
    """The ``mutate`` entry of program ``index``'s task: the seed file (drawn with
    ``weights``, uniform for None) and the mutation's draw seed."""
    draw = Draw(derive_seed(campaign_seed, index, "seed pick"))
    seed = draw.weighted(list(seeds), list(weights)) if weights else draw.choice(list(seeds))
    return {"seed_file": seed, "draw_seed": derive_seed(campaign_seed, index, "mutate")}
