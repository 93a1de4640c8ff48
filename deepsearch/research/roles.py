"""The loop's judgement roles, each with a non-LLM implementation and an LLM one.

Every LLM role falls back to its non-LLM twin when the model fails (a typed
``StructuredOutputError`` or ``LLMError``); the fallback is recorded by the caller.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from deepsearch.models import Link, RetrievedChunk, SearchHit
from deepsearch.research.models import Plan, SubQuestion
from deepsearch.text import QUESTION_WORDS, entities, key_terms, overlap, sentences, tokenize

# ---- plan ---------------------------------------------------------------------------------


def heuristic_plan(question: str) -> Plan:
    """SearchMuse's parsed query and a plan from key terms and entities (no LLM)."""
    normalized = " ".join(question.split())
    terms = key_terms(normalized)
    names = [e for e in entities(normalized) if e.lower() not in QUESTION_WORDS]
    subs = [SubQuestion(id=0, question=normalized)]
    for i, name in enumerate(names[:2], start=1):
        if name.lower() != normalized.lower():
            subs.append(SubQuestion(id=i, question=name, strategy="ENTITY_OVERVIEW"))
    first = normalized.split()[0].lower() if normalized else ""
    return Plan(question=question, normalized=normalized, key_terms=terms, entities=names,
                sub_questions=subs, fact_centric=first in QUESTION_WORDS,
                core_entity=names[0] if names else "", source="heuristic")


def heuristic_variations(sub: SubQuestion, plan: Plan) -> list[str]:
    """SDD-002's three variations without an LLM: direct, broader, specific."""
    direct = sub.question
    terms = key_terms(sub.question)
    broader = " ".join(terms[:8]) or direct
    names = [e for e in plan.entities if e.lower() in sub.question.lower()] or plan.entities
    specific = " ".join(dict.fromkeys([*(f'"{n}"' if " " in n else n for n in names[:2]),
                                      *terms[-3:]])) or direct
    out: list[str] = []
    for query in (direct, broader, specific):
        if query and query.lower() not in [q.lower() for q in out]:
            out.append(query[:300])
    return out


# ---- ranking before reading -------------------------------------------------------------------


def score_hit(hit: SearchHit, terms: Sequence[str], known_titles: set[str],
              trust: float = 0.5, fused: float | None = None) -> float:
    """Snippet relevance, rank evidence, domain trust and novelty, in 0-1.

    ``fused`` is the hit's reciprocal-rank fusion over every query of the run that returned
    it, scaled to 0-1 (a page several queries rank high is a strong candidate); without it
    the provider's own score stands in."""
    title_overlap = overlap(list(terms), hit.title)
    text_overlap = overlap(list(terms), f"{hit.title} {hit.snippet}")
    relevance = 0.6 * text_overlap + 0.4 * title_overlap
    novelty = 0.0 if hit.title.lower() in known_titles else 1.0
    rank = hit.score if fused is None else fused
    return round(0.55 * relevance + 0.25 * rank + 0.1 * trust + 0.1 * novelty, 4)


def score_link(link: Link, terms: Sequence[str]) -> float:
    return round(overlap(list(terms), f"{link.text} {link.url.rsplit('/', 1)[-1]}"), 4)


# ---- judging ------------------------------------------------------------------------------------


def coverage(evidence: dict[int, list[RetrievedChunk]], plan: Plan, sources: int,
             target_sources: int, terms: Sequence[str]) -> tuple[float, list[str]]:
    """SearchMuse's formula: 0.4 × source-count ratio + 0.3 × mean relevance + 0.3 × diversity.

    Relevance of a sub-question is the share of its key terms found in its best evidence;
    diversity is the share of the plan's key terms found anywhere in the evidence. Returns
    the score and the terms still missing (the gaps).
    """
    ratio = min(sources, target_sources) / target_sources
    relevances = []
    for sub in plan.sub_questions:
        chunks = evidence.get(sub.id, [])
        sub_terms = key_terms(sub.question)
        best = max((overlap(sub_terms, f"{c.title} {c.text}") for c in chunks[:3]), default=0.0)
        relevances.append(best)
    corpus = " ".join(f"{c.title} {c.text}" for chunks in evidence.values() for c in chunks)
    found = set(tokenize(corpus))
    missing = [t for t in terms if t not in found]
    diversity = 1 - len(missing) / len(terms) if terms else 0.0
    mean_relevance = sum(relevances) / len(relevances) if relevances else 0.0
    return round(0.4 * ratio + 0.3 * mean_relevance + 0.3 * diversity, 4), missing


