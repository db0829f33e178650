#!/usr/bin/env python3
"""Regenerate the pixelmatch reference data used by Tests/PixelDiffTests.

Small image pairs (identical, 1-pixel shifts of text and shapes, anti-aliased edges, colours
just under and over the threshold, transparency, premultiplied input, different sizes, noise)
live as PNGs in Tests/PixelDiffTests/Data/ (drawn anew with --redraw). The reference
implementation, pixelmatch 7.2.0 (tools/vendor/pixelmatch, run with Node.js), compares each pair for
several thresholds, with and without anti-aliasing detection, over its checkerboard and over
white; its answers go to Tests/PixelDiffTests/Data/pixelmatch-reference.json.

pixelmatch returns only the count of differing pixels; the count of pixels it classifies as
anti-aliased is read from its diff image (anti-aliased pixels are drawn yellow, 255,255,0).

Needs: nodejs and Pillow (Debian: nodejs, python3-pil).
    python3 tools/generators/pixelmatch-reference/pixelmatch-reference.py [--redraw]
"""

import json
import os
import random
import sys

import subprocess
import tempfile

from PIL import Image, ImageDraw, ImageFont

PIXELMATCH = "pixelmatch 7.2.0"
THRESHOLDS = [0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 1.0]
ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
OUT = os.path.join(ROOT, "Tests", "PixelDiffTests", "Data")
# pixelmatch's own diff images are stored for these cases (threshold 0.1, AA detection on).
DIFF_IMAGE_CASES = {"text-shift", "transparency"}

WHITE = (255, 255, 255, 255)


def supersampled(w, h, draw_fn, bg=WHITE, ss=4):
    """Draws at ss x the size and box-filters down: anti-aliased edges."""
    img = Image.new("RGBA", (w * ss, h * ss), bg)
    draw_fn(ImageDraw.Draw(img), ss)
    return img.reduce(ss)


def font(size):
    return ImageFont.load_default(size=size)


# ---------------------------------------------------------------------------
# pairs
# ---------------------------------------------------------------------------
def pair_identical():
    def draw(d, s):
        d.rounded_rectangle([4 * s, 4 * s, 44 * s, 28 * s], radius=6 * s, fill=(40, 90, 200, 255))
        d.ellipse([50 * s, 6 * s, 70 * s, 26 * s], fill=(230, 120, 40, 255))
    a = supersampled(80, 40, draw)
    ImageDraw.Draw(a).text((6, 28), "Hello", font=font(10), fill=(20, 20, 20, 255))
    return a, a.copy()


def pair_text_shift():
    def text_image(dx):
        img = Image.new("RGBA", (96, 40), WHITE)
        d = ImageDraw.Draw(img)
        d.text((4 + dx, 3), "Layout lab", font=font(14), fill=(25, 28, 35, 255))
        d.text((4, 21), "stays put", font=font(11), fill=(90, 95, 110, 255))
        return img
    return text_image(0), text_image(1)


def pair_shape_shift():
    def shapes(dx):
        def draw(d, s):
            d.rounded_rectangle([(6 + dx) * s, 6 * s, 40 * s + dx * s, 30 * s], radius=5 * s,
                                fill=(255, 255, 255, 255), outline=(180, 185, 195, 255), width=s)
            d.ellipse([(48 + dx) * s, 5 * s, (72 + dx) * s, 29 * s], fill=(52, 199, 89, 255))
            d.line([(4 * s, 36 * s), (76 * s, 33 * s)], fill=(200, 40, 40, 255), width=2 * s)
        return supersampled(80, 40, draw, bg=(246, 247, 249, 255))
    return shapes(0), shapes(1)


def pair_aa_edge():
    def circles(grow):
        def draw(d, s):
            for i, (cx, cy, r) in enumerate([(12, 12, 8), (36, 14, 10), (60, 20, 13.25)]):
                rr = r + (0.5 if grow and i != 1 else 0)
                d.ellipse([(cx - rr) * s, (cy - rr) * s, (cx + rr) * s, (cy + rr) * s],
                          fill=(30 + 60 * i, 80, 160, 255))
        return supersampled(76, 36, draw)
    return circles(False), circles(True)


