"""What a question asks for decides what the report looks like.

``classify`` reads the question's shape by its wording (a model, when there is one, may
refine a question the rules cannot place): a *factoid* or a *closed* question (yes/no, "A or
B?") gets a short answer line; a *list* question a complete, cited list; an open question
(*overview*, *comparison*, *explanation*, *how-to*) no one-line answer but an executive
summary and one section per aspect. ``outline`` turns the plan into those aspects.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from deepsearch.research.answers import (
    LOWER_OWNED,
    OWNED_THING,
    PARTICIPLE,
    asks_other_names,
    language_asked,
    question_parts,
)
from deepsearch.research.comparisons import comparison_options
from deepsearch.research.models import OPEN_SHAPES, Aspect, Length, Shape, SubQuestion
from deepsearch.text import (
    DEGREES,
    ONE_BODY,
    QUESTION_WORDS,
    STOPWORDS,
    UPPER,
    key_terms,
    upper_first,
)

#: "What are the main features of the Sunbeam Alpine?": the parts of a subject asked about,
#: in many sentences (an overview with a section on them), not one value
_PART_NOUNS = (r"features|characteristics|properties|benefits|advantages|disadvantages|uses|"
               r"functions|achievements|accomplishments|contributions|themes|teachings|beliefs|"
               r"principles|components|traits|symptoms|responsibilities|duties|powers|"
               r"treatments|therapies|types|stages|risks|applications|examples|events|"
               r"milestones|highlights|policies|reforms|ideas|works")
#: the care of a thing, asked in the singular, even alone: "What is the treatment for
#: tuberculosis?"
_CARE_PARTS = r"treatment|diagnosis|prevention|cure|management|prognosis|transmission"
#: what a thing is for or why it matters: asked alone, explained of the thing itself ("What
#: is the purpose of the Gram stain?" is a section on the stain)
_PURPOSE_PARTS = r"purpose|function|role|significance|importance"
#: what a thing is made of or how it is put together, asked in the singular: "What is the
#: structure of the Earth?" is told in sections' worth of sentences, not one value
_MAKEUP_PARTS = r"structure|composition|anatomy|make-?up|layout"
#: the rules a place or body has, of a kind or not: "What are the alcohol laws of
#: Wisconsin?" asks for them all, not one
_RULE_PARTS = r"(?:[a-z]+\s+)?(?:laws|rules|regulations)"
#: a part asked in the singular after a first in the plural: "the symptoms and treatment of
#: tuberculosis", "the causes and significance of …"
_SINGULAR_PARTS = rf"{_CARE_PARTS}|{_PURPOSE_PARTS}|{_MAKEUP_PARTS}|meaning"
#: what a court, a thinker or a study held, asked: "What did Reynolds v. United States
#: decide?", "What did Marx argue?" (not "What did Charlemagne rule?": a realm)
HOLDING_ASKED = r"^what (?:did|does|do|has|have) .+ (?:decide|conclude|argue|claim|contend|" \
    r"assert|teach|believe|advocate|find|propose|suggest|theori[sz]e|hypothesi[sz]e|predict)\W*$"

#: what an explanation asks of its subject: "the effects of …", "the history of …"
_OUTCOME_WORDS = (r"effects|consequences|impacts?|causes|reasons|results|outcomes?|history|"
                  r"origins?|background|legacy|development|evolution")


def _joined(words: str) -> str:
    """A regex of one more of ``words`` joined to a list: ", symptoms", " and the effects"."""
    return rf"(?:(?:,\s*|,?\s+and\s+)(?:the\s+)?(?:{words}))"


#: more parts joined to the first: "the causes and consequences of …", "the causes,
#: symptoms and treatments of …"
_MORE_PARTS = rf"{_joined(f'{_PART_NOUNS}|{_OUTCOME_WORDS}|{_SINGULAR_PARTS}')}{{0,3}}"
_PARTS = (r"^what (?:are|were|is|was) (?:the |its |his |her |their )?(?:(?:main|key|major|"
          r"principal|chief|notable|basic|primary|most important|usual|standard|best) )?"
          rf"({_PART_NOUNS}|{_CARE_PARTS}|{_MAKEUP_PARTS}|{_RULE_PARTS}){_MORE_PARTS} "
          r"(?:of|for|in|during)\b")
#: two sides a question asks for in one phrase: a section on each ("What are the pros and
#: cons of daylight saving time?" → advantages, disadvantages)
_PAIRED_FACETS = (
    (re.compile(r"\b(?:pros and cons|advantages and disadvantages|benefits and (?:drawbacks|"
                r"downsides|disadvantages|costs))\b", re.I), ("advantages", "disadvantages")),
    (re.compile(r"\bbenefits and (?:risks|dangers)\b", re.I), ("benefits", "risks")),
    (re.compile(r"\bstrengths and weaknesses\b", re.I), ("strengths", "weaknesses")),
    (re.compile(r"\barguments for and against\b", re.I), ("arguments for",
                                                          "arguments against")),
)
#: the sides a question weighs (a section each, after one on what the thing is)
SIDES = frozenset(f for _, both in _PAIRED_FACETS for f in both)
#: people of a kind, in the plural: "the Tudor monarchs", "the founding members"
_PEOPLE_PLURAL = (r"(?:members|monarchs|kings|queens|rulers|presidents|emperors|leaders|founders|"
                  r"players|judges|hosts|winners|owners|children|sons|daughters|wives|husbands|"
                  r"siblings|brothers|sisters|candidates|justices|senators|governors|mayors|"
                  r"popes|pharaohs|sultans|ministers|champions|coaches|captains|presenters)")
_AUX = ("is", "are", "was", "were", "do", "does", "did", "can", "could", "has", "have", "had",
        "will", "would", "should", "may", "might", "must")
#: a plural noun after "which" or "what", maybe with a word before it ("which teams", "what
#: solo albums"), never a verb ending in s ("Which franchise has won …?" asks for one)
_PLURAL = r"(?:\w+ )?(?!(?:has|was|does|is|this|its)\b)\w+[^su\W]s"
_RULES: tuple[tuple[Shape, re.Pattern[str]], ...] = (
    ("howto", re.compile(r"^how (?:to|do i|can i|should i|do you|can you|would i)\b|"
                         r"\b(?:steps|guide|instructions) (?:to|for)\b|^what are the steps\b|"
                         # "What should I do if my dog is sick?": what to do, as steps
                         r"^what (?:should|do|can|must) (?:i|we|you) do\b")),
    ("comparison", re.compile(r"\bcompar(?:e|es|ed|ing|ison)\b|\bdifferen(?:ce|ces|t) "
                              r"(?:between|from)\b|\b(?:vs\.?|versus)\b|\bsimilarit(?:y|ies)"
                              r" between\b|\bhow (?:do|does|did) .+ differ\b")),
    # (two sides asked in one phrase, "the pros and cons of …", are the first)
    ("overview", re.compile("|".join(p.pattern for p, _ in _PAIRED_FACETS) + "|"
                            r"\boverview\b|\bwhat is known about\b|\btell me about\b|"
                            r"^(?:describe|summari[sz]e|introduce)\b|\bbackground (?:on|of)\b|"
                            r"\bintroduction to\b|\bwho or what\b|\bwhat do we know about\b|"
                            # "I'd like to know more about …", "whats the deal with …"
                            r"\b(?:i'?d|i would|i want|i wanna)\s+(?:like\s+)?to\s+(?:know|learn|"
                            r"read|hear)\s+(?:more\s+)?about\b|\blearn (?:more )?about\b|"
                            r"\bmore (?:info|information|details) (?:on|about)\b|"
                            r"^what(?:'s|’s|s| is) the (?:deal|story) (?:with|behind)\b|"
                            r"\b(?:life|career|history|legacy|timeline|chronology) (?:and|of)\b|"
                            # "give me a summary of …", "what happened in …?"
                            r"\b(?:summary|rundown|synopsis) of\b|"
                            r"^what happened (?:in|at|to|during|on|with)\b|"
                            # "what is the plot of …", "what is the drew carey show about"
                            r"^what (?:is|was|are|were) the (?:plot|story|storyline|premise|"
                            r"synopsis) of\b|^what happens in\b|"
                            r"^what (?:is|was|are|were) (?!the \w+ (?:of|for)\b).+ about\W*$|"
                            # "What is the climate of Islamabad like?": described, whole
                            r"^what (?:is|was|are|were) .+ like(?: (?:in|at|during|for|on|"
                            r"under) .+)?\W*$|^what (?:does|do|did) .+ look like\W*$|"
                            # "what is X known for?": what it is and did, whole
                            r"^what (?:is|was|are|were) .+ (?:known|famous|noted|remembered) "
                            r"for\W*$|"
                            # "What is the Texas A&M Aggies football team's history?": a
                            # facet of its subject told whole, however long its name
                            r"^what (?:is|was|are|were) .+['’]s? (?:history|legacy|career|"
                            r"life|story|background|origins?|achievements|accomplishments|"
                            r"contributions|reputation)\W*$|"
                            # "what does a union territory mean?": what a term means, told
                            # (not one word's: "what does sparviero mean?" asks what
                            # a sentence translates it as)
                            r"^what (?:does|do) (?!(?:the (?:word|name|term) )?[\"“']?"
                            r"(?!(?:it|this|that)\b)[\w'’-]+[\"”']? mean\W*$).+ mean\b|"
                            r"^what is (?:meant by|the meaning of|the definition of)\b|"
                            r"^(?:define|definition of|meaning of)\b|"
                            # "what are the main features of …": a part of the subject, whole
                            rf"{_PARTS}")),
    ("explanation", re.compile(r"^(?:why|explain)\b|"
                               # a degree no figure gives: "How similar are the dialects of
                               # Catalan?" (not "how big", "how old": a measure)
                               rf"^how (?:{DEGREES}) (?:is|are|was|were)\b|"
                               # "How is Meehan, Wisconsin connected to Plover?": a link,
                               # told (not "United States"; how two are related may be kin:
                               # "cousins")
                               r"^how (?:is|are|was|were) .+ (?:connected|linked|tied)"
                               r"(?: (?:to|with) .+)?\W*$|"
                               # how a side or a thing did over a time: "How did Leicester
                               # City do in the 2015–16 season?"
                               r"^how (?:do|does|did|has|have|is|are|was|were) .+? (?:do|doing|"
                               r"done|fare|faring|fared|perform|performing|performed|go|"
                               r"going|gone)\s+(?:in|at|during|on|against|over|under|with|"
                               r"after|since|this|last|that|so far)\b|"
                               # "How do timpani players tune their drums?": a way of doing
                               # (not how someone died, nor how to say a word)
                               r"^how (?:do|does|did|can|could|should) (?!you (?:say|spell|"
                               r"pronounce|write)\b)"
                               r"(?!.*\b(?:die|died|pass away|do|doing|mean|stand for)\b)"
                               r"(?:the |a |an )?[a-z][\w'’-]*(?: [\w'’-]+){0,4} "
                               r"[a-z]{3,}\b(?: .+)?\?$|"
                               r"^how (?:does|do|did|is|are|was|were|"
                               r"can|could) .+ (?:work|happen|form|develop|evolve|affect|"
                               r"cause|influence|begin|start|end|change|grow|spread|rise|"
                               r"fall|become|emerge|originate|come about|arise|occur|"
                               # "How did Rome come to dominate Italy?"
                               r"come to|"
                               r"win|lose|survive|collapse|decline|fail|succeed|"
                               r"function|operate|made|produced|formed|created|elected|done|"
                               r"performed|prepared|used|tested|applied|"
                               r"chosen|selected|appointed|determined|calculated|measured|"
                               r"decided|governed|regulated|diagnosed|treated|enforced|"
                               r"implemented|organi[sz]ed|built|constructed|discovered|"
                               r"invented|developed|designed|funded|financed|run|managed|"
                               r"founded|established|started|launched|named|written|composed|"
                               r"introduced|abolished|passed|ratified|adopted|settled|"
                               r"colonized|colonised|unified|rebuilt|restored|painted|"
                               # the act in its base form: "How did Cesar Chavez organize
                               # farm workers?"
                               r"organi[sz]e|achieve|gain|earn|make|build|create|establish|"
                               r"get|manage|lead|defeat|conquer|escape|change)\b|"
                               # a process undergone, in any verb: "How is the egg cell
                               # fertilized?", "How is tuberculosis transmitted?" (not how
                               # two things are related, nor what a word is called)
                               r"^how (?:is|are|was|were) (?!.*\b(?:related|connected|called|"
                               r"pronounced|spelled|spelt|killed|ranked|rated)\W*$)"
                               r"[\w'’-]+(?: [\w'’-]+){0,6} [a-z]{3,}(?:ed|en)\W*$|"
                               # what a court, a thinker or a study held: "What did Reynolds
                               # v. United States decide?" (a holding, told; no name answers)
                               rf"{HOLDING_ASKED}|"
                               r"^what (?:causes|caused|explains|is the reason|led to|leads to|"
                               r"brought about|contributed to)\b|"
                               r"\bwhat (?:are|were) the (?:(?:main|key|major|primary|"
                               r"principal|chief|underlying|root|real|immediate|long-term) )?"
                               r"(?:causes|reasons|effects|consequences)\b|"
                               # "What is the lithosphere made of?": its parts, described
                               # "What did King John do to Kenilworth Castle?": acts, told
                               r"^what (?:did|does|do|has|have|had|will|would) .+ (?:do|done)"
                               r"(?: (?:to|for|with|about|at|in|on|against|during|after|"
                               r"before|under|as|when|while|throughout) .+)?\W*$|"
                               r"^what (?:is|are|was|were) .+ (?:made|composed) (?:of|from)"
                               r"\W*$|^what (?:does|do|did) .+ consist of\W*$|"
                               # "What is the Gram stain used for?": a purpose, told (not
                               # the name of whoever made it)
                               r"^what (?:is|are|was|were) .+ used for(?: today| now|"
                               r" nowadays)?\W*$|"
                               # "What is the Hollywood Walk of Fame nomination process?",
                               # "what is the selection process for …": how it is done, told
                               r"^what (?:is|was) the .*\b(?:process|procedure)(?: (?:for|of)"
                               r" .+)?\W*$|"
                               # "What was the Manhattan Project's purpose?": why, told
                               rf"^what (?:is|are|was|were) .+['’]s? (?:{_PURPOSE_PARTS}|impact|"
                               r"influence|role)\W*$|"
                               # "What was the significance of the Boston Tea Party?": why
                               # it mattered, told
                               rf"^what (?:is|are|was|were) the (?:uses?|{_PURPOSE_PARTS}|"
                               r"impact|effect|influence|legacy) of\b|"  # (and its impact,
                               # its effect on something: "… of the Black Death on Europe")
                               # "What are X, and how did they develop?": a second part
                               # asking how or why is open, whatever the first asks
                               r"(?:,|\band) (?:and )?(?:why|how) (?:does|do|did|is|are|was|"
                               r"were|has|have|had)\b")),
    ("list", re.compile(r"^(?:list|enumerate|give me a list)\b|"
                        # "Who has Roy Roman played with?": all whom, over a career
                        r"^who (?:has|have) (?:\S+ ){1,5}(?:played|performed|worked|toured|"
                        r"collaborated|recorded|sung|appeared|starred|written) (?:alongside "
                        r"|together )?with\W*$|"
                        r"^who (?:are|were) (?:all )?the (?!(?:\w+ )?(?:parents|brothers|"
                        r"sisters|siblings|sons|daughters|grandparents|grandsons|"
                        r"granddaughters|cousins|uncles|aunts|nephews|nieces|wives|husbands|"
                        r"spouses) of\b)(?:\w+ )?\w+s (?:of|in|on|for|at)\b|"  # (kin: a
                        # factoid, answered with each of them the page names)
                        # "Who were the Tudor monarchs?": people of a kind, in the plural
                        rf"^who (?:are|were) (?:all )?the (?:[\w'’-]+ ){{1,3}}{_PEOPLE_PLURAL}"
                        r"\W*$|"
                        # "Who has ruled North Korea?", "Who has played Batman?": all who
                        # have, over the years (not who did it most, nor first)
                        r"^who (?:has|have) (?:ever )?(?:ruled|led|governed|coached|managed|"
                        r"played|portrayed|hosted|owned|chaired|captained|presented|headed|"
                        r"voiced)\b(?!.*\b(?:most|more|least|fewest|first|last|best|highest|"
                        r"longest|only|or|since|currently|now)\b)|"
                        r"^name (?:all|every|some|several|"
                        r"\d+|two|three|four|five|six|ten)\b|"
                        # "Name the members of American Music Club.": a plural asked for
                        r"^name the (?:(?!of\b)\w+ ){0,2}\w+[^su\W]s\b|\bwhat are (?:all|some)"
                        r"\b|\bwhich (?:\w+ ){0,3}(?:are|were|have|has) (?:all|both)\b|"
                        r"^(?:what|which) (?:\w+ ){0,2}(?:are|were) (?:there|the members|"
                        r"the (?:(?:main|principal|major|key|primary|chief|leading|central) )?"
                        r"\w+s of)\b|\ball (?:of )?the \w+s (?:of|in|that|who)\b|"
                        # "which albums did …", "what actresses were …": a plural asked for
                        r"^(?:which|what) (?:\w+ )?(?!(?:does|was|has|is|this|its)\b)"
                        r"\w+[^su\W]s (?:did|do|does|have|has|had|were|are|will|can)\b|"
                        # "What roles is Topol known for?": the works one is known for
                        rf"^(?:which|what) {_PLURAL} (?:is|was|are|were) (?:\S+ ){{1,5}}"
                        r"(?:best |most |widely |chiefly )?(?:known|famous|remembered|noted|"
                        r"celebrated|renowned) for\W*$|"
                        # "which countries border …": a plural and a verb agreeing with it
                        rf"^(?:which|what) {_PLURAL} (?:border|belong|make|form|use|"
                        r"contain|include|share|exist|live|grow|speak|produce|offer|compete|"
                        r"participate|join|remain|require|feature|appear|run|flow|cross|"
                        r"connect|serve|operate|host)\b|"
                        # "which teams played in the final?": a plural and a past act
                        rf"^(?:which|what) {_PLURAL} (?:played|won|fought|signed|"
                        r"competed|qualified|reached|took part|met|faced|attended|voted|"
                        r"founded|formed|joined|invaded|ratified|sang|performed|"
                        r"starred|appeared|participated|hosted|staged|held|organi[sz]ed)\b")),
)
#: a length the request asks for in so many words ("give me a short summary of …", "explain
#: in detail …"); a title's "A Brief History of Time" is no request
_REPORT_NOUNS = r"(?:summary|overview|description|explanation|introduction|account|answer|" \
    r"report|rundown|outline|answers?)"
_ASKED_LENGTH: tuple[tuple[Length, re.Pattern[str]], ...] = (
    ("brief", re.compile(rf"\b(?:short|brief|quick|concise)\s+{_REPORT_NOUNS}\b|"
                         r"\b(?:briefly|in short|in brief|in a nutshell|in a few (?:words|"
                         r"sentences|lines))\b", re.I)),
    ("detailed", re.compile(rf"\b(?:detailed|in-depth|comprehensive|thorough|full|long)\s+"
                            rf"{_REPORT_NOUNS}\b|\bin (?:great |full |more )?(?:detail|depth)\b",
                            re.I)),
)


def asked_length(question: str) -> Length | None:
    """The report length a request asks for ("a short summary" → brief, "in detail" →
    detailed), or None when it asks for none."""
    return next((length for length, pattern in _ASKED_LENGTH
                 if pattern.search(question) and not titled(question)), None)


COMPARING = "How they compare"  # the section on what relates an open report's subjects
DEFAULT_LENGTH: dict[str, Length] = {"factoid": "standard", "closed": "brief",
                                     "list": "standard", "overview": "standard",
                                     "comparison": "standard", "explanation": "standard",
                                     "howto": "standard"}
_FACET = re.compile(rf"\b(?:his|her|its|their|[{UPPER}][\w-]*['’]s)\s+([a-z][a-z-]+)"
                    r"(?:\s+([a-z][a-z-]+))?")
_FACET_STOP = {"own", "role", "way", "time", "name", "first", "last", "best", "most", "main"}
#: verbs that follow a facet in a question ("how did his career begin?"): not part of it
_FACET_VERBS = {"begin", "start", "end", "change", "grow", "spread", "rise", "fall", "become",
                "emerge", "originate", "come", "work", "happen", "form", "develop", "evolve",
                "affect", "cause", "influence", "die", "take", "get", "go", "look"}
#: a past form after a facet is the question's verb ("What is X's shield made of?")
_VERB_AFTER = re.compile(r"^(?:\w{3,}ed|made|known|built|held|done|seen|worn|born|about|like)$")
#: what follows a verb, not a noun: "… student create a measure"
_OBJECT_NEXT = re.compile(r"\s+(?:a|an|the|his|her|its|their|him|them|it|this|that|these|"
                          r"those)\b", re.I)
_FUNCTION = {"and", "or", "in", "of", "on", "the", "a", "an", "with", "to", "at", "for", "as",
             "is", "was", "are", "were", "how", "who", "what"}


_POINTED = re.compile(r"\b(?:which|what) (?:year|date|day|month|decade|century)\b|\bin which\b|"
                      r"\bhow many\b")


#: a body of myth, faith or lore a figure belongs to ("in Norse mythology", "in the Bible"):
#: no work whose cast a "who is X in …?" asks for
BELIEF = (r"(?:the\s+)?(?:[A-Z][\w-]*\s+){0,2}(?:[Mm]ythology|[Ff]olklore|[Ll]egends?|"
           r"[Rr]eligion|[Tt]heology|Bible|Torah|Qur['’]?an|Koran|Talmud|(?:Old|New)\s+Testament|"
           r"[Ss]criptures?|[Mm]yths?|[Ff]airy\s+tales?)")
#: "What is the Sunbeam Alpine?", "Who was Timothy Leary?": a name and nothing else asks
#: what the thing or the person is (an overview), not for one value
_WHAT_IS_NAME = re.compile(r"^(?:[Ww]hat|[Ww]ho)\s+(?:is|are|was|were)\s+(?:the\s+|an?\s+)?"
                           rf"[{UPPER}][\w'’.&-]*(?:\s+(?:(?:of|the|and|for|de|du|da|di|del|der|"
                           r"den|la|le|von|van|&)\s+)*"
                           rf"[{UPPER}0-9][\w'’.&-]*)*(?:\s+in\s+{BELIEF})?\s*\??$")
# ("What is Dáil Éireann?"; "Who is Anteros in Greek mythology?" asks who he is in it)


#: "What is a perfect game in baseball?", "What are black holes?", "what was sati?": what a
#: kind of thing is or was (an overview), not one value ("What is a group of crows called?"
#: asks for a word; "what was he doing?" of no thing)
_WHAT_IS_KIND = re.compile(r"^what (?:(?:is|was)(?: an?)?|are|were)\s+"
                           r"(?!(?:the|an?|he|she|it|they|we|you|i|this|that|there|its|his|"
                           r"her|their|our|my|your)\b)"  # ("what is its largest city?": one)
                           r"[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3}"
                           r"(?:\s+in\s+[a-z][\w'’ -]*)?\s*\??$")
_NAMING = re.compile(r"\b(?:called|named|known|used|made|worth|for|of|like|about|there|"
                     r"released|titled|published|renamed|credited|based)\b")
#: what a kind of thing is, "of" something: "what is a cap of invisibility in mythology?"
#: (not a word asked for: "what is a group of crows?")
_A_KIND_OF = re.compile(r"^what (?:is|was) an? (?!(?:group|flock|herd|pack|school|pride|colony|"
                        r"swarm|litter|gaggle|pod|troop|bunch|set|pair|couple|number|unit)\b)"
                        r"[a-z-]+ of\b")


def _asks_a_word(q: str) -> bool:
    """Whether a lower-case question asks for a name or a word (``_NAMING``), not what a
    kind of thing is."""
    if re.search(r"\b[a-z]+(?:ed|en)\s+(?:from|of|by|with|to|on|in|into|after|as)\W*$", q):
        return True  # "what is a feist descended from?": what it was, not what a feist is
        # ("what is gasherbrum iii surveyed as?": the name it was given)
    found = _NAMING.search(q)
    return found is not None and not (found.group(0) == "of" and _A_KIND_OF.match(q) and
                                      _NAMING.search(q, found.end()) is None)


#: "What is the greenhouse effect?", "what is the two-party system?": what a thing named
#: in lower case is, as above; "What is the tallest building?", "what is the population?"
#: ask for one value
_WHAT_IS_THE = re.compile(r"^what (?:is|are) the\s+(?!\S*est\b)([a-z][\w'’–-]*(?:\s+[a-z]"
                          r"[\w'’–-]*){0,3})\s*\??$")  # ("the boise state–nevada rivalry")
_ONE_VALUE = frozenset("most least best worst first last next latest only main same current "
                       "average difference population name answer score time weather price "
                       "cost value number total rate distance date year age height weight "
                       "size length speed temperature capital record result winner".split())

#: "what was muddy waters' real name?", "what is drake's height?": one value of someone's,
#: not what a kind of thing is ("what was marie curie's legacy?" is told whole)
_OWN_VALUE = re.compile(r"\w['’]s?\s+(?:(?:real|full|birth|first|last|middle|maiden|stage|"
                        r"given|legal|official|actual|current|original|home)\s+)?(?:"
                        + "|".join(sorted(_ONE_VALUE | {
                            "nickname", "birthday", "birthplace", "hometown", "nationality",
                            "religion", "salary", "spouse", "wife", "husband", "worth",
                            "mascot", "motto", "slogan", "anthem", "currency", "headquarters",
                            "founder", "owner", "ceo", "arena", "stadium", "venue",
                            "ballpark", "mayor", "president", "chairman", "coach", "manager",
                            "captain"}))
                        + r")\s*\??$")

#: what someone's or something's whole story is: "What was Marie Curie's legacy?" is told
#: at length; "What was Henri Bergson's doctoral thesis?", "… first album?" name one thing
_OPEN_NOUNS = frozenset(
    "legacy legacies career careers life lives work works history role roles impact "
    "influence influences contribution contributions achievement achievements philosophy "
    "view views belief beliefs background story significance importance relationship "
    "relationships childhood upbringing style styles music art teachings ideas idea theory "
    "theories policy policies reign rule tenure presidency culture economy "
    "geography politics government religion cuisine architecture purpose meaning "
    "mission strategy approach method methods legend mythology personality".split())
#: words picking one of someone's things: "his first album", "her doctoral thesis"
_ONE_OF = frozenset("first last debut final second third latest earliest maiden only "
                    "doctoral favourite favorite signature breakthrough highest".split())


def _named_own_thing(question: str) -> bool:
    """Whether a question asks one thing of a named owner ("What was Henri Bergson's doctoral
    thesis?", "What was Picasso's first painting?"), not the owner's whole story (its
    ``_OPEN_NOUNS``), nor what a thing's part is ("What is the Earth's atmosphere?")."""
    found = OWNED_THING.match(" ".join(question.split()))
    if found is None and (lower := LOWER_OWNED.match(" ".join(question.split()))):
        return bool(set(lower.group(1).split()) & _ONE_OF) and \
            lower.group(2) not in _OPEN_NOUNS  # "what was christine evans' debut single"
    if found is None or found.group(4).lower() in _OPEN_NOUNS:
        return False
    picked = set(found.group(3).lower().split()) & _ONE_OF
    return bool(picked) or (not found.group(1) and len(found.group(2).split()) >= 2)


#: "Who is the President?" asks who holds a role now: one value ("What is the Torah?" asks
#: what a thing is)
_ROLE_HELD = re.compile(rf"^[Ww]ho\s+(?!(?:are|were)\s+the\s+[{UPPER}][\w'’.&-]*[^s\W]s\s*\??$)"
                        rf"\S+\s+the\s+[{UPPER}][\w'’.&-]*\s*\??$")  # (not "Who were the
# Beatles?", a band, named in the plural)


#: someone named by an office or a part they hold or had ("chairman of …", "ceo of …")
_HELD = (r"(?:chair(?:man|woman|person)?|(?:vice[- ])?president|ceo|(?:co-?)?founder|captain|"
         r"director|head|leader|prime minister|premier|governor|mayor|speaker|author|writer|"
         r"singer|owner|coach|manager|chief|king|queen|secretary|minister|chancellor|"
         r"commissioner|editor|inventor|creator|composer|presenter|host)")
_NOUN_PHRASE_WHO = re.compile(
    rf"^(?:the\s+)?(?:(?:present|current|former|first|last|new|next|incumbent|acting|founding|"
    rf"previous|original|reigning)\s+)?{_HELD}(s?)\s+(?:of|for|at)\s+\S", re.I)


_WHO_IS = re.compile(r"^who\s+(?:is|are|was|were)\s+", re.I)
#: "who were the bee gees", "who is taylor swift": who someone is, typed without capitals
_LOWER_WORD = r"[a-z][\w'’.&-]*"  # a word typed without a capital
_WHO_IS_LOWER = re.compile(rf"^who\s+(?:is|are|was|were)\s+(the\s+)?({_LOWER_WORD}"
                           rf"(?:\s+{_LOWER_WORD}){{0,3}})\s*\??$")
#: words no name typed without capitals is made of: who someone is by what they are or did
_NOT_A_NAME = re.compile(rf"^(?:{_HELD}|\w*(?:girl|boy|man|men|woman|women|lady|guy|kid|child|"
                         r"children|people|person|one|ones|winner|winners|player|players|"
                         r"member|members|actor|actors|actress|cast|voice|band|group|team)|"
                         r"\w+est|first|last|next|best|worst|most|least)$")


#: "what is tim burton known for", "tell me about tim burton": a subject asked of whole
_LOWER_NAME = rf"({_LOWER_WORD}(?:\s+{_LOWER_WORD}){{0,4}})"
_ABOUT_LOWER = re.compile(rf"^(?:what\s+(?:is|are|was|were)\s+(?:the\s+)?{_LOWER_NAME}\s+"
                          rf"(?:known|famous|noted|remembered)\s+for|tell\s+me\s+about\s+"
                          rf"(?:the\s+)?{_LOWER_NAME})\s*[?.!]?$")


def lower_name_asked(question: str) -> str:
    """The name a question typed without capitals asks about whole ("who were the bee gees"
    → "Bee Gees", "who is taylor swift", "what is tim burton known for", "tell me about
    tim burton"); "" for any other question. After "who is the" a name is a plural (a band,
    a people: "the beatles", "the romans"), not one held by a role ("who is the drummer",
    "who is the president of …")."""
    asked = " ".join(question.split())
    if re.search(rf"[{UPPER}]", asked[1:]):
        return ""
    about = _ABOUT_LOWER.match(asked.lower())
    match = _WHO_IS_LOWER.match(asked.lower())
    if about:
        words = (about.group(1) or about.group(2)).split()
    elif match:
        words = match.group(2).split()
        if any(_NOT_A_NAME.match(w) for w in words) or \
                (match.group(1) and not words[-1].endswith("s")):
            return ""
    else:
        return ""
    if any(w in STOPWORDS for w in words) or any(re.search(r"['’]s?$", w) for w in words[:-1]):
        return ""  # (an owner's: "who is clay matthews iii's brother" asks of the brother)
    return " ".join(w.capitalize() for w in words)


#: a thing's attribute typed as a noun phrase: "capital of France", "real name of gwen
#: stacy …?" (not "most number of …", which asks who has the most)
_ATTRIBUTE_OF = re.compile(r"^(?:the\s+)?((?!(?:most|least|best|worst|highest|lowest|biggest|"
                           r"largest|smallest|top|list|history|timeline|chronology)\b)[a-z][\w'’-]*(?:\s+(?!of\b)"
                           r"[a-z][\w'’-]*){0,2})\s+of\s+\S", re.I)


#: works or members typed after a name, as into a search box ("best Andy Grammer songs",
#: "Ridley Scott movies"): a list of them; a title's own plural is capitalised ("The
#: Hunger Games")
_RANKING = r"(?:best|top|greatest|famous|popular|all|every|latest|recent)"
#: a name typed before what is asked of it: capitalised words, or two or more without
#: capitals ("oscar isaac"; one, "horror", is a kind)
_NAME_BEFORE = rf"((?:[{UPPER}0-9][\w'’&.-]*\s+){{1,5}}?|" \
    rf"(?!{_RANKING}\b)(?:[a-z][\w'’&.-]*\s+){{2,5}}?)"
_WORKS_OF = re.compile(rf"^(?:(?:the\s+)?(?i:{_RANKING})(?:\s+\d+)?\s+)?{_NAME_BEFORE}"
                       r"(songs|singles|albums|films|movies|novels|books|episodes|plays|musicals|"
                       r"operas|poems|paintings|members|players)\W*$")
#: who holds a part typed after a name ("gianni schicchi composer", "Harry Potter author"):
#: "Who is the composer of …?"; not "famous composer", "film director"
_HOLDER_AFTER = re.compile(rf"^(?!(?:the\s+)?{_RANKING}\b){_NAME_BEFORE}{_HELD}\W*$")


#: an attribute typed after a name, as into a search box ("bindi irwin birthday", "2002
#: world cup winner"), with the question it stands for
_ATTRIBUTE_ASKED = {
    "age": "How old is {name}?", "birthday": "When was {name} born?",
    "birth date": "When was {name} born?", "date of birth": "When was {name} born?",
    "birthplace": "Where was {name} born?", "place of birth": "Where was {name} born?",
    "death date": "When did {name} die?", "date of death": "When did {name} die?",
    "wife": "Who is the wife of {name}?", "husband": "Who is the husband of {name}?",
    "spouse": "Who is the spouse of {name}?", "parents": "Who are the parents of {name}?",
    "population": "What is the population of {name}?",
    "capacity": "What is the capacity of {name}?", "height": "How tall is {name}?",
    "capital": "What is the capital of {name}?", "winner": "Who won the {name}?",
    "champion": "Who won the {name}?", "voice actor": "Who voices {name}?",
    "voice": "Who voices {name}?", "release date": "When was {name} released?",
    "completion date": "When will {name} be completed?",
}
_ATTRIBUTES = "|".join(a.replace(" ", r"\s+")
                       for a in sorted(_ATTRIBUTE_ASKED, key=len, reverse=True))
_ATTRIBUTE_AFTER = re.compile(rf"^(?!.*\b(?:{'|'.join(QUESTION_WORDS)})\b)(?!(?:the|a|an)\s+\S+$)"
                              rf"(\S.*?)\s+"
                              rf"({_ATTRIBUTES})$", re.I)


#: "What did Ed Wood direct?": the works someone made, by the act that made them
_MADE_KINDS = {"direct": "films", "paint": "paintings", "write": "books", "compose": "works",
               "record": "albums", "sing": "songs", "star": "films", "act": "films"}
_WHAT_MADE = re.compile(r"^what\s+(did|has|have)\s+(.+?)\s+(direct|paint|write|compose|"
                        r"record|sing|star in|act in)\s*\??$", re.I)


#: where a request's sentences part: after a word of three letters or more (not "St.",
#: "Dr.", "D.C.") and its stop, or after a question mark, before a word
_SENTENCE_END = re.compile(r"(?:(?<=[^\W\d_]{3}[.!])|(?<=\?))\s+(?=[^\W\d_]|[\"“])")
#: what a request's context says it is about: "I'm writing an essay on <subject>."
_CONTEXT_SUBJECT = re.compile(r"\b(?:on|about|regarding|researching|studying|into|"
                              rf"concerning|to|visiting|reading|watching)\s+((?:the\s+)?[{UPPER}].*?)"
                              r"[.!]?$")
#: a context about the one asking, not a fact the question builds on: "I'm writing …", "My
#: daughter asked me this.", "Hi!", "For my thesis, …"
_ABOUT_ASKER = re.compile(r"^\W*(?:i|i'm|i’m|im|i've|i’ve|i'd|i’d|we|we're|we’re|my|our|me|"
                          r"hi|hello|hey|thanks|please|for (?:my|our|a)|as an?)\b", re.I)
_PRONOUN = re.compile(r"\b(?:(her|his|its|their)\s+(?=[a-z])|(she|he|they|it|him|them|her)\b)")


def without_preamble(question: str) -> str:
    """The question a request asks after sentences that only set it in context ("I'm
    writing an essay on Anne, Queen of Great Britain. What were the main events of her
    reign?" → "What were the main events of the reign of Anne, Queen of Great Britain?"):
    its "she", "her …" stand for what the context says it is about, when the question names
    nothing itself. A request of one sentence is as it is."""
    pieces = _SENTENCE_END.split(" ".join(question.split()))
    first = next((i for i, piece in enumerate(pieces) if i and _asks(piece)), 0)
    context = " ".join(pieces[:first])
    if not first or any(_asks(piece) for piece in pieces[:first]) or \
            len(context.split()) < 3 or not _ABOUT_ASKER.match(context):
        return " ".join(question.split())  # (a fact set before the question is part of it:
        # "The Kansas City Wizards have had three home venues …. Which was their first?")
    asked = " ".join(pieces[first:])
    asked = upper_first(asked)
    about = _CONTEXT_SUBJECT.search(context.rstrip())
    if re.search(rf"\b[{UPPER}]", asked[1:]):
        return asked  # the question names its own subject
    if about is None:
        return asked  # the context names nothing the question leaves out
    resolved = _resolved(asked, about.group(1))
    return resolved if resolved != asked else " ".join(question.split())  # no "it" to
    # stand for the context's subject: the request whole, its subject in it


def _resolved(asked: str, subject: str) -> str:
    """``asked`` with its first pronoun standing for ``subject`` ("her reign" → "the
    reign of <subject>", "she" → <subject>)."""
    match = _PRONOUN.search(asked)
    if match is None:
        return asked
    if match.group(1):  # "of her reign": "of the reign of …"
        rest = asked[match.end():]
        noun = re.match(r"[\w'’-]+", rest)
        if noun is None:
            return asked
        return f"{asked[:match.start()]}the {noun.group(0)} of {subject}{rest[noun.end():]}"
    return f"{asked[:match.start()]}{subject}{asked[match.end():]}"


def _asks(sentence: str) -> bool:
    """Whether a request's sentence asks something: a question, or an instruction."""
    words = re.findall(r"[\w'’-]+", sentence.lower())
    return sentence.rstrip().endswith("?") or (bool(words) and (
        words[0] in QUESTION_WORDS or words[0] in _INSTRUCTING or words[0] in _AUX))


#: asking politely, around the question itself: "Can you (please) …", "please tell me …",
#: "do you know …", "I'd like to know …"
_POLITE = re.compile(r"^(?:(?:hi|hello|hey)\b[,!.]?\s+)?(?:please\s+)?(?:(?:can|could|would|will)"
                     r"\s+you\s+(?:please\s+)?|i\s+(?:want|would like|'d like|need)\s+(?:you\s+)?"
                     r"to\s+)?", re.I)
_TELL = re.compile(r"^(?:tell me|let me know|find out|do you know|i wonder|know|any idea|"
                   r"explain(?: to me)?)\s+(?=(?:who|what|when|where|why|how|which|whether|if)\b)",
                   re.I)
#: an embedded question's order: "what the Torah is" asks "What is the Torah?"
_EMBEDDED = re.compile(rf"^(what|who|where|when|why|which|how(?:\s+(?:many|much|long|old|far|"
                       rf"often|big|tall|large|deep|high|fast|soon|well))?)\s+"
                       rf"(?!(?:{'|'.join(_AUX)})\b)(.+?)\s+(is|are|was|were)(\s+.+?)?\W*$", re.I)


def unwrapped(question: str) -> str:
    """A question asked politely, as the question itself: "Can you explain what the Torah
    is?" → "What is the Torah?", "please tell me who directed jaws" → "Who directed jaws?";
    "Could you list …" → "List …". Any other question as it is."""
    text = " ".join(question.split())
    polite = _POLITE.match(text)
    rest = text[polite.end():] if polite else text
    told = _TELL.match(rest)
    if told:
        rest = rest[told.end():]
    if rest == text or not rest:
        return text
    rest = upper_first(rest)
    embedded = _EMBEDDED.match(rest) if told else None
    if embedded:
        wh, subject, aux, tail = embedded.groups()
        rest = f"{wh} {aux} {subject}{tail or ''}"
    elif told and told.group(0).lower().startswith("explain"):
        rest = f"Explain {rest[:1].lower()}{rest[1:]}"  # "explain how a timpani works"
    words = re.findall(r"[\w'’-]+", rest.lower())
    asking = words and (words[0] in QUESTION_WORDS or words[0] in _AUX)
    return f"{rest.rstrip(' ?.')}{'?' if asking else '.'}" if asking or \
        (words and words[0] in _INSTRUCTING) else text


#: "What is the place of birth of …?", "Where was the place of death of …?"
_LIFE_ATTRIBUTE = re.compile(r"^\W*(?:what|where|when)\s+(?:is|was)\s+the\s+(place|date|year)\s+"
                             r"of\s+(birth|death|burial)\s+of\s+(.+?)[\s?.!]*$", re.I)

#: "Whose son is Ben Castle?": who his parents are
_WHOSE_CHILD = re.compile(r"^\W*whose\s+(?:\w+\s+)?(?:son|daughter|child)\s+(is|was)\s+(.+?)"
                          r"[\s?.!]*$", re.I)

#: "Who was Ibrahim I the son of?", "Who is Ben Castle the son of?": the same
_CHILD_OF_WHOM = re.compile(r"^\W*who(?:m)?\s+(is|was)\s+(.+?)\s+(?:the|a)\s+(?:\w+\s+)?"
                            r"(?:son|daughter|child)\s+of[\s?.!]*$", re.I)


#: "Where did Blair and Serena go to school?" asks which school, not a town (its aux, who,
#: the verb, the school's level and the kind)
_WENT_TO = re.compile(r"^\W*where\s+(did|does|do)\s+(.+?)\s+(go\s+to|attend)\s+"
                      r"((?:high|secondary|primary|grade|medical|law|film|art|drama)\s+)?"
                      r"(school|college|university)\W*$", re.I)


def as_asked(question: str) -> str:
    """The question a noun phrase typed without a question word stands for: "Who is the
    …?" when it names someone by their office ("Present chairman of public accounts
    committee of lok sabha?", "ceo of apple"), "What is the …?" for a thing's attribute
    ("capital of France", "real name of gwen stacy in amazing spiderman?"), "List the songs
    of …" for works typed after a name ("Andy Grammer songs"), "Which films did …?" for
    what someone directed (wrote, painted …), "Who are the parents of X?" for whose son X
    is; "Which school did X go to?" for where they went to school; any other text as it
    is."""
    text = unwrapped(without_preamble(question))
    went = _WENT_TO.match(text)
    if went:
        aux, who, verb, level, kind = went.groups()
        return f"Which {(level or '').lower()}{kind.lower()} {aux.lower()} {who} {verb.lower()}?"
    life = _LIFE_ATTRIBUTE.match(text)
    if life:  # "What is the place of birth of X?": "Where was X born?"
        what, end, who = life.group(1).lower(), life.group(2).lower(), life.group(3)
        wh = "Where" if what == "place" else "When" if what == "date" else "What year"
        aux, verb = {"birth": ("was", "born"), "death": ("did", "die"),
                     "burial": ("was", "buried")}[end]
        return f"{wh} {aux} {who} {verb}?"
    whose = _WHOSE_CHILD.match(text) or _CHILD_OF_WHOM.match(text)
    if whose:  # "Whose son is X?": "Who are the parents of X?"
        return f"Who {'are' if whose.group(1).lower() == 'is' else 'were'} the parents of " \
            f"{whose.group(2)}?"
    made = _WHAT_MADE.match(text)
    if made:  # "What did Ed Wood direct?": which films he directed, a list
        aux, who, act = made.groups()
        return f"Which {_MADE_KINDS[act.split()[0].lower()]} {aux.lower()} {who} {act}?"
    words = re.findall(r"[\w'’-]+", text.lower())
    if not words or _asking(words):
        return text
    if listed := kinds_listed(text):  # "casinos in black hawk colorado"
        return listed
    works = _WORKS_OF.match(text)
    if works and len(text.split()) <= TOPIC_MAX_WORDS and not text.endswith("?") and \
            re.search(r"[^\W\d_]", works.group(1)):  # ("top 10 movies" names no one)
        return f"List the {works.group(2)} of {works.group(1).strip()}."  # "Andy Grammer songs"
    attributed = _ATTRIBUTE_AFTER.match(text.rstrip(" ?.")) \
        if len(text.split()) <= TOPIC_MAX_WORDS and not titled(text) else None  # ("The Ice
    # Age", "The Voice": names)
    if attributed:  # "bindi irwin birthday": "When was bindi irwin born?"
        name, asked = attributed.group(1).strip(), " ".join(attributed.group(2).lower().split())
        if asked not in ("age", "voice") or len(  # (not "ice age": an era)
                [w for w in name.split() if w.lower() not in ("the", "a", "an")]) > 1:
            return _ATTRIBUTE_ASKED[asked].format(name=name)
    holder = _HOLDER_AFTER.match(text.rstrip(" ?"))
    if holder and len(text.split()) <= TOPIC_MAX_WORDS and not titled(text):
        name, held = holder.group(1).strip(), text.rstrip(" ?")[holder.end(1):].strip()
        return f"Who is the {held.lower()} of {name}?"  # "gianni schicchi composer"
    match = _NOUN_PHRASE_WHO.match(text)
    if match is None and titled(text):
        return text  # "Fifty Shades of Grey", "Planet of the Apes": a name, not an attribute
    attribute = _ATTRIBUTE_OF.match(text) if match is None else None
    if match is None and attribute is None:
        return text
    body = re.sub(r"^the\s+", "", text, flags=re.I).rstrip(" ?")
    first = body.split()[0]
    if first.istitle() and len(first) > 1:  # "Present chairman …", not "CEO of …"
        body = first.lower() + body[len(first):]
    if match is not None:
        return f"Who {'are' if match.group(1) else 'is'} the {body}?"
    head = attribute.group(1).split()[-1].lower() if attribute else ""
    plural = head.endswith("s") and not head.endswith(("ss", "us", "is"))
    return f"What {'are' if plural else 'is'} the {body}?"


_WHAT_IS = re.compile(r"^\W*(?:what|who)\s+(?:is|was|are|were)\s+(?:the\s+|an?\s+)?(.+?)\W*$",
                      re.I)


def _the_thing(q: str) -> re.Match[str] | None:
    """"what is the <thing>" of a lower-case question, the thing its group; none when it
    asks for one value ("what is the tallest building", "what is the population")."""
    the = _WHAT_IS_THE.match(q)
    return the if the and not set(the.group(1).split()) & _ONE_VALUE else None


def kind_asked(question: str) -> str:
    """The kind of thing a question asks what it is, written in lower case ("tsunami" of
    "What is a tsunami?", "greenhouse effect" of "What is the greenhouse effect?", "perfect
    game" of "what is a perfect game in baseball"); "" for any other question."""
    q = " ".join(question.lower().split())
    if _asks_a_word(q) or re.search(rf"[{UPPER}]", " ".join(question.split()[2:])):
        return ""
    kind = _the_thing(q) or (_WHAT_IS_KIND.match(q) and _WHAT_IS.match(q))
    found = kind.group(1) if kind else ""
    if re.search(r"\w['’]s?\s", found):
        return ""  # an owner's ("reagan's major policy priorities"), no kind of thing
    return re.split(r"\s+in\s+", found, maxsplit=1)[0].strip()


def asks_what_it_is(question: str, name: str) -> bool:
    """Whether a question is "what is <name>?" and nothing more."""
    match = _WHAT_IS.match(question)
    return match is not None and " ".join(match.group(1).lower().split()) == name.lower()


def classify(question: str) -> Shape:
    """The question's shape from its wording (factoid when nothing else fits)."""
    q = " ".join(question.lower().split())
    if comparison_options(question):
        return "closed"
    if asks_other_names(question) or language_asked(question):  # "What other names does X
        return "factoid"  # go by?": what one sentence says, "also known as …"; "what does
        # el haimoune mean in english": "(English: Wanderers of the Desert)"
    asked = " ".join(question.split())
    if _WHAT_IS_NAME.match(asked) and not _ROLE_HELD.match(asked) and \
            not _NOUN_PHRASE_WHO.match(_WHO_IS.sub("", asked)):  # "Who is the CEO of Apple?"
        return "overview"
    if _WHAT_IS_KIND.match(q) and not _asks_a_word(q) and not _OWN_VALUE.search(q) and \
            not _named_own_thing(asked):
        return "overview"
    if _the_thing(q) and not _asks_a_word(q) and not _OWN_VALUE.search(q) and \
            not _named_own_thing(asked):  # ("the Memphis Hustle's home arena": one value)
        return "overview"
    if lower_name_asked(asked):  # "who were the bee gees"
        return "overview"
    if _SO_MANY.match(q) and re.search(r"\s[A-Z]", asked):  # "What are the two largest
        return "list"  # political parties in Ireland?" (of a thing typed without capitals,
        # "… in spains soccer clubs", one answer's readings)
    pointed = bool(_POINTED.search(q))  # "…, released in which year?" asks for one value
    worded = _without_titles(asked)
    for shape, pattern in _RULES:
        if pattern.search(worded) and not pointed:
            return shape
    first = q.split()[0] if q else ""
    if first in _AUX and " or " not in q:
        return "closed"
    if is_topic(asked):  # "casinos in black hawk colorado": things of a kind, somewhere
        return "list" if kinds_listed(asked) else "overview"
    return _joined_shape(asked)


#: a topic naming things of a kind one can list, where they are or whose: "casinos in black
#: hawk colorado", "state parks in virginia", "films directed by agnieszka holland" (not
#: "human rights in china" nor "alcohol laws of wisconsin": no list of things)
_KINDS_TOPIC = re.compile(
    r"^(?P<kinds>(?:(?:the|all|famous|best|top|major|notable)\s+)?(?:[\w'’-]+\s+){0,2}?(?:casinos|"
    r"parks|museums|hotels|restaurants|bridges|airports|stadiums|arenas|universities|colleges|"
    r"schools|hospitals|churches|cathedrals|temples|mosques|castles|palaces|islands|lakes|"
    r"rivers|mountains|beaches|cities|towns|villages|counties|neighbou?rhoods|albums|songs|"
    r"singles|films|movies|books|novels|poems|plays|operas|episodes|games|players|teams|clubs|"
    r"bands|members|awards|companies|brands|stations|landmarks|attractions|monuments|"
    r"buildings|skyscrapers|theat(?:re|er)s|libraries|festivals|works|paintings|characters))"
    r"\s+(?:(?P<verb>directed|written|sung|recorded|released|painted|composed|founded|owned|"
    r"built|designed|produced|published)\s+)?(?P<prep>in|near|by|from|on|at|of)\s+(?P<rest>\S.*)",
    re.I)


def kinds_listed(text: str) -> str:
    """The question a topic naming things of a kind stands for ("What casinos are in black
    hawk colorado?", "What films were directed by agnieszka holland?", "What are the members
    of the sex pistols?"), "" for another text (a title's "of": "Games of the XXII
    Olympiad")."""
    plain = " ".join(text.split()).rstrip(" ?.!")
    kinds = _KINDS_TOPIC.match(plain) if is_topic(text) else None
    if kinds is None or (kinds.group("prep").lower() == "of" and titled(plain)):
        return ""
    kind, verb, prep = (g.lower() if g else g for g in kinds.group("kinds", "verb", "prep"))
    rest = kinds.group("rest")
    if prep == "of":
        return f"What are the {kind} of {rest}?"
    return f"What {kind} were {verb} {prep} {rest}?" if verb else \
        f"What {kind} are {prep} {rest}?"


#: so many things asked in the plural: "What are the two largest political parties …?"
_SO_MANY = re.compile(r"^(?:what|which) (?:are|were) the (?:\d+|two|three|four|five|six|seven|"
                      r"eight|nine|ten|twelve) (?:[\w'’-]+ ){0,3}[\w'’-]+[^su\W]s\b")


_SELF = re.compile(r"I(?:['’](?:m|d|ve|ll))?\W*$")  # "I", "I'd": the asker, not a title


#: a kind of thing cased as a brand is ("YouTubers", "PlayStations"), in the plural
CAMEL_KIND = re.compile(r"[A-Z][a-z]+[A-Z][a-z]+s")


def _without_titles(question: str) -> str:
    """A question in lower case with the capitalised words after its first blanked out,
    so that a title's words are not read as what is asked ("Who directed The Secret Life
    of Walter Mitty?" asks no one's life); as typed when most words, its second among
    them, are capitalised."""
    words = question.split()
    capitals = [w for i, w in enumerate(words[1:], 1) if w[:1].isupper() and not _SELF.match(w)
                and not (i == 1 and CAMEL_KIND.fullmatch(w))]  # ("Which YouTubers …?": a
    # kind, in the plural, however it is cased)
    if len(capitals) * 2 > len(words) - 1 and (len(words) < 2 or words[1][:1].isupper()):
        return " ".join(question.lower().split())  # ("What Is The Capital Of France?"; not
        # "Who directed The Secret Life of Ivo Lund?", whose verb is in lower case)
    kept = words[:1] + [re.sub(r"^[\w.-]+", "_", w) if w in capitals else w for w in words[1:]]
    return " ".join(" ".join(kept).lower().split())


#: the shape of questions joined with "and" when any is open, the most open first
_JOINED_ORDER: tuple[Shape, ...] = ("explanation", "howto", "overview")


def _joined_shape(question: str) -> Shape:
    """A question joining others is as open as its most open part ("Who was Marie Curie and
    what was her legacy?": what she was is an overview, not one value); factoid otherwise
    ("When was it built and how tall is it?" asks two values)."""
    pieces = question_parts(question)
    shapes = {classify(asked) for _, asked in pieces} if len(pieces) > 1 else set()
    return next((shape for shape in _JOINED_ORDER if shape in shapes), "factoid")


TOPIC_MAX_WORDS = 6
#: what makes typed words a sentence or a request, not a topic: a question word or a verb
#: of being or doing that a question is asked with, anywhere; an instruction opening it
_ASKING = frozenset([*QUESTION_WORDS, *_AUX])
_INSTRUCTING = frozenset("name list give find show tell explain describe compare define get "
                         "please summarize summarise outline".split())


def _asking(words: list[str]) -> bool:
    return bool(set(words) & _ASKING) or words[0] in _INSTRUCTING


def is_topic(text: str) -> bool:
    """Whether text is a topic typed as into a search box ("Tupac Shakur", "tuberculosis
    treatment", "1995–96 Manchester United F.C. season"): a few words, no question mark, no
    question word nor instruction, unless in a title ("This Night Is Still Ours", "Desire
    Inc."). It asks for an overview, not for one value; two things typed either side of
    "vs" are a comparison ("timpani vs kettledrum")."""
    text = text.strip()
    words = re.findall(r"[\w'’-]+", text.lower())
    if not words or len(text.split()) > TOPIC_MAX_WORDS or text.endswith("?") or \
            words[0] in _INSTRUCTING:
        return False
    if versus(text) or _BETWEEN.match(text):
        return False  # two things: "timpani vs kettledrum", "difference between A and B"
    return titled(text) or not (text.endswith(".") or _asking(words))


#: "timpani vs kettledrum", "Python versus Java": two things typed either side of "vs"
_VERSUS = re.compile(r"^\W*(?:(?:the|a|an)\s+)?([\w'’.-]+(?:\s+[\w'’.-]+){0,3}?)\s+(?:vs\.?|"
                     r"versus)\s+(?:(?:the|a|an)\s+)?([\w'’.-]+(?:\s+[\w'’.-]+){0,3}?)\s*[?!]*$",
                     re.I)


_BETWEEN = re.compile(r"^\W*(?:the\s+)?(?:differences?|similarities|similarity|comparison)\s+"
                      r"(?:between|of)\s+\S.*\s(?:and|&|with)\s+\S", re.I)


def versus(text: str) -> re.Match[str] | None:
    """Two different things typed either side of "vs" ("Kramer vs. Kramer" is a film)."""
    match = _VERSUS.match(" ".join(text.split()))
    return match if match and match.group(1).lower() != match.group(2).lower() else None


#: words a title writes in lower case
_SMALL = frozenset("the a an of and or nor but in on at for to with from by as into onto "
                   "upon off over de du la le von van".split())


def titled(text: str) -> bool:
    """Whether text is written as a title or a name: every word capitalised but the small
    ones ("Trader Tom of the China Seas", "Edward Howard, 2nd Earl of Carlisle")."""
    words = re.findall(r"[^\W\d_][\w'’.-]*", text)
    content = [w for w in words if w.lower() not in _SMALL]
    return bool(content) and words[0][0].isupper() and all(w[0].isupper() for w in content)


def named_apart(name: str, shape: str) -> list[str]:
    """The subjects a name written "A and B" stands for. "&" joins two things only when
    they are compared ("Compare Python & Java"); elsewhere it is inside one name ("Why did
    Michael Moriarty leave Law & Order?", "Simon & Garfunkel"). A name ending in the kind of
    one body ("… Act", "… Company") is one, whatever it joins."""
    if ONE_BODY.search(name):
        return [name]  # "the Pure Food and Drug Act", "Procter and Gamble Company": one
    joins = r"\s+(?:and|&)\s+" if shape == "comparison" else r"\s+and\s+"
    parts = re.split(joins, name)
    first = re.sub(r"^(?i:the)\s+", "", parts[0])
    if shape == "list" and len(parts) == 2 and " " not in first and \
            len(parts[1].split()) > 1 and parts[1].split()[0] not in ("the", "The"):
        return [name]  # "the members of the Jesus and Mary Chain": one band
    return parts


def is_open(shape: str) -> bool:
    return shape in OPEN_SHAPES


def facets(question: str, names: Sequence[str] = ()) -> list[str]:
    """The parts an open question names for its subject: "his life, his work and his
    influence" → life, work, influence; "its history, economy and culture" → all three;
    "an overview of the Great Fire of London: causes, damage and rebuilding" (after a colon,
    "including", "covering", "focusing on") → causes, damage, rebuilding. None that one of
    ``names`` (the subjects) owns in its own name ("shield" of "Captain America's shield")."""
    found: list[str] = []

    def add(phrase: str) -> None:
        if phrase not in found:
            found.append(phrase)

    asked = re.match(r"\W*(?:how|why)\s+\w+\s+", question, re.I)  # "How did …", "Why was …"
    for match in _FACET.finditer(question):
        first, second = match.group(1).lower(), (match.group(2) or "").lower()
        if first in _FACET_STOP or first in _FUNCTION:
            continue
        if asked and match.start() > asked.end() and \
                match.group(0).split()[0].lower() in ("his", "her", "its", "their"):
            continue  # "How do timpani players tune their drums?": what is done, no part
            # ("How did his early career shape him?" asks of one)
        if asked and second and _OBJECT_NEXT.match(question, match.end()):
            continue  # "Why did Robert Park's student create a measure …?": the subject
            # and its verb, no part
        both = bool(second) and second not in _FUNCTION and second not in _FACET_VERBS and \
            not _VERB_AFTER.match(second)
        third = re.match(r"\s+([a-z][a-z-]+)\W*$", question[match.end():]) if both else None
        if third and (third.group(1) in _FUNCTION or third.group(1) in _FACET_VERBS or
                      _VERB_AFTER.match(third.group(1))):
            third = None  # ("… his early career begin?")
        add(f"{first} {second} {third.group(1)}" if third else  # "Reagan's major policy
            f"{first} {second}" if both else first)  # priorities", whole
        if not second or second in _FUNCTION:  # "its history, economy and culture"
            for item in _listed(question[match.end(1):]):
                add(item)
        elif both and not third:  # "Marie Curie's early life and scientific work"
            for item in _listed(question[match.start(1):]):
                add(item)
    for match in _ENUMERATION.finditer(question):
        for item in _listed(match.group(1), whole=True):
            add(item)
    for pattern, both in _PAIRED_FACETS:  # "the pros and cons of …": a section on each side
        if pattern.search(question):
            for facet in both:
                add(facet)
    if _TIMELINE_OF.search(question):  # "a timeline of Prohibition": its dated events, in order
        add("timeline")
    for aspect in (_ASPECT_OF, _PARTS_OF, _OUTCOME_OF):  # "describe the career of …", "the
        # features of", "what were the effects of …"
        if (match := aspect.search(question)) is not None:
            add(match.group(1).lower())
            for more in re.findall(rf"\b({_ANY_PART})\b",
                                   question[match.end(1):match.end()], re.I):
                add(more.lower())  # "the causes and consequences of …": both
    owned = [n for n in names if re.search(r"['’]s\s", n)]
    return [f for f in found if not any(re.search(rf"['’]s\s+{re.escape(f)}$", n, re.I)
                                        for n in owned)][:6]


#: "Describe the career of David Weissman.", "Summarize the history of …": one part asked of
#: the subject
_ASPECT_WORDS = (r"history|career|life|work|legacy|origins?|development|evolution|impact|"
                 r"influence|rules|structure|geography|economy|culture|background")
_ASPECT_OF = re.compile(r"^(?:describe|summari[sz]e|explain|outline|tell me about|give (?:me )?"
                        rf"(?:an overview|a summary) of)\s+(?:the\s+|his\s+|her\s+|its\s+)?"
                        rf"({_ASPECT_WORDS}){_joined(f'{_ASPECT_WORDS}|{_OUTCOME_WORDS}')}"
                        r"{0,3}\s+of\b", re.I)


#: "a timeline of …", "the chronology of …": the subject's dated events, oldest first
_TIMELINE_OF = re.compile(r"\b(?:timeline|chronology) of\b", re.I)
_PARTS_OF = re.compile(_PARTS, re.I)
#: "What were the effects of the Pure Food and Drug Act?", "What is the history of …?": the
#: part of the subject asked
_OUTCOME_OF = re.compile(r"^what (?:are|were|was|is) the (?:main |major |key |long-term |early )?"
                         rf"({_OUTCOME_WORDS}){_MORE_PARTS} of\b", re.I)

#: where a question lists what it wants covered: "…: causes, damage and rebuilding",
#: "… including its causes and effects"
_ENUMERATION = re.compile(r"(?::|\b(?:including|covering|focusing on|with a focus on|in terms of"
                          r"|especially))\s+([^.?!;:]+)", re.I)
_ITEM_SPLIT = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|as well as)\s+")
_OWNER = re.compile(r"^(?:(?:his|her|its|their|the|a|an)\s+)+")
_NOT_FACET = {"who", "what", "how", "why", "when", "where", "which", "each", "they", "it",
              "is", "are", "was", "were", "compare", "compared", "differ", "be", "do", "does",
              "did", "this", "that", "these", "those", "other"}


