import { Renderer as CanvasRenderer } from '@antv/g-canvas';
import { AbstractRendererPlugin, type RenderingPlugin, type RenderingPluginContext } from '@antv/g-lite';

/** The name G's own plugin goes by, so that this one takes its place. */
const DOM_INTERACTION = 'dom-interaction';
const TAG = 'ChartPointerEvents';

type PointerHook = 'pointerDown' | 'pointerMove' | 'pointerUp' | 'pointerOver' | 'pointerOut' | 'pointerCancel';

/** Which of G's hooks each event of the canvas goes to (as G's own plugin sends them). */
const POINTER_EVENTS: ReadonlyArray<readonly [keyof HTMLElementEventMap, PointerHook]> = [
  ['pointerdown', 'pointerDown'],
  ['pointermove', 'pointerMove'],
  ['pointerup', 'pointerUp'],
  ['pointerover', 'pointerOver'],
  ['pointerleave', 'pointerOut'],
  ['pointercancel', 'pointerCancel'],
];

/** Touch screens: G reads a touch from its touch events, not from the pointer events. */
const TOUCH_EVENTS: ReadonlyArray<readonly [keyof HTMLElementEventMap, PointerHook]> = [
  ['touchstart', 'pointerDown'],
  ['touchmove', 'pointerMove'],
  ['touchend', 'pointerUp'],
  ['touchcancel', 'pointerCancel'],
];

class CanvasPointerEvents implements RenderingPlugin {
  apply(context: RenderingPluginContext) {
    const { renderingService, renderingContext, contextService } = context;
    const supportsTouchEvents = renderingContext.root.ownerDocument?.defaultView?.supportsTouchEvents ?? false;
    const events = supportsTouchEvents ? [...POINTER_EVENTS, ...TOUCH_EVENTS] : POINTER_EVENTS;
    const listeners = events.map(([type, hook]) => {
      const listener = (event: Event) => renderingService.hooks[hook].call(event as PointerEvent);
      return [type, listener] as const;
    });
    const canvasElement = () => contextService.getDomElement() as unknown as HTMLElement | null;
    renderingService.hooks.init.tap(TAG, () => {
      for (const [type, listener] of listeners) canvasElement()?.addEventListener(type, listener, true);
    });
    renderingService.hooks.destroy.tap(TAG, () => {
      for (const [type, listener] of listeners) canvasElement()?.removeEventListener(type, listener, true);
    });
  }
}

/**
 * Sends a chart the pointer events of its own canvas only. G's plugin also listens to every
 * pointer move and release of the whole page, for each chart, so that a drag leaving the chart
 * goes on: every move of the pointer anywhere then ran each chart's hit testing (a layout read and
 * a pick), the charts of views kept hidden too, on the main thread of a click in the sidebar.
 * The suite's charts have tooltips and highlights, which need the pointer over the chart, and no
 * drag, brush or slider. Touch keeps the browser's default, so a finger on a chart scrolls the page.
 */
class ChartPointerEventsPlugin extends AbstractRendererPlugin {
  name = DOM_INTERACTION;

  init() {
    this.addRenderingPlugin(new CanvasPointerEvents());
  }

  destroy() {
    this.removeAllRenderingPlugins();
  }
}

/** G's canvas renderer, with pointer events read from the chart's own canvas. */
export function chartRenderer(): CanvasRenderer {
  const renderer = new CanvasRenderer();
  const stock = renderer.getPlugin(DOM_INTERACTION);
  if (stock) renderer.unregisterPlugin(stock);
  renderer.registerPlugin(new ChartPointerEventsPlugin());
  return renderer;
}
