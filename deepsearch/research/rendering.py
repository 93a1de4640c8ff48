"""A report as Markdown and as a standalone HTML page, from its typed structure (answer,
summary, sections, disagreements, gaps, follow-ups, sources)."""

from __future__ import annotations

import html
import re

from deepsearch.research.models import Citation, Report
from deepsearch.untrusted import clean, markdown_inline, markdown_text, one_line

NO_ANSWER = "The evidence read does not settle the question."
EMPTY_SECTION = "Nothing the run read covers this."
NONE_QUOTED = "No source is quoted."
UNSTATED = "No source read states it."
DESCRIBED = "Described in the sentences below"  # a part no short answer answers
#: a guessed answer (an "A or B?" the evidence does not decide) is no answer: the line says
#: so first, then the option the sources say more about, as a lean
GUESSED = "Leaning, not established: {} (the option the sources read say more about)."
_REF = re.compile(r"\[(\d+)\]")


def shown(answer: str) -> str:
    """An answer as a reader sees it: a verdict capitalised ("Yes", "No"), any other as
    found."""
    return answer.capitalize() if answer in ("yes", "no") else answer


def markdown(question: str, report: Report) -> str:
    """The report as Markdown. Everything that came from outside (the question, page titles
    and text, the model's words) is neutralised here: no raw HTML, no escape sequences."""
    inline, text = markdown_inline, markdown_text
    parts = [f"# {inline(question)}", ""]
    if report.answers:  # a question asking several things: an answer to each
        parts += ["**Answers:**", "", *(f"- {inline(p.question)} " + (
            f"{inline(shown(p.answer))}{f' [{p.source}]' if p.source else ''}" if p.answer
            else f"*{DESCRIBED}* [{p.source}]" if p.described and p.source
            else f"*{UNSTATED}*") for p in report.answers), ""]
    elif report.shape in ("factoid", "closed"):
        if report.answer:
            cite = f" [{report.answer_source}]" if report.answer_source else ""
            if report.answer_guessed:
                parts += [f"**Answer:** {NO_ANSWER} *{GUESSED.format(inline(report.answer))}*"
                          f"{cite}", ""]
            else:
                parts += [f"**Answer:** {inline(shown(report.answer))}{cite}", ""]
            if report.alternatives:
                parts += ["**The sources also name:** "
                          + "; ".join(text(one_line(a)) for a in report.alternatives), ""]
        elif report.alternatives:  # several answers, none singled out
            parts += ["**The sources give more than one answer** (the question can be read "
                      "more than one way): "
                      + "; ".join(text(one_line(a)) for a in report.alternatives), ""]
        if report.unverified_answer:
            parts += [f"*The model answered “{inline(report.unverified_answer)}”, which no "
                      "source read states.*", ""]
        elif not report.answer and not report.alternatives:  # said, evidence or none
            below = " What the sources say is below." if report.sections or report.summary \
                else " Nothing read is about it."
            parts += [f"**Answer:** {NO_ANSWER}{below}", ""]
    if report.summary:
        heading = "## Summary" if report.shape not in ("factoid", "closed") else ""
        summary = text(report.summary)
        parts += [heading, "", summary, ""] if heading else [summary, ""]
    for section in report.sections:
        if section.title:
            parts += [f"## {inline(section.title)}", ""]
        parts += [p for paragraph in section.paragraphs for p in (text(paragraph), "")]
        if section.items:
            parts += [*(f"- {text(one_line(item))}" for item in section.items), ""]
        elif not section.paragraphs:
            parts += [f"*{text(section.note or EMPTY_SECTION)}*", ""]
    if report.contradictions:
        parts += ["## Where sources disagree", ""]
        parts += [f"- {text(d.claim_a)} [{d.source_a}] — but: {text(d.claim_b)} [{d.source_b}]"
                  for d in report.contradictions]
        parts.append("")
    if gaps := unsaid_gaps(report):
        parts += ["## What could not be established", "",
                  *[f"- {text(one_line(g))}" for g in gaps], ""]
    if report.follow_ups:
        parts += ["## Follow-up questions", "", *[f"- {inline(q)}" for q in report.follow_ups],
                  ""]
    # a page without a title is listed by its address alone
    parts += ["## Sources", "", *([f"- [{s.n}] {inline(s.title) + ' — ' if s.title else ''}"
                                   f"{one_line(s.url)}" for s in report.sources]
                                  or [f"*{NONE_QUOTED}*"])]
    return "\n".join(p for p in _squeeze(parts)) + "\n"


def unsaid_gaps(report: Report) -> list[str]:
    """The gaps a reader has not just read as an empty section's note ("No page read names
    a country that answers this." under "Found in the sources" is said once)."""
    noted = {" ".join(s.note.split()) for s in report.sections
             if s.note and not s.paragraphs and not s.items}
    return [g for g in report.gaps if " ".join(g.split()) not in noted]


