"""The district of SE2 as SVG, for generate.py: one picture per seat's eyes (`board-0` for South,
`board-1` for North), so that buildings stand upright for both players rather than being turned
upside down. Nothing here is text: the Bar signs and the coordinates depend on the language and
are painted by the program on top.

The layout must match BoardGeometry in ui/speakeasy/boardart.cpp: one unit (UNIT) between ranks,
SPREAD units between files, a GAP between ranks 6 and 7, MARGIN around the points."""

import os
import re

UNIT = 100
SPREAD = 1.55 * UNIT
GAP = 0.9 * UNIT
MARGIN = 40
FILES, RANKS = 5, 12
WIDTH = FILES * SPREAD
HEIGHT = RANKS * UNIT + GAP
TOKEN_W, TOKEN_H = 0.78 * 1.7 * UNIT, 0.78 * UNIT

ENGINE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "engine",
                      "speakeasy", "board_data.h")


def read_board():
    """The point types and lines the engine is compiled from."""
    with open(ENGINE) as f:
        text = f.read()
    types = re.search(r'kPointTypes\s*=\s*"([rRBH]{60})"', text).group(1)
    lines = re.findall(r'\{"([a-e]\d+)",\s*"([a-e]\d+)",\s*Line::(\w+)\}', text)
    assert len(types) == 60 and len(lines) == 133, "board_data.h changed shape"
    return types, lines


def square(name):
    return ord(name[0]) - ord("a"), int(name[1:])


def centre(name, seat):
    """Where a point's centre sits in the picture for `seat`'s eyes (SE2.1, turned for North)."""
    file, rank = square(name)
    column = file if seat == 0 else FILES - 1 - file
    row = RANKS - rank if seat == 0 else rank - 1
    return ((column + 0.5) * SPREAD,
            (row + 0.5) * UNIT + (GAP if row >= 6 else 0))


