import { createPortal } from 'react-dom';
import { Modal } from '../components/Modal';
import { formatDateTime } from '../i18n/dates';
import type { PointStatusResponse } from './report-api';
import { wizardTexts } from './wizard-texts';

const t = wizardTexts.outageDialog;

interface OutageDialogProps {
  status: PointStatusResponse | null;
  onYes: () => void;
  onNo: () => void;
}

/**
 * A known outage at the chosen spot (spec §4 location outage check, §2 step 2): planned works or a failure
 * already reported, with the estimated time when known. Yes continues the report, No goes to the map.
 */
export function OutageDialog({ status, onYes, onNo }: OutageDialogProps) {
  const open = status !== null && status.pointElectricityStatus !== 'HAS_ELECTRICITY';
  const planned = status?.pointElectricityStatus === 'PLANNED_OUTAGE';
  if (!open) return null;
  // Outside the page, which the layout makes inert while a modal is open.
  return createPortal(
    <Modal open={open} labelledBy="outage-dialog-title" describedBy="outage-dialog-text" onEscape={onNo} className="wizard-dialog">
      <h2 id="outage-dialog-title" className="modal__title">
        {planned ? t.plannedTitle : t.failureTitle}
      </h2>
      <div id="outage-dialog-text">
        <p>{planned ? t.planned : t.failure}</p>
        {status?.description && (
          <p>
            {t.description} <span lang="pl-PL">{status.description}</span>
          </p>
        )}
        {(status?.outageStart || status?.outageEnd) && (
          <dl className="wizard-dialog__times" aria-label={t.estimated}>
            {status.outageStart && (
              <div>
                <dt>{t.start}</dt>
                <dd>{formatDateTime(status.outageStart)}</dd>
              </div>
            )}
            <div>
              <dt>{t.end}</dt>
              <dd>{status.outageEnd ? formatDateTime(status.outageEnd) : t.unknownEnd}</dd>
            </div>
          </dl>
        )}
        {planned && <p>{t.plannedQuestion}</p>}
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onYes}>
          {wizardTexts.yes}
        </button>
        <button type="button" className="button button--outline" onClick={onNo}>
          {wizardTexts.no}
        </button>
      </div>
    </Modal>,
    document.body,
  );
}
