"""The CLI in-process (main(argv)) and, for the long-running server, as a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from deepsearch.cli.main import main
from deepsearch.localweb import LocalWeb
from tests.conftest import SAMPLE_CORPUS


def test_config_show_masks_and_attributes(capsys, monkeypatch, tmp_path: Path) -> None:
    cfg = tmp_path / "c.toml"
    cfg.write_text("[search]\nresults_per_query = 4\n")
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-very-secret-key")
    assert main(["--config", str(cfg), "config", "show", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    rows = {r["name"]: r for r in data["settings"]}
    assert rows["search.results_per_query"] == {
        "name": "search.results_per_query", "value": "4", "source": f"file {cfg}"}
    assert rows["search.tavily.api_key"]["source"] == "env"
    assert "very-secret" not in json.dumps(data)


def test_config_init_writes_a_loadable_file(capsys, tmp_path: Path) -> None:
    target = tmp_path / "new.toml"
    assert main(["config", "init", str(target)]) == 0
    assert main(["--config", str(target), "config", "show"]) == 0
    assert main(["config", "init", str(target)]) == 3  # exists: refuse without --force
    assert "--force" in capsys.readouterr().err


def test_search_json_with_fallback(capsys, monkeypatch, web: LocalWeb) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", "wrong")
    code = main(["search", "inverse document frequency", "okapi bm25", "-p", "tavily",
                 "-p", "searxng", "--tavily-url", web.url, "--searxng-url", web.url,
                 "-n", "3", "--json"])
    assert code == 0
    outcomes = json.loads(capsys.readouterr().out)
    assert [o["provider"] for o in outcomes] == ["searxng", "searxng"]
    assert outcomes[0]["attempts"][0]["provider"] == "tavily"
    assert "401" in outcomes[0]["attempts"][0]["error"]
    assert outcomes[0]["hits"][0]["title"] == "Karen Spärck Jones"
    assert len(outcomes[1]["hits"]) <= 3


def test_search_table_output(capsys, web: LocalWeb) -> None:
    assert main(["search", "okapi bm25", "-p", "searxng", "--searxng-url", web.url]) == 0
    out = capsys.readouterr().out
    assert "Okapi BM25" in out and "answered by searxng" in out


def test_every_provider_failing_is_an_error_with_reasons(capsys, web: LocalWeb) -> None:
    web.add_fault("searxng=500")
    code = main(["search", "bm25", "-p", "searxng", "-p", "brave", "--searxng-url", web.url,
                 "--no-cache"])
    err = capsys.readouterr().err
    assert code == 4
    assert err.startswith("error: every search provider failed")
    assert "searxng: HTTP 500" in err and "brave needs an API key" in err


def test_research_with_no_network_fails_fast_with_a_line_per_provider(capsys, tmp_path) -> None:
    """Nothing listens where the providers are (what an offline machine sees): the run is a
    failure (exit 4), one short line per provider, each tried once (refused is not retried)."""
    dead = "http://127.0.0.1:9"
    code = main(["research", "Who introduced inverse document frequency?", "-q", "--llm", "none",
                 "-p", "searxng", "-p", "tavily", "--searxng-url", dead])
    captured = capsys.readouterr()
    assert code == 4
    lines = captured.err.strip().splitlines()
    assert lines[0].startswith("error: every search provider failed")
    assert lines[1].strip() == "searxng: connection refused by 127.0.0.1"
    assert lines[2].strip().startswith("tavily: tavily needs an API key")
    assert len(lines) == 3 and "No answer" in captured.out


@pytest.mark.parametrize(
    ("argv", "code", "message"),
    [
        (["search", "   "], 2, "the query is empty"),
        (["research", "???", "--llm", "none", "-q"], 2, "the question has no words"),
        (["search", "x", "-p", "bing"], 3, "unknown search provider"),
        (["--config", "/nonexistent.toml", "config", "show"], 3, "config file not found"),
        (["search", "x", "-n", "0"], 2, "Invalid value"),
        (["bench", "serve-web", "--corpus", "/nonexistent.jsonl"], 2, "corpus file not found"),
    ],
)
def test_errors_are_one_line_with_exit_codes(capsys, argv, code, message) -> None:
    assert main(argv) == code
    err = capsys.readouterr().err
    assert message in err
    if argv[0] != "search" or code != 2 or "-n" not in argv:
        assert len(err.strip().splitlines()) == 1


def test_serve_web_runs_as_a_process() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "deepsearch", "bench", "serve-web", "--corpus", str(SAMPLE_CORPUS),
         "--port", "0", "--fault", "brave=500"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        first = proc.stdout.readline()
        assert "12 pages at http://127.0.0.1:" in first
        base = first.split(" at ")[1].strip()
        r = httpx.get(base + "/search", params={"q": "bm25", "format": "json"}, timeout=5)
        assert r.json()["results"][0]["title"] == "Okapi BM25"
        brave = httpx.get(base + "/res/v1/web/search", params={"q": "x"},
                          headers={"X-Subscription-Token": "brave-local-key"}, timeout=5)
        assert brave.status_code == 500
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_demo_runs_offline(capsys) -> None:
    assert main(["demo", "--no-check-web", "--llm", "none"]) == 0
    out = capsys.readouterr().out
    assert "Karen Spärck Jones" in out and "Cambridge" in out
    assert "Sources" in out and ("answered" in out or "partial" in out)


def test_fetch_command(capsys, web: LocalWeb) -> None:
    url = web.page_url("ir-0006")
    assert main(["fetch", url, "--allow-private-urls", "--json"]) == 0
    [outcome] = json.loads(capsys.readouterr().out)
    assert outcome["status"] == "ok"
    assert "1 / (k + rank)" in outcome["document"]["text"]
    assert outcome["document"]["meta"]["links"]
    assert main(["fetch", url, "--allow-private-urls"]) == 0
    assert "Reciprocal rank fusion" in capsys.readouterr().out
    assert main(["fetch", url]) == 2  # private address refused by default
    assert "--allow-private-urls" in capsys.readouterr().err


def test_doctor_checks_and_prints_fixes(capsys, monkeypatch, web: LocalWeb, tmp_path) -> None:
    monkeypatch.setenv("DEEPSEARCH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEEPSEARCH_SEARCH__PROVIDERS", "searxng,tavily")
    monkeypatch.setenv("SEARXNG_URL", web.url)
    monkeypatch.setenv("TAVILY_API_KEY", "wrong")
    monkeypatch.setenv("DEEPSEARCH_SEARCH__TAVILY__BASE_URL", web.url)
    monkeypatch.setenv("DEEPSEARCH_LLM__OLLAMA_URL", "http://127.0.0.1:9")
    assert main(["doctor", "--json"]) == 1  # one provider fails
    checks = {c["name"]: c for c in json.loads(capsys.readouterr().out)}
    assert checks["search: searxng"]["status"] == "ok"
    assert checks["search: tavily"]["status"] == "fail"
    assert "401" in checks["search: tavily"]["detail"]
    assert checks["search: tavily"]["fix"] == "set TAVILY_API_KEY"
    assert checks["llm"]["status"] == "warn" and checks["store: lancedb"]["status"] == "ok"


def test_live_panel_shows_stage_persona_and_counters() -> None:
    import io

    from rich.console import Console

    from deepsearch.cli.panel import ProgressPanel
    from deepsearch.research.models import Event, Persona

    def event(seq: int, stage: str, message: str, **counters) -> Event:
        return Event(run_id="r", seq=seq, stage=stage, persona=Persona.SEARCH_AGENT,
                     message=message, counters=counters)

    screen = io.StringIO()
    console = Console(file=screen, force_terminal=True, width=140)
    with ProgressPanel(console) as panel:
        panel(event(1, "search", "searching: okapi bm25", searches=3, hits=17))
        panel(event(2, "read", "read and indexed 2 page(s)", searches=3, hits=17, fetched=2,
                    coverage=0.41, iteration=1, tokens=1234, cost_usd=0.0012))
        assert panel.live is not None
        console.print(panel.live.get_renderable())  # the panel as it stands
    text = screen.getvalue()
    for expected in ("read and indexed 2 page(s)", "Search Agent", "pages read", "coverage",
                     "0.41", "1234", "0.0012", "searches"):
        assert expected in text, expected
    plain = io.StringIO()
    with ProgressPanel(Console(file=plain, force_terminal=False)) as panel:
        panel(event(1, "search", "searching: okapi"))
    assert "Search Agent: searching: okapi" in plain.getvalue() and panel.live is None
    quiet = io.StringIO()
    with ProgressPanel(Console(file=quiet, force_terminal=True), quiet=True) as panel:
        panel(event(1, "search", "searching"))
    assert quiet.getvalue() == ""
