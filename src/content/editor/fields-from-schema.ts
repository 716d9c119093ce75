/**
 * The editor's fields, generated from the content schemas (src/content/schemas/), so a field exists, is
 * required, has its limits and its help text in one place. Each zod type maps to the Keystatic field that
 * stores the same YAML: text and text areas, numbers, checkboxes, choices, lists, groups, references to
 * other entries, dates, and a choice of kinds for an owner fact's value.
 *
 * A schema type with no field here throws: a field the editor cannot show would be dropped from the file
 * when someone saves, so the editor refuses to start instead.
 */
import { type ComponentSchema, fields } from '@keystatic/core';
import { z } from 'astro/zod';
import { referenceRegistry } from '../schemas/reference.ts';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

/** Words a key is made of, in the editor's sentence case: `primaryCta` → "Primary call to action". */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => word.toLowerCase());
  const named: Record<string, string> = {
    cta: 'call to action',
    ctas: 'calls to action',
    faq: 'FAQ',
    url: 'URL',
    crm: 'CRM',
    href: 'link',
    meta: 'search and sharing',
    id: 'ID',
    og: 'social image',
    tldr: 'TL;DR',
    usd: 'USD',
  };
  const text = words.map((word) => named[word] ?? word).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The schema's own editor hints, looked up through wrappers (optional, default, nullable, pipes). */
function hintsOf(schema: AnySchema): { title?: string; description?: string; multiline?: boolean } {
  let current: AnySchema | undefined = schema;
  const found: { title?: string; description?: string; multiline?: boolean } = {};
  while (current) {
    const meta = z.globalRegistry.get(current) as
      | { title?: string; description?: string; multiline?: boolean }
      | undefined;
    found.title ??= meta?.title;
    found.description ??= meta?.description;
    found.multiline ??= meta?.multiline;
    current = innerOf(current);
  }
  return found;
}

/** The schema a wrapper wraps, or undefined for a leaf. */
function innerOf(schema: AnySchema): AnySchema | undefined {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'].includes(def.type))
    return def.innerType as AnySchema;
  if (def.type === 'pipe') {
    const input = def.in as AnySchema;
    // A transform reads the schema before it; a refining pipe (`.pipe(z.string().length(2))`) too.
    return defOf(input).type === 'transform' ? (def.out as AnySchema) : input;
  }
  return undefined;
}

/** Whether a value may be left out. */
function isOptional(schema: AnySchema): boolean {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault'].includes(def.type)) return true;
  const inner = innerOf(schema);
  return inner ? isOptional(inner) : false;
}

function defaultOf(schema: AnySchema): unknown {
  const def = defOf(schema);
  if (def.type === 'default' || def.type === 'prefault') {
    const value = def.defaultValue;
    return typeof value === 'function' ? (value as () => unknown)() : value;
  }
  const inner = innerOf(schema);
  return inner ? defaultOf(inner) : undefined;
}

