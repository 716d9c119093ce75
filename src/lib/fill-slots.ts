/**
 * Words from the content that wrap data name each slot in square brackets (“Email to [recipient]:
 * [subject]”); `slotted` (content/schemas/fields.ts) checks the slots, this fills them. No imports, so an
 * island may use it too.
 */

/** A slot: a lower-case name in square brackets. */
export const SLOT = /\[([a-z]+)\]/g;

/** A slotted label with its slots filled: `fillSlots('Email to [recipient]', { recipient: 'Jordan' })`. */
export function fillSlots(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(SLOT, (slot, name: string) => values[name] ?? slot);
}
