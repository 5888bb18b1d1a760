import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { renderWithHost } from '../testing';
import { CreativeImage } from './creative-image';
import { PreviewStepView } from './preview-step-view';

const ADDRESS = '/api/creatives/7/creative.svg?viewer=v&expires=1&signature=s';
const BOX = { width: '100%', height: 200 };

describe('CreativeImage', () => {
  test('shows the image while its address answers', () => {
    const { rerender, host } = renderWithHost(<></>);
    rerender(<CreativeImage i18n={host.i18n} src={ADDRESS} alt="Acme" style={BOX} />);
    expect(screen.getByRole('img', { name: 'Acme' })).toHaveAttribute('src', ADDRESS);
  });

  test('an address that no longer answers (expired, altered) gives way to "Image not available" in the same box', () => {
    const { rerender, host } = renderWithHost(<></>);
    rerender(<CreativeImage i18n={host.i18n} src={ADDRESS} alt="Acme" style={BOX} />);
    fireEvent.error(screen.getByRole('img', { name: 'Acme' }));

    const placeholder = screen.getByRole('img', { name: 'Acme: Image not available' });
    expect(placeholder).toHaveTextContent('Image not available');
    expect(placeholder).toHaveStyle({ height: '200px', width: '100%' });
    expect(screen.queryByRole('img', { name: 'Acme' })).not.toBeInTheDocument();
  });

  test('a new address (the next day’s) is tried again', () => {
    const { rerender, host } = renderWithHost(<></>);
    rerender(<CreativeImage i18n={host.i18n} src={ADDRESS} alt="Acme" style={BOX} />);
    fireEvent.error(screen.getByRole('img', { name: 'Acme' }));
    rerender(<CreativeImage i18n={host.i18n} src={`${ADDRESS}2`} alt="Acme" style={BOX} />);
    expect(screen.getByRole('img', { name: 'Acme' })).toHaveAttribute('src', `${ADDRESS}2`);
  });

  test.each([
    ['es', 'Imagen no disponible'],
    ['pt', 'Imagem indisponível'],
  ])('says it in the user’s language (%s)', async (language, text) => {
    const { rerender, host } = renderWithHost(<></>);
    await act(() => host.i18n.changeLanguage(language));
    rerender(<CreativeImage i18n={host.i18n} src={ADDRESS} alt="Acme" style={BOX} />);
    fireEvent.error(screen.getByRole('img', { name: 'Acme' }));
    expect(screen.getByRole('img', { name: `Acme: ${text}` })).toHaveTextContent(text);
  });
});

describe('the creative preview', () => {
  test("a screenshot that does not load shows the placeholder in the preview's step", () => {
    const { rerender, host } = renderWithHost(<></>);
    const creative = { style: 'default', styleAttributes: {}, creativity: ADDRESS, screenshot: `${ADDRESS}&shot` };
    rerender(<PreviewStepView i18n={host.i18n} creative={creative} step="screenshot" />);
    fireEvent.error(screen.getByRole('img', { name: /Screenshot of the page/ }));
    expect(screen.getByRole('img', { name: /Image not available/ })).toBeInTheDocument();
  });
});
