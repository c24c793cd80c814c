/**
 * File Upload (type 19) has no rule of its own: min_values, max_values and required are min-max-values'
 * checks, the bounds and file_types are the schema's. These tests make sure that they are covered.
 */
import { describe, it } from 'vitest';
import { expectClean, expectFindings, label, lintInline, modal } from '../helpers.js';

const upload = (extra: Record<string, unknown>) => modal(label('Files', { type: 19, custom_id: 'files', ...extra }));

describe('File Upload (19)', () => {
  const text = `custom_id: upload
title: Upload
components:
  - type: 18
    label: Screenshots
    component:
      type: 19
      custom_id: shots
      min_values: 0
      max_values: 11
      file_types: [image, pdf, ".tar.gz"]
  - type: 18
    label: Logs
    component:
      type: 19
      custom_id: logs
      min_values: 4
      max_values: 3
`;

  it('min-max-values: a required upload needs min_values of at least 1, and min_values at most max_values', async () => {
    expectFindings(await lintInline(text), 'min-max-values', [
      { path: '/components/0/component/min_values', line: 9, column: 19, message: 'min_values is 0 but File Upload (19) is required' },
      { path: '/components/1/component/min_values', line: 17, column: 19, message: 'min_values (4) is greater than max_values (3)' },
    ]);
  });

  it('schema: max_values is at most 10 and file_types holds image, video, audio or dot-prefixed extensions', async () => {
    expectFindings(await lintInline(text), 'schema', [
      { path: '/components/0/component/max_values', line: 10, column: 19, message: 'at most 10' },
      { path: '/components/0/component/file_types/1', line: 11, column: 27 },
    ]);
  });

  it('accepts an optional upload with min_values 0, the defaults, and valid file_types', async () => {
    expectClean(await lintInline(upload({ min_values: 0, max_values: 10, required: false, file_types: ['image', 'video', 'audio', '.pdf'] })));
    expectClean(await lintInline(upload({})));
  });

  it('schema: file_types holds at most 10 entries', async () => {
    const many = ['.a', '.b', '.c', '.d', '.e', '.f', '.g', '.h', '.i', '.j', '.k'];
    expectFindings(await lintInline(upload({ file_types: many })), 'schema', [
      { path: '/components/0/component/file_types', line: 11, column: 23, message: '11' },
    ]);
  });
});
