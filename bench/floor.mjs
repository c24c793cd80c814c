// The floor: what any linter of these files must at least do. Reads every file, JSON.parses it and
// validates it with one precompiled (standalone) ajv validator, then exits.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Message } from '../src/schema/generated/validators.js';

const dir = process.argv[2];
let invalid = 0;
for (const name of readdirSync(dir)) {
  const value = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  if (!Message(value)) invalid++;
}
process.stdout.write(`${invalid}\n`);
