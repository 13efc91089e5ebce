import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveFile } from '../api/download';
import { apiError, answerRequests } from '@portal/api-client/testing';
import { renderStaffAdmin, signInAs } from '../../test/renderStaffAdmin';
import { reportYears } from './OutageHistoryReportPage';

jest.mock('../api/download', () => ({ ...jest.requireActual('../api/download'), saveFile: jest.fn() }));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(() => {
  signInAs();
  jest.mocked(saveFile).mockClear();
});

describe('outage-history report page (issue 18)', () => {
  it('offers this Warsaw year and the five before it, the new one from New Year in Warsaw', () => {
    expect(reportYears(new Date('2026-12-31T22:59:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(reportYears(new Date('2026-12-31T23:00:00Z'))[0]).toBe(2027);
  });

  it("downloads GET /api/outage-history/report for the chosen year and saves the server's file name", async () => {
    const year = reportYears()[1];
    const api = answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /public/api/config/get/all': { body: [] },
      'GET /api/outage-history/report': {
        raw: new Blob(['xlsx']),
        headers: { 'Content-Type': XLSX, 'Content-Disposition': `attachment; filename="historia-wylaczen-raport-${year}.xlsx"` },
      },
    });
    const user = userEvent.setup();
    renderStaffAdmin('/admin/outage-history');
    await user.click(await screen.findByRole('combobox', { name: 'Rok' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('option', { name: String(year) }));
    await user.click(screen.getByRole('button', { name: 'Pobierz raport (.xlsx)' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ filename: `historia-wylaczen-raport-${year}.xlsx` })));
    expect(api.callsTo('GET /api/outage-history/report')).toEqual([expect.objectContaining({ authorization: 'Bearer admin-token', query: `?year=${year}` })]);
  });

  it("shows the server's message when the report is refused", async () => {
    answerRequests({
      'POST /api/is-token-valid': { body: { valid: true } },
      'GET /public/api/config/get/all': { body: [] },
      'GET /api/outage-history/report': apiError(400, 'Maksymalna wartość: 2100'),
    });
    renderStaffAdmin('/admin/outage-history');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pobierz raport (.xlsx)' }, { timeout: 8000 }));
    expect(await screen.findByText('Maksymalna wartość: 2100')).toBeInTheDocument();
  });
});
