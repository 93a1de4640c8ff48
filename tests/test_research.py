"""The research engine end to end against the local web (real HTTP, extraction, LanceDB,
embedder), and its branches with a scripted LLM."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deepsearch.cli.main import main
from deepsearch.errors import InputError
from deepsearch.kb.embeddings import EmbeddingService
from deepsearch.kb.knowledge import KnowledgeBase
from deepsearch.llm.backends import ScriptedLLM
from deepsearch.localweb import LocalWeb
from deepsearch.research import Persona, Researcher
from deepsearch.settings import load_settings


def research_settings(web: LocalWeb, tmp_path: Path, **extra):
    overrides = {
        "data_dir": str(tmp_path / "data"), "search.providers": ["searxng"],
        "search.searxng.base_url": web.url, "http.allow_private_urls": True,
        "fetch.per_host_delay_s": 0.0, "fetch.respect_robots": False,
        "fetch.min_content_length": 20, "research.max_iterations": 2,
        "research.min_sources": 2, "llm.spec": "none", **extra}
    return load_settings(environ={}, overrides=overrides).settings


@pytest.fixture
async def kb_factory(minilm):
    opened = []

    async def make(settings):
        kb = await KnowledgeBase.open(settings, embeddings=EmbeddingService(minilm))
        opened.append(kb)
        return kb

    yield make


async def test_a_run_that_finds_nothing_says_why(web: LocalWeb, tmp_path: Path,
                                                 kb_factory) -> None:
    """No result at all is not "no page could be read": the report says the searches
    found nothing, and the run fails plainly rather than answering from nothing."""
    settings = research_settings(web, tmp_path, **{"research.use_knowledge_base": False})
    async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
        result = await r.research("What is a zorblatquux?")
    assert not result.success and result.status == "failed"
    assert "the searches found no results" in result.report.markdown, result.report.markdown


async def test_end_to_end_without_llm(web: LocalWeb, tmp_path: Path, kb_factory) -> None:
    settings = research_settings(web, tmp_path)
    events = []
    async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
        result = await r.research("Which university did the person who introduced inverse "
                                  "document frequency work at?", on_event=events.append)
    assert result.success and result.report.sources
    read = set(result.sources_read)
    assert all(s.url in read for s in result.report.sources)  # cites only what it read
    assert web.page_url("ir-0003") in read  # Karen Spärck Jones
    assert "Cambridge" in result.report.markdown
    assert result.stats.searches >= 1 and result.stats.pages_fetched >= 1
    assert 0 < result.stats.crawl_ratio <= 1
    assert {e.persona for e in events} >= {Persona.STRATEGIST, Persona.SEARCH_AGENT,
                                           Persona.ANALYST, Persona.LIBRARIAN,
                                           Persona.SYNTHESIZER}
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    assert result.search_history[0].action == "local_kb"
    # each search step lists the results it found: every page read was one of them
    found = {u for h in result.search_history if h.action == "web_search" for u in h.urls}
    assert web.page_url("ir-0003") in found
    assert "none" in result.llm
    assert result.plan.sub_questions[0].status == "covered"


async def test_local_knowledge_answers_without_the_web(web: LocalWeb, tmp_path: Path,
                                                       kb_factory) -> None:
    settings = research_settings(web, tmp_path, **{"research.completeness_threshold": 0.3})
    kb = await kb_factory(settings)
    question = "what is reciprocal rank fusion used for in hybrid search?"
    async with Researcher(settings, llm=None, kb=kb) as r:
        first = await r.research(question)
        web.reset_stats()
        second = await r.research(question)
    assert first.stats.searches >= 1
    assert second.stop_reason == "local knowledge sufficient"
    assert second.stats.searches == 0 and web.stats()["total"] == 0
    assert second.report.sources
    # no capitals, no search: the subject comes from what local knowledge holds
    assert second.plan.entities == ["Reciprocal rank fusion"]


async def test_all_providers_down_is_a_clear_partial_answer(web: LocalWeb, tmp_path: Path,
                                                            kb_factory) -> None:
    web.add_fault("searxng=500")
    settings = research_settings(web, tmp_path, **{"search.retries": 0,
                                                   "search.cache_enabled": False})
    async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
        result = await r.research("Who designed the Okapi BM25 ranking function?")
    assert not result.success and result.status == "failed"
    assert any("HTTP 500" in u for u in result.unreachable)
    assert all(s.status == "failed" for s in result.plan.sub_questions)  # SDD-002
    assert "HTTP 500" in result.report.markdown


async def test_scripted_llm_plan_and_fallback(web: LocalWeb, tmp_path: Path,
                                              kb_factory) -> None:
    plan = json.dumps({"data_points": [{"question": "Who introduced inverse document "
                                        "frequency?", "strategy": "WEB_SEARCH"}],
                       "fact_centric": True, "core_entity": "inverse document frequency",
                       "target_attributes": ["person"]})
    llm = ScriptedLLM({"Break it into the data points": [plan]})  # everything else: ""
    settings = research_settings(web, tmp_path)
    async with Researcher(settings, llm=llm, kb=await kb_factory(settings)) as r:
        result = await r.research("Who introduced inverse document frequency?")
    assert result.plan.source == "llm"
    assert result.plan.sub_questions[0].question == "Who introduced inverse document frequency?"
    assert result.stats.llm_fallbacks >= 1  # the empty answers fell back to heuristics
    assert result.success and "Spärck Jones" in result.report.markdown


def test_a_models_sub_questions_and_searches_bear_on_the_question() -> None:
    """A small model's "What is the answer?" is neither searched for nor a section: the
    report on why Timothy Leary was fired keeps the rules' outline."""
    from deepsearch.llm.prompts import ResearchPlan
    from deepsearch.research.planning import heuristic_plan, merge_model_plan

    plan = heuristic_plan("Why was Timothy Leary fired from Harvard?")
    answer = ResearchPlan.model_validate({
        "shape": "explanation", "data_points": [
            {"question": "What is the answer?", "strategy": "WEB_SEARCH"},
            {"question": "When did Leary leave Harvard?", "strategy": "WEB_SEARCH"}],
        "queries": ["answer", "Leary Harvard psilocybin dismissal"]})
    merged = merge_model_plan(plan, answer)
    asked = [s.question for s in merged.sub_questions]
    assert "What is the answer?" not in asked and "When did Leary leave Harvard?" in asked
    assert merged.queries == ["Leary Harvard psilocybin dismissal"]
    assert all("answer" not in a.title.lower() for a in merged.aspects), merged.aspects


