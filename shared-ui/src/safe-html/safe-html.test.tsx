import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps text structure and emphasis', () => {
    expect(sanitizeHtml('<p><strong>Welcome</strong> to <em>the</em> dashboard</p>')).toBe(
      '<p><strong>Welcome</strong> to <em>the</em> dashboard</p>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>hi</p>', '<p>hi</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="alert(1)" style="color:red" class="x">hi</p>', '<p>hi</p>'],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<form><input name="password"></form>', ''],
    ['<svg><g onload="alert(1)"></g></svg>', ''],
  ])('drops what could run or load: %s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('opens safe links in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://adintel.test/guide">guide</a>')).toBe(
      '<a href="https://adintel.test/guide" target="_blank" rel="noopener noreferrer">guide</a>',
    );
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised message as a named region', () => {
    render(<SafeHtml label="Welcome" html={'<p>Hello <b>Ana</b></p><script>window.hacked = true</script>'} />);
    const region = screen.getByRole('region', { name: 'Welcome' });
    expect(region).toHaveTextContent('Hello Ana');
    expect(region.querySelector('script')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
