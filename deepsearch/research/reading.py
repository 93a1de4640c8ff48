"""Reading: the chosen pages fetched and extracted, their links queued, and their chunks
indexed once — into the run's working set now (what the run judges from) and into the
durable knowledge base in the background."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from deepsearch.kb.store import Provenance
from deepsearch.models import Document
from deepsearch.net.urls import domain_of
from deepsearch.research.context import RunContext
from deepsearch.research.models import Persona, SearchRecord
from deepsearch.research.searching import score_link
from deepsearch.research.state import RunState
from deepsearch.search import RunSeenUrls
from deepsearch.text import key_terms


async def read_round(ctx: RunContext, state: RunState, urls: list[str], iteration: int,
                     queries: list[str]) -> list[Document]:
    """Read ``urls``; every page read is indexed, every page not read is said with why."""
    events = ctx.events
    outcomes = await events.timed("fetch", ctx.reader.read_many(urls))
    docs: list[Document] = []
    seen = RunSeenUrls(state.seen)
    terms = key_terms(state.question)
    for outcome in outcomes:
        if outcome.document is None:
            state.stats.pages_failed += outcome.status in ("failed", "blocked")
            state.skipped.append(f"{outcome.url}: {outcome.status} ({outcome.reason})")
            events.emit("read", Persona.ANALYST, f"skipped {outcome.url}: {outcome.status} "
                        f"({outcome.reason})", url=outcome.url, status=outcome.status)
            continue
        state.stats.pages_fetched += 1
        state.read_urls.append(outcome.url)
        doc = outcome.document
        state.titles[doc.source_id] = doc.title
        if doc.url != outcome.url and outcome.url in state.meaning:  # redirected: the page
            # read is the result weighed
            state.meaning[doc.url] = state.meaning[outcome.url]
        state.fingerprints.append((doc.url, doc.content_hash, doc.simhash))
        docs.append(doc)
        for link in doc.meta.links:
            if link.url in state.links or link.url in state.read_urls or link.url in seen:
                continue
            score = score_link(link, terms)
            if score > 0:
                state.links[link.url] = (score, link)
    if docs:
        await events.timed("index", index(ctx, state, docs, iteration, queries))
    state.history.append(SearchRecord(iteration=iteration, action="crawl",
                                      urls=[d.url for d in docs]))
    events.emit("read", Persona.ANALYST, f"read and indexed {len(docs)} page(s)",
                pages=[d.url for d in docs])
    return docs


async def index(ctx: RunContext, state: RunState, docs: list[Document], iteration: int,
                queries: list[str]) -> None:
    """Chunk and embed once; the run's working set gets the pages now (it is what the run
    judges), the durable knowledge base in the background (settled before the next
    checkpoint and before the run ends)."""
    kb = ctx.kb
    trust = ctx.trust.scores(domain_of(d.url) for d in docs) if ctx.trust is not None else {}
    items = [replace(item, provenance=Provenance(
        group_id=state.run_id, depth=iteration, query="; ".join(queries)[:300],
        trust=trust.get(domain_of(item.document.url), 0.5)))
        for item in await kb.prepare(docs)]
    await ctx.working.store_items(items)
    ctx.writes.add(asyncio.create_task(kb.store_items(items)))
    state.stats.chunks = ctx.working.chunks_written
