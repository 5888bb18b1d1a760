import { render, screen } from '@testing-library/react';
import * as antd from 'antd';
import { createRef } from 'react';
import * as antdShare from './index';

type Named = Record<string, unknown>;

// What React or antd put on a component that is not part of its API.
const NOT_STATICS = new Set(['$$typeof', 'render', 'displayName', 'compare', 'type', 'propTypes', 'defaultProps']);

function staticsOf(component: unknown): string[] {
  return Object.keys(component as Named).filter((key) => !NOT_STATICS.has(key));
}

const names = (module: Named) => Object.keys(module).filter((name) => name !== 'default' && name !== '__esModule');
const onDemandNames = names(antdShare).filter((name) => (antdShare as Named)[name] !== (antd as Named)[name]);

// Statics that exist once the component has loaded (on-demand-component.tsx).
const AFTER_LOAD_STATICS = new Set(['Upload.LIST_IGNORE']);

/** Each static of antd's component, at any depth, is on the share's: a constant as it is, a component to draw. */
function expectSameStatics(real: unknown, share: unknown, path: string) {
  for (const key of staticsOf(real)) {
    const name = `${path}.${key}`;
    const realStatic = (real as Named)[key];
    const shareStatic = (share as Named)[key];
    if (AFTER_LOAD_STATICS.has(name)) expect(Object.keys(share as Named)).toContain(key);
    else if (typeof realStatic !== 'function' && typeof realStatic !== 'object')
      expect({ [name]: shareStatic }).toEqual({ [name]: realStatic });
    else {
      expect({ [name]: typeof shareStatic }).toEqual({ [name]: 'function' });
      expectSameStatics(realStatic, shareStatic, name);
    }
  }
}

describe("the page's antd", () => {
  it('offers every name antd offers, so a remote may draw any component', () => {
    expect(names(antdShare).sort()).toEqual(names(antd).sort());
  });

  it("keeps on demand only components no page draws as it opens, each with all of antd's statics", () => {
    expect(onDemandNames.sort()).toEqual(
      [
        'Affix',
        'Anchor',
        'AutoComplete',
        'BackTop',
        'BorderBeam',
        'Breadcrumb',
        'Cascader',
        'Collapse',
        'ColorPicker',
        'Divider',
        'Image',
        'List',
        'Masonry',
        'QRCode',
        'Rate',
        'Slider',
        'Splitter',
        'Timeline',
        'Tour',
        'Transfer',
        'TreeSelect',
        'Upload',
        'Watermark',
      ].sort(),
    );
    for (const name of onDemandNames) expectSameStatics((antd as Named)[name], (antdShare as Named)[name], name);
  });

  it("draws an on-demand component on its first render, inside the page's providers, with its ref", async () => {
    const { ConfigProvider, Rate } = antdShare;
    const rate = createRef<{ focus: () => void; blur: () => void }>();
    render(
      <ConfigProvider prefixCls="suite">
        <Rate ref={rate} count={4} defaultValue={2} />
      </ConfigProvider>,
    );

    const stars = await screen.findAllByRole('radio');
    expect(stars).toHaveLength(4);
    expect(stars.map((star) => star.getAttribute('aria-checked'))).toEqual(['true', 'true', 'false', 'false']);
    expect(screen.getByRole('list')).toHaveClass('suite-rate');
    expect(typeof rate.current?.focus).toBe('function');
  });

  it("draws an on-demand component's statics as its children", async () => {
    const { Splitter } = antdShare;
    render(
      <Splitter>
        <Splitter.Panel>Share of voice</Splitter.Panel>
        <Splitter.Panel>Spend</Splitter.Panel>
      </Splitter>,
    );

    expect(await screen.findByText('Share of voice')).toBeInTheDocument();
    expect(screen.getByText('Spend')).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it("gives a static made as the component loads once it has, as antd's", async () => {
    const { Upload } = antdShare;
    expect(Upload.LIST_IGNORE).toBeUndefined();
    render(
      <Upload beforeUpload={() => Upload.LIST_IGNORE}>
        <button type="button">Attach a file</button>
      </Upload>,
    );

    expect(await screen.findByRole('button', { name: 'Attach a file' })).toBeInTheDocument();
    expect(Upload.LIST_IGNORE).toBe(antd.Upload.LIST_IGNORE);
  });

  it('gives the string constants before the component loads', () => {
    expect(antdShare.TreeSelect.SHOW_PARENT).toBe('SHOW_PARENT');
    expect(antdShare.Cascader.SHOW_CHILD).toBe('SHOW_CHILD');
  });
});
