"""One typed settings object for the whole package.

Precedence, lowest first: defaults < config file (TOML) < environment < explicit
arguments (CLI flags or keyword arguments).  The config file is ``--config FILE``,
else ``$DEEPSEARCH_CONFIG``, else ``<user config dir>/deepsearch/config.toml`` when it
exists.  Environment variables are ``DEEPSEARCH_<SECTION>__<FIELD>`` (for example
``DEEPSEARCH_SEARCH__RESULTS_PER_QUERY=10``) plus the vendors' usual key names
(``TAVILY_API_KEY``, ``BRAVE_API_KEY``, ``SERPAPI_API_KEY``, ``SEARXNG_URL``).

This is the only module that reads the environment.  :func:`load_settings` also
records where each effective value came from, for ``deepsearch config show``.
"""

from __future__ import annotations

import json
import os
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator
from pydantic_settings import (
    BaseSettings,
    EnvSettingsSource,
    NoDecode,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    SettingsError,
)

from deepsearch.errors import ConfigError
from deepsearch.version import __version__

ENV_PREFIX = "DEEPSEARCH_"

# Vendor-standard environment variables -> dotted setting path.
VENDOR_ENV: dict[str, str] = {
    "TAVILY_API_KEY": "search.tavily.api_key",
    "BRAVE_API_KEY": "search.brave.api_key",
    "BRAVE_SEARCH_API_KEY": "search.brave.api_key",
    "SERPAPI_API_KEY": "search.serpapi.api_key",
    "SERPAPI_KEY": "search.serpapi.api_key",
    "SEARXNG_URL": "search.searxng.base_url",
    "OPENAI_API_KEY": "llm.api_key",
}


def _split_list(value: Any) -> Any:
    """Accept a list, a JSON array, or a comma-separated string."""
    if isinstance(value, str):
        text = value.strip()
        if text.startswith("["):
            try:
                return json.loads(text)
            except json.JSONDecodeError as exc:
                raise ValueError(f"not a JSON list: {text!r}") from exc
        return [part.strip() for part in text.split(",") if part.strip()]
    return value


StrList = Annotated[list[str], NoDecode]


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class ProviderSettings(_Section):
    """Settings shared by every HTTP search provider."""

    base_url: str = Field("", description="the API's base URL")
    api_key: SecretStr | None = Field(None, description="API key (masked in output)")
    timeout_s: float = Field(10.0, gt=0, le=300, description="total time for one request")
    requests_per_minute: float | None = Field(
        None, gt=0, description="rate limit; empty for none"
    )
    burst: int = Field(5, ge=1, le=1000, description="requests allowed at once by the rate limit")
    max_concurrency: int = Field(16, ge=1, le=256, description="requests in flight at once")


class SearxngSettings(ProviderSettings):
    base_url: str = Field("", description="your SearXNG instance, e.g. http://127.0.0.1:8888")


class TavilySettings(ProviderSettings):
    base_url: str = Field("https://api.tavily.com", description="the API's base URL")
    requests_per_minute: float | None = Field(100.0, gt=0, description="dev tier: 100 RPM")


class BraveSettings(ProviderSettings):
    base_url: str = Field("https://api.search.brave.com", description="the API's base URL")
    requests_per_minute: float | None = Field(60.0, gt=0, description="free tier: 1 per second")
    burst: int = Field(1, ge=1, le=1000, description="requests allowed at once")


class SerpApiSettings(ProviderSettings):
    base_url: str = Field("https://serpapi.com", description="the API's base URL")
    engine: str = Field("google", description="SerpAPI engine parameter")


class DuckDuckGoSettings(_Section):
    backend: str = Field("auto", description="ddgs backend (duckduckgo, brave, …) or auto")
    region: str = Field("us-en", description="ddgs region code (language-country, e.g. de-de)")
    proxy: str | None = Field(None, description="proxy for ddgs (http://, https:// or socks5://)")
    safesearch: Literal["on", "moderate", "off"] = Field("moderate", description="ddgs filter")
    timeout_s: float = Field(10.0, gt=0, le=300, description="total time for one query")
    requests_per_minute: float | None = Field(30.0, gt=0, description="rate limit")
    burst: int = Field(2, ge=1, description="requests allowed at once by the rate limit")
    max_concurrency: int = Field(2, ge=1, le=64, description="queries in flight at once")


