// Runs pixelmatch 7.2.0 (the reference layoutlab's diff reproduces) on raw RGBA files.
// Usage: node run.mjs JOB.json — JOB holds {a, b, width, height, options, output?}: the paths of
// two raw straight-alpha RGBA files, their size, pixelmatch's options and, if given, where to
// write the raw diff image. Prints {"mismatch": N}.
import fs from 'node:fs';
import pixelmatch from './pixelmatch-7.2.0.js';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const a = new Uint8Array(fs.readFileSync(job.a));
const b = new Uint8Array(fs.readFileSync(job.b));
const output = job.output ? new Uint8Array(job.width * job.height * 4) : null;
const mismatch = pixelmatch(a, b, output, job.width, job.height, job.options);
if (output) fs.writeFileSync(job.output, output);
process.stdout.write(JSON.stringify({mismatch}) + '\n');
