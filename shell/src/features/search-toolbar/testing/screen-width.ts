/**
 * Makes `matchMedia` answer width queries as a screen `width` pixels wide (jsdom matches none,
 * which antd's breakpoints read as the smallest screen). `jest.restoreAllMocks()` undoes it.
 */
export function setScreenWidth(width: number): void {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
