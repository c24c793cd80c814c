import { describeType, V2_ONLY_TYPES } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { addComponentsV2Flag } from '../src/fix/builders.js';

export default defineRule({
  meta: {
    id: 'v2-requires-flag',
    description: 'Components V2 types (Section, Text Display, Thumbnail, Media Gallery, File, Separator, Container) appear only in messages with the IS_COMPONENTS_V2 flag',
    severity: 'error',
    fixable: true,
    fixSafety: 'safe',
    source:
      'https://docs.discord.com/developers/components/reference#section (\"you must send the message flag 1 << 15\"); Discord answers UNION_TYPE_CHOICES',
  },
  createOnce(context) {
    return {
      component(node) {
        if (node.surface !== 'message' || node.mode !== 'legacy') return;
        if (typeof node.type !== 'number' || !V2_ONLY_TYPES.has(node.type)) return;
        // Only the outermost one: a Container's children are covered by the Container's finding.
        for (let up = node.parent; up; up = up.parent) if (typeof up.type === 'number' && V2_ONLY_TYPES.has(up.type)) return;
        // This payload's body path, taken now: the fix runs after the walk, when context.envelope may be another payload's.
        const { bodyPath, destination, body } = context.envelope;
        // A body that names no destination is read as creating a message, which Discord rejects without
        // the flag (an error); an edit, which need not repeat the flag, is named. The message says how.
        const unknown = destination === undefined && body !== undefined && (body.flags === undefined || body.flags === null) && !hasLegacyContent(body);
        context.report({
          path: node.path,
          message: unknown
            ? `${describeType(node.type)} is a Components V2 component, but the message does not have the IS_COMPONENTS_V2 flag; Discord rejects it when the message is created (a file that names no destination is read so). Add 32768 (1 << 15) to "flags". If this file edits a message that already has the flag, which need not repeat it, name the edit: --destination message-edit, webhook-edit or interaction-edit (or "destination" in the config).`
            : `${describeType(node.type)} is a Components V2 component, but the message does not have the IS_COMPONENTS_V2 flag; Discord rejects it. Add 32768 (1 << 15) to "flags" and move content and embeds into components.`,
          // Only when nothing in the message conflicts with the flag (content, embeds, hidden attachments...).
          fix: (document) => addComponentsV2Flag(document, bodyPath),
        });
      },
    };
  },
});

/** Fields a Components V2 message cannot hold (sent as null or empty, they clear an edited message's). */
function hasLegacyContent(body: Record<string, unknown>): boolean {
  const filled = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  return filled(body.content) || filled(body.embeds) || filled(body.poll) || filled(body.sticker_ids) || filled(body.stickers);
}
