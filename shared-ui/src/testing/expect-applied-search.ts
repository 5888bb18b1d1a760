import { screen } from '@testing-library/react';

/** Asserts what `ViewPlaceholder` shows of the applied search (English labels). */
export function expectAppliedSearch(countries: string, period: string): void {
  expect(screen.getByLabelText('Countries')).toHaveTextContent(countries);
  expect(screen.getByLabelText('Period')).toHaveTextContent(period);
}
