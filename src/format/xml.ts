import { xmlCharacterReferences } from '../util/escape-text.js';

/** Characters XML 1.0 cannot carry at all (controls other than tab, newline and return; lone surrogates). */
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Escapes text for an attribute value or element content; drops characters XML cannot hold, and
 * writes those a terminal would act on as character references (the same text to an XML reader).
 */
export function escapeXml(text: string): string {
  return xmlCharacterReferences(
    text
      .replace(INVALID_XML, '\uFFFD')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      .replace(/\r/g, '&#13;')
      .replace(/\n/g, '&#10;')
      .replace(/\t/g, '&#9;'),
  );
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
