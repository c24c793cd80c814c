import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { ATTACHMENT_SCHEME, attachmentName, withoutQuery } from '../src/payload/media.js';

export default defineRule({
  meta: {
    id: 'file-attachment-url',
    description: 'A File component references an uploaded file: file.url is attachment://<filename>',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#file (only attachment:// references)',
  },
  createOnce(context) {
    return {
      File(node) {
        // A message Discord sent (quoted by a received interaction) may carry the uploaded file's CDN url.
        if (node.quoted) return;
        const file = node.value.file;
        if (!isObject(file)) return;
        const url = file.url;
        if (typeof url !== 'string') return; // a missing or non-string url is the schema's finding
        const path = [...node.path, 'file', 'url'];
        const name = attachmentName(url);
        if (name === undefined) {
          const tail = lastSegment(url);
          context.report({
            path,
            message: `File file.url is ${JSON.stringify(url)}, but a File component only shows a file uploaded with the message: the url must be "${ATTACHMENT_SCHEME}<filename>". Upload the file with the message and write "${ATTACHMENT_SCHEME}${tail || 'report.pdf'}", or show an image or video from the web in a Media Gallery (type 12) instead.`,
          });
        } else if (name === '') {
          context.report({
            path,
            message: `File file.url is "${ATTACHMENT_SCHEME}" without a filename; write the uploaded file's name after it, e.g. "${ATTACHMENT_SCHEME}report.pdf".`,
          });
        }
      },
    };
  },
});

function lastSegment(url: string): string {
  const path = withoutQuery(url);
  const segment = path.slice(path.lastIndexOf('/') + 1);
  return /^[\w.-]+\.[A-Za-z0-9]+$/.test(segment) ? segment : '';
}
