"""Small text tools shared by the non-LLM implementations: terms, entities, sentences."""

from __future__ import annotations

import html
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from datetime import date
from functools import lru_cache
from typing import Literal

_TOKEN = re.compile(r"\w+", re.UNICODE)
#: capital letters a name or a sentence may start with, past A to Z: Latin's accented and
#: other capitals ("Øresund Bridge", "Émile Zola", "Łódź"), Greek and Cyrillic
UPPER = "A-Z" + "".join(ch for ch in map(chr, [*range(0xC0, 0x250), *range(0x370, 0x530)])
                        if ch.isupper() and ch not in "×÷")
#: where a sentence ends: at . ! ? or … before a capital, but not after an initial ("Ramon C.
#: Barquin", "U.S. Pharmacopeia"), a title ("Dr. No"), "No." of a rank ("No. 8 seed"), an
#: abbreviation opening a bracket or a reference work's ("(c. 2070–1600 BC)", "lit. Age of
#: Youth", "b. 1950", "(bef. 1683 – 1735)") or a lower-case one of initials ("e.g. Paris",
#: "w.e.f. 1 April 2020"). A page's reference marks after the stop go with the break
#: ("…over centuries.[7] The precise …"). The chunker splits paragraphs here too, so no
#: passage ends inside a sentence (a report quoting "The law recognized the U.S." or "The
#: precise process by" as one)
_MARK = r"\\?\[(?i:\d{1,3}|[a-z]|note \d+|nb \d+|citation needed|clarification needed)\\?\]"
#: firms whose names hold a "!" that ends no sentence: "Yum! Brands", "Yahoo! News"
FIRMS_WITH_BANG = ("Yum", "Yahoo")
_AFTER_FIRM = "|".join(rf"(?<=\b{firm})" for firm in FIRMS_WITH_BANG)
SENTENCE_END = re.compile(r"(?<!\b[A-Z]\.)(?<!\b(?:Mr|Dr|St|Jr|Sr|Ms|No|Lt)\.)(?<!\bMrs\.)"
                          # a rank or an office before a name ("Don Johnson's partner, Insp.
                          # Joe Dominguez", "Gen. Patton")
                          r"(?<!\b(?:Sgt|Col|Gen|Gov|Rev|Sen|Rep|Cpl|Maj)\.)"
                          r"(?<!\b(?:Insp|Capt|Prof|Supt)\.)"
                          r"(?<!\bBros\.)"  # a firm's "Warner Bros. Animation"
                          # a part's number ("Guardians of the Galaxy Vol. 2", "Op. 27")
                          r"(?<!\b(?:Vol|Nos)\.)(?<!\b(?:Op|Pt)\.)(?<!\bVols\.)"
                          + "".join(rf"(?<!\b{firm}!)" for firm in FIRMS_WITH_BANG) +
                          r"(?<!\([A-Z][a-z]\.)(?<!\([A-Z][a-z]{2}\.)"  # "(Ill. Wesleyan)"
                          r"(?<!\b[cbdrv]\.)(?<!\b(?:ca|fl|cf|vs)\.)(?<!\blit\.)(?<!\b(?:bef|aft)\.)"
                          r"(?<!\b[a-z]\.[a-z]\.)"  # "e.g.", "i.e.", "merged … w.e.f. 1 April"
                          rf"(?<!\bapprox\.)(?<=[.!?…])(?:[\"')\]]|{_MARK})*\s+"
                          rf"(?=[\"'(\[]?[{UPPER}0-9])"
                          # an ellipsis run into the next sentence ("… every 75–76
                          # years...Halley last appeared …"), as snippets join them (not
                          # inside a title: "Devon Ke Dev...Mahadev", ``split_at_ends``)
                          r"|(?:(?<=\w\.\.\.)|(?<=\w…))(?=[A-Z][a-z])"
                          # a full stop a page's text lost the space after ("… to
                          # 1882.The copper statue …"; not "Mrs.Smith" nor "U.S.The")
                          r"|(?:(?<=\b\d{4}\.)|(?<=[a-z]{3}\.)|(?<=\b[a-z]{2}\.))(?<!\bMrs\.)"
                          r"(?=[A-Z][a-z]{2,}\b)")
_WORD_BEFORE_ELLIPSIS = re.compile(r"(\w+)(?:\.\.\.|…)$")
#: a brand's name opening in lower case, its second letter a capital: "iHeartMedia", "eBay"
LOWER_BRAND = r"[a-z](?=[A-Z][a-z])"
# a name's word: initials ("J.J. O'Neal"; "U.S." still ends a name, as pages write "the
# U.S. Senate" and "in the U.S. The …"), an initial, or a word with a dot only inside it
# (names stop at a full stop) or an abbreviation inside a name ("Mount St. Mary's", "Martin
# Luther King Jr. Day")
_NAME_WORD = r"(?:(?!U\.[SKN]\.)(?:[A-Z]\.){2,}(?=\s+[A-Z])|[A-Z]\.(?=\s+[A-Z])|" \
    r"(?:Mr|Mrs|Ms|Dr|St|Mt|Ft|Jr|Sr)\.(?=\s+[A-Z])|" \
    rf"[{UPPER}0-9](?:[\w'’&-]|\.(?=\w)|–(?=[{UPPER}][a-z])|" \
    rf"(?:{_AFTER_FIRM})!(?=[^\S\n]+[{UPPER}]))*|" \
    rf"{LOWER_BRAND}[\w'’&-]+)"  # ("Spanish–American War"; "iHeartMedia", "eBay"; a firm's
# "!", where no sentence ends: "Yum! Brands")
# not a word hyphened on to a lower-case prefix ("pre-Columbian"), nor across a line break (a
# heading "Roy Halladay" over "Halladay, of the Phillies, …" is not "Roy Halladay Halladay")
_ENTITY = re.compile(
    rf"(?<![a-z]-)\b({_NAME_WORD}(?:[^\S\n]+(?:(?:van der|van den|von der|de la|of|"
    # ("Alexander the Great", but not "Under Sheriff Joe Arpaio the MCSO …")
    rf"the(?![^\S\n]+[A-Z]{{2,}}\b)|de|du|"
    rf"la|le|von|van|der|da|di|del|della|dos|das|bin|ibn|and|&|v\.|vs\.|v|"
    # a number in a series: "Cello Concerto No. 2", "Op. 101"
    rf"(?:No|Nos|Op|Vol)\.(?=[^\S\n]+\d))"  # a case at
    # law: "Rostker v. Goldberg"; a name's particle: "Leonardo da Vinci", "Ginevra d'Este"
    rf"[^\S\n]+)?(?:d['’](?=[{UPPER}]))?{_NAME_WORD})*)")
