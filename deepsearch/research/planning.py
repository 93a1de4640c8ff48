"""Planning: the question checked and parsed into a plan (sub-questions, key terms, entities),
local knowledge consulted first (Agentic Search stage 1), and the first round's queries
(SDD-002's three variations per sub-question)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from deepsearch.errors import InputError
from deepsearch.llm.prompts import ResearchPlan
from deepsearch.models import RetrievedChunk
from deepsearch.research.advisor import quote
from deepsearch.research.answers import (
    OFFICE_NAMES,
    RULER_RANKS,
    names_office,
    question_parts,
)
from deepsearch.research.comparisons import norm_title, plain_title
from deepsearch.research.context import RunContext
from deepsearch.research.judging import coverage
from deepsearch.research.models import Persona, Plan, SearchRecord, SubQuestion
from deepsearch.research.shape import (
    BELIEF,
    CAMEL_KIND,
    as_asked,
    asks_what_it_is,
    classify,
    facets,
    is_open,
    is_topic,
    joined_parts,
    lower_name_asked,
    named_apart,
    named_whole,
    outline,
    parted,
    subject_phrase,
    time_window,
    titled,
    versus,
    window_words,
)
from deepsearch.research.state import RunState
from deepsearch.text import (
    DEMONYMS,
    PLACES,
    POSSESSIVE,
    QUESTION_WORDS,
    entities,
    is_date_or_count,
    key_terms,
    stem,
    upper_first,
)

MAX_QUESTION_CHARS = 2000
MAX_SUB_QUESTIONS = 5
MAX_FIRST_QUERIES = 9
MAX_PLAN_QUERIES = 3
LOCAL_JUDGE_MARGIN = 0.15
_WH_FACT = re.compile(r"^(?:who|when|where|which|whose|whom|how (?:many|much|old|long|far))\b",
                      re.I)


def clean_question(question: str) -> str:
    """The question as one line of printable text, or InputError saying what is wrong."""
    if not isinstance(question, str) or "\x00" in question:
        raise InputError("the question must be text (no binary data)")
    if any("\ud800" <= c <= "\udfff" for c in question):
        raise InputError("the question is not valid Unicode (it holds a lone surrogate)")
    text = " ".join("".join(c if c.isprintable() else " " for c in question).split())
    if not text:
        raise InputError("the question is empty")
    if not any(c.isalnum() for c in text):  # "???": nothing a search or a page could match
        raise InputError("the question has no words, only punctuation or symbols",
                         hint="ask in words")
    if len(text) > MAX_QUESTION_CHARS:
        raise InputError(f"the question is {len(text)} characters; the limit is "
                         f"{MAX_QUESTION_CHARS}", hint="ask something shorter")
    return text


def heuristic_plan(question: str, names: list[str] | None = None) -> Plan:
    """SearchMuse's parsed query and a plan from key terms and entities (no LLM): the
    question's shape, its sub-questions (the question, its first entities, and for an open
    question the facets it names) and the report's outline. ``names`` are the question's
    subjects when they are known better than the rules read them."""
    normalized = as_asked(question)  # "ceo of apple": "Who is the ceo of apple?"
    terms = key_terms(normalized)
    shape = classify(normalized)
    if names is None:
        # a topic typed alone is one subject, whole ("Edward Howard, 2nd Earl of Carlisle",
        # "Iowa"), not the names the rules would find in it
        names = [normalized] if is_open(shape) and is_topic(normalized) else \
            question_entities(normalized, shape)
    if is_open(shape) or shape == "list":  # "give an overview of …" is not what to find
        terms = [t for t in terms if t not in _INSTRUCTION_TERMS] or terms
    if shape == "list" and (window := time_window(normalized)) is not None:
        # "… since 2000": the years a list's entries are dated within, not a word to find
        said = window_words(normalized).lower().split()
        terms = [t for t in terms if t not in said and not
                 (t.isdigit() and window[0] <= int(t) <= window[1])] or terms
    subs = [SubQuestion(id=0, question=normalized)]
    wanted = names[:4] if is_open(shape) else names[:2]
    for name in wanted:
        if name.lower() != normalized.lower():
            subs.append(SubQuestion(id=len(subs), question=name, strategy="ENTITY_OVERVIEW"))
    if is_open(shape) and names and len(names) < 2:
        phrase = subject_phrase(normalized, names[0])
        for facet in facets(normalized, names):
            if len(subs) < MAX_SUB_QUESTIONS:
                subs.append(SubQuestion(id=len(subs), question=f"{phrase} {facet}"))
    if parted(shape, names):  # "… and where does it come from?": each asked
        for part in joined_parts(normalized, names)[1]:
            if len(subs) < MAX_SUB_QUESTIONS and part.lower() != normalized.lower():
                subs.append(SubQuestion(id=len(subs), question=part))
    first = normalized.split()[0].lower() if normalized else ""
    plan = Plan(question=question, normalized=normalized, shape=shape, key_terms=terms,
                entities=names, sub_questions=subs, fact_centric=first in QUESTION_WORDS,
                core_entity=names[0] if names else "", source="heuristic")
    return plan.model_copy(update={"aspects": outline(normalized, shape, subs, names)})


_CAP = r"[A-Z][\w'’-]*"
#: a title opening with a capital "A" or "An" inside a question, small words and all: "A
#: Raisin in the Sun", "A Tale of Two Cities"
_ARTICLED = re.compile(rf"(?:^|(?<=\s))[a-z]+,?\s+((?:A|An)\s+{_CAP}(?:\s+{_CAP})*(?:\s+(?:of|in|"
                       rf"on|at|for|to|from|with|and)(?:\s+the)?\s+{_CAP}(?:\s+{_CAP})*)*)")
#: a title opening with "The" that goes on past a small word: "Who starred in The Moon in
#: the Gutter?" (one title, not "Moon" and "Gutter")
_THE_TITLED = re.compile(rf"(?:^|(?<=\s))[a-z]+,?\s+The\s+({_CAP}(?:\s+{_CAP})*(?:\s+"
                         rf"(?:of(?:\s+the)?|(?:in|on|at|for|to|from|with)\s+the)\s+{_CAP}"
                         rf"(?:\s+{_CAP})*)+)")
_TITLE = re.compile(rf"\b((?:{_CAP}\s+){{1,}}{_CAP}(?:\s+(?:for|to|in|on\s+the|on|at|with|from|a|"
                    rf"an)\s+(?:{_CAP}\s+)*{_CAP}['’]?)+|"  # "Fiddler on the Roof" too
                    rf"{_CAP}\s+(?:with|on)\s+the\s+(?:{_CAP}\s+)*{_CAP})")  # "Dancing with the
# Stars", "Fiddler on the Roof" (a name of one word before its "with the" or "on the")
#: a title written between dots: "...Earth to the Dandy Warhols..."
_ELLIPSIS_TITLE = re.compile(r"(?:\.{3}|…)[A-Z][^.?!…]{2,80}?(?:\.{3}|…)")
#: a place's name with where it is ("Classical High School in Providence"), no title
_PLACED_IN = re.compile(r"^.*\b(?:School|College|University|Academy|Church|Cathedral|Chapel|"
                        r"Abbey|Temple|Mosque|Synagogue|Hospital|Airport|Museum|Library|"
                        r"Station|Stadium|Arena|Park|Bridge|Castle|Palace|Hotel|Theatre|Theater|"
                        r"Tower|Zoo|Prison|Lighthouse|Mall|Building|Hall|House|Center|Centre|"
                        r"Square|Monument|Memorial|Cemetery|Market|Port|Dam|Canal)\s+in\s+\S")
#: a title and its subtitle after a colon, the subtitle opening with an article or joined by
#: a small word ("Suicide Squad: Hell to Pay", "Star Wars: A New Hope"; not "the pen name
#: Walter Ericson: Laura Esquivel or Howard Fast?")
_SMALL = r"(?:of|for|to|in|on\s+the|on|at|with|from|a|an|the|and|&)"
_SUBTITLED = re.compile(rf"\b((?:(?:{_CAP}|\d+)\s+)*{_CAP}(?:\s+\d+)?:\s+"
                        rf"(?:(?:A|An|The)\s+(?:{_CAP}\s+)*{_CAP}|(?:{_CAP}\s+)*{_CAP}(?=\s+{_SMALL}\s))"
                        rf"(?:\s+{_SMALL}\s+(?:{_CAP}\s+)*{_CAP})*)")
#: "a British" of "Is the Sunbeam Alpine a British car?": what the name is said to be, not
#: part of it ("Once Upon a Time" keeps its "a Time")
_PREDICATE = re.compile(rf"\s+an?\s+(?:{'|'.join(sorted(DEMONYMS))})\b.*$", re.I)
_IMPERATIVE = {"give", "compare", "describe", "tell", "list", "name", "explain", "summarize",
               "summarise", "show", "find", "overview", "introduce", "contrast", "outline"}
#: the two subjects of an overview or comparison, as written ("The Last Night of the Barbary
#: Coast" is one name, though its "of the" would end a name anywhere else; a comma before a
#: capital is inside a name: "Sleep, My Love", "Johnnycake, West Virginia")
_CONTEXT = r"(?:for|in|on|as|at|when|regarding|about|to)\b"  # "… vs java for web apps"
_IN_NAME = r"(?:\s+|,\s+(?=[A-Z0-9]))"
#: lower-case words before a name are what it is, not its name ("the films Sinister")
_LEAD = r"(?:(?:the|a|an|[a-z]+s)\s+){0,2}?"
_PAIR = re.compile(r"\b(?i:overview of|compare|comparing|comparison (?:of|between)|differences? "
                   rf"between|similarit(?:y|ies) between)\s+{_LEAD}((?:[A-Z0-9][^\s,:;?]*)"
                   rf"(?:{_IN_NAME}[^\s,:;?]+){{0,9}}?)"
                   rf"\s+(?:and|&|vs\.?|versus)\s+{_LEAD}((?:[A-Z0-9][^\s,:;?]*)"
                   rf"(?:{_IN_NAME}[^\s,:;?]+){{0,9}}?)\s*(?=,(?!\s+[A-Z0-9])|[:;?]|\.(?:\s|$)|$|"
                   rf"\s+{_CONTEXT}(?:\s+[a-z][\w'’-]*)+\s*[.?!]?$)")
_LOWER_PAIR = re.compile(rf"\b(?:compare|comparing|comparison (?:of|between)|differences? "
                         rf"between|similarit(?:y|ies) between)\s+(?:(?:the|a|an)\s+)?"
                         rf"([a-z0-9][\w'’-]*(?:\s+[\w'’-]+)"
                         rf"{{0,3}}?)\s+(?:and|vs\.?|versus|with)\s+(?:(?:the|a|an)\s+)?"
                         rf"([a-z0-9][\w'’-]*(?:\s+(?!{_CONTEXT})[\w'’-]+){{0,3}}?)"
                         rf"\s*(?=\s{_CONTEXT}|[,:;?.]|$)", re.I)
#: what a pair's name owns, written in lower case after it: "'s music" of "Bob Seger's music"
#: (a capitalised owner: "Vermont Catamounts men's soccer" is one name)
_OWNED = re.compile(r"(.*\b[A-Z][\w.-]*)[’']s(?:\s+[a-z][\w-]*){1,3}$")
#: a work typed after its owner's name, its own in capitals: "Jimmy Fallon's Blow Your Pants
#: Off" (or one title: "Bridget Jones's Diary")
_OWNED_TITLE = re.compile(r"[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3}[’']s\s+([A-Z][\w'’-]*(?:\s+\S+)*)")
_ABBREVIATION = re.compile(r"\b(?:Inc|Ltd|Co|Corp|Jr|Sr|St|Bros|Mt|Dr|No)\.$")
_INSTRUCTION_TERMS = _IMPERATIVE | {"overview", "comparison", "summary", "known", "each",
                                    "briefly", "detail", "differ", "difference", "differences",
                                    "similarities", "please", "main", "key", "major",
                                    "principal", "pros", "cons", "vs", "versus", "rundown",
                                    "synopsis", "happened", "give", "important", "importance",
                                    "significant", "significance",
                                    # what an explanation asks of its subject, in other words
                                    # on the page ("the Act led to …"): no word to find
                                    "effects", "effect", "consequences", "impact", "impacts",
                                    "outcome", "outcomes", "causes", "reasons",
                                    # the frame of "what led to / caused / brought about …"
                                    "led", "leads", "caused", "contributed", "brought"}


#: "who played / is X in Y?": a part in a work, two names, not one title
_ROLE_IN = re.compile(r"^\W*(?:who|which (?:actor|actress))\s+(?:played|plays|play|portrayed|"
                      r"portrays|voiced|voices|is|was|starred as|stars as|sings|sang|sing|"
                      r"performs|performed)\b", re.I)  # ("who sings <a song> in <a film>?")
#: a question opening with a name and its verb ("Paris is …", "Obama was born …")
_NAME_THEN_VERB = re.compile(r"^\S+\s+(?:is|was|are|were|has|had|have|does|did|do)\b")


#: what an open request is about, written last: "Tell me about Fiddler on the Roof"
_ABOUT_NAME = re.compile(r"\b(?:about|overview of|summary of|introduction to|background on|"
                         r"[Dd]escribe|[Ss]ummari[sz]e|the\s+(?:plot|story|storyline|premise|"
                         r"synopsis|themes?|setting|ending|moral|message|meaning)\s+of)\s+"
                         r"(?:the\s+)?([A-Z][^?!]*?)\s*[?.!]*$")
_PLACED = re.compile(r"^(.+?)\s+in\s+(?:the\s+)?(.+)$")
#: a brand written with a small first letter, a name all the same: "iPhone", "iPad Air", "eBay"
_BRAND = re.compile(r"\b[ie][A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*)*")


#: what is named after someone, written after the name in lower case: "the Doppler effect"
_EPONYMOUS = (r"effect|law|theorem|syndrome|disease|paradox|principle|equation|conjecture|"
              r"hypothesis|experiment|constant|scale|algorithm|inequality|lemma")


def _with_eponym(name: str, question: str) -> str:
    """A name with the lower-case word after it that makes it a concept named after
    someone: "Kuleshov effect" of "What is the Kuleshov effect?", not Kuleshov."""
    found = re.search(rf"(?<!\w){re.escape(name)}\s+({_EPONYMOUS})\b", question)
    return f"{name} {found.group(1)}" if found else name


#: an office a question writes after someone's name, capitalised: "When was Pilar del
#: Castillo Minister for Education?" asks of her, in that office
_OFFICE_AFTER = re.compile(r"^(?!(?:Prime|Vice|Deputy|Lord|First|Chief|Acting)\b)(.*?\S)\s+"
                           rf"(?:Prime\s+)?(?=[A-Z])(?i:{OFFICE_NAMES}|{RULER_RANKS}(?=\s+of\s))\b")
# (a ruler's rank only "of" a land: "Thomas Stanley King of Mann", not "Stephen King")


#: words that make an office with the one after them ("State Secretary", "Foreign Minister")
_OFFICE_WORDS = frozenset("state foreign home cabinet parliamentary permanent under assistant "
                          "deputy principal private press party general attorney solicitor chief "
                          "executive federal prime vice".split())


def _offices_apart(names: list[str]) -> list[str]:
    """The names with an office run on to them cut off ("Pilar del Castillo Minister" →
    "Pilar del Castillo"), and a piece of another name left by the cut dropped ("Castillo"
    of "Castillo Minister for Education")."""
    cut: list[str] = []
    for name in names:
        found = _OFFICE_AFTER.match(name)
        if found and " " not in found.group(1) and re.match(
                rf"\s*(?i:{RULER_RANKS})\b", name[found.end(1):]):
            found = None  # "John King of England" is a ruler's page's name
        if found and found.group(1).lower() in _OFFICE_WORDS:
            found = None  # "State Secretary", "Attorney General": one office, no name before it
        if not found:
            cut.append(name)
            continue
        cut.append(found.group(1))  # and the place the office is of: "… President of
        of = re.match(r"\s+of\s+(?:the\s+)?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)",
                      name[found.end():])  # Tarnland"
        cut += [of.group(1)] if of else []
    return [n for n in dict.fromkeys(cut) if not any(
        n != other and re.search(rf"(?<![\w'’-]){re.escape(n)}(?![\w'’-])", other)
        for other in cut)] if cut != names else names


_ASIDE = re.compile(r"\s*\([^()]*\)$")


def _without_asides(names: list[str]) -> list[str]:
    """Names without the aside a user typed to tell a namesake apart ("Jawbreaker (1999)" is
    the page "Jawbreaker (film)"; the question, searched as typed, still holds it), unless
    two names would then be one ("Tarzan (1999 film)" and "Tarzan (2013 film)")."""
    plain = [_ASIDE.sub("", n) or n for n in names]
    return [p if sum(q.lower() == p.lower() for q in plain) == 1 else n
            for n, p in zip(names, plain, strict=True)]


def question_entities(question: str, shape: str) -> list[str]:
    """The names a question is about, without the asides typed to tell namesakes apart."""
    return _without_asides(_question_entities(question, shape))


def _question_entities(question: str, shape: str) -> list[str]:
    """The names a question is about. For open and list questions, "A and B" are two
    subjects, possessives name their owner and a leading imperative is not a name."""
    names = [e for e in entities(question, numbered=True) if POSSESSIVE.sub("", e.lower()) not in
             QUESTION_WORDS and not is_date_or_count(e)]
    # (an abbreviation after an owner is what it owns: "Susanna Dalton's TV debut")
    names = [re.sub(r"(['’]s?)\s+[A-Z]{2,4}$", r"\1", n) for n in names]
    brands = _BRAND.findall(question)  # "the iPhone", "the iPad Air" (not "Air")
    names = [*(n for n in names if not any(n in b for b in brands)), *brands]
    names = [_with_eponym(n, question) for n in names]
    names = _joined_of_the(names, question)
    names = _joined_initials(names, question)
    for found in [*_ARTICLED.finditer(question), *_THE_TITLED.finditer(question)]:
        # "What is A Raisin in the Sun about?": one
        title = found.group(1)  # title, its "A" and all, not "Raisin" and "Sun", where the
        inside = [i for i, n in enumerate(names) if n in title]  # first of them was
        if inside:
            names = [title if i == inside[0] else n for i, n in enumerate(names)
                     if i == inside[0] or i not in inside]
    for found in _ELLIPSIS_TITLE.finditer(question):  # "...Earth to the Dandy Warhols...":
        title = found.group(0)  # one title, its dots and all
        names = [title, *(n for n in names if n not in title)]
    if len(names) == 1 and " " not in names[0] and question.startswith(names[0]) and \
            not _NAME_THEN_VERB.match(question):
        names = []  # "Real name of gwen stacy?": a capital that only opens the question
    opening, _, rest = question.partition(" ")  # "Is Paris in France?" names no title
    typed = f"{opening.lower()} {rest}"
    for found in _SUBTITLED.finditer(typed):  # one name: "Suicide Squad: Hell to Pay"
        title = found.group(1).strip(" '’")
        names = [title, *(n for n in names if n not in title)]
    for found in _TITLE.finditer(typed):  # one name: "These Boots Are Made for Walkin'"
        if re.match(r"\s*&\s*[A-Z]", typed[found.end():]):
            continue  # "Benjamin Stone in Law" of "… in Law & Order": cut from a longer name
        if any(0 <= (at := typed.find(n)) < found.start() < at + len(n) and
               not _OFFICE_AFTER.match(n) for n in names):
            continue  # "My Tongue for Tommy Quickly" of "Tip of My Tongue for Tommy
            # Quickly": begun inside a name, the title and the one it is for (not inside
            # one with an office after it: "… Minister for Education")
        title = _PREDICATE.sub("", found.group(1).strip(" '’"))
        if shape == "closed":
            title = _without_class(title, typed[found.end():])
        parts = re.split(r"\s+in\s+", title, maxsplit=1) if _ROLE_IN.match(question) or \
            _PLACED_IN.match(title) else [title]  # "Who played Fruma Sarah in Fiddler …": a
        # part in a work; "Classical High School in Providence": a school, and where it is
        parts = [p for p in parts if not any(  # (not "Guardians" of "Guardians of the Galaxy")
            p != n and re.search(rf"(?<![\w'’-]){re.escape(p)}(?![\w'’-])", n) for n in names)]
        names = [*parts, *(n for n in names if not any(n in p for p in parts))]
    end = question.rstrip(" ?.!")
    names = [n.rsplit(" ", 1)[0] if " " in n and _demonym(n.rsplit(" ", 1)[1]) and
             shape == "closed" and end.endswith(n) else n
             for n in names]  # "Is Ali Daei Iranian?", "Is Cheech Marin Mexican-American?":
    # what he is, asked of him
    # "Was Alvaro Mexia Spanish or Portuguese?": the peoples offered are what is asked of
    # him, no part of his name and no subject
    choice = re.search(r"([\w-]+)\s+or\s+([\w-]+)\W*$", question)
    offered = {w.lower() for w in choice.groups()} if choice else set()
    names = [n.rsplit(" ", 1)[0] if " " in n and _demonym(n.rsplit(" ", 1)[1]) and
             n.rsplit(" ", 1)[1].lower() in offered else n for n in names]
    names = [n for n in names if not (_demonym(n) and n.lower() in offered)] or names
    if shape == "closed":  # "Is Cabo San Lucas in Mexico?" asks of a town and a country,
        # as "Is Paris in France?" does: not of one name "Cabo San Lucas in Mexico"
        names = [part for n in names for part in _placed_apart(n)]
    kinds = [n for n in names if CAMEL_KIND.fullmatch(n) and re.search(
        rf"^\W*(?i:which|what)\s+{re.escape(n)}\s", question)]  # "Which YouTubers appear
    names = [n for n in names if n not in kinds] or names  # …?": the kind asked, no subject
    adjectives = [n for n in names if _demonym(n) and re.search(
        rf"(?<![\w'’-]){re.escape(n)}\s+[a-z]", question)]  # "the French title of X": what
    names = [n for n in names if n not in adjectives] or names  # is asked of X, no subject
    lore = re.search(rf"\s+in\s+({BELIEF})\W*$", question)
    names = [n for n in names if not lore or n not in lore.group(1)] or names  # "Who was
    # Loki in Norse mythology?": Loki, in the lore he belongs to
    names = _offices_apart(names)
    if not (is_open(shape) or shape == "list"):
        return names
    # a title's own "The", capitalised inside the question, heads a report's section on it:
    # "What is The Notebook about?"
    names = [f"The {n}" if re.search(rf"(?<=\S )The {re.escape(n)}(?![\w'’-])", question)
             else n for n in names]
    lowered = lower_name_asked(question)
    if lowered and not names:  # "who were the bee gees": the Bee Gees
        return [lowered]
    whole = _ABOUT_NAME.search(question)
    if is_open(shape) and whole and " and " not in whole.group(1) and titled(whole.group(1)):
        return [whole.group(1)]  # "Tell me about Fiddler on the Roof": one title, whole
    pair = _PAIR.search(question)
    if pair is None and not re.search(r"[A-Z]", question[1:]):  # "compare okra and lady
        pair = _LOWER_PAIR.search(question)  # finger": a request written without capitals
    pair = pair or versus(question)  # or two things typed either side of "vs"
    if is_open(shape) and pair and not any(" and " in p for p in pair.groups()):
        # "an overview of A and B": each named as the question writes it
        # the question's full stop is not the name's ("… and David Weissman."; "D.C."
        # and "Desire Inc." keep theirs)
        first, second = (p.strip() for p in pair.groups())
        if pair.end(2) == len(question.rstrip()) and not _ABBREVIATION.search(second) \
                and not re.search(r"(?:\b[^\W\d_]\.){2,}$", second):  # "D.C." keeps its
            second = second.removesuffix(".")  # ("Triumph TR4." does not)
        first = _shared_head(first, second)  # "the first and second heart sound"
        subtitled = [m.group(1) for m in _SUBTITLED.finditer(question)]  # "A Christmas
        first, second = (next((t for t in subtitled if t.startswith(f"{p}:")), p)  # Story:
                         for p in (first, second))  # The Musical", cut at its colon
        # "Bob Seger's music": the subject is Bob Seger, his music what is asked of him
        return [POSSESSIVE.sub("", _OWNED.sub(r"\1", p)) for p in (first, second)]
    out: list[str] = []
    for name in names:
        for part in named_apart(name, shape):
            words = part.split()
            # "Compare the Great Fire of London and …": neither the imperative nor a
            # lower-case article is part of the name ("The Family Man" keeps its "The")
            while words and (words[0].lower() in _IMPERATIVE or words[0] in ("the", "a", "an")):
                words = words[1:]
            clean = POSSESSIVE.sub("", " ".join(words)).strip()
            placed = _PLACED.match(clean)  # "the Immorality Act in South Africa": the Act's
            # page is titled without where it was
            if placed and placed.group(2).lower() in PLACES:
                clean = placed.group(1)
            if len(clean) >= 3 and clean.lower() not in QUESTION_WORDS and clean not in out:
                out.append(clean)
    named = [n for n in out if n not in DEMONYMS]
    named = [n for n in named if not any(  # nor part of a subtitled one ("A Christmas Story"
        o != n and ":" in o and n in o for o in named)]  # of "… Story: The Musical")
    return named or out  # "Why did the Spanish conquer the Inca Empire?" is about the empire


#: words that set one of a kind apart from its other, sharing the noun after the second
#: ("the first and second heart sound", "north and south korea", "male and female lions")
_MODIFIERS = frozenset("first second third fourth fifth last north south east west northern "
                       "southern eastern western upper lower inner outer left right front back "
                       "early late old new male female major minor".split())


def _shared_head(first: str, second: str) -> str:
    """The first of two things compared with the noun it shares with the second, when it
    is only the word setting it apart ("first" of "first and second heart sound": "first
    heart sound"); as written otherwise."""
    words = second.split()
    if " " in first or first.lower() not in _MODIFIERS or len(words) < 2 or \
            words[0].lower() not in _MODIFIERS:
        return first
    return " ".join([first, *words[1:]])


def _joined_initials(names: list[str], question: str) -> list[str]:
    """Two names a question writes as one across a country's initials, which end a name in
    a page's prose ("in the U.S. The …") but not in a question: "the 1913 U.S. Open", "the
    U.S. Navy"."""
    out: list[str] = []
    for name in names:
        if out and re.search(r"\bU\.[SKN]$", out[-1]) and not names_office(name) and \
                f"{out[-1]}. {name}" in question:  # (not an office: "the first U.S. President")
            out[-1] = f"{out[-1]}. {name}"
        else:
            out.append(name)
    return out


def _joined_of_the(names: list[str], question: str) -> list[str]:
    """Two names a question writes as one with "of the" between them, as a title is ("Who
    plays Rocket Raccoon in Guardians of the Galaxy?", "the Battle of the Bulge"), one name;
    not an office and whose it is ("President of the United States" asks of the country,
    "CEO of the Walt Disney Company" of the firm)."""
    for first in list(names):
        for second in list(names):
            whole = f"{first} of the {second}"
            if first != second and first in names and second in names and \
                    re.search(rf"(?<![\w'’-]){re.escape(whole)}(?![\w'’-])", question) and \
                    not (names_office(first) and first != "Lord") and not first.isupper():
                at = names.index(first)
                names = [n for n in names if n not in (first, second)]
                names.insert(min(at, len(names)), whole)
    return names


#: "a Nobel laureate", "an Oscar winner": what a closed question asks its subject is, a
#: capitalised word and the lower-case noun ending the question
_CLASS = re.compile(r"\s+an?\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*$")
_CLASS_NOUN = re.compile(r"^\s+[a-z][\w'’-]*\s*[?.!]*$")
#: words ending a question that describe, not name a class ("Is Once Upon a Time popular?")
_DESCRIBING = re.compile(r"(?:ous|ful|ive|able|ible|ic|ar|ed|less|ish|y|ent|ant)$|^(?:good|bad|"
                         r"real|true|alive|dead|old|new|still|over|free|open|safe|big|"
                         r"small|long|short|right|wrong|worth)$")


def _without_class(title: str, after: str) -> str:
    """A closed question's name without the class it asks the subject to be of ("Ivo Andrić"
    of "Is Ivo Andrić a Nobel laureate?", "Once Upon a Time" of "… a Disney show?"): the
    name as found when no lower-case noun ends the question after it."""
    noun = _CLASS_NOUN.match(after)
    cut = _CLASS.search(title)
    if noun is None or cut is None or cut.start() == 0 or \
            _DESCRIBING.search(noun.group(0).strip(" ?.!").lower()):
        return title
    return title[:cut.start()]


def _placed_apart(name: str) -> tuple[str, ...]:
    """A name and the state or country it is placed in ("Cabo San Lucas", "Mexico"), or the
    name alone."""
    placed = _PLACED.match(name)
    return placed.groups() if placed and placed.group(2).lower() in PLACES else (name,)


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


async def make_plan(ctx: RunContext, question: str) -> Plan:
    """The heuristic plan, extended (never replaced) by the model's: its data points, its
    first searches and its sections. A small model's plan may be poor, and the question's
    own terms are always searched. One call."""
    plan = heuristic_plan(question)
    answer = await ctx.advisor.ask("research_plan", None, query=question)
    if answer is not None:
        plan = merge_model_plan(plan, answer)
    ctx.events.emit("plan", Persona.STRATEGIST,
                    f"{plan.shape} question; {len(plan.sub_questions)} sub-question(s); "
                    f"key terms: {', '.join(plan.key_terms[:8])}"
                    + (f"; sections: {', '.join(a.title for a in plan.aspects)}"
                       if plan.aspects else ""), plan=plan.model_dump())
    return plan


def bears_on(text: str, plan: Plan) -> bool:
    """Whether a model's sub-question or search shares a content word with the question: a
    small model's "What is the answer?" is searched for and written up as a section
    otherwise."""
    asked = {stem(t) for t in plan.key_terms}
    return any(stem(t) in asked for t in key_terms(text, limit=30))


def merge_model_plan(plan: Plan, answer: ResearchPlan) -> Plan:
    subs = list(plan.sub_questions)
    known = {s.question.lower() for s in subs}
    for dp in answer.data_points:
        if dp.question.strip() and dp.question.lower() not in known \
                and len(subs) < MAX_SUB_QUESTIONS and bears_on(dp.question, plan):
            known.add(dp.question.lower())
            subs.append(SubQuestion(id=len(subs), question=dp.question, strategy=dp.strategy))
    shape = plan.shape
    if shape == "factoid" and answer.shape != "factoid" and not _WH_FACT.match(plan.normalized):
        shape = answer.shape  # the rules found no marker; the model reads the wording
    aspects = outline(plan.normalized, shape, subs, plan.entities, answer.sections)
    return plan.model_copy(update={
        "sub_questions": subs, "fact_centric": answer.fact_centric, "shape": shape,
        "aspects": aspects, "queries": [q for q in answer.queries if bears_on(q, plan)],
        "core_entity": answer.core_entity or plan.core_entity,
        "target_attributes": answer.target_attributes, "source": "llm"})


@dataclass
class LocalVerdict:
    """Local knowledge judged complete enough to answer without the web."""

    evidence: dict[int, list[RetrievedChunk]]
    completeness: float


async def consult_local(ctx: RunContext, state: RunState, plan: Plan) -> LocalVerdict | None:
    """Agentic Search stage 1: answer from the knowledge base when it is complete enough.
    The hits are kept in ``state.local_hits`` either way (the answer of last resort)."""
    if not ctx.cfg.use_knowledge_base:
        return None
    hits = [] if await ctx.kb.is_empty() else await ctx.kb.search(plan.normalized,
                                                                   k=ctx.cfg.evidence_k)
    state.local_hits = hits
    if not hits:
        state.history.append(SearchRecord(iteration=0, action="local_kb", completeness=0.0,
                                          detail="knowledge base empty for this question"))
        return None
    evidence = {0: hits}
    sources = len({h.source_id for h in hits})
    score, missing = coverage(evidence, plan, sources, ctx.cfg.target_sources, plan.key_terms)
    term_share = 1 - len(missing) / max(1, len(plan.key_terms))
    completeness = round(0.5 * term_share + 0.5 * score, 4)
    if abs(completeness - ctx.cfg.completeness_threshold) < LOCAL_JUDGE_MARGIN:
        # only a close call is worth a model's judgement
        judged = await ctx.advisor.ask("completeness", None, query=plan.normalized,
                                       sources=quote(hits[:5]))
        if judged is not None:
            completeness = round(0.5 * completeness + 0.5 * judged.score, 4)
    state.history.append(SearchRecord(iteration=0, action="local_kb", completeness=completeness,
                                      urls=[h.url for h in hits[:5]]))
    ctx.events.emit("local", Persona.LIBRARIAN, f"local knowledge completeness "
                    f"{completeness:.2f}", completeness=completeness)
    if completeness >= ctx.cfg.completeness_threshold:
        state.read_urls.extend(u for u in dict.fromkeys(h.url for h in hits)
                               if u not in state.read_urls)
        return LocalVerdict(evidence, completeness)
    return None


async def first_queries(ctx: RunContext, plan: Plan) -> list[str]:
    """SDD-002's three variations per sub-question, then the searches the model proposed
    with its plan: a weak model can add queries but not take the good ones away. (No call of
    its own: the planning call brought the model's queries.)"""
    heuristic: list[str] = []
    for sub in plan.sub_questions:
        if sub.strategy == "ASK_LLM":
            continue
        sub.queries = heuristic_variations(sub, plan)[:ctx.cfg.queries_per_sub_question]
        heuristic.extend(sub.queries)
    extra = [q for q in plan.queries[:MAX_PLAN_QUERIES] if q.strip()]
    if extra and plan.sub_questions:
        first = plan.sub_questions[0]
        first.queries += [q for q in extra if q not in first.queries]
    return list(dict.fromkeys(q for q in [*heuristic, *extra] if q.strip()))[:MAX_FIRST_QUERIES]


def _same_word(a: str, b: str) -> bool:
    """One word, maybe inflected or derived ("roads" / "road", "incan" / "inca")."""
    a, b = stem(a), stem(b)
    return a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)))


