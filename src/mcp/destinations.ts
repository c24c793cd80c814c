/**
 * Where a payload will be sent, as the `lint` tool's `destination` input names it. The names are
 * those of issue 24's `destination` setting (`LinterConfig.destination`), which lands on main in
 * parallel: at merge this list should come from there.
 */
export const DESTINATIONS = [
  'channel-message',
  'message-edit',
  'webhook',
  'app-webhook',
  'webhook-edit',
  'interaction-response',
  'follow-up',
  'interaction-edit',
] as const;

export type Destination = (typeof DESTINATIONS)[number];