def _listed(text: str, whole: bool = False) -> list[str]:
    """The facets a list names ("causes, damage and rebuilding"): one or two lower-case words
    each, its/his/the dropped. A list with an item that is no facet ("who or what each is")
    names none when ``whole``; otherwise the list ends at its first such item (", his
    work and his influence" after "life" continues a possessive's list)."""
    text = re.split(r"[.?!;:]", text, maxsplit=1)[0]
    items = [_OWNER.sub("", part.strip().lower())
             for part in _ITEM_SPLIT.split(text.strip() if whole else text.rstrip())]
    if not whole:
        items = items[1:]  # the possessive's own facet, already taken
    out: list[str] = []
    for item in items:
        words = item.split()
        if not 0 < len(words) <= 2 or any(w in _NOT_FACET or w in _FUNCTION or
                                          not re.fullmatch(r"[a-z][a-z-]+", w) for w in words):
            if whole:
                return []
            break
        if words[0] not in _FACET_STOP:
            out.append(item)
    return out


#: a question whose subject a verb follows: "How did the Inca Empire fall"
_ASKED_BY_DOING = re.compile(r"^\W*\w+\s+(?:do|does|did|can)\b", re.I)
#: "How is champagne made …": the thing asked about, between the verb's auxiliary and the
#: verb itself
_ASKED_OF = re.compile(r"^\W*(?:how|why|what|where|when|who)\s+(?:is|are|was|were|do|does|did|"
                       r"can|has|have)\s+(?:(?:the|a|an)\s+)?(.+?)\W*$", re.I)