class SearchSettings(_Section):
    providers: StrList = Field(
        default_factory=lambda: ["auto"],
        description=(
            "fallback order; 'auto' = every provider that has its key or URL, "
            "then duckduckgo"
        ),
    )
    results_per_query: int = Field(15, ge=1, le=100, description="hits asked of a provider")
    score_threshold: float = Field(
        0.1, ge=0, le=1,
        description="hits whose vendor-calibrated relevance (Tavily's score) is lower are "
                    "dropped; rank-derived scores are never filtered")
    include_domains: StrList = Field(
        default_factory=list, description="keep only these domains and their subdomains (site:)"
    )
    exclude_domains: StrList = Field(
        default_factory=list, description="drop these domains and their subdomains (-site:)"
    )
    max_concurrency: int = Field(16, ge=1, le=256, description="queries in flight at once")
    max_query_chars: int = Field(400, ge=10, le=10_000, description="longer queries are refused")
    retries: int = Field(2, ge=0, le=10, description="retries per provider per query")
    backoff_base_s: float = Field(0.5, ge=0, le=60, description="first retry wait; doubles")
    backoff_max_s: float = Field(8.0, ge=0, le=600, description="longest retry wait")
    max_retry_after_s: float = Field(
        10.0, ge=0, le=3600,
        description="longer Retry-After than this falls back to the next provider instead",
    )
    breaker_failures: int = Field(
        3, ge=1, le=100, description="consecutive failures that open a provider's circuit"
    )
    breaker_cooldown_s: float = Field(
        60.0, ge=0, le=86_400, description="how long an open circuit skips the provider"
    )
    cache_enabled: bool = Field(True, description="write answers to the search cache and "
                                "use it when every provider fails")
    cache_ttl_s: float = Field(
        7 * 86_400, ge=0, description="age after which cached answers expire"
    )
    cache_fresh_s: float = Field(
        86_400.0, ge=0, description="a cached answer younger than this is used without a "
        "request (0: always ask the providers)"
    )

    searxng: SearxngSettings = Field(default_factory=SearxngSettings)
    tavily: TavilySettings = Field(default_factory=TavilySettings)
    brave: BraveSettings = Field(default_factory=BraveSettings)
    serpapi: SerpApiSettings = Field(default_factory=SerpApiSettings)
    duckduckgo: DuckDuckGoSettings = Field(default_factory=DuckDuckGoSettings)

    @field_validator("providers", "include_domains", "exclude_domains", mode="before")
    @classmethod
    def _lists(cls, value: Any) -> Any:
        return _split_list(value)

    @field_validator("providers")
    @classmethod
    def _known_providers(cls, value: list[str]) -> list[str]:
        cleaned = [v.strip().lower() for v in value if v.strip()]
        if not cleaned:
            raise ValueError("at least one provider is needed")
        return cleaned


class HttpSettings(_Section):
    user_agent: str = Field("", validate_default=True, description="User-Agent header on "
                            "every request; empty means deepsearch/<version>")
    connect_timeout_s: float = Field(5.0, gt=0, le=120, description="TCP/TLS connect timeout")
    read_timeout_s: float = Field(10.0, gt=0, le=600, description="timeout between bytes")
    max_connections: int = Field(64, ge=1, le=1024, description="connection pool size")
    allow_private_urls: bool = Field(
        False, description="let fetches reach loopback and private addresses (local web, intranet)"
    )

    @field_validator("user_agent")
    @classmethod
    def _default_agent(cls, value: str) -> str:
        value = " ".join(value.split())
        if not value.isascii():
            raise ValueError("a User-Agent must be ASCII")
        return value or f"deepsearch/{__version__}"


class FetchSettings(_Section):
    max_concurrency: int = Field(10, ge=1, le=256, description="pages in flight at once")
    per_host_concurrency: int = Field(4, ge=1, le=64, description="pages in flight per host")
    per_host_delay_s: float = Field(
        0.1, ge=0, le=60, description="polite gap between request starts to one host"
    )
    total_timeout_s: float = Field(10.0, gt=0, le=600, description="total time for one page")
    max_bytes: int = Field(10_000_000, ge=1024, description="larger bodies are refused")
    max_redirects: int = Field(5, ge=0, le=20)
    retries: int = Field(2, ge=0, le=10, description="retries on 429, 5xx and timeouts")
    respect_robots: bool = Field(True, description="obey robots.txt (cached per host)")
    robots_ttl_s: float = Field(3600.0, ge=0, description="how long a robots.txt is trusted")
    allowed_hosts: StrList = Field(
        default_factory=list,
        description="hosts or CIDR ranges exempt from the private-address check",
    )
    cache_enabled: bool = Field(True, description="keep pages; revalidate with ETag/Last-Modified")
    cache_fresh_s: float = Field(
        3600.0, ge=0, description="a cached page younger than this is used without a request"
    )
    min_content_length: int = Field(
        100, ge=0, description="extracted text shorter than this is rejected"
    )

    @field_validator("allowed_hosts", mode="before")
    @classmethod
    def _lists(cls, value: Any) -> Any:
        return _split_list(value)


