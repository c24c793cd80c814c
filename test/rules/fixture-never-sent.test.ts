import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings } from '../helpers.js';
import { checkAgainstSent as check, yamlHead } from '../received/fixtures.js';

const id = 'fixture-never-sent';
const message = `flags: 32768
components:
  - type: 1
    components:
      - { type: 2, style: 1, label: Join, custom_id: join, disabled: true }
      - { type: 2, style: 2, label: Details, custom_id: details }
      - { type: 2, style: 5, label: Website, url: "https://example.com", id: 7 }
      - { type: 2, style: 6, sku_id: "1180200000000000077", custom_id: buy }
  - type: 1
    components:
      - { type: 3, custom_id: pick, disabled: true, options: [{ label: A, value: a }] }
`;

describe('fixture-never-sent', () => {
  it('reports a click on a disabled Button, at data, with SENT\'s disabled', async () => {
    const messages = await check(message, `${yamlHead(3)}data: { custom_id: join, component_type: 2, id: 2 }\n`);
    expectFindings(messages, id, [{ path: '/data/custom_id', line: 5, column: 20, message: 'disabled in SENT', severity: 2 }]);
    expect(messages[0]!.related).toEqual({ path: '/components/0/components/0/disabled', line: 5, column: 70, filePath: 'sent.yaml' });
  });

  it('reports a click on a link Button named by its id, a premium Button and a disabled select', async () => {
    expectFindings(await check(message, `${yamlHead(3)}data: { custom_id: website, component_type: 2, id: 7 }\n`), id, [{ path: '/data/id', line: 5, column: 52, message: 'link Button (style 5)' }]);
    expectFindings(await check(message, `${yamlHead(3)}data: { custom_id: buy, component_type: 2, id: 4 }\n`), id, [{ path: '/data/custom_id', line: 5, column: 20, message: 'premium Button (style 6)' }]);
    expectFindings(await check(message, `${yamlHead(3)}data: { custom_id: pick, component_type: 3, id: 6, values: [a] }\n`), id, [
      { path: '/data/custom_id', line: 5, column: 20, message: 'disabled String Select (3)' },
    ]);
  });

  it('accepts a click on an enabled Button', async () => {
    expectClean(await check(message, `${yamlHead(3)}data: { custom_id: details, component_type: 2, id: 3 }\n`));
  });
});
