// A bot project with templates for `npm run bench`: payloads whose strings hold placeholders and
// translation references ($t(key)), a config with `placeholders` and `locales`, and locale files
// (i18next JSON, nested keys and plurals). Deterministic: the same arguments give the same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'sv', 'tr'];

export function generateTemplateProject(folder, { payloads = 200, locales = 10, keys = 500 } = {}) {
  mkdirSync(path.join(folder, 'payloads'), { recursive: true });
  mkdirSync(path.join(folder, 'locales'), { recursive: true });
  writeFileSync(
    path.join(folder, 'cordlint.config.yaml'),
    'placeholders:\n  syntax: ["{name}", "{{name}}"]\n  values:\n    user: 32\n    count: 6\n    guild.name: 100\nlocales:\n  files: "locales/{locale}.json"\n  default: en\n',
  );
  const sections = Math.ceil(keys / 10);
  for (const [n, locale] of LOCALES.slice(0, locales).entries()) {
    const data = {};
    for (let s = 0; s < sections; s++) {
      const section = (data[`section${s}`] = {});
      for (let k = 0; k < 10 && s * 10 + k < keys; k++) {
        // Every fifth key is a plural; one key in a thousand of the last locale is too long for a label.
        if (k % 5 === 0) {
          section[`key${k}_one`] = `${locale} {{count}} item ${s}.${k}`;
          section[`key${k}_other`] = `${locale} {{count}} items of {{user}} ${s}.${k}`;
        } else section[`key${k}`] = `${locale} text ${s}.${k} for {{user}}${n === locales - 1 && (s * 10 + k) % 997 === 1 ? ' and more'.repeat(10) : ''}`;
      }
    }
    writeFileSync(path.join(folder, 'locales', `${locale}.json`), JSON.stringify(data, null, 2) + '\n');
  }
  for (let i = 0; i < payloads; i++) {
    const key = (j) => `section${(i * 3 + j) % sections}.key${(i + j) % 10}`;
    const payload = {
      content: `Hello {user}, welcome to {guild.name}: $t(${key(0)})`,
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: `$t(${key(1)})`, custom_id: `p${i}:a:{user}` },
            { type: 2, style: 2, label: `$t(${key(2)}, { "count": {count} })`, custom_id: `p${i}:b` },
          ],
        },
        {
          type: 1,
          components: [
            {
              type: 3,
              custom_id: `p${i}:select`,
              placeholder: `$t(${key(3)})`,
              options: [1, 2, 3].map((o) => ({ label: `$t(${key(3 + o)})`, value: `v${o}`, description: `$t(${key(6 + o)})` })),
            },
          ],
        },
      ],
    };
    writeFileSync(path.join(folder, 'payloads', `payload-${String(i).padStart(3, '0')}.json`), JSON.stringify(payload, null, 2) + '\n');
  }
}
