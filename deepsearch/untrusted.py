"""Text that came from outside (page titles and text, questions, vendor messages) made safe
for where it is shown: the one place that neutralises it.

- :func:`clean` drops what a terminal or a document would act on rather than show: control
  characters (escape sequences such as ``ESC ] 0 ; title BEL``), C1 controls and the Unicode
  bidirectional overrides that reorder text.
- :func:`markdown_inline` is a title or a question inside a Markdown heading, list item or
  link text: one line, with Markdown and HTML syntax escaped (``<script>`` stays text).
- :func:`markdown_text` is a paragraph of page text in a Markdown report: HTML tags become
  text, citation markers ``[n]`` keep working.
- :func:`terminal` is text printed through Rich: its markup (``[/bold]``) is escaped.
"""

from __future__ import annotations

import re

_CONTROL = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)?|.)?"
                      r"|[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200e\u200f]")
#: what Markdown reads as markup in a line of outside text ("!" only opens an image with the
#: "[" escaped here, so "Teen Titans Go!" is written as it is)
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#|])")


def clean(text: str) -> str:
    """``text`` without control characters, escape sequences and bidi overrides (newlines
    and tabs stay)."""
    return _CONTROL.sub("", text)


def one_line(text: str) -> str:
    return " ".join(clean(text).split())


def markdown_inline(text: str) -> str:
    """One line, safe inside a Markdown heading, list item or link text."""
    return _MD_SPECIAL.sub(r"\\\1", one_line(text))


def markdown_text(text: str) -> str:
    """A paragraph of outside text in Markdown: no raw HTML, no control characters."""
    return clean(text).replace("<", "&lt;").replace(">", "&gt;").replace("](", "]\\(")


def terminal(text: str) -> str:
    """Safe to print through Rich: no escape sequences, markup shown as typed."""
    from rich.markup import escape

    return escape(clean(text))
