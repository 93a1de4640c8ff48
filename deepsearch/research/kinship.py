"""Answers reached through another page. Kin reached through kin: who someone's grandparent
or in-law is, by the parent or the spouse each page names in turn ("Wenceslaus of Niemodlin
… the second son of Bolesław the Elder", then "Bolesław the Elder … son of Bolko I of
Opole"). Someone a work or a relative leads to: "Where was the director of film Diplomats
born?" asked of the director the film's page names, on his own page. No model: the pages'
own sentences, each step cited."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from deepsearch.models import RetrievedChunk
from deepsearch.research.comparisons import linked_names, norm_title
from deepsearch.text import DEMONYMS, passage_sentences

#: the steps from someone to the kin a question asks for
_STEPS: dict[str, tuple[str, ...]] = {
    "paternal grandfather": ("father", "father"),
    "paternal grandmother": ("father", "mother"),
    "maternal grandfather": ("mother", "father"),
    "maternal grandmother": ("mother", "mother"),
    "father-in-law": ("spouse", "father"),
    "mother-in-law": ("spouse", "mother"),
}
_KIN = r"((?:paternal|maternal)\s+grand(?:father|mother)|(?:father|mother)-in-law)"
#: "Who is the paternal grandfather of X?", "Who was X's maternal grandmother?"
_OF_SOMEONE = re.compile(rf"^\W*who\s+(?:is|was)\s+the\s+{_KIN}\s+of\s+(.+?)\W*$", re.I)
_SOMEONES = re.compile(rf"^\W*who\s+(?:is|was)\s+(.+?)[’']s?\s+{_KIN}\W*$", re.I)

#: a name as pages write one: capitalised words, with the particles and ordinals between
#: them ("Bolko I of Opole", "Ingegerd Olofsdotter of Sweden", "Amlaíb mac Gofraid")
_WORD = r"(?:[dl]['’])?[A-Z][\w'’.-]*(?![\w'’-])"  # ("Louise d'Aumont")
_PARTICLE = r"(?:of|the|de|von|van|der|da|del|della|di|du|la|le|mac|ua|ibn|bin|al|y)"
_NAME = rf"(?!d['’]|l['’]){_WORD}(?:\s+(?:{_PARTICLE}\s+)*{_WORD})*" \
    r"(?!\s+(?!(?:and|by|or|in|was|is|who|from|at|with|on|to|for)\b)[a-z])"  # ("the Roman
# consul Scipio": a capital before a lower-case word is a rank, not the name)
#: what may stand before a parent's name: an article and a rank ("the consul Lucius
#: Aemilius Paullus", "Emperor Aurangzeb", "his predecessor")
_RANK = r"(?:(?:the|his|her|their)\s+)?(?:(?:[a-z]+|[A-Z][a-z]+(?=\s+[a-z]))\s+){0,4}?"
#: "the second son of A, Duke of X, by his wife B", "son of A and B", "daughter of A and his
#: second wife B": A the father, B the mother
_CHILD_OF = re.compile(
    rf"\b(?:son|daughter|child)(?:\s+and\s+heir)?\s+of\s+{_RANK}(?P<a>{_NAME})(?:\s*\([^()]*\))?"
    rf"(?:,\s+[^,;.()]{{0,60}}?(?:\s*\([^()]*\))?,?)?\s+(?:and|by)\s+(?:of\s+)?(?:(?:his|her)\s+"
    rf"(?:[A-Za-z]+\s+){{0,2}}?(?:wife|consort|spouse|mistress),?\s+)?{_RANK}(?P<b>{_NAME})|"
    rf"\b(?:son|daughter|child)(?:\s+and\s+heir)?\s+of\s+{_RANK}(?P<only>{_NAME})")
#: "His father was A", "her mother, B,", "His paternal grandfather was A"
_SAID = {kin: re.compile(rf"\b(?i:his|her|their)\s+{kin}(?:,|\s+was|\s+is)\s+{_RANK}"
                         rf"(?P<a>{_NAME})")
         for kin in ("father", "mother", "paternal grandfather", "paternal grandmother",
                     "maternal grandfather", "maternal grandmother", "father-in-law",
                     "mother-in-law")}
#: "the second spouse of King Christian VIII", "married A", "wife of A"
_SPOUSE = re.compile(rf"\b(?:(?:wife|husband|spouse|consort|widow|widower)\s+of\s+{_RANK}|"
                     rf"married\s+(?:to\s+)?{_RANK})(?P<a>{_NAME})")
#: ranks a page's title leaves out ("King Christian VIII" is "Christian VIII of Denmark")
_TITLES = frozenset("King Queen Emperor Empress Prince Princess Duke Duchess Count Countess "
                    "Lord Lady Sir Dame Saint Pope Tsar Sultan Shah Khan Hereditary".split())


#: the ranks of rulers, which pages' titles leave out ("Emperor Aurangzeb": "Aurangzeb")
_RULERS = frozenset("King Emperor Duke Margrave Count Tsar Sultan Pharaoh Archduke Elector "
                    "Landgrave".split())


@dataclass(frozen=True)
class Step:
    """One step of a chain: the kin found, and the sentence of the passage that names it."""

    name: str
    sentence: str
    chunk: RetrievedChunk


def chained_kin(question: str) -> tuple[str, tuple[str, ...]] | None:
    """(whose kin, the steps to it) of a question asking for a grandparent or an in-law;
    None for any other question."""
    q = " ".join(question.split())
    match = _OF_SOMEONE.match(q)
    if match:
        kin, person = match.group(1), match.group(2)
    else:
        match = _SOMEONES.match(q)
        if not match:
            return None
        person, kin = match.group(1), match.group(2)
    person = person.strip()
    if "(" in person and ")" not in person:  # (the question mark's strip took its bracket)
        person += ")"
    return person, _STEPS[" ".join(kin.lower().split())]


def _key(name: str) -> list[str]:
    """A name's words past the ranks a title leaves out, lower-cased."""
    words = [w for w in re.findall(r"[\w'’-]+", name) if w not in _TITLES]
    return [w.lower() for w in words]


