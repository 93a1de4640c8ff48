"""The end of a report: where sources disagree, what could not be established, and the
questions a reader may ask next (always questions: never a bare name, never the question
itself again)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from deepsearch.models import RetrievedChunk
from deepsearch.research.answers import (
    KNOWN_BY,
    answer_type,
    called_subject,
    counts,
    gives_cause,
    holds,
    is_collection,
    list_kind,
    listed_meanings,
    named_verb,
    names_no_person,
    other_names,
    written_whole,
)
from deepsearch.research.comparisons import YEAR, asides, norm_title, same_name, without_asides
from deepsearch.research.composing import (
    about,
    disagreeing_copies,
    is_namesake,
    owned_apart,
    subject_names,
    written_out,
)
from deepsearch.research.models import OPEN_SHAPES, Citation, Plan, Section
from deepsearch.research.refining import bridge_entities
from deepsearch.research.shape import HOLDING_ASKED
from deepsearch.text import (
    COMPASS,
    DEMONYMS,
    MONTH,
    PLACES,
    POSSESSIVE,
    entities,
    key_terms,
    names_a_thing,
    nicknamed,
    numbered,
    overlap,
    passage_sentences,
    people_named,
    spelled_out,
    stem,
    tokenize,
    unaccented,
    unmentioned,
    written_forms,
    written_in_full,
)

MAX_FOLLOW_UPS = 4
FACT_SHARE = 0.5  # of the question's content words, each of two disagreeing sentences holds
SAME_FACT = 0.3  # of the shorter sentence's own words, two disagreeing sentences share


def _values(question: str, sentence: str) -> list[str]:
    q = question.lower()
    if q.startswith(("when", "what year", "in what year", "which year")):
        return YEAR.findall(sentence)
    if q.startswith(("how many", "how much", "how long", "how old")):
        words = re.match(r"how many\s+((?:(?!(?:did|do|does|are|were|is|was|have|has|had|in|"
                         r"of|on|at|can|will|would)\b)[a-z-]+\s*){1,3})", q)
        if words is None:
            return counts(sentence)
        # "how many perfect games …?": a number of them ("23 official perfect games"), not
        # "game 5" or a pitcher's "record of 16-23"
        counted = stem(words.group(1).split()[-1])
        return [n for n in counts(sentence) if re.search(
            rf"(?<![\w-]){re.escape(n)}(?![\w-])\s+(?:[\w-]+\s+){{0,2}}{re.escape(counted)}",
            sentence, re.I)]
    return []


def contradictions(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                   top: int = 8) -> list[tuple[str, RetrievedChunk, str, RetrievedChunk]]:
    """Different values (years, quantities) asked for by the question, each stated by a
    different source among the best sentences with comparable support; else two sources'
    copies of one statement with a figure or a name changed (``disagreeing_copies``), whatever
    is asked."""
    found = _asked_values_differ(question, ranked, top)
    if found:
        return found
    # each copy a report leaves out for the one it quotes (``pick``) is said here: the
    # Nets and the Warriors, and a third copy's team too
    taken: set[str] = set()
    for i, (_, sentence_a, chunk_a) in enumerate(ranked[:COPIES_DEPTH]):
        if sentence_a in taken:
            continue
        for _, sentence_b, chunk_b in ranked[i + 1:COPIES_DEPTH]:
            if sentence_b not in taken and len(found) < MAX_DISAGREEMENTS and \
                    disagreeing_copies(sentence_a, chunk_a, sentence_b, chunk_b):
                found.append((sentence_a, chunk_a, sentence_b, chunk_b))
                taken |= {sentence_a, sentence_b}
    return found


COPIES_DEPTH = 30  # of the best sentences, those weighed for copies that disagree
MAX_DISAGREEMENTS = 3  # pairs of disagreeing copies a report names, at most


def _asked_values_differ(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                         top: int) -> list[tuple[str, RetrievedChunk, str, RetrievedChunk]]:
    best: dict[str, tuple[float, str, RetrievedChunk]] = {}
    acts = [stem(t) for t in key_terms(question) if not names_a_thing(t) and len(t) > 3]
    for score, sentence, chunk in ranked[:top]:
        if score < 0.3 or any(re.search(rf"\b(?:never|not|n['’]t)\s+(?:[a-z]+\s+)?"
                                        rf"{re.escape(act)}", sentence, re.I) for act in acts):
            continue  # "… it was never released to the public" dates no release
        for value in _values(question, sentence):
            if value not in best or best[value][0] < score:
                best[value] = (score, sentence, chunk)
    if len(best) < 2:
        return []
    ordered = sorted(best.items(), key=lambda kv: -kv[1][0])
    value_a, (score_a, sentence_a, chunk_a) = ordered[0]
    for value_b, (score_b, sentence_b, chunk_b) in ordered[1:]:
        if (chunk_b.source_id != chunk_a.source_id and score_b >= 0.75 * score_a
                and value_b not in sentence_a and value_a not in sentence_b
                # (two sentences both giving a value agree on it: "won in 1907 and 1908",
                # "appeared in seven World Series following their 1908 title")
                and not set(_values(question, sentence_a)) & set(_values(question, sentence_b))
                and same_fact(question, sentence_a, chunk_a, sentence_b, chunk_b)):
            return [(sentence_a, chunk_a, sentence_b, chunk_b)]
    return []


def _own_words(sentence: str) -> set[str]:
    return {stem(t) for t in key_terms(sentence, limit=100)
            if not any(ch.isdigit() for ch in t) and not re.fullmatch(MONTH, t, re.I)}


def same_fact(question: str, sentence_a: str, chunk_a: RetrievedChunk, sentence_b: str,
              chunk_b: RetrievedChunk) -> bool:
    """Whether two sentences giving different values state the same fact: each holds most
    of the question's words (with its page's title), and they share words of their own. "In
    1819, Alabama was admitted as the 22nd state" and "In 2015 the Supreme Court of Alabama
    ruled …" give two years about Alabama, not two answers to when it became a right-to-work
    state. Each names the numbers the question names its subject by, on the page or its
    title: the Fifteenth Amendment's ratification is no other answer for the 13th's; they
    hold the same of the question's words naming things (one album's page holding
    "eyez", the other's only "album", are about two albums); and two things of one name
    (``_told_apart``) or two editions of one (``_editions``) each have their own facts."""
    terms = key_terms(question)
    marks = numbered(question)  # "the 13th amendment": not the Fifteenth's ratification
    if any(holds(terms, sentence, chunk.title) < FACT_SHARE or
           not marks <= numbered(f"{chunk.title} {sentence}")
           for sentence, chunk in ((sentence_a, chunk_a), (sentence_b, chunk_b))):
        return False
    if _told_apart(chunk_a.title, chunk_b.title) or _editions(sentence_a, sentence_b):
        return False
    for name in entities(question):  # someone or something the question names, on one
        # passage only: "He appeared in 88 episodes." on the part Michael Moriarty played,
        # "Van Buren appeared in 392" on another's; or on neither: "573 people living in
        # Tabulam" and "1 million people living in New Zealand" for Tenterfield's
        if not all(overlap(key_terms(name), f"{c.title} {c.text}") == 1.0
                   for c in (chunk_a, chunk_b)):
            return False
    held_a, held_b = (
        {t for t in terms if names_a_thing(t) and stem(t) in forms}
        for forms in (written_forms(f"{c.title} {s}") for s, c in ((sentence_a, chunk_a),
                                                                   (sentence_b, chunk_b))))
    if held_a != held_b:  # "All Eyez on Me (Monica album)" and "Ride Out (album)": the
        return False  # question's "eyez" on one of them only: two different things
    own_a, own_b = _own_words(sentence_a), _own_words(sentence_b)
    return len(own_a & own_b) >= SAME_FACT * max(1, min(len(own_a), len(own_b)))


def _told_apart(title_a: str, title_b: str) -> bool:
    """Whether two pages' titles name two things by one name, told apart by what follows in
    brackets: "Teenage Mutant Ninja Turtles (2003 TV series)" and "(2012 TV series)";
    "Grey's Anatomy" and "Grey's Anatomy (season 13)", the show and one of its seasons."""
    a, b = title_a.strip().lower(), title_b.strip().lower()
    return a != b and norm_title(a) == norm_title(b) and "(" in a + b


def _editions(sentence_a: str, sentence_b: str) -> bool:
    """Whether two sentences are about two editions of one thing, each naming it by its
    year: "The 2016 Epcot International Food & Wine Festival ran …" and "The 2015 Epcot
    …": their years are no two answers."""
    def editions(sentence: str) -> set[tuple[str, str]]:
        words = re.findall(r"[\w'’&-]+", sentence.lower())
        return {(w, words[i + 1]) for i, w in enumerate(words[:-1]) if YEAR.fullmatch(w)}
    mine = editions(sentence_a)
    return any(noun == other and year != theirs for year, noun in mine
               for theirs, other in editions(sentence_b)) and not (
        {y for y, _ in mine} & {y for y, _ in editions(sentence_b)})


