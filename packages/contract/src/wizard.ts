/** The wizard's fullName from its first step (the API keeps one field). */
export function joinFullName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`;
}
