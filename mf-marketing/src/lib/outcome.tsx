import type { ReactNode } from 'react';

/** The mark of each outcome, as antd's Result shows it; the title says the same in words. */
const MARKS = { success: '✓', info: 'i', warning: '!', error: '✕', '404': '404' } as const;

export interface OutcomeProps {
  status: keyof typeof MARKS;
  /** The page's heading (an h1) or the section's. */
  title: ReactNode;
  headingLevel?: 1 | 2;
  subtitle?: ReactNode;
  /** Links and buttons beneath. */
  extra?: ReactNode;
}

/** How something ended, centred, as antd's Result: mark, title, explanation, what next. */
export function Outcome({ status, title, headingLevel = 2, subtitle, extra }: OutcomeProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="nl-result">
      <span className={`nl-result-icon nl-result-icon--${status}`} aria-hidden="true">
        {MARKS[status]}
      </span>
      <Heading className={headingLevel === 1 ? 'nl-h1' : 'nl-result-title'}>{title}</Heading>
      {subtitle && <div className="nl-result-subtitle">{subtitle}</div>}
      {extra && <div className="nl-result-extra">{extra}</div>}
    </div>
  );
}
