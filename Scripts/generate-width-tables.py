#!/usr/bin/env python3
"""Prints TerminalWidth's range tables (Sources/TerminalCore/Rendering/TerminalWidth+Tables.swift)
from the Unicode Character Database, as shipped by Debian's `unicode-data` package.

    python3 Scripts/generate-width-tables.py /usr/share/unicode > Sources/TerminalCore/Rendering/TerminalWidth+Tables.swift

Wide (2 columns): East_Asian_Width W or F (with the file's stated defaults for unassigned CJK and
planes 2-3), plus Extended_Pictographic characters that have Emoji_Presentation.
Zero (0 columns): General_Category Mn, Me and Cf, less U+00AD SOFT HYPHEN and the
Prepended_Concatenation_Mark characters (which terminals show), plus the Hangul medial vowels and
final consonants (U+1160..U+11FF, U+D7B0..U+D7FF) that only ever follow a leading consonant.
Ambiguous symbols (1 column, 2 in a terminal set to show East Asian Ambiguous characters wide):
East_Asian_Width A with a General_Category of a symbol (S*), a number (N*) or private use (Co).
Ambiguous letters and punctuation (Latin, Greek and Cyrillic letters, quotes, dashes) are left
out, so that ordinary European text is not treated as disputed.
"""
import os
import re
import sys


def parse_ranges(path):
    """Yields (first, last, value) from a UCD property file."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            fields = [field.strip() for field in data.split(";")]
            bounds = fields[0].split("..")
            first = int(bounds[0], 16)
            last = int(bounds[-1], 16)
            yield first, last, fields[1]


def general_category(path, categories):
    """The code points whose General_Category is in `categories` (exact values, or one-letter
    prefixes such as "S" for every symbol category)."""
    points = set()
    pending = None
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = line.split(";")
            code, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                pending = code
                continue
            first = pending if name.endswith(", Last>") else code
            pending = None
            if category in categories or category[0] in categories:
                points.update(range(first, code + 1))
    return points


def merged(points):
    ranges = []
    for point in sorted(points):
        if ranges and ranges[-1][1] + 1 == point:
            ranges[-1][1] = point
        else:
            ranges.append([point, point])
    return ranges


def swift_array(name, ranges, doc):
    lines = [f"    /// {line}" if line else "    ///" for line in doc]
    lines.append(f"    static let {name}: [UInt32] = [")
    row = []
    for first, last in ranges:
        row.append(f"0x{first:04X}, 0x{last:04X},")
        if len(row) == 4:
            lines.append("        " + " ".join(row))
            row = []
    if row:
        lines.append("        " + " ".join(row))
    lines.append("    ]")
    return "\n".join(lines)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    version = re.search(r"EastAsianWidth-([\d.]+)\.txt", open(os.path.join(root, "EastAsianWidth.txt")).readline())
    wide, ambiguous = set(), set()
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        wide.update(range(first, last + 1))
    for first, last, value in parse_ranges(os.path.join(root, "EastAsianWidth.txt")):
        if value in ("W", "F"):
            wide.update(range(first, last + 1))
        elif value == "A":
            ambiguous.update(range(first, last + 1))
        elif first >= 0x3400:
            wide.difference_update(range(first, last + 1))
    pictographic, presentation = set(), set()
    for first, last, value in parse_ranges(os.path.join(root, "emoji", "emoji-data.txt")):
        if value == "Extended_Pictographic":
            pictographic.update(range(first, last + 1))
        elif value == "Emoji_Presentation":
            presentation.update(range(first, last + 1))
    wide |= pictographic & presentation

    zero = general_category(os.path.join(root, "UnicodeData.txt"), {"Mn", "Me", "Cf"})
    zero.discard(0x00AD)
    for first, last, value in parse_ranges(os.path.join(root, "PropList.txt")):
        if value == "Prepended_Concatenation_Mark":
            zero.difference_update(range(first, last + 1))
    zero.update(range(0x1160, 0x1200))
    zero.update(range(0xD7B0, 0xD800))
    # Combining marks that East Asian Width calls wide (ideographic tone marks, kana voicing marks)
    # join the character before them, so they take no column of their own.
    wide -= zero
    ambiguous &= general_category(os.path.join(root, "UnicodeData.txt"), {"S", "N", "Co"})
    ambiguous -= zero

    unicode_version = version.group(1) if version else "unknown"
    print(f"// Generated from the Unicode Character Database {unicode_version} (EastAsianWidth.txt,")
    print("// emoji/emoji-data.txt, UnicodeData.txt, PropList.txt) by generate-width-tables.py; do not edit")
    print("// by hand. Wide: East_Asian_Width W or F (unassigned CJK and planes 2-3 default to W), plus")
    print("// Extended_Pictographic with Emoji_Presentation. Zero: General_Category Mn, Me, Cf, less U+00AD")
    print("// and Prepended_Concatenation_Mark, plus Hangul vowels and finals U+1160-11FF, U+D7B0-D7FF.")
    print("// A code point in both lists (kana voicing and ideographic tone marks) is zero: it combines.")
    print("// Ambiguous: East_Asian_Width A with General_Category S*, N* or Co.")
    print()
    print("extension TerminalWidth {")
    print(swift_array("wideRanges", merged(wide), [
        "Code points two columns wide, as sorted inclusive `first, last` pairs: East Asian Width W",
        "and F, and Extended_Pictographic characters with default emoji presentation.",
    ]))
    print()
    print(swift_array("zeroWidthRanges", merged(zero), [
        "Code points that take no column, as sorted inclusive `first, last` pairs: combining marks",
        "(Mn, Me), format characters (Cf) except the soft hyphen and prepended concatenation marks,",
        "and the Hangul vowels and final consonants that join a leading consonant.",
    ]))
    print()
    print(swift_array("ambiguousSymbolRanges", merged(ambiguous), [
        "Code points one column wide that a terminal set to show East Asian Ambiguous characters",
        "wide shows in two, as sorted inclusive `first, last` pairs: the ambiguous symbols, numbers",
        "and private-use characters (box drawing, arrows, circled digits, icon fonts). Ambiguous",
        "letters and punctuation are left out.",
    ]))
    print("}")


main()
