import type { ReactNode } from 'react';

/** Lays story variants out in labelled rows. Stories only. */
export function CatalogRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}>
      <span style={{ width: 96, fontSize: 12, color: 'var(--wl-color-text-muted)' }}>{title}</span>
      {children}
    </div>
  );
}
