/** Received interactions for the tests: complete ones, as Discord sends them, to change one field at a time. */
import { lintTextAgainst, type LintMessage } from '../../src/index.js';

export const GUILD_FIELDS = {
  id: '1441234567890123456',
  application_id: '1180201234567890123',
  guild_id: '1180200000000000001',
  channel_id: '1180200000000000002',
  channel: { id: '1180200000000000002', type: 0, guild_id: '1180200000000000001', name: 'general', permissions: '2248473465835073' },
  member: {
    user: { id: '1180200000000000003', username: 'ada', discriminator: '0', global_name: 'Ada', avatar: null },
    roles: [],
    joined_at: '2025-11-02T09:30:00.000000+00:00',
    permissions: '2248473465835073',
    flags: 0,
  },
  token: 'aW50ZXJhY3Rpb246dG9rZW4',
  version: 1,
  app_permissions: '2248473465835073',
  locale: 'en-US',
  guild_locale: 'en-US',
  entitlements: [],
  authorizing_integration_owners: { '0': '1180200000000000001' },
  context: 0,
  attachment_size_limit: 10485760,
};

/** A message component interaction with `data`. */
export const componentInteraction = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 3,
  data,
  ...GUILD_FIELDS,
  message: { id: '1441200000000000000', channel_id: '1180200000000000002' },
  ...extra,
});

/** A modal submission with `data`. */
export const modalSubmission = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 5, data, ...GUILD_FIELDS, ...extra });

/** The head of a YAML fixture: an interaction of `type` with the fields the examples do not vary. */
export const yamlHead = (type: 3 | 5) => `id: "1441234567890123456"
application_id: "1180201234567890123"
type: ${type}
token: aW50ZXJhY3Rpb24
`;

/** The findings of a YAML fixture linted against SENT (trimmed fixtures: received-missing-field's warnings are left out). */
export async function checkAgainstSent(sent: string, fixture: string): Promise<LintMessage[]> {
  const result = await lintTextAgainst(sent, fixture, {}, { filePath: 'fixture.yaml', sentPath: 'sent.yaml' });
  return result.messages.filter((m) => m.ruleId !== 'received-missing-field');
}
