import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Reading import statements, for the architecture tests (tests/architecture). */

/** Every file under `dir` whose name matches `pattern` (TypeScript by default), skipping dependencies and builds. */
export function sources(dir: string, pattern = /\.(ts|tsx)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}

/** The module specifiers a TypeScript file imports or re-exports, static or dynamic. */
export function importsOf(code: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(pattern)) found.add((m[1] ?? m[2] ?? m[3])!);
  return [...found];
}

/** The modules a Sass file loads with @use, @forward or @import. */
export function sassImportsOf(code: string): string[] {
  return [...code.matchAll(/@(?:use|forward|import)\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