#: what a request asks about, whole: "tell me about the bee gees", "describe photosynthesis"
_REQUESTED = re.compile(r"^\W*(?:tell me about|describe|explain|summari[sz]e|give (?:me )?an "
                        r"overview of)\s+((?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,4})$", re.I)


def parted(shape: Shape, entities: Sequence[str]) -> bool:
    """Whether a question of ``shape`` gets a section (and a sub-question) for each question
    it joins with "and": an explanation or how-to, or an overview of one subject ("Who was
    Marie Curie and what was her legacy?"; two subjects' overview has one section each)."""
    return shape in ("explanation", "howto") or (shape == "overview" and len(entities) < 2)


def joined_parts(question: str, entities: Sequence[str]) -> tuple[str, list[str]]:
    """The subject of an open question that joins questions with "and", and those questions,
    each asked on its own ("How is champagne made and where does it come from?":
    "champagne", "How is champagne made?" and "Where does champagne come from?"); no
    questions for a question that asks one thing."""
    pieces = question_parts(question)
    if len(pieces) < 2:
        return "", []
    subject = entities[0] if entities else ""
    requested = _REQUESTED.match(pieces[0][0].rstrip("?. "))
    if not subject and requested:  # "tell me about the bee gees and how they started":
        subject = requested.group(1)  # the bee gees, though written without capitals
    elif not subject:  # "champagne" of "How is champagne made"; "perfect game in
        # baseball" of "What is a perfect game in baseball" (no verb last)
        asked = _ASKED_OF.match(pieces[0][0])
        words = asked.group(1).split() if asked else []
        verb_last = len(words) > 1 and (_ASKED_BY_DOING.match(pieces[0][0]) is not None
                                        or PARTICIPLE.match(words[-1]) is not None)
        subject = " ".join(words[:-1] if verb_last else words)
    elif re.search(rf"\bthe {re.escape(subject)}", question, re.I):  # "What replaced the
        # Roman Empire?"
        return subject, [asked for _, asked in question_parts(question, f"the {subject}")]
    return subject, [asked for _, asked in question_parts(question, subject)]


