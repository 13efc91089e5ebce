import { activateLanguage, i18n, t, type MessageId } from './i18n';

afterEach(() => activateLanguage('pl'));

it('activating a language keeps the messages already loaded in it (an area that arrived before the catalog)', async () => {
  i18n.load('uk', { 'test.arrivedFirst': 'Прийшло раніше' });
  await activateLanguage('uk');
  expect(t('test.arrivedFirst' as MessageId)).toBe('Прийшло раніше');
  expect(t('layout.skipToContent')).not.toBe('layout.skipToContent');
});
