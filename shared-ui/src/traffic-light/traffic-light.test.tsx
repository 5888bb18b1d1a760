import { render, renderHook, screen } from '@testing-library/react';
import { emptyFilterGroups } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { TrafficLight, useTrafficLightLabels } from './traffic-light';
import { hasOtherDimensionFilter, pickThresholds, trafficLightColor, TRAFFIC_LIGHT_THRESHOLDS } from './thresholds';

const acme = { id: 1, label: 'Acme', value: 'Acme' };

describe('traffic-light thresholds', () => {
  it('shows nothing up to 0.4, red to 2, yellow to 5, then green by default', () => {
    const set = TRAFFIC_LIGHT_THRESHOLDS.default;
    expect([0.4, 0.41, 2, 2.01, 5, 5.01].map((share) => trafficLightColor(share, set))).toEqual([
      null,
      'red',
      'red',
      'yellow',
      'yellow',
      'green',
    ]);
  });

  it('uses 2, 6, 18 with a filter of another dimension and 0.01, 0.02, 0.07 on tabs 1 and 2', () => {
    const byAdvertiser = { ...emptyFilterGroups(), advertisers: [acme] };
    expect(pickThresholds(0, emptyFilterGroups())).toEqual({ shown: 0.4, yellow: 2, green: 5 });
    expect(pickThresholds(0, byAdvertiser)).toEqual({ shown: 2, yellow: 6, green: 18 });
    expect(pickThresholds(1, byAdvertiser)).toEqual({ shown: 0.01, yellow: 0.02, green: 0.07 });
    expect(pickThresholds(2, emptyFilterGroups())).toEqual({ shown: 0.01, yellow: 0.02, green: 0.07 });
    expect(hasOtherDimensionFilter(1, byAdvertiser)).toBe(false);
    expect(hasOtherDimensionFilter(5, byAdvertiser)).toBe(true);
  });

  it('names the light for screen readers in the host language', () => {
    const host = createTestHost({ language: 'es' });
    const labels = renderHook(() => useTrafficLightLabels(host.i18n)).result.current;
    expect(labels).toEqual({ green: 'Participación alta', yellow: 'Participación media', red: 'Participación baja' });
    const { rerender } = render(
      <TrafficLight share={6} thresholds={TRAFFIC_LIGHT_THRESHOLDS.default} labels={labels} />,
    );
    expect(screen.getByRole('img', { name: 'Participación alta' })).toBeInTheDocument();

    rerender(<TrafficLight share={0.1} thresholds={TRAFFIC_LIGHT_THRESHOLDS.default} labels={labels} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
