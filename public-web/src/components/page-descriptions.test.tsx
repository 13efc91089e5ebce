import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { PAGE_DESCRIPTIONS, pageDescription } from './page-descriptions';
import { usePageDescription } from './use-page-description';

const SITE = 'Opis strony z index.html';

describe('the meta description of each page', () => {
  it.each([
    ['/public', PAGE_DESCRIPTIONS['/public']],
    ['/public/21.012345/52.229876', PAGE_DESCRIPTIONS['/public']],
    ['/public/planned', PAGE_DESCRIPTIONS['/public/planned']],
    ['/public/faq/', PAGE_DESCRIPTIONS['/public/faq']],
    ['/public/add-report/step-2', PAGE_DESCRIPTIONS['/public/add-report']],
    ['/public/user/settings', SITE],
    ['/public/nonsense/1', SITE],
  ])('%s is described by its own text', (path, expected) => expect(pageDescription(path, SITE)).toBe(expected));

  it('gives every described page a different text, short enough for a search result', () => {
    const all = Object.values(PAGE_DESCRIPTIONS);
    expect(new Set(all).size).toBe(all.length);
    for (const text of all) expect(text.length).toBeLessThanOrEqual(160);
  });

  it('follows the route and goes back to the site description on a page without one', async () => {
    document.head.innerHTML = `<meta name="description" content="${SITE}">`;
    const Probe = () => {
      usePageDescription(useLocation().pathname);
      return null;
    };
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/public/faq'] });
    render(<RouterProvider router={router} />);
    const meta = () => document.querySelector('meta[name="description"]')!.getAttribute('content');
    await waitFor(() => expect(meta()).toBe(PAGE_DESCRIPTIONS['/public/faq']));
    await act(() => router.navigate('/public/planned'));
    await waitFor(() => expect(meta()).toBe(PAGE_DESCRIPTIONS['/public/planned']));
    await act(() => router.navigate('/public/user/address'));
    await waitFor(() => expect(meta()).toBe(SITE));
  });
});