STOPWORDS = frozenset((
    "a an and are as at be by for from has have he her his in is it its of on or she that the "
    "their they this to was were which who whom with what when where why how did does do "
    "there than then these those been being into about also not no but if so can could would "
    "should will shall may might must any all some such each other more most own same very "
    "just one ones whose whether between during before after above below both either neither "
    "many much until since while your you we our us i me my him them "
    # negated auxiliaries, as written with or without the apostrophe ("don't", "dont")
    "dont doesnt didnt isnt arent wasnt werent hasnt havent hadnt cant couldnt wont wouldnt "
    "shouldnt mustnt "
    # question words run into their verb without the apostrophe ("whats the name of …")
    "whats whos wheres whens hows whys"
).split())
_NEGATION = re.compile(r"(?<=\w)n['’]t\b")
QUESTION_WORDS = frozenset("who whom whose what which when where why how".split())
_ENTITY_SKIP = frozenset({"The", "This", "That", "These", "Those", "It", "In", "On", "At", "A",
                          "An", "He", "She", "They", "His", "Her", "Its", "Their", "After",
                          "Before", "When", "Which", "Who", "What", "Where", "How", "Why",
                          "Is", "Are", "Was", "Were", "Did", "Does", "Do", "And", "But", "Of",
                          # words that open a sentence, not a name
                          "Since", "However", "Although", "Though", "While", "During",
                          "Following", "According", "Despite", "Unlike", "As", "For", "From",
                          "With", "By", "To", "Today", "Also", "Many", "Most", "Some",
                          "Several", "Both", "Each", "There", "Here", "If", "Because", "Until",
                          "Over", "Under", "Around", "Nearly", "Almost", "Throughout", "Among",
                          "Between", "Within", "Without", "Upon", "Through",
                          "Then", "Thus", "Later", "Meanwhile", "Currently", "We", "You",
                          "Our", "Your", "My", "I", "Has", "Have", "Had", "Other", "Another",
                          "Such", "Every",
                          # adverbs that open a sentence ("Normally A precedes P")
                          "Normally", "Usually", "Generally", "Typically", "Eventually",
                          "Finally", "Originally", "Initially", "Recently", "Subsequently",
                          "Additionally", "Similarly", "Consequently", "Specifically",
                          "Unfortunately", "Ultimately", "Previously", "Formerly",
                          "Nevertheless", "Therefore", "Moreover", "Furthermore", "Instead",
                          "Sometimes", "Often", "Afterwards", "Shortly", "Notably",
                          # participles that open a sentence ("Supporting Twain on the tour
                          # was …", "Visiting Europe, …")
                          "Supporting", "Visiting", "Featuring", "Including", "Joining",
                          "Replacing", "Representing", "Accompanying", "Defeating",
                          "Succeeding", "Leaving", "Returning", "Regarding", "Concerning",
                          "Excluding", "Citing", "Describing", "Facing"})
#: nationality and origin adjectives: what a person or a place is described by, never who
#: or where they are
DEMONYMS = frozenset((
    "African Albanian American Arab Arabic Argentine Argentinian Armenian Asian Australian "
    "Austrian Bangladeshi Belgian Bosnian Brazilian British Bulgarian Canadian Chilean Chinese "
    "Colombian Croatian Cuban Czech Danish Dutch Egyptian English Estonian Ethiopian European "
    "Filipino Finnish French Georgian German Ghanaian Greek Hispanic Hungarian Icelandic Indian "
    "Indonesian Iranian Iraqi Irish Israeli Italian Jamaican Japanese Kenyan Korean Latvian "
    "Lebanese Lithuanian Malaysian Mexican Nepalese Nigerian Norwegian Ottoman Pakistani "
    "Persian Peruvian Polish Portuguese Prussian Romanian Russian Saudi Scandinavian "
    "Scottish Serbian "
    "Singaporean Slovak Slovenian Soviet Spanish Swedish Swiss Syrian Thai Turkish Ukrainian "
    "Venezuelan Vietnamese Welsh").split())

#: the words that name a part of a place ("North Africa", "Southern Europe")
COMPASS = frozenset("North South East West Northern Southern Eastern Western Central".split())

#: the states of the United States, lower case
US_STATES = frozenset((
    "alabama,alaska,arizona,arkansas,california,colorado,connecticut,delaware,florida,"
    "georgia,hawaii,idaho,illinois,indiana,iowa,kansas,kentucky,louisiana,maine,maryland,"
    "massachusetts,michigan,minnesota,mississippi,missouri,montana,nebraska,nevada,"
    "new hampshire,new jersey,new mexico,new york,north carolina,north dakota,ohio,oklahoma,"
    "oregon,pennsylvania,rhode island,south carolina,south dakota,tennessee,texas,utah,"
    "vermont,virginia,washington,west virginia,wisconsin,wyoming").split(","))
#: places a question may ask "in" without capitals ("the speaker of the house in california"):
#: the states of the United States and the countries of the world, lower case
PLACES = US_STATES | frozenset(p.strip() for p in (
    "afghanistan,albania,algeria,angola,argentina,armenia,australia,austria,azerbaijan,"
    "bahamas,bahrain,bangladesh,barbados,belarus,belgium,belize,benin,bhutan,bolivia,"
    "bosnia,botswana,brazil,brunei,bulgaria,burkina faso,burma,burundi,cambodia,cameroon,"
    "canada,chad,chile,china,colombia,congo,costa rica,croatia,cuba,cyprus,czech republic,"
    "denmark,djibouti,dominican republic,ecuador,egypt,el salvador,england,eritrea,estonia,"
    "ethiopia,fiji,finland,france,gabon,gambia,germany,ghana,greece,guatemala,guinea,guyana,"
    "haiti,honduras,hong kong,hungary,iceland,india,indonesia,iran,iraq,ireland,israel,italy,"
    "jamaica,japan,jordan,kazakhstan,kenya,korea,south korea,north korea,kosovo,kuwait,"
    "kyrgyzstan,laos,latvia,lebanon,lesotho,liberia,libya,lithuania,luxembourg,madagascar,"
    "malawi,malaysia,maldives,mali,malta,mauritania,mauritius,mexico,moldova,monaco,"
    "mongolia,montenegro,morocco,mozambique,myanmar,namibia,nepal,netherlands,new zealand,"
    "nicaragua,niger,nigeria,norway,oman,pakistan,panama,papua new guinea,paraguay,peru,"
    "philippines,poland,portugal,qatar,romania,russia,rwanda,saudi arabia,scotland,senegal,"
    "serbia,sierra leone,singapore,slovakia,slovenia,somalia,south africa,south sudan,spain,"
    "sri lanka,sudan,suriname,sweden,switzerland,syria,taiwan,tajikistan,tanzania,thailand,"
    "togo,trinidad and tobago,tunisia,turkey,turkmenistan,uganda,ukraine,"
    "united arab emirates,united kingdom,united states,uruguay,uzbekistan,venezuela,vietnam,"
    "wales,yemen,zambia,zimbabwe,"
    # the small states and the rest of the world's sovereign ones
    "andorra,liechtenstein,san marino,vatican city,north macedonia,macedonia,cape verde,"
    "comoros,equatorial guinea,eswatini,swaziland,ivory coast,central african republic,"
    "east timor,timor-leste,kiribati,tuvalu,nauru,palau,vanuatu,solomon islands,"
    "marshall islands,micronesia,samoa,tonga,seychelles,sao tome and principe,"
    "antigua and barbuda,saint lucia,grenada,dominica,saint kitts and nevis,"
    "saint vincent and the grenadines,"
    # states of the past, which histories and records name ("contested by England and West
    # Germany")
    "west germany,east germany,soviet union,yugoslavia,czechoslovakia,prussia,"
    "ottoman empire,austria-hungary,zaire,ceylon,rhodesia,persia,siam,northern ireland"
    ).split(","))


MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|" \
    r"November|December)"
_FULL_DATE = re.compile(rf"\b(?:({MONTH})\s+(\d{{1,2}}),?\s+(\d{{4}})|(\d{{1,2}})\s+({MONTH})"
                        rf"\s+(\d{{4}}))\b", re.I)
_MONTHS = ("january february march april may june july august september october november "
           "december").split()


