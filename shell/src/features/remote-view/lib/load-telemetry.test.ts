import { beginLoad, endLoad, markEntry, markManifest, reportRemoteLoad, setRemoteLoadSink } from './load-telemetry';

describe('load telemetry marks', () => {
  it('times the manifest, the entry and the whole load from its start', () => {
    beginLoad('mf_sov', 1000);
    markManifest('mf_sov', true, 1040);
    markEntry('mf_sov', true, 1110);
    expect(endLoad('mf_sov', 1250)).toEqual({
      manifestMs: 40,
      entryMs: 110,
      moduleMs: 250,
      totalMs: 250,
      failedPhase: null,
    });
  });

  it('names the first step that failed', () => {
    beginLoad('mf_sov', 0);
    markManifest('mf_sov', true, 10);
    markEntry('mf_sov', false, 20);
    expect(endLoad('mf_sov', 30).failedPhase).toBe('entry');
    beginLoad('mf_sov', 0);
    markManifest('mf_sov', false, 10);
    expect(endLoad('mf_sov', 30).failedPhase).toBe('manifest');
  });

  it('ignores steps of a load nobody started (a preload)', () => {
    markEntry('mf_account', false, 5);
    beginLoad('mf_account', 10);
    expect(endLoad('mf_account', 20)).toMatchObject({ entryMs: null, failedPhase: null });
  });

  it('hands each finished load to the sink the shell set', () => {
    const sink = jest.fn();
    setRemoteLoadSink(sink);
    const load = {
      env: 'local',
      remote: 'mf-sov' as const,
      version: '1.0.0',
      channel: 'stable' as const,
      outcome: 'loaded' as const,
      phase: null,
      manifestMs: 1,
      entryMs: 2,
      moduleMs: 3,
      totalMs: 3,
    };
    reportRemoteLoad(load);
    expect(sink).toHaveBeenCalledWith(load);
    setRemoteLoadSink(null);
  });
});
