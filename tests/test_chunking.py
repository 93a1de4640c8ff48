from __future__ import annotations

import itertools
from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from deepsearch.kb.chunking import MarkdownChunker
from deepsearch.models import Document, RetrievedChunk


def doc(text: str, sid: str = "src") -> Document:
    return Document(source_id=sid, url="http://x/", text=text, content_hash="h",
                    fetched_at=datetime.now(UTC))


CODE = "```python\n" + "value = compute(value)\n" * 40 + "```"
TABLE = "| a | b |\n|---|---|\n" + "".join(f"| {i} | {i * i} |\n" for i in range(40))
TEXT = f"""# Title

Intro sentence one. Intro sentence two.

## Part A

{" ".join(f"Sentence {i} says something about the first part." for i in range(30))}

{CODE}

### Table

{TABLE}
## Part B

- first item
- second item
"""


def test_structure_is_respected() -> None:
    chunks = MarkdownChunker(400, 80).chunk(doc(TEXT))
    assert chunks[0].heading_path == ["Title"]
    assert any(c.heading_path == ["Title", "Part A"] for c in chunks)
    assert chunks[-1].heading_path == ["Title", "Part B"]
    assert "first item" in chunks[-1].text and "second item" in chunks[-1].text
    code = [c for c in chunks if "```python" in c.text]
    assert len(code) == 1 and code[0].text.count("value = compute") == 40  # never split
    table = [c for c in chunks if "| 39 | 1521 |" in c.text]
    assert len(table) == 1 and "| 0 | 0 |" in table[0].text
    assert table[0].heading_path == ["Title", "Part A", "Table"]
    prose = [c for c in chunks if "```" not in c.text and "|" not in c.text]
    assert all(len(c.text) <= 400 for c in prose)
    assert [c.index for c in chunks] == list(range(len(chunks)))


def test_overlap_and_sentences() -> None:
    chunks = MarkdownChunker(300, 80).chunk(doc(TEXT))
    part_a = [c for c in chunks if c.heading_path == ["Title", "Part A"] and "Sentence" in c.text]
    assert len(part_a) >= 3
    for prev, nxt in itertools.pairwise(part_a):
        last_sentence = prev.text.rsplit(". ", 1)[-1]
        assert last_sentence in nxt.text[:80 + len(last_sentence)]  # shares its tail
    for chunk in part_a:
        assert chunk.text.endswith(".")  # cut at sentence boundaries


def test_no_chunk_ends_inside_a_sentence_at_an_initial() -> None:
    """"The law recognized the U.S. Pharmacopeia …" is one sentence: the chunker splits where
    the report's sentences end, so no passage ends at "the U.S." (quoted as a sentence)."""
    from deepsearch.kb.chunking import split_sentences

    text = ("The law recognized the U.S. Pharmacopeia as a standard. It was written by Ramon "
            "C. Barquin. It ended.")
    assert split_sentences(text) == ["The law recognized the U.S. Pharmacopeia as a standard.",
                                     "It was written by Ramon C. Barquin.", "It ended."]
    # a page's reference marks after the stop end the sentence too (stored Markdown escapes
    # their brackets): else a long paragraph is cut by length, mid-sentence, and a report
    # quotes "The precise process by" as a sentence
    marked = ("Its composition took place over centuries.\\[7\\] The precise process by "
              "which it was composed remains contested.[8][9] Scholars differ.[citation "
              "needed] It ended.")
    assert split_sentences(marked) == [
        "Its composition took place over centuries.",
        "The precise process by which it was composed remains contested.",
        "Scholars differ.", "It ended."]
    # a title's "!" or "?" before a number or a bracket ends no sentence: "2 is a South
    # Korean television series" was quoted as one
    assert split_sentences("Hello, My Twenties! 2 is a South Korean series. Mamma Mia! (1999) "
                           "is a musical. It ended! Then it began.") == [
        "Hello, My Twenties! 2 is a South Korean series.", "Mamma Mia! (1999) is a musical.",
        "It ended!", "Then it began."]
    long = " ".join([marked] * 8)
    for piece in MarkdownChunker(200, 0).chunk(doc(long)):
        assert piece.text.endswith("."), piece.text


