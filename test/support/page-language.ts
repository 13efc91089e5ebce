import type { Page } from '@playwright/test';

/** Letters only Polish uses of the Latin ones: a Ukrainian or English UI sentence never has them. */
export const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/**
 * What the page says in Polish: its visible text and its accessible names (aria-label, title, alt), less the switch's
 * own "Polski", the values staff wrote and the addresses (marked lang="pl-PL"), and addresses inside a sentence.
 */
export async function polishTexts(page: Page): Promise<string[]> {
  return page.evaluate((letters) => {
    const polish = new RegExp(letters);
    // Addresses are proper names, shown as written in every language ('ul. Płowiecka 30, Warszawa').
    // An address without its street type ('Puławska 145' in a label) is a capitalised name and a house number.
    const addresses = /\b(ul|al|pl|os)\. [^,:;·"]+|Warszawa|\p{Lu}[\p{L}.-]+(?: \p{Lu}?[\p{L}.-]+)* \d+[A-Za-z]?(?:\/\d+)?/gu;
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

/**
 * The page and the text boxes inside `root` whose content is wider than their box: a long word that overflows or is
 * clipped (scrollWidth > clientWidth). Form fields are left out (a typed value may scroll inside its field), and so is
 * `root`'s own box, which a full-width bar (a sticky row of buttons) may pass on purpose.
 */
export async function overflowingBoxes(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const page = document.scrollingElement!;
    if (page.scrollWidth > page.clientWidth) found.push(`the page (${page.scrollWidth} > ${page.clientWidth})`);
    for (const box of document.querySelectorAll(selector)) {
      for (const el of box.querySelectorAll('h1, h2, p, label, legend, button, a, li, dt, dd, span, strong')) {
        if (el.closest('altcha-widget, [hidden]') || el.clientWidth === 0) continue;
        if (el.scrollWidth > el.clientWidth + 1)
          found.push(`${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}" (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    return found;
  }, root);
}