def own_pages(person: str, chunks: Sequence[RetrievedChunk]) -> list[RetrievedChunk]:
    """The passages of the page about ``person``: titled with their name, with or without a
    rank or a bracket ("King Christian VIII": "Christian VIII of Denmark"; "Henri": "Henri,
    Count of Paris"), opening first."""
    key = _key(norm_title(person))
    if not key:
        return []
    found = []
    for chunk in chunks:
        title = _key(norm_title(chunk.title))
        short = _key(norm_title(chunk.title).split(",")[0])
        if title == key or short == key or (len(key) > 1 and title[:len(key)] == key):
            found.append(chunk)
    return sorted({c.chunk_id: c for c in found}.values(), key=lambda c: c.index)


def _bare(name: str) -> str:
    """A name without the nationality or the ruler's rank a page writes before it ("Swedish
    King Olof Skötkonung")."""
    words = name.rstrip(".").split()  # (and the full stop after it), nor a ruler's rank
    while len(words) > 1 and (words[0] in DEMONYMS or words[0] in _RULERS):  # ("Duke Bolko I
        words = words[1:]  # of Opole": pages are titled "Bolko I of Opole")
    return " ".join(words)


def _pages(person: str, chunks: Sequence[RetrievedChunk], context: str) -> list[RetrievedChunk]:
    """``own_pages``, the page sharing most names with ``context`` (the sentence that named
    the person) first: of two pages titled "John of Ibelin", the one of the John "of Jaffa"
    a son's page names."""
    found = own_pages(person, chunks)
    names = set(re.findall(r"[A-Z][\w'’-]+", context)) - set(person.split())
    shared: dict[str, int] = {}
    for chunk in found:
        shared[chunk.source_id] = shared.get(chunk.source_id, 0) + sum(
            1 for name in names if name in chunk.text)
    return sorted(found, key=lambda c: -shared[c.source_id])


def _parent(person: str, kin: str, chunks: Sequence[RetrievedChunk],
            context: str = "") -> Step | None:
    """The father, the mother or the spouse the page about ``person`` names (of the pages
    titled so, the one nearest ``context``, the sentence that named them)."""
    for chunk in _pages(person, chunks, context):
        for sentence in passage_sentences(chunk.text):
            said = _SAID.get(kin)
            found = said.search(sentence) if said else None
            if found:
                return Step(_bare(found.group("a")), sentence, chunk)
            if kin == "spouse":
                found = _SPOUSE.search(sentence)
                if found:
                    return Step(_bare(found.group("a")), sentence, chunk)
                continue
            found = _CHILD_OF.search(sentence)
            if not found:
                continue
            if found.group("a"):  # the father first, as pages write parents
                return Step(_bare(found.group("a" if kin == "father" else "b")), sentence,
                            chunk)
            if kin == "father":  # one parent named: the father, unless a woman's rank
                name = found.group("only")
                if name.split()[0] not in ("Queen", "Empress", "Princess", "Duchess",
                                           "Countess", "Lady", "Dame"):
                    return Step(_bare(name), sentence, chunk)
    return None


