import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';

/** Component types a user can act on: a webhook that no application owns cannot send them. */
const INTERACTIVE_TYPES: ReadonlySet<number> = new Set([3, 4, 5, 6, 7, 8]);

export default defineRule({
  meta: {
    id: 'webhook-components',
    description: 'A webhook that no application owns sends components only with ?with_components=true, and never interactive ones',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/webhook#execute-webhook ("Non-application-owned webhooks cannot send interactive components, and the components field will be ignored unless they set the with_components query param")',
  },
  createOnce(context) {
    let withComponents = false;
    let warned = false;
    return {
      before() {
        warned = false;
      },
      payload({ envelope, body, bodyPath }) {
        withComponents = envelope.delivery?.withComponents === true;
        if (envelope.destination !== 'webhook' || !body || withComponents) return;
        if (!Array.isArray(body.components) || body.components.length === 0) return;
        warned = true;
        context.report({
          path: [...bodyPath, 'components'],
          target: 'key',
          message:
            'A webhook that no application owns ignores "components" unless it is executed with ?with_components=true (set "withComponents: true" in the config, or pass --with-components), and even then it may send only non-interactive components (no buttons but link buttons, no selects). Discord accepts the request and drops the components.',
          atMostWarning: true,
        });
      },
      component(node) {
        if (context.envelope.destination !== 'webhook' || warned || node.surface !== 'message') return;
        const type = node.type;
        const interactive = typeof type === 'number' && (INTERACTIVE_TYPES.has(type) || (type === 2 && node.value.style !== 5));
        if (!interactive) return;
        context.report({
          path: node.path,
          message: `${describeType(type as number)}${type === 2 ? ` (style ${String(node.value.style)})` : ''} is interactive, and a webhook that no application owns cannot send interactive components; only link buttons (style 5) and the display components can be sent. Execute the webhook of an application (--destination app-webhook), or use a link button.`,
        });
      },
    };
  },
});
