"""Writing: the report, shaped by the question.

A factoid or closed question gets its answer first (with the source that states it), then
the evidence; a list question a complete, cited list; an open question (overview,
comparison, explanation, how-to) an executive summary and one section per aspect of the
plan's outline. Every sentence carries ``[n]`` pointing into the numbered sources the run
read. With a model, the model writes (one call for the answer, or one per section and one
for the summary), and every cited sentence is verified in one batched call; an answer no
cited passage supports is not given. Without one, the report is quoted from the evidence
(``composing.py``). Disagreements, gaps and follow-up questions close every report."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from deepsearch.errors import EmbeddingError
from deepsearch.kb.store import SearchFilters
from deepsearch.models import RetrievedChunk
from deepsearch.research import composing, rendering
from deepsearch.research.advisor import Advisor
from deepsearch.research.answers import (
    answer_kind,
    answer_type,
    by_meaning,
    by_meaning_all,
    counted_age,
    dated_in_full,
    fits_kind,
    full_name,
    in_full,
    joint_agents,
    language_asked,
    led_answer,
    may_be_ambiguous,
    named_verb,
    person_named,
    places_joined,
    question_parts,
    rank_sentences,
    short_answer,
    song_sung,
    told_by_its_sentence,
    written_in,
    wrong_kind,
)
from deepsearch.research.closing import (
    contradictions,
    follow_up_questions,
    gaps,
    good_follow_ups,
    never_named,
    quoted,
    read_but_silent,
    unread_line,
    unread_subjects,
)
from deepsearch.research.comparisons import (
    asks_than,
    compare_options,
    comparison_options,
    same_name,
    than_comparison,
    yes_no_statement,
)
from deepsearch.research.drafting import Drafted, Drafter, answer_supported, pack
from deepsearch.research.events import EventBus
from deepsearch.research.judging import Evidence
from deepsearch.research.kinship import kin_through_kin, reached_through
from deepsearch.research.models import (
    Aspect,
    Citation,
    Contradiction,
    FactCheck,
    Length,
    PartAnswer,
    Persona,
    Plan,
    Report,
    Section,
)
from deepsearch.research.shape import (
    COMPARING,
    asks_what_it_is,
    facet_words,
    is_open,
    joined_parts,
    telling,
)
from deepsearch.research.verifying import FactCheckReads, Lines, Numbering, Verifier
from deepsearch.text import key_terms, overlap, stem, unmentioned

log = logging.getLogger(__name__)
OFF_SUBJECT_SHARE = 0.14  # of a factoid's content words, unmentioned, for no answer at all
MAX_READINGS = 5  # an ambiguous question's readings the model may name, at most

if TYPE_CHECKING:
    from deepsearch.kb.knowledge import KnowledgeBase
    from deepsearch.settings import ResearchSettings


@dataclass
class WriteInput:
    """What the writer is given: the plan, the evidence, what the run read and could not."""

    plan: Plan
    evidence: Evidence
    missing: Sequence[str]
    read_urls: Sequence[str]
    read_chunks: Sequence[RetrievedChunk]  # every chunk read (comparisons, short factoids,
    #                                        open reports)
    unreachable: Sequence[str]
    run_id: str = ""
    length: Length = "standard"
    results: int | None = None  # search results the run found (None: not counted)


def answers_first(parts: Parts) -> None:
    """A question asking several things quotes first the sentences stating its parts'
    answers ("Who founded Sacramento and when?": the founding by Samuel Brannan and John
    Sutter in 1848 before the first mayor's election), the rest in their order."""
    lines = [f"{c.sentence} [{c.source}]" for c in parts.citations]
    if not parts.answers or " ".join(lines) != parts.summary:
        return  # (a body led by another sentence, or not quoted one line a sentence)
    said = [p.answer.lower() for p in parts.answers if p.answer]
    stating = [any(a in c.sentence.lower() for a in said) for c in parts.citations]
    order = sorted(range(len(lines)), key=lambda i: not stating[i])
    parts.summary = " ".join(lines[i] for i in order)
    parts.citations = [parts.citations[i] for i in order]


def several_values(plan: Plan, ranked: composing.Ranked, answer: str,
                   names: Sequence[str]) -> bool:
    """Whether the evidence gives other values beside a factoid's answer, named in the
    report or only on the answer's own page: room for their evidence (a reader weighs the
    answer in its context)."""
    return bool(names) or bool(answer and composing.other_answers(
        plan.normalized, ranked, answer, other_pages=False))


@dataclass
class Parts:
    """The body of a report before its closing parts."""

    answer: str = ""
    answer_source: int | None = None
    answer_guessed: bool = False
    alternatives: list[str] = field(default_factory=list)
    unverified_answer: str = ""
    summary: str = ""
    sections: list[Section] = field(default_factory=list)
    citations: list[Citation] = field(default_factory=list)
    follow_ups: list[str] = field(default_factory=list)
    checks: list[FactCheck] = field(default_factory=list)
    answers: list[PartAnswer] = field(default_factory=list)


@dataclass
class Written:
    """The report, and what writing it counted (for the run's statistics and trust)."""

    report: Report
    verified: int = 0
    removed: int = 0
    recited: int = 0
    citation_outcomes: list[tuple[str, bool]] = field(default_factory=list)


class ReportWriter:
    """Writes one run's report."""

    def __init__(self, cfg: ResearchSettings, advisor: Advisor, events: EventBus,
                 working: KnowledgeBase, checked_claims: set[str],
                 fact_check_reads: FactCheckReads) -> None:
        self.cfg = cfg
        self.advisor = advisor
        self.events = events
        self.working = working
        self.numbering = Numbering()
        self.verifier = Verifier(cfg, advisor, working, self.numbering, checked_claims)
        self.drafter = Drafter(advisor, advisor.prompt_budget("write"))
        self.reads = fact_check_reads

    @staticmethod
    def said_on(citations: Sequence[Citation], chunks: Sequence[RetrievedChunk]
                ) -> list[tuple[str, str]]:
        """Each cited sentence with the title of the page it quotes."""
        title = {c.chunk_id: c.title for c in chunks}
        return [(c.sentence, title.get(c.chunk_id, "")) for c in citations]

    async def write(self, given: WriteInput) -> Written:
        plan = given.plan
        chunks = self.evidence_read(given)
        if not chunks:
            reason = "; ".join(sorted(given.unreachable)) or (
                "the searches found no results" if given.results == 0 and not given.read_urls
                else "no page could be read" if not given.read_urls
                else f"none of the {len(given.read_urls)} pages read bears on it")
            return Written(Report(shape=plan.shape, answer="", markdown=f"No answer: nothing "
                                  f"relevant could be read ({reason})."))
        sung = song_sung(plan.normalized, list({c.chunk_id: c for c in [
            *given.read_chunks, *chunks]}.values())) if plan.shape == "factoid" else None
        if sung is not None:  # asked by words of a song: asked of the song by its name
            plan = plan.model_copy(update={"normalized": sung[1], "entities": [sung[0]],
                                           "core_entity": sung[0]})
            given = replace(given, plan=plan)
        ranked = composing.usable(plan, await self.ranked(plan, chunks,
                                                          self.read_passages(given)))
        unread = unread_subjects(plan, chunks)
        if is_open(plan.shape):
            parts = await self.open_report(given, chunks, ranked)
        elif plan.shape == "list" and unread:  # entries of other things are none of its
            parts = Parts(sections=[Section(title="Found in the sources",
                                            note=" ".join(map(unread_line, unread)))])
        elif plan.shape == "list":
            parts = await self.list_report(given, chunks, ranked)
        else:
            parts = await self.answer_report(given, chunks, ranked)
            if unread and plan.shape == "factoid" and may_be_ambiguous(plan.normalized):
                # "How tall is the Eiffel Tower?" with no page read about it: a courthouse's
                # "430 ft tall" is no answer, whatever the body quotes of it
                parts.answer, parts.answer_source, parts.alternatives = "", None, []
            if plan.shape == "factoid" and not unread:  # no part answered from namesakes
                parts.answers = await self.part_answers(
                    plan, ranked, given.missing, [c.sentence for c in parts.citations])
                answers_first(parts)
                if parts.answers:  # the answer is the parts' (not "2008" for "When was
                    # Charli XCX born and where?", a span of the question asked whole)
                    stated = [p for p in parts.answers if p.answer]
                    parts.answer = "; ".join(p.answer for p in stated)
                    parts.answer_source = stated[0].source
                    parts.answer_guessed = False
        disagreements = self.contradictions(plan, ranked)
        follow_ups = good_follow_ups(parts.follow_ups, plan) or good_follow_ups(
            follow_up_questions(plan, quoted(parts.citations, chunks), given.missing,
                                said=self.said_on(parts.citations, chunks)), plan)
        cited = {c.source for c in parts.citations} | {n for d in disagreements
                                                       for n in (d.source_a, d.source_b)}
        if parts.answer_source:
            cited.add(parts.answer_source)
        cited |= {p.source for p in parts.answers if p.source}
        cited |= {int(n) for alt in parts.alternatives for n in re.findall(r"\[(\d+)\]", alt)}
        report = Report(
            shape=plan.shape, length=given.length, answer=parts.answer,
            answer_supported=parts.answer_source is not None and not parts.answer_guessed,
            answer_source=parts.answer_source,
            answer_guessed=parts.answer_guessed and bool(parts.answer),
            alternatives=parts.alternatives, unverified_answer=parts.unverified_answer,
            answers=parts.answers,
            summary=parts.summary, sections=parts.sections,
            gaps=gaps(plan, parts.sections, given.missing, unread,
                      never_named(plan, [*chunks, *given.read_chunks], unread),
                      answered=parts.answer_source is not None) + (
                [] if cited else [read_but_silent(chunks)]),
            markdown="",
            sources=[s for s in self.numbering.sources if s.n in cited],
            citations=parts.citations, contradictions=disagreements, fact_checks=parts.checks,
            follow_ups=follow_ups)
        asked = " ".join(plan.question.split())
        report = rendering.in_reading_order(asked, report)
        report.markdown = rendering.markdown(asked, report)
        self.events.emit("write", Persona.SYNTHESIZER, f"{plan.shape} report: "
                         f"{len(parts.sections)} section(s), {len(parts.citations)} citations "
                         f"from {len(report.sources)} sources", answer=parts.answer)
        counts = self.verifier.counts
        return Written(report, verified=sum(c.verified for c in parts.citations),
                       removed=counts.removed, recited=counts.recited,
                       citation_outcomes=self.citation_outcomes(parts.citations))

    async def ranked(self, plan: Plan, chunks: Sequence[RetrievedChunk],
                     read: Sequence[RetrievedChunk] = ()) -> composing.Ranked:
        """The evidence's sentences, best first: by the question's words, then the best of
        them by meaning too (with the run's embedder). Passages added from ``read`` rank as
        if they came right after the evidence."""
        passages = composing.passages_to_rank(plan, chunks, read)
        return await by_meaning(plan.normalized, rank_sentences(
            plan.normalized, passages, plan.entities, rank_cap=len(chunks)),
            self.working.embeddings)

    @staticmethod
    def read_passages(given: WriteInput) -> list[RetrievedChunk]:
        """Every passage of the pages read (as the evidence: a source is cited at the
        address read)."""
        read = set(given.read_urls)
        return [c for c in given.read_chunks if c.url in read]

    def evidence_read(self, given: WriteInput) -> list[RetrievedChunk]:
        """Evidence chunks in sub-question order, only from pages this run read."""
        chunks: list[RetrievedChunk] = []
        seen: set[str] = set()
        read = set(given.read_urls)
        for sub in given.plan.sub_questions:
            for chunk in given.evidence.get(sub.id, []):
                if chunk.chunk_id not in seen and chunk.url in read:
                    seen.add(chunk.chunk_id)
                    chunks.append(chunk)
        return chunks

    def sources_for(self, given: WriteInput) -> list[RetrievedChunk]:
        """The passages for one writing call: every sub-question's best first, packed to
        the model's context."""
        groups = [given.evidence.get(s.id, []) for s in given.plan.sub_questions]
        return pack(groups, self.drafter.budget_tokens)

    # ---- factoid and closed questions ---------------------------------------------------------
    async def answer_report(self, given: WriteInput, chunks: list[RetrievedChunk],
                            ranked: composing.Ranked) -> Parts:
        plan = given.plan
        if self.advisor.available:
            sources = self.sources_for(given)
            drafted = await self.drafter.short_answer(plan, sources)
            if drafted is not None:
                return await self.checked_answer(given, sources, drafted, ranked)
        # a person or thing the question writes out is not its namesake ("Great Balls of
        # Fire!" for the Great Fire of London): neither answer nor evidence, unless it is all
        body = composing.own_evidence(plan, ranked) or ranked
        ranked = composing.answering_evidence(plan, body)  # no other thing's answers
        fallback = self.extracted_answer(given, ranked)
        answer = fallback.answer
        # terms of a question no page mentions, a share of its words that leaves the
        # evidence about something else: the answers its sentences give are none (no answer
        # line, no readings named); one place name among a long question's twelve is not
        # a grandparent each page named in turn is one answer, whatever else pages say
        through = reached_through(plan.normalized)
        traced = bool(answer and fallback.citations and through)
        off_subject = plan.shape == "factoid" and not through and \
            self.off_subject(plan.normalized, given.missing)  # ("paternal" is no subject)
        stating = stated_where(plan.normalized, body, answer)
        # ("Bell Labs" for which city; "since 2004" of Germany's beer for Wisconsin's)
        weak = plan.shape == "factoid" and not off_subject and \
            composing.weakly_stated(plan.normalized, ranked, answer)
        unsettled = off_subject or weak or (plan.shape == "factoid" and (
            wrong_kind(plan.normalized, answer, ranked) or
            composing.first_unsaid(plan.normalized, ranked, answer) or
            (bool(stating) and all(away for _, _, away in stating))))
        if answer and not unsettled:  # the name as a sentence writes it whole: "the Constance
            said = [s for _, s, _ in body]  # Billard school" is the "Constance Billard School
            # for Girls", which the body then quotes first; "Powell" is John Powell; a year
            # as the date the act was done on
            answer = full_name(plan.normalized, in_full(answer, said), said)
            answer = dated_in_full(plan.normalized, answer, ranked)
            answer = places_joined(plan.normalized, answer, ranked)  # ("throughout Norway
            # and Denmark")
        names, line = ([], answer) if off_subject or traced else \
            self.readings(plan, ranked, answer, False)
        # (no answer found settles nothing either)
        length = composing.factoid_length(plan, given.length,
                                          several_values(plan, ranked, answer, names),
                                          unsettled or (plan.shape == "factoid" and not answer))
        # a short question's answer left off the answer line (unsettled, or one reading of
        # several) that only sentences about something else state is none: its sentence is
        # evidence like any other, weighed for being about the question ("Second Best is a
        # 1994 British film" for when the second heart sound is produced); one a page about
        # the question states keeps its sentence ("Picric acid is an organic compound with
        # the formula …"), and a long question's is often the last step of its chain, on a
        # page titled for another thing
        withheld = bool((unsettled or not line) and may_be_ambiguous(plan.normalized) and
                        await self.stated_only_elsewhere(plan, body, stating))
        lines, citations = self.led(fallback, *await composing.on_topic_body(
            plan, body, "" if withheld else answer, length, self.numbering,
            self.working.embeddings), ranked=body)
        shown = composing.shown_readings(plan.normalized, names, lines)
        named = composing.cited_names(plan.normalized, shown, ranked, self.numbering)
        if answer and not line and len(named) > 1:  # several meanings: each answer named
            return Parts(summary=" ".join(lines), citations=citations, alternatives=named)
        if weak and not withheld:  # the answers the best sentences give, none settled
            several = composing.cited_names(plan.normalized, composing.shown_readings(
                plan.normalized, composing.unsettled_readings(plan.normalized, body), lines),
                ranked, self.numbering)
            if len(several) > 1:
                return Parts(summary=" ".join(lines), citations=citations,
                             alternatives=several)
        if unsettled or (answer and not line):
            # the evidence is quoted as it stands, but no span it barely states is "the
            # answer", nor one of readings no two of which a reader can see stated (the
            # top one alone, its rivals dropped, was wrong five times in six on ASQA)
            return Parts(summary=" ".join(lines), citations=citations)
        source = fallback.answer_source if fallback.citations else next(
            (c.source for c in citations if writes(answer, c.sentence)),
            fallback.answer_source)  # a yes or no: the sentence it rests on, if any
        answer, source, lines, citations = self.with_partners(plan, answer, source, ranked,
                                                              lines, citations)
        return Parts(answer=answer, answer_source=source, summary=" ".join(lines),
                     citations=citations, alternatives=named,
                     answer_guessed=fallback.answer_guessed)

    def with_partners(self, plan: Plan, answer: str, source: int | None,
                      ranked: composing.Ranked, lines: list[str], citations: list[Citation]
                      ) -> tuple[str, int | None, list[str], list[Citation]]:
        """"Who founded Metallica?": both founders when a sentence has them do it together
        (a model's answer too), citing that sentence's page when the report quotes it, and
        quoting first the sentence naming both."""
        answer, joined = joint_agents(plan.normalized, answer, ranked)
        if joined is None or joined.url not in self.numbering.numbers:
            return answer, source, lines, citations
        source = self.numbering.numbers[joined.url]
        return (answer, source,
                *composing.lead_with(lines, citations, source,
                                     re.split(r",\s*|\s+and\s+", answer)))

    @staticmethod
    def off_subject(question: str, missing: Sequence[str]) -> bool:
        """Whether the evidence for a factoid ``question`` is about something else: so large
        a share of its words no page mentions (``missing``) that the answers its sentences
        give are none (one place name among a long question's twelve is not)."""
        words = key_terms(question, limit=50)
        kind = answer_type(question) if may_be_ambiguous(question) else ""  # (the kind a
        # short question asks is what pages name, not call: "What was Jean Dominique Adam's
        # profession?" is answered "Bowmaker"; a long one's chain must find its words)
        language = language_asked(question)  # ("French" of a French title: its country's)
        # a span's act is what its years say: "When did Duke Xuan of Qi rule?" is answered
        # "from 455 to 405 BC the titular ruler", never "ruled"
        spanned = named_verb(question) if answer_kind(question) == "range" else ""
        unsaid = [t for t in unmentioned(missing) if t in words and stem(t) != stem(kind) and
                  t not in (language, spanned)]
        return bool(unsaid) and len(unsaid) >= OFF_SUBJECT_SHARE * len(words)

    async def part_answers(self, plan: Plan, ranked: composing.Ranked,
                           missing: Sequence[str], quoted: Sequence[str] = ()
                           ) -> list[PartAnswer]:
        """Each part's answer when the question asks several things ("When was the Act
        passed and who signed it?"), from the sentences read ranked as that part asks; none
        when it asks one thing or no part's answer is stated."""
        subject = plan.core_entity or next(iter(plan.entities), "")
        named = sorted((plan.normalized.find(e), e) for e in plan.entities
                       if e in plan.normalized)
        asked = question_parts(plan.normalized, subject, named[-1][1] if named else "")
        if len(asked) < 2:
            return []
        own = composing.own_evidence(plan, ranked) or ranked  # no namesake's answers
        passages = list({c.chunk_id: c for _, _, c in own}.values())
        out: list[PartAnswer] = []
        for written, question in asked:
            mine = await by_meaning(question, rank_sentences(question, passages, plan.entities),
                                    self.working.embeddings)
            # (of its subject, when pages of it were read: "The album was released on
            # October 14, 2014" on Ride Out's page is not when The Departure was)
            mine = [r for r in mine if writes_subject(subject, f"{r[2].title} {r[1]}")] or mine
            answer = "" if self.off_subject(question, missing) else short_answer(question, mine)
            # (judged as asked, its "it" the subject: "When will it be finished?" is not all
            # "finished", which no page says)
            if answer and (not composing.titled_as_asked(question, answer, mine) or
                           composing.weakly_stated(question, mine, answer)):
                answer = ""
            answer = dated_in_full(question, answer, mine) if answer else ""  # ("When was it
            # released?": on February 28, 2012)
            if any(answer and answer.lower() == p.answer.lower() for p in out):
                answer = ""  # two questions are not answered by one span ("Where is the
                # Shrine Auditorium and what events are held there?": not Los Angeles twice)
            # a part asked of "it" or "she" is answered by a sentence about what it stands
            # for ("Who directed it?" of The Amazing Spider-Man: not "The Witches … was
            # directed by Cyril Frankel and starred … Gwen Ffrangcon Davies")
            put = [e for e in plan.entities
                   if e.lower() in question.lower() and e.lower() not in written.lower()]
            stating = next((c for _, sentence, c in mine
                            if answer and answer.lower() in sentence.lower() and
                            all(overlap(key_terms(e), f"{c.title} {sentence}") == 1.0
                                for e in put)), None)
            if answer in ("yes", "no"):  # ("… and is there a sequel?": the sentence the
                # verdict rests on)
                verdict = yes_no_statement(question, [c for _, _, c in mine])
                stating = verdict[2] if verdict and verdict[0] == answer else None
            joined, home = joint_agents(question, answer, mine) if stating else (answer, None)
            if home is not None:  # "… and who stars in it?": the cast the sentence lists
                answer, stating = joined, home
            if stating is None and (telling := describing(question, subject, mine, quoted)):
                out.append(PartAnswer(question=written, described=True,
                                      source=self.numbering.cite(telling)))
                continue
            out.append(PartAnswer(question=written, answer=answer if stating else "",
                                  source=self.numbering.cite(stating) if stating else None))
        return out if any(p.answer for p in out) else []

    @staticmethod
    def readings(plan: Plan, ranked: composing.Ranked, answer: str,
                 by_model: bool) -> tuple[list[str], str]:
        """The answers to name beside a factoid's answer, and the answer line. When the
        evidence reads a short question several ways (``composing.rivals``), the evidence's
        own answer is not put on top (as without a model), and the model's only if it is
        one of those readings' answers: otherwise each is named, the model's first ("Who is
        elected as the vice president of India?": the model's "V. V. Giri", a former one,
        beside the two the sources state most)."""
        if plan.shape != "factoid" or not answer or told_by_its_sentence(plan.normalized):
            return [], answer  # (a real name, a kind described: one, whatever else is named)
        question = plan.normalized
        readings = composing.rival_answers(
            question, ranked, composing.top_answer(question, ranked) if by_model else answer)
        # (who was the first is only one a sentence says was: not each who held the office)
        readings = [n for n in readings if not composing.first_unsaid(question, ranked, n)]
        if not readings:
            return [n for n in composing.other_answers(question, ranked, answer)
                    if not composing.first_unsaid(question, ranked, n)], answer
        others = [n for n in readings if not composing.same_answer(n, answer)]
        if by_model and len(others) < len(readings):
            return others, answer
        return [answer, *others], ""

    def extracted_answer(self, given: WriteInput, ranked: composing.Ranked) -> Parts:
        """The answer span the evidence gives (no model), with the source of the best
        sentence stating it; a yes or no with the sentence it rests on (as ``citations``:
        the report quotes it first)."""
        plan = given.plan
        through = reached_through(plan.normalized)
        pool = list(given.read_chunks) if comparison_options(plan.normalized) or through or \
            asks_than(plan.normalized) else []
        read = [*pool, *(c for _, _, c in ranked)]
        path = (kin_through_kin(plan.normalized, read) or
                led_answer(plan.normalized, read)[1]) if through else []
        if path:  # the answer each step's page names, each step's sentence quoted in turn
            lines, citations = composing.cite_lines([(s.sentence, s.chunk) for s in path],
                                                    self.numbering)
            return Parts(answer=path[-1].name, answer_source=citations[-1].source,
                         summary=" ".join(lines), citations=citations)
        answer = short_answer(plan.normalized, ranked, pool)
        if not composing.titled_as_asked(plan.normalized, answer, ranked):
            answer = ""  # "Billboard" for the number one song: no title of a song
        if answer in ("yes", "no"):
            chunks = list({c.chunk_id: c for c in [*pool, *(c for _, _, c in ranked)]}.values())
            statement = yes_no_statement(plan.normalized, chunks)
            if statement is not None and statement[0] == answer:
                lines, citations = composing.cite_lines([statement[1:]], self.numbering)
                return Parts(answer=answer, answer_source=citations[0].source,
                             summary=lines[0], citations=citations)
        counted = counted_age(plan.normalized, ranked) if answer else None
        if counted is not None and counted[0] == answer:  # an age, with the lifespan it is
            # counted from quoted first
            lines, citations = composing.cite_lines([counted[1:]], self.numbering)
            return Parts(answer=answer, answer_source=citations[0].source, summary=lines[0],
                         citations=citations)
        stating = next((c for _, sentence, c in ranked  # ("Durante also recorded …" writes
                        if writes(answer, person_named(sentence, c))), None)  # Jimmy Durante)
        comparison = compare_options(plan.normalized, read) or \
            than_comparison(plan.normalized, read)  # ("Was A older than B?": yes or no)
        guessed = comparison is not None and not comparison.decided
        if comparison is not None and comparison.dating:  # "Who was born first, A or B?":
            # the sentences dating each option lead, the answer cited to its own; when only
            # one is dated, the report still shows that date
            lines, citations = composing.cite_lines(comparison.dating, self.numbering)
            own = [c.source for (_, chunk), c in zip(comparison.dating, citations, strict=True)
                   if same_name(chunk.title, comparison.answer)] if comparison.decided else []
            return Parts(answer=answer, answer_source=own[0] if own else (
                self.numbering.cite(stating) if stating else None),
                summary=" ".join(lines), citations=citations, answer_guessed=guessed)
        return Parts(answer=answer,
                     answer_source=self.numbering.cite(stating) if stating else None,
                     answer_guessed=guessed)

    async def stated_only_elsewhere(self, plan: Plan, ranked: composing.Ranked,
                                    stating: list[tuple[str, RetrievedChunk, bool]]) -> bool:
        """Whether every sentence stating an answer (``stated_where``) is about something
        else: placing its subject in another state or country than the one asked, or on a
        page whose opening is far from the question in meaning (``composing.far_pages``).
        Far pages are not weighed when the embedder fails."""
        if not stating or all(away for _, _, away in stating):
            return bool(stating)
        try:
            far = await composing.far_pages(plan.normalized, ranked,
                                            [(s, c) for s, c, _ in stating], (),
                                            self.working.embeddings)
        except EmbeddingError as exc:
            log.warning("the answer's pages not checked for being about the question: %s", exc)
            return False
        return all(away or far.get(c.source_id, False) for _, c, away in stating)

    @staticmethod
    def led(lead: Parts, lines: list[str], citations: list[Citation],
            ranked: composing.Ranked = ()) -> Lines:
        """The body with the sentence a yes or no rests on first (once). A sentence opening
        "He …" that now follows another page's is given its own page's name ("[Gerald
        Ford] was the first person appointed …" after Richard Nixon's lifespan)."""
        if not lead.citations:
            return lines, citations
        first = {composing.bare(c.sentence) for c in lead.citations}
        rest = [(line, c) for line, c in zip(lines, citations, strict=True)
                if composing.bare(c.sentence) not in first]
        chunks = {c.chunk_id: c for _, _, c in ranked}
        previous = chunks.get(lead.citations[-1].chunk_id)
        for i, (line, c) in enumerate(rest):
            chunk = chunks.get(c.chunk_id)
            if chunk is None:
                previous = None
                continue
            said = composing.resolved(c.sentence, chunk, previous)
            if said != c.sentence:
                rest[i] = (line.replace(c.sentence, said, 1),
                           c.model_copy(update={"sentence": said}))
            previous = chunk
        return [lead.summary, *(line for line, _ in rest)], \
            [*lead.citations, *(c for _, c in rest)]

    async def checked_answer(self, given: WriteInput, sources: list[RetrievedChunk],
                             drafted: Drafted, ranked: composing.Ranked) -> Parts:
        """The model's answer, kept only if a passage it was given states it; its
        explanation verified sentence by sentence, then fact-checked. When nothing of it
        stands, the evidence is quoted instead."""
        plan = given.plan
        named = sources[drafted.answer_source - 1:drafted.answer_source] \
            if 0 < drafted.answer_source <= len(sources) else []
        fits = fits_answer(plan, drafted.answer, ranked)
        stating = (answer_supported(drafted.answer, named) or
                   answer_supported(drafted.answer, sources)) if fits else None
        [(lines, citations)] = await self.verifier.verify_many([drafted.text], sources)
        self.said_verified(citations)
        checks: list[FactCheck] = []
        if lines and self.cfg.fact_check:
            refined, checks = await self.verifier.fact_check(plan.normalized, sources, lines,
                                                             self.reads)
            if refined is not None:
                lines, citations = refined
        log.debug("model's answer %r: of the kind asked %s, stated %s", drafted.answer, fits,
                  stating is not None)
        answer = drafted.answer if stating is not None else ""
        source = self.numbering.cite(stating) if stating is not None else None
        unverified = drafted.answer if stating is None and fits else ""
        fallback = Parts()
        if not answer:  # the model's answer no passage states: the evidence's own, if any
            fallback = self.extracted_answer(given, ranked)
            if not (plan.shape == "factoid" and (
                    composing.weakly_stated(plan.normalized, ranked, fallback.answer) or
                    wrong_kind(plan.normalized, fallback.answer, ranked))):
                answer, source = fallback.answer, fallback.answer_source
            if answer and answer.lower() == unverified.lower():
                unverified = ""  # a yes or no no sentence says in words, but the evidence's
        names, line = self.readings(plan, ranked, answer, stating is not None)
        ways = self.stated_readings(plan, drafted, sources, ranked)
        if len(ways) > 1:  # the model reads the question several ways, each one's answer
            # stated by the source it names: each is named, none singled out (the evidence
            # then as long as for an unsettled question), the evidence's other readings after
            names = [n for n in names if not any(composing.same_answer(n, a) for a, _, _ in ways)]
            line = ""
        if not lines:  # the evidence quoted as without a model, as long
            length = composing.factoid_length(plan, given.length,
                                              several_values(plan, ranked, answer, names),
                                              plan.shape == "factoid" and not line)
            lines, citations = self.led(fallback, *await composing.on_topic_body(
                plan, ranked, answer, length, self.numbering, self.working.embeddings),
                ranked=ranked)
        alternatives = [f"{how} [{self.numbering.cite(stating)}]" for _, how, stating in ways
                        ] if len(ways) > 1 else []  # (a source numbered only when named)
        alternatives += composing.cited_names(plan.normalized, names, ranked, self.numbering)
        if line:
            answer, source, lines, citations = self.with_partners(plan, answer, source, ranked,
                                                                  lines, citations)
        else:
            answer, source = "", None
        return Parts(answer=answer, answer_source=source, summary=" ".join(lines),
                     citations=citations, follow_ups=drafted.follow_ups, checks=checks,
                     unverified_answer=unverified, alternatives=alternatives)

    def stated_readings(self, plan: Plan, drafted: Drafted, sources: list[RetrievedChunk],
                        ranked: composing.Ranked) -> list[tuple[str, str, RetrievedChunk]]:
        """The readings the model gave an ambiguous factoid, each kept only when its answer
        is of the kind asked and the source the model names for it states it: (the answer,
        how to name it, "Ali Daei (men's international goals)", the passage stating it),
        one per answer."""
        if plan.shape != "factoid":
            return []
        out: list[tuple[str, str, RetrievedChunk]] = []
        for reading, answer, n in drafted.readings[:MAX_READINGS]:
            cited = sources[n - 1:n] if 0 < n <= len(sources) else []
            stating = answer_supported(answer, cited) if fits_answer(plan, answer, ranked) \
                else None
            if stating is None or any(composing.same_answer(answer, a) for a, _, _ in out):
                continue
            shown = reading and reading.lower() not in answer.lower() and \
                reading.lower() not in plan.normalized.lower()
            out.append((answer, f"{answer} ({reading})" if shown else answer, stating))
        return out

    # ---- list questions ----------------------------------------------------------------------
    async def list_report(self, given: WriteInput, chunks: list[RetrievedChunk],
                          ranked: composing.Ranked) -> Parts:
        plan = given.plan
        if self.advisor.available:
            sources = self.sources_for(given)
            aspect = Aspect(title="Every item the question asks for, one item per sentence",
                            question=plan.normalized)
            text = await self.drafter.section(plan, aspect, sources, given.length)
            if text:
                [(lines, citations)] = await self.verifier.verify_many([text], sources)
                self.said_verified(citations)
                if lines:
                    return Parts(sections=[Section(title="Found in the sources", items=lines,
                                                   citations=citations)],
                                 citations=citations)
        section = composing.list_items(plan, ranked, given.length, self.numbering)
        return Parts(sections=[section], citations=list(section.citations))

    # ---- open questions ----------------------------------------------------------------------
    async def aspect_evidence(self, given: WriteInput) -> list[list[RetrievedChunk]]:
        """Each aspect's evidence: its sub-questions' passages, then the run's pages
        searched for the aspect itself (one batch)."""
        aspects = given.plan.aspects
        found = await self.working.search_many(
            [a.question for a in aspects], k=self.cfg.evidence_k,
            filters=SearchFilters(group_id=given.run_id)) if given.run_id else \
            [[] for _ in aspects]
        read = set(given.read_urls)
        out = []
        for aspect, hits in zip(aspects, found, strict=True):
            merged = {c.chunk_id: c for sid in aspect.sub_ids
                      for c in given.evidence.get(sid, [])}
            ordered = [*hits, *merged.values()]
            out.append(list({c.chunk_id: c for c in ordered if c.url in read}.values()))
        return out

    async def open_report(self, given: WriteInput, chunks: list[RetrievedChunk],
                          ranked: composing.Ranked) -> Parts:
        plan = given.plan
        per_aspect = await self.aspect_evidence(given)
        drafted: list[Lines | None] = [None] * len(plan.aspects)
        if self.advisor.available:
            drafted = await self.drafted_sections(given, per_aspect)
        quoted = [[] if lines and lines[0] else (evidence or chunks)  # the model's need none
                  for evidence, lines in zip(per_aspect, drafted, strict=True)]
        names = composing.subject_names(plan)
        read = self.read_passages(given)
        rankings = await by_meaning_all(
            [telling(a) for a in plan.aspects],
            [composing.aspect_ranking(
                a, evidence, read if composing.ranks_all_read(plan.aspects, a, names) else ())
             if evidence else []
             for a, evidence in zip(plan.aspects, quoted, strict=True)], self.working.embeddings)
        rankings = await composing.on_topic_rankings(plan.aspects, rankings, names,
                                                     self.working.embeddings)
        # each aspect's sentences, as the report's, of the thing numbered as asked ("What
        # did the 13th amendment do?" is not told by the Eighteenth's page)
        rankings = [composing.numbered_as_asked(plan.normalized, r) for r in rankings]
        picks = composing.outline_picks(plan.aspects, rankings, given.length, names)
        parts = joined_parts(plan.normalized, plan.entities)[1]  # "… and why is she famous?"
        picks = answered_parts(plan.aspects, parts, rankings, picks)
        sections: list[Section] = []
        # what every part asks of ("okra" of "What is okra and where is it grown?")
        asked_of_all = [t for t in key_terms(plan.normalized) if all(
            t in key_terms(a.question) for a in plan.aspects if a.question in parts)] \
            if len(parts) > 1 else []
        for i, (aspect, lines) in enumerate(zip(plan.aspects, drafted, strict=True)):
            unsaid = aspect.question in parts and self.unsaid_part(aspect, given.missing,
                                                                   asked_of_all)
            if unsaid:  # no page mentions what the part asks: its section says so, empty
                sections.append(Section(title=aspect.title, note=(
                    f"Nothing read answers “{aspect.title}”: no source mentions "
                    f"{', '.join(unsaid)}.")))
            elif lines and lines[0]:
                sections.append(Section(title=aspect.title, paragraphs=[" ".join(lines[0])],
                                        citations=lines[1]))
            else:  # cited in the outline's order
                sections.append(composing.section(aspect.title, picks[i], self.numbering))
                if not picks[i] and aspect.title == COMPARING and len(names) > 1:
                    # no source compares them: set side by side from what each one is
                    sections[-1] = composing.side_by_side_section(
                        aspect.title, names, rankings, self.numbering) or sections[-1]
                    sections[-1].note = sections[-1].note or (
                        f"No source read compares {' and '.join(names)} directly; each is "
                        "described in its own section.")
                elif not picks[i] and aspect.entity and len(names) > 1 and any(
                        p for a, p in zip(plan.aspects, picks, strict=True)
                        if a.title == COMPARING):  # its sentences all compare it
                    name = aspect.entity if aspect.entity != aspect.entity.lower() \
                        else f"“{aspect.entity}”"  # a word, not a name: "tuba"
                    sections[-1].note = (f"What the sources read say of {name} is under "
                                         f"“{COMPARING}”.")
                elif not picks[i] and aspect.question in parts and any(picks):
                    sections[-1].note = (f"Nothing read answers “{aspect.title}” beyond what "
                                         "the other sections quote.")  # one of the questions
                    # a question joins ("Who is Jeanne Calment and why is she famous?")
                elif not picks[i] and aspect.entity and (holder := quoted_under(
                        aspect, plan.aspects, picks)):  # "Guantanamo", in the sentence on
                    # Omar Khadr's detention there: not a section nothing read covers
                    sections[-1].note = (f"What the sources read say of {aspect.entity} is "
                                         f"under “{holder}”.")
        citations = [c for s in sections for c in s.citations]
        summary, follow_ups, extractive = await self.summary(plan, sections)
        filled = [s for s in sections if s.citations]
        if all(c.sentence in summary for c in citations) or (len(filled) < 2 and extractive):
            # it would say sentences found again (a report of one section with anything in
            # it, summed up by its own best sentences, or quoting no more than it): the
            # report says them once
            summary = ""
        return Parts(summary=summary, sections=sections, citations=citations,
                     follow_ups=follow_ups)

    @staticmethod
    def unsaid_part(aspect: Aspect, missing: Sequence[str],
                    asked_of_all: Sequence[str] = ()) -> list[str]:
        """The words a joined question's part asks with beyond its subject ("caught" of "How
        was Richard Kuklinski caught?") when no page read mentions any of them, or what every
        part asks of (``asked_of_all``) when none mentions that ("okra" of "Where is okra
        grown?": no page's "grown in full shade" tells of it); none else."""
        subject = key_terms(aspect.entity)
        own = [t for t in key_terms(aspect.question) if t not in subject]
        unsaid = unmentioned(missing)  # ("achieve" is told with "won", "title": said)
        if asked_of_all and all(t in unsaid for t in asked_of_all):
            return list(asked_of_all)
        return own if own and not facet_words(aspect) and all(t in unsaid for t in own) \
            else []

    async def drafted_sections(self, given: WriteInput,
                               per_aspect: list[list[RetrievedChunk]]) -> list[Lines | None]:
        """One call per section, its sources numbered in one pool; verified in one batch."""
        plan = given.plan
        pool: list[RetrievedChunk] = []
        texts: list[str] = []
        # a report of one section is as long as a factoid's evidence (composing.section_room)
        length = composing.LONGER[given.length] if len(plan.aspects) == 1 else given.length
        for aspect, evidence in zip(plan.aspects, per_aspect, strict=True):
            sources = pack([evidence], self.drafter.budget_tokens)
            for chunk in sources:
                if chunk.chunk_id not in {c.chunk_id for c in pool}:
                    pool.append(chunk)
            index = {c.chunk_id: i for i, c in enumerate(pool, start=1)}
            text = await self.drafter.section(plan, aspect, sources, length,
                                              [index[c.chunk_id] for c in sources])
            texts.append(text or "")
        verified = await self.verifier.verify_many(texts, pool)
        self.said_verified([c for _, cites in verified for c in cites])
        return [v if v[0] else None for v in verified]

    async def summary(self, plan: Plan, sections: list[Section]
                      ) -> tuple[str, list[str], bool]:
        """The executive summary: the model's from the verified sections (its sentences
        checked against the passages they cite), or the sections' first sentences; its
        follow-up questions (the model's); whether it is the sections' own sentences."""
        names = composing.subject_names(plan)
        extractive = composing.summary_of(sections, plan.normalized, names=names, own={
            s.n for s in self.numbering.sources if any(same_name(s.title, n) for n in names)},
            defining=plan.shape in ("overview", "comparison"), chunk_of=self.passage,
            apart=[a.entity for a in plan.aspects if a.entity])
        if not self.advisor.available or not any(s.citations for s in sections):
            return extractive, [], True
        text = "\n".join(f"## {s.title}\n{' '.join(s.paragraphs)}" for s in sections
                         if s.paragraphs)
        drafted = await self.drafter.summary(plan, text)
        if drafted is None:
            return extractive, [], True
        by_source = {c.source: c for s in sections for c in s.citations}
        passages = [self.passage(by_source[n]) for n in sorted(by_source)]
        renumbered = _renumber(drafted.text, sorted(by_source))
        [(lines, _)] = await self.verifier.verify_many([renumbered], passages, use_model=False)
        return (" ".join(lines) or extractive), drafted.follow_ups, not lines

    def passage(self, citation: Citation) -> RetrievedChunk:
        source = next(s for s in self.numbering.sources if s.n == citation.source)
        return RetrievedChunk(chunk_id=citation.chunk_id, source_id=source.source_id,
                              url=source.url, title=source.title, text=citation.passage)

    # ---- the rest --------------------------------------------------------------------------------
    def said_verified(self, citations: list[Citation]) -> None:
        counts = self.verifier.counts
        self.events.emit("verify", Persona.SYNTHESIZER,
                         f"{len(citations)} citations verified, {counts.removed} removed,"
                         f" {counts.recited} re-cited",
                         verified=len(citations), removed=counts.removed)

    def contradictions(self, plan: Plan, ranked: composing.Ranked) -> list[Contradiction]:
        found = [Contradiction(claim_a=claim_a, source_a=self.numbering.cite(chunk_a),
                               claim_b=claim_b, source_b=self.numbering.cite(chunk_b))
                 for claim_a, chunk_a, claim_b, chunk_b in contradictions(plan.normalized,
                                                                          ranked)]
        if found:
            self.events.emit("write", Persona.SYNTHESIZER, f"{len(found)} disagreement(s) "
                             "between sources noted")
        return found

    def citation_outcomes(self, citations: list[Citation]) -> list[tuple[str, bool]]:
        """This report's citation checks by URL, for ``deepsearch trust update``."""
        by_n = {s.n: s.url for s in self.numbering.sources}
        outcomes = [(by_n[c.source], True) for c in citations if c.source in by_n]
        return outcomes + [(url, False) for url in self.verifier.counts.failed_urls]


#: a part of a joined question asking for a place, a time, a person or a figure ("… and
#: where is it based?"), answered as a factoid is
_FACTOID_PART = re.compile(r"^\W*(?:where|when|who|whom|what\s+year|how\s+(?:many|much|old|"
                           r"long|tall|big|far)|(?:which|what)\s+(?!(?:is|was|are|were|do|does|"
                           r"did|has|have|had|can|could|will|would|makes?|made)\b)[a-z]+\s+"
                           r"(?:is|was|are|were|did|does|do|[a-z]+ed|made|built|wrote|won|"
                           r"makes?|owns?)\b)", re.I)


def writes_subject(subject: str, text: str) -> bool:
    """Whether a text names a subject: as written, when written with capitals ("a musical
    departure" is not The Departure), else by its words."""
    if subject != subject.lower():
        return re.search(rf"(?<![\w-]){re.escape(subject)}(?![\w-])", text) is not None
    return overlap(key_terms(subject), text) == 1.0


DESCRIBING_DEPTH = 3  # a part's best sentences, for one telling what it asks


def describing(question: str, subject: str, ranked: composing.Ranked,
               quoted: Sequence[str]) -> RetrievedChunk | None:
    """The passage of a sentence the report quotes that tells what a part asks when no
    short answer does: one of its best sentences holding every word the part adds to its
    subject ("The show's premise is that …" for "What was the premise?"); never for a part
    asking for a name, a date or a count (no such sentence answers "when")."""
    if _FACTOID_PART.match(question):
        return None
    named = {stem(t) for t in key_terms(subject)}
    own = [t for t in key_terms(question) if stem(t) not in named]
    return next((c for _, s, c in ranked[:DESCRIBING_DEPTH]
                 if own and s in quoted and overlap(own, s) == 1.0), None)


def answered_parts(aspects: Sequence[Aspect], parts: Sequence[str],
                   rankings: Sequence[composing.Ranked],
                   picks: list[list[tuple[str, RetrievedChunk]]]
                   ) -> list[list[tuple[str, RetrievedChunk]]]:
    """Each section of a joined question's factoid part opened by the sentence stating the
    answer its evidence gives, though another section quotes it too ("What is Duke Energy
    and where is it based?": "Where is Duke Energy based?" opens with "Duke Energy,
    headquartered in Charlotte, North Carolina, …", not with sentences on its subsidiaries);
    the other sections' picks as they are. Only a sentence another section quotes is
    taken (it has passed that section's checks: no namesake's "native to the western United
    States" for where Pterocarya grows)."""
    out = [list(p) for p in picks]
    for i, (aspect, ranking) in enumerate(zip(aspects, rankings, strict=True)):
        if aspect.question not in parts or not _FACTOID_PART.match(aspect.question) or \
                asks_what_it_is(aspect.question, aspect.entity):
            continue  # ("Who was Gerard de Jode?" asks what defines him, not a name)
        quoted = {s for j, p in enumerate(picks) if j != i for s, _ in p}
        answer = short_answer(aspect.question, [r for r in ranking if r[1] in quoted])
        stating = next(((s, c) for _, s, c in ranking if answer and s in quoted and
                        writes(answer, s)), None)
        if stating is not None and stating[0] not in [s for s, _ in out[i]]:
            out[i] = [stating, *out[i]][:len(out[i]) or 1]  # (as long as it was)
    return out


def fits_answer(plan: Plan, answer: str, ranked: composing.Ranked) -> bool:
    """Whether a model's answer can answer the question: for a factoid, one of the kind
    asked (not a sentence for "when"), not of a kind the evidence rules out, and no figure
    that none of the evidence's best sentences gives as an answer."""
    return plan.shape != "factoid" or (
        fits_kind(plan.normalized, answer) and not wrong_kind(plan.normalized, answer, ranked)
        and composing.figures_given(plan.normalized, ranked, answer))


def stated_where(question: str, ranked: composing.Ranked, answer: str
                 ) -> list[tuple[str, RetrievedChunk, bool]]:
    """The sentences writing ``answer``, each with whether it (with its page's title) places
    its subject in another state or country than the one a question asks "in"
    (``composing.placed_elsewhere``: "Oettinger has been Germany's best selling beer brand
    since 2004" for when they stop selling beer in Wisconsin); no, when it asks in none."""
    place = composing.asked_place(question)
    return [(s, c, bool(place) and composing.placed_elsewhere(f"{c.title} {s}", place))
            for _, s, c in ranked if writes(answer, s)]


def writes(answer: str, sentence: str) -> bool:
    """Whether a sentence writes an answer span; a yes or no is written by none (the
    sentence it rests on is found as such: "no" is in "now known as")."""
    return bool(answer) and answer not in ("yes", "no") and written_in(answer, sentence)


def _renumber(text: str, numbers: list[int]) -> str:
    """Source numbers [n] as positions in ``numbers`` (the passages verify checks against)."""
    position = {n: i for i, n in enumerate(numbers, start=1)}
    return re.sub(r"\[(\d+)\]", lambda m: f"[{position.get(int(m.group(1)), 0)}]", text)


def quoted_under(aspect: Aspect, aspects: Sequence[Aspect],
                 picks: Sequence[Sequence[tuple[str, RetrievedChunk]]]) -> str:
    """The heading of another section quoting a sentence that names the subject of an empty
    one (its words whole), if any: what the sources say of it is there."""
    named = re.compile(rf"(?<!\w){re.escape(aspect.entity)}(?!\w)", re.I)
    return next((other.title for other, picked in zip(aspects, picks, strict=True)
                 if other is not aspect and any(named.search(s) for s, _ in picked)), "")

