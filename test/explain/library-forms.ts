/**
 * How each library prints Discord's answer, re-implemented from its source so that the tests can
 * print any answer the way users see it:
 * - discord.js 14: @discordjs/rest DiscordAPIError.flattenDiscordError (packages/rest/src/lib/errors/DiscordAPIError.ts)
 * - discord.js 12/13: DiscordAPIError.flattenErrors (src/rest/DiscordAPIError.js)
 * - discord.py: errors._flatten_error_dict and HTTPException.__init__ (discord/errors.py)
 * - JDA: ErrorResponseException.parseSchema, SchemaError.toString (api/exceptions/ErrorResponseException.java)
 * - Discord.Net: DiscordErrorConverter.ReadErrors, HttpException.CreateMessage (Discord.Net.Rest, Discord.Net.Core)
 * - discordgo: RESTError.Error(): "HTTP " + status + ", " + body (restapi.go)
 */
type Tree = Record<string, unknown>;
interface Answer {
  code: number;
  message: string;
  errors: Tree;
}
const isObject = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);
const isErrorItem = (v: unknown): v is { code: string; message: string } => isObject(v) && typeof v.message === 'string';

export function discordJs14(answer: Answer): string {
  function* flatten(obj: unknown, key = ''): Generator<string> {
    if (isErrorItem(obj)) return yield `${key.length ? `${key}[${obj.code}]` : `${obj.code}`}: ${obj.message}`.trim();
    for (const [otherKey, val] of Object.entries(obj as Tree)) {
      const nextKey = otherKey.startsWith('_') ? key : key ? (Number.isNaN(Number(otherKey)) ? `${key}.${otherKey}` : `${key}[${otherKey}]`) : otherKey;
      if (typeof val === 'string') yield val;
      else if (isObject(val) && '_errors' in val) for (const error of val._errors as unknown[]) yield* flatten(error, nextKey);
      else yield* flatten(val, nextKey);
    }
  }
  return `DiscordAPIError[${answer.code}]: ${answer.message}\n${[...flatten(answer.errors)].join('\n')}\n    at handleErrors (/app/node_modules/@discordjs/rest/dist/index.js:727:13)\n`;
}

export function discordJs13(answer: Answer): string {
  function flatten(obj: Tree, key = ''): string[] {
    let messages: string[] = [];
    for (const [k, v] of Object.entries(obj)) {
      if (k === 'message') continue;
      const newKey = key ? (Number.isNaN(Number(k)) ? `${key}.${k}` : `${key}[${k}]`) : k;
      const value = v as Tree;
      if (value._errors) messages.push(`${newKey}: ${(value._errors as { message: string }[]).map((e) => e.message).join(' ')}`);
      else if (value.code ?? value.message) messages.push(`${value.code ? `${String(value.code)}: ` : ''}${String(value.message)}`.trim());
      else if (typeof v === 'string') messages.push(v);
      else messages = messages.concat(flatten(value, newKey));
    }
    return messages;
  }
  return `DiscordAPIError: ${answer.message}\n${flatten(answer.errors).join('\n')}\n    at RequestHandler.execute (node_modules/discord.js/src/rest/RequestHandler.js:350:13)\n`;
}

export function discordPy(answer: Answer): string {
  const flatten = (d: Tree, key = ''): [string, unknown][] => {
    const items: [string, unknown][] = [];
    for (const [k, v] of Object.entries(d)) {
      const newKey = key ? `${key}.${k}` : k;
      if (isObject(v)) {
        if ('_errors' in v) items.push([newKey, (v._errors as { message?: string }[]).map((x) => x.message ?? '').join(' ')]);
        else items.push(...flatten(v, newKey));
      } else items.push([newKey, pythonRepr(v)]);
    }
    return items;
  };
  const helpful = flatten(answer.errors).map(([k, v]) => `In ${k}: ${String(v)}`).join('\n');
  return `discord.errors.HTTPException: 400 Bad Request (error code: ${answer.code}): ${answer.message}\n${helpful}\n`;
}

function pythonRepr(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (isObject(value)) return `{${Object.entries(value).map(([k, v]) => `'${k}': ${pythonRepr(v)}`).join(', ')}}`;
  return typeof value === 'string' ? `'${value}'` : String(value);
}

export function jda(answer: Answer): string {
  const groups: { location: string; errors: { code: string; message: string }[] }[] = [];
  const isNumeric = (s: string) => /^\d+$/.test(s);
  const parse = (current: string, errors: Tree) => {
    for (const name of Object.keys(errors)) {
      if (name === '_errors') {
        groups.push({ location: current, errors: errors._errors as { code: string; message: string }[] });
        continue;
      }
      const schemaError = errors[name] as Tree;
      if (schemaError._errors) groups.push({ location: current + name, errors: schemaError._errors as { code: string; message: string }[] });
      else if (Object.keys(schemaError).every(isNumeric)) {
        for (const index of Object.keys(schemaError)) {
          const properties = schemaError[index] as Tree;
          const location = `${current}${name}[${index}].`;
          if (properties._errors) groups.push({ location: location.slice(0, -1), errors: properties._errors as { code: string; message: string }[] });
          else parse(location, properties);
        }
      } else parse(`${current}${name}.`, schemaError);
    }
  };
  parse('', answer.errors);
  const text = groups.map((g) => (g.location === '' ? '' : g.location + '\n') + '\t- ' + g.errors.map((e) => `${e.code}: ${e.message}`).join('\n\t- ')).join('\n');
  return `net.dv8tion.jda.api.exceptions.ErrorResponseException: ${answer.code}: ${answer.message}\n${text}\n\tat net.dv8tion.jda.api.requests.Request.onFailure(Request.java:90)\n`;
}

/** Discord.Net's DiscordJsonError list: its Path capitalises each key; the exception's message keeps only the codes. */
export function discordNetErrors(answer: Answer): { path: string; errors: { code: string; message: string }[] }[] {
  const out: { path: string; errors: { code: string; message: string }[] }[] = [];
  const read = (obj: Tree, path = '') => {
    for (const [name, value] of Object.entries(obj)) {
      if (name === '_errors') out.push({ path: path === '' ? 'root' : path, errors: value as { code: string; message: string }[] });
      else if (/^\d+$/.test(name)) read(value as Tree, `${path}[${name}]`);
      else read(value as Tree, `${path}${path !== '' ? '.' : ''}${name[0]!.toUpperCase()}${name.slice(1)}`);
    }
  };
  read(answer.errors);
  return out;
}

export function discordNet(answer: Answer): string {
  let msg = `The server responded with error ${answer.code}: ${answer.message}`;
  const errors = discordNetErrors(answer);
  if (errors.length > 0) {
    msg += '\nInner Errors:';
    for (const error of errors) for (const inner of error.errors) msg += `\n${inner.code}: ${inner.message}`;
  }
  return `Discord.Net.HttpException: ${msg}\n   at Discord.Net.Queue.RequestBucket.SendAsync(RestRequest request)\n`;
}

export function discordgo(answer: Answer): string {
  return `2024/05/01 10:00:00 error sending message: HTTP 400 Bad Request, ${JSON.stringify(answer)}\n`;
}
