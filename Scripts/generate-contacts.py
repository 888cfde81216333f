#!/usr/bin/env python3
"""Writes Sources/PhoneNumbers/Resources/contacts.vcf, PhoneNumbers' bundled address book.

Every contact is made up. The file is the same on every run (a fixed seed, no clock, no
dependencies), so regenerating it shows no diff unless this script changed.

It is built to exercise the vCard reader with what real exports contain: vCard 3.0 and 4.0 cards,
CRLF line endings, lines folded at 75 octets (some in the middle of a multi-byte character's
neighbourhood, never inside one), escaped commas, semicolons and newlines, names in many scripts
(some with combining marks), family names with particles, cards missing a first or a last name,
company-only cards, cards without a phone number, several numbers per card, every TEL type
Contacts shows plus Apple's X-ABLabel custom labels, TYPE lists and lowercase parameters, pref,
international and local formats, and a UID on most cards.

Usage: Scripts/generate-contacts.py [output path]
"""

import random
import sys
import unicodedata
from pathlib import Path

SEED = 20081027  # the date of the cell-controller article
COUNT = 200

FIRST_NAMES = [
    "Alice", "Ben", "Chloé", "Dmitri", "Élodie", "Farah", "Giulia", "Hiroshi", "Ingrid", "José",
    "Katarzyna", "Liam", "Maëlle", "Nikolai", "Olúwaseun", "Priya", "Quentin", "Renée", "Søren", "Tomás",
    "Ulrike", "Vikram", "Wanjiru", "Xavier", "Yusuf", "Zoë", "Amélie", "Björn", "Çağla", "Đorđe",
    "Łucja", "Ñusta", "Oskar", "Paul", "Rosa", "Sam", "Theo", "Una", "Victor", "Wendy",
]

LAST_NAMES = [
    "Anderson", "Brown", "Castillo", "Dubois", "Eriksson", "Fischer", "García", "Hernández", "Ivanova",
    "Jensen", "Kowalski", "López", "Müller", "Nguyen", "Okafor", "Petrović", "Quiroga", "Rossi", "Schröder",
    "Tanaka", "Umarov", "Villeneuve", "Wójcik", "Xu", "Yilmaz", "Zimmermann", "Ågren", "Öztürk", "Łukaszewicz",
    "Ørsted", "Byrne", "Clarke", "Dunn", "Ellis", "Ford", "Grant", "Hale", "Irwin", "Jones", "Kemp",
]

PARTICLE_NAMES = [
    ("Anouk", "van der Berg"), ("Ludwig", "van Beethoven"), ("Maria", "de la Cruz"), ("Johann", "von Neumann"),
    ("Leonardo", "da Vinci"), ("Charles", "de Gaulle"), ("Siobhan", "O'Brien"), ("Jan", "ter Horst"),
    ("Catalina", "del Río"), ("Ahmed", "al-Rashid"),
]

# (given, family) in their own scripts; written as the card's N.
WORLD_NAMES = [
    ("太郎", "山田"), ("美咲", "佐藤"), ("伟", "王"), ("秀英", "李"), ("민준", "김"),
    ("Иван", "Петров"), ("Ольга", "Смирнова"), ("Γιώργος", "Παπαδόπουλος"), ("Ελένη", "Νικολάου"),
    ("محمد", "العلي"), ("فاطمة", "حسن"), ("דוד", "כהן"), ("अनिल", "शर्मा"), ("สมชาย", "ใจดี"),
]

COMPANIES = [
    "Acme Corporation", "Globex", "Initech", "Umbrella Pharmacy", "Stark Hardware", "Wayne Bakery",
    "Müller & Söhne GmbH", "Café Olé", "Smith, Jones & Partners", "Nakatomi Trading", "Cyberdyne Systems",
    "Bluth Frozen Bananas", "Vandelay Industries", "Pied Piper", "Hooli", "Soylent; Fresh Foods",
]

STREETS = ["Main Street", "Rue de la Paix", "Königsallee", "Via Roma", "Calle Mayor", "High Street"]

NOTES = [
    "Met at the conference, interested in the table-view talk.",
    "Prefers text messages.\nCall after 6pm.",
    "Allergic to peanuts; bring the other cake.",
    "Referred by Alice, works on the billing system, owes us a coffee, and has the spare office keys, "
    "which we need back before the end of the quarter so that the new tenant can move in.",
    "Speaks French, German, and a little Japanese.",
]

CUSTOM_LABELS = ["Boat", "Summer house", "Assistant", "Night line", "Ferienwohnung", "Café"]


