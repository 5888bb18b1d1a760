import { renderHook } from '@testing-library/react';
import { createTestHost } from 'shared-contracts/testing';
import { toGraphLabel } from './graph-labels';
import { useGraphLabel } from './use-graph-label';

describe('graph labels', () => {
  it('recognises desktop, programmatic and direct in any case', () => {
    expect(toGraphLabel('Desktop')).toBe('desktop');
    expect(toGraphLabel(' PROGRAMMATIC ')).toBe('programmatic');
    expect(toGraphLabel('direct')).toBe('direct');
    expect(toGraphLabel('Social Media')).toBeNull();
  });

  it('translates them in the host language and leaves other names alone', () => {
    const host = createTestHost({ language: 'es' });
    const { result } = renderHook(() => useGraphLabel(host.i18n));

    expect(result.current('Desktop')).toBe('Escritorio');
    expect(result.current('Programmatic')).toBe('Programática');
    expect(result.current('Direct')).toBe('Directa');
    expect(result.current('AppNexus')).toBe('AppNexus');
  });
});
