import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { exportLink, ExportRefusedError, importLink } from '../../src/designers/index.js';
import { Linter } from '../../src/linter/index.js';

const SAMPLES = path.resolve(import.meta.dirname, '..', '..', 'samples');
const linter = new Linter();

/** Every payload of the valid and legacy samples, one per item of a list or YAML document. */
function samplePayloads(): { name: string; payload: Record<string, unknown> }[] {
  return ['valid', 'legacy'].flatMap((folder) =>
    readdirSync(path.join(SAMPLES, folder)).filter((f) => /\.(json|ya?ml)$/.test(f)).flatMap((file) =>
      parseAllDocuments(readFileSync(path.join(SAMPLES, folder, file), 'utf8'))
        .flatMap((d) => d.toJS() as never)
        .map((payload: Record<string, unknown>, i: number) => ({ name: `${folder}/${file}#${i}`, payload })),
    ),
  );
}

describe('export then import gives every sample back, or export says why it cannot', () => {
  for (const designer of ['discohook', 'discord.builders'] as const) {
    it(designer, () => {
      const exported: string[] = [];
      for (const { name, payload } of samplePayloads()) {
        let link: string;
        try {
          link = exportLink([payload], designer);
        } catch (error) {
          expect(error, name).toBeInstanceOf(ExportRefusedError);
          // Either the fields the designer would lose, or the one sentence for a modal.
          const refused = error as ExportRefusedError;
          expect(refused.problems.length > 0 || /is a modal: .* designs messages, not modals/.test(refused.message), name).toBe(true);
          continue;
        }
        exported.push(name);
        const back = importLink(link);
        expect(back.designer).toBe(designer);
        expect(back.messages.map((m) => m.payload), name).toEqual([payload]);
        expect(back.notes, name).toEqual([]);
        expect(linter.lintValue(back.messages[0]!.payload).messages.filter((m) => m.severity === 2), name).toEqual([]);
      }
      // Messages of each kind go through Discohook (legacy, embeds, Components V2); discord.builders holds
      // only a V2 message's components, and the other V2 samples carry allowed_mentions, attachments or a Mentionable Select.
      expect(exported.length, exported.join('\n')).toBeGreaterThanOrEqual(designer === 'discohook' ? 9 : 1);
    });
  }

  it("refuses fields Discohook's editor drops from components (a File's spoiler, a Button's id)", () => {
    const payload = {
      flags: 32768,
      components: [
        { type: 13, file: { url: 'attachment://a.pdf' }, spoiler: true },
        { type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go', id: 7 }] },
        { type: 1, components: [{ type: 2, style: 6, sku_id: '123', label: 'Buy' }] },
      ],
    };
    expect(() => exportLink([payload], 'discohook')).toThrow(ExportRefusedError);
    try {
      exportLink([payload], 'discohook');
    } catch (error) {
      expect((error as ExportRefusedError).problems).toEqual([
        "/components/0/spoiler: Discohook's editor does not keep this field of a component of type 13",
        "/components/1/components/0/id: Discohook's editor does not keep this field of a component of type 2",
        "/components/2/components/0/label: Discohook's editor does not keep this field of a component of type 2",
      ]);
    }
  });
});
