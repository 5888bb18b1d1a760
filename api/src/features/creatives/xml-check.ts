import { SaxesParser } from 'saxes';

/** Parses `text` as XML and returns the root element's name; throws on malformed markup. */
export function parseXmlRoot(text: string): string {
  const parser = new SaxesParser({ xmlns: true });
  let root = '';
  let failure: Error | null = null;
  parser.on('opentag', (tag) => {
    if (!root) root = tag.local ?? tag.name;
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.write(text).close();
  if (failure) throw failure;
  return root;
}