def outline(question: str, shape: Shape, subs: list[SubQuestion], entities: list[str],
            suggested: list[str] = ()) -> list[Aspect]:  # type: ignore[assignment]
    """The report's sections: one per entity of an overview or comparison (plus how they
    compare), one per facet the question names, else one per sub-question; ``suggested``
    (a model's section titles) adds aspects the rules did not find."""
    if not is_open(shape):
        return []
    main = subs[0].id if subs else 0
    by_entity = {s.question.lower(): s.id for s in subs}
    aspects: list[Aspect] = []
    named = facets(question, entities)
    if named and (joint := placed_subject(question, entities)):
        entities = [joint]  # "a timeline of Prohibition in the United States": one subject
    elif shape == "overview" and (joint := placed_subject(question, entities)):
        # "What happened to Benjamin Stone in Law & Order?": a section on the man, titled
        # as asked, not a second one on the series
        return [Aspect(title=joint, question=joint, entity=entities[0], sub_ids=[main])]
    subject = entities[0] if entities else ""
    whole = shape in ("explanation", "howto")
    # "How did the Great Fire start and what were its consequences?": a section on each
    # question asked (the facet named in one of them is not all it asks)
    asked_of, parts = joined_parts(question, entities) if parted(shape, entities) else ("", [])
    if named and subject and len(entities) < 2 and (len(parts) <= len(named) or any(
            _names_facet(p, named) and _instruction(p) for p in parts)):
        phrase = subject_phrase(question, subject)
        aspects = [Aspect(title=f.capitalize(), question=_facet_question(phrase, f),
                          entity=compound_name(phrase, subject), sub_ids=[main])
                   for f in named]
        # "… crimes and how he was caught": the question joined to the facets is a section
        aspects += [Aspect(title=_part_title(part, subject or asked_of), question=part,
                           entity=asked_of,
                           sub_ids=sorted({main, by_entity.get(part.lower(), main)}))
                    for part in parts if not _names_facet(part, named)]
    elif named and not entities and not parts:  # "What are the symptoms of tuberculosis?",
        # its subject in lower case: a section on what it asks, not "Findings"; on each part
        # it asks ("the causes and symptoms of tuberculosis")
        of = _LOWER_SUBJECT.search(question) if len(named) > 1 else None
        aspects = [Aspect(title=f.capitalize(), sub_ids=[main], question=_facet_question(
            of.group(1), f) if of else question) for f in named]
    elif parts:  # "… and why is she famous?": a section on each question asked, each a
        # facet of a subject named (one in lower case is no entity: "champagne" would
        # take the sentences naming the region, "Countess of Champagne")
        aspects = [Aspect(title=_part_title(part, subject or asked_of), question=part,
                          entity=subject and asked_of,
                          sub_ids=sorted({main, by_entity.get(part.lower(), main)}))
                   for part in parts]
    elif entities and shape in ("overview", "comparison"):
        for name in entities[:4]:
            sub = by_entity.get(name.lower(), main)
            aspects.append(Aspect(title=upper_first(name) if name.islower() else name,
                                  question=f"{name}", entity=name, sub_ids=sorted({sub, main})))
    else:
        # an explanation's section on its subject answers the question, not the name ("Why
        # did the Inca Empire fall?" is not ranked as "Inca Empire")
        names = {e.lower() for e in entities}
        if whole and sum(s.question.lower() in names for s in subs[1:]) > 1:
            # "Why did Michael Moriarty leave Law & Order?": one answer about both, not a
            # section per name, each asking the same thing (the second left empty)
            apart = [s for s in subs[1:] if s.question.lower() not in names]
            subs = [*subs[:1], *apart]
        aspects = [Aspect(title=named_whole(question, s.question) if s.question.lower() in
                          names else _title(s.question), sub_ids=[s.id],
                          question=question if whole and s.question.lower() in names
                          else s.question,
                          # "Explain the Treaty of Versailles.": what the treaty is, first
                          entity=named_whole(question, s.question)
                          if _EXPLAIN_NAME.match(question) and
                          s.question.lower() in names and len(names) == 1 else "")
                   for s in subs[1:]] or [Aspect(title=_joint_title(question, entities)
                                                 if whole else "Findings",
                                                 question=question, sub_ids=[main])]
    if named and aspects and (all(f in SIDES for f in named) or (subject and re.search(
            rf"^\W*(?:tell me about|describe|explain|summari[sz]e|give (?:me )?an overview "
            rf"of)\s+(?:the\s+)?{re.escape(subject)}\s*,?\s+and\s+(?:his|her|its|their)\b",
            question, re.I))):
        # "the pros and cons of …": what the thing is opens the report, so that no sentence
        # saying what it is stands as an advantage; "Tell me about the Volstead Act and its
        # effects" asks of the act too
        about = subject_phrase(question, subject) if subject else (
            of.group(1) if (of := _LOWER_SUBJECT.search(question)) else "")
        if about:
            aspects.insert(0, Aspect(title=upper_first(about), question=about,
                                     entity=subject and compound_name(about, subject),
                                     sub_ids=[main]))
    if shape == "comparison" or (shape == "overview" and len(entities) >= 2
                                 and re.search(r"\bcompar|\bdiffer|\bboth\b", question, re.I)):
        aspects.append(Aspect(title=COMPARING, question=question, sub_ids=[main]))
    known = {a.title.lower() for a in aspects}
    for title in suggested:
        clean = " ".join(title.split())[:80]
        if clean and clean.lower() not in known and len(aspects) < 6:
            known.add(clean.lower())
            aspects.append(Aspect(title=clean, question=f"{subject} {clean}".strip(),
                                  entity=subject, sub_ids=[main]))
    return aspects


