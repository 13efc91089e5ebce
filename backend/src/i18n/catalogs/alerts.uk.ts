/**
 * The alerts in Ukrainian (alerts.pl.ts holds the source and the ids). An SMS here is UCS-2 (70 characters a segment,
 * 67 in a multi-part message): the wording is short so an alert stays within two segments (notifications/sms-segments.ts).
 */
export const ALERTS_UK: Readonly<Record<string, string>> = {
  'alert.PLANNED_ANNOUNCED.subject': 'Планове відключення електроенергії: {address}',
  'alert.PLANNED_ANNOUNCED.mail':
    'За адресою {address} ми плануємо відключення електропостачання з {start} до {end}. Роботи можуть скасувати або перенести; ми вас про це повідомимо.',
  'alert.PLANNED_ANNOUNCED.sms': 'Планове відключення: {A}, {span}.',
  'alert.PLANNED_REMINDER.subject': 'Нагадування: завтра відключення електроенергії: {address}',
  'alert.PLANNED_REMINDER.mail': 'Нагадуємо: за адресою {address} ми плануємо відключення електропостачання з {start} до {end}.',
  'alert.PLANNED_REMINDER.sms': 'Нагадуємо: відключення {A}, {span}.',
  'alert.PLANNED_WEEK_AHEAD.subject': 'За тиждень відключення електроенергії: {address}',
  'alert.PLANNED_WEEK_AHEAD.mail':
    'Через тиждень за адресою {address} ми плануємо відключення електропостачання з {start} до {end}. На ваше прохання пишемо заздалегідь: підготуйте резервне живлення; якщо маєте запитання, телефонуйте {hotline}.',
  'alert.PLANNED_WEEK_AHEAD.sms': 'Відключення {A}: {span}. Майте резервне живлення.',
  'alert.PLANNED_CHANGED.subject': 'Змінено час відключення електроенергії: {address}',
  'alert.PLANNED_CHANGED.mail': 'Змінився час планового відключення електропостачання за адресою {address}. Новий час: з {start} до {end}.',
  'alert.PLANNED_CHANGED.sms': 'Новий час відключення {A}: {span}.',
  'alert.PLANNED_CANCELLED.subject': 'Скасовано відключення електроенергії: {address}',
  'alert.PLANNED_CANCELLED.mail': 'Планове відключення електропостачання за адресою {address} (з {start} до {end}) скасовано.',
  'alert.PLANNED_CANCELLED.sms': 'Відключення скасовано: {A}, {span}.',
  'alert.OUTAGE_STARTED.subject': 'Аварія електропостачання: {address}',
  'alert.OUTAGE_STARTED.mail':
    'У районі адреси {address} сталася аварія електропостачання. {known, select, yes {Орієнтовний час усунення: {end}.} other {Ми вже працюємо над її усуненням і повідомимо орієнтовний час, щойно він буде відомий.}}',
  'alert.OUTAGE_STARTED.sms': 'Аварія {A}. Усунення орієнтовно: {known, select, yes {{end}} other {уточнюємо}}.',
  'alert.OUTAGE_END_CHANGED.subject': 'Новий час усунення аварії: {address}',
  'alert.OUTAGE_END_CHANGED.mail':
    'Змінився орієнтовний час усунення аварії в районі адреси {address}: {known, select, yes {{end}} other {ми його уточнюємо}}.',
  'alert.OUTAGE_END_CHANGED.sms': 'Аварія {A}: новий час усунення {known, select, yes {{end}} other {уточнюємо}}.',
  'alert.OUTAGE_CREW_ON_SITE.subject': 'Бригада на місці аварії: {address}',
  'alert.OUTAGE_CREW_ON_SITE.mail':
    'Технічна бригада прибула на місце аварії в районі адреси {address} і починає ремонт. {known, select, yes {Орієнтовний час усунення: {end}.} other {Повідомимо орієнтовний час усунення, щойно він буде відомий.}}',
  'alert.OUTAGE_CREW_ON_SITE.sms': 'Аварія {A}: бригада на місці. Усунення орієнтовно: {known, select, yes {{end}} other {уточнюємо}}.',
  'alert.OUTAGE_ENDED.subject': 'Електропостачання відновлено: {address}',
  'alert.OUTAGE_ENDED.mail':
    '{planned, select, yes {Планові роботи в районі адреси {address} завершено} other {Аварію в районі адреси {address} усунено}}, електропостачання вже має бути відновлене.{asked, select, yes {} other { Якщо у вас досі немає світла, повідомте про це через портал.}}',
  'alert.OUTAGE_ENDED.sms': '{asked, select, yes {Світло є ({A})? Якщо ні: {url}} other {Світло відновлено: {A}. Досі немає? Повідомте на порталі.}}',
  'alert.LIMIT_EXCEEDED.subject': 'Перевищено ліміт перерв в електропостачанні: {address}',
  'alert.LIMIT_EXCEEDED.mail':
    '{scope, select, YEAR {{cls, select, PLANNED {Планові відключення} other {Аварії}} у {year} р. за адресою {address} тривали загалом} other {{cls, select, PLANNED {Одне планове відключення у {year} р. за адресою {address} тривало} other {Одна аварія у {year} р. за адресою {address} тривала}}}} {hours, plural, one {{hoursText} годину} few {{hoursText} години} many {{hoursText} годин} other {{hoursText} години}}, а допустимий час — {limitHours, plural, one {{limitText} година} few {{limitText} години} many {{limitText} годин} other {{limitText} години}}. Вам може належати знижка, яку надає оператор. Подробиці, розрахунок і роздруківка для скарги: {url}',
  'alert.LIMIT_EXCEEDED.sms': 'Ліміт перерв {year} перевищено ({A}): {hoursText} > {limitText} год. Знижка: Портал.',

  'alert.duration':
    'Відключення триватиме {hours, plural, one {{hoursText} годину} few {{hoursText} години} many {{hoursText} годин} other {{hoursText} години}}.',
  'alert.span.from': 'з {start}',
  'alert.stillOff.question': 'У вас уже є світло?',
  'alert.stillOff.answer': 'Досі немає світла',
  'alert.stillOff.lifetime': 'посилання діє один раз, протягом 24 годин',
  'alert.stillOff.ifNot': 'Якщо ні:',
  'alert.mail.stillOff': '{question} Якщо ні, натисніть «{answer}»: {url} ({lifetime}).',
  'alert.mail.greeting': 'Добрий день!',
  'alert.mail.timesNote': 'Години вказано за варшавським часом. Дані про відключення орієнтовні.',
  'alert.mail.map': 'Мапа: {url}',
  'alert.mail.mapLink': 'Переглянути на мапі',
  'alert.mail.emergency': 'Якщо є загроза життю чи здоров’ю, телефонуйте: {hotline}.',
  'alert.mail.regards': 'З повагою,',
  'alert.mail.stop': 'Не хочете отримувати сповіщення електронною поштою? Вимкніть їх: {url}',
  'alert.mail.stopQuestion': 'Не хочете отримувати сповіщення електронною поштою?',
  'alert.mail.stopLink': 'Вимкнути сповіщення електронною поштою',
  'alert.push.call': 'Зателефонувати: {hotline}',
};
