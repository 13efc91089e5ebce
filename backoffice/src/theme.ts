import { defaultTheme, type RaThemeOptions } from 'react-admin';

// react-admin's default theme in the operator's blue, plus the spec §5 detail that a failed field
// shows its message with a warning icon.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1256a6' },
    secondary: { main: '#0d3f7a' },
  },
  components: {
    ...defaultTheme.components,
    // Long Polish menu labels ('Wszystkie planowane wyłączenia') wrap instead of ending in an
    // ellipsis; a wider sidebar would squeeze the tables instead.
    RaMenuItemLink: {
      styleOverrides: {
        root: { '& .MuiTypography-noWrap': { whiteSpace: 'normal' } },
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: {
          '&.Mui-error::before': {
            // U+26A0 WARNING SIGN in text presentation; decorative, the message carries the meaning.
            content: '"\\26A0\\FE0E\\00a0"',
            speak: 'never',
          },
        },
      },
    },
  },
};
