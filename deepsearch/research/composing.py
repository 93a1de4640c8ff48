"""Composing a report without a model: every sentence is quoted from a passage the run read
and cites it. Sentences about a namesake of the question's subject are not evidence; a
sentence is used once; each section takes the sentences that best answer its own aspect."""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from itertools import permutations

from deepsearch.errors import EmbeddingError
from deepsearch.kb.embeddings import EmbeddingService
from deepsearch.models import RetrievedChunk
from deepsearch.research.answers import (
    BAND_ROLES,
    COUNTED,
    CREDIT_NOUNS,
    KNOWN_BY,
    LANGUAGES,
    LIFESPAN,
    LOCATED_IN,
    NUMBER,
    OWNED_THING,
    PLACE_KINDS,
    SUPERLATIVE,
    VOTED,
    WORK_KINDS,
    WORKS,
    WRITTEN_NUMBER,
    act_placed,
    answer_kind,
    answer_type,
    answer_votes,
    asked_office,
    asked_years,
    asks_age,
    asks_how_died,
    asks_kin,
    asks_life_date,
    asks_many,
    asks_who,
    called,
    counted_words,
    counts,
    counts_them,
    dates_end,
    defines,
    done_by,
    done_by_another,
    enumerated,
    explains,
    fuller_name_asked,
    gives_cause,
    gives_span,
    holds,
    is_collection,
    is_of_type,
    kin_named,
    kind_forms,
    list_kind,
    listed_as,
    listed_meanings,
    may_be_ambiguous,
    measure_asked,
    measures,
    names_no_person,
    names_whole,
    of_subject,
    of_the_subject,
    only_affiliation,
    page_of,
    pages_naming,
    parentage_told,
    person_named,
    personal_act,
    played_part,
    question_acts,
    range_asked,
    rank_sentences,
    restates,
    ruler_titled,
    said_to_win,
    says_act,
    says_office,
    sentence_score,
    song_by,
    spelled_counts,
    statement_key,
    tells_act,
    tells_life_date,
    thing_named,
    titled_artist,
    told_by_its_sentence,
    trailing_phrase,
    typed_mention,
    typed_title_ending,
    typed_titles,
    what_it_is,
    where_act,
    whole_title,
    written_in,
)
from deepsearch.research.comparisons import (
    ASIDE,
    Profile,
    bare_name,
    goes_through,
    norm_title,
    plain_title,
    profile,
    same_name,
    side_by_side,
    without_asides,
)
from deepsearch.research.kinship import reached_through
from deepsearch.research.models import Aspect, Citation, Length, Plan, Section
from deepsearch.research.shape import (
    COMPARING,
    asks_what_it_is,
    facet_words,
    is_open,
    kind_asked,
    named_apart,
    side_words,
    time_window,
    window_words,
)
from deepsearch.research.verifying import Lines, Numbering
from deepsearch.text import (
    DEMONYMS,
    KINSHIP,
    PLACES,
    STOPWORDS,
    UPPER,
    US_STATES,
    YEAR_LIKE,
    entities,
    is_date_or_count,
    is_prose,
    key_terms,
    names_a_thing,
    nicknamed,
    numbered,
    overlap,
    passage_sentences,
    people_named,
    renumbered,
    stem,
    tokenize,
    within,
    written_in_full,
)

Ranked = list[tuple[float, str, RetrievedChunk]]
log = logging.getLogger(__name__)
SENTENCES = {"brief": 2, "standard": 4, "detailed": 7}  # per section
BODY = {"brief": 3, "standard": 8, "detailed": 14}  # a factoid's supporting sentences, at most
ITEMS = {"brief": 5, "standard": 10, "detailed": 20}  # a list's entries
LIST_DEPTH = 20  # the best sentences whose names are a list's candidate entries
#: where or of what a list's entries are, at the end of a question ("… in virginia")
_PLACING = r"(?:in|of|from|near|at|on|for|by)"
_WITHIN = re.compile(rf"\b{_PLACING}\s+((?:(?!{_PLACING}\b)\w[\w'’-]*\s*){{1,4}})\W*$")
#: lists whose entries are nationality words ("which languages …", "what cuisines …")
_NATIONALITIES = re.compile(r"\b(?:languages?|nationalit(?:y|ies)|cuisines?|peoples?)\b", re.I)
# a report naming several answers takes room for each one's evidence (a brief one stays brief)
LONGER: dict[Length, Length] = {"brief": "brief", "standard": "detailed",
                                "detailed": "detailed"}
ALTERNATIVE_SHARE = 0.6  # of the answer's votes, for another answer to be named
MAX_RIVALS = 3  # other readings' answers named beside the best one, at most
STATED_DEPTH = 2  # the best sentences, one of which must state a short question's answer
CANDIDATE_SHARE = 0.25  # of the answer's votes, for another answer's sentence in the body
CANDIDATE_DEPTH = 15  # the best sentences whose answers the body looks for
BODY_PER_SOURCE = 3  # a factoid's supporting sentences from one page, at most
#: a report of one section ("What did King John do to Kenilworth Castle?") may quote more
#: of the page that tells it: the account is often one page's, the others' asides
SOLE_PER_SOURCE = 5
BODY_FLOOR = 0.4  # of the best sentence's score, for a sentence to be evidence at all
TOPIC_TERMS = 2  # of the question's content words, for a sentence to be about it by its words
TOPIC_PER = 3  # a long question's content words, one in so many likewise
TOPIC_CLOSENESS = 0.4  # cosine to the question, for a sentence sharing fewer to be about it
#: cosine of a page's opening (its title and first chunk read) to a short question, below
#: which the page is about something else ("Omodos: … a village in the Limassol District of
#: Cyprus", whose wine festival is not Disney's); measured on ASQA reports, the pages below
#: it were namesakes and word matches, those on the question's subject above
PAGE_CLOSENESS = 0.3
#: cosine a sentence on such a page needs, with its title, to stay: higher than
#: ``TOPIC_CLOSENESS``, as its page does not vouch for it
FAR_PAGE_CLOSENESS = 0.5
LEAD_CHARS = 300  # of a page's first chunk read, weighed with its title as its opening
TOPIC_ROUNDS = 3  # of weighing the sentences a body picks and picking again, at most (the
# last picks are weighed once more, and those far from the question dropped)
NEAR_COPY_WORDS = 6  # content words, at least, of a statement weighed as a near copy
REFIGURED_WORDS = 12  # words, at least, of two sentences one figure apart to be one statement
REWRITTEN_WORDS = 12  # content words, at least, of each of two statements, and the share of
REWRITTEN_SHARE = 0.85  # the longer's they share, for one to be the other reworded
REWORDED_WORDS = 12  # words, at least, of a sentence one changed word of leaves the same
#: cosine to a facet's question ("What are the symptoms of tuberculosis?") for a sentence
#: not saying the facet's word to be about it: a page on the subject's history is near the
#: subject (0.41-0.45 measured), its sentences on symptoms nearer (0.64-0.77)
FACET_CLOSENESS = 0.55
TOPIC_DEPTH = 30  # of a section's best sentences, weighed for being about its question
PAGE_TERMS = 0.5  # of the question's words, more than this on a page of a lower-case subject
FACET_BOOST = 0.2  # a sentence telling a facet in its words ("born", "married" for a life)
LINK_DEPTH = 15  # the best sentences whose pages and names make a loose sentence a step
_POSSESSIVE = re.compile(r"[’']s$")


def ranks_every_passage(plan: Plan) -> bool:
    """Whether the report's sentences are ranked over every passage read (a factoid that
    may be ambiguous), not only over those retrieved for the question."""
    return plan.shape == "factoid" and may_be_ambiguous(plan.normalized)


def reads_every_passage(plan: Plan) -> bool:
    """Whether the report is written from every passage read, not only from those retrieved
    for its question: a short factoid (``ranks_every_passage``) or an open request (an
    explanation's causes are often in a passage its words do not retrieve: "The effects of
    smallpox on the Inca empire were even more devastating" for "What led to the downfall
    of the incan empire?")."""
    return ranks_every_passage(plan) or is_open(plan.shape)


def factoid_length(plan: Plan, length: Length, others: bool, unsettled: bool) -> Length:
    """How much evidence a factoid's report quotes: one length up (room for more of what was
    found) when other answers are named, none is settled, or the question is short enough to
    mean several things ("Who won the men's French Open title?": which year?)."""
    return LONGER[length] if others or unsettled or ranks_every_passage(plan) else length


def passages_to_rank(plan: Plan, evidence: Sequence[RetrievedChunk],
                     read: Sequence[RetrievedChunk]) -> list[RetrievedChunk]:
    """The passages a report's sentences are ranked over: the evidence retrieved for the
    question and, for a factoid that may be ambiguous, every other passage read after it
    (another reading's answer is often on a page read, in a passage the question's words
    did not retrieve)."""
    return then_read(evidence, read) if ranks_every_passage(plan) else list(evidence)


def then_read(evidence: Sequence[RetrievedChunk], read: Sequence[RetrievedChunk]
              ) -> list[RetrievedChunk]:
    """The evidence, then every other passage read (each once)."""
    known = {c.chunk_id for c in evidence}
    return [*evidence, *(c for c in read if c.chunk_id not in known)]


def subject_names(plan: Plan) -> list[str]:
    """The question's named subjects, without possessives ("Timothy Leary's" → the man),
    "A and B" as two."""
    out: list[str] = []
    for entity in plan.entities:
        for part in named_apart(entity, plan.shape):
            name = _POSSESSIVE.sub("", part.strip())  # not inside a name: "men's soccer"
            if name and name not in out:
                out.append(name)
    return out


def is_namesake(chunk: RetrievedChunk, sentence: str, names: Sequence[str]) -> bool:
    """A passage about someone or something else that shares part of a subject's name (a
    page titled "Timothy Clifford" for a question about Timothy Leary). A subject's initials
    are the words the page writes them as ("2016 Major League Baseball All-Star Game" is of
    the "MLB All-Star Game")."""
    title = norm_title(chunk.title)
    inner = " ".join(re.sub(r"\([^()]*\)", " ", title).split())  # ("Kangiqsujuaq (Wakeham
    # Bay) Airport" is Kangiqsujuaq Airport's page)
    if any(name.lower() in (title, inner) for name in names):
        return False  # the page titled as the question writes it ("PNG Air", though its
        # text spells out Papua New Guinea)
    names = [written_in_full(n, f"{chunk.title}\n{chunk.text}") or n for n in names]
    if any((inside_other_name(chunk, name) or before_other_name(chunk, name)) and not any(
            len(other) > len(name) and within(other.lower(), title) for other in names)
           for name in names):  # (not another subject's page)
        return True
    if any(name.lower() in chunk.text.lower() and
           {stem(w) for w in tokenize(title)} <= {stem(w) for w in tokenize(name)}
           for name in names):
        return False  # the page of what a subject is one of, naming it ("The first heart
        # sound, or S1, …" on "Heart sounds", for the first and the second heart sound)
    if any(shorter_namesake(name, title, chunk.text) for name in names):
        return True  # "Dell" (the computer maker) for "Dell Magazines": a page titled with a
        # part of the name whose text never says the rest of it
    if any(in_title(name.lower(), title) or (len(title) > 3 and within(title, name.lower()))
           or titled_in_other_order(name, chunk.title) or ruler_titled(name, title)
           for name in names):
        return False  # the page of one of the subjects
    if any(first_of_longer_name(name, sentence) for name in names):
        return True  # "Ezra Miller" on a film's page, for Ezra the scribe
    for name in names:
        low = name.lower()
        parts = [w for p in low.split() if len(w := _POSSESSIVE.sub("", p)) > 2
                 and w not in STOPWORDS]  # "Edmond Halley" is not Halley's Comet
        if len(parts) < 2 or low in title or low in sentence.lower() or \
                low in nicknamed(chunk.text).lower():
            continue  # (its passage naming it by a nickname: 'Benjamin "Ben" Stone')
        words = title.split()
        if any(p.isdigit() for p in parts) and all(p in words for p in parts
                                                   if not p.isdigit()):
            continue  # "England at the FIFA World Cup" is of the "1966 World Cup"'s kind
        if any(p in words for p in parts):
            return True
    return False


