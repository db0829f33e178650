#!/usr/bin/env python3
"""Writes the catalog's small PNG images to Fixtures/catalog/images/.

Only the standard library (zlib + struct): the pictures are drawn from simple shapes with 4x4
supersampling at the edges, so running the script again gives the same pixels. The committed PNGs
are the reference; rerun this only to change a picture, then re-approve the affected baselines.

    tools/generators/catalog-images/make-catalog-images.py [output-folder]
"""
import math
import os
import struct
import sys
import zlib

SAMPLES = 4  # supersampling per axis


def png_bytes(width, height, rows):
    """Encodes RGBA8 rows (lists of (r, g, b, a) tuples) as a PNG."""
    raw = bytearray()
    for row in rows:
        raw.append(0)  # filter: none
        for r, g, b, a in row:
            raw += bytes((r, g, b, a))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def render(width, height, shade):
    """Rows of pixels; `shade(x, y)` gives a straight-alpha (r, g, b, a) in 0..1 at a point."""
    rows = []
    n = SAMPLES
    for py in range(height):
        row = []
        for px in range(width):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(n):
                for sx in range(n):
                    r, g, b, a = shade(px + (sx + 0.5) / n, py + (sy + 0.5) / n)
                    acc[0] += r * a
                    acc[1] += g * a
                    acc[2] += b * a
                    acc[3] += a
            alpha = acc[3] / (n * n)
            if alpha > 0:
                color = [c / acc[3] for c in acc[:3]]
            else:
                color = [0.0, 0.0, 0.0]
            row.append(tuple(int(round(max(0.0, min(1.0, c)) * 255)) for c in color + [alpha]))
        rows.append(row)
    return rows


def over(top, bottom):
    """Composites straight-alpha `top` over `bottom`."""
    ta, ba = top[3], bottom[3]
    a = ta + ba * (1 - ta)
    if a == 0:
        return (0.0, 0.0, 0.0, 0.0)
    return tuple((top[i] * ta + bottom[i] * ba * (1 - ta)) / a for i in range(3)) + (a,)


def hexcolor(value, alpha=1.0):
    return ((value >> 16) / 255.0, ((value >> 8) & 0xFF) / 255.0, (value & 0xFF) / 255.0, alpha)


def in_circle(x, y, cx, cy, r):
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def in_ellipse(x, y, cx, cy, rx, ry):
    return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1


def in_triangle(x, y, a, b, c):
    def side(p, q):
        return (x - q[0]) * (p[1] - q[1]) - (p[0] - q[0]) * (y - q[1])
    d1, d2, d3 = side(a, b), side(b, c), side(c, a)
    negative = d1 < 0 or d2 < 0 or d3 < 0
    positive = d1 > 0 or d2 > 0 or d3 > 0
    return not (negative and positive)


def cat(x, y):
    """A wide picture (360x180) with a cat's face on the left and a ball of yarn on the right, so
    that aspect-fill crops anchored left, centre and right each show something different."""
    t = y / 180.0
    color = (0.55 + 0.25 * t, 0.75 + 0.1 * t, 0.95, 1.0)  # sky
    if y > 140 + 6 * math.sin(x / 25.0):
        color = hexcolor(0x6DAA4F)  # grass
    cx, cy = 92.0, 96.0
    fur = hexcolor(0xF0A04B)
    if in_triangle(x, y, (cx - 52, cy - 18), (cx - 42, cy - 78), (cx - 8, cy - 46)) or \
       in_triangle(x, y, (cx + 52, cy - 18), (cx + 42, cy - 78), (cx + 8, cy - 46)):
        color = fur
    if in_triangle(x, y, (cx - 44, cy - 30), (cx - 40, cy - 64), (cx - 18, cy - 44)) or \
       in_triangle(x, y, (cx + 44, cy - 30), (cx + 40, cy - 64), (cx + 18, cy - 44)):
        color = hexcolor(0xF6C1C7)
    if in_ellipse(x, y, cx, cy, 58, 50):
        color = fur
        if in_ellipse(x, y, cx, cy + 24, 30, 20):
            color = hexcolor(0xFBE3C4)  # muzzle
        for ex in (cx - 22, cx + 22):
            if in_ellipse(x, y, ex, cy - 6, 9, 12):
                color = hexcolor(0x2E7D32)
            if in_ellipse(x, y, ex, cy - 6, 3, 10):
                color = hexcolor(0x111111)
        if in_triangle(x, y, (cx - 8, cy + 10), (cx + 8, cy + 10), (cx, cy + 19)):
            color = hexcolor(0xE57388)  # nose
    yarn_x, yarn_y = 292.0, 112.0
    if in_circle(x, y, yarn_x, yarn_y, 34):
        color = hexcolor(0xC62828)
        band = math.sin((x - yarn_x) * 0.45 + (y - yarn_y) * 0.25)
        if band > 0.55:
            color = hexcolor(0xEF5350)
    if abs(y - (146 - 0.25 * (x - 292))) < 1.6 and 300 < x < 352:
        color = hexcolor(0xC62828)  # loose thread
    return color


def avatar(x, y):
    """A round avatar (60x60): a face silhouette on a tinted disc, transparent outside."""
    if not in_circle(x, y, 30, 30, 30):
        return (0.0, 0.0, 0.0, 0.0)
    color = hexcolor(0x8E7CC3)
    if in_circle(x, y, 30, 24, 11) or in_ellipse(x, y, 30, 56, 21, 17):
        color = hexcolor(0xEDE7F6)
    return color


def icon(x, y):
    """A circular icon (80x80) with a 10-pixel white ring, as the outset-icon example draws it."""
    if not in_circle(x, y, 40, 40, 40):
        return (0.0, 0.0, 0.0, 0.0)
    if not in_circle(x, y, 40, 40, 30):
        return (1.0, 1.0, 1.0, 1.0)
    color = hexcolor(0xFFB300)
    if in_triangle(x, y, (40, 18), (61, 54), (19, 54)):
        color = hexcolor(0xFFFFFF)
    return color


def play(x, y):
    """A play button (44x44): a translucent dark disc with a white triangle and a white rim."""
    if not in_circle(x, y, 22, 22, 22):
        return (0.0, 0.0, 0.0, 0.0)
    color = (0.0, 0.0, 0.0, 0.55)
    if in_triangle(x, y, (17, 13), (17, 31), (32, 22)):
        color = (1.0, 1.0, 1.0, 1.0)
    if not in_circle(x, y, 22, 22, 20.5):
        color = over((1.0, 1.0, 1.0, 0.9), color)
    return color


IMAGES = [
    ("cat.png", 360, 180, cat),
    ("avatar.png", 60, 60, avatar),
    ("icon.png", 80, 80, icon),
    ("play.png", 44, 44, play),
]


def main():
    root = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "Fixtures", "catalog", "images")
    os.makedirs(out, exist_ok=True)
    for name, width, height, shade in IMAGES:
        data = png_bytes(width, height, render(width, height, shade))
        path = os.path.join(out, name)
        tmp = path + ".tmp"
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
        print(f"{path}: {width}x{height}, {len(data)} bytes")


if __name__ == "__main__":
    main()