class IngestSettings(_Section):
    max_file_bytes: int = Field(50_000_000, ge=1024, description="larger files are refused")
    max_pdf_pages: int = Field(500, ge=1, description="PDF pages read at most")
    max_unzipped_bytes: int = Field(
        200_000_000, ge=1024, description="DOCX/XLSX whose contents unzip larger are refused"
    )
    max_zip_ratio: float = Field(
        100.0, ge=1, description="compression ratio above which an archive is a bomb"
    )
    max_table_rows: int = Field(5000, ge=1, description="CSV/XLSX rows rendered per sheet")
    follow_symlinks: bool = Field(
        False, description="follow symlinks that leave the folders given to ingest"
    )
    document_roots: list[Path] = Field(
        default_factory=list, description="folders MCP clients may ingest from (symlinks "
        "resolved, hidden and secret-looking files refused); empty: the current directory "
        "over MCP stdio, nothing over MCP HTTP. The command line reads what its user names")


class KbSettings(_Section):
    backend: Literal["lancedb", "pgvector", "memory"] = Field(
        "lancedb", description="lancedb (embedded, default), pgvector (PostgreSQL) or memory "
        "(nothing kept after the process ends)"
    )
    path: Path | None = Field(None, description="LanceDB folder (default: <data_dir>/kb)")
    postgres_url: SecretStr | None = Field(
        None, description="PostgreSQL URL for pgvector; unset = an embedded server (pgserver)"
    )
    pool_size: int = Field(4, ge=1, le=64, description="pgvector: connections per process "
                           "(searches of concurrent runs at once)")
    chunk_size: int = Field(500, ge=100, le=8000, description="target characters per chunk")
    chunk_overlap: int = Field(50, ge=0, le=2000, description="characters shared by neighbours")
    embedder: Literal["local", "openai", "hashing"] = Field(
        "local", description="local (all-MiniLM-L6-v2, offline), openai (any /v1/embeddings), "
        "or hashing (no model; lexical only)"
    )
    embed_model: str = Field(
        "", description="model name for the endpoint, or a local sentence-transformers folder"
    )
    embed_base_url: str = Field(
        "", description="OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1"
    )
    embed_api_key: SecretStr | None = Field(None, description="key for the embeddings endpoint")
    embed_batch_size: int = Field(300, ge=1, le=4096, description="texts per embedding call")
    embed_concurrency: int = Field(2, ge=1, le=64, description="embedding calls at once")
    embed_timeout_s: float = Field(60.0, gt=0, description="time for one embedding call")
    embed_cache: bool = Field(True, description="cache vectors by (model, text hash)")
    cross_encoder_path: str = Field(
        "", description="a local sentence-transformers CrossEncoder folder to rerank with; "
        "empty = trust-adjusted scores only (no cross-encoder ships on PyPI)"
    )
    rrf_k: int = Field(
        10, ge=1, le=1000,
        description="reciprocal rank fusion constant (smaller trusts the top ranks more)",
    )
    vector_index_min_rows: int = Field(
        50_000, ge=256, description="build an ANN vector index once the table has this many rows"
    )
    lance_cache_mb: int = Field(
        256, ge=16, le=65536, description="LanceDB index cache in MB (metadata cache: a quarter)"
    )


class RoleSettings(_Section):
    """Per-role overrides; empty model = the run's model."""

    model: str = Field("", description="an LLM spec for this role only")
    temperature: float = Field(0.3, ge=0, le=2, description="sampling temperature")
    max_tokens: int = Field(512, ge=16, le=32_768, description="answer length cap")


