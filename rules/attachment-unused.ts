import { defineRule } from '../src/engine/rule.js';
import { ATTACHMENT_SCHEME, attachmentListOf, attachmentName, mediaItemsOf, type AttachmentList } from '../src/payload/media.js';

export default defineRule({
  meta: {
    id: 'attachment-unused',
    description: 'In a Components V2 message every attachment is shown by a Media Gallery, Thumbnail or File',
    severity: 'warn',
    source:
      'https://docs.discord.com/developers/components/reference (\"Attachments won\'t show by default\"); a warning: Discord accepts the message',
  },
  createOnce(context) {
    let attachments: AttachmentList | undefined;
    const shown = new Set<string>();
    return {
      before() {
        attachments = undefined;
        shown.clear();
      },
      payload({ envelope, body, bodyPath }) {
        attachments = envelope.surface === 'message' && envelope.mode === 'v2' ? attachmentListOf(body, bodyPath) : undefined;
      },
      component(node) {
        for (const media of mediaItemsOf(node)) {
          const name = attachmentName(media.url);
          if (name) shown.add(name);
        }
      },
      payloadExit() {
        if (!attachments) return;
        for (const { filename, path } of attachments.entries) {
          if (shown.has(filename)) continue;
          context.report({
            path,
            message: `Attachment ${JSON.stringify(filename)} is uploaded but no component shows it: in a Components V2 message an attachment appears only through a Media Gallery, Thumbnail or File whose url is "${ATTACHMENT_SCHEME}${filename}". Add such a component, or drop the attachment from the message.`,
          });
        }
      },
    };
  },
});