def sub_question_covered(sub: SubQuestion, evidence: dict[int, list[RetrievedChunk]],
                         threshold: float = 0.8) -> bool:
    """A sub-question is covered when one of its best passages holds most of its terms."""
    terms = key_terms(sub.question)
    return bool(terms) and any(overlap(terms, f"{c.title} {c.text}") >= threshold
                               for c in evidence.get(sub.id, [])[:3])


def bridge_entities(evidence: Sequence[RetrievedChunk], plan: Plan, asked: set[str],
                    limit: int = 3) -> list[str]:
    """Names in the best evidence that the question does not mention: the next hop."""
    question = plan.normalized.lower()
    names: list[str] = []
    for chunk in evidence[:4]:
        for name in [chunk.title, *entities(chunk.text)]:
            clean = re.sub(r"\s*\([^)]*\)$", "", name).strip()
            low = clean.lower()
            if (len(clean) < 3 or low in question or low in asked
                    or clean in names or low in QUESTION_WORDS):
                continue
            names.append(clean)
    return names[:limit]


def next_queries(plan: Plan, evidence: Sequence[RetrievedChunk], missing: Sequence[str],
                 asked: set[str], limit: int = 4) -> list[str]:
    """Queries for the next hop: bridge entities with the question's unanswered terms, and
    the gaps themselves; never a query already asked."""
    focus = list(missing) or plan.key_terms[-3:]
    queries: list[str] = []
    for name in bridge_entities(evidence, plan, asked):
        queries.append(f"{name} {' '.join(focus[:4])}".strip())
        queries.append(name)
    if missing:
        queries.append(" ".join([*plan.entities[:1], *missing[:5]]))
    out = []
    for q in queries:
        if q and q.lower() not in asked and q.lower() not in [o.lower() for o in out]:
            out.append(q[:300])
    return out[:limit]


# ---- writing ----------------------------------------------------------------------------------

_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")
_DATE = re.compile(r"\b(\d{1,2} [A-Z][a-z]+ \d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}|[A-Z][a-z]+ \d{4})\b")
_NUMBER = re.compile(r"\b\d[\d,.]*\b")


def rank_sentences(question: str, evidence: Sequence[RetrievedChunk], extra_terms: Sequence[str]
                   ) -> list[tuple[float, str, RetrievedChunk]]:
    terms = key_terms(question)
    bonus = [t for t in key_terms(" ".join(extra_terms)) if t not in terms]
    scored = []
    for rank, chunk in enumerate(evidence):
        for sentence in sentences(chunk.text):
            if len(sentence) < 20:
                continue
            score = overlap(terms, f"{chunk.title} {sentence}") + 0.3 * overlap(bonus, sentence)
            scored.append((score - 0.02 * rank, sentence, chunk))
    scored.sort(key=lambda item: -item[0])
    return scored


def short_answer(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                 pool: Sequence[RetrievedChunk] = ()) -> str:
    """The answer span, when the top sentences hold one: a name, a date or a number; one of
    the options of an "A or B" question, or yes or no, decided from ``pool`` (every chunk the
    run read, when given) and the ranked evidence."""
    chunks = list({c.chunk_id: c for c in [*pool, *(c for _, _, c in ranked)]}.values())
    closed = closed_answer(question, chunks)
    if closed is not None:
        return closed
    kind = answer_kind(question)
    by_whom = bool(_BY_WHOM.search(question))
    asked = set(tokenize(question))
    wanted = answer_type(question)
    votes: dict[str, float] = {}
    titled: set[str] = set()
    for score, sentence, chunk in ranked[:6]:
        weight = max(score, 0.05)
        sentence = _ISO.sub(" ", sentence)  # timestamps of bylines, not facts
        plain = _PAREN.sub("", sentence)  # romanisations, pronunciations, asides
        if kind == "range":
            candidates = [(f"from {a} to {b}", weight) for a, b in _RANGE.findall(sentence)]
        elif kind == "date":
            candidates = [(c, weight) for c in _DATE.findall(sentence) or
                          _YEAR.findall(sentence)]
        elif kind == "year":
            candidates = [(c, weight) for c in _YEAR.findall(sentence)]
        elif kind == "number":
            candidates = [(c.rstrip(".,"), weight) for c in _NUMBER.findall(plain)
                          if not _YEAR.fullmatch(c.rstrip(".,"))]
        else:
            candidates = [(e, weight) for e in entities(plain)]
            if chunk.chunk_id not in titled:  # a page's title counts once, at half weight
                titled.add(chunk.chunk_id)
                candidates.append((chunk.title, weight / 2))
        agents = set(_AGENT.findall(plain)) if by_whom else set()
        for candidate, w in candidates:
            clean = re.sub(r"\s*\([^)]*\)$", "", candidate).strip()
            clean = re.sub(r"[’']s$", "", clean).strip()  # "Usher's" names Usher
            if not clean or (set(tokenize(clean)) <= asked):
                continue
            boost = 5.0 if wanted and wanted in clean.lower() else 1.0
            if agents and any(clean in a or a in clean for a in agents):
                boost *= 5.0  # "… formed by who?": the agent after "by" is the answer
            votes[clean] = votes.get(clean, 0.0) + w * boost
    if not votes:
        return ""
    return max(votes.items(), key=lambda kv: (kv[1], -len(kv[0])))[0]


