import { attachmentDisposition } from './content-disposition';

test('plain names are kept; quotes, non-ASCII and control characters only in the encoded form', () => {
  expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
  expect(attachmentDisposition('a"b\r\nñ.txt')).toBe(
    `attachment; filename="a_b___.txt"; filename*=UTF-8''a%22b%0D%0A%C3%B1.txt`,
  );
  expect(attachmentDisposition('')).toBe(`attachment; filename="download"; filename*=UTF-8''`);
});
