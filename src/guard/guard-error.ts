/** What the guard reports: one finding of a request's body, and the error that refuses the request. */
import type { Destination } from '../payload/destination.js';
import { escapeControls } from '../util/escape-text.js';

export interface GuardFinding {
  ruleId: string;
  severity: 'error' | 'warning';
  /** RFC 6901 JSON Pointer into the body discord.js was about to send (`/components/0/components/1`). */
  path: string;
  message: string;
}

/** The request a finding belongs to. */
export interface GuardedRequest {
  method: string;
  /** The route as discord.js passed it (`/channels/123/messages`), without the API's base URL. */
  route: string;
  destination: Destination;
}

/** Thrown (as the promise discord.js awaits) when a request's body has errors: nothing was sent. */
export class CordlintGuardError extends Error {
  override readonly name = 'CordlintGuardError';
  readonly method: string;
  readonly route: string;
  readonly destination: Destination;
  /** The errors, then the warnings, of the body. */
  readonly findings: readonly GuardFinding[];

  constructor(request: GuardedRequest, findings: readonly GuardFinding[]) {
    super(describeFindings('cordlint refused', request, findings.filter((f) => f.severity === 'error')));
    this.method = request.method;
    this.route = request.route;
    this.destination = request.destination;
    this.findings = findings;
  }
}

/** `cordlint refused POST /channels/1/messages (channel-message): 1 error` and one line per finding. */
export function describeFindings(lead: string, request: GuardedRequest, findings: readonly GuardFinding[]): string {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  const counts = [errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : ''].filter(Boolean).join(', ');
  // A bot's console prints this: the route (a channel id taken from a user), a key in a path and a plugin's message are escaped, each finding one line.
  const lines = findings.map((f) => `  ${f.severity} ${escapeControls(f.ruleId)} at ${escapeControls(f.path || '/')}: ${escapeControls(f.message)}`);
  return [`${lead} ${escapeControls(request.method)} ${escapeControls(request.route)} (${request.destination}): ${counts}`, ...lines].join('\n');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
