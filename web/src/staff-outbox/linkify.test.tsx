import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const html = (text: string) => renderToStaticMarkup(<>{linkify(text)}</>);

describe('linkify', () => {
  it('makes http(s) addresses links, the text otherwise as it was', () => {
    const text = 'Hello,\n\nConfirm: https://pt.example/patient-portal/confirm-email?token=a.b_c-d.\nOr http://x.test/y (soon).';
    expect(html(text)).toBe(
      'Hello,\n\nConfirm: <a href="https://pt.example/patient-portal/confirm-email?token=a.b_c-d">https://pt.example/patient-portal/confirm-email?token=a.b_c-d</a>.\nOr <a href="http://x.test/y">http://x.test/y</a> (soon).',
    );
    expect(linkify('no address here')).toEqual(['no address here']);
  });

  it('never makes markup of the text, nor links of other schemes', () => {
    expect(html('<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,hi')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; javascript:alert(1) data:text/html,hi',
    );
    expect(html('see https://a.test/"onmouseover="x')).toBe('see <a href="https://a.test/">https://a.test/</a>&quot;onmouseover=&quot;x');
  });
});
