import { act, render, waitFor } from '@testing-library/react';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { openAt } from '../../test/render-app';
import { activateLanguage } from '../i18n/i18n';
import descriptionsEn from '../i18n/descriptions/en.json';
import descriptionsPl from '../i18n/descriptions/pl.json';
import descriptionsUk from '../i18n/descriptions/uk.json';
import { pageDescription } from './page-descriptions';
import { usePageDescription } from './use-page-description';

const SITE = descriptionsPl['descriptions.site'];

afterEach(() => activateLanguage('pl'));

describe('the meta description of each page', () => {
  it.each([
    ['/public', descriptionsPl['descriptions.map']],
    ['/public/21.012345/52.229876', descriptionsPl['descriptions.map']],
    ['/public/planned', descriptionsPl['descriptions.planned']],
    ['/public/faq/', descriptionsPl['descriptions.faq']],
    ['/public/add-report/step-2', descriptionsPl['descriptions.report']],
    ['/public/user/settings', SITE],
    ['/public/nonsense/1', SITE],
  ])('%s is described by its own text', (path, expected) => expect(pageDescription(path)).toBe(expected));

  it.each([
    ['pl', descriptionsPl],
    ['uk', descriptionsUk],
    ['en', descriptionsEn],
  ] as const)('gives every page a different text in %s, short enough for a search result', (_language, catalog) => {
    const all = Object.values(catalog);
    expect(new Set(all).size).toBe(all.length);
    for (const text of all) expect(text.length).toBeLessThanOrEqual(160);
  });

  it('follows the route and the language, and goes back to the site description on a page without one', async () => {
    document.head.innerHTML = `<meta name="description" content="Opis strony z index.html">`;
    const Probe = () => {
      usePageDescription(useLocation()[0]);
      return null;
    };
    openAt('/public/faq');
    const view = render(<Probe />);
    const meta = () => document.querySelector('meta[name="description"]')!.getAttribute('content');
    await waitFor(() => expect(meta()).toBe(descriptionsPl['descriptions.faq']));
    act(() => navigate('/public/planned'));
    await waitFor(() => expect(meta()).toBe(descriptionsPl['descriptions.planned']));
    act(() => navigate('/public/user/address'));
    await waitFor(() => expect(meta()).toBe(SITE));

    // A change of language remounts the layout (LanguageProvider): the description is written again in the new one.
    await act(() => activateLanguage('uk'));
    view.unmount();
    render(<Probe />);
    await waitFor(() => expect(meta()).toBe(descriptionsUk['descriptions.site']));
  });
});
