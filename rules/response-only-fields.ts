import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { mediaItemsOf } from '../src/payload/media.js';

/** Fields of an unfurled media item that Discord fills in; only `url` is read from a request. */
const MEDIA_RESPONSE_FIELDS = ['proxy_url', 'width', 'height', 'placeholder', 'placeholder_version', 'content_type', 'flags', 'attachment_id'];
/** Fields of a File component that Discord fills in from the uploaded file. */
const FILE_RESPONSE_FIELDS = ['name', 'size'];

export default defineRule({
  meta: {
    id: 'response-only-fields',
    description: 'Fields that only Discord’s responses carry (media proxy_url, width, height...; File name and size) are not sent',
    severity: 'warn',
    source: 'components-interface.md: Unfurled media item (only url may be set), File (name and size are ignored on input)',
  },
  create(context) {
    return {
      component(node) {
        for (const media of mediaItemsOf(node)) {
          for (const field of MEDIA_RESPONSE_FIELDS) {
            if (!Object.hasOwn(media.value, field)) continue;
            context.report({
              path: [...media.path, field],
              target: 'key',
              message: `"${field}" of a media item is filled in by Discord in responses and ignored when sent: only "url" is read. Remove "${field}" (it usually comes from copying a message Discord returned).`,
            });
          }
        }
        if (node.type !== 13) return;
        for (const field of FILE_RESPONSE_FIELDS) {
          if (!Object.hasOwn(node.value, field)) continue;
          context.report({
            path: [...node.path, field],
            target: 'key',
            message:
              field === 'name'
                ? `"name" of a ${describeType(13)} is ignored when sent: Discord takes the name from the uploaded file and fills it in responses. Remove "name"; to change the shown name, upload the file under that filename.`
                : `"size" of a ${describeType(13)} is ignored when sent: Discord takes the size in bytes from the uploaded file and fills it in responses. Remove "size".`,
          });
        }
      },
    };
  },
});
