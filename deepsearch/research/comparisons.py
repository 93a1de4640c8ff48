"""Questions with a closed set of answers: "which …, A or B?" comparisons decided from the
pages of the two options (or of the people they go through: "directed by", "written by" …),
with the pages still needed when the evidence cannot decide yet; yes/no questions."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date

from deepsearch.models import RetrievedChunk
from deepsearch.text import (
    DEMONYMS,
    KINSHIP,
    MONTH,
    entities,
    full_day,
    key_terms,
    overlap,
    passage_sentences,
    stem,
)

YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b")
ISO_STAMP = re.compile(r"\b\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?\b")  # bylines' timestamps
#: a lifespan whose dash a page lost, its birth year run into the next date ("25 October
#: 188910 November 1981"): the year, then the other end
_RUN_ON_YEAR = re.compile(rf"\b(\d{{1,2}}\s+{MONTH}\s+)(1[0-9]{{3}}|20[0-9]{{2}})"
                          rf"(\d{{1,2}}\s+{MONTH}\b)")
ASIDE = re.compile(r"\s*\([^()]*\)")  # romanisations, pronunciations, asides


def asides(text: str) -> list[str]:
    """Every bracketed aside of ``text``, those holding others too (innermost first):
    "Dáil Éireann (/dɔɪl/ (listen) …; lit. 'Assembly of Ireland') is …"."""
    found: list[str] = []
    while inner := ASIDE.findall(text):
        found += inner
        text = ASIDE.sub(" ", text)
    return found


def without_asides(text: str) -> str:
    """``text`` without its bracketed asides, those holding others too (``asides``)."""
    while (plain := ASIDE.sub("", text)) != text:
        text = plain
    return text
_OPTIONS = re.compile(r",\s*([^,?]+?)\s+or\s+([^?]+?)\s*\??$", re.I)
_EARLIER = ("older", "oldest", "earlier", "first", "before", "sooner", "elder")
_LATER = ("younger", "youngest", "later", "last", "after", "more recent", "newer", "most recent")
_AUX = ("are", "were", "is", "was", "do", "did", "does", "can", "could", "has", "have", "had")
_BRIDGE = re.compile(r"\b(director|directed|composer|author|writer|producer|performer|"
                     r"creator|founder|father|mother|husband|wife|spouse)\b", re.I)
#: kinds of works: a name called one is a work's, and the year before it ("a 1943 American
#: comedy film") dates it
WORK_KINDS = frozenset("song single album record film movie novel book series sitcom show "
                       "episode play musical opera poem game painting".split())
_LIFESPAN = re.compile(r"\(([^()]*?\b(?:1[0-9]{3}|20[0-9]{2})\b[^()]*)\)")


#: a chain of "of"s: "the place of birth of the director of …", "the wife of the founder of …"
_CHAIN = re.compile(r"\b\w+\s+of\s+(?:the|a|an|his|her|its|their)\s+[\w-]+\s+of\b", re.I)


def goes_through(question: str) -> bool:
    """Whether a question reaches its answer through another page: a role someone has for a
    named thing ("the director of film X", "the wife of …"), kin ("the paternal grandfather
    of …") or a chain of "of"s. The act a question itself asks of a thing named outright
    goes through nothing: "Who directed Border (2018 film)?" is answered on its page."""
    if _ASKED_ACT.match(question) and not _CLAUSE.search(question):
        question = _ASKED_ACT.sub("", question)
    return _BRIDGE.search(question) is not None or _CHAIN.search(question) is not None or \
        any(w in KINSHIP for w in re.findall(r"\b([a-z]+)\s+of\b", question.lower()))


#: "Who directed …", the question's own act, and a clause that would take it elsewhere
_ASKED_ACT = re.compile(r"^\s*who\s+(?:directed|composed|produced|founded|created|fathered)\b",
                        re.I)
_CLAUSE = re.compile(r"\s(?:where|which|whose|that|who|whom|when)\s", re.I)


def same_name(a: str, b: str) -> bool:
    """Whether two page titles or names refer to the same page (case, "(film)", a leading
    "The" and an honorific ignored: "Beatles" is The Beatles' page, "Sir Alex Ferguson"
    Alex Ferguson's)."""
    return _THE.sub("", norm_title(bare_name(a))) == _THE.sub("", norm_title(bare_name(b)))


_THE = re.compile(r"^the\s+")
#: an honorific before a name of two words or more, which a page's title leaves out ("Lady
#: Gaga" and "Lord of the Rings" keep theirs)
_HONORIFIC = re.compile(r"^(?:Sir|Dame|Lord|Lady|Dr\.?|Mr\.?|Mrs\.?|Ms\.?)\s+"
                        r"(?=[A-Z]\S*\s+[A-Z])")


def bare_name(name: str) -> str:
    """A name as a page's title writes it: "Sir Alex Ferguson" is "Alex Ferguson"."""
    return _HONORIFIC.sub("", name.strip())


def plain_title(title: str) -> str:
    """A page's title without the qualifier in brackets at its end ("Arthur (1981 film)"
    → "Arthur")."""
    return re.sub(r"\s*\([^)]*\)$", "", title).strip()


def norm_title(title: str) -> str:
    return plain_title(title).lower()


def chunks_about(name: str, chunks: Sequence[RetrievedChunk]) -> list[RetrievedChunk]:
    """The chunks of the page titled ``name``, opening first (where a page defines itself);
    "the Goo Goo Dolls" is the page "Goo Goo Dolls"."""
    found = {c.chunk_id: c for c in chunks if same_name(c.title, name)}
    return sorted(found.values(), key=lambda c: c.index)


def _opening_spans(chunks: Sequence[RetrievedChunk]
                   ) -> Iterator[tuple[RetrievedChunk, list[str], str, re.Match[str] | None]]:
    """Each chunk with its two opening sentences, those sentences as one text (timestamps
    out) and the lifespan bracket they give, if any."""
    for chunk in chunks:
        opening = passage_sentences(chunk.text)[:2]
        head = _RUN_ON_YEAR.sub(r"\1\2 – \3", ISO_STAMP.sub(" ", " ".join(opening)))
        yield chunk, opening, head, _LIFESPAN.search(head)


def _span_ends(span: re.Match[str]) -> list[str]:
    """A lifespan's two ends ("25 April 1925, in Berlin", "19 January 1986, in Munich")."""
    return re.split(r"\s[–-]\s|[–-](?=\s*\d)", span.group(1), maxsplit=1)


def _year(chunks: Sequence[RetrievedChunk], died: bool
          ) -> tuple[tuple[int, date | None], str, RetrievedChunk] | None:
    """A page's defining year, with the day when its lifespan writes one in full, and the
    sentence giving it: from its lifespan "(1 May 1900 – 2 June 1980)" when it has one (the
    second end for deaths), else the year its opening sentences date it from
    (``_origin_year``)."""
    for chunk, opening, head, span in _opening_spans(chunks):
        year: int | None = None
        day: date | None = None
        if span and (years := YEAR.findall(span.group(1))):
            end = 1 if died and len(years) > 1 else 0
            year = int(years[end])
            ends = _span_ends(span)
            day = full_day(ends[end]) if len(ends) > end else None
            day = day if day is not None and day.year == year else None
        elif not died:
            year = _origin_year(head)
        if year is not None:
            return (year, day), next((s for s in opening if str(year) in s), opening[0]), chunk
    return None


#: acts that date something after it began: "renamed Elizabeth Tower in 2012" is no age
_LATER_ACT = re.compile(r"\b(?:renamed|rebuilt|reopened|rebranded|relocated|reconstructed|"
                        r"moved|closed|demolished|restored|acquired|merged|listed|designated|"
                        r"sold|bought|converted|expanded|upgraded|refurbished|replaced|abandoned|"
                        r"dissolved|disbanded|retired|died|ended|until|as of)\b[^.;]{0,40}$",
                        re.I)
_ORIGIN_ACT = re.compile(r"\b(?:born|built|founded|established|formed|created|opened|launched|"
                         r"released|published|completed|constructed|erected|cast|introduced|"
                         r"premiered|began|started|incorporated|chartered|discovered|invented|"
                         r"written|composed|designed|first|since)\b[^.;]{0,40}$", re.I)


def _origin_year(head: str) -> int | None:
    """The year a page's opening dates its subject from: one an act of beginning leads to
    ("established in 1998", "a 1998 film"), not one a later act does ("renamed … in
    2012")."""
    bare: int | None = None
    for match in YEAR.finditer(head):
        before = head[max(0, match.start() - 60):match.start()]
        if _ORIGIN_ACT.search(before):
            return int(match.group(0))
        if bare is None and not _LATER_ACT.search(before):
            bare = int(match.group(0))
    return bare


_BY = {"direc": "directed", "compo": "composed|music", "autho": "written", "write": "written",
       "produ": "produced", "perfo": "performed|sung|recorded|released|song|single|album",
       "creat": "created", "found": "founded|established"}
_NAME_PART = r"(?:[A-Z]\.|[A-Z][\w'’-]+)"
#: what a page puts between "by" and a name: "the English rock band", "American singer"
_WHO_RANK = rf"(?:(?:the|an?)\s+)?(?:(?:{'|'.join(sorted(DEMONYMS))})\s+)?" \
    r"(?:[a-z][\w-]*\s+){0,3}?"
_NAME = rf"({_NAME_PART}(?:\s+(?:{_NAME_PART}|de|van|von|da|di|del|la|le))*)"


def linked_names(option_chunks: Sequence[RetrievedChunk], question: str) -> list[str]:
    """The people an option's page names for the role the question goes through ("directed
    by X" for its director, "written by X" for its author, …)."""
    role = _BRIDGE.search(question)
    if role is None:
        return []
    stem_word = role.group(1).lower()[:5]
    verbs = _BY.get(stem_word)
    names: list[str] = []
    for chunk in option_chunks:
        text = ASIDE.sub("", ISO_STAMP.sub(" ", chunk.text))
        if verbs:
            for match in re.finditer(rf"\b(?:{verbs})\s+(?:and \w+ )?by\s+{_WHO_RANK}{_NAME}",
                                     text):  # ("released by American singer Selena")
                names.append(match.group(1))
        if not names:
            for sentence in passage_sentences(text):
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
    #: the sentence dating (or giving the lifespan of) each option found, in the options'
    #: order: what the answer rests on, or what the evidence gives when it settles nothing
    dating: list[tuple[str, RetrievedChunk]] = field(default_factory=list)


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
    longer, shorter = _LONGER.search(low) is not None, _SHORTER.search(low) is not None
    if longer != shorter:
        return _lived_longer(q, options, chunks, longer)
    earlier = any(w in low for w in _EARLIER)
    later = any(w in low for w in _LATER)
    if earlier == later:
        return Comparison(options, _best_supported(options, chunks), False, [])
    died = "died" in low or "death" in low
    years: dict[str, tuple[int, date | None]] = {}
    dating: list[tuple[str, RetrievedChunk]] = []
    missing: list[str] = []
    for option in options:
        about = chunks_about(option, chunks)
        if not about:
            missing.append(option)
            continue
        if _BRIDGE.search(q):
            names = linked_names(about, q)
            people = [c for n in names for c in chunks_about(n, chunks)]
            found = _year(people, died) if people else None
            if found is None:
                missing += names[:2]
        else:
            found = _year(about, died)
        if found is not None:
            years[option] = found[0]
            dating.append(found[1:])
    if len(years) == 2 and years[options[0]][0] != years[options[1]][0]:
        pick = min if earlier else max
        return Comparison(options, pick(options, key=lambda o: years[o][0]), True, [], dating)
    days = {o: d for o, (_, d) in years.items() if d is not None}
    if len(days) == 2 and days[options[0]] != days[options[1]]:  # born in one year: by the
        # day ("January 9, 1913" before "July 14, 1913")
        pick = min if earlier else max
        return Comparison(options, pick(options, key=lambda o: days[o]), True, [], dating)
    return Comparison(options, _best_supported(options, chunks), False, missing, dating)


#: "who lived longer, A or B?", "which film has the director who died younger?"
_LONGER = re.compile(r"\b(?:lived|lives|live) longer\b|\blonger[- ]lived\b|"
                     r"\bdied (?:at an )?older\b|\blived the longest\b")
_SHORTER = re.compile(r"\b(?:lived|lives|live) shorter\b|\bshorter[- ]lived\b|"
                      r"\bdied (?:at an? )?younger\b|\blived the shortest\b")


def _life_days(chunks: Sequence[RetrievedChunk]) -> tuple[int, str, RetrievedChunk] | None:
    """How many days someone lived, from the lifespan their page opens with ("( 25 April
    1925, in Berlin – 19 January 1986, in Munich)"; by years when it gives years alone),
    with the sentence giving it."""
    for chunk, opening, _, span in _opening_spans(chunks):
        if not span:
            continue
        ends = _span_ends(span)
        if len(ends) < 2:
            continue
        said = next((s for s in opening if span.group(1) in ISO_STAMP.sub(" ", s)), opening[0])
        born, died = full_day(ends[0]), full_day(ends[1])
        if born and died and died > born:
            return (died - born).days, said, chunk
        years = [int(y) for y in YEAR.findall(span.group(1))]
        if len(years) >= 2 and years[1] > years[0]:
            return (years[1] - years[0]) * 365, said, chunk
    return None


def _lived_longer(question: str, options: list[str], chunks: Sequence[RetrievedChunk],
                  longer: bool) -> Comparison:
    """Which of two people (or the people the options lead to: "the director who lived
    longer") lived longer, or shorter, by the lifespans their own pages give."""
    days: dict[str, int] = {}
    dating: list[tuple[str, RetrievedChunk]] = []
    missing: list[str] = []
    for option in options:
        about = chunks_about(option, chunks)
        if about and _BRIDGE.search(question):
            names = linked_names(about, question)
            about = [c for n in names for c in chunks_about(n, chunks)]
        lived = _life_days(about)
        if lived is None:
            missing.append(option)
        else:
            days[option] = lived[0]
            dating.append(lived[1:])
    if len(days) == 2 and days[options[0]] != days[options[1]]:
        pick = max if longer else min
        return Comparison(options, pick(options, key=lambda o: days[o]), True, [], dating)
    return Comparison(options, _best_supported(options, chunks), False, missing, dating)


def closed_answer(question: str, chunks: Sequence[RetrievedChunk]) -> str | None:
    """The answer to "which …, A or B?" (one of the options) and to yes/no questions, from
    the evidence; None when the question is not of that kind."""
    apart = unrelated_statement(question, chunks)
    if apart is not None:  # "The film has no relation to the W. C. Fields movie …"
        return apart[0]
    pair = related_asked(question)
    if pair:  # whether any kin ties them: yes by a sentence saying so, else unsettled
        # (not a comparison of the two, which no "no" answers)
        statement = kin_statement(*pair, chunks)
        return statement[0] if statement else ""
    comparison = compare_options(question, chunks)
    if comparison is not None:
        return comparison.answer
    than = than_comparison(question, chunks)
    if than is not None:  # "Was Sid Conrad older than Gary Cherone?": who is older of the
        # two, then yes or no by whether it is the first (unsettled when dates do not decide)
        return "" if not than.decided else "yes" if than.answer == than.options[0] else "no"
    low = question.strip().lower()
    if low.split()[0] in _AUX and " or " not in low:
        return _yes_no(question.strip(), chunks)
    return None


#: "Was A older than B?", "Is A younger than B?": a comparison asked yes or no
_THAN = re.compile(r"^\W*(?i:is|was|are|were)\s+(?P<one>[A-Z].*?)\s+(?P<cmp>(?i:older|younger))\s+"
                   r"(?i:than)\s+(?P<other>[A-Z].*?)\W*$")


def _than(question: str) -> re.Match[str] | None:
    return _THAN.match(" ".join(question.split()))


def asks_than(question: str) -> bool:
    """Whether a question asks "Was A older than B?" (``_THAN``)."""
    return _than(question) is not None


def than_comparison(question: str, chunks: Sequence[RetrievedChunk]) -> Comparison | None:
    """For "Was A older than B?" (``_THAN``), which of the two is (``compare_options`` of
    "Who is older, A or B?"); None for another question."""
    than = _than(question)
    if not than:
        return None
    return compare_options(f"Who is {than.group('cmp')}, {than.group('one')} or "
                           f"{than.group('other')}?", chunks)


def _best_supported(options: list[str], chunks: Sequence[RetrievedChunk]) -> str:
    """The option the evidence has most to say about (the first one on a tie)."""
    counts = [sum(1 for c in chunks if o.lower() in f"{c.title} {c.text}".lower())
              for o in options]
    return options[counts.index(max(counts))]


#: a question about the first, the last or the only one: "one of the first" does not say it
_SUPERLATIVE = re.compile(r"\bthe (?:first|last|only|\w+est)\b", re.I)
_HEDGE = re.compile(r"\b(?:one of the|among the)\b", re.I)
#: a sentence saying what is asked is in doubt: "is divided on whether …", "it is disputed"
_DOUBTED = re.compile(r"\b(?:whether|disputed|debated|contested|uncertain|unclear|unproven|"
                      r"in\s+doubt|doubtful|controversial)\b", re.I)
_NEGATION = re.compile(r"\b(?:not|never|no|neither|nor)\b|n[’']t\b", re.I)


_UNIT = r"(second|minute|hour|day|night|week|month|season|year|decade)"
#: how often a question asks a thing happens: "every year", "once a month", "each week"
_EVERY_ONE = re.compile(rf"\b(?:every|each|per|once an?|once every)\s+{_UNIT}\b", re.I)
#: how often a sentence says it happens, when that is not once per unit: "every 75–76 years",
#: "every other year", "every four years"
_EVERY_MANY = re.compile(rf"\bevery\s+(?:\d[\d.,]*(?:\s*(?:–|-|to|or)\s*\d[\d.,]*)?|other|two|"
                         rf"three|four|five|six|seven|eight|nine|ten|twelve|twenty|few|"
                         rf"several|couple of)\s+{_UNIT}s?\b", re.I)


def other_frequency(question: str, sentence: str) -> bool:
    """Whether a sentence says a thing happens at another interval than the one a yes/no
    question asks about ("visible every 75–76 years" does not say "visible every year")."""
    asked = {m.group(1).lower() for m in _EVERY_ONE.finditer(question)}
    return any(m.group(1).lower() in asked for m in _EVERY_MANY.finditer(sentence))


def yes_no_statement(question: str, chunks: Sequence[RetrievedChunk]
                     ) -> tuple[str, str, RetrievedChunk] | None:
    """The verdict on a yes/no question about one thing and the sentence it rests on: the
    first sentence read that states everything the question asks (its content words, with
    the page's title) as it asks it ("yes"), else the first that states it denied ("no"),
    else None ("one of the first … to complete 25 missions" does not say "the first")."""
    alive = _ALIVE.match(" ".join(question.split()))
    if alive:  # "Is Scott Derrickson still alive?": what his page's dates say
        return lifetime_statement(alive.group(1), alive.group(2).lower() == "dead", chunks)
    dated = _BORN_OR_DIED.match(" ".join(question.split()))
    if dated and (statement := lifespan_year(*dated.group("who", "act", "year"), chunks)):
        return statement  # "Was Queen Victoria born in 1819?": "(24 May 1819 – 22 …)"
    placed = _IS_IN.match(" ".join(question.split()))
    if placed and (statement := placed_statement(*placed.group("what", "where"), chunks)):
        return statement  # "Is Tenterfield in Queensland?": "… is a town in New South Wales"
    peoples = _IS_A_PEOPLES.match(" ".join(question.split()))
    if peoples and (statement := peoples_statement(*peoples.group("what", "people", "kind"),
                                                   chunks)):
        return statement  # "Is Madina Lake a British band?": "… is an American … band"
    part = _IS_A_PART.match(" ".join(question.split()))
    if part and (statement := part_statement(*part.group("what", "rel", "of"), chunks)):
        return statement  # "Is the Cheakamus River a tributary of the Fraser River?": "… is
        # a tributary of the Squamish River"
    held = _IS_THE_ROLE.match(" ".join(question.split()))
    if held and (statement := role_statement(*held.group("what", "role", "of"), chunks)):
        return statement  # "Is Toronto the capital of Canada?": "Its capital is Ottawa"
    apart = unrelated_statement(question, chunks)
    if apart is not None:
        return apart  # "Is Million Dollar Legs related to the W. C. Fields movie?": "The
        # film has no relation to the W. C. Fields movie …"
    pair = related_asked(question)
    if pair and (statement := kin_statement(*pair, chunks)):
        return statement  # "Was Héctor Barrantes related to Sarah, Duchess of York?": "He
        # was the stepfather of Sarah, Duchess of York." on his page
    still = _STILL.match(" ".join(question.split()))
    ended = ended_statement(still.group(1), chunks) if still else None
    if ended is not None:  # "Is Ali Daei still playing football?": a former footballer
        return ended
    terms = key_terms(question, limit=50)
    # "Did Thomas Mann win the Nobel Prize?": "the 1929 Nobel Prize in Literature laureate"
    # says he won it; "Is Midsomer Murders based on novels?": "adapted … from the novels"
    otherwise = [(words, said) for words, said in _SAID_OTHERWISE if set(terms) & words]
    superlative = _SUPERLATIVE.search(question) is not None and not _HEDGE.search(question)
    negated = _NEGATION.search(question) is not None
    denied: tuple[str, str, RetrievedChunk] | None = None
    affirmed: tuple[str, str, RetrievedChunk] | None = None
    for chunk in chunks:
        for sentence in passage_sentences(chunk.text):
            # ("written by Liz Hannah" says she wrote it; "beat" is no form of "win")
            needed = [t for t in terms if not any(t in words and said.search(sentence)
                                                  for words, said in otherwise)]
            if overlap(needed, f"{chunk.title} {sentence}", related="forms") < 1.0 or \
                    (superlative and _HEDGE.search(sentence)):
                continue
            if _DOUBTED.search(sentence):  # "Modern biblical scholarship is divided on whether
                return None  # the epistle was written by Paul": the sources settle nothing
            if (_NEGATION.search(sentence) is not None) == negated and \
                    not other_frequency(question, sentence):
                affirmed = affirmed or ("yes", sentence, chunk)
            denied = denied or ("no", sentence, chunk)
    return affirmed or denied or done_by_another(question, chunks) or \
        dated_otherwise(question, chunks)


_WIN_WORDS = frozenset(("win", "won", "wins", "winning"))
#: what says a prize was won without the verb: "the 1929 Nobel Prize in Literature laureate"
_WON_SAID = re.compile(r"\b(?:laureates?|winners?|recipients?|awarded|received|receiving|"
                       r"honou?red\s+with)\b", re.I)
#: words a yes/no question asks with, and what says them otherwise
_SAID_OTHERWISE = ((_WIN_WORDS, _WON_SAID),
                   (frozenset(("based",)), re.compile(r"\b(?:adapted|adaptations?|inspired)\b",
                                                      re.I)),
                   (frozenset(("oscar", "oscars")), re.compile(r"\bAcademy\s+Awards?\b")))
#: "Was X related to Y?", "Are X and Y related?": whether any kin ties them
_RELATED = re.compile(r"^\W*(?i:is|was|are|were)\s+(?P<one>[A-Z][^?]*?)\s+(?:(?i:related|kin)\s+"
                      r"to\s+(?P<other>[A-Z][^?]*?)|and\s+(?P<and>[A-Z][^?]*?)\s+(?i:related))"
                      r"\W*$")
#: a word of kin, with its step-, half-, grand- and in-law forms ("stepfather", "half-sister")
_KIN_WORD = re.compile(rf"\b(?:step|half-?|great-?|grand)*(?:{'|'.join(sorted(KINSHIP))})s?"
                       r"(?:-in-law)?\b", re.I)


#: "Is Million Dollar Legs (1939 film) related to the W. C. Fields movie?": whether two
#: things are tied at all
_TIED_ASKED = re.compile(r"^\W*(?i:is|was|are|were)\s+(?P<one>[A-Z][^?]*?)\s+(?:(?i:related|"
                         r"connected|linked)\s+(?i:to|with)|(?i:based)\s+(?i:on|upon))\s+"
                         r"(?P<other>[^?]+?)\W*$")  # (or "Is Tarzan the Magnificent based on
# the Edgar Rice Burroughs novel?")
#: what a sentence says when nothing ties its subject to another: "has no relation to …"
_UNTIED = re.compile(r"\b(?:(?:has|have|had|bears?|bore)\s+no\s+(?:relation|connection|"
                     r"relationship|link)|(?:is|was|are|were)\s+(?:not\s+(?:related|connected)|"
                     r"unrelated|unconnected))\s+(?:to|with)\s+(.+)", re.I)


def unrelated_statement(question: str, chunks: Sequence[RetrievedChunk]
                        ) -> tuple[str, str, RetrievedChunk] | None:
    """"no" and the sentence saying that what a "Is X related to Y?" question asks of has
    nothing to do with the other ("The film has no relation to the W. C. Fields movie from
    seven years earlier"), on the first one's page; None when no sentence says so."""
    asked = _TIED_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    one = without_asides(asked.group("one")).strip()
    other = key_terms(asked.group("other"))
    for chunk in chunks:
        if not same_name(plain_title(chunk.title), one):
            continue
        for sentence in passage_sentences(chunk.text):
            found = _UNTIED.search(sentence)
            if found and overlap(other, found.group(1)) >= 0.5:
                return "no", sentence, chunk
    return None


def related_asked(question: str) -> tuple[str, str] | None:
    """The two people a question asks whether they are related ("Was X related to Y?",
    "Are X and Y related?"); None for another question."""
    found = _RELATED.match(" ".join(question.split()))
    return (found.group("one"), found.group("other") or found.group("and")) if found else None


def kin_statement(one: str, other: str, chunks: Sequence[RetrievedChunk]
                  ) -> tuple[str, str, RetrievedChunk] | None:
    """"yes" and the sentence tying two people by kin: on one's page, a sentence naming the
    other with a word of kin ("He was the stepfather of Sarah, Duchess of York."), or one
    naming both with it; None when none does (no page saying so is no "no")."""
    for chunk in chunks:
        for sentence in passage_sentences(chunk.text):
            text = f"{chunk.title} {sentence}" if any(
                same_name(chunk.title, n) for n in (one, other)) else sentence
            if _KIN_WORD.search(sentence) and all(n.lower() in text.lower()
                                                  for n in (one, other)):
                return "yes", sentence, chunk
    return None


#: "Is Tenterfield in Queensland?", "Was the Battle of Taegu fought in Korea?", "Is Wolfson
#: College part of the University of Cambridge?" (its page: "a constituent college of …")
_IS_IN = re.compile(r"^\W*(?i:is|was|are|were)\s+(?:the\s+)?(?P<what>[A-Z][^?]*?)\s+"
                    r"(?:(?:located|situated|found|based|fought|held)\s+)?(?:in|(?:an?\s+)?"
                    r"(?:part|member)\s+of)\s+(?:the\s+)?"
                    r"(?P<where>[A-Z][\w'’.-]*(?:\s+(?:(?:of|the|and|de)\s+)*[A-Z][\w'’.-]*)*)\W*$")


def placed_statement(what: str, where: str, chunks: Sequence[RetrievedChunk]
                     ) -> tuple[str, str, RetrievedChunk] | None:
    """Whether a thing is in a place, by the sentence of its own page saying where it is
    ("Tenterfield is a town in New South Wales, Australia": no, it is not in Queensland,
    which its page names only as where Brisbane is); None when no such sentence is read."""
    x = re.escape(what)
    saying = re.compile(rf"^(?:The\s+)?{x}\b[^.;]{{0,60}}?\s(?:is|was|are|were)\s+"
                        rf"(?:an?\s+|the\s+)?(?:[\w-]+\s+){{0,6}}?(?:located\s+|situated\s+)?(?:in|of)\s+"
                        rf"(?:the\s+)?([A-Z][^.;]*)")
    for chunk in chunks:
        if not same_name(chunk.title, what) and what.lower() not in chunk.title.lower():
            continue
        for sentence in passage_sentences(chunk.text):
            found = saying.match(ISO_STAMP.sub(" ", sentence))
            if found is None:
                continue
            if where.lower() in found.group(1).lower():
                return "yes", sentence, chunk
            if any(where.lower() in c.text.lower() for c in chunks if c.source_id ==
                   chunk.source_id):  # its page knows the place asked, and puts it elsewhere
                return "no", sentence, chunk  # (one never named may hold the place given)
            return None
    return None


#: "Is Madina Lake a British band?": a thing of a kind, said to be of a people
_IS_A_PEOPLES = re.compile(r"^\W*(?i:is|was|are|were)\s+(?:the\s+)?(?P<what>[A-Z][^?]*?)\s+"
                           r"(?:an?\s+)(?P<people>[A-Z][a-z]+)\s+(?P<kind>(?:[a-z][\w-]*\s+){0,2}"
                           r"[a-z][\w-]*)\W*$")


def peoples_statement(what: str, people: str, kind: str, chunks: Sequence[RetrievedChunk]
                      ) -> tuple[str, str, RetrievedChunk] | None:
    """Whether a thing is of the people asked, by the sentence of its own page saying what
    it is: "Madina Lake is an American alternative rock band" says no, it is no British
    band; None when no such sentence is read or the people asked is no people's."""
    if people not in DEMONYMS:
        return None
    head = re.escape(kind.split()[-1])
    saying = re.compile(rf"^(?:The\s+)?{re.escape(what)}\b[^.;]{{0,60}}?\s(?:is|was|are|were)\s+"
                        rf"(?:an?\s+|the\s+)(?:[\w-]+\s+){{0,6}}?{head}s?\b")
    for chunk in chunks:
        if not same_name(chunk.title, what):
            continue
        for sentence in passage_sentences(chunk.text):
            found = saying.match(ISO_STAMP.sub(" ", sentence))
            if found is None:
                continue
            said = [w for w in re.findall(r"\b[A-Z][a-z]+\b", found.group(0)) if w in DEMONYMS]
            if people in said:
                return "yes", sentence, chunk
            if said:
                return "no", sentence, chunk
            return None
    return None


#: "Is Toronto the capital of Canada?", "Was Ivo Lund the first president of Tarnland?"
_IS_THE_ROLE = re.compile(r"^\W*(?i:is|was)\s+(?P<what>[A-Z][^?]*?)\s+the\s+"
                          r"(?P<role>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+of\s+(?:the\s+)?"
                          r"(?P<of>[A-Z][\w'’.-]*(?:\s+(?:(?:of|the|and|de)\s+)*[A-Z][\w'’.-]*)*)"
                          r"\W*$")
_HOLDER = r"([A-Z][\w'’.-]*(?:\s+(?:(?:of|the|de|van|von)\s+)?[A-Z][\w'’.-]*)*)"


#: "Is the Cheakamus River a tributary of the Fraser River?": a tie a thing has to one other
_ONE_OF = r"tributary|distributary|subsidiary|suburb|dialect|province|borough|division"
_IS_A_PART = re.compile(rf"^\W*(?i:is|was)\s+(?:(?i:the)\s+)?(?P<what>[A-Z][^?]*?)\s+an?\s+"
                        rf"(?P<rel>{_ONE_OF})\s+of\s+(?:the\s+)?"
                        r"(?P<of>[A-Z][\w'’.-]*(?:\s+(?:(?:of|the|and|de)\s+)*[A-Z][\w'’.-]*)*)"
                        r"\W*$")


def part_statement(what: str, rel: str, of: str, chunks: Sequence[RetrievedChunk]
                   ) -> tuple[str, str, RetrievedChunk] | None:
    """Whether ``what`` is a ``rel`` of ``of`` (a tie one has to one other: a river's
    tributary, a firm's subsidiary), by a sentence saying what it is a ``rel`` of: "yes" on
    one naming ``of``, "no" on one naming another ("The Cheakamus River … is a tributary of
    the Squamish River"); None when no sentence says it of ``what``."""
    said = re.compile(rf"\b(?:is|was|are|were)\s+(?:an?|the)\s+(?:[\w-]+\s+){{0,2}}?{rel}\s+of\s+"
                      rf"(?:the\s+)?{_HOLDER}")
    other: tuple[str, str, RetrievedChunk] | None = None
    for chunk in chunks:
        own = same_name(chunk.title, what)
        for sentence in passage_sentences(chunk.text):
            found = said.search(sentence)
            if found is None or not (own or bare_name(what).lower() in
                                     sentence[:found.start()].lower()):
                continue
            holder = found.group(1)
            if same_name(holder, of) or bare_name(of).lower() in holder.lower():
                return "yes", sentence, chunk
            other = other or ("no", sentence, chunk)
    return other


def role_statement(what: str, role: str, of: str, chunks: Sequence[RetrievedChunk]
                   ) -> tuple[str, str, RetrievedChunk] | None:
    """Whether ``what`` is the role of ``of``, by a sentence naming who or what is: "yes" on
    one naming it, else "no" on one naming another ("Its capital is Ottawa" on Canada's
    page, for "Is Toronto the capital of Canada?"); None when no sentence names one."""
    r, o = r"\s+".join(map(re.escape, role.split())), re.escape(of)
    named = [re.compile(rf"\b(?:the\s+)?{r}(?:\s+city)?\s+of\s+(?:the\s+)?{o}\s+(?:is|was)\s+"
                        rf"(?:the\s+)?{_HOLDER}"),  # "the capital of Canada is Ottawa"
             re.compile(rf"\b{o}['’]s?\s+{r}(?:\s+city)?\s+(?:is|was)\s+(?:the\s+)?{_HOLDER}")]
    own = re.compile(rf"^(?:Its|His|Her|Their)\s+{r}(?:\s+city)?\s+(?:is|was)\s+(?:the\s+)?"
                     rf"{_HOLDER}")  # on the page of ``of``
    other: tuple[str, str, RetrievedChunk] | None = None
    for chunk in chunks:
        patterns = [*named, own] if same_name(chunk.title, of) else named
        for sentence in passage_sentences(chunk.text):
            for pattern in patterns:
                found = pattern.search(sentence)
                if found is None:
                    continue
                holder = found.group(1)
                if same_name(holder, what) or what.lower() in holder.lower():
                    return "yes", sentence, chunk
                other = other or ("no", sentence, chunk)
    return other


#: who a sentence says did a thing: "signed by President Theodore Roosevelt"
_BY_AGENT = re.compile(r"\bby\s+(?:(?:President|King|Queen|Governor|Senator|General|Sir|"
                       r"Pope|Emperor|Chancellor|Prime Minister)\s+)?"
                       r"([A-Z][\w'’.-]+(?:\s+[A-Z][\w'’.-]+)+)")
#: "Did Woodrow Wilson sign …?": whether someone named did a thing
_DID_SOMEONE = re.compile(r"^\W*(?i:did|was|were|has|had)\s+"
                          r"([A-Z][\w'’.-]+(?:\s+[A-Z][\w'’.-]+)+)\s+(?!and\b)[a-z]")
#: "Was Le Pont du Nord directed by Claude Chabrol?": whether someone named did it
_BY_SOMEONE = re.compile(r"^\W*(?i:is|was|were|has been|had been)\s.+\s[a-z]+ed\s+by\s+"
                         r"([A-Z][\w'’.-]+(?:\s+[A-Z][\w'’.-]+)+)\W*$")


#: acts many do to one thing in turn: a part played, a song sung or covered
_SHARED_ACTS = frozenset(stem(w) for w in "play played plays portray portrayed voice voiced star "
                         "starred sing sang sung perform performed record recorded cover "
                         "covered".split())


def done_by_another(question: str, chunks: Sequence[RetrievedChunk]
                    ) -> tuple[str, str, RetrievedChunk] | None:
    """"no" when the question asks whether someone did a thing and a sentence read says,
    with every other word the question asks, that another did it ("… Act of 1906 …, signed
    by President Theodore Roosevelt" for "Did Woodrow Wilson sign the Pure Food and Drug
    Act?"; "… a 1981 French film directed by Jacques Rivette" for "Was Le Pont du Nord
    directed by Claude Chabrol?"); None otherwise."""
    asked = " ".join(question.split())
    who = _BY_SOMEONE.search(asked) or _DID_SOMEONE.match(asked)
    if who is None:
        return None
    own = set(key_terms(who.group(1)))
    if not any(set(key_terms(e)) - own for e in entities(asked) if e != who.group(1)):
        return None  # a thing named, the act done to it ("Did he direct a film?" names none)
    act = [t for t in key_terms(question, limit=50) if t not in own]
    if any(stem(t) in _SHARED_ACTS for t in act):
        return None  # a part is played, a song sung, by many: "Anakin has also been voiced by
        # Mat Lucas" says no "no" to "Was Darth Vader played by James Earl Jones?"
    for chunk in chunks:
        for sentence in passage_sentences(chunk.text):
            if not act or overlap(act, f"{chunk.title} {sentence}", related=True) < 1.0 or \
                    any(w in sentence.lower() for w in own):
                continue
            if any(not set(key_terms(m.group(1))) & own for m in _BY_AGENT.finditer(sentence)):
                return "no", sentence, chunk
    return None


#: acts done to a thing once, whose date one sentence settles: a thing is ratified, founded,
#: born or released in one year (a team wins, a film airs, in many)
_ONCE = frozenset(stem(w) for w in (
    "ratified ratify founded found established establish born died die released release "
    "premiered premiere signed sign invented invent discovered discover published publish "
    "debuted debut launched launch enacted enact adopted adopt formed form built build "
    "opened open constructed construct completed complete assassinated assassinate".split()))
#: the year a yes/no question asks a thing was done in: "… ratified in 1900?", "… on 6 May
#: 1900?" (not a decade: "in the 1900s")
_ASKED_YEAR = re.compile(r"\b(?:in|on|during)\s+(?:[\w,]+\s+){0,2}?(1[0-9]{3}|20[0-9]{2})\b(?!s)")


def dated_otherwise(question: str, chunks: Sequence[RetrievedChunk]
                    ) -> tuple[str, str, RetrievedChunk] | None:
    """"no" when a yes/no question asks whether a thing done once (``_ONCE``) was done in a
    year no page read names, and a sentence read says, with every other word the question
    asks, that it was done in another ("… ratified … on December 6, 1865" for "Was the
    Thirteenth Amendment ratified in 1900?"); None otherwise."""
    asked = _ASKED_YEAR.search(" ".join(question.split()))
    if asked is None:
        return None
    year = asked.group(1)
    terms = [t for t in key_terms(question, limit=50) if t != year]
    if not any(stem(t) in _ONCE for t in terms) or \
            any(re.search(rf"\b{year}\b", f"{c.title} {c.text}") for c in chunks):
        return None  # an act done many times, or a page names the year: not settled here
    for chunk in chunks:
        for sentence in passage_sentences(chunk.text):
            if overlap(terms, f"{chunk.title} {sentence}", related="forms") == 1.0 and \
                    YEAR.search(sentence):
                return "no", sentence, chunk
    return None


#: "Is Scott Derrickson still alive?", "Is X dead?": whether someone lives
_ALIVE = re.compile(r"^\W*(?:is|was)\s+(.+?)\s+(?:still\s+)?(alive|living|dead)\W*$", re.I)
def lifetime_statement(name: str, dead: bool, chunks: Sequence[RetrievedChunk]
                       ) -> tuple[str, str, RetrievedChunk] | None:
    """Whether someone is dead (``dead``) or alive, from the dates their own page opens with:
    a lifespan ("(October 10, 1924 – December 10, 1978)") says they died, a birth alone
    ("(born July 16, 1966)") that the page gives no death; None when their page is not
    among ``chunks`` or gives no dates."""
    for sentence, chunk, _, died in _life_dates(name, chunks):
        return ("yes" if dead == died else "no"), sentence, chunk
    return None


def _life_dates(name: str, chunks: Sequence[RetrievedChunk]
                ) -> Iterator[tuple[str, RetrievedChunk, list[str], bool]]:
    """The opening sentences of someone's own page that give the dates of a life, with
    those years and whether they are a lifespan (a death) or a birth alone; not a year in
    brackets of something else ("(politician, elected 1990)")."""
    for sentence, chunk in _opening(name, chunks):
        dates = _LIFESPAN.search(sentence)
        if dates is not None and (_died(dates) or re.search(r"\bborn\b", dates.group(1))):
            yield sentence, chunk, YEAR.findall(dates.group(1)), _died(dates)


#: "Was Queen Victoria born in 1819?", "Did Elvis Presley die in 1977?": a year of a life
_BORN_OR_DIED = re.compile(r"^\W*(?i:was|is|were|did)\s+(?P<who>[A-Z].+?)\s+(?P<act>born|die|"
                           r"died)\s+(?:in|on)\s+(?:[\w,]+\s+){0,2}?"
                           r"(?P<year>1[0-9]{3}|20[0-9]{2})\W*$")


def lifespan_year(name: str, act: str, year: str, chunks: Sequence[RetrievedChunk]
                  ) -> tuple[str, str, RetrievedChunk] | None:
    """Whether someone was born (``act`` "born") or died in a year, from the dates their own
    page opens with: the first year of a lifespan is the birth's, the last the death's ("(24
    May 1819 – 22 January 1901)"), a birth alone ("(born 1966)") has no death; None when
    their page is not among ``chunks`` or gives no dates."""
    for sentence, chunk, years, died in _life_dates(name, chunks):
        if act == "born":
            return ("yes" if years[0] == year else "no"), sentence, chunk
        return (("yes" if years[-1] == year else "no"), sentence, chunk) if died else None
    return None


#: "Is Ali Daei still playing football?": whether someone goes on doing what they did
_STILL = re.compile(r"^\W*(?:is|are)\s+(.+?)\s+still\s+\w+", re.I)
#: what a page opens by calling someone who no longer does it: "a former footballer"
_FORMER = re.compile(r"\b(?:former|retired|one-time|onetime|ex-)\b", re.I)


def ended_statement(name: str, chunks: Sequence[RetrievedChunk]
                    ) -> tuple[str, str, RetrievedChunk] | None:
    """"no" when someone's own page opens by calling them former or retired ("an Iranian
    former professional footballer") or giving their death; None otherwise (the question is
    then weighed as any other)."""
    for sentence, chunk in _opening(name, chunks):
        dates = _LIFESPAN.search(sentence)
        if (dates is not None and _died(dates)) or _FORMER.search(ASIDE.sub("", sentence)):
            return "no", sentence, chunk
    return None


def _opening(name: str, chunks: Sequence[RetrievedChunk]) -> list[tuple[str, RetrievedChunk]]:
    """The first two sentences of the page titled with someone's name, where it gives
    their dates and says what they are; none when that page is not among ``chunks``."""
    return [(sentence, chunk) for chunk in chunks_about(bare_name(name), chunks)[:1]
            for sentence in passage_sentences(chunk.text)[:2]]


def _died(dates: re.Match[str]) -> bool:
    """Whether a page's opening dates are a lifespan (two years, a dash between), not a
    birth alone."""
    return len(YEAR.findall(dates.group(1))) > 1 and re.search(r"[–-]", dates.group(1)) is not None


def stated_yes_no(question: str, chunks: Sequence[RetrievedChunk]) -> str:
    """"yes", "no" or "" (not settled) for a yes/no question about one thing."""
    statement = yes_no_statement(question, chunks)
    return statement[0] if statement else ""


#: a yes/no question about two things: "Are A and B both …?", "… of the same …?"
_TWO_THINGS = re.compile(r"\b(?:and|both|same|either|neither)\b", re.I)


def _yes_no(question: str, chunks: Sequence[RetrievedChunk]) -> str:
    """"Are A and B both …?" / "Were A and B of the same …?": yes when every named thing's
    evidence shares the asked attribute."""
    named = [e for e in entities(question) if e.lower() not in _AUX]
    # the names the question asks about open it ("Are Ed Wood and Scott Derrickson both
    # …?"); an "and" inside a later name joins nothing ("… sign the Pure Food and Drug Act?")
    opening = re.match(r"\W*\w+\s+(?:the\s+)?(.+)", question)
    asked = [e for e in named if opening and opening.group(1).startswith(e)]
    names = [part.strip() for e in named
             for part in (re.split(r"\s+and\s+", e) if e in asked else [e]) if part.strip()]
    rest = question
    for e in named:
        if e not in asked:
            rest = rest.replace(e, " ")
    if len(names) < 2 or not _TWO_THINGS.search(rest):
        # one thing asked about; a second name only qualifies it ("Is Kvarn Lake the
        # deepest lake in Telemark?")
        return stated_yes_no(question, chunks)
    attribute = [t for t in key_terms(question)
                 if not any(t in n.lower() for n in names)][-3:]
    if "same" in question.lower():
        found = []
        for name in names[:2]:
            about = chunks_about(name, chunks) or [c for c in chunks if name in c.text]
            text = " ".join(c.text for c in about[:2])
            found.append({e for e in entities(text) if len(e) > 3})
        return "yes" if found[0] & found[1] else "no"
    for name in names[:2]:
        about = chunks_about(name, chunks) or [c for c in chunks if name in c.text]
        if about and overlap(attribute, " ".join(c.text for c in about[:2])) < 0.5:
            return "no"
    return "yes"


# ---- side by side: open comparisons no source makes ---------------------------------------

#: what a defining sentence says a thing is: the phrase after its verb, to the first clause
#: that goes on to something else ("a 1994 American … film" of "… film directed by …")
_WHAT = re.compile(r"\b(?:is|was|are|were)\s+((?:a|an|the|one)\b[^.;:]*)")
_WHAT_END = re.compile(r",?\s+(?:who|which|that|whose|where|when|directed|written|produced|"
                       r"starring|created|developed|published|released|founded|located|based|"
                       r"known|best|born|by|from|in which|with|for|of whom|currently|now)\b|"
                       r"\s*[(\[]|,\s+and\s+(?:is|was|has|had)\b")
#: a participle the phrase ends on, its object cut ("1943 American comedy film made", "bomber,
#: named"): it says nothing alone
_DANGLING = re.compile(r"(?:,\s*|\s+)(?:\w+ed|made|known|set|shot|run|led|built|held|sung|"
                       r"written|done|seen|given|taken|won|sold)$")
_PLACING = frozenset("in on at near along between".split())
_DATED = WORK_KINDS | {"serial", "ballet", "documentary", "symphony", "sculpture"}
_VAGUE = frozenset("entity thing term name part one word concept".split())  # says nothing
WHAT_WORDS = 14  # words, at most, of what a profile says a thing is
_NAME_TO_VERB = 40  # characters, at most, from a name opening a sentence to its "is a"
_BORN = re.compile(r"\(\s*(?:born|b\.)\s+([^()]*?\b(?:1[0-9]{3}|20[0-9]{2}))\b[^()]*\)")
_SPAN = re.compile(r"\(([^()]*?\b(?:1[0-9]{3}|20[0-9]{2}))\s*[–-]\s*"
                   r"([^()]*?\b(?:1[0-9]{3}|20[0-9]{2}))[^()]*\)")
_WORK_YEAR = re.compile(r"^(?:a|an|the)\s+((?:1[0-9]|20)[0-9]{2})\b")


@dataclass
class Profile:
    """What one source says a compared thing is, from the sentence defining it."""

    name: str
    what: str  # "American director, screenwriter and producer" (its article dropped)
    sentence: str
    chunk: RetrievedChunk
    born: str = ""  # a person's dates, as written ("July 16, 1966")
    died: str = ""
    year: int | None = None  # born in, or (a work) dated


def profile(name: str, sentences: Sequence[tuple[str, RetrievedChunk]]) -> Profile | None:
    """``name``'s profile from the first of ``sentences`` (best first) that says what it is:
    one opening its own page ("Edward Davis Wood Jr. (…) was an American filmmaker …" on
    "Ed Wood"), else one opening with its name ("Scott Derrickson (born …) is …")."""
    own = [(s, c) for s, c in sentences if same_name(c.title, name)
           and passage_sentences(c.text)[:1] == [s]]
    opening = _THE.sub("", bare_name(name).lower())
    named = [(s, c) for s, c in sentences
             if (head := re.sub(r"^[\"“‘']?(?:The\s+)?", "", s).lower()).startswith(opening)
             and not re.match(r"\s+(?:from|of|in|at|on|for|to|vs\.?|[a-z]*\d|[^\W\d_]*[A-Z])",
                              s[len(s) - len(head) + len(opening):])]  # (the name is not
    # the start of a longer one, with a small word, a number or a capitalised word after it:
    # not "Alien from L.A. is a 1988 film …", "Alien 3" nor "Alien Nation" for Alien)
    for sentence, chunk in [*own, *named]:
        match = _WHAT.search(without_asides(sentence))
        if not match or ((sentence, chunk) not in own and
                         match.start() > len(name) + _NAME_TO_VERB):
            continue  # (another page's sentence saying what its name is, right after it:
            # not "Queen Victoria was mollified by … a name which is a byword for …")
        what = _DANGLING.sub("", _WHAT_END.split(match.group(1), maxsplit=1)[0].strip(" ,"))
        words = what.split()
        if len(words) > WHAT_WORDS + 1:  # "a waterfall in southern Africa on the Zambezi
            # River at the border between …": up to its last place within the bound
            cut = [i for i, w in enumerate(words[:WHAT_WORDS + 1]) if w in _PLACING]
            words = words[:cut[-1]] if cut else []
            what = " ".join(words)
        if len(words) < 2 or " ".join(words[1:]).lower() in _VAGUE:
            continue
        born = died = ""
        if span := _SPAN.search(sentence):
            born, died = span.group(1).strip(), span.group(2).strip()
        elif birth := _BORN.search(sentence):
            born = birth.group(1).strip()
        # a year opens what a work is ("a 1943 American comedy film"), not a person ("a
        # 1952 graduate of …")
        kinds = {re.sub(r"\W+$", "", w.lower()) for w in words[-2:]}  # "… film noir"
        dated = YEAR.findall(born) or (_WORK_YEAR.findall(what) if kinds & _DATED else [])
        return Profile(name=name, what=re.sub(r"^(?:a|an|the)\s+", "", what), sentence=sentence,
                       chunk=chunk, born=born, died=died,
                       year=int(dated[-1]) if dated else None)
    return None


def shared_words(profiles: Sequence[Profile]) -> list[str]:
    """The words every profile uses of what its thing is ("American", "director"), as the
    first writes them, in its order: no part of a name ("River" of the Limpopo River and
    the Zambezi River), a nationality being a word of what it is."""
    def words(text: str) -> list[str]:
        return [w for w in re.findall(r"[\w'’-]+", text) if not w.isdigit()
                and w.lower() not in _COMMON and (w.islower() or w in DEMONYMS)]
    rest = [{w.lower() for w in words(p.what)} for p in profiles[1:]]
    out: list[str] = []
    for word in words(profiles[0].what):
        if all(word.lower() in r for r in rest) and word.lower() not in map(str.lower, out):
            out.append(word)
    return out


_COMMON = frozenset("a an the and or of in on at for to by with as from former".split())


def side_by_side(profiles: Sequence[Profile]) -> list[tuple[str, list[Profile]]]:
    """Lines setting two or more things side by side, each with the profiles it rests on:
    what each is (with a person's dates), what they share, and which came first."""
    lines: list[tuple[str, list[Profile]]] = []
    for p in profiles:
        dates = f" ({p.born} – {p.died})" if p.died else f" (born {p.born})" if p.born else ""
        lines.append((f"{p.name}{dates}: {p.what}", [p]))
    shared = shared_words(profiles)
    if shared:
        lines.append((f"What they share: {', '.join(shared)}", list(profiles)))
    dated = sorted((p for p in profiles if p.year), key=lambda p: p.year or 0)
    if len(profiles) == 2 and len(dated) == 2 and dated[0].year != dated[1].year:
        first, then = dated
        gap = (then.year or 0) - (first.year or 0)
        years = f"{gap} year{'s' if gap > 1 else ''}"
        lines.append((f"{first.name} was born {years} before {then.name} ({first.year} and "
                      f"{then.year})" if first.born and then.born else
                      f"{first.name} ({first.year}) is {years} older than {then.name} "
                      f"({then.year})", [first, then]))
    return lines