def test_a_sentence_keeps_its_closing_quote_and_a_quotation_stays_whole() -> None:
    """A sentence ending inside quotes keeps the closing quote (“… a bridge.” was cut to
    “… a bridge.), and a quotation of two sentences is quoted as one, not as a dangling
    "It gave us a level of confidence." of nobody, in reports and in the chunker's
    passages."""
    from deepsearch.kb.chunking import split_sentences
    from deepsearch.text import sentences

    assert split_sentences('He called it "a bridge." The band grew (in London.) It ended.') \
        == ['He called it "a bridge."', "The band grew (in London.)", "It ended."]
    text = ('Richards called it "a bridge into writing for the Stones. It gave us a level of '
            'confidence." The band grew.')
    assert sentences(text) == ['Richards called it "a bridge into writing for the Stones. It '
                               'gave us a level of confidence."', "The band grew."]
    # a quotation too long to quote as one sentence (a review's paragraph) stands apart
    long_quote = 'She wrote: "' + " ".join(["The episode is long and slow."] * 12) + '"'
    assert len(sentences(long_quote)) == 12
    # a quote never closed is a stray mark: its sentences stand apart, the page is not one
    assert sentences('He said "hello. One. Two. Three. Four. Five. Six.') == [
        'He said "hello.', "One.", "Two.", "Three.", "Four.", "Five.", "Six."]
    # the chunker cuts at every sentence's end, keeping the closing quote: its passages'
    # sentences are the report's again
    quoted = " ".join([text] * 6)
    passages = " ".join(p.text for p in MarkdownChunker(60, 0).chunk(doc(quoted)))
    assert sentences(passages) == sentences(quoted)


def test_an_ellipsis_run_into_the_next_sentence_ends_a_sentence() -> None:
    """"… every 75–76 years...Halley last appeared in 1986" is two sentences: as one, a
    report quoted the comet's opening twice (alone, then with the next sentence run on)."""
    from deepsearch.text import sentences

    text = ("Halley's Comet is a short-period comet visible from Earth every 75–76 "
            "years...Halley last appeared in 1986. It waits…Then it returns.")
    assert sentences(text) == [
        "Halley's Comet is a short-period comet visible from Earth every 75–76 years...",
        "Halley last appeared in 1986.", "It waits…", "Then it returns."]
    assert sentences("Wait...and see. Version 2...3 is out.") == [
        "Wait...and see.", "Version 2...3 is out."]
    # an ellipsis inside a title, after a capital word, ends nothing
    assert sentences("She played Parvati in Devon Ke Dev...Mahadev, a series. It ended.") == [
        "She played Parvati in Devon Ke Dev...Mahadev, a series.", "It ended."]


def test_a_full_stop_without_its_space_still_ends_a_sentence() -> None:
    """"… in Manhattan from 1876 to 1882.The copper statue, a gift …" is two sentences (a
    yes/no question about the copper statue read the arm's display dates as its sentence);
    an abbreviation or a name with a dot inside ends none."""
    from deepsearch.text import sentences

    assert sentences("It stood in Manhattan from 1876 to 1882.The copper statue was a gift. "
                     "It was nice.Then it rained.") == [
        "It stood in Manhattan from 1876 to 1882.", "The copper statue was a gift.",
        "It was nice.", "Then it rained."]
    assert sentences("Rostker v. Goldberg, 453 U.S. 57 (1981), was a decision.") == [
        "Rostker v. Goldberg, 453 U.S. 57 (1981), was a decision."]  # a case's "v." too
    for whole in ("Mrs.Smith went home.", "In the U.S.The law is old.",
                  "He lives in St.Louis now.", "See example.com or Node.js for more."):
        assert sentences(whole) == [whole]


