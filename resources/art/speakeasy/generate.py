#!/usr/bin/env python3
"""Writes the Speak Easy art: pieces.svg (the figure printed on each piece and the emblem on each
side's back, flat ink silhouettes of the 1920s underworld) and board.svg (the district of SE2,
seen by South). Run it after changing a figure or the board; the program draws each file once
per size into a cached pixmap (ui/speakeasy/boardart.cpp).

In pieces.svg each element sits in its own 100x100 cell so that boundsOnElement() frames it
alone. board.svg takes its points and lines from engine/speakeasy/board_data.h, the table the
engine is compiled from, so the picture cannot disagree with the rules."""

import os
import sys

sys.dont_write_bytecode = True  # nothing but the art in this folder

from board import board_svg  # noqa: E402

INK = "#221c14"

FIGURES = {
    # A cocktail glass with an olive: the Speakeasy itself.
    "speakeasy": f"""
      <path d="M18 14 H82 L54 50 V80 H70 V88 H30 V80 H46 V50 Z" fill="{INK}"/>
      <circle cx="62" cy="26" r="7" fill="#f6efdc" stroke="{INK}" stroke-width="3"/>
      <line x1="62" y1="26" x2="78" y2="6" stroke="{INK}" stroke-width="3"/>""",
    # The Boss: a wide fedora with a band and a cigar.
    "boss": f"""
      <ellipse cx="50" cy="66" rx="46" ry="12" fill="{INK}"/>
      <path d="M24 66 C24 30 34 22 50 28 C66 22 76 30 76 66 Z" fill="{INK}"/>
      <rect x="24" y="52" width="52" height="8" fill="#f6efdc"/>
      <rect x="62" y="80" width="30" height="7" rx="3" fill="{INK}"/>
      <circle cx="94" cy="83" r="3" fill="#c8452a"/>""",
    # The Heir: a crown over a small fedora brim.
    "heir": f"""
      <path d="M16 70 L22 30 L38 50 L50 22 L62 50 L78 30 L84 70 Z" fill="{INK}"/>
      <rect x="14" y="74" width="72" height="10" rx="3" fill="{INK}"/>
      <circle cx="50" cy="20" r="5" fill="{INK}"/>""",
    # The Car: a long 1920s sedan.
    "car": f"""
      <path d="M6 66 V52 L20 48 L32 30 H64 L74 48 L94 52 V66 Z" fill="{INK}"/>
      <rect x="37" y="35" width="12" height="12" fill="#f6efdc"/>
      <rect x="53" y="35" width="12" height="12" fill="#f6efdc"/>
      <circle cx="26" cy="70" r="11" fill="{INK}" stroke="#f6efdc" stroke-width="3"/>
      <circle cx="76" cy="70" r="11" fill="{INK}" stroke="#f6efdc" stroke-width="3"/>""",
    # The Accountant: the ledger with the dollar sign.
    "accountant": f"""
      <rect x="18" y="10" width="64" height="80" rx="4" fill="{INK}"/>
      <rect x="26" y="10" width="4" height="80" fill="#f6efdc"/>
      <path d="M62 32 C62 24 40 24 40 34 C40 44 62 42 62 54 C62 64 40 64 40 56"
            fill="none" stroke="#f6efdc" stroke-width="6"/>
      <line x1="51" y1="18" x2="51" y2="70" stroke="#f6efdc" stroke-width="4"/>""",
    # The Crooked Cop: a police star with a crack through it.
    "crooked_cop": f"""
      <path d="M50 6 L61 36 L94 38 L68 58 L77 92 L50 72 L23 92 L32 58 L6 38 L39 36 Z"
            fill="{INK}"/>
      <path d="M44 20 L54 44 L44 56 L56 84" fill="none" stroke="#f6efdc" stroke-width="4"/>""",
    # The Machine Gunner: a drum-fed gun.
    "machine_gunner": f"""
      <rect x="30" y="38" width="64" height="10" fill="{INK}"/>
      <rect x="20" y="34" width="24" height="18" fill="{INK}"/>
      <circle cx="46" cy="62" r="14" fill="{INK}"/>
      <circle cx="46" cy="62" r="5" fill="#f6efdc"/>
      <path d="M20 40 L4 46 L4 62 L24 52 Z" fill="{INK}"/>
      <rect x="62" y="48" width="8" height="18" fill="{INK}"/>""",
    # The Gunman: a revolver.
    "gunman": f"""
      <rect x="30" y="28" width="62" height="12" fill="{INK}"/>
      <rect x="30" y="26" width="30" height="24" rx="4" fill="{INK}"/>
      <path d="M32 46 L24 86 H42 L48 50 Z" fill="{INK}"/>
      <path d="M48 50 C52 62 60 62 62 50" fill="none" stroke="{INK}" stroke-width="4"/>
      <circle cx="44" cy="38" r="5" fill="#f6efdc"/>""",
    # The Henchman: brass knuckles.
    "henchman": f"""
      <circle cx="23" cy="40" r="11" fill="none" stroke="{INK}" stroke-width="8"/>
      <circle cx="43" cy="40" r="11" fill="none" stroke="{INK}" stroke-width="8"/>
      <circle cx="63" cy="40" r="11" fill="none" stroke="{INK}" stroke-width="8"/>
      <circle cx="83" cy="40" r="11" fill="none" stroke="{INK}" stroke-width="8"/>
      <path d="M14 54 H92 C92 74 70 84 50 84 C30 84 14 74 14 54 Z" fill="{INK}"/>""",
    # The Kid: a newsboy cap, with a bolt for the runs that turn.
    "kid": f"""
      <path d="M14 62 C14 28 86 24 88 56 C88 62 80 64 72 62 Z" fill="{INK}"/>
      <path d="M4 66 C20 58 50 58 72 62 L70 70 C46 66 22 68 4 72 Z" fill="{INK}"/>
      <circle cx="50" cy="28" r="5" fill="{INK}"/>
      <path d="M60 74 L52 86 H60 L54 98 L70 82 H62 L68 74 Z" fill="#c8a21a"/>""",
    # The Babe: a flapper's headband with its feather.
    "babe": f"""
      <path d="M10 64 C10 28 90 28 90 64 C78 56 22 56 10 64 Z" fill="{INK}"/>
      <path d="M10 64 C22 56 78 56 90 64 L88 72 C76 64 24 64 12 72 Z" fill="#c8452a"/>
      <circle cx="30" cy="60" r="5" fill="#f6efdc"/>
      <path d="M30 56 C20 30 30 10 44 4 C38 20 40 36 34 56 Z" fill="{INK}"/>""",
    # The FBI: a shield badge with its stripes.
    "fbi": f"""
      <path d="M50 6 L88 18 V48 C88 72 70 86 50 94 C30 86 12 72 12 48 V18 Z" fill="{INK}"/>
      <rect x="28" y="32" width="44" height="6" fill="#f6efdc"/>
      <rect x="28" y="46" width="44" height="6" fill="#f6efdc"/>
      <rect x="28" y="60" width="44" height="6" fill="#f6efdc"/>""",
}