#: a request to explain or describe a thing named, nothing more ("Explain the Treaty of
#: Versailles."): what it is opens its section
_EXPLAIN_NAME = re.compile(r"^\W*(?i:explain|describe)\s+(?:(?i:the|an?)\s+)?[A-Z][^,;:?]*\W*$")


def _joint_title(question: str, entities: Sequence[str]) -> str:
    """An explanation's one section on names its question writes as one phrase, titled by
    it ("How did the Roman conquest of Tarnland happen?": "Roman conquest of Tarnland");
    else "Findings" ("Why did Michael Moriarty leave Law & Order?")."""
    for name in entities:
        phrase = named_whole(question, name)
        if phrase != name and all(o.lower() in phrase.lower() for o in entities):
            return phrase
    return "Findings"


def placed_subject(question: str, entities: Sequence[str]) -> str:
    """Two names a question writes as one subject, the second placing the first
    ("Prohibition in the United States", "the Reformation in England"), as written; "" for
    any other pair."""
    if len(entities) != 2:
        return ""
    first, second = (re.escape(e) for e in entities)
    match = re.search(rf"\b{first}\s+in\s+(?:the\s+)?{second}\b", question)
    return match.group(0) if match else ""


def _names_facet(part: str, named: Sequence[str]) -> bool:
    """Whether a question's joined part names one of the facets it lists ("Tell me about
    Richard Kuklinski's crimes" names "crimes")."""
    return any(re.search(rf"\b{re.escape(f)}\b", part, re.I) for f in named)


