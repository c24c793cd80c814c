/** Every built-in rule. A rule is one module in this folder with a page `<id>.md` beside it. */
import type { Rule } from '../src/engine/rule.js';
import customIdUnique from './custom-id-unique.js';
import duplicateKey from './duplicate-key.js';
import legacyTopLevel from './legacy-top-level.js';
import minMaxValues from './min-max-values.js';
import parseError from './parse-error.js';
import payloadKind from './payload-kind.js';
import protoKey from './proto-key.js';
import schema from './schema.js';
import unsafeInteger from './unsafe-integer.js';
import v2ComponentLimit from './v2-component-limit.js';
import v2LegacyFields from './v2-legacy-fields.js';
import v2RequiresFlag from './v2-requires-flag.js';

export const builtinRules: readonly Rule[] = [
  // Reading the file
  parseError,
  duplicateKey,
  unsafeInteger,
  protoKey,
  payloadKind,
  // Structure
  schema,
  // Cross-component and mode rules
  customIdUnique,
  minMaxValues,
  v2LegacyFields,
  v2RequiresFlag,
  v2ComponentLimit,
  legacyTopLevel,
];