def _roles() -> dict[str, RoleSettings]:
    # SearchMuse: strategy 0.7, assessment 0.3; Deep Search: planning 0.1, synthesis low.
    return {
        "plan": RoleSettings(temperature=0.1, max_tokens=700),
        "strategy": RoleSettings(temperature=0.7, max_tokens=400),
        "queries": RoleSettings(temperature=0.7, max_tokens=300),
        "judge": RoleSettings(temperature=0.3, max_tokens=300),
        "rank": RoleSettings(temperature=0.0, max_tokens=500),
        "analyse": RoleSettings(temperature=0.2, max_tokens=600),
        "write": RoleSettings(temperature=0.2, max_tokens=1500),
        "verify": RoleSettings(temperature=0.0, max_tokens=400),
    }


class LlmSettings(_Section):
    spec: str = Field(
        "auto",
        description="auto, none, local[:PATH.gguf], openai:MODEL, ollama:MODEL, "
        "openrouter:MODEL, or http://host:port/v1#MODEL",
    )
    api_key: SecretStr | None = Field(None, description="key for the endpoint (masked)")
    base_url: str = Field("", description="override the endpoint base URL of the spec")
    ollama_url: str = Field("http://127.0.0.1:11434", description="where auto looks for Ollama")
    timeout_s: float = Field(120.0, gt=0, le=3600, description="time for one call")
    retries: int = Field(2, ge=0, le=10, description="retries on 429, 5xx and timeouts")
    structured_attempts: int = Field(
        3, ge=1, le=5, description="tries for a schema-valid answer before the non-LLM fallback"
    )
    max_concurrency: int = Field(4, ge=1, le=64, description="calls in flight at once")
    requests_per_minute: float | None = Field(None, gt=0, description="rate limit; unset = none")
    local_threads: int = Field(0, ge=0, le=256, description="llama.cpp threads; 0 = all cores")
    local_context: int = Field(4096, ge=512, le=131_072, description="llama.cpp context tokens")
    context_tokens: int | None = Field(
        None, ge=512, le=2_000_000, description="context size of a server model, for packing "
        "prompts; unset = as the server reports it (llama.cpp /props, Ollama /api/show, vLLM "
        "and OpenRouter /v1/models, a table for hosted models), else 8192; the embedded model "
        "uses local_context")
    structured_output: Literal["auto", "json_schema", "json_object_schema", "json_object",
                               "prompt"] = Field(
        "auto", description="how a server is asked for JSON; auto = negotiated per endpoint "
        "(json_schema, then json_object with a schema, then json_object, then the schema in "
        "the prompt) and remembered")
    max_consecutive_failures: int = Field(
        3, ge=1, le=100, description="failed calls of one kind in a row after which a run stops "
        "calling the model (and says so once)")
    probe_timeout_s: float = Field(
        2.5, gt=0, le=60, description="time allowed to check an explicit endpoint before a run")
    cache_responses: bool = Field(
        False, description="reuse answers for identical (model, messages, parameters)"
    )
    max_calls: int | None = Field(None, ge=1, description="LLM calls per run; unset = no cap")
    max_tokens_total: int | None = Field(None, ge=1, description="tokens per run; unset = no cap")
    max_cost_usd: float | None = Field(None, ge=0, description="cost per run; unset = no cap")
    prices: dict[str, tuple[float, float]] = Field(
        default_factory=lambda: {"gpt-4.1-mini": (0.40, 1.60), "gpt-4.1": (2.00, 8.00),
                                 "gpt-4o-mini": (0.15, 0.60)},
        description="USD per million (input, output) tokens, by model name",
    )
    roles: dict[str, RoleSettings] = Field(default_factory=_roles,
                                           description="per-role model, temperature, length")

    @field_validator("roles", mode="before")
    @classmethod
    def _merge_roles(cls, value: Any) -> Any:
        """A partial role (e.g. only ``write.temperature``) keeps the role's other defaults."""
        merged = {name: role.model_dump() for name, role in _roles().items()}
        for name, override in (value or {}).items():
            if isinstance(override, BaseModel):
                override = override.model_dump(exclude_unset=True)
            merged[name] = {**merged.get(name, {}), **dict(override)}
        return merged

    @field_validator("prices", mode="before")
    @classmethod
    def _merge_prices(cls, value: Any) -> Any:
        defaults = LlmSettings.model_fields["prices"].default_factory()  # type: ignore[misc]
        return {**defaults, **(value or {})}