def _instruction(text: str) -> bool:
    """Whether text is a request ("Tell me about …", "Describe …"), not a question."""
    words = re.findall(r"[\w'’-]+", text.lower())
    return bool(words) and words[0] in _INSTRUCTING


def _part_title(part: str, subject: str) -> str:
    """A joined part's heading: as asked, without the subject appended to a part that names
    something else ("How was the city rebuilt?", not "… rebuilt of Great Fire of London?")."""
    bare = part.rstrip("?")
    if _instruction(bare):  # "Tell me about the Great Fire of London": its subject
        return upper_first(subject) if subject else bare
    for tail in (f" of {subject}", f" of the {subject}"):
        if subject and bare.endswith(tail):
            return bare[:-len(tail)] + ("?" if part.endswith("?") else "")
    return part


#: what an open request is about, as written: "about the Virginia state park system, …"
_ABOUT = re.compile(r"\b(?:about|of|on|describe|summari[sz]e)\s+(?:the\s+)?(.+?)"
                    r"(?=['’]s\b|\s*[,:;.?]|\s+(?:including|covering|focusing|and (?:its|his|"
                    r"her|their))\b|$)", re.I)


def subject_phrase(question: str, name: str) -> str:
    """The words a request uses for its subject when they hold its name and say more ("the
    Virginia state park system" for the name "Virginia"), else the name: a facet of the
    park system is searched and ranked as the park system's, not the state's."""
    for match in _ABOUT.finditer(question):
        phrase = _FACETS_OF.sub("", match.group(1))  # not "career of David Weissman"
        words = phrase.split()
        if name and name in phrase and len(words) <= 6 and \
                not any(w.lower() in _NOT_FACET for w in words):
            return phrase
    return name