EMBLEMS = {
    # South's back: a diamond; North's: a club. Shape as well as colour tells the sides apart.
    "back-emblem-0": """
      <path d="M50 6 L88 50 L50 94 L12 50 Z" fill="#ffffff" fill-opacity="0.55"/>""",
    "back-emblem-1": """
      <circle cx="50" cy="30" r="18" fill="#ffffff" fill-opacity="0.55"/>
      <circle cx="30" cy="58" r="18" fill="#ffffff" fill-opacity="0.55"/>
      <circle cx="70" cy="58" r="18" fill="#ffffff" fill-opacity="0.55"/>
      <path d="M44 56 L36 94 H64 L56 56 Z" fill="#ffffff" fill-opacity="0.55"/>""",
}


# The pictures of the "How to play" pages (resources/rules/speakeasy_howto_*.html): each face with
# its figure and mark, a back, and the district, as PNG files QTextBrowser shows as they are.
# The marks read the same in both languages; the names are in the pages' text.
MARKS = {"speakeasy": "SE", "boss": "8", "heir": "7", "car": "6", "accountant": "5",
         "crooked_cop": "4", "machine_gunner": "3", "gunman": "2", "henchman": "1", "kid": "K",
         "babe": "B", "fbi": "FBI"}
SOUTH = "#9b2c22"


