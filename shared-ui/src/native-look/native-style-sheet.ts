import type { NativePalette } from './native-palette';

/** antd's metrics (its default seed, which the suite keeps): the same sizes as the dashboard's controls. */
export const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, " +
  "'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";

/**
 * The login page's controls (native form, input, select, button) and the dashboard's frame before
 * antd arrives, drawn as antd draws its own, in the palette of the theme in effect. Class names start with `nl-` (native look).
 */
export function nativeStyleSheet(palette: NativePalette, colorScheme: 'light' | 'dark'): string {
  const p = palette;
  const control = `height:32px;box-sizing:border-box;border:1px solid ${p.colorBorder};border-radius:6px;background:${p.colorBgContainer};color:${p.colorText};font:inherit;transition:border-color .2s,box-shadow .2s`;
  return `
.nl-page{display:flex;align-items:center;justify-content:center;min-height:100vh;padding:16px;box-sizing:border-box;color:${p.colorText};font-family:${FONT};font-size:14px;line-height:1.5715;color-scheme:${colorScheme}}
.nl-card{width:100%;max-width:400px;padding:24px;box-sizing:border-box;background:${p.colorBgContainer};border:1px solid ${p.colorBorderSecondary};border-radius:8px}
.nl-row{display:flex;justify-content:space-between;align-items:center;margin-bottom:16px}
.nl-brand{font-size:20px;font-weight:600}
.nl-secondary{color:${p.colorTextDescription}}
.nl-paragraph{margin:0 0 1em}
.nl-title{margin:0 0 .5em;font-size:22px;font-weight:600;line-height:1.27}
.nl-alert{margin-bottom:16px;padding:8px 12px;border:1px solid;border-radius:8px}
.nl-alert--error{background:${p.colorErrorBg};border-color:${p.colorErrorBorder}}
.nl-alert--success{background:${p.colorSuccessBg};border-color:${p.colorSuccessBorder}}
.nl-label{display:block;padding-bottom:8px}
.nl-input{${control};width:100%;padding:4px 11px}
.nl-input:hover,.nl-select:hover{border-color:${p.colorPrimaryHover}}
.nl-input:focus,.nl-select:focus{outline:0;border-color:${p.colorPrimary};box-shadow:0 0 0 2px ${p.controlOutline}}
.nl-input[aria-invalid=true]{border-color:${p.colorError}}
.nl-input[aria-invalid=true]:focus{box-shadow:0 0 0 2px ${p.colorErrorOutline}}
.nl-affix{position:relative}
.nl-affix .nl-input{padding-right:36px}
.nl-affix-button{position:absolute;top:1px;right:1px;height:30px;width:32px;border:0;border-radius:0 5px 5px 0;background:transparent;color:${p.colorTextDescription};cursor:pointer;font:inherit}
.nl-affix-button:hover{color:${p.colorText}}
.nl-field-message{min-height:24px;color:${p.colorError}}
.nl-select{${control};width:140px;padding:0 8px;cursor:pointer}
.nl-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:32px;padding:4px 15px;box-sizing:border-box;border:1px solid transparent;border-radius:6px;font:inherit;cursor:pointer;transition:background .2s,color .2s}
.nl-button:focus-visible{outline:3px solid ${p.colorPrimary};outline-offset:1px}
.nl-button--block{width:100%}
.nl-button--primary{background:${p.colorPrimary};color:${p.colorTextLightSolid}}
.nl-button--primary:hover{background:${p.colorPrimaryHover}}
.nl-button--primary:active{background:${p.colorPrimaryActive}}
.nl-button--primary:disabled{background:${p.colorBgContainerDisabled};border-color:${p.colorBorder};color:${p.colorTextDisabled};cursor:not-allowed}
.nl-button[aria-busy=true]{opacity:.65;pointer-events:none}
.nl-button--link{background:transparent;color:${p.colorLink}}
.nl-button--link:hover{color:${p.colorLinkHover}}
.nl-link{color:${p.colorLink};text-decoration:underline}
.nl-link:hover{color:${p.colorLinkHover}}
.nl-footer{display:flex;flex-direction:column;align-items:center;gap:4px;margin-top:16px;text-align:center}
.nl-frame{display:flex;flex-direction:column;min-height:100vh;background:${p.colorBgLayout};color:${p.colorText};font-family:${FONT};font-size:14px;line-height:1.5715;color-scheme:${colorScheme}}
.nl-frame-top{flex:none;display:flex;align-items:center;height:64px;padding:0 16px;box-sizing:border-box;background:${p.colorBgContainer};border-bottom:1px solid ${p.colorBorderSecondary}}
.nl-frame-body{flex:1;display:flex}
.nl-frame-side{flex:none;width:240px;background:${p.colorBgContainer}}
.nl-frame-content{flex:1;min-width:0;padding:24px}
.nl-view-title{margin:0 0 8px;font-size:38px;font-weight:600;line-height:1.2105263157894737}
.nl-frame-status{display:flex;align-items:center;gap:8px;color:${p.colorTextDescription}}
.nl-frame-status .nl-spinner{color:${p.colorPrimary}}
@media (max-width:991.98px){.nl-frame-side{display:none}}
.nl-spin{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;min-height:100vh;color:${p.colorPrimary};font-family:${FONT};font-size:14px}
.nl-spinner{width:32px;height:32px;box-sizing:border-box;border:3px solid ${p.colorPrimary};border-top-color:transparent;border-radius:50%;animation:nl-turn 1s linear infinite}
.nl-spinner--small{width:14px;height:14px;border-width:2px;border-color:currentColor;border-top-color:transparent}
@keyframes nl-turn{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.nl-spinner{animation-duration:3s}}
`;
}