def first_of_longer_name(name: str, sentence: str) -> bool:
    """Whether a one-word name is written in a sentence only as the first word of a longer
    name ("Ezra Miller" for Ezra, "Paris Hilton" for Paris): someone or something else."""
    if " " in name.strip() or len(name) < 3:
        return False
    mentions = list(re.finditer(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", sentence))
    return bool(mentions) and all(re.match(r"\s+[A-Z][a-z]", sentence[m.end():])
                                  for m in mentions)


def shorter_namesake(name: str, title: str, text: str) -> bool:
    """Whether a page titled with the first words of a name (``title`` in lower case) is of
    another thing: its text never writes the name's other content words ("Dell" of "Dell
    Magazines" on the computer maker's page; "Goo Goo Dolls" is the Goo Goo Dolls')."""
    low = name.lower()
    if len(title) <= 3 or title == low or not low.startswith(f"{title} "):
        return False
    rest = [w for w in tokenize(low[len(title):]) if w not in STOPWORDS and len(w) > 2]
    said = {stem(w) for w in tokenize(text)}
    return bool(rest) and not any(stem(w) in said for w in rest)


def titled_in_other_order(name: str, title: str) -> bool:
    """Whether a page's title holds every word of a name of three words or more in another
    order, a number or its bracket's word among them: "Piano Sonata in C major, D 840
    (Schubert)" is the page of "Schubert's Piano Sonata D 840"."""
    words = [w for w in tokenize(_POSSESSIVE_IN.sub("", name.lower())) if w not in STOPWORDS]
    held = set(tokenize(title.lower()))
    bracket = re.search(r"\(([^()]+)\)\s*$", title)
    main = tokenize(title[:bracket.start()].lower() if bracket else title.lower())
    # (its number in the title proper, which opens with a word of the name: "Celebrity Big
    # Brother (British series 20)" is another show than "Big Brother 20")
    return len(words) > 2 and all(w in held for w in words) and bool(main) and \
        main[0] in words and (
            (any(w.isdigit() for w in words) and all(w in main for w in words if w.isdigit()))
            or (bracket is not None and bool(set(words) & set(tokenize(bracket.group(1).lower())))))


_OWNING = frozenset("my your his her our their its".split())  # whose: a name of its own


def inside_other_name(chunk: RetrievedChunk, name: str) -> bool:
    """Whether a page is of something whose name holds ``name`` after a word of its own
    ("Cryptantha pterocarya", a herb, for the trees Pterocarya), its passage naming ``name``
    only inside its own name. A page titled with the name after "of" or a comma ("Death of
    Timothy Leary", "Paris, Texas") or naming it alone is about it, or of its kind."""
    low, title = name.lower(), norm_title(chunk.title)
    at = re.search(rf"(?<!\w){re.escape(low)}(?!\w)", title)
    if not low or at is None or at.start() == 0:
        return False
    before = title[:at.start()].rstrip()
    if not before or not before[-1].isalnum() or (before.split()[-1] in STOPWORDS and
                                                  before.split()[-1] not in _OWNING):
        return False  # (but "My Dinosaur Life", an album, is no page of the film Dinosaur)
    if re.fullmatch(r"\d{4}(?:[–-]\d{2,4})?|\d+(?:st|nd|rd|th)", before):
        return False  # a year's or a number's edition of it ("2016 Major League Baseball
        # All-Star Game", "87th Academy Awards"), no other thing
    rest = re.sub(re.escape(title), " ", chunk.text.lower())
    return not within(low, rest)


def before_other_name(chunk: RetrievedChunk, name: str) -> bool:
    """Whether a page is of something named with ``name`` and capitalised words after it
    ("Helen Hunt Falls", named after another Helen Hunt, for the actress; "Alien from L.A."
    for Alien), its passage naming ``name`` only inside that name."""
    title = " ".join(re.sub(r"\([^()]*\)", " ", chunk.title).split())
    at = re.match(rf"(?i:{re.escape(name)})\s+((?:[A-Z][\w'’-]*\s*)+|(?:from|of|in|at|on|for|"
                  rf"to|vs\.?)\s+[A-Z].*)$", title)  # (or "Alien from L.A.", for Alien)
    if at is None:
        return False
    rest = re.sub(re.escape(title.lower()), " ", chunk.text.lower())
    return not within(name.lower(), rest)


#: a page title's qualifier written after a name: "(engineer)", "(album)"; not an aside
#: on the name's bearer ("(born 1945)", "(née Smith)")
_QUALIFIER_AFTER = re.compile(r"\s*\((?!(?:born|died|née|nee|formerly|pronounced|also|aka|"
                              r"or|and)\b)[a-z-]+(?:\s+[a-z-]+)?\)")


def named_as_another(sentence: str, names: Sequence[str]) -> bool:
    """Whether a sentence names a subject only as a namesake, its qualifier in brackets
    after it ("grandson of … John Fogerty (engineer)" for the singer John Fogerty)."""
    told = False
    for name in names:
        mentions = list(re.finditer(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", sentence))
        if any(not _QUALIFIER_AFTER.match(sentence[m.end():]) for m in mentions):
            return False
        told = told or bool(mentions)
    return told


def placed_namesakes(ranked: Ranked, names: Sequence[str], question: str = "") -> set[str]:
    """The pages (source ids) titled with a subject's name and a place or qualifier after a
    comma ("St Paul's Cathedral, Rockhampton") when a page titled with the name alone is
    among them: that page is the subject's, the qualified one another of the name."""
    titles = {norm_title(c.title) for _, _, c in ranked}
    lowered = {n.lower() for n in names}
    own = [n for n in lowered if n in titles]
    # "Boston, Lincolnshire" when the question names Lincolnshire too is the one asked about;
    # "Hector John", a politician, when a page titled "Hector" is read: a one-word name
    # opening a longer one is someone else's
    asked = {stem(w) for w in tokenize(question)}
    bare = [n for n in own if any(c.title.lower() == n for _, _, c in ranked)]  # (read as is)
    return {c.source_id for _, _, c in ranked
            if any((t := norm_title(c.title)).startswith(f"{n},") and
                   t[len(n) + 1:].strip() not in lowered for n in own) or
            # "John Fogerty (engineer)" when "John Fogerty" is read, unless the question
            # says which ("… the engineer")
            any((q := re.fullmatch(rf"{re.escape(n)}\s*\(([^()]+)\)", c.title.lower())) and
                not {stem(w) for w in tokenize(q.group(1))} & asked for n in bare) or
            any(" " not in n and re.match(rf"(?i:{re.escape(n)})\s+(?!(?:Of|In|And|The|At|On|"
                                           rf"For)\b)[{UPPER}]", plain_title(c.title))
                for n in own)} | qualified_namesakes(ranked, names, question)


def qualified_namesakes(ranked: Ranked, names: Sequence[str], question: str) -> set[str]:
    """The pages (source ids) of other things of a subject's name when the question says
    which it means by the word a page's title qualifies the name with: "Bloody Mary
    (folklore)" and "The Bloody Mary Show" for "How do you make a Bloody Mary cocktail?",
    with "Bloody Mary (cocktail)" read."""
    asked = {stem(w) for w in tokenize(question)}
    out: set[str] = set()
    for name in names:
        low = name.lower()
        qualified = {c.source_id: m.group(1) for _, _, c in ranked
                     if (m := re.fullmatch(rf"{re.escape(low)}\s*\((.+)\)", c.title.lower()))}
        meant = {sid for sid, q in qualified.items()
                 if (words := [stem(w) for w in tokenize(q) if w not in STOPWORDS]) and
                 all(w in asked for w in words)}
        if not meant:
            continue
        out |= {c.source_id for _, _, c in ranked if c.source_id not in meant and
                within(low, c.title.lower()) and c.title.lower() != low and
                not all(stem(w) in asked for w in tokenize(c.title))}
    return out


def about(chunk: RetrievedChunk, sentence: str, entity: str,
          names: Sequence[str] = ()) -> bool:
    """Whether a sentence speaks of ``entity``: it names it, or its page is the entity's own
    (where "he" and "it" mean the entity). Of ``names`` (all the subjects), one holding the
    entity's name is someone else: "James Charles Mathew" does not name Charles Mathew, and
    his page is not Charles Mathew's."""
    if not entity:
        return True
    bare = bare_name(entity)  # "Sir Alex Ferguson" is named, and titled, without "Sir"
    names = [bare if n == entity else n for n in names]  # (and is no longer name than
    entity = bare  # itself: "Lord High Treasurer" speaks of the High Treasurer)
    full = written_in_full(entity, f"{chunk.title}\n{sentence}")  # "MLB" as "Major
    # League Baseball", as its pages write it
    return _about(chunk, sentence, entity, names) or \
        (bool(full) and _about(chunk, sentence, full, names))


def _about(chunk: RetrievedChunk, sentence: str, entity: str, names: Sequence[str]) -> bool:
    low = entity.lower()
    title = norm_title(chunk.title)
    longer = [n for n in names if n.lower() != low and within(low, n.lower())]
    if longer:
        if any(within(n.lower(), title) for n in longer):
            title = ""  # the other subject's page
        sentence = re.sub("|".join(re.escape(n) for n in longer), " ", sentence, flags=re.I)
    if " " in entity:  # a name written with capitals is named with them ("The Polar
        # Bears", the film, not "polar bears" the animals)
        named = entity in sentence if entity != low else low in sentence.lower()
    else:  # a one-word name is named as a name: "Winner" or "WINNER", not "the winner of",
        # nor as the end of another's ("Shaykh al-Akbar" is not Akbar)
        named = re.search(rf"(?<![\w-])(?:{re.escape(entity)}|{re.escape(entity.upper())})\b",
                          sentence) is not None
    return named or low == title or (len(low) > 3 and in_title(low, title) and
                                      not named_after(entity, plain_title(chunk.title)))


def in_title(name: str, title: str) -> bool:
    """Whether a lower-case name is in a lower-case page title as whole words, or their
    plural or possessive: not "akbar" in "akbariyya", a school of Sufism."""
    return re.search(rf"(?<!\w){re.escape(name)}(?:e?s|['’]s?)?(?!\w)", title) is not None


def named_after(entity: str, title: str) -> bool:
    """Whether a page's title names a place, a body or a prize after the person ``entity``
    ("Langston Hughes Performing Arts Center", "Langston Hughes Medal"): its "it" and "the
    building" are that thing, not the person ("The building has Seattle landmark status."
    is nothing of Langston Hughes's life). A one-word name may be the body's own
    ("Harvard" of "Harvard University"), and a name of no one is not named after."""
    if len(entity.split()) < 2 or names_no_person(entity):
        return False
    low, named = entity.lower(), title.lower()
    return named != low and named.startswith(f"{low} ") and names_no_person(title)


#: a word before a name that makes it where, on what or for what something else happened
_PASSING = r"\b(?:on|onto|to|for|in|into|at|from|via)\s+(?:the\s+)?"
#: a name written as what another belongs to: "… caught on with the Saskatchewan Roughriders
#: of the Canadian Football League" tells nothing of the league
_AFFILIATED = r"(?-i:[A-Z])[\w'’.-]*\s+of\s+(?:the\s+)?"


def in_passing(chunk: RetrievedChunk, sentence: str, entity: str) -> bool:
    """Whether a sentence on another page names ``entity`` only as where or on what
    something else happened: "Later the film was given another Italian title for VHS" on a
    film's page tells nothing of VHS, nor "[A Valentine for You] was released on VHS"."""
    entity = bare_name(entity)
    title = norm_title(chunk.title)
    if not entity or within(entity.lower(), title):
        return False
    # (or as a part played: "[Gary Oldman] won … for his role as Winston Churchill" tells
    # nothing of Churchill; or as one of a run of names: "… produced music for many other
    # artists, such as Richard Marx, Whitney Houston, Thalía, Lionel Richie …")
    return named_in_passing(entity, sentence, rf"(?:{_PASSING}|{_PORTRAYED}|{_AFFILIATED})") \
        or one_of_many(entity, sentence)


LIST_RUN = 5  # names, at least, in a run a sentence lists someone in only in passing
_LIST_OPENER = re.compile(r"^(?:(?:such\s+as|including|like|and|or|as\s+well\s+as)\s+)+", re.I)


def one_of_many(name: str, sentence: str) -> bool:
    """Whether a sentence names ``name`` only as an item of a run of ``LIST_RUN`` names or
    more, separated by commas ("… such as Richard Marx, Whitney Houston, Thalía, Lionel
    Richie, Luther Vandross …")."""
    parts = [_LIST_OPENER.sub("", p.strip()).rstrip(".;:").strip()
             for p in re.split(r",|\s+(?:and|or)\s+(?=[A-Z])", sentence)]
    at = [i for i, p in enumerate(parts) if p == name]
    mentions = len(re.findall(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", sentence))
    if not at or len(at) != mentions:
        return False
    listed = [bool(_LISTED_NAME.fullmatch(p)) for p in parts]
    for i in at:
        start, end = i, i
        while start > 0 and listed[start - 1]:
            start -= 1
        while end + 1 < len(parts) and listed[end + 1]:
            end += 1
        if end - start + 1 < LIST_RUN:
            return False
    return True


#: an item of a run of names: one to four words, each capitalised but for the joiners
_LISTED_NAME = re.compile(r"[A-Z][\w'’.&!-]*(?:\s+(?:[A-Z][\w'’.&!-]*|of|the|and|de|&)){0,3}")


#: the words before someone a sentence says another plays ("his role as", "portraying")
_PORTRAYED = r"\b(?:(?:role|roles|part|parts|portrayal|portrayals)\s+(?:as|of)|" \
    r"portray(?:s|ed|ing)|play(?:s|ed|ing)\s+the\s+(?:role|part)\s+of)\s+(?:the\s+)?"


def numbered_as_asked(question: str, ranked: Ranked, short: bool = True) -> Ranked:
    """The ranked sentences but those on a page, or saying a thing, numbered otherwise than
    the question numbers its subject (``renumbered``: the Eighteenth Amendment's for "the
    13th amendment"); all of them when none is left. Only the numbers of names count in a
    question not ``short``."""
    return [(score, s, c) for score, s, c in ranked if not renumbered(
        question, c.title, named=not short) and not renumbered(
        question, re.sub(r"\([^()]*\)", " ", s), named=not short)] or list(ranked)
    # (an aside's number is another thing's: "It was directed by Edwin J. Collins (who
    # played the hunchback in the previous 1911 film …)" is of the 1922 film)


def usable(plan: Plan, ranked: Ranked) -> Ranked:
    """The ranked sentences a report may use: none on a page numbering the subject
    otherwise (``renumbered``: the Fifteenth Amendment's for "the 13th amendment") or
    placed in another state or country than the one asked (``placed_elsewhere``; a long
    factoid's places and numbers other than a name's may be a step's, so it keeps them)
    and, in an open, list or yes/no report, none about a namesake ("Ali Abbasi … holds an
    Iranian passport" is no evidence that Ali Daei is Iranian). (A factoid's evidence
    keeps those: in a multi-hop question the bridge often shares a name, as a company
    does with its founder.)"""
    factoid = not (is_open(plan.shape) or plan.shape in ("list", "closed"))
    short = not factoid or may_be_ambiguous(plan.normalized)
    # a short question numbers its own subject ("the 13th amendment"); a long one's numbers
    # often describe a step ("the 1956 film" whose director is asked about), unless they
    # number a name ("the 2006 FIFA World Cup Final")
    ranked = numbered_as_asked(plan.normalized, ranked, short)
    place = asked_place(plan.normalized) if short else []  # "… in california": not the
    if place:  # US House's pages
        ranked = [r for r in ranked if not placed_elsewhere(r[2].title, place)] or ranked
    if factoid:
        return ranked
    names = subject_names(plan)
    return [(s, t, c) for s, t, c in ranked
            if not is_namesake(c, t, names) and not of_a_longer_name(c, t, names)]


def of_a_longer_name(chunk: RetrievedChunk, sentence: str, names: Sequence[str]) -> bool:
    """Whether a sentence names the subjects only inside another thing's name, after a word
    of that name's own, on a page that is none of theirs: "The prohibition was finally lifted
    by the Immorality and Prohibition of Mixed Marriages Amendment Act, 1985." is no evidence
    about Prohibition ("The Prohibition Party …" still names it)."""
    title = norm_title(chunk.title)
    if not names or any(within(n.lower(), title) for n in names):
        return False
    plain = sentence
    for other in entities(sentence):
        if other not in names and any(other.find(n) > 0 for n in names):
            plain = plain.replace(other, " ")
    named = [n for n in names if within(n, sentence)]
    return bool(named) and not any(within(n, plain) for n in names)


def asked_place(question: str) -> list[str]:
    """The words of the state or country a question's last "in …" places its subject in,
    written without capitals ("Who is the speaker of the house in california?" →
    california); none for another "in" ("the world cup in soccer")."""
    place = re.sub(r"^the\s+", "", " ".join(_WITHIN.findall(question.lower())).strip())
    return key_terms(place) if place in PLACES else []


_PLACE_NAMED = re.compile(
    rf"\b(?:{'|'.join(sorted(map(re.escape, PLACES), key=len, reverse=True))})\b")


def placed_elsewhere(title: str, place: Sequence[str]) -> bool:
    """Whether a page's title (or a title and a sentence) names a state or country, but not
    the one asked (``place``, its words): "United States House of Representatives" for the
    house in California. A page naming no place ("Oriental Bank of Commerce") may well be
    the one asked about."""
    low = title.lower()
    return _PLACE_NAMED.search(low) is not None and overlap(list(place), low) < 1


#: countries and the states or countries within them
_HOLDING = {"united states": US_STATES,
            "united kingdom": frozenset({"england", "scotland", "wales"})}


def subject_places(question: str, ranked: Ranked) -> list[str]:
    """The states and countries a short question names as what it asks of, not where it
    places it ("england" of "When did england win the world cup in soccer?"): none the last
    "in …" names (``asked_place``), none inside a longer name of a page read ("new york" of
    "the new york yankees", beside "New York Yankees")."""
    low = question.lower()
    asked = " ".join(asked_place(question))
    titles = {" ".join(re.findall(r"[\w'’-]+", c.title.lower())) for _, _, c in ranked}
    out = []
    for found in _PLACE_NAMED.finditer(low):
        place = found.group(0)
        before = re.findall(r"[\w'’-]+", low[:found.start()])[-1:]
        after = re.findall(r"[\w'’-]+", low[found.end():])[:1]
        longer = [f"{before[0]} {place}"] if before else []
        longer += [f"{place} {after[0]}"] if after else []
        if place != asked and not any(within(n, t) for n in longer for t in titles):
            out.append(place)
    return out


def of_other_places(question: str, ranked: Ranked, answer: str) -> set[str]:
    """The statement keys of a short question's sentences that name a state or country,
    with their page's title, but none of those it asks of (``subject_places``): "In 2014,
    Germany became the first European team to win in the Americas" is not of England's win.
    A sentence may name the country that holds the one asked ("right-to-work laws" in the
    United States, of Alabama's), its page's title may not (the United States Senate is not
    the Texas Legislature's). A sentence stating the answer stays."""
    places = subject_places(question, ranked) if may_be_ambiguous(question) else []
    if not places:
        return set()
    holding = {whole for p in places for whole, parts in _HOLDING.items() if p in parts}
    out = set()
    for _, sentence, chunk in ranked:
        low = sentence.lower()
        named = {m.group(0) for m in _PLACE_NAMED.finditer(low)} - holding
        text = f"{chunk.title.lower()} {low}"
        if (named or _PLACE_NAMED.search(chunk.title.lower())) and \
                not any(within(p, text) for p in places) and \
                not (answer and answer.lower() in low):
            out.add(statement_key(sentence))
    return out


#: a place the question names with what holds it: "Sylva, North Carolina"
_QUALIFIED_PLACE = re.compile(r"\b([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3}),\s+"
                              r"([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2})\b")


def of_its_region_only(question: str, ranked: Ranked, answer: str) -> set[str]:
    """The statement keys of a short question's sentences that name the state or country
    holding the place it asks of ("Where is Sylva, North Carolina?") but not the place,
    on a page not its own: "Leland is a town in Brunswick County, North Carolina" tells of
    another town; so does every sentence of a page whose passages read name the state and
    never the place. A sentence stating the answer stays."""
    if not may_be_ambiguous(question):
        return set()
    pairs = [(m.group(1).lower(), m.group(2).lower()) for m in _QUALIFIED_PLACE.finditer(question)
             if m.group(2).lower() in PLACES and m.group(1).lower() not in PLACES]
    if not pairs:
        return set()
    pages = {sid: text.lower() for sid, text in _page_texts(ranked).items()}
    others = {sid for sid, text in pages.items() for place, region in pairs
              if within(region, text) and not within(place, text)}
    return {statement_key(sentence) for _, sentence, chunk in ranked for place, region in pairs
            if (chunk.source_id in others or (
                within(region, sentence.lower()) and
                not within(place, f"{chunk.title} {sentence}".lower()))) and
            not (answer and answer.lower() in sentence.lower())}


def _page_texts(ranked: Ranked) -> dict[str, str]:
    """Each page's title and the passages of it read, by source id."""
    passages: dict[str, dict[str, str]] = {}
    for _, _, c in ranked:
        passages.setdefault(c.source_id, {c.title: c.title})[c.chunk_id] = c.text
    return {sid: " ".join(texts.values()) for sid, texts in passages.items()}


def own_evidence(plan: Plan, ranked: Ranked) -> Ranked:
    """The sentences a factoid's answer may come from: none about a namesake of a subject
    the question writes out in capitals ("When was Ruth Madoc born?" is not answered by Babe
    Ruth's birth). The report's evidence keeps them (a multi-hop bridge often shares a name);
    a subject the rules took from the results may be meant in another reading, so it has
    its namesakes' answers too."""
    kin_of = kin_named(plan.normalized)
    if kin_of and not reached_through(plan.normalized) and \
            all(w[:1].isupper() or w in _NAME_JOINERS for w in kin_of.split()):  # "Who was
        # Anthony I, Count of Ligny's father?": not the father of Anthony II, on his page;
        # "Isabel of Beaumont's": not the Earls of Warwick (a kin question's answers come
        # from pages naming whom it asks of: ``answer_votes``)
        named = [(s, t, c) for s, t, c in ranked if names_whole(kin_of, f"{c.title}\n{c.text}")]
        ranked = named or ranked
    single = [n for n in typed_names(plan) if " " not in n and n in plan.entities]
    if single and not reached_through(plan.normalized):  # a one-word subject's page is not
        # one titled with it and more ("Alien from L.A." for who starred in Alien)
        ranked = [(s, t, c) for s, t, c in ranked
                  if not any(before_other_name(c, n) for n in single)] or ranked
    names = written_out(plan)
    if not names:
        return ranked
    # with the subject's own page read, a page of another thing titled with part of its
    # name is a namesake's ("Suicide Squad (film)" for "Who directed Suicide Squad: Hell to
    # Pay?")
    titles = {norm_title(c.title) for _, _, c in ranked}
    whole = [n.lower() for n in names if n.lower() in titles]
    # and so is a work titled with its name and a subtitle ("Guardians of the Galaxy: The
    # Telltale Series", a game, for "Who plays Rocket Raccoon in Guardians of the Galaxy?")
    return [(s, t, c) for s, t, c in ranked
            if not is_namesake(c, t, names) and not titled_with_part(c, whole)
            and not any(norm_title(c.title).startswith(f"{w}: ") for w in whole)]


def titled_with_part(chunk: RetrievedChunk, wholes: Collection[str]) -> bool:
    """Whether a page of another thing (its title qualified in brackets) is titled with part
    of one of ``wholes``, the lower-case names of subjects whose own pages were read:
    "Suicide Squad (film)" of "Suicide Squad: Hell to Pay", "Come On Over (Royal Blood
    song)" of the Come On Over Tour, a namesake's page."""
    own = norm_title(chunk.title)
    return plain_title(chunk.title) != chunk.title.strip() and \
        any(own != whole and within(own, whole) for whole in wholes)


def answering_evidence(plan: Plan, ranked: Ranked) -> Ranked:
    """The sentences a short factoid's answer and its other readings may come from: its own
    evidence (``own_evidence``) on pages naming a word of a subject it types without
    capitals ("costa concordia disaster how many people died": not the 15 a tornado
    outbreak killed), when any does. (A "was it the first …?" is settled by the page of
    the one that was. The report's body keeps the other pages: they hold a short
    question's other readings' answers, on pages naming no word of it; dropping them cost
    ASQA 5.5 points of STR-EM.)"""
    kept = own_evidence(plan, ranked)
    unnamed = naming_no_subject(plan, kept)
    kept = [(s, t, c) for s, t, c in kept if c.source_id not in unnamed]
    subject = asked_of(plan)
    if subject:  # "When was The Great British Bake Off first broadcast?" is answered by a
        # passage naming the show, not by a Doctor Who special's "broadcast on 13 March
        # 2009": none naming it, no answer
        return [(s, t, c) for s, t, c in kept if is_of(c, subject)]
    typed = [n for n in typed_names(plan) if n not in plan.normalized] \
        if plan.shape == "factoid" else []  # (typed without capitals: a name written in
    # them is ``own_evidence``'s, and a chain's next page may name none of its words)
    if not typed:
        return kept
    passages = {c.chunk_id: c for _, _, c in kept}.values()  # each judged once
    about = {c.chunk_id for c in passages if any(names_word_of(c, n) for n in typed) and
             not all(named_inside_another(c, n) for n in typed)}
    return [(s, t, c) for s, t, c in kept if c.chunk_id in about] or kept


#: a question's opening up to the name it asks of, straight after its verb ("When was
#: …", "How many children did …", "Which team does …")
_ASKING_OF = re.compile(r"^(?:when|where|who|whom|what|which|how)(?:\s+[a-z]+){0,2}?\s+"
                        r"(?:is|was|are|were|did|does|do|has|have|had)\s+(?:the\s+)?", re.I)


def asked_of(plan: Plan) -> str:
    """The subject a short question asks something of directly, the name it writes out
    right after its verb ("When was The Great British Bake Off first broadcast?": the show);
    "" when it asks through something else ("When did Ruth Madoc's husband die?", "Where was
    the director of …", "When was Ruth Madoc of … born?")."""
    found = _ASKING_OF.match(plan.normalized)
    rest = plan.normalized[found.end():].lower() if found else ""
    for name in written_out(plan) if rest else ():
        after = rest[len(name):] if rest.startswith(name.lower()) else None
        if after is not None and not re.match(r"(?:['’]s?|\s+(?:of|and|or|&))\b|\s*,",
                                              after):
            return name
    for name in plan.entities if rest else ():  # "Where is Sylva, North Carolina?": the
        # town, the state written after it only to say where it is
        placed = re.match(rf"{re.escape(name.lower())},\s*([a-z][a-z .'-]*?)\W*$", rest)
        if placed is not None and placed.group(1) in PLACES:
            return name
    return ""


SUBJECT_NAME_WORDS = 10  # the longest question whose name its evidence must write


def subjects_in_capitals(plan: Plan) -> list[str]:
    """The names a short question asks of directly, in capitals, of one word (four letters
    or more: "Aliens" of "Who composed the score for Aliens?", "Bagatora" of "Where is
    Bagatora railway station?") or a title of more ("Song of Arizona"); none for a question reaching
    its answer through another page ("Where was the director of Jaws born?")."""
    words = plan.normalized.split()
    if goes_through(plan.normalized) or reached_through(plan.normalized) or \
            len(words) > SUBJECT_NAME_WORDS or any(
                w.lower() in ("where", "which", "that", "who", "whom", "whose", "when")
                for w in words[1:]):
        return []  # (a chain's: "Who was in charge of the country Ceelmakoile is located
        # in?" is answered on the country's page, which need not name the town)
    counted = re.match(r"^\W*how\s+many\s+(\S+)", plan.normalized, re.I)  # what is counted
    # is no subject: "How many Oscars did Bohemian Rhapsody win?" ("… four wins at the 91st
    # Academy Awards" never says "Oscars")
    return [n for n in typed_names(plan) if (re.search(r"\s[a-z]", n) or (
                " " not in n and len(n) > 3)) and
            n[:1].isupper() and n in plan.normalized and n.lower() not in STOPWORDS and
            not (counted and counted.group(1) == n)]  # (or a title of more words, a small
    # one inside: "Who starred in Song of Arizona?" is not answered on Along the Navajo
    # Trail's page; a person's two names are another's page's too, "… attend the Quillby
    # Hart School" on a novel's page for where Mara Venn went to school)


def naming_no_subject(plan: Plan, ranked: Ranked) -> set[str]:
    """The pages (by source id) of a short question's evidence that name none of the names
    it asks of (``subjects_in_capitals``), when another page names one: "The original
    score was composed by Jerry Goldsmith" on the page of L.A. Confidential's is not about
    Aliens; nor is Lamae railway station's page about Bagatora's."""
    owned = OWNED_THING.match(" ".join(plan.normalized.split()))
    names = [*subjects_in_capitals(plan), *([owned.group(2)] if owned else [])]  # (and the
    # owner asked of: "What is the Memphis Hustle's home arena?" is not the Spiders')
    if not names:
        return set()
    texts: dict[str, str] = {}
    for _, _, c in ranked:  # a page's passages together
        texts[c.source_id] = f"{texts.get(c.source_id, c.title)}\n{c.text}"
    naming = {sid for sid, text in texts.items()
              if any(re.search(rf"(?<![\w'’-]){re.escape(n)}(?![\w'’-])", text,
                               re.I if " " in n else 0) for n in names)}
    return set(texts) - naming if naming else set()


def another_of_the_title(plan: Plan, ranked: Ranked) -> set[str]:
    """The pages (by source id) of a work another page of the same name is, when the
    question names someone in it that page names and these never do: for "Who played Johnny
    Cain in The Girl Who Knew Too Much?", the 1963 giallo of that title, not the 1969 film
    starring Adam West as Johnny Cain. Passages of one page (one title, whole) are one page."""
    texts = _page_texts(ranked)
    titled: dict[str, set[str]] = {}  # a page's whole title → the source ids of its passages
    for _, _, c in ranked:
        titled.setdefault(c.title, set()).add(c.source_id)
    names = typed_names(plan)
    out: set[str] = set()
    for name in names:
        others = [n.lower() for n in names if not same_name(n, name)]
        pages = {title: sids for title, sids in titled.items() if same_name(title, name)}
        if len(pages) < 2 or not others:
            continue
        naming = {title for title, sids in pages.items()
                  if any(within(o, texts[sid].lower()) for sid in sids for o in others)}
        if naming:
            out |= {sid for title, sids in pages.items() if title not in naming for sid in sids}
    return out


def is_of(chunk: RetrievedChunk, name: str) -> bool:
    """Whether a passage is of ``name``: on its page, or naming it whole or all its words
    (initials as the page writes them out)."""
    title = norm_title(chunk.title)
    full = written_in_full(name, f"{chunk.title}\n{chunk.text}") or name
    low = full.lower()
    if low in title or (len(title) > 3 and within(title, low)):
        return True
    text = f"{chunk.title} {chunk.text}".lower()
    return low in text or _name_words(full) <= set(tokenize(text))


def named_inside_another(chunk: RetrievedChunk, name: str) -> bool:
    """Whether a passage, on a page not titled with ``name``, names it only inside a longer
    name ("also known as "Big Ben of Murshidabad"" on the page of Murshidabad's clock tower,
    for "where is big ben located")."""
    low = name.lower()
    if low in norm_title(chunk.title):
        return False
    spans = [m for m in re.finditer(rf"(?<!\w){re.escape(low)}(?!\w)", chunk.text.lower())]
    return bool(spans) and all(  # ("the Compact Cassette tape" is still the tape)
        re.match(r"\s+(?:of|de)\s+[A-Z]", chunk.text[m.end():]) for m in spans)


def typed_names(plan: Plan) -> list[str]:
    """The subjects a short question not about kin types out, capitalised or not ("costa
    concordia disaster …"): a passage naming no word of any of them is about something
    else."""
    if not may_be_ambiguous(plan.normalized):
        return []
    low = plan.normalized.lower()
    names = [n for n in subject_names(plan) if n.lower() in low]
    unnamed = low
    for name in names:  # "Big Brother 20" is a show: its "brother" is no kin
        unnamed = unnamed.replace(name.lower(), " ")
    return [] if KINSHIP & set(tokenize(unnamed)) else names


def names_word_of(chunk: RetrievedChunk, name: str) -> bool:
    """Whether a passage (with its page's title) holds a word of ``name`` of three letters
    or more that is no stopword."""
    words = _name_words(name)
    return not words or bool(words & set(tokenize(f"{chunk.title} {chunk.text}".lower())))


def _name_words(name: str) -> set[str]:
    """A name's words of three letters or more that are no stopwords, lower case."""
    return {w for w in tokenize(_POSSESSIVE.sub("", name.lower())) if len(w) > 2 and
            w not in STOPWORDS}


def written_out(plan: Plan) -> list[str]:
    """The subjects of a short question not about kin that it writes out in capitals (two
    words or more): a page sharing only part of such a name is someone else's. None for a
    long question (its chain often runs through a namesake) or one about kin."""
    return [n for n in typed_names(plan) if " " in n and n in plan.normalized]


#: a sentence opening with whom or what its page is about, in a pronoun
_OPENING_PRONOUN = re.compile(r"^(?P<pronoun>It|He|She|They)\s+(?=[a-z])")
#: a short opening phrase before the subject, a person's pronoun ("Along with Cristiano
#: Ronaldo, he is …", "In 1972 she introduced …")
_LED_PRONOUN = re.compile(
    r"^(?P<led>(?:In|On|At|By|After|Before|Along|During|From|Following|Later|Since|Until|As|"
    r"With|Together|Throughout|Despite|Although|Though|While|Whilst|When|Once)\b"
    r"[^,;:.()\"“”]{0,50},\s+|"
    r"(?:In|On|By|After|Before|During|Since)\s+(?:\w+\s+){0,2}\d{4}\s+|"
    # a time without a comma: "In recent years he has released solo recordings"
    r"(?:In|Over|During|Throughout|Later\s+in)\s+(?:\w+\s+){0,2}(?:years|life|career|"
    r"decades?|months)\s+)(?P<pronoun>he|she)"
    r"\s+(?=[a-z])")
_OPENING_POSSESSIVE = re.compile(r"^(Its|His|Her)\s+(?=[a-z])")
#: "The song …", "The school …", "The restaurant chain …": a sentence opening with the kind
#: of thing its page is (the kind in lower case, in a word or two, and its verb next: not
#: "The Secretary of State …", "The outer bailey wall …", names and longer descriptions)
_KIND_VERB = (r"(?=(?:is|was|are|were|has|had|have|will|would|can|could|may|also|then|later|"
              r"currently|first|only|[a-z]+ed|[a-z]+[^s\W]s)\b)")
_OPENING_KIND = re.compile(rf"^The\s+([a-z]+)\s+{_KIND_VERB}")
_OPENING_KINDS = (_OPENING_KIND,
                  re.compile(rf"^The\s+([a-z]+\s+[a-z]+)\s+{_KIND_VERB}"))
#: a sentence opening with its verb: its subject, the page's title, was dropped
_NO_SUBJECT = re.compile(r"^(?:is|was|are|were)\s+(?:an?|the)\s")
#: "It is 1935 and …", "It was not until …", "It is believed that …": an "it" that stands
#: for nothing
_DUMMY_IT = re.compile(r"^It\s+(?:is|was|has been|had been|seems|seemed|appears|appeared|"
                       r"remains|became|takes|took)\s+(?:not\b|\d|now\b|there\b|here\b|time\b|"
                       r"\w+\s+(?:that|to|whether|if|how|why|when)\b|(?:thought|believed|said|"
                       r"estimated|reported|claimed|known|likely|possible|unclear|unknown|"
                       r"rumou?red|argued|suggested|assumed|expected|hoped|feared)\b)")
_THIRD_PERSON = re.compile(r"\b(?:[Ii]ts?|[Hh]is|[Hh]im|[Hh]e|[Ss]he|[Hh]er)\b")
#: a page title that may be a person's name: one to four capitalised words, with the
#: particles of one ("Claus von Stauffenberg")
_PERSON_TITLE = re.compile(r"^(?!The\b)[A-Z][\w.'’-]+(?:\s+(?:(?:von|van|de|der|den|da|di|du|le|"
                           r"la|bin|ibn|al)\s+)?(?:[A-Z][\w.'’-]+|[IVX]+)){0,4}$")  # (or one:
# "Hector"; a regnal number: "Ibrahim I ibn Marzuban I")


def resolved(sentence: str, chunk: RetrievedChunk, previous: RetrievedChunk | None) -> str:
    """A sentence whose opening "It", "He" or "She" (or "Its", "His", "Her") stands for its
    page's subject, with the
    page named in brackets when nothing quoted before it from the same page says who that
    is ("It began participation in the conflict …" from the German Empire's page, quoted
    first in a report on World War I: "[German Empire] began …"). A pronoun that may be
    someone else (a "he" on a film's page, an "it" on a person's) is left as written. A
    sentence whose subject the page dropped ("is the eponymous debut studio album by …",
    the bold title an extractor left out) is given its page's title."""
    if _NO_SUBJECT.match(sentence) and not is_collection(chunk.title):
        return f"[{chunk.title}] {sentence}"
    if previous is not None and previous.title == chunk.title:
        return sentence  # its page, just quoted, says who
    own = _OPENING_POSSESSIVE.match(sentence)
    if own:  # "Its construction, completed in Wren's lifetime, …" from St Paul's page: whose
        # (by the whole title: "IPad (7th generation)", not every iPad)
        return f"[{chunk.title.strip()}'s] {sentence[own.end():]}" \
            if stands_for_page(chunk, own.group(1) == "Its") else sentence
    kind = next((k for pattern in _OPENING_KINDS if (k := pattern.match(sentence))
                 and of_its_kind(chunk, k.group(1))), None)
    if kind:
        # "The song was also included on Goulding's third studio album" from another song's
        # page than the one asked about: "[Love Me like You Do] was also included …"
        return f"[{chunk.title.strip()}] {sentence[kind.end():]}"
    match = _OPENING_PRONOUN.match(sentence) or _LED_PRONOUN.match(sentence)
    if match is None:
        return with_given_names(sentence, chunk)
    led = match.groupdict().get("led") or ""  # the phrase before the pronoun, if any
    pronoun = match.group("pronoun").capitalize()
    name = plain_title(chunk.title)
    if pronoun == "They":  # the page's subject only when its page opens by saying
        # what they are ("Pterocarya, often called wingnuts …, are trees …")
        plural = re.match(rf"(?:The\s+)?{re.escape(name)}\b[^.;]{{0,120}}?\b(?:are|were)\b",
                          chunk.text) if name else None
        return f"[{chunk.title}] {sentence[match.end():]}" if plural and not \
            re.match(rf"(?:The\s+)?{re.escape(name)}\b[^.;]{{0,120}}?\b(?:is|was)\b",
                     chunk.text[:plural.end()]) else sentence
    if not name or not stands_for_page(chunk, pronoun == "It") or \
            _DUMMY_IT.match(sentence):
        return sentence
    return f"{led}[{chunk.title}] {sentence[match.end():]}"


#: a sentence opening with one capitalised word, not a pronoun ("Durante also recorded …")
_OPENING_WORD = re.compile(r"^(?P<word>[A-Z][\w'’-]+)\s+(?=[a-z])")


def with_given_names(sentence: str, chunk: RetrievedChunk) -> str:
    """A sentence opening with the surname of the person whose page it is on, their names
    before it in brackets when it does not write the whole name ("Durante also recorded a
    cover …" from Jimmy Durante's page: "[Jimmy] Durante also recorded …"): quoted apart
    from the page, a surname alone does not say who."""
    opening = _OPENING_WORD.match(sentence)
    name = plain_title(chunk.title)
    words = name.split()
    if opening is None or len(words) < 2 or opening.group("word") != words[-1] or \
            name in sentence or not personal_page(chunk):
        return sentence
    return f"[{' '.join(words[:-1])}] {sentence}"


def stands_for_page(chunk: RetrievedChunk, thing: bool) -> bool:
    """Whether a pronoun of a thing ("it", "its"; ``thing``) or of a person ("he", "his")
    can stand for a page's subject: a page titled (not a year, not a list) that is about a
    thing or about a person, as the pronoun is."""
    return bool(chunk.title.strip()) and not chunk.title.isdigit() and \
        not is_collection(chunk.title) and thing != personal_page(chunk)


def of_its_kind(chunk: RetrievedChunk, word: str) -> bool:
    """Whether ``word`` (in lower case) is the kind of thing a page is about: a word of its
    title ("school" of "International School of Morocco", "band" of "Bad News (band)") or
    what its passage's first sentence says it is ("… is a song recorded by …"); not when the
    title is itself "The …" ("The Beatles")."""
    title = chunk.title.strip().lower()
    if not title or title.startswith("the ") or is_collection(chunk.title):
        return False
    if word in re.findall(r"[a-z]+", title):
        return True
    first = passage_sentences(chunk.text)[:1]
    return bool(first) and re.search(rf"\b(?:is|was|are|were)\s+(?:an?|the)\s+(?:[\w'’-]+\s+)"
                                     rf"{{0,4}}?{re.escape(word)}\b", first[0]) is not None


def personal_page(chunk: RetrievedChunk) -> bool:
    """Whether a page is a person's: titled like a name ("Claus von Stauffenberg"), and
    saying "he" or "she" more than "it" (a film's plot says "he" of others); titled with one
    word ("Samsu-iluna", a king), never "it" and "he" or "she" twice or more."""
    name = plain_title(chunk.title)
    said = Counter(w.lower() for w in _THIRD_PERSON.findall(chunk.text))
    things = said["it"] + said["its"]
    people = sum(said[w] for w in ("he", "his", "him", "she", "her"))
    if " " not in name:
        return _PERSON_TITLE.match(name) is not None and not names_no_person(name) and \
            not name.isupper() and things == 0 and people >= 2 and \
            chunk.title == name  # ("Arthur (1981 film)" is a film's)
    return bool(_PERSON_TITLE.match(name)) and not names_no_person(name) and things < people


#: a sentence whose subject is "he" or "she", after an opening phrase ("Along with
#: Cristiano Ronaldo, he is …")
_HE_DOES = re.compile(r"^(?:[^,;]{0,80},\s*)?(?:he|she)\s+[a-z]", re.I)


def told_of_another(sentence: str, chunk: RetrievedChunk, name: str) -> bool:
    """Whether a sentence naming ``name`` is about the person whose page it is on: "Along
    with Cristiano Ronaldo, he is the joint all-time leading goalscorer … for Iran" on Ali
    Daei's page names Iran as Daei's team."""
    return _HE_DOES.match(sentence) is not None and personal_page(chunk) and \
        not same_name(chunk.title, name)


#: a person's page gives their life: "(born 21 March 1969)", "(1920 – 1996)"
_LIFE = re.compile(r"\bborn\s+(?:on\s+)?(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\s+)?(?:\d{1,2},\s+)?\d{4}\b|"
                   r"\([^()]*\b\d{4}\s*[–-]\s*[^()]*\b\d{4}\s*\)")


def life_page(chunk: RetrievedChunk) -> bool:
    """Whether a page is plainly a person's: it reads as one (``personal_page``) and gives
    a life's dates."""
    return personal_page(chunk) and _LIFE.search(chunk.text) is not None


def speaks_of(sentence: str, chunk: RetrievedChunk, name: str) -> bool:
    """Whether a sentence names the person ``name`` by any word of their name ("Leary"), or
    is on their own page (where "he" is them). "After his 1923 graduation, he worked as an
    administrator at Harvard" on Deane Malott's page does not speak of Timothy Leary."""
    return about(chunk, sentence, name) or bool(_name_words(name) &
                                                set(tokenize(sentence.lower())))


def bare(sentence: str) -> str:
    """A quoted sentence without the subject it opens with, as a pronoun or as its page's
    name in brackets: one sentence whether :func:`resolved` named the page or not."""
    return _OPENING_SUBJECT.sub("", sentence, count=1)


_OPENING_SUBJECT = re.compile(r"^(?:\[[^\]]*\]|It|He|She|They)\s+")


def quote_citation(sentence: str, chunk: RetrievedChunk, n: int) -> Citation:
    """The citation of a sentence quoted from ``chunk`` (source ``n``): verified, as the
    passage holds it."""
    return Citation(sentence=sentence, source=n, chunk_id=chunk.chunk_id,
                    passage=chunk.text[:800], support=1.0, verified=True)


def lead_with(lines: list[str], citations: list[Citation], source: int,
              names: Sequence[str]) -> Lines:
    """The body with its first sentence from ``source`` naming every one of ``names`` put
    first ("founded in 1981 by drummer Lars Ulrich and rhythm guitarist James Hetfield" for
    the answer "Lars Ulrich and James Hetfield"); as it is when none does."""
    lead = next((i for i, c in enumerate(citations)
                 if c.source == source and all(n in c.sentence for n in names)), None)
    if not lead:
        return lines, citations
    return ([lines[lead], *lines[:lead], *lines[lead + 1:]],
            [citations[lead], *citations[:lead], *citations[lead + 1:]])


def cite_lines(picked: Sequence[tuple[str, RetrievedChunk]], numbering: Numbering) -> Lines:
    lines: list[str] = []
    citations: list[Citation] = []
    previous: RetrievedChunk | None = None
    for quoted, chunk in picked:
        sentence, previous = resolved(quoted, chunk, previous), chunk
        n = numbering.cite(chunk)
        lines.append(f"{sentence} [{n}]")
        citations.append(quote_citation(sentence, chunk, n))
    return lines, citations


def copy_of(key: str, used: set[str]) -> str | None:
    """The statement of ``used`` (``statement_key`` each) that ``key`` says again: the same
    content words, or all of one's words among the other's (a page and its copy that adds a
    title: "… a 1944 documentary film, "", and …" and "… film, Memphis Belle: A Story …").
    Two sentences of one template about two things ("'Army' is a song by …", "'On My Mind'
    is a song by …") differ in a word each, so neither is the other's copy. A long statement
    another page words anew with a few words changed, no figure among them, is one too
    ("The festival signifies the arrival of spring, the end of winter, …" and "Holi
    celebrates the arrival of spring, the end of winter, …": ``REWRITTEN_SHARE``)."""
    if key in used:
        return key
    words = set(key.split())
    for other in used:
        theirs = set(other.split())
        if min(len(words), len(theirs)) >= NEAR_COPY_WORDS and (words <= theirs or
                                                                theirs <= words):
            return other
        if min(len(words), len(theirs)) >= REWRITTEN_WORDS and \
                len(words & theirs) >= REWRITTEN_SHARE * max(len(words), len(theirs)) and \
                not any(ch.isdigit() for w in words ^ theirs for ch in w):
            return other
    return None


def reworded(one: str, other: str) -> bool:
    """Whether two sentences are one statement with a single common word changed ("a tall,
    blonde, slim, and beautiful teenage girl" and "… attractive teenage girl", two copies
    of a page): word for word the same but one lower-case word, in a sentence long enough
    for one word to be an edit; or the same words in another order, one such word in or out
    on each side. A changed name or figure ("'Army' is a song …" and "'Butter' is a song
    …", born in 1950 or 1951), or a short sentence's word ("the lake holds trout", "… holds
    char"), is another statement."""
    a, b = re.findall(r"\w+", one), re.findall(r"\w+", other)
    if min(len(a), len(b)) < REWORDED_WORDS:
        return False
    if len(a) == len(b):
        changed = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
        if len(changed) == 1 and all(w.isalpha() and w.islower() for w in changed[0]):
            return True
    # the same words in another order, at most one common word or nationality in or out on
    # each side: "A Treaty of Alliance in 1778 soon followed, which led to shipments …" and
    # "A Treaty of Alliance followed in 1778, which led to French shipments …"
    only_a, only_b = Counter(a) - Counter(b), Counter(b) - Counter(a)
    return sum(only_a.values()) <= 1 and sum(only_b.values()) <= 1 and \
        all(w.isalpha() and (w.islower() or w in DEMONYMS) for w in [*only_a, *only_b])


RESTATED_LEAD = 8  # words, at least, two openings of one page share (``restated``)
RESTATED_ANY = 12  # words, at least, two sentences of one page share as they begin


def restated(one: str, one_chunk: RetrievedChunk, other: str,
             other_chunk: RetrievedChunk) -> bool:
    """Whether two sentences of pages with one title open alike past saying what the
    subject is, then go on apart: one page's opening sentence in two copies ("Shabana Azmi
    (born 18 September 1950) is an Indian actress who worked in Hindi films, television and
    theatre" and "… is an Indian actress of film, television and theatre"), or alike for
    ``RESTATED_ANY`` words whatever they say ("Regarded as one of the finest actresses in
    India, Azmi's performances in films of various genres have earned her …" and "… in
    films in a variety of genres have generally earned her …"). A report quotes the
    first."""
    if norm_title(one_chunk.title) != norm_title(other_chunk.title):
        return False
    a, b = re.findall(r"\w+", one), re.findall(r"\w+", other)
    lead = _common_lead(a, b)
    return lead >= RESTATED_ANY or (lead >= RESTATED_LEAD and any(
        a[i] in ("is", "was", "are", "were") and a[i + 1] in ("a", "an", "the", "one")
        for i in range(1, lead - 2)))


def _common_lead(a: Sequence[str], b: Sequence[str]) -> int:
    """How many words two sentences' word lists share as they begin."""
    lead = 0
    while lead < min(len(a), len(b)) and a[lead] == b[lead]:
        lead += 1
    return lead


def refigured(one: str, other: str) -> bool:
    """Whether two sentences are one statement with one figure changed, word for word the
    same otherwise: two copies of a page that disagree ("James Mercer Langston Hughes
    (February 1, 1901 – …" and "(February 1, 1902 – …"). A report quotes one, and says
    where the sources disagree. A year naming what follows it ("The 2016 Epcot … Festival
    ran …", "The 2015 Epcot …") tells two editions apart: two statements."""
    a, b = re.findall(r"\w+", one), re.findall(r"\w+", other)
    if len(a) != len(b) or len(a) < REFIGURED_WORDS:
        return False
    changed = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return len(changed) == 1 and all(w.isdigit() for w in changed[0]) and not any(
        re.search(rf"\b{w}\s+[A-Z]", text) for w, text in
        zip(changed[0], (one, other), strict=True))


#: words, at most, of the name two copies of a page differ by ("Brooklyn Nets" and "Golden
#: State Warriors"), and words, at least, the same before it (not the sentence's subject)
RENAMED_SPAN = 4
RENAMED_LEAD = 3
_NAME_JOINERS = frozenset({"of", "the", "and", "de", "van", "von", "da", "du", "la", "le"})


def renamed(one: str, other: str) -> bool:
    """Whether two sentences are one statement with one name changed, word for word the
    same otherwise and long enough for that to be an edit: two copies of a page from two
    times ("Kevin Wayne Durant (born …) is an American professional basketball player for
    the Brooklyn Nets of …" and "… for the Golden State Warriors of …"). The name is a run
    of capitalised words (or figures) after the sentence's first words: sentences that
    name another subject first ("'Army' is a song by …", "'Butter' is a song by …") are
    about two things. Said only of two copies of one page (``disagreeing_copies``)."""
    a, b = re.findall(r"\w+", one), re.findall(r"\w+", other)
    lead = _common_lead(a, b)
    tail = 0
    while tail < min(len(a), len(b)) - lead and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    spans = a[lead:len(a) - tail], b[lead:len(b) - tail]
    if lead < RENAMED_LEAD or lead + tail < REFIGURED_WORDS or \
            not all(0 < len(span) <= RENAMED_SPAN for span in spans):
        return False
    return all((span[0][0].isupper() or span[0].isdigit()) and
               (span[-1][0].isupper() or span[-1].isdigit()) and
               all(w[0].isupper() or w.isdigit() or w in _NAME_JOINERS for w in span)
               for span in spans) and not all(w.isdigit() for span in spans for w in span)


def _letters(text: str) -> str:
    """A sentence's letters and figures alone, in order."""
    return re.sub(r"\W+", "", text).lower()


def disagreeing_copies(sentence: str, chunk: RetrievedChunk, other: str,
                       other_chunk: RetrievedChunk) -> bool:
    """Whether two sources' sentences are copies of one statement that disagree: one figure
    apart (``refigured``), or, on two copies of one page, one name apart (``renamed``). A
    report quotes one and says where the sources disagree."""
    if chunk.source_id == other_chunk.source_id or _letters(sentence) == _letters(other):
        return False  # (nor copies whose words only run together: '"Escape from New
        # York", "Escape from L.A."' and '" Escape from New YorkEscape from L.A."')
    return refigured(sentence, other) or (
        chunk.title.strip().lower() == other_chunk.title.strip().lower() and
        renamed(sentence, other))


def repeats(key: str, used: set[str]) -> bool:
    """Whether a statement says what one of ``used`` says (``copy_of``)."""
    return copy_of(key, used) is not None


def pick(ranked: Ranked, limit: int, used: set[str], *, entity: str = "",
         names: Sequence[str] = (), per_source: int = 3) -> list[tuple[str, RetrievedChunk]]:
    """The best sentences not used yet, at most ``per_source`` from one page, then put in
    reading order (page by page as first met, each page's sentences in its own order). A
    sentence said again on the page about its subject replaces the same one picked from a
    list page ("'Teen Titans Go!' is an American animated television series …"), and one
    giving a title replaces its copy that lost it ("a 1944 documentary film, "", and …")."""
    chosen: list[tuple[float, str, RetrievedChunk]] = []
    at: dict[str, int] = {}  # statement key → its place in ``chosen``
    from_source: dict[str, int] = {}
    for score, sentence, chunk in ranked:
        if len(chosen) >= limit or score <= 0:
            break
        if not about(chunk, sentence, entity, names):
            continue
        # a page's share is full, but a sentence going on from one quoted joins it
        capped = from_source.get(chunk.source_id, 0) >= per_source
        if any(sentence in s for _, s, c in chosen if c.source_id == chunk.source_id):
            continue  # quoted already, before a "This is …" that refers back to it (from
            # this passage or another of its page's, which overlap)
        letters = _letters(sentence)
        if any(reworded(sentence, s) or refigured(sentence, s) or letters == _letters(s) or
               disagreeing_copies(sentence, chunk, s, c) for _, s, c in chosen):
            continue  # another copy of a page says it with one word (figure, name) changed
        if sentence.count("(") > sentence.count(")") and \
                not re.search(r"[.!?][\"”’')\]]*$", sentence):
            continue  # cut off where its passage ends: "… several cities (primarily in"
        loose = someone_unnamed(sentence, chunk)
        if dangling(sentence) or loose or another_pronoun(sentence, chunk):  # quoted with
            # the sentence it refers back to, or not at all ("He later served …" on a list
            # page: with it, or as it is)
            whole = with_antecedent(sentence, chunk)
            antecedent = whole[:len(whole) - len(sentence)].rstrip()
            before = next((i for i, (_, s, c) in enumerate(chosen) if c.source_id ==
                           chunk.source_id and antecedent in s), None) if whole else None
            if before is not None:  # the sentence before it is quoted: it goes on from there
                # (in the passage holding both), unless that is not where the quote ends; a
                # "He …" then stands as it is
                went_on = f"{chosen[before][1]} {sentence}"
                holder = chunk if chosen[before][1] == antecedent else next(
                    (c for c in (chunk, chosen[before][2]) if _flat(went_on) in _flat(c.text)),
                    None)
                if holder is not None:
                    chosen[before] = (chosen[before][0], went_on, holder)
                    used.add(statement_key(went_on))
                if holder is not None or not loose:
                    continue
            elif capped:
                continue
            elif not (loose and someone_unnamed(antecedent, chunk)):  # ("He … He …": the one
                # before names no one either; as it is)
                sentence = whole or (sentence if loose else "")
                if not sentence:
                    continue
        if capped:
            continue
        key = statement_key(sentence)
        same = copy_of(key, used)
        if same is not None:
            place = at.get(same)
            if place is not None and (
                    (is_collection(chosen[place][2].title) and not is_collection(chunk.title))
                    or (_EMPTY_QUOTE.search(chosen[place][1]) is not None and
                        _EMPTY_QUOTE.search(sentence) is None)):  # or a copy whose title
                # was lost ("a 1944 documentary film, "", and …") by one that has it
                listed = chosen[place][2]
                from_source[listed.source_id] -= 1
                from_source[chunk.source_id] = from_source.get(chunk.source_id, 0) + 1
                chosen[place] = (chosen[place][0], sentence, chunk)
                at[key] = place
            continue
        if any(restated(sentence, chunk, s, c) for _, s, c in chosen):
            continue  # (a copy of the page's opening, after the one that kept a title)
        used.add(key)
        at[key] = len(chosen)
        from_source[chunk.source_id] = from_source.get(chunk.source_id, 0) + 1
        chosen.append((score, sentence, chunk))
    picked = [(sentence, chunk) for _, sentence, chunk in chosen]
    return reading_order(picked, _opening(picked, entity))


_EMPTY_QUOTE = re.compile(r"\"\"|“”")


#: a sentence whose subject is a bare "this" or "these": what it refers to is in a sentence
#: not quoted ("This is commonly known as the Written Torah.")
_DANGLING = re.compile(r"^(?:(?:This|These|That|Those)\s+(?:is|was|are|were|has|had|have|"
                       r"can|could|may|might|will|would|led|meant|means|made|makes|include|"
                       r"included|includes)\b|"
                       # "Both races continue …", "The latter was …": which two, the sentence
                       # before says
                       r"(?:Both|The\s+(?:latter|former|two|three))\s+(?:[a-z]+\s+)?"
                       r"(?:is|was|are|were|have|had|continue|continued|remain|remained)\b|"
                       # "It was called "BCG"": naming what the sentence before made, not
                       # the page's subject
                       r"It\s+(?:is|was)\s+(?:(?:also|then|later|first|initially|originally)"
                       r"\s+)?(?:called|named|dubbed|termed|known\s+as)\b|"
                       # "From this self-titled debut album, the song …", "In these years,
                       # …": which album, which years, the sentence before says
                       r"(?:From|In|On|With|After|Before|During|Through|Following|Since|"
                       r"Under|Besides|Despite|Of)\s+(?:this|these|that|those)"
                       r"(?:\s+(?:[\w-]+\s+){0,3}[\w-]+)?,)")


def dangling(sentence: str) -> bool:
    """Whether a sentence goes on from the one before it (``_DANGLING``), after a word
    setting it in time ("Today, this is known as the Miasma theory.")."""
    plain = re.sub(r"^(?:Today|Now|Later|Then|Thus|However|Instead|Eventually),\s+"
                   r"(?=(?:this|these|that|those)\b)", "", sentence.strip(" \"'“‘"))
    return _DANGLING.match(plain[:1].upper() + plain[1:]) is not None


def _flat(text: str) -> str:
    return " ".join(text.split())


def someone_unnamed(sentence: str, chunk: RetrievedChunk) -> bool:
    """Whether a sentence opens with "He" or "She" on a page that is no one's (a list, a
    thing's): who that is, the sentence before it says ("… Sarvepalli Radhakrishnan, took
    oath … He later served as the president." on the list of India's vice presidents)."""
    opening = _OPENING_PRONOUN.match(sentence)
    name = plain_title(chunk.title)
    return opening is not None and opening.group(1) in ("He", "She") and \
        not stands_for_page(chunk, False) and \
        (is_collection(name) or names_no_person(name) or _PERSON_TITLE.match(name) is None)


def another_pronoun(sentence: str, chunk: RetrievedChunk) -> bool:
    """Whether a sentence opening with "He" or "She" on someone's own page names that
    person apart, so the pronoun is someone else ("He was forced to resign in December
    1916; Lloyd George succeeded him" on David Lloyd George's page is Asquith): who, only
    the sentence before it says."""
    opening = _OPENING_PRONOUN.match(sentence)
    if opening is None or opening.group(1) not in ("He", "She") or \
            not stands_for_page(chunk, False):
        return False
    name = plain_title(chunk.title)
    words = name.split()
    called = [name, " ".join(words[-2:]) if len(words) > 2 else "", words[-1] if
              len(words) > 1 else ""]
    rest = sentence[opening.end():]
    # the name alone, not a kinsman's ("Per Lund", his father, on Ivo Lund's page)
    return any(n and not re.search(r"\b[A-Z][\w.’'-]*\s+$", rest[:m.start()])
               for n in called
               for m in re.finditer(rf"(?<![\w'’-]){re.escape(n)}(?![\w-]|['’]s\b)", rest))


def with_antecedent(sentence: str, chunk: RetrievedChunk) -> str:
    """A sentence about a bare "this" with the one before it on its page, which says what
    "this" is ("It can mean the first five books … This is commonly known as the Written
    Torah."); "" when the passage has none to give."""
    said = passage_sentences(chunk.text)
    at = said.index(sentence) if sentence in said else 0
    if at == 0 or dangling(said[at - 1]) or not is_prose(said[at - 1]):
        return ""
    return f"{said[at - 1]} {sentence}"


def _opening(picked: Sequence[tuple[str, RetrievedChunk]], entity: str) -> str:
    """The page a subject's section opens with: its own page, else the one saying what it
    is ("A perfect game … is a game by a pitcher …" before "Braden's perfect game …")."""
    if not entity:
        return ""
    own = [(t, c) for t, c in picked if norm_title(c.title) == entity.lower()]
    # of its own page's passages, the one giving its lifespan or saying what it is (Queen
    # Victoria's dates before the court intrigue of 1839); else another page saying what it
    # is, before its own page's passage on something else (a list page's "A perfect game
    # … is a game by a pitcher …" before the count of games on the game's own page)
    lead = next((c.source_id for t, c in own if LIFESPAN.search(t) or defines(t, [entity])), "")
    return lead or next((c.source_id for t, c in picked if defines(t, [entity])), "") or \
        (own[0][1].source_id if own else "")


def reading_order(picked: Sequence[tuple[str, RetrievedChunk]], first: str = ""
                  ) -> list[tuple[str, RetrievedChunk]]:
    """Sentences page by page as first met (the page ``first`` before any), each page's in
    its own order."""
    met = [c.source_id for _, c in picked]
    order = {sid: i for i, sid in enumerate(dict.fromkeys([first, *met] if first in met
                                                          else met))}
    ranked = sorted(enumerate(picked), key=lambda it: (
        order[it[1][1].source_id], it[1][1].index, _offset(*it[1]), it[0]))
    return [item for _, item in ranked]


def _offset(sentence: str, chunk: RetrievedChunk) -> int:
    found = chunk.text.find(sentence[:40])
    return found if found >= 0 else 10**6


def loosely_tied(question: str, sentence: str, chunk: RetrievedChunk) -> bool:
    """Whether a sentence, with its page's title, holds fewer than ``TOPIC_TERMS`` of the
    question's content words (all, if it has fewer): "Warriors: The Prophecies Begin" holds
    only "begin" of "When did the ancient chinese civilization begin and end?". On a page
    whose title holds none of them, a long question's sentence holds one in ``TOPIC_PER``
    of them to be tied by its words: "The greatest annual snowfall level is at Mount
    Rainier …" (Geography of the United States) holds two of seven of "which latitudes
    experience the greatest annual change in daylight hours?". Such a sentence is
    evidence only if its meaning is close to the question's or it is a step of the
    question's chain (``Links``)."""
    terms = key_terms(question)
    need = TOPIC_TERMS if not terms or holds(terms, "", chunk.title) > 0 else \
        max(TOPIC_TERMS, -(-len(terms) // TOPIC_PER))
    return round(holds(terms, sentence, chunk.title) * len(terms)) < min(need, len(terms))


def off_page(question: str, chunk: RetrievedChunk) -> bool:
    """Whether a page's title alone is loosely tied to the question: "Colgan Air Flight
    9446" holds only "air" of "Who died in the book into thin air?", where "Into Thin Air"
    holds the book. Its sentences, however many of the question's words they hold, are
    weighed by meaning."""
    return loosely_tied(question, "", chunk)


NAMESAKE_SHARE = 0.5  # of a subject's words, at most, a namesake's title shares


def subject_pages(question: str, ranked: Ranked) -> set[str]:
    """The titles of pages read that the question names as its subject, whole ("in the
    heat of the night" of "In the Heat of the Night (film)"): two words or more."""
    low = _words(question.lower())
    return {t for _, _, c in ranked
            if len((t := norm_title(c.title)).split()) >= 2 and within(_words(t), low)}


def _words(text: str) -> str:
    """``text``'s words, one space apart (its punctuation gone: "who's", "spider-man" kept)."""
    return " ".join(re.findall(r"[\w'’-]+", text))


def off_subject(question: str, ranked: Ranked, answer: str, linked: Links) -> set[str]:
    """The statement keys of a short question's sentences about a namesake of the subject
    it names, when a page of that subject was read: on a page whose title shares some of
    the subject's words, at most ``NAMESAKE_SHARE`` of them ("One Night in Istanbul" of "In
    the Heat of the Night"; "Keep Ya Head Up", with every word of "keep your head up", is
    another reading of the question), naming neither the subject nor the answer, and no
    step of the chain (``Links``). A page named otherwise is a step the run followed."""
    subjects = subject_pages(question, ranked)
    if not subjects or not may_be_ambiguous(question):
        return set()
    # a page of another kind titled with part of a longer subject's name ("Come On Over
    # (Royal Blood song)" of "When did the Come On Over Tour start?") is a namesake's
    shorter = {t for t in subjects if any(t != o and within(t, o) for o in subjects)}
    subjects -= shorter
    words = [w for t in subjects if (w := {stem(x) for x in key_terms(t, limit=30)})]
    out = set()
    for _, sentence, chunk in ranked:
        title = norm_title(chunk.title)
        own = {stem(x) for x in key_terms(title, limit=30)}
        share = max((len(w & own) / len(w) for w in words), default=0.0)
        said = sentence.lower()
        # (the song a tour is named for is no step to the tour, whatever links them)
        namesake = title in shorter and titled_with_part(chunk, subjects)
        if (namesake or 0 < share <= NAMESAKE_SHARE) and not any(
                within(t, said) or within(t, title) for t in subjects) and \
                not (answer and answer.lower() in said) and \
                (namesake or not linked(sentence, chunk)):
            out.add(statement_key(sentence))
    return out


def other_years(question: str, ranked: Ranked, answer: str) -> set[str]:
    """The statement keys of sentences on pages titled for another year than the one a
    short question asks of ("2015 FIFA Women's World Cup Final" for "who won the 1966 world
    cup?") that do not give it themselves; a sentence stating the answer stays."""
    years = short_years(question)
    if not years:
        return set()
    return {statement_key(s) for _, s, c in ranked
            if _A_YEAR.search(c.title) and not any(y in c.title or y in s for y in years)
            and not (answer and answer.lower() in s.lower())}


def unfollowed_meanings(ranked: Ranked, answer: str) -> set[str]:
    """The statement keys of the lines of a page listing what a name may mean, but those
    of a meaning the run read the page of and those giving the answer: "What is the
    botanical name of lady finger?" quotes the okra and cactus lines, not the biscuit, the
    cocktail, the songs, the peak and the firecrackers."""
    read = {c.title.lower() for _, _, c in ranked}  # ("Lady Finger (cocktail)" is not
    low = answer.lower()  # the page "Lady finger")
    passages = {c.chunk_id: c for _, _, c in ranked}.values()  # each passage once
    listing = {c.chunk_id: {line for name, line in meanings if name.lower() in read}
               for c in passages if (meanings := listed_meanings(c))}
    return {statement_key(s) for _, s, c in ranked if c.chunk_id in listing and
            s.strip() not in listing[c.chunk_id] and not (low and low in s.lower())}


#: two words a question joins with "and" ("where did blair and serena go to school?")
_PAIRED = re.compile(r"\b([a-z][\w'’-]{2,})\s+and\s+([a-z][\w'’-]{2,})\b")


def without_partner(question: str, ranked: Ranked, answer: str) -> set[str]:
    """The statement keys of sentences naming one of two names a question asks of together
    ("blair and serena") on a page that never names the other, when a page read names both:
    "At the time, Venus and Serena were only 20 and 19" is of another Serena than Blair's
    friend. Each word must be a name in what was read (capitalised inside a sentence), and a
    sentence stating the answer stays."""
    pairs = [(a, b) for a, b in _PAIRED.findall(question.lower())
             if a not in STOPWORDS and b not in STOPWORDS]
    if not pairs:
        return set()
    pages: dict[str, str] = {}
    for _, sentence, chunk in ranked:
        title = norm_title(chunk.title)
        pages[title] = f"{pages.get(title, chunk.title)} {sentence}"

    def names(word: str, text: str) -> bool:
        return re.search(rf"(?<=[\w,;:] ){re.escape(word.capitalize())}\b", text) is not None

    out: set[str] = set()
    for pair in pairs:
        if not any(all(names(w, text) for w in pair) for text in pages.values()):
            continue
        for _, sentence, chunk in ranked:
            text = pages[norm_title(chunk.title)]
            for one, other in (pair, pair[::-1]):
                if re.search(rf"\b{re.escape(one.capitalize())}\b", sentence) and \
                        not re.search(rf"\b{re.escape(other)}\b", text, re.I) and \
                        not (answer and answer.lower() in sentence.lower()):
                    out.add(statement_key(sentence))
    return out


class Links:
    """Whether a sentence loosely tied to the question is a step of its chain: its page is
    named by one of the best sentences tied to the question, on another page ("directed by
    Gustaf Molander", so "Gustaf Molander was born in Helsingfors"), or it names the page of
    one ("initiated by Mikhail Gorbachev" beside the page "Mikhail Gorbachev"). A page's
    own sentences do not link each other."""

    def __init__(self, question: str, ranked: Ranked) -> None:
        self.tied = [(s.lower(), t) for _, s, c in ranked[:LINK_DEPTH]
                     if not loosely_tied(question, s, c) and len(t := norm_title(c.title)) > 3]

    def __call__(self, sentence: str, chunk: RetrievedChunk) -> bool:
        own = norm_title(chunk.title)
        low = sentence.lower()
        return any(title != own and ((len(own) > 3 and within(own, text)) or
                                     within(title, low)) for text, title in self.tied)


async def on_topic_body(plan: Plan, ranked: Ranked, answer: str, length: Length,
                        numbering: Numbering, embeddings: EmbeddingService) -> Lines:
    """A factoid's ``body``, cited, without the sentences about something else: loosely
    tied to the question by their words, naming none of its names whole, or (a short
    question's) on a page whose title is not (``off_page``), and far from it in meaning
    ("Put-in-Bay Airport: … almost exactly in line with the runway" for "When did they put
    the 3 point line in?"; "Captain Scott Knabe and First Officer Steven Dean died." for
    "Who died in the book into thin air?").
    A short question's sentences on a page about something else (``far_pages``) are
    weighed too, against the higher ``FAR_PAGE_CLOSENESS``.
    Only the sentences the body picks are weighed (most already were, when ranked by
    meaning); each one dropped makes room for the next best, weighed in turn. The answer's
    own sentence stays; when the embedder fails, nothing is dropped."""
    # "How many state parks are there in virginia?": a sentence placing its park in North
    # Carolina (and not in Virginia) is about another state's, and so is every sentence of
    # a page whose passages read place it elsewhere and never in the state asked
    place = asked_place(plan.normalized)
    elsewhere = {sid for sid, text in _page_texts(ranked).items()
                 if placed_elsewhere(text, place)} if place else set()
    off = {statement_key(s) for _, s, c in ranked if place and
           not (answer and answer.lower() in s.lower()) and
           (c.source_id in elsewhere or placed_elsewhere(f"{c.title} {s}", place))}
    linked = Links(plan.normalized, ranked)
    # "Where did they film the movie in the heat of the night?": with the film's page read,
    # "One Night in Istanbul … is a British comedy-drama film" is about another film
    off |= off_subject(plan.normalized, ranked, answer, linked)
    off |= without_partner(plan.normalized, ranked, answer)
    off |= other_years(plan.normalized, ranked, answer)
    off |= unfollowed_meanings(ranked, answer)
    off |= others_values(plan.normalized, ranked, answer)
    off |= beside_qualified(plan.normalized, ranked)
    off |= of_other_places(plan.normalized, ranked, answer)
    off |= of_its_region_only(plan.normalized, ranked, answer)
    unnamed = naming_no_subject(plan, ranked) | another_of_the_title(plan, ranked) \
        if plan.shape == "factoid" else set()
    off |= {statement_key(s) for _, s, c in ranked if c.source_id in unnamed}
    weighed: set[str] = set()
    # a short question names its subject; a long one's chain runs through pages titled
    # for other things (the director's page for "where was the director of film X born?")
    short = may_be_ambiguous(plan.normalized)
    # a sentence naming none of the question's names of two words or more, whole, with its
    # page's title is weighed too: "Great Balls of Fire! … is a 1989 film" holds "great" and
    # "fire" of "When did the great fire of london happen?"
    named = [t for e in plan.entities if len(e.split()) > 1 and (t := key_terms(e))]
    picked = body(plan, ranked, answer, length, frozenset(off))
    far_page: dict[str, bool] = {}  # by source id: a short question's page about another thing
    for round_ in range(TOPIC_ROUNDS + 1):
        try:
            if short:
                far_page.update(await far_pages(plan.normalized, ranked, picked, far_page,
                                                embeddings))
            loose = [(s, c) for s, c in picked if statement_key(s) not in weighed and
                     not (answer and answer.lower() in s.lower()) and
                     (loosely_tied(plan.normalized, s, c) or far_page.get(c.source_id) or
                      (short and off_page(plan.normalized, c)) or
                      (named and not any(holds(t, s, c.title) == 1.0 for t in named))
                      ) and not linked(s, c)]
            if not loose:
                break
            near = await embeddings.closeness(plan.normalized,
                                              [f"{c.title}: {s}" for s, c in loose])
        except EmbeddingError as exc:
            log.warning("evidence not checked for being about the question: %s", exc)
            break
        weighed.update(statement_key(s) for s, _ in loose)
        far = {statement_key(s) for (s, c), sim in zip(loose, near, strict=True)
               if sim < (FAR_PAGE_CLOSENESS if far_page.get(c.source_id) else
                         TOPIC_CLOSENESS)}
        if not far:
            break
        off |= far
        if round_ == TOPIC_ROUNDS:  # the last picks are weighed too: those far from the
            # question are left out, none picked in their place
            picked = [(s, c) for s, c in picked if statement_key(s) not in far]
            break
        picked = body(plan, ranked, answer, length, frozenset(off))
    return cite_lines(picked, numbering)


async def far_pages(question: str, ranked: Ranked, picked: Sequence[tuple[str, RetrievedChunk]],
                    known: Collection[str], embeddings: EmbeddingService) -> dict[str, bool]:
    """For the pages of the ``picked`` sentences not yet ``known`` (by source id), whether
    each is about something else than the question: its opening, its title with the first
    chunk of it read (``LEAD_CHARS``), is farther than ``PAGE_CLOSENESS`` from it in meaning.
    One embedding call; raises ``EmbeddingError`` as the embedder does."""
    first: dict[str, RetrievedChunk] = {}
    wanted = {c.source_id for _, c in picked} - set(known)
    for _, _, c in ranked:
        if c.source_id in wanted and (c.source_id not in first or
                                      c.index < first[c.source_id].index):
            first[c.source_id] = c
    if not first:
        return {}
    near = await embeddings.closeness(
        question, [f"{c.title}: {c.text[:LEAD_CHARS]}" for c in first.values()])
    return {sid: sim < PAGE_CLOSENESS for sid, sim in zip(first, near, strict=True)}


async def on_topic_rankings(aspects: Sequence[Aspect], rankings: Sequence[Ranked],
                            names: Sequence[str], embeddings: EmbeddingService
                            ) -> list[Ranked]:
    """The rankings of the aspects that name no subject (an explanation's or a how-to's
    findings) without the sentences about something else: loosely tied to the aspect's
    question by their words, no step of its chain, and far from it in meaning ("The test is
    similar to the Turing test …" for "How do you test for lipids?") or, for a facet,
    not naming what it is a facet of (``names_subject``). The best
    ``TOPIC_DEPTH`` of each are weighed, in one embedding call; when the embedder fails,
    nothing is dropped. "How they compare" keeps its own rule (sentences about the
    subjects)."""
    out = [list(r) for r in rankings]
    weighed: list[tuple[int, list[tuple[str, RetrievedChunk]]]] = []
    bar: dict[str, float] = {}  # a sentence's closeness needed, by statement key
    pages = {c.chunk_id: c for ranked in rankings for _, _, c in ranked}.values()
    people = [n for n in names if any(norm_title(c.title) == n.lower() and personal_page(c)
                                      for c in pages)]
    # a subject the results' titles gave the kind asked, "Sati" of "What was sati?", is
    # still the kind typed in lower case: no section quotes the film "Sati (film)"
    asked = [kind_asked(a.question) for a in aspects]
    kinds = [k for k in asked if k and (not names or [n.lower() for n in names] == [k.lower()])]
    for i, (aspect, ranked) in enumerate(zip(aspects, rankings, strict=True)):
        kind = asked[i] if kinds else ""
        uncased = aspect.question == aspect.question.lower()
        if kinds and not uncased:
            ranked = out[i] = [r for r in ranked if not namesakes_page(r[2].title)]
        if kind:  # "What is a tsunami?": not the manga by Minatsuki Tsunami
            ranked = out[i] = [r for r in ranked if says_kind(r[1], r[2], kind, uncased)]
        if len(people) == 1 and not aspect.entity:  # why someone did something: what
            # speaks of them, not of another person or a namesake of the place they did it
            ranked = out[i] = [r for r in ranked if speaks_of(r[1], r[2], people[0])]
        if not aspect.entity and aspect.title != COMPARING and names and len(aspects) == 1:
            ranked = out[i] = most_named(ranked, names)  # "Why did the United States make
            # the Gadsden Purchase?": not "Prohibition in the United States was …"
        elif not aspect.entity and not names and len(aspects) == 1:  # its subject in lower
            # case: not a page holding few of its words ("… her work in computational models
            # of human behavior" for how implantation of a human embryo works)
            terms = (facet_terms(aspect) and of_subject(aspect.question)) or \
                key_terms(aspect.question)  # (a facet's, of what it is a facet of: a page
            # on timpani, not one whose "main features are St. Jacob's Well")
            ranked = out[i] = [r for r in ranked if overlap(
                terms, f"{r[2].title}\n{r[2].text}") > PAGE_TERMS] or ranked
        if aspect.entity or len(names) > 1:
            continue
        linked = Links(aspect.question, ranked)
        facet = facet_terms(aspect) if aspect.title != aspect.question else \
            part_terms(aspect, aspects)
        # a facet's sentence not saying its word is weighed, and must be near its question
        # ("It was called BCG" on the history of tuberculosis is near tuberculosis, not its
        # symptoms)
        aside = {statement_key(s) for _, s, _ in ranked[:TOPIC_DEPTH]
                 if facet and overlap(facet, s) == 0}
        bar.update((key, FACET_CLOSENESS) for key in aside)
        loose = [(s, c) for _, s, c in ranked[:TOPIC_DEPTH]
                 if (loosely_tied(aspect.question, s, c) or statement_key(s) in aside)
                 and not linked(s, c)]
        unnamed = {statement_key(s) for _, s, c in ranked[:TOPIC_DEPTH]
                   if not names_subject(aspect, s, c)}  # (however close its words: "The
        # main features are St. Jacob's Well …" on a basin's page, for timpani's)
        out[i] = [r for r in out[i] if statement_key(r[1]) not in unnamed]
        loose = [(s, c) for s, c in loose if statement_key(s) not in unnamed]
        if loose:
            weighed.append((i, loose))
    if not weighed:
        return out
    try:
        near = await embeddings.closeness_many(
            [aspects[i].question for i, _ in weighed],
            [[f"{c.title}: {s}" for s, c in loose] for _, loose in weighed])
    except EmbeddingError as exc:
        log.warning("sections not checked for being about the question: %s", exc)
        return out
    for (i, loose), sims in zip(weighed, near, strict=True):
        far = {statement_key(s) for (s, _), sim in zip(loose, sims, strict=True)
               if sim < bar.get(statement_key(s), TOPIC_CLOSENESS)}
        out[i] = [(score, s, c) for score, s, c in out[i] if statement_key(s) not in far]
    return out


def most_named(ranked: Ranked, names: Sequence[str]) -> list[tuple[float, str, RetrievedChunk]]:
    """The ranked sentences whose passages (with their page's title) name one of the
    question's subjects other than a place it names ("Prohibition in the United States" is
    not about the Gadsden Purchase the United States made); all when none does."""
    own = [n for n in names if n.lower().removeprefix("the ") not in PLACES] or list(names)
    return [r for r in ranked if any(names_whole(n, f"{r[2].title}\n{r[2].text}")
                                     for n in own)] or list(ranked)


def says_kind(sentence: str, chunk: RetrievedChunk, kind: str, uncased: bool = False) -> bool:
    """Whether a sentence speaks of a kind of thing written in lower case ("a tsunami",
    "Tsunamis are …", "black holes"), not of a name holding its words ("Minatsuki Tsunami",
    "Oxfam for Tsunami", "Greenhouse Academy"); of a question typed without capitals
    (``uncased``), also of the one thing its words name when capitalised alone ("The Sunbeam
    Alpine is …" for "what is the sunbeam alpine"). Any sentence on the page titled for it
    does; none on a page its title calls a work or a band ("Sati (film)" is no page on sati,
    unless the question is typed without capitals)."""
    if not uncased and namesakes_page(chunk.title):
        return False
    if _same_kind(norm_title(chunk.title), kind):
        return True
    wanted = kind.lower().split()
    words = re.findall(r"[\w'’-]+", sentence)
    n = len(wanted)
    for i in range(len(words) - n + 1):  # "short stories" is of the short story
        if not all(_one_word(w.lower(), k) for w, k in zip(words[i:i + n], wanted,
                                                           strict=True)):
            continue
        opening = i == 0 or (i == 1 and words[0].lower() in ("the", "a", "an"))
        named_before = not opening and words[i - 1][:1].isupper()
        named_after = i + n < len(words) and words[i + n][:1].isupper()
        if words[i][:1].islower() or (opening and not named_after) or \
                (uncased and not (named_before or named_after)):
            return True
    return False


#: what a page's qualifier calls a name's bearer, never a kind of thing in lower case
_NAMESAKES = WORK_KINDS | frozenset("band group company magazine newspaper character manga "
                                    "anime comics ship horse".split())


def namesakes_page(title: str) -> bool:
    """Whether a page's qualifier calls what it is about a work, a band or another bearer of
    a name ("Sati (film)", "Tsunami (band)")."""
    qualifier = re.search(r"\(([^()]*)\)\s*$", title)
    return qualifier is not None and bool(set(qualifier.group(1).lower().split()) & _NAMESAKES)


def _same_kind(title: str, kind: str) -> bool:
    """Whether a lower-case title names a kind, in the singular or plural."""
    named, wanted = title.split(), kind.lower().split()
    return len(named) == len(wanted) and all(
        _one_word(a, b) for a, b in zip(named, wanted, strict=True))


def _one_word(a: str, b: str) -> bool:
    """One word, maybe in the plural ("stories", "tsunamis", "holes")."""
    return stem(a) == stem(b) or a in (f"{b}s", f"{b}es") or b in (f"{a}s", f"{a}es")


#: a sentence opening by saying what a name is: "Catan Histories: Struggle for Rome is a …",
#: "World War II (often abbreviated to WWII), also known as the Second World War, was a …"
_NAME_IS = re.compile(r"^[\"“‘']?((?:[A-Z0-9][\w'’:.,&-]*\s+(?:(?:of|the|for|and|in|on|a)\s+)*)"
                      r"{1,8}?)[\"”’']?\s*(?:\([^)]*\)\s*)?(?:,[^,]{0,80},\s*)?"
                      r"(?:is|was|are|were)\s+(?:a|an|the|one)\b")


def defines_other(sentence: str, chunk: RetrievedChunk, subjects: Sequence[str]) -> bool:
    """Whether a sentence, on a page not titled with one of ``subjects``, opens by saying
    what another named thing is."""
    title = norm_title(chunk.title)
    if any(within(n.lower(), title) for n in subjects):
        return False
    match = _NAME_IS.match(sentence.strip())
    return match is not None and not _DEMONSTRATIVE.fullmatch(match.group(1).strip()) and \
        not any(within(n.lower(), match.group(1).lower()) for n in subjects)


#: a sentence's subject that names nothing: "This was the first public steam railway … and
#: then in 1829, he built The Rocket which … won the Rainhill Trials" says what "this" is,
#: whatever that was, and goes on to the trials ("It is a board game" on another page is
#: that page's subject, defined)
_DEMONSTRATIVE = re.compile(r"This|That|These|Those|There")


def facet_terms(aspect: Aspect) -> list[str]:
    """The words of the facet an aspect asks of its question's subject ("symptoms" of
    "What are the symptoms of tuberculosis?"); none for an aspect that is no facet."""
    facet = key_terms(aspect.title)
    return facet if facet and set(facet) <= set(key_terms(aspect.question)) else []


def part_terms(aspect: Aspect, aspects: Sequence[Aspect]) -> list[str]:
    """The words one of a joined question's parts adds to what every part asks of ("side"
    and "effects" of "What are anabolic steroids' side effects?" beside "How are anabolic
    steroids used?"); none for a question of one part."""
    parts = [a for a in aspects if a.title == a.question and not a.entity]
    if len(parts) < 2 or aspect not in parts:
        return []
    shared = set.intersection(*({stem(t) for t in key_terms(a.question)} for a in parts))
    return [t for t in key_terms(aspect.question) if stem(t) not in shared]


def names_subject(aspect: Aspect, sentence: str, chunk: RetrievedChunk) -> bool:
    """Whether a sentence, with its page's title, names the subject of a facet asked of
    something written in lower case ("Symptoms" of "What are the symptoms of tuberculosis?"
    asks about tuberculosis: "Symptoms include fever, cough …" on the Black Death's page
    names the facet, not it). True for an aspect that is no facet of the question."""
    if not facet_terms(aspect):
        return True
    subject = of_subject(aspect.question)
    return not subject or overlap(subject, f"{chunk.title} {sentence}") > 0


def body(plan: Plan, ranked: Ranked, answer: str, length: Length,
         off_topic: frozenset[str] = frozenset()) -> list[tuple[str, RetrievedChunk]]:
    """A factoid's evidence: the sentence stating the answer first, then the best sentence
    for each other answer the evidence gives (an ambiguous question has several), then the
    best of the rest; none of them one of ``off_topic``, the statement keys of sentences
    about something else."""
    used: set[str] = set(off_topic)
    picked: list[tuple[str, RetrievedChunk]] = []
    limit = BODY[length]
    votes = answer_votes(plan.normalized, of_the_subject(plan.normalized, ranked),
                         CANDIDATE_DEPTH, act_first=False)
    top = votes[0][1] if votes else 0.0
    wanted = [answer] if answer else []
    wanted += [c for c, v in votes if v >= CANDIDATE_SHARE * top and c != answer and
               in_years_asked(plan.normalized, _stating(c, ranked)) and
               not (answer and may_be_ambiguous(plan.normalized) and
                    of_another(plan.normalized, answer, c, ranked))]
    counted = counted_words(plan.normalized)
    floor = BODY_FLOOR * ranked[0][0] if ranked else 0.0
    for candidate in wanted[:limit]:
        holding = [(score, sentence, chunk) for score, sentence, chunk in ranked
                   if candidate.lower() in sentence.lower()]
        # another answer whose best sentence is about something else (left out) is not
        # quoted by one far below the best sentence, no evidence at all
        left_out = candidate != answer and bool(holding) and \
            statement_key(holding[0][1]) in off_topic
        writing = [(sentence, chunk) for score, sentence, chunk in holding
                   if not (left_out and score < floor)
                   and not repeats(statement_key(sentence), used)]
        # a count's own sentence writes it of the thing counted ("23 official perfect
        # games"), before one where it counts something else ("spans of 23 … seasons")
        stating = next((sc for sc in writing if counted and counts_them(candidate, sc[0],
                                                                         counted)),
                       writing[0] if writing else None)
        if stating is not None:
            used.add(statement_key(stating[0]))
            picked.append(stating)
    evidence = [r for r in ranked if r[0] >= floor]
    rest = pick(evidence, limit - len(picked), used, per_source=BODY_PER_SOURCE)
    if len(picked) + len(rest) < limit:  # a page's share leaves room for the others: with
        # none left over the floor, more of its own fills it
        rest += pick(evidence, limit - len(picked) - len(rest), used, per_source=limit)
    out: list[tuple[str, RetrievedChunk]] = []
    for sentence, chunk in [*picked, *rest]:  # (a candidate's sentence and the rest's: one
        if not any(reworded(sentence, s) or refigured(sentence, s) or  # copy of a page
                   restated(sentence, chunk, s, c) for s, c in out):  # each)
            out.append((sentence, chunk))
    if not out:
        return out
    lead = out[0][1].source_id  # the page stating the answer leads
    if not answer:  # nothing settles it: the page of what bears most on the question leads,
        # not the sentence of whichever candidate drew most votes ("The result of the
        # election was a hung parliament …" for who chairs a committee)
        place = {(s, c.chunk_id): i for i, (_, s, c) in enumerate(ranked)}
        lead = min(out, key=lambda sc: place.get((sc[0], sc[1].chunk_id), len(place)))[1].source_id
    # then each page's sentences together, in its own order, pages as first met: a "she"
    # follows the sentence naming her ("In 1972 she introduced …" after "Karen Spärck Jones
    # was …", not after another page's), and a page is not left and come back to
    return reading_order(out, lead)


def _stating(candidate: str, ranked: Ranked) -> list[RetrievedChunk]:
    low = candidate.lower()
    return [chunk for _, sentence, chunk in ranked[:VOTED] if low in sentence.lower()]


def _names(chunk: RetrievedChunk, candidate: str) -> bool:
    title, low = chunk.title.lower(), candidate.lower()
    return bool(title) and (low in title or title in low)


#: what a question may name the version of its subject by: the medium of a work
_MEDIA = re.compile(r"\b(?:video\s+game|film|movie|(?:tv|television)\s+series|novel|musical|"
                    r"play|opera|anime|manga|comic|album|book)\b", re.I)


#: a name as a question writes it, small words and all: "The Fast and the Furious"
_TITLED_RUN = re.compile(r"[A-Z][\w'’-]*(?:\s+(?:(?:of|the|and|in|on|a|an|for|to|at|with)\s+)*"
                         r"[A-Z][\w'’-]*)*")


def titled_by(chunk: RetrievedChunk, names: Sequence[str]) -> bool:
    """Whether a passage's page is titled with one of ``names`` (a question's names of more
    than one word), its aside aside: "The Fast and the Furious (2001 film)"."""
    return any(same_name(plain_title(chunk.title), n) for n in names)


def qualified(question: str, answer: str, ranked: Ranked) -> int:
    """How many of the marks a question sets its subject apart by (the number it numbers it
    with, "eighth season"; the medium it names, "video game") the best sentence stating
    ``answer`` holds, with its page's title."""
    numbers = {n for n in numbered(question) if not YEAR_LIKE.fullmatch(n)}
    media = {m.lower() for m in _MEDIA.findall(question)}
    if not numbers and not media:
        return 0
    low = answer.lower()
    return max((len(numbers & numbered(f"{chunk.title} {sentence}")) +
                sum(re.search(rf"\b{kind_forms(m) if m in WORK_KINDS else re.escape(m)}",
                              f"{chunk.title} {sentence}", re.I) is not None for m in media)
                for _, sentence, chunk in ranked[:VOTED] if low in sentence.lower()), default=0)


def rivals(question: str, ranked: Ranked) -> list[str]:
    """Answers the evidence gives nearly as strongly as its best one, from other sources,
    when neither leads to the other: the question means more than one thing (a record for
    men and one for women, the first and the latest game). A candidate that names the page
    stating the other (or whose page names it) is a step of a multi-hop chain, not a rival:
    "the director of film X" is the way to the answer, not another answer. Only for short
    questions: one with more than AMBIGUOUS_MAX_TERMS content words describes its subject
    closely enough that a split vote is noise in the evidence, not two meanings (measured
    on multi-hop questions, where this keeps every right answer line)."""
    if not may_be_ambiguous(question):
        return []
    ranked = list(of_the_subject(question, ranked))  # (readings of okra's name, not others')
    votes = answer_votes(question, ranked)
    if len(votes) < 2:
        return []
    top = votes[0][0]
    top_chunks = _stating(top, ranked)
    top_sources = {page_of(c) for c in top_chunks}
    act = where_act(question)  # (a place asked of an act: where the act was done)
    done = done_by(question, top, ranked)  # (the best said to do the act asked)
    asked_names = [re.sub(r"['’]s?$", "", n) for n in _TITLED_RUN.findall(
        question.split(" ", 1)[-1]) if " " in n] or typed_title_ending(question, ranked)
    # (in lower case: "who was robert barton's wife", his page's title; "who directed
    # alien", Alien's, not Alien from L.A.'s)
    titled_asked = any(titled_by(c, asked_names) for c in top_chunks)
    top_qualified = qualified(question, top, ranked)
    out: list[str] = []
    taken = set(top_sources)
    for candidate in other_answers(question, ranked, top, limit=len(votes)):
        if len(out) >= MAX_RIVALS:
            break
        chunks = _stating(candidate, ranked)
        sources = {page_of(c) for c in chunks}
        if not chunks or sources & taken:
            continue  # one page giving two values (a list of scorers) is not two meanings,
            # however many passages or addresses it comes in
        if any(_names(c, candidate) for c in top_chunks) or any(_names(c, top) for c in chunks):
            continue
        if not in_years_asked(question, chunks):
            continue  # "who won the 1966 world cup?": not the winner of 2015's
        if of_another(question, top, candidate, ranked):
            continue  # another actor's count, on a page not naming the one asked about
        if not in_role_asked(question, candidate, ranked):
            continue  # "Who is the president of …?": not a member no sentence calls one
        if not placed_there(question, candidate, ranked):
            continue  # "Where is Sylva, North Carolina?": not "Black Mountain", where a
            # firm of Sylva put billboards
        if act and any(tells_act(act, s) for _, s, _ in ranked[:VOTED] if top in s) and \
                not any(tells_act(act, s) for _, s, _ in ranked[:VOTED] if candidate in s):
            continue  # "Where did Finding Neverland have its world premiere?": not
            # Broadway, where a sentence has it run but not premiere
        if qualified(question, candidate, ranked) < top_qualified:
            continue  # "When did the eighth season of Grey's Anatomy start?": not the show's
            # first airing; "Who voices Beorn in The Hobbit video game?": not the film's actor
        if titled_asked and not any(_names(c, candidate) or titled_by(c, asked_names)
                                    for c in chunks):
            continue  # "Who wrote the screenplay for The Fast and the Furious?": not who
            # wrote "Fast Five", a page on another work
        if done and not done_by(question, candidate, ranked):
            continue  # "Who founded the Dandy Warhols?": not Capitol, which released an
            # album of theirs
        out.append(candidate)
        taken |= sources
    return out


#: "Where is Sylva, North Carolina?": where a thing named in capitals is
_WHERE_IS = re.compile(r"^\W*where\s+(?:is|are)\s+(?:the\s+)?((?-i:[A-Z])[^,?]*)", re.I)


def placed_there(question: str, candidate: str, ranked: Ranked) -> bool:
    """Whether a reading of where a named thing is comes from a sentence saying where it is
    (the thing, then "is", "lies" …: "Sylva is an incorporated town located in central
    Jackson County"), not from one saying where something else of it happened. Any reading
    of another question passes."""
    asked = _WHERE_IS.match(question)
    if asked is None:
        return True
    x = re.escape(asked.group(1).strip())
    return any(candidate in s and re.search(
        rf"^(?:the\s+)?{x}\b(?:\s*\([^)]*\))?(?:,[^,]{{0,60}},)?\s+(?:is|are|was|were|lies|lie|"
        rf"sits|stands)\b", s, re.I) for _, s, _ in ranked)


#: "Who is the president of …?": the role whose holder it asks for
_ROLE_OF = re.compile(r"^\W*who\s+(?:is|was|are|were)\s+(?:the\s+)?(?:current\s+|first\s+|"
                      r"new\s+|present\s+)?([a-z]{3,})\s+(?:of|for|at)\b", re.I)


def in_role_asked(question: str, candidate: str, ranked: Ranked) -> bool:
    """Whether a sentence naming ``candidate`` says the role a "Who is the <role> of …?"
    question asks for ("The current president is David Sassoli"; André Laignel, "a Member
    of the European Parliament", is named in none); True for other questions."""
    asked = _ROLE_OF.match(question)
    role = stem(asked.group(1).lower()) if asked and asked.group(1).lower() not in KINSHIP \
        else ""  # (kin are named "son of", "his wife": no word of the role)
    return not role or any(role in {stem(w) for w in tokenize(t)}
                           for _, t, _ in ranked if candidate in t)


def short_years(question: str) -> list[str]:
    """The years a short question scopes its answer to ("who won the 1966 world cup?"); a
    long one's years often date a step of its chain ("Which Australian city founded in
    1838 contains a boarding school …?": the school's page gives none), so none."""
    return asked_years(question) if may_be_ambiguous(question) else []


def in_years_asked(question: str, chunks: Sequence[RetrievedChunk]) -> bool:
    """Whether one of ``chunks`` (those stating a candidate) gives every year a short
    question names ("who won the 1966 world cup?": a page on the 2015 final gives none)."""
    years = short_years(question)
    return not years or any(all(y in f"{c.title} {c.text}" for y in years) for c in chunks)


def _said_with(name: str, answer: str, ranked: Ranked) -> bool:
    """Whether one of the best sentences stating ``answer`` names ``name``, in its words or
    its page's title."""
    terms = key_terms(name)
    return any(answer.lower() in t.lower() and overlap(terms, f"{c.title} {t}") == 1.0
               for _, t, c in ranked[:VOTED])


def _paged_with(name: str, answer: str, ranked: Ranked) -> bool:
    """Whether a page stating ``answer`` names ``name`` somewhere (in its title or any of
    its sentences): "He appeared in 88 episodes." is on the page of the part Michael
    Moriarty played, which names him."""
    return not pages_naming(name, ranked).isdisjoint(page_of(c) for c in _stating(answer, ranked))


def others_values(question: str, ranked: Ranked, answer: str) -> set[str]:
    """The statement keys of sentences giving another value than ``answer`` on pages that
    leave out the person the question names (``of_another``): "Van Buren appeared in 392
    episodes" in the report on the episodes Michael Moriarty appeared in. A name of one word
    counts when the question gives its page's qualifier ("Border (2018 film)")."""
    if not answer or not may_be_ambiguous(question) or \
            not (any(" " in n for n in entities(question)) or _QUALIFIED.search(question)):
        return set()  # (a long question's other values are often the steps of its chain,
        # on pages naming none of it)
    others = [c for c, _ in answer_votes(question, ranked, CANDIDATE_DEPTH)
              if not same_answer(c, answer) and of_another(question, answer, c, ranked)]
    return {statement_key(s) for _, s, _ in ranked
            if answer.lower() not in s.lower() and any(c in s for c in others)}


#: a name with its page's qualifier, as a question may write it: "Border (2018 film)"
_QUALIFIED = re.compile(r"\b((?:[A-Z0-9][\w'’.:-]*\s+(?:(?:of|the|and|a|an|in|on)\s+)*)+)"
                        rf"\((?:[^()]*\s)?(?:[12]\d{{3}}|{'|'.join(sorted(_NAMESAKES))})\)")


def beside_qualified(question: str, ranked: Ranked) -> set[str]:
    """The statement keys of sentences on pages never naming the thing a question names
    with its page's qualifier and asks of directly: "Who directed Border (2018 film)?" is not
    answered by what "Robin Hood (2018 film)" will be released on. None when no page read
    names it (then nothing tells the pages apart) or the question goes through another page
    (the director's own page need not name the film)."""
    match = _QUALIFIED.search(question)
    if match is None or goes_through(question):
        return set()
    name = re.compile(rf"\b{re.escape(match.group(1).strip())}\b")
    naming = {page_of(c) for _, s, c in ranked if name.search(c.title) or name.search(s)}
    return {statement_key(s) for _, s, c in ranked if page_of(c) not in naming} \
        if naming else set()


def of_another(question: str, answer: str, candidate: str, ranked: Ranked) -> bool:
    """Whether a page stating ``candidate`` leaves out someone the question names whom a
    page stating ``answer`` names: "Van Buren appeared in 392 episodes" is no count of the
    episodes Michael Moriarty appeared in, beside his part's 88."""
    counted = not _stating(answer, ranked)  # an answer counted, not quoted ("77 or 78",
    # from a lifespan): of the pages naming them
    return any((_paged_with(n, answer, ranked) or (counted and bool(pages_naming(n, ranked))))
               and not _paged_with(n, candidate, ranked) for n in subjects_named(question))


def subjects_named(question: str) -> list[str]:
    """The names a question writes that another answer's page must name too: of one word as
    well ("CHSJ-FM is owned by Acadia Broadcasting" does not say who owns CKIS-FM, on a page
    never naming it), but no nationality."""
    chained = _THROUGH_CLAUSE.search(question) is not None
    return [n for n in entities(question) if " " in n or (n not in DEMONYMS and not chained)]


#: a question reaching its answer through a clause about what it names ("the city where
#: WILM is licensed", "the country where Baure is located"): the answer's page need not
#: name it, so a name of one word ties no other answer to its page
_THROUGH_CLAUSE = re.compile(r"\bthe\s+[a-z]+\s+(?:where|in\s+which|whose|that|which|who)\b")


def weakly_stated(question: str, ranked: Ranked, answer: str) -> bool:
    """Whether a short (possibly ambiguous) question's answer span is stated by none of the
    ``STATED_DEPTH`` sentences that bear on it best: the votes picked it from sentences
    about something else ("Moon" for "what is the solid part of earth called?"), so it is
    no answer to put on top of a report. Longer questions describe their subject closely
    and keep theirs (a multi-hop answer is often in the second hop's sentence only), unless
    it asks who underwent an act ("Who got eliminated …?") or who holds an office ("Present
    chairman of …?") and none of the ``VOTED`` best sentences stating the answer says the act
    or the office: a name in a tournament's table is not, nor a member of the body. A short
    question's year ("… on october 2 1975?") must be on the stating passage: a song that
    was number one in another year is no answer."""
    if not answer or answer in ("yes", "no") or asks_how_died(question) or asks_age(question) or \
            told_by_its_sentence(question) or \
            reached_through(question) or said_to_win(question, answer, ranked) or \
            done_by(question, answer, ranked) or song_by(question, answer, ranked) or \
            answer == titled_artist(question, [c for _, _, c in ranked]):
        return False  # (a yes or no rests on its statement; said of them, on their page or
        # by name; an age counted from theirs;
        # a grandparent named by the page of the parent each step found; a singer by the
        # title of the song's page, "Someone like You (Adele song)")
    low = answer.lower()
    act = personal_act(question)
    for needed, says in ((act, says_act), (asked_office(question), says_office)):
        if needed and not any(low in (named := person_named(sentence, chunk)).lower() and
                              says(needed, named) for _, sentence, chunk in ranked[:VOTED]):
            return True  # ("He is the 17th and current Chief Minister …" on his page)
    if not may_be_ambiguous(question):
        return False
    years = asked_years(question)
    phrases = [(a, b) for a, b in _OF_PHRASE.findall(question.lower())
               if a in KINSHIP and b not in STOPWORDS]
    # a count is of the thing counted where the question asks: "32 teams" in the NAIA's
    # tournament is no count of "teams in the nba in 1956"
    where = counted_where(question) if answer.replace(",", "").isdigit() else []
    own = of_the_subject(question, ranked)
    if asks_many(question) and " and " in answer and any(
            written_in(answer, ASIDE.sub("", s)) for _, s, _ in own[:VOTED]):
        return False  # a list one sentence gives whole, as asked ("Which countries …?")
    office = asked_office(question)  # ("He is the 17th and current Chief Minister of …" on
    holding = [r for r in own[:VOTED] if office and says_office(  # his page, however low)
        office, named := person_named(r[1], r[2])) and low in named.lower()]
    # ("she is … the voice of Wilma Flintstone" on Jean Vander Pyl's page states her)
    return not any((written_in(answer, thing_named(person_named(sentence, chunk), chunk)) or
                    pronoun_of_page(answer, sentence, chunk)) and
                   (not act or says_act(act, sentence)) and not any(
        holds([kin], sentence, chunk.title) and not holds([whose], sentence, chunk.title)
        for kin, whose in phrases) and
        (not where or counted_within(where, question, sentence, chunk, ranked)) and
        all(year in f"{chunk.title} {chunk.text}" for year in years)
        for _, sentence, chunk in [*best_giving(question, own), *placing(question, answer, own),
                                   *holding])


#: "Who was the first Prime Minister of …?": who was the first, said so
_FIRST_ASKED = re.compile(r"^\W*who\s+(?:was|is|were|became)\s+the\s+first\b", re.I)
_FIRST = re.compile(r"\b(?:first|earliest|inaugural)\b(?!\s+(?:[a-z]+ed|known|seen|won|held|met|"
                    r"made|began|became|in|on|at|by|time)\b)", re.I)  # (not "1st Earl …",
# nor "the seventh President of Israel, first elected in 1993")


def first_unsaid(question: str, ranked: Ranked, answer: str) -> bool:
    """Whether a "Who was the first …?" question's answer is said to be the first by none of
    the ``VOTED`` best sentences naming it: one who served as Prime Minister is no answer
    to who was the first, nor are the others the pages name (no readings either)."""
    low = answer.lower()
    return bool(answer) and _FIRST_ASKED.match(question) is not None and not any(
        low in sentence.lower() and _FIRST.search(sentence) for _, sentence, _ in ranked[:VOTED])


def placing(question: str, answer: str, ranked: Ranked) -> Ranked:
    """The ``VOTED`` best sentences that put ``answer`` right after the words the question
    ends with, however low they rank ("Which team does Kevin Durant play for?": "… a player
    for the Brooklyn Nets"), any form of the verb; and those casting ``answer`` in the part
    a "who plays …?" question names ("Nicholas Bell as Zordon")."""
    after, part, act = trailing_phrase(question), played_part(question), where_act(question)
    located = _WHERE_IS.match(question) is not None  # "Where is Osage State Fishing Lake?":
    # "… is located in northern Osage County"
    return [r for r in ranked[:VOTED] if
            (after and re.search(rf"{after}{re.escape(answer)}\b", r[1])) or
            (located and re.search(rf"{LOCATED_IN}{re.escape(answer)}\b", r[1])) or
            (part and re.search(re.escape(answer) + part, r[1], re.I)) or
            (act and act_placed(act, answer, r[1])) or
            (act and re.search(rf"{_TOOK_PLACE}{re.escape(answer)}\b", r[1]))] if answer else []
    # ("Where did Jim and Pam get married?": "Jim and Pam marry early in the season, at
    # Niagara Falls"; "Where was the final played?": "… took place on 5 July 2015 at BC
    # Place")


#: where an event was, whatever was done at it
_TOOK_PLACE = r"\b(?:took|takes|take)\s+place\s+(?:on\s+[^,.;]{3,30}?\s+)?(?:at|in)\s+(?:the\s+)?"


def pronoun_of_page(answer: str, sentence: str, chunk: RetrievedChunk) -> bool:
    """Whether ``answer`` is the subject of the page a sentence is on, which the sentence
    calls by a pronoun ("During their time together they released the album …" on Test
    Icicles' page states who released it)."""
    return plain_title(chunk.title).lower() == answer.lower() and \
        re.search(r"\b(?:they|he|she|it)\b", sentence, re.I) is not None and \
        answer.lower() not in sentence.lower()


def best_giving(question: str, ranked: Ranked) -> Ranked:
    """The ``STATED_DEPTH`` best sentences that may state a short question's answer: of a
    measure asked ("How long is a Rainbow Six Siege game?"), those giving one ("Matches
    last only four minutes …", not the game's opening sentence, which measures nothing)."""
    if measure_asked(question):
        ranked = [r for r in ranked if measures(r[1], question)]
    elif asks_life_date(question):  # a birth's or a death's: those dating one ("Victoria
        # (… 24 May 1819 – 22 January 1901) was …", not "… the news of the birth")
        ranked = [r for r in ranked if tells_life_date(r[1])]
    elif (counted := counted_words(question)) and re.match(r"^\W*how many\b", question, re.I):
        # a count of the things asked: those giving one ("… there have been 23 official
        # perfect games"), not the games' own sentences, each telling of one
        ranked = [r for r in ranked if any(counts_them(n, r[1], counted)
                                           for n in counts(r[1])) or
                  spelled_counts(r[1], counted)] or ranked  # ("won three titles")
    elif (side := range_asked(question)) and answer_kind(question) in ("date", "year"):
        # when a thing started or ended: those giving its span first ("… lasted from 28
        # July 1914 to 11 November 1918"), not a treaty's signing, which ranks higher; or
        # dating that end ("Established in 1891")
        def told(sentence: str) -> bool:
            return gives_span(sentence) or (not asked_years(question) and
                                            dates_end(side, sentence) is not None)
        ranked = [*(r for r in ranked if told(r[1])), *(r for r in ranked if not told(r[1]))]
    elif asks_kin(question):  # a parent's: those telling whose child the subject is first
        ranked = sorted(ranked, key=lambda r: not parentage_told(question, r[1]))
    return ranked[:STATED_DEPTH]


def counted_where(question: str) -> list[str]:
    """What a "how many" question counts its thing within: its terms naming a thing, but
    the thing counted ("nba", "1956" of "How many teams in the nba in 1956?")."""
    match = COUNTED.search(question)
    if not match:
        return []
    counted = {stem(w.lower()) for w in match.groups() if w}
    done = {w.lower() for w in _DONE_TO.findall(question)}  # "… have been pitched in …"
    return [t for t in key_terms(question) if stem(t) not in counted and names_a_thing(t)
            and t not in done]


#: the act a "how many" question's counted things underwent: no thing they are counted
#: within ("pitched" of "How many perfect games have been pitched in Major League Baseball?")
_DONE_TO = re.compile(r"\b(?:been|was|were|are|is|be|get|got)\s+([a-z]{3,}(?:ed|en|wn))\b", re.I)


def counted_within(where: list[str], question: str, sentence: str, chunk: RetrievedChunk,
                   ranked: Ranked) -> bool:
    """Whether a count's sentence (with its page's title) says what the question counts
    within (``counted_where``); a person the question names may be named elsewhere on its
    page ("He appeared in 88 episodes." on the page of the part Michael Moriarty played)."""
    said = f"{chunk.title} {sentence}"
    missing = {t for t in where if not overlap([t], said)}
    people = [n for n in entities(question) if " " in n and missing & set(key_terms(n))]
    return not missing or (missing <= {t for n in people for t in key_terms(n)} and all(
        page_of(chunk) in pages_naming(n, ranked) for n in people))


#: "the mother of dragons": a kin of someone, whom a sentence holding only the kinship word
#: is not about ("She is the mother of … and married to Mahesh Bhatt" is another mother)
_OF_PHRASE = re.compile(r"\b([a-z]{3,}) of (?:the )?([a-z]{3,})\b")


#: the best sentences about a short question's subject whose answers a report names when
#: its best-voted answer is unsettled (stated by none of the very best)
UNSETTLED_DEPTH = 5


def unsettled_readings(question: str, ranked: Ranked) -> list[str]:
    """The answers the ``UNSETTLED_DEPTH`` best sentences about a short question's subject
    give, each stated by pages no other gives, when there are two or more: a question the
    evidence answers several ways, none of them settled ("Who played Darth Vader?": James
    Earl Jones as his voice, Brock Peters on the radio, Spencer Wilding and Daniel Naprous
    in Rogue One; "Who played Cowboy Curtis …?": one actor in the series, another on
    stage). Held to the years and the role the question asks, like ``rivals``, and to
    "who" questions: other kinds of span the best sentences hold are often no answer ("The
    Journal … is published by Dow Jones & Company" for the index's oldest company)."""
    if not may_be_ambiguous(question) or not asks_who(question):
        return []
    best = list(of_the_subject(question, ranked))[:UNSETTLED_DEPTH]
    names: list[str] = []
    taken: set[str] = set()
    for candidate, _ in answer_votes(question, best, UNSETTLED_DEPTH):
        chunks = _stating(candidate, best)
        pages = {page_of(c) for c in chunks}
        if not chunks or pages & taken or any(same_answer(candidate, n) for n in names) or \
                not in_years_asked(question, chunks) or \
                not in_role_asked(question, candidate, best):
            continue
        names.append(candidate)
        taken |= pages
        if len(names) > MAX_RIVALS:
            break
    return names if len(names) > 1 else []


def rival_answers(question: str, ranked: Ranked, answer: str) -> list[str]:
    """The answers of a question read more than one way: ``answer`` and its rivals that a
    sentence states (so each can be cited); none unless there are two (one answer is no
    choice of readings)."""
    found = rivals(question, ranked)
    # the superlative asked, when a sentence giving the answer says it ("It is the oldest
    # college of the university"): another answer is one only if a sentence says it of it
    # too (not Wolfson College, "a constituent college of the University of Cambridge")
    most = superlative_said(question, answer, ranked)
    if most:  # (nor is the answer a mere rival of a best vote no sentence says it of)
        found = [n for n in found if not same_answer(n, answer) and
                 superlative_said(question, n, ranked) == most]
    named = [n for n in [answer, *found] if any(n in t for _, t, _ in ranked)] if found else []
    return named if len(named) > 1 else []


def top_answer(question: str, ranked: Ranked) -> str:
    """The answer span the evidence votes for most ("" when none)."""
    votes = answer_votes(question, ranked)
    return votes[0][0] if votes else ""


def figures_given(question: str, ranked: Ranked, answer: str) -> bool:
    """Whether the numbers of an answer to a "how many" or "when" question are among those
    the evidence's best sentences give as answers of that kind. The evidence's own spans
    are reliable for figures; a small model's often come from elsewhere in a passage ("2000
    Tennessee Titans season" for "When did the Rams go to St. Louis?"). An answer without
    digits, or to a question of another kind, passes."""
    figures = {n.strip(",.") for n in NUMBER.findall(answer)}
    if not answer_kind(question) or not figures:
        return True
    given = {n.strip(",.") for candidate, _ in answer_votes(question, ranked, CANDIDATE_DEPTH)
             for n in NUMBER.findall(candidate)}
    return bool(figures & given)


def same_answer(one: str, other: str) -> bool:
    """Whether two answer spans name the same thing, one inside the other ("Daei", "Ali
    Daei")."""
    a, b = one.lower(), other.lower()
    return bool(a and b) and (a in b or b in a)


def other_answers(question: str, ranked: Ranked, answer: str, limit: int = 3, *,
                  other_pages: bool = True) -> list[str]:
    """Other answers the evidence gives nearly as strongly as ``answer`` (an ambiguous
    question: different records, different years), each stated on a page that does not
    state ``answer``: the other years of the page giving the answer's ("Production of crude
    oil began in 1957 …" beside "discovered … in 1953") are its context, not answers (with
    ``other_pages`` off, those too: values the evidence gives beside the answer)."""
    votes = answer_votes(question, ranked)
    if not answer or len(votes) < 2 or votes[0][0] != answer:
        return []
    top = votes[0][1]
    own = {page_of(c) for c in _stating(answer, ranked)}
    # a name the question writes out, said with the answer: another answer names it too
    # ("Who founded Tough Dance?": Willy Tsao founded BeijingDance, no other Tough Dance)
    short = may_be_ambiguous(question) and not goes_through(question)
    named = [n for n in entities(question) if " " in n] or typed_titles(question, ranked)
    subjects = [n for n in named if _said_with(n, answer, ranked)] if short else []
    # someone the question names on the answer's page is on another answer's too: "How many
    # episodes … did Michael Moriarty appear in?" is not answered by another actor's count
    people = [n for n in subjects_named(question) or named if n not in subjects and
              _paged_with(n, answer, ranked)] if short else []
    # (a chain's answer is on the next page, which names no one the question does: "the
    # place of birth of the director of film Days of Betrayal" is not Otakar Vávra)
    names: list[str] = []
    for candidate, vote in votes[1:]:
        if len(names) >= limit or vote < ALTERNATIVE_SHARE * top:
            break
        stating = _stating(candidate, ranked)
        if not same_answer(candidate, answer) and \
                all(_said_with(n, candidate, ranked) for n in subjects) and \
                all(_paged_with(n, candidate, ranked) for n in people) and \
                (not other_pages or {page_of(c) for c in stating} - own) and \
                in_years_asked(question, stating) and in_role_asked(question, candidate, ranked) \
                and placed_there(question, candidate, ranked):
            names.append(candidate)
    return names


#: the superlative a question asks: "the oldest college", "the most goals"
_MOST_ASKED = re.compile(rf"\bthe\s+({SUPERLATIVE})\b", re.I)


def superlative_said(question: str, candidate: str, ranked: Ranked) -> str:
    """The superlative a question asks ("oldest" of "What is the oldest college at
    Cambridge?") when one of the best sentences naming ``candidate`` says it, else ""."""
    asked = _MOST_ASKED.search(question)
    if asked is None:
        return ""
    most = asked.group(1).lower()
    words = r"\s+".join(map(re.escape, most.split()))
    # the candidate, or "It" on its page, is what the sentence says is the most
    said = re.compile(rf"(?:(?<![\w-]){re.escape(candidate)}|^\W*(?:It|He|She))\b[^.;]{{0,60}}?"
                      rf"\b(?:is|was|are|were|remains|became)\b[^.;]{{0,40}}?\bthe\s+"
                      rf"(?i:{words})\b")
    low = candidate.lower()
    return most if any(said.search(sentence) and (
        low in sentence.lower() or low in chunk.title.lower())
        for _, sentence, chunk in ranked[:VOTED]) else ""


def shown_readings(question: str, names: Sequence[str], lines: Sequence[str]) -> list[str]:
    """The answers a report may name: each stated in a sentence the report quotes, so a
    reader sees what says it (a name voted from sentences left out, "United States" for
    who the mother in a series is, is not shown), and for a "who" question the name of
    someone ("Jupiter 2", a ship, and "FLDS Church" are no one)."""
    said = " ".join(lines)
    who = asks_who(question)
    return [n for n in names if n in said
            and not (who and (re.search(r"\d", n) or names_no_person(n) or
                              only_in_titles(n, lines)))]


#: a title as a report's sentence writes it: quoted, or the page's name put for "It"
_TITLE_SPAN = re.compile(r"\"[^\"]*\"|“[^”]*”|\[[^\]]*\]")


def only_in_titles(name: str, lines: Sequence[str]) -> bool:
    """Whether every sentence naming ``name`` names it inside a title ("Make Love" of "[All
    I Wanna Do Is Make Love to You] was first recorded …"): a part of a title is no one."""
    naming = [line for line in lines if name in line]
    return bool(naming) and all(name not in _TITLE_SPAN.sub(" ", line) for line in naming)


#: share of a short question's terms that the sentence giving one of its answers holds,
#: with its page's title, for the report to show that answer beside or instead of its own
READING_COVER = 0.6


def cited_names(question: str, names: Sequence[str], ranked: Ranked,
                numbering: Numbering) -> list[str]:
    """Each answer with the source of the best sentence stating it as the question asks
    ("1991 [3]"): one holding, with its page's title, ``READING_COVER`` of the question's
    terms ("Tara Strong as Harley Quinn" on "Suicide Squad: Hell to Pay"). A name only
    sentences about something else give is no answer to show ("Hardin Bigelow … the first
    elected mayor of Sacramento" for who led a march to Sacramento; "the 4 GB model" of the
    iPhone for the newest iPad): it stays quoted in the body, unnamed as an answer. "She"
    on a person's page states that person ("She then played Fruma Sarah …")."""
    terms = key_terms(question)
    out: list[str] = []
    for name in names:
        for _, sentence, chunk in ranked:
            if name in person_named(sentence, chunk) and \
                    overlap(terms, f"{chunk.title} {sentence}", related=True) >= READING_COVER:
                out.append(f"{name} [{numbering.cite(chunk)}]")
                break
    return out


def links(chunk: RetrievedChunk, sentence: str, names: Sequence[str]) -> bool:
    """Whether a sentence speaks of two of the subjects at once: how they relate ("The
    Family Man … written by David Weissman" on the film's page)."""
    return sum(about(chunk, sentence, n, names) for n in names) >= 2


def aspect_ranking(aspect: Aspect, evidence: Sequence[RetrievedChunk],
                   read: Sequence[RetrievedChunk] = ()) -> Ranked:
    """An aspect's evidence sentences, best first for its own question (by words), then
    those of the other passages ``read`` (ranked as if right after the evidence, as a short
    factoid's are: ``passages_to_rank``)."""
    passages = then_read(evidence, read)
    ranked = rank_sentences(aspect.question, passages, [aspect.entity] if aspect.entity else [],
                            rank_cap=len(evidence) if len(passages) > len(evidence) else None)
    weighing = {stem(w) for w in side_words(aspect).split()}
    if weighing:  # "Disadvantages": the sentences weighing it, or none
        return [r for r in ranked if any(stem(w) in weighing for w in tokenize(r[1]))]
    telling = {stem(w) for w in facet_words(aspect).split()}
    if not telling:
        return ranked
    # a facet's sentence says one of the words pages tell it with ("born" of a life)
    life = aspect.title.lower().endswith("life")  # a lifespan's dates tell a life too
    told = [(score + FACET_BOOST * (any(stem(w) in telling for w in tokenize(s)) or
                                    (life and LIFESPAN.search(s) is not None)), s, c)
            for score, s, c in ranked]
    return sorted(told, key=lambda r: -r[0])


def ranks_all_read(aspects: Sequence[Aspect], aspect: Aspect, names: Sequence[str]) -> bool:
    """Whether an open report's aspect ranks every passage read, not only its evidence: one
    answering the question itself (an explanation's or a how-to's one section, an aspect of
    no subject), never one of two subjects compared (their pages are the evidence)."""
    return len(names) < 2 and (len(aspects) == 1 or not aspect.entity)


def section_picks(aspect: Aspect, ranking: Ranked, length: Length, used: set[str],
                  names: Sequence[str], *, relating: bool = False, room: int | None = None,
                  repeat: bool = True, per_source: int = BODY_PER_SOURCE
                  ) -> list[tuple[str, RetrievedChunk]]:
    """Up to ``room`` (the length's) sentences of an aspect's ranked evidence that best
    answer it. With ``relating``, "how they compare" takes only sentences that speak of two
    subjects at once (chosen before the subjects' own sections, which would otherwise use
    them). With ``repeat``, a subject's section left with nothing new quotes a sentence
    naming it that another section has (a compared subject needs a section of its own)."""
    other = placed_namesakes(ranking, names, aspect.question)
    ranked = [(s, t, c) for s, t, c in ranking
              if not is_namesake(c, t, names) and not of_a_longer_name(c, t, names) and
              c.source_id not in other and not named_as_another(t, names)]
    if explains(aspect.question):  # a sentence saying what something else is explains
        # nothing of the subject ("Catan Histories: Struggle for Rome is a 2006 … board game
        # … depicting the fall of the Western Roman Empire")
        subjects = [n for n in [*names, aspect.entity] if n]
        ranked = [(s, t, c) for s, t, c in ranked if not defines_other(t, c, subjects)]
    if aspect.entity:  # a subject's section: not a sentence naming it only in passing
        ranked = [(s, t, c) for s, t, c in ranked if not in_passing(c, t, aspect.entity)]
    ranked = [r for r in ranked if is_prose(r[1])] or ranked  # (a paragraph quotes no run of
    # an infobox's cells while there is prose to quote)
    limit = SENTENCES[length] if room is None else room
    lowered = {n.lower() for n in names}
    if not aspect.entity and names:  # "how they compare": about the subjects, not the word
        ranked = [(s, t, c) for s, t, c in ranked if any(about(c, t, n, names) for n in names)]
        if relating and aspect.title != COMPARING:
            return []  # an explanation's section on its subject takes its own in turn
        if relating:  # a subject's own page saying what it is stays in its section
            ranked = [(s, t, c) for s, t, c in ranked if links(c, t, names) and
                      not (norm_title(c.title) in lowered and defines(t, names) and
                           not one_thing_named(t, names))]
        return pick(ranked, limit, used, per_source=per_source)
    if relating:
        return []
    own = aspect.entity.lower()  # another subject's page saying what it is is that one's
    ranked = [(s, t, c) for s, t, c in ranked
              if not ((title := norm_title(c.title)) in lowered and title != own and
                      defines(t, [title]))]
    if aspect.entity and same_name(aspect.title, aspect.entity):  # a subject's own section
        ranked = defining_first(ranked, aspect.entity)
    picked = pick(ranked, limit, used, entity=aspect.entity, names=names, per_source=per_source)
    if not picked and aspect.entity and repeat:  # (from its own page: "Unlike the tuba,
        # the instrument is …" on the sousaphone's, quoted under "how they compare", is not
        # the tuba's to say again)
        own = norm_title(aspect.entity)
        picked = pick([(s, t, c) for s, t, c in ranked if aspect.entity.lower() in t.lower()
                       and norm_title(c.title) == own], limit, set(), entity=aspect.entity,
                      names=names)
    return picked


def one_thing_named(sentence: str, names: Sequence[str]) -> bool:
    """Whether a sentence names two subjects as one thing's two names ("A symphonic poem or
    tone poem is a piece of orchestral music …"): what relates them, before what each is."""
    if len(names) != 2:
        return False
    first, second = (re.escape(n) for n in names)
    alias = r"\s*,?\s+(?:or|also\s+(?:called|known\s+as))\s+(?:an?\s+|the\s+)?"
    return re.search(rf"(?i:\b{first}{alias}{second}\b|\b{second}{alias}{first}\b)",
                     sentence) is not None


def defining_first(ranked: Ranked, entity: str) -> Ranked:
    """``ranked`` with the first sentence of the subject's own page that says what it is
    put first, however the question's words rank it: "Who was Aurangzeb?" is answered by
    "Muhi-ud-Din Muhammad (…), commonly known by the sobriquet Aurangzeb …, was the sixth
    Mughal emperor", not first by "Aurangzeb has been subject to criticism."."""
    at = next((i for i, (_, t, c) in enumerate(ranked) if same_name(c.title, entity) and
               (defines(t, [entity]) or known_as(t, [entity]))), None)
    if not at:
        return ranked
    score = max(ranked[0][0], ranked[at][0])  # (above nothing's floor)
    return [(score, *ranked[at][1:]), *ranked[:at], *ranked[at + 1:]]


#: a part asking who is in a work's cast, and a cast list's line ("Molly Parker as Maureen
#: Robinson, an aerospace engineer …")
_CASTING = re.compile(r"\b(?:stars?|starred|starring|cast)\b", re.I)
_CAST_LINE = re.compile(r"^[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}\s+as\s+(?:the\s+)?[A-Z]")


def outline_picks(aspects: Sequence[Aspect], rankings: Sequence[Ranked], length: Length,
                  names: Sequence[str]) -> list[list[tuple[str, RetrievedChunk]]]:
    """Every aspect's sentences (from its ranked evidence), none used twice: first the
    sentences relating two subjects (for "how they compare"), then each subject's own, then
    the comparison's other ones. A facet of one subject ("his life", "his work") quotes
    nothing another facet has: an empty section says the run found nothing for it."""
    used: set[str] = set()
    shared = Counter(a.entity.lower() for a in aspects if a.entity)
    room = section_room(length, len(aspects))
    # a report of one section may quote more of the page that tells it
    per_source = SOLE_PER_SOURCE if len(aspects) == 1 else BODY_PER_SOURCE
    picks = [section_picks(a, r, length, used, names, relating=True, room=room,
                          per_source=per_source)
             for a, r in zip(aspects, rankings, strict=True)]
    # "how they compare" quotes only sentences relating two subjects; the room of one with
    # none goes to the subjects' own sections (a sentence about one subject is read there)
    comparing = [i for i, a in enumerate(aspects) if a.title == COMPARING and len(names) > 1]
    subjects = sum(1 for a in aspects if a.entity) or 1
    spare = sum(room - len(picks[i]) for i in comparing) // subjects
    # a facet of one subject ("Rebuilding") first claims the sentences that say its word
    # ("a major rebuilding programme"), which another facet ranked by meaning might take;
    # then each facet quotes only the sentences it ranks higher than any other facet does
    # (the first is not filled with what answers the next better; a facet that ranks none
    # highest says nothing covers it)
    facets = [i for i, a in enumerate(aspects)
              if a.entity and shared[a.entity.lower()] > 1 and i not in comparing]
    told: dict[int, set[str]] = {}  # each facet's sentences claimed by its words
    # (not the sentence defining the subject of a section asking what or who it is: "Gerard
    # de Jode (1509–1591) was a … cartographer … who lived and worked in Antwerp" answers
    # "Who was Gerard de Jode?" first, not only where he worked)
    defining = {statement_key(t): i for i in facets
                if asks_what_it_is(aspects[i].question, aspects[i].entity)
                for _, t, _ in rankings[i] if defines(t, [aspects[i].entity])}
    for i, aspect in enumerate(aspects):  # a side ("Strengths") first claims the sentences
        # weighing it, which the section on what the thing is would otherwise quote
        if side_words(aspect):
            picks[i] += section_picks(aspect, rankings[i], length, used, names,
                                      room=room - len(picks[i]), repeat=False,
                                      per_source=per_source)
    for i in facets:  # (the words a facet's title adds to its subject's: "famous" of "Why
        # is Jeanne Calment famous?")
        named = {stem(t) for t in key_terms(aspects[i].entity)}
        terms = [t for t in key_terms(f"{aspects[i].title} {facet_words(aspects[i])}")
                 if stem(t) not in named]  # (and the words pages tell it with: "native")
        casting = _CASTING.search(aspects[i].title) is not None  # "Who stars in it?":
        saying = [r for r in rankings[i] if (overlap(terms, r[1]) > 0 or  # a cast list's
                  (casting and _CAST_LINE.match(r[1]))) and  # "Molly Parker as Maureen …"
                  defining.get(statement_key(r[1]), i) == i]  # too
        said = section_picks(aspects[i], saying, length, used, names,
                             room=room - len(picks[i]), repeat=False, per_source=per_source)
        told[i] = {statement_key(t) for t, _ in said}
        picks[i] += said
    # a section asking what a thing is ("What is okra and where is it grown?") takes the
    # sentences saying so and, after the other facets have theirs, what is left: its page's
    # every sentence is about what okra is, "cultivated in tropical … regions" too (who
    # someone was is their life, told by more than what defines them)
    what_is = {i for i in facets if aspects[i].question.lower().startswith("what") and
               asks_what_it_is(aspects[i].question, aspects[i].entity)}
    home = _best_facets([i for i in facets if i not in what_is] or facets, rankings)
    for i in facets:  # what the subject is goes in its own section ("Tell me about the
        # London Review of Books and how it started": "The LRB is a British journal …" is no
        # answer to how it started)
        if i in what_is or same_name(aspects[i].title, aspects[i].entity) or \
                i in defining.values():
            home.update((statement_key(t), i) for _, t, c in rankings[i]
                        if defines(t, [aspects[i].entity]) or
                        (titled_for(c.title, aspects[i].entity) and _opens_page(t, c)))
    for i in facets:
        mine = [r for r in rankings[i] if home.get(statement_key(r[1])) == i]
        picks[i] = reading_order([*picks[i], *section_picks(
            aspects[i], mine, length, used, names, room=room - len(picks[i]), repeat=False,
            per_source=per_source)])
    for first in (True, False):  # the subjects' sections, then the other aspects' rest
        for i, (aspect, ranking) in enumerate(zip(aspects, rankings, strict=True)):
            if bool(aspect.entity) == first and i not in comparing:
                extra = spare if aspect.entity else 0
                picks[i] += section_picks(aspect, ranking, length, used, names,
                                          room=room + extra - len(picks[i]),
                                          repeat=shared[aspect.entity.lower()] < 2,
                                          per_source=per_source)
    for i in facets:  # a facet of one subject, in reading order from its own page ("Laxness
        # wrote poetry, …" before his wife's page saying she was his writing collaborator),
        # the sentences saying its words first ("… is located in the Piazza del Gesù" for
        # where the church is)
        picks[i] = sorted(reading_order(picks[i], _opening(picks[i], aspects[i].entity)),
                          key=lambda p, i=i: statement_key(p[0]) not in told.get(i, ()))
    # a subject's own sentence saying what it is stays in its section even when it relates
    # the two ('"In Heaven" is a song … written by David Lynch'); "how they compare",
    # left with nothing else, quotes it too rather than say nothing compares them
    relating = [(t, c) for i, p in enumerate(picks) if i not in comparing
                for t, c in p if links(c, t, names)]
    for i in comparing:
        if not picks[i]:
            picks[i] = relating[:room]
    for i, aspect in enumerate(aspects):  # a timeline: its dated sentences, oldest first,
        # then what else its section quotes
        if _TIMELINE.fullmatch(aspect.title):
            subject = key_terms(aspect.entity or " ".join(names))
            dated = [(s, t, c) for s, t, c in rankings[i] if _first_year(t) and
                     not _TIMELINE.search(c.title)  # (another thing's timeline page)
                     and (not subject or overlap(subject, f"{c.title} {t}") == 1.0)]
            chosen = pick(dated, room, set(), per_source=per_source)
            if len(chosen) >= 2:
                keys = {statement_key(t) for t, _ in chosen}
                rest = [(t, c) for t, c in picks[i] if statement_key(t) not in keys]
                picks[i] = [*sorted(chosen, key=lambda tc: _first_year(tc[0])),
                            *rest[:max(0, room - len(chosen))]]
    return picks


_TIMELINE = re.compile(r"timeline|chronology", re.I)
_A_YEAR = re.compile(r"(?<![\d,.£$€])(1[0-9]{3}|20[0-9]{2})(?!\d|[,.]\d)")


def _first_year(sentence: str) -> int:
    """The first year a sentence gives, a decade's too ("the 1120s": 1120), which
    ``answers.years_in`` leaves out; 0 when none."""
    match = _A_YEAR.search(sentence)
    return int(match.group(1)) if match else 0


def titled_for(title: str, name: str) -> bool:
    """Whether a page's title is ``name`` or opens with it ("Fifteenth Amendment to the
    United States Constitution" for the Fifteenth Amendment)."""
    return same_name(title, name) or norm_title(title).startswith(f"{name.lower()} ")


def _opens_page(sentence: str, chunk: RetrievedChunk) -> bool:
    """Whether a sentence is the first of its page's passage."""
    said = passage_sentences(chunk.text)
    return bool(said) and said[0] == sentence


def _best_facets(facets: Sequence[int], rankings: Sequence[Ranked]) -> dict[str, int]:
    """Each sentence's facet: the one whose ranking scores it highest (the first on a tie)."""
    best: dict[str, tuple[float, int]] = {}
    for i in facets:
        for score, sentence, _ in rankings[i]:
            key = statement_key(sentence)
            if key not in best or score > best[key][0]:
                best[key] = (score, i)
    return {key: i for key, (_, i) in best.items()}


def section_room(length: Length, sections: int) -> int:
    """Sentences a section may quote: a report of one section ("what led to …?") is as
    long as a factoid's evidence, not one section's share of an outline."""
    return BODY[length] if sections == 1 else SENTENCES[length]


def section(title: str, picked: Sequence[tuple[str, RetrievedChunk]],
            numbering: Numbering) -> Section:
    """A section of quoted sentences, each citing its source."""
    lines, citations = cite_lines(picked, numbering)
    return Section(title=title, paragraphs=[" ".join(lines)] if lines else [],
                   citations=citations)


def side_by_side_section(title: str, names: Sequence[str], rankings: Sequence[Ranked],
                         numbering: Numbering) -> Section | None:
    """A comparison no source makes, set out from what the sources say each thing is: one
    entry per thing (with a person's dates), what they share and which came first, each
    citing the sentences it rests on; None unless two things or more have a profile."""
    sentences = [(t, c) for ranking in rankings for _, t, c in ranking]
    profiles: list[Profile] = []
    for name in names:  # one sentence defines one thing ("Deliver Us" is its film's name)
        p = profile(name, sentences)
        if p is not None and all(p.sentence != q.sentence for q in profiles):
            profiles.append(p)
    if len(profiles) < 2:
        return None
    items: list[str] = []
    citations: dict[str, Citation] = {}
    for text, cited in side_by_side(profiles):
        marks = []
        for p in cited:
            n = numbering.cite(p.chunk)
            marks.append(f"[{n}]")
            citations.setdefault(p.chunk.chunk_id, quote_citation(p.sentence, p.chunk, n))
        items.append(f"{text} {' '.join(dict.fromkeys(marks))}")
    return Section(title=title, items=items, citations=list(citations.values()),
                   note=f"No source read compares {' and '.join(names)} directly; “{title}” "
                        "sets side by side what the sources say each one is.")


_POSSESSOR = re.compile(r"^(.+?)[’']s\s+(?=[A-Z])")


def owned_apart(name: str) -> list[str]:
    """A name a country or state owns, apart: "France's Zinedine Zidane" names France and
    its player (two entries); "Hudson's Bay Company" is one name; "England and West
    Germany", two countries joined, are two entries ("Trinidad and Tobago" is one)."""
    owner = _POSSESSOR.match(name)
    if owner and owner.group(1).lower() in PLACES:
        return [owner.group(1), name[owner.end():]]
    joined = re.split(r"\s+(?:and|&)\s+", name)  # "England and West Germany": two sides
    if len(joined) > 1 and all(p.lower() in PLACES for p in joined):
        return joined
    return [name]


def counted_apart(name: str, kind: str, ranked: Ranked) -> list[str]:
    """Two entries joined that a sentence counts as two of the kind listed: "Carlton and
    Essendon" of "Two clubs, Carlton and Essendon, have won …", "Pearl Jam and Soundgarden"
    of "the rock bands Pearl Jam and Soundgarden"; any other name whole."""
    parts = re.split(r"\s+(?:and|&)\s+", name)
    if len(parts) != 2 or not kind:
        return [name]
    plural = f"{kind[:-1]}ies" if re.search(r"[^aeiou]y$", kind) else f"{kind}s"
    counted = re.compile(rf"(?:\b(?i:two|both|the two)\s+{re.escape(kind)}s?|"
                         rf"\b(?i:{re.escape(plural)})),?\s+(?:the\s+)?{re.escape(name)}\b")
    return parts if any(counted.search(s) for _, s, _ in ranked[:LIST_DEPTH]) else [name]


def list_items(plan: Plan, ranked: Ranked, length: Length, numbering: Numbering) -> Section:
    """A list question's entries: the names its best sentences about its subject give (as
    answer spans are chosen: not the question's words, not a word that only opens a
    sentence, a thing of the kind asked first), each with the best sentence that gives it.
    A sentence that does not speak of the subject gives none ("… the Top Gospel Albums
    chart" on a singer's page, for the albums of ZZ Top)."""
    question = plan.normalized
    nationalities = _NATIONALITIES.search(question) is not None
    subjects = subject_names(plan)  # "the albums of ZZ Top": from sentences about ZZ Top
    kind = list_kind(question)
    everything = ranked
    alike: set[str] = set()  # works of the kind asked named as the subject is
    if subjects:  # (and the rest of a page that credits one with a work: "… the first
        # single from the album "Twice the Speed of Life"" on Baby Girl's page, by Sugarland)
        crediting = {c.source_id for _, s, c in ranked if any(
            credits(n, s) for n in subjects)} if kind in WORK_KINDS or kind in _THINGS_LISTED \
            else set()
        ranked = [(score, s, c) for score, s, c in ranked
                  if c.source_id in crediting or
                  any(about(c, s, n, subjects) and not told_of_another(s, c, n)
                      for n in subjects)] or ranked
    elif places := [t for t in key_terms(" ".join(_WITHIN.findall(question)))
                    if t.rstrip("s") != kind.rstrip("s")]:
        # "list of lakes in virginia", written without capitals: what a sentence (with its
        # page's title) names must be in Virginia, not Lake Superior of the Great Lakes
        ranked = [(score, s, c) for score, s, c in ranked if holds(places, s, c.title) >= 1]
    if kind in PLACE_KINDS and (act := [t for t in key_terms(question) if stem(t) != stem(kind)
                                        and not any(t in key_terms(n) for n in subjects)]):
        # "Which countries border Belgium?": places a sentence tells the act of, not the
        # countries named beside Belgium in a sentence about occupation
        ranked = [(score, s, c) for score, s, c in ranked if holds(act, s, "") > 0]
    items: list[str] = []
    citations: list[Citation] = []
    listed: list[str] = []
    paged: dict[str, tuple[str, RetrievedChunk]] = {}
    # "George Harrison and Ringo Starr" are two entries; "Between 1962 and 1969" none
    names = [part for name, _ in answer_votes(question, ranked, LIST_DEPTH)
             for named in people_named(name) for owned in owned_apart(named)
             for part in counted_apart(owned, kind, ranked)
             if not is_date_or_count(part)
             and re.search(r"[^\W\d_]", part)]  # "16-23" is a score, not an entry
    if kind in PLACE_KINDS and (bordering := bordered_by(question, subjects, ranked)):
        # the act written the other way round: "Liechtenstein is bordered by Switzerland …
        # and Austria" for "Which countries border Austria?" (Liechtenstein borders Austria;
        # that sentence says nothing of Switzerland and Austria)
        names = [*bordering, *(n for n in names if n not in bordering and not all(
            _BORDERED.match(s) for _, s, _ in ranked if n in s))]
    if kind in WORK_KINDS:  # a work's title as quoted, whole: "Wild at Heart", not "Wild"
        alike = {t for _, s, _ in ranked[:LIST_DEPTH] for t in titles_after(kind, s)
                 if restates(t, question) and named_alike(kind, t, s, ranked)}
        quoted = [t for _, s, _ in ranked[:LIST_DEPTH]
                  for t in [*_QUOTED.findall(s), *titles_after(kind, s)]
                  if len(t.split()) <= 8 and (not restates(t, question) or t in alike)]
        names = [t for t in quoted if t in alike or any(t in s and (typed_mention(kind, t, s) or
                                                                    enumerated(kind, t, s) or
                                                                    authored(kind, t, s))
                                                        for _, s, _ in ranked)] + names
        paged = works_paged(kind, everything, subjects)
        names += [title for title in paged if title not in names]
        names = [n for n in names if not (  # credited to another alone ("Swass" …)
            any(credited_to_another(n, s, subjects) for _, s, _ in ranked if n in s) and
            not any(credits(m, s) for _, s, _ in ranked if n in s for m in subjects))
            # nor one every sentence quoting it gives as by another ("written by Eric
            # Ambler, based on the 1951 novel "A Rough Shoot" by Geoffrey Household")
            and not by_another_only(n, ranked, subjects)
            # nor one named only as what a work of theirs drew on ("inspired by the film
            # "Heathers"" on Jawbreaker's page, among Darren Stein's films)
            and not drawn_on_only(n, ranked)]
        # nor one only ever called "their" work on another's page ("their second album
        # "LP2"" on Sunny Day Real Estate's, among the Foo Fighters' albums)
        names = [n for n in names if not (subjects and all(
            owned_by_page(n, s, c, subjects) for _, s, c in ranked if n in s) and
            any(n in s for _, s, _ in ranked))]
    told = enumerated_after(question, ranked)  # a sentence says which they are: those
    if kind in _PARTS_PLAYED and len(told) < 2:  # the characters a cast list gives
        told = cast_parts(ranked)
    names = told if len(told) >= 2 else names
    names = [whole_title(n, ranked, LIST_DEPTH) for n in names  # "Based on a True Story…",
             if n in alike or (not fuller_name_asked(n, question)  # not "True Story"; nor the
             # subject's full name (but a film named after the aircraft asked of),
             and not only_another_name(n, ranked)  # nor another ("also spelled Haym Topol",
             # "(real name: Hartwig Schierbaum)")
             and not described_only(n, ranked)  # nor a description ("British publications")
             and (kind in _THINGS_LISTED or not honour_quoted(n, ranked)))]  # nor an honour
    names = [n for n in names if n not in given_names(names, ranked)]
    if kind in PEOPLE_KINDS:  # a person's name: "Billy Gibbons", not "Chrome" or "Smoke & BBQ"
        # (nor "Guitarist Dave Mustaine", nor "Los Angeles" of "formed in Los Angeles")
        # (one name alone, "Ne-Yo", when a sentence lists it as one of them)
        names = [_MUSICIAN.sub("", n) for n in names]
        names = [n for n in names if (re.fullmatch(r"[A-Z][\w'’.-]*(?:\s+(?:van|von|de|der|"
                                                   r"da|di|du|le|la|[A-Z][\w'’.-]*)){1,4}", n) or
                                      (re.fullmatch(r"[A-Z][\w'’.-]*", n) and any(
                                          enumerated(kind, n, s) for _, s, _ in ranked)))
                 and not any(_PLACED.search(s.replace(n, "\0")) for _, s, _ in ranked
                             if n in s)
                 and any(is_prose(s) for _, s, _ in ranked if n in s)  # (not an infobox's
                 # cells run together: "Information Country North Korea Test", "Label EMI
                 # Harvest"; nor a work or a firm: "The Soundhouse Tapes is the debut EP …")
                 and not _INFOBOX_LABEL.search(n)
                 and what_it_is(n, ranked) not in ("work", "firm")
                 and not any(re.search(re.escape(n) + _RECORD_DEFINED, s)
                             for _, s, _ in ranked if n in s)]
    else:  # no entry is a run of a dozen capitalised words (an infobox's cells: "Country
        # Kingdom of England Kingdom of Ireland Principality of Wales Origin Welsh Parent")
        names = [n for n in names if len(n.split()) <= MAX_ENTRY_WORDS or kind in WORK_KINDS]
    if kind and kind not in PEOPLE_KINDS:  # someone whose page was read is no team, album
        # or award ("tied with Ali Daei for most international goals" names no team of
        # Ronaldo's)
        pages = {c.chunk_id: c for _, _, c in everything}.values()  # each passage once
        people = {norm_title(c.title) for c in pages if life_page(c)}
        names = [n for n in names if n.lower() not in people]
    every = list(dict.fromkeys(names))
    names = of_the_kind_asked(plan, every, ranked, [*paged, *told, *alike])  # (those a sentence
    # lists after the kind asked are of it)
    window = time_window(question)  # "in the 1980s": only what a sentence dates within
    if window is not None and names != every and \
            not any(dated_within(n, s, window) for n in names for _, s, _ in ranked if n in s):
        # none of the kind asked is dated within it: "perfect games since 2000" are written
        # as who threw them, in a year ("… in 2012 by Félix Hernández"); not a work of
        # another kind ("their 1983 album Eliminator" for ZZ Top's songs) nor a name only
        # said as where something happened ("… on the Billboard Hot 100")
        names = [n for n in every if n in names or not (
            called_another_work(kind, n, ranked) or
            all(named_in_passing(n, s) for _, s, _ in ranked if n in s))]
    if not _HOMES.search(kind):  # "perfect games": the pitchers, not their teams
        names = [n for n in names if not only_a_home(n, names, ranked)]
    common = enumerated_common(kind, ranked) if kind and kind not in PEOPLE_KINDS and \
        kind not in WORK_KINDS and kind not in PLACE_KINDS else []
    names = common if len(common) >= 2 else names  # "life expectancy, education, and per
    # capita income indicators": what a sentence lists of the kind, in lower case
    lows = [name.lower() for name in names]
    undated: list[str] = []
    subject_pages = {c.chunk_id for _, _, c in ranked if any(
        within(n.lower(), norm_title(c.title)) for n in subjects)} if window is not None else set()
    wanted = asked_count(question) or ITEMS[length]  # "Name three films …": three

    cased = {n.lower(): n for n in names}

    def alone(name: str, longer: str) -> bool:  # "Sudan" beside "South Sudan": named apart
        inside = re.compile(re.escape(longer), re.I)
        return any(re.search(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", inside.sub("\0", s))
                   for _, s, _ in ranked[:LIST_DEPTH])

    for name in names:
        if len(items) >= wanted:
            break
        if len(name) < 3 or (name in DEMONYMS and not nationalities) or \
                (re.fullmatch(r"(?:[A-Z]\.){1,3}[A-Z]?", name) and name not in told) or \
                _FIRM_SUFFIX.fullmatch(name):
            continue  # "American" describes an item; it is not one, nor is "M.D" (but
            # "D.O.A." is, listed as one of the bands), nor "Inc" cut from a firm's name
        low = name.lower()
        part = re.compile(rf"\b{re.escape(low)}\b")
        if any(other != low and part.search(other) and not alone(name, other)
               for other in lows) or \
                any((other in low and not alone(cased[other], name)) or
                    same_person(other, low) for other in listed):
            continue  # "Sword" or "King Arthur" of "King Arthur: Legend of the Sword";
            # "Robin Hugh Gibb" after "Robin Gibb"
        giving = [(s, c) for score, s, c in ranked if score > 0 and name in s and
                  (window is None or dated_within(name, s, window))]  # in prose first: not
        if kind in _PARTS_PLAYED:  # a part where the cast list gives who played it
            giving.sort(key=lambda g: not re.search(
                rf"{re.escape(name)}\s*\((?:portrayed|played|voiced)\s+by\b", g[0]))
        stating = next((g for g in giving if is_prose(g[0])), None) or next(  # an infobox's
            iter(giving), None)  # cells run together, where a sentence names it too
        if stating is None and window is None:
            stating = paged.get(name)
        elif stating is None and (home := paged.get(name) or next(
                ((s, c) for _, s, c in ranked if name in s and norm_title(c.title) == low),
                None)) and (years := [int(y) for y in _A_YEAR.findall(home[1].text)]):
            if not any(window[0] <= y <= window[1] for y in years):
                continue  # its own page dates it, not within the time asked (a box set of
                # 2003 among the songs of the 1980s)
            stating = home  # its own page (or one crediting the subject) dates it within
        if stating is None:
            if window is not None and (name in paged or any(
                    (c.chunk_id in subject_pages and (kind not in WORK_KINDS or
                                                      quoted_title(name, s))) or
                    norm_title(c.title) == name.lower() or
                    typed_mention(kind, name, s) or enumerated(kind, name, s)
                    for _, s, c in ranked if name in s)):
                undated.append(name)  # on a subject's page or its own, or of the kind by a
                # sentence (a work on a subject's page quoted as a title): not "Life", the magazine
                # a writer's page says a film's story ran in, nor a band's guitarist
            continue  # a page's title no sentence names: nothing to cite it with
        sentence, chunk = stating
        sentence = resolved(sentence, chunk, None)  # "[Why Is There Air?] won the 1966
        # Grammy Award …", not "It won …"
        n = numbering.cite(chunk)
        listed.append(low)
        if any(c.sentence == sentence for c in citations):  # quoted once, cited again
            items.append(f"**{name}** [{n}]")
            continue
        items.append(f"**{name}**: {sentence} [{n}]")
        citations.append(quote_citation(sentence, chunk, n))
    note = ""
    if undated:
        note = (f"Also named, but not dated {window_words(question)} by the sentences read: "
                f"{', '.join(undated[:ITEMS[length]])}.")
    elif not items:  # what is missing, said as the question asks it
        what = f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind}" if kind else "anything"
        note = f"No page read names {what} that answers this."
    return Section(title="Found in the sources", items=items, citations=citations, note=note)


#: an infobox's label, which no one's name holds: "Label EMI Harvest", "England Genre Heavy"
_INFOBOX_LABEL = re.compile(r"\b(?:Genre|Genres|Label|Labels|Producer|Recorded|Released|Length|"
                            r"Format|Website|Origin|Chronology)\b")
#: a sentence saying a name is a record of a form no kind of work names: "The Soundhouse
#: Tapes is the debut EP by Iron Maiden"
_RECORD_DEFINED = (r"\W{0,2}\s(?:is|was)\s+(?:an?|the)\s+(?:[\w-]+\s+){0,3}?(?:EP|mixtape|"
                   r"compilation|demo|live album|box set|extended play)\b")
#: the end of a firm's name, alone: no entry ("Monarch Casino & Resort, Inc")
_FIRM_SUFFIX = re.compile(r"(?:Inc|Ltd|LLC|LLP|Co|Corp|Corporation|Company|plc|PLC|GmbH|AG|SA|"
                          r"S\.A|N\.V|NV|Pty|Limited)\.?")


#: a work crediting someone: "… and stars James McAvoy, …, Oscar Isaac", "directed by …"
_CREDITS = r"\b(?:stars?|starring|starred|co-stars?|featuring|features|(?:directed|written|" \
    r"produced|composed|performed|recorded|sung|painted|created|narrated|voiced) by)\b[^.;]{0,200}?"


#: "Liechtenstein is bordered by …": the place, and what borders it
_BORDERED = re.compile(r"^(?:The\s+)?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})\s+"
                       r"(?:is|was|are|were)\s+(?:also\s+)?bordered\s+by\b(.*)")


def bordered_by(question: str, subjects: Sequence[str], ranked: Ranked) -> list[str]:
    """The places whose own sentence says a subject borders them ("Liechtenstein is bordered
    by Switzerland to the west and south and Austria to the east"), for "Which countries
    border Austria?"."""
    if not subjects or not re.search(r"\bborders?\b", question, re.I):
        return []
    found: list[str] = []
    for _, sentence, _ in ranked:
        said = _BORDERED.match(sentence)
        if said and any(within(n.lower(), said.group(2).lower()) for n in subjects) and \
                said.group(1) not in found:
            found.append(said.group(1))
    return found


def credits(name: str, sentence: str) -> bool:
    """Whether a sentence credits ``name`` with a work: "directed by X", "recorded by X",
    "X's third album"."""
    x = re.escape(name)
    return re.search(rf"{_CREDITS}\b{x}\b|\b{x}['’]s\s+(?:[\w-]+\s+){{0,3}}{WORKS}s?\b",
                     sentence, re.I) is not None


def by_another_only(title: str, ranked: Ranked, subjects: Sequence[str]) -> bool:
    """Whether the sentences quoting ``title`` (one at least) each give it as by someone
    none of ``subjects`` is, with a "by" right after it."""
    quoting = [s for _, s, _ in ranked if quoted_title(title, s)]
    return bool(quoting) and all(credited_to_another(title, s, subjects, directly=True)
                                 for s in quoting)


#: what a work is said to draw on, before the work drawn on: "inspired by the film",
#: "often compared to", "a remake of"
_DRAWN_ON = (r"(?:inspired\s+by|based\s+(?:up)?on|influenced\s+by|compared\s+(?:to|with)|"
             r"modell?ed\s+(?:on|after)|(?:a|an|the)\s+(?:parody|remake|spoof|homage|"
             r"pastiche|adaptation|tribute)\s+(?:of|to))")


def drawn_on_only(title: str, ranked: Ranked) -> bool:
    """Whether every sentence naming ``title`` (one at least) names it as what another work
    drew on: "[Jawbreaker] was inspired by the film "Heathers"", "a remake of "Psycho""."""
    x = re.escape(title)
    naming = [s for _, s, _ in ranked if re.search(rf"\b{x}\b", s)]
    return bool(naming) and all(
        re.search(rf"{_DRAWN_ON}\s+(?:the\s+)?(?:[\w'’-]+\s+){{0,3}}[\"“]?\s*{x}\b", s)
        for s in naming)  # (in lower case: "Based on a True Story…" is an album's own title)


def credited_to_another(title: str, sentence: str, subjects: Sequence[str],
                        directly: bool = False) -> bool:
    """Whether a sentence credits a work it quotes to someone none of ``subjects`` is:
    '… an interpolation of "Swass" which is written and performed by Sir Mix-a-Lot' on a
    Pussycat Dolls song's page is no song of theirs. ``directly``: by a "by" right after
    the title ('the 1951 novel "A Rough Shoot" by Geoffrey Household'), whatever else the
    sentence credits a subject with."""
    act = r"\s+" if directly else (r"[^.;]{0,40}?\b(?:written|produced|composed|performed|"
                                  r"recorded|sung|directed|painted|created)\s+")
    match = re.search(rf"[\"“]\s*{re.escape(title)}\W{{0,2}}[\"”]{act}by\s+([^.;]{{1,80}})",
                      sentence)
    if match is None or not subjects or not re.match(r"(?:[a-z]+\s+){0,3}[A-Z]", match.group(1)):
        return False
    by = match.group(1).lower()  # ("recorded by American girl group The Pussycat Dolls")
    return not any(n.lower() in by for n in subjects)


def owned_by_page(title: str, sentence: str, chunk: RetrievedChunk,
                  subjects: Sequence[str]) -> bool:
    """Whether a sentence on a page titled for none of ``subjects`` calls a work "their",
    "his" or "her" one, no subject named before: the page's own subject's ("their second
    album "LP2"" on Sunny Day Real Estate's page)."""
    if any(within(n.lower(), chunk.title.lower()) for n in subjects):
        return False  # (a page titled for a subject's work too: "Stay (Sugarland song)")
    owned = re.search(rf"\b(?:their|his|her|its)\s+(?:[\w-]+\s+){{0,3}}{WORKS}s?\W{{1,3}}"
                      rf"{re.escape(title)}\b", sentence)
    # (a subject named before it may be the owner: '"Legs" is a song by ZZ Top from their
    # 1983 album Eliminator')
    return owned is not None and not any(n.lower() in sentence[:owned.start()].lower()
                                         for n in subjects)


def works_paged(kind: str, ranked: Ranked,
                subjects: Sequence[str]) -> dict[str, tuple[str, RetrievedChunk]]:
    """Works of the kind a list asks for that are pages read, with the sentence to cite
    each by: a page a sentence of which credits a subject ("It is the sequel to … and stars
    James McAvoy, …, Oscar Isaac" on X-Men: Apocalypse's page), for "Oscar Isaac movies"
    when no sentence names his films as films."""
    out: dict[str, tuple[str, RetrievedChunk]] = {}
    for _, sentence, chunk in ranked:
        title = plain_title(chunk.title)
        if title in out or any(n.lower() in title.lower() for n in subjects):
            continue  # (a subject's own page is none of its works)
        if any(credits(n, sentence) for n in subjects):
            out[title] = (sentence, chunk)
    # not a page saying it is a thing of another kind ("Chrome, Smoke & BBQ is a box set by
    # … ZZ Top" is none of their songs)
    return {title: found for title, found in out.items() if not defined_otherwise(
        kind, title, [c.text for _, _, c in ranked if c.source_id == found[1].source_id])}


def defined_otherwise(kind: str, title: str, texts: Sequence[str]) -> bool:
    """Whether a page says what ``title`` is ("X is a box set by …") and never calls it a
    thing of ``kind``."""
    x = re.escape(title)
    defining = re.compile(rf"(?<!\w){x}\W{{0,2}}\s(?:is|was)\s+(?:an?|the)\s")
    return any(defining.search(t) for t in texts) and \
        not any(typed_mention(kind, title, t) for t in texts)


def same_person(one: str, other: str) -> bool:
    """Whether two names are one person's, one with a middle name the other leaves out
    ("robin gibb", "robin hugh gibb"): the same first and last word, every word of the
    shorter in the longer."""
    a, b = sorted((one.split(), other.split()), key=len)
    return len(a) >= 2 and len(b) > len(a) and a[0] == b[0] and a[-1] == b[-1] and \
        set(a) <= set(b)


#: kinds whose entries are the teams, clubs or bodies others belong to
_HOMES = re.compile(r"team|club|side|compan|firm|organi[sz]ation|league|band|group|part(?:y|ie)|"
                    r"countr|nation|school|universit|college|label", re.I)


#: the plural a list question asks for, as written: "the Eliminator girls", "the members"
_ASKED_PLURAL = re.compile(r"\b(?:the|all)\s+((?:[A-Z][\w'’-]*\s+){0,3}[a-z][a-z'’-]+s)\b")
_NAME_ITEM = re.compile(r"[A-Z][\w'’.-]*(?:\s+(?:de|da|van|von|[A-Z][\w'’.-]*)){0,3}")


def enumerated_after(question: str, ranked: Ranked) -> list[str]:
    """The names a sentence gives in brackets right after the plural a list question asks
    for: "the Eliminator girls (Jeana Tomasino, Kymberly Herrin, and Danièle Arnaud)" for
    "Who were the Eliminator girls in the Legs video?"."""
    asked = _ASKED_PLURAL.search(question)
    kind = list_kind(question)
    patterns = [re.compile(rf"{re.escape(asked.group(1))}[\"”’]?\s*\(([^()]{{3,200}})\)", re.I)
                ] if asked else []
    if kind:  # or after a colon, to the sentence's end: "… would later found two of the
        # area's bands: D.O.A. and The Subhumans."
        patterns.append(re.compile(rf"\b{re.escape(kind)}(?:s|es)?\s*:\s*([^:;()]{{3,200}}?)"
                                   r"\.?$", re.I))
    found: list[str] = []
    for _, sentence, _ in ranked[:LIST_DEPTH]:
        for match in (m for after in patterns for m in after.finditer(sentence)):
            items = re.split(r",\s*(?:and\s+)?|\s+and\s+", match.group(1))
            if all(_NAME_ITEM.fullmatch(i.strip()) for i in items if i.strip()):
                found += [i.strip() for i in items if i.strip() and i.strip() not in found]
    return found


_PARTS_PLAYED = frozenset("character role part".split())
#: a part, then who played it in brackets: 'Jesse Katsopolis (portrayed by John Stamos)'
_CAST_PART = re.compile(r"\b([A-Z][\w.'’-]*(?:\s+(?:[\"“][A-Z][\w.'’-]*[\"”]|[A-Z][\w.'’-]*)){0,3})"
                        r"\s*\((?:portrayed|played|voiced)\s+by\s+[A-Z]")


def cast_parts(ranked: Ranked) -> list[str]:
    """The parts a cast list names, each with who played it in brackets ("Jesse Katsopolis
    (portrayed by John Stamos)"), for "What are the main characters of Full House?"."""
    return list(dict.fromkeys(m.group(1) for _, s, _ in ranked[:LIST_DEPTH]
                              for m in _CAST_PART.finditer(s)))


_COMMON_ITEM = r"(?:(?:the|an?)\s+)?([a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,4})"
COMMON_ITEMS = 10  # the most a sentence's lower-case list gives


def enumerated_common(kind: str, ranked: Ranked) -> list[str]:
    """The things of a kind in lower case a sentence lists, three or more, before the kind
    ("… of life expectancy, education, and per capita income indicators") or after it
    ("The symptoms are fever, cough and night sweats"), for "What indicators make up the
    Human Development Index?"; [] when none does."""
    listed = rf"({_COMMON_ITEM}(?:,\s+{_COMMON_ITEM})+,?\s+(?:and|or)\s+{_COMMON_ITEM})"
    kinds = rf"{re.escape(kind)}(?:s|es)?"
    patterns = (re.compile(rf"\b(?:of|include|includes|including|such\s+as|namely|by)\s+"
                           rf"{listed}\s+{kinds}\b"),
                re.compile(rf"\b{kinds}(?:\s+of\s+[^,;.()]{{1,40}}?)?\s+(?:are|were|include|"
                           rf"includes|included|consist\s+of|such\s+as|like|namely)\s*:?\s+"
                           rf"{listed}"))  # ("The classic symptoms of active TB are …")
    for _, sentence, _ in ranked[:LIST_DEPTH]:
        for pattern in patterns:
            found = pattern.search(sentence)
            if found is None:
                continue
            items = [re.sub(r"^(?:(?:the|an?)\s+)", "", i.strip()) for i in
                     re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", found.group(1))]
            items = [i for i in items if i and not set(tokenize(i)) <= STOPWORDS]
            if len(items) >= 3:
                return list(dict.fromkeys(items))[:COMMON_ITEMS]
    return []


#: what comes before another name of a sentence's subject: "also spelled", "known as"
_ALIAS_BEFORE = re.compile(r"\b(?:(?:also|better|mononymously|professionally|popularly|"
                           r"commonly|widely)\s+)?(?:spelled|spelt|known\s+as|called|"
                           r"nicknamed|a\.k\.a\.|aka|née|born)\s+(?:the\s+)?$|"
                           # the name someone was given, a stage name's bearer already
                           # listed: "Marian Gold (real name: Hartwig Schierbaum, …)"
                           r"\(\s*(?:real|birth|full|given|legal)\s+name[:,]?\s+(?:is\s+)?$|"
                           # its name in another language: "The Holy Sinner (in German, "Der
                           # Erwählte")", "(German: …)"
                           rf"\(\s*(?:in\s+)?(?:original\s+)?(?i:{'|'.join(sorted(LANGUAGES))})\s*"
                           r"(?:[:,]\s*|\s+title\s*)[\"“]?$")


def only_another_name(name: str, ranked: Ranked) -> bool:
    """Whether every sentence naming ``name`` gives it as another name of whom it is about
    ("Chaim Topol …, also spelled Haym Topol, …"): no entry of a list of his roles."""
    mentions = [(s, m.start()) for _, s, _ in ranked[:LIST_DEPTH]
                for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", s)]
    return bool(mentions) and all(_ALIAS_BEFORE.search(s[:start]) for s, start in mentions)


#: the written kinds whose titles a page gives after "the author of"
_WRITTEN_KINDS = frozenset("book novel poem play story collection memoir essay".split())


def authored(kind: str, title: str, sentence: str) -> bool:
    """Whether a sentence quotes ``title`` among the works it says someone is the author of
    ("She is the author of "The Whole by Contemplation of a Single Bone" …, and "Two
    Minutes of Light""), for a written kind asked."""
    if kind.rstrip("s") not in _WRITTEN_KINDS:
        return False
    found = re.search(r"\b(?:author|writer|co-author)\s+of\s+([^.;]+)", sentence)
    return found is not None and re.search(rf"[\"“]{re.escape(title)}[\"”]",
                                           found.group(1)) is not None


def honour_quoted(name: str, ranked: Ranked) -> bool:
    """Whether every sentence naming ``name`` quotes it as an award's category: 'The
    Massachusetts Book Awards "Must Read Book of 2009"' names no book."""
    mentions = [s for _, s, _ in ranked[:LIST_DEPTH] if name in s]
    return bool(mentions) and all(re.search(
        rf"\b(?:Awards?|Prizes?|Medals?|Honou?rs?)\s+[\"“]{re.escape(name)}[\"”]", s)
        for s in mentions)


def given_names(names: Sequence[str], ranked: Ranked) -> set[str]:
    """The names of ``names`` a sentence gives as the name another of them was born with:
    "Marian Gold (real name: Hartwig Schierbaum, …)", "Hartwig Schierbaum (born 1954),
    better known by his stage name Marian Gold" (one member, listed once)."""
    out: set[str] = set()
    for _, sentence, _ in ranked[:LIST_DEPTH]:  # (the pairs a sentence names both of)
        for one, other in permutations([n for n in names if n in sentence], 2):
            a, b = re.escape(one), re.escape(other)
            if re.search(rf"(?<![\w'’-]){a}\s*\(\s*(?:(?:real|birth|full|given|legal)\s+"
                         rf"name[:,]?\s+(?:is\s+)?|born\s+){b}(?![\w'’-])|(?<![\w'’-]){b}\b"
                         rf"[^.;]{{0,80}}?\b(?:better|also|professionally|popularly)\s+known\s+"
                         rf"(?:by\s+(?:his|her|their|the)\s+(?:stage\s+|pen\s+|ring\s+)?name\s+|"
                         rf"as\s+){a}(?![\w'’-])", sentence):
                out.add(other)
    return out


def described_only(name: str, ranked: Ranked) -> bool:
    """Whether every sentence naming ``name`` has it only as the front of a longer name, a
    nickname quoted within ("John Bernard "J.B." Handelsman"), or as words describing what
    follows, its last a people's name ("other United States and British publications"): no
    entry of a list."""
    here = rf"(?<![\w'’-]){re.escape(name)}"
    fronted = rf"{here}\s+[\"“][^\"”]{{1,25}}[\"”]\s+[A-Z]"
    describing = rf"{here}\s+[a-z]" if name.split()[-1] in DEMONYMS else ""
    mentions = [s for _, s, _ in ranked[:LIST_DEPTH] if re.search(rf"{here}(?![\w'’-])", s)]
    return bool(mentions) and all(re.search(fronted, s) or (describing and re.search(
        describing, s)) for s in mentions)


def only_a_home(name: str, names: Sequence[str], ranked: Ranked) -> bool:
    """Whether every sentence naming ``name`` names it only as where another entry belongs
    or happened: "Félix Hernández of the Seattle Mariners", "the 22nd in MLB history", "in
    Giants franchise history", "against the Tampa Bay Rays", "game 5 of the 1956 World
    Series". A list of perfect games lists their pitchers, not the pitchers' teams."""
    here = re.escape(name)
    ways = [rf"\bin (?:the )?{here}(?:'s)?(?: franchise| club| team)? history\b",
            rf"\b(?:against|versus|vs\.?) (?:the )?{here}\b",  # the other side
            rf"\bof the \d{{4}} {here}\b"]  # the event it happened in ("… 1956 World Series")
    others = [re.escape(n) for n in names if n != name and name not in n]
    if others:
        ways.append(rf"(?:{'|'.join(others)}),? of (?:the )?{here}\b")
    home = re.compile("|".join(ways))
    mentions = [s for _, s, _ in ranked[:LIST_DEPTH] if name in s]
    return bool(mentions) and all(len(home.findall(s)) >= _alone(name, s) for s in mentions)


def _alone(name: str, sentence: str) -> int:
    """How often a sentence says ``name`` other than as the end of a longer name ("Giants"
    of "the San Francisco Giants")."""
    return sum(1 for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", sentence)
               if not re.search(r"(?<![\w'’.-])(?!(?:The|An?)\s$)[A-Z][\w'’.-]*\s$",
                                sentence[:m.start()]))  # (a name may end in a mark: "Based
    # on a True Story…"; "The Come On Over Tour" is the tour itself)


_YEAR_NEAR = 40  # characters, at most, between an entry's name and the year that dates it


_DATED_OPENING = re.compile(r"^\W*(?:In|On|By|During)\s+(?:(?:early|late|mid)\s+)?"
                            r"(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\s+)?(?:\d{1,2},?\s+)?"
                            r"(1[0-9]{3}|20[0-9]{2})\s*,")


def dated_within(name: str, sentence: str, window: tuple[int, int]) -> bool:
    """Whether the sentence dates ``name`` within the window: a year in it, close to the name
    ("from their 1983 album Eliminator"), not one of another work the sentence names."""
    opening = _DATED_OPENING.match(sentence)  # "On 30 August 2019, the minister announced
    if opening and window[0] <= int(opening.group(1)) <= window[1]:  # that A and B would
        return True  # be merged": the whole sentence is of that date
    at = sentence.find(name)
    for m in re.finditer(r"(?<![\d,.])(1[0-9]{3}|20[0-9]{2})(?!\d|,\d)", sentence):
        near = at < 0 or min(abs(m.start() - at), abs(m.start() - (at + len(name)))) \
            <= _YEAR_NEAR
        if near and window[0] <= int(m.group(1)) <= window[1]:
            return True
    return False


def works_pages(kind: str, ranked: Ranked) -> set[str]:
    """The pages read (by source) whose own sentence calls the page's title a ``kind``
    ("Drum Beat is a 1954 … western film …"): pages of one work, whose other quoted names
    are its colour process, its award or its source, none of them a work of that kind."""
    return {c.source_id for _, s, c in ranked if typed_mention(kind, plain_title(c.title), s)}


def quoted_title(name: str, sentence: str) -> bool:
    """Whether a sentence quotes ``name`` as a title ("… and "Fandango!" were reissued"),
    not as the first part of a longer name (the magazine of "the "Billboard" Hot 100")."""
    return re.search(rf"[\"“]\s*{re.escape(name)}\W{{0,3}}[\"”](?!\s*[A-Z0-9])",
                     sentence) is not None


def titled_as_asked(question: str, answer: str, ranked: Ranked) -> bool:
    """Whether the answer to a short question asking for a work by its title ("What was the
    number one song on …?") is one: a sentence calls it a thing of the kind asked ("the
    song …", "… is a song"). "Billboard" is no song, though sentences quote the magazine's
    name as they quote titles. An answer to a question asking for a quantity ("which
    latitudes …?") holds a figure. Other questions' answers pass."""
    wanted = answer_type(question)
    if answer and wanted in MEASURES:  # "which latitudes …?": a degree, not "Daytime"
        return any(c.isdigit() for c in answer)
    if not answer or wanted not in WORK_KINDS or not may_be_ambiguous(question):
        return True
    # ("… and last film as director was "Albela"": the film, named after it)
    named = re.compile(rf"\b{wanted}s?\s+(?:as\s+(?:an?\s+)?[a-z]+\s+)?(?:is|was)\s*[\"“]?\s*"
                       rf"{re.escape(answer)}\b", re.I)
    return any(answer in s and (typed_mention(wanted, answer, s) or named.search(s))
               for _, s, _ in ranked)


#: kinds of answer that are a quantity, written with a figure
MEASURES = frozenset("latitude longitude altitude elevation temperature depth speed distance "
                     "percentage percent weight height length width diameter radius "
                     "frequency wavelength voltage".split())


def of_the_kind_asked(plan: Plan, names: list[str], ranked: Ranked,
                      known: Collection[str] = ()) -> list[str]:
    """A list's candidate entries that a sentence calls a thing of the kind asked ("Alien is
    a 1979 … film" for "which films …"), when any is, and none that a sentence says someone
    else did the asked act to ("… directed by John Stevenson" for the films Ridley Scott
    directed). Without such sentences the names stand as they are (the actors a film's
    sentence names are not films, but a list of nothing is no better)."""
    wanted = list_kind(plan.normalized)
    if not wanted and re.search(r"\swith\W*$", plan.normalized):  # "Who has Roy Roman played
        # with?": the names a sentence lists after its "with" (not his teacher, Roy Stevens)
        listed = [name for name in names if any(
            listed_as("with", name, re.sub(r"\b(?:the|a|an)\s+", "", s)) for _, s, _ in ranked
            if name in s)]
        return listed if len(listed) > 1 else names
    if not wanted:
        return names
    named = subject_names(plan)
    if wanted in _SIDES:  # a competition is no side ("seventeen World Championship teams"
        names = [name for name in names if not _COMPETITION.search(name)]  # calls none one)
    if wanted in PEOPLE_KINDS:  # "the members of …": people, not the works or firms named
        # (nor a work a sentence calls one, "The Ugly American is the eighth album")
        names = [name for name in names if not names_no_person(name) and
                 not all(_not_personal(name, s) for _, s, _ in ranked if name in s) and
                 not called_another_work("", name, ranked)]
        if named:  # "David Bazan (of Pedro the Lion …)" is of another band than the one
            # asked about
            names = [name for name in names if not all(
                belongs_elsewhere(name, s, named) for _, s, _ in ranked if name in s)]
        own = [c for _, _, c in ranked if any(  # (its page, or one titled for its members,
            same_name(c.title, n) or within(n.lower(), norm_title(c.title))  # its records)
            for n in named)]
        if wanted == "member" and own:  # with the band's page read, a member is named on it
            # or beside the band's name, not only in a list of another band's ("… consisted
            # of David Bazan (of …), Mark Eitzel (of American Music Club), … and Vic
            # Chesnutt" on The Undertow Orchestra's page)
            names = [name for name in names if any(
                name in s and (c in own or beside(name, s, named)) for _, s, c in ranked)]
        elif wanted == "member":  # without it, a sentence says what they are in the band
            # ("lead singer Beyoncé Knowles"), not only that a producer worked with it and
            # with them ("… such as Richard Marx, …, Destiny's Child, Kenny G, …")
            names = [name for name in names if any(
                name in s and _IN_BAND.search(s) for _, s, _ in ranked)]
    if wanted == "member" and len(played := [name for name in names if any(
            plays_in_band(name, s) for _, s, _ in ranked if name in s)]) >= 2:
        names = played  # a band's sentences say what its members play ("guitarist Pat
        # Smear, bassist Nate Mendel"): not whose death it followed, nor who filmed it
    if wanted == "member":  # nor whoever the sentences have do something to the band ("The
        # demo caught the attention of Johny Zazula, who signed Metallica")
        names = [name for name in names if not all(
            _DEALT_WITH.search(s.replace(name, "\0")) for _, s, _ in ranked if name in s)]
    if wanted in _THINGS_LISTED and re.search(r"\b(?:win|won|wins|receive[ds]?|get|got)\b",
                                              plan.normalized, re.I):
        # an award only nominated for is none won ("… was nominated for a Golden Globe")
        names = [name for name in names if not all(
            only_nominated(name, s) for _, s, _ in ranked if name in s)]
    if wanted in _NATIONAL_KINDS and any(n.lower() in PLACES for n in names):
        # "which teams played in the final?": the national sides, not their players
        names = [n for n in names if n.lower() in PLACES]
    asked = set(tokenize(plan.normalized))
    typing = {name: [s for _, s, _ in ranked if name in s and is_prose(s) and
                     (typed_mention(wanted, name, s) or enumerated(wanted, name, s) or
                      is_of_type(wanted, name, asked) or dated_work(wanted, name, s) or
                      authored(wanted, name, s))]
              # "Douthat State Park" is a park; "… in Dad's Army (2016)" a film, in a
              # sentence on film appearances
              for name in names}  # (not "teams 30 TV" of an infobox's cells run together)
    if wanted in _THINGS_LISTED:  # awards counted: "three BAFTA Awards, two Critics'
        # Choice Awards" (a plural name is no collection here)
        for name in (n for n in names if _AWARD_NAME.search(n)):
            counted = re.compile(rf"\b(?:{WRITTEN_NUMBER}|several|numerous)\s+{re.escape(name)}\b")
            typing[name] += [s for _, s, _ in ranked if counted.search(s)]
    if wanted in ("character", "role", "part"):  # "Richard Webber was portrayed by …"
        for name in names:
            typing[name] += [s for _, s, _ in ranked if re.search(
                rf"\b{re.escape(name)}\W{{0,3}}(?:is|was|are|were)\s+(?:portrayed|played|voiced)"
                r"\s+by\b", s)]
    typed = [name for name in names if typing[name] or name in known]
    def another_work(name: str) -> bool:
        return called_another_work(wanted, name, ranked)

    if wanted in WORK_KINDS:  # a title a sentence quotes is a work, unless it is another kind
        # (the dancers a singer's season names are no songs of his; a page crediting the
        # subject that calls itself a single is no album of theirs)
        # (and not one quoted only on another work's page of that kind: "Drum Beat is a
        # 1954 … film in "WarnerColor" …" names no film; nor a film's award, "… won a
        # Golden Globe award for "Best Film Promoting International Understanding."")
        works = works_pages(wanted, ranked)
        called_so = [name for name in names if typing[name]]
        titled = {norm_title(c.title) for _, _, c in ranked}
        typed = [name for name in names if typing[name] or (
            (name in known or any(quoted_title(name, s) and (
                c.source_id not in works or same_name(name, c.title)) for _, s, c in ranked))
            and not another_work(name) and (
                len(called_so) < TYPED_ENOUGH or norm_title(name) in titled))]
        # (when several are called albums, a title quoted in passing that nothing calls one
        # is no album: "live footage of "Hallowed Be Thy Name"", a track)
    if not typed and wanted in _SIDES and named:  # "Which teams has Sidney Crosby played
        # for?": whom a sentence about him says he plays for ("captain of the Pittsburgh
        # Penguins"), not the league they play in
        homes = [name for name in names if not _COMPETITION.search(name) and any(
            plays_for(name, s) and any(about(c, s, n, named) for n in named)
            for _, s, c in ranked if name in s)]
        if homes:
            return homes
    if not typed:  # no name is called one: not those named only as whom someone played for
        # or against ("perfect games": Philip Humber, not "… of the Chicago White Sox"), nor
        # a work a sentence calls a work of another kind ("Disco Bill (1977) is an album"
        # is none of Bill Cosby's awards; "… a 1986 film written by Stephen King" none of
        # his books), nor a firm
        kept = [name for name in names if not all(
            only_affiliation(name, s) for _, s, _ in ranked if name in s)] or names
        if wanted in _THINGS_LISTED:  # an award is named as one ("Grammy Award for …")
            return [name for name in kept if _AWARD_NAME.search(name)]
        if wanted in WORK_KINDS:  # and a work is named by its title, as a title: not
            # "Philadelphia" or "Julie Brown" on a director's page naming none of his films
            kept = [name for name in kept if not names_no_person(name) and
                    not another_work(name) and
                    (wanted == "game" or name in known or  # (a game is an event too: the
                     # pitchers who threw "perfect games")
                     any(quoted_title(name, s) for _, s, _ in ranked))]
        return kept
    acts = question_acts(plan.normalized)
    subjects = named or entities(plan.normalized)
    return [name for name in typed
            if not (acts and typing[name] and
                    all(done_by_another(s, acts, subjects) for s in typing[name]))]


TYPED_ENOUGH = 2  # works called the kind asked, past which an untyped title is left out
_SIDES = frozenset({"team", "club", "side", "franchise"})  # what a player plays for
#: the words before a side someone plays for: "captain of the Pittsburgh Penguins", "a
#: player for the Brooklyn Nets", "signing with", "drafted by", "traded to", "joined", and
#: "the franchise, which became the Oklahoma City Thunder"; not "against the Denver Nuggets"
_FOR_SIDE = r"\b(?:(?:for|with|by)\s+(?:the\s+)?|(?:of|to|joined|became)\s+the\s+)"
_POSSESSIVE_IN = re.compile(r"[’']s\b")  # "National Basketball Association's 2016"


def plays_for(name: str, sentence: str) -> bool:
    """Whether a sentence names a side as one someone plays (or played) for: a name of two
    words or more ("of the Year" names no side) ending in a word, stated in prose (not
    "Picked by Philadelphia 76ers" of an infobox's cells), after one of ``_FOR_SIDE``
    ("joined Carmelo Anthony and LeBron James as …" is no side)."""
    words = name.split()
    return len(words) >= 2 and not words[-1].isdigit() and _POSSESSIVE_IN.search(name) is None \
        and is_prose(sentence) and \
        re.search(rf"(?:{_FOR_SIDE}|\b(?:for|with)\s+{_SIDES_BEFORE}){re.escape(name)}"
                  rf"(?![\w'’-])", sentence) is not None


#: the sides named before another in one list: "played for the Cleveland Browns and the
#: Atlanta Falcons"
_SIDES_BEFORE = r"(?:(?:the\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*(?:,\s+(?:and\s+)?|" \
    r"\s+and\s+)(?:the\s+)?)*"

#: what sides play in, not a side: "National Hockey League", "Stanley Cup"
_COMPETITION = re.compile(r"\b(?:League|Association|Federation|Conference|Division|Cup|"
                          r"Championships?|Series|"
                          r"Tournament|Games|Olympics)$|"
                          # an honour named as a team: "All-NBA First Team", "Defensive
                          # First Team"
                          r"\b(?:First|Second|Third)\s+Team$|^All\b|\bAll\s*-")


def called_another_work(wanted: str, name: str, ranked: Ranked) -> bool:
    """Whether a sentence calls ``name`` a work of another kind than ``wanted``, alone or in
    a list ("the sitcoms "Three's Company", "It's Garry Shandling's Show" …" names no film)."""
    others = "(?:" + "|".join(k for k in [*WORK_KINDS, *_PERIODICALS] if k != wanted and
                              not re.fullmatch(kind_forms(wanted), k)) + ")"
    quoted = rf"[\"“]{re.escape(name)}[\"”]"
    # "… articles for "Life"", "the "New Musical Express" readers' poll": a magazine; for a
    # song, a film whose soundtrack it names ("on the "Pulp Fiction" soundtrack")
    marks = [] if wanted in _PERIODICALS else [rf"{_WRITTEN_FOR}{quoted}",
                                               rf"{quoted}\W{{0,3}}(?:readers|poll)\b"]
    marks += [rf"{quoted}\s+soundtrack\b"] if wanted in ("song", "single") else []
    marked = re.compile("|".join(marks)) if marks else None
    return any(name in s and (called(others, name, s) or listed_as(others, name, s) or
                              (marked is not None and marked.search(s) is not None))
               for _, s, _ in ranked)


_PERIODICALS = frozenset({"magazine", "newspaper", "journal", "periodical", "publication"})
#: what names a periodical after it: "one of Brean's many articles for "Life"", "wrote for"
_WRITTEN_FOR = r"\b(?:(?:articles?|columns?|essays?|pieces?|reviews?|stories)\s+(?:for|in)|" \
    r"(?:wrote|writes|writing|written)\s+for|(?:published|appeared|serialized|ran)\s+in)\s+(?:the\s+)?"


#: the words putting a work up for an award, not giving it: "was nominated for a Golden
#: Globe", "selected as the Mexican entry for … at the 65th Academy Awards"
_PUT_UP = re.compile(r"\b(?:nominated|nominations?|nominee|entry|entered|submitted|"
                     r"shortlisted)\b(?![^.;]*\b(?:won|wins|earned|received|awarded)\b)"
                     r"[^.;]{0,100}$")


def only_nominated(name: str, sentence: str) -> bool:
    """Whether a sentence names an award only as one its subject was put up for."""
    at = sentence.find(name)
    return at >= 0 and _PUT_UP.search(sentence[:at]) is not None


def beside(name: str, sentence: str, subjects: Sequence[str], reach: int = 40) -> bool:
    """Whether a sentence names ``name`` within ``reach`` characters of a subject's name."""
    at = [m.start() for m in re.finditer(re.escape(name), sentence)]
    return any(abs(a - m.start()) <= reach + len(name) for n in subjects
               for m in re.finditer(re.escape(n), sentence) for a in at)


def belongs_elsewhere(name: str, sentence: str, subjects: Sequence[str]) -> bool:
    """Whether a sentence names someone as of another group than ``subjects``: "David Bazan
    (of Pedro the Lion and Headphones)" beside "Mark Eitzel (of American Music Club)". A
    sentence saying it of the group asked names a member's other band ("Ellis Island Sound
    … consisting of … David Sheppard (of State River Widening)")."""
    of = re.search(rf"(?<!\w){re.escape(name)}\s*\(of\s+([^()]+)\)", sentence)
    outside = re.sub(r"\([^()]*\)", " ", sentence).lower()
    return of is not None and not any(n.lower() in of.group(1).lower() or n.lower() in outside
                                      for n in subjects)


def named_in_passing(name: str, sentence: str, before: str = _PASSING) -> bool:
    """Whether a sentence names ``name`` only as where or on what something happened ("…
    reached number eight on the Billboard Hot 100"): every mention after ``before``."""
    named = list(re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", sentence))
    return bool(named) and all(re.search(rf"{before}$", sentence[:m.start()], re.I)
                               for m in named)


def dated_work(kind: str, name: str, sentence: str) -> bool:
    """Whether a sentence about works of ``kind`` gives ``name`` its year in brackets, as a
    work's title: "… and as Warden Hodges in Dad's Army (2016)" of film appearances."""
    return kind in WORK_KINDS and \
        re.search(rf"(?<![\w'’-]){re.escape(name)}\s*\(\d{{4}}\)", sentence) is not None and \
        re.search(rf"\b{kind_forms(kind)}", sentence) is not None


def named_alike(kind: str, title: str, sentence: str, ranked: Ranked) -> bool:
    """Whether a work the question names is one of the kind asked all the same: the
    sentence calls it one, and the page read of that name is of another kind ("the 1990
    Hollywood feature film, Memphis Belle" on "Memphis Belle (aircraft)", for the films made
    about the aircraft)."""
    other = re.compile(rf"{re.escape(title)}\s+\(([^()]+)\)")
    return title in titles_after(kind, sentence) and any(
        (m := other.fullmatch(c.title)) and not re.search(rf"\b{kind_forms(kind)}", m.group(1))
        for _, _, c in ranked)


def titles_after(kind: str, sentence: str) -> list[str]:
    """The titles a sentence writes right after the kind noun, unquoted: "Like a Prayer" of
    "… reflected in the album Like a Prayer"; a title's small words kept between its
    capitalised ones, not after its last; and the first a sentence says someone's works of
    the kind include ("Other major film appearances include V for Vendetta (2006), …")."""
    out = []
    for m in re.finditer(rf"\b{kind_forms(kind)}(?:{_CREDITS_INCLUDE})?,?\s+((?:[A-Z][\w'’!?-]*)"
                         rf"(?::?\s+(?:{_SMALL}|[A-Z][\w'’!?-]*))*)", sentence):
        words = m.group(1).split()
        while words and not words[-1][:1].isupper():
            words.pop()
        out.append(" ".join(words))
    return out


#: what a sentence calls someone's works of a kind before listing them: "film appearances
#: include", "television roles included", "stage credits including"
_CREDITS_INCLUDE = rf"s?\s+{CREDIT_NOUNS}\s+(?:include[sd]?|including)"
#: the small words inside a title ("Like a Prayer", "Gone with the Wind")
_SMALL = "a|an|the|of|in|on|to|for|and|with|at|by|from|my|your|me|you|is|it"


#: a name (written \0) a sentence puts somewhere ("formed in \0", "a band from \0", "a
#: \0-based band"): a place, no person
_PLACED = re.compile(r"\b(?:in|from|near|at)\s+(?:the\s+)?\0|\0-based\b")
#: a name (written \0) a sentence has do something to a band from outside it: sign it,
#: manage it, produce its record ("… the attention of \0, who signed Metallica"), or calls
#: a member's kin
_DEALT_WITH = re.compile(r"\0,?\s+who\s+(?:signed|managed|discovered|produced|hired|booked|"
                         r"promoted)\b|\b(?:signed|managed|discovered|produced|booked|"
                         r"promoted)\s+by\s+\0|\battention of \0|"
                         # "Scott is the daughter of country music singer Linda Davis"
                         rf"\b(?:{'|'.join(sorted(KINSHIP))})\s+of\s+(?:[a-z][\w-]*\s+){{0,4}}\0")
#: what a sentence says someone is in a band: "lead singer …", "… was a member of …"
_IN_BAND = re.compile(r"\b(?:members?|consist(?:s|ed)? of|line-?up|formed by|founded by|"
                      r"co-?found|singers?|vocalists?|guitarists?|drummers?|bassists?|"
                      r"keyboardists?|rappers?|frontm[ae]n|frontwom[ae]n|joined)\b", re.I)
#: what a band's sentence calls a member before the name ("Guitarist Dave Mustaine")
_MUSICIAN = re.compile(rf"^(?i:{BAND_ROLES}|DJ)\s+(?=[A-Z]\S*\s+[A-Z])")
#: what a band's member plays, said before the name ("vocalist Dave Grohl", "bassists Ron
#: McGovney, Cliff Burton, and Jason Newsted") or after it ("Pat Smear (guitar)")
_PLAYS_IN_BAND = rf"(?i:{BAND_ROLES})"
_INSTRUMENTS = r"(?:vocals|lead vocals|guitars?|bass|drums|keyboards?|piano|percussion)"


def plays_in_band(name: str, sentence: str) -> bool:
    """Whether a sentence says what ``name`` plays or is in a band: "vocalist Dave Grohl",
    "bassists Ron McGovney, Cliff Burton, and Jason Newsted", "Pat Smear (guitar)"."""
    return listed_as(_PLAYS_IN_BAND, name, sentence) or re.search(
        rf"\b{re.escape(name)}\s*\(\s*(?:[a-z]+\s+(?:and\s+)?){{0,3}}?{_INSTRUMENTS}\b",
        sentence, re.I) is not None  # (or "Hillary Scott (lead and background vocals)")


#: kinds of thing a list may ask for that no work, firm or label is ("What awards did Bill
#: Cosby win?")
_THINGS_LISTED = frozenset("award prize honour honor medal trophy".split())
#: the words an award's name holds
_AWARD_NAME = re.compile(r"\b(?:Awards?|Prize|Medal|Trophy|Cross|Order|Grammy|Oscar|Emmy|"
                         r"Tony|Golden Globe|BAFTA|Honou?r|Laureate|Fellowship)\b")
#: kinds a country names in a list ("which teams played in the final?": Italy and France)
_NATIONAL_KINDS = frozenset("team side country nation".split())
#: kinds of people a list may ask for: its entries are people
#: the most words a list's entry of a kind other than a work has
MAX_ENTRY_WORDS = 8
PEOPLE_KINDS = frozenset("member founder player child son daughter sibling brother sister "
                         "judge host winner author actor actress singer president coach "
                         "captain spouse wife husband parent leader ruler king queen "
                         "candidate writer director producer composer musician artist "
                         "presenter contestant monarch emperor empress pharaoh sultan pope "
                         "governor mayor chancellor premier senator".split())


_QUOTED = re.compile(r"[\"“]\s*([A-Z0-9][^\"”]{1,80}?)[\W]{0,2}[\"”]")
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10, "a few": 3, "some": 0}
_ASKED_COUNT = re.compile(rf"^(?:name|list|give(?: me)?|what are|which are|tell me)\s+"
                          rf"(?:the\s+)?(\d{{1,2}}|{'|'.join(_COUNTS)})\b", re.I)


def asked_count(question: str) -> int:
    """How many entries a list request asks for ("Name three films …", "List 5 …"), or 0."""
    m = _ASKED_COUNT.search(question.strip())
    if m is None:
        return 0
    word = m.group(1).lower()
    return int(word) if word.isdigit() else _COUNTS[word]


def _not_personal(name: str, sentence: str) -> bool:
    """Whether a sentence writes ``name`` as no person is written: inside quotation marks (a
    work's title: "The Proud Family", "Ice Cream and Cake") or after an article or a year
    ("on the Internet", "a 2009 Baskin-Robbins marketing campaign")."""
    quoted = rf"[\"“][^\"”]*\b{re.escape(name)}\b[^\"”]*[\"”]"
    after = rf"\b(?:the|a|an|its|their|\d{{4}})\s+{re.escape(name)}\b"
    return re.search(f"{quoted}|{after}", sentence) is not None


def known_as(sentence: str, names: Sequence[str]) -> bool:
    """Whether a sentence says what someone known by one of ``names`` is ("Charlotte Emma
    Aitchison (born 2 August 1992), known professionally as Charli XCX, is an English
    singer …", "Muhi-ud-Din Muhammad (…), commonly known by the sobriquet Aurangzeb (…) or
    by his regnal title Alamgir (…), was the sixth Mughal emperor")."""
    plain = without_asides(sentence)
    return any(n and re.search(rf"^[^.;]{{0,160}}\b{KNOWN_BY}\s+{re.escape(n)}(?:,?\s+or\s+"
                               rf"[^.;,]{{1,80}})?,?\s+(?:is|was|are|were)\s+(?:a|an|the|one)\b",
                               plain) for n in names)


def summary_of(sections: Sequence[Section], question: str = "", limit: int = 3,
               names: Sequence[str] = (), own: Collection[int] = (),
               defining: bool = False, apart: Sequence[str] = (),
               chunk_of: Callable[[Citation], RetrievedChunk] | None = None) -> str:
    """An extractive summary: from each of the first sections, the sentence that best answers
    the question (what led to a fall, not the definition that opens the page: for a "why"
    or "what led to" question a sentence saying what one of ``names`` is comes last; for
    another, one from a subject's own page, numbered in ``own``, first: "What happened in
    the Great Fire of London?" is not summed up by St Paul's Cathedral's page; with
    ``defining``, an overview's or a comparison's, the sentence saying what a subject is
    before others of its page: "The Beatles were an English rock band …", not what they
    were rooted in; with ``apart``, the subjects a report sets side by side, what each is,
    in turn); the first sentence when no question is given. With ``chunk_of`` (a
    citation's passage), a sentence whose pronoun its section's order made plain is named
    for its page as the summary orders it (``resolved``): "Along with Cristiano Ronaldo, he
    is …" after a sentence of Ronaldo's page is "…, [Ali Daei] is …"."""
    cause = bool(question) and explains(question)

    def score(c: Citation) -> tuple[bool, bool, bool, bool, bool, float]:  # for "why": a cause
        return (not (cause and defines(c.sentence, names)), cause and gives_cause(c.sentence),
                not _OPENING_PRONOUN.match(c.sentence),  # a "he" of nobody named
                not cause and c.source in own,
                defining and not cause and defines(c.sentence, names),
                sentence_score(question, c.sentence))

    firsts: list[str] = []
    previous: RetrievedChunk | None = None

    def said_as(c: Citation) -> str:  # a sentence as it stands after the one before it
        nonlocal previous
        if chunk_of is None:
            return f"{c.sentence} [{c.source}]"
        chunk = chunk_of(c)
        sentence, previous = resolved(c.sentence, chunk, previous), chunk
        return f"{sentence} [{c.source}]"

    # an overview opens with what its subject is, wherever its section; a comparison with
    # what each is, in the order asked ("Compare Stephen Curry and LeBron James": Curry's
    # definition, then James's, before more of either)
    said: set[str] = set()  # what the summary states: one page's copy of it is no news
    for group in ([[n] for n in apart] if len(apart) > 1 else [names]) if defining else []:
        opening = min((c for s in sections for c in s.citations if (
            defines(c.sentence, group) or known_as(c.sentence, group))),
            key=lambda c: c.source not in own, default=None)  # its own page's, if any
        if opening is not None and not repeats(statement_key(opening.sentence), said) \
                and len(firsts) < limit:
            said.add(statement_key(opening.sentence))
            firsts.append(said_as(opening))
    while len(firsts) < limit:  # the best of each section, then (a report of fewer
        before = len(firsts)  # sections than ``limit``) each one's next best
        for sec in sections:
            fresh = [c for c in sec.citations  # none said twice
                     if not repeats(statement_key(c.sentence), said)]
            if fresh:
                c = max(fresh, key=score) if question else fresh[0]
                said.add(statement_key(c.sentence))
                firsts.append(said_as(c))
            if len(firsts) >= limit:
                break
        if len(firsts) == before:
            break
    return " ".join(firsts)
