"""The scorer with hand-made cases, and a small end-to-end run of the harness."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deepsearch.cli.main import main
from deepsearch.errors import InputError
from deepsearch.evaluation import (
    METRICS,
    aggregate,
    doc_id_of,
    exact_match,
    load_questions,
    normalize_answer,
    score,
    token_f1,
)


def test_normalisation_and_metrics() -> None:
    assert normalize_answer("The  Beatles!") == "beatles"
    assert normalize_answer("an Apple, a day") == "apple day"
    assert exact_match("the Beatles", ["Beatles", "Fab Four"]) == 1.0
    assert exact_match("", ["x"]) == 0.0
    assert token_f1("YG Entertainment company", ["YG Entertainment"]) == pytest.approx(0.8)
    assert token_f1("from 1986 to 2013", ["1986 to 2013", "x"]) == pytest.approx(6 / 7)
    assert token_f1("nothing", ["YG"]) == 0.0


def test_scores_and_aggregates() -> None:
    row = {"qid": "q1", "dataset": "hotpotqa", "answers": ["Paris"],
           "supporting_doc_ids": ["aaa", "bbb"]}
    s = score(row, "engine", "paris", ["http://x/wiki/aaa/A", "http://x/wiki/ccc/C"],
              ["http://x/wiki/aaa/A"], searches=3, pages_fetched=2, unique_hits=10,
              crawl_ratio=0.2, llm_calls=0, wall_s=1.0)
    assert (s.em, s.evidence_recall, s.all_found, s.cited_recall) == (1.0, 0.5, False, 0.5)
    m = aggregate([s, s.model_copy(update={"em": 0.0, "all_found": True, "pages_fetched": 4})])
    assert m["em"] == 0.5 and m["all_found_rate"] == 0.5 and m["crawl_ratio"] == 0.3
    # cited precision: the share of the pages cited that support the answer, averaged over
    # the reports citing anything
    wide = score(row, "engine", "paris", [], ["http://x/wiki/aaa/A", "http://x/wiki/ccc/C",
                                              "http://x/wiki/ddd/D", "http://x/wiki/aaa/A"],
                 searches=1, pages_fetched=3, unique_hits=3, crawl_ratio=1.0, llm_calls=0,
                 wall_s=1.0)
    silent = score(row, "engine", "", [], [], searches=1, pages_fetched=0, unique_hits=0,
                   crawl_ratio=0.0, llm_calls=0, wall_s=1.0)
    assert (s.cited_precision, wide.cited_precision, silent.cited_precision) == \
        (1.0, pytest.approx(1 / 3), None)
    m = aggregate([s, wide, silent])
    assert m["cited_precision"] == pytest.approx((1 + 1 / 3) / 2, abs=1e-4)
    assert m["cited_pages"] == pytest.approx((1 + 3 + 0) / 3, abs=1e-4)
    assert doc_id_of("http://127.0.0.1:5/wiki/0da40beaa49f5b39/2014_S_S") == "0da40beaa49f5b39"


def test_bad_question_files(tmp_path: Path) -> None:
    bad = tmp_path / "q.jsonl"
    bad.write_text('{"qid": "1", "question": "x"}\n')
    with pytest.raises(InputError, match="missing answers"):
        load_questions(bad, None, 0)
    with pytest.raises(InputError, match="not found"):
        load_questions(tmp_path / "none.jsonl", None, 0)


@pytest.mark.slow
def test_small_end_to_end_run(eval_corpus: Path, tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("DEEPSEARCH_DATA_DIR", str(tmp_path / "data"))
    out = tmp_path / "result.json"
    code = main(["bench", "multihop", "--corpus", str(eval_corpus), "--questions",
                 str(eval_corpus.parent / "dev.jsonl"), "--limit", "3", "--json", str(out),
                 "--label", "test"])
    assert code == 0
    report = json.loads(out.read_text())
    assert set(report["overall"]) == {"engine", "baseline"}
    for system in ("engine", "baseline"):
        metrics = report["overall"][system]
        assert metrics["n"] == 3
        assert set(METRICS) <= set(metrics)
    assert report["overall"]["baseline"]["searches"] == 1
    assert report["overall"]["engine"]["evidence_recall"] > 0
    assert len(report["questions"]) == 6
    assert "ratio" in capsys.readouterr().out


def test_critical_path_counts_dependent_steps() -> None:
    from deepsearch.evaluation import RssSampler, critical_path
    from deepsearch.research.models import SearchRecord

    history = [SearchRecord(iteration=0, action="local_kb"),
               SearchRecord(iteration=1, action="web_search", queries=["a", "b", "c"]),
               SearchRecord(iteration=1, action="crawl", urls=["u1", "u2"]),
               SearchRecord(iteration=2, action="web_search", queries=["d"]),
               SearchRecord(iteration=2, action="crawl", urls=[]),
               SearchRecord(iteration=3, action="crawl", urls=["u3"])]
    # two rounds searched (0.3 s each), two rounds read pages (0.2 s each)
    assert critical_path(history, 0.3, 0.2) == 1.0
    assert critical_path([], 0.3, 0.2) == 0.0
    with RssSampler(interval=0.01) as rss:
        before = rss.window()
        block = bytearray(60 * 1024 * 1024)
        block[::4096] = b"x" * len(block[::4096])
        import time

        time.sleep(0.1)
        peak = rss.window()
        del block
    assert peak - before >= 55 and rss.peak >= peak - 0.1
