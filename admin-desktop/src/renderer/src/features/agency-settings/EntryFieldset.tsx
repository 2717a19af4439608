import type { ReactNode } from 'react';

/** One entry of a list in the settings (a person of the team, a review), framed and named for screen readers. */
export function EntryFieldset({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset aria-label={label} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 16, marginBottom: 16 }}>
      {children}
    </fieldset>
  );
}
