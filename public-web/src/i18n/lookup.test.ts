// The site's texts as the production build looks them up: Lingui without its message compiler (it leaves it out when
// NODE_ENV is production), each catalog message compiled, one without placeholders a plain string.
describe('looking up a text in the production build', () => {
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
  });

  it('writes nothing to the console for a message without placeholders', () => {
    process.env.NODE_ENV = 'production';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.isolateModules(() => {
      // A fresh copy of the module, made under NODE_ENV=production.
      const { t } = require('./i18n') as typeof import('./i18n');
      expect(t('layout.appName')).toBe('Portal awarii i wyłączeń');
      expect(t('map.title')).toBe('Mapa awarii i wyłączeń');
    });
    expect(warn).not.toHaveBeenCalled();
  });
});