class Card:
    def __init__(self, version):
        self.version = version
        self.lines = []

    def add(self, line):
        self.lines.append(line)

    def add_folded(self, line, at, whitespace=" "):
        """Folds a short line on purpose: RFC 6350 lets a writer fold anywhere, even mid-word."""
        self.lines.append(line[:at] + "\r\n" + whitespace + line[at:])


def escape(text):
    """Escapes a TEXT value: backslash, comma, semicolon and newline."""
    return text.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")


def fold(line):
    """Folds a content line at 75 octets (RFC 6350 3.2), never inside a UTF-8 sequence."""
    if "\r\n" in line:
        return line
    pieces = []
    current = ""
    limit = 75
    for character in line:
        if len((current + character).encode("utf-8")) > limit:
            pieces.append(current)
            current = ""
            limit = 74  # a continuation line starts with a space
        current += character
    pieces.append(current)
    return "\r\n ".join(pieces)


def phone_number(rng, style):
    """A made-up number: 555-01xx in North America, reserved drama ranges elsewhere."""
    if style == "us-intl":
        return f"+1 ({rng.choice(['212', '415', '617', '312'])}) 555-01{rng.randint(0, 99):02d}"
    if style == "us-local":
        return f"(555) 01{rng.randint(0, 9)}-{rng.randint(1000, 9999)}"
    if style == "us-short":
        return f"555-01{rng.randint(0, 99):02d}"
    if style == "uk":
        return f"+44 20 7946 0{rng.randint(100, 999)}"
    if style == "uk-local":
        return f"020 7946 0{rng.randint(100, 999)}"
    if style == "de":
        return f"+49 30 {rng.randint(100000, 999999)}"
    if style == "fr":
        return f"+33 1 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    if style == "jp":
        return f"+81 3-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"
    if style == "dots":
        return f"555.01{rng.randint(0, 9)}.{rng.randint(1000, 9999)}"
    return f"0{rng.randint(100000000, 999999999)}"


NUMBER_STYLES = ["us-intl", "us-local", "us-short", "uk", "uk-local", "de", "fr", "jp", "dots", "plain"]

# How a TEL line's type is written, per vCard version: (parameters, label for a grouped X-ABLabel).
TEL_KINDS_30 = [
    (";TYPE=HOME,VOICE", None), (";TYPE=WORK,VOICE", None), (";TYPE=CELL", None), (";type=cell;type=voice", None),
    (";TYPE=IPHONE,CELL,VOICE", None), (";TYPE=MAIN", None), (";TYPE=HOME,FAX", None), (";TYPE=WORK,FAX", None),
    (";TYPE=PAGER", None), (";TYPE=OTHER", None), (";type=home", None), (";type=work", None), ("", None),
    (None, "custom"), (None, "_$!<Mobile>!$_"), (None, "_$!<Other>!$_"),
]
TEL_KINDS_40 = [
    (";TYPE=home", None), (";TYPE=work", None), (';TYPE="cell,voice"', None), (";TYPE=cell", None),
    (";TYPE=fax;TYPE=work", None), (";TYPE=pager", None), (";TYPE=voice", None), (";TYPE=main-number", None),
    (";type=text,cell", None),
]


def tel_lines(rng, card, group_counter, count):
    """Appends `count` TEL lines; returns the next item group number."""
    for index in range(count):
        style = rng.choice(NUMBER_STYLES)
        number = phone_number(rng, style)
        kinds = TEL_KINDS_30 if card.version == "3.0" else TEL_KINDS_40
        parameters, label = rng.choice(kinds)
        preferred = index == 0 and count > 1 and rng.random() < 0.5
        if label is not None:
            group_counter += 1
            group = f"item{group_counter}"
            pref = ";type=pref" if preferred else ""
            card.add(f"{group}.TEL{pref}:{number}")
            text = rng.choice(CUSTOM_LABELS) if label == "custom" else label
            card.add(f"{group}.X-ABLabel:{escape(text)}")
            continue
        if card.version == "4.0":
            pref = ";PREF=1" if preferred else ""
            if rng.random() < 0.4:
                digits = "".join(c for c in number if c.isdigit() or c == "+")
                card.add(f"TEL;VALUE=uri{parameters}{pref}:tel:{digits}")
            else:
                card.add(f"TEL{parameters}{pref}:{number}")
        else:
            pref = ",pref" if preferred and parameters.startswith(";TYPE=") else (";type=pref" if preferred else "")
            card.add(f"TEL{parameters}{pref}:{number}")
    return group_counter


def uid(rng):
    hexdigits = "0123456789ABCDEF"
    parts = [8, 4, 4, 4, 12]
    return "-".join("".join(rng.choice(hexdigits) for _ in range(size)) for size in parts)


