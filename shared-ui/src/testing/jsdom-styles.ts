/**
 * Makes `getComputedStyle` answer an element's inline style only. jsdom computes a style by
 * matching every CSS rule on the page, and antd's CSS-in-JS puts about half a megabyte of rules
 * on a data page: each role query (which checks visibility and names) then took seconds, and
 * antd's Table asks for pseudo-element styles jsdom does not implement. Call in `beforeEach`;
 * `jest.restoreAllMocks()` undoes it. What stylesheets hide (closed popups) is not seen as
 * hidden: assert on what is open.
 */
export function computeInlineStylesOnly(): void {
  jest
    .spyOn(window, 'getComputedStyle')
    .mockImplementation((element) =>
      element instanceof HTMLElement ? element.style : document.createElement('div').style,
    );
}
