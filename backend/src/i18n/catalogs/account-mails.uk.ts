/** The account mails in Ukrainian (account-mails.pl.ts holds the source and the ids). */
export const ACCOUNT_MAILS_UK: Readonly<Record<string, string>> = {
  'accountMail.greeting': 'Добрий день!',
  'accountMail.greetingNamed': 'Добрий день, {name}!',
  'accountMail.regards': 'З повагою,',
  'accountMail.automatic': 'Цей лист надіслано автоматично, будь ласка, не відповідайте на нього.',
  'accountMail.buttonFallback': 'Якщо кнопка не працює, скопіюйте цю адресу в браузер:',
  'accountMail.notYou': 'Якщо це були не ви, просто проігноруйте цей лист.',
  'accountMail.confirmEmail.subject': 'Підтвердіть адресу e-mail – Портал аварій і відключень',
  'accountMail.confirmEmail.thanks': 'Дякуємо, що створили обліковий запис на Порталі аварій і відключень ({operator}).',
  'accountMail.confirmEmail.open': 'Щоб мати змогу увійти, підтвердіть свою адресу e-mail за посиланням нижче (воно дійсне {hours} години):',
  'accountMail.confirmEmail.link': 'Підтвердити адресу e-mail',
  'accountMail.confirmEmail.inactive': 'Обліковий запис без підтвердженої адреси не буде активним.',
  'accountMail.passwordReset.subject': 'Зміна пароля – Портал аварій і відключень',
  'accountMail.passwordReset.asked': 'Ми отримали запит на встановлення нового пароля до вашого облікового запису на Порталі аварій і відключень.',
  'accountMail.passwordReset.open': 'Щоб установити новий пароль, відкрийте посилання нижче (воно дійсне {hours} годину, його можна використати один раз):',
  'accountMail.passwordReset.link': 'Установити новий пароль',
  'accountMail.passwordReset.unchanged': 'Ваш поточний пароль залишається без змін.',
};