def quoted(citations: Sequence[Citation], chunks: Sequence[RetrievedChunk]
           ) -> list[RetrievedChunk]:
    """The passages of ``chunks`` from the pages a report quotes, in their own order (none
    when it quotes none): the names a reader may ask about next are on the report's pages,
    not on one read for another reading and left out ("Prophetstown State Park" in a report
    on the newest iPad; "Work college" in one that found nothing on photosynthesis).
    Of a page listing what a name may mean, only the lines quoted ("Luscious Jackson", of a
    song called "Ladyfingers", is nothing to ask about after the botanical name)."""
    by_id = {c.chunk_id: c for c in chunks}
    pages = {by_id[c.chunk_id].source_id for c in citations if c.chunk_id in by_id}
    said = {c.chunk_id: [x.sentence for x in citations if x.chunk_id == c.chunk_id]
            for c in chunks if c.source_id in pages and listed_meanings(c)}
    return [c.model_copy(update={"text": "\n".join(said[c.chunk_id])}) if c.chunk_id in said
            else c for c in chunks if c.source_id in pages]


#: a name quoted in an aside, in double or single quotes
_QUOTED_ALIAS = re.compile(r"[\"“]([^\"”]{2,60})[\"”]|(?<!\w)[‘']([^‘’']{2,60})[’'](?!\w)")
#: a name an aside gives in a language ("(French: Traité de Versailles; German: Versailler
#: Vertrag, …)"): the subject's own, in that language
_LANGUAGE_ALIAS = re.compile(r"(?:^|[(;,]\s*)([A-Z][a-z]+):\s+([^;,()\[\]]{2,60})")
#: what a page says its subject is also called: the quoted names after it are aliases
_KNOWN_AS = re.compile(r"\b(?:(?:known|referred to)\s+as|nicknamed|(?:also|popularly|commonly|"
                       r"widely|often|sometimes)\s+called|(?:under\s+)?(?:the|a|its)\s+"
                       r"(?:working|original|provisional)\s+title(?:\s+of)?)\b([^.;]{0,200})")


