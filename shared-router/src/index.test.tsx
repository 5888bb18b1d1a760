import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useParams, useSearchParams } from './index';

function CountryReport() {
  const { country } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <h1>
      Report for {country}, {searchParams.get('period')}
    </h1>
  );
}

describe('shared-router', () => {
  it('routes a view, follows its links and reads its path and search parameters', async () => {
    render(
      <MemoryRouter initialEntries={['/reports']}>
        <Routes>
          <Route path="/reports" element={<Link to="/reports/ar?period=2026-10">Argentina</Link>} />
          <Route path="/reports/:country" element={<CountryReport />} />
        </Routes>
      </MemoryRouter>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Argentina' }));

    expect(screen.getByRole('heading', { name: 'Report for ar, 2026-10' })).toBeInTheDocument();
  });
});
