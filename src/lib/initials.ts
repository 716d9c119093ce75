/** Up to two initials of a name, upper case: "Maya Okafor" → "MO". For monogram avatars. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
