export { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
export { ClientRequestSchema, ErrorCode, JSONRPCMessageSchema, McpError, RootsListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
export * as z from 'zod';
