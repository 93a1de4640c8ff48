"""Near-duplicate detection: exact content hash plus a 64-bit SimHash over word shingles."""

from __future__ import annotations

import hashlib
import re

_WORD = re.compile(r"\w+", re.UNICODE)
MAX_DISTANCE = 3  # bits; pages this close are the same text with trivial differences


def simhash(text: str, shingle: int = 3) -> int:
    words = _WORD.findall(text.lower())
    if not words:
        return 0
    grams = [" ".join(words[i: i + shingle]) for i in range(max(1, len(words) - shingle + 1))]
    weights = [0] * 64
    for gram in grams:
        h = int.from_bytes(hashlib.blake2b(gram.encode("utf-8"), digest_size=8).digest(), "big")
        for bit in range(64):
            weights[bit] += 1 if (h >> bit) & 1 else -1
    return sum(1 << bit for bit in range(64) if weights[bit] > 0)


def distance(a: int, b: int) -> int:
    return (a ^ b).bit_count()


class NearDuplicates:
    """Remembers documents of a run; ``check`` names the earlier URL a new one duplicates.

    Four 16-bit bands index the sketches, so a lookup compares only candidates that share
    a band (any two sketches within 3 bits share at least one band).
    """

    def __init__(self, max_distance: int = MAX_DISTANCE) -> None:
        self.max_distance = max_distance
        self._hashes: dict[str, str] = {}
        self._bands: list[dict[int, list[tuple[int, str]]]] = [{} for _ in range(4)]

    def check(self, url: str, content_hash: str, sketch: int) -> str | None:
        """URL of an earlier near-duplicate, or None (and remember this one)."""
        if content_hash in self._hashes:
            return self._hashes[content_hash]
        for i, band in enumerate(self._bands):
            for other, other_url in band.get((sketch >> (16 * i)) & 0xFFFF, ()):
                if distance(sketch, other) <= self.max_distance:
                    return other_url
        self._hashes[content_hash] = url
        for i, band in enumerate(self._bands):
            band.setdefault((sketch >> (16 * i)) & 0xFFFF, []).append((sketch, url))
        return None
