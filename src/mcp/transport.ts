/**
 * MCP over stdio, one JSON-RPC message per line, made to survive any client. The SDK's own stdio
 * transport closes the connection when one message is larger than its buffer and answers nothing
 * to a line that is not JSON; this one answers every line it cannot take with a JSON-RPC error
 * (-32700 for text that is not JSON, -32600 for JSON that is no message, or a line too long, which
 * is dropped as it arrives instead of being held) and goes on with the next line.
 */
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { ClientRequestSchema, JSONRPCMessageSchema } from 'cordlint-mcp';
import { terminalSafeJsonOf } from '../util/escape-text.js';

/** A line longer than this is dropped: a payload's limit is 4 MiB, and JSON's escapes may make a string of it several times longer. */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const INVALID_PARAMS = -32602;

/**
 * The schema of each request a client may send, by method. The SDK checks a request's params
 * against it only inside the handler, where a mismatch became -32603 "Internal error" with zod's
 * dump as its message (and a resource URI that is no URL, -32603 "Invalid URL"): here it is
 * -32602 with what is wrong, before the request reaches the server.
 */
const REQUEST_SCHEMAS = new Map<string, (typeof ClientRequestSchema.options)[number]>(ClientRequestSchema.options.map((schema) => [schema.shape.method.value, schema]));

export class LineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  private chunks: Buffer[] = [];
  private size = 0;
  /** The line being read is over the limit: the rest of it is dropped. */
  private dropping = false;
  private closed = false;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onStreamError);
    // The client went away (EPIPE): nothing more can be said to it.
    this.output.on('error', this.onOutputError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed) return resolve();
      // The same JSON with no raw C1 or bidirectional character: a log of the session printed to a terminal shows none.
      if (this.output.write(terminalSafeJsonOf(message) + '\n')) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('error', this.onStreamError);
    this.chunks = [];
    this.onclose?.();
  }

  private readonly onData = (chunk: Buffer | string) => {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (;;) {
      const newline = data.indexOf(10, start);
      if (newline === -1) {
        this.keep(data.subarray(start));
        return;
      }
      this.keep(data.subarray(start, newline));
      this.endLine();
      start = newline + 1;
    }
  };

  private readonly onEnd = () => void this.close();
  private readonly onStreamError = (error: Error) => this.onerror?.(error);
  private readonly onOutputError = () => void this.close();

  private keep(part: Buffer): void {
    if (this.dropping || part.length === 0) return;
    if (this.size + part.length > this.maxLineBytes) {
      this.dropping = true;
      this.chunks = [];
      this.size = 0;
      return;
    }
    this.chunks.push(part);
    this.size += part.length;
  }

  private endLine(): void {
    if (this.dropping) {
      this.dropping = false;
      this.reply(null, INVALID_REQUEST, `The message is longer than ${this.maxLineBytes / 1024 / 1024} MiB and was not read.`);
      return;
    }
    const line = Buffer.concat(this.chunks, this.size).toString('utf8').replace(/\r$/, '');
    this.chunks = [];
    this.size = 0;
    if (line.trim() === '') return;
    this.handle(line);
  }

  private handle(line: string): void {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      this.reply(null, PARSE_ERROR, `Parse error: the line is not JSON (${(error as Error).message}).`);
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      const id = idOf(value);
      // A response or notification that does not fit gets no answer (JSON-RPC answers requests only), but a bad request does.
      if (id !== undefined || !isObject(value) || ('method' in value && 'id' in value)) {
        this.reply(id ?? null, INVALID_REQUEST, 'Invalid request: expected one JSON-RPC 2.0 message ({"jsonrpc": "2.0", "id": ..., "method": ...}).');
      }
      return;
    }
    const problem = paramsProblem(parsed.data);
    if (problem !== undefined) {
      this.reply((parsed.data as { id: string | number }).id, INVALID_PARAMS, problem);
      return;
    }
    try {
      this.onmessage?.(parsed.data);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private reply(id: string | number | null, code: number, message: string): void {
    // JSON-RPC's error for a message whose id could not be read has id null, which the SDK's types do not allow.
    void this.send({ jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage);
  }
}

/** What is wrong with a request's params, for the requests the SDK knows; undefined for a good one and for other messages. */
function paramsProblem(message: JSONRPCMessage): string | undefined {
  if (!('method' in message) || !('id' in message)) return undefined;
  const schema = REQUEST_SCHEMAS.get(message.method);
  if (schema === undefined) return undefined;
  const checked = schema.safeParse(message);
  if (!checked.success) {
    const issues = checked.error.issues.slice(0, 3).map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the request'}: ${issue.message}`);
    return `Invalid params for ${message.method}: ${issues.join('; ')}.`;
  }
  if (message.method === 'resources/read' && !URL.canParse((message.params as { uri: string }).uri)) return 'Invalid params for resources/read: params.uri is not a URI (resources/list names the resources).';
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idOf(value: unknown): string | number | undefined {
  if (!isObject(value) || !('method' in value)) return undefined;
  const id = value.id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : undefined;
}
