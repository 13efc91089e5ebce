import type { Page } from '@playwright/test';

/** Letters only Polish uses of the Latin ones: a Ukrainian or English UI sentence never has them. */
const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/**
 * What the page says in Polish: its visible text and its accessible names (aria-label, title, alt), less the switch's
 * own "Polski", the values staff wrote and the addresses (marked lang="pl-PL"), and addresses inside a sentence.
 */
export async function polishTexts(page: Page): Promise<string[]> {
  return page.evaluate((letters) => {
    const polish = new RegExp(letters);
    // Addresses are proper names, shown as written in every language ('ul. Płowiecka 30, Warszawa').
    const addresses = /\b(ul|al|pl|os)\. [^,:;·"]+|Warszawa/g;
    const isPolish = (text: string) => polish.test(text.replace(addresses, ''));
    const skip = (el: Element) => el.closest('.language-switch, [lang="pl-PL"]:not(html)');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (skip(parent) || parent.closest('script, style, noscript, [hidden]')) continue;
      const text = node.textContent!.trim();
      if (text && isPolish(text)) found.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [alt]')) {
      if (skip(el)) continue;
      for (const name of ['aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value && isPolish(value)) found.push(`${name}="${value}"`);
      }
    }
    return found;
  }, POLISH_LETTERS.source);
}