def test_a_tables_cells_run_together_are_no_sentence_to_quote() -> None:
    """"Which films did Alfred Hitchcock direct?" listed "Insight" from "Alfred Hitchcock
    PresentsGunsmoke The Rifleman Perry MasonPeter GunnPlayhouse 90 … and "Insight", among
    others.", a page's table of television series with its breaks lost: no sentence is
    ranked from it. Names with a capital inside are words of a sentence."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.text import run_together

    cells = ("Brean wrote for Alfred Hitchcock PresentsGunsmoke The Rifleman Perry MasonPeter "
             "GunnPlayhouse 90 and \"Insight\", among others.")
    assert run_together(cells)
    assert not run_together("General MacArthur watched YouTube on his iPhone at McDonald's.")
    page = RetrievedChunk(chunk_id="b-0", source_id="b", url="http://x.test/b", title="Brean",
                          text=f"{cells} Brean wrote the story of a film Alfred Hitchcock "
                          "directed.", fetched_at="2026-01-01T00:00:00+00:00")
    ranked = rank_sentences("Which films did Alfred Hitchcock direct?", [page], [])
    assert [s for _, s, _ in ranked] == [
        "Brean wrote the story of a film Alfred Hitchcock directed."]


def test_a_sentence_leading_elsewhere_is_no_statement_to_rank() -> None:
    """"What is the Dow Jones Industrial Average?" quoted "Changes to the index since 1991
    are as follows:" (the table it leads to is not in the passage), and "Who wrote the Dream
    of the Rood?" quoted "1–27), the second part (ll." (an aside cut at its "ll.")."""
    from deepsearch.research.answers import rank_sentences
    from deepsearch.text import leads_elsewhere

    assert leads_elsewhere("Changes to the index since 1991 are as follows:")
    assert leads_elsewhere("1–27), the second part (ll.")
    assert not leads_elsewhere("The Dow (/daʊ/) is a stock market index.")
    page = RetrievedChunk(chunk_id="d-0", source_id="d", url="http://x.test/d",
                          title="Dow Jones Industrial Average",
                          text="Changes to the Dow Jones index since 1991 are as follows:\n\n"
                          "The Dow Jones index holds 30 companies.",
                          fetched_at="2026-01-01T00:00:00+00:00")
    ranked = rank_sentences("What is the Dow Jones index?", [page], [])
    assert [s for _, s, _ in ranked] == ["The Dow Jones index holds 30 companies."]


def test_a_long_sentence_is_not_cut_into_sentences_of_its_own() -> None:
    """A sentence over the target size, up to twice it, is one chunk's whole text: cut by
    length, its tail ("Empire's official religion.") was ranked and quoted as a sentence."""
    long = ("Unlike Constantine I, who with the Edict of Milan of 313 AD had established "
            "tolerance for Christianity without placing it above other religions and whose "
            "involvement in matters of the Christian faith extended to convoking councils, "
            "Theodosius established a single Christian doctrine as the Empire's official "
            "religion.")
    assert 200 < len(long) < 400
    chunks = MarkdownChunker(200, 40).chunk(doc(f"It began. {long} It ended."))
    assert any(c.text.strip() == long or long in c.text for c in chunks)
    assert not any(c.text.startswith("Empire's") for c in chunks)
    # past twice the size, a sentence is still cut (no chunk without bound)
    endless = " ".join(["word"] * 300) + "."
    assert max(len(c.text) for c in MarkdownChunker(200, 0).chunk(doc(endless))) <= 400


def test_ids_are_deterministic() -> None:
    a = MarkdownChunker().chunk(doc(TEXT))
    b = MarkdownChunker().chunk(doc(TEXT))
    assert [c.chunk_id for c in a] == [c.chunk_id for c in b]
    other = MarkdownChunker().chunk(doc(TEXT, sid="other"))
    assert not {c.chunk_id for c in a} & {c.chunk_id for c in other}


def test_heading_only_document_keeps_its_words() -> None:
    [chunk] = MarkdownChunker().chunk(doc("# Just a heading"))
    assert "Just a heading" in chunk.text


words = st.lists(st.sampled_from("alpha beta gamma delta epsilon zeta eta theta".split()),
                 min_size=1, max_size=30)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), words), min_size=1, max_size=25),
       st.integers(100, 600))
def test_no_word_is_lost(blocks, size) -> None:
    text = "\n\n".join(("## " if head else "") + " ".join(w) + ("" if head else ".")
                       for head, w in blocks)
    chunks = MarkdownChunker(size, 40).chunk(doc(text))
    body_words = [w for head, ws in blocks if not head for w in ws]
    joined = " ".join(c.text for c in chunks)
    for word in set(body_words):
        assert word in joined


def test_a_rank_before_a_name_ends_no_sentence() -> None:
    """"… as Don Johnson's partner, Insp." was a sentence of Cheech Marin's report: a rank
    or an office written short before a name ("Insp.", "Gen.", "Rev.") ends no sentence."""
    from deepsearch.text import sentences

    text = ("He gained fame as Don Johnson's partner, Insp. Joe Dominguez, on the show. He "
            "served under Gen. George Patton. The Rev. Martin spoke. It ended.")
    assert sentences(text) == ["He gained fame as Don Johnson's partner, Insp. Joe "
                               "Dominguez, on the show.", "He served under Gen. George Patton.",
                               "The Rev. Martin spoke.", "It ended."]