def recognise_subject(plan: Plan, titles: Sequence[str]) -> str:
    """A question written without capitals ("what led to the downfall of the incan
    empire?") names no subject the rules can see; the first results' titles do. The longest
    title (two words or more) all of whose words the question holds is its subject ("Inca
    Empire"); none when no title fits. One word is a subject only when the question, or its
    first part, asks what it is ("what is okra and where is it grown?")."""
    asked = key_terms(plan.normalized, limit=40)
    first = question_parts(plan.normalized)[0][1]
    best = ""
    for title in titles:
        name = re.sub(r"\s*\([^)]*\)$", "", title).strip()
        words = key_terms(name, limit=40)
        if (len(words) >= 2 or (words and not best and asks_what_it_is(first, name))) and \
                len(words) > len(key_terms(best, limit=40)) and \
                all(any(_same_word(w, a) for a in asked) for w in words):
            best = name
    return best


def rejoined(plan: Plan, titles: Sequence[str]) -> list[str]:
    """The plan's subjects with the names the rules split at "and", a comma or a preposition
    made one again where a page's title is the whole name ("Pure Food and Drug Act", "Boston,
    Lincolnshire", "Simon & Garfunkel", "Prohibition in the United States"); the same list
    when none is."""
    names = list(plan.entities)
    known = {norm_title(t) for t in titles if t}
    i = 0
    while i < len(names) - 1:
        between = re.search(rf"{re.escape(names[i])}(\s*(?:,|&|\b(?:and|in|of|on|for|at|"
                            rf"from)\b)\s*)"
                            rf"(?:the\s+)?{re.escape(names[i + 1])}", plan.normalized, re.I)
        whole = plan.normalized[between.start():between.end()] if between else ""
        if whole and norm_title(whole) in known:
            names[i:i + 2] = [whole]
        else:
            i += 1
    return names


