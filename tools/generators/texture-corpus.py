#!/usr/bin/env python3
"""Generates the files that follow from Texture's test corpus.

The corpus is one list of cases, `Tests/LayoutEngineTests/Cases/ported/<TextureTestClass>.json`:
each case is a fixture, the frames Texture gives it and where they come from. A case ported from
one of Texture's layout snapshot tests also has a `snapshot` entry: its reference image (a path
under `Tests/AsyncDisplayKitTests/TextureReferences`, copied from Texture's
`Tests/ReferenceImages_64`), the nodes in the order the test adds them to the host (their
z-order), and, when several cases share one image, the name that tells them apart (`variant`).

From that list this script writes:
  * `Tests/LayoutEngineTests/Cases/measured/<TextureTestClass>.json`: for every snapshot case,
    the frames its reference image determines (see texture_corpus_measure.py), checked by
    LayoutCase.swift within 0.5 pt against the case's fixture;
  * `Tests/AsyncDisplayKitTests/TextureReferenceFixtures+LayoutSpecs.swift`: every snapshot case
    as a Swift fixture built with layoutlab's AsyncDisplayKit API, which TextureReferenceTests
    renders and compares with the reference image pixel for pixel.

Each generated file says in its first lines that it is generated, by what and from what; a
measured file also records a digest of its inputs (the cases' fixtures and snapshot entries, the
images and the measuring code), so that `--check` finds it stale without measuring again.

Usage:
  tools/generators/texture-corpus.py            write the generated files; a measured file whose
                                                recorded digest matches its inputs is kept
  tools/generators/texture-corpus.py --check    exit 1, naming them, when a generated file is
                                                not what the corpus gives (nothing is written)
  --remeasure     measure every image again (about a minute of CPU)
  --root PATH     the repository to read and write (default: the one holding this script)
  --texture PATH  also check that every Texture file a case's `from` names exists in PATH (a
                  Texture work tree or git directory)

Measuring requires Python 3.9+ and Pillow. `--check` measures nothing: a measured file is up to
date when the digest it records is the digest of its inputs now.
"""

import argparse
import glob
import hashlib
import json
import os
import re
import subprocess
import sys

import texture_corpus_measure as measuring
import texture_corpus_swift as swift

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
GENERATOR = 'tools/generators/texture-corpus.py'
CASES = 'Tests/LayoutEngineTests/Cases/ported'
MEASURED = 'Tests/LayoutEngineTests/Cases/measured'
IMAGES = 'Tests/AsyncDisplayKitTests/TextureReferences'
SWIFT = 'Tests/AsyncDisplayKitTests/TextureReferenceFixtures+LayoutSpecs.swift'


def dumps(document):
    """JSON with one key per line but short lists of numbers and strings kept on one line (the
    layout of every file under Cases/)."""
    text = json.dumps(document, indent=1, ensure_ascii=False)
    text = re.sub(r'\[\s*((?:[^\[\]{}\s][^\[\]{}]*?)?)\s*\]',
                  lambda m: '[' + re.sub(r',\s+', ', ', m.group(1)) + ']', text) + '\n'
    if json.loads(text) != document:
        raise AssertionError('compacting the JSON changed its content')
    return text


def load_corpus():
    """[(source file, document)] for every corpus file, in file-name order."""
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, CASES, '*.json'))):
        with open(path, encoding='utf-8') as f:
            out.append((os.path.relpath(path, ROOT), json.load(f)))
    return out


def snapshot_cases(document):
    return [c for c in document['cases'] if 'snapshot' in c]


# ---------------------------------------------------------------------------------------------
# Measured frames

def inputs_digest(cases):
    """sha256 over the measuring code and each case's name, fixture, snapshot entry and image."""
    h = hashlib.sha256()
    with open(measuring.__file__, 'rb') as f:
        h.update(f.read())
    for case in cases:
        h.update(json.dumps([case['name'], case['fixture'], case['snapshot']], sort_keys=True).encode())
        with open(os.path.join(ROOT, IMAGES, case['snapshot']['image']), 'rb') as f:
            h.update(hashlib.sha256(f.read()).digest())
    return 'sha256:' + h.hexdigest()


def measured_case(case):
    """The measured entry of one snapshot case; raises ValueError when its image is not measurable."""
    snapshot = case['snapshot']
    image = measuring.open_image(os.path.join(ROOT, IMAGES, snapshot['image']))
    size, frames, left_out, assumed = measuring.measure(case['fixture']['root'], snapshot['subnodes'], image)
    note = 'image %s/%s' % (IMAGES, snapshot['image'])
    if snapshot.get('note'):
        note += '; %s' % snapshot['note']
    if assumed:
        note += '; edges taken from the declared size: ' + ', '.join(assumed)
    if left_out:
        note += '; not measured: ' + ', '.join(left_out)
    return {'name': case['name'], 'from': note, 'size': size, 'frames': frames}


def measured_document(source, document, digest):
    cases = snapshot_cases(document)
    return {
        'generated': 'generated by %s from %s and the reference images its snapshot cases name (under %s); '
                     'do not edit' % (GENERATOR, source, IMAGES),
        'inputs': digest,
        'cases': [measured_case(c) for c in cases],
    }


