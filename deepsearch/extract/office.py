"""Local document formats: DOCX, XLSX and CSV, rendered as Markdown.

DOCX and XLSX are zip archives: :func:`check_zip` refuses decompression bombs (total
unpacked size and per-member compression ratio) before any parser opens them.
"""

from __future__ import annotations

import csv
import io
import zipfile

from deepsearch.errors import ContentRejectedError
from deepsearch.extract.base import DEFAULT_LIMITS, Extractor, decode, register
from deepsearch.models import DocumentMeta, Heading


def check_zip(body: bytes, url: str, *, max_unzipped: int, max_ratio: float) -> None:
    try:
        archive = zipfile.ZipFile(io.BytesIO(body))
    except zipfile.BadZipFile as exc:
        raise ContentRejectedError(url, "not a valid zip-based document") from exc
    total = 0
    with archive:
        for info in archive.infolist():
            total += info.file_size
            if total > max_unzipped:
                raise ContentRejectedError(
                    url, f"unpacks to more than {max_unzipped:,} bytes (decompression bomb?)")
            if info.compress_size and info.file_size / info.compress_size > max_ratio:
                raise ContentRejectedError(
                    url, f"{info.filename} is compressed {info.file_size / info.compress_size:.0f}"
                         f":1 (limit {max_ratio:g}:1; decompression bomb?)")


def markdown_table(rows: list[list[str]], max_rows: int) -> str:
    rows = [r for r in rows if any(c.strip() for c in r)]
    if not rows:
        return ""
    shown = rows[: max_rows + 1]
    width = max(len(r) for r in shown)
    cells = [[" ".join(c.split()).replace("|", "\\|") for c in r] + [""] * (width - len(r))
             for r in shown]
    lines = ["| " + " | ".join(cells[0]) + " |", "|" + "---|" * width]
    lines += ["| " + " | ".join(r) + " |" for r in cells[1:]]
    if len(rows) > len(shown):
        lines.append(f"\n*({len(rows) - len(shown)} more rows not shown)*")
    return "\n".join(lines)


class DocxExtractor(Extractor):
    kinds = ("docx",)

    def extract(self, body, *, url, charset, min_length, limits=DEFAULT_LIMITS):
        check_zip(body, url, max_unzipped=limits.max_unzipped_bytes, max_ratio=limits.max_zip_ratio)
        import docx
        from docx.opc.exceptions import PackageNotFoundError

        try:
            document = docx.Document(io.BytesIO(body))
        except (PackageNotFoundError, KeyError, ValueError, zipfile.BadZipFile) as exc:
            raise ContentRejectedError(url, f"unreadable DOCX ({type(exc).__name__})") from exc
        blocks, headings = [], []
        for para in document.paragraphs:
            text = para.text.strip()
            if not text:
                continue
            style = (para.style.name if para.style is not None else "") or ""
            if style.lower().startswith("heading") and style[-1:].isdigit():
                level = min(6, int(style[-1]))
                blocks.append("#" * level + " " + text)
                headings.append(Heading(level=level, text=text[:300]))
            elif style.lower() == "title":
                blocks.append("# " + text)
                headings.append(Heading(level=1, text=text[:300]))
            elif "list" in style.lower():
                blocks.append("- " + text)
            else:
                blocks.append(text)
        for table in document.tables:
            rows = [[cell.text for cell in row.cells] for row in table.rows]
            rendered = markdown_table(rows, limits.max_table_rows)
            if rendered:
                blocks.append(rendered)
        props = document.core_properties
        title = (props.title or "").strip() or (headings[0].text if headings else "")
        return "\n\n".join(blocks), DocumentMeta(
            title=title[:500], author=(props.author or None), headings=headings,
            published=props.created.date().isoformat() if props.created else None,
            content_type="application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            extractor="python-docx")


class XlsxExtractor(Extractor):
    kinds = ("xlsx",)

    def extract(self, body, *, url, charset, min_length, limits=DEFAULT_LIMITS):
        check_zip(body, url, max_unzipped=limits.max_unzipped_bytes, max_ratio=limits.max_zip_ratio)
        import openpyxl

        try:
            book = openpyxl.load_workbook(io.BytesIO(body), read_only=True, data_only=True)
        except (KeyError, ValueError, OSError, zipfile.BadZipFile) as exc:
            raise ContentRejectedError(url, f"unreadable XLSX ({type(exc).__name__})") from exc
        blocks, headings = [], []
        try:
            for sheet in book.worksheets:
                rows = []
                for row in sheet.iter_rows(values_only=True):
                    rows.append(["" if v is None else str(v) for v in row])
                    if len(rows) > limits.max_table_rows + 1:
                        break
                table = markdown_table(rows, limits.max_table_rows)
                if table:
                    blocks.append(f"## {sheet.title}\n\n{table}")
                    headings.append(Heading(level=2, text=sheet.title))
        finally:
            book.close()
        return "\n\n".join(blocks), DocumentMeta(
            title=headings[0].text if headings else "", headings=headings,
            content_type="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            extractor="openpyxl")


class CsvExtractor(Extractor):
    kinds = ("csv",)

    def extract(self, body, *, url, charset, min_length, limits=DEFAULT_LIMITS):
        text = decode(body, charset)
        try:
            dialect = csv.Sniffer().sniff(text[:4096])
        except csv.Error:
            dialect = csv.excel
        rows = []
        for row in csv.reader(io.StringIO(text), dialect):
            rows.append(row)
            if len(rows) > limits.max_table_rows + 1:
                break
        return markdown_table(rows, limits.max_table_rows), DocumentMeta(
            content_type="text/csv", extractor="csv")


for _extractor in (DocxExtractor(), XlsxExtractor(), CsvExtractor()):
    register(_extractor)
