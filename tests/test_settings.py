from __future__ import annotations

from pathlib import Path

import pytest

from deepsearch.errors import ConfigError
from deepsearch.settings import Settings, default_config_toml, load_settings


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_defaults_follow_the_seeds() -> None:
    s = load_settings(environ={}).settings
    assert s.search.results_per_query == 15
    assert s.search.score_threshold == 0.1  # on calibrated relevance only (issue 15)
    assert s.search.tavily.requests_per_minute == 100
    assert s.search.providers == ["auto"]


def test_precedence_default_file_env_cli(tmp_path: Path) -> None:
    cfg = write(tmp_path / "c.toml", "[search]\nresults_per_query = 7\nscore_threshold = 0.4\n"
                "max_concurrency = 3\n")
    env = {"DEEPSEARCH_SEARCH__SCORE_THRESHOLD": "0.5", "DEEPSEARCH_SEARCH__MAX_CONCURRENCY": "4"}
    loaded = load_settings(cfg, {"search.max_concurrency": 5}, environ=env)
    s = loaded.settings
    assert s.search.results_per_query == 7  # file
    assert s.search.score_threshold == 0.5  # env beats file
    assert s.search.max_concurrency == 5  # cli beats env
    assert s.search.retries == 2  # default
    assert loaded.sources["search.results_per_query"].startswith("file ")
    assert loaded.sources["search.score_threshold"] == "env"
    assert loaded.sources["search.max_concurrency"] == "cli"
    assert "search.retries" not in loaded.sources


def test_vendor_key_names_and_masking() -> None:
    loaded = load_settings(environ={"TAVILY_API_KEY": "tvly-secret-123456",
                                    "SERPAPI_API_KEY": "abc"})
    assert loaded.settings.search.tavily.api_key.get_secret_value() == "tvly-secret-123456"
    rows = {name: (value, source) for name, value, source in loaded.rows()}
    value, source = rows["search.tavily.api_key"]
    assert "secret" not in value and "masked" in value and source == "env"
    assert "abc" not in rows["search.serpapi.api_key"][0]
    # A nested key keeps the provider's other defaults.
    assert loaded.settings.search.tavily.base_url == "https://api.tavily.com"


def test_lists_accept_commas_and_json() -> None:
    s = load_settings(environ={"DEEPSEARCH_SEARCH__PROVIDERS": "tavily, brave",
                               "DEEPSEARCH_SEARCH__EXCLUDE_DOMAINS": '["a.com","b.org"]'}).settings
    assert s.search.providers == ["tavily", "brave"]
    assert s.search.exclude_domains == ["a.com", "b.org"]


def test_config_file_from_env_var(tmp_path: Path) -> None:
    cfg = write(tmp_path / "x.toml", "log_level = 'debug'\n")
    assert load_settings(environ={"DEEPSEARCH_CONFIG": str(cfg)}).settings.log_level == "debug"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[search\nx=1", "not valid TOML"),
        ("[search]\nresults_per_query = 0\n", "search.results_per_query"),
        ("[search]\nno_such_setting = 1\n", "search.no_such_setting"),
    ],
)
def test_bad_config_file_names_the_problem(tmp_path: Path, text: str, message: str) -> None:
    cfg = write(tmp_path / "bad.toml", text)
    with pytest.raises(ConfigError, match=message.replace(".", r"\.")):
        load_settings(cfg, environ={})


def test_bad_env_value_says_where_it_came_from() -> None:
    with pytest.raises(ConfigError, match=r"search\.score_threshold.*from env"):
        load_settings(environ={"DEEPSEARCH_SEARCH__SCORE_THRESHOLD": "3"})


def test_missing_config_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="not found"):
        load_settings(tmp_path / "nope.toml", environ={})


def test_default_toml_round_trips(tmp_path: Path) -> None:
    cfg = write(tmp_path / "d.toml", default_config_toml())
    assert load_settings(cfg, environ={}).settings == load_settings(environ={}).settings


def test_plain_settings_reads_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEEPSEARCH_SEARCH__RESULTS_PER_QUERY", "9")
    monkeypatch.setenv("BRAVE_API_KEY", "brave-key")
    s = Settings()
    assert s.search.results_per_query == 9
    assert s.search.brave.api_key.get_secret_value() == "brave-key"


def test_configuration_reference_is_current() -> None:
    from deepsearch.settings_doc import render
    from tests.conftest import ROOT

    doc = (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
    assert doc == render(), "regenerate: python -m deepsearch.settings_doc > docs/configuration.md"