def person_card(rng, index, first, last, organization=None, version=None, phones=None):
    version = version or ("4.0" if index % 4 == 3 else "3.0")
    card = Card(version)
    card.add("BEGIN:VCARD")
    card.add(f"VERSION:{version}")
    if index % 10 != 7:  # most cards have a UID, as Contacts writes one
        value = f"urn:uuid:{uid(rng).lower()}" if version == "4.0" else uid(rng)
        card.add(f"UID:{value}")
    card.add(f"N:{escape(last)};{escape(first)};;;")
    shown = " ".join(part for part in (first, last) if part) or (organization or "")
    if index % 15 == 4 and len(shown) > 3:
        card.add_folded(f"FN:{escape(shown)}", 5, "\t" if index % 2 else " ")
    else:
        card.add(f"FN:{escape(shown)}")
    if organization:
        card.add(f"ORG:{escape(organization)};")
    if rng.random() < 0.5:
        handle = unicodedata.normalize("NFKD", (first or last or "info").lower())
        handle = "".join(c for c in handle if c.isascii() and c.isalnum()) or "contact"
        card.add(f"EMAIL;TYPE=INTERNET:{handle}{index}@example.com")
    if rng.random() < 0.2:
        street = rng.choice(STREETS)
        card.add(f"ADR;TYPE=HOME:;;{rng.randint(1, 200)} {escape(street)};Springfield;;12345;")
    if rng.random() < 0.25:
        card.add(f"NOTE:{escape(rng.choice(NOTES))}")
    if rng.random() < 0.15:
        card.add(f"BDAY:{rng.randint(1950, 2005)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}")
    if rng.random() < 0.1:
        card.add("X-SOCIALPROFILE;type=mastodon:https://example.social/@someone")
    count = phones if phones is not None else rng.choice([1, 1, 1, 2, 2, 3, 4])
    tel_lines(rng, card, 0, count)
    card.add("END:VCARD")
    return card


def company_card(rng, index, organization):
    version = "4.0" if index % 2 else "3.0"
    card = Card(version)
    card.add("BEGIN:VCARD")
    card.add(f"VERSION:{version}")
    card.add(f"UID:{uid(rng)}")
    card.add(f"FN:{escape(organization)}")
    card.add(f"ORG:{escape(organization)}")
    if version == "3.0":
        card.add("X-ABShowAs:COMPANY")
    tel_lines(rng, card, 0, rng.choice([1, 2, 3]))
    card.add("END:VCARD")
    return card


def build_cards():
    rng = random.Random(SEED)
    cards = []
    for index, (first, last) in enumerate(PARTICLE_NAMES):
        cards.append(person_card(rng, index, first, last))
    for index, (first, last) in enumerate(WORLD_NAMES):
        cards.append(person_card(rng, index + 20, first, last))
    # Combining marks: the same letters as precomposed names elsewhere, written decomposed.
    for index, (first, last) in enumerate([("Zoë", "Brontë"), ("Amélie", "Poulain"), ("Ñusta", "Peña")]):
        nfd = lambda text: unicodedata.normalize("NFD", text)
        cards.append(person_card(rng, index + 40, nfd(first), nfd(last)))
    # Missing first name, missing last name.
    for index, last in enumerate(["Prince", "Morrissey", "Ngata", "Voss"]):
        cards.append(person_card(rng, index + 50, "", last))
    for index, first in enumerate(["Cher", "Madonna", "Björk", "Pelé"]):
        cards.append(person_card(rng, index + 60, first, ""))
    # Company-only cards, no N.
    for index, organization in enumerate(COMPANIES[:10]):
        cards.append(company_card(rng, index, organization))
    # People at companies.
    for index, organization in enumerate(COMPANIES[10:]):
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        cards.append(person_card(rng, index + 70, first, last, organization=organization))
    # Cards with no phone number.
    for index in range(5):
        cards.append(person_card(rng, index + 80, rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES), phones=0))
    # Everyone else: common names, some sharing a last name so first names decide the order.
    while len(cards) < COUNT:
        index = len(cards)
        cards.append(person_card(rng, index + 100, rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)))
    rng.shuffle(cards)
    return cards


def render(cards):
    lines = []
    for card in cards:
        lines.extend(fold(line) for line in card.lines)
    return "\r\n".join(lines) + "\r\n"


def main():
    root = Path(__file__).resolve().parent.parent
    default = root / "Sources" / "PhoneNumbers" / "Resources" / "contacts.vcf"
    output = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    output.write_bytes(render(build_cards()).encode("utf-8"))
    print(f"wrote {COUNT} contacts to {output}")


if __name__ == "__main__":
    main()
