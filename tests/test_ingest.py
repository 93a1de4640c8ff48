"""Local documents: every supported format generated here, plus malformed and hostile files."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from deepsearch.cli.main import main
from deepsearch.ingest import Ingestor, discover
from deepsearch.kb import DocumentRegistry
from deepsearch.settings import IngestSettings
from tests.docs_factory import make_docx, make_pdf, make_xlsx, make_zip_bomb


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "docs"
    (root / "nested" / "deeper").mkdir(parents=True)
    (root / "guide.md").write_text("# Guide\n\nInstall it.\n\n```python\nimport x\n```\n")
    (root / "notes.txt").write_text("Plain notes about the quarterly figures.")
    (root / "page.html").write_text(
        "<html lang='en'><head><title>Saved page</title></head><body><nav>menu</nav><article>"
        "<h1>Saved page</h1><p>" + "Content of a saved web page. " * 10 + "</p></article>"
        "</body></html>")
    (root / "nested" / "report.pdf").write_bytes(
        make_pdf(["Annual report 2025", "Revenue grew by twelve percent."], title="Report"))
    make_docx(root / "nested" / "memo.docx", "Memo", ["The merger closes in May."],
              [["quarter", "sales"], ["Q1", "10"], ["Q2", "12"]])
    make_xlsx(root / "nested" / "deeper" / "sales.xlsx", [["region", "units"], ["north", 5],
                                                          ["south", 7]])
    (root / "nested" / "table.csv").write_text("name,age\nada,36\nalan,41\n")
    (root / "data.json").write_text(json.dumps({"title": "Config", "items": [1, 2]}))
    (root / ".hidden.md").write_text("# secret")
    (root / "picture.png").write_bytes(b"\x89PNG\r\n")
    return root


def ingestor(tmp_path: Path, **limits) -> tuple[Ingestor, DocumentRegistry]:
    registry = DocumentRegistry(tmp_path / "registry.sqlite")
    return Ingestor(IngestSettings(**limits), registry), registry


async def test_every_format_is_ingested(folder: Path, tmp_path: Path) -> None:
    ing, registry = ingestor(tmp_path)
    results, hidden = await ing.ingest([str(folder)])
    by_name = {Path(r.path).name: r for r in results}
    assert hidden == 1
    assert by_name["picture.png"].status == "rejected"
    assert "unsupported file type .png" in by_name["picture.png"].reason
    ingested = {n for n, r in by_name.items() if r.status == "ingested"}
    assert ingested == {"guide.md", "notes.txt", "page.html", "report.pdf", "memo.docx",
                        "sales.xlsx", "table.csv", "data.json"}
    texts = {n: registry.get(by_name[n].source_id).text for n in ingested}
    assert "Revenue grew by twelve percent." in texts["report.pdf"]
    assert "# Memo" in texts["memo.docx"] and "| Q2 | 12 |" in texts["memo.docx"]
    assert "## Data" in texts["sales.xlsx"] and "| south | 7 |" in texts["sales.xlsx"]
    assert "| alan | 41 |" in texts["table.csv"]
    assert "menu" not in texts["page.html"] and "Content of a saved web page." in texts["page.html"]
    assert '"title": "Config"' in texts["data.json"]
    guide = registry.get(by_name["guide.md"].source_id)
    assert guide.meta.code_languages == {"python": 1} and guide.origin == "upload"
    assert registry.get(by_name["report.pdf"].source_id).meta.pages == 1
    assert registry.count() == 8
    await registry.aclose()


async def test_unchanged_then_changed(folder: Path, tmp_path: Path) -> None:
    ing, registry = ingestor(tmp_path)
    await ing.ingest([str(folder / "guide.md")])
    again, _ = await ing.ingest([str(folder / "guide.md")])
    assert again[0].status == "unchanged"
    (folder / "guide.md").write_text("# Guide\n\nNew text.\n")
    changed, _ = await ing.ingest([str(folder / "guide.md")])
    assert changed[0].status == "ingested"
    assert "New text." in registry.get(changed[0].source_id).text
    await registry.aclose()


async def test_globs(folder: Path, tmp_path: Path) -> None:
    ing, registry = ingestor(tmp_path)
    results, _ = await ing.ingest([str(folder / "**" / "*.pdf"), str(folder / "*.nothing")])
    assert [(Path(r.path).name, r.status) for r in results] == [
        ("report.pdf", "ingested"), ("*.nothing", "rejected")]
    assert results[1].reason == "no file matches this pattern"
    await registry.aclose()


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("broken.pdf", b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog", "unreadable PDF"),
        ("random.docx", os.urandom(2048), "not a valid zip-based document"),
        ("garbage.xlsx", b"PK\x03\x04garbage", "not a valid zip-based document"),
        ("bad.json", b"{not json", "invalid JSON"),
        ("binary.txt", b"abc\x00\x01\x02", "binary content"),
    ],
)
async def test_malformed_files_are_rejected(tmp_path: Path, name: str, content: bytes,
                                            reason: str) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    ing, registry = ingestor(tmp_path)
    results, _ = await ing.ingest([str(path)])
    assert results[0].status == "rejected" and reason in results[0].reason
    assert registry.count() == 0
    await registry.aclose()


async def test_hostile_sizes(tmp_path: Path) -> None:
    bomb = make_zip_bomb(tmp_path / "bomb.xlsx")
    big = tmp_path / "big.txt"
    big.write_bytes(b"a" * 300_000)
    pdf = tmp_path / "long.pdf"
    pdf.write_bytes(make_pdf(["page text"]))
    ing, registry = ingestor(tmp_path, max_file_bytes=200_000)
    results, _ = await ing.ingest([str(bomb), str(big)])
    assert "decompression bomb" in results[0].reason
    assert "over the 200,000-byte limit" in results[1].reason
    ing2, _ = ingestor(tmp_path / "x", max_unzipped_bytes=10_000, max_zip_ratio=1000)
    results, _ = await ing2.ingest([str(bomb)])
    assert "unpacks to more than 10,000 bytes" in results[0].reason
    await registry.aclose()


def test_symlinks_out_of_the_folder(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("secret")
    root = tmp_path / "root"
    root.mkdir()
    (root / "ok.txt").write_text("fine")
    (root / "link.txt").symlink_to(outside / "secret.txt")
    (root / "linkdir").symlink_to(outside, target_is_directory=True)
    (root / "inside.txt").symlink_to(root / "ok.txt")
    found, _ = discover([str(root)])
    problems = {c.path.name: c.problem for c in found}
    # inside.txt points at ok.txt: the same file is read once, under the first name met.
    assert [n for n in ("inside.txt", "ok.txt") if n in problems] == ["inside.txt"]
    assert problems["inside.txt"] is None
    assert "outside" in problems["link.txt"] and "outside" in problems["linkdir"]
    followed, _ = discover([str(root)], follow_symlinks=True)
    assert {c.path.name for c in followed if c.problem is None} >= {"inside.txt", "secret.txt"}


def test_ingest_command(folder: Path, capsys) -> None:
    assert main(["ingest", str(folder), "--json"]) == 0
    results = json.loads(capsys.readouterr().out)
    assert sum(r["status"] == "ingested" for r in results) == 8
    assert main(["ingest", str(folder / "guide.md"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["status"] == "unchanged"
    assert main(["ingest", str(folder), "--strict"]) == 2
    # nothing could be read: an error, not a quiet "1 rejected" (issue 16)
    assert main(["ingest", str(folder / "missing")]) == 2
    assert "not found" in capsys.readouterr().out