def full_day(text: str) -> date | None:
    """The first day ``text`` writes in full ("January 8, 1935", "8 January 1935"); None
    for a year alone."""
    match = _FULL_DATE.search(text)
    if match is None:
        return None
    month, day, year = (match.group(1), match.group(2), match.group(3)) if match.group(1) \
        else (match.group(5), match.group(4), match.group(6))
    try:
        return date(int(year), _MONTHS.index(month.lower()) + 1, int(day))
    except ValueError:  # "February 30"
        return None


#: words of a name that say when or how many ("August 15", "1934 and 1937", "2 1975",
#: "Between 1962 and 1969")
_WHEN_WORDS = re.compile(rf"(?:\d[\d,.]*|and|or|to|of|between|from|since|until|{MONTH})",
                         re.I)


#: a part of an event or a run, capitalised but no name ("Third Round", "Second Half")
ORDINAL_PART = re.compile(r"(?:First|Second|Third|Fourth|Fifth|Sixth|Final|Last|Next) (?:Round|"
                          r"Stage|Half|Quarter|Period|Place|Season|Series|Game|Leg|Day|Week)")


#: a possessive ending ("ZZ Top's", "the Beatles'"): the name is its owner's
POSSESSIVE = re.compile(r"[’']s?$")


def possessive(name: str) -> str:
    """A name's possessive: "Chicago blues'", "Foo Fighters'", "the United States'" when its
    last word is a plural's (in lower case, or ending a longer name in "s"); "James's",
    "Texas's", "ZZ Top's" otherwise."""
    words = name.split()
    last = words[-1] if words else ""
    plural = last.endswith("s") and not last.endswith(("ss", "us", "is")) and \
        (last.islower() or len(words) > 1)
    return f"{name}'" if plural else f"{name}'s"


#: the last word of a name that is one thing however many words it joins with "and" ("the
#: Pure Food and Drug Act", "Food Safety and Inspection Service")
ONE_BODY = re.compile(r"\b(?:Act|Amendment|Bill|Treaty|Company|Corporation|Church|Party|Society|"
                      r"Association|Bank|Museum|University|College|Institute|Foundation|"
                      r"Agency|Department|Administration|Commission|Council|Committee|"
                      r"Ministry|Service)$")


def people_named(name: str) -> list[str]:
    """"Gerry Rafferty and Joe Egan" names two people; "The Jesus and Mary Chain" and
    "Simon and Garfunkel" one band each (a part of one word is no name of its own), and
    "Benjamin Stone (Law & Order)" one character (no split inside brackets)."""
    if ONE_BODY.search(name):
        return [name]
    parts = re.split(r"\s+(?:and|&)\s+", name)
    return parts if all(len(p.split()) >= 2 and p.count("(") == p.count(")")
                        for p in parts) else [name]


def spelled_out(short: str, text: str) -> str:
    """What ``text`` writes a word of initials as ("Major League Baseball" for "MLB",
    "National Basketball Association" for "NBA"), capitalised words; "" if it does not."""
    if not (short.isupper() and short.isalpha() and 2 <= len(short) <= 6):
        return ""
    capitals = r"\s+".join(rf"{letter}[\w'’-]*" for letter in short)
    found = re.search(rf"(?<![\w'’-]){capitals}(?![\w'’-])", text)
    return found.group(0) if found else ""


def written_in_full(name: str, text: str) -> str:
    """``name`` with its words of initials as ``text`` writes them out ("Major League
    Baseball All-Star Game" for "MLB All-Star Game" on that game's page); "" when none
    is."""
    words = name.split()
    full = [spelled_out(w, text) or w for w in words]
    return " ".join(full) if full != words else ""


def is_date_or_count(name: str) -> bool:
    """Whether a capitalised span only says when, how many or which part ("August 15",
    "Third Round"): no page is about it."""
    return all(_WHEN_WORDS.fullmatch(w) for w in name.split()) or \
        ORDINAL_PART.fullmatch(name) is not None


#: the United States as written in capitals: lower-cased, "US" would be the stopword "us"
_US = re.compile(r"\b(?:U\.S\.(?:A\.)?|USA|US)(?![\w.])")


def upper_first(text: str) -> str:
    """``text`` with its first letter a capital ("when was ali daei born" → "When …")."""
    return text[:1].upper() + text[1:]


