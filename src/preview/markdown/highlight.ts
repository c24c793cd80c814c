/**
 * Colours for code blocks that name their language, as Discord colours them (it uses highlight.js):
 * JavaScript and TypeScript, Python, JSON, shell and diff. Hand-written rather than highlight.js
 * (about 1 MB installed with its grammars, and regular expressions whose time on hostile text is
 * not bounded): one pass over the text, each step taking at least one character, so the time is
 * linear whatever the text. The tokens are text: the page escapes them as any other.
 */

export type TokenKind = 'keyword' | 'string' | 'number' | 'comment' | 'literal' | 'attr' | 'variable' | 'addition' | 'deletion' | 'meta';

export interface Token {
  /** Undefined for plain text. */
  kind?: TokenKind;
  text: string;
}

interface Language {
  keywords: ReadonlySet<string>;
  literals: ReadonlySet<string>;
  lineComment?: string;
  blockComment?: [string, string];
  /** Quotes that open strings; triple quotes first where the language has them. */
  quotes: readonly string[];
  /** Strings that may run over several lines (template literals, triple quotes). */
  multiline: ReadonlySet<string>;
  /** `$NAME` and `${...}` are variables (shell). */
  variables?: boolean;
  /** A string followed by `:` is a key (JSON). */
  keys?: boolean;
}

const words = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

const JS: Language = {
  keywords: words(`as async await break case catch class const continue debugger declare default delete do else enum export extends finally for from function
    get if implements import in instanceof interface keyof let namespace new of private protected public readonly return satisfies set static super switch this
    throw try type typeof var void while with yield`),
  literals: words('true false null undefined NaN Infinity'),
  lineComment: '//',
  blockComment: ['/*', '*/'],
  quotes: ['`', '"', "'"],
  multiline: new Set(['`']),
};

const PYTHON: Language = {
  keywords: words(`and as assert async await break class continue def del elif else except finally for from global if import in is lambda match case
    nonlocal not or pass raise return try while with yield print self`),
  literals: words('True False None'),
  lineComment: '#',
  quotes: ['"""', "'''", '"', "'"],
  multiline: new Set(['"""', "'''"]),
};

const JSON_LANGUAGE: Language = { keywords: words(''), literals: words('true false null'), lineComment: '//', blockComment: ['/*', '*/'], quotes: ['"'], multiline: new Set(), keys: true };

const SHELL: Language = {
  keywords: words('if then else elif fi for while until do done case esac in function return local export declare readonly unset shift exit break continue select time'),
  literals: words('true false'),
  lineComment: '#',
  quotes: ['"', "'"],
  multiline: new Set(['"', "'"]),
  variables: true,
};

const LANGUAGES: Record<string, Language | 'diff'> = {
  js: JS, javascript: JS, jsx: JS, mjs: JS, cjs: JS, ts: JS, typescript: JS, tsx: JS, mts: JS, cts: JS,
  py: PYTHON, python: PYTHON, py3: PYTHON,
  json: JSON_LANGUAGE, jsonc: JSON_LANGUAGE, json5: JSON_LANGUAGE,
  sh: SHELL, bash: SHELL, shell: SHELL, zsh: SHELL, console: SHELL,
  diff: 'diff', patch: 'diff',
};

/** Whether code blocks of this language are coloured. */
export function highlights(lang: string): boolean {
  return Object.hasOwn(LANGUAGES, lang.toLowerCase());
}

/** The code as tokens (all of its text, in order); one plain token for a language not coloured. */
export function highlight(code: string, lang: string): Token[] {
  const language = Object.hasOwn(LANGUAGES, lang.toLowerCase()) ? LANGUAGES[lang.toLowerCase()]! : undefined;
  if (language === undefined) return code === '' ? [] : [{ text: code }];
  return language === 'diff' ? diff(code) : scan(code, language);
}

/** Diff: each line by its first character. */
function diff(code: string): Token[] {
  return code.split('\n').flatMap((line, i): Token[] => {
    const kind: TokenKind | undefined = line.startsWith('+++') || line.startsWith('---') || line.startsWith('@@') ? 'meta' : line.startsWith('+') ? 'addition' : line.startsWith('-') ? 'deletion' : undefined;
    const newline: Token[] = i > 0 ? [{ text: '\n' }] : [];
    return line === '' ? newline : [...newline, kind ? { kind, text: line } : { text: line }];
  });
}

