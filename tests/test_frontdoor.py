"""The network surfaces' front door and the local-file policy, as an attacker probes them:
foreign Host and Origin, non-ASCII and guessed keys, MCP over HTTP without a key or beyond
loopback, and MCP clients asking for files outside the document roots."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from fastmcp import Client
from fastmcp.client.transports import StdioTransport

from deepsearch.cli.main import main
from deepsearch.ingest import discover
from deepsearch.ingest.policy import PathPolicy
from deepsearch.localweb import LocalWeb
from tests.test_api import KEY, Api, api_settings
from tests.test_mcp import server_env


def test_a_foreign_page_cannot_drive_a_keyless_local_api(web: LocalWeb, tmp_path: Path,
                                                         minilm) -> None:
    with Api(api_settings(web, tmp_path), minilm) as api:
        evil = api.client.post("/v1/research", json={"question": "x"},
                               headers={"Origin": "https://evil.example"})
        rebound = api.client.get("/v1/research", headers={"Host": "evil.example"})
        upload = api.client.post("/v1/documents", headers={"Origin": "null"},
                                 files={"files": ("a.txt", b"hello world " * 20)})
        own = api.client.get("/healthz", headers={"Origin": "https://evil.example"})
        same_origin = api.client.get("/v1/research", headers={"Origin": api.server.url})
    assert evil.status_code == 403 and "evil.example" in evil.json()["error"]
    assert rebound.status_code == 421
    assert upload.status_code == 403
    assert own.status_code == 200 and same_origin.status_code == 200  # reads stay open


def test_keys_are_bytes_and_guessing_is_slowed(web: LocalWeb, tmp_path: Path, minilm) -> None:
    settings = api_settings(web, tmp_path, **{"server.api_keys": [KEY],
                                              "server.auth_failures_per_minute": 5})
    with Api(settings, minilm) as api:
        odd = [api.client.get("/v1/research", headers={"X-API-Key": "é".encode("latin-1")}),
               api.client.get("/v1/research",
                              headers={"Authorization": "Bearer ключ".encode()})]
        guesses = [api.client.get("/v1/research", headers={"X-API-Key": f"guess-{i}"})
                   for i in range(5)]
        right_after = api.client.get("/v1/research", headers={"X-API-Key": KEY})
    assert [r.status_code for r in odd] == [401, 401]
    assert [r.status_code for r in guesses][:3] == [401, 401, 401]
    assert guesses[-1].status_code == 429 and "Retry-After" in guesses[-1].headers
    assert right_after.status_code == 429  # the client is refused for the rest of the minute


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_mcp_over_http_beyond_loopback_needs_keys(capsys) -> None:
    assert main(["mcp", "--transport", "http", "--host", "0.0.0.0", "--port", "0"]) == 3
    assert "without API keys" in capsys.readouterr().err


async def test_mcp_over_http_authenticates_and_refuses_file_reads(web: LocalWeb,
                                                                  tmp_path: Path) -> None:
    port = _free_port()
    env = {**server_env(web, tmp_path / "data"), "DEEPSEARCH_SERVER__API_KEYS": f'["{KEY}"]'}
    secret = tmp_path / "home" / "notes.txt"
    secret.parent.mkdir()
    secret.write_text("the vault code is 4471 " * 10)
    proc = subprocess.Popen([sys.executable, "-m", "deepsearch", "mcp", "--transport", "http",
                             "--port", str(port)], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                anonymous = httpx.post(url, json={}, timeout=2)
                break
            except httpx.TransportError:
                assert proc.poll() is None and time.monotonic() < deadline
                time.sleep(0.2)
        foreign = httpx.post(url, json={}, timeout=2, headers={"Host": "evil.example",
                                                                "X-API-Key": KEY})
        assert anonymous.status_code == 401 and foreign.status_code == 421
        async with Client(url, auth=KEY, timeout=60) as client:
            result = await client.call_tool("ingest_documents", {"paths": [str(secret)]})
            [row] = result.structured_content["results"]
            assert row["status"] == "rejected" and "no document roots" in row["reason"]
    finally:
        proc.terminate()
        proc.wait(10)


async def test_mcp_over_stdio_reads_only_under_its_roots(web: LocalWeb, tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / "docs").mkdir(parents=True)
    (project / "docs" / "ok.md").write_text("# Note\n\nThe pier was rebuilt in 1931.\n")
    (project / ".env").write_text("API_TOKEN=abc\n")
    (project / "aws_credentials.txt").write_text("secret " * 20)
    outside = tmp_path / "home" / ".ssh"
    outside.mkdir(parents=True)
    (outside / "id_rsa").write_text("-----BEGIN OPENSSH PRIVATE KEY-----\n")
    (tmp_path / "home" / "diary.txt").write_text("private " * 20)
    link = project / "docs" / "escape.txt"
    link.symlink_to(tmp_path / "home" / "diary.txt")
    transport = StdioTransport(command=sys.executable, args=["-m", "deepsearch", "mcp"],
                               env=server_env(web, tmp_path / "data"), cwd=str(project))
    async with Client(transport, timeout=120) as client:
        asked = [str(project / "docs" / "ok.md"), str(project / ".env"),
                 str(project / "aws_credentials.txt"), str(outside / "id_rsa"),
                 str(tmp_path / "home" / "*.txt"), str(link), "/etc/hostname"]
        result = await client.call_tool("ingest_documents", {"paths": asked})
    rows = {Path(r["path"]).name: r for r in result.structured_content["results"]}
    assert rows["ok.md"]["status"] == "ingested"
    refused = {name: row["reason"] for name, row in rows.items() if name != "ok.md"}
    assert all(rows[n]["status"] == "rejected" for n in refused)
    assert "hidden" in refused[".env"] or "secret" in refused[".env"]
    assert "secret" in refused["aws_credentials.txt"]
    assert "secret" in refused["id_rsa"] or "outside" in refused["id_rsa"]
    assert "outside" in refused["*.txt"]  # a pattern outside the roots is not even expanded
    assert "outside" in refused["escape.txt"]  # the symlink is resolved before the check
    assert "outside" in refused["hostname"]


def test_the_command_line_reads_what_its_user_names_but_no_keys(tmp_path: Path) -> None:
    (tmp_path / "id_ed25519").write_text("key")
    (tmp_path / "password-policy.md").write_text("# Policy\n\nRotate yearly.\n")
    found, _ = discover([str(tmp_path)], policy=PathPolicy.anywhere())
    problems = {c.path.name: c.problem for c in found}
    assert problems["password-policy.md"] is None
    assert "secret" in problems["id_ed25519"]


@pytest.mark.parametrize("argv", [["ingest", "/nonexistent/file.md"]])
def test_ingesting_nothing_is_an_error(argv, capsys, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("DEEPSEARCH_DATA_DIR", str(tmp_path / "data"))
    assert main(argv) == 2
    assert "not found" in capsys.readouterr().err