def in_reading_order(question: str, report: Report) -> Report:
    """The report with its sources numbered as a reader meets them: [1] is the first
    cited in the text, [2] the next new one, and so on (sources cited nowhere in the text
    keep their order after them). Every number in it is rewritten: markers in the text, the
    answer's and parts' sources, citations, disagreements and fact checks."""
    body = markdown(question, report).split("\n## Sources\n", 1)[0]
    order = list(dict.fromkeys(int(n) for n in _REF.findall(body)))
    order += [s.n for s in report.sources if s.n not in order]
    new = {old: i for i, old in enumerate(order, start=1)}
    if all(old == n for old, n in new.items()):
        return report

    def num(n: int | None) -> int | None:
        return None if n is None else new.get(n, n)

    def text(value: str) -> str:
        return _REF.sub(lambda m: f"[{new.get(int(m.group(1)), int(m.group(1)))}]", value)

    def cites(citations: list[Citation]) -> list[Citation]:
        return [c.model_copy(update={"source": new.get(c.source, c.source)}) for c in citations]

    return report.model_copy(update={
        "answer_source": num(report.answer_source),
        "answers": [p.model_copy(update={"source": num(p.source)}) for p in report.answers],
        "alternatives": [text(a) for a in report.alternatives],
        "summary": text(report.summary),
        "sections": [s.model_copy(update={
            "paragraphs": [text(p) for p in s.paragraphs], "items": [text(i) for i in s.items],
            "citations": cites(s.citations), "note": text(s.note)}) for s in report.sections],
        "gaps": [text(g) for g in report.gaps],
        "citations": cites(report.citations),
        "contradictions": [d.model_copy(update={"source_a": new.get(d.source_a, d.source_a),
                                                "source_b": new.get(d.source_b, d.source_b)})
                           for d in report.contradictions],
        "fact_checks": [f.model_copy(update={"source": num(f.source)})
                        for f in report.fact_checks],
        "sources": sorted((s.model_copy(update={"n": new.get(s.n, s.n)})
                           for s in report.sources), key=lambda s: s.n)})


def _squeeze(parts: list[str]) -> list[str]:
    out: list[str] = []
    for p in parts:
        if p == "" and out and out[-1] == "":
            continue
        out.append(p)
    return out


def _esc(text: str) -> str:
    return html.escape(clean(text))


def _cited(text: str) -> str:
    """Escaped text whose [n] markers link to the numbered sources."""
    return _REF.sub(lambda m: f'<a href="#s{m.group(1)}">[{m.group(1)}]</a>', _esc(text))


def html_page(question: str, report: Report) -> str:
    """A standalone page: every piece of text escaped, citations linked to the sources."""
    body: list[str] = [f"<h1>{_esc(question)}</h1>"]
    if report.answers:
        cited = [_cited(f"{shown(p.answer)} [{p.source}]" if p.source else shown(p.answer))
                 if p.answer else f"<i>{DESCRIBED}</i> {_cited(f'[{p.source}]')}"
                 if p.described and p.source else f"<i>{UNSTATED}</i>" for p in report.answers]
        body.append("<p><b>Answers:</b></p><ul>" + "".join(
            f"<li>{_esc(p.question)} {said}</li>" for p, said in zip(report.answers, cited,
                                                                    strict=True)) + "</ul>")
    elif report.shape in ("factoid", "closed"):
        if report.answer and report.answer_guessed:
            body.append(f"<p><b>Answer:</b> {NO_ANSWER} "
                        f"<i>{GUESSED.format(_esc(report.answer))}</i></p>")
        elif report.answer or not report.alternatives:
            body.append(f"<p><b>Answer:</b> {_esc(shown(report.answer) or NO_ANSWER)}</p>")
        if report.alternatives:
            label = "The sources also name" if report.answer else \
                "The sources give more than one answer"
            body.append(f"<p><b>{label}:</b> {_cited('; '.join(report.alternatives))}</p>")
        if report.unverified_answer:
            body.append(f"<p><i>The model answered “{_esc(report.unverified_answer)}”, "
                        "which no source read states.</i></p>")
    if report.summary:
        body.append(f"<h2>Summary</h2><p>{_cited(report.summary)}</p>"
                    if report.shape not in ("factoid", "closed") else
                    f"<p>{_cited(report.summary)}</p>")
    for section in report.sections:
        body.append(f"<h2>{_esc(section.title)}</h2>")
        body += [f"<p>{_cited(p)}</p>" for p in section.paragraphs]
        if section.items:
            body.append("<ul>" + "".join(f"<li>{_cited(i)}</li>" for i in section.items)
                        + "</ul>")
        elif not section.paragraphs:
            body.append(f"<p><i>{_esc(section.note or EMPTY_SECTION)}</i></p>")
    if report.contradictions:
        body.append("<h2>Where sources disagree</h2><ul>" + "".join(
            f"<li>{_cited(f'{d.claim_a} [{d.source_a}]')} — but: "
            f"{_cited(f'{d.claim_b} [{d.source_b}]')}</li>" for d in report.contradictions)
            + "</ul>")
    for title, entries in (("What could not be established", unsaid_gaps(report)),
                           ("Follow-up questions", report.follow_ups)):
        if entries:
            body.append(f"<h2>{title}</h2><ul>"
                        + "".join(f"<li>{_esc(e)}</li>" for e in entries) + "</ul>")
    body.append("<h2>Sources</h2><ol>" + "".join(
        f'<li id="s{s.n}" value="{s.n}"><a href="{_esc(s.url)}">'
        f"{_esc(s.title or s.url)}</a></li>" for s in report.sources) + "</ol>"
        if report.sources else f"<h2>Sources</h2><p><em>{NONE_QUOTED}</em></p>")
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{_esc(question)}"
            f"</title></head><body>{''.join(body)}</body></html>\n")
