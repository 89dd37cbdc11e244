import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sassImportsOf, sources } from '../support/imports';

/**
 * The web app's folders (STYLE.md, bulletproof-react): features stand side by side and never import
 * each other or the app; `shared/` imports no feature and not the app; `app/` composes them all.
 * Every other folder of web/src is a feature, so a new one is held to the rule without a change here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const webSource = path.join(root, 'web/src');
const levels = ['app', 'shared'];

const features = readdirSync(webSource, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !levels.includes(entry.name))
  .map((entry) => entry.name);

/** The top folder of web/src a path lies in: a feature, 'app', 'shared', or null (the entry files, or outside). */
function areaOf(file: string): string | null {
  const relative = path.relative(webSource, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, ...rest] = relative.split(path.sep);
  return rest.length ? top! : null;
}

/** Why an import from one file of web/src to another breaks the rule, or null when it may. */
function ruleBroken(from: string, to: string): string | null {
  const source = areaOf(from);
  const target = areaOf(to);
  if (source === null || source === 'app' || target === source || target === 'shared') return null;
  if (source === 'shared') return `shared/ imports ${target === null ? 'an entry file' : `${target}/`}`;
  if (target === 'app') return `the feature ${source}/ imports app/`;
  if (target === null) return `the feature ${source}/ imports an entry file`;
  return `the feature ${source}/ imports the feature ${target}/`;
}

/** Every import of `folder` that breaks the rule, as "file: reason (specifier)". */
function violationsIn(folder: string): string[] {
  const found: string[] = [];
  const check = (file: string, specifiers: string[], relative: (s: string) => boolean) => {
    for (const specifier of specifiers.filter(relative)) {
      const reason = ruleBroken(file, path.resolve(path.dirname(file), specifier));
      if (reason) found.push(`${path.relative(root, file)}: ${reason} (${specifier})`);
    }
  };
  for (const file of sources(path.join(webSource, folder))) {
    check(file, importsOf(readFileSync(file, 'utf8')), (s) => s.startsWith('.'));
  }
  for (const file of sources(path.join(webSource, folder), /\.scss$/)) {
    // Sass resolves a plain name next to the file first (`@use "tokens"`); packages such as Bulma stay inside the area too.
    check(file, sassImportsOf(readFileSync(file, 'utf8')), () => true);
  }
  return found;
}

describe('the web app folders (STYLE.md: features side by side)', () => {
  it('finds the features beside app/ and shared/', () => {
    expect(features).toEqual(expect.arrayContaining(['portal', 'public-site', 'staff-inbox']));
    expect(features).not.toContain('app');
    expect(features).not.toContain('shared');
  });

  it.each(features)('the feature %s/ imports only itself, shared/ and packages', (feature) => {
    expect(violationsIn(feature)).toEqual([]);
  });

  it('shared/ imports no feature and not app/', () => {
    expect(violationsIn('shared')).toEqual([]);
  });

  it('the rule itself: what may import what', () => {
    const at = (file: string) => path.join(webSource, file);
    expect(ruleBroken(at('portal/LoginPage.tsx'), at('staff-inbox/InboxPanel.tsx'))).toBe('the feature portal/ imports the feature staff-inbox/');
    expect(ruleBroken(at('portal/LoginPage.tsx'), at('app/store.ts'))).toBe('the feature portal/ imports app/');
    expect(ruleBroken(at('portal/LoginPage.tsx'), at('main.tsx'))).toBe('the feature portal/ imports an entry file');
    expect(ruleBroken(at('shared/ui/PortalHeader.tsx'), at('portal/LoginPage.tsx'))).toBe('shared/ imports portal/');
    expect(ruleBroken(at('shared/redux.ts'), at('app/store.ts'))).toBe('shared/ imports app/');
    expect(ruleBroken(at('portal/LoginPage.tsx'), at('portal/meta.ts'))).toBeNull();
    expect(ruleBroken(at('portal/LoginPage.tsx'), at('shared/ui/Tabs.tsx'))).toBeNull();
    expect(ruleBroken(at('app/routes.tsx'), at('portal/LoginPage.tsx'))).toBeNull();
    expect(ruleBroken(at('main.tsx'), at('app/App.tsx'))).toBeNull();
  });
});