class ResearchSettings(_Section):
    max_iterations: int = Field(5, ge=1, le=20, description="search-read-judge rounds at most")
    min_sources: int = Field(5, ge=1, le=100, description="sources needed to converge")
    target_sources: int = Field(10, ge=1, le=100, description="sources for a full score")
    coverage_threshold: float = Field(0.7, ge=0, le=1, description="coverage to converge")
    completeness_threshold: float = Field(
        0.8, ge=0, le=1, description="local knowledge this complete answers without the web"
    )
    url_score_threshold: float = Field(
        0.5, ge=0, le=1, description="hits scored lower are not fetched"
    )
    max_urls_per_iteration: int = Field(4, ge=1, le=50, description="pages read per round")
    queries_per_sub_question: int = Field(
        4, ge=1, le=20, description="search queries a sub-question may spend (SDD-002 budget)"
    )
    max_pages: int = Field(30, ge=1, le=1000, description="pages read per run at most")
    max_searches: int | None = Field(
        8, ge=1, le=1000, description="requests to search providers per run at most (a "
        "cached answer is none, a second page is one); unset = no limit")
    time_budget_s: float = Field(600.0, gt=0, description="a run stops after this long")
    evidence_k: int = Field(8, ge=1, le=50, description="evidence chunks per sub-question")
    follow_links: bool = Field(True, description="follow promising links of pages read")
    use_search_hints: bool = Field(
        True, description="query the knowledge base with titles/headings of pages just read"
    )
    use_knowledge_base: bool = Field(True, description="check local knowledge before the web")
    stagnation_gain: float = Field(
        0.02, ge=0, le=1, description="a round that raises coverage less than this stagnates"
    )
    temperature_step: float = Field(
        0.25, ge=0, le=1, description="query temperature added per stagnant round"
    )
    max_temperature: float = Field(1.3, ge=0, le=2, description="query temperature at most")
    fact_check: bool = Field(
        True, description="with an LLM: verify the draft's claims by searching, then refine"
    )
    fact_check_pages: int = Field(2, ge=0, le=10, description="pages read to fact-check")
    support_threshold: float = Field(
        0.55, ge=0, le=1, description="support a cited sentence needs from the passage it cites"
    )
    max_entailment_checks: int = Field(
        12, ge=0, le=100, description="citations checked by the LLM per report (in one "
        "batched call); the rest lexically and by embedding"
    )
    report_length: Literal["auto", "brief", "standard", "detailed"] = Field(
        "auto", description="report length; auto: the length the request asks for in so many "
        "words (\"a short summary\", \"in detail\"), else by the question's shape (brief for "
        "yes/no and option questions, standard otherwise)"
    )
    llm_refine_calls: int = Field(
        1, ge=0, le=20, description="rounds whose next-hop or pivot queries the LLM also "
        "proposes (one call each); later rounds use the heuristic ones"
    )


