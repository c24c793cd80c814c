import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';
import { componentInteraction, modalSubmission } from '../received/fixtures.js';

const id = 'received-missing-field';
const on = { rules: { [id]: 'warn' as const } };

describe('received-missing-field', () => {
  it('warns about each field Discord always sends, at the object that lacks it', async () => {
    const messages = await lintInline(
      `type: 3
token: aW50ZXJhY3Rpb24
data: { custom_id: vote, component_type: 2 }
`,
      on,
    );
    expectFindings(messages, id, [
      { path: '', line: 1, column: 1, message: 'has no "id"', severity: 1 },
      { path: '', message: '"application_id"' },
      { path: '', message: '"version"' },
      { path: '', message: '"app_permissions"' },
      { path: '', message: '"locale"' },
      { path: '', message: '"entitlements"' },
      { path: '', message: '"authorizing_integration_owners"' },
      { path: '', message: '"attachment_size_limit"' },
      { path: '', message: '"channel"' },
      { path: '', message: '"member"' },
      { path: '', message: '"message"' },
      { path: '/data', line: 3, column: 7, message: 'component\'s numeric id' },
    ]);
  });

  it('warns about Labels and answers without id in a modal submission', async () => {
    const messages = await lintInline(
      modalSubmission({ custom_id: 'm', components: [{ type: 18, component: { type: 4, id: 2, custom_id: 'name', value: 'x' } }, { type: 10 }] }),
      on,
    );
    expectFindings(messages, id, [
      { path: '/data/components/0', line: 6, column: 7, message: 'Label' },
      { path: '/data/components/1', line: 15, column: 7, message: 'Text Display' },
    ]);
  });

  it('accepts a complete interaction', async () => {
    expectClean(await lintInline(componentInteraction({ custom_id: 'vote', component_type: 2, id: 1 }), on));
  });

  it('is off by default: a trimmed fixture lints clean', async () => {
    expectClean(await lintInline('type: 3\ntoken: aW50ZXJhY3Rpb24\ndata: { custom_id: vote, component_type: 2 }\n'));
  });
});
