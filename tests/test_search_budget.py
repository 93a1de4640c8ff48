"""What a question costs in search requests: a budget honoured exactly, one page per request,
a recent cached answer reused, and queries that earn their request."""

from __future__ import annotations

from pathlib import Path

from deepsearch.localweb import LocalWeb
from deepsearch.research import Researcher
from deepsearch.research.planning import heuristic_plan
from deepsearch.research.searching import worth_sending
from deepsearch.search import SearchService
from deepsearch.search.service import SearchBudget
from deepsearch.text import strip_site_name
from tests.conftest import web_settings
from tests.test_research import kb_factory, research_settings  # noqa: F401 - fixture


def searx_requests(web: LocalWeb) -> list[dict]:
    return [e for e in web.stats()["log"] if e["route"] == "searxng"]


async def test_budget_counts_every_request_and_stops_at_the_limit(web: LocalWeb,
                                                                  tmp_path: Path) -> None:
    web.add_fault("tavily=500")  # every tavily answer fails: each query falls back to brave
    settings = web_settings(web, tmp_path, ["tavily", "brave"], **{"search.retries": 0})
    budget = SearchBudget(3)
    async with SearchService(settings) as svc:
        outcomes = await svc.search_many(["inverse document frequency", "okapi bm25"],
                                         budget=budget)
    assert budget.used == 3 and sum(o.requests for o in outcomes) == 3
    assert sum(o.ok for o in outcomes) == 1  # one query got its fallback, one could not
    spent = [a for o in outcomes for a in o.attempts if a.error and "budget" in a.error]
    assert len(spent) == 1
    sent = [e for e in web.stats()["log"] if e["route"] in ("tavily", "brave")]
    assert len(sent) == 3


async def test_one_page_per_request_and_cached_answers_cost_nothing(web: LocalWeb,
                                                                    tmp_path: Path) -> None:
    settings = web_settings(web, tmp_path, ["searxng"], **{
        "search.cache_fresh_s": 3600, "search.results_per_query": 15})
    async with SearchService(settings) as svc:
        first = await svc.search("information retrieval")
        again = await svc.search("Information  Retrieval")  # same query, other spelling
        page_two = (await svc.search_many(["information retrieval"], page=2))[0]
    log = searx_requests(web)
    assert first.requests == 1 and again.requests == 0 and again.provider == "cache:searxng"
    assert page_two.requests == 1 and len(log) == 2  # page 1 once, page 2 once
    assert "pageno=1" in log[0]["query"] and "pageno=2" in log[1]["query"]


async def test_a_run_never_sends_more_than_its_budget(web: LocalWeb, tmp_path: Path,
                                                      kb_factory) -> None:  # noqa: F811
    settings = research_settings(web, tmp_path, **{
        "research.max_searches": 3, "research.max_iterations": 4,
        "research.coverage_threshold": 1.0})
    events = []
    async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
        result = await r.research("Which university did the person who introduced inverse "
                                  "document frequency work at?", on_event=events.append)
    assert result.stats.searches <= 3 and len(searx_requests(web)) == result.stats.searches
    assert max(e.counters["searches"] for e in events) == result.stats.searches
    assert result.report.sources  # it read what it found


def test_queries_earn_their_request() -> None:
    question = "Who was the writer of These Boots Are Made for Walkin' and who died in 2007?"
    plan = heuristic_plan(question)
    assert "These Boots Are Made for Walkin" in plan.entities
    asked = {question.lower()}
    known = {e.lower() for e in plan.entities}
    kept = worth_sending(["Walkin", "Walkin walkin", "boots made", '"Boots Are Made" boots made',
                          "These Boots Are Made for Walkin", "Lee Hazlewood died 2007",
                          "Hiroshima", "lee hazlewood", "Lee Hazlewood"], plan, asked, known)
    assert kept == ["These Boots Are Made for Walkin", "Lee Hazlewood died 2007", "Hiroshima"]


def test_site_names_leave_titles() -> None:
    assert strip_site_name("Karen Spärck Jones - Wikipedia") == "Karen Spärck Jones"
    assert strip_site_name("Okapi BM25 | Britannica") == "Okapi BM25"
    assert strip_site_name("Page — example.com") == "Page"
    assert strip_site_name("Spider-Man - Wikipedia") == "Spider-Man"
    assert strip_site_name(" — Localpedia") == ""  # the page's own title was empty
    assert strip_site_name("— Wikipedia") == ""
    assert strip_site_name("-ism") == "-ism"  # a title that opens with a hyphen
    assert strip_site_name("Star Wars: A New Hope") == "Star Wars: A New Hope"
    assert strip_site_name("War and Peace - a novel in four volumes") == \
        "War and Peace - a novel in four volumes"
    assert strip_site_name("Notes | My Blog", "My Blog") == "Notes"


def test_a_question_with_one_key_word_typed_in_lower_case_is_searched() -> None:
    """"where is the bellagio" searched nothing and answered "the searches found no results":
    its one key word is in lower case, and a lone lower-case word names nothing; the question
    as typed does."""
    plan = heuristic_plan("where is the vostagio")
    kept = worth_sending(["where is the vostagio", "vostagio"], plan, set(), set())
    assert kept == ["where is the vostagio"]
