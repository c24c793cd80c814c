/**
 * Issue 24 item 4: received fixtures holding answers Discord never sends (over the limits of the
 * component they come from, or a string component id) are errors, as the other received-* rules.
 */
import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';
import { componentInteraction, modalSubmission } from '../received/fixtures.js';

const RULE = 'received-value-limits';
const inLabel = (component: Record<string, unknown>, id = 1) => ({ type: 18, id, component });
const submission = (...components: unknown[]) => modalSubmission({ custom_id: 'survey', components });
const lint = (payload: unknown) => lintInline(payload);
const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
const files = (n: number) => Array.from({ length: n }, (_, i) => `14412000000000001${String(i).padStart(2, '0')}`);
const attachment = (id: string) => ({ id, filename: 'a.png', size: 1, url: `https://cdn.discordapp.com/${id}/a.png`, proxy_url: `https://media.discordapp.net/${id}/a.png` });

describe(RULE, () => {
  it('a 101-character String Select value, in a modal and in a message interaction', async () => {
    const long = 'x'.repeat(101);
    expectFindings(await lint(submission(inLabel({ type: 3, id: 2, custom_id: 's', values: ['ok', long] }))), RULE, [
      { path: '/data/components/0/component/values/1', severity: 2, message: 'This value has 101 characters' },
    ]);
    expectFindings(await lint(componentInteraction({ component_type: 3, custom_id: 's', id: 2, values: [long] })), RULE, [
      { path: '/data/values/0', severity: 2, message: 'never sends one longer than 100' },
    ]);
    expectClean(await lint(submission(inLabel({ type: 3, id: 2, custom_id: 's', values: ['x'.repeat(100)] }))), RULE);
  });

  it('11 Checkbox Group values (10 is the most), and a 101-character one', async () => {
    expectFindings(await lint(submission(inLabel({ type: 22, id: 2, custom_id: 'c', values: numbers(11) }))), RULE, [
      { path: '/data/components/0/component/values', message: '"values" holds 11 entries' },
    ]);
    expectFindings(await lint(submission(inLabel({ type: 22, id: 2, custom_id: 'c', values: ['y'.repeat(101)] }))), RULE, [
      { path: '/data/components/0/component/values/0', message: '101 characters' },
    ]);
    expectClean(await lint(submission(inLabel({ type: 22, id: 2, custom_id: 'c', values: numbers(10) }))), RULE);
  });

  it('11 uploaded files (a File Upload takes 10)', async () => {
    const eleven = files(11);
    const resolved = { attachments: Object.fromEntries(eleven.map((id) => [id, attachment(id)])) };
    const messages = await lint(modalSubmission({ custom_id: 'up', components: [inLabel({ type: 19, id: 2, custom_id: 'f', values: eleven })], resolved }));
    expectFindings(messages, RULE, [{ path: '/data/components/0/component/values', message: 'at most 10 files' }]);
    const ten = files(10);
    expectClean(await lint(modalSubmission({ custom_id: 'up', components: [inLabel({ type: 19, id: 2, custom_id: 'f', values: ten })], resolved: { attachments: Object.fromEntries(ten.map((id) => [id, attachment(id)])) } })));
  });

  it('a 4,001-character Text Input value (4,000 is the most), and a 101-character Radio Group value', async () => {
    expectFindings(await lint(submission(inLabel({ type: 4, id: 2, custom_id: 't', value: 'z'.repeat(4001) }))), RULE, [
      { path: '/data/components/0/component/value', message: '4001 characters' },
    ]);
    expectClean(await lint(submission(inLabel({ type: 4, id: 2, custom_id: 't', value: 'z'.repeat(4000) }))));
    expectFindings(await lint(submission(inLabel({ type: 21, id: 2, custom_id: 'r', value: 'r'.repeat(101) }))), RULE, [
      { path: '/data/components/0/component/value', message: '101 characters' },
    ]);
  });

  it('counts characters, not UTF-16 code units', async () => {
    expectClean(await lint(submission(inLabel({ type: 4, id: 2, custom_id: 't', value: '😀'.repeat(4000) }))), RULE);
  });

  it('26 picks of a select in a modal', async () => {
    const users = files(26);
    const resolved = { users: Object.fromEntries(users.map((id) => [id, { id, username: `u${id.slice(-2)}` }])) };
    const messages = await lint(modalSubmission({ custom_id: 'who', components: [inLabel({ type: 5, id: 2, custom_id: 'u', values: users })], resolved }));
    expectFindings(messages, RULE, [{ path: '/data/components/0/component/values', message: '"values" holds 26 entries' }]);
  });

  it('a string id of a Label or Text Display of a modal submission; an answer\'s own string id stays received-modal-data\'s', async () => {
    const messages = await lint(submission({ type: 10, id: '1' }, inLabel({ type: 4, id: '3', custom_id: 't', value: 'Ada' }, '2' as unknown as number)));
    expectFindings(messages, RULE, [
      { path: '/data/components/0/id', severity: 2, message: '"id" is "1"' },
      { path: '/data/components/1/id', severity: 2, message: '1, without quotes'.replace('1', '2') },
    ]);
    expect(messages.filter((m) => m.ruleId === 'received-modal-data').map((m) => m.path)).toEqual(['/data/components/1/component/id']);
  });

  it('a real submission lints clean', async () => {
    expectClean(await lint(submission({ type: 10, id: 1 }, inLabel({ type: 4, id: 3, custom_id: 't', value: 'Ada' }, 2), inLabel({ type: 22, id: 5, custom_id: 'c', values: [] }, 4))));
  });
});