#: the parts asked before a subject's name: "the history and culture of " Japan
_ANY_PART = f"{_ASPECT_WORDS}|{_PART_NOUNS}|{_OUTCOME_WORDS}|{_SINGULAR_PARTS}"
_FACETS_OF = re.compile(rf"^(?:(?:the|his|her|its|their)\s+)?(?:{_ANY_PART})"
                        rf"{_joined(_ANY_PART)}*\s+of\s+", re.I)


def compound_name(phrase: str, name: str) -> str:
    """The whole name of a subject its question writes on in lower case: "Delano grape
    strike" for "Delano" (a page on Franklin Delano Roosevelt names "Delano", not the
    strike); ``name`` when the phrase says more than a word or two after it ("the Virginia
    state park system" is Virginia's)."""
    more = phrase[len(name):].split() if phrase.startswith(name) else []
    return phrase if 1 <= len(more) <= 2 and all(w.islower() for w in more) else name


#: the subject a question asks its parts of, at its end: "… of tuberculosis?"
_LOWER_SUBJECT = re.compile(r"\bof\s+(?:the\s+)?([\w'’ -]+?)\W*$")


def _facet_question(subject: str, facet: str) -> str:
    """What a facet's section answers: "Great Fire of London damage"; for its causes, "the
    causes of Great Fire of London" (ranked as a "why" question is: sentences that give a
    cause first)."""
    if facet in _CAUSE_FACETS:
        return f"the causes of {subject}"
    return f"{subject} {facet}"