@pytest.mark.parametrize("question", ["", "   ", "a\x00b", "x" * 3000])
async def test_bad_questions(web: LocalWeb, tmp_path: Path, question: str, kb_factory) -> None:
    settings = research_settings(web, tmp_path)
    async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
        with pytest.raises(InputError):
            await r.research(question)


def test_research_command(web: LocalWeb, tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("DEEPSEARCH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEEPSEARCH_FETCH__PER_HOST_DELAY_S", "0")
    out = tmp_path / "report.json"
    code = main(["research", "Who built the SMART Information Retrieval System?", "-p",
                 "searxng", "--searxng-url", web.url, "--allow-private-urls", "--llm", "none",
                 "--max-iterations", "1", "-o", str(out), "--quiet"])
    assert code == 0
    result = json.loads(out.read_text())
    assert result["report"]["sources"] and "Salton" in result["report"]["markdown"]
    assert main(["research", "x", "-o", str(tmp_path / "r.pdf")]) == 2


async def test_hostile_pages_are_skipped_and_said(web: LocalWeb, tmp_path: Path,
                                                  kb_factory) -> None:
    # The first page requests meet a 60 MB page, a hang, and a redirect loop whose next hop
    # answers binary: the run still completes and says what it skipped.
    for fault in ("pages=huge=60#1", "pages=hang#1", "pages=redirect-loop#1",
                  "pages=binary#1"):
        web.add_fault(fault)
    settings = research_settings(web, tmp_path, **{"fetch.total_timeout_s": 1.0,
                                                   "fetch.max_bytes": 2_000_000,
                                                   "fetch.retries": 0})
    events = []
    async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
        result = await r.research("Who developed the Okapi BM25 ranking function?",
                                  on_event=events.append)
    skipped = [e for e in events if e.stage == "read" and e.message.startswith("skipped")]
    assert len(skipped) >= 3, [e.message for e in events]
    reasons = " ".join(e.message for e in skipped)
    assert "byte limit" in reasons and "no complete answer" in reasons
    assert all(e.data["status"] in ("failed", "rejected", "blocked", "duplicate")
               for e in skipped)
    assert result.stats.wall_s < 60
    assert all(s.url in result.sources_read for s in result.report.sources)


async def test_cancellation_stops_a_run(web: LocalWeb, tmp_path: Path, kb_factory) -> None:
    import asyncio

    web.add_fault("searxng=latency=2000")
    settings = research_settings(web, tmp_path)
    async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
        task = asyncio.create_task(r.research("Who developed Okapi BM25?"))
        await asyncio.sleep(0.5)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(task, timeout=10)


async def test_budget_ends_the_run_gracefully(web: LocalWeb, tmp_path: Path,
                                              kb_factory) -> None:
    llm = ScriptedLLM(lambda messages, schema: "")
    settings = research_settings(web, tmp_path, **{"llm.max_calls": 2})
    async with Researcher(settings, llm=llm, kb=await kb_factory(settings)) as r:
        result = await r.research("Who developed Okapi BM25?")
    assert result.stop_reason.startswith("budget") and "LLM call" in result.stop_reason
    assert len(llm.calls) == 2


def test_runs_are_logged(web: LocalWeb, tmp_path: Path, capsys, monkeypatch) -> None:
    from deepsearch.storage import SqliteRunStore as RunLog

    monkeypatch.setenv("DEEPSEARCH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEEPSEARCH_FETCH__PER_HOST_DELAY_S", "0")
    assert main(["research", "Who built the SMART Information Retrieval System?", "-p",
                 "searxng", "--searxng-url", web.url, "--allow-private-urls", "--llm", "none",
                 "--max-iterations", "1", "--quiet", "--json"]) == 0
    run_id = json.loads(capsys.readouterr().out)["run_id"]
    assert main(["runs", "list", "--json"]) == 0
    [listed] = json.loads(capsys.readouterr().out)
    assert listed["run_id"] == run_id and listed["status"] in ("answered", "partial")
    assert main(["runs", "show", run_id, "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["events"][0]["seq"] == 1 and shown["result"]["report"]["sources"]
    assert main(["runs", "show", "nope"]) == 2
    # a run left "running" by a dead process is marked interrupted on the next open
    log = RunLog(tmp_path / "data" / "runs.sqlite")
    log.start("ghost", "q")
    with log._lock, log._db:
        log._db.execute("UPDATE runs SET pid = 999999999 WHERE run_id = 'ghost'")
    assert log.mark_interrupted() == 1
    assert log.get("ghost")["status"] == "interrupted"
    log.close()


def test_offline_research_answers_from_local_documents(tmp_path: Path, capsys,
                                                       monkeypatch) -> None:
    import socket

    with socket.socket() as s:  # a port nothing listens on: the "web" is unreachable
        s.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{s.getsockname()[1]}"
    docs = tmp_path / "notes"
    docs.mkdir()
    (docs / "harbour.md").write_text(
        "# Harbour records\n\nThe Kilronan harbour wall was rebuilt in 1887 by the engineer "
        "Maeve Costigan, using granite from the Aran quarries.\n", encoding="utf-8")
    monkeypatch.setenv("DEEPSEARCH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEEPSEARCH_SEARCH__RETRIES", "0")
    code = main(["research", "Who rebuilt the Kilronan harbour wall?", "-p", "searxng",
                 "--searxng-url", dead, "--allow-private-urls", "--llm", "none",
                 "--docs", str(docs), "--json"])
    assert code == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert result["success"] and "Maeve Costigan" in result["report"]["markdown"]
    assert all(s["url"].startswith("file://") for s in result["report"]["sources"])
    assert result["unreachable"] and "could not reach" in captured.err
