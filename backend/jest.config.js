/** Unit tests next to the code. */
module.exports = {
  ...require('./jest.swc.js'),
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
};
