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
    // On a phone react-admin fixes a form's Save bar to the screen's bottom and leaves no room for it, so
    // the form's end (the planned outage's map with its attribution) could never be scrolled out from under
    // it. The room matches the bar: a toolbar row (at most 64 px) plus its 16 px padding top and bottom.
    RaLayout: {
      styleOverrides: {
        root: { '& .RaLayout-content:has(.RaToolbar-mobileToolbar)': { paddingBottom: 96 } },
      },
    },
    // For the same bar, a field the keyboard focuses (or the browser scrolls to over the on-screen keyboard) is
    // scrolled to end above it, not under it (WCAG 2.4.11).
    MuiCssBaseline: {
      styleOverrides: {
        'html:has(.RaToolbar-mobileToolbar)': { scrollPaddingBottom: 96 },
      },
    },
    // The page title sits in an inline-block (react-admin's configurable wrapper), which the title's own ellipsis
    // does not reach: on a phone 'Planowane wyłączenia - panel akceptującego' was cut off mid-word instead.
    RaAppBar: {
      styleOverrides: {
        root: {
          '& .RaAppBar-title > *': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' },
        },
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