_PAREN = re.compile(r"\s*\([^()]*\)")
_BY_WHOM = re.compile(r"\bby (?:who|whom|which|what)\b|\b(?:who|which \w+|what \w+) "
                      r"(?:was|were|is|are) \w+ by\b", re.I)
_AGENT = re.compile(r"\bby (?:the )?([A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*)*)")
_ISO = re.compile(r"\b\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?\b")
_RANGE = re.compile(r"\b(?:from )?(\d{4})\s*(?:to|until|–|-)\s*(\d{4})\b")
_KINDS = (
    ("range", re.compile(r"\b(?:what|which) (?:time ?frame|period|years)\b|"
                         r"\bbetween what years\b")),
    ("date", re.compile(r"\b(?:date of|what date|on what day)\b|"
                        r"^when (?:was|were|did) .*\b(?:born|die|died)\b")),
    ("year", re.compile(r"\b(?:what|which) year\b|^when\b|\bwhen\s*\?$|"
                        r"\bsince when\b")),
    ("number", re.compile(r"\bhow (?:many|much|long|old|tall|high|far)\b|\b(?:what|which) "
                          r"(?:is |was )?(?:the )?(?:population|number|amount|total|size|capacity|"
                          r"length|height|area)\b")),
)


def answer_kind(question: str) -> str:
    """What shape the answer has: range, date, year, number, or "" for a name."""
    q = " ".join(question.lower().split())
    for kind, pattern in _KINDS:
        if pattern.search(q):
            return kind
    return ""


_TYPE = re.compile(r"\b(?:which|what)\s+(?:(?:is|was|are|were)\s+(?:the\s+)?)?([a-z]+)", re.I)


def answer_type(question: str) -> str:
    """The noun a "which X" / "what X" question asks for (university, company, …), if any."""
    match = _TYPE.search(question)
    if not match:
        return ""
    word = match.group(1).lower()
    return "" if word in QUESTION_WORDS or word in ("other", "kind", "type", "one") else \
        word.rstrip("s")


def support(sentence: str, chunk_text: str) -> float:
    """Lexical support of a sentence by a passage: share of its content words present."""
    terms = key_terms(re.sub(r"\[\d+\]", "", sentence), limit=40)
    return overlap(terms, chunk_text)



def support_score(lexical: float, cosine: float | None) -> float:
    """A cited sentence's support without an LLM: content words the passage shares, and,
    when embeddings are at hand, how close the two are in meaning."""
    if cosine is None:
        return round(lexical, 4)
    return round(0.6 * lexical + 0.4 * max(0.0, min(1.0, cosine)), 4)


def _values(question: str, sentence: str) -> list[str]:
    q = question.lower()
    if q.startswith(("when", "what year", "in what year", "which year")):
        return _YEAR.findall(sentence)
    if q.startswith(("how many", "how much", "how long", "how old")):
        return [n.rstrip(".,") for n in _NUMBER.findall(sentence) if not _YEAR.fullmatch(n)]
    return []


def contradictions(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                   top: int = 8) -> list[tuple[str, RetrievedChunk, str, RetrievedChunk]]:
    """Different values (years, quantities) asked for by the question, each stated by a
    different source among the best sentences with comparable support."""
    best: dict[str, tuple[float, str, RetrievedChunk]] = {}
    for score, sentence, chunk in ranked[:top]:
        if score < 0.3:
            continue
        for value in _values(question, sentence):
            if value not in best or best[value][0] < score:
                best[value] = (score, sentence, chunk)
    if len(best) < 2:
        return []
    ordered = sorted(best.items(), key=lambda kv: -kv[1][0])
    value_a, (score_a, sentence_a, chunk_a) = ordered[0]
    for value_b, (score_b, sentence_b, chunk_b) in ordered[1:]:
        if (chunk_b.source_id != chunk_a.source_id and score_b >= 0.75 * score_a
                and value_b not in sentence_a and value_a not in sentence_b):
            return [(sentence_a, chunk_a, sentence_b, chunk_b)]
    return []


