import type { ReactNode } from 'react';

/** One topic of the privacy page under its heading, named by it. */
export function PrivacySection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 className="nl-h2" id={id}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
