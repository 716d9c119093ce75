/**
 * Which fields of a content schema the editor would show without a help text: every field a person edits
 * carries a `.describe()` (issue 23). Shared by the schema tests in src/content/schemas/.
 */
import type { z } from 'astro/zod';

/** Whether a field, or what it wraps, carries a help text. */
function described(schema: z.ZodType): boolean {
  let current: z.ZodType | undefined = schema;
  while (current) {
    if (current.description) return true;
    const def = current._zod.def as { innerType?: z.ZodType; in?: z.ZodType };
    current = def.innerType ?? def.in;
  }
  return false;
}

/** The fields of a schema, at any depth, that the editor would show without a help text. */
export function undescribed(schema: z.ZodType, path = ''): string[] {
  const def = schema._zod.def as {
    type: string;
    innerType?: z.ZodType;
    in?: z.ZodType;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    options?: z.ZodType[];
  };
  if (def.innerType) return undescribed(def.innerType, path);
  if (def.type === 'pipe' && def.in) return undescribed(def.in, path);
  if (def.type === 'array' && def.element) return undescribed(def.element, `${path}[]`);
  if (def.type === 'union' && def.options) return def.options.flatMap((option) => undescribed(option, path));
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => {
    const at = path ? `${path}.${key}` : key;
    // The choice of a discriminated union is the editor's own control.
    if (key === 'discriminant') return [];
    return [...(described(field) ? [] : [at]), ...undescribed(field, at)];
  });
}
