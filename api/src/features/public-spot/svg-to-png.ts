import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The family every drawing falls back to, and the one the card names (spot-card-svg.ts). */
const CARD_FONT_FAMILY = 'Arimo';

/**
 * Fonts from an npm package, not the system's: the API's image (node:24-slim) has no fonts at
 * all, and a card whose text depended on the machine would differ between CI and production.
 * Arimo has Arial's metrics, so the creatives (Helvetica, Arial, sans-serif) keep the line
 * lengths they were drawn for, as in a browser with Arial or Liberation Sans.
 */
const FONT: ResvgRenderOptions['font'] = {
  loadSystemFonts: false,
  fontFiles: [
    require.resolve('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf'),
    require.resolve('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf'),
  ],
  defaultFontFamily: CARD_FONT_FAMILY,
  sansSerifFamily: CARD_FONT_FAMILY,
};

/** An SVG document as a PNG at its own size, drawn off the event loop (libuv's thread pool). */
export async function svgToPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { font: FONT, fitTo: { mode: 'original' }, logLevel: 'off' });
  return image.asPng();
}