def parents_said(sentence: str) -> dict[str, str]:
    """The father and the mother a sentence names together, by name ("the son of Reginald
    II of Guelders and of Eleanor of Woodstock", "son of A, Duke of X, by his wife B");
    none when it names one parent or none."""
    found = _CHILD_OF.search(sentence)
    if found is None or not found.group("a") or re.search(
            r"\b(?:grand\w+|sons?|daughters?|child(?:ren)?|brothers?|sisters?|cousins?|"
            r"nephews?|nieces?|uncles?|aunts?)\b", sentence[found.end("a"):found.start("b")]):
        return {}  # ("the son of A and the grandchild of B": B is no parent)
    return {_bare(found.group("a")): "father", _bare(found.group("b")): "mother"}


def kin_through_kin(question: str, chunks: Sequence[RetrievedChunk]) -> list[Step]:
    """The steps to the kin a grandparent or in-law question asks for, each named by the
    page of the one before (the last step's name is the answer); a page saying it outright
    ("His paternal grandfather was …") is one step. Empty when a page on the way was not
    read or names no such kin."""
    asked = chained_kin(question)
    if asked is None:
        return []
    person, steps = asked
    kin = re.search(_KIN, question, re.I)
    direct = _SAID.get(" ".join(kin.group(1).lower().split())) if kin else None
    for chunk in own_pages(person, chunks):
        for sentence in passage_sentences(chunk.text):
            found = direct.search(sentence) if direct else None
            if found:
                return [Step(_bare(found.group("a")), sentence, chunk)]
    path: list[Step] = []
    who = person
    for step in steps:
        found = _parent(who, step, chunks, path[-1].sentence if path else "")
        if found is None or _key(found.name) == _key(who):
            return []
        path.append(found)
        who = found.name
    return path


def kin_to_read(question: str, chunks: Sequence[RetrievedChunk]) -> str:
    """The name whose page a grandparent or in-law question needs next: the parent or the
    spouse a page read names, when their own page is not among ``chunks`` ("" when no step
    waits on a page)."""
    asked = chained_kin(question)
    if asked is None:
        return ""
    who, steps = asked
    for step in steps[:-1]:  # (the last step's kin is the answer: no page of theirs needed)
        found = _parent(who, step, chunks)
        if found is None:
            return ""
        who = found.name
        if not own_pages(who, chunks):
            return who
    return ""


#: where the name of someone's work or of someone ends in a question: before the act asked
#: of the one it leads to ("… born?", "… die?", "… is from?") or a possessive
_NAME_END = r"(?=(?-i:[’']s\b)|\s+(?:born|die|died|is|was|from|come|came|graduated?|" \
    r"stud(?:y|ied)|work(?:ed)?|live[sd]?|buried)\b|[\s?.!]*$)"
#: "the director of film X", "the performer of song X": someone reached through a work
_ROLE_OF = re.compile(r"\bthe\s+(?P<via>director|performer|composer|producer|writer|author|creator|"
                      r"founder)\s+of\s+(?:the\s+)?(?:(?:film|movie|song|album|book|novel|play|"
                      rf"opera|series|show|band|group|company|game)\s+)?(?P<of>.+?){_NAME_END}",
                      re.I)
_KIN_WORD = r"(?P<via>father|mother|wife|husband|spouse)"
#: "the wife of X", "X's father": someone reached through their kin
_KIN_OF = re.compile(rf"\bthe\s+{_KIN_WORD}\s+of\s+(?P<of>.+?){_NAME_END}", re.I)
_KINS = re.compile(rf"^\W*(?:where|when|what|which|who|how)\s+(?:\w+\s+)?"
                   rf"(?:is|was|are|were|did|does|do)\s+(?P<of>.+?)(?-i:[’']s)\s+{_KIN_WORD}\b",
                   re.I)
_SPOUSES = frozenset({"wife", "husband", "spouse"})
#: the words before the one a question asks something of: "Where was ", "What nationality
#: is ", "Which country ", "Who is the sibling of "
_SUBJECT = re.compile(r"^\W*(?:where|when|what|which|who|how)(?:\s+(?!is\b|was\b|did\b)\w+)?"
                      r"(?:\s+(?:is|was|are|were|did|does|do))?\s+"
                      r"(?P<kin>(?:the\s+)?(?:father|mother|wife|husband|spouse|partner|sibling|"
                      r"brother|sister|son|daughter|child|\w+-in-law|grand\w+|uncle|aunt|nephew|"
                      r"niece|cousin)\s+of\s+)?", re.I)