def follow_up_questions(plan: Plan, evidence: Sequence[RetrievedChunk], missing: Sequence[str],
                        limit: int = 3) -> list[str]:
    """Questions a reader may ask next: about the names the evidence brought up, and about
    the question's terms the evidence did not cover."""
    titles = {_norm_title(c.title) for c in evidence}
    names = [n for n in bridge_entities(evidence, plan, set(), limit=limit + 3)
             if not any(c.isdigit() for c in n) and (" " in n or n.lower() in titles)][:limit]
    out = [f"What is the connection between {name} and {plan.core_entity}?"
           if plan.core_entity else f"What else is known about {name}?" for name in names]
    if missing:
        out.append(f"What do other sources say about {' '.join(missing[:3])}?")
    return out[:limit]


def pivot_queries(plan: Plan, evidence: Sequence[RetrievedChunk], asked: set[str],
                  temperature: float, limit: int = 4) -> list[str]:
    """Queries from a different angle when rounds stop adding coverage (no LLM).

    The temperature widens the sample: names from deeper in the evidence, and the
    question's terms regrouped around each entity instead of all at once."""
    depth = 4 + round(temperature * 8)
    names = bridge_entities(evidence[4:depth] or evidence, plan, asked, limit=3)
    queries = [*names]
    terms = plan.key_terms
    for entity in plan.entities or [plan.core_entity]:
        for term in terms[-3:]:
            if entity and term not in entity.lower():
                queries.append(f"{entity} {term}")
    if len(terms) > 2:
        queries.append(" ".join(reversed(terms[:6])))
    out: list[str] = []
    for q in queries:
        if q and q.lower() not in asked and q.lower() not in [o.lower() for o in out]:
            out.append(q[:300])
    return out[:limit]


# ---- questions with a closed set of answers ------------------------------------------------------

_OPTIONS = re.compile(r",\s*([^,?]+?)\s+or\s+([^?]+?)\s*\??$", re.I)
_EARLIER = ("older", "oldest", "earlier", "first", "before", "sooner", "elder")
_LATER = ("younger", "youngest", "later", "last", "after", "more recent", "newer", "most recent")
_AUX = ("are", "were", "is", "was", "do", "did", "does", "can", "could", "has", "have", "had")
_BRIDGE = re.compile(r"\b(director|directed|composer|author|writer|producer|performer|"
                     r"creator|founder|father|mother|husband|wife|spouse)\b", re.I)
_LIFESPAN = re.compile(r"\(([^()]*?\b(?:1[0-9]{3}|20[0-9]{2})\b[^()]*)\)")


def same_name(a: str, b: str) -> bool:
    """Whether two page titles or names refer to the same page (case, "(film)" ignored)."""
    return _norm_title(a) == _norm_title(b)


def _norm_title(title: str) -> str:
    return re.sub(r"\s*\([^)]*\)$", "", title).strip().lower()


def _chunks_about(name: str, chunks: Sequence[RetrievedChunk]) -> list[RetrievedChunk]:
    """The chunks of the page titled ``name``, opening first (where a page defines itself)."""
    key = _norm_title(name)
    found = {c.chunk_id: c for c in chunks if _norm_title(c.title) == key}
    return sorted(found.values(), key=lambda c: c.index)


def _year(chunks: Sequence[RetrievedChunk], died: bool) -> int | None:
    """A page's defining year: from its lifespan "(1 May 1900 – 2 June 1980)" when it has
    one (the second year for deaths), else the first year of its opening sentences."""
    for chunk in chunks:
        head = _ISO.sub(" ", " ".join(sentences(chunk.text)[:2]))
        span = _LIFESPAN.search(head)
        if span:
            years = _YEAR.findall(span.group(1))
            if years:
                return int(years[1] if died and len(years) > 1 else years[0])
        years = _YEAR.findall(head)
        if years and not died:
            return int(years[0])
    return None


_BY = {"direc": "directed", "compo": "composed|music", "autho": "written", "write": "written",
       "produ": "produced", "perfo": "performed|sung", "creat": "created",
       "found": "founded|established"}
_NAME_PART = r"(?:[A-Z]\.|[A-Z][\w'’-]+)"
_NAME = rf"({_NAME_PART}(?:\s+(?:{_NAME_PART}|de|van|von|da|di|del|la|le))*)"


