/** Form rules for @mantine/form: each returns the error to show, or null when the value is fine. */

export const maxLength = (max: number, label: string) => (value: string) =>
  value.trim().length <= max ? null : `${label} must be at most ${max} characters`;

/** The fields of the name card that changed, trimmed; null when nothing did. */
export function changedDetails(
  saved: { fullName: string; profession: string },
  values: { fullName: string; profession: string },
): { fullName?: string; profession?: string } | null {
  const fullName = values.fullName.trim();
  const profession = values.profession.trim();
  const changes = {
    ...(fullName !== saved.fullName && { fullName }),
    ...(profession !== saved.profession && { profession }),
  };
  return Object.keys(changes).length > 0 ? changes : null;
}
