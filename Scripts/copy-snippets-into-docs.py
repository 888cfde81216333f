#!/usr/bin/env python3
"""Copies each snippet's visible text into the code block that shows it.

Every ```swift block of README.md and of the DocC articles (Sources/*/*.docc) has a
`<!-- snippet: Name -->` line before it and must be, exactly, the visible text of
Snippets/…/Name.swift: its lines outside `// snippet.hide` … `// snippet.show`, without leading
and trailing blank lines (Tests/DocExamplesTests checks it). Edit the snippet, build and run it,
then run this script to bring the documents in line; it changes nothing else.

Usage: Scripts/copy-snippets-into-docs.py
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MARKER = re.compile(r"^\s*<!-- snippet: (\w+) -->\s*$")
OPENING = re.compile(r"^(\s*)```swift\s*$")
CLOSING = re.compile(r"^\s*```\s*$")


def visible_lines(source):
    lines, hidden = [], False
    for line in source.split("\n"):
        marker = line.strip()
        if marker == "// snippet.hide":
            hidden = True
        elif marker == "// snippet.show":
            hidden = False
        elif not hidden:
            lines.append(line)
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def main():
    snippets = {path.stem: path for path in (ROOT / "Snippets").rglob("*.swift")}
    documents = [ROOT / "README.md"] + sorted((ROOT / "Sources").glob("*/*.docc/**/*.md"))
    missing = []
    for document in documents:
        lines = document.read_text(encoding="utf-8").split("\n")
        result, index = [], 0
        while index < len(lines):
            opening = OPENING.match(lines[index])
            marker = MARKER.match(lines[index - 1]) if index > 0 else None
            if not (opening and marker):
                result.append(lines[index])
                index += 1
                continue
            end = index + 1
            while end < len(lines) and not CLOSING.match(lines[end]):
                end += 1
            name = marker.group(1)
            if name not in snippets:
                missing.append(f"{document.relative_to(ROOT)}:{index + 1}: no snippet {name}")
                result.extend(lines[index : end + 1])
            else:
                indentation = opening.group(1)
                text = visible_lines(snippets[name].read_text(encoding="utf-8"))
                result.append(lines[index])
                result.extend(indentation + line if line else line for line in text)
                result.append(lines[end] if end < len(lines) else indentation + "```")
            index = end + 1
        document.write_text("\n".join(result), encoding="utf-8")
    for problem in missing:
        print(problem, file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
