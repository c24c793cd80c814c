import type { ComponentTypeName } from '../components.js';
import type { Envelope, MessageMode, Surface } from '../payload/detect.js';
import type { JsonPath, Severity } from '../types.js';
import type { LocateTarget, PayloadDocument } from '../load/document.js';
import type { FixResult } from '../fix/edits.js';

/**
 * Computes a fix's text edits from the document's source (see `cordlint`'s fix builders:
 * `removeProperty`, `setValue`, `insertProperty`...). Called only when fixes are asked for.
 * Returns undefined when this case cannot be fixed safely.
 */
export type FixFunction = (document: PayloadDocument) => FixResult;

/** A change offered to the user but never applied by --fix. */
export interface Suggestion {
  /** What the change does: `Rename "lable" to "label"`. */
  message: string;
  fix: FixFunction;
}

/** One component of the tree, as the engine hands it to rules. */
export interface ComponentNode {
  /** The component's `type` as written (normally a number). */
  type: unknown;
  /** The component object itself. */
  value: Record<string, unknown>;
  /** Path of the component inside the document. */
  path: JsonPath;
  parent: ComponentNode | undefined;
  /** How the component hangs from its parent: in a `components` list, as a Label's `component`, or as a Section's `accessory`; `top` for the payload's own list. */
  slot: 'top' | 'components' | 'component' | 'accessory' | 'root';
  /** Nesting depth: 0 for top-level components. */
  depth: number;
  surface: Surface;
  mode: MessageMode;
  /**
   * True for a component of a message Discord sent, quoted by a received interaction (its
   * `message`): it carries what Discord fills in (ids, media's proxy_url and size...), which rules
   * about what a request may send do not judge.
   */
  quoted?: boolean;
}

/** The whole payload, handed to rules once before and once after the component walk. */
export interface PayloadNode {
  value: Record<string, unknown>;
  envelope: Envelope;
  /** The message or modal body (the payload or its `data`), when there is one. */
  body: Record<string, unknown> | undefined;
  bodyPath: JsonPath;
}

/**
 * Findings kept per payload at most. A file is reported up to 1,000 findings; positions, texts
 * and fixes of a million findings (one per item of a hostile list) would take minutes and
 * gigabytes, so reports past this are only counted, and rules that make many findings at once
 * (the schema) may stop there.
 */
export const MAX_FINDINGS_PER_PAYLOAD = 2000;

export interface Report {
  /** Path of the offending field or component. */
  path: JsonPath;
  message: string;
  /** Point at the property's key instead of its value (unknown or duplicate fields). */
  target?: LocateTarget;
  /** Another place involved, such as the first user of a duplicated custom_id. */
  related?: JsonPath;
  /** The fix --fix applies; only rules whose meta says `fixable: true` may give one. */
  fix?: FixFunction;
  /** Changes offered but not applied (a misspelt field with one close match...). */
  suggestions?: readonly Suggestion[];
  /**
   * The verdict depends on where the payload is sent, and the file does not say (no destination):
   * an error rule's finding is reported as a warning. The message should name the destination that
   * would make it an error (or valid).
   */
  atMostWarning?: boolean;
}

export interface RuleContext {
  /** The rule's options from configuration (the part after the severity). */
  readonly options: unknown;
  readonly envelope: Envelope;
  report(report: Report): void;
}

type TypeVisitors = { [K in ComponentTypeName]?: (node: ComponentNode) => void };

export interface RuleVisitors extends TypeVisitors {
  /** Called once with the payload before the components are walked. */
  payload?: (payload: PayloadNode) => void;
  /** Called for every component, whatever its type. */
  component?: (node: ComponentNode) => void;
  /** Called once after the walk: the place for totals. */
  payloadExit?: (payload: PayloadNode) => void;
}

/** Whether a fix can change what a user sees: see {@link RuleMeta.fixSafety}. */
export type FixSafety = 'safe' | 'unsafe';

export interface RuleMeta {
  /** Kebab-case id, the name users write in configs (`custom-id-unique`). */
  id: string;
  /** One line: what the rule checks. */
  description: string;
  /** Default severity. */
  severity: Severity;
  /** The rule's findings may carry a `fix` that --fix applies. */
  fixable?: boolean;
  /**
   * Whether the rule's fix can change what a user sees (Ruff's fix safety). `safe`: it cannot
   * (quoting a snowflake, adding a flag, renaming or removing a field Discord ignores): --fix
   * applies it. `unsafe`: it changes visible text or structure, or what the bot receives back
   * (truncating, splitting, converting, removing a component): only --fix --unsafe-fixes applies
   * it; otherwise it is offered as a suggestion. Default `safe` (ESLint's plugins' fixes apply
   * with --fix); every built-in fixable rule says which it has.
   */
  fixSafety?: FixSafety;
  /**
   * False for design-guidance and style rules: off in `cordlint:recommended` (the default), on in
   * `cordlint:strict`. Default true.
   */
  recommended?: boolean;
  /**
   * A rule whose evidence is thinner (a single report, an undocumented behaviour): it runs only in
   * preview mode (`--preview`, or `preview: true` in the config), whatever its severity says, as
   * Ruff's preview rules, so that a Discord change never breaks someone's CI overnight.
   */
  preview?: boolean;
  /** JSON Schema of the rule's options (the value after the severity in `[severity, options]`); a rule without one takes no options. */
  schema?: Record<string, unknown>;
  /** The rule's public evidence: a Discord docs URL, or the error code Discord answers. */
  source: string;
  /**
   * Rules whose findings the loader reports (parse errors, duplicate keys...) have no `create`:
   * they exist so that their ids have metadata, a page and a severity users can set. `against`:
   * reported by `lint --against`, which checks a fixture against the payload it answers (src/received/).
   */
  reportedBy?: 'loader' | 'engine' | 'against' | 'project';
}

/** The visitors of a rule created once per run ({@link Rule.createOnce}), with its per-payload reset. */
export interface OnceRuleVisitors extends RuleVisitors {
  /** Called for each payload before any visitor: the place to reset per-payload state. */
  before?: (payload: PayloadNode) => void;
}

export interface Rule {
  meta: RuleMeta;
  /** Called once per payload: per-payload state may live in the closure. */
  create?: (context: RuleContext) => RuleVisitors;
  /**
   * Called once per run (per rule list) instead of once per payload: cheaper for rules linted over
   * thousands of files. `context.envelope` is the current payload's and `context.report` reports on
   * it; per-payload state is reset in `before`. A rule has `create` or `createOnce`.
   */
  createOnce?: (context: RuleContext) => OnceRuleVisitors;
}

/** Declares a rule; the identity function that gives custom rules their types. */
export function defineRule(rule: Rule): Rule {
  return rule;
}

/** What a plugin module exports (as its default export, or as named exports). */
export interface Plugin {
  /** The prefix of the plugin's rule ids (`team` -> `team/custom-id-pattern`); defaults to a name derived from the module. */
  name?: string;
  rules: readonly Rule[] | Readonly<Record<string, Rule>>;
}

/** Declares a plugin; the identity function that gives plugins their types. */
export function definePlugin(plugin: Plugin): Plugin {
  return plugin;
}