def token_svg(name):
    if name == "back":
        body = (f'<rect x="4" y="4" width="162" height="92" rx="15" fill="{SOUTH}" '
                f'stroke="#5a1a14" stroke-width="6"/>'
                '<rect x="14" y="14" width="142" height="72" rx="10" fill="none" '
                'stroke="#d06a5c" stroke-width="3"/>'
                f'<g transform="translate(57 22) scale(0.56)">{EMBLEMS["back-emblem-0"]}</g>')
    else:
        size = 34 if len(MARKS[name]) > 2 else 44
        body = (f'<rect x="5" y="5" width="160" height="90" rx="15" fill="#f6efdc" '
                f'stroke="{SOUTH}" stroke-width="9"/>'
                f'<g transform="translate(16 14) scale(0.72)">{FIGURES[name]}</g>'
                f'<text x="122" y="{50 + size * 0.36:.0f}" font-family="DejaVu Sans" '
                f'font-weight="bold" font-size="{size}" text-anchor="middle" '
                f'fill="#7a2018">{MARKS[name]}</text>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="170" height="100" '
            f'viewBox="0 0 170 100">{body}</svg>')


def rules_pictures(here):
    import shutil
    import subprocess
    import tempfile
    rules = os.path.join(here, "..", "..", "rules")
    convert = shutil.which("convert")
    if not convert:
        print("ImageMagick's convert is missing: the rules pictures were not redrawn")
        return
    with tempfile.TemporaryDirectory() as tmp:
        for name in list(MARKS) + ["back"]:
            svg = os.path.join(tmp, name + ".svg")
            with open(svg, "w") as f:
                f.write(token_svg(name))
            subprocess.run([convert, "-background", "none", "-density", "144", svg,
                            "-strip", "-depth", "8", os.path.join(rules, f"speakeasy_piece_{name}.png")],
                           check=True)
        # South's half of board.svg, small enough to sit beside a paragraph.
        subprocess.run([convert, "-background", "none", "-density", "48",
                        os.path.join(here, "board.svg"), "-crop", "428x685+0+0", "+repage", "-resize", "200x",
                        "-strip", "-depth", "8", os.path.join(rules, "speakeasy_board.png")], check=True)


# The same shapes in each side's ink, printed small on every face: a face turned up in a fight
# still says whose it is without its colour.
SIDES = {
    "side-emblem-0": EMBLEMS["back-emblem-0"].replace('fill="#ffffff" fill-opacity="0.55"',
                                                      'fill="#9b2c22"'),
    "side-emblem-1": EMBLEMS["back-emblem-1"].replace('fill="#ffffff" fill-opacity="0.55"',
                                                      'fill="#1f3e72"'),
}


def main():
    items = list(FIGURES.items()) + list(EMBLEMS.items()) + list(SIDES.items())
    cells = []
    for i, (name, body) in enumerate(items):
        x, y = (i % 5) * 110, (i // 5) * 110
        element = name if name.endswith(("-0", "-1")) else "figure-" + name
        cells.append(f'  <g id="{element}" transform="translate({x} {y})">{body}\n  </g>')
    rows = (len(items) + 4) // 5
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="550" height="{rows * 110}" '
           f'viewBox="0 0 550 {rows * 110}">\n'
           "  <!-- Generated by generate.py: edit that file, not this one. -->\n"
           + "\n".join(cells) + "\n</svg>\n")
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "pieces.svg"), "w") as f:
        f.write(svg)
    with open(os.path.join(here, "board.svg"), "w") as f:
        f.write(board_svg())
    rules_pictures(here)


if __name__ == "__main__":
    main()
