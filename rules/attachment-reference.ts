import { defineRule } from '../src/engine/rule.js';
import { toDisplayPath } from '../src/util/pointer.js';
import { ATTACHMENT_SCHEME, attachmentListOf, attachmentName, mediaItemsOf, type AttachmentList } from '../src/payload/media.js';
import { didYouMean } from '../src/util/did-you-mean.js';

export default defineRule({
  meta: {
    id: 'attachment-reference',
    description: 'Every attachment://<filename> in a Thumbnail, Media Gallery or File names an entry of the message’s attachments',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#unfurled-media-item; Discord answers UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND',
  },
  createOnce(context) {
    let attachments: AttachmentList | undefined;
    return {
      before() {
        attachments = undefined;
      },
      payload({ body, bodyPath }) {
        attachments = context.envelope.surface === 'message' ? attachmentListOf(body, bodyPath) : undefined;
      },
      component(node) {
        for (const media of mediaItemsOf(node)) {
          const name = attachmentName(media.url);
          if (name === undefined) continue;
          const path = [...media.path, 'url'];
          if (name === '') {
            // A File's empty name is file-attachment-url's finding.
            if (node.type !== 13) {
              context.report({
                path,
                message: `${toDisplayPath(path)} is "${ATTACHMENT_SCHEME}" without a filename; write the uploaded file's name after it, e.g. "${ATTACHMENT_SCHEME}chart.png".`,
              });
            }
            continue;
          }
          // Without an attachments list the files may still be uploaded as multipart parts: nothing to check against.
          if (!attachments || attachments.hasUnnamed) continue;
          const names = attachments.entries.map((e) => e.filename);
          if (names.includes(name)) continue;
          const close = didYouMean(name, names);
          const listed = names.length === 0 ? 'the attachments list is empty' : `it has ${names.map((n) => JSON.stringify(n)).join(', ')}`;
          context.report({
            path,
            message: `${JSON.stringify(media.url)} refers to an attachment named ${JSON.stringify(name)}, but no entry of "attachments" has that filename (${listed}); Discord rejects the message (UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND). ${
              close ? `Did you mean "${ATTACHMENT_SCHEME}${close}"? ` : ''
            }Reference an uploaded file's exact filename, or add { "id": ..., "filename": ${JSON.stringify(name)} } to "attachments" and upload that file.`,
          });
        }
      },
    };
  },
});