def measured_outputs(corpus, check, remeasure=False):
    """{path: text} of the measured files. A file whose recorded digest matches its inputs is taken
    as it is (unless `remeasure`); any other is measured again, or with `check` given as stale."""
    out = {}
    for source, document in corpus:
        cases = snapshot_cases(document)
        if not cases:
            continue
        path = os.path.join(MEASURED, os.path.basename(source))
        digest = inputs_digest(cases)
        existing = read(path)
        try:
            recorded = json.loads(existing) if existing is not None else {}
        except ValueError:
            recorded = {}
        fresh = recorded.get('inputs') == digest and [c.get('name') for c in recorded.get('cases', [])] == [
            c['name'] for c in cases]
        if fresh and not remeasure:
            out[path] = existing
        elif check:
            out[path] = '(stale: inputs %s)' % digest
        else:
            out[path] = dumps(measured_document(source, document, digest))
    return out


# ---------------------------------------------------------------------------------------------
# Swift references

# The order of TextureReferenceFixtures' lists of layout cases, by case-name prefix.
SWIFT_GROUPS = ['inset', 'background', 'overlay', 'center', 'ratio', 'wrapper', 'relative', 'absolute', 'corner',
                'stack']


def swift_output(corpus):
    groups = {}
    classes = {}
    for source, document in corpus:
        for case in snapshot_cases(document):
            prefix = case['name'].split('/')[0]
            if prefix not in SWIFT_GROUPS:
                raise ValueError('%s: a snapshot case must be named <%s>/…' % (case['name'], '|'.join(SWIFT_GROUPS)))
            groups.setdefault(prefix, []).append(case)
            classes[prefix] = document['source']
    header = ['generated by %s from %s/*.json (the cases with a `snapshot` entry); do not edit.' % (GENERATOR, CASES),
              "Texture's layout snapshot tests, one case per layout: the nodes as ASDisplayNodeWithBackgroundColor",
              "makes them, the case's spec tree, and the host's subnodes in the order the test adds them."]
    return swift.swift_file([(p, classes[p], groups[p]) for p in SWIFT_GROUPS if p in groups], header)


# ---------------------------------------------------------------------------------------------
# Citations

TEXTURE_PATH = re.compile(r'\b((?:Tests|Source)/[A-Za-z0-9_+/]+\.(?:mm|m|h))\b')


def texture_citations(corpus):
    """{Texture path: [case names]} for every Texture file a case's `from` names."""
    out = {}
    for _, document in corpus:
        for case in document['cases']:
            for path in TEXTURE_PATH.findall(case['from']):
                out.setdefault(path, []).append(case['name'])
    return out


def missing_in_texture(texture, paths):
    if os.path.isdir(os.path.join(texture, 'Tests')):
        return [p for p in paths if not os.path.exists(os.path.join(texture, p))]
    missing = []
    for p in paths:
        r = subprocess.run(['git', '-C', texture, 'cat-file', '-e', 'HEAD:' + p], capture_output=True)
        if r.returncode != 0:
            missing.append(p)
    return missing


# ---------------------------------------------------------------------------------------------

def read(path):
    full = os.path.join(ROOT, path)
    if not os.path.exists(full):
        return None
    with open(full, encoding='utf-8') as f:
        return f.read()


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--check', action='store_true', help='exit 1 when a generated file is out of date; write nothing')
    ap.add_argument('--texture', help="a Texture work tree or git directory: check the Texture files cited in `from`")
    ap.add_argument('--remeasure', action='store_true',
                    help='measure every image again, even where the recorded digest matches')
    ap.add_argument('--root', help='the repository to read and write (default: the one holding this script)')
    args = ap.parse_args(argv)
    if args.root:
        global ROOT
        ROOT = os.path.abspath(args.root)
    corpus = load_corpus()
    failures = []
    if args.texture:
        cited = texture_citations(corpus)
        for path in missing_in_texture(args.texture, sorted(cited)):
            failures.append('%s (cited by %s) is not in Texture at %s' % (path, cited[path][0], args.texture))
    try:
        outputs = measured_outputs(corpus, args.check, args.remeasure)
        outputs[SWIFT] = swift_output(corpus)
    except ValueError as e:
        print('texture-corpus: %s' % e, file=sys.stderr)
        return 1
    stale_measured = {os.path.join(MEASURED, os.path.basename(p))
                      for p in glob.glob(os.path.join(ROOT, MEASURED, '*.json'))} - set(outputs)
    if args.check:
        for path, text in sorted(outputs.items()):
            if read(path) != text:
                failures.append('%s is out of date with %s' % (path, CASES))
        for path in sorted(stale_measured):
            failures.append('%s has no snapshot cases in %s' % (path, CASES))
        if failures:
            for line in failures:
                print('texture-corpus: ' + line, file=sys.stderr)
            print('texture-corpus: run %s to write the generated files' % GENERATOR, file=sys.stderr)
            return 1
        return 0
    for path in sorted(stale_measured):
        os.remove(os.path.join(ROOT, path))
    for path, text in sorted(outputs.items()):
        full = os.path.join(ROOT, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if read(path) != text:
            with open(full, 'w', encoding='utf-8') as f:
                f.write(text)
            print('wrote %s' % path)
    for line in failures:
        print('texture-corpus: ' + line, file=sys.stderr)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
