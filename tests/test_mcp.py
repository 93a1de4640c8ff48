"""The MCP server driven by a real MCP client: over stdio (a `deepsearch mcp` subprocess)
and over streamable HTTP."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
from fastmcp import Client
from fastmcp.client.transports import StdioTransport

from deepsearch.localweb import LocalWeb

TOOLS = {"agentic_search", "ingest_documents", "search_knowledge_base", "get_research_report"}


def server_env(web: LocalWeb, data: Path) -> dict[str, str]:
    return {**os.environ, "DEEPSEARCH_DATA_DIR": str(data), "DEEPSEARCH_LLM__SPEC": "none",
            "DEEPSEARCH_SEARCH__PROVIDERS": '["searxng"]',
            "DEEPSEARCH_SEARCH__SEARXNG__BASE_URL": web.url,
            "DEEPSEARCH_HTTP__ALLOW_PRIVATE_URLS": "true",
            "DEEPSEARCH_FETCH__PER_HOST_DELAY_S": "0",
            "DEEPSEARCH_FETCH__RESPECT_ROBOTS": "false",
            "DEEPSEARCH_FETCH__MIN_CONTENT_LENGTH": "20",
            "DEEPSEARCH_RESEARCH__MIN_SOURCES": "2", "HF_HUB_OFFLINE": "1"}


async def test_mcp_over_stdio(web: LocalWeb, tmp_path: Path) -> None:
    progress: list[tuple[float, float | None, str | None]] = []

    async def on_progress(value: float, total: float | None, message: str | None) -> None:
        progress.append((value, total, message))

    note = tmp_path / "docs" / "lighthouse.md"
    note.parent.mkdir()
    note.write_text("# Lighthouse log\n\nThe Skerrimore lighthouse lamp was converted to "
                    "acetylene in 1923 by keeper Tomas Dunleavy.\n", encoding="utf-8")
    transport = StdioTransport(command=sys.executable, args=["-m", "deepsearch", "mcp"],
                               env=server_env(web, tmp_path / "data"), cwd=str(tmp_path))
    async with Client(transport, progress_handler=on_progress, timeout=120) as client:
        tools = {t.name: t for t in await client.list_tools()}
        assert set(tools) == TOOLS
        schema = tools["agentic_search"].input_schema \
            if hasattr(tools["agentic_search"], "input_schema") \
            else tools["agentic_search"].inputSchema
        assert set(schema["properties"]) >= {
            "query", "completeness_threshold", "max_iterations", "max_urls_per_iteration",
            "url_score_threshold", "use_search_hints"}

        result = await client.call_tool("agentic_search", {
            "query": "Who developed the Okapi BM25 ranking function?", "max_iterations": 2,
            "url_score_threshold": 0.5})
        answer = result.structured_content
        if "result" in answer and "success" not in answer:
            answer = answer["result"]
        assert {"success", "query", "iterations", "completeness", "results",
                "search_history", "status"} <= set(answer)
        assert answer["success"] and answer["results"]
        assert "Robertson" in answer["report"]["markdown"]
        # progress notifications followed the run, growing each time
        values = [v for v, _, _ in progress]
        assert len(values) >= 5 and values == sorted(values)
        messages = " ".join(m or "" for _, _, m in progress)
        assert "Search Agent" in messages and "Synthesizer" in messages

        hits = await client.call_tool("search_knowledge_base", {"query": "Okapi BM25",
                                                                "k": 3})
        data = hits.structured_content
        rows = data["result"] if isinstance(data, dict) and "result" in data else data
        assert rows and any("BM25" in r["text"] for r in rows)

        report = await client.call_tool("get_research_report", {"run_id": answer["run_id"]})
        row = report.structured_content
        assert row["run_id"] == answer["run_id"] and row["result"]["report"]["sources"]

        ingested = await client.call_tool("ingest_documents", {"paths": [str(note.parent)]})
        [file_result] = ingested.structured_content["results"]
        assert file_result["status"] == "ingested"
        found = await client.call_tool("search_knowledge_base",
                                       {"query": "who converted the lighthouse lamp", "k": 2})
        rows = found.structured_content["result"]
        assert "Tomas Dunleavy" in rows[0]["text"]

        bad = await client.call_tool("get_research_report", {"run_id": "nope"},
                                     raise_on_error=False)
        assert bad.is_error and "no run" in bad.content[0].text
        empty = await client.call_tool("agentic_search", {"query": "   "},
                                       raise_on_error=False)
        assert empty.is_error and "empty" in empty.content[0].text


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def test_mcp_over_streamable_http(web: LocalWeb, tmp_path: Path) -> None:
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "deepsearch", "mcp", "--transport", "http",
                             "--port", str(port)], env=server_env(web, tmp_path / "data"),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                httpx.get(f"http://127.0.0.1:{port}/mcp", timeout=1)
                break
            except httpx.TransportError:
                assert proc.poll() is None, proc.stderr.read().decode()[-2000:]
                time.sleep(0.2)
        async with Client(f"http://127.0.0.1:{port}/mcp", timeout=60) as client:
            assert {t.name for t in await client.list_tools()} == TOOLS
            result = await client.call_tool("search_knowledge_base", {"query": "anything"})
            assert not result.is_error and result.structured_content["result"] == []
    finally:
        proc.terminate()
        proc.wait(10)