def follow_up_questions(plan: Plan, evidence: Sequence[RetrievedChunk], missing: Sequence[str],
                        limit: int = 3, said: Sequence[tuple[str, str]] = ()) -> list[str]:
    """Questions a reader may ask next: about the names the evidence brought up (not the
    subject's namesakes), and about the question's terms the evidence did not cover. How a
    name relates to the subject is asked only when no sentence of the report (``said``,
    each with its page's title) names both, one of them by being its page: "Saving
    Private Ryan … directed by Steven Spielberg" already says it, so the question is what
    else is known about the film."""
    apart = written_out(plan)  # Babe Ruth's page brings up no name to ask about Ruth Madoc
    evidence = [c for c in evidence if not (apart and is_namesake(c, c.text, apart))]
    unread = unread_subjects(plan, evidence)
    if unread and len(unread) == len(apart):  # nothing read is about whom it asks: no
        # name on those pages relates to them
        return [f"What do other sources say about {name}?" for name in unread][:limit]
    # an open report's subject no page of its own was read for ("Compare LaserDisc and VHS"
    # with VHS named only on LaserDisc's page) is the first thing to look up next
    subjects = subject_names(plan)
    wholes = [*(a.entity for a in plan.aspects if a.entity), *subjects]
    written = "\n".join(f"{c.title}\n{c.text}" for c in evidence)  # "MLB" as its pages
    spelled = [full for s in subjects if (full := written_in_full(s, written))]  # write it
    unpaged = [name for name in wholes if plan.shape in OPEN_SHAPES and
               not any(_all_words_in(name, c.title) for c in evidence)]
    first = [f"What do other sources say about {name}?" for name in dict.fromkeys(unpaged)]
    titles = {norm_title(c.title) for c in evidence}
    core = subjects[0] if subjects else ""
    parts = {p for s in [*subjects, *spelled] for p in s.lower().split() if len(p) > 2}
    unfound = unmentioned(missing)
    if plan.shape == "list":  # "What do other sources say about stadiums?" asks nothing:
        unfound = _without_kind(plan, unfound)  # the kind is what the list is of
    lost = {t.lower() for t in unfound}
    if unfound and core and set(key_terms(core)) <= lost:
        # no page mentions the subject: the names read are of something else, no step to it
        return [q for q in [asked_again(plan, unfound)] if q]
    found = bridge_entities(evidence, plan, set(), limit=limit + 5)
    # "ZZ Top's" is ZZ Top: no question about the connection between ZZ Top's and ZZ Top
    named = (_undescribed(POSSESSIVE.sub("", p)) for f in found for p in people_named(f))
    # a name the pages quote only in brackets is one of the subject's other names ("Hanguk
    # Jeonjaeng", the Korean War in Korean), not a thing to ask about
    outside = " ".join(without_asides(c.text) for c in evidence)
    aliases = {q.strip() for c in evidence for aside in asides(c.text)
               for pair in _QUOTED_ALIAS.findall(aside) for q in pair if q} | {
        named.strip() for c in evidence for aside in asides(c.text)
        for language, named in _LANGUAGE_ALIAS.findall(aside) if language in DEMONYMS}
    # (a translation too: "lit. 'Assembly of Ireland'" of Dáil Éireann)
    # and so is one it quotes as what the subject is known as ("also known as the
    # "Festival of Love", …" on Holi's page)
    called = {q.strip().lower() for c in evidence for after in _KNOWN_AS.findall(c.text)
              for pair in _QUOTED_ALIAS.findall(after) for q in pair if q}
    named = (n for n in named if n and not (n.strip() in aliases and n.strip() not in outside)
             and n.strip().lower() not in called)
    # nor what the subject is called first on a page calling it by the name asked ("The
    # Compact Cassette … also commonly called the tape cassette, cassette tape …, is …"),
    # the title it is styled with ("David Lloyd George, 1st Earl Lloyd-George of Dwyfor")
    # or the letters after its name ("OM PC")
    own = " ".join(f"{called_subject(sentence, subjects)} {written_whole(sentence, subjects)}"
                   for c in evidence for sentence in passage_sentences(c.text))
    styled = " ".join(m.group(1) for c in evidence for s in subjects
                      for m in re.finditer(rf"\b{re.escape(s)},\s+{_STYLED}", c.text))
    named = (n for n in named if n and not _within_words(n.strip(), f"{own} {styled}")
             and not _POST_NOMINALS.fullmatch(n.strip()))
    names = [n.strip() for n in dict.fromkeys(named)
             if n and not any(c.isdigit() for c in n) and (" " in n or n.lower() in titles)
             and not _part_of_subject(n, parts, [*subjects, *spelled]) and not is_collection(n)
             and not numbers_the_subject(n, plan.normalized)
             and not any(_abbreviates(n, s) or _abbreviates(s, n) for s in subjects)]
    # a quoted title cut short where its small words begin ("Brenda's Got" of "Brenda's Got
    # a Baby") is asked about whole
    quoted = [t for c in evidence for t in _QUOTED_TITLE.findall(c.text)]
    names = [next((t for t in quoted if t.startswith(f"{n} ") or t.endswith(f" {n}")), n)
             for n in names]  # (or its end: "Reluctant Messiah" of "Illusions: The
    # Adventures of a Reluctant Messiah")
    # nor the given names of the subject's before its nickname ('Richard Anthony "Cheech"
    # Marin' is Cheech Marin)
    names = [n for n in names if not any(
        m.group(1).lower() in parts for c in evidence
        for m in re.finditer(rf"\b{re.escape(n)}\s+[\"“][^\"”]{{1,30}}[\"”]\s+([\w'’-]+)", c.text))]
    # and a name cut short before "of" ("National Museum" of "National Museum of the United
    # States Air Force") is asked about as a page writes it whole
    names = [_of_whole(n, evidence) for n in names]
    # and a subtitle as the title it ends ("Hercules: The Legendary Journeys", not "the
    # Legendary Journeys")
    names = [_subtitled_whole(n, evidence) for n in names]
    # one name once: "Desire Inc." and "Desire Inc", "The Family Man" and "Family Man"
    keys = [_name_key(n) for n in names]
    names = [n for i, n in enumerate(names) if keys[i] not in keys[:i]]
    # nor the tail of another ("Love Me?" of "Do You Love Me?")
    names = [n for n in names if not any(
        o != n and o.rstrip("?!").endswith(f" {n.rstrip('?!')}") for o in names)]
    # one bearer once, and never the subject under another name ("Muhi-ud-Din Muhammad" is
    # Aurangzeb; "McKinley Morganfield" is Muddy Waters, asked about already)
    bearers = [pair for c in evidence for pair in other_names(c.text)]
    kept: list[str] = []
    for name in names:
        if not any(one_bearer(name, other, bearers) for other in [*subjects, *kept]):
            kept.append(name)
    names = kept
    # the founder before the war: a broad event or region is the background of many pages
    names = sorted(names, key=lambda n: _BROAD.search(n) is not None)[:limit]

    def subject_of(name: str) -> str:  # the subject of the page naming it, else the first
        for chunk in evidence:
            if name in chunk.text:
                return next((s for s in subjects if about(chunk, chunk.text, s, subjects)),
                            core)
        return core

    def related(name: str, subject: str) -> bool:  # a sentence of the report says how
        low = subject.lower()
        return any((name in line or same_name(title, name)) and
                   (low in line.lower() or same_name(title, subject)) for line, title in said)

    out = [f"What is the connection between {_as_named(name, written)} and {subject}?"
           if (subject := subject_of(name)) and not related(name, subject)
           else f"What else is known about {_as_named(name, written)}?" for name in names]
    if unfound and (again := asked_again(plan, unfound)):
        out.append(again)
    return [*first, *out][:limit]


