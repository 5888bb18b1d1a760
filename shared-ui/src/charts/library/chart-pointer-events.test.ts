import type { RenderingPlugin } from '@antv/g-lite';
import { chartRenderer } from './chart-pointer-events';

/** A hook as G's rendering service has them: taps called in order. */
function fakeHook() {
  const taps: Array<(...args: unknown[]) => void> = [];
  return {
    tap: (_name: string, fn: (...args: unknown[]) => void) => void taps.push(fn),
    call: jest.fn((...args: unknown[]) => taps.forEach((fn) => fn(...args))),
  };
}

/** What G hands the renderer's plugins when it builds a chart's canvas on `canvasElement`. */
function canvasContext(canvasElement: HTMLElement) {
  const hooks = {
    init: fakeHook(),
    destroy: fakeHook(),
    pointerDown: fakeHook(),
    pointerMove: fakeHook(),
    pointerUp: fakeHook(),
    pointerOver: fakeHook(),
    pointerOut: fakeHook(),
    pointerCancel: fakeHook(),
  };
  return {
    hooks,
    renderingPlugins: [] as RenderingPlugin[],
    renderingService: { hooks },
    renderingContext: { root: { ownerDocument: { defaultView: { supportsTouchEvents: false } } } },
    contextService: { getDomElement: () => canvasElement },
  };
}

/** Builds the chart's canvas as G does: each plugin of the renderer set up, then its `init` hook. */
function mountChart() {
  const canvasElement = document.createElement('canvas');
  document.body.append(canvasElement);
  const context = canvasContext(canvasElement);
  const plugins = chartRenderer().getPlugins();
  const pointerPlugin = plugins.find((plugin) => plugin.name === 'dom-interaction');
  if (!pointerPlugin) throw new Error('The renderer has no plugin for pointer events');
  pointerPlugin.context = context as never;
  pointerPlugin.init(undefined as never);
  for (const plugin of context.renderingPlugins) plugin.apply(context as never, undefined as never);
  context.hooks.init.call();
  return { canvasElement, hooks: context.hooks };
}

const pointer = (type: string) => new Event(type, { bubbles: true });

describe('chartRenderer', () => {
  afterEach(() => document.body.replaceChildren());

  it('passes on the pointer over the chart, and not a pointer moving or let go elsewhere in the page', () => {
    const { canvasElement, hooks } = mountChart();
    const sidebarEntry = document.createElement('a');
    document.body.append(sidebarEntry);

    sidebarEntry.dispatchEvent(pointer('pointermove'));
    sidebarEntry.dispatchEvent(pointer('pointerup'));
    document.dispatchEvent(pointer('pointermove'));
    expect(hooks.pointerMove.call).not.toHaveBeenCalled();
    expect(hooks.pointerUp.call).not.toHaveBeenCalled();

    canvasElement.dispatchEvent(pointer('pointerover'));
    canvasElement.dispatchEvent(pointer('pointermove'));
    canvasElement.dispatchEvent(pointer('pointerdown'));
    canvasElement.dispatchEvent(pointer('pointerup'));
    canvasElement.dispatchEvent(pointer('pointerleave'));
    expect(hooks.pointerOver.call).toHaveBeenCalledTimes(1);
    expect(hooks.pointerMove.call).toHaveBeenCalledTimes(1);
    expect(hooks.pointerDown.call).toHaveBeenCalledTimes(1);
    expect(hooks.pointerUp.call).toHaveBeenCalledTimes(1);
    // G's tooltips and highlights end on its pointer-out hook.
    expect(hooks.pointerOut.call).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the chart is destroyed', () => {
    const { canvasElement, hooks } = mountChart();
    hooks.destroy.call();
    canvasElement.dispatchEvent(pointer('pointermove'));
    expect(hooks.pointerMove.call).not.toHaveBeenCalled();
  });
});
