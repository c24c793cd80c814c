import { defineRule } from '../src/engine/rule.js';
import { attachmentName, mediaItemsOf, withoutQuery } from '../src/payload/media.js';

/** File extensions of video formats; a Thumbnail cannot play them. */
const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set([
  '3gp', 'avi', 'flv', 'gifv', 'm4v', 'mkv', 'mov', 'mp4', 'mpeg', 'mpg', 'ogv', 'webm', 'wmv',
]);

export default defineRule({
  meta: {
    id: 'thumbnail-image-only',
    description: 'A Thumbnail shows images only (GIF and WEBP included); a video URL shows nothing',
    severity: 'warn',
    source:
      'https://docs.discord.com/developers/components/reference#thumbnail (images only); a warning',
  },
  createOnce(context) {
    return {
      Thumbnail(node) {
        for (const media of mediaItemsOf(node)) {
          const extension = extensionOf(media.url);
          if (!extension || !VIDEO_EXTENSIONS.has(extension)) continue;
          context.report({
            path: [...media.path, 'url'],
            message: `Thumbnail media.url ${JSON.stringify(media.url)} points at a video (.${extension}); a Thumbnail shows images only (PNG, JPEG, GIF, WEBP), so Discord will not play it. Use a still image here, and put the video in a Media Gallery (type 12), which plays videos.`,
          });
        }
      },
    };
  },
});

/** Lower-case extension of the URL's path (query and fragment ignored), or undefined. */
function extensionOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const path = attachmentName(url) ?? pathOf(url);
  const match = /\.([A-Za-z0-9]+)$/.exec(path);
  return match ? match[1]!.toLowerCase() : undefined;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return withoutQuery(url);
  }
}
