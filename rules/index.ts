/** Every built-in rule. A rule is one module in this folder with a page `<id>.md` beside it. */
import type { Rule } from '../src/engine/rule.js';
import actionRowComponents from './action-row-components.js';
import allowedMentionsParse from './allowed-mentions-parse.js';
import attachmentFile from './attachment-file.js';
import attachmentReference from './attachment-reference.js';
import attachmentUnused from './attachment-unused.js';
import buttonLabelLength from './button-label-length.js';
import buttonLabelOrEmoji from './button-label-or-emoji.js';
import buttonSinglePrimary from './button-single-primary.js';
import buttonStyleFields from './button-style-fields.js';
import checkboxGroupOptions from './checkbox-group-options.js';
import checkboxNoRequired from './checkbox-no-required.js';
import componentSurface from './component-surface.js';
import componentTypeString from './component-type-string.js';
import containerChildren from './container-children.js';
import customIdUnique from './custom-id-unique.js';
import deferredFlagsIgnored from './deferred-flags-ignored.js';
import duplicateKey from './duplicate-key.js';
import editFields from './edit-fields.js';
import embedTotalLength from './embed-total-length.js';
import embedUrlScheme from './embed-url-scheme.js';
import emptyUrl from './empty-url.js';
import emojiNameOrId from './emoji-name-or-id.js';
import emojiShortcode from './emoji-shortcode.js';
import ephemeralDestination from './ephemeral-destination.js';
import fileAttachmentUrl from './file-attachment-url.js';
import fixtureCustomId from './fixture-custom-id.js';
import fixtureNeverSent from './fixture-never-sent.js';
import fixtureUnanswered from './fixture-unanswered.js';
import fixtureValues from './fixture-values.js';
import idUnique from './id-unique.js';
import interactionResponseData from './interaction-response-data.js';
import labelComponent from './label-component.js';
import legacyTopLevel from './legacy-top-level.js';
import messageFlags from './message-flags.js';
import messageNotEmpty from './message-not-empty.js';
import messageReferenceFields from './message-reference-fields.js';
import minMaxValues from './min-max-values.js';
import modalActionRowDeprecated from './modal-action-row-deprecated.js';
import modalTopLevel from './modal-top-level.js';
import parseError from './parse-error.js';
import payloadKind from './payload-kind.js';
import placeholderUnknown from './placeholder-unknown.js';
import pollQuestionText from './poll-question-text.js';
import premiumRequiredDeprecated from './premium-required-deprecated.js';
import loneSurrogate from './lone-surrogate.js';
import protoKey from './proto-key.js';
import radioGroupOptions from './radio-group-options.js';
import receivedComponentData from './received-component-data.js';
import receivedInteractionFields from './received-interaction-fields.js';
import receivedMissingField from './received-missing-field.js';
import receivedModalData from './received-modal-data.js';
import receivedResolvedValues from './received-resolved-values.js';
import receivedValueLimits from './received-value-limits.js';
import receivedResolved from './received-resolved.js';
import responseOnlyFields from './response-only-fields.js';
import schema from './schema.js';
import sectionChildren from './section-children.js';
import selectDefaultCount from './select-default-count.js';
import selectDisabledInModal from './select-disabled-in-modal.js';
import selectOptionValueUnique from './select-option-value-unique.js';
import selectRequiredInMessage from './select-required-in-message.js';
import selectTypeFields from './select-type-fields.js';
import textDisplayTotal from './text-display-total.js';
import textDisplayBytes from './text-display-bytes.js';
import textInputLabel from './text-input-label.js';
import textInputLength from './text-input-length.js';
import thumbnailImageOnly from './thumbnail-image-only.js';
import translationMissingDefault from './translation-missing-default.js';
import translationCycle from './translation-cycle.js';
import translationMissing from './translation-missing.js';
import unknownField from './unknown-field.js';
import unsafeInteger from './unsafe-integer.js';
import urlFormat from './url-format.js';
import v2ComponentLimit from './v2-component-limit.js';
import v2LegacyFields from './v2-legacy-fields.js';
import v2RequiresFlag from './v2-requires-flag.js';
import v2TopLevel from './v2-top-level.js';
import voiceMessage from './voice-message.js';
import webhookComponents from './webhook-components.js';
import webhookFields from './webhook-fields.js';

export const builtinRules: readonly Rule[] = [
  // Reading the file
  parseError,
  duplicateKey,
  unsafeInteger,
  protoKey,
  loneSurrogate,
  payloadKind,
  // Structure
  schema,
  componentTypeString,
  // Cross-component and mode rules
  customIdUnique,
  minMaxValues,
  v2LegacyFields,
  v2RequiresFlag,
  v2ComponentLimit,
  legacyTopLevel,
  // Placement: where each type may stand
  componentSurface,
  v2TopLevel,
  modalTopLevel,
  modalActionRowDeprecated,
  actionRowComponents,
  sectionChildren,
  containerChildren,
  labelComponent,
  // Buttons
  buttonStyleFields,
  emojiNameOrId,
  emojiShortcode,
  buttonLabelOrEmoji,
  buttonLabelLength,
  buttonSinglePrimary,
  // Selects
  selectTypeFields,
  selectOptionValueUnique,
  selectDefaultCount,
  selectRequiredInMessage,
  selectDisabledInModal,
  // Text Input
  textInputLength,
  textInputLabel,
  idUnique,
  // Content and media
  textDisplayTotal,
  textDisplayBytes,
  thumbnailImageOnly,
  fileAttachmentUrl,
  attachmentReference,
  attachmentUnused,
  attachmentFile,
  urlFormat,
  responseOnlyFields,
  // Modal choices
  radioGroupOptions,
  checkboxGroupOptions,
  checkboxNoRequired,
  // The message envelope
  embedTotalLength,
  embedUrlScheme,
  emptyUrl,
  allowedMentionsParse,
  messageReferenceFields,
  messageFlags,
  ephemeralDestination,
  deferredFlagsIgnored,
  interactionResponseData,
  voiceMessage,
  pollQuestionText,
  // Where it is sent (the destination)
  webhookFields,
  webhookComponents,
  editFields,
  messageNotEmpty,
  premiumRequiredDeprecated,
  // Fields Discord does not know
  unknownField,
  // Received interactions (what Discord sends)
  receivedInteractionFields,
  receivedMissingField,
  receivedComponentData,
  receivedModalData,
  receivedResolved,
  receivedResolvedValues,
  receivedValueLimits,
  // A fixture against the payload it answers (lint --against)
  fixtureCustomId,
  fixtureValues,
  fixtureUnanswered,
  fixtureNeverSent,
  // Templates and translations (the config's placeholders and locales)
  placeholderUnknown,
  translationMissing,
  translationCycle,
  translationMissingDefault,
];