def telling(aspect: Aspect) -> str:
    """An aspect's question as its sentences are ranked for: a facet's with the words pages
    tell it with ("Tupac Shakur life" with "born", "married": the sentence saying when he was
    born is of his life, not the films of his career)."""
    return f"{aspect.question} {facet_words(aspect)}".strip()


def facet_words(aspect: Aspect) -> str:
    """The words pages tell a facet of a subject with ("" for any other aspect), or a part
    of a joined question by its verb ("What did Sir Alex Ferguson achieve?": "won", "title"
    …)."""
    if not aspect.entity:
        return ""
    title = aspect.title.lower()
    return _FACET_WORDS.get(title) or next(
        (words for verb, words in _PART_WORDS.items() if re.search(rf"\b(?:{verb})\b", title)),
        "")


_GOOD = ("advantage advantages benefit benefits beneficial improve improved improves "
         "improvement save saves saved saving reduce reduces reduced safer efficient "
         "efficiency effective helps helped praised acclaimed acclaim successful success "
         "popular supporters support supported")
_BAD = ("disadvantage disadvantages drawback drawbacks downside downsides criticism "
        "criticized criticised critics criticize criticise risk risks harm harmful damage "
        "problem problems opposed opposition opponents controversy controversial concern "
        "concerns costly cost costs danger dangerous failed failure declined decline negative "
        "adverse worse")
#: the words a page weighs a side with ("critics", "reduces", "risk"): a side's section
#: quotes only sentences saying one, never what the thing merely is or did
_SIDE_WORDS = {
    "advantages": _GOOD, "benefits": _GOOD, "strengths": f"{_GOOD} won award awards",
    "disadvantages": _BAD, "risks": f"{_BAD} side effects", "weaknesses": _BAD,
    "arguments for": f"{_GOOD} argue argued argues favor favour",
    "arguments against": f"{_BAD} argue argued argues against"}


def side_words(aspect: Aspect) -> str:
    """The words a page weighs a side with, for a section on one ("Advantages"); "" for
    any other section."""
    return _SIDE_WORDS.get(aspect.title.lower(), "")


_CAUSE_FACETS = {"cause", "causes", "reason", "reasons"}
#: the words pages tell a facet of someone's story with ("born", "married" for a life;
#: "released", "joined" for a career), which the facet's name rarely is
_FACET_WORDS = {
    "life": "born family married died", "early life": "born childhood parents",
    "personal life": "married children family", "career": "career began joined released",
    "work": "works wrote created published conducted research experiments studies",
    "death": "died death killed",
    "influence": "influenced inspired legacy", "legacy": "legacy influenced remembered",
    "history": "founded established"}
#: the words pages tell what a joined question's part asks with, by its verb (a pattern)
_PART_WORDS = {r"achiev\w*|accomplish\w*": "won award awarded title titles record success first",
               r"known for|famous": "best known famous",
               r"stars?|starred|starring|cast": "starring stars starred cast portrayed",
               # "Where is the Church of the Gesù?": "… is located in the Piazza del Gesù"
               r"where\s+(?:is|are|was|were)\b": "located situated lies stands sits based",
               # "Where does Pterocarya grow?": "They are native to Asia"
               r"where\b.*\b(?:grow|grows|live|lives|occur|occurs|found)":
                   "native range habitat found distributed occurs grows lives"}


#: a preposition opening what follows a verb ("… develop over time", "… grow in size")
_AFTER_VERB = frozenset("over in at on during after through since with for to into from by "
                        "under across around within".split())


def named_whole(question: str, name: str) -> str:
    """A name as the question goes on writing it in lower case before its verb: "1966 FIFA
    World Cup final" of "How did the 1966 FIFA World Cup final unfold?", "Delano grape
    strike" of "Why did the Delano grape strike end?", "Gram stain" of "Explain the Gram
    stain."; else the name."""
    told = re.search(rf"^\W*(?:explain|describe)\s+(?:the\s+|an?\s+)?{re.escape(name)}"
                     rf"((?:\s+[a-z][\w-]*){{1,2}})\W*$", question, re.I)
    if told is not None:  # "Explain the Gram stain.": the Gram stain
        return f"{name}{told.group(1)}"
    named = re.escape(name)
    # "How did the Spanish conquest of the Inca Empire happen?": the verb's subject is the
    # conquest, named after the empire, not "Inca Empire happen"
    of_name = re.search(rf"^\W*(?i:how|why|when|where)\s+(?i:did|does|do)\s+(?:(?i:the)\s+)?"
                        rf"((?:[\w'’-]+\s+){{1,4}}(?:of|in|on)\s+(?:the\s+)?{named})"
                        rf"\s+[a-z][\w-]*\W*$", question)
    if of_name is not None:
        return upper_first(of_name.group(1))
    # "What is the Gram stain used for?", "How do you make a Gram stain?" (a word ending
    # the question after its verb's subject is the verb: "Why did the Inca Empire fall?")
    noun = re.search(rf"\b(?:the|an?)\s+{named}\s+([a-z][\w-]+)(?=\s+(?:used|is|are|was|"
                     rf"were|made|done)\b)|(?<!\b(?:did|was|are|has|had))(?<!\b(?:does|were|"
                     rf"have))(?<!\b(?:do|is))\s+(?:the|an?)\s+{named}\s+([a-z][\w-]+)\W*$",
                     question)
    word = noun and (noun.group(1) or noun.group(2))
    passive = bool(word) and word.endswith("ed") and re.match(
        r"^\W*(?i:how|why|when|where)\s+(?i:is|are|was|were)\b", question) is not None
    if word and word not in STOPWORDS and not passive:  # (not "How are the members of the
        # Dáil Éireann elected?": its verb)
        return f"{name} {word}"
    # (the words after the name in lower case as written: "How did Manifest destiny
    # influence US expansion?" goes on with a verb, then a name)
    match = re.search(rf"^\W*(?i:how|why|when|where)\s+(?i:did|does|do|was|is|were|are|has|"
                      rf"have|had)\s+(?:(?i:the)\s+)?(?i:{re.escape(name)})"
                      rf"((?:\s+[a-z][\w-]*){{1,2}})\s+[a-z][\w-]*\W*$", question)
    if match is None or match.group(0).rstrip("?.! ").split()[-1].lower() in _PARTICLES:
        return name  # "How did the Festival come about?": a verb and its particle
    if (_LINKING_VERBS | _ADVERBS) & set(match.group(1).lower().split()) or \
            {"and", "or"} & set(match.group(1).lower().split()) or \
            match.group(1).split()[-1].lower() in _AFTER_VERB:
        return name  # "How did Richard Kuklinski get caught?": a verb before another; "How
        # did the Seljuk Empire rise and fall?": two verbs joined; "How did the iPhone
        # develop over time?": a verb, then where or when
    return f"{name}{match.group(1)}"


#: words before a verb that say how or when it was done, no part of a name: "Why was West
#: v. Barnes never argued?"
_ADVERBS = frozenset("never not ever always also first finally eventually still often later "
                     "once again really actually initially originally suddenly".split())
_PARTICLES = frozenset("about up out off on down in over back through away around along "
                       "apart together".split())
#: verbs that come before another or an adjective ("get caught", "become famous")
_LINKING_VERBS = frozenset("get gets got become becomes became go goes went come comes came "
                           "grow grows grew turn turns turned stay stays stayed keep keeps "
                           "kept".split())


def _title(text: str) -> str:
    """A section's title from its sub-question: a short one (a name) as it is written, a
    longer one as its first content words."""
    short = text.strip().rstrip("?.").strip()
    if 0 < len(short.split()) <= 4:
        return short[0].upper() + short[1:]
    words = key_terms(text)[:6]
    return " ".join(words).capitalize() if words else text[:60]


def window_words(question: str) -> str:
    """The question's own words for its time window ("in the 1980s")."""
    for pattern in (_DECADE, _SPAN, _SINGLE):
        if (m := pattern.search(question)) is not None:
            return m.group(0)
    return "within the time asked"


_DECADE = re.compile(r"\b(?:in|during|from) the (1[0-9]|20)([0-9])0s\b", re.I)
_SPAN = re.compile(r"\b(?:between|from) (\d{4}) (?:and|to|until) (\d{4})\b", re.I)
_SINGLE = re.compile(r"\b(in|since|after|before) (\d{4})\b", re.I)


def time_window(question: str) -> tuple[int, int] | None:
    """The years a list question asks within ("in the 1980s", "between 1990 and 2000",
    "in 2005", "since 2000"), or None."""
    if (m := _DECADE.search(question)) is not None:
        start = int(m.group(1) + m.group(2) + "0")
        return (start, start + 99) if m.group(2) == "0" else (start, start + 9)  # "1800s"
    if (m := _SPAN.search(question)) is not None:
        return int(m.group(1)), int(m.group(2))
    if (m := _SINGLE.search(question)) is not None:
        word, year = m.group(1).lower(), int(m.group(2))
        return {"in": (year, year), "since": (year, 9999), "after": (year + 1, 9999),
                "before": (0, year - 1)}[word]
    return None