def name_of(index):
    return "abcde"[index % 5] + str(index // 5 + 1)


def f(v):
    return f"{v:.1f}".rstrip("0").rstrip(".")


# Rooftops of the blocks between the streets: four tones, picked by position so the district
# looks built up rather than tiled.
ROOFS = ["#4a4136", "#463d35", "#514538", "#3f3a33"]


def blocks(seat):
    out = []
    for column in range(FILES - 1):
        for row in range(RANKS - 1):
            if row == 5:
                continue  # the river runs there
            x0 = (column + 0.5) * SPREAD
            y0 = (row + 0.5) * UNIT + (GAP if row >= 6 else 0)
            x1, y1 = x0 + SPREAD, y0 + UNIT
            inset = 20
            roof = ROOFS[(column * 7 + row * 3 + seat) % 4]
            x, y, w, h = x0 + inset, y0 + inset, x1 - x0 - 2 * inset, y1 - y0 - 2 * inset
            out.append(f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="5" '
                       f'fill="{roof}" stroke="#2a251f" stroke-width="2"/>')
            # Skylights and a water tower here and there: a roofscape seen from above.
            k = (column * 5 + row * 11) % 3
            out.append(f'<rect x="{f(x + 10 + k * 14)}" y="{f(y + 8)}" width="14" height="9" '
                       f'fill="#6b604f"/>')
            if (column + row) % 3 == 0:
                out.append(f'<circle cx="{f(x + w - 16)}" cy="{f(y + h - 14)}" r="7" '
                           f'fill="#5d4a36" stroke="#2a251f" stroke-width="2"/>')
    return out


def river(seat):
    top = (5 + 0.5) * UNIT + TOKEN_H / 2 + 4
    bottom = (6 + 0.5) * UNIT + GAP - TOKEN_H / 2 - 4
    out = [f'<g id="river-{seat}">',
           f'<rect x="{-MARGIN}" y="{f(top - 6)}" width="{f(WIDTH + 2 * MARGIN)}" '
           f'height="{f(bottom - top + 12)}" fill="#6d655a"/>',
           f'<rect x="{-MARGIN}" y="{f(top)}" width="{f(WIDTH + 2 * MARGIN)}" '
           f'height="{f(bottom - top)}" fill="#23404f"/>']
    # Ripples.
    for i in range(9):
        x = -MARGIN + 30 + i * 95 + (i % 2) * 20
        y = top + 12 + (i % 3) * ((bottom - top - 24) / 2)
        out.append(f'<path d="M{f(x)} {f(y)} q8 -5 16 0 t16 0" fill="none" stroke="#4f7487" '
                   f'stroke-width="2.5" stroke-linecap="round"/>')
    out.append("</g>")
    return out, top, bottom


def bridge(x, top, bottom):
    return [f'<rect x="{f(x - 36)}" y="{f(top - 12)}" width="72" height="{f(bottom - top + 24)}" '
            f'fill="#8a7f6e" stroke="#2a251f" stroke-width="3"/>',
            f'<line x1="{f(x - 30)}" y1="{f(top - 10)}" x2="{f(x - 30)}" y2="{f(bottom + 10)}" '
            f'stroke="#2a251f" stroke-width="4" stroke-dasharray="4 4"/>',
            f'<line x1="{f(x + 30)}" y1="{f(top - 10)}" x2="{f(x + 30)}" y2="{f(bottom + 10)}" '
            f'stroke="#2a251f" stroke-width="4" stroke-dasharray="4 4"/>']


def barrier(name, x, top, bottom):
    """A crossing that does not exist (the "mountains" of SE2.3): a bridge fallen into the
    river, closed on both banks by striped barricades. Stripes and shape, not colour, say it."""
    out = [f'<g id="barrier-{name}">',
           # Broken piers standing in the water.
           f'<rect x="{f(x - 30)}" y="{f(top + 10)}" width="16" height="{f(bottom - top - 20)}" '
           f'fill="#3b342c" stroke="#1b1712" stroke-width="2"/>',
           f'<rect x="{f(x + 14)}" y="{f(top + 16)}" width="16" height="{f(bottom - top - 32)}" '
           f'fill="#3b342c" stroke="#1b1712" stroke-width="2"/>',
           f'<path d="M{f(x - 34)} {f(top + 20)} L{f(x + 6)} {f(bottom - 24)} L{f(x + 14)} '
           f'{f(bottom - 34)} L{f(x - 26)} {f(top + 12)} Z" fill="#5a5045" stroke="#1b1712" '
           f'stroke-width="2"/>']
    for y in (top - 2, bottom - 16):
        out.append(f'<rect x="{f(x - 50)}" y="{f(y)}" width="100" height="18" fill="#f6efdc"/>')
        out += [f'<rect x="{f(x - 50 + i * 20)}" y="{f(y)}" width="10" height="18" '
                f'fill="#c8452a"/>' for i in range(5)]
        out.append(f'<rect x="{f(x - 50)}" y="{f(y)}" width="100" height="18" fill="none" '
                   f'stroke="#1b1712" stroke-width="3"/>')
    # A "no crossing" disc between the barricades.
    cy = (top + bottom) / 2
    out += [f'<circle cx="{f(x)}" cy="{f(cy)}" r="17" fill="#c8452a" stroke="#f6efdc" '
            f'stroke-width="4"/>',
            f'<rect x="{f(x - 10)}" y="{f(cy - 3.5)}" width="20" height="7" fill="#f6efdc"/>',
            "</g>"]
    return out


def line(a, b, kind, seat):
    (x1, y1), (x2, y2) = centre(a, seat), centre(b, seat)
    ends = f'x1="{f(x1)}" y1="{f(y1)}" x2="{f(x2)}" y2="{f(y2)}"'
    g = f'<g id="line-{seat}-{a}-{b}" class="{kind.lower()}">'
    if kind == "Rail":
        # Rues: a wide yellow avenue with streetcar tracks, nothing like the grey lanes.
        dx, dy = x2 - x1, y2 - y1
        length = (dx * dx + dy * dy) ** 0.5
        nx, ny = -dy / length * 6, dx / length * 6
        tracks = "".join(
            f'<line x1="{f(x1 + s * nx)}" y1="{f(y1 + s * ny)}" x2="{f(x2 + s * nx)}" '
            f'y2="{f(y2 + s * ny)}" stroke="#5b4712" stroke-width="2.6"/>' for s in (-1, 1))
        return (g + f'<line {ends} stroke="#2a2212" stroke-width="42" stroke-linecap="round"/>'
                f'<line {ends} stroke="#e3bd3a" stroke-width="33" stroke-linecap="round"/>'
                f'<line {ends} stroke="#a8872a" stroke-width="20" stroke-dasharray="3 9"/>'
                + tracks + "</g>")
    if kind == "Road":
        # Roads: a narrow cobbled lane between the blocks.
        return (g + f'<line {ends} stroke="#1e1a15" stroke-width="17" stroke-linecap="round"/>'
                f'<line {ends} stroke="#aa9f8b" stroke-width="11" stroke-linecap="round"/>'
                f'<line {ends} stroke="#8c826f" stroke-width="11" stroke-dasharray="2 7"/>'
                "</g>")
    # Diagonals: footpaths cut through the blocks, dotted.
    return (g + f'<line {ends} stroke="#1e1a15" stroke-width="12" stroke-linecap="round"/>'
            f'<line {ends} stroke="#cfc4b0" stroke-width="7" stroke-linecap="round" '
            f'stroke-dasharray="0.1 13"/></g>')


def point(name, kind, seat):
    x, y = centre(name, seat)
    file, _ = square(name)
    g = f'<g id="point-{seat}-{name}">'
    if kind == "R":
        # A Rue crossing: a yellow disc with a manhole ring, on the avenue.
        return (g + f'<circle cx="{f(x)}" cy="{f(y)}" r="25" fill="#f3d55b" stroke="#2a2212" '
                f'stroke-width="4"/><circle cx="{f(x)}" cy="{f(y)}" r="13" fill="none" '
                f'stroke="#a8872a" stroke-width="3"/></g>')
    if kind == "r":
        # A Ruelle: a slim cobbled alley, a single step in or out.
        stones = "".join(f'<circle cx="{f(x + dx)}" cy="{f(y + dy)}" r="4" fill="#b2a894"/>'
                         for dx in (-8, 8) for dy in (-18, -6, 6, 18))
        return (g + f'<rect x="{f(x - 20)}" y="{f(y - 30)}" width="40" height="60" rx="4" '
                f'fill="#8a8070" stroke="#1e1a15" stroke-width="4"/>' + stones + "</g>")
    if kind == "B":
        w, h = 104, 66
        left, top = x - w / 2, y - h / 2 + 4
        windows = "".join(
            f'<rect x="{f(left + 14 + i * 28)}" y="{f(top + h - 34)}" width="14" height="16" '
            f'fill="#f2d78c" stroke="#3a2a18" stroke-width="1.5"/>' for i in range(3))
        if file == 2:
            # The centre Bâtiment of each side: a hotel, flat roof, canopy and a door.
            return (g + f'<rect x="{f(left - 4)}" y="{f(top - 10)}" width="{w + 8}" height="12" '
                    f'fill="#5e3a26" stroke="#1e1a15" stroke-width="3"/>'
                    f'<rect x="{f(left)}" y="{f(top)}" width="{w}" height="{h}" fill="#8c5a3c" '
                    f'stroke="#1e1a15" stroke-width="4"/>' + windows +
                    f'<rect x="{f(x - 9)}" y="{f(top + h - 14)}" width="18" height="14" '
                    f'fill="#2a1c12"/></g>')
        # The others: gabled tenements.
        return (g + f'<path d="M{f(left)} {f(top + h)} V{f(top + 18)} L{f(x)} {f(top - 14)} '
                f'L{f(left + w)} {f(top + 18)} V{f(top + h)} Z" fill="#6e7f5a" stroke="#1e1a15" '
                f'stroke-width="4" stroke-linejoin="round"/>' + windows +
                f'<rect x="{f(x - 8)}" y="{f(top + 4)}" width="16" height="12" fill="#f2d78c" '
                f'stroke="#3a2a18" stroke-width="1.5"/></g>')
    # A Bar: a dark front with a striped awning and a neon rim; the program writes the sign.
    w, h = TOKEN_W + 8, TOKEN_H + 8
    left, top = x - w / 2, y - h / 2
    return (g + f'<rect x="{f(left)}" y="{f(top)}" width="{f(w)}" height="{f(h)}" rx="14" '
            f'fill="#3a1f3f" stroke="#ff7ac8" stroke-width="6"/>'
            + "".join(f'<rect x="{f(left + 12 + i * 16)}" y="{f(top + 6)}" width="8" '
                      f'height="12" fill="#f6efdc"/>' for i in range(int((w - 24) // 16) + 1))
            + f'<rect x="{f(left + 10)}" y="{f(top + 18)}" width="{f(w - 20)}" height="3" '
            f'fill="#8f2f5c"/>'
            f'<rect x="{f(left + 10)}" y="{f(top + h - 16)}" width="{f(w - 20)}" height="6" '
            f'fill="#ff7ac8" fill-opacity="0.5"/></g>')


# QtSvg 6.4 draws SVG Tiny 1.2: no <pattern>, no clipPath. Stripes, cobbles and awnings are
# drawn shape by shape above for that reason.


def district(seat, types, lines, dx):
    out = [f'<g id="board-{seat}" transform="translate({f(dx)} 0)">',
           f'<rect id="ground-{seat}" x="{-MARGIN}" y="{-MARGIN}" width="{f(WIDTH + 2 * MARGIN)}" '
           f'height="{f(HEIGHT + 2 * MARGIN)}" rx="18" fill="#2f2a23"/>']
    out += blocks(seat)
    water, top, bottom = river(seat)
    out += water
    for name in ("a", "c", "e"):
        out += bridge(centre(name + "6", seat)[0], top, bottom)
    for name in ("b", "d"):
        out += barrier(name, centre(name + "6", seat)[0], top, bottom)
    for kind in ("Diagonal", "Road", "Rail"):
        out += [line(a, b, k, seat) for a, b, k in lines if k == kind]
    out += [point(name_of(i), t, seat) for i, t in enumerate(types)]
    out.append("</g>")
    return out


def board_svg():
    types, lines = read_board()
    step = WIDTH + 2 * MARGIN + 40
    body = district(0, types, lines, 0) + district(1, types, lines, step)
    total_w = step + WIDTH + 2 * MARGIN
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{f(total_w)}" '
            f'height="{f(HEIGHT + 2 * MARGIN)}" viewBox="{-MARGIN} {-MARGIN} {f(total_w)} '
            f'{f(HEIGHT + 2 * MARGIN)}">\n'
            "  <!-- Generated by generate.py from engine/speakeasy/board_data.h: edit those, "
            "not this. -->\n  " + "\n  ".join(body) + "\n</svg>\n")
