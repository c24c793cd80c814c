import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import {
  removeResponseOnlyFileFields,
  removeResponseOnlyMediaFields,
  RESPONSE_ONLY_FILE_FIELDS as FILE_RESPONSE_FIELDS,
  RESPONSE_ONLY_MEDIA_FIELDS as MEDIA_RESPONSE_FIELDS,
} from '../src/fix/builders.js';
import { mediaItemsOf } from '../src/payload/media.js';

export default defineRule({
  meta: {
    id: 'response-only-fields',
    description: 'Fields that only Discord’s responses carry (media proxy_url, width, height...; File name and size) are not sent',
    severity: 'warn',
    fixable: true,
    fixSafety: 'safe',
    source:
      'https://docs.discord.com/developers/components/reference#unfurled-media-item (\"only the url field is settable\"); a warning: Discord ignores the rest',
  },
  createOnce(context) {
    return {
      component(node) {
        // A message Discord sent (quoted by a received interaction) carries what Discord fills in: not the sender's doing.
        if (node.quoted) return;
        for (const media of mediaItemsOf(node)) {
          for (const field of MEDIA_RESPONSE_FIELDS) {
            if (!Object.hasOwn(media.value, field)) continue;
            context.report({
              path: [...media.path, field],
              target: 'key',
              fix: (document) => removeResponseOnlyMediaFields(document, media.path),
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
            fix: (document) => removeResponseOnlyFileFields(document, node.path),
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