def lengthened(plan: Plan, names: list[str], titles: Sequence[str]) -> list[str]:
    """A one-word name the question goes on from in lower case ("How did Manifest destiny
    influence …?", "the impact of the Black death on Europe") as the page whose title holds
    those words with it writes it ("Manifest destiny", "Black Death"), the longest such; a
    name the lower-case words before it make a page's title ("an overview of religion in
    Turkey": "Religion in Turkey") as that page; any other name as it is."""
    pages = _pages_titled(titles)
    out = []
    for name in names:
        went_on = re.search(rf"(?<![\w'’-]){re.escape(name)}((?:\s+[a-z][\w'’-]*){{1,3}})",
                            plan.normalized) if " " not in name else None
        following = went_on.group(1).split() if went_on else []
        came_after = re.search(rf"((?:(?<![\w'’-])[a-z][\w'’-]*\s+){{1,6}}){re.escape(name)}"
                               rf"(?![\w'’-])", plan.normalized)
        before = came_after.group(1).split() if came_after else []
        owned = re.search(rf"(?<![\w'’-]){re.escape(name)}['’]s((?:\s+[a-z][\w'’-]*){{1,3}})",
                          plan.normalized)  # "Captain America's shield": its own page
        owns = owned.group(1).split() if owned else []
        longer = [*(f"{name}'s {' '.join(owns[:k])}" for k in range(len(owns), 0, -1)),
                  *(" ".join([name, *following[:k]]) for k in range(len(following), 0, -1)),
                  *(" ".join([*before[-k:], name]) for k in range(min(len(before), 4), 1, -1)),
                  *_past_the_verb(before, name)]
        out.append(next((pages[key] for key in map(str.lower, longer) if key in pages), name))
    return out


