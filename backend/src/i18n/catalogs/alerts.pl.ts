/**
 * The alerts (e-mail, SMS, Web Push) in Polish: the source text of every alert. One entry per event and part
 * (`alert.<EVENT>.subject|mail|sms`) plus the shared lines, so a new event or wording slots in as rows. SMS text is
 * written without diacritics: Polish letters would switch the message to UCS-2 (notifications/sms-segments.ts).
 * `{A}` in an SMS marks where the address is fitted in.
 */
export const ALERTS_PL: Readonly<Record<string, string>> = {
  'alert.PLANNED_ANNOUNCED.subject': 'Planowane wyłączenie prądu: {address}',
  'alert.PLANNED_ANNOUNCED.mail':
    'Pod adresem {address} planujemy wyłączenie zasilania od {start} do {end}. Prace mogą zostać odwołane lub przesunięte; powiadomimy o tym.',
  'alert.PLANNED_ANNOUNCED.sms': 'Planowane wylaczenie pradu: {A}, {span}.',
  'alert.PLANNED_REMINDER.subject': 'Przypomnienie: jutro wyłączenie prądu: {address}',
  'alert.PLANNED_REMINDER.mail': 'Przypominamy: pod adresem {address} planujemy wyłączenie zasilania od {start} do {end}.',
  'alert.PLANNED_REMINDER.sms': 'Przypomnienie: wylaczenie pradu {A}, {span}.',
  'alert.PLANNED_WEEK_AHEAD.subject': 'Za tydzień wyłączenie prądu: {address}',
  'alert.PLANNED_WEEK_AHEAD.mail':
    'Za tydzień pod adresem {address} planujemy wyłączenie zasilania od {start} do {end}. Na Twoją prośbę piszemy wcześniej: przygotuj zasilanie awaryjne; w razie pytań zadzwoń pod {hotline}.',
  'alert.PLANNED_WEEK_AHEAD.sms': 'Za tydzien wylaczenie pradu {A}, {span}. Przygotuj zasilanie awaryjne.',
  'alert.PLANNED_CHANGED.subject': 'Zmiana terminu wyłączenia prądu: {address}',
  'alert.PLANNED_CHANGED.mail': 'Zmienił się termin planowanego wyłączenia zasilania pod adresem {address}. Nowy termin: od {start} do {end}.',
  'alert.PLANNED_CHANGED.sms': 'Zmiana terminu wylaczenia pradu {A}: {span}.',
  'alert.PLANNED_CANCELLED.subject': 'Odwołane wyłączenie prądu: {address}',
  'alert.PLANNED_CANCELLED.mail': 'Planowane wyłączenie zasilania pod adresem {address} (od {start} do {end}) zostało odwołane.',
  'alert.PLANNED_CANCELLED.sms': 'Odwolane wylaczenie pradu {A}, {span}.',
  'alert.OUTAGE_STARTED.subject': 'Awaria zasilania: {address}',
  'alert.OUTAGE_STARTED.mail':
    'W rejonie adresu {address} wystąpiła awaria zasilania. {known, select, yes {Szacowany czas usunięcia: {end}.} other {Pracujemy nad jej usunięciem; podamy szacowany czas, gdy będzie znany.}}',
  'alert.OUTAGE_STARTED.sms': 'Awaria zasilania {A}. Szacowane usuniecie: {known, select, yes {{end}} other {ustalamy}}.',
  'alert.OUTAGE_END_CHANGED.subject': 'Nowy czas usunięcia awarii: {address}',
  'alert.OUTAGE_END_CHANGED.mail': 'Zmienił się szacowany czas usunięcia awarii w rejonie adresu {address}: {known, select, yes {{end}} other {ustalamy go}}.',
  'alert.OUTAGE_END_CHANGED.sms': 'Awaria {A}: nowy szacowany czas usuniecia {known, select, yes {{end}} other {ustalamy}}.',
  'alert.OUTAGE_CREW_ON_SITE.subject': 'Ekipa na miejscu awarii: {address}',
  'alert.OUTAGE_CREW_ON_SITE.mail':
    'Ekipa techniczna dotarła na miejsce awarii w rejonie adresu {address} i rozpoczyna naprawę. {known, select, yes {Szacowany czas usunięcia: {end}.} other {Podamy szacowany czas usunięcia, gdy będzie znany.}}',
  'alert.OUTAGE_CREW_ON_SITE.sms': 'Awaria {A}: ekipa na miejscu. Szacowane usuniecie: {known, select, yes {{end}} other {ustalamy}}.',
  'alert.OUTAGE_ENDED.subject': 'Zasilanie przywrócone: {address}',
  // A reporter's follow-up may wait for planned works: they end, they are not "removed".
  'alert.OUTAGE_ENDED.mail':
    '{planned, select, yes {Prace planowane w rejonie adresu {address} zakończyły się} other {Awaria w rejonie adresu {address} została usunięta}}, zasilanie powinno już być dostępne.{asked, select, yes {} other { Jeśli nadal nie masz prądu, zgłoś to przez Portal.}}',
  // The link takes most of the 160 characters: the question names the address and nothing else.
  'alert.OUTAGE_ENDED.sms':
    '{asked, select, yes {Czy masz juz prad {A}? Jesli nie: {url}} other {Zasilanie przywrocone {A}. Nadal brak pradu? Zglos na Portalu.}}',
  'alert.LIMIT_EXCEEDED.subject': 'Przekroczony limit przerw w dostawie prądu: {address}',
  'alert.LIMIT_EXCEEDED.mail':
    '{scope, select, YEAR {{cls, select, PLANNED {Planowane wyłączenia} other {Awarie}} w {year} r. pod adresem {address} trwały łącznie} other {{cls, select, PLANNED {Jedno planowane wyłączenie w {year} r. pod adresem {address} trwało} other {Jedna awaria w {year} r. pod adresem {address} trwała}}}} {hours, plural, other {{hoursText} h}}, a dopuszczalny czas to {limitHours, plural, other {{limitText} h}}. Może przysługiwać Ci bonifikata, którą przyznaje operator. Szczegóły, wyliczenie i wydruk do reklamacji: {url}',
  'alert.LIMIT_EXCEEDED.sms': 'Limit przerw {year} przekroczony {A}: {hoursText} h > {limitText} h. Bonifikata: Portal, Historia wylaczen.',

  'alert.duration':
    'Wyłączenie potrwa {hours, plural, one {{hoursText} godzinę} few {{hoursText} godziny} many {{hoursText} godzin} other {{hoursText} godziny}}.',
  'alert.span.from': 'od {start}',
  'alert.stillOff.question': 'Czy masz już prąd?',
  'alert.stillOff.answer': 'Nadal nie mam prądu',
  'alert.stillOff.lifetime': 'link działa raz, przez 24 godziny',
  'alert.stillOff.ifNot': 'Jeśli nie:',
  'alert.mail.stillOff': '{question} Jeśli nie, kliknij „{answer}”: {url} ({lifetime}).',
  'alert.mail.greeting': 'Dzień dobry,',
  'alert.mail.timesNote': 'Godziny podajemy w czasie warszawskim. Dane o wyłączeniach mają charakter orientacyjny.',
  'alert.mail.map': 'Mapa: {url}',
  'alert.mail.mapLink': 'Zobacz na mapie',
  'alert.mail.emergency': 'W sytuacji zagrożenia życia lub zdrowia dzwoń: {hotline}.',
  'alert.mail.regards': 'Pozdrawiamy,',
  'alert.mail.stop': 'Nie chcesz dostawać powiadomień e-mail? Wyłącz je: {url}',
  'alert.mail.stopQuestion': 'Nie chcesz dostawać powiadomień e-mail?',
  'alert.mail.stopLink': 'Wyłącz powiadomienia e-mail',
  'alert.push.call': 'Zadzwoń: {hotline}',
};
