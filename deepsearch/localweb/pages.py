"""HTML for the local web: each document inside realistic site boilerplate.

The boilerplate (navigation, cookie banner, sidebar, related links, footer) is there
so that extraction has something to strip; mentions of other documents' titles link
to their pages so that link-following has something to follow.  Everything is
deterministic per document.
"""

from __future__ import annotations

import hashlib
import html
import random

from deepsearch.localweb.corpus import Corpus, Doc

SITE = "Localpedia"
_SECTIONS = ["History", "Arts", "Science", "Sport", "Geography", "People", "Music", "Film"]
_AUTHORS = ["A. Editor", "B. Contributor", "C. Archivist", "D. Reviewer", "E. Curator"]


def _rng(doc: Doc) -> random.Random:
    return random.Random(int(hashlib.sha1(doc.doc_id.encode()).hexdigest()[:12], 16))


def _linked(corpus: Corpus, doc: Doc, text: str) -> str:
    out, pos = [], 0
    for start, end, target in corpus.mentions(text, exclude=doc.doc_id):
        out.append(html.escape(text[pos:start]))
        out.append(f'<a href="{target.path}">{html.escape(text[start:end])}</a>')
        pos = end
    out.append(html.escape(text[pos:]))
    return "".join(out)


def _paragraphs(text: str) -> list[str]:
    parts = [p.strip() for p in text.replace("\r", "").split("\n") if p.strip()]
    return parts or [text.strip()]


def render_page(corpus: Corpus, doc: Doc) -> str:
    rng = _rng(doc)
    others = [corpus.docs[rng.randrange(len(corpus))] for _ in range(8)]
    related = [d for d in others if d.doc_id != doc.doc_id][:5]
    section = rng.choice(_SECTIONS)
    author = rng.choice(_AUTHORS)
    year, month, day = 2015 + rng.randrange(10), 1 + rng.randrange(12), 1 + rng.randrange(28)
    date = f"{year:04d}-{month:02d}-{day:02d}"
    title = html.escape(doc.title)
    body = "\n".join(f"<p>{_linked(corpus, doc, p)}</p>" for p in _paragraphs(doc.text))
    description = html.escape(doc.text[:150].rsplit(" ", 1)[0])
    related_items = "\n".join(
        f'<li><a href="{d.path}">{html.escape(d.title)}</a></li>' for d in related
    )
    nav_items = "\n".join(
        f'<li><a href="/section/{s.lower()}">{s}</a></li>' for s in _SECTIONS
    )
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title} — {SITE}</title>
<meta name="description" content="{description}">
<meta name="author" content="{author}">
<meta property="og:title" content="{title}">
<meta property="og:type" content="article">
<meta property="article:published_time" content="{date}T08:00:00Z">
<link rel="canonical" href="{doc.path}">
<style>body{{font-family:sans-serif}} .cookie{{position:fixed;bottom:0}}</style>
<script>window.dataLayer = window.dataLayer || []; function track(){{}}</script>
</head>
<body>
<div class="cookie-banner cookie" id="cookie-consent">
  <p>We use cookies to improve your experience on {SITE}. By continuing to browse you agree
  to our use of cookies. <a href="/privacy">Privacy policy</a></p>
  <button>Accept all</button> <button>Manage preferences</button>
</div>
<header class="site-header">
  <a class="logo" href="/">{SITE}</a>
  <form action="/search" method="get"><input name="q" placeholder="Search {SITE}"></form>
  <nav class="main-nav"><ul>
{nav_items}
  </ul></nav>
</header>
<div class="layout">
<aside class="sidebar">
  <h3>Navigation</h3>
  <ul><li><a href="/">Main page</a></li><li><a href="/random">Random article</a></li>
  <li><a href="/recent">Recent changes</a></li><li><a href="/help">Help</a></li></ul>
  <h3>Support {SITE}</h3>
  <p>Donate today and keep free knowledge free for everyone. Every contribution counts.</p>
</aside>
<main>
<article>
<div class="breadcrumbs"><a href="/">Home</a> › <a href="/section/{section.lower()}">{section}</a></div>
<h1>{title}</h1>
<p class="byline">By <span class="author">{author}</span> · <time datetime="{date}">{date}</time></p>
<div class="article-body">
{body}
</div>
</article>
<section class="related">
  <h2>Related articles</h2>
  <ul>
{related_items}
  </ul>
</section>
<div class="share">Share this article: <a href="/share/twitter">Twitter</a> <a href="/share/facebook">Facebook</a> <a href="/share/email">Email</a></div>
</main>
</div>
<footer class="site-footer">
  <p>Text is available under the Creative Commons Attribution-ShareAlike License; additional
  terms may apply. {SITE} is a demonstration site served by deepsearch for testing.</p>
  <ul><li><a href="/about">About</a></li><li><a href="/privacy">Privacy</a></li>
  <li><a href="/terms">Terms of use</a></li><li><a href="/contact">Contact</a></li></ul>
  <p>© {year} {SITE} contributors</p>
</footer>
</body>
</html>
"""


def render_index(corpus: Corpus, limit: int = 50) -> str:
    items = "\n".join(
        f'<li><a href="{d.path}">{html.escape(d.title)}</a></li>' for d in corpus.docs[:limit]
    )
    return (
        f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{SITE}</title>"
        f"</head><body><h1>{SITE}</h1><p>{len(corpus)} articles.</p><ul>{items}</ul></body></html>"
    )


def render_results(query: str, rows: list[tuple[Doc, str]]) -> str:
    items = "\n".join(
        f'<li><a href="{d.path}">{html.escape(d.title)}</a><p>{html.escape(s)}</p></li>'
        for d, s in rows
    )
    return (
        f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
        f"{html.escape(query)} — {SITE} search</title></head><body><ol>{items}</ol></body></html>"
    )
