/**
 * The `<meta name="description">` of each public page (what a search engine shows under its title). Pages not
 * listed keep the site's own description from index.html; the map's deep links (/public/{lng}/{lat}) are the map.
 */
export const PAGE_DESCRIPTIONS: Record<string, string> = {
  '/public': 'Mapa bieżących awarii i planowanych wyłączeń prądu. Sprawdź, czy pod Twoim adresem jest prąd, i zgłoś awarię zasilania.',
  '/public/planned': 'Planowane wyłączenia prądu: ulice, numery domów, daty i godziny przerw w dostawie energii elektrycznej.',
  '/public/faq': 'Najczęściej zadawane pytania o awarie i wyłączenia prądu, zgłaszanie braku zasilania i powiadomienia o adresach.',
  '/public/about': 'O portalu awarii i wyłączeń: do czego służy, skąd pochodzą dane o awariach i planowanych pracach.',
  '/public/add-report': 'Zgłoś awarię zasilania: wskaż miejsce na mapie, opisz, czego dotyczy brak prądu, i śledź swoje zgłoszenie.',
  '/public/statystyki':
    'Statystyki portalu: jak trafne były czasy usunięcia awarii, czy planowane wyłączenia odbyły się zgodnie z zapowiedzią i ile adresów przekroczyło limity przerw.',
  '/public/otwarte-dane': 'Otwarte dane o awariach i planowanych wyłączeniach prądu do pobrania i do użycia we własnych usługach.',
  '/public/privacy-policy': 'Polityka prywatności portalu awarii i wyłączeń: jakie dane zbieramy, w jakim celu i jak długo je przechowujemy.',
};

const MAP_DEEP_LINK = /^\/public\/-?\d+(\.\d+)?\/-?\d+(\.\d+)?$/;

export function pageDescription(pathname: string, fallback: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (MAP_DEEP_LINK.test(path)) return PAGE_DESCRIPTIONS['/public'];
  return PAGE_DESCRIPTIONS[path] ?? (path.startsWith('/public/add-report/') ? PAGE_DESCRIPTIONS['/public/add-report'] : fallback);
}