def _demonym(word: str) -> bool:
    """Whether a word is a nationality, or nationalities joined ("Mexican-American")."""
    return all(part in DEMONYMS for part in word.split("-"))


def _past_the_verb(before: list[str], name: str) -> list[str]:
    """The titles a facet of a place may have when a verb stands between them: "tuition
    fees work in the United Kingdom" may be of "Tuition fees in the United Kingdom" (the
    words before the verb, with the preposition joining them to the name), longest first."""
    tail = before[-2:] if before[-2:-1] and before[-2] in _JOINING and before[-1] == "the" \
        else before[-1:] if before[-1:] and before[-1] in _JOINING else []
    head = before[:len(before) - len(tail)][:-1]  # (the verb, last, left out)
    if not tail or not head:
        return []
    runs = [head[i:j] for i in range(len(head)) for j in range(len(head), i, -1)]
    return [" ".join([*run, *tail, name]) for run in sorted(runs, key=len, reverse=True)]


_JOINING = frozenset("in of on for at from".split())


def recased(names: list[str], titles: Sequence[str]) -> list[str]:
    """Names typed without capitals as the page titled with them writes them ("ali daei" →
    "Ali Daei", "lady finger" → "Lady finger"); any other name as it is."""
    pages = _pages_titled(titles)
    return [pages.get(n.lower(), n) if n == n.lower() else n for n in names]


