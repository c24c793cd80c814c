import { defineRule } from '../src/engine/rule.js';
import { attachmentName, attachmentUrlsIn, discordFilename, withoutQuery } from '../src/payload/media.js';

const MIB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MIB).toFixed(bytes % MIB === 0 ? 0 : 1)} MiB`;

export default defineRule({
  meta: {
    id: 'attachment-file',
    description: 'The file an attachment:// URL names exists in the attachments folder, is a plain file within the upload limit, and keeps its name on Discord',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/reference#uploading-files ("The default limit is 10 MiB", per file); error codes 40005 and 50045 (file too large); the attachment name rules: werkzeug secure_filename, applied to attachment:// names since discord-api-docs #7754 and #7890 (PR #7986)',
  },
  createOnce(context) {
    return {
      payload({ envelope, body, bodyPath }) {
        if (envelope.surface !== 'message' || !body) return;
        const files = envelope.delivery?.attachments;
        const seen = new Set<string>();
        for (const { url, path } of attachmentUrlsIn(body, bodyPath)) {
          const name = attachmentName(withoutQuery(url));
          if (!name || seen.has(name)) continue;
          seen.add(name);
          const stored = discordFilename(name);
          if (stored !== name) {
            context.report({
              path,
              message:
                stored === ''
                  ? `${JSON.stringify(name)} has no letter, digit, ".", "_" or "-" that Discord keeps: the uploaded file gets a generated name, and the attachment:// reference may not find it. Name the file with ASCII letters and digits.`
                  : `Discord renames the file ${JSON.stringify(name)} to ${JSON.stringify(stored)} (it keeps ASCII letters, digits, ".", "_" and "-", joins words with "_" and trims "." and "_" at the ends); the reference is renamed the same way and still finds it, but users see and download ${JSON.stringify(stored)}. Name the file ${JSON.stringify(stored)} to keep what you wrote.`,
              atMostWarning: true,
            });
          }
          if (!files) continue;
          const file = files.lookup(name);
          if (file.problem) {
            context.report({ path, message: `${file.shownPath} ${file.problem}; it cannot be uploaded as ${JSON.stringify(name)}.` });
          } else if (file.size === undefined) {
            if (!files.configured) continue; // beside the payload by default: the file may come from anywhere
            context.report({
              path,
              message: `There is no file ${JSON.stringify(name)} in the attachments folder ${files.shownDir} (the config's attachments.dir); the request would carry no such file, and Discord rejects the reference (UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND, or 50146). Add the file, or fix the name.`,
            });
          } else if (file.size > files.maxSize) {
            context.report({
              path,
              message: `${file.shownPath} is ${mib(file.size)}; Discord takes files up to ${mib(files.maxSize)} each (40005: request entity too large; 50045). Make it smaller, or raise attachments.maxSize in the config if boosts or the app's limit allow more.`,
            });
          }
        }
      },
    };
  },
});
