import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createShellI18n } from '../../lib/i18n';

/** The folders (and files) whose texts live in locales/frame (the dashboard frame, its dialogs and pages). */
const FOLDERS = [
  'app/layout',
  'app/not-found-page.tsx',
  'features/alerts',
  'features/auth',
  'features/dialogs',
  'features/export-page',
  'features/help',
  'features/home',
  'features/reports',
  'features/welcome',
];

function sourceFiles(folder: string): string[] {
  if (statSync(folder).isFile()) return [folder];
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the frame texts', () => {
  const root = path.join(__dirname, '..', '..');
  const keys = new Set(
    FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((match) => match[1] as string),
    ),
  );

  it.each(['es', 'en', 'pt'])('has every key the code asks for in %s', (language) => {
    const i18n = createShellI18n(language as 'es' | 'en' | 'pt');
    expect(keys.size).toBeGreaterThan(50);
    // A counted text exists by its plural forms (`_one`, `_other`).
    const exists = (key: string) => i18n.exists(key) || i18n.exists(key, { count: 2 });
    expect([...keys].filter((key) => !exists(key))).toEqual([]);
  });

  it('keeps the spec messages as written in English and translates them', () => {
    const en = createShellI18n('en');
    const es = createShellI18n('es');
    expect(en.t('welcome.accepted')).toBe('Terms accepted!');
    expect(en.t('welcome.acceptFailed')).toBe('Error at accept terms, try later!');
    expect(en.t('sessionExpired.title')).toBe('Your session has expired');
    expect(en.t('alerts.configDialog.alertsLimit')).toBe('You can only create up to 3 alerts.');
    expect(es.t('errorBoundary.message')).toBe(
      'Ocurrió un error interno en el componente. Por favor contacte al administrador.',
    );
    expect(es.t('sessionExpired.title')).not.toBe(en.t('sessionExpired.title'));
  });
});