class StorageSettings(_Section):
    url: SecretStr | None = Field(
        None, description="postgresql://… to keep the run log, events and checkpoints in "
        "PostgreSQL, shared by every process that points at it; unset = SQLite files in "
        "data_dir (one machine)")
    lease_s: float = Field(
        120.0, gt=0, le=86_400, description="a run whose process has not been heard from "
        "for this long (on another machine) is marked interrupted")
    heartbeat_s: float = Field(5.0, gt=0, le=600, description="how often a worker says it "
                               "is alive (and looks for runs whose worker stopped)")
    stalled_s: float = Field(20.0, gt=0, le=3600, description="a worker silent this long is "
                             "taken for dead: its runs go back on the queue")
    reconnect_s: float = Field(60.0, ge=0, le=3600, description="after losing PostgreSQL (a "
                               "restart, a fail-over), how long to keep reconnecting before "
                               "a run fails")

    @field_validator("url")
    @classmethod
    def _postgres_only(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and not value.get_secret_value().startswith(
                ("postgresql://", "postgres://")):
            raise ValueError("storage.url must be a postgresql:// URL")
        return value


class ServerSettings(_Section):
    host: str = Field("127.0.0.1", description="address `deepsearch serve` listens on")
    port: int = Field(8765, ge=0, le=65535, description="port of `deepsearch serve`")
    api_keys: list[SecretStr] = Field(
        default_factory=list, description="accepted API keys (X-API-Key or Bearer); empty: no "
        "keys needed, which is only allowed on a loopback address")
    rate_limit_per_minute: int = Field(120, ge=1, description="requests per key per minute")
    max_runs_per_key: int = Field(2, ge=1, le=100, description="concurrent runs per key")
    max_request_bytes: int = Field(64_000, ge=1024, description="largest JSON request body")
    max_upload_bytes: int = Field(50_000_000, ge=1024, description="largest document upload")
    cors_origins: list[str] = Field(default_factory=list,
                                    description="origins allowed by CORS and to send "
                                                "state-changing requests (empty: none)")
    allowed_hosts: list[str] = Field(
        default_factory=list, description="Host names clients may use (a DNS-rebinding "
        "guard); empty: the listening address and the loopback names (any on 0.0.0.0)")
    auth_failures_per_minute: int = Field(
        10, ge=1, le=10_000, description="failed authentications a client may make per "
        "minute before it is refused (429)")
    heartbeat_s: float = Field(15.0, gt=0, le=300, description="SSE heartbeat interval")


def _default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "deepsearch"


def default_config_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "deepsearch" / "config.toml"


class Settings(BaseSettings):
    """Every setting of deepsearch. Construct with :func:`load_settings` to get provenance."""

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX,
        env_nested_delimiter="__",
        extra="forbid",
        validate_assignment=True,
        nested_model_default_partial_update=True,
    )

    data_dir: Path = Field(default_factory=_default_data_dir,
                           description="caches, knowledge base and run logs")
    log_level: Literal["debug", "info", "warning", "error"] = Field(
        "warning", description="logging level of the CLI and servers")
    http: HttpSettings = Field(default_factory=HttpSettings)
    search: SearchSettings = Field(default_factory=SearchSettings)
    fetch: FetchSettings = Field(default_factory=FetchSettings)
    ingest: IngestSettings = Field(default_factory=IngestSettings)
    kb: KbSettings = Field(default_factory=KbSettings)
    llm: LlmSettings = Field(default_factory=LlmSettings)
    research: ResearchSettings = Field(default_factory=ResearchSettings)
    server: ServerSettings = Field(default_factory=ServerSettings)
    storage: StorageSettings = Field(default_factory=StorageSettings)

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # Used when someone writes ``Settings()`` directly; load_settings() builds
        # the same layers itself so that it can say where each value came from.
        return (
            init_settings,
            _DictSource(settings_cls, _env_layer(os.environ)),
            _DictSource(settings_cls, _file_layer(_resolve_config_path(None, os.environ))),
        )

    @property
    def cache_dir(self) -> Path:
        return self.data_dir / "cache"

    @property
    def kb_path(self) -> Path:
        return self.kb.path or self.data_dir / "kb"


class _DictSource(PydanticBaseSettingsSource):
    def __init__(self, settings_cls: type[BaseSettings], data: dict[str, Any]) -> None:
        super().__init__(settings_cls)
        self._data = data

    def get_field_value(self, field: Any, field_name: str) -> tuple[Any, str, bool]:
        return self._data.get(field_name), field_name, False

    def __call__(self) -> dict[str, Any]:
        return self._data


def _set_path(target: dict[str, Any], dotted: str, value: Any) -> None:
    parts = dotted.split(".")
    node = target
    for part in parts[:-1]:
        node = node.setdefault(part, {})
    node[parts[-1]] = value


def _env_layer(environ: Mapping[str, str]) -> dict[str, Any]:
    """DEEPSEARCH_* variables (nested with ``__``) plus the vendor key names."""
    source = EnvSettingsSource(
        Settings,
        env_prefix=ENV_PREFIX,
        env_nested_delimiter="__",
        case_sensitive=False,
    )
    # EnvSettingsSource reads os.environ; give it exactly the mapping we were handed.
    source.env_vars = {k.lower(): v for k, v in environ.items()}
    try:
        layer: dict[str, Any] = source()
    except (SettingsError, ValueError) as exc:
        raise ConfigError(f"invalid {ENV_PREFIX}* environment variable: {exc}") from exc
    for var, dotted in VENDOR_ENV.items():
        value = environ.get(var)
        if value and not _has_path(layer, dotted):
            _set_path(layer, dotted, value)
    return layer


def _has_path(data: Mapping[str, Any], dotted: str) -> bool:
    node: Any = data
    for part in dotted.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return False
        node = node[part]
    return True


