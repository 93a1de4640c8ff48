"""Short answers without an LLM: the evidence sentences ranked against the question, and
the answer span of the shape the question asks for (a range, a date, a year, a number or a
name), or the option / yes-no a closed question admits."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Collection, Sequence
from datetime import date
from difflib import SequenceMatcher
from itertools import pairwise
from typing import TYPE_CHECKING

from deepsearch.errors import EmbeddingError
from deepsearch.models import RetrievedChunk
from deepsearch.research.comparisons import (
    ASIDE,
    ISO_STAMP,
    WORK_KINDS,
    YEAR,
    closed_answer,
    goes_through,
    norm_title,
    plain_title,
    profile,
    same_name,
    without_asides,
)
from deepsearch.research.kinship import (
    Step,
    asks_for_it,
    chained_kin,
    go_between,
    kin_through_kin,
    names_them,
    own_pages,
    parents_said,
    the_one_led_to,
    through_someone,
)
from deepsearch.text import (
    COMPASS,
    DEMONYMS,
    IRREGULAR,
    KINSHIP,
    LOWER_BRAND,
    MONTH,
    ORDINAL_PART,
    PLACES,
    POSSESSIVE,
    QUESTION_WORDS,
    RELATED,
    STOPWORDS,
    UPPER,
    US_STATES,
    entities,
    full_day,
    is_date_or_count,
    is_hatnote,
    is_prose,
    key_terms,
    lower_tailed,
    names_a_thing,
    nickname_of,
    nicknamed,
    opens_quote,
    overlap,
    passage_sentences,
    possessive,
    stem,
    tokenize,
    unaccented,
    unquotable,
    upper_first,
)

if TYPE_CHECKING:
    from deepsearch.kb.embeddings import EmbeddingService

log = logging.getLogger(__name__)
_DATE_FORMS = (r"\d{1,2}\s*[–-]\s*\d{1,2} [A-Z][a-z]+ \d{3,4}|"  # (days: "5–20 August 1950")
               r"\d{1,2} [A-Z][a-z]+ \d{3,4}|[A-Z][a-z]+ \d{1,2}, \d{3,4}|"
               r"[A-Z][a-z]+ \d{4}")  # (a year of three figures with its day: "21 May 987")
_DATE = re.compile(rf"\b({_DATE_FORMS})\b")
VOTED = 6  # the best sentences that vote for answer spans
SUBJECT_LED = 1.2  # a span's vote from a sentence its page's subject opens
PERSON_BOOST = 2.0  # of a name of two words or more, for a "who" question
#: of a name a sentence puts where the question's answer goes: after the asked act and "by"
#: ("written by …"), after the words the question ends with ("lost to …"), before "as" and
#: the part a "who plays …?" question names
PLACED_BOOST = 5.0
#: (a figure grouped in thousands by spaces, "US$250 000", is one number)
NUMBER = re.compile(r"\b\d{1,3}(?:[ \u00a0\u202f]\d{3})+\b(?![.,]\d)|\b\d[\d,.]*\b")
#: a day of a month ("September 24", "24 September"): its number is not a count
DAY_OF_MONTH = re.compile(rf"\b{MONTH} \d{{1,2}}\b|\b\d{{1,2}} {MONTH}\b")
#: spans that say when or which part, never who or where ("August 15", "Day 25", "27 May",
#: "120 AD")
_NOT_WHO = re.compile(rf"^(?:{MONTH}|Day|Week|Season|Episode|Chapter|Part|Round|Game|Series|"
                      rf"Volume)\s+\d+$|\b\d{{1,2}} {MONTH}\b|\b{MONTH} \d|"
                      rf"^(?:\d+ )?(?:AD|BC|BCE|CE)$|^{ORDINAL_PART.pattern}$")  # ("BC" alone)


#: numbers that are a relay's or a product's parts or a measure, not a count: "4×200",
#: "2x4", "400-meter", "100-year-old"
_TIMES = re.compile(r"\b\d+\s*[×x]\s*\d+\b|(?<![\d,.])\d[\d,]*-[a-z]|\b[A-Z][\w]*-\d+\b")
#: a count joined to what it counts: "the 2,522-seat Orchestra Hall" (group 1, the count)
_HYPHENED_COUNT = r"(?<![\w,.-])(\d[\d,]*\d|\d)-(?:{})\b"


#: a year of an era ("221 BC"), or a range of years that ends with one ("2070–1600 BC"), as
#: written; else a year of our era (a figure joined to the era is one of two at least: the
#: label 4AD is no year)
_ERA = r"(?:BC|BCE|AD|CE)"
_ERA_YEAR = re.compile(rf"\b(?:\d{{1,4}}\s*(?:–|-|to)\s*(?:c\.\s*)?)?(?:\d{{1,4}}\s|\d{{2,4}})"
                       rf"{_ERA}\b|"
                       rf"\b(?:1[0-9]{{3}}|20[0-9]{{2}})\b|"
                       # a year of three figures an act is dated in: "created in 976 out
                       # of …" (not "appeared in 300 episodes")
                       r"(?<=ed in )[1-9]\d{2}\b(?![.,]?\d)(?!\s+(?:[a-z]+s|percent)\b)")


def years_in(text: str) -> list[str]:
    """The years a text gives, with their era when it has one ("221 BC"; "2070–1600 BC",
    never "2070" alone): a year BC is no year of our era."""
    return _ERA_YEAR.findall(text)


#: a span of years in one era ("2070 to c. 1600 BC")
_ERA_SPAN = re.compile(rf"^(\d{{1,4}})\s*(?:–|-|to)\s*(?:c\.\s*)?(\d{{1,4}})\s?({_ERA})$")


def spans_asked_end(question: str, answer: str) -> bool:
    """Whether ``answer`` is a span of years in an era ("2070 to c. 1600 BC") given to a
    question asking when something began or ended: the span is no answer to either end."""
    return _ERA_SPAN.match(answer) is not None and bool(asked_end(question)) and not all(
        re.search(rf"\b(?:{verbs})\b", question, re.I) for verbs in _ENDS.values())


def year_value(year: str) -> int:
    """A year as a number on one time line ("221 BC" → -221)."""
    number = int(re.match(r"\d+", year).group(0))
    return -number if re.search(r"\bBCE?$", year) else number


#: "How old are the mounds …?": the age of a thing, a measure in years
_AGE_OF_THING = re.compile(r"\bhow old (?:is|are|was|were) (?:the|an?)\b", re.I)
#: a question asking how long, tall, far, large … something is, or its length, height, area
#: …: a measure, answered with its unit ("8 km", "four minutes"), not a bare number ("What
#: is the area code …?" asks a code)
_HOW_MEASURED = r"(?:long|tall|high|far|wide|deep|big|large|heavy)"  # "how <this> …?"
_MEASURE_ASKED = re.compile(
    rf"\bhow {_HOW_MEASURED}\b|" + _AGE_OF_THING.pattern +
    r"|\b(?:what|which) (?:is|was|are|"
    r"were) (?:the |its |their )?(?:total |overall |maximum |average )?(?:length|height|width|"
    r"depth|distance|elevation|altitude|size|area|weight|duration|running time)\b(?! code)",
    re.I)
#: a number, in figures or in words ("31,000", "three", "hundreds")
WRITTEN_NUMBER = r"(?:\d[\d,]*(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|" \
    r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a hundred|hundreds)"
_UNIT = r"(?:(?:square |cubic |nautical )?(?:kilomet(?:re|er)s?|met(?:re|er)s?|" \
    r"centimet(?:re|er)s?|millimet(?:re|er)s?|miles?|feet|foot|inch(?:es)?|yards?)|km²|km2|km|" \
    r"mi|m²|m|ft|cm|mm|in|" \
    r"sq\.? (?:mi|km)|acres?|hectares?|ha|light-years?|(?:milli)?seconds?|minutes?|hours?|days?|" \
    r"weeks?|months?|years?|decades?|centuries|century|°\s?[CF]|kilograms?|kg|tonnes?|tons?|" \
    r"pounds?|lbs?|storeys?|stories|floors)"
_MEASURE = re.compile(rf"(?<![\w.,])(?:{WRITTEN_NUMBER}\s*(?:--?|–|—|to)\s*)?(?:{WRITTEN_NUMBER}|"
                      r"an?(?=\s+(?:mile|kilomet|met(?:re|er)|foot|yard|hour|day|week|month|"
                      r"year|decade|century)))"  # ("a mile east of US 75")
                      rf"(?:[\s-]and[\s-]a[\s-]half)?(?:\s|-|\u00a0)?{_UNIT}(?![\w²])", re.I)
# (a range: "1,500–2,000 years"; "a two-and-a-half-year term")


#: a unit of area: no answer to how long, far, wide, high or deep
_AREA = re.compile(r"\b(?:square|sq\b|acres?|hectares?|ha\b)|[²2]$")
#: the dimensions a measure may be of, by the words a question asks and a sentence gives
#: them with
_DIMENSIONS = {"length": "long length far distance", "width": "wide width broad",
               "height": "high height tall elevation altitude", "depth": "deep depth"}


def measure_asked(question: str) -> bool:
    """Whether a question asks a measure: how long, tall, far … or what length, area …"""
    return _MEASURE_ASKED.search(question) is not None


def _dimension(words: str) -> str:
    return next((d for d, said in _DIMENSIONS.items() if set(words.lower().split()) &
                 set(said.split())), "")


def measures(text: str, question: str = "") -> list[str]:
    """The measures ``text`` states, each a number with its unit, as written ("8 km", "four
    minutes", "300 m"); a year is no number of one ("in 1998 days later" is none), and one
    a sentence says is of another dimension than the question asks is no answer to it ("4
    km wide" for how long a bridge is)."""
    asked = _dimension(" ".join(_MEASURE_ASKED.findall(question)))
    out = []
    for m in _MEASURE.finditer(text):
        figure = re.match(r"[\d,]*", m.group(0)).group(0)
        if YEAR.fullmatch(figure or "-") or figure.endswith(","):
            continue  # (nor a number a comma ends: "in January 2013, in what …" is no inch)
        after = re.match(r"\s+(\w+)", text[m.end():])  # "4 km wide": a width
        said = _dimension(after.group(1)) if after else ""
        if asked and said and said != asked:
            continue
        if asked and _AREA.search(m.group(0)):
            continue  # ("140 acres" is no length, nor how far)
        out.append(" ".join(m.group(0).split()))
    away = _FAR_FROM.search(question)  # "How far is Willoughton from Lincoln?": "13 mi north
    # from Lincoln", not "2 mi west from the A15 road" before it
    if away and len(out) > 1:
        place = re.escape(away.group(1).strip())
        out = [o for o in out if re.search(rf"(?<![\d.,]){re.escape(o)}\s+(?:[a-z-]+\s+){{0,2}}"
                                           rf"(?:from|of|to)\s+(?:the\s+)?{place}\b", text,
                                           re.I)] or out
    return out


#: "How far is Willoughton from Lincoln?": the place a distance is asked from
_FAR_FROM = re.compile(r"^\W*how\s+far\s+(?:is|was|are|were)\s+.+?\s+(?:from|to)\s+(.+?)\W*$",
                       re.I)


def _counted_terms(question: str) -> list[str]:
    """The words, as stems, of the thing a "how many" question counts (not "are" of "how
    many companies are in …")."""
    counting = COUNTED.search(question)
    return [stem(w.lower()) for w in counting.groups() if w and w.lower() not in STOPWORDS] \
        if counting else []


def counted_words(question: str) -> str:
    """A pattern for the thing a "how many" question counts, either of its words ("state
    parks": "state…" or "park…"); "" when it counts nothing named."""
    words = _counted_terms(question)
    also = [_ALSO_COUNTED[w] for w in words if w in _ALSO_COUNTED]
    if words and re.search(r"\b(?:win|won|wins)\b", question, re.I):
        also.append(r"wins\b")  # "How many Oscars did it win?": "a leading four wins at …"
    return "(?:" + "|".join([*(  # "company" is written "companies" too
        rf"{re.escape(w[:-1])}(?:y|ie)\w*" if w.endswith("y") else rf"{re.escape(w)}\w*"
        for w in words), *also]) + ")" if words else ""


def counted_phrase(question: str) -> str:
    """A pattern of the whole of what a "how many" question counts, when it is two words or
    more ("studio albums": "studio albums", not "albums" alone); "" otherwise."""
    words = _counted_terms(question)
    return r"\s+".join(rf"{re.escape(w)}\w*" for w in words) if len(words) > 1 else ""


def counted_head(question: str) -> str:
    """A pattern of the noun heading what a "how many" question counts after capitalised
    words ("How many World Championship teams …": teams); "" otherwise."""
    found = re.search(r"\b(?i:how many)\s+(?:[A-Z][\w'’.-]*\s+){1,3}([a-z]{3,})\b", question)
    if not found or found.group(1) in STOPWORDS:
        return ""
    head = stem(found.group(1))
    return rf"(?:{re.escape(head[:-1])}(?:y|ie)\w*)" if head.endswith("y") else \
        rf"(?:{re.escape(head)}\w*)"


def counts_another_head(count: str, sentence: str, head: str) -> bool:
    """Whether a sentence writes ``count`` of capitalised words heading another noun than
    the one counted ("23 World Series participants" for World Championship teams)."""
    found = re.search(rf"(?<![\w-]){re.escape(count)}\s+(?:[A-Z][\w'’.-]*\s+)+([a-z]{{3,}})",
                      sentence)
    return bool(head) and found is not None and found.group(1) not in STOPWORDS and \
        re.fullmatch(head, found.group(1)) is None


#: things a page counts by another name: Oscars as Academy Awards
_ALSO_COUNTED = {"oscar": r"academy\s+awards?\b"}


def an_age(count: str, sentence: str, question: str) -> bool:
    """Whether a sentence gives ``count`` as someone's age ("When he was 21, he married
    Vigdis"), which counts none of the children a "how many" question asks of (unless it
    asks an age or years)."""
    if re.search(r"\b(?:old|age|ages|aged|years?)\b", question, re.I):
        return False
    return re.search(rf"(?:\b(?i:he|she|they)\s+(?:was|were|turned)|\baged|\bage\s+of)\s+"
                     rf"{re.escape(count)}(?![\w.]|,\d)"
                     rf"(?!\s+(?:[a-z][\w-]*\s+){{0,2}}?[a-z]+s\b)", sentence) is not None


def counts_them(count: str, sentence: str, counted: str) -> bool:
    """Whether a sentence writes ``count`` of the thing counted ("23 official perfect games"),
    not beside something else ("spans of 23 and 33 consecutive seasons")."""
    return re.search(rf"(?<![\w-]){re.escape(count)}\s+(?!(?:more|additional|other|extra|"
                     rf"fewer|further)\b)(?:[\w-]+\s+){{0,2}}?{counted}",
                     sentence, re.I) is not None  # ("31 more mounds were destroyed" adds to
    # the count, it is not it)


#: "How many states had ratified the amendment …?": the verb the things counted did
_COUNTED_ACT = re.compile(r"\bhow many\s+(?:[a-z]{3,}\s+){1,2}?(?:(?:had|have|has|did|do|does)\s+"
                          r"(?:already\s+)?)?([a-z]{3,})\b", re.I)


def counted_act(question: str) -> str:
    """The start of the verb a "how many" question's things did, every form of it
    begins with ("ratified" → ratif), "" when it asks no act of them ("How many states are
    in …?")."""
    match = _COUNTED_ACT.search(question)
    word = match.group(1).lower() if match else ""
    return "" if not word or word in STOPWORDS or word in _BE_WORDS else \
        word[:max(4, len(word) - 3)]


_BE_WORDS = frozenset("is are was were be been being there".split())


def counted_doing(count: str, sentence: str, counted: str, act: str) -> bool:
    """Whether a sentence has ``count`` of the things counted do the act asked ("By the end
    of February, 18 states had ratified the amendment"), not merely be there ("there were
    36 states"), nor be needed to ("at least 27 states had to ratify")."""
    return re.search(rf"(?<![\w-]){re.escape(count)}\s+(?:[\w-]+\s+){{0,2}}?{counted}\s+"
                     rf"(?:(?:had|have|has|were|was|are|is)\s+)?(?:(?:been|already|also|all)\s+)?"
                     rf"{re.escape(act)}", sentence, re.I) is not None


def date_year(date: str) -> int:
    """The year a date is in ("29 July 1966" → 1966), 0 when it gives none."""
    years = re.findall(r"\b\d{4}\b", date)
    return int(years[-1]) if years else 0


#: a season written as two years ("2015–16"): no count in it
_SEASON = re.compile(r"\b(?:1[0-9]|20)\d{2}\s*[–-]\s*\d{2,4}\b")
#: "how many students …": the thing counted, as the question writes it
_NOT_COUNTED = r"(?!(?:are|was|were|has|have|had|did|does|can|will|would|could|should)\b)"
#: what a "how many" question counts: its words up to the verb ("french open titles")
COUNTED = re.compile(rf"\bhow many\s+([a-z]{{3,}})(?:\s+{_NOT_COUNTED}([a-z]{{3,}})"
                     rf"(?:\s+{_NOT_COUNTED}([a-z]{{3,}}))?)?", re.I)


#: a count written in words ("five seasons"), up to a hundred
_SPELLED_COUNT = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|" \
    r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|" \
    r"seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?"


#: a word between a count and what it counts that qualifies the thing counted ("six
#: prehistoric Native American burial mounds"), no verb or small word of another clause
#: ("fifteen serving on both the Court …")
_QUALIFYING = r"(?:(?!(?:on|in|at|of|to|for|with|by|both|the|a|an|and|or|who|which|that|" \
    r"were|was|are|is|have|has|had)\b)(?![a-z]+ing\b)[\w-]+\s+)"


def spelled_counts(text: str, counted: str) -> list[str]:
    """The counts ``text`` writes in words of the thing a "how many" question counts
    (``counted``, a pattern of its words): "five" of "ran for five seasons", "six" of "six
    prehistoric Native American burial mounds", none of "one of the first" (a spelled number
    is a count only shortly before what is counted)."""
    return [m.group(1) for m in re.finditer(
        rf"(?<![\w-])((?:{_ROUGHLY}\s+)?(?:(?:a|{_SPELLED_COUNT})\s+(?:hundred|thousand|dozen)|"
        rf"{_SPELLED_COUNT}))\s+{_QUALIFYING}{{0,4}}?{counted}", text, re.I)] if counted else []


#: how a count in words is hedged, kept with it: "more than a hundred movies"
_ROUGHLY = r"(?:(?:more|fewer|less)\s+than|over|nearly|almost|about|around|some|roughly|" \
    r"approximately|at\s+least)"


def counts(text: str) -> list[str]:
    """The numbers ``text`` states that are neither years, days of a month, factors,
    measures ("the 4×200-metre relay" counts nothing) nor part of a name ("SG-1")."""
    text = _TIMES.sub(" ", DAY_OF_MONTH.sub(" ", _SEASON.sub(" ", text)))
    return [n.rstrip(".,") for n in NUMBER.findall(text) if not YEAR.fullmatch(n.rstrip(".,"))]


#: things counted that a page counts in other words ("17 championships" are times won,
#: "50,000 residents" people)
_COUNTED_ANYHOW = frozenset("time people person year day hour minute week month".split())


def counts_other(count: str, sentence: str, counted: str) -> bool:
    """Whether a sentence's ``count`` counts something other than what a "how many"
    question does (``counted``, a pattern of its words): a word of another thing right
    after it, none of the question's within three words ("The court now has 15 members" for
    "How many court of appeals are there …?")."""
    if not counted or any(re.fullmatch(counted, w) for w in _COUNTED_ANYHOW):
        return False
    after = re.search(rf"(?<![\w.,]){re.escape(count)}(?![\w.,])\s+([a-z][a-z-]+)((?:\s+\S+)"
                      rf"{{0,3}})", sentence)
    if after is not None and after.group(1) in _MEMBERS:  # its members count the thing
        # asked, unless they are the thing's own ("How many court of appeals …?": not "The
        # court now has 15 members")
        return re.search(rf"\b{counted}", sentence[max(0, after.start() - 40):after.start()],
                         re.I) is not None
    return after is not None and after.group(1) not in STOPWORDS and \
        not re.search(rf"\b{counted}", f"{after.group(1)}{after.group(2)}", re.I)


#: "How many judges are on the Georgia Court of Appeals?": a count as it stands
_PRESENT_COUNT = re.compile(r"^\W*how\s+many\b.+?\b(?:are|is|does|do|has|have)\b(?!.*\b(?:ever|"
                            r"been|in\s+(?:1[5-9]|20)\d\d)\b)", re.I)


def said_now(count: str, sentence: str) -> bool:
    """Whether a sentence gives ``count`` as it is now ("The court now has 15 members"), not
    a total over time ("a total of seventy-six judges have served")."""
    return re.search(rf"\b(?:now|currently|today|presently)\s+(?:has|have|consists?\s+of|"
                     rf"comprises?|numbers?|includes?)\s+(?:\w+\s+)?{re.escape(count)}\b",
                     sentence, re.I) is not None


#: what a body's count of its judges, seats or states is often written as: "The court now
#: has 15 members"
_MEMBERS = frozenset(("members", "member"))


#: "the population of …": the attribute a question asks a number of
_ATTRIBUTE_ASKED = re.compile(r"\bthe\s+([a-z]+)\s+of\b", re.I)


def owned_by_another(count: str, sentence: str, question: str) -> bool:
    """Whether a sentence gives ``count`` as the attribute a question asks of someone else:
    "Nashville, which has a population of 601,222" for "what is the population of
    millington tennessee", a name the question does not write owning it."""
    asked = _ATTRIBUTE_ASKED.search(question)
    if asked is None:
        return False
    noun, number = re.escape(asked.group(1).lower()), re.escape(count)
    owner = re.search(rf"((?:[A-Z][\w'’.-]*\s+){{0,3}}[A-Z][\w'’.-]*)(?:,?\s+(?:which|that)\s+"
                      rf"(?:has|had)|\s+(?:has|had))\s+an?\s+{noun}\s+of\s+"
                      rf"(?:about\s+|around\s+|over\s+|nearly\s+)?{number}|"
                      rf"((?:[A-Z][\w'’.-]*\s+){{0,3}}[A-Z][\w'’.-]*)['’]s\s+{noun}\s+(?:is|was|of)"
                      rf"\s+(?:about\s+|around\s+)?{number}", sentence)
    owner = owner or re.search(  # "Memphis is the state's largest city, with a population …"
        rf"^((?:[A-Z][\w'’.-]*\s+){{0,3}}[A-Z][\w'’.-]*)\s+(?:is|was)\b[^.;]*?,?\s+with\s+an?\s+"
        rf"{noun}\s+of\s+(?:about\s+|around\s+|over\s+|nearly\s+)?{number}", sentence)
    if owner is None:
        return False
    name = next(g for g in owner.groups() if g)
    return not set(tokenize(name)) & set(tokenize(question))


def name_span(name: str) -> str:
    """A name without the year or count a sentence put before it ("1944 Albert Schatz",
    "100 Boston Celtics"); a number that is part of the name stays ("50 Cent")."""
    words = name.split()
    if len(words) > 1 and (YEAR.fullmatch(words[0]) or
                           (NUMBER.fullmatch(words[0]) and len(words) > 2)):
        words = words[1:]
        while len(words) > 1 and words[0].islower():
            words = words[1:]
        if len(words) == 1 and words[0] in DEMONYMS:
            return ""  # "a 2012 American film": a description, not a name
    return " ".join(words)


def rank_sentences(question: str, evidence: Sequence[RetrievedChunk], extra_terms: Sequence[str],
                   rank_cap: int | None = None) -> list[tuple[float, str, RetrievedChunk]]:
    """Every sentence of the evidence, best first: by the question's words it (with its page's
    title) holds, a little for the plan's other terms, and a little when it holds an answer
    of the kind asked (a date for "when", a number for "how many", a name for "who")."""
    terms = key_terms(question)
    bonus = [t for t in key_terms(" ".join(extra_terms)) if t not in terms]
    typed = _typed(question)
    asked = {stem(w) for w in tokenize(question)}
    kin_words = {k for _, group in _KIN_GROUPS for k in group if _kin_asked(k, asked)} \
        if asks_kin(question) else set()
    kin_said = " ".join(t for t in terms if stem(t) in kin_words)  # the question's own word
    names = _capital_runs(question)
    scored = []
    for rank, chunk in enumerate(evidence):
        title = _words_of(chunk.title)
        for sentence in passage_sentences(chunk.text):
            if len(sentence) < 20 or _words_of(sentence) == title or is_hatnote(sentence) or \
                    (not is_prose(sentence) and not overlap(terms, sentence)) or \
                    unquotable(sentence):
                continue  # the page's title as its heading, a note pointing elsewhere, a
                # table's row on other things, a table's cells run together, or someone's
                # own words, quoted without saying whose (or a quotation's end), or no
                # statement of its own ("… are as follows:")
            said = f"{sentence} {kin_said}" if kin_said and kin_words & {
                stem(w) for w in tokenize(sentence)} else sentence  # "her husband" says
            # she married
            score = _score(terms, typed, said, chunk.title) + 0.3 * overlap(bonus, sentence)
            if on_another_work(names, sentence, chunk):
                score *= NEAR_TITLE_PENALTY  # "Who composed the score for Aliens?": not the
                # score "to the film "Alien"", nor the page "Alien (soundtrack)"
            place = rank if rank_cap is None else min(rank, rank_cap)
            scored.append((score - 0.02 * place, sentence, chunk))
    scored.sort(key=lambda item: -item[0])
    return scored


NEAR_TITLE_PENALTY = 0.5  # of a sentence on a work whose title is one the question names,
# but for an ending ("Alien" of "Aliens")


def _capital_runs(question: str) -> list[list[str]]:
    """The question's runs of capitalised words after its first, each as its lower-cased
    words: what it names."""
    return [_words_of(run).split() for run in
            re.findall(r"(?<!^)(?<![\w'’])[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*", question.strip())]


def _another_title(names: Sequence[Sequence[str]], title: str) -> bool:
    """Whether ``title`` is, word for word, a name the question writes with another ending
    (and does not also write as it is): "Alien" where "Aliens" is asked."""
    words = _words_of(title).split()
    if not words or not names:
        return False
    stems = [stem(w) for w in words]
    near = False
    for run in names:
        for i in range(len(run) - len(words) + 1):
            part = run[i:i + len(words)]
            if part == words:
                return False
            near = near or [stem(w) for w in part] == stems
    return near


def on_another_work(names: Sequence[Sequence[str]], sentence: str, chunk: RetrievedChunk,
                    question: str = "") -> bool:
    """Whether a sentence is on a page titled, or quotes a title, that is a name the question
    writes (``_capital_runs``) with another ending: "Alien" for "Aliens"; or is on the page
    of the first of a numbered work the question asks of, naming no number ("It was released
    on 2 April 2015" on Wolf Warrior's page, for when Wolf Warrior 2 was)."""
    return (bool(names) and (_another_title(names, re.sub(r"\s*\(.*", "", chunk.title)) or any(
        _another_title(names, title) for title in _QUOTED_WORK.findall(sentence)))) or \
        any(same_name(plain_title(chunk.title), first) and not names_whole(numbered, sentence)
            for numbered, first in _numbered_works(question))


#: a numbered work a question names: "Wolf Warrior 2", "Rocky III" (not a year, an ordinal)
_NUMBERED_WORK = re.compile(r"(?<![\w'’-])((?:[A-Z][\w'’-]*\s+)+)(\d{1,2}|[IVX]{1,4})(?![\w'’.,-])")


def _numbered_works(question: str) -> list[tuple[str, str]]:
    """The numbered works a question names, each with the name of the first (``"Wolf
    Warrior 2", "Wolf Warrior"``)."""
    return [(f"{m.group(1)}{m.group(2)}", m.group(1).strip())
            for m in _NUMBERED_WORK.finditer(question.split(" ", 1)[-1])]


def _words_of(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.lower()))


MEANING_POOL = 24  # the best sentences by words that are re-scored by meaning
MEANING_WEIGHT = 0.5  # of a sentence's cosine similarity to the question, added to its score


async def by_meaning(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                     embeddings: EmbeddingService) -> list[tuple[float, str, RetrievedChunk]]:
    """The ranking with its ``MEANING_POOL`` best sentences re-scored by how close their
    meaning (with their page's title) is to the question's: "who sings …" meets "a song
    recorded by …", which shares none of its words. The rest keep their place after them;
    if the embedder fails, the ranking is by words alone."""
    [out] = await by_meaning_all([question], [ranked], embeddings)
    return out


async def by_meaning_all(questions: Sequence[str],
                         rankings: Sequence[Sequence[tuple[float, str, RetrievedChunk]]],
                         embeddings: EmbeddingService
                         ) -> list[list[tuple[float, str, RetrievedChunk]]]:
    """``by_meaning`` for several questions (a report's aspects) with one embedding call."""
    heads = [list(ranked[:MEANING_POOL]) for ranked in rankings]
    try:
        similarity = await embeddings.closeness_many(
            questions, [[f"{c.title}: {t}" for _, t, c in head] for head in heads])
    except EmbeddingError as exc:
        log.warning("sentences ranked by words only: %s", exc)
        return [list(ranked) for ranked in rankings]
    out = []
    for ranked, head, sims in zip(rankings, heads, similarity, strict=True):
        rescored = [(score + MEANING_WEIGHT * sim, sentence, chunk)
                    for (score, sentence, chunk), sim in zip(head, sims, strict=True)]
        rescored.sort(key=lambda item: -item[0])
        out.append([*rescored, *ranked[len(head):]])
    return out


TYPED_BONUS = 0.1  # a sentence holding an answer of the kind asked: half of a word's weight


_EXPLAINS = re.compile(r"^\W*(?:why|explain)\b|^\W*what (?:causes|caused|led to|leads to|"
                       r"brought about|contributed to)\b|\bthe (?:causes|reasons) (?:of|for)\b|"
                       # how a thing comes to be: "How does the second heart sound arise?"
                       r"^\W*how (?:does|do|did|is|are|was|were) .+ (?:arise|occur|happen|"
                       r"originate|emerge|come about|fall|collapse|decline|end|die|"
                       r"disappear|fail|begin|start|form|develop|evolve|spread|win|lose|"
                       r"survive|succeed)\W*$", re.I)
_CAUSAL = re.compile(r"\b(?:because|due to|owing to|as a result|result(?:ed|s)? (?:in|from)|"
                     r"led to|leading to|caused|causes|contributed|factors?|reasons?|"
                     r"brought about|triggered|consequences?)\b|"
                     # what someone was done to "for": "He was fired, for "failure to keep
                     # classroom appointments"", "was expelled in 1963 for giving …" (not
                     # "was known for his …", "was nominated for …")
                     r"\b(?:was|were|been|being)\s+(?!(?:known|noted|famous|nominated|used|"
                     r"named|responsible|designed|intended|made|built|selected|chosen|"
                     r"cast|paid|praised)\b)\w+(?:ed|en)\b[^.;]{0,60}?\bfor\s+(?:\w+ing\b|"
                     r"[\"“]|(?:his|her|their|its)\b)", re.I)


def gives_cause(sentence: str) -> bool:
    """Whether a sentence says what caused something ("It is caused by …", "results from")."""
    return _CAUSAL.search(sentence) is not None


def explains(question: str) -> bool:
    """Whether the question asks for a cause or an explanation ("why …", "what led to …")."""
    return _EXPLAINS.search(question) is not None


_DEFINES = re.compile(r"^[^;]{0,200}?\b(?:is|was|are|were)\s+(?:a|an|the|one)\b")


def defines(sentence: str, names: Sequence[str]) -> bool:
    """Whether a sentence opens by saying what one of ``names`` is ("The Inca Empire …
    was the largest empire in pre-Columbian America"; a title in quotes, '"In Heaven" is a
    song'): a definition, not a cause. A name of two words or more may follow its bearer's
    other names ("James Mercer Langston Hughes (February 1, 1901 – …) was an American
    poet"); a longer name it opens is of another thing ("The Langston Hughes Society is
    …")."""
    head = _head(sentence)
    return (any(n and re.match(_named_first(n), head) for n in names) or
            _called_before_verb(head, names) is not None) and \
        _DEFINES.search(without_asides(head)) is not None  # (an aside's ";":
    # "The Statue of Liberty (Liberty Enlightening the World; French: …) is a colossal …")


#: the names a sentence's subject is also called, before the verb saying what it is
_CALLED = re.compile(r"\b(?:also|commonly|simply|popularly|widely|often|sometimes)\s+(?:\w+\s+)?"
                     r"(?:called|known\s+as|referred\s+to\s+as)\b([^;]{0,160}?)"
                     r"\b(?:is|was|are|were)\s+(?:a|an|the|one)\b")


def _head(sentence: str) -> str:
    """A sentence without its opening quote and article, where its subject begins."""
    return re.sub(r"^[\"“‘']?(?:(?:The|A|An)\s+)?", "", sentence.strip())


def written_whole(sentence: str, names: Sequence[str]) -> str:
    """The name a sentence saying what one of ``names`` is writes its subject by, whole:
    'Wardell Stephen "Steph" Curry II' of Stephen Curry; "" for another sentence."""
    head = _head(sentence)
    if not defines(sentence, names):
        return ""
    return next((m.group(0) for n in names if n and (m := re.match(_named_first(n), head))),
                "")


def called_subject(sentence: str, names: Sequence[str]) -> str:
    """What a sentence calling its subject one of ``names`` before saying what it is
    (``_called_before_verb``) names it first ("The Compact Cassette or Musicassette (MC)"
    of a cassette tape), or ""."""
    head = _head(sentence)
    called = _called_before_verb(head, names)
    return head[:called.start()].strip(" ,") if called else ""


def _called_before_verb(head: str, names: Sequence[str]) -> re.Match[str] | None:
    """Where a sentence opening with a name calls its subject one of ``names`` too before
    saying what it is ("The Compact Cassette or Musicassette, also commonly called the tape
    cassette, cassette tape …, is an analog magnetic tape recording format" says what a
    cassette tape is); None when it does not."""
    called = _CALLED.search(head) if head[:1].isupper() else None
    if called is None or _DEFINES.search(head[:called.start()]):
        return None
    aliases = called.group(1)
    return called if any(n and re.search(rf"(?<![\w'’-])(?i:{re.escape(_plain_name(n))})"
                                         rf"(?![\w'’-])", aliases) for n in names) else None


def _plain_name(name: str) -> str:
    return re.sub(r"^(?:the|a|an)\s+", "", name.strip(), flags=re.I)


def _named_first(name: str) -> str:
    """A pattern for a sentence's head opening with ``name`` (``defines``)."""
    plain = _plain_name(name)
    bare = re.escape(plain)
    first, _, rest = plain.partition(" ")
    # "Abraham Harold Maslow" is Abraham Maslow, 'Wardell Stephen "Steph" Curry II' Stephen
    # Curry, "LeBron Raymone James Sr." LeBron James
    middle = rf"|{re.escape(first)}\s+(?:[A-Z][\w.]*\s+|{_NICKNAME}\s+){{1,2}}" \
        rf"{re.escape(rest)}" if rest and all(w[:1].isupper() for w in plain.split()) else ""
    return rf"{_GIVEN if ' ' in bare else ''}(?:(?i:{bare}){middle}){_GENERATION}" \
        rf"(?![\w'’-]|\s+[A-Z0-9])"


#: a nickname quoted inside a full name: 'Wardell Stephen "Steph" Curry II'
_NICKNAME = r"[\"“][^\"”]{1,24}[\"”]"
#: the generation a name ends with: "Jr.", "Sr.", "II"
_GENERATION = r"(?:,?\s+(?:Jr|Sr)\b\.?|\s+(?:II|III|IV)\b)?"


_GIVEN = r"(?:[A-Z][\w.-]*(?:['’](?!s\s)[\w.-]+)?\s+){0,3}"  # a bearer's other names before
# the name asked ("O'Brien" is one; "Braden's perfect game" is his, not a perfect game's)


def sentence_score(question: str, sentence: str, title: str = "") -> float:
    """One sentence's score as ``rank_sentences`` gives it, without the plan's other terms."""
    return _score(key_terms(question), _typed(question), sentence, title)


def holds(terms: list[str], sentence: str, title: str) -> float:
    """Share of a question's content words ``terms`` a sentence holds with its page's
    title, a question's verb also held by the words pages state its fact with."""
    return overlap(terms, f"{title} {sentence}", related=True)


def _score(terms: list[str], typed: Callable[[str], bool], sentence: str, title: str
           ) -> float:
    return holds(terms, sentence, title) + \
        (TYPED_BONUS if typed(sentence) else 0.0)


def _typed(question: str) -> Callable[[str], bool]:
    """Whether a sentence holds a span of the kind the question asks for."""
    kind = answer_kind(question)
    if kind == "range":
        return lambda s: bool(_RANGE.search(s))
    if kind in ("date", "year"):
        return lambda s: bool(years_in(s))
    if kind == "number" and measure_asked(question):  # a measure: with its unit
        return lambda s: bool(measures(s, question))
    if kind == "number":
        return lambda s: bool(counts(s))
    if kind == "score":
        return lambda s: bool(_SCORE.search(s))
    if _EXPLAINS.search(question):  # "why …", "what led to …": a sentence that gives a cause
        return lambda s: bool(_CAUSAL.search(s))
    if _WHO_WHERE.match(question):  # a name not in the question; a person's has two words
        asked = set(tokenize(question))
        words = 2 if re.match(r"\W*who", question, re.I) else 1
        return lambda s: any(len(e.split()) >= words and not set(tokenize(e)) <= asked and
                             e not in DEMONYMS for e in entities(s.split(" ", 1)[-1]))
    return lambda s: False


KIND_DEPTH = 6  # candidates looked through for one of the kind asked, when the best is not


def short_answer(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                 pool: Sequence[RetrievedChunk] = ()) -> str:
    """The answer span, when the top sentences hold one: a name, a date or a number; one of
    the options of an "A or B" question, or yes or no, decided from ``pool`` (every chunk the
    run read, when given) and the ranked evidence."""
    chunks = list({c.chunk_id: c for c in [*pool, *(c for _, _, c in ranked)]}.values())
    closed = closed_answer(question, chunks)
    if closed is not None:
        return closed
    offered = offered_choice(question, ranked)
    if offered is not None:
        return offered
    for told in (based_on, held_to_blame, spelled_out, translated, called_regionally, how_often,
                 when_held, titled_in,
                 placed_beside, from_aside, former_name, real_name, stage_name, nickname_given,
                 title_conferred, followed_work, numbered_part,
                 common_name, also_named,
                 namesake_of,
                 credited, sides_met, called_so, replaced_by, relation_of, kind_described,
                 about_whom, superlative_named, superlative_thing, most_had, profession_of,
                 owner_of,
                 attribute_named, position_played, route_ends, degree_said, instrument_player,
                 meaning_said, born_in_cell, founded_in_cell, mascot_named, role_in_work,
                 renamed_as, name_said):
        # what one sentence says, or none ("") when the question asks it and none does
        value = told(question, ranked)
        if value is not None:
            return value
    artist = titled_artist(question, chunks)
    if artist:
        return artist
    death = how_died(question, ranked)
    if death is not None:
        return death
    age = counted_age(question, ranked)
    if age is not None:
        return age[0]
    meant = the_one_meant(question, ranked)
    if meant is not None:
        return meant
    acted = acted_on(question, ranked)
    if acted is None:
        return ""  # told at length: no short answer
    if acted:
        return acted
    if act_unsaid(question, ranked):  # "What did the Treaty of Versailles establish?": no
        return ""  # name a sentence gives is what it established unless one says so
    if chained_kin(question):  # a grandparent, an in-law: the kin each page names in turn,
        path = kin_through_kin(question, chunks)  # or none (the names of the pages on the
        return path[-1].name if path else ""  # way are no answer)
    if through_someone(question):  # "Where was the director of film X born?": asked of the
        return led_answer(question, chunks)[0]  # director, on their own page
    votes = answer_votes(question, of_the_subject(question, ranked))
    between = go_between(question, chunks)
    if between:  # "What piece by the composer of X …?": not the composer
        votes = [(c, v) for c, v in votes if not names_them(c, between)]
    passed = described(question)  # "… the association which published …", "… in the
    # state where X is?": neither is the answer
    votes = [(c, v) for c, v in votes if place_kind(c) not in passed and
             not any(is_of_type(kind, c) for kind in passed)]
    answer = votes[0][0] if votes else ""
    if wrong_kind(question, answer, ranked):  # "Bell Labs" for which city: the best answer
        # the evidence shows is a city, if any ("the city of Murray Hill"); the first
        # otherwise, to be withheld (the next best is as often no city either)
        answer = next((c for c, _ in votes[1:KIND_DEPTH]
                       if plainly_of_kind(question, c, ranked)), answer)
    answer = counted_by_act(question, answer, ranked)
    answer = narrowed_place(question, answer, ranked)
    answer = moved_since(question, answer, ranked)
    if (asks_who(question) or asks_agent(question)) and \
            only_modifying(answer, ranked):  # "Who lived in Casa Loma?" is no "Gothic
        # Revival" (style mansion), "Which studio made Dinosaur?" no "American CGI"
        # (animated film): the next answer that is no such word, if any
        answer = next((c for c, _ in votes[1:KIND_DEPTH] if not only_modifying(c, ranked)), "")
    if asks_who(question):  # "signed into law by President Ronald Reagan": Ronald Reagan
        answer = _OFFICE_TITLE.sub("", answer)
    elif answer and not answer_kind(question):
        answer = whole_title(answer, ranked)  # "My Heart", not "Heart"
    return "" if spans_asked_end(question, answer) else \
        binomial(question, scaled(as_written(answer, ranked), ranked), ranked)


#: what follows a name written as a style, a movement or a school of art, never as anyone
_AS_A_STYLE = re.compile(r"[\s-]+(?:style|styled|architecture|architectural|movement|period)\b",
                     re.I)
#: an article and a year before a word describing a thing: "a 2000 American CGI animated …"
_DESCRIBING_BEFORE = re.compile(r"\b(?:a|an)\s+(?:\d{4}\s+)?$", re.I)
#: the kinds of agent a "which …" question may ask for, which no describing word is
_AGENT_KINDS = frozenset("studio company firm label publisher manufacturer developer "
                         "network broadcaster band group team club".split())


def asks_agent(question: str) -> bool:
    """Whether a question asks which agent did something: "Which studio made Dinosaur?"."""
    match = re.match(r"\W*(?:which|what)\s+([a-z]+)\b", question, re.I)
    return (match is not None and match.group(1).lower() in _AGENT_KINDS) or \
        kind_head(question) in _AGENT_KINDS


def only_modifying(answer: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> bool:
    """Whether every sentence of the evidence naming ``answer`` writes it as a word
    describing something else, never as someone or something acting: a style ("a Gothic
    Revival style mansion", "Art Deco architecture"), or after "a" and before a word in
    lower case ("a 2000 American CGI animated adventure film")."""
    if not answer:
        return False
    x = re.escape(answer)
    stating = [s for _, s, _ in ranked[:VOTED] if re.search(rf"\b{x}\b", s)]
    return bool(stating) and all(
        all(_AS_A_STYLE.match(s[m.end():]) or (
            _DESCRIBING_BEFORE.search(s[:m.start()]) and re.match(r"\s+[a-z]", s[m.end():]))
            for m in re.finditer(rf"\b{x}\b", s))
        for s in stating)


#: "How many Tony Awards did Gene Saks win?": the act counted (group 1)
_HOW_MANY_DONE = re.compile(r"^\W*how\s+many\s+.+?\s+(?:did|does|do|has|have|had)\s+.+?\s+"
                            r"([a-z]{3,})\W*$", re.I)
_COUNT = r"(\d[\d,]*|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"


def counted_by_act(question: str, answer: str,
                   ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str:
    """For "How many … did X win?", the count the best sentence giving ``answer`` gives the
    act asked, when ``answer`` counts another: "three" of "nominated for seven Tony Awards,
    winning three", not "seven"; any other answer as it is."""
    asked = _HOW_MANY_DONE.match(" ".join(question.split()))
    if not answer or asked is None:
        return answer
    act = _base_stem(asked.group(1))
    x = re.escape(answer)
    for _, sentence, _ in ranked[:VOTED]:
        if not re.search(rf"\b{x}\b", sentence):
            continue
        before = re.search(rf"\b([a-z]+)\s+(?:for\s+|in\s+|of\s+)?(?:the\s+)?{x}\b", sentence)
        if before is None or _base_stem(before.group(1)) == act or \
                not before.group(1).endswith("ed"):
            return answer  # (the count of the act itself, or of nothing a verb says)
        for found in re.finditer(rf"\b([a-z]+)\s+(?:the\s+)?{_COUNT}\b", sentence, re.I):
            if _base_stem(found.group(1)) == act and found.group(2).lower() != answer.lower():
                return found.group(2)  # "winning three"
        return answer
    return answer


_WHERE_IS = re.compile(r"^\W*where\s+(?:is|are)\b", re.I)
_PLACE_NAME = r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*"
_SIDE = r"(?:(?:northern|southern|eastern|western|central|north|south|east|west)\s+)?"
#: "in the far north-east of New South Wales": a part of the place
_PART_OF = r"(?:(?:far\s+)?(?:north|south|east|west|centre|center|heart|outskirts|" \
    r"(?:north|south)-?(?:east|west))\s+of\s+(?:the\s+)?)?"


def narrowed_place(question: str, answer: str,
                   ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str:
    """For "Where is X?" answered by a country or a state, the places the best sentence
    giving it puts X in before it: "Spalding, Lincolnshire, England" of "… in Spalding,
    Lincolnshire, in eastern England", not "England" alone; any other answer as it is."""
    if not answer or not _WHERE_IS.match(question) or region(answer) not in ("country",
                                                                            "continent"):
        return answer
    found = _in_stating(answer, ranked, re.compile(
        rf"\b(?:in|at)\s+(?:the\s+)?{_PART_OF}({_PLACE_NAME}(?:,\s+{_PLACE_NAME})*),?"
        rf"\s+(?:in\s+)?(?:the\s+)?{_SIDE}{re.escape(answer)}\b"))
    return f"{found.group(1)}, {answer}" if found else answer


def _in_stating(answer: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                pattern: re.Pattern[str]) -> re.Match[str] | None:
    """``pattern`` in the best sentences up to the first one writing ``answer``."""
    for _, sentence, _ in ranked[:VOTED]:
        found = pattern.search(sentence)
        if found or answer in sentence:
            return found
    return None


#: where a thing was until it moved: "headquartered in San Francisco from its inception until
#: it relocated to Colorado Springs, Colorado in 1997" (group 1, where it went)
_MOVED = r"[^.;]{{0,80}}?\buntil\s+(?:it|they|the\s+\w+)?\s*(?:relocated|moved)\s+(?:its\s+" \
    r"\w+\s+)?to\s+(?:the\s+)?({place}(?:,\s+{place})?)"


def moved_since(question: str, answer: str,
                ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str:
    """For "Where is X …?" (asked of now), the place the best sentence giving ``answer``
    says X moved to after it ("Colorado Springs, Colorado", not "San Francisco" of "… was
    headquartered in San Francisco … until it relocated to Colorado Springs"); any other
    answer as it is."""
    if not answer or not _WHERE_IS.match(question):
        return answer
    found = _in_stating(answer, ranked,
                        re.compile(re.escape(answer) + _MOVED.format(place=_PLACE_NAME)))
    return found.group(1) if found else answer


def whole_title(name: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                depth: int = VOTED) -> str:
    """The title of the page a sentence opens with, when ``name`` is only its end: "True
    Story" of "Based on a True Story… is the eighth studio album …" (a title opening with a
    word that reads as no name, "Based"; "My Heart is the eighth studio album …", "My"), or
    the title quoted with its "The" ("The New Yorker", not "New Yorker"), among the
    ``depth`` best sentences; else ``name``."""
    for _, sentence, chunk in ranked[:depth]:
        if re.search(rf"[\"“]The {re.escape(name)}[\"”]", sentence):
            return f"The {name}"
        title = re.sub(r"\s*\([^)]*\)$", "", chunk.title).rstrip(" .…")
        if title != name and title.endswith(f" {name}") and not re.search(
                r"\b(?:in|of|at|from|on|near|for|by|to)$", title[:-len(name) - 1]):
            # (not "Hotels in Toronto", things in the place named, for Toronto)
            opening = re.match(re.escape(title) + r"(?:…|\.\.\.)?", sentence)
            if opening:
                return opening.group(0)
    return name


#: "Was Alvaro Mexia Spanish or Portuguese?": a yes-or-no opening, then one of two words
_AUX_CHOICE = re.compile(r"^\W*(?i:is|was|are|were|does|do|did|has|have|had)\s+.+?\s+"
                         r"([\w'’-]+)\s+or\s+([\w'’-]+)\W*$")


def offered_choice(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                   ) -> str | None:
    """For a question offering two words to choose from at its end, the one the best
    sentence of its subject writing either writes ("a 17th-century Spanish explorer":
    Spanish), "" when it writes both or none does; None for another question."""
    match = _AUX_CHOICE.match(" ".join(question.split()))
    if match is None:
        return None
    for _, sentence, _ in of_the_subject(question, ranked)[:VOTED]:  # the best that
        # writes either (not a page on the Near East naming Portuguese colonies)
        said = [o for o in match.groups()
                if re.search(rf"(?<![\w-]){re.escape(o)}(?![\w-])", sentence, re.I)]
        if said:
            return said[0] if len(said) == 1 else ""
    return ""


#: an office or courtesy before a full name, no part of it (a ruler's title is: King John)
_OFFICE_TITLE = re.compile(r"^(?:President|Vice President|Senator|Governor|General|Colonel|"
                           r"Captain|Major|Lieutenant|Commander|Sergeant|Professor|Admiral|"
                           r"Judge|Justice|Chancellor|Premier|Prime Minister|Dr\.?|"
                           r"Mr\.?|Mrs\.?|Ms\.?)\s+(?=[A-Z][\w.'’-]+\s+[A-Z])")


#: a currency before a figure and a scale after it: "$45 million", "£1.2 billion"
_CURRENCY = r"(?:US|A|C|NZ|HK)?[$£€¥]\s?"
_MONEY = rf"(?:{_CURRENCY})?"
_SCALE = r"(?:\s+(?:thousand|million|billion|trillion)\b)?"


def scaled(answer: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str:
    """A figure as the first sentence giving it writes it, with its currency and its scale:
    "27 million" of "close to 27 million passengers" (not "27"), "$45 million"; any other
    answer as it is."""
    if not re.fullmatch(r"\d[\d,.]*(?:[ \u00a0\u202f]\d{3})*", answer):
        return answer
    figure = re.compile(rf"(?<![\w.,]){_MONEY}{re.escape(answer)}(?![\d,.]\d){_SCALE}")
    for _, sentence, _ in ranked:
        if match := figure.search(sentence):
            return match.group(0)
    return answer


#: verbs a "when did … <verb>?" question ends with that pages tell in too many ways
_UNTIMED_VERBS = frozenset("out air come start begin end happen occur take place be".split())
#: places governed, which a land's feature or a part of one is not
_POLITIES = frozenset("country nation state province".split())
_FEATURES = frozenset("valley river mountains mountain lake sea ocean region desert island "
                      "islands peninsula bay gulf border plain plateau basin coast".split())
#: "Which country is Namangan in?", "In what state is Sylva?": where, by the kind of place
_PLACE_KINDS = r"(?:country|state|city|county|region|province|continent|town)"
_PLACE_IN = re.compile(rf"^\W*(?:(?:which|what)\s+{_PLACE_KINDS}\s+(?:is|was|are|were)\s+.+\s+in|"
                       rf"(?:in|on)\s+(?:which|what)\s+{_PLACE_KINDS}\s+(?:is|was|are|were)\s+.+?)"
                       r"\W*$", re.I)
#: "Where did Jan Garbarek grow up?", "Where was the treaty signed?": the act asked where
_WHERE_THEY = re.compile(r"^\W*where\s+(?:did|do|does)\s+(?:they|he|she|it|we|you|people)\s+"
                         r"((?-i:[a-z]{3,}))\b", re.I)
_WHERE_ACT = re.compile(r"^\W*where\s+(?:did|does|do|was|were|is|are)\s+.+?\s+((?-i:[a-z]{3,}))"
                        r"(?:\s+up)?\W*$", re.I)  # (not the name asked of: "… Fishing Lake?")


def _base_stem(word: str) -> str:
    """A verb's stem, its irregular past taken back to the base ("grew" → grow)."""
    low = word.lower()
    return stem(IRREGULAR.get(low, low))


def where_act(question: str) -> str:
    """The act a "where did X <act>?" question asks the place of, as a stem ("married" →
    marry; "where did they film the movie …?" → film); "" for another question."""
    asked = _WHERE_THEY.match(question) or _WHERE_ACT.match(" ".join(question.split()))
    return _base_stem(asked.group(1)) if asked and asked.group(1).lower() not in STOPWORDS \
        else ""


#: a sentence's words placing what it is about where the name after them is: "situated at",
#: "located in northern …"
LOCATED_IN = r"\b(?:located|situated|lies|lying|sits|stands|based)\s+(?:[a-z]+\s+){0,3}?" \
    r"(?:in|at|on|near)\s+(?:the\s+)?(?:(?:north|south|east|west)(?:ern)?\s+|central\s+)?"


def tells_act(act: str, sentence: str) -> bool:
    """Whether a sentence words the act whose stem is ``act`` (``where_act``) in any form:
    "had its world premiere" for premiered, "filming" for filmed."""
    return any(_base_stem(w) == act for w in re.findall(r"[a-z]+", sentence.lower()))


#: a day an act is dated with before where it was done: "debuted on July 8, 1997 in …"
_DATED = rf"(?:{MONTH}\s+\d{{1,2}},?\s+\d{{4}}|\d{{1,2}}\s+{MONTH}\s+\d{{4}})"


def act_placed(act: str, place: str, sentence: str) -> bool:
    """Whether a sentence puts ``place`` right after a form of the act (a stem,
    ``_base_stem``), past the day it was done, and a preposition of place: "He grew up in
    Oslo", "The musical debuted on July 8, 1997 in Minneapolis"."""
    # (each word before the place, all of it; past when, set off: "marry early in the
    # season, at Niagara Falls")
    return any(_base_stem(m.group(1)) == act for m in re.finditer(
        rf"\b([a-z]+)(?=(?:\s+up)?(?:\s+[^.;,]{{0,40}},)?(?:\s+on\s+{_DATED})?"
        rf"\s+(?:in|at|near|on)\s+(?:the\s+)?"
        rf"{re.escape(place)}(?![\w'’-])(?!\s+[A-Z]))", sentence))


#: a date with its day: "January 26, 1974", "26 January 1974"
_DAY_DATE = re.compile(rf"\b(?:(?:\d{{1,2}}\s*[–-]\s*)?\d{{1,2}} {MONTH} (\d{{4}})|"
                       rf"{MONTH} \d{{1,2}}, (\d{{4}}))\b")  # (days: "5–20 August 1950")


#: places a sentence names together after one preposition: "throughout Norway and Denmark"
_PLACE_WORDS = r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}"
_PLACES_JOINED = re.compile(rf"\b(?:in|throughout|across|within)\s+((?:{_PLACE_WORDS},\s+){{0,4}}"
                            rf"{_PLACE_WORDS},?\s+and\s+{_PLACE_WORDS})(?=\s*(?:[.;:]|,\s+[a-z]|$))")


def places_joined(question: str, answer: str,
                  ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str:
    """A "where" question's place with the others the sentence stating it names with it
    after one preposition ("Where does Uno-X operate?": "Norway and Denmark" of "a chain of
    … fuel stations throughout Norway and Denmark", not Denmark alone); the answer as it is
    otherwise; where someone was born or died is one place, with the state or country a
    sentence puts after it ("born in Paris, Maine")."""
    if not answer or not _WHERE.match(question):
        return answer
    one = re.search(r"\b(?:born|die|died|buried)\b", question, re.I) is not None
    for _, sentence, _ in ranked[:VOTED]:
        if one or answer not in sentence:
            continue
        for match in _PLACES_JOINED.finditer(sentence):
            joined = match.group(1).rstrip(".")
            parts = [p.strip() for p in re.split(r",\s+(?:and\s+)?|\s+and\s+", joined)]
            if answer in parts and len(parts) > 1:
                return joined
    if answer.lower() in PLACES and not one:  # a state or a country with the town a sentence puts
        # before it: "located in Dover, Delaware" (the town named in the school's name)
        town = re.compile(rf"\b(?:in|at)\s+({_PLACE_WORDS}),\s+{re.escape(answer)}\b")
        found = first_match(town, ranked, VOTED)
        if found and found.lower() not in PLACES:
            return f"{found}, {answer}"
    else:  # a venue with the town a sentence puts it in ("at Curve in Leicester"), a
        # county with its state ("in northern Osage County, Kansas"), a town with its
        # state ("born in Paris, Maine")
        town = re.compile(rf"\b(?:at|in)\s+(?:the\s+)?{re.escape(answer)}\s+in\s+"
                          rf"({_PLACE_WORDS})(?=\s*[.,;]|\s*$)")
        act = where_act(question)  # (where it was filmed, not where it is set: "filmed in
        # Sparta, Illinois", not the story's "Sparta, Mississippi")
        state = re.compile(rf"\b([a-z]+)\s+(?:in|at|near)\s+(?:the\s+)?{re.escape(answer)},\s+"
                           rf"({_PLACE_WORDS})\b" if act else
                           rf"()(?<![\w'’-]){re.escape(answer)},\s+({_PLACE_WORDS})\b")
        found = next((without_full_stop(m.group(1)) for _, s, _ in ranked[:VOTED]
                      if (m := town.search(s)) and
                      (not act or tells_act(act, s))), "") or next(
            (p for _, s, _ in ranked[:VOTED] for verb, p in state.findall(s)
             if (p.lower() in PLACES or _REGION_NAME.search(p)) and (
                 not act or _base_stem(verb) == act or (verb == "place" and tells_act(act, s)))),
            "")  # ("Filming took place in Ayer, Massachusetts"; "in Gränna, Jönköping County")
        if found:
            return f"{answer}, {found}"
    return answer


#: a region named by its kind, which no list of places holds: "Jönköping County"
_REGION_NAME = re.compile(r"^[A-Z]\S*(?:\s+[A-Z]\S*)?\s+(?:County|Province|Region|Oblast|"
                          r"Prefecture|District|Department|Governorate|Voivodeship|Canton)$")


def dated_in_full(question: str, answer: str,
                  ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str:
    """A "when" question's year as the date with its day that one of the best sentences
    gives the act asked on ("When were the 31st Golden Globe Awards held?": "… were held on
    January 26, 1974", not "1974"); the year when none does, or the question asks for a
    year ("what year …?")."""
    if not re.fullmatch(r"\d{4}", answer) or not re.match(r"^\W*when\b", question, re.I) or \
            answer_kind(question) != "year":
        return answer
    last = re.match(r"^\W*when\s+(?:did|does|do)\s+.+\s([a-z]{3,})\W*$", question, re.I)
    acts = frozenset([*(stem(w) for w in tokenize(question)[1:]
                        if (w.endswith("ed") and len(w) > 4) or w in IRREGULAR),
                      *([stem(last.group(1).lower())] if last and last.group(1).lower() not in
                        _UNTIMED_VERBS else [])])  # ("When did the consulate open?")
    if not acts:  # the act in the past ("ratified", "held"); none to place the date by:
        return answer  # "when did it come out?" is told as premiered, released, aired …
    for _, sentence, _ in ranked[:VOTED]:
        told = act_clause(sentence, acts)
        dated = next((m.group(0) for m in _DAY_DATE.finditer(told)
                      if answer in (m.group(1), m.group(2))), "")
        if dated:
            return dated
    return answer


def full_name(question: str, answer: str, sentences: Sequence[str]) -> str:
    """A "who" question's answer of one word (a surname: "Powell composed an orchestral
    score") as another of ``sentences`` names the person in full ("John Powell returned to
    …"); the answer as it is otherwise."""
    if not asks_who(question) or " " in answer or not answer[:1].isupper():
        return answer
    return next((name for s in sentences for name in entities(s)
                 if name.endswith(f" {answer}") and len(name.split()) <= 3 and
                 all(w[:1].isupper() for w in name.split())), answer)


def in_full(answer: str, sentences: Sequence[str]) -> str:
    """A name one of ``sentences`` goes on from with a common noun that another writes as
    part of it: "the Constance Billard school" is the "Constance Billard School for Girls"
    (and so is "Constance Billard School", the kind asked put after it); any other answer
    as it is. A nickname is the name it stands in: "Ben" of 'Benjamin "Ben" Stone' is Ben
    Stone; "Dir" of "the band Dir en grey." is Dir en grey."""
    if " " not in answer and answer[:1].isupper():  # (and a name going on in lower case
        # with a foreign particle: "Dir en grey")
        return next((full for s in sentences
                     if (full := nickname_of(answer, s) or lower_tailed(answer, s))), answer)
    if len(answer.split()) < 2 or not answer[:1].isupper():
        return answer
    base, _, last = answer.rpartition(" ")
    heads = [(answer, None), (base, last.lower())] if len(base.split()) > 1 and \
        last[:1].isupper() else [(answer, None)]
    for head, kind in heads:
        after = re.compile(rf"(?<!\w){re.escape(head)}\s+([a-z]{{3,}})\b")
        nouns = {m.group(1) for s in sentences if (m := after.search(s))}
        for noun in sorted(nouns if kind is None else nouns & {kind}):
            longer = re.compile(rf"(?<!\w){re.escape(head)}\s+{noun.capitalize()}"
                                r"(?:\s+(?:of|for)\s+(?:the\s+)?[A-Z][\w'’-]*)?(?!\s+[A-Z])")
            found = next((m.group(0) for s in sentences if (m := longer.search(s))), "")
            if found:
                return found
    return answer


#: what a short question asks something of, at its end: "… of the ipad?"
_OF_SUBJECT = re.compile(r"\bof\s+(?:the\s+|a\s+|an\s+)?((?:(?!(?:in|on|at|from|for|by|to|"
                         r"with|of)\b)[\w'’-]+\s*){1,3})\W*$")


def of_the_subject(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                   ) -> Sequence[tuple[float, str, RetrievedChunk]]:
    """A short question's ranked sentences about what it asks something of, when a page
    titled for it was read: that page's, and those naming it ("What is the scientific name
    of okra?": the okra page's, not "Eriogonum is the scientific name for a genus …" on a
    page never naming okra); all of them otherwise ("… the first five books of moses?" read
    no page of Moses: sentences naming Moses Grandy are no better), and for a question going
    through another thing on the way ("Of what church is the Diocese of the birthplace of
    Meehan Bonnar?": his page gives his birthplace, another page the answer)."""
    chained = len(re.findall(r"\bof\b", question, re.I)) > 1
    short = may_be_ambiguous(question) and not chained
    if short:
        ranked = of_the_qualifier(question, of_the_year(question, ranked))
    subject = " ".join(of_subject(question)) if short else ""
    if not subject and short and not goes_through(question) and not re.search(
            r"\s(?:where|which|whose|that|who|whom)\s", question, re.I):
        # "When was the Volstead Act passed?": sentences on pages naming the act ("The
        # Interstate Land Sales Full Disclosure Act of 1968 was passed in 1968" is of
        # another), when a page read names it; not when the name is a step on the way
        # ("the waterfall in the country where the Bubye River is found")
        named = [n for n in entities(question) if " " in n] or typed_titles(question, ranked)
        part = part_asked(question) if question == question.lower() else ""
        named += [part] if " " in part else []  # "who plays april kepner on …": the part
        pages = [pages_naming(n, ranked, whole=True) for n in named]
        kept = [r for r in ranked if all(page_of(r[2]) in p for p in pages)]
        return kept if named and kept else ranked
    if not subject or not any(same_name(c.title, subject) for _, _, c in ranked):
        return ranked
    return [r for r in ranked if same_name(r[2].title, subject) or
            re.search(rf"\b{re.escape(subject)}\b", r[1], re.I)]


def typed_titles(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                 ) -> list[str]:
    """The titles (of two words or more, less a kind in brackets) of pages read that a
    question typed without capitals holds whole, none inside another ("elko regional
    airport" of "where is elko regional airport"); none for a question with capitals."""
    if question != question.lower():
        return []
    asked = f" {' '.join(_unowned_words(question.lower()))} "  # ("takeshi fukunaga's first")
    titles = {re.sub(r"\s*\([^()]*\)$", "", c.title) for _, _, c in ranked}
    held = [t for t in titles if len(words := _unowned_words(t)) >= 2 and
            f" {' '.join(words)} " in asked]  # (both without owners' endings: "The
    # Company's in Love" typed "the company's in love")
    return [t for t in held if not any(t != o and t.lower() in o.lower() for o in held)]


def typed_title_ending(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                       ) -> list[str]:
    """``typed_titles``, or else the one-word title of a page read (less a kind in brackets)
    that a question typed without capitals ends with ("alien" of "who directed alien":
    "Alien (film)")."""
    held = typed_titles(question, ranked)
    if held or question != question.lower():
        return held
    words = _unowned_words(question.lower())
    last = words[-1] if len(words) > 2 else ""
    titles = {c.title for _, _, c in ranked if norm_title(c.title) == last}
    return [plain_title(t) for t in titles] if len(titles) == 1 else []
    # (none of two works of the name: "Alien (film)" and "Alien (soundtrack)")


def of_the_qualifier(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                     ) -> Sequence[tuple[float, str, RetrievedChunk]]:
    """The ranked sentences less those of pages of the same name qualified otherwise, when
    the question says which it means by a word of a page's qualifier ("when did last man
    standing premiere in australia": "Last Man Standing (Australian TV series)", not the
    American one)."""
    def heads(text: str) -> set[str]:  # ("australian" and "australia" alike)
        return {w[:5] for w in _plain_words(text) if len(w) >= 5}

    words = heads(question)
    qualified = {c.title: (m.group(1).lower(), bool(heads(m.group(2)) & words))
                 for _, _, c in ranked if (m := re.fullmatch(r"(.+?)\s*\(([^()]+)\)", c.title))}
    asked = {base for base, said in qualified.values() if said}
    if not asked:
        return ranked
    return [r for r in ranked if not ((q := qualified.get(r[2].title)) and q[0] in asked and
                                      not q[1])]


def of_the_year(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> Sequence[tuple[float, str, RetrievedChunk]]:
    """The ranked sentences less those of pages titled with other years only, when the
    question names a year and a page read is titled with it ("Who won the 2006 World Cup
    final?": not the 2015 final's page)."""
    years = set(asked_years(question))
    if not years:
        return ranked
    def titled(chunk: RetrievedChunk) -> set[str]:
        return set(YEAR.findall(chunk.title))
    if not any(titled(c) & years for _, _, c in ranked):
        return ranked
    return [r for r in ranked if not titled(r[2]) or titled(r[2]) & years]


#: the ranks a ruler is called by before their name ("King John") and a page's title writes
#: after it ("John, King of England")
RULER_RANKS = r"(?:king|queen|emperor|empress|tsar|czar|sultan|pharaoh|prince|princess|duke|" \
    r"duchess|pope|shah|caliph|khan|emir)"


def ruler_titled(name: str, title: str) -> bool:
    """Whether a page's title (lower case) is of a ruler a name calls by rank: "john, king
    of england" and "john of england" for "King John"."""
    ruler = re.fullmatch(rf"({RULER_RANKS})\s+([a-z][\w'’-]*(?:\s+[ivx]+)?)", name.lower())
    return ruler is not None and re.fullmatch(
        rf"{re.escape(ruler.group(2))}(?:,\s+{ruler.group(1)})?\s+of\s+[\w'’ -]+",
        title) is not None


def page_of(chunk: RetrievedChunk) -> str:
    """The page a passage is of: its whole title ("Hertfordshire Fire and Rescue Service" at
    two addresses is one page; "Zorblat record (men)" and "(women)" are two), or its source
    when it has none."""
    return " ".join(chunk.title.lower().split()) or chunk.source_id


def pages_naming(name: str, ranked: Sequence[tuple[float, str, RetrievedChunk]], *,
                 whole: bool = False) -> set[str]:
    """The pages (``page_of``) naming ``name`` in their title or one of their sentences: by
    its words, or with ``whole`` by its words in their order ("Write and Fight", not "The
    film was written and directed by …" on "Fight Back to School III")."""
    if whole:
        words = re.findall(r"\w+", name)
        said = re.compile(r"(?<!\w)" + r"\W+".join(map(re.escape, words)) + r"(?!\w)", re.I)
        return {page_of(c) for _, t, c in ranked if said.search(c.title) or said.search(t) or
                ruler_titled(name, norm_title(c.title))}  # ("John, King of England")
    terms = key_terms(name)
    return {page_of(c) for _, t, c in ranked if overlap(terms, f"{c.title} {t}") == 1.0}


def of_subject(question: str) -> list[str]:
    """The words of what a question asks something of, when it ends with it ("What is the
    newest generation of the ipad?" → ipad; "the botanical name of lady finger" → lady,
    finger)."""
    match = _OF_SUBJECT.search(question.lower())
    return [t for t in key_terms(match.group(1)) if names_a_thing(t)] if match else []


#: a question asking a living thing's two-part Latin name
_BINOMIAL_ASKED = re.compile(r"\b(?:botanical|scientific|latin|binomial|species|taxonomic)\s+"
                             r"names?\b", re.I)
#: the species word after a genus: "esculentus", "elongata", "odorata", "sinensis"
_EPITHET = re.compile(r"\s+([a-z]{3,}(?:us|um|a|is|ae|ii|i|es|ens|ensis|oides))\b")


def binomial(question: str, answer: str,
             ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str:
    """A genus found as the answer to a question asking a botanical or scientific name, with
    the species word a best sentence writes after it ("Mammillaria" → "Mammillaria
    elongata", "Abelmoschus esculentus"); any other answer as it is."""
    if not answer or " " in answer or not _BINOMIAL_ASKED.search(question):
        return answer
    for _, sentence, _ in ranked[:VOTED]:
        for found in re.finditer(rf"\b{re.escape(answer)}(?={_EPITHET.pattern})", sentence):
            epithet = _EPITHET.match(sentence, found.end())
            if epithet and epithet.group(1) not in STOPWORDS:
                return f"{answer} {epithet.group(1)}"
    return answer


#: a thing a question describes on the way to what it asks, a noun in lower case and what
#: tells it ("the battle in which Giuseppe Arimondi lost his life", "the base, that the
#: squadron is stationed at,", "the political party that X belongs to")
_PASSED_THROUGH = re.compile(r"\b[Tt]he\s+(?:[a-z][\w-]*\s+){0,2}?([a-z]{3,})\s*,?\s+"
                             r"(?:(?:in|at|on|of|by|from|to|after|with|for) (?:which|whom|whose)|"
                             r"which|that|who|whose|where|with)\b")

#: the kind a question asks for by name: "What county shares a border with the county in
#: which …" asks for a county
_KIND_ASKED = re.compile(r"\b(?:what|which)\s+([\w-]+)(?:\s+([\w-]+))?", re.I)


def described(question: str) -> set[str]:
    """The kind nouns of the things a question describes only to pass through them (the
    answer to "The battle in which X lost his life secured what?" is no battle), singular;
    none that it asks for ("What was the name of the battle in which …?", "What county
    borders the county where …?")."""
    asked = {_singular(w.lower()) for pair in _KIND_ASKED.findall(question) for w in pair}
    return {_singular(m.group(1)) for m in _PASSED_THROUGH.finditer(question)
            if not asks_for_it(question, m.start())} - asked


def place_kind(name: str) -> str:
    """"continent", "state" (of the United States) or "country" for a name known to be
    one (``region``); "" for any other."""
    wide = region(name)
    if wide == "country":
        return "state" if _bare_place(name) in US_STATES else "country"
    return wide if wide == "continent" else ""


def led_answer(question: str, chunks: Sequence[RetrievedChunk]) -> tuple[str, list[Step]]:
    """The answer to a question asked of someone a work or a relative leads to, from their
    own page ("Where was the director of film Diplomats born?": Düsseldorf, from Harry Piel's
    page), with the steps to it (the one naming them, the one stating it); ("", []) when a
    page on the way was not read or does not say."""
    led = the_one_led_to(question, chunks)
    if led is None:
        return "", []
    asked, step = led
    pages = own_pages(step.name, chunks)
    ranked = rank_sentences(asked, pages, [])
    answer = short_answer(asked, ranked) if pages and not through_someone(asked) else ""
    if answer.split()[:1] == step.name.split()[:1]:
        answer = ""  # "Selena Quintanilla-Pérez" is Selena herself, not whom she married
    stating = next(((sentence, chunk) for _, sentence, chunk in ranked
                    if answer and answer.lower() in sentence.lower()), None)
    if not stating:
        return "", []
    return answer, [step, Step(answer, *stating)]


def as_written(answer: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str:
    """A joined answer as a sentence writes it, with the asides its votes left out
    ("Park Hye-su (season 1) and Ji Woo (season 2)" for "Park Hye-su and Ji Woo"), so the
    sentence that states it is found; any other answer as it is."""
    if " and " not in answer or any(answer.lower() in s.lower() for _, s, _ in ranked):
        return answer
    first, _, second = answer.partition(" and ")
    joined = re.compile(rf"{re.escape(first)}(?:\s*\([^()\"“”]{{1,24}}\))?,?\s+and\s+"
                        rf"{re.escape(second)}(?:\s*\([^()\"“”]{{1,24}}\))?")  # (not a quoted
    # work: 'Kevin Sullivan ("Anne of Green Gables") and Eda Lishman'; nor what one is:
    # "Lester Smith (designer of the better-known Dragon Dice) and Tim Brown")
    return next((m.group(0) for _, s, _ in ranked if (m := joined.search(s))), answer)


#: "What is the flower of the dead in Spanish?", "what does el haimoune mean in english":
#: words asked in a language
_IN_LANGUAGE = re.compile(r"^\W*what\s+(?:(?:is|are|was|were)\s+(?:the\s+|an?\s+)?|(?:does|do|"
                          r"did)\s+(?:the\s+(?:word|name|title|term|phrase)\s+)?(?=.+?\s+mean\s+"
                          r"in\s))(.+?)\s+(?:called\s+|said\s+|mean\s+)?in\s+([a-z]+)\W*$", re.I)
LANGUAGES = frozenset(d.lower() for d in DEMONYMS) | frozenset(
    "latin hindi mandarin cantonese nahuatl hebrew sanskrit hawaiian maori swahili tagalog "
    "urdu bengali gaelic esperanto yiddish quechua".split())
#: "How is Kalanta Xristougenon translated into English?": the words, then the language
_TRANSLATED_ASKED = re.compile(r"^\W*how\s+(?:is|was|are|were)\s+(.+?)\s+translated\s+(?:in)?to\s+"
                               r"([a-z]+)\W*$", re.I)
#: "What is the English title of El Haimoune?": the same, the title first ("El Haimoune(
#: English: Wanderers of the Desert)")
_LANGUAGE_TITLE = re.compile(r"^\W*what\s+(?:is|was)\s+the\s+(?P<l>[a-z]+)\s+(?:title|name)\s+of\s+"
                             r"(?:the\s+)?(?P<t>.+?)\W*$", re.I)
_NAMED_BEFORE = 80  # characters before a language's mark ("(Spanish: …)") naming the words


#: "What does BAnQ stand for?", "What is NASA short for?", "What is the full name of
#: UNICEF?": the words an abbreviation is made of
_STANDS_FOR = re.compile(
    r"^\W*(?:what\s+(?:does|do|did)\s+(?:the\s+)?(?:letters?\s+|acronym\s+|abbreviation\s+)?"
    r"[\"“']?(?P<a>[\w&.-]{2,12}?)[\"”']?\s+(?:stand|stands)\s+for|what\s+(?:is|was)\s+[\"“']?"
    r"(?P<b>[\w&.-]{2,12}?)[\"”']?\s+(?:short|an\s+abbreviation|an\s+acronym)\s+for|what\s+"
    r"(?:is|was)\s+the\s+full\s+(?:name|form)\s+of\s+(?:the\s+)?[\"“']?(?P<c>[\w&.-]{2,12}?)"
    r"[\"”']?)\W*$", re.I)


def _initials_match(letters: str, words: Sequence[str]) -> bool:
    """Whether an abbreviation's letters are, in order, initials of ``words``, the first of
    them the first word's ("BAnQ" of "Bibliothèque et Archives nationales du Québec")."""
    initials = [w[0].lower() for w in words if w[:1].isalnum()]
    if not letters or not initials or initials[0] != letters[0]:
        return False
    at = 0
    for initial in initials:
        if at < len(letters) and initial == letters[at]:
            at += 1
    return at == len(letters)


def unquoted(words: str) -> str:
    """``words`` without the quotes round them: '"Middle of Manhattan"'."""
    return words.strip().strip("\"“”‘’'").strip()


def spelled_out(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> str | None:
    """None for a question asking no abbreviation's words; else the words a sentence gives
    it: the name before an aside opening with it ("Bibliothèque et Archives nationales du
    Québec (BAnQ, …)"), the aside after it ("BAnQ (Bibliothèque …)") or what it "stands
    for"; "" when none does."""
    asked = _STANDS_FOR.match(" ".join(question.split()))
    if not asked:
        return None
    short = next(g for g in asked.groups() if g)
    letters = "".join(c.lower() for c in short if c.isalnum())
    x = f"(?i:{re.escape(short)})" if short.islower() else re.escape(short)  # "ms-dos" typed
    for _, sentence, _ in ranked[:VOTED]:
        for found in re.finditer(rf"\(\s*(?:the\s+)?{x}\b", sentence):  # "… Québec (BAnQ"
            words = sentence[:found.start()].split()[-12:]
            for start in range(len(words) - 1, -1, -1):
                if words[start][:1].isupper() and _initials_match(letters, words[start:]):
                    return " ".join(words[start:]).strip(" ,;:")
        after = re.search(rf"(?<![\w-]){x}[\"”’']?\s*(?:\(|,?\s+(?:stands|stood)\s+for\s+|,\s+"
                          r"short\s+for\s+)(?:the\s+)?([^();,.]{3,90})", sentence)
        if after and _initials_match(letters, unquoted(after.group(1)).split()):
            return unquoted(after.group(1))  # (as quoted: '"BRD" stands for
            # "Bundesrepublik Deutschland"')
        said = re.search(rf"(?<![\w-]){x}[\"”’']?\s*\(?[\s;,]*(?:(?:is\s+)?(?:an?\s+)?(?:acronym|"
                         r"abbreviation|initialism|short)\s+(?:for|of)|(?:which\s+)?"
                         r"(?:stands|stood)\s+for)\s+(?:the\s+)?([^();,.]{3,90})", sentence)
        if said:  # "MS-DOS ( ; acronym for Microsoft Disk Operating System)": said so,
            return unquoted(said.group(1))  # its letters need not all be initials
        before = re.match(rf"^\W*(?:The\s+)?([^(),;]{{3,90}}?)(?:\s*\([^()]*\))?,?\s+"
                          rf"(?:abbreviated|shortened)\s+(?:as\s+|to\s+)?(?:the\s+)?{x}(?![\w-])",
                          sentence)
        if before and _initials_match(letters, before.group(1).split()):  # "Original video
            return before.group(1).strip()  # animation (Japanese: …), abbreviated as OVA"
    return ""


#: what a thing came from, as a question asks it and as a sentence says it: "What is Clash
#: of the Titans based on?", "What is a feist descended from?", "What is Seattle named
#: after?"
_SOURCES = {"based": r"based\s+(?:(?:largely|loosely|mostly|partly|in\s+part)\s+)?(?:up)?on",
            "descended": r"descend(?:ed|s|ing)?\s+from|descendants?\s+of",
            "derived": r"deriv(?:ed|es|ing)\s+from",
            "named": r"named\s+(?:after|for|in\s+honou?r\s+of)",
            "inspired": r"(?:inspired|influenced)\s+by",
            "denoted": r"(?:denoted|represented|symboli[sz]ed|signified)\s+by",
            "merged": r"(?:merged|absorbed|incorporated|folded|integrated)\s+into",
            "adapted": r"adapted\s+from|(?:an\s+)?adaptation\s+of"}
_BASED_ASKED = re.compile(r"^\W*(?:what|which)\s+(?:([a-z]+)\s+)?(?:is|was|are|were)\s+"
                          r"(?:the\s+|an?\s+)?(.+?)\s+(?:(?:largely|loosely|mostly|partly|originally)\s+)?"
                          r"(based|descended|derived|named|inspired|denoted|represented|"
                          r"symboli[sz]ed|signified|merged|absorbed|incorporated|folded|adapted)\s+"
                          r"(?:(?:up)?on|from|after|for|by|into)\W*$",
                          re.I)  # (or the kind of source: "Which books is it based on?")
_TALES = frozenset("story stories tale tales novella poem work".split())  # written works
_SOURCE_END = r"(?=[,;:]\s|\.(?:\s|$)|\s+\((?!\d)|\s+(?:and|which|who|that|while|but)\s+" \
    r"(?:was|is|were|are|has|had|it)\b|$)"


def based_on(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
             ) -> str | None:
    """None for a question asking nothing a thing is based on, descended or derived from,
    or named after; else what the best sentence about it says, as written ("an incident
    mentioned in Dante's "Divine Comedy"", not "Giacomo Puccini"; "the terriers brought over
    to the United States by English miners …"), "" when none says. A short question's
    only: a chain's answer is a name the votes find."""
    asked = _BASED_ASKED.match(" ".join(question.split()))
    if not asked or not may_be_ambiguous(question):
        return None
    kind, terms = asked.group(1), key_terms(asked.group(2))
    source = asked.group(3).lower()
    source = "denoted" if source.startswith(("represent", "symboli", "signif")) else \
        "merged" if source in ("absorbed", "incorporated", "folded") else source
    said_so = re.compile(rf"\b(?:{_SOURCES[source]})\s+(.{{3,140}}?"
                         rf"(?:,\s+[\"“][^\"”]{{2,60}}[\"”])?){_SOURCE_END}", re.I)  # (with the
    # title set off after it: "William Shakespeare's classical play, "Romeo and Juliet"")
    for _, sentence, chunk in ranked[:VOTED]:
        found = said_so.search(sentence)
        if found and overlap(terms, f"{chunk.title} {sentence}") == 1.0:
            said = without_full_stop(found.group(1)).strip()
            if kind and stem(kind) not in {stem(w) for w in tokenize(said)}:
                work = re.search(r"[\"“]\s*([^\"”]{2,80}?)\s*[\"”]", said)
                if work and (kind in WORK_KINDS or kind in _TALES):  # "Which story is it
                    return work.group(1)  # adapted from?": the work quoted ("Anton
                    # Chekhov's "The Shooting Party""), not its author
                return None  # ("Which chapters …?": not "the third" of a list the votes read)
            return said
    return None if kind else ""


#: "Who was found responsible for the Deepwater Horizon oil spill?": whom a sentence calls
#: responsible, liable or guilty (the word asked)
_BLAME_ASKED = re.compile(r"^\W*who\s+(?:was|is|were|are|has\s+been|had\s+been)\s+(?:found|held|"
                          r"deemed|ruled|judged|declared|considered)?\s*(responsible|liable|"
                          r"guilty|to\s+blame|at\s+fault)\b", re.I)


def held_to_blame(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                  ) -> str | None:
    """None for a question asking no one held responsible; else whom the best sentence
    saying so names ("a judge ruled that BP was primarily responsible for the oil spill" →
    "BP", not "District Court"), or None when none does (the votes decide)."""
    asked = _BLAME_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    word = r"\s+".join(asked.group(1).split())
    said = re.compile(rf"(?<![\w.])([A-Z][\w.&'’-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w.&'’-]*)"
                      rf"{{0,4}})\s+(?:was|were|is|are|had\s+been|has\s+been)\s+(?:\w+ly\s+)?"
                      rf"(?:found\s+|held\s+|deemed\s+|declared\s+)?(?:\w+ly\s+)?{word}\b")
    return first_match(said, ranked, VOTED)


def language_asked(question: str) -> str:
    """The language a question asks a thing's words or title in ("french" of "What is the
    French title of X?"), "" when it asks none: pages give the answer without the word,
    marked "(French: …)" or "known in France as …"."""
    found = _IN_LANGUAGE.match(question) or _TRANSLATED_ASKED.match(question) or \
        _LANGUAGE_TITLE.match(question)
    language = (found.group("l") if found.re is _LANGUAGE_TITLE else found.group(2)).lower() \
        if found else ""
    return language if language in LANGUAGES else ""


def translated(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
               ) -> str | None:
    """None for a question asking no words in another language; else the term a sentence
    gives for the words asked, marked with the language right after them ("the Day of the
    Dead (Spanish: Día de Muertos)"), or "" when none does: the Spanish for the Day of the
    Dead is not that for "the flower of the dead", though one sentence holds both."""
    match = _IN_LANGUAGE.match(question) or _TRANSLATED_ASKED.match(question)
    titled = None if match else _LANGUAGE_TITLE.match(question)
    words, language = match.groups() if match else titled.group("t", "l") if titled else ("", "")
    if not language_asked(question):
        return None
    terms = key_terms(words)
    mark = re.compile(rf"(?:\b{language}(?:\s+language)?\s*[:：]|\(\s*{language}(?:\s+language\s*"
                      r"[:：]|\s+))\s*[\"“'‘]?([^,;()\"”’]{2,60})", re.I)  # (or "( English
    # language:Passionately")
    rendered = re.compile(rf"\btranslated\s+(?:in)?to\s+{language}\s+(?:[a-z]+\s+)?as\s+[\"“]"
                          r"([^\"”]{2,60}?)\.?[\"”]", re.I)  # 'translated into English simply
    # as "Christmas Carol."'
    told = first_match(rendered, ranked, VOTED)
    if told:
        return told
    common = re.compile(rf"\b{language}\s+(?:common\s+|vernacular\s+)?names?\s+(?:include|"
                        r"is|are)\s+(?:the\s+)?([^,;.()]{2,60})", re.I)  # "English common
    # names include tree bean" on Parkia timoriana's page
    for _, sentence, chunk in ranked[:VOTED]:
        for found in mark.finditer(sentence):
            before = sentence[max(0, found.start() - _NAMED_BEFORE):found.start()]
            if terms and overlap(terms, before) == 1.0:
                return found.group(1).split(" or ")[0].strip(" '\"“”‘’")
        named = common.search(sentence)
        if named and terms and overlap(terms, f"{chunk.title} {sentence}") == 1.0:
            return named.group(1).split(" and ")[0].strip()
    lands = _LANGUAGE_LANDS.get(language.lower())
    if titled and lands:  # "France (where the film is known as "Coup de force à Berlin")"
        where = re.compile(rf"\b(?:{lands})\s*(?:\(\s*where\s+(?:the\s+\w+|it)\s+(?:is|was)\s+|"
                           rf",?\s+)(?:known|titled|released|called|shown|published)\s+as\s+"
                           r"[\"“]([^\"”]{1,60}?)[\"”]")
        return first_match(where, ranked, VOTED) or ""
    return ""


#: "What is a studio apartment called in the UK?": the words a region calls a thing by
_REGION_ASKED = re.compile(r"^\W*what\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?(.+?)\s+"
                           r"(?:called|known\s+as)\s+in\s+(?:the\s+)?(uk|u\.k\.|united kingdom|"
                           r"britain|great britain|england|us|u\.s\.|usa|united states|america|"
                           r"north america|canada|australia|new zealand|ireland|india|"
                           r"scotland)\W*$", re.I)
#: the marks a page puts after a word of that region: "a studio flat (UK)"
_REGION_MARKS = {
    "uk": r"UK|U\.K\.|British|Britain|British English|England|Commonwealth",
    "us": r"US|U\.S\.|USA|American|North America|American English",
}
_REGION_OF = {"u.k.": "uk", "united kingdom": "uk", "britain": "uk", "great britain": "uk",
              "england": "uk", "u.s.": "us", "usa": "us", "united states": "us",
              "america": "us", "north america": "us"}


def called_regionally(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                      ) -> str | None:
    """None for a question asking no region's word for a thing; else the word a best
    sentence marks with that region right after it ("also known as a studio flat (UK)"),
    or "" when none does."""
    match = _REGION_ASKED.match(" ".join(question.split()))
    if not match:
        return None
    region = match.group(2).lower()
    region = _REGION_OF.get(region, region)
    marks = _REGION_MARKS.get(region, re.escape(match.group(2)))
    found = re.compile(rf"(?:^|[,;:]|\b(?:or|as|and|called|named))\s+(?:an?\s+|the\s+)?"
                       rf"([\w'’-]+(?:\s+[\w'’-]+){{0,3}}?)\s*\((?:{marks})\)", re.I)
    # a title a work went by there: "released in the United States as The Clown and
    # Automobile and in the United Kingdom as The Clown and Motor Car"
    lands = "|".join(re.escape(k) for k in sorted({match.group(2).lower(), *(
        k for k, v in _REGION_OF.items() if v == region)}, key=len, reverse=True))
    titled = re.compile(rf"\bin\s+(?:the\s+)?(?i:{lands})\s+as\s+[\"“]?({_OTHER_NAME})")
    said = [without_full_stop(m.group(1)) for pattern in (found, titled)
            for _, sentence, _ in ranked[:VOTED] for m in pattern.finditer(sentence)]
    return next((word for word in said if word.lower().removeprefix("the ") not in _REGION_OF
                 and re.fullmatch(marks, word, re.I) is None), "")  # (the region's own name
    # is no word for the thing: "the United Kingdom (UK)")


#: where a language's titles are given: "What is the French title of X?" is answered by the
#: one it is known by in France
_LANGUAGE_LANDS = {
    "french": "France|Quebec|Belgium", "german": "(?:West |East )?Germany|Austria",
    "italian": "Italy", "spanish": "Spain|Mexico|Argentina|Latin America",
    "portuguese": "Portugal|Brazil", "japanese": "Japan", "russian": "Russia|the Soviet Union",
    "dutch": "the Netherlands|Holland", "swedish": "Sweden", "danish": "Denmark",
    "norwegian": "Norway", "finnish": "Finland", "polish": "Poland", "greek": "Greece",
    "turkish": "Turkey", "chinese": "China|Taiwan|Hong Kong", "korean": "(?:South )?Korea",
    "english": "the United Kingdom|the UK|Britain|the United States|the US|English-speaking "
               "countries"}


#: "What was Muddy Waters' real name?", "What is the birth name of Lady Gaga?": the name
#: someone known by another was born with
_NAME_ASKED = r"(?:real|birth|legal|given|original|actual|true)\s+name"
_REAL_NAME = re.compile(rf"^\W*what\s+(?:is|was|'s)\s+(?:(.+?)['’]s?\s+{_NAME_ASKED}|the\s+"
                        rf"{_NAME_ASKED}\s+of\s+(.+?))\W*$|^\W*{_NAME_ASKED}\s+of\s+(.+?)\W*$",
                        re.I)
#: "What is Mark Britten's stage name?": the name someone goes by on stage or in print
_STAGE_NAME_ASKED = re.compile(r"^\W*what\s+(?:is|was|'s)\s+(?:(.+?)['’]s?\s+(?:stage|pen|ring|"
                               r"professional)\s+name|the\s+(?:stage|pen|ring)\s+name\s+of\s+(.+?))"
                               r"\W*$", re.I)
_STAGE_NAME = re.compile(r"\b(?:stage|pen|ring|professional)\s+name\s+(?:is|was|of)\s+[\"“]?\s*"
                         r"([A-Z][^\"”,.;()]{1,40}?)\s*[\"”]?(?=\s*[,.;()]|\s*$)|\bknown\s+"
                         r"(?:professionally|by\s+(?:his|her|their)\s+stage\s+name)\s+as\s+"
                         r"[\"“]?([A-Z][^\"”,.;()]{1,40}?)[\"”]?(?=\s*[,.;()]|\s*$)")


def stage_name(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
               ) -> str | None:
    """For "What is X's stage name?", the name a best sentence says X goes by ('whose chosen
    stage name is "The Chinaman"', not "Texas" of "from Arlington, Texas"); None for another
    question, "" when no sentence says one."""
    return said_of_asked(question, ranked, _STAGE_NAME_ASKED, _STAGE_NAME)


#: a person's name as a page writes it at its start: capitalised words, with the particles
#: and suffixes names have ("Egbert Nathaniel Dawkins III", "Ludwig van Beethoven")
_NAME_NEXT = r"(?:\s+(?:(?:de|van|von|der|del|da|di|la|le|bin|ibn)\s+)*[A-Z][\w.'’-]*)"
_FULL_NAME = rf"[A-Z][\w.'’-]*{_NAME_NEXT}+"


#: the words saying a name is another one someone is known by: "known professionally as",
#: "known by the sobriquet", "known by his stage name", "known by his regnal title"
KNOWN_BY = r"known\s+(?:professionally\s+|mononymously\s+)?(?:as|by\s+(?:the|his|her|" \
    r"their|its)\s+(?:[a-z]+\s+)?(?:sobriquet|nickname|name|title|epithet|moniker|" \
    r"pseudonym))"
#: a name of one word or more ("Aurangzeb", "Muddy Waters")
_ANY_NAME = rf"[A-Z][\w.'’-]*{_NAME_NEXT}*"
#: a sentence opening with one name and saying another is the same bearer's: "McKinley
#: Morganfield (…), known professionally as Muddy Waters", "Muhi-ud-Din Muhammad (…),
#: commonly known by the sobriquet Aurangzeb"
_KNOWN_OTHERWISE = re.compile(
    rf"(?:^|(?<=[.!?]\s))\W*({_FULL_NAME})\s*(?:\([^()]*\))?\s*,?\s+(?:(?:is|was|better|best|also|"
    rf"professionally|popularly|widely|commonly|generally|mononymously)\s+){{0,2}}{KNOWN_BY}"
    rf"\s+(?:the\s+)?({_ANY_NAME})")
#: a sentence opening with a name and the bearer's other names in brackets: "The Riddler
#: (Edward Nigma, later Edward Nygma and Edward Nashton) is …", "Lady Gaga (born Stefani
#: Germanotta; …)"
_NAMES_ASIDE = re.compile(rf"(?:^|(?<=[.!?]\s))\W*(?:The\s+)?((?:\d+\s+(?=[A-Z]))?{_ANY_NAME})"
                          rf"\s*\(([^()]*)\)")
# ("270 Park Avenue (also known as the JPMorgan Chase Tower and formerly the Union Carbide
# Building)")
_ASIDE_JOINS = re.compile(r"\s*(?:[,;]|\b(?:(?:also\s+|commonly\s+)?(?:known|called)\s+as|"
                          r"born|née|n[ée]|later|formerly|also|or|and|birth name)\b:?"
                          r"(?:\s+the\b)?)\s*")


def other_names(text: str) -> list[tuple[str, str]]:
    """The pairs of names ``text`` gives one bearer: a name with the one it is known by
    ("McKinley Morganfield" and "Muddy Waters"), a name with each of the names its
    bracket gives ("The Riddler" and "Edward Nigma"); a bracket holding anything but names
    (dates, a translation) gives none."""
    pairs = [(m.group(1), m.group(2)) for m in _KNOWN_OTHERWISE.finditer(text)]
    for match in _NAMES_ASIDE.finditer(text):
        parts = [p for p in _ASIDE_JOINS.split(match.group(2)) if p]
        if parts and all(re.fullmatch(_FULL_NAME, p) for p in parts):
            pairs += [(match.group(1), p) for p in parts]
    return pairs


def asks_real_name(question: str) -> bool:
    """Whether a question asks the name someone known by another was born with."""
    return _REAL_NAME.match(" ".join(question.split())) is not None


def asks_other_names(question: str) -> bool:
    """Whether a question asks the other names its subject goes by ("What other names does
    X go by?"): one sentence's names, however many, not a list to gather."""
    return _ALSO_NAMED.match(" ".join(question.split())) is not None


def told_by_its_sentence(question: str) -> bool:
    """Whether a question asks what one sentence about its subject says (their real name,
    what kind of thing it is): an answer with no rival readings, whatever else the
    sentences name."""
    plain = " ".join(question.split())
    return asks_real_name(question) or bool(language_asked(plain)) or any(
        ask.match(plain) is not None for ask in (_KIND_OF, _KIND_DONE, _ALSO_NAMED,
                                                 _SIDES_ASKED, _STANDS_FOR, _BLAME_ASKED,
                                                 _BASED_ASKED, _WHEN_HELD_ASKED, _CALLED_ASKED,
                                                 _NICKNAME_ASKED, _FORMER_ASKED, _PART_ASKED,
                                                 _COMMON_NAME_ASKED, _DEGREE_ASKED, _ROUTE_ASKED,
                                                 _PLAYS_INSTRUMENT, _PLAYER_OF, _MEANS_ASKED,
                                                 _MASCOT_ASKED, _RENAMED_ASKED, _GENRE_OF))
    # (its title in French, what its letters stand for, who was held responsible, the
    # nickname inside their name, what it was called before)


#: "What kind of club is Aquinas Old Collegians Football Club?": the noun, then the name
_KIND_OF = re.compile(r"^\W*what\s+(?:kind|type|sort|form|genre|style)\s+of\s+([a-z][\w-]*(?:\s+"
                      r"[a-z][\w-]*)?)\s+(?:is|was|are|were)\s+(?:(?:the|an?)\s+)?(.+?)\W*$",
                      re.I)


#: "What is 270 Park Avenue also called?", "What is another name for the Big Apple?", "By
#: what name is Hohenzollern Castle also known?": the other name its bearer goes by
_ALSO_NAMED = re.compile(
    r"^\W*(?:what\s+(?:is|was|are|were)\s+(?:the\s+)?(.+?)\s+(?:also|otherwise|commonly|"
    r"popularly|sometimes)\s+(?:called|known\s+as|named|referred\s+to\s+as)|"
    r"what\s+else\s+(?:is|was|are|were)\s+(?:the\s+)?(.+?)\s+(?:called|known\s+as|named)|"
    r"what\s+(?:is|was|are|were)\s+(?:the\s+)?(.+?)\s+(?:known|called)\s+on[- ]air(?:\s+as)?|"
    r"what\s+(?:is|was|are|were)\s+(?:an|another|the\s+other|other|(?:the|an)\s+alternat(?:iv)?e)"
    r"\s+(?:names?|titles?)\s+(?:for|of)\s+"
    r"(?:the\s+)?(.+?)|"
    r"what\s+other\s+names?\s+(?:does|do|did)\s+(?:the\s+)?(.+?)\s+(?:have|go\s+by)|"
    r"what\s+other\s+names?\s+(?:is|was|are|were)\s+(?:the\s+)?(.+?)\s+(?:known\s+by|"
    r"called|known\s+as)|"
    r"by\s+what\s+(?:other\s+)?name\s+(?:is|was|are|were)\s+(?:the\s+)?(.+?)\s+"
    r"(?:also\s+)?known)\W*$", re.I)
#: a name as a sentence gives it beside another: capitalised words or figures ("JPMorgan
#: Chase Tower", "30 Rock"), with the small words names hold
_OTHER_NAME = r"[A-Z0-9][\w.'’&-]*(?:(?:\s+(?:(?:of|the|de|and|&|on|in|van|von|del|la|le)\s+)*|" \
    r":\s+)[A-Z0-9][\w.'’&-]*)*"  # (a subtitle too: "Teenage Mutant Ninja Turtles: The …")


#: a title with "or" inside, set off whole: "also known as Man or Mouse, is a 1942 … film"
_OR_TITLE = re.compile(rf"\s+or\s+{_OTHER_NAME}(?=,\s+(?:is|was|are|were)\b|\))")


#: the name a page's opening sentence gives its subject, before what it says of it
_OPENING_NAME = re.compile(r"^\W*(?:The\s+)?([A-Z][\w'’-]*(?:\s+(?:(?:or|and|of|the)\s+)?"
                           r"[A-Z][\w'’-]*)*)(?=\s*\(|,|\s+(?:is|was|are|were)\b)")


#: "What is the English common name of Parkia timoriana?": in which language, of what
_COMMON_NAME_ASKED = re.compile(r"^\W*(?i:what\s+(?:is|are|was)\s+(?:the\s+|an?\s+)?)"
                                r"(?:([A-Z][a-z]+)\s+)?(?i:common\s+names?\s+(?:of|for)\s+"
                                r"(?:the\s+|an?\s+)?)(.+?)\W*$")


def common_name(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> str | None:
    """The common name a sentence gives, in the language asked when one is ("English common
    names include tree bean"); None for another question or when no sentence gives one."""
    match = _COMMON_NAME_ASKED.match(" ".join(question.split()))
    if not match:
        return None
    language = rf"{re.escape(match.group(1))}\s+" if match.group(1) else ""
    given = re.compile(rf"\b{language}common\s+names?\s+(?:include|includes|is|are|being)\s+"
                       r"(?:the\s+)?([^.;,()\"“”]{3,40}?)(?=\s*[.;,()]|\s+and\b|\s*$)", re.I)
    if language:
        return first_match(given, ranked, WORK_DEPTH) or None
    known = re.compile(r"\b(?:commonly|popularly|also)\s+(?:known|called)\s+as\s+(?:the\s+|an?\s+)?"
                       r"((?:[^,;()]{2,40}?,\s+)*[^,;()]{2,40}?(?:,?\s+(?:or|and)\s+[^,;()]{2,40}?)?)"
                       r",\s+(?:is|was|are|were)\b")  # "commonly known as Southwestern white
    # pine, Mexican white pine or Chihuahua white pine, is …": every one
    return first_match(given, ranked, WORK_DEPTH) or first_match(known, ranked, WORK_DEPTH) or \
        None


#: "Which season of The Walking Dead is Killer Within in?": the kind of part, what it is in
_PART_ASKED = re.compile(r"^\W*(?:which|what)\s+(season|series|volume|episode|chapter|book|"
                         r"part|act|movement|stage|round|edition)\s+(?:of\s+.+?\s+)?(?:is|was)\s+"
                         r"(?:the\s+)?(.+?)\s+(?:in|from|on)\W*$", re.I)


def numbered_part(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                  ) -> str | None:
    """The numbered part a thing is in, as the sentence about it words it ("the fourth
    episode of the third season" → third season); None for another question or when no
    sentence of its page or naming it numbers one."""
    match = _PART_ASKED.match(" ".join(question.split()))
    if not match:
        return None
    kind, thing = match.group(1).lower(), match.group(2)
    part = re.compile(rf"\b(?:the\s+)?((?:{_ORDINAL_WORDS}|\d+(?:st|nd|rd|th))\s+{kind}|"
                      rf"{kind}\s+(?:\d+|[IVX]+)\b)", re.I)
    for _, sentence, chunk in ranked[:WORK_DEPTH]:
        found = part.search(sentence)
        if found and thing.lower() in f"{chunk.title} {sentence}".lower():
            return found.group(1)
    return None


#: "What is The Testament of Dr. Mabuse a sequel to?", "Which film is it a remake of?"
_FOLLOWS_ASKED = re.compile(r"^\W*(?:what|which)\s+(?:[a-z]+\s+)?(?:is|was|are|were)\s+.+?\s+"
                            r"(?:a|an|the)\s+(?:direct\s+)?(sequel|prequel|remake|spin-?off|"
                            r"follow-up)\s+(?:to|of)\W*$", re.I)


def followed_work(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                  ) -> str | None:
    """For "What is X a sequel to?" (a prequel, a remake of, a spin-off), the work a best
    sentence says it follows, as titled ('a sequel to Lang's silent film" Dr. Mabuse the
    Gambler"': Dr. Mabuse the Gambler, not Lang); None for another question, or when no
    sentence names one (the votes decide)."""
    asked = _FOLLOWS_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    kind = asked.group(1).lower().replace("-", "-?")
    said = re.compile(rf"\b(?i:{kind})s?\s+(?:to|of)\s+(?:the\s+|an?\s+)?(?:[A-Z][\w.'’-]*(?:\s+"
                      r"[A-Z][\w.'’-]*)*['’]s?\s+)?(?:[a-z\d][\w-]*(?:\s+|(?=[\"“]))){0,3}?(?:[\"“]\s*"
                      r"([^\"”]{2,80}?)\s*[\"”]|((?:[A-Z][\w.'’:-]*)(?:\s+(?:(?:of|the|and|in|a|an|"
                      r"to)\s+)?[A-Z][\w.'’:-]*)*))")
    for _, sentence, _ in ranked[:WORK_DEPTH]:
        found = said.search(sentence)
        if found:
            return without_full_stop((found.group(1) or found.group(2)).strip())
    return None


#: "What title was Ivan Kuchuhura-Kucherenko awarded in 1919?", "Which honour did she
#: receive?": a title or honour conferred on someone
_TITLE_CONFERRED_ASKED = re.compile(
    r"^\W*(?:what|which)\s+(?:honorary\s+)?(?:title|honou?r|award|rank|distinction|accolade)s?\s+"
    r"(?:was|were|is|did|does|has|had)\s+.+?\s+(?:awarded|given|granted|conferred|bestowed|"
    r"receive|received|get|got|win|won|earn|earned|hold|held)\b", re.I)
#: a title a sentence quotes, as typed with the corpus's spaced quotes too ('title" People's
#: artist of Ukraine"')
_TITLE_QUOTED = re.compile(r"[\"“]\s*([A-Z][^\"”]{1,80}?)\s*[\"”]")
_CONFERRING = re.compile(r"\b(?:title|honou?r|award|rank|distinction|accolade)s?\b", re.I)


def title_conferred(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                    ) -> str | None:
    """For "What title was X awarded (in 1919)?", the title a best sentence quotes after
    naming a title or an honour, whole ("People's artist of Ukraine", which reads as the
    name "People's" and a word), the one dated with the question's year when it gives one;
    None for another question, or when no sentence quotes one (the votes decide)."""
    if not _TITLE_CONFERRED_ASKED.match(" ".join(question.split())):
        return None
    year = re.search(r"\b(1[0-9]\d\d|20\d\d)\b", question)
    for _, sentence, _ in ranked[:WORK_DEPTH]:
        named = _CONFERRING.search(sentence)
        if not named:
            continue
        titles = list(_TITLE_QUOTED.finditer(sentence, named.start()))
        if year:
            titles = [t for t in titles if re.match(rf"\s*(?:in\s+|\(\s*|,\s*){year.group(1)}\b",
                                                    sentence[t.end():])]
        if titles:
            return titles[0].group(1).strip()
    return None


#: "What is Joe Malone's nickname?", "What was the nickname of Ivo Lund?": whose
_NICKNAME_ASKED = re.compile(r"^\W*what\s+(?:is|was|'s)\s+(?:the\s+)?(?:(.+?)['’]s?\s+"
                             r"nicknames?|nicknames?\s+of\s+(.+?))\W*$", re.I)


def nickname_given(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                   ) -> str | None:
    """The nickname a page quotes inside the full name of whom a "What is X's nickname?"
    question asks ('Maurice Joseph "Phantom Joe" Malone'); None for another question, or
    when no sentence quotes one (the votes may still find it)."""
    match = _NICKNAME_ASKED.match(" ".join(question.split()))
    if not match:
        return None
    last = (match.group(1) or match.group(2)).split()[-1]
    inside = re.compile(rf"\b(?:[A-Z][\w.'’-]*\s+){{1,3}}({_NICKNAME})"
                        rf"\s+(?:[A-Z][\w.'’-]*\s+){{0,2}}{re.escape(last)}\b")
    found = first_match(inside, ranked, WORK_DEPTH)
    return found.strip("\"“”") if found else None


def also_named(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
               ) -> str | None:
    """None for a question asking no other name of something; else the one a sentence
    gives it ("270 Park Avenue (also known as the JPMorgan Chase Tower and formerly …)",
    "…, also called the Big Apple", the pairs ``other_names`` reads), or "" when none does
    (a name the sentences hold beside it, its architect's, is no answer)."""
    match = _ALSO_NAMED.match(" ".join(question.split()))
    if not match:
        return None
    asked = next(g for g in match.groups() if g).strip()
    # (a kind after the name: "the Apiaceae family" is Apiaceae)
    name = re.sub(r"(?<=[A-Z]\w)(\w*)\s+[a-z]+$", r"\1", asked)
    undated = re.sub(r"^(?:1[5-9]|20)\d\d\s+(?=[A-Z])", "", name)  # ("the 2003 Teenage Mutant
    # Ninja Turtles series": its page says "Teenage Mutant Ninja Turtles (also known as …")
    known = f"{re.escape(asked)}|{re.escape(name)}|{re.escape(undated)}"
    return _also_named(asked, name, undated, known, ranked)


def _also_named(asked: str, name: str, undated: str, known: str,
                ranked: Sequence[tuple[float, str, RetrievedChunk]], titled: bool = False
                ) -> str:
    """``also_named`` for the name asked as ``known`` (a pattern of its forms); then, once,
    as a page's own title that the question writes all the words of ("Pilot (Will &
    Grace)" for "the Will & Grace pilot": '"Pilot" (also known as "Love and Marriage")')."""
    beside = re.compile(
        rf"(?i:{known})\b(?:\s*\(|,)?\s*(?:which\s+is\s+|is\s+|was\s+)?(?:later\s+|now\s+)?(?:also|otherwise|"
        rf"commonly|popularly|often|sometimes|better|widely)?\s*(?:known|called|named|referred"
        rf"\s+to|nicknamed)\s+(?:collectively\s+|jointly\s+)?(?:on[- ]air\s+)?(?:as\s+)?"
        rf"(?:simply\s+|just\s+)?(?:the\s+)?[\"“]?({_OTHER_NAME})")  # ("also referred to
    # collectively as …", "also known as simply Tomb Raider")
    # a common name in lower case, said later of a sentence's subject: "Apiaceae or
    # Umbelliferae, is a family … commonly known as the celery, carrot or parsley family"
    common = re.compile(
        rf"^\W*(?:The\s+)?(?i:{known})\b[^.;]{{0,200}}?\b(?:commonly|popularly|also|often|"
        rf"usually|informally)\s+(?:known\s+as|called|referred\s+to\s+as)\s+"
        rf"((?:the\s+)?[^.;()\"“”]{{3,60}}?)(?=\s*[.;()]|\s*$|,\s+(?:and|which|is|was|but)\b|"
        # (not a name it is called wrongly: "dimethyl carbinol or, incorrectly, isopropanol")
        rf",?\s+or,?\s+(?:incorrectly|wrongly|erroneously|mistakenly)\b)")
    # "His name was sometimes given as Sir Robert Mansfield and Sir Robert Maunsell" on the
    # page of the one asked
    given = re.compile(rf"^\W*(?:(?:His|Her|Its|Their)|(?i:{known})['’]s?)\s+names?\s+(?:is|was|"
                       rf"were|are|has\s+been)\s+(?:also\s+|sometimes\s+|often\s+|variously\s+)?"
                       rf"(?:given|written|spelled|spelt|rendered|recorded)\s+as\s+({_OTHER_NAME}"
                       rf"(?:(?:,\s+|,?\s+(?:and|or)\s+){_OTHER_NAME})*)")
    # a name quoted after what it is called, of a sentence's subject: "Holi is popularly
    # known as the Indian "festival of spring""; a name set off after "also": "Terringzean
    # Castle, also Taringzean, pronounced 'Tringan', is …"
    quoted = re.compile(
        rf"^\W*(?:The\s+)?(?i:{known})\b[^.;]{{0,80}}?\b(?:(?:also|otherwise|commonly|popularly|"
        rf"often|sometimes|better|widely)\s+)?(?:known|called|named|nicknamed)\s+(?:as\s+)?"
        rf"(?:the\s+)?(?:[A-Z][\w-]*\s+)?[\"“]([^\"”]{{3,60}}?)[,.]?[\"”]|"
        rf"^\W*(?:The\s+)?(?i:{known}),\s+also\s+[\"“]?({_OTHER_NAME})[\"”]?,")
    years = set(years_in(asked))
    for _, sentence, chunk in ranked[:WORK_DEPTH]:
        if years and set(years_in(chunk.title)) - years:
            continue  # ("… (2012 TV series)" names the 2012 one, not the 2003 one asked)
        found = quoted.search(sentence)
        if found:
            return next(g for g in found.groups() if g)
        opening = _OPENING_NAME.match(sentence) if same_name(
            chunk.title, re.sub(r"^(?:an?|the)\s+", "", asked, flags=re.I)) and \
            chunk.text.startswith(sentence[:40]) else None
        if opening and not set(tokenize(opening.group(1))) <= set(tokenize(asked)):
            return opening.group(1)  # the page on "Cassette tape" opens with "The Compact
            # Cassette or Musicassette (MC), also commonly called …"
        found = beside.search(sentence)
        if found and found.group(1).lower() not in (asked.lower(), name.lower(),
                                                     undated.lower()):
            whole = _OR_TITLE.match(sentence, found.end(1))
            return found.group(1) + (whole.group(0) if whole else "")
        found = given.search(sentence)
        if found and re.search(rf"(?i:{known})", f"{chunk.title} {chunk.text[:200]}"):
            return without_full_stop(found.group(1))
        told = next((other for one, other in other_names(sentence)
                     if one.lower() in (asked.lower(), name.lower()) and
                     other.lower() not in (asked.lower(), name.lower())), "")
        if told:
            return told
    said = next((found.group(1) for _, sentence, _ in ranked[:WORK_DEPTH]
                 if (found := common.search(sentence))), "")
    if said or titled:
        return said
    words = set(tokenize(asked))
    pages = [plain_title(c.title) for _, _, c in ranked[:WORK_DEPTH]
             if c.title and c.title.lower() != asked.lower() and set(tokenize(c.title)) <= words]
    page = next(iter(pages), "")
    return _also_named(page, page, page, re.escape(page), ranked, titled=True) if page else ""


#: "What was Dead by Sunrise called before?", "What was the band's former name?": the name
#: its bearer had before the one it has
_FORMER_ASKED = re.compile(
    r"^\W*what\s+(?:is|was|were|are)\s+(?:(?:the\s+)?(?:former|previous|original|old|earlier)"
    r"\s+names?\s+of\s+.+?|.+?['’]s?\s+(?:former|previous|original|old|earlier)\s+names?|"
    r".+?\s+(?:(?:formerly|originally|previously|first|once)\s+(?:called|known\s+as|named|"
    r"titled)|(?:called|known\s+as|named|titled)\s+(?:before(?:\s+\d{4})?|previously|formerly|"
    r"originally|at\s+first)))\W*$", re.I)  # ("What was Exxon called before 1972?", "What was
# In the Ghetto originally titled?")
#: the letters a ship's name is written after ("originally MV "Monte Rosa"": the name is
#: Monte Rosa, "MV" only says it was a motor vessel)
_SHIP = r"(?:MV|MS|MY|SS|RMS|HMS|HMT|HMAS|HMCS|HMNZS|USS|USNS|USCGC|SMS|TS|PS)"
#: a name a sentence says its bearer had before: "(formerly known as Snow White Tan)"
_FORMERLY = re.compile(rf"\b(?:(?i:formerly|originally|previously)|(?:prior\s+to|before|until)\s+"
                       rf"\d{{4}},?(?=\s+(?:known|called|named)))\s+(?:(?:[\w'’-]+\s+){{0,10}}?"
                       rf"(?:known\s+as|called|named|titled)\s+)?(?:the\s+)?(?:{_SHIP}\s+)?"
                       rf"[\"“]?({_OTHER_NAME})")
#: the name a sentence says its bearer went by up to a year: "The Australian Football League
#: (AFL), known as the Victorian Football League (VFL) until 1990"
_KNOWN_UNTIL = re.compile(rf"\b(?:known\s+as|called|named)\s+(?:the\s+)?[\"“]?({_OTHER_NAME})"
                          r"[\"”]?(?:\s*\([^()]{1,20}\))?,?\s+(?:until|till|before|prior\s+to)\s+"
                          r"(?:\w+\s+)?\d{4}\b")
# ("Court Square was originally a captive private equity firm within Citigroup known as
# Citigroup Venture Capital Equity Partners")
# ("Exxon Corporation, prior to 1972 known as Standard Oil Company of New Jersey")


def former_name(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> str | None:
    """None for a question asking no former name; else the name a best sentence says its
    bearer had before ("Snow White Tan" of "Dead by Sunrise (formerly known as Snow White
    Tan) was …"), or "" when none says (the name it has now is no answer). Someone's
    "original name" none says they had before may be the one they were born with
    (``real_name``)."""
    if not _FORMER_ASKED.match(" ".join(question.split())):
        return None
    found = first_match(_FORMERLY, ranked, WORK_DEPTH) or \
        first_match(_KNOWN_UNTIL, ranked, WORK_DEPTH) or ""
    return None if not found and asks_real_name(question) else found


#: "When is the Epcot Food and Wine Festival?": when an event held again and again falls
_WHEN_HELD_ASKED = re.compile(r"^\W*when\s+(?:is|are)\s+(?:the\s+)?(.+?\b(?:Festival|Parade|Fair|"
                              r"Carnival|Day|Week|Month|Marathon|Holiday|Feast|Celebration)s?)"
                              r"(?:\s+(?:held|celebrated|observed))?\W*$", re.I)
#: when a thing held every year falls: a month, a season, a part of the week or year
_TIME_OF_YEAR = rf"(?:{MONTH}|spring|summer|autumn|fall|winter|weekends?|weeks?|days?|months?|" \
    r"years?|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Easter|Christmas)"
_HELD_SAID = re.compile(r"\b(?:runs|is\s+held|are\s+held|takes\s+place|take\s+place|occurs|"
                        r"is\s+celebrated|are\s+celebrated|falls|is\s+observed)\s+(?:(?:typically|"
                        r"usually|normally|generally|annually|traditionally|each\s+year|every\s+"
                        r"year)\s+)?((?:from|in|on|between|during|every|each)\s+[^.;,]{3,60}?)"
                        r"(?=\s*[,.;]|\s+(?:though|although|but|and\s+(?:is|has))\b|$)", re.I)


def when_held(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
              ) -> str | None:
    """For "When is <an event held every year>?", when a best sentence about it says it
    falls ("It runs typically from late September to mid-November" → "from late September
    to mid-November"), not one year's dates; None for another question or when none says."""
    asked = _WHEN_HELD_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    terms = key_terms(asked.group(1))
    timed = re.compile(rf"\b(?:held|takes?\s+place|celebrated|observed|runs)\b[^.;]*?\b("
                       rf"(?:over|during|in|on|every|each|from)\s+[^.;,]{{0,50}}?\b"
                       rf"{_TIME_OF_YEAR}\b[^.;,]{{0,30}}?)(?=\s*[,.;]|$)", re.I)
    for _, sentence, chunk in ranked[:VOTED]:
        if overlap(terms, f"{chunk.title} {sentence}") < 0.5:
            continue
        found = _HELD_SAID.search(sentence)  # (not "held in New Haven": where, not when)
        if found and re.search(rf"\b{_TIME_OF_YEAR}\b", found.group(1), re.I):
            return found.group(1)
        found = timed.search(sentence)  # "held in New Haven, over a weekend in … June"
        if found:
            return found.group(1)
    return None


_OFTEN = re.compile(r"\b(?:(?:once|twice)\s+(?:an?|every|each|per)\s+(?:\w+\s+)?(?:day|week|month|"
                    r"season|year|decade|century)s?|every\s+(?:\d[\d.,]*(?:\s*(?:–|-|to|or)\s*"
                    r"\d[\d.,]*)?\s+|other\s+|two\s+|three\s+|four\s+|five\s+|six\s+|ten\s+|few\s+|"
                    r"several\s+)?(?:day|week|month|season|year|decade|century)s?|annually|biennially|"
                    r"triennially|yearly|monthly|weekly|daily|quarterly|biannually)\b", re.I)


def from_aside(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
               ) -> str | None:
    """For "Where is X from?", the place a sentence puts in brackets after X's name ("Beat
    Happening (from Olympia, Washington)"); None when none does or another is asked."""
    match = re.match(r"^\W*where\s+(?:is|are|was|were)\s+(?:the\s+)?(.+?)\s+from\W*$",
                     " ".join(question.split()), re.I)
    if not match:
        return None
    aside = re.compile(rf"\b(?i:{re.escape(match.group(1))})\s*\(\s*(?:from|of)\s+"
                       rf"([A-Z][^()]{{1,60}}?)\s*\)")
    return first_match(aside, ranked, VOTED)


def how_often(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
              ) -> str | None:
    """For "How often is X held?", the interval one of the best sentences gives ("held every
    four years in Moscow" → "every four years"), or "" when none does; None for any other
    question."""
    if not re.match(r"^\W*how\s+(?:often|frequently)\b", question, re.I):
        return None
    return next((found.group(0) for _, sentence, _ in ranked[:VOTED]
                 if (found := _OFTEN.search(sentence))), "")


#: "What was The Clown and Automobile released as in the United Kingdom?": the title a work
#: had in a place
_TITLED_IN_ASKED = re.compile(r"^\W*(?:what|which\s+title)\s+(?:is|was|were|are)\s+(.+?)\s+"
                              r"(?:released|known|titled|called|shown|published)(?:\s+as)?\s+in\s+"
                              r"(?:the\s+)?(.+?)\W*$", re.I)


def titled_in(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
              ) -> str | None:
    """None for a question asking no title a work had in a place; else the one a sentence
    gives ("… and in the United Kingdom as The Clown and Motor Car"), or "" when none does."""
    match = _TITLED_IN_ASKED.match(" ".join(question.split()))
    if not match:
        return None
    place = re.escape(match.group(2))
    pattern = re.compile(rf"\b(?:in|for)\s+(?:the\s+)?(?i:{place})\s+(?:as|under\s+the\s+title)\s+"
                         r"[\"“]?([A-Z][^,;()\"”]{0,60}?)[\"”]?(?=\s*[),;]|\s+(?:is|was)\b|"
                         r"\.?\s*$)")  # (a title in any case: "Aimez-vous Brahms?")
    found = first_match(pattern, ranked, WORK_DEPTH)
    return found or ""


#: "Where is Kangiqsujuaq Airport located?": where a thing is, of a named thing
_WHERE_LOCATED = re.compile(r"^\W*where\s+(?:is|was|are|were)\s+(?:the\s+)?(.+?)(?:\s+(?:located|"
                            r"situated|found))?\W*$", re.I)
_DIRECTION = r"(?:north|south|east|west)(?:[- ]?(?:north|south|east|west))?(?:ward)?"


def placed_beside(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                  ) -> str | None:
    """For "where is X?", the place its own page's best sentence gives only by what it lies
    beside ("Kangiqsujuaq (Wakeham Bay) Airport is located southeast of Kangiqsujuaq,
    Quebec, Canada" → "southeast of Kangiqsujuaq, Quebec, Canada"), whose town the question
    names already; None for any other question or sentence (the votes decide)."""
    match = _WHERE_LOCATED.match(" ".join(question.split()))
    if not match or not ranked:
        return None
    name = match.group(1)
    own = next(((s, c) for _, s, c in ranked[:VOTED]
                if set(tokenize(name)) <= set(tokenize(c.title)) or
                re.search(rf"\b{re.escape(name)}\b", s, re.I)), None)
    if own is None:
        return None  # (its own page: "Kangiqsujuaq (Wakeham Bay) Airport")
    sentence = own[0]
    place = r"[A-Z][\w'’.-]*(?:[ -][A-Z][\w'’.-]*)*"
    found = re.search(rf"\b(?:located|situated|lies|sits)\s+(?:(?:about|approximately|some)\s+)?"
                      rf"(?:[\d.,]+\s*(?:km|kilometres|kilometers|mi|miles|m)\s+)?"
                      rf"(?i:({_DIRECTION}))\s+of\s+((?:the\s+)?{place}(?:,\s*{place}){{0,2}})",
                      sentence)
    if found is None or re.search(r"\b(?:located|situated|lies|sits)\s+(?:in|at|on)\s+[A-Z]",
                                  sentence):
        return None  # (one placed "in" a town is answered by it)
    return without_full_stop(sentence[found.start(1):found.end(2)])


def without_full_stop(name: str) -> str:
    """A name without the full stop of the sentence it ended ("Standard Oil Company of New
    Jersey." → …; "D.C." keeps its)."""
    return re.sub(r"(?<=[a-z]{2})\.$", "", name)


def first_match(pattern: re.Pattern[str], ranked: Sequence[tuple[float, str, RetrievedChunk]],
                depth: int) -> str | None:
    """The first group of ``pattern`` that matched (one of its alternatives') in the first
    of the ``depth`` best sentences holding it (without the sentence's full stop); None when
    none does."""
    return next((without_full_stop(next(g for g in found.groups() if g is not None))
                 for _, sentence, _ in ranked[:depth] if (found := pattern.search(sentence))),
                None)


#: "Who is the Sir Matt Busby Sports Complex named after?", "What is it named for?"
_NAMED_AFTER_ASKED = re.compile(r"^\W*(?:who|what|whom)\s+(?:is|was|are|were)\s+.+?\s+named\s+"
                                r"(?:after|for)\W*$|^\W*after\s+(?:whom|what)\s+(?:is|was)\s+"
                                r".+?\s+named\W*$", re.I)
#: what a sentence says a thing is named after: "It is named in honour of Sir Matt Busby"
_NAMED_AFTER = re.compile(rf"\b(?:[Nn]amed\s+(?:in\s+hono(?:u)?r\s+of|after|for)|name\W{{0,4}}\s+"
                          rf"(?:was\s+|is\s+)?(?:taken|derived|comes?|came)\s+from)\s+"
                          rf"(?:the\s+)?({_OTHER_NAME})")


def namesake_of(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> str | None:
    """The name a best sentence says the thing a "who is X named after?" question asks of
    is named after or in honour of ("Sir Matt Busby", not Manchester United, the club he
    managed; "The name was taken from the Niger River"); None for another question, or
    when no sentence says so (the votes decide)."""
    if not _NAMED_AFTER_ASKED.match(" ".join(question.split())):
        return None
    terms = [t for t in key_terms(question) if t not in ("named", "name")]  # (a sentence on
    # the thing asked, not another's namesake: "Howard Buffett" for the Graham number)
    on_it = [(score, s, c) for score, s, c in ranked if overlap(terms, f"{c.title} {s}") == 1.0]
    return first_match(_NAMED_AFTER, on_it or ranked, VOTED)  # (a chain's page need not
    # name where the chain began: "the country where Ossa is located")


#: a part of a work a "who" question asks the author of: "Who wrote the music for …?"
_CREDIT = r"music|lyrics|score|book|libretto|screenplay|script|soundtrack|choreography"
_CREDIT_ASKED = re.compile(rf"^\W*who\s+(?:wrote|writes|written|composed|composes|did|does|"
                           rf"made|makes|created|penned|scored)\s+(?:the\s+)?({_CREDIT})\s+"
                           rf"(?:for|of|to|in|on)\b", re.I)
#: one person's name, or two joined: "Gary Barlow and Eliot Kennedy"
_PERSON = rf"[A-Z][\w.'’-]*{_NAME_NEXT}{{0,3}}"


def credited(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str | None:
    """Who a best sentence credits with the part of a work a question asks for ("Gary
    Barlow and Eliot Kennedy" of "a musical with music and lyrics by Gary Barlow and Eliot
    Kennedy and a book by James Graham adapted from the play … by Allan Knee"); None for
    another question, or when no sentence credits it (the votes decide)."""
    asked = _CREDIT_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    part = asked.group(1).lower()
    parts = rf"(?:{_CREDIT})(?:\s*(?:,|and|&)\s*(?:{_CREDIT}))*"
    by = re.compile(rf"\b(?i:{parts})\s+(?:(?:was|were|is|are)\s+)?(?:(?:written|composed|"
                    rf"created|done|provided)\s+)?by\s+({_PERSON}(?:,?\s+(?:and|&)\s+"
                    rf"{_PERSON})?)")
    for _, sentence, _ in ranked[:VOTED]:
        for found in by.finditer(sentence):
            if re.search(rf"\b{part}\b", found.group(0), re.I):
                return found.group(1).rstrip(".")  # (the sentence's full stop)
    return None


#: "Who was called the Father of the Blues?": whom a sentence gives that name
_CALLED_ASKED = re.compile(r"^\W*who\s+(?:is|was|are|were)\s+(?:(?:often|also|first|popularly|"
                           r"widely)\s+)?(?:called|known\s+as|nicknamed|dubbed|hailed\s+as)\s+"
                           r"(?:the\s+)?[\"“']?(.+?)[\"”']?\W*$", re.I)


def called_so(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
              ) -> str | None:
    """For "Who was called the Father of the Blues?", whom a best sentence gives that very
    name: the person whose page says it ("W. C. Handy … called himself the Father of the
    Blues"), not one called "the father of modern Chicago blues"; None for another
    question, "" when no sentence gives it whole."""
    asked = _CALLED_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    name = re.escape(asked.group(1))
    given = re.compile(rf"\b(?:called|known\s+as|nicknamed|dubbed|hailed\s+as|styled)\s+"
                       rf"(?:(?:himself|herself|themselves|him|her|them)\s+)?(?:as\s+)?(?:the\s+)?"
                       rf"[\"“']?{name}[\"”']?(?![\w'’-]|\s+[A-Z])", re.I)
    for _, sentence, chunk in ranked[:WORK_DEPTH]:
        if given.search(sentence) and (LIFESPAN.search(chunk.text) or
                                       re.search(r"\(\s*born\b", chunk.text)):  # a life's page
            opening = re.match(r"^\W*([A-Z][^()]{2,60}?)\s*\(", chunk.text)  # as the page
            # writes it: "William Christopher Handy (November 16, 1873 – …"
            return opening.group(1) if opening else re.sub(r"\s*\([^)]*\)$", "", chunk.title)
    return ""


#: "Who fought in the Battle of Calabria?": the sides of a fight, however many
_FIGHT_ASKED = (r"who\s+(?:fought|battled|clashed|(?:was|were)\s+involved|took\s+part|"
                r"participated)\s+in\s+(?:the\s+)?(?:[\w'’.–-]+\s+){0,6}?(?:battle|war|siege|"
                r"conflict|campaign|engagement|skirmish|clash|invasion|uprising|rebellion)"
                r"(?:\s+(?:of|at|for)\s+(?:the\s+)?[\w'’.–-]+(?:\s+[\w'’.–-]+){0,3})?")
#: "Who played in the 2018 Champions League Final?": the two sides of a match
_SIDES_ASKED = re.compile(r"^\W*(?:who\s+(?:played|plays|competed|competes|contested|met|faced|"
                          r"was|were|is|are)\s+(?:in|at)\s+(?:the\s+)?(?:[\w'’.–-]+\s+){0,6}?"
                          r"(?:final|finals|match|game|bowl|series|championship\s+game|"
                          r"rivalry|derby|classic)(?:\s+(?:[IVXLC]+|\d{1,4}))?|"  # ("Super Bowl
                          # XXXVII", "the 1966 World Cup final")
                          # "Which teams play in the Battle of the Blue?": a match by its name
                          r"(?:which|what)\s+(?:two\s+)?(?:teams|sides|clubs|schools|colleges|"
                          r"universities|countries|nations)\s+(?:played|plays|play|competed|"
                          r"compete|competes|contested|contest|met|meet|faced|face)\s+(?:in|at)\s+"
                          r"(?:the\s+)?(?:[\w'’.–-]+\s+){0,6}?[\w'’.–-]+|"
                          rf"{_FIGHT_ASKED})\W*$",
                          re.I)
#: where a sentence gives them: "… between Spanish side Real Madrid, …, and English side
#: Liverpool", "contested by England and West Germany"
_BETWEEN = re.compile(r"\b(?:between|contested\s+by|played\s+(?:[a-z]+ly\s+)?by|fought\s+by)\s+"
                      r"([^.;]{3,240})")
_SIDE_NAME = re.compile(r"(?<![\w'’-])(?!(?:The|A|An)\b)[A-Z][\w'’.-]*(?:\s+(?:de|of|the|and)\s+"
                        r"[A-Z][\w'’.-]*|\s+[A-Z][\w'’.-]*)*")


#: a clause naming sides and nothing else: "the Italian Royal Navy and the British Royal Navy
#: and the Royal Australian Navy"
_SIDE_WORDS = r"(?:the\s+)?[A-Z][\w'’.-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\w'’.-]*)*"
_ONLY_SIDES = re.compile(rf"({_SIDE_WORDS}(?:\s*,\s*{_SIDE_WORDS})*(?:,?\s+and\s+{_SIDE_WORDS})+)"
                         r"\s*(?:[,.]|$|\s+(?:in|on|at|during|from|near|off)\b)")
_DESCRIBING_SIDE = re.compile(r"\)?(?:\s*\([^()]*\))?\s+(?:side|team|club|outfit|champions?|"
                              r"giants)\b")  # ("the American Football Conference (AFC)
# champion Oakland Raiders")


def sides_met(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str | None:
    """The two sides a best sentence says a match asked of was played between ("Real Madrid
    and Liverpool" of "… between Spanish side and defending champions Real Madrid, who had
    won …, and English side Liverpool"); None for another question, or when no sentence
    names two (the votes decide)."""
    if not _SIDES_ASKED.match(" ".join(question.split())):
        return None
    asked = question.lower()
    fight = re.match(rf"\W*{_FIGHT_ASKED}", " ".join(question.split()), re.I) is not None
    for _, sentence, _ in ranked[:VOTED]:
        for found in _BETWEEN.finditer(sentence):
            said = found.group(1)
            if fight:  # (a fight's side named again in its own language: '("Regia
                # Marina")'; the names alone, not when: "… and Japan in June 1942")
                only = _ONLY_SIDES.match(re.sub(r"\s*\([^()]*\)", "", said))
                if not only:
                    continue  # "between the Norman-French army of William, …, and an
                    # English army under …": sides described, not named (the votes decide)
                said = only.group(1)
            names = [n for m in _SIDE_NAME.finditer(said)
                     if not _DESCRIBING_SIDE.match(said, m.end())  # "Spanish side"
                     for i, n in enumerate(re.split(r"\s+and\s+", m.group(0)))
                     if n not in DEMONYMS and n.lower() not in asked and not (
                         i == 0 and re.search(r"\bof\s+(?:the\s+)?$", said[:m.start()]))]
            # (nor whose team a side is: "… football team of Boise State University")
            sides = list(dict.fromkeys(names))
            if fight and len(sides) > 2:  # "between the Italian Royal Navy and the British
                # Royal Navy and the Royal Australian Navy": every side
                return f"{', '.join(sides[:-1])} and {sides[-1]}"
            if len(sides) >= 2:
                return f"{sides[0]} and {sides[1]}"
    return None


#: "What genre is Hellogoodbye?": the kind of music a band is (its genre), then the band
_GENRE_OF = re.compile(r"^\W*what\s+(?:musical\s+)?(genre)\s+(?:of\s+music\s+)?(?:is|are|was|"
                       r"were)\s+(?:the\s+)?(.+?)\W*$", re.I)
#: "What kind of music does Blood Stain Child play?": the kind, then the name doing it
_KIND_DONE = re.compile(r"^\W*what\s+(?:kind|type|sort|genre|style)s?\s+of\s+([a-z][\w-]*)\s+"
                        r"(?:does|do|did)\s+(?:the\s+)?(.+?)\s+(?:play|perform|make|write|"
                        r"sing|record|produce|serve|sell|cook|offer|brew|publish|build)\W*$",
                        re.I)
#: what a name doing a kind of thing is said to be: "… is a Japanese heavy metal band"
_MAKER = (r"band|group|duo|trio|quartet|singer|rapper|musician|artist|orchestra|ensemble|"
         r"producer|songwriter|singer-songwriter|composer|guitarist|pianist|DJ|restaurant|"
         r"company|chain|brewery|label|manufacturer|maker|firm|studio|publisher|bakery|café|"
         r"cafe|shop|store|winery|distillery")


#: "What format does WOXL-FM broadcast?", "Which title did Vince Phillips hold?": the kind,
#: the name, the verb
_FORMAT_DONE = re.compile(r"^\W*(?:what|which)\s+(format|genre|style|title|belt|degree|rank)\s+"
                          r"(?:does|do|did|has|have|had)\s+(?:the\s+)?(.+?)\s+([a-z]{3,})\W*$",
                          re.I)
#: kinds a sentence describes by the words before them, which are the answer
_DESCRIBED_KINDS = frozenset(("format", "genre", "style"))


def format_done(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> str | None:
    """None for a question asking no "what format does <name> <verb>?" (or title, belt,
    degree, rank); else what a sentence on the name has it do to one of the kind: the words
    before it ("Hot adult contemporary" of "… broadcasts a Hot adult contemporary music
    format"), or the title whole ("IBF junior welterweight title" of "He held the IBF
    junior welterweight title from 1997"); "" when none does (the town a station serves is
    no format, the champion beaten no title)."""
    match = _FORMAT_DONE.match(" ".join(question.split()))
    if not match:
        return None
    noun, name, verb = match.group(1).lower(), match.group(2), stem(match.group(3).lower())
    kind = re.compile(rf"\s+(?:an?|the|its|their|his|her)\s+((?:[\w'’-]+\s+){{1,5}}?)"
                      rf"(?:music\s+)?({noun}s?)\b", re.I)
    for _, sentence, chunk in ranked[:WORK_DEPTH]:
        if overlap(key_terms(name), f"{chunk.title} {sentence}") < 1.0:
            continue
        for word in re.finditer(r"[A-Za-z]+", sentence):
            if stem(word.group(0).lower()) != verb:
                continue
            found = kind.match(sentence, word.end())
            if found:
                said = found.group(1).strip()
                return said if noun in _DESCRIBED_KINDS else f"{said} {found.group(2)}"
    return ""


def kind_done(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
              ) -> str | None:
    """None for a question asking no "what kind of <noun> does <name> <verb>?"; else the
    words a sentence describes the name by before what it is ("heavy metal" of "Blood Stain
    Child … is a Japanese heavy metal band": music has no nation), or "" when no sentence
    does (no other name the sentences hold answers it: not "Osaka", where the band is
    from)."""
    match = _KIND_DONE.match(" ".join(question.split())) or \
        _GENRE_OF.match(" ".join(question.split()))
    if not match:
        return format_done(question, ranked)
    noun, name = match.group(1).lower(), match.group(2)
    special = re.compile(rf"(?i:{re.escape(name)})\b[^.;]{{0,160}}?\bspeciali[sz](?:es|ed|ing)\s+"
                         r"in\s+([^.;:()]{3,100}?)(?=\s+(?:from|by|with|for|such|at)\b|\s*[.;:(]|$)")
    told = first_match(special, ranked, WORK_DEPTH)
    if told:  # "… is a chamber orchestra … that specializes in traditional Viennese waltzes,
        return told  # polkas, marches and operetta arias": the music, not the orchestra's kind
    said = re.compile(rf"(?i:{re.escape(name)})\b[^.;]{{0,80}}?\s(?:is|was|are|were)\s+(?:an?|"
                      rf"the)\s+((?:[\w'’-]+\s+){{0,6}}?)(?i:{_MAKER})s?\b")
    for _, sentence, _ in ranked[:WORK_DEPTH]:
        found = said.search(sentence)
        words = found.group(1).split() if found else []
        while words and noun in ("music", "genre") and (
                words[0] in DEMONYMS or words[0] in COMPASS or words[0].isdigit() or
                words[0].lower() in ("popular", "famous", "former", "well-known")):
            words = words[1:]  # music has no nation nor year
        if words:
            return " ".join(words)
    return ""


_REPLACED_ASKED = re.compile(r"^\W*what\s+(?:replaced|succeeded|superseded)\s+(?:the\s+)?(.+?)\W*$",
                             re.I)


def replaced_by(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> str | None:
    """None for a question asking no "What replaced X?"; else what a sentence on X says it
    was replaced by ("… was abolished by Act of Parliament in 1828 and replaced by a
    Resident Committee for Scientific Advice for the Admiralty consisting of three
    scientific advisors: Thomas Young, …" → the committee, not its first member), or None
    when none says (the votes decide)."""
    asked = _REPLACED_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    terms = key_terms(asked.group(1))
    said = re.compile(r"\b(?:replaced|succeeded|superseded)\s+(?:in\s+\d{4}\s+)?by\s+"
                      r"(?:an?\s+|the\s+)?([A-Z][\w'’-]*(?:\s+(?:(?:of|for|the|and|on|in|de)\s+)*"
                      r"[A-Z][\w'’-]*)*)")
    for _, sentence, chunk in ranked[:VOTED]:
        found = said.search(sentence)
        if found and overlap(terms, f"{chunk.title} {sentence}") == 1.0:
            return found.group(1)
    return None


#: "What is the Conestoga River a tributary of?", "What is Olympia the capital of?": the
#: subject, and what it is of the answer
_RELATION_ASKED = re.compile(r"^\W*(?:what|which)\s+(?:is|was|are|were)\s+(?:the\s+)?(.+?)\s+"
                             r"(?:an?|the)\s+((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+of\W*$",
                             re.I)


#: "Where does the Little Dolores River flow into?": the river, and how it runs into another
_FLOWS_ASKED = re.compile(r"^\W*(?:where|into\s+(?:what|which)(?:\s+\w+)?)\s+(?:does|did|do)\s+"
                          r"(?:the\s+)?(.+?)\s+(flow|empty|drain|discharge)(?:\s+(?:in)?to)?\W*$",
                          re.I)


def relation_of(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> str | None:
    """None for a question asking no "What is X a <noun> of?" (nor where a river flows
    into); else the name a sentence on X gives after "<noun> of" ("… is a tributary of the
    Susquehanna River": not the river's other name, "also referred to as Conestoga Creek")
    or "flows into", or None when none gives it (the votes decide)."""
    typed = " ".join(question.split())
    asked = _RELATION_ASKED.match(typed)
    flowing = _FLOWS_ASKED.match(typed)
    if not asked and not flowing:
        return None
    terms = key_terms(asked.group(1) if asked else flowing.group(1))
    relation = rf"\b(?i:{re.escape(asked.group(2))})s?\s+of" if asked else \
        rf"\b(?i:{flowing.group(2)})(?:s|ed|es)?\s+(?:[a-z]+\s+)?(?:in)?to"  # ("flows north
    # into the Colorado River")
    said = re.compile(rf"{relation}\s+(?:the\s+)?"
                      # (past the kind of place: "the U.S. state of Washington")
                      rf"(?:(?:[A-Z][\w.]*\s+)?{_PLACE_KINDS}\s+of\s+(?:the\s+)?)?"
                      r"([A-Z][\w'’.-]*(?:\s+(?:(?:of|the|and|de|du|la|von)\s+)*"
                      r"[A-Z][\w'’.-]*)*)")
    # (or a thing in lower case: "a reimagining of the 1965 series of the same name")
    described = re.compile(rf"{relation}\s+((?:the|an?)\s+(?:\d{{4}}\s+)?[a-z][^,;.()]{{2,50}}?)"
                           r"(?=\s*[,;.(]|\s+(?:which|that|who|and|but|following)\b)") \
        if asked else None
    for _, sentence, chunk in ranked[:VOTED]:
        if overlap(terms, f"{chunk.title} {sentence}") < 1.0:
            continue
        found = said.search(sentence)
        if found and not set(tokenize(found.group(1))) <= set(terms):
            return found.group(1)
        found = described.search(sentence) if described else None
        if found and not re.search(r"[A-Z]", found.group(1)):
            return found.group(1)
    return None


def kind_described(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                   ) -> str | None:
    """None for a question asking no "what kind of <noun> is <name>?" (nor what kind of thing
    a name does: ``kind_done``); else the noun with the words a sentence describes the name
    by ("amateur Australian rules football club" of "… Football Club, nicknamed the Bloods,
    is an amateur Australian rules football club"), or "" when no sentence does."""
    match = _KIND_OF.match(" ".join(question.split()))
    if not match:
        return kind_done(question, ranked)
    noun, name = match.group(1).lower(), match.group(2)
    said = re.compile(rf"(?i:{re.escape(name)})\b[^.;]{{0,80}}?\s(?:is|was|are|were)\s+(?:an?|"
                      rf"the)\s+((?:[\w'’-]+\s+){{0,6}}?(?i:{re.escape(noun)})s?)\b")
    # "Twisties are a type of cheese curl, corn-based snack food": the kind is what follows
    typed = re.compile(rf"(?i:{re.escape(name)})\b[^.;]{{0,80}}?\s(?:is|was|are|were)\s+(?:an?|"
                       rf"the)\s+(?:[\w-]+\s+)?(?:type|kind|form|variety|sort|style)\s+of\s+"
                       rf"((?:[\w'’-]+\s+){{0,3}}?[\w'’-]+)(?=\s*[,.;(]|\s+(?:that|which|with|"
                       rf"from|in|made|available|and|sold|produced|found|used|for)\b)")
    for _, sentence, _ in ranked[:WORK_DEPTH]:
        found = said.search(sentence) or typed.search(sentence)
        if found and found.group(1).lower() != noun:
            return found.group(1)
    return ""


def real_name(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
              ) -> str | None:
    """None for a question asking no one's real name; else the name a sentence says the
    person asked about was born with or goes by otherwise ("McKinley Morganfield (…), known
    professionally as Muddy Waters", "Lady Gaga (born Stefani Germanotta; …)"), or "" when
    none does (another name the sentences hold is no answer)."""
    match = _REAL_NAME.match(" ".join(question.split()))
    if not match:
        return None
    asked = next(g for g in match.groups() if g).strip()
    known = f"(?i:{re.escape(asked)})"  # (typed in capitals or not)
    honour = r"(?:,?\s+[A-Z]{2,5})*"  # letters after a name: "Hassan Sadpara PP (born …"
    words = asked.split()  # (a middle name the question leaves out: "David William Fennario")
    spelled = rf"(?i:{re.escape(words[0])})(?:\s+[A-Z][\w.'’-]*){{0,2}}\s+" \
        rf"(?i:{re.escape(words[-1])})" if len(words) > 1 else known
    born_as = re.compile(rf"\b(?:{known}|{spelled}){honour},?\s*\(\s*(?:[^();]{{0,60}};\s*)?"
                         rf"(?:born|née|birth "
                         rf"name)[:\s]+"  # (after a pronunciation: "Laxness (] ; born …")
                         rf"(?:(?:[^()]{{0,40}}?\s+)?as\s+)?({_FULL_NAME})")  # (or "born 1 January
    # 1939 as Jocelyne Yvonne Renée Mercier")
    # "Wesley MacInnes is a Canadian musician under the stage name Wes Mack"
    stage = re.compile(rf"^\W*({_FULL_NAME})\b[^.;]{{0,100}}?\b(?:under|by|with|using)\s+(?:the|"
                       rf"his|her|their)\s+(?:stage|pen|ring|professional)\s+name\s+(?:of\s+)?"
                       rf"{known}\b")
    last = f"(?i:{re.escape(asked.split()[-1])})" if len(asked.split()) > 1 else known
    said = re.compile(rf"\b(?:{known}|{last})['’]?s?\s+(?i:{_NAME_ASKED})\s+(?:is|was)\s+"
                      rf"({_FULL_NAME})")  # (or by the last name: "Powell's real name was …")
    # "Gustaf Gründgens (22 December 1899 – 7 October 1963), born Gustav Heinrich …"
    born_after = re.compile(rf"\b{known}{honour}\s*\([^)]*\),\s+(?:born|née)\s+({_FULL_NAME})")
    # "Selma Archerd was born on February 26, 1925 in Newark, New Jersey, USA as Selma
    # Fenning" (or "She was born … as …" on her page)
    born_later = re.compile(rf"(?:\b{known}|^\W*(?:He|She))\s+was\s+born\b[^.;()]{{0,80}}?"
                            rf"\s+as\s+({_FULL_NAME})")
    # "Afanasieff was born Vladimir Nikitich Afanasiev (Russian: …) in São Paulo"
    born_named = re.compile(rf"(?:\b(?:{known}|{last})|^\W*(?:He|She))\s+was\s+born\s+"
                            rf"(?!{MONTH})({_FULL_NAME})")
    for _, sentence, chunk in ranked[:WORK_DEPTH]:
        told = next((one for one, other in other_names(sentence) if one.lower() != asked.lower()
                     and re.match(rf"{known}\b", other, re.I)), "")
        if told:
            return told
        for pattern in (born_as, stage, said, born_after, born_later, born_named):
            found = pattern.search(sentence)
            if found and pattern in (born_later, born_named) and \
                    re.match(r"\W*(?:He|She)\b", found.group(0)) and \
                    not re.search(rf"\b{known}\b", chunk.title, re.I):
                continue  # (a pronoun speaks of its own page's subject)
            if found and found.group(1).lower() != asked.lower():
                return without_full_stop(found.group(1))  # (not the full stop)
    return ""


#: "What is the capital of Ethiopia?", "what was the currency of …": a named attribute of a
#: named place or body (not a person: "Who is the … of …?" asks an office)
_ATTRIBUTE_OF = re.compile(r"^\W*what\s+(?:is|was|are|were)\s+the\s+((?:[a-z]+\s+){0,2}?"
                           r"(?:capital|capital\s+city|largest\s+city|official\s+language|currency|"
                           r"national\s+anthem|motto|seat|county\s+seat|headquarters))\s+(?:city\s+)?"
                           r"of\s+(?:the\s+)?([A-Z][^?]*?)\W*$", re.I)
_PLACE_NAME = r"([A-Z][\w'’.-]*(?:[\s-]+(?:de\s+|of\s+|la\s+|el\s+)?[A-Z][\w'’.-]*){0,3})"


def attribute_named(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                    ) -> str | None:
    """None for a question asking no attribute of a place ("What is the capital of X?");
    else the name a sentence gives it ("… its capital and largest city is Addis Ababa", "the
    capital of Ethiopia is …", "Addis Ababa is the capital of Ethiopia"), or None when no
    sentence does (the answer is then voted for as any other)."""
    match = _ATTRIBUTE_OF.match(" ".join(question.split()))
    if not match:
        return None
    role = r"\s+".join(map(re.escape, match.group(1).lower().split()))
    whose = re.escape(match.group(2).strip())
    patterns = [  # its, or the place's own, attribute is …; … is the attribute of the place
        rf"(?i:\b(?:its|the)\s+{role}(?:\s+(?:and|&)\s+(?:[a-z]+\s+){{0,3}}?[a-z]+)?"
        rf"(?:\s+of\s+{whose})?\s+(?:is|was|are|were)\s+(?:the\s+(?:city|town)\s+of\s+)?)"
        + _PLACE_NAME,
        rf"(?i:\b{whose}['’]s?\s+{role}\s+(?:is|was)\s+)" + _PLACE_NAME,
        _PLACE_NAME + rf"(?i:,?\s+(?:is|was)\s+(?:also\s+)?the\s+{role}\s+of\s+(?:the\s+)?{whose})"]
    for _, sentence, chunk in ranked[:WORK_DEPTH]:
        if not re.search(whose, f"{chunk.title} {sentence}", re.I):
            continue  # (another place's capital)
        for pattern in patterns:
            found = re.search(pattern, sentence)
            if found:  # (the sentence's full stop is not the name's: "D.C." keeps its)
                return without_full_stop(found.group(1).strip())
    return None


#: "what is missouri western's mascot", "What is the mascot of …?"
_MASCOT_ASKED = re.compile(r"^\W*what\s+(?:is|was)\s+(?:(?:the\s+)?(.+?)['’]s?\s+mascot|the\s+"
                           r"mascot\s+of\s+(?:the\s+)?(.+?))\W*$", re.I)
_MASCOT_SAID = re.compile(r"\b(?:adopted|chose|took|has|had|with)\s+(?:the\s+|an?\s+)?"
                          r"([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})\s+as\s+(?:its|their|the)\s+"
                          r"(?:official\s+)?mascot\b|\b(?:its|their|the)\s+(?:official\s+)?mascot\s+"
                          r"(?:is|was|,)\s*(?:the\s+|an?\s+)?([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})")


def mascot_named(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                 ) -> str | None:
    """None for a question asking no mascot; else the one a best sentence about the
    subject names ("In 1917 it adopted the Griffon as its mascot"), "" when none does."""
    return said_of_asked(question, ranked, _MASCOT_ASKED, _MASCOT_SAID)


def said_of_asked(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                  asked: re.Pattern[str], said: re.Pattern[str]) -> str | None:
    """None for a question ``asked`` does not match; else what ``said`` finds (its first
    group that matched) in a best sentence about the subject the question names (``asked``'s
    first group that matched), "" when none says it."""
    match = asked.match(" ".join(question.split()))
    if match is None:
        return None
    found = said_of(key_terms(next(g for g in match.groups() if g)), said, ranked)
    return next(g for g in found.groups() if g) if found else ""


#: a title a sentence quotes, and a title's words as a question may type them
_QUOTED_WORK = re.compile(r"[\"“]([^\"”]{3,80}?)[,.]?[\"”]")


def _flat_title(title: str) -> str:
    return " ".join(re.findall(r"\w+", title.lower().replace("’", "'")))


def quoted_asked(question: str, sentences: Sequence[str]) -> set[str]:
    """The titles of two words or more that ``sentences`` quote and the question writes,
    in any case, as what its act was done to ("I'll Be Seeing You" of "who sings i'll be
    seeing you …?"), flattened; none for a work the question names only as where its
    subject is ("the voice of darth vader in star wars", "the first season of … the
    flintstones")."""
    act = re.match(r"^\W*who\s+([a-z]+)\s+(.+)$", _flat_title(question))
    if act is None or act.group(1) in _AUXILIARIES:
        return set()
    done = f" {act.group(2)} "
    return {flat for s in sentences for t in _QUOTED_WORK.findall(s)
            if len((flat := _flat_title(t)).split()) >= 2 and done.startswith(f" {flat} ")}


#: "What is the IUPAC name of picric acid?": a kind of name asked of a thing
_KIND_OF_NAME = re.compile(r"^\W*what\s+(?:is|was|'s)\s+the\s+((?:[\w-]+\s+){1,2}?)names?\s+"
                           r"(?:of|for)\s+(?:the\s+|an?\s+)?(.+?)\W*$", re.I)


def name_said(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
              ) -> str | None:
    """The name of the kind asked ("What is the IUPAC name of picric acid?") that a sentence
    on the thing's page, or naming it, says it has: "Its IUPAC name is 2,4,6-trinitrophenol
    (TNP)" → "2,4,6-trinitrophenol", however it is written (no capital needed); None when
    the question asks none or no sentence says it so (the votes decide)."""
    match = _KIND_OF_NAME.match(" ".join(question.split()))
    if not match or match.group(1).strip().lower() in ("real", "birth", "stage", "full"):
        return None  # (someone's own names: ``real_name``)
    kind = r"\s+".join(map(re.escape, match.group(1).split()))
    thing = match.group(2).strip()
    said = re.compile(rf"\b(?:(?i:its|the)|{re.escape(thing)}['’]s?)\s+(?i:{kind})\s+names?\s+"
                      rf"(?:(?i:of|for)\s+(?:the\s+)?(?i:{re.escape(thing)})\s+)?(?:is|was)\s+"
                      r"(?:the\s+)?[\"“]?([^\"”.;()]+?(?:\.\d[^\"”.;()\s]*)?)[\"”]?\s*(?:[.;(]|,\s|$)")
    # "… is a species of wild buckwheat known by the common name Crosby's buckwheat"
    known = re.compile(rf"\b(?:known|called|referred\s+to)\s+(?:by|as)\s+(?:the\s+)?"
                       rf"(?:(?i:{kind})\s+)?names?\s+[\"“]?([^\"”.;(),]+?)[\"”]?\s*"
                       r"(?:[.;(),]|\s+(?:or|and)\s|$)") \
        if kind.lower() in ("common", "vernacular", "popular") else None
    for _, sentence, chunk in ranked[:VOTED]:
        if re.search(re.escape(thing), f"{chunk.title} {sentence}", re.I):
            found = said.search(sentence) or (known.search(sentence) if known else None)
            if found and len(found.group(1).split()) <= 6:
                return found.group(1).strip()
    return None


#: "Whose doctoral thesis was Time and Free Will?": the thing owned, and what it is
_WHOSE_ASKED = re.compile(r"^\W*whose\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+"
                          r"(?:is|was|were|are)\s+(.+?)\W*$", re.I)


def owner_of(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str | None:
    """None for a question asking no "Whose <thing> was X?" (nor whose kin: the kin rules'),
    else the name a sentence on X gives as the owner of that thing ("… is Henri Bergson's
    doctoral thesis"), or None when none does (the votes decide)."""
    asked = _WHOSE_ASKED.match(" ".join(question.split()))
    if not asked or KINSHIP & set(tokenize(asked.group(1))):
        return None
    thing = r"\s+".join(rf"{re.escape(stem(w))}\w*" for w in asked.group(1).lower().split())
    terms = key_terms(asked.group(2))
    said = re.compile(rf"({_PERSON_NAME})['’]s?\s+(?:[a-z][\w-]*\s+){{0,2}}?(?i:{thing})\b")
    for _, sentence, chunk in ranked[:VOTED]:
        found = said.search(sentence)
        if found and overlap(terms, f"{chunk.title} {sentence}") == 1.0 and \
                not set(tokenize(found.group(1))) <= set(terms):
            return found.group(1)
    return None


#: "What was Edvard Johanson's profession?", "What did X do for a living?"
_PROFESSION_ASKED = re.compile(r"^\W*(?:what\s+(?:is|was|'s)\s+(?P<owner>.+?)['’]s?\s+"
                               r"(?:profession|occupation|trade|job|line\s+of\s+work)|what\s+(?:is|was|'s)\s+the\s+"
                               r"(?:profession|occupation|trade|job)\s+of\s+(?P<of>.+?)|what\s+"
                               r"(?:does|did)\s+(?P<doer>.+?)\s+do\s+for\s+a\s+living)\W*$", re.I)
#: "By profession he was a shoemaker", "a shoemaker by trade"
_BY_PROFESSION = re.compile(r"\b[Bb]y\s+(?:profession|occupation|trade)\s*,?\s+(?:he|she|they|"
                            r"[A-Z][\w'’-]+)\s+(?:was|is|were|worked\s+as)\s+an?\s+"
                            r"([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?=\s*[,.;]|\s+(?:and|who|in|at|"
                            r"for|from|until|before|after)\b)|"
                            r"\b(?:was|is|worked\s+as)\s+an?\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)"
                            r"\s+by\s+(?:profession|occupation|trade)\b")


def profession_of(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                  ) -> str | None:
    """None for a question asking no one's profession; else the one a sentence says they had
    "by profession" ("By profession he was a shoemaker", not the union he belonged to), or
    what the sentence opening their own page says they were ("Karl Meisl … was an accountant
    in the Imperial Austrian Navy, and a dramatist", not "Carl Meisl", the other spelling of
    his name), without the people they were of; None when none says so (the votes decide)."""
    asked = _PROFESSION_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    by_trade = first_match(_BY_PROFESSION, ranked, VOTED)
    whose = asked.group("owner") or asked.group("of") or asked.group("doer")
    told = profile(whose, [(s, c) for _, s, c in ranked[:VOTED]]) if not by_trade else None
    if told is None:
        return by_trade
    words = told.what.split()
    return " ".join(words[1:] if words[0] in DEMONYMS and len(words) > 1 else words)


#: a superlative, "most …" or a word in "-est" that is one ("oldest", not "forest")
SUPERLATIVE = (r"(?:most|least)\s+[a-z]{3,}|(?!(?:best|west|rest|guest|priest|interest|contest|"
               r"honest|modest|forest|harvest|request|protest|suggest)\b)[a-z]{2,}est")
#: "Who is the oldest person whose age is undisputed?": the superlative, and the kind of
#: one asked for
_SUPERLATIVE_ASKED = re.compile(r"^\W*who\s+(?:is|was|are|were)\s+the\s+(?:world['’]s\s+)?"
                                rf"({SUPERLATIVE})\s+([a-z]+)\b", re.I)


def superlative_named(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                      ) -> str | None:
    """None for a question asking no "Who is the <most …> <one>?"; else the name a sentence
    says is it ("The oldest person ever whose age has been independently verified is Jeanne
    Calment", not a name said beside it more often: Mathew Beard, the oldest man of his
    time), or None when none says so (the votes decide)."""
    asked = _SUPERLATIVE_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    most = r"\s+".join(map(re.escape, asked.group(1).split()))
    one = stem(asked.group(2).lower())
    said = re.compile(rf"\b(?i:the)\s+(?:[\w'’]+\s+)?(?i:{most})\s+((?:[\w'’-]+,?\s+){{1,12}}?)"
                      rf"(?:is|was)\s+(?:that\s+of\s+)?({_PERSON_NAME})")
    for _, sentence, _ in ranked[:VOTED]:
        found = said.search(sentence)
        if found and one in {stem(w) for w in tokenize(found.group(1))}:
            return found.group(2)
    return None


#: "Which state had the most installed wind power capacity in 2016?": the kind, the act, the
#: superlative and what it is of
_MOST_HAD_ASKED = re.compile(r"^\W*(?:which|what)\s+([a-z]+)\s+(had|has|have|won|wins|holds?|held|"
                            r"scored|produced?|produces)\s+the\s+(most|highest|largest|biggest|"
                            r"fewest|least|lowest|smallest)\s+(.+?)\W*$", re.I)


def most_had(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str | None:
    """For "Which state had the most installed wind power capacity …?", the name a best
    sentence says had it ("Texas, with over 20,000 MW of capacity, had the most installed
    wind power capacity of any U.S. state": Texas, not Nebraska, named first); None for
    another question, or when no sentence says so (the votes decide)."""
    asked = _MOST_HAD_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    verb, most, what = asked.group(2).lower(), asked.group(3).lower(), key_terms(asked.group(4))
    verbs = {"had": "had|has|have", "has": "had|has|have", "have": "had|has|have"}.get(
        verb, re.escape(verb))
    said = re.compile(rf"(?<![\w'’-])((?:[A-Z][\w.'’-]*)(?:\s+(?:of\s+)?[A-Z][\w.'’-]*)*)(?:\s*,"
                      rf"(?:[^,;]|,(?=\d)){{0,80}},)?\s+(?:also\s+)?(?:{verbs})\s+the\s+{most}\b(.*)")
    for _, sentence, _ in ranked[:VOTED]:
        found = said.search(sentence)
        if found and overlap(what, found.group(2)) >= 0.5 and found.group(1) not in ("The", "It"):
            return found.group(1)
    return None


#: "What is the oldest college at Cambridge?": the superlative and the kind, of a thing
_MOST_THING_ASKED = re.compile(rf"^\W*(?:what|which)\s+(?:is|was)\s+the\s+({SUPERLATIVE})\s+"
                               r"([a-z]+)\b(.*)$", re.I)


def superlative_thing(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                      ) -> str | None:
    """None for a question asking no "What is the <most …> <kind> …?"; else the thing a best
    sentence opens by saying it is that ("It is the oldest college of the university" on
    Peterhouse's page: Peterhouse, not the colleges named more often beside it), on a page
    about what the rest of the question names; None when none says so."""
    asked = _MOST_THING_ASKED.match(" ".join(question.split()))
    if not asked:
        return None
    most = r"\s+".join(map(re.escape, asked.group(1).split()))
    one, rest = stem(asked.group(2).lower()), key_terms(asked.group(3))
    said = re.compile(rf"^\W*(It|{_PERSON_NAME})(?:\s*\([^()]*\))?\s+(?:is|was)\s+(?:also\s+)?"
                      rf"the\s+(?i:{most})\s+((?:[\w'’-]+\s+){{0,2}}?[\w'’-]+)")
    for _, sentence, chunk in ranked[:VOTED]:
        found = said.search(sentence)
        if found and stem(found.group(2).split()[-1].lower()) == one and \
                (not rest or overlap(rest, f"{chunk.title} {sentence}") >= 0.5):
            return re.sub(r"\s*(?:\([^()]*\)|,[^,]*)$", "", chunk.title) \
                if found.group(1) == "It" else found.group(1)
    return None


#: "What position does Nuno Diogo play?", "Which position did he play?", "What is his
#: position?": the place a player takes in a team
_POSITION_ASKED = re.compile(r"^\W*(?:what|which)\s+(?:(?:playing\s+)?position\s+(?:does|did|do)"
                             r"\s+.+?\s+play(?:ing)?\b.*|(?:is|was)\s+.+?['’]s?\s+(?:playing\s+)?"
                             r"position)\W*$", re.I)  # (or "… did Messi resume playing in 2010?")
#: the position a sentence says someone plays: "plays as a central defender for …"
_PLAYS_AS = re.compile(r"\b(?:plays?|played|playing)\s+(?:primarily\s+|mainly\s+|mostly\s+)?as\s+"
                       r"(?:an?\s+)?((?:[a-z-]+\s+){0,2}?[a-z-]+)"
                       r"(?=\s+(?:for|with|in|at|and|or|but)\b|\s*[,.;(]|$)|"
                       # "He plays the point guard position."
                       r"\b(?:plays?|played|playing)\s+(?:at\s+)?the\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)"
                       r"\s+position\b")
#: positions pages name after what someone is ("an American football quarterback")
_POSITIONS = ("goalkeeper|defender|centre-back|center-back|full-back|fullback|wing-back|"
              "midfielder|winger|forward|striker|point guard|shooting guard|small forward|"
              "power forward|center|centre|pitcher|catcher|shortstop|infielder|outfielder|"
              "first baseman|second baseman|third baseman|quarterback|running back|"
              "wide receiver|tight end|linebacker|cornerback|safety|placekicker|punter|"
              "defensive end|defensive tackle|offensive tackle|offensive lineman|guard|"
              "fly-half|scrum-half|prop|hooker|lock|flanker|wicket-keeper|batsman|bowler|"
              "all-rounder|setter|libero|goaltender|defenceman|defenseman")
_IS_POSITION = re.compile(rf"\b(?:is|was)\s+an?\s+(?:[\w-]+\s+){{0,4}}?((?:(?:left|right|central|"
                          rf"attacking|defensive)\s+)?(?:{_POSITIONS}))\b")


#: "where was mike trout born": asked of a birthplace
_BORN_WHERE = re.compile(r"^\W*where\s+(?:was|were)\s+(.+?)\s+born\W*$", re.I)
#: an infobox's birth cell: "Born: (1991 - 08 - 07) August 7, 1991 (age 27) Vineland, New
#: Jersey Bats: Right", the place up to the next cell's label
_BORN_CELL = re.compile(r"\bBorn:?\s*(?:\([^()]*\)\s*)?(?:[A-Z][a-z]+\s+\d{1,2},\s+\d{4}|"
                        r"\d{1,2}\s+[A-Z][a-z]+\s+\d{4})\s*(?:\(\s*age\s+\d+\s*\)\s*)?"
                        r"((?:[A-Z][\w.'’-]*(?:,|\s)+?)+?)(?=[A-Z][\w'’-]*:|$)")


def born_in_cell(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                 ) -> str | None:
    """Where someone was born, as only an infobox's birth cell on their page says (no best
    sentence saying "born in …"); None otherwise, for the votes to answer."""
    asked = _BORN_WHERE.match(" ".join(question.split()))
    if asked is None or any(re.search(r"\bborn\b[^.;]{0,60}?\b(?:in|at)\s+[A-Z]", s)
                            for _, s, _ in ranked[:VOTED]):
        return None
    cell = said_of(key_terms(asked.group(1)), _BORN_CELL, ranked, titled=True)
    return cell.group(1).strip(" ,") if cell else None


#: "when was the east india company founded": a founding asked, and the infobox's cell
#: giving it ("Founded 31 December 1600 Founders John Watts")
_FOUNDED_ASKED = re.compile(r"^\W*when\s+(?:was|were)\s+(?:the\s+)?(.+?)\s+(founded|"
                            r"established|formed)\W*$", re.I)
_FOUNDED_SAID = re.compile(r"\b(?:founded|established|formed)\b[^.;]{0,40}?\b(?:in|on)\s+"
                           r"(?:[A-Za-z]+\s+){0,2}\d{4}\b")
_FOUNDED_CELL = r"\b{act}\s*:?\s*((?:\d{{1,2}}\s+)?[A-Z][a-z]+\s+\d{{4}}|" \
    r"[A-Z][a-z]+\s+\d{{1,2}},\s+\d{{4}}|\d{{4}})\b"


def founded_in_cell(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                    ) -> str | None:
    """When a thing was founded, as only an infobox's cell on its page says (no best
    sentence saying "founded in …": the dates of its other cells, its dissolution's, are
    no founding); None otherwise, for the votes to answer."""
    asked = _FOUNDED_ASKED.match(" ".join(question.split()))
    subject = key_terms(asked.group(1)) if asked else []
    if asked is None or said_of(subject, _FOUNDED_SAID, ranked, titled=True):  # (on its
        return None  # own page: "the Indian Post Office was established in 1837" is another's)
    cell = re.compile(_FOUNDED_CELL.format(act=asked.group(2).capitalize()))
    found = said_of(subject, cell, ranked, titled=True)
    return found.group(1) if found else None


#: "who did armie hammer play in the social network": the actor and the work
_ROLE_IN_ASKED = re.compile(r"^\W*who\s+(?:did|does|do)\s+(.+?)\s+(?:play|portray)\s+in\s+"
                            r"(?:the\s+(?:film|movie|series|show|play)\s+)?(.+?)\W*$", re.I)


def role_in_work(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                 ) -> str | None:
    """The part a best sentence on the actor says they played in the work asked ("his
    portrayal of the Winklevoss twins in the film "The Social Network" (2010), Prince
    Andrew Alcott in "Mirror Mirror" …"); None otherwise, for the votes to answer."""
    asked = _ROLE_IN_ASKED.match(" ".join(question.split()))
    if asked is None:
        return None
    work = r"[\s-]+".join(map(re.escape, re.findall(r"[\w'’]+", asked.group(2))))
    part = re.compile(rf"(?:\b(?:portrayal\s+of|played|plays|playing|portrayed|role\s+of|as)|"
                      rf"\),(?:\s+and)?)\s+"  # (or the next of a list: '(2010), Prince …')
                      rf"((?:the\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,3}}(?:\s+(?:twins|"
                      rf"brothers|sisters|family))?)\s+in\s+(?:the\s+\w+\s+)?[\"“]?(?i:{work})\b")
    found = said_of(key_terms(asked.group(1)), part, ranked)
    return found.group(1) if found else None


#: "what was the clock tower renamed": the new name a best sentence gives it
_RENAMED_ASKED = re.compile(r"^\W*what\s+(?:was|were|is|has)\s+(?:the\s+)?(.+?)\s+(?:been\s+)?"
                            r"(?:renamed|rebranded)(?:\s+(?:to|as))?\W*$", re.I)
_RENAMED = re.compile(r"\b(?:renamed|rebranded)\s+(?:as\s+|to\s+)?(?:the\s+)?[\"“]?([A-Z][\w'’.-]*"
                      r"(?:\s+(?:of\s+|the\s+|de\s+)?[A-Z][\w'’.-]*){0,4})")


def renamed_as(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
               ) -> str | None:
    """The new name a best sentence about the thing asked says it was given ("it was renamed
    Elizabeth Tower in 2012"); None for another question, "" when none says."""
    asked = _RENAMED_ASKED.match(" ".join(question.split()))
    if asked is None:
        return None
    found = said_of(key_terms(asked.group(1)), _RENAMED, ranked)
    return without_full_stop(found.group(1)) if found else ""


#: "what does sparviero mean": one word's meaning
_MEANS_ASKED = re.compile(r"^\W*what\s+(?:does|did|do)\s+(?:the\s+(?:word|name|term)\s+)?"
                          r"[\"“']?([\w'’-]+)[\"”']?\s+mean\W*$", re.I)


def meaning_said(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                 ) -> str | None:
    """What a best sentence says one word means: '"Sparviero" (Italian for sparrowhawk)',
    "Mamaji (meaning: Maternal Uncle …)", "…, which means …"; None for another question, ""
    when none says."""
    asked = _MEANS_ASKED.match(" ".join(question.split()))
    if asked is None:
        return None
    word = re.escape(asked.group(1))
    said = re.compile(rf"(?i:{word})[\"”']?\s*(?:\(\s*(?:[A-Z][a-z]+\s+for|meaning|"
                      rf"literally|lit\.)\s*:?\s+[\"“']?([^()\"”']+?)[\"”']?\s*\)|,?\s+"
                      rf"(?:meaning|which\s+means|means|literally)\s+[\"“']?([^,.;()\"”']+))")
    for _, sentence, _ in ranked[:VOTED]:
        found = said.search(sentence)
        if found:  # (not the language it is put in: "Maternal Uncle in English")
            return re.sub(r"\s+in\s+[A-Z][a-z]+$", "", (found.group(1) or found.group(2)).strip())
    return ""


#: the instruments a band's members play, with what a page calls who plays each
_INSTRUMENTS = {"drums": "drummer", "bass": "bassist", "guitar": "guitarist",
                "keyboards": "keyboardist", "piano": "pianist", "saxophone": "saxophonist",
                "violin": "violinist", "trumpet": "trumpeter", "percussion": "percussionist"}
_PLAYS_INSTRUMENT = re.compile(r"^\W*who\s+(?:plays?|played)\s+(?:the\s+)?(drums?|bass|"
                               r"(?:lead\s+|rhythm\s+)?guitars?|keyboards?|piano|saxophone|"
                               r"violin|trumpet|percussion)\s+(?:in|for|on|with)\s+(.+?)\W*$",
                               re.I)


def _instrument(word: str) -> str:
    """The instrument (``_INSTRUMENTS``' key) a word names, in either number ("guitars",
    "drum"); "" for another word."""
    return next((k for k in _INSTRUMENTS if k.rstrip("s") == word.lower().rstrip("s")), "")


_PLAYER_OF = re.compile(rf"^\W*who(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+the\s+"
                        rf"({'|'.join(_INSTRUMENTS.values())})\s+(?:of|in|for)\s+(.+?)\W*$",
                        re.I)


def instrument_player(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                      ) -> str | None:
    """Who plays the instrument a "who plays drums in <band>?" question asks, as a best
    sentence on the band says: "Mike Melancon (drums)", "drummer Mike Melancon"; None for
    another question, "" when none does."""
    plain = " ".join(question.split())
    asked = _PLAYS_INSTRUMENT.match(plain)
    held = _PLAYER_OF.match(plain) if asked is None else None  # "who's the drummer of …?"
    if held:
        typed = next(k for k, v in _INSTRUMENTS.items() if v == held.group(1).lower())
        band = key_terms(held.group(2))
    elif asked is None:
        return None
    else:
        typed, band = asked.group(1).lower().split()[-1], key_terms(asked.group(2))
    played = _instrument(typed) or typed
    player = _INSTRUMENTS.get(played, played)
    name = r"([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3})"
    said = re.compile(rf"{name}\s*\((?:[^()]*\W)?(?i:{re.escape(played)}s?)\b[^()]*\)|"
                      rf"\b(?i:{re.escape(player)})\s+{name}|"
                      rf"\b(?i:{re.escape(played)})\b[^.;()]{{0,30}}?\s(?:was|were|is|are)\s+"
                      rf"(?:played|performed|handled)\s+by\s+{name}")  # "the bass was played
    found = said_of(band, said, ranked)  # by Steve Jones"
    if found:
        return without_full_stop(next(g for g in found.groups() if g))
    return None if held else ""  # (the band's drummer the votes may find: "… with drummer
    # Stefano Bullegas")


#: "how complete is the sagrada familia": a state asked in degrees
_DEGREE_ASKED = re.compile(r"^\W*how\s+(complete|finished|done|full|accurate|effective|"
                           r"successful|efficient|reliable)\s+(?:is|are|was|were)\s+(.+?)\W*$",
                           re.I)


def degree_said(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> str | None:
    """The share a best sentence on the subject gives the state asked in ("construction is
    70 percent complete"); None for another question, "" when none does."""
    asked = _DEGREE_ASKED.match(" ".join(question.split()))
    if asked is None:
        return None
    state, subject = asked.group(1).lower(), key_terms(asked.group(2))
    said = re.compile(rf"\b(\d+(?:\.\d+)?\s*(?:percent|per\s+cent|%))\s+(?:[a-z]+\s+){{0,2}}?"
                      rf"{state}\b", re.I)
    found = said_of(subject, said, ranked)
    return f"{found.group(1)} {state}" if found else ""


def said_of(subject: list[str], pattern: re.Pattern[str],
            ranked: Sequence[tuple[float, str, RetrievedChunk]], *, titled: bool = False
            ) -> re.Match[str] | None:
    """The first match of ``pattern`` in the ``VOTED`` best sentences about ``subject`` (half
    its words in the sentence with its page's title, or with ``titled`` in the title)."""
    for _, sentence, chunk in ranked[:VOTED]:
        found = pattern.search(sentence)
        if found and overlap(subject, chunk.title if titled else
                             f"{chunk.title} {sentence}") >= 0.5:
            return found
    return None


#: "where does interstate 85 run from and to": a route's two ends, asked of its subject
_ROUTE_ASKED = re.compile(r"^\W*where\s+(?:does|did|do)\s+(?:the\s+)?(.+?)\s+(?:run|go|"
                          r"stretch|extend|travel)(?:\s+from)?(?:\s+and\s+(?:where\s+)?to)?"
                          r"\W*$|^\W*where\s+(?:does|did|do)\s+(?:the\s+)?(.+?)\s+(?:start|"
                          r"begin)\s+and\s+(?:end|finish)\W*$", re.I)
#: "… runs from Montgomery, Alabama to Petersburg, Virginia"
_ROUTE = re.compile(r"\b(?:runs?|ran|goes|went|stretch(?:es|ed)?|extend(?:s|ed)?|travels?|"
                    r"travell?ed|begins?|began|starts?|started)\s+(?:[a-z]+\s+){0,3}?from\s+"
                    r"((?:the\s+)?[A-Z][^;()]*?)\s+to\s+((?:the\s+)?[A-Z][\w'’.-]*"
                    r"(?:,?\s+[A-Z][\w'’.-]*)*)")


def route_ends(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
               ) -> str | None:
    """Where a route asked of ("where does I-85 run?") goes, as a best sentence on it
    says: "from Montgomery, Alabama to Petersburg, Virginia"; None for another question or
    when no sentence says so (the votes give a place then)."""
    asked = _ROUTE_ASKED.match(" ".join(question.split()))
    if asked is None:
        return None
    route = said_of(key_terms(asked.group(1) or asked.group(2)), _ROUTE, ranked)
    return f"from {route.group(1)} to {without_full_stop(route.group(2))}" if route else None


def position_played(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                    ) -> str | None:
    """None for a question asking no player's position; else the one a best sentence says
    they play ("central defender" of "… a Portuguese professional footballer who plays as a
    central defender for F.C. Famalicão", "quarterback" of "… is an American football
    quarterback"), or None when none says (the votes decide: a club is no position)."""
    if not _POSITION_ASKED.match(" ".join(question.split())):
        return None
    return first_match(_PLAYS_AS, ranked, VOTED) or first_match(_IS_POSITION, ranked, VOTED)


#: "Who is The Agronomist about?", "who is it about": whom a work tells of
_ABOUT_WHOM = re.compile(r"^\W*who\s+(?:is|was|are|were)\s+(.+?)\s+(?:about|based\s+on)\W*$", re.I)
#: what a sentence says a work tells of: "follows the life of Dominique", "is about …"
_TELLS_OF = re.compile(r"\b(?:follows|followed|chronicles|chronicled|tells|told|depicts|depicted|"
                       r"portrays|portrayed|documents|documented|recounts|recounted|dramatizes|"
                       r"dramatises|is\s+about|was\s+about|is\s+based\s+on|was\s+based\s+on|"
                       r"(?:biopic|biography|portrait)\s+of)\s+(?:the\s+(?:life|lives|story|"
                       r"career|rise|fall|exploits)\s+(?:and\s+\w+\s+)?of\s+)?"
                       rf"([A-Z][\w.'’-]*{_NAME_NEXT}*)")


def about_whom(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
               ) -> str | None:
    """None for a question not asking whom a work is about; else the person a sentence of
    its says it tells of ("The documentary follows the life of Dominique", "… is a biopic
    of …"), or "" when none does (the cast it names is no answer)."""
    if not _ABOUT_WHOM.match(" ".join(question.split())):
        return None
    for _, sentence, _ in ranked[:WORK_DEPTH]:
        found = _TELLS_OF.search(sentence)
        if found:
            return found.group(1)
    return ""


#: "How did Philip Carlo die?", "What did Keats die of?", "What was the cause of Elvis
#: Presley's death?": the person whose death is asked about
_HOW_DIED = re.compile(r"^\W*(?:how did (.+?) (?:die|pass away)|what did (.+?) die (?:of|from)|"
                       r"what (?:was|is) the cause of (.+?)['’]s? death|what killed (.+?))"
                       r"\W*$", re.I)
#: what a sentence says someone died of: "died of the disease on …", "was killed in a car
#: crash", "died in a plane crash" (not "died in 1996", "died in Paris")
_DIED_OF = re.compile(r"\b(?:died|dies|passed away)\s+(?:of|from|after|following|due to)\s+"
                      r"(.+?)(?=\s+(?:on|in|at|aged|while|when|near)\b|[,.;:()]|$)|"
                      r"\b(?:died|dies)\s+in\s+((?:a|an)\s+.+?)(?=\s+(?:on|in|at|near)\b|"
                      r"[,.;:()]|$)|\b((?:was|were)\s+(?:killed|murdered|assassinated|executed|"
                      r"shot dead|shot|hanged|beheaded|poisoned)(?:\s+(?:by|in|during)\s+.+?)?)"
                      r"(?=\s+(?:on|at|aged|while|when|near)\b|[,.;:()]|$)|"
                      r"\b(committed suicide|took (?:his|her|their) own life)")


def asks_how_died(question: str) -> bool:
    """Whether a question asks how someone died ("How did Philip Carlo die?")."""
    return _HOW_DIED.match(" ".join(question.split())) is not None


#: "How old was Elvis Presley when he died?", "At what age did Elvis Presley die?"
_AGE_AT_DEATH = re.compile(r"^\W*(?:how old (?:was|were|is)|(?:at )?what age (?:was|did|were))\s+"
                           r"(.+?)\s+(?:when (?:he|she|they) (?:died|passed away)|at (?:the time "
                           r"of )?(?:his|her|their) death|die|pass away)\W*$", re.I)


def asks_age_at_death(question: str) -> bool:
    """Whether a question asks how old someone was when they died."""
    return _AGE_AT_DEATH.match(" ".join(question.split())) is not None


def a_share(figure: str, sentence: str) -> bool:
    """Whether a figure of a sentence is a percentage ("his demand that he keep 51%
    ownership"): a share of something, no count."""
    return re.search(rf"(?<![\d.,]){re.escape(figure)}\s*(?:%|percent\b|per cent\b)",
                     sentence) is not None


def age_at_death(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                 ) -> tuple[str, str, RetrievedChunk] | None:
    """How old someone a question asks of was when they died, counted from the lifespan
    one of the best sentences about them gives ("Elvis Aaron Presley (January 8, 1935 –
    August 16, 1977)": 42), with its sentence and passage; None when the question asks no
    such thing or no lifespan of theirs gives both days."""
    match = _AGE_AT_DEATH.match(" ".join(question.split()))
    if match is None:
        return None
    person = key_terms(match.group(1))
    for _, sentence, chunk in ranked[:VOTED]:
        span = LIFESPAN.search(sentence)
        if span is None or overlap(person, f"{chunk.title} {sentence[:span.start()]}") < 1.0:
            continue
        born, died = (full_day(group) for group in span.groups())
        if born and died and died >= born:
            return str(_years_between(born, died)), sentence, chunk
        years = [re.fullmatch(r"\D{0,12}?(\d{4})", g.strip()) for g in span.groups()]
        if all(years) and not (born or died):  # "Maurice Ward (1933–2011)": the years only
            first, last = (int(y.group(1)) for y in years if y)
            if 0 < last - first < 130:
                return f"{last - first - 1} or {last - first}", sentence, chunk
    return None


#: "How old is Sidney Crosby?", "What is Ann Lowe's age?": someone's age now
_AGE_NOW = re.compile(r"^\W*(?:how old (?:is|are)\s+(.+?)(?:\s+(?:now|today))?|what(?:'s| is)\s+"
                      r"(.+?)['’]s?\s+age(?:\s+(?:now|today))?)\W*$", re.I)
#: a birth date in brackets, alone or after other names: "(née Jennifer Ann McCarthy; born
#: November 1, 1972)"
_BORN_ON = re.compile(r"\((?:[^()]*?;\s*)?born\s+([^();]*?\d{4})[^()]*\)")


def asks_age(question: str) -> bool:
    """Whether a question asks how old someone is, or was when they died."""
    return asks_age_at_death(question) or _AGE_NOW.match(" ".join(question.split())) is not None


def age_now(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
            today: date | None = None) -> tuple[str, str, RetrievedChunk] | None:
    """How old someone a question asks of is ``today``, counted from the birth date one of
    the best sentences about them gives ("Sidney Patrick Crosby (born August 7, 1987)":
    39 on 4 December 2026), written with that date ("39 (born August 7, 1987)"); with a
    lifespan that ends, the age they died at ("died aged 42"); with its sentence and
    passage. None when the question asks no such thing or no sentence gives the day."""
    match = _AGE_NOW.match(" ".join(question.split()))
    if match is None or asks_age_at_death(question):
        return None
    person = key_terms(next(g for g in match.groups() if g))
    on = today or date.today()
    for _, sentence, chunk in ranked[:VOTED]:
        span = LIFESPAN.search(sentence) or _BORN_ON.search(sentence)
        if span is None or overlap(person, f"{chunk.title} {sentence[:span.start()]}") < 1.0:
            continue
        died = full_day(span.group(2)) if span.re is LIFESPAN else None
        born = full_day(span.group(1))
        if span.re is LIFESPAN and died is None:
            continue  # (a lifespan in years only, or one still open, gives no age)
        end = died or on
        if born is None or end < born:
            continue
        age = _years_between(born, end)
        return (f"died aged {age}" if died else f"{age} (born {span.group(1).strip()})",
                sentence, chunk)
    return None


def counted_age(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> tuple[str, str, RetrievedChunk] | None:
    """The age a question asks, counted from a lifespan or a birth date (``age_at_death``,
    ``age_now``), with its sentence and passage; None when it asks none or none is given."""
    return age_at_death(question, ranked) or age_now(question, ranked)


def _years_between(born: date, end: date) -> int:
    """Whole years from one day to a later one (an age)."""
    return end.year - born.year - ((end.month, end.day) < (born.month, born.day))


def how_died(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
             ) -> str | None:
    """None for a question not asking how someone died; else what one of the best
    sentences about them says they died of ("the disease", "killed in a car crash"), or ""
    when none does: a name or a date is no manner of death ("November 8"), nor is what a
    page on someone else says (Philip Carlo's death, for Richard Kuklinski's)."""
    match = _HOW_DIED.match(" ".join(question.split()))
    if match is None:
        return None
    person = key_terms(next(g for g in match.groups() if g))
    for _, sentence, chunk in ranked[:VOTED]:
        said = _DIED_OF.search(sentence)
        if said and overlap(person, f"{chunk.title} {sentence[:said.start()]}") == 1.0:
            cause = next(g for g in said.groups() if g).strip()
            if _REFERRING.match(cause):  # "died of the disease": the one the page names
                cause = next((ill.group(1) for _, s, c in ranked if c.source_id ==
                              chunk.source_id and (ill := _ILLNESS.search(s))), cause)
            return cause
    return ""


#: a cause of death that refers back to one named before: "the disease", "his injuries"
_REFERRING = re.compile(r"^(?:the|his|her|their|its|this|that)\s+[a-z]+$", re.I)
#: an illness a page says someone had: "Carlo suffered from amyotrophic lateral sclerosis"
_ILLNESS = re.compile(r"\b(?:suffered from|suffering from|(?:was )?diagnosed with|battled|"
                      r"battling)\s+(.+?)(?=\s*[,;]|\.(?:\s|$)|\s+(?:in|since|for|and|which|"
                      r"commonly|also|after|before)\b|$)")


#: "who is the girl in …?", "who was the little boy …": someone asked for by what they are
_ONE_ASKED = re.compile(r"^\W*who\s+(?:is|was|are|were|plays|played)\s+the\s+(?:[a-z]+\s+){0,2}?"
                        r"((?:[a-z]*(?:girl|boy|lady))|woman|man|guy|kid|child|dancer|model)s?\b"
                        r"(?!\s+(?:of|who)\b)", re.I)
_MEANT_NAME = r"(?-i:([A-Z][\w.'’-]*(?:\s+(?:[A-Z][\w.'’-]*|de|van|von|der|da)){0,3}))"


def the_one_meant(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                  ) -> str | None:
    """For "who is the girl in …?": the name a sentence gives the one meant ("a girl named
    Brenda", "a pretty salesgirl (Wendy Frazier)", "… cast X as the girl"); "" when that name
    is the question's own (the girl of "Brenda's Got a Baby" is Brenda: no singer the song
    features is); None when the question asks for no one that way or no sentence names
    them."""
    match = _ONE_ASKED.match(" ".join(question.split()))
    if match is None:
        return None
    word = match.group(1).lower()
    noun = rf"\w*{word}s?" if word.endswith(("girl", "boy", "lady")) else rf"{word}s?"
    ties = (rf"\b{noun}\s+(?:named|called|nicknamed)\s+{_MEANT_NAME}",
            rf"\b{noun}\s*\(\s*{_MEANT_NAME}",
            rf"{_MEANT_NAME}\s+(?:as|plays|played|portrays|portrayed)\s+(?:the|an?)\s+"
            rf"(?:[\w-]+\s+){{0,2}}?{noun}\b")
    asked = set(tokenize(question))
    votes: dict[str, float] = {}
    for score, sentence, _ in ranked[:VOTED]:
        for tie in ties:
            for name in re.findall(tie, sentence, re.I):
                votes[name] = votes.get(name, 0.0) + max(score, 0.05)
    if not votes:
        return None
    best = max(votes, key=lambda n: votes[n])
    return "" if set(tokenize(best)) <= asked else best


#: "What did the Thirteenth Amendment abolish?": what the subject did its act to
_WHAT_ACT = re.compile(r"^what (?:did|does|do|has|have|had|will|would|can|could) (.+?) "
                       r"([a-z]+)\W*$", re.I)
#: a question asking how things are now: "Which municipality is Al Utouriya in?"
_NOW_ASKED = re.compile(r"^\W*(?:what|which|who|where)\b(?:\s+[\w'’-]+){0,3}?\s+"
                        r"(?:is|are|does|do)\b", re.I)
#: what a clause says a thing was, and no longer is
_FORMER = re.compile(r"\b(?:used\s+to\s+(?:be|belong)|formerly|previously|was\s+once|were\s+once|"
                     r"had\s+been|until\s+\d{4})\b[^.;:]*$", re.I)


def said_as_former(name: str, sentence: str) -> bool:
    """Whether every mention of ``name`` in a sentence is in a clause saying what was and
    no longer is ("It used to be part of the Al Jemailiya municipality before …")."""
    starts = [m.start() for m in re.finditer(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])",
                                             sentence)]
    return bool(starts) and all(_FORMER.search(sentence[:i]) for i in starts)


def _act_asked(question: str, used: bool = False) -> re.Match[str] | None:
    """The subject and the act of a "what did X <act>?" question (with ``used``, of "what
    was X used to <act>?" too); None when it asks none ("… test for lipids": no act)."""
    plain = " ".join(question.split())
    match = _WHAT_ACT.match(plain) or (_WHAT_USED.match(plain) if used else None)
    if not match or match.group(2).lower() in _AUXILIARIES or \
            _AFTER_PREPOSITION.search(match.group(1)):
        return None
    return match


def act_unsaid(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> bool:
    """Whether a short "what did X <act>?" question's act (a verb of five letters or more,
    whose forms a page writes alike: "establish", "propose") is stated by none of the
    ``VOTED`` best sentences: the names they give ("World War I", "brought … to an end")
    answer something else."""
    match = _act_asked(question)
    if not match or not may_be_ambiguous(question):
        return False
    act = stem(match.group(2).lower())
    if len(act) < 5 and act not in _REGULAR_SHORT:  # ("win": "won")
        return False
    acts = {act, *_ACTED_ALSO.get(act, ())}
    return not any(says_act(a, sentence) for _, sentence, _ in ranked[:VOTED] for a in acts)


#: short acts whose every form a page writes alike ("plays", "played")
_REGULAR_SHORT = frozenset({"play"})


#: "What was the Fizeau–Foucault apparatus used to measure?": the act it was for
_WHAT_USED = re.compile(r"^what (?:is|was|are|were) (.+?) (?:used|designed|built|made|meant) "
                        r"to ([a-z]+)\W*$", re.I)
#: where the thing acted on ends: a clause, an aside, or a word leading to another
_OBJECT_END = re.compile(r"[,;:.()\[\]]|\s(?:except|when|while|after|before|because|which|that|"
                         r"who|in|on|at|by|from|during|until|since|for|with|as)\s", re.I)
_NO_OBJECT = re.compile(r"^(?:in|on|at|by|from|to|for|with|as|during|after|before|it|them|"
                        r"him|her|this|that|its|his|and|or|but)\b", re.I)


def acted_on(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
             ) -> str | None:
    """What a "what did X <act>?" (or "what was X used to <act>?") question asks for: the
    words a sentence about X puts after the act ("… abolished slavery and involuntary
    servitude, except …" for "What did the Thirteenth Amendment abolish?"), at most six,
    none a name's vote would give; "" when none of the best sentences says it so; None when
    the best sentence saying it so says it in more words than a short answer holds
    ("required government contractors to "take affirmative action to ensure …"": no name
    another sentence gives is what it required)."""
    match = _act_asked(question, used=True)
    if not match:
        return ""
    subject, act = key_terms(match.group(1)), stem(match.group(2).lower())
    acts = {act, *_ACTED_ALSO.get(act, ())}
    at_length = False
    for _, sentence, chunk in ranked[:VOTED]:
        if overlap(subject, f"{chunk.title} {sentence}") < 0.5:
            continue
        for word in re.finditer(r"[A-Za-z]+", sentence):
            if stem(word.group(0).lower()) not in acts:
                continue
            after = sentence[word.end():].strip()
            if stem(word.group(0).lower()) in _ACTED_IN:
                after = re.sub(r"^in\s+", "", after)  # "specializes in traditional …"
            rest = _OBJECT_END.split(f"{after} ", maxsplit=1)[0].strip()
            rest = re.sub(r"^of\s+", "", rest)  # the act as a noun: "the study of happiness"
            if rest.count('"') % 2:  # a quote the object's end cut open: 'Peking Man"( …)"'
                rest = rest.strip('"').strip()
            words = rest.split()
            if words and set(key_terms(rest)) <= set(subject):
                continue  # the subject acted on by another ("as he was crossing the Galata
                # Bridge" for "What does the Galata Bridge cross?")
            if (not words or _NO_OBJECT.match(rest)) and \
                    (what := _WHAT_IT_IS.search(sentence[:word.start()])) and \
                    len(what.group(1).split()) <= RELATIVE_WORDS:
                return what.group(1)  # the subject is what was acquired: "… is a region of
                # present-day southern Arizona … that the United States acquired from Mexico"
            if words and len(words) <= 6 and not _NO_OBJECT.match(rest):
                # and what it includes: "a range of organic food products, including:
                # chocolate bars, ice cream, biscuits and hot chocolate"
                listed = re.match(rf".*?{re.escape(words[-1])},?\s+(?:including|such as)"
                                  r":?\s+([^.;:()]+)", after)
                if listed and len(listed.group(1).split()) <= INCLUDED_WORDS:
                    return f"{rest}, including {listed.group(1).strip()}"
                more = _LIST_GOES_ON.match(after[after.find(rest) + len(rest):]) \
                    if rest in after else None  # "… waltzes, polkas, marches and operetta
                return f"{rest}{more.group(1)}" if more else rest  # arias from composers …"
            told = (len(words) > 6 and not _NO_OBJECT.match(rest)) or \
                (re.match(r"that\s", after) is not None and len(after.split()) > 6)  # ("ruled
            # that while copying must be proved …")
            at_length = at_length or (told and overlap(
                subject, f"{chunk.title} {sentence[:word.start()]}") == 1.0)
    return None if at_length else ""


INCLUDED_WORDS = 15  # of the list a thing acted on is said to include, at most
#: acts whose object follows "in": "specializes in traditional Viennese waltzes"
_ACTED_IN = frozenset({"specializ", "specialis"})
#: the rest of a list the thing acted on opens: ", polkas, marches and operetta arias",
#: up to where the clause goes on ("from composers such as …")
_LIST_GOES_ON = re.compile(r"^((?:,\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)+,?\s+and\s+"
                           r"(?:[\w'’-]+\s+){0,3}?[\w'’-]+)(?=\s+(?:from|by|of|in|with|for|at|"
                           r"to|during|such|that|which)\b|\s*[.;:(]|\s*$)")
RELATIVE_WORDS = 12  # of what a sentence calls its subject before "that <someone> <act>"
#: what a sentence says its subject is, before a clause saying someone did the act to it
_WHAT_IT_IS = re.compile(r"\b(?:is|was|are|were)\s+((?:a|an|the)\s+[^,;:()]+?)\s+(?:that|which)"
                         r"\s+(?:[\w.'’-]+\s+){1,4}$")


#: verbs a page says an act asked with another by: "What does it make?" of "The company
#: produces a range of organic food products"
_ACTED_ALSO = {"mak": ("produc", "manufactur"), "sell": ("produc", "offer"),
               "play": ("perform", "specializ", "specialis"),
               "produc": ("mak", "manufactur")}
_AFTER_PREPOSITION = re.compile(r"\b(?:for|in|of|on|at|with|about|from|into|by|the|a|an|"
                                r"his|her|its|their|my|your|our)$", re.I)
_AUXILIARIES = frozenset("do does did be is are was were have has had mean".split())


#: "… and who signed it?": a second question joined to the first
_SECOND_QUESTION = re.compile(r",?\s+and\s+(?=(?:(?:on|in|at|by|for|from|with|under|through|"
                              r"during)\s+(?:which|what)\s+[a-z]+\s+(?:was|were|is|are|did|does|"
                              r"do|has|have|had)\b|who|whom|when|where|what|which|why|"
                              r"how (?:many|much|long|old|is|are|was|were|do|does|did|can|"
                              r"he|she|it|they|the|his|her|its|their)|(?:is|are|was|were|did|"
                              r"does|do|has|have|had|can|will)\s+(?:there|it|he|she|they)\b)\b)",
                              re.I)  # (a yes or no asked after: "… and is there a sequel?")
#: a question asked inside a request, its subject before its verb ("… and how he was
#: caught"): asked directly when a helping verb follows the subject ("How was he caught?")
_INDIRECT = re.compile(r"^(how|why|when|where|what|who|whom|which)\s+((?:he|she|it|they|(?:the|"
                       r"a|an|his|her|its|their|this|these|those)(?:\s+[\w'’-]+){1,3}))\s+"
                       r"(is|are|was|were|has|have|had|can|could|will|would|should|did|does|"
                       r"do)\s+(\S.*)$", re.I)
_SUBJECT_FIRST = re.compile(r"^(?:how|why|when|where|what|who|whom|which)\s+(?:he|she|it|they|"
                            r"the|a|an|his|her|its|their|this|these|those)\s", re.I)


def asked_directly(piece: str) -> tuple[str, bool]:
    """A part of a question as a question ("how he was caught" → "how was he caught"), and
    whether it is one: a part whose verb has no helper ("why it mattered") stays as written,
    which reads as a heading, not a question."""
    match = _INDIRECT.match(piece)
    if match:
        wh, who, helper, rest = match.groups()
        return f"{wh} {helper} {who} {rest}", True
    return piece, _SUBJECT_FIRST.match(piece) is None


#: "When did X begin and end?": two acts of one subject, each a question of its own
_SPAN_VERBS = r"(?:begin|start|end|finish|open|close|rise|fall|form|split|die|live|join|leave)"
_TWO_ENDS = re.compile(rf"^((?:when|what year|where)\s+(?:did|does|do)\s+.+?)\s+({_SPAN_VERBS})"
                       rf"\s+and\s+({_SPAN_VERBS})$", re.I)
#: "Where was X born and raised?": two acts done to one, each asked where or when
_TWO_DONE = re.compile(r"^((?:where|when|what year)\s+(?:was|were)\s+.+?)\s+([a-z]{3,})\s+and\s+"
                       r"([a-z]{3,})$", re.I)
#: "When was X founded and by whom?": who did it is a second question
_BY_WHOM_TOO = re.compile(r"^((?:when|where|in what year|what year)\s+(?:was|were|is|are)\s+"
                          r"(.+?)\s+(\w+)),?\s+and\s+by\s+(?:whom|who)$", re.I)
#: "Where and when was Mozart born?": two wh-words asking of one clause, each a question
_WH_PAIR = re.compile(r"^(who|what|when|where|which)\s+and\s+(who|what|when|where|which)\s+"
                      r"(\S.+)$", re.I)
#: "Who founded Sacramento and when?": the same act, asked when or where it happened too
_WH_AFTER = re.compile(r"^((?:who|what|which|when|where)\s+(\S+)\s+(.+?)),?\s+and\s+(when|where)$",
                       re.I)
#: "When was the album released and on which label?": the same clause, asked again with
#: a preposition's wh-phrase
_PREP_WH_AFTER = re.compile(r"^((?:who|what|which|when|where)\s+(was|were|is|are|did|does|do)\s+"
                            r"(.+?)),?\s+and\s+((?:on|in|at|by|for|from|with|under|through)\s+"
                            r"(?:which|what)\s+[a-z]+)$", re.I)
_AUXILIARIES = frozenset("is are was were did does do has have had".split())
_PAST = {"written": "wrote", "sung": "sang", "drawn": "drew", "taken": "took", "given": "gave",
         "chosen": "chose", "driven": "drove", "begun": "began", "known": "knew",
         "spoken": "spoke", "stolen": "stole", "broken": "broke", "frozen": "froze"}
_PARTICIPLE = {past: part for part, past in _PAST.items()}  # "wrote" → "written"
_PRONOUN = re.compile(r"\b(?:it|he|she|they|him|her|them)\b", re.I)
_IT = re.compile(r"\bit\b", re.I)
_ITS = re.compile(r"\bits\b", re.I)
_OWNER_PRONOUN = re.compile(r"\b(?:its|his|their)\b", re.I)
#: what a question's first part ends on, owned or named with "the" ("… release her first
#: album"): what a later part's "it" stands for
_LAST_OBJECT = re.compile(r"^(?i:when|where|why|how|who)\s+(?i:did|does|do|will|would|can)\s+"
                          r".+?\s+[a-z]+\s+((?i:his|her|their|the))\s+"
                          r"((?:[a-z][\w'’-]*\s+){0,2}[a-z][\w'’-]*)$")
#: a first part asking what someone's things are ("What were Leary's main ideas", "what were
#: the causes of World War I"): what a later part's "they" are
_PLURAL_ASKED = re.compile(r"^(?i:what|which)\s+(?i:were|are)\s+((?:the\s+)?[\w'’ -]*?[^s\W]s"
                           r"(?:\s+of\s+.+)?)$")
_THEY = re.compile(r"\b(?:they|them)\b", re.I)
#: "there" of a place, after a verb ("who lived there?", "what events are held there?"),
#: not the "there" of being ("is there a sequel?", "how many are there?")
_THERE = re.compile(r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )\bthere\b"
                    r"(?!\s+(?:is|are|was|were|be|been|will|has|have|had)\b)", re.I)
#: "the first one": one of the things the question asked about before
_ONE = re.compile(r"\b(first|last|second|third|next|latest|newest|oldest|earliest|only|"
                  r"original)\s+one\b", re.I)
#: "one" standing for the kind of thing asked about, the object of a question's last verb
#: ("… and which countries have one?": a two-party system)
_A_ONE = re.compile(r"\b(have|has|had|use|uses|used|own|owns|owned|buy|get|make|build|adopt|"
                    r"adopted|need|needs|keep|hold|holds|held|operate|operates|run|runs)\s+"
                    r"one\s*$", re.I)
#: "her" owning the noun after it ("what was her legacy?"), not "who gave her the prize?"
_HER_OWNING = re.compile(r"\bher\b(?=\s+(?!(?:the|a|an|to|in|on|at|for|with|from|by|as|and|"
                         r"or|up|out|off|back|down|away|into|over|about|that|this)\b)[a-z])",
                         re.I)


#: what a "who" clause says of someone rather than what they did: "who died in 2007", "who
#: is known for her voice", "who's third album is …", "who was the writer of …"
_DESCRIBING = frozenset("is was are were has had have died dies lived lives born became becomes "
                        "grew".split())


def acts(piece: str) -> bool:
    """Whether a "who" clause asks who did something ("who scored the winning goal"), its
    verb neither being, having, nor a life's event, with something it was done to after it."""
    words = re.findall(r"[\w'’]+", piece.lower())
    return len(words) >= 3 and words[0] == "who" and words[1] not in _DESCRIBING


def question_parts(question: str, subject: str = "", thing: str = "") -> list[tuple[str, str]]:
    """The questions a question joins with "and" ("When was the Act passed and who signed
    it?"), each as written and as asked on its own (its pronouns the ``subject``, its "it"
    the ``thing`` last named when given); one part
    for a question that asks one thing. A second "who" goes on describing the one asked about
    ("Who was the writer of … and who died in 2007?"), as does a wh-word the first part has
    already used inside it, unless it asks of "it" again ("When was the Sagrada Família
    started and when will it be finished?")."""
    text = re.sub(r"(?<![A-Z])[.!]+$", "", " ".join(question.split()).rstrip("?").strip())
    by_whom = _BY_WHOM_TOO.match(text)
    if by_whom and PARTICIPLE.match(by_whom.group(3)):  # "When was VCU founded and by
        first, done = by_whom.group(1), by_whom.group(2)  # whom?": who founded it, too
        act = _PAST.get(by_whom.group(3).lower(), by_whom.group(3))
        return [(f"{upper_first(first)}?",) * 2, (f"Who {act} {done}?",) * 2]
    pair = _WH_PAIR.match(text)
    if pair:  # "Where and when was Mozart born?": where he was born, when he was born
        return [(f"{upper_first(w)} {pair.group(3)}?",) * 2
                for w in (pair.group(1), pair.group(2).lower())]
    prep = _PREP_WH_AFTER.match(text)
    if prep:  # "… and on which label?": "On which label was the album released?"
        return [(f"{upper_first(prep.group(1))}?",) * 2,
                (f"{upper_first(prep.group(4))}?",
                 f"{upper_first(prep.group(4))} {prep.group(2)} {prep.group(3)}?")]
    after = _WH_AFTER.match(text)
    if after:  # "When was Charli XCX born and where?": where she was born; "Who founded
        # Sacramento and when?": when Sacramento was founded (its participle, the past tense
        # of a regular verb or one ``_PAST`` knows), written out so (else the act and its
        # object, asked "when", rank the same: "When won the final?")
        wh, act, done = after.group(4).capitalize(), after.group(2), after.group(3)
        done_by = _PARTICIPLE.get(act.lower(), "") or (act if act.lower().endswith("ed") else "")
        if act.lower() in _AUXILIARIES:
            second = (f"{wh} {act} {done}?",) * 2
        elif done_by and after.group(1).split()[0].lower() in ("who", "what", "which"):
            second = (f"{wh} was {done} {done_by}?",) * 2
        else:
            second = (f"{wh}?", f"{wh} {act} {done}?")
        return [(f"{upper_first(after.group(1))}?",) * 2, second]
    done = _TWO_DONE.match(text)
    if done and all(v.lower() == "born" or v.lower().endswith("ed") or v.lower() in IRREGULAR
                    for v in done.group(2, 3)):  # "Where was Charli XCX born and raised?":
        # where born, and where raised
        return [(f"{upper_first(done.group(1))} {verb}?",) * 2
                for verb in (done.group(2), done.group(3))]
    both = _TWO_ENDS.match(text)
    if both:  # "When did the Inca Empire begin and end?": when it began, and when it ended
        return [(f"{upper_first(both.group(1))} {verb}?",) * 2
                for verb in (both.group(2), both.group(3))]
    pieces = [p.strip() for p in _SECOND_QUESTION.split(text) if p.strip()]
    if len(pieces) < 2:
        return [(question, question)]
    first = pieces[0].split()[0].lower()
    for piece in pieces[1:]:
        word = re.match(r"[a-z]*", piece.split()[0].lower()).group(0)  # "who's": "who"
        words = piece.split()
        again = (word == first or re.search(rf"\b{word}\b", pieces[0].lower())) and not \
            (_PRONOUN.search(piece) or _OWNER_PRONOUN.search(piece) or  # "… and when will
             (word == first == "who" and acts(pieces[0]) and acts(piece)))  # it be finished?"
        # asks again, of what the first asked about, as "Who won the final and who scored
        # the winning goal?" asks of two acts
        if again or len(words) < 2 or (len(words) == 2 and (
                    not subject or words[1].lower() in STOPWORDS)):
            return [(question, question)]  # ("… and who won?" asks who won it)
    plural = _PLURAL_ASKED.match(pieces[0])
    they = plural.group(1) if plural and subject and subject.lower() in \
        plural.group(1).lower() else ""  # "What were Leary's main ideas and why were they
    # controversial?": "they" are his ideas
    last = _LAST_OBJECT.search(pieces[0])
    if last and subject:  # "When did Madonna release her first album and what was it
        # called?": "it" is her first album, not Madonna
        owner = f"{possessive(subject)} " if last.group(1).lower() in ("his", "her", "their") else \
            f"{last.group(1)} "
        thing = f"{owner}{last.group(2)}"
    parts = []
    for i, piece in enumerate(pieces):
        piece, direct = asked_directly(piece)
        asked = piece
        if i and subject:  # "who signed it?": the subject; "what was the score?": of it
            # "it" is the thing last named (``thing``: "… in The Amazing Spider-Man and
            # who directed it?"), "he" or "she" the subject
            it = thing or subject
            asked = _ITS.sub(possessive(it), _IT.sub(it, piece))
            asked = _THEY.sub(they, asked) if they else asked
            asked = _HER_OWNING.sub(possessive(subject), asked)
            asked = _OWNER_PRONOUN.sub(possessive(subject), _PRONOUN.sub(subject, asked))
            asked = _THERE.sub(f"in {it}", asked)  # "who lived there?": in Casa Loma
            kind = it[:1].lower() + it[1:] if " " in it and it[1:].islower() else it
            asked = _ONE.sub(rf"\1 {kind}", asked)  # "who threw the first one?": the first
            # perfect game (a page's "Perfect game" is a kind of thing, in lower case)
            one = re.sub(r"^the\s+", "", kind, flags=re.I)  # "a two-party system", not "a
            one = one[:1].lower() + one[1:] if one[1:] == one[1:].lower() else one  # the …"
            article = "an" if one[:1].lower() in "aeiou" else "a"
            asked = _A_ONE.sub(rf"\1 {article} {one}", asked)
            if len(piece.split()) == 2:  # "who won": who won it
                asked = f"{piece} {subject}"
            elif subject.lower() not in asked.lower() and it.lower() not in asked.lower():
                asked = f"{asked} of {subject}"
        end = "?" if direct else ""
        parts.append((f"{upper_first(piece)}{end}", f"{upper_first(asked)}{end}"))
    return parts


#: "Who won the 2010 World Cup final?": a side of a contest is asked, the one that beat the
#: other (a team, a country, a player), not whoever the sentence also names
_SIDE_ASKED = re.compile(r"^\W*who\s+(?:won|wins|beat|defeated)\s+(?:the\s+)?(?:[\w'’.-]+\s+)"
                         r"{0,6}?(?:final|finals|match|game|cup|bowl|series|championships?|"
                         r"tournament|war|battle|singles|doubles|trophy|race|prize|award|"
                         r"medal|contest|competition|election|league|pennant)\b", re.I)
_BEAT = r"(?:defeated|beat|won|overcame|triumphed|edged|routed)\b"


#: "Who did Mahesh Bhupathi win his first Grand Slam with?": whom someone did it with
_WITH_ASKED = re.compile(r"\bwith\W*$|^\W*with\s+whom\b|"
                         # "who sings get low with lil jon": whoever sings it with him
                         r"^\W*who\s+(?:sings|sang|performs|performed|raps|rapped)\s.+\swith\s",
                         re.I)
_WITH_PARTNER = re.compile(r"\b(?:with|alongside|partnering|partnered\s+with|(?i:featuring|feat\.)"
                           # ("featuring American hip hop duo Ying Yang Twins")
                           r"(?:\s+(?:[A-Z][a-z]+\s+)?(?:[a-z-]+\s+){0,3}?(?=[A-Z]))?)\s*"
                           r"(?:partner\s+)?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3})")


def _titled_with(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> bool:
    """Whether the "with" of a question is a title's ("Who sang lead vocals on Stuck in the
    Middle with You?"): a page read is titled with it and the word after it."""
    after = re.search(r"\swith\s+([\w'’-]+)", question)
    return after is not None and any(f"with {after.group(1).lower()}" in c.title.lower()
                                     for _, _, c in ranked)


def between_sides(name: str, sentence: str) -> bool:
    """Whether a sentence names ``name`` as a side a match was played between ("It was
    played between Japan and the United States"): who played, not where."""
    return any(name in (one, other) for one, other in re.findall(
        r"\b(?:between|pitting)\s+(?:the\s+)?([A-Z][^,.;]*?)\s+and\s+(?:the\s+)?"
        r"([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)", sentence))


def asks_side(question: str) -> bool:
    """Whether a question asks who won a contest ("Who won the 2000 ICC KnockOut Trophy?",
    "Who beat Spain in the final?"): the side a sentence has beat the other."""
    return _SIDE_ASKED.match(question) is not None


def said_to_win(question: str, answer: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                ) -> bool:
    """Whether one of the ``VOTED`` best sentences has a side question's answer beat the other
    in the contest asked ("New Zealand won the second edition … by defeating India"): the
    answer is stated, wherever its sentence ranks."""
    return asks_side(question) and any(beat_the_other(answer, s, asked_years(question))
                                       for _, s, _ in ranked[:VOTED])


def beat_the_other(name: str, sentence: str, years: Sequence[str] = ()) -> bool:
    """Whether a sentence has side ``name`` beat the other ("Spain defeated the Netherlands
    1–0", "… was won by Spain", "a 3–1 win for Real Madrid") in the contest asked: not in
    one of another year than the question's ("… the first since Bayern Munich defeated
    Saint-Étienne in the 1976 European Cup Final" for the 2018 final)."""
    x = re.escape(name)
    for m in re.finditer(rf"(?<![\w'’-]){x}(?:,?\s+who)?\s+{_BEAT}(?P<after>[^.;]{{0,80}})|"
                         rf"\b(?:won|defeated|beaten)\s+by\s+(?:the\s+)?{x}\b|"
                         rf"(?<![\w'’-]){x}\s+(?:were|was|are|is)\s+crowned\s+(?:the\s+)?"
                         rf"(?:[a-z]+\s+)?champions?\b|"
                         rf"\b(?:win|victory|triumph)\s+(?:over\s+[^.;,]{{1,40}}?\s+)?"
                         rf"(?:for|by)\s+(?:the\s+)?{x}\b", sentence):
        if not (years and any(y not in years for y in YEAR.findall(m.group("after") or ""))):
            return True
    return False


def asks_who(question: str) -> bool:
    """Whether a question asks "who …" (answered by someone, not a place or a ship)."""
    return _WHO.match(question) is not None


_WHO = re.compile(r"\W*who\b", re.I)

#: "Who sings dont you wish your girlfriend was hot like me?": a song asked for by words of
#: it (a lyric, or a title as typed), with the verb it is asked with
_SUNG = re.compile(r"^\W*who\s+(?:(sings?|sang|sung|performs?|performed|recorded)\s+(?:the\s+"
                   r"song\s+(?:that\s+goes\s+|with\s+the\s+(?:lyrics?|words)\s+|called\s+|"
                   r"titled\s+)?)?|(wrote|writes)\s+the\s+song\s+(?:that\s+goes|with\s+the\s+"
                   r"(?:lyrics?|words))\s+)(.+?)\W*$", re.I)
LYRIC_MIN_WORDS = 5  # words asked, at least, for them to be sung words to look for
LYRIC_SHARE = 0.8  # of the words asked, found in a run of a passage's, for it to quote them
TITLE_SHARE = 0.6  # of the words asked, a title read holding them, for them to be that title
#: what a page's title adds to the song's name for a part of its page
_SONG_PART = re.compile(r"\s+(?:music video|lyrics|background|composition|release|reception|"
                        r"critical reception|chart performance|live performances?|"
                        r"track listing|personnel|credits)$", re.I)


def _plain_words(text: str) -> list[str]:
    """Words as typed without apostrophes or accents ("Don't" is "dont", "Żurrieq"
    "zurrieq")."""
    return re.findall(r"[^\W_]+", re.sub(r"['’]", "", unaccented(text).lower()))


def _unowned_words(text: str) -> list[str]:
    """``_plain_words`` without owners' endings ("women's" is "women", "fukunaga's"
    "fukunaga")."""
    return _plain_words(re.sub(r"['’]s?(?!\w)", "", text))


def _quotes(words: list[str], text: list[str]) -> bool:
    """Whether ``text`` holds ``LYRIC_SHARE`` of ``words`` in order, in one run of about
    their length ("don t cha wish your girlfriend …" for "dont you wish your girlfriend …")."""
    wanted, reach = set(words), len(words) + 2
    need = LYRIC_SHARE * len(words)
    for i, word in enumerate(text):
        if word in wanted and sum(b.size for b in SequenceMatcher(
                None, words, text[i:i + reach], autojunk=False).get_matching_blocks()) >= need:
            return True
    return False


def song_sung(question: str, chunks: Sequence[RetrievedChunk]) -> tuple[str, str] | None:
    """The song a "who sings …?" question asks for by words of it that no page read is
    titled for, when a passage read quotes them (most of them, in one run): its page's
    title, less a part of its page ("Don't Cha Music video" is of "Don't Cha"), or a
    shorter title read that it opens with; with the question asked of the song by name
    ("Who sings Don't Cha?")."""
    asked = _SUNG.match(question)
    if asked is None:
        return None
    verb = (asked.group(1) or asked.group(2)).lower()
    words = _plain_words(asked.group(3))
    if len(words) < LYRIC_MIN_WORDS:
        return None
    titles = {c.title for c in chunks}
    joined = f" {' '.join(words)} "
    if any(f" {' '.join(named)} " in joined and len(named) >= TITLE_SHARE * len(words)
           for named in (_plain_words(_SONG_PART.sub("", t)) for t in titles) if named):
        return None  # a title read, asked as it is ("… the song forever and ever amen"),
        # not one a lyric holds ("forever young, I want to be …")
    for chunk in chunks:
        if not _quotes(words, _plain_words(chunk.text)):
            continue
        song = _SONG_PART.sub("", chunk.title).strip()
        shorter = [t for t in titles if t != chunk.title and song.startswith(t)]
        song = min(shorter, key=len) if shorter else song
        if song and _plain_words(song) != words:
            return song, f"Who {verb} {song}?"
    return None


#: a page titled for a song or an album with its artist: "Someone like You (Adele song)"
_ARTISTS_WORK = re.compile(r"^(.+?)\s+\(((?-i:[A-Z])[^()]*?)\s+(?:song|single|album)\)$", re.I)


def titled_artist(question: str, chunks: Sequence[RetrievedChunk]) -> str:
    """Who sings a song asked for by its title, when the one page read titled for it names
    its artist ("Who sang Someone like You?": "Someone like You (Adele song)"); "" when no
    page read does, or pages of several artists' songs of that title do."""
    asked = _SUNG.match(question)
    if asked is None or not asked.group(1):
        return ""
    words = _plain_words(asked.group(3))
    artists = {m.group(2) for c in chunks if (m := _ARTISTS_WORK.match(c.title)) and
               _plain_words(m.group(1)) == words}
    return artists.pop() if len(artists) == 1 else ""


def dates_end(side: str, sentence: str) -> re.Match[str] | None:
    """Where a sentence dates the start (or end, as ``side`` says) of something by the act
    ("Established in 1891", "closed on 4 May 1999"), its year the match's group."""
    return re.search(rf"\b(?:{_ENDS[side]})\b\s+(?:in|on)\s+(?:[\w ]{{0,12}}?,?\s*)(\d{{4}})",
                     sentence, re.I)  # ("opened on September 24, 2016")


def edition_of_asked(question: str, title: str, kind: str, years: Collection[str]) -> bool:
    """Whether a page is of one year's edition of the thing a question asks the date of with
    no year ("1982 French Open" for "when did the french open start")."""
    edition = re.match(r"^(\d{4})(?:[–-]\d{2,4})?\s+(.+)$", title)
    return kind in ("date", "year") and not years and edition is not None and \
        f" {' '.join(_plain_words(edition.group(2)))} " in f" {' '.join(_plain_words(question))} "


def nearest_to_years(names: Sequence[str], years: Collection[str], text: str) -> str:
    """Of ``names``, the one ``text`` puts nearest before a year of ``years`` (none when
    two are as near, or none is before one)."""
    gaps: dict[str, int] = {}
    for name in names:
        at = text.find(name)
        after = text[at + len(name):] if at >= 0 else ""
        found = [after.find(y) for y in years if y in after]
        if found:
            gaps[name] = min(found)
    if not gaps:
        return ""
    best = min(gaps.values())
    nearest = [n for n, g in gaps.items() if g == best]
    return nearest[0] if len(nearest) == 1 else ""


#: people named by where they are from, before their names ("Spaniard Sergi Bruguera")
_DEMONYM_NOUNS = frozenset("Spaniard Briton Frenchman Frenchwoman Englishman Englishwoman "
                           "Irishman Irishwoman Scotsman Scotswoman Welshman Dutchman Swede "
                           "Dane Finn Pole Turk Scot Swiss Argentine Filipino".split())
#: a sentence on another's rendering of a work: a cover, a version in a film
_RENDERED = re.compile(r"\b(?:versions?|covers?|covered|renditions?|remakes?|remade)\b", re.I)


def sung_as_titled(question: str, titles: Sequence[str]) -> bool:
    """Whether a "who sings …?" question names nothing but a song a page read is titled
    for ("who sang you've got a friend in me": its singer, not who sang a version of it in
    a film, as "who sings … in toy story 2?" asks)."""
    asked = _SUNG.match(question)
    if asked is None or not asked.group(1):
        return False
    words = _plain_words(asked.group(3))
    return any(_plain_words(_SONG_PART.sub("", re.sub(r"\s*\([^()]*\)$", "", t))) == words
               for t in titles)


#: a life's two ends told apart in an aside: "(born 6 December 1685 in Narva; died 17
#: December 1763 in Malmö)"
_LIFE_CLAUSE = {end: re.compile(rf"\b{end}\s+(?:on\s+|in\s+(?=\d))?([^;()]*\d[^;()]*)")
                for end in ("born", "died")}


def life_clause(sentence: str, lifetime: str) -> str:
    """What a sentence says after "born" (or "died", as ``lifetime`` asks) up to the next
    semicolon or bracket, when it tells both ends so; "" otherwise."""
    if not lifetime or not all(p.search(sentence) for p in _LIFE_CLAUSE.values()):
        return ""
    told = _LIFE_CLAUSE[lifetime].search(sentence)
    return told.group(1) if told else ""


def song_by(question: str, answer: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
            ) -> bool:
    """Whether a song asked for by its title alone (``sung_as_titled``) is called the
    answer's by a sentence read: '"You've Got a Friend in Me" is a song by Randy Newman'."""
    return bool(answer) and sung_as_titled(question, [c.title for _, _, c in ranked]) and any(
        re.search(rf"\b(?:is|was)\s+an?\s+(?:[\w-]+\s+){{0,4}}?(?:song|single)\s+"
                  rf"(?:[\w-]+\s+){{0,4}}?by\s+(?:[\w-]+\s+){{0,4}}?{re.escape(answer)}\b", s)
        for _, s, _ in ranked[:VOTED])


def does_asked_verb(name: str, question: str, sentence: str) -> bool:
    """Whether a sentence has ``name`` do what a "which <kind> <verb> …?" question asks, as
    its subject ("The Pesanggrahan River flows along …" for "Which river flows along
    Pesanggrahan?")."""
    asked = re.match(r"^\W*(?:which|what)\s+[a-z]+\s+([a-z]{3,})\b", question, re.I)
    return asked is not None and re.search(
        rf"{re.escape(name)}\s+(?:[a-z]+ly\s+)?{re.escape(asked.group(1))}\b", sentence) is not None


#: what is done to a victim, named after it: "the murder of John Alan West"
_HARM = r"(?:murder|killing|death|assassination|kidnapping|abduction|shooting|rape|beating)"
#: "How much did the first iPhone cost?", "What was the film's budget?": a sum of money
_PRICE_ASKED = re.compile(r"\bhow\s+much\b.*\b(?:cost|costs|price|priced|pay|paid|sell|sold|"
                          r"earn|earned|gross|grossed|worth|charge|charged|spend|spent|raise|"
                          r"raised)\b|\bwhat\s+(?:is|was|were)\s+(?:the\s+)?(?:\S+\s+)?"
                          r"(?:price|cost|budget|box\s+office|revenue)\b", re.I)
#: a sum of money as written: "$499", "US$1.6 billion", "£3 million", "20 million euros"
_SUM_OF_MONEY = re.compile(rf"{_CURRENCY}\d[\d,]*(?:\.\d+)?{_SCALE}|"
                           r"\b\d[\d,]*(?:\.\d+)?\s(?:(?:million|billion)\s)?"
                           r"(?:dollars|pounds|euros|yen|rupees)\b")
#: "Which countries produced …?": kinds asked in the plural, which a list answers whole
_MANY_KINDS = re.compile(r"^\W*(?:which|what)\s+(?:two\s+|three\s+)?(?:countries|nations|states|"
                         r"cities|companies|teams|languages|studios|networks|labels|clubs)\b",
                         re.I)


def asks_many(question: str) -> bool:
    """Whether a question asks for things of a kind in the plural ("Which countries produced
    …?"), which a list answers whole."""
    return _MANY_KINDS.match(question) is not None


def answer_votes(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                 depth: int = VOTED, *, act_first: bool = True) -> list[tuple[str, float]]:
    """Candidate answer spans of the shape the question asks for, with their votes from the
    ``depth`` best sentences (weighted by each sentence's score), best first. With
    ``act_first``, a date a sentence says the act was done on ("founded in 1968") outvotes
    dates of other acts, and a count of the thing counted ("31,000 students" for "how many
    students …?") other numbers; without it (the evidence looking for every reading's
    answer) each counts as its sentence does."""
    kind = answer_kind(question)
    by_whom = bool(_BY_WHOM.search(question))
    acts = _acts(question)
    act = own_act(question)
    others = [t for t in key_terms(question) if stem(t) != act]
    asked = set(tokenize(question))
    wanted = answer_type(question)
    roles = _roles(question)
    who_or_where = bool(_WHO_WHERE.match(question))
    by_person = asks_who(question)
    side = asks_side(question)
    now = bool(_NOW.search(question))
    present = now or re.match(r"^\W*who\s+is\b", question, re.I) is not None
    personal = by_person and done_to_someone(question)
    kin_asked = asks_kin(question)
    office = asked_office(question)
    nationality = bool(_NATIONALITY_ASKED.search(question))
    asked_stems = {stem(w) for w in asked}
    where = bool(_WHERE.match(question) or _PLACE_IN.match(question))
    origin = where and _COMES_FROM.search(question) is not None
    where_now = where and re.match(r"^\W*where\s+(?:is|are)\b", question, re.I) is not None
    featured = by_person and re.search(r"\bfeatur(?:ed|es|ing)\b", question, re.I) is not None
    placed_act = where_act(question) if where else ""
    starring = re.match(r"^\W*who\s+(?:starred|stars|star|co-starred)\b", question,
                        re.I) is not None
    doer = bool(_DOER.match(question))
    done = done_thing(question) if doer else ""
    identity, tense = ("", "") if office else identity_asked(question)
    named_acts = acts_named(question)
    known_acts = bool(question_acts(question))  # "who played …", not "who gets fired …"
    # a "what"/"which" question asking for a thing, not for whoever did something
    of_a_thing = not who_or_where and not kind and bool(_WHAT.match(question)) and \
        not re.fullmatch(_ROLE, wanted or "-")
    after_phrase = trailing_phrase(question)
    named_name = of_a_thing and _ASKS_NAME.search(question) is not None
    latest = bool(_LATEST.search(question))
    end_asked = asked_end(question)
    character = played_part(question)
    commented = any(stem(w) in _COMMENTS for w in tokenize(question))  # "who reviewed …?"
    counter = _COUNT_DOER.match(question) if kind == "number" else None
    counter_words = {w for w in tokenize(counter.group(1)) if w not in STOPWORDS} \
        if counter else set()
    counted_at = _COUNT_WHERE.match(question) if kind == "number" and not counter else None
    if counted_at:  # "How many people live in Tenterfield?": when a passage read names the place,
        # not the 573 people living in Tabulam (with none, every count stands)
        place = {w for w in tokenize(counted_at.group(1)) if w not in STOPWORDS}
        if any(place & set(tokenize(f"{c.title} {s}")) for _, s, c in ranked[:depth]):
            counter_words = place
    counted = counted_words(question) if kind == "number" and act_first else ""
    count_act = counted_act(question) if counted else ""
    counted_now = bool(counted) and _PRESENT_COUNT.match(question) is not None
    head = counted_head(question) if counted else ""
    whole_counted = counted_phrase(question) if counted else ""
    measuring = kind == "number" and measure_asked(question)
    aged = measuring and _AGE_OF_THING.search(question) is not None  # (no bare count is an
    # age: "31 more mounds were destroyed" for how old the mounds are)
    # "51% ownership" is no age nor count, unless a share is asked
    shares = re.search(r"%|\b(?:percent|percentage|per cent|share|proportion|rate)\b",
                       question, re.I) is not None
    part = part_asked(question) if character else ""  # "who played <part>?"
    # a cast list's "Cowboy Curtis (Laurence Fishburne)", "Cowboy Curtis - Phil LaMarr"
    named_part = r"[\s-]*".join(re.escape(w) for w in tokenize(part)) if part else ""
    # ("Identical twins Sharon McKendrick and Susan Evers (Hayley Mills)": a part asked by a
    # common noun, named after it)
    cast = rf"\b{named_part}[\"”’']?(?-i:(?:\s+[A-Z][\w'’.-]*(?:\s+(?:and\s+)?[A-Z][\w'’.-]*)" \
        rf"{{0,5}})?)\s*(?:\((?:(?:portrayed|played|voiced)\s+by\s+)?|[-–—:]\s*)" if part else ""
    # ('Rebecca Donaldson "Becky" Katsopolis (portrayed by Lori Loughlin)')
    # "Charlie Day plays Charlie Kelly": the name, then the act of playing the part
    # ("Bradley Cooper would voice Rocket": a part called by its first name, cast ahead)
    short = "".join(f"|{re.escape(n)}" for n in _names_of_part(part))
    plays = rf"\s+(?:plays|played|portrays|portrayed|voices|voiced|(?:stars|starred|is cast|" \
        rf"was cast) as|(?:would|will|to)\s+(?:play|portray|voice))\s+(?:the (?:role|part) " \
        rf"of\s+)?[^.;]{{0,20}}?\b(?:{named_part}{short})\b"
    votes: dict[str, float] = {}
    question_words = question_acts(question)
    many_kinds = asks_many(question)
    victim_asked = re.search(rf"\b(?:{_HARM}|murdered|killed|assassinated|kidnapped|shot|"
                             r"victims?)\b", question, re.I) is not None
    priced = _PRICE_ASKED.search(question) is not None

    def said_as_asked(name: str, plain: str) -> bool:  # the act asked done by it, or where
        # asked a place the sentence puts something in
        return any(same_act(verb, acts | {act}) for verb, agent in agents_of(plain)
                   if act and agent == name) or \
            (where and re.search(_LOCATIVE + re.escape(name) + r"\b", plain) is not None)

    # ("the actor who starred as Benton Fraser": the actor a sentence has play him)
    acting_asked = re.search(r"\b(?:actor|actress|star|starred|stars|starring|played|plays|"
                             r"portrayed|portrays|voiced|cast)\b", question, re.I) is not None
    titled: set[str] = set()
    named = proper_words(ranked[:depth])
    timed = timed_acts(question) if kind in ("date", "year") else frozenset()
    # the act asked when it knows no other words: its dates first, but a sentence without
    # it still votes (pages vary the verb)
    placing = timed | (when_done(question) or lower_act(question, ranked[:depth])) \
        if kind in ("date", "year") else frozenset()
    # (a capitalised "Born" inside the question is a title's: "… release Born to Run?")
    ends = next((m for m in re.finditer(r"\b(born|birth|die|died|death)\b", question, re.I)
                 if not m.group(1).istitle() or question.isupper()), None)
    becoming = kind in ("date", "year") and _BECAME.search(question) is not None
    # "when did X die?", "the date of birth of …": a sentence telling a birth or death (not
    # "When was the clock built in the city where X died?")
    life_told = asks_life_date(question)
    lifetime = "" if ends is None else \
        "born" if ends.group(1).lower() in ("born", "birth") else "died"  # of a lifespan's two
    place = re.search(r"\b(born|died|die|buried|raised)\b", question, re.I) if where else None
    life_place = {"die": "died"}.get(place.group(1).lower(), place.group(1).lower()) \
        if place else ""  # "where was X born?", "where did X die?"
    # a sentence opening "Born in …" speaks of its page's subject: of the one asked, unless
    # the question goes through that page to someone else ("the wife of Alexander Pollock
    # Moore", born in Clinton, not in his Pittsburgh)
    life_word = f"(?i:{life_place})" if not goes_through(question) else life_place
    side_asked = range_asked(question) if kind in ("date", "year") and not ends else ""
    activity = activity_asked(question) if kind in ("date", "year") else ""
    life = [n for n in entities(question) or typed_titles(question, ranked[:depth])
            if " " in n and re.search(
                rf"^\W*\w+(?: \w+)?\s+(?:was|did|is)\s+{re.escape(n)}\s+(?:born|die|died)\b",
                question, re.I)] if kind == "date" else []  # "When did Grace Kelly die?":
    # hers (typed in lower case, the page read of that title: "when was john fogerty born")
    if timed and not any(same_act(w, timed) for _, s, _ in ranked[:depth] for w in tokenize(s)):
        return []  # no sentence says it was founded: "returned to Harvard in 1933" is no date
        # of its founding (a sentence saying so lets every date vote, as pages vary the verb)
    stated = " ".join(sentence for _, sentence, _ in ranked[:depth])
    ordinal = _ORDINAL_ASKED.search(question)
    ordinal = _ORDINAL_KIND[ordinal.group(1).lower()] if ordinal else ""
    years_asked = set(years_in(question))
    # (years, not a count of them: "for 1300 years"; a sentence naming them all, with its
    # page's title, when the years asked are no answer's: the others are of other years)
    counted_years = {y for y in years_asked if re.search(rf"\b{y}\s+years\b", question) or
                     re.match(rf"\W*{y}\s+[A-Z]", question)}  # (or a title's: "2014 S/S is
    # the debut album of …")
    all_dated = bool(years_asked) and not counted_years and may_be_ambiguous(question) and \
        kind not in ("date", "year", "range") and any(
        all(y in f"{c.title} {s}" for y in years_asked) for _, s, c in ranked[:depth])
    short = may_be_ambiguous(question)  # (a short question's rules: a long one is a chain)
    # "Which country won the vote …?": "Qatar", a country by its name
    country_asked = re.match(r"^\W*(?:which|what)\s+(?:country|nation)\b", question, re.I)
    source_kind = bool(wanted) and re.search(r"\bfrom\W*$", question) is not None
    year_given = {y for y in years_in(question) if y in asked} \
        if kind == "year" and re.match(r"\W*when\b", question, re.I) else set()
    if kin_asked and not kin_spoken(asked_stems, stated):
        return []  # "Who is Lexie Grey's sister?": no sentence speaks of a sister, so no
        # name they give is hers (not the actress playing her, not a nickname)
    kin_of = kin_named(question) if kin_asked else ""
    side_kin = not kin_asked and re.search(r"\b(?:uncle|aunt|nephew|niece|cousin)s?\b",
                                           question, re.I) is not None
    kin_pair = kin_of_named(question) if kin_asked else ("", "")
    # a work the question names as a sentence quotes it ("I'll Be Seeing You" of "who sings
    # i'll be seeing you in the notebook?"): a sentence quoting only other works is about
    # them ("… recorded in 1943 by Bing Crosby" of "I'll Be Home for Christmas")
    works_asked = quoted_asked(question, [s for _, s, _ in ranked[:depth]]) if by_person \
        else set()
    played_in = _PLAYS.match(question) if part else None  # "who played darth vader in rogue
    played_in_terms = key_terms(question[played_in.end():]) if played_in else []  # one":
    # the sentences on that work first ("… portrayed Vader in Rogue One", not the radio
    # drama's "voiced by the actor Brock Peters")
    now_asked = _NOW_ASKED.match(question) is not None
    names = _capital_runs(question)
    owned = OWNED_THING.match(" ".join(question.split()))
    owner = owned.group(2) if owned else ""  # (whose thing is asked: "Deepak Sareen's")
    kind_of = kind_owner(question)  # (whose work of the kind: "Which Larry David play …")
    question_names = entities(question)
    partnered = by_person and _WITH_ASKED.search(question) is not None and \
        not _titled_with(question, ranked)
    song_itself = sung_as_titled(question, [c.title for _, _, c in ranked[:depth]])
    credited = personal_act(question) if by_person and not kin_asked else ""
    credited = credited if credited in _CREDITED_ACTS else ""
    credit_said = bool(credited) and any(says_act(credited, s) for _, s, _ in ranked[:depth])
    titles_read = {c.title.lower() for _, _, c in ranked}
    # (an acronym a short question names its subject by: "the BCG vaccine"; a long one's
    # may be a hop on the way, as "KAGH-FM" is to where Midway is)
    inner_names = [n for n in entities(question.split(" ", 1)[-1])
                   if re.fullmatch(r"[A-Z]{2,6}", n)] if may_be_ambiguous(question) else []
    named_terms = [t for t in others if stem(t) not in RELATED]  # (not its acts' words)
    best_held = max((holds(named_terms, s, c.title) for _, s, c in ranked[:depth]),
                    default=0.0) if named_terms else 0.0
    best_titled = max((holds(named_terms, "", c.title) for _, _, c in ranked[:depth]),
                      default=0.0) if named_terms else 0.0
    for score, sentence, chunk in ranked[:depth]:
        if on_another_work(names, sentence, chunk, question):
            continue  # "Who composed the score for Aliens?": not the score of "Alien"
        quoted = {_flat_title(t) for t in _QUOTED_WORK.findall(sentence)} if works_asked \
            else set()
        if quoted and not quoted & works_asked and not any(
                re.search(rf"\b{re.escape(w)}\b", _flat_title(sentence)) for w in works_asked):
            continue  # (and one quoting it tells who did it: "Durante also recorded a cover
            # of the well-known song "I'll Be Seeing You" …"; so does one naming it unquoted,
            # 'Time Bombs is a 2008 Canadian film produced by "Productions de la ruelle"')
        if inner_names and not all(names_whole(n, f"{chunk.title}\n{chunk.text}")
                                   for n in inner_names):
            continue  # "Who developed the BCG vaccine?": not a passage on the polio vaccine
        if kind_of and not names_whole(kind_of, f"{chunk.title} {sentence}"):
            continue  # "In which Miss Marple episode did Sykes appear?": not an episode of
            # "Doc Martin" the next sentence names
        if owner and short and not names_whole(owner, f"{chunk.title}\n{chunk.text}"):
            continue  # "What was Deepak Sareen's last film as director?": not a film on a
            # page never naming him ("… a 1999 Bollywood film directed by Desh Deepak")
        if kin_of and not names_whole(kin_of, f"{chunk.title}\n{chunk.text}"):
            continue  # "Who was Shah Jahan's father?": not the father a page about Kaya Alp
            # names ("the son of Kızıl Buğa and the father of Suleyman Shah")
        weight = max(score, 0.05) * (PLACED_BOOST if quoted & works_asked else 1.0) * (
            PLACED_BOOST if played_in_terms and holds(played_in_terms, sentence, chunk.title)
            >= 1.0 else 1.0)
        planned = bool(placing) and act_only_planned(sentence, placing)
        acted = act_first and placing and any(same_act(w, placing) for w in tokenize(sentence)) \
            and not acted_by_other(sentence, placing, question) and not planned
        if planned:
            weight /= PLACED_BOOST  # "The decision to canonize was made official on 5 July
            # 2013": when it was decided, not done ("Their canonizations were held on …")
        if edition_of_asked(question, chunk.title, kind, years_asked) and \
                re.sub(r"^\S+\s+", "", chunk.title).lower() in titles_read:
            continue  # "when did the french open start": not when the 1982 French Open
            # was held, when the French Open's own page is read
        if works_asked and not any(re.search(rf"\b{re.escape(w)}\b", _flat_title(
                f"{chunk.title} {sentence}")) for w in works_asked):
            weight /= PLACED_BOOST  # "who directed jesus camp": not "It was directed by
            # Sidney Olcott" on The Mystery of Pine Creek Camp's page, beside a sentence
            # quoting "Jesus Camp"
        if credit_said and not says_act(credited, sentence):
            weight /= PLACED_BOOST  # "who invented …?": not who "introduced" or "sold" it
        if all_dated and not all(y in f"{chunk.title} {sentence}" for y in years_asked):
            weight /= PLACED_BOOST  # "who won the french open in 1993 and 1994": "…
            # Bruguera repeated the feat in 1993 and 1994", over Nadal's many titles
        if song_itself and _RENDERED.search(sentence):
            weight /= PLACED_BOOST  # "who sang you've got a friend in me": "… is a song by
            # Randy Newman", not "The Woody's Roundup version was performed by Tom Hanks"
        if acted:
            weight *= PLACED_BOOST  # "VCU was founded in 1968" over "the 1995–96 VCU Rams"
        elif activity and re.search(activity, sentence, re.I):
            weight *= PLACED_BOOST  # "Principal photography began on May 2, 2016", not
            # "… is a 2017 crime drama film"
        sentence = ISO_STAMP.sub(" ", sentence)  # timestamps of bylines, not facts
        if kind in ("date", "year"):  # "from 21 November to 18 December 2022": both in 2022
            sentence = _OPEN_SPAN.sub(r"\g<1> \g<3>\g<2>\g<3>", sentence)
        if by_person or wanted in _PERSON_KINDS:  # "Although her career spanned many
            # decades, she is perhaps best
            # remembered as the voice of Wilma Flintstone" on Jean Vander Pyl's page: her
            sentence = person_named(sentence, chunk)
        plain = ASIDE.sub("", sentence)  # romanisations, pronunciations, asides
        if kin_asked:  # "the son and successor of Marzuban": his son
            plain = _KIN_AND_ROLE.sub(r"\1 of", plain)
        if kind == "range":  # a span the page's own subject opens the sentence with first
            # ("The London Passenger Transport Board … from 1933 to 1948", not "In common
            # with all London transport authorities from 1933 to 2000, …")
            led = weight * (SUBJECT_LED if opens_with_title(sentence, chunk.title) else 1.0)
            candidates = [(span_said(m), led)  # "c. 1750–1712 BC": both BC
                          for m in [*_RANGE.finditer(sentence),
                                    *_BETWEEN_YEARS.finditer(sentence)]] + [
                (m.group(0), led)  # as written: "holding the office between 12 November
                for m in _DATED_RANGE.finditer(sentence)]  # 2013 and 2 August 2015"
        elif life_told and not _LIFE_TOLD.search(sentence):
            continue  # "what year did elvis presley die": not the 1969 of a song he recorded
        elif life_told and lifetime == "born" and not _BIRTH_TOLD.search(sentence):
            continue  # "When was Rochus Gliese born?": not "He died in 1978 in Berlin"
        elif kind == "date":
            span = LIFESPAN.search(sentence) if lifetime else None
            dated = span.group(2 if lifetime == "died" else 1) if span else \
                life_clause(sentence, lifetime) or others_lives_apart(
                    became(sentence) if becoming else sentence, asked,
                    lives=bool(lifetime or life_told))
            dated = range_side(dated, side_asked) if side_asked else dated  # "lasted from
            # 28 July 1914 to 11 November 1918": its start, or its end
            candidates = [(c, weight) for c in _DATE.findall(dated) or years_in(dated)]
            if life and not _own_date(life, sentence, chunk.title):
                continue  # "… (born 1 February 1965) is the youngest child of … Grace Kelly"
                # is a daughter's birth; "driven by Grace Kelly … 1953" no one's
        elif kind == "year":
            span = LIFESPAN.search(sentence) if life_told else None  # "what year did he die?"
            apart = others_lives_apart(became(sentence) if becoming else sentence, asked,
                                       lives=life_told)
            sided = range_side(apart, side_asked)
            years = years_in(span.group(2 if lifetime == "died" else 1) if span else
                             (life_clause(sentence, lifetime) or sentence) if lifetime else sided)
            if sided != apart and not span and not lifetime:  # "the sole means of execution
                weight *= PLACED_BOOST  # from 1924 until 2000": the side asked of
                # a span the sentence gives, over a year it tells of something in it
            ended = dates_end(side_asked, sentence) if side_asked and sided == apart and \
                short and not years_asked else None  # "when did the french open start":
            # "Established in 1891", as much as a span's start ("… five from 2010 to 2014";
            # not "began in October 2016" for the 2017 playoffs, nor a long question's
            # "premiered on September 13, 2007" of a show on the way)
            last = max((y for y in years if y not in asked), default="",
                       key=year_value) if latest else ""
            # "won in 1907 and 1908" for "when was the last time …?": 1908 first
            candidates = [(c, weight * (TYPED_MENTION_BOOST if c == last else 1.0) *
                           (PLACED_BOOST if ended and c == ended.group(1) else 1.0))
                          for c in years]
            if year_given:  # "When was the 1964 Armstrong 500 held?": its year is asked
                # already; the day in that year ("held on 4 October 1964") answers
                candidates += [(d, weight * PLACED_BOOST) for d in _DATE.findall(plain)
                               if re.search(MONTH, d) and set(years_in(d)) & year_given]
                # (over another year the sentence gives: "The 2017 NBA Playoffs … of the
                # 2016–17 season, which began in October 2016. The playoffs began on April
                # 15, 2017.")
        elif kind == "number" and priced:  # "How much did the first iPhone cost?": a sum
            # of money, as written ("$499"), not the "4 GB" beside it
            candidates = [(m.group(0).strip(), weight * PLACED_BOOST)
                          for m in _SUM_OF_MONEY.finditer(plain)]
        elif kind == "number":
            if counter_words and not counter_words & set(tokenize(f"{chunk.title} {sentence}")):
                continue  # "How many Grammy awards has Walter Afanasieff won?": not the
                # six Grammys of another musician's page
            measured = measures(plain, question) if measuring else []
            candidates = [(m, weight) for m in measured] if measured or (
                measuring and (_MEASURE.search(plain) or aged)) else [
                (c.rstrip(".,"), weight * (PLACED_BOOST if counted and
                                           counts_them(c, plain, counted) and
                                           not counts_another_head(c, plain, head)
                                           else 1.0) *
                 (PLACED_BOOST if count_act and counted_doing(c, plain, counted, count_act)
                  else 1.0) * (PLACED_BOOST if counted_now and said_now(c, plain) else 1.0))
                for c in counts(plain)  # "more than 31,000 students" for "how many students"
                if not counts_other(c, plain, counted) and not an_age(c, plain, question) and
                not owned_by_another(c, plain, question) and
                (shares or not a_share(c, plain))] + [
                (c, weight * PLACED_BOOST) for c in (re.findall(  # "the 2,522-seat hall"
                    _HYPHENED_COUNT.format(counted), plain, re.I) if counted else ())] + [
                (c.lower(), weight * (PLACED_BOOST if head and counts_them(c, plain, head)
                                      else 1.0)) for c in spelled_counts(plain, counted)
                if not owned_by_another(c, plain, question)]  # (figures first: a count in
            # words is as often a phrase, "five parks' worth of campsites"; how long: "8 km",
            # with its unit, when the sentence gives one; none of "4 km wide", nor its "4")
            if whole_counted:  # "sixteen studio albums" over "two Christmas albums" for how
                candidates = [(c, w * (PLACED_BOOST if re.search(  # many studio albums
                    rf"(?<![\w-]){re.escape(c)}\s+{whole_counted}", plain, re.I) else 1.0))
                    for c, w in candidates]
        elif kind == "score":
            candidates = [(m.group(0), weight) for m in _SCORE.finditer(plain)]
        else:
            # "Italy beat France 5–3": a score is no part of a name ("France 5")
            candidates = [(name_span(e), weight) for e in entities(_SCORE.sub(" ", plain))]
            if wanted and wanted in _UNIT_KINDS:  # "in northern Chagang province": the name
                # with the kind the question asks, in lower case
                candidates = [(c, w) for c, w in candidates if not any(
                    c == m.group(1) for m in _KIND_AFTER.finditer(plain) if m.group(2) == wanted)]
                candidates += [(f"{m.group(1)} {wanted}", weight)
                               for m in _KIND_AFTER.finditer(plain) if m.group(2) == wanted]
            candidates = [(dated_event(c, plain), w) for c, w in candidates]  # "the 1928
            # Summer Olympics": that one, not every Summer Olympics
            if kin_asked and not _KIN_PLURAL.search(question):  # one kin asked is one
                # name: "the daughter of A and B" for her father is A
                candidates = [(part, w) for c, w in candidates for part in (
                    c.split(" and ") if all(p[:1].isupper() for p in c.split(" and ")) else [c])]
            elif by_person:  # "directed by James Der Derian, David Udris and Michael Udris":
                # all three, not the last two the sentence joins with "and"
                candidates = [(listed_whole(c, plain), w) for c, w in candidates]
            elif many_kinds:  # "Which countries produced …?": "a co-production between
                # Italy, France and West Germany", every one, over one of them
                candidates = [(whole, w * (PLACED_BOOST if whole != c else 1.0))
                              for c, w in candidates
                              if (whole := listed_whole(c, plain, after_by=False))]
            if cast:  # "Cowboy Curtis (Laurence Fishburne)": the aside is who played it
                candidates += [(m.group(1), weight) for m in re.finditer(
                    cast + r"(?-i:([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){1,3}))", sentence,
                    re.I)]
            if wanted in WORK_KINDS and short and re.search(rf"\b{wanted}\b", question, re.I):
                # "Which show is he best known for?" (one, not a list's): a title quoted
                # whole, its small words and all ("Wind at My Back", not "Wind")
                titles = [t for t in _QUOTED_WORK.findall(plain) if t[:1].isupper() and
                          len(t.split()) > 1 and not set(tokenize(t)) <= asked]
                candidates = [(c, w) for c, w in candidates  # (a title counts once)
                              if not any(c in t for t in titles)]
                candidates += [(t.rstrip(",."), weight * TYPED_MENTION_BOOST) for t in titles]
            if named_name:  # "the botanical name of okra": "Abelmoschus esculentus" as
                # quoted, whole, not its capitalised first word; a nationality is no name
                quoted = [q for q in _QUOTED_NAME.findall(plain) if len(q.split()) <= 5]
                candidates = [(c, w) for c, w in candidates if c not in DEMONYMS and
                              not any(q != c and q.startswith(f"{c} ") for q in quoted)]
                candidates += [(q, weight * TYPED_MENTION_BOOST) for q in quoted]
            if chunk.chunk_id not in titled and not is_collection(chunk.title):
                titled.add(chunk.chunk_id)  # a page's title counts once, at half weight
                candidates.append((chunk.title, weight / 2))
            if who_or_where:  # "American" describes who someone is; it is not who
                candidates = [(c, w) for c, w in candidates if c and not _NOT_WHO.search(c)
                              and (not by_person or not re.fullmatch(r"[\d\s,.–-]+", c))
                              and c.split()[-1] not in DEMONYMS and
                              not (mostly_asked(c, question) and not kin_apart(c, kin_of)
                                   and not said_as_asked(c, plain))
                              and not (c == chunk.title and asked & set(tokenize(c))
                                       and c not in stated)]
                # (a page titled with the question's words that no sentence names is the
                # page about what is asked: "2015–16 Villanova Wildcats" for "who beat them?";
                # but the question's words may name the answer: "organised by World Rugby",
                # "based in New York City")
            opening = sentence.split(maxsplit=1)[0].strip(" .,;:'’\"") if sentence.strip() \
                else ""
            candidates = [(c, w) for c, w in candidates  # "Muscles are …": a word, not a name
                          if c != opening or " " in c or c in named or c.lower() in PLACES or
                          (wanted and re.match(rf"{re.escape(c)}\s+(?:is|was)\s+(?:the|an?)\s+"
                                               rf"(?:[\w-]+\s+){{0,2}}{re.escape(wanted)}\b",
                                               sentence))]  # (but "Olympia is the state
            # capital" gives the capital asked)
        if nationality:  # "What nationality is X?": the nationality a sentence gives X
            candidates = [(word, weight * TYPED_MENTION_BOOST)
                          for word in re.findall(r"\b[A-Z][a-z]+\b", plain) if word in DEMONYMS]
            # one no list holds, said of someone before what they were ("was a
            # Netherlandish cartographer")
            candidates += [(word, weight * TYPED_MENTION_BOOST) for word in _SAID_DEMONYM.findall(
                plain) if word not in DEMONYMS]
        spotted = lifespan_place(sentence, life_place) if life_place in ("born", "died") \
            else ""
        if spotted:  # "( 12 July 1892, in Düsseldorf – 27 March 1963, in Munich)"
            candidates.append((spotted, weight * PLACED_BOOST))
        born_in = [place for found in _PLACE_BORN.findall(sentence)  # (asides too)
                   if (place := found[0] or found[1]) and place not in DEMONYMS] \
            if life_place == "born" else []  # "is a Paris-born director who worked in …"
        candidates += [(place, weight * PLACED_BOOST) for place in born_in]
        if partnered:  # "Who did he win his first Grand Slam with?": "(with Rika Hiraki)"
            candidates += [(m, weight * PLACED_BOOST) for m in _WITH_PARTNER.findall(sentence)]
        by_name = agents_of(plain)
        # "signed by …" for "who signed the Act?" on a sentence about the Act (not "produced
        # by DreamWorks" on a film's page for "who produced the ten commandments of …?")
        about = by_whom or bool(inner_names) or (  # (a passage naming the acronym asked is
            holds(others, sentence, chunk.title) >= 0.5 and  # about it)
            (not named_terms or holds(named_terms, sentence, chunk.title) >= best_held or
             holds(named_terms, "", chunk.title) >= best_titled))
        # (not one holding fewer of the question's names than another, on a page titled with
        # fewer of them: "The tournament was won by Spain" on the 2006 FIBA World
        # Championship's page, for the World Cup final)
        agents = {name for verb, name in by_name if by_whom or (about and (
            stem(verb.lower()) in acts or stem(verb.lower()) == act))}
        named_here = {c for c, _ in candidates}
        candidates += [(name, weight) for name in agents if name not in named_here and
                       re.search(rf"[\"“]{re.escape(name)}[\"”]", plain)]  # ("produced by
        # "Productions de la ruelle"", a name entities cut at its small words)
        by_another = set() if by_whom or not ((by_person and known_acts) or of_a_thing) else \
            other_acts(by_name, named_acts)
        if acted:  # (a date or a year asked) "… for 1973, were held on January 26,
            # 1974": the date the act is told with, not the sentence's other dates
            after = act_clause(sentence, placing, others)
            decade = _DECADE.search(after) if kind in ("date", "year") else None
            if decade and not any(c in after for c, _ in candidates):  # "settled in 1891 and
                # abandoned in the early 1920s": when it was abandoned, the decade
                candidates = [(decade.group(1), weight), *candidates]
            if any(c in after for c, _ in candidates):
                candidates = [(c, w if c in after else w / PLACED_BOOST) for c, w in candidates]
        if all_dated and len(candidates) > 1 and all(y in plain for y in years_asked):
            near = nearest_to_years([c for c, _ in candidates if not years_in(c)],
                                    years_asked, plain)
            candidates = [(c, w * (PLACED_BOOST if c == near else 1.0)) for c, w in candidates]
            # "Jim Courier won … in 1991 and 1992 before Sergi Bruguera repeated the feat in
            # 1993 and 1994": Bruguera, nearest before the years asked
        if end_asked and kind in ("date", "year"):  # "when was it started?": not the year
            # it is "to be completed by"
            candidates = [(c, w) for c, w in candidates if not dated_other_end(c, plain,
                                                                               end_asked)]
        for candidate, w in candidates:
            clean = " ".join(re.sub(r"\s*\([^()]*\)", " ", candidate).split())  # (an aside
            # inside it too: 'Kevin Sullivan ("Anne of Green Gables") and Eda Lishman')
            clean = re.sub(r"[’']s$", "", clean).strip()  # "Usher's" names Usher
            if by_person and re.match(r"(?:1[5-9]|20)\d\d\s+[A-Z][a-z]+\s+[A-Z][a-z]", clean):
                clean = clean[5:]  # "Between 2000 and 2003 Bill Ratliff served …": a year
                # before a name, not a part of it
            said_from = re.match(r"(\w+)\s+(?=[A-Z][\w'’.-]*\s+[A-Z])", clean) if by_person \
                else None
            if said_from and (said_from.group(1) in DEMONYMS or
                              said_from.group(1) in _DEMONYM_NOUNS):
                clean = clean[said_from.end():]  # "Spaniard Sergi Bruguera": Sergi Bruguera
            owning = re.match(r"(.+?)[’']s\s", clean) if wanted else None
            if owning and is_of_type(wanted, owning.group(1), asked):
                clean = owning.group(1)  # "the Western Conference's Pacific Division": the
                # conference asked for
            dated_side = [side for side in re.split(r"\s+and\s+", clean)
                          if set(years_in(side)) & years_asked] if years_asked else []
            if len(dated_side) == 1:  # "What title did she hold in 2002?": "Miss Hong Kong
                clean = dated_side[0]  # 2002", not "… and Miss Chinese International 2003"
            apart = numbered_apart(clean, question)
            if not clean or (set(tokenize(clean)) <= asked and not apart and
                             clean not in agents and
                             not (wanted and len(clean.split()) > 1 and
                                  is_of_type(wanted, clean, asked) and
                                  does_asked_verb(clean, question, plain))) \
                    or restates(clean, question) \
                    or (((extends_asked(clean, question) and not (
                        where and re.search(_LOCATIVE + re.escape(clean), plain))) or (
                        not named_name and fuller_name_asked(clean, question))) and
                        not (wanted and typed_mention(wanted, clean, plain)) and not apart) \
                    or middle_named(clean, question) \
                    or (by_person and joins_asked(clean, asked)) \
                    or (by_person and ends_with_asked(clean, question_names) and
                        clean not in agents) \
                    or (by_person and _styled(clean, plain)) \
                    or cut_from_title(clean, plain):
                continue  # ("Edward Davis Wood Jr" is the Ed Wood asked about, not who
                # directed the film named for him; "Jim and Pam" is not whom Jim married;
                # but "MIT Technology Review is a magazine" answers which magazine MIT
                # published, "organised by World Rugby" who organises the Rugby World Cup,
                # "based in New York City" where the New York Rangers are, and "The
                # Pesanggrahan River flows along …" which river flows along Pesanggrahan)
            kin = kin_fits(clean, plain, asked_stems) if kin_asked else None
            if by_person and not victim_asked and re.search(
                    rf"\b{_HARM}\s+of\s+(?:the\s+)?(?:[a-z-]+\s+){{0,2}}{re.escape(clean)}\b",
                    plain):
                continue  # "were executed for the murder of John Alan West": not who was
                # executed, the one they killed
            if kin is False or (kin_asked and (calls_kin_of_another(*kin_pair, plain) or
                                               child_of_another(clean, plain, kin_of))):
                continue  # "Who is Jim Halpert married to?": not "a baby named Cecelia"; nor
                # "Aurangzeb" of "his father Shah Jahan, Aurangzeb …" for Shah Jahan's father
            if kin_asked and kin is None and not _kin_asked(stem("spouse"), asked_stems) and \
                    re.search(rf"\bmarried\s+(?:to\s+)?(?:{_PERSON_NAME},\s+(?:\d+(?:st|nd|rd|th)"
                              rf"\s+)?)?{re.escape(clean)}\b", plain):  # (or his title)
                continue  # "Who were the children of Catherine Woodville?": not "Catherine
                # was married to Henry Stafford …; both were still children"
            if kin_asked and kin is None and only_after(r"\b(?:of|in|at)\s+(?:the\s+)?", clean,
                                                        plain):
                continue  # nor "Savoy" of "regent of Savoy": a place or a title's, no one
            if kin_asked and kin is None and not acting_asked and \
                    only_after(_PORTRAYED_BY, clean, plain):
                continue  # nor "Chyler Leigh" of "a fictional character … portrayed by
                # actress Chyler Leigh", for Lexie Grey's sister
            boost = 5.0 if wanted and (is_of_type(wanted, clean, asked) or (
                country_asked and clean.lower().removeprefix("the ") in _COUNTRIES)) else \
                TYPED_MENTION_BOOST if (wanted and typed_mention(wanted, clean, plain)) or \
                kin else 1.0  # "her husband Jay Z"
            if now_asked and said_as_former(clean, plain):
                boost /= PLACED_BOOST  # "Which municipality is it in?": not the one it "used
                # to be part of"
            if by_person and not kin and (
                    (names_event(clean) and clean not in agents) or only_where(clean, plain) or
                    (roles and names_no_person(clean)) or re.search(
                        re.escape(clean) + _A_PLACE_OR_BODY, plain)):
                continue  # "who beat them?" is not answered by "Big East Tournament" (but
                # "developed by Epic Games" is), nor by a name the sentence only puts
                # somewhere ("born in the United States"); kin the sentence names is
                # someone ("the son of … Roy Castle")
            if by_person and any(named_as_work(part, stated)
                                 for part in re.split(r"\s+(?:and|&)\s+", clean)):
                continue  # "Who wrote You've Got a Friend in Me?" is not answered by a work
                # ("its sequels, Toy Story 2 (1999)", "the film Toy Story")
            if personal and (names_no_person(clean) or clean[0].isdigit()):
                continue  # "who got eliminated …?" is someone, not "Dharma Productions" nor
                # "117 Top"
            if by_person and now and names_office(clean):
                continue  # "Present chairman of …?" asks who holds it: no "Deputy Speaker"
            if wanted in _DOERS and (only_where(clean, plain) or _NOT_WHO.search(clean)):
                continue  # "which teams played in the final?": not "… at the
                # Olympiastadion, Berlin", nor "9 July 2006"
            if by_person and not commented and clean not in agents and \
                    only_comments(clean, plain):
                continue  # a critic quoted on an episode, not who did what it tells (but
                # "created by … and French writer René Goscinny" did the act)
            if by_person and (only_after(_OF_THE, clean, plain) or
                              only_after(_ON_AIR, clean, plain) or
                              (doer and only_after(_AGAINST, clean, plain))):
                continue  # "… of the Seattle Mariners threw … against the Tampa Bay Rays";
                # "a talent show which aired on Star Plus"
            if (of_a_thing or by_person) and " " not in clean and not nationality and \
                    (only_describes(clean, plain) or
                     _heads_asked(clean, plain, asked)):
                continue  # "what did conservatives want to reduce?": not "Republican" of
                # "the conservative Republican ideology", a word describing something; "who
                # was her coach?" not "Olympic" of "an Olympic gold medalist"; "what is the
                # flower of the dead?" not "Day" of "the Day of the Dead"
            if of_a_thing and not wanted and not named_name and _PERSON_TITLE.match(clean):
                continue  # nor "President Ronald Reagan", someone
            if of_a_thing and wanted in _BODIES and only_where(clean, plain):
                continue  # "What company did he found?": not "Copenhagen" of "… JDS
                # Architects based in Brussels, Copenhagen, …"
            if ordinal and _ordinal_before(clean, plain) not in ("", ordinal):
                continue  # "His first film as director was "Ranbhoomi" and last film as
                # director was "Albela"": the first film is not the one called last
            if of_a_thing and _NOT_WHO.search(clean):
                continue  # "what is the newest generation …?" is not "September 15"
            if clean in DEMONYMS and not _ASKS_NATION.search(question):
                continue  # "What did Jeanne Calment do for a living?" is not "French"
            if of_a_thing and wanted and (clean.lower() in PLACES or clean in DEMONYMS) \
                    and not _PLACE_KIND.search(wanted) and not nationality:
                continue  # "what is the flower of the dead in spanish?" is not "Mexico"
                # nor "Mexican"
            if any(clean in a or a in clean for a in by_another) and \
                    len(re.findall(rf"\b{re.escape(clean)}\b", plain)) - max(1, sum(
                        1 for _, a in by_name if a in by_another and clean in a)) < 1 and \
                    not called_for_act(clean, plain, question_words):
                continue  # "directed by Ramanand Sagar" for "who played …?"; "driven by
                # Grace Kelly" for "what kind of car …?"; "produced by Warner Bros.
                # Animation and distributed by Warner Bros. …" for who directed it (but
                # "contested by England and West Germany, with England winning" names
                # England again, and "formed … by vocalist and guitarist Billy Gibbons"
                # calls him by the act asked: the band's singer)
            if by_person and re.match(r"\d+\s", clean):
                continue  # "18 NBA" of "2017 -- 18 NBA season": no one (a label may be:
                # "4AD", "20th Century Fox")
            if by_person and (unasked := [w for w in clean.split() if w.lower() not in asked]) \
                    and all(len(w) > 4 and any(w.lower().startswith(a[:5]) for a in asked
                                               if len(a) > 4) for w in unasked):
                continue  # "Chief Ministerial candidate" for "who is the chief minister …?":
                # the office's words, no one
            if by_person and acts and re.search(
                    rf"\b(?:{'|'.join(map(re.escape, sorted(acts)))})\w*ed\s+(?:the\s+|an?\s+)?"
                    rf"{re.escape(clean)}\b", plain, re.I):
                continue  # "Philips invented the Compact Cassette": what was invented
            if by_person and (subject := _A_WORK_IS.match(plain) or _A_PLACE_IS.match(plain)) \
                    and clean in subject.group(1):
                continue  # "Chrome, Smoke & BBQ is a box set by … ZZ Top": a work, no one;
                # "Tudor's Biscuit World is a restaurant chain …": a place to eat
            if by_person and not acting_asked and not part and _CAST_IN.search(plain) and (
                    re.search(rf"(?<![\w'’-]){re.escape(clean)}\s+as\s+(?:the\s+)?[A-Z]",
                              plain) or only_after(r"\bas\s+(?:the\s+)?", clean, plain)):
                continue  # "The voice cast includes … Tara Strong as Harley Quinn": an
                # actor and a part, not who directed the film
            if by_person and " " in clean:
                boost *= PERSON_BOOST  # "who plays …" is answered by a full name
            if by_person and only_after(_STAND_IN, clean, plain):
                boost /= PLACED_BOOST  # "presided over by the Speaker or, in his absence,
                # by the Deputy Speaker": who stands in is not who does it
            if side and beat_the_other(clean, plain, asked_years(question)):
                boost *= PLACED_BOOST  # "who won the final?": "Spain defeated the
                # Netherlands 1–0 with a goal from Andrés Iniesta" (not its scorer)
            if part and not (
                    (any(clean in a or a in clean for a in agents) and
                     not casts_another(clean, plain, part, played_in_terms)) or
                    re.search(re.escape(clean) + character, plain, re.I) or
                    re.search(cast + re.escape(clean), sentence, re.I) or
                    re.search(re.escape(clean) + plays, sentence, re.I) or
                    (roles and called(roles, clean, plain))):
                continue  # "who played Serena?": a name a sentence casts in the part ("…
                # as Serena", "played by …", a cast list's "Cowboy Curtis (Laurence
                # Fishburne)") or calls an actor, not "Blair" or "Serena van der Woodsen"
            if character and re.search(re.escape(clean) + character, plain, re.I):
                boost *= PLACED_BOOST  # "who plays eun jae …?": "Park Hye-su (…) as Yoo Eun-jae"
            elif part and re.search(re.escape(clean) + plays, sentence, re.I):
                boost *= PLACED_BOOST  # "Spencer Wilding and Daniel Naprous portrayed Vader",
                # as a part "played by" someone is
            if roles and called(roles, clean, plain):
                boost *= TYPED_MENTION_BOOST  # "who plays …": "Swedish actor Mikael …"
            if commented and by_person and only_comments(clean, sentence):
                boost *= PLACED_BOOST  # "Who reviewed Sick for The A.V. Club?": "Zack
                # Handlen, writing for "The A.V. Club", wrote …", not Rick of the scene
            if where and re.search(rf"(?<![\w'’-]){re.escape(clean)}['’]s\s", sentence):
                continue  # "in Bede's "Historia ecclesiastica"": whose, not where
            if where and (any(clean == name for _, name in by_name) or
                          between_sides(clean, plain) or
                          _PERSON_TITLE.match(clean) or _REGNAL.search(clean) or
                          (born_in and clean not in born_in) or
                          (life_place and clean != spotted and clean not in born_in and
                           not re.search(
                              rf"\b{life_word}(?:(?:\s+and\s+(?:raised|bred))?\b"
                              rf"{_NO_OTHER_LIFE}{{0,60}}?\b(?:in|at|near)\s+"
                              rf"(?:the\s+)?|,\s+)"  # (or "( born, Copenhagen, Denmark)")
                              rf"{re.escape(clean)}", plain))):
                continue  # "directed by Robert Benton" names who, not where; so do
                # "Princess Stéphanie of Monaco" and "Rainier III"; "where was X born?" is
                # answered by the place a sentence says someone was born in
            if where and not life_place and clean.lower() not in PLACES and \
                    not names_event(clean) and not re.search(
                        rf"{_LOCATIVE}{re.escape(clean)}\b|{re.escape(clean)},\s+[A-Z]", stated):
                continue  # "Where does Places in the Heart take place?": not "Wylie", a boy
                # no sentence puts anything in (a place is one, named in or at)
            if where and re.search(rf"\b(?:degrees?|diploma|majou?r(?:ed|ing)?|doctorate|"
                                   rf"Ph\.?D\.?|B\.?A\.?|B\.?Sc\.?|M\.?A\.?|M\.?Sc\.?|studies|"
                                   rf"studied)\s+(?:\w+\s+)?in\s+{re.escape(clean)}\b", plain):
                continue  # "a degree in Chemistry from Newcastle University": what was
                # studied, not where
            if origin and not re.search(_ORIGIN + re.escape(clean) + r"\b", plain):
                continue  # "where did <a song> come from?": not "the Internet" it "became
                # viral on"; a place it is from, or began in
            if wanted in _POLITIES and clean.split()[-1].lower() in _FEATURES:
                continue  # "Which country is Namangan in?": not the Fergana Valley, nor
                # Namangan Region
            if where and re.search(_LOCATIVE + re.escape(clean) + r"\b", plain) and \
                    not within_other(clean, plain, asked):
                boost *= TYPED_MENTION_BOOST  # "set in Waxahachie, Texas"
                if placed_act and act_placed(placed_act, clean, plain):
                    boost *= PLACED_BOOST / TYPED_MENTION_BOOST  # "Where did Jan Garbarek
                    # grow up?": "He grew up in Oslo", not Norway, where he was born
                elif not life_place and (re.search(rf"{LOCATED_IN}{re.escape(clean)}\b", plain) or (
                        not wanted and re.search(
                            rf"^\W*[A-Z][^,;()]{{0,60}}?\s+(?:\([^()]*\)\s+)?(?:is|are)\s+an?\s+"
                            rf"(?:[a-z][\w-]*\s+){{0,4}}(?:in|at|on|near)\s+(?:the\s+)?"
                            rf"{re.escape(clean)}\b", plain))):
                    boost *= PLACED_BOOST / TYPED_MENTION_BOOST  # "Where is the Port of
                    # Istanbul?": "situated at Karaköy …", not the coast its piers reach;
                    # "The Statue of Liberty (…) is a colossal neoclassical sculpture on
                    # Liberty Island", not where its arm was shown for a time
            if featured and re.search(rf"\bfeaturing\s+(?:[\w-]+\s+){{0,4}}?"
                                      rf"{re.escape(clean)}\b", plain):
                boost *= PLACED_BOOST  # "Who is featured on Get Low?": "… by Lil Jon & the
                # East Side Boyz, featuring American hip hop duo Ying Yang Twins"
            if where_now and re.search(rf"{re.escape(clean)}\b[^.;]{{0,30}}?\b(?:from\s+\d{{4}}"
                                       rf"\s+(?:to|until|till)\s+\d{{4}}|until\s+\d{{4}})", plain):
                boost /= PLACED_BOOST  # "Where is the Statue of Liberty?": not where its
                # arm was "in Madison Square Park in Manhattan from 1876 to 1882"
            if starring and clean in other_acts(by_name, _STARRED):
                continue  # "directed by Wallace Fox starring the East Side Kids": who
                # directed it, not who starred
            if starring and (any(clean in cast for cast in _STARRING.findall(plain)) or
                             re.search(rf"{re.escape(clean)}\s+(?:co-)?star(?:s|red)\b", plain)):
                boost *= PLACED_BOOST  # "who starred in Big Eyes?": "starring Amy Adams
                # and Christoph Waltz", not Margaret, whom the film is about; "Grace Kelly
                # stars opposite him …", not Hitchcock, whose film it is
            if agents and any(clean in a or a in clean for a in agents) and \
                    not (part and casts_another(clean, plain, part, played_in_terms)):
                boost *= PLACED_BOOST  # "… formed by who?": the agent after "by" is the answer
                # (not "… Christian Grey, played by Jamie Dornan" for Anastasia Steele)
            if credited and does_act(clean, plain, credited):
                boost *= PLACED_BOOST  # "who invented the cassette tape": "Philips invented
                # the Compact Cassette", not "RCA Victor introduced … cartridge"
            if done and did_it(clean, plain, done):
                boost *= PLACED_BOOST  # "who threw the last perfect game?": "Roy Halladay of
                # the Philadelphia Phillies pitched the twentieth perfect game", "Braden's
                # perfect game", not the catcher who "threw the ball to first base"
            if after_phrase and re.search(after_phrase + r"(?:(?![a-z]+ing\b)[a-z][\w-]*\s+)"
                                          rf"{{0,3}}?(?:{_BANDS_OWN})?[\"“]?" + re.escape(clean),
                                          plain) and \
                    not re.search(rf"{re.escape(clean)}\s+(?:{BAND_ROLES}|{_ROLE})\s+[A-Z]",
                                  plain):  # (not a part "best known for playing", for the
                # show; nor the band of "married to former White Zombie bassist Sean Yseult")
                boost *= PLACED_BOOST  # "… lost to?": "lost to Federico Fellini's …"; "…
                # vocalist for?": "a backing vocalist for the hip hop duo OutKast"
            if identity and is_the_one(clean, plain, identity, tense):
                boost *= PLACED_BOOST  # "Who is considered the first Old English poet?":
                # "Cædmon is considered the first Old English poet …"
            if office and names_no_person(clean):
                continue  # an office is held by someone: "… from Bharatiya Janata Party (BJP)
                # who served as the 16th Chief Minister" names the party it was held for
            if office and present and no_longer_holds(clean, sentence, office):
                continue  # "Who is the chief minister of Madhya Pradesh?": not "Uma Bharti
                # (…) is … former Chief Minister", nor one who has died
            if office and holds_office(clean, plain, office, asked) and \
                    not office_of_another(rf"{re.escape(office)}\w*", clean, plain, asked):
                boost *= PLACED_BOOST  # "who is the host of …?": "… served as the judges, with
                # Jenna Dewan serving as host", not the first judge named (nor "WTF host Marc
                # Maron", a guest, the host of another show)
            if side_kin and side_kin_said(clean, plain, question):
                boost *= PLACED_BOOST  # "who is hamlet's uncle": "nephew to … Claudius"
            if acts and hired_to(clean, plain, acts):
                boost *= PLACED_BOOST  # "who wrote the script for 12 monkeys": "David and
                # Janet Peoples were hired to write the script", not the studio named first
            if doer and act and does_act(clean, plain, act):
                boost *= PLACED_BOOST  # "who hosted …?": "Kelly Osbourne hosted the show,
                # with Justin Bieber being honored …", not whoever else it names
            if source_kind and re.search(
                    rf"\b(?:from|off|on)\s+(?:the\s+|their\s+|his\s+|her\s+|its\s+|"
                    rf"[\w.'’-]+['’]s?\s+)?(?:[\w-]+\s+){{0,2}}?{re.escape(wanted)}\s+[\"“]?"
                    rf"{re.escape(clean)}\b", plain):
                boost *= PLACED_BOOST  # "Which album is Yeah! by Fuel from?": "released
                # from Fuel's album "Puppet Strings"", not the album it came "since"
            if in_clause_of_another(clean, plain, asked):
                boost /= TYPED_MENTION_BOOST  # "a tributary of the Sankuru River, which in
                # turn is a tributary of the Kasai River": the Kasai is the Sankuru's
            votes[clean] = votes.get(clean, 0.0) + w * boost
    if by_person:  # "who sings it?" is not answered by the song ("'Don't Cha' is a song …"),
        # nor by a title quoted before its kind ("the "Die Hard" series"; not "a Stanley
        # Kubrick film", which names who made it)
        votes = {name: vote for name, vote in votes.items()
                 if not any((called(WORKS, name, sentence) and not re.search(
                     rf"{re.escape(name)}['’]s\b", sentence)) or re.search(  # (not the
                     # work's author: "Lewis Carroll's 1871 fantasy novel")
                     rf"[\"“]\s?{re.escape(name)}\s?[\"”]\s+{WORKS}s?\b", sentence)
                            for _, sentence, _ in ranked[:WORK_DEPTH] if name in sentence)}
    if kind == "date":  # "When did Jeanne Calment die?": a sentence's "(1875–1997)" is
        # the "4 August 1997" another gives, told less fully (one full date of that year)
        for year in [d for d in votes if re.fullmatch(r"\d{4}", d)]:
            fuller = [d for d in votes if d != year and date_year(d) == int(year) and
                      re.search(r"\d{1,2}\b|[A-Z][a-z]+", d.replace(year, ""))]
            if len(fuller) == 1:
                votes[fuller[0]] += votes.pop(year)
    doers = {c for c in votes if any(did_it(c, s, done) for _, s, _ in ranked[:depth]
                                     if c in s)} if done else set()
    if doers:  # "Who sang lead vocals on …?": "Gerry Rafferty provided the lead vocals",
        # over "performed by their band Stealers Wheel", which did the whole song
        whole = {name for _, s, _ in ranked[:depth] for _, name in agents_of(s)} - doers
        votes = {c: v / PLACED_BOOST if c in whole else v for c, v in votes.items()}
    if measuring and any(_MEASURE.fullmatch(c) for c in votes):  # "How deep does the
        # mantle extend?": "2,890 km" a sentence measures, not the bare "10" of another
        votes = {c: v for c, v in votes.items() if _MEASURE.fullmatch(c)}
    if latest and kind in ("date", "year") and votes:
        # "When did the Chicago Cubs last win the World Series?": of the well-supported
        # dates, the latest ("won … in 1907 and 1908", said often, then "Most recently, the
        # Cubs won the … 2016 World Series"), not the year the question names
        top = max(votes.values())
        near = [d for d, v in votes.items() if v >= LATEST_SHARE * top and date_year(d)
                and str(date_year(d)) not in asked]
        if near:
            votes[max(near, key=date_year)] = top * 1.01
    return sorted(votes.items(), key=lambda kv: (-kv[1], len(kv[0])))


#: the word opening a time a sentence starts with ("Between 2000 and 2003 he served")
_TIME_OPENING = r"(?:In|From|Between|By|After|Before|During|Since|Until)"
#: a sentence whose subject is "he" or "she", at its start or after an opening phrase
_SHE_DOES = re.compile(rf"^((?:[^,;()]{{0,80}},\s+|{_TIME_OPENING}\s+[\w\s]{{1,40}}?\s+)?)"
                       r"(?:he|she|He|She)\s+(?=(?:is|was|also|has|had|would|later|then|\w+ed)\b)")


#: a quoted title: a few words between quotes, each long one capitalised ("The House at
#: Pooh Corner"), not a quoted remark
_QUOTED_TITLE = re.compile(r"[\"“]((?:[\w'’.,:!?&-]+\s+){0,9}[\w'’.,:!?&-]+)[\"”]")


def cut_from_title(name: str, sentence: str) -> bool:
    """Whether a name is only ever a piece of a title the sentence quotes: "House" and "Pooh
    Corner" of "The House at Pooh Corner" name no answer."""
    spans = [m.span(1) for m in _QUOTED_TITLE.finditer(sentence)
             if all(w[0].isupper() or w[0].isdigit() or len(w) <= 3
                    for w in m.group(1).split())]
    found = [m.start() for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", sentence)]
    return bool(found and spans) and all(
        any(start <= at and at + len(name) <= end and
            name not in (whole := sentence[start:end].strip(" .,!?"),
                         re.sub(r"^(?:The|A|An)\s+", "", whole))
            for start, end in spans)
        for at in found)  # (its article apart or not: "Spiderwick Chronicles" and "The
    # Whores" are whole titles)


def person_named(sentence: str, chunk: RetrievedChunk) -> str:
    """A sentence of a person's page (it opens with their name and their life's dates:
    "Jean Vander Pyl (October 11, 1919 – April 10, 1999) was …") whose subject is "he" or
    "she", or their last name alone ("Durante also recorded …"), with that person's name in
    its place; any other sentence as it is."""
    name = re.sub(r"\s*\([^)]*\)$", "", chunk.title).strip()
    last = name.rsplit(" ", 1)[-1]
    if re.fullmatch(r"[A-Z][\w'’.-]+(?:\s+[A-Z][\w'’.-]+){1,3}", name) and \
            re.match(rf"{re.escape(last)}\s+[a-z]", sentence):  # "Durante also recorded …"
        return f"{name}{sentence[len(last):]}"  # on Jimmy Durante's page
    opening = re.match(r"([^()]{0,100})\((?:[^()]*\bborn\b|[^()]*\d{4}\s*[–-]|[^()]*\d{4}"
                       r"[^()]*\d{4}[^()]*\))", chunk.text)  # (a lifespan run together too:
    # "(4 November 182319 March 1893)")
    if not name or not _SHE_DOES.match(sentence) or (not (opening is None and _opens_alone(
            sentence, chunk, name)) and (opening is None or not (
            opening.group(1).startswith(name) or  # (with a nickname: 'James Francis "Jimmy"
            nicknamed(opening.group(1)).rstrip().endswith(name) or  # Durante' is Jimmy
            _middle_named(opening.group(1), name)))):  # Durante; "John Cameron Fogerty" John
        return sentence  # Fogerty)
    return _SHE_DOES.sub(lambda m: f"{m.group(1)}{name} ", sentence, count=1)


def _opens_alone(sentence: str, chunk: RetrievedChunk, name: str) -> bool:
    """Whether a passage of a page titled with a person's name (two or three capitalised
    words, none naming a body or a place) opens with ``sentence``: its "he" can only be
    that person ("Between 2000 and 2003 he served as the 40th lieutenant governor of Texas"
    on Bill Ratliff's page)."""
    return re.match(rf"{_TIME_OPENING}\s", sentence) \
        is not None and re.fullmatch(r"[A-Z][\w'’-]+(?:\s+[A-Z][\w'’.-]+){1,2}", name) \
        is not None and not names_no_person(name) and \
        chunk.text.lstrip().startswith(sentence[:40])  # (a time first: "Between … he …")


def _middle_named(opening: str, name: str) -> bool:
    """Whether a page's opening words are ``name`` with middle names between its first and
    last words ("John Cameron Fogerty" for John Fogerty)."""
    words, said = name.split(), opening.split()
    return len(words) == 2 and 2 < len(said) <= 5 and said[0] == words[0] and \
        said[-1].rstrip(",") == words[1]


def thing_named(sentence: str, chunk: RetrievedChunk) -> str:
    """A sentence of a page on a thing (it opens with the thing's name: "Springfield Park
    was a multi-purpose stadium …") whose subject is "It", with the name in its place ("It
    was the home ground of Wigan Athletic …"); any other sentence as it is."""
    name = re.sub(r"\s*\([^)]*\)$", "", chunk.title).strip()
    if not name or not re.match(r"It\s+(?:is|was|has|had|became|served)\b", sentence) or \
            not re.match(rf"\W*(?:The\s+)?{re.escape(name)}\b", chunk.text, re.I):
        return sentence
    return f"{name}{sentence[2:]}"


#: "What nationality is …?", "… of what nationality?": a nationality word answers it
_NATIONALITY_ASKED = re.compile(r"\b(?:what|which)\s+nationality\b|\bnationality\s+of\b", re.I)
#: a lifespan whose dates carry places: "( 12 July 1892, in Düsseldorf – 27 March 1963, in
#: Munich)", "(30 March 1757 – 2 February 1816, Löfstad Slott)"
_PLACED_SPAN = re.compile(r"\(\s*([^()–]*?\b\d{3,4}\b[^()–]*?)\s*[–-]\s*"
                          r"([^()]*?\b\d{3,4}\b[^()]*?)\s*\)")
_PLACE_AFTER_DATE = re.compile(r"\b\d{3,4}(?:\s*,\s*(?:in\s+|at\s+)?|\s+(?:in|at)\s+)"
                               r"([A-Z][\w'’.-]*(?:[ -][A-Z][\w'’.-]*)*"
                               r"(?:,\s*[A-Z][\w'’.-]*(?:[ -][A-Z][\w'’.-]*)*)?)\s*$")


#: kinds of bodies, which are somewhere but never where: a city their office is in is no
#: answer ("What company did he found?"; a stadium or a film is told "at" or "in")
_BODIES = frozenset("company firm business corporation organization organisation band group "
                    "label publisher brand magazine newspaper party charity agency".split())
#: "first" or "last" a question asks of a thing it names the kind of ("… first film as
#: director?"), and the words a sentence says either with
_ORDINAL_ASKED = re.compile(r"\b(first|last|final|debut|earliest|latest)\s+(?!time\b|name\b)"
                           r"[a-z]+", re.I)
_ORDINAL_KIND = {"first": "first", "debut": "first", "earliest": "first", "last": "last",
                 "final": "last", "latest": "last"}
_ORDINAL_SAID = re.compile(r"\b(first|last|final|debut|earliest|latest)\b", re.I)


def _ordinal_before(candidate: str, sentence: str) -> str:
    """"first" or "last", as the nearest of those words before a candidate's first mention
    in its clause calls it; "" when none does."""
    at = sentence.find(candidate)
    if at < 0:
        return ""
    clause = re.split(r"[;:]|\band\b|\bbut\b|\bwhile\b", sentence[:at])[-1]
    said = _ORDINAL_SAID.findall(clause)
    return _ORDINAL_KIND[said[-1].lower()] if said else ""


#: a birthplace a sentence writes before "-born": "a Paris-born director", "Paris- born"
_PLACE_BORN = re.compile(r"(?<![\w'’.-])([A-Z][\w'’.]*(?:\s+[A-Z][\w'’.]*){0,2})-\s?born\b|"
                         # "Cynthia C. Hogan (born Cincinnati, Ohio about 1958)": a town and
                         # its region after "born" (a birth name has no region after a comma)
                         rf"\(\s*born\s+(?:in\s+)?((?!{MONTH}\b)[A-Z][\w'’.]*(?:\s+[A-Z][\w'’.]*)"
                         rf"{{0,2}},\s+(?!{MONTH}\b)[A-Z][\w'’.]*(?:\s+[A-Z][\w'’.]*){{0,2}})"
                         r"(?=\s+(?:about|around|c\.|circa|in|on)\b|\s*[);]|,?\s+\d)")
# ("(born in Porto, Portugal, 25 April 1966)")


def lifespan_place(sentence: str, end: str) -> str:
    """The place a lifespan gives with its first date (``end`` "born") or its second
    ("died"): Düsseldorf of "( 12 July 1892, in Düsseldorf – 27 March 1963, in Munich)",
    Lisbon of "(born 13 June 1981 in Lisbon)"; "" when its dates carry none."""
    span = _PLACED_SPAN.search(sentence)
    died = _DIED_SPAN.search(sentence) if end == "died" and span is None else None
    if died is not None:  # "(born June 8, 1931 in Los Angeles, California; died November
        # 5, 1999 in Shaftsbury, Vermont)"
        place = _PLACE_AFTER_DATE.search(died.group(1))
        return place.group(1).strip() if place else ""
    if span is None:  # a life not ended: "(born 13 June 1981 in Lisbon)"
        born = _BORN_SPAN.search(sentence) if end == "born" else None
        place = _PLACE_AFTER_DATE.search(born.group(1)) if born else None
        bare = _BORN_PLACE_ONLY.search(sentence) if end == "born" and not place else None
        return place.group(1).strip() if place else bare.group(1) if bare else ""
    place = _PLACE_AFTER_DATE.search(span.group(1 if end == "born" else 2))
    return place.group(1).strip() if place else ""


_DIED_SPAN = re.compile(r"\(\s*born\s+[^()]*?;\s*died\s+([^()–;]*?\b\d{3,4}\b[^()–;]*?)\s*[;)]")
_BORN_SPAN = re.compile(r"\(\s*born\s+([^()–;]*?\b\d{3,4}\b[^()–;]*?)\s*[;)]")
#: a birthplace a bracket gives without a date: "( born, Copenhagen, Denmark)"
_BORN_PLACE_ONLY = re.compile(r"\(\s*born\s*(?:,\s*|\s+in\s+)([A-Z][\w'’.-]*(?:[ -][A-Z][\w'’.-]*)*"
                              r"(?:,\s*[A-Z][\w'’.-]*(?:[ -][A-Z][\w'’.-]*)*)?)\s*[;)]")


#: a character of a sentence before another act of a life ("Born in Cambridge and raised in
#: Start Hill": Start Hill is where she was raised)
_NO_OTHER_LIFE = r"(?:(?!\b(?:raised|grew|moved|lived|educated|studied|died|buried)\b)[^.;])"


#: a sentence saying what work its subject is: "Chrome, Smoke & BBQ is a box set by …"
_A_WORK_IS = re.compile(r"^\W*([^.;]{1,80}?)\s+(?:is|was)\s+(?:an?|the)\s+"
                        r"(?:(?!(?:of|on|in|for|from|with|at|by|to|and)\b)[\w-]+\s+){0,3}?"
                        rf"(?:{'|'.join(sorted(WORK_KINDS))}|box set|compilation|anthology)s?"
                        r"(?=\s+(?:by|from|of|released|recorded|written|that|which)\b|\s*[,.;]|$)")
#: a sentence saying its subject is a place or a venue, which is never who: "Tudor's Biscuit
#: World is a restaurant chain and franchise based in …"
_A_PLACE_IS = re.compile(r"^\W*([^.;]{1,80}?)\s+(?:is|was)\s+(?:an?|the)\s+"
                         r"(?:(?!(?:of|on|in|for|from|with|at|by|to|and)\b)[\w-]+\s+){0,3}?"
                         r"(?:restaurant|chain|franchise|store|shop|hotel|building|castle|river|"
                         r"mountain|lake|village|town|city|airport|bridge|road|street|park|"
                         r"stadium|arena|museum|hospital)s?\b")
#: a sentence giving a cast: who plays whom ("The voice cast includes Christian Slater as
#: Deadshot")
_CAST_IN = re.compile(r"\b(?:cast|casts|starring|stars|starred|co-stars|voiced|voices|"
                      r"features|featuring)\b")
#: "what is the botanical / scientific / real name of …?": a name, often quoted
_ASKS_NAME = re.compile(r"\b(?:botanical|scientific|latin|binomial|real|full|birth|stage|"
                        r"common|official|original|proper|given) names?\b", re.I)
_QUOTED_NAME = re.compile(r"[\"“]([A-Z][a-z]+(?: [a-z]+| [A-Z][\w'’.-]*){0,4})[\"”]")


#: "who <verb> …?" asking for whoever did the act ("who threw …?"), not "who did they beat?"
_DOER = re.compile(r"^\W*who\s+(?!(?:is|was|are|were|has|have|had|did|does|do)\b)\w+", re.I)
_WHAT = re.compile(r"^\W*(?:what|whats|which)\b", re.I)
#: a name a sentence puts only after these is whose part someone is, whom an act was
#: against, or where a show aired: never who did it ("Félix Hernández of the Seattle Mariners
#: threw … against the Tampa Bay Rays")
_OF_THE = r"\bof\s+the\s+"
_AGAINST = r"\b(?:against|over)\s+(?:the\s+)?"  # ("won … in a playoff over Gene Littler")
_ON_AIR = r"\b(?:aired|airs|airing|broadcast|streamed|televised)\s+(?:on|by)\s+(?:the\s+)?"
#: the word before "by" of an agent that did an act ("directed by", "made by"); not "a song by"
PARTICIPLE = re.compile(r"^(?:\w+(?:ed|en)|made|built|held|led|won|sung|sold|shot)$", re.I)
_TRAILING = re.compile(r"\b([a-z]{3,})\s+(to|by|for|with|after|from|against|as|at|on|in)"
                       r"(?:\s+(?:in|at|during)\s+(?:high\s+)?(?:college|school|university))?\W*$",
                       re.I)  # ("Which team did she play for in college?")


#: words a name opens with when it is a person's ("Princess Stéphanie of Monaco")
_PERSON_TITLE = re.compile(r"^(?:Princess|Prince|King|Queen|Emperor|Empress|Duke|Duchess|"
                           r"Count|Countess|Lord|Lady|Sir|Dame|Saint|St\.|Pope|President|"
                           r"General|Captain|Dr\.?|Mr\.?|Mrs\.?|Ms\.?|Father|Sister|Brother|"
                           r"Reverend|Rev\.|Bishop|Cardinal|Rabbi)\s+[A-Z]")
#: a lifespan in brackets, its places too: "(January 8, 1935 – August 16, 1977)", "(8
#: February 1869 Rouen, – 27 October 1941 Le Cannet)", "(4 February 1880 in Syracuse – …)"
_BIRTH_YEAR_TO = r"(?:,?\s+(?:in\s+)?[A-Z][^()–—-]{0,60}?)?,?\s*[–—-]"  # ("1869 Rouen, –")
_INSIDE = r"(?:[^()]|\([^()\d]*\))"  # a bracket's text, a pronunciation's "(listen)" too
LIFESPAN = re.compile(rf"\(({_INSIDE}*?\d{{3,4}}){_BIRTH_YEAR_TO}\s*([^()]*?\d{{3,4}})[^()]*\)")
# (a year of three figures too: "Louis V (c. 966 – 21 May 987)")
_REGNAL = re.compile(r"\s(?:I{1,3}|IV|VI{0,3}|IX|XI{0,3})$")  # "Rainier III": a person
#: a sentence giving someone's birth or death: the word, or a lifespan's dash
_LIFE_MARK = re.compile(rf"\b(?i:born|birth|died|dies|death)\b|\({_INSIDE}*\d{{4}}{_BIRTH_YEAR_TO}")
_LIFE_ASKED = re.compile(r"\b(?:born|die|died|pass(?:ed)? away)\W*$|\b(?:date|year|day) of "
                         r"(?:birth|death)\b|\b(?:birth|death) (?:date|year|day)\b", re.I)
#: a sentence telling a birth or a death, in any words
_LIFE_TOLD = re.compile(rf"{_LIFE_MARK.pattern}|\b(?:passed away|killed|murdered|executed|"
                        r"assassinated|buried|funeral|lifespan|\(b\.|\(d\.)", re.I)


_BIRTH_TOLD = re.compile(rf"\b(?i:born|birth|née|nee)\b|\((?i:b\.)|\({_INSIDE}*\d{{3,4}}"
                         rf"{_BIRTH_YEAR_TO}")  # (a lifespan's first date is a birth)


def asks_life_date(question: str) -> bool:
    """Whether a question asks when someone was born or died ("When was Queen Victoria
    born?", "the date of death of …"), not when something happened where they were born."""
    return answer_kind(question) in ("date", "year") and \
        _LIFE_ASKED.search(question) is not None and \
        not re.search(r"\b(?:where|in which|at which)\b.*\b(?:born|died|die)\b", question)


def tells_life_date(sentence: str) -> bool:
    """Whether a sentence tells a birth or a death with its year ("Victoria (Alexandrina
    Victoria; 24 May 1819 – 22 January 1901) was …"; not "… would take the news of the
    birth")."""
    return _LIFE_TOLD.search(sentence) is not None and (
        YEAR.search(sentence) is not None or LIFESPAN.search(sentence) is not None)
    # (a lifespan of years in three figures too: "Louis V (c. 966 – 21 May 987)")


#: questions a nationality or a language answers ("What language is spoken in Brazil?")
_ASKS_NATION = re.compile(r"\b(?:nationality|nation|language|languages|citizen|citizenship|"
                          r"ethnicity|ethnic|descent|origin|heritage|people|tribe|in \w+ish)\b",
                          re.I)
#: "How many Grammy awards has Walter Afanasieff won?": a count of what a named doer did
_COUNT_DOER = re.compile(r"^\W*(?i:how many)\s+[\w\s'’-]+?\s+(?:has|have|had|did|does|do)\s+"
                         r"((?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’.-]*)\s+[a-z]+")


#: "How many people live in Tenterfield?": the place whose count it asks
_COUNT_WHERE = re.compile(r"^\W*(?i:how many)\s+[\w\s'’-]+?\s+(?:in|at|on)\s+(?:the\s+)?"
                          r"((?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’.-]*)\W*$")


def _heads_asked(word: str, sentence: str, asked: Collection[str]) -> bool:
    """Whether a sentence writes ``word`` only as the head of a name whose rest the question
    says ("Day" of "the Day of the Dead" for "the flower of the dead")."""
    said = [re.escape(w) for w in sorted(asked) if w not in STOPWORDS and len(w) > 2]
    alone = re.sub(rf"\b(?!(?:The|A|An)\b)[A-Z][\w'’]*\s+{re.escape(word)}\b", " ", sentence)
    # (its mentions inside other names, "All Saints' Day", are not of it)
    return bool(said) and every_mention(word, alone, rf"{_mention(word)}(?=\s+of\s+"
                                        rf"(?:the\s+)?(?i:{'|'.join(said)})\b)")


def named_as_work(name: str, text: str) -> bool:
    """Whether ``text`` names ``name`` as a work: after the kind ("the film Toy Story",
    "its sequels, Toy Story 2"), with the year alone in brackets ("Toy Story 2 (1999)"), or
    in a sentence saying what it is ("The Family Man is a 2000 American romantic
    comedy-drama film", not "… is a film director")."""
    x = re.escape(name)
    return re.search(rf"\b(?:{WORKS}|sequel|prequel)s?\s+(?:[A-Z]\w*\s+)?{x}\b|"
                     # (after a comma, not a clause's subject: "the rights to the film, David
                     # and Janet Peoples were hired to write the script")
                     rf"\b(?:{WORKS}|sequel|prequel)s?,\s+(?:[A-Z]\w*\s+)?{x}\b"
                     rf"(?!(?:\s+(?:and|&)\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)?\s+(?:was|were|is|"
                     rf"are|has|had|have)\b)|"
                     rf"{x}\s+\((?:1[89]|20)\d\d\)|"
                     rf"\b{x}\W{{0,2}}\s(?:is|was) (?:an?|the) (?:[\w-]+ ){{0,4}}?{WORKS}"
                     rf"(?![\w-]|\s+(?:{_PEOPLE}|{_WORK_TRADES})\b)", text) is not None


#: what follows a work's kind in a name of a person or a firm of the trade ("a film
#: production company", "a song publisher"), never a work
_WORK_TRADES = ("producer|production|productions|company|studio|studios|distributor|"
                "distribution|festival|industry|awards?|school|editor|critic|score|composer|"
                "star|executive|creator|regular|publisher|label|developer")


#: "When did John become King of England?": when a part or state began
_BECAME = re.compile(r"\b(?:become|became|becomes|take office|took office|come to power|came to "
                     r"power|ascend\w*|crowned)\b", re.I)
#: the end of a span ("King of England from 1199 until his death in 1216")
_UNTIL = re.compile(r"\b(?:until|till|to|through)\b[^,;.()]{0,40}?\b(?:1[0-9]{3}|20[0-9]{2})\b")


def became(sentence: str) -> str:
    """A sentence without what dates no beginning of a part: its subject's lifespan (a
    birth is no accession) and the end of a span ("from 1199 until his death in 1216")."""
    return _UNTIL.sub(" ", LIFESPAN.sub(" ", sentence))


def others_lives_apart(sentence: str, asked: Collection[str], lives: bool = False) -> str:
    """A sentence without the lifespans it gives of people the question does not name
    ("Antoni Gaudí (1852–1926)" for when the Sagrada Família was started); a span after a
    name asked about ("World War I (1914–1918)") stays. Unless ``lives`` are asked for, an
    aside giving a birth or a death alone ("Billy Redden (born 1956)") goes too: it dates no
    other act of anyone's."""
    sentence = sentence if lives else _BORN_ASIDE.sub(" ", sentence)
    def keep(match: re.Match[str]) -> str:
        before = re.findall(r"[A-Z][\w'’.-]*", sentence[max(0, match.start() - 40):match.start()])
        named = {w.lower() for w in before[-3:]}
        if _A_LIFE.match(sentence, match.end()):
            return " "  # a person's own ("David Jones (1881–1933) was a Welsh … footballer"):
            # no date of anything else the question asks
        return match.group(0) if not named or named & set(asked) else " "
    return LIFESPAN.sub(keep, sentence)


_BORN_ASIDE = re.compile(r"\(\s*(?:born|b\.|died|d\.)\s[^()]*\)")


def _own_date(names: Sequence[str], sentence: str, title: str) -> bool:
    """Whether a sentence gives the birth or death of one of ``names`` (not of someone it
    names beside them): it says born or died (or gives a lifespan), and it is that person's
    page or names the person before its first date, with no other name between."""
    if not _LIFE_MARK.search(sentence):
        return False
    if any(n.lower() in title.lower() for n in names):
        return True
    first = _DATE.search(sentence) or YEAR.search(sentence)
    if first is None:
        return False
    for name in names:
        at = sentence.find(name)
        if 0 <= at < first.start():
            between = sentence[at + len(name):first.start()]
            if not any(e not in name for e in entities(between)):
                return True
    return False


def _mention(name: str) -> str:
    """A pattern for ``name`` as a whole word or name, not inside another."""
    return rf"(?<![\w-]){re.escape(name)}(?![\w-])"


def every_mention(name: str, sentence: str, ways: str, flags: int = 0) -> bool:
    """Whether ``sentence`` mentions ``name`` and every mention is one the pattern ``ways``
    (built around ``_mention(name)``) finds."""
    mentions = len(re.findall(_mention(name), sentence))
    return mentions > 0 and len(re.findall(ways, sentence, flags)) >= mentions


#: the actor a sentence names as playing a character: "portrayed by actress Chyler Leigh"
_PORTRAYED_BY = r"\b(?:portrayed|played|voiced|performed)\s+by\s+(?:(?:the\s+)?(?:[A-Z]\w+\s+)?" \
    r"(?:actress|actor|singer|comedian)\s+)?"
#: what stands before whoever does a thing when its holder cannot: "… or, in his absence, by"
_STAND_IN = r"\b(?:in\s+(?:his|her|their|its)\s+absence|failing\s+(?:him|her|them)),?\s+" \
    r"(?:by\s+)?(?:the\s+)?"


def only_after(before: str, name: str, sentence: str) -> bool:
    """Whether every mention of ``name`` in ``sentence`` follows the pattern ``before``."""
    return every_mention(name, sentence, rf"{before}{_mention(name)}")


#: a lower-case word after a name that makes the name describe it ("the conservative
#: Republican ideology"): no function word, no verb in the past ("Humber pitched")
_DESCRIBED = (r"(?=\s+(?!(?:of|in|on|at|for|to|and|or|nor|but|the|a|an|with|by|from|as|is|was|"
              r"were|are|be|been|has|had|have|who|whom|which|that|said|says|won|went|made|"
              r"took|became|began|threw|led|after|before|during|when|while|since|until|"
              r"because|if|into|over|under|where|would|will|could|should|can|may|might|"
              r"must|does|did|do|also|then|later|still|now|never|not|only|again|once|"
              r"soon|first|beat|beats|lost|loses|drew|met|left|held|fell|"
              rf"{'|'.join(sorted(IRREGULAR))})\b)[a-z]{{3,}}(?<!ed)(?<!a)(?<!us)(?<!um)(?<!ii)"
              r"(?<!ae)\b)")  # (not a species' epithet: "Mammillaria elongata" is a name)


def only_affiliation(name: str, sentence: str) -> bool:
    """Whether a sentence names ``name`` only as whom someone plays for or against
    ("Philip Humber of the Chicago White Sox pitched …", "… against the Tampa Bay Rays")."""
    return only_after(_OF_THE, name, sentence) or only_after(_AGAINST, name, sentence)


def only_describes(name: str, sentence: str) -> bool:
    """Whether every mention of ``name`` in ``sentence`` describes the lower-case noun after
    it ("Republican" of "the conservative Republican ideology")."""
    return every_mention(name, sentence, rf"{_mention(name)}{_DESCRIBED}")


def acts_named(question: str) -> frozenset[str]:
    """The stems of a question's words, with the words pages state the same acts with
    ("who is the author …" → written, wrote)."""
    stems = {stem(w) for w in tokenize(question)}
    out = set(stems)
    for stated in RELATED.values():
        if stated & stems:
            out |= stated
    if stems & _MAKE_VERBS:
        out |= _MADE_ALSO
    return frozenset(out)


def same_act(verb: str, acts: frozenset[str]) -> bool:
    """Whether ``verb`` ("directed", "voiced") states one of ``acts`` ("director", "voice"):
    the same stem, or the same first five letters (four for a short word)."""
    if verb.lower() in _LOOK_ALIKE_ACTS:
        return False
    s = stem(verb.lower())
    return any(s == a or ((n := min(len(s), len(a), 5)) >= 4 and s[:n] == a[:n]) for a in acts)


#: words opening like an act that state none: "Former type" is no forming, "creature" no
#: creating
_LOOK_ALIKE_ACTS = frozenset("former formerly formal formally format formats formula formulas "
                             "creature creatures".split())


def other_acts(by_name: Sequence[tuple[str, str]], acts: frozenset[str]) -> set[str]:
    """The names of ``by_name`` (a sentence's "<verb> by <name>" pairs) that did only acts
    other than ``acts``: "directed by Ramanand Sagar" for "who played …?", but not "directed
    by Guy Ritchie and written by Ritchie" for "who wrote …?"."""
    doers = [name for verb, name in by_name if same_act(verb, acts)]
    return {name for verb, name in by_name if PARTICIPLE.match(verb)
            and not same_act(verb, acts) and not any(name in d or d in name for d in doers)}


LATEST_SHARE = 0.3  # of the best date's votes, for a later one to answer "when … last …?"
#: a question about the last or the next time: of the years a sentence gives, the latest;
#: "last" after the subject, before the act, asks it too ("When did the Chicago Cubs last win
#: the World Series?"; not "the last season", a part of the thing asked about)
_LATEST = re.compile(r"\b(?:last time|most recent(?:ly)?|latest|next|come back)\b|"
                     r"(?<!\bthe )(?<!\ba )(?<!\bits )(?<!\btheir )(?<!\bhis )(?<!\bher )"
                     r"\b(?i:last)\s+(?!(?:time|year|season|name|one|episode|game|week|"
                     r"month|day|night)s?\b)[a-z]+\b", re.I)
#: "who plays X in Y?", "who played the role of X …?": the part X
_PLAYING = r"^\W*who\s+(?:plays?|played|portrays?|portrayed|voices?|voiced|acted as)\s+" \
    r"(?:the\s+(?:role|part|voice)\s+of\s+)?"
_PLAYS = re.compile(rf"{_PLAYING}(.+?)\s+(?:in|on|from)\s", re.I)
#: "Who plays Zordon?": a part named, with nothing after it (not "who plays bass?")
_PLAYS_NAMED = re.compile(rf"{_PLAYING}(?:the\s+)?((?-i:[{UPPER}])[^?]*?)\W*$", re.I)
#: "who plays anastasia steele": a part of two words or more typed without capitals, with
#: nothing after it (not "who plays bass")
_PLAYS_LOWER = re.compile(rf"{_PLAYING}(?:the\s+)?([a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){{1,3}})"
                          r"\W*$")
#: "Who was Benvolio in Romeo and Juliet?": a part named in capitals, in a work named in
#: capitals (the one who played it, as a cast list says: "Bill Travers as Benvolio"; not
#: "Who is the girl in …", nor "Who was Frank in 1990?")
_PART_IN = re.compile(rf"^\W*who\s+(?:is|was)\s+((?-i:[{UPPER}])[\w'’.-]*(?:\s+(?-i:[{UPPER}])"
                      rf"[\w'’.-]*){{0,3}})\s+in\s+(?:the\s+)?(?-i:[{UPPER}])[^?\d]*\W*$",
                      re.I)


#: words a part's name may open with that are no name of it alone ("Uncle Ben", "Captain
#: Hook")
_PART_TITLES = frozenset("uncle aunt doctor dr mr mrs ms miss captain king queen prince "
                         "princess lady lord sir professor agent detective officer general "
                         "the little big old young baby mister master father mother".split())


def _names_of_part(part: str) -> list[str]:
    """The words a part of two or more words is called by alone: its first ("Rocket" of
    "Rocket Raccoon"), and its last ("Vader" of "Darth Vader", typed "darth vader" too)."""
    words = part.split()
    if len(words) < 2:
        return []
    first = [words[0]] if words[0][:1].isupper() else []
    return [w for w in dict.fromkeys([*first, words[-1]]) if len(w) >= 4 and
            w.lower() not in _PART_TITLES and w.lower() not in STOPWORDS]


def casts_another(name: str, sentence: str, part: str, work: Sequence[str] = ()) -> bool:
    """Whether a sentence has ``name`` play a part other than ``part``: "… Christian Grey,
    played by Jamie Dornan" for who plays Anastasia Steele; "George was played by …" for
    who played Beaver (a part asked by what the character is, "the father", may be George).
    The work the question names (``work``, its words) is no part: "… soap opera, Emmerdale,
    played by Richard Thorp" casts him as Alan Turner."""
    was = r"(?:(?:was|is|were)\s+)?" if part.split()[-1].lower() not in _PART_NOUNS else ""
    cast = re.search(rf"([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*),?\s+\(?{was}"
                     rf"(?:played|portrayed|voiced)\s+by\s+(?:actor\s+|actress\s+)?"
                     rf"{re.escape(name)}\b", sentence)
    return cast is not None and part.lower() not in cast.group(1).lower() and \
        cast.group(1).lower() not in part.lower() and \
        not (work and set(key_terms(cast.group(1))) <= set(work))


#: what a part may be asked by instead of its name: the character's place in the story
_PART_NOUNS = KINSHIP | frozenset("mom mum dad villain hero heroine narrator host king queen "
                                  "prince princess boss teacher doctor lead".split())


def part_asked(question: str) -> str:
    """The part a "who plays …?" question names ("Yoo Eun-jae" of "Who plays Yoo Eun-jae in
    Hello, My Twenties?", "Zordon" of "Who plays Zordon?"); "" for another question."""
    match = _PLAYS.match(question) or _PLAYS_NAMED.match(question) or (
        _PLAYS_LOWER.match(question) if question == question.lower() else None)
    if match and not _instrument(match.group(1).split()[-1]):
        return match.group(1)
    match = _PART_IN.match(question)  # (an office is no part: "Who was President in …?")
    return match.group(1) if match and match.group(1).split()[0].lower() not in _OFFICES and \
        match.group(1).split()[0].lower() not in _PART_NOT else ""


#: words a "who was X in Y?" names that are offices or titles, not parts
_PART_NOT = frozenset("king queen prime minister pope emperor empress prince princess "
                      "ceo leader head chief senator judge".split())


def played_part(question: str) -> str:
    """A pattern for a name's cast-list mention of the part a "who plays …?" question
    names: "<name> (season 1) and Ji Woo (season 2) as Yoo Eun-jae"; "" for none."""
    words = re.findall(r"[a-z0-9]+", part_asked(question).lower())
    words = [w for w in words if w not in ("the", "a", "an")]
    if not words:
        return ""
    part = r"[\s-]*".join(re.escape(w) for w in words)
    return (rf"(?:\s*\([^)]*\))?(?:\s+and\s+[^.;]{{0,40}}?)?(?:\s+[a-z]+){{0,4}}\s+as\s+"
            rf"(?:(?![,;]|\sas\s)[^.]){{0,30}}?\b{part}\b(?!['’]s\b)")  # (not past the next
    # part of a cast list: "Mara Quill as the Nurse, Bill Dorran as Fenwick"; nor whose kin:
    # "Tony Dow as Beaver's brother Wally")


def named_verb(question: str) -> str:
    """The verb a question asks with: "draw" of "Which magazines did X draw for?", "sign" of
    "Who signed …?"; "" when none is found."""
    who = _WHO_VERB.match(question)
    if who and who.group(1).lower() not in STOPWORDS:
        return who.group(1).lower()
    did = re.search(r"\b(?:did|does|do|has|have|had|will|can)\s+(?:\S+\s+){1,6}?([a-z]{3,})\b"
                    r"(?:\s+(?:to|by|for|with|after|from|against|as|at|on|in|up|out))?\W*$",
                    question)
    return did.group(1) if did and did.group(1) not in STOPWORDS else ""


def trailing_phrase(question: str) -> str:
    """A pattern for the verb and preposition a question ends with ("… mother india lost
    to?"), which a sentence states the answer right after; "" for none."""
    match = _TRAILING.search(question.strip())
    if not match or match.group(1).lower() in STOPWORDS or \
            match.group(1).lower() in QUESTION_WORDS:
        return ""
    verb = match.group(1)  # in any form a sentence uses it: "player for" of "play for"
    forms = rf"{re.escape(verb[:-1])}(?:e|es|ed|ing|ers?)" if verb.endswith("e") else \
        rf"{re.escape(verb)}(?:s|ed|ing|ers?)?"
    also = _DOING_ALSO.get(verb.lower())
    forms = f"(?:{forms}|{also})" if also else forms
    after = match.group(2).lower()
    if after == "for" and stem(verb.lower()) == "play":
        after = "(?:for|with)"  # "played primarily with the Green Bay Packers"
    return rf"\b{forms}\s+(?:[a-z]+ly\s+)?{after}\s+(?:the\s+)?"


#: what a sentence calls whoever did an act "for" something: "What newspaper did Roger
#: Ebert write for?" is answered by "a film critic for the "Chicago Sun-Times""
_DOING_ALSO = {"write": r"wrote|written|(?:critic|columnist|reporter|journalist|correspondent|"
                        r"contributor|editor)s?",
               # "Who does Myles Garrett play for?": "a defensive end for the Cleveland Browns"
               "play": r"played|plays|playing|(?:player|end|back|linebacker|receiver|tackle|"
                       r"guard|cent(?:er|re)|forward|defender|midfielder|striker|goalkeeper|"
                       r"pitcher|catcher|infielder|outfielder|shortstop|winger|safety|kicker|"
                       r"cornerback|quarterback)s?"}


WORK_DEPTH = 40  # the best sentences searched for a name called a work
TYPED_MENTION_BOOST = 3.0  # a name the sentence calls a thing of the kind asked


#: the kinds of work: what a "who" question asks about (a name called one is the thing
#: asked about, not who), and what a list or "the number one song" asks for by title
WORKS = rf"(?:{'|'.join(sorted(WORK_KINDS))})"


#: the other nouns a page calls a thing of a kind by ("'Keep Your Head Up' is the debut
#: single …" is a song)
_KIND_FORMS = {"song": "(?:song|single|track|hit)", "single": "(?:single|song)",
               "film": "(?:film|movie|documentary|western)",
               "movie": "(?:movie|film|documentary|western)",
               "book": "(?:book|novel)",
               "play": "(?:play|comedy|drama|tragedy|farce|musical)",
               "show": "(?:show|series|sitcom)", "series": "(?:series|show|sitcom)"}


def kind_forms(noun: str) -> str:
    """A pattern of the nouns pages call a thing of the kind ``noun`` by."""
    if noun in _KIND_FORMS:
        return _KIND_FORMS[noun]
    if re.search(r"[^aeiou]y$", noun):  # "territory", "territories"
        return rf"{re.escape(noun[:-1])}(?:y|ie)"
    return re.escape(noun)


def typed_mention(noun: str, name: str, sentence: str) -> bool:
    """Whether a sentence calls ``name`` a ``noun`` (or a word pages use for it:
    ``_KIND_FORMS``): "their 1983 album Eliminator", "the album "Eliminator"", "Eliminator
    is the eighth studio album"; a place by its kind "of" it ("the municipality of
    Al-Shahaniya")."""
    if noun.lower() in _PLACES_OF and re.search(
            rf"\b{re.escape(noun)}\s+of\s+(?:the\s+)?{re.escape(name)}(?![\w'’-])", sentence, re.I):
        return True
    return called(kind_forms(noun), name, sentence)


def office_of_another(nouns: str, name: str, sentence: str, asked: set[str]) -> bool:
    """Whether a sentence calls ``name`` one of ``nouns`` (a pattern) only of another thing
    it names before the noun, which the question does not ("WTF host Marc Maron" among a
    podcast's guests, for who hosts the podcast; "the Beatles drummer" is the Beatles' when
    they are asked)."""
    owners = [m.group(1) for m in re.finditer(
        rf"(?<=\S\s)((?:[A-Z][\w'’&-]*\s+){{1,3}})(?i:{nouns})s?\s+{re.escape(name)}\b",
        sentence)]
    return bool(owners) and all(not set(tokenize(o)) & asked for o in owners)


#: kinds of place a sentence names "the … of X": "the city of Paris"
_PLACES_OF = frozenset("city town village municipality county province state region district "
                       "borough parish prefecture department kingdom republic island township "
                       "commune emirate governorate canton".split())


#: a name after one of these is no subject of the verb that follows it: "Braden's perfect
#: game, pitched on Mother's Day, was the first complete game …" calls no day a game (after
#: "of" it may end the subject's name: "The Power of Madonna is the debut extended play")
_NOT_SUBJECT = "".join(rf"(?<!\b{p}\s)" for p in ("on", "in", "at", "by", "for", "from",
                                                  "with", "to"))


def _not_aside(name: str) -> str:
    """A lookahead refusing a kind noun followed by a comma and ``name`` (a pattern) that
    goes on without another comma or another name: "While promoting the album, Burton was
    killed" calls no one an album, "the album, Eliminator, was …" does, and "the two largest
    parties, Fianna Fáil and Fine Gael, …" calls both parties."""
    return rf"(?!,\s*{name}\b(?![,\"”]|\s+and\s+[\"“]?[A-Z]))"


def called(nouns: str, name: str, sentence: str) -> bool:
    """``typed_mention`` for any noun the pattern ``nouns`` matches (after a comma only as an
    aside: ``_not_aside``); one becoming it is called it ("Emilio Aguinaldo became the
    inaugural president")."""
    n, x = nouns, re.escape(name)
    if re.search(rf"\b{x}\s+(?-i:[a-z][\w-]+)\s+(?=(?:{n})\b)(?:team|club|squad|side)\b", sentence,
                 re.I):
        return True  # "the Louisiana Tech Lady Techsters basketball team"
    return re.search(rf"\b{n}s?{_not_aside(x)}\W{{1,3}}{x}\b(?!\s+and\s+the\s+[A-Z])|"  # (not
                     # "the group Marky Mark and the Funky Bunch" calling Marky Mark a group)
                     # 'The three tracks - "Prowler", "Invasion" and …': each of a list
                     rf"\b{n}s\W{{1,4}}(?:[\"“][^\"”]{{1,60}}[\"”],?\s+(?:and\s+)?)+[\"“]{x}[\"”]|"
                     rf"{_NOT_SUBJECT}\b{x}(?:,\s+(?:[A-Z]\.){{1,3}}|"
                     rf",\s+(?:Jr|Sr)\.?)?\W{{0,2}}\s(?:is|was|are|were|became|becomes) "
                     rf"(?:an?|the|their|his|her|its) (?:[\w-]+ ){{0,5}}{n}\b|"
                     # '"Brown Eyes", a song by Destiny's Child': a sentence opening with
                     # the name, what it is put beside it
                     rf"^\W{{0,2}}{x}\W{{0,2}},\s+(?:an?|the)\s+(?:[\w-]+\s+){{0,4}}{n}\b|"
                     # "the host of the annual tournament, the Lund Open in 2008": beside
                     # it, what the sentence goes on with no verb of the name's
                     rf"\b{n},\s+the\s+{x}(?=\s+(?:in|at|on|from|since|during|until|between)\b"
                     rf"|\s*[.;]|\s*$)|"
                     # "The first vice president of India, Sarvepalli Radhakrishnan, took …"
                     rf"\b{n}s?\s+of\s+(?:the\s+)?{_PROPER}(?:\s+{_PROPER}){{0,3}},\s+{x},|"
                     # "… Naidu was sworn in as the 13th vice president", "… Giri resigned
                     # from the post of vice president" (one clause: no comma between)
                     rf"{_NOT_SUBJECT}\b{x}\b[^.,;]{{0,40}}?\b(?:as|(?:post|office|"
                     rf"position)\s+of)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){{0,2}}{n}\b|"
                     # "The prize for the All-Ireland champions is the Liam MacCarthy Cup"
                     rf"^\W{{0,2}}the\s+(?:[\w-]+\s+){{0,2}}{n}\s+(?:of|for|in)\s+[^.;,]{{0,60}}?"
                     rf"\s(?:is|was|are|were)\s+(?:the\s+)?{x}\b|"
                     # 'from the "1-800-NEW-FUNK" compilation album': a quoted title
                     # before its kind
                     rf"[\"“]{x}[\"”]\s+(?:(?!(?:and|or|but|the|a|an|his|her|its|their)\b)"
                     rf"(?-i:[a-z])[\w-]*\s+){{0,2}}{n}\b",
                     sentence, re.I) is not None


_PROPER = r"(?-i:[A-Z])[\w'’.-]*"  # a capitalised word, whatever the pattern's flags


def statement_key(sentence: str) -> str:
    """What a sentence states, as its content words: the same sentence with or without its
    reference marks ("…Sagar.[3]") is one statement."""
    return " ".join(key_terms(sentence, limit=30))


def proper_words(ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> set[str]:
    """Capitalised words the sentences use inside a sentence or in a page's title: names,
    where a capital at a sentence's start may be only grammar."""
    out: set[str] = set()
    for _, sentence, chunk in ranked:
        out.update(w for w in re.findall(r"[A-Z][\w’'-]*", chunk.title))
        out.update(re.findall(r"(?<=[\w,;:)] )[A-Z][\w’'-]*", sentence))
    return out | {POSSESSIVE.sub("", w) for w in out}  # "Italy's Marco Materazzi": Italy


def _singular_words(text: str) -> list[str]:
    """``text``'s words, lower-cased, each in the singular."""
    return [_singular(w) for w in re.findall(r"[a-z0-9]+", unaccented(text).lower())]


def _squashed(text: str) -> tuple[str, set[int]]:
    """``text``'s singular words run together; and where each word starts and ends in that
    string."""
    out, bounds = "", {0}
    for word in _singular_words(text):
        out += word
        bounds.add(len(out))
    return out, bounds


#: a year a name is told apart by, after it: "… Act of 1984", "… (1984)"
_DATED_NAME = re.compile(r"(?<=[A-Za-z])\s+(?:of\s+\d{4}|\(\d{4}\))$")


def restates(candidate: str, question: str) -> bool:
    """Whether a candidate answer only repeats words of the question, however spaced or
    inflected ("Home Among the Gumtrees" for "who wrote give me a home among the gum
    trees?", "Ladyfinger" for "lady finger")."""
    candidate = _DATED_NAME.sub("", candidate)  # "the National Minimum Drinking Age Act of
    # 1984" for "What did the National Minimum Drinking Age Act punish states with?"
    cand, _ = _squashed(candidate)
    asked, bounds = _squashed(question)
    if len(cand) < 4:
        return False
    if " " not in candidate.strip() and _names_demonym(cand, question):
        return True
    start = asked.find(cand)
    while start >= 0:
        if start in bounds and start + len(cand) in bounds:
            return True
        start = asked.find(cand, start + 1)
    return False


#: kinds of thing a country or a state (or its people's word) answers ("which country …",
#: "what language …")
_PLACE_KIND = re.compile(r"\b(?:language|tongue|nationality|ethnicity|citizenship|cuisine|"
                         r"people|country|countries|nation|state|province|region|place|"
                         r"location|territory|land|home|homeland|origin|destination|host|"
                         r"member|team|side|winner|champion|ally|enemy|rival|power|"
                         r"colony|kingdom|republic|empire)\b")


AMBIGUOUS_MAX_TERMS = 6  # content words, at most, of a question read as possibly ambiguous


def may_be_ambiguous(question: str) -> bool:
    """A short question (at most ``AMBIGUOUS_MAX_TERMS`` content words) may mean more than
    one thing; a longer one describes its subject closely enough to mean one."""
    return len(key_terms(question, limit=50)) <= AMBIGUOUS_MAX_TERMS


def extends_asked(candidate: str, question: str) -> bool:
    """Whether a short question's candidate opens with two or more words the question
    writes together, and goes on: the thing asked about under its full name ("Dow Jones
    Industrial Average" for "the oldest company in the dow jones index"), not an answer
    about it. A long question describes its answer by names it extends ("Teen Titans Go!"
    for the series "based on … the Teen Titans")."""
    words = [w.lower() for w in re.findall(r"[\w'’-]+", candidate)]
    if len(words) < 3 or not may_be_ambiguous(question):
        return False
    asked = " ".join(w.lower() for w in re.findall(r"[\w'’-]+", question))
    return f" {words[0]} {words[1]} " in f" {asked} "


_NAME_SUFFIX = frozenset("jr jr. sr sr. ii iii iv".split())


def ends_with_asked(candidate: str, names: Collection[str]) -> bool:
    """Whether a candidate is a longer name ending with one of the question's ``names`` (its
    capitalised ones, ``text.entities``): "Golden State Warriors" for "Who bought the
    Warriors in 1962?" is the team asked about under its full name, not who bought it."""
    return any(candidate.endswith(f" {name}") for name in names)


def fuller_name_asked(candidate: str, question: str) -> bool:
    """Whether a candidate is a name the question asks about, written out in full: "Edward
    Davis Wood Jr" for "ed wood" (the same last name, the first opening with the first),
    "Beyoncé Giselle Knowles-Carter" for "Beyoncé" (a name of one word opening three; "Who
    plays Charlie …?" is answered by "Charlie Day")."""
    words = candidate.split()
    while len(words) > 2 and re.fullmatch(r"[A-Z]{2,4}", words[-1]):
        words = words[:-1]  # the letters of an honour: "Sidney Patrick Crosby ONS"
    words = [w for w in " ".join(words).lower().split() if w not in _NAME_SUFFIX]
    asked = tokenize(question)
    if len(words) < 2:
        return False
    one_name = {e.lower() for e in entities(question) if " " not in e}  # "Beyoncé": her
    # page's "Beyoncé Giselle Knowles-Carter"
    return (len(words) >= 3 and words[0] in one_name) or any(
        b == words[-1] and len(a) >= 2 and words[0].startswith(a) for a, b in pairwise(asked))


#: a question asking for someone's kin or spouse, and the words a sentence introduces kin by
_KIN = "|".join(sorted(KINSHIP))
_ASKS_KIN = re.compile(rf"\b(?:marr(?:y|ied|ies)|{_KIN}|wives|husbands|sons|daughters|brothers|"
                       r"sisters|parents|grandchildren)\b", re.I)
_KIN_WORDS = rf"(?:{_KIN}|sons|daughters|brothers|sisters|parents|baby|babies|grandchildren|" \
    r"grandchild|grandsons|granddaughters|grandparents?|" \
    r"twins|widow|widower|girlfriend|boyfriend|fianc[eé]e?)"


#: kin reached through other kin ("paternal grandmother", "father-in-law", "uncle")
_CHAINED_KIN = re.compile(r"\b(?:great-\w+|\w+-in-law|paternal|maternal|uncle|aunt|"
                          r"nephew|niece|cousin|step\w+|half-\w+)\b", re.I)
#: kin words one asks for by another: a group's general words (before "|") ask for any of
#: it ("the sibling of …": "his brother Feng Li"; "married to": "her husband Jay Z"), its
#: own words for themselves ("the mother of …" is not "his father")
_KIN_GROUPS = tuple(
    (frozenset(map(stem, general.split())), frozenset(map(stem, f"{general} {own}".split())))
    for general, own in (part.split("|") for part in (
        "spouse spouses married marry marriage widow widower|wife wives husband husbands",
        "sibling siblings twin twins|brother brothers sister sisters",
        "parent parents|father mother",
        "child children baby babies kid kids offspring|son sons daughter daughters",
        "grandparent grandparents|grandfather grandmother",
        "grandchild grandchildren|grandson grandsons granddaughter granddaughters")))


_PARENTAGE = frozenset(map(stem, "father mother parent parents son sons daughter daughters child "
                                "children born".split()))


def kin_spoken(asked: set[str], text: str) -> bool:
    """Whether ``text`` speaks of kin of the kind a question's words (stems) ask for: a
    spouse by marriage, a sibling, or a parent or child by parentage ("the son of …",
    "born to …", "his father …"); True when the kin asked is of no such kind."""
    groups = [group for _, group in _KIN_GROUPS if asked & group]
    if not groups:
        return True
    words = frozenset().union(*groups)
    if words & _PARENTAGE:
        words |= _PARENTAGE
    if words & (_GRANDCHILD_STEMS | _GRANDPARENT_STEMS):  # ("the grandchild of …")
        words |= _GRANDCHILD_STEMS | _GRANDPARENT_STEMS
    return any(stem(w) in words for w in tokenize(text))


def parentage_told(question: str, sentence: str) -> bool:
    """Whether a sentence tells the parentage a question asks, the way it runs: of the
    subject's father, that the subject is a child of someone ("the second daughter of
    Edward Harley", "born to …", "her father …"); of a child, that someone is (not "Her son
    Harley Bacon …" for her father). True when no parent or child is asked."""
    asked = {stem(w) for w in tokenize(question)}
    if asked & _PARENT_STEMS:
        return re.search(rf"(?i:{_CHILD_OF})|\bborn\s+to\b|\b(?:his|her|their|whose)\s+"
                         r"(?:father|mother|parents)\b", sentence, re.I) is not None
    if asked & _CHILD_STEMS:
        return re.search(r"\b(?:his|her|their|whose)\s+(?:sons?|daughters?|child|children)\b|"
                         r"\b(?:father|mother|parents?)\s+of\b", sentence, re.I) is not None
    return True


def _kin_asked(kin: str, asked: set[str]) -> bool:
    """Whether kin called ``kin`` (a stem) is what a question's words (stems) ask for."""
    return kin in asked or any(kin in group and (asked & general or kin in general)
                               and asked & group for general, group in _KIN_GROUPS)


def asks_kin(question: str) -> bool:
    """Whether a question asks who someone's kin or spouse is, of someone it names ("Who is
    Beyoncé married to?", "Who is the sibling of Feng Gong?"): not what nationality or
    birthplace kin have, kin reached through other kin (a paternal grandmother: through a
    parent a sentence names), nor the kin of someone a role leads to ("the sibling of the
    performer of Decade")."""
    return re.match(r"\W*whom?\b", question, re.I) is not None and \
        _ASKS_KIN.search(question) is not None and not _CHAINED_KIN.search(question) and \
        not goes_through(re.sub(rf"\b(?:{_KIN})\s+of\b|['’]s?\s+(?:{_KIN})\b", "", question,
                                flags=re.I))  # ("the father of X", "X's father": asked of X)


#: "Who was Shah Jahan's father?", "Who is the mother of Ann Bell?": the kin asked, and of
#: whom
_KIN_OF_NAMED = re.compile(rf"^\W*who\s+(?:is|was|are|were)\s+(?:(?:the\s+)?(?-i:({_KIN_WORDS}))\s+"
                           rf"of\s+(.+?)|(.+?)['’]s?\s+(?-i:({_KIN_WORDS})))\W*$", re.I)  # (the
# kin in lower case: "Destiny's Child" is a band)


def kin_of_named(question: str) -> tuple[str, str]:
    """The kin a kin question asks for and the person it asks of, as written ("father",
    "Shah Jahan" of "Who was Shah Jahan's father?"); ("", "") for another question."""
    match = _KIN_OF_NAMED.match(" ".join(question.split()))
    if not match:
        return "", ""
    return (match.group(1), match.group(2).strip()) if match.group(1) else \
        (match.group(4), match.group(3).strip())


def kin_named(question: str) -> str:
    """The person a kin question asks of, as written before any comma ("Shah Jahan" of
    "Who was Shah Jahan's father?"); "" for another question."""
    name = kin_of_named(question)[1]
    if not name and (married := _MARRIED_ASKED.match(" ".join(question.split()))):
        name = married.group(1) or married.group(2)  # "who was kripalani married to"
    return re.sub(r"^(?:the|a|an)\s+", "", name.split(",")[0].strip(), flags=re.I)


#: "Who was Kripalani married to?", "Who did Ivo Lund marry?": the spouse of the one named
_MARRIED_ASKED = re.compile(r"^\W*(?:who|whom)\s+(?:is|was|are|were)\s+(.+?)\s+(?:first\s+|"
                            r"second\s+|last\s+)?married\s+to\W*$|^\W*(?:who|whom)\s+did\s+"
                            r"(.+?)\s+(?:first\s+|later\s+)?marry\W*$", re.I)


#: a word of a name numbering its bearer among namesakes: "Anthony I", "William VII of Jülich"
_NUMBERED_NAME = re.compile(r"\s(?:[IVX]+|\d+)(?=\s|,|$)", re.I)


def names_whole(name: str, text: str) -> bool:
    """Whether ``text`` names ``name`` whole, or every word of it of three letters or more;
    a name numbered among namesakes only whole ("Anthony II" is not "Anthony I")."""
    low = text.lower()
    if re.search(rf"(?<!\w){re.escape(name.lower())}(?!\w)", low):
        return True
    words = [w for w in tokenize(name.lower()) if len(w) > 2]
    numbered = _NUMBERED_NAME.search(name)  # (its number whole with the name it numbers:
    # "Waldemar III of Anhalt-Zerbst" on "Waldemar III, Prince of Anhalt- Zerbst")
    if numbered and not re.search(rf"(?<!\w){re.escape(name[:numbered.end()].lower())}(?!\w)",
                                  low):
        return False
    return bool(words) and set(words) <= set(tokenize(low))


def kin_of_another(question: str, sentence: str) -> bool:
    """Whether a sentence calls the person a kin question asks about that kin of someone
    else ("Unlike his predecessors, including his father Shah Jahan, Aurangzeb …" for who
    Shah Jahan's father was): none it names is the kin asked (Aurangzeb is the son)."""
    return calls_kin_of_another(*kin_of_named(question), sentence)


def child_of_another(candidate: str, sentence: str, person: str) -> bool:
    """Whether a sentence names ``candidate`` as a parent of someone else than ``person``
    (the one a kin question asks of): "he married his cousin Isabella of Ibelin, daughter
    of Baldwin of Ibelin" names Isabella's father, not his."""
    for found in re.finditer(rf"((?-i:[A-Z])[\w'’.-]*(?:\s+(?:of|de|von|van|the)?\s*"
                             rf"(?-i:[A-Z])[\w'’.-]*)*),\s+(?!and\s)(?:an?\s+|the\s+)?(?:[a-z]+\s+)?"
                             rf"{_CHILD_OF}[^.;]*?\b{re.escape(candidate)}\b", sentence, re.I):
        # (", and son of King Hamlet" goes on saying who the sentence's subject is)
        child = found.group(1)
        if person and not names_whole(child, person) and not names_whole(person, child):
            return True
    return False


def calls_kin_of_another(kin: str, name: str, sentence: str) -> bool:
    """``kin_of_another`` for the kin and the person (``kin_of_named``) a question asks."""
    return bool(kin) and re.search(rf"\b(?:his|her|their|its)\s+{re.escape(kin)},?\s+"
                                   rf"{re.escape(name)}\b", sentence, re.I) is not None


def side_kin_said(candidate: str, sentence: str, question: str) -> bool:
    """Whether a sentence calls its subject the nephew or niece of ``candidate`` for a
    question asking an uncle or aunt ("He is the Prince of Denmark, nephew to the usurping
    Claudius" for "who is hamlet's uncle"), or the other way round: kin said outright, which
    ``asks_kin`` leaves to a chain through a parent."""
    asked = {stem(w) for w in tokenize(question)}
    if stem("cousin") in asked:  # "His double first cousin and close friend was Robert
        # Erskine Childers"; "her cousin Mara Vost"
        return re.search(rf"\b(?:[Hh]is|[Hh]er)\s+(?:[a-z-]+\s+){{0,2}}cousin\b(?:\s+and\s+"
                         rf"(?:[a-z-]+\s+){{0,2}}[a-z]+)?(?:\s+(?:was|is))?,?\s+"
                         rf"{re.escape(candidate)}\b", sentence) is not None
    said = re.search(rf"\b(?i:(nephew|niece|uncle|aunt))s?\s+(?:of|to)\s+(?:the\s+)?"
                     rf"(?:[a-z]+\s+){{0,2}}{re.escape(candidate)}\b", sentence)
    if said is None:
        return False
    young = said.group(1).lower() in ("nephew", "niece")
    return bool(asked & (_UNCLE_STEMS if young else _NEPHEW_STEMS))


def kin_fits(candidate: str, sentence: str, asked: set[str]) -> bool | None:
    """For a question asking for someone's kin or spouse (``asks_kin``; ``asked``, the stems
    of its words), whether the sentence introduces a candidate as kin of the kind asked
    ("Beyoncé's husband Jay Z" for whom she married: True; "Jim and Pam marry and have a
    baby named Cecelia Marie Halpert" for whom Jim married: False); None when it introduces
    it as no kin."""
    parent = _parent_named(candidate, sentence) or parents_said(sentence).get(candidate, "")
    if parent:  # "the son of Alexander Stuart … and his wife, Emilia Balfour": his father
        # and his mother
        return bool({stem(parent), stem("parent"), stem("parents")} & asked)
    if _qualifies_another(candidate, sentence):
        return None  # "National Basketball Association" of "… (NBA) player Clark Kellogg"
    if _kin_asked(stem("spouse"), asked) and re.search(
            rf"\b(?:married|marries|wed|weds)\s+(?:to\s+)?{re.escape(candidate)}\b", sentence):
        return True  # "… and Marquis de Blain married Isabella of Navarre": his wife
    ranked_kin = re.search(rf"\b(?i:({_KIN_WORDS}))\s+of\s+{_KIN_RANK}{re.escape(candidate)}\b",
                           sentence)
    if ranked_kin and stem(ranked_kin.group(1).lower()) in _CHILD_STEMS:
        return bool(asked & _PARENT_STEMS)  # "the son of former … (NBA) player Clark Kellogg"
    tie = re.search(rf"\b(?:[Ss]he|[Hh]e|[A-Z][\w'’-]*)\s+(?:is|was)\b[^.;]{{0,60}}?\b"
                    rf"(?i:(wife|husband|widow|widower|consort|spouse|brother|sister))\s+"
                    rf"(?:of|to)\s+(?:{_KIN_RANK})?{re.escape(candidate)}\b", sentence)
    if tie:  # "She was the wife of Tonantius Ferreolus": her husband; "He is the younger
        # brother of …": a sibling
        return bool(asked & _TIED_BACK[stem(tie.group(1).lower())])
    if re.search(rf"^\W*{re.escape(candidate)}\b[^.;]{{0,80}}?\b(?:is|was)\s+(?:an?|the)\s+"
                 rf"(?:[a-z]+\s+)?{_CHILD_OF}", sentence):  # "Charles I, Count of Ligny (…)
        # was a son of Anthony I": a child, whoever the question asks of
        return bool(asked & _CHILD_STEMS)
    match = re.search(rf"\b({_KIN_WORDS})\b(?:,?\s+(?:named|called|[\w'’-]+)){{0,2}},?\s+"
                      rf"{re.escape(candidate)}\b", sentence, re.I) or re.search(
        # the parents a sentence names together: "a daughter of Peter I, Duke of Bourbon,
        # and Isabella of Valois" (neither is whom she married)
        # (a title's ordinal too: "the daughter of Richard Woodville, 1st Earl Rivers")
        rf"\b({_KIN_WORDS})\s+of\s+(?:(?-i:[A-Z])[\w'’.-]*|\d+(?:st|nd|rd|th)|of|the|and|,|\s)*?\b"
        rf"{re.escape(candidate)}\b", sentence, re.I) or re.search(
        # past the first parent's aside: "the son of Balian of Ibelin, seneschal of the
        # kingdom of Cyprus, and of Alice of Lampron"
        rf"\b({_KIN_WORDS})\s+of\s+(?-i:[A-Z])[^,;.]{{0,40}},[^,;.]{{0,60}},\s+and\s+(?:of\s+)?"
        rf"{re.escape(candidate)}\b", sentence, re.I)
    if match is None:
        return None
    kin = stem(match.group(1).lower())
    if kin in _CHILD_STEMS and re.match(r"\s+of\b", sentence[match.end(1):], re.I):
        # "the son of Ann Bell": a parent, whichever the question asks
        return bool(asked & _PARENT_STEMS)
    if kin in _GRANDCHILD_STEMS and re.match(r"\s+of\b", sentence[match.end(1):], re.I):
        return bool(asked & _GRANDPARENT_STEMS)  # ("the grandchild of Povel Ramel")
    if kin in _PARENT_STEMS and re.match(r"\s+of\b", sentence[match.end(1):], re.I):
        return bool(asked & _CHILD_STEMS)  # "He is the father of Clay Matthews III …":
        # his son, whichever parent the question asks of
    return _kin_asked(kin, asked)


#: what may stand between "the son of" and a parent's name: what the parent was ("former
#: National Basketball Association (NBA) player", "television presenter and entertainer")
_KIN_RANK = r"(?:(?:former|late|the|an?|[A-Z][\w.&'’-]*|\([^()]*\))\s+){0,6}" \
    r"(?:(?!(?:was|is|were|are|who|which|that|married|had|has)\b)[a-z]+\s+){1,4}"
#: a name then what someone it qualifies is, then that someone's name: "National Basketball
#: Association (NBA) player Clark Kellogg", "Linkin Park lead singer Chester Bennington"
_QUALIFIER_AFTER = r"\s*(?:\([^()]*\)\s*)?((?:[a-z]+\s+){1,3})[A-Z]"


def _qualifies_another(candidate: str, sentence: str) -> bool:
    """Whether every mention of ``candidate`` qualifies the role of someone named right
    after it (lower-case words between, none a small word)."""
    found = [m.group(1) for m in re.finditer(
        rf"(?<![\w-]){re.escape(candidate)}(?:{_QUALIFIER_AFTER})?", sentence)]
    return bool(found) and all(words and not any(w in STOPWORDS for w in words.split())
                               for words in found)


_CHILDREN = "son sons daughter daughters child children".split()
#: a child's tie joined to another role before one "of": "son and successor of A"
_KIN_AND_ROLE = re.compile(r"\b(sons?|daughters?|child|children|widow|wife|husband)\s+and\s+"
                           r"(?:heir|heiress|successor|co-ruler|regent)(?:\s+apparent)?\s+of\b")
_CHILD_OF = rf"\b(?:{'|'.join(_CHILDREN)})\s+of\s+"


def _parent_named(candidate: str, sentence: str) -> str:
    """"father" or "mother" when a sentence names ``candidate`` as one of the parents of
    someone a child of a man "and his wife" (or of a woman "and her husband"); ""
    otherwise."""
    name = re.escape(candidate)
    first = re.search(rf"(?i:{_CHILD_OF})(?:[a-z]+\s+){{0,5}}?{name}\b[^.;]{{0,60}}?\s+and\s+"
                      r"(?:his|her)\s+(wife|husband)\b", sentence)  # ("the son of television
    # presenter Roy Castle … and his wife Fiona")
    if first:
        return "father" if first.group(1).lower() == "wife" else "mother"
    second = re.search(rf"{_CHILD_OF}[^.;]{{0,80}}?\s+and\s+(?:his|her)\s+(wife|husband),?\s+"
                       rf"{name}\b", sentence, re.I)
    if second:
        return "mother" if second.group(1).lower() == "wife" else "father"
    return ""


_CHILD_STEMS = frozenset(map(stem, _CHILDREN))
_SPOUSE_STEMS = frozenset(map(stem, "husband wife spouse married marry consort partner".split()))
_SIBLING_STEMS = frozenset(map(stem, "brother sister sibling siblings".split()))
#: the kin someone is to whom a sentence says they are the (first) kin of
_TIED_BACK = {**{stem(w): _SPOUSE_STEMS
                 for w in "wife husband widow widower consort spouse".split()},
              **{stem(w): _SIBLING_STEMS for w in ("brother", "sister")}}
_PARENT_STEMS = frozenset(map(stem, "father mother parent parents dad mom mum".split()))
_UNCLE_STEMS = frozenset(map(stem, "uncle uncles aunt aunts".split()))
_NEPHEW_STEMS = frozenset(map(stem, "nephew nephews niece nieces".split()))
_GRANDCHILD_STEMS = frozenset(map(stem, "grandchild grandchildren grandson grandsons "
                                        "granddaughter granddaughters".split()))
_GRANDPARENT_STEMS = frozenset(map(stem, "grandparent grandparents grandfather grandmother "
                                         "grandpa grandma".split()))


_COUNTRIES = PLACES - US_STATES  # (lower case)
#: kinds of place a page writes after a name in lower case ("Chagang province")
_UNIT_KINDS = frozenset("province county district region state prefecture department "
                        "municipality parish canton oblast governorate river lake".split())
_KIND_AFTER = re.compile(r"\b([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+([a-z]+)\b")


def numbered_apart(candidate: str, question: str) -> bool:
    """Whether ``candidate`` is another bearer of a name the question writes, told apart by
    its regnal number ("Karel Komzák I" is the father of the Karel Komzák II asked of)."""
    number = re.search(r"\s((?:I{1,3}|IV|VI{0,3}|IX|XI{0,3}))$", candidate)
    return number is not None and re.search(
        rf"{re.escape(candidate[:number.start()])}\s+{number.group(1)}(?![\w-])", question) is None


def in_clause_of_another(candidate: str, sentence: str, asked: Collection[str]) -> bool:
    """Whether a sentence names ``candidate`` only in a clause ("…, which in turn is …")
    said of another name than the question's: it tells about that one."""
    spots = [m for m in re.finditer(rf"(?<![\w'’-]){re.escape(candidate)}(?![\w'’-])", sentence)]
    return bool(spots) and all(
        (clause := re.search(r"([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*),\s+(?:which|who|whose)\s+"
                             r"[^,;]*$", sentence[:m.start()])) is not None and
        not set(tokenize(clause.group(1))) <= set(asked) for m in spots)


def _styled(candidate: str, sentence: str) -> bool:
    """Whether ``candidate`` is an office a sentence gives in apposition to the person it
    names just before ("Maurice FitzEdmund Roche, Mayor of Cork, who died …"): it says
    what that person was, not who."""
    return re.match(r"^[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s+of\s+(?:the\s+)?[A-Z]", candidate) \
        is not None and re.search(rf"(?:{_PERSON_NAME},|\b(?:is|was)\s+(?:an?|the))\s+(?:the\s+)?"
                                  rf"{re.escape(candidate)}\b", sentence) is not None
    # (or what the sentence's subject was: "… was a Countess of Nassau-Saarbrücken by
    # marriage to William Louis")


def joins_asked(candidate: str, asked: set[str]) -> bool:
    """Whether a candidate joins someone the question names to another ("Jim and Pam" for
    "Who is Jim Halpert married to?"): the pair is no answer about one of them."""
    sides = re.split(r"\s+(?:and|&)\s+", candidate)
    return len(sides) == 2 and any(set(tokenize(side)) <= asked for side in sides)


def middle_named(candidate: str, question: str) -> bool:
    """Whether a candidate is someone the question names, with a middle name ("Jeanne
    Louise Calment" for "What did Jeanne Calment do for a living?")."""
    words = [w.lower() for w in re.findall(r"[\w'’-]+", candidate)]
    asked = " ".join(w.lower() for w in re.findall(r"[\w'’-]+", question))
    return len(words) >= 3 and f" {words[0]} {words[-1]} " in f" {asked} "


_ASKS_COUNTRY = re.compile(r"\b(?:country|countries|nation|nationality|state)\b", re.I)


def _names_demonym(word: str, question: str) -> bool:
    """Whether a one-word candidate is the place a nationality word of the question is made
    from ("Japan" for "a Japanese hotel", "Italy" for "Italian"): the question's words again,
    unless the question asks for a country ("which country is the Italian firm based in?")."""
    if _ASKS_COUNTRY.search(question):
        return False
    stem = word[:max(4, len(word) - 1)]
    return any(w.lower().startswith(stem) for w in re.findall(r"[A-Za-z]+", question)
               if w.capitalize() in DEMONYMS)


def _stems(text: str) -> list[str]:
    return [w for w in _singular_words(text) if len(w) > 1 and w not in STOPWORDS]


def kin_apart(candidate: str, person: str) -> bool:
    """Whether ``candidate`` is someone other than ``person``, the one a kin question asks of,
    though they share a family name: "Kim Jong-un" is Kim Jong-chul's brother, "Bonaventura
    von Rauch" Friedrich Wilhelm von Rauch's father (not "Wilhelm von Rauch", his own name
    shortened)."""
    return bool(person) and not same_name(candidate, person) and (
        candidate.split()[-1].lower() != person.split()[-1].lower() or
        not set(candidate.lower().split()) <= set(person.lower().split()))


def mostly_asked(candidate: str, question: str) -> bool:
    """Whether most of a candidate's words are the question's own: the thing asked about,
    named another way ("Maricopa County Sheriff's Office" for "who is the sheriff of
    Maricopa County?", "Toy Story 3" for "who sings … in Toy Story 2?"), not who."""
    words = _stems(candidate)
    asked = set(_stems(question))
    said = [w for w in words if w in asked]
    owner = re.search(r"((?:[A-Z][\w-]*\s+)*[A-Z][\w-]*)['’]s?\s", question)
    if owner and len(said) < len(words) and set(said) <= set(_stems(owner.group(1))):
        return False  # "Who hosts Pee-wee's Playhouse?": Pee-wee Herman, whose show it is
    return bool(words) and len(said) > len(words) / 2


#: names of places, events, works and prizes: never who did something
_PLACE_OR_EVENT = re.compile(r"\b(?:Tournament|Championships?|Cup|River|Empire|Island|"
                             r"Mountains|Avenue|Award|Prize|Festival|Olympics|War|"
                             r"Battle|Movement|Treaty|Stadium|Museum|Airport|Gala|Ceremony|"
                             r"Games|Expo|Parade|Conference|Summit|Election|Cathedral|Palace|"
                             r"Castle|Ocean|Valley|Street|Square|Station|Era|Trophy|Medal|"
                             r"Act|Amendment|Bill|Final|Finals|Session|Sitting|Convention|Meeting|"
                             r"Farm|Dam|Canyon|Peak|Range|Building|Tower|Centre|Center|Canal|"
                             r"Railway|Highway|Road|Mine|Comic-Con|Fair|Exhibition|Symposium|"
                             r"Marathon|Concert|Zone|Site)(?:\s+(?:[IVX]+|\d+))?$")  # ("World War
# II", "Super Bowl 50" is a final too)
#: names of firms and groups: no person either
_FIRM = re.compile(r"\b(?:Records|Recordings|Show|Contest|Entertainment|Music|Studios?|Pictures|"
                   r"Company|Corporation|Inc|Ltd|Network|Channel|Radio|Magazine|Times|News|Journal|"
                   r"Party|League|Association|Society|Club|University|College|School|Hospital|"
                   r"Foundation|Institute|Orchestra|Group|Brothers|Bros\.?|Church|Council|"
                   r"Committee|Assembly|Congress|Parliament|Ministry|Department|Agency|Productions|"
                   r"Publishing|Press|Airlines|Motors|Senate|Legislature|Sabha|Commission|"
                   r"Administration|Government|Cabinet|Labs?|Laboratories|Books|Comics|Review|"
                   r"Academy|International)$")


#: words of an office's name ("Deputy Speaker", "Vice President", "Chief Justice"): who holds
#: it now is someone, not the office ("Who is the president of the senate?" may be answered
#: by "the Vice President"; "Present chairman of …?" is not answered by "Deputy Speaker")
_OFFICE_WORDS = frozenset(
    "deputy vice chief lord first acting senior junior general speaker president chairman "
    "chairwoman chairperson chair governor mayor chancellor premier minister secretary "
    "commissioner leader justice judge director officer executive head of the".split())


def names_office(name: str) -> bool:
    """Whether a name is an office's ("Deputy Speaker", "President of India")."""
    return set(re.split(r"[\s-]+", name.lower().split(" of ", 1)[0])) <= _OFFICE_WORDS


#: what is done to or by someone, never a firm or a body: "who got eliminated …?", "who
#: married …?" (a firm may answer "who produced …?", a band "who sang …?")
_PERSONAL_ACTS = frozenset(stem(w) for w in (
    "eliminated married marry born died killed murdered elected appointed arrested fired "
    "divorced assassinated kidnapped resigned retired injured crowned sworn evicted dated "
    "impeached executed exiled knighted").split())
_WHO_DONE = re.compile(r"^\W*who\s+(?:(?:got|gets|get|was|were|is|has been|had been|will be|"
                       r"has|had|did)\s+)?(\w+)", re.I)


def done_to_someone(question: str) -> bool:
    """Whether a "who" question's act is one only a person undergoes or does ("who got
    eliminated", "who married", "who was elected")."""
    match = _WHO_DONE.match(question)
    return match is not None and stem(match.group(1).lower()) in _PERSONAL_ACTS


#: acts pages state without a verb: "(born 1962)", "(1890–1945)"
_LIFE_ACTS = frozenset(map(stem, ("born", "died")))


def personal_act(question: str) -> str:
    """The stem of the act a "who got eliminated / was fired / married …?" question asks of
    someone ("eliminat"); "" when it asks none of those."""
    match = _WHO_DONE.match(question)
    act = stem(match.group(1).lower()) if match else ""
    return act if (act in _PERSONAL_ACTS or act in _CREDITED_ACTS) and act not in _LIFE_ACTS \
        else ""


#: acts a "who …?" question credits someone with that no other act stands for: "George
#: Stephenson built the Locomotion" says nothing of who invented the steam engine; each with
#: the other words pages state it by
_WON = ("win", "won", "winner", "champion", "victor", "triumph", "defeat", "beat", "titl")
_CREDITED_ACTS = {stem("invented"): ("inven",), stem("discovered"): ("discover",),
                  stem("founded"): ("found", "co-found", "cofound", "establish", "creat",
                                    "start", stem("formed")),
                  # "Who won the 2015–16 UEFA Champions League?": not "Europe" of "Europe's
                  # premier club football tournament"
                  stem("won"): _WON, stem("wins"): _WON,
                  # "who voices elmer fudd": not "Bugs", "acting like Elmer"
                  stem("voiced"): ("voic",),
                  # "who created yosemite sam": not "Looney Tunes", whose character he is
                  stem("created"): ("creat", "co-creat", "cocreat", "conceiv", "devis"),
                  # "Who directed Suicide Squad: Hell to Pay?": not a part its cast plays
                  stem("directed"): ("direct", "co-direct", "helm")}


def says_act(act: str, sentence: str) -> bool:
    """Whether ``sentence`` states the act whose stem is ``act`` in any of its forms
    ("married", "marriage"; "eliminated", "elimination"; "formed" for "founded"), not as a
    word of a name ("the 2015–16 UEFA Champions League" says no one won)."""
    forms = _CREDITED_ACTS.get(act, ())
    words = re.findall(r"[\w'’-]+", sentence)
    said = " ".join(w for i, w in enumerate(words) if i == 0 or not w[:1].isupper())
    return any(w == act or (len(act) >= 5 and w.startswith(act[:-1])) or w.startswith(forms)
               for w in map(stem, tokenize(said.lower())))


#: offices a question asks the holder of, by the stem every form of their name shares ("chair"
#: of chairman, chairperson, chaired; "govern" of governor, governed)
_OFFICES = {"chairman": "chair", "chairwoman": "chair", "chairperson": "chair", "chair": "chair",
            "president": "presid", "governor": "govern", "mayor": "mayor", "speaker": "speaker",
            "premier": "premier", "chancellor": "chancellor", "secretary": "secretar",
            "commissioner": "commission", "captain": "captain", "coach": "coach",
            "host": "host", "hostess": "host", "presenter": "present",
            "chief minister": "minist", "prime minister": "minist",
            "first minister": "minist"}  # ("the first host of
# The Drew Carey Show", a sitcom no page says anyone hosted, is no one its cast list names)
_ASKS_OFFICE = re.compile(
    r"^\W*(?:who\s+(?:is|was|are|were|has been|will be)\s+)?(?:the\s+)?"
    r"(?:(?:present|current|new|first|last|next|former|incumbent)\s+)?(?:the\s+)?"
    rf"({'|'.join(sorted(_OFFICES, key=len, reverse=True))})\s+(?:of|for)\b", re.I)


def asked_office(question: str) -> str:
    """The stem of the office a question asks the holder of ("Present chairman of public
    accounts committee of lok sabha?": "chair"); "" when it asks none."""
    match = _ASKS_OFFICE.match(question)
    if match:
        return _OFFICES[match.group(1).lower()]
    verb = _WHO_VERB.match(question)  # "Who hosts Pee-wee's Playhouse?": its host
    held = stem(verb.group(1).lower()) if verb else ""
    return held if held in ("host", "present", "coach", "captain", "chair") else ""


def holds_office(name: str, sentence: str, office: str, asked: Collection[str] = ()) -> bool:
    """Whether a sentence gives ``name`` the office whose stem is ``office``: "Jenna Dewan
    serving as host", "Ada Toll was the show's host", "host Jenna Dewan"; the office of
    something the question's words (``asked``) name, when it says of what ("Vajpayee was
    chairman of the party" holds no committee's chair)."""
    named = re.escape(name)
    found = re.search(rf"(?<![\w-]){named}\s*,?\s+(?:who\s+)?(?:(?:is|was|were|are|served|"
                      rf"serving|serves|acted|acting|became|becomes)\s+(?:as\s+)?|as\s+)(?:(?:the|"
                      rf"its|their|his|her)\s+)?(?:[\w'’-]+\s+){{0,2}}?{office}\w*\b|\b{office}\w*"
                      rf"\s+{named}\b", sentence, re.I)
    if found is None:
        return False
    of = re.match(r"\s+of\s+(?:the\s+)?([\w'’-]+)", sentence[found.end():])
    return not (of and asked) or of.group(1).lower() in asked


def no_longer_holds(name: str, sentence: str, office: str) -> bool:
    """Whether a sentence says ``name`` held the office whose stem is ``office`` once, not
    now: "Uma Bharti … is … former Chief Minister of Madhya Pradesh", or gives the dates of
    their life, a death's among them ("Babulal Gaur (2 June 1929 – 21 August 2019) … served
    as the 16th Chief Minister")."""
    named = re.escape(name)
    former = rf"\b(?:former|ex-|erstwhile|onetime|one-time)\s*(?:[\w'’-]+\s+)?{office}"
    if re.search(rf"(?<![\w-]){named}\b[^.;]{{0,120}}?{former}|{former}\w*\s+{named}\b",
                 sentence, re.I):
        return True
    # a term that ended ("Gaur became the Chief Minister … from 23 August 2004 to 29
    # November 2005"), or a successor ("… succeeded Gaur as the CM")
    if re.search(rf"(?<![\w-]){named}\b[^.;]{{0,80}}?{office}\w*[^.;]{{0,60}}?\b(?:from|between)"
                 rf"\b[^.;]{{0,40}}?\d{{4}}[^.;]{{0,20}}?(?:\bto\b|\buntil\b|–|-)[^.;]{{0,30}}?"
                 rf"\d{{4}}|\bsucceeded\s+{named}\b", sentence, re.I):
        return True
    opening = re.match(rf"^\W*{named}\b", sentence)
    life = LIFESPAN.search(sentence)
    return opening is not None and life is not None and life.start() - opening.end() < 40


def says_office(office: str, sentence: str) -> bool:
    """Whether ``sentence`` names the office whose stem is ``office`` in any form."""
    return any(w.startswith(office) for w in tokenize(sentence.lower()))


def asked_years(question: str) -> list[str]:
    """The years a question scopes its answer to ("… on october 2 1975?": "1975")."""
    return YEAR.findall(question)


_NOW = re.compile(r"\b(?:present|current|currently|incumbent|now|today)\b", re.I)


def names_no_person(name: str) -> bool:
    """Whether a name is of a place, an event, a prize or a firm ("Koch Records"): no one."""
    return names_event(name) or any(_FIRM.search(part) for part in _and_head(name))


#: events held again and again, one of them named by its year: "the 1928 Summer Olympics"
_RECURRING = re.compile(r"\b(?:Olympics|Games|Cup|Championships?|Series|Bowl|Awards|Festival|"
                        r"Election|Tournament|Open|Final|Finals|Grand Prix|Expo|Contest|Classic)$")


def dated_event(name: str, sentence: str) -> str:
    """A recurring event's name with the year a sentence writes before it ("1928 Summer
    Olympics" of "competed … at the 1928 Summer Olympics"); any other name as it is."""
    if not _RECURRING.search(name):
        return name
    found = re.search(rf"\b((?:1[0-9]|20)\d\d)\s+{re.escape(name)}(?![\w'’-])", sentence)
    return f"{found.group(1)} {name}" if found else name


def names_event(name: str) -> bool:
    """Whether a name is of a place, an event or a prize ("Big East Tournament", "Joint
    Session of the Parliament of India")."""
    return any(_PLACE_OR_EVENT.search(part) for part in _and_head(name))


def _and_head(name: str) -> tuple[str, str]:
    """A name and what it names before "of" ("Parliament" of "Parliament of India")."""
    return name, name.split(" of ", 1)[0]


#: what a name is when a sentence writes it before one of these: "the Constance Billard
#: school" is no one
_A_PLACE_OR_BODY = (r"\s+(?:school|university|college|hospital|company|church|club|team|"
                    r"hotel|restaurant|store|street|road|river|lake|building|district)\b")
#: a name a sentence puts after these is where something is or happened, never who; so is
#: where someone or something moved to ("relocated the franchise to the San Francisco Bay
#: Area" names a place, not who founded the franchise)
_IN_PLACE = r"\b(?:(?:in|at|near|outside|across|throughout|within)\s+(?:the\s+)?|from\s+the\s+|" \
    r"(?:moved|moves|moving|relocated|relocates|relocating|emigrated|returned|fled)\b" \
    r"(?:\s+(?:the|its|his|her|their)\s+[a-z]+)?\s+(?:back\s+)?to\s+(?:the\s+)?)"


def only_where(name: str, sentence: str) -> bool:
    """Whether every mention of ``name`` in ``sentence`` follows a place's preposition
    ("… is a fire service in Hertfordshire, England." names no one; "a film set in Troy"
    names a place, and "a girl from the Upper East Side of Manhattan", "at the
    Olympiastadion, Berlin, Germany"; but "After 99 days in the House, Kaycee Clark won"
    names a winner)."""
    if re.search(rf"{re.escape(name)}{_OWNERS_KIND}{WORKS}", sentence):
        return False  # "appears in Lewis Carroll's 1871 fantasy novel …": its author
    x = _mention(name)
    place = r"[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*)?"  # "Berlin", "New York", one of a chain
    return every_mention(name, sentence,
                         rf"{_IN_PLACE}(?:[A-Z][\w.'’-]*\s+){{0,3}}{x}|"
                         rf"{_IN_PLACE}(?:[A-Z][\w.'’-]*\s+){{0,2}}[A-Z][\w.'’-]*,\s+"
                         rf"(?:{place},\s+)?{x}(?:,\s+{place})?"
                         rf"(?=\s*(?:[.;:)]|,\s+[a-z]|$))|"
                         # one of a list of places: "based in Brussels, Copenhagen, Belo
                         # Horizonte and Shanghai"
                         rf"{_IN_PLACE}(?:{place},\s+){{1,5}}{x}(?=\s*(?:,|\s+and\s+[A-Z]))")


#: who a sentence quotes on a work, not who did what the work tells: "HitFix writer Alan
#: Sepinwall", "Ted Pigeon of "Slant Magazine" described", "Zack Handlen, writing for …"
_CRITIC = r"(?:columnist|critic|reviewer|journalist|writer|editor|commentator|blogger)"
_REVIEWED = (r"(?:,?\s+writing\s+(?:for|in)\b|\s+of\s+(?:the\s+)?[\"“][^\"”]{2,40}[\"”],?\s+"
             r"(?:\w+ed|wrote|said|says|gave|felt|thought)\b|\s+(?:wrote|said|noted)\s+in\s+"
             r"(?:his|her|their|a)\s+review\b)")
_COMMENTS = frozenset(stem(w) for w in "write wrote written review say said describe "
                      "call criticize criticise praise".split())


def only_comments(name: str, sentence: str) -> bool:
    """Whether every mention of ``name`` in ``sentence`` is of a critic quoted on a work
    (""Los Angeles Times" columnist Laura Hudson considered …"): no one who did what the
    work tells ("Who opened the gate in the prison?")."""
    x = _mention(name)  # "… of "Slant"", ""Los Angeles Times" columnist"
    return every_mention(name, sentence,
                         rf"\b{_CRITIC}s?\s+{x}|{x}{_REVIEWED}|{x}[\"”]?\s+{_CRITIC}\b", re.I) \
        or (re.search(rf"\b{_CRITIC}s?\b|{_REVIEWED}", sentence, re.I) is not None
            and only_quoted(name, sentence))


def only_quoted(name: str, sentence: str) -> bool:
    """Whether every mention of ``name`` is inside a quotation (the words before it open
    one they do not close): a critic's words ("… with vendettas against Rick"), not the
    page's."""
    starts = [m.start() for m in re.finditer(_mention(name), sentence)]
    return bool(starts) and all(opens_quote(sentence[:i]) for i in starts)


#: kinds a "which …" question asks for that do things, as someone does: never where
_DOERS = frozenset(("team", "side", "club", "band", "group", "company", "firm", "player",
                    "party", "army"))
_WHO_WHERE = re.compile(r"^\W*(?:who|whom|whose|where)\b", re.I)
#: titles of pages about many things (a list, a show's characters, a season-by-season
#: table): such a page holds answers, its title is not one
_COLLECTION = re.compile(r"^(?:lists?|index|outline|timeline|structure|history|glossary) of\b|"
                         r"\b(?:characters|episodes|discography|filmography|bibliography|"
                         r"by (?:season|year|country))$|\(disambiguation\)$", re.I)


#: a line of a page listing what a name may mean: "Okra, a pod vegetable plant also known as
#: lady's fingers", "- Guardians of the Galaxy (film), the 2014 film …" (a description, not
#: a sentence: "Lady finger, a biscuit, is light." is prose)
_MEANING = re.compile(r"^[ \t]*(?:[-*•][ \t]+)?([^,\n]{2,60}?),[ \t]+(?:an?|the|another|one|"
                      r"original|[a-z]+[ \t]+(?:for|of|by))\b[^\n]{0,200}(?<![.!?])$", re.M)
MIN_MEANINGS = 3  # lines naming the page's title, at least, on a page listing its meanings


def listed_meanings(chunk: RetrievedChunk) -> list[tuple[str, str]]:
    """(name, line) of each meaning a passage lists for its page's title ("Lady finger":
    "Ladyfinger (biscuit), …", "Okra, a pod vegetable plant also known as lady's fingers",
    "Ladyfinger cactus, …"); none unless ``MIN_MEANINGS`` lines or more name the title."""
    title = re.sub(r"\W+", "", norm_title(chunk.title))
    found = [(m.group(1).strip(), m.group(0).strip(" \t-*•"))
             for m in _MEANING.finditer(chunk.text)]
    naming = [n for n, _ in found if title and title in re.sub(r"\W+", "", n.lower())]
    return found if len(naming) >= MIN_MEANINGS else []


def is_collection(title: str) -> bool:
    """Whether a page is about many things (a list, a show's characters): its title names
    no one thing."""
    return _COLLECTION.search(title) is not None


_BY_WHOM = re.compile(r"\bby (?:who|whom|which|what)\b|\b(?:who|which \w+|what \w+) "
                      r"(?:was|were|is|are) \w+ by\b", re.I)
#: "<verb> by <name>", past a description ending in a role: "recorded by American girl
#: group The Pussycat Dolls", "by Jamaican recording artist Dawn Penn"; never a
#: nationality word as the name
_DEMONYM = "|".join(sorted(DEMONYMS))
#: what someone is in a band, written before the name ("drummer Dave Grohl")
BAND_ROLES = (r"(?:multi-instrumentalist|lead\s+singer|singer-songwriter|singer|vocalist|"
              r"guitarist|bassist|"
              r"drummer|keyboardist|pianist|percussionist|saxophonist|trumpeter|violinist|"
              r"frontman|frontwoman|rapper|member)")
#: a band's or a firm's name before what someone is in it: "by Nirvana drummer Dave Grohl",
#: "by Apple CEO Tim Cook" (the person did it, not the band)
_BANDS_OWN = (rf"(?:[A-Z][\w.&'’-]*\s+){{1,3}}(?:{BAND_ROLES}|co-founder|founder|CEO|"
              r"chairman|president|executive|producer|director)\s+")
_ROLE = (r"(?:group|band|duo|trio|artist|singer-songwriter|singer|rapper|musician|composer|"
         r"songwriter|producer|"
         r"director|filmmaker|author|writer|novelist|poet|playwright|actor|actress|architect|"
         r"painter|company|studio|team|friend|classmate|brother|sibling|cousin|partner|twin|"
         r"colleague|cartoonist|essayist|journalist|critic|columnist|historian|scientist|"
         r"economist|philosopher|sociologist|psychologist|physicist|chemist|biologist|"
         r"mathematician|engineer|inventor|entrepreneur|businessman|businesswoman|"
         r"politician|activist|blogger|editor|illustrator|designer|photographer|comedian)s?")
# ("by high school friends Jeff Martin and John K. Berry")
#: kin before a name after "by": "succeeded by his brother Francis"
_OWN_KIN = r"(?:his|her|their|its) (?:[a-z]+ ){0,2}?(?:brother|sister|son|daughter|father|" \
    r"mother|cousin|nephew|niece|uncle|aunt|wife|husband|widow|grandson|granddaughter|" \
    r"half-brother|half-sister|stepson|stepbrother|son-in-law|brother-in-law),? "
#: what "by" may call a doer before naming them: "by American country music singer …", "by
#: the band's …", "by his brother …" (never a nationality taken for the name)
_DESCRIPTION = rf"(?:(?:{_DEMONYM}|[a-z][\w-]*) ){{0,3}}{_ROLE}(?:, {_ROLE})*,? " \
    rf"(?:(?:and|&) {_ROLE} )?"  # "Belgian comics artist ", "political cartoonist and
# essayist ", "stand-up comedians, authors, and filmmakers "
_DESCRIBED_DOER = rf"(?:(?:an? |the )?{_DESCRIPTION}" \
    rf"(?:the |The )?|{_BANDS_OWN}|{_OWN_KIN})?(?!(?:{_DEMONYM})\b)"
_AGENT = re.compile(rf"\b(\w+)(?: (?:over|out|up|off|down|upon|into law))?"
                    rf"(?: as an? (?:duet|single|trio|group|band|solo))?"  # ("recorded as a duet
                    # by …")
                    rf"(?: in (?:\d{{4}}|[A-Z]\w+(?: \d{{4}})?))?"  # ("created in April 1793 by")
                    rf" by (?:the )?"  # ("presided over by the Speaker": presided; "formed in
                    # 2005 by …": formed)
                    rf"{_DESCRIBED_DOER}"
                    rf"((?:[A-Z]|\d+[A-Z]|\d+(?:st|nd|rd|th)(?=\s+[A-Z])|{LOWER_BRAND})"
                    rf"[\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*)*)")
# (a brand's name may open in lower case: "owned by iHeartMedia", or with a figure:
# "released by 4AD", "distributed by 20th Century Fox")
#: a second doer after the first, described in turn: "… and French writer René Goscinny"
_CO_AGENT = re.compile(rf"\s+and\s+(?:the\s+)?{_DESCRIPTION}"
                       r"([A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*)*)")
#: one said to have done it: "John O'Sullivan is generally credited with coining the term"
_CREDITED_WITH = re.compile(r"([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3})\s+(?:is|was|has\s+been|"
                            r"are|were|have\s+been)\s+(?:[a-z]+ly\s+)?credited\s+with\s+"
                            r"(?:having\s+)?([a-z]+)")
#: "his voice is provided by Frank Welker": who voiced him
_VOICE_BY = re.compile(r"\bvoices?\s+(?:is|was|are|were)\s+(?:provided|supplied|done|performed)"
                       r"\s+by\s+([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3})")
#: an act whose "by" comes after where or when it was done, set off by a comma: "formed in
#: 1969 in Houston, Texas, by vocalist and guitarist Billy Gibbons"
_LATE_AGENT = re.compile(rf"\b(\w+(?:ed|en))\s+(?:(?:in|at|on|during|from)\s+[^.;()]{{0,60}}?"
                         r"(?:,|[A-Z][\w.'’-]*)|from\s+[^.;(),]{3,60}?|for\s+(?:the|an?)\s+"
                         r"(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+"  # (or "nominated for the vacancy by
                         # John Stewart"; or a place's
                         # name: "formed in 1992 in Los Angeles, California, United States by
                         # high school friends …"; what it was made from: "developed from
                         # attenuated bovine-strain tuberculosis by Albert Calmette")
                         rf"by\s+(?:the\s+)?(?:(?:[a-z]+\s+){{0,2}}(?:{BAND_ROLES}|{_ROLE})"
                         r"(?:\s+and\s+|\s+))*"
                         r"([A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*)*)")
#: a written work called its author's: "Lewis Carroll's 1871 fantasy novel Through the
#: Looking-Glass"
_OWNERS_KIND = r"['’]s\s+(?:\d{4}\s+)?(?:[a-z-]+\s+){0,2}?"  # ("'s 1871 fantasy ")
_AUTHORS_WORK = re.compile(rf"([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){{1,3}}){_OWNERS_KIND}"
                           r"(?:novel|novella|book|poem|play|short\s+story|story|essay|memoir|"
                           r"fairy\s+tale)s?\b")
#: a recording a sentence calls someone's: "the second album by English singer-songwriter
#: Badly Drawn Boy" (who recorded it, not the label it was released under; "a song by Randy
#: Newman" is as often who wrote it)
_RECORDING_BY = re.compile(rf"\b(?:album|EP|LP|soundtrack)\s+by\s+(?:the\s+)?"
                           rf"{_DESCRIBED_DOER}([A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*)*)")
#: a picture or a likeness a sentence calls someone's: "a 1914 advertisement by Alfred
#: Leete" (who created it)
_ARTWORK_BY = re.compile(rf"\b(?:advertisement|poster|painting|sculpture|photograph|mural|cartoon|"
                         rf"drawing|illustration|portrait|statue|fresco|etching|engraving)s?\s+by\s+"
                         rf"(?:the\s+)?{_DESCRIBED_DOER}([A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*)*)")
#: an act whose doers a sentence calls by what they were, then names: "isolated in 1957 …
#: by two scientists named Piero Sensi and Maria Teresa Timbal"
_NAMED_AGENT = re.compile(r"\b(\w+(?:ed|en))\s+[^.;()]{0,120}?\bby\s+(?:an?|one|two|three|four|"
                          r"several|a\s+team\s+of)\s+(?:[a-z-]+\s+){1,3}(?:named|called)\s+"
                          r"([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}(?:\s+and\s+[A-Z][\w.'’-]*"
                          r"(?:\s+[A-Z][\w.'’-]*){0,3})?)")
#: the cast a sentence gives after "starring" ("… directed by Tim Burton and starring Amy
#: Adams and Christoph Waltz"), to the end of its clause
_STARRING = re.compile(r"\b(?:starring|co-starring|stars|starred)\s+((?:(?!,\s+(?!and\b)[a-z]|"
                       r"\s(?:and\s+)?[a-z]+ed\s+by\b)[^.;()])+)")
# (up to a clause of its own: "starring Ivo Lund and Mara Vost, directed by Pell Arden")
#: acts joined before one "by": "directed and produced by Tim Burton", "written, directed
#: and produced by …" (each done by the name after "by")
_JOINT_AGENT = re.compile(r"\b((?:\w+(?:ed|en),\s+)*\w+(?:ed|en))\s+and\s+\w+ by (?:the )?"
                          rf"{_DESCRIBED_DOER}([A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*)*)")

#: a written work "by" its writer, a year or a note between: "a mystery novel (1938) by
#: detective novelist John Dickson Carr" says Carr wrote it, as "written by" would
_WRITTEN_BY = re.compile(r"\b(?:novel|novella|book|poem|play|essay|story|memoir|biography|"
                         r"autobiography|treatise|novelette)s?(?:\s*\([^()]{1,30}\))?\s+by\s+"
                         rf"(?:the\s+)?{_DESCRIBED_DOER}([A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*)*)")


#: a name with the lower-case words describing it before it ("drummer Lars Ulrich")
_TITLED_NAME = rf"(?:(?:{_DEMONYM}|(?!(?:by|with|from|for|to|of|[a-z]+ing|[a-z]+ed|stars|" \
    r"co-stars|features|includes|plays|voices|is|was|has|had|becomes|became)\b)[a-z][\w-]*)" \
    rf"\s+){{0,3}}?(?!(?:{_DEMONYM})\b)" \
    r"([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3})"
# (not a verb's: "directed by Ivo Lund and starring Ada Berg" has one director)
#: two who did an act together: "founded in 1981 by drummer Lars Ulrich and rhythm guitarist
#: James Hetfield", "Lars Ulrich and James Hetfield founded …", "played between Japan and the
#: United States"
_TWO_BY = re.compile(rf"\b(\w+)(?:\s+(?:in|at)\s+(?:\d{{4}}|[A-Z][\w'’.-]*(?:,?\s+[A-Z][\w'’.-]*)"
                     rf"{{0,3}})){{0,2}}\s+(?:by|between)\s+(?:the\s+)?{_TITLED_NAME}"
                     rf"(?:\s*\([^()]*\))?\s+and\s+(?:the\s+)?{_TITLED_NAME}")  # (an aside
# between: "by Lester Smith (designer of … Dragon Dice) and Tim Brown"; where and when before
# "by": "formed in Portland, Oregon in 1994 by …")
_TWO_DID = re.compile(rf"([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){{0,3}})\s+and\s+{_TITLED_NAME}"
                      r"\s+(?:co-?)?([a-z]+)\b")


_PERSON_NAME = r"[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}"
#: a film's cast as a sentence lists it: "starring Ricardo Cortez, Irene Dunne and Gregory
#: Ratoff"
_CAST = re.compile(rf"\b(?:starring|starred|stars|co-starring)\s+({_PERSON_NAME}(?:,\s+"
                   rf"{_PERSON_NAME})+(?:,?\s+and\s+{_PERSON_NAME})?|{_PERSON_NAME}\s+and\s+"
                   rf"{_PERSON_NAME})")  # (or cut short: "starring Betty Grable, Jackie Coogan.")
_STARRED = frozenset({"star", "starr", "co-star", "cast"})  # (stems of starring in it)
_STARRING_ASKED = re.compile(r"^\W*who\s+(?:starred|stars|star|co-starred|acted)\b", re.I)


#: three or more who did an act: "a screenplay by Abbasi, Isabella Eklöf and John Ajvide
#: Lindqvist"
#: what a list may say each listed name is before it: "lead vocalist and lyricist",
#: "bassist (later guitarist)" (no clause of its own: "who founded …")
_LISTED_ROLE = r"(?:(?:(?!(?:who|whom|which|whose|that|where|when|with|from|for|of|in|on|at|" \
    r"to|the|his|her|their|stars?)\b)(?![a-z]+(?:ed|ing)\b)[a-z][\w-]*|\([^()]*\))\s+){0,4}"
# (nor another act's: "directed by Pete Walker, starring Robin Askwith and Janet Lynn")
_MANY_BY = re.compile(rf"\b(\w+)\s+by\s+({_LISTED_ROLE}{_PERSON_NAME}(?:,\s+{_LISTED_ROLE}"
                      rf"{_PERSON_NAME})+,?\s+and\s+{_LISTED_ROLE}{_PERSON_NAME})")


_MANY_DID = re.compile(rf"({_PERSON_NAME}(?:,\s+{_PERSON_NAME})+,?\s+and\s+"
                      rf"{_PERSON_NAME})\s+(?:co-?)?([a-z]+)\b")


#: the names a list of those who did something gives before its last two ("by James Der
#: Derian, " of "by James Der Derian, David Udris and Michael Udris"), each of two words or
#: more
_NAMES_BEFORE = r"\bby\s+((?:[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){1,3},\s+)+)"


def listed_whole(pair: str, sentence: str, after_by: bool = True) -> str:
    """Two names joined by "and" ("David Udris and Michael Udris") as the whole list the
    sentence gives them at the end of, after "by" (without ``after_by``, names of one word
    too, after any word: "between Italy, France and West Germany"); the pair itself when it
    ends none."""
    if " and " not in pair:
        return pair
    names_before = _NAMES_BEFORE if after_by else \
        r"((?:[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3},\s+)+)"
    before = re.search(rf"{names_before}{re.escape(pair)}(?!\w)", sentence)
    if before is None:
        return pair
    names = _listed_names(before.group(1)) + pair.split(" and ")
    return f"{', '.join(names[:-1])} and {names[-1]}"


def _listed_names(listed: str) -> list[str]:
    """The names of a list written "A, B and C" (without what each is: "drummer Mike
    Chiplin")."""
    names = [re.sub(r"^(?:[a-z][\w-]*\s+|\([^()]*\)\s*)+", "", n.strip()).rstrip(".")
             for n in re.split(r",\s*(?:and\s+)?|\s+and\s+", listed)]
    return [n for n in names if n[:1].isupper()]


def cast_of(question: str, answer: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
            ) -> tuple[str, RetrievedChunk | None]:
    """The answer to "who starred in …?" with the rest of the cast the best sentence listing
    the answer gives ("starring Ricardo Cortez, Irene Dunne and Gregory Ratoff"); the answer
    alone when none lists it among others."""
    if not answer or not _STARRING_ASKED.match(question):
        return answer, None
    for _, sentence, chunk in ranked[:VOTED]:
        for listed in _CAST.finditer(sentence):
            names = _listed_names(listed.group(1))
            if answer in names and len(names) > 1:
                return f"{', '.join(names[:-1])} and {names[-1]}", chunk
    return answer, None


#: kin asked in the plural: "Who are Kim Jong-chul's brothers?"
_KIN_PLURAL = re.compile(r"\b(?:brothers|sisters|siblings|sons|daughters|children|wives|"
                         r"husbands|parents|cousins|uncles|aunts|nephews|nieces|grandchildren|"
                         r"grandsons|granddaughters)\b", re.I)


def kin_together(question: str, answer: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                 ) -> tuple[str, RetrievedChunk | None]:
    """The answer to a kin question asked in the plural with the other kin of that tie the
    answer's page names as strongly ("His younger brother is Kim Jong-un … His older
    half-brother was Kim Jong-nam" → both), with that page's passage; the answer alone
    when none is."""
    if not answer or not _KIN_PLURAL.search(question) or not asks_kin(question):
        return answer, None
    votes = answer_votes(question, ranked)
    if not votes or votes[0][0] != answer:
        return answer, None
    home, said = next(((c, s) for _, s, c in ranked if answer in s), (None, ""))
    if home is None:
        return answer, None
    page = f"{home.title}\n{home.text}"
    asked = {stem(w) for w in tokenize(question)}
    kin = [answer] + [name for name, vote in votes[1:MAX_TOGETHER]
                      if (vote >= KIN_SHARE * votes[0][1] or  # (or named kin of that tie
                          kin_fits(name, said, asked)) and name in page and  # with it: "the
                      # son of Roy Castle … and his wife Fiona")
                      not same_name(name, answer) and
                      not re.search(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", answer) and
                      not re.search(
                          rf"{re.escape(answer)},\s+(?:\d+(?:st|nd|rd|th)\s+)?{re.escape(name)}",
                          page)]  # (not the answer's own title: "Henry Stafford, 2nd Duke of
    # Buckingham" is one man; nor "Otto I" of the answer "Landgrave Otto I of Hesse")
    if len(kin) < 2:
        return answer, None
    return f"{', '.join(kin[:-1])} and {kin[-1]}", home


MAX_TOGETHER = 6  # kin named together at most, the answer included
KIN_SHARE = 0.8  # of the answer's votes, another kin of the same tie has


def joint_agents(question: str, answer: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                 ) -> tuple[str, RetrievedChunk | None]:
    """The answer to "who <did> …?" with whoever the best sentences have do it with them
    ("Who founded Metallica?": "founded in 1981 by drummer Lars Ulrich and rhythm guitarist
    James Hetfield" → "Lars Ulrich and James Hetfield"); the answer alone when no sentence
    joins another to it in the act asked, or the question names the other already; with the
    passage of the sentence joining them."""
    for together in (kin_together, cast_of):
        joined = together(question, answer, ranked)
        if joined[1] is not None:
            return joined
    acts = _acts(question) or frozenset(a for a in [own_act(question)] if a)
    if not answer or not acts or not asks_who(question):
        return answer, None
    low = question.lower()
    for _, sentence, chunk in ranked[:VOTED]:
        # "a screenplay by Abbasi, Isabella Eklöf and John Ajvide Lindqvist": all three
        # wrote it; "Albert Schatz, Elizabeth Bugie, and Selman Waksman isolated …": all
        # three isolated it
        listings = [(m.group(1), m.group(2)) for m in _MANY_BY.finditer(sentence)] + \
            [(m.group(2), m.group(1)) for m in _MANY_DID.finditer(sentence)]
        for verb, listed in listings:
            names = _listed_names(listed)
            if same_act(verb, acts) and answer in names:
                return f"{', '.join(names[:-1])} and {names[-1]}", chunk
        found = [(m.group(1), m.group(2), m.group(3)) for m in _TWO_BY.finditer(sentence)]
        found += [(m.group(3), m.group(1), m.group(2)) for m in _TWO_DID.finditer(sentence)]
        for verb, one, other in found:
            one, other = (" ".join(re.sub(r"\s*\([^()]*\)", " ", n).split()).rstrip(".")
                          for n in (one, other))  # (a name ending its sentence; no aside)
            if one in ("He", "She"):  # "She and Rachel Grady founded Loki Films" on Heidi
                one = plain_title(chunk.title)  # Ewing's page: she, by name
                if not _PERSON_TITLE_NAME.fullmatch(one):
                    continue
            if not same_act(verb, acts) or answer not in (one, other):
                continue
            partner = other if answer == one else one
            if partner.lower() not in low and not set(partner.split()) <= set(answer.split()):
                return f"{one} and {other}", chunk
    return answer, None


def done_by(question: str, name: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
            ) -> bool:
    """Whether one of the ``VOTED`` best sentences says ``name`` did the act a "who …?"
    question asks, by it ("formed in 1994 by … and guitarist Peter Holmström")."""
    acts = _acts(question) or frozenset(a for a in [own_act(question)] if a)
    if not name or not acts or not asks_who(question):
        return False
    for _, sentence, _ in ranked[:VOTED]:
        pairs = agents_of(sentence) + [(m.group(1), n) for m in _TWO_BY.finditer(sentence)
                                       for n in (m.group(2), m.group(3))]
        if any(same_act(verb, acts) and (name in doer or (" " in doer and doer in name))
               for verb, doer in pairs):  # ("written by Moses" is no Moses Grandy's)
            return True
    return False


_PERSON_TITLE_NAME = re.compile(r"[A-Z][\w.'’-]+(?:\s+[A-Z][\w.'’-]+){1,3}")  # a page titled
# like a person's full name


def agents_of(text: str) -> list[tuple[str, str]]:
    """(verb, name) of every act a sentence says someone did "by": "directed by X", and each
    act joined before one "by" ("directed and produced by Tim Burton": both Tim Burton's)."""
    out: list[tuple[str, str]] = []
    for found in _AGENT.finditer(text):
        verb, name = found.groups()
        out.append((verb, name.rstrip(".")))
        partner = _CO_AGENT.match(text, found.end())  # "created by Belgian comics artist
        if partner:  # Morris and French writer René Goscinny": both created it
            out.append((verb, partner.group(1).rstrip(".")))
    out += [(verb, name.rstrip(".")) for verbs, name in _JOINT_AGENT.findall(text)
            for verb in re.split(r",\s*", verbs)]
    out += [(verb, name.rstrip(".")) for verb, name in _LATE_AGENT.findall(text)]
    out += [(verb, name) for name, verb in _CREDITED_WITH.findall(text)]
    out += [("voiced", name) for name in _VOICE_BY.findall(text)]
    out += [("written", name) for name in _AUTHORS_WORK.findall(text)]
    out += [("recorded", name.rstrip(".")) for name in _RECORDING_BY.findall(text)]
    out += [(verb, name.rstrip(".")) for name in _ARTWORK_BY.findall(text)
            for verb in ("created", "made", "designed", "painted", "drawn")]
    out += _NAMED_AGENT.findall(text)
    out += [("written", name.rstrip(".")) for name in _WRITTEN_BY.findall(text)]
    # a name in quotes, its small words and all: 'produced by "Productions de la ruelle"'
    out += [(verb, name) for verb, name in re.findall(
        r"\b(\w+(?:ed|en)) by [\"“]([A-Z][^\"”]{1,60}?)[\"”]", text)]
    return out


#: "where …?" is answered by a name a sentence puts after a place's preposition ("filmed in
#: Waxahachie", "born at Leeds"), not by the director the sentence also names
_WHERE = re.compile(r"^\W*where\b", re.I)
_SIDE_OF = r"(?:central|northern|southern|eastern|western|north|south|east|west|" \
    r"(?:north|south)-?(?:eastern|western)|rural|downtown|upstate)\s+"
_LOCATIVE = rf"\b(?:in|at|near|outside|from|on)\s+(?:the\s+)?(?:{_SIDE_OF})?" \
    r"(?:(?:wing|part|side|end|corner|bank|edge|shore|coast|cent(?:re|er)|heart|outskirts|" \
    rf"suburbs?|grounds|floor|basement|area|region|portion)\s+of\s+(?:the\s+)?(?:{_SIDE_OF})?)?"
# ("in central Jackson County", "in the north wing of the Capitol Building")
#: a people's adjective no list holds, as a sentence calls someone by it: "was a
#: Netherlandish cartographer", "is a Flemish painter"
_SAID_DEMONYM = re.compile(r"\b(?:is|was|were|are)\s+an?\s+(?:[a-z]+\s+)?([A-Z][a-z]+(?:ish|ian|"
                           r"ese|an|ic|i))\s+[a-z]")


def within_other(place: str, sentence: str, asked: Collection[str]) -> bool:
    """Whether ``sentence`` names ``place`` only as where another place it names is ("the
    Capitol Building in Washington, D.C.": the building is where the chamber is), that
    place not one the question asks about ("Sylva in Jackson County" of where Sylva is)."""
    before = [m.group(1) for m in re.finditer(
        rf"((?:[A-Z][\w'’.-]*\s+)*[A-Z][\w'’.-]*),?\s+(?:in|at|near)\s+(?:the\s+)?"
        rf"{re.escape(place)}\b", sentence) if m.start() > 0]  # ("Located in Paris, …")
    return bool(before) and all(not set(tokenize(b)) & set(asked) for b in before)


#: "where did it come from?" asks where a thing began: a sentence puts it "from" a place, or
#: says it began (was made, first appeared …) "in", "on" or "at" one
_COMES_FROM = re.compile(r"\b(?:come|came|comes|derive[sd]?|stem(?:s|med)?)\s+from\b|"
                         r"\boriginat(?:e|es|ed)\b", re.I)
_ORIGIN = r"(?:\b(?:from|in)|\b(?:originat\w+|began|begun|started|created|formed|founded|" \
          r"made|invented|developed|(?:first )?appeared)\s+(?:\w+\s+)?(?:on|at|near))\s+(?:the\s+)?"
#: "who <verb> …?", past an adverb ("Who originally composed …?": composed)
_WHO_VERB = re.compile(r"^\W*who\s+(?:(?:originally|first|initially|actually|really|"
                       r"officially|famously|finally|later|once|ever|also|then)\s+)*(\w+)",
                       re.I)
_ACTOR = r"(?:actor|actress)"
#: the people a "who <verb> …?" question asks for, by the verb's stem (only actors: a
#: sentence calling someone a singer or a writer is as often about a cover or a namesake,
#: measured on ASQA: two wrong answer lines more with singers and writers)
_ROLES = {"play": _ACTOR, "portray": _ACTOR, "star": _ACTOR}
#: offices someone holds ("who is the speaker of …?"): a sentence calls its holder by them
#: ("Speaker Anthony Rendon"), and no chamber or party holds them
_ROLES.update({office: rf"(?:{office})" for office in (
    "speaker", "president", "chairman", "chairperson", "governor", "mayor", "chancellor",
    "premier", "ceo", "leader", "commissioner", "secretary", "minister")})
_ROLES["prime"] = r"(?:prime minister|premier)"
#: a band's members by what they play ("Who was the drummer in Extrema's first lineup?":
#: "… bassist Luca Varisco, and drummer Stefano Bullegas")
_ROLES.update({member: rf"(?:{member})" for member in (
    "drummer", "bassist", "guitarist", "keyboardist", "pianist", "saxophonist",
    "percussionist", "violinist", "trumpeter")})
_ROLES.update({"singer": r"(?:(?:lead\s+)?singer|(?:lead\s+)?vocalist)",
               "vocalist": r"(?:(?:lead\s+)?vocalist|(?:lead\s+)?singer)",
               "lead": r"(?:lead\s+(?:singer|vocalist|guitarist)|frontman|frontwoman)",
               "frontman": r"(?:frontman|lead\s+singer|lead\s+vocalist)"})


_BEFORE_ROLE = frozenset("the a an present current former incumbent acting new".split())


def _roles(question: str) -> str:
    """The nouns a sentence calls the person a "who" question asks for ("who plays …" →
    actor or actress), as a pattern; "" when the verb names no role."""
    match = _WHO_VERB.match(question)
    if not match:
        return ""
    word = match.group(1).lower()
    if word in ("is", "was", "are", "were", "has", "had", "did", "does", "do"):
        following = [w for w in question[match.end():].lower().split()
                     if w not in _BEFORE_ROLE]  # "who was the director of …", "who is the
        # present chairman of …"
        word = following[0] if following else ""
    return next((nouns for key, nouns in _ROLES.items() if word.startswith(key)), "")


def _acts(question: str) -> frozenset[str]:
    """The stems of the words a page states the act of a "who <verb> …?" question with
    ("who wrote" → written, writer; "who sings" → recorded, performed): the name after
    "<one of them> by" did it."""
    match = _WHO_VERB.match(question)
    verb = stem(match.group(1).lower()) if match else ""
    acts = RELATED.get(verb, _WHO_ACTS.get(verb, frozenset()))
    return acts | _MADE_ALSO if verb in _MAKE_VERBS else acts


#: "Who made …?" is answered by who directed a film or created a thing too (not the other
#: way round: "produced by Warner Bros." does not say who directed a film)
_MAKE_VERBS = frozenset(stem(w) for w in ("make", "makes", "made"))
_MADE_ALSO = frozenset(stem(w) for w in ("directed", "director", "created", "creator"))


#: acts only a "who <verb> …?" question is answered by in other words ("Who leads La
#: Barranca?": "they are led by …"); not the question's other verbs, whose dates or places
#: are not the answer ("… led by coach Shaka Smart … founded in what year?")
_WHO_ACTS = {"lead": frozenset(("lead", "led", "leader", "front"))}


#: words after "who" that name no act ("who is …", "who did …")
_NO_ACT = frozenset(stem(w) for w in "is was are were has had have did does do will would can "
                    "could should may might must s".split())


#: what a "who <verb> the …?" question asks who did: "perfect game" of "Who threw the last
#: perfect game in mlb?" (not the word telling which one)
_DONE_THING = re.compile(r"^\W*who\s+[a-z]+\s+(?:(?:the|a|an)\s+(?:(?:first|last|latest|only|"
                         r"original|next|most recent)\s+)?|(?-i:(?=[A-Za-z])))"  # ("who won Best
                         r"((?:[\w'’-]+\s+){0,2}?[\w'’-]+?)"  # Actor at …?": a capitalised title;
                         # "who sang lead vocals on …?": a thing without an article)
                         r"(?:\s+(?:in|on|at|of|for|from|during|with|by|to|since|ever)\b|\W*$)",
                         re.I)


def done_thing(question: str) -> str:
    """A pattern of the thing a "who <verb> the …?" question asks about, each word as
    written or plural; "" when it asks of no thing done, or of one word ("Jacob Brackman
    wrote the lyrics" of another song is no answer to who wrote the lyrics to In the
    Ghetto)."""
    match = _DONE_THING.match(question)
    words = match.group(1).lower().split() if match else []
    if len([w for w in words if w not in STOPWORDS]) < 2:
        return ""
    return r"\s+".join(rf"{re.escape(w)}s?" for w in words)


def did_it(name: str, sentence: str, done: str) -> bool:
    """Whether a sentence has ``name`` do the thing asked (``done_thing``): as the subject
    of a verb whose object it is ("Roy Halladay of the Philadelphia Phillies pitched the
    twentieth perfect game", "Halladay, of the Phillies, pitched a perfect game"), or as its
    owner ("Braden's perfect game")."""
    return any(not _INSIDE_NAME.search(sentence[:m.start()]) for m in re.finditer(
        rf"(?<![\w-]){re.escape(name)}(?:['’]s\s+(?:[\w-]+\s+){{0,2}}?|(?:\s+of\s+the(?:\s+"
        rf"[A-Z][\w.'’-]*)+|\s*,[^,.;]{{1,60}},)?\s+(?:[a-z]+ly\s+)?{_NO_JOINER}[a-z]{{3,}}\s+(?:(?:the|a|an|"
        rf"his|her|their|its)\s+)?(?:[\w'’-]+\s+){{0,2}}?){done}\b", sentence, re.I))


_HEDGE = r"(?:(?:widely|generally|often|now|also|commonly|usually)\s+)?(?:(?:considered|" \
    r"regarded\s+as|known\s+as|thought\s+of\s+as|thought\s+to\s+be|believed\s+to\s+be|" \
    r"said\s+to\s+be|called|described\s+as|recogni[sz]ed\s+as)\s+)?(?:to\s+be\s+)?"
#: "Who is considered the first Old English poet?": whom the question says the thing of
_IDENTITY_ASKED = re.compile(rf"^\W*who\s+(is|was)\s+{_HEDGE}the\s+((?:[\w'’-]+\s+){{0,6}}"
                             r"[\w'’-]+)\W*$", re.I)


def identity_asked(question: str) -> tuple[str, str]:
    """What a "who is/was [considered] the …?" question says of the one it asks for, and
    its tense ("is", "was"); empty when it is no such question."""
    match = _IDENTITY_ASKED.match(" ".join(question.split()))
    return (match.group(2), match.group(1).lower()) if match else ("", "")


def is_the_one(name: str, sentence: str, said: str, tense: str) -> bool:
    """Whether a sentence says of ``name`` what the question says (``identity_asked``), in
    its words: "Cædmon is considered the first Old English poet whose work still
    survives" for who is considered the first Old English poet."""
    verbs = r"is|has\s+been|remains" if tense == "is" else r"is|was|had\s+been|became"
    words = r"\s+".join(re.escape(w) for w in said.split())
    return re.search(rf"(?<![\w-]){re.escape(name)}(?:\s*\([^)]*\))?(?:,[^,.;]{{1,60}},)?\s+"
                     rf"(?:{verbs})\s+{_HEDGE}(?:the|an?)\s+{words}\b", sentence, re.I) is not None


#: a verb's place that a word joining names or clauses does not fill ("1933 Ford,
#: "Eliminator girls", and ZZ Top-as-benevolent-spirits tropes": Ford does nothing to ZZ Top)
_NO_JOINER = r"(?!(?:and|but|nor|yet|for|with|from|into|than|then|that|this|who|which|whose)\b)"
#: what comes before a name that is only the end of another name or of what is owned:
#: "Chicago White Sox", "of the White Sox"
_INSIDE_NAME = re.compile(r"(?:\b[A-Z][\w.'’-]*|\bof\s+the)\s+$")  # ("as a result of Joaquin
# Phoenix winning Best Actor" has him win it)


def called_for_act(name: str, sentence: str, acts: Collection[str]) -> bool:
    """Whether a sentence calls ``name`` by a word of one of ``acts`` (stems) right before
    it, another role joined by "and" between: "vocalist and guitarist Billy Gibbons" for
    a singer."""
    return any(re.search(rf"\b{re.escape(act)}\w*\s+(?:(?:and|&)\s+[a-z]+\s+)?"
                         rf"{re.escape(name)}\b", sentence, re.I) for act in acts if len(act) > 3)


def does_act(name: str, sentence: str, act: str) -> bool:
    """Whether a sentence has ``name`` do the act whose stem is ``act`` (``own_act``): its
    verb right after the name ("Kelly Osbourne hosted the show", "… co-hosted …"), or the
    one doing it ("Aisha Tyler was the host")."""
    return re.search(rf"(?<![\w-]){re.escape(name)}\s+(?:[a-z]+ly\s+|(?:is|was|were|served "
                     rf"as)\s+(?:the\s+)?)?(?:co-)?{re.escape(act)}[a-z]*\b", sentence) is not None


#: someone taken on to do an act: "were hired to write the script"
_HIRED_TO = r"\s+(?:was|were|had\s+been)\s+(?:[a-z]+ly\s+)?(?:hired|chosen|commissioned|" \
    r"brought\s+in|selected|enlisted|engaged|tapped|signed(?:\s+on)?|recruited)\s+to\s+([a-z]+)"


def hired_to(name: str, sentence: str, acts: frozenset[str]) -> bool:
    """Whether a sentence says ``name`` was taken on to do one of ``acts``."""
    found = re.search(rf"(?<![\w-]){re.escape(name)}{_HIRED_TO}", sentence)
    return found is not None and same_act(found.group(1), acts)


def own_act(question: str) -> str:
    """The stem of the act a "who <verb> …?" question names when the rules know no other
    words for it ("who signed …?": "sign"); "" otherwise."""
    match = _WHO_VERB.match(question)
    verb = stem(match.group(1).lower()) if match else ""
    return "" if verb in _NO_ACT or verb in RELATED else verb


def question_acts(question: str) -> frozenset[str]:
    """The stems a page states any act the question names with ("which films did she
    direct?" → direct, director; "books written by" → written, author …)."""
    out: set[str] = set()
    for word in tokenize(question):
        out |= RELATED.get(stem(word), frozenset())
    return frozenset(out)


_UNTIMED = frozenset(map(stem, "born birth die died death come start begin began".split()))


#: the acts that begin or end a thing's life, as a question or a sentence words them
_ENDS = {"start": r"start(?:s|ed|ing)?|beg(?:in|ins|an|un|inning)|found(?:ed|ing|ation)|"
                  r"establish(?:es|ed|ing|ment)?|open(?:s|ed|ing)?|launch(?:es|ed|ing)?|laid|"
                  r"commenc(?:e|es|ed|ing|ement)|premiere(?:s|d)?|debut(?:s|ed)?|"
                  r"inaugurat(?:e|es|ed|ion)",
         "end": r"end(?:s|ed|ing)?|finish(?:es|ed|ing)?|complet(?:e|es|ed|ing|ion)|"
                r"clos(?:e|es|ed|ing|ure)|demolish(?:es|ed|ing)?|dissol(?:ve|ved|ution)|"
                r"abolish(?:es|ed|ing)?|di(?:e|es|ed)|conclu(?:de|des|ded|sion)"}


def asked_end(question: str) -> str:
    """"start" when a "when" question asks when something began, "end" when it asks when
    it ended or will be finished; "" otherwise."""
    if not re.match(r"^\W*(?:when|what year|in what year|which year)\b", question, re.I):
        return ""
    return next((end for end, verbs in _ENDS.items()
                 if re.search(rf"\b(?:{verbs})\b", question, re.I)), "")


def dated_other_end(year: str, sentence: str, end: str) -> bool:
    """Whether a sentence gives ``year`` as the other end of a thing's life than the one
    asked: "to be completed by 2026" for when it was started, or any year of a sentence
    that words only the other end ("as of a 2017 estimate" of the completion)."""
    other = _ENDS["end" if end == "start" else "start"]
    if re.search(rf"\b(?:{other})\b", sentence, re.I) and \
            not re.search(rf"\b(?:{_ENDS[end]})\b", sentence, re.I):
        return True
    return re.search(rf"\b(?:{other})\s+(?:\w+\s+){{0,3}}?(?:in|by|on|of|around|"
                     rf"until|before|after)?\s*(?:\w+,?\s+){{0,2}}?{re.escape(year)}\b",
                     sentence, re.I) is not None


#: "When was Greenhouse Academy canceled?": the words after the auxiliary, the subject's
#: capitalised name first, then the act done to or by it
_WHEN_DONE = re.compile(r"^\W*(?i:when|(?:in )?(?:what|which) year)\s+(?i:was|were|is|are|did|"
                        r"does|do|will|has|have|had)\s+(?:the\s+)?(?:(?:new|old|first|original|"
                        r"modern|current|latest|last)\s+)?(?:[A-Z0-9][\w'’.&-]*,?\s+"
                        r"(?:(?:of|the|and|de|la|von|van|in)\s+)*)+(?:(?:next|first|last|"
                        r"finally|ever|again|officially|actually|really|just|still)\s+)*"
                        # (the kind after the name: "When did The Lost World TV series
                        # premiere?" asks of a premiere, not of a series)
                        r"(?:(?:tv|television|film|movie|series|show|sitcom|album|song|single|"
                        r"novel|book|video|game|band|season|episode|musical|opera)\s+)*"
                        r"([a-z]{3,})\b")


#: what an act is named after when the sentence dates a step towards it, not the act: "the
#: decision to canonize", "the date of the canonization", "plans for the construction"
_PLANNED = re.compile(r"\b(?:decision|decided|plans?|planned|proposals?|proposed|vote|voted|"
                      r"agreement|agreed|announcement|announced|approval|approved|date|order|"
                      r"ordered|intention|bid|request|requested)\s+(?:to|of|for)\s+(?:the\s+)?"
                      r"(?:[\w'’-]+\s+){0,2}$", re.I)


def act_only_planned(sentence: str, acts: frozenset[str]) -> bool:
    """Whether every word of ``acts`` a sentence writes names the act as what was decided,
    planned or dated ("The decision to canonize was made official …", "The date of the
    canonization was assigned …"): the sentence dates that step, not the act."""
    found = [w for w in re.finditer(r"[\w'’-]+", sentence) if same_act(w.group(0), acts)]
    return bool(found) and all(_PLANNED.search(sentence[max(0, w.start() - 60):w.start()])
                               for w in found)


def acted_by_other(sentence: str, acts: frozenset[str], question: str) -> bool:
    """Whether the clause stating the first of ``acts`` has another named thing do or
    undergo it: "Meanwhile, the All-America Football Conference was formed to rival the
    NFL" dates no founding of the Rams (a name before the act, none of whose words the
    question writes)."""
    asked = set(tokenize(question))
    for word in re.finditer(r"[\w'’-]+", sentence):
        if same_act(word.group(0), acts):
            clause = re.split(r"[,;:()]|\s+(?:and|but|while|when|after|before)\s+",
                              sentence[:word.start()])[-1]
            if re.search(r"(?:^|[,;:(]\s*)(?:He|She|They|It)\s+(?:and|&)\s+[^,;:()]*$",
                         sentence[:word.start()]):
                return False  # the page's subject with another: "She and Rachel Grady
                # founded Loki Films in 2001" on Heidi Ewing's page
            named = [e for e in entities(clause) if e not in DEMONYMS]
            return bool(named) and not any(set(tokenize(e)) & asked for e in named)
    return False


#: a decade, as a sentence dates an act by one: "in the early 1920s", "during the 1830s"
_DECADE = re.compile(r"\b(?:in|during|by|until|from)\s+the\s+((?:(?:early|mid|late)[\s-]+)?"
                     r"\d{3}0s)\b")
ACT_LEAD = 50  # characters before an act's word, read for what it is done to
#: the places a side finishes in, which a sentence goes on listing after the act once
_PLACINGS = frozenset("first second third fourth fifth sixth seventh eighth ninth tenth "
                      "last".split())
#: where the clause after an act ends (nor does it run on to another act: "recorded in 2008
#: and released on May 19, 2008", or to another subject's: "… in 1992 and a new set of
#: banknotes was issued …")
_CLAUSE_END = re.compile(r"[;:()]|,\s+(?!\d)|\s+and\s+(?=(?:was\s+|were\s+)?[a-z]+(?:ed|en)\b|"
                         r"(?:a|an)\s+[a-z]+\s+(?:[a-z]+\s+){0,3}?(?:was|were|is|are)\b|"
                         # "finishing third in 2015 and fourth in 2019": another place
                         rf"(?:{'|'.join(sorted(_PLACINGS - {'first'}))}|runners?-up)\b)")


def act_clause(sentence: str, acts: frozenset[str], terms: Collection[str] = ()) -> str:
    """The words after the first of ``acts`` a sentence states, to the end of its clause (a
    date told with the act: "were held on January 26, 1974"); of an act stated more than
    once, after the one whose words around it hold most of ``terms`` ("a new set of coins
    was issued in 1992 and a new set of banknotes was issued … in 1993": the banknotes')."""
    best: tuple[int, str, int] | None = None
    terms = [t for t in terms if not same_act(t, acts)]  # (the act's own word near another
    # telling of it: "Founded 31 December 1600 Founders John Watts")
    for word in re.finditer(r"[\w'’-]+", sentence):
        if same_act(word.group(0), acts):
            clause = _CLAUSE_END.split(sentence[word.end():], maxsplit=1)[0][:60]
            near = set(tokenize(f"{sentence[max(0, word.start() - ACT_LEAD):word.start()]} "
                                f"{clause}"))
            held = sum(t in near for t in terms)
            if best is None or held > best[0]:
                best = (held, clause, word.end())
    if best is None:
        return ""
    joined = f" {' '.join(terms)} "
    places = [p for p in PLACES if " " in p and f" {p} " in joined]
    for term in [*(t for t in terms if t in _PLACINGS), *places]:  # "finishing third in
        # 2015 and fourth in 2019": the place asked; "introducing it in Europe on 30 August
        # 1963 …, and in the United States (…) in November 1964": the land asked
        later = re.search(rf"\b{re.escape(term)}\b", sentence[best[2]:], re.I) \
            if term.lower() not in best[1].lower() else None
        if later:
            rest = ASIDE.sub("", sentence[best[2] + later.end():])
            return f"{term}{_CLAUSE_END.split(rest, maxsplit=1)[0][:60]}"
    return best[1]



def when_done(question: str) -> frozenset[str]:
    """The stem of the act a "when" question asks the date of when the rules know no other
    words for it ("canceled", "elected", "switch"), to place the dates of the sentences
    stating it first; none for a question typed without capitals or one of a birth, a death,
    a start (``timed_acts``: pages word those otherwise)."""
    match = _WHEN_DONE.match(question)
    word = match.group(1) if match else ""
    last = re.search(r"\b([a-z]{3,}(?:ed|en))\W*$", question)
    if word and last and not word.endswith(("ed", "en")):  # "When was the Rams franchise
        word = last.group(1)  # founded?": founded, not the noun after the name
    act = stem(word) if word else ""
    return frozenset() if not act or act in _UNTIMED or word in STOPWORDS or \
        act in RELATED else frozenset({act})


#: "when did russia announce its world cup bid": a question typed in lower case
_WHEN_LOWER = re.compile(r"^\W*when\s+(?:did|does|do|was|were)\s+(?:the\s+)?([a-z0-9' ]+?)\W*$")


def lower_act(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]
              ) -> frozenset[str]:
    """``when_done`` of a question it finds no act in (one typed in lower case, or of a thing
    in lower case): the word after the subject's, those the title of a passage read holds
    ("russia" of "Russia 2018 FIFA World Cup bid"), when a sentence read states it
    ("announced") and the rules know no other words for it."""
    match = _WHEN_LOWER.match(" ".join(question.lower().split()))
    if match is None:
        return frozenset()
    words = match.group(1).split()
    titled = [set(_unowned_words(c.title)) for _, _, c in ranked]
    at = 0
    while at < len(words) and any(words[at] in t for t in titled):
        at += 1
    if not 1 <= at < len(words) or len(words[at]) < 4 or words[at] in STOPWORDS:
        return frozenset()
    act = stem(words[at])
    return frozenset({act}) if act not in _UNTIMED and act not in RELATED and any(
        says_act(act, sentence) for _, sentence, _ in ranked) else frozenset()


#: "When did principal photography of <film> begin?": the work begun or ended, in lower
#: case, and the side of it asked
_BEGUN_WORK = re.compile(r"^\W*when\s+(?:did|does|do|will|was|were)\s+(?:the\s+)?"
                         r"((?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*)?)\s+(?:of|on|for|at)\s+"
                         r"\S.*?\s(begin|start|commence|end|finish|conclude|wrap)\W*$", re.I)


def activity_asked(question: str) -> str:
    """A pattern of a sentence telling the work a "when did <work> of X begin?" question
    asks begun (or ended): its words, then the verb in any form ("Principal photography
    began on …", "Construction started in …"); "" for another question."""
    found = _BEGUN_WORK.match(" ".join(question.split()))
    if not found or found.group(1).lower() in STOPWORDS:
        return ""
    side = "end" if found.group(2).lower() in ("end", "finish", "conclude", "wrap") else "start"
    words = r"\s+".join(re.escape(w) for w in found.group(1).split())
    also = "wrapped" if side == "end" else "commenced"
    return rf"\b{words}\s+(?:[\w-]+\s+){{0,4}}?(?:(?:was|were|had|has)\s+)?" \
        rf"(?:{_ENDS[side]}|{also})\b"


def timed_acts(question: str) -> frozenset[str]:
    """The words one of the evidence's sentences must hold for its dates to answer "when
    was … founded / built / invented?" (the act in any of the ways pages state it). None
    for birth and death, whose dates pages give in brackets without a verb, nor for "come
    out" and "begin", which pages state in too many ways ("aired", "the first dynasty")."""
    words = {stem(w) for w in tokenize(question)}
    if words & _UNTIMED:
        return frozenset()
    return question_acts(question)


def done_by_another(sentence: str, acts: frozenset[str], subjects: Sequence[str]) -> bool:
    """Whether a sentence says the asked act was done by someone not among ``subjects``
    ("… produced by Ridley Scott, … and directed by John Stevenson" for the films Ridley
    Scott directed)."""
    words = {w for s in subjects for w in tokenize(s)}
    return any(stem(verb.lower()) in acts and not set(tokenize(name)) & words
               for verb, name in agents_of(sentence))


#: a question asking when a thing started, or when it ended
_STARTED = re.compile(r"\b(?:start|starts|started|begin|begins|began|commence|commenced|"
                      r"break out|broke out|open|opened)\W*$", re.I)
_ENDED = re.compile(r"\b(?:end|ends|ended|finish|finished|conclude|concluded|stop|stopped)"
                    r"\W*$", re.I)
#: a span of two dates or years: "from 28 July 1914 to 11 November 1918", "(1914 – 1918)"
_DATED = r"(?:\d{1,2} [A-Z][a-z]+ \d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}|[A-Z][a-z]+ \d{4}|\d{4})"
_SPAN = re.compile(rf"\b({_DATED}),?\s*(?:to|until|till|through|–|—|--|-)\s*({_DATED})\b")


def range_asked(question: str) -> str:
    """"start" or "end": which side of a span a "when" question asks ("When did World War I
    start?"); "" for another."""
    return "start" if _STARTED.search(question) else "end" if _ENDED.search(question) or \
        _STOPPED_BEING.search(question) else ""


#: "When did Old Sparky stop being the sole means of execution?": the end of a span
_STOPPED_BEING = re.compile(r"\b(?:stop|stopped|cease|ceased)\s+(?:being|to\s+be)\b|"
                            # "When did the United States end the convertibility of …?"
                            r"^\W*when\s+did\s+(?:\S+\s+){1,6}?(?:end|stop|cease|terminate|"
                            r"abolish)\s+(?:the|its|his|her|their)\b", re.I)


def gives_span(sentence: str) -> bool:
    """Whether a sentence gives a span of two dates or years ("from 28 July 1914 to 11
    November 1918")."""
    return _SPAN.search(sentence) is not None


def range_side(sentence: str, side: str) -> str:
    """A sentence with its span cut to the side ``side`` asks ("lasted from 28 July 1914 to
    11 November 1918": 28 July 1914 for its start); as it is when it gives no span, no side
    is asked or the span is of an era's years ("c. 2070–1600 BC", given whole)."""
    span = _SPAN.search(sentence) if side else None
    if span is None or re.match(rf"{_RANGE_ERA}", sentence[span.end():]).group(0).strip():
        return sentence
    return f"{sentence[:span.start()]}{span.group(1 if side == 'start' else 2)}" \
        f"{sentence[span.end():]}"


def span_said(found: re.Match[str]) -> str:
    """A span of years ``_RANGE`` found, from one to the other in one era ("c. 1750–1712
    BC" → "from 1750 BC to 1712 BC"), or as written when it ends with a death ("from 1199
    until his death in 1216")."""
    a, era, b, later = found.groups()
    if re.search(r"\b(?:his|her|their)\s", found.group(0)):
        return found.group(0)
    return f"from {a}{era or later} to {b}{later}"


def opens_with_title(sentence: str, title: str) -> bool:
    """Whether a sentence opens with its page's title (a "The" before it or not, its
    section after a bracket or a comma left off) or a pronoun standing for it."""
    name = re.split(r"\s*[(,]", title, maxsplit=1)[0].strip().lower()
    opening = re.sub(r"^\W*(?:the\s+)?", "", sentence.lower())
    return bool(name) and (opening.startswith(name.removeprefix("the ")) or
                           re.match(r"(?:he|she|it|they)\b", opening) is not None)


def written_in(answer: str, sentence: str) -> bool:
    """Whether a sentence writes an answer span: as it stands, a span of years in the words
    the sentence gives it ("from 455 to 405 BC" writes "from 455 BC to 405 BC"), or two
    sides joined by "and", each named ("… champion Oakland Raiders and the … champion Tampa
    Bay Buccaneers")."""
    low, text = answer.lower(), sentence.lower()
    if low in text:
        return True
    if low.startswith("from ") and any(span_said(m).lower() == low
                                       for m in _RANGE.finditer(sentence)):
        return True
    kind = low.rsplit(" ", 1)
    if len(kind) == 2 and kind[1] in _PLACES_OF and re.search(  # "the municipality of
            rf"\b{kind[1]}\s+of\s+(?:the\s+)?{re.escape(kind[0])}(?![\w'’-])", text):  # Al-
        return True  # Shahaniya" writes "Al-Shahaniya Municipality"
    sides = re.split(r"\s+and\s+", low)
    return len(sides) == 2 and all(len(side) > 3 and side in text for side in sides)


#: offices someone holds for a time, in lower case: "When was X Minister for Education?" asks
#: when; a question typed with X's name and the office run together names X alone
OFFICE_NAMES = r"minister|president|governor|mayor|chancellor|premier|secretary|senator|" \
    r"speaker|chairman|chairwoman|commissioner|ambassador"
#: a ruler's title, held from one year to another ("When was Claudine Lady regnant of
#: Monaco?"): no office to cut from a name ("Stephen King")
_REIGNS = r"king|queen|emperor|empress|pope|regent|regnant|sultan|tsar|czar|caliph|doge"
_RANGE_ERA = rf"(?:\s*{_ERA}\b)?"
_RANGE = re.compile(rf"\b(?:from )?(\d{{3,4}})({_RANGE_ERA})\s*(?:to|until|–|-)\s*(?:(?:his|her|"
                    rf"their)\s+(?:death|abdication|deposition|resignation|retirement)\s+in\s+)?"
                    rf"(\d{{3,4}})"  # ("from 1199 until his death in 1216")
                    rf"({_RANGE_ERA})"
                    r"(?![\d,.]\d)")
#: a span of two years "between" them: "Lady regnant of Monaco between 1457 and 1458"
_BETWEEN_YEARS = re.compile(rf"\bbetween\s+(\d{{3,4}})({_RANGE_ERA})\s+and\s+(\d{{3,4}})"
                            rf"({_RANGE_ERA})(?![\d,.]\d)")
#: a span of two days whose year only the second gives: "from 21 November to 18 December 2022"
_OPEN_SPAN = re.compile(rf"\b((?:from|between)\s+\d{{1,2}}\s+{MONTH})(\s+(?:to|until|and|–|-)\s+"
                        rf"\d{{1,2}}\s+{MONTH}\s+)(\d{{4}})\b")
#: a span of two dates: "between 12 November 2013 and 2 August 2015", "from March 3, 1990,
#: to June 1, 1995"
_DATED_RANGE = re.compile(rf"\b(?:from|between)\s+(?:{_DATE_FORMS}),?\s+(?:to|until|and|through)"
                          rf"\s+(?:{_DATE_FORMS})\b")
#: a match's score as written: "4–2", "186-184" (not a season's "2016–17": no year)
_SCORE = re.compile(r"(?<![\d.,–-])(\d{1,3})\s?[–-]\s?(\d{1,3})(?![\d.,–-])")
_KINDS = (
    ("score", re.compile(r"\b(?:what|which) (?:was |is |were )?(?:the )?(?:final )?"
                         r"(?:score|scoreline|result)\b|\bby what score\b")),
    ("range", re.compile(r"\b(?:what|which) (?:time ?frame|period|years)\b|"
                         r"\bbetween what years\b|"
                         # "When did Samsu-iluna rule?": from when to when
                         r"^when (?:did|was|were) (?:\S+\s+){1,5}?(?:rule|reign|in office|on the "
                         r"throne|in power|exist|operate|in operation|run|air)\b"
                         r"(?!\s+(?:of|for|against)\b)"
                         r"(?:\s+\S+){0,2}\W*$|"
                         # "When was Pilar del Castillo Minister for Education?": in office
                         r"^when (?:was|were) (?!.*\b(?:born|died|elected|appointed|created|"
                         r"founded|established|sworn|named|made|chosen|killed|first)\b)"
                         rf"(?:\S+\s+){{1,5}}?(?:the\s+)?(?:prime\s+)?(?:{OFFICE_NAMES}|{_REIGNS})\b"
                         r"(?:\s+(?:of|for|in|at|to)\s+[^?]*)?\W*$")),
    ("date", re.compile(r"\b(?:date of|what date|on what day)\b|"
                        r"^when (?:was|were|did) .*\b(?:born|die|died)\b")),
    ("year", re.compile(r"\b(?:what|which) year\b|^when\b|\bwhen\s*\?$|"
                        r"\bsince when\b")),
    ("number", re.compile(rf"\bhow (?:many|much|old|{_HOW_MEASURED})\b|"
                          r"^(?:the )?number of\b|"
                          r"\b(?:what|which) "
                          r"(?:is |was )?(?:the )?(?:population|number|amount|total|size|capacity|"
                          r"length|height)\b|"
                          # "what is the area of Texas?" (not "in which area of Europe …?")
                          r"\bwhat (?:is|was) (?:the )?(?:total |land |surface )?area\b|"
                          # "What is the Roud number of …?", "… his jersey number?"
                          r"\bwhat (?:is|was|'s) (?:the |its |his |her |their )?(?:[\w-]+ ){1,3}"
                          r"number\b(?! (?:one|1)\b)")),
)


#: a rank, not a count: "the number one song" asks for a song
_NUMBER_ONE = re.compile(r"\b(?:number|no\.?) (?:one|1)\b", re.I)


def answer_kind(question: str) -> str:
    """What shape the answer has: score, range, date, year, number, or "" for a name."""
    q = _NUMBER_ONE.sub("top", " ".join(question.lower().split()))
    for kind, pattern in _KINDS:
        if pattern.search(q):
            return kind
    return ""


#: "What was Henri Bergson's doctoral thesis?": one thing of a named owner (its "the", the
#: owner, the words picking it, its kind)
OWNED_THING = re.compile(rf"^\W*(?i:what|which)\s+(?i:is|was|are|were)\s+((?i:the)\s+)?"
                         rf"([{UPPER}][\w.-]*(?:\s+[{UPPER}][\w.-]*)*)['’]s?\s+"
                         rf"((?:(?:[a-z][\w-]*|[A-Z]{{2,4}})\s+){{0,2}})([a-z][\w-]*)"
                         r"(?:\s+as\s+(?:an?\s+)?[a-z][\w-]*)?\W*$")  # ("… last film as director")
#: OWNED_THING typed without capitals: the words picking the thing, and its kind
LOWER_OWNED = re.compile(r"^\W*what\s+(?:is|was|are|were)\s+(?:the\s+)?[a-z][\w.-]*"
                         r"(?:\s+[a-z][\w.-]*){0,3}['’]s?\s+((?:[a-z][\w-]*\s+){1,2})"
                         r"([a-z][\w-]*)\W*$")
_OWNED_ONE = re.compile(r"^\W*what\s+(?:is|was|are|were)\s+(?:the\s+)?[a-z][\w.-]*"
                        r"(?:\s+[a-z][\w.-]*){0,3}['’]s?\s+()([a-z][\w-]*)\W*$")
_TYPE = re.compile(r"\b(?:which|what)\s+(?:(?:is|was|are|were)\s+(?:the\s+)?)?"
                   r"((?:[a-z]+\s+){0,3}[a-z]+)", re.I)
#: words after "what" that are no kind of thing: auxiliaries and verbs ("what did …", "what
#: led to …"), words the kind is asked with ("which kind of", "what other") and determiners
#: ("who or what each is")
_NO_KIND = frozenset("do does did can could will would should shall may might must has have "
                     "had led made makes happened happens causes caused other kind type sort "
                     "name names one each every this that these those else".split())
#: words that qualify the kind rather than name it: "the two most successful teams", "the
#: oldest company", "the most famous painting"
_QUALIFIER = re.compile(r"^(?:one|two|three|four|five|six|seven|eight|nine|ten|first|second|"
                        r"third|last|next|latest|most|least|main|only|top|\w+est|\w+ful|\w+ous)$")


def kind_owner(question: str) -> str:
    """The name a "which <Name> <kind> …?" question puts before the kind it asks for ("Larry
    David" of "Which Larry David play …?", "Miss Marple" of "In which Miss Marple episode
    …?"): the answer is one of theirs, told by a sentence naming them; "" for none."""
    match = _TYPE.search(question)
    if not match:
        return ""
    written = match.group(1).split()
    named = 0
    while named < len(written) - 1 and written[named][:1].isupper() and \
            written[named].lower() not in QUESTION_WORDS:
        named += 1
    return " ".join(written[:named]) if named and written[named].lower() in WORK_KINDS else ""


def answer_type(question: str) -> str:
    """The noun a "which X" / "what X" question asks for (university, company, …), in the
    singular, past the words that qualify it ("the oldest company" → company); "" when the
    word after "what" is no noun ("what did …", "what led to …")."""
    owned = OWNED_THING.match(question)
    if owned:  # "What was Henri Bergson's doctoral thesis?": a thesis, not "henri"
        kind = owned.group(4).lower()
        return "" if kind in _NO_KIND else _singular(kind)
    plain = " ".join(question.split())
    unnamed = re.sub(r"\s+(?:called|named)(?=\W*$)", "", plain)  # ("what was mark wahlberg's
    owned = LOWER_OWNED.match(unnamed) or (  # rap group called", "what was ivo's band called")
        _OWNED_ONE.match(unnamed) if unnamed != plain else None)
    if owned:  # "what was takeshi fukunaga's first feature film": a film
        kind = owned.group(2)
        return "" if kind in _NO_KIND else _singular(kind)
    match = _TYPE.search(_NUMBER_ONE.sub("top", question))
    if not match:
        return ""
    owner = kind_owner(question)  # "Which Larry David play …": a play, the name says whose
    words = match.group(1).lower().split()[len(owner.split()):]
    while len(words) > 1 and (words[0] in ("a", "an", "the") or
                              words[0].capitalize() in DEMONYMS):
        words = words[1:]  # "what is a term for …", "which Australian city"
    if words[0] in QUESTION_WORDS or words[0] in _NO_KIND:
        return ""
    while len(words) > 1 and _QUALIFIER.match(words[0]) and \
            (_QUALIFIER.match(words[1]) or words[1] not in STOPWORDS):
        # ("which forest is …" asks for a forest: "is" names no kind; "the most popular
        # hotel" for a hotel: the adjective "most" makes a superlative of is none)
        words = words[2:] if words[0] in ("most", "least") and len(words) > 2 and \
            words[2] not in STOPWORDS else words[1:]
    if len(words) > 1 and words[1] in _HEAD_KINDS:
        words = words[1:]  # "which hotel group", "which country singer": a group, a singer
    elif len(words) > 2 and (words[2] in _HEAD_KINDS or words[2] in _PERSON_KINDS) and \
            words[0] not in STOPWORDS and words[1] not in STOPWORDS:
        words = words[2:]  # "which professional baseball player": a player
    return "" if words[0] in _NO_KIND else _singular(words[0])


#: nouns that head a kind another noun qualifies ("hotel group", "record label")
_HEAD_KINDS = frozenset("group groups label labels team teams club clubs band bands singer singers "
                        "director directors genre genres company companies network networks "
                        "station stations chain chains brand brands player players franchise "
                        "league leagues magazine magazines newspaper newspapers channel channels "
                        "studio studios range ranges".split())


_LIST_KIND = re.compile(r"\b(?:list|name|enumerate|give)\s+(?:me\s+)?(?:all\s+|every\s+)?"
                        r"(?:of\s+)?(?:the\s+)?(?:[a-z]+\s+){0,2}?([a-z]+s)\b"
                        r"|\bwho\s+(?:are|were)\s+(?:all\s+)?the\s+(?:[a-z]+\s+){0,2}?([a-z]+s)\s+"
                        r"(?:of|in|on)\b"
                        # "Who were the Tudor monarchs?": the plural ending the question
                        r"|^\W*who\s+(?:are|were)\s+(?:all\s+)?the\s+(?:[\w'’-]+\s+){1,3}?([a-z]+s)"
                        r"\W*$",
                        re.I)


#: "What did Dusty Springfield sing?": the kind of work the verb makes, asked at the end
_MADE_BY = re.compile(r"^\W*what\s+(?:did|does|do|has|have|had)\s+.+?\s+(sing|sang|sung|"
                      r"record|recorded|direct|directed|paint|painted)\W*$", re.I)
_MADE = {"sing": "song", "sang": "song", "sung": "song", "record": "song", "recorded": "song",
         "direct": "film", "directed": "film", "paint": "painting", "painted": "painting"}


#: whom a "who has <verb> …?" list asks for, by its verb
_HOLDERS = (("ruled governed reigned", "ruler"), ("led headed chaired", "leader"),
            ("played portrayed voiced", "actor"), ("hosted presented", "host"),
            ("coached managed", "coach"), ("captained", "captain"))
_HELD_BY = re.compile(rf"^\W*who\s+(?:has|have)\s+(?:ever\s+)?"
                      rf"({'|'.join(v for verbs, _ in _HOLDERS for v in verbs.split())})\s+"
                      r"(?!with\b)(?!.*\bwith\W*$)", re.I)


def list_kind(question: str) -> str:
    """The kind of thing a list question asks for, in the singular: "which films …" as
    ``answer_type`` reads it, and "List the albums of …", "Who were the members of …";
    what a verb asked last makes ("What did Dusty Springfield sing?": songs)."""
    made = _MADE_BY.match(question)
    if made:
        return _MADE[made.group(1).lower()]
    held = _HELD_BY.match(question)
    if held:  # "Who has ruled North Korea?": its rulers
        return next(kind for verbs, kind in _HOLDERS if held.group(1).lower() in verbs)
    wanted = answer_type(question)
    if wanted:
        head = re.search(rf"\b{re.escape(wanted)}\s+([a-z]{{3,}}[^s\W]s)\b", question.lower())
        return _singular(head.group(1)) if head else wanted  # "which state parks": a park
    match = _LIST_KIND.search(question)
    word = (match.group(1) or match.group(2) or match.group(3) or "").lower() if match else ""
    return "" if not word or word in _NO_KIND or word in STOPWORDS else _singular(word)


def enumerated(noun: str, name: str, sentence: str) -> bool:
    """Whether ``name`` is one of the names a sentence lists right after the kind asked:
    "With members John Lennon, Paul McCartney, George Harrison and Ringo Starr" lists four
    members; "the albums Tejas and Fandango!" two."""
    return listed_as(kind_forms(noun), name, sentence) or \
        listed_before(kind_forms(noun), name, sentence)


def listed_before(nouns: str, name: str, sentence: str) -> bool:
    """Whether ``name`` is one of two or more names a sentence lists before saying what they
    were: "Jennifer Lopez, Ne-Yo, and Derek Hough served as the judges" lists three judges
    (one name before "are former members" is no list)."""
    item = r"[A-Z][\w'’.&-]*(?:\s+[A-Z0-9][\w'’.&-]*){0,4}"
    joint = r"(?:,\s+and\s+|,\s+|\s+and\s+)"
    return any(name in re.split(joint, m.group(1)) for m in re.finditer(
        rf"(?<![\w-])({item}(?:{joint}{item}){{1,8}}),?\s+(?:(?:served|serve|serves|acted|act|"
        rf"acts)\s+as|were|are|(?:were|are)\s+(?:named|chosen|announced|selected)\s+as)\s+"
        rf"(?:the\s+)?(?:[a-z]+\s+)?{nouns}s?\b", sentence))


#: what a page calls someone's works of a kind before listing them ("film appearances
#: include …", "television roles included …")
CREDIT_NOUNS = r"(?:appearances|roles|credits|work|works|parts)"


def listed_as(nouns: str, name: str, sentence: str) -> bool:
    """``enumerated`` for any noun the pattern ``nouns`` matches: 'the sitcoms "Three's
    Company", "It's Garry Shandling's Show" and …' lists two sitcoms."""
    # an item is a title as quoted or a name ("the album "Foo Fighters" alone, Grohl …"
    # lists no album "Grohl")
    item = r"(?:[\"“][^\"”,;]{1,60}[\"”]|[A-Z][\w'’.&!?-]*(?:\s+(?:(?:of|the|and|a|an|in|on|" \
        r"for|to|at|by|from|with|de|la|le|von|van)\s+)*[A-Z0-9][\w'’.&!?-]*){0,8})"
    x = re.escape(name)
    return re.search(rf"\b{nouns}s?(?:\s+{CREDIT_NOUNS}(?=\s+includ))?{_not_aside(x)}\W{{1,3}}"
                     rf"(?:(?:include[sd]?|including|are|were|was|is|such as|namely)\W{{1,3}})?"
                     rf"(?:{item}(?:,\s+and\s+|,\s+|\s+and\s+)){{0,12}}"
                     rf"[\"“]?{x}\b", sentence) is not None


def _singular(word: str) -> str:
    """A plural noun's singular ("latitudes", "countries"); "os" or "class" as it is."""
    if len(word) <= 3 or word.endswith(("ss", "us", "is")) or not word.endswith("s") or \
            word in ("series", "species"):
        return word
    if word in _IE_PLURALS:
        return word[:-1]
    return word[:-3] + "y" if word.endswith("ies") else word[:-1]


#: plurals in "-ies" of nouns ending "-ie" ("movies", not "movy")
_IE_PLURALS = frozenset("movies cookies zombies pies ties lies rookies hippies calories "
                        "prairies".split())


def is_of_type(wanted: str, name: str, asked: Collection[str] = ()) -> bool:
    """Whether a name says it is a thing of the kind asked ("Harvard University" for
    "which university"): the kind as a word of it, not inside one ("o" of "os" is in most
    names); not in the plural, which names a collection of them ("Hot Country Songs" is a
    chart, not a song). English names put their kind last ("Harvard University"), before
    "of" ("University of Michigan") or, for a few kinds, first ("Lake Erie", "President
    Lincoln"); anywhere else it describes another thing ("Capital Beltway" is a road, not a
    capital), unless the words after it are the question's own (``asked``: "which football
    club")."""
    if wanted.lower() in _KIND_FIRST:
        return re.search(rf"\b{re.escape(wanted)}(?!e?s\b)", name, re.I) is not None
    for word in _NAMED_AS.get(wanted.lower(), (wanted,)):  # "Petco Park" is a stadium
        for match in re.finditer(rf"\b{re.escape(word)}(?!e?s\b)(?P<rest>[^,]*)", name, re.I):
            rest = re.findall(r"[\w'’-]+", match.group("rest").lower())
            before = {w for w in re.findall(r"[\w'’-]+", name[:match.start()].lower())
                      if not w.isdigit()}
            if not rest or rest[0] in ("of", "de", "du", "del", "di", "at", "in", "for",
                                       "on") or (set(rest) <= set(asked) and
                                                 not before <= set(asked)):
                return True  # "Salford City Football Club" for "which football club" (not
                # the "1994 Cannes Film Festival" a question names for a film)
    return False


#: the words names of a kind end with besides the kind's own: "Petco Park", "Wembley
#: Stadium" and "Madison Square Garden" are stadiums
_VENUE_WORDS = ("stadium", "park", "field", "arena", "coliseum", "dome", "bowl", "ballpark",
                "garden", "grounds", "oval", "centre", "center")
_NAMED_AS = {"stadium": _VENUE_WORDS, "venue": _VENUE_WORDS, "ballpark": _VENUE_WORDS,
             "arena": _VENUE_WORDS, "ground": _VENUE_WORDS,
             # a range is named in the plural: "the Sweetwater Mountains"
             "range": ("range", "mountains", "hills", "alps", "sierra", "cordillera")}


#: kinds whose word may open a name of that kind
_KIND_FIRST = frozenset("lake mount mountain fort cape port camp river bay gulf isle island "
                        "saint st president king queen prince princess emperor empress duke "
                        "duchess lord lady sir pope general captain admiral governor senator "
                        "judge justice chancellor prime".split())


#: the most words a short answer has: more is a sentence, not the answer line
ANSWER_MAX_WORDS = 10
_COUNT_WORD = re.compile(r"\d|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|"
                         r"eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|twenty|"
                         r"thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
                         r"million|billion|dozen|several|none|no)s?\b", re.I)
_TIME_WORD = re.compile(rf"(?<!\d)\d{{3,4}}(?!\d)|\b{MONTH}\b|\b(?:century|centuries|decade|"
                        r"ago|season|era|age|spring|summer|autumn|fall|winter|BC|BCE|AD|CE)\b",
                        re.I)


def fits_kind(question: str, answer: str) -> bool:
    """Whether a model's short answer has the shape the question asks for: a few words, not
    a sentence; a count for "how many"; a time for "when" / "what year"; a name (a capital
    letter past its first word, or a one-word name) for "who" / "where". A 135M model
    answers "When was crude oil first discovered in Nigeria?" with a sentence about another
    spill; such an answer is not put on top of a report."""
    words = answer.split()
    if not words or len(words) > ANSWER_MAX_WORDS:
        return False
    kind = answer_kind(question)
    if kind == "number":
        return _COUNT_WORD.search(answer) is not None
    if kind in ("year", "date", "range"):
        return _TIME_WORD.search(answer) is not None
    if kind == "score":
        return _SCORE.search(answer) is not None
    if _WHO_WHERE.match(question):  # "The answer is: 0" names no one
        return words[0][:1].isupper() if len(words) == 1 else \
            any(w[:1].isupper() for w in words[1:])
    return True


#: the kinds a "which city …?" / "what is the birthplace of …?" asks for: places
PLACE_KINDS = frozenset("city town village suburb country state province county place "
                        "birthplace region district capital neighborhood neighbourhood island "
                        "continent municipality".split())
#: the kinds that are people ("what screenwriter …?", "which country music star …?"), kin
#: too ("Who is the wife of Kim Jong-chul?" is no "North Korea")
_PERSON_KINDS = frozenset("actor actress singer songwriter singer-songwriter director filmmaker "
                          "screenwriter writer author novelist poet composer musician rapper "
                          "producer politician player footballer athlete comedian journalist "
                          "painter artist architect scientist explorer person man woman star "
                          "president king queen founder coach".split()) | KINSHIP
#: kinds of thing no person is ("what material …?", "which travel parody series …?")
_THING_KINDS = frozenset("material series show film movie song album book novel type "
                         "nationality language award prize campaign airplane aircraft ship car "
                         "vehicle company organization organisation element substance drug "
                         "disease species animal plant food dish game sport event war battle "
                         "building instrument product brand genre religion century month "
                         "time".split())
#: the kinds a time answers, with the words an answer of them holds
_TIME_KINDS = {"month": MONTH, "decade": r"\d0s",
               "time": r"\b\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b|o'clock)|\b(?:noon|midnight)\b",
               "century": r"\b(?:centur(?:y|ies)|\d+(?:st|nd|rd|th)|(?:fir|seco|thi|four|fif|"
                          r"six|seven|eigh|nin|ten|eleven|twelf|(?:thir|four|fif|six|seven|"
                          r"eigh|nine)teen|twentie)(?:st|nd|rd|th))\b"}
#: the nouns a page calls a person by ("Harry Piel was a German film director")
_PEOPLE = (r"(?:actor|actress|singer|songwriter|director|filmmaker|screenwriter|writer|author|"
           r"novelist|poet|playwright|composer|musician|rapper|producer|politician|player|"
           r"footballer|cricketer|pitcher|athlete|comedian|businessman|businesswoman|journalist|"
           r"painter|artist|sculptor|architect|lawyer|scientist|physicist|chemist|"
           r"mathematician|philosopher|historian|anthropologist|explorer|soldier|bishop|priest|"
           r"model|dancer|presenter|coach|entrepreneur|economist|diplomat|engineer|inventor|"
           r"astronaut|activist|hairdresser|television personality)")
#: words that end the noun phrase a "which …" question asks for
_KIND_END = frozenset("is was are were be been has have had do does did will would can could "
                      "should may might of in on at for to from by with the a an and or that "
                      "which who whom whose where when as than this these those its his her "
                      "their it".split())

#: what follows a lifespan that is a person's: "… was a Welsh rugby footballer", "… was a
#: Separatist who traveled on the Mayflower"
_A_LIFE = re.compile(rf"\s*(?:\([^()]*\)\s*)?,?\s*(?:was|is)\s+(?:an?|the)\s+"
                     rf"(?:(?:[\w'-]+\s+){{0,8}}?{_PEOPLE}|(?:[\w'-]+\s+){{1,4}}who\b)", re.I)
#: verbs a "which …" question's noun phrase ends before ("what movie stars Morgan Freeman",
#: "what river flows through …"): not its kind
_VERB_AFTER_KIND = frozenset("flows runs lies plays stars features hosts owns operates "
                             "borders serves sits stands".split())


def _adverb(word: str, following: Sequence[str]) -> bool:
    """Whether ``word`` is an adverb before a past tense ("accurately mapped")."""
    return word.endswith("ly") and bool(following) and following[0].lower().endswith("ed")


def kind_head(question: str) -> str:
    """The noun a "which …" / "what …" question asks for, as the last word of the phrase
    after it ("which country music star" → star, "what American multinational equity firm"
    → firm, "what is the place of birth …" → place), singular; "" when there is none."""
    match = re.search(r"\b(?:which|what)\s+(?:(?:is|was|are|were)\s+(?:the\s+)?)?"
                      r"((?:[\w'-]+\s+){0,5}[\w'-]+)", question, re.I)
    if not match:
        return ""
    run: list[str] = []
    words = match.group(1).split()
    for at, word in enumerate(words):
        low = word.lower()
        if low in _KIND_END or (run and (low.endswith("ed") or word[:1].isupper()
                                         or low in _VERB_AFTER_KIND
                                         or _adverb(low, words[at + 1:at + 2]))):
            break  # "what director worked …", "which tribe of …", "what river flows …",
            # "which explorer accurately mapped …"
        if not word[:1].isupper():  # (a nationality or a name before the kind: "which
            run.append(low)  # Australian city", "which Eminem album")
    return _singular(run[-1]) if run else ""


def what_it_is(name: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> str:
    """What the evidence shows ``name`` to be, when it shows it plainly: "person" (born,
    a lifespan, called an actor …), "firm" (a firm's, a place's or an event's name: "Bell
    Labs", "London Review of Books"), "work" ("the film Phhir"), "place" (a known one);
    "" otherwise."""
    if _PERSON_TITLE.match(name):
        return "person"
    stating = [sentence for _, sentence, _ in ranked[:VOTED] if name in sentence]
    x = re.escape(name)
    if any(re.search(rf"\b{x}\s*\((?:born\b|[^()]*\b1\d{{3}}\s*[–-])|"
                     rf"\b{x}[^\w)]{{0,2}}\s(?:is|was) (?:an?|the) "
                     rf"(?:(?!(?:by|of|from|in|for|and)\b)[\w-]+ ){{0,3}}{_PEOPLE}\b",
                     s) for s in stating):  # (not "'Army' is a song by English singer …"; a
        return "person"  # lifespan says someone, whatever the name's words: "Roy Castle")
    if names_no_person(name):
        return "firm"
    if named_as_work(name, " ".join(stating)):
        return "work"
    if region(name) or any(region(m.group(1)) for s in stating for m in re.finditer(
            rf"(?<![\w-]){x},\s+([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){{0,2}})", s)):
        return "place"  # ("… in Ostend, Belgium": a town of Belgium)
    return ""


#: the continents and the world's parts, which no "which city" or "which country" names
CONTINENTS = frozenset("africa,asia,europe,antarctica,oceania,australasia,north america,"
                       "south america,latin america,central america,the americas,"
                       "the caribbean,the middle east".split(","))
#: countries and states named as their capital cities are ("Singapore", "New York")
_CITY_NAMED = frozenset("new york,washington,singapore,hong kong,monaco,kuwait,djibouti,"
                        "panama,luxembourg,guatemala,mexico,quebec".split(","))
#: the kinds of place smaller than a state
_LOCAL_KINDS = frozenset("city town village suburb neighborhood neighbourhood municipality "
                         "capital".split())
_COMPASS_PART = re.compile(rf"^(?:{'|'.join(sorted(COMPASS))})[\s-]+", re.I)


def region(name: str) -> str:
    """"continent" for a continent or a part of one ("North Africa", "Southern Europe"),
    "country" for a country or a state of one ("People's Republic of China", "Ohio"),
    "part" for a part of one ("East Texas"), "" for any other name."""
    low = _bare_place(name)
    if low in CONTINENTS:
        return "continent"
    if low in PLACES:
        return "country"
    part = _COMPASS_PART.sub("", low)
    if part == low:
        return ""
    return "continent" if part in CONTINENTS else "part" if part in PLACES else ""


def _bare_place(name: str) -> str:
    """A place's name in lower case, without "Republic of", written out when short ("U.S",
    "UK")."""
    low = re.sub(r"^(?:the\s+)?(?:people's\s+)?(?:democratic\s+)?(?:federal\s+)?"
                 r"republic\s+of\s+(?:the\s+)?", "", name.strip().lower().rstrip("."))
    return _COUNTRY_SHORT.get(low, low)


#: countries as they are written short
_COUNTRY_SHORT = {"u.s": "united states", "us": "united states", "usa": "united states",
                  "u.s.a": "united states", "uk": "united kingdom", "u.k": "united kingdom",
                  "britain": "united kingdom", "great britain": "united kingdom"}


def wider_place(kind: str, answer: str) -> bool:
    """Whether ``answer`` is a place wider than the kind asked: a country, a state, a
    continent or a part of one for "which city", a continent or a part of a country ("East
    Texas") for "which country"."""
    wide = region(answer)
    if kind in _LOCAL_KINDS:
        return bool(wide) and answer.strip().lower() not in _CITY_NAMED
    return kind in ("country", "nation") and wide in ("continent", "part")


def wrong_kind(question: str, answer: str,
               ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> bool:
    """Whether an answer is plainly not of the kind the question asks for: no month for "in
    what month …?", a person for "what material …?", a firm or a person for "in which city
    …?", a work or a firm for "what director …?". A name the question offers is an option,
    never of a wrong kind; an answer the evidence shows nothing of passes. What a thing is
    based on, inspired by or named after is of any kind ("What is 12 Monkeys inspired by?"
    asks no monkey)."""
    if _BASED_ASKED.match(" ".join(question.split())):
        return False
    kind = kind_head(question)
    if answer and _WHERE.match(question) and (_NOT_WHO.search(answer) or
                                              re.fullmatch(MONTH, answer) or
                                              what_it_is(answer, ranked) == "person"):
        return True  # "where did he graduate from?" is no "September", nor a person
    if answer and (choice := _LOWER_CHOICE.search(question)) and not any(
            re.search(rf"\b{re.escape(option)}\b", answer, re.I) for option in choice.groups()):
        return True  # "Is he a left-hand or right-hand batsman?" is no "South African"
    if answer and abbreviates_asked(answer, question):
        return True  # "… the United States … in what territory?" is no "U.S"
    if answer and kind in _COUNTED_PARTS and not _PART_NUMBERED.search(answer) and \
            kind not in answer.lower():
        return True  # "Which chapters … is it based on?" is no "A. A. Milne"
    if answer and kind == "generation" and not _ORDINAL_COUNT.search(answer) and \
            kind not in answer.lower():
        return True  # "What is the newest generation of the iPad?" is no "iPad 10.2-inch"
    if answer and not answer_kind(question) and kind not in _NUMBERED_KINDS and \
            kind not in _TIME_KINDS and not_a_name(answer):
        return True  # "In which area of the continent …?" is no "9"
    if kind and kind not in _DEMONYM_KINDS and a_peoples_adjective(answer):
        return True  # "… with which tribe of indigenous people?" is no "Spanish"
    if not kind and (role := _WHO_ROLE.match(question)):  # "Who was president when …?"
        kind = _singular(role.group(1).lower())
    if not answer or not kind or answer_kind(question) or answer.lower() in question.lower():
        return False
    if kind in _TIME_KINDS:
        return re.search(_TIME_KINDS[kind], answer, re.I) is None
    found = what_it_is(answer, ranked)
    if kind in PLACE_KINDS:
        return found in ("person", "firm", "work") or wider_place(kind, answer)
    if kind in _PERSON_KINDS or kind in _ROLE_KINDS:  # "What role did Roosevelt play in
        return found in ("firm", "work", "place")  # the Act?" is no "Food and Drug
        # Administration"
    if kind in _SPOKEN_KINDS and found in ("place", "firm", "work"):
        return True  # "What is his native language?" is no "Ostend"
    if kind in _MADE_KINDS and place_kind(answer):
        return True  # "Which airplane was he test-flying …?" is no "U.S"
    if kind in _SCHOOL_KINDS:  # "Which school did Leonardo da Vinci go to?" is no
        return found in ("person", "work") or not schooled(answer, ranked)  # "Blankaart"
    return kind in _THING_KINDS and found == "person"


#: the kinds of place one studies at
_SCHOOL_KINDS = frozenset("school college university academy institute conservatory "
                          "seminary".split())
_SCHOOL_WORD = re.compile(r"\b(?:School|College|University|Universit[éeà]|Academy|Institute|"
                          r"Conservato(?:ry|ire)|Seminary|Gymnasium|Lyc[ée]e|Polytechnic)\b")
_STUDIED = re.compile(r"\b(?:attend(?:s|ed|ing)?|stud(?:y|ied|ies|ying)|educated|graduat(?:e|ed|es|"
                      r"ing)|enrol(?:l|ls|led|ling)|alumn(?:us|a|i)|matriculated|schooled|"
                      r"school|college|university)\b", re.I)


def schooled(answer: str, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> bool:
    """Whether a name is a school's: it says so ("Vost College"), or a sentence naming it
    says someone attended, studied or graduated there ("educated at Eton")."""
    return bool(_SCHOOL_WORD.search(answer)) or any(
        answer in sentence and _STUDIED.search(sentence) for _, sentence, _ in ranked)


#: what a people speaks or is: a language, a nationality, never a place's or a firm's name
_SPOKEN_KINDS = frozenset({"language", "dialect", "tongue", "nationality"})
#: what a part someone plays is: a character, an office, a job ("Ben Stone", "lead
#: vocalist"), never a firm, a work or a place
_ROLE_KINDS = frozenset({"role", "character"})
#: kinds of thing a bare number names ("which season", "what jersey number")
#: parts of a work only a number or an ordinal names ("the third chapter", "Season 4")
#: an ordinal, in figures or words: what a generation is counted by
_ORDINAL_WORDS = r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|" \
    r"eleventh|twelfth|\w+teenth|\w+tieth"
_ORDINAL_COUNT = re.compile(rf"\b\d+(?:st|nd|rd|th)\b|\b(?:{_ORDINAL_WORDS})\b", re.I)
_COUNTED_PARTS = frozenset("chapter verse stanza canto page volume edition season amendment "
                           "article".split())
_PART_NUMBERED = re.compile(rf"\d|\b(?:[IVXLC]+|{_ORDINAL_WORDS}|last|final|opening|closing)\b",
                            re.I)
_NUMBERED_KINDS = frozenset("number season episode series edition volume chapter channel "
                            "jersey shirt route highway interstate platform track level floor "
                            "grade rank position pick round gate seat generation version "
                            "model amendment article stage division page".split())
_CAPITALISED_RUN = re.compile(r"\b[A-Z][\w'’-]*(?:\s+(?:of\s+)?[A-Z][\w'’-]*)+")


#: "Who was president when …?", "who is the king of …": a person, by the role asked
_WHO_ROLE = re.compile(rf"^\W*who\s+(?:is|was|were|are)\s+(?:the\s+)?"
                       rf"({'|'.join(sorted(_PERSON_KINDS))})s?\b", re.I)


#: a closed question whose options are words, not names: "Is X a left-hand or right-hand
#: batsman?" (its answer, if any, is one of them)
_LOWER_CHOICE = re.compile(r"^\W*(?i:is|was|are|were|does|do|did|has|have|had|can|could|will|"
                           r"would)\b.*?\b([a-z][\w'’-]*)\s+or\s+([a-z][\w'’-]*)\b")


#: the kinds a people's adjective answers ("what nationality", "which language")
_DEMONYM_KINDS = frozenset("nationality citizenship language tongue ethnicity descent origin "
                           "heritage ancestry cuisine people style accent dialect".split())


def a_peoples_adjective(answer: str) -> bool:
    """Whether an answer is a people's adjective alone ("Spanish", "South African")."""
    words = answer.split()
    return answer in DEMONYMS or (len(words) == 2 and words[0] in COMPASS
                                  and words[1] in DEMONYMS)


def not_a_name(answer: str) -> bool:
    """Whether an answer is plainly no name, when a name is asked: a number or a date
    (``is_date_or_count``: "9", "December 12"), a number with a unit ("423.45 MW", "453
    U.S"; not "50 Cent"), a count of something ("Wigan Athletic's 86th"), names run
    together around a year ("South Dakota Rodeo 2003 Texas Rodeo")."""
    words = answer.split()
    return bool(is_date_or_count(answer)
                or re.fullmatch(r"[\d.,]+(?:\s*%|\s+(?:[A-Za-z]\.?){1,3})", answer)
                or (len(words) > 1 and re.fullmatch(r"\d+(?:st|nd|rd|th)", words[-1]))
                or any(re.fullmatch(r"\d{4}", w) for w in words[1:-1]))


def abbreviates_asked(answer: str, question: str) -> bool:
    """Whether an answer is the initials of a name the question writes out ("U.S" for
    "the United States", "UK" for "the United Kingdom"): it restates the question."""
    letters = re.sub(r"[.\s]", "", answer)
    if not 2 <= len(letters) <= 5 or not letters.isalpha() or not letters.isupper():
        return False
    return any("".join(w[0] for w in run.split() if w[0].isupper()) == letters
               for run in _CAPITALISED_RUN.findall(question))


#: kinds of thing no country, state or continent is (a film or a song may be named
#: like one: "Casablanca", "Africa"; a battle, a dish or a drink is often named for one)
_MADE_KINDS = frozenset("aircraft airplane vehicle car ship drug substance element "
                        "material instrument disease species animal plant sport genre "
                        "religion award prize".split())


def plainly_of_kind(question: str, answer: str,
                    ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> bool:
    """Whether the evidence shows an answer to be of the kind asked: a month for "in what
    month", a clock's time for "what time", a sentence calling it a city for "in which city"
    ("the city of Murray Hill")."""
    kind = kind_head(question)
    if not kind or wider_place(kind, answer):  # ("Morocco" is called no city)
        return False
    if kind in _TIME_KINDS:
        return re.search(_TIME_KINDS[kind], answer, re.I) is not None
    of_kind = rf"\b{kind_forms(kind)} of {re.escape(answer)}\b"  # "the city of Murray Hill"
    return is_of_type(kind, answer) or any(
        answer in sentence and (typed_mention(kind, answer, sentence) or
                                re.search(of_kind, sentence, re.I) is not None)
        for _, sentence, _ in ranked[:VOTED])
