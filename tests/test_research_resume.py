"""A resumed run continues exactly where it stopped, and the reads a run makes to fact-check
its report go through the same page cache as every other read."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from deepsearch.fetch import HttpFetcher
from deepsearch.llm.backends import ScriptedLLM
from deepsearch.localweb import LocalWeb
from deepsearch.research import Researcher
from tests.conftest import EVAL_DIR
from tests.test_research import kb_factory, research_settings  # noqa: F401 - fixture


class Interrupted(BaseException):
    """Stands in for the process dying right after a checkpoint was written."""


def _questions(n_per_dataset: int) -> list[str]:
    rows = [json.loads(line) for line in (EVAL_DIR / "dev.jsonl").read_text().splitlines()]
    by: dict[str, list[str]] = {}
    for row in rows:
        by.setdefault(row["dataset"], []).append(row["question"])
    return [q for name in sorted(by) for q in by[name][:n_per_dataset]]


@pytest.fixture
def eval_web(eval_corpus: Path):
    with LocalWeb(eval_corpus) as web:
        yield web


async def test_resumed_run_reads_what_the_uninterrupted_run_reads(
        eval_web: LocalWeb, tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """Interrupted after its first round and resumed, a run reads the same pages in the same
    order as the same run left alone (no LLM; the engine is deterministic)."""
    extra = {"research.max_iterations": 3, "research.coverage_threshold": 1.0,
             "research.use_knowledge_base": False}
    compared = 0
    for i, question in enumerate(_questions(2)):
        whole = research_settings(eval_web, tmp_path / f"whole{i}", **extra)
        async with Researcher(whole, llm=None, kb=await kb_factory(whole)) as r:
            expected = await r.research(question)
        if expected.stats.iterations < 2:
            continue  # nothing to resume after round one
        cut = research_settings(eval_web, tmp_path / f"cut{i}", **extra)
        kb = await kb_factory(cut)
        async with Researcher(cut, llm=None, kb=kb) as r:
            assert r.runlog is not None
            save = r.runlog.save_checkpoint

            def save_then_die(state, save=save):
                save(state)
                if state.step == "iteration 1":
                    raise Interrupted

            r.runlog.save_checkpoint = save_then_die  # type: ignore[method-assign]
            run = r.prepare(question)
            with pytest.raises(Interrupted):
                await r.execute(run)
            # what the next process's run log does for a run whose process is gone
            r.runlog.fail(run.run_id, "interrupted", "the process ended during the run")
        async with Researcher(cut, llm=None, kb=kb) as r:
            resumed = await r.resume(run.run_id)
        assert resumed.resumed
        assert resumed.sources_read == expected.sources_read, question
        assert resumed.stats.searches == expected.stats.searches, question
        compared += 1
    assert compared >= 3


async def test_fact_check_reads_use_the_page_cache(web: LocalWeb, tmp_path: Path,
                                                   kb_factory) -> None:  # noqa: F811
    """A page in the page cache is not fetched again when the fact-check reads it."""
    target = web.page_url("ir-0011")  # Cornell University: not read by the research itself

    def answer(messages, schema) -> str:
        prompt = messages[-1].content
        if "Answer the question from these sources only" in prompt:
            # (the Okapi BM25 page's number; the first source's when, on a loaded machine,
            # the evidence packed holds other passages first: this test is of the cache)
            cited = re.search(r'<source n="(\d+)" title="Okapi BM25"', prompt)
            n = cited.group(1) if cited else "1"
            return json.dumps({"answer": "", "source": 0, "explanation": "Okapi BM25 is a "
                               f"ranking function that scores documents [{n}]."})
        if "Claims from a draft report" in prompt:
            return json.dumps({"queries": ["Cornell University Ithaca New York"]})
        return ""

    settings = research_settings(web, tmp_path, **{
        "research.max_iterations": 1, "research.max_urls_per_iteration": 2,
        "research.fact_check_pages": 3, "research.use_knowledge_base": False})
    async with HttpFetcher(settings) as fetcher:  # an earlier read puts the page in the cache
        await fetcher.fetch(target)
    web.reset_stats()
    async with Researcher(settings, llm=ScriptedLLM(answer), kb=await kb_factory(settings)) as r:
        result = await r.research("Who developed the Okapi BM25 ranking function?")
    assert target in result.sources_read  # the fact-check read it...
    fetched = [e["path"] for e in web.stats()["log"] if e["route"] == "pages"]
    assert not any(target.endswith(p) for p in fetched), fetched  # ...from the cache


async def test_a_resumed_run_keeps_the_settings_it_started_with(
        web: LocalWeb, tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """Started with four rounds and a brief report, resumed by a process whose settings say
    otherwise: the run's own caps still hold."""
    from tests.test_research import research_settings as settings_for

    started = settings_for(web, tmp_path, **{"research.max_iterations": 4,
                                             "research.report_length": "brief"})
    async with Researcher(started, llm=None, kb=await kb_factory(started)) as researcher:
        run = researcher.prepare("Who developed the Okapi BM25 ranking function?")
        run_id = run.state.run_id
        researcher.runlog.fail(run_id, "interrupted", "the process died")  # as after a crash
    other = settings_for(web, tmp_path, **{"research.max_iterations": 9})
    async with Researcher(other, llm=None, kb=await kb_factory(other)) as researcher:
        resumed = researcher.prepare_resume(run_id)
    assert resumed.ctx.max_iterations == 4
    assert resumed.ctx.cfg.report_length == "brief"
