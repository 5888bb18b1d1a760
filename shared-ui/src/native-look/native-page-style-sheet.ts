import type { NativePalette } from './native-palette';
import { FONT } from './native-style-sheet';

/**
 * What a whole page drawn without antd needs beyond the login page's controls (the public pages,
 * issue 56): the site's frame, headings, panels, lists, fact tables, alerts, results, the empty
 * state, the skeleton, a steps bar and a floating button, in antd's metrics and the palette of the
 * theme in effect. Used together with nativeStyleSheet, whose classes (nl-button, nl-input,
 * nl-select, nl-alert, nl-spinner…) it extends.
 */
export function nativePageStyleSheet(palette: NativePalette, colorScheme: 'light' | 'dark'): string {
  const p = palette;
  return `
.nl-site{display:flex;flex-direction:column;min-height:100vh;background:${p.colorBgLayout};color:${p.colorText};font-family:${FONT};font-size:14px;line-height:1.5715;color-scheme:${colorScheme}}
.nl-site a{color:${p.colorLink};text-decoration:none}
.nl-site a:hover{color:${p.colorLinkHover}}
.nl-site a:focus-visible,.nl-site button:focus-visible,.nl-site summary:focus-visible{outline:3px solid ${p.colorPrimary};outline-offset:1px}
.nl-site .nl-link{text-decoration:underline}
.nl-site .nl-button--primary,.nl-site .nl-button--primary:hover{color:${p.colorTextLightSolid}}
.nl-flex{display:flex;align-items:center;flex-wrap:wrap;gap:16px}
.nl-flex--between{justify-content:space-between}
.nl-flex--baseline{align-items:baseline}
.nl-flex--tight{gap:8px}
.nl-consent{background:${p.colorFillAlter};border-bottom:1px solid ${p.colorBorderSecondary};padding:12px 24px}
.nl-consent-body{max-width:1100px;margin:0 auto}
.nl-consent-text{display:flex;flex-direction:column;flex:1 1 420px}
.nl-strong{font-weight:600}
.nl-header{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:64px;padding:0 24px;background:${p.colorBgContainer};border-bottom:1px solid ${p.colorBorderSecondary}}
.nl-header-brand{font-size:18px;font-weight:600}
.nl-site .nl-header-brand{color:${p.colorText}}
.nl-nav-list{display:flex;gap:16px;margin:0;padding:0;list-style:none}
.nl-main{flex:1}
.nl-container{max-width:1100px;margin:0 auto;padding:32px 24px}
.nl-site-footer{padding:24px 50px;color:${p.colorText}}
.nl-icon{display:inline-block;width:1em;height:1em;vertical-align:-0.125em;fill:currentColor}
.nl-button--default{background:${p.colorBgContainer};border-color:${p.colorBorder};color:${p.colorText}}
.nl-button--default:hover{border-color:${p.colorPrimaryHover};color:${p.colorPrimaryHover}}
.nl-button--default:disabled{background:${p.colorBgContainerDisabled};border-color:${p.colorBorder};color:${p.colorTextDisabled};cursor:not-allowed}
.nl-button--text{background:transparent;color:${p.colorText}}
.nl-button--text:hover{background:${p.colorBgTextHover}}
.nl-button--icon{width:32px;padding:0}
.nl-button--small{height:24px;padding:0 7px;border-radius:4px}
.nl-h1{margin:0 0 .5em;color:${p.colorText};font-size:38px;font-weight:600;line-height:1.2105}
.nl-h2{margin:1.2em 0 .5em;color:${p.colorText};font-size:30px;font-weight:600;line-height:1.2667}
.nl-h3{margin:0;color:${p.colorText};font-size:18px;font-weight:600;line-height:1.4}
.nl-narrow{max-width:520px}
.nl-prose{max-width:760px}
.nl-form-item .nl-input,.nl-form-item .nl-select{width:100%}
.nl-select[aria-invalid=true]{border-color:${p.colorError}}
.nl-required::before{content:'*';margin-inline-end:4px;color:${p.colorError}}
.nl-alert--info{background:${p.colorInfoBg};border-color:${p.colorInfoBorder}}
.nl-alert--warning{background:${p.colorWarningBg};border-color:${p.colorWarningBorder}}
.nl-alert-row{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}
.nl-panel{box-sizing:border-box;height:100%;padding:24px;background:${p.colorBgContainer};border:1px solid ${p.colorBorderSecondary};border-radius:8px}
.nl-panel--small{padding:0}
.nl-panel-title{margin:0;padding:8px 12px;border-bottom:1px solid ${p.colorBorderSecondary};font-size:14px;font-weight:600}
.nl-panel-body{padding:12px}
.nl-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;margin:0;padding:0;list-style:none}
@media (min-width:768px){.nl-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
.nl-columns{display:grid;grid-template-columns:minmax(0,1fr);gap:24px}
@media (min-width:992px){.nl-columns{grid-template-columns:minmax(0,15fr) minmax(0,9fr)}}
.nl-record{display:flex;align-items:flex-start;gap:16px}
.nl-record-body{display:flex;flex-direction:column;gap:8px;min-width:0}
.nl-plain-list{margin:0;padding:0;list-style:none}
.nl-facts-title{margin:0 0 16px;font-size:16px;font-weight:600;line-height:1.5}
.nl-facts{width:100%;border-collapse:collapse;border:1px solid ${p.colorBorderSecondary};border-radius:8px}
.nl-facts th,.nl-facts td{padding:8px 16px;border:1px solid ${p.colorBorderSecondary};text-align:start;vertical-align:top}
.nl-facts th{width:1%;white-space:nowrap;background:${p.colorFillAlter};font-weight:400}
.nl-empty{display:flex;flex-direction:column;align-items:center;gap:8px;padding:32px 0;color:${p.colorTextDescription};text-align:center}
.nl-empty-picture{width:64px;height:41px;color:${p.colorBorder}}
.nl-result{padding:48px 32px;text-align:center}
.nl-result-icon{display:inline-flex;align-items:center;justify-content:center;width:72px;height:72px;margin-bottom:24px;border-radius:50%;color:${p.colorTextLightSolid};font-size:40px;font-weight:600;line-height:1}
.nl-result-icon--success{background:${p.colorSuccess}}
.nl-result-icon--info{background:${p.colorInfo}}
.nl-result-icon--warning{background:${p.colorWarning}}
.nl-result-icon--error{background:${p.colorError}}
.nl-result-icon--404{background:${p.colorFillSecondary};color:${p.colorText};font-size:24px}
.nl-result-title{margin:0;color:${p.colorText};font-size:24px;font-weight:600;line-height:1.3333}
.nl-result .nl-h1{margin:0}
.nl-result-subtitle{margin-top:8px;color:${p.colorTextDescription}}
.nl-result-extra{display:flex;align-items:center;justify-content:center;flex-wrap:wrap;gap:8px;margin-top:24px}
.nl-loading{display:flex;justify-content:center;padding:48px}
.nl-skeleton-line{height:16px;margin-top:16px;border-radius:4px;background:linear-gradient(90deg,${p.colorFillSecondary} 25%,${p.colorFillAlter} 37%,${p.colorFillSecondary} 63%);background-size:400% 100%;animation:nl-shimmer 1.4s ease infinite}
.nl-skeleton-line:first-child{width:38%;margin-top:0}
.nl-skeleton-line:last-child{width:61%}
@keyframes nl-shimmer{from{background-position:100% 50%}to{background-position:0 50%}}
@media (prefers-reduced-motion:reduce){.nl-skeleton-line{animation:none}}
.nl-steps{display:flex;flex-wrap:wrap;gap:8px 16px;margin:0 0 16px;padding:0;list-style:none}
.nl-step{display:inline-flex;align-items:center;gap:8px;padding:0;border:0;background:transparent;color:${p.colorTextDescription};font:inherit;cursor:pointer}
.nl-step[aria-current=step]{color:${p.colorText};font-weight:600}
.nl-step-index{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;border:1px solid ${p.colorBorder};border-radius:50%;font-size:12px;font-weight:400}
.nl-step[aria-current=step] .nl-step-index{background:${p.colorPrimary};border-color:${p.colorPrimary};color:${p.colorTextLightSolid}}
.nl-media{display:block;max-width:100%;max-height:60vh;margin:0 auto;object-fit:contain}
.nl-image-missing{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;min-height:120px;background:${p.colorFillAlter};color:${p.colorTextDescription}}
.nl-float-button{position:fixed;right:24px;bottom:48px;display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;background:${p.colorPrimary};box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12);font-size:18px}
.nl-site .nl-float-button,.nl-site .nl-float-button:hover{color:${p.colorTextLightSolid}}
.nl-float-button:hover{background:${p.colorPrimaryHover}}
.nl-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`;
}
