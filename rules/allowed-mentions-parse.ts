import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';

export default defineRule({
  meta: {
    id: 'allowed-mentions-parse',
    description: 'allowed_mentions does not both parse "users" (or "roles") and list users (or roles)',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/message#allowed-mentions-object ("parse" and the users or roles lists are mutually exclusive); Discord answers MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
  },
  createOnce(context) {
    return {
      payload({ body, bodyPath, envelope }) {
        if (envelope.surface !== 'message' || !body || !isObject(body.allowed_mentions)) return;
        const { parse } = body.allowed_mentions;
        if (!Array.isArray(parse)) return;
        for (const [kind, list] of [['users', 'users'], ['roles', 'roles']] as const) {
          const ids = body.allowed_mentions[list];
          if (!parse.includes(kind) || !Array.isArray(ids) || ids.length === 0) continue;
          context.report({
            path: [...bodyPath, 'allowed_mentions', 'parse', parse.indexOf(kind)],
            related: [...bodyPath, 'allowed_mentions', list],
            message: `allowed_mentions.parse holds "${kind}" and allowed_mentions.${list} lists ${ids.length} ${kind === 'users' ? 'user' : 'role'}${ids.length === 1 ? '' : 's'}; the two are mutually exclusive and Discord rejects the message (MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE). To allow every ${kind === 'users' ? 'user' : 'role'} mention, remove the ${list} list; to allow only those, remove "${kind}" from parse.`,
          });
        }
      },
    };
  },
});