def through_someone(question: str) -> re.Match[str] | None:
    """The phrase of a question naming someone only through a work or a relative ("the
    director of film Diplomats", "Carl Von Fersen's wife", "the performer of Decade" of "Who
    is the sibling of the performer of Decade?"); None when it names no one so, or only the
    one it asks for ("Who is the father of …?", a grandparent: ``chained_kin``)."""
    if chained_kin(question):
        return None
    subject = _SUBJECT.match(question)  # (what the question asks of: "Where was …",
    if subject is None:  # "Who is the spouse of …"; not "What movie stars … and the
        return None  # producer of X?", which asks for something else)
    who = re.match(r"\W*who\b", question, re.I) is not None
    if who and not subject.group("kin"):
        return None  # "Who is the father of X?", "Who is X's wife?": the relative asked
    start = subject.start("kin") if subject.group("kin") and not who else subject.end()
    return _ROLE_OF.match(question, start) or _KIN_OF.match(question, start) or \
        _KINS.match(question)


def reached_through(question: str) -> bool:
    """Whether a question's answer is reached through another page: a grandparent or an
    in-law (``chained_kin``) or someone a work or a relative leads to (``through_someone``).
    Its answer needs every passage read, not only the best evidence."""
    return chained_kin(question) is not None or through_someone(question) is not None


def the_one_led_to(question: str, chunks: Sequence[RetrievedChunk]
                   ) -> tuple[str, Step] | None:
    """The question asked of the person a work or a relative leads to ("Where was the
    director of film Diplomats born?" → "Where was Harry Piel born?"), with the step that
    names them; None when the question names no one so or the pages read do not say."""
    match = through_someone(question)
    if match is None:
        return None
    via, of = match.group("via").lower(), match.group("of").strip()
    step: Step | None = None
    if via in ("father", "mother") or via in _SPOUSES:
        step = _parent(of, "spouse" if via in _SPOUSES else via, chunks)
    else:
        pages = own_pages(of, chunks)
        for name in linked_names(pages, f"the {via} of"):
            stating = next(((sentence, chunk) for chunk in pages
                            for sentence in passage_sentences(chunk.text) if name in sentence),
                           None)
            if stating:
                step = Step(_bare(name), *stating)
                break
    if step is None:
        return None
    start = match.start("of") if match.re is _KINS else match.start()  # ("When did X's
    # father die?": from X on)
    return f"{question[:start]}{step.name}{question[match.end():]}", step


#: the words before someone or something a question describes that ask for it after all:
#: "Who was the composer of …", "What was the name of the battle in which …", "the
#: nickname of the city where …", "Name the party that …"
_ASKS_FOR_IT = re.compile(r"(?:\b(?:name|nickname|title) of|^\W*name|"
                          r"^\W*(?:what|which|who)\s+(?:is|was|are|were))\s*$", re.I)


def asks_for_it(question: str, at: int) -> bool:
    """Whether the words of ``question`` before ``at`` ask for the thing described there."""
    return _ASKS_FOR_IT.search(question[:at]) is not None


def go_between(question: str, chunks: Sequence[RetrievedChunk]) -> str:
    """The name of someone a question only passes through to what it asks ("the composer of
    Bastien und Bastienne" in "What piece by the composer of Bastien und Bastienne …?"), as
    the work's page names them: never the answer. "" when the question passes through no
    one, asks who that is ("Who was the composer of …?"), or the pages read do not say."""
    for match in _ROLE_OF.finditer(question):
        if asks_for_it(question, match.start()):
            continue
        pages = own_pages(match.group("of").strip(), chunks)
        for name in linked_names(pages, f"the {match.group('via').lower()} of"):
            return _bare(name)
    return ""


def names_them(candidate: str, name: str) -> bool:
    """Whether a candidate answer names the person ``name`` is: the whole name, or part of it
    ending with the surname ("Mozart", "Amadeus Mozart" for "Wolfgang Amadeus Mozart")."""
    mine, theirs = candidate.lower().split(), name.lower().split()
    return bool(mine) and bool(theirs) and (set(theirs) <= set(mine) or (
        set(mine) <= set(theirs) and mine[-1] == theirs[-1]))


def page_to_read(question: str, chunks: Sequence[RetrievedChunk]) -> str:
    """The name whose page a question needs next: of a grandparent's parent (``kin_to_read``)
    or of the person a work or a relative leads to, when it is not among ``chunks``."""
    kin = kin_to_read(question, chunks)
    if kin:
        return kin
    led = the_one_led_to(question, chunks)
    return led[1].name if led and not own_pages(led[1].name, chunks) else ""