_WH = re.compile(r"(?:how|why|when|where|what|who|which)\b", re.I)


def asked_again(plan: Plan, unfound: Sequence[str]) -> str:
    """The follow-up on terms no source mentions: the part of the question they are in, when
    one is ("How was Richard Kuklinski caught?", not "… about caught?"), else the terms that
    name something ("What do other sources say about tactics?"); none when every term is a
    verb's past form ("structured" of "How are Chinese characters structured?")."""
    for aspect in plan.aspects:
        part = aspect.title  # a joined question's part: "How was Richard Kuklinski caught?"
        if aspect.entity and _WH.match(part) and any(
                re.search(rf"\b{re.escape(t)}\b", part, re.I) for t in unfound):
            return part if part.endswith("?") else \
                f"What do other sources say about {part[:1].lower()}{part[1:]}?"
    things = [t for t in unfound if not _VERB_FORM.search(t)]
    return f"What do other sources say about {' '.join(things[:3])}?" if things else ""


#: a verb's past form ("structured", "founded"; not "speed" nor "seed"), which names
#: nothing to look up
_VERB_FORM = re.compile(r"^[a-z]{3,}[^e\W]ed$")


_QUOTED_TITLE = re.compile(r"[\"“]([A-Z][^\"”]{2,80}?)[\"”]")
#: names of wars, eras and wide regions: worth asking about last ("What else is known about
#: World War II?" for a shipbuilder founded during it)
_BROAD = re.compile(r"\b(?:War|Wars|Revolution|Coast|Ocean|Sea|Continent|Region|Era|Age|"
                    r"Depression|Europe|Asia|Africa|America|United States|United Kingdom)"
                    r"(?:\s+(?:I|II|III|IV))?$")


def numbers_the_subject(name: str, question: str) -> bool:
    """Whether a name is the thing a question asks of by its number, written out: the
    "Thirteenth Amendment to the United States Constitution" of "When was the 13th
    amendment ratified …?" (its numbers are the question's, and so is its next word)."""
    marks = numbered(name)
    words = [w for w in key_terms(name, limit=30) if not numbered(w)]
    return bool(marks) and marks <= numbered(question) and bool(words) and \
        overlap(words[:1], question) == 1.0


def _part_of_subject(name: str, parts: set[str], subjects: Sequence[str]) -> bool:
    """Whether a name shares a word with a subject: the subject again ("Timothy Francis
    Leary"), or a namesake ("Timothy Clifford"). A person the subject is named after is
    not ("Henry J. Kaiser" of Kaiser Ventures, "Edmond Halley" of Halley's Comet): only the
    name's surname is shared, and it is not the subject's own last word."""
    words = name.lower().split()
    shared = parts & set(words)
    if not shared:
        return False
    ends = {POSSESSIVE.sub("", s.lower()).split()[-1] for s in subjects if s.split()}
    return not (len(words) >= 2 and shared == {words[-1]} and words[-1] not in ends)


#: a name going on with "of" and more capitalised words: "… of the United States Air Force"
_CAPITAL = r"[A-Z](?:[\w'’-]|\.(?=\w))*"  # (a full stop only inside one: "U.S")
_OF_REST = rf"\s+of\s+(?:the\s+)?{_CAPITAL}(?:\s+(?:(?:and|of|of\s+the)\s+)?{_CAPITAL}){{0,5}}"


def _of_whole(name: str, evidence: Sequence[RetrievedChunk]) -> str:
    """The name of a place, body or event as the first page writing it with "of" after it
    writes it whole ("National Museum of the United States Air Force", "Museum of Science
    and Industry", not "… and the Bank of Scotland"); else ``name``."""
    if not name[-1:].isalpha() or not name.split()[-1][:1].isupper() or \
            not names_no_person(name):  # (not a person's: "John Smith of Apple")
        return name
    find = re.compile(rf"(?<![\w'’-]){re.escape(name)}{_OF_REST}")
    return next((m.group(0) for c in evidence if (m := find.search(c.text))), name)


def _subtitled_whole(name: str, evidence: Sequence[RetrievedChunk]) -> str:
    """The title whose subtitle after a colon ``name`` is, as the first page writing it so
    writes it ("Hercules: The Legendary Journeys" for "Legendary Journeys"); else
    ``name``."""
    find = re.compile(rf"(?<![\w'’-])((?:[A-Z][\w'’-]*\s+){{0,3}}([A-Z][\w'’-]*):\s+"
                      rf"(?:The\s+|A\s+)?{re.escape(name)})(?![\w'’-])")
    # (not a language's name for it: "(French: Traité de Versailles; German: Versailler
    # Vertrag, …)" gives the treaty's names, no title "German: Versailler Vertrag")
    return next((m.group(1) for c in evidence for m in find.finditer(c.text)
                 if m.group(2) not in DEMONYMS and
                 not re.search(r"[(;]\s*$", c.text[:m.start()])), name)


