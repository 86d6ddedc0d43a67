export interface ProfileNames {
  firstName?: string | null;
  lastName?: string | null;
}

/** Avatar initials from the names; 'GW' when neither name gives a letter (SPEC.md §3). */
export function initials({ firstName, lastName }: ProfileNames): string {
  const letters = [firstName, lastName]
    // NFC first: some Vietnamese keyboards type 'Ê' as 'E' + a combining mark.
    .map((name) => [...(name?.normalize('NFC').trim() ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
  return letters || 'GW';
}

export function fullName({ firstName, lastName }: ProfileNames): string {
  return [firstName, lastName].filter((part) => part?.trim()).join(' ');
}
