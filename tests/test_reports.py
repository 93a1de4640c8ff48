"""Reports shaped by the question: the shape and outline from the plan, sectioned reports
without a model, the model writing with few calls and a verified answer, and every format
carrying the structure."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from deepsearch.cli.main import main
from deepsearch.errors import InputError
from deepsearch.evaluation.multihop import normalize_answer
from deepsearch.evaluation.reports import (
    FACET_PLACES,
    answer_line,
    facet_places,
    named_answers,
    off_corpus,
    open_requests,
    str_em,
    str_em_if_stated,
)
from deepsearch.llm.backends import ScriptedLLM
from deepsearch.localweb import LocalWeb
from deepsearch.models import RetrievedChunk
from deepsearch.research import Researcher
from deepsearch.research.closing import follow_up_questions, good_follow_ups
from deepsearch.research.composing import is_namesake, subject_names
from deepsearch.research.models import Citation, Report, Section, Source
from deepsearch.research.planning import heuristic_plan
from deepsearch.research.rendering import NO_ANSWER, html_page
from deepsearch.research.shape import classify, facets
from tests.conftest import EVAL_DIR
from tests.test_research import kb_factory, research_settings  # noqa: F401 - fixture

OPEN = ("Give an overview of Karen Spärck Jones and Gerard Salton: who each is and how they "
        "compare.")


def chunk(text: str, title: str, source: str = "s1") -> RetrievedChunk:
    return RetrievedChunk(chunk_id=f"{source}-0", source_id=source, url=f"http://x.test/{source}",
                          title=title, text=text, fetched_at=datetime.now(UTC).isoformat())


def ranked_on(title: str, texts: list[str]) -> list[tuple[float, str, RetrievedChunk]]:
    """Sentences of one page's title, each its own passage, ranked in the order given."""
    return [(1.0 - i / 10, t, chunk(t, title, f"s{i}")) for i, t in enumerate(texts)]


def listed(question: str, chunks: list[RetrievedChunk]) -> tuple[list[str], Section]:
    """A list question's entries (no model) from ``chunks``, and its section."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import list_items
    from deepsearch.research.verifying import Numbering

    plan = heuristic_plan(question)
    section = list_items(plan, rank_sentences(question, chunks, plan.entities), "standard",
                         Numbering())
    return [re.match(r"\*\*(.+?)\*\*", item).group(1) for item in section.items], section


def broken_embeddings():
    """An embedding service whose endpoint is unreachable."""
    from deepsearch.errors import EmbeddingError
    from deepsearch.kb.embeddings import EmbeddingService

    class Broken:
        dim = 384
        name = "broken"

        async def embed_batch(self, texts):
            raise EmbeddingError("embedding endpoint unreachable")

        async def aclose(self) -> None:
            return None

    return EmbeddingService(Broken())  # type: ignore[arg-type]


async def research_pages(pages: list[tuple[str, str, str]], question: str, tmp_path: Path,
                         kb_factory, events: list | None = None, **extra):  # noqa: F811
    """A run without a model on a local web of ``pages`` (id, title, text) alone (settings
    ``extra`` as overrides); the result and each page's address."""
    corpus = tmp_path / "pages.jsonl"
    corpus.write_text("".join(json.dumps({"doc_id": d, "title": t, "text": x}) + "\n"
                              for d, t, x in pages))
    with LocalWeb(corpus) as local:
        settings = research_settings(local, tmp_path,
                                     **{"research.use_knowledge_base": False, **extra})
        async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
            result = await r.research(question, on_event=None if events is None
                                      else events.append)
        return result, {d: local.page_url(d) for d, _, _ in pages}


async def answered_runs(cases: list, tmp_path: Path, kb_factory) -> list:  # noqa: F811
    """Whole runs of ``cases`` (pages, question, the answer line expected), each on its own
    local web and store; each answer line checked, the results returned."""
    results = []
    for i, (pages, question, expected) in enumerate(cases):
        (tmp_path / str(i)).mkdir()
        result, _ = await research_pages(pages, question, tmp_path / str(i), kb_factory)
        assert result.report.answer == expected, (question, result.report.markdown)
        results.append(result)
    return results


# ---- the shape and the outline -------------------------------------------------------------------

@pytest.mark.parametrize(("question", "shape"), [
    ("Who has the highest goals in world football?", "factoid"),
    ("What government position was held by the woman who portrayed Corliss Archer?",
     "factoid"),
    ("Is Paris the capital of France?", "closed"),
    ("What is the lithosphere made of?", "explanation"),
    ("What does a timpano consist of?", "explanation"),
    ("What did King John do to Kenilworth Castle?", "explanation"),
    ("What are the main causes of the downfall of the Inca Empire?", "explanation"),
    ("How did Cesar Chavez organize farm workers?", "explanation"),
    ("What is the timeline of the Inca Empire?", "overview"),
    ("How did Spain conquer the Inca Empire?", "explanation"),
    ("What did modern conservatives in the 1980s want to reduce?", "factoid"),
    ("What should I do if my dog is sick?", "howto"),
    ("Which film came out first, Night Train or Blue River?", "closed"),
    ("List the members of the Beatles.", "list"),
    ("Name three novels by Arthur Hailey.", "list"),
    ("Name the mother of Edward Stafford.", "factoid"),
    ("Who were the members of the Buckwheat Boyz?", "list"),
    ("Which teams played in the 2006 FIFA World Cup Final?", "list"),
    ("Which team won the 2006 FIFA World Cup?", "factoid"),
    ("Who was the founder of Koch Records?", "factoid"),
    ("What is known about Timothy Leary's life, his work and his influence?", "overview"),
    ("Give an overview of A and B: who or what each is and how they compare.", "comparison"),
    ("What are the differences between BM25 and TF-IDF?", "comparison"),
    ("What are the main features of the Sunbeam Alpine?", "overview"),
    ("What were the achievements of Akbar?", "overview"),
    ("Why did the Roman Empire fall?", "explanation"),
    ("What led to the downfall of the Inca Empire?", "explanation"),
    ("How does BM25 work?", "explanation"),
    ("How to install deepsearch on Debian?", "howto"),
    ("How to Eat, released in which year, is a book by Nigella Lawson?", "factoid"),
    ("Which albums did ZZ Top release in the 1980s?", "list"),
    ("What actresses were involved in the scandal?", "list"),
    ("Which university did he attend?", "factoid"),
    ("What does BM25 do?", "explanation"),  # what it does, told (no list of "does")
    ("How does the second heart sound arise?", "explanation"),
    ("How did the British win the Battle of Waterloo?", "explanation"),
    ("What is Kaiser Ventures known for?", "overview"),
    ("How is cheese made?", "explanation"),
    ("How did Tupac Shakur's career begin?", "explanation"),
    ("How did the father of Ivan IV die?", "factoid"),
    # a name and nothing else: what or who it is, not one value
    ("What is the Sunbeam Alpine?", "overview"),
    ("Who was Timothy Leary?", "overview"),
    ("Who is the President?", "factoid"),  # who holds the role
    ("What is the capital of France?", "factoid"),
    ("Who is the current President of France?", "factoid"),
    ("Who were Blair Waldorf and Serena van der Woodsen?", "overview"),
    ("What are the pros and cons of right-to-work laws?", "overview"),
    ("What is a perfect game in baseball?", "overview"),  # what a kind of thing is
    ("What are black holes?", "overview"),
    ("What is a group of crows called?", "factoid"),
    ("What are lipids used for?", "explanation"),  # a purpose, told
    ("Which countries border Germany?", "list"),  # a plural and its verb
    ("What river flows through Paris?", "factoid"),
    ("How is the Vice President of India elected?", "explanation"),
    ("Give me a summary of Gossip Girl", "overview"),
    ("What happened in the Great Fire of London?", "overview"),
    # a second part asking how or why is open, whatever the first asks
    ("What are the main treatments for tuberculosis, and how did they develop?", "overview"),
    ("What is the capital of Virginia and why was it moved there?", "explanation"),
    ("When was Virginia Commonwealth University founded and by whom?", "factoid"),
    ("How was the Pure Food and Drug Act enforced?", "explanation"),
    ("How was penicillin discovered?", "explanation"),
    # who someone is, typed without capitals; not who holds a role or is described
    ("who were the bee gees", "overview"),
    ("who is taylor swift", "overview"),
    ("who is the drummer", "factoid"),
    ("who is the girl in zz top legs video", "factoid"),
    ("who was the greatest", "factoid"),
    # what a thing is, typed without an article or a capital
    ("what is okra?", "overview"),
    ("What is okra and where is it grown?", "overview"),
    # a name opening with a capital past A to Z is a name
    ("What is Dáil Éireann?", "overview"),
    ("Who was Émile Zola?", "overview"),
    # a facet of a subject with a long name, told whole; a process, how it is done
    ("What is the Texas A&M Aggies football team's history?", "overview"),
    ("What is the Hollywood Walk of Fame nomination process?", "explanation"),
    ("What is the selection process for the Hall of Fame?", "explanation"),
    ("What was the Manhattan Project's purpose?", "explanation"),
    ("What is the process called?", "factoid"),
])
def test_question_shapes(question: str, shape: str) -> None:
    assert classify(question) == shape


def test_a_name_typed_without_capitals_is_the_subject() -> None:
    """"who were the bee gees" is an overview of the Bee Gees, named as pages name them."""
    plan = heuristic_plan("who were the bee gees")
    assert plan.entities == ["Bee Gees"] and [a.title for a in plan.aspects] == ["Bee Gees"]
    assert heuristic_plan("who is the president of france").entities == []
    for question in ("what is tim burton known for", "tell me about tim burton"):
        assert heuristic_plan(question).entities == ["Tim Burton"]
    assert heuristic_plan("what is he known for").entities == []


def test_what_someone_directed_is_a_list_of_their_films() -> None:
    """"What did Ed Wood direct?" asks for his films, a list, capitals or none; "What did he
    write in the letter?" asks for one thing."""
    for question in ("What did Ed Wood direct?", "what did ed wood direct"):
        plan = heuristic_plan(question)
        assert plan.shape == "list" and plan.normalized.startswith("Which films did ")
        assert plan.question == question  # the question as asked is kept
    assert heuristic_plan("What did Tolkien write?").normalized == "Which books did Tolkien write?"
    assert heuristic_plan("What did he write in the letter?").shape == "factoid"


def test_a_comparison_written_without_capitals_names_its_two_subjects() -> None:
    """"compare okra and lady finger" compares two things though it names them in lower
    case; "… vs java for web development" compares Python and Java, not "java for web
    development"; "whats" is a question word written without its apostrophe."""
    from deepsearch.text import key_terms

    plan = heuristic_plan("compare okra and lady finger")
    assert plan.entities == ["okra", "lady finger"]
    assert [a.title for a in plan.aspects] == ["Okra", "Lady finger", "How they compare"]
    assert heuristic_plan("compare python vs java for web development").entities == \
        ["python", "java"]
    assert key_terms("whats the botanical name of okra") == ["botanical", "name", "okra"]


def test_names_with_particles_are_subjects_and_a_requests_words_no_gap() -> None:
    """"Serena van der Woodsen" is one name, beside "Blair Waldorf"; the "pros and cons" a
    request asks for are not words a page must say."""
    plan = heuristic_plan("Who were Blair Waldorf and Serena van der Woodsen?")
    assert plan.entities == ["Blair Waldorf", "Serena van der Woodsen"]
    assert [a.title for a in plan.aspects] == plan.entities
    assert heuristic_plan("What are the pros and cons of right-to-work laws?").key_terms == \
        ["right", "work", "laws"]


def test_an_ampersand_joins_one_name_unless_two_are_compared() -> None:
    """"Law & Order" is one show: no query, section or gap for "Law" and "Order"; an
    explanation naming two subjects has one section answering it, not one per name (the
    second left empty and reported as a gap); "Compare Python & Java" compares two."""
    from deepsearch.text import people_named

    plan = heuristic_plan("Why did Michael Moriarty leave Law & Order?")
    assert plan.entities == ["Michael Moriarty", "Law & Order"], plan.entities
    assert [a.title for a in plan.aspects] == ["Findings"], plan.aspects
    assert heuristic_plan("Compare Python & Java.").entities == ["Python", "Java"]
    assert people_named("Benjamin Stone (Law & Order) Reason for departure") == \
        ["Benjamin Stone (Law & Order) Reason for departure"]
    assert people_named("Gerry Rafferty and Joe Egan") == ["Gerry Rafferty", "Joe Egan"]
    # a name ending in one body's kind is one, whatever it joins with "and"
    assert people_named("Food Safety and Inspection Service") == \
        ["Food Safety and Inspection Service"]
    assert heuristic_plan("Tell me about the Pure Food and Drug Act.").entities == \
        ["Pure Food and Drug Act"]


def test_how_a_question_compares_or_relates_is_no_gap() -> None:
    """"Is Lake Superior bigger than Lake Michigan?": no page writes "bigger" (they give
    sizes, "the largest of the Great Lakes"), which is no gap in what was found; "Michigan"
    missing is one, as is "pudding"."""
    from deepsearch.text import unmentioned

    assert unmentioned(["bigger", "michigan", "wrote", "conquer"]) == ["michigan"]
    assert unmentioned(["pudding", "older"]) == ["pudding"]
    # how an explanation asks: "How did the 1966 final unfold?" is told, never "unfold"
    assert unmentioned(["unfold", "final", "evolved", "spread", "score"]) == ["final"]


def test_what_an_explanation_asks_of_its_subject_is_its_section() -> None:
    """"What were the effects of the Act?" has a section on the effects, and "effects" is
    no word a page must say (no gap "No source read mentions: effects")."""
    plan = heuristic_plan("What were the effects of the Pure Food and Drug Act?")
    assert [a.title for a in plan.aspects] == ["Effects"], plan.aspects
    assert "effects" not in plan.key_terms
    assert [a.title for a in heuristic_plan("What is the history of the Texas Senate?").aspects
            ] == ["History"]
    # its subject written in lower case, no name the rules see: still a section on it
    assert [a.title for a in heuristic_plan("What are the symptoms of tuberculosis?").aspects
            ] == ["Symptoms"]


def test_each_part_an_explanation_joins_is_its_section() -> None:
    """"What were the causes and consequences of the Delano grape strike?" has a section on
    each, about the strike (not "Delano": a page on Franklin Delano Roosevelt names that);
    "the causes, symptoms and treatments of tuberculosis", its subject in lower case, three."""
    plan = heuristic_plan("What were the causes and consequences of the Delano grape strike?")
    assert [(a.title, a.entity) for a in plan.aspects] == [
        ("Causes", "Delano grape strike"), ("Consequences", "Delano grape strike")]
    plan = heuristic_plan("What are the causes, symptoms and treatments of tuberculosis?")
    assert [a.title for a in plan.aspects] == ["Causes", "Symptoms", "Treatments"]
    assert all("tuberculosis" in a.question for a in plan.aspects)
    # a part joined in the singular is one too ("the symptoms and treatment of …"): not a
    # factoid with one answer to find
    plan = heuristic_plan("What are the symptoms and treatment of tuberculosis?")
    assert plan.shape != "factoid" and [a.title for a in plan.aspects] == ["Symptoms",
                                                                           "Treatment"]
    assert [a.title for a in heuristic_plan("What were the causes and significance of the "
                                            "Boston Tea Party?").aspects] == [
        "Causes", "Significance"]
    plan = heuristic_plan("What is the treatment for tuberculosis?")  # one, in the singular
    assert plan.shape == "overview" and [a.title for a in plan.aspects] == ["Treatment"]
    assert heuristic_plan("What is the population of Paris?").shape == "factoid"
    assert [a.title for a in heuristic_plan("What were the features and benefits of the New "
                                            "Deal?").aspects] == ["Features", "Benefits"]
    plan = heuristic_plan("Describe the history and culture of Japan.")  # asked in the
    assert [(a.title, a.question) for a in plan.aspects] == [  # imperative, too
        ("History", "Japan history"), ("Culture", "Japan culture")]


def test_an_explanations_section_is_headed_with_the_whole_name_asked() -> None:
    """"How did the 1966 FIFA World Cup final unfold?" is headed as the question names it,
    not "1966 FIFA World Cup" (the tournament); "Why did the Inca Empire fall?" stays."""
    assert [a.title for a in heuristic_plan("How did the 1966 FIFA World Cup final "
                                            "unfold?").aspects] == ["1966 FIFA World Cup final"]
    assert [a.title for a in heuristic_plan("Why did the Inca Empire fall?").aspects] == \
        ["Inca Empire"]
    assert [a.title for a in heuristic_plan("How did Richard Kuklinski get caught?").aspects] \
        == ["Richard Kuklinski"]  # not "Richard Kuklinski get"
    assert [a.title for a in heuristic_plan("How did the Seljuk Empire rise and fall?").aspects] \
        == ["Seljuk Empire"]  # not "Seljuk Empire rise and"


def test_a_page_naming_the_act_mentions_the_verb() -> None:
    """"How was the Act enforced?" is not a gap ("No source read mentions: enforced") on a
    page about its enforcement; nor "elected" on a page about the election."""
    from deepsearch.research.judging import coverage

    plan = heuristic_plan("How was the Pure Food and Drug Act enforced?")
    page = chunk("Enforcement of the Pure Food and Drug Act was assigned to the Bureau of "
                 "Chemistry.", "Pure Food and Drug Act")
    _, missing = coverage({0: [page]}, plan, 1, 3, plan.key_terms)
    assert "enforced" not in missing and missing == [], missing
    other = chunk("The Bureau of Chemistry tested food.", "Bureau of Chemistry")
    assert "enforced" in coverage({0: [other]}, plan, 1, 3, plan.key_terms)[1]


def test_outline_follows_the_question() -> None:
    assert facets("What is known about Timothy Leary's life, his work and his influence?") \
        == ["life", "work", "influence"]
    assert facets("How did Tupac Shakur's career begin?") == ["career"]  # not "career begin"
    assert facets("How did his early career shape him?") == ["early career"]
    assert facets("Describe the career of David Weissman.") == ["career"]  # one part asked
    assert facets("What are the main features of the Sunbeam Alpine?") == ["features"]
    assert [a.title for a in heuristic_plan("Summarize the history of Virginia.").aspects] == \
        ["History"]
    plan = heuristic_plan("What is known about Timothy Leary's life, his work and his "
                          "influence?")
    assert [a.title for a in plan.aspects] == ["Life", "Work", "Influence"]
    assert all(a.entity == "Timothy Leary" for a in plan.aspects)
    # a list of what to cover: after a colon, "including", or one possessive for many
    fire = "Give an overview of the Great Fire of London: causes, damage and rebuilding."
    assert facets(fire) == ["causes", "damage", "rebuilding"]
    assert facets("Tell me about Paris, including its history, economy and culture.") == \
        ["history", "economy", "culture"]
    assert facets("What is known about Einstein's life and work?") == ["life", "work"]
    assert facets(OPEN) == []  # "who each is and how they compare" lists no facets
    assert facets("Give an overview of BM25: how it scores documents.") == []
    plan = heuristic_plan(fire)
    assert [(a.title, a.entity) for a in plan.aspects] == [
        ("Causes", "Great Fire of London"), ("Damage", "Great Fire of London"),
        ("Rebuilding", "Great Fire of London")]
    assert plan.aspects[0].question == "the causes of Great Fire of London"  # ranked as "why"
    parks = heuristic_plan("Tell me about the Virginia state park system, including its "
                           "history and size.")  # the park system's history, not the state's
    assert [a.question for a in parks.aspects] == ["Virginia state park system history",
                                                   "Virginia state park system size"]
    assert parks.aspects[0].entity == "Virginia"
    assert "Great Fire of London rebuilding" in [s.question for s in plan.sub_questions]
    plan = heuristic_plan(OPEN)
    assert [a.title for a in plan.aspects] == ["Karen Spärck Jones", "Gerard Salton",
                                               "How they compare"]
    assert "give" not in plan.key_terms and "overview" not in plan.key_terms
    assert heuristic_plan("Who introduced inverse document frequency?").aspects == []


def test_compared_subjects_are_named_as_pages_name_them() -> None:
    """"Compare the Great Fire of London and …": the lower-case article and the question's
    full stop are not the names' (else the fire's own page is no page of the subject); a
    page titled with a subject's name and a place ("St Paul's Cathedral, Rockhampton") is
    another of the name when the subject's own page is read."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("Compare the Great Fire of London and St Paul's Cathedral.")
    assert plan.entities == ["Great Fire of London", "St Paul's Cathedral"]
    assert heuristic_plan("Give an overview of The Family Man and David Weissman.").entities \
        == ["The Family Man", "David Weissman"]
    assert heuristic_plan("Give an overview of Desire Inc. and Lynn Hershman Leeson: who or "
                          "what each is and how they compare.").entities[0] == "Desire Inc."
    from deepsearch.research.composing import placed_namesakes

    boston = [chunk("Boston is a city in Massachusetts.", "Boston", "m"),
              chunk("Boston is a town in Lincolnshire.", "Boston, Lincolnshire", "l")]
    ranked = [(1.0, c.text, c) for c in boston]
    assert placed_namesakes(ranked, ["Boston"]) == {"l"}
    assert placed_namesakes(ranked, ["Boston", "Lincolnshire"]) == set()  # the one asked
    names = subject_names(plan)
    fire = chunk("The Great Fire started at a bakery in 1666.", "Great Fire of London", "a")
    london = chunk("St Paul's Cathedral is an Anglican cathedral in London.",
                   "St Paul's Cathedral", "b")
    other = chunk("St Paul's Cathedral is a heritage-listed cathedral in Rockhampton.",
                  "St Paul's Cathedral, Rockhampton", "c")
    picks = outline_picks(plan.aspects,
                          [aspect_ranking(a, [fire, london, other]) for a in plan.aspects],
                          "standard", names)
    assert [t for t, _ in picks[0]] == ["The Great Fire started at a bakery in 1666."]
    quoted = [t for p in picks for t, _ in p]
    assert "St Paul's Cathedral is an Anglican cathedral in London." in quoted
    assert not any("Rockhampton" in t for t in quoted)


def test_a_subject_section_says_what_it_is() -> None:
    """'"In Heaven" is a song … written by David Lynch' relates the two subjects, but it is
    what In Heaven is: its own section opens with it, and "how they compare", with nothing
    else relating them, quotes it too rather than say nothing compares them."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("Give an overview of In Heaven and David Lynch: who or what each "
                          "is and how they compare.")
    song = chunk('"In Heaven" is a song performed by Laurel Near and written by David Lynch. '
                 'The song is featured in the film "Eraserhead".', "In Heaven", "a")
    man = chunk("David Lynch is an American filmmaker. He received an Academy Honorary "
                "Award.", "David Lynch", "b")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [song, man]) for a in plan.aspects],
                          "standard", subject_names(plan))
    by_title = {a.title: [t for t, _ in p] for a, p in zip(plan.aspects, picks, strict=True)}
    assert by_title["In Heaven"][0].startswith('"In Heaven" is a song')
    assert by_title["How they compare"] == [by_title["In Heaven"][0]]


def test_a_subject_section_opens_with_the_page_saying_what_it_is() -> None:
    """A section on "Perfect game" opens with the sentence saying what a perfect game is, not
    with a pitcher's game on a list page read first."""
    from deepsearch.research.composing import pick

    listed = chunk("Braden's perfect game, pitched on Mother's Day, was the first complete "
                   "game of his career.", "List of Major League Baseball perfect games", "a")
    defined = chunk("A perfect game is a game by a pitcher that lasts nine innings with no "
                    "batter reaching first base.", "Perfect game (baseball)", "b")
    ranked = [(2.0, listed.text, listed), (1.5, defined.text, defined)]
    picked = pick(ranked, 4, set(), entity="Perfect game", names=["Perfect game"])
    assert [c.source_id for _, c in picked] == ["b", "a"]
    assert [c.source_id for _, c in pick(ranked, 4, set())] == ["a", "b"]  # no subject
    # its own page's passage saying something else comes after another page saying what it is
    counted = chunk("There have been 23 official perfect games in 150 years of the game.",
                    "Perfect game (baseball)", "c")
    ranked = [(2.0, counted.text, counted), (1.5, defined.text, defined.model_copy(
        update={"title": "List of Major League Baseball perfect games"}))]
    picked = pick(ranked, 4, set(), entity="Perfect game", names=["Perfect game"])
    assert [c.source_id for _, c in picked] == ["b", "c"]


def test_a_counts_own_sentence_counts_the_thing_asked() -> None:
    """"How many perfect games …?" answered 23 led, and was cited to, "spans of 23 and 33
    consecutive seasons": the count's own sentence writes 23 of the games."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import body

    question = "How many perfect games have been thrown in Major League Baseball?"
    spans = chunk("By contrast, there have been spans of 23 and 33 consecutive seasons in "
                  "which not a single perfect game was thrown in Major League Baseball.",
                  "List of Major League Baseball perfect games", "a")
    total = chunk("There have been 23 official perfect games in 150 years of Major League "
                  "Baseball.", "Perfect game (baseball)", "b")
    ranked = sorted(rank_sentences(question, [spans, total], []), key=lambda r: r[2] is total)
    assert ranked[0][2] is spans  # (the other sentence ranked first)
    picked = body(heuristic_plan(question), ranked, "23", "standard")
    assert picked[0][1] is total, picked


def test_a_facet_of_one_subject_opens_with_the_subjects_own_page() -> None:
    """"What did Halldór Laxness write?" opens with his page saying what he wrote, not with
    his wife's page, met first, calling her his writing collaborator."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("Who was Halldór Laxness and what did he write?")
    wife = chunk("Her husband was Icelandic Nobel laureate Halldór Laxness, and Auður worked "
                 "as his secretary and writing collaborator for many years.", "Auður Laxness",
                 "a")
    own = chunk("Halldór Laxness (1902 – 1998) was an Icelandic novelist. In 1955 Halldór "
                "Laxness was awarded the Nobel Prize in Literature. Halldór Laxness is the only "
                "Icelandic Nobel laureate. Halldór Laxness was born in Reykjavík. Laxness wrote "
                "poetry, plays, travelogues and novels.", "Halldór Laxness", "b")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [wife, own]) for a in plan.aspects],
                          "standard", subject_names(plan))
    wrote = next(p for a, p in zip(plan.aspects, picks, strict=True) if "write" in a.title)
    assert wrote[0][0].startswith("Laxness wrote poetry") and \
        "Auður" in " ".join(t for t, _ in wrote)


def test_a_sentence_two_copies_of_a_page_word_differently_is_quoted_once() -> None:
    """Two copies of a page saying one thing with a word changed ("beautiful",
    "attractive"), or its words reordered, give one sentence; two template sentences about
    two songs, or two years, are two statements."""
    from deepsearch.research.composing import pick

    one = chunk("Serena is a tall, blonde, slim, and beautiful teenage girl from the Upper East "
                "Side of Manhattan.", "Serena van der Woodsen", "a")
    two = chunk("Serena is a tall, blonde, slim, and attractive teenage girl from the Upper "
                "East Side of Manhattan.", "Serena van der Woodsen", "b")
    assert len(pick([(1.0, one.text, one), (0.9, two.text, two)], 4, set())) == 1
    army = chunk('"Army" is a song by singer Ellie Goulding from her third studio album '
                 "Delirium.", "Delirium (album)", "c")
    butter = chunk('"Butter" is a song by singer Ellie Goulding from her third studio album '
                   "Delirium.", "Delirium (album)", "d")
    assert len(pick([(1.0, army.text, army), (0.9, butter.text, butter)], 4, set())) == 2
    # the same words in another order, one common word or nationality in or out: one
    # statement; the same sentence of two people (a name changed) is two
    soon = chunk("A Treaty of Alliance in 1778 soon followed, which led to shipments of money "
                 "and matériel to the United States.", "France in the American War", "e")
    french = chunk("A Treaty of Alliance followed in 1778, which led to French shipments of "
                   "money and matériel to the United States.", "France in the American War",
                   "f")
    assert len(pick([(1.0, soon.text, soon), (0.9, french.text, french)], 4, set())) == 1
    blair, serena = (chunk(f"{n} went to Columbia University after she left the school on the "
                           "Upper East Side.", "Gossip Girl", n[0]) for n in ("Blair", "Serena"))
    assert len(pick([(1.0, blair.text, blair), (0.9, serena.text, serena)], 4, set())) == 2


def test_a_report_of_one_section_quotes_more_of_the_page_that_tells_it() -> None:
    """"What did King John do to Kenilworth Castle?" is told by one page: a report whose one
    section is the whole answer quotes up to five of its sentences (three is a section's
    share of a page in a longer outline)."""
    from deepsearch.research.composing import (
        SOLE_PER_SOURCE,
        aspect_ranking,
        outline_picks,
    )

    plan = heuristic_plan("What did King John do to Kenilworth Castle?")
    assert plan.shape == "explanation" and len(plan.aspects) == 1
    told = chunk("Under King John significant building resumed at Kenilworth Castle. King John "
                 "spent a large sum on Kenilworth Castle between 1210 and 1216. King John "
                 "built the outer bailey wall of Kenilworth Castle in stone. King John "
                 "improved the water defences of Kenilworth Castle by damming two brooks. "
                 "King John created the Great Mere at Kenilworth Castle. King John was forced "
                 "to cede Kenilworth Castle to the barons.", "Kenilworth Castle", "k")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [told]) for a in plan.aspects],
                          "standard", subject_names(plan))
    assert len(picks[0]) == SOLE_PER_SOURCE > 3, picks[0]


def test_an_explanation_about_two_names_compares_nothing() -> None:
    """"Why is the Torah important in Judaism?" names two things but compares none: its
    sections each quote their own sentences, and none says "no source compares them"."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("Why is the Torah important in Judaism?")
    assert plan.shape == "explanation" and "important" not in plan.key_terms
    torah = chunk("The Torah is the first part of the Hebrew Bible and important to many. "
                  "Judaism is an important religion of the Jewish people.", "Torah", "t")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [torah]) for a in plan.aspects],
                          "standard", subject_names(plan))
    quoted = [t for p in picks for t, _ in p]  # not only sentences naming both, as compared
    assert len(quoted) == 2, picks


def test_how_they_compare_holds_what_relates_them() -> None:
    """The sentence that speaks of both subjects ("He co-wrote The Family Man" on the
    writer's page) is the comparison's, not the first subject's; each subject's own section
    keeps its own sentences, opening with what it is (the film's "… is a 2000 film written
    by … David Weissman" relates them too, but is the film's), and no sentence is quoted
    twice."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("Give an overview of David Weissman and The Family Man: who or what "
                          "each is and how they compare.")
    names = subject_names(plan)
    man = chunk("David Weissman is a screenwriter and director. He co-wrote The Family Man "
                "with David Diamond. He was born in Los Angeles.", "David Weissman", "a")
    film = chunk("The Family Man is a 2000 film written by David Diamond and David Weissman. "
                 "The film centers on a man who sees another life.", "The Family Man", "b")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [man, film]) for a in plan.aspects],
                          "standard", names)
    titles = [a.title for a in plan.aspects]
    compare = picks[[a.entity for a in plan.aspects].index("")]
    assert [t for t, _ in compare] == ["He co-wrote The Family Man with David Diamond."]
    by_title = dict(zip(titles, picks, strict=True))
    assert "screenwriter" in by_title["David Weissman"][0][0]
    assert by_title["The Family Man"][0][0].startswith("The Family Man is a 2000 film")
    assert any("centers on" in t for t, _ in by_title["The Family Man"])
    quoted = [t for p in picks for t, _ in p]
    assert len(quoted) == len(set(quoted))
    from deepsearch.research.composing import about  # a one-word name, named as a name
    band = chunk("WINNER is a South Korean boy group.", "Winner (band)", "c")
    other = chunk("He is the winner of the Mr. India title.", "Rajneesh Duggal", "d")
    assert about(band, band.text, "Winner") and not about(other, other.text, "Winner")
    assert about(other, "Winner released 2014 S/S.", "Winner")


def test_a_page_named_after_a_person_speaks_of_them_only_where_it_names_them() -> None:
    """"Give an overview of Langston Hughes: his life and his poetry." quoted "The building
    has Seattle landmark status." from the page "Langston Hughes Performing Arts Center": a
    place named after him, whose "the building" and "it" are not him. Where it names him, it
    speaks of him; a one-word name's page ("Harvard University" for "Harvard") is its own,
    and so are a person's pages with a part's title or a qualifier."""
    from deepsearch.research.composing import about

    venue = chunk("The building has Seattle landmark status.",
                  "Langston Hughes Performing Arts Center", "a")
    medal = chunk("It is awarded annually.", "Langston Hughes Medal", "b")
    assert not about(venue, venue.text, "Langston Hughes")
    assert not about(medal, medal.text, "Langston Hughes")
    assert about(venue, "It is named after Langston Hughes.", "Langston Hughes")
    assert about(chunk("It was founded in 1636.", "Harvard University", "c"),
                 "It was founded in 1636.", "Harvard")
    for title in ("Langston Hughes (poet)", "Langston Hughes Early life"):
        assert about(chunk("He moved to Harlem.", title, "d"), "He moved to Harlem.",
                     "Langston Hughes")


def test_a_common_noun_is_no_subject_and_nothing_compared_is_said() -> None:
    """"The Polar Bears" (a film) is not the animal: the page "Polar bear" is a namesake and
    "most polar bears are born on land" does not speak of the film. With no sentence
    relating the two subjects, "How they compare" is empty and says so."""
    from deepsearch.research.composing import about, aspect_ranking, is_namesake, outline_picks

    plan = heuristic_plan("Give an overview of Alien and The Polar Bears: who or what each is "
                          "and how they compare.")
    names = subject_names(plan)
    film = chunk("The Polar Bears is a 2012 animated short film.", "The Polar Bears", "a")
    animal = chunk("Most polar bears are born on land. Polar bears hunt seals.", "Polar bear",
                   "b")
    alien = chunk("Alien is a 1979 science-fiction horror film.", "Alien (film)", "c")
    assert is_namesake(animal, "Polar bears hunt seals.", names)
    assert not about(animal, "Most polar bears are born on land.", "The Polar Bears")
    assert about(film, "The Polar Bears is a 2012 animated short film.", "The Polar Bears")
    evidence = [film, animal, alien]
    picks = outline_picks(plan.aspects, [aspect_ranking(a, evidence) for a in plan.aspects],
                          "standard", names)
    quoted = [t for p in picks for t, _ in p]
    assert not any("born on land" in t or "hunt seals" in t for t in quoted)
    assert picks[[a.title for a in plan.aspects].index("How they compare")] == []


def test_a_comparison_nothing_relates_gives_its_room_to_the_subjects() -> None:
    """No sentence speaks of both subjects: "How they compare" quotes none (a sentence about
    one subject is no comparison), and its room goes to the subjects' own sections."""
    from deepsearch.research.composing import SENTENCES, aspect_ranking, outline_picks

    plan = heuristic_plan("Give an overview of Kvarn Lake and Ola Lind: who or what each is "
                          "and how they compare.")
    names = subject_names(plan)
    words = "trout char pike perch eel salmon carp bream roach tench".split()
    pages = [chunk(" ".join(f"Kvarn Lake holds {w} in its {j}th bay." for j, w in
                            enumerate(words[i::3])), "Kvarn Lake", f"lake{i}") for i in range(3)]
    pages += [chunk(" ".join(f"Ola Lind caught {w} on his {j}th trip." for j, w in
                             enumerate(words[i::3])), "Ola Lind", f"man{i}") for i in range(3)]
    picks = outline_picks(plan.aspects, [aspect_ranking(a, pages) for a in plan.aspects],
                          "standard", names)
    by_title = dict(zip([a.title for a in plan.aspects], picks, strict=True))
    assert by_title["How they compare"] == []
    assert len(by_title["Kvarn Lake"]) + len(by_title["Ola Lind"]) > 2 * SENTENCES["standard"]


def test_a_subject_named_only_in_passing_has_no_sentence_of_its_own() -> None:
    """"Compare LaserDisc and VHS" with no page of VHS read: a film's page saying it was
    "released on VHS" or given a title "for VHS" tells nothing of VHS, so VHS's section
    quotes neither; the first follow-up asks other sources about VHS."""
    from deepsearch.research.composing import aspect_ranking, in_passing, outline_picks

    plan = heuristic_plan("Compare LaserDisc and VHS.")
    names = subject_names(plan)
    assert names == ["LaserDisc", "VHS"], names
    disc = chunk("The LaserDisc is a home video format first sold in 1978. LaserDiscs were "
                 "far more expensive than VHS players and tapes.", "LaserDisc", "ld")
    films = [chunk("Later the film was given another Italian title for VHS and television "
                   "markets.", "Warrior of the Lost World", "w"),
             chunk("A Valentine for You was released on VHS in 2000.", "A Valentine for You",
                   "v")]
    assert in_passing(films[1], films[1].text, "VHS")
    assert not in_passing(disc, "LaserDiscs were far more expensive than VHS players.", "VHS")
    assert not in_passing(films[1], "VHS is a standard for consumer-level analog recording.",
                          "VHS")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [disc, *films])
                                         for a in plan.aspects], "standard", names)
    by_title = dict(zip([a.title for a in plan.aspects], picks, strict=True))
    quoted = [t for p in picks for t, _ in p]
    assert not any("Italian title" in t or "Valentine" in t for t in quoted), by_title
    assert by_title["LaserDisc"], by_title
    asked = follow_up_questions(plan, [disc, *films], [])
    assert asked[0] == "What do other sources say about VHS?", asked


def test_an_explanation_quotes_the_one_sentence_telling_of_its_subject() -> None:
    """"Explain the Rainhill Trials." with only the steam engine's history read: "This was
    the first public steam railway … and then in 1829, he built The Rocket which … won the
    Rainhill Trials" says what "this" is, no other named thing, and tells of the trials: it
    is quoted (with the sentence "this" refers to), and the reader is pointed to other
    sources."""
    from deepsearch.research.composing import aspect_ranking, defines_other, outline_picks
    from deepsearch.text import passage_sentences

    plan = heuristic_plan("Explain the Rainhill Trials.")
    names = subject_names(plan)
    page = chunk("In 1825 George Stephenson built the Locomotion for the Stockton and "
                 "Darlington Railway. This was the first public steam railway in the world and "
                 "then in 1829, he built The Rocket which was entered in and won the Rainhill "
                 "Trials.", "Steam engine", "s")
    said = passage_sentences(page.text)
    assert not defines_other(said[1], page, names)
    assert defines_other("The Locomotion was the first engine on a public railway.", page, names)
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [page]) for a in plan.aspects],
                          "standard", names)
    assert [t for p in picks for t, _ in p] == [" ".join(said)], picks
    assert follow_up_questions(plan, [page], [])[0] == \
        "What do other sources say about Rainhill Trials?"


def test_the_thing_a_question_qualifies_its_name_with_is_the_one_quoted() -> None:
    """"How do you make a Bloody Mary cocktail?" with the cocktail's page read quotes neither
    the folklore's page nor a show's of the same name; without the cocktail's page, nothing
    tells them apart."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("How do you make a Bloody Mary cocktail?")
    names = subject_names(plan)
    drink = chunk("A Bloody Mary is a cocktail containing vodka and tomato juice.",
                  "Bloody Mary (cocktail)", "d")
    others = [chunk("Bloody Mary is a folklore legend of a ghost conjured in a mirror.",
                    "Bloody Mary (folklore)", "f"),
              chunk("The Bloody Mary Show follows a group of ghouls who make a cocktail.",
                    "The Bloody Mary Show", "s")]
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [drink, *others])
                                         for a in plan.aspects], "standard", names)
    quoted = [c.source_id for p in picks for _, c in p]
    assert quoted == ["d"], quoted
    picks = outline_picks(plan.aspects, [aspect_ranking(a, others) for a in plan.aspects],
                          "standard", names)
    assert [c.source_id for p in picks for _, c in p], picks


def test_an_overview_saying_nothing_of_what_its_subject_is_says_so() -> None:
    """"Tell me about the Alps." with only the war and the ski races read: the report says
    no passage read says what the Alps are; "Who was Gerald Ford?" quoting "Gerald Rudolph
    Ford Jr. (born …) was an American politician" does not."""
    from deepsearch.research.closing import gaps, says_what
    from deepsearch.research.composing import section
    from deepsearch.research.verifying import Numbering
    from deepsearch.text import passage_sentences

    alps = heuristic_plan("Tell me about the Alps.")
    page = chunk("By 1940 the Third Reich had occupied many of the Alpine countries. The "
                 "Lauberhorn is the more strenuous downhill race.", "Alps")
    sections = [section(alps.aspects[0].title, [(t, page) for t in passage_sentences(
        page.text)], Numbering())]
    assert "No passage read says what the Alps are; the report gives what the sources say " \
        "of them." in gaps(alps, sections, [])
    ford = heuristic_plan("Who was Gerald Ford?")
    page = chunk("Gerald Rudolph Ford Jr. (born Leslie Lynch King Jr.; July 14, 1913 – "
                 "December 26, 2006) was an American politician.", "Gerald Ford")
    sections = [section(ford.aspects[0].title, [(page.text, page)], Numbering())]
    assert not any("says what" in g for g in gaps(ford, sections, [])), gaps(ford, sections, [])
    assert says_what("Holi", "[Holi] is a popular ancient Hindu festival.")
    assert not says_what("Holi", "The festival celebrates the eternal love of Radha Krishna.")
    from deepsearch.research.closing import plural
    assert plural("the Alps") and plural("the Beatles")
    assert not plural("the Uterus") and not plural("the Genesis") and not plural("Alps")
    assert says_what("H. H. Asquith", "Herbert Henry Asquith, 1st Earl of Oxford and Asquith, "
                     "KG, PC, KC, FRS (12 September 1852 – 15 February 1928), generally known "
                     "as H. H. Asquith, was a British statesman and Liberal politician.")
    assert not says_what("H. H. Asquith", "In August 1914, Asquith took Great Britain into the "
                         "First World War, which was a long war.")
    # the field a definition is of may open it ("What is parallel syntax?" was said to be
    # answered by no passage saying what it is)
    assert says_what("Tarnish syntax", "In rhetoric, Tarnish Syntax (also known as parallel "
                     "construction) is a rhetorical device that consists of repetition.")
    assert not says_what("Tarnish syntax", "In 1990, Ivo Lund was a poet of Tarnish syntax.")


def test_a_sentence_going_on_from_the_one_before_is_quoted_with_it_or_not_at_all() -> None:
    """"Both races continue to be held each January" and "The latter was …" need the
    sentence before them, as "This is …" does."""
    from deepsearch.research.composing import dangling

    assert dangling("Both races continue to be held each January on successive weekends.")
    assert dangling("The latter was built in 1900.")
    assert not dangling("Both teams won their first games.")
    assert not dangling("Bothwell is a town in Scotland.")
    # "It was called BCG" names what the sentence before made (a vaccine), not its page
    assert dangling('It was called "BCG" ("Bacille Calmette-Guérin").')
    assert dangling("It was later known as the Great Stink.")
    assert not dangling("It was a vaccine.") and not dangling("It calls for reform.")


def test_an_explanation_no_passage_answers_says_so() -> None:
    """"How did the Delano grape strike end?" read only how it began: the report says no
    passage answers it directly (its word "end" was on pages about other things); once a
    passage covers the question, it does not."""
    from deepsearch.research.closing import gaps
    from deepsearch.research.composing import section
    from deepsearch.research.verifying import Numbering

    plan = heuristic_plan("How did the Delano grape strike end?")
    page = chunk("The Delano grape strike was a labor strike organized by the Agricultural "
                 "Workers Organizing Committee. The strike began on September 8, 1965.",
                 "Delano grape strike")
    sections = [section(plan.aspects[0].title, [(t, page) for t in (
        "The Delano grape strike was a labor strike organized by the Agricultural Workers "
        "Organizing Committee.", "The strike began on September 8, 1965.")], Numbering())]
    said = gaps(plan, sections, [])
    assert said == ["No passage read answers “How did the Delano grape strike end?” directly; "
                    "the report gives what the sources say around it."]
    plan.sub_questions[0].status = "covered"
    assert gaps(plan, sections, []) == []


def test_why_a_day_is_kept_is_answered_by_what_it_celebrates() -> None:
    """"Why is Holi celebrated?" quoted "The festival celebrates the arrival of spring" and
    still said no source gives a reason: what a festival celebrates or marks is why it is
    kept. Where it is kept is not."""
    from deepsearch.research.closing import gaps
    from deepsearch.research.composing import section
    from deepsearch.research.verifying import Numbering

    plan = heuristic_plan("Why is Holi celebrated?")
    where = "Holi is celebrated predominantly in India."
    page = chunk(f"{where} The festival celebrates the arrival of spring.", "Holi")
    kept = [section(plan.aspects[0].title, [(where, page)], Numbering())]
    assert any("gives a reason" in g for g in gaps(plan, kept, [])), gaps(plan, kept, [])
    why = [section(plan.aspects[0].title, [(where, page), (
        "The festival celebrates the arrival of spring.", page)], Numbering())]
    assert not any("gives a reason" in g for g in gaps(plan, why, [])), gaps(plan, why, [])


def test_how_a_thing_comes_about_is_answered_by_what_causes_it() -> None:
    """"How is the second heart sound produced?": "It is caused by the closure of the
    semilunar valves" answers it, whatever words the coverage check looked for; the report
    does not say that no passage answers it. The same sentences under "How did … end?" do."""
    from deepsearch.research.closing import gaps
    from deepsearch.research.composing import section
    from deepsearch.research.verifying import Numbering

    page = chunk("The second heart sound forms the dub of lub-dub. It is caused by the closure "
                 "of the semilunar valves at the end of ventricular systole.", "Heart sounds")
    said = ("The second heart sound forms the dub of lub-dub.", "It is caused by the closure "
            "of the semilunar valves at the end of ventricular systole.")
    for asked, answered in (("How is the second heart sound produced?", True),
                            ("How did the second heart sound end?", False)):
        plan = heuristic_plan(asked)
        assert plan.shape == "explanation", asked
        sections = [section(plan.aspects[0].title, [(t, page) for t in said], Numbering())]
        assert (gaps(plan, sections, []) == []) is answered, asked


def test_what_a_subject_is_goes_in_its_own_section_not_a_facets(minilm) -> None:
    """"Tell me about the London Review of Books and how it started": "The LRB is a British
    journal …" is said under the subject, not as how it started; that section is empty."""
    import asyncio

    from deepsearch.kb.embeddings import EmbeddingService
    from deepsearch.research.answers import by_meaning_all
    from deepsearch.research.composing import aspect_ranking, outline_picks
    from deepsearch.research.shape import telling

    plan = heuristic_plan("Tell me about the London Review of Books and how it started.")
    assert [a.entity for a in plan.aspects] == ["London Review of Books"] * 2
    page = chunk("The London Review of Books (LRB) is a British journal of literary essays. It "
                 "is published fortnightly.", "London Review of Books")
    rankings = asyncio.run(by_meaning_all(
        [telling(a) for a in plan.aspects], [aspect_ranking(a, [page]) for a in plan.aspects],
        EmbeddingService(minilm)))
    picks = outline_picks(plan.aspects, rankings, "standard", subject_names(plan))
    assert [t for t, _ in picks[0]][:1] == [
        "The London Review of Books (LRB) is a British journal of literary essays."], picks
    assert picks[1] == []


def test_a_section_asking_what_the_subject_is_leaves_the_other_facets_their_answers() -> None:
    """"What is Okra and where is it grown?": every sentence of okra's page says something of
    what okra is, and the first section's ranking may put "cultivated in tropical …
    regions" first; it says what okra is and leaves where it grows to the second."""
    from deepsearch.research.composing import outline_picks

    plan = heuristic_plan("What is Okra and where is it grown?")
    assert [a.question for a in plan.aspects] == ["What is Okra?", "Where is Okra grown?"]
    grown = "The plant is cultivated in tropical and warm temperate regions around the world."
    defined = "Okra is a flowering plant in the mallow family."
    valued = "It is valued for its edible green seed pods."
    page = chunk(" ".join([defined, valued, grown]), "Okra")
    rankings = [[(1.4, grown, page), (1.3, defined, page), (1.2, valued, page)],
                [(0.95, defined, page), (0.94, grown, page), (0.5, valued, page)]]
    picks = outline_picks(plan.aspects, rankings, "standard", subject_names(plan))
    assert [t for t, _ in picks[0]][:1] == [defined], picks
    assert grown in [t for t, _ in picks[1]], picks
    assert grown not in [t for t, _ in picks[0]]


def test_a_facet_nothing_covers_is_an_empty_section_not_a_repeat() -> None:
    """"His life, his work and his influence" with nothing read on his influence: the
    influence section quotes no sentence the life or work section already has; it renders
    as covering nothing, and the gap is said once."""
    from deepsearch.research.closing import gaps
    from deepsearch.research.composing import aspect_ranking, outline_picks, section
    from deepsearch.research.rendering import EMPTY_SECTION, markdown
    from deepsearch.research.verifying import Numbering

    plan = heuristic_plan("What is known about Timothy Leary's life, his work and his "
                          "influence?")
    assert [a.title for a in plan.aspects] == ["Life", "Work", "Influence"]
    page = chunk("Timothy Leary was an American psychologist born in 1920. He taught at "
                 "Harvard. He was fired in 1963.", "Timothy Leary")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [page]) for a in plan.aspects],
                          "brief", subject_names(plan))
    quoted = [t for p in picks for t, _ in p]
    assert len(quoted) == 3 and len(set(quoted)) == 3
    assert picks[2] == []
    numbering = Numbering()
    sections = [section(a.title, p, numbering) for a, p in zip(plan.aspects, picks, strict=True)]
    said = gaps(plan, sections, ["influence"])
    assert said == ["Nothing read covers “Influence”."]
    # a facet claims the sentence that says its word, though another facet ranks it higher
    fire = heuristic_plan("Give an overview of the Great Fire of London: causes, damage and "
                          "rebuilding.")
    city = chunk("The Great Fire of London started at a bakery on Pudding Lane. The Great "
                 "Fire of London destroyed 13,200 houses. St Paul's was rebuilt in the "
                 "rebuilding of London after the Great Fire of London.", "Great Fire of London")
    rankings = [aspect_ranking(a, [city]) for a in fire.aspects]
    rankings[1] = sorted(rankings[1], key=lambda r: "rebuilding" not in r[1])  # damage's
    picks = outline_picks(fire.aspects, rankings, "brief", subject_names(fire))
    assert [t for t, _ in picks[2]] == [
        "St Paul's was rebuilt in the rebuilding of London after the Great Fire of London."]
    assert all("rebuilding" not in t for t, _ in picks[1])
    # each sentence goes to the facet that ranks it highest, not to the first with room
    bakery = "The fire started at a bakery on Pudding Lane."
    houses = "The fire destroyed 13,200 houses."
    page = chunk(f"{bakery} {houses}", "Great Fire of London")
    ranked = [[(0.9, bakery, page), (0.5, houses, page)], [(0.8, houses, page),
                                                         (0.3, bakery, page)],
              [(0.2, houses, page)]]
    placed = outline_picks(fire.aspects, ranked, "standard", subject_names(fire))
    assert [[t for t, _ in p] for p in placed] == [[bakery], [houses], []]
    # a heading's word its section covers by meaning is no gap ("causes")
    fire_sections = [section(a.title, p, numbering)
                     for a, p in zip(fire.aspects, picks, strict=True)]
    said = gaps(fire, fire_sections, ["causes", "pudding"])
    assert said[-1] == "No source read mentions: pudding."
    assert not any("causes" in line.lower() for line in said)
    # a subject's name heading its section is still a gap when no page mentions it
    pair = heuristic_plan(OPEN)
    named = [Section(title=t, paragraphs=["…"]) for t in ("Karen Spärck Jones", "Gerard Salton")]
    assert gaps(pair, named, ["salton"]) == ["No source read mentions: salton."]
    # "13th" is in "Thirteenth", "spiderman" in "Spider-Man": neither is a gap
    from deepsearch.research.judging import coverage

    asked = heuristic_plan("When was the 13th amendment to the constitution about spiderman "
                           "ratified?")
    page = chunk("The Thirteenth Amendment was ratified in 1865. Spider-Man is a comic "
                 "hero.", "Thirteenth Amendment")
    _, missing = coverage({0: [page]}, asked, 1, 3, ["13th", "spiderman", "constitution"])
    assert missing == ["constitution"]
    # a verb of the question is no gap: pages say "a song by", not "wrote"
    asked = heuristic_plan("Who wrote the song forever and ever amen in 1987?")
    assert gaps(asked, [], ["wrote", "amen", "first"]) == ["No source read mentions: amen."]
    # nor "had" of "How many vice presidents has India had?"
    assert gaps(heuristic_plan("What is the plot of Places in the Heart?"), [], ["plot"]) == []
    assert gaps(heuristic_plan("How many vice presidents has India had?"), [], ["had"]) == []
    # "Why did France join the war?": pages tell of its "involvement", not "join"
    assert gaps(heuristic_plan("Why did France join the American Revolutionary War?"), [],
                ["join"]) == []
    # nor is a kinship: pages say "married", not "spouse"
    assert gaps(asked, [], ["spouse", "nationality", "amen"]) == \
        ["No source read mentions: amen."]
    assert follow_up_questions(asked, [], ["wrote", "made"]) == []
    assert follow_up_questions(asked, [], ["wrote", "amen"]) == \
        ["What do other sources say about amen?"]
    # a subject no page mentions has no connection to the names of pages about other things
    nowhere = heuristic_plan("What is the capital of the planet Zorblat?")
    page = chunk("Mount Franklin is a mountain in the Australian Capital Territory.",
                 "Mount Franklin")
    assert follow_up_questions(nowhere, [page], ["zorblat"]) == \
        ["What do other sources say about zorblat?"]
    assert follow_up_questions(nowhere, [page], []) != \
        ["What do other sources say about zorblat?"]  # found, the names are asked about
    untitled = Source(n=1, url="https://example.org/a", title="", source_id="a")
    report = Report(shape=plan.shape, answer="", sections=sections, gaps=said, markdown="",
                    sources=[untitled])
    text = markdown(plan.question, report)
    assert f"## Influence\n\n*{EMPTY_SECTION}*" in text
    assert "- [1] https://example.org/a" in text  # a page without a title: its address


def test_a_how_to_quotes_no_sentence_about_something_else(minilm) -> None:
    import asyncio

    from deepsearch.kb.embeddings import EmbeddingService
    from deepsearch.research.composing import aspect_ranking, on_topic_rankings

    # a why-question's section about its subject is ranked for the question, not the name
    why = heuristic_plan("Why did the Inca Empire fall?")
    assert [a.question for a in why.aspects] == ["Why did the Inca Empire fall?"]
    plan = heuristic_plan("How do you test for lipids?")
    pages = [chunk("The emulsion test is a method to determine the presence of lipids using "
                   "wet chemistry. Since lipids do not dissolve in water, the diluted ethanol "
                   "gives a cloudy white emulsion.", "Emulsion test", "s1"),
             chunk("The test is similar to the Turing test proposed by Alan Turing in 1950.",
                   "Ebert test", "s2"),
             chunk("The 10th Flight Test Squadron performs acceptance testing on refurbished "
                   "aircraft.", "10th Flight Test Squadron", "s3")]
    ranked = aspect_ranking(plan.aspects[0], pages)
    assert any("Turing" in t for _, t, _ in ranked)
    kept = asyncio.run(on_topic_rankings(plan.aspects, [ranked], subject_names(plan),
                                         EmbeddingService(minilm)))[0]
    quoted = [t for _, t, _ in kept]
    assert any("emulsion test" in t for t in quoted), quoted
    assert not any("Turing" in t or "Squadron" in t for t in quoted), quoted


def test_why_someone_did_something_quotes_no_other_persons_page(minilm) -> None:
    """"Why was Timothy Leary fired from Harvard?": not what Deane Malott's page says of
    "he" at Harvard, nor a film with Harvard in its title; what names Leary, or his page, is
    kept."""
    import asyncio

    from deepsearch.kb.embeddings import EmbeddingService
    from deepsearch.research.composing import aspect_ranking, on_topic_rankings

    plan = heuristic_plan("Why was Timothy Leary fired from Harvard?")
    pages = [chunk("Timothy Francis Leary (October 22, 1920 – May 31, 1996) was an American "
                   "psychologist. He was fired from Harvard for failure to keep classroom "
                   "appointments. His colleague Richard Alpert was fired for giving psilocybin "
                   "to a student.", "Timothy Leary", "s1"),
             chunk("Deane Waldo Malott (July 10, 1898 – September 11, 1996) was an American "
                   "academic. After his graduation, he worked as an administrator at Harvard "
                   "until 1929. He returned to Harvard in 1933 as a professor.",
                   "Deane Waldo Malott", "s2"),
             chunk("Stealing Harvard is a 2002 American comedy film about a man who resorts to "
                   "crime to pay for his niece's Harvard tuition.", "Stealing Harvard", "s3"),
             chunk("Rumors claimed that the author of the book was Timothy Leary.",
                   "Principia Discordia", "s4")]
    ranked = aspect_ranking(plan.aspects[0], pages)
    assert any("Malott" in c.title for _, _, c in ranked)
    kept = asyncio.run(on_topic_rankings(plan.aspects, [ranked], subject_names(plan),
                                         EmbeddingService(minilm)))[0]
    titles = {c.title for _, _, c in kept}
    assert "Timothy Leary" in titles and "Principia Discordia" in titles, titles
    assert not titles & {"Deane Waldo Malott", "Stealing Harvard"}, titles


def test_a_subject_whose_name_is_inside_anothers_is_not_the_other() -> None:
    """"Charles Mathew" and "James Charles Mathew": the father's page and the sentences
    naming him are not about the son, so each has his own section, and "how they compare"
    quotes only a sentence that names both."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("Give an overview of Charles Mathew and James Charles Mathew: who "
                          "or what each is and how they compare.")
    names = subject_names(plan)
    assert names == ["Charles Mathew", "James Charles Mathew"]
    son = chunk("Charles James Mathew was a British barrister and Labour politician. The "
                "second son of Sir James Charles Mathew, he was educated at Trinity Hall.",
                "Charles Mathew", "a")
    father = chunk("Sir James Charles Mathew was an Irish-born judge. He was promoted to the "
                   "Court of Appeal in 1901.", "James Charles Mathew", "b")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [son, father])
                                         for a in plan.aspects], "standard", names)
    by_title = {a.title: [t for t, _ in p] for a, p in zip(plan.aspects, picks, strict=True)}
    assert not any("Irish-born" in t or "1901" in t for t in by_title["Charles Mathew"])
    assert any("Irish-born" in t for t in by_title["James Charles Mathew"]), by_title
    assert by_title["How they compare"] == [
        "The second son of Sir James Charles Mathew, he was educated at Trinity Hall."]
    # "Irish Catholic" is no one to ask about; a name from the father's page is asked
    # about with the father
    asked = follow_up_questions(plan, [father, chunk(
        "Born in an Irish Catholic family in Cork, he joined the English bar.",
        "James Charles Mathew", "b")], [], limit=5)
    assert not any("Irish" in q or "Catholic" in q for q in asked), asked
    # a nationality before a person's name is no part of it ("Italian Elisabetta Vignotto")
    asked = follow_up_questions(plan, [father, chunk(
        "The first judge of the court was the Italian Elisabetta Vignotto, followed by "
        "the American Civil War veteran John Hay.", "James Charles Mathew", "b")], [], limit=5)
    assert any("Elisabetta Vignotto" in q for q in asked), asked
    assert not any("Italian Elisabetta" in q for q in asked), asked
    # nor is a role ("CEO Steve Jobs"); a country asks nothing of the subject
    asked = follow_up_questions(plan, [father, chunk(
        "He met CEO Steve Jobs in the United States in 1901.",
        "James Charles Mathew", "b")], [], limit=5)
    assert any("Steve Jobs" in q for q in asked), asked
    assert not any("CEO" in q or "United States" in q for q in asked), asked
    asked = follow_up_questions(plan, [son, father, chunk(
        "Sir James Charles Mathew sat in the Queen's Bench Division of the High Court.",
        "James Charles Mathew", "b")], [], limit=5)
    assert "What is the connection between the Queen's Bench Division and James Charles " \
        "Mathew?" in asked, asked


def test_namesakes_and_follow_ups() -> None:
    names = ["Timothy Leary"]
    assert is_namesake(chunk("Timothy Clifford was a bishop.", "Timothy Clifford"),
                       "Timothy Clifford was a bishop.", names)
    assert not is_namesake(chunk("He was a psychologist.", "Timothy Leary"),
                           "He was a psychologist.", names)
    assert not is_namesake(chunk("Leary met Timothy Leary.", "Other page"),
                           "Alpert worked with Timothy Leary.", names)
    halley = "Edmond Halley visited Saint Helena in 1676."  # a name's possessive part too
    assert is_namesake(chunk(halley, "Edmond Halley"), halley, ["Halley's Comet"])
    # two subjects that share words: neither's page is the other's namesake
    plan = heuristic_plan("Give an overview of Hold Back the Night and The Last Night of the "
                          "Barbary Coast: who or what each is and how they compare.")
    assert plan.entities == ["Hold Back the Night", "The Last Night of the Barbary Coast"]
    names = subject_names(plan)
    text = "Hold Back the Night is a 1956 American war film."
    assert not is_namesake(chunk(text, "Hold Back the Night"), text, names)
    text = "The Last Night of the Barbary Coast is a lost film."
    assert not is_namesake(chunk(text, "The Last Night of the Barbary Coast"), text, names)
    assert is_namesake(chunk("A night in Paris.", "Night Train"), "A night in Paris.", names)
    plan = heuristic_plan("Give an overview of America East Conference and Vermont Catamounts "
                          "men's soccer: who or what each is and how they compare.")
    assert subject_names(plan) == ["America East Conference", "Vermont Catamounts men's soccer"]
    plan = heuristic_plan("Give an overview of Tromeo and Juliet and James Gunn: who or what "
                          "each is and how they compare.")  # which "and" splits is unknown
    assert "James Gunn" in plan.entities
    plan = heuristic_plan("Give an overview of Remember the Day and Cast Up by the Sea: who or "
                          "what each is and how they compare.")
    text = "Remember the Day is a 1941 film starring Claudette Colbert and John Payne."
    asked = follow_up_questions(plan, [chunk(text, "Remember the Day")], [])
    assert "What is the connection between John Payne and Remember the Day?" in asked
    # a connection the report states is no question; what else is known is
    asked = follow_up_questions(plan, [chunk(text, "Remember the Day")], [],
                                said=[(text, "Remember the Day")])
    assert "What else is known about John Payne?" in asked
    # on the subject's own page, "he" is the subject: the connection is said
    lynch = heuristic_plan("Give an overview of In Heaven and David Lynch: who or what each "
                           "is and how they compare.")
    award = "In 2019, he received an Academy Honorary Award."
    asked = follow_up_questions(lynch, [chunk(award, "David Lynch")], [],
                                said=[(award, "David Lynch")])
    assert "What else is known about Academy Honorary Award?" in asked
    built = "Its construction was part of the rebuilding after the Great Fire of London."
    fire = heuristic_plan("Give an overview of the Great Fire of London: causes, damage and "
                          "rebuilding.")
    asked = follow_up_questions(fire, [chunk(built, "St Paul's Cathedral")], [],
                                said=[(built, "St Paul's Cathedral")])
    assert not any("connection between St Paul's Cathedral" in q for q in asked)
    assert not any("connection between John Payne" in q for q in asked)
    assert not any("Colbert and John" in q for q in asked)  # one name at a time
    # the subject's page titled with "The" ("The Amazing Race 26") is the subject's
    race = heuristic_plan("What are the main differences between the Amazing Race 26 and "
                          "earlier seasons?")
    won = ("Blind date couple Laura Pierson & Tyler Adams were the winners of the 26th season "
           "of \"The Amazing Race\".")
    asked = follow_up_questions(race, [chunk(won, "The Amazing Race 26")], [],
                                said=[(won, "The Amazing Race 26")])
    assert "What else is known about Laura Pierson?" in asked, asked
    plan = heuristic_plan("Who sings I Love Rock 'n' Roll?")  # a band's "and" stays in it
    text = "It is a single by the Scottish rock group The Jesus and Mary Chain."
    asked = follow_up_questions(plan, [chunk(text, "I Love Rock 'n' Roll")], [], limit=5)
    assert any("Jesus and Mary Chain" in q for q in asked), asked
    assert not any(re.search(r"(?:between|about) Mary Chain", q) for q in asked), asked
    plan = heuristic_plan("Who is the girl in the Legs video of ZZ Top?")  # "ZZ Top's" is ZZ Top
    text = "Legs is a song by ZZ Top. ZZ Top's video starred Jeana Tomasino."
    asked = follow_up_questions(plan, [chunk(text, "Legs (song)")], [], limit=5)
    assert asked and not any("between ZZ Top" in q for q in asked), asked
    plan = heuristic_plan("Who won the men's french open title?")  # a list page is no subject
    text = "Rafael Nadal won the French Open title in 2019, beating Dominic Thiem."
    asked = follow_up_questions(plan, [chunk(text, "List of French Open men's singles "
                                             "champions")], [], limit=5)
    assert asked and not any("List of" in q for q in asked)
    # the names asked about next are the report's: a page read but not quoted has none
    from deepsearch.research.closing import quoted
    from deepsearch.research.models import Citation

    plan = heuristic_plan("What is the newest generation of the ipad?")
    ipad = chunk("The eighth-generation iPad was announced by Apple Inc. in September 2020.",
                 "IPad (8th generation)", "s2")
    park = chunk("Prophetstown State Park lies near Battle Ground in Indiana.", "Prophetstown")
    cited = [Citation(sentence=ipad.text, source=1, chunk_id=ipad.chunk_id, passage=ipad.text,
                      support=1.0, verified=True)]
    asked = follow_up_questions(plan, quoted(cited, [park, ipad]), [], limit=5)
    assert any("Apple Inc" in q for q in asked) and not any("Prophetstown" in q or "Battle"
                                                              in q for q in asked), asked
    assert quoted([], [park, ipad]) == []  # a report quoting nothing asks about no page's names
    # the founder is asked about before the wars the company lived through
    plan = heuristic_plan("What is Kaiser Ventures known for?")
    steel = chunk("It was founded by Henry J. Morrison for the Pacific Coast shipbuilding "
                  "industry, which expanded during World War II, then shrank, then expanded "
                  "again during the Korean War and after World War II.", "Kaiser Ventures")
    asked = follow_up_questions(plan, [steel], [], limit=2)
    assert "Henry J. Morrison" in asked[0] and len(asked) == 2, asked
    # the one it is named after is no namesake: "Henry J. Kaiser" of Kaiser Ventures
    steel = chunk(steel.text.replace("Morrison", "Kaiser"), "Kaiser Ventures")
    assert "Henry J. Kaiser" in follow_up_questions(plan, [steel], [], limit=2)[0]
    leary = heuristic_plan("What is known about Timothy Leary?")
    asked = follow_up_questions(leary, [chunk("Timothy Clifford and Mary Leary met Richard "
                                              "Alpert.", "Timothy Leary")], [], limit=5)
    assert not any("Clifford" in q or "Mary Leary" in q for q in asked), asked
    asked = follow_up_questions(heuristic_plan("How does photosynthesis work?"),
                                quoted([], [park]), ["photosynthesis", "work"])
    assert asked == ["What do other sources say about photosynthesis?"]
    plan = heuristic_plan("What is known about Timothy Leary's life?")
    kept = good_follow_ups(["Alpert", "Timothy Leary", "What is known about Timothy Leary's "
                            "life?", "How did Leary's work influence psychedelic research?",
                            "How did Leary's work influence psychedelic research?"], plan)
    assert kept == ["How did Leary's work influence psychedelic research?"]


# ---- without a model ----------------------------------------------------------------------------

async def test_open_request_without_llm_is_a_sectioned_report(
        web: LocalWeb, tmp_path: Path, kb_factory) -> None:  # noqa: F811
    settings = research_settings(web, tmp_path)
    async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
        result = await r.research(OPEN)
    report = result.report
    assert report.shape == "comparison" and report.answer == ""
    assert "**Answer:**" not in report.markdown and "## Summary" in report.markdown
    by_title = {s.title: s for s in report.sections}
    for name in ("Karen Spärck Jones", "Gerard Salton"):
        section = by_title[name]
        assert section.paragraphs and section.citations, name
        assert f"## {name}" in report.markdown
        # every sentence of an entity's section is about that entity
        for c in section.citations:
            source = next(s for s in report.sources if s.n == c.source)
            assert name.split()[-1] in c.sentence or name in source.title, c.sentence
    assert re.search(r"\[\d+\]", report.summary)
    sentences = [c.sentence for c in report.citations]
    assert len(sentences) == len(set(sentences))  # no sentence twice
    assert all(s.url in result.sources_read for s in report.sources)
    assert all(q.endswith("?") and len(q.split()) >= 4 for q in report.follow_ups)


async def test_a_report_of_one_sentence_says_it_once(tmp_path: Path,
                                                   kb_factory) -> None:  # noqa: F811
    """All a run finds on right-to-work laws is one sentence: the report quotes it once,
    not as a summary and again as its section."""
    pages = [("rtw-1", "Right-to-work law", "Right-to-work laws are state laws that prohibit "
              "union security agreements between employers and labor unions.")]
    result, _ = await research_pages(pages, "What are the pros and cons of right-to-work "
                                     "laws?", tmp_path, kb_factory)
    report = result.report
    assert report.shape == "overview" and report.citations
    assert report.markdown.count("prohibit union security agreements") == 1, report.markdown
    assert "## Summary" not in report.markdown


async def test_a_subject_quoted_in_another_section_is_not_said_to_be_uncovered(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Tell me about Omar Khadr's detention at Guantanamo." gave "Guantanamo" a section
    saying nothing read covers it, while the first section quotes his detention at
    Guantanamo Bay: the empty section says where the sources speak of it."""
    pages = [("ov-1", "Osric Vane", "Osric Vane (born 1971) is a Welsh sailor who was held "
              "by the navy at Port Mallow for six years. He later sued the government and "
              "won an apology in 2017.")]
    question = "Tell me about Osric Vane's detention at Port Mallow."
    result, _ = await research_pages(pages, question, tmp_path, kb_factory)
    report = result.report
    by_title = {s.title: s for s in report.sections}
    assert "Port Mallow" in by_title and "Osric Vane" in by_title, list(by_title)
    assert not by_title["Port Mallow"].citations
    assert by_title["Port Mallow"].note == \
        "What the sources read say of Port Mallow is under “Osric Vane”."
    assert "Nothing read covers “Port Mallow”" not in report.markdown
    assert "held by the navy at Port Mallow" in report.markdown


async def test_an_explanation_is_written_from_every_page_read(tmp_path: Path,
                                                            kb_factory) -> None:  # noqa: F811
    """"What led to the downfall of the incan empire?": the passage giving the cause
    (smallpox) shares few of the question's words, and the retrieved evidence (here two
    passages) held pages on other empires' downfalls. An explanation's findings are ranked
    over every page read, as a short factoid's are; a report of one section is not summed up
    by its own sentences again; "led" is the question's frame, no word a page must say."""
    pages = [
        ("inca", "Inca Empire", "The Inca Empire was the largest empire in pre-Columbian "
         "America."),
        ("seljuk", "Seljuk Empire", "The downfall of the Seljuk empire led to the rise of the "
         "Khwarazmian Empire."),
        ("napoleon", "Second French Empire", "The war led to the downfall of the Second "
         "French Empire."),
        ("roads", "Inca road system", "The Inca Empire built a road system of about "
         "40,000 kilometres."),
        ("army", "Inca army", "The army of the Inca Empire was the largest in the Americas."),
        ("smallpox", "Inca Empire", "The effects of smallpox on the Incan people were "
         "devastating. Smallpox spread rapidly along the Inca roads before the Spanish "
         "arrived, and it killed the emperor Huayna Capac.")]
    question = "What led to the downfall of the incan empire?"
    assert "led" not in heuristic_plan(question).key_terms
    result, _ = await research_pages(pages, question, tmp_path, kb_factory,
                                     **{"research.evidence_k": 2})
    report = result.report
    assert report.shape == "explanation" and len(report.sections) == 1
    assert any("smallpox" in c.sentence.lower() for c in report.citations), report.markdown
    assert "## Summary" not in report.markdown
    assert all(report.markdown.count(c.sentence) == 1 for c in report.citations)


async def test_a_comparison_with_one_subject_read_says_each_thing_once(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """Only the Sunbeam Alpine's pages are read for "Compare the Sunbeam Alpine and the
    Triumph TR4.": no summary repeating its one filled section, the unread subject said once
    in the gaps; a follow-up asks about a quoted title whole ("Brenda's Got a Baby")."""
    from deepsearch.research.closing import follow_up_questions

    pages = [("alpine", "Sunbeam Alpine", "The Sunbeam Alpine is a two-seater sports car that "
              "was produced by the Rootes Group from 1953 to 1955. The car made extensive use "
              "of components from other Rootes Group vehicles."),
             ("rootes", "Rootes Group", "The Rootes Group was a British car maker.")]
    result, _ = await research_pages(pages, "Compare the Sunbeam Alpine and the Triumph TR4.",
                                     tmp_path, kb_factory)
    report = result.report
    assert report.shape == "comparison" and "## Summary" not in report.markdown
    assert all(report.markdown.count(c.sentence) == 1 for c in report.citations)
    assert "No page read is about Triumph TR4." in report.gaps
    assert not any("covers “Triumph TR4”" in g for g in report.gaps), report.gaps
    assert "beyond what the other sections quote" not in report.markdown  # no joined question

    plan = heuristic_plan("What is known about Tupac Shakur's career?")
    single = chunk('"Brenda\'s Got a Baby" is the second single by Tupac Shakur from his '
                   'album "2Pacalypse Now". Brenda\'s Got a Baby was a hit.', "Tupac Shakur")
    asked = follow_up_questions(plan, [single], [])
    assert not any(q.endswith("Brenda's Got?") for q in asked), asked


async def test_two_things_a_page_names_as_this_are_described_and_said_once(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"What is the difference between the Written Torah and the Oral Torah?": the page says
    what each is, then "This is … known as the Written Torah". Each section quotes the pair
    (they had nothing), and no summary says both again."""
    pages = [("t-1", "Torah", "Torah has a range of meanings. It can most specifically mean "
              "the first five books of the Hebrew Bible. This is commonly known as the Written "
              "Torah. It can also mean the totality of Jewish teaching, culture and practice. "
              "This is often known as the Oral Torah.")]
    result, _ = await research_pages(pages, "What is the difference between the Written Torah "
                                     "and the Oral Torah?", tmp_path, kb_factory)
    body = {s.title: " ".join(s.paragraphs) for s in result.report.sections}
    assert body["Written Torah"].startswith("[Torah] can most specifically mean the first "
                                            "five books of the Hebrew Bible. This is commonly")
    assert "totality of Jewish teaching" in body["Oral Torah"]
    assert result.report.markdown.count("first five books") == 1
    assert "## Summary" not in result.report.markdown


async def test_a_factoid_quotes_no_namesake_of_what_it_writes_out(tmp_path: Path,
                                                                 kb_factory) -> None:  # noqa: F811
    """"When did the Great Fire of London start?" quoted "Great Balls of Fire! is a 1989
    film" first and could answer 1989: a namesake of a thing the question writes out is
    neither its answer nor its evidence."""
    pages = [("f-1", "Great Fire of London", "The Great Fire of London started at the bakery "
              "of Thomas Farriner on Pudding Lane shortly after midnight on Sunday, 2 "
              "September, and spread west across the City of London."),
             ("f-2", "Great Balls of Fire!", "Great Balls of Fire! is a 1989 American film "
              "about the start of the career of Jerry Lee Lewis in London.")]
    result, urls = await research_pages(pages, "When did the Great Fire of London start?",
                                        tmp_path, kb_factory)
    assert urls["f-2"] in result.sources_read  # read, as a namesake is
    assert "1989" not in result.report.answer and "Pudding Lane" in result.report.markdown
    assert "Great Balls of Fire" not in result.report.markdown.split("## Sources")[0]


ABOUT_ELSEWHERE = [
    # "When is the second heart sound produced?" drew "1994" from "Second Best is a 1994
    # British film", an answer the report rightly withheld, yet kept its sentence as the one
    # the answer rests on: an answer only a page about something else states is no answer
    ("When is the second sound of the heartbeat produced?", "1994", "Second Best",
     "aortic valve",
     [("h-1", "Heart sounds", "The second heart sound is produced by the closure of the "
       "aortic valve and the pulmonary valve at the end of ventricular systole, at the "
       "beginning of ventricular diastole."),
      ("h-2", "Second Best (film)", "Second Best is a 1994 British film produced by Sarah "
       "Radclyffe and directed by Chris Menges.")]),
    # "When do they stop selling beer in wisconsin?" opened on (or answered "2004" from)
    # "Oettinger has been Germany's best selling beer brand since 2004": nor is one only
    # sentences placing their subject in another state or country state
    ("When do they stop selling beer in wisconsin?", "2004", "Oettinger",
     "between midnight and 6:00",
     [("w-1", "Alcohol laws of Wisconsin", "State law prohibits retail sale of liquor and "
       "wine between 9:00 p.m. and 6:00 a.m., and beer between midnight and 6:00 a.m. "
       "Alcohol consumption was banned in Wisconsin during Prohibition."),
      ("w-2", "Oettinger Brauerei", "Oettinger has been Germany's best selling beer brand "
       "since 2004, when it superseded Krombacher.")]),
]


@pytest.mark.parametrize(("question", "wrong", "absent", "present", "pages"), ABOUT_ELSEWHERE)
async def test_an_answer_only_sentences_about_something_else_state_is_none(
        question: str, wrong: str, absent: str, present: str, pages: list[tuple[str, str, str]],
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """An answer only sentences about something else state is neither the answer line nor
    keeps its sentence in the body; the page about the question is quoted."""
    result, urls = await research_pages(pages, question, tmp_path, kb_factory)
    assert urls[pages[1][0]] in result.sources_read  # read, as such a page is
    said = result.report.markdown.split("## Sources")[0]
    assert wrong not in result.report.answer and absent not in said, said
    assert present in said, said


# ---- with a model -------------------------------------------------------------------------------

def _writer_llm(answer: str = "", source: int = 1, summary: bool = True) -> ScriptedLLM:
    def respond(messages, schema) -> str:
        prompt = messages[-1].content
        if not summary and ("Write an executive summary" in prompt or "not valid JSON" in prompt):
            return "I cannot summarise that."
        if "Break it into the data points" in prompt:
            return json.dumps({"shape": "factoid", "data_points": [], "queries": [],
                               "sections": []})
        if "Answer the question from these sources only" in prompt:
            return json.dumps({"answer": answer, "source": source, "explanation": (
                "Okapi BM25 is a ranking function that scores documents by the query terms "
                "they contain [1]."), "follow_ups": ["Who else worked on Okapi?"]})
        if "Section:" in prompt:
            numbers = re.findall(r'<source n="(\d+)"', prompt)
            title = re.search(r'Section: "([^"]+)"', prompt).group(1)
            return (f"Karen Spärck Jones worked at the University of Cambridge [{numbers[0]}]. "
                    f"Gerard Salton was a professor at Cornell University [{numbers[-1]}]. "
                    f"{title} is covered by the sources [{numbers[0]}].")
        if "Write an executive summary" in prompt:
            cited = re.findall(r"\[(\d+)\]", prompt)
            return json.dumps({"summary": f"Both were pioneers of information retrieval "
                               f"[{cited[0]}].", "follow_ups": ["What did Salton build?",
                                                                "Salton"]})
        if "for the next hop" in prompt:
            return json.dumps({"queries": ["Gerard Salton Cornell"]})
        if "Each numbered claim below" in prompt:
            return json.dumps({"verdicts": [{"n": n, "supported": True}
                                            for n in range(1, 41)]})
        return ""
    return ScriptedLLM(respond)


async def test_the_model_writes_sections_with_few_calls(web: LocalWeb, tmp_path: Path,
                                                        kb_factory) -> None:  # noqa: F811
    llm = _writer_llm()
    settings = research_settings(web, tmp_path, **{"research.max_iterations": 2})
    async with Researcher(settings, llm=llm, kb=await kb_factory(settings)) as r:
        result = await r.research(OPEN)
    report, stats = result.report, result.stats
    sections = [s for s in report.sections if s.paragraphs]
    assert len(sections) == 3 and report.shape == "comparison" and not report.answer
    assert "Cambridge" in report.markdown and report.summary.startswith("Both were pioneers")
    assert report.follow_ups == ["What did Salton build?"]
    by_stage = stats.llm_requests_by_stage
    assert by_stage["section"] == len(report.sections) and by_stage["summary"] == 1
    assert by_stage["entailment_batch"] == 1 and by_stage["research_plan"] == 1
    assert "query_variations" not in by_stage and "completeness" not in by_stage
    assert stats.llm_calls <= 4 + len(report.sections)
    assert stats.llm_calls == sum(by_stage.values())


async def test_a_summary_the_model_cannot_write_costs_one_call(
        web: LocalWeb, tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """The summary has a fallback as good (each section's best sentence): a model that does
    not give one is not asked again, so an open report stays within 4 calls plus one per
    section."""
    settings = research_settings(web, tmp_path, **{"research.max_iterations": 2})
    async with Researcher(settings, llm=_writer_llm(summary=False),
                          kb=await kb_factory(settings)) as r:
        result = await r.research(OPEN)
    by_stage = result.stats.llm_requests_by_stage
    assert by_stage["summary"] == 1 and result.report.summary
    assert re.search(r"\[\d+\]", result.report.summary)  # the sections' own, cited
    assert result.stats.llm_calls <= 4 + len(result.report.sections)


async def test_an_answer_no_passage_states_is_not_given(web: LocalWeb, tmp_path: Path,
                                                        kb_factory) -> None:  # noqa: F811
    question = "Who developed the Okapi BM25 ranking function?"
    settings = research_settings(web, tmp_path, **{"research.max_iterations": 1,
                                                   "research.fact_check": False})
    async with Researcher(settings, llm=_writer_llm("Marie Curie"),
                          kb=await kb_factory(settings)) as r:
        wrong = await r.research(question)
    report = wrong.report
    assert report.answer != "Marie Curie" and report.unverified_answer == "Marie Curie"
    assert "Marie Curie”, which no source read states" in report.markdown
    if report.answer:  # the evidence's own answer instead, with the source stating it
        source = next(s for s in report.sources if s.n == report.answer_source)
        assert report.answer.lower() in " ".join(
            c.passage for c in report.citations if c.source == source.n).lower() or \
            report.answer in source.title
    else:
        assert NO_ANSWER in report.markdown
    assert "Okapi BM25 is a ranking function" in report.markdown  # what it found
    settings = research_settings(web, tmp_path / "2", **{"research.max_iterations": 1,
                                                         "research.fact_check": False})
    async with Researcher(settings, llm=_writer_llm("Stephen Robertson"),
                          kb=await kb_factory(settings)) as r:
        right = await r.research(question)
    report = right.report
    assert report.answer == "Stephen Robertson" and report.answer_supported
    source = next(s for s in report.sources if s.n == report.answer_source)
    assert source.title == "Okapi BM25"
    assert f"**Answer:** Stephen Robertson [{report.answer_source}]" in report.markdown
    assert right.stats.llm_calls <= 6


GOALS = [("bican", "Josef Bican", "Josef Bican is recognised by FIFA as the highest scorer "
           "of all time in football, with an estimated 805 goals."),
          ("daei", "Ali Daei", "Ali Daei holds the record for the highest goals in men's "
           "international football, with 109 goals for Iran."),
          ("sinclair", "Christine Sinclair", "Christine Sinclair has the highest goals in "
           "women's international football, with 187 goals for Canada.")]


async def test_the_models_readings_of_an_ambiguous_question_are_each_named(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """A model that reads a question several ways names each reading's answer; a reading
    is kept only when the source the model names for it states its answer, and then no
    answer is singled out."""
    asked = "Who has the highest goals in world football?"

    def respond(messages, schema) -> str:
        prompt = messages[-1].content
        if "Break it into the data points" in prompt:
            return json.dumps({"shape": "factoid", "data_points": [], "queries": []})
        if "Answer the question from these sources only" in prompt:
            n = {t: int(i) for i, t in re.findall(r'<source n="(\d+)" title="([^"]+)"', prompt)}
            bican, daei = n.get("Josef Bican", 0), n.get("Ali Daei", 0)
            return json.dumps({"answer": "Josef Bican", "source": bican, "explanation": "",
                               "readings": [
                                   {"reading": "all-time [3]", "answer": "Josef Bican",
                                    "source": bican},
                                   {"reading": "men's international", "answer": "Ali Daei",
                                    "source": daei},
                                   # a source that does not state it, and a name none does
                                   {"reading": "women's game", "answer": "Christine Sinclair",
                                    "source": daei},
                                   {"reading": "made up", "answer": "Pelé", "source": bican}]})
        if "Each numbered claim below" in prompt:
            return json.dumps({"verdicts": []})
        return ""

    corpus = tmp_path / "pages.jsonl"
    corpus.write_text("".join(json.dumps({"doc_id": d, "title": t, "text": x}) + "\n"
                              for d, t, x in GOALS))
    with LocalWeb(corpus) as local:
        settings = research_settings(local, tmp_path, **{
            "research.use_knowledge_base": False, "research.fact_check": False})
        async with Researcher(settings, llm=ScriptedLLM(respond),
                              kb=await kb_factory(settings)) as r:
            result = await r.research(asked)
    report = result.report
    assert result.stats.llm_requests_by_stage.get("short_answer") == 1  # no call more
    assert not report.answer, report.markdown
    number = {s.title: s.n for s in report.sources}
    assert report.alternatives[:2] == [f"Josef Bican (all-time) [{number['Josef Bican']}]",
                                       f"Ali Daei (men's international) [{number['Ali Daei']}]"]
    said = report.markdown.split("## Sources")[0]
    assert "The sources give more than one answer" in said
    assert "Pelé" not in said and "women's game" not in said  # neither stated where named
    assert "Ali Daei holds the record" in said and "Josef Bican is recognised" in said


# ---- formats and scoring ---------------------------------------------------------------------

async def test_after_a_models_answer_the_evidence_is_as_long_as_without_one(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """A model's answer whose explanation cites nothing is followed by the evidence quoted
    as without a model, and as long: a short question (possibly ambiguous) gets the longer
    one."""
    from deepsearch.research import composing

    winners = ["Anna Berg", "Ola Lind", "Mia Dahl", "Per Holm", "Eva Sand", "Jon Ek"]
    pages = [{"doc_id": f"zc-{i}", "title": f"Zorblat Cup {2001 + i}", "text": " ".join([
        f"The Zorblat Cup of {2001 + i} was won by {name} in Tromsø.",
        f"{name} won the Zorblat Cup final after three rounds of the Zorblat Cup.",
        f"The Zorblat Cup winner {name} took the Zorblat Cup trophy home."])}
        for i, name in enumerate(winners)]
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(p) + "\n" for p in pages), encoding="utf-8")

    with LocalWeb(corpus) as web:
        settings = research_settings(web, tmp_path, **{"research.max_iterations": 1,
                                                       "research.fact_check": False})
        # the model's explanation (about Okapi BM25) is stated by no page: none of it stands
        async with Researcher(settings, llm=_writer_llm("Anna Berg"),
                              kb=await kb_factory(settings)) as r:
            result = await r.research("Who won the Zorblat Cup?")
    report = result.report
    assert report.answer == "Anna Berg"
    assert len(report.citations) > composing.BODY["standard"], len(report.citations)


async def test_evidence_that_settles_nothing_is_quoted_at_length(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """A question too long to be ambiguous whose evidence gives no answer of the kind asked
    (no date for "when") gets the longer body, as one whose answer is unsettled does: what
    the sources say is all the report has to give."""
    from deepsearch.research import composing

    pages = [{"doc_id": f"zg-{i}", "title": f"Zorblat glacier {name}", "text": " ".join([
        f"The Zorblat glacier {name} on the northern plateau retreated slowly.",
        f"Meltwater of the Zorblat glacier {name} feeds the plateau lakes each summer.",
        f"Surveyors of the northern plateau mapped the glacier {name} retreating uphill.",
        f"The retreat of the {name} glacier left moraines across the northern plateau."])}
        for i, name in enumerate(["Aster", "Brenn", "Cald", "Dunmore"])]
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(p) + "\n" for p in pages), encoding="utf-8")
    with LocalWeb(corpus) as web:
        settings = research_settings(web, tmp_path, **{"research.max_iterations": 1,
                                                       "research.fact_check": False})
        async with Researcher(settings, llm="none", kb=await kb_factory(settings)) as r:
            result = await r.research("When did the Zorblat glaciers of the northern plateau "
                                      "first start retreating uphill?")
    report = result.report
    assert report.shape == "factoid" and not report.answer
    assert len(report.citations) > composing.BODY["standard"], report.markdown


async def test_an_act_two_did_together_is_answered_with_both(tmp_path: Path,
                                                            kb_factory) -> None:  # noqa: F811
    """"Who founded Quillfire?" (no model): the band's page has two found it, so the
    answer line names both and cites that page, not one founder's own page, and its
    sentence is quoted first."""
    pages = [{"doc_id": f"qf-{i}", "title": title, "text": text} for i, (title, text) in
             enumerate([
                 ("Quillfire", "Quillfire is a Norwegian rock band, founded in 1994 by "
                  "drummer Eskil Vang and guitarist Tora Lunde. Quillfire released four "
                  "albums."),
                 ("Tora Lunde", "Tora Lunde (born 1971) is a Norwegian guitarist. Lunde "
                  "co-founded Quillfire in 1994 after answering a classified advertisement by "
                  "drummer Eskil Vang in the Bergen newspaper.")])]
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(p) + "\n" for p in pages), encoding="utf-8")
    with LocalWeb(corpus) as web:
        settings = research_settings(web, tmp_path, **{"research.max_iterations": 1,
                                                       "research.fact_check": False})
        async with Researcher(settings, kb=await kb_factory(settings)) as r:
            report = (await r.research("Who founded Quillfire?")).report
        # a model naming one of them: the answer names both too
        async with Researcher(settings, llm=_writer_llm("Eskil Vang"),
                              kb=await kb_factory(settings)) as r:
            drafted = (await r.research("Who founded Quillfire?")).report
    for written in (report, drafted):
        assert written.answer == "Eskil Vang and Tora Lunde", written.markdown
        source = next(s for s in written.sources if s.n == written.answer_source)
        assert source.title == "Quillfire"
    assert "by drummer Eskil Vang and guitarist Tora Lunde" in report.citations[0].sentence


def test_the_sentence_naming_both_who_did_it_is_quoted_first() -> None:
    """"Lars Ulrich and James Hetfield": the body opens with the sentence of the cited page
    naming both, not with the one that named Ulrich alone."""
    from deepsearch.research.composing import lead_with

    said = ["Hetfield co-founded Metallica after answering an advertisement by drummer Lars "
            "Ulrich.", "Metallica was founded in 1981 by drummer Lars Ulrich and rhythm "
            "guitarist James Hetfield.", "Metallica is a heavy metal band."]
    citations = [Citation(sentence=t, source=n, chunk_id=f"c{n}", support=1.0, verified=True)
                 for t, n in zip(said, [1, 2, 2], strict=True)]
    lines, cited = lead_with([f"{t} [{c.source}]" for t, c in zip(said, citations,
                                                                   strict=True)],
                             citations, 2, ["Lars Ulrich", "James Hetfield"])
    assert lines[0].startswith("Metallica was founded") and cited[0].sentence == said[1]
    assert [c.sentence for c in cited[1:]] == [said[0], said[2]]
    assert lead_with(lines, cited, 1, ["Lars Ulrich", "Kirk Hammett"]) == (lines, cited)


async def test_evidence_that_never_names_the_thing_asked_gives_no_answer(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """When no page read mentions a thing the question names ("heartbeat"), the years its
    sentences give are about something else: no answer line and no "more than one answer"
    list of album years, but the evidence quoted and the gap said."""
    pages = [{"doc_id": f"snd-{i}", "title": title, "text": text} for i, (title, text) in
             enumerate([
                 ("Second Sound (album)", "Second Sound is an album produced by Ana Roth in "
                  "1987. The second sound of the album was produced in Lisbon."),
                 ("Sound of Love", "Sound of Love is the second album produced by Tom Vail, "
                  "released in 1995. Its sound was produced on tape."),
                 ("Sousaphone", "In a sousaphone, sound is produced by moving air past the "
                  "lips; the second model was produced in 1964.")])]
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(p) + "\n" for p in pages), encoding="utf-8")
    with LocalWeb(corpus) as web:
        settings = research_settings(web, tmp_path, **{"research.max_iterations": 1})
        async with Researcher(settings, kb=await kb_factory(settings)) as r:
            report = (await r.research(
                "When is the second sound of the heartbeat produced?")).report
    assert report.answer == "" and report.alternatives == [], report.markdown
    assert NO_ANSWER in report.markdown and report.citations  # what it found, quoted
    assert any("heartbeat" in gap for gap in report.gaps), report.gaps


async def test_a_models_answer_of_another_kind_or_reading_is_not_put_on_top(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """A model's answer must have the shape asked for (a count for "how many", a few words,
    not a sentence), and when the evidence reads a short question two ways, the model's
    pick must be one of those readings' answers: otherwise each is named, none on top (and
    the model's pick not among them when no sentence states it as the question asks)."""
    pages = [
        {"doc_id": "zr-m", "title": "Zorblat record (men)", "text": (
            "The men's Zorblat record is held by Ola Lind of Norway since 2011. Ola Lind set "
            "the Zorblat record with a throw of 212 metres in Oslo.")},
        {"doc_id": "zr-w", "title": "Zorblat record (women)", "text": (
            "The women's Zorblat record is held by Mia Dahl of Sweden since 2014. Mia Dahl "
            "set the Zorblat record with a throw of 198 metres in Malmö.")},
        {"doc_id": "zr-h", "title": "Zorblat history", "text": (
            "Zorblat is a throwing sport from Norway. Per Holm, a farmer, threw the first "
            "Zorblat in 1921. The sport now counts 41 clubs in Norway.")}]
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(p) + "\n" for p in pages), encoding="utf-8")

    async def report_for(question: str, answer: str):
        settings = research_settings(web, tmp_path / answer.replace(" ", "_")[:20], **{
            "research.max_iterations": 1, "research.fact_check": False})
        async with Researcher(settings, llm=_writer_llm(answer),
                              kb=await kb_factory(settings)) as r:
            return (await r.research(question)).report

    with LocalWeb(corpus) as web:
        held = await report_for("Who holds the Zorblat record?", "Per Holm")
        right = await report_for("Who holds the Zorblat record?", "Ola Lind")
        counted = await report_for("How many clubs does Zorblat count?", "Ola Lind")
        figure = await report_for("How many clubs does Zorblat count?", "1921")
        long = await report_for("How many clubs does Zorblat count?",
                                "Zorblat now counts clubs in Norway and in Sweden, 41 of them")
    # a stated name, but not one of the two readings the sources give: none on top, and
    # not named beside them either, no sentence saying Per Holm holds any record
    assert held.answer == "" and len(held.alternatives) == 2, held.alternatives
    named = " ".join(held.alternatives)
    assert "Ola Lind" in named and "Mia Dahl" in named and "Per Holm" not in named
    # one of the readings: on top, the other named beside it
    assert right.answer == "Ola Lind", right.alternatives
    assert "Mia Dahl" in " ".join(right.alternatives) and \
        "Ola Lind" not in " ".join(right.alternatives)
    # a name for "how many", a sentence for an answer: not the model's, the evidence's
    for report in (counted, long, figure):
        assert report.answer == "41" and not report.unverified_answer, report.answer


async def test_a_yes_or_no_cites_the_sentence_it_rests_on(tmp_path: Path,
                                                          kb_factory) -> None:  # noqa: F811
    """A yes/no answer is not a word of any sentence: its source is the sentence that says
    what the question asks, quoted first; what a name is said to be ("a Norwegian lake") is
    not part of the name."""
    from deepsearch.research.planning import question_entities

    pages = [{"doc_id": "kv", "title": "Kvarn Lake", "text": (
        "Kvarn Lake lies in a valley of the county. The lake freezes every winter and "
        "thaws in May. Anglers fish for trout and char there. Kvarn Lake is the deepest lake "
        "in Telemark, at 212 metres.")},
        {"doc_id": "tm", "title": "Telemark", "text": (
            "Telemark is a county in Norway. Its lakes are many and cold.")}]
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(p) + "\n" for p in pages), encoding="utf-8")
    with LocalWeb(corpus) as web:
        settings = research_settings(web, tmp_path, **{"research.max_iterations": 1})
        async with Researcher(settings, llm="none", kb=await kb_factory(settings)) as r:
            report = (await r.research("Is Kvarn Lake the deepest lake in Telemark?")).report
    assert report.answer == "yes" and report.answer_source is not None
    first = report.citations[0]
    assert first.sentence.startswith("Kvarn Lake is the deepest lake in Telemark")
    assert first.source == report.answer_source
    assert f"**Answer:** Yes [{first.source}]" in report.markdown
    assert question_entities("Is Kvarn Lake a Norwegian lake?", "closed")[0] == "Kvarn Lake"
    assert question_entities("Is Ali Daei Iranian?", "closed") == ["Ali Daei"]
    # a namesake's page is no evidence for a yes or no about the subject
    from deepsearch.research.composing import usable

    daei = heuristic_plan("Is Ali Daei Iranian?")
    other = chunk("He continues to hold an Iranian passport.", "Ali Abbasi (director)", "o")
    own = chunk("Ali Daei is an Iranian former footballer.", "Ali Daei", "d")
    kept = usable(daei, [(1.0, other.text, other), (0.9, own.text, own)])
    assert [c.title for _, _, c in kept] == ["Ali Daei"]
    assert question_entities("Who directed The Quiet American?", "factoid") == [
        "Quiet American"]  # a title's own last word
    assert question_entities("Is Once Upon a Time a film?", "closed") == ["Once Upon a Time"]
    # a nationality beside a name is no subject of its own ("the Spanish" conquered it)
    assert question_entities("Why did the Spanish conquer the Inca Empire?",
                             "explanation") == ["Inca Empire"]
    assert question_entities("Compare Spanish and Portuguese.", "comparison") == [
        "Spanish", "Portuguese"]
    # a case at law is one name ("What is Rostker v. Goldberg about?" had sections on
    # "Rostker" and on "Goldberg", this one Whoopi Goldberg's films)
    assert question_entities("What is Rostker v. Goldberg about?", "overview") == [
        "Rostker v. Goldberg"]
    assert question_entities("Compare Brown v Board of Education and Roe v. Wade.",
                             "comparison") == ["Brown v Board of Education", "Roe v. Wade"]


def test_is_it_in_a_place_is_answered_by_where_its_page_puts_it() -> None:
    """"Is Tenterfield in Queensland?": no, its page puts it in New South Wales and names
    Queensland only as where Brisbane is (every word asked is in that sentence). A place its
    page never names may hold the one it gives: no verdict then."""
    from deepsearch.research.comparisons import yes_no_statement

    town = chunk("Tenterfield is a town in New South Wales, Australia. Tenterfield is a "
                 "three-hour drive from Brisbane, Queensland.", "Tenterfield, New South Wales")
    verdict = yes_no_statement("Is Tenterfield in Queensland?", [town])
    assert verdict is not None and verdict[:2] == (
        "no", "Tenterfield is a town in New South Wales, Australia."), verdict
    assert yes_no_statement("Is Tenterfield in New South Wales?", [town])[0] == "yes"
    assert yes_no_statement("Is Tenterfield in Australia?", [town])[0] == "yes"
    bare = chunk("Tenterfield is a town in New South Wales.", "Tenterfield")
    assert yes_no_statement("Is Tenterfield in Australia?", [bare]) is None


async def test_a_no_rests_on_the_sentence_saying_another_did_it(tmp_path: Path,
                                                         kb_factory) -> None:  # noqa: F811
    """"Did Woodrow Wilson sign the Act?" is answered no by the sentence saying another
    signed it, quoted first; a "no" is never cited to a sentence holding "no" inside a word
    ("now known as"). An "and" inside the Act's name joins no two things asked about."""
    from deepsearch.research.comparisons import done_by_another

    film = chunk("Le Pont du Nord is a 1981 French film directed by Jacques Rivette.",
                 "Le Pont du Nord")
    assert done_by_another("Was Le Pont du Nord directed by Claude Chabrol?", [film])[0] == "no"
    assert done_by_another("Was Le Pont du Nord directed by Jacques Rivette?", [film]) is None
    assert done_by_another("Did Claude Chabrol direct a film?", [film]) is None  # (no act
    # of his the sentence tells with every word asked)
    # a thing done once, in another year than the one asked, and no page naming that year
    from deepsearch.research.comparisons import dated_otherwise

    amendment = chunk("The amendment was ratified by the required number of states on "
                      "December 6, 1865.", "Thirteenth Amendment")
    asked = "Was the Thirteenth Amendment ratified in 1900?"
    assert dated_otherwise(asked, [amendment])[0] == "no"
    assert dated_otherwise("Was the Thirteenth Amendment ratified in 1865?", [amendment]) is None
    assert dated_otherwise(asked, [amendment, chunk("In 1900 it was cited.", "Law")]) is None
    won = chunk("Brazil won the FIFA World Cup in 1970.", "Brazil")
    assert dated_otherwise("Did Brazil win the FIFA World Cup in 1962?", [won]) is None  # (a
    # cup is won many times)
    assert dated_otherwise("Was the Thirteenth Amendment ratified in the 1900s?",
                           [amendment]) is None
    # a verb's own forms say it ("written by"), not words related to it ("beat" for "win")
    from deepsearch.research.comparisons import yes_no_statement

    assert yes_no_statement(asked, [amendment])[0] == "no"
    # a year of a life is the page's opening lifespan, which writes no "born"
    victoria = chunk("Victoria (Alexandrina Victoria; 24 May 1819 – 22 January 1901) was Queen "
                     "of the United Kingdom from 20 June 1837 until her death.", "Queen Victoria")
    assert yes_no_statement("Was Queen Victoria born in 1819?", [victoria])[0] == "yes"
    assert yes_no_statement("Was Queen Victoria born in 1820?", [victoria])[0] == "no"
    assert yes_no_statement("Did Queen Victoria die in 1901?", [victoria])[0] == "yes"
    assert yes_no_statement("Did Queen Victoria die on 22 January 1900?", [victoria])[0] == "no"
    living = chunk("Scott Derrickson (born July 16, 1966) is an American director.",
                   "Scott Derrickson")
    assert yes_no_statement("Did Scott Derrickson die in 2020?", [living]) is None
    assert yes_no_statement("Was Scott Derrickson born in 1966?", [living])[0] == "yes"
    office = chunk("John Smith (politician, elected 1990) is a senator.", "John Smith")
    assert yes_no_statement("Was John Smith born in 1950?", [office]) is None

    post = chunk('Amy Pascal won the rights to the screenplay "The Post", written by Liz '
                 "Hannah.", "The Post (film)")
    assert yes_no_statement("Did Liz Hannah write The Post?", [post])[0] == "yes"
    final = chunk("Liverpool beat AC Milan in the 2005 final.", "2005 final")
    assert yes_no_statement("Did AC Milan win the 2005 final?", [final]) is None
    pages = [("act", "Pure Food and Drug Act", "The Pure Food and Drug Act of 1906 was signed "
              "by President Theodore Roosevelt. Its enforcer is now known as the Food and Drug "
              "Administration."),
             ("wilson", "Woodrow Wilson", "Woodrow Wilson was the 28th president of the "
              "United States, from 1913 to 1921.")]
    result, _ = await research_pages(pages, "Did Woodrow Wilson sign the Pure Food and Drug "
                                     "Act?", tmp_path, kb_factory)
    report = result.report
    assert report.answer == "no" and report.answer_source is not None, report.markdown
    first = report.citations[0]
    assert first.source == report.answer_source and "Theodore Roosevelt" in first.sentence


def test_a_models_short_answer_has_the_shape_asked_for() -> None:
    from deepsearch.research.answers import fits_kind
    from deepsearch.research.drafting import _LEAD, answer_supported

    assert [_LEAD.sub("", a) for a in ("The answer is: 0", "Answer: 1953", "Answer (band)",
                                       "the answer is Drake")] == \
        ["0", "1953", "Answer (band)", "Drake"]
    assert fits_kind("When was oil first found in Nigeria?", "in 1956")
    assert not fits_kind("When was oil first found in Nigeria?", "at Oloibiri")
    assert not fits_kind("When was oil first found in Nigeria?",
                         "The Deepwater Horizon oil spill was an industrial disaster in 2010")
    assert not fits_kind("When did the last season air?", "0")  # a time is a year, a month …
    assert answer_supported("0", [chunk("It aired in 2000.", "Show", "a")]) is None
    assert answer_supported("2000", [chunk("It aired in 2000.", "Show", "a")]) is not None
    assert fits_kind("How many medals did Australia win?", "fifty-eight")
    assert not fits_kind("How many medals did Australia win?", "Ian Thorpe")
    assert not fits_kind("How many titles did they win?", "North Carolina")
    assert fits_kind("How many titles did they win?", "sixteen titles")
    assert fits_kind("Who sang it?", "Drake") and fits_kind("Who sang it?", "the band Queen")
    assert not fits_kind("Who sang it?", "0") and not fits_kind("Who sang it?", "The answer")
    assert fits_kind("What kind of car was it?", "a blue sports car")


def test_html_page_carries_the_structure_escaped() -> None:
    report = Report(shape="overview", answer="", summary="A <b>bold</b> claim [1].",
                    sections=[Section(title="Life <script>", paragraphs=["Born in 1920 [1]."],
                                      citations=[Citation(sentence="Born in 1920.", source=1,
                                                          chunk_id="c", support=1.0,
                                                          verified=True)])],
                    gaps=["Nothing read covers “Influence”."], markdown="",
                    sources=[Source(n=1, url="http://x.test/a?b=1&c=2", title="T <i>",
                                    source_id="s")], follow_ups=["What next?"])
    page = html_page("Q <x>", report)
    assert "<script>" not in page and "&lt;script&gt;" in page and "&lt;b&gt;" in page
    assert '<a href="#s1">[1]</a>' in page and 'id="s1"' in page
    assert "What could not be established" in page and "Summary" in page


def test_long_form_scoring() -> None:
    pairs = [{"short_answers": ["Ali Daei", "Daei"]}, {"short_answers": ["Josef Bican"]},
             {"short_answers": ["Christine Sinclair"]}]
    assert str_em("The record is held by Ali Daei [1] and by Josef Bican [2].", pairs) == \
        pytest.approx(2 / 3)
    assert str_em("Bican[3]", [{"short_answers": ["Bican"]}]) == 1.0
    asking = "# Q\n\nDaei [1].\n\n## Follow-up questions\n\n- Who is Josef Bican?\n"
    assert str_em(asking, pairs) == pytest.approx(1 / 3)  # a question asked states nothing
    assert answer_line("Ali Daei", pairs) == "right"
    assert answer_line("Pelé", pairs) == "wrong" and answer_line("", pairs) == "none"
    # each interpretation missed is placed where its answer was
    pages = {d: normalize_answer(t) for d, t in (
        ("daei", "Ali Daei scored 109 goals."), ("bican", "Josef Bican scored 805."),
        ("sinclair", "Christine Sinclair scored 187."), ("numbers", "In 1616 he scored 160."))}
    asked = [*pairs, {"short_answers": ["Pelé"]}, {"short_answers": ["16"]}]
    said = "# Q\n\nAli Daei [1].\n\n## Sources\n\n- [2] Christine Sinclair — http://x/"
    places = facet_places(said, asked, pages, read={"daei", "bican"}, surfaced={"sinclair"})
    assert places == ["stated", "on_page_read", "in_result_unread", "in_no_page",
                      "in_no_page"]  # (a title among the sources is not said; "16" is
    # not in "1616")
    assert facet_places(said, asked[2:3], pages, set(), set()) == ["on_page_unseen"]
    rows = [{"facets": places}, {"facets": ["on_page_read", "stated"]}]
    assert str_em_if_stated(rows, FACET_PLACES[:1]) == pytest.approx(100 * (1 / 5 + 1 / 2) / 2,
                                                                     abs=0.05)
    assert str_em_if_stated(rows, FACET_PLACES[:2]) == pytest.approx(100 * (2 / 5 + 1) / 2,
                                                                     abs=0.05)
    [request] = open_requests([{"qid": "q", "dataset": "d", "supporting_titles": [
        "Winner (band)", "2014 S/S"], "supporting_doc_ids": ["a", "b"]}])
    assert request["question"].startswith("Give an overview of Winner and 2014 S/S")
    assert request["gold_doc_ids"] == ["a", "b"]
    [request] = open_requests([{"qid": "q", "dataset": "d", "supporting_titles": [
        "Winner (band)", "2014 S/S"], "supporting_doc_ids": ["a", "b"]}], "topic")
    assert (request["question"], request["entities"], request["gold_doc_ids"]) == \
        ("Winner", ["Winner"], ["a"])
    [request] = open_requests([{"qid": "q", "dataset": "d", "supporting_titles": [
        "Masakazu Katsura", "I&quot;s"], "supporting_doc_ids": ["a", "b"]}])
    assert request["entities"] == ["Masakazu Katsura", 'I"s']  # as a user types it
    with pytest.raises(InputError):
        open_requests([], "trio")
    cites = [Citation(sentence=f"Fact {n}.", source=n, chunk_id=f"c{n}", support=1.0,
                      verified=True) for n in (1, 2, 2, 3)]
    sources = [Source(n=n, url=f"http://127.0.0.1:9/wiki/{d}/Page", title="P", source_id=d)
               for n, d in ((1, "own1"), (2, "own2"), (3, "other"))]
    report = Report(shape="factoid", answer="", markdown="", citations=cites, sources=sources)
    assert off_corpus(report, {"own1", "own2"}) == pytest.approx(1 / 4)
    assert off_corpus(report.model_copy(update={"citations": []}), {"own1"}) == 0.0
    named = report.model_copy(update={"alternatives": ["Josef Bican [2]", "Pelé [3]"]})
    assert named_answers(named, pairs) == (2, 1) and named_answers(report, pairs) == (0, 0)
    # a report citing nothing has no precision to average in (it counted 0 of 1)
    from deepsearch.evaluation.reports import _mean, citation_precision
    from deepsearch.research.models import ResearchResult

    def result(r: Report) -> ResearchResult:
        return ResearchResult(success=True, query="q", run_id="r", iterations=1,
                              completeness=1.0, status="answered", stop_reason="", report=r)
    passage = report.model_copy(update={"citations": [Citation(
        sentence="Ali Daei scored 109 goals.", source=1, chunk_id="c", support=1.0,
        verified=True, passage="Ali Daei scored 109 goals for Iran.")]})
    precisions = [citation_precision(result(passage)),
                  citation_precision(result(report.model_copy(update={"citations": []})))]
    assert precisions == [1.0, None]
    assert _mean([{"p": p} for p in precisions], "p") == 1.0


@pytest.mark.slow
def test_report_benchmarks_end_to_end(tmp_path: Path, capsys) -> None:
    longform = EVAL_DIR / "longform"
    if not (longform / "questions.jsonl").is_file():
        pytest.skip(f"../shared/eval/longform is absent ({longform} not found)")
    out = tmp_path / "longform.json"
    assert main(["bench", "longform", "--corpus", str(longform / "corpus.jsonl"),
                 "--questions", str(longform / "questions.jsonl"), "--limit", "2",
                 "--json", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["overall"]["n"] == 2 and 0 <= report["overall"]["str_em"] <= 100
    assert {"str_em", "all_covered", "answer_line", "named"} <= set(report["questions"][0])
    assert 0 <= report["overall"]["named_right"] <= 1
    overall, rows = report["overall"], report["questions"]
    assert sum(overall[f"facets_{p}"] for p in FACET_PLACES) == \
        sum(len(r["facets"]) for r in rows) > 0
    assert overall["facets_stated"] == sum(r["facets"].count("stated") for r in rows)
    assert overall["str_em"] <= overall["str_em_if_read_stated"] <= \
        overall["str_em_if_results_read"] <= 100
    out = tmp_path / "open.json"
    assert main(["bench", "open", "--corpus", str(EVAL_DIR / "corpus.jsonl"), "--questions",
                 str(EVAL_DIR / "dev.jsonl"), "--limit", "1", "--json", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["overall"]["n"] == 3 and report["overall"]["right_shape"] >= 2 / 3
    assert report["overall"]["cited_recall"] > 0
    assert main(["bench", "open", "--corpus", str(EVAL_DIR / "corpus.jsonl"), "--questions",
                 str(EVAL_DIR / "dev.jsonl"), "--limit", "1", "--form", "topic",
                 "--json", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["config"]["form"] == "topic" and report["overall"]["n"] == 3
    assert report["overall"]["right_shape"] >= 2 / 3  # an overview of it, no answer line


def test_an_ambiguous_question_names_the_other_answers() -> None:
    from deepsearch.research.answers import answer_votes, rank_sentences, short_answer
    from deepsearch.research.composing import cited_names, other_answers
    from deepsearch.research.verifying import Numbering

    question = "Who scored the most goals in football history?"
    chunks = [chunk("Ali Daei scored the most goals in international football history.",
                    "International goals", "a"),
              chunk("Josef Bican scored the most goals in football history overall.",
                    "All goals", "b")]
    ranked = rank_sentences(question, chunks, [])
    answer = short_answer(question, ranked)
    numbering = Numbering()
    others = cited_names(question, other_answers(question, ranked, answer), ranked, numbering)
    assert answer in ("Ali Daei", "Josef Bican") and len(others) == 1
    other = "Josef Bican" if answer == "Ali Daei" else "Ali Daei"
    assert others[0].startswith(other) and re.search(r"\[\d\]$", others[0])
    assert other_answers(question, ranked, "") == []
    # the other years of the page stating the answer are its context, not other answers
    question = "When was crude oil first discovered in Nigeria?"
    page = [chunk("Oil was first discovered in Nigeria at Akata in 1953.", "Oil in Nigeria",
                  "oil-1"),
            chunk("Crude oil production in Nigeria began in 1957 and exports in 1960.",
                  "Oil in Nigeria", "oil-2")]
    ranked = rank_sentences(question, page, [])
    assert short_answer(question, ranked) == "1953"
    assert other_answers(question, ranked, "1953") == []
    # "last" after the subject asks for the latest of the dates stated, not the most said
    cubs = [chunk("The Cubs won back-to-back World Series championships in 1907 and 1908.",
                  "Chicago Cubs", "c1"),
            chunk("The team has appeared in seven World Series following their 1908 World "
                  "Series title.", "Chicago Cubs", "c2"),
            chunk("Most recently, the Cubs won the 2016 World Series, which ended a 108-year "
                  "World Series championship drought.", "Chicago Cubs", "c3")]
    for question in ("When did the Chicago Cubs last win the World Series?",
                     "What year did the Chicago Cubs last win the World Series?"):
        assert answer_votes(question, rank_sentences(question, cubs, []))[0][0] == "2016"
    question = "When did the Chicago Cubs win the World Series?"  # (no "last")
    assert answer_votes(question, rank_sentences(question, cubs, []))[0][0] == "1908"


async def test_each_run_counts_its_own_model_calls(web: LocalWeb, tmp_path: Path,
                                                   kb_factory) -> None:  # noqa: F811
    """One client serves many runs (the API, the harness): each run's statistics and caps
    are its own."""
    settings = research_settings(web, tmp_path, **{"research.max_iterations": 1,
                                                   "research.fact_check": False,
                                                   "llm.max_calls": 4})
    async with Researcher(settings, llm=_writer_llm("Stephen Robertson"),
                          kb=await kb_factory(settings)) as r:
        first, second = [await r.research("Who developed the Okapi BM25 ranking function?")
                         for _ in range(2)]
    for result in (first, second):
        assert 0 < result.stats.llm_calls <= 4
        assert result.stats.llm_calls == sum(result.stats.llm_requests_by_stage.values())
        assert not result.stop_reason.startswith("budget")


def test_an_answered_report_has_one_answer_line() -> None:
    """A factoid report with an answer and a summary says the answer once; "does not
    settle" is only for a report without one."""
    from deepsearch.research.models import Report
    from deepsearch.research.rendering import NO_ANSWER, markdown

    answered = markdown("Who?", Report(shape="factoid", answer="Karen Spärck Jones",
                                       answer_source=1, summary="She did [1].", markdown="",
                                       alternatives=["Stephen Robertson [2]"]))
    assert answered.count("**Answer:**") == 1 and NO_ANSWER not in answered
    assert "Stephen Robertson [2]" in answered  # citation markers are not escaped
    unanswered = markdown("Who?", Report(shape="factoid", answer="", summary="Some [1].",
                                         markdown=""))
    assert NO_ANSWER in unanswered and "What the sources say is below." in unanswered
    # nothing read about it: the report still says so, not only its gaps
    empty = markdown("Who?", Report(shape="factoid", answer="", markdown="",
                                    gaps=["No source read mentions: heartbeat."]))
    assert f"**Answer:** {NO_ANSWER} Nothing read is about it." in empty


async def test_a_factoids_evidence_reads_page_by_page(web: LocalWeb, tmp_path: Path,
                                                      kb_factory) -> None:  # noqa: F811
    """The demo's question: the answer's page leads, and each page's sentences stand
    together in its own order, so "In 1972 she introduced …" follows the sentence naming
    her rather than another page's."""
    from deepsearch.cli.demo_cmd import DEMO_QUESTION

    settings = research_settings(web, tmp_path)
    async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
        result = await r.research(DEMO_QUESTION)
    report = result.report
    sources = [c.source for c in report.citations]
    assert report.answer == "University of Cambridge" and sources[0] == report.answer_source
    runs = [n for i, n in enumerate(sources) if i == 0 or sources[i - 1] != n]
    assert len(runs) == len(set(runs)), sources  # no page left and come back to
    page = next(s for s in report.sources if s.n == report.answer_source)
    text = web.corpus.get(page.url.split("/wiki/")[1].split("/")[0]).text
    mine = [c.sentence for c in report.citations if c.source == report.answer_source]
    assert mine == sorted(mine, key=text.find), mine  # in the page's own order
    assert any(s.startswith("In 1972 she introduced") for s in mine)


def test_rival_answers_and_chain_steps() -> None:
    """Two sources giving two answers to one question are rivals (no answer line); a
    candidate that names the page stating the other is a hop of a chain, and one page giving
    two values is not two meanings."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import rivals

    def ranked_for(question: str, chunks: list[RetrievedChunk]):
        return rank_sentences(question, chunks, [])

    question = "Who scored the most goals in football history?"
    two_records = [
        chunk("Ali Daei scored the most goals in international football history.",
              "International goals", "a"),
        chunk("Josef Bican scored the most goals in football history overall.",
              "All goals", "b")]
    assert len(rivals(question, ranked_for(question, two_records))) == 1

    from deepsearch.research.composing import rival_answers

    ranked = ranked_for(question, two_records)
    assert rival_answers(question, ranked, "Ali Daei") == ["Ali Daei", "Josef Bican"]
    # an answer no sentence states cannot be cited: one name left is no choice of readings
    assert rival_answers(question, ranked, "All goals") == []

    question = "Where was the performer of the song In Heaven born?"
    chain = [chunk("In Heaven is a song by Lena Marlin.", "In Heaven (song)", "song"),
             chunk("The performer of the song was born in Bergen.", "Lena Marlin", "singer")]
    assert rivals(question, ranked_for(question, chain)) == []

    question = ("Who scored the most goals in football history for the club founded by the "
                "brothers of Ali Daei's coach?")  # long and specific: one meaning
    assert rivals(question, ranked_for(question, two_records)) == []

    question = "When did the Harbour Bridge open?"
    one_page = [chunk("The Harbour Bridge opened in 1932. The Harbour Bridge was repainted "
                      "in 1988.", "Harbour Bridge", "bridge")]
    assert rivals(question, ranked_for(question, one_page)) == []
    # nor is one page in two passages, at two addresses (its title says it is one page)
    split = [chunk("The Harbour Bridge opened in 1932.", "Harbour Bridge", "part-1"),
             chunk("The Harbour Bridge was repainted in 1988.", "Harbour Bridge", "part-2")]
    assert rivals(question, ranked_for(question, split)) == []


def test_a_page_listing_several_names_gives_one_rival_at_most() -> None:
    """Another reading's answer comes from a page of its own; a page that lists several
    scorers is one reading's context, and the names it lists are not each another answer
    (the report had named five players of one national team beside the records)."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import MAX_RIVALS, rivals

    question = "Who scored the most goals in football history?"
    pages = [
        chunk("Ali Daei scored the most goals in international football history.",
              "International goals", "a"),
        chunk("Josef Bican scored the most goals in football history overall.",
              "All goals", "b"),
        chunk("Henry scored the most goals in football history for France, followed by "
              "Michel Platini, David Trezeguet, Olivier Giroud and Zinedine Zidane.",
              "France goals", "c"),
        chunk("Christine Sinclair scored the most goals in women's football history.",
              "Women's goals", "d"),
        chunk("Pele scored the most goals in football history for Brazil.", "Brazil", "e"),
        chunk("Gerd Muller scored the most goals in football history for Germany.",
              "Germany", "f")]
    found = rivals(question, rank_sentences(question, pages, []))
    assert 2 <= len(found) <= MAX_RIVALS
    france = ("Henry", "Michel Platini", "David Trezeguet", "Olivier Giroud", "Zinedine Zidane")
    assert sum(name in found for name in france) <= 1


def test_who_did_it_is_the_name_after_the_act_and_by() -> None:
    """"Who wrote it?" is answered by the name after "written by", not by the one after
    "recorded by" in the same sentence; "who sings it?" by the one after "recorded by"."""
    from deepsearch.research.answers import answer_votes

    def top(question: str, *texts: str) -> str:
        ranked = [(1.0, t, chunk(t, "Forever and Ever, Amen", f"s{i}"))
                  for i, t in enumerate(texts)]
        return answer_votes(question, ranked)[0][0]

    texts = ("Forever and Ever, Amen is a song recorded by Randy Travis and written by "
             "Paul Overstreet.", "Randy Travis released it in 1987 with Paul Overstreet.")
    assert top("Who wrote the song forever and ever amen?", *texts) == "Paul Overstreet"
    assert top("Who sings the song forever and ever amen?", *texts) == "Randy Travis"


def test_who_sang_it_is_the_name_after_sung_by() -> None:
    """"Who sang …?" is answered by the name after "is sung by" (every form of the asked
    verb states its act), even when a preposition follows the name ("Lauretta after …"),
    not by a place of another clause ("the medieval Florence of Puccini's only comedy")."""
    from deepsearch.research.answers import answer_votes

    texts = ["O mio babbino caro provides an interlude in contrast with the feuding in the "
             "medieval Florence of Puccini's only comedy.",
             "O mio babbino caro is sung by Lauretta after tensions between her father "
             "Schicchi and the family of Rinuccio have reached a breaking point."]
    ranked = ranked_on("O mio babbino caro", texts)
    assert answer_votes("Who sang o mio babbino caro?", ranked)[0][0] == "Lauretta"
def test_who_sings_it_is_the_artist_past_a_description_not_the_song() -> None:
    """"Recorded by American girl group The Pussycat Dolls" names who sings it, past the
    nationality and the role; the song's own title ("'Don't Cha' is a song …") is the thing
    asked about, never who."""
    from deepsearch.research.answers import answer_votes

    texts = ['"Don\'t Cha" is a song recorded by American girl group The Pussycat Dolls from '
             'their debut studio album.',
             'The lyrics of Don\'t Cha were written in Atlanta.',
             'Don\'t Cha was a hit in Atlanta and in London.']
    ranked = ranked_on("Don't Cha", texts)
    votes = dict(answer_votes("Who sings dont you wish your girlfriend was hot like me?",
                              ranked))
    assert max(votes, key=votes.get) == "Pussycat Dolls"
    assert "Don't Cha" not in votes and "American" not in votes


@pytest.mark.parametrize(("question", "answer", "sentence", "wrong"), [
    ("In which city are the headquarters of the company where Ravi Sethi worked?",
     "Bell Labs", "Ravi Sethi worked at Bell Labs.", True),  # a firm is no city
    ("In which city are the headquarters of the company where Ravi Sethi worked?",
     "Murray Hill", "Bell Labs is based in Murray Hill, New Jersey.", False),
    ("What is the place of birth of the director of film Diplomats?", "Harry Piel",
     "Harry Piel (12 July 1892 – 27 March 1963) was a German actor and director.", True),
    ("In what month is the festival presented by the fortnightly journal held?",
     "London Review of Books", "The festival is presented by the London Review of Books.",
     True),  # no month
    ("In what month is the documentary festival held?", "March and April",
     "The festival is held in March and April.", False),
    ("What material did a hairdresser from Yorkshire invent?", "Maurice Ward",
     "Maurice Ward was a British hairdresser and inventor.", True),  # a person, no material
    ("What director worked with Vikram Bhatt on the film?", "Phhir",
     "Vikram Bhatt produced the film Phhir in 2011.", True),  # a work, no director
    ("What director worked with Vikram Bhatt on the film?", "Tinu Suresh Desai",
     "Phhir was directed by Tinu Suresh Desai.", False),  # nothing says what he is: kept
    ("Which country music star recorded the album?", "Blake Shelton",
     "Blake Shelton is an American country music singer.", False),  # a star, not a country
    ("Which film came out first, Night Train or Blue River?", "Blue River",
     "Blue River (1941) is a film.", False),  # an option the question offers
    ("In which city is the ambassador of the region to China based?",
     "People's Republic of China", "The ambassador to the People's Republic of China is "
     "based in Beijing.", True),  # a country is no city
    ("In which city is the ambassador of the region to China based?", "Beijing",
     "The ambassador is based in Beijing.", False),
    ("In which city was she born?", "New York", "She was born in New York.", False),
    ("Which explorer accurately mapped the coasts of the continent?", "North Africa",
     "The coasts of North Africa were mapped.", True),  # a part of a continent is no one
    ("In which country is the mountain's representative based?", "South America",
     "The representative of South America is based there.", True),  # a continent
    ("In which country is the mountain's representative based?", "South Africa",
     "The representative is based in South Africa.", False),  # a country of that name
    ("What movie stars Morgan Freeman and Robert De Niro?", "Last Vegas",
     "Morgan Freeman stars in the film Last Vegas.", False),  # a movie, not a star
    # the initials of a name the question writes out restate it
    ("The consulate of the United States in his city is in what territory?", "U.S",
     "Several U.S diplomatic posts are run from the consulate.", True),
    ("Who leads the North Atlantic Treaty Organization?", "NATO",
     "NATO is led by its Secretary General.", True),
    ("Who founded the company that makes the iPhone?", "IBM", "IBM was founded in 1911.",
     False),
    # a bare number is no name: "which area" of a continent is a region, not its size
    ("In which area of the continent did the Renaissance begin?", "9",
     "The castle is 9 kilometres from the cave.", True),
    ("Which season did she join the show?", "4", "She joined the show in season 4.", False),
    ("What is the area of Texas?", "268,596", "Texas covers 268,596 square miles.", False),
    # a day's date, a count, names run together around a year: no name
    ("At the awards, what achievement did the series reach?", "December 12",
     "The nominations were announced on December 12.", True),
    ("The season is one in which the team competes in the league cup known as what?",
     "Wigan Athletic's 86th", "It is Wigan Athletic's 86th season.", True),
    ("Who formed the colony?", "South Dakota Rodeo 2003 Texas Rodeo",
     "Its sport is the South Dakota Rodeo 2003 Texas Rodeo.", True),
    ("Which mission first landed on the Moon?", "Apollo 11", "Apollo 11 landed in 1969.",
     False),
    ("Who was president when the wind farm's state joined the union?", "423.45 MW",
     "The farm's capacity is 423.45 MW.", True),
    ("Which rapper recorded the song?", "50 Cent", "The song was recorded by 50 Cent.", False),
    # "who was president": a person, not the wind farm the question went through
    ("Who was president when the area of the wind farm became a state?",
     "Blue Canyon Wind Farm", "Blue Canyon Wind Farm is in Oklahoma.", True),
    ("Who was president when the area of the wind farm became a state?", "James K. Polk",
     "James K. Polk was president in 1846.", False),
    # kin is a person: a wife is no country
    ("Who is the wife of Kim Jong-chul?", "North Korea",
     "His younger brother is Kim Jong-un, now the leader of North Korea.", True),
    ("Who is the wife of Kim Jong-chul?", "Ri Sol", "Ri Sol was married to Kim Jong-chul.",
     False),
    # a people's adjective answers a nationality, not a tribe
    ("Alvaro Mexia had a diplomatic mission with which tribe of indigenous people?",
     "Spanish", "It brought friendship between the Spanish and the Ais.", True),
    ("The author of the novel is what nationality?", "Danish", "He was a Danish author.",
     False),
    # options written in lower case: the answer is one of them
    ("Is the fast bowler who joined Kent in June a left-hand or right-hand batsman?",
     "South African", "The South African fast bowler joined Kent.", True),
    ("Is the fast bowler who joined Kent in June a left-hand or right-hand batsman?",
     "right-hand", "He is a right-hand batsman.", False),
    # a role someone plays is a character or an office, not an agency
    ("What role did Theodore Roosevelt play in the Pure Food and Drug Act?",
     "Food and Drug Administration", "The bureau became the Food and Drug Administration.",
     True),
    ("What role did Michael Moriarty play in Law & Order?", "Ben Stone",
     "Ben Stone is a character portrayed by Michael Moriarty.", False),
    # a language is no town ("in Ostend, Belgium" writes a place), a "where" no person
    ("What is the native language of the person who broke the salt law?", "Ostend",
     "He sailed at the 1920 Summer Olympics in Ostend, Belgium.", True),
    ("What is the native language of the person who broke the salt law?", "Gujarati",
     "His native language was Gujarati.", False),
    ("Where does the director of the film work?", "Rivette",
     "Rivette (1 March 1928 – 29 January 2016) was a French film director.", True),
    ("Where did the director of the film die?", "Nantes", "He died in Nantes, France.", False),
    # a work a sentence says a film is, for a screenwriter; not a firm of the trade
    ("What screenwriter with credits for Evolution co-wrote a film starring Nicolas Cage?",
     "Family Man", "The Family Man is a 2000 American romantic comedy-drama film directed by "
     "Brett Ratner.", True),
    ("What screenwriter co-wrote the film?", "David Weissman",
     "David Weissman is a film producer and screenwriter.", False),
    ("Which producer made the film?", "Saturn Films",
     "Saturn Films is a film production company.", False),
])
def test_an_answer_plainly_of_another_kind_is_no_answer(question: str, answer: str,
                                                        sentence: str, wrong: bool) -> None:
    """An answer line the evidence shows to be of another kind than asked (a firm for
    "which city", a person for "what material", a work for "what director", no month for
    "in what month") is withheld; an answer the evidence says nothing of stands."""
    from deepsearch.research.answers import wrong_kind

    ranked = [(1.0, sentence, chunk(sentence, "Page"))]
    assert wrong_kind(question, answer, ranked) is wrong


def test_a_country_is_never_plainly_a_city() -> None:
    """"Rabat is the capital city of Morocco" makes Morocco no city: no answer of the kind
    asked to put in place of one withheld; "the city of Murray Hill" makes one."""
    from deepsearch.research.answers import plainly_of_kind

    capital = "Rabat is the capital city of Morocco."
    assert not plainly_of_kind("In which city is the ambassador based?", "Morocco",
                               [(1.0, capital, chunk(capital, "Rabat"))])
    assert plainly_of_kind("In which city is the ambassador based?", "Murray Hill",
                           [(1.0, "He lived in the city of Murray Hill.",
                             chunk("He lived in the city of Murray Hill.", "Murray Hill"))])


async def test_a_firm_is_no_answer_to_which_city(tmp_path: Path,
                                                 kb_factory) -> None:  # noqa: F811
    """"In which city are the headquarters of …?" read only pages naming the firm: the
    report says the evidence does not settle it rather than answering "Bell Labs"; once a
    page says where the firm is based, the city is the answer."""
    question = ("In which city are the headquarters of the American research company where "
                "Ravi Sethi worked as a computer scientist?")
    pages = [("sethi", "Ravi Sethi", "Ravi Sethi is an Indian computer scientist. He worked "
              "as a computer scientist at Bell Labs, the American research company, for many "
              "years."),
             ("labs", "Bell Labs", "Bell Labs is an American research company known for the "
              "transistor. Bell Labs employed many computer scientists.")]
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    result, _ = await research_pages(pages, question, tmp_path / "a", kb_factory)
    assert "Bell Labs" not in (result.report.answer or ""), result.report.markdown
    pages.append(("hq", "Bell Labs headquarters", "The headquarters of Bell Labs, the American "
                  "research company, are in the city of Murray Hill, New Jersey."))
    result, _ = await research_pages(pages, question, tmp_path / "b", kb_factory)
    assert result.report.answer == "Murray Hill", result.report.markdown


async def test_an_answer_a_page_writes_whole_is_given_whole(tmp_path: Path,
                                                           kb_factory) -> None:  # noqa: F811
    """"The Quillby Hart school" is the "Quillby Hart School for Girls" another sentence
    names: the answer line gives the whole name, citing and quoting first the sentence that
    writes it; a name that goes on to another one ("Quillby Hart School Choir") is not it."""
    from deepsearch.research.answers import in_full

    question = "Which school did Mara Venn attend?"
    pages = [("venn", "Mara Venn", "Mara Venn attended the Quillby Hart school as a girl, and "
              "she was a good student. Her friends at the Quillby Hart school liked Mara "
              "Venn."),
             ("novel", "Orlen Days", "Orlen Days is a novel series. Its teenagers attend the "
              "Quillby Hart School for Girls, an elite private school.")]
    result, _ = await research_pages(pages, question, tmp_path, kb_factory)
    report = result.report
    assert report.answer == "Quillby Hart School for Girls", report.markdown
    assert report.summary.startswith("[Orlen Days's] teenagers attend the Quillby Hart "
                                     "School"), report.summary  # (its "Its" named)
    assert in_full("Quillby Hart", ["the Quillby Hart school sings.",
                                    "Quillby Hart School Choir sang."]) == "Quillby Hart"
    assert in_full("Orlen", ["Orlen town.", "Orlen Town Hall"]) == "Orlen"
    # a nickname in quotes stands in for the name it is written in
    assert in_full("Ben", ['Benjamin "Ben" Stone is a fictional character.']) == "Ben Stone"
    assert in_full("Ben", ['He sang "Ben" in 1972.']) == "Ben"


async def test_a_count_on_the_page_of_someone_elses_part_is_no_rival(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"How many episodes … did Tomas Reyne appear in?": "He appeared in 88 episodes." on the
    page of the part he played (which names him) answers it; another actor's part's count,
    on a page that never names him, is no second reading, no disagreement and not quoted."""
    question = "How many episodes of Court & Crown did Tomas Reyne appear in?"
    pages = [("vale", "Orin Vale (Court & Crown)", "Orin Vale is a fictional prosecutor "
              "portrayed by Tomas Reyne in the TV drama Court & Crown. He appeared in 88 "
              "episodes."),
             ("dace", "Lena Dace", "Lena Dace is a fictional lieutenant on Court & Crown. "
              "Dace appeared in 392 episodes of Court & Crown.")]
    result, _ = await research_pages(pages, question, tmp_path, kb_factory)
    report = result.report
    assert report.answer == "88", report.markdown
    assert not report.alternatives and not report.contradictions, report.markdown
    assert "392" not in report.summary, report.summary  # nor quoted beside his


async def test_a_short_questions_answer_is_on_a_page_naming_its_subject(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"When was the Brannock Act passed?" is answered from pages naming the act, not by
    another act's year ("… Land Sales Act of 1968 was passed in 1968" as a second reading);
    a page naming someone by a nickname in quotes ('Thomas "Tom" Vale') is about "Tom
    Vale", no namesake: its actor answers who portrayed him, and no gap says no page read
    is about him."""
    pages = [("brannock", "Temperance in Orlen", "On October 28, 1919, the council passed "
              "the Brannock Act over the mayor's veto. The Brannock Act banned liquor."),
             ("other", "Public Law 55", "The Orlen Land Sales Act of 1968 was passed in 1968 "
              "to protect buyers.")]
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    result, _ = await research_pages(pages, "When was the Brannock Act passed?",
                                     tmp_path / "a", kb_factory)
    report = result.report
    assert report.answer == "1919" and not report.alternatives, report.markdown
    pages = [("vale", "Thomas Vale (Court & Crown)", 'Thomas "Tom" Vale is a fictional '
              "prosecutor portrayed by Orin Reyne in the drama Court & Crown."),
             ("quill", "Dara Quill", "Dara Quill is an actor known for roles in films "
              "starring her friend Matt Vale.")]
    result, _ = await research_pages(pages, "Who portrayed Tom Vale?", tmp_path / "b",
                                     kb_factory)
    report = result.report
    assert report.answer == "Orin Reyne", report.markdown
    assert not any("Tom Vale" in g for g in report.gaps), report.gaps


def test_who_plays_it_is_the_one_called_an_actor() -> None:
    """"Who plays …?" is answered by the name a sentence calls an actor, not by the
    character that more sentences name."""
    from deepsearch.research.answers import answer_votes

    texts = ["Beorn is a skin-changer who can take the form of a great black bear.",
             "Beorn lives in a wooden house between the Misty Mountains and Mirkwood.",
             "Swedish actor Mikael Persbrandt portrays Beorn in Peter Jackson's films.",
             "Beorn Adaptations shows Beorn in several games."]
    ranked = [(1.0, t, chunk(t, "Beorn", f"s{i}")) for i, t in enumerate(texts)]
    votes = answer_votes("Who plays the skin changer in the hobbit?", ranked)
    assert votes[0][0] == "Mikael Persbrandt"


def test_which_teams_played_is_a_list_of_the_sides_not_their_players() -> None:
    """"Which teams played in the 2006 FIFA World Cup Final?" lists Italy and France: a
    country owning a name ("France's Zinedine Zidane") is an entry apart from it, and the
    national sides are the teams, not their players; "Hudson's Bay Company" stays one name,
    and a follow-up asks about the player, not "France's Zinedine Zidane"."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.closing import _undescribed
    from deepsearch.research.composing import list_items, owned_apart
    from deepsearch.research.verifying import Numbering

    question = "Which teams played in the 2006 FIFA World Cup Final?"
    text = ("The 2006 FIFA World Cup Final took place at the Olympiastadion, Berlin. Italy "
            "beat France 5–3 on penalties. France's Zinedine Zidane was sent off for "
            "headbutting Italy's Marco Materazzi.")
    plan = heuristic_plan(question)
    assert plan.shape == "list"
    ranked = rank_sentences(question, [chunk(text, "2006 FIFA World Cup Final")], [])
    section = list_items(plan, ranked, "standard", Numbering())
    names = [re.match(r"\*\*(.+?)\*\*", item).group(1) for item in section.items]
    assert names == ["Italy", "France"], section.items
    assert owned_apart("France's Zinedine Zidane") == ["France", "Zinedine Zidane"]
    assert owned_apart("Hudson's Bay Company") == ["Hudson's Bay Company"]
    assert _undescribed("France's Zinedine Zidane") == "Zinedine Zidane"
    # two surnames joined ("Aside from Carey and Dion, …") are asked about by no follow-up
    assert _undescribed("Carey and Dion") == "" and \
        _undescribed("Samuel Brannan and John Sutter") == "Samuel Brannan and John Sutter"
    # an office is held by many: "What else is known about Vice President?" asks of no one
    assert _undescribed("Vice President") == "" and _undescribed("Prime Minister") == ""
    assert _undescribed("President Nixon") == "President Nixon"
    assert _undescribed("Guitarist Dave Mustaine") == "Dave Mustaine"  # his instrument


async def test_a_list_of_a_thing_no_page_read_is_about_lists_nothing(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Which countries signed the Kyoto Protocol?" on pages about other treaties lists no
    country that signed something else: it says no page read is about the protocol, once."""
    pages = [("ptbt", "Partial Nuclear Test Ban Treaty", "The treaty was signed by the Soviet "
              "Union, the United Kingdom and the United States in Moscow in 1963."),
             ("versailles", "Treaty of Versailles", "The treaty was signed by Germany and "
              "the Allied Powers in 1919; it ended the war between the countries.")]
    result, _ = await research_pages(pages, "Which countries signed the Kyoto Protocol?",
                                     tmp_path, kb_factory)
    report = result.report
    assert report.shape == "list"
    assert not any(s.items for s in report.sections), report.markdown
    assert "Germany" not in report.markdown and "United Kingdom" not in report.markdown
    assert report.gaps.count("No page read is about Kyoto Protocol.") == 1, report.gaps


#: the Great Fire of London's page and a film's sharing "great" and "fire"
GREAT_FIRE = [("fire", "Great Fire of London", "The Great Fire of London was a major "
               "conflagration that swept through London in September 1666. The fire gutted "
               "the medieval City of London inside the old Roman city wall."),
              ("balls", "Great Balls of Fire!", "Great Balls of Fire! is a 1989 American "
               "biographical film directed by Jim McBride. The film is produced by Adam "
               "Fields, with executive producers credited as Michael Grais and Mark Victor.")]


async def test_a_factoid_body_leaves_out_sentences_naming_another_thing(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"When did the great fire of London happen?": a film's page sharing "great" and "fire"
    names no Great Fire of London and is far from it in meaning; its sentences are no
    evidence."""
    result, _ = await research_pages(GREAT_FIRE, "When did the great fire of london happen?",
                                     tmp_path, kb_factory)
    report = result.report
    assert "1666" in report.markdown, report.markdown
    assert "Adam Fields" not in report.markdown and "Jim McBride" not in report.markdown, \
        report.markdown


async def test_the_last_sentences_a_body_picks_are_weighed_too(
        tmp_path: Path, kb_factory, monkeypatch) -> None:  # noqa: F811
    """With its rounds of picking again used up (here: none), a factoid's body still drops
    the sentences it picked that are far from the question, rather than keep them
    unweighed."""
    from deepsearch.research import composing

    monkeypatch.setattr(composing, "TOPIC_ROUNDS", 0)
    result, _ = await research_pages(GREAT_FIRE, "When did the great fire of london happen?",
                                     tmp_path, kb_factory)
    assert "1666" in result.report.markdown, result.report.markdown
    assert "Adam Fields" not in result.report.markdown, result.report.markdown


async def test_a_list_of_places_lists_those_the_act_asked_is_told_of(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Which countries border Belgium?" lists the countries a sentence says border it, not
    those named beside it in a sentence about something else; with no such sentence read,
    none (not the band's members for "Which cities did the Beatles play in?")."""
    pages = [("belgium", "Belgium", "Belgium is a country in Western Europe. Belgium is "
              "bordered by the Netherlands, Germany, Luxembourg and France."),
             ("occupied", "Occupied Europe", "Belgium was occupied in 1940, as were other "
              "countries such as Denmark, Greece, Norway and Poland.")]
    result, _ = await research_pages(pages, "Which countries border Belgium?", tmp_path,
                                     kb_factory)
    listed = " ".join(i for s in result.report.sections for i in s.items)
    assert "Germany" in listed and "France" in listed, result.report.markdown
    assert not any(c in listed for c in ("Denmark", "Greece", "Norway", "Poland")), listed
    (tmp_path / "none").mkdir()
    result, _ = await research_pages(pages[1:], "Which countries border Belgium?",
                                     tmp_path / "none", kb_factory)
    assert not any(s.items for s in result.report.sections), result.report.markdown


def test_a_place_said_to_be_bordered_by_the_subject_borders_it() -> None:
    """"Which countries border Austria?" with Liechtenstein's page read: "Liechtenstein is
    bordered by Switzerland … and Austria …" says Liechtenstein borders Austria, and nothing
    of Switzerland and Austria; asked of Liechtenstein, the same sentence lists both."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import list_items
    from deepsearch.research.verifying import Numbering

    page = chunk("Liechtenstein is bordered by Switzerland to the west and south and Austria "
                 "to the east and north.", "Liechtenstein", "l")

    def entries(question: str) -> list[str]:
        section = list_items(heuristic_plan(question), rank_sentences(question, [page], []),
                             "standard", Numbering())
        return [re.match(r"\*\*(.+?)\*\*", item).group(1) for item in section.items]

    assert entries("Which countries border Austria?") == ["Liechtenstein"]
    assert set(entries("Which countries border Liechtenstein?")) == {"Switzerland", "Austria"}


def test_a_list_names_things_of_the_kind_asked_once_each() -> None:
    """A list question's entries without a model: names of the kind asked, not nationality
    words or pieces of a longer name, each cited; a sentence quoted once is cited again
    without being repeated."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import list_items
    from deepsearch.research.models import Plan
    from deepsearch.research.verifying import Numbering

    question = "Which films did Guy Ritchie direct?"
    chunks = [
        chunk("King Arthur: Legend of the Sword is a 2017 epic fantasy film directed by Guy "
              "Ritchie.", "King Arthur: Legend of the Sword", "a"),
        chunk("Snatch is a 2000 British crime comedy film written and directed by Guy Ritchie, "
              "after his films Lock, Stock and Two Smoking Barrels and Revolver.", "Snatch", "b"),
        chunk("Guy Ritchie is an English film director.", "Guy Ritchie", "c"),
        chunk("Swept Away is a 2002 romantic comedy film directed by Guy Ritchie and "
              "starring Madonna and Adriano Giannini.", "Swept Away", "d"),
        chunk("Layer Cake is a 2004 British crime film produced by Guy Ritchie and Matthew "
              "Vaughn and directed by Matthew Vaughn.", "Layer Cake", "e")]
    plan = Plan(question=question, normalized=question, shape="list")
    section = list_items(plan, rank_sentences(question, chunks, []), "standard", Numbering())
    names = [re.match(r"\*\*(.+?)\*\*", item).group(1) for item in section.items]
    assert {"King Arthur: Legend of the Sword", "Snatch", "Swept Away"} <= set(names)
    assert not {"English", "British", "Sword", "King Arthur", "Legend"} & set(names)
    # the films' actors and producers are not films; a film another directed is not his
    assert not {"Madonna", "Adriano Giannini", "Matthew Vaughn", "Layer Cake"} & set(names)
    assert all(re.search(r"\[\d\]$", item) for item in section.items)
    quoted = [item for item in section.items if ": " in item.split("**")[2]]
    assert len(quoted) == len({c.sentence for c in section.citations})


def test_a_list_takes_the_names_listed_after_the_kind_asked_and_quoted_titles() -> None:
    """"List the members of …": the names a sentence lists after "members", each its own
    entry, not the city or the years the sentences also name; "List the albums of …": the
    titles a sentence about the band quotes, not the song it calls a song nor a chart named
    on a page about someone else."""
    from deepsearch.research.answers import list_kind, rank_sentences
    from deepsearch.research.composing import list_items
    from deepsearch.research.verifying import Numbering

    assert list_kind("List the members of The Beatles.") == "member"
    assert list_kind("Who were the members of The Beatles?") == "member"
    assert list_kind("Name all the studio albums by Adele.") == "album"
    assert list_kind("Which films did Ridley Scott direct?") == "film"
    assert list_kind("Give an overview of Alien and Blade Runner.") == ""

    def listed_section(question: str, chunks: list[RetrievedChunk]
                       ) -> tuple[list[str], Section]:
        plan = heuristic_plan(question)
        section = list_items(plan, rank_sentences(question, chunks, []), "standard",
                             Numbering())
        return [re.match(r"\*\*(.+?)\*\*", item).group(1) for item in section.items], section

    def entries(question: str, chunks: list[RetrievedChunk]) -> list[str]:
        return listed_section(question, chunks)[0]

    band = [chunk("The Beatles were an English rock band formed in Liverpool in 1960. With "
                  "members John Lennon, Paul McCartney, George Harrison and Ringo Starr, they "
                  "became the foremost act of the rock era.", "The Beatles", "a"),
            chunk("Between 1962 and 1969, the partnership published about 180 songs recorded "
                  "by the Beatles in London.", "Lennon–McCartney", "b")]
    assert entries("List the members of The Beatles.", band) == \
        ["John Lennon", "Paul McCartney", "George Harrison", "Ringo Starr"]
    # a place the band was formed in is no member; a member is named without his instrument
    metal = [chunk("The band was formed in 1981 in Los Angeles when vocalist James Hetfield "
                   "answered an advertisement by drummer Lars Ulrich. Guitarist Dave Mustaine "
                   "and bassist Cliff Burton are former members of the band.", "Metallica", "a"),
             chunk("Metallica is an American heavy metal band from Los Angeles, California. "
                   "The demo caught the attention of Johny Zazula, who signed Metallica to "
                   "Megaforce Records.", "Metallica discography", "b")]
    members = entries("Who were the members of Metallica?", metal)
    assert {"James Hetfield", "Lars Ulrich", "Cliff Burton"} <= set(members), members
    assert not any("Los Angeles" in m or "Guitarist" in m for m in members), members
    assert "Johny Zazula" not in members  # who signed the band is none of it
    # what another man's page says "he" did, naming the subject in passing, is his; nor is he
    # a team
    goals = [chunk("Ali Daei (born 21 March 1969) is an Iranian former footballer. Along with "
                   "Cristiano Ronaldo, he is the world's joint all-time leading goalscorer with "
                   "109 goals scored for Iran. He played for Bayern Munich.", "Ali Daei", "a"),
             chunk("Cristiano Ronaldo (born 5 February 1985) is a Portuguese footballer. He is "
                   "tied with Ali Daei for most international goals. He plays for the club "
                   "Juventus.", "Cristiano Ronaldo", "b")]
    assert entries("Which teams has Cristiano Ronaldo played for?", goals) == ["Juventus"]
    albums = [chunk('"Legs" is a song by ZZ Top from their 1983 album Eliminator.', "Legs", "a"),
              chunk('The box set featured mixes from ZZ Top\'s "Rio Grande Mud" and "Tejas", '
                    'released by Warner Brothers.', "ZZ Top", "b"),
              chunk("Her second album also appeared on the Top Gospel Albums chart.",
                    "Latice Crawford", "c")]
    from deepsearch.research.composing import titled_as_asked

    song = "What was the number one song in October 1975?"
    chart = [(1.0, t, chunk(t, "Hot 100", f"s{i}")) for i, t in enumerate([
        'The song was declared by "Billboard" as the Number One country song of the year.',
        'John Denver\'s song "I\'m Sorry" was number one on the "Billboard" Hot 100.'])]
    assert not titled_as_asked(song, "Billboard", chart)  # a magazine quoted is no song
    assert titled_as_asked(song, "I'm Sorry", chart)
    assert titled_as_asked("Who sings I'm Sorry?", "Billboard", chart)  # no title asked for
    listed = entries("List the albums of ZZ Top.", albums)
    assert {"Eliminator", "Rio Grande Mud", "Tejas"} <= set(listed), listed
    assert not {"Legs", "Warner Brothers", "Top Gospel Albums"} & set(listed), listed
    # a single's page credits the band: its album is named on it, after the band's name
    # (and the single is no album)
    singles = [chunk('"Baby Girl" is the debut single recorded by American country music '
                     'group Sugarland. It was re-released in July 2004 as the first single '
                     'from the album "Twice the Speed of Life".', "Baby Girl (Sugarland song)",
                     "a"),
               chunk('"Stay" is a song recorded by American country music duo Sugarland. It '
                     'was released in 2007 as the fourth single from their album "Enjoy the '
                     'Ride".', "Stay (Sugarland song)", "b")]
    listed = entries("Which albums did Sugarland release?", singles)
    assert {"Twice the Speed of Life", "Enjoy the Ride"} <= set(listed), listed
    assert not {"Baby Girl", "Stay"} & set(listed), listed
    # awards are named as awards, on the pages of the subject's works too; albums, labels
    # and people are none: with no award read, the list says so
    cosby = [chunk('"Why Is There Air?" (1965) is Bill Cosby\'s third album. It was recorded '
                   'at the Flamingo Hotel in Las Vegas. It won the 1966 Grammy Award for Best '
                   'Comedy Album.', "Why Is There Air?", "a"),
             chunk("Disco Bill (1977) is an album by Bill Cosby on Capitol Records, with "
                   "Quincy Jones.", "Disco Bill", "b")]
    names, section = listed_section("What awards did Bill Cosby win?", cosby)
    assert names == ["Grammy Award"], names
    assert section.items[0].startswith("**Grammy Award**: [Why Is There Air?] won"), section
    names, section = listed_section("What awards did Bill Cosby win?", cosby[1:])
    assert names == [] and section.note == "No page read names an award that answers this."
    # a list of people lists no work, firm or thing the sentences also name
    boyz = [chunk("The Buckwheat Boyz was a group founded by Marcus Bowens and Jermaine "
                  "Fuller, with the later addition of J.J. O'Neal and Dougy Williams. They "
                  "were signed by Koch Records. The song was featured on TV shows such as "
                  '"The Proud Family" and "Family Guy". It became viral on the Internet.',
                  "Buckwheat Boyz", "a")]
    members = entries("Who were the members of the Buckwheat Boyz?", boyz)
    assert {"Marcus Bowens", "Jermaine Fuller", "J.J. O'Neal", "Dougy Williams"} <= \
        set(members), members
    assert not {"Koch Records", "Proud Family", "Family Guy", "Internet"} & set(members)
    # "in the 1980s": only what a sentence dates within them, the rest said
    from deepsearch.research.shape import time_window

    assert time_window("Which albums did ZZ Top release in the 1980s?") == (1980, 1989)
    assert time_window("Which films came out between 1990 and 1995?") == (1990, 1995)
    assert time_window("Which albums did ZZ Top release?") is None
    assert time_window("Which novels were written in the 1800s?") == (1800, 1899)
    eighties = "Which albums did ZZ Top release in the 1980s?"
    assert entries(eighties, albums) == ["Eliminator"]
    section = list_items(heuristic_plan(eighties), rank_sentences(eighties, albums, []),
                         "standard", Numbering())
    assert "not dated in the 1980s" in section.note and "Tejas" in section.note
    # a title a sentence only quotes, of no kind it says (the magazine a film's source ran
    # in), is not said to be an undated album; one its own page dates outside the years
    # asked is not undated either
    magazine = [*albums, chunk('ZZ Top\'s "Tres Hombres" (1973) was first reviewed in "Life", '
                               "the magazine.", "Tres Hombres", "m")]
    section = list_items(heuristic_plan(eighties), rank_sentences(eighties, magazine, []),
                         "standard", Numbering())
    assert "Tejas" in section.note and "Tres Hombres" not in section.note and \
        "Life" not in section.note, section.note
    from deepsearch.research.closing import gaps

    assert section.note in gaps(heuristic_plan(eighties), [section], [])
    # "perfect games since 2000" are written as who threw them and when: when nothing the
    # sentences call a game is dated within the years, the names they date are the entries
    games = [chunk("Over the 150 years of Major League Baseball history there have been 23 "
                   "perfect games. The perfect game thrown by Don Larsen in game 5 of the "
                   "1956 World Series is the only postseason perfect game. The most recent "
                   "perfect game was thrown on August 15, 2012, by Félix Hernández. On April "
                   "21, 2012, Philip Humber pitched a perfect game. Humber's record of 16-23 "
                   "is the worst.", "List of Major League Baseball perfect games", "g")]
    since = "List the perfect games thrown in Major League Baseball since 2000."
    thrown = entries(since, games)
    assert {"Félix Hernández", "Philip Humber"} <= set(thrown), thrown
    assert not {"Don Larsen", "World Series", "Over the 150", "16-23"} & set(thrown)
    assert "2000" not in heuristic_plan(since).key_terms  # the window, not a word to find
    # "Name three films …": three, each title whole as the sentence quotes it
    lynch = [chunk('David Lynch directed the road film "Wild at Heart" (1990) and the films '
                   '"Eraserhead" (1977), "Blue Velvet" (1986) and "Mulholland Drive" (2001). '
                   'He also made the family film "The Straight Story".', "David Lynch", "l")]
    three = entries("Name three films directed by David Lynch.", lynch)
    assert len(three) == 3 and "Wild" not in three, three
    assert "Wild at Heart" in entries("List the films directed by David Lynch.", lynch)
    # a list of people lists names of people, not a box set or a record firm
    band = [chunk('ZZ Top was formed by Billy Gibbons and Dusty Hill. The box set "Chrome, '
                  'Smoke & BBQ" was released by Warner Brothers.', "ZZ Top", "z")]
    assert entries("Who were the members of ZZ Top?", band) == ["Billy Gibbons", "Dusty Hill"]
    # a director's page naming only the sitcoms he wrote for names none of his films: the
    # list says so, rather than list the sitcoms, his city or his partner
    mirkin = [chunk('David Mirkin is an American film director. Mirkin grew up in '
                    'Philadelphia. He wrote for the sitcoms "Three\'s Company", "It\'s Garry '
                    'Shandling\'s Show" and "The Larry Sanders Show". He created the sketch '
                    'show "The Edge" starring his then-partner, actress Julie Brown.',
                    "David Mirkin", "m")]
    names, section = listed_section("List the films directed by David Mirkin.", mirkin)
    assert names == [] and section.note == "No page read names a film that answers this.", \
        (names, section)
    # a title written after its kind, unquoted, is whole ("Like a Prayer", not "Like")
    prayer = [chunk("Her Catholic background is reflected in the album Like a Prayer.",
                    "Madonna", "p")]
    assert entries("What albums did Madonna release?", prayer) == ["Like a Prayer"]
    # "songs … in the 1980s": a song its own page dates in them, not the album it is from,
    # nor a box set of 2003 crediting the band, nor the chart it reached, nor a guitarist
    songs = [chunk('"Legs" is a song performed by the band ZZ Top from their 1983 album '
                   "Eliminator. The song was released as a single in 1984 and reached number "
                   "eight on the Billboard Hot 100.", "Legs (song)", "l"),
             chunk("Chrome, Smoke & BBQ is a box set by American blues-rock band ZZ Top, "
                   "released in 2003.", "Chrome, Smoke & BBQ", "c"),
             chunk("ZZ Top is a rock band formed in 1969 by guitarist Billy Gibbons.", "ZZ Top",
                   "z")]
    names, section = listed_section("Which songs did ZZ Top release in the 1980s?", songs)
    assert names == ["Legs"] and "Billy Gibbons" not in section.note, (names, section)
    # "Name the members of …" is a list; with the band's page read, a member is named on it
    # or beside the band's name: not the other members of a band one of them also played
    # in, nor the band's label or albums
    assert heuristic_plan("Name the members of American Music Club.").shape == "list"
    assert heuristic_plan("Name the capital of France.").shape == "factoid"
    assert heuristic_plan("Name the process of photosynthesis.").shape == "factoid"
    club = [chunk("American Music Club is an American indie rock band, led by singer-songwriter "
                  "Mark Eitzel.", "American Music Club", "a"),
            chunk("The band existed only as a touring ensemble and consisted of David Bazan (of "
                  "Pedro the Lion), Mark Eitzel (of American Music Club), Will Johnson (of "
                  "Centro-Matic), and Vic Chesnutt.", "The Undertow Orchestra", "u"),
            chunk("The Ugly American is the eighth album by the American Music Club singer Mark "
                  "Eitzel. It was released by Thirsty Ear Recordings.", "The Ugly American", "g")]
    assert entries("Name the members of American Music Club.", club) == ["Mark Eitzel"]
    # a sentence of the band asked about gives a member's other band in brackets: still
    # its member
    duo = [chunk("Salt Lantern are an instrumental band from Leeds, consisting of "
                 "multi-instrumentalists Ivo Brandt (formerly of The Kilns) and Ned Parry (of "
                 "River Static).", "Salt Lantern", "s")]
    assert entries("Who were the members of Salt Lantern?", duo) == ["Ivo Brandt", "Ned Parry"]
    # an award won, not one the work was only put up for
    film = [chunk("Like Water for Chocolate earned ten Ariel Awards including the Best Picture "
                  "and was nominated for a Golden Globe Award for Best Foreign Language Film. It "
                  "was selected as the Mexican entry at the 65th Academy Awards, but was not "
                  "accepted as a nominee.", "Like Water for Chocolate (film)", "w")]
    assert entries("What awards did Like Water for Chocolate win?", film) == ["Ariel Awards"]


def test_a_list_written_in_lower_case_keeps_to_where_it_asks() -> None:
    """"which state parks are in virginia" asks for parks (not "state"s, not North Carolina
    or a state route named beside them), and "list of lakes in virginia" for none of the
    Great Lakes: a lower-case question's "in <place>" is a condition on every entry."""
    from deepsearch.research.answers import list_kind, rank_sentences
    from deepsearch.research.composing import list_items
    from deepsearch.research.verifying import Numbering

    assert list_kind("which state parks are in virginia") == "park"
    assert list_kind("Which countries border Germany?") == "country"

    def entries(question: str, chunks: list[RetrievedChunk]) -> list[str]:
        section = list_items(heuristic_plan(question), rank_sentences(question, chunks, []),
                             "standard", Numbering())
        return [re.match(r"\*\*(.+?)\*\*", item).group(1) for item in section.items]

    parks = [chunk("The first state parks in Virginia were Douthat State Park and Westmoreland "
                   "State Park, near Virginia State Route 3.", "List of Virginia state parks",
                   "a"),
             chunk("Haw River State Park is a state park in North Carolina.", "Haw River State "
                   "Park", "b")]
    assert entries("which state parks are in virginia", parks) == \
        ["Douthat State Park", "Westmoreland State Park"]
    lakes = [chunk("Lake Superior is the largest of the Great Lakes.", "Great Lakes", "c"),
             chunk("Smith Mountain Lake is a reservoir in Virginia.", "Smith Mountain Lake", "d")]
    assert entries("list of lakes in virginia", lakes) == ["Smith Mountain Lake"]


def test_a_date_is_no_answer_to_when_it_was_founded_unless_a_sentence_says_so() -> None:
    """"When was Harvard University founded?" is not answered by the years people came to
    Harvard; once a sentence states the founding, dates vote as usual."""
    from deepsearch.research.answers import answer_votes

    def years(*texts: str) -> list[str]:  # best first, as the ranking gives them
        ranked = [(2.0 - i / 10, t, chunk(t, "Page", f"s{i}")) for i, t in enumerate(texts)]
        return [c for c, _ in answer_votes("When was Harvard University founded?", ranked)]

    came = ("He returned to Harvard University in 1933 as a professor.",
            "In 1986 Mao was a visiting scholar at Harvard University.")
    assert years(*came) == []
    assert years("Harvard University was established in 1636.", *came)[0] == "1636"
    born = [(1.0, "Timothy Leary (October 22, 1920 – May 31, 1996) was a psychologist.",
             chunk("x", "Timothy Leary"))]  # a birth date is given without the verb
    assert answer_votes("When was Timothy Leary born?", born)


def test_an_answer_the_best_sentences_do_not_state_is_no_answer_line() -> None:
    """A short question's answer must be stated by one of the two sentences that bear on it
    best; a span voted up from sentences about something else is not put on top. A long
    question (a chain of hops) keeps its answer wherever it is stated."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import weakly_stated

    question = "What is the solid part of earth called?"
    chunks = [chunk("The solid outer part of the Earth is called the crust.", "Crust", "a"),
              chunk("The crust of the Earth is solid rock.", "Earth", "b"),
              chunk("The Moon also has a crust, studied by the Apollo missions.", "Moon", "c")]
    ranked = rank_sentences(question, chunks, [])
    assert "Moon" not in ranked[0][1] + ranked[1][1]
    assert weakly_stated(question, ranked, "Moon")
    assert not weakly_stated(question, ranked, "crust")
    assert not weakly_stated(question, ranked, "")
    # a birth date is stated by the lifespan on the queen's page, however many sentences
    # speak of births with more of the question's words and date none
    question = "When was Queen Victoria born?"
    ranked = [(1.2, "Queen Victoria was told of the birth of her great-grandson.",
               chunk("x", "Albert of York", "y")),
              (1.1, "Queen Victoria wrote that he was born on such a sad day.",
               chunk("x", "Albert of York", "y")),
              (0.9, "Victoria (Alexandrina Victoria; 24 May 1819 – 22 January 1901) was Queen "
                    "of the United Kingdom.", chunk("x", "Queen Victoria", "v"))]
    assert not weakly_stated(question, ranked, "24 May 1819")
    ranked[2] = (0.9, "Victoria was Queen of the United Kingdom.", ranked[2][2])
    assert weakly_stated(question, ranked, "1819")  # a date no sentence of a birth gives
    long_question = ("What is the solid outer part of the planet called, where the Apollo "
                     "missions collected rock samples for study?")
    assert not weakly_stated(long_question, rank_sentences(long_question, chunks, []), "Moon")
    # half of "the mother of dragons" is another mother: no sentence about her states it
    question = "Who was the mother of dragons married to?"
    chunks = [chunk("She is the mother of Alia Bhatt and married to Mahesh Bhatt.", "Soni Razdan",
                    "s"),
              chunk("Daenerys, the mother of dragons, married Khal Drogo.", "Daenerys", "d")]
    ranked = rank_sentences(question, chunks, [])
    assert weakly_stated(question, ranked, "Mahesh Bhatt")
    assert not weakly_stated(question, ranked, "Khal Drogo")
    question = "Who is the father of nicholas bell?"  # his page says it another way
    ranked = rank_sentences(question, [chunk("He was the son of John Bell, a judge.",
                                             "Nicholas Bell", "n")], [])
    assert not weakly_stated(question, ranked, "John Bell")
    # "Who invented the steam engine?": building a locomotive is no invention of the engine;
    # "Who founded …?" is said "formed" as often
    question = "Who invented the steam engine?"
    ranked = rank_sentences(question, [chunk("In 1825 George Stephenson built the Locomotion, "
                                             "a steam engine.", "Steam engine", "e")], [])
    assert weakly_stated(question, ranked, "George Stephenson")
    ranked = rank_sentences(question, [chunk("The steam engine was invented by Thomas "
                                             "Newcomen in 1712.", "Steam engine", "e")], [])
    assert not weakly_stated(question, ranked, "Thomas Newcomen")
    question = "Who founded ZZ Top?"
    ranked = rank_sentences(question, [chunk("ZZ Top was formed in 1969 by Billy Gibbons.",
                                             "ZZ Top", "z")], [])
    assert not weakly_stated(question, ranked, "Billy Gibbons")
    ranked = rank_sentences("Who founded Ford Industries?", [chunk(
        "Gerald Rudolff Ford was an American businessman, creator of Ford Industries.",
        "Gerald Rudolff Ford", "g")], [])
    assert not weakly_stated("Who founded Ford Industries?", ranked, "Gerald Rudolff Ford")
    # "Who won the 2015–16 UEFA Champions League?": not "Europe" of "Europe's premier club
    # football tournament"; a winner is said to win, to be champions, to beat someone
    question = "Who won the 2015–16 UEFA Champions League?"
    season = ("The 2015–16 UEFA Champions League was the 61st season of Europe's premier club "
              "football tournament organised by UEFA.")
    ranked = rank_sentences(question, [chunk(season, "2015–16 UEFA Champions League", "u")], [])
    assert weakly_stated(question, ranked, "Europe")
    for said in ("Real Madrid won the final on penalties.", "Real Madrid were crowned "
                 "champions.", "Real Madrid beat Atlético Madrid in the final."):
        ranked = rank_sentences(question, [chunk(f"{season} {said}",
                                                 "2015–16 UEFA Champions League", "u")], [])
        assert not weakly_stated(question, ranked, "Real Madrid"), said


def test_several_answers_render_without_an_answer_line() -> None:
    from deepsearch.research.rendering import markdown

    text = markdown("Who?", Report(shape="factoid", answer="", summary="A [1]. B [2].",
                                   markdown="", alternatives=["Ali Daei [1]", "Josef Bican [2]"]))
    assert "**Answer:**" not in text and NO_ANSWER not in text
    assert "more than one answer" in text and "Ali Daei [1]; Josef Bican [2]" in text
    page = html_page("Who?", Report(shape="factoid", answer="", summary="", markdown="",
                                    alternatives=["Ali Daei [1]"]))
    assert "Answer:" not in page and "more than one answer" in page


def test_a_gap_an_empty_section_says_is_said_once() -> None:
    """An empty section's note is not repeated under "What could not be established"; the
    other gaps are, and the report's structure keeps them all."""
    from deepsearch.research.rendering import markdown

    note = "No page read names a country that answers this."
    report = Report(shape="list", answer="", markdown="",
                    sections=[Section(title="Found in the sources", note=note)],
                    gaps=[note, "No page read is about Belgium."])
    for text in (markdown("Which?", report), html_page("Which?", report)):
        assert text.count(note) == 1, text
        assert "What could not be established" in text and "about Belgium" in text
    report.gaps = [note]
    assert "What could not be established" not in markdown("Which?", report)
    assert report.gaps == [note]


def test_sources_are_numbered_as_a_reader_meets_them() -> None:
    """Readings named [1] and [3] above a body citing [2] read out of order: the sources are
    renumbered by first appearance, every number in the report with them."""
    from deepsearch.research.models import Contradiction
    from deepsearch.research.rendering import in_reading_order, markdown

    def cite(n: int) -> Citation:
        return Citation(sentence=f"S{n}.", source=n, chunk_id=f"c{n}", support=1.0,
                        verified=True)

    sources = [Source(n=n, url=f"http://x/{n}", title=f"T{n}", source_id=f"s{n}")
               for n in (1, 2, 3, 4)]
    report = Report(shape="factoid", answer="", markdown="", sources=sources,
                    alternatives=["Bican [1]", "Ronaldo [3]"],
                    sections=[Section(title="", paragraphs=["S1. [1] S2. [2] S3. [3]"],
                                      citations=[cite(1), cite(2), cite(3)])],
                    citations=[cite(1), cite(2), cite(3)],
                    contradictions=[Contradiction(claim_a="a", source_a=2, claim_b="b",
                                                  source_b=3)])
    ordered = in_reading_order("Who?", report)
    text = markdown("Who?", ordered)
    assert "Bican [1]; Ronaldo [2]" in text and "S1. [1] S2. [3] S3. [2]" in text
    assert "- [2] T3 — http://x/3" in text and "- [3] T2 — http://x/2" in text
    assert "- [4] T4 — http://x/4" in text  # cited nowhere in the text: last, as it was
    assert [c.source for c in ordered.citations] == [1, 3, 2]
    assert [c.source for c in ordered.sections[0].citations] == [1, 3, 2]
    assert (ordered.contradictions[0].source_a, ordered.contradictions[0].source_b) == (3, 2)
    assert [c.source for c in report.citations] == [1, 2, 3]  # the original is untouched
    assert in_reading_order("Who?", ordered) is ordered  # in order already: as it is


def test_a_subjects_section_opens_with_the_passage_giving_its_lifespan() -> None:
    """Two passages of Queen Victoria's page, the court intrigue ranked first: her section
    reads from the one giving her dates and what she was, then the intrigue."""
    from deepsearch.research.composing import _opening, reading_order

    intrigue = "At the start of her reign Victoria was popular, but an 1839 intrigue hurt her."
    lead = ("Victoria (Alexandrina Victoria; 24 May 1819 – 22 January 1901) was Queen of the "
            "United Kingdom from 1837 until her death.")
    picked = [(intrigue, chunk(intrigue, "Queen Victoria", "a")),
              (lead, chunk(lead, "Queen Victoria", "b"))]
    first = _opening(picked, "Queen Victoria")
    assert first == "b"
    assert [t for t, _ in reading_order(picked, first)] == [lead, intrigue]


def test_answer_spans_are_names_not_descriptions() -> None:
    """"Who sang it?" is not answered by "American", by a word opening a sentence, or by the
    title of a list page that holds the answer."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "Who sang the song I'm Coming Out?"
    chunks = [chunk("I'm Coming Out is a song by American singer Diana Ross. Since its release "
                    "the American song was sampled often.", "List of songs by year", "a")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "Diana Ross"
    question = "What nationality was the singer of I'm Coming Out?"
    chunks = [chunk("The singer of I'm Coming Out is American.", "Coming Out", "b")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "American"


def test_the_one_a_who_question_describes_is_the_name_given_them() -> None:
    """"Who is the girl in …?" is answered by the name a sentence gives the girl, not by a
    singer the same sentence names; when that name is the question's own, by no line."""
    from deepsearch.research.answers import rank_sentences, short_answer

    song = chunk("The song features R&B singer Dave Hollister singing background vocals with "
                 "Roniece Levias and is about a 12-year-old girl named Brenda who lives in a "
                 "ghetto.", "Brenda's Got a Baby", "a")
    question = "Who is the girl from brenda's got a baby video?"
    assert short_answer(question, rank_sentences(question, [song], [])) == ""
    video = chunk("Produced by Tim Newman, the video shows how a pretty salesgirl (Wendy "
                  "Frazier) enters a burger joint after meeting Dusty Hill.", "Legs (song)", "b")
    question = "Who is the girl in zz top legs video?"
    assert short_answer(question, rank_sentences(question, [video], [])) == "Wendy Frazier"
    question = "Who produced the zz top legs video?"  # no one described: the votes decide
    assert short_answer(question, rank_sentences(question, [video], [])) == "Tim Newman"


def test_where_a_thing_came_from_is_where_it_began_not_where_it_spread() -> None:
    """"Where did <a song> come from?" is not answered by the Internet it became viral on;
    by the place its makers are from."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "Where did peanut butter and jelly time come from?"
    viral = chunk('From this self-titled debut album, the song "Peanut Butter Jelly Time" '
                  "became viral on the Internet after a flash-animated music video was "
                  "created.", "Buckwheat Boyz", "a")
    assert short_answer(question, rank_sentences(question, [viral], [])) == ""
    band = chunk("The Buckwheat Boyz, who made Peanut Butter Jelly Time, are a hip hop group "
                 "from Miami.", "Buckwheat Boyz", "b")
    assert short_answer(question, rank_sentences(question, [viral, band], [])) == "Miami"
    question = "Where did the Buckwheat Boyz perform?"  # "on" places what is not asked whence
    assert short_answer(question, rank_sentences(question, [viral], [])) == "Internet"


def test_sentences_stating_the_asked_fact_rank_first() -> None:
    """A page says "released" where the question says "come out", and a "when" question
    wants the sentence with a date: that one ranks above one that only repeats the
    question's words."""
    from deepsearch.research.answers import rank_sentences

    question = "When did the song Country Roads come out?"
    chunks = [chunk("The song Country Roads is about the state of West Virginia. Country Roads "
                    "was released as a single on April 12, 1971.", "Country Roads", "a")]
    best = rank_sentences(question, chunks, [])[0][1]
    assert "April 12, 1971" in best
    question = "Who sang Country Roads?"  # a name for "who", "recorded" for "sang"
    chunks = [chunk("Country Roads is a famous song about Virginia. Country Roads was recorded "
                    "by John Denver.", "Country Roads", "a")]
    assert "John Denver" in rank_sentences(question, chunks, [])[0][1]


def test_answer_spans_are_names_of_the_kind_asked() -> None:
    """An answer never restates the question however it is spaced ("Gumtrees" for "gum
    trees"); a capital that only opens a sentence is not a name; a "who" question prefers a
    full name and is never answered by a date; initials stay inside a name, and a sentence
    does not end after one."""
    from deepsearch.research.answers import answer_kind, answer_votes, restates
    from deepsearch.text import entities, sentences

    assert restates("Home Among the Gumtrees", "Who wrote give me a home among the gum trees?")
    assert restates("Ladyfinger", "What is the botanical name of lady finger?")
    assert not restates("Rick", "Who opened the gate in the brick prison?")  # not a word of it

    def votes(question: str, *texts: str) -> list[str]:
        ranked = [(1.0, t, chunk(t, "Page", f"s{i}")) for i, t in enumerate(texts)]
        return [c for c, _ in answer_votes(question, ranked)]

    assert votes("Who wrote give me a home among the gum trees?",
                 "Home Among the Gumtrees is a song written by Bob Brown.")[0] == "Bob Brown"
    got = votes("What are the muscle fibers under the control of a single motor axon?",
                "Muscles are made of fibers; together they form a Motor Unit.")
    assert "Muscles" not in got and got[0] == "Motor Unit"
    got = votes("Who threw the last perfect game in the league?",
                "On August 15 the game ended when Felix Hernandez threw the last pitch.",
                "Hernandez played on August 15 in Seattle.")
    assert got[0] == "Felix Hernandez" and "August 15" not in got
    got = votes("Who discovered streptomycin?",
                "In 1944 Albert Schatz isolated streptomycin, as of 2015 the drug in use.",
                "On 27 May 1944 Schatz wrote to Selman Waksman, around 120 AD in style.")
    assert "Albert Schatz" in got and not any(
        g.startswith(("1944", "of ", "27 May")) or g == "120 AD" for g in got)
    assert answer_kind("Number of branches of oriental bank of commerce in india?") == "number"
    got = votes("How many state parks are there in Virginia?",  # a day of a month is no count
                "Natural Bridge State Park opened on September 24, 2016.",
                "The park system now oversees 43 parks.")
    assert got == ["43"]
    # a one-word name opening its sentence is a name when the sentence calls it the thing
    # asked ("Olympia is the state capital"), not only a word opening a sentence
    assert votes("What is the capital of Washington state?",
                 "Olympia is the state capital.")[0] == "Olympia"
    assert "Olympia" not in votes("What is the capital of Washington state?",
                                  "Olympia is a city.")
    # "Who is the president of …?": another answer is named only where a sentence calls
    # its holder one
    from deepsearch.research.composing import in_role_asked, other_answers

    parliament = [(1.0, t, chunk(t, title, f"p{i}")) for i, (t, title) in enumerate([
        ("The current president is David Sassoli from Italy.", "President of the EP"),
        ("André Laignel is a French politician and Member of the European Parliament.",
         "André Laignel")])]
    asked = "Who is the president of the European Parliament?"
    assert in_role_asked(asked, "David Sassoli", parliament)
    assert not in_role_asked(asked, "André Laignel", parliament)
    assert "André Laignel" not in other_answers(asked, parliament, "David Sassoli")
    # "How many people live in Tenterfield?": Tenterfield's population, not the people
    # living in a village whose page names no Tenterfield
    ranked = [(0.75, "According to the 2006 Census, there were 573 people living in Tabulam.",
               chunk("According to the 2006 Census, there were 573 people living in Tabulam.",
                     "Tabulam", "t")),
              (0.7, "At the 2015 census, Tenterfield had a population of 6,986.",
               chunk("At the 2015 census, Tenterfield had a population of 6,986.",
                     "Tenterfield, New South Wales", "n"))]
    assert [c for c, _ in answer_votes("How many people live in Tenterfield?", ranked)] == \
        ["6,986"]
    from deepsearch.research.closing import contradictions

    other = (0.75, "About 1 million people are living in New Zealand.",
             chunk("About 1 million people are living in New Zealand.", "New Zealand", "z"))
    assert contradictions("How many people live in Tenterfield?", [ranked[0], other]) == []
    # "When was the iPhone first released?": a beta "never released to the public",
    # created in 2004, is no other date of its release
    released = "On June 29, 2007, the first iPhone was released."
    beta = ("The iPhone beta was created in 2004 to test the commands of the Apple team, and "
            "while technically it may have been the first iPhone, it was never released to "
            "the public.")
    dated = [(0.9, released, chunk(released, "History of iPhone", "i")),
             (0.8, beta, chunk(beta, "History of iPhone", "j"))]
    asked = "When was the iPhone first released?"
    assert contradictions(asked, dated) == []
    shown = beta.replace("it was never released to the public", "it was released in Japan")
    assert contradictions(asked, [dated[0], (0.8, shown, chunk(shown, "History of iPhone",
                                                               "j"))]) != []
    assert "Ramon C. Barquin" in entities("The list was written by Ramon C. Barquin in 1992.")
    assert "Mount St. Mary's" in entities("They were upset by Mount St. Mary's in 2008.")
    assert entities("It casts ZZ Top-as-benevolent-spirits. Sir Mix-a-Lot wrote it.") == [
        "ZZ Top", "Sir Mix-a-Lot"]  # a name ends where lower-case words are hyphened on
    assert entities("Metallica, a Los Angeles-based band, met a London-born singer.") == [
        "Metallica", "Los Angeles", "London"]  # (follow-ups ask of Los Angeles, not "-based")
    assert entities("It was the largest empire in pre-Columbian America.") == ["America"]
    assert entities("Who sang I Will Always Love You?") == ["I Will Always Love You"]
    assert entities("I Met John Smith there.") == ["Met John Smith"]  # opening, "I" is me
    assert entities("Normally Alice Smith sings first.") == ["Alice Smith"]  # an adverb
    assert entities("It added J.J. O'Neal and C.S. Lewis.") == ["J.J. O'Neal and C.S. Lewis"]
    assert sentences("It was written by Ramon C. Barquin. Dr. No is a film.") == [
        "It was written by Ramon C. Barquin.", "Dr. No is a film."]
    assert sentences("They lost to No. 8 Wisconsin. They beat Wheaton (Ill. Wesleyan) once.") == [
        "They lost to No. 8 Wisconsin.", "They beat Wheaton (Ill. Wesleyan) once."]
    assert sentences("The Xia dynasty (c. 2070–1600 BC) came first. Age of Youth (lit. Age "
                     "of Youth) is a series. He (b. 1950) wrote it.") == [
        "The Xia dynasty (c. 2070–1600 BC) came first.",
        "Age of Youth (lit. Age of Youth) is a series.", "He (b. 1950) wrote it."]
    assert sentences("It got merged with Punjab National Bank w.e.f. 1 April 2020. Fruits, "
                     "e.g. Apples, are sold. He left.") == [
        "It got merged with Punjab National Bank w.e.f. 1 April 2020.",
        "Fruits, e.g. Apples, are sold.", "He left."]


def test_the_kind_a_question_asks_for_is_a_noun() -> None:
    """"Which X" asks for an X, named past the words that qualify it and in the singular;
    an auxiliary or a verb after "what" is no kind ("what did …" once boosted every name
    holding "did", and "os" every name holding an "o"); a kind is a word of a name, never
    letters inside one."""
    from deepsearch.research.answers import answer_kind, answer_type, answer_votes, is_of_type

    assert answer_type("What did king john do to kenilworth castle?") == ""
    assert answer_type("What does the d stand for in tv ratings?") == ""
    assert answer_type("What is the name of the river?") == ""
    # "number one" is a rank: the number one song is a song, not a count ("38")
    assert answer_type("What was the number one song on october 2 1975?") == "song"
    assert answer_kind("What was the number one song on october 2 1975?") == ""
    assert answer_kind("What number did Michael Jordan wear?") == "number"
    assert answer_type("Give an overview of A and B: who or what each is.") == ""
    assert answer_type("What is the oldest company in the dow jones index?") == "company"
    assert answer_type("What are the two most successful teams in spain?") == "team"
    assert answer_type("Which latitudes see the midnight sun?") == "latitude"
    assert answer_type("Which forest is the largest in Europe?") == "forest"
    assert answer_type("Which countries border France?") == "country"
    assert answer_type("What is the os of samsung smart tv?") == "os"
    assert is_of_type("university", "Harvard University")
    assert not is_of_type("os", "Tokyo Dome") and is_of_type("os", "Tizen OS")
    assert not is_of_type("song", "Hot Country Songs")  # a chart of songs is no song
    # the kind is a name's last word, before "of", or (a few kinds) its first
    assert is_of_type("university", "University of Michigan")
    assert is_of_type("lake", "Lake Erie") and is_of_type("president", "President Lincoln")
    assert not is_of_type("capital", "Capital Beltway")  # a road, not a capital
    asked = {"which", "football", "club"}  # unless the words after it are the question's
    assert is_of_type("football", "Salford City Football Club", asked)
    assert answer_type("What is a term for the institution of church courts?") == "term"
    assert answer_type("Which Australian city was founded in 1838?") == "city"
    text = ("The board of Oslo Motors voted, and the Tizen OS team shipped it; Oslo Motors "
            "and Oslo Motors again.")
    got = [c for c, _ in answer_votes("What is the os of samsung smart tv?",
                                      [(1.0, text, chunk(text, "Page", "s0"))])]
    assert got[0] == "Tizen OS"


def test_who_is_never_a_name_only_placed_somewhere() -> None:
    """A "who" question is not answered by a name a sentence only puts after "in" ("born
    in the United States", "a service in Hertfordshire, England."), but a name that opens
    the clause after a place is who did it."""
    from deepsearch.research.answers import answer_votes, only_where

    assert only_where("United States", "He was born in the United States.")
    assert only_where("England", "It is the fire service in Hertfordshire, England.")
    assert not only_where("Kaycee Clark", "After 99 days in the Big Brother House, Kaycee "
                                          "Clark became the winner.")
    assert not only_where("Brian Jones", "In 1962 Brian Jones played in London.")
    assert only_where("Upper East Side of Manhattan", "Serena is a teenage girl from the Upper "
                                                      "East Side of Manhattan.")
    assert not only_where("Brian Jones", "The song was written from Brian Jones's notes.")
    texts = ["The band toured in the United States, then played in the United States again.",
             "Brian Jones founded the band in London."]
    ranked = [(1.0, t, chunk(t, "Page", f"s{i}")) for i, t in enumerate(texts)]
    got = [c for c, _ in answer_votes("Who founded the band?", ranked)]
    assert "United States" not in got and got[0] == "Brian Jones"


def test_who_did_it_is_not_whose_team_nor_whom_against_nor_another_act() -> None:
    """"Who pitched …?" is not the team after "of the" nor the one after "against"; "who
    played …?" is not the director of the show; "what kind of car …?" is not the driver;
    "… lost to?" is the name right after "lost to" in a sentence."""
    from deepsearch.research.answers import (
        acts_named,
        answer_votes,
        only_after,
        other_acts,
        trailing_phrase,
    )

    def votes(question: str, *texts: str) -> list[str]:
        ranked = [(1.0, t, chunk(t, "Page", f"s{i}")) for i, t in enumerate(texts)]
        return [c for c, _ in answer_votes(question, ranked)]

    pitched = ("In May 2011, Oskar Lindqvist of the Halden Hawks pitched a no-hitter against "
               "the Moss Pirates.")
    got = votes("Who pitched the last no-hitter in the league?", pitched)
    assert got[0] == "Oskar Lindqvist" and "Moss Pirates" not in got and \
        "Halden Hawks" not in got
    show = ("Next Star is a talent show which aired on Star Plus; Ravi Dubey hosted it. "
            "Anil Rao was eliminated in April.")
    assert "Star Plus" not in votes("Who got eliminated on next star in april?", show)
    # whom the act was against is the answer when that is what is asked
    assert "Moss Pirates" in votes("Who was the no-hitter thrown against?", pitched)
    assert only_after(r"\bof\s+the\s+", "Halden Hawks", pitched)
    assert not only_after(r"\bof\s+the\s+", "Halden Hawks", pitched + " The Halden Hawks won.")

    show = ("Sunfall is a television series created, written and directed by Ravi Mehra. "
            "Anil Kapoor and Meera Das played the twins.")
    assert "Ravi Mehra" not in votes("Who played the twins in sunfall?", show)
    assert votes("Who directed sunfall?", show)[0] == "Ravi Mehra"
    wrote = acts_named("Who is the author of harbour lights?")  # "author": written, wrote
    assert other_acts([("directed", "Tomas Berg"), ("written", "Ida Lund")], wrote) == \
        {"Tomas Berg"}
    assert other_acts([("directed", "Tomas Berg"), ("written", "Berg")], wrote) == set()
    car = "The car driven by Lena Holm in the film was a red 1961 Volvo Amazon."
    assert "Lena Holm" not in votes("What kind of car in the film?", car)

    assert trailing_phrase("The film lost to?") and not trailing_phrase("Where is it from?")
    lost = ("The film was nominated for the Golden Reel but lost to Marta Ruiz's \"Night "
            "Harbour\" by one vote. Golden Reel voters met in Paris.")
    assert votes("The film was nominated at the golden reel and lost to?", lost)[0] == \
        "Marta Ruiz"


def test_counts_years_and_parts_are_the_ones_asked_for() -> None:
    """"How many …" is not the 4 of a 4×200-metre relay; "the last time" is the latest year
    a sentence gives (the others stay candidates); "who plays X?" is the name a cast list
    puts "as X", past a season note and another name."""
    from deepsearch.research.answers import answer_votes, counts, played_part

    def votes(question: str, *texts: str) -> list[str]:
        ranked = [(1.0, t, chunk(t, "Page", f"s{i}")) for i, t in enumerate(texts)]
        return [c for c, _ in answer_votes(question, ranked)]

    assert counts("She swam the 4×200-metre relay and a 400-metre heat, winning 3 medals.") \
        == ["3"]
    assert counts("A 2x4 beam.") == []
    assert counts("The 2015–16 team won 20 games.") == ["20"]  # a season counts nothing
    # "how many students …?": the number of students, not of schools or degrees
    told = "More than 31,000 students pursue 226 degrees through its 13 schools."
    assert votes("How many students attend the university?", told)[0] == "31,000"
    assert votes("How many schools does the university have?", told)[0] == "13"
    won = "The Rovers won the cup in 1911 and 1912, and lost the 1920 final."
    assert votes("When was the last time the rovers won the cup?", won)[0] == "1920"
    assert votes("When was the last time the rovers won the cup before 1920?", won) == \
        ["1912", "1911"]
    assert votes("When did the rovers first win the cup?", won)[0] == "1911"
    # "when was it founded?": a year a sentence says it was founded in outvotes the years of
    # sentences about something else it did, however high they rank
    season = "The 1995–96 Rams team represented Virginia Commonwealth University in 1995."
    founded = "Virginia Commonwealth University was founded in 1968."
    ranked = [(1.0, season, chunk(season, "VCU Rams", "r")),
              (0.6, founded, chunk(founded, "Virginia Commonwealth University", "u"))]
    founding = answer_votes("When was Virginia Commonwealth University founded?", ranked)
    assert founding[0][0] == "1968"
    # a year BC keeps its era, and a range BC is given whole, never "2070" alone
    xia = "The Xia dynasty (c. 2070–1600 BC) came first. In 221 BC Qin united the states."
    assert set(votes("When did the xia dynasty begin?", xia)) == {"2070–1600 BC", "221 BC"}
    assert votes("When was the last time the states were united?", xia)[0] == "221 BC"

    cast = ("The series stars Mina Cho, Dae Park, Hana Lee, Ji Seo. Hana Lee (season 1) and "
            "Ji Seo (season 2) as Kim Yu-ra, a student from the countryside.")
    assert played_part("Who plays yu ra in spring days?") and \
        not played_part("Who directed spring days?")
    assert set(votes("Who plays yu ra in spring days?", cast)[:2]) == {"Hana Lee", "Ji Seo"}


def test_a_count_of_another_thing_or_elsewhere_is_no_answer() -> None:
    """"How many court of appeals are there in georgia?" is not answered by "The court now
    has 15 members" (a count of members), nor "How many teams in the nba in 1956?" by the
    32 teams of a college tournament held that year (a count not in the NBA); a count of
    times or people is written with other nouns ("won 17 championships")."""
    from deepsearch.research import composing
    from deepsearch.research.answers import answer_votes

    def votes(question: str, *texts: str) -> list[str]:
        ranked = [(1.0, t, chunk(t, "Page", f"s{i}")) for i, t in enumerate(texts)]
        return [c for c, _ in answer_votes(question, ranked)]

    members = "The court now has 15 members, who serve in five divisions."
    assert votes("How many court of appeals are there in georgia?", members) == []
    assert votes("How many courts are there in georgia?", "Georgia has 3 courts.") == ["3"]
    assert votes("How many times have the lakers won the finals?",
                 "The Lakers have won 17 championships.") == ["17"]
    assert votes("How many people live in Springfield?",
                 "Springfield has 50,000 residents.") == ["50,000"]

    question = "How many teams in the nba in 1956?"
    assert composing.counted_where(question) == ["nba", "1956"]
    tournament = "The annual basketball tournament featured 32 teams."
    elsewhere = [(1.0, tournament, chunk(tournament, "1956 NAIA Basketball Tournament"))]
    assert composing.weakly_stated(question, elsewhere, "32")
    league = "In 1956 the NBA had 8 teams."
    assert not composing.weakly_stated(question, [(1.0, league, chunk(league, "NBA"))], "8")


def test_a_namesakes_date_is_no_answer_about_the_person_asked() -> None:
    """"When was Ruth Madoc born?" is not answered by Babe Ruth's birth: a factoid's answer
    comes from no namesake of a subject the question writes out; a subject taken from the
    results keeps its namesakes' answers (another reading may be meant)."""
    from deepsearch.research.answers import rank_sentences, short_answer
    from deepsearch.research.composing import own_evidence

    question = "When was Ruth Madoc born?"
    babe = chunk("George Herman Ruth (February 6, 1895 – August 16, 1948) was born in "
                 "Baltimore.", "Babe Ruth", "b")
    ruth = chunk("Ruth Madoc was born in 1943 in Norwich.", "Ruth Madoc", "r")
    plan = heuristic_plan(question)
    ranked = rank_sentences(question, [babe], [])
    assert not short_answer(question, ranked)  # a birth on no page of hers, no one of hers
    year = "What year was Ruth Madoc born?"  # a year, of any sentence
    ranked = rank_sentences(year, [babe], [])
    assert short_answer(year, ranked)  # the namesake's year, without the rule
    assert not short_answer(year, own_evidence(heuristic_plan(year), ranked))
    both = own_evidence(plan, rank_sentences(question, [babe, ruth], []))
    assert short_answer(question, both) == "1943"
    # a relative often shares the name: Kim Jong-chul's wife is not his namesake
    kin = "Who is the wife of Kim Jong-chul?"
    wife = [(1.0, "Kim Jong-suk married him in 1990.", chunk("x", "Kim Jong-suk"))]
    assert own_evidence(heuristic_plan(kin), wife) == wife
    lower = heuristic_plan("when was the stuck in the middle song released?")
    lower.entities = ["Stuck in the Middle with You"]  # as the results named it
    middle = [(1.0, "Stuck in the Middle is a sitcom that aired in 2016.",
               chunk("x", "Stuck in the Middle (TV series)"))]
    assert own_evidence(lower, middle) == middle


def test_a_sentence_about_a_bare_this_is_not_quoted_alone() -> None:
    """"This is commonly known as the Written Torah." says nothing without the sentence
    before it: it is quoted with it, once, or not at all when its passage opens with it;
    "This teaching was given to Moses." names what it is about."""
    from deepsearch.research.composing import pick

    torah = chunk("Torah has a range of meanings. This is commonly known as the Written "
                  "Torah. This teaching was given to Moses.", "Torah", "t")
    ranked = [(2.0, "This is commonly known as the Written Torah.", torah),
              (1.5, "This teaching was given to Moses.", torah),
              (1.0, "Torah has a range of meanings.", torah)]
    whole = "Torah has a range of meanings. This is commonly known as the Written Torah."
    quoted = [t for t, _ in pick(ranked, 4, set(), entity="Torah", names=["Torah"])]
    assert quoted == [whole, "This teaching was given to Moses."]
    # the sentence before it picked first: it goes on from there, not quoted twice
    quoted = [t for t, _ in pick([ranked[2], ranked[0]], 4, set(), entity="Torah",
                                 names=["Torah"])]
    assert quoted == [whole]
    from deepsearch.research.composing import dangling
    assert dangling("These included Corfe, Odiham, Dover, Scarborough as well as Kenilworth.")
    assert dangling("Today, this is known as the Miasma theory.")
    assert not dangling("Today, the castle is a ruin.")
    # a phrase pointing back opens it: which album, the sentence before says
    assert dangling("From this self-titled debut album, the song became viral.")
    assert dangling("Of these, twelve were sold.") and dangling("In that year, it closed.")
    assert not dangling("From this town came three bishops.")
    assert dangling("In this film, the lead is played by Ann Lee.")
    band = chunk("The Pebble Lads were a novelty group from Leeds. The Pebble Lads were signed "
                 "by Hollow Records and made one record. From this self-titled debut album, "
                 "the song \"Toast Time\" became a hit.", "The Pebble Lads", "lads")
    said = band.text.split(". ")
    hit = said[2]
    assert [t for t, _ in pick([(1.0, hit, band)], 4, set())] == \
        [f"{said[1]}. {hit}"]
    # "He …" on a list page: quoted after the sentence naming him; as it is when its
    # passage opens with it; on his own page it is his
    listing = chunk("There have been 13 vice presidents. The first vice president of India, "
                    "Sarvepalli Radhakrishnan, took oath on 13 May 1952. He later served as "
                    "the president.", "List of vice presidents of India", "v")
    quoted = [t for t, _ in pick([(2.0, "He later served as the president.", listing)], 4,
                                 set())]
    assert quoted == ["The first vice president of India, Sarvepalli Radhakrishnan, took oath "
                      "on 13 May 1952. He later served as the president."], quoted
    opens = chunk("He later served as the president.", "List of vice presidents of India", "w")
    assert [t for t, _ in pick([(2.0, opens.text, opens)], 4, set())] == [opens.text]
    own = chunk("Sarvepalli Radhakrishnan (1888 – 1975) was an Indian philosopher. He later "
                "served as the president.", "Sarvepalli Radhakrishnan", "x")
    assert [t for t, _ in pick([(2.0, "He later served as the president.", own)], 4,
                               set())] == ["He later served as the president."]
    # a man's page whose name has a "von" is his, however little it says "he": each of its
    # sentences quoted once, none twice inside another's
    life = chunk("His full name was Claus Philipp. He was born in Jettingen. He was the third "
                 "of four sons.", "Claus von Stauffenberg", "y")
    quoted = [t for t, _ in pick([(2.0, "His full name was Claus Philipp.", life),
                                  (1.9, "He was born in Jettingen.", life),
                                  (1.8, "He was the third of four sons.", life)], 4, set())]
    assert quoted == ["His full name was Claus Philipp.", "He was born in Jettingen.",
                      "He was the third of four sons."], quoted
    # on a list page, a second "He …" goes on from the quote that ends with its antecedent
    two = chunk("The first vice president, Sarvepalli Radhakrishnan, took oath in 1952. He "
                "later served as the president. He died in 1975.", "List of vice presidents",
                "z")
    quoted = [t for t, _ in pick([(2.0, "He later served as the president.", two),
                                  (1.9, "He died in 1975.", two)], 4, set())]
    assert quoted == [two.text], quoted
    # a page's share of quotes is full: a "He …" going on from one of them still joins it
    castle = chunk("Vostholm Castle is a ruin in Tarnland. King Ivo spent 900 marks on the "
                   "walls. He also dammed the brook, creating the mere.", "Vostholm Castle",
                   "c")
    said = castle.text.split(". ")
    quoted = [t for t, _ in pick([(2.0, f"{said[1]}.", castle), (1.9, f"{said[0]}.", castle),
                                  (1.0, said[2], castle)], 4, set(), per_source=2)]
    assert quoted == [f"{said[0]}.", f"{said[1]}. {said[2]}"], quoted
    # nor is it quoted with a "He …" before it that names no one either
    assert [t for t, _ in pick([(1.9, "He died in 1975.", two.model_copy(update={
        "text": "He later served as the president. He died in 1975."}))], 4, set())] == \
        ["He died in 1975."]
    opening = chunk("This is commonly known as the Oral Torah. It is taught.", "Torah", "o")
    assert pick([(2.0, "This is commonly known as the Oral Torah.", opening)], 4, set(),
                entity="Torah", names=["Torah"]) == []
    # a page's passages overlap: the sentence before it, picked from the passage before,
    # is the same sentence; quoted once, with the passage holding both cited
    first = torah.model_copy(update={"chunk_id": "t-1", "text": "Torah has a range of "
                                     "meanings."})
    second = torah.model_copy(update={"chunk_id": "t-2", "index": 1})
    picked = pick([(2.0, "Torah has a range of meanings.", first),
                   (1.0, "This is commonly known as the Written Torah.", second)], 4, set(),
                  entity="Torah", names=["Torah"])
    assert [(t, c.chunk_id) for t, c in picked] == [(whole, "t-2")]
    picked = pick([(2.0, "This is commonly known as the Written Torah.", second),
                   (1.0, "Torah has a range of meanings.", first)], 4, set(),
                  entity="Torah", names=["Torah"])
    assert [t for t, _ in picked] == [whole]


def test_an_overview_is_summed_up_from_its_subjects_own_page() -> None:
    """"What happened in the Great Fire of London?" is summed up by the fire's page, not by
    St Paul's Cathedral's sentence naming the fire, though that holds more of its words."""
    from deepsearch.research.composing import summary_of

    question = "What happened in the Great Fire of London?"
    said = [("Its construction was part of a rebuilding programme in the City of London "
             "after the Great Fire of London.", 2),
            ("The fire gutted the medieval City inside the old Roman wall.", 1)]
    cites = [Citation(sentence=t, source=n, chunk_id=str(n), passage=t, support=1.0,
                      verified=True) for t, n in said]
    sections = [Section(title="Great Fire of London", paragraphs=["…"], citations=cites)]
    assert summary_of(sections, question).startswith("Its construction")
    assert summary_of(sections, question, own={1}).startswith("The fire gutted")


def test_a_summary_states_a_thing_once_however_many_copies_say_it() -> None:
    """Two pages' sentences, one the other's with more before it, are one statement: the
    summary quotes one and goes on to the next thing said."""
    from deepsearch.research.composing import summary_of

    said = [("Christine Sinclair is the world's all-time leader for international goals with "
             "187 goals.", 1),
            ("A gold medalist, Christine Sinclair is the world's all-time leader for "
             "international goals with 187 goals.", 2),
            ("She was born in Burnaby, British Columbia.", 1)]
    cites = [Citation(sentence=t, source=n, chunk_id=str(n), passage=t, support=1.0,
                      verified=True) for t, n in said]
    sections = [Section(title="Christine Sinclair", paragraphs=["…"], citations=cites)]
    summary = summary_of(sections, "Who is Christine Sinclair?", limit=2)
    assert summary.count("all-time leader") == 1 and "Burnaby" in summary


def test_a_summarys_pronoun_is_named_for_its_page_as_the_summary_orders_it() -> None:
    """"Along with Cristiano Ronaldo, he is the world's joint all-time leading goalscorer"
    followed a sentence of Ali Daei's own page in its section, but the summary puts it after
    Ronaldo's record: there it reads "[Ali Daei] is …"; without the passages (no
    ``chunk_of``) the sentence stays as its section quotes it."""
    from deepsearch.research.composing import summary_of

    pages = {1: ("Ali Daei", "Ali Daei is an Iranian former footballer. He played for Iran. "
                 "His goals made him famous."),
             2: ("Cristiano Ronaldo", "Ronaldo holds the records for most goals in the "
                 "Champions League."),
             3: ("Ali Daei", "Along with Cristiano Ronaldo, he is the world's joint all-time "
                 "leading goalscorer with 109 goals. He retired in 2007.")}
    said = [("Ali Daei is an Iranian former footballer.", 1),
            ("Along with Cristiano Ronaldo, he is the world's joint all-time leading "
             "goalscorer with 109 goals.", 3),
            ("Ronaldo holds the records for most goals in the Champions League.", 2)]
    cites = [Citation(sentence=t, source=n, chunk_id=str(n), passage=pages[n][1],
                      support=1.0, verified=True) for t, n in said]
    sections = [Section(title="Who was Ali Daei?", paragraphs=["…"], citations=cites[:2]),
                Section(title="Records", paragraphs=["…"], citations=cites[2:])]

    def chunk_of(c: Citation) -> RetrievedChunk:
        return chunk(c.passage, pages[c.source][0], f"s{c.source}")

    question = "Who was Ali Daei and what goals records did he set?"
    plain = summary_of(sections, question, limit=3)
    named = summary_of(sections, question, limit=3, chunk_of=chunk_of)
    assert "Along with Cristiano Ronaldo, he is" in plain
    order = [n for n in (1, 2, 3) if f"[{n}]" in named]
    assert named.index("[2]") < named.index("Along with"), named  # after Ronaldo's page
    assert "Along with Cristiano Ronaldo, [Ali Daei] is the world's joint" in named, named
    assert order == [1, 2, 3]


def test_a_comparison_is_summed_up_by_what_each_subject_is() -> None:
    """"Compare the Beatles and the Rolling Stones.": the summary opens with what each band
    is, from its own page (titled "The Beatles": the name written without "The" is its
    page), not with "In My Life is ranked 23rd on Rolling Stone's list", which holds more
    of the question's words."""
    from deepsearch.research.comparisons import same_name
    from deepsearch.research.composing import summary_of

    question = "Compare the Beatles and the Rolling Stones."
    names = ["Beatles", "Rolling Stones"]
    assert same_name("The Beatles", "Beatles") and not same_name("Beatles", "Beatles song")
    said = [("In My Life is ranked 23rd on Rolling Stone's list of the Beatles' songs.", 3, 0),
            ("Rooted in skiffle and rock and roll, the Beatles experimented with styles.", 1, 0),
            ("The Beatles were an English rock band formed in Liverpool in 1960.", 1, 0),
            ("The Rolling Stones are an English rock band formed in London in 1962.", 5, 1)]
    sections = [Section(title=title, paragraphs=["…"], citations=[
        Citation(sentence=t, source=n, chunk_id=str(n), passage=t, support=1.0, verified=True)
        for t, n, i in said if i == at]) for at, title in enumerate(names)]
    summary = summary_of(sections, question, names=names, own={1, 5}, defining=True)
    assert summary.startswith("The Beatles were an English rock band"), summary
    assert "The Rolling Stones are" in summary and "In My Life" not in summary
    assert summary_of(sections, question, names=names, own={1, 5}).startswith("Rooted")
    # "Compare Langston Hughes and Ian McEwan." opened with "The Langston Hughes Society is
    # a … literary society": a longer name is another thing; his full name is him
    hughes = [("The Langston Hughes Society is a literary society concerned with the work of "
               "the poet.", 1),
              ("James Mercer Langston Hughes (February 1, 1901 – May 22, 1967) was an "
               "American poet and novelist.", 2)]
    sections = [Section(title="Langston Hughes", paragraphs=["…"], citations=[
        Citation(sentence=t, source=n, chunk_id=str(n), passage=t, support=1.0, verified=True)
        for t, n in hughes])]
    summary = summary_of(sections, "Compare Langston Hughes and Ian McEwan.",
                         names=["Langston Hughes", "Ian McEwan"], own={1, 2}, defining=True)
    assert summary.startswith("James Mercer Langston Hughes"), summary
    # an aside's semicolon is inside the name's aside, not between it and what it is
    from deepsearch.research.answers import defines

    assert defines("The Statue of Liberty (Liberty Enlightening the World; French: La Liberté "
                   "éclairant le monde) is a colossal sculpture.", ["Statue of Liberty"])


def test_an_explanation_opens_with_a_cause() -> None:
    """For "what led to …" the sentence giving a cause outranks the page's definition, and
    the summary quotes it rather than the section's first sentence."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import summary_of

    question = "What led to the downfall of the Inca Empire?"
    text = ("The empire fell in 1572 after the Spanish conquest. The empire fell because of "
            "smallpox and the Spanish conquest.")
    ranked = rank_sentences(question, [chunk(text, "Inca Empire")], [])
    assert "smallpox" in ranked[0][1]
    text = ("The Inca Empire was the largest empire in pre-Columbian America. The downfall "
            "of the Inca Empire was caused by smallpox and the Spanish conquest.")
    cites = [Citation(sentence=t, source=1, chunk_id="a", passage=text, support=1.0,
                      verified=True) for t in (
        "The Inca Empire was the largest empire in pre-Columbian America.",
        "The downfall of the Inca Empire was caused by smallpox and the Spanish conquest.")]
    sections = [Section(title="Findings", paragraphs=["…"], citations=cites)]
    assert "smallpox" in summary_of(sections, question)
    assert summary_of(sections).startswith("The Inca Empire was the largest")
    # the definition holds more of the question's words than any cause the run found: still
    # not the summary of a "what led to" question (it is of an overview)
    said = ["The Inca Empire (Quechua: Tawantinsuyu, lit. \"four parts\"), also called the "
            "Incan Empire, was the largest empire in pre-Columbian America.",
            "The Incan population suffered a rapid decline after the Spanish arrived."]
    cites = [Citation(sentence=t, source=1, chunk_id="a", passage=" ".join(said), support=1.0,
                      verified=True) for t in said]
    sections = [Section(title="Findings", paragraphs=["…"], citations=cites)]
    lower = "What led to the downfall of the incan empire?"
    assert summary_of(sections, lower, names=["Inca Empire"]).startswith("The Incan population")
    overview = "What is known about the Inca Empire and its downfall?"
    assert summary_of(sections, overview, names=["Inca Empire"]).startswith("The Inca Empire")
    # "how does X arise?" asks how it comes to be: the summary quotes a cause
    heart = ["The second heart sound forms the dub of lub-dub.",
             "It is caused by the closure of the semilunar valves."]
    sounds = [Citation(sentence=t, source=1, chunk_id="h", passage=" ".join(heart),
                       support=1.0, verified=True) for t in heart]
    assert summary_of([Section(title="Findings", paragraphs=["…"], citations=sounds)],
                      "How does the second heart sound arise?").startswith("It is caused by")
    # a sentence two sections quote is summarised once
    twice = [Section(title=t, paragraphs=["…"], citations=cites) for t in ("A", "B")]
    summary = summary_of(twice, overview, names=["Inca Empire"])
    assert summary.count("largest empire") == 1 and "Incan population" in summary
    # "how did it fall?" asks for causes too; a report of one section is summed up by its
    # best sentences, not by one alone
    from deepsearch.research.answers import explains

    assert explains("How did the Inca Empire fall?") and \
        not explains("How did the Inca Empire name its provinces?")
    told = [*said, "Smallpox spread before the Spanish arrived.", "The road system aided it.",
            "The last emperor was executed in 1572."]
    cites = [Citation(sentence=t, source=1, chunk_id="a", passage=" ".join(told), support=1.0,
                      verified=True) for t in told]
    one = summary_of([Section(title="Inca Empire", paragraphs=["…"], citations=cites)],
                     "How did the Inca Empire fall?", names=["Inca Empire"])
    assert one.count("[1]") == 3 and not one.startswith("The Inca Empire (Quechua")


async def test_sentences_are_ranked_by_meaning_too(minilm) -> None:
    """With the real embedder, the sentence that answers in other words ranks above one
    that shares the question's words but not its meaning; a failing embedder leaves the
    ranking by words."""
    from deepsearch.kb.embeddings import EmbeddingService
    from deepsearch.research.answers import by_meaning, rank_sentences

    question = "Who sings dont you wish your girlfriend was hot like me?"
    chunks = [chunk("Junior Tucker is a reggae singer who sings songs like hymns today.",
                    "Junior Tucker", "a"),
              chunk("Don't Cha is a song recorded by the girl group the Pussycat Dolls.",
                    "Don't Cha", "b")]
    by_words = rank_sentences(question, chunks, [])
    assert "Junior Tucker" in by_words[0][1]
    ranked = await by_meaning(question, by_words, EmbeddingService(minilm))
    assert "Pussycat Dolls" in ranked[0][1] and len(ranked) == len(by_words)

    assert await by_meaning(question, by_words, broken_embeddings()) == by_words


def test_next_hop_queries_ask_what_the_name_does_not_say() -> None:
    """A page found in the first round is searched again with the question's words its
    name does not already hold ("Inca Empire" + "downfall", not "empire" twice)."""
    from deepsearch.research.refining import next_queries

    plan = heuristic_plan("What events led to the downfall of the incan empire?")
    evidence = [chunk("The Inca Empire was the largest empire in pre-Columbian America.",
                      "Inca Empire", "a")]
    first = next_queries(plan, evidence, [], set())[0]
    assert first.startswith("Inca Empire ") and first.lower().count("empire") == 1
    assert {"events", "led", "downfall"} <= set(first.lower().split())
    # the gaps are searched by the things they name, not by the question's verbs
    plan = heuristic_plan("When did Toronto host the MLB All-Star Game?")
    asked = next_queries(plan, [], ["toronto", "host"], set())
    assert asked and asked[-1].endswith("toronto") and "host" not in asked[-1].split()


async def test_results_are_weighed_by_meaning_too(minilm) -> None:
    """Two results sharing the question's words alike: the one whose snippet means what the
    question asks scores higher once its meaning is weighed (with the real embedder)."""
    from deepsearch.kb.embeddings import EmbeddingService
    from deepsearch.models import SearchHit
    from deepsearch.research.searching import score_hit

    question = "What led to the downfall of the Inca Empire?"
    hits = [SearchHit(url="http://a.test/1", title="Inca Empire", snippet="Inca cuisine used "
                      "potatoes, maize and quinoa grown on terraces.", score=0.5, provider="t",
                      rank=1, query=question),
            SearchHit(url="http://a.test/2", title="Inca Empire", snippet="Smallpox and the "
                      "Spanish conquistadors brought about its collapse.", score=0.5,
                      provider="t", rank=1, query=question)]
    terms = ["downfall", "inca", "empire"]
    food, fall = (score_hit(h, terms, set()) for h in hits)
    assert food == fall
    meaning = await EmbeddingService(minilm).closeness(question, [f"{h.title}: {h.snippet}"
                                                                  for h in hits])
    assert score_hit(hits[1], terms, set(), meaning=meaning[1]) > \
        score_hit(hits[0], terms, set(), meaning=meaning[0])


@pytest.mark.parametrize(("question", "names"), [
    # a part in a work is two names, "on the" inside one
    ("Who played Fruma Sarah in Fiddler on the Roof?", ["Fruma Sarah", "Fiddler on the Roof"]),
    ("Who played Luke Skywalker in Star Wars?", ["Luke Skywalker", "Star Wars"]),
    ("Who sings These Boots Are Made for Walkin?", ["These Boots Are Made for Walkin"]),
    ("Where did Paris and the Seine meet John?", ["Paris", "Seine", "John"]),
    # a title that stops at "&" is cut from a longer name: "Law & Order" is whole
    ("What happened to Benjamin Stone in Law & Order?", ["Benjamin Stone", "Law & Order"]),
])
def test_the_names_a_question_is_about(question: str, names: list[str]) -> None:
    assert heuristic_plan(question).entities == names


def test_a_lower_case_question_gets_its_subject_from_the_results() -> None:
    """"the incan empire" names nothing the rules see; the result titled "Inca Empire" does.
    A title with words the question lacks, or of one word, is not the subject."""
    from deepsearch.research.planning import recognise_subject

    plan = heuristic_plan("what led to the downfall of the incan empire?")
    assert plan.entities == []
    titles = ["Spanish conquest of the Inca Empire", "Empire", "Inca Empire (book)",
              "Downfall (film)"]
    assert recognise_subject(plan, titles) == "Inca Empire"
    assert recognise_subject(plan, ["Spanish conquest of the Inca Empire", "Empire"]) == ""
    # one word is the subject when the question asks what it is, in its first part
    titles = ["Lady finger", "Okra", "Pieris floribunda"]
    assert recognise_subject(heuristic_plan("what is okra and where is it grown?"),
                             titles) == "Okra"
    assert recognise_subject(heuristic_plan("where is okra grown?"), titles) == ""


def test_one_name_with_and_is_one_subject_once_a_page_names_it() -> None:
    """"How did the Pure Food and Drug Act come about?" is one act, not "Pure Food" and
    "Drug Act" with a section each: a result titled with the whole name joins what the rules
    split; a pair no page names as one stays two."""
    from deepsearch.research.planning import rejoined

    act = heuristic_plan("How did the Rhubarb and Custard Festival come about?")
    assert act.entities == ["Rhubarb", "Custard Festival"]  # the rules alone cannot tell
    # (a name ending in one body's kind they can: "the Pure Food and Drug Act" is one)
    assert heuristic_plan("How did the Pure Food and Drug Act come about?").entities == \
        ["Pure Food and Drug Act"]
    ended = heuristic_plan("How did Prohibition in the United States end?")
    assert ended.entities == ["Prohibition", "United States"]
    assert rejoined(ended, ["Prohibition in the United States", "Volstead Act"]) == \
        ["Prohibition in the United States"]
    assert rejoined(ended, ["Prohibition", "United States"]) == ["Prohibition", "United States"]
    assert rejoined(act, ["Rhubarb and Custard Festival", "Upton Sinclair"]) == \
        ["Rhubarb and Custard Festival"]
    towns = heuristic_plan("Compare Boston, Lincolnshire and Kirton End.")
    assert rejoined(towns, ["Boston, Lincolnshire", "Kirton End"]) == \
        ["Boston, Lincolnshire", "Kirton End"]
    pair = heuristic_plan("What are the main differences between the Torah and the New "
                          "Testament?")
    assert rejoined(pair, ["Torah", "New Testament", "Torah (book)"]) == \
        ["Torah", "New Testament"]
    assert "main" not in pair.key_terms  # how the request speaks, no gap to report


def test_names_typed_without_capitals_are_written_as_their_pages_write_them() -> None:
    """"compare ali daei and cristiano ronaldo": sections "Ali Daei" and "Cristiano
    Ronaldo" once pages so titled are found; "lady finger" stays as its page writes it, and
    a name no page is titled with as typed."""
    from deepsearch.research.planning import recased

    assert recased(["ali daei", "cristiano ronaldo"], ["Ali Daei", "Cristiano Ronaldo (film)"]) \
        == ["Ali Daei", "Cristiano Ronaldo"]
    assert recased(["okra", "lady finger"], ["Okra", "Lady finger"]) == ["Okra", "Lady finger"]
    assert recased(["ali daei", "Tuba"], ["Ali Daei, footballer", "tuba"]) == \
        ["ali daei", "Tuba"]


def test_a_name_written_on_in_lower_case_is_the_page_titled_with_it() -> None:
    """"How did Manifest destiny influence US expansion?" read "Manifest" as its subject,
    and its section was headed "Manifest": with a page titled "Manifest destiny" read, the
    subject and the section are the page's; its heading stops before the verb, not at "US".
    A name that goes on with no page's title stays as it is, and so does a name of two
    words. "What was the impact of the Black death on Europe?" is explained, not answered
    in a line."""
    from deepsearch.research.planning import lengthened
    from deepsearch.research.shape import named_whole

    plan = heuristic_plan("How did Manifest destiny influence US expansion?")
    assert plan.entities == ["Manifest"]
    assert lengthened(plan, plan.entities, ["Manifest destiny", "Manifest (film)"]) == \
        ["Manifest destiny"]
    assert lengthened(plan, plan.entities, ["Manifest (film)", "Destiny"]) == ["Manifest"]
    death = heuristic_plan("What was the impact of the Black death on Europe?")
    assert death.shape == "explanation"
    assert lengthened(death, ["Black", "Europe"], ["Black Death", "Europe"]) == \
        ["Black Death", "Europe"]
    assert lengthened(death, ["Black Death"], ["Black Death plague"]) == ["Black Death"]
    assert [a.title for a in heuristic_plan(plan.question, ["Manifest destiny"]).aspects] == \
        ["Manifest destiny"]
    assert named_whole("Why did the Delano grape strike end?", "Delano") == \
        "Delano grape strike"


def test_questions_asked_in_other_words_are_read_as_asked() -> None:
    """"Explain how the egg cell is fertilized." was read as "How the is egg cell
    fertilized?" and answered in a line: only "how many", "how long" … keep their word
    before the embedded question's subject. A process undergone ("How is tuberculosis
    transmitted?") is explained, as "How is champagne made?" was; how two things are
    related is not. "Is Cabo San Lucas in Mexico?" asks of a town and a country, as "Is
    Paris in France?" does."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    egg = heuristic_plan("Explain how the egg cell is fertilized.")
    assert egg.normalized == "How is the egg cell fertilized?"
    assert egg.shape == "explanation"
    assert heuristic_plan("Tell me how tall the Eiffel Tower is.").normalized == \
        "How tall is the Eiffel Tower?"
    assert heuristic_plan("How is tuberculosis transmitted?").shape == "explanation"
    assert heuristic_plan("How is Kevin Durant related to LeBron James?").shape == "factoid"
    assert heuristic_plan("Is Cabo San Lucas in Mexico?").entities == ["Cabo San Lucas",
                                                                       "Mexico"]
    # "who starred in …": the name before "stars" too, not the director's, named twice
    page = [chunk("To Catch a Thief is a 1955 American romantic thriller film directed by "
                  "Alfred Hitchcock.", "To Catch a Thief", "t1"),
            chunk("Grace Kelly stars opposite him as his romantic interest in her final film "
                  "with Hitchcock.", "To Catch a Thief", "t2")]
    question = "Who starred in To Catch a Thief?"
    assert answer_votes(question, rank_sentences(question, page, []))[0][0] == "Grace Kelly"


async def test_a_run_makes_a_split_name_one_subject(tmp_path: Path,
                                                    kb_factory) -> None:  # noqa: F811
    """The whole run: the plan's subject and sections follow the page's name."""
    pages = [("fest-1", "Rhubarb and Custard Festival", "The Rhubarb and Custard Festival "
              "of 1906 was a village fair in Yorkshire. It came about after a glut of rhubarb "
              "described in a letter by Upton Sinclair."),
             ("fest-2", "Upton Sinclair", "Upton Sinclair was an American writer whose "
              "letters described the Yorkshire rhubarb glut."),
             ("fest-3", "Whole food", "Whole food is food that is processed as little as "
              "possible before being consumed.")]
    events: list = []
    result, _ = await research_pages(pages, "How did the Rhubarb and Custard Festival come "
                                     "about?", tmp_path, kb_factory, events)
    assert result.plan.entities == ["Rhubarb and Custard Festival"]
    assert [s.title for s in result.report.sections if s.title != "Summary"] == \
        ["Rhubarb and Custard Festival"], [s.title for s in result.report.sections]
    assert any("one subject" in e.message for e in events)


def test_an_overview_of_a_subject_the_results_name_is_titled_for_it() -> None:
    """"What is a perfect game in baseball?" names no subject the rules see; once the results
    do, its section is the subject's, not "Findings"."""
    from deepsearch.research.planning import adopt_subject

    class Events:
        def emit(self, *args, **kwargs) -> None:
            return None

    class Context:
        events = Events()

    plan = heuristic_plan("What is a perfect game in baseball?")
    assert [a.title for a in plan.aspects] == ["Findings"]
    adopt_subject(Context(), plan, ["Perfect game (baseball)", "Baseball"])  # type: ignore
    assert plan.entities == ["Perfect game"]
    assert [a.title for a in plan.aspects] == ["Perfect game"]
    # "what is the sunbeam alpine", without capitals, asks what the car is, as "What is the
    # Sunbeam Alpine?" does: an overview of it once a result names it, not "Rootes Group"
    plan = heuristic_plan("what is the sunbeam alpine")
    assert plan.shape == "overview" and plan.entities == []
    adopt_subject(Context(), plan, ["Sunbeam Alpine", "Rootes Group"])  # type: ignore
    assert (plan.shape, [a.title for a in plan.aspects]) == ("overview", ["Sunbeam Alpine"])
    plan = heuristic_plan("what is the sunbeam alpine's top speed")  # one value of it
    adopt_subject(Context(), plan, ["Sunbeam Alpine"])  # type: ignore
    assert plan.shape == "factoid" and plan.entities == ["Sunbeam Alpine"]
    # "What is the Russian ruble?" names a nationality, no subject: the results do
    plan = heuristic_plan("What is the Russian ruble?")
    assert (plan.shape, plan.entities) == ("overview", ["Russian"])
    adopt_subject(Context(), plan, ["Russian ruble", "Bank of Russia"])  # type: ignore
    assert (plan.shape, [a.title for a in plan.aspects]) == ("overview", ["Russian ruble"])


def test_the_winner_of_a_final_is_the_side_that_won_it_not_one_of_another_year() -> None:
    """"Who won the 2018 UEFA Champions League Final?" answered "Bayern Munich", from "… the
    first since Bayern Munich defeated Saint-Étienne in the 1976 European Cup Final" on the
    2018 final's page: a side beating another in a contest of another year is no answer,
    and "a 3–1 win for Real Madrid" says who won."""
    from deepsearch.research.answers import answer_votes, beat_the_other, rank_sentences

    said = ("Two goals from man of the match Gareth Bale proved the difference in a 3–1 win "
            "for Real Madrid, making them the first team to win three back-to-back titles "
            "and the first since Bayern Munich defeated Saint-Étienne in the 1976 European "
            "Cup Final.")
    assert beat_the_other("Real Madrid", said, ["2018"])
    assert not beat_the_other("Bayern Munich", said, ["2018"])
    assert beat_the_other("Spain", "Spain defeated the Netherlands 1–0.", ["2010"])
    page = [chunk("The 2018 UEFA Champions League Final was played in Kiev between Real Madrid "
                  "and Liverpool.", "2018 UEFA Champions League Final", "f1"),
            chunk(said, "2018 UEFA Champions League Final", "f2")]
    question = "Who won the 2018 UEFA Champions League Final?"
    assert answer_votes(question, rank_sentences(question, page, []))[0][0] == "Real Madrid"


def test_a_count_asked_is_stated_by_a_sentence_giving_one() -> None:
    """"How many perfect games have been pitched in Major League Baseball?" said the
    evidence did not settle it: the two best sentences were two games' own ("Halladay …
    pitched a perfect game …"), and "pitched" was read as what the games are counted within.
    The sentences weighed are those counting the games ("… there have been 23 official
    perfect games …")."""
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences

    question = "How many perfect games have been pitched in Major League Baseball?"
    assert composing.counted_where(question) == ["league", "baseball"]
    title = "List of Major League Baseball perfect games"
    page = [chunk("Halladay, of the Philadelphia Phillies, pitched a perfect game in Major "
                  "League Baseball on May 29, 2010, the second perfect game of the season.",
                  title, "h"),
            chunk("Matt Cain pitched the first perfect game in Giants franchise history, the "
                  "second of three in Major League Baseball in 2012.", title, "m"),
            chunk("Over the 150 years of Major League Baseball history, there have been 23 "
                  "official perfect games by the current definition.", title, "o")]
    ranked = rank_sentences(question, page, [])
    assert "23" not in " ".join(s for _, s, _ in ranked[:2])
    assert not composing.weakly_stated(question, ranked, "23")


async def test_a_run_adopts_the_subject_its_results_name(web: LocalWeb, tmp_path: Path,
                                                         kb_factory) -> None:  # noqa: F811
    settings = research_settings(web, tmp_path, **{"research.use_knowledge_base": False})
    events = []
    async with Researcher(settings, llm=None, kb=await kb_factory(settings)) as r:
        result = await r.research("what is reciprocal rank fusion used for in hybrid search?",
                                  on_event=events.append)
    assert result.plan.entities == ["Reciprocal rank fusion"]
    assert any("subject" in e.message and e.stage == "plan" for e in events)
    assert web.page_url("ir-0006") in result.sources_read


def test_next_hops_follow_names_not_dates_or_common_words() -> None:
    """A date, a count, a nationality or a capitalised common word is no page to read next:
    the next hop follows the names."""
    from deepsearch.research.refining import bridge_entities, leads_nowhere

    text = ("On August 15 the state of Alabama passed the law. State courts upheld it between "
            "1934 and 1937, and the Japanese press noted that Lister Hill opposed it.")
    assert leads_nowhere("August 15", text) and leads_nowhere("1934 and 1937", text)
    assert leads_nowhere("Japanese", text) and leads_nowhere("State", text)
    assert leads_nowhere("South Korean", "It is a South Korean series starring Han Ye-ri.")
    assert leads_nowhere("2012 American", "It is a 2012 American superhero film.")
    assert not leads_nowhere("Kanye West", "It was produced by Kanye West in Chicago.")
    assert not leads_nowhere("Lister Hill", text) and not leads_nowhere("Alabama", text)
    assert leads_nowhere("Once", "Once fertilized, the egg implants in the Uterus.")
    assert leads_nowhere("Second Round", "They lost in the Second Round to NC State.")
    plan = heuristic_plan("When did alabama become a right to work state?")
    names = bridge_entities([chunk(text, "Right-to-work law", "a")], plan, set(), limit=5)
    assert "Lister Hill" in names and not {"August 15", "1934 and 1937", "Japanese",
                                           "State"} & set(names)


def test_next_hops_leave_out_chunks_about_something_else() -> None:
    """A passage whose meaning is far from the question's (cosine, against the best one's)
    gives no next hop: "Detroit" from a page on its weather is not where a fertilised ovum
    implants; names in the passage about the question still lead on."""
    from deepsearch.research.refining import bridge_entities

    plan = heuristic_plan("Where does implantation of the fertilized ovum usually occur?")
    on = chunk("Implantation usually occurs in the Uterus, as Karl Ernst von Baer described.",
               "Implantation (human embryo)", "a").model_copy(update={"vector_score": 0.64})
    off = chunk("Snowfall in Detroit usually occurs between November and April, Lake Erie "
                "permitting.", "Detroit", "b").model_copy(update={"vector_score": 0.06})
    names = bridge_entities([on, off], plan, set(), limit=6)
    assert "Karl Ernst von Baer" in names and not {"Detroit", "Lake Erie"} & set(names), names
    # without cosines (a keyword-only index), every passage leads on as before
    plain = [c.model_copy(update={"vector_score": None}) for c in (on, off)]
    assert "Detroit" in bridge_entities(plain, plan, set(), limit=6)
    # a passage only loosely near the question ("the mother of dragons"): a queen mother of
    # another land, at a third of a cosine, leads nowhere either
    plan = heuristic_plan("Who was the mother of dragons married to?")
    queen = chunk("Mapum of Geumgwan Gaya was the queen mother of King Seopum and married King "
                  "Geodeung.", "Mapum of Geumgwan Gaya", "c").model_copy(
                      update={"vector_score": 0.3})
    dragons = chunk("Daenerys Targaryen, the mother of dragons, married Khal Drogo.",
                    "Daenerys Targaryen", "d").model_copy(update={"vector_score": 0.6})
    names = bridge_entities([dragons, queen], plan, set(), limit=6)
    assert "Khal Drogo" in names and "Mapum of Geumgwan Gaya" not in names, names


def test_readings_named_are_stated_in_the_report_and_are_someone() -> None:
    """The answers a report names beside each other are each in a sentence it quotes, and
    for "who" the name of someone: not "United States" voted from a sentence left out, not
    "Jupiter 2" (a ship) nor "FLDS Church"."""
    from deepsearch.research.composing import shown_readings

    lines = ["Molly Parker plays Maureen Robinson, commander of the Jupiter 2. [1]",
             "Mina Sundwall plays Penny, and the FLDS Church is named in a later episode. [2]"]
    shown = shown_readings("Who is the mom on the new lost in space?",
                           ["Molly Parker", "Jupiter 2", "United States", "FLDS Church",
                            "Mina Sundwall"], lines)
    assert shown == ["Molly Parker", "Mina Sundwall"], shown
    assert shown_readings("Who got eliminated?", ["Dharma Productions", "Ansh Bagri"],
                          ["Ansh Bagri left Dharma Productions. [1]"]) == ["Ansh Bagri"]
    # a "when" question's years are no one either way: kept when quoted
    assert shown_readings("When did it air?", ["2018", "2019"], ["It aired in 2018. [1]"]) == \
        ["2018"]


def test_a_capital_that_only_opens_the_question_is_no_name() -> None:
    """"Real name of gwen stacy?" is not about "Real", nor "who's" a name or "October 2 1975"
    a subject; a name followed by its verb ("Paris is …") stays one."""
    from deepsearch.research.planning import question_entities

    assert question_entities("Real name of gwen stacy in amazing spiderman?", "factoid") == []
    assert question_entities("Who's the highest paid nba player 2017?", "factoid") == []
    assert question_entities("What was the number one song on october 2 1975?", "factoid") == []
    assert question_entities("Paris is the capital of which country?", "factoid") == ["Paris"]
    assert question_entities("Is Paris in France?", "factoid") == ["Paris", "France"]


def test_who_is_not_answered_by_the_thing_asked_about() -> None:
    """"Who is the sheriff of Maricopa County?" is not answered by the sheriff's office, nor
    "who beat them in the tournament?" by a tournament: a person or a team is."""
    from deepsearch.research.answers import answer_votes, mostly_asked

    assert mostly_asked("Maricopa County Sheriff's Office",
                        "Who is the current sheriff of maricopa county arizona?")
    assert mostly_asked("Toy Story 3", "Who sings you've got a friend in me in toy story 2?")
    assert not mostly_asked("University of Cambridge", "Which university did he attend?")

    def top(question: str, *texts: str) -> str:
        ranked = [(1.0, t, chunk(t, "Page", f"s{i}")) for i, t in enumerate(texts)]
        return answer_votes(question, ranked)[0][0]

    assert top("Who is the current sheriff of maricopa county arizona?",
               "The Maricopa County Sheriff's Office is led by Paul Penzone.",
               "The Maricopa County Sheriff's Office patrols the county.") == "Paul Penzone"
    assert top("Who beat villanova in the ncaa tournament?",
               "Villanova won the Big East Tournament and lost in the NCAA Tournament to "
               "North Carolina State.", "The Big East Tournament is played in March.") == \
        "North Carolina State"
    got = [c for c, _ in answer_votes("Who inspired the title of A Raisin in the Sun?", [
        (1.0, t, chunk(t, "Tears of the Sun", f"s{i}")) for i, t in enumerate([
            'The title comes from the poem "Harlem" by Langston Hughes.',
            'He took the title from the "Die Hard" series.',
            'The title of the "Die Hard" series inspired him.',
            "The title was used again for the film Sun Road."])])]
    assert "Langston Hughes" in got and not {"Die Hard", "Sun Road"} & set(got), got  # works
    assert top("Who directed Sun Road?", "Sun Road is a Stanley Kubrick film.") == \
        "Stanley Kubrick"  # who made a work is named before it
    assert top("Who is the sibling of Feng Gong?",  # a gala is no one
               "Feng Gong appeared at the CCTV New Year's Gala with his brother Feng Li.",
               "The CCTV New Year's Gala is broadcast each year.") == "Feng Li"
    ranked = [(1.0, t, chunk(t, "Villanova Wildcats", f"s{i}")) for i, t in enumerate([
        "They lost in the Third Round to NC State.", "In the Third Round they beat Lafayette."])]
    got = [c for c, _ in answer_votes("Who beat villanova in the ncaa tournament?", ranked)]
    assert got[0] == "NC State" and "Third Round" not in got
    assert "Villanova Wildcats" not in got  # the page about the asked team, named by none
    ranked = [(1.0, t, chunk(t, "Charlie Day", f"s{i}")) for i, t in enumerate([
        "Charlie Day plays Charlie Kelly.", "He also co-created the show."])]
    assert answer_votes("Who plays charlie on it's always sunny?", ranked)[0][0] == "Charlie Day"


def test_an_answer_is_not_the_question_named_again() -> None:
    """"Japan" does not answer a question about "a Japanese hotel": it is the question's
    own word for the place."""
    from deepsearch.research.answers import answer_votes, extends_asked, restates

    assert restates("Japan", "Japanese hotel run by the same family for 1300 years?")
    assert restates("Italy", "Which Italian car maker built it?")
    assert not restates("Tokyo", "Japanese hotel run by the same family for 1300 years?")
    assert not restates("Japan", "In which country is the Japanese firm Sony based?")

    def top(question: str, *texts: str) -> str:
        ranked = [(1.0, t, chunk(t, "Page", f"s{i}")) for i, t in enumerate(texts)]
        return answer_votes(question, ranked)[0][0]

    assert top("Japanese hotel run by the same family for 1300 years?",
               "Japan has old hotels: Nishiyama Onsen Keiunkan opened in 705.",
               "The oldest hotel in Japan is Nishiyama Onsen Keiunkan.") == \
        "Nishiyama Onsen Keiunkan"
    # the thing asked about under its full name is no answer about it
    index = "What is the oldest company in the dow jones index?"
    assert extends_asked("Dow Jones Industrial Average", index)
    assert not extends_asked("General Electric Company", index)
    assert not extends_asked("Dow Jones", index)  # the question's words alone: restated
    assert not extends_asked("Teen Titans Go", "Which of Tara Strong's voice roles is an "
                             "American animated series based on the DC Comics team, the Teen "
                             "Titans?")  # a long question describes its answer by them
    said = [("The Dow Jones Industrial Average is a stock market index of 30 companies.",
             "Dow Jones Industrial Average"),
            ("The Dow Jones Industrial Average was first calculated in 1896.",
             "Dow Jones Industrial Average"),
            ("General Electric had been the oldest company in the index.", "General Electric")]
    ranked = [(1.0, t, chunk(t, title, f"s{i}")) for i, (t, title) in enumerate(said)]
    assert [c for c, _ in answer_votes(index, ranked)] == ["General Electric"]
    # a thing asked for is no country, nor its people's word, unless a place is what is asked
    marigold = "The Mexican marigold, known as the flower of the dead, grows in Mexico."
    ranked = [(1.0, marigold, chunk(marigold, "Tagetes erecta"))]
    assert [c for c, _ in answer_votes("What is the flower of the dead in spanish?", ranked)
            ] == ["Tagetes erecta"]
    assert "Mexico" in [c for c, _ in answer_votes("What is the home country of the "
                                                   "marigold?", ranked)]


def test_evidence_is_only_what_bears_on_the_question() -> None:
    """A factoid's evidence stops where the sentences stop bearing on the question: a
    sentence far below the best one is not quoted to fill the length."""
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences

    question = "When did Ben Stone leave Law and Order?"
    plan = heuristic_plan(question)
    chunks = [chunk("Ben Stone left Law and Order in 1994 when Michael Moriarty resigned. Ben "
                    "Stone was the executive assistant district attorney.", "Ben Stone", "a"),
              chunk("Recurring cast: Ken Osmond as Eddie Haskell, a mischievous friend.",
                    "Leave It to Beaver", "b")]
    ranked = rank_sentences(question, chunks, plan.entities)
    picked = composing.body(plan, ranked, "1994", "standard")
    assert len(picked) == 2 and not any("Osmond" in sentence for sentence, _ in picked)


def test_an_unsettled_answer_leads_with_the_page_bearing_most_on_the_question() -> None:
    """With no answer found, the body opens with the page of the sentence that bears most on
    the question, in that page's order, not with a candidate's sentence from another page."""
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences

    question = "Present chairman of public accounts committee of lok sabha?"
    plan = heuristic_plan(question)
    chunks = [chunk("The result of the 1996 election to the Lok Sabha was a hung parliament, "
                    "which saw Atal Bihari Vajpayee form the government. Vajpayee was chairman "
                    "of the party.", "Indian general election, 1996", "a"),
              chunk("The Public Accounts Committee (PAC) is a committee of selected members of "
                    "the Lok Sabha for auditing the expenditure of the Government of India. The "
                    "chairman of the committee is appointed by the Lok Sabha speaker.",
                    "Public Accounts Committee (India)", "b")]
    ranked = rank_sentences(question, chunks, plan.entities)
    picked = composing.body(plan, ranked, "", "standard")
    assert [c.source_id for _, c in picked] == ["b", "b", "a", "a"]
    assert picked[0][0].startswith("The Public Accounts Committee (PAC) is")
    answered = composing.body(plan, ranked, "Atal Bihari Vajpayee", "standard")
    assert "Vajpayee" in answered[0][0]  # an answer's own sentence still comes first


def test_one_of_two_names_asked_together_on_a_page_without_the_other_is_a_namesake() -> None:
    """"Where did blair and serena go to school?": with a page naming both read, a page
    naming Serena and never Blair is of another Serena; a question naming no two names
    together drops nothing. Two copies of a sentence are quoted once."""
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences

    question = "Where did blair and serena go to school?"
    plan = heuristic_plan(question)
    gossip = chunk("The books follow best friends Blair Waldorf and Serena van der Woodsen. "
                   "Serena is a tall, blonde, slim, and beautiful teenage girl from the Upper "
                   "East Side of Manhattan in New York City.", "Gossip Girl", "a")
    copy = chunk("Serena is a tall, blonde, slim, and attractive teenage girl from the Upper "
                 "East Side of Manhattan in New York City.", "Gossip Girl", "c")
    tennis = chunk("At the time, Venus and Serena were only 20 and 19 years old and went to "
                   "school in Compton.", "Williams sisters", "b")
    ranked = rank_sentences(question, [gossip, copy, tennis], plan.entities)
    off = composing.without_partner(question, ranked, "")
    assert off == {composing.statement_key(tennis.text)}
    assert not composing.without_partner("Where did serena go to school?", ranked, "")
    assert not composing.without_partner(question, ranked, "Compton")  # the answer's own
    picked = [t for t, _ in composing.body(plan, ranked, "", "standard", frozenset(off))]
    assert not any("Venus" in t for t in picked)
    assert sum("teenage girl" in t for t in picked) == 1


async def test_evidence_about_something_else_is_not_quoted(minilm) -> None:
    """A sentence sharing one word with the question ("put", "line") and far from it in
    meaning is about something else: the body does not quote it to fill its length. One
    sharing as few words but close in meaning stays; the answer's own sentence always
    stays; a failing embedder checks nothing."""
    from deepsearch.kb.embeddings import EmbeddingService
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.verifying import Numbering

    question = "When did they put the 3 point line in the NBA?"
    plan = heuristic_plan(question)
    chunks = [chunk("The NBA adopted the three point arc in 1979.", "Three-point field goal",
                    "a"),
              chunk("The American Basketball Association first used the arc from 1967.",
                    "Three-point field goal", "b"),
              chunk("Since 1985 the approach to Runway 21 is almost exactly in line with the "
                    "runway.", "Lake Erie Islands Airport", "c")]
    ranked = rank_sentences(question, chunks, plan.entities)
    embeddings = EmbeddingService(minilm)
    lines, _ = await composing.on_topic_body(plan, ranked, "1979", "standard", Numbering(),
                                             embeddings)
    assert len(lines) == 2 and not any("Runway" in line for line in lines)
    assert any("1967" in line for line in lines)
    assert any("Runway" in sentence for sentence, _ in composing.body(  # without the check
        plan, ranked, "1979", "standard"))
    lines, _ = await composing.on_topic_body(plan, ranked, "1985", "standard", Numbering(),
                                             embeddings)
    assert any("Runway" in line for line in lines)  # the answer's sentence is never dropped

    lines, _ = await composing.on_topic_body(plan, ranked, "1979", "standard", Numbering(),
                                             broken_embeddings())
    assert len(lines) == 3


async def test_a_page_titled_for_something_else_is_weighed_however_many_words_it_holds(
        minilm) -> None:
    """"Captain Scott Knabe and First Officer Steven Dean died." holds "died" and, with its
    page's title "Colgan Air Flight 9446", "air": two of the question's words, yet it is
    about another accident. A sentence on a page whose title is loosely tied to the question
    is weighed by meaning too; the sentences of the book's own page are not."""
    from deepsearch.kb.embeddings import EmbeddingService
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.verifying import Numbering

    question = "Who died in the book into thin air?"
    plan = heuristic_plan(question)
    chunks = [chunk("Into Thin Air is a 1997 book by Jon Krakauer about the 1996 Everest "
                    "disaster, in which eight climbers died. Another group was led by Scott "
                    "Fischer, whose agency was Mountain Madness.", "Into Thin Air", "a"),
              chunk("Captain Scott Knabe and First Officer Steven Dean died.",
                    "Colgan Air Flight 9446", "b")]
    ranked = rank_sentences(question, chunks, plan.entities)
    assert composing.off_page(question, chunks[1]) and \
        not composing.off_page(question, chunks[0])
    assert not composing.loosely_tied(question, "Captain Scott Knabe and First Officer "
                                      "Steven Dean died.", chunks[1])  # by its words, tied
    lines, _ = await composing.on_topic_body(plan, ranked, "", "standard", Numbering(),
                                             EmbeddingService(minilm))
    assert not any("Knabe" in line for line in lines), lines
    assert any("Scott Fischer" in line for line in lines), lines


async def test_a_page_about_something_else_lends_its_sentences_no_weight(minilm) -> None:
    """"The village produces a lot of wine and holds a wine festival every August." holds
    "wine" and "festival" of "When does disney's food and wine festival end?", on a page
    (Omodos, a village in Cyprus) whose opening is far from the question: a sentence on
    such a page stays only if it is itself close to the question. The festival's own page
    is quoted; a failing embedder checks nothing."""
    from deepsearch.kb.embeddings import EmbeddingService
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.verifying import Numbering

    question = "When does disney's food and wine festival end?"
    plan = heuristic_plan(question)
    chunks = [chunk("The Epcot International Food & Wine Festival is an annual event at Epcot "
                    "in Walt Disney World. The festival runs from late August to mid-November.",
                    "Epcot International Food & Wine Festival", "a"),
              chunk("Omodos is a village in the Limassol District of Cyprus, on the southern "
                    "slopes of the Troodos Mountains. The village produces a lot of wine and "
                    "holds a wine festival every August.", "Omodos", "b")]
    ranked = rank_sentences(question, chunks, plan.entities)
    embeddings = EmbeddingService(minilm)
    lines, _ = await composing.on_topic_body(plan, ranked, "", "standard", Numbering(),
                                             embeddings)
    assert not any("holds a wine festival" in line for line in lines), lines
    assert any("mid-November" in line for line in lines), lines
    assert await composing.far_pages(question, ranked, [(s, c) for _, s, c in ranked], (),
                                     embeddings) == {"a": False, "b": True}
    lines, _ = await composing.on_topic_body(plan, ranked, "", "standard", Numbering(),
                                             broken_embeddings())
    assert any("holds a wine festival" in line for line in lines), lines


async def test_a_long_questions_generic_words_do_not_tie_a_sentence_to_it(minilm) -> None:
    """"The greatest annual snowfall level is at Mount Rainier …" holds "greatest" and
    "annual", two of the seven content words of "Which latitudes experience the greatest
    annual change in daylight hours?": a long question's sentence must hold one in three of
    its words to be tied to it by words alone; fewer, it is weighed by meaning and left
    out. The daytime page's sentences stay."""
    from deepsearch.kb.embeddings import EmbeddingService
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.verifying import Numbering

    question = "4. which latitudes experience the greatest annual change in daylight hours?"
    plan = heuristic_plan(question)
    chunks = [chunk("Around the poles, the seasonal variations in the length of daytime are "
                    "extreme. Within 23.44° latitude of the poles, there will be at least some "
                    "days each year during which the sun never goes below the horizon. The 24 "
                    "hours of summer daylight is known as the midnight sun.", "Daytime", "a"),
              chunk("The greatest annual snowfall level is at Mount Rainier in Washington, at "
                    "692 inches.", "Geography of the United States", "b")]
    snow = "The greatest annual snowfall level is at Mount Rainier in Washington, at 692 inches."
    assert composing.loosely_tied(question, snow, chunks[1])
    assert not composing.loosely_tied("Where is the greatest annual snowfall?", snow,
                                      chunks[1])  # a short question's two words tie it
    ranked = rank_sentences(question, chunks, plan.entities)
    lines, _ = await composing.on_topic_body(plan, ranked, "", "standard", Numbering(),
                                             EmbeddingService(minilm))
    assert not any("Rainier" in line for line in lines), lines
    assert any("23.44°" in line for line in lines), lines


def test_a_step_of_the_chain_is_never_about_something_else() -> None:
    """A sentence sharing no word with the question is still a step of its chain when one
    of the best sentences tied to the question names its page, or when it names the page of
    one: the director's birthplace, the forum Gorbachev initiated."""
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences

    question = "What is the place of birth of the director of the film Dollar?"
    film = chunk("Dollar is a 1938 Swedish comedy film directed by Gustaf Molander.",
                 "Dollar (film)", "a")
    director = chunk("Gustaf Molander was born in Helsingfors.", "Gustaf Molander", "b")
    other = chunk("The approach to Runway 21 is in line with the runway.", "Airport", "c")
    links = composing.Links(question, rank_sentences(question, [film, director, other], []))
    assert composing.loosely_tied(question, director.text, director)
    assert links(director.text, director) and not links(other.text, other)
    question = "What type of forum did a former Soviet statesman initiate?"
    leader = chunk("Mikhail Gorbachev is a former Soviet statesman.", "Mikhail Gorbachev", "d")
    summit = chunk("The summit was begun by Mikhail Gorbachev in the 90s.", "World Summit", "e")
    links = composing.Links(question, rank_sentences(question, [leader, summit, other], []))
    assert links(summit.text, summit) and not links(other.text, other)
    question = "Hertfordshire fire and rescue service chief fire officer?"
    named = chunk("The Coastwatchers, or Combined Field Intelligence Service, would rescue "
                  "stranded personnel.", "Coastwatchers", "f")
    later = chunk("They played a significant role in the Pacific.", "Coastwatchers", "f")
    links = composing.Links(question, rank_sentences(question, [named, later], []))
    assert not links(later.text, later)  # named by its own page's sentence only: no step


def test_a_short_factoid_is_ranked_over_every_passage_read() -> None:
    """"Who has the highest goals?" may mean the men's or the women's record: the women's
    is on a page read, in a passage the question's words did not retrieve. A short factoid's
    sentences are ranked over every passage read (those retrieved first, the rest as if
    right after them); a long, closely described question keeps its retrieved evidence."""
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences

    question = "Who has the highest goals in world football?"
    plan = heuristic_plan(question)
    retrieved = [chunk("Ali Daei has the highest goals in men's international football.",
                       "Ali Daei", f"r{i}") for i in range(12)]
    other = chunk("Christine Sinclair has the highest goals in women's international "
                  "football.", "Christine Sinclair", "w")
    unrelated = [chunk("The stadium was rebuilt in 1998.", "Stadium", f"u{i}") for i in range(6)]
    passages = composing.passages_to_rank(plan, retrieved, [retrieved[0], *unrelated, other])
    assert passages == [*retrieved, *unrelated, other]  # each once, the retrieved first
    capped = rank_sentences(question, passages, [], rank_cap=len(retrieved))
    uncapped = rank_sentences(question, passages, [])
    place = next(s for s, t, _ in capped if "Sinclair" in t)
    assert place > next(s for s, t, _ in uncapped if "Sinclair" in t)
    last = min(s for s, t, _ in capped if "Daei" in t)
    assert last - 0.021 < place < last  # right after the last retrieved passage
    long_plan = heuristic_plan("Who has scored the highest number of goals in women's "
                               "international football matches for Canada since 2000?")
    assert composing.passages_to_rank(long_plan, retrieved, [other]) == retrieved


def test_where_is_answered_by_a_place_not_the_director() -> None:
    """"Where does the film take place?": the sentences name its director more often than
    its town; the answer is the name put after a place's preposition ("set in …")."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "Where does Harvest Moon take place?"
    chunks = [chunk("Harvest Moon is a 1984 drama film written and directed by Carla Brennan. "
                    "Carla Brennan also produced it.", "Harvest Moon", "a"),
              chunk("Harvest Moon was shot and set in Millbrook, a farming town. Carla Brennan "
                    "won an award for it.", "Harvest Moon", "b")]
    ranked = rank_sentences(question, chunks, [])
    assert short_answer(question, ranked) == "Millbrook"
    who = "Who directed Harvest Moon?"
    assert short_answer(who, rank_sentences(who, chunks, [])) == "Carla Brennan"


def test_a_report_of_one_section_is_as_long_as_a_factoids_evidence() -> None:
    """"What led to the downfall of the Inca Empire?" has one aspect: its section quotes as
    many sentences as a factoid's evidence, not one section's share of a longer outline."""
    from deepsearch.research import composing
    from deepsearch.research.models import Aspect

    causes = ["smallpox", "civil war", "famine", "conquest", "drought", "revolts", "taxes",
              "measles", "floods", "schisms", "raids", "debts"]
    said = [f"The {cause} weakened the empire in its last decade." for cause in causes]
    ranked = [(1.0 - i / 20, text, chunk(text, "Inca Empire", f"s{i}"))
              for i, text in enumerate(said)]
    one = [Aspect(title="Findings", question="What led to the downfall of the Inca Empire?")]
    [picked] = composing.outline_picks(one, [ranked], "standard", [])
    assert len(picked) == composing.BODY["standard"]
    two = [*one, Aspect(title="Aftermath", question="What followed the fall?")]
    picks = composing.outline_picks(two, [ranked, ranked], "standard", [])
    assert [len(p) for p in picks] == [composing.SENTENCES["standard"]] * 2


def test_a_report_answering_the_question_in_one_section_ranks_every_passage_read() -> None:
    """An explanation's one section ranks every passage read after its evidence (the cause,
    "smallpox", is in a passage the question's words did not retrieve); two subjects
    compared keep to their evidence, and so does one subject's facet among several."""
    from deepsearch.research import composing
    from deepsearch.research.models import Aspect

    question = "What led to the downfall of the Inca Empire?"
    findings = Aspect(title="Findings", question=question)
    retrieved = [chunk("The downfall of the Seljuk Empire led to a new empire.", "Seljuk "
                       "Empire", "s")]
    cause = chunk("The effects of smallpox on the Inca were devastating.", "Inca Empire", "i")
    assert composing.ranks_all_read([findings], findings, [])
    ranked = composing.aspect_ranking(findings, retrieved, [retrieved[0], cause])
    assert [c.source_id for _, _, c in ranked] == ["s", "i"]  # each once, the evidence first
    assert composing.reads_every_passage(heuristic_plan(question))
    subject = Aspect(title="Inca Empire", question=question, entity="Inca Empire")
    assert composing.ranks_all_read([subject], subject, ["Inca Empire"])
    assert not composing.ranks_all_read([subject, findings], findings, ["Inca", "Aztec"])
    life = Aspect(title="Life", question="Timothy Leary life", entity="Timothy Leary")
    work = Aspect(title="Work", question="Timothy Leary work", entity="Timothy Leary")
    assert not composing.ranks_all_read([life, work], life, ["Timothy Leary"])


def test_a_facet_is_told_in_its_own_words() -> None:
    """"Tupac Shakur's life and career": the sentence giving his birth (or a lifespan's
    dates) is his life's, the single he released his career's, though the facet's name is
    in neither."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("What is known about Tupac Shakur's life and career?")
    assert [a.title for a in plan.aspects] == ["Life", "Career"]
    page = chunk("Tupac Shakur, born Lesane Parish Crooks in 1971, was an American rapper. "
                 "\"Brenda's Got a Baby\" is the second single released by Tupac Shakur.",
                 "Tupac Shakur")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [page]) for a in plan.aspects],
                          "brief", subject_names(plan))
    assert [[t for t, _ in p] for p in picks] == [
        ["Tupac Shakur, born Lesane Parish Crooks in 1971, was an American rapper."],
        ["\"Brenda's Got a Baby\" is the second single released by Tupac Shakur."]]
    leary = heuristic_plan("What is known about Timothy Leary's life and his work?")
    dated = chunk("Timothy Leary (October 22, 1920 – May 31, 1996) was an American "
                  "psychologist. Timothy Leary wrote books on psychology.", "Timothy Leary")
    life = aspect_ranking(leary.aspects[0], [dated])
    assert life[0][1].startswith("Timothy Leary (October 22, 1920")


def test_a_short_factoid_quotes_more_of_what_was_found() -> None:
    """A short question may mean several things (which year's French Open?): its report
    quotes one length more, as one naming several answers does; a question that describes
    its subject closely, or a brief report, does not."""
    from deepsearch.research import composing
    from deepsearch.research.planning import heuristic_plan

    short = heuristic_plan("Who won the men's french open title?")
    long = heuristic_plan("Who won the men's singles title at the 2016 French Open in Paris "
                          "after losing the previous final?")
    assert composing.factoid_length(short, "standard", False, False) == "detailed"
    assert composing.factoid_length(long, "standard", False, False) == "standard"
    assert composing.factoid_length(long, "standard", True, False) == "detailed"
    assert composing.factoid_length(short, "brief", False, True) == "brief"


def test_two_copies_one_figure_apart_are_quoted_once_and_their_disagreement_said() -> None:
    """"Compare Langston Hughes and Ian McEwan." quoted his opening twice, once born in 1901
    and once in 1902, from two copies of his page: one is quoted, and the two figures are
    where the sources disagree. Two sentences with more than a figure apart are two."""
    from deepsearch.research import composing
    from deepsearch.research.closing import contradictions

    born = ("James Mercer Langston Hughes (February 1, {} – May 22, 1967) was an American poet, "
            "social activist, novelist, playwright, and columnist from Joplin, Missouri.")
    one, other = born.format(1901), born.format(1902)
    assert composing.refigured(one, other)
    assert not composing.refigured(one, other.replace("Joplin", "Lawrence"))
    ranked = [(1.0, one, chunk(one, "Langston Hughes", "a")),
              (0.9, other, chunk(other, "Langston Hughes", "b")),
              (0.8, "He wrote poems.", chunk("He wrote poems.", "Langston Hughes", "c"))]
    picked = composing.pick(ranked, 3, set())
    assert [s for s, _ in picked] == [one, "He wrote poems."]
    found = contradictions("Compare Langston Hughes and Ian McEwan.", ranked)
    assert [(a, b) for a, _, b, _ in found] == [(one, other)]
    assert contradictions("Compare Langston Hughes and Ian McEwan.", ranked[:1] * 2) == []


def test_two_copies_of_a_page_one_name_apart_are_quoted_once_and_their_disagreement_said(
) -> None:
    """"Compare Kevin Durant and LeBron James." quoted two copies of Durant's opening, one
    playing for the Brooklyn Nets, one for the Golden State Warriors: one is quoted, and each
    other copy's team is where the sources disagree. Sentences naming another subject
    first, or on pages of two titles, are two statements."""
    from deepsearch.research import composing
    from deepsearch.research.closing import contradictions

    opening = ("Kevin Wayne Durant (born September 29, 1988) is an American professional "
               "basketball player for the {} of the National Basketball Association (NBA).")
    nets, warriors, thunder = (opening.format(team) for team in (
        "Brooklyn Nets", "Golden State Warriors", "Oklahoma City Thunder"))
    assert composing.renamed(nets, warriors)
    song = "\"{}\" is a song by English singer Ellie Moss from her third studio album, Dawn."
    assert not composing.renamed(song.format("Army"), song.format("On My Mind"))
    assert not composing.renamed(nets, nets.replace("American", "Canadian").replace(
        "Brooklyn Nets", "Toronto Raptors"))  # two changes: two statements
    ranked = [(1.0, nets, chunk(nets, "Kevin Durant", "a")),
              (0.9, warriors, chunk(warriors, "Kevin Durant", "b")),
              (0.85, thunder, chunk(thunder, "Kevin Durant", "c")),
              (0.8, "He won two titles.", chunk("He won two titles.", "Kevin Durant", "d"))]
    picked = composing.pick(ranked, 4, set())
    assert [s for s, _ in picked] == [nets, "He won two titles."]
    question = "Compare Kevin Durant and LeBron James."
    found = contradictions(question, ranked)
    assert [(a, b) for a, _, b, _ in found] == [(nets, warriors), (nets, thunder)]
    other_page = [(1.0, nets, chunk(nets, "Kevin Durant", "a")),
                  (0.9, warriors, chunk(warriors, "List of NBA players", "b"))]
    assert len(composing.pick(other_page, 4, set())) == 2
    assert contradictions(question, other_page) == []


def test_a_page_and_its_copy_are_quoted_once() -> None:
    """Two pages saying the same sentence, one with a title the other lost, are one
    statement: the evidence quotes it once (with the title) and takes the next sentence; two
    sentences differing in the year or the song they name are two."""
    from deepsearch.research import composing
    from deepsearch.research.answers import statement_key

    one = ("The Rosie is a B-17 bomber of the Second World War that inspired two films, a 1944 "
           "documentary, \"\", and a 1990 feature film.")
    copy = ("The Rosie is a B-17 bomber of the Second World War that inspired two films, a 1944 "
            "documentary, Rosie: The Story of a Bomber, and a 1990 feature film.")
    other = "The Rosie flew 25 missions over Europe with the 91st Group."
    assert composing.repeats(statement_key(copy), {statement_key(one)})
    won = "The Rovers won the national cup final in {} at their home ground in Leeds."
    assert len(statement_key(won.format(1911)).split()) >= composing.NEAR_COPY_WORDS
    assert not composing.repeats(statement_key(won.format(1911)),
                                 {statement_key(won.format(1912))})
    song = "\"{}\" is a song by English singer Ellie Moss from her third studio album, Dawn."
    assert not composing.repeats(statement_key(song.format("Army")),
                                 {statement_key(song.format("On My Mind"))})
    # another page's wording of a long statement, two words changed, says it again; a long
    # template's other figures do not
    spring = ("{} the arrival of spring, the end of winter, the blossoming of love, and for "
              "many a festive day to meet others, play and laugh, forget and forgive.")
    assert composing.repeats(statement_key(spring.format("Holi celebrates")),
                             {statement_key(spring.format("The festival signifies"))})
    season = ("The {} season of the show premiered on the network with twelve episodes and "
              "drew strong ratings among younger viewers across the country.")
    assert not composing.repeats(statement_key(season.format("2011")),
                                 {statement_key(season.format("2012"))})
    ranked = [(1.0, one, chunk(one, "Rosie", "a")), (0.9, copy, chunk(copy, "Rosie", "b")),
              (0.8, other, chunk(other, "Rosie", "c"))]
    # (the copy that kept the title is quoted)
    assert [s for s, _ in composing.pick(ranked, 2, set())] == [copy, other]
    # said on a list page and on the page about it: the page about it is cited
    listed = [(1.0, one, chunk(one, "List of B-17 bombers", "a")),
              (0.9, copy, chunk(copy, "Rosie (aircraft)", "b")),
              (0.8, other, chunk(other, "91st Group", "c"))]
    assert [(s, c.title) for s, c in composing.pick(listed, 2, set())] == \
        [(copy, "Rosie (aircraft)"), (other, "91st Group")]


def test_a_pages_reference_marks_are_not_quoted() -> None:
    """Wikipedia-style marks ("…in 2020,[8]", "[citation needed]", a "[" cut off at the
    passage's end) would read as citations of the report's own sources once quoted."""
    from deepsearch.text import passage_sentences, sentences

    text = ("FIFA keeps no official records;[6][7] in 2020 it named Bican,[8] the record "
            "scorer. The empire fell in 1572.[citation needed] It was the largest.[")
    said = passage_sentences(text)
    assert said == ["FIFA keeps no official records; in 2020 it named Bican, the record scorer.",
                    "The empire fell in 1572.", "It was the largest."]
    assert sentences("Salton taught at Cornell [2].") == ["Salton taught at Cornell [2]."]
    noted = (r"Hirsch's views are not followed. \[See Torah im Derech Eretz for a more "
             r"extensive listing.\] It ended.")
    assert passage_sentences(noted) == ["Hirsch's views are not followed.", "It ended."]
    stored = r'The Inca Empire (lit. "four parts"\[4\]) was the largest in America.\['
    assert passage_sentences(stored) == ['The Inca Empire (lit. "four parts") was the largest '
                                         "in America."]


def test_what_a_pages_audio_link_leaves_is_not_quoted() -> None:
    """"Ali Daei (Persian: About this soundعلی دایی (help·info); born 21 March 1969) is …":
    the audio link's words are the page's controls, not its text; a "(help)" of the prose
    stays."""
    from deepsearch.text import passage_sentences

    text = ("Ali Daei (Persian: About this soundعلی دایی (help·info); born 21 March 1969) is an "
            "Iranian former footballer. Kraków ⓘ is a city. Press (help) for more.")
    assert passage_sentences(text) == [
        "Ali Daei (Persian: علی دایی; born 21 March 1969) is an Iranian former footballer.",
        "Kraków is a city.", "Press (help) for more."]


def test_a_negated_auxiliary_is_no_content_word() -> None:
    """ "Don't Cha" asked as "dont you wish …" left "dont" as a gap no source mentions; with
    its apostrophe it left "don". Either way it is a negated "do", not what is asked about."""
    from deepsearch.text import key_terms

    assert key_terms("Who sings dont you wish your girlfriend was hot like me?") == \
        ["sings", "wish", "girlfriend", "hot", "like"]
    assert key_terms("Who sings don't you wish?") == ["sings", "wish"]
    assert key_terms("Who sings Don Henley's songs?") == ["sings", "don", "henley", "songs"]


def test_a_botanical_name_is_the_quoted_name_whole() -> None:
    """"What's the botanical name of okra?" is answered by "Abelmoschus esculentus" as the
    page quotes it, not by its capitalised first word or a botanist's nationality."""
    from deepsearch.research.answers import rank_sentences, short_answer

    pages = [chunk("The generic name honors German botanical illustrator Georg Ehret.",
                   "Ehretia", "e"),
             chunk('Okra, "Abelmoschus esculentus", known as ladies\' fingers, is a '
                   "flowering plant in the mallow family.", "Okra", "o")]
    for question in ("whats the botanical name of okra", "What is the botanical name of "
                     "lady finger?"):
        assert short_answer(question, rank_sentences(question, pages, [])) == \
            "Abelmoschus esculentus", question


def test_the_us_in_capitals_is_a_country_not_a_pronoun() -> None:
    """"How do I apply for a US passport?" lost "US" as the stopword "us", so a page on the
    Mexican passport held every word asked; "U.S." on a page was two letters."""
    from deepsearch.text import key_terms, tokenize

    assert key_terms("How do I apply for a US passport?") == \
        ["apply", "united", "states", "passport"]
    assert tokenize("It passed the U.S. Senate.") == ["passed", "united", "states", "senate"]
    assert tokenize("Let us go.") == ["let", "go"]


def test_a_tables_rows_and_a_pages_heading_are_no_sentences() -> None:
    """"2016 March 13 November 6" (a row of a table of dates none of the question's words
    are in) and a page's title standing as its heading are not quoted as statements; a
    short statement with figures is, and a row naming what is asked ("Cowboy Curtis - Phil
    LaMarr" of a cast list)."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.text import is_prose

    page = chunk("List of perfect games Roy Halladay\n\nHalladay pitched a perfect game on May "
                 "29, 2010.\n\n2016 March 13 November 6\n\nHe appeared in 88 episodes.",
                 "List of perfect games Roy Halladay", "p")
    said = [t for _, t, _ in rank_sentences("When did Halladay pitch a perfect game?", [page], [])]
    assert said == ["Halladay pitched a perfect game on May 29, 2010.",
                    "He appeared in 88 episodes."]
    cast = chunk("Cast\n\nCowboy Curtis - Phil LaMarr\n\nMiss Yvonne - Lynne Stewart",
                 "The Pee-wee Herman Show", "c")
    said = [t for _, t, _ in rank_sentences("Who played Cowboy Curtis?", [cast], [])]
    assert said == ["Cowboy Curtis - Phil LaMarr"]
    assert not is_prose('"Old Friends". Law & Order. Season 4. Episode 22. May 25, 1994')
    assert is_prose("Ali Daei scored 109 goals.") and is_prose("東京は日本の首都です。")
    note = chunk('"For the Nobel Prize–winning Icelandic author, see Halldór Laxness" Not to be '
                 "confused with Laxness (band). Laxness wrote poetry, plays and novels.",
                 "Halldór Laxness (disambiguation)", "n")
    said = [t for _, t, _ in rank_sentences("What did Halldór Laxness write?", [note], [])]
    assert said == ["Laxness wrote poetry, plays and novels."]  # notes pointing elsewhere


def test_a_yes_or_no_about_how_often_reads_the_interval() -> None:
    """"Is Halley's Comet visible every year?" — "visible … every 75–76 years" holds every
    word of the question and says no."""
    from deepsearch.research.comparisons import stated_yes_no

    comet = chunk("Halley's Comet is a short-period comet visible from Earth every 75–76 "
                  "years.", "Halley's Comet", "h")
    assert stated_yes_no("Is Halley's Comet visible every year?", [comet]) == "no"
    assert stated_yes_no("Is Halley's Comet visible every 75 years?", [comet]) == "yes"
    games = chunk("The Summer Olympics are held every year in a new city.", "Olympics", "o")
    assert stated_yes_no("Are the Summer Olympics held every year?", [games]) == "yes"


def test_whether_someone_still_does_a_thing_reads_former_or_a_death_as_no() -> None:
    """"Is Ali Daei still playing football?": his page calls him a former footballer, so
    no; a page giving someone's death says no as well; a page saying neither settles
    nothing by that rule. The verdict is shown capitalised."""
    from deepsearch.research.comparisons import stated_yes_no
    from deepsearch.research.rendering import shown

    daei = chunk("Ali Daei (born 21 March 1969) is an Iranian former professional footballer "
                 "and manager.", "Ali Daei", "d")
    assert stated_yes_no("is ali daei still playing football", [daei]) == "no"
    gibb = chunk("Robin Hugh Gibb (22 December 1949 – 20 May 2012) was a British singer.",
                 "Robin Gibb", "g")
    assert stated_yes_no("Is Robin Gibb still singing?", [gibb]) == "no"
    ronaldo = chunk("Cristiano Ronaldo (born 5 February 1985) is a Portuguese professional "
                    "footballer.", "Cristiano Ronaldo", "r")
    assert stated_yes_no("Is Cristiano Ronaldo still playing football?", [ronaldo]) != "no"
    assert shown("no") == "No" and shown("Tim Burton") == "Tim Burton"


def test_a_list_nothing_read_answers_says_what_is_missing() -> None:
    """A list question whose pages name nothing of the kind asked says so in its own words,
    not "Nothing read covers “Found in the sources”"."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.closing import gaps
    from deepsearch.research.composing import list_items
    from deepsearch.research.verifying import Numbering

    question = "Who were the members of the Pussycat Dolls?"
    plan = heuristic_plan(question)
    pages = [chunk("Don't Cha is a song recorded by the Pussycat Dolls, an American girl "
                   "group.", "Don't Cha", "d")]
    section = list_items(plan, rank_sentences(question, pages, []), "standard", Numbering())
    assert section.items == []
    assert section.note == "No page read names a member that answers this."
    assert gaps(plan, [section], []) == [section.note]


def test_what_kind_of_thing_asks_for_the_thing() -> None:
    """"What kind of car …": "kind" is no word a page must hold or a query must send."""
    from deepsearch.text import key_terms

    assert key_terms("What kind of car is in To Catch a Thief?") == ["car", "catch", "thief"]
    assert key_terms("Which types of rock are igneous?") == ["rock", "igneous"]
    assert "type" in key_terms("What blood type is the most common?")


def test_a_kinship_word_inside_a_name_is_no_kin() -> None:
    """"Big Brother 20" is a show, its "brother" no kinship the question asks about (which
    would let any page sharing a word of a relative's name answer): "Celebrity Big Brother
    (British series 20)" is another show and answers nothing about it."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import own_evidence, written_out

    question = "Who won Big Brother 20?"
    plan = heuristic_plan(question)
    pages = [chunk("Sarah Harding won the series on Day 25.",
                   "Celebrity Big Brother (British series 20)", "a"),
             chunk("Kaycee Clark became the winner of Big Brother 20 in a 5–4 vote.",
                   "Big Brother 20 (American season)", "b")]
    assert written_out(plan) == ["Big Brother 20"]
    kept = own_evidence(plan, rank_sentences(question, pages, plan.entities))
    assert [c.source_id for _, _, c in kept] == ["b"], kept
    # a question about kin keeps every page: "the brother of X" is on pages of other names
    assert written_out(heuristic_plan("Who is the brother of Kaycee Clark?")) == []


def test_a_question_asking_two_things_is_split_in_two() -> None:
    """"When was the Act passed and who signed it?" asks two things, the second about the
    first's subject; "Who was the writer of … and who died in 2007?" asks one (a second
    "who" goes on describing the one asked about), "Who won the final and who scored the
    winning goal?" two (two acts)."""
    from deepsearch.research.answers import question_parts

    assert question_parts("When was the Pure Food and Drug Act passed and who signed it?",
                          "Pure Food and Drug Act") == [
        ("When was the Pure Food and Drug Act passed?",
         "When was the Pure Food and Drug Act passed?"),
        ("Who signed it?", "Who signed Pure Food and Drug Act?")]
    assert question_parts("Who won the 1966 FIFA World Cup Final and what was the score?",
                          "1966 FIFA World Cup Final")[1] == \
        ("What was the score?", "What was the score of 1966 FIFA World Cup Final?")
    for one in ("Who was the writer of These Boots Are Made for Walkin' and who died in 2007?",
                "When was the Welsh singer born who is known for her voice and who's third "
                "album is Diamond Cut?", "Who wrote and directed Jaws?",
                "When did Iran and Iraq end?", "When did rock and roll start?"):
        assert question_parts(one, "X") == [(one, one)]
    # two "who"s asking of two acts, each done to something, are two questions
    assert question_parts("Who won the 2010 FIFA World Cup final and who scored the winning "
                          "goal?", "2010 FIFA World Cup final") == [
        ("Who won the 2010 FIFA World Cup final?", "Who won the 2010 FIFA World Cup final?"),
        ("Who scored the winning goal?",
         "Who scored the winning goal of 2010 FIFA World Cup final?")]
    assert len(question_parts("Who was the director of Jaws and who died in 1990?", "X")) == 1
    assert len(question_parts("Who wrote Jaws and who is known for it?", "X")) == 2  # ("it")
    # "… and who won?": who won it
    assert question_parts("When did Big Brother 20 end and who won?", "Big Brother 20")[1] == \
        ("Who won?", "Who won Big Brother 20?")
    assert len(question_parts("When did it end and who is?", "X")) == 1
    # a brand written with a small first letter is a name: "who designed it?" asks of the
    # iPhone, not of whatever a page says was designed
    iphone = heuristic_plan("When was the iPhone first released and who designed it?")
    assert iphone.core_entity == "iPhone"
    assert question_parts(iphone.normalized, iphone.core_entity)[1] == \
        ("Who designed it?", "Who designed iPhone?")
    assert heuristic_plan("Where is eBay based?").entities == ["eBay"]
    assert heuristic_plan("What is the newest generation of the iPad Air?").entities == \
        ["iPad Air"]
    # "… and who threw the first one?": the first of what the question asked about, its
    # subject written without capitals (not "… the first one of perfect game in?")
    from deepsearch.research.shape import joined_parts
    assert joined_parts("What is a perfect game in baseball and who threw the first one?",
                        []) == ("perfect game in baseball", [
                            "What is a perfect game in baseball?",
                            "Who threw the first perfect game in baseball?"])
    assert question_parts("What is a perfect game and who threw the first one?",
                          "Perfect game")[1][1] == "Who threw the first perfect game?"
    assert joined_parts("How is champagne made and where does it come from?", [])[0] == \
        "champagne"
    # "… and by whom?": who did it, too
    assert question_parts("When was the Eiffel Tower built and by whom?")[1][1] == \
        "Who built the Eiffel Tower?"
    assert question_parts("When was Hamlet written, and by whom?")[1][1] == "Who wrote Hamlet?"
    # "begin and end": when it began, and when it ended
    assert [asked for _, asked in question_parts("When did World War II start and end?")] == \
        ["When did World War II start?", "When did World War II end?"]
    # two wh-words of one clause, or a second after the act: each asked of it
    assert [asked for _, asked in question_parts("Where and when was Mozart born?")] == \
        ["Where was Mozart born?", "When was Mozart born?"]
    assert question_parts("Who founded Sacramento and when?") == [
        ("Who founded Sacramento?", "Who founded Sacramento?"),
        ("When was Sacramento founded?", "When was Sacramento founded?")]
    assert question_parts("Who wrote Hamlet and when?")[1] == ("When was Hamlet written?",) * 2
    assert question_parts("When was Ivo Lund born and where?")[1] == \
        ("Where was Ivo Lund born?",) * 2  # (not "Where?" alone, above its answer)
    assert question_parts("Who won the final and when?")[1] == ("When?", "When won the final?")
    assert len(question_parts("Who wrote Hamlet and why?")) == 1  # no span says why
    # "it" is the thing last named, "she" the subject
    assert question_parts("Who played Gwen Stacy in The Amazing Spider-Man and who directed "
                          "it?", "Gwen Stacy", "The Amazing Spider-Man")[1][1] == \
        "Who directed The Amazing Spider-Man?"
    # "they" after someone's things are those things, not the one they belong to
    assert question_parts("What were Timothy Leary's main ideas and why were they "
                          "controversial?", "Timothy Leary")[1][1] == \
        "Why were Timothy Leary's main ideas controversial?"
    assert question_parts("What were the causes of World War I and how did they lead to war?",
                          "World War I")[1][1] == "How did the causes of World War I lead to war?"
    assert question_parts("Who were the Beatles and why did they split up?",
                          "The Beatles")[1][1] == "Why did The Beatles split up?"


def test_a_question_asking_two_things_quotes_their_answers_first() -> None:
    """"Who founded Sacramento and when?": the sentence stating both parts' answers opens
    the evidence, ahead of the first mayor's election the ranking put first."""
    from deepsearch.research.models import PartAnswer
    from deepsearch.research.writing import Parts, answers_first

    cites = [Citation(sentence=text, source=n, chunk_id=f"c{n}", support=1.0, verified=True)
             for n, text in ((1, "Hardin Bigelow was the first elected mayor of Sacramento."),
                             (2, "Sacramento was founded by Samuel Brannan in 1848."))]
    parts = Parts(summary=" ".join(f"{c.sentence} [{c.source}]" for c in cites),
                  citations=cites, answers=[
                      PartAnswer(question="Who founded Sacramento?", answer="Samuel Brannan",
                                 source=2),
                      PartAnswer(question="When?", answer="1848", source=2)])
    answers_first(parts)
    assert [c.source for c in parts.citations] == [2, 1]
    assert parts.summary.startswith("Sacramento was founded by Samuel Brannan in 1848. [2]")


def test_who_did_an_act_is_who_a_page_says_did_it_and_a_score_is_a_score() -> None:
    """"Who signed the Act?" is answered by "signed by President Theodore Roosevelt" (any
    act, not only those the rules know), not by an agency the pages name more often; "who
    won the final?" by a team, not the trophy; "what was the score?" by "4–2"."""
    from deepsearch.research.answers import answer_votes, rank_sentences, short_answer

    act = chunk("The Pure Food and Drug Act of 1906 was signed by President Theodore Roosevelt "
                "on the same day as the Federal Meat Inspection Act. Enforcement of the Pure "
                "Food and Drug Act was assigned to the Bureau of Chemistry. The Bureau of "
                "Chemistry enforced the Pure Food and Drug Act.", "Pure Food and Drug Act", "a")
    question = "Who signed the Pure Food and Drug Act?"
    assert short_answer(question, rank_sentences(question, [act], [])) == \
        "Theodore Roosevelt"  # (his office is no part of his name)
    film = chunk("How to Train Your Dragon is a 2010 American computer-animated film, produced "
                 "by DreamWorks Animation and distributed by Paramount Pictures.",
                 "How to Train Your Dragon", "d")
    ethics = chunk("The commandments were introduced in a paper by Ramon C. Barquin. The Ten "
                   "Commandments of Computer Ethics were created in 1992 by the Computer Ethics "
                   "Institute.", "Ten Commandments of Computer Ethics", "t")
    question = "Who produced the ten commandments of computer ethics?"
    votes = dict(answer_votes(question, rank_sentences(question, [film, ethics], [])))
    assert votes["DreamWorks Animation"] < votes["Ramon C. Barquin"] / 1.5  # not its act
    # a known act ("written by") counts only on a sentence about what the question names
    movie = chunk("King Arthur: Legend of the Sword is a 2017 epic fantasy film directed by "
                  "Guy Ritchie and written by Ritchie, Joby Harold and Lionel Wigram, inspired "
                  "by Arthurian legends.", "King Arthur: Legend of the Sword", "k")
    book = chunk("Le Morte d'Arthur is a 15th-century Middle English prose reworking by Sir "
                 "Thomas Malory of tales about the legendary King Arthur.", "Le Morte d'Arthur",
                 "m")
    question = "Who wrote a romance called le morte d'arthur about the death of king arthur?"
    assert short_answer(question, rank_sentences(question, [movie, book], [])) == \
        "Sir Thomas Malory"
    # a critic quoted on an episode did not do what the episode tells
    review = chunk('"Los Angeles Times" columnist Laura Hudson considered the identity of the '
                   'figure breaking open the lock on the prison gates no mystery. HitFix writer '
                   'Alan Sepinwall commented on the prison gates. Former inmate Andrew Dobbs '
                   'opened the prison gates to the walkers.', "Killer Within", "w")
    question = "Who opened the gate in the prison walking dead?"
    votes = dict(answer_votes(question, rank_sentences(question, [review], [])))
    assert not {"Laura Hudson", "Alan Sepinwall", "Los Angeles Times"} & set(votes)
    assert short_answer(question, rank_sentences(question, [review], [])) == "Andrew Dobbs"
    # nor is anyone the critic's own words name ("… with vendettas against Rick")
    quoting = chunk('"Los Angeles Times" columnist Laura Hudson called the identity of the '
                    'figure opening the prison gates "not that much of a mystery if you '
                    'consider who is out there with vendettas against Rick". HitFix writer '
                    'Alan Sepinwall commented on the sabotage of the prison: "it helps '
                    'justify Rick\'s decision to chase after the little guy." Bex Schwartz '
                    'wrote in her review that the saboteur "wanted Rick dead and opened the '
                    'gate".', "Killer Within", "q")
    assert "Rick" not in dict(answer_votes(question, rank_sentences(question, [quoting], [])))
    question = "Who reviewed the episode for the Los Angeles Times?"  # asked for: a critic
    assert "Laura Hudson" in dict(answer_votes(question, rank_sentences(question, [review], [])))
    final = chunk("The match was contested by England and West Germany, with England winning "
                  "4–2 after extra time to claim the Jules Rimet Trophy.",
                  "1966 FIFA World Cup Final", "f")
    for question, answer in (("Who won the 1966 FIFA World Cup Final?", "England"),
                             ("What was the score of the 1966 FIFA World Cup Final?", "4–2")):
        assert short_answer(question, rank_sentences(question, [final], [])) == answer


async def test_each_thing_a_question_asks_is_answered(tmp_path: Path,
                                                      kb_factory) -> None:  # noqa: F811
    """"Who directed To Catch a Thief and when was it released?": an answer to each part, each
    cited, in every format; a part no page answers says so."""
    pages = [("t-1", "To Catch a Thief", "To Catch a Thief is a 1955 American romantic thriller "
              "film directed by Alfred Hitchcock, from a screenplay by John Michael Hayes."),
             ("t-2", "Grace Kelly", "Grace Kelly starred in To Catch a Thief, her last film "
              "with Hitchcock.")]
    result, _ = await research_pages(pages, "Who directed To Catch a Thief and when was it "
                                     "released?", tmp_path, kb_factory)
    report = result.report
    assert [(p.question, p.answer) for p in report.answers] == [
        ("Who directed To Catch a Thief?", "Alfred Hitchcock"), ("When was it released?", "1955")]
    assert all(p.source in {s.n for s in report.sources} for p in report.answers)
    assert "**Answers:**" in report.markdown and "- When was it released? 1955 [" in \
        report.markdown and "**Answer:**" not in report.markdown
    assert "<b>Answers:</b>" in html_page("q", report)
    (tmp_path / "2").mkdir()
    result, _ = await research_pages(pages, "Who directed To Catch a Thief and how much did "
                                     "it cost to make?", tmp_path / "2", kb_factory)
    said = result.report.markdown
    assert "Alfred Hitchcock" in said and "*No source read states it.*" in said


def test_an_edition_of_a_thing_is_no_namesake_of_it() -> None:
    """"Did England win the 1966 World Cup?": the page "England at the FIFA World Cup" is of
    the same thing, not a namesake, and "1966 FIFA World Cup Final" is a page about it."""
    from deepsearch.research.closing import unread_subjects

    said = "Their best performance is winning the Cup in the 1966 tournament held in England."
    assert not is_namesake(chunk(said, "England at the FIFA World Cup"), said,
                           ["1966 World Cup"])
    assert is_namesake(chunk("Timothy Clifford was a bishop.", "Timothy Clifford"),
                       "Timothy Clifford was a bishop.", ["Timothy Leary"])
    plan = heuristic_plan("Did England win the 1966 World Cup?")
    final = chunk("The final was played at Wembley Stadium on 30 July 1966.",
                  "1966 FIFA World Cup Final")
    assert unread_subjects(plan, [final]) == []
    assert unread_subjects(plan, [chunk("A cup.", "Cup")]) == ["1966 World Cup"]


async def test_an_a_or_b_answer_the_sources_do_not_settle_says_so(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who is older, A or B?" with no birth year read: the option the sources say more
    about is the answer line, and the report says it is not settled; with both years read it
    is settled."""
    pages = [("b-1", "Mark Buehrle's perfect game", "Mark Buehrle of the Chicago White Sox "
              "pitched a perfect game in 2009. Mark Buehrle retired every batter."),
             ("h-1", "Roy Halladay's perfect game", "Roy Halladay pitched a perfect game.")]
    question = "Who is older, Mark Buehrle or Roy Halladay?"
    result, _ = await research_pages(pages, question, tmp_path, kb_factory)
    report = result.report
    assert report.answer == "Mark Buehrle" and report.answer_guessed
    # the answer line says it is unsettled first: the lean is no answer a reader takes away
    assert not report.answer_supported and (
        f"**Answer:** {NO_ANSWER} *Leaning, not established: Mark Buehrle (the option"
        in report.markdown), report.markdown
    assert "**Answer:** Mark Buehrle" not in report.markdown
    page = html_page(question, report)
    assert f"<b>Answer:</b> {NO_ANSWER} <i>Leaning, not established: Mark Buehrle" in page
    pages = [("b-2", "Mark Buehrle", "Mark Buehrle (born March 23, 1979) is a former pitcher."),
             ("h-2", "Roy Halladay", "Roy Halladay (May 14, 1977 – November 7, 2017) was a "
              "pitcher.")]
    (tmp_path / "2").mkdir()
    result, _ = await research_pages(pages, question, tmp_path / "2", kb_factory)
    assert result.report.answer == "Roy Halladay" and not result.report.answer_guessed
    assert "do not settle" not in result.report.markdown


def test_a_birth_or_death_asked_is_the_persons_own() -> None:
    """"When did Grace Kelly die?" is not answered by her daughter's birth on a page naming
    her ("… born 1 February 1965) is the youngest child of … Grace Kelly") nor by a car's
    year; "Where was Grace Kelly born?" not by a prince's or princess's name, only by where a
    sentence says she was born."""
    from deepsearch.research.answers import rank_sentences, short_answer

    pages = [chunk("Princess Stéphanie of Monaco (born 1 February 1965) is the youngest child "
                   "of Rainier III, Prince of Monaco, and the American actress Grace Kelly.",
                   "Princess Stéphanie of Monaco", "s"),
             chunk("The car driven by Grace Kelly was a metallic blue 1953 Sunbeam Alpine.",
                   "To Catch a Thief", "t")]
    for question in ("When did Grace Kelly die?", "Where was Grace Kelly born?"):
        assert short_answer(question, rank_sentences(question, pages, [])) == "", question
    own = [*pages, chunk("Grace Kelly (November 12, 1929 – September 14, 1982) was an American "
                         "actress, born in Philadelphia.", "Grace Kelly", "g")]
    assert short_answer("Where was Grace Kelly born?", rank_sentences(
        "Where was Grace Kelly born?", own, [])) == "Philadelphia"
    assert "1982" in short_answer("When did Grace Kelly die?", rank_sentences(
        "When did Grace Kelly die?", own, []))


def test_who_played_a_part_is_someone_cast_in_it() -> None:
    """"Who played Serena in Gossip Girl?" is not answered by a place she is from, a school
    ("the Constance Billard school") or another character ("Blair"): only by a name a
    sentence casts in the part ("… as Charlie Kelly", a cast list's "Cowboy Curtis (Laurence
    Fishburne)") or calls an actor."""
    from deepsearch.research.answers import rank_sentences, short_answer

    gossip = chunk("Serena is a teenage girl from the Upper East Side of Manhattan. Many of the "
                   "girls at the Constance Billard school envy Serena. Blair is Serena's best "
                   "friend.", "Serena van der Woodsen", "g")
    question = "Who played Serena in Gossip Girl?"
    assert short_answer(question, rank_sentences(question, [gossip], [])) == ""
    cast = chunk("The Playhouse was visited by Miss Yvonne (Lynne Marie Stewart) and Cowboy "
                 "Curtis (Laurence Fishburne).", "Pee-wee's Playhouse", "p")
    question = "Who played Cowboy Curtis on Pee-wee's Playhouse?"
    assert short_answer(question, rank_sentences(question, [cast], [])) == "Laurence Fishburne"
    sunny = chunk("The series stars Charlie Day as Charlie Kelly.", "It's Always Sunny", "s")
    question = "Who plays Charlie on It's Always Sunny?"
    assert short_answer(question, rank_sentences(question, [sunny], [])) == "Charlie Day"


def test_another_of_the_kind_numbered_otherwise_is_no_evidence() -> None:
    """"The 13th amendment", "season 26", "the 2000 olympics": a page or sentence numbering
    the same thing otherwise (the Fifteenth Amendment, RuPaul's fifth season, the 1904
    Olympics) is about another of the kind; a year after a noun only says when, and a
    number near the name but not numbering it ("Big Brother in a 5–4 vote") numbers
    nothing. A number in a name ("SG-1") is no count."""
    from deepsearch.research import composing
    from deepsearch.research.answers import counts, rank_sentences
    from deepsearch.text import renumbered

    question = "When was the 13th amendment ratified by the states?"
    plan = heuristic_plan(question)
    chunks = [chunk("The amendment was ratified by the required 27 of the then 36 states on "
                    "December 6, 1865.", "Thirteenth Amendment to the United States "
                    "Constitution", "a"),
              chunk("It was ratified by the states on February 3, 1870.",
                    "Fifteenth Amendment to the United States Constitution", "b")]
    kept = composing.usable(plan, rank_sentences(question, chunks, plan.entities))
    assert {c.source_id for _, _, c in kept} == {"a"}
    question = "Who won season 26 of the amazing race?"
    assert renumbered(question, "The winner of the fifth season of RuPaul's Drag Race was "
                                "Jinkx Monsoon.")
    assert not renumbered(question, "Team SoCal were the winners of the 26th season of The "
                                    "Amazing Race.")
    assert renumbered("How many medals did australia win in the 2000 olympics?",
                      "She won three gold medals at the 1904 Summer Olympics.")
    assert not renumbered("Who's the highest paid nba player 2017?",
                          "Curry became the first player to earn $40 million in 2017.")
    assert not renumbered("Who won the final hoh big brother 20?", "Kaycee Clark became the "
                          "winner of Big Brother in a 5–4 vote over Tyler Crispen.")
    # two of a kind asked by their numbers: a page of either is numbered as asked (the
    # 8th and the 7th Earl's sections had quoted neither), a third's is not
    earls = ("Give an overview of Anthony Ashley-Cooper, 8th Earl of Shaftesbury and Anthony "
             "Ashley-Cooper, 7th Earl of Shaftesbury.")
    assert not renumbered(earls, "Anthony Ashley-Cooper, 7th Earl of Shaftesbury")
    assert not renumbered(earls, "Anthony Ashley-Cooper, 8th Earl of Shaftesbury")
    assert renumbered(earls, "Anthony Ashley-Cooper, 9th Earl of Shaftesbury")
    # a long question's chain runs through other things numbered otherwise (the director's
    # other films)
    long = heuristic_plan("Where was the director of the 1990 film that starred Ray Liotta "
                          "born?")
    said = "Taxi Driver is a 1976 film directed by Martin Scorsese, born in Queens."
    film = [(1.0, said, chunk(said, "Martin Scorsese"))]
    assert long.shape == "factoid" and renumbered(long.normalized, said)
    assert composing.usable(long, film) == film
    assert counts('It was the first all-new "SG-1" episode, one of 22.') == ["22"]


async def test_a_facet_of_a_thing_in_lower_case_is_said_of_it() -> None:
    """"What are the symptoms of tuberculosis?": "Symptoms include fever, cough …" on the
    Black Death's page names the facet, not tuberculosis; a sentence on the disease's page
    (its title names it) is about it."""
    from deepsearch.research.composing import names_subject

    plan = heuristic_plan("What are the symptoms of tuberculosis?")
    [aspect] = plan.aspects
    assert aspect.title == "Symptoms"
    plague = chunk("Symptoms include fever, cough, and blood-tinged sputum.", "Black Death")
    assert not names_subject(aspect, plague.text, plague)
    own = chunk("Symptoms include a chronic cough and weight loss.", "Tuberculosis")
    assert names_subject(aspect, own.text, own)
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences

    ranked = rank_sentences(aspect.question, [plague, own], [])
    [kept] = await composing.on_topic_rankings(plan.aspects, [ranked], [], broken_embeddings())
    assert [c.title for _, _, c in kept] == ["Tuberculosis"]
    # an aspect that is no facet of the question asks nothing of a subject
    how = heuristic_plan("How do you test for lipids?")
    assert all(names_subject(a, plague.text, plague) for a in how.aspects)


def test_a_short_factoid_in_a_state_is_answered_there() -> None:
    """"Who is the speaker of the house in california?": a page placed in another state or
    country (the US House) gives no answer, nor does a chamber (an office is held by
    someone); "in soccer" places nothing. A long question's place may be a step's."""
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences

    question = "Who is the speaker of the house in california?"
    plan = heuristic_plan(question)
    chunks = [chunk("The presiding officer is the Speaker of the House, Nancy Pelosi.",
                    "United States House of Representatives", "a"),
              chunk("The Speaker presides over the State Assembly.", "California State "
                    "Assembly", "b"),
              chunk("Anthony Rendon has been the Speaker of the house since 2016.",
                    "Anthony Rendon", "c")]  # a page naming no place may be the one asked
    kept = composing.usable(plan, rank_sentences(question, chunks, plan.entities))
    assert {c.source_id for _, _, c in kept} == {"b", "c"}
    # the speaker is someone: no chamber holds the office
    from deepsearch.research.answers import short_answer
    chambers = [chunk("The California State Assembly is the lower house of the California "
                      "State Legislature, the upper house being the California State Senate.",
                      "California State Assembly", "d")]
    assert short_answer(question, rank_sentences(question, chambers, [])) == ""
    assert composing.asked_place("When did england win the world cup in soccer?") == []
    assert composing.asked_place("Who has most followers in the united states?") == [
        "united", "states"]
    long = "Which party did the speaker of the house elected by the legislature belong to in " \
        "california?"
    plan = heuristic_plan(long)
    assert plan.shape == "factoid"
    kept = composing.usable(plan, rank_sentences(long, chunks, plan.entities))
    assert {c.source_id for _, _, c in kept} == {"a", "b", "c"}


def test_which_teams_is_answered_by_a_team() -> None:
    """"Which teams played in the 2006 FIFA World Cup Final?" is not answered by where it
    was played ("at the Olympiastadion, Berlin, Germany"), when ("9 July 2006"), a score
    run into a name ("France 5" of "France 5–3"), nor by another year's final (a long
    question's number of a name still names it); "Italy" opening a sentence is a name
    when another sentence writes "Italy's"."""
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "Which teams played in the 2006 FIFA World Cup Final?"
    plan = heuristic_plan(question)
    final = "2006 FIFA World Cup Final"
    chunks = [chunk("The 2006 FIFA World Cup Final was a football match that took place on 9 "
                    "July 2006 at the Olympiastadion, Berlin, Germany, to determine the winner "
                    "of the 2006 FIFA World Cup. Italy beat France 5–3 on penalties after the "
                    "match finished 1–1 after extra time. France's Zinedine Zidane was sent "
                    "off for headbutting Italy's Marco Materazzi.", final, "a"),
              chunk("The 1966 FIFA World Cup Final was contested by England and West Germany "
                    "at Wembley.", "1966 FIFA World Cup Final", "b")]
    ranked = composing.usable(plan, rank_sentences(question, chunks, plan.entities))
    assert {c.source_id for _, _, c in ranked} == {"a"}
    assert short_answer(question, ranked) in ("Italy", "France")


@pytest.mark.parametrize(("typed", "asked", "shape"), [
    ("Present chairman of public accounts committee of lok sabha?",
     "Who is the present chairman of public accounts committee of lok sabha?", "factoid"),
    ("ceo of apple", "Who is the ceo of apple?", "factoid"),
    ("CEO of Apple", "Who is the CEO of Apple?", "factoid"),
    ("founders of Google", "Who are the founders of Google?", "list"),
    ("capital of France", "What is the capital of France?", "factoid"),  # an attribute
    ("tuberculosis treatment", "tuberculosis treatment", "overview"),  # a topic, as typed
    ("Who is the CEO of Apple?", "Who is the CEO of Apple?", "factoid"),  # not an overview
    ("Who was Timothy Leary?", "Who was Timothy Leary?", "overview"),
])
def test_an_office_typed_without_a_question_word_asks_who_holds_it(
        typed: str, asked: str, shape: str) -> None:
    """A noun phrase naming an office is read as "who is the …?" (what the answer rules
    read), and the report's heading is the question as typed."""
    plan = heuristic_plan(typed)
    assert (plan.normalized, plan.shape) == (asked, shape)
    assert plan.question == typed


def test_who_holds_an_office_now_or_underwent_an_act_is_someone() -> None:
    """"Present chairman of …?" is not answered by an office ("Deputy Speaker", "President
    of India") nor by a body ("Rajya Sabha", "Parliament of India", a joint session); "who
    got eliminated …?" not by a firm nor a number; "what did conservatives want to
    reduce?" not by a word describing something ("Republican ideology") nor by someone
    ("President Ronald Reagan")."""
    from deepsearch.research.answers import answer_votes, rank_sentences, short_answer

    question = heuristic_plan("Present chairman of public accounts committee of lok sabha?"
                              ).normalized
    joint = chunk("The joint sitting of the Parliament is called by the President of India "
                  "and is presided over by the Speaker of the Lok Sabha or, in their absence, "
                  "by the Deputy Speaker of the Lok Sabha, or the Deputy-Chairman of the Rajya "
                  "Sabha. The public accounts committee is constituted by the Parliament of "
                  "India.", "Joint Session of the Parliament of India", "j")
    votes = answer_votes(question, rank_sentences(question, [joint], []))
    assert votes == []
    chair = chunk("The chairman of the public accounts committee of the Lok Sabha is Mallikarjun "
                  "Kharge, appointed by the Speaker of the Lok Sabha.",
                  "Public Accounts Committee (India)", "p")
    assert short_answer(question, rank_sentences(question, [joint, chair], [])) == \
        "Mallikarjun Kharge"
    # without "present", an office may answer: "who is the president of the senate?"
    senate = chunk("The Vice President presides over the senate as its president.",
                   "United States Senate", "s")
    question = "Who is the president of the senate?"
    assert "Vice President" in dict(answer_votes(question, rank_sentences(question, [senate],
                                                                          [])))
    show = chunk("India's Next Superstars aired on Star Plus; contestants were eliminated every "
                 "other episode, and the two winners receive a three-film deal with Dharma "
                 "Productions. The 117 Top contestants auditioned.", "India's Next Superstars",
                 "i")
    question = "Who got eliminated in india's next superstar?"
    assert not {"Dharma Productions", "117 Top"} & set(dict(answer_votes(
        question, rank_sentences(question, [show], []))))
    question = "Who produced india's next superstar?"  # a firm may produce it
    assert "Dharma Productions" in dict(answer_votes(question, rank_sentences(question, [show],
                                                                             [])))
    era = chunk("In the 1980s, President Ronald Reagan rejuvenated the conservative Republican "
                "ideology, with tax cuts, deregulation and a policy of rolling back communism.",
                "Timeline of modern American conservatism", "c")
    question = "What did modern conservatives in the 1980s want to reduce?"
    assert short_answer(question, rank_sentences(question, [era], [])) == ""


@pytest.mark.parametrize(("typed", "shape"), [
    ("Tupac Shakur", "overview"),
    ("tuberculosis treatment", "overview"),
    ("inca empire downfall", "overview"),
    ("Fifty Shades of Grey", "overview"),  # a title, not "the fifty shades of Grey"
    ("Siege of Leningrad", "overview"),
    ("causes of the French Revolution", "explanation"),  # "What are the causes of …?"
    ("capital of France", "factoid"),  # "What is the capital of France?"
    ("Japanese hotel run by same family for 1300 years?", "factoid"),  # asked, with "?"
    ("Name the mother of Edward Stafford.", "factoid"),
    ("Born on 6 March 1937, this man was also a citizen of the United Kingdom.", "factoid"),
    ("This Night Is Still Ours", "overview"),  # a title's "Is" asks nothing
    ("Desire Inc.", "overview"),
    ("Planet of the Apes", "overview"),  # a title, not "the planet of the Apes"
    ("Edward Howard, 2nd Earl of Carlisle", "overview"),
    ("1995–96 Manchester United F.C. season", "overview"),
    ("Compare Python & Java.", "comparison"),  # an instruction, titled or not
])
def test_a_topic_typed_as_into_a_search_box_asks_for_an_overview(typed: str, shape: str) -> None:
    """A few words with no question word, no verb a question is asked with and no question
    mark (a title's own words aside) are a topic: an overview of it as one subject, not a
    factoid with a one-word answer line; a thing's attribute typed as a noun phrase is
    asked for."""
    plan = heuristic_plan(typed)
    assert plan.shape == shape
    if shape == "overview":
        assert plan.entities == [typed]  # whole: not "Edward Howard" and "Earl of Carlisle"
        assert [a.title.lower() for a in plan.aspects] == [typed.lower()]


async def test_a_topic_gets_a_report_on_it_without_an_answer_line(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Halley's Comet" typed alone is researched as an overview: no "Answer:" line, a cited
    section on the comet, its heading as typed."""
    pages = [("h-1", "Halley's Comet", "Halley's Comet is a short-period comet visible from "
              "Earth every 75–76 years. Halley's Comet last appeared in the inner Solar System "
              "in 1986 and will next appear in mid-2061."),
             ("h-2", "Edmond Halley", "Edmond Halley was an English astronomer who computed "
              "the orbit of Halley's Comet in 1705.")]
    result, urls = await research_pages(pages, "Halley's Comet", tmp_path, kb_factory)
    report = result.report
    assert report.shape == "overview" and not report.answer
    assert "**Answer:**" not in report.markdown
    assert report.markdown.startswith("# Halley's Comet\n")
    said = " ".join(c.sentence for s in report.sections for c in s.citations)
    assert "short-period comet" in said and "2061" in said
    assert urls["h-1"] in {s.url for s in report.sources}


def test_a_list_of_events_names_who_did_them_not_whom_for_nor_the_day() -> None:
    """"Braden's perfect game, pitched on Mother's Day, was the first complete game …" calls
    no day a game, and "A perfect game in Major League Baseball is a game …" calls no league
    one; with no name called a perfect game, the pitchers are entries, not the teams they
    pitched for or against."""
    from deepsearch.research.answers import typed_mention
    from deepsearch.research.composing import of_the_kind_asked

    day = "Braden's perfect game, pitched on Mother's Day, was the first complete game of his."
    assert not typed_mention("game", "Mother's Day", day)
    assert not typed_mention("game", "Major League Baseball",
                             "A perfect game in Major League Baseball is a game by a pitcher.")
    assert typed_mention("album", "Eliminator", "Eliminator is the eighth studio album by ZZ Top.")
    question = "Which perfect games were thrown in 2012?"
    chunks = [chunk("On April 21, 2012, Philip Humber of the Chicago White Sox pitched the third "
                    "perfect game in White Sox history.", "List of perfect games", "a"),
              chunk("On August 15, 2012, Félix Hernández of the Seattle Mariners threw the 23rd "
                    "perfect game against the Tampa Bay Rays.", "List of perfect games", "b")]
    ranked = [(1.0, c.text, c) for c in chunks]
    names = ["Philip Humber", "Chicago White Sox", "Félix Hernández", "Seattle Mariners",
             "Tampa Bay Rays"]
    assert of_the_kind_asked(heuristic_plan(question), names, ranked) == \
        ["Philip Humber", "Félix Hernández"]


def test_an_explanation_quotes_no_sentence_saying_what_something_else_is() -> None:
    """"Why did the Roman Empire fall?" is not explained by "Catan Histories: Struggle for
    Rome is a 2006 … board game … depicting the fall of the Western Roman Empire", on the
    board game's page; the subject's own page saying what it is, and a cause on any page,
    stay."""
    from deepsearch.research.composing import section_picks

    question = "Why did the Roman Empire fall?"
    plan = heuristic_plan(question)
    [aspect] = plan.aspects
    game = chunk("Catan Histories: Struggle for Rome is a 2006 German-style board game "
                 "depicting the fall of the Western Roman Empire.",
                 "Struggle for Rome (board game)", "g")
    own = chunk("The Roman Empire was the post-Republican period of ancient Rome.",
                "Roman Empire", "r")
    cause = chunk("Invasions by Germanic peoples weakened the Roman Empire until its fall.",
                  "Migration Period", "m")
    ranked = [(1.0, c.text, c) for c in (game, own, cause)]
    picked = [c.source_id for _, c in section_picks(aspect, ranked, "standard", set(),
                                                    ["Roman Empire"])]
    assert picked == ["r", "m"]
    # an overview keeps what another page says it is ("… is the second single by Tupac")
    overview = heuristic_plan("What is known about Tupac Shakur?")
    single = chunk("Brenda's Got a Baby is the second single by Tupac Shakur.",
                   "Brenda's Got a Baby", "b")
    assert [c.source_id for _, c in section_picks(
        overview.aspects[0], [(1.0, single.text, single)], "standard", set(),
        ["Tupac Shakur"])] == ["b"]


@pytest.mark.parametrize(("question", "names"), [
    ("Tell me about Fiddler on the Roof", ["Fiddler on the Roof"]),
    ("What is known about Gone with the Wind?", ["Gone with the Wind"]),
    ("Tell me about the Great Fire of London.", ["Great Fire of London"]),
    ("What were the effects of the Immorality Act in South Africa?", ["Immorality Act"]),
    ("What is known about Timothy Leary's life, his work and his influence?",
     ["Timothy Leary"]),
])
def test_an_open_request_names_its_subject_as_a_page_is_titled(question: str,
                                                               names: list[str]) -> None:
    """A title asked about last is one subject, its "on the" and "with the" kept ("Fiddler"
    and "Roof" were two sections); "in South Africa" after a name says where, and the Act's
    page is titled without it."""
    assert heuristic_plan(question).entities == names


def test_a_follow_up_quotes_a_title_ending_in_a_question_mark_and_asks_it_once() -> None:
    """"Do You Love Me?" is asked about quoted (no "Do You Love Me??"), and not again as
    its tail "Love Me"."""
    page = chunk('"Do You Love Me?" is a song from the musical "Fiddler on the Roof". It was '
                 'sung by Topol.', "Do You Love Me? (Fiddler on the Roof song)", "d")
    asked = follow_up_questions(heuristic_plan("Tell me about Fiddler on the Roof"), [page], [])
    assert asked == ['What is the connection between "Do You Love Me?" and Fiddler on the '
                     'Roof?']


def test_a_count_is_stated_with_the_questions_verb_in_another_form() -> None:
    """"How many goals did Ali Daei score?" is answered by "… with 109 goals scored for
    Iran" on his page: "scored" says "score"."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import weakly_stated

    page = chunk("Along with Cristiano Ronaldo, he is the joint all-time leading goalscorer in "
                 "men's international football with 109 goals scored for Iran.", "Ali Daei",
                 "d")
    question = "How many goals did Ali Daei score?"
    assert not weakly_stated(question, rank_sentences(question, [page], []), "109")
    other = chunk("Kunishige Kamamoto went on to score 80 goals for his country.",
                  "Kunishige Kamamoto", "k")
    assert weakly_stated(question, rank_sentences(question, [other], []), "80")


@pytest.mark.parametrize(("forms", "apart"), [
    (["released", "release", "releases", "releasing"], "relief"),
    (["ratified", "ratify"], "rat"),
    (["stopped", "stop", "stops"], "step"),
    (["games", "game"], "gamma"),
    (["pass", "passed", "passes"], "past"),
    (["scored", "score", "scores"], "scope"),
    (["fertilized", "fertilised", "fertilization", "fertilisation", "fertilize"], "fertile"),
    (["analysed", "analyzed", "analyse"], "analysis"),
    (["organisations", "organized", "organise"], "organ"),
])
def test_the_light_stemmer_meets_a_words_forms(forms: list[str], apart: str) -> None:
    """A verb's forms meet, whether its stem ends in "e" ("release"/"released"), "y"
    ("ratify"/"ratified") or a doubled consonant ("stop"/"stopped"); "pass" is no plural;
    British and American spellings meet ("fertilised"/"fertilized"), and "analysis" ends in
    "-is", no "-ise"."""
    from deepsearch.text import stem

    assert len({stem(w) for w in forms}) == 1
    assert stem(apart) != stem(forms[0])


def test_a_quoted_pronoun_names_its_page_when_nothing_before_it_does() -> None:
    """"It began …" quoted first from the German Empire's page, in a report on World War I,
    says what "it" is; a "he" on a film's page (a character) and an "it" that stands for
    nothing stay as written, and a sentence after one from its own page is left alone."""
    from deepsearch.research.composing import cite_lines
    from deepsearch.research.verifying import Numbering

    empire = chunk("The German Empire was a state. It began participation in the conflict "
                   "after the declaration of war against Serbia. Its army was large.",
                   "German Empire", "g")
    film = chunk("Places in the Heart is a film. He dies after being shot by a boy. He was "
                 "the sheriff. It is 1935 and Waxahachie is a small town.",
                 "Places in the Heart", "p")
    person = chunk("Jeanne Calment was a supercentenarian. She lived to 122. Her age was "
                   "verified.", "Jeanne Calment", "j")
    lines, citations = cite_lines([
        ("It began participation in the conflict after the declaration of war against "
         "Serbia.", empire),
        ("He dies after being shot by a boy.", film),
        ("It is 1935 and Waxahachie is a small town.", film),
        ("She lived to 122.", person),
        ("Jeanne Calment was a supercentenarian.", person),
        ("She lived to 122.", person),
    ], Numbering())
    assert [c.sentence for c in citations] == [
        "[German Empire] began participation in the conflict after the declaration of war "
        "against Serbia.",
        "He dies after being shot by a boy.",
        "It is 1935 and Waxahachie is a small town.",
        "[Jeanne Calment] lived to 122.",
        "Jeanne Calment was a supercentenarian.",
        "She lived to 122.",
    ]
    assert lines[0].endswith("[1]") and lines[3].endswith("[3]")


def test_when_a_ruler_ruled_is_answered_from_when_to_when() -> None:
    """"When did Samsu-iluna rule?" asks for a reign, from its first year to its last (in
    the era the page writes, "BC"), not the first year alone; "When did the reign of terror
    start?" and a chain naming "the reign of terror" still ask for a year. A sentence cut
    off where its passage ends ("… several important cities (primarily in") is not quoted;
    one follow-up asks about "Rim-Sin II", however its pages space the hyphen. An era is
    no one's name."""
    from deepsearch.research.answers import (
        answer_kind,
        answer_votes,
        rank_sentences,
        short_answer,
    )
    from deepsearch.research.composing import pick

    question = "When did Samsu-iluna rule?"
    page = chunk('Samsu-iluna (c. 1750–1712 BC) was the seventh king of the Amorite dynasty of '
                 "Babylon, ruling from 1750 BC to 1712 BC (middle chronology). His reign was "
                 "marked by uprisings and the abandonment of several cities (primarily in",
                 "Samsu-iluna", "s")
    assert answer_kind(question) == "range"
    ranked = rank_sentences(question, [page], [])
    assert short_answer(question, ranked) == "from 1750 BC to 1712 BC"
    assert answer_kind("When did the reign of terror start?") == "year"
    assert answer_kind("When did the group ruling the country during the reign of terror "
                       "start?") == "year"
    assert not any(t.endswith("(primarily in") for t, _ in pick(ranked, 4, set()))
    # an era is no one: "Who were Hammurabi's successors?" is not answered "BC"
    asked = "Who were Hammurabi's successors?"
    reign = chunk("Hammurabi was the sixth king of the First Babylonian dynasty, reigning from "
                  "c. 1792 BC to c. 1750 BC (according to the Middle Chronology).", "Hammurabi",
                  "h")
    son = chunk("Samsu-iluna (c. 1750–1712 BC) was the seventh king. He was the son and "
                "successor of Hammurabi.", "Samsu-iluna", "i")
    assert "BC" not in dict(answer_votes(asked, rank_sentences(asked, [reign, son],
                                                                ["Hammurabi"]), 12))
    pages = [chunk("Rim-Sin II was a contemporary of Samsu-iluna of Babylon.", "Rim-Sin II",
                   "r"),
             chunk("Rim- Sin II rose against Samsu-iluna.", "Larsa", "l")]
    asked = follow_up_questions(heuristic_plan(question), pages, [], limit=4)
    assert sum("Sin II" in q for q in asked) == 1, asked


def test_a_sentence_defining_another_war_past_its_aside_is_no_explanation() -> None:
    """"World War II (often abbreviated to WWII), also known as the Second World War, was a
    global war …" says what another war is, for "Why did World War I start?"; the first
    war's own definition is about it."""
    from deepsearch.research.composing import defines_other

    second = chunk("World War II (often abbreviated to WWII), also known as the Second World "
                   "War, was a global war that lasted from 1939 to 1945.", "World War II", "w2")
    first = chunk("World War I (often abbreviated as WWI), also known as the Great War, was a "
                  "global war originating in Europe.", "Causes of the war", "w1")
    assert defines_other(second.text, second, ["World War I"])
    assert not defines_other(first.text, first, ["World War I"])


@pytest.mark.parametrize(("question", "parts"), [
    ("How is champagne made and where does it come from?",
     ["How is champagne made?", "Where does champagne come from?"]),
    ("Who is Jeanne Calment and why is she famous?",
     ["Who is Jeanne Calment?", "Why is Jeanne Calment famous?"]),
    ("Why did the Roman Empire fall and what replaced it?",
     ["Why did the Roman Empire fall?", "What replaced the Roman Empire?"]),
    # a facet one part names is not all the question asks
    ("How did the Great Fire of London start and what were its consequences?",
     ["How did the Great Fire of London start?",
      "What were the Great Fire of London's consequences?"]),
    # what she was is an overview, her legacy its second section ("her" owns it)
    ("Who was Marie Curie and what was her legacy?",
     ["Who was Marie Curie?", "What was Marie Curie's legacy?"]),
    ("What was the Manhattan Project and what did it achieve?",
     ["What was the Manhattan Project?", "What did the Manhattan Project achieve?"]),
    ("Why did World War I start?", []),
    ("How do vaccines work?", []),
])
def test_an_open_question_joining_two_gets_a_section_for_each(question: str,
                                                               parts: list[str]) -> None:
    """Each question an explanation joins with "and" is a section and a sub-question of its
    own, its "it" and "she" the subject (one section, "Findings", answered both before)."""
    plan = heuristic_plan(question)
    asked = [s.question for s in plan.sub_questions]
    assert plan.shape in ("explanation", "overview")
    if parts:
        assert [a.title for a in plan.aspects] == parts
        assert all(part in asked for part in parts)
    else:
        assert len(plan.aspects) == 1 and plan.aspects[0].title != question


async def test_a_joined_questions_sections_each_answer_their_own(tmp_path: Path,
                                                                kb_factory) -> None:  # noqa: F811
    """"How is champagne made and where does it come from?" quotes the making under the
    first question and the region under the second; a part nothing answers beyond the
    other sections says so ("Why is Ada Lovelace famous?"), not that nothing covers it."""
    pages = [("c-1", "Champagne", "Champagne is a sparkling wine from the Champagne region of "
              "northeast France. The wine is made by a secondary fermentation in the bottle, "
              "which makes it sparkle. Grapes are pressed gently and the juice is fermented "
              "twice. The region lies east of Paris, around Reims and Épernay."),
             ("c-2", "Champagne glass", "A champagne glass is stemware for sparkling wine. "
              "The flute keeps the bubbles longer.")]
    result, _ = await research_pages(pages, "How is champagne made and where does it come "
                                     "from?", tmp_path, kb_factory)
    body = {s.title: " ".join(s.paragraphs) for s in result.report.sections}
    assert list(body)[:2] == ["How is champagne made?", "Where does champagne come from?"]
    assert "fermentation" in body["How is champagne made?"]
    assert "region" in body["Where does champagne come from?"]
    (tmp_path / "a").mkdir()
    lone = [("a-1", "Ada Lovelace", "Ada Lovelace was an English mathematician, born in 1815.")]
    result, _ = await research_pages(lone, "Who is Ada Lovelace and why is she famous?",
                                     tmp_path / "a", kb_factory)
    second = result.report.sections[1]
    assert second.title == "Why is Ada Lovelace famous?" and not second.citations
    assert second.note.startswith("Nothing read answers “Why is Ada Lovelace famous?” beyond")


@pytest.mark.parametrize(("typed", "asked"), [
    ("best Andy Grammer songs", "List the songs of Andy Grammer."),
    ("ZZ Top albums", "List the albums of ZZ Top."),
    ("Ridley Scott movies", "List the movies of Ridley Scott."),
    ("The Hunger Games", "The Hunger Games"),
    ("Tupac Shakur", "Tupac Shakur"),
])
def test_works_typed_after_a_name_are_a_list_of_them(typed: str, asked: str) -> None:
    """"Andy Grammer songs" typed as into a search box asks for his songs (it was an overview
    of "Andy Grammer songs", which no page is about); a title's own capitalised plural is
    the title."""
    plan = heuristic_plan(typed)
    assert plan.normalized == asked and plan.question == typed
    assert plan.shape == ("overview" if asked == typed else "list")


def test_a_list_of_songs_takes_the_single_a_page_quotes_not_the_dancers() -> None:
    """A page calls a song "the debut single"; the season page naming the singer's dance
    partners names no song, and a quoted album is another kind."""
    from deepsearch.research.answers import rank_sentences, typed_mention
    from deepsearch.research.composing import list_items
    from deepsearch.research.verifying import Numbering

    single = ('"Keep Your Head Up" is the debut single by American recording artist Andy '
              'Grammer from his album "Andy Grammer".')
    assert typed_mention("song", "Keep Your Head Up", single)
    pages = [chunk(single, "Keep Your Head Up (Andy Grammer song)", "k"),
             chunk('"Naive" is the fourth studio album by American singer Andy Grammer.',
                   "Naive (Andy Grammer album)", "n"),
             chunk("Peta Murgatroyd, who was to be paired with Andy Grammer, was replaced by "
                   "Allison Holker; Artem Chigvintsev and Kym Johnson did not return.",
                   "Dancing with the Stars (season 21)", "d")]
    plan = heuristic_plan("Andy Grammer songs")
    section = list_items(plan, rank_sentences(plan.normalized, pages, []), "standard",
                         Numbering())
    assert [item.split("**")[1] for item in section.items] == ["Keep Your Head Up"]
    # a song the page quotes as another's ("written and performed by Sir Mix-a-Lot") is
    # none of theirs; one first recorded by another and then by them is
    pages = [chunk('"Don\'t Cha" is a song recorded by American girl group The Pussycat Dolls. '
                   'The song contains an interpolation of "Swass" which is written and '
                   'performed by Sir Mix-a-Lot. "Don\'t Cha" was originally recorded by Tori '
                   'Alamaze.', "Don't Cha", "c")]
    plan = heuristic_plan("What songs did the Pussycat Dolls record?")
    section = list_items(plan, rank_sentences(plan.normalized, pages, []), "standard",
                         Numbering())
    assert [item.split("**")[1] for item in section.items] == ["Don't Cha"], section.items


def test_no_follow_up_asks_about_the_languages_a_word_is_given_in() -> None:
    """"… the French and Spanish is "timbales"" names languages: no "What else is known
    about and Spanish?"."""
    page = chunk('Timpani are drums. The German word for timpani is "Pauken"; the French and '
                 'Spanish is "timbales". Timpani were used by Johann Sebastian Bach.',
                 "Timpani", "t")
    asked = follow_up_questions(heuristic_plan("What are timpani made of?"), [page], [])
    assert asked and not any("Spanish" in q or "French" in q for q in asked), asked


def test_no_follow_up_asks_about_a_name_given_only_in_brackets() -> None:
    """The Korean War's page quotes its names in Korean in brackets ("Hanguk Jeonjaeng"): no
    "What else is known about Hanguk Jeonjaeng ?"; a name outside brackets is asked about,
    and so is one a bracket lists unquoted ("the Eliminator girls (Jeana Tomasino, …)")."""
    page = chunk('The Korean War (in South Korean Hangul: RR: "Hanguk Jeonjaeng " , "Korean '
                 'War") was a war between North Korea and South Korea. The war began when '
                 "Kim Il-sung's forces crossed the border, and Syngman Rhee fled Seoul.",
                 "Korean War", "k")
    asked = follow_up_questions(heuristic_plan("Why did the Korean War start?"), [page], [])
    assert not any("Hanguk" in q for q in asked), asked
    assert any("Syngman Rhee" in q for q in asked), asked
    video = chunk("The video features the Eliminator girls (Jeana Tomasino, Kymberly Herrin, and "
                  "Danièle Arnaud).", "Legs (song)", "l")
    asked = follow_up_questions(heuristic_plan("Who is the girl in zz top legs video?"), [video],
                                [])
    assert any("Jeana Tomasino" in q for q in asked), asked


def test_a_list_of_office_holders_takes_those_a_sentence_puts_in_the_office() -> None:
    """"Who were the vice presidents of India?": the first, named after the office ("The
    first vice president of India, Sarvepalli Radhakrishnan, took oath …"), one sworn in
    "as the 13th vice president", one who resigned "from the post of vice president" are
    vice presidents, beside the one "is the current Vice President"; the man whose death
    the sentence dates before its comma, and the candidate he defeated, are not."""
    pages = [chunk("There have been 13 vice presidents since the inception of the post in "
                   "1950. The first vice president of India, Sarvepalli Radhakrishnan, took "
                   "oath at Rashtrapati Bhavan on 13 May 1952. Following the death of Zakir "
                   "Hussain in 1969, V. V. Giri resigned from the post of vice president to "
                   "contest the presidential election. On 11 August 2017, Venkaiah Naidu was "
                   "sworn in as the 13th vice president of India.",
                   "List of vice presidents of India", "a"),
             chunk("Venkaiah Naidu is the current Vice President of India. He defeated UPA's "
                   "candidate Gopalkrishna Gandhi on 5 August 2017 election.",
                   "Vice President of India", "b")]
    names, _ = listed("Who were the vice presidents of India?", pages)
    assert {"Sarvepalli Radhakrishnan", "V. V. Giri", "Venkaiah Naidu"} <= set(names), names
    assert "Zakir Hussain" not in names and "Gopalkrishna Gandhi" not in names, names


def test_no_follow_up_asks_about_words_run_together_or_an_office() -> None:
    """"For this term of the Legislature the President of the Senate is Texas Lieutenant
    Governor Dan Patrick": no "What else is known about Legislature the President?", nor
    about "Pro Tempore" (of "The President Pro Tempore is …"); John Whitmire is asked
    about."""
    page = chunk("For this term of the Legislature the President of the Senate is Texas "
                 "Lieutenant Governor Dan Patrick. The President Pro Tempore is Republican Kel "
                 "Seliger of District 31. Senator John Whitmire, a Democrat from Houston, is "
                 "the Dean of the Senate.", "Texas Senate", "t")
    asked = follow_up_questions(heuristic_plan("Who leads the Texas Senate?"), [page], [],
                                limit=5)
    assert not any("Legislature the President" in q or "Pro Tempore" in q for q in asked), asked
    assert any("John Whitmire" in q for q in asked), asked


def test_a_kings_page_of_one_word_is_his_and_a_films_is_not() -> None:
    """"He was the son and successor of Hammurabi" on Samsu-iluna's page (a one-word title,
    "he" and "his" and never "it") is quoted as "[Samsu-iluna] was the son …" when it opens
    a section; a film titled with a name ("Arthur (1981 film)") is no one's page, nor a word
    in capitals ("NATO"), nor a page that says "it"."""
    from deepsearch.research.composing import personal_page, resolved

    king = chunk("Samsu-iluna (c. 1750–1712 BC) was the seventh king of Babylon. He was the son "
                 "and successor of Hammurabi. His reign was marked by uprisings.",
                 "Samsu-iluna", "s")
    assert personal_page(king)
    assert resolved("He was the son and successor of Hammurabi.", king, None) == \
        "[Samsu-iluna] was the son and successor of Hammurabi."
    # a person's pronoun after a short opening phrase stands for the page's subject too
    daei = chunk("Ali Daei is an Iranian former footballer. Along with Cristiano Ronaldo, he is "
                 "the joint all-time leading goalscorer. He scored 109 goals.", "Ali Daei", "d")
    assert resolved("Along with Cristiano Ronaldo, he is the joint all-time leading "
                    "goalscorer.", daei, king) == \
        "Along with Cristiano Ronaldo, [Ali Daei] is the joint all-time leading goalscorer."
    assert resolved("In 2003 he broke the record.", daei, None) == \
        "In 2003 [Ali Daei] broke the record."
    assert resolved("In 2003 he broke the record.", daei, daei) == "In 2003 he broke the record."
    assert resolved("The coach said he would stay.", daei, None) == \
        "The coach said he would stay."  # (anyone)
    film = king.model_copy(update={"title": "Arthur (1981 film)"})
    assert not personal_page(film)
    assert resolved("In the film, he plays a butler.", film, None) == \
        "In the film, he plays a butler."  # a film's page: "he" is someone in it
    assert not personal_page(king.model_copy(update={"title": "NATO"}))
    assert not personal_page(king.model_copy(update={"text": f"{king.text} It fell."}))


def test_a_surname_alone_is_given_its_persons_names() -> None:
    """"Durante also recorded a cover of 'I'll Be Seeing You' …" quoted from Jimmy Durante's
    page says who only with his given name: "[Jimmy] Durante also recorded …"; not after a
    sentence of the same page, not when the sentence writes the whole name, not on a page
    that is no person's ("Notebook" of "The Notebook") nor when its first word is another."""
    from deepsearch.research.composing import resolved

    durante = chunk("Jimmy Durante was an American singer and comedian. He was born in New York. "
                    "Durante also recorded a cover of the song \"I'll Be Seeing You\", featured "
                    "in the 2004 film The Notebook.", "Jimmy Durante", "j")
    said = "Durante also recorded a cover of the song \"I'll Be Seeing You\"."
    assert resolved(said, durante, None) == f"[Jimmy] {said}"
    assert resolved(said, durante, durante) == said  # its page, just quoted, says who
    whole = "Durante and Jimmy Durante's band recorded it."
    assert resolved(whole, durante, None) == whole
    assert resolved("Sinatra also recorded it.", durante, None) == "Sinatra also recorded it."
    film = chunk("The Notebook is a 2004 romantic film. It was directed by Nick Cassavetes. "
                 "Notebook sales rose after it.", "The Notebook (film)", "n")
    assert resolved("Notebook sales rose after it.", film, None) == \
        "Notebook sales rose after it."
    film_named = film.model_copy(update={"title": "Nick Cassavetes (film)"})
    assert resolved("Cassavetes directed it.", film_named, None) == "Cassavetes directed it."


@pytest.mark.parametrize(("question", "pages", "wanted"), [
    # a player's teams are whom a sentence about him says he plays for ("captain of the
    # Pittsburgh Penguins"); not his own name written in full with his honours, the league,
    # nor a word opening a table's row ("Game records- …") or the division it names
    ("Which teams has Sidney Crosby played for?",
     [("Sidney Patrick Crosby ONS (born August 7, 1987) is a Canadian professional ice hockey "
       "player and captain of the Pittsburgh Penguins of the National Hockey League (NHL).",
       "Sidney Crosby"),
      ("Game records- Most points – 8, Sidney Crosby (4 goals, 4 assists), Metropolitan, 2019",
       "List of NHL All-Star Game records")],
     ["Pittsburgh Penguins"]),
    # nor the honours a sentence names as teams ("twelve All-NBA First Team designations")
    ("Which teams has Ivo Lund played for?",
     [("Ivo Lund (born December 30, 1984) is a Tarnish professional basketball player for the "
       "Ossa Lakers of the Tarnish Basketball League (TBL). He has amassed twelve All-TBL "
       "First Team designations and five All-Defensive First Team honors.", "Ivo Lund")],
     ["Ossa Lakers"]),
    # a band's members, its page unread, are those a sentence puts in it ("lead singer
    # Beyoncé Knowles"), not the artists a producer worked with beside it
    ("Who were the members of Destiny's Child?",
     [("Afanasieff has also written and produced music for many other recording artists, such "
       "as Richard Marx, Whitney Houston, George Benson, Destiny's Child, Kenny G, Michael "
       "Bolton and Toni Braxton.", "Walter Afanasieff"),
      ('"Brown Eyes", a song by Destiny\'s Child from Survivor, lead singer Beyoncé Knowles',
       "Brown eyes (disambiguation)")],
     ["Beyoncé Knowles"]),
    # "the two largest parties, Fianna Fáil and Fine Gael, …" calls both parties, the first
    # name no aside ("While promoting the album, Burton was killed" calls no one an album)
    ("Which political parties are there in the Republic of Ireland?",
     [("The two largest political parties, Fianna Fáil and Fine Gael, arose from a split in "
       "the Civil War.", "List of political parties in the Republic of Ireland")],
     ["Fianna Fáil", "Fine Gael"]),
    # a player's teams are those he plays for, was drafted by or signed with, not whom he
    # played against, the league, an award "of the Year", a player he "joined", or names
    # from an infobox's cells run together ("Number of teams 30 TV partner (s) …")
    ("Which teams has Kevin Durant played for in the NBA?",
     [("Kevin Wayne Durant (born September 29, 1988) is an American professional basketball "
       "player for the Brooklyn Nets of the National Basketball Association (NBA). Durant was "
       "selected as the second overall pick in the 2007 NBA draft by the Seattle SuperSonics. "
       "He played nine seasons with the franchise, which became the Oklahoma City Thunder in "
       "2008, before signing with the Golden State Warriors in 2016. In his first regular "
       "season game, the 19-year-old Durant registered 18 points against the Denver Nuggets. "
       "He was named the NBA Rookie of the Year. He joined Carmelo Anthony and LeBron James as "
       "the only teenagers in league history to average 20 points per game.", "Kevin Durant"),
      ("2017 -- 18 NBA season League National Basketball Association Sport Basketball Duration "
       "October 17, 2017 -- April 11, 2018 April 14 -- May 28, 2018 (Playoffs) Number of games "
       "82 Number of teams 30 TV partner (s) ABC, TNT, ESPN, NBA TV Draft Top draft pick "
       "Markelle Fultz Picked by Philadelphia 76ers Regular season Top seed Houston Rockets "
       "Finals Champions Golden State Warriors Runners - up Cleveland Cavaliers Finals MVP "
       "Kevin Durant (Golden State Warriors)", "2017–18 NBA season")],
     ["Brooklyn Nets", "Seattle SuperSonics", "Oklahoma City Thunder",
      "Golden State Warriors"]),
    # a stadium is named as a park or a field; the league's initials are the words its
    # pages write, and a year's edition of the game is the game's page, no namesake
    ("Which stadiums have hosted the MLB All-Star Game?",
     [("The 2016 Major League Baseball All - Star Game was the 87th edition of the Major "
       "League Baseball All - Star Game. The game was hosted by the San Diego Padres and was "
       "played at Petco Park on July 12, 2016. It was televised nationally on Fox.",
       "2016 Major League Baseball All-Star Game"),
      ("The game was hosted by the Miami Marlins and was played at Marlins Park on July 11, "
       "2017. The Marlins' first time hosting left the Tampa Bay Rays as the only MLB "
       "franchise not to have hosted an All - Star game.",
       "2017 Major League Baseball All-Star Game")],
     ["Petco Park", "Marlins Park"]),
    # an actor's films as his page lists them, unquoted: "film appearances include V for
    # Vendetta (2006), Rush (2013), and as Warden Hodges in Dad's Army (2016)" (the part he
    # played is no film)
    ("Which films has Martin Savage appeared in?",
     [("Martin Savage is an English film, stage and television actor. Other major film "
       "appearances include V for Vendetta (2006), Rush (2013), and as Warden Hodges in "
       "Dad's Army (2016).", "Martin Savage (actor)")],
     ["V for Vendetta", "Rush", "Dad's Army"]),
    # a title quoted as where articles ran is a magazine's, no film of the director's
    ("Which films did Alfred Hitchcock direct?",
     [('Alfred Hitchcock used "A Case of Identity" (1953), one of Brean\'s many articles for '
       '"Life", as the basis for Hitchcock\'s film "The Wrong Man" (1957).', "Herbert Brean")],
     ["The Wrong Man"]),
])
def test_a_lists_entries_are_what_a_sentence_says_they_are(
        question: str, pages: list[tuple[str, str]], wanted: list[str]) -> None:
    names, _ = listed(question, [chunk(text, title, f"p{i}")
                                 for i, (text, title) in enumerate(pages)])
    assert names == wanted, names


def test_initials_are_the_words_a_page_writes_them_as() -> None:
    """"MLB" is "Major League Baseball" where a page writes it so (capitalised words, one a
    letter); a page of a year's edition of the subject is the subject's, and a report whose
    list found entries says of no missing kind word that no source mentions it."""
    from deepsearch.research.closing import gaps, unread_subjects
    from deepsearch.research.composing import about, is_namesake
    from deepsearch.research.models import Section
    from deepsearch.text import is_prose, spelled_out, written_in_full

    assert spelled_out("MLB", "the Major League Baseball season") == "Major League Baseball"
    assert spelled_out("NBA", "the National Basketball Association (NBA)") == \
        "National Basketball Association"
    assert spelled_out("MLB", "major league baseball") == ""
    assert spelled_out("Mlb", "Major League Baseball") == ""
    assert written_in_full("MLB All-Star Game", "2016 Major League Baseball All-Star Game") == \
        "Major League Baseball All-Star Game"
    assert written_in_full("All-Star Game", "2016 Major League Baseball All-Star Game") == ""
    game = chunk("The game was played at Petco Park on July 12, 2016.",
                 "2016 Major League Baseball All-Star Game", "g")
    hockey = chunk("The game was played in Montreal.", "60th National Hockey League All-Star Game",
                   "h")
    assert about(game, game.text, "MLB All-Star Game")
    assert not about(hockey, hockey.text, "MLB All-Star Game")
    assert not is_namesake(game, game.text, ["MLB All-Star Game"])
    plan = heuristic_plan("Which stadiums have hosted the MLB All-Star Game?")
    assert unread_subjects(plan, [game]) == []
    assert unread_subjects(plan, [hockey]) == ["MLB All-Star Game"]
    found = Section(title="Found in the sources", items=["**Petco Park** [1]"])
    assert gaps(plan, [found], ["stadiums"]) == []
    assert not any("stadiums" in q for q in follow_up_questions(plan, [game], ["stadiums"]))
    assert gaps(plan, [Section(title="Found in the sources", note="None.")], ["stadiums"]) == \
        ["None.", "No source read mentions: stadiums."]
    # an infobox's cells run together are no statement; a long sentence listing a cast is
    cells = ("Faded Single by Alan Walker Released 3 December 2015 Format CD vinyl digital "
             "download Recorded 2015 Genre Progressive house Length 3: 32 Label Mer Musikk "
             "Songwriter (s) Alan Walker Jesper Borgen Anders Froen Gunnar Greve Producer (s) "
             "Alan Walker Mood Melodies Alan Walker singles chronology Force (2015)")
    cast = ("The film stars Jim Carrey, Liam Aiken, Emily Browning, Timothy Spall, Catherine "
            "O'Hara, Billy Connolly, Cedric the Entertainer, Luis Guzmán, Jennifer Coolidge, "
            "Jude Law, Meryl Streep, Dustin Hoffman, Craig Ferguson, Jamie Harris, Jane Adams "
            "and Bob Balaban in the leading roles.")
    assert not is_prose(cells) and is_prose(cast)


def test_a_follow_up_names_a_museum_whole_not_cut_before_of() -> None:
    """"In 2005, restoration began … at the National Museum of the United States Air Force":
    the follow-up asks about the museum by its whole name, not "National Museum"."""
    page = chunk("Memphis Belle is a Boeing B-17F Flying Fortress used during the Second World "
                 "War. In 2005, restoration began on the aircraft at the National Museum of the "
                 "United States Air Force at Wright-Patterson AFB in Dayton, Ohio.",
                 "Memphis Belle (aircraft)", "m")
    asked = follow_up_questions(heuristic_plan("What happened to the Memphis Belle after the "
                                               "war?"), [page], [], limit=4)
    assert any("National Museum of the United States Air Force" in q for q in asked), asked
    assert not any(q.endswith("National Museum?") or "National Museum and" in q
                   for q in asked), asked


def test_a_follow_up_asks_of_no_other_name_of_the_subject() -> None:
    """"Why is Holi celebrated?" asked "What else is known about Festival of Love?": a name
    a page quotes as what its subject is known as is the subject again, not a thing to ask
    about next."""
    page = chunk('Holi is a popular ancient Indian festival, also known as the "Festival of '
                 'Love", the "Festival of Colours" and the "Festival of Spring". The festival '
                 'celebrates the eternal and divine love of Radha Krishna.', "Holi", "h")
    asked = follow_up_questions(heuristic_plan("Why is Holi celebrated?"), [page], [], limit=4)
    assert not any("Festival of" in q for q in asked), asked
    assert any("Radha Krishna" in q for q in asked), asked
    # nor the thing the question numbers, its number written out ("Thirteenth Amendment to
    # the United States Constitution" of "the 13th amendment")
    page = chunk("The Thirteenth Amendment to the United States Constitution abolished "
                 "slavery. Secretary of State William H. Seward proclaimed its adoption.",
                 "Thirteenth Amendment to the United States Constitution", "t")
    asked = follow_up_questions(heuristic_plan("When was the 13th amendment ratified?"),
                                [page], [], limit=4)
    assert not any("Thirteenth" in q for q in asked), asked
    assert any("William H. Seward" in q for q in asked), asked
    # nor the title a film was made under ("the working title of "Full Tilt"")
    page = chunk('Filming of Tide Line began in 2013 in Ossa, under the working title of "Long '
                 'Haul". It was shot at Holt Studios with Ivo Lund.', "Tide Line (film)", "f")
    asked = follow_up_questions(heuristic_plan("When was Tide Line filmed?"), [page], [],
                                limit=4)
    assert not any("Long Haul" in q for q in asked) and any("Holt Studios" in q for q in asked), \
        asked


async def test_a_second_when_asks_of_it_again_and_no_end_dates_the_start(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"When was the basilica started and when will it be finished?" asks two things (a
    second "when" about "it"); the year it is to be completed by, the year of an estimate
    about its completion and its architect's lifespan are no year it was started."""
    pages = [("b-1", "Basilica of Saint Example", "The Basilica of Saint Example is a large "
              "unfinished church in Barcelona, designed by the architect Joan Puig "
              "(1852–1926). Most of the basilica's structure is to be completed by 2026; as "
              "of a 2017 estimate, its decoration should be complete by 2032.")]
    result, _ = await research_pages(pages, "When was the Basilica of Saint Example started "
                                     "and when will it be finished?", tmp_path, kb_factory)
    md = result.report.markdown
    assert "- When was the Basilica of Saint Example started? *No source read states it.*" \
        in md, md
    assert "- When will it be finished? 2026" in md


def test_who_is_not_answered_by_a_word_describing_a_title() -> None:
    """"Who was Christine Sinclair's coach?" is not answered "Olympic" (of "an Olympic gold
    medalist"), a word describing the noun after it."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    page = chunk("An Olympic gold medalist and CONCACAF champion, Sinclair is the all-time "
                 "leader for international goals.", "Christine Sinclair", "c")
    question = "Who was Christine Sinclair's coach?"
    votes = [name for name, _ in answer_votes(question, rank_sentences(question, [page], []))]
    assert "Olympic" not in votes


@pytest.mark.parametrize(("typed", "names"), [
    ("timpani vs kettledrum", ["timpani", "kettledrum"]),
    ("Python vs Java", ["Python", "Java"]),
    ("python versus java?", ["python", "java"]),
    ("Kramer vs. Kramer", ["Kramer vs. Kramer"]),
    ("Roe v. Wade", ["Roe v. Wade"]),
])
def test_two_things_typed_either_side_of_vs_are_compared(typed: str, names: list[str]) -> None:
    """"Python vs Java" was one subject, "Python vs Java", with one section; it compares
    two. A title with the same name on both sides, or a case's "v.", is one subject."""
    plan = heuristic_plan(typed)
    assert plan.entities == names
    if len(names) == 2:
        assert plan.shape == "comparison"
        assert [a.title for a in plan.aspects][-1] == "How they compare"


@pytest.mark.parametrize(("question", "text", "title", "wrong"), [
    ("How many Grammy awards has Walter Afanasieff won?",
     "Robert Glasper has been nominated for 6 Grammys and has won 3 Grammy Awards.",
     "Robert Glasper", {"6", "3"}),
    ("What did Jeanne Calment do for a living?",
     "Jeanne Louise Calment (1875–1997) was a French supercentenarian.", "Jeanne Calment",
     {"French", "Jeanne Louise Calment"}),
])
def test_no_answer_is_another_doers_count_a_nationality_or_the_subject(
        question: str, text: str, title: str, wrong: set[str]) -> None:
    """A count of what a named doer did is not another musician's count; "French" answers
    no question of what someone did, and "Jeanne Louise Calment" is whom the question
    asks about, under her middle name."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    votes = {name for name, _ in answer_votes(question, rank_sentences(
        question, [chunk(text, title, "p")], []))}
    assert not votes & wrong, votes


def test_a_nationality_answers_what_language_is_asked() -> None:
    from deepsearch.research.answers import answer_votes, rank_sentences

    question = "What language is spoken in Brazil?"
    page = chunk("The official language of Brazil is Portuguese.", "Brazil", "b")
    assert answer_votes(question, rank_sentences(question, [page], []))[0][0] == "Portuguese"


async def test_two_joined_questions_are_not_answered_by_one_span(tmp_path: Path,
                                                                 kb_factory) -> None:  # noqa: F811
    """"Where is the hall and what events are held there?" answered Los Angeles twice."""
    pages = [("h-1", "Grand Example Hall", "The Grand Example Hall is a landmark large-event "
              "venue in Los Angeles, California."),
             ("h-2", "1991 Example Contest", "The 1991 Example Contest was a competition held "
              "on October 12, 1991 at the Grand Example Hall in Los Angeles, California.")]
    result, _ = await research_pages(pages, "Where is the Grand Example Hall and what events "
                                     "are held there?", tmp_path, kb_factory)
    answers = [(a.question, a.answer) for a in result.report.answers]
    assert answers[0] == ("Where is the Grand Example Hall?", "Los Angeles"), answers
    assert answers[1][1] != "Los Angeles"


async def test_a_topic_typed_in_lower_case_is_about_the_page_it_names(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"joan example career" was one subject no page is about ("Nothing the run read covers
    this"); the first results name its page, "Joan Example", and the rest is a facet of her."""
    pages = [("j-1", "Joan Example", "Joan Example is an American basketball player. Her "
              "career began in 2003 with the Los Angeles Sparks, and she retired in 2020."),
             ("j-2", "Los Angeles Sparks", "The Los Angeles Sparks are a basketball team.")]
    result, _ = await research_pages(pages, "joan example career", tmp_path, kb_factory)
    sections = {s.title: " ".join(s.paragraphs) for s in result.report.sections}
    assert "Career" in sections and "began in 2003" in sections["Career"], sections
    assert result.report.markdown.startswith("# joan example career")


def test_who_wrote_a_song_is_not_answered_by_its_films() -> None:
    """"Who wrote You've Got a Friend in Me?" voted "Toy Story 2" ("its sequels, Toy Story 2
    (1999)") over the songwriter the page names."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    page = chunk('"You\'ve Got a Friend in Me" is a song by Randy Newman. Used as the theme '
                 'song for the film Toy Story, it is a component of its sequels, Toy Story 2 '
                 '(1999) and Toy Story 3 (2010).', "You've Got a Friend in Me", "y")
    question = "Who wrote You've Got a Friend in Me?"
    votes = [name for name, _ in answer_votes(question, rank_sentences(question, [page], []))]
    assert votes and votes[0] == "Randy Newman", votes
    assert not any(v.startswith("Toy Story") for v in votes)


def test_where_is_not_answered_by_someone_no_sentence_places_anything_in() -> None:
    """"Where does Places in the Heart take place?" answered "Wylie", a boy the plot names;
    a place is one a sentence puts something in or at ("… in Waxahachie, Texas")."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    plot = chunk("He dies after being shot by a young boy, Wylie. Vigilantes tie Wylie to a "
                 "truck.", "Places in the Heart", "p")
    question = "Where does Places in the Heart take place?"
    assert "Wylie" not in [n for n, _ in answer_votes(question, rank_sentences(question, [plot],
                                                                                []))]
    placed = chunk("It is 1935 in Waxahachie, Texas, a small town. He dies after being shot "
                   "by a young boy, Wylie.", "Places in the Heart", "p")
    votes = [n for n, _ in answer_votes(question, rank_sentences(question, [placed], []))]
    assert votes[0] == "Waxahachie", votes


def test_a_word_heading_the_asked_name_or_describing_a_noun_is_no_answer() -> None:
    """"What is the flower of the dead in spanish?" answered "Day", of "the Day of the Dead"
    (the rest of that name is the question's), then "Catholic", of "Catholic celebrations";
    a genus before its species ("Mammillaria elongata") is a name, not a word describing."""
    from deepsearch.research.answers import answer_votes, only_describes, rank_sentences

    page = chunk("The Day of the Dead is a Mexican holiday associated with the Catholic "
                 "celebrations of All Saints' Day.", "Day of the Dead", "d")
    question = "What is the flower of the dead in spanish?"
    votes = [n for n, _ in answer_votes(question, rank_sentences(question, [page], []))]
    assert "Day" not in votes and "Catholic" not in votes, votes
    assert not only_describes("Mammillaria", "Lady finger cactus is Mammillaria elongata.")
    assert only_describes("Catholic", "the Catholic celebrations of All Saints' Day")


def test_an_answer_named_beside_others_is_stated_as_the_question_asks() -> None:
    """The answers a report names ("The sources give more than one answer: …", "The sources
    also name: …") are each stated by a sentence about what the question asks, with its
    page's title: a mayor of the town a march went to, or the memory size of another
    device, is no answer, however the votes fell."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import cited_names
    from deepsearch.research.verifying import Numbering

    question = "Who acted as Harley Quinn in Suicide Squad?"
    chunks = [chunk("Portrayed by actress Margot Robbie, she first appears in Suicide Squad.",
                    "Harley Quinn (film character)", "hq-1"),
              chunk("The voice cast includes Tara Strong as Harley Quinn.",
                    "Suicide Squad: Hell to Pay", "hq-2"),
              chunk("Norma Vale is an American actress of stage and television.",
                    "Norma Vale", "hq-3")]
    ranked = rank_sentences(question, chunks, [])
    named = cited_names(question, ["Margot Robbie", "Tara Strong", "Norma Vale"], ranked,
                        Numbering())
    assert [n.split(" [")[0] for n in named] == ["Margot Robbie", "Tara Strong"], named
    question = "Who conducted a 300 mile march to Sacramento?"
    chunks = [chunk("Hardin Bigelow was the first elected mayor of the city of Sacramento.",
                    "Hardin Bigelow", "sac-1"),
              chunk("Sacramento was founded by John Sutter around an embarcadero.",
                    "History of Sacramento", "sac-2")]
    ranked = rank_sentences(question, chunks, [])
    assert cited_names(question, ["Hardin Bigelow", "John Sutter"], ranked, Numbering()) == []


async def test_a_facet_section_quotes_only_what_bears_on_the_facet(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"What are the symptoms of tuberculosis?" with only the disease's history read: the
    history's sentences are near tuberculosis, not its symptoms, and the section says
    nothing covers it rather than quote them; a sentence on symptoms, read, is quoted."""
    history = ("Throughout history, the disease tuberculosis has been known as consumption "
               "and the White Plague. In 1696, Giorgio Baglivi reported an improvement in "
               "tuberculosis sufferers after sword wounds to the chest. The search for a "
               "medicinal cure, however, continued in earnest. It was called BCG.")
    pages = [("tb-h", "History of tuberculosis", history)]

    async def report_for(extra: list[tuple[str, str, str]], name: str):
        (tmp_path / name).mkdir()
        result, _ = await research_pages([*pages, *extra], "What are the symptoms of "
                                         "tuberculosis?", tmp_path / name, kb_factory,
                                         **{"research.max_iterations": 1})
        return result.report

    bare = await report_for([], "bare")
    [section] = bare.sections
    assert section.title == "Symptoms" and not section.citations, bare.markdown
    told = await report_for([("tb-s", "Tuberculosis signs", "Patients often suffered from a "
                              "persistent cough, fever and night sweats.")], "told")
    quoted = " ".join(c.sentence for c in told.sections[0].citations)
    assert "persistent cough" in quoted and "BCG" not in quoted, told.markdown


async def test_a_compared_subject_with_no_page_of_its_own_is_not_quoted_twice(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"What is the difference between a sousaphone and a tuba?" with only the sousaphone's
    page read: the sentences comparing the two are quoted once, under "How they compare",
    and the tuba's section says where they are instead of quoting them again."""
    sousaphone = ("sousa", "Sousaphone", (
        "The sousaphone is a brass instrument in the same family as the more widely known "
        "tuba. Unlike the tuba, the instrument is bent in a circle to fit around the body of "
        "the musician. Like the tuba, sound is produced by moving air past the lips. It is "
        "widely employed in marching bands."))
    result, _ = await research_pages([sousaphone], "What is the difference between a "
                                     "sousaphone and a tuba?", tmp_path, kb_factory,
                                     **{"research.max_iterations": 1})
    report = result.report
    by_title = {s.title.lower(): s for s in report.sections}
    comparing = by_title["how they compare"]
    assert any("Unlike the tuba" in c.sentence for c in comparing.citations), report.markdown
    quoted = [c.sentence for s in report.sections for c in s.citations]
    assert len(quoted) == len(set(quoted)), report.markdown
    assert not by_title["tuba"].citations and "How they compare" in by_title["tuba"].note


def test_a_list_does_not_take_where_its_entries_belong_for_entries() -> None:
    """"List the perfect games thrown in 2012": the pitchers who threw them, not their
    teams ("Matt Cain of the San Francisco Giants") nor the league ("the 22nd in MLB
    history") nor the other side ("against the Houston Astros"); a list asking for teams
    keeps them."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import only_a_home

    games = chunk("On June 13, 2012, Matt Cain of the San Francisco Giants pitched the first "
                  "perfect game in Giants franchise history, the 22nd in MLB history, against "
                  "the Houston Astros. On April 21, 2012, Philip Humber of the Chicago White "
                  "Sox pitched the third perfect game in White Sox history.",
                  "List of perfect games", "p")
    entries, section = listed("List the perfect games thrown in 2012.", [games])
    assert entries == ["Matt Cain", "Philip Humber"], section.items
    ranked = rank_sentences("List the perfect games thrown in 2012.", [games], [])
    assert only_a_home("Houston Astros", ["Matt Cain", "Houston Astros"], ranked)
    assert not only_a_home("Matt Cain", ["Matt Cain", "Houston Astros"], ranked)
    entries, section = listed("List the teams whose pitchers threw perfect games in 2012.",
                              [games])
    assert any("Giants" in e for e in entries), section.items  # a team asked for: kept


def test_two_countries_joined_are_two_entries() -> None:
    """"Which teams played in the 1966 FIFA World Cup Final?": "contested by England and
    West Germany" gives both sides (a state of the past is a place too), while "Trinidad
    and Tobago" stays one country."""
    from deepsearch.research.composing import owned_apart

    assert owned_apart("England and West Germany") == ["England", "West Germany"]
    assert owned_apart("Trinidad and Tobago") == ["Trinidad and Tobago"]
    final = chunk("The match was contested by England and West Germany, with England winning "
                  "4–2 after extra time.", "1966 FIFA World Cup Final", "f")
    entries, section = listed("Which teams played in the 1966 FIFA World Cup Final?", [final])
    assert entries == ["England", "West Germany"], section.items


def test_what_a_subject_did_its_act_to_is_the_words_after_the_act() -> None:
    """"What did the Thirteenth Amendment abolish?" is answered by what a sentence about it
    puts after "abolished" ("slavery and involuntary servitude"), not by the name the votes
    give ("United States Constitution"); a question whose last word follows a preposition
    ("What do you use to test for lipids?") asks no act."""
    from deepsearch.research.answers import acted_on, rank_sentences, short_answer

    amendment = chunk("The Thirteenth Amendment to the United States Constitution abolished "
                      "slavery and involuntary servitude, except as punishment for a crime. "
                      "It was ratified on December 6, 1865.",
                      "Thirteenth Amendment to the United States Constitution", "a")
    question = "What did the Thirteenth Amendment abolish?"
    ranked = rank_sentences(question, [amendment], [])
    assert short_answer(question, ranked) == "slavery and involuntary servitude"
    assert short_answer("When was the Thirteenth Amendment ratified and what did it abolish?"
                        .split(" and ")[0] + "?", ranked) != "slavery and involuntary servitude"
    lipids = chunk("The emulsion test is a method to determine the presence of lipids using "
                   "wet chemistry.", "Emulsion test", "e")
    question = "What do you use to test for lipids?"
    assert acted_on(question, rank_sentences(question, [lipids], [])) == ""
    # an act stated only with a place or a time after it has no object to give
    ratified = "What did the Thirteenth Amendment ratify?"
    late = chunk("The Thirteenth Amendment was ratified in 1865.", "Thirteenth Amendment", "r")
    assert acted_on(ratified, rank_sentences(ratified, [late], [])) == ""


async def test_a_part_asked_of_it_is_answered_about_what_it_stands_for(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"… and who directed it?": a sentence saying another film "was directed by Cyril
    Frankel" and starred a Gwen answers nothing about The Amazing Spider-Man; the part is
    left unanswered rather than answered from it."""
    pages = [("gw", "Gwen Stacy", "Gwen Stacy is a fictional character appearing in comic "
              "books."),
             ("wi", "The Witches (1966 film)", "The Witches is a 1966 British horror film. It "
              "was directed by Cyril Frankel and starred Joan Fontaine and Gwen Ffrangcon "
              "Davies.")]
    result, _ = await research_pages(pages, "Who played Gwen Stacy in The Amazing Spider-Man "
                                     "and who directed it?", tmp_path, kb_factory,
                                     **{"research.max_iterations": 1})
    report = result.report
    assert "Cyril Frankel" not in " ".join(p.answer for p in report.answers), report.markdown


def test_a_timeline_quotes_its_dated_sentences_oldest_first() -> None:
    """"Kenilworth Castle timeline" (typed as a topic, not "What is the timeline of …?", a
    value): its section quotes the castle's dated sentences in the order of their years,
    not another thing's timeline page."""
    from deepsearch.research.composing import aspect_ranking, outline_picks
    from deepsearch.research.models import Aspect
    from deepsearch.research.shape import as_asked

    assert as_asked("timeline of the Inca Empire") == "timeline of the Inca Empire"
    castle = chunk("King Edward I of England visited Kenilworth Castle in 1303. King John "
                   "spent a large sum on Kenilworth Castle between 1210 and 1216. Kenilworth "
                   "Castle was founded in the 1120s by Geoffrey de Clinton.",
                   "Kenilworth Castle", "k")
    other = chunk("The following is a timeline of the 2002 outbreak of SARS.",
                  "Timeline of the SARS outbreak", "s")
    aspect = Aspect(title="Timeline", question="Kenilworth Castle timeline",
                    entity="Kenilworth Castle")
    [picked] = outline_picks([aspect], [aspect_ranking(aspect, [castle, other])], "standard",
                             ["Kenilworth Castle"])
    years = [re.search(r"1\d{3}", t).group(0) for t, _ in picked if re.search(r"1\d{3}", t)]
    assert years == sorted(years) and "1303" in years and "1210" in years, picked
    assert not any("SARS" in t for t, _ in picked)


def test_two_sides_and_a_timeline_asked_in_one_phrase_are_sections() -> None:
    """"The pros and cons of …" is a section on each side; "the benefits and risks of
    aspirin", asked as "tell me …", is a request, not a factoid; "a timeline of Prohibition
    in the United States" is one subject's "Timeline" (not a section on Prohibition and one
    on the United States), and "timeline" is no word a page must say."""
    from deepsearch.text import unmentioned

    cases = {
        "what are the pros and cons of daylight saving time in the united states":
            ["Daylight saving time in the united states", "Advantages", "Disadvantages"],
        "Tell me the benefits and risks of aspirin.": ["Aspirin", "Benefits", "Risks"],
        "What are the strengths and weaknesses of Metallica?": ["Metallica", "Strengths",
                                                                "Weaknesses"],
        "Give me a timeline of the Prohibition in the United States.": ["Timeline"],
        "timeline of the prohibition in the united states": ["Timeline"],
    }
    for asked, titles in cases.items():
        plan = heuristic_plan(asked)
        assert plan.shape == "overview", asked
        assert [a.title for a in plan.aspects] == titles, (asked, plan.aspects)
    [timeline] = heuristic_plan("Give me a timeline of the Prohibition in the United "
                                "States.").aspects
    assert timeline.entity == "Prohibition in the United States"
    assert unmentioned(["timeline", "prohibition", "relate", "connection", "pros", "role",
                        "disadvantages"]) == ["prohibition"]
    # two subjects placed apart are still two
    assert len(heuristic_plan("Tell me about Metallica and ZZ Top.").aspects) >= 2
    # "what happened to" a man in a series: one section on him, titled as asked, not a
    # second on the series
    [fate] = heuristic_plan("What happened to Benjamin Stone in Law & Order?").aspects
    assert (fate.title, fate.entity) == ("Benjamin Stone in Law & Order", "Benjamin Stone")


def test_a_thing_asked_to_be_explained_is_its_whole_name_and_answered_by_what_it_is() -> None:
    """"Explain the Gram stain." is a section "Gram stain" (not "Gram"), and a passage
    saying what the stain is answers it: no gap says no passage answers "Explain the Gram
    stain.?" (its full stop kept, no question mark added). "Tell me about the Volstead Act
    and its effects" has a section on the act before its effects."""
    from deepsearch.research.closing import gaps
    from deepsearch.research.composing import section
    from deepsearch.research.verifying import Numbering

    plan = heuristic_plan("Explain the Gram stain.")
    assert [a.title for a in plan.aspects] == ["Gram stain"]
    # what a thing is used for is a purpose, told (not the name of its inventor as a
    # one-line answer); the name goes on in lower case, not into the verb ending a question
    for asked in ("What is the Gram stain used for?", "How is a Gram stain done?",
                  "How do you make a Gram stain?", "What is the purpose of the Gram stain?",
                  "What is the significance of the Gram stain?",
                  "What was the role of the Gram stain?"):  # (why it matters, told)
        told = heuristic_plan(asked)
        assert told.shape in ("explanation", "howto"), asked
        assert [a.title for a in told.aspects] == ["Gram stain"], (asked, told.aspects)
    for asked in ("Why did the Inca Empire fall?", "How does the Volstead Act work?"):
        assert [a.title.split()[-1] for a in heuristic_plan(asked).aspects] in (
            ["Empire"], ["Act"]), asked
    page = chunk("Gram stain is a method of staining used to classify bacterial species into "
                 "two large groups.", "Gram stain")
    sections = [section(plan.aspects[0].title, [(page.text, page)], Numbering())]
    assert gaps(plan, sections, []) == []
    plan = heuristic_plan("How did the Delano grape strike end.")
    sections = [section(plan.aspects[0].title, [(page.text, page)], Numbering())]
    assert any("“How did the Delano grape strike end.”" in g for g in gaps(plan, sections, []))
    plan = heuristic_plan("Tell me about the Volstead Act and its effects.")
    assert [a.title for a in plan.aspects] == ["Volstead Act", "Effects"]


def test_a_subject_named_only_inside_another_name_is_no_evidence() -> None:
    """"How does the Volstead Act relate to Prohibition?": "… lifted by the Immorality and
    Prohibition of Mixed Marriages Amendment Act, 1985" (a South African act's page) is not
    quoted; "The Prohibition Party …", "Prohibition began …" and the act's page are."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import of_a_longer_name, section_picks

    plan = heuristic_plan("How does the Volstead Act relate to Prohibition?")
    names = ["Volstead Act", "Prohibition"]
    act = chunk("The prohibition was finally lifted by the Immorality and Prohibition of Mixed "
                "Marriages Amendment Act, 1985.", "Immorality Act, 1927", "i")
    began = chunk("Prohibition began on January 17, 1920, when the Volstead Act went into "
                  "effect.", "Eighteenth Amendment", "e")
    party = chunk("The Prohibition Party was founded in 1869.", "Temperance", "t")
    assert of_a_longer_name(act, act.text, names)
    assert not of_a_longer_name(began, began.text, names)
    assert not of_a_longer_name(party, party.text, names)
    own = chunk(act.text, "Prohibition in South Africa", "p")  # the page is a subject's
    assert not of_a_longer_name(own, own.text, names)
    [aspect] = plan.aspects
    ranked = rank_sentences(aspect.question, [act, began, party], names)
    picked = section_picks(aspect, ranked, "standard", set(), names)
    assert [c.source_id for _, c in picked if c.source_id == "i"] == [], picked
    assert any(c.source_id == "e" for _, c in picked)


def test_a_side_quotes_only_what_weighs_it() -> None:
    """"What are the strengths and weaknesses of Metallica?": what the band is opens the
    report; "Strengths" quotes the Grammy Awards, not the band's lineup; "Weaknesses" is
    empty when no sentence weighs against it (it was filled with its founding)."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("What are the strengths and weaknesses of Metallica?")
    page = chunk("Metallica is an American heavy metal band based in San Rafael, California. "
                 "Metallica's lineup comprises Hetfield, Ulrich, Hammett and Trujillo. "
                 "Metallica has won nine Grammy Awards. The band was founded in 1981 by Lars "
                 "Ulrich and James Hetfield.", "Metallica", "m")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [page]) for a in plan.aspects],
                          "standard", ["Metallica"])
    by_title = {a.title: [t for t, _ in p] for a, p in zip(plan.aspects, picks, strict=True)}
    assert by_title["Metallica"][0].startswith("Metallica is an American heavy metal band")
    assert by_title["Strengths"] == ["Metallica has won nine Grammy Awards."]
    assert by_title["Weaknesses"] == []


def test_a_list_a_sentence_gives_in_brackets_is_the_list() -> None:
    """"Who were the Eliminator girls in the Legs video?": the sentence naming them in
    brackets after the words asked ("the Eliminator girls (Jeana Tomasino, Kymberly Herrin,
    and Danièle Arnaud)") gives the list, not the car and the chart its other sentences
    name."""
    video = chunk("The Legs video introduced the 1933 Ford, the Eliminator girls and the band "
                  "as spirits. The song reached number eight on the Billboard Hot 100. The "
                  "showcar pulls up with the Eliminator girls (Jeana Tomasino, Kymberly Herrin, "
                  "and Danièle Arnaud).", "Legs (song)", "l")
    entries, section = listed("Who were the Eliminator girls in the Legs video?", [video])
    assert entries == ["Jeana Tomasino", "Kymberly Herrin", "Danièle Arnaud"], section.items


def test_an_answer_of_a_quantity_or_an_act_undergone_is_stated_as_asked() -> None:
    """"Which latitudes …?" is not answered by "Daytime", the title of the page that gives
    degrees; "Who got eliminated …?" not by the top scorer a tournament's table names, when
    no sentence stating him says anyone was eliminated (a longer question too)."""
    from deepsearch.research.answers import personal_act, rank_sentences, says_act
    from deepsearch.research.composing import titled_as_asked, weakly_stated

    latitudes = "Which latitudes experience the greatest annual change in daylight hours?"
    daytime = [(1.0, t, chunk(t, "Daytime", "d")) for t in (
        "On Earth, daytime is the period of the day with natural illumination.",
        "Dark days are only seen beyond 72° north or south latitude.")]
    assert not titled_as_asked(latitudes, "Daytime", daytime)
    assert titled_as_asked(latitudes, "72°", daytime)
    assert titled_as_asked("Who sings Daytime?", "Daytime", daytime)  # no quantity asked for
    question = "Who got eliminated in india's next superstar on 1st april 2018?"
    assert personal_act(question) == "eliminat" and personal_act("Who was born in Rome?") == ""
    assert says_act("marry", "Their marriage lasted ten years.")
    assert not says_act("fir", "It was the first season.")
    table = chunk("2018 Commonwealth Games Dates 5 -- 14 April 2018 Top scorer Sam Ward "
                  "(9 goals).", "2018 Commonwealth Games", "t")
    show = chunk("India's Next Superstar premiered in 2018 on Star Plus.",
                 "India's Next Superstar", "i")
    ranked = rank_sentences(question, [table, show], [])
    assert weakly_stated(question, ranked, "Sam Ward")
    said = chunk("Ansh Bagri was eliminated from India's Next Superstar on 1 April 2018.",
                 "India's Next Superstar", "e")
    assert not weakly_stated(question, rank_sentences(question, [table, said], []),
                             "Ansh Bagri")


async def test_a_query_is_sent_once_whatever_its_case(tmp_path: Path,
                                                     kb_factory) -> None:  # noqa: F811
    """"Who was Tupac Shakur and what was his legacy?" sent "Tupac Shakur" and "tupac
    shakur" in one round: the same search twice. Each query is sent once; the question's
    two parts are two sections."""
    pages = [("t-1", "Tupac Shakur", "Tupac Shakur was an American rapper and actor. His "
              "legacy includes many posthumous albums."),
             ("t-2", "Gang Related", "Gang Related is a 1997 film starring Tupac Shakur.")]
    result, _ = await research_pages(pages, "Who was Tupac Shakur and what was his legacy?",
                                     tmp_path, kb_factory)
    sent = [q.lower() for rec in result.search_history for q in rec.queries]
    assert sent and len(sent) == len(set(sent)), sent
    assert result.report.shape == "overview"
    assert [s.title for s in result.report.sections][:2] == [
        "Who was Tupac Shakur?", "What was Tupac Shakur's legacy?"]


def test_words_asked_in_a_language_are_the_term_marked_with_it() -> None:
    """"What is the flower of the dead in Spanish?" was answered "All Saints' Day and All
    Souls' Day" from the holiday's sentence. Words asked in a language are answered by the
    term a sentence marks with it right after those words, or not at all: the holiday's
    "(Spanish: Día de Muertos)" is the Spanish of the Day of the Dead, not of its flower."""
    from deepsearch.research.answers import rank_sentences, short_answer

    pages = [chunk("The Day of the Dead (Spanish: Día de Muertos or Día de los Muertos) is a "
                   "holiday associated with All Saints' Day and All Souls' Day. These flowers "
                   "attract souls of the dead.", "Day of the Dead", "a"),
             chunk("Its flower, the cempasúchil, is also called the flower of the dead in "
                   "Mexico.", "Tagetes erecta", "b")]
    flower = "What is the flower of the dead in spanish?"
    assert short_answer(flower, rank_sentences(flower, pages, [])) == ""
    day = "What is the Day of the Dead in Spanish?"
    assert short_answer(day, rank_sentences(day, pages, [])) == "Día de Muertos"


async def test_a_factoid_placed_in_a_state_quotes_nothing_placed_in_another(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"How many state parks are there in virginia?" quoted "Haw River State Park is a
    North Carolina state park …" beside the answer: a sentence placing its subject in
    another state, and not in the one asked, is about something else, and so is one on a
    page whose passages read place it there and never in the one asked ("Recent
    investments in Star Brewery …" on the page of a beer of Madagascar, in the report on
    when Wisconsin stops selling beer). One naming both (a park on the North
    Carolina/Virginia border) stays."""
    pages = [("v-1", "List of Virginia state parks", "Virginia opened its state park system "
              "in 1936 as a six-park system. The park system now oversees 43 parks."),
             ("h-1", "Haw River State Park", "Haw River State Park is a North Carolina state "
              "park in Guilford County. The park houses the Summit Environmental Education "
              "Center, one of the newest state parks in North Carolina."),
             ("d-1", "Dismal Swamp State Park", "The state park covers protected land on the "
              "North Carolina/Virginia border."),
             ("e-1", "Eno River State Park", "Eno River State Park is a state park in Orange "
              "County, North Carolina. The state park counts 30 miles of hiking trails and "
              "five parks' worth of campsites.")]
    result, _ = await research_pages(pages, "How many state parks are there in virginia?",
                                     tmp_path, kb_factory)
    said = result.report.markdown.split("## Sources")[0]
    assert "43" in result.report.answer
    assert "North Carolina state park" not in said and "Summit Environmental" not in said
    assert "hiking trails" not in said
    assert "North Carolina/Virginia border" in said



def test_a_short_question_of_a_country_quotes_no_other_countrys_sentence() -> None:
    """"When did england win the world cup in soccer?" quoted "In 2014, Germany became the
    first European team to win in the Americas" and four more sentences of other teams'
    wins: a short question that names a state or country it asks of quotes no sentence
    naming only others. A sentence may name the country holding the state asked ("… in the
    United States, right-to-work laws …" for Alabama), not its page's title (the United
    States Senate for the Texas Legislature's); a name holding the country is no subject
    ("hannah montana", with her page read)."""
    from deepsearch.research.answers import statement_key
    from deepsearch.research.composing import of_other_places, subject_places

    def off(question: str, pages: list[tuple[str, str]], answer: str = "") -> set[str]:
        ranked = [(1.0, text, chunk(text, title, f"s{i}"))
                  for i, (title, text) in enumerate(pages)]
        return of_other_places(question, ranked, answer)

    england = "When did england win the world cup in soccer?"
    won = "England won the World Cup in 1966 at Wembley Stadium."
    germany = "In 2014, Germany became the first European team to win in the Americas."
    plain = "The World Cup is held every four years."
    assert off(england, [("England at the FIFA World Cup", won),
                         ("2014 FIFA World Cup", germany),
                         ("FIFA World Cup", plain)], "1966") == {statement_key(germany)}
    assert off(england, [("2014 FIFA World Cup", germany)], "Germany") == set()
    senate = "The Vice President presides over the Senate."
    assert off("Who serves as the president of the senate in the texas legislature?",
               [("United States Senate", senate), ("Texas Senate", senate + " Texas.")]
               ) == {statement_key(senate)}
    law = "In the United States, right-to-work laws prohibit union security agreements."
    assert off("When did alabama became a right to work state?",
               [("Right-to-work law", law)]) == set()
    montana = ranked_on("Hannah Montana", ["Miley picks Jake in the end."])
    assert subject_places("Who does hannah montana pick jake or jessie?", montana) == []
    assert subject_places(england, []) == ["england"]


async def test_each_part_of_an_open_question_is_of_the_thing_numbered_as_asked(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"When was the 13th amendment ratified and what did it do?" answered what it did with
    "The Eighteenth Amendment … established the prohibition of alcoholic beverages": each
    part's sentences, as the report's, are of the thing numbered as asked."""
    pages = [("t-1", "Thirteenth Amendment to the United States Constitution",
              "The Thirteenth Amendment to the United States Constitution abolished slavery. "
              "The amendment was ratified by the required number of states on December 6, "
              "1865."),
             ("e-1", "Eighteenth Amendment to the United States Constitution",
              "The Eighteenth Amendment of the United States Constitution established the "
              "prohibition of alcoholic beverages in the United States.")]
    result, _ = await research_pages(
        pages, "When was the 13th amendment ratified and what did it do?", tmp_path,
        kb_factory)
    said = result.report.markdown.split("## Sources")[0]
    assert "abolished slavery" in said and "December 6, 1865" in said, said
    assert "prohibition" not in said, said


def test_someone_speaking_unnamed_is_no_sentence_to_quote() -> None:
    """"Give me a detailed overview of the Statue of Liberty." opened with "I saw the Statue
    of Liberty. And I said to myself, …", an immigrant's words the page quotes: a sentence
    saying "I" or "my" outside quotation marks is ranked no more. "World War I", "Elizabeth
    I" and a speaker's quoted words ("He said, "I will return."") are not."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.text import in_first_person

    for own in ("I saw the Statue of Liberty.", "And I said to myself, \"Lady!\"",
                "And always that statue was on my mind."):
        assert in_first_person(own), own
    for said in ("World War I was a global war.", "Elizabeth I was queen of England.",
                 "He said, \"I will return.\"", "I Love Lucy is a sitcom.",
                 "Oh My God is a song."):
        assert not in_first_person(said), said
    page = chunk("I saw the Statue of Liberty as my ship came in. The Statue of Liberty is a "
                 "colossal neoclassical sculpture on Liberty Island.", "Statue of Liberty")
    ranked = rank_sentences("Give me a detailed overview of the Statue of Liberty.", [page], [])
    assert [s for _, s, _ in ranked] == [
        "The Statue of Liberty is a colossal neoclassical sculpture on Liberty Island."]
    # nor the end of a quotation opened before it, whose speaker it does not say
    from deepsearch.text import quotation_tail

    assert quotation_tail("These guys are the ones who have been intimidating Axel.\"")
    assert not quotation_tail("He said, \"I will return.\"")
    assert not quotation_tail("It is a \"song\".")


def test_an_office_holder_or_an_answer_of_a_year_is_stated_as_asked() -> None:
    """"Present chairman of public accounts committee of lok sabha?" was answered by a
    member of the Lok Sabha no sentence calls chairman; "What was the number one song on
    october 2 1975?" by a 2000 song that was number one in France, on a page that never
    says 1975. A name stated with the office, and a song on a page of 1975, still answer."""
    from deepsearch.research.answers import asked_office, asked_years, rank_sentences
    from deepsearch.research.composing import weakly_stated

    chairman = "Present chairman of public accounts committee of lok sabha?"
    assert asked_office(chairman) == "chair" and asked_office("Who sings Chair?") == ""
    member = chunk("Gadakh Tukaram Gangadhar (born 1 November 1953) is a member of the 14th "
                   "Lok Sabha of India. The Public Accounts Committee audits the revenue of "
                   "the Government of India.", "Tukaram Gangadhar Gadakh", "g")
    assert weakly_stated(chairman, rank_sentences(chairman, [member], []),
                         "Gadakh Tukaram Gangadhar")
    chair = chunk("Mallikarjun Kharge was appointed chairperson of the Public Accounts "
                  "Committee of the Lok Sabha in 2017.", "Public Accounts Committee", "p")
    assert not weakly_stated(chairman, rank_sentences(chairman, [member, chair], []),
                             "Mallikarjun Kharge")

    song = "What was the number one song on october 2 1975?"
    assert asked_years(song) == ["1975"]
    french = chunk('"One More Time" charted at number one on the French singles chart and '
                   "was the number one song of the year in France.",
                   "One More Time (Daft Punk song)", "o")
    assert weakly_stated(song, rank_sentences(song, [french], []), "One More Time")
    denver = chunk('"I\'m Sorry" by John Denver was the number one song on October 2, 1975.',
                   "I'm Sorry (John Denver song)", "d")
    assert not weakly_stated(song, rank_sentences(song, [denver], []), "I'm Sorry")


async def test_a_factoid_about_a_named_subject_quotes_no_page_about_another(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Where did they film the movie in the heat of the night?" quoted "One Night in
    Istanbul … is a British comedy-drama film" and three more films with "night" in their
    names beside the answer. With the page of the film the question names read, a sentence
    from a page it does not name must name that film, the answer, or be a step from it (the
    town it was filmed in)."""
    pages = [("h-1", "In the Heat of the Night (film)", "In the Heat of the Night is a 1967 "
              "American mystery drama film directed by Norman Jewison. Most of the movie was "
              "filmed in Sparta, Illinois, where many of the film's landmarks can still be "
              "seen."),
             ("o-1", "One Night in Istanbul", "One Night in Istanbul is a British comedy-drama "
              "film about a night in the city. The film was shot over one night."),
             ("s-1", "Sparta, Illinois", "Sparta is a city in Randolph County, Illinois, on "
              "the route of the film crews.")]
    result, _ = await research_pages(
        pages, "Where did they film the movie in the heat of the night?", tmp_path, kb_factory)
    said = result.report.markdown.split("## Sources")[0]
    assert "Sparta, Illinois" in said and "Istanbul" not in said, said
    assert "Randolph County" in said


def test_a_namesake_sharing_every_word_of_the_subject_is_another_reading() -> None:
    """"Keep Ya Head Up" holds every word of "keep your head up": its sentence is another
    reading of "Who sings the song you got to keep your head up?", not a namesake's."""
    from deepsearch.research.answers import rank_sentences, statement_key
    from deepsearch.research.composing import Links, off_subject

    question = "Who sings the song you got to keep your head up?"
    pages = [chunk("Keep Your Head Up is a song by Andy Grammer.", "Keep Your Head Up", "k"),
             chunk('"Keep Ya Head Up" is a 1993 hit single by 2Pac.', "Keep Ya Head Up", "y"),
             chunk("Head Over Heels is a 2001 album by a band from Ohio.",
                   "Head Over Heels (album)", "h")]
    ranked = rank_sentences(question, pages, [])
    off = off_subject(question, ranked, "", Links(question, ranked))
    kept = [s for _, s, _ in ranked if statement_key(s) not in off]
    assert any("2Pac" in s for s in kept) and not any("Ohio" in s for s in kept), kept


async def test_a_comparison_no_source_makes_is_set_side_by_side(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Give an overview of Ed Wood and Scott Derrickson …": no page compares the two, and
    "How they compare" only said so. It now sets them side by side from the sentences
    defining each (on Ed Wood's own page, one opening with his full name): what each is
    with his dates, the words both are described by, and who was born first, each entry
    citing what it rests on; the gap still says no source compares them."""
    pages = [("e-1", "Ed Wood", "Edward Davis Wood Jr. (October 10, 1924 – December 10, "
              "1978) was an American filmmaker, actor, writer, producer, and director. He "
              "made low-budget films in the 1950s."),
             ("s-1", "Scott Derrickson", "Scott Derrickson (born July 16, 1966) is an American "
              "director, screenwriter and producer. He lives in Los Angeles, California.")]
    question = ("Give an overview of Ed Wood and Scott Derrickson: who or what each is and "
                "how they compare.")
    result, urls = await research_pages(pages, question, tmp_path, kb_factory)
    report = result.report
    [compare] = [s for s in report.sections if s.title == "How they compare"]
    numbers = {s.url: s.n for s in report.sources}
    wood, derrickson = numbers[urls["e-1"]], numbers[urls["s-1"]]
    assert compare.items == [
        f"Ed Wood (October 10, 1924 – December 10, 1978): American filmmaker, actor, writer, "
        f"producer, and director [{wood}]",
        f"Scott Derrickson (born July 16, 1966): American director, screenwriter and producer "
        f"[{derrickson}]",
        f"What they share: American, producer, director [{wood}] [{derrickson}]",
        f"Ed Wood was born 42 years before Scott Derrickson (1924 and 1966) [{wood}] "
        f"[{derrickson}]"]
    assert {c.source for c in compare.citations} == {wood, derrickson}
    assert all(c.sentence in c.passage for c in compare.citations)
    assert any("compares Ed Wood and Scott Derrickson directly" in g for g in report.gaps)
    assert "What they share: American" in report.markdown


async def test_born_first_leads_with_both_lifespans(tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who was born first, Gerald Ford or Richard Nixon?": the answer rests on both
    lifespans, quoted first; Ford's "He was the first person appointed …", quoted after
    Nixon's lifespan, names whom it means."""
    pages = [("f-1", "Gerald Ford", "Gerald Rudolph Ford Jr. (July 14, 1913 – December 26, "
              "2006) was an American politician who served as the 38th President of the "
              "United States. He was the first person appointed to the vice presidency under "
              "the 25th Amendment."),
             ("n-1", "Richard Nixon", "Richard Milhous Nixon (January 9, 1913 – April 22, "
              "1994) was the 37th President of the United States.")]
    question = "Who was born first, Gerald Ford or Richard Nixon?"
    result, urls = await research_pages(pages, question, tmp_path, kb_factory)
    report = result.report
    numbers = {s.url: s.n for s in report.sources}
    assert report.answer == "Richard Nixon" and report.answer_source == numbers[urls["n-1"]]
    assert [c.source for c in report.citations[:2]] == [numbers[urls["f-1"]],
                                                        numbers[urls["n-1"]]], report.citations
    later = [c.sentence for c in report.citations[2:]]
    assert "[Gerald Ford] was the first person appointed to the vice presidency under the " \
        "25th Amendment." in later, later


def test_works_set_side_by_side_are_dated_by_their_own_years() -> None:
    """Two films: what each is stops where the sentence goes on to who made it, and the
    earlier is older by their own years (no one was born)."""
    from deepsearch.research.comparisons import profile, side_by_side

    films = [chunk("Ed Wood is a 1994 American biographical period comedy-drama film directed "
                   "and produced by Tim Burton.", "Ed Wood (film)", "f"),
             chunk("Sinister is a 2012 supernatural horror film directed by Scott Derrickson.",
                   "Sinister (film)", "s")]
    sentences = [(c.text, c) for c in films]
    wood, sinister = profile("Ed Wood", sentences), profile("Sinister", sentences)
    assert wood and sinister and wood.what == "1994 American biographical period " \
        "comedy-drama film" and sinister.year == 2012
    lines = [text for text, _ in side_by_side([wood, sinister])]
    assert lines[-2:] == ["What they share: film",
                          "Ed Wood (1994) is 18 years older than Sinister (2012)"]
    assert profile("Tim Burton", sentences) is None  # no sentence says what he is


def test_compared_names_keep_a_comma_before_a_capital() -> None:
    """"Give an overview of A Demon for Trouble and Now, Voyager …" compared "Now"; a comma
    before a capital is inside a name ("Johnnycake, West Virginia"), one before a lower-case
    word ends it; what a thing is never ends on a participle whose object was cut."""
    from deepsearch.research.comparisons import profile

    tail = ": who or what each is and how they compare."
    assert heuristic_plan(f"Give an overview of A Demon for Trouble and Now, Voyager{tail}"
                          ).entities == ["A Demon for Trouble", "Now, Voyager"]
    assert heuristic_plan(f"Give an overview of Linville Falls Tavern and Johnnycake, West "
                          f"Virginia{tail}").entities == ["Linville Falls Tavern",
                                                          "Johnnycake, West Virginia"]
    assert heuristic_plan("Compare Python and Java, for web apps.").entities == \
        ["Python", "Java"]
    film = chunk("The More the Merrier is a 1943 American comedy film made by George Stevens.",
                 "The More the Merrier", "m")
    merrier = profile("The More the Merrier", [(film.text, film)])
    assert merrier and merrier.what == "1943 American comedy film"


def test_a_long_definition_ends_at_a_place_and_a_person_has_no_work_year() -> None:
    """"Victoria Falls … is a waterfall in southern Africa on the Zambezi River at the border
    between Zambia and Zimbabwe" was too long to set side by side: it ends at its last place
    within bounds. "Viorst is a 1952 graduate of …" was dated 1952 as if she were a work;
    "River" of two rivers' names is nothing they share; "an entity" says nothing."""
    from deepsearch.research.comparisons import profile, shared_words

    falls = chunk("Victoria Falls (Tokaleya Tonga: Mosi-oa-Tunya) is a waterfall in southern "
                  "Africa on the Zambezi River at the border between Zambia and Zimbabwe.",
                  "Victoria Falls", "v")
    waterfall = profile("Victoria Falls", [(falls.text, falls)])
    assert waterfall and waterfall.what == "waterfall in southern Africa on the Zambezi " \
        "River at the border"
    viorst = chunk("Viorst is a 1952 graduate of the Newark College of Arts and Sciences.",
                   "Judith Viorst", "j")
    graduate = profile("Judith Viorst", [(viorst.text, viorst)])
    assert graduate and graduate.year is None
    river = chunk("The Bubye River is a tributary of the Limpopo River in Zimbabwe.",
                  "Bubye River", "b")
    noir = chunk("Sleep, My Love is a 1948 American film noir directed by Douglas Sirk.",
                 "Sleep, My Love", "s")
    station = chunk("The Station is an entity currently operated by Rutgers.", "Station", "n")
    tributary, film = profile("Bubye River", [(river.text, river)]), \
        profile("Sleep, My Love", [(noir.text, noir)])
    assert tributary and film and film.year == 1948  # a film noir is a work
    assert shared_words([tributary, waterfall]) == []  # "River" is the names'
    assert profile("Station", [(station.text, station)]) is None  # "entity" says nothing


def test_a_comparison_asked_with_a_capital_and_a_kind_names_its_two_subjects() -> None:
    """"Compare the films Sinister and Deliver Us from Evil." compared three things
    ("Deliver Us" too): "Compare" with a capital is the request, "the films" what both are;
    a lower-case ending is the context, not the second name ("… and Java for web apps")."""
    assert heuristic_plan("Compare the films Sinister and Deliver Us from Evil.").entities == \
        ["Sinister", "Deliver Us from Evil"]
    assert heuristic_plan("Compare TCP and UDP in networking.").entities == ["TCP", "UDP"]
    assert heuristic_plan("Compare Cats and Fiddler on the Roof.").entities == \
        ["Cats", "Fiddler on the Roof"]


async def test_a_subject_named_with_an_honorific_is_its_page_without_it(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who was Sir Alex Ferguson and what did he achieve?" read the page "Alex Ferguson"
    and quoted only Matt Busby's page: "Sir" is no part of the name a page's title and
    sentences write ("Lady Gaga" and "Lord of the Rings" keep theirs). "achieve" is no
    thing the sources fail to mention, and what he achieved is told with "won"."""
    from deepsearch.research.comparisons import bare_name

    assert bare_name("Sir Alex Ferguson") == "Alex Ferguson"
    assert bare_name("Lady Gaga") == "Lady Gaga"
    assert bare_name("Lord of the Rings") == "Lord of the Rings"
    pages = [("a-1", "Alex Ferguson", "Sir Alexander Chapman Ferguson (born 31 December 1941) "
              "is a Scottish former football manager who managed Manchester United from 1986 "
              "to 2013. He won 13 league titles with the club."),
             ("m-1", "Matt Busby", "Busby's records at Manchester United are surpassed only "
              "by Sir Alex Ferguson.")]
    result, _ = await research_pages(
        pages, "Who was Sir Alex Ferguson and what did he achieve?", tmp_path, kb_factory)
    first, achieved = result.report.sections[:2]
    assert "Scottish former football manager" in " ".join(first.paragraphs), first
    # what he achieved is told with "won", not "achieve": the part's section quotes it
    assert "won 13 league titles" in " ".join(achieved.paragraphs), achieved
    assert not any(g.startswith("No source read mentions") and "achieve" in g
                   for g in result.report.gaps), result.report.gaps


def test_a_question_asked_inside_a_request_is_a_section_of_its_own() -> None:
    """"Tell me about Richard Kuklinski's crimes and how he was caught." had one section,
    "Crimes": the question joined to the request ("how he was caught", its subject before
    its verb) was dropped. It is a section, asked directly; a part whose verb has no helper
    ("why it mattered") is a heading as written; a request's own part is headed by its
    subject, and a part naming something else is not headed "… of <subject>"."""
    from deepsearch.research.answers import question_parts

    plan = heuristic_plan("Tell me about Richard Kuklinski's crimes and how he was caught.")
    assert [a.title for a in plan.aspects] == ["Crimes", "How was Richard Kuklinski caught?"]
    assert [p for _, p in question_parts("Describe Marie Curie's work and why it mattered.",
                                         "Marie Curie")][1] == "Why Marie Curie mattered"
    fire = heuristic_plan("Tell me about the Great Fire of London and how the city was "
                          "rebuilt.")
    assert [a.title for a in fire.aspects] == ["Great Fire of London",
                                               "How was the city rebuilt?"]
    # a subject written without capitals is the request's, for its parts too
    lower = heuristic_plan("describe photosynthesis and why it matters")
    assert [a.title for a in lower.aspects] == ["Photosynthesis", "Why photosynthesis matters"]
    # a question asked directly still splits as before, and its facets are its own
    joined = heuristic_plan("How did the Great Fire of London start and what were its "
                            "consequences?")
    assert [a.title for a in joined.aspects] == [
        "How did the Great Fire of London start?", "What were the Great Fire of London's "
        "consequences?"]


#: Richard Kuklinski's page, as the local web serves it: who he was, not why nor how caught
KUKLINSKI = ("k-1", "Richard Kuklinski", "Richard Leonard Kuklinski (April 11, 1935 – March 5, "
             "2006) was an American contract killer who was convicted of murdering five "
             "people. He was associated with members of the DeCavalcante crime family.")


async def test_a_part_no_source_mentions_is_said_and_asked_next(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """A part of the question no page read says anything of gets an empty section saying
    so, not a sentence that merely names the subject (Philip Carlo wrote his biography), and
    the follow-up asks that part ("How was Richard Kuklinski caught?"), not "What do other
    sources say about caught?"."""
    pages = [KUKLINSKI,
             ("c-1", "Philip Carlo", "Philip Carlo was a journalist and best selling "
              "biographer of Thomas Pitera, Richard Kuklinski and Richard Ramirez.")]
    result, _ = await research_pages(
        pages, "Tell me about Richard Kuklinski's crimes and how he was caught.", tmp_path,
        kb_factory)
    report = result.report
    crimes, caught = report.sections[:2]
    assert "contract killer" in " ".join(crimes.paragraphs), crimes
    assert caught.title == "How was Richard Kuklinski caught?" and not caught.citations, caught
    assert "no source mentions caught" in (caught.note or ""), caught
    assert "How was Richard Kuklinski caught?" in report.follow_ups, report.follow_ups
    assert not any("about caught" in f for f in report.follow_ups), report.follow_ups
    assert sum("caught" in g for g in report.gaps) == 1, report.gaps  # said once


async def test_a_why_question_no_sentence_answers_says_so(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Why did Richard Kuklinski become a contract killer?" quoted who he was and left it
    there, as if that were the reason: a "why" no sentence quoted gives a cause for is a
    gap the report states; one that gives it ("because …") is not."""
    pages = [KUKLINSKI]
    question = "Why did Richard Kuklinski become a contract killer?"
    result, _ = await research_pages(pages, question, tmp_path, kb_factory)
    assert any("gives a reason" in g and question in g for g in result.report.gaps), \
        result.report.gaps
    pages[0] = ("k-1", "Richard Kuklinski", pages[0][2] + " He became a contract killer "
                "because the DeCavalcante family paid him well for each murder.")
    (tmp_path / "b").mkdir()
    result, _ = await research_pages(pages, question, tmp_path / "b", kb_factory)
    assert not any("gives a reason" in g for g in result.report.gaps), result.report.gaps


def test_a_page_whose_name_holds_the_subjects_after_its_own_word_is_a_namesake() -> None:
    """"What is Pterocarya and where does it grow?" quoted Cryptantha pterocarya, a herb of
    the western United States, as where the trees grow: a page whose title holds the
    subject's name after a word of its own, its passage naming the subject only inside that
    title, is about something else. A page titled with the name after "of" or a comma, or
    naming the subject on its own, is not."""
    herb = chunk("Cryptantha pterocarya is a species of flowering plant in the borage family. "
                 "It is native to the western United States.", "Cryptantha pterocarya", "h")
    trees = chunk("Pterocarya, often called wingnuts in English, are trees in the walnut "
                  "family Juglandaceae. They are native to Asia.", "Pterocarya", "t")
    death = chunk("Timothy Leary died of prostate cancer in 1996.", "Death of Timothy Leary",
                  "d")
    texas = chunk("Paris is a city in Lamar County, Texas.", "Paris, Texas", "p")
    assert is_namesake(herb, "It is native to the western United States.", ["Pterocarya"])
    assert not is_namesake(trees, "They are native to Asia.", ["Pterocarya"])
    assert not is_namesake(death, death.text, ["Timothy Leary"])
    assert not is_namesake(texas, texas.text, ["Texas"])


def test_they_opening_a_quote_is_named_when_the_page_says_what_they_are() -> None:
    """"They are native to Asia." opened a report, "they" standing for nothing quoted: a
    page opening by saying what its subject are ("Pterocarya … are trees") names them; a
    page whose "they" may be anyone (a film's) leaves it as written."""
    from deepsearch.research.composing import resolved

    trees = chunk("Pterocarya, often called wingnuts in English, are trees in the walnut "
                  "family Juglandaceae. They are native to Asia.", "Pterocarya", "t")
    film = chunk("Inception is a 2010 science fiction film. They enter the dreams of others.",
                 "Inception", "f")
    assert resolved("They are native to Asia.", trees, None) == \
        "[Pterocarya] are native to Asia."
    assert resolved("They enter the dreams of others.", film, None) == \
        "They enter the dreams of others."
    # an opening possessive is its page's subject's, as a person's page or a thing's says it
    church = chunk("St Paul's Cathedral is an Anglican cathedral in London. Its construction "
                   "was completed in Wren's lifetime.", "St Paul's Cathedral", "c")
    said = "Its construction was completed in Wren's lifetime."
    assert resolved(said, church, None) == \
        "[St Paul's Cathedral's] construction was completed in Wren's lifetime."
    assert resolved(said, church, church) == said  # (its page quoted just before)
    model = chunk("Its successor was revealed in 2020.", "IPad (7th generation)", "i")
    assert resolved(model.text, model, None) == \
        "[IPad (7th generation)'s] successor was revealed in 2020."  # not every iPad's
    assert resolved("His first film was a western.", film, None) == \
        "His first film was a western."  # a film's "his" is someone else's
    # "The song …" on a page that is a song is that song, named: another than the one asked
    song = chunk('"Love Me like You Do" is a song recorded by Ellie Goulding. The song was also '
                 'included on her third album.', "Love Me like You Do", "l")
    said = "The song was also included on her third album."
    assert resolved(said, song, None) == \
        "[Love Me like You Do] was also included on her third album."
    assert resolved(said, song, song) == said
    school = chunk("The school currently offers programs in management.",
                   "International School of Morocco", "m")
    assert resolved(school.text, school, None).startswith("[International School of Morocco] "
                                                           "currently offers")
    wall = chunk("The outer bailey wall was built by King John.", "Kenilworth Castle outer "
                 "bailey wall", "w")
    secretary = chunk("The Secretary of State for India was a minister.",
                      "Secretary of State for India", "s")
    for name in (wall, secretary):  # the opening is a longer description, or a name
        assert resolved(name.text, name, None) == name.text
    assert resolved("The film was a hit.", song, None) == "The film was a hit."  # (not its
    # kind)
    band = chunk("The Beatles were an English rock band. The band formed in 1960.",
                 "The Beatles", "b")
    assert resolved("The band formed in 1960.", band, None) == "The band formed in 1960."


def test_an_overviews_summary_opens_with_what_its_subject_is() -> None:
    """"Tell me about Charli XCX and how she became famous." was summed up by "In 2019,
    Charli XCX released her third studio album": the sentence saying what she is opens the
    summary, in whichever section it was quoted, including one naming her by her stage
    name ("…, known professionally as Charli XCX, is an English singer …")."""
    from deepsearch.research.composing import summary_of

    album = Citation(sentence="In 2019, Charli XCX released her third studio album.",
                     source=1, chunk_id="c-0", passage="", support=1.0, verified=True)
    defining = Citation(sentence="Charlotte Emma Aitchison (born 2 August 1992), known "
                        "professionally as Charli XCX, is an English singer and songwriter.",
                        source=1, chunk_id="c-0", passage="", support=1.0, verified=True)
    sections = [Section(title="Charli XCX", paragraphs=["…"], citations=[album]),
                Section(title="How Charli XCX became famous", paragraphs=["…"],
                        citations=[defining])]
    summary = summary_of(sections, "Tell me about Charli XCX", names=["Charli XCX"],
                         own={1}, defining=True)
    assert summary.startswith("Charlotte Emma Aitchison"), summary
    assert not summary_of(sections, "Tell me about Charli XCX", names=["Charli XCX"],
                          own={1}).startswith("Charlotte"), "only an overview's"


def test_how_someone_died_is_answered_by_what_they_died_of() -> None:
    """"How did Philip Carlo die?" was answered "November 8" and "How did Richard Kuklinski
    die?" by "Philip Carlo; Newark": a manner of death is what a sentence about the person
    says they died of (the illness their page names when it says "the disease"); a page
    about someone else's death answers nothing."""
    from deepsearch.research.answers import rank_sentences, short_answer

    carlo = chunk("Philip Carlo (April 18, 1949 – November 8, 2010) was a journalist and "
                  "biographer of Richard Kuklinski. Carlo suffered from amyotrophic lateral "
                  "sclerosis (ALS), commonly known as \"Lou Gehrig's Disease\". He died of the "
                  "disease on November 8, 2010 at age 61.", "Philip Carlo", "c")
    kuklinski = chunk("Richard Leonard Kuklinski (April 11, 1935 – March 5, 2006) was an "
                      "American contract killer from Newark.", "Richard Kuklinski", "k")
    crash = chunk("Grace Kelly died in a car crash in 1982 near Monaco.", "Grace Kelly", "g")

    def answer(question: str, chunks: list[RetrievedChunk]) -> str:
        return short_answer(question, rank_sentences(question, chunks, []))

    assert answer("How did Philip Carlo die?", [carlo, kuklinski]) == \
        "amyotrophic lateral sclerosis (ALS)"
    assert answer("How did Richard Kuklinski die?", [carlo, kuklinski]) == ""
    assert answer("What did Grace Kelly die of?", [crash]) == "a car crash"
    dated = chunk("Grace Kelly died on 14 September 1982 in Monaco.", "Grace Kelly", "d")
    assert answer("How did Grace Kelly die?", [dated]) == ""  # a date is no manner


async def test_when_and_where_asked_together_are_each_answered(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"When was Charli XCX born and where?" answered "2008" (the year she began posting
    songs): when and where are two questions, each answered ("Born in Cambridge", with a
    capital, says where she was born; Start Hill is where she was raised), and the report's
    answer is theirs."""
    pages = [("c-1", "Charli XCX", "Charlotte Emma Aitchison (born 2 August 1992), known "
              "professionally as Charli XCX, is an English singer and songwriter. Born in "
              "Cambridge and raised in Start Hill, Essex, she began posting songs on Myspace "
              "in 2008.")]
    result, _ = await research_pages(pages, "When was Charli XCX born and where?", tmp_path,
                                     kb_factory)
    report = result.report
    assert [p.answer for p in report.answers] == ["2 August 1992", "Cambridge"], report.answers
    assert report.answer == "2 August 1992; Cambridge" and report.answer_source == 1, report


def test_a_span_of_years_is_no_answer_to_when_a_thing_began() -> None:
    """"When did the ancient chinese civilization begin and end?" answered its first part
    "2070 to c. 1600 BC", the span of the Xia dynasty: a span in an era is no answer to when
    a thing began or ended (nor does it make the report's answer); asked both, it is."""
    from deepsearch.research.answers import spans_asked_end

    span = "2070 to c. 1600 BC"
    assert spans_asked_end("When did the ancient chinese civilization begin?", span)
    assert spans_asked_end("When did the ancient chinese civilization end?", span)
    assert not spans_asked_end("When did the ancient chinese civilization begin and end?", span)
    assert not spans_asked_end("When did the ancient chinese civilization begin?", "221 BC")
    from deepsearch.research.answers import rank_sentences, short_answer

    xia = chunk("The Xia dynasty of China (from c. 2070 to c. 1600 BC) is the first dynasty "
                "to be described in ancient historical records.", "Xia dynasty", "x")
    asked = "When did the ancient chinese civilization begin?"  # asked alone, too
    assert short_answer(asked, rank_sentences(asked, [xia], [])) == ""


async def test_where_a_thing_grows_is_told_by_where_it_is_native(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"What is Pterocarya and where does it grow?" said the trees grow in the western United
    States (Cryptantha pterocarya's range, a herb whose name holds theirs) and left "Where
    does Pterocarya grow?" empty while "They are native to Asia" sat in the other section:
    the herb is a namesake, and where a thing grows is told with "native"."""
    pages = [("p-1", "Pterocarya", "Pterocarya, often called wingnuts in English, are trees "
              "in the walnut family Juglandaceae. They are native to Asia. The botanic name is "
              "from Ancient Greek for wing and nut."),
             ("h-1", "Cryptantha pterocarya", "Cryptantha pterocarya is a species of flowering "
              "plant in the borage family known as wingnut cryptantha. It is native to the "
              "western United States where it grows in many types of habitat.")]
    result, _ = await research_pages(pages, "What is Pterocarya and where does it grow?",
                                     tmp_path, kb_factory)
    report = result.report
    where = next(s for s in report.sections if s.title == "Where does Pterocarya grow?")
    assert "native to Asia" in " ".join(where.paragraphs), report.sections
    assert "United States" not in report.markdown and "Cryptantha" not in report.markdown



def test_another_answer_names_the_thing_the_question_writes_out() -> None:
    """"Who founded Tough Dance?" gave "more than one answer": Ben Cura and Andrea Deck, and
    Willy Tsao, who founded BeijingDance. A name the question writes out that the answer's
    sentence names is named by another answer's too, or it answers something else."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import other_answers, rival_answers

    question = "Who founded Tough Dance?"
    tough = chunk("The film was a production by London-based company Tough Dance, founded by "
                  "Ben Cura and Andrea Deck.", "Creditors (2015 film)", "t")
    beijing = chunk("BeijingDance / LDTX is a modern dance company founded by Willy Tsao in "
                    "Beijing in 2005.", "BeijingDance / LDTX", "b")
    ranked = rank_sentences(question, [tough, beijing], ["Tough Dance"])
    answer = "Ben Cura and Andrea Deck"
    assert other_answers(question, ranked, answer) == []
    assert rival_answers(question, ranked, answer) == []
    other = chunk("Tough Dance was founded by Willy Tsao in 1999.", "Tough Dance (band)", "o")
    ranked = rank_sentences(question, [tough, other], ["Tough Dance"])
    assert "Willy Tsao" in other_answers(question, ranked, answer)  # said of it: a reading


def test_a_later_parts_it_is_what_the_first_part_acted_on() -> None:
    """"When did Madonna release her first album and what was it called?" asked "What was
    Madonna called?" and answered "Power of Madonna" (a Glee EP): "it" is what the first
    part's act was done to, her first album; a part acting on nothing keeps "it" the
    subject ("When was the act passed and who signed it?")."""
    from deepsearch.research.answers import question_parts

    asked = question_parts("When did Madonna release her first album and what was it called?",
                           "Madonna", "Madonna")
    assert asked[1][1] == "What was Madonna's first album called?"
    assert question_parts("When was the act passed and who signed it?",
                          "Pure Food and Drug Act")[1][1] == "Who signed Pure Food and Drug Act?"


def test_a_listed_title_is_its_pages_whole_title() -> None:
    """"Which albums did Blake Shelton release?" listed "True Story" for "Based on a True
    Story… is the eighth studio album by … Blake Shelton" ("Based" reads as no name, and a
    title ending in "…" was never found alone in its sentence): the entry is the title of
    the page the sentence opens with."""
    names, _ = listed("Which albums did Blake Shelton release?", [chunk(
        "Based on a True Story… is the eighth studio album by American country music artist "
        "Blake Shelton. The album became the ninth best-selling album of 2013 in the US.",
        "Based on a True Story...", "b")])
    assert names == ["Based on a True Story…"], names


def test_what_someone_did_is_never_the_words_joined_to_the_act() -> None:
    """"what did ed wood direct" was answered "and produced", from "Ed Wood is a 1994 film
    directed and produced by Tim Burton": the words after the act must be what it was done
    to, not another act joined to it."""
    from deepsearch.research.answers import acted_on, rank_sentences

    film = chunk("Ed Wood is a 1994 American film directed and produced by Tim Burton.",
                 "Ed Wood (film)", "f")
    question = "what did ed wood direct"
    assert acted_on(question, rank_sentences(question, [film], [])) == ""
    amendment = chunk("The Thirteenth Amendment abolished slavery and involuntary servitude.",
                      "Thirteenth Amendment", "a")
    question = "What did the Thirteenth Amendment abolish?"
    assert acted_on(question, rank_sentences(question, [amendment], [])) == \
        "slavery and involuntary servitude"


def test_whether_someone_is_alive_is_what_their_pages_dates_say() -> None:
    """"Is Scott Derrickson still alive?" was not settled, though his page opens "(born July
    16, 1966)": a birth alone says the page gives no death, a lifespan that they died; a
    page about someone else says nothing of it."""
    from deepsearch.research.comparisons import closed_answer, yes_no_statement

    derrickson = chunk("Scott Derrickson (born July 16, 1966) is an American director. He "
                       "lives in Los Angeles.", "Scott Derrickson", "s")
    wood = chunk("Edward Davis Wood Jr. (October 10, 1924 – December 10, 1978) was an "
                 "American filmmaker.", "Ed Wood", "w")
    assert closed_answer("Is Scott Derrickson still alive?", [derrickson, wood]) == "yes"
    assert closed_answer("Is Scott Derrickson dead?", [derrickson]) == "no"
    verdict = yes_no_statement("Is Ed Wood still alive?", [derrickson, wood])
    assert verdict and verdict[0] == "no" and "1978" in verdict[1]
    assert closed_answer("Is Ed Wood dead?", [wood]) == "yes"
    assert yes_no_statement("Is Tim Burton alive?", [derrickson, wood]) is None


def test_no_follow_up_asks_about_a_language_or_a_nationality() -> None:
    """"What else is known about Ancient Greek?" (the language Pterocarya's name comes from)
    and "… about British- Argentine?" (Ben Cura's nationality, as the page spaces it) ask
    nothing a reader of the report wants next."""
    trees = chunk("Pterocarya are trees in the walnut family Juglandaceae. The botanic name is "
                  "from Ancient Greek for wing and nut, as Carl Sigismund Kunth named them.",
                  "Pterocarya", "p")
    actor = chunk("Ben Cura (born 30 September 1988) is a British- Argentine actor. He founded "
                  "Tough Dance with Andrea Deck.", "Ben Cura", "b")
    asked = follow_up_questions(heuristic_plan("What is Pterocarya?"), [trees], []) + \
        follow_up_questions(heuristic_plan("Who is Ben Cura?"), [actor], [])
    assert asked and not any("Greek" in q or "Argentine" in q for q in asked), asked


def test_a_chains_first_page_does_not_answer_for_the_next() -> None:
    """A sentence opening "Born in Pittsburgh" on Alexander Pollock Moore's page is where he
    was born, not his wife ("Where was the wife of Alexander Pollock Moore born?"), though
    "Born in Cambridge" on Charli XCX's page says where she was born; and a question going
    through a relation ("the paternal grandfather of …") keeps other answers that do not name
    its subject: the answer is on the next page, which does not name it either."""
    from deepsearch.research.answers import rank_sentences, short_answer
    from deepsearch.research.comparisons import goes_through

    moore = chunk("Alexander Pollock Moore (November 10, 1867 – February 17, 1930) was an "
                  "American diplomat. Born in Pittsburgh on November 10, 1867, he was the "
                  "publisher of the Pittsburgh Leader when he married the actress Lillian "
                  "Russell.", "Alexander Pollock Moore", "m")
    question = "Where was the wife of Alexander Pollock Moore born?"
    assert short_answer(question, rank_sentences(question, [moore], [])) != "Pittsburgh"
    assert goes_through("Who is the paternal grandfather of Robert Berkeley (Judge)?")
    assert goes_through("What is the place of birth of the director of film Days Of Betrayal?")
    assert not goes_through("Who founded Tough Dance?")


def test_one_person_named_with_and_without_a_middle_name_is_one_entry() -> None:
    """"Robin Gibb" and "Robin Hugh Gibb" are one member of the Bee Gees, listed once;
    "Robin Hugh" and "Hugh Gibb" would be other names."""
    from deepsearch.research.composing import same_person

    page = chunk('"I Am the World" is a song by the Bee Gees, sung by Robin Gibb. Robin Hugh '
                 "Gibb was a singer and a member of the Bee Gees.", "Robin Gibb")
    entries, _ = listed("List the members of the Bee Gees.", [page])
    assert len(entries) == 1 and entries[0] in ("Robin Gibb", "Robin Hugh Gibb"), entries
    assert same_person("robin gibb", "robin hugh gibb")
    assert not same_person("robin hugh", "robin hugh gibb")
    assert not same_person("barry gibb", "robin hugh gibb")


def test_who_directed_a_film_named_for_someone_is_its_director_not_that_someone() -> None:
    """"Who directed ed wood?": the film's director, named after acts joined before one "by"
    ("directed and produced by Tim Burton"), not Edward Davis Wood Jr, the man asked about
    written in full; asked for his full name, he is the answer."""
    from deepsearch.research.answers import rank_sentences, short_answer

    person = chunk("Edward Davis Wood Jr. (October 10, 1924 – December 10, 1978) was an "
                   "American filmmaker, actor, writer, producer, and director.", "Ed Wood", "a")
    film = chunk("Ed Wood is a 1994 American biographical comedy-drama film directed and "
                 "produced by Tim Burton, and starring Johnny Depp as cult filmmaker Ed Wood.",
                 "Ed Wood (film)", "b")
    question = "Who directed ed wood?"
    assert short_answer(question, rank_sentences(question, [person, film], [])) == "Tim Burton"
    question = "What is the full name of Ed Wood?"
    assert short_answer(question, rank_sentences(question, [person, film], [])) == \
        "Edward Davis Wood Jr"


def test_the_parts_of_a_question_typed_without_capitals_open_with_one() -> None:
    from deepsearch.research.answers import question_parts

    assert question_parts("when was ali daei born and where")[0][0] == "When was ali daei born?"
    assert question_parts("when did world war ii start and end")[1][1] == \
        "When did world war ii end?"


def test_a_question_naming_a_year_has_no_rival_answer_from_another_year() -> None:
    """"Who won the 1966 world cup?": the United States, winners of the 2015 Women's World
    Cup on a page giving no 1966, are no second answer, and that page's sentences are not
    its evidence."""
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences

    question = "who won the 1966 world cup"
    plan = heuristic_plan(question)
    final = chunk("The 1966 World Cup final was won by England, who beat West Germany 4–2 at "
                  "Wembley.", "1966 FIFA World Cup Final", "a")
    women = chunk("The United States won the world cup final 5–2 over Japan. The United States "
                  "won its third world cup title.", "2015 FIFA Women's World Cup Final", "b")
    ranked = rank_sentences(question, [final, women], plan.entities)
    assert composing.other_answers(question, ranked, "England") == []
    assert composing.rivals(question, ranked) == []
    assert len(composing.other_years(question, ranked, "England")) == 2
    undated = question.replace(" 1966", "")  # no year asked: both are answers
    ranked = rank_sentences(undated, [final, women], [])
    assert composing.other_answers(undated, ranked, "England") == ["United States"]
    assert not composing.other_years(undated, ranked, "England")


def test_what_someone_was_done_to_for_is_a_cause() -> None:
    """"Why was Leary fired?": "He was fired, for 'failure to keep classroom appointments'"
    gives the cause; "known for his films" and "nominated for her role" give none."""
    from deepsearch.research.answers import gives_cause

    assert gives_cause('He was fired, for "failure to keep classroom appointments".')
    assert gives_cause("Alpert was fired from Harvard in 1963 for giving psilocybin to a "
                       "student.")
    assert not gives_cause("He was known for his films.")
    assert not gives_cause("She was nominated for her role in the film.")


def test_a_joined_answer_is_given_as_its_sentence_writes_it() -> None:
    """"Park Hye-su (season 1) and Ji Woo (season 2) as Yoo Eun-jae": the answer keeps the
    seasons the votes read past, so the sentence stating it is found and cited."""
    from deepsearch.research.answers import rank_sentences, short_answer

    cast = chunk("Park Hye-su (season 1) and Ji Woo (season 2) as Yoo Eun-jae\n\nA student "
                 "who comes from the countryside.", "Hello, My Twenties!", "a")
    question = "Who plays eun jae in hello my twenties?"
    answer = short_answer(question, rank_sentences(question, [cast], []))
    assert answer == "Park Hye-su (season 1) and Ji Woo (season 2)" and answer in cast.text


def test_an_empty_section_of_no_subject_says_the_question_it_leaves_unanswered() -> None:
    """"What are the symptoms of tuberculosis?" with nothing on symptoms read: the gap says
    which question is unanswered, not only its heading "Symptoms"."""
    from deepsearch.research.closing import gaps

    plan = heuristic_plan("What are the symptoms of tuberculosis?")
    sections = [Section(title=a.title) for a in plan.aspects]
    assert gaps(plan, sections, []) == [
        "Nothing read answers “What are the symptoms of tuberculosis?”"]


async def test_a_report_quoting_nothing_names_the_pages_it_read(tmp_path: Path,
                                                               kb_factory) -> None:  # noqa: F811
    """A report none of whose pages read says what was asked lists those pages among its
    gaps, and its sources say none is quoted (not a bare "Sources" heading), in Markdown and
    in HTML."""
    from deepsearch.research.closing import read_but_silent
    from deepsearch.research.rendering import NONE_QUOTED, html_page

    pages = [("koch", "History of tuberculosis", "In 1882 Robert Koch identified the "
              "bacterium that causes tuberculosis. Sanatoria were built across Europe in the "
              "nineteenth century."),
             ("death", "Black Death", "The Black Death was a bubonic plague pandemic in "
              "Europe from 1346 to 1353.")]
    result, _ = await research_pages(pages, "What are the symptoms of tuberculosis?",
                                     tmp_path, kb_factory)
    report = result.report
    assert not report.sources and not report.citations, report.markdown
    silent = [g for g in report.gaps if g.startswith("Pages read, none quoted: ")]
    assert silent and "History of tuberculosis" in silent[0], report.gaps
    assert report.markdown.rstrip().endswith(f"## Sources\n\n*{NONE_QUOTED}*"), report.markdown
    assert NONE_QUOTED in html_page("What are the symptoms of tuberculosis?", report)
    many = [chunk("x", f"Page {i}", f"s{i}") for i in range(8)]
    assert read_but_silent(many).endswith("Page 5 and 2 more.")


def test_who_starred_in_a_film_is_its_cast_not_whom_it_is_about() -> None:
    """"Who starred in Big Eyes?": the names after "starring", not Margaret Keane, whom the
    film's other sentences are about."""
    from deepsearch.research.answers import rank_sentences, short_answer

    film = chunk("Big Eyes is a 2014 American biographical drama film directed by Tim Burton "
                 "and starring Amy Adams and Christoph Waltz. The film is about the life of "
                 "American artist Margaret Keane. It follows Margaret and her husband, Walter "
                 "Keane, who took credit for Margaret's paintings.", "Big Eyes", "a")
    question = "Who starred in Big Eyes?"
    assert short_answer(question, rank_sentences(question, [film], [])) in (
        "Amy Adams", "Amy Adams and Christoph Waltz")


def test_a_long_questions_year_dates_a_step_not_the_answer() -> None:
    """"Which Australian city founded in 1838 contains a boarding school opened by a Prime
    Minister …?": the year dates the city, a step of the chain; pages titled for other years
    stay evidence."""
    from deepsearch.research import composing
    from deepsearch.research.answers import rank_sentences

    question = ("Which Australian city founded in 1838 contains a boarding school opened by a "
                "Prime Minister of Australia and named after a school in London of the same "
                "name?")
    school = chunk("The school was opened in 1995 by Prime Minister Paul Keating.",
                   "1995 in Australia", "a")
    ranked = rank_sentences(question, [school], [])
    assert not composing.other_years(question, ranked, "")
    assert composing.in_years_asked(question, [school])


# ---- requests as users write them, a fifteenth round ----------------------------------------

@pytest.mark.parametrize(("request_", "asked"), [
    # a context sentence first: the question after it, its "her" standing for the subject
    ("I'm writing an essay on Anne, Queen of Great Britain. What were the main events of her "
     "reign?", "What were the main events of the reign of Anne, Queen of Great Britain?"),
    ("I'm studying Gianni Schicchi. who composed it?", "Who composed Gianni Schicchi?"),
    ("My daughter asked me this. Who was the first man on the moon?",
     "Who was the first man on the moon?"),
    # no pronoun to stand for the context's subject: the request whole
    ("I am researching the Costa Concordia. How many people died?",
     "I am researching the Costa Concordia. How many people died?"),
    # one sentence, or an abbreviation's stop, is no context; a fact set before the
    # question is part of it
    ("Who was born in St. Louis?", "Who was born in St. Louis?"),
    ("The Kansas City Wizards have had three home venues. Which was their first?",
     "The Kansas City Wizards have had three home venues. Which was their first?"),
    # a role typed after a name, into a search box
    ("gianni schicchi composer", "Who is the composer of gianni schicchi?"),
    ("new york mayor", "Who is the mayor of new york?"),
    ("famous composer", "famous composer"),
    # works typed after a name, without capitals
    ("oscar isaac movies", "List the movies of oscar isaac."),
    ("Top 10 Beatles songs", "List the songs of Beatles."),
    ("top 10 movies", "top 10 movies"),
    ("best horror movies", "best horror movies"),
])
def test_a_request_is_asked_as_the_question_it_stands_for(request_: str, asked: str) -> None:
    from deepsearch.research.shape import as_asked

    assert as_asked(request_) == asked


@pytest.mark.parametrize(("question", "shape"), [
    ("What were the main events of the reign of Anne, Queen of Great Britain?", "overview"),
    ("what does a union territory mean in india", "overview"),
    ("What does it mean to be a union territory?", "overview"),
    ("What is the meaning of Torah?", "overview"),
    ("What does the d stand for in tv ratings?", "factoid"),
])
def test_what_a_term_means_and_the_events_of_a_reign_are_told(question: str, shape: str) -> None:
    assert classify(question) == shape


def test_a_length_asked_in_so_many_words_is_the_reports() -> None:
    from deepsearch.research.shape import asked_length

    assert asked_length("Give me a short summary of Grey's Anatomy") == "brief"
    assert asked_length("Explain in detail how a timpani works") == "detailed"
    assert asked_length("A detailed overview of the Torah, please") == "detailed"
    assert asked_length("Who wrote A Brief History of Time?") is None
    assert asked_length("How does a timpani work?") is None


def test_how_a_request_asks_is_no_gap_in_what_was_found() -> None:
    from deepsearch.text import unmentioned

    assert unmentioned(["main", "events", "short", "essay", "writing", "career"]) == []
    assert unmentioned(["toronto", "heartbeat"]) == ["toronto", "heartbeat"]
    # how a question judges its subject: "a useful staining method", "the famous speech"
    assert unmentioned(["useful", "staining", "famous", "speech"]) == ["staining", "speech"]


def test_whom_someone_married_is_not_the_pair_nor_their_child() -> None:
    from deepsearch.research.answers import answer_votes

    def top(question: str, *texts: str) -> str:
        ranked = [(1.0, t, chunk(t, "Jim Halpert", f"s{i}")) for i, t in enumerate(texts)]
        votes = answer_votes(question, ranked)
        return votes[0][0] if votes else ""

    question = "Who is Jim Halpert married to?"
    assert top(question, "Jim and Pam marry and have a baby named Cecelia Marie Halpert.") == ""
    assert top(question, "Jim and Pam marry and have a baby named Cecelia Marie Halpert.",
               "He begins dating receptionist Pam Beesly in the fourth season and marries "
               "her in the sixth.") == "Pam Beesly"
    # a kin word of the kind asked still introduces the answer
    assert top("Who is the sibling of Feng Gong?",
               "Feng Gong appeared at the gala with his brother Feng Li.") == "Feng Li"
    assert top("Who is the daughter of Jim Halpert?",
               "Jim and Pam marry and have a baby named Cecelia Marie Halpert.") == \
        "Cecelia Marie Halpert"


def test_which_is_older_is_not_settled_by_a_year_something_was_renamed() -> None:
    from deepsearch.research.comparisons import compare_options

    question = "Which is older, Zayed University or Big Ben?"
    chunks = [chunk("Zayed University was established in 1998 by the Emirati federal "
                    "government.", "Zayed University", "z"),
              chunk("Big Ben is the nickname for the Great Bell of the clock at the north end "
                    "of the Palace of Westminster. The official name of the tower was "
                    "originally the Clock Tower, but it was renamed Elizabeth Tower in 2012.",
                    "Big Ben", "b")]
    assert not compare_options(question, chunks).decided
    chunks[1] = chunk("Big Ben is the nickname for the Great Bell, cast in 1858, of the clock "
                      "of the Palace of Westminster. It was renamed Elizabeth Tower in 2012.",
                      "Big Ben", "b")
    comparison = compare_options(question, chunks)
    assert comparison.decided and comparison.answer == "Big Ben"


def test_two_born_in_one_year_are_told_apart_by_the_day() -> None:
    """"Who was born first, Gerald Ford or Richard Nixon?": both in 1913, Nixon in January
    and Ford in July. The sentences dating each come with the comparison (the report leads
    with them), and one option's date is given when the other's is not found."""
    from deepsearch.research.comparisons import compare_options

    ford = chunk("Gerald Rudolph Ford Jr. (born Leslie Lynch King Jr.; July 14, 1913 – "
                 "December 26, 2006) was an American politician.", "Gerald Ford", "f")
    nixon = chunk("Richard Milhous Nixon (January 9, 1913 – April 22, 1994) was the 37th "
                  "President of the United States.", "Richard Nixon", "n")
    question = "Who was born first, Gerald Ford or Richard Nixon?"
    comparison = compare_options(question, [ford, nixon])
    assert comparison.decided and comparison.answer == "Richard Nixon"
    assert [c.source_id for _, c in comparison.dating] == ["f", "n"]
    assert comparison.dating[1][0].startswith("Richard Milhous Nixon (January 9, 1913")
    died = compare_options("Who died first, Gerald Ford or Richard Nixon?", [ford, nixon])
    assert died.decided and died.answer == "Richard Nixon"
    alone = compare_options(question, [ford])
    assert not alone.decided and [c.source_id for _, c in alone.dating] == ["f"]
    # a year alone on one side does not decide a tie
    nixon_year = chunk("Richard Nixon (1913 – 1994) was a president.", "Richard Nixon", "n")
    assert not compare_options(question, [ford, nixon_year]).decided


def test_who_lived_longer_is_counted_from_both_lifespans() -> None:
    """"Who lived longer, A or B?" is decided by the days each lived, from the lifespans
    their pages open with (a place after a date in the brackets included): Drechsel, born
    three years earlier and dead one year earlier, lived longer; "died younger" asks the
    other one; without one of the lifespans nothing is decided."""
    from deepsearch.research.comparisons import compare_options

    drechsel = chunk("Sammy Drechsel( 25 April 1925, in Berlin – 19 January 1986, in Munich), "
                     "born Karl-Heinz Kamke, was a German political comedian.", "Sammy Drechsel",
                     "d")
    fischer = chunk("Wolfgang Fischer( 27 February 1928 – 25 November 1987) was a German "
                    "hurdler.", "Wolfgang Fischer", "f")
    longer = compare_options("Who lived longer, Sammy Drechsel or Wolfgang Fischer?",
                             [fischer, drechsel])
    assert longer.decided and longer.answer == "Sammy Drechsel"
    younger = compare_options("Who died younger, Sammy Drechsel or Wolfgang Fischer?",
                              [fischer, drechsel])
    assert younger.decided and younger.answer == "Wolfgang Fischer"
    assert not compare_options("Who lived longer, Sammy Drechsel or Wolfgang Fischer?",
                               [drechsel]).decided


def test_a_list_of_someones_films_lists_films_not_their_costars() -> None:
    from deepsearch.research.answers import list_kind

    assert list_kind("List the movies of Oscar Isaac.") == "movie"
    names, section = listed("List the movies of Oscar Isaac.", [
        chunk("Óscar Isaac Hernández Estrada (born March 9, 1979) is a Guatemalan-American "
              "actor.", "Oscar Isaac", "o"),
        chunk("It is the sequel to X-Men: Days of Future Past (2014) and stars James McAvoy, "
              "Michael Fassbender, Oscar Isaac, Nicholas Hoult and Rose Byrne.",
              "X-Men: Apocalypse", "x")])
    assert names == ["X-Men: Apocalypse"], section


async def test_a_short_factoid_is_answered_from_pages_about_what_it_types(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"costa concordia disaster how many people died" was "not settled": the sentence
    ranked first was "In total, 15 people died in the outbreak" (a tornado's page), and
    "57 people had died" an earthquake's. The answer comes from the pages naming a word of
    the subject the question types (the body may quote the others: a short question's
    other readings are often on pages that name no word of it)."""
    pages = [("t-1", "2012 Leap Day tornado outbreak", "The 2012 Leap Day tornado outbreak "
              "struck the Midwest. In total, 15 people died in the outbreak."),
             ("e-1", "2010 Elazığ earthquake", "The 2010 Elazığ earthquake struck eastern "
              "Turkey. Initial reports in global media said as many as 57 people had died."),
             ("c-1", "Costa Concordia disaster", "On 13 January 2012, the Italian cruise ship "
              "Costa Concordia ran aground, capsized, and later sank in shallow waters after "
              "striking an underwater rock off Isola del Giglio, resulting in 32 deaths.")]
    result, _ = await research_pages(pages, "costa concordia disaster how many people died",
                                     tmp_path, kb_factory)
    said = result.report.markdown.split("## Sources")[0]
    assert result.report.answer == "32", said
    assert "The sources give more than one answer" not in said, said


@pytest.mark.parametrize(("request_", "asked"), [
    ("Can you explain what the Torah is?", "What is the Torah?"),
    ("please tell me who directed jaws", "Who directed jaws?"),
    ("Could you list the members of the Bee Gees?", "List the members of the Bee Gees."),
    ("Can you tell me where Elvis Presley was born?", "Where was Elvis Presley born?"),
    ("Do you know why the sky is blue?", "Why is the sky blue?"),
    ("Can you explain how a timpani works?", "Explain how a timpani works."),
    ("Hi, can you tell me about Big Ben?", "Tell me about Big Ben."),
    # a question asking whether something can be done is no polite wrapper
    ("Can I cancel my subscription?", "Can I cancel my subscription?"),
    ("Could the Costa Concordia have been saved?", "Could the Costa Concordia have been saved?"),
])
def test_a_question_asked_politely_is_the_question_itself(request_: str, asked: str) -> None:
    from deepsearch.research.shape import as_asked

    assert as_asked(request_) == asked
    assert classify("What is the Torah?") == "overview"  # what a thing is, not a role held
    assert classify("Who is the President?") == "factoid"


def test_who_won_a_final_is_the_side_that_won_it() -> None:
    """"Who won the 2010 FIFA World Cup final and what was the score?": Spain, which
    defeated the Netherlands, not Andrés Iniesta, whose goal the same sentence names; and
    1–0, though no page says "score"; "Who scored …?" is still the scorer."""
    from deepsearch.research.answers import short_answer
    from deepsearch.text import passage_sentences

    text = ("The 2010 FIFA World Cup Final was a football match played on 11 July 2010 at "
            "Soccer City. Spain defeated the Netherlands 1–0 with a goal from Andrés Iniesta "
            "four minutes from the end of extra time. The win gave Spain its first title.")
    ranked = [(1.0 - i / 10, t, chunk(text, "2010 FIFA World Cup Final", "a"))
              for i, t in enumerate(passage_sentences(text))]
    assert short_answer("Who won the 2010 FIFA World Cup final?", ranked) == "Spain"
    assert short_answer("Who scored in the 2010 FIFA World Cup final?", ranked) == \
        "Andrés Iniesta"


async def test_a_score_asked_beside_the_winner_is_answered(tmp_path: Path,
                                                           kb_factory) -> None:  # noqa: F811
    pages = [("final", "2010 FIFA World Cup Final", "The 2010 FIFA World Cup Final was a "
              "football match played on 11 July 2010 at Soccer City in Johannesburg. Spain "
              "defeated the Netherlands 1–0 with a goal from Andrés Iniesta four minutes from "
              "the end of extra time. The win gave Spain its first World Cup title.")]
    result, _ = await research_pages(pages, "Who won the 2010 FIFA World Cup final and what "
                                     "was the score?", tmp_path, kb_factory)
    answers = {p.question: p.answer for p in result.report.answers}
    assert answers == {"Who won the 2010 FIFA World Cup final?": "Spain",
                       "What was the score?": "1–0"}, result.report.markdown


def test_a_persons_lifespan_dates_nothing_else_asked_of_them() -> None:
    """"… another sport that was started when?": David Jones's lifespan (1881–1933) is his
    life, not the start of rugby league; a war's span after its name stays a date of it."""
    from deepsearch.research.answers import short_answer

    def answer(question: str, *texts: tuple[str, str]) -> str:
        ranked = [(1.0 - i / 10, t, chunk(t, title, f"s{i}"))
                  for i, (title, t) in enumerate(texts)]
        return short_answer(question, ranked)

    jones = ("David Jones (rugby)", 'David "Tarw" Jones (1881 – 21 January 1933) (also known '
             "as Dai Jones) was a Welsh dual-code international rugby union and rugby league "
             "footballer.")
    league = ("Rugby league", "Rugby league began in 1895 when clubs left the Rugby Football "
              "Union.")
    question = ("David Jones is an international in rugby union and another sport that was "
                "started when?")
    assert answer(question, jones) == ""
    assert answer(question, jones, league) == "1895"
    assert answer("When did David Jones die?", jones) == "21 January 1933"  # his own life
    assert answer("When did World War I start?",
                  ("World War I", "World War I (1914–1918) was a global war.")) == "1914"


def test_the_one_a_question_passes_through_is_not_its_answer() -> None:
    """"What piece by the composer of Bastien und Bastienne …?" is no Mozart: the answer
    is a piece of his; "Who was the composer of Bastien und Bastienne?" is Mozart."""
    from deepsearch.research.answers import short_answer
    from deepsearch.research.kinship import go_between

    texts = [("Bastien und Bastienne", "Bastien und Bastienne is a one-act opera composed "
              "by Wolfgang Amadeus Mozart."),
             ("Classical music", "Films use snatches of classical music to convey refinement: "
              "Mozart's Eine kleine Nachtmusik is one.")]
    ranked = [(1.0 - i / 10, t, chunk(t, title, f"s{i}")) for i, (title, t) in enumerate(texts)]
    question = ("What piece by the composer of Bastien und Bastienne is used as a cliché to "
                "convey refinement?")
    assert go_between(question, [c for _, _, c in ranked]) == "Wolfgang Amadeus Mozart"
    assert "Mozart" not in short_answer(question, ranked)
    assert go_between("Who was the composer of Bastien und Bastienne?",
                      [c for _, _, c in ranked]) == ""
    assert short_answer("Who was the composer of Bastien und Bastienne?",
                        ranked) == "Wolfgang Amadeus Mozart"


def test_a_thing_a_question_describes_on_the_way_is_not_its_answer() -> None:
    """"Who was the first president of the association which published …?" asks for a
    person, not the association; asked for by name ("Which association …", "What was the
    name of the battle in which …"), the described thing is the answer."""
    from deepsearch.research.answers import described, place_kind, rank_sentences, short_answer

    texts = [("Journal of Psychotherapy Integration", "The Journal of Psychotherapy "
              "Integration is a quarterly academic journal published by the American "
              "Psychological Association."),
             ("American Psychological Association", "The American Psychological Association "
              "(APA) is the largest organization of psychologists in the United States. It was "
              "founded in July 1892 at Clark University; its first president was G. Stanley "
              "Hall.")]
    chunks = [chunk(t, title, f"s{i}") for i, (title, t) in enumerate(texts)]

    def answer(question: str) -> str:
        return short_answer(question, rank_sentences(question, chunks, []))

    assert answer("Who was the first president of the association which published Journal "
                  "of Psychotherapy Integration?") == "G. Stanley Hall"
    assert answer("Which association published the Journal of Psychotherapy "
                  "Integration?") == "American Psychological Association"
    assert described("The battle in which Giuseppe Arimondi lost his life secured what for "
                     "Ethiopia?") == {"battle"}
    assert described("Where does the Merrimack River start in the state where the Kraus House "
                     "is located?") == {"state"}
    assert described("What was the name of the battle in which Giuseppe Arimondi died?") == set()
    assert described("What is the nickname of the city where the Waterfront Pavilion is "
                     "located?") == set()  # "Queen City" may well answer it
    assert described("What county shares a border with the county in which Johnnycake, West "
                     "Virginia is located?") == set()  # a county is asked for
    # a described state or continent is known by name: "New Hampshire", "Antarctica"
    cold = [chunk("Antarctica is the coldest continent, with the lowest average temperature "
                  "of any continent.", "Antarctica", "a"),
            chunk("The Antarctic Treaty covers the area south of the 60th parallel south, the "
                  "continental limit of Antarctica.", "Antarctic Treaty System", "b")]
    question = "What is the continental limit of the continent with the lowest average " \
        "temperature?"
    assert described(question) == {"continent"}
    assert short_answer(question, rank_sentences(question, cold, [])) != "Antarctica"
    assert (place_kind("New Hampshire"), place_kind("France"), place_kind("Africa"),
            place_kind("Paris"), place_kind("U.S.")) == ("state", "country", "continent", "",
                                                          "country")
    # no airplane is a country; a film may be named like one
    from deepsearch.research.answers import wrong_kind
    assert wrong_kind("Which airplane was this Major test-flying?", "U.S", [])
    assert not wrong_kind("Which film won the award?", "Casablanca", [])


def test_who_did_it_with_another_is_answered_with_both() -> None:
    """"Who founded Metallica?": a sentence has drummer Lars Ulrich and rhythm guitarist James
    Hetfield found it, so the answer names both, with the passage saying so; not when the
    question names the other, nor when the two did another act than the one asked."""
    from deepsearch.research.answers import joint_agents

    ranked = ranked_on("Metallica", [
        "Metallica is an American heavy metal band, founded in 1981 by drummer Lars Ulrich "
        "and rhythm guitarist James Hetfield.",
        "Its albums were released by Elektra and Vertigo."])
    answer, passage = joint_agents("Who founded Metallica?", "Lars Ulrich", ranked)
    assert answer == "Lars Ulrich and James Hetfield"
    assert passage is ranked[0][2]
    assert joint_agents("Who founded Metallica?", "James Hetfield", ranked)[0] == \
        "Lars Ulrich and James Hetfield"
    assert joint_agents("Who founded Metallica with James Hetfield?", "Lars Ulrich",
                        ranked) == ("Lars Ulrich", None)
    assert joint_agents("Who directed Metallica?", "Lars Ulrich", ranked)[0] == "Lars Ulrich"
    assert joint_agents("Who released Metallica's albums?", "Elektra", ranked)[0] == \
        "Elektra and Vertigo"
    did = ranked_on("Simon & Garfunkel", ["Paul Simon and Art Garfunkel wrote songs together."])
    assert joint_agents("Who wrote the songs?", "Paul Simon", did)[0] == \
        "Paul Simon and Art Garfunkel"
    assert joint_agents("Who sang the songs?", "Paul Simon", did)[0] == "Paul Simon"


def test_a_botanical_name_is_the_genus_with_its_species_word() -> None:
    """"What is the botanical name of lady finger?": "Mammillaria elongata", not the genus
    alone; a genus no sentence follows with a species word stays as it is, and a question
    asking no such name gets the span as found."""
    from deepsearch.research.answers import binomial

    ranked = ranked_on("Lady finger", [
        "Ladyfinger cactus, a common name for the cacti Mammillaria elongata or Echinocereus "
        "pentalophus", "Mammillaria is a genus of cacti."])
    question = "What is the botanical name of lady finger?"
    assert binomial(question, "Mammillaria", ranked) == "Mammillaria elongata"
    assert binomial(question, "Echinocereus", ranked) == "Echinocereus pentalophus"
    assert binomial(question, "Mammillaria", ranked[1:]) == "Mammillaria"
    assert binomial("Which genus is the lady finger cactus in?", "Mammillaria", ranked) == \
        "Mammillaria"


def test_a_name_asked_of_a_thing_is_one_its_sentences_give() -> None:
    """"What is the scientific name of okra?": "Eriogonum is the scientific name for a
    genus …", ranked first on a page never naming okra, is no answer and no reading beside
    the one okra's page gives."""
    from deepsearch.research.answers import short_answer
    from deepsearch.research.composing import rivals, weakly_stated

    ranked = [*ranked_on("Eriogonum", [
        "Eriogonum is the scientific name for a genus of flowering plants in the family "
        "Polygonaceae.", "Cryptoraptor lockleyi is the scientific name of a Triassic reptile."]),
        (0.5, "Okra, \"Abelmoschus esculentus\", known as ladies' fingers, is a flowering "
              "plant in the mallow family.", chunk("Okra is a plant.", "Okra", "ok"))]
    question = "What is the scientific name of okra?"
    assert short_answer(question, ranked) == "Abelmoschus esculentus"
    assert not weakly_stated(question, ranked, "Abelmoschus esculentus")
    assert rivals(question, ranked) == []
    # a question going through another thing: its subject's page gives a step, not the answer
    from deepsearch.research.answers import of_the_subject

    bonnar = ranked_on("Meehan Bonnar", ["Meehan Bonnar was born in Halifax and played for "
                                         "the Boston Bruins."])
    asked = "Of what church is the Diocese of the birthplace of Meehan Bonnar?"
    assert of_the_subject(asked, [*ranked, *bonnar]) == [*ranked, *bonnar]
    assert of_the_subject("Who is the coach of Meehan Bonnar?", [*ranked, *bonnar]) == bonnar


def test_a_name_after_a_kind_and_a_comma_is_of_that_kind_only_as_an_aside() -> None:
    """"While promoting the album, Burton was killed in a bus accident." calls no one an
    album: "Which albums did Metallica release?" lists no "Burton"; "the album, Eliminator,
    was released" and "their 1983 album Eliminator" call Eliminator one."""
    from deepsearch.research.answers import typed_mention

    assert not typed_mention("album", "Burton", "While promoting the album, Burton was "
                                                "killed in a bus accident.")
    assert typed_mention("album", "Eliminator", "The album, Eliminator, was released in 1983.")
    assert typed_mention("album", "Eliminator", "ZZ Top released their 1983 album Eliminator.")
    entries, _ = listed("Which albums did Metallica release?", [chunk(
        "Metallica released the album \"Ride the Lightning\" in 1984. While promoting the "
        "album, Burton was killed in a bus accident.", "Metallica discography")])
    assert entries == ["Ride the Lightning"], entries


def test_a_page_listing_meanings_is_quoted_for_the_meanings_read() -> None:
    """A factoid's body quotes, of a page listing what "lady finger" may mean, the lines of
    the meanings whose pages were read (okra) and the line giving the answer (the cactus),
    not the biscuit, the band or the peak."""
    from deepsearch.research.answers import statement_key
    from deepsearch.research.composing import unfollowed_meanings

    listing = chunk("Ladyfinger (biscuit), a sponge biscuit shaped like a finger\nOkra, a "
                    "vegetable plant whose pods are called lady's fingers\nLadyfinger cactus, "
                    "a common name for the cactus Mammillaria elongata\nLady Finger (band), a "
                    "Welsh folk band\nLadyfinger Peak, another name for a granite spire",
                    "Lady finger", "lf")
    lines = listing.text.split("\n")
    okra = chunk("Okra (Abelmoschus esculentus) is a flowering plant.", "Okra", "ok")
    ranked = [*((1.0, line, listing) for line in lines), (0.5, okra.text, okra)]
    off = unfollowed_meanings(ranked, "Mammillaria elongata")
    kept = [t for _, t, _ in ranked if statement_key(t) not in off]
    assert kept == [lines[1], lines[2], okra.text], kept
    assert unfollowed_meanings(ranked_on("Okra", [okra.text]), "") == set()


def test_follow_ups_from_a_page_listing_meanings_come_from_its_lines_quoted() -> None:
    """A report quoting the okra line of the page listing what "lady finger" may mean asks
    next about okra, not about Luscious Jackson, whose song the page also lists."""
    from deepsearch.research.closing import follow_up_questions, quoted

    listing = chunk("Okra, a vegetable plant whose pods are called lady's fingers\n"
                    "\"Ladyfingers\" (song), a 1999 song by Luscious Jackson\nLadyfinger "
                    "cactus, a common name for the cactus Mammillaria elongata\nLadyfinger "
                    "Peak, another name for a granite spire in Northern Pakistan",
                    "Lady finger", "lf")
    line = listing.text.split("\n")[0]
    cited = [Citation(sentence=line, source=1, chunk_id=listing.chunk_id, support=1.0,
                      verified=True)]
    pages = quoted(cited, [listing])
    assert [c.text for c in pages] == [line]
    plan = heuristic_plan("What is the botanical name of lady finger?")
    asked = " ".join(follow_up_questions(plan, pages, [], said=[(line, "Lady finger")]))
    assert "Luscious Jackson" not in asked and "Pakistan" not in asked, asked


def test_a_sentence_whose_page_dropped_its_subject_is_given_the_pages_title() -> None:
    """"is the eponymous debut studio album by American rock band Goo Goo Dolls." (the page's
    bold title left out by extraction) is quoted as "[Goo Goo Dolls (album)] is …"; a
    sentence with its subject, or one on a list page, is quoted as written."""
    from deepsearch.research.composing import resolved

    album = chunk("is the eponymous debut studio album by American rock band Goo Goo Dolls. "
                  "All of the songs are sung by bassist Robby Takac.", "Goo Goo Dolls (album)")
    said = "is the eponymous debut studio album by American rock band Goo Goo Dolls."
    assert resolved(said, album, None) == f"[Goo Goo Dolls (album)] {said}"
    whole = "Goo Goo Dolls is the eponymous debut studio album."
    assert resolved(whole, album, None) == whole
    listing = chunk(said, "List of Goo Goo Dolls albums")
    assert resolved(said, listing, None) == said


def test_who_did_the_thing_asked_is_whoever_a_sentence_has_do_it() -> None:
    """"Who threw the last perfect game?": the pitchers the sentences have pitch one ("Roy
    Halladay of the Philadelphia Phillies pitched …", "Braden's perfect game"), not the
    catcher who threw the ball, the team a pitcher played for, nor a one-word thing ("the
    lyrics" another writer wrote for another song)."""
    from deepsearch.research.answers import answer_votes, did_it, done_thing

    done = done_thing("Who threw the last perfect game in mlb?")
    assert did_it("Roy Halladay", "On May 29, 2010, Roy Halladay of the Philadelphia Phillies "
                  "pitched the twentieth perfect game in Major League history.", done)
    assert did_it("Braden", "Braden's perfect game, pitched on Mother's Day, was the first "
                  "complete game of his career.", done)
    assert not did_it("Pierzynski", "Pierzynski threw the ball to first base.", done)
    assert not did_it("White Sox", "Philip Humber of the Chicago White Sox pitched the third "
                      "perfect game in White Sox history.", done)
    assert done_thing("Who wrote the lyrics to In the Ghetto?") == ""
    texts = ["Catcher A. J. Pierzynski threw the ball to first base for the final out of the "
             "perfect game, after umpire Brian Runge's call.",
             "On May 29, 2010, Roy Halladay of the Philadelphia Phillies pitched the twentieth "
             "perfect game in Major League history."]
    ranked = ranked_on("List of perfect games", texts)
    assert answer_votes("Who threw the last perfect game in mlb?", ranked)[0][0] == \
        "Roy Halladay"


def test_the_year_someone_died_and_their_age_then_come_from_their_lifespan() -> None:
    from deepsearch.research.answers import short_answer

    def answer(question: str, *texts: tuple[str, str]) -> str:
        ranked = [(1.0, t, chunk(t, title, f"s{i}")) for i, (title, t) in enumerate(texts)]
        return short_answer(question, ranked)

    life = ("Elvis Presley", "Elvis Aaron Presley (January 8, 1935 – August 16, 1977), also "
            "known simply as Elvis, was an American singer and actor.")
    song = ("In the Ghetto", '"In the Ghetto" is a 1969 song recorded by Elvis Presley.')
    assert answer("what year did elvis presley die", life, song) == "1977"
    assert answer("What year was Elvis Presley born?", life, song) == "1935"
    assert answer("what year did elvis presley die", song) == ""  # no death told
    assert answer("How old was Elvis Presley when he died?", life, song) == "42"
    assert answer("At what age did Elvis Presley die?", life) == "42"
    assert answer("How old was Elvis Presley when he died?",  # a birthday not yet reached
                  ("Elvis Presley", "Elvis Presley (16 September 1935 – 16 August 1977) "
                   "was a singer.")) == "41"
    # a death that only leads to the thing asked about asks no death
    assert answer("When was the astronomical clock built in the city where Karel Purkyně "
                  "died?", ("Prague astronomical clock", "The Prague astronomical clock was "
                            "first installed in 1410.")) == "1410"
    # another's lifespan counts for no one asked
    assert answer("How old was Elvis Presley when he died?",
                  ("Vernon Presley", "Vernon Presley (April 10, 1916 – June 26, 1979) was his "
                   "father.")) != "63"


async def test_an_age_at_death_is_answered_with_the_lifespan_it_is_counted_from(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"How old was Elvis Presley when he died?" was "not settled": no page writes "42". The
    age is counted from his lifespan, and the report cites the sentence giving it first."""
    pages = [("e-1", "Elvis Presley", "Elvis Aaron Presley (January 8, 1935 – August 16, "
              "1977), also known simply as Elvis, was an American singer and actor. He is "
              "regarded as one of the most significant cultural figures of the 20th century."),
             ("g-1", "In the Ghetto", '"In the Ghetto" is a 1969 song recorded by Elvis '
              "Presley, written by Mac Davis.")]
    result, _ = await research_pages(pages, "How old was Elvis Presley when he died?",
                                     tmp_path, kb_factory)
    report = result.report
    assert report.answer == "42" and report.answer_source is not None, report.markdown
    body = report.markdown.split("**Answer:**", 1)[1].split("\n\n", 2)[1]
    assert body.startswith("Elvis Aaron Presley (January 8, 1935"), body


async def test_an_age_from_years_alone_is_one_of_two_and_no_share_is_an_age(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"How old was Maurice Ward when he died?" answered "51", of "his demand that he keep
    51% ownership": a share is no age; "(1933–2011)" makes him 77 or 78, and the report
    quotes no one else's age (Mathew Beard's 114, on a page never naming him)."""
    from deepsearch.research.answers import rank_sentences, short_answer

    pages = [("w-1", "Osmund Hale", "Osmund Hale was an English inventor best known for "
              "Glowfoam. His demand that he keep 51% ownership of the formula stunted its "
              "success."),
             ("g-1", "Glowfoam", "Glowfoam was invented by hairdresser Osmund Hale (1931–2009) "
              "during the 1970s."),
             ("b-1", "Ansel Brack", "Brack was the first man to become 112 years old; he died "
              "at age 112 in Ohio.")]
    question = "How old was Osmund Hale when he died?"
    chunks = [chunk(t, title, d) for d, title, t in pages[:1]]
    assert short_answer(question, rank_sentences(question, chunks, [])) == ""  # not "51"
    result, _ = await research_pages(pages, question, tmp_path, kb_factory)
    report = result.report
    assert report.answer == "77 or 78", report.markdown
    assert "112" not in report.markdown.split("## Sources")[0], report.markdown
    share = "How many shares did he keep, in percent?"
    assert short_answer(share, rank_sentences(share, chunks, [])) == "51"
    # a lifespan with the places of birth and death: "(8 February 1869 Rouen, – 27 October
    # 1941 Le Cannet, near Cannes)" was no lifespan, and the question "not settled"
    from deepsearch.research.answers import age_at_death
    for text in ("Odile Brun (8 February 1869 Rouen, – 27 October 1941 Le Cannet, near "
                 "Cannes) was a French soprano.",
                 "Odile Brun (8 February 1869 in Rouen, France – 27 October 1941 in Nice) was "
                 "a French soprano."):
        question = "How old was Odile Brun when she died?"
        told = age_at_death(question, rank_sentences(question, [chunk(text, "Odile Brun")], []))
        assert told is not None and told[0] == "72", text


def test_the_difference_between_two_things_typed_alone_compares_them() -> None:
    """"difference between timpani and kettledrums" was one topic, its subject "difference
    between timpani", no page about it read: it compares the two things it names."""
    for question, names in [("difference between timpani and kettledrums",
                             ["timpani", "kettledrums"]),
                            ("similarities between okra and lady finger", ["okra", "lady finger"]),
                            ("What are the similarities between Torah and Old Testament?",
                             ["Torah", "Old Testament"])]:
        plan = heuristic_plan(question)
        assert (plan.shape, plan.entities) == ("comparison", names), question


def test_when_someone_became_something_is_not_their_birth_nor_the_span_end() -> None:
    from deepsearch.research.answers import short_answer

    def answer(question: str, text: str, title: str) -> str:
        return short_answer(question, [(1.0, text, chunk(text, title))])

    john = ("John (24 December 1166 – 19 October 1216) was King of England from 1199 until "
            "his death in 1216.")
    assert answer("When did John become King of England?", john, "John, King of England") == \
        "1199"
    assert answer("When did John die?", john, "John, King of England") == "19 October 1216"
    assert answer("When did World War I start?", "World War I (1914–1918) was a global war.",
                  "World War I") == "1914"


def test_a_number_another_place_has_is_no_answer_of_the_one_asked() -> None:
    """"what is the population of millington tennessee" named "10,176; 601,222" as two
    readings: Nashville's population, on Tennessee's page, is no reading of Millington's."""
    from deepsearch.research.answers import answer_votes, owned_by_another

    question = "what is the population of millington tennessee"
    nashville = ("Tennessee's capital and second largest city is Nashville, which has a "
                 "population of 601,222.")
    assert owned_by_another("601,222", nashville, question)
    assert owned_by_another("653,450", "Memphis is the state's largest city, with a "
                            "population of 653,450.", question)
    assert not owned_by_another("10,176", "As of the 2010 census, it had a population of "
                                "10,176.", question)
    assert not owned_by_another("10,176", "Millington is a city in Shelby County, with a "
                                "population of 10,176.", question)
    ranked = [(1.0, nashville, chunk(nashville, "Tennessee", "t"))]
    assert answer_votes(question, ranked) == []


def test_a_list_of_things_named_in_ies_lists_those_a_sentence_includes() -> None:
    """"list of union territories of india" listed "Union Government of India", "Members",
    "Constitution": "territories, including Chandigarh" calls Chandigarh a territory."""
    names, section = listed("list of union territories of india", [
        chunk("Unlike the states of India, union territories are federal territories governed "
              "by the Union Government of India.", "Union territory", "u"),
        chunk("The Parliament of India can provide a Legislature with elected Members and a "
              "Chief Minister for a Union Territory. There are seven union territories, "
              "including Chandigarh, the joint capital of Punjab and Haryana.",
              "Union territories of India", "v")])
    assert names == ["Chandigarh"], section


def test_whom_someone_married_is_named_by_their_spouse_not_by_their_full_name() -> None:
    """"Who is Beyoncé married to?" answered "Beyoncé Giselle Knowles-Carter", her page's
    name in full, then "Gregory La Cava", who directed a film called "She Married Her Boss":
    "Beyoncé's husband Jay Z" says whom she married."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "Who is Beyoncé married to?"
    pages = [chunk("Beyoncé Giselle Knowles-Carter (born September 4, 1981) is an American "
                   "singer and actress. Born and raised in Houston, Texas, Beyoncé performed in "
                   "singing competitions as a child.", "Beyoncé", "b"),
             chunk("She Married Her Boss is a 1935 film directed by Gregory La Cava.",
                   "She Married Her Boss", "m"),
             chunk("In 2015, Beyoncé's husband Jay Z acquired the parent company of Tidal.",
                   "Tidal (service)", "t")]
    ranked = rank_sentences(question, pages, ["Beyoncé"])
    assert ranked[0][1].startswith("In 2015, Beyoncé's husband Jay Z"), ranked[0][1]
    assert short_answer(question, ranked) == "Jay Z"
    # "the mother of …" is not answered by "his father"
    mother = "Who is the mother of Feng Gong?"
    father = chunk("Feng Gong grew up with his father Feng Da in Beijing.", "Feng Gong", "f")
    assert short_answer(mother, rank_sentences(mother, [father], [])) != "Feng Da"


@pytest.mark.parametrize("question", [
    "what is the plot of the drew carey show", "What is The Drew Carey Show about?",
    "what happens in gianni schicchi"])
def test_a_story_asked_for_is_told_not_answered_in_a_word(question: str) -> None:
    """"what is the plot of the drew carey show" was answered "ABC"."""
    assert classify(question) == "overview"


def test_where_someone_was_born_and_raised_is_where_a_sentence_says_both() -> None:
    from deepsearch.research.answers import short_answer

    text = ("Born and raised in Houston, Texas, Beyoncé performed in various singing and "
            "dancing competitions as a child.")
    for question in ("Where was Beyoncé born and raised?", "Where was Beyoncé born?"):
        assert short_answer(question, [(1.0, text, chunk(text, "Beyoncé"))]) == "Houston"
    text = "Born in Cambridge and raised in Start Hill, she became a writer."
    assert short_answer("Where was she born?", [(1.0, text, chunk(text, "Ann"))]) == \
        "Cambridge"


def test_the_characters_of_a_series_are_characters_not_their_actors() -> None:
    """"Who are the main characters in Grey's Anatomy?" listed "Chyler Leigh", "American
    Broadcasting Company" and "M.D": the characters are the names a sentence calls one or
    says someone portrayed."""
    names, section = listed("Who are the main characters in Grey's Anatomy?", [
        chunk("Alexandra Caroline Grey, M.D. is a fictional character from ABC's medical drama "
              "television series Grey's Anatomy, portrayed by actress Chyler Leigh.",
              "Lexie Grey", "l"),
        chunk("Grey's Anatomy is an American medical drama television series that premiered "
              "on the American Broadcasting Company (ABC). Its chief of surgery, Richard "
              "Webber, was portrayed by James Pickens, Jr.", "Grey's Anatomy", "g")])
    assert names == ["Alexandra Caroline Grey", "Richard Webber"], section


@pytest.mark.parametrize(("question", "shape"), [
    ("How do timpani players tune their drums?", "explanation"),  # a way of doing
    ("How did Elvis Presley become famous?", "explanation"),
    ("How did Philip Carlo die?", "factoid"),  # a manner of death, in a word or two
    ("How did the Tigers do in 2018?", "explanation"),  # how a season went: no one span
    ("How do you spell Beyonce?", "howto"),
])
def test_how_someone_does_something_is_explained(question: str, shape: str) -> None:
    assert classify(question) == shape
    assert "drums" not in facets(question)  # what is done to "their drums" is no part


def test_kin_is_judged_only_where_a_question_asks_who_someones_kin_is() -> None:
    """The kin a sentence names decides nothing where a question asks another thing of kin
    ("What nationality is Gevherhan Sultan's father?" was answered with her parents' names),
    asks kin reached through other kin or through a role ("the sibling of the performer of
    Decade")."""
    from deepsearch.research.answers import asks_kin

    assert asks_kin("Who is Beyoncé married to?") and asks_kin("Who is the sibling of Feng Gong?")
    assert not asks_kin("What nationality is Clarice Orsini's husband?")
    assert not asks_kin("Who is Prince Foulques, Duke Of Aumale's paternal grandmother?")
    assert not asks_kin("Who is the sibling of the performer of Decade?")


def test_a_name_typed_without_capitals_is_no_other_things_longer_name() -> None:
    """"where is big ben located" named West Bengal beside London: Murshidabad's clock tower
    is "also known as "Big Ben of Murshidabad"", another thing's longer name."""
    from deepsearch.research.composing import named_inside_another

    tower = chunk('The Clock Tower of Murshidabad (also known as "Big Ben of Murshidabad") is '
                  "a clock tower in West Bengal, India.", "Clock Tower, Murshidabad", "m")
    assert named_inside_another(tower, "Big Ben")
    assert not named_inside_another(chunk("Big Ben is the nickname for the Great Bell of the "
                                          "clock in London.", "Big Ben", "b"), "Big Ben")
    assert not named_inside_another(chunk("The Big Ben is heard across Westminster.",
                                          "Palace of Westminster", "w"), "Big Ben")


async def test_where_a_thing_typed_without_capitals_is_names_no_namesakes_place(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    pages = [("b-1", "Big Ben", "Big Ben is the nickname for the Great Bell of the clock at "
              "the north end of the Palace of Westminster in London."),
             ("m-1", "Clock Tower, Murshidabad", "The Clock Tower of Murshidabad (also known "
              'as "Big Ben of Murshidabad") is a clock tower in West Bengal, India.')]
    result, _ = await research_pages(pages, "where is big ben located", tmp_path, kb_factory)
    # (the palace it is at, in London: the place it is in, not the city that one is in)
    assert result.report.answer == "Palace of Westminster", result.report.markdown


def test_a_grandparent_is_the_parent_each_page_names_in_turn() -> None:
    """A grandparent or an in-law is reached through the parent or the spouse each page
    names: the father first of "son of A and B", the mother second (past a title, an aside
    and "his wife"); of two pages titled alike, the one sharing names with the sentence that
    led to it; a page saying it outright is one step; a ruler's rank and a nationality are
    no part of the name."""
    from deepsearch.research.kinship import chained_kin, kin_through_kin, kin_to_read

    def names(question: str, *pages: tuple[str, str]) -> list[str]:
        chunks = [chunk(text, title, f"s{i}") for i, (title, text) in enumerate(pages)]
        return [step.name for step in kin_through_kin(question, chunks)]

    assert chained_kin("Who is Guy Of Ibelin (Died 1304)'s paternal grandfather?") == \
        ("Guy Of Ibelin (Died 1304)", ("father", "father"))
    assert chained_kin("Who is the paternal grandfather of Feng Gong?") == \
        ("Feng Gong", ("father", "father"))
    assert chained_kin("Who is the father of Feng Gong?") is None
    wenceslaus = ("Wenceslaus of Niemodlin", "Wenceslaus of Niemodlin was a Silesian duke. He "
                  "was the second son of Bolesław the Elder, Duke of Niemodlin, by his wife "
                  "Euphemia.")
    boleslaw = ("Bolesław the Elder", "Bolesław the Elder was a Silesian duke. He was the "
                "eldest son of Duke Bolko I of Opole by his wife Agnes.")
    question = "Who is the paternal grandfather of Wenceslaus of Niemodlin?"
    assert names(question, wenceslaus, boleslaw) == ["Bolesław the Elder", "Bolko I of Opole"]
    assert names(question, wenceslaus) == []  # the father's page not read: no answer
    assert kin_to_read(question, [chunk(wenceslaus[1], wenceslaus[0])]) == "Bolesław the Elder"
    assert names("Who is the paternal grandmother of Foulques of Orléans?",
                 ("Foulques of Orléans", "Foulques of Orléans is the younger son of Prince "
                  "Jacques, Duke of Orléans and Gersende de Sabran."),
                 ("Prince Jacques, Duke of Orléans", "Jacques is the son of Henri, Count of "
                  "Paris (the claimant from 1940 until his death) and his wife, Princess "
                  "Isabelle of Orléans-Braganza."))[-1] == "Princess Isabelle of Orléans-Braganza"
    guy = ("Guy of Ibelin", "He was the son of John of Ibelin (aka John of Jaffa) and Maria of "
           "Barbaron.")
    uncle = ("John of Ibelin (died 1250)", "He was the son of Balian of Ibelin and Helvis.")
    jurist = ("John of Ibelin (jurist)", "John of Ibelin, count of Jaffa, was a jurist. He was "
              "the son of Philip of Ibelin and Alice of Montbéliard.")
    assert names("Who is Guy of Ibelin's paternal grandfather?", guy, uncle, jurist)[-1] == \
        "Philip of Ibelin"
    assert names("Who is the maternal grandfather of Vyacheslav Yaroslavich?",
                 ("Vyacheslav Yaroslavich", "He was son of Yaroslav the Wise and Ingegerd "
                  "Olofsdotter of Sweden."),
                 ("Ingegerd Olofsdotter of Sweden", "She was the daughter of Swedish King Olof "
                  "Skötkonung and Estrid of the Obotrites."))[-1] == "Olof Skötkonung"
    assert names("Who is the father-in-law of Aemilia Tertia?",
                 ("Aemilia Tertia", "Aemilia Tertia was the wife of the Roman consul and "
                  "censor Scipio Africanus."),
                 ("Scipio Africanus", "Scipio Africanus was the son of Publius Cornelius "
                  "Scipio and Pomponia.")) == ["Scipio Africanus", "Publius Cornelius Scipio"]
    assert names("Who is Foulques's paternal grandfather?",
                 ("Foulques", "Foulques is a French prince. His paternal grandfather was the "
                  "late Henri, Count of Paris.")) == ["Henri"]


async def test_a_grandparent_question_reads_the_parents_page(tmp_path: Path,
                                                               kb_factory) -> None:  # noqa: F811
    """"Who is the paternal grandfather of …?": the run reads the page of the father the
    subject's page names and answers with the father it names, quoting each step; a page
    about someone else's grandfather is no answer."""
    pages = [("wen", "Wenceslaus of Niemodlin", "Wenceslaus of Niemodlin was a Silesian duke "
              "of the fourteenth century. He was the second son of Bolesław the Elder, Duke "
              "of Niemodlin, by his wife Euphemia."),
             ("bol", "Bolesław the Elder", "Bolesław the Elder was a Silesian duke who ruled "
              "Niemodlin. He was the eldest son of Duke Bolko I of Opole by his wife Agnes."),
             ("ken", "Patrick Kennedy", "Patrick Kennedy was the paternal grandfather of "
              "Joseph P. Kennedy Sr., a businessman.")]
    result, urls = await research_pages(
        pages, "Who is the paternal grandfather of Wenceslaus of Niemodlin?", tmp_path,
        kb_factory)
    report = result.report
    assert report.answer == "Bolko I of Opole", report.markdown
    assert urls["bol"] in result.sources_read
    cited = report.markdown.split("## Sources")[0]
    assert "second son of Bolesław the Elder" in cited and "son of Duke Bolko I" in cited


def test_someone_a_work_or_a_relative_leads_to_is_asked_on_their_own_page() -> None:
    """"Where was the director of film Diplomats born?" is asked of the director the film's
    page names, on the director's page: the place a lifespan gives with its first date (its
    second for a death), the nationality a page gives; "the place of birth of …" is where
    someone was born; a relative ("Carl's wife") is the one their page names; without the
    director's page there is no answer."""
    from deepsearch.research.answers import led_answer, lifespan_place, short_answer
    from deepsearch.research.kinship import through_someone
    from deepsearch.research.shape import as_asked

    assert as_asked("What is the place of birth of the director of film Diplomats (Film)?") == \
        "Where was the director of film Diplomats (Film) born?"
    assert as_asked("What is the date of death of Carl's father?") == "When did Carl's father die?"
    assert as_asked("Where was the place of burial of Carl's father?") == \
        "Where was Carl's father buried?"
    span = "Hubert Piel( 12 July 1892, in Düsseldorf – 27 March 1963, in Munich) was an actor."
    assert (lifespan_place(span, "born"), lifespan_place(span, "died")) == ("Düsseldorf", "Munich")
    assert lifespan_place("Louise (22 October 1759 in Paris – 1826) was a duchess.", "born") == \
        "Paris"
    assert lifespan_place("Elvis Presley (January 8, 1935 – August 16, 1977) was", "born") == ""
    assert through_someone("When did the composer of film The Sparrow'S Fluttering die?"
                           ).group("of") == "The Sparrow'S Fluttering"  # a title's "'S"
    assert through_someone("Who is the father of Feng Gong?") is None  # the relative asked

    film = chunk("Diplomats is a 1918 German silent film directed by Harry Piel.", "Diplomats",
                 "f")
    piel = chunk("Hubert August Piel( 12 July 1892, in Düsseldorf – 27 March 1963, in Munich), "
                 "known as Harry Piel, was a prolific German actor and film director.",
                 "Harry Piel", "p")
    question = "Where was the director of film Diplomats born?"
    answer, steps = led_answer(question, [film, piel])
    assert answer == "Düsseldorf" and [s.chunk.title for s in steps] == ["Diplomats", "Harry Piel"]
    assert led_answer(question, [film]) == ("", [])  # the director's page not read
    assert led_answer("What nationality is the director of film Diplomats?",
                      [film, piel])[0] == "German"
    carl = chunk("Carl von Fersen was a Swedish count. He married Charlotta Sparre in 1740.",
                 "Carl von Fersen", "c")
    lotta = chunk("Charlotta \"Lotta\" Fredrika Sparre (1719 – 20 December 1795, Stockholm) was "
                  "a Swedish courtier.", "Charlotta Sparre", "l")
    ranked = [(1.0, carl.text, carl), (0.9, lotta.text, lotta)]
    assert short_answer("Where did Carl von Fersen's wife die?", ranked) == "Stockholm"


def test_someone_a_work_leads_to_inside_a_question_about_their_kin() -> None:
    """"Who is the spouse of the performer of song Missing My Baby?" asks of the singer the
    song's page names past her rank ("released by American singer Selena"); the one asked
    for is never that person again under a longer name; "who is the father of X?" asks for
    the relative itself."""
    from deepsearch.research.answers import led_answer
    from deepsearch.research.kinship import through_someone

    question = "Who is the spouse of the performer of song Missing My Baby?"
    assert through_someone(question).group("of") == "Missing My Baby"
    assert through_someone("Who is the father of Feng Gong?") is None
    song = chunk("\"Missing My Baby\" is a song released by American singer Selena on her "
                 "third studio album.", "Missing My Baby", "m")
    selena = chunk("Selena Quintanilla-Pérez was an American singer. She married Chris Pérez "
                   "in 1992.", "Selena", "s")
    answer, steps = led_answer(question, [song, selena])
    assert answer == "Chris Pérez" and steps[0].name == "Selena"
    alone = chunk("Selena Quintanilla-Pérez was an American singer.", "Selena", "s")
    assert led_answer(question, [song, alone])[0] == ""


def test_only_the_one_a_question_asks_of_is_reached_through_a_work() -> None:
    """A question is asked of the person a work or a relative leads to only when that person
    is what it asks about ("Where was the wife of X born?", "Which country the director of
    film X is from?"); "What movie stars A, B and the producer of X?" asks for a movie, and
    "Who is the director of film X?" for the director; "where" is never answered by a month."""
    from deepsearch.research.answers import wrong_kind
    from deepsearch.research.kinship import through_someone

    def led(question: str) -> tuple[str, str] | None:
        found = through_someone(question)
        return (found.group("via"), found.group("of")) if found else None

    assert led("Where was the wife of Alexander Pollock Moore born?") == \
        ("wife", "Alexander Pollock Moore")
    assert led("Which country the director of film Desire Inc. is from?") == \
        ("director", "Desire Inc.")
    assert led("Who is the mother of the director of film Polish Wedding?") == \
        ("director", "Polish Wedding")
    assert led("What movie stars Morgan Freeman, Robert De Niro and the producer of "
               "Cloverfield?") is None
    assert led("Who is the director of film Diplomats?") is None
    assert led("Who is Carl's wife?") is None
    assert wrong_kind("Where did Rune Ottosen's father graduate from?", "September", [])
    assert not wrong_kind("Where did Rune Ottosen's father graduate from?",
                          "University of Bergen", [])


async def test_a_who_question_the_best_sentences_answer_several_ways_names_each(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who played Captain Rook on Dot Dobbs?": a stage revival's cast list gives one actor,
    the series' page another in a longer list; the best-voted one is not stated by the very
    best sentences, so none goes on the answer line, but both are named, each cited, rather
    than the question left unanswered."""
    pages = [("stage", "The Dot Dobbs Show", "Captain Rook - Dorian Vasquez"),
             ("series", "Dot Dobbs' Playhouse", "Dot Dobbs' Playhouse is an American "
              "television series starring Ann Pell as the childlike Dot Dobbs which ran from "
              "1986 to 1990 on Saturday mornings. The Playhouse was also visited by a regular "
              "cast of human characters, including Miss Yara (Lynne Stewart), Reba the Mail "
              "Lady (Sue Merk), Captain Carl (Phil Hart), Captain Rook (Lorne Fishman) and a "
              "group of children. The premise of the show was that Dot Dobbs played in a "
              "house.")]
    result, _ = await research_pages(pages, "Who played captain rook on dot dobbs?",
                                     tmp_path, kb_factory)
    report = result.report
    assert not report.answer, report.markdown
    named = [re.sub(r"\s*\[\d+\]", "", a) for a in report.alternatives]
    assert sorted(named) == ["Dorian Vasquez", "Lorne Fishman"], report.markdown


def test_the_answers_of_an_unsettled_who_question_are_each_best_sentences() -> None:
    """The answer most votes give ("Captain Rook - Dorian Vasquez", a cast list's line) is
    not in the two sentences that bear on the question best, and the other (in a longer
    list) has too few votes to be a rival: each is still an answer the best sentences give,
    from pages no other gives. A question asking what, not who, names none such."""
    from deepsearch.research.answers import answer_votes
    from deepsearch.research.composing import rivals, unsettled_readings, weakly_stated

    question = "Who played captain rook on dot dobbs?"
    cast = ("The Playhouse was also visited by a regular cast of human characters, including "
            "Miss Yara (Lynne Stewart), Reba the Mail Lady (Sue Merk), Captain Rook (Lorne "
            "Fishman) and a group of children.")
    opening = ("Dot Dobbs' Playhouse is an American television series starring Ann Pell as "
               "the childlike Dot Dobbs which ran from 1986 to 1990.")
    series = chunk(f"{opening} {cast}", "Dot Dobbs' Playhouse", "series")
    stage = chunk("Captain Rook - Dorian Vasquez", "The Dot Dobbs Show", "stage")
    ranked = [(1.39, cast, series), (1.34, opening, series), (1.30, stage.text, stage)]
    top = answer_votes(question, ranked)[0][0]
    assert top == "Dorian Vasquez" and weakly_stated(question, ranked, top)
    assert rivals(question, ranked) == []
    assert unsettled_readings(question, ranked) == ["Dorian Vasquez", "Lorne Fishman"]
    assert unsettled_readings("What is captain rook on dot dobbs?", ranked) == []


def test_names_may_open_with_a_capital_past_a_to_z() -> None:
    """"How long is the Øresund Bridge?" asks of the Øresund Bridge, not of "Bridge" (which
    made every bridge's page a page about it); so with É, Ł, Ō, Greek and Cyrillic."""
    from deepsearch.text import entities

    assert heuristic_plan("How long is the Øresund Bridge?").entities == ["Øresund Bridge"]
    assert entities("Émile Zola met Łukasz Ōta, then Σωκράτης Πάππας in Москва.") == [
        "Émile Zola", "Łukasz Ōta", "Σωκράτης Πάππας", "Москва"]
    assert entities("It fell by 3×4 ÷ 2 in Ulm.") == ["Ulm"]


def test_a_measure_is_answered_with_its_unit_and_its_dimension() -> None:
    """A measure asked ("how long", "what is the height of") is answered by a number with its
    unit, as the sentence writes it; a measure of another dimension ("4 km wide" for how
    long), a year and a count with no unit are none."""
    from deepsearch.research.answers import measure_asked, measures

    assert measure_asked("How long is the Keldor Bridge?")
    assert measure_asked("What is the height of the tower?")
    assert not measure_asked("What is the area code for Cincinnati?")
    assert not measure_asked("How many bridges cross the Keldor?")
    question = "How long is the Keldor Bridge?"
    assert measures("It is 4 km wide at its narrowest point. It runs nearly 8 km from the "
                    "coast, 300 m long past 8 spans, in 1998 days.", question) == ["8 km", "300 m"]
    assert measures("Matches last only four minutes for a casual game.", question) == [
        "four minutes"]
    assert measures("It is 4 km wide and 20 m high.", "How tall is it?") == ["20 m"]


async def test_how_long_is_answered_with_the_unit_from_the_sentence_giving_a_measure(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"How long is the Keldor Bridge?": "8 km" (not "8", nor the strait's "4 km wide", nor
    the bridge's 12 spans), and "How long is a Tessel Raid match?" with "four minutes" from
    the one sentence measuring it, though sentences measuring nothing rank above it."""
    pages = [("bridge", "Keldor Bridge", "The Keldor Bridge is a combined railway and motorway "
              "bridge across the Keldor strait between Arland and Brisia. The bridge runs "
              "nearly 8 km from the Arland coast to the artificial island Pebbel, on 12 spans. "
              "The strait is 4 km wide at its narrowest point.")]
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    result, _ = await research_pages(pages, "How long is the Keldor Bridge?", tmp_path / "a",
                                     kb_factory)
    assert result.report.answer == "8 km", result.report.markdown
    pages = [("raid", "Tessel Raid", "Tessel Raid is an online tactical shooter video game "
              "developed by Orbis Montreal. Maps in the game are designed to encourage close "
              "quarters combat, and players cannot respawn until the end of a round. The game "
              "also has a spectator mode, which allows players to observe a match from "
              "different angles. Matches last only four minutes for a casual player.")]
    result, _ = await research_pages(pages, "How long is a tessel raid match?", tmp_path / "b",
                                     kb_factory)
    assert result.report.answer == "four minutes", result.report.markdown


async def test_a_short_questions_answer_is_none_when_no_page_read_is_about_its_subject(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"How tall is the Vantor Tower?" when no page read is about it: the report says so,
    and a courthouse's "430 ft tall" is not put on its answer line."""
    pages = [("court", "Carl Brisk Courthouse", "The Carl Brisk Courthouse is a federal "
              "building in Cleveland. The 23-story building is 430 ft tall and is located at "
              "the corner of Huron Road and Superior Avenue."),
             ("eng", "Gustave Vantor", "Gustave Vantor was a French civil engineer whose firm "
              "built bridges and a tall tower.")]
    result, _ = await research_pages(pages, "How tall is the Vantor Tower?", tmp_path,
                                     kb_factory)
    report = result.report
    assert "No page read is about Vantor Tower." in report.gaps, report.markdown
    assert not report.answer and not report.alternatives, report.markdown


def test_a_lifespan_whose_dash_a_page_lost_still_dates_a_birth() -> None:
    """"Abel Varne( 25 October 188910 November 1981)": a page ran the birth year into the
    date of death; the director was born in 1889, before one born in 1919, not in 1981."""
    from deepsearch.research.comparisons import compare_options

    question = ("Which film has the director who is older than the other, Le Jour À Venir or "
                "Sky Without Rain?")
    chunks = [chunk("Le jour à venir is a 1917 silent French film directed by Abel Varne.",
                    "Le jour à venir", "a"),
              chunk("Sky Without Rain is a Croatian drama film directed by Vlado Pergic.",
                    "Sky Without Rain", "b"),
              chunk("Abel Varne( 25 October 188910 November 1981) was a French film director.",
                    "Abel Varne", "c"),
              chunk("Vlado Pergic( 23 September 1919 – 13 September 1999) was a Yugoslav film "
                    "director.", "Vlado Pergic", "d")]
    comparison = compare_options(question, chunks)
    assert comparison.decided and comparison.answer == "Le Jour À Venir", comparison


def test_what_a_singer_sang_lists_songs_not_the_magazines_that_polled_her() -> None:
    """"What did Dara Quell sing?" asks for songs (the verb says the kind): the hit a sentence
    calls one is listed, not the magazine whose readers' poll she topped, the magazine that
    ranked her album, nor the film on whose soundtrack a song of hers was."""
    page = ("Dara Quell's solo career began in 1963 with the upbeat pop hit, \"I Only Want "
            "More\". Dara Quell was the first UK singer to top the \"New Music Weekly\" "
            "readers' poll for Female Singer. Her 1969 album was ranked among the greatest "
            "albums of all time by the US magazine \"Rolling Drum\". In the 1990s, owing to the "
            "inclusion of her \"Son of a Vicar\" on the \"Pulp Story\" soundtrack, interest in "
            "Dara Quell's early output was revived.")
    names, _ = listed("What did Dara Quell sing?", [chunk(page, "Dara Quell")])
    assert "I Only Want More" in names, names
    assert not {"New Music Weekly", "Rolling Drum", "Pulp Story"} & set(names), names


def test_how_a_thing_was_built_is_answered_by_sentences_telling_of_its_construction() -> None:
    """"How was the Keldor Bridge built?" quoting "Arch construction itself began on 26
    October 1928" answers it directly, in another word for the act; a page saying only what
    the bridge is does not. "How was Orbis Games founded?" asks how, not for a name: no
    answer line ("Fortnite" was one)."""
    from deepsearch.research.closing import gaps
    from deepsearch.research.composing import section
    from deepsearch.research.verifying import Numbering

    assert classify("How was Orbis Games founded?") == "explanation"
    plan = heuristic_plan("How was the Keldor Bridge built?")
    what = "The Keldor Bridge is a steel arch bridge across Keldor Harbour."
    how = "Arch construction itself began on 26 October 1928."
    page = chunk(f"{what} {how}", "Keldor Bridge")
    bare = [section(plan.aspects[0].title, [(what, page)], Numbering())]
    assert any("directly" in g for g in gaps(plan, bare, [])), gaps(plan, bare, [])
    told = [section(plan.aspects[0].title, [(what, page), (how, page)], Numbering())]
    assert not any("directly" in g for g in gaps(plan, told, [])), gaps(plan, told, [])


def test_a_reading_named_only_inside_a_title_is_no_one() -> None:
    """"Who sang the song that goes …?": "Make Love", voted from "[All I Wanna Do Is Make
    Love to You] was first recorded … by Dobie Gray", is part of a song's title, not someone
    to name as an answer; Dobie Gray is."""
    from deepsearch.research.composing import shown_readings

    lines = ["[All I Wanna Do Is Make Love to You] was first recorded as \"All I Want to Do "
             "Is Make Love to You\" by Dobie Gray in 1979. [2]"]
    question = "Who sang the song that goes i will always want you?"
    assert shown_readings(question, ["Make Love", "Dobie Gray"], lines) == ["Dobie Gray"]


async def test_a_song_asked_for_by_its_words_is_answered_of_the_song_quoting_them(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who sings dont you wish your boyfriend was cool like me?": no page is titled for
    those words, but the music video's page quotes them ("'Don't Ya wish your boyfriend was
    cool like me'"): the question is the song's, "Don't Ya", answered from its page — the
    group and the rapper it features — not from another song that shares a word."""
    pages = [("song", "Don't Ya", "\"Don't Ya\" is a song recorded by American girl group The "
              "Velvet Dolls from their debut studio album \"VD\" (2005). The song features "
              "rapper Bo Rhymer who co-wrote the song with its producer."),
             ("video", "Don't Ya Music video", "\"The lyrics are, 'Don't Ya wish your boyfriend "
              "was cool like me,' but if you see the video, it's all about being who you are,\" "
              "the singer said."),
             ("other", "Love Me like You Are", "\"Love Me like You Are\" is a song recorded by "
              "English singer Ellie Gould. Gould was selected to sing the track, and wished "
              "it a hit.")]
    result, _ = await research_pages(
        pages, "Who sings dont you wish your boyfriend was cool like me?", tmp_path, kb_factory)
    report = result.report
    assert report.answer.removeprefix("The ") == "Velvet Dolls", report.markdown
    assert "Bo Rhymer" in report.summary and "Gould" not in report.markdown, \
        report.markdown


def test_words_of_a_song_are_a_lyric_only_when_no_title_read_is_them() -> None:
    """A title asked as typed ("Who sings the song forever and ever amen forever?" with
    that song's page read) is no lyric, though an album's page quotes it; "who wrote" a
    book is never a song asked by its words; a lyric holding a shorter title ("forever
    young, I want to be …") is one, and the song is that title."""
    from deepsearch.research.answers import song_sung

    amen = [chunk("Forever and Ever, Amen is a country song.", "Forever and Ever, Amen", "a"),
            chunk('The album contained the bonus track "Forever and Ever, Amen forever".',
                  "Old 8x10", "b")]
    assert song_sung("Who sings the song forever and ever amen forever?", amen) is None
    book = [chunk("The books of the new testament were written by many.", "New Testament")]
    assert song_sung("Who wrote the books of the new testament?", book) is None
    young = [chunk("The lyric is 'Forever young, I want to be forever young'.",
                   "Forever Young Music video", "v"),
             chunk("Forever Young is a song by Alphaville.", "Forever Young", "s")]
    assert song_sung("Who sang the song that goes forever young i want to be?", young) == (
        "Forever Young", "Who sang Forever Young?")


def test_an_irregular_verbs_past_is_the_verb_asked() -> None:
    """"When did Félix Hernández throw his perfect game?" is answered by "… threw the 23rd
    perfect game": "threw" is "throw" (so no gap says no source mentions "throw"); "found"
    stays "found", for "founded"."""
    from deepsearch.text import overlap, stem

    assert overlap(["throw", "perfect", "game"], "Félix Hernández threw the 23rd perfect "
                   "game in MLB history.") == 1.0
    assert {stem(w) for w in ("wrote", "written", "write", "writes")} == {stem("write")}
    assert stem("sang") == stem("sing") and stem("built") == stem("build")
    assert stem("found") == stem("founded") != stem("find")


async def test_a_question_asked_of_a_show_is_not_answered_by_another_shows_page(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"When was The Great British Bake Off first broadcast?" answered "2009", from a Doctor
    Who special's "… was broadcast on 13 March 2009": a short question asking something of
    the name it writes out is answered only by a passage naming it, and the report says the
    evidence does not settle it when none does."""
    pages = [("bake-1", "The Great British Bake Off", "Location (s) Cotswolds, Scone Palace, "
              "Sandwich, Bakewell (all 2010) Valentines Mansion (2011) Welford Park (2014 --)"),
             ("who-1", "From Raxacoricofallapatorius with Love", "From Raxacoricofallapatorius "
              "with Love is a great British television special of The Sarah Jane Adventures. "
              "It was the first spin-off to produce a special for Comic Relief and was first "
              "broadcast on 13 March 2009.")]
    question = "When was The Great British Bake Off first broadcast?"
    result, _ = await research_pages(pages, question, tmp_path, kb_factory)
    assert "2009" not in result.report.markdown.split("## Sources")[0], result.report.markdown
    from deepsearch.research.composing import answering_evidence, asked_of

    plan = heuristic_plan(question)
    assert asked_of(plan) == "Great British Bake Off"
    ranked = [(1.0, "It was the first spin-off to produce a special for Comic Relief and was "
               "broadcast on 13 March 2009.", chunk(pages[1][2], pages[1][1], "who-1")),
              (0.5, "The Great British Bake Off was first broadcast on 17 August 2010.",
               chunk("The Great British Bake Off was first broadcast on 17 August 2010.",
                     "Baking", "bake-2"))]
    assert [c.source_id for _, _, c in answering_evidence(plan, ranked)] == ["bake-2"]
    # asked through another, or of two: not asked of it directly
    for through in ("When did Ruth Madoc's husband die?", "When was the director of Inception "
                    "born?", "Where did Ruth Madoc and Ruth Ellis meet?"):
        assert asked_of(heuristic_plan(through)) == "", through
    assert asked_of(heuristic_plan("Which team did Kevin Durant play for in 2010?")) == \
        "Kevin Durant"


def test_a_closed_question_asking_what_class_its_subject_is_of_names_the_subject_alone() -> None:
    """"Is Ivo Andrić a Nobel laureate?" made one name of "Ivo Andrić a Nobel" (its gap
    read "No page read is about Ivo Andrić a Nobel."): a capitalised word and the noun
    ending the question are a class the subject is asked to be of. A title holding "a"
    keeps it, and a question ending in how it is, not what it is, asks of the title."""
    assert heuristic_plan("Is Ivo Andrić a Nobel laureate?").entities == ["Ivo Andrić", "Nobel"]
    assert heuristic_plan("Is Tom Hanks an Oscar winner?").entities[0] == "Tom Hanks"
    assert heuristic_plan("Is Once Upon a Time a Disney show?").entities == \
        ["Once Upon a Time", "Disney"]
    assert heuristic_plan("Is Once Upon a Time popular?").entities == ["Once Upon a Time"]


def test_a_facet_of_a_place_typed_in_lower_case_is_the_page_titled_for_it() -> None:
    """"Give an overview of religion in Turkey." had a section "Turkey" opening with the
    country's borders and coordinates: the lower-case words before a name that make a
    page's title with it are that page's subject, and the report does not then say no
    passage says what "Religion in Turkey" is (it is a topic, not a thing)."""
    from deepsearch.research.closing import is_topic_of
    from deepsearch.research.planning import lengthened

    plan = heuristic_plan("Give an overview of religion in Turkey.")
    assert plan.entities == ["Turkey"]
    assert lengthened(plan, plan.entities, ["Turkey", "Religion in Turkey"]) == \
        ["Religion in Turkey"]
    assert lengthened(plan, plan.entities, ["Turkey", "Islam in Turkey"]) == ["Turkey"]
    assert [a.title for a in heuristic_plan(plan.question, ["Religion in Turkey"]).aspects] \
        == ["Religion in Turkey"]
    assert is_topic_of("Religion in Turkey", plan.normalized)
    assert not is_topic_of("Bank of America", "Tell me about Bank of America.")


def test_what_a_lower_case_thing_is_is_asked_of_that_thing() -> None:
    """"What is the two-party system and which countries have one?" was a factoid (a
    lower-case name after "the") whose second part asked "Which countries have one of
    two-party system?"; "What is a tsunami?" quoted a manga by Minatsuki Tsunami and "What
    is the greenhouse effect?" Greenhouse Academy. What a kind of thing is is an overview;
    "one" is that thing; its findings speak of the thing, not of names holding its words."""
    from deepsearch.research.answers import question_parts
    from deepsearch.research.composing import says_kind
    from deepsearch.research.shape import kind_asked

    assert classify("What is the two-party system?") == "overview"
    assert classify("What is the greenhouse effect?") == "overview"
    assert classify("What is the tallest building?") == "factoid"
    assert classify("What is the population?") == "factoid"
    plan = heuristic_plan("What is the two-party system and which countries have one?")
    assert plan.shape == "overview"
    assert [a.title for a in plan.aspects] == ["What is the two-party system?",
                                               "Which countries have a two-party system?"]
    assert question_parts("What is a perfect game and who threw the first one?",
                          "perfect game")[1][1] == "Who threw the first perfect game?"
    assert kind_asked("What is a tsunami?") == "tsunami"
    assert kind_asked("what is a perfect game in baseball") == "perfect game"
    assert kind_asked("What is the Torah?") == kind_asked("What is the tallest building?") == ""
    manga = chunk("There has been a manga by Bandō Kenji and Minatsuki Tsunami.", "Midnight Sun")
    assert not says_kind(manga.text, manga, "tsunami")
    wave = chunk("Tsunamis are series of waves caused by displacing water.", "Ocean")
    assert says_kind(wave.text, wave, "tsunami")
    tales = chunk("Short stories are works of fiction read at one sitting.", "Fiction")
    assert says_kind(tales.text, tales, "short story")
    assert says_kind("It was caused by an earthquake.", chunk("x", "Tsunami"), "tsunami")
    car = chunk("The Sunbeam Alpine is a two-seat sports car made by Rootes.", "Rootes")
    assert says_kind(car.text, car, "sunbeam alpine", uncased=True)
    coffee = chunk("They donated $2 to Oxfam for Tsunami for each pound sold.", "Coffee")
    assert not says_kind(coffee.text, coffee, "tsunami")
    academy = chunk("Greenhouse Academy is a drama series.", "Greenhouse Academy")
    assert not says_kind(academy.text, academy, "greenhouse effect")


def test_a_possessive_before_a_kind_is_not_its_definition() -> None:
    """"Braden's perfect game, pitched on Mother's Day, was the first complete game of his
    career." opened the section on the perfect game before the list page's "A perfect game
    … is a game by a pitcher …": a possessive is no bearer's other name."""
    from deepsearch.research.answers import defines

    assert not defines("Braden's perfect game, pitched on Mother's Day, was the first complete "
                       "game of his career.", ["Perfect game"])
    assert defines("A perfect game in Major League Baseball is a game by a pitcher.",
                   ["Perfect game"])
    assert defines("James Mercer Langston Hughes (February 1, 1901 – May 22, 1967) was an "
                   "American poet.", ["Langston Hughes"])


def test_how_a_side_did_over_a_season_is_explained_and_its_statistics_table_is_no_sentence(
        ) -> None:
    """"How did Leicester City do in the 2015–16 season?" was a factoid answered "Games",
    from the season's statistics table read as one sentence ("Games played 43 (38 Premier
    League) (2 FA Cup) …"): how a side did is explained, and a long run of bracketed
    figures is a table's cells, not a statement."""
    from deepsearch.text import is_prose

    assert classify("How did Leicester City do in the 2015–16 season?") == "explanation"
    assert classify("How did the Beatles fare in America?") == "explanation"
    assert classify("How did Napoleon die?") == "factoid"
    table = ("Games played 43 (38 Premier League) (2 FA Cup) (3 League Cup) Games won 25 (23 "
             "Premier League) (0 FA Cup) (2 League Cup) Games drawn 12 (12 Premier League) (1 "
             "FA Cup) (1 League Cup) Games lost 4 (3 Premier League) (1 FA Cup) Goals scored 76 "
             "(67 Premier League) (2 FA Cup) (7 League Cup) Top scorer 24 Goals (Jamie Vardy)")
    assert not is_prose(table)
    assert is_prose("The racial makeup of the city was 95.5% White, 1.2% African American, 0.3% "
                    "Native American, 0.8% Asian, 0.1% Pacific Islander, 0.6% from other races, "
                    "and 1.5% from two or more races, according to the census of 2010 (the "
                    "latest), which counted 1,234 people (up from 1,100) in 456 households and "
                    "789 families residing in the city.")


def test_a_heading_stops_at_the_verb_before_where_or_when() -> None:
    """"How did the iPhone develop over time?" had a section headed "iPhone develop over":
    the lower-case words after the name end at the verb a preposition follows."""
    from deepsearch.research.shape import named_whole

    assert named_whole("How did the iPhone develop over time?", "iPhone") == "iPhone"
    assert named_whole("How did the 1966 FIFA World Cup final unfold?", "1966 FIFA World Cup") \
        == "1966 FIFA World Cup final"


def test_what_a_subject_is_is_said_under_its_middle_names_and_in_other_verbs() -> None:
    """"Who was Abraham Maslow …?" was summed up by "Maslow was a psychology professor …",
    not "Abraham Harold Maslow (April 1, 1908 – June 8, 1970) was an American psychologist
    …"; "What is revenge tragedy?" said no passage says what it is after quoting "Revenge
    tragedy (…) defines a genre of plays …"."""
    from deepsearch.research.answers import defines
    from deepsearch.research.closing import says_what

    assert defines("Abraham Harold Maslow (April 1, 1908 – June 8, 1970) was an American "
                   "psychologist.", ["Abraham Maslow"])
    assert not defines("Abraham Lincoln Maslow Society is a club.", ["Abraham Maslow"])
    assert says_what("Revenge tragedy", "Revenge tragedy (less commonly referred to as revenge "
                     "drama) defines a genre of plays made popular in early modern England.")
    assert not says_what("Revenge tragedy", "Thomas Kyd wrote a play that defines a genre.")


async def test_who_founded_a_team_is_no_place_it_moved_to(tmp_path: Path,
                                                          kb_factory) -> None:  # noqa: F811
    """"Who founded the Golden State Warriors?" answered "San Francisco Bay Area", the place
    the team "moved to": a name a sentence only says something moved or relocated to is a
    place, no one who did the act; with no founder read, the evidence does not settle it."""
    pages = [("gsw-1", "Golden State Warriors", "The Golden State Warriors are an American "
              "professional basketball team based in San Francisco. Founded in 1946 in "
              "Philadelphia, the Warriors moved to the San Francisco Bay Area in 1962 and took "
              "the city's name."),
             ("gsw-2", "Franklin Mieuli", "In 1962, Franklin Mieuli purchased the majority "
              "shares of the team and relocated the franchise to the San Francisco Bay Area, "
              "renaming them the San Francisco Warriors.")]
    result, _ = await research_pages(pages, "Who founded the Golden State Warriors?", tmp_path,
                                     kb_factory)
    assert result.report.answer in ("", NO_ANSWER) or \
        "Bay Area" not in result.report.answer, result.report.markdown
    from deepsearch.research.answers import only_where

    assert only_where("San Francisco Bay Area", "Mieuli relocated the franchise to the San "
                      "Francisco Bay Area, renaming them.")
    assert only_where("Paris", "She moved back to Paris in 1950.")
    assert not only_where("John Smith", "He gave the ball to John Smith.")
    assert not only_where("Paris", "Paris moved to a new calendar.")


async def test_what_a_lower_case_thing_was_is_no_films_page_titled_for_it(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"What was sati and when was it banned?" was a factoid answering "What was sati?" with
    "Indian Sati Prevention Act", and, once an overview, opened with "Sati is a Bengali film":
    what a thing typed in lower case was asks what it is (an overview, as "what is" does),
    and a page its title calls a work is a namesake's, even when the results' titles gave the
    thing a capital ("Sati")."""
    pages = [("sati-film", "Sati (film)", "Sati is a Bengali film released in 1989 written "
              "and directed by Aparna Sen. The film had Shabana Azmi and Arun Banerjee in lead "
              "roles."),
             ("sati-practice", "Sati (practice)", "Under sustained campaigning against sati by "
              "Christian missionaries and Hindu reformers such as Ram Mohan Roy, the "
              "provincial government banned sati in 1829. In Nepal, sati was banned in 1920.")]
    question = "What was sati and when was it banned?"
    assert classify("What was sati?") == classify("What is sati?") == "overview"
    assert classify("What was he doing?") == "factoid"
    result, _ = await research_pages(pages, question, tmp_path, kb_factory)
    body = result.report.markdown.split("## Sources")[0]
    assert "**Answer" not in body and "Bengali film" not in body, body
    assert "banned sati in 1829" in body, body
    from deepsearch.research.composing import says_kind

    film = chunk(pages[0][2], "Sati (film)", "sati-film")
    assert not says_kind("Sati is a Bengali film released in 1989.", film, "sati")
    assert says_kind("Sati is a Bengali film released in 1989.", film, "sati", uncased=True)
    assert says_kind("In Nepal, sati was banned in 1920.",
                     chunk(pages[1][2], "Sati (practice)", "sati-practice"), "sati")


async def test_an_office_named_with_lord_is_spoken_of_on_its_own_page(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"What did the Lord High Treasurer do?" read the office's page and quoted none of it:
    the subject without its "Lord" ("High Treasurer") took "Lord High Treasurer" for a
    longer name, another subject's, so no sentence spoke of it."""
    text = ("The post of Lord High Treasurer or Lord Treasurer was an English government "
            "position. A holder of the post would be the third-highest-ranked Great Officer "
            "of State, below the Lord High Steward and the Lord High Chancellor.")
    result, _ = await research_pages([("lht-1", "Lord High Treasurer", text)],
                                     "What did the Lord High Treasurer do?", tmp_path,
                                     kb_factory)
    assert "third-highest-ranked Great Officer" in result.report.markdown, \
        result.report.markdown
    from deepsearch.research.composing import about

    page = chunk(text, "Lord High Treasurer", "lht-1")
    assert about(page, "A holder of the post would be ranked third.", "Lord High Treasurer",
                 ["Lord High Treasurer"])
    ferguson = chunk("Ferguson managed Manchester United.", "Alex Ferguson", "af-1")
    assert about(ferguson, "Ferguson managed Manchester United.", "Sir Alex Ferguson",
                 ["Sir Alex Ferguson"])
    assert not about(chunk("James Charles Mathew was a judge.", "James Charles Mathew"),
                     "James Charles Mathew was a judge.", "Charles Mathew",
                     ["Charles Mathew", "James Charles Mathew"])


async def test_a_bands_members_are_who_its_sentences_say_play_in_it(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who are the members of Foo Fighters?" listed Kurt Cobain (whose death the band
    followed) and James Moll (who filmed it), and left out William Goldsmith, named on the
    page of the band's members: with two or more names a sentence says play in the band, the
    list is those, and a page titled for the band's members or records is its own."""
    pages = [("ff-1", "Foo Fighters", "Foo Fighters is an American rock band, formed in "
              "Seattle, Washington in 1994. It was founded by Nirvana drummer Dave Grohl as a "
              "one-man project following the dissolution of Nirvana after the death of Kurt "
              "Cobain."),
             ("ff-2", "List of Foo Fighters band members", "After recording the album alone, "
              "Grohl enlisted guitarist Pat Smear, bassist Nate Mendel and drummer William "
              "Goldsmith to join the band."),
             ("ff-3", "Foo Fighters: Back and Forth", "Foo Fighters: Back and Forth is a 2011 "
              "rockumentary about the American rock band Foo Fighters, directed by filmmaker "
              "James Moll.")]
    result, _ = await research_pages(pages, "Who are the members of Foo Fighters?", tmp_path,
                                     kb_factory)
    items = " ".join(i for s in result.report.sections for i in s.items)
    assert "William Goldsmith" in items and "Pat Smear" in items, result.report.markdown
    assert "**Kurt Cobain**" not in items and "**James Moll**" not in items, \
        result.report.markdown
    from deepsearch.research.composing import plays_in_band

    assert plays_in_band("Jason Newsted", "Guitarist Dave Mustaine and bassists Ron McGovney, "
                         "Cliff Burton, and Jason Newsted are also former members.")
    assert plays_in_band("Rami Jaffee", "The line-up consists of Grohl (vocals and guitar), "
                         "Rami Jaffee (keyboard) and Pat Smear (guitar).")
    assert not plays_in_band("Kurt Cobain", "It followed the death of Kurt Cobain.")


async def test_who_became_one_of_the_kind_listed_is_called_it(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"List the presidents of the Philippines." listed "United States", "Catholic Mass" and
    a show's hosts beside Emilio Aguinaldo: a sentence saying someone became the inaugural
    president calls him one, and only such names are listed."""
    pages = [("ph-1", "List of presidents of the Philippines", "Sixteen people have been sworn "
              "into office as president. Following the ratification of the Malolos "
              "Constitution in 1899, Emilio Aguinaldo became the inaugural president of the "
              "Malolos Republic. He held that office until 1901 when he was captured by "
              "United States forces."),
             ("ph-2", "Philippines", "The first Catholic Mass in the Philippines was held on "
              "March 31, 1521, Easter Sunday, said by Father Pedro de Valderrama.")]
    result, _ = await research_pages(pages, "List the presidents of the Philippines.",
                                     tmp_path, kb_factory)
    items = " ".join(i for s in result.report.sections for i in s.items)
    assert "Emilio Aguinaldo" in items, result.report.markdown
    for other in ("United States", "Catholic Mass", "Easter Sunday"):
        assert f"**{other}**" not in items, result.report.markdown


def test_a_follow_up_asks_about_a_thing_never_a_verbs_past_form() -> None:
    """"How are Chinese characters structured?" ended its report with "What do other
    sources say about structured?": a term no page mentions is asked about only when it
    names something."""
    from deepsearch.research.closing import asked_again

    plan = heuristic_plan("How are Chinese characters structured?")
    assert asked_again(plan, ["structured"]) == ""
    assert asked_again(plan, ["radicals", "structured"]) == \
        "What do other sources say about radicals?"
    assert asked_again(heuristic_plan("How fast is a cheetah?"), ["speed"]) == \
        "What do other sources say about speed?"


def test_a_plural_names_possessive_is_its_apostrophe_alone() -> None:
    """"What is Chicago blues and who are its key artists?" asked "Who are Chicago blues's
    key artists?": a name ending in a plural takes the apostrophe alone."""
    from deepsearch.research.answers import question_parts
    from deepsearch.text import possessive

    assert [possessive(n) for n in ("Chicago blues", "Foo Fighters", "the United States",
                                    "James", "Texas", "ZZ Top", "Bonnie Tyler")] == \
        ["Chicago blues'", "Foo Fighters'", "the United States'", "James's", "Texas's",
         "ZZ Top's", "Bonnie Tyler's"]
    parts = question_parts("What is Chicago blues and who are its key artists?",
                           "Chicago blues")
    assert parts[-1][1] == "Who are Chicago blues' key artists?", parts


def test_a_facet_of_a_place_is_its_page_with_a_verb_between_them() -> None:
    """"How do tuition fees work in the United Kingdom?" had a section "United Kingdom"
    quoting its last executions, its coordinates and its gold reserve: the words before the
    verb, joined to the place by its preposition, make the page "Tuition fees in the United
    Kingdom"."""
    from deepsearch.research.planning import lengthened

    plan = heuristic_plan("How do tuition fees work in the United Kingdom?")
    titles = ["United Kingdom", "Tuition fees in the United Kingdom",
              "Capital punishment in the United Kingdom"]
    assert lengthened(plan, plan.entities, titles) == ["Tuition fees in the United Kingdom"]
    assert lengthened(plan, plan.entities, titles[::2]) == ["United Kingdom"]
    turkey = heuristic_plan("Give an overview of religion in Turkey.")
    assert lengthened(turkey, turkey.entities, ["Turkey", "Religion in Turkey"]) == \
        ["Religion in Turkey"]


async def test_a_birth_in_an_aside_dates_no_other_act_and_what_year_asks_no_word(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"When did Billy Redden appear in Deliverance?" answered "1956", his birth in
    "Billy Redden (born 1956)"; "What year was Billy Redden born?" was unsettled because no
    page says "year". A birth in an aside dates only a birth, and the year a question asks
    for is the kind of its answer, no word a page must hold."""
    pages = [("br-1", "Billy Redden", "Billy Redden (born 1956) is an American actor, best "
              "known for his role as a backwoods mountain boy in the 1972 film Deliverance."),
             ("br-2", "Deliverance", "Deliverance is a 1972 American survival film directed "
              "by John Boorman, starring Jon Voight and Burt Reynolds.")]
    for question, answer in (("When did Billy Redden appear in Deliverance?", "1972"),
                             ("What year was Billy Redden born?", "1956"),
                             ("When was Billy Redden born?", "1956")):
        (run := tmp_path / f"{answer}-{question[:4]}").mkdir()
        result, _ = await research_pages(pages, question, run, kb_factory)
        assert result.report.answer == answer, result.report.markdown
    from deepsearch.research.answers import others_lives_apart

    assert "1956" not in others_lives_apart("Billy Redden (born 1956) is an actor.", set())
    assert "1956" in others_lives_apart("Billy Redden (born 1956) is an actor.", set(),
                                        lives=True)


def test_a_titles_own_capitalised_the_heads_its_section() -> None:
    """"What is The Notebook about?" had the section "Notebook": a "The" the question
    capitalises inside itself is the title's own; a lower-case "the" is not."""
    assert [a.title for a in heuristic_plan("What is The Notebook about?").aspects] == \
        ["The Notebook"]
    assert heuristic_plan("Compare The Beatles and the Rolling Stones.").entities == \
        ["The Beatles", "Rolling Stones"]
    assert heuristic_plan("Who were the Beatles?").entities == ["Beatles"]


async def test_who_stars_in_a_show_takes_its_cast_lists_lines(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"What is Lost in Space about and who stars in it?" put the cast list's "Molly Parker
    as Maureen Robinson, …" under what the show is about and left "Who stars" one line: a
    part asking who stars claims the cast list's lines."""
    pages = [("lis-1", "Lost in Space (2018 TV series)", "Lost in Space is an American science "
              "fiction television series following the adventures of a family of space "
              "colonists whose spaceship veers off course. The series was released on "
              "Netflix in 2018."),
             ("lis-2", "List of Lost in Space characters", "Molly Parker as Maureen Robinson, "
              "an aerospace engineer who serves as the mission commander. Toby Stephens as "
              "John Robinson, Maureen's husband and a former Navy SEAL. Maxwell Jenkins as "
              "Will Robinson, the youngest of the Robinson children.")]
    result, _ = await research_pages(pages, "What is Lost in Space about and who stars in it?",
                                     tmp_path, kb_factory)
    stars = next(s for s in result.report.sections if s.title.startswith("Who stars"))
    text = " ".join(stars.paragraphs)
    assert "Molly Parker as Maureen Robinson" in text and "Toby Stephens" in text, \
        result.report.markdown


async def test_who_sang_a_song_is_the_artist_its_pages_title_names(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who sang Someone like You?" was unsettled: the song's page, "Someone like You (Adele
    song)", says "Adele had said that she began writing it", never that she sang it. The one
    page read titled for the song with its artist names who sings it; pages of two artists'
    songs of that title name no one."""
    pages = [("sly-1", "Someone like You (Adele song)", "Adele had said that she began "
              "writing it on her acoustic guitar after the break-up of a relationship."),
             ("sly-2", "Someone Like You (short story collection)", "Someone Like You is a "
              "collection of short stories by Roald Dahl, published in 1953.")]
    result, _ = await research_pages(pages, "Who sang Someone like You?", tmp_path, kb_factory)
    assert result.report.answer == "Adele", result.report.markdown
    from deepsearch.research.answers import titled_artist

    two = [chunk("It was a hit.", "Someone like You (Adele song)", "a"),
           chunk("It was a hit.", "Someone like You (Van Morrison song)", "b")]
    assert titled_artist("Who sang Someone like You?", two) == ""
    assert titled_artist("Who sang Someone like You?", two[1:]) == "Van Morrison"
    assert titled_artist("Who wrote Someone like You?", two[1:]) == ""
    assert titled_artist("Who sang Hello?", [chunk("It was a hit.", "Hello (1998 song)")]) == ""


def test_where_a_thing_is_takes_the_sentence_saying_where_it_is_first() -> None:
    """"What is the Church of the Gesù and where is it?" told where it is with sentences on
    its facade and paintings, and gave "… is located in the Piazza del Gesù in Rome" to what
    it is: a part asking where a thing is claims the sentences saying where, first."""
    from deepsearch.research.composing import outline_picks

    plan = heuristic_plan("What is the Church of the Gesù and where is it?",
                          ["Church of the Gesù"])  # (rejoined by the page's title)
    text = ["The Church of the Gesù is the mother church of the Society of Jesus.",
            "Its facade is the first truly baroque façade.",
            "The Church of the Gesù is located in the Piazza del Gesù in Rome.",
            "Its paintings became models for Jesuit churches throughout Italy."]
    ranked = ranked_on("Church of the Gesù", text)
    rankings = [ranked for _ in plan.aspects]
    picks = outline_picks(plan.aspects, rankings, "standard", plan.entities)
    where = next(i for i, a in enumerate(plan.aspects) if a.title.startswith("Where"))
    assert picks[where] and picks[where][0][0] == text[2], picks


def test_what_a_kind_of_thing_of_something_is_is_an_overview() -> None:
    """"What is a cap of invisibility in mythology?" was a factoid answered "Hades": what a
    kind of thing "of" something is asks what it is, as "What is a tsunami?" does; a group
    of things asks for a word, and the X of a thing for one value."""
    assert classify("What is a cap of invisibility in mythology?") == "overview"
    assert classify("What is a group of crows?") == "factoid"
    assert classify("What is the capital of France?") == "factoid"
    assert classify("What is the name of the river in Paris?") == "factoid"


async def test_where_a_town_is_comes_from_a_sentence_saying_where_it_is(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Where is Sylva, North Carolina?" said "the sources give more than one answer":
    the Plott Balsam Mountains, "Black Mountain" (where a firm of Sylva put billboards) and
    "Tyrrell County" (of two other villages' page). The town asked of, with its state
    after it, is what the answer comes from; a reading of where it is comes from a sentence
    saying where it is; "in central Jackson County" places it as "in Jackson County" does."""
    pages = [("sy-1", "Sylva, North Carolina", "Sylva is an incorporated town located in "
              "central Jackson County, in the Plott Balsam Mountains of Western North "
              "Carolina, United States of America."),
             ("sy-2", "Three Billboards Outside Ebbing, Missouri", "Principal photography "
              "began on May 2, 2016 in Sylva, North Carolina. Allison Outdoor Advertising of "
              "Sylva built the billboards, which were put in a pasture near Black Mountain, "
              "North Carolina."),
             ("sy-3", "Jerry and Pleasant View, North Carolina", "Jerry and Pleasant View are "
              "two adjacent unincorporated communities in Tyrrell County, North Carolina, "
              "United States.")]
    result, _ = await research_pages(pages, "Where is Sylva, North Carolina?", tmp_path,
                                     kb_factory)
    report = result.report
    assert report.answer == "Jackson County", report.markdown
    assert not report.alternatives, report.markdown
    from deepsearch.research.composing import asked_of

    assert asked_of(heuristic_plan("Where is Sylva, North Carolina?")) == "Sylva"
    assert asked_of(heuristic_plan("Where is Ruth Madoc, the actress, from?")) == ""


async def test_a_list_of_works_or_sides_holds_no_other_bands_album_nor_a_competition(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Which albums did Foo Fighters release?" listed "Grohl" (after 'the album "Foo
    Fighters" alone, Grohl …') and "LP2" ("their second album" on another band's page);
    "Which teams did Frankie Crosetti play for?" listed "World Series" and "World
    Championship"."""
    pages = [("ff-2", "List of Foo Fighters band members", "After recording the album \"Foo "
              "Fighters\" alone, Grohl enlisted guitarist Pat Smear. The group's third album, "
              "\"There Is Nothing Left to Lose\", was released in 1999."),
             ("sd-1", "Sunny Day Real Estate", "However, shortly after releasing their "
              "second album \"LP2\", the band broke up, with members Nate Mendel and "
              "William Goldsmith joining Foo Fighters.")]
    items, report = await listed_entries(pages, "Which albums did Foo Fighters release?",
                                         tmp_path / "a", kb_factory)
    assert "**There Is Nothing Left to Lose**" in items, report
    assert "**LP2**" not in items and "**Grohl**" not in items, report
    pages = [("fc-1", "Frankie Crosetti", "As a player and third base coach for the New York "
              "Yankees, Crosetti was part of seventeen World Championship teams and 23 World "
              "Series participants overall.")]
    items, report = await listed_entries(pages, "Which teams did Frankie Crosetti play for?",
                                         tmp_path / "b", kb_factory)
    assert "Yankees" in items, report
    assert "**World Series**" not in items and "**World Championship**" not in items, report


async def listed_entries(pages: list[tuple[str, str, str]], question: str, run: Path,
                         kb_factory) -> tuple[str, str]:  # noqa: F811
    """A list report's entries from ``pages`` (researched in the folder ``run``), joined,
    and the report's Markdown."""
    run.mkdir()
    result, _ = await research_pages(pages, question, run, kb_factory)
    return " ".join(i for s in result.report.sections for i in s.items), result.report.markdown


def test_someone_another_plays_is_named_in_passing_on_the_actors_page() -> None:
    """"Compare Anthony Eden and Winston Churchill." opened Churchill's section with
    "[Gary Oldman] won the Academy Award … for his role as Winston Churchill": a sentence
    on another's page naming someone only as a part played tells nothing of them."""
    from deepsearch.research.composing import in_passing

    text = "He won the Academy Award for his role as Winston Churchill in Darkest Hour."
    assert in_passing(chunk(text, "Gary Oldman"), text, "Winston Churchill")
    assert not in_passing(chunk(text, "Winston Churchill"), text, "Winston Churchill")
    other = "In 1951 the Conservatives returned under the leadership of Winston Churchill."
    assert not in_passing(chunk(other, "Anthony Eden"), other, "Winston Churchill")
    # nor a body written only as what another belongs to ("What is the Canadian Football
    # League?" quoted "… Ken caught on with the Saskatchewan Roughriders of the Canadian
    # Football League")
    signed = "Undrafted, Ivo caught on with the Ossa Roughriders of the Tarn Football League."
    assert in_passing(chunk(signed, "Ivo Lund"), signed, "Tarn Football League")
    history = "The history of the Tarn Football League is long."
    assert not in_passing(chunk(history, "Ivo Lund"), history, "Tarn Football League")


async def test_who_founded_a_band_is_the_member_after_by_not_his_other_band(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who founded Foo Fighters and when?" answered "Nirvana" from "founded by Nirvana
    drummer Dave Grohl": a band's name before what someone is in it names his band, and he
    did the act."""
    pages = [("ff-1", "Foo Fighters", "Foo Fighters is an American rock band, formed in "
              "Seattle, Washington in 1994. It was founded by Nirvana drummer Dave Grohl as a "
              "one-man project following the dissolution of Nirvana.")]
    result, _ = await research_pages(pages, "Who founded Foo Fighters and when?", tmp_path,
                                     kb_factory)
    assert "Who founded Foo Fighters? Dave Grohl" in result.report.markdown, \
        result.report.markdown
    from deepsearch.research.answers import agents_of

    assert agents_of("It was founded by Nirvana drummer Dave Grohl.") == \
        [("founded", "Dave Grohl")]
    assert agents_of("It was produced by DreamWorks Animation.") == \
        [("produced", "DreamWorks Animation")]


async def test_whom_someone_married_is_none_of_her_parents_nor_a_place_she_ruled(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who was Bonne of Bourbon married to?" answered "Duke of Bourbon" (her father's
    title, in "a daughter of Peter I, Duke of Bourbon, and Isabella of Valois") and then
    "Savoy" (of "regent of Savoy"): the parents a sentence names together are kin of
    another kind, and a name only after "of" is no one's."""
    pages = [("bb-1", "Bonne of Bourbon", "Bonne of Bourbon (1341 – 19 January 1402) was a "
              "daughter of Peter I, Duke of Bourbon, and Isabella of Valois, and hence a sister "
              "of Joanna of Bourbon. She served as regent of Savoy during the absence of her "
              "spouse from 1366 to 1367.")]
    result, _ = await research_pages(pages, "Who was Bonne of Bourbon married to?", tmp_path,
                                     kb_factory)
    assert result.report.answer in ("", NO_ANSWER), result.report.markdown
    from deepsearch.research.answers import kin_fits

    text = "She was a daughter of Peter I, Duke of Bourbon, and Isabella of Valois."
    for parent in ("Duke of Bourbon", "Isabella of Valois", "Peter I"):
        assert kin_fits(parent, text, {"marri"}) is False, parent
    assert kin_fits("Jay Z", "Beyoncé's husband Jay Z won.", {"husband"}) is True


def test_a_closed_question_asking_nationalities_joined_asks_of_the_person() -> None:
    """"Is Cheech Marin Mexican-American?" said "No page read is about Cheech Marin
    Mexican-American.": nationalities joined by a hyphen are what he is asked to be, as
    "Iranian" is of Ali Daei."""
    from deepsearch.research.planning import question_entities

    assert question_entities("Is Cheech Marin Mexican-American?", "closed") == ["Cheech Marin"]
    assert question_entities("Is Ali Daei Iranian?", "closed") == ["Ali Daei"]
    assert question_entities("Is Spider-Man Marvel's?", "closed")[0].startswith("Spider-Man")


async def test_awards_a_sentence_counts_are_awards_won(tmp_path: Path,
                                                       kb_factory) -> None:  # noqa: F811
    """"What awards did Gary Oldman win?" left out "three BAFTA Awards, two Critics' Choice
    Awards": a plural award's name after a count is awards won, not a collection."""
    pages = [("go-1", "Gary Oldman", "Gary Leonard Oldman (born 21 March 1958) is an English "
              "actor. He is the recipient of numerous accolades, including an Academy Award, "
              "three BAFTA Awards, two Critics' Choice Awards and a Golden Globe Award.")]
    items, report = await listed_entries(pages, "What awards did Gary Oldman win?",
                                         tmp_path / "a", kb_factory)
    for award in ("Academy Award", "BAFTA Awards", "Critics' Choice Awards",
                  "Golden Globe Award"):
        assert f"**{award}**" in items, report


def test_the_date_of_the_act_asked_outvotes_the_pages_other_dates() -> None:
    """"When was <show> canceled?": the year of the sentence saying it was canceled, however
    many sentences date its seasons; the verb need not be one the rules know other words
    for."""
    from deepsearch.research.answers import rank_sentences, short_answer, when_done

    question = "When was Glasshouse School canceled?"
    chunks = [chunk("Glasshouse School is a teen drama series streamed by Netflix.",
                    "Glasshouse School", "g1"),
              chunk("The first season of Glasshouse School came out on May 3, 2016.",
                    "Glasshouse School", "g2"),
              chunk("Glasshouse School's second season came out in 2016, its third in 2017.",
                    "Glasshouse School", "g3"),
              chunk("In March 2019 Netflix said Glasshouse School had been canceled.",
                    "Glasshouse School", "g4")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "2019"
    assert when_done(question) == {"cancel"}
    assert when_done("When was Victor Hugo born?") == frozenset()  # (dated in brackets)
    assert when_done("when was glasshouse school canceled") == frozenset()  # no subject seen


def test_a_name_right_after_the_questions_last_words_is_stated_whatever_its_rank() -> None:
    """"Which team does X play for?": "a player for the Brooklyn Nets" puts the team where
    the question's words do (any form of the verb), so it is the answer line even when
    sentences about his college rank above it."""
    from deepsearch.research.answers import rank_sentences, short_answer
    from deepsearch.research.composing import weakly_stated

    question = "Which team does Corey Blaine play for?"
    chunks = [chunk("He played one season of college basketball for the University of Utah "
                    "and was picked by the Denver Nuggets in the 2011 NBA draft.",
                    "Corey Blaine", "c1"),
              chunk("He played six seasons in Denver and won two championships.",
                    "Corey Blaine", "c2"),
              chunk("Corey Blaine is an American basketball player for the Miami Heat of the "
                    "National Basketball Association (NBA).", "Corey Blaine", "c3")]
    ranked = rank_sentences(question, chunks, [])
    assert short_answer(question, ranked) == "Miami Heat"
    assert not weakly_stated(question, ranked, "Miami Heat")


def test_someones_real_name_is_one_value_the_sentence_naming_them_otherwise_gives() -> None:
    """"What was Muddy Waters' real name?" asks one value (not what Muddy Waters is): the
    name a sentence says he was born with or goes by otherwise, and none when no sentence
    does (the other musicians the sentences name are no answer)."""
    from deepsearch.research.answers import rank_sentences, real_name, short_answer

    assert classify("What was Muddy Waters' real name?") == "factoid"
    assert classify("What is Drake's height?") == "factoid"
    assert classify("What was Marie Curie's legacy?") == "overview"  # told whole
    assert classify("What were Einstein's main contributions?") == "overview"
    chunks = [chunk("Ray Olden (June 1, 1910 - May 2, 1980), known professionally as Swampy "
                    "Rivers, was an American blues singer.", "Swampy Rivers", "a"),
              chunk("Tom Mills toured with Swampy Rivers, Bo Diddley and Willie Dixon.",
                    "Tom Mills", "b")]
    question = "What was Swampy Rivers' real name?"
    assert short_answer(question, rank_sentences(question, chunks, [])) == "Ray Olden"
    other = [chunk("Lena Ortiz (born Helena Maria Ortiz; 4 July 1980) is a singer.", "Lena Ortiz",
                   "c"),
             chunk("Wes Dunn is a singer who records under the stage name Dusty.", "Dusty", "d")]
    question = "What is the birth name of Lena Ortiz?"
    assert real_name(question, rank_sentences(question, other, [])) == "Helena Maria Ortiz"
    question = "What is Dusty's real name?"
    assert real_name(question, rank_sentences(question, other, [])) == "Wes Dunn"
    question = "What was Tom Mills' real name?"  # no sentence gives one
    assert real_name(question, rank_sentences(question, chunks, [])) == ""
    assert real_name("Who was Swampy Rivers?", []) is None


def test_a_thing_someone_owns_is_its_own_page_and_no_facet_of_theirs() -> None:
    """"What is Captain America's shield made of?" had a section "Shield made" about the
    character, quoting who played other heroes, and said no passage answered it though
    one says what the shield is composed of: the page titled for the thing owned is the
    subject, its name no facet (nor the verb after it), and a sentence saying what it is
    made of in other words answers it."""
    from deepsearch.research.closing import gaps
    from deepsearch.research.composing import section
    from deepsearch.research.planning import lengthened
    from deepsearch.research.verifying import Numbering

    question = "What is Captain Zenith's shield made of?"
    plan = heuristic_plan(question)
    assert facets(question) == ["shield"]  # (not "shield made")
    assert lengthened(plan, plan.entities, ["Captain Zenith", "Captain Zenith's shield"]) == \
        ["Captain Zenith's shield"]
    assert lengthened(plan, plan.entities, ["Captain Zenith"]) == ["Captain Zenith"]
    owned = heuristic_plan(question, ["Captain Zenith's shield"])
    assert [a.title for a in owned.aspects] == ["Captain Zenith's shield"]
    assert facets(question, ["Captain Zenith's shield"]) == []
    page = chunk("The shield is nearly indestructible. It is composed of a rare alloy of "
                 "steel and an unknown metal.", "Captain Zenith's shield")
    sections = [section("Captain Zenith's shield", [(t, page) for t in (
        "The shield is nearly indestructible.",
        "It is composed of a rare alloy of steel and an unknown metal.")], Numbering())]
    assert gaps(owned, sections, []) == []
    sections = [section("Captain Zenith's shield", [
        ("The shield is nearly indestructible.", page)], Numbering())]
    assert gaps(owned, sections, []) == [
        f"No passage read answers “{question}” directly; the report gives what the sources "
        "say around it."]


def test_a_title_a_sentence_opens_with_and_calls_a_song_is_no_album() -> None:
    """"List the albums of Destiny's Child." listed "Brown Eyes" from '"Brown Eyes", a song
    by Destiny's Child from Survivor': a name a sentence opens with, what it is put beside
    it, is of that kind."""
    from deepsearch.research.answers import called

    sentence = '"Green Eyes", a song by The Sisters from Rebirth, lead singer Ann Lowe'
    assert called("(?:song|single)", "Green Eyes", sentence)
    assert not called("(?:album)", "Green Eyes", sentence)
    assert not called("(?:song)", "Rebirth", sentence)
    assert not called("(?:song)", "The Sisters", sentence)


def test_where_something_is_is_the_place_it_is_in_not_the_wider_one() -> None:
    """"Where is the Senate chamber located?" answered "Washington" from "… located in the
    north wing of the Capitol Building in Washington, D.C.": the building is where the
    chamber is (a part of a place is a place it is in), the city where the building is."""
    from deepsearch.research.answers import rank_sentences, short_answer, within_other

    question = "Where is the Council chamber located?"
    chunks = [chunk("The Council chamber is located in the east wing of the Assembly House in "
                    "Bridgeford, Wessex.", "Council of Wessex", "w1"),
              chunk("The Council of Wessex is the upper house of the Wessex Parliament.",
                    "Council of Wessex", "w2")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "Assembly House"
    assert not within_other("Buncombe County", "Sylva in Buncombe County is a town.", {"sylva"})
    assert not within_other("Paris", "Located in Paris, the museum is large.", set())


def test_a_follow_up_names_a_thing_with_the_article_its_pages_give_it() -> None:
    """"What else is known about Declaration of Independence?": a name the pages write
    after "the" is asked about with it; not one whose "the" is of the noun after it ("the
    Fox Kids programming block"), nor a person's."""
    from deepsearch.research.closing import _as_named

    written = ("France acted after the Declaration of Independence was signed. Following the "
               "Declaration of Independence, aid grew. It aired on the Fox Kids programming "
               "block. The Solar System is large; Halley left the Solar System. Tom Hanks sang.")
    assert _as_named("Declaration of Independence", written) == \
        "the Declaration of Independence"
    assert _as_named("Solar System", written) == "the Solar System"
    assert _as_named("Fox Kids", written) == "Fox Kids"
    assert _as_named("Tom Hanks", written) == "Tom Hanks"
    assert _as_named("Do You Love Me?", written) == '"Do You Love Me?"'


def test_the_page_titled_as_the_question_writes_a_name_is_its_own() -> None:
    """"Where is PNG Air based?" quoted nothing ("Pages read, none quoted: PNG Air; …"):
    its page spells out Papua New Guinea, and the name as spelled out ("Papua New Guinea
    Air") made the airline's own page a namesake's."""
    from deepsearch.research.composing import is_namesake

    own = chunk("PNG Air is an airline based at Jacksons International Airport, Port "
                "Moresby, Papua New Guinea.", "PNG Air")
    assert not is_namesake(own, own.text, ["PNG Air"])
    clifford = chunk("Timothy Clifford was a curator.", "Timothy Clifford")
    assert is_namesake(clifford, clifford.text, ["Timothy Leary"])


def test_the_year_told_with_the_act_is_the_answer_not_the_sentences_other_year() -> None:
    """"When were the 31st Golden Globe Awards held?" answered 1973 from "…, honoring the
    best in film for 1973, were held on January 26, 1974": of a sentence stating the act,
    the date it is told with."""
    from deepsearch.research.answers import act_clause, rank_sentences, short_answer

    question = "When were the 12th Silver Lantern Awards held?"
    chunks = [chunk("The 12th Silver Lantern Awards, honoring the best films of 1988, were held "
                    "on March 3, 1989.", "12th Silver Lantern Awards", "l1"),
              chunk("The Silver Lantern Awards have been given since 1977.",
                    "Silver Lantern Awards", "l2")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "1989"
    assert act_clause("It was held on May 1, 2001, and again in 2003.",
                      frozenset({"hold"})) == " on May 1, 2001"


def test_what_kind_of_thing_something_is_is_what_its_sentence_calls_it() -> None:
    """"What kind of club is Aquinas Old Collegians Football Club?" answered "Aquinas
    College", a name the sentences give: the words a sentence describes the club by."""
    from deepsearch.research.answers import kind_described, rank_sentences, short_answer

    question = "What kind of club is Redgate Old Boys Football Club?"
    chunks = [chunk("Redgate Old Boys Football Club, nicknamed the Reds, is an amateur rugby "
                    "football club in Hull.", "Redgate Old Boys Football Club", "r1"),
              chunk("The club plays at Redgate College.", "Redgate Old Boys Football Club", "r2")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == \
        "amateur rugby football club"
    plain = [chunk("Kestrel Air is an airline based in Leeds.", "Kestrel Air", "k")]
    question = "What type of airline is Kestrel Air?"
    assert kind_described(question, rank_sentences(question, plain, [])) == ""  # no kind told
    assert kind_described("Who founded Kestrel Air?", []) is None
    # what kind of thing a name does: the words its sentence describes it by, never the
    # place it is from ("Osaka")
    question = "What kind of music does Rust Lantern play?"
    band = [chunk("Rust Lantern is a Finnish doom metal band from the city of Turku.",
                  "Rust Lantern", "b1"),
            chunk("The band formed in Turku in 2004.", "Rust Lantern", "b2")]
    assert short_answer(question, rank_sentences(question, band, [])) == "doom metal"
    question = "What type of food does Casa Pietra serve?"
    diner = [chunk("Casa Pietra is a Sicilian seafood restaurant in Leith.", "Casa Pietra", "c")]
    assert short_answer(question, rank_sentences(question, diner, [])) == "Sicilian seafood"
    question = "What kind of music does Tin Harbour make?"
    untold = [chunk("Tin Harbour formed in Cork in 1999 and toured Japan.", "Tin Harbour", "t")]
    assert short_answer(question, rank_sentences(question, untold, [])) == ""


def test_a_nationality_no_list_holds_is_read_before_what_they_were() -> None:
    """"What nationality was Gerard de Jode?" was unsettled: "was a Netherlandish
    cartographer" names a people no list of ours holds."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "What nationality was Pieter de Hoorn?"
    chunks = [chunk("Pieter de Hoorn (1510-1580) was a Netherlandish engraver who worked in "
                    "Antwerp.", "Pieter de Hoorn", "p")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "Netherlandish"


def test_a_childs_parents_are_told_apart_by_and_his_wife() -> None:
    """"Who was Charles Stuart, 6th Earl of Moray's father?" was unsettled ("X's father"
    was taken for a chain through another page), and once asked of him gave the mother:
    "the son of A, 5th Earl of Moray and his wife, B" makes A the father and B the
    mother. An abbreviated "bef." ends no sentence."""
    from deepsearch.research.answers import asks_kin, kin_fits, rank_sentences, short_answer
    from deepsearch.text import SENTENCE_END, stem, tokenize

    text = ("John Keir, 4th Earl of Dunmore (bef. 1650 – 3 May 1701) was the son of Robert "
            "Keir, 3rd Earl of Dunmore and his wife, Agnes Moir.")
    assert len(SENTENCE_END.split(text)) == 1
    chunks = [chunk(text, "John Keir, 4th Earl of Dunmore", "k")]
    for kin, parent in (("father", "Robert Keir"), ("mother", "Agnes Moir")):
        question = f"Who was John Keir, 4th Earl of Dunmore's {kin}?"
        assert asks_kin(question)
        assert short_answer(question, rank_sentences(question, chunks, [])) == parent
    asked = {stem(w) for w in tokenize("Who was his father?")}
    assert kin_fits("Ann Bell", "He was the son of Ann Bell.", asked)  # (a parent: either)
    assert not asks_kin("Who is the father of the director of Jaws?")


def test_a_subject_known_by_a_sobriquet_is_defined_by_its_pages_opening() -> None:
    """"Who was Zerabad?": the sentence of his own page saying who he was opens his section,
    though it opens with his birth name and calls him Zerabad only as known "by the
    sobriquet" (others rank higher by the question's words); no gap says no passage tells
    what he is, and his birth name is no follow-up: it is him."""
    from deepsearch.research.closing import says_what
    from deepsearch.research.composing import aspect_ranking, known_as, outline_picks

    opening = ("Ibrahim Tarsuni (4 May 1601 – 2 June 1672), commonly known by the sobriquet "
               "Zerabad (Old Persian: \"Bright Sword\") or by his throne name Malikshah, was "
               "the fourth Tarsunid sultan, who ruled the Red Coast for 31 years.")
    page = chunk(f"{opening} Zerabad has been subject to criticism. Zerabad was noted for his "
                 "piety. Zerabad was said by Zerabad's critics to be harsh. Unlike his "
                 "father, Zerabad kept no court poets. Zerabad built two mosques.",
                 "Zerabad", "z")
    names = ["Zerabad"]
    assert known_as(opening, names)
    assert known_as("Charlotte Emma Aitchison (born 2 August 1992), known professionally as "
                    "Charli XCX, is an English singer.", ["Charli XCX"])
    assert not known_as("Zerabad has been subject to criticism.", names)
    assert says_what("Zerabad", opening)
    plan = heuristic_plan("Who was Zerabad?")
    ranking = aspect_ranking(plan.aspects[0], [page])
    ranking = [(1.0 + (t != opening), t, c) for _, t, c in ranking]  # its opening ranked last
    picks = outline_picks(plan.aspects, [ranking], "brief", subject_names(plan))
    assert picks[0][0][0] == opening
    other = chunk("Zerabad's general Osman Kadri took the fort at Tamsa.", "Siege of Tamsa", "t")
    asked = follow_up_questions(plan, [page, other], [])
    assert asked and not any("Ibrahim Tarsuni" in q for q in asked)


def test_one_bearers_other_names_are_asked_about_once() -> None:
    """Follow-ups name one person once: "McKinley Morganfield" is the blues singer known
    professionally as Muddy Waters, the names in a bracket after a name ("The Riddler
    (Edward Nigma, later Edward Nygma)") are his; a bracket of dates names nobody."""
    from deepsearch.research.answers import other_names

    assert other_names("Roy Tate (May 1, 1910 - May 2, 1980), known professionally as Swampy "
                       "Rivers, was a singer.") == [("Roy Tate", "Swampy Rivers")]
    assert other_names("The Quizmaster (Ed Nolan, later Edward Nolan and Ned Nash) is a "
                       "villain.") == [("Quizmaster", "Ed Nolan"), ("Quizmaster", "Edward Nolan"),
                                       ("Quizmaster", "Ned Nash")]
    assert other_names("Jan Kool (3 May 1900 – 2 June 1970) was a painter.") == []
    assert other_names("Ivo Lind (Estonian: Ivo Lind) was a poet.") == []
    plan = heuristic_plan("What is Delta swing and who are its main artists?")
    pages = [chunk("Delta swing is a form of blues. Its first stars were Swampy Rivers and "
                   "Pete Crane of Crane Records.", "Delta swing", "d"),
             chunk("Roy Tate (May 1, 1910 - May 2, 1980), known professionally as Swampy "
                   "Rivers, was an American singer, often called the father of Delta swing.",
                   "Swampy Rivers", "s")]
    asked = follow_up_questions(plan, pages, [])
    assert sum("Swampy Rivers" in q or "Roy Tate" in q for q in asked) == 1, asked


def test_a_definition_with_asides_inside_asides_says_what_its_subject_is() -> None:
    """"Vorn Teach (/vɔrn/ (listen) VORN, Kelt: …; lit. 'Hall of Kings') is the lower
    house …" says what Vorn Teach is, though its aside holds another; the translation the
    aside quotes is the subject's other name, no follow-up."""
    from deepsearch.research.answers import defines
    from deepsearch.research.closing import says_what

    opening = ("Vorn Teach (/vɔrn tʃæx/ (listen) VORN-takh, Keltic: [vorn tex]; lit. 'Hall of "
               "Kings') is the lower house of the Keltic parliament.")
    assert defines(opening, ["Vorn Teach"]) and says_what("Vorn Teach", opening)
    assert heuristic_plan("What is Vorn Teach?").shape == "overview"
    page = chunk(f"{opening} It meets in Dunmore House.", "Vorn Teach", "v")
    asked = follow_up_questions(heuristic_plan("What is Vorn Teach?"), [page], [])
    assert not any("Hall of Kings" in q for q in asked), asked


def test_a_page_titled_with_a_longer_word_is_not_the_subjects() -> None:
    """"Zarbaniyya", a school of thought, is not Zarban's page, nor is "Shaykh al-Zarban"
    Zarban; a page titled with the name's plural or possessive still is."""
    from deepsearch.research.composing import about

    school = chunk("Zarbaniyya is a branch of Sufi thought based on Ibn Qasim's teaching. The "
                   "word comes from his nickname, Shaykh al-Zarban.", "Zarbaniyya", "z")
    for sentence in school.text.split(". "):
        assert not about(school, sentence, "Zarban", ["Zarban"])
        assert is_namesake(school, sentence, ["Zarban"]) or not about(school, sentence,
                                                                       "Zarban")
    assert about(chunk("He ruled for 49 years.", "Zarban", "a"), "He ruled for 49 years.",
                 "Zarban")
    assert about(chunk("They ruled the coast.", "Zarbans", "b"), "They ruled the coast.",
                 "Zarban")
    assert about(school, "Zarban's son ruled after him.", "Zarban")


def test_whoever_did_the_act_asked_is_the_answer_not_others_the_sentence_names() -> None:
    """"Who hosted the 9th Annual Starlit Awards?": "Mona Reyes hosted the show, with Tim
    Voss being honored …" is answered by Mona Reyes, not by the first name of the line."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "Who hosted the 9th Annual Starlit Awards?"
    pages = [chunk("The 9th Annual Starlit Awards were held on Monday, July 28, 2014 in Reno. "
                   "Mona Reyes hosted the show, with Tim Voss being honored for his charity "
                   "work, and Ann Bell was honored with the Trendsetter Award.",
                   "2014 Starlit Awards", "a")]
    assert short_answer(question, rank_sentences(question, pages, [])) == "Mona Reyes"


def test_a_ceremony_is_asked_about_with_its_ordinal_and_what_happened_needs_no_definition(
        ) -> None:
    """"What happened at the 92nd Starlit Awards?" is about the 92nd ceremony (its ordinal
    is part of its name, in the plan and the section's heading), and no gap says no
    passage tells what it is: the question asks what happened."""
    from deepsearch.research.closing import gaps

    plan = heuristic_plan("What happened at the 92nd Starlit Awards?")
    assert plan.entities == ["92nd Starlit Awards"]
    assert [a.title for a in plan.aspects] == ["92nd Starlit Awards"]
    assert heuristic_plan("When was the 13th amendment ratified?").entities == []
    told = "The 92nd Starlit Awards ceremony honored films released in 2019."
    section = Section(title="92nd Starlit Awards", paragraphs=[told],
                      citations=[Citation(source=1, chunk_id="a-0", sentence=told,
                                          support=1.0, verified=True)])
    assert not [g for g in gaps(plan, [section], []) if "says what" in g]
    other = heuristic_plan("Tell me about the 92nd Starlit Awards.")
    assert [g for g in gaps(other, [section], []) if "says what" in g]


def test_kin_is_of_the_person_asked_not_of_someone_else_a_sentence_names() -> None:
    """"Who was Rahim Khan's father?": "including his father Rahim Khan, Dara Bey …" makes
    Rahim Khan the father, so Dara Bey is his son, no answer; a page about someone else
    ("Kaya Tur was the son of Arslan Beg and the father of Osman Khan") names nobody's
    father of Rahim Khan's; his own page's sentence does."""
    from deepsearch.research.answers import kin_of_another, rank_sentences, short_answer

    question = "Who was Rahim Khan's father?"
    son = chunk("Unlike his predecessors, including his father Rahim Khan, Dara Bey kept the "
                "treasury in trust.", "Dara Bey", "a")
    other = chunk("Kaya Tur was, according to tradition, the son of Arslan Beg and the father "
                  "of Osman Khan.", "Kaya Tur", "b")
    assert kin_of_another(question, son.text)
    assert not kin_of_another("Who was Dara Bey's father?", son.text)
    assert short_answer(question, rank_sentences(question, [son, other], [])) == ""
    own = chunk("Rahim Khan was the third son of Selim Khan and his wife, Mira Begum.",
                "Rahim Khan", "c")
    assert short_answer(question, rank_sentences(question, [son, other, own], [])) == \
        "Selim Khan"
    asked = "Who was Dara Bey's father?"
    assert short_answer(asked, rank_sentences(asked, [son, other], [])) == "Rahim Khan"


def test_who_plays_a_part_named_alone_is_answered_by_the_cast_line() -> None:
    """"Who plays Zoltar?" (no "in …" after the part) is answered by the cast list's
    "Nicholas Bale as Zoltar", not by a rugby player who "plays for Namibia"; "who plays for
    Namibia?" and "who plays bass?" name no part."""
    from deepsearch.research.answers import part_asked, rank_sentences, short_answer
    from deepsearch.research.composing import placing

    assert part_asked("Who plays Zoltar?") == "Zoltar"
    assert part_asked("Who played Serena in Gossip Girl?") == "Serena"
    assert part_asked("who plays for Namibia?") == part_asked("Who plays bass?") == ""
    question = "Who plays Zoltar?"
    pages = [chunk("Zoltar is a fictional character from the Star Rangers franchise who serves "
                   "as the Rangers' mentor.", "Zoltar", "a"),
             chunk("Brad Lange (born 3 December 1983 in Walvis Bay) is a rugby union player "
                   "who plays for Namibia. He plays as a wing or center.", "Brad Lange", "b"),
             chunk("Star Rangers: The Movie is a 1995 American superhero film...Nicholas Bale as "
                   "Zoltar", "Star Rangers: The Movie", "c")]
    ranked = rank_sentences(question, pages, ["Zoltar"])
    assert short_answer(question, ranked) == "Nicholas Bale"
    assert [t for _, t, _ in placing(question, "Nicholas Bale", ranked)] == \
        ["Nicholas Bale as Zoltar"]


def test_who_won_a_title_written_without_an_article_is_whoever_the_sentence_has_win_it(
        ) -> None:
    """"Who won Best Actor at …?": "As a result of Joe Penn winning Best Actor for …, he and
    Hal Lee, who previously won for the same character in 2008's The Dark Night, became …"
    is answered by Joe Penn (named after "of", yet no part of another name); "Ada Toll was
    the host" answers who hosted."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "Who won Best Actor at the 90th Starlit Awards?"
    told = chunk("As a result of Joe Penn winning Best Actor for his performance as the "
                 "titular character in the film Jester, he and Hal Lee, who previously won for "
                 "playing the same character in 2008's The Dark Night, became the second pair "
                 "of actors to win for one character.", "90th Starlit Awards", "a")
    assert short_answer(question, rank_sentences(question, [told], [])) == "Joe Penn"
    question = "Who hosted the Starlit Awards in 2013?"
    hosted = chunk("Ada Toll was the host while there were no nominees this year, the "
                   "recipients were honored with the awards, with Tim Voss among them.",
                   "2013 Starlit Awards", "b")
    assert short_answer(question, rank_sentences(question, [hosted], [])) == "Ada Toll"


def test_a_one_word_name_opening_a_longer_one_is_someone_elses_page() -> None:
    """With a page titled "Castor" read, "Castor Bell" (a politician) is a namesake's page
    for a question about Castor; a qualified "Castor (mythology)" and a "Castor, Texas"
    are as before."""
    from deepsearch.research.composing import placed_namesakes

    pages = [chunk("In Greek mythology, Castor was a Spartan prince.", "Castor", "a"),
             chunk("Castor Bell (born 1970) is a Dominican politician.", "Castor Bell", "b"),
             chunk("Castor of Rhodes was a historian.", "Castor of Rhodes", "c"),
             chunk("Castor, Texas is a town.", "Castor, Texas", "d")]
    ranked = [(1.0, c.text, c) for c in pages]
    assert placed_namesakes(ranked, ["Castor"], "Why is Castor famous?") == {"b", "d"}
    assert placed_namesakes(ranked[1:], ["Castor"], "Why is Castor famous?") == set()


def test_who_holds_a_role_is_whom_a_sentence_gives_it() -> None:
    """"Who is the host of Dance Stars?": "Lia Ruiz, Ne-Yo, and Derek Hale served as the
    judges, with Jenna Dane serving as host" is answered by Jenna Dane; "Who was the first
    host of The Ted Cole Show?", of a sitcom no sentence says anyone hosts, by no one its
    cast list names."""
    from deepsearch.research.answers import holds_office, rank_sentences, short_answer
    from deepsearch.research.composing import weakly_stated

    told = "Lia Ruiz, Ne-Yo, and Derek Hale served as the judges, with Jenna Dane serving as host."
    assert holds_office("Jenna Dane", told, "host")
    assert not holds_office("Derek Hale", told, "host") and not holds_office("Lia Ruiz", told,
                                                                               "host")
    party = "Vajpayee was chairman of the party."  # no committee's chair
    assert not holds_office("Vajpayee", party, "chair", {"chairman", "committee"})
    assert holds_office("Vajpayee", "Vajpayee was chairman of the committee.", "chair",
                        {"chairman", "committee"})
    question = "Who is the host of Dance Stars?"
    pages = [chunk("Dance Stars is an American reality competition series. The first season "
                   f"premiered May 30, 2017, on NBC. {told}", "Dance Stars", "a")]
    assert short_answer(question, rank_sentences(question, pages, [])) == "Jenna Dane"
    question = "Who was the first host of The Ted Cole Show?"
    sitcom = [chunk("The Ted Cole Show is an American television sitcom. Ted's friends include "
                    "Lewis (Ryan Stone) and his friend Kate (Christa Mills).", "The Ted Cole Show",
                    "b")]
    ranked = rank_sentences(question, sitcom, [])
    answer = short_answer(question, ranked)
    assert not answer or weakly_stated(question, ranked, answer)


def test_a_count_of_a_plural_in_ies_counts_it() -> None:
    """"How many companies are in the Stock 30 Index?": "an index of 30 prominent companies"
    counts them ("company" is written "companies"; "are" is no thing counted)."""
    from deepsearch.research.answers import counted_words, rank_sentences, short_answer

    assert re.search(counted_words("How many companies are in the index?"), "companies")
    assert "are" not in counted_words("How many companies are in the index?")
    question = "How many companies are in the Stock Index?"
    pages = [chunk("The Stock Index (SI), or simply the Index, is a price-weighted stock market "
                   "index of 30 prominent companies listed on stock exchanges. The components "
                   "have changed 53 times since May 26, 1896.", "Stock Index", "a")]
    assert short_answer(question, rank_sentences(question, pages, [])) == "30"


def test_what_a_thing_is_takes_the_opening_of_the_page_titled_with_its_longer_name() -> None:
    """"What is the Ninth Accord and why was it signed?": the section on what it is opens
    with the first sentence of "Ninth Accord of the Red Coast", which says what it does
    without "is a", and the section asking why does not take it."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("What is the Ninth Accord and why was it signed?")
    page = chunk("The Ninth Accord (Accord IX) of the Red Coast prohibits each city from denying "
                 "a citizen the right to vote. It was signed on February 3, 1870, as the last "
                 "of the Harbour Accords.", "Ninth Accord of the Red Coast", "a")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [page]) for a in plan.aspects],
                          "standard", subject_names(plan))
    titles = [a.title for a in plan.aspects]
    assert titles[0] == "What is the Ninth Accord?"
    assert picks[0] and picks[0][0][0].startswith("The Ninth Accord (Accord IX)")
    assert not any(t.startswith("The Ninth Accord (Accord IX)") for t, _ in picks[1])


def test_whether_a_college_is_part_of_a_university_is_what_its_page_says_it_is() -> None:
    """"Is Elm College part of the University of Wexbridge?": yes, by its page's "a
    constituent college of the University of Wexbridge" (no page need say "part of")."""
    from deepsearch.research.comparisons import closed_answer

    page = chunk("Elm College is a constituent college of the University of Wexbridge in "
                 "Wexbridge, England. Most of its students are postgraduates.",
                 "Elm College, Wexbridge", "a")
    assert closed_answer("Is Elm College part of the University of Wexbridge?", [page]) == "yes"
    assert closed_answer("Is Elm College a member of the University of Wexbridge?",
                         [page]) == "yes"


def test_who_played_in_a_final_is_both_sides_it_was_played_between() -> None:
    """"Who played in the 2015 Coast Cup Final?": "It was played between Japan and the
    United States" names both sides, not one."""
    from deepsearch.research.answers import joint_agents, rank_sentences

    question = "Who played in the 2015 Coast Cup Final?"
    page = chunk("The 2015 Coast Cup Final took place on 5 July 2015 at Bay Park. It was played "
                 "between Japan and the United States, in a rematch of the 2011 final.",
                 "2015 Coast Cup Final", "a")
    ranked = rank_sentences(question, [page], [])
    assert joint_agents(question, "United States", ranked)[0] == "Japan and United States"


def test_the_people_a_sentence_lists_before_saying_what_they_were_are_listed() -> None:
    """"Who were the judges on Dance Stars?": "Lia Ruiz, Ne-Yo, and Derek Hale served as the
    judges, with Jenna Dane serving as host" lists three judges (Ne-Yo too, a name of one
    word), not the host nor the winners."""
    from deepsearch.research.answers import enumerated

    told = "Lia Ruiz, Ne-Yo, and Derek Hale served as the judges, with Jenna Dane serving as host."
    assert all(enumerated("judge", n, told) for n in ("Lia Ruiz", "Ne-Yo", "Derek Hale"))
    assert not enumerated("judge", "Jenna Dane", told)
    page = chunk("The first season of Dance Stars premiered May 30, 2017, on NBC. " + told +
                 " Hip hop dancers Les Twins, from Paris, France, were crowned as the winners "
                 "of the prize on August 8, 2017.", "Dance Stars (season 1)", "a")
    names, _ = listed("Who were the judges on Dance Stars?", [page])
    assert sorted(names) == ["Derek Hale", "Lia Ruiz", "Ne-Yo"]


def test_the_other_name_asked_is_the_one_its_sentence_gives() -> None:
    """"What is 270 Park Avenue also called?" answered "Skidmore" (its architects) and
    "Madison and 277 Park" (its neighbours): the name its sentence says it is also known as
    (one bearer's names, which follow-ups do not ask about as if they were another's)."""
    from deepsearch.research.answers import also_named, other_names, rank_sentences, short_answer

    tower = chunk("81 Quay Street (also known as the Harbour Trust Tower and formerly the "
                  "Mersey Salt Building) is an office building in Liverpool. It was designed by "
                  "Hale, Rook & Partners.", "81 Quay Street", "q1")
    beside = chunk("Both 79 Quay and 83 Quay are adjacent to 81 Quay Street.", "Quay Street", "q2")
    question = "What is 81 Quay Street also called?"
    assert short_answer(question, rank_sentences(question, [tower, beside], [])) == \
        "Harbour Trust Tower"
    assert other_names(tower.text.split(". ")[0]) == [
        ("81 Quay Street", "Harbour Trust Tower"), ("81 Quay Street", "Mersey Salt Building")]
    city = chunk("Port Ellen, also called the Silver Port, is a town on Islay.", "Port Ellen", "p")
    question = "What is another name for Port Ellen?"
    assert short_answer(question, rank_sentences(question, [city], [])) == "Silver Port"
    plain = chunk("Port Ellen is a town on Islay founded by Walter Campbell.", "Port Ellen", "p2")
    assert also_named(question, rank_sentences(question, [plain], [])) == ""
    assert also_named("Who founded Port Ellen?", []) is None


def test_a_number_something_is_given_is_a_number_asked() -> None:
    """"What is the Roud number of Did You Ever See a Lassie?" found no answer in "It has a
    Roud Folk Song Index number of 5040.": a number something is given is a count's shape."""
    from deepsearch.research.answers import answer_kind, rank_sentences, short_answer

    song = chunk('"Hop Along Annie" is a folk song and singing game. It has a Roud Folk Song '
                 "Index number of 7311.", "Hop Along Annie", "h")
    question = "What is the Roud number of Hop Along Annie?"
    assert answer_kind(question) == "number"
    assert short_answer(question, rank_sentences(question, [song], [])) == "7311"
    assert answer_kind("What is his jersey number?") == "number"
    assert answer_kind("What was the number one song in May 1975?") == ""


def test_a_numbered_namesake_is_not_whom_a_kin_question_asks_of() -> None:
    """"Who was Anthony I, Count of Ligny's father?" named Count Charles I beside Louis de
    Luxembourg: Charles I is the father of Anthony II (a namesake numbered otherwise), and
    the son of Anthony I. Neither sentence answers it, nor stands in its report."""
    from deepsearch.research.answers import kin_fits, names_whole, rank_sentences, short_answer
    from deepsearch.research.composing import own_evidence

    pages = [chunk("Odo I, Count of Varenne (1410 – 1480) was the youngest son of Hugh de "
                   "Marsac and his wife, Ida of Bray.", "Odo I, Count of Varenne", "o1"),
             chunk("Odo II, Count of Varenne (d. 1540) was a son of Count Lothar I and his "
                   "wife Berta of Ems.", "Odo II, Count of Varenne", "o2"),
             chunk("Lothar I, Count of Varenne (1450–1512) was a son of Odo I, Count of Varenne "
                   "and his second wife, Agnes of Lorch.", "Lothar I, Count of Varenne", "l1")]
    question = "Who was Odo I, Count of Varenne's father?"
    ranked = rank_sentences(question, pages, [])
    assert short_answer(question, ranked) == "Hugh de Marsac"
    plan = heuristic_plan(question)
    assert {c.source_id for _, _, c in own_evidence(plan, ranked)} == {"o1", "l1"}
    assert not names_whole("Odo I", pages[1].text) and names_whole("Odo I", pages[2].text)
    assert names_whole("Hugh de Marsac", "Hugh Marsac de Bray") is True  # its words, any order
    asked = {"odo", "father"}
    assert kin_fits("Lothar I", pages[2].text, asked) is False  # the son of whom it asks of
    # a name with "of" in it ("Isabel of Beaumont"): the Earls of Bray are others
    question = "Who was Ida of Bray's father?"
    kin = [chunk("Ida of Bray (d. 1440) was the daughter of Hugh Bray, Earl of Esk.",
                 "Ida of Bray", "i1"),
           chunk("Hugh Bray, 1st Earl of Tarn, was the son of Odo Bray.", "Hugh Bray", "h1")]
    ranked = rank_sentences(question, kin, [])
    assert {c.source_id for _, _, c in own_evidence(heuristic_plan(question), ranked)} == \
        {"i1"}


async def test_a_work_titled_in_another_order_is_its_own_page(tmp_path: Path,
                                                             kb_factory) -> None:  # noqa: F811
    """"Why is Schubert's Piano Sonata D 840 called Reliquie?" quoted nothing, its page
    "Piano Sonata in C major, D 840 (Schubert)" taken for a namesake's and "no page read is
    about" the sonata: a title holding every word of the name, its number among them, is
    the subject's page."""
    from deepsearch.research.closing import _all_words_in
    from deepsearch.research.composing import is_namesake

    pages = [("k-1", "Sonata in G minor, K 550 (Brandt)", "Ivo Brandt's Sonata in G minor K. "
              "550, nicknamed Ashes upon its first publication in 1901 in the mistaken belief "
              "that it had been his last work, was written in 1880. Only two movements were "
              "completed."),
             ("k-2", "Sonata in A major, K 610 (Brandt)", "Brandt's Sonata in A major K. 610 "
              "was written in 1884.")]
    name = "Brandt's Sonata K 550"
    own = chunk(pages[0][2], pages[0][1], "k-1")
    assert not is_namesake(own, pages[0][2], [name]) and _all_words_in(name, pages[0][1])
    assert is_namesake(chunk(pages[1][2], pages[1][1], "k-2"), pages[1][2], [name])
    result, _ = await research_pages(pages, "Why is Brandt's Sonata K 550 called Ashes?",
                                     tmp_path, kb_factory)
    body = result.report.markdown.split("## Sources")[0]
    assert "nicknamed Ashes upon its first publication" in body, body
    assert "No page read is about" not in body and "none quoted" not in body


def test_who_a_part_in_a_work_was_is_who_the_cast_list_has_play_it() -> None:
    """"Who was Benvolio in Romeo and Juliet?" named Flora Robson (the Nurse, in the same
    cast list) and Paul Sorvino: the actor the cast list has play the part asked."""
    from deepsearch.research.answers import part_asked, rank_sentences, short_answer

    cast = chunk("Tide and Ember is a 1954 film of the play. It stars Ann Lowe as Tide, Mara "
                 "Quill as the Nurse, Bill Dorran as Fenwick and Jon Aske as the Chorus.",
                 "Tide and Ember (1954 film)", "t")
    part = chunk("Fenwick is a fictional character in the play \"Tide and Ember\". He is Tide's "
                 "cousin.", "Fenwick", "f")
    question = "Who was Fenwick in Tide and Ember?"
    assert part_asked(question) == "Fenwick"
    assert short_answer(question, rank_sentences(question, [cast, part], [])) == "Bill Dorran"
    assert part_asked("Who was President in World War II?") == ""  # an office, no part
    assert part_asked("Who is the girl in Legs?") == "" and part_asked("Who was Al in 1990?") == ""


def test_whom_someone_has_played_with_is_a_list_of_those_named_after_with() -> None:
    """"Who has Roy Roman played with?" answered "Bob Hope", one of seven: a list, of the
    names a sentence gives after its "with" (not his teacher); "What is St James's Palace
    used for today?" is a purpose told, not "Accession Council"."""
    from deepsearch.research.shape import classify

    assert classify("Who has Ivo Brandt played with?") == "list"
    assert classify("Who did Ivo Brandt play with in the final?") == "factoid"
    assert classify("What is Holt Castle used for today?") == "explanation"
    pages = [chunk("Ivo Brandt is a trumpet player who has performed lead with Lena Ash, the "
                   "Tom Vey Orchestra, Count Orrin and Dee Marr, among others. After an injury "
                   "he was introduced to Ray Sten, the teacher of a method devised by Will "
                   "Cole.", "Ivo Brandt", "i")]
    names, _ = listed("Who has Ivo Brandt played with?", pages)
    assert sorted(names) == ["Count Orrin", "Dee Marr", "Lena Ash", "Tom Vey Orchestra"], names


def test_what_a_thing_is_named_after_is_what_its_sentence_says() -> None:
    """"Who is the Sir Matt Busby Sports Complex named after?" answered "Manchester United"
    (the club he managed); "How is Meehan connected to Plover?" answered "United States":
    the name "named in honour of" gives, and a link told."""
    from deepsearch.research.answers import namesake_of, rank_sentences, short_answer
    from deepsearch.research.shape import classify

    hall = chunk("The Ivo Brandt Centre is a leisure centre in Leith. It is named in honour of "
                 "Sir Ivo Brandt, the manager who led Hearth United from 1950 to 1970.",
                 "Ivo Brandt Centre", "c")
    question = "Who is the Ivo Brandt Centre named after?"
    assert short_answer(question, rank_sentences(question, [hall], [])) == "Sir Ivo Brandt"
    river = chunk('The name "" was taken from the Tarn River running through the country.',
                  "Tarnland", "t")
    question = "What is the country where Ossa is located named after?"
    assert namesake_of(question, rank_sentences(question, [river], [])) == "Tarn River"
    assert namesake_of("Who founded the Ivo Brandt Centre?", []) is None
    assert classify("How is Ossa, Tarnland connected to Leith?") == "explanation"
    assert classify("How many people are related to Ivo Brandt?") == "factoid"


def test_a_concept_named_after_someone_is_one_subject() -> None:
    """"What is the Kuleshov effect?" had a section "Kuleshov" on the man's life: "the
    Kuleshov effect" is one name, its lower-case word too."""
    assert heuristic_plan("What is the Velland effect?").entities == ["Velland effect"]
    assert heuristic_plan("Explain Orrin's law of cooling.").entities[0] == "Orrin's law"
    assert heuristic_plan("Who was Ivo Velland?").entities == ["Ivo Velland"]


def test_a_list_of_the_things_a_page_calls_by_the_name() -> None:
    """"Which tours has Shania Twain done?" found no tour on four tours' pages: "The Come On
    Over Tour" is the tour, not the end of a longer name; "The Up! Tour was …" is one
    sentence; and "done" is no term a page lacks."""
    from deepsearch.text import sentences

    assert sentences("The Up! Tour was the second tour by Ann Lowe. It began in 2003.") == [
        "The Up! Tour was the second tour by Ann Lowe.", "It began in 2003."]
    assert sentences("He said no. Stop! The car halted.")[1] == "Stop!"
    pages = [chunk("The Long Road Tour was the debut concert tour by singer Ann Lowe.",
                   "Long Road Tour", "a"),
             chunk("The Up! Tour was the second concert tour by singer Ann Lowe.",
                   "Up! Tour", "b"),
             chunk("The Now Tour was the third concert tour by singer Ann Lowe, in support "
                   "of her album Now.", "Now Tour", "c")]
    names, section = listed("Which tours has Ann Lowe done?", pages)
    assert sorted(names) == ["Long Road Tour", "Now Tour", "Up! Tour"], section


async def test_a_name_asked_that_no_page_read_names_is_a_gap(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Is Bindi Irwin the daughter of Steve Irwin?" read only Bindi's pages (and other
    Steves): the report said nothing of never finding Steve Irwin. Its gaps say so; a name
    typed without its accents ("Akinoshu Kenji") is found on the page that has them."""
    from deepsearch.research.closing import never_named

    pages = [("a", "Tia Marr", "Tia Sue Marr (born 1998) is an Australian zookeeper and "
              "television presenter. She won a dance contest in 2015."),
             ("b", "Dance contest", "In 2015 the dance contest was won by Tia Marr and her "
              "partner Ivo Lund, ahead of Oren Quill."),
             ("c", "Oren Quill", "Oren Quill is a singer. He toured with Ivo Lund.")]
    result, _ = await research_pages(pages, "Is Tia Marr the daughter of Oren Marr?",
                                     tmp_path, kb_factory)
    assert "No source read names Oren Marr." in result.report.gaps, result.report.gaps
    assert not any("Tia Marr" in g for g in result.report.gaps)
    plan = heuristic_plan("Where was Akinoshu Kenji born?")
    assert never_named(plan, [chunk("Akinoshū Kenji was born in Hiroshima.", "Akinoshū Kenji")],
                       []) == []
    assert never_named(plan, [chunk("Kenji Sato was born in Osaka.", "Kenji Sato")], []) == [
        "Akinoshu Kenji"]
    plan = heuristic_plan("What nationality were the writers Ann Lowe and Ivo Lund?")
    both = [chunk("Ann Lowe is a Welsh writer.", "Ann Lowe", "a"),
            chunk("Ivo Lund is an English writer.", "Ivo Lund", "b")]
    assert never_named(plan, both, []) == [] and never_named(plan, both[:1], []) == ["Ivo Lund"]


def test_who_wrote_a_part_of_a_work_is_whom_that_part_is_credited_to() -> None:
    """"Who wrote the music for Finding Neverland the musical?" answered "Allan Knee", who
    wrote the play it was adapted from: the name after "music and lyrics by"."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Tide Line is a musical with music and lyrics by Ann Lowe and Ivo Lund and a "
                 "book by Tom Vey adapted from the 1990 play The Long Road by Oren Quill.",
                 "Tide Line (musical)")
    for question, author in [("Who wrote the music for Tide Line the musical?",
                              "Ann Lowe and Ivo Lund"),
                             ("Who wrote the lyrics of Tide Line?", "Ann Lowe and Ivo Lund"),
                             ("Who wrote the book for Tide Line?", "Tom Vey")]:
        assert short_answer(question, rank_sentences(question, [page], [])) == author, question


def test_a_possessive_before_a_nationality_is_no_name_to_ask_about() -> None:
    """"What else is known about Cape’s British?" (of "the Cape’s British colonial
    administration") asked about no one."""
    from deepsearch.research.closing import _undescribed

    assert _undescribed("Cape’s British") == ""
    assert _undescribed("Grey's Anatomy") == "Grey's Anatomy"


def test_what_someone_is_known_for_and_did_during_a_time_are_not_factoids() -> None:
    """"What roles is Chaim Topol known for?" answered "Haym Topol" (his name spelt another
    way) and "What did David Lloyd George do during the First World War?" "saw a move
    away": the one asks for a list, the other for acts told."""
    from deepsearch.research.shape import classify

    assert classify("What roles is Ivo Lund known for?") == "list"
    assert classify("Which films was Ann Lowe best known for?") == "list"
    assert classify("What is Ivo Lund known for?") == "overview"
    assert classify("What did Ivo Lund do during the Long War?") == "explanation"
    assert classify("What did Ivo Lund do as mayor?") == "explanation"
    # "Who has ruled North Korea?" named "Pak Pong" and "Democratic People's Republic of
    # Korea" as readings of one answer: all who have, a list
    assert classify("Who has ruled Tarnland?") == "list"
    assert classify("Who has played Ivo Lund?") == "list"
    assert classify("Who has played the most games for Tarn United?") == "factoid"
    assert classify("Who has led Tarnland since 2010?") == "factoid"


def test_who_does_a_thing_is_not_who_stands_in_nor_where_it_was_told() -> None:
    """"Who presides over a joint session of the Parliament of India?" answered "Deputy
    Speaker" (of "presided over by the Speaker or, in his absence, by the Deputy Speaker");
    "San Diego Comic-Con International" was listed as a member of the Guardians."""
    from deepsearch.research.answers import names_no_person, rank_sentences, short_answer

    page = chunk("The joint sitting of the Council is called by the Regent and is presided "
                 "over by the Warden or, in his absence, by the Deputy Warden of the Lower "
                 "House.", "Joint sitting of the Council of Tarnland", "c")
    question = "Who presides over a joint sitting of the Council of Tarnland?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "Warden"
    assert names_no_person("Tarn Comic-Con International")
    assert not names_no_person("Ivo Lund")


def test_whether_one_holds_a_role_is_by_the_sentence_naming_who_does() -> None:
    """"Is Toronto the capital of Canada?" was answered "Yes" from "Its capital is Ottawa,
    and its five largest metropolitan areas are Toronto, …" (every word of the question
    in it): the sentence naming the capital names another."""
    from deepsearch.research.comparisons import closed_answer

    pages = [chunk("Tarnland is a country in the north. Its capital is Ossa, and its largest "
                   "cities are Leith, Ossa and Brill.", "Tarnland", "a"),
             chunk("Leith is the capital city of the Tarnish province of Holt.", "Leith", "b")]
    assert closed_answer("Is Leith the capital of Tarnland?", pages) == "no"
    assert closed_answer("Is Ossa the capital of Tarnland?", pages) == "yes"
    assert closed_answer("Was Ossa the capital of Tarnland?",
                         [chunk("The capital of Tarnland was Brill until 1900.", "Brill")]) == "no"


async def test_a_place_asked_with_its_state_is_not_answered_by_the_state(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Where is Sylva, North Carolina?" quoted Leland, Jerry and Pleasant View, other
    towns of North Carolina: sentences naming the state and not the town are of others."""
    pages = [("a", "Ossa, Oregon", "Ossa is an incorporated town located in central Holt "
              "County, in the Brill Mountains of western Oregon, United States."),
             ("b", "Leith, Oregon", "Leith is a town in Tarn County, Oregon, United States. "
              "Both of its halves lie at an elevation of 3 feet. The town is located at the "
              "mouth of the Tarn."),
             ("c", "Oregon", "Oregon is a state in the Pacific Northwest region of the United "
              "States. Oregon is home to one major league sports franchise.")]
    result, _ = await research_pages(pages, "Where is Ossa, Oregon?", tmp_path, kb_factory)
    body = result.report.summary
    assert "Holt County" in body and "Leith" not in body and "halves" not in body, body
    assert "franchise" not in body, body


def test_kin_asked_is_neither_the_actor_nor_the_subject_by_another_name() -> None:
    """"Who is Lexie Grey's sister?" answered "Chyler Leigh" (who plays her), then
    "Alexandra Caroline Grey" (her own full name); "What roles is Chaim Topol known for?"
    listed "Haym Topol", his name spelt another way."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Alexandra Mara Lund, M.D. is a fictional character from the series Tarn "
                 "Hall, portrayed by actress Ann Lowe.", "Lexa Lund", "a")
    question = "Who is Lexa Lund's sister?"
    assert short_answer(question, rank_sentences(question, [page], [])) == ""
    told = chunk("Alexandra Mara Lund, M.D. is a fictional character from the series Tarn "
                 "Hall, portrayed by actress Ann Lowe. Her sister, Bea Lund, is played by Oren "
                 "Quill.", "Lexa Lund", "a")
    assert short_answer(question, rank_sentences(question, [told], [])) == "Bea Lund"
    names, section = listed("What roles is Ivo Lund known for?", [chunk(
        "Ivo Lund (born 1935), also spelled Ivo Lunde, mononymously known as Lund, is a "
        "Tarnish actor and singer.", "Ivo Lund")])
    assert names == [] and section.note, section


def test_who_played_in_a_final_is_both_sides() -> None:
    """"Who played in the 2018 UEFA Champions League Final?" answered "Real Madrid" alone:
    the sides a sentence says it was played between, both (who won is one)."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("It was played at the Holt Stadium in Ossa on 26 May 2018, between Tarnish "
                 "side and defending champions Leith United, who had won the cup in each of "
                 "the last two seasons, and Brillish side Ossa Rovers. Leith United won 3–1.",
                 "2018 Tarn Cup Final")
    question = "Who played in the 2018 Tarn Cup Final?"
    assert short_answer(question, rank_sentences(question, [page], [])) == \
        "Leith United and Ossa Rovers"
    question = "Who won the 2018 Tarn Cup Final?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "Leith United"


def test_when_is_answered_by_the_full_date_a_page_gives() -> None:
    """"When did Jeanne Calment die?" answered "1997": one page's "(1875–1997)" is the
    "4 August 1997" of her own page's lifespan, told less fully; "What year …?" is the
    year."""
    from deepsearch.research.answers import rank_sentences, short_answer

    own = chunk("Ann Lowe (21 February 1875 – 4 August 1997) was a Tarnish centenarian.",
                "Ann Lowe", "a")
    list_page = chunk("The oldest person of Tarnland whose age has been verified is Ann Lowe "
                      "(1875–1997), who lived to the age of 122. She died in 1997 in Ossa.",
                      "Oldest people of Tarnland", "b")
    question = "When did Ann Lowe die?"
    assert short_answer(question, rank_sentences(question, [list_page, own], [])) == \
        "4 August 1997"
    question = "What year did Ann Lowe die?"
    assert short_answer(question, rank_sentences(question, [list_page, own], [])) == "1997"


def test_two_entries_a_sentence_counts_as_two_are_listed_apart() -> None:
    """"Which clubs have won the most AFL premierships?" listed "Carlton and Essendon" as
    one club: "Two clubs, Carlton and Essendon, have won …" counts two."""
    page = chunk("Two clubs, Holt and Brill, have won the most Tarn League premierships with "
                 "sixteen each.", "Tarn League premiers")
    names, _ = listed("Which clubs have won the most Tarn League premierships?", [page])
    assert sorted(names) == ["Brill", "Holt"], names
    from deepsearch.research.composing import counted_apart

    duo = [(1.0, "The Tarn Prize was won by the duo Holt and Brill in 1990.", page)]
    assert counted_apart("Holt and Brill", "duo", duo) == ["Holt and Brill"]


def test_a_kin_question_on_its_subjects_own_page_naming_no_kin_is_unanswered() -> None:
    """"Who is the spouse of the performer of Missing My Baby?" answered "Called the Queen
    of Tejano" once her own full name was no answer: a page whose best name is its
    subject's own names no kin, so no other name it gives is the spouse."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Ann Lowe Quill (1971 – 1995) was a Tarnish singer and songwriter. Called "
                 "the Queen of Holt music, her songs made her one of the most celebrated "
                 "singers of her time. Media outlets called her the \"Holt Madonna\".",
                 "Ann Lowe", "a")
    question = "Who is the spouse of Ann Lowe?"
    assert short_answer(question, rank_sentences(question, [page], [])) == ""


def test_a_lifespan_with_a_pronunciation_inside_dates_a_death() -> None:
    """"When did Jeanne Calment die?" answered "1997": her lifespan "(French: [ʒan …]
    (listen); 21 February 1875 – 4 August 1997)" holds a bracket of its own."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Ann Marie Lowe (Tarnish: [an lo] (listen); 21 February 1875 – 4 August 1997) "
                 "was a Tarnish centenarian.", "Ann Lowe")
    for question, date in [("When did Ann Lowe die?", "4 August 1997"),
                           ("When was Ann Lowe born?", "21 February 1875")]:
        assert short_answer(question, rank_sentences(question, [page], [])) == date, question


def test_who_has_ruled_a_country_lists_people_and_what_it_is_like_is_described() -> None:
    """"Who has ruled North Korea?" listed "Korean Demilitarized Zone" and "Nuclear Test
    Site"; "What is the climate of Islamabad like?" was a factoid whose gap was "like"."""
    from deepsearch.research.answers import list_kind, names_no_person
    from deepsearch.research.shape import classify
    from deepsearch.text import unmentioned

    assert list_kind("Who has ruled Tarnland?") == "ruler"
    assert list_kind("Who has played Ivo Lund?") == "actor"
    assert list_kind("Who has Ivo Lund played with?") == ""
    assert names_no_person("Tarnish Demilitarized Zone") and names_no_person("Holt Test Site")
    pages = [chunk("The Lund dynasty, known in Tarnland as the Holt Line, is a lineage of "
                   "leadership descended from the country's first leader, Ivo Lund. To the "
                   "south Tarnland is bordered by Holtland, with the Tarnish Demilitarized "
                   "Zone separating the two.",
                   "Lund dynasty")]
    names, _ = listed("Who has ruled Tarnland?", pages)
    assert names == ["Ivo Lund"], names
    assert classify("What is the climate of Ossa like?") == "overview"
    assert classify("What was life like in Tudor Tarnland?") == "overview"
    assert classify("What does a timpano look like?") == "overview"
    assert unmentioned(["like", "climate"]) == ["climate"]


def test_a_district_is_a_place_a_what_district_question_may_be_answered_by() -> None:
    """A zone or a test site is no person, but "Lunenburg Municipal District" stays an
    answer to "What district is LaHave located in?" (a first cut of the list's filter made
    it no place either and the multi-hop answer moved to "Kings South")."""
    from deepsearch.research.answers import names_event

    assert names_event("Tarnish Demilitarized Zone")
    assert not names_event("Holt Municipal District") and not names_event("Holt County")


def test_a_subject_called_by_the_name_asked_opens_its_section() -> None:
    """"Tell me about the cassette tape" opened with "By 1953, 1 million U.S. homes had tape
    machines": the sentence saying what it is calls it by another name first ("The Compact
    Cassette …, also commonly called the tape cassette, cassette tape …, is …") and leads."""
    from deepsearch.research.answers import called_subject, defines
    from deepsearch.research.composing import pick

    defining = ("The Lund Reel or Tarnspool (TR), also commonly called the wire reel, spool "
                "tape, or simply spool, is an analog magnetic recording format for sound.")
    assert defines(defining, ["Spool Tape"]) and not defines(defining, ["wire tape"])
    assert called_subject(defining, ["spool tape"]) == "Lund Reel or Tarnspool (TR)"
    assert called_subject("By 1953, spool tape was a format in one home in three.",
                          ["spool tape"]) == ""
    early = chunk("By 1953, 1 million homes had spool tape machines. Later the Elcaset failed.",
                  "Magnetic tape sound recording", "a")
    own = chunk(defining, "Lund Reel", "b")
    ranked = [(2.0, "By 1953, 1 million homes had spool tape machines.", early),
              (1.5, defining, own)]
    picked = pick(ranked, 4, set(), entity="spool tape", names=["spool tape"])
    assert [c.source_id for _, c in picked] == ["b", "a"], picked


def test_a_he_naming_the_pages_person_apart_is_someone_else() -> None:
    """On David Lloyd George's page, "He was forced to resign in December 1916; Lloyd George
    succeeded him" is Asquith: with nothing before it saying who, it is not quoted (a
    kinsman of the same surname, "Per Lund", leaves the "he" the page's person)."""
    from deepsearch.research.composing import another_pronoun, pick

    resigned = "He was forced to resign in 1916; Lund succeeded him as prime minister."
    page = chunk(f"{resigned} He was tall.", "Ivo Lund", "a")
    life = chunk("Ivo Lund (1 May 1863 – 2 June 1945) was a Tarnish statesman. He was tall.",
                 "Ivo Lund", "b")
    ranked = [(2.0, resigned, page), (1.5, "Ivo Lund (1 May 1863 – 2 June 1945) was a "
                                           "Tarnish statesman.", life)]
    picked = pick(ranked, 4, set(), entity="Ivo Lund", names=["Ivo Lund"])
    assert [s for s, _ in picked] == [ranked[1][1]], picked
    assert another_pronoun(resigned, page)
    for kept in ("He was born to Anna Lund and Per Lund in Tarnland.",
                 "He married, and Lund's wife died.", "He was a statesman."):
        assert not another_pronoun(kept, chunk(f"{kept} He was tall.", "Ivo Lund", "c")), kept


def test_a_follow_up_asks_of_no_title_letters_or_first_name_of_the_subject() -> None:
    """"Why is David Lloyd George important?" asked about "Earl Lloyd-George of Dwyfor"
    (his peerage) and "OM PC" (the letters after his name), and "Tell me about the cassette
    tape" about "Compact Cassette", the name its page calls it first."""
    page = chunk("Ivo Lund, 1st Earl Lund of Tarnmoor, OM PC (1 May 1863 – 2 June 1945) was a "
                 "Tarnish statesman. He served under Prime Minister Anna Berg of the Ossa "
                 "Party.", "Ivo Lund", "a")
    asked = follow_up_questions(heuristic_plan("Why is Ivo Lund important?"), [page], [],
                                limit=4)
    assert not any("Tarnmoor" in q or "OM PC" in q for q in asked), asked
    assert any("Anna Berg" in q for q in asked), asked
    # a subtitle is asked about as the title it ends ("Hercules: The Legendary Journeys",
    # not "the Legendary Journeys")
    page = chunk("Ivo Lund is an actor known for his roles in the series Tangle, Ossa: The "
                 "Legendary Journeys, and Sons of Tarn.", "Ivo Lund", "t")
    asked = follow_up_questions(heuristic_plan("Who is Ivo Lund?"), [page], [], limit=4)
    assert any("Ossa: The Legendary Journeys and" in q for q in asked), asked
    page = chunk("The Lund Reel or Tarnspool (TR), also commonly called the wire reel, spool "
                 "tape, or simply spool, is an analog magnetic recording format. Its maker "
                 "was Ossa Records.", "Lund Reel", "b")
    asked = follow_up_questions(heuristic_plan("Tell me about the spool tape"), [page], [],
                                limit=4)
    assert not any("Lund Reel" in q for q in asked), asked
    assert any("Ossa Records" in q for q in asked), asked


def test_one_pages_opening_in_two_copies_is_quoted_once() -> None:
    """"Compare Shabana Azmi and Jenny McCarthy" quoted "Shabana Azmi (born 18 September
    1950) is an Indian actress who worked in Hindi films, television and theatre" and, from
    another copy of her page, "… is an Indian actress of film, television and theatre":
    sentences of one title alike past what the subject is, or alike for a dozen words, are
    one statement; other sentences of the page stay."""
    from deepsearch.research.composing import pick, restated
    from deepsearch.text import passage_sentences

    one = chunk("Ann Lowe (born 2 May 1950) is a Tarnish actress who worked in Ossa films, "
                "television and theatre. Regarded as one of the finest actresses in Tarnland, "
                "Lowe's roles in films of many kinds have earned her praise.", "Ann Lowe", "a")
    other = chunk("Ann Lowe (born 2 May 1950) is a Tarnish actress of film, television and "
                  "theatre. Regarded as one of the finest actresses in Tarnland, Lowe's roles "
                  "in films in a variety of kinds have generally earned her awards. She is "
                  "the daughter of the poet Ivo Lund.", "Ann Lowe", "b")
    said = [s for c in (one, other) for s in passage_sentences(c.text)]
    ranked = [(3.0 - i / 10, s, one if s in one.text else other) for i, s in enumerate(said)]
    picked = [s for s, _ in pick(ranked, 6, set(), entity="Ann Lowe", names=["Ann Lowe"])]
    assert picked == [said[0], said[1], said[4]], picked
    # another page's sentence opening alike is its own subject's ("Ann Lowe (born …) is a
    # Tarnish actress" on a list of actresses is a list's line, and stays)
    assert not restated(said[0], one, said[2], other.model_copy(update={"title": "Lowe"}))
    assert not restated("Ann Lowe (born 2 May 1950) was raised in Ossa with her three "
                        "sisters.", one, said[0], other)


def test_things_said_to_be_in_the_plural_are_said_what_they_are() -> None:
    """"What is an original video animation?" noted "No passage read says what Original
    video animation is" under "…, abbreviated as OVA …, are Japanese animated films and
    series made for home video": what things are, in the plural with no article, says what
    they are; where they are found does not."""
    from deepsearch.research.closing import says_what

    assert says_what("Lund reel", "Lund reel (Tarnish: lundspole), abbreviated as LR, are "
                                  "Tarnish magnetic tapes made for home players.")
    assert says_what("Ossa bees", "Ossa bees, like wasps, are flying insects of Tarnland.")
    assert not says_what("Ossa bees", "Ossa bees, like wasps, are found in cities.")
    assert not says_what("Ossa bees", "Ossa bees, in most places, are common in towns.")


def test_a_participle_opening_a_sentence_is_no_part_of_a_name() -> None:
    """"Supporting Twain on the tour was family band Leahy" gave the follow-up "What is the
    connection between Supporting Twain and Come On Over Tour?"."""
    from deepsearch.text import entities

    names = entities("Supporting Lund on the tour was the band Berg. Visiting Tarnland, the "
                     "tour supported Lund. Featuring Ann Lowe, the album sold well.")
    assert names == ["Lund", "Berg", "Tarnland", "Ann Lowe"], names
    # and a name joined by an en dash is one ("What else is known about American War?" of
    # "the Spanish–American War"), though a span of years is no name
    assert entities("He fought in the Tarnish–Ossan War (1870–1898).") == ["Tarnish–Ossan War"]


def test_a_subject_named_in_a_run_of_names_is_named_in_passing() -> None:
    """"What are the main achievements of Whitney Houston?" quoted "Afanasieff has also
    written and produced music for many other recording artists, such as Richard Marx,
    Whitney Houston, Thalía, Lionel Richie, …": one of a run of five names or more, she is
    named in passing; a short run, or a sentence naming her again, is about her."""
    from deepsearch.research.composing import in_passing, one_of_many

    run = ("Berg has also produced music for many other artists, such as Per Holm, Ann Lowe, "
           "Kim Ho, Jo Ek, Destiny's Child and Kenny G.")
    page = chunk(run, "Ivo Berg", "a")
    assert in_passing(page, run, "Ann Lowe") and in_passing(page, run, "Kenny G")
    assert not in_passing(chunk(run, "Ann Lowe", "b"), run, "Ann Lowe")  # (her own page)
    assert not one_of_many("Ann Lowe", "Berg produced music for Per Holm, Ann Lowe and Kim Ho.")
    assert not one_of_many("Ann Lowe", f"{run[:-1]}, and Ann Lowe called him the best.")
    assert not one_of_many("Ann Lowe", "Ann Lowe sang with Per Holm, Kim Ho, Jo Ek, Li Wu, "
                                       "and Bo Ek.")


def test_a_namesake_titled_with_part_of_the_subjects_name_is_off_subject() -> None:
    """"When did the Come On Over Tour start and end?" quoted the Royal Blood song "Come On
    Over" ("The track later appeared as the third track on the band's debut extended play
    …"): with the tour's page read, a page of another kind titled with part of its name
    is a namesake's, whatever links them; a page titled for the subject's whole name is
    not."""
    from deepsearch.research.answers import statement_key
    from deepsearch.research.composing import Links, off_subject

    question = "When did the Ossa Lights Tour start and end?"
    tour = chunk("The Ossa Lights Tour was the debut concert tour by Tarnish singer Ann Lowe, "
                 "supporting her album \"Ossa Lights\".", "Ossa Lights Tour", "a")
    song = chunk("The track later appeared as the third track on the band's debut extended "
                 "play.", "Ossa Lights (Berg song)", "b")
    album = chunk("The album \"Ossa Lights\" sold a million copies in Tarnland.",
                  "Ossa Lights", "c")
    ranked = [(1.0, tour.text, tour), (0.9, song.text, song), (0.8, album.text, album)]
    off = off_subject(question, ranked, "1998", Links(question, ranked))
    assert off == {statement_key(song.text)}, off


def test_who_founded_a_band_is_who_it_was_formed_by() -> None:
    """"Who founded ZZ Top and when?" answered "Ford" and "1933" (of "the now-iconic 1933
    Ford, "Eliminator girls", and ZZ Top-as-benevolent-spirits tropes"): a band is
    "formed", its "by" may come after where ("formed in 1969 in Houston, Texas, by vocalist
    and guitarist Billy Gibbons"), and a name joined to the thing asked by "and" does
    nothing to it."""
    from deepsearch.research.answers import (
        agents_of,
        did_it,
        done_thing,
        rank_sentences,
        short_answer,
    )

    assert agents_of("Tarn Top is a rock band formed in 1969 in Ossa, Tarnland, by vocalist "
                     "and guitarist Ivo Lund.") == [("formed", "Ivo Lund")]
    assert not did_it("Ford", "The video introduced the 1933 Ford, \"Tarn girls\", and Tarn "
                      "Top-as-spirits tropes.", done_thing("Who founded Tarn Top?"))
    assert did_it("Halladay", "Halladay pitched a perfect game.",
                  done_thing("Who threw a perfect game?"))
    video = chunk("The \"Legs\" video was the third and last of the videos that introduced "
                  "the now-iconic 1933 Ford, \"Tarn girls\", and Tarn Top-as-spirits tropes, "
                  "all of which have become firmly established aspects of the band's image.",
                  "Legs (song)", "a")
    band = chunk("Tarn Top is an American rock band formed in 1969 in Ossa, Tarnland, by "
                 "vocalist and guitarist Ivo Lund.", "Tarn Top", "b")
    question = "Who founded Tarn Top?"
    ranked = rank_sentences(question, [video, band], heuristic_plan(question).entities)
    assert short_answer(question, ranked) == "Ivo Lund", ranked[:2]


def test_how_old_someone_is_counts_from_their_birth_date() -> None:
    """"How old is Sidney Crosby?" answered "8" (of "Game records- Most points – 8, Sidney
    Crosby (4 goals, …)"): an age is counted from the birth date a sentence about them gives,
    to today, or to the day a lifespan ends; a table's row under a glued heading is no
    sentence to quote."""
    from datetime import date

    from deepsearch.research.answers import age_now, rank_sentences, short_answer
    from deepsearch.text import is_prose

    row = "Game records- Most points – 8, Ivo Lund (4 goals, 4 assists), Metropolitan, 2019"
    assert not is_prose(row) and is_prose("Anti- war protests grew in the city of Ossa.")
    life = chunk("Ivo Patrick Lund (born August 7, 1987) is a Tarnish ice hockey player.",
                 "Ivo Lund", "a")
    ranked = [(1.0, life.text, life)]
    assert age_now("How old is Ivo Lund?", ranked, date(2026, 12, 4))[0] == \
        "39 (born August 7, 1987)"
    assert age_now("What is Ivo Lund's age?", ranked, date(2026, 8, 6))[0].startswith("38 ")
    assert age_now("How old was Ivo Lund when he died?", ranked) is None  # (not his age now)
    today = date.today()
    born = date(1987, 8, 7)
    expected = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
    question = "How old is Ivo Lund?"
    table = chunk(row, "2019 Tarnland Hockey Games", "b")
    assert short_answer(question, rank_sentences(question, [table, life], ["Ivo Lund"])) == \
        f"{expected} (born August 7, 1987)"
    dead = chunk("Anna Berg (23 October 1925 – 15 May 2010) was a Tarnish judge.", "Anna Berg",
                 "c")
    assert age_now("How old is Anna Berg?", [(1.0, dead.text, dead)])[0] == "died aged 84"
    unknown = chunk("Anna Berg (1925–2010) was a Tarnish judge.", "Anna Berg", "d")
    assert age_now("How old is Anna Berg?", [(1.0, unknown.text, unknown)]) is None


def test_a_title_saying_born_asks_no_birth_date() -> None:
    """"When did Bruce Springsteen release Born to Run?" answered "September 23, 1949", his
    birth date: "Born" in a title asks of no one's birth."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    life = chunk("Ivo Frederick Lund (born September 23, 1949) is a Tarnish singer and "
                 "songwriter.", "Ivo Lund", "a")
    for question, dated in (("When did Ivo Lund release Born to Sing?", False),
                            ("When was Ivo Lund born?", True)):
        ranked = rank_sentences(question, [life], ["Ivo Lund"])
        votes = dict(answer_votes(question, ranked))
        assert ("September 23, 1949" in votes) is dated, (question, votes)


def test_a_title_with_a_subtitle_is_one_subject() -> None:
    """"What is the plot of Suicide Squad: Hell to Pay?" wrote sections on "Suicide Squad",
    "Hell" and "Pay", and "What is the plot of Fiddler on the Roof?" on "Fiddler" and
    "Roof": a title and its subtitle after a colon (opening with an article, or joined by a
    small word) are one name, and so is what follows "the plot of"; a colon before a name
    and its options is no subtitle."""
    for question, names in (
            ("What is the plot of Ossa Squad: Hell to Pay?", ["Ossa Squad: Hell to Pay"]),
            ("Who directed Ossa Squad: Hell to Pay?", ["Ossa Squad: Hell to Pay"]),
            ("Which film came out first, Lund: The Child Wanderer or A Nightmare On Tarn "
             "Street 4: The Dream Master?",
             ["A Nightmare On Tarn Street 4: The Dream Master", "Lund: The Child Wanderer"]),
            ("What is the plot of Fiddler on the Ossa?", ["Fiddler on the Ossa"]),
            ("Who won Dancing with the Tarns season 21?", ["Dancing with the Tarns"]),
            ("Give an overview of Ivo Lund and A Tarn Story: The Musical: who or what each is "
             "and how they compare.", ["Ivo Lund", "A Tarn Story: The Musical"])):
        assert heuristic_plan(question).entities == names, question
    named = heuristic_plan("Which novelist wrote under the pen name Ivo Lund: Ann Lowe or "
                           "Per Holm?").entities
    assert "Ivo Lund" in named and not any(":" in n for n in named), named


def test_who_directed_a_film_no_page_credits_is_unsettled() -> None:
    """"Who directed Suicide Squad: Hell to Pay?" named David Ayer (who directed "Suicide
    Squad (film)", another film) and Tara Strong (its voice cast): with the film's page read,
    a page of another thing titled with part of its name gives no answer, and neither does
    its producer, its distributor, its cast or the parts they play; a sentence saying who
    directed it does."""
    from deepsearch.research.answers import answer_votes, rank_sentences
    from deepsearch.research.closing import says_what
    from deepsearch.research.composing import own_evidence, weakly_stated
    from deepsearch.text import sentences

    question = "Who directed Ossa Squad: Hell to Pay?"
    own = chunk("Ossa Squad: Hell to Pay is a 2018 American animated film produced by Warner "
                "Bros. Animation and distributed by Warner Bros. Home Entertainment. The voice "
                "cast includes Per Holm as Deadshot, Ann Lowe as Harley Quinn and Kim Ho as "
                "Amanda Waller.", "Ossa Squad: Hell to Pay", "a")
    other = chunk("Ossa Squad is written and directed by Ivo Lund.", "Ossa Squad (film)", "b")
    assert sentences(own.text)[0].endswith("Warner Bros. Home Entertainment.")
    assert says_what("Ossa Squad: Hell to Pay", sentences(own.text)[0])
    plan = heuristic_plan(question)
    ranked = rank_sentences(question, [own, other], plan.entities)
    kept = own_evidence(plan, ranked)
    assert {c.source_id for _, _, c in kept} == {"a"}, kept
    votes = dict(answer_votes(question, kept))
    assert not {"Warner Bros", "Ann Lowe", "Amanda Waller", "Per Holm"} & set(votes), votes
    assert weakly_stated(question, kept, "Harley Quinn")
    directed = chunk("Ossa Squad: Hell to Pay was directed by Jo Ek.", "Ossa Squad: Hell to Pay",
                     "c")
    assert not weakly_stated(question, [(1.0, directed.text, directed)], "Jo Ek")


def test_a_bands_singer_is_who_a_sentence_calls_its_vocalist() -> None:
    """"Who is the lead singer of ZZ Top?" went unsettled between Billy Gibbons ("formed … by
    vocalist and guitarist Billy Gibbons", the agent of another act) and "Smoke & BBQ" (of
    "Chrome, Smoke & BBQ is a box set by … ZZ Top", a work); and "A supercentenarian … is
    someone who has reached the age of 110" says what one is."""
    from deepsearch.research.answers import answer_votes, called_for_act, question_acts
    from deepsearch.research.closing import says_what

    band = chunk("Tarn Top is an American rock band formed in 1969 in Ossa, Tarnland, by "
                 "vocalist and guitarist Ivo Lund.", "Tarn Top", "a")
    box = chunk("Chrome, Smoke & Ash is a box set by American blues-rock band Tarn Top, "
                "released in 2003.", "Chrome, Smoke & Ash", "b")
    question = "Who is the lead singer of Tarn Top?"
    assert called_for_act("Ivo Lund", band.text, question_acts(question))
    votes = dict(answer_votes(question, [(1.0, band.text, band), (0.9, box.text, box)]))
    assert list(votes) == ["Ivo Lund"], votes
    director = chunk("Ann Lowe is an American film director. Tarn Nights was directed by "
                     "Ann Lowe.", "Ann Lowe", "c")  # (a person's kind ending in "film …")
    assert "Ann Lowe" in dict(answer_votes("Who directed Tarn Nights?", [
        (1.0, "Tarn Nights was directed by Ann Lowe.", director)]))
    assert says_what("Ossa centenarian", "An Ossa centenarian (sometimes hyphenated) is "
                                         "someone who has reached the age of 100.")


def test_a_comparison_opens_with_each_subject_in_turn_written_by_its_full_name() -> None:
    """"Compare Stephen Curry and LeBron James." opened with "[Stephen Curry] plays the point
    guard position": 'Wardell Stephen "Steph" Curry II (…) is …' and "LeBron Raymone James
    Sr. (…) is …" were not seen as saying what the two are (a quoted nickname, a
    generation, a capital inside a name). The summary gives what each is, in the order
    asked, before more of either; no follow-up asks about "Wardell Stephen"."""
    from deepsearch.research.answers import defines
    from deepsearch.research.composing import summary_of

    ivo = ('Ivo Tarn "Ive" Lund II (born March 14, 1988) is a Tarnish basketball player for '
           "the Ossa Warriors.")
    mac = "McKay Anton Berg Sr. (born December 30, 1984) is a Tarnish basketball player."
    assert defines(ivo, ["Tarn Lund"]) and defines(mac, ["McKay Berg"])
    assert defines("Ivo Lund Jr. was a Tarnish minister.", ["Ivo Lund"])
    assert not defines("The Ivo Lund Society is a literary society.", ["Ivo Lund"])
    said = [(ivo, 1, 0), ("He plays the point guard position for Tarnland.", 2, 0),
            ("Tarn Lund signed a record contract worth $201 million in 2017.", 1, 0),
            (mac, 3, 1), ("McKay Berg holds the record for most selections.", 3, 1)]
    names = ["Tarn Lund", "McKay Berg"]
    sections = [Section(title=title, paragraphs=["…"], citations=[
        Citation(sentence=t, source=n, chunk_id=str(n), passage=t, support=1.0, verified=True)
        for t, n, i in said if i == at]) for at, title in enumerate(names)]
    summary = summary_of(sections, "Compare Tarn Lund and McKay Berg.", names=names,
                         own={1, 3}, defining=True, apart=names)
    assert summary.startswith(ivo) and summary.index(mac) < summary.index("record contract"), \
        summary
    page = chunk(f"{ivo} He signed with the Ossa Warriors of the Tarnish Basketball League.",
                 "Tarn Lund", "a")
    asked = follow_up_questions(heuristic_plan("Who is Tarn Lund?"), [page], [], limit=4)
    assert not any("Ivo Tarn" in q for q in asked) and asked, asked


def test_an_explanation_and_a_makeup_are_titled_for_what_they_ask() -> None:
    """"How did the Spanish conquest of the Inca Empire happen?" had a section titled "Inca
    Empire happen"; "What is the structure of the Earth?" was a factoid answered "The
    evidence read does not settle the question"; "How does the Rh blood group system work?"
    kept the section "Findings" once its page was found."""
    from deepsearch.research.planning import adopt_subject

    plan = heuristic_plan("How did the Tarnish conquest of the Ossa Empire happen?")
    assert [a.title for a in plan.aspects] == ["Tarnish conquest of the Ossa Empire"], \
        plan.aspects
    plan = heuristic_plan("Why did the fall of the Ossa Empire happen?")
    assert [a.title for a in plan.aspects] == ["Fall of the Ossa Empire"], plan.aspects
    assert [a.title for a in heuristic_plan("How did the Battle of Ossa end?").aspects] == \
        ["Battle of Ossa"]
    plan = heuristic_plan("What is the structure of Tarnland?")
    assert plan.shape == "overview" and [a.title for a in plan.aspects] == ["Structure"]
    assert heuristic_plan("What is the population of Tarnland?").shape == "factoid"

    class Events:
        def emit(self, *args, **kwargs) -> None:
            return None

    class Context:
        events = Events()

    plan = heuristic_plan("How does the tarn blood group system work?")
    assert [a.title for a in plan.aspects] == ["Findings"]
    question = plan.aspects[0].question
    adopt_subject(Context(), plan, ["Tarn blood group system", "Blood type"])  # type: ignore
    assert [a.title for a in plan.aspects] == ["Tarn blood group system"], plan.aspects
    assert plan.aspects[0].question == question


def test_a_work_titled_of_the_something_is_one_subject_and_its_game_no_answer() -> None:
    """"Who plays Rocket Raccoon in Guardians of the Galaxy?" answered "Nolan North" (the
    voice of Rocket in "Guardians of the Galaxy: The Telltale Series", a game): the title
    was two subjects, "Guardians" and "Galaxy", so the film's page did not make the game's a
    namesake. "Guardians of the Galaxy" is one name (not "President of the United States",
    an office and a country); a work titled with it and a subtitle gives no answer; a
    sentence saying an actor "would voice Rocket" casts him in the part; "Vol. 2" ends no
    sentence."""
    from deepsearch.research.answers import rank_sentences, short_answer
    from deepsearch.research.composing import own_evidence
    from deepsearch.text import passage_sentences

    assert heuristic_plan("Who plays Ossa Raccoon in Keepers of the Tarn?").entities == \
        ["Ossa Raccoon", "Keepers of the Tarn"]
    assert heuristic_plan("Who won the Battle of the Tarn?").entities == ["Battle of the Tarn"]
    # "What is A Raisin in the Sun about?" was on "Raisin" and "Sun": a title's capital "A"
    # inside a question opens it, small words and all (not a title's last words: "Around A
    # Small Mountain" is no "A Small Mountain")
    plan = heuristic_plan("What is A Tarn in the Sun about?")
    assert plan.entities == ["A Tarn in the Sun"] and \
        [a.title for a in plan.aspects] == ["A Tarn in the Sun"], plan
    assert heuristic_plan("Which film came first, Ossa Nights or A Woman In Tarn?").entities \
        == ["Ossa Nights", "A Woman In Tarn"]
    assert "A Small Tarn" not in heuristic_plan("Who directed the film Around A Small Tarn?"
                                                ).entities
    assert heuristic_plan("Who was the President of the United States in 1990?").entities == \
        ["President", "United States"]
    assert heuristic_plan("Who is the CEO of the Tarn Company?").entities == \
        ["CEO", "Tarn Company"]
    question = "Who plays Ossa Raccoon in Keepers of the Tarn?"
    game = chunk("Keepers of the Tarn: The Lund Series has a different cast from the film. The "
                 "cast includes Per Holm as Ossa Raccoon and Kim Ho as Groot.",
                 "Keepers of the Tarn: The Lund Series", "g")
    film = chunk("Keepers of the Tarn is a 2014 Tarnish superhero film. In August 2013, the "
                 "studio announced that Ivo Lund would voice Ossa.", "Keepers of the Tarn (film)",
                 "f")
    plan = heuristic_plan(question)
    ranked = rank_sentences(question, [game, film], plan.entities)
    kept = own_evidence(plan, ranked)
    assert {c.source_id for _, _, c in kept} == {"f"}, kept
    assert short_answer(question, kept) == "Ivo Lund"
    assert passage_sentences("It stars in Keepers of the Tarn Vol. 2 (2017). It is a raccoon.") \
        == ["It stars in Keepers of the Tarn Vol. 2 (2017).", "It is a raccoon."]
    # nor does a firm's "!" ("The restaurant chain is owned by Yum! Brands …")
    assert passage_sentences("The chain is owned by Yum! Brands, which owns Tarn Hut. Stop! "
                             "Go.") == ["The chain is owned by Yum! Brands, which owns Tarn "
                                        "Hut.", "Stop!", "Go."]


def test_a_places_laws_are_an_overview_of_them() -> None:
    """"What are the alcohol laws of Wisconsin?" was a factoid, answered "The evidence read
    does not settle the question": the laws a place has, of a kind or not, are told whole."""
    plan = heuristic_plan("What are the alcohol laws of Tarnland?")
    assert plan.shape == "overview" and [a.title for a in plan.aspects] == ["Alcohol laws"]
    assert heuristic_plan("What are the rules of tarnball?").shape == "overview"


def test_who_the_people_of_a_kind_were_is_a_list_of_people() -> None:
    """"Who were the Tudor monarchs?" was a factoid answered "England", and "Who were the
    Beatles?" no overview (its band name taken for an office, as in "Who is the
    President?"). A list of people names no restaurant chain ("Tudor's Biscuit World is a
    restaurant chain …") and no run of an infobox's cells."""
    assert heuristic_plan("Who were the Ossan monarchs?").shape == "list"
    assert heuristic_plan("Who are the current Tarn Court justices?").shape == "list"
    assert heuristic_plan("Who were the Tarnbeats?").shape == "overview"
    assert heuristic_plan("Who is the President?").shape == "factoid"
    from deepsearch.research.answers import list_kind

    assert list_kind("Who were the Ossan monarchs?") == "monarch"
    pages = [chunk("Ossan's Biscuit World is a restaurant chain and franchise based in Tarnville, "
                   "Tarnland.", "Ossan's Biscuit World", "a"),
             chunk("The Ossan period began with the victory of Ivo Lund over Per Holm in 1485. "
                   "Ivo Lund was the first Ossan monarch, followed by his son Kim Lund.",
                   "House of Ossa", "b")]
    names, _ = listed("Who were the Ossan monarchs?", pages)
    assert "Ivo Lund" in names and "Ossan's Biscuit World" not in names, names
    box = chunk("House of Ossa Ossa rose Country Kingdom of Tarnland Kingdom of Ossa "
                "Principality of Tarn Origin Tarnish Parent house Ossas of Tarn Founded 22 "
                "August 1485 Founder Ivo Lund Final ruler Kim Lund Extinction 24 March 1603 "
                "Titles King of Tarnland King of Ossa", "House of Ossa", "c")
    for question in ("List the Tarnish monarchs of the House of Ossa.",
                     "List the dynasties of House of Ossa."):
        names, _ = listed(question, [box])
        assert not any(len(n.split()) > 8 for n in names), names


def test_when_a_thing_started_or_ended_is_its_spans_side() -> None:
    """"When did World War I start and end?" answered its start "1918" and its end with
    nothing, though a page read said it "lasted from 28 July 1914 to 11 November 1918": a
    "when did it start?" takes a span's first date, "when did it end?" its last, and the
    sentence giving the span states the answer, however a treaty's sentence ranks."""
    from deepsearch.research.answers import range_asked, range_side, rank_sentences, short_answer
    from deepsearch.research.composing import weakly_stated

    span = "The Tarn War was a war in Ossa that lasted from 28 July 1914 to 11 November 1918."
    assert range_side(span, "start").endswith("lasted from 28 July 1914.")
    assert range_side(span, "end").endswith("lasted from 11 November 1918.")
    assert range_side("The Xia dynasty (c. 2070–1600 BC) came first.", "start") == \
        "The Xia dynasty (c. 2070–1600 BC) came first."
    assert range_asked("When did the Tarn War begin?") == "start"
    assert range_asked("When did the Tarn War end?") == "end"
    assert range_asked("When was the Tarn War fought?") == ""
    pages = [chunk("The Treaty of Tarn was the most important of the peace treaties that "
                   "brought the Tarn War to an end. The Tarn War began a revolution in Ossa.",
                   "Treaty of Tarn", "t"),
             chunk(span, "Tarn War", "w")]
    for question, year in (("When did the Tarn War start?", "1914"),
                           ("When did the Tarn War end?", "1918")):
        ranked = rank_sentences(question, pages, ["Tarn War"])
        answer = short_answer(question, ranked)
        assert answer == year, (question, answer)
        assert not weakly_stated(question, ranked, answer)
    # a treaty's sentence ranking above the span's does not leave the start unstated
    treaty = chunk("The Treaty of Tarn ended the state of war at the start of 1919, when the "
                   "Tarn War was over. The Ossa Revolution of 1918 started at the war's end.",
                   "Treaty of Tarn", "u")
    question = "When did the Tarn War start?"
    ranked = rank_sentences(question, [treaty, pages[1]], ["Tarn War"])
    assert not weakly_stated(question, ranked, "1914"), ranked


def test_a_sentence_opening_with_its_pages_kind_in_two_words_names_the_page() -> None:
    """"Who owns Cadbury?" quoted "The restaurant chain is owned by Yum! Brands …" from
    WingStreet's page, as if of Cadbury: a kind in two words names its page too, once the
    page's first sentence says it is one; a kind it does not say stays as written."""
    from deepsearch.research.composing import resolved

    page = chunk("Ossa Wings is a restaurant chain specializing in chicken. The restaurant chain "
                 "is owned by Yum! Brands. The outer bailey wall was built in 1200.",
                 "Ossa Wings", "w")
    assert resolved("The restaurant chain is owned by Yum! Brands.", page, None) == \
        "[Ossa Wings] is owned by Yum! Brands."
    assert resolved("The outer bailey wall was built in 1200.", page, None) == \
        "The outer bailey wall was built in 1200."
    song = chunk("Love Me is a song by Ann Lowe. The song was also included on her album.",
                 "Love Me", "s")
    assert resolved("The song was also included on her album.", song, None) == \
        "[Love Me] was also included on her album."


def test_explaining_a_named_thing_opens_with_what_it_is_and_asks_of_no_translation() -> None:
    """"Explain the Treaty of Versailles." opened with "The Treaty ended the state of war …"
    before the sentence saying what the treaty was, and asked "What else is known about
    German: Versailler Vertrag?", the treaty's German name in its page's brackets."""
    from deepsearch.research.composing import aspect_ranking, outline_picks

    plan = heuristic_plan("Explain the Treaty of Ossa.")
    assert [(a.title, a.entity) for a in plan.aspects] == [("Treaty of Ossa", "Treaty of Ossa")]
    assert [a.entity for a in heuristic_plan("Explain how the Treaty of Ossa ended the war."
                                             ).aspects] == [""]
    assert [a.entity for a in heuristic_plan("Explain the Gram stain.").aspects] == \
        ["Gram stain"]
    names = subject_names(plan)
    ended = chunk("The Treaty ended the state of war between Tarnland and the Allied Powers.",
                  "Treaty of Ossa", "a")
    own = chunk("The Treaty of Ossa (French: Traité d'Ossa; German: Ossaer Vertrag, pronounced "
                "[ɔsa] (listen)) was the most important of the peace treaties that brought the "
                "Tarn War to an end. It was signed by Ivo Lund.", "Treaty of Ossa", "b")
    picks = outline_picks(plan.aspects, [aspect_ranking(a, [ended, own]) for a in plan.aspects],
                          "standard", names)
    assert picks[0][0][0].startswith("The Treaty of Ossa (French"), picks
    asked = follow_up_questions(plan, [own, ended], [], limit=4)
    assert not any("Vertrag" in q for q in asked) and asked, asked


async def test_who_was_the_first_is_one_a_sentence_says_was_first(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who was the first Prime Minister of the United Kingdom?" answered David Lloyd George
    ("David Lloyd George, 1st Earl Lloyd-George …, served as Prime Minister … from 1916"),
    and "… the first president of the United States?" named Roosevelt and Nixon as its
    readings: who held the office is no answer to who held it first, unless a sentence
    says so."""
    from deepsearch.research.composing import first_unsaid

    held = ("Ivo Lund, 1st Earl Lund of Tarnmoor (1863 – 1945) was a Tarnish statesman who "
            "served as Prime Minister of Tarnland from 1916 to 1922.")
    other = "Per Holm was a Tarnish statesman who served as Prime Minister of Tarnland in 1940."
    first = "Kim Ek was the first Prime Minister of Tarnland, from 1721 to 1742."
    ranked = [(1.0, held, chunk(held, "Ivo Lund", "a")), (0.9, first, chunk(first, "Kim Ek", "b"))]
    question = "Who was the first Prime Minister of Tarnland?"
    assert first_unsaid(question, ranked, "Ivo Lund")
    assert not first_unsaid(question, ranked, "Kim Ek")
    assert not first_unsaid("Who was Prime Minister of Tarnland in 1920?", ranked, "Ivo Lund")
    pages = [("a", "Ivo Lund", held), ("b", "Per Holm", other)]
    result, _ = await research_pages(pages, question, tmp_path, kb_factory)
    report = result.report
    assert not report.answer or "settle" in report.answer, report.answer
    assert "Ivo Lund [" not in report.markdown.split("\n\n")[1], report.markdown
    assert "Per Holm [" not in report.markdown.split("\n\n")[1], report.markdown


def test_a_request_typed_as_people_talk_is_an_overview() -> None:
    """"I'd like to know more about the Maricopa County Sheriff's Office" and "whats the
    deal with …" were factoids answered "The evidence read does not settle the question";
    and "Under Sheriff Joe Arpaio the MCSO grew" named "Joe Arpaio the MCSO" for a
    follow-up."""
    from deepsearch.text import entities

    for asked in ("I'd like to know more about the Ossa County Sheriff's Office",
                  "I want to learn about Ivo Lund", "whats the deal with the tarn commandments",
                  "What is the story behind A Tarn in the Sun?",
                  "Can I get more information on Ivo Lund?"):
        assert heuristic_plan(asked).shape == "overview", asked
    assert heuristic_plan("I would like to know who won the 1988 final").shape == "factoid"
    assert entities("Under Sheriff Ivo Lund the OCSO grew. Alexander the Great won.") == \
        ["Sheriff Ivo Lund", "OCSO", "Alexander the Great"]


def test_who_holds_an_office_now_is_no_former_holder_and_no_party() -> None:
    """"Who is the chief minister of Madhya Pradesh?" named "Babulal Gaur Yadav (2 June 1929
    – 21 August 2019) … served as the 16th Chief Minister" and "Uma Bharti … former Chief
    Minister" as its readings, then "Bharatiya Janata Party" (of "… from Bharatiya Janata
    Party (BJP) who served as …"): who holds an office now is someone, not one who held it
    once, who has died, or whose term a sentence ends."""
    from deepsearch.research.answers import (
        answer_votes,
        asked_office,
        no_longer_holds,
        rank_sentences,
    )

    question = "Who is the chief minister of Ossa Pradesh?"
    office = asked_office(question)
    assert office and asked_office("Who was the prime minister of Tarnland in 1920?") == office
    dead = ("Ivo Lund Yadav (2 June 1929 – 21 August 2019) was a Tarnish politician from Ossa "
            "Janata Party (OJP) who served as the 16th Chief Minister of Ossa Pradesh.")
    former = "Ann Lowe (born 3 May 1959) is a Tarnish politician and former Chief Minister of " \
             "Ossa Pradesh."
    ended = "Lund became the Chief Minister of Ossa Pradesh from 23 August 2004 to 29 " \
            "November 2005. In November 2005, Kim Ho succeeded Lund as the CM."
    now = "Kim Ho (born 5 March 1959) is a Tarnish politician. He is the 17th and current " \
          "Chief Minister of Ossa Pradesh."
    assert no_longer_holds("Ivo Lund Yadav", dead, office)
    assert no_longer_holds("Ann Lowe", former, office)
    assert no_longer_holds("Lund", ended, office)
    assert not no_longer_holds("Kim Ho", now, office)
    pages = [chunk(dead, "Ivo Lund", "a"), chunk(former, "Ann Lowe", "b"),
             chunk(ended, "Ivo Lund", "c"), chunk(now, "Kim Ho", "d")]
    votes = dict(answer_votes(question, rank_sentences(question, pages, ["Ossa Pradesh"])))
    assert "Kim Ho" in votes, votes
    assert not {"Ivo Lund Yadav", "Ann Lowe", "Lund", "Ossa Janata Party"} & set(votes), votes
    # who held it then may have died since
    past = "Who was the chief minister of Ossa Pradesh in 1990?"
    assert "Ivo Lund Yadav" in dict(answer_votes(past, rank_sentences(past, pages[:1],
                                                                      ["Ossa Pradesh"])))


def test_what_a_compared_person_is_comes_from_a_sentence_saying_so() -> None:
    """"Compare Queen Victoria and H. H. Asquith." set "Queen Victoria: byword" side by
    side, from "Queen Victoria was mollified by the proposal …, that dear name which is a
    byword for all that is great": another page's sentence opening with the name says what
    it is only right after it."""
    from deepsearch.research.comparisons import profile

    said = ("Queen Ann was mollified by the proposal to name the baby Ivo, a dear name which "
            "is a byword for all that is great.")
    assert profile("Queen Ann", [(said, chunk(said, "Ivo Lund", "g"))]) is None
    told = "Queen Ann (1819 – 1901) was the monarch of Tarnland from 1837."
    found = profile("Queen Ann", [(said, chunk(said, "Ivo Lund", "g")),
                                  (told, chunk(told, "Kings of Tarnland", "k"))])
    assert found is not None and found.what == "monarch of Tarnland", found


def test_a_name_quoted_on_another_works_page_is_none_of_the_works_listed() -> None:
    """"What films did Delmer Daves direct?" listed "WarnerColor" (from "Drum Beat is a
    1954 … western film in "WarnerColor" …") and "Best Film Promoting International
    Understanding" (a film's Golden Globe) among his films: a name quoted only on the page
    of another film is its colour process or its award, not a film of the director's."""
    question = "What films did Orla Venn direct?"
    names, _ = listed(question, [
        chunk("Orla Venn (1904 – 1977) was an American film director. She is best known for "
              "the westerns \"Copper Trail\" and \"Salt Creek\".", "Orla Venn", "a"),
        chunk("Drum Hollow is a 1954 western film in \"Vistacolor\" written and directed by "
              "Orla Venn.", "Drum Hollow", "b"),
        chunk("Copper Trail is a western film released in 1950. It was directed by Orla Venn. "
              "It won a Golden Globe award for \"Best Film Promoting Understanding.\"",
              "Copper Trail (1950 film)", "c")])
    assert "Vistacolor" not in names and "Best Film Promoting Understanding" not in names, names
    assert {"Copper Trail", "Salt Creek", "Drum Hollow"} <= set(names), names


def test_a_title_quoted_as_by_someone_else_is_none_of_the_subjects_works() -> None:
    """"What did Eric Ambler write?" listed "A Rough Shoot" from "[Rough Shoot] was
    directed by Robert Parrish and written by Eric Ambler, based on the 1951 novel "A Rough
    Shoot" by Geoffrey Household": the sentence credits him with the film, the novel it
    quotes to another."""
    question = "Which books did Ivo Lund write?"
    page = chunk("Marsh Shoot is a 1953 thriller film. It was written by Ivo Lund, based on the "
                 "1951 novel \"A Marsh Shoot\" by Tam Holt.", "Marsh Shoot", "b")
    names, _ = listed(question, [page])
    assert "A Marsh Shoot" not in names, names
    names, _ = listed(question, [chunk("Ivo Lund wrote the novel \"Cold Harbour\", and in "
                                       "1951 the novel \"Grey Tide\" by Ivo Lund and Tam Holt "
                                       "followed.", "Ivo Lund", "a"), page])
    assert {"Cold Harbour", "Grey Tide"} <= set(names) and "A Marsh Shoot" not in names, names


def test_a_figure_answer_keeps_its_currency_and_scale() -> None:
    """"How many passengers used Arlanda Airport in 2017?" was answered "27" from "Arlanda
    Airport was used by close to 27 million passengers in 2017": a figure is given as its
    sentence writes it, with its scale and currency ("27 million", "$45 million")."""
    from deepsearch.research.answers import rank_sentences, short_answer

    for question, text, answer in [
        ("How many passengers used Tarn Airport in 2017?",
         "Tarn Airport was used by close to 27 million passengers in 2017, with 21.2 million "
         "international passengers.", "27 million"),
        ("How much did the film Ivo gross?",
         "The film Ivo grossed $45 million worldwide against a budget of $10 million.",
         "$45 million"),
        ("How many people live in Tarn?", "Tarn has a population of 3,400 people.", "3,400")]:
        ranked = rank_sentences(question, [chunk(text, "Tarn", "a")], [])
        assert short_answer(question, ranked) == answer, (question, short_answer(question, ranked))


def test_a_compared_subject_is_the_owner_not_what_it_owns() -> None:
    """"What is the difference between Ratatat and Bob Seger's music?" searched for "Bob
    Seger's music", read no page of his and left his section empty: the subject is the
    name before the possessive; a title with its own capitals keeps it ("Ender's Game")."""
    plan = heuristic_plan("What is the difference between Ratatat and Bob Seger's music?")
    assert plan.entities == ["Ratatat", "Bob Seger"], plan.entities
    plan = heuristic_plan("Compare Schindler's List and Ender's Game.")
    assert plan.entities == ["Schindler's List", "Ender's Game"], plan.entities
    plan = heuristic_plan("Compare Ossa Rovers men's soccer and Tarn FC's history.")
    assert plan.entities == ["Ossa Rovers men's soccer", "Tarn FC"], plan.entities


def test_a_joined_questions_where_part_opens_with_the_sentence_answering_it() -> None:
    """"What is Duke Energy and where is it based?" quoted "Duke Energy, headquartered in
    Charlotte, …" under "What is Duke Energy?" only, and filled "Where is Duke Energy
    based?" with its subsidiaries' sentences: a factoid part's section opens with the
    sentence stating its answer, though another section quotes it too."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.models import Aspect
    from deepsearch.research.writing import answered_parts

    told = ("Tarn Energy, headquartered in Ossa, Norland, is an electric power holding "
            "company.")
    other = "Tarn Energy Florida was the distribution arm of Tarn Progress."
    page = chunk(f"{told} {other}", "Tarn Energy", "a")
    aspects = [Aspect(title="What is Tarn Energy?", question="What is Tarn Energy?"),
               Aspect(title="Where is Tarn Energy based?",
                      question="Where is Tarn Energy based?")]
    rankings = [rank_sentences(a.question, [page], ["Tarn Energy"]) for a in aspects]
    picks = answered_parts(aspects, [a.question for a in aspects], rankings,
                           [[(told, page)], [(other, page)]])
    assert [s for s, _ in picks[1]] == [told], picks[1]
    assert [s for s, _ in picks[0]] == [told], picks[0]


def test_who_did_it_is_the_person_whose_page_says_she_did() -> None:
    """"Who voiced Wilma Flintstone?" was not settled by "Although her career spanned many
    decades, she is perhaps best remembered as the voice of Wilma Flintstone" on Jean
    Vander Pyl's page: on a person's page (their name and life's dates first), a sentence
    whose subject is "she" answers "who" with her name, and the quoted sentence says who."""
    from deepsearch.research.answers import rank_sentences, short_answer
    from deepsearch.research.composing import resolved, weakly_stated

    question = "Who voiced Wilma Stone?"
    said = ("Although her career spanned many decades, she is perhaps best remembered as the "
            "voice of Wilma Stone for the cartoon \"The Stones\".")
    page = chunk(f"Ivy Lund (October 11, 1919 – April 10, 1999) was an American actress. "
                 f"{said}", "Ivy Lund", "a")
    ranked = rank_sentences(question, [page], ["Wilma Stone"])
    assert short_answer(question, ranked) == "Ivy Lund"
    assert not weakly_stated(question, ranked, "Ivy Lund")
    other = chunk("The Stones is a cartoon.", "The Stones", "b")
    assert resolved(said, page, other).startswith("Although her career spanned many decades, "
                                                  "[Ivy Lund] is perhaps"), resolved(said, page,
                                                                                     other)
    # a page that is no person's names no one for its "she"
    ship = chunk(f"Ivy Lund is a ship. {said}", "Ivy Lund", "a")
    assert short_answer(question, rank_sentences(question, [ship], ["Wilma Stone"])) != "Ivy Lund"


def test_whether_two_people_are_related_is_told_by_a_word_of_kin() -> None:
    """"Was Héctor Barrantes related to Sarah, Duchess of York?" was not settled by "He was
    the stepfather of Sarah, Duchess of York." on his page, and "Are … and … related?"
    answered "no" as a comparison of the two: a sentence tying them by any kin (step-,
    half-, -in-law forms too) says yes; none saying so settles nothing."""
    from deepsearch.research.comparisons import closed_answer

    page = chunk("Ivo Lund (1939–1990) was a polo player. He was the stepfather of Ann, Duchess "
                 "of Tarn.", "Ivo Lund", "a")
    for question in ["Was Ivo Lund related to Ann, Duchess of Tarn?",
                     "Are Ivo Lund and Ann, Duchess of Tarn related?"]:
        assert closed_answer(question, [page]) == "yes", question
    other = chunk("Ivo Lund (1939–1990) was a polo player. He played for Tarn.", "Ivo Lund")
    assert closed_answer("Are Ivo Lund and Ann, Duchess of Tarn related?", [other]) == ""


def test_whom_a_work_is_about_is_whom_a_sentence_says_it_tells_of() -> None:
    """"Who directed The Agronomist and who is it about?" said no source states whom it is
    about, over "The documentary follows the life of Dominique, who ran Haiti's first
    independent radio station": whom a work follows, chronicles, depicts or is about."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("The Tiller is a 2003 documentary directed by Ivo Lund. The documentary "
                 "follows the life of Dominique, who ran Tarnland's first radio station.",
                 "The Tiller", "a")
    question = "Who is The Tiller about?"
    assert short_answer(question, rank_sentences(question, [page], ["The Tiller"])) == \
        "Dominique"
    told = chunk("Ossa is a 2010 film starring Ivo Lund.", "Ossa", "b")  # a cast is no answer
    question = "Who is Ossa about?"
    assert short_answer(question, rank_sentences(question, [told], ["Ossa"])) == ""


def test_a_documentary_is_a_film_and_a_title_in_another_language_is_no_second_entry() -> None:
    """"List the films directed by Jonathan Demme." found none, though "The Agronomist is a
    2003 American documentary directed by Jonathan Demme" was read: a documentary is a
    film. "What did Thomas Mann write?" listed "Der Erwählte" beside "The Holy Sinner", the
    same novel's German title."""
    names, _ = listed("List the films directed by Ivo Lund.", [chunk(
        "The Tiller is a 2003 American documentary directed by Ivo Lund.", "The Tiller", "a")])
    assert names == ["The Tiller"], names
    names, _ = listed("What did Ivo Lund write?", [
        chunk("The Holy Tiller (in German, \"Der Pflüger\") is a German novel written by Ivo "
              "Lund. It was published in 1951.", "The Holy Tiller", "a"),
        chunk("Ivo Lund portrayed his own family in the novel \"Lundbrooks\".", "Lund family",
              "b")])
    assert "Der Pflüger" not in names and {"The Holy Tiller", "Lundbrooks"} <= set(names), names


def test_a_places_capital_is_the_name_a_sentence_gives_it() -> None:
    """"What is the capital of Ethiopia?" answered "Horn of Africa" over "… and its capital
    and largest city is Addis Ababa.": an attribute asked of a place is the name a sentence
    gives it, on its page or naming it ("Nairobi is the capital of Kenya" is no answer for
    Tarnland)."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Tarnland is a landlocked country located in the Horn of Ossa. It occupies an "
                 "area of 1,100 km2, and its capital and largest city is Ivo Lund.", "Tarnland",
                 "a")
    other = chunk("Nairobi is the capital of Kenya.", "Cities of Africa", "b")
    question = "What is the capital of Tarnland?"
    assert short_answer(question, rank_sentences(question, [other, page], [])) == "Ivo Lund"
    # ranked by meaning, the sentences placing the country come first
    ranked = [(0.9, "Tarnland is a landlocked country located in the Horn of Ossa.", page),
              (0.8, "Tarnland is a sovereign state located in the Horn of Ossa.", page),
              (0.7, "It occupies an area of 1,100 km2, and its capital and largest city is Ivo "
                    "Lund.", page)]
    assert short_answer(question, ranked) == "Ivo Lund", short_answer(question, ranked)
    page = chunk("Ossa Bay is the capital of Tarnland.", "Ossa Bay", "c")
    assert short_answer(question, rank_sentences(question, [other, page], [])) == "Ossa Bay"


def test_a_prize_won_is_said_by_its_laureate() -> None:
    """"Did Thomas Mann win the Nobel Prize?" was not settled by "… and the 1929 Nobel Prize
    in Literature laureate": a laureate, winner or recipient of a prize won it; another
    prize is not said won."""
    from deepsearch.research.comparisons import closed_answer

    page = chunk("Ivo Lund (6 June 1875 – 12 August 1955) was a Tarnish novelist and the 1929 "
                 "Ossa Prize in Literature laureate.", "Ivo Lund", "a")
    assert closed_answer("Did Ivo Lund win the Ossa Prize?", [page]) == "yes"
    assert closed_answer("Did Ivo Lund win the Pulitzer Prize?", [page]) != "yes"


def test_a_parent_named_with_a_titles_ordinal_is_no_child() -> None:
    """"Who were the children of Catherine Woodville?" answered "Earl Rivers", of "Catherine
    was the daughter of Richard Woodville, 1st Earl Rivers, and Jacquetta of Luxembourg": a
    name after "daughter of" is a parent, its title's ordinal ("1st") and all."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Ann Lund (c. 1458 – 18 May 1497) was a noblewoman. She gave birth to several "
                 "children. Ann was the daughter of Ivo Lund, 1st Earl Tarn, and Mara of Ossa.",
                 "Ann Lund", "a")
    question = "Who were the children of Ann Lund?"
    answer = short_answer(question, rank_sentences(question, [page], ["Ann Lund"]))
    assert answer not in ("Earl Tarn", "Ivo Lund", "Mara of Ossa"), answer


def test_a_count_written_in_words_answers_how_many() -> None:
    """"How many seasons did Thumb Wrestling Federation run?" was unsettled by "… ran for
    five seasons between 2006 and 2010": a count in words answers when it counts the thing
    asked; figures of it come first, and "one of the first" counts nothing."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("The Tarnish television series \"Vost Arena\" ran for five seasons between 2006 "
                 "and 2010. Each season featured a knock-out tournament.", "Vost Arena", "a")
    question = "How many seasons did Vost Arena run?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "five"
    page = chunk("Ivo Lund was a Tarnish painter, one of the first of his school. He had three "
                 "children with his wife Ada.", "Ivo Lund", "b")
    question = "How many children did Ivo Lund have?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "three"
    page = chunk("Ivo Lund was a Tarnish painter, one of the first of his school.", "Ivo Lund",
                 "c")
    assert short_answer(question, rank_sentences(question, [page], [])) == ""


def test_a_name_of_the_kind_asked_may_hold_the_question_s_name() -> None:
    """"Which magazine did MIT publish?" answered "Massachusetts Institute of Technology":
    "MIT Technology Review is a magazine published by …" names the magazine asked, though
    its name holds the publisher's the question writes."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("TU Vost Review is a magazine published by the Tarnish University of Vost. It "
                 "was founded in 1899 as The Vost Review.", "TU Vost Review", "a")
    question = "Which magazine did TU Vost publish?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "TU Vost Review"


def test_what_kind_of_thing_is_said_by_a_type_of() -> None:
    """"What kind of snack are Twisties?" was unstated by "Twisties are a type of cheese
    curl, corn-based snack food product …": the kind is what "a type of" names."""
    from deepsearch.research.answers import kind_described, rank_sentences

    page = chunk("Plinkies are a type of cheese curl, corn-based snack food product, available "
                 "mainly in Tarnland.", "Plinkies", "a")
    question = "What kind of snack are Plinkies?"
    assert kind_described(question, rank_sentences(question, [page], [])) == "cheese curl"


def test_another_subjects_answer_is_no_reading_of_the_question() -> None:
    """"Who owns CKIS-FM?" gave "more than one answer": Rogers Media, and Acadia Broadcasting
    from "CHSJ-FM is owned by Acadia Broadcasting" on a page never naming CKIS-FM. A name of
    one word the question asks about must be on the page of another reading too."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import rivals

    ours = chunk("KXYZ-FM is a Tarnish radio station in Vost. Owned by Lund Media, the station "
                 "broadcasts a Top 40 format.", "KXYZ-FM", "a")
    other = chunk("KQQQ-FM plays a country music format. KQQQ-FM is owned by Acadia "
                  "Broadcasting.", "KQQQ-FM", "b")
    question = "Who owns KXYZ-FM?"
    assert rivals(question, rank_sentences(question, [ours, other], [])) == []


def test_who_starred_names_the_cast_a_sentence_lists() -> None:
    """"Who starred in Symphony of Six Million?" answered "Ricardo Cortez" of "… starring
    Ricardo Cortez, Irene Dunne and Gregory Ratoff": the answer is the cast listed."""
    from deepsearch.research.answers import joint_agents, rank_sentences, short_answer

    page = chunk("Vost Nights is a 1932 Tarnish film directed by Ivo Lund and starring Ada Berg, "
                 "Nils Tarn and Eva Holm. It was a success.", "Vost Nights", "a")
    question = "Who starred in Vost Nights?"
    ranked = rank_sentences(question, [page], [])
    answer = short_answer(question, ranked)
    assert joint_agents(question, answer, ranked)[0] == "Ada Berg, Nils Tarn and Eva Holm"
    question = "Who directed Vost Nights?"
    assert joint_agents(question, short_answer(question, ranked), ranked)[0] == "Ivo Lund"


def test_whom_a_winner_beat_did_not_win() -> None:
    """"Who won the 1977 PGA Championship?" answered "Gene Littler", of "Lanny Wadkins, 27,
    won his only major championship in a sudden-death playoff over Gene Littler": whom the
    act was over is not who did it."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("The 1977 Vost Open was the 59th Vost Open, played August 11–14 at Lund Links "
                 "in Lund, Tarnland. Ivo Berg, 27, won his only major championship in a "
                 "sudden-death playoff over Nils Tarn. Nils Tarn had won the Vost Open "
                 "before.", "1977 Vost Open", "a")
    question = "Who won the 1977 Vost Open?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "Ivo Berg"


def test_who_leads_is_said_by_led_by() -> None:
    """"Who leads La Barranca?" was unsettled beside "they are led by guitarist and
    songwriter José Manuel Aguilera, who previously … worked with Sangre Azteka": "led by"
    says who leads."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Vost Band has been a successful outfit for over a decade. Based in Tarn City, "
                 "they are led by guitarist and songwriter Ivo Manuel Berg, who previously "
                 "worked with Sangre Lund.", "Vost Band", "a")
    question = "Who leads Vost Band?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "Ivo Manuel Berg"


def test_a_name_with_a_particle_is_one_name() -> None:
    """"Who was Ginevra d'Este's twin sister?" searched "Ginevra" and "Este's" apart, and the
    report led with another family's twin: a name's particle ("d'", "da", "del", "bin")
    keeps it whole."""
    from deepsearch.text import entities

    assert entities("Who was Ada d'Ossa's twin sister?") == ["Ada d'Ossa's"]
    assert entities("When did Ivo da Tarn die?") == ["Ivo da Tarn"]
    assert entities("Nils del Vost met Ake bin Lund.") == ["Nils del Vost", "Ake bin Lund"]
    assert heuristic_plan("When did Ivo da Tarn die?").entities == ["Ivo da Tarn"]


def test_kin_sharing_a_family_name_answers_and_all_of_them_when_asked_so() -> None:
    """"Who are Kim Jong-chul's brothers?" had no answer: "Kim Jong-un" shares most of its
    words with the question and was dropped as the one asked about. Kin share a family
    name; asked in the plural, each brother the page names is the answer."""
    from deepsearch.research.answers import joint_agents, rank_sentences, short_answer

    page = chunk("Ivo Lund-ak (born 25 September 1981) is a son of former Tarnish leader Ivo "
                 "Lund-ir. His younger brother is Ivo Lund-un, now the leader of Tarnland. His "
                 "older half-brother was Ivo Lund-am, who died in 2017.", "Ivo Lund-ak", "a")
    question = "Who is Ivo Lund-ak's brother?"
    ranked = rank_sentences(question, [page], [])
    answer = short_answer(question, ranked)
    assert answer in ("Ivo Lund-un", "Ivo Lund-am"), answer
    assert joint_agents(question, answer, ranked)[0] == answer
    question = "Who are Ivo Lund-ak's brothers?"
    ranked = rank_sentences(question, [page], [])
    joined = joint_agents(question, short_answer(question, ranked), ranked)[0]
    assert set(joined.split(" and ")) == {"Ivo Lund-un", "Ivo Lund-am"}, joined


def test_a_possessive_pronouns_value_is_one_value() -> None:
    """"What is the capital of Shizuoka Prefecture and what is its largest city?" was read
    as an overview, its second part "What is its largest city?" as what a kind of thing is:
    a value of its, his or their is one value, and each part gets its answer line."""
    assert classify("What is its largest city?") == "factoid"
    assert classify("What is the capital of Tarnland and what is its largest city?") == \
        "factoid"
    assert classify("What is a tsunami?") == "overview"


def test_an_act_named_as_a_noun_gives_its_object() -> None:
    """"What does Ruut Veenhoven study?" answered "of happiness", of "the scientific study of
    happiness": the act written as a noun is followed by "of" and its object."""
    from deepsearch.research.answers import acted_on, rank_sentences

    page = chunk("Ivo Lund (born 1942) is a Tarnish sociologist and a world authority on the "
                 "scientific study of happiness, in the sense of enjoyment of life.", "Ivo Lund",
                 "a")
    question = "What does Ivo Lund study?"
    assert acted_on(question, rank_sentences(question, [page], [])) == "happiness"


def test_everyone_credited_with_the_act_asked_is_named() -> None:
    """"Who wrote the screenplay of Border?" answered "Abbasi", of "with a screenplay by
    Abbasi, Isabella Eklöf and John Ajvide Lindqvist": all three wrote it."""
    from deepsearch.research.answers import joint_agents, rank_sentences, short_answer

    page = chunk("Vost is a 2018 Tarnish fantasy film directed by Ivo Lund with a screenplay by "
                 "Lund, Ada Berg and Nils Tarn based on a short story by Tarn.", "Vost (film)",
                 "a")
    question = "Who wrote the screenplay of Vost?"
    ranked = rank_sentences(question, [page], [])
    assert joint_agents(question, short_answer(question, ranked), ranked)[0] == \
        "Lund, Ada Berg and Nils Tarn"


def test_when_gives_the_date_the_act_was_done_on() -> None:
    """"When were the 31st Golden Globe Awards held?" answered "1974" of "… were held on
    January 26, 1974": a "when" question's answer is the date its sentence gives, a "what
    year" question's the year."""
    from deepsearch.research.answers import dated_in_full, rank_sentences, short_answer

    page = chunk("The 31st Vost Awards, honoring the best in film for 1973, were held on "
                 "January 26, 1974. The host was Ivo Lund.", "31st Vost Awards", "a")
    for question, expected in (("When were the 31st Vost Awards held?", "January 26, 1974"),
                               ("What year were the 31st Vost Awards held?", "1974")):
        ranked = rank_sentences(question, [page], [])
        assert dated_in_full(question, short_answer(question, ranked), ranked) == expected


def test_a_birth_name_after_the_lifespan() -> None:
    """"What was Gustaf Gründgens's birth name?" was unsettled by "Gustaf Gründgens (22
    December 1899 – 7 October 1963), born Gustav Heinrich Arnold Gründgens, was …"."""
    from deepsearch.research.answers import rank_sentences, real_name

    page = chunk("Ivo Lund (22 December 1899 – 7 October 1963), born Ivar Heinrich Lund, was "
                 "one of Tarnland's most famous actors.", "Ivo Lund", "a")
    question = "What was Ivo Lund's birth name?"
    assert real_name(question, rank_sentences(question, [page], [])) == "Ivar Heinrich Lund"


def test_the_sides_of_a_rivalry_not_whose_teams_they_are() -> None:
    """"Who plays in the Boise State–Nevada football rivalry?" answered "NCAA Division I
    FBS": a rivalry's sides are those it is between, not the universities whose teams they
    are."""
    from deepsearch.research.answers import rank_sentences, sides_met

    page = chunk("The Vost–Tarn football rivalry is a college football rivalry between the Vost "
                 "State Broncos football team of Vost State University and Tarn Wolf Pack "
                 "football team of University of Tarn. Both play in the Ossa Conference.",
                 "Vost–Tarn football rivalry", "a")
    question = "Who plays in the Vost–Tarn football rivalry?"
    assert sides_met(question, rank_sentences(question, [page], [])) == \
        "Vost State Broncos and Tarn Wolf Pack"


def test_copies_whose_words_only_run_together_do_not_disagree() -> None:
    """"What is John Carpenter known for?" listed under "Where sources disagree" two copies
    of one sentence, one with two titles run together ("Escape from New YorkEscape from
    L.A."): the same letters in the same order are the same statement."""
    from deepsearch.research.composing import disagreeing_copies

    one = chunk('A sequel to "Vost Nights", "Vost Days" co-stars Ivo Lund, Ada Berg and Nils '
                'Tarn.', "Vost Days", "a")
    other = chunk('A sequel to" Vost NightsVost Days" co-stars Ivo Lund, Ada Berg and Nils '
                  'Tarn.', "Vost Days", "b")
    assert not disagreeing_copies(one.text, one, other.text, other)
    moved = chunk('A sequel to "Vost Nights", "Vost Days" co-stars Ivo Lund, Ada Berg and Ake '
                  'Holm.', "Vost Days", "c")
    assert disagreeing_copies(one.text, one, moved.text, moved)


def test_a_pronoun_after_a_time_without_a_comma_is_named() -> None:
    """A comparison's summary put "In recent years he has released solo recordings." (Gary
    Cherone's) right after Brett Scallions's sentence: "he" after a time phrase with no
    comma is named for its page too."""
    from deepsearch.research.composing import resolved

    own = chunk("Ivo Lund (born 1961) is a Tarnish rock singer. In recent years he has released "
                "solo recordings.", "Ivo Lund", "a")
    other = chunk("Nils Berg (born 1971) is a Tarnish musician.", "Nils Berg", "b")
    assert resolved("In recent years he has released solo recordings.", own, other) == \
        "In recent years [Ivo Lund] has released solo recordings."


def test_a_value_named_after_the_kind_asked_and_is() -> None:
    """"What is the prize for the All-Ireland hurling champions?" answered "Gaelic Athletic
    Association": "The prize for the … champions is the Liam MacCarthy Cup" calls the cup
    the prize asked."""
    from deepsearch.research.answers import rank_sentences, short_answer, typed_mention

    assert typed_mention("prize", "Ossa Cup", "The prize for the Vost champions is the Ossa Cup.")
    assert not typed_mention("capital", "Tarnland", "The capital of Tarnland is Ossa Bay.")
    pages = [chunk("The 2017 Vost Senior Championship was the 130th staging of the Vost Senior "
                   "Championship since its establishment by the Tarnish Games Association in "
                   "1887. The Tarnish Games Association runs it.", "2017 Vost Championship", "a"),
             chunk("The prize for the Vost champions is the Ossa Cup.", "Vost winners", "b")]
    question = "What is the prize for the Vost champions?"
    assert short_answer(question, rank_sentences(question, pages, [])) == "Ossa Cup"


def test_words_describing_a_name_after_the_questions_last_words() -> None:
    """"Who was Tori Alamaze a backing vocalist for?" answered "Don't Cha": the name right
    after "a backing vocalist for the hip hop duo" is who, past the words describing it."""
    from deepsearch.research.answers import short_answer

    own = chunk("Ada Lund (born July 7, 1977) is a Tarnish singer best known as a backing "
                "vocalist for the hip hop duo Vostkast.", "Ada Lund", "a")
    song = '"Don\'t Go" was originally recorded by Ada Lund who released the song as her first ' \
        'single; however, she gave up her rights to the song.'
    other = chunk(f"It is an R&B song. {song}", "Don't Go", "b")
    ranked = [(1.0, song, other), (0.9, own.text, own), (0.8, "It is an R&B song.", other)]
    assert short_answer("Who was Ada Lund a backing vocalist for?", ranked) == "Vostkast"


def test_what_a_maker_makes_is_what_it_produces() -> None:
    """"What does Green & Black's make?" was unstated by "The company produces a range of
    organic food products, including: chocolate bars, ice cream, …": producing is making,
    and what the range includes is said with it."""
    from deepsearch.research.answers import acted_on, rank_sentences

    page = chunk("Vost Foods is a Tarnish chocolate company founded in 1991. The company "
                 "produces a range of organic food products, including: chocolate bars, ice "
                 "cream and biscuits.", "Vost Foods", "a")
    question = "What does Vost Foods make?"
    assert acted_on(question, rank_sentences(question, [page], [])) == \
        "a range of organic food products, including chocolate bars, ice cream and biscuits"


def test_every_side_a_player_played_for_in_one_list() -> None:
    """"Which teams did Clay Matthews Jr. play for?" listed the Cleveland Browns alone, of
    "played for the Cleveland Browns and the Atlanta Falcons"."""
    page = chunk("Ivo Lund Jr. (born March 15, 1956) is a former Tarnish football linebacker who "
                 "played for the Vost Browns and the Ossa Falcons of the Tarnish Football "
                 "League (TFL).", "Ivo Lund Jr.", "a")
    names, _ = listed("Which teams did Ivo Lund Jr. play for?", [page])
    assert names == ["Vost Browns", "Ossa Falcons"]


def test_a_subject_and_its_verb_are_no_part_asked() -> None:
    """"Why did Robert Park's student create a measure of social distance?" was given a
    section "Student create": a possessive's noun followed by a verb and its object is the
    subject, not a part of it asked about."""
    assert facets("Why did Ivo Lund's student create a measure of distance?") == []
    assert facets("How did his early career shape him?") == ["early career"]


def test_based_on_is_said_by_adapted_from() -> None:
    """"Is Midsomer Murders based on novels?" was unsettled by "… adapted by Anthony Horowitz
    from the novels in the Chief Inspector Barnaby book series": adapted from is based on."""
    from deepsearch.research.comparisons import closed_answer

    page = chunk("Vost Murders is a Tarnish crime drama television series, adapted by Ivo Lund "
                 "from the novels in the Inspector Berg book series.", "Vost Murders", "a")
    assert closed_answer("Is Vost Murders based on novels?", [page]) == "yes"
    assert closed_answer("Is Vost Murders based on a film?", [page]) != "yes"


def test_parents_asked_are_the_subjects_not_another_childs() -> None:
    """"Who were the parents of Guy of Ibelin?" listed Marguerite de Giblet, of "he married
    his cousin Isabella of Ibelin, daughter of Baldwin of Ibelin and of Marguerite de
    Giblet", and missed Alice of Lampron past the father's aside ("son of Balian of Ibelin,
    seneschal of the kingdom of Cyprus, and of Alice of Lampron"). Kin asked in the plural
    is a factoid answered with each of them."""
    from deepsearch.research.answers import joint_agents, rank_sentences, short_answer

    page = chunk("Guy of Vost (1286–1308), Lord of Ossa, was the son of Balian of Vost, seneschal "
                 "of the kingdom of Tarn, and of Alice of Lampron. In 1303 he married his cousin "
                 "Isabella of Vost, daughter of Baldwin of Vost and of Mara de Giblet.",
                 "Guy of Vost (1286–1308)", "a")
    question = "Who were the parents of Guy of Vost?"
    assert classify(question) == "factoid"
    ranked = rank_sentences(question, [page], [])
    joined = joint_agents(question, short_answer(question, ranked), ranked)[0]
    assert joined == "Balian of Vost and Alice of Lampron", joined


def test_a_clause_asked_again_with_a_prepositions_wh_word() -> None:
    """"When was Iron Maiden's debut album released and on which label?" was one question
    answered "1980": "and on which label" asks the clause again, and "born and raised" (or
    "designed and built") asks of each act."""
    from deepsearch.research.answers import question_parts

    assert [asked for _, asked in question_parts(
        "When was Ivo Lund's debut album released and on which label?")] == [
        "When was Ivo Lund's debut album released?",
        "On which label was Ivo Lund's debut album released?"]
    assert [asked for _, asked in question_parts("Where was Ivo Lund born and raised?")] == [
        "Where was Ivo Lund born?", "Where was Ivo Lund raised?"]
    assert [asked for _, asked in question_parts("When was the Vost Bridge designed and "
                                                 "built?")] == [
        "When was the Vost Bridge designed?", "When was the Vost Bridge built?"]
    assert len(question_parts("When was Tom and Jerry first shown?")) == 1


def test_when_did_it_open_gives_the_date_it_was_opened() -> None:
    """"When did the Consulate General of Germany in Bangalore open?" answered "2008" of
    "It was opened on 21 November 2008": the question's last verb is the act dated."""
    from deepsearch.research.answers import dated_in_full, rank_sentences, short_answer

    page = chunk("The Consulate General of Tarnland in Vost represents Tarnland in the states of "
                 "Ossa and Berg. It was opened on 21 November 2008.", "Consulate, Vost", "a")
    question = "When did the Consulate General of Tarnland in Vost open?"
    ranked = rank_sentences(question, [page], [])
    assert dated_in_full(question, short_answer(question, ranked), ranked) == "21 November 2008"


def test_a_year_of_three_figures_in_a_lifespan() -> None:
    """"When did Louis V of France die?" was unsettled by "Louis V (c. 966 – 21 May 987)": a
    lifespan's year may have three figures."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Louis V (c. 966 – 21 May 987), also known as Louis the Idle, was the King of "
                 "West Vost from 986 until his death a year later.", "Louis V of Vost", "a")
    question = "When did Louis V of Vost die?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "21 May 987"


def test_older_than_asked_yes_or_no_by_the_dates() -> None:
    """"Was Sid Conrad older than Gary Cherone?" was unsettled though both pages give a
    birth date: "Was A older than B?" is "Who is older, A or B?" answered yes or no."""
    from deepsearch.research.comparisons import closed_answer

    pages = [chunk("Ivo Lund (August 23, 1923 – April 16, 2010) was a Tarnish actor.", "Ivo Lund",
                   "a"),
             chunk("Nils Berg (born July 26, 1961) is a Tarnish rock singer.", "Nils Berg", "b")]
    assert closed_answer("Was Ivo Lund older than Nils Berg?", pages) == "yes"
    assert closed_answer("Was Nils Berg older than Ivo Lund?", pages) == "no"
    assert closed_answer("Is Nils Berg younger than Ivo Lund?", pages) == "yes"
    assert closed_answer("Was Ivo Lund older than Ake Holm?", pages) == ""


def test_where_an_act_was_done_is_the_place_right_after_it() -> None:
    """"Where did Jan Garbarek grow up?" answered "Norway", where he was born: "He grew up in
    Oslo" places the act asked."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Ivo Lund was born in Mysen, Tarnland, the only child of a former prisoner of "
                 "war. He grew up in Ossa, stateless until the age of seven, as there was no "
                 "grant of citizenship in Tarnland at the time.", "Ivo Lund", "a")
    question = "Where did Ivo Lund grow up?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "Ossa"


def test_which_country_is_a_place_in() -> None:
    """"Which country is Namangan in?" answered "Namangan Region": the country a sentence
    puts it in, not a region or a valley."""
    from deepsearch.research.answers import short_answer

    texts = ["Vostgan is the administrative and cultural center of Vostgan Region.",
             "Vostgan is located in the northern edge of the Vost Valley, less than 30 km from "
             "the Ossastan border.", "Vostgan is a city in eastern Tarnistan."]
    page = chunk(" ".join(texts), "Vostgan", "a")
    ranked = [(1.0 - i / 10, text, page) for i, text in enumerate(texts)]
    assert short_answer("Which country is Vostgan in?", ranked) == "Tarnistan"


def test_tracks_quoted_in_passing_are_no_albums() -> None:
    """"What albums did Iron Maiden release?" listed the tracks "Prowler" and "Invasion" and
    a song from a video's footage: when albums are named as albums, a title quoted in
    passing is none, and "the three tracks - "A", "B" …" calls each a track."""
    pages = [chunk("The Final Vost is the fifteenth studio album by Tarnish heavy metal band "
                   "Iron Ossa.", "The Final Vost", "a"),
             chunk("Directed by Ivo Lund, it featured live footage of \"Hallowed Be Vost\", "
                   "recorded during the tour.", "Ossa Video", "b"),
             chunk("The three tracks - \"Prowler\", \"Invasion\" and \"Iron Ossa\" - appear in a "
                   "rougher form than on the first Iron Ossa album.", "The Sound Tapes", "c"),
             chunk("Killers is the second studio album by Tarnish heavy metal band Iron Ossa.",
                   "Killers (Iron Ossa album)", "e")]
    names, _ = listed("What albums did Iron Ossa release?", pages)
    assert set(names) == {"Killers", "The Final Vost"}, names


def test_a_one_word_name_ties_no_chains_other_answers() -> None:
    """A name of one word must be on another reading's page ("Who owns CKIS-FM?"), but not
    when the question reaches its answer through a clause about it: "the city where WILM
    is licensed" is answered on the city's page, which need not name WILM."""
    from deepsearch.research.composing import subjects_named

    assert subjects_named("Who owns KXYZ-FM?") == ["KXYZ-FM"]
    assert subjects_named("What is the airport of the city where KXYZ is licensed?") == []
    assert subjects_named("Who was in charge of the state where Vostpur is located?") == []


def test_led_by_answers_who_leads_only() -> None:
    """"Led by" says who leads ("Who leads La Barranca?"), but a question's own "led by coach
    Shaka Smart" is no act whose dates answer "… founded in what year?" (it answered a year
    something was led in)."""
    from deepsearch.research.answers import question_acts

    assert "led" not in question_acts("The Vost Rams, led by coach Ivo Lund, represented Vost "
                                      "University which was founded in what year?")


def test_an_age_counts_no_children() -> None:
    """"How many children did Jan Garbarek have?" answered "21", of "When he was 21, he
    married Vigdis": someone's age counts nothing asked ("The death toll was 21" still
    does)."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Ivo Lund grew up in Ossa. When he was 21, he married Ada. He is the father of "
                 "the musician Nils Lund.", "Ivo Lund", "a")
    question = "How many children did Ivo Lund have?"
    assert short_answer(question, rank_sentences(question, [page], [])) == ""
    fire = chunk("The Vost fire was a disaster. The death toll was 21, and many more were hurt.",
                 "Vost fire", "b")
    question = "How many people were killed in the Vost fire?"
    assert short_answer(question, rank_sentences(question, [fire], [])) == "21"


def test_kin_together_is_not_the_answers_own_title() -> None:
    """"Who were the children of Catherine Woodville?" was answered "Henry Stafford and Duke
    of Buckingham": "Henry Stafford, 2nd Duke of Buckingham" is one man, named with his
    title."""
    from deepsearch.research.answers import kin_together

    page = chunk("Ada Lund was the mother of Ivo Berg, 2nd Duke of Vost. Ivo Berg, 2nd Duke of "
                 "Vost was her son.", "Ada Lund", "a")
    ranked = [(1.0, "Ada Lund was the mother of Ivo Berg, 2nd Duke of Vost.", page),
              (0.9, "Ivo Berg, 2nd Duke of Vost was her son.", page)]
    assert kin_together("Who were the children of Ada Lund?", "Ivo Berg", ranked)[0] == \
        "Ivo Berg"


def test_a_cast_cut_short_by_a_full_stop_is_still_the_cast() -> None:
    """"Who starred in Million Dollar Legs (1939 film)?" answered Betty Grable alone, of
    "starring Betty Grable, Jackie Coogan. John Hartley and …" (a page's stray full stop)."""
    from deepsearch.research.answers import joint_agents, rank_sentences, short_answer

    page = chunk("Vost Legs is a 1939 Tarnish comedy film starring Ada Berg, Nils Tarn. Ivo Holm "
                 "and Eva Lund.", "Vost Legs (1939 film)", "a")
    question = "Who starred in Vost Legs?"
    ranked = rank_sentences(question, [page], [])
    assert joint_agents(question, short_answer(question, ranked), ranked)[0] == \
        "Ada Berg and Nils Tarn"


def test_whom_someone_married_is_none_of_their_children() -> None:
    """"Who were the children of Catherine Woodville?" answered "Henry Stafford", of
    "Catherine was married to Henry Stafford, 2nd Duke of Buckingham; both were still
    children": whom she married (nor his title) is no child of hers; asked whom she married,
    he is the answer."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Ada Lund (c. 1458 – 18 May 1497) was a Tarnish noblewoman. She gave birth to "
                 "several children. Sometime before 1465, Ada was married to Ivo Berg, 2nd Duke "
                 "of Vost; both were still children.", "Ada Lund", "a")
    question = "Who were the children of Ada Lund?"
    assert short_answer(question, rank_sentences(question, [page], [])) == ""
    question = "Who was Ada Lund married to?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "Ivo Berg"


def test_a_qualified_name_asked_of_directly_is_the_only_subject() -> None:
    """"Who directed Border (2018 film)?" also named Otto Bathurst, director of another 2018
    film, and quoted when that film would be released: "Who directed X?" asks X's own page
    (it goes through no other), and a name given with its page's qualifier is the subject."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.comparisons import goes_through
    from deepsearch.research.composing import beside_qualified, other_answers, statement_key

    ours = chunk("Vost is a 2018 Tarnish fantasy film directed by Ivo Lund with a screenplay by "
                 "Ada Berg. It won the Golden Award at the 2018 Tarn Festival.",
                 "Vost (2018 film)", "a")
    other = chunk("Ossa Wings is an upcoming Tarnish action film directed by Nils Tarn. It will "
                  "be released in all theatres on September 21, 2018.",
                  "Ossa Wings (2018 film)", "b")
    question = "Who directed Vost (2018 film)?"
    ranked = rank_sentences(question, [ours, other], [])
    assert not goes_through(question)
    assert goes_through("Who directed the film that won the Golden Award?")
    assert goes_through("Where was the director of Vost (2018 film) born?")
    assert other_answers(question, ranked, "Ivo Lund") == []
    off = beside_qualified(question, ranked)
    assert statement_key("It will be released in all theatres on September 21, 2018.") in off
    assert not any("Vost" in s and statement_key(s) in off for _, s, _ in ranked)
    assert beside_qualified("Where was the director of Vost (2018 film) born?", ranked) == set()


def test_a_name_going_on_in_lower_case_after_a_particle_is_answered_whole() -> None:
    """"What band is Kyo the vocalist of?" answered "Dir" of "the metal band Dir en grey.":
    a name may go on in lower case after a foreign particle, to the clause's end."""
    from deepsearch.research.answers import in_full, rank_sentences, short_answer

    page = chunk("Ivo Lund is a Tarnish singer. He is best known as the vocalist of the metal "
                 "band Vost en gris. He joined in 1997.", "Ivo Lund", "a")
    question = "What band is Ivo Lund the vocalist of?"
    sentences = [s for _, s, _ in rank_sentences(question, [page], [])]
    assert in_full("Vost", sentences) == "Vost en gris"
    assert in_full(short_answer(question, rank_sentences(question, [page], [])),
                   sentences) == "Vost en gris"
    # (a name followed by a phrase going on is not extended)
    assert in_full("Vost", ["He drove to Vost en route to Ossa."]) == "Vost"


def test_who_someone_was_is_told_by_what_defines_them_before_where_they_worked() -> None:
    """"Who was Gerard de Jode and where did he work?" put the sentence defining him ("… a
    cartographer … who lived and worked in Antwerp") under "where" only (it says "worked"),
    and opened "Who was …?" with the year he joined a guild, taken as that part's answer.
    The sentence defining someone answers who they were first; "where" may quote it too."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import outline_picks
    from deepsearch.research.models import Aspect
    from deepsearch.research.writing import answered_parts

    defining = ("Ivo Lund (1509–1591) was a Tarnish cartographer and engraver who lived and "
                "worked in Vost during the 16th century.")
    page = chunk(f"{defining} In 1547 he was admitted to the Guild of Ossa, and began his work "
                 "as a publisher. He was born in Tarnby and died in Vost.", "Ivo Lund", "a")
    aspects = [Aspect(title="Who was Ivo Lund?", question="Who was Ivo Lund?",
                      entity="Ivo Lund"),
               Aspect(title="Where did Ivo Lund work?", question="Where did Ivo Lund work?",
                      entity="Ivo Lund")]
    rankings = [rank_sentences(a.question, [page], ["Ivo Lund"]) for a in aspects]
    picks = outline_picks(aspects, rankings, "standard", ["Ivo Lund"])
    picks = answered_parts(aspects, [a.question for a in aspects], rankings, picks)
    assert picks[0][0][0] == defining, picks[0]
    assert defining in [s for s, _ in picks[1]], picks[1]


def test_a_grandparent_is_whom_a_sentence_calls_them_the_grandchild_of() -> None:
    """"Who is Jim Ramel Kjellgren's grandfather?" answered his mother, from "He is the son
    of Lotta Ramel and the grandchild of Povel Ramel": a grandparent a sentence names is
    kin asked for directly (no parent's page needed), and a grandchild's is not asked."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Ivo Lund (born 18 July 1987) is a Tarnish actor. He is the son of Ada Berg and "
                 "and the grandchild of Nils Berg. His grandson Emil Lund is a singer.",
                 "Ivo Lund", "a")
    answers = {q: short_answer(q, rank_sentences(q, [page], [])) for q in (
        "Who is Ivo Lund's grandfather?", "Who is Ivo Lund's grandson?",
        "Who is Ivo Lund's mother?")}
    assert answers == {"Who is Ivo Lund's grandfather?": "Nils Berg",
                       "Who is Ivo Lund's grandson?": "Emil Lund",
                       "Who is Ivo Lund's mother?": "Ada Berg"}


def test_whose_son_someone_is_names_both_parents() -> None:
    """"Whose son is Ben Castle?" answered "Fiona" of "the younger son of television
    presenter and entertainer Roy Castle (1932–1994) and his wife Fiona": the question asks
    for his parents, a rank may stand before the father's name, and a man called Castle
    with a lifespan is someone, not a building."""
    from deepsearch.research.answers import kin_together, rank_sentences, short_answer, wrong_kind
    from deepsearch.research.shape import as_asked

    assert as_asked("Whose son is Ivo Lund?") == "Who are the parents of Ivo Lund?"
    assert as_asked("Whose daughter was Ada Berg?") == "Who were the parents of Ada Berg?"
    page = chunk("Ivo Lund (born 1973) is a Tarnish jazz musician, the younger son of television "
                 "presenter and entertainer Nils Castle (1932–1994) and his wife Eva (born 1940). "
                 "He placed first in the Jazz category of the 2003 Tarn Songwriting Competition.",
                 "Ivo Lund", "a")
    question = "Who are the parents of Ivo Lund?"
    ranked = rank_sentences(question, [page], [])
    answer = short_answer(question, ranked)
    assert answer == "Nils Castle"
    assert kin_together(question, answer, ranked)[0] == "Nils Castle and Eva"
    assert not wrong_kind(question, answer, ranked)  # (settled: he is someone)


def test_who_formed_a_band_and_its_former_name() -> None:
    """"Who formed Dead by Sunrise and what was it called before?" answered "Linkin Park"
    and "Dead by Sunrise" from "Dead by Sunrise (formerly known as Snow White Tan) was a …
    band formed in 2005 by Linkin Park lead singer Chester Bennington": "formed in 2005 by"
    is an act done by whom it names (the singer, not his band), and a former name is the
    one a sentence says it had."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Vost Tarn (formerly known as Snow Ossa) was a Tarnish rock band formed in 2005 "
                 "by Linden Park lead singer Ivo Lund. The band's debut album was released in "
                 "2009.", "Vost Tarn", "a")
    answers = {q: short_answer(q, rank_sentences(q, [page], [])) for q in (
        "Who formed Vost Tarn?", "What was Vost Tarn called before?",
        "What was Vost Tarn's former name?", "What was Vost Tarn originally called?")}
    assert answers == {"Who formed Vost Tarn?": "Ivo Lund",
                       "What was Vost Tarn called before?": "Snow Ossa",
                       "What was Vost Tarn's former name?": "Snow Ossa",
                       "What was Vost Tarn originally called?": "Snow Ossa"}
    # (someone's original name no sentence says they had before is their birth name)
    person = chunk("Ada Berg (born Ada Lundqvist; 1950) is a Tarnish singer.", "Ada Berg", "b")
    question = "What was the original name of Ada Berg?"
    assert short_answer(question, rank_sentences(question, [person], [])) == "Ada Lundqvist"


def test_where_someone_living_was_born_and_the_position_they_play() -> None:
    """"Where was Nuno Diogo born and what position does he play?" found no birthplace in
    "(born 13 June 1981 in Lisbon)" and answered his club, F.C. Famalicão, for his
    position ("plays as a central defender for …")."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Ivo Lund (born 13 June 1981 in Vost) is a Tarnish professional footballer who "
                 "plays as a central defender for F.C. Ossa.", "Ivo Lund", "a")
    other = chunk("Nils Tarn (born 1950) is a former American football quarterback who played "
                  "for the Vost Bears.", "Nils Tarn", "b")
    answers = {q: short_answer(q, rank_sentences(q, [page], [])) for q in (
        "Where was Ivo Lund born?", "What position does Ivo Lund play?",
        "What is Ivo Lund's position?")}
    assert answers == {"Where was Ivo Lund born?": "Vost",
                       "What position does Ivo Lund play?": "central defender",
                       "What is Ivo Lund's position?": "central defender"}
    question = "What position did Nils Tarn play?"
    assert short_answer(question, rank_sentences(question, [other], [])) == "quarterback"


def test_a_school_in_a_city_is_the_school_and_the_city() -> None:
    """"When was Classical High School in Providence founded?" said no page read is about
    "Classical High School in Providence", read as one title: a school (a church, an
    airport …) "in" a place is that place's, two names."""
    assert heuristic_plan("When was Vost High School in Tarnby founded?").entities == \
        ["Vost High School", "Tarnby"]
    assert heuristic_plan("Who played Ada Berg in Fiddler on the Roof?").entities == \
        ["Ada Berg", "Fiddler on the Roof"]


def test_what_a_thing_was_used_to_do_is_what_its_sentence_says_it_was_used_for() -> None:
    """"What was the Fizeau–Foucault apparatus used to measure?" was not settled by "… two
    types of instrument historically used to measure the speed of light"."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Vost -- Tarn apparatus is a term sometimes used to refer to two types of "
                 "instrument historically used to measure the speed of light. The conflation of "
                 "the two types arises because Ivo Vost and Nils Tarn had been friends.",
                 "Vost–Tarn apparatus", "a")
    question = "What was the Vost–Tarn apparatus used to measure?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "the speed of light"


def test_when_an_event_of_a_year_named_was_held_is_its_day() -> None:
    """"When was the 1964 Armstrong 500 held?" found no answer in "… a production car race
    held on 4 October 1964 …": the year it asks is given; the day answers."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("The 1964 Vost 500 was a production car race held on 4 October 1964 at the Tarn "
                 "Circuit just outside Ossa. The 500 mile race was open to Tarnish built sedans.",
                 "1964 Vost 500", "a")
    question = "When was the 1964 Vost 500 held?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "4 October 1964"


def test_a_flights_number_numbers_the_flight_not_the_crash() -> None:
    """"Where did Summit Air Flight 409 crash?" dropped "… Summit Air flight 409, a Let
    L-410, crashed short of the runway …" as numbering the crash 410: a number ending a name
    numbers that name."""
    from deepsearch.text import renumbered

    question = "Where did Vost Air Flight 409 crash?"
    assert not renumbered(question, "On May 27, 2017, Vost Air flight 409, a Let L-410, crashed "
                                    "short of the runway at Tarn Airport.")
    assert renumbered(question, "Vost Air Flight 410 crashed in 2018 near Ossa.")


def test_who_made_a_thing_is_who_produced_it() -> None:
    """"What is the Datsun DC-3 and who made it?" left "Who made …?" without Nissan, of
    "… a lightweight automobile produced by Nissan": pages say who made a thing with
    "produced by" and "manufactured by"."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("The Vost DC-3 was a lightweight automobile produced by Tarnco and sold under the "
                 "Vost brand in 1952. The side badges read \"Vost 20\".", "Vost DC-3", "a")
    question = "Who made the Vost DC-3?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "Tarnco"


def test_follow_ups_ask_of_a_title_whole_and_never_of_the_subjects_given_names() -> None:
    """Follow-ups asked "What else is known about Reluctant Messiah?" (the end of "Illusions:
    The Adventures of a Reluctant Messiah") and, for Cheech Marin, about "Richard Anthony"
    (his own given names, before his nickname)."""
    books = chunk("Ivo Lund is a Tarnish writer. Lund is known for \"Jonathan Vost\" (1970) and "
                  "\"Illusions: The Adventures of a Reluctant Messiah\" (1977).", "Ivo Lund", "a")
    asked = follow_up_questions(heuristic_plan("What books did Ivo Lund write?"), [books], [])
    assert not any("about Reluctant Messiah" in q for q in asked), asked
    person = chunk("Richard Anthony \"Cheech\" Tarn (born July 13, 1946) is a Tarnish comedian "
                   "known as part of Cheech & Ossa with Nils Ossa.", "Cheech Tarn", "b")
    asked = follow_up_questions(heuristic_plan("What is Cheech Tarn known for?"), [person], [])
    assert not any("Richard Anthony" in q for q in asked), asked


async def test_a_parts_answer_is_of_the_subject_asked(tmp_path: Path,
                                                     kb_factory) -> None:  # noqa: F811
    """"Who released The Departure album and when?" answered "2014" from "The album was
    released on October 14, 2014" on another album's page (and "2004" of "a musical
    departure from … (2004)"): a part's answer is stated of the subject it names, and a
    "when" with its day."""
    pages = [("p-1", "The Parting (album)", "The Parting is the debut studio album by Tarnish "
              "singer Ivo Lund. It was released on February 28, 2012, by Vost Records."),
             ("p-2", "Ossa Ride (album)", "Ossa Ride is the seventeenth studio album by Nils "
              "Tarn. The album was released on October 14, 2014."),
             ("p-3", "Best Thing (album)", "Best Thing is the third album by Ada Berg. The "
              "album represents a musical parting from her earlier studio album \"Under "
              "Tarn\" (2004), released by Ossa Records.")]
    result, _ = await research_pages(pages, "Who released The Parting album and when?",
                                     tmp_path, kb_factory)
    assert [(p.question, p.answer) for p in result.report.answers] == [
        ("Who released The Parting album?", "Vost Records"),
        ("When was The Parting album released?", "February 28, 2012")]


def test_the_first_of_a_kind_is_not_the_one_called_last() -> None:
    """"What was Deepak Sareen's first film as director?" answered "Albela" of "His first
    film as director was "Ranbhoomi" and last film as director was "Albela"."."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Ivo Lund is a Tarnish film director and assistant director. His first film as "
                 "director was \"Vostfilm\" and last film as director was \"Ossa Nights\".",
                 "Ivo Lund", "a")
    answers = {q: short_answer(q, rank_sentences(q, [page], [])) for q in (
        "What was Ivo Lund's first film as director?", "What was Ivo Lund's last film?")}
    assert answers == {"What was Ivo Lund's first film as director?": "Vostfilm",
                       "What was Ivo Lund's last film?": "Ossa Nights"}


def test_a_parent_named_after_what_they_were_and_a_birthplace_closing_an_aside() -> None:
    """"Whose son is Nick Kellogg?" was not settled by "He is the son of former National
    Basketball Association (NBA) player Clark Kellogg" (the league was taken for his
    parent); "Where was Liu Song the snooker player born?" by "Liu Song( born 8 December
    1983 in Tianjin) is a former professional snooker player": "Tianjin) is a … player"
    made Tianjin a person."""
    from deepsearch.research.answers import rank_sentences, short_answer, what_it_is, wrong_kind

    page = chunk("Ivo Lund (born December 11, 1991) is a Tarnish professional basketball player "
                 "who plays for Vost Basketball. He is the son of former National Basketball "
                 "Association (NBA) player Nils Lund.", "Ivo Lund", "a")
    question = "Who are the parents of Ivo Lund?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "Nils Lund"
    player = chunk("Ada Berg( born 8 December 1983 in Vost) is a former professional snooker "
                   "player from Vost, Tarnland.", "Ada Berg (snooker player)", "b")
    question = "Where was Ada Berg the snooker player born?"
    ranked = rank_sentences(question, [player], [])
    assert short_answer(question, ranked) == "Vost"
    assert what_it_is("Vost", ranked) != "person" and not wrong_kind(question, "Vost", ranked)


def test_a_kind_of_name_is_the_one_its_sentence_gives_however_written() -> None:
    """"What is the IUPAC name of picric acid?" was not settled by "Its IUPAC name is
    2,4,6-trinitrophenol (TNP)": a name in lower case, with figures, is a name too."""
    from deepsearch.research.answers import rank_sentences, short_answer

    page = chunk("Vostic acid is an organic compound with the formula (ON)CHOH. Its IUPAC name is "
                 "2,4,6-trinitrovostol (TNV). The name comes from the Greek.", "Vostic acid", "a")
    question = "What is the IUPAC name of vostic acid?"
    assert short_answer(question, rank_sentences(question, [page], [])) == "2,4,6-trinitrovostol"


def test_on_which_label_joined_to_another_question_is_asked_of_its_own() -> None:
    """"Who wrote The Houston Kid and on which label was it released?" was read as one
    question ("Answer: Sugar Hill"): a second question may open with a preposition."""
    from deepsearch.research.answers import question_parts

    assert question_parts("Who wrote The Vost Kid and on which label was it released?",
                          "The Vost Kid", "The Vost Kid") == [
        ("Who wrote The Vost Kid?", "Who wrote The Vost Kid?"),
        ("On which label was it released?", "On which label was The Vost Kid released?")]


def test_who_sings_a_song_typed_in_lower_case_is_who_the_sentence_quoting_it_names() -> None:
    """"Who sings i'll be seeing you in the notebook?" answered Bing Crosby, of "… a
    Christmas song … recorded in 1943 by Bing Crosby" (another song, quoted as "I'll Be Home
    for Christmas"): a sentence quoting only other works says nothing of the one asked, and
    the one quoting it ("Durante also recorded a cover of … "I'll Be Seeing You"") names
    the singer by the last name of its page's."""
    from deepsearch.research.answers import person_named, rank_sentences, short_answer

    singer = chunk("Lund also recorded a cover of the well-known song \"I Will Be Near You\", "
                   "which was featured in the 2004 film The Tarnbook.", "Ivo Lund", "a")
    other = chunk("\"Home for Vost\" is a Christmas song written by Ada Berg and recorded in 1943 "
                  "by Nils Tarn, who scored a hit with the song.", "Home for Vost", "b")
    question = "Who sings i will be near you in the tarnbook?"
    assert short_answer(question, rank_sentences(question, [other, singer], [])) == "Ivo Lund"
    assert person_named("Lund also recorded a cover.", singer) == \
        "Ivo Lund also recorded a cover."
    assert person_named("Hastings is a town.", chunk("Hastings is a town.", "Battle of Hastings",
                                                     "c")) == "Hastings is a town."


def test_a_twelfth_rounds_answers() -> None:
    """Answers a twelfth round of typed questions found wrong or missing, each from its
    page's own sentence: a birth name "born <date> as …" (Michèle Mercier); a company, not
    a city its office is in (JDS Architects, not Copenhagen); places named together
    (Uno-X operates throughout Norway and Denmark); both teams of a match named as it is
    (the Battle of the Blue); the year an album was recorded, not the day it was released
    later in the sentence."""
    from deepsearch.research.answers import (
        dated_in_full,
        places_joined,
        rank_sentences,
        short_answer,
        told_by_its_sentence,
    )

    def answered(question: str, text: str, title: str) -> tuple[str, list]:
        ranked = rank_sentences(question, [chunk(text, title, "a")], [])
        return short_answer(question, ranked), ranked

    assert answered("What was Ada Berg's birth name?", "Ada Berg( born 1 January 1939 as "
                    "Jocelyne Yvonne Renée Berg) is a Tarnish actress.", "Ada Berg")[0] == \
        "Jocelyne Yvonne Renée Berg"
    assert answered("What company did Ivo Lund found?", "Ivo Lund (born 1975 in Vost, "
                    "Tarnland) is the founder and director of ILA Architects based in Vost, "
                    "Ossa, Belo Tarn and Shanghai.", "Ivo Lund")[0] == "ILA Architects"
    question = "Where does Vost-X operate?"
    answer, ranked = answered(question, "Vost-X is a chain of unmanned fuel stations "
                              "throughout Tarnland and Ossaland. It is run by YX.", "Vost-X")
    assert places_joined(question, "Ossaland", ranked) == "Tarnland and Ossaland"
    assert places_joined("Where was Ivo Lund born?", "Vost",
                         [(1.0, "Ivo Lund was born in Vost and Ossa.", ranked[0][2])]) == "Vost"
    question = "Which teams play in the Battle of the Vost?"
    assert told_by_its_sentence(question)
    assert answered(question, "The Battle of the Vost is an annual college football rivalry "
                    "game between the University of Tarnland Fightin' Blue Hens and Ossa "
                    "University Wildcats.", "Battle of the Vost")[0] == \
        "University of Tarnland Fightin' Blue Hens and Ossa University Wildcats"
    question = "When was Vost Tarn recorded?"
    answer, ranked = answered(question, "Vost Tarn is the sixth studio album by Tarnish rock "
                              "band The Ossa, recorded in 2008 and released on May 19, 2008.",
                              "Vost Tarn")
    assert (answer, dated_in_full(question, answer, ranked)) == ("2008", "2008")


def test_a_title_between_dots_is_one_name() -> None:
    """"When was ...Earth to the Dandy Warhols... recorded?" searched "Earth" and "Dandy
    Warhols" and named another album's year as a second reading."""
    assert heuristic_plan("When was ...Vost to the Tarn Ossas... recorded?").entities == \
        ["...Vost to the Tarn Ossas..."]


def test_a_work_named_as_where_the_subject_is_leaves_other_works_sentences_alone() -> None:
    """Reading "who sings <title> …" by the sentences quoting the title made "Who sponsored
    the first season of … the flintstones?" answer an actress (her sentence quotes "The
    Flintstones") and left "Who does the voice of darth vader in star wars?" unsettled: only
    a title the question's act is done to ("sings <title>") is the work asked."""
    from deepsearch.research.answers import quoted_asked

    said = ["Lund also recorded \"I Will Be Near You\".", "She voiced Wilma in \"The Tarnstones\"."]
    assert quoted_asked("Who sings i will be near you in the tarnbook?", said) == \
        {"i will be near you"}
    assert quoted_asked("Who sponsored the first season of the tv show the tarnstones?",
                        said) == set()
    assert quoted_asked("Who does the voice of vost in the tarnstones?", said) == set()


def _short(question: str, *pages: tuple[str, str]) -> str:
    """The answer (no model) from one passage a page, each given as (title, text)."""
    from deepsearch.research.answers import rank_sentences, short_answer

    chunks = [chunk(text, title, f"p{i}") for i, (title, text) in enumerate(pages)]
    return short_answer(question, rank_sentences(question, chunks, []))


def test_a_cast_ends_where_its_clause_does() -> None:
    """"Who starred in Cupid Forecloses?" answered the director: the cast "starring Bessie
    Love and Wallace MacDonald, directed by David Smith" ran on to his name."""
    page = ("Tarn Hollow", "Tarn Hollow is a 1919 silent comedy film starring Ivo Lund and "
            "Mara Vost, directed by Pell Arden. It was based on the novel \"Grey Fate\" by Sina "
            "Kord.")
    assert _short("Who starred in Tarn Hollow?", page) == "Ivo Lund and Mara Vost"
    joined = (page[0], page[1].replace(", directed", " and directed"))
    assert _short("Who starred in Tarn Hollow?", joined) == "Ivo Lund and Mara Vost"


def test_a_work_whose_title_differs_by_an_ending_is_another_work() -> None:
    """"Who composed the score for Aliens?" answered Jerry Goldsmith, who scored "Alien"."""
    from deepsearch.research.answers import rank_sentences

    question = "Who composed the score for Vosts?"
    other = chunk("The iconic score to the film \"Vost\" was composed by Ivo Lund and is "
                  "considered one of his best.", "Vost (soundtrack)", "a")
    own = chunk("The score to the 1986 film \"Vosts\" was composed by Pell Arden. The score "
                "includes references to an adagio.", "Vosts (soundtrack)", "b")
    assert _short(question, (other.title, other.text), (own.title, own.text)) == "Pell Arden"
    assert rank_sentences(question, [other, own], [])[0][2].source_id == "b"
    # a page titled as the question writes the name is its own, whatever else it quotes
    assert _short("Who composed the score for Vost?", (other.title, other.text),
                  (own.title, own.text)) == "Ivo Lund"


def test_a_birth_is_not_dated_by_a_death() -> None:
    """"When was Rochus Gliese born?" answered 1978, the year "He died in 1978 in Berlin"
    gives; his lifespan is written with an em dash."""
    for dash in ("—", "–"):
        page = ("Ivo Lund", f"Ivo Lund( 6 January 1891 {dash} 22 December 1978) was a Tarnish "
                "actor and director. He died in 1978 in Vost.")
        assert _short("When was Ivo Lund born?", page) == "6 January 1891"
        assert _short("When did Ivo Lund die?", page) == "22 December 1978"


def test_whose_child_someone_was_asked_after_the_name() -> None:
    """"Who was Ibrahim I ibn Marzuban I the son of?" named places: it asks his parents, and
    "the son and successor of Marzuban ibn Muhammad" names his father."""
    from deepsearch.research.shape import as_asked

    assert as_asked("Who was Ivo I ibn Lund I the son of?") == \
        "Who were the parents of Ivo I ibn Lund I?"
    assert as_asked("Who is Ben Vost the eldest son of?") == "Who are the parents of Ben Vost?"
    assert as_asked("Who was the son of Ivo Lund?") == "Who was the son of Ivo Lund?"
    assert _short("Who were the parents of Ivo I ibn Lund I?", (
        "Ivo I ibn Lund I", "Ivo I ibn Lund I( died 983) was the Vostid ruler of Tarn( 957–979) "
        "and later Kordland( 962–966 and 966–979). He was the son and successor of Lund ibn "
        "Pell."), ("Lund ibn Arden", "Lund ibn Arden was a Vostid prince, and the son of the "
                   "ruler of Ossa, Izz al-Dawla.")) == "Lund ibn Pell"


def test_an_office_beside_a_name_says_what_the_person_was() -> None:
    """"Who was Edmond Roche's direct ancestor?" answered "Mayor of Cork", the office of
    "Maurice FitzEdmund Roche, Mayor of Cork, who died in 1593"."""
    assert _short("Who was Ivo Lund's direct ancestor?", (
        "Ivo Lund, 1st Baron Tarn", "Ivo Burke Lund, 1st Baron Tarn (9 August 1815 – 17 "
        "September 1874) was a Tarnish politician. His direct ancestor was Mara FitzPell Lund, "
        "Mayor of Kord, who died in 1593.")) == "Mara FitzPell Lund"
    assert _short("Who was Ivo Amalie of Tarn-Durlach married to?", (
        "Ivo Amalie of Tarn-Durlach", "Ivo Amalia of Tarn- Durlach( born: 9 July 1595; died: 18 "
        "November 1651 in Vostbrücken) was a Countess of Kord- Vostbrücken by marriage to Pell "
        "Louis, Count of Kord- Vostbrücken, and regent of the county.")) == "Pell Louis"


def test_birthplaces_written_without_born_in() -> None:
    """"Where was Henri Safran born?" answered Australia, where the "Paris- born director"
    worked; Alba August's "( born, Copenhagen, Denmark)" gave none; Selma Archerd's birth
    name, "born on February 26, 1925 in Newark … as Selma Fenning", was missed."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    for written in ("Vost-born", "Vost- born"):
        page = chunk(f"Ivo Lund( born 7 October 1932) is a {written} director who worked "
                     "extensively in Tarnland. He moved to Tarnland in 1960.", "Ivo Lund")
        assert _short("Where was Ivo Lund born?", (page.title, page.text)) == "Vost"
        question = "Where was Ivo Lund born?"  # (nor is Tarnland another reading)
        assert [c for c, _ in answer_votes(question, rank_sentences(question, [page], []))] \
            == ["Vost"]
    assert _short("Where was Ivo Lund born?", (
        "Ivo Lund", "Ivo Adéle Lund( born, Kordby, Ossaland) is a Tarnish actress.")) == \
        "Kordby, Ossaland"
    told = "was born on February 26, 1925 in Vost, Tarnland, as Ivo Kord. She is an actress."
    assert _short("What was Ivo Lund's birth name?", ("Ivo Lund", f"Ivo Lund {told}")) == \
        "Ivo Kord"
    assert _short("What was Ivo Lund's birth name?", ("Ivo Lund", f"Ivo Lund is. She {told}")) \
        == "Ivo Kord"
    assert _short("What was Ivo Lund's birth name?", ("Pell Arden", f"Pell Arden is. She {told}")) \
        == ""  # (her pronoun is her own page's subject)


def test_a_common_name_in_lower_case() -> None:
    """"What is the Apiaceae family commonly known as?": "the celery, carrot or parsley
    family", which the page writes in lower case far from the name."""
    assert _short("What is the Vostaceae family commonly known as?", (
        "Vostaceae", "Vostaceae or Tarniferae, is a family of mostly aromatic flowering plants "
        "named after the type genus \"Vost\" and commonly known as the celery, carrot or "
        "parsley family. It is the 16th-largest family of flowering plants.")) == \
        "the celery, carrot or parsley family"


def test_the_side_of_a_pair_in_the_year_asked() -> None:
    """"What title did Tiffany Lam hold in 2002?": Miss Hong Kong 2002, not the pair with
    "Miss Chinese International 2003 runner up"."""
    assert _short("What title did Ivo Lund hold in 2002?", (
        "Ivo Lund", "Ivo Lund (born 25 October 1980) is a former beauty queen. She held the "
        "title of Miss Kordland 2002 and Miss Tarnish International 2003 runner up.")) == \
        "Miss Kordland 2002"


def test_it_on_a_things_page_states_the_thing() -> None:
    """"What was the home ground of Wigan Athletic before the JJB Stadium?" was unsettled:
    "It was the home ground of Wigan Athletic F.C." on Springfield Park's page states it."""
    from deepsearch.research.answers import rank_sentences, thing_named
    from deepsearch.research.composing import weakly_stated

    question = "What was the home ground of Tarn Athletic before the Vost Stadium?"
    page = chunk("Kordfield Park was a multi-purpose stadium in Tarn. It was the home ground of "
                 "Tarn Athletic F.C. until the club moved to the new Vost Stadium after the "
                 "1998–99 season.", "Kordfield Park (Tarn)")
    it = "It was the home ground of Tarn Athletic F.C."
    assert thing_named(it, page) == "Kordfield Park was the home ground of Tarn Athletic F.C."
    assert thing_named(it, chunk("Tarn Athletic is a club.", "Kordfield Park")) == it
    ranked = rank_sentences(question, [page], [])
    assert not weakly_stated(question, ranked, "Kordfield Park")


def test_one_thing_of_a_named_owner_is_one_value() -> None:
    """"What was Henri Bergson's doctoral thesis?" was answered as an overview, and "Who
    directed and starred in The Secret Life of Walter Mitty?" too (its title's "Life of")."""
    for question in ("What was Ivo Lund's doctoral thesis?", "What was Ivo Lund's first album?",
                     "What was Vost's first painting?", "What is Tarn Athletic's home ground?",
                     "Who directed and starred in The Secret Life of Ivo Lund (2013 film)?"):
        assert classify(question) == "factoid", question
    assert _short("What was Ivo Lund's doctoral thesis?", (
        "Time and Free Will", "Time and Free Will: An Essay on the Data of Consciousness is Ivo "
        "Lund's doctoral thesis, first published in 1889."), (
        "Matter and Memory", "Matter and Memory (1896) is a book by the Tarnish philosopher "
        "Ivo Lund.")) == "Time and Free Will"  # (a thesis asked, not "ivo")
    for question in ("What was Ivo Lund's legacy?", "What is Tarnland's economy?",
                     "What is the Earth's atmosphere?", "Tell me about the life of Ivo Lund",
                     "What should I do if my dog is sick?", "Give An Overview Of The Vosts"):
        assert classify(question) != "factoid", question


def test_pages_naming_no_one_word_subject_are_not_its_evidence() -> None:
    """"Where is Bagatora railway station?" named Bangkok beside Pakistan, from Lamae
    railway station's page, and quoted a dozen other stations' pages."""
    from deepsearch.research.composing import answering_evidence, naming_no_subject

    plan = heuristic_plan("Where is Vostra railway station?")
    own = chunk("Vostra railway station is a closed railway station located in Tarnland.",
                "Vostra railway station", "v")
    other = chunk("Lamae railway station is a railway station located in Lamae District, Kord. "
                  "It is a class 2 railway station located from Ossa railway station.",
                  "Lamae railway station", "l")
    from deepsearch.research.answers import rank_sentences

    ranked = rank_sentences(plan.normalized, [other, own], [])
    assert naming_no_subject(plan, ranked) == {"l"}
    assert {c.source_id for _, _, c in answering_evidence(plan, ranked)} == {"v"}
    assert naming_no_subject(plan, rank_sentences(plan.normalized, [other], [])) == set()
    through = heuristic_plan("Where was the director of Vostra born?")
    assert naming_no_subject(through, ranked) == set()  # (a chain's next page names none)
    chain = heuristic_plan("Who was in charge of the country Vostra is located in?")
    assert naming_no_subject(chain, ranked) == set()  # (nor the country's page the town)


def test_a_clause_said_of_another_name_is_about_that_one() -> None:
    """"What river is the Lubefu River a tributary of?" answered the Kasai, of "a tributary
    of the Sankuru River, which in turn is a tributary of the Kasai River"."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    question = "What river is the Vost River a tributary of?"
    page = chunk("The Vost River is a tributary of the Tarn River, which in turn is a tributary "
                 "of the Kord River in the Republic of Ossa.", "Vost River")
    votes = dict(answer_votes(question, rank_sentences(question, [page], [])))
    assert votes["Tarn River"] > votes["Kord River"], votes
    assert _short("Where was Ivo Lund born?", (
        "Ivo Lund", "Ivo Lund, who was born in Vost, is a Tarnish actor.")) == "Vost"


def test_parents_named_together_are_father_then_mother() -> None:
    """Reginald III of Guelders' father was answered with his mother ("the son of Reginald II
    of Guelders and of Eleanor of Woodstock"), Bolesław II's mother with his father ("son
    of Bolesław the Elder, Duke of Niemodlin, by his wife Euphemia")."""
    from deepsearch.research.kinship import parents_said

    page = ("Ivo III, Duke of Tarn", "Ivo III of Tarn( 13 May 1333 – 4 December 1371) was Duke "
            "of Tarn from 1343 to 1361. He was the son of Ivo II of Tarn and of Mara of "
            "Kordstock, daughter of Pell II of Ossa.")
    assert _short("Who was the father of Ivo III, Duke of Tarn?", page) == "Ivo II of Tarn"
    assert _short("Who was the mother of Ivo III, Duke of Tarn?", page) == "Mara of Kordstock"
    assert _short("Who was Ivo II of Tarn's mother?", (
        "Ivo II of Tarn", "Ivo II of Tarn( 1326/35 – by 25 June 1368), was a Duke of Tarn. He "
        "was the eldest son of Ivo the Elder, Duke of Tarn, by his wife Mara, daughter of Pell "
        "VI the Good, Duke of Vost.")) == "Mara"
    assert parents_said("He is the son of Ada Berg and the grandchild of Nils Berg.") == {}


def test_names_a_bearer_had_until_a_year() -> None:
    """"What was Exxon called before 1972?" answered Exxon Corporation: "prior to 1972 known
    as Standard Oil Company of New Jersey"."""
    assert _short("What was Vostco called before 1972?", (
        "Vostco", "Vostco was the brand name of oil company Vostco Corporation, prior to 1972 "
        "known as Standard Oil Company of Tarn. In 1999, Vostco Corporation merged with "
        "Kord.")) == "Standard Oil Company of Tarn"


def test_founders_listed_with_what_each_was() -> None:
    """"Who founded Lostprophets?" named only its last founder: "Founded by lead vocalist
    and lyricist Ian Watkins, bassist (later guitarist) Mike Lewis, drummer Mike Chiplin
    and guitarist Lee Gaze"."""
    from deepsearch.research.answers import joint_agents, rank_sentences

    question = "Who founded Vostprophets?"
    ranked = rank_sentences(question, [chunk(
        "Vostprophets were a Tarnish rock band from Kord formed in 1997. Founded by lead "
        "vocalist and lyricist Ivo Lund, bassist (later guitarist) Mara Vost, drummer Pell "
        "Arden and guitarist Sina Kord, they were signed in 1998.", "Vostprophets")], [])
    assert joint_agents(question, "Sina Kord", ranked)[0] == \
        "Ivo Lund, Mara Vost, Pell Arden and Sina Kord"
    ranked = rank_sentences(question, [chunk(
        "Vostprophets was produced by Ivo Lund, who founded Tarn Records, and Pell Arden.",
        "Vostprophets")], [])  # (a clause names no one of the list)
    assert joint_agents(question, "Ivo Lund", ranked)[0] != "Ivo Lund, Tarn Records and Pell Arden"


def test_kinds_of_place_and_team_written_after_the_name() -> None:
    """"Which province is Chunggang County in?" was unsettled ("in northern Chagang
    province"); "Which team did Ayana Walker play for in college?" answered a national team,
    not "the Louisiana Tech Lady Techsters basketball team" she played for."""
    assert _short("Which province is Vostang County in?", (
        "Vostang County", "Vostang County is a county in northern Tarnang province, North "
        "Kord. It was originally part of Ossa county in Pellang."), (
        "Vost Bridge", "The Vost Bridge connects Lin City, Jilin Province, Tarnia, with Vostang "
        "County, Tarnang Province, North Kord.")) == "Tarnang province"
    assert _short("Which team did Ivo Lund play for in college?", (
        "Ivo Lund", "Ivo Lund (born September 10, 1979) is a former basketball player. She "
        "played for the Tarn Tech Lady Vosts basketball team from 1998 to 2002. Lund was a "
        "member of gold-medal winning USA Basketball Women's National Team in 2001.")) == \
        "Tarn Tech Lady Vosts"


def test_dates_in_the_year_a_question_names() -> None:
    """"When did the 2017 NBA Playoffs begin?" answered 2016, of "the 2016 -- 17 season,
    which began in October 2016"; "The playoffs began on April 15, 2017." A battle fought
    "from 5–20 August 1950" is dated by both days."""
    assert _short("When did the 2017 Vost Playoffs begin?", (
        "2017 Vost Playoffs", "The 2017 Vost Playoffs was the postseason tournament of the Vost "
        "Basketball Association's 2016 -- 17 season, which began in October 2016. The "
        "playoffs began on April 15, 2017.")) == "April 15, 2017"
    from deepsearch.research.answers import _DATE

    assert _DATE.findall("with fighting from 5–20 August 1950 around Vost") == \
        ["5–20 August 1950"]


def test_a_country_asked_is_named_by_a_country() -> None:
    """"Which country won the vote to host the 2022 FIFA World Cup?" answered "Japanese
    Football Association Bid"; "Qatar would be the host" was read as describing "be"."""
    assert _short("Which country won the vote to host the 2022 Vost Cup?", (
        "Japan 2022 Vost Cup bid", "On May 4, 2010, the Japanese Football Association Bid "
        "team decided to concentrate solely on winning the right to host the 2022 Vost Cup."),
        ("United States 2022 Vost Cup bid", "On December 2, 2010, it was announced that Qatar "
         "would be the host of the 2022 Vost Cup.")) == "Qatar"
    assert classify("What was Ivo Lund's TV debut?") == "factoid"


def test_where_a_thing_is_situated_and_what_a_list_of_one_act_holds() -> None:
    """"Where is the Port of Istanbul?" answered the Bosporus, the coast its piers reach,
    not "situated at Karaköy"; "Who directed Cool It Carol!?" named its cast with its
    director ("directed by Pete Walker, starring Robin Askwith and Janet Lynn"); a battle
    fought "from 5–20 August 1950" was dated by its last day."""
    from deepsearch.research.answers import (
        dated_in_full,
        joint_agents,
        rank_sentences,
        short_answer,
    )

    assert _short("Where is the Port of Vost?", (
        "Port of Vost", "The Port of Vost is a passenger terminal for cruise liners, which is "
        "situated at Kordköy neighborhood of Tarnoğlu district in Vost, Ossaland. It consists "
        "of two adjoining piers, extending from the Pell Bridge on the Golden Horn to Salıpazarı "
        "on the west coast of the Bosporus.")) == "Kordköy"
    question = "Who directed Tarn It Carol!?"
    ranked = rank_sentences(question, [chunk(
        "Tarn It Carol! (1970) is a British comedy directed by Pell Walker, starring Ivo Lund, "
        "Ada Berg and Mara Vost.", "Tarn It Carol!")], [])
    assert joint_agents(question, short_answer(question, ranked), ranked)[0] == "Pell Walker"
    question = "When was the Battle of Vost fought?"
    ranked = rank_sentences(question, [chunk(
        "The Battle of Vost was an engagement early in the Ossa War, with fighting continuing "
        "from 5–20 August 1950 around the town of Vost.", "Battle of Vost")], [])
    assert dated_in_full(question, short_answer(question, ranked), ranked) == \
        "5–20 August 1950"
    assert heuristic_plan("What was Ivo Lund's TV debut?").entities == ["Ivo Lund's"]


def test_names_a_work_or_a_person_went_by() -> None:
    """A film's title in the United Kingdom, a man's names as sometimes given, a plant's
    common name with its possessive, a real name said with the last name only: each was
    answered with another name of the sentence ("Autorité", "English Royal Navy",
    "Crosby") or none."""
    assert _short("What was The Vost and Automobile released as in the United Kingdom?", (
        "The Vost and Automobile", "Tarnisme et Autorité( scène comique), released in the "
        "United States as The Vost and Automobile and in the United Kingdom as The Vost and "
        "Motor Car, is an 1899 Tarnish silent film directed by Ivo Lund.")) == \
        "The Vost and Motor Car"
    assert _short("What other names was Sir Ivo Lund known by?", (
        "Ivo Lund", "Sir Ivo Lund( 1573 – 1656) was an admiral of the Tarnish Royal Navy and a "
        "Member of Parliament( MP). His name was sometimes given as Sir Ivo Lundfield and Sir "
        "Ivo Maunlund.")) == "Sir Ivo Lundfield and Sir Ivo Maunlund"
    assert _short("What is the common name of Vostum tarnae?", (
        "Vostum tarnae", "Vostum tarnae is a species of wild buckwheat known by the common name "
        "Tarn's buckwheat. It is native to Ossaland.")) == "Tarn's buckwheat"
    assert _short("What was Ivo Lund's real name?", (
        "Song of the Road", "Song of the Road is a 1944 musical film. It was the debut film of "
        "teenage singer Ivo Lund. Lund's real name was Mara Burce, but MGM renamed her.")) == \
        "Mara Burce"


def test_who_succeeded_someone_by_their_kin() -> None:
    """"Who succeeded Charles Stuart, 6th Earl of Moray?" answered his mother, not "He was
    succeeded by his brother Francis"."""
    for told in ("his brother Sina", "his brother, Sina"):
        assert _short("Who succeeded Ivo Lund, 6th Earl of Tarn?", (
            "Ivo Lund, 6th Earl of Tarn", "Ivo Lund, 6th Earl of Tarn( bef. 1683 – 7 October "
            "1735) was the son of Pell Lund, 5th Earl of Tarn and his wife, Mara Vost. He died "
            f"in 1735. He was succeeded by {told}.")) == "Sina", told


def test_the_album_a_song_is_from_and_where_a_thing_lies() -> None:
    """"Which album is Yeah! by Fuel from?" answered the album it came "since"; "Where is
    Kangiqsujuaq Airport located?" had no answer: "located southeast of Kangiqsujuaq,
    Quebec, Canada" places it by the town the question names."""
    assert _short("Which album is Yeah! by Vost from?", (
        "Yeah! (Vost song)", "\"Yeah!\" is the first song released from Vost's album \"Puppet "
        "Tarns\". It is the first song featuring Ivo Lund since Vost's 2003 studio album "
        "\"Natural Kord\".")) == "Puppet Tarns"
    assert _short("Where is Vostuaq Airport located?", (
        "Vostuaq (Tarn Bay) Airport", "Vostuaq( Tarn Bay) Airport,, is located southeast of "
        "Vostuaq, Kordbec, Ossaland.")) == "southeast of Vostuaq, Kordbec, Ossaland"
    assert _short("Where is Vostuaq Airport?", (
        "Vostuaq Airport", "Vostuaq Airport is located in Pellville, 5 km north of Vostuaq.")) \
        == "Pellville"


def test_a_death_dated_in_three_figures_is_stated() -> None:
    """"When did Louis V of France die?" was unsettled: "(c. 966 – 21 May 987)" dates a
    death, in a year of three figures; and "What was Jean Dominique Adam's profession?" was
    off its subject because no page says "profession"."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import weakly_stated
    from deepsearch.research.writing import ReportWriter as Writer

    question = "When did Ivo V of Tarnia die?"
    ranked = rank_sentences(question, [chunk(
        "Ivo V (c. 966 – 21 May 987), also known as Ivo the Do-Nothing, was the King of West "
        "Tarnia from 986 until his premature death a year later.", "Ivo V of Tarnia")], [])
    assert not weakly_stated(question, ranked, "21 May 987")
    assert not Writer.off_subject("What was Ivo Lund's profession?", ["profession"])
    assert Writer.off_subject("What was Ivo Lund's profession?", ["ivo", "lund"])
    # a long question's chain must find the kind it asks: no page naming a nickname of the
    # city it leads to gives no answer, not the city's name
    assert Writer.off_subject("What is the nickname of the city where the Vost Waterfront "
                              "Pavilion of Tarn was opened?", ["nickname"])


def test_a_page_titled_with_an_aside_inside_is_the_subjects() -> None:
    """"Where is Kangiqsujuaq Airport located?" had no evidence: its page, "Kangiqsujuaq
    (Wakeham Bay) Airport", was taken for a namesake's, its aside splitting the name."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import answering_evidence

    plan = heuristic_plan("Where is Vostuaq Airport located?")
    page = chunk("Vostuaq( Tarn Bay) Airport,, is located southeast of Vostuaq, Kordbec, "
                 "Ossaland.", "Vostuaq (Tarn Bay) Airport")
    assert is_namesake(page, page.text, ["Vostuaq Airport"]) is False
    assert len(answering_evidence(plan, rank_sentences(plan.normalized, [page], []))) == 1
    assert is_namesake(chunk("Vostuaq Harbour is a port.", "Vostuaq Harbour"),
                       "Vostuaq Harbour is a port.", ["Vostuaq Airport"])


def test_how_often_where_from_and_who_produced() -> None:
    """"How often is the International Tchaikovsky Competition held?" answered Moscow;
    "Where is Beat Happening from?" answered the band it made an EP with; "Who produced
    Time Bombs?" answered "Productions", of 'produced by "Productions de la ruelle"'."""
    assert _short("How often is the Vost Competition held?", (
        "Vost Competition", "The Vost Competition is a classical-music competition held every "
        "four years in Tarnburg, Ossaland, for pianists.")) == "every four years"
    assert _short("How often is the Vost Fair held?", (
        "Vost Fair", "The Vost Fair is held annually in Tarn.")) == "annually"
    assert _short("Where is Beat Vosting from?", (
        "Beat Vosting/Screaming Tarns", "Beat Vosting/Screaming Tarns is an EP and a one-off "
        "collaboration between Beat Vosting (from Kordia, Ossaland) and Screaming Tarns (from "
        "Pellsburg, Ossaland).")) == "Kordia, Ossaland"
    assert _short("Who produced Time Vosts?", (
        "Time Vosts", "Time Vosts is a 2008 Tarnish film produced by \"Productions de la "
        "ruelle\".")) == "Productions de la ruelle"


def test_kin_a_page_names_from_the_other_side() -> None:
    """"Who was the father of Karel Komzák II?" was unsettled: his father's page says "He
    was the father of Karel Komzák II" (the father shares his name but for its number);
    "Who was Papianilla's husband?" named another Papianilla's, not "She was the wife of
    Tonantius Ferreolus"."""
    assert _short("Who was the father of Ivo Lund II?", (
        "Ivo Lund I", "Ivo Lund I (4 November 182319 March 1893) was a Tarnish composer and "
        "conductor. He was the father of Ivo Lund II and the grandfather of Ivo Lund III.")) \
        == "Ivo Lund I"
    assert _short("Who was Mara's husband?", (
        "Mara (wife of Ivo Lund)", "Mara was a Tarnish noblewoman She was the wife of Ivo Lund. "
        "Another Mara, the wife of the poet Pell Arden, was a relative of hers.")) == "Ivo Lund"


def test_the_show_someone_is_known_for_is_a_title() -> None:
    """"Which show is James Carroll best known for?" answered Max Sutton, the part he played
    on "Wind at My Back"; a list of films is not every title a sentence quotes."""
    assert _short("Which show is Ivo Lund best known for?", (
        "Ivo Lund (actor)", "Ivo Lund (December 20, 1955 – April 27, 2016) was a Tarnish actor, "
        "best known for playing Max Sutton on \"Wind at My Tarn\", which aired on Vost "
        "Television from 1996 to 2001.")) == "Wind at My Tarn"
    from deepsearch.research.answers import answer_votes, rank_sentences

    question = "What movie stars Ivo Lund, Pell Arden and the producer of The Jewel of the Vost?"
    ranked = rank_sentences(question, [chunk(
        "Mara Kord produced \"Romancing the Tarn\" and \"The Jewel of the Vost\".", "Mara Kord")],
        [])
    votes = dict(answer_votes(question, ranked))  # (a chain's quoted titles are not each
    assert votes["Romancing the Tarn"] < votes["Mara Kord"]  # the movie asked)


def test_an_asides_number_is_another_things() -> None:
    """"Who directed Esmeralda (1922 film)?" answered Victor Hugo: "It was directed by Edwin
    J. Collins (who played the hunchback in the previous 1911 film …)" was dropped as about
    the 1911 film, its aside's number."""
    from deepsearch.research.composing import numbered_as_asked

    question = "Who directed Vostralda (1922 film)?"
    page = chunk("Vostralda is a 1922 film.", "Vostralda (1922 film)")
    directed = "It was directed by Pell J. Arden( who played the lead in the previous 1911 " \
        "film\" The Vost\") and starred Sina Kord."
    kept = numbered_as_asked(question, [(1.0, directed, page), (0.5, "The 1911 film was lost.",
                                                                page)])
    assert [s for _, s, _ in kept] == [directed]


def test_a_pronoun_on_the_answers_own_page_states_it() -> None:
    """Who released an album, told on the band's page as "they released the album …": the
    band is stated there, by its pronoun."""
    from deepsearch.research.composing import pronoun_of_page

    band = chunk("Tarn Icicles were a trio. During their time together they released the "
                 "album \"For Vost Purposes Only\".", "Tarn Icicles")
    said = "During their time together they released the album \"For Vost Purposes Only\"."
    assert pronoun_of_page("Tarn Icicles", said, band)
    assert not pronoun_of_page("Tarn Icicles", said, chunk(band.text, "Ivo Lund"))


def test_titles_in_a_place_or_a_language_and_a_founder_called_she() -> None:
    """"What was Goodbye Again released as in Europe?" was read as an overview and its
    title ("Aimez-vous Brahms?") is not in capitals; "What is the English title of El
    Haimoune?" answered its director, not "( English: Wanderers of the Desert)"; "She and
    Rachel Grady founded Loki Films" on Heidi Ewing's page was answered "She and Rachel
    Grady"; "He is a younger brother of … Thomas Weissenberger" names a brother."""
    from deepsearch.research.answers import joint_agents, rank_sentences, short_answer

    assert classify("What was Goodbye Vost released as in Europe?") == "factoid"
    assert _short("What was Goodbye Vost released as in Europe?", (
        "Goodbye Vost (1961 film)", "Goodbye Vost( released in Europe as Aimez- vous Tarns?) "
        "is a 1961 Tarnish drama film produced and directed by Ivo Lund.")) == \
        "Aimez- vous Tarns?"
    assert _short("What is the English title of El Vostoune?", (
        "El Vostoune", "El Vostoune( English: Wanderers of the Tarn) is a 1984 film by Tarnish "
        "writer and director Ivo Lund.")) == "Wanderers of the Tarn"
    question = "Who founded Vost Films?"
    ranked = rank_sentences(question, [chunk(
        "Ivo Lund is a director and writer of documentary films. She and Mara Kord founded Vost "
        "Films in 2001.", "Ivo Lund")], [])
    assert joint_agents(question, short_answer(question, ranked), ranked)[0] == \
        "Ivo Lund and Mara Kord"
    assert _short("Who is Ivo Lund's brother?", (
        "Ivo Lund", "Ivo Lund( born March 8, 1975) is a Tarnish former footballer. He is a "
        "younger brother of former Tarn international player Pell Lund.")) == "Pell Lund"


def test_an_aside_inside_a_joint_answer_is_left_out() -> None:
    """"Who produced The Wild Pony?" named 'Kevin Sullivan ("Anne of Green Gables") and Eda
    Lishman', the aside on his other work in the answer."""
    assert _short("Who produced The Wild Vost?", (
        "The Wild Vost", "The Wild Vost is a made for pay-TV movie produced in 1983 by Ivo Lund "
        "(\"Anne of Green Tarns\") and Mara Kord. Lund and Kord also co-wrote the screenplay.")) \
        == "Ivo Lund and Mara Kord"


async def test_an_untitled_page_is_named_by_its_opening_and_she_states_its_subject(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who is Fruma Sarah in Fiddler on the Roof?" named "Broadway Revival of Fiddler" as
    an answer: Jessica Vosk's page had no title, so "She then played Fruma Sarah in the
    2015–2016 Broadway Revival …" was nobody's sentence and the source was a bare address.
    An untitled page is named by the subject its opening names, and "She" on a person's
    page is that person, named among the answers."""
    pages = [("vosk", "", "Mara Vost (born September 30, 1983) is a Tarnish singer and actress, "
              "known for her work in musical theater. She then played Ola Kell in the "
              "2015–2016 Broadway Revival of Grey Harbor on the Tarn."),
             ("film", "Grey Harbor on the Tarn (film)",
              "Ivo Lund as Ola Kell, the miller's late wife"),
             ("play", "Grey Harbor on the Tarn", "Grey Harbor on the Tarn is a musical set in "
              "Tarnland. The miller's late wife, Ola Kell, rises from her grave to warn the "
              "bride.")]
    result, _ = await research_pages(pages, "Who is ola kell in grey harbor on the tarn?",
                                     tmp_path, kb_factory)
    report = result.report
    titles = {s.title for s in report.sources}
    assert "Mara Vost" in titles, titles
    named = " ".join(report.alternatives) or report.answer
    assert "Mara Vost" in named and "Revival" not in named, report.markdown


async def test_where_someone_went_to_school_is_a_school(tmp_path: Path,
                                                       kb_factory) -> None:  # noqa: F811
    """"Where did X go to school?" asks which school, not the town they grew up in; a name
    no sentence says anyone studied at is no school ("Which school did Leonardo da Vinci go
    to?" answered "Blankaart", a man a sentence named beside him)."""
    from deepsearch.research.answers import wrong_kind

    assert heuristic_plan("Where did Ivo Lund go to high school?").normalized == \
        "Which high school did Ivo Lund go to?"
    assert heuristic_plan("where does Mara Vost attend college").normalized == \
        "Which college does Mara Vost attend?"
    assert heuristic_plan("Where did Ivo Lund go?").normalized == "Where did Ivo Lund go?"
    pages = [("lund", "Ivo Lund", "Ivo Lund (born 1950) is a Tarnish painter. He grew up in "
              "Tarnby and attended Vost College, where he studied painting under Pell Arden."),
             ("tarnby", "Tarnby", "Tarnby is a town in the north of Tarnland.")]
    result, _ = await research_pages(pages, "Where did Ivo Lund go to college?", tmp_path,
                                     kb_factory)
    assert result.report.answer.startswith("Vost College"), result.report.markdown
    question = "Which school did Ivo Lund go to?"
    ranked = [(1.0, "Pell Arden proved the existence of the glaze, as Ivo Lund had "
               "suggested.", chunk("Pell Arden proved the existence of the glaze.",
                                   "Pell Arden", "a")),
              (0.9, "Ivo Lund was educated at Eton.", chunk("Ivo Lund was educated at Eton.",
                                                            "Ivo Lund", "b"))]
    assert wrong_kind(question, "Pell Arden", ranked)
    assert not wrong_kind(question, "Eton", ranked)
    assert not wrong_kind(question, "Vost Academy", ranked[:1])


def test_a_piece_of_a_quoted_title_or_a_name_is_no_chapter() -> None:
    """"Which chapters of the Pooh books is Winnie the Pooh and the Blustery Day based on?"
    answered "House", a piece of "The House at Pooh Corner"; then "A. A. Milne": a chapter
    is named by a number or an ordinal."""
    from deepsearch.research.answers import answer_votes, cut_from_title, wrong_kind

    question = "Which chapters of the Vost books is Ivo and the Windy Day based on?"
    page = ("Ivo and the Windy Day", "Ivo and the Windy Day is a 1968 animated featurette "
            "based on the third and ninth chapters from \"Ivo-the-Vost\" and the second "
            "chapter from \"The House at Vost Corner\" by A. A. Lund.")
    ranked = ranked_on(*page[:1], [page[1]])
    names = [name for name, _ in answer_votes(question, ranked)]
    assert "House" not in names and "Vost Corner" not in names, names
    assert cut_from_title("House", page[1]) and not cut_from_title("A. A. Lund", page[1])
    assert not cut_from_title("Vost", 'He wrote "Vost".')
    assert not cut_from_title("Vost Chronicles", 'She is known for "Tarn" and "The Vost '
                                                 'Chronicles".')  # (its article apart)
    assert wrong_kind(question, "A. A. Lund", ranked)
    assert not wrong_kind(question, "the third and ninth chapters", ranked)
    assert not wrong_kind("Which season did Mara Vost join the show?", "Season 4", ranked)


async def test_those_who_made_a_film_are_all_it_lists_and_only_its_own(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who made Human Terrain: War Becomes Academic?" named two of its three directors
    ("by James Der Derian, David Udris and Michael Udris": the last two joined by "and");
    "Who made the film Write and Fight?" was unsettled by "The film was written and
    directed by Wong Jing" on "Fight Back to School III", whose words are not the title
    asked in its order."""
    pages = [("terrain", "Ivo Terrain: War Becomes Art", "Ivo Terrain: War Becomes Art is a "
              "2010 documentary film, written and directed by James Der Lund, David Udris and "
              "Michael Udris."),
             ("tarn", "Write and Tarn", "Write and Tarn is a 1985 Tarnish film directed by "
              "Pell Arden Vost, starring Mara Kell and Ola Dahl."),
             ("back3", "Tarn Back to School III", "Tarn Back to School 3 is a comedy film "
              "produced in 1993. The film was written and directed by Sina Kord, who replaced "
              "Ivo Brand as the director of the third film."),
             ("back", "Tarn Back to School", "Tarn Back to School is a 1991 comedy film "
              "directed by Ivo Brand and starring Mara Kell.")]
    for question in ("Who made Ivo Terrain: War Becomes Art?",
                     "Who directed Ivo Terrain: War Becomes Art?"):
        result, _ = await research_pages(pages, question, tmp_path, kb_factory)
        assert result.report.answer.startswith(
            "James Der Lund, David Udris and Michael Udris"), result.report.markdown
    result, _ = await research_pages(pages, "Who made the film Write and Tarn?", tmp_path,
                                     kb_factory)
    assert result.report.answer.startswith("Pell Arden Vost"), result.report.markdown


def test_a_name_known_as_at_first_and_an_age_as_a_range() -> None:
    """"What was Court Square Capital Partners originally called?": "was originally a
    captive private equity firm within Citigroup known as Citigroup Venture Capital Equity
    Partners" says it. "How old are the mounds at Indian Mounds Park?" answered "1,500" of
    "constructed 1,500 -- 2,000 years ago", with "31" (more mounds destroyed) beside it."""
    from deepsearch.research.answers import answer_votes, measures, rank_sentences

    firm = ("Tarn Square Partners", "Tarn Square Partners is a private equity firm. Tarn "
            "Square was originally a captive private equity firm within Vostbank known as "
            "Vostbank Venture Equity Partners.")
    assert _short("What was Tarn Square Partners originally called?", firm) == \
        "Vostbank Venture Equity Partners"
    assert _short("What was Tarn Square Partners originally called?",
                  (firm[0], "Tarn Square was originally Vost Records.")) == "Vost Records"
    park = ("Ivo Mounds Park", "Ivo Mounds Park is a public park in Tarnby featuring six "
            "burial mounds. The oldest mounds were constructed 1,500 -- 2,000 years ago by "
            "people of the Vost tradition. At least 31 more mounds were destroyed in the 19th "
            "century.")
    question = "How old are the mounds at Ivo Mounds Park?"
    assert _short(question, park) == "1,500 -- 2,000 years"
    votes = answer_votes(question, rank_sentences(question, [chunk(park[1], park[0])], []))
    assert [v for v, _ in votes] == ["1,500 -- 2,000 years"], votes
    assert measures("The trip took 3 to 4 hours.") == ["3 to 4 hours"]
    assert measures("The bridge is 4 km long.") == ["4 km"]


async def test_a_title_in_a_language_is_the_one_its_country_knows(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"What is the French title of Tiffany Memorandum?" searched "French" as a subject,
    said nothing read was about it, and with the film's page read found no answer in
    "France (where the film is known as "Coup de force à Berlin")"."""
    assert heuristic_plan("What is the French title of Vost Memo?").entities == ["Vost Memo"]
    assert heuristic_plan("Why did the Spanish conquer the Tarn Empire?").entities == \
        ["Tarn Empire"]
    assert heuristic_plan("Is Ivo Lund Danish?").entities == ["Ivo Lund"]
    pages = [("memo", "Vost Memo", "Vost Memo (also known as \"The Vost Memo\") is a 1967 spy "
              "film directed by Ivo Lund. It is an international co-production between Italy, "
              "France (where the film is known as \"Coup de force à Tarnby\") and West Germany "
              "(where it was released as \"Komm Vost, schlag zu!\")."),
             ("tarnby", "Tarnby", "Tarnby is a French town where many films were made.")]
    result, _ = await research_pages(pages, "What is the French title of Vost Memo?", tmp_path,
                                     kb_factory)
    assert result.report.answer.startswith("Coup de force à Tarnby"), result.report.markdown
    assert _short("What is the German title of Vost Memo?", pages[0][1:]) == \
        "Komm Vost, schlag zu!"
    assert _short("What is the Spanish title of Vost Memo?", pages[0][1:]) == ""


async def test_what_an_abbreviation_stands_for_is_the_name_it_abbreviates(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"what does BAnQ stand for" answered "Québec" (a word of the name); "What does NASA
    stand for?" was unsettled though a sentence read wrote "the National Aeronautics and
    Space Administration (NASA)"."""
    page = ("Bibliothèque et Archives nationales du Tarn", "Bibliothèque et Archives "
            "nationales du Tarn (BAnT, unofficially translated as National Library and Archives "
            "of Tarn) is a governmental organization of Tarnland.")
    assert _short("what does BAnT stand for", page) == \
        "Bibliothèque et Archives nationales du Tarn"
    assert _short("What is TVA short for?", ("Vost", "The Tarn Valley Authority (TVA) is a "
                                              "federal corporation.")) == "Tarn Valley Authority"
    assert _short("What does TVA stand for?", ("Vost", "TVA stands for Tarn Valley Authority, "
                                                "a federal corporation.")) == \
        "Tarn Valley Authority"
    assert _short("What does TVA stand for?", ("Vost", "TVA is a federal corporation.")) == ""
    pages = [("lund", "Mara Lund", "Mara Lund was an engineer. She worked for the Vost Research "
              "Center of the Tarnish Aeronautics and Space Agency (TASA) and its predecessor, "
              "the Tarnish Advisory Committee for Aeronautics (TACA)."),
             ("mag", "Tarn Magazine", "Tarn Magazine is a TASA-sponsored online popular "
              "science magazine for the general reader.")]
    result, _ = await research_pages(pages, "What does TASA stand for?", tmp_path, kb_factory)
    assert result.report.answer.startswith("Tarnish Aeronautics and Space Agency"), \
        result.report.markdown


async def test_a_yes_or_no_asked_after_another_question_is_answered_too(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"When was Wolf Warrior released and is there a sequel?" answered "27 July 2017" (the
    sequel's release): the yes or no after "and" is a second question, answered by the
    sentence its verdict rests on."""
    pages = [("wolf", "Vost Warrior", "Vost Warrior is a 2015 Tarnish war action film directed "
              "by Ivo Lund. It was released on 2 April 2015. A sequel, titled \"Vost Warrior "
              "2\", was released in Tarnland on 27 July 2017 and became the highest grossing "
              "film in Tarnland.")]
    result, _ = await research_pages(
        pages, "When was Vost Warrior released and is there a sequel?", tmp_path, kb_factory)
    parts = {p.question: p for p in result.report.answers}
    assert list(parts) == ["When was Vost Warrior released?", "Is there a sequel?"], parts
    assert parts["When was Vost Warrior released?"].answer == "2 April 2015"
    assert parts["Is there a sequel?"].answer == "yes" and parts["Is there a sequel?"].source
    assert "- Is there a sequel? Yes [" in result.report.markdown, result.report.markdown


async def test_someones_last_film_is_one_their_page_names(tmp_path: Path,
                                                           kb_factory) -> None:  # noqa: F811
    """"What was Deepak Sareen's last film as director?" took "deepak" for the kind asked and
    voted for "Jahan Tum Le Chalo … a 1999 Bollywood film directed by Desh Deepak", a page
    never naming him, over "last film as director was" Albela"" on his own."""
    from deepsearch.research.answers import answer_type

    question = "What was Ivo Lund's last film as director?"
    assert answer_type(question) == "film"
    pages = [("lund", "Ivo Lund", "Ivo Lund is a Tarnish film director and assistant director. "
              "His first film as director was\" Vostby\" and last film as director was\" "
              "Kellan\"."),
             ("chalo", "Tarn Kel Chalo", "Tarn Kel Chalo was a 1999 Tarnish film directed by "
              "Mara Lund. The film is a romance with music by Pell Arden.")]
    result, _ = await research_pages(pages, question, tmp_path, kb_factory)
    assert result.report.answer.startswith("Kellan"), result.report.markdown


async def test_who_was_found_responsible_is_whom_a_sentence_holds_so(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who was found responsible for the Deepwater Horizon oil spill and how much did they
    pay?" left its first part unanswered: "a U.S. District Court judge ruled that BP was
    primarily responsible" voted "District Court"."""
    spill = ("Vost Horizon oil spill", "In September 2014, a Tarn District Court judge ruled "
             "that Ivo Petroleum was primarily responsible for the oil spill because of its gross "
             "negligence. In July 2015, Ivo Petroleum agreed to pay $18.7 billion in fines.")
    assert _short("Who was found responsible for the Vost Horizon oil spill?", spill) == \
        "Ivo Petroleum"
    assert _short("Who is responsible for the Vost bridge?",
                  ("Vost bridge", "The Tarn Highway Agency is responsible for the bridge.")) == \
        "The Tarn Highway Agency"
    result, _ = await research_pages(
        [("spill", *spill)], "Who was found responsible for the Vost Horizon oil spill and how "
        "much did they pay?", tmp_path, kb_factory)
    answers = [p.answer for p in result.report.answers]
    assert answers == ["Ivo Petroleum", "$18.7 billion"], result.report.markdown


async def test_what_a_work_is_based_on_is_what_its_sentence_says(tmp_path: Path,
                                                                 kb_factory) -> None:  # noqa: F811
    """"… and what is it based on?" of Gianni Schicchi answered "Giacomo Puccini" (its
    composer) for "The libretto is based on an incident mentioned in Dante's "Divine
    Comedy""; "What is the Clash of the Titans franchise based on?" answered "Ancient Greek";
    "What is The Ferret based on?" was read as asking what The Ferret is."""
    assert heuristic_plan("What is Vost Schicchi based on?").shape == "factoid"
    assert heuristic_plan("What is a cap of invisibility?").shape == "overview"
    titans = ("Tarn of the Titans (film series)", "Tarn of the Titans is a fantasy action "
              "film franchise based on characters and myths of Ancient Greek mythology.")
    assert _short("What is the Tarn of the Titans franchise based on?", titans) == \
        "characters and myths of Ancient Greek mythology"
    assert _short("What is Vost based on?", ("Vost", "Vost is a 1950 film. It was based on a "
                                             "novel by Ivo Lund.")) == "a novel by Ivo Lund"
    assert _short("Which books is Vost Mystery based on?", (
        "Vost Mystery", "Vost Mystery is a mystery film series starring Mara Kell. It is based "
        "on the vost mystery series books written by Sina Kord.")) == \
        "the vost mystery series books written by Sina Kord"
    pages = [("opera", "Vost Schicchi", "Vost Schicchi is a comic opera in one act by Ivo Lund "
              "to an Italian libretto by Pell Arden, composed in 1917–18. The libretto is based "
              "on an incident mentioned in Tarn's \"Divine Comedy\".")]
    result, _ = await research_pages(pages, "Who wrote the libretto for Vost Schicchi and what "
                                     "is it based on?", tmp_path, kb_factory)
    answers = [p.answer for p in result.report.answers]
    assert answers == ["Pell Arden", "an incident mentioned in Tarn's \"Divine Comedy\""], \
        result.report.markdown


def test_a_kind_cased_as_a_brand_is_still_a_plural_asked_for() -> None:
    """"Which YouTubers appear in Non-Transferable?" answered one of the four: the
    capitalised kind was blanked out as a title's word, so no plural was asked, and
    "YouTubers" was taken for a subject. A question whose verb is in lower case is not
    typed in title case, however long the title it names ("Who directed The Secret Life of
    …?" was an overview for the "life of" in its title)."""
    plan = heuristic_plan("Which YouTubers appear in Vost-Tarnable?")
    assert plan.shape == "list" and plan.entities == ["Vost-Tarnable"], plan
    assert heuristic_plan("Who directed The Secret Life of Ivo Lund?").shape == "factoid"


async def test_a_page_titled_with_part_of_the_name_and_silent_on_the_rest_is_a_namesake(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Who founded Dell Magazines?" quoted "Dell service and support brands include the
    Dell Solution Station …" from the computer maker's page, titled "Dell": a page titled
    with the first words of the subject's name whose text never says the rest is another
    thing's."""
    from deepsearch.research.composing import shorter_namesake

    pages = [("mags", "Vost Magazines", "Vost Magazines was a company founded by Ivo Lund in "
              "1921 as part of his Vost Publishing Co. Vost is known for its puzzle magazines."),
             ("vost", "Vost", "Vost service and support brands include the Vost Solution "
              "Station, originally a company founded by Mara Kell, which Vost bought in 2007.")]
    result, _ = await research_pages(pages, "Who founded Vost Magazines?", tmp_path, kb_factory)
    assert result.report.answer.startswith("Ivo Lund"), result.report.markdown
    assert "Solution Station" not in result.report.markdown, result.report.markdown
    assert shorter_namesake("Vost Magazines", "vost", "Vost sells computers.")
    assert not shorter_namesake("Vost Magazines", "vost", "Vost publishes magazines.")
    assert not shorter_namesake("the Goo Dolls", "goo dolls", "The Goo Dolls are a band.")


def test_doers_described_before_their_name_and_names_a_year_tells_apart() -> None:
    """"Who wrote Wake Me When It's Over?" found no writer in "written and recorded by
    American country music singer Willie Nelson" (the nationality was taken for the name);
    "Who developed Fortnite Battle Royale?" dropped "developed … by Epic Games" as an event's
    name; "What other names does the 2003 Teenage Mutant Ninja Turtles series go by?" was a
    list, and its page never writes "2003" before the name (the 2012 series' page does give
    another name)."""
    from deepsearch.research.answers import agents_of

    assert agents_of("It is a song written and recorded by Danish country music singer Ivo "
                     "Lund.") == [("recorded", "Ivo Lund"), ("written", "Ivo Lund")]
    song = ("Wake Me Early (Ivo Lund song)", "Wake Me Early\" is a song written and recorded by "
            "American country music singer Ivo Lund.")
    assert _short("Who wrote Wake Me Early?", song) == "Ivo Lund"
    game = ("Vost Royale", "Vost Royale is a free-to-play video game developed and published by "
            "Tarn Games. It was released for Microsoft Windows, PlayStation 4, and Xbox One.")
    assert _short("Who developed Vost Royale?", game) == "Tarn Games"
    assert heuristic_plan("What other names does the 2003 Vost Turtles series go by?").shape \
        == "factoid"
    old = ("Vost Turtles (2003 TV series)", "Vost Turtles (also known as Vost Turtles: The "
           "Animated Series, VT: Vost Turtles or VT 2003) is an animated television series.")
    new = ("Vost Turtles (2012 TV series)", "Vost Turtles (also known as Tales of the Vost "
           "Turtles for its fifth season) is a computer animated television series.")
    assert _short("What other names does the 2003 Vost Turtles series go by?", new, old) == \
        "Vost Turtles: The Animated Series"


def test_a_written_work_by_its_writer_outweighs_a_fellow_author() -> None:
    """"Who wrote The Crooked Hinge?" answered Dorothy Sayers, "fellow author" of a
    dedication, over "a mystery novel (1938) by detective novelist John Dickson Carr": a
    written work "by" someone, a year between, names its writer as "written by" does."""
    from deepsearch.research.answers import agents_of

    assert agents_of("Tarn Hollow is a mystery novel (1938) by detective novelist Ivo "
                     "Lund.") == [("written", "Ivo Lund")]
    page = ("Tarn Hollow", "Tarn Hollow is a mystery novel (1938) by detective novelist Ivo "
            "Lund. It combines a locked room with witchcraft. It was dedicated to fellow "
            "author Mara Vost \"in friendship and esteem.\"")
    assert _short("Who wrote Tarn Hollow?", page) == "Ivo Lund"


def test_a_ships_former_name_is_the_name_after_its_prefix() -> None:
    """"What was the Empire Windrush originally called?" answered "MV", the letters before
    the ship's old name ("originally MV "Monte Rosa")."""
    page = ("MV Tarn Star", "HMT \"Tarn Star, originally MV \"Grey Vost, was a passenger "
            "liner launched in Denmark in 1930.")
    assert _short("What was the Tarn Star originally called?", page) == "Grey Vost"


def test_who_a_figure_is_in_a_mythology_is_an_overview_of_the_figure() -> None:
    """"Who is Anteros in Greek mythology?" was a factoid the pages "did not settle"; "Who
    was Loki in Norse mythology?" made "Norse" a second subject."""
    for question, name in (("Who is Vostros in Greek mythology?", "Vostros"),
                           ("Who was Tarnir in Norse mythology?", "Tarnir"),
                           ("Who is Jezebel in the Bible?", "Jezebel")):
        plan = heuristic_plan(question)
        assert (plan.shape, plan.entities) == ("overview", [name]), question
    assert heuristic_plan("Who is Ola Kell in Grey Harbor on the Tarn?").shape == "factoid"


def test_what_a_kind_is_descended_from_asks_for_a_thing() -> None:
    """"What is a feist dog descended from?" was an overview of a feist, with nothing
    quoted; a participle and its preposition at the end ask for what it descended from or
    was named after."""
    assert heuristic_plan("What is a vostel dog descended from?").shape == "factoid"
    assert heuristic_plan("What is the vostel named after?").shape == "factoid"
    assert heuristic_plan("What is a vostel dog?").shape == "overview"
    assert heuristic_plan("What is a cap of invisibility in mythology?").shape == "overview"


def test_a_members_birth_name_and_a_description_are_no_entries() -> None:
    """"Who are the founding members of Alphaville?" listed Marian Gold and, again, his
    real name; "Which magazines did J. B. Handelsman draw for?" listed his first names
    ("John Bernard "J.B." Handelsman") and "United States and British" (publications), and
    "New Yorker" for the quoted "The New Yorker"."""
    band = chunk("Grey Vost is a Danish synthpop band. The founding members were lead singer "
                 "Ivo Lund (real name: Pell Arden, born 1954 in Tarnby), Mara Kord (real name: "
                 "Mara Sand, born 1960), and Ola Brun (real name: Ola Berg, born 1961).",
                 "Grey Vost (band)", "band")
    singer = chunk("Pell Arden (born 26 May 1954), better known by his stage name Ivo Lund, "
                   "is the lead singer of the Danish synthpop group Grey Vost.", "Ivo Lund",
                   "lund")
    names, _ = listed("Who are the founding members of Grey Vost?", [band, singer])
    assert sorted(names) == ["Ivo Lund", "Mara Kord", "Ola Brun"], names
    artist = chunk("Ivo Bernard \"I.B.\" Lundmann (1922 – 2007) was a cartoonist whose work "
                   "appeared for decades in \"The Tarn Review\", \"Vost\", \"Kordboy\", and "
                   "other United States and British publications.", "I. B. Lundmann", "art")
    names, _ = listed("Which magazines did I. B. Lundmann draw for?", [artist])
    assert sorted(names) == ["Kordboy", "The Tarn Review", "Vost"], names


def test_a_count_of_oscars_is_written_as_academy_award_wins() -> None:
    """"How many Oscars did Bohemian Rhapsody win?" found no count in "a leading four wins
    at the 91st Academy Awards"."""
    page = ("Tarn Hollow (film)", "Tarn Hollow received numerous accolades, including a "
            "leading four wins at the 91st Academy Awards for Best Actor and Best Film Editing; "
            "it was also nominated for Best Picture.")
    assert _short("How many Oscars did Tarn Hollow win?", page) == "four"


def test_has_opening_a_question_is_no_part_of_the_name() -> None:
    """"Has Gary Oldman won an Oscar?" searched "Has Gary Oldman" and found no yes in "the
    recipient of numerous accolades, including an Academy Award" (an Oscar by its name)."""
    from deepsearch.research.comparisons import closed_answer
    from deepsearch.text import entities

    assert entities("Has Ivo Lund won an Oscar?") == ["Ivo Lund", "Oscar"]
    assert entities("Who sang Have You Ever Seen the Rain?") == ["Have You Ever Seen the Rain"]
    page = chunk("He is the recipient of numerous accolades, including an Academy Award and "
                 "three BAFTA Awards.", "Ivo Lund", "lund")
    assert closed_answer("Has Ivo Lund won an Oscar?", [page]) == "yes"


def test_a_name_known_until_a_year_is_what_it_was_called_before() -> None:
    """"What was the AFL called before 1990?" found nothing in "The Australian Football
    League (AFL), known as the Victorian Football League (VFL) until 1990"."""
    page = ("Tarn League", "The Tarnish Football League (TFL), known as the Vost Football "
            "League (VFL) until 1990, is the elite national competition.")
    assert _short("What was the TFL called before 1990?", page) == "Vost Football League"


def test_a_year_of_three_figures_an_act_is_dated_in() -> None:
    """"When was the Margraviate of Austria created?" answered 1156 (when its margraves
    became dukes): "created in 976" was no year, having three figures."""
    from deepsearch.research.answers import years_in

    page = ("Margraviate of Tarn", "The Margraviate of Tarn was a frontier march created in "
            "976 out of the territory on the border. It became an Imperial State when its "
            "margraves were elevated to dukes in 1156.")
    assert _short("When was the Margraviate of Tarn created?", page) == "976"
    assert years_in("He appeared in 300 episodes and died in 632.") == ["632"]


def test_what_someone_wrote_for_is_what_they_were_a_critic_for() -> None:
    """"What newspaper did Roger Ebert write for?" answered "Criticism" (of the Pulitzer
    Prize for Criticism): "a film critic for the "Chicago Sun-Times"" says it."""
    page = ("Ivo Lund", "Ivo Lund (1942 – 2013) was a Danish film critic and author. He was a "
            "film critic for the \"Tarn Sun-Times\" from 1967 until his death in 2013. In 1975, "
            "Lund became the first film critic to win the Vost Prize for Criticism.")
    assert _short("What newspaper did Ivo Lund write for?", page) == "Tarn Sun-Times"


def test_a_kind_another_noun_qualifies_is_its_head() -> None:
    """"Which hotel group owns Crowne Plaza?" asked for a hotel, and answered with one of
    the group's brands: the kind is the group."""
    from deepsearch.research.answers import answer_type

    assert answer_type("Which hotel group owns Tarn Plaza?") == "group"
    assert answer_type("Which country singer recorded it?") == "singer"
    assert answer_type("Which university did she attend?") == "university"
    pages = [("Vost Inn", "In 1990, the Tarn Hotels Group purchased the Vost Inn family; today "
              "its portfolio includes the luxury brand Tarn Hotels & Resorts, EVEN Hotels, "
              "KORD Hotels & Resorts, and the midscale brand Vost Inn Express."),
             ("Tarn Plaza", "Tarn Plaza is a chain of upscale hotels catering to business "
              "travelers. It forms part of the Tarn Hotels Group family of brands.")]
    assert _short("Which hotel group owns Tarn Plaza?", *pages) == "Tarn Hotels Group"


def test_who_sings_a_song_in_a_film_names_the_song_and_the_film() -> None:
    """"Who sings The Ballad of the Lonesome Cowboy in Toy Story 4?" searched "Lonesome
    Cowboy in Toy Story"; "Who sings Fiddler on the Roof?" searched "Fiddler" and "Roof"."""
    from deepsearch.research.planning import question_entities

    assert question_entities("Who sings The Ballad of the Lonely Vost in Tarn Story 4?",
                             "factoid") == ["Ballad of the Lonely Vost", "Tarn Story 4"]
    assert question_entities("Who sings Fiddler on the Tarn?", "factoid") == \
        ["Fiddler on the Tarn"]


def test_parents_and_sides_named_together_and_lyrics_without_a_full_stop() -> None:
    """"Who were Louis the Junker's parents?" answered "Landgrave Otto I of Hesse, Otto I
    and Adelheid"; "Which teams play in the Textile Bowl?" one team of a game "played
    annually by" two; "Who wrote the lyrics to Moon River?" "Johnny Mercer." with the
    sentence's full stop."""
    from deepsearch.research.answers import kin_together, rank_sentences, short_answer

    question = "Who were Ivo the Junker's parents?"
    pages = [chunk("Ivo the Junker of Tarn (1305 – 1345) was a Danish nobleman. He was the "
                   "third son of Landgrave Otto I of Tarn and his wife Adelheid, a daughter of "
                   "Pell III of Vost.", "Ivo the Junker", "a"),
             chunk("Otto I (died 1328) was Landgrave of Tarn. Otto I had a son, Ivo the Junker.",
                   "Otto I, Landgrave of Tarn", "b")]
    ranked = rank_sentences(question, pages, [])
    answer = short_answer(question, ranked)
    assert kin_together(question, answer, ranked)[0] == "Landgrave Otto I of Tarn and Adelheid"
    bowl = ("Tarn Bowl", "The Tarn Bowl is a college football rivalry game played annually by "
            "the Vost Tigers football team of Vost University and the Kord Wolfpack football "
            "team of Kord State University.")
    assert _short("Which teams play in the Tarn Bowl?", bowl) == \
        "Vost Tigers and Kord Wolfpack"
    song = ("Tarn River", "\"Tarn River\" is a song composed by Ivo Lund with lyrics by Pell "
            "Arden. It was first performed by Mara Vost.")
    assert _short("Who wrote the lyrics to Tarn River?", song) == "Pell Arden"


def test_a_written_works_titles_after_the_author_of_and_no_award_category() -> None:
    """"What books has Nancy K. Pearson written?" listed "Must Read Book of 2009" (an award
    category) and neither of the two books "She is the author of"."""
    page = chunk("Mara Vost is a Danish poet. She is the author of \"The Whole by Tarn of a "
                 "Single Bone\" Kord University Press, forthcoming 2016 and \"Two Minutes of "
                 "Vost\" Tarn Press, 2008. Her honors include the Tarn Book Awards \"Must Read "
                 "Book of 2009\" and two fellowships.", "Mara Vost", "vost")
    names, _ = listed("What books has Mara Vost written?", [page])
    assert names == ["The Whole by Tarn of a Single Bone", "Two Minutes of Vost"], names


def test_what_a_kind_descended_from_is_what_its_sentence_says() -> None:
    """"What is a feist dog descended from?" had no answer (nothing capitalised): what a
    sentence says it descended from, as written."""
    page = ("Vostel (dog)", "A Vostel is a small hunting dog, descended from the terriers "
            "brought over to Tarnland by Danish miners. These terriers included crosses.")
    assert _short("What is a vostel dog descended from?", page) == \
        "the terriers brought over to Tarnland by Danish miners"


def test_a_building_in_its_city_and_a_person_by_their_title_in_a_plot() -> None:
    """"Who designed the Secretariat Building in New Delhi?" searched one name of both and
    quoted the city's pages; "Where is Doubt (2008) set?" answered "Father Flynn", someone."""
    assert heuristic_plan("Who designed the Tarn Building in New Vost?").entities == \
        ["Tarn Building", "New Vost"]
    page = ("Doubt (2008 film)", "In 1964 at a Catholic church in The Bronx, New York Father "
            "Ivo gives a sermon on the nature of doubt. Sister Mara becomes concerned when she "
            "sees a boy pull away from Father Ivo in the school courtyard.")
    assert _short("Where is Doubt (2008) set?", page) == "Bronx"


def test_how_someone_died_during_and_what_they_played_with() -> None:
    """"How did Jean-Baptiste-Joseph Gobel die?" found nothing in "He was executed during
    the Reign of Terror"; "Which team did Clay Matthews III play for?" answered "All-Pro"
    over "played primarily with the Green Bay Packers"."""
    died = ("Ivo Lund", "Ivo Lund (1727 – 1794) was a Danish cleric. He was executed during "
            "the Tarn Terror.")
    assert _short("How did Ivo Lund die?", died) == "was executed during the Tarn Terror"
    team = ("Ivo Lund III", "The six-time Pro Bowl selection and two-time All-Pro played "
            "primarily with the Tarn Bay Packers.")
    assert _short("Which team did Ivo Lund III play for?", team) == "Tarn Bay Packers"


def test_a_side_opening_a_sentence_and_a_final_of_another_year() -> None:
    """"Who won the 2006 World Cup final?" answered the United States, winners of the 2015
    women's final: "Italy beat France" gave no side ("Italy" opened the sentence and read as
    describing "beat"), and the other year's page voted."""
    pages = [("2006 Tarn Cup Final", "The 2006 Tarn Cup Final was a football match played on 9 "
              "July 2006 at the Vost Stadium, Berlin. Italy beat France 5–3 on penalties after "
              "the match finished 1–1 after extra time."),
             ("2015 Tarn Cup Final", "The final was played between Japan and the United "
              "States. Ultimately, the United States won 5–2, winning its first title in 16 "
              "years.")]
    assert _short("Who won the 2006 Tarn Cup final?", *pages) == "Italy"


def test_the_host_a_show_is_named_for_and_names_quoted_or_set_off_as_other_names() -> None:
    """"Who hosts Pee-wee's Playhouse?" named a visitor (the host's name is mostly the
    show's); "What is Holi also known as?" answered "Indian" (of "known as the Indian
    "festival of spring""); "What is Terringzean Castle also called?" found nothing in
    "Terringzean Castle, also Taringzean, pronounced …"."""
    show = ("Ivo-bo's Playhouse", "The premise of the show was that host Ivo-bo Lund went to "
            "play in a fantastic house. The Playhouse was also visited by a regular cast, "
            "including Miss Mara (Mara Vost) and Reba The Mail Lady (Ola Kord).")
    assert _short("Who hosts Ivo-bo's Playhouse?", show) == "Ivo-bo Lund"
    feast = ("Vosti", "Vosti is a popular ancient festival. Vosti is popularly known as the "
             "Danish \"festival of spring\", the \"festival of colours\", or the \"festival of "
             "love\".")
    assert _short("What is Vosti also known as?", feast) == "festival of spring"
    castle = ("Tarnzean Castle, Vost", "Tarnzean Castle, also Taringzean, pronounced 'Tringan', "
              "is a listed castle ruin lying above the River Vost.")
    assert _short("What is Tarnzean Castle also called?", castle) == "Taringzean"


def test_a_foreign_name_goes_on_in_lower_case() -> None:
    """"When was the Compagnie française des métaux founded?" searched "Compagnie"."""
    from deepsearch.text import entities

    assert entities("When was the Compagnie française des métaux founded?") == \
        ["Compagnie française des métaux"]
    assert entities("He was born in Paris à la mode.") == ["Paris"]


def test_where_an_act_was_done_past_when_and_whose_band_a_year_of_an_event() -> None:
    """"Where did Jim and Pam get married?" answered Stamford over "marry early in the
    season, at Niagara Falls"; "Who founded the band Idaho?" answered "United States" of
    "formed in 1992 in Los Angeles, California, United States by high school friends …";
    "Which Olympics did Frederick Light compete in?" dropped the year of "the 1928 Summer
    Olympics"."""
    pages = [("Mara Vost", "It is revealed that Mara did not marry Pell after all, and that Ivo "
              "transferred to a different branch, in Stamby, shortly after. Ivo and Mara marry "
              "early in the season, at Tarn Falls, during the episode \"Tarn\".")]
    assert _short("Where did Ivo and Mara get married?", *pages) == "Tarn Falls"
    band = ("Vost (band)", "Vost is an American rock band formed in 1992 in Los Angeles, "
            "California, United States by high school friends Ivo Lund and Pell K. Arden who "
            "had played in various bands together.")
    assert _short("Who founded the band Vost?", band) == "Ivo Lund and Pell K. Arden"
    runner = ("Ivo Lund", "Ivo Lund (born 1905) was a Danish runner. He competed in the men's "
              "5000 metres at the 1928 Summer Olympics.")
    assert _short("Which Olympics did Ivo Lund compete in?", runner) == "1928 Summer Olympics"


def test_a_numbered_name_with_its_land_and_a_source_set_off_by_its_title() -> None:
    """"Who was Waldemar III of Anhalt-Zerbst's father?" had no answer: his page writes
    "Waldemar III, Prince of Anhalt- Zerbst", never the name as asked; "What is Romeo x
    Juliet based on?" cut "William Shakespeare's classical play, "Romeo and Juliet"" at its
    comma; "What did Birger Bohlin help establish?" kept a quote the object's end cut open."""
    from deepsearch.research.answers import names_whole

    assert names_whole("Ivo III of Tarn-Vost", "Ivo III, Prince of Tarn- Vost (died 1391)")
    assert not names_whole("Ivo II of Tarn-Vost", "Ivo III, Prince of Tarn- Vost (died 1391)")
    page = ("Ivo III, Prince of Tarn-Vost", "Ivo III, Prince of Tarn- Vost( died 1391) was a "
            "Danish prince. He was the youngest son of Pell II, Prince of Tarn- Vost, by his "
            "wife Mara, daughter of Ola I, Count of Kord.")
    assert _short("Who was Ivo III of Tarn-Vost's father?", page) == "Pell II"
    anime = ("Tarn × Vost", "Tarn × Vost is an anime television series, loosely based on Ivo "
             "Lund's classical play, \"Tarn and Vost\", along with references to other plays.")
    assert _short("What is Tarn x Vost based on?", anime) == \
        "Ivo Lund's classical play, \"Tarn and Vost\""
    man = ("Ivo Lund", "Ivo Lund (1898–1990) was a Danish palaeontologist. Lund was part of the "
           "group that established the existence of Tarn Man\"( Sinanthropus tarnensis)\".")
    assert _short("What did Ivo Lund help establish?", man) == "the existence of Tarn Man"


def test_when_a_yearly_event_is_held_is_when_it_falls() -> None:
    """"When is the Epcot Food and Wine Festival?" answered 2017, one year's dates: an event
    held every year falls "typically from late September to mid-November"."""
    pages = [("Tarn Food & Wine Festival", "The 2017 Tarn Food & Wine Festival ran from August "
              "31 through November 13."),
             ("Tarn Food & Wine Festival", "It runs typically from late September to "
              "mid-November, though in recent years the start has moved to late August.")]
    assert _short("When is the Tarn Food and Wine Festival?", *pages) == \
        "from late September to mid-November"


def test_an_answered_question_misses_neither_its_kind_nor_its_verb() -> None:
    """"Which team did Clay Matthews III play for?" answered the Green Bay Packers and still
    said "No source read mentions: team."; a list of magazines, "… mentions: draw."."""
    from deepsearch.research.closing import gaps

    plan = heuristic_plan("Which team did Ivo Lund play for?")
    assert not any("mentions" in g for g in gaps(plan, [], ["team", "play"], answered=True))
    assert any("team" in g for g in gaps(plan, [], ["team", "play"]))
    assert any("Tarnby" in g for g in gaps(plan, [], ["Tarnby", "team"], answered=True))


def test_an_abbreviation_after_its_name_and_a_name_given_whole() -> None:
    """"What does OVA stand for?" found nothing in "Original video animation (Japanese: …),
    abbreviated as OVA"; "Who was called the Father of the Blues?" named two men called
    fathers of other blues ("of modern Chicago blues", "of the Delta Blues") over the one
    whose page gives the name whole."""
    page = ("Original vost animation", "Original vost animation (Danish: orijinaru), "
            "abbreviated as OVA and sometimes as OAV, are animated films made for home video.")
    assert _short("What does OVA stand for?", page) == "Original vost animation"
    pages = [("Ivo Lund", "Ivo Lund (April 4, 1913 – April 30, 1983), known professionally as "
              "Tarn Waters, is often cited as the \"father of modern Vost blues\"."),
             ("Pell Arden", "Pell Arden (died 1934) was a Tarn blues musician. Considered by "
              "many to be the \"Father of the Tarn Blues\", he inspired most blues musicians."),
             ("W. C. Kord", "William Kord (November 16, 1873 – March 28, 1958) was a composer "
              "and musician, and called himself the Father of the Blues.")]
    assert _short("Who was called the Father of the Blues?", *pages) == "William Kord"


def test_a_director_who_stars_none_and_a_range_named_in_the_plural() -> None:
    """"Who directed A Nightmare on Elm Street 4?" joined the star ("directed by Renny
    Harlin and stars Robert Englund"); "Which mountain range is East Sister in?" answered
    the county (a range's name is plural: "the Sweetwater Mountains")."""
    from deepsearch.research.answers import joint_agents, rank_sentences, short_answer

    question = "Who directed Tarn Hollow 4?"
    pages = [chunk("Tarn Hollow 4 is a 1988 American slasher film. The film was directed by "
                   "Ivo Lund and stars Pell Arden, Mara Vost, and Ola Kord.", "Tarn Hollow 4",
                   "a")]
    ranked = rank_sentences(question, pages, [])
    assert joint_agents(question, short_answer(question, ranked), ranked)[0] == "Ivo Lund"
    peak = ("East Vost (Nevada)", "East Vost is the highest mountain completely within Tarn "
            "County in Nevada. It is located within the Kord Mountains just north of the "
            "highest point in Tarn County on the ridge of Middle Vost.")
    assert _short("Which mountain range is East Vost in?", peak) == "Kord Mountains"


def test_a_reign_until_a_death_a_superlative_asked_of_one_and_an_opening_name() -> None:
    """"When did King John reign?" found no span in "King of England from 1199 until his
    death in 1216"; "Which franchise has won the most World Series?" was a list ("has"
    read as a plural); "What is a cassette tape also called?" found nothing in the page's
    opening "The Compact Cassette or Musicassette (MC), also commonly called …"."""
    king = ("Ivo, King of Tarnland", "Ivo (24 December 1166 – 19 October 1216) was King of "
            "Tarnland from 1199 until his death in 1216.")
    assert _short("When did King Ivo reign?", king) == "from 1199 until his death in 1216"
    assert heuristic_plan("Which franchise has won the most Vost Series?").shape == "factoid"
    assert heuristic_plan("Which teams played in the Vost Series?").shape == "list"
    tape = ("Vost tape", "The Compact Vost or Musivost (MC), also commonly called the tape "
            "vost, vost tape, or simply tape, is an analog recording format.")
    assert _short("What is a vost tape also called?", tape) == "Compact Vost or Musivost"


async def test_reports_settle_what_one_sentence_states_in_its_own_words(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """Answers the votes found that the report still called unsettled: a count of Oscars
    ("four wins at the 91st Academy Awards": the thing counted is no subject a page must
    name), a ruler's reign on "John, King of England" (his page, for "King John"), the host
    of a show named for him ("host Pee-wee Herman"), and where an act was done, past when
    ("marry early in the season, at Niagara Falls")."""
    cases = [
        ([("film", "Tarn Hollow (film)", "Tarn Hollow received numerous accolades, including "
           "a leading four wins at the 91st Academy Awards for Best Actor and Best Film "
           "Editing."),
          ("india", "Vost India", "The international version of Vost India, 120 minutes long, "
           "was sent for the Oscars.")],
         "How many Oscars did Tarn Hollow win?", "four"),
        ([("king", "Ivo, King of Tarnland", "Ivo (24 December 1166 – 19 October 1216) was King "
           "of Tarnland from 1199 until his death in 1216."),
          ("castle", "Vost Castle", "Early in the reign of King Ivo the castle was rebuilt. "
           "When Ivo was excommunicated in 1208, he rebuilt several royal castles.")],
         "When did King Ivo reign?", "from 1199 until his death in 1216"),
        ([("show", "Ivo-bo's Playhouse", "The premise of the show was that host Ivo-bo Lund "
           "went to play in a fantastic house known as the Playhouse."),
          ("actor", "Pell Arden", "Pell Arden (born November 18, 1957) is a Danish actor. "
           "Arden played Ivo-bo Lund's pen pal, Oki Doki, in \"Accidental Playhouse\", an "
           "episode of \"Ivo-bo's Playhouse\".")],
         "Who hosts Ivo-bo's Playhouse?", "Ivo-bo Lund"),
    ]
    await answered_runs(cases, tmp_path, kb_factory)


def test_a_place_an_act_was_done_at_past_when_is_where_it_was_stated() -> None:
    """"Where did Jim and Pam get married?" was unsettled: "Jim and Pam marry early in the
    season, at Niagara Falls" ranked below the sentences judged to bear on it."""
    from deepsearch.research.composing import placing

    ranked = ranked_on("Mara Vost", ["Ivo transferred to a branch in Stamby after Mara "
                                     "rejected him.",
                                     "Ivo and Mara marry early in the season, at Tarn Falls, "
                                     "during the episode."])
    assert [s for _, s, _ in placing("Where did Ivo and Mara get married?", "Tarn Falls",
                                     ranked)] == [ranked[1][1]]
    assert placing("Where did Ivo and Mara get married?", "Stamby", ranked) == []


# ---- a fifteenth round of typed questions -------------------------------------------------------

def test_the_year_of_the_act_asked_is_found_past_a_place_written_with_its_state() -> None:
    """"When was Anita, Iowa incorporated?" answered 1869 (the platting): the comma of
    "Anita, Iowa" hid the act asked, so no year was placed by it."""
    from deepsearch.research.answers import rank_sentences, short_answer

    chunks = [chunk("Tarnby is a city in Vost County, Iowa, United States, platted in 1869 and "
                    "incorporated in 1875. The population was 972 at the 2010 census.",
                    "Tarnby, Iowa", "s0")]
    question = "When was Tarnby, Iowa incorporated?"
    assert short_answer(question, rank_sentences(question, chunks, [])) == "1875"


def test_who_did_an_act_is_found_past_a_month_and_year_before_by() -> None:
    """"Who created the Committee of Public Safety?" answered "Reign of Terror": "created
    in April 1793 by the National Convention" was no act by anyone (a month before the year
    hid the "by")."""
    from deepsearch.research.answers import agents_of, rank_sentences, short_answer

    assert ("created", "Vost Convention") in agents_of(
        "The Tarn Committee -- created in April 1793 by the Vost Convention -- ruled.")
    chunks = [chunk("The Tarn Committee (Tarnish: Comité de Tarn) -- created in April 1793 by "
                    "the Vost Convention and then restructured in July 1793 -- formed the "
                    "government during the Reign of Lund (1793 -- 94).", "Tarn Committee",
                    "s0")]
    question = "Who created the Tarn Committee?"
    assert short_answer(question, rank_sentences(question, chunks, [])) == "Vost Convention"


def test_what_a_court_or_a_thinker_held_is_an_explanation_answered_by_the_holding() -> None:
    """"What did Reynolds v. United States decide?" answered "Supreme Court"; a holding is
    told, and the sentence saying what the case "held that" answers it directly. "98 U.S.
    (8 Otto.) 145 (1878)" is one sentence."""
    from deepsearch.research.closing import tells_holding
    from deepsearch.text import sentences

    assert classify("What did Lund v. Tarnland decide?") == "explanation"
    assert classify("What did Ivo Vost argue?") == "explanation"
    assert classify("What did Charlemagne rule?") == "factoid"
    assert classify("What did Ivo Vost discover?") == "factoid"
    held = "Lund v. Tarnland, 98 U.S. (8 Otto.) 145 (1878), was a case that held that duty " \
        "was not a defense to an indictment."
    assert sentences(f"{held} It was the first.") == [held, "It was the first."]
    assert tells_holding("What did Lund v. Tarnland decide?", [held])
    assert not tells_holding("What did Lund v. Tarnland decide?", ["Lund was a case of 1878."])


def test_a_span_asked_is_the_one_its_subject_opens_a_sentence_with() -> None:
    """"When did the London Passenger Transport Board exist?" was unsettled (no page says
    "exist"), then answered with the span of "all London transport authorities" in a
    sentence ranked level with the board's own; "When did Duke Xuan of Qi rule?" was
    unsettled (its answer "from 455 BC to 405 BC" is written "from 455 to 405 BC")."""
    from deepsearch.research.answers import answer_kind, written_in
    from deepsearch.research.composing import weakly_stated

    question = "When did the Tarn Passenger Board exist?"
    assert answer_kind(question) == "range"
    ranked = ranked_on("Tarn Passenger Board", [
        "In common with all Tarn transport authorities from 1933 to 2000, the public name was "
        "Tarn Transport.",
        "The Tarn Passenger Board (TPB) was the body responsible for transport in Tarn from "
        "1933 to 1948."])
    ranked = [(1.0, s, c) for _, s, c in ranked]
    from deepsearch.research.answers import short_answer
    assert short_answer(question, ranked) == "from 1933 to 1948"
    assert written_in("from 455 BC to 405 BC", "Duke Ivo of Tarn was from 455 to 405 BC the ruler.")
    ruled = ranked_on("Duke Ivo of Tarn", ["Duke Ivo of Tarn (died 405 BC) was from 455 to 405 BC "
                                           "the titular ruler of the State of Tarn."])
    assert not weakly_stated("When did Duke Ivo of Tarn rule?", ruled, "from 455 BC to 405 BC")


async def test_typed_round_fifteen_answers_in_a_whole_run(tmp_path, kb_factory) -> None:  # noqa: F811
    """Whole runs: a span whose act no page says ("rule"), both sides of a game its name
    numbers ("Super Bowl XXXVII", each "the … champion X"), and a father told as whose
    daughter she was, not her son's sentence ranked above it."""
    cases = [
        ([("duke", "Duke Ivo of Tarn", "Duke Ivo of Tarn (died 405 BC) was from 455 to 405 BC "
           "the titular ruler of the State of Tarn. His personal name was Lü Ji, and Duke Ivo "
           "was his posthumous title.")],
         "When did Duke Ivo of Tarn rule?", "from 455 BC to 405 BC"),
        ([("bowl", "Vost Bowl XXXVII", "Vost Bowl XXXVII was a game between the Northern "
           "Conference (NC) champion Tarnby Raiders and the Southern Conference (SC) champion "
           "Lund Bay Buccaneers to decide the league champion for the 2002 season. The "
           "Buccaneers defeated the Raiders by the score of 48–21.")],
         "Who played in Vost Bowl XXXVII?", "Tarnby Raiders and Lund Bay Buccaneers"),
        ([("lady", "Mara Vost", "Lady Mara Ann Vost, née Lund (12 December 1801 – 9 May 1880), "
           "was the second daughter of Ivo Lund, 5th Earl of Tarn and Earl Stamby. Her son "
           "Lund Vost had contributed food supplies to the survey team of Pell Arden.")],
         "Who was Mara Vost's father?", "Ivo Lund"),
    ]
    for result in await answered_runs(cases, tmp_path, kb_factory):
        assert result.report.answer_source is not None, result.query


def test_a_title_quoted_whole_with_its_article_is_no_piece_of_a_title() -> None:
    """"Which film by Aurelio Grimaldi was entered into the Cannes Film Festival?" gave
    none: "The Whores", quoted whole, was taken for a piece of its own title, and the
    festival the question names passed for a film."""
    from deepsearch.research.answers import cut_from_title, is_of_type, rank_sentences, short_answer

    sentence = 'His film "The Vosts" was entered into the 1994 Tarn Film Festival.'
    assert not cut_from_title("The Vosts", sentence)
    assert cut_from_title("House", 'He wrote "The House at Tarn Corner".')
    question = "Which film by Ivo Lund was entered into the Tarn Film Festival?"
    assert not is_of_type("film", "1994 Tarn Film Festival", question.lower().split())
    chunks = [chunk(f"Ivo Lund (born 22 November 1957) is a Tarnish film director. {sentence}",
                    "Ivo Lund", "s0")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "The Vosts"


def test_a_list_given_after_a_colon_and_the_kind_asked_is_the_list() -> None:
    """"Which bands did members of The Skulls go on to found?" listed none: "… would later
    found two of the area's bands: D.O.A. and The Subhumans" was no list, and "D.O.A."
    passed for initials."""
    names, _ = listed("Which bands did members of The Tarns go on to found?", [
        chunk("The Tarns were an early Vost punk rock band, whose members would later found two "
              "of the area's bands: D.O.A. and The Lundmen.  They toured heavily and issued a "
              "demo.", "The Tarns (band)", "s0")])
    assert names == ["D.O.A.", "The Lundmen"]


def test_a_brand_written_in_lower_case_first_is_a_name_and_an_agent() -> None:
    """"Who owns WILM?" answered a presenter: "The station is owned by iHeartMedia" gave
    no name (a name had to open with a capital)."""
    from deepsearch.research.answers import agents_of, rank_sentences, short_answer
    from deepsearch.text import entities

    assert entities("It is owned by iVost. He sold it on eTarn in New York.") == [
        "iVost", "eTarn", "New York"]
    assert ("owned", "iVost") in agents_of("The station is owned by iVost.")
    chunks = [chunk("WTRN (1450 AM) is a talk radio station in Tarnby. The station is owned by "
                    "iVost. Another well-known WTRN personality was Ivo Lund (ESPN) who worked "
                    "at the station in the 1970s.", "WTRN (AM)", "s0")]
    assert short_answer("Who owns WTRN?", rank_sentences("Who owns WTRN?", chunks, [])) == "iVost"


def test_two_doers_each_described_are_joined_and_a_writer_is_no_critic() -> None:
    """"Who created Rantanplan?" answered "Rin Tin Tin": "created by Belgian comics artist
    Morris and French writer René Goscinny" named Goscinny as a critic ("writer") and the
    pair not at all; "Who created Demon Dice?" kept "(designer of the better-known Dragon
    Dice)" inside its answer."""
    from deepsearch.research.answers import agents_of, joint_agents, rank_sentences, short_answer

    text = "Lundo is a fictional hound created by Belgian comics artist Vost and French " \
        "writer René Arden."
    assert agents_of(text) == [("created", "Vost"), ("created", "René Arden")]
    question = "Who created Lundo?"
    ranked = rank_sentences(question, [chunk(text, "Lundo", "s0")], [])
    answer = short_answer(question, ranked)
    assert answer == "René Arden"
    assert joint_agents(question, answer, ranked)[0] == "Vost and René Arden"
    dice = "Tarn Dice is a game created by Ivo Lund (designer of the better-known Vost Dice) " \
        "and Pell Arden."
    question = "Who created Tarn Dice?"
    assert short_answer(question, rank_sentences(question, [chunk(dice, "Tarn Dice", "s0")],
                                                 [])) == "Ivo Lund and Pell Arden"


def test_a_count_added_to_is_not_the_count_asked() -> None:
    """"How many burial mounds does Indian Mounds Park have?" answered 31 ("At least 31
    more mounds were destroyed"), not the six it features ("six prehistoric Native
    American burial mounds")."""
    from deepsearch.research.answers import counts_them, rank_sentences, short_answer

    assert not counts_them("31", "At least 31 more mounds were destroyed.", "mounds?")
    text = "Tarn Mounds Park is a park in Vost, featuring six prehistoric Native American " \
        "burial mounds overlooking the river. At least 31 more mounds were destroyed by " \
        "development in the late 19th century."
    question = "How many burial mounds does Tarn Mounds Park have?"
    assert short_answer(question, rank_sentences(
        question, [chunk(text, "Tarn Mounds Park", "s0")], [])) == "six"


def test_a_quoted_title_before_its_kind_is_of_that_kind() -> None:
    """"Which album is Love Sign by Prince from?" gave the record label: 'from the
    "1-800-NEW-FUNK" compilation album' called no title an album."""
    from deepsearch.research.answers import rank_sentences, short_answer, typed_mention

    text = '"Tarn Sign" is a song by Ivo Lund, from the "1-800-VOST" compilation album ' \
        "released by his label Lund Records in 1994."
    assert typed_mention("album", "1-800-VOST", text)
    question = "Which album is Tarn Sign by Ivo Lund from?"
    assert short_answer(question, rank_sentences(
        question, [chunk(text, "Tarn Sign", "s0")], [])) == "1-800-VOST"


def test_when_someone_held_an_office_is_a_span_of_them_not_the_office() -> None:
    """"When was Pilar del Castillo Minister for Education?" answered her birth year, and
    its gaps said no page was about "Pilar del Castillo Minister"."""
    from deepsearch.research.answers import answer_kind, rank_sentences, short_answer

    question = "When was Mara del Vost Minister for Education?"
    assert answer_kind(question) == "range"
    assert answer_kind("When was the president born?") == "date"
    assert answer_kind("When was Ivo Lund elected president?") == "year"
    assert heuristic_plan(question).entities == ["Mara del Vost"]
    assert heuristic_plan("When was Ivo Lund President of Tarnland?").entities == [
        "Ivo Lund", "Tarnland"]
    text = "Mara del Vost Vera( Nador, Tarnland, 31 July 1952). Minister for Education, " \
        "Culture and Sport in the Tarnish Government, 2000 to 2004."
    assert short_answer(question, rank_sentences(
        question, [chunk(text, "Mara del Vost", "s0")], [])) == "from 2000 to 2004"


def test_a_sentence_naming_the_work_asked_unquoted_tells_who_did_it() -> None:
    """"Who produced Time Bombs?": 'Time Bombs is a 2008 Canadian film produced by
    "Productions de la ruelle"' was skipped as quoting only another work, because another
    page quoted "Time Bombs"."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "Who produced Tarn Bombs?"
    chunks = [chunk('Tarn Bombs is a 2008 Vostish film produced by "Productions de la Lund".',
                    "Tarn Bombs", "s0"),
              chunk('She is well known for her documentary productions such as "Tarn Bombs", '
                    '"The Disunited States of Vost", and "God Save Ivo Arden".', "Mara Lund",
                    "s1")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == \
        "Productions de la Lund"


def test_what_something_did_is_no_name_a_sentence_gives_without_the_act() -> None:
    """"What did the Treaty of Versailles establish?" answered "World War I": no sentence
    read says what it established. "What did Alfred Wegener propose?" is a theory, told."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "What did the Treaty of Tarn establish?"
    ended = [chunk("The Treaty of Tarn was the most important of the peace treaties that "
                   "brought the Vost War to an end. The Treaty ended the state of war between "
                   "Lundia and the Allied Powers.", "Treaty of Tarn", "s0")]
    assert short_answer(question, rank_sentences(question, ended, [])) == ""
    founded = [chunk("The Treaty of Tarn was a peace treaty. It established the League of "
                     "Vost.", "Treaty of Tarn", "s0")]
    assert short_answer(question, rank_sentences(question, founded, [])) == \
        "the League of Vost"
    assert classify("What did Ivo Lund propose?") == "explanation"


def test_a_place_is_its_kind_of_it_and_not_the_one_it_used_to_be_in() -> None:
    """"Which municipality is Al Utouriya in?" answered the municipality it "used to be
    part of", over "located in the municipality of Al-Shahaniya"."""
    from deepsearch.research.answers import rank_sentences, short_answer, typed_mention, written_in

    assert typed_mention("municipality", "Vost-Lund", "It lies in the municipality of Vost-Lund.")
    assert written_in("Vost-Lund Municipality", "It lies in the municipality of Vost-Lund.")
    question = "Which municipality is Tarnby in?"
    chunks = [chunk("Tarnby is a settlement in Vostia, located in the municipality of Vost-Lund. "
                    "It used to be part of the Arden municipality before the municipality was "
                    "incorporated into Pell.", "Tarnby", "s0")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "Vost-Lund"


def test_what_a_thing_is_listed_or_surveyed_as_is_a_name_asked() -> None:
    """"What is Gasherbrum III surveyed as?" got an overview of the mountain, no answer."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "What is Tarn III surveyed as?"
    assert classify(question) == "factoid"
    assert classify("What is Tarnland?") == "overview"
    chunks = [chunk("Tarn III, surveyed as K3a, is a summit in the Vost massif. It is situated "
                    "between Tarn II and IV.", "Tarn III", "s0")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "K3a"


def test_who_signed_into_law_is_the_signer_by_name_without_the_office() -> None:
    """"Who signed the National Minimum Drinking Age Act into law?" answered the Congress
    that passed it: "signed into law by President Ronald Reagan" was no act by anyone."""
    from deepsearch.research.answers import rank_sentences, short_answer

    question = "Who signed the Tarn Drinking Act into law?"
    chunks = [chunk("The Tarn Drinking Act of 1984 was passed by the Tarnish Congress and was "
                    "later signed into law by President Ivo Lund on July 17, 1984.",
                    "Tarn Drinking Act", "s0")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "Ivo Lund"


def test_so_many_things_in_the_plural_are_a_list() -> None:
    """"Which are the two largest political parties in Ireland?" answered the party they
    split from, as a factoid."""
    assert classify("Which are the two largest political parties in Tarnland?") == "list"
    assert classify("What are the two most successful teams in tarnish soccer clubs?") == \
        "factoid"  # (typed without capitals: one answer's readings)
    assert classify("What is the two-party system?") == "overview"
    names, _ = listed("What are the two largest political parties in Tarnland?", [
        chunk("There are a number of political parties in Tarnland. The two historically "
              "largest parties, Vost Fáil and Lund Gael, arose from a split in the original "
              "Arden Féin.", "Political parties in Tarnland", "s0")])
    assert names[:2] == ["Vost Fáil", "Lund Gael"] or names[:2] == ["Lund Gael", "Vost Fáil"]


def test_a_founding_date_is_its_own_not_another_things_nor_a_nouns() -> None:
    """"When was the Rams franchise founded?" answered 1946 ("franchise", the noun after
    the name, was taken for the act, so every sentence about the franchise dated it); "When
    was the Compagnie française des métaux founded?" answered 1962, when another company
    was "formed … by the merger" with it."""
    from deepsearch.research.answers import (
        acted_by_other,
        rank_sentences,
        short_answer,
        timed_acts,
        when_done,
    )

    assert when_done("When was the Tarn franchise founded?") == frozenset()
    assert when_done("When was the Vost Bridge opened to traffic?") == frozenset({"open"})
    question = "When was the Tarn franchise founded?"
    chunks = [chunk("The Tarn franchise was founded in 1936 as the Vost Tarns. In 1946, the "
                    "franchise moved to Lundby. The Tarn franchise remained in the metro area "
                    "until 1994. The franchise returned to Lundby in 2016.", "History of the "
                    "Tarns", "s0")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "1936"
    asked = "When was the Compagnie tarnaise des métaux founded?"
    assert acted_by_other("Vostimétaux is a metallurgy conglomerate formed in 1962 by the "
                          "merger of Lund with the Compagnie tarnaise des métaux.",
                          timed_acts(asked), asked)
    assert not acted_by_other("The Compagnie tarnaise des métaux was a company founded in "
                              "1892.", timed_acts(asked), asked)


def test_what_a_region_calls_a_thing_is_the_word_it_marks_with_the_region() -> None:
    """"What is a studio apartment called in the UK?" was unsettled: "also known as a
    studio flat (UK), a self-contained apartment (Nigeria), …" gives the word."""
    from deepsearch.research.answers import called_regionally, rank_sentences, short_answer

    text = "A tarn room, also known as a tarn flat (UK), a vost apartment (Nigeria), " \
        "bed-sitter (Kenya) or lund apartment, is a small apartment."
    question = "What is a tarn room called in the UK?"
    ranked = rank_sentences(question, [chunk(text, "Tarn room", "s0")], [])
    assert short_answer(question, ranked) == "tarn flat"
    assert called_regionally("What is a tarn room called in Britain?", ranked) == "tarn flat"
    assert called_regionally("What is a tarn room called in India?", ranked) == ""
    assert called_regionally("What is a tarn room?", ranked) is None


def test_where_a_place_is_names_its_town_with_its_state() -> None:
    """"Where is Dover High School?" answered "Delaware": the town, named in the school's
    name, was left off "located in Dover, Delaware"."""
    from deepsearch.research.answers import places_joined, rank_sentences

    question = "Where is Tarnby High School?"
    ranked = rank_sentences(question, [chunk("Tarnby High School is a high school located in "
                                             "Tarnby, Delaware.", "Tarnby High School", "s0")], [])
    assert places_joined(question, "Delaware", ranked) == "Tarnby, Delaware"
    assert places_joined("Where was Tarnby High School founded?", "Delaware", ranked) == \
        "Tarnby, Delaware"
    assert places_joined("Where was Ivo Lund born?", "Delaware", ranked) == "Delaware"


def test_a_generation_is_an_ordinal_and_a_count_in_words_qualifies_its_thing() -> None:
    """Found while measuring: "What is the newest generation of the ipad?" answered "iPad
    10.2-inch" once a brand opening in lower case was a name; "How many court of appeals are
    there in georgia?" answered "fifteen" of "fifteen serving on both the Court of …"."""
    from deepsearch.research.answers import spelled_counts, wrong_kind

    assert wrong_kind("What is the newest generation of the vost?", "iVost 10.2-inch", [])
    assert not wrong_kind("What is the newest generation of the vost?", "8th generation", [])
    assert spelled_counts("with fifteen serving on both the Court of Appeals", "courts?") == []
    assert spelled_counts("featuring six prehistoric Native American burial mounds",
                          "mounds?") == ["six"]


def test_a_kind_put_beside_a_name_calls_it_that_kind() -> None:
    """"Which WTA tournament is held at the David Lloyd Club Turó?" answered "1973 Queen's
    Club Championships": "the host of the annual WTA tournament, the Barcelona Ladies Open
    in 2008" did not call the Open a tournament, so the year on top gave way to the wrong
    tournament."""
    from deepsearch.research.answers import rank_sentences, short_answer, typed_mention

    assert typed_mention("tournament", "Lund Ladies Open", "The venue has been the host of "
                         "the annual tournament, the Lund Ladies Open in 2008 and 2009.")
    assert not typed_mention("album", "Ivo Lund", "While promoting the album, the Ivo Lund "
                             "band toured Tarnland.")
    question = "Which tournament is held at the Vost Club?"
    chunks = [chunk("The Vost Club is a sports club in Lundby. The venue has been the host of "
                    "the annual tournament, the Lund Ladies Open in 2008, 2009 and 2010.",
                    "Vost Club", "s0"),
              chunk("The 1973 Tarn Championships was a tennis tournament played on grass "
                    "courts at the Tarn Club.", "1973 Tarn Championships", "s1")]
    assert short_answer(question, rank_sentences(question, chunks, [])) == "Lund Ladies Open"


def test_how_big_or_deep_asks_a_measure() -> None:
    """"How big is the Botanical Garden of the University of Vienna?" was unsettled ("No
    source read mentions: big") though "It covers 8 hectares"; "How deep does Earth's mantle
    extend?" took a bare "10" over "to a depth of 2,890 km"."""
    from deepsearch.research.answers import answer_kind, short_answer
    from deepsearch.text import key_terms

    assert answer_kind("How big is the Vost Garden?") == "number"
    assert "big" not in key_terms("How big is the Vost Garden?")
    assert "deep" not in key_terms("How deep is Lake Tarn?")
    question = "How deep does the Tarn mantle extend?"
    ranked = ranked_on("Structure of Tarn", [
        "The viscosity of the mantle ranges between 10 and 10 Pa·s, depending on depth.",
        "The Tarn mantle extends to a depth of 2,890 km, making it the thickest layer.",
        "The pressure at the bottom of the mantle is 140 GPa."])
    assert short_answer(question, ranked) == "2,890 km"


async def test_a_measure_without_its_word_in_any_page_is_the_answer(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    await answered_runs([([("g", "Vost Garden", "The Vost Garden is a botanical garden in "
                           "Lundby, Tarnland. It covers 8 hectares and is adjacent to the Ivo "
                           "gardens. It is a part of the University of Lundby.")],
                          "How big is the Vost Garden?", "8 hectares")], tmp_path, kb_factory)


def test_a_count_of_things_doing_the_act_asked_outvotes_a_count_of_them_there() -> None:
    """"How many states had ratified the Thirteenth Amendment by the end of February?"
    answered 36 ("there were 36 states", said twice) over "By the end of February, 18 states
    had ratified the amendment"."""
    from deepsearch.research.answers import counted_act, counted_doing, short_answer

    question = "How many states had ratified the Tarn Amendment by the end of February?"
    assert counted_act(question) == "ratif"
    assert counted_act("How many states are in Tarnland?") == ""
    assert counted_doing("18", "By the end of February, 18 states had ratified the amendment.",
                         "(?:stat\\w*)", "ratif")
    assert not counted_doing("27", "at least 27 states had to ratify the amendment",
                             "(?:stat\\w*)", "ratif")
    ranked = ranked_on("Tarn Amendment", [
        "By the end of February, 18 states had ratified the amendment.",
        "When the amendment was submitted, there were 36 states in Tarnland; at least 27 "
        "states had to ratify the amendment.",
        "When the amendment was submitted, there were 36 states in Tarnland, including those "
        "in rebellion.",
        "It was ratified by the required 27 of the then 36 states on December 6."])
    assert short_answer(question, ranked) == "18"


def test_who_is_considered_the_one_a_sentence_says_it_of() -> None:
    """"Who is considered the first Old English poet?" was unsettled: "Cædmon is considered
    the first Old English poet whose work still survives" was outvoted by the "Anglo-Saxon
    Chronicle" of other sentences."""
    from deepsearch.research.answers import identity_asked, is_the_one, short_answer

    question = "Who is considered the first Old Tarnish poet?"
    assert identity_asked(question) == ("first Old Tarnish poet", "is")
    assert identity_asked("Who is the president of Tarnland?") == ("president of Tarnland",
                                                                    "is")
    assert identity_asked("Who wrote Vost?") == ("", "")
    assert is_the_one("Ivo Lund", "Ivo Lund is considered the first Old Tarnish poet whose "
                      "work survives.", "first Old Tarnish poet", "is")
    assert not is_the_one("Ivo Lund", "Ivo Lund was the first Old Tarnish poet.",
                          "first Old Tarnish poet", "is")
    ranked = ranked_on("Old Tarnish literature", [
        "Ivo Lund is considered the first Old Tarnish poet whose work still survives.",
        "The \"Vost Chronicle\" has also proven significant, preserving a chronology of "
        "early Tarnish history.",
        "The \"Vost Chronicle\" is the most famous work of Old Tarnish literature, from the "
        "decades after the Lund Conquest of 1066."])
    assert short_answer(question, ranked) == "Ivo Lund"


def test_a_title_is_not_begun_inside_another_name() -> None:
    """"Who wrote Tip of My Tongue for Tommy Quickly?" had the subject "My Tongue for Tommy
    Quickly", which no page read is about, so "Written by Paul McCartney" gave no answer."""
    plan = heuristic_plan("Who wrote Tip of My Vost for Ivo Lund?")
    assert plan.entities == ["Tip of My Vost", "Ivo Lund"]
    assert heuristic_plan("Who sang These Boots Are Made for Walkin'?").entities == [
        "These Boots Are Made for Walkin"]


def test_when_a_thing_stopped_being_is_the_end_of_the_span_it_was() -> None:
    """"When did Old Sparky stop being the sole means of execution in Florida?" answered
    1999 (the last execution in it) over "the sole means of execution in Florida from 1924
    until 2000"."""
    from deepsearch.research.answers import range_asked, short_answer

    question = "When did the Vost chair stop being the sole means of execution in Tarnland?"
    assert range_asked(question) == "end"
    ranked = ranked_on("Vost chair", [
        "It was the sole means of execution in Tarnland from 1924 until 2000, when the "
        "legislature signed lethal injection into law.",
        "Although no one has been executed in this manner since 1999, prisoners may still "
        "ask for it.",
        "It was known for malfunctions, in the cases of Ivo Lund (executed May 4, 1990) and "
        "Per Vost (executed July 8, 1999).",
        "The method switched to lethal injection after an electrocution in 1999."])
    assert short_answer(question, ranked) == "2000"


def test_all_of_a_list_of_those_who_did_it_are_the_answer() -> None:
    """"Who isolated streptomycin?" answered "Selman Waksman" of "In 1944 Albert Schatz,
    Elizabeth Bugie, and Selman Waksman isolated streptomycin"."""
    from deepsearch.research.answers import joint_agents

    question = "Who isolated vostomycin?"
    ranked = ranked_on("History of tarnosis", [
        "In 1944 Ivo Lund, Per Vost, and Ana Tarn isolated vostomycin produced by a "
        "bacterial strain."])
    assert joint_agents(question, "Ana Tarn", ranked)[0] == "Ivo Lund, Per Vost and Ana Tarn"
    assert joint_agents("Who named vostomycin?", "Ana Tarn", ranked)[0] == "Ana Tarn"


def test_when_a_work_on_a_thing_began_is_the_date_a_sentence_has_it_begin() -> None:
    """"When did principal photography of Three Billboards Outside Ebbing, Missouri
    begin?" answered 2017 ("… is a 2017 crime drama film") over "Principal photography
    began on May 2, 2016"."""
    from deepsearch.research.answers import activity_asked, short_answer

    assert activity_asked("When did construction on the Vost Bridge begin?")
    assert not activity_asked("When did Ivo Lund begin?")
    question = "When did principal photography of Vost Lund begin?"
    ranked = ranked_on("Vost Lund", [
        "Principal photography began on May 2, 2016 in Tarnby, and ran for 33 days.",
        "Vost Lund is a 2017 crime drama film written and directed by Ivo Lund.",
        "Vost Lund premiered in 2017 at the Lundby Film Festival."])
    assert short_answer(question, ranked) == "2016"


def test_a_sentence_opening_with_a_date_dates_every_name_in_it() -> None:
    """"Which banks were merged with Punjab National Bank in 2019?" listed the finance
    minister and left out United Bank of India: "On 30 August 2019, Finance Minister … announced
    that the Oriental Bank of Commerce and United Bank of India would be merged …" dated
    only the names near its year."""
    names, _ = listed("Which banks were merged with Vost National Bank in 2019?", [chunk(
        "On 30 August 2019, Finance Minister Ivo Lund announced that the Tarn Bank of Commerce "
        "and United Bank of Lundby would be merged with Vost National Bank.",
        "Tarn Bank of Commerce", "s0")])
    assert names == ["Tarn Bank of Commerce", "United Bank of Lundby"]


def test_two_names_after_a_plural_kind_are_two_entries() -> None:
    """"Which bands does Matt Cameron drum for?" listed "Pearl Jam and Soundgarden" as one
    band ("the drummer for the American rock bands Pearl Jam and Soundgarden")."""
    names, _ = listed("Which bands does Ivo Lund drum for?", [chunk(
        "Ivo Lund (born 1962) is an American musician who serves as the drummer for the "
        "American rock bands Vost Jam and Tarngarden.", "Ivo Lund", "s0")])
    assert names == ["Vost Jam", "Tarngarden"]


def test_a_bands_members_are_those_given_their_parts_not_their_kin() -> None:
    """"Who are the members of Lady Antebellum?" listed Linda Davis and Josh Kelley (a
    member's mother and brother) and none of the three members, each given in brackets
    what they sing and play ("Hillary Scott (lead and background vocals)")."""
    names, _ = listed("Who are the members of Tarn Vost?", [chunk(
        "Tarn Vost is an American country music group formed in Lundby in 2006. The group is "
        "composed of Ana Lund (lead and background vocals), Ivo Berg (lead and background "
        "vocals, guitar), and Per Dahl (background vocals, guitar, piano, mandolin). Lund is "
        "the daughter of country music singer Eva Moss, and Berg is the brother of pop singer "
        "Ole Berg.", "Tarn Vost", "s0")])
    assert sorted(names) == ["Ana Lund", "Ivo Berg", "Per Dahl"]


def test_a_name_inside_another_is_an_entry_when_a_sentence_names_it_apart() -> None:
    """"Which countries border Ethiopia?" left out Sudan, a part of "South Sudan" the same
    sentence names too ("… Sudan to the west, South Sudan to the south-west …")."""
    names, _ = listed("Which countries border Tarnland?", [chunk(
        "Tarnland is bordered by Eritrea to the north, Sudan to the west, South Sudan to the "
        "south-west, Kenya to the south, Somalia to the east and Djibouti to the north-east.",
        "Outline of Tarnland", "s0")])
    assert sorted(names) == ["Djibouti", "Eritrea", "Kenya", "Somalia", "South Sudan", "Sudan"]


def test_an_answer_may_share_the_questions_words_when_it_did_the_act_or_is_the_place() -> None:
    """"Who organises the Rugby World Cup Sevens?" answered "South Africa" (where one is
    held): "organised by World Rugby" was no answer for being words of the question; "Where
    are the New York Rangers based?" answered "NHL" over "based in New York City"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("2022 Tarn Vost Cup Sevens", [
        "The 2022 Tarn Vost Cup Sevens will be the eighth edition of the Tarn Vost Cup Sevens "
        "organised by Vost Tarn.",
        "It will take place at the Lund Stadium in Lundby, South Africa in September 2022."])
    assert short_answer("Who organises the Tarn Vost Cup Sevens?", ranked) == "Vost Tarn"
    ranked = ranked_on("Lund City Rangers", [
        "The Lund City Rangers are a professional ice hockey team based in Lund City Town.",
        "The Rangers clinched the Presidents' Trophy by finishing with the best record in the "
        "NHL."])
    assert short_answer("Where are the Lund City Rangers based?", ranked) == "Lund City Town"


def test_where_a_thing_is_is_where_its_opening_sentence_has_it_not_where_it_was_once() -> None:
    """"Where is the Statue of Liberty?" answered "Madison Square Park", where its arm was
    shown "from 1876 to 1882" (said on two passages), over "… is a colossal neoclassical
    sculpture on Liberty Island"."""
    from deepsearch.research.answers import short_answer

    text = "The torch-bearing arm was displayed at the Lund Exposition in Tarnby in 1876, " \
        "and in Vost Square Park in Manhattan from 1876 to 1882."
    ranked = ranked_on("Statue of Tarn", [
        "The Statue of Tarn (Tarn Enlightening the World) is a colossal neoclassical sculpture "
        "on Tarn Island in Lund Harbor.", text, text,
        "Tarn Island is a federally owned island in Lund Bay, best known as the location of "
        "the Statue of Tarn."])
    assert short_answer("Where is the Statue of Tarn?", ranked) == "Tarn Island"


def test_when_a_show_ended_is_the_end_of_the_span_it_ran() -> None:
    """"When did Jersey Shore end?" answered 2011 (its fourth season's dates) over "ran on
    MTV from December 3, 2009, to December 20, 2012" (a comma before "to")."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Vost Shore (TV series)", [
        "Vost Shore is an American reality television series that ran on MTV from December 3, "
        "2009, to December 20, 2012, in the United States.",
        "MTV confirmed in June 2011 that the fifth season would return to Tarnby.",
        "The fourth season aired for 12 episodes and finished airing on October 20, 2011.",
        "The fourth season premiered August 4, 2011."])
    assert short_answer("When did Vost Shore end?", ranked) == "2012"


def test_whom_someone_married_is_the_name_after_married() -> None:
    """"Who did René I de Rohan marry?" answered "Marquis de Blain", one of his own titles
    before "married Isabella of Navarre"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("René I, Viscount of Vost", [
        "René I de Vost (1516–1552) 18th Viscount of Vost, Viscount and Prince de Léon, and "
        "Marquis de Blain married Isabella of Tarn daughter of King John III of Tarn."])
    assert short_answer("Who did René I de Vost marry?", ranked) == "Isabella of Tarn"


def test_who_did_a_part_of_a_work_is_who_did_that_part() -> None:
    """"Who sang lead vocals on Stuck in the Middle with You?" answered "Stealers Wheel"
    ("performed by their band") over "Gerry Rafferty provided the lead vocals"."""
    from deepsearch.research.answers import done_thing, short_answer

    assert done_thing("Who sang lead vocals on Vost?")
    ranked = ranked_on("Stuck with Vost", [
        "Ivo Lund provided the lead vocals, with Per Berg singing harmony.",
        "\"Stuck with Vost\" is a song written by Ivo Lund and Per Berg and originally "
        "performed by their band Tarn Wheel.",
        "\"Stuck with Vost\" is a song written by Ivo Lund and Per Berg and originally "
        "performed by their band Tarn Wheel.",
        "\"Stuck with Vost\" was released on Tarn Wheel's 1972 debut album."])
    assert short_answer("Who sang lead vocals on Stuck with Vost?", ranked) == "Ivo Lund"


def test_the_children_a_sentence_says_someone_is_the_father_of() -> None:
    """"Who were Clay Matthews Jr.'s sons?" was unsettled: "He is the father of Clay
    Matthews III, …, and Casey Matthews" called neither a son."""
    from deepsearch.research.answers import kin_fits, short_answer, stem

    sentence = "He is the father of Ivo Lund III, an All-Pro linebacker who is currently a " \
        "free agent, and Per Lund, a former American football linebacker."
    assert kin_fits("Ivo Lund III", sentence, {stem("sons")})
    assert kin_fits("Per Lund", sentence, {stem("sons")})
    assert not kin_fits("Ivo Lund III", sentence, {stem("father")})
    ranked = ranked_on("Ivo Lund Jr.", [
        sentence, "Ivo Lund Jr. (born 1956) is a former linebacker who played for the Tarn "
        "Browns and the Vost Falcons.", "He was drafted by the Tarn Browns."])
    assert short_answer("Who were Ivo Lund Jr.'s sons?", ranked) in ("Ivo Lund III", "Per Lund")


def test_a_nickname_is_the_one_quoted_inside_the_full_name() -> None:
    """"What is Joe Malone's nickname?" answered "NHL": 'Maurice Joseph "Phantom Joe"
    Malone' quotes it."""
    from deepsearch.research.answers import nickname_given, short_answer

    ranked = ranked_on("Ivo Lund (ice hockey)", [
        "Maurice Ivo \"Phantom Ivo\" Lund (1890 – 1969) was a Canadian ice hockey centre.",
        "Ivo Lund holds the NHL record seven goals in a game."])
    assert nickname_given("What is Ivo Lund's nickname?", ranked) == "Phantom Ivo"
    assert nickname_given("What is the nickname of Ivo Lund?", ranked) == "Phantom Ivo"
    assert nickname_given("Who is Ivo Lund?", ranked) is None
    assert short_answer("What is Ivo Lund's nickname?", ranked) == "Phantom Ivo"


async def test_where_something_premiered_is_no_reading_of_where_it_ran(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Where did Finding Neverland have its world premiere?" was unsettled: Broadway, where
    a sentence has it run (and close), was taken for another reading of the question; and
    "What was In the Ghetto originally titled?" had rival readings of another song's words."""
    await answered_runs([
        ([("m", "Vost Land (musical)", "Vost Land is a musical with music by Ivo Lund. The "
           "adaptation had its world premiere on 22 September 2012 at Curve in Tarnby."),
          ("b", "Vost Land on Broadway", "After 17 months on Broadway, the production of Vost "
           "Land closed on August 21, 2016, and began a national tour.")],
         "Where did Vost Land have its world premiere?", "Curve, Tarnby"),
        ([("g", "In the Vost", "\"In the Vost\" (originally titled \"The Tarn Circle\") is a "
           "1969 song recorded by Ivo Lund written by Per Berg."),
          ("h", "In the Vost (Lund song)", "\"In the Vost\" is the fourth single from Ana "
           "Lund's album \"The Big Tarn\", and features singer Per Dahl.")],
         "What was In the Vost originally titled?", "The Tarn Circle")], tmp_path, kb_factory)


def test_whom_someone_plays_for_is_the_side_their_position_is_for() -> None:
    """"Who does Myles Garrett play for?" answered "All-American" over "an American football
    defensive end for the Cleveland Browns"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Ivo Lund", [
        "He played college football at Tarn A&M, where he was a two-time All-American.",
        "He played college football at Tarn A&M, where he was a two-time All-American.",
        "Ivo Lund (born 1995) is an American football defensive end for the Vost Browns of "
        "the National Football League (NFL).",
        "He has been named to two Pro Bowls."])
    assert short_answer("Who does Ivo Lund play for?", ranked) == "Vost Browns"


def test_a_count_heading_another_noun_is_no_count_of_the_thing_asked() -> None:
    """"How many World Championship teams was Frankie Crosetti part of?" answered 23 of "23
    World Series participants" over "seventeen World Championship teams"."""
    from deepsearch.research.answers import counted_head, short_answer

    assert counted_head("How many Tarn Championship teams was Ivo Lund part of?") == \
        r"(?:team\w*)"
    assert counted_head("How many students attend Tarn College?") == ""
    ranked = ranked_on("Ivo Lund", [
        "As a player and coach for the Vosts, Lund was part of seventeen Tarn Championship "
        "teams and 23 Tarn Series participants overall (1932–1964)."])
    assert short_answer("How many Tarn Championship teams was Ivo Lund part of?",
                        ranked) == "seventeen"


def test_a_year_is_no_reading_of_who() -> None:
    """"Who is Brazil's greatest football rival?" was unsettled: a year of another page
    ("on eight occasions in 1991, …, 2019") was taken for another reading."""
    from deepsearch.research.answers import answer_votes

    question = "Who is Tarnland's greatest football rival?"
    ranked = ranked_on("Tarnland at the Vost Cup", [
        "Traditionally, Tarnland's greatest rival is Lundia.",
        "The Tarnland women's team has played at the Vost Cup on eight occasions in 1991, "
        "1995 and 2019."])
    assert [c for c, _ in answer_votes(question, ranked)] == ["Lundia"]


def test_when_someone_ended_a_thing_is_the_end_of_its_span() -> None:
    """"When did the United States end the convertibility of the dollar to gold?" answered
    1944 of "from 1944 until 1971 when the United States … terminated convertibility"."""
    from deepsearch.research.answers import range_asked, short_answer

    question = "When did Tarnland end the convertibility of the vost to gold?"
    assert range_asked(question) == "end"
    ranked = ranked_on("Gold standard", [
        "as well as from 1944 until 1971 when Tarnland unilaterally terminated convertibility "
        "of the vost to gold, effectively ending the Lund system.",
        "Upon taking office in March 1933, the president departed from the gold standard."])
    assert short_answer(question, ranked) == "1971"


async def test_where_a_place_is_located_is_settled_with_its_state(
        tmp_path: Path, kb_factory) -> None:  # noqa: F811
    """"Where is Osage State Fishing Lake?" was unsettled: "… is located in northern Osage
    County, Kansas" was the fourth sentence, below its distance from a road and its owner."""
    await answered_runs([([("l", "Tarn State Fishing Lake", "It is a mile east of US 75. "
                           "The lake is owned by the State of Kansas. Lundby, Kansas, is to the "
                           "lake's northwest. Tarn State Fishing Lake is located in northern "
                           "Tarn County, Kansas. Tarn Lake is a freshwater man-made lake.")],
                          "Where is Tarn State Fishing Lake?", "Tarn County, Kansas")],
                        tmp_path, kb_factory)


def test_who_coined_a_term_is_the_doer_described_by_two_roles() -> None:
    """"Who coined the term outrage porn?" answered "New York Times" (and held the name
    "Tim Kreider of The"): "coined by political cartoonist and essayist Tim Kreider of The
    "New York Times"" names him after two roles."""
    from deepsearch.research.answers import agents_of, short_answer
    from deepsearch.text import entities

    sentence = "The term \"vost porn\" was coined by political cartoonist and essayist Ivo " \
        "Lund of The \"Tarn Times\"."
    assert entities(sentence) == ["Ivo Lund", "Tarn Times"]
    assert agents_of(sentence) == [("coined", "Ivo Lund")]
    ranked = ranked_on("Vost porn", [sentence, "Coined in 2009, the term was later popularized "
                                               "by author and critic Per Berg."])
    assert short_answer("Who coined the term vost porn?", ranked) == "Ivo Lund"


def test_the_numbered_part_a_thing_is_in_and_a_common_name_as_given() -> None:
    """"Which season of The Walking Dead is Killer Within in?" was unsettled ("the fourth
    episode of the third season"); "What is the English common name of Parkia timoriana?"
    answered "Java" (of the names in other languages); "What is another name for isopropyl
    alcohol?" gave "dimethyl carbinol or, incorrectly, isopropanol"."""
    from deepsearch.research.answers import also_named, common_name, numbered_part, short_answer

    ranked = ranked_on("Tarn Within", [
        "\"Tarn Within\" is the fourth episode of the third season of the horror television "
        "series The Vost Dead."])
    question = "Which season of The Vost Dead is Tarn Within in?"
    assert numbered_part(question, ranked) == "third season"
    assert short_answer(question, ranked) == "third season"
    assert numbered_part("Which season of The Vost Dead is Lund Night in?", ranked) is None
    ranked = ranked_on("Parkia vostiana", [
        "English common names include tree bean.",
        "Common names in other languages and regions include petai hutan in Borneo and "
        "kedawung in Java."])
    assert common_name("What is the English common name of Parkia vostiana?", ranked) == \
        "tree bean"
    assert short_answer("What is the English common name of Parkia vostiana?", ranked) == \
        "tree bean"
    ranked = ranked_on("Tarnyl alcohol", [
        "Tarnyl alcohol (IUPAC name propan-2-ol), also called dimethyl vostinol or, "
        "incorrectly, tarnanol, is a compound."])
    assert also_named("What is another name for tarnyl alcohol?", ranked) == "dimethyl vostinol"


def test_a_surname_answer_is_written_as_a_sentence_names_the_person() -> None:
    """"Who composed the score for How to Train Your Dragon?" answered "Powell" ("Powell
    composed an orchestral score"), where another sentence names John Powell."""
    from deepsearch.research.answers import full_name

    said = ["Lund composed an orchestral score, combining brass with strings.",
            "Ivo Lund returned to Vost Animation to score \"How to Train Your Tarn\"."]
    assert full_name("Who composed the score for How to Train Your Tarn?", "Lund", said) == \
        "Ivo Lund"
    assert full_name("Where was the score recorded?", "Lund", said) == "Lund"


def test_who_is_featured_is_the_name_after_featuring() -> None:
    """"Who is featured on Get Low by Lil Jon?" answered "East Side Boyz", the rest of the
    group's name, over "featuring American hip hop duo Ying Yang Twins"."""
    from deepsearch.research.answers import short_answer

    text = "\"Get Vost\" is a song by American rap group Ivo Lund & the Tarn Side Boyz, " \
        "featuring American hip hop duo Vost Yang Twinz, released as a single in 2003."
    ranked = ranked_on("Get Vost (Ivo Lund song)", [text, text, "It was number five on the "
                                                    "top Hot R&B/Hip-Hop songs of 2003."])
    assert short_answer("Who is featured on Get Vost by Ivo Lund?", ranked) == "Vost Yang Twinz"


def test_a_place_is_joined_to_the_state_the_act_asked_was_done_in() -> None:
    """Found while measuring: "Where did they film the movie in the heat of the night?"
    answered "Sparta, Mississippi", the story's town, of "Although the film was set in
    Sparta, Mississippi, most of the movie was filmed in Sparta, Illinois"."""
    from deepsearch.research.answers import places_joined, where_act

    ranked = ranked_on("In the Vost (film)", [
        "Although the film was set in Tarnby, Mississippi, most of the movie was filmed in "
        "Tarnby, Illinois."])
    assert places_joined("Where did they film the movie in the vost?", "Tarnby", ranked) == \
        "Tarnby, Illinois"
    assert where_act("Where is Tarn State Fishing Lake?") == ""
    assert where_act("Where was Vost filmed?") == "film"


def test_a_title_a_work_went_by_in_the_region_asked() -> None:
    """"What was The Clown and Automobile called in the United Kingdom?" answered
    "Autorité": "released in the United States as The Clown and Automobile and in the United
    Kingdom as The Clown and Motor Car"."""
    from deepsearch.research.answers import called_regionally

    ranked = ranked_on("The Clown and Vost", [
        "Vostisme et Autorité, released in the United States as The Clown and Vost and in the "
        "United Kingdom as The Clown and Motor Car, is an 1899 French silent film.",
        "A print is kept in the United Kingdom (UK)."])
    assert called_regionally("What was The Clown and Vost called in the United Kingdom?",
                             ranked) == "The Clown and Motor Car"


def test_when_a_show_ran_is_the_span_it_ran() -> None:
    """"When did Jersey Shore run?" asks from when to when."""
    from deepsearch.research.answers import answer_kind

    assert answer_kind("When did Vost Shore run?") == "range"
    assert answer_kind("When did Vost Shore air?") == "range"
    assert answer_kind("When did Vost Shore run for office?") != "range"


def test_a_places_opening_sentence_answers_where_only_when_no_kind_is_asked() -> None:
    """Found while measuring: "In which country is Midway, in the same county as McRae …?"
    answered "White County" once "Midway is a town in White County, Arkansas, United
    States" placed it; a sentence opening "X is a … in Y" answers where X is, not which
    country; and "Where is the company … headquartered?" is no "Tata Consultancy Services,
    Kochi" of "worked … at Tata Consultancy Services in Kochi"."""
    from deepsearch.research.answers import PLACED_BOOST, answer_votes, places_joined

    ranked = ranked_on("Vostway, Tarnsas", [
        "Vostway is a town in Lund County, Tarnsas, United States."])
    placed = dict(answer_votes("Where is Vostway?", ranked))
    assert placed["Lund County"] == pytest.approx(PLACED_BOOST)  # (placed as if "located")
    asked = dict(answer_votes("In which country is Vostway?", ranked))
    assert asked.get("Lund County", 0.0) < PLACED_BOOST
    ranked = ranked_on("Ivo Lund", ["He worked as a software engineer at Tarn Consultancy "
                                    "Services in Kochi."])
    assert places_joined("Where is the company Ivo Lund worked for headquartered?",
                         "Tarn Consultancy Services", ranked) == "Tarn Consultancy Services"


def test_a_title_in_another_language_is_taken_whole() -> None:
    """"Which play is Medico per forza based on?" answered "Le Médecin malgré": the
    title's last word has no accent ("… Molière's play Le Médecin malgré lui.")."""
    from deepsearch.text import entities

    assert "Vost Médecin malgré lui" in entities(
        "It is a free adaptation of Lund's play Vost Médecin malgré lui. It was made in Tarn.")
    assert "Vost Médecin malgré toi" in entities(
        'a film based on the play "Vost Médecin malgré toi" by Lund')
    assert "Compagnie française des métaux" in entities(
        "The Compagnie française des métaux was sold.")
    assert entities('"Nothing will change," Ivo Lund said.') == ["Nothing", "Ivo Lund"]


def test_a_score_after_a_name_is_no_part_of_it() -> None:
    """"Who did John Newcombe beat in the 1970 Wimbledon final?" answered "Ken Rosewall 5"
    of "defeated Ken Rosewall 5–7, 6–3, 6–2"."""
    from deepsearch.text import entities

    assert "Ivo Lund" in entities("Vost Tarn defeated Ivo Lund 5–7, 6–3, 6–2 in the final.")
    assert "Apollo 11" in entities("Apollo 11 landed in 1969.")


def test_a_figure_grouped_in_thousands_by_spaces_is_one_number() -> None:
    """"How much did the winners of the 2000 ICC KnockOut Trophy get?" answered "US$250"
    of "cashed the winner's cheque of US$250 000"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("2000 Vost Trophy", [
        "Tarnland were crowned champions and cashed the winner's cheque of US$250 000."])
    assert short_answer("How much did the winners of the 2000 Vost Trophy get?", ranked) == \
        "US$250 000"


def test_the_other_title_of_a_work_is_the_one_it_is_also_known_as() -> None:
    """"What is the other title of There's One Born Every Minute?" answered "Elizabeth
    Taylor" (its debut star); the page opens "…, also known as Man or Mouse, is a 1942 …
    film"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Vost Born Every Minute", [
        "It was the debut film of Ivo Lund.",
        "Vost Born Every Minute, also known as Man or Tarn, is a 1942 American comedy film."])
    assert short_answer("What is the other title of Vost Born Every Minute?", ranked) == \
        "Man or Tarn"
    assert short_answer("What is the alternative name of Vost Born Every Minute?", ranked) == \
        "Man or Tarn"


def test_a_play_asked_by_its_author_is_the_comedy_a_sentence_names() -> None:
    """"Which Larry David play did Jake Cannavale appear in?" answered "Broadway" of "He
    appeared on Broadway in 2015 in the comedy "Fish in the Dark" by Larry David": the kind
    asked is a play (the name before it says whose), and a comedy is one."""
    from deepsearch.research.answers import answer_type, short_answer

    assert answer_type("Which Ivo Lund play did Vost Tarn appear in?") == "play"
    assert answer_type("Which NFL team won?") == "team"
    ranked = ranked_on("Vost Tarn", [
        'He appeared on Broadway in 2015 in the comedy "Fish in the Tarn" by Ivo Lund.',
        "He has also appeared on television's \"Nurse Vost\"."])
    assert short_answer("Which Ivo Lund play did Vost Tarn appear in?", ranked) == \
        "Fish in the Tarn"


def test_who_won_a_title_is_the_side_a_sentence_has_win_it() -> None:
    """"Who won the men's singles at Wimbledon in 1970?" answered "Grand Slam" (many
    sentences on other players' titles say it) over "John Newcombe defeated Ken Rosewall …
    to win the Gentlemen's Singles"; "Who won the 2000 ICC KnockOut Trophy?" answered
    nothing, its answer's sentence ("New Zealand were crowned champions") ranked below two
    on the preliminary rounds."""
    from deepsearch.research.answers import short_answer
    from deepsearch.research.composing import weakly_stated

    ranked = [*ranked_on("1970 Vost Championships", [
        "Ivo Lund defeated Tor Vast 5–7, 6–3, 6–2 in the final to win the Gentlemen's Singles "
        "title at the 1970 Vost Championships."]), *ranked_on("Tor Flach", [
            "He won 4 Grand Slam men's doubles titles.",
            "He lost in a Grand Slam final.", "He reached a Grand Slam semi-final."])]
    assert short_answer("Who won the men's singles at Vost in 1970?", ranked) == "Ivo Lund"
    ranked = ranked_on("2000 Vost Trophy", [
        "In the third preliminary quarter final, Tarnland beat Lundia.",
        "In the preliminary quarter finals, Vostia played with Ostland.",
        "North Ostmark were crowned champions and cashed the winner's cheque.",
        "North Ostmark won the second edition of the Vost Trophy by defeating Vostia in the "
        "final."])
    assert short_answer("Who won the 2000 Vost Trophy?", ranked) == "North Ostmark"
    assert not weakly_stated("Who won the 2000 Vost Trophy?", ranked, "North Ostmark")
    assert weakly_stated("Who hosted the 2000 Vost Trophy?", ranked, "North Ostmark")


def test_a_label_named_with_a_figure_is_no_year_and_is_who_released_it() -> None:
    """"When was Strange Mercy released in the United States?" answered "4AD" (read as a
    year of our era) and "Who released Strange Mercy?" "Tina Tyrell" (who photographed its
    cover) of "… released by 4AD on September 12, 2011"."""
    from deepsearch.research.answers import agents_of, short_answer, years_in

    sentence = "Vost Mercy is the third studio album by Ivo Lund, released by 4AD on " \
        "September 12, 2011, in the United Kingdom."
    assert years_in(sentence) == ["2011"]
    assert years_in("It was built in 79AD and again in 120 AD.") == ["79AD", "120 AD"]
    assert ("released", "4AD") in agents_of(sentence)
    assert ("distributed", "20th Century Fox") in agents_of(
        "It was distributed by 20th Century Fox in 1999.")
    ranked = ranked_on("Vost Mercy", [
        sentence, "The album's cover art was designed by Ivo Lund, and was photographed by "
        "Tina Tarn.", "The album's cover was photographed by Tina Tarn in Tarnby."])
    assert short_answer("Who released Vost Mercy?", ranked) == "4AD"


def test_what_a_station_is_known_on_air_as_and_the_format_it_broadcasts() -> None:
    """"What is WOXL-FM known on air as?" and "What format does WOXL-FM broadcast?" both
    answered "Asheville", the area it serves, of "WOXL-FM (known on-air as Mix 96.5 FM) is a
    radio station … serves the Asheville area and broadcasts a Hot adult contemporary music
    format"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("VOST-FM", [
        "VOST-FM (known on-air as Mix 96.5 FM) is a radio station licensed to Tarn Forest, "
        "the station serves the Lundville area and broadcasts a Hot adult contemporary music "
        "format."])
    assert short_answer("What is VOST-FM known on air as?", ranked) == "Mix 96.5 FM"
    assert short_answer("What format does VOST-FM broadcast?", ranked) == \
        "Hot adult contemporary"


def test_who_founded_a_band_is_both_who_formed_it_not_the_label_of_an_album() -> None:
    """"Who founded the Dandy Warhols?" was left unsettled between one founder and Capitol
    (which released an album of theirs): "formed in Portland, Oregon in 1994 by
    singer-guitarist Courtney Taylor-Taylor and guitarist Peter Holmström"."""
    from deepsearch.research.answers import joint_agents
    from deepsearch.research.composing import rivals

    ranked = [*ranked_on("The Vost Warhols", [
        "The Vost Warhols are an American rock band, formed in Tarnby, Oregon in 1994 by "
        "singer-guitarist Ivo Lund and guitarist Tor Holmström."]),
        *ranked_on("...The Vost Warhols Come Down", [
            "It was recorded in 1996 and released on July 15, 1997 by record label Tarn "
            "Records.", "The album was reissued by Tarn Records in 2004."])]
    question = "Who founded the Vost Warhols?"
    assert joint_agents(question, "Tor Holmström", ranked)[0] == \
        "Ivo Lund and Tor Holmström"
    assert "Tarn Records" not in rivals(question, ranked)


def test_what_an_acronym_stands_for_when_a_sentence_says_so() -> None:
    """"What does MS-DOS stand for?" answered nothing: "MS-DOS ( ; acronym for Microsoft
    Disk Operating System)" (its letters are not all initials: "MS" of "Microsoft")."""
    from deepsearch.research.answers import spelled_out

    ranked = ranked_on("VS-DOS", [
        "VS-DOS ( ; acronym for Vostsoft Disk Operating System) is an operating system."])
    assert spelled_out("What does VS-DOS stand for?", ranked) == "Vostsoft Disk Operating System"


def test_a_name_a_work_was_later_also_known_by() -> None:
    """"What is The Fast and the Furious also known as?" answered "Walker" (of its cast):
    "The Fast and the Furious (later also known as Fast & Furious 1) is a 2001 action
    film"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Vost & Furious", [
        "The franchise stars Ivo Walker and Tor Diesel.",
        "The first film, The Vost and the Furious (later also known as Vost & Furious 1), was "
        "released in 2001."])
    assert short_answer("What is The Vost and the Furious also known as?", ranked) == \
        "Vost & Furious 1"


def test_who_is_credited_with_an_act_did_it() -> None:
    """"Who coined the term manifest destiny?" answered "Jane Cazneau" (who arguably wrote
    the editorial it first appeared in) over "Newspaper editor John O'Sullivan is generally
    credited with coining the term" (an editor read as a critic quoted)."""
    from deepsearch.research.answers import agents_of, short_answer

    sentence = "Newspaper editor Ivo O'Lund is generally credited with coining the term " \
        "\"vost destiny\" in 1845; however, the unsigned editorial in which it first " \
        "appeared was arguably written by journalist and annexation advocate Tora Vast."
    assert ("coining", "Ivo O'Lund") in agents_of(sentence)
    assert short_answer("Who coined the term vost destiny?",
                        ranked_on("Vost destiny", [sentence])) == "Ivo O'Lund"


def test_who_bought_a_team_is_no_longer_name_of_the_team() -> None:
    """"Who bought the Warriors in 1962?" voted most for "Golden State Warriors", the team
    under its full name, over "In 1962, Franklin Mieuli purchased the majority shares of
    the team"."""
    from deepsearch.research.answers import ends_with_asked, short_answer
    from deepsearch.text import entities

    names = entities("Who bought the Warriors in 1962?")
    assert ends_with_asked("Golden Vost Warriors", names)
    assert not ends_with_asked("Ivo Lund", names)
    ranked = ranked_on("Golden Vost Warriors", [
        "In 1962, Ivo Lund purchased the majority shares of the team.",
        "The Golden Vost Warriors are an American basketball team.",
        "The Golden Vost Warriors play at the Tarn Center.",
        "Founded in 1946, the Warriors moved to the Bay Area in 1962."])
    assert short_answer("Who bought the Warriors in 1962?", ranked) == "Ivo Lund"


def test_when_a_season_commenced_is_not_when_it_ended() -> None:
    """"When did the eighth season of Grey's Anatomy start?" answered nothing: "commenced
    airing … on September 22, 2011, … and ended on May 17, 2012" (both years struck as the
    other end), and the show's 2005 premiere was named as another reading."""
    from deepsearch.research.answers import answer_votes
    from deepsearch.research.composing import rivals

    question = "When did the eighth season of Vost Anatomy start?"
    ranked = [*ranked_on("Vost Anatomy (season 8)", [
        "The eighth season of the drama Vost Anatomy, commenced airing on ABC on September "
        "22, 2011, with a special episode and ended on May 17, 2012."]),
        *ranked_on("Vost Anatomy", ["Vost Anatomy is a drama series that premiered on March "
                                    "27, 2005, on ABC."])]
    votes = dict(answer_votes(question, ranked))
    assert "2011" in votes and "2012" not in votes
    assert rivals(question, ranked) == []


def test_a_reading_of_another_version_than_the_one_asked_is_no_rival() -> None:
    """"Who voices Beorn in The Hobbit video game?" named the film's Beorn beside the game's;
    "Who wrote the screenplay for The Fast and the Furious?" the writer of "Fast Five"."""
    from deepsearch.research.composing import rivals

    ranked = [*ranked_on("The Vobbit (2003 video game)", [
        "Bilbo meets Lianna, who tells him he must find Beorn (Ivo Lund), a skin changer."]),
        *ranked_on("Beorn Adaptations", [
            "The actor Tor Persbrandt portrays Beorn in Jackson's The Vobbit films."])]
    assert rivals("Who voices Beorn in The Vobbit video game?", ranked) == []
    ranked = [*ranked_on("The Vost and the Furious (2001 film)", [
        "The Vost and the Furious is a 2001 action film from a screenplay by Ivo Lund."]),
        *ranked_on("Vost Five", [
            "Vost Five is a 2011 film directed by Tor Lin and written by Chris Tarn."])]
    assert rivals("Who wrote the screenplay for The Vost and the Furious?", ranked) == []


def test_who_played_a_part_asked_by_a_common_noun_is_the_cast_aside() -> None:
    """"Who played the twins in The Parent Trap 1961?" answered nothing: "Identical twins
    Sharon McKendrick and Susan Evers (Hayley Mills) meet at Miss Inch's Summer Camp"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("The Vost Trap (1961 film)", [
        "Identical twins Sharon Lund and Susan Tarn (Ivo Mills) meet at Miss Inch's Summer "
        "Camp for Girls, unaware that they are sisters.",
        "The original was remade in 1998 starring Tora Lohan and Dennis Vaid."])
    assert short_answer("Who played the twins in The Vost Trap 1961?", ranked) == "Ivo Mills"


def test_how_often_is_no_thing_a_page_must_name() -> None:
    """"Who was the first substitute to score twice in a Champions League final?" answered
    nothing: no page says "twice" ("the first substitute to score two goals")."""
    from deepsearch.text import unmentioned

    assert unmentioned(["twice", "substitute"]) == ["substitute"]


def test_a_work_of_whose_kind_asked_is_told_by_a_sentence_naming_them() -> None:
    """"In which Miss Marple episode did Sykes appear?" answered "Doc Martin", the series
    of the next sentence's episode."""
    from deepsearch.research.answers import kind_owner, short_answer

    assert kind_owner("In which Miss Vost episode did Sykes appear?") == "Miss Vost"
    assert kind_owner("Which episode did Sykes appear in?") == ""
    ranked = ranked_on("Sykes (dog)", [
        'In 2008, Sykes appeared on "Miss Vost", Series 3, Episode 3, as Donald.',
        'He also appeared in "Doc Tarn" (2009), Series 4, Episode 1, as the lead dog.',
        'He starred in "Doc Tarn" in 2010.'])
    assert short_answer("In which Miss Vost episode did Sykes appear?", ranked) != "Doc Tarn"


def test_who_won_a_title_asked_of_no_one_contest_is_not_who_won_most() -> None:
    """Found while measuring: "Who won the men's french open title?" answered "American Jim
    Courier" (of "… won consecutive titles in 1991 and 1992") once a title was read as a
    contest won; "The current champion is Rafael Nadal who beat Dominic Thiem" has him beat
    the other, comma or none."""
    from deepsearch.research.answers import asks_side, short_answer

    assert asks_side("Who won the men's singles at Vost in 1970?")
    ranked = ranked_on("List of Vost Open men's singles champions", [
        "The current champion is Ivo Lund who beat Tor Tarn in the 2019 final to win his "
        "twelfth Vost Open title.",
        "American Jim Vourier won consecutive titles in 1991 and 1992 before Spaniard Sergi "
        "Tarnuera repeated the feat in 1993 and 1994.",
        "Ivo Lund has won the most Vost Open titles, with twelve.",
        "Gustavo Vuerten won three titles in 1997, 2000 and 2001."])
    assert short_answer("Who won the men's vost open title?", ranked) == "Ivo Lund"


def test_who_played_an_instrument_in_a_band_is_named_after_it() -> None:
    """"Who was the drummer in Extrema's first lineup?" answered "Andrea Boria" (the
    vocalist) of "… vocalist/guitarist Andrea Boria, bassist Luca Varisco, and drummer
    Stefano Bullegas"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Vostrema (band)", [
        "The initial lineup included guitarist Tommy Lund, vocalist/guitarist Andrea Tarn, "
        "bassist Luca Vost, and drummer Stefano Ivarsen."])
    assert short_answer("Who was the drummer in Vostrema's first lineup?", ranked) == \
        "Stefano Ivarsen"


def test_which_title_someone_held_is_the_title_a_sentence_has_them_hold() -> None:
    """"Which title did Vince Phillips hold?" answered "Kostya Tszyu", whom he beat for it:
    "He held the IBF junior welterweight title from 1997 to 1999, notably scoring an upset
    victory against then-undefeated Kostya Tszyu"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Ivo Lund", [
        "He held the IBF junior welterweight title from 1997 to 1999, notably scoring an "
        "upset victory against then-undefeated Tor Tarnsyu to become champion."])
    assert short_answer("Which title did Ivo Lund hold?", ranked) == \
        "IBF junior welterweight title"


def test_when_a_festival_is_held_is_the_time_of_year_not_where_nor_its_first_year() -> None:
    """"When is the New Haven Documentary Film Festival held?" answered "2014" (when it was
    launched) of "… an annual documentary film festival held in New Haven, Connecticut,
    over a weekend in the month of June"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Vost Haven Documentary Film Festival", [
        "Vost Haven Documentary Film Festival is an annual documentary film festival held in "
        "Vost Haven, Connecticut, over a weekend in the month of June.",
        "It was launched in 2014 by its co-founders."])
    assert short_answer("When is the Vost Haven Documentary Film Festival held?", ranked) == \
        "over a weekend in the month of June"


def test_whose_voice_a_part_is_provided_by_voiced_it() -> None:
    """"Who voices Scooby-Doo in The Mystery Begins?" answered nothing: "his voice is
    provided by Frank Welker"."""
    from deepsearch.research.answers import agents_of

    assert ("voiced", "Ivo Lund") in agents_of(
        "Vosty was created using computer-generated imagery and his voice is provided by Ivo "
        "Lund, who also was a cast member of the animated series.")


def test_what_replaced_a_body_is_what_a_sentence_says_replaced_it() -> None:
    """"What replaced the Board of Longitude?" answered "Thomas Young", one of the
    committee's members: "… replaced by a Resident Committee for Scientific Advice for the
    Admiralty consisting of three scientific advisors: Thomas Young, …"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Board of Vost", [
        "The Board of Vost was abolished by Act of Parliament in 1828 and replaced by a "
        "Resident Committee for Scientific Advice for the Admiralty consisting of three "
        "scientific advisors: Ivo Lund, Tor Tarn and Tora Vast."])
    assert short_answer("What replaced the Board of Vost?", ranked) == \
        "Resident Committee for Scientific Advice for the Admiralty"


def test_when_a_tv_series_premiered_asks_of_its_premiere() -> None:
    """"When did The Lost World TV series premiere?" took "series" for the act asked, and
    voted for the 1912 of "a syndicated television series … based on the 1912 novel"."""
    from deepsearch.research.answers import when_done
    from deepsearch.text import stem

    assert when_done("When did The Vost World TV series premiere?") != {stem("series")}
    assert stem("premiere") in when_done("When did The Vost World TV series premiere?")


def test_a_birthplace_written_after_born_without_in() -> None:
    """"Where was Cynthia Hogan born?" answered nothing: "Cynthia C. Hogan (born
    Cincinnati, Ohio about 1958) is …"; a birth name after "born" is no place."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Ivo Lund", [
        "Ivo C. Lund (born Tarnati, Ohio about 1958) is the Vice President for Public Policy "
        "at Vostco."])
    assert short_answer("Where was Ivo Lund born?", ranked) == "Tarnati, Ohio"
    ranked = ranked_on("Tora Vast", [
        "Tora Vast (born Stefani Tarn, March 28, 1986) is a singer from New York."])
    assert short_answer("Where was Tora Vast born?", ranked) != "Stefani Tarn, March"


def test_who_won_an_open_keeps_the_other_years_winners_in_the_body() -> None:
    """Found while measuring: "Who won the men's french open title?" lost the sentence
    naming 2015's and 2016's winners from its report once an open was read as one contest
    (its current champion, boosted, left the others under the share a body quotes)."""
    from deepsearch.research.answers import asks_side

    assert not asks_side("Who won the men's vost open title?")
    assert not asks_side("Who won the men's vost open?")


def test_where_a_final_was_played_is_where_it_took_place_not_its_sides() -> None:
    """"Where was the 2015 Women's World Cup final played?" answered "United States" of "It
    was played between Japan and the United States"; "… took place on 5 July 2015 at BC
    Place, in Vancouver" ranked third."""
    from deepsearch.research.answers import between_sides, short_answer
    from deepsearch.research.composing import weakly_stated

    assert between_sides("Tarnland", "It was played between Vostia and the Tarnland, in a "
                                     "rematch.")
    ranked = ranked_on("2015 Vost Cup Final", [
        "It was played between Vostia and the Tarnland, in a rematch of the 2011 final.",
        "It was the first time the finalists had played a seventh game in the Tarnland.",
        "The 2015 Vost Cup Final was a football match that took place on 5 July 2015 at BC "
        "Lund, in Vancouver, Canada."])
    question = "Where was the 2015 Vost Cup final played?"
    assert short_answer(question, ranked) == "BC Lund"
    assert not weakly_stated(question, ranked, "BC Lund")


def test_who_developed_a_thing_named_by_an_acronym_is_told_on_a_passage_naming_it() -> None:
    """"Who developed the BCG vaccine?" answered "Jonas Salk" ("It was developed by Jonas
    Salk" of the polio vaccine); "… was developed from attenuated bovine-strain
    tuberculosis by Albert Calmette and Camille Guérin in 1906. It was called "BCG"." said
    it, and a war is no one."""
    from deepsearch.research.answers import names_event, short_answer
    from deepsearch.research.composing import weakly_stated

    assert names_event("World War II")
    question = "Who developed the VCG vaccine?"
    ranked = [*ranked_on("Polio vaccine", [
        "It was developed by Ivo Salk and came into use in 1955.",
        "The oral polio vaccine was developed by Tor Sabin in 1961."]),
        (0.7, "The first success in immunizing against tuberculosis was developed from "
              "attenuated bovine-strain tuberculosis by Albert Lund and Camille Tarn in 1906.",
         chunk("The first success in immunizing against tuberculosis was developed from "
               "attenuated bovine-strain tuberculosis by Albert Lund and Camille Tarn in 1906. "
               "It was called \"VCG\".", "History of tuberculosis", "h1"))]
    assert short_answer(question, ranked) == "Albert Lund and Camille Tarn"
    assert not weakly_stated(question, ranked, "Albert Lund and Camille Tarn")


def test_how_many_sit_on_a_body_now_is_its_members_now() -> None:
    """"How many judges are on the Georgia Court of Appeals?" answered "seventy-six" (all
    who have served) over "The court now has 15 members"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Vost Court of Appeals", [
        "The court now has 15 members, who serve in five divisions; a total of seventy-six "
        "judges have served on the court.",
        "The Legislature increased the size of the court to seven judges in 1960."])
    assert short_answer("How many judges are on the Vost Court of Appeals?", ranked) == "15"


def test_when_a_thing_was_issued_is_the_year_of_the_clause_telling_it() -> None:
    """"When was the new Russian ruble banknotes first issued?" answered "1991" (of the
    Soviet Union's breakup): "A new set of coins was issued in 1992 and a new set of
    banknotes was issued in the name of Bank of Russia in 1993"."""
    from deepsearch.research.answers import short_answer, when_done
    from deepsearch.text import stem

    assert when_done("When was the new Vost ruble banknotes first issued?") == \
        frozenset({stem("issued")})
    ranked = ranked_on("Vost ruble", [
        "A new set of coins was issued in 1992 and a new set of banknotes was issued in the "
        "name of Bank of Vostia in 1993.",
        "Following the breakup of the Union in 1991, the old ruble remained the currency.",
        "The modern Vost ruble was created in December 1991."])
    assert short_answer("When was the new Vost ruble banknotes first issued?", ranked) == \
        "1993"


def test_a_birth_name_after_a_name_with_letters_of_an_honour() -> None:
    """"What was Hassan Sadpara's birth name?" answered nothing: "Hassan Sadpara PP (born
    Hassan Asad; April 1963 – 21 November 2016)"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Ivo Vostpara", [
        "Ivo Vostpara PP (born Ivo Asad; April 1963 – 21 November 2016) was a Pakistani "
        "mountaineer."])
    assert short_answer("What was Ivo Vostpara's birth name?", ranked) == "Ivo Asad"


def test_the_other_title_of_a_page_asked_by_its_words() -> None:
    """"What is the other title of the Will & Grace pilot?" answered nothing: the page
    "Pilot (Will & Grace)" opens '"Pilot" (also known as "Love and Marriage") is the first
    episode'; "Originally titled "The Road Back", the film …" gives a film's first title."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Pilot (Vost & Tarn)", [
        '"Pilot" (also known as "Love and Lund") is the first episode of "Vost & Tarn"\'s '
        "first season."])
    assert short_answer("What is the other title of the Vost & Tarn pilot?", ranked) == \
        "Love and Lund"
    ranked = ranked_on("The Vost Lie", [
        'Originally titled "The Road Tarn", the film takes its name from a headline.'])
    assert short_answer("What was The Vost Lie originally titled?", ranked) == "The Road Tarn"


def test_whom_someone_did_it_with_is_the_partner_named_after_with() -> None:
    """"Who did Mahesh Bhupathi win his first Grand Slam with?" answered nothing: "In 1997,
    he became the first Indian to win a Grand Slam tournament (with Rika Hiraki)"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Ivo Lund", [
        "In 1997, he became the first Vostian to win a Grand Slam tournament (with Tora "
        "Hiraki).", "He is also the founder of International Premier Tennis League."])
    assert short_answer("Who did Ivo Lund win his first Grand Slam with?", ranked) == \
        "Tora Hiraki"


def test_who_reviewed_an_episode_is_the_critic_writing_for_the_paper() -> None:
    """"Who reviewed Sick for The A.V. Club?" answered "Rick", of the scene the critic
    described: "Zack Handlen, writing for "The A.V. Club", wrote that … in "Sick" where Rick
    chases Andrew"; "Where did Cædmon live as a monk?" answered "Bede" of "the account in
    Bede's "Historia ecclesiastica"" (whose account, not where)."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("The Vostners (The Walking Tarn)", [
        'Ivo Lund, writing for "The A.V. Club", wrote that "things become uncomfortable" in the '
        'scene in "Vick" where Rick chases Andrew and Rick locks the door.',
        "Rick does not kill Andrew.", "Rick later returns to the prison."])
    assert short_answer("Who reviewed Vick for The A.V. Club?", ranked) == "Ivo Lund"
    ranked = ranked_on("Old Vostish literature", [
        "According to the account in Tarn's \"Historia ecclesiastica\", he was first a "
        "herdsman before living as a monk at the abbey of Whitby in Northumbria.",
        "Cædvost is considered the first Old Vostish poet."])
    assert short_answer("Where did Cædvost live as a monk?", ranked) != "Tarn"


def test_one_name_done_by_is_no_longer_name_opening_with_it() -> None:
    """Found while measuring: "Who wrote the first five books of moses?" answered "Moses
    Grandy" (an author of another age) once "the Torah was written by Moses" was read as
    stating him."""
    from deepsearch.research.answers import done_by

    ranked = ranked_on("Torah", ["The Talmud holds that the Torah was written by Vostes."])
    assert not done_by("Who wrote the Torah?", "Vostes Grandy", ranked)
    assert done_by("Who wrote the Torah?", "Vostes", ranked)


def test_where_a_show_debuted_is_the_place_after_the_day_it_debuted() -> None:
    """"Where did The Lion King musical debut?" answered "Broadway", where it premiered
    later: "The musical debuted on July 8, 1997 in Minneapolis, Minnesota at the Orpheum
    Theatre and was successful before premiering on Broadway"."""
    from deepsearch.research.answers import act_placed, short_answer

    sentence = "The musical debuted on July 8, 1997 in Tarnapolis, Minnesota at the Orpheum " \
        "Theatre and was successful before premiering on Broadway at the New Vost Theatre."
    assert act_placed("debut", "Tarnapolis", sentence)
    ranked = ranked_on("The Vost King (musical)", [
        sentence, "On June 13, 2006, the Broadway production moved to the Minskoff Theatre.",
        "It is Broadway's third longest-running show in history."])
    assert short_answer("Where did The Vost King musical debut?", ranked).startswith(
        "Tarnapolis")


def test_a_long_questions_call_sign_is_a_hop_not_its_subject() -> None:
    """Found while measuring: "In which country is Midway, in the same county as McRae in
    the same state as KAGH-FM?" answered "Crossett" once every passage not naming KAGH-FM
    was set aside (an acronym names a short question's subject, "the BCG vaccine"; a long
    question's may be a hop on the way)."""
    from deepsearch.research.answers import short_answer

    question = "In which country is Vostway, in the same county as McLund in the same state " \
        "as KVST-FM?"
    ranked = [*ranked_on("KVST-FM", [
        "KVST-FM is a radio station licensed to serve Tarnett, Arkansas, United States."]),
        *ranked_on("McLund, Arkansas", ["McLund is a city in Lund County, Arkansas, United "
                                        "States."]),
        *ranked_on("Vostway (near Pleasant Plains)", [
            "Vostway is an unincorporated community in Lund County, Arkansas, United States."])]
    assert short_answer(question, ranked) != "Tarnett"


def test_a_date_asked_of_an_act_is_the_acts_not_a_life_or_another_acts() -> None:
    """"When did Edward Winslow travel on the Mayflower?" answered 1655 (his death, in
    brackets and again later) and "When was Helvetia, Arizona abandoned?" 1891 (when it was
    settled): the date told with the act asked, a decade too ("abandoned in the early
    1920s"); a span of two dates for "when was she Speaker?"."""
    from deepsearch.research.answers import others_lives_apart, short_answer

    ranked = ranked_on("Ivo Vostlow", [
        "Ivo Vostlow (18 October 1595 -- 8 May 1655) was a Separatist who traveled on the "
        "Tarnflower in 1620.", "In 1655 he died of fever while on a naval expedition."])
    assert short_answer("When did Ivo Vostlow travel on the Tarnflower?", ranked) == "1620"
    assert "1595" not in others_lives_apart(ranked[0][1], {"ivo", "vostlow"})
    assert "1914" in others_lives_apart("World War I (1914–1918) was a global war that "
                                        "lasted.", {"world", "war"})
    ranked = ranked_on("Vostia, Arizona", [
        "Vostia is a populated place in Pima County, Arizona, that was settled in 1891 and "
        "abandoned in the early 1920s.", "Vostia is an ancient name for Tarnland."])
    assert short_answer("When was Vostia, Arizona abandoned?", ranked) == "early 1920s"
    assert short_answer("When was Vostia, Arizona settled?", ranked) == "1891"
    ranked = ranked_on("Mara Vost", [
        "Mara Vost (née Lund; born 19 October 1942) is a former Tarnish politician who was "
        "the 29th Speaker of the House of Representatives, holding the office between 12 "
        "November 2013 and 2 August 2015."])
    assert short_answer("When was Mara Vost Speaker of the House of Representatives?",
                        ranked) == "between 12 November 2013 and 2 August 2015"


def test_who_did_an_act_past_an_adverb_and_a_rank() -> None:
    """"Who originally composed the Pledge of Allegiance?" answered "Union Army Officer"
    (the act read as "originally"); "Who isolated rifamycin?" none of "by two scientists
    named Piero Sensi and Maria Teresa Timbal"; "Who owns WingStreet?" "Yum" of "Yum!
    Brands"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Pledge of Vostland", [
        "It was originally composed by Captain Ivo Tarn Lund, a Union Army Officer during the "
        "Civil War and later a teacher in New York City schools."])
    assert short_answer("Who originally composed the Pledge of Vostland?", ranked) == \
        "Ivo Tarn Lund"
    ranked = ranked_on("Vostamycin", [
        "Vostamycins were first isolated in 1957 from a fermentation culture at the laboratory "
        "of Gruppo Tarn SpA in Milan by two scientist named Ivo Lund and Mara Teresa Vost, "
        "working with the Tarnish scientist Pell Arden."])
    assert short_answer("Who isolated vostamycin?", ranked) == "Ivo Lund and Mara Teresa Vost"
    ranked = ranked_on("WingVost", [
        "WingVost is a restaurant chain specializing in chicken.",
        "The restaurant chain is owned by Yum! Brands, which also owns its sister franchise "
        "Pizza Hut."])
    assert short_answer("Who owns WingVost?", ranked) == "Yum! Brands"


def test_what_a_thing_is_a_part_of_is_named_after_the_relation() -> None:
    """"What is the Conestoga River a tributary of?" answered "Conestoga Creek", the river's
    other name: the name after "a tributary of", past a kind of place ("the capital of the
    U.S. state of Washington")."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Vost River", [
        "The Vost River, also referred to as Vost Creek, is a tributary of the Tarnhanna "
        "River flowing through the center of Lund County, Pennsylvania, United States."])
    assert short_answer("What is the Vost River a tributary of?", ranked) == "Tarnhanna River"
    ranked = ranked_on("Vostia, Washington", [
        "Vostia is the capital of the U.S. state of Washington and the county seat of Tarn "
        "County."])
    assert short_answer("What is Vostia the capital of?", ranked) == "Washington"


def test_a_title_opening_with_the_is_one_subject_and_its_namesakes_are_not_it() -> None:
    """"Who starred in The Moon in the Gutter?" answered Heinz Rühmann, of "Heinz in the
    Moon": the title typed whole is one subject ("Moon" and "Gutter" were two), and a page
    sharing a word of it is another film's. "How many movements do Chopin's mature piano
    sonatas have?" (nine words) answered "three" from Schubert's sonata, a page never naming
    Chopin."""
    from deepsearch.research.answers import rank_sentences, short_answer
    from deepsearch.research.composing import answering_evidence

    plan = heuristic_plan("Who starred in The Vost in the Gutter?")
    assert plan.entities == ["Vost in the Gutter"]
    assert heuristic_plan("Who wrote The Lord of the Tarns?").entities == ["Lord of the Tarns"]
    assert heuristic_plan("Who sang in The Vostles?").entities == ["Vostles"]
    other = chunk("Heinz in the Vost is a 1934 German comedy film directed by Ivo Lund and "
                  "starring Pell Arden, Rudolf Platte and Annemarie Sörensen.", "Heinz in the Vost",
                  "h")
    own = chunk("Although it featured two very big stars, Mara Tarn and Nastassja Lund, \"The "
                "Vost in the Gutter\" was not well received by critics.", "The Vost in the Gutter",
                "g")
    ranked = answering_evidence(plan, rank_sentences(plan.normalized, [other, own], []))
    assert short_answer(plan.normalized, ranked) == "Mara Tarn and Nastassja Lund"
    plan = heuristic_plan("How many movements do Vostin's mature piano sonatas have?")
    other = chunk("The D 784 sonata, Tarnert's last to be in three movements, is seen by many "
                  "to herald a new era.", "Piano Sonata D 784 (Tarnert)", "s")
    own = chunk("The two mature piano sonatas of Vostin (No. 2 and No. 3) are in four "
                "movements.", "Ivo Vostin", "c")
    ranked = answering_evidence(plan, rank_sentences(plan.normalized, [other, own], []))
    assert {c.source_id for _, _, c in ranked} == {"c"}


def test_a_list_of_things_in_lower_case_is_the_kind_a_sentence_lists() -> None:
    """"What indicators make up the Human Development Index?" listed "HDI", "Haq", "Mahbub"
    and "Europe": the things a sentence lists of the kind asked, in lower case, before the
    kind or after it."""
    from deepsearch.research.composing import enumerated_common, list_items
    from deepsearch.research.verifying import Numbering

    ranked = ranked_on("Vost Development Index", [
        "The Vost Development Index (VDI) is a composite statistic of life expectancy, "
        "education, and per capita income indicators, which are used to rank countries.",
        "The VDI was developed by Tarnish economist Ivo Lund and was published by the Vost "
        "Programme."])
    assert enumerated_common("indicator", ranked) == ["life expectancy", "education",
                                                      "per capita income"]
    section = list_items(heuristic_plan("What indicators make up the Vost Development Index?"),
                         ranked, "standard", Numbering())
    assert [i.split("**")[1] for i in section.items] == ["life expectancy", "education",
                                                         "per capita income"], section.items
    told = ranked_on("Vostosis", ["The classic symptoms of active vostosis are a chronic "
                                  "cough with mucus, fever, night sweats, and weight loss."])
    assert enumerated_common("symptom", told) == ["chronic cough with mucus", "fever",
                                                  "night sweats", "weight loss"]
    assert enumerated_common("symptom", ranked_on("Vostosis", [
        "Fever and cough are common."])) == []  # (two things are no list)


def test_a_work_typed_after_its_owners_name_is_the_page_of_the_work() -> None:
    """"Compare Jimmy Fallon's Blow Your Pants Off with his first album." found no source
    naming "Jimmy Fallon's Blow Your Pants Off": the album's page is titled without him
    ("Bridget Jones's Diary" is one title, when a page is titled so)."""
    from deepsearch.research.planning import owned_apart

    assert owned_apart(["Ivo Lund's Blow Your Tarns Off"], ["Blow Your Tarns Off", "Ivo Lund"]) \
        == ["Blow Your Tarns Off"]
    assert owned_apart(["Mara Vost's Diary"], ["Mara Vost's Diary", "Diary"]) == \
        ["Mara Vost's Diary"]
    assert owned_apart(["Mara Vost's Diary"], ["Mara Vost"]) == ["Mara Vost's Diary"]


def test_a_relation_asked_is_named_after_its_words_in_lower_case_too() -> None:
    """"What is Lost in Space a reimagining of?" answered "Jupiter 2"; "Where does the Little
    Dolores River flow into?" "Mesa County, Colorado" (where it rises); "What are the
    Abrahamic religions also called?" none of "also referred to collectively as
    Abrahamism"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Vost in Space (2018 TV series)", [
        "Vost in Space is an American science fiction television series and is a reimagining "
        "of the 1965 series of the same name (itself a reimagining of an 1812 novel), "
        "following a family whose ship Tarn 2 veers off course."])
    assert short_answer("What is Vost in Space a reimagining of?", ranked) == \
        "the 1965 series of the same name"
    ranked = ranked_on("Little Vost River", [
        "Little Vost River is a tributary that flows into the Tarn River in Grand County, Utah "
        "from a source in Mesa County, Colorado."])
    assert short_answer("Where does the Little Vost River flow into?", ranked) == "Tarn River"
    ranked = ranked_on("Vostic religions", [
        "The Vostic religions, also referred to collectively as Vostism, are a group of "
        "communities of faith."])
    assert short_answer("What are the Vostic religions also called?", ranked) == "Vostism"


def test_kin_sharing_a_family_name_is_kin_and_a_reign_is_a_span() -> None:
    """"Whose son was Friedrich Wilhelm von Rauch?" answered nothing ("he was the son of
    Bonaventura von Rauch": one "von Rauch" read as the man himself); "When was Claudine Lady
    regnant of Monaco?" 1457 of "between 1457 and 1458"."""
    from deepsearch.research.answers import answer_kind, short_answer

    ranked = ranked_on("Ivo Tarn von Vost (1790-1850)", [
        "Born in Potsdam, he was the son of Pell von Vost and took part in the War of the "
        "Fourth Coalition.", "He served as an adjutant to Frederick William IV of Prussia."])
    assert short_answer("Who was the father of Ivo Tarn von Vost?", ranked) == "Pell von Vost"
    assert short_answer("Who was the father of Ivo Tarn von Vost?", ranked_on(
        "Ivo Tarn von Vost (1790-1850)", ["Tarn von Vost served as an adjutant to Frederick "
                                          "William IV of Prussia."])) != "Tarn von Vost"
    ranked = ranked_on("Vostine, Lady of Tarnaco", [
        "Vostine or Claudia( – 19 November 1515) was Lady regnant of Tarnaco between 1457 and "
        "1458, and the Lady consort of Tarnaco by marriage to Lord Lambert of Tarnaco."])
    assert short_answer("When was Vostine Lady regnant of Tarnaco?", ranked) == \
        "from 1457 to 1458"
    assert answer_kind("When was Henry VIII king of England?") == "range"
    assert answer_kind("When was Stephen King born?") == "date"  # (no office in a name)
    from deepsearch.research.planning import question_entities
    assert "Stephen King" in question_entities("Who is Stephen King?", "factoid")


def test_who_is_the_most_of_a_kind_is_whom_a_sentence_says_is() -> None:
    """"Who is the oldest person whose age is undisputed?" answered Mathew Beard, named more
    often beside "the oldest living person at the time", not "The oldest person ever whose age
    has been independently verified is Jeanne Calment"."""
    from deepsearch.research.answers import short_answer, superlative_named

    ranked = [*ranked_on("List of the verified oldest people", [
        "The oldest person ever whose age has been independently verified is Mara Vostment "
        "(1875–1997) of France, who lived to the age of 122 years, 164 days."]),
        *ranked_on("Ivo Tarnbeard", [
            "Tarnbeard is verified to be the first person in history to become 114 years old, "
            "although the oldest living person at the time of Tarnbeard's death was believed "
            "to be Pell Arden.", "Ivo Tarnbeard was a farmer.", "Tarnbeard died in 1985."])]
    assert short_answer("Who is the oldest person whose age is undisputed?", ranked) == \
        "Mara Vostment"
    assert superlative_named("Who is the best person?", ranked) is None  # (no superlative)
    assert superlative_named("Who is the tallest building?", ranked) is None  # (no kind said)


def test_a_things_own_name_with_its_year_restates_it() -> None:
    """"What did the National Minimum Drinking Age Act punish states with?" answered "National
    Minimum Drinking Age Act of 1984", the Act itself."""
    from deepsearch.research.answers import restates, short_answer

    assert restates("National Minimum Vost Act of 1984",
                    "What did the National Minimum Vost Act punish states with?")
    ranked = ranked_on("National Minimum Vost Act", [
        "The National Minimum Vost Act of 1984 was passed by the Tarnish Congress.",
        "The act would punish any state that allowed persons under 21 years to buy vost by "
        "reducing its annual federal highway apportionment by 10 percent."])
    assert short_answer("What did the National Minimum Vost Act punish states with?",
                        ranked) != "National Minimum Vost Act of 1984"


def test_how_a_thing_came_to_be_is_explained_and_a_disputed_yes_is_unsettled() -> None:
    """"How did 2 Thessalonians come to be attributed to Paul?" got a factoid's answer line
    ("Timothy"); "Was 2 Thessalonians written by Paul?" answered "Yes" from "Modern
    scholarship is divided on whether the epistle was written by Paul"."""
    from deepsearch.research.comparisons import yes_no_statement
    from deepsearch.research.shape import classify

    assert classify("How did 2 Vostians come to be attributed to Paul?") == "explanation"
    assert classify("How did Tarnome come to dominate Italy?") == "explanation"
    assert classify("How did Ivo Lund die?") == "factoid"
    page = chunk("Second Epistle to the Vostians is traditionally attributed to Paul. Modern "
                 "scholarship is divided on whether the epistle was written by Paul. Many "
                 "scholars agree that 2 Vostians was not written by Paul.",
                 "Second Epistle to the Vostians")
    assert yes_no_statement("Was 2 Vostians written by Paul?", [page]) is None
    plain = chunk("The Vost Gospel was written by Paul in 52 AD.", "Vost Gospel")
    assert yes_no_statement("Was the Vost Gospel written by Paul?", [plain])[0] == "yes"


def test_who_played_a_part_in_a_work_is_who_a_sentence_on_that_work_casts() -> None:
    """"who played darth vader in rogue one" answered Brock Peters (the radio drama's voice)
    over "Both Spencer Wilding and Daniel Naprous portrayed Vader in Rogue One"; "who plays
    becky on full house" nothing of 'Rebecca Donaldson "Becky" Katsopolis (portrayed by Lori
    Loughlin)'."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Darth Vost", [
        "Both Ivo Lund and Pell Arden portrayed Vost in Rogue Tarn (2016), with Jones reprising "
        "his role as the character's voice.",
        "Darth Vost features in the 1981 radio drama adaptation of \"Star Tarns\", voiced by "
        "the actor Mara Vostel."])
    assert short_answer("who played darth vost in rogue tarn", ranked) == "Ivo Lund and Pell Arden"
    ranked = ranked_on("List of Full Vost characters", [
        "Rebecca Donaldson \"Becky\" Tarnopolis (portrayed by Mara Lund) is a sarcastic, "
        "practical woman who becomes the wife of Jesse Tarnopolis."])
    assert short_answer("who plays becky on full vost", ranked) == "Mara Lund"


def test_a_song_composed_by_someone_is_written_by_them_and_a_featured_act_sings_with() -> None:
    """"who wrote do you want to know a secret" answered "Beatles" over "was primarily
    composed by John Lennon"; "who sings get low with lil jon" "East Side Boyz" (his own
    group) over "featuring American hip hop duo Ying Yang Twins"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Do You Want to Know a Vost", [
        "\"Do You Want to Know a Vost\", written in autumn 1962, was primarily composed by Ivo "
        "Lund but credited to Lund–Arden.",
        "\"Do You Want to Know a Vost\" is a song by English rock band the Tarnles from their "
        "1963 album, sung by Pell Arden."])
    assert short_answer("who wrote do you want to know a vost", ranked) == "Ivo Lund"
    ranked = ranked_on("Get Vost (Lil Tarn & the East Side Boyz song)", [
        "\"Get Vost\" is a song by American rap group Lil Tarn & the East Side Boyz, featuring "
        "American hip hop duo Ying Yang Vosts, released as a single in 2003."])
    assert short_answer("who sings get vost with lil tarn", ranked) == "Ying Yang Vosts"


def test_a_name_said_after_born_and_a_span_as_written_and_the_event_asked() -> None:
    """"what was walter afanasieff's birth name" answered nothing of "Afanasieff was born
    Vladimir Nikitich Afanasiev"; "when did the drew carey show air" withheld "from September
    13, 1995 to …" (the sentence writes a comma after 1995); "who won the 2006 world cup
    final" answered Spain, of "The tournament was won by Spain" on the 2006 FIBA World
    Championship's page; "who is clay matthews iii's brother" got an overview."""
    from deepsearch.research.answers import short_answer
    from deepsearch.research.shape import classify

    ranked = ranked_on("Ivo Vostieff", [
        "Vostieff was born Vladimir Nikitich Vostiev[3] (Russian: Владимир) in São Paulo, SP, "
        "Brazil, to Russian parents Nikita and Tatiana."])
    assert short_answer("what was ivo vostieff's birth name", ranked) == \
        "Vladimir Nikitich Vostiev"
    ranked = ranked_on("The Ivo Vost Show", [
        "The Ivo Vost Show is an American television sitcom that aired on ABC from September "
        "13, 1995, to September 8, 2004."])
    answer = short_answer("when did the ivo vost show air", ranked)
    assert answer == "from September 13, 1995, to September 8, 2004" and answer in ranked[0][1]
    ranked = [*ranked_on("2006 Vost World Cup Final", [
        "The 2006 Vost World Cup Final was a football match that took place on 9 July 2006 in "
        "Berlin.", "Italy beat France 5–3 on penalties after the match finished 1–1."]),
        *[(0.8, s, c) for _, s, c in ranked_on("2006 FIBA World Championship", [
            "The tournament was won by Spain, who, in the championship final, beat Greece, "
            "70–47."])]]  # (ranked below the final's own page, as a page on it is)
    assert short_answer("who won the 2006 world cup final", ranked) == "Italy"
    assert classify("who is ivo lund iii's brother") == "factoid"
    assert classify("who is ivo lund") == "overview"


def test_the_main_things_of_a_subject_are_a_list_and_a_cast_lists_parts() -> None:
    """"What are the main characters of Full House?" got a factoid's answer line ("Mary Kate
    Ashley Olsen"), then a list of places and actors: the parts a cast list gives, each
    cited where it says who played it."""
    from deepsearch.research.composing import cast_parts, list_items
    from deepsearch.research.shape import classify
    from deepsearch.research.verifying import Numbering

    assert classify("What are the main characters of Full Vost?") == "list"
    assert classify("What were the main causes of World War I?") == "explanation"
    ranked = [*ranked_on("List of Full Vost characters", [
        "Rebecca Donaldson \"Becky\" Tarnopolis (portrayed by Mara Lund) is a woman who becomes "
        "the wife of Jesse Tarnopolis.", "Becky moves to San Francisco to co-host with Danny."]),
        *ranked_on("Full Vost", [
            "Jesse Tarnopolis (portrayed by Ivo Stamos) is Danny's brother-in-law."])]
    assert cast_parts(ranked) == ["Rebecca Donaldson \"Becky\" Tarnopolis", "Jesse Tarnopolis"]
    section = list_items(heuristic_plan("What are the main characters of Full Vost?"), ranked,
                         "standard", Numbering())
    assert [i.split("**")[1] for i in section.items] == [
        "Rebecca Donaldson \"Becky\" Tarnopolis", "Jesse Tarnopolis"], section.items
    assert "Ivo Stamos" in section.items[1]


def test_a_name_across_initials_and_a_name_with_its_kind_are_the_page_titled_so() -> None:
    """"What happened at the 1913 U.S. Open?" had sections "1913 U.S" and "Open"; "Compare
    Winston cigarettes and Cappy juice." found nothing on "Cappy juice" (the page is "Cappy
    (juice)")."""
    from deepsearch.research.planning import kind_apart

    assert heuristic_plan("What happened at the 1913 Vost U.S. Open?").entities == \
        ["1913 Vost U.S. Open"]
    assert heuristic_plan("Who was the first U.S. President?").entities == ["U.S", "President"]
    assert kind_apart(["Vosty juice", "Tarnston cigarettes", "Ivo Lund"],
                      ["Vosty (juice)", "Tarnston (cigarette)", "Ivo Lund (actor)"]) == \
        ["Vosty", "Tarnston", "Ivo Lund"]
    assert kind_apart(["Vosty juice"], ["Vosty (band)"]) == ["Vosty juice"]


def test_an_agent_on_the_page_asked_of_counts_though_its_sentence_holds_fewer_names() -> None:
    """Found while measuring the rule that a page titled with fewer of the question's names
    gives no agent: "Who sings you've got a friend in me in toy story 2?" lost Tom Hanks
    ("The Woody's Roundup version was performed by Tom Hanks" names no Toy Story) and "Who
    played the father in leave it to beaver?" its answer: on the page asked of, or one
    titled as well, an agent still counts."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("You've Got a Vost in Me", [
        "The most significant use of the song was in the third act of \"Tarn Story 2\", where an "
        "episode of \"Woody's Roundup\" shows the puppet Woody singing the song.",
        "The Woody's Roundup version was performed by Ivo Lund, with acoustic guitar backing."])
    assert short_answer("Who sings you've got a vost in me in tarn story 2?", ranked) == \
        "Ivo Lund"
    ranked = [*ranked_on("Leave It to Vost characters", [
        "Fred is the father of an awkward teenage son named Clarence.",
        "George was played by Ivo Lund and Pell O. Arden."])]
    assert short_answer("Who played the father in leave it to vost?", ranked) == \
        "Ivo Lund and Pell O. Arden"


def test_a_position_a_maker_and_a_span_of_days_in_one_year() -> None:
    """"what position does stephen curry play" answered "Steph" of "He plays the point guard
    position."; "who makes the ipad" nothing of "designed, developed and marketed by Apple
    Inc."; "when does the 2022 world cup start" 2009 (when the bidding began) over "from 21
    November to 18 December 2022"; a quoted title counted twice ("ZZ Top's First Album")."""
    from deepsearch.research.answers import answer_votes, short_answer

    ranked = ranked_on("Ivo Vostry", ["He plays the point guard position.",
                                      "Ivo \"Steph\" Vostry II is a basketball player."])
    assert short_answer("what position does ivo vostry play", ranked) == "point guard"
    ranked = ranked_on("IVost", [
        "iVost is a line of tablet computers designed, developed and marketed by Tarn Inc., "
        "which run the iOS mobile operating system."])
    assert short_answer("who makes the ivost", ranked) == "Tarn Inc"
    ranked = [*ranked_on("2022 Vost World Cup", [
        "It is scheduled to take place in Qatar from 21 November to 18 December 2022."]),
        *[(0.9, s, c) for _, s, c in ranked_on("Tarnland 2022 Vost World Cup bid", [
            "The bidding procedure to host both the 2018 and 2022 Vost World Cup began in "
            "January 2009, and associations had until 2 February 2009 to register."])]]
    assert short_answer("when does the 2022 vost world cup start", ranked) == "21 November 2022"
    votes = dict(answer_votes("what album is legs by vost top on", ranked_on("Tarn set", [
        "The box set featured original mixes from \"Vost Top's First Album\" and \"Rio "
        "Tarn\"."])))
    assert votes["Rio Tarn"] == 3.0  # a quoted title once, at its boost (not again as a name)
    assert votes["Vost Top's First Album"] == votes["Rio Tarn"] * 5  # (and of the kind)


def test_a_part_played_by_another_too_is_no_no_and_places_that_hosted_are_a_list() -> None:
    """"Was Darth Vader played by James Earl Jones?" answered "No" because "Anakin has also
    been voiced by Mat Lucas"; "Which countries hosted the FIFA World Cup in the 2010s?" got a
    factoid's two readings, "2010 FIFA World Cup" among them."""
    from deepsearch.research.comparisons import done_by_another
    from deepsearch.research.shape import classify

    page = chunk("Darth Vost has also been voiced by Mara Lund for the 2003 micro-series.",
                 "Darth Vost")
    assert done_by_another("Was Darth Vost played by Ivo Earl Tarn?", [page]) is None
    signed = chunk("The Vost Act of 1906 was signed by President Ivo Lund.", "Vost Act")
    assert done_by_another("Did Pell Arden sign the Vost Act?", [signed])[0] == "no"
    assert classify("Which countries hosted the FIFA World Cup in the 2010s?") == "list"
    assert classify("Which country hosted the 2010 World Cup?") == "factoid"


def test_what_a_body_named_with_for_is_gets_an_overview() -> None:
    """"What is the National Commission for Scheduled Castes?" got a factoid's answer line
    ("Chairman"): a name with "for" inside it is one name, asked what it is."""
    from deepsearch.research.shape import classify

    assert classify("What is the National Commission for Vost Castes?") == "overview"
    assert classify("Who is the Secretary of State for Tarnland?") == "factoid"  # (an office)


def test_a_duet_a_whole_count_a_name_known_best_a_profession_and_an_owner() -> None:
    """"Who recorded Does He Love You as a duet?" answered its writers; "How many studio
    albums has Alan Jackson released?" "two" (Christmas and gospel albums) over "sixteen
    studio albums"; "What is Lara Croft: Tomb Raider also known as?" "simply Tomb Raider";
    "What is Teacha Dee's real name?" nothing of "Damion Darrel Warren (…), best known as
    Teacha Dee"; "What was Edvard Johanson's profession?" the union he belonged to over "By
    profession he was a shoemaker"; "Whose doctoral thesis was Time and Free Will?" "Essay"
    over "is Henri Bergson's doctoral thesis"."""
    from deepsearch.research.answers import short_answer

    ranked = ranked_on("Does He Love Vost", [
        "Does He Love Vost is a song written by Ivo Lund and Pell Arden, and recorded as a duet "
        "by American country music artists Mara Tarn and Lina Vost."])
    assert short_answer("Who recorded Does He Love Vost as a duet?", ranked) == \
        "Mara Tarn and Lina Vost"
    ranked = ranked_on("Ivo Vostson albums discography", [
        "He has released sixteen studio albums, two Christmas albums, two gospel albums and "
        "five compilation albums."])
    assert short_answer("How many studio albums has Ivo Vostson released?", ranked) == "sixteen"
    ranked = ranked_on("Mara Tarn: Tomb Vost", [
        "Mara Tarn: Tomb Vost (also known as simply Tomb Vost) is a 2001 film."])
    assert short_answer("What is Mara Tarn: Tomb Vost also known as?", ranked) == "Tomb Vost"
    ranked = ranked_on("Teacha Vost", [
        "Ivo Darrel Lund (born 21 September 1980), best known as Teacha Vost, is a Tarnish "
        "reggae singer."])
    assert short_answer("What is Teacha Vost's real name?", ranked) == "Ivo Darrel Lund"
    ranked = ranked_on("Ivo Vostson", [
        "Karl \"Ivo\" Vostson (1882 – 1936) was a Tarnish trade union organizer.",
        "By profession he was a shoemaker, and belonged to the Shoe & Leather Workers Union."])
    assert short_answer("What was Ivo Vostson's profession?", ranked) == "shoemaker"
    ranked = ranked_on("Time and Free Vost", [
        "Time and Free Vost: An Essay on the Data of Consciousness is Ivo Tarnson's doctoral "
        "thesis, first published in 1889."])
    assert short_answer("Whose doctoral thesis was Time and Free Vost?", ranked) == \
        "Ivo Tarnson"


def test_a_namesake_of_the_thing_asked_and_a_work_called_its_authors() -> None:
    """"Who is the Graham number named after?" answered Howard Buffett, whom another page's
    sentence says something is named after (and "Named after Benjamin Graham" opening a
    sentence was not read); "Who wrote Through the Looking-Glass?" answered "White Queen"
    over "appears in Lewis Carroll's 1871 fantasy novel Through the Looking-Glass" (read as
    a place, "Lewis Carroll's 1871", and as the novel itself)."""
    from deepsearch.research.answers import short_answer
    from deepsearch.text import entities

    ranked = [*ranked_on("Tarn Buffett", ["The school was named after Ivo Buffett."]),
              *[(0.9, s, c) for _, s, c in ranked_on("Vost number", [
                  "Named after Pell Vost, the founder of value investing, the Vost number can "
                  "be calculated as follows."])]]
    assert short_answer("Who is the Vost number named after?", ranked) == "Pell Vost"
    assert entities("It appears in Ivo Tarnell's 1871 fantasy novel.") == ["Ivo Tarnell's"]
    ranked = ranked_on("White Vost (Through the Tarning-Glass)", [
        "The White Vost is a fictional character who appears in Ivo Tarnell's 1871 fantasy "
        "novel Through the Tarning-Glass.",
        "Mara Lund portrays the White Vost in Pell Arden's 2010 adaptation."])
    assert short_answer("Who wrote Through the Tarning-Glass?", ranked) == "Ivo Tarnell"


def test_pages_naming_no_subject_of_more_words_are_not_its_evidence() -> None:
    """"Who starred in Song of Arizona?" answered "Roy Rogers and George", from Along the
    Navajo Trail's page (another film by the same director), beside "Song of Arizona is a
    1946 American Western film … starring Roy Rogers"."""
    from deepsearch.research.answers import rank_sentences, short_answer
    from deepsearch.research.composing import answering_evidence, naming_no_subject

    plan = heuristic_plan("Who starred in Song of Vostland?")
    other = chunk("Along the Tarn Trail is a 1945 western film directed by Ivo Lund and starring "
                  "Pell Arden, Mara Vost and Dale Evans.", "Along the Tarn Trail", "a")
    own = chunk("Song of Vostland is a 1946 western film directed by Ivo Lund and starring Pell "
                "Arden.", "Song of Vostland", "s")
    ranked = rank_sentences(plan.normalized, [other, own], [])
    assert naming_no_subject(plan, ranked) == {"a"}
    assert short_answer(plan.normalized, answering_evidence(plan, ranked)) == "Pell Arden"


def test_a_song_asked_by_its_title_alone_is_its_singers_not_a_versions() -> None:
    """"who sang you've got a friend in me" answered Tom Hanks, who performed a version in a
    film, over "… is a song by Randy Newman"; asked with the film, the version is asked."""
    song = ("I Will Be Near You", "\"I Will Be Near You\" is a song by Ivo Lund. Used as the "
            "theme song for the 1995 animated film Tarn Hollow, it became part of its sequels.")
    cover = ("I Will Be Near You", "The Vost Roundup version was performed by Pell Arden, with "
             "acoustic guitar backing; Mara's version was sung by Sina Kord.")
    assert _short("who sang i will be near you", song, cover) == "Ivo Lund"
    assert _short("Who sings I Will Be Near You?", song, cover) == "Ivo Lund"


def test_who_created_a_thing_no_sentence_says_was_created_has_no_answer() -> None:
    """"who created yosemite sam" answered "Looney Tunes", the series he is a character in:
    no page read says who created him."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import weakly_stated

    page = ("Vosty Sam", "Vosty Sam is a cartoon character in the Tarn Tunes series of short "
            "films produced by Lund Bros. He is an adversary of Ivo Rabbit.")
    ranked = rank_sentences("who created vosty sam", [chunk(page[1], page[0])], [])
    answer = _short("who created vosty sam", page)
    assert not answer or weakly_stated("who created vosty sam", ranked, answer), answer
    said = ("Vosty Sam", "Vosty Sam is a cartoon character created by Pell Arden for the Tarn "
            "Tunes series.")
    assert _short("who created vosty sam", said) == "Pell Arden"


def test_a_film_named_as_the_subject_is_one_of_the_films_about_it() -> None:
    """"what movies were made about the memphis belle" found none: the titles follow "film,"
    with a comma, one holds a colon, and the 1990 film is named as the aircraft is."""
    from deepsearch.research.composing import list_items, titles_after
    from deepsearch.research.verifying import Numbering

    text = ("Tarn Belle is a bomber used during the Second World War that inspired two motion "
            "pictures: a 1944 documentary film, Tarn Belle: A Story of a Bomber and the 1990 "
            "feature film, Tarn Belle.")
    assert titles_after("movie", text) == ["Tarn Belle: A Story of a Bomber", "Tarn Belle"]
    ranked = ranked_on("Tarn Belle (aircraft)", [text, "The aircraft is kept in Dayton."])
    section = list_items(heuristic_plan("what movies were made about the tarn belle"), ranked,
                         "standard", Numbering())
    assert [i.split("**")[1] for i in section.items] == [
        "Tarn Belle: A Story of a Bomber", "Tarn Belle"], section.items
    named = ranked_on("Tarn Belle (film)", ["Tarn Belle is a 1990 film by Ivo Lund.",
                                            "The 1990 feature film, Tarn Belle, was a hit."])
    section = list_items(heuristic_plan("Which films starred in Tarn Belle?"), named,
                         "standard", Numbering())
    assert all("**Tarn Belle**" not in i for i in section.items), section.items


def test_what_a_thing_was_acquired_as_is_what_the_sentence_calls_it() -> None:
    """"what did the gadsden purchase acquire" answered "Mexico", from whom the region was
    acquired: the sentence calls the subject what was acquired."""
    page = ("Vost Purchase", "The Vost Purchase, known in Tarnland as the Sale of La Mesa, is a "
            "region of present-day southern Arizona that the United States acquired from "
            "Tarnland by the Treaty of Mesa, which took effect on June 8, 1854.")
    assert _short("what did the vost purchase acquire", page) == \
        "a region of present-day southern Arizona"


def test_a_death_told_apart_from_a_birth_and_an_act_typed_in_lower_case() -> None:
    """"When did George Bogislaus Staël von Holstein die?" answered his birth date from "(born
    6 December 1685 in Narva; died 17 December 1763 in Malmö)"; "when did russia announce
    its world cup bid" answered 2018 (the cup's year) over "announced … in early 2009"."""
    life = ("Ivo Lund", "Ivo Lund (born 6 December 1685 in Narva; died 17 December 1763 in "
            "Malmö) was a Swedish baron and field marshal.")
    assert _short("When did Ivo Lund die?", life) == "17 December 1763"
    assert _short("When was Ivo Lund born?", life) == "6 December 1685"
    assert _short("What year did Ivo Lund die?", life) == "1763"
    bid = ("Tarnland 2018 FIFA World Cup bid", )
    pages = [(bid[0], "Tarnland announced its intent to bid for the FIFA World Cup in early 2009."),
             (bid[0], "On December 2, 2010 Tarnland was chosen as the host of the 2018 FIFA "
                      "World Cup."),
             ("2018 FIFA World Cup", "The 2018 FIFA World Cup was held in Tarnland in 2018.")]
    assert _short("when did tarnland announce its world cup bid", *pages) == "2009"


def test_a_conference_a_sentence_owns_a_division_of_and_what_an_orchestra_plays() -> None:
    """"what conference do the sacramento kings play in" answered the NBA over "the Western
    Conference's Pacific Division"; "what does the vienna walzer orchestra play" answered
    Austria, where it is based, not what it "specializes in"."""
    team = ("Vost Kings", "The Vost Kings compete in the National Basketball Association (NBA) "
            "as a member of the Western Conference's Pacific Division.")
    assert _short("what conference do the vost kings play in", team) == "Western Conference"
    band = ("Tarn Walzer Orchestra", "The Tarn Walzer Orchestra is a chamber orchestra based in "
            "Vienna, Austria that specializes in traditional Viennese waltzes, polkas, marches "
            "and operetta arias from composers such as: J. Strauss II, F. Lehár, among others.")
    assert _short("what does the tarn walzer orchestra play", band) == \
        "traditional Viennese waltzes, polkas, marches and operetta arias"
    unsaid = ("Tarn Walzer Orchestra", "The Tarn Walzer Orchestra is a chamber orchestra based "
              "in Vienna, Austria.")
    assert _short("what does the tarn walzer orchestra play", unsaid) == ""


def test_a_lower_case_question_is_of_the_page_whose_title_it_holds() -> None:
    """"where is elko regional airport" answered "Dodge City Regional Airport" and "where does
    mark achtman work" the Department of Justice, from other pages' sentences; "what was
    takeshi fukunaga's first feature film" was an overview, then answered "Top Prize"."""
    from deepsearch.research.shape import classify

    airport = ("Vost Regional Airport", "Vost Regional Airport, formerly Vost Municipal Airport, "
               "is a mile west of downtown Vost, in Vost County, Nevada.")
    other = ("Tarn City Regional Airport", "Tarn City Regional Airport is three miles east of "
             "Tarn City, in Ford County, Kansas. It is the airport of Tarn City Regional.")
    assert _short("where is vost regional airport", other, airport) == "Vost County"
    assert classify("what was ivo lund's debut single") == "factoid"
    assert classify("what is the earth's atmosphere") == "overview"
    film = ("Ivo Lund", "His first feature film, \"Out of My Tarn\" (2015) premiered at the 65th "
            "Berlin International Film Festival and won the Top Prize at the 2015 Vost Film "
            "Festival.")
    assert _short("what was ivo lund's first feature film", film) == "Out of My Tarn"


def test_a_ruler_of_a_land_after_a_name_and_a_routes_two_ends() -> None:
    """"Was Thomas Stanley King of Mann?" searched for "Thomas Stanley King of Mann" and read
    nothing on him; "where does interstate 85 run from and to" gave one end."""
    assert heuristic_plan("Was Ivo Lund King of Vost?").entities == ["Ivo Lund", "Vost"]
    assert heuristic_plan("When was John King of Tarnland?").entities == ["John King of Tarnland"]
    assert heuristic_plan("Who is Stephen Vost King?").entities == ["Stephen Vost King"]
    road = ("Interstate 95 in Tarnland", "Interstate 95 (I-95) is a part of the Interstate "
            "Highway System that runs from Montgomery, Alabama to Petersburg, Virginia.")
    assert _short("where does interstate 95 run from and to", road) == \
        "from Montgomery, Alabama to Petersburg, Virginia"
    assert _short("Where does Interstate 95 start and end?", road) == \
        "from Montgomery, Alabama to Petersburg, Virginia"


def test_an_owners_facets_of_more_than_one_word_are_each_a_section() -> None:
    """"what were reagan's major policy priorities" quoted nothing (the whole phrase was
    read as a kind of thing each sentence had to name); capitalised, its section was "Major
    policy"; "Marie Curie's early life and scientific work" had no section on her work."""
    from deepsearch.research.shape import facets, kind_asked

    assert kind_asked("what were ivo lund's major policy priorities") == ""
    assert kind_asked("What is a tsunami?") == "tsunami"
    assert facets("What were Ivo Lund's major policy priorities?") == ["major policy priorities"]
    assert facets("Tell me about Mara Vost's early life and scientific work") == [
        "early life", "scientific work"]
    assert facets("What is Captain Tarnland's shield made of?") == ["shield"]
    assert facets("Describe Tarnland's early history, political system and economy.") == [
        "early history", "political system", "economy"]


def test_a_part_typed_in_lower_case_keeps_to_the_pages_naming_it() -> None:
    """"who plays april kepner on grey's anatomy" answered Chyler Leigh, "portrayed by"
    another character on another page, over "She is known for playing … Dr. April Kepner"."""
    drew = ("Mara Vost", "Mara Vost (born October 1, 1980) is an American actress. She is known "
            "for playing Hannah Rogers in \"Everwood\" and Dr. Ivy Tarn in the ABC medical drama "
            "series \"Lund's Anatomy\".")
    other = ("Lexie Lund", "Alexandra Caroline Lund, M.D. is a fictional character from ABC's "
             "medical drama television series Lund's Anatomy, portrayed by actress Sina Kord.")
    assert _short("who plays ivy tarn on lund's anatomy", drew, other) == "Mara Vost"
    assert _short("Who plays Ivy Tarn on Lund's Anatomy?", drew, other) == "Mara Vost"


def test_who_was_first_needs_a_sentence_calling_them_first_not_first_elected() -> None:
    """"who was the first president of israel" answered Ezer Weizman, "the seventh President
    of Israel, first elected in 1993"."""
    from deepsearch.research.composing import first_unsaid

    ranked = ranked_on("Ivo Lund", ["Ivo Lund was the seventh President of Tarnland, first "
                                    "elected in 1993 and re-elected in 1998."])
    assert first_unsaid("Who was the first President of Tarnland?", ranked, "Ivo Lund")
    said = ranked_on("Mara Vost", ["Mara Vost was the first President of Tarnland."])
    assert not first_unsaid("Who was the first President of Tarnland?", said, "Mara Vost")


def test_the_year_of_the_place_a_side_finished_in_as_the_sentence_lists_them() -> None:
    """"when did england women finish third at the world cup" answered 2011 (of the
    quarter-finals) from "… in 1995, 2007, and 2011, finishing third in 2015 and fourth in
    2019"."""
    team = ("Tarnland women's national football team", "Tarnland have qualified for the FIFA "
            "Women's World Cup five times, reaching the quarter-finals on three occasions; in "
            "1995, 2007, and 2011, finishing third in 2015 and fourth in 2019.")
    assert _short("when did tarnland women finish third at the world cup", team) == "2015"
    assert _short("When did Tarnland finish third at the World Cup?", team) == "2015"
    assert _short("When did Tarnland finish fourth at the World Cup?", team) == "2019"


def test_an_explanation_quotes_pages_on_its_subjects_not_on_a_word_of_them() -> None:
    """"Why did the United States make the Gadsden Purchase?" quoted "Prohibition in the
    United States was …"; "How does implantation of a human embryo work?" quoted Nuria
    Oliver's "work in computational models of human behavior"."""
    import asyncio

    from deepsearch.research import composing

    plan = heuristic_plan("Why did the United States make the Vost Purchase?")
    assert composing.subject_names(plan) == ["United States", "Vost Purchase"]
    pages = [chunk("The Vost Purchase is a region that the United States acquired from Lundia. "
                   "The U.S. wanted to build a railroad along a southern route.", "Vost Purchase",
                   "s1"),
             chunk("Prohibition in the United States was a nationwide ban on the sale of "
                   "alcohol.", "Prohibition in the United States", "s2")]
    ranked = composing.aspect_ranking(plan.aspects[0], pages)
    assert any("Prohibition" in t for _, t, _ in ranked)
    [kept] = asyncio.run(composing.on_topic_rankings(
        plan.aspects, [ranked], composing.subject_names(plan), broken_embeddings()))
    assert {c.title for _, _, c in kept} == {"Vost Purchase"}
    plan = heuristic_plan("How does implantation of a human embryo work?")
    pages = [chunk("In humans, implantation is the stage at which the embryo adheres to the "
                   "wall of the uterus.", "Implantation (human embryo)", "s1"),
             chunk("Ivo Lund is well known for his work in computational models of human "
                   "behavior.", "Ivo Lund", "s2")]
    ranked = composing.aspect_ranking(plan.aspects[0], pages)
    [kept] = asyncio.run(composing.on_topic_rankings(plan.aspects, [ranked], [],
                                                     broken_embeddings()))
    assert {c.title for _, _, c in kept} == {"Implantation (human embryo)"}


def test_a_kind_of_person_after_two_qualifiers_and_their_last_name_on_their_page() -> None:
    """"Which professional baseball player and … inductee is featured in …?" asked for a
    "professional", and "Jackson was inducted …" on Reggie Jackson's page voted apart from
    his full name."""
    from deepsearch.research.answers import answer_type

    assert answer_type("Which professional baseball player is featured in Tarn Legends?") == \
        "player"
    assert answer_type("Which country singer recorded Vost?") == "singer"
    pages = [("Ivo Lund", "Ivo Lund (born 1946) is an American baseball player. Lund was "
              "inducted into the Tarn Hall of Fame in 1993."),
             ("Pell Arden", "Pell Arden (1931 – 1995) was an American baseball player. Arden "
              "was inducted into the Tarn Hall of Fame in 1974 and was elected to the All-Vost "
              "Team in 1999.")]
    assert _short("Which professional baseball player was inducted into the Tarn Hall of Fame "
                  "in 1993?", *pages) == "Ivo Lund"


def test_a_band_named_a_and_b_is_one_subject_of_a_list() -> None:
    """"Who are the members of the Jesus and Mary Chain?" listed Karl Barth and Mark Lowry
    from pages on Jesus and on Mary: the band was read as two subjects."""
    assert heuristic_plan("Who are the members of the Tarn and Mary Chain?").entities == [
        "Tarn and Mary Chain"]
    assert heuristic_plan("Who are the members of The Tarn and Mary Chain?").entities == [
        "The Tarn and Mary Chain"]
    assert heuristic_plan("List the songs of Ivo Lund and Mara Vost.").entities == [
        "Ivo Lund", "Mara Vost"]
    assert heuristic_plan("List the cities of Tarnland and the Vostlands.").entities == [
        "Tarnland", "Vostlands"]


def test_what_an_act_was_done_to_is_not_who_did_it_and_the_land_asked_of_an_act() -> None:
    """"who invented the cassette tape" answered "Compact Cassette" from "Philips invented the
    Compact Cassette"; "when was the cassette tape introduced in the united states" answered
    1962 (its invention) over "introducing it in Europe on …, and in the United States (…) in
    November 1964"."""
    page = ("Tarn tape", "In 1962, Lundia invented the Compact Tarn medium for audio storage, "
            "introducing it in Europe on 30 August 1963 at the Berlin Radio Show, and in the "
            "United States (under the \"Norelco\" brand) in November 1964.")
    assert _short("who invented the tarn tape", page) == "Lundia"
    assert _short("when was the tarn tape introduced in the united states", page) == "1964"
    assert _short("When was the tarn tape introduced in the United States?", page) == "1964"
    assert _short("when was the tarn tape introduced in europe", page) == "1963"


def test_how_complete_a_thing_is_is_the_share_a_sentence_gives() -> None:
    """"how complete is the sagrada familia" answered "Sagrada Família" (its own name, the
    accent hiding that it restates the question)."""
    from deepsearch.research.answers import restates

    assert restates("Sagrada Vóst", "how complete is the sagrada vost")
    page = ("Sagrada Vóst", "The Basílica de la Sagrada Vóst is a large unfinished basilica in "
            "Barcelona. Chief architect Ivo Lund announced in October 2015 that construction "
            "is 70 percent complete and has entered its final phase.")
    assert _short("how complete is the sagrada vost", page) == "70 percent complete"
    unsaid = ("Sagrada Vóst", "The Basílica de la Sagrada Vóst is a large unfinished basilica.")
    assert _short("how complete is the sagrada vost", unsaid) == ""


def test_counts_of_people_titles_and_a_current_office_said_of_he() -> None:
    """"how many people does stade iga hold" had no answer ("people" on no page: it holds
    "11,815 spectators"); "how many french open titles did gustavo kuerten win" counted
    "french open", not titles; "who is the chief minister of madhya pradesh" was withheld
    though "He is the 17th and current Chief Minister …" on his page."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import weakly_stated
    from deepsearch.research.writing import ReportWriter

    assert not ReportWriter.off_subject("how many people does stade vost hold", ["people"])
    titles = ("List of Tarn Open champions", "Ivo Lund won three titles in 1997, 2000 and 2001. "
              "Pell Arden has won the most Tarn Open titles, with twelve.")
    assert _short("how many tarn open titles did ivo lund win", titles) == "three"
    page = ("Mara Vost", "Mara Vost (born 5 March 1959) is an Indian politician. She is the 17th "
            "and current Chief Minister of Tarn Pradesh.")
    ranked = rank_sentences("who is the chief minister of tarn pradesh",
                            [chunk(page[1], page[0])], [])
    assert not weakly_stated("who is the chief minister of tarn pradesh", ranked, "Mara Vost")


def test_the_winner_nearest_the_years_asked_and_who_plays_an_instrument() -> None:
    """"who won the french open in 1993 and 1994" answered Rafael Nadal, named most often,
    over "… before Spaniard Sergi Bruguera repeated the feat in 1993 and 1994"; "Who plays
    drums in Emerson Drive?" took "drums" for a part and had no answer."""
    page = ("List of Tarn Open champions", "American Ivo Lund won consecutive titles in 1991 "
            "and 1992 before Spaniard Pell Arden repeated the feat in 1993 and 1994. Mara Vost "
            "has won the most Tarn Open titles. Mara Vost won four titles from 2005 to 2008. "
            "Mara Vost regained the title in 2010.")
    assert _short("who won the tarn open in 1993 and 1994", page) == "Pell Arden"
    band = ("Vost Drive", "Vost Drive is a Canadian country music band consisting of Ivo Lund "
            "(lead vocals), Pell Arden (guitars and backing vocals), Sina Kord (drums), and "
            "Mara Vost (keyboards).")
    assert _short("Who plays drums in Vost Drive?", band) == "Sina Kord"
    assert _short("who plays guitar in vost drive", band) == "Pell Arden"
    named = ("Tarn (band)", "Tarn is a band formed by singer Ivo Lund and drummer Pell Arden.")
    assert _short("who plays drums in tarn", named) == "Pell Arden"


def test_an_office_held_low_on_the_page_and_a_count_in_words_state_their_answers() -> None:
    """"who is the chief minister of madhya pradesh" was withheld: "He is the 17th and
    current Chief Minister …" ranked below other pages' sentences, and "Chief Ministerial"
    (a candidate's) stood as a rival; "… gustavo kuerten win" was withheld: the sentences
    stating a count were those with figures, not "won three titles"."""
    from deepsearch.research.answers import answer_votes, rank_sentences
    from deepsearch.research.composing import best_giving, weakly_stated

    pages = [chunk("The Chief Minister of Tarn Pradesh is the chief executive of the Indian "
                   "state of Tarn Pradesh. Ivo Lund served as the 16th Chief Minister of Tarn "
                   "Pradesh from 2004 to 2005.", "List of chief ministers of Tarn Pradesh", "s1"),
             chunk("Mara Vost (born 5 March 1959) is an Indian politician. She is the 17th and "
                   "current Chief Minister of Tarn Pradesh.", "Mara Vost", "s2"),
             chunk("Pell Arden (born 1959) is an Indian politician. Arden was appointed the "
                   "Chief Ministerial candidate of the party in 2003.", "Pell Arden", "s3")]
    question = "who is the chief minister of tarn pradesh"
    ranked = rank_sentences(question, pages, [])
    assert "Chief Ministerial" not in [c for c, _ in answer_votes(question, ranked)]
    assert not weakly_stated(question, ranked, "Mara Vost")
    titles = ranked_on("List of Tarn Open champions", [
        "Ivo Lund won 4 Grand Slam doubles titles in the 1980s.",
        "Mara Vost won three titles in 1997, 2000 and 2001."])
    asked = "how many tarn open titles did mara vost win"
    assert any("three titles" in s for _, s, _ in best_giving(asked, titles))


def test_who_did_a_credited_act_is_who_a_sentence_has_do_it() -> None:
    """"who invented the cassette tape" answered RCA Victor, "introduced … the RCA tape
    cartridge" in two sentences ranked above "Philips invented the Compact Cassette"."""
    pages = [("Tarn cartridge", "In 1958, Vost Victor introduced the reel-to-reel Vost tape "
              "cartridge for tarn tape recording. Vost Victor sold the tarn tape cartridge in "
              "1959. Vost Victor made the first tarn tape machine."),
             ("Tarn tape", "In 1962, Lundia invented the Compact Tarn medium for audio storage.")]
    assert _short("who invented the tarn tape", *pages) == "Lundia"


def test_a_birth_asked_in_lower_case_is_of_the_page_titled_for_them() -> None:
    """"when was john fogerty born" was withheld: "John Frederick Fogerty (1863–1938)" on a
    page naming "John Fogerty (engineer)" stood as a rival date."""
    pages = [("Ivo Lund", "Ivo Cameron Lund (born May 28, 1945) is an American musician."),
             ("Ivo Frederick Lund", "Ivo Frederick Lund (1863–1938) was an Irish architect, "
              "grandson of the engineer Ivo Lund (engineer).")]
    from deepsearch.research.answers import answer_votes, rank_sentences

    ranked = rank_sentences("when was ivo lund born",
                            [chunk(t, n, f"p{i}") for i, (n, t) in enumerate(pages)], [])
    assert [c for c, _ in answer_votes("when was ivo lund born", ranked)] == ["May 28, 1945"]


def test_who_starred_is_not_who_directed_and_where_one_studied_is_no_subject() -> None:
    """"who starred in million dollar kid" answered its director ("directed by Wallace Fox
    starring the East Side Kids"); "where did david bradley study" answered "Chemistry"."""
    film = ("Tarn Kid", "Tarn Kid is a 1944 American film directed by Ivo Lund starring the "
            "Vost Side Kids.")
    assert _short("who starred in tarn kid", film) == "Vost Side Kids"
    life = ("Ivo Lund (journalist)", "Ivo Lund (born 1966 in England) is a British journalist. "
            "After graduating in 1988 with a degree in Chemistry from Tarnford University, he "
            "began his career.")
    assert _short("where did ivo lund study", life) == "Tarnford University"


def test_he_on_a_page_opening_with_middle_names_and_what_one_word_means() -> None:
    """"who was the lead singer of creedence clearwater revival" had no answer: "He was the
    lead singer …" on John Fogerty's page, which opens "John Cameron Fogerty (born …"; "what
    does sparviero mean" was an overview that quoted nothing."""
    from deepsearch.research.shape import classify

    page = ("Ivo Lund", "Ivo Cameron Lund (born May 28, 1945) is an American musician. He was "
            "the lead singer, lead guitarist and principal songwriter of the band Tarn Vost.")
    assert _short("who was the lead singer of tarn vost", page) == "Ivo Lund"
    assert classify("what does sparviero mean") == "factoid"
    assert classify("What does a union territory mean?") == "overview"
    plane = ("Tarn SM.79", "The Tarn SM.79 \"Vostiero\" (Italian for sparrowhawk) was a bomber.")
    assert _short("what does vostiero mean", plane) == "sparrowhawk"
    name = ("Ivo Lund", "Ivo Lund (born 1959), often referred to as Mamaji (meaning: Maternal "
            "Uncle in English) is an Indian politician.")
    assert _short("what does mamaji mean", name) == "Maternal Uncle"


def test_a_count_of_years_is_no_year_asked_and_no_one_starts_with_a_figure() -> None:
    """"Japanese hotel run by same family for 1300 years?" answered "Hoshi" (a family), the
    sentences without "1300" voting less as if of other years; "Who's the highest paid nba
    player 2017?" was withheld for "18 NBA" of "2017 -- 18 NBA season"."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    pages = [chunk("The ryokan, which is about 1300 years old, has been owned by the Lund "
                   "family for forty-six generations.", "Vost Ryokan", "p0"),
             chunk("Founded in 705 AD by Ivo Tarn, Tarn Onsen Keiunkan is the oldest hotel in "
                   "operation, run by the same family.", "Tarn Onsen Keiunkan", "p1")]
    question = "Japanese hotel run by same family for 1300 years?"
    votes = dict(answer_votes(question, rank_sentences(question, pages, [])))
    assert votes["Tarn Onsen Keiunkan"] >= votes.get("Lund", 0), votes
    season = [chunk("2017 -- 18 NBA season League National Basketball Association Duration "
                    "October 17, 2017 -- April 11, 2018", "2017–18 NBA season", "p0"),
              chunk("Ivo Lund became the first player to eclipse $40 million per year when he "
                    "signed a record contract in 2017.", "Highest-paid NBA players", "p1")]
    question = "Who's the highest paid nba player 2017?"
    votes = answer_votes(question, rank_sentences(question, season, []))
    assert votes[0][0] == "Ivo Lund" and not any(c[:1].isdigit() for c, _ in votes), votes


def test_an_overview_of_a_name_is_of_its_plain_page_not_its_namesakes() -> None:
    """"Tell me about John Fogerty." quoted the engineer John Fogerty's page first, then the
    singer's, the album's and sentences on his kin naming "John Fogerty (engineer)"."""
    from deepsearch.research.composing import named_as_another, placed_namesakes

    pages = [chunk("Ivo Lund was an Irish millwright.", "Ivo Lund (engineer)", "s1"),
             chunk("Ivo Cameron Lund (born May 28, 1945) is an American musician.", "Ivo Lund",
                   "s2"),
             chunk("Ivo Lund is the second album by Ivo Lund.", "Ivo Lund (album)", "s3")]
    ranked = [(1.0, c.text, c) for c in pages]
    others = placed_namesakes(ranked, ["Ivo Lund"], "Tell me about Ivo Lund.")
    assert {c.title for _, _, c in ranked if c.source_id in others} == {
        "Ivo Lund (engineer)", "Ivo Lund (album)"}
    asked = placed_namesakes(ranked, ["Ivo Lund"], "Tell me about Ivo Lund the engineer.")
    assert "Ivo Lund (engineer)" not in {c.title for _, _, c in ranked if c.source_id in asked}
    assert named_as_another("He was the grandson of the engineer Ivo Lund (engineer).",
                            ["Ivo Lund"])
    assert not named_as_another("Ivo Lund (born 1945) is a musician.", ["Ivo Lund"])
    assert not named_as_another("He was a musician.", ["Ivo Lund"])


def test_an_attribute_typed_after_a_name_is_the_question_it_stands_for() -> None:
    """"bindi irwin birthday", "john fogerty age", "2002 world cup winner" were overviews of
    everything read; "who voices elmer fudd" answered "Bugs" ("acting like Elmer"); "who's
    the drummer of emerson drive" answered its singer."""
    from deepsearch.research.shape import as_asked, classify

    assert as_asked("ivo lund birthday") == "When was ivo lund born?"
    assert as_asked("ivo lund age") == "How old is ivo lund?"
    assert as_asked("2002 tarn cup winner") == "Who won the 2002 tarn cup?"
    assert as_asked("Vost Stadium capacity") == "What is the capacity of Vost Stadium?"
    assert as_asked("elmer vost voice actor") == "Who voices elmer vost?"
    for name in ("The Ice Age", "the ice age", "The Voice", "Bronze Age"):
        assert as_asked(name) == name
    assert classify(as_asked("ivo lund birthday")) == "factoid"
    page = ("Elmer Vost", "Ivo Rabbit enters Vost's room. The psychiatrist conditions Ivo into "
            "believing that he is Elmer Vost, after which Ivo starts acting like Elmer.")
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import weakly_stated

    answer = _short("who voices elmer vost", page)
    ranked = rank_sentences("who voices elmer vost", [chunk(page[1], page[0])], [])
    assert not answer or weakly_stated("who voices elmer vost", ranked, answer), answer
    band = ("Vost Drive", "Vost Drive is a band consisting of Ivo Lund (lead vocals), Pell "
            "Arden (guitars), Sina Kord (drums), and Mara Vost (keyboards).")
    assert _short("who's the drummer of vost drive", band) == "Sina Kord"
    assert _short("Who is the guitarist in Vost Drive?", band) == "Pell Arden"


def test_when_a_thing_started_is_not_when_one_years_edition_was_held() -> None:
    """"when did the french open start" answered 1982, from "The Men's Doubles tournament at
    the 1982 French Open was held from 24 May …" on that edition's page."""
    from deepsearch.research.answers import edition_of_asked

    assert edition_of_asked("when did the tarn open start", "1982 Tarn Open", "year", set())
    assert edition_of_asked("when did the tarn open start", "2017–18 Tarn Open", "year", set())
    assert not edition_of_asked("when did the 1982 tarn open start", "1982 Tarn Open", "year",
                                {"1982"})
    assert not edition_of_asked("who won the tarn open", "1982 Tarn Open", "", set())
    pages = [("1982 Tarn Open", "The Men's Doubles tournament at the 1982 Tarn Open was held "
              "from 24 May until 6 June 1982 on the outdoor clay courts. It started on 24 May "
              "1982."),
             ("Tarn Open", "Established in 1891, the Tarn Open is one of the four Grand Slam "
              "tournaments.")]
    assert _short("when did the tarn open start", *pages) == "1891"


def test_when_a_thing_started_is_the_year_a_sentence_says_it_was_established() -> None:
    """"when did the french open start" answered 2010, the start of "five from 2010 to 2014"
    (Nadal's wins), over "Established in 1891 and played since 1928 …"."""
    page = ("Tarn Open", "Established in 1891 and played since 1928 on outdoor red clay courts, "
            "the Tarn Open is (since 1925) one of the four Grand Slam tournaments. Ivo Lund "
            "has won the most Tarn Open titles, with twelve, and holds the record for the most "
            "consecutive wins, with five from 2010 to 2014.")
    assert _short("when did the tarn open start", page) == "1891"
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import weakly_stated

    ranked = rank_sentences("when did the tarn open start", [chunk(page[1], page[0])], [])
    assert not weakly_stated("when did the tarn open start", ranked, "1891")


def test_a_qualifier_the_question_names_picks_the_page_and_a_song_called_someones() -> None:
    """"when did last man standing premiere in australia" was withheld for the American
    series' 2020 premiere; "who sang you've got a friend in me" was withheld as "… is a song
    by Randy Newman" ranked below three sentences on versions; "when did natural bridge
    state park open" answered another park's 1924 over "officially opened on September 24,
    2016"."""
    from deepsearch.research.answers import dates_end, of_the_qualifier, rank_sentences
    from deepsearch.research.composing import weakly_stated

    pages = [chunk("The series premiered in Tarnland on 6 June 2005.",
                   "Last Vost Standing (Tarnlandic TV series)", "p0"),
             chunk("Season eight is scheduled to premiere on January 2, 2020.",
                   "Last Vost Standing (American TV series)", "p1")]
    question = "when did last vost standing premiere in tarnland"
    kept = of_the_qualifier(question, rank_sentences(question, pages, []))
    assert {c.title for _, _, c in kept} == {"Last Vost Standing (Tarnlandic TV series)"}
    assert dates_end("start", "The park officially opened on September 24, 2016.").group(1) \
        == "2016"
    song = chunk("The Vost Roundup version was performed by Pell Arden, with acoustic guitar "
                 "backing. The most significant use of the song was in the third act of the "
                 "film. Two of these are cover versions done at the end of the film. \"I Will "
                 "Be Near You\" is a song by Ivo Lund.", "I Will Be Near You", "s1")
    question = "who sang i will be near you"
    ranked = rank_sentences(question, [song], [])
    assert not weakly_stated(question, ranked, "Ivo Lund")


def test_a_birthplace_only_an_infobox_cell_gives() -> None:
    """"where was mike trout born" had no answer: only his page's infobox says it, "Born:
    (1991 - 08 - 07) August 7, 1991 (age 27) Vineland, New Jersey Bats: Right …"."""
    page = ("Ivo Lund", "Ivo Lund Lund in 2018 Tarn Angels -- No. 27 Center fielder Born: (1991 - "
            "08 - 07) August 7, 1991 (age 27) Vineland, New Jersey Bats: Right Throws: Right "
            "MLB debut July 8, 2011")
    assert _short("where was ivo lund born", page) == "Vineland, New Jersey"
    said = ("Ivo Lund", "Ivo Lund (born August 7, 1991) was born in Millville, New Jersey. "
            "Born: August 7, 1991 (age 27) Vineland, New Jersey Bats: Right")
    assert _short("where was ivo lund born", said) != "Vineland, New Jersey"


def test_a_part_typed_in_lower_case_is_who_a_sentence_casts_in_it() -> None:
    """"who plays anastasia steele" answered Jamie Dornan, from "… stars Dakota Johnson as
    Anastasia Steele, … business magnate Christian Grey, played by Jamie Dornan": the part
    typed without capitals was no part, and the agent after "played by" of another part won."""
    from deepsearch.research.answers import part_asked

    assert part_asked("who plays mara vost") == "mara vost"
    assert part_asked("who plays bass") == part_asked("who plays lead guitar") == ""
    page = ("Tarn Shades (film)", "The film stars Sina Kord as Mara Vost, a college graduate "
            "who begins a relationship with business magnate Ivo Tarn, played by Pell Arden.")
    assert _short("who plays mara vost", page) == "Sina Kord"
    assert _short("Who plays Ivo Tarn?", page) == "Pell Arden"


def test_a_long_questions_start_is_not_a_show_on_the_ways_premiere() -> None:
    """"When did the provisional government ruling during the reign of terror the country
    premiering Prison Break start?" answered 2007, the second season's premiere ("premiered
    on September 13, 2007") dated as the start asked of."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    pages = [chunk("The Committee of Vost Safety was created in April 1793 by the National "
                   "Convention.", "Committee of Vost Safety", "p0"),
             chunk("The second season premiered on September 13, 2007, to 5.3 million viewers.",
                   "Tarn Break", "p1")]
    question = ("When did the provisional government ruling during the reign of vost the "
                "country premiering Tarn Break start?")
    votes = dict(answer_votes(question, rank_sentences(question, pages, [])))
    assert votes["2007"] < 5 * votes["1793"], votes  # (not boosted as the start asked)


def test_a_count_joined_to_what_it_counts_is_the_count() -> None:
    """"how many seats does orchestra hall chicago have" answered "2" of "the 2,522-seat
    Orchestra Hall": a number joined by a hyphen was taken for a measure from its last digits
    on, leaving the "2" before the comma a count."""
    from deepsearch.research.answers import counts

    assert counts("a 400-meter race, the 2,522-seat hall and 12 seats") == ["12"]
    page = ("Tarn Center", "Tarn Center includes the 2,522-seat Vost Hall, which dates from "
            "1904, and Lund Hall, a rehearsal space.")
    assert _short("how many seats does vost hall have", page) == "2,522"


def test_what_a_thing_acts_on_is_not_the_thing_itself() -> None:
    """"what does the galata bridge cross" answered "the Galata Bridge", the object of
    "as he was crossing the Galata Bridge" in a page about a man murdered on it."""
    from deepsearch.research.answers import acted_on, rank_sentences

    pages = [chunk("Ivo Lund was murdered on April 6, 1909, as he was crossing the Tarn Bridge "
                   "in Vostok.", "Ivo Lund", "p0"),
             chunk("The Tarn Bridge crosses the Golden Vost into Eminor.", "Tarn Bridge", "p1")]
    question = "what does the tarn bridge cross"
    assert acted_on(question, rank_sentences(question, pages, [])).startswith("the Golden Vost")


def test_an_abbreviation_typed_in_lower_case_is_spelled_out() -> None:
    """"what does ms-dos stand for" gave no answer: the page writes "MS-DOS (acronym for
    Microsoft Disk Operating System)" and the abbreviation was sought as typed."""
    page = ("TV-DOS", "TV-DOS (acronym for Tarn Vost Disk Operating System) is an operating "
            "system for personal computers.")
    assert _short("what does tv-dos stand for", page) == "Tarn Vost Disk Operating System"
    assert _short("What does TV-DOS stand for?", page) == "Tarn Vost Disk Operating System"


def test_an_instrument_said_played_by_someone_names_its_player() -> None:
    """"who played bass on never mind the bollocks" gave no answer although Glen Matlock's
    page says "the bass was played by Steve Jones": only "Name (bass)" and "bassist Name"
    were read as naming a player."""
    page = ("Ivo Lund", "He is credited as a co-author on 10 of the 12 songs on \"Tarn the "
            "Vost\", although he had left the band by the time the record was released and the "
            "bass was played by Pell Arden.")
    assert _short("who played bass on tarn the vost", page) == "Pell Arden"


def test_a_superlative_one_sentence_says_has_no_rival_that_none_says() -> None:
    """"what is the oldest college at cambridge" named three answers (Peterhouse, Wolfson
    College, King's College) though only Peterhouse's page says "the oldest college": the
    others' pages call them colleges of the university, nothing older."""
    from deepsearch.research.answers import rank_sentences, short_answer
    from deepsearch.research.composing import rival_answers

    question = "What is the oldest college at Tarnbridge?"
    pages = [chunk("Vosthouse is a constituent college of the University of Tarnbridge. It is "
                   "the oldest college of the university, having been founded in 1284 by Ivo "
                   "Lund.", "Vosthouse, Tarnbridge", "a"),
             chunk("Lund College is a constituent college of the University of Tarnbridge.",
                   "Lund College, Tarnbridge", "b"),
             chunk("Arden College is a constituent college of the University of Tarnbridge.",
                   "Arden College, Tarnbridge", "c"),
             chunk("Founded in 1827 it is amongst the oldest college boat clubs in Tarnbridge.",
                   "Trinity Boat Club", "d")]
    ranked = rank_sentences(question, pages, [])
    assert short_answer(question, ranked) == "Vosthouse"  # (said "It is the oldest college")
    assert short_answer(question.lower(), ranked) == "Vosthouse"
    assert rival_answers(question, ranked, "Vosthouse") == []
    # two sentences saying it of two answers are two readings still
    question = "Who scored the most goals in football history?"
    two = [chunk("Ali Daei scored the most goals in international football history.",
                 "International goals", "a"),
           chunk("Josef Bican scored the most goals in football history overall.",
                 "All goals", "b")]
    ranked = rank_sentences(question, two, [])
    assert rival_answers(question, ranked, "Ali Daei") == ["Ali Daei", "Josef Bican"]


def test_a_person_typed_in_lower_case_ties_other_readings_to_their_page() -> None:
    """"when was laura riding born" named two readings: her birth date and that of Honor
    Wyatt, whose page names her only as a friend; a question with capitals kept to hers."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import rival_answers

    pages = [chunk("Mara Vost Jackson( January 16, 1901 – September 2, 1991) was an American "
                   "poet and critic.", "Mara Vost", "a"),
             chunk("Sina Kord( 6 February 1910 – 23 October 1998) was an English journalist, "
                   "known for her association with Pell Arden and Mara Vost.", "Sina Kord", "b")]
    for question in ("When was Mara Vost born?", "when was mara vost born?"):
        ranked = rank_sentences(question, pages, [])
        assert rival_answers(question, ranked, "January 16, 1901") == [], question


def test_a_topic_naming_things_of_a_kind_asks_for_a_list_of_them() -> None:
    """"casinos in black hawk colorado" was an overview (a section of one run-on sentence,
    a gold mine among the casinos); typed as a question ("What casinos are in …?") it is a
    list of things of the kind asked."""
    from deepsearch.research.shape import as_asked, classify

    assert as_asked("casinos in tarn hawk colorado") == "What casinos are in tarn hawk colorado?"
    assert as_asked("films directed by ivo lund") == "What films were directed by ivo lund?"
    assert as_asked("members of the vost pistols") == "What are the members of the vost pistols?"
    for topic in ("casinos in tarn hawk colorado", "state parks in vostland",
                  "albums by tarn top"):
        assert classify(topic) == "list", topic
    for topic in ("human rights in tarnland", "alcohol laws of vostland", "climate of tarnland",
                  "Games of the XXII Olympiad"):
        assert classify(topic) == "overview", topic
    assert as_asked("human rights in tarnland") == "human rights in tarnland"
    assert as_asked("Games of the XXII Olympiad") == "Games of the XXII Olympiad"


def test_an_infobox_dates_the_act_asked_by_its_own_cell() -> None:
    """"when was the east india company founded" answered 1858, the year its infobox's "Fate"
    cell gives and other sentences repeat, over "Founded 31 December 1600": every year of a
    sentence stating the act voted alike, and "Former type" was read as the act "form"."""
    from deepsearch.research.answers import act_clause, same_act

    assert not same_act("Former", frozenset({"form"})) and same_act("formed", frozenset({"form"}))
    cells = "Former type Public Founded 31 December 1600 Founders Ivo Lund, Pell Arden Defunct"
    assert "1600" in act_clause(cells, frozenset({"found", "form"}), ["vost", "founded"])
    pages = [("Tarn Vost Company", "Tarn Vost Company (TVC) Company flag (1801) Former type "
              "Public Industry International trade Fate Dissolved, after being mostly "
              "nationalised in 1858 Founded 31 December 1600 Founders Ivo Lund Defunct 1 June "
              "1874 Headquarters London"),
             ("Tarn Vost Company", "Company rule effectively began in 1757 and lasted until "
              "1858, when the Vost Act 1858 ended it."),
             ("Postage stamps of Tarnland", "Although the Tarn Post Office was established in "
              "1837, the Tarn Vost Company issued stamps from 1858.")]
    assert _short("when was the tarn vost company founded", *pages) == "31 December 1600"


def test_people_hired_to_do_the_act_asked_did_it() -> None:
    """"who wrote the script for 12 monkeys" answered "Universal Studios", from "After
    Universal Studios acquired the rights to remake "La Jetée" as a full-length film, David
    and Janet Peoples were hired to write the script": the pair, after "film,", was taken for
    a film's title, and being hired to write said nothing of writing."""
    from deepsearch.research.answers import named_as_work

    said = ("After Vost Studios acquired the rights to remake \"Tarn\" as a full-length film, "
            "Ivo and Mara Lund were hired to write the script.")
    assert not named_as_work("Ivo", said)
    assert named_as_work("Tarn Story 2", "its sequels, Tarn Story 2 and Tarn Story 3 (2010)")
    assert _short("who wrote the script for tarn hollow", ("Tarn Hollow", said)) == \
        "Ivo and Mara Lund"
    hired = "After Vost Studios bought the rights, Ivo Lund was hired to write the script."
    assert _short("who wrote the script for tarn hollow", ("Tarn Hollow", hired)) == "Ivo Lund"


def test_a_birth_name_after_a_pronunciation_is_the_real_name() -> None:
    """"what was laxness's birth name" gave none: "Halldór Kiljan Laxness (] ; born Halldór
    Guðjónsson; 23 April 1902 – …)" has a pronunciation's remains before "born"."""
    page = ("Ivo Vostness", "Ivo Kiljan Vostness (] ; born Ivo Tarnsson; 23 April 1902 – 8 "
            "February 1998) was a twentieth-century Icelandic writer.")
    assert _short("what was vostness's birth name", page) == "Ivo Tarnsson"


def test_a_mascot_asked_is_the_one_its_page_says_was_adopted() -> None:
    """"what is missouri western's mascot" was an overview, then a factoid with no answer:
    "In 1917 it adopted the Griffon as its mascot" on the university's page."""
    from deepsearch.research.answers import told_by_its_sentence
    from deepsearch.research.shape import classify

    assert classify("what is tarn western's mascot") == "factoid"
    page = ("Tarn Western State University", "Tarn Western State University was founded in "
            "1915 as a junior college. In 1917 it adopted the Griffon as its mascot.")
    assert _short("what is tarn western's mascot", page) == "Griffon"
    assert _short("What is the mascot of Tarn Western State University?", page) == "Griffon"
    assert told_by_its_sentence("what is tarn western's mascot")


def test_what_a_work_was_inspired_by_is_told_as_written() -> None:
    """"what is 12 monkeys inspired by" answered "Chris Marker", the maker of the short
    film it was "inspired by", not the film itself."""
    page = ("Tarn Monkeys", "Tarn Monkeys is a 1995 American science fiction film directed by "
            "Ivo Lund, inspired by Pell Arden's 1962 short film \"La Vost\", and starring Mara "
            "Kord.")
    assert _short("what is tarn monkeys inspired by", page) == \
        "Pell Arden's 1962 short film \"La Vost\""


def test_a_band_named_and_the_another_is_one_name() -> None:
    """"what was mark wahlberg's rap group called" answered "Marky Mark", of "frontman for
    the group Marky Mark and the Funky Bunch": the band's name was read as two, and the
    question's kind as "called"."""
    from deepsearch.research.answers import answer_type
    from deepsearch.text import entities

    assert entities("He played in the band Ivo Lund and the Vostmen.") == \
        ["Ivo Lund and the Vostmen"]
    assert entities("Ivo Lund met a band. The Vostmen played.") == ["Ivo Lund", "Vostmen"]
    assert answer_type("what was ivo lund's rap group called") == "group"
    assert answer_type("what was ivo's band called") == "band"
    page = ("Ivo Lund", "Lund was known as Ivy Lu in his early career as frontman for the group "
            "Ivy Lu and the Tarn Bunch, releasing the albums \"Music\" and \"Vost\".")
    assert _short("what was ivo lund's rap group called", page) == "Ivy Lu and the Tarn Bunch"


def test_whom_someone_married_is_told_on_a_page_naming_them() -> None:
    """"who was kripalani married to" answered "Clementia of Aquitaine", of "He may have
    been married to Clementia of Aquitaine" on another man's page, over "the husband of
    Sucheta Kripalani" on his."""
    from deepsearch.research.answers import kin_named

    assert kin_named("who was vostani married to") == "vostani"
    assert kin_named("Who did Ivo Lund marry?") == "Ivo Lund"
    pages = [("I. B. Vostani", "Ivo Bhagwan Vostani (11 November 1888 – 19 March 1982), "
              "popularly known as Acharya Vostani, was an Indian politician, noted for holding "
              "the presidency of the Tarn Congress in 1947 and the husband of Sucheta Vostani."),
             ("Gerard I, Count of Tarn", "He may have been married to Clementia of Arden, "
              "although that proposed marriage seems to be based on a falsified document.")]
    assert _short("who was vostani married to", *pages) == "Sucheta Vostani"


def test_what_a_thing_is_denoted_by_is_told_as_written() -> None:
    """"what is longitude denoted by" gave none: "… denoted by the Greek letter lambda (λ)"."""
    page = ("Vostitude", "Vostitude is a geographic coordinate. It is an angular measurement, "
            "usually expressed in degrees and denoted by the Greek letter lambda (λ).")
    assert _short("what is vostitude denoted by", page) == "the Greek letter lambda"
    assert _short("What is vostitude represented by?", page) == "the Greek letter lambda"


def test_a_kins_reading_on_another_persons_page_is_no_rival() -> None:
    """"who was robert barton's wife" named two readings: his page's "His wife was Rachel
    Warren of Boston" and "Childers was the husband of Anna Barton of Ireland" on another
    Robert's page; a title the question names (typed in lower case, or owned: "Robert
    Barton's") keeps the readings to pages it titles."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.research.composing import rival_answers

    pages = [chunk("Ivo Lund (4 March 1881 – 10 August 1975) was an Irish politician. His wife "
                   "was Mara Vost of Boston, daughter of Pell Vost.", "Ivo Lund", "a"),
             chunk("Ivo Caesar Arden was the husband of Sina Lund of Tarnland.",
                   "Ivo Caesar Arden", "b")]
    for question in ("who was ivo lund's wife", "Who was Ivo Lund's wife?"):
        ranked = rank_sentences(question, pages, [])
        assert rival_answers(question, ranked, "Mara Vost of Boston") == [], question


def test_the_subject_with_another_did_the_act_it_is_dated_by() -> None:
    """"when did heidi ewing found loki films" gave no answer: "She and Rachel Grady founded
    Loki Films in 2001" was read as another's founding (a name before the act)."""
    page = ("Mara Vost", "Mara Vost is a director of documentary films. She and Sina Kord "
            "founded Tarn Films in 2001. Her film premiered at the 2016 Sundance Film Festival "
            "and on PBS in 2016.")
    assert _short("when did mara vost found tarn films", page) == "2001"


def test_a_name_typed_without_its_accents_is_the_name() -> None:
    """"is the church of st james in zurrieq baroque" was not settled: "No source read
    mentions: zurrieq", of a page on the church "in the village of Żurrieq"."""
    from deepsearch.text import tokenize

    assert tokenize("Żurrieq, Akinoshū") == ["zurrieq", "akinoshu"]
    page = ("St James's Church, Żarnvost", "The Church of St James is a Baroque Roman Catholic "
            "church located in the village of Żarnvost in Malta.")
    assert _short("is the church of st james in zarnvost baroque", page) == "yes"


def test_an_uncle_said_outright_answers_who_the_uncle_is() -> None:
    """"who is hamlet's uncle" answered "Prince Hamlet", of "He is the Prince of Denmark,
    nephew to the usurping Claudius, and son of King Hamlet": an uncle is otherwise reached
    through a parent, and the sentence saying it outright counted for nothing."""
    page = ("Prince Tarnlet", "Prince Tarnlet is the title character of Ivo Lund's tragedy "
            "\"Tarnlet\". He is the Prince of Vostmark, nephew to the usurping Claudius, and son "
            "of King Tarnlet, the previous King of Vostmark.")
    assert _short("who is tarnlet's uncle", page) == "Claudius"


def test_a_one_word_title_typed_last_keeps_readings_to_its_page() -> None:
    """"who directed alien" named Albert Pyun beside Ridley Scott: he directed "Alien from
    L.A.", a page the question does not name; with two pages of the name read ("Alien
    (film)", "Alien (soundtrack)") the question names neither alone."""
    from deepsearch.research.answers import rank_sentences, typed_title_ending
    from deepsearch.research.composing import rival_answers

    pages = [chunk("Vostien is a 1979 science-fiction horror film directed by Ivo Lund, and "
                   "starring Mara Kord.", "Vostien (film)", "a"),
             chunk("Vostien from L.A. is a 1988 science fiction film directed by Pell Arden and "
                   "starring Sina Tarn.", "Vostien from L.A.", "b")]
    question = "who directed vostien"
    ranked = rank_sentences(question, pages, [])
    assert typed_title_ending(question, ranked) == ["Vostien"]
    assert rival_answers(question, ranked, "Ivo Lund") == []
    score = chunk("The score to the film \"Vostien\" was composed by Ona Gold.",
                  "Vostien (soundtrack)", "c")
    assert typed_title_ending(question, rank_sentences(question, [*pages, score], [])) == []


def test_what_a_body_was_merged_into_is_told_as_written() -> None:
    """"what was the newfoundland ranger force merged into" answered "Dominion of
    Newfoundland", whose police it was, not "merged into the Royal Canadian Mounted Police"."""
    pages = [("Tarn Ranger Force", "The Tarn Ranger Force was the police force of the Dominion "
              "of Tarn before its confederation with Vostland. It existed from 1935 to 1949, "
              "at which point it was merged into the Royal Vost Mounted Police (RVMP).")]
    assert _short("what was the tarn ranger force merged into", *pages) == \
        "the Royal Vost Mounted Police"


def test_a_marriage_told_as_by_marriage_to_is_on_the_subject() -> None:
    """"who was anna amalia of baden-durlach married to" gave no answer: "married" was a
    term no page read mentions (hers says "by marriage to William Louis"), so the evidence
    was taken to be about something else."""
    from deepsearch.text import names_a_thing

    assert not names_a_thing("married") and names_a_thing("toronto")


def test_a_title_with_an_owners_ending_typed_in_lower_case_is_the_title() -> None:
    """"where was the company's in love shot" named Isleworth Studios beside Staaken Studios:
    "The Company's in Love" typed in lower case was no title of a page read ("companys")."""
    from deepsearch.research.answers import rank_sentences, typed_titles

    pages = [chunk("It was shot at the Vost Studios in Berlin and on location in Switzerland.",
                   "The Tarn's in Love", "a"),
             chunk("It was shot at Arden Studios in 1976.", "The Man Who Knew Tarn", "b")]
    question = "where was the tarn's in love shot"
    assert typed_titles(question, rank_sentences(question, pages, [])) == ["The Tarn's in Love"]


def test_what_a_title_means_in_a_language_is_its_translation() -> None:
    """"what does el haimoune mean in english" was an overview of the film: "El Haimoune(
    English: Wanderers of the Desert)" gives what was asked."""
    from deepsearch.research.shape import classify

    assert classify("what does el vostoune mean in english") == "factoid"
    page = ("El Vostoune", "El Vostoune( English: Wanderers of the Tarn) is a 1984 film by "
            "Tunisian director Ivo Lund.")
    assert _short("what does el vostoune mean in english", page) == "Wanderers of the Tarn"


def test_two_things_sharing_a_noun_are_compared_whole() -> None:
    """"what is the difference between the first and second heart sound" compared "first"
    (a section quoting "Sounds of Silence") with "second heart sound"; and the page "Heart
    sounds", naming each, was a namesake of the other, so neither section quoted it."""
    from deepsearch.research.composing import is_namesake
    from deepsearch.research.planning import question_entities

    assert question_entities("what is the difference between the first and second vost "
                             "sound", "comparison") == ["first vost sound", "second vost sound"]
    assert question_entities("compare north and south tarnland", "comparison") == \
        ["north tarnland", "south tarnland"]
    assert question_entities("compare ivo and mara lund", "comparison") == ["ivo", "mara lund"]
    names = ["first vost sound", "second vost sound"]
    first = chunk("The first vost sound, or S1, forms the \"lub\".", "Vost sounds", "a")
    assert not is_namesake(first, first.text, names)


def test_an_overview_quotes_no_run_of_infobox_cells() -> None:
    """"tell me about the east india company" quoted its infobox run together ("… Former
    type Public Industry International trade, Opium trafficking Fate Dissolved, after being
    mostly nationalised in 1858 Founded 31 December 1600 Founders …") as a sentence, and
    asked follow-ups on "Public Industry International" and "Fate Dissolved"."""
    from deepsearch.research.composing import section_picks
    from deepsearch.research.models import Aspect
    from deepsearch.text import is_prose

    cells = ("Tarn Vost Company (TVC) Company flag (1801) Former type Public Industry "
             "International trade, Opium trafficking Fate Dissolved, after being mostly "
             "nationalised in 1858 Founded 31 December 1600 Founders Ivo Lund, Pell Arden "
             "Defunct 1 June 1874 Headquarters London, England")
    assert not is_prose(cells)
    assert is_prose("The band was founded in 1990 by Ivo Lund, and its Headquarters are in "
                    "London.")
    prose = "By 1803 the Tarn Vost Company had a private army of about 260,000 men."
    ranked = [(1.0, cells, chunk(cells, "Tarn Vost Company", "a")),
              (0.9, prose, chunk(prose, "Tarn Vost Company", "b"))]
    aspect = Aspect(title="Tarn Vost Company", question="What is the Tarn Vost Company?",
                    entity="Tarn Vost Company")
    picked = section_picks(aspect, ranked, "standard", set(), ["Tarn Vost Company"])
    assert [s for s, _ in picked] == [prose]


def test_he_opening_a_persons_passage_after_a_time_is_that_person() -> None:
    """"who was lieutenant governor of texas from 2000 to 2003" answered "George W. Bush",
    of "Between 2000 and 2003 he served as the 40th lieutenant governor of Texas, after …
    Rick Perry replaced George W. Bush" on Bill Ratliff's page: "he" was no one (no comma
    after the time, no lifespan opening the passage), then "2003 Bill Ratliff" no name."""
    from deepsearch.research.answers import person_named

    said = ("Between 2000 and 2003 he served as the 40th lieutenant governor of Tarnland, "
            "after previous Lieutenant Governor Pell Arden replaced Mara Vost, who resigned.")
    assert person_named(said, chunk(said, "Ivo Lund", "a")).startswith(
        "Between 2000 and 2003 Ivo Lund served")
    assert person_named(said, chunk(said, "Tarnland Senate", "a")) == said  # (no person's)
    assert _short("who was lieutenant governor of tarnland from 2000 to 2003",
                  ("Ivo Lund", said)) == "Ivo Lund"


def test_a_term_of_years_and_a_half_is_a_measure_and_a_year_no_inch() -> None:
    """"how long is the president of the european parliament's term" answered "2013, in",
    of "announced in January 2013, in what became known …" (a year, its comma and "in"
    read as inches), not "for a two-and-a-half-year term"."""
    from deepsearch.research.answers import measures

    question = "how long is the president of the tarn parliament's term"
    assert measures("elected for a two-and-a-half-year term", question) == \
        ["two-and-a-half-year"]
    assert measures("announced in January 2013, in what became known as a speech", question) \
        == []
    page = ("President of the Tarn Parliament", "The president is elected by the members of "
            "Parliament for a two-and-a-half-year term, meaning two elections per term.")
    assert _short(question, page) == "two-and-a-half-year"


def test_a_part_asked_is_not_anothers_kin_nor_a_part_played_by_another() -> None:
    """"who played beaver on leave it to beaver" answered Tony Dow ("Tony Dow as Beaver's
    brother Wally"), then Karl Swenson ("George was played by Karl Swenson")."""
    page = ("Leave It to Vost", "The show starred Ivo Lund as Vost's brother Wally. George was "
            "played by Pell Arden and Sina Kord.")
    assert _short("who played vost on leave it to vost", page) == ""


def test_a_work_asked_in_lower_case_outweighs_sentences_on_other_works() -> None:
    """"who directed jesus camp" answered "Sidney Olcott", of "It was directed by Sidney
    Olcott …" on "The Mystery of Pine Creek Camp", beside "She is best known as the
    co-director of "Jesus Camp"" on Heidi Ewing's page."""
    from deepsearch.research.answers import answer_votes, rank_sentences

    pages = [chunk("Mara Vost is a director of documentary films. She is best known as the "
                   "co-director of \"Tarn Camp\", which was nominated for an Academy Award.",
                   "Mara Vost", "a"),
             chunk("It was directed by Ivo Lund with himself and Pell Arden in the leading "
                   "roles.", "The Mystery of Pine Creek Camp", "b")]
    question = "who directed tarn camp"
    votes = dict(answer_votes(question, rank_sentences(question, pages, [])))
    assert votes.get("Ivo Lund", 0) < votes["Mara Vost"], votes


def test_a_title_typed_without_its_accents_is_typed() -> None:
    """"where is st james church zurrieq" named Burntisland and the National Heritage List
    beside Malta: "St James's Church, Żurrieq" was no title the question holds."""
    from deepsearch.research.answers import rank_sentences, typed_titles

    page = chunk("The Church of St James is a Baroque church located in the village of Żarnvost "
                 "in Malta.", "St James's Church, Żarnvost", "a")
    question = "where is st james church zarnvost"
    assert typed_titles(question, rank_sentences(question, [page], [])) == \
        ["St James's Church, Żarnvost"]
