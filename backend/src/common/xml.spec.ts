import { el, xmlText } from './xml';

describe('xmlText', () => {
  it('writes the five predefined entities', () => {
    expect(xmlText(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('drops the control characters XML 1.0 forbids and keeps tab and line breaks', () => {
    expect(xmlText('a\u0000b\u0008c\u001fd\ufffe\tx\ny\rz')).toBe('abcd\tx\ny\rz');
  });

  it('leaves an element out when its value is empty', () => {
    expect(el('title', null)).toBe('');
    expect(el('title', '')).toBe('');
    expect(el('title', 'Prąd & woda')).toBe('<title>Prąd &amp; woda</title>');
  });
});