def _linked_names(option_chunks: Sequence[RetrievedChunk], question: str) -> list[str]:
    """The people an option's page names for the role the question goes through ("directed
    by X" for its director, "written by X" for its author, …)."""
    role = _BRIDGE.search(question)
    if role is None:
        return []
    stem_word = role.group(1).lower()[:5]
    verbs = _BY.get(stem_word)
    names: list[str] = []
    for chunk in option_chunks:
        text = _PAREN.sub("", _ISO.sub(" ", chunk.text))
        if verbs:
            for match in re.finditer(rf"\b(?:{verbs})\s+(?:and \w+ )?by\s+{_NAME}", text):
                names.append(match.group(1))
        if not names:
            for sentence in sentences(text):
                if stem_word in sentence.lower():
                    names += [n for n in entities(sentence) if not any(ch.isdigit() for ch in n)
                              and n.lower() not in question.lower()]
    return list(dict.fromkeys(n for n in names if n.lower() not in question.lower()))


@dataclass
class Comparison:
    """A "which …, A or B?" question against the evidence: the answer when the evidence
    decides it, and the pages still needed when it does not."""

    options: list[str]
    answer: str
    decided: bool
    missing: list[str]


def comparison_options(question: str) -> list[str]:
    """The two options of a "which …, A or B?" question; empty for any other question."""
    q = question.strip()
    match = _OPTIONS.search(q)
    if not match or q.lower().split()[0] not in ("which", "who", "what", "whose"):
        return []
    return [match.group(1).strip(), match.group(2).strip()]


def compare_options(question: str, chunks: Sequence[RetrievedChunk]) -> Comparison | None:
    q = question.strip()
    low = q.lower()
    options = comparison_options(q)
    if not options:
        return None
    earlier = any(w in low for w in _EARLIER)
    later = any(w in low for w in _LATER)
    if earlier == later:
        return Comparison(options, _best_supported(options, chunks), False, [])
    died = "died" in low or "death" in low
    years: dict[str, int] = {}
    missing: list[str] = []
    for option in options:
        about = _chunks_about(option, chunks)
        if not about:
            missing.append(option)
            continue
        if _BRIDGE.search(q):
            names = _linked_names(about, q)
            people = [c for n in names for c in _chunks_about(n, chunks)]
            year = _year(people, died) if people else None
            if year is None:
                missing += names[:2]
        else:
            year = _year(about, died)
        if year is not None:
            years[option] = year
    if len(years) == 2 and years[options[0]] != years[options[1]]:
        pick = min if earlier else max
        return Comparison(options, pick(options, key=lambda o: years[o]), True, [])
    return Comparison(options, _best_supported(options, chunks), False, missing)


def closed_answer(question: str, chunks: Sequence[RetrievedChunk]) -> str | None:
    """The answer to "which …, A or B?" (one of the options) and to yes/no questions, from
    the evidence; None when the question is not of that kind."""
    comparison = compare_options(question, chunks)
    if comparison is not None:
        return comparison.answer
    low = question.strip().lower()
    if low.split()[0] in _AUX and " or " not in low:
        return _yes_no(question.strip(), chunks)
    return None


def _best_supported(options: list[str], chunks: Sequence[RetrievedChunk]) -> str:
    """The option the evidence has most to say about (the first one on a tie)."""
    counts = [sum(1 for c in chunks if o.lower() in f"{c.title} {c.text}".lower())
              for o in options]
    return options[counts.index(max(counts))]


def _yes_no(question: str, chunks: Sequence[RetrievedChunk]) -> str:
    """"Are A and B both …?" / "Were A and B of the same …?": yes when every named thing's
    evidence shares the asked attribute."""
    names = [part.strip() for e in entities(question) if e.lower() not in _AUX
             for part in re.split(r"\s+and\s+", e) if part.strip()]
    if len(names) < 2:
        return "yes"
    attribute = [t for t in key_terms(question)
                 if not any(t in n.lower() for n in names)][-3:]
    if "same" in question.lower():
        found = []
        for name in names[:2]:
            about = _chunks_about(name, chunks) or [c for c in chunks if name in c.text]
            text = " ".join(c.text for c in about[:2])
            found.append({e for e in entities(text) if len(e) > 3})
        return "yes" if found[0] & found[1] else "no"
    for name in names[:2]:
        about = _chunks_about(name, chunks) or [c for c in chunks if name in c.text]
        if about and overlap(attribute, " ".join(c.text for c in about[:2])) < 0.5:
            return "no"
    return "yes"