def delta_rgb(c1, c2):
    """pixelmatch 7's squared YIQ distance of two opaque colours."""
    dr, dg, db = (c1[0] - c2[0]), (c1[1] - c2[1]), (c1[2] - c2[2])
    y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q


def pair_threshold():
    """Flat 6x6 blocks whose colour changes just under and just over several thresholds."""
    bases = [(200, 60, 60), (40, 160, 90), (60, 70, 200), (128, 128, 128), (250, 250, 240),
             (10, 10, 10)]
    blocks = []
    for t in (0.05, 0.1, 0.2):
        max_delta = 35215 * t * t
        for base in bases:
            for ch in range(3):
                sign = 1 if base[ch] < 128 else -1
                prev = base
                for k in range(1, 256):
                    v = base[ch] + sign * k
                    if not 0 <= v <= 255:
                        break
                    c = list(base)
                    c[ch] = v
                    c = tuple(c)
                    if delta_rgb(base, c) > max_delta:
                        blocks.append((base, prev))  # just under
                        blocks.append((base, c))     # just over
                        break
                    prev = c
    cols = 12
    rows = (len(blocks) + cols - 1) // cols
    a = Image.new("RGBA", (cols * 6, rows * 6), WHITE)
    b = a.copy()
    for n, (c1, c2) in enumerate(blocks):
        x, y = (n % cols) * 6, (n // cols) * 6
        ImageDraw.Draw(a).rectangle([x, y, x + 5, y + 5], fill=(*c1, 255))
        ImageDraw.Draw(b).rectangle([x, y, x + 5, y + 5], fill=(*c2, 255))
    return a, b


def pair_transparency():
    rng = random.Random(7)
    w, h = 64, 40
    a = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    pa = a.load()
    for y in range(h):
        for x in range(w):
            pa[x, y] = (40 + x * 3, 200 - y * 4, 120, min(255, x * 5))  # alpha ramp
    b = a.copy()
    pb = b.load()
    # fully transparent pixels whose colour channels differ: blended onto white they are equal
    for y in range(0, 10):
        pb[0, y] = (255, 0, 0, 0)
        pb[1, y] = (0, 255, 0, 0)
    # alpha changes, small and large
    for y in range(12, 20):
        for x in range(10, 40):
            r, g, bb, al = pa[x, y]
            pb[x, y] = (r, g, bb, max(0, al - (3 if x < 25 else 60)))
    # translucent anti-aliased shapes on both, one moved by a pixel
    def disc(img, cx, cy, r, col):
        ov = supersampled(w, h, lambda d, s: d.ellipse([(cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s],
                                                       fill=col), bg=(0, 0, 0, 0))
        return Image.alpha_composite(img, ov)
    a = disc(a, 48, 28, 8, (20, 20, 20, 140))
    b = disc(b, 49, 28, 8, (20, 20, 20, 140))
    # scattered translucent noise
    pa, pb = a.load(), b.load()
    for _ in range(40):
        x, y = rng.randrange(w), rng.randrange(24, h)
        pb[x, y] = (rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(256))
    return a, b


def straight_from_premultiplied(p):
    """Bitmap.straightAlpha() in LayoutBitmap."""
    out = bytearray(p)
    for i in range(0, len(p), 4):
        a = p[i + 3]
        if a != 0 and a != 255:
            for k in range(3):
                out[i + k] = min(255, (p[i + k] * 255 + a // 2) // a)
    return bytes(out)


def premultiply(img):
    """Bitmap.premultipliedAlpha() in LayoutBitmap: the bytes Cairo-style renderers produce."""
    s = img.tobytes()
    out = bytearray(s)
    for i in range(0, len(s), 4):
        a = s[i + 3]
        if a != 255:
            for k in range(3):
                out[i + k] = (s[i + k] * a + 127) // 255
    return Image.frombytes("RGBA", img.size, bytes(out))


def pair_premultiplied():
    """Premultiplied bytes stored as PNG pixels; compared after conversion to straight alpha."""
    a, b = pair_transparency()
    return premultiply(a), premultiply(b)


def pair_sizes():
    """Different sizes: pixelmatch compares the overlap; the rest counts as different."""
    a, b = pair_text_shift()
    return a.crop((0, 0, 90, 40)), b.crop((0, 0, 96, 34))


def pair_noise():
    """Few-colour noise with flat patches: exercises every branch of the anti-aliasing rule."""
    rng = random.Random(11)
    w, h = 48, 40
    palette = [(255, 255, 255, 255), (0, 0, 0, 255), (128, 128, 128, 255), (200, 30, 30, 255),
               (90, 90, 90, 255), (250, 250, 250, 255)]
    def make():
        img = Image.new("RGBA", (w, h), WHITE)
        p = img.load()
        for y in range(h):
            for x in range(w):
                if rng.random() < 0.6:
                    p[x, y] = palette[rng.randrange(len(palette))]
                else:
                    v = rng.randrange(256)
                    p[x, y] = (v, v, rng.randrange(256), 255)
        return img
    a = make()
    b = a.copy()
    pb = b.load()
    for y in range(h):
        for x in range(w):
            if rng.random() < 0.35:
                pb[x, y] = palette[rng.randrange(len(palette))]
    return a, b


def pair_heavy():
    """A light screen against a dark one: nearly every pixel differs."""
    def screen(dark):
        bg = (24, 26, 30, 255) if dark else (246, 247, 249, 255)
        ink = (225, 228, 235, 255) if dark else (30, 32, 38, 255)
        def draw(d, s):
            d.rectangle([0, 0, 96 * s, 10 * s], fill=(30, 35, 50, 255) if dark else (40, 90, 200, 255))
            d.rounded_rectangle([4 * s, 14 * s, 60 * s, 44 * s], radius=6 * s,
                                fill=(50, 55, 70, 255) if dark else (255, 255, 255, 255))
            d.ellipse([66 * s, 16 * s, 88 * s, 38 * s], fill=(120, 90, 200, 255))
        img = supersampled(96, 48, draw, bg=bg)
        ImageDraw.Draw(img).text((8, 20), "Inbox" if dark else "Mail", font=font(12), fill=ink)
        return img
    return screen(False), screen(True)


PAIRS = [
    ("identical", pair_identical, False),
    ("text-shift", pair_text_shift, False),
    ("shape-shift", pair_shape_shift, False),
    ("aa-edge", pair_aa_edge, False),
    ("threshold", pair_threshold, False),
    ("transparency", pair_transparency, False),
    ("premultiplied", pair_premultiplied, True),
    ("sizes", pair_sizes, False),
    ("noise", pair_noise, False),
    ("heavy", pair_heavy, False),
]


# ---------------------------------------------------------------------------
# reference answers
# ---------------------------------------------------------------------------
def crop_bytes(img_bytes, w, cw, ch):
    return b"".join(img_bytes[y * w * 4:(y * w + cw) * 4] for y in range(ch))


def pixelmatch(a, b, w, h, options):
    """Runs pixelmatch 7.2.0 on straight-alpha RGBA bytes; returns (count, diff image bytes)."""
    with tempfile.TemporaryDirectory() as tmp:
        paths = {k: os.path.join(tmp, k) for k in ("a", "b", "output", "job")}
        for key, data in (("a", a), ("b", b)):
            with open(paths[key], "wb") as fh:
                fh.write(data)
        with open(paths["job"], "w") as fh:
            json.dump({"a": paths["a"], "b": paths["b"], "width": w, "height": h,
                       "options": options, "output": paths["output"]}, fh)
        run = subprocess.run(["node", os.path.join(ROOT, "tools", "vendor", "pixelmatch", "run.mjs"), paths["job"]],
                             check=True, capture_output=True, text=True)
        with open(paths["output"], "rb") as fh:
            return json.loads(run.stdout)["mismatch"], fh.read()


def run_pixelmatch(a, b, w, h, threshold, include_aa, checkerboard=True, mask=False):
    diff, out = pixelmatch(a, b, w, h, {"threshold": threshold, "includeAA": include_aa,
                                         "checkerboard": checkerboard, "diffMask": mask})
    aa = sum(1 for i in range(0, len(out), 4) if out[i:i + 4] == b"\xff\xff\x00\xff")
    red = sum(1 for i in range(0, len(out), 4) if out[i:i + 4] == b"\xff\x00\x00\xff")
    assert red == diff, (red, diff)
    return diff, aa, bytes(out)


def main():
    redraw = "--redraw" in sys.argv[1:]
    os.makedirs(OUT, exist_ok=True)
    cases = []
    for name, make, premultiplied in PAIRS:
        path_a, path_b = os.path.join(OUT, f"{name}.a.png"), os.path.join(OUT, f"{name}.b.png")
        if redraw or not (os.path.exists(path_a) and os.path.exists(path_b)):
            a, b = make()
            a.save(path_a, optimize=True)
            b.save(path_b, optimize=True)
        a, b = Image.open(path_a).convert("RGBA"), Image.open(path_b).convert("RGBA")
        (wa, ha), (wb, hb) = a.size, b.size
        ba, bb = a.tobytes(), b.tobytes()
        if premultiplied:
            ba, bb = straight_from_premultiplied(ba), straight_from_premultiplied(bb)
        ow, oh = min(wa, wb), min(ha, hb)
        outside = max(wa, wb) * max(ha, hb) - ow * oh
        ca, cb = crop_bytes(ba, wa, ow, oh), crop_bytes(bb, wb, ow, oh)
        results = []
        for checkerboard in (True, False):
          for t in THRESHOLDS:
            for include_aa in (False, True):
                diff, aa, out = run_pixelmatch(ca, cb, ow, oh, t, include_aa, checkerboard)
                if include_aa:
                    assert aa == 0
                    ref = next(r for r in results if r["threshold"] == t and not r["includeAA"]
                               and r["checkerboard"] == checkerboard)
                    assert diff == ref["diffPixels"] - outside + ref["aaPixels"], name
                    aa = ref["aaPixels"]
                results.append({"threshold": t, "includeAA": include_aa, "checkerboard": checkerboard,
                                "diffPixels": diff + outside, "aaPixels": aa})
                if name in DIFF_IMAGE_CASES and t == 0.1 and not include_aa and checkerboard:
                    Image.frombytes("RGBA", (ow, oh), out).save(
                        os.path.join(OUT, f"{name}.pixelmatch-diff.png"), optimize=True)
                    _, _, mask = run_pixelmatch(ca, cb, ow, oh, t, include_aa, mask=True)
                    Image.frombytes("RGBA", (ow, oh), mask).save(
                        os.path.join(OUT, f"{name}.pixelmatch-mask.png"), optimize=True)
        case = {"name": name, "a": f"{name}.a.png", "b": f"{name}.b.png",
                "premultiplied": premultiplied, "aSize": [wa, ha], "bSize": [wb, hb],
                "results": results}
        if name in DIFF_IMAGE_CASES:
            case["diffImage"] = f"{name}.pixelmatch-diff.png"
            case["maskImage"] = f"{name}.pixelmatch-mask.png"
        cases.append(case)
        r = next(r for r in results if r["threshold"] == 0.1 and not r["includeAA"] and r["checkerboard"])
        print(f"{name:14s} {wa}x{ha} vs {wb}x{hb}: diff {r['diffPixels']}, aa {r['aaPixels']} (t=0.1)")
    doc = {"generator": "tools/generators/pixelmatch-reference/pixelmatch-reference.py", "reference": PIXELMATCH,
           "notes": "diffPixels includes pixels outside the overlap of different-sized images; "
                    "aaPixels counts the pixels pixelmatch draws yellow with includeAA=false.",
           "cases": cases}
    with open(os.path.join(OUT, "pixelmatch-reference.json"), "w") as fh:
        json.dump(doc, fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
