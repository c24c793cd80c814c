/**
 * A component `type` written as a string of digits (`"type": "2"`). Discord's API parses such a
 * string as the number (discord/discord-api-spec#11), so the component is what the number says:
 * the engine reads it as that number, so that the component's own rules run, and the rule
 * component-type-string warns and writes the number (--fix).
 */
const DIGITS = /^\d{1,9}$/;

export function isDigitStringType(type: unknown): type is string {
  return typeof type === 'string' && DIGITS.test(type);
}

/** The type as Discord reads it: a string of digits is its number; anything else as written. */
export function readComponentType(type: unknown): unknown {
  return isDigitStringType(type) ? Number(type) : type;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys under which components (or a body holding them) hang. */
const COMPONENT_KEYS = ['components', 'component', 'accessory'] as const;

/**
 * `value` with the digit-string `type` of every component under it read as its number, for the
 * schema's validators: copied on write, so the same object comes back when there is none (the
 * common case costs a walk and no allocation). `value` is itself a component when `isComponent`.
 */
export function withNumericTypes(value: unknown, isComponent = false, depth = 0): unknown {
  if (!isRecord(value) || depth > 64) return value;
  let copy: Record<string, unknown> | undefined;
  if (isComponent && isDigitStringType(value.type)) copy = { ...value, type: Number(value.type) };
  for (const key of COMPONENT_KEYS) {
    const child = value[key];
    let read: unknown = child;
    if (Array.isArray(child)) {
      let list: unknown[] | undefined;
      for (let i = 0; i < child.length; i++) {
        const item = withNumericTypes(child[i], true, depth + 1);
        if (item !== child[i]) (list ??= [...child])[i] = item;
      }
      if (list) read = list;
    } else if (isRecord(child)) {
      read = withNumericTypes(child, true, depth + 1);
    }
    if (read !== child) (copy ??= { ...value })[key] = read;
  }
  // An interaction response's message or modal.
  if (!isComponent && isRecord(value.data)) {
    const data = withNumericTypes(value.data, false, depth + 1);
    if (data !== value.data) (copy ??= { ...value }).data = data;
  }
  return copy ?? value;
}