const isWordStart = (c: string) => /[A-Za-z_$]/.test(c);
const isWordPart = (c: string) => /[\w$]/.test(c);
const isDigit = (c: string) => c >= '0' && c <= '9';

function scan(code: string, language: Language): Token[] {
  const tokens: Token[] = [];
  let plainStart = 0;
  const emit = (kind: TokenKind, from: number, to: number) => {
    if (from > plainStart) tokens.push({ text: code.slice(plainStart, from) });
    tokens.push({ kind, text: code.slice(from, to) });
    plainStart = to;
  };
  // The next `}` and line end seen from the last `${` (each searched once: positions only grow).
  let nextBrace = -1;
  let nextLine = -1;
  let at = 0;
  while (at < code.length) {
    const c = code[at]!;
    if (language.lineComment && code.startsWith(language.lineComment, at) && (!language.variables || at === 0 || /\s/.test(code[at - 1]!))) {
      const end = code.indexOf('\n', at);
      emit('comment', at, end < 0 ? code.length : end);
      at = end < 0 ? code.length : end;
      continue;
    }
    if (language.blockComment && code.startsWith(language.blockComment[0], at)) {
      const close = code.indexOf(language.blockComment[1], at + language.blockComment[0].length);
      const end = close < 0 ? code.length : close + language.blockComment[1].length;
      emit('comment', at, end);
      at = end;
      continue;
    }
    const quote = language.quotes.find((q) => code.startsWith(q, at));
    if (quote) {
      const end = stringEnd(code, at + quote.length, quote, language.multiline.has(quote));
      const to = end;
      let kind: TokenKind = 'string';
      if (language.keys) {
        let after = end;
        while (after < code.length && (code[after] === ' ' || code[after] === '\t')) after++;
        if (code[after] === ':') kind = 'attr';
      }
      emit(kind, at, to);
      at = to;
      continue;
    }
    if (language.variables && c === '$') {
      let end = at + 1;
      if (code[end] === '{') {
        if (nextBrace < end) nextBrace = code.indexOf('}', end) >>> 0;
        if (nextLine < end) nextLine = code.indexOf('\n', end) >>> 0;
        end = nextBrace < nextLine ? nextBrace + 1 : end;
      } else {
        while (end < code.length && isWordPart(code[end]!)) end++;
      }
      if (end > at + 1) {
        emit('variable', at, end);
        at = end;
        continue;
      }
    }
    if (isDigit(c) && (at === 0 || !isWordPart(code[at - 1]!))) {
      let end = at + 1;
      while (end < code.length && /[\w.]/.test(code[end]!)) end++;
      emit('number', at, end);
      at = end;
      continue;
    }
    if (isWordStart(c) && (at === 0 || !isWordPart(code[at - 1]!))) {
      let end = at + 1;
      while (end < code.length && isWordPart(code[end]!)) end++;
      const word = code.slice(at, end);
      if (language.keywords.has(word)) emit('keyword', at, end);
      else if (language.literals.has(word)) emit('literal', at, end);
      at = end;
      continue;
    }
    at++;
  }
  if (plainStart < code.length) tokens.push({ text: code.slice(plainStart) });
  return tokens;
}

/** Where a string opened before `from` ends: after its closing quote, at the line's end (one-line strings), or at the text's end. */
function stringEnd(code: string, from: number, quote: string, multiline: boolean): number {
  let at = from;
  while (at < code.length) {
    const c = code[at]!;
    if (c === '\\') {
      at += 2;
      continue;
    }
    if (c === '\n' && !multiline) return at;
    if (code.startsWith(quote, at)) return at + quote.length;
    at++;
  }
  return code.length;
}

/** Colours per token kind, after Atom's One Dark and One Light (close to what Discord shows). */
export const CODE_COLOURS: Record<'dark' | 'light', Record<TokenKind, string>> = {
  dark: { keyword: '#c678dd', string: '#98c379', number: '#d19a66', comment: '#7f848e', literal: '#56b6c2', attr: '#e06c75', variable: '#e5c07b', addition: '#98c379', deletion: '#e06c75', meta: '#61afef' },
  light: { keyword: '#a626a4', string: '#50a14f', number: '#986801', comment: '#a0a1a7', literal: '#0184bc', attr: '#e45649', variable: '#c18401', addition: '#50a14f', deletion: '#e45649', meta: '#4078f2' },
};
