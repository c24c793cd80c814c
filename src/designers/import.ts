/** `cordlint import`: a designer's link, or a file it saved, as the payloads it holds. */
import { decodeDiscohookData, isDiscohookHost, messagesFromBackupFile, messagesFromQueryData } from './discohook.js';
import { decodeBuildersHash, isDiscordBuildersHost, messageFromBuildersState } from './discord-builders.js';
import { DesignerInputError, isRecord, Notes, parseDesignerJson, type ImportResult } from './types.js';

/** A designer's address pasted without its scheme (`discohook.app/?data=...`). */
const BARE_DESIGNER_LINK = /^(?:[a-z0-9-]+\.)*(?:discohook\.(?:app|org)|discord\.builders)\//i;

/** Whether an operand is a link (rather than a file's name). */
export const isLink = (operand: string): boolean => /^https?:\/\//i.test(operand.trim()) || BARE_DESIGNER_LINK.test(operand.trim());

/** The payloads a Discohook or discord.builders link holds; read offline, from the link alone. */
export function importLink(link: string): ImportResult {
  let url: URL;
  const text = link.trim();
  try {
    url = new URL(BARE_DESIGNER_LINK.test(text) ? `https://${text}` : text);
  } catch {
    throw new DesignerInputError(`${JSON.stringify(link)} is not a link`);
  }
  const notes = new Notes();
  if (isDiscohookHost(url.hostname)) {
    const data = url.searchParams.get('data');
    if (data === null) {
      const why = url.searchParams.has('share')
        ? "a share link (?share=) keeps its messages on Discohook's server, which cordlint does not call: open it, and copy the address once the editor shows ?data="
        : url.searchParams.has('backup')
          ? "a backup link (?backup=) names a backup on Discohook's server: export the backup as a file (Backups, Export) and import that file"
          : 'the link has no ?data= parameter';
      throw new DesignerInputError(`Discohook link: ${why}`);
    }
    const messages = messagesFromQueryData(decodeDiscohookData(data), notes);
    return { designer: 'discohook', messages, notes: notes.list() };
  }
  if (isDiscordBuildersHost(url.hostname)) {
    // URL keeps the hash as written; a link copied from the address bar may have it percent-encoded.
    const message = messageFromBuildersState(decodeBuildersHash(url.hash));
    return { designer: 'discord.builders', messages: [message], notes: notes.list() };
  }
  throw new DesignerInputError(`${url.hostname} is neither Discohook (discohook.app) nor discord.builders`);
}

/**
 * The payloads of a file a designer saved: a Discohook backup file (`{ version, backups }`), the
 * JSON of Discohook's data (`{ messages: [...] }`), or a text file that holds a link.
 */
export function importFileText(text: string, name: string): ImportResult {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (isLink(trimmed) && !/\s/.test(trimmed)) return importLink(trimmed);
  const value = parseDesignerJson(trimmed, name, (error) => `${name} is neither a link nor JSON (${error.message})`);
  const notes = new Notes();
  if (isRecord(value) && typeof value.version === 'number') {
    return { designer: 'discohook', messages: messagesFromBackupFile(value, notes, name), notes: notes.list() };
  }
  if (isRecord(value) && Array.isArray(value.messages)) {
    return { designer: 'discohook', messages: messagesFromQueryData(value, notes, name), notes: notes.list() };
  }
  throw new DesignerInputError(`${name} is not a Discohook backup file ({ "version": N, "backups": [...] }) nor Discohook data ({ "messages": [...] })`);
}
