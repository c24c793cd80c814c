// The floor: what any linter of these files must at least do. Reads every file, JSON.parses it and
// validates it with one precompiled (standalone) ajv validator, then exits. Given one file holding a
// list of payloads, validates each element. With --deep (the deep floor), each component of each
// payload is also validated with its own type's validator.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as validators from '../src/schema/generated/validators.js';

const deep = process.argv.includes('--deep');
const target = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const NAMES = {
  1: 'ActionRow', 2: 'Button', 3: 'StringSelect', 4: 'TextInput', 5: 'UserSelect', 6: 'RoleSelect', 7: 'MentionableSelect', 8: 'ChannelSelect',
  9: 'Section', 10: 'TextDisplay', 11: 'Thumbnail', 12: 'MediaGallery', 13: 'File', 14: 'Separator', 17: 'Container', 18: 'Label',
  19: 'FileUpload', 21: 'RadioGroup', 22: 'CheckboxGroup', 23: 'Checkbox',
};

let invalid = 0;
const validateComponent = (component) => {
  if (typeof component !== 'object' || component === null) return;
  const validator = validators[NAMES[component.type]];
  if (validator && !validator(component)) invalid++;
  for (const child of Array.isArray(component.components) ? component.components : []) validateComponent(child);
  validateComponent(component.component);
  validateComponent(component.accessory);
};
const check = (value) => {
  if (!validators.Message(value)) invalid++;
  if (deep) for (const component of Array.isArray(value.components) ? value.components : []) validateComponent(component);
};

if (statSync(target).isDirectory()) {
  for (const name of readdirSync(target)) check(JSON.parse(readFileSync(path.join(target, name), 'utf8')));
} else {
  for (const value of JSON.parse(readFileSync(target, 'utf8'))) check(value);
}
process.stdout.write(`${invalid}\n`);
