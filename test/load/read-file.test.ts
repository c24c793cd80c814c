/**
 * readPayloadTextSync (the lint's quick read) must say exactly what the byte read and decodeSource
 * say, for every kind of file: it takes a shortcut only when the answer cannot differ.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdirSync, openSync, symlinkSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSource } from '../../src/load/decode.js';
import { readPayloadFileSync, readPayloadTextSync } from '../../src/project/read-file.js';
import { scratch } from '../cli-helpers.js';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

const CASES: Record<string, Buffer> = {
  'plain.json': bytes('{ "content": "hi" }\n'),
  'accents.json': bytes('{ "content": "héllo wörld ✓ 👋" }'),
  'bom.json': bytes([0xef, 0xbb, 0xbf], '{ "content": "bom" }'),
  'utf16le.json': bytes([0xff, 0xfe], [0x7b, 0, 0x7d, 0]),
  'utf16be.json': bytes([0xfe, 0xff], [0, 0x7b, 0, 0x7d]),
  'latin1.json': bytes('{ "content": "caf', [0xe9], '" }'),
  'truncated-sequence.json': bytes('{ "content": "', [0xe2, 0x9c], '" }'),
  'replacement-character.json': bytes('{ "content": "a \uFFFD b" }'),
  'nul-early.json': bytes('{ "content": "a', [0], '" }'),
  'nul-late.json': bytes(`{ "content": "${'x'.repeat(9000)}`, [0], '" }'),
  'empty.json': bytes(''),
};

function expectSameAsByteRead(file: string) {
  const read = readPayloadFileSync(file);
  const expected = read.ok ? decodeSource(read.bytes) : read;
  expect(readPayloadTextSync(file)).toEqual(expected);
}

describe('readPayloadTextSync', () => {
  const root = scratch({});
  for (const [name, content] of Object.entries(CASES)) writeFileSync(path.join(root, name), content);

  it.each(Object.keys(CASES))('%s: the same text or the same reason as the byte read', (name) => {
    expectSameAsByteRead(path.join(root, name));
  });

  it('reads text, without the byte order mark', () => {
    expect(readPayloadTextSync(path.join(root, 'accents.json'))).toEqual({ ok: true, text: '{ "content": "héllo wörld ✓ 👋" }' });
    expect(readPayloadTextSync(path.join(root, 'bom.json'))).toEqual({ ok: true, text: '{ "content": "bom" }' });
    expect(readPayloadTextSync(path.join(root, 'replacement-character.json'))).toEqual({ ok: true, text: '{ "content": "a \uFFFD b" }' });
  });

  it('says why UTF-16, invalid UTF-8 and binary files are not read', () => {
    expect(readPayloadTextSync(path.join(root, 'utf16le.json'))).toEqual({ ok: false, message: expect.stringContaining('UTF-16 (little-endian)') });
    expect(readPayloadTextSync(path.join(root, 'latin1.json'))).toEqual({ ok: false, message: 'The file is not valid UTF-8; save it as UTF-8.' });
    expect(readPayloadTextSync(path.join(root, 'nul-early.json'))).toEqual({ ok: false, message: expect.stringContaining('binary') });
  });

  it('a missing file, a folder, a FIFO, a link to a device, a link to a file and a huge sparse file', () => {
    const special = scratch({ 'target.json': '{ "content": "linked" }' });
    mkdirSync(path.join(special, 'folder.json'));
    execFileSync('mkfifo', [path.join(special, 'pipe.json')]);
    symlinkSync('/dev/zero', path.join(special, 'zero.json'));
    symlinkSync(path.join(special, 'target.json'), path.join(special, 'link.json'));
    writeFileSync(path.join(special, 'sparse.json'), '');
    truncateSync(path.join(special, 'sparse.json'), 1536 * 1024 * 1024);
    for (const name of ['missing.json', 'folder.json', 'pipe.json', 'zero.json', 'link.json', 'sparse.json']) expectSameAsByteRead(path.join(special, name));
    expect(readPayloadTextSync(path.join(special, 'missing.json'))).toEqual({ ok: false, message: 'The file could not be read: no such file.' });
    expect(readPayloadTextSync(path.join(special, 'pipe.json'))).toEqual({ ok: false, message: 'It is a named pipe (FIFO), not a regular file; only regular files are read.' });
    expect(readPayloadTextSync(path.join(special, 'zero.json'))).toEqual({ ok: false, message: 'It is a device, not a regular file; only regular files are read.' });
    expect(readPayloadTextSync(path.join(special, 'link.json'))).toEqual({ ok: true, text: '{ "content": "linked" }' });
    expect(readPayloadTextSync(path.join(special, 'sparse.json'))).toEqual({ ok: false, message: expect.stringContaining('1536.0 MiB') });
  });

  it('a FIFO that holds data is not read as a file', () => {
    const special = scratch({});
    const pipe = path.join(special, 'pipe.json');
    execFileSync('mkfifo', [pipe]);
    // Opened for reading and writing, a FIFO opens at once on Linux; the data waits in it.
    const writer = openSync(pipe, constants.O_RDWR | constants.O_NONBLOCK);
    try {
      writeSync(writer, '{ "content": "from a pipe" }');
      expect(readPayloadTextSync(pipe)).toEqual({ ok: false, message: 'It is a named pipe (FIFO), not a regular file; only regular files are read.' });
    } finally {
      closeSync(writer);
    }
  });
});