def unaccented(text: str) -> str:
    """``text`` with its letters' accents dropped, as a question typed without them writes
    it ("Akinoshu" for "Akinoshū")."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(ch))


def tokenize(text: str) -> list[str]:
    """Lower-case word tokens without stopwords or accents ("don't" is one word: "dont";
    "US" and "U.S." are the United States, not "us"; "Żurrieq" is "zurrieq", as typed)."""
    if "US" in text or "U.S" in text:
        text = _US.sub(" United States ", text)
    low = (text if text.isascii() else unaccented(text)).lower()  # ("zurrieq" is Żurrieq)
    if "n'" in low or "n’" in low:
        low = _NEGATION.sub("nt", low)
    return [t for t in _TOKEN.findall(low) if t not in STOPWORDS]


#: kin: a person's relatives often share a name with them (Kim Jong-chul's wife, Kim Jong-suk)
KINSHIP = frozenset((
    "spouse husband wife father mother parent son daughter child children brother sister "
    "sibling grandfather grandmother grandson granddaughter uncle aunt nephew niece "
    "cousin").split())
#: words that say how a question relates its things, not which thing it is about: that no
#: page writes "wrote", "go" or "first" is no gap in what a run found ("Who wrote …?" is
#: answered by "… is a song by …")
_RELATION_WORDS = KINSHIP | frozenset((
    "go goes went gone take took taken use used make made come came end ended get gets got "
    "gotten stop stopped start started begin began begun base based play plays played sing "
    "sings sang sung write writes wrote written win wins won die died know known call called "
    "become became run ran put keep kept give gave given say said see saw seen find found "
    "live lived work worked lead led show showed shown set hold held bring brought leave left "
    "turn turned move moved pay paid meet met include included happen happened appear appeared "
    "serve served produce produced release released establish established form formed create "
    "created build built conduct conducted act acted inspire inspired pick picked beat beaten "
    "host hosted buy bought sell sold own owns owned stand stood mean meant name named locate "
    "located occur occurred sign signed pass passed fire fired eliminate eliminated ratify "
    "ratified discover discovered invent invented introduce introduced design designed develop "
    "developed open opened close closed air aired premiere premiered debut debuted "
    # how often, which a page says by a count ("score twice": "two goals")
    "once twice thrice "
    "finish finished complete completed achieve achieved accomplish accomplished "
    "do does did done doing like "
    "contribute contributed join joined joins enter entered involve involved had having "
    # a marriage a page tells as "by marriage to", "his wife"
    "marry married marries wed wedded merge merged "
    # what a page tells without naming: "What is the plot of …?"
    "plot plots storyline synopsis "
    "first last latest recent present current new next ever still now today long under over "
    "place kind type part role arise arose arisen cause causes caused "
    "conquer conquered invade invaded defeat defeated capture captured destroy destroyed "
    "attack attacked fall fell fallen collapse collapsed lose lost survive survived "
    # how an explanation asks: "How did the final unfold?" (pages tell it, not say it)
    "unfold unfolded unfolds evolve evolved evolves function functioned functions operate "
    "operated operates proceed proceeded progress progressed emerge emerged spread spreads "
    # what a question asks the kind of: "what was the score?" is answered "1–0", "what year
    # was he born?" "(born 1956)"
    "score year years date month "
    # who a count counts, which pages say by the kind of people: "how many people does the
    # stadium hold?" is answered "holds 11,815 spectators"
    "people persons "
    # comparing: "Is A bigger than B?" is answered by sizes, "the largest of …"
    "bigger larger smaller older younger taller shorter longer higher lower deeper faster "
    "slower heavier lighter better worse greater fewer more less "
    # belonging (and kinship): pages state them as "married", "his son", "born in"
    "nationality citizenship birthplace "
    # how a request asks, not what it asks about: "the main events of her reign", "a short
    # summary of …", "I'm writing an essay on …" (no page need say "events" or "essay")
    "main key major important notable short brief quick detailed summary overview essay "
    "writing paper report project event events career life facts information details "
    "timeline chronology pros cons advantages disadvantages strengths weaknesses drawbacks "
    "downsides "
    # how two things are tied: "How does the Volstead Act relate to the Eighteenth
    # Amendment?" (a page says what the act enforced, not that it relates)
    "relate relates related connect connects connected connection "
    "aspects old age aged "
    # how a question judges what it asks about: "a useful staining method", "the famous
    # speech" (a page says what the method does, not that it is useful)
    "useful famous famously popular successful significant effective renowned notorious "
    "prominent").split())


_ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
             "twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth "
             "nineteenth twentieth").split()
_ORDINAL_WORD = re.compile(rf"(?<![\w-])({'|'.join(_ORDINALS)})\b")


#: the noun of an act a page tells by its verb's form alone ("born" tells a birth name)
_NOUN_OF = {"born": "birth", "died": "death", "married": "marriage"}


def written_forms(text: str) -> set[str]:
    """The stems of a text's words, with the other ways a question may write them: a
    hyphened word joined ("Spider-Man" → "spiderman"), an ordinal word as a number
    ("Thirteenth" → "13th"), an act's noun as its verb ("negotiations" → "negotiated") and
    a participle as its noun ("born" → "birth")."""
    words = tokenize(text)
    forms = {stem(w) for w in words}
    forms.update(v for w in words if w.removesuffix("s").endswith(_NOUN_ENDINGS)
                 for v in _verbs_of(w.removesuffix("s")))
    forms.update(stem(_NOUN_OF[w]) for w in words if w in _NOUN_OF)  # "born": a birth told
    forms.update(stem(a + b) for a, b in re.findall(r"(\w+)-(\w+)", text.lower()))
    forms.update(_ordinal(_ORDINALS.index(w) + 1) for w in _ORDINAL_WORD.findall(text.lower()))
    return forms


#: a question's own numbering ("4. which latitudes …"): no number it asks about
_ENUMERATED = re.compile(r"^\s*\d{1,2}[.)]\s+")


YEAR_LIKE = re.compile(r"1[5-9]\d\d|20\d\d")
NUMBER_REACH = 2  # words from a number to the noun it numbers ("1996 Summer Olympics")


def _numbers_at(text: str) -> list[tuple[int, str, list[str]]]:
    """Each number or ordinal of ``text`` ("6th" and "sixth" as "6") with its place among
    the text's words (stopwords too: "Big Brother in a 5–4 vote" does not number Big
    Brother) and those words, stemmed."""
    words = [stem(w) for w in _TOKEN.findall(_ENUMERATED.sub("", text).lower())]
    out = []
    for i, word in enumerate(words):
        if word in _ORDINALS and word != "first":
            out.append((i, str(_ORDINALS.index(word) + 1), words))
        elif any(ch.isdigit() for ch in word):  # "6th" is "6": "the sixth season", "season 6"
            out.append((i, re.sub(r"^(\d+)(?:st|nd|rd|th)$", r"\1", word), words))
    return out


def numbered(text: str) -> set[str]:
    """The numbers and ordinals a text names its subject by ("the 13th amendment", "season
    6", "the 2000 olympics"), each as a number ("Thirteenth", "13th" → "13"; "the first …"
    asks for the earliest and names nothing): a passage without one of them is about
    another of the kind (the Fifteenth Amendment, season 13)."""
    return {n for _, n, _ in _numbers_at(text)}


def renumbered(question: str, text: str, *, named: bool = False) -> bool:
    """Whether a text (a page's title, a sentence) numbers what the question numbers, but
    otherwise: "Fifteenth Amendment to the United States Constitution" for "the 13th
    amendment", "… of the eleventh season of … Grey's Anatomy" for "season 6", "1996 Summer
    Olympics" for "the 2000 olympics". It is about another of the kind. With ``named``,
    only a number of a name the question writes in capitals counts ("the 2006 FIFA World
    Cup Final", not "the 1956 film")."""
    # a year numbers the noun after it ("the 2000 olympics"); after a noun it says when
    # ("the highest paid player 2017"); another number numbers its neighbours, or the name
    # it ends ("Summit Air Flight 409 crash": the flight, not the crash)
    capital = [w[:1].isupper() for w in _TOKEN.findall(_ENUMERATED.sub("", question))]
    asked = {(n, words[j]) for i, n, words in _numbers_at(question)
             for j in ((i + 1,) if YEAR_LIKE.fullmatch(n) else
                       (i - 1,) if 0 < i <= len(capital) and capital[i - 1] else (i - 1, i + 1))
             if 0 <= j < len(words) and not words[j][:1].isdigit() and
             words[j] not in STOPWORDS and (not named or capital[j])}
    if not asked:
        return False
    near: dict[str, set[str]] = {}  # a title's noun → the numbers beside it
    for i, n, words in _numbers_at(text):
        for j in range(i - NUMBER_REACH, i + NUMBER_REACH + 1):
            if 0 <= j < len(words) and j != i:
                near.setdefault(words[j], set()).add(n)
    numbers: dict[str, set[str]] = {}  # the asked noun → its numbers ("the 8th Earl … and
    for n, noun in asked:  # the 7th Earl …": a page of either is numbered as asked)
        numbers.setdefault(noun, set()).add(n)
    return any(noun in near and not near[noun] & ns for noun, ns in numbers.items())


#: a noun made of a verb: a page on "enforcement" or "the election" mentions "enforced",
#: "elected" (as the stems of the verb: "enforc", "elect", "implement", "develop")
_NOUN_ENDINGS = ("ment", "ation", "ion")


def _verbs_of(noun: str) -> set[str]:
    """The stems of the verb a noun of an act may be made from: "formation" of "formed",
    "negotiation" of "negotiated" (its "-ate" put back)."""
    for ending in _NOUN_ENDINGS:
        if noun.endswith(ending) and len(noun) - len(ending) >= 4:
            verb = noun[: -len(ending)]
            made = {stem(verb + ("d" if verb.endswith("e") else "ed"))}
            return made | {stem(f"{verb}ated")} if ending == "ation" else made
    return set()


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def names_a_thing(term: str) -> bool:
    """Whether a question's term names something a source could be missing (a name, a noun,
    a number), rather than saying how the question relates things ("wrote", "go", "first")."""
    low = term.lower()
    return low not in _RELATION_WORDS and stem(low) not in _RELATION_WORDS


def unmentioned(missing: Sequence[str]) -> list[str]:
    """Of a question's terms no page read mentions, those naming a thing ("toronto",
    "heartbeat"; not "host", "wrote"): what a run could not find, to search for and report."""
    return [term for term in missing if names_a_thing(term)]


#: "what kind of car …": the kind asked is the noun after it; "kind" is no word to find; nor
#: is a measure's "how big …" (a page says "covers 8 hectares", not that it is big)
#: (nor is a degree's: "how similar are …" is told by "mutual intelligibility is very high")
DEGREES = ("similar|different|alike|related|important|significant|influential|effective|"
           "successful|popular|common|widespread|safe|dangerous|reliable|accurate|useful|"
           "harmful|toxic|rare")
_ASKING_WORDS = re.compile(r"\b(what|which)\s+(?:kinds?|types?|sorts?)\s+of\b|"
                           rf"\b(how)\s+(?:big|large|tall|high|wide|deep|far|heavy|{DEGREES})\b",
                           re.I)


def key_terms(text: str, limit: int = 12) -> list[str]:
    """Distinct content words of ``text`` in order of first appearance."""
    seen: list[str] = []
    for token in tokenize(_ASKING_WORDS.sub(lambda m: m.group(1) or m.group(2), text)):
        if token not in seen and token not in QUESTION_WORDS and len(token) > 1:
            seen.append(token)
    return seen[:limit]


#: a page's own reference marks ("…in 2020,[8][9]", "[citation needed]", a mark cut off at a
#: passage's end, an editor's "[See … for a more extensive listing.]"): quoted with them, a
#: sentence would seem to cite the report's sources (as a page's text is stored: Markdown,
#: the brackets escaped)
_REFERENCE_MARK = re.compile(rf"{_MARK}|\\?\[\s*$|\\?\[(?:see|cf\.)\s[^\]]{{0,200}}?\\?\]", re.I)


#: what a page's audio link leaves in its text: "(Persian: About this soundعلی دایی
#: (help·info) …", "Kraków ⓘ"
_AUDIO_LINK = re.compile(r"\bAbout this sound\s*|\s*\(help\s*·\s*info\)|\s*ⓘ")


def passage_sentences(text: str) -> list[str]:
    """The sentences of a page's passage, without its reference marks nor what its audio
    links leave."""
    return sentences(_AUDIO_LINK.sub("", _REFERENCE_MARK.sub("", text)))


#: a word run into the next at a seam of case ("PresentsGunsmoke", "MasonPeter")
_SEAM = re.compile(r"[a-z]{2}[A-Z][a-z]")
RUN_TOGETHER_SEAMS = 3  # such seams, at least, in a sentence of a table's cells run together


def run_together(sentence: str) -> bool:
    """Whether a sentence is a table's or a list's cells run together by a page's text,
    their breaks lost: "Alfred Hitchcock PresentsGunsmoke The Rifleman Perry MasonPeter
    GunnPlayhouse 90 …". A name or two written with a capital inside ("MacArthur",
    "YouTube") are words."""
    return len(_SEAM.findall(sentence)) >= RUN_TOGETHER_SEAMS


#: "I" as someone speaks of themself: opening a sentence or a clause, a verb after it ("I saw
#: the Statue of Liberty.", "And I said to myself …"); not a numeral ("World War I was …")
_FIRST_PERSON = re.compile(r"(?:^|[.!?;:]\s+|\b(?i:and|but|so|then|when|as|that|because|if|"
                           r"where|while)\s+)[\"“‘']?I\s+(?:[a-z]|'m\b|’m\b)")


def in_first_person(sentence: str) -> bool:
    """Whether a sentence is someone's own words, quoted without saying whose: it says "I"
    outside a quotation ("I saw the Statue of Liberty. And I said to myself, …", an
    immigrant's words on the statue's page). A report states what pages say of things, not
    what an unnamed speaker says; a quotation inside a sentence naming its speaker ("He
    said, "I will return"") is that sentence's."""
    bare = re.sub(r"[\"“][^\"”]*[\"”]", " ", sentence)
    return _FIRST_PERSON.search(bare) is not None or _MY.search(bare) is not None


_MY = re.compile(r"\b(?:my|myself)\b")  # "And always that statue was on my mind."


def unquotable(sentence: str) -> bool:
    """Whether a sentence is nothing a report may quote as a page's statement: a table's
    cells run together, someone's unattributed words, a quotation's end, or a sentence
    leading elsewhere."""
    return run_together(sentence) or in_first_person(sentence) or \
        quotation_tail(sentence) or leads_elsewhere(sentence)


def leads_elsewhere(sentence: str) -> bool:
    """Whether a sentence is no statement of its own: one leading into a list or table the
    passage does not hold ("Changes to the index since 1991 are as follows:"), or the rest
    of an aside cut at an abbreviation inside it ("1–27), the second part (ll.", of "(ll.
    1–27)"), which closes a bracket before it opens any."""
    text = sentence.rstrip()
    return text.endswith(":") or re.match(r"^[^(]*\)", text) is not None


def quotation_tail(sentence: str) -> bool:
    """Whether a sentence is the end of a quotation opened in one before it, its speaker
    unsaid: it closes a quotation mark it never opens ("These guys are really the ones who
    have been intimidating Axel and Oscar."")."""
    text = sentence.rstrip()
    return (text.count('"') % 2 == 1 and text.endswith('"')) or \
        ("”" in text and text.count("”") > text.count("“") and text.endswith("”"))


def is_prose(sentence: str) -> bool:
    """Whether a sentence reads as a statement, not a table's row or a heading ("2016 March
    13 November 6", "Season 4. Episode 22."): two lower-case words at least, in a script
    that has cases (any sentence in one that has none). A long run of names and figures
    with no verb to state anything is a table's or an infobox's cells run together ("2017
    -- 18 NBA season League National Basketball Association Sport Basketball Duration
    October 17, 2017 …"), however many lower-case labels it holds."""
    cased = [w for w in re.findall(r"[^\W\d_]+", sentence) if w.lower() != w.upper()]
    if not cased:
        return True
    lower = sum(1 for w in cased if w.islower() and len(w) > 1)
    if _RUN_IN_HEADING.match(sentence) and not _STATING.search(sentence):
        return False  # a heading run into a table's row: "Game records- Most points – 8, …"
    if len(sentence.split()) >= CELLS_WORDS and (
            (lower < CELLS_LOWER * len(cased) and not _STATING.search(sentence)) or
            len(_FIGURE_CELL.findall(sentence)) >= FIGURE_CELLS):
        return False
    if len(set(_CELL_LABEL.findall(sentence))) >= CELL_LABELS:
        return False  # "… Fate Dissolved, after being mostly nationalised in 1858 Founded 31
        # December 1600 Founders John Watts, George White Defunct 1 June 1874 Headquarters …"
    return lower >= 2


#: an infobox's labels, capitalised inside a run of its cells
_CELL_LABEL = re.compile(r"(?<=\S )(Founded|Founders?|Defunct|Headquarters|Fate|Former type|"
                         r"Type|Industry|Key people|Products|Revenue|Website|Born|Died|Spouse|"
                         r"Spouses|Children|Parents|Occupation|Years active|Genres?|Labels?|"
                         r"Instruments|Associated acts|Nationality|Alma mater|Residence|"
                         r"Area|Population|Established|Owner|Owners|Location|Coordinates|"
                         r"Capacity|Opened|Architect|Preceded by|Succeeded by)\b")
CELL_LABELS = 3  # distinct labels, at least, in a run of an infobox's cells


CELLS_WORDS = 40  # words, at least, of a run of table cells read as one sentence
#: a heading whose dash is glued to it, then the row it heads: "Game records- Most points"
_RUN_IN_HEADING = re.compile(r"^[A-Z][a-z]+(?:\s+[a-z]+){0,4}-\s+[A-Z]")
CELLS_LOWER = 0.4  # share of its cased words, at most, in lower case
#: a figure in brackets, a statistics table's cell: "Games played 43 (38 Premier League) (2
#: FA Cup) …", "Goal difference + 34 (+ 32 Premier League)"
_FIGURE_CELL = re.compile(r"\(\s*[+\-–]?\s*\d")
FIGURE_CELLS = 8  # bracketed figures, at least, in a long run read as a table's cells
#: a verb that states something: an auxiliary, a past tense, or how a list is given ("The
#: film stars …", "Notable cases include …")
_STATING = re.compile(r"\b(?:is|was|are|were|be|been|has|have|had|will|would|can|could|"
                      r"did|does|do|may|might|should|must|[a-z]{3,}ed|used|includ(?:e|es|ing)|stars?|"
                      r"starring|features?|featuring|compris(?:e|es|ing)|consists?|"
                      r"contains?)\b")


#: a page's note on where to go instead, not a statement of it (Wikipedia's hatnotes)
_HATNOTE = re.compile(r"^\W*(?:For\s+.{1,120}?,\s+see\b|This (?:article|page|section|list) is "
                      r"about\b|Not to be confused with\b|(?:Main articles?|See also|Further "
                      r"information|Further reading)\s*:|.{1,80}?\s+redirects here\b)", re.I)


def is_hatnote(sentence: str) -> bool:
    """Whether a sentence only points the reader elsewhere ("For the Nobel Prize–winning
    author, see Halldór Laxness", "Not to be confused with …", "Main article: …")."""
    return _HATNOTE.match(sentence) is not None


QUOTED_SENTENCES = 5  # sentences, at most, a quotation of several may run to
QUOTED_CHARS = 320  # characters, at most, of a quotation's sentences joined
_MARKS = re.compile(_MARK)


def split_at_ends(text: str, quotations: bool = True) -> list[str]:
    """``text`` cut into sentences, each keeping the quote or bracket that closes it (“… a
    bridge.” keeps its ”), reference marks after a stop dropped, and (with ``quotations``)
    a quotation of several sentences kept in the one that opens it (“… writing for the
    Stones. It gave us a level of confidence.” is one). A quote left open for more than
    ``QUOTED_SENTENCES`` sentences is a stray mark, not a quotation, and one longer than
    ``QUOTED_CHARS`` too long to quote as one sentence: those sentences stand apart."""
    pieces: list[str] = []
    start = 0
    for end in SENTENCE_END.finditer(text):
        if not end.group() and (before := _WORD_BEFORE_ELLIPSIS.search(
                text, max(0, end.start() - 80), end.start())) and before.group(1)[0].isupper():
            continue  # an ellipsis inside a name ("Devon Ke Dev...Mahadev") ends nothing
        pieces.append(text[start:end.start()] + _MARKS.sub("", end.group()).strip())
        start = end.end()
    pieces.append(text[start:])
    pieces = [p.strip() for p in pieces if p.strip()]
    for i in range(len(pieces) - 1, 0, -1):  # a title's "!" or "?" before a number or a
        if pieces[i - 1][-1] in "!?" and pieces[i][0] in "(0123456789":  # bracket: "Hello,
            pieces[i - 1: i + 1] = [f"{pieces[i - 1]} {pieces[i]}"]  # My Twenties! 2 is …"
        elif pieces[i - 1].endswith(".)") and (pieces[i][0].isdigit() or
                                               pieces[i][0].islower()):  # an abbreviation
            # closing a bracket: "98 U.S. (8 Otto.) 145 (1878), was …"
            pieces[i - 1: i + 1] = [f"{pieces[i - 1]} {pieces[i]}"]
        elif re.search(r"\b[A-Z][a-z]{1,3}\.$", pieces[i - 1]) and \
                re.match(r"[A-Z]{1,6}[a-z]?[/:]\d", pieces[i]):  # a catalogue's abbreviation
            # before its number: "Hob. VIIb/2", "Hob. XVI:52"
            pieces[i - 1: i + 1] = [f"{pieces[i - 1]} {pieces[i]}"]
        elif pieces[i - 1].count("(") > pieces[i - 1].count(")") and \
                re.match(r"[^.!?]{1,60}?\)", pieces[i]) and \
                re.search(r"\b[A-Za-z][a-z]{1,4}\.$", pieces[i - 1]):  # an abbreviation
            # inside a bracket: "The Cheakamus River (pron. CHEEK-a-mus) is …", "(Prince
            # Steam Shipping Company Ltd. (Prince Line))"
            pieces[i - 1: i + 1] = [f"{pieces[i - 1]} {pieces[i]}"]
        elif _TITLE_EXCLAIMED.fullmatch(pieces[i - 1]):  # a short title's "!" opening a
            pieces[i - 1: i + 1] = [f"{pieces[i - 1]} {pieces[i]}"]  # name: "The Up! Tour
            # was …", "Mamma Mia! Here We Go Again is …"
    if not quotations:
        return pieces
    out: list[str] = []
    i = 0
    while i < len(pieces):
        j, joined = i + 1, pieces[i]
        while opens_quote(joined) and j < len(pieces) and j - i < QUOTED_SENTENCES:
            joined = f"{joined} {pieces[j]}"
            j += 1
        if opens_quote(joined) or len(joined) > QUOTED_CHARS:
            j, joined = i + 1, pieces[i]  # never closed: no quotation; or too long to
            # quote as one sentence
        out.append(joined)
        i = j
    return out


#: a piece of a few capitalised words ending in "!": a title's mark, not a sentence's end
_TITLE_EXCLAIMED = re.compile(r"(?:[\"“(]?[A-Z0-9][\w'’.,&-]*\s+){1,3}[A-Z][\w'’-]*!")


def sentences(text: str) -> list[str]:
    """The sentences of ``text`` (``split_at_ends``), paragraph by paragraph."""
    return [s for block in re.split(r"\n\s*\n", text)
            for s in split_at_ends(" ".join(block.split()))]


def opens_quote(sentence: str) -> bool:
    """Whether a sentence (or the words before a point in one) opens a quotation it does
    not close."""
    return sentence.count('"') % 2 == 1 or sentence.count("“") > sentence.count("”")


_NICKNAMED = re.compile(r"\b[A-Z][\w'’-]+\s+[\"“]([A-Z][\w'’-]+)[\"”]\s+(?=[A-Z])")


def nickname_of(nick: str, text: str) -> str:
    """The name a nickname ``text`` writes in quotes stands in for, named by the nickname:
    "Ben Stone" for "Ben" of 'Benjamin "Ben" Stone'; "" when it writes none."""
    for match in _NICKNAMED.finditer(text):
        last = re.match(r"[A-Z][\w'’-]+", text[match.end():])
        if match.group(1) == nick and last:
            return f"{nick} {last.group(0)}"
    return ""


def lower_tailed(name: str, text: str) -> str:
    """The name ``text`` writes on from ``name`` with a foreign particle and words in lower
    case up to the clause's end: "Dir en grey" for "Dir" of "the metal band Dir en grey.";
    "" when it writes none."""
    found = re.search(rf"(?<![\w-]){re.escape(name)}\s+(?:en|de|du|des|la|le|les|y|et|e|und)"
                      r"(?:\s+[a-z][\w'’-]*){1,2}(?=\s*(?:[.,;:)]|$))", text)
    return found.group(0) if found else ""


def nicknamed(text: str) -> str:
    """``text`` with a name written with its nickname in quotes named by the nickname:
    'Benjamin "Ben" Stone' reads "Ben Stone" (the name a question may ask by)."""
    return _NICKNAMED.sub(r"\1 ", text)


def entities(text: str, numbered: bool = False) -> list[str]:
    """Capitalised names (one or more words) in ``text``, most frequent first; with
    ``numbered``, a name's opening ordinal in figures kept ("92nd Academy Awards", as a
    question names the ceremony)."""
    counts: Counter[str] = Counter()
    for match in _ENTITY.finditer(text):
        words = match.group(1).strip(" .,'’").split()
        while words and (words[0] in _ENTITY_SKIP or (
                words[0].islower() and not (numbered and len(words) > 1 and
                                            _ORDINAL_NUMBER.fullmatch(words[0])))):
            if words[0] in _OPENING_ONLY and len(words) > 1 and \
                    _inside_sentence(text, match.start()):
                break  # inside a sentence, "I Will Always Love You" is a title, as are "Have
                # You Ever Seen the Rain" and "My Man Godfrey"; opening "Has Gary Oldman won
                # …?", no name's
            words = words[1:]  # "As of 2015" is not a name, nor is "of 2015"
        for i, word in enumerate(words):
            cut = _compound_name(word)
            if cut != word:  # "ZZ Top-as-benevolent-spirits" names ZZ Top
                words = [*words[:i], cut] if cut else words[:i]
                break
            if i + 1 < len(words) and re.search(r"['’]s$", word) and words[i + 1].isdigit():
                words = words[:i + 1]  # "Lewis Carroll's 1871 fantasy novel": no year of
                break  # the name's
        if words and (end := words[-1].rsplit("-", 1))[-1] in _NAME_SUFFIXES and end[0]:
            words[-1] = end[0]  # "a Los Angeles-based band": Los Angeles ("Linux-based
            # Tizen OS" is a name whole)
        if words and words[-1] == match.group(1).strip(" .,'’").split()[-1]:
            if words[-1].isdigit() and re.match(r"[–-]\d", text[match.end():]):
                words = words[:-1]  # "Ken Rosewall 5–7, 6–3": a score after the name
            elif words == match.group(1).split() and (rest := _quoted_rest(text, match)):
                words += rest  # "Le Médecin malgré lui" in quotes: the title whole
            else:
                words += _foreign_words(text, match.end())
        while len(words) > 2 and words[-1] in ("The", "A", "An") and \
                words[-2] in ("of", "and", "for", "in", "on", "at"):
            words = words[:-2]  # "Tim Kreider of The "New York Times"": Tim Kreider
        name = " ".join(words)
        if len(name) >= 3 and not name.isdigit():
            counts[name] += 1
    for band in _BAND_AND_THE.finditer(text):  # "the group Marky Mark and the Funky Bunch":
        whole, first, second = (g.strip(" .,'’") for g in band.group(1, 2, 3))  # one name,
        counts[whole] += 1  # not two
        for part in (first, second):
            if counts[part] > 0:
                counts[part] -= 1
                if not counts[part]:
                    del counts[part]
    return [name for name, _ in counts.most_common()]


#: a band named "<name> and the <name>", after what it is
_BAND_AND_THE = re.compile(r"\b(?:band|group|duo|trio|quartet|outfit)\s+(((?:[A-Z][\w'’.-]*\s+)"
                           r"{1,3}?)and\s+the\s+((?:[A-Z][\w'’.-]*)(?:\s+[A-Z][\w'’.-]*){0,2}))")


#: the small words of names in other languages, written in lower case inside the name
_FOREIGN_PARTICLES = r"(?:de|des|du|la|le|les|del|della|di|da|do|dos|das|y|e|et|und|der|von|van)"
_FOREIGN_WORDS = re.compile(rf"(?:\s+(?:{_FOREIGN_PARTICLES}|[a-zß-ÿ]*[ß-ÿ][a-zß-ÿ]*)(?![\w-]))+")


_QUOTED_REST = re.compile(r"((?:[^\S\n]+[a-zß-ÿ'’]+){1,4})[”\"]")
_QUOTES_OPENING = "\"“"


def _quoted_rest(text: str, match: re.Match[str]) -> list[str]:
    """The lower-case words that end a quoted title a name opens ("malgré lui" of "Le
    Médecin malgré lui" in quotes), up to four, when the quote closes right after them;
    none for a quote that goes on past a comma ("Nothing will change," he said)."""
    if not match.start() or text[match.start() - 1] not in _QUOTES_OPENING:
        return []
    rest = _QUOTED_REST.match(text, match.end())
    return rest.group(1).split() if rest else []


def _foreign_words(text: str, at: int) -> list[str]:
    """The lower-case words of another language that go on a name ending at ``at``
    ("Compagnie" of "Compagnie française des métaux"): small words of names and words with
    accented letters, one accented at least; none otherwise."""
    found = _FOREIGN_WORDS.match(text, at)
    words = found.group(0).split() if found else []
    while words and re.fullmatch(_FOREIGN_PARTICLES, words[-1]):
        words.pop()
    if not any(len(w) > 2 and re.search(r"[ß-ÿ]", w) for w in words):
        return []
    last = _SHORT_LAST.match(text, found.end()) if found and found.group(0).split() == words \
        else None
    return [*words, last.group(1)] if last else words


#: a short word that ends a sentence right after a name's words of another language, and
#: ends the name with them ("Le Médecin malgré lui.")
_SHORT_LAST = re.compile(r"[^\S\n]+([a-z]{2,3})(?=[.!?;)](?:\s|$))")


#: an ordinal in figures, which opens the name it numbers: "the 92nd Academy Awards"
_ORDINAL_NUMBER = re.compile(r"\d+(?:st|nd|rd|th)")


#: words skipped before a name only where they open a sentence
_OPENING_ONLY = frozenset({"I", "Has", "Have", "Had", "My", "Your", "Our", "Another", "Every",
                           "This", "That"})


def _inside_sentence(text: str, start: int) -> bool:
    """Whether a word at ``start`` follows a word of its sentence (past spaces, quotes and
    an opening parenthesis), as "I" does in "Who sang I Will Always Love You?"."""
    before = text[max(0, start - 8):start].rstrip(" \"'‘“(")
    return before[-1:].isalnum()


def _compound_name(word: str) -> str:
    """A hyphenated word up to where two lower-case words in a row follow ("Top" of
    "Top-as-benevolent-spirits"); "Mix-a-Lot" and "Jean-Luc" stay whole."""
    parts = word.split("-")
    for i in range(1, len(parts) - 1):
        if parts[i].islower() and parts[i + 1].islower():
            return "-".join(parts[:i])
    return word


#: what a name at the end of a run of capitals becomes an adjective with: "Los
#: Angeles-based", "London-born", "US-led"
_NAME_SUFFIXES = frozenset("based born bred raised led owned made backed funded run built "
                           "style era".split())


@lru_cache(maxsize=1 << 16)  # every ranking stems every word of its sentences
def stem(word: str) -> str:
    """A light suffix stripper, so that 'worked' meets 'work', 'films' meets 'film',
    'released' meets 'release', 'ratified' meets 'ratify' and 'stopped' meets 'stop'; and
    British and American spellings meet, with the noun of the act: 'fertilised',
    'fertilized' and 'fertilization', 'analyse' and 'analyzed'."""
    act = _ISATION.match(word)
    if act:
        return f"{act.group(1)}z"
    word = IRREGULAR.get(word, word)  # "threw" meets "throw"
    base = word
    for suffix in ("ingly", "ings", "ing", "edly", "ied", "ies", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not (
                suffix == "s" and word.endswith(("ss", "us", "is"))):  # "pass", "status"
            base = word[: -len(suffix)] + ("y" if suffix in ("ies", "ied") else "")
            if suffix != "s" and len(base) >= 4 and base[-1] == base[-2] and base[-1] in _DOUBLED:
                base = base[:-1]  # "stopp" of "stopped", "plann" of "planned"
            break
    base = base[:-1] if len(base) >= 4 and base.endswith("e") else base  # "releas" of both
    if len(base) >= 6 and word.endswith(_ISE):  # "fertilis" of "fertilised": "fertiliz"
        return f"{base[:-1]}z"
    return base


#: past forms of irregular verbs, to their base ("When did he throw a perfect game?" is
#: answered "… threw the 23rd perfect game"); none that is also another word ("found",
#: "left", "saw", "led", "fell", "rose", "shot", "born" are not here)
IRREGULAR = {form: base for base, forms in (
    ("throw", "threw thrown"), ("write", "wrote written"), ("sing", "sang sung"),
    ("begin", "began begun"), ("take", "took taken"), ("give", "gave given"),
    ("go", "went gone"), ("make", "made"), ("build", "built"), ("buy", "bought"),
    ("win", "won"), ("lose", "lost"), ("meet", "met"), ("hold", "held"),
    ("grow", "grew grown"), ("draw", "drew drawn"), ("fly", "flew flown"),
    ("know", "knew known"), ("break", "broke broken"), ("choose", "chose chosen"),
    ("drive", "drove driven"), ("ride", "rode ridden"), ("eat", "ate eaten"),
    ("get", "got gotten"), ("run", "ran"), ("become", "became"), ("come", "came"),
    ("sell", "sold"), ("tell", "told"), ("bring", "brought"), ("think", "thought"),
    ("teach", "taught"), ("catch", "caught"), ("fight", "fought"), ("keep", "kept"),
    ("send", "sent"), ("spend", "spent"), ("stand", "stood"), ("steal", "stole stolen"),
    ("swim", "swam swum"), ("sit", "sat"), ("hang", "hung"), ("wear", "wore worn"),
    ("freeze", "froze frozen"), ("hide", "hid hidden"), ("shake", "shook shaken"),
    ("forget", "forgot forgotten"), ("blow", "blew blown"), ("sink", "sank sunk"),
    ("pay", "paid"), ("say", "said"), ("speak", "spoken"),
    ("feed", "fed"), ("sleep", "slept"), ("dig", "dug"),
) for form in forms.split()}
#: "-ise" verbs spelled the British way ("organised"), and "-yse" ("analysed"); not words
#: ending in "-is" ("analysis", "tennis")
_ISE = ("ise", "ised", "ises", "ising", "yse", "ysed", "yses", "ysing")
#: the noun of an "-ise" or "-ize" act, either spelling ("fertilisation", "organizations")
_ISATION = re.compile(r"^(\w{4,}?[iy])[sz]ations?$")


#: consonants a suffix doubles ("stopped", "planned"), not those words end with doubled
#: ("fall", "pass", "buzz", "add")
_DOUBLED = frozenset("bgmnprt")


#: a question's verb and the words a page states the same fact with ("who sang" is answered
#: by "recorded by", "when did it come out" by "released on")
_RELATED_WORDS = (
    ("sing sang sung singer", "singer vocal vocalist recorded performed"),
    ("write wrote written writer", "writer author written wrote penned screenplay script "
     "lyrics teleplay composed composer"),  # (a song "composed by John Lennon")
    ("come", "released release debuted premiered"),
    ("win won winner", "won winner champion defeated beat"),
    ("beat", "defeated beat won"),
    ("play played", "portrayed starred role cast voiced"),
    ("die died", "death died"),
    ("born", "birth born"),
    ("invent invented", "inventor invention invented"),
    ("found founded", "founder founded established formed cofounded"),
    ("build built", "built construction constructed"),
    ("direct directed", "director directed"),
    ("discover discovered", "discovery discovered"),
    ("start begin began", "began started established founded introduced"),
    ("own owns owned", "owner owned acquired"),
    ("buy bought", "purchased purchase acquired bought"),
    ("make makes made maker", "made maker manufactured manufacturer produced producer "
     "developed developer designed"),  # ("designed, developed and marketed by Apple Inc.")
    # "How many people live in Tenterfield?" is answered "… had a population of 6,986"
    ("live lives lived living", "population inhabitants residents living lived"),
)
RELATED: dict[str, frozenset[str]] = {}
for _asked, _stated in _RELATED_WORDS:  # (every form asked: "sung by" for "who sang")
    for _word in _asked.split():
        RELATED[stem(_word)] = frozenset({*map(stem, _asked.split()), *map(stem, _stated.split())})


def within(part: str, text: str) -> bool:
    """Whether ``part`` is in ``text`` as whole words ("polar bear" is not in "polar bears":
    the animal's page is not the film's)."""
    return re.search(rf"(?<!\w){re.escape(part)}(?!\w)", text) is not None


def overlap(query_terms: list[str], text: str, related: bool | Literal["forms"] = False
            ) -> float:
    """Share of ``query_terms`` that occur in ``text`` (0-1), compared by stem; with
    ``related``, a question verb also matches the words pages state its fact with; with
    ``related="forms"``, only those of its own forms ("written" for "write", "built" for
    "build"; not "author", nor "beat" for "win")."""
    if not query_terms:
        return 0.0
    words = {stem(w) for w in tokenize(text)}
    found = 0
    for term in query_terms:
        key = stem(term)
        forms = RELATED.get(key, (key,)) if related else (key,)
        if related == "forms":
            forms = {key, *(f for f in forms if f[:2] == key[:2])}
        found += any(form in words for form in forms)
    return found / len(query_terms)


_SITE_SEP = re.compile(r"^(?P<title>.{3,}?)\s+[|\-–—·•]\s+(?P<site>[^|\-–—·•]{2,60})$")
#: a title that is only a separator and the site's name: the page's own title was empty
_SITE_ONLY = re.compile(r"^[|\-–—·•]\s+[^|\-–—·•]{2,60}$")  # not "-ism"
_DOMAIN_LIKE = re.compile(r"\b[\w-]+\.(?:com|org|net|edu|gov|io|co|uk|de|fr|info)\b", re.I)


_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)(?:\s[^<>]{0,500})?\s*/?>")
_INLINE_TAGS = frozenset({"b", "strong", "em", "i", "u", "mark", "span", "a", "small", "sup",
                          "sub", "code", "abbr"})


def _drop_tags(text: str) -> str:
    return _TAG.sub(lambda m: "" if m.group(1).lower() in _INLINE_TAGS else " ", text)


def plain_text(text: str) -> str:
    """Markup-free, single-spaced text: tags (``<strong>``) removed, also when the vendor
    escaped them, entities (``&amp;``, ``&#39;``) decoded, control characters dropped."""
    unescaped = _drop_tags(html.unescape(_drop_tags(text)))
    return " ".join("".join(ch if ch.isprintable() else " " for ch in unescaped).split())


def strip_site_name(title: str, site_name: str | None = None) -> str:
    """A page or result title without the site's name after it ("Karen Spärck Jones -
    Wikipedia" → "Karen Spärck Jones"): the declared site name, or a last segment after
    " - " / " | " / " — " that reads like one (a domain, or a name of at most three words).
    A title that is nothing but a separator and a site's name (" — Localpedia") is no title."""
    clean = " ".join(title.split())
    if _SITE_ONLY.match(clean):
        return ""
    match = _SITE_SEP.match(clean)
    if match is None:
        return clean
    site = match.group("site").strip()
    if site_name and site.lower() == " ".join(site_name.split()).lower():
        return match.group("title").strip()
    words = site.split()
    if _DOMAIN_LIKE.search(site) or (len(words) <= 3 and all(w[:1].isupper() for w in words)
                                     and len(match.group("title").split()) >= 1):
        return match.group("title").strip()
    return clean
