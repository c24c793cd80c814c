import { describe, expect, it } from 'vitest';
import { button, expectClean, expectFindings, lintInline, row, text, v2 } from '../helpers.js';

const link = { type: 2, style: 5, label: 'Docs', url: 'https://example.com' };

describe('webhook-components', () => {
  it('warns that a webhook no application owns drops components without ?with_components=true', async () => {
    const messages = await lintInline(v2(text('hi')), { destination: 'webhook' });
    expectFindings(messages, 'webhook-components', [{ path: '/components', line: 3, column: 3, severity: 1, message: 'with_components=true' }]);
  });

  it('rejects interactive components even with ?with_components=true, and accepts link buttons and display components', async () => {
    const messages = await lintInline({ components: [row(button('approve'), link)] }, { destination: 'webhook', withComponents: true });
    expectFindings(messages, 'webhook-components', [{ path: '/components/0/components/0', severity: 2, message: 'style 1' }]);
    const select = await lintInline({ components: [row({ type: 3, custom_id: 's', options: [{ label: 'a', value: 'a' }] })] }, { destination: 'webhook', withComponents: true });
    expectFindings(select, 'webhook-components', [{ path: '/components/0/components/0', message: 'String Select' }]);
    expectClean(await lintInline(v2(text('hi'), row(link)), { destination: 'webhook', withComponents: true }));
  });

  it('is silent for application-owned webhooks and without a destination', async () => {
    expectClean(await lintInline({ components: [row(button('approve'))] }, { destination: 'app-webhook' }));
    const unknown = await lintInline({ components: [row(button('approve'))] });
    expect(unknown.filter((m) => m.ruleId === 'webhook-components')).toEqual([]);
  });
});
