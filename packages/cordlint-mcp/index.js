// What `cordlint mcp` needs of the MCP SDK and zod, as a package of its own: the SDK brings about
// 90 packages, which nobody who lints in CI should download. cordlint imports it only for `cordlint mcp`.
export { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
export { ClientRequestSchema, ErrorCode, JSONRPCMessageSchema, McpError, RootsListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
export * as z from 'zod';
