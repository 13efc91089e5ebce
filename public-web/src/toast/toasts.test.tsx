import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type ToastOptions } from './toast-context';

function Trigger({ options }: { options: ToastOptions }) {
  const show = useToast();
  return <button onClick={() => show(options)}>pokaż</button>;
}

function showToast(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'pokaż' }));
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['success', undefined, 2500],
    ['info', undefined, 2500],
    ['error', undefined, 4000],
    ['warning', undefined, 5000],
    ['success', 3000, 3000],
  ] as const)('a %s toast with life %p stays %i ms', (severity, life, expected) => {
    showToast({ severity, text: 'Komunikat', life });

    act(() => jest.advanceTimersByTime(expected - 1));
    expect(screen.getByText('Komunikat')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Komunikat')).not.toBeInTheDocument();
  });

  it('is announced through a polite live region', () => {
    showToast({ severity: 'info', text: 'Komunikat' });

    expect(screen.getByRole('region', { name: 'Powiadomienia' })).toHaveAttribute('aria-live', 'polite');
  });

  it('can be closed unless marked not closable', () => {
    showToast({ severity: 'info', text: 'Komunikat' });
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij powiadomienie' }));
    expect(screen.queryByText('Komunikat')).not.toBeInTheDocument();
  });

  it('offers no close button on a not closable toast', () => {
    showToast({ severity: 'warning', text: 'Komunikat', closable: false });
    expect(screen.queryByRole('button', { name: 'Zamknij powiadomienie' })).not.toBeInTheDocument();
  });
});
