/** Every built-in rule. A rule is one module in this folder with a page `<id>.md` beside it. */
import type { Rule } from '../src/engine/rule.js';
import attachmentReference from './attachment-reference.js';
import attachmentUnused from './attachment-unused.js';
import checkboxGroupOptions from './checkbox-group-options.js';
import checkboxNoRequired from './checkbox-no-required.js';
import customIdUnique from './custom-id-unique.js';
import duplicateKey from './duplicate-key.js';
import embedTotalLength from './embed-total-length.js';
import fileAttachmentUrl from './file-attachment-url.js';
import idUnique from './id-unique.js';
import legacyTopLevel from './legacy-top-level.js';
import messageFlags from './message-flags.js';
import messageNotEmpty from './message-not-empty.js';
import minMaxValues from './min-max-values.js';
import parseError from './parse-error.js';
import payloadKind from './payload-kind.js';
import premiumRequiredDeprecated from './premium-required-deprecated.js';
import protoKey from './proto-key.js';
import radioGroupOptions from './radio-group-options.js';
import responseOnlyFields from './response-only-fields.js';
import schema from './schema.js';
import textDisplayTotal from './text-display-total.js';
import thumbnailImageOnly from './thumbnail-image-only.js';
import unknownField from './unknown-field.js';
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
  idUnique,
  // Content and media
  textDisplayTotal,
  thumbnailImageOnly,
  fileAttachmentUrl,
  attachmentReference,
  attachmentUnused,
  responseOnlyFields,
  // Modal choices
  radioGroupOptions,
  checkboxGroupOptions,
  checkboxNoRequired,
  // The message envelope
  embedTotalLength,
  messageFlags,
  messageNotEmpty,
  premiumRequiredDeprecated,
  // Fields Discord does not know
  unknownField,
];
