// Names as people read them. Apart from the account schemas (students.ts): a child's
// screens use them without loading zod (decision 0014, decision 0015).

/**
 * A name as people read it: stored names keep what was typed ("maya"), and every text a
 * person reads starts them with a capital ("Maya").
 */
export function displayName(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toLocaleUpperCase('en-US') + trimmed.slice(1);
}

/** "Maya", "Maya and Sam", "Maya, Sam and Leo". */
export function namesText(names: readonly string[], and = 'and'): string {
  const people = names.map(displayName);
  if (people.length <= 1) return people.join('');
  return `${people.slice(0, -1).join(', ')} ${and} ${people.at(-1)}`;
}
