import { describe, expect, it } from 'vitest';
import { textToHtml } from './mail-html.ts';

describe('textToHtml', () => {
  it('escapes the text, keeps paragraphs and line breaks, and makes addresses links', () => {
    const html = textToHtml('Hello <b>Sam</b> & "friends",\n\nOpen https://example.test/a?b=1&c=2.\nThanks\n\n\nBye');
    expect(html).toContain('<p>Hello &lt;b&gt;Sam&lt;/b&gt; &amp; &quot;friends&quot;,</p>');
    expect(html).toContain(
      '<p>Open <a href="https://example.test/a?b=1&amp;c=2">https://example.test/a?b=1&amp;c=2</a>.<br>\nThanks</p>',
    );
    expect(html).toContain('<p>Bye</p>');
    expect(html).not.toContain('<b>');
  });

  it('never turns a javascript: or quoted address into a link', () => {
    const html = textToHtml('javascript:alert(1) and https://x.test/"onmouseover="y');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('<a href="https://x.test/">https://x.test/</a>&quot;onmouseover=&quot;y');
  });
});