def owned_apart(names: list[str], titles: Sequence[str]) -> list[str]:
    """Names typed after their owner's ("Jimmy Fallon's Blow Your Pants Off") as the page
    titled with the work alone names it, when no page is titled with both ("Bridget Jones's
    Diary" is one title); any other name as it is."""
    pages = _pages_titled(titles)
    out = []
    for name in names:
        owned = _OWNED_TITLE.fullmatch(name)
        alone = owned.group(1).lower() if owned else ""
        out.append(pages[alone] if alone in pages and name.lower() not in pages else name)
    return out


def kind_apart(names: list[str], titles: Sequence[str]) -> list[str]:
    """Names typed with the kind of thing they are after them ("Cappy juice", "Winston
    cigarettes") as the page titled with that kind in brackets names them ("Cappy (juice)",
    "Winston (cigarette)"); any other name as it is."""
    out = []
    for name in names:
        base, _, kind = name.rpartition(" ")
        kinds = {kind.lower(), kind.lower().removesuffix("s"), f"{kind.lower()}s"}
        page = next((t for t in titles if base and (m := re.fullmatch(
            rf"{re.escape(base)}\s*\(([^()]+)\)", t.strip(), re.I)) and
            m.group(1).strip().lower() in kinds), None) if " " in name else None
        out.append(plain_title(page) if page else name)
    return out


