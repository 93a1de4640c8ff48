"""Documents made inside the tests: PDF, DOCX, XLSX, and hostile variants."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path


def make_pdf(lines: list[str], title: str = "") -> bytes:
    """A one-page PDF with ``lines`` of Helvetica text, written by hand (no PDF library)."""
    def esc(text: str) -> str:
        return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    ops = " ".join(f"({esc(line)}) Tj 0 -16 Td" for line in lines)
    content = f"BT /F1 12 Tf 72 720 Td {ops} ET"
    info = f"<< /Title ({esc(title)}) /Author (Test Author) >>" if title else "<< >>"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        "/Resources << /Font << /F1 5 0 R >> >> >>",
        f"<< /Length {len(content)} >>\nstream\n{content}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        info,
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += (f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info 6 0 R >>\n"
            f"startxref\n{xref}\n%%EOF\n").encode()
    return bytes(out)


def make_docx(path: Path, title: str, paragraphs: list[str], table: list[list[str]]) -> Path:
    import docx

    document = docx.Document()
    document.core_properties.title = title
    document.add_heading(title, level=1)
    for text in paragraphs:
        document.add_paragraph(text)
    document.add_heading("Figures", level=2)
    grid = document.add_table(rows=len(table), cols=len(table[0]))
    for r, row in enumerate(table):
        for c, value in enumerate(row):
            grid.cell(r, c).text = value
    document.save(path)
    return path


def make_xlsx(path: Path, rows: list[list[object]], sheet: str = "Data") -> Path:
    import openpyxl

    book = openpyxl.Workbook()
    ws = book.active
    ws.title = sheet
    for row in rows:
        ws.append(row)
    book.save(path)
    return path


def make_zip_bomb(path: Path, member: str = "xl/worksheets/sheet1.xml",
                  size: int = 30_000_000) -> Path:
    """A zip whose single member unpacks to ``size`` bytes of zeros (ratio ~1000:1)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr(member, b"\0" * size)
    path.write_bytes(buffer.getvalue())
    return path