def _as_named(name: str, written: str = "") -> str:
    """A name as a question writes it: a title ending in its own question or exclamation
    mark quoted ('What else is known about "Do You Love Me?"?'); one the pages (``written``)
    write after "the" more often than not, the name ending there, with it ("the Declaration
    of Independence", not "the Fox Kids programming block")."""
    if name.endswith(("?", "!")):
        return f'"{name}"'
    if name.split()[0].lower() in ("the", "a", "an"):
        return name
    with_the = without = 0
    for found in re.finditer(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", written):
        after = written[found.end():found.end() + 20]
        if not _THE_BEFORE.search(written[max(0, found.start() - 5):found.start()]):
            without += 1
        elif not re.match(r"\s+[a-z]", after) or _ENDS_NAME.match(after):
            with_the += 1  # (not "the Fox Kids programming block": the noun's "the")
    return f"the {name}" if with_the > without else name


_THE_BEFORE = re.compile(r"(?<![\w'’-])[Tt]he\s$")
#: words after a name that end it: "the Declaration of Independence was …"
_ENDS_NAME = re.compile(r"\s+(?:is|was|are|were|has|had|and|or|of|in|on|at|to|for|by|with|from|"
                        r"which|that|who|as|after|before|since|during)\b")


def _name_key(name: str) -> str:  # ("Rim-Sin II" and "Rim- Sin II" are one)
    return re.sub(r"^the\s+|\.$", "", re.sub(r"-\s+", "-", name.strip().lower()))


#: a peer's title after their name, up to the next comma ("1st Earl Lloyd-George of Dwyfor")
_STYLED = (r"((?:\d+(?:st|nd|rd|th)\s+)?(?:Earl|Countess|Baron|Baroness|Viscount|Viscountess|"
           r"Duke|Duchess|Marquess|Marchioness)\s+[^,;()]+)")
#: letters after a name (orders, fellowships): "OM PC", "KBE FRS"
_POST_NOMINALS = re.compile(r"[A-Z]{2,4}(?:\s+[A-Z]{2,4})+")


def _within_words(name: str, text: str) -> bool:
    return bool(name) and re.search(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", text) is not None


def one_bearer(name: str, other: str, pairs: Sequence[tuple[str, str]]) -> bool:
    """Whether ``pairs`` (``other_names``) give ``name`` and ``other`` to one bearer."""
    keys = {_name_key(name), _name_key(other)}
    return len(keys) == 2 and any({_name_key(a), _name_key(b)} == keys for a, b in pairs)


def _abbreviates(short: str, name: str) -> bool:
    """Whether ``short`` is the initials of ``name`` ("MLB", Major League Baseball): the
    subject again, no name to ask about."""
    words = [w for w in name.split() if w[:1].isupper()]
    return short.isupper() and len(words) >= 2 and \
        short.replace(".", "") == "".join(w[0] for w in words)


_ERA_OF_LANGUAGE = frozenset("ancient old middle modern classical late early medieval "
                             "vulgar biblical".split())


def _undescribed(name: str) -> str:
    """The name to ask about, or "" when it only describes someone: a nationality and
    another adjective ("Irish Catholic", "American Indian") name no one; "British Empire"
    does. A nationality, a role or an owner before a name is not asked about ("CEO Steve
    Jobs", "France's Zinedine Zidane"), nor two surnames joined ("Carey and Dion"), nor
    is a state or country (a follow-up on the United States asks nothing of an iPad)."""
    name = owned_apart(name)[-1]  # "France's Zinedine Zidane" is Zinedine Zidane
    if all(w in DEMONYMS for w in re.split(r"[\s-]+", name) if w):
        return ""  # "British- Argentine", "Anglo-Irish": a nationality, no one
    words = name.split()
    if len(words) == 2 and words[0].lower() in _ERA_OF_LANGUAGE and words[1] in DEMONYMS:
        return ""  # "Ancient Greek", "Old English": the language a name comes from
    if len(words) == 2 and words[0] in DEMONYMS and re.search(r"(?:ic|an|ist|ish|ese)$",
                                                                  words[1]):
        return ""
    if all(w in DEMONYMS or w in COMPASS or w.islower() for w in words):
        return ""  # "French and Spanish" are languages a word is given in; "Russian and
        # North American" (tundra) describe things
    if len(words) >= 2 and POSSESSIVE.search(words[0]) and all(w in DEMONYMS for w in words[1:]):
        return ""  # "Cape’s British" of "the Cape’s British colonial administration"
    if re.fullmatch(r"[A-Z][\w'’.-]* (?:and|&) [A-Z][\w'’.-]*", name):
        return ""  # "Carey and Dion": two people a sentence names by surname (or a duo)
    if re.search(rf"\sthe\s+(?:{_ROLE_BEFORE.pattern})$", name):
        return ""  # "Legislature the President" of "… of the Legislature the President of
        # the Senate is …": a sentence's words run together
    if all(_ROLE_BEFORE.fullmatch(w) or w in _OFFICE_WORDS for w in words):
        return ""  # "Vice President", "Prime Minister", "President Pro Tempore": an office,
        # held by many
    rest = " ".join(words[1:])
    if len(words) == 3 and words[0] in DEMONYMS and words[1][:1].isupper() and \
            not names_no_person(rest) and \
            not re.search(r"(?:ic|an|ist|ish|ese|al)$", words[1]):
        return rest  # "Italian Elisabetta Vignotto" is Elisabetta Vignotto
    if len(words) >= 3 and _ROLE_BEFORE.fullmatch(words[0]) and \
            all(w[:1].isupper() for w in words[1:3]):
        return rest  # "CEO Steve Jobs" is Steve Jobs
    if name.lower() in PLACES:
        return ""  # "What else is known about United States?" asks nothing of the subject
    return name


#: words that make an office of a role: "Vice President", "President Pro Tempore"
_OFFICE_WORDS = frozenset(("Vice", "Prime", "Deputy", "Chief", "Vice-", "Pro", "Tempore"))


#: what a sentence calls someone before their name ("CEO Steve Jobs", "Senator Ted Cruz")
_ROLE_BEFORE = re.compile(r"CEO|Chairman|Chairwoman|President|Senator|Governor|Director|"
                          r"Producer|Coach|Captain|General|Judge|Justice|Mayor|Minister|"
                          r"Professor|Dr\.?|Speaker|Rapper|Singer|Actor|Actress|Guitarist|"
                          r"Bassist|Drummer|Vocalist|Keyboardist|Pianist")


def good_follow_ups(candidates: Sequence[str], plan: Plan,
                    limit: int = MAX_FOLLOW_UPS) -> list[str]:
    """Follow-ups that are real questions: a question mark, a few words, and not the
    question asked again."""
    asked = key_terms(plan.normalized, limit=30)
    out: list[str] = []
    for text in candidates:
        q = " ".join(str(text).split())
        if not q.endswith("?") or len(q.split()) < 4 or len(q) > 300:
            continue
        terms = key_terms(q, limit=30)
        if terms and overlap(terms, plan.normalized) >= 0.8 and \
                overlap(asked, q) >= 0.8:
            continue  # the question itself, reworded
        if q.lower() not in (o.lower() for o in out):
            out.append(q)
    # one name written twice ("St Augustine", "St. Augustine") or cut at a comma ("You're
    # Gonna Go Far" of "You're Gonna Go Far, Kid") is asked about once, whole
    keys = [" ".join(re.findall(r"\w+", q.lower())) for q in out]
    out = [q for i, (q, key) in enumerate(zip(out, keys, strict=True))
           if not any(other.startswith(f"{key} ") or (other == key and j < i)
                      for j, other in enumerate(keys) if j != i)]
    return out[:limit]


def unread_subjects(plan: Plan, chunks: Sequence[RetrievedChunk]) -> list[str]:
    """The subjects a question writes out (``written_out``) that no passage of ``chunks``
    names or is the page of."""
    return [n for n in written_out(plan) if not any(about(c, nicknamed(c.text), n) or
                                                    _all_words_in(n, c.title) for c in chunks)]


def never_named(plan: Plan, chunks: Sequence[RetrievedChunk], unread: Sequence[str]) -> list[str]:
    """The names a question writes out (two words or more) that no passage read holds every
    word of, nor is the page of: "Steve Irwin" when the pages read tell only of Bindi Irwin
    (and of other Steves). Subjects already said to be unread (``unread``) are not again."""
    names = [part for n in plan.entities if n in plan.normalized and n not in unread
             for part in _NAMES_JOINED.split(_LEADING_NUMBER.sub("", n)) if " " in part]
    titles = [unaccented(c.title) for c in chunks]  # (a question typed without the accents:
    texts = "\n".join(unaccented(nicknamed(c.text)) for c in chunks)  # "Akinoshu Kenji")
    return [n for n in dict.fromkeys(names)
            if not any(_all_words_in(unaccented(n), title) for title in titles)
            and not _written_in(unaccented(n), texts)]


#: names a question's subject joins ("Alfred Gell and Edmund Leach", "Captain Miller in
#: Saving Private Ryan"), each asked of apart; and a year before one ("1991 Euromarché")
_NAMES_JOINED = re.compile(r"\s+(?:and|&|in|at|on|for|from)\s+")
_LEADING_NUMBER = re.compile(r"^(?:\d[\d,.]*\s+)+")


def _written_in(name: str, text: str) -> bool:
    """Whether ``text`` writes a name's words in its order, with at most two other names
    between ("Stephen Robert Irwin" for "Stephen Irwin"; not "Tia Marr and Oren Quill" for
    "Oren Marr")."""
    words = [f"(?i:{re.escape(w)})" for w in re.sub(r"(?<=\w)['’]s?(?!\w)", "", name).split()]
    between = r"(?:\s+[A-Z][\w.'’-]*){0,2}\s+"
    return re.search(rf"(?<!\w){between.join(words)}(?!\w)", text) is not None


def _all_words_in(name: str, title: str) -> bool:
    """Whether a page's title holds every word of a name, with others between ("1966 FIFA
    World Cup Final" is about the "1966 World Cup"), a word of initials as the words it
    stands for ("2017 Major League Baseball All-Star Game" is about the "MLB All-Star
    Game")."""
    words = set(tokenize(title))  # ("Schubert's Piano Sonata D 840" in "Piano Sonata in C
    # major, D 840 (Schubert)": a possessive is its word)
    return all(bool(spelled_out(word, title)) or all(w in words for w in tokenize(word))
               for word in re.sub(r"(?<=\w)['’]s?(?!\w)", "", name).split())


def _without_kind(plan: Plan, terms: Sequence[str]) -> list[str]:
    """A list question's terms but the kind it lists ("stadiums")."""
    kind = stem(list_kind(plan.normalized))
    return [t for t in terms if stem(t.lower()) != kind]


def unread_line(name: str) -> str:
    """The gap of a subject no page read is about (a list of it says the same, once)."""
    return f"No page read is about {name.rstrip('.')}."  # (not "The Notorious B.I.G..")


READ_TITLES = 6  # pages named in the gap of a report that quotes none of those it read


def read_but_silent(chunks: Sequence[RetrievedChunk]) -> str:
    """The gap of a report that quotes nothing: which pages were read (a reader sees what the
    run looked at, not an empty list of sources)."""
    titles = list(dict.fromkeys(c.title or c.url for c in chunks))
    more = f" and {len(titles) - READ_TITLES} more" if len(titles) > READ_TITLES else ""
    return f"Pages read, none quoted: {'; '.join(titles[:READ_TITLES])}{more}."


def uncovered(plan: Plan, title: str) -> str:
    """The gap of an empty section: its question when the heading names no subject
    ("Nothing read answers “What are the symptoms of tuberculosis?”", not "… covers
    “Symptoms”"), else its heading."""
    asked = next((a.question for a in plan.aspects if a.title == title and not a.entity
                  and a.question.endswith("?")), "")
    return f"Nothing read answers “{asked}”" if asked else f"Nothing read covers “{title}”."


def gaps(plan: Plan, sections: Sequence[Section], missing: Sequence[str],
         unread: Sequence[str] = (), unnamed: Sequence[str] = (), *,
         answered: bool = False) -> list[str]:
    """What the run could not establish: sub-questions no search could complete, sections
    left empty, subjects no page read is about (``unread``) or names none names
    (``unnamed``), and the question's terms no source mentions (with an answer found, not
    the kind asked nor the question's verb: "team" and "play" of "Which team did he play
    for?" answered by "played primarily with the Green Bay Packers")."""
    out: list[str] = [unread_line(name) for name in unread]
    out += [f"No source read names {name.rstrip('.')}." for name in unnamed]
    for sub in plan.sub_questions[1:]:
        if sub.status == "failed":
            out.append(f"No search for “{sub.question}” could be completed.")
    empty = [s for s in sections if not s.paragraphs and not s.items]
    out += [s.note or uncovered(plan, s.title) for s in sections
            if (s in empty or s.note) and not (s.title in unread and not s.note)]
    # (a list's entries not dated within the time asked; a subject's empty section says
    # nothing its unread line has not)
    # not said twice ("Influence", "influence"), nor a heading's word that its section
    # covers by meaning ("causes": pages say what started the fire)
    named = {w for e in plan.entities for w in e.lower().split()}  # a subject is no heading
    said = {w for s in sections for w in re.findall(r"[\w'’-]+", s.title.lower())
            if s in empty or w not in named}
    unsaid = [term for term in unmentioned(missing) if term.lower() not in said]
    if plan.shape == "list" and any(s.items for s in sections):  # the entries found are
        # of the kind asked: "Petco Park" is a stadium no page calls one
        unsaid = _without_kind(plan, unsaid)
        answered = True
    if answered:
        asked = {stem(w) for w in (answer_type(plan.normalized), list_kind(plan.normalized),
                                   named_verb(plan.normalized)) if w}
        unsaid = [t for t in unsaid if stem(t.lower()) not in asked]
    if unsaid:
        out.append(f"No source read mentions: {', '.join(unsaid[:6])}.")
    cited = [c.sentence for s in sections for c in s.citations]
    if plan.shape == "overview" and cited and not _HAPPENED.match(plan.normalized):
        # "Tell me about the Alps." answered with the war and the ski races the pages read
        # tell of, none saying what the Alps are (a request naming its facets, "causes,
        # damage and rebuilding", asks for those instead; "what happened at …" what did)
        for name in dict.fromkeys(a.entity for a in plan.aspects
                                  if a.entity and same_name(a.title, a.entity)):
            if not any(says_what(name, c) for c in cited) and \
                    not is_topic_of(name, plan.normalized):
                named = as_asked(name, plan.normalized)
                verb, them = ("are", "them") if plural(named) else ("is", "it")
                out.append(f"No passage read says what {named} {verb}; the report gives what "
                           f"the sources say of {them}.")
    # as typed: "Explain the Gram stain." keeps its full stop, a question its mark
    asked = plan.normalized if plan.normalized[-1:] in ".?!" else f"{plan.normalized}?"
    if cited and _ASKS_WHY.match(plan.normalized) and not any(
            gives_cause(c) or _GIVES_MOTIVE.search(c) for c in cited):
        out.append(f"No source read gives a reason in so many words for “{asked}”; the "
                   "report gives what the sources say around it.")
    elif cited and not unsaid and not _ASKS_WHY.match(plan.normalized) and \
            plan.shape in ("explanation", "howto") and \
            plan.sub_questions and plan.sub_questions[0].status != "covered" and \
            not _EXPLAIN_THING.match(plan.normalized) and \
            not (_ASKS_HOW_MADE.match(plan.normalized) and any(map(gives_cause, cited))) and \
            not (_ASKS_MADE_OF.match(plan.normalized) and any(map(_TELLS_MADE_OF.search,
                                                                   cited))) and \
            not tells_how_done(plan.normalized, cited) and \
            not tells_holding(plan.normalized, cited):
        # ("How did the Delano grape strike end?": its page tells how it began, and "end"
        # is on pages about other things)
        out.append(f"No passage read answers “{asked}” directly; the report gives what the "
                   "sources say around it.")
    return list(dict.fromkeys(out))  # a section's note may say what a gap says


#: "What happened at the 92nd Academy Awards?" asks what took place, not what it is
_HAPPENED = re.compile(r"^\W*what\s+(?:happened|took\s+place|went\s+on)\b", re.I)


def as_asked(name: str, question: str) -> str:
    """A name with the article the question gives it: "the Alps" of "Tell me about the
    Alps."."""
    found = re.search(rf"\b(the)\s+{re.escape(name)}\b", question, re.I)
    return f"{found.group(1)} {name}" if found else name


def plural(name: str) -> bool:
    """Whether a name is of several things: "the Alps", "the Beatles" (not "the uterus",
    "the Genesis", "the Grass")."""
    return re.fullmatch(r"(?i:the)\s+.*[a-z](?<![uis])s", name) is not None


def is_topic_of(name: str, question: str) -> bool:
    """Whether a subject is a topic of something, not a thing to say what it is: a page
    titled for a facet of a place or thing ("Religion in Turkey", "History of Rome") whose
    facet the question writes in lower case ("an overview of religion in Turkey")."""
    topic = re.match(r"([^\W\d_]+)\s+(?:in|of)\s+\S", name)
    return topic is not None and re.search(
        rf"(?<![\w'’-]){re.escape(topic.group(1).lower())}\s+(?:in|of)\s", question) is not None


#: what things are, in the plural with no article: "… are Japanese animated films made for
#: home video" (not "are found in", "are common in cities")
_ARE_KIND = (r"(?:are|were)\s+(?!(?:not|also|still|now|often|usually|mostly|being|found|used|"
             r"known|made|called|considered|based|located|held|given|seen|set|written|common|"
             r"popular|available|native|present|responsible|able|in|on|at|by|for|of|to)\b)"
             r"(?:[\w-]+\s+){0,3}[a-z][\w-]*[^s\W]s\b")


#: the field a sentence's definition is of, opening it: "In rhetoric, ", "In computer
#: science, "
_IN_FIELD = re.compile(r"^\W*(?:In|Within)\s+[a-z][a-z\s-]{1,40}?,\s+(?=[A-Z])")


def says_what(name: str, sentence: str) -> bool:
    """Whether a sentence says what ``name`` is: its subject, before "is a" / "was the" /
    "are …", holds a word of the name ("Gerald Rudolph Ford Jr. (born …) was an American
    politician" for Gerald Ford; "[Holi] is a popular festival"; a name with its titles
    after it, or the name it is known by: H. H. Asquith's)."""
    # (the field it is of, first: "In rhetoric, Parallel Syntax … is a rhetorical device")
    plain = _IN_FIELD.sub("", without_asides(sentence))
    opening = re.match(r"^[\W]*((?:[^,;:]|:(?=\s+[A-Z])){1,80}?)\]?\s+(?:(?:is|was|are|were)\s+"
                       r"(?:an?|the|one|someone|somebody|something|anyone|anything)|"
                       r"(?:defines|denotes|designates|refers to|describes)\s+(?:an?|the)|"
                       r"(?:is|was|are|were)\s+(?:any|each)\s+of)\b", plain)  # "Revenge
    # tragedy … defines a genre of plays"
    subject = opening.group(1) if opening else ""
    if opening is None and (titled := re.match(
            rf"^[\W]*([^;:]{{1,250}}?)\]?\s+(?:(?:is|was|are|were)\s+(?:an?|the|one)\b|"
            rf"{_ARE_KIND})", plain)):
        # "Herbert Henry Asquith, 1st Earl of Oxford …, generally known as H. H. Asquith,
        # was a British statesman": the name before its titles, and the one it is known by
        subject = " ".join([titled.group(1).split(",")[0],
                            *re.findall(rf"\b{KNOWN_BY}\s+([^,]+)", titled.group(1))])
    words = {w for w in tokenize(name.lower()) if w not in ("the", "a", "an")}
    return bool(subject) and bool(words & set(tokenize(subject.lower())))


#: a question asking why: "Why did Richard Kuklinski become a contract killer?" ("What led to
#: the downfall of …" is answered by what happened, "smallpox spread rapidly", as often as by
#: a reason given in so many words)
_ASKS_WHY = re.compile(r"\W*why\b", re.I)
#: a request to explain a thing, not how or why ("Explain the Gram stain."): what the pages
#: say it is and does answers it
_EXPLAIN_THING = re.compile(r"\W*explain\s+(?!(?:how|why|what|when|where|whether|if)\b)",
                            re.I)
#: a question asking how something comes about ("How is the second heart sound produced?"),
#: which a sentence saying what causes it answers ("It is caused by the closure of …")
_ASKS_HOW_MADE = re.compile(r"\W*how\s+(?:is|are|was|were|do|does|did)\b.{0,120}?\b(?:produced|"
                            r"made|formed|caused|created|generated|triggered|heard|"
                            r"produce|make|form|cause|create|generate|arise|occur|happen)\b",
                            re.I)
#: "What is Captain America's shield made of?": a sentence saying what it is made of, in
#: any of the words for it ("It is composed of proto-adamantium"), answers it directly
_ASKS_MADE_OF = re.compile(r"^\W*what\s+(?:is|are|was|were)\s+.+\s+(?:made|composed)\s+"
                           r"(?:of|from)\W*$|^\W*what\s+(?:does|do|did)\s+.+\s+consist\s+of\W*$",
                           re.I)
_TELLS_MADE_OF = re.compile(r"\b(?:(?:made|composed|formed|constructed|built)\s+(?:\w+\s+)?"
                            r"(?:of|from)|consists?\s+of|consisting\s+of)\b", re.I)
#: a question asking how a thing was built, founded, invented …: a sentence telling of
#: that act in the words pages state it with answers it ("How was the Sydney Harbour Bridge
#: built?": "Arch construction itself began on 26 October 1928")
_ASKS_HOW_DONE = re.compile(r"\W*how\s+(?:is|are|was|were|do|does|did)\b.{0,120}?\b(build|"
                            r"built|construct(?:ed)?|erect(?:ed)?|found(?:ed)?|establish(?:ed)?|"
                            r"invent(?:ed)?|discover(?:ed)?|design(?:ed)?|develop(?:ed)?)\W*$",
                            re.I)


def tells_how_done(question: str, cited: Sequence[str]) -> bool:
    """Whether a cited sentence tells of the act a "How was X built?" question asks about,
    in its words or those pages state it with (construction, built): it answers directly."""
    asked = _ASKS_HOW_DONE.match(question)
    return asked is not None and any(overlap([asked.group(1)], c, related=True) for c in cited)


_HOLDING_ASKED = re.compile(HOLDING_ASKED, re.I)
#: a sentence stating what a court, a thinker or a study held
_HOLDING_TOLD = re.compile(r"\b(?:held|holds|ruled|rules|decided|decides|concluded|concludes|"
                           r"argued|argues|claimed|claims|contended|contends|asserted|asserts|"
                           r"taught|teaches|believed|believes|advocated|advocates|found|finds|"
                           r"maintained|maintains|stated|states|proposed|proposes|suggested|"
                           r"suggests|predicted|predicts)\s+that\b", re.I)


def tells_holding(question: str, cited: Sequence[str]) -> bool:
    """Whether a cited sentence states what a "What did X decide / argue?" question asks
    ("… a Supreme Court case that held that religious duty was not a defense …")."""
    return bool(_HOLDING_ASKED.match(question)) and any(map(_HOLDING_TOLD.search, cited))


#: what tells a reason besides the words of a cause: a motive, what came before, what a
#: day or a rite stands for ("The festival celebrates the arrival of spring", of "Why is Holi
#: celebrated?")
_GIVES_MOTIVE = re.compile(r"\b(?:after|following|effects? of|thanks to|in order to|so as to|"
                           r"motivated|inspired|driven|influenced|prompted|forced|wanted|"
                           r"sought|aimed|hoped|decided|celebrates|commemorates?|signif(?:y|ies)|"
                           r"symboli[sz]es|marks the|in (?:honou?r|memory) of|dedicated to)\b",
                           re.I)