def _pages_titled(titles: Sequence[str]) -> dict[str, str]:
    """Each title, lower case and without its bracketed qualifier, as the page writes it;
    and without a place after a comma ("wolfson college" of "Wolfson College, Cambridge")
    when no page is titled so."""
    pages = {norm_title(t): plain_title(t) for t in titles if t}
    for title in titles:
        head, _, place = plain_title(title).partition(",")
        if place.strip()[:1].isupper() and head.strip().lower() not in pages:  # (not "Ali
            pages[head.strip().lower()] = head.strip()  # Daei, footballer": no place)
    return pages


def adopt_subject(ctx: RunContext, plan: Plan, titles: Sequence[str],
                  origin: str = "the first results") -> None:
    """Give a plan without a named subject the one ``titles`` (of its first results, or of
    what local knowledge holds) recognise; a report's plan whose rules split one name in two
    gets it whole again (its sections are its subjects). A topic typed in lower case whole
    ("lebron james career") is about the page it names ("LeBron James"), the rest of it a
    facet of that subject."""
    if is_open(plan.shape) and plan.entities == [plan.normalized] and \
            not titled(plan.normalized):
        name = recognise_subject(plan, titles)
        if name:
            _refocus(plan, name)
            ctx.events.emit("plan", Persona.STRATEGIST,
                            f"the topic's subject, from {origin}: {name}",
                            entities=plan.entities)
        return
    if plan.entities and not all(e in DEMONYMS for e in plan.entities):  # ("What is the
        # Russian ruble?" names no subject but a nationality: the results' titles do)
        if not (is_open(plan.shape) or plan.shape == "list"):
            return  # a short answer's sub-questions gain nothing from one name less
        names = recased(kind_apart(owned_apart(lengthened(plan, rejoined(plan, titles), titles),
                                               titles), titles), titles)
        if names != plan.entities:
            _resubject(plan, names)
            ctx.events.emit("plan", Persona.STRATEGIST,
                            f"one subject, as a page names it: {', '.join(names)}",
                            entities=plan.entities)
        return
    name = recognise_subject(plan, titles)
    if name:
        if plan.shape == "factoid" and asks_what_it_is(plan.normalized, name):
            plan.shape = "overview"  # "what is the sunbeam alpine": a page's name and
            # nothing else asks what it is, as "What is the Sunbeam Alpine?" does
        if plan.shape in ("overview", "comparison"):  # its section is titled for it
            _resubject(plan, [name])  # ("Perfect game", not "Findings")
        elif [a.title for a in plan.aspects] == ["Findings"]:  # an explanation's one
            # section is titled for what it explains ("How does the Rh blood group system
            # work?"), its evidence as it was
            plan.aspects = [plan.aspects[0].model_copy(
                update={"title": upper_first(named_whole(plan.normalized, name))})]
        plan.entities = [name]
        plan.core_entity = name
        ctx.events.emit("plan", Persona.STRATEGIST,
                        f"the question's subject, from {origin}: {name}", entities=plan.entities)