/** The leaf under the wrappers, and the length checks met on the way. */
function leafOf(schema: AnySchema): { leaf: AnySchema; min?: number; max?: number } {
  let current = schema;
  let min: number | undefined;
  let max: number | undefined;
  for (;;) {
    for (const check of (defOf(current).checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ??
      []) {
      const checkDef = check._zod.def;
      if (checkDef.check === 'min_length') min = Math.max(min ?? 0, checkDef.minimum as number);
      if (checkDef.check === 'max_length')
        max = Math.min(max ?? Number.POSITIVE_INFINITY, checkDef.maximum as number);
      if (checkDef.check === 'length_equals') min = max = checkDef.length as number;
    }
    const inner = innerOf(current);
    if (!inner)
      return { leaf: current, ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
    current = inner;
  }
}

function referenceOf(schema: AnySchema): string | undefined {
  let current: AnySchema | undefined = schema;
  while (current) {
    const entry = referenceRegistry.get(current as z.ZodType);
    if (entry) return entry.collection;
    current = innerOf(current);
  }
  return undefined;
}

/** A list item's label in the editor: the text itself, or an item's first title-like text. */
function itemLabelFor(element: AnySchema) {
  const { leaf } = leafOf(element);
  const def = defOf(leaf);
  if ((def.type === 'string' || def.type === 'enum') && !referenceOf(element))
    return (props: unknown) => {
      const { value } = props as { value?: unknown };
      return (typeof value === 'string' && value) || 'New item';
    };
  if (def.type !== 'object') return undefined;
  const shape = def.shape as Record<string, AnySchema>;
  const key = ['title', 'question', 'label', 'name', 'headline', 'value', 'text', 'path'].find(
    (name) => name in shape,
  );
  if (!key) return undefined;
  return (props: unknown) => {
    const value = (props as { fields: Record<string, { value?: unknown }> }).fields[key]?.value;
    return typeof value === 'string' && value ? value : labelFromKey(key);
  };
}

/**
 * The editor field for one schema, labelled from its key. Inside an optional group (`within: 'optional'`)
 * nothing is required: the editor shows the group's fields even when the file has no group, and a group
 * left empty is read as absent (loaders/read.ts `withoutEmpty`), while the build still checks a group
 * someone started to fill.
 */
export function fieldFor(
  schema: AnySchema,
  key: string,
  within: 'required' | 'optional' = 'required',
): ComponentSchema {
  const hints = hintsOf(schema);
  const label = hints.title ?? labelFromKey(key);
  const description = hints.description;
  const optional = within === 'optional' || isOptional(schema);
  const collection = referenceOf(schema);
  if (collection)
    return fields.relationship({ label, description, collection, validation: { isRequired: !optional } });

  const { leaf, min, max } = leafOf(schema);
  const def = defOf(leaf);
  const common = { label, ...(description && { description }) };
  switch (def.type) {
    case 'string': {
      const format = (leaf as unknown as { format?: string }).format;
      if (format === 'date') return fields.date({ ...common, validation: { isRequired: !optional } });
      if (format === 'url') return fields.url({ ...common, validation: { isRequired: !optional } });
      const defaultValue = defaultOf(schema);
      return fields.text({
        ...common,
        multiline: hints.multiline ?? false,
        ...(typeof defaultValue === 'string' && { defaultValue }),
        validation: {
          isRequired: !optional,
          // A minimum length marks the field required in the editor, so an optional text has none.
          length: { ...(min !== undefined && !optional && { min }), ...(max !== undefined && { max }) },
        },
      });
    }
    case 'number': {
      const defaultValue = defaultOf(schema);
      const isInteger = (leaf as unknown as { format?: string }).format?.includes('int') ?? false;
      const options = {
        ...common,
        ...(typeof defaultValue === 'number' && { defaultValue }),
        validation: { isRequired: !optional },
      };
      return isInteger ? fields.integer(options) : fields.number(options);
    }
    case 'boolean':
      return fields.checkbox({ ...common, defaultValue: defaultOf(schema) === true });
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string>);
      // A choice that may be left out starts as "none", so an untouched optional group stays empty.
      const none = optional && defaultOf(schema) === undefined;
      const defaultValue = none ? '' : ((defaultOf(schema) as string | undefined) ?? values[0] ?? '');
      return fields.select({
        ...common,
        options: [
          ...(none ? [{ label: '(none)', value: '' }] : []),
          ...values.map((value) => ({ label: value, value })),
        ],
        defaultValue,
      });
    }
    case 'literal': {
      const [value] = def.values as unknown[];
      if (typeof value === 'number')
        return fields.integer({
          ...common,
          defaultValue: value,
          validation: { isRequired: true, min: value, max: value },
        });
      return fields.select({
        ...common,
        options: [{ label: String(value), value: String(value) }],
        defaultValue: String(value),
      });
    }
    case 'array': {
      const element = def.element as AnySchema;
      const itemLabel = itemLabelFor(element);
      // An item someone adds must be complete; the list itself may be empty when it is optional.
      return fields.array(fieldFor(element, key.replace(/s$/, '') || 'item'), {
        ...common,
        // The editor types a label function by the element's field; this one reads the same props.
        ...(itemLabel && { itemLabel: itemLabel as never }),
        validation: {
          length: { ...(min !== undefined && !optional && { min }), ...(max !== undefined && { max }) },
        },
      });
    }
    case 'object':
      return fields.object(
        fieldsFor(leaf as z.ZodObject, undefined, optional ? 'optional' : 'required'),
        common,
      );
    case 'union': {
      const options = def.options as AnySchema[];
      // A date written as text or parsed as a Date is one date field.
      if (options.some((option) => (option as unknown as { format?: string }).format === 'date'))
        return fields.date({ ...common, validation: { isRequired: !optional } });
      if (def.discriminator === 'discriminant') return conditionalFor(options, common);
      throw new Error(`The editor has no field for the union at "${key}"`);
    }
    default:
      throw new Error(`The editor has no field for the ${def.type} at "${key}"`);
  }
}

/** An owner fact's value: a choice of kind, then that kind's fields. */
function conditionalFor(options: AnySchema[], common: { label: string; description?: string }) {
  const kinds = options.map((option) => {
    const shape = defOf(option).shape as Record<string, AnySchema>;
    const [kind] = defOf(shape.discriminant as AnySchema).values as string[];
    return { kind: kind ?? '', value: shape.value as AnySchema };
  });
  const discriminant = fields.select({
    label: `${common.label}: kind`,
    description: common.description ?? 'What kind of value it is.',
    options: kinds.map(({ kind }) => ({ label: labelFromKey(kind), value: kind })),
    defaultValue: kinds[0]?.kind ?? '',
  });
  return fields.conditional(
    discriminant,
    Object.fromEntries(kinds.map(({ kind, value }) => [kind, fieldFor(value, kind)])),
  );
}

/** The editor fields of an object schema, key by key. */
export function fieldsFor(
  schema: z.ZodObject,
  slugField?: string,
  within: 'required' | 'optional' = 'required',
): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, value]) => {
      if (key === slugField) {
        const hints = hintsOf(value as AnySchema);
        return [
          key,
          fields.slug({
            name: {
              label: hints.title ?? labelFromKey(key),
              ...(hints.description && { description: hints.description }),
            },
            slug: {
              label: 'File name',
              description:
                'The entry’s file name (and, for a page, its address). Lowercase words joined by hyphens.',
            },
          }),
        ];
      }
      return [key, fieldFor(value as AnySchema, key, within)];
    }),
  );
}

/** The object schema under refinements and transforms, where the fields are. */
export function objectOf(schema: AnySchema): z.ZodObject {
  const { leaf } = leafOf(schema);
  if (defOf(leaf).type !== 'object') throw new Error('A content schema is an object of fields');
  return leaf as z.ZodObject;
}
