import { XMLParser } from 'fast-xml-parser';
import { sitemapXml } from './site-map';

describe('sitemapXml', () => {
  it('escapes each address the one way every XML document of the portal does', () => {
    const xml = sitemapXml("https://portal.example/?a=1&b='2'", ['/public']);
    expect(xml).toContain('<loc>https://portal.example/?a=1&amp;b=&apos;2&apos;/public</loc>');
  });

  it('stays well-formed when the configured address carries a control character', () => {
    const xml = sitemapXml('https://portal.example\u0007', ['/public', '/public/faq']);
    expect(xml).not.toContain('\u0007');
    const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string }[] } };
    expect(parsed.urlset.url.map((u) => u.loc)).toEqual(
      ['/public', '/public/faq'].flatMap((path) => ['', '?lang=pl', '?lang=uk', '?lang=en'].map((query) => `https://portal.example${path}${query}`)),
    );
  });
});
