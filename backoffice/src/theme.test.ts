import { createTheme, getContrastRatio } from '@mui/material/styles';
import { theme } from './theme';

// WCAG 1.4.3: text at least 4.5:1 against what it sits on. The colours the theme chooses for text that axe-core found
// too faint: the filled 'Do akceptacji' chip (warning) and deleted records kept in a list.
describe('theme contrast (WCAG 1.4.3)', () => {
  const { palette } = createTheme(theme);

  it('writes a filled warning chip in a colour that reads 4.5:1 on it', () => {
    expect(getContrastRatio(palette.warning.contrastText, palette.warning.main)).toBeGreaterThanOrEqual(4.5);
  });

  // White, the amber of rows awaiting acceptance (rowStyles.ts) and react-admin's selection bar.
  it.each(['#ffffff', '#fdf0e6', '#d9e3f0'])('writes warning, success and error text that reads 4.5:1 on %s', (background) => {
    for (const colour of [palette.warning.main, palette.success.main, palette.error.main]) {
      expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('greys deleted records with a text colour that still reads 4.5:1 on white', async () => {
    const { DELETED_TEXT } = await import('./theme');
    const [group, shade] = DELETED_TEXT.split('.') as ['text', 'secondary'];
    expect(getContrastRatio(palette[group][shade], '#fff')).toBeGreaterThanOrEqual(4.5);
  });
});
