export function discordPyCode(_t: unknown[]): string { return ""; }
