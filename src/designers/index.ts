export { importLink, importFileText, isLink } from './import.js';
export { exportLink, ExportRefusedError } from './export.js';
export { discohookLink, encodeDiscohookData, decodeDiscohookData, DISCOHOOK_ORIGIN } from './discohook.js';
export { discordBuildersLink, encodeBuildersHash, decodeBuildersHash, DISCORD_BUILDERS_ORIGIN } from './discord-builders.js';
export { DesignerInputError, DESIGNERS, type Designer, type ImportResult, type ImportedMessage } from './types.js';
