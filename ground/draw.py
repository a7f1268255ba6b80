"""The one source of randomness: a seeded :class:`Draw` threaded through generation.

Every generator function takes ``draw`` as its first parameter (style: Hypothesis'
``ConjectureData.draw_*``). Nothing in smith uses the global ``random`` module or the clock,
so the same seed and options give byte-identical programs.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def derive_seed(parent: int, *labels: object) -> int:
    """Derive a child seed from ``parent`` and ``labels`` (e.g. a program index).

    Stable across Python versions and processes (SHA-256, not ``hash()``), so a campaign seed
    fixes every per-program seed whichever executor runs it.

    Returns an int in [0, 2**63).
    """
    text = ":".join([str(parent), *map(str, labels)]).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> 1


class Draw:
    """A wrapper around one ``random.Random(seed)``; the only RNG smith uses.

    Attributes:
        seed: the seed this draw object started from.
        count: how many choices were made so far (useful to compare two generations).
    """

    def __init__(self, seed: int) -> None:
        self.seed = int(seed)
        self._rng = random.Random(self.seed)
        self.count = 0

    def integer(self, lo: int, hi: int) -> int:
        """Uniform integer in the closed range [lo, hi]."""
        self.count += 1
        return self._rng.randint(lo, hi)

    def boolean(self, p: float = 0.5) -> bool:
        """True with probability ``p``."""
        self.count += 1
        return self._rng.random() < p

    def real(self) -> float:
        """Uniform float in [0, 1)."""
        self.count += 1
        return self._rng.random()

    def choice(self, seq: Sequence[T]) -> T:
        """One element of a non-empty sequence, uniformly."""
        if not seq:
            raise ValueError("choice from an empty sequence")
        self.count += 1
        return seq[self._rng.randrange(len(seq))]

    def weighted(self, seq: Sequence[T], weights: Sequence[float]) -> T:
        """One element of ``seq`` drawn with the given non-negative ``weights``."""
        self.count += 1
        return self._rng.choices(seq, weights=weights, k=1)[0]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        """``k`` distinct elements of ``seq`` in random order."""
        self.count += 1
        return self._rng.sample(list(seq), k)

    def shuffle(self, items: list[T]) -> list[T]:
        """A shuffled copy of ``items``."""
        self.count += 1
        out = list(items)
        self._rng.shuffle(out)
        return out

    def fork(self, *labels: object) -> Draw:
        """An independent child draw whose seed is derived from this seed and ``labels``."""
        return Draw(derive_seed(self.seed, *labels))
