type Json = unknown;

const SCHEMA_REF = '#/components/schemas/';

/**
 * The document without the schemas nothing refers to. Every schema registered in zod's
 * registry is emitted twice, as read (`FooInput`) and as written (`Foo`); a schema only ever
 * answered with, or only ever sent, leaves the other one unused.
 */
export function withoutUnusedSchemas<Doc extends { components?: { schemas?: object } }>(
  doc: Doc,
): Doc {
  const schemas = doc.components?.schemas as Record<string, Json> | undefined;
  if (!schemas) return doc;
  const used = new Set<string>();
  const pending: Json[] = [{ ...doc, components: { ...doc.components, schemas: {} } }];
  while (pending.length > 0) {
    for (const name of refsIn(pending.pop())) {
      if (used.has(name)) continue;
      used.add(name);
      pending.push(schemas[name]);
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...doc.components, schemas: kept } };
}

function refsIn(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF))
        found.push(decodeURIComponent(item.slice(SCHEMA_REF.length)));
      else refsIn(item, found);
    }
  }
  return found;
}
