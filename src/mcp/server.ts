/**
 * `cordlint mcp`: a Model Context Protocol server over stdio, on the official SDK, for coding
 * agents. Tools: lint, explain, preview, convert, mock, rules; the rule pages as resources
 * (`cordlint://rules/<id>`). Every input is checked against its schema (unknown keys refused); files
 * are read only inside the roots the client grants; no plugin or other code from a read folder
 * runs; and no message a client sends stops the server (see transport.ts).
 */
import type { Readable, Writable } from 'node:stream';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
// The MCP SDK and zod come from the cordlint-mcp package (packages/cordlint-mcp), which only this
// command loads: the cordlint package does not depend on it (mcp-command.ts says how to install it).
import { ErrorCode, McpError, McpServer, ResourceTemplate, RootsListChangedNotificationSchema, z } from 'cordlint-mcp';
import { builtinRules } from '../../rules/index.js';
import { MAX_FILE_BYTES } from '../load/decode.js';
import { rulePage } from '../package-files.js';
import { PAYLOAD_KINDS } from '../payload/detect.js';
import { VERSION } from '../version.js';
import { DESTINATIONS } from '../payload/destination.js';
import { PathRefused, Roots } from './roots.js';
import { ToolInputError } from './sources.js';
import { Tools } from './tools.js';
import { LineTransport } from './transport.js';
import { safeText } from '../util/escape-text.js';
import { boundsOf, FIELD_LIMITS, maxOf, OBJECTS } from '../discord/index.js';

/** What the server tells the agent when it connects (MCP's `instructions`): the short agent guide of docs/mcp.md. */
export const AGENT_GUIDE = `cordlint knows Discord's rules for message, modal and interaction-response payloads (components, Components V2, embeds, flags, limits) and checks them without calling Discord.
Before sending, committing or suggesting a payload: call lint with the payload (text, or a path inside the workspace) and its destination when you know it. Every error means Discord would reject the request with 400; fix all of them (the result's fixed text applies the safe fixes; unsafe fixes change what users see, apply them only when that is intended). Lint again until no error is left.
When Discord already answered 400 Invalid Form Body: call explain with the answer (or the log holding it) and the payload.
preview draws the payload as Discord shows it (a PNG); convert turns legacy content and embeds into Components V2; mock makes the interaction Discord sends back when a user clicks or submits (a test fixture); rules gives a rule's page (also resources cordlint://rules/<id>).`;

const kind = z.enum(PAYLOAD_KINDS as [string, ...string[]]).describe('the payload kind, instead of detecting it');
const text = z.string().max(MAX_FILE_BYTES).describe('the payload itself: its JSON or YAML text');
/** A path's length, past any a file system takes (not a Discord limit). */
const MAX_PATH = 4 * 1024;
const filePath = z.string().min(1).max(MAX_PATH).describe('a payload file (.json, .jsonc, .yaml, .yml) inside the workspace (the roots the client grants): absolute, relative to the first root, or a file: URL');
const filename = z.string().min(1).max(MAX_PATH).describe('a name for "text": its extension picks JSON or YAML, and inside the workspace its folder\'s cordlint config applies');

const TOOLS = {
  lint: {
    title: 'Lint a Discord payload',
    description:
      'Check a Discord message, modal or interaction-response payload against Discord\'s rules before sending it. Returns each finding (rule, JSON path, line and column, fix) and, when something can be fixed, the fixed text. Give "text" or "path".',
    inputSchema: z.strictObject({
      text: text.optional(),
      path: filePath.optional(),
      filename: filename.optional(),
      kind: kind.optional(),
      destination: z.enum(DESTINATIONS).optional().describe('where the payload will be sent (a channel message, a webhook, an interaction response, a follow-up...)'),
      unsafeFixes: z.boolean().optional().describe('also apply the unsafe fixes (they change what users see or what the bot receives); default false'),
    }),
  },
  explain: {
    title: "Explain Discord's 400 answer",
    description: 'Explain Discord\'s 400 "Invalid Form Body" answer (its JSON, or what discord.js, discord.py, JDA, Discord.Net or discordgo printed, or a log holding it), placed on the lines of the payload that was sent.',
    inputSchema: z.strictObject({
      answer: z.string().min(1).max(MAX_FILE_BYTES).describe("Discord's answer, or the error text or log holding it"),
      payload: text.optional().describe('the payload that was sent: its JSON or YAML text'),
      path: filePath.optional(),
      filename: filename.optional(),
      kind: kind.optional(),
    }),
  },
  preview: {
    title: 'Preview a Discord payload',
    description: 'Draw a message, modal or interaction response as Discord shows it: a PNG image and a self-contained HTML page, with the lint findings marked. Give "text" or "path".',
    inputSchema: z.strictObject({
      text: text.optional(),
      path: filePath.optional(),
      filename: filename.optional(),
      kind: kind.optional(),
      theme: z.enum(['dark', 'light']).optional().describe("Discord's theme; default dark"),
      output: z.enum(['png', 'html', 'both']).optional().describe('what to return; default both'),
      findings: z.boolean().optional().describe('mark the lint findings on the preview; default true'),
    }),
  },
  convert: {
    title: 'Convert to Components V2',
    description: 'Convert a legacy message (content and embeds) into a Components V2 payload; returns the converted text and what changed on the way. Give "text" or "path".',
    inputSchema: z.strictObject({
      text: text.optional(),
      path: filePath.optional(),
      filename: filename.optional(),
      kind: kind.optional(),
      split: z.boolean().optional().describe("spread the result over several messages when it is over Discord's limits, instead of refusing"),
      edit: z.boolean().optional().describe('the payload edits an existing message: clear its old content and embeds'),
      fields: z.enum(['stacked', 'inline']).optional(),
      rows: z.enum(['after', 'in-last-container']).optional(),
      icons: z.enum(['link', 'drop']).optional(),
      outputFormat: z.enum(['json', 'yaml']).optional().describe("the output's format; default the input's"),
    }),
  },
  mock: {
    title: 'Mock the interaction Discord sends back',
    description: 'Make the received interaction (a test fixture) that answers a sent message or modal: a component interaction or a modal submission. Give the sent payload as "text" or "path".',
    inputSchema: z.strictObject({
      text: text.optional(),
      path: filePath.optional(),
      filename: filename.optional(),
      customId: z.string().min(boundsOf(OBJECTS.CustomId).min!).max(maxOf(OBJECTS.CustomId)).optional().describe('the component to answer (needed when a message has several)'),
      values: z.array(z.string().max(FIELD_LIMITS.textInputValue)).max(FIELD_LIMITS.selectMaxValues).optional().describe('its answer: option values, ids, text (a Text Input), true/false (a Checkbox)'),
    }),
  },
  rules: {
    title: "cordlint's rules",
    description: 'Without "id": every rule with its severity and what it checks. With "id": that rule\'s page (what, why, Discord\'s evidence, wrong and right examples).',
    inputSchema: z.strictObject({ id: z.string().min(1).max(100).optional() }),
  },
} as const;

