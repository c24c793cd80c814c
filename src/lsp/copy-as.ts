/**
 * "Copy as discord.js" and "Copy as discord.py": code actions on a payload without lint errors
 * whose command, `cordlint.copyToClipboard`, carries the generated code as its one argument. The
 * client puts it on the clipboard (the VS Code extension registers the command; other editors map
 * it to their own clipboard call). Codegen loads only when a clean payload asks for actions.
 */
import type { CodeAction } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { EditorLint } from './project.js';

export const COPY_AS_KIND = 'source.copyAs.cordlint';
export const COPY_COMMAND = 'cordlint.copyToClipboard';

export async function copyAsActions(document: TextDocument, filePath: string, lint: EditorLint): Promise<CodeAction[]> {
  // Only a file that was linted (a payload, not ignored) and has no errors: codegen refuses the others.
  if (!lint.options || lint.messages.some((m) => m.severity === 2)) return [];
  const [{ parseSource }, { codegen, CodegenError }] = await Promise.all([import('../load/index.js'), import('../codegen/index.js')]);
  const documents = await parseSource(filePath, document.getText());
  if (documents.some((d) => d.value === undefined)) return [];
  const payloads = documents.flatMap((d) => (Array.isArray(d.value) ? d.value : [d.value]));
  const actions: CodeAction[] = [];
  for (const [title, language, options] of [
    ['Copy as discord.js', 'discord.js', {}],
    ['Copy as discord.js (TypeScript)', 'discord.js', { typescript: true }],
    ['Copy as discord.py', 'discord.py', {}],
  ] as const) {
    try {
      const code = codegen(payloads, language, options);
      actions.push({ title, kind: COPY_AS_KIND, command: { title, command: COPY_COMMAND, arguments: [code] } });
    } catch (error) {
      if (!(error instanceof CodegenError)) throw error;
    }
  }
  return actions;
}
