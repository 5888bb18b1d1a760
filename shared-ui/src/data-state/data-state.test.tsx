import { render, screen } from '@testing-library/react';
import { HttpError, NO_DATA_MESSAGE } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { DataState } from './data-state';

interface StateProps {
  isLoading?: boolean;
  error?: unknown;
  isEmpty?: boolean;
  noDataText?: string;
  emptyText?: string;
}

function renderState(props: StateProps, language = 'en') {
  const host = createTestHost({ language });
  return render(
    <DataState
      i18n={host.i18n}
      isLoading={props.isLoading ?? false}
      error={props.error ?? null}
      isEmpty={props.isEmpty ?? false}
      noDataText={props.noDataText}
      emptyText={props.emptyText}
    >
      <p>the data</p>
    </DataState>,
  );
}

describe('DataState', () => {
  it('shows a loading skeleton, then the content', () => {
    renderState({ isLoading: true });
    expect(screen.getByRole('status', { name: 'Loading data…' })).toBeInTheDocument();
    expect(screen.queryByText('the data')).not.toBeInTheDocument();
  });

  it("shows the server's error message", () => {
    renderState({ error: new HttpError(400, 'The range is too long') });
    expect(screen.getByRole('alert')).toHaveTextContent('The range is too long');
  });

  it('replaces the no-data answer with errors.data.noDataAvailable in the user language', () => {
    renderState({ error: new HttpError(404, NO_DATA_MESSAGE) }, 'es');
    expect(screen.getByRole('alert')).toHaveTextContent('No hay datos disponibles. Intente con otros criterios.');
  });

  it("falls back to 'Error al consultar los datos' when the failure carries no message", () => {
    renderState({ error: new TypeError('Failed to fetch') }, 'es');
    expect(screen.getByRole('alert')).toHaveTextContent('Error al consultar los datos');
  });

  it('says no information was found for an empty answer, else shows the content', () => {
    const { unmount } = renderState({ isEmpty: true });
    expect(screen.getByText('No information was found. Widen the period or change the filters.')).toBeInTheDocument();
    unmount();
    renderState({});
    expect(screen.getByText('the data')).toBeInTheDocument();
  });

  it("shows a page's own no-data and empty texts when given", () => {
    const { unmount } = renderState({ error: new HttpError(404, NO_DATA_MESSAGE), noDataText: 'No snapshot data' });
    expect(screen.getByRole('alert')).toHaveTextContent('No snapshot data');
    unmount();
    renderState({ isEmpty: true, emptyText: 'Nothing in more than 14 days' });
    expect(screen.getByText('Nothing in more than 14 days')).toBeInTheDocument();
  });
});