def _refocus(plan: Plan, name: str) -> None:
    """A lower-case topic's plan made anew for the page ``name`` it names, the topic's other
    words a facet of it ("lebron james career": LeBron James's career)."""
    named = key_terms(name, limit=40)
    rest = [w for w in plan.normalized.split()
            if not any(_same_word(w.lower(), n) for n in named)]
    if not rest:
        _resubject(plan, [name])
        return
    fresh = heuristic_plan(f"What is known about {name}'s {' '.join(rest)}?", [name])
    plan.normalized, plan.shape, plan.key_terms = fresh.normalized, fresh.shape, fresh.key_terms
    plan.entities, plan.core_entity = [name], name
    plan.sub_questions = [*plan.sub_questions[:1], *fresh.sub_questions[1:]]
    plan.aspects = fresh.aspects


def _resubject(plan: Plan, names: list[str]) -> None:
    """The plan's subjects, sub-questions and sections made anew for ``names``; sub-questions
    not about a subject (a model's data points) are kept, and the question's own with its
    queries and status."""
    fresh = heuristic_plan(plan.question, names)
    gone = {e.lower() for e in plan.entities} - {n.lower() for n in names}
    subs = [*plan.sub_questions[:1], *fresh.sub_questions[1:]]
    known = {s.question.lower() for s in subs}
    for sub in plan.sub_questions[1:]:
        asked = sub.question.lower()  # a gone name's own, or a facet of it: not kept
        if asked not in known and not any(asked == g or asked.startswith(f"{g} ")
                                          for g in gone):
            known.add(asked)
            subs.append(sub.model_copy(update={"id": len(subs)}))
    plan.entities = names
    plan.core_entity = names[0] if names else plan.core_entity
    plan.sub_questions = subs
    suggested = [a.title for a in plan.aspects if a.title.lower() not in gone
                 and a.title != "Findings"] if plan.source == "llm" else []  # a model's
    plan.aspects = outline(plan.normalized, plan.shape, subs, names, suggested)
