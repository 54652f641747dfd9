// JSON Pointer (ajv's instancePath) to a readable JSONPath, and the value found there.

function tokens(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `/filters/3/kind` → `$.filters[3].kind` */
export function toJsonPath(pointer: string): string {
  return tokens(pointer).reduce(
    (path, t) => (/^\d+$/.test(t) ? `${path}[${t}]` : /^[A-Za-z_$][\w$]*$/.test(t) ? `${path}.${t}` : `${path}['${t}']`),
    '$',
  );
}

export function valueAt(data: unknown, pointer: string): unknown {
  return tokens(pointer).reduce<unknown>(
    (node, t) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[t] : undefined),
    data,
  );
}
