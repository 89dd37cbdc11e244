import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../support/imports';

/**
 * Every form of the web app says `method="post"`: a form the browser sends itself (before React has
 * taken the page over, or without script) then never puts its fields (a password, health details) in
 * the address, where history, logs and the Referer would keep them. The server answers such a POST
 * with 303 to the same page (command-api/src/web/static-site.ts).
 */
const root = path.resolve(import.meta.dirname, '../..');
const webSource = path.join(root, 'web/src');

/** The opening `<form ...>` tags of a TSX source, each with its line; `>` inside `{...}` or quotes does not end a tag. */
function formTags(code: string): { line: number; tag: string }[] {
  const found: { line: number; tag: string }[] = [];
  for (const start of code.matchAll(/<form(?=[\s/>])/g)) {
    let depth = 0;
    let quote: string | null = null;
    let end = start.index + '<form'.length;
    for (; end < code.length; end++) {
      const c = code[end]!;
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    found.push({ line: code.slice(0, start.index).split('\n').length, tag: code.slice(start.index, end + 1) });
  }
  return found;
}

/** Whether the tag itself (not an expression inside it) says method="post". */
function postsItsFields(tag: string): boolean {
  let outside = '';
  let depth = 0;
  for (const c of tag) {
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0) outside += c;
  }
  return /\smethod\s*=\s*["']post["']/i.test(outside);
}

describe('forms never put their fields in the address', () => {
  it('every <form> of web/src says method="post"', () => {
    const missing = sources(webSource, /\.tsx$/).flatMap((file) =>
      formTags(readFileSync(file, 'utf8'))
        .filter(({ tag }) => !postsItsFields(tag))
        .map(({ line }) => `${path.relative(root, file)}:${line}`),
    );
    expect(missing).toEqual([]);
  });

  it('the scanner reads tags across lines, with expressions, and only the tag itself', () => {
    const code = [
      '<form noValidate onSubmit={handleSubmit((v) => v > 1)} method="post">',
      '<form',
      '  method="post"',
      '  aria-label="a > b"',
      '>',
      "<form method='POST' />",
      '<form noValidate onSubmit={submit}>',
      '<form data-x={{ method: "post" }}>',
      '<formula /><FormProvider><form>',
    ].join('\n');
    const tags = formTags(code);
    expect(tags.map(({ line }) => line)).toEqual([1, 2, 6, 7, 8, 9]);
    expect(tags.map(({ tag }) => postsItsFields(tag))).toEqual([true, true, true, false, false, false]);
  });
});
