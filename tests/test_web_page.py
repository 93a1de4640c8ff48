"""The web page at ``/`` in headless Chromium: ask, watch progress, read the cited report."""

from __future__ import annotations

from pathlib import Path

import pytest

from deepsearch.localweb import LocalWeb
from tests.browser import Browser, chromium_path
from tests.conftest import ROOT
from tests.test_api import Api, api_settings

ARTIFACTS = ROOT / "artifacts"


@pytest.mark.slow
@pytest.mark.skipif(chromium_path() is None,
                    reason="chromium is not installed (scripts/setup.sh installs it with apt)")
def test_web_page_in_headless_chromium(web: LocalWeb, tmp_path: Path, minilm) -> None:
    question = "Who developed the Okapi BM25 ranking function?"
    with Api(api_settings(web, tmp_path), minilm) as api:
        browser = Browser(tmp_path / "profile")
        try:
            browser.goto(api.server.url + "/")
            browser.evaluate(f"document.getElementById('question').value = {question!r}; "
                             "document.getElementById('ask').click(); true")
            browser.wait_for("document.querySelectorAll('#events li').length >= 3")
            browser.wait_for("document.querySelectorAll('#sources li').length > 0")
            report = browser.evaluate("document.getElementById('report').innerText")
            assert "Robertson" in report
            links = browser.evaluate(
                "[...document.querySelectorAll('#report a.cite')].map(a => a.getAttribute("
                "'href'))")
            sources = browser.evaluate(
                "[...document.querySelectorAll('#sources li')].map(li => [li.id, "
                "li.querySelector('a').getAttribute('href')])")
            assert links and {href[1:] for href in links} <= {i for i, _ in sources}
            run_id = browser.evaluate("document.getElementById('report').dataset.runId")
            result = api.client.get(f"/v1/research/{run_id}").json()["result"]
            assert {u for _, u in sources} <= set(result["sources_read"])
            # a citation shows the passage it cites
            browser.evaluate("document.querySelector('#report a.cite').click(); true")
            passage = browser.wait_for(
                "getComputedStyle(document.getElementById('passage')).display === 'block' && "
                "document.querySelector('#passage blockquote').innerText")
            cited = result["report"]["citations"][0]["passage"]
            assert passage.strip()[:40] in cited or cited[:40] in passage
            browser.wait_for("document.getElementById('runs').innerText.includes("
                             f"{question[:30]!r})")
            shot = browser.screenshot(ARTIFACTS / "web-page.png")
            assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000
            assert not browser.console, browser.console
        finally:
            browser.close()
