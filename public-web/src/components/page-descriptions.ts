import { t, type MessageId } from '../i18n/i18n';

/**
 * The `<meta name="description">` of each public page (what a search engine shows under its title), in the page's
 * language (the `descriptions` area). Pages not listed have the site's own description; the map's deep links
 * (/public/{lng}/{lat}) are the map.
 */
export const PAGE_DESCRIPTIONS: Record<string, MessageId> = {
  '/public': 'descriptions.map',
  '/public/planned': 'descriptions.planned',
  '/public/faq': 'descriptions.faq',
  '/public/about': 'descriptions.about',
  '/public/add-report': 'descriptions.report',
  '/public/statystyki': 'descriptions.statistics',
  '/public/otwarte-dane': 'descriptions.openData',
  '/public/privacy-policy': 'descriptions.privacy',
};

const MAP_DEEP_LINK = /^\/public\/-?\d+(\.\d+)?\/-?\d+(\.\d+)?$/;

function descriptionId(pathname: string): MessageId {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (MAP_DEEP_LINK.test(path)) return PAGE_DESCRIPTIONS['/public'];
  return PAGE_DESCRIPTIONS[path] ?? (path.startsWith('/public/add-report/') ? PAGE_DESCRIPTIONS['/public/add-report'] : 'descriptions.site');
}

/** The description of the page at `pathname` in the active language (its area loaded, use-page-description.ts). */
export function pageDescription(pathname: string): string {
  return t(descriptionId(pathname));
}