type ToolName = keyof typeof TOOLS;

/** A client's mistake (bad arguments, a path outside the roots) is the tool's error result, in words. */
async function answer(run: () => Promise<CallToolResult> | CallToolResult): Promise<CallToolResult> {
  try {
    return shownSafely(await run());
  } catch (error) {
    if (error instanceof ToolInputError || error instanceof PathRefused) return shownSafely({ isError: true, content: [{ type: 'text', text: error.message }] });
    throw error;
  }
}

/**
 * Every text block a client shows, made safe in one place: file names, keys in paths, Discord's
 * codes and a plugin's words reach the agent's terminal with no control, bidirectional character or
 * workflow-command line. structuredContent keeps the exact values (a fixed file's text included).
 */
function shownSafely(result: CallToolResult): CallToolResult {
  return { ...result, content: result.content.map((block) => (block.type === 'text' ? { ...block, text: safeText(block.text) } : block)) };
}

/** The server, its tools and resources registered; `cwd` is the one root of a client that grants none. */
export function createMcpServer(options: { cwd: string; fastPath?: boolean }): McpServer {
  const server = new McpServer({ name: 'cordlint', version: VERSION }, { instructions: AGENT_GUIDE });
  const low = server.server;
  const roots = new Roots(() => (low.getClientCapabilities()?.roots ? low.listRoots(undefined, { timeout: 15_000 }).then((r) => r.roots) : undefined), options.cwd);
  low.setNotificationHandler(RootsListChangedNotificationSchema, async () => roots.invalidate());
  const tools = new Tools(roots, options.fastPath === false ? { fastPath: false } : {});
  const handlers: { [K in ToolName]: (args: z.infer<(typeof TOOLS)[K]['inputSchema']>) => Promise<CallToolResult> | CallToolResult } = {
    lint: (args) => tools.lint(args as Parameters<Tools['lint']>[0]),
    explain: (args) => tools.explain(args as Parameters<Tools['explain']>[0]),
    preview: (args) => tools.preview(args as Parameters<Tools['preview']>[0]),
    convert: (args) => tools.convert(args as Parameters<Tools['convert']>[0]),
    mock: (args) => tools.mock(args),
    rules: (args) => tools.rules(args),
  };
  for (const name of Object.keys(TOOLS) as ToolName[]) {
    const { title, description, inputSchema } = TOOLS[name];
    const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
    server.registerTool(name, { title, description, inputSchema, annotations: readOnly }, ((args: never) => answer(() => handlers[name](args))) as never);
  }

  server.registerResource(
    'rule-page',
    new ResourceTemplate('cordlint://rules/{id}', {
      list: async () => ({
        resources: builtinRules.map(({ meta }) => ({ uri: `cordlint://rules/${meta.id}`, name: meta.id, title: meta.id, description: meta.description, mimeType: 'text/markdown' })),
      }),
    }),
    { title: "A cordlint rule's page", description: 'What the rule checks, why, Discord\'s evidence, and wrong and right examples', mimeType: 'text/markdown' },
    async (uri, variables) => {
      const id = Array.isArray(variables.id) ? variables.id[0] : variables.id;
      const page = typeof id === 'string' && builtinRules.some((r) => r.meta.id === id) ? rulePage(id) : undefined;
      if (page === undefined) throw new McpError(ErrorCode.InvalidParams, `No rule page at ${uri.href}: resources/list names them.`);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page }] };
    },
  );
  return server;
}

/** Serves MCP on `input` and `output` until the client closes the connection. */
export async function serveMcp(input: Readable, output: Writable, options: { cwd: string; fastPath?: boolean }): Promise<void> {
  const server = createMcpServer(options);
  const transport = new LineTransport(input, output);
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  // Errors of the connection (a response to nothing, a handler's failure) are the SDK's to answer; none ends the server.
  server.server.onerror = () => {};
  await server.connect(transport);
  await closed;
}