def _resolve_config_path(explicit: Path | None, environ: Mapping[str, str]) -> Path | None:
    if explicit is not None:
        if not explicit.is_file():
            raise ConfigError(f"config file not found: {explicit}")
        return explicit
    from_env = environ.get("DEEPSEARCH_CONFIG")
    if from_env:
        path = Path(from_env)
        if not path.is_file():
            raise ConfigError(f"config file not found: {path} (from DEEPSEARCH_CONFIG)")
        return path
    default = default_config_path()
    return default if default.is_file() else None


def _file_layer(path: Path | None) -> dict[str, Any]:
    if path is None:
        return {}
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"config file {path} is not valid TOML: {exc}") from exc
    except OSError as exc:
        raise ConfigError(f"cannot read config file {path}: {exc.strerror}") from exc


def _deep_merge(base: dict[str, Any], top: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in top.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _deep_merge(dict(out[key]), value)
        else:
            out[key] = value
    return out


def _leaves(data: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in data.items():
        path = f"{prefix}{key}"
        if isinstance(value, Mapping):
            out.update(_leaves(value, path + "."))
        else:
            out[path] = value
    return out


class LoadedSettings(BaseModel):
    """Effective settings plus, for every leaf, the layer that set it."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    settings: Settings
    sources: dict[str, str]
    config_file: Path | None = None

    def rows(self) -> list[tuple[str, str, str]]:
        """(dotted name, display value with secrets masked, source) for every setting."""
        dumped = self.settings.model_dump(mode="python")
        rows = []
        for path, value in _leaves(dumped).items():
            rows.append((path, _display(value), self.sources.get(path, "default")))
        return rows


def _display(value: Any) -> str:
    if isinstance(value, SecretStr):
        raw = value.get_secret_value()
        return "" if not raw else f"{raw[:4]}…(masked)" if len(raw) > 8 else "****(masked)"
    if value is None:
        return ""
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


def load_settings(
    config_file: Path | str | None = None,
    overrides: Mapping[str, Any] | None = None,
    environ: Mapping[str, str] | None = None,
) -> LoadedSettings:
    """Build the effective settings from every layer.

    ``overrides`` holds explicit values (CLI flags) as dotted names, e.g.
    ``{"search.results_per_query": 5}``; ``None`` values are ignored.
    """
    env = os.environ if environ is None else environ
    path = _resolve_config_path(Path(config_file) if config_file else None, env)
    layers: list[tuple[str, dict[str, Any]]] = [
        (f"file {path}" if path else "file", _file_layer(path)),
        ("env", _env_layer(env)),
    ]
    cli: dict[str, Any] = {}
    for dotted, value in (overrides or {}).items():
        if value is not None:
            _set_path(cli, dotted, value)
    layers.append(("cli", cli))

    merged: dict[str, Any] = {}
    sources: dict[str, str] = {}
    for name, layer in layers:
        merged = _deep_merge(merged, layer)
        for leaf in _leaves(layer):
            sources[leaf] = name
    try:
        settings = Settings.model_validate(merged)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        origin = sources.get(where, "")
        raise ConfigError(
            f"invalid setting {where}: {first['msg']}" + (f" (from {origin})" if origin else ""),
            hint=f"{exc.error_count()} problem(s) in all" if exc.error_count() > 1 else None,
        ) from exc
    return LoadedSettings(settings=settings, sources=sources, config_file=path)


def default_config_toml() -> str:
    """A commented config file with every default, for ``deepsearch config init``."""
    lines = ["# deepsearch configuration. Every value shown is the default.", ""]
    defaults = Settings.model_validate({}).model_dump(mode="json")

    def emit(section: str, data: Mapping[str, Any]) -> None:
        scalars = {k: v for k, v in data.items() if not isinstance(v, Mapping)}
        tables = {k: v for k, v in data.items() if isinstance(v, Mapping)}
        if section:
            lines.append(f"[{section}]")
        for raw_key, value in scalars.items():
            key = raw_key if re.fullmatch(r"[A-Za-z0-9_-]+", raw_key) else json.dumps(raw_key)
            if key == "data_dir":
                lines.append(f"# {key} = {json.dumps(str(value))}")
            elif value is None:
                lines.append(f"# {key} =")
            else:
                lines.append(f"{key} = {json.dumps(value)}")
        lines.append("")
        for key, value in tables.items():
            emit(f"{section}.{key}" if section else key, value)

    emit("", defaults)
    return "\n".join(lines)
